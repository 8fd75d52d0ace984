//! [`Names`]: how players name spaces, walls and doors, firefighters and
//! tokens, and the small words (vehicles, cards, dice, outcomes) the other
//! lines are built from.

use crate::engine::board::{Board, CellKind, EdgeKind};
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::engine::specialist::Specialist;
use crate::engine::state::{Die, FireLevel, Item, Outcome, Vehicle};
use crate::engine::{CellId, EdgeId};
use crate::i18n::Lang;

/// What every line needs to name things as the players see them: the board
/// (for the dice coordinates printed on each space, floor names and what
/// stands on each edge), the players' names by seat, and the language the
/// lines are written in (English unless [`Names::with_lang`] says otherwise:
/// the command line and scripts read the stable English lines).
#[derive(Copy, Clone, Debug)]
pub struct Names<'a> {
    board: &'a Board,
    players: &'a [String],
    lang: Lang,
}

impl<'a> Names<'a> {
    /// Names on `board`, with `players[i]` the name at seat `i` (an empty or
    /// missing name leaves the firefighter as "Firefighter N").
    pub fn new(board: &'a Board, players: &'a [String]) -> Names<'a> {
        Names {
            board,
            players,
            lang: Lang::En,
        }
    }

    /// Names on `board` without player names.
    pub fn plain(board: &'a Board) -> Names<'a> {
        Names {
            board,
            players: &[],
            lang: Lang::En,
        }
    }

    /// The same names, in `lang`.
    pub fn with_lang(self, lang: Lang) -> Names<'a> {
        Names { lang, ..self }
    }

    /// The language the lines are written in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn board(&self) -> &'a Board {
        self.board
    }

    // --- people and tokens ---

    /// The player's name at `seat`, if one is set (blank counts as none).
    pub fn player(&self, seat: u8) -> Option<&'a str> {
        let name = self.players.get(usize::from(seat))?.trim();
        (!name.is_empty()).then_some(name)
    }

    /// "Ann (Firefighter 1)", or "Firefighter 1" when the seat has no name.
    /// The seat number stays next to the name: it is what the board draws on
    /// the firefighter's figure.
    pub fn firefighter(&self, seat: u8) -> String {
        match self.player(seat) {
            Some(name) => format!("{name} ({})", Self::seat(seat)),
            None => Self::seat(seat),
        }
    }

    /// "Firefighter 1" for seat 0: players count seats from 1.
    pub fn seat(seat: u8) -> String {
        // u16: seat 255 must not overflow.
        format!("Firefighter {}", u16::from(seat) + 1)
    }

    /// "Victim 1" for the engine's POI token 0.
    pub fn victim(token: u8) -> String {
        format!("Victim {}", u16::from(token) + 1)
    }

    /// "Hazmat 1" for the engine's Hazmat 0.
    pub fn hazmat(hazmat: u8) -> String {
        format!("Hazmat {}", u16::from(hazmat) + 1)
    }

    /// What a firefighter carries: "Victim 4", "Hazmat 1" or another
    /// firefighter by name.
    pub fn item(&self, item: Item) -> String {
        match item {
            Item::Victim(token) => Self::victim(token),
            Item::Hazmat(hazmat) => Self::hazmat(hazmat),
            Item::Firefighter(seat) => self.firefighter(seat),
        }
    }

    // --- places ---

    fn multi_floor(&self) -> bool {
        self.board.floors().len() > 1
    }

    /// The floor's name from the board file, or "unnamed floor 2" for one
    /// without a name (the validator warns about those), as
    /// `layout::floor_name` says it for the editor.
    pub fn floor(&self, floor: u8) -> String {
        let name = self.board.floor_name(floor).trim();
        if name.is_empty() {
            format!("unnamed floor {}", u16::from(floor) + 1)
        } else {
            name.to_owned()
        }
    }

    /// The coordinates printed on a space, "3,8", without the floor: the
    /// red and black dice that name it (GEN-3). A space no roll names (the
    /// outside ring, or offsets past the dice) continues the floor's
    /// numbering: row + red offset, column + black offset, so the ring of the
    /// front board reads "0,3" and "7,5" next to the printed "1,3" and "6,5".
    pub fn coords(&self, pos: Pos) -> String {
        if let Some(roll) = self
            .board
            .cell_at(pos)
            .and_then(|id| self.board.cell(id).roll)
        {
            return format!("{},{}", roll.red, roll.black);
        }
        // Off the grid there is nothing printed to continue: plain row and
        // column (only a refused action can name such a place).
        let Some(floor) = self
            .board
            .layout()
            .floors
            .get(usize::from(pos.floor))
            .filter(|_| self.board.cell_at(pos).is_some())
        else {
            return format!("{},{}", pos.row, pos.col);
        };
        format!(
            "{},{}",
            i32::from(pos.row) + i32::from(floor.dice.red_offset),
            i32::from(pos.col) + i32::from(floor.dice.black_offset)
        )
    }

    /// A space as players name it: "3,8", or "3,8 Upper floor" on a board
    /// with several floors.
    pub fn cell(&self, pos: Pos) -> String {
        if self.multi_floor() {
            format!("{} {}", self.coords(pos), self.floor(pos.floor))
        } else {
            self.coords(pos)
        }
    }

    pub fn cell_id(&self, id: CellId) -> String {
        self.cell(self.board.pos(id))
    }

    /// Two spaces, "0,5 and 0,6", with the floor written once when both are
    /// on it ("3,4 and 3,5 Upper floor").
    pub fn cells(&self, a: Pos, b: Pos) -> String {
        if self.multi_floor() && a.floor == b.floor {
            format!(
                "{} and {} {}",
                self.coords(a),
                self.coords(b),
                self.floor(a.floor)
            )
        } else {
            format!("{} and {}", self.cell(a), self.cell(b))
        }
    }

    /// What stands on an edge (static: walls stay walls when destroyed).
    /// `None` for open floor and for an edge the board does not have.
    pub fn edge_kind(&self, edge: EdgeRef) -> Option<EdgeKind> {
        self.board
            .edge_at(edge)
            .and_then(|id| self.board.edge(id).kind)
    }

    /// Where an edge is: "between 3,4 and 3,5", or "east of 3,8" when one
    /// side is outside the building (named from the building's side, the
    /// space players stand in).
    pub fn edge_place(&self, edge: EdgeRef) -> String {
        let Some(id) = self.board.edge_at(edge) else {
            // Off the grid: no second space to name.
            return format!(
                "on the {} side of {}",
                dir_name(edge.side),
                self.cell(edge.cell)
            );
        };
        let info = self.board.edge(id);
        let inside = |c: CellId| self.board.kind(c) != CellKind::Outside;
        let (a, b) = (self.board.pos(info.a), self.board.pos(info.b));
        match (inside(info.a), inside(info.b)) {
            (true, false) => format!("{} of {}", dir_name(info.side), self.cell(a)),
            (false, true) => format!("{} of {}", dir_name(info.side.opposite()), self.cell(b)),
            _ => format!("between {}", self.cells(a, b)),
        }
    }

    /// An edge by what stands there and where: "the door between 3,4 and
    /// 3,5", "the wall east of 3,8", "the opening between 2,2 and 2,3".
    pub fn edge(&self, edge: EdgeRef) -> String {
        if self.board.edge_at(edge).is_none() {
            return format!(
                "the {} side of {}",
                dir_name(edge.side),
                self.cell(edge.cell)
            );
        }
        let what = self.edge_kind(edge).map_or("opening", EdgeKind::name);
        format!("the {what} {}", self.edge_place(edge))
    }

    pub fn edge_id(&self, id: EdgeId) -> String {
        self.edge(self.board.edge_ref(id))
    }
}

pub(crate) const fn dir_name(dir: Dir) -> &'static str {
    match dir {
        Dir::N => "north",
        Dir::E => "east",
        Dir::S => "south",
        Dir::W => "west",
    }
}

/// "nothing", "smoke" or "fire".
pub const fn level_name(level: FireLevel) -> &'static str {
    match level {
        FireLevel::Clear => "nothing",
        FireLevel::Smoke => "smoke",
        FireLevel::Fire => "fire",
    }
}

/// "red" or "black".
pub const fn die_name(die: Die) -> &'static str {
    match die {
        Die::Red => "red",
        Die::Black => "black",
    }
}

/// "Engine" or "Ambulance", capitalised as the rules and the box write them.
pub const fn vehicle_name(vehicle: Vehicle) -> &'static str {
    match vehicle {
        Vehicle::Engine => "Engine",
        Vehicle::Ambulance => "Ambulance",
    }
}

/// The specialist card's title, as printed (the card's own title: one
/// spelling of each card in the program).
pub const fn specialist_name(card: Specialist) -> &'static str {
    card.title()
}

/// How a game ended: "the firefighters won" (lower case, to follow
/// "Game over: "; [`capitalise`] it to stand alone).
pub const fn outcome_line(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "the firefighters won",
        Outcome::StructureSaved => "the firefighters won: the structure is saved",
        Outcome::VictimsLost => "the firefighters lost: four victims died",
        Outcome::Collapse => "the firefighters lost: the building collapsed",
        Outcome::FirefighterDown => "the firefighters lost: a firefighter was knocked down",
        Outcome::HazmatLost => "the firefighters lost: three hazmat can no longer be carried out",
        Outcome::AllDown => "the firefighters lost: every firefighter is down",
    }
}

/// The first letter in upper case: lines are built from phrases that may
/// start with "the …".
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// " (2 AP)" after an action's line, nothing for a free one.
pub(crate) fn ap_paid(ap: u8) -> String {
    if ap == 0 {
        String::new()
    } else {
        format!(" ({ap} AP)")
    }
}

//! [`Names`]: how players name spaces, walls and doors, firefighters and
//! tokens, and the small words (vehicles, cards, dice, outcomes) the other
//! lines are built from.

use crate::engine::board::{Board, CellKind, EdgeKind, RuleSet};
use crate::engine::event::Event;
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::engine::specialist::{PoolKind, Specialist};
use crate::engine::state::{Die, FireLevel, Item, Outcome, PoiKind, Vehicle};
use crate::engine::{CellId, EdgeId};
use crate::i18n::{FluentArgs, Lang, Texts, args, terms};

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
    /// Each POI token's Victim number in the order the Victims were found
    /// (0: not found, or not known here): see [`Names::with_victims`].
    victims: &'a [u8],
    /// The family game, which has no vehicles: a knocked-down firefighter
    /// goes to the nearest parking spot (FAM-KD-1), not to a vehicle.
    family: bool,
}

impl<'a> Names<'a> {
    /// Names on `board`, with `players[i]` the name at seat `i` (an empty or
    /// missing name leaves the firefighter as "Firefighter N").
    pub fn new(board: &'a Board, players: &'a [String]) -> Names<'a> {
        Names {
            board,
            players,
            lang: Lang::En,
            victims: &[],
            family: false,
        }
    }

    /// Names on `board` without player names.
    pub fn plain(board: &'a Board) -> Names<'a> {
        Names {
            board,
            players: &[],
            lang: Lang::En,
            victims: &[],
            family: false,
        }
    }

    /// The same names, in `lang`.
    pub fn with_lang(self, lang: Lang) -> Names<'a> {
        Names { lang, ..self }
    }

    /// The same names, with the Victims numbered in the order they were
    /// found: `numbers[token]` is the number of the Victim that POI token
    /// turned out to be ([`number_victims`]). A table reads "Victim 1" for
    /// the first one turned over, not the token's place in the bag; a token
    /// without a number keeps the bag's numbering.
    pub fn with_victims(self, numbers: &'a [u8]) -> Names<'a> {
        Names {
            victims: numbers,
            ..self
        }
    }

    /// The same names for a game of `mode`: the family game's knockdowns
    /// go to a parking spot, the experienced game's to the vehicle.
    pub fn with_mode(self, mode: crate::engine::config::Mode) -> Names<'a> {
        Names {
            family: mode == crate::engine::config::Mode::Family,
            ..self
        }
    }

    /// The language the lines are written in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn board(&self) -> &'a Board {
        self.board
    }

    /// Whose spots take a knocked-down firefighter on this board
    /// ([`Board::rescue_vehicle`]), as the message selector `vehicle`: in
    /// the family game the spot itself (`ambulance_spot`, `engine_spot`),
    /// as no vehicle stands there (FAM-KD-1).
    pub fn knockdown_vehicle(&self) -> &'static str {
        match (self.family, self.board.rescue_vehicle()) {
            (false, vehicle) => vehicle_key(vehicle),
            (true, Vehicle::Ambulance) => "ambulance_spot",
            (true, Vehicle::Engine) => "engine_spot",
        }
    }

    /// `key` in the names' language, with `args` filled in.
    pub(crate) fn say(&self, key: &str, args: &FluentArgs) -> String {
        Texts::shared().get_args(self.lang, key, args)
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
        self.firefighter_as(seat, Case::Nom)
    }

    /// [`Names::firefighter`] in the case the sentence needs.
    pub fn firefighter_as(&self, seat: u8, case: Case) -> String {
        // u16: seat 255 must not overflow.
        let number = u16::from(seat) + 1;
        match self.player(seat) {
            Some(name) => self.say(
                "name-firefighter-named",
                &args([
                    ("name", name.into()),
                    ("seat", number.into()),
                    ("case", case.code().into()),
                ]),
            ),
            None => self.say(
                "name-firefighter",
                &args([("seat", number.into()), ("case", case.code().into())]),
            ),
        }
    }

    /// "Firefighter 1" for seat 0 (players count seats from 1), in the
    /// stable English of the command line.
    pub fn seat(seat: u8) -> String {
        // u16: seat 255 must not overflow.
        format!("Firefighter {}", u16::from(seat) + 1)
    }

    /// "Victim 1" for the engine's POI token 0, in the stable English.
    pub fn victim(token: u8) -> String {
        format!("Victim {}", u16::from(token) + 1)
    }

    /// "Hazmat 1" for the engine's Hazmat 0, in the stable English.
    pub fn hazmat(hazmat: u8) -> String {
        format!("Hazmat {}", u16::from(hazmat) + 1)
    }

    /// "Victim 1" for the first Victim found (or, without the numbers of
    /// [`Names::with_victims`], for the engine's POI token 0), in the names'
    /// language and the case the sentence needs.
    pub fn victim_as(&self, token: u8, case: Case) -> String {
        let n = self.victim_number(token);
        self.say(
            "name-victim",
            &args([("n", n.into()), ("case", case.code().into())]),
        )
    }

    /// The number players know POI token `token`'s Victim by: its place
    /// in the order the Victims were found ([`Names::with_victims`]), or
    /// the token's place in the bag plus one where that is not known.
    pub fn victim_number(&self, token: u8) -> u16 {
        match self.victims.get(usize::from(token)) {
            Some(&n) if n > 0 => u16::from(n),
            _ => u16::from(token) + 1,
        }
    }

    /// "Hazmat 1" for the engine's Hazmat 0, in the names' language and
    /// the case the sentence needs.
    pub fn hazmat_as(&self, hazmat: u8, case: Case) -> String {
        self.say(
            "name-hazmat",
            &args([
                ("n", (u16::from(hazmat) + 1).into()),
                ("case", case.code().into()),
            ]),
        )
    }

    /// What a firefighter carries: "Victim 4", "Hazmat 1" or another
    /// firefighter by name.
    pub fn item(&self, item: Item) -> String {
        self.item_as(item, Case::Nom)
    }

    /// [`Names::item`] in the case the sentence needs.
    pub fn item_as(&self, item: Item, case: Case) -> String {
        match item {
            Item::Victim(token) => self.victim_as(token, case),
            Item::Hazmat(hazmat) => self.hazmat_as(hazmat, case),
            Item::Firefighter(seat) => self.firefighter_as(seat, case),
        }
    }

    /// A vehicle inside a sentence, with the article the language puts
    /// before it: "the Engine".
    pub fn vehicle_as(&self, vehicle: Vehicle, case: Case) -> String {
        self.say(
            "name-vehicle",
            &args([
                ("vehicle", vehicle_key(vehicle).into()),
                ("case", case.code().into()),
            ]),
        )
    }

    /// A specialist card's title in the names' language.
    pub fn specialist(&self, card: Specialist) -> String {
        specialist_name(card, self.lang)
    }

    // --- places ---

    fn multi_floor(&self) -> bool {
        self.board.floors().len() > 1
    }

    /// The floor's name from the board file, or "unnamed floor 2" for one
    /// without a name (the validator warns about those), as
    /// `layout::floor_name` says it for the editor. The floor names of the
    /// boards that come with the game are translated; others are the board
    /// maker's words.
    pub fn floor(&self, floor: u8) -> String {
        let name = self.board.floor_name(floor).trim();
        if name.is_empty() {
            self.say(
                "name-floor-unnamed",
                &args([("n", (u16::from(floor) + 1).into())]),
            )
        } else if let Some(key) = known_floor(name) {
            Texts::shared().get(self.lang, key)
        } else {
            name.to_owned()
        }
    }

    /// [`Names::floor`] as a title (a tab, a heading over a floor's
    /// picture): with a capital, since the log's words for the game's own
    /// floors are lower case where the language writes them so mid-line.
    pub fn floor_title(&self, floor: u8) -> String {
        capitalise(&self.floor(floor))
    }

    /// The coordinates printed on a space, "3,8", without the floor: the
    /// red and black dice that name it (GEN-3). A space no roll names (the
    /// outside ring, or offsets past the dice) continues the floor's
    /// numbering: row + red offset, column + black offset, so the ring of the
    /// front board reads "0,3" and "7,5" next to the printed "1,3" and "6,5".
    pub fn coords(&self, pos: Pos) -> String {
        let (red, black) = self.dice_of(pos);
        coords_text(self.lang, red, black)
    }

    /// The red and black numbers of [`Names::coords`].
    fn dice_of(&self, pos: Pos) -> (i32, i32) {
        if let Some(roll) = self
            .board
            .cell_at(pos)
            .and_then(|id| self.board.cell(id).roll)
        {
            return (i32::from(roll.red), i32::from(roll.black));
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
            return (i32::from(pos.row), i32::from(pos.col));
        };
        (
            i32::from(pos.row) + i32::from(floor.dice.red_offset),
            i32::from(pos.col) + i32::from(floor.dice.black_offset),
        )
    }

    /// A space as players name it: "3,8", or "3,8 Upper floor" on a board
    /// with several floors.
    pub fn cell(&self, pos: Pos) -> String {
        if self.multi_floor() {
            self.say(
                "name-cell-on-floor",
                &args([
                    ("coords", self.coords(pos).into()),
                    ("floor", self.floor(pos.floor).into()),
                ]),
            )
        } else {
            self.coords(pos)
        }
    }

    /// Whether a firefighter starting on `pos` starts in a Lobby: on a High
    /// Rise board an elevator's door is closed at setup, so its car is down
    /// there (URB-HIGHRISE-SETUP-3).
    pub fn starts_in_lobby(&self, pos: Pos) -> bool {
        self.board.rules() == RuleSet::HighRise
            && self
                .board
                .cell_at(pos)
                .is_some_and(|c| self.board.kind(c) == CellKind::Elevator)
    }

    pub fn cell_id(&self, id: CellId) -> String {
        self.cell(self.board.pos(id))
    }

    /// Two spaces, "0,5 and 0,6", with the floor written once when both are
    /// on it ("3,4 and 3,5 Upper floor").
    pub fn cells(&self, a: Pos, b: Pos) -> String {
        if self.multi_floor() && a.floor == b.floor {
            self.say(
                "name-cells-on-floor",
                &args([
                    ("a", self.coords(a).into()),
                    ("b", self.coords(b).into()),
                    ("floor", self.floor(a.floor).into()),
                ]),
            )
        } else {
            self.say(
                "name-cells",
                &args([("a", self.cell(a).into()), ("b", self.cell(b).into())]),
            )
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
        match self.edge_sides(edge) {
            EdgeSides::OffGrid => self.say(
                "name-edge-place-off-grid",
                &args([
                    ("dir", dir_key(edge.side).into()),
                    ("cell", self.cell(edge.cell).into()),
                ]),
            ),
            EdgeSides::Beside(dir, pos) => self.say(
                "name-edge-place-beside",
                &args([
                    ("dir", dir_key(dir).into()),
                    ("cell", self.cell(pos).into()),
                ]),
            ),
            EdgeSides::Between(a, b) => self.say(
                "name-edge-place-between",
                &args([("cells", self.cells(a, b).into())]),
            ),
        }
    }

    /// Where an edge is, as short as a list of places wants it: "4,7–5,7",
    /// or "1,3 north" when one side is outside the building; without the
    /// floor, which [`Names::edges_list`] adds.
    fn edge_short_coords(&self, edge: EdgeRef) -> String {
        match self.edge_sides(edge) {
            EdgeSides::OffGrid => self.edge_place(edge),
            EdgeSides::Beside(dir, pos) => self.say(
                "name-edge-short-beside",
                &args([
                    ("dir", dir_key(dir).into()),
                    ("cell", self.coords(pos).into()),
                ]),
            ),
            EdgeSides::Between(a, b) => self.say(
                "name-edge-short-between",
                &args([("a", self.coords(a).into()), ("b", self.coords(b).into())]),
            ),
        }
    }

    /// Spaces in a list: "2,3; 1,1", on a board with several floors each
    /// floor written once, after its spaces ("2,3; 1,1 Ground floor; 6,8
    /// Upper floor"), in the order the floors first come.
    pub fn cells_list(&self, cells: &[Pos]) -> String {
        self.on_floors(cells.iter().map(|&p| (p.floor, self.coords(p))).collect())
    }

    /// Walls and doors in a list, as [`Names::cells_list`] lists spaces:
    /// "1,3 north; 4,7–5,7".
    pub fn edges_list(&self, edges: &[EdgeRef]) -> String {
        self.on_floors(
            edges
                .iter()
                .map(|&e| (e.cell.floor, self.edge_short_coords(e)))
                .collect(),
        )
    }

    /// Places given by floor and words, joined by "; ", each floor's named
    /// once after its places when the board has several.
    fn on_floors(&self, places: Vec<(u8, String)>) -> String {
        if !self.multi_floor() {
            let words: Vec<String> = places.into_iter().map(|(_, w)| w).collect();
            return words.join("; ");
        }
        let mut floors: Vec<u8> = Vec::new();
        for &(f, _) in &places {
            if !floors.contains(&f) {
                floors.push(f);
            }
        }
        let groups: Vec<String> = floors
            .into_iter()
            .map(|f| {
                let words: Vec<&str> = places
                    .iter()
                    .filter(|(g, _)| *g == f)
                    .map(|(_, w)| w.as_str())
                    .collect();
                self.say(
                    "name-cell-on-floor",
                    &args([
                        ("coords", words.join("; ").into()),
                        ("floor", self.floor(f).into()),
                    ]),
                )
            })
            .collect();
        groups.join("; ")
    }

    /// The spaces an edge is named by: the one inside the building when the
    /// other is outside (the space players stand in), else both.
    fn edge_sides(&self, edge: EdgeRef) -> EdgeSides {
        let Some(id) = self.board.edge_at(edge) else {
            return EdgeSides::OffGrid;
        };
        let info = self.board.edge(id);
        let inside = |c: CellId| self.board.kind(c) != CellKind::Outside;
        let (a, b) = (self.board.pos(info.a), self.board.pos(info.b));
        match (inside(info.a), inside(info.b)) {
            (true, false) => EdgeSides::Beside(info.side, a),
            (false, true) => EdgeSides::Beside(info.side.opposite(), b),
            _ => EdgeSides::Between(a, b),
        }
    }

    /// An edge by what stands there and where: "the door between 3,4 and
    /// 3,5", "the wall east of 3,8", "the opening between 2,2 and 2,3".
    pub fn edge(&self, edge: EdgeRef) -> String {
        self.edge_as(edge, Case::Nom)
    }

    /// [`Names::edge`] in the case the sentence needs.
    pub fn edge_as(&self, edge: EdgeRef, case: Case) -> String {
        if self.board.edge_at(edge).is_none() {
            return self.say(
                "name-edge-off-grid",
                &args([
                    ("dir", dir_key(edge.side).into()),
                    ("cell", self.cell(edge.cell).into()),
                    ("case", case.code().into()),
                ]),
            );
        }
        self.edge_named(self.edge_kind(edge), edge, case)
    }

    /// The edge at `edge`'s place called what `kind` says (`None`: an
    /// opening), whatever the board has there: a refusal names the edge as
    /// the rules saw it.
    pub(crate) fn edge_named(&self, kind: Option<EdgeKind>, edge: EdgeRef, case: Case) -> String {
        self.say(
            "name-edge",
            &args([
                ("kind", kind.map_or("opening", edge_kind_key).into()),
                ("place", self.edge_place(edge).into()),
                ("case", case.code().into()),
            ]),
        )
    }

    pub fn edge_id(&self, id: EdgeId) -> String {
        self.edge(self.board.edge_ref(id))
    }
}

/// How an edge is named: see [`Names::edge_sides`].
enum EdgeSides {
    /// Off the board's grid: no second space.
    OffGrid,
    /// On the `Dir` side of the space inside the building.
    Beside(Dir, Pos),
    Between(Pos, Pos),
}

/// The grammatical case a sentence puts a name in. Each language's name
/// messages choose their form by it (the `$case` selector of `name-…`);
/// English and the languages whose names do not change give one form.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Case {
    /// The subject: "Victim 1 is rescued".
    Nom,
    /// The direct object: "picked up Victim 1".
    Acc,
    /// The one a command is given to: "command Firefighter 2 to …".
    Dat,
    /// Whose or of what: "a spot of the Engine".
    Gen,
    /// Where, on or in: "a damage cube on the wall", "rode the Engine".
    Loc,
}

impl Case {
    /// The selector value the message files read.
    pub const fn code(self) -> &'static str {
        match self {
            Case::Nom => "nom",
            Case::Acc => "acc",
            Case::Dat => "dat",
            Case::Gen => "gen",
            Case::Loc => "loc",
        }
    }
}

/// The message of a floor name that the game's own boards use, so their
/// floors read in the players' language.
fn known_floor(name: &str) -> Option<&'static str> {
    Some(match name {
        "Ground floor" => "name-floor-ground",
        "Upper floor" => "name-floor-upper",
        "Parlour floor" => "name-floor-parlour",
        "23rd floor" => "name-floor-23rd",
        _ => return None,
    })
}

/// A board's name as shown in `lang`: the two sides of the game's own
/// board are named as the rulebooks name them ("Front" is the German
/// book's "Vorderseite"); any other board keeps its maker's name.
pub fn board_title(lang: Lang, name: &str) -> String {
    let key = match name.trim() {
        "Front" => "name-board-front",
        "Back" => "name-board-back",
        _ => return name.to_owned(),
    };
    Texts::shared().get(lang, key)
}

/// The selector value of a side (the `$dir` of the message files).
pub(crate) const fn dir_key(dir: Dir) -> &'static str {
    match dir {
        Dir::N => "north",
        Dir::E => "east",
        Dir::S => "south",
        Dir::W => "west",
    }
}

/// The selector value of what stands on an edge (`$kind`), the same in
/// every message file (the words' gender and case differ by kind).
pub const fn edge_kind_key(kind: EdgeKind) -> &'static str {
    match kind {
        EdgeKind::Wall => "wall",
        EdgeKind::Door => "door",
        EdgeKind::Entrance => "entrance",
        EdgeKind::Window => "window",
        EdgeKind::ThinWall => "thin-wall",
        EdgeKind::PartyWall => "party-wall",
        EdgeKind::ElevatorDoor => "elevator-door",
    }
}

/// The selector value of a vehicle (`$vehicle`), the same in every
/// message file.
pub const fn vehicle_key(vehicle: Vehicle) -> &'static str {
    match vehicle {
        Vehicle::Engine => "engine",
        Vehicle::Ambulance => "ambulance",
    }
}

/// The selector value of a fire level (`$level`).
pub(crate) const fn level_key(level: FireLevel) -> &'static str {
    match level {
        FireLevel::Clear => "nothing",
        FireLevel::Smoke => "smoke",
        FireLevel::Fire => "fire",
    }
}

/// The selector value of a die (`$die`).
pub(crate) const fn die_key(die: Die) -> &'static str {
    match die {
        Die::Red => "red",
        Die::Black => "black",
    }
}

/// "nothing", "smoke" or "fire", in `lang`.
pub fn level_name(level: FireLevel, lang: Lang) -> String {
    Texts::shared().get_args(
        lang,
        "name-level",
        &args([("level", level_key(level).into())]),
    )
}

/// "red" or "black", in `lang`.
pub fn die_name(die: Die, lang: Lang) -> String {
    Texts::shared().get_args(lang, "name-die", &args([("die", die_key(die).into())]))
}

/// "Engine" or "Ambulance", capitalised as the rules and the box write them,
/// in `lang`.
pub fn vehicle_name(vehicle: Vehicle, lang: Lang) -> String {
    let key = match vehicle {
        Vehicle::Engine => "vehicle-engine",
        Vehicle::Ambulance => "vehicle-ambulance",
    };
    Texts::shared().get(lang, key)
}

/// The specialist card's title, as printed (in English the card's own
/// title: one spelling of each card in the program), in `lang`.
pub fn specialist_name(card: Specialist, lang: Lang) -> String {
    Texts::shared().get(lang, terms::specialist(card))
}

/// How a game ended: "the firefighters won" (lower case, to follow
/// "Game over – "; [`capitalise`] it to stand alone), in `lang`.
pub fn outcome_line(outcome: Outcome, lang: Lang) -> String {
    let key = match outcome {
        Outcome::Won => "log-outcome-won",
        Outcome::StructureSaved => "log-outcome-structure-saved",
        Outcome::VictimsLost => "log-outcome-victims-lost",
        Outcome::Collapse => "log-outcome-collapse",
        Outcome::FirefighterDown => "log-outcome-firefighter-down",
        Outcome::HazmatLost => "log-outcome-hazmat-lost",
        Outcome::AllDown => "log-outcome-all-down",
    };
    Texts::shared().get(lang, key)
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

/// `line` with the AP an action cost after it, "… (2 AP)"; the line alone
/// for a free action.
pub(crate) fn ap_paid(names: &Names, line: String, ap: u8) -> String {
    if ap == 0 {
        line
    } else {
        names.say(
            "log-paid",
            &args([("line", line.into()), ("ap", ap.into())]),
        )
    }
}

/// `line` with a specialist's split price after it (SPEC-GEN-1, SPEC-GEN-2):
/// "… (1 Move AP)", "… (2 Extinguish AP + 1 AP)", and "… (2 AP)" as
/// `ap_paid` when the pool paid nothing. `ap` is the whole price, `pool`
/// its part from the `kind` pool.
pub(crate) fn ap_paid_from_pool(
    names: &Names,
    line: String,
    ap: u8,
    pool: u8,
    kind: PoolKind,
) -> String {
    if pool == 0 {
        return ap_paid(names, line, ap);
    }
    names.say(
        "log-paid-pool",
        &args([
            ("line", line.into()),
            ("paid", price_text(names, ap, pool, kind).into()),
        ]),
    )
}

/// A price of `ap` AP, `pool` of them from the `kind` pool: "2 Command AP",
/// "2 Command AP + 1 AP", "1 AP".
pub fn price_text(names: &Names, ap: u8, pool: u8, kind: PoolKind) -> String {
    let regular = ap.saturating_sub(pool);
    if pool == 0 {
        return names.say("log-pool-none", &args([("ap", regular.into())]));
    }
    let key = match kind {
        PoolKind::Move => "log-pool-move",
        PoolKind::Extinguish => "log-pool-extinguish",
        PoolKind::Command => "log-pool-command",
    };
    let pooled = names.say(key, &args([("ap", pool.into())]));
    if regular == 0 {
        pooled
    } else {
        names.say(
            "log-pool-and-ap",
            &args([("pool", pooled.into()), ("ap", regular.into())]),
        )
    }
}

/// Dice coordinates as `lang` writes a space: "3,8" in English, "3-8"
/// where a comma reads as a decimal point (docs/glossary.md). The board
/// view, the log and the editor all name spaces with it.
pub fn coords_text(lang: Lang, red: i32, black: i32) -> String {
    Texts::shared().get_args(
        lang,
        "name-coords",
        &args([("red", red.into()), ("black", black.into())]),
    )
}

/// The key of a side's letter as the board's labels write it (board.ftl):
/// "E" in English, "O" in German.
pub const fn side_key(d: Dir) -> &'static str {
    match d {
        Dir::N => "board-side-n",
        Dir::E => "board-side-e",
        Dir::S => "board-side-s",
        Dir::W => "board-side-w",
    }
}

/// Numbers the Victims `events` turn over, in the order they are found,
/// after those `numbers` holds already: `numbers[token]` becomes the
/// Victim's number (1 for the first found), for [`Names::with_victims`].
/// Replaying the same events gives the same numbers, so a line written
/// before an undo reads the same after it.
pub fn number_victims<'e>(numbers: &mut Vec<u8>, events: impl IntoIterator<Item = &'e Event>) {
    for event in events {
        if let Event::PoiRevealed {
            token,
            kind: PoiKind::Victim,
            ..
        } = *event
        {
            let at = usize::from(token);
            if numbers.len() <= at {
                numbers.resize(at + 1, 0);
            }
            if numbers[at] == 0 {
                let found = numbers.iter().filter(|&&n| n > 0).count();
                numbers[at] = u8::try_from(found + 1).unwrap_or(u8::MAX);
            }
        }
    }
}

//! The board file format, version 2: the JSON a designer writes or the editor
//! saves. These types only describe; [`super::validate`] judges and
//! [`super::Board`] is the fast validated form the rules use.
//!
//! Grids are stored as one string per row so a board file reads like the board
//! and diffs line by line. Documentation comments here become the descriptions
//! in `boards/board.schema.json`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::engine::geom::{EdgeRef, Pos};

/// The board format version this program writes. Older versions are migrated on
/// load (see `board::load`); newer ones are refused with a clear message.
pub const FORMAT_VERSION: u32 = 2;

/// The `$schema` value shipped boards carry (relative to `boards/`).
pub const SCHEMA_REF: &str = "board.schema.json";

/// A Flash Point building: one or more floors, with everything the rules need.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Flash Point board")]
pub struct BoardLayout {
    /// The JSON schema this file follows (ignored by the program).
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// Board format version; this program writes version 2.
    pub format_version: u32,
    /// The board's name, shown to players.
    pub name: String,
    /// A few words about the building.
    #[serde(default)]
    pub description: String,
    /// The expansion rules the board plays by (2ND-*, URB-*); the base game's
    /// when left out.
    #[serde(default, skip_serializing_if = "RuleSet::is_base")]
    pub rules: RuleSet,
    /// Who drew the board.
    #[serde(default)]
    pub author: String,
    /// The dice that name cells (GEN-3): red picks the row, black the column.
    #[serde(default)]
    pub dice: DiceSpec,
    /// The floors, ground floor first. Cells on floor `f` are written `"f:row,col"`;
    /// the ground floor's prefix may be left out.
    pub floors: Vec<FloorLayout>,
    /// Stairs: each link makes two cells on different floors adjacent (2ND-STAIRS-1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stairs: Vec<StairLink>,
    /// Vehicle parking spots (BOARD-5).
    #[serde(default)]
    pub parking: Parking,
    /// Hot Spot tokens set aside as the supply (EXP-SETUP-11).
    #[serde(default)]
    pub hot_spots: HotSpotSupply,
    /// Fixed family-game setup (FAM-SETUP-3, FAM-SETUP-4); without it the family
    /// game uses the random setup (FAM-VAR-1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family_setup: Option<FamilySetup>,
    /// The experienced game's first setup explosion (EXP-SETUP-4): the cell for
    /// each face of the black die, face 1 first. Without it the first explosion
    /// is rolled on both dice like the second.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub first_explosion: Vec<Pos>,
    /// 2nd Story: the Engine's portable ladders and where each raised
    /// ladder's top reaches (2ND-LADDER-1, 2ND-LADDER-3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ladders: Option<LadderSpec>,
    /// High Rise: the lines of the setup explosions, first to fourth (the
    /// fourth on Heroic), replacing EXP-SETUP-4…7 (URB-HIGHRISE-SETUP-1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub setup_lines: Vec<SetupLine>,
}

/// The expansion rules a board follows on top of the base game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
pub enum RuleSet {
    /// The base game (family and experienced).
    #[default]
    #[serde(rename = "base")]
    Base,
    /// 2nd Story (§8): ladders, upper exterior, Drive to any spot, its setups.
    #[serde(rename = "2nd_story")]
    SecondStory,
    /// Urban Structures' High Rise (URB-HIGHRISE-*): elevators, the Lobby,
    /// the aerial ladder, no Ambulance.
    #[serde(rename = "high_rise")]
    HighRise,
    /// Urban Structures' Brownstone (URB-BROWN-*): moving a vehicle to the
    /// other side of the building costs 4 AP.
    #[serde(rename = "brownstone")]
    Brownstone,
}

impl RuleSet {
    pub const ALL: [RuleSet; 4] = [
        RuleSet::Base,
        RuleSet::SecondStory,
        RuleSet::HighRise,
        RuleSet::Brownstone,
    ];

    pub fn is_base(&self) -> bool {
        *self == RuleSet::Base
    }

    /// The name players know the rules by.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Base => "Base game",
            RuleSet::SecondStory => "2nd Story",
            RuleSet::HighRise => "High Rise",
            RuleSet::Brownstone => "Brownstone",
        }
    }
}

/// 2nd Story's portable ladders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LadderSpec {
    /// Retracted ladders on the Engine at the start (4 in the box, 2ND-LADDER-1).
    #[serde(default = "default_ladder_supply")]
    pub supply: u8,
    /// Each ground-floor outside cell a ladder can be raised on, with the
    /// upper-floor outside cell its top segment stands on (2ND-LADDER-3).
    #[serde(default)]
    pub tops: Vec<LadderTop>,
}

fn default_ladder_supply() -> u8 {
    4
}

impl Default for LadderSpec {
    fn default() -> Self {
        LadderSpec {
            supply: default_ladder_supply(),
            tops: Vec::new(),
        }
    }
}

/// Where a ladder raised on `foot` reaches.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LadderTop {
    /// A ground-floor outside cell, `"row,col"`.
    pub foot: Pos,
    /// The upper-floor outside cell of the top segment, `"floor:row,col"`.
    pub top: Pos,
}

/// A line of a High Rise setup explosion: one coordinate fixed, the other
/// rolled (URB-HIGHRISE-SETUP-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum SetupLine {
    /// The column whose black-die value is given; the red die picks the row.
    Column(u8),
    /// The row whose red-die value is given; the black die picks the column.
    Row(u8),
}

/// The dice that turn a roll into a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiceSpec {
    /// Sides of the red die (rows); 6 on the printed boards.
    pub red: u8,
    /// Sides of the black die (columns); 8 on the printed boards.
    pub black: u8,
    /// Sides of an optional floor die, rolled with the others on boards whose
    /// floors share red/black coordinates. Each floor then names its face.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<u8>,
}

impl DiceSpec {
    /// How many different results the dice can show together.
    pub fn faces(&self) -> u32 {
        u32::from(self.red) * u32::from(self.black) * u32::from(self.floor.unwrap_or(1))
    }
}

impl Default for DiceSpec {
    fn default() -> Self {
        DiceSpec {
            red: 6,
            black: 8,
            floor: None,
        }
    }
}

/// One floor: a rectangular grid of cells with the edges between them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FloorLayout {
    /// The floor's name, e.g. "Ground floor".
    pub name: String,
    /// One string per row, one character per cell: `.` outside, `#` inside,
    /// `x` restricted (never entered), `e` elevator.
    pub cells: Vec<String>,
    /// Every edge that is not plain floor. Edges not listed are open.
    #[serde(default)]
    pub edges: Vec<EdgeSpec>,
    /// Deck-gun areas (BOARD-6): one string per row, a digit `1`-`9` naming the
    /// area of each cell, `.` for none. Empty when the floor has no areas.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub areas: Vec<String>,
    /// POI arrows (EXP-POI-3): one string per row, one word per cell separated
    /// by spaces: N, NE, E, SE, S, SW, W, NW, or `.` for none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<String>,
    /// How this floor's cells map to dice results.
    #[serde(default)]
    pub dice: FloorDice,
}

/// The dice coordinates of a floor's cells. By default a cell at (row, col) is
/// named by red = row + `red_offset`, black = col + `black_offset`; cells whose
/// values fall outside the dice have no coordinates. `cells` overrides single cells.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FloorDice {
    /// Added to the row to get the red die value.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red_offset: i16,
    /// Added to the column to get the black die value.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black_offset: i16,
    /// The floor die's face for this floor (required when the board has a floor die).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor_face: Option<u8>,
    /// Explicit coordinates for single cells, overriding the offsets.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<DiceOverride>,
}

fn is_zero(v: &i16) -> bool {
    *v == 0
}

/// Explicit dice coordinates for one cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiceOverride {
    /// The cell on this floor, `"row,col"`.
    pub cell: Pos,
    /// Red die value.
    pub red: u8,
    /// Black die value.
    pub black: u8,
}

/// The kind of an edge between two orthogonally neighbouring cells (BOARD-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EdgeKind {
    /// A wall: 1 cube damages it, 2 destroy it (BOARD-2).
    Wall,
    /// A door with a token: closed or open, destroyed by explosions (BOARD-3).
    Door,
    /// An exterior doorway printed open: always open, never damaged (BOARD-4).
    Entrance,
    /// A window: a wall 1 cube destroys; firefighters open and close it (2ND-WIN-1).
    Window,
    /// A thin wall: destroyed by 1 cube (2ND-THIN-1).
    ThinWall,
    /// A party wall: takes cubes like a wall, never crossed by firefighters (URB-BROWN-2).
    PartyWall,
    /// An elevator door (URB-HIGHRISE-ELEV-1).
    ElevatorDoor,
}

impl EdgeKind {
    /// Cubes that destroy this edge; 0 for edges that never take cubes.
    pub const fn capacity(self) -> u8 {
        match self {
            EdgeKind::Wall | EdgeKind::PartyWall => 2,
            EdgeKind::Window | EdgeKind::ThinWall => 1,
            EdgeKind::Door | EdgeKind::Entrance | EdgeKind::ElevatorDoor => 0,
        }
    }

    /// Whether the edge has an open/closed state a firefighter can change.
    pub const fn has_door_state(self) -> bool {
        matches!(
            self,
            EdgeKind::Door | EdgeKind::Window | EdgeKind::ElevatorDoor
        )
    }

    /// Whether the edge takes damage cubes (walls of every sort and windows).
    pub const fn takes_cubes(self) -> bool {
        self.capacity() > 0
    }

    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Wall => "wall",
            EdgeKind::Door => "door",
            EdgeKind::Entrance => "entrance",
            EdgeKind::Window => "window",
            EdgeKind::ThinWall => "thin wall",
            EdgeKind::PartyWall => "party wall",
            EdgeKind::ElevatorDoor => "elevator door",
        }
    }
}

/// One edge of a floor and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EdgeSpec {
    /// The edge, `"row,col"` + side, e.g. `"1,5E"`; the floor is the enclosing one.
    pub at: EdgeRef,
    /// What stands on the edge.
    pub kind: EdgeKind,
    /// For doors, windows and elevator doors: whether it starts open (default closed).
    #[serde(default, skip_serializing_if = "is_false")]
    pub open: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A staircase between two floors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StairLink {
    pub a: StairEnd,
    pub b: StairEnd,
}

/// One end of a staircase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StairEnd {
    /// The stair cell, `"floor:row,col"`.
    pub cell: Pos,
    /// The stair direction: the side printed without a wall (2ND-STAIRS-3).
    pub direction: crate::engine::geom::Dir,
}

/// Parking spots, each listed in clockwise order around the building: a Drive
/// moves a vehicle to the next or previous spot of its kind (EXP-VEH-DRIVE-1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Parking {
    #[serde(default)]
    pub ambulance: Vec<AmbulanceSpot>,
    #[serde(default)]
    pub engine: Vec<EngineSpot>,
}

/// An Ambulance parking spot: two adjacent outside cells of the ground floor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AmbulanceSpot {
    #[serde(deserialize_with = "spot_cells")]
    pub cells: [Pos; 2],
    /// The side of the building the spot is on (Brownstone: moving to the
    /// other side costs 4 AP, URB-BROWN-3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<crate::engine::geom::Dir>,
}

/// An Engine parking spot and the area its deck gun targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineSpot {
    #[serde(deserialize_with = "spot_cells")]
    pub cells: [Pos; 2],
    /// The deck-gun area (a digit of the floors' `areas` grids) this spot serves.
    pub area: u8,
    /// The side of the building the spot is on: High Rise's aerial ladder
    /// reaches that side (URB-HIGHRISE-LADDER-1); Brownstone's other side
    /// costs 4 AP (URB-BROWN-3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<crate::engine::geom::Dir>,
}

/// A parking spot's two cells, with a message that says so when a file lists
/// another number (serde's own for `[Pos; 2]` is "trailing characters" for
/// three).
fn spot_cells<'de, D: serde::Deserializer<'de>>(d: D) -> Result<[Pos; 2], D::Error> {
    let cells = Vec::<Pos>::deserialize(d)?;
    <[Pos; 2]>::try_from(cells).map_err(|cells| {
        serde::de::Error::custom(format!(
            "a parking spot has exactly 2 cells, this one lists {}",
            cells.len()
        ))
    })
}

/// Hot Spot tokens set aside as the supply at setup (EXP-SETUP-11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HotSpotSupply {
    /// Supply on Recruit and Veteran.
    pub supply: u8,
    /// Supply on Heroic.
    pub heroic_supply: u8,
}

impl Default for HotSpotSupply {
    fn default() -> Self {
        HotSpotSupply {
            supply: 6,
            heroic_supply: 12,
        }
    }
}

/// The fixed family-game setup.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FamilySetup {
    /// Cells that start on Fire.
    pub fire: Vec<Pos>,
    /// Cells that start with a face-down POI.
    pub poi: Vec<Pos>,
}

/// A cell's kind, as written in the `cells` grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CellKind {
    /// Outside the building (the exterior ring on the printed boards).
    Outside,
    /// Inside the building.
    Inside,
    /// Inside, but firefighters may never enter it (URB-BROWN-1).
    Restricted,
    /// An elevator car (URB-HIGHRISE-ELEV-1).
    Elevator,
}

impl CellKind {
    pub const fn from_char(c: char) -> Option<CellKind> {
        match c {
            '.' => Some(CellKind::Outside),
            '#' => Some(CellKind::Inside),
            'x' => Some(CellKind::Restricted),
            'e' => Some(CellKind::Elevator),
            _ => None,
        }
    }

    pub const fn to_char(self) -> char {
        match self {
            CellKind::Outside => '.',
            CellKind::Inside => '#',
            CellKind::Restricted => 'x',
            CellKind::Elevator => 'e',
        }
    }

    /// Part of the building (everything but outside).
    pub const fn is_interior(self) -> bool {
        !matches!(self, CellKind::Outside)
    }

    pub const fn name(self) -> &'static str {
        match self {
            CellKind::Outside => "outside",
            CellKind::Inside => "inside",
            CellKind::Restricted => "restricted",
            CellKind::Elevator => "elevator",
        }
    }
}

impl FloorLayout {
    /// A floor of `rows` × `cols` with a one-cell outside ring and nothing else.
    pub fn with_outside_ring(name: &str, rows: usize, cols: usize) -> FloorLayout {
        let cells = (0..rows)
            .map(|r| {
                (0..cols)
                    .map(|c| {
                        if r == 0 || c == 0 || r + 1 == rows || c + 1 == cols {
                            '.'
                        } else {
                            '#'
                        }
                    })
                    .collect()
            })
            .collect();
        FloorLayout {
            name: name.to_owned(),
            cells,
            edges: Vec::new(),
            areas: Vec::new(),
            arrows: Vec::new(),
            dice: FloorDice::default(),
        }
    }
}

impl BoardLayout {
    /// An empty single-floor board of the printed size (8 × 10).
    pub fn blank(name: &str) -> BoardLayout {
        BoardLayout {
            schema: Some(SCHEMA_REF.to_owned()),
            format_version: FORMAT_VERSION,
            name: name.to_owned(),
            description: String::new(),
            author: String::new(),
            dice: DiceSpec::default(),
            floors: vec![FloorLayout::with_outside_ring("Ground floor", 8, 10)],
            stairs: Vec::new(),
            parking: Parking::default(),
            hot_spots: HotSpotSupply::default(),
            family_setup: None,
            first_explosion: Vec::new(),
            ladders: None,
            setup_lines: Vec::new(),
            rules: RuleSet::Base,
        }
    }
}

/// The deck-gun areas of the ground floor's inside cells nearest a
/// parking spot, the most frequent first (the lower number on a tie);
/// empty where those cells are in no area or the layout cannot say. Each
/// printed Engine spot is tied to the quadrant beside it (BOARD-6): the
/// validator warns of one across the building, and the editor ties a new
/// spot to this one. Works on any layout, valid or not.
pub fn areas_beside(layout: &BoardLayout, spot: [Pos; 2]) -> Vec<u8> {
    let Some(ground) = layout.floors.first() else {
        return Vec::new();
    };
    let spot: Vec<Pos> = spot.into_iter().filter(|c| c.floor == 0).collect();
    let mut nearest: Option<u32> = None;
    let mut counts: Vec<(u8, usize)> = Vec::new();
    for (row, line) in ground.cells.iter().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            // Cells past 255 cannot be named by a `Pos` (and make the grid
            // invalid anyway).
            let (Ok(r), Ok(c)) = (u8::try_from(row), u8::try_from(col)) else {
                continue;
            };
            if CellKind::from_char(ch) != Some(CellKind::Inside) {
                continue;
            }
            let Some(distance) = spot
                .iter()
                .map(|p| u32::from(p.row.abs_diff(r)) + u32::from(p.col.abs_diff(c)))
                .min()
            else {
                return Vec::new();
            };
            match nearest {
                Some(d) if distance > d => continue,
                Some(d) if distance == d => {}
                _ => {
                    nearest = Some(distance);
                    counts.clear();
                }
            }
            let area = ground
                .areas
                .get(row)
                .and_then(|line| line.chars().nth(col))
                .and_then(|ch| ch.to_digit(10))
                .unwrap_or(0) as u8;
            // Area 0 (none) says nothing about where the spot should fire.
            if area == 0 {
                continue;
            }
            match counts.iter_mut().find(|(a, _)| *a == area) {
                Some((_, n)) => *n += 1,
                None => counts.push((area, 1)),
            }
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    counts.into_iter().map(|(a, _)| a).collect()
}

/// A cell named as a player finds it on the board: by the dice coordinates
/// printed on it (red,black: the cell's own override, else row + the
/// floor's `red_offset` and column + its `black_offset`), followed by the
/// floor's name when the board has more than one floor: `"3,8 Upper floor"`
/// on a two-floor board, `"3,8"` on a one-floor board.
///
/// Works on any layout, valid or not (problems are named before a
/// [`Board`](super::Board) exists): cells outside the building and cells
/// whose offsets overshoot the dice are named by row and column plus the
/// offsets all the same; a cell off its floor's grid by its row and column
/// (there is nothing printed to go by); a cell on a floor the board does
/// not have by the file's spelling, `"5:2,2"`.
pub fn place_name(layout: &BoardLayout, pos: Pos) -> String {
    named(layout, pos, "")
}

/// An edge named like [`place_name`] names its cell, with the side after
/// the coordinates: `"3,9E"`, or `"3,9E Upper floor"` on a multi-floor board.
pub fn edge_place_name(layout: &BoardLayout, edge: EdgeRef) -> String {
    named(layout, edge.cell, &edge.side.letter().to_string())
}

/// [`place_name`] with `suffix` (an edge's side) after the coordinates.
fn named(layout: &BoardLayout, pos: Pos, suffix: &str) -> String {
    let Some((red, black)) = printed_coordinates(layout, pos) else {
        return format!("{pos}{suffix}");
    };
    if layout.floors.len() == 1 {
        format!("{red},{black}{suffix}")
    } else {
        format!("{red},{black}{suffix} {}", floor_name(layout, pos.floor))
    }
}

/// The (red, black) coordinates [`place_name`] names a cell by: its own
/// dice when it has some that fit the dice, else row and column plus the
/// floor's offsets (row and column alone off the grid). `None` for a floor
/// the board does not have.
pub fn printed_coordinates(layout: &BoardLayout, pos: Pos) -> Option<(i32, i32)> {
    let floor = layout.floors.get(usize::from(pos.floor))?;
    let (row, col) = (usize::from(pos.row), usize::from(pos.col));
    let Some(kind) = floor
        .cells
        .get(row)
        .and_then(|cells| cells.chars().nth(col))
    else {
        // Off the grid: no printed cell to go by.
        return Some((i32::from(pos.row), i32::from(pos.col)));
    };
    let dice = &layout.dice;
    // The last override listed wins, as when the board rolls (GEN-3); one
    // that does not fit the dice, or on an outside cell, is not printed.
    let own = floor
        .dice
        .cells
        .iter()
        .rev()
        .find(|o| {
            o.cell.row == pos.row
                && o.cell.col == pos.col
                && (1..=dice.red).contains(&o.red)
                && (1..=dice.black).contains(&o.black)
        })
        .filter(|_| CellKind::from_char(kind).is_some_and(CellKind::is_interior));
    Some(match own {
        Some(o) => (i32::from(o.red), i32::from(o.black)),
        None => (
            i32::from(pos.row) + i32::from(floor.dice.red_offset),
            i32::from(pos.col) + i32::from(floor.dice.black_offset),
        ),
    })
}

/// A floor as players know it: its name, or for a floor without one (which
/// the validator warns about) "unnamed floor N", counting from 1 at the
/// ground floor.
pub fn floor_name(layout: &BoardLayout, floor: u8) -> String {
    match layout.floors.get(usize::from(floor)) {
        Some(f) if !f.name.trim().is_empty() => f.name.trim().to_owned(),
        _ => format!("unnamed floor {}", u16::from(floor) + 1),
    }
}

//! What the validator found, as data (issue 16): each [`ProblemKind`]
//! carries the numbers, places and names it mentions, and the places are
//! named from the layout once ([`Spot`], [`NamedPlace`]) so a problem can be
//! worded in any language without the layout (src/text/problem.rs).
//!
//! `Display` (in [`english`]) is the stable English the command line, load
//! errors and the tests read; it must not change (tests pin it word for
//! word).

use std::fmt;

use super::Place;
use crate::engine::board::layout::{
    BoardLayout, CellKind, EdgeKind, RuleSet, SetupLine, printed_coordinates,
};
use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::engine::state::Vehicle;

mod english;
pub use english::roll_words;

/// A floor as problems name it: by its name, or by its number (from 1 at
/// the ground floor) when it has none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloorName {
    Named(String),
    Unnamed(u16),
}

impl FloorName {
    /// The floor's name from the layout (see
    /// [`crate::engine::board::layout::floor_name`]).
    pub fn of(layout: &BoardLayout, floor: u8) -> FloorName {
        match layout.floors.get(usize::from(floor)) {
            Some(f) if !f.name.trim().is_empty() => FloorName::Named(f.name.trim().to_owned()),
            _ => FloorName::Unnamed(u16::from(floor) + 1),
        }
    }
}

impl fmt::Display for FloorName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FloorName::Named(name) => f.write_str(name),
            FloorName::Unnamed(n) => write!(f, "unnamed floor {n}"),
        }
    }
}

/// A cell or an edge as problems name it: the coordinates printed on the
/// cell ("3,8", an edge "3,9E"), and its floor on a board of several
/// floors. `Display` is [`crate::engine::board::layout::place_name`]'s
/// (or `edge_place_name`'s) text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spot {
    pub coords: SpotCoords,
    pub floor: Option<FloorName>,
}

/// A spot's coordinates: as numbers, so each language writes them its own
/// way ("3,8" in English, "3-8" where a comma reads as a decimal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpotCoords {
    /// The dice results printed on the cell, and an edge's side.
    Printed {
        red: i32,
        black: i32,
        side: Option<Dir>,
    },
    /// A floor the board does not have: the file's own spelling ("5:2,2").
    File(String),
}

impl fmt::Display for SpotCoords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpotCoords::Printed { red, black, side } => {
                write!(f, "{red},{black}")?;
                match side {
                    Some(d) => write!(f, "{}", d.letter()),
                    None => Ok(()),
                }
            }
            SpotCoords::File(text) => f.write_str(text),
        }
    }
}

impl Spot {
    /// A cell of `layout`, named as `place_name` names it.
    pub fn cell(layout: &BoardLayout, pos: Pos) -> Spot {
        Spot::named(layout, pos, None)
    }

    /// An edge of `layout`, named as `edge_place_name` names it.
    pub fn edge(layout: &BoardLayout, edge: EdgeRef) -> Spot {
        Spot::named(layout, edge.cell, Some(edge.side))
    }

    fn named(layout: &BoardLayout, pos: Pos, side: Option<Dir>) -> Spot {
        let Some((red, black)) = printed_coordinates(layout, pos) else {
            let suffix = side.map_or(String::new(), |d| d.letter().to_string());
            return Spot {
                coords: SpotCoords::File(format!("{pos}{suffix}")),
                floor: None,
            };
        };
        Spot {
            coords: SpotCoords::Printed { red, black, side },
            floor: (layout.floors.len() != 1).then(|| FloorName::of(layout, pos.floor)),
        }
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.floor {
            None => write!(f, "{}", self.coords),
            Some(floor) => write!(f, "{} {floor}", self.coords),
        }
    }
}

/// Where a problem is, named from the layout: [`Place`] with its floor's
/// name and its cell's printed coordinates. Its `Display` is the English
/// that [`Place::name`] and the command line give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedPlace {
    Board,
    Floor(FloorName),
    Cell(Spot),
    Edge(Spot),
    /// The index in the board's list, from 0 like [`Place`]'s.
    Stair(usize),
    AmbulanceSpot(usize),
    EngineSpot(usize),
    FamilySetup,
    FirstExplosion,
    LadderTop(usize),
    SetupLine(usize),
}

impl NamedPlace {
    pub fn of(place: &Place, layout: &BoardLayout) -> NamedPlace {
        match *place {
            Place::Board => NamedPlace::Board,
            Place::Floor(f) => NamedPlace::Floor(FloorName::of(layout, f)),
            Place::Cell(p) => NamedPlace::Cell(Spot::cell(layout, p)),
            Place::Edge(e) => NamedPlace::Edge(Spot::edge(layout, e)),
            Place::Stair(i) => NamedPlace::Stair(i),
            Place::AmbulanceSpot(i) => NamedPlace::AmbulanceSpot(i),
            Place::EngineSpot(i) => NamedPlace::EngineSpot(i),
            Place::FamilySetup => NamedPlace::FamilySetup,
            Place::FirstExplosion => NamedPlace::FirstExplosion,
            Place::LadderTop(i) => NamedPlace::LadderTop(i),
            Place::SetupLine(i) => NamedPlace::SetupLine(i),
        }
    }

    /// The place as [`Place`] has it, where the layout names nothing in it
    /// (the whole board, a spot or a link by its number): worded the same
    /// either way.
    fn unnamed(&self) -> Option<Place> {
        Some(match *self {
            NamedPlace::Floor(_) | NamedPlace::Cell(_) | NamedPlace::Edge(_) => return None,
            NamedPlace::Board => Place::Board,
            NamedPlace::Stair(i) => Place::Stair(i),
            NamedPlace::AmbulanceSpot(i) => Place::AmbulanceSpot(i),
            NamedPlace::EngineSpot(i) => Place::EngineSpot(i),
            NamedPlace::FamilySetup => Place::FamilySetup,
            NamedPlace::FirstExplosion => Place::FirstExplosion,
            NamedPlace::LadderTop(i) => Place::LadderTop(i),
            NamedPlace::SetupLine(i) => Place::SetupLine(i),
        })
    }
}

impl fmt::Display for NamedPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NamedPlace::Floor(name) => write!(f, "{name}"),
            NamedPlace::Cell(spot) => write!(f, "cell {spot}"),
            NamedPlace::Edge(spot) => write!(f, "edge {spot}"),
            other => other.unnamed().map_or(Ok(()), |place| place.fmt(f)),
        }
    }
}

/// One of the board's dice.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardDie {
    Red,
    Black,
    Floor,
}

impl BoardDie {
    pub const fn name(self) -> &'static str {
        match self {
            BoardDie::Red => "red",
            BoardDie::Black => "black",
            BoardDie::Floor => "floor",
        }
    }
}

/// What the family setup puts on a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetupToken {
    Fire,
    Poi,
}

impl SetupToken {
    pub const fn name(self) -> &'static str {
        match self {
            SetupToken::Fire => "Fire",
            SetupToken::Poi => "POI",
        }
    }
}

/// Where firefighters come into the building from: outside, or on High
/// Rise an elevator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WayIn {
    Outside,
    Elevator,
}

impl WayIn {
    pub const fn words(self) -> &'static str {
        match self {
            WayIn::Outside => "outside",
            WayIn::Elevator => "an elevator",
        }
    }
}

/// What is wrong, with what the words mention. Cells and edges in the
/// board's own words are [`Spot`]s; counts that the English pluralises are
/// `usize`. Numbers in a list ("ambulance spot 2", "ladder top 3") count
/// from 1, as they are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    // --- the board as a whole ---
    FormatVersion {
        found: u32,
    },
    NoName,
    DieSides {
        die: BoardDie,
        sides: u8,
    },
    NoFloors,
    TooManyFloors {
        floors: usize,
    },
    FloorUnnamed,
    /// The name, quoted as in the file (`{:?}`).
    FloorNameRepeated {
        name: String,
    },
    HotSpotSupply,

    // --- a floor's grid ---
    NoRows,
    FirstRowEmpty,
    FloorTooLarge {
        rows: usize,
        cols: usize,
    },
    RaggedRow {
        row: usize,
        len: usize,
        cols: usize,
    },
    UnknownCellChar {
        ch: char,
    },

    // --- edges ---
    EdgeFloorPrefix,
    EdgeCellOffGrid {
        cell: Spot,
        rows: usize,
        cols: usize,
    },
    EdgeOnGridBorder {
        kind: EdgeKind,
    },
    EdgeListedTwice,
    EntranceNotBetween,
    EdgeOutsideBuilding {
        kind: EdgeKind,
    },
    ElevatorDoorCells,
    CannotBeOpen {
        kind: EdgeKind,
    },
    ElevatorDoors {
        doors: usize,
    },
    /// `kind` is `None` for open floor.
    CarSideOpen {
        side: EdgeRef,
        kind: Option<EdgeKind>,
    },

    // --- deck-gun areas ---
    AreasRows {
        rows: usize,
        floor_rows: usize,
    },
    AreasRowLength {
        row: usize,
        len: usize,
        cols: usize,
    },
    OutsideInArea,
    UnknownAreaChar {
        ch: char,
    },

    // --- POI arrows ---
    NoArrows,
    ArrowsRows {
        rows: usize,
        floor_rows: usize,
    },
    ArrowsRowLength {
        row: usize,
        len: usize,
        cols: usize,
    },
    UnknownArrow {
        word: String,
    },
    OutsideArrow,
    ArrowLeavesBuilding {
        dir: Dir8,
    },
    CellsWithoutArrow {
        count: usize,
    },

    // --- dice ---
    FloorFaceNotOnDie {
        face: u8,
        sides: u8,
    },
    FloorFaceMissing,
    FloorFaceIgnored,
    DiceOverrideFloorPrefix,
    DiceOverrideOffGrid,
    DiceOnOutside,
    DiceOverrideTwice,
    DiceOverrideMisfit {
        red: u8,
        black: u8,
        red_sides: u8,
        black_sides: u8,
    },
    /// Two cells of one floor, told apart by (row, column): both are
    /// printed with the same coordinates.
    SharedRollOnFloor {
        first: (u8, u8),
        second: (u8, u8),
        roll: Roll,
    },
    SharedRollAcrossFloors {
        first: Spot,
        second: Spot,
        roll: Roll,
    },
    NoDice,
    UnnamedResults {
        unnamed: usize,
        total: usize,
    },
    CellsWithoutDice {
        count: usize,
    },

    // --- stairs ---
    StairFloorMissing {
        cell: Spot,
        floor: u8,
        floors: usize,
    },
    StairOffGrid {
        cell: Spot,
    },
    StairNotInside {
        cell: Spot,
        kind: CellKind,
    },
    StairDirectionOffGrid {
        cell: Spot,
        dir: Dir,
    },
    StairDirectionWall {
        cell: Spot,
        edge: Spot,
        kind: EdgeKind,
    },
    StairOneFloor {
        first: Spot,
        second: Spot,
    },
    StairCellTaken {
        cell: Spot,
    },

    // --- parking ---
    NoParking,
    NoAmbulanceSpot,
    SpotNotGround {
        cell: Spot,
    },
    SpotOffGrid {
        cell: Spot,
    },
    SpotNotOutside {
        cell: Spot,
    },
    /// Two spots of one vehicle share a cell.
    SpotsOverlap {
        cell: Spot,
        vehicle: Vehicle,
        other: usize,
    },
    /// A cell is also part of the other vehicle's spot number `other`.
    SpotSharesCell {
        cell: Spot,
        vehicle: Vehicle,
        other: usize,
    },
    SpotNotAdjacent {
        first: Spot,
        second: Spot,
    },
    DeckGunAreaMissing {
        area: u8,
    },
    /// A warning: the spot's Engine fires into an area that is not the
    /// one beside it (BOARD-6).
    DeckGunAreaAcross {
        area: u8,
        nearest: u8,
    },
    SpotsNotClockwise {
        vehicle: Vehicle,
        spot: usize,
    },

    // --- the experienced setup's first explosion ---
    FirstExplosionCount {
        cells: usize,
        faces: u8,
    },
    FirstExplosionOffBoard {
        cell: Spot,
    },
    FirstExplosionNotInside {
        cell: Spot,
        kind: CellKind,
    },

    // --- the family setup ---
    SetupCellOffBoard {
        token: SetupToken,
        cell: Spot,
    },
    SetupCellNotInside {
        token: SetupToken,
        cell: Spot,
        kind: CellKind,
    },
    SetupCellTwice {
        cell: Spot,
        first: SetupToken,
        second: SetupToken,
    },
    TooManySetupPois {
        count: usize,
    },
    TooManySetupFires {
        count: usize,
    },

    // --- whether the rules can run ---
    DeckGunAreaMissesFlips {
        area: u8,
    },
    FireCannotAdvance,
    NoPoiCell,
    FewPoiCells {
        count: usize,
    },
    FewAdvanceCells {
        count: usize,
        hot_spots: usize,
    },
    NoCollapse {
        capacity: u32,
        cubes: u32,
    },
    FloorUnreachableNoStairs {
        cells: usize,
    },
    FloorUnreachable {
        cells: usize,
        from: WayIn,
    },
    CellUnreachable {
        from: WayIn,
    },

    // --- expansion data ---
    LeftoverLadders {
        rules: RuleSet,
    },
    LeftoverSetupLines {
        rules: RuleSet,
    },
    ElevatorsWithoutHighRise {
        count: usize,
    },
    SecondStoryOneFloor,
    SecondStoryNoEngine,
    SecondStoryFamilySetup,
    SecondStoryNoLadders,
    LadderSupply {
        supply: u8,
    },
    NoLadderTops,
    LadderFootNotGroundOutside {
        foot: Spot,
    },
    LadderTopUnclimbable {
        top: Spot,
    },
    LadderTopNotUpperOutside {
        top: Spot,
    },
    /// Another ladder top (number `other`, from 1) starts at this foot.
    LadderFootTaken {
        other: usize,
        foot: Spot,
    },
    LadderTopTaken {
        other: usize,
        top: Spot,
    },
    MissingLadderTop {
        above: Spot,
    },
    HighRiseFloors {
        floors: usize,
    },
    HighRiseNoElevator,
    HighRiseNoEngine,
    HighRiseAmbulance,
    HighRiseSpotNoSide,
    HighRiseSetupLines {
        count: usize,
    },
    /// The line's value (a column or a row) is off the die that picks it.
    SetupLineOffDice {
        line: SetupLine,
        sides: u8,
    },
    SetupLineEmpty {
        line: SetupLine,
    },
    BrownstoneSpotNoSide,
    BrownstoneNoPartyWall,
}

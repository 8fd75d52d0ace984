//! Every kind of board problem in every language: the English equals the
//! validator's old words (pinned here as they were before problems became
//! data), and the other languages say something of their own with nothing
//! left unfilled.

use std::collections::BTreeSet;

use super::*;
use crate::engine::board::BoardLayout;
use crate::engine::board::layout::EdgeKind;
use crate::engine::board::layout::{edge_place_name, floor_name, place_name};
use crate::engine::board::validate::Place;
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::engine::state::Vehicle;

/// "3,8", "2,2E" as printed coordinates; a file's spelling ("5:2,2") as is.
fn coords(text: &str) -> SpotCoords {
    let printed = || {
        let (red, rest) = text.split_once(',')?;
        let digits = rest.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let side = rest[digits.len()..].chars().next().map(Dir::from_letter);
        Some(SpotCoords::Printed {
            red: red.parse().ok()?,
            black: digits.parse().ok()?,
            side: match side {
                None => None,
                Some(d) => Some(d?),
            },
        })
    };
    if text.contains(':') {
        SpotCoords::File(text.to_owned())
    } else {
        printed().unwrap_or_else(|| SpotCoords::File(text.to_owned()))
    }
}

fn cell(text: &str) -> Spot {
    Spot {
        coords: coords(text),
        floor: None,
    }
}

fn upper(text: &str) -> Spot {
    Spot {
        coords: coords(text),
        floor: Some(FloorName::Named("Upper floor".to_owned())),
    }
}

fn unnamed(text: &str, floor: u16) -> Spot {
    Spot {
        coords: coords(text),
        floor: Some(FloorName::Unnamed(floor)),
    }
}

/// One of each kind with the English the validator printed before
/// problems were data (the format strings of that code, filled in by hand).
fn samples() -> Vec<(ProblemKind, &'static str)> {
    use ProblemKind as K;
    let roll = |floor, red, black| Roll { floor, red, black };
    vec![
        (
            K::FormatVersion { found: 7 },
            "format_version is 7, but this program reads version 2",
        ),
        (K::NoName, "the board has no name"),
        (
            K::DieSides {
                die: BoardDie::Black,
                sides: 0,
            },
            "the black die has 0 sides; it needs 1 to 20",
        ),
        (K::NoFloors, "the board has no floors"),
        (
            K::TooManyFloors { floors: 17 },
            "the board has 17 floors; at most 16 are supported",
        ),
        (K::FloorUnnamed, "the floor has no name"),
        (
            K::FloorNameRepeated {
                name: "Cellar".to_owned(),
            },
            "another floor is also called \"Cellar\"",
        ),
        (
            K::HotSpotSupply,
            "the Hot Spot supply cannot exceed the 24 Hot Spot tokens (COMP-6)",
        ),
        (K::NoRows, "the floor has no rows of cells"),
        (K::FirstRowEmpty, "row 0 of the floor has no cells"),
        (
            K::FloorTooLarge { rows: 65, cols: 3 },
            "the floor is 65 × 3; floors may be at most 64 × 64",
        ),
        (
            K::RaggedRow {
                row: 4,
                len: 9,
                cols: 10,
            },
            "row 4 has 9 cells but row 0 has 10; every row needs the same length",
        ),
        (
            K::UnknownCellChar { ch: 'z' },
            "unknown cell character 'z': use '.' outside, '#' inside, 'x' restricted, 'e' elevator",
        ),
        (
            K::EdgeFloorPrefix,
            "edges are listed under their floor; write them without a floor prefix",
        ),
        (
            K::EdgeCellOffGrid {
                cell: cell("9,3"),
                rows: 8,
                cols: 10,
            },
            "cell 9,3 is outside the floor's 8 × 10 grid",
        ),
        (
            K::EdgeOnGridBorder {
                kind: EdgeKind::Wall,
            },
            "a wall on the outer edge of the grid: there is no cell beyond it",
        ),
        (K::EdgeListedTwice, "this edge is listed more than once"),
        (
            K::EntranceNotBetween,
            "an entrance must lie between an inside and an outside cell (BOARD-4)",
        ),
        (
            K::EdgeOutsideBuilding {
                kind: EdgeKind::ElevatorDoor,
            },
            "a elevator door between two outside cells belongs to no building",
        ),
        (
            K::ElevatorDoorCells,
            "an elevator door must border exactly one elevator cell",
        ),
        (
            K::CannotBeOpen {
                kind: EdgeKind::ThinWall,
            },
            "a thin wall cannot be open; only doors, windows and elevator doors can",
        ),
        (
            K::ElevatorDoors { doors: 2 },
            "an elevator needs exactly one elevator door; this one has 2 (URB-HIGHRISE-ELEV-1)",
        ),
        (
            K::CarSideOpen {
                side: EdgeRef::new(Pos::new(2, 3), Dir::E),
                kind: None,
            },
            "High Rise: the car's side 2,3E is open floor; a car's sides are walls but for its elevator door (URB-HIGHRISE-ELEV-1)",
        ),
        (
            K::AreasRows {
                rows: 7,
                floor_rows: 8,
            },
            "the areas grid has 7 rows but the floor has 8",
        ),
        (
            K::AreasRowLength {
                row: 2,
                len: 9,
                cols: 10,
            },
            "row 2 of the areas grid has 9 characters but the floor has 10 columns",
        ),
        (
            K::OutsideInArea,
            "an outside cell cannot belong to a deck-gun area",
        ),
        (
            K::UnknownAreaChar { ch: 'q' },
            "unknown area character 'q': use a digit 1-9 or '.'",
        ),
        (
            K::NoArrows,
            "the floor has no POI arrows; the experienced POI rule (EXP-POI-3) will re-roll instead of following them",
        ),
        (
            K::ArrowsRows {
                rows: 1,
                floor_rows: 8,
            },
            "the arrows grid has 1 rows but the floor has 8",
        ),
        (
            K::ArrowsRowLength {
                row: 3,
                len: 11,
                cols: 10,
            },
            "row 3 of the arrows grid has 11 entries but the floor has 10 columns",
        ),
        (
            K::UnknownArrow {
                word: "UP".to_owned(),
            },
            "unknown arrow \"UP\": use N, NE, E, SE, S, SW, W, NW or '.'",
        ),
        (K::OutsideArrow, "an outside cell cannot have a POI arrow"),
        (
            K::ArrowLeavesBuilding { dir: Dir8::NW },
            "the POI arrow NW points out of the building",
        ),
        (
            K::CellsWithoutArrow { count: 1 },
            "1 inside cell has no POI arrow; the experienced POI rule (EXP-POI-3) re-rolls when its path meets one",
        ),
        (
            K::FloorFaceNotOnDie { face: 3, sides: 2 },
            "floor_face 3 is not a face of the 2-sided floor die",
        ),
        (
            K::FloorFaceMissing,
            "the board has a floor die, so every floor needs a floor_face",
        ),
        (
            K::FloorFaceIgnored,
            "floor_face is ignored: the board has no floor die",
        ),
        (
            K::DiceOverrideFloorPrefix,
            "dice overrides are listed under their floor; write the cell without a floor prefix",
        ),
        (
            K::DiceOverrideOffGrid,
            "this dice override names a cell outside the floor's grid",
        ),
        (
            K::DiceOnOutside,
            "an outside cell cannot have dice coordinates",
        ),
        (
            K::DiceOverrideTwice,
            "this cell has more than one dice override",
        ),
        (
            K::DiceOverrideMisfit {
                red: 7,
                black: 2,
                red_sides: 6,
                black_sides: 8,
            },
            "dice override red 7, black 2 does not fit a 6-sided red and 8-sided black die",
        ),
        (
            K::SharedRollOnFloor {
                first: (1, 2),
                second: (3, 4),
                roll: roll(0, 1, 2),
            },
            "the cells at row 1, column 2 and row 3, column 4 both have the dice result red 1, black 2; every result must name one cell",
        ),
        (
            K::SharedRollAcrossFloors {
                first: upper("3,8"),
                second: unnamed("3,8", 3),
                roll: roll(2, 3, 8),
            },
            "cells 3,8 Upper floor and 3,8 unnamed floor 3 both have the dice result floor 2, red 3, black 8; every result must name one cell",
        ),
        (
            K::NoDice,
            "no cell has dice coordinates, so fire could never advance (GEN-3)",
        ),
        (
            K::UnnamedResults {
                unnamed: 5,
                total: 48,
            },
            "5 of the 48 dice results name no cell; such rolls are re-rolled",
        ),
        (
            K::CellsWithoutDice { count: 4 },
            "4 inside cells have no dice coordinates: fire never advances onto them and no POI is placed there",
        ),
        (
            K::StairFloorMissing {
                cell: cell("5:2,2"),
                floor: 5,
                floors: 1,
            },
            "cell 5:2,2 is on floor 5, but the board has 1 floor",
        ),
        (
            K::StairOffGrid {
                cell: upper("12,3"),
            },
            "cell 12,3 Upper floor is outside its floor's grid",
        ),
        (
            K::StairNotInside {
                cell: upper("0,3"),
                kind: CellKind::Outside,
            },
            "cell 0,3 Upper floor is outside; stairs must be on inside cells",
        ),
        (
            K::StairDirectionOffGrid {
                cell: upper("1,1"),
                dir: Dir::N,
            },
            "the stair direction N of cell 1,1 Upper floor points off the grid",
        ),
        (
            K::StairDirectionWall {
                cell: upper("2,2"),
                edge: upper("2,2E"),
                kind: EdgeKind::Wall,
            },
            "the stair direction of cell 2,2 Upper floor must be its side printed without a wall (2ND-STAIRS-3), but edge 2,2E Upper floor is a wall",
        ),
        (
            K::StairOneFloor {
                first: upper("2,2"),
                second: upper("3,3"),
            },
            "both ends (2,2 Upper floor and 3,3 Upper floor) are on the same floor; stairs join two floors",
        ),
        (
            K::StairCellTaken { cell: upper("2,2") },
            "cell 2,2 Upper floor already belongs to another stair link",
        ),
        (
            K::NoParking,
            "the board has no parking spots: knocked-down firefighters would have nowhere to go (FAM-KD-1)",
        ),
        (
            K::NoAmbulanceSpot,
            "the board has no ambulance spot; knockdowns and rescues use the engine spots (ruling E6 in docs/rulings.md, after URB-HIGHRISE-GEN-2)",
        ),
        (
            K::SpotNotGround { cell: upper("0,4") },
            "cell 0,4 Upper floor is not on the ground floor; vehicles park outside at street level",
        ),
        (
            K::SpotOffGrid { cell: cell("0,40") },
            "cell 0,40 is outside the grid",
        ),
        (
            K::SpotNotOutside { cell: cell("1,4") },
            "cell 1,4 is not on the outside ring; vehicles park outside the building (BOARD-5)",
        ),
        (
            K::SpotsOverlap {
                cell: cell("0,5"),
                vehicle: Vehicle::Ambulance,
                other: 1,
            },
            "cell 0,5 is also part of ambulance spot 1; spots of one vehicle cannot overlap",
        ),
        (
            K::SpotSharesCell {
                cell: cell("0,5"),
                vehicle: Vehicle::Engine,
                other: 2,
            },
            "cell 0,5 is also part of engine spot 2",
        ),
        (
            K::SpotNotAdjacent {
                first: cell("0,4"),
                second: cell("0,6"),
            },
            "cells 0,4 and 0,6 are not two adjacent cells; a vehicle covers two side-by-side cells (COMP-11)",
        ),
        (
            K::DeckGunAreaMissing { area: 5 },
            "the deck gun targets area 5, but no cell belongs to area 5",
        ),
        (
            K::DeckGunAreaAcross {
                area: 1,
                nearest: 4,
            },
            "the deck gun fires into area 1, but the building's cells beside this spot are in area 4 (BOARD-6): the Engine would fire across the building",
        ),
        (
            K::SpotsNotClockwise {
                vehicle: Vehicle::Engine,
                spot: 3,
            },
            "the engine spots are not listed clockwise round the building (engine spot 3 is out of turn), so Drive would skip across it (BOARD-5)",
        ),
        (
            K::FirstExplosionCount { cells: 7, faces: 8 },
            "7 cells, but the black die has 8 faces: one cell per face (EXP-SETUP-4)",
        ),
        (
            K::FirstExplosionOffBoard { cell: cell("9,9") },
            "cell 9,9 is not on the board",
        ),
        (
            K::FirstExplosionNotInside {
                cell: cell("0,1"),
                kind: CellKind::Outside,
            },
            "cell 0,1 is outside; explosions start inside the building",
        ),
        (
            K::SetupCellOffBoard {
                token: SetupToken::Fire,
                cell: cell("9,9"),
            },
            "Fire cell 9,9 is not on the board",
        ),
        (
            K::SetupCellNotInside {
                token: SetupToken::Poi,
                cell: cell("0,1"),
                kind: CellKind::Restricted,
            },
            "POI cell 0,1 is restricted; the setup places tokens on inside cells",
        ),
        (
            K::SetupCellTwice {
                cell: cell("2,2"),
                first: SetupToken::Fire,
                second: SetupToken::Poi,
            },
            "cell 2,2 is listed twice (Fire and POI)",
        ),
        (
            K::TooManySetupPois { count: 16 },
            "16 POIs, but a game has 15 (COMP-3)",
        ),
        (
            K::TooManySetupFires { count: 34 },
            "34 Fires, but there are 33 Fire/Smoke tokens (COMP-2)",
        ),
        (
            K::DeckGunAreaMissesFlips { area: 2 },
            "deck-gun area 2 is not a block of dice results that the flip rule (EXP-VEH-DECKGUN-3) always lands in; missed rolls are re-rolled",
        ),
        (
            K::FireCannotAdvance,
            "every cell with dice coordinates is an elevator, which the fire advance re-rolls (URB-HIGHRISE-FIRE-1): fire could never advance",
        ),
        (
            K::NoPoiCell,
            "no inside cell (`#`) has dice coordinates, so no POI could ever be placed (FAM-POI-1) and no game could be won",
        ),
        (
            K::FewPoiCells { count: 2 },
            "only 2 inside cells have dice coordinates, so fewer than 3 POIs fit on the board; the rest stay in the bag (Ruling R50)",
        ),
        (
            K::FewAdvanceCells {
                count: 1,
                hot_spots: 12,
            },
            "the dice name only 1 cell the fire can advance onto, no more than the 12 Hot Spots: once Hot Spots cover them all, a flare-up ends the chain at once (Ruling R49)",
        ),
        (
            K::NoCollapse {
                capacity: 20,
                cubes: 24,
            },
            "the walls and windows take only 20 damage cubes, fewer than the 24 of a collapse (FAM-END-3): the building can never collapse, and only Victims end a game",
        ),
        (
            K::FloorUnreachableNoStairs { cells: 48 },
            "no stairs lead to this floor, so none of its 48 inside cells can be reached (2ND-STAIRS-1)",
        ),
        (
            K::FloorUnreachable {
                cells: 1,
                from: WayIn::Elevator,
            },
            "none of the floor's 1 inside cell can be reached from an elevator without chopping through a wall",
        ),
        (
            K::CellUnreachable {
                from: WayIn::Outside,
            },
            "this inside cell cannot be reached from outside without chopping through a wall",
        ),
        (
            K::LeftoverLadders {
                rules: RuleSet::Base,
            },
            "the board lists ladders, which only 2nd Story boards use (\"rules\": \"2nd_story\"); it plays by the Base game rules",
        ),
        (
            K::LeftoverSetupLines {
                rules: RuleSet::Brownstone,
            },
            "the board lists setup lines, which only High Rise boards use (\"rules\": \"high_rise\"); it plays by the Brownstone rules",
        ),
        (
            K::ElevatorsWithoutHighRise { count: 2 },
            "2 cells are elevators but the board does not play by the High Rise rules: fire never advances onto them, but there is no Lobby, and their doors are ordinary doors",
        ),
        (
            K::SecondStoryOneFloor,
            "2nd Story: the board has one floor; a 2nd Story building has an upper floor (2ND-BOARD-1)",
        ),
        (
            K::SecondStoryNoEngine,
            "2nd Story: the board has no engine spot, but the Engine holds the ladders (2ND-LADDER-1)",
        ),
        (
            K::SecondStoryFamilySetup,
            "2nd Story: the family setup is not used; 2nd Story's easy setup rolls its explosions and POIs (2ND-SETUP-1)",
        ),
        (
            K::SecondStoryNoLadders,
            "2nd Story: no ladders: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)",
        ),
        (
            K::LadderSupply { supply: 9 },
            "2nd Story: the Engine holds 9 ladders; it holds 1 to 8 (4 in the box, 2ND-LADDER-1)",
        ),
        (
            K::NoLadderTops,
            "2nd Story: no ladder tops: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)",
        ),
        (
            K::LadderFootNotGroundOutside { foot: upper("0,3") },
            "the foot 0,3 Upper floor is not a ground-floor outside cell; ladders are raised outside at street level (2ND-LADDER-3)",
        ),
        (
            K::LadderTopUnclimbable { top: upper("0,0") },
            "the top 0,0 Upper floor has no inside cell next to it: nobody could climb in from it",
        ),
        (
            K::LadderTopNotUpperOutside { top: upper("2,2") },
            "the top 2,2 Upper floor is not an outside cell of an upper floor (2ND-BOARD-3)",
        ),
        (
            K::LadderFootTaken {
                other: 1,
                foot: unnamed("0,3", 1),
            },
            "ladder top 1 already starts at 0,3 unnamed floor 1; one ladder per space (Ruling R40)",
        ),
        (
            K::LadderTopTaken {
                other: 2,
                top: upper("0,3"),
            },
            "ladder top 2 already reaches 0,3 Upper floor; a top holds one firefighter (2ND-LADDER-6)",
        ),
        (
            K::MissingLadderTop {
                above: upper("0,4"),
            },
            "2nd Story: this ground exterior cell has no ladder top; 0,4 Upper floor above it would be one (2ND-LADDER-3)",
        ),
        (
            K::HighRiseFloors { floors: 2 },
            "High Rise: the board is the fire floor of a tower, one floor (URB-HIGHRISE-GEN-1); it has 2 floors",
        ),
        (
            K::HighRiseNoElevator,
            "High Rise: no elevator (`e` cell with an elevator door): firefighters reach the fire floor by elevator, Lobby or aerial ladder (URB-HIGHRISE-GEN-1)",
        ),
        (
            K::HighRiseNoEngine,
            "High Rise: no engine spot: the Engine takes the Ambulance's place and carries the aerial ladder (URB-HIGHRISE-GEN-2)",
        ),
        (
            K::HighRiseAmbulance,
            "High Rise: the Ambulance is not used (URB-HIGHRISE-GEN-2); its spots are ignored",
        ),
        (
            K::HighRiseSpotNoSide,
            "High Rise: the spot has no side; the aerial ladder reaches the side of the building the Engine stands on (URB-HIGHRISE-LADDER-1)",
        ),
        (
            K::HighRiseSetupLines { count: 1 },
            "High Rise: 1 setup line is listed; the setup explosions need 3, and a 4th for Heroic (URB-HIGHRISE-SETUP-1)",
        ),
        (
            K::SetupLineOffDice {
                line: SetupLine::Column(9),
                sides: 8,
            },
            "column (black die) 9 is not on the dice, which go from 1 to 8",
        ),
        (
            K::SetupLineEmpty {
                line: SetupLine::Row(2),
            },
            "no inside cell of row (red die) 2 has dice coordinates: the explosion could not be placed",
        ),
        (
            K::BrownstoneSpotNoSide,
            "Brownstone: the spot has no side; a Drive to the other side of the building costs 4 AP (URB-BROWN-3)",
        ),
        (
            K::BrownstoneNoPartyWall,
            "Brownstone: no party wall; a row house shares party walls with its neighbours (URB-BROWN-2)",
        ),
    ]
}

/// Which variant a kind is, with no wildcard: a new variant does not
/// compile until it is numbered here, and the samples test then asks for
/// a sample of it.
fn variant(kind: &ProblemKind) -> &'static str {
    use ProblemKind as K;
    match kind {
        K::FormatVersion { .. } => "FormatVersion",
        K::NoName => "NoName",
        K::DieSides { .. } => "DieSides",
        K::NoFloors => "NoFloors",
        K::TooManyFloors { .. } => "TooManyFloors",
        K::FloorUnnamed => "FloorUnnamed",
        K::FloorNameRepeated { .. } => "FloorNameRepeated",
        K::HotSpotSupply => "HotSpotSupply",
        K::NoRows => "NoRows",
        K::FirstRowEmpty => "FirstRowEmpty",
        K::FloorTooLarge { .. } => "FloorTooLarge",
        K::RaggedRow { .. } => "RaggedRow",
        K::UnknownCellChar { .. } => "UnknownCellChar",
        K::EdgeFloorPrefix => "EdgeFloorPrefix",
        K::EdgeCellOffGrid { .. } => "EdgeCellOffGrid",
        K::EdgeOnGridBorder { .. } => "EdgeOnGridBorder",
        K::EdgeListedTwice => "EdgeListedTwice",
        K::EntranceNotBetween => "EntranceNotBetween",
        K::EdgeOutsideBuilding { .. } => "EdgeOutsideBuilding",
        K::ElevatorDoorCells => "ElevatorDoorCells",
        K::CannotBeOpen { .. } => "CannotBeOpen",
        K::ElevatorDoors { .. } => "ElevatorDoors",
        K::CarSideOpen { .. } => "CarSideOpen",
        K::AreasRows { .. } => "AreasRows",
        K::AreasRowLength { .. } => "AreasRowLength",
        K::OutsideInArea => "OutsideInArea",
        K::UnknownAreaChar { .. } => "UnknownAreaChar",
        K::NoArrows => "NoArrows",
        K::ArrowsRows { .. } => "ArrowsRows",
        K::ArrowsRowLength { .. } => "ArrowsRowLength",
        K::UnknownArrow { .. } => "UnknownArrow",
        K::OutsideArrow => "OutsideArrow",
        K::ArrowLeavesBuilding { .. } => "ArrowLeavesBuilding",
        K::CellsWithoutArrow { .. } => "CellsWithoutArrow",
        K::FloorFaceNotOnDie { .. } => "FloorFaceNotOnDie",
        K::FloorFaceMissing => "FloorFaceMissing",
        K::FloorFaceIgnored => "FloorFaceIgnored",
        K::DiceOverrideFloorPrefix => "DiceOverrideFloorPrefix",
        K::DiceOverrideOffGrid => "DiceOverrideOffGrid",
        K::DiceOnOutside => "DiceOnOutside",
        K::DiceOverrideTwice => "DiceOverrideTwice",
        K::DiceOverrideMisfit { .. } => "DiceOverrideMisfit",
        K::SharedRollOnFloor { .. } => "SharedRollOnFloor",
        K::SharedRollAcrossFloors { .. } => "SharedRollAcrossFloors",
        K::NoDice => "NoDice",
        K::UnnamedResults { .. } => "UnnamedResults",
        K::CellsWithoutDice { .. } => "CellsWithoutDice",
        K::StairFloorMissing { .. } => "StairFloorMissing",
        K::StairOffGrid { .. } => "StairOffGrid",
        K::StairNotInside { .. } => "StairNotInside",
        K::StairDirectionOffGrid { .. } => "StairDirectionOffGrid",
        K::StairDirectionWall { .. } => "StairDirectionWall",
        K::StairOneFloor { .. } => "StairOneFloor",
        K::StairCellTaken { .. } => "StairCellTaken",
        K::NoParking => "NoParking",
        K::NoAmbulanceSpot => "NoAmbulanceSpot",
        K::SpotNotGround { .. } => "SpotNotGround",
        K::SpotOffGrid { .. } => "SpotOffGrid",
        K::SpotNotOutside { .. } => "SpotNotOutside",
        K::SpotsOverlap { .. } => "SpotsOverlap",
        K::SpotSharesCell { .. } => "SpotSharesCell",
        K::SpotNotAdjacent { .. } => "SpotNotAdjacent",
        K::DeckGunAreaMissing { .. } => "DeckGunAreaMissing",
        K::DeckGunAreaAcross { .. } => "DeckGunAreaAcross",
        K::SpotsNotClockwise { .. } => "SpotsNotClockwise",
        K::FirstExplosionCount { .. } => "FirstExplosionCount",
        K::FirstExplosionOffBoard { .. } => "FirstExplosionOffBoard",
        K::FirstExplosionNotInside { .. } => "FirstExplosionNotInside",
        K::SetupCellOffBoard { .. } => "SetupCellOffBoard",
        K::SetupCellNotInside { .. } => "SetupCellNotInside",
        K::SetupCellTwice { .. } => "SetupCellTwice",
        K::TooManySetupPois { .. } => "TooManySetupPois",
        K::TooManySetupFires { .. } => "TooManySetupFires",
        K::DeckGunAreaMissesFlips { .. } => "DeckGunAreaMissesFlips",
        K::FireCannotAdvance => "FireCannotAdvance",
        K::NoPoiCell => "NoPoiCell",
        K::FewPoiCells { .. } => "FewPoiCells",
        K::FewAdvanceCells { .. } => "FewAdvanceCells",
        K::NoCollapse { .. } => "NoCollapse",
        K::FloorUnreachableNoStairs { .. } => "FloorUnreachableNoStairs",
        K::FloorUnreachable { .. } => "FloorUnreachable",
        K::CellUnreachable { .. } => "CellUnreachable",
        K::LeftoverLadders { .. } => "LeftoverLadders",
        K::LeftoverSetupLines { .. } => "LeftoverSetupLines",
        K::ElevatorsWithoutHighRise { .. } => "ElevatorsWithoutHighRise",
        K::SecondStoryOneFloor => "SecondStoryOneFloor",
        K::SecondStoryNoEngine => "SecondStoryNoEngine",
        K::SecondStoryFamilySetup => "SecondStoryFamilySetup",
        K::SecondStoryNoLadders => "SecondStoryNoLadders",
        K::LadderSupply { .. } => "LadderSupply",
        K::NoLadderTops => "NoLadderTops",
        K::LadderFootNotGroundOutside { .. } => "LadderFootNotGroundOutside",
        K::LadderTopUnclimbable { .. } => "LadderTopUnclimbable",
        K::LadderTopNotUpperOutside { .. } => "LadderTopNotUpperOutside",
        K::LadderFootTaken { .. } => "LadderFootTaken",
        K::LadderTopTaken { .. } => "LadderTopTaken",
        K::MissingLadderTop { .. } => "MissingLadderTop",
        K::HighRiseFloors { .. } => "HighRiseFloors",
        K::HighRiseNoElevator => "HighRiseNoElevator",
        K::HighRiseNoEngine => "HighRiseNoEngine",
        K::HighRiseAmbulance => "HighRiseAmbulance",
        K::HighRiseSpotNoSide => "HighRiseSpotNoSide",
        K::HighRiseSetupLines { .. } => "HighRiseSetupLines",
        K::SetupLineOffDice { .. } => "SetupLineOffDice",
        K::SetupLineEmpty { .. } => "SetupLineEmpty",
        K::BrownstoneSpotNoSide => "BrownstoneSpotNoSide",
        K::BrownstoneNoPartyWall => "BrownstoneNoPartyWall",
    }
}

/// What a worded line must not have: a variable left unfilled, or a
/// message key shown for a missing message.
fn assert_worded(line: &str, what: &str) {
    assert!(
        !line.contains("{$") && !line.contains("{ $"),
        "{what}: {line}"
    );
    assert!(
        !line.starts_with("problem-"),
        "{what}: a key, not words: {line}"
    );
    assert!(!line.trim().is_empty(), "{what}: empty");
}

/// Issue 16: one sample of every kind of problem; the English (Display and
/// problems.ftl alike) is the old message word for word.
#[test]
fn every_problem_kind_has_a_sample_and_keeps_its_english() {
    let samples = samples();
    let covered: BTreeSet<&str> = samples.iter().map(|(k, _)| variant(k)).collect();
    assert_eq!(covered.len(), samples.len(), "one sample per kind");
    // The number of arms in `variant`: a new kind is counted there and
    // needs a sample here.
    assert_eq!(covered.len(), 107, "a new kind needs a sample here");
    for (kind, old) in &samples {
        assert_eq!(kind.to_string(), *old, "Display of {kind:?}");
        assert_eq!(problem_message(Lang::En, kind), *old, "English of {kind:?}");
    }
}

/// Every kind in Italian, German and Russian: words of their own, no
/// variable left unfilled, no key shown instead of a message.
#[test]
fn every_problem_kind_is_worded_in_every_language() {
    for (kind, english) in samples() {
        for lang in [Lang::It, Lang::De, Lang::Ru] {
            let line = problem_message(lang, &kind);
            assert_worded(&line, &format!("{lang:?} {kind:?}"));
            assert_ne!(line, english, "{lang:?} {kind:?} is still English");
        }
    }
}

/// Places in words: the English names floors as `floor_name`, cells and
/// edges as `place_name` and `edge_place_name` (and `Place::name` says
/// the same), the other languages have their own words.
#[test]
fn places_are_named_in_every_language() {
    let mut layout = BoardLayout::blank("Two floors");
    layout.floors.push(layout.floors[0].clone());
    layout.floors[0].name = "Ground floor".to_owned();
    layout.floors[1].name = "  ".to_owned();
    let places = [
        Place::Board,
        Place::Floor(0),
        Place::Floor(1),
        Place::Cell(Pos::on(1, 3, 8)),
        Place::Cell(Pos::on(5, 2, 2)),
        Place::Edge(EdgeRef::new(Pos::on(0, 3, 9), Dir::E)),
        Place::Stair(0),
        Place::AmbulanceSpot(1),
        Place::EngineSpot(2),
        Place::FamilySetup,
        Place::FirstExplosion,
        Place::LadderTop(3),
        Place::SetupLine(0),
    ];
    let english = |place: &Place| match *place {
        Place::Board => "board".to_owned(),
        Place::Floor(f) => floor_name(&layout, f),
        Place::Cell(p) => format!("cell {}", place_name(&layout, p)),
        Place::Edge(e) => format!("edge {}", edge_place_name(&layout, e)),
        Place::Stair(i) => format!("stair link {}", i + 1),
        Place::AmbulanceSpot(i) => format!("ambulance spot {}", i + 1),
        Place::EngineSpot(i) => format!("engine spot {}", i + 1),
        Place::FamilySetup => "family setup".to_owned(),
        Place::FirstExplosion => "first explosion table".to_owned(),
        Place::LadderTop(i) => format!("ladder top {}", i + 1),
        Place::SetupLine(i) => format!("setup line {}", i + 1),
    };
    for place in &places {
        let named = NamedPlace::of(place, &layout);
        assert_eq!(named.to_string(), english(place), "{place:?}");
        assert_eq!(place.name(&layout), english(place), "{place:?}");
        assert_eq!(place_words(Lang::En, &named), english(place), "{place:?}");
        for lang in [Lang::It, Lang::De, Lang::Ru] {
            assert_worded(&place_words(lang, &named), &format!("{lang:?} {place:?}"));
        }
    }
    for pos in [
        Pos::on(1, 3, 8),
        Pos::on(0, 0, 0),
        Pos::on(7, 1, 1),
        Pos::on(0, 40, 2),
    ] {
        assert_eq!(
            Spot::cell(&layout, pos).to_string(),
            place_name(&layout, pos)
        );
        let edge = EdgeRef::new(pos, Dir::S);
        assert_eq!(
            Spot::edge(&layout, edge).to_string(),
            edge_place_name(&layout, edge)
        );
    }
    let upper = NamedPlace::of(&Place::Cell(Pos::on(1, 3, 8)), &layout);
    assert_eq!(place_words(Lang::En, &upper), "cell 3,8 unnamed floor 2");
    assert_eq!(
        place_words(Lang::It, &upper),
        "spazio 3-8 piano senza nome 2"
    );
    assert_eq!(
        place_words(Lang::De, &upper),
        "Feld 3-8 unbenanntes Stockwerk 2"
    );
    assert_eq!(
        place_words(Lang::Ru, &upper),
        "клетка 3-8 безымянный этаж 2"
    );
}

/// A whole listing: the board's problems as `InvalidBoard`'s `Display`
/// prints them in English, and in Russian with its plural forms.
#[test]
fn an_invalid_board_is_listed_in_every_language() {
    let mut layout = BoardLayout::blank("Broken");
    layout.parking.ambulance.clear();
    layout.parking.engine.clear();
    layout.name = String::new();
    let invalid = crate::engine::board::Board::from_layout(layout).expect_err("no parking");
    assert_eq!(invalid_board_text(Lang::En, &invalid), invalid.to_string());
    for p in &invalid.problems {
        assert_eq!(problem_line(Lang::En, p), p.to_string());
    }
    let ru = invalid_board_text(Lang::Ru, &invalid);
    assert_worded(&ru, "Russian listing");
    let count = |lang, n: usize| {
        Texts::shared().get_args(
            lang,
            "problem-invalid-board",
            &crate::i18n::args([("count", n.into())]),
        )
    };
    assert_eq!(count(Lang::En, 1), "the board has 1 error");
    assert_eq!(count(Lang::En, 3), "the board has 3 errors");
    assert_eq!(count(Lang::Ru, 1), "на поле 1 ошибка");
    assert_eq!(count(Lang::Ru, 3), "на поле 3 ошибки");
    assert_eq!(count(Lang::Ru, 5), "на поле 5 ошибок");
    assert_eq!(count(Lang::It, 1), "il Tabellone ha 1 errore");
    assert_eq!(count(Lang::De, 2), "der Spielplan hat 2 Fehler");
    assert_eq!(
        more_problems_line(Lang::En, 250).as_deref(),
        Some("… and 50 more")
    );
    assert_eq!(more_problems_line(Lang::En, 200), None);
    assert_worded(
        &more_problems_line(Lang::De, 250).unwrap_or_default(),
        "more",
    );
}

/// A few Russian and Italian lines read by a person: plurals and cases.
#[test]
fn problems_read_naturally() {
    use ProblemKind as K;
    let ru = |k: &ProblemKind| problem_message(Lang::Ru, k);
    assert_eq!(
        ru(&K::CellsWithoutDice { count: 1 }),
        "у 1 клетки внутри здания нет координат: Огонь туда не распространяется, и Объекты туда не ставятся"
    );
    assert_eq!(
        ru(&K::CellsWithoutDice { count: 3 }),
        "у 3 клеток внутри здания нет координат: Огонь туда не распространяется, и Объекты туда не ставятся"
    );
    assert_eq!(
        problem_message(
            Lang::It,
            &K::CannotBeOpen {
                kind: EdgeKind::Wall
            }
        ),
        "un Muro non può essere aperto; solo Porte, Finestre e Porte dell'Ascensore si aprono"
    );
}

/// The files the app cannot read: the English is the error's `Display`
/// (what the command line prints); the other languages word the sentence.
#[test]
fn file_errors_are_worded_in_every_language() {
    use std::path::PathBuf;
    let path = PathBuf::from("boards/x.json");
    let read_errors = [
        ReadError::Io {
            path: path.clone(),
            source: std::io::Error::new(std::io::ErrorKind::NotFound, "gone"),
        },
        ReadError::Directory {
            path: path.clone(),
            what: FileKind::Board,
        },
        ReadError::TooLarge {
            path: path.clone(),
            limit: 32 * 1024 * 1024,
            what: FileKind::Save,
        },
        ReadError::NotUtf8 {
            path: path.clone(),
            offset: 12,
            line: 2,
        },
        ReadError::Utf16 { path: path.clone() },
    ];
    for e in &read_errors {
        assert_eq!(read_error_text(Lang::En, e), e.to_string());
        for lang in [Lang::It, Lang::De, Lang::Ru] {
            let text = read_error_text(lang, e);
            assert_worded(&text, &format!("{lang:?} {e:?}"));
            assert_ne!(text, e.to_string(), "{lang:?}");
            assert!(text.contains("boards/x.json"), "{text}");
        }
    }
    let versions = [
        r#"{"name": "x"}"#,
        r#"{"format_version": "2"}"#,
        r#"{"format_version": 2.5}"#,
        r#"{"format_version": 99}"#,
        r#"{"format_version": 0}"#,
    ];
    for text in versions {
        let e = crate::engine::board::io::parse_layout(text, &path).expect_err("refused");
        assert_eq!(board_error_text(Lang::En, &e), e.to_string());
        for lang in [Lang::It, Lang::De, Lang::Ru] {
            assert_worded(&board_error_text(lang, &e), &format!("{lang:?} {text}"));
        }
    }
    let json = crate::engine::board::io::parse_layout("{\"format_version\": 2,", &path)
        .expect_err("cut short");
    assert_eq!(board_error_text(Lang::En, &json), json.to_string());
    assert_eq!(
        board_error_text(
            Lang::De,
            &crate::engine::board::io::parse_layout(r#"{"format_version": 99}"#, &path)
                .expect_err("newer")
        ),
        "boards/x.json: die Version 99 des Spielplanformats ist neuer, als dieses Programm versteht (bis 2); bitte aktualisieren Sie Flash Point"
    );
    let save = BoardSaveError::Io {
        path: path.clone(),
        source: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "denied"),
    };
    assert_eq!(board_save_error_text(Lang::En, &save), save.to_string());
    assert_eq!(
        board_save_error_text(Lang::It, &save),
        "boards/x.json: impossibile salvare il Tabellone: denied"
    );
}

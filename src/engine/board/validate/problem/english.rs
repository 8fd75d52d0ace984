//! The validator's problems in the stable English that the command line,
//! load errors and the tests read (`Display` for [`ProblemKind`]); it must
//! not change, as tests pin it word for word. Other languages word the same
//! data in src/text/problem.rs.

use std::fmt;

use super::ProblemKind;
use crate::engine::board::layout::{FORMAT_VERSION, SetupLine};
use crate::engine::board::validate::{MAX_DIE_SIDES, MAX_FLOOR_SIDE, MAX_FLOORS, MAX_LADDERS};
use crate::engine::dice::Roll;

/// "1 inside cell has", "2 inside cells have".
fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "red 3, black 4", with the floor die's face first when there is one.
pub fn roll_words(roll: Roll) -> String {
    if roll.floor == 0 {
        format!("red {}, black {}", roll.red, roll.black)
    } else {
        format!(
            "floor {}, red {}, black {}",
            roll.floor, roll.red, roll.black
        )
    }
}

/// "column (black die) 3", "row (red die) 2".
fn line_words(line: SetupLine) -> (&'static str, u8) {
    match line {
        SetupLine::Column(v) => ("column (black die)", v),
        SetupLine::Row(v) => ("row (red die)", v),
    }
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ProblemKind as K;
        match self {
            K::FormatVersion { found } => write!(
                f,
                "format_version is {found}, but this program reads version {FORMAT_VERSION}"
            ),
            K::NoName => f.write_str("the board has no name"),
            K::DieSides { die, sides } => write!(
                f,
                "the {} die has {sides} sides; it needs 1 to {MAX_DIE_SIDES}",
                die.name()
            ),
            K::NoFloors => f.write_str("the board has no floors"),
            K::TooManyFloors { floors } => write!(
                f,
                "the board has {floors} floors; at most {MAX_FLOORS} are supported"
            ),
            K::FloorUnnamed => f.write_str("the floor has no name"),
            K::FloorNameRepeated { name } => write!(f, "another floor is also called {name:?}"),
            K::HotSpotSupply => {
                f.write_str("the Hot Spot supply cannot exceed the 24 Hot Spot tokens (COMP-6)")
            }
            K::NoRows => f.write_str("the floor has no rows of cells"),
            K::FirstRowEmpty => f.write_str("row 0 of the floor has no cells"),
            K::FloorTooLarge { rows, cols } => write!(
                f,
                "the floor is {rows} × {cols}; floors may be at most {MAX_FLOOR_SIDE} × {MAX_FLOOR_SIDE}"
            ),
            K::RaggedRow { row, len, cols } => write!(
                f,
                "row {row} has {len} cells but row 0 has {cols}; every row needs the same length"
            ),
            K::UnknownCellChar { ch } => write!(
                f,
                "unknown cell character {ch:?}: use '.' outside, '#' inside, 'x' restricted, 'e' elevator"
            ),
            K::EdgeFloorPrefix => f.write_str(
                "edges are listed under their floor; write them without a floor prefix",
            ),
            K::EdgeCellOffGrid { cell, rows, cols } => write!(
                f,
                "cell {cell} is outside the floor's {rows} × {cols} grid"
            ),
            K::EdgeOnGridBorder { kind } => write!(
                f,
                "a {} on the outer edge of the grid: there is no cell beyond it",
                kind.name()
            ),
            K::EdgeListedTwice => f.write_str("this edge is listed more than once"),
            K::EntranceNotBetween => f.write_str(
                "an entrance must lie between an inside and an outside cell (BOARD-4)",
            ),
            K::EdgeOutsideBuilding { kind } => write!(
                f,
                "a {} between two outside cells belongs to no building",
                kind.name()
            ),
            K::ElevatorDoorCells => {
                f.write_str("an elevator door must border exactly one elevator cell")
            }
            K::CannotBeOpen { kind } => write!(
                f,
                "a {} cannot be open; only doors, windows and elevator doors can",
                kind.name()
            ),
            K::ElevatorDoors { doors } => write!(
                f,
                "an elevator needs exactly one elevator door; this one has {doors} (URB-HIGHRISE-ELEV-1)"
            ),
            K::CarSideOpen { side, kind } => write!(
                f,
                "High Rise: the car's side {side} is {}; a car's sides are walls but for its elevator door (URB-HIGHRISE-ELEV-1)",
                kind.map_or("open floor".to_owned(), |k| format!("a {}", k.name()))
            ),
            K::AreasRows { rows, floor_rows } => write!(
                f,
                "the areas grid has {rows} rows but the floor has {floor_rows}"
            ),
            K::AreasRowLength { row, len, cols } => write!(
                f,
                "row {row} of the areas grid has {len} characters but the floor has {cols} columns"
            ),
            K::OutsideInArea => f.write_str("an outside cell cannot belong to a deck-gun area"),
            K::UnknownAreaChar { ch } => {
                write!(f, "unknown area character {ch:?}: use a digit 1-9 or '.'")
            }
            K::NoArrows => f.write_str(
                "the floor has no POI arrows; the experienced POI rule (EXP-POI-3) will re-roll instead of following them",
            ),
            K::ArrowsRows { rows, floor_rows } => write!(
                f,
                "the arrows grid has {rows} rows but the floor has {floor_rows}"
            ),
            K::ArrowsRowLength { row, len, cols } => write!(
                f,
                "row {row} of the arrows grid has {len} entries but the floor has {cols} columns"
            ),
            K::UnknownArrow { word } => write!(
                f,
                "unknown arrow {word:?}: use N, NE, E, SE, S, SW, W, NW or '.'"
            ),
            K::OutsideArrow => f.write_str("an outside cell cannot have a POI arrow"),
            K::ArrowLeavesBuilding { dir } => {
                write!(f, "the POI arrow {dir} points out of the building")
            }
            K::CellsWithoutArrow { count } => write!(
                f,
                "{} no POI arrow; the experienced POI rule (EXP-POI-3) re-rolls when its path meets one",
                plural(*count, "inside cell has", "inside cells have")
            ),
            K::FloorFaceNotOnDie { face, sides } => write!(
                f,
                "floor_face {face} is not a face of the {sides}-sided floor die"
            ),
            K::FloorFaceMissing => {
                f.write_str("the board has a floor die, so every floor needs a floor_face")
            }
            K::FloorFaceIgnored => f.write_str("floor_face is ignored: the board has no floor die"),
            K::DiceOverrideFloorPrefix => f.write_str(
                "dice overrides are listed under their floor; write the cell without a floor prefix",
            ),
            K::DiceOverrideOffGrid => {
                f.write_str("this dice override names a cell outside the floor's grid")
            }
            K::DiceOnOutside => f.write_str("an outside cell cannot have dice coordinates"),
            K::DiceOverrideTwice => f.write_str("this cell has more than one dice override"),
            K::DiceOverrideMisfit {
                red,
                black,
                red_sides,
                black_sides,
            } => write!(
                f,
                "dice override red {red}, black {black} does not fit a {red_sides}-sided red and {black_sides}-sided black die"
            ),
            K::SharedRollOnFloor {
                first,
                second,
                roll,
            } => write!(
                f,
                "the cells at row {}, column {} and row {}, column {} both have the dice result {}; every result must name one cell",
                first.0,
                first.1,
                second.0,
                second.1,
                roll_words(*roll)
            ),
            K::SharedRollAcrossFloors {
                first,
                second,
                roll,
            } => write!(
                f,
                "cells {first} and {second} both have the dice result {}; every result must name one cell",
                roll_words(*roll)
            ),
            K::NoDice => f.write_str(
                "no cell has dice coordinates, so fire could never advance (GEN-3)",
            ),
            K::UnnamedResults { unnamed, total } => write!(
                f,
                "{unnamed} of the {total} dice results name no cell; such rolls are re-rolled"
            ),
            K::CellsWithoutDice { count } => write!(
                f,
                "{} no dice coordinates: fire never advances onto them and no POI is placed there",
                plural(*count, "inside cell has", "inside cells have")
            ),
            K::StairFloorMissing {
                cell,
                floor,
                floors,
            } => write!(
                f,
                "cell {cell} is on floor {floor}, but the board has {}",
                plural(*floors, "floor", "floors")
            ),
            K::StairOffGrid { cell } => write!(f, "cell {cell} is outside its floor's grid"),
            K::StairNotInside { cell, kind } => write!(
                f,
                "cell {cell} is {}; stairs must be on inside cells",
                kind.name()
            ),
            K::StairDirectionOffGrid { cell, dir } => write!(
                f,
                "the stair direction {} of cell {cell} points off the grid",
                dir.letter()
            ),
            K::StairDirectionWall { cell, edge, kind } => write!(
                f,
                "the stair direction of cell {cell} must be its side printed without a wall (2ND-STAIRS-3), but edge {edge} is a {}",
                kind.name()
            ),
            K::StairOneFloor { first, second } => write!(
                f,
                "both ends ({first} and {second}) are on the same floor; stairs join two floors"
            ),
            K::StairCellTaken { cell } => {
                write!(f, "cell {cell} already belongs to another stair link")
            }
            K::NoParking => f.write_str(
                "the board has no parking spots: knocked-down firefighters would have nowhere to go (FAM-KD-1)",
            ),
            K::NoAmbulanceSpot => f.write_str(
                "the board has no ambulance spot; knockdowns and rescues use the engine spots (ruling E6 in docs/rulings.md, after URB-HIGHRISE-GEN-2)",
            ),
            K::SpotNotGround { cell } => write!(
                f,
                "cell {cell} is not on the ground floor; vehicles park outside at street level"
            ),
            K::SpotOffGrid { cell } => write!(f, "cell {cell} is outside the grid"),
            K::SpotNotOutside { cell } => write!(
                f,
                "cell {cell} is not on the outside ring; vehicles park outside the building (BOARD-5)"
            ),
            K::SpotsOverlap {
                cell,
                vehicle,
                other,
            } => write!(
                f,
                "cell {cell} is also part of {} spot {other}; spots of one vehicle cannot overlap",
                vehicle.name()
            ),
            K::SpotSharesCell {
                cell,
                vehicle,
                other,
            } => write!(f, "cell {cell} is also part of {} spot {other}", vehicle.name()),
            K::SpotNotAdjacent { first, second } => write!(
                f,
                "cells {first} and {second} are not two adjacent cells; a vehicle covers two side-by-side cells (COMP-11)"
            ),
            K::DeckGunAreaMissing { area } => write!(
                f,
                "the deck gun targets area {area}, but no cell belongs to area {area}"
            ),
            K::DeckGunAreaAcross { area, nearest } => write!(
                f,
                "the deck gun fires into area {area}, but the building's cells beside this spot are in area {nearest} (BOARD-6): the Engine would fire across the building"
            ),
            K::SpotsNotClockwise { vehicle, spot } => {
                let vehicle = vehicle.name();
                write!(
                    f,
                    "the {vehicle} spots are not listed clockwise round the building ({vehicle} spot {spot} is out of turn), so Drive would skip across it (BOARD-5)"
                )
            }
            K::FirstExplosionCount { cells, faces } => write!(
                f,
                "{cells} cells, but the black die has {faces} faces: one cell per face (EXP-SETUP-4)"
            ),
            K::FirstExplosionOffBoard { cell } => write!(f, "cell {cell} is not on the board"),
            K::FirstExplosionNotInside { cell, kind } => write!(
                f,
                "cell {cell} is {}; explosions start inside the building",
                kind.name()
            ),
            K::SetupCellOffBoard { token, cell } => {
                write!(f, "{} cell {cell} is not on the board", token.name())
            }
            K::SetupCellNotInside { token, cell, kind } => write!(
                f,
                "{} cell {cell} is {}; the setup places tokens on inside cells",
                token.name(),
                kind.name()
            ),
            K::SetupCellTwice {
                cell,
                first,
                second,
            } => write!(
                f,
                "cell {cell} is listed twice ({} and {})",
                first.name(),
                second.name()
            ),
            K::TooManySetupPois { count } => {
                write!(f, "{count} POIs, but a game has 15 (COMP-3)")
            }
            K::TooManySetupFires { count } => write!(
                f,
                "{count} Fires, but there are 33 Fire/Smoke tokens (COMP-2)"
            ),
            K::DeckGunAreaMissesFlips { area } => write!(
                f,
                "deck-gun area {area} is not a block of dice results that the flip rule (EXP-VEH-DECKGUN-3) always lands in; missed rolls are re-rolled"
            ),
            K::FireCannotAdvance => f.write_str(
                "every cell with dice coordinates is an elevator, which the fire advance re-rolls (URB-HIGHRISE-FIRE-1): fire could never advance",
            ),
            K::NoPoiCell => f.write_str(
                "no inside cell (`#`) has dice coordinates, so no POI could ever be placed (FAM-POI-1) and no game could be won",
            ),
            K::FewPoiCells { count } => write!(
                f,
                "only {} dice coordinates, so fewer than 3 POIs fit on the board; the rest stay in the bag (Ruling R50)",
                plural(*count, "inside cell has", "inside cells have")
            ),
            K::FewAdvanceCells { count, hot_spots } => write!(
                f,
                "the dice name only {}, no more than the {hot_spots} Hot Spots: once Hot Spots cover them all, a flare-up ends the chain at once (Ruling R49)",
                plural(
                    *count,
                    "cell the fire can advance onto",
                    "cells the fire can advance onto"
                )
            ),
            K::NoCollapse { capacity, cubes } => write!(
                f,
                "the walls and windows take only {capacity} damage cubes, fewer than the {cubes} of a collapse (FAM-END-3): the building can never collapse, and only Victims end a game"
            ),
            K::FloorUnreachableNoStairs { cells } => write!(
                f,
                "no stairs lead to this floor, so none of its {} can be reached (2ND-STAIRS-1)",
                plural(*cells, "inside cell", "inside cells")
            ),
            K::FloorUnreachable { cells, from } => write!(
                f,
                "none of the floor's {} can be reached from {} without chopping through a wall",
                plural(*cells, "inside cell", "inside cells"),
                from.words()
            ),
            K::CellUnreachable { from } => write!(
                f,
                "this inside cell cannot be reached from {} without chopping through a wall",
                from.words()
            ),
            K::LeftoverLadders { rules } => write!(
                f,
                "the board lists ladders, which only 2nd Story boards use (\"rules\": \"2nd_story\"); it plays by the {} rules",
                rules.name()
            ),
            K::LeftoverSetupLines { rules } => write!(
                f,
                "the board lists setup lines, which only High Rise boards use (\"rules\": \"high_rise\"); it plays by the {} rules",
                rules.name()
            ),
            K::ElevatorsWithoutHighRise { count } => write!(
                f,
                "{} but the board does not play by the High Rise rules: fire never advances onto them, but there is no Lobby, and their doors are ordinary doors",
                plural(*count, "cell is an elevator", "cells are elevators")
            ),
            K::SecondStoryOneFloor => f.write_str(
                "2nd Story: the board has one floor; a 2nd Story building has an upper floor (2ND-BOARD-1)",
            ),
            K::SecondStoryNoEngine => f.write_str(
                "2nd Story: the board has no engine spot, but the Engine holds the ladders (2ND-LADDER-1)",
            ),
            K::SecondStoryFamilySetup => f.write_str(
                "2nd Story: the family setup is not used; 2nd Story's easy setup rolls its explosions and POIs (2ND-SETUP-1)",
            ),
            K::SecondStoryNoLadders => f.write_str(
                "2nd Story: no ladders: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)",
            ),
            K::LadderSupply { supply } => write!(
                f,
                "2nd Story: the Engine holds {supply} ladders; it holds 1 to {MAX_LADDERS} (4 in the box, 2ND-LADDER-1)"
            ),
            K::NoLadderTops => f.write_str(
                "2nd Story: no ladder tops: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)",
            ),
            K::LadderFootNotGroundOutside { foot } => write!(
                f,
                "the foot {foot} is not a ground-floor outside cell; ladders are raised outside at street level (2ND-LADDER-3)"
            ),
            K::LadderTopUnclimbable { top } => write!(
                f,
                "the top {top} has no inside cell next to it: nobody could climb in from it"
            ),
            K::LadderTopNotUpperOutside { top } => write!(
                f,
                "the top {top} is not an outside cell of an upper floor (2ND-BOARD-3)"
            ),
            K::LadderFootTaken { other, foot } => write!(
                f,
                "ladder top {other} already starts at {foot}; one ladder per space (Ruling R40)"
            ),
            K::LadderTopTaken { other, top } => write!(
                f,
                "ladder top {other} already reaches {top}; a top holds one firefighter (2ND-LADDER-6)"
            ),
            K::MissingLadderTop { above } => write!(
                f,
                "2nd Story: this ground exterior cell has no ladder top; {above} above it would be one (2ND-LADDER-3)"
            ),
            K::HighRiseFloors { floors } => write!(
                f,
                "High Rise: the board is the fire floor of a tower, one floor (URB-HIGHRISE-GEN-1); it has {}",
                plural(*floors, "floor", "floors")
            ),
            K::HighRiseNoElevator => f.write_str(
                "High Rise: no elevator (`e` cell with an elevator door): firefighters reach the fire floor by elevator, Lobby or aerial ladder (URB-HIGHRISE-GEN-1)",
            ),
            K::HighRiseNoEngine => f.write_str(
                "High Rise: no engine spot: the Engine takes the Ambulance's place and carries the aerial ladder (URB-HIGHRISE-GEN-2)",
            ),
            K::HighRiseAmbulance => f.write_str(
                "High Rise: the Ambulance is not used (URB-HIGHRISE-GEN-2); its spots are ignored",
            ),
            K::HighRiseSpotNoSide => f.write_str(
                "High Rise: the spot has no side; the aerial ladder reaches the side of the building the Engine stands on (URB-HIGHRISE-LADDER-1)",
            ),
            K::HighRiseSetupLines { count } => write!(
                f,
                "High Rise: {} listed; the setup explosions need 3, and a 4th for Heroic (URB-HIGHRISE-SETUP-1)",
                plural(*count, "setup line is", "setup lines are")
            ),
            K::SetupLineOffDice { line, sides } => {
                let (what, value) = line_words(*line);
                write!(
                    f,
                    "{what} {value} is not on the dice, which go from 1 to {sides}"
                )
            }
            K::SetupLineEmpty { line } => {
                let (what, value) = line_words(*line);
                write!(
                    f,
                    "no inside cell of {what} {value} has dice coordinates: the explosion could not be placed"
                )
            }
            K::BrownstoneSpotNoSide => f.write_str(
                "Brownstone: the spot has no side; a Drive to the other side of the building costs 4 AP (URB-BROWN-3)",
            ),
            K::BrownstoneNoPartyWall => f.write_str(
                "Brownstone: no party wall; a row house shares party walls with its neighbours (URB-BROWN-2)",
            ),
        }
    }
}

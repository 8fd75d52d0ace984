//! Unit tests of the player wording: names on a one-floor and a two-floor
//! board, one line per event variant, every action and every refusal.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::*;
use crate::engine::action::{Action, ActionError, LadderOrder, StageName};
use crate::engine::board::io::load_board;
use crate::engine::board::{Board, CellKind, EdgeKind};
use crate::engine::config::Module;
use crate::engine::dice::Roll;
use crate::engine::event::{Event, Heading, MoveWay, RerollReason, RollPurpose};
use crate::engine::geom::{Dir, EdgeRef, Pos, e, p};
use crate::engine::reason::{
    Ability, Forbidden, MissingLadder, ModuleUse, NoCommand, NoEntry, NoRide, Piece,
};
use crate::engine::specialist::Specialist;
use crate::engine::state::{Die, DoorState, FireLevel, Item, Outcome, PoiKind, Vehicle};

pub(super) fn board(name: &str) -> Board {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    load_board(&path).unwrap_or_else(|err| panic!("{name}: {err}"))
}

pub(super) fn players() -> Vec<String> {
    ["Ann", "", "  Bob  "].map(String::from).to_vec()
}

/// On the upper floor of the townhouse (floor 1).
pub(super) const fn up(row: u8, col: u8) -> Pos {
    Pos::on(1, row, col)
}

/// What every refusal line must be: words, lower case to follow the
/// caller's own, no full stop, no code or rule ID.
fn assert_reads_as_a_refusal(error: &ActionError, line: &str) {
    assert!(!line.is_empty(), "{error:?}");
    assert!(!line.ends_with(['.', ' ', ':']), "{error:?}: {line:?}");
    if let Some(bad) = looks_like_code(line) {
        panic!("{error:?}: {line:?} contains {bad:?}");
    }
    assert!(!cites_a_rule(line), "{error:?}: {line:?}");
}

/// Signs of a value printed with `Debug`, a format string gone wrong or the
/// engine's own notation ("1:2,3", "3,4E").
fn looks_like_code(line: &str) -> Option<&'static str> {
    for bad in [
        "{", "}", "Some(", "None", "Dir(", "::", "_", "victim(", "Victim(", "Hazmat(", "hazmat(",
    ] {
        if line.contains(bad) {
            return Some(bad);
        }
    }
    let bytes = line.as_bytes();
    // "1:2,3": a floor prefix.
    if bytes
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit())
    {
        return Some("floor prefix");
    }
    // "3,4E": an edge in the file notation.
    if bytes.windows(4).any(|w| {
        w[0] == b','
            && w[1].is_ascii_digit()
            && b"NESW".contains(&w[2])
            && !w[3].is_ascii_alphabetic()
    }) || bytes
        .windows(3)
        .last()
        .is_some_and(|w| w[0] == b',' && w[1].is_ascii_digit() && b"NESW".contains(&w[2]))
    {
        return Some("edge notation");
    }
    // A CamelCase word such as "FalseAlarm" or "HotSpot".
    let camel = bytes
        .windows(2)
        .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    camel.then_some("CamelCase")
}

#[test]
fn the_code_detector_catches_engine_notation() {
    for bad in [
        "moved 1:2,3",
        "door 3,4E",
        "at 3,4E.",
        "victim(3)",
        "Some(3)",
        "FalseAlarm",
    ] {
        assert!(looks_like_code(bad).is_some(), "{bad:?} passes");
    }
    for good in [
        "Turn 3: Ann (Firefighter 1) starts with 4 AP",
        "the wall east of 3,8",
        "3,8 Upper floor",
        "Damage cube on the wall between 3,4 and 3,5, now damaged (2 of 24 placed)",
    ] {
        assert_eq!(looks_like_code(good), None, "{good:?}");
    }
}

// --- names ---

#[test]
fn front_board_names_spaces_by_their_printed_dice() {
    let front = board("front.json");
    let n = Names::plain(&front);
    assert_eq!(n.cell(p(3, 8)), "3,8");
    assert_eq!(n.cell(p(1, 1)), "1,1");
    // The outside ring continues the printed numbering.
    assert_eq!(n.cell(p(0, 3)), "0,3");
    assert_eq!(n.cell(p(7, 5)), "7,5");
    assert_eq!(n.cell(p(3, 9)), "3,9");
    assert_eq!(
        n.cell_id(front.cell_at(p(2, 4)).expect("on the board")),
        "2,4"
    );
    // Every cell's name is unique on a one-floor board.
    let all: BTreeSet<String> = front.cell_ids().map(|c| n.cell_id(c)).collect();
    assert_eq!(all.len(), front.cell_count());
}

#[test]
fn front_board_names_edges_by_what_stands_there() {
    let front = board("front.json");
    let n = Names::plain(&front);
    assert_eq!(n.edge(e(1, 3, Dir::E)), "the door between 1,3 and 1,4");
    // Either spelling of an edge gives the same name.
    assert_eq!(n.edge(e(1, 4, Dir::W)), "the door between 1,3 and 1,4");
    // An outer wall is named from inside the building.
    assert_eq!(n.edge(e(3, 8, Dir::E)), "the wall east of 3,8");
    assert_eq!(n.edge(e(3, 9, Dir::W)), "the wall east of 3,8");
    assert_eq!(n.edge(e(1, 2, Dir::N)), "the wall north of 1,2");
    assert_eq!(n.edge(e(0, 6, Dir::S)), "the entrance north of 1,6");
    assert_eq!(n.edge(e(6, 3, Dir::S)), "the entrance south of 6,3");
    // Open floor between two rooms' spaces.
    assert_eq!(n.edge(e(1, 1, Dir::E)), "the opening between 1,1 and 1,2");
    // Outside the grid: no second space to name.
    assert_eq!(n.edge(e(0, 0, Dir::N)), "the north side of 0,0");
    assert_eq!(n.edge_place(e(1, 3, Dir::E)), "between 1,3 and 1,4");
    assert_eq!(n.edge_place(e(3, 8, Dir::E)), "east of 3,8");
}

#[test]
fn townhouse_names_carry_the_floor() {
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    // The upper floor's dice continue the ground floor's (black offset 4).
    assert_eq!(n.cell(up(3, 4)), "3,8 Upper floor");
    assert_eq!(n.cell(p(3, 4)), "3,4 Ground floor");
    assert_eq!(n.coords(up(3, 4)), "3,8");
    // Outside spaces continue each floor's numbering.
    assert_eq!(n.cell(p(0, 3)), "0,3 Ground floor");
    assert_eq!(n.cell(up(0, 3)), "0,7 Upper floor");
    assert_eq!(n.cell(up(3, 5)), "3,9 Upper floor");
    assert_eq!(n.floor(1), "Upper floor");
    // Every name is unique across the two floors.
    let all: BTreeSet<String> = house.cell_ids().map(|c| n.cell_id(c)).collect();
    assert_eq!(all.len(), house.cell_count());
    for c in house.cell_ids() {
        assert!(!n.cell_id(c).contains(':'), "{}", n.cell_id(c));
    }

    assert_eq!(
        n.edge(e(2, 3, Dir::E)),
        "the door between 2,3 and 2,4 Ground floor"
    );
    assert_eq!(
        n.edge(EdgeRef::new(up(2, 3), Dir::S)),
        "the door between 2,7 and 3,7 Upper floor"
    );
    assert_eq!(
        n.edge(EdgeRef::new(up(2, 4), Dir::E)),
        "the window east of 2,8 Upper floor"
    );
    assert_eq!(
        n.edge(e(0, 3, Dir::S)),
        "the window north of 1,3 Ground floor"
    );
    assert_eq!(n.cells(p(0, 1), p(0, 2)), "0,1 and 0,2 Ground floor");
    assert_eq!(
        n.cells(p(3, 4), up(3, 4)),
        "3,4 Ground floor and 3,8 Upper floor"
    );
}

#[test]
fn a_floor_without_a_name_is_numbered() {
    let mut layout = board("townhouse.json").layout().clone();
    layout.floors[1].name = " ".to_owned();
    let Ok(house) = Board::from_layout(layout) else {
        // The validator may insist on names; then no board has a blank one.
        return;
    };
    let n = Names::plain(&house);
    assert_eq!(n.cell(up(3, 4)), "3,8 unnamed floor 2");
}

#[test]
fn firefighters_are_named_by_player_and_seat() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    assert_eq!(n.firefighter(0), "Ann (Firefighter 1)");
    // Blank names count as none; names are trimmed.
    assert_eq!(n.firefighter(1), "Firefighter 2");
    assert_eq!(n.firefighter(2), "Bob (Firefighter 3)");
    assert_eq!(n.firefighter(3), "Firefighter 4");
    assert_eq!(n.firefighter(255), "Firefighter 256");
    assert_eq!(n.player(0), Some("Ann"));
    assert_eq!(n.player(1), None);
    assert_eq!(Names::plain(&front).firefighter(0), "Firefighter 1");
    assert_eq!(Names::victim(0), "Victim 1");
    assert_eq!(Names::hazmat(255), "Hazmat 256");
    assert_eq!(n.item(Item::Victim(3)), "Victim 4");
    assert_eq!(n.item(Item::Hazmat(0)), "Hazmat 1");
    assert_eq!(n.item(Item::Firefighter(0)), "Ann (Firefighter 1)");
}

// --- events ---

/// Every variant's position in the declaration; no wildcard, so a new
/// variant stops this compiling until `VARIANTS` and `one_of_each` know it.
fn ordinal(event: &Event) -> usize {
    match event {
        Event::SetupFire { .. } => 0,
        Event::FirefighterPlaced { .. } => 1,
        Event::TurnStarted { .. } => 2,
        Event::Moved { .. } => 3,
        Event::PoiRevealed { .. } => 4,
        Event::FalseAlarmRemoved { .. } => 5,
        Event::VictimRescued { .. } => 6,
        Event::PickedUp { .. } => 7,
        Event::Dropped { .. } => 8,
        Event::DoorOpened { .. } => 9,
        Event::DoorClosed { .. } => 10,
        Event::Extinguished { .. } => 11,
        Event::Chopped { .. } => 12,
        Event::TurnEnded { .. } => 13,
        Event::Rolled { .. } => 14,
        Event::Reroll { .. } => 15,
        Event::SmokePlaced { .. } => 16,
        Event::SmokeIgnited { .. } => 17,
        Event::SmokeOnSmoke { .. } => 18,
        Event::SupplyEmpty { .. } => 19,
        Event::Explosion { .. } => 20,
        Event::Blast { .. } => 21,
        Event::ShockwaveStarted { .. } => 22,
        Event::Shockwave { .. } => 23,
        Event::CubePlaced { .. } => 24,
        Event::BlastStopped { .. } => 25,
        Event::DoorDestroyed { .. } => 26,
        Event::FirePlaced { .. } => 27,
        Event::SmokeToFire { .. } => 28,
        Event::Flashover { .. } => 29,
        Event::KnockedDown { .. } => 30,
        Event::Relocated { .. } => 31,
        Event::VictimLost { .. } => 32,
        Event::FalseAlarmLost { .. } => 33,
        Event::ExteriorFireRemoved { .. } => 34,
        Event::ThreatCleared { .. } => 35,
        Event::PoiPlaced { .. } => 36,
        Event::Collapse => 37,
        Event::Victory { .. } => 38,
        Event::GameOver { .. } => 39,
        Event::SpecialistAssigned { .. } => 40,
        Event::HazmatPlaced { .. } => 41,
        Event::HotSpotPlaced { .. } => 42,
        Event::HotSpotSupplyEmpty { .. } => 43,
        Event::VehicleParked { .. } => 44,
        Event::Drove { .. } => 45,
        Event::Rode { .. } => 46,
        Event::DeckGunFired { .. } => 47,
        Event::DeckGunRolled { .. } => 48,
        Event::DeckGunLanded { .. } => 49,
        Event::DeckGunCleared { .. } => 50,
        Event::CrewChanged { .. } => 51,
        Event::Treated { .. } => 52,
        Event::LeadStarted { .. } => 53,
        Event::LeadEnded { .. } => 54,
        Event::Disposed { .. } => 55,
        Event::HazmatCarriedOut { .. } => 56,
        Event::Identified { .. } => 57,
        Event::Commanded { .. } => 58,
        Event::HotSpotCleared { .. } => 59,
        Event::Repaired { .. } => 60,
        Event::HazmatExploded { .. } => 61,
        Event::FlareUp { .. } => 62,
        Event::HottestSpot { .. } => 63,
        Event::FirefighterDowned { .. } => 64,
        Event::FirefighterRestored { .. } => 65,
        Event::TurnSkipped { .. } => 66,
        Event::HazmatGoalReached { .. } => 67,
        Event::FlareUpsEnd { .. } => 68,
        Event::PoisStayInBag { .. } => 69,
        // --- 2nd Story ladders
        Event::LadderTaken { .. } => 70,
        Event::LadderDropped { .. } => 71,
        Event::LadderPickedUp { .. } => 72,
        Event::LadderRaised { .. } => 73,
        Event::LadderRetracted { .. } => 74,
        Event::LadderAutoRetracted { .. } => 75,
        Event::LeftLadderTop { .. } => 76,
        // --- High Rise
        Event::ElevatorDestroyed { .. } => 77,
        Event::LeftLobby { .. } => 78,
    }
}

const VARIANTS: usize = 79;

/// At least one value of every variant, plus the optional branches, on the
/// townhouse's upper floor (the hardest names). The same places recur on
/// purpose, so two variants can only differ in words.
pub(super) fn one_of_each() -> Vec<Event> {
    let (a, b) = (up(3, 4), up(3, 3));
    let edge = EdgeRef::new(up(2, 3), Dir::S);
    let ff = 0;
    let mut events = vec![
        Event::SetupFire { cell: a },
        Event::FirefighterPlaced {
            firefighter: ff,
            cell: p(0, 3),
        },
        Event::TurnStarted {
            firefighter: ff,
            turn: 1,
            ap: 4,
        },
        Event::Moved {
            firefighter: ff,
            from: a,
            to: b,
            ap: 1,
            carrying: None,
            leading: None,
            way: MoveWay::Step,
        },
        Event::Moved {
            firefighter: ff,
            from: a,
            to: b,
            ap: 2,
            carrying: Some(Item::Firefighter(2)),
            leading: Some(3),
            way: MoveWay::Ladder,
        },
        Event::PoiRevealed {
            token: 3,
            cell: a,
            kind: PoiKind::Victim,
        },
        Event::PoiRevealed {
            token: 12,
            cell: a,
            kind: PoiKind::FalseAlarm,
        },
        Event::FalseAlarmRemoved { token: 12, cell: a },
        Event::VictimRescued {
            token: 3,
            cell: p(0, 3),
            rescued: 1,
        },
        Event::PickedUp {
            firefighter: ff,
            item: Item::Victim(3),
            cell: a,
        },
        Event::Dropped {
            firefighter: ff,
            item: Item::Hazmat(3),
            cell: a,
        },
        Event::DoorOpened {
            firefighter: ff,
            edge,
            ap: 1,
        },
        Event::DoorClosed {
            firefighter: ff,
            edge,
            ap: 1,
        },
        Event::Extinguished {
            firefighter: ff,
            cell: a,
            from: FireLevel::Fire,
            to: FireLevel::Smoke,
            ap: 1,
        },
        Event::Extinguished {
            firefighter: ff,
            cell: a,
            from: FireLevel::Smoke,
            to: FireLevel::Clear,
            ap: 1,
        },
        Event::Extinguished {
            firefighter: ff,
            cell: a,
            from: FireLevel::Smoke,
            to: FireLevel::Fire,
            ap: 1,
        },
        Event::Chopped {
            firefighter: ff,
            edge: EdgeRef::new(up(3, 4), Dir::E),
            ap: 2,
        },
        Event::TurnEnded {
            firefighter: ff,
            saved: 1,
            forfeited: 0,
        },
        Event::TurnEnded {
            firefighter: ff,
            saved: 4,
            forfeited: 2,
        },
    ];
    let purposes = [
        RollPurpose::AdvanceFire,
        RollPurpose::ReplenishPoi,
        RollPurpose::SetupExplosion,
        RollPurpose::SetupPoi,
        RollPurpose::SetupHazmat,
        RollPurpose::SetupHotSpot,
        RollPurpose::DeckGun,
    ];
    events.extend(purposes.map(|purpose| Event::Rolled {
        purpose,
        roll: Roll::new(3, 8),
        cell: Some(a),
    }));
    events.push(Event::Rolled {
        purpose: RollPurpose::AdvanceFire,
        roll: Roll {
            floor: 2,
            red: 1,
            black: 8,
        },
        cell: None,
    });
    events.push(Event::Rolled {
        purpose: RollPurpose::SetupExplosion,
        roll: Roll::new(0, 3),
        cell: Some(b),
    });
    let reasons = [
        RerollReason::NoCell,
        RerollReason::HasPoi,
        RerollReason::OnFire,
        RerollReason::Restricted,
        RerollReason::Elevator,
        RerollReason::HasHazmat,
        RerollReason::HasHotSpot,
        RerollReason::ArrowsLoop,
        RerollReason::OutsideArea,
        RerollReason::FloorHasExplosion,
        RerollReason::FloorHasTwoPois,
    ];
    events.extend(reasons.map(|reason| Event::Reroll { reason }));
    events.extend([
        Event::SmokePlaced { cell: a },
        Event::SmokeIgnited { cell: a },
        Event::SmokeOnSmoke { cell: a },
        Event::SupplyEmpty { cell: a },
        Event::Explosion { cell: a },
        Event::Blast {
            from: a,
            heading: Heading::Dir(Dir::N),
        },
        Event::Blast {
            from: a,
            heading: Heading::Stairs,
        },
        Event::ShockwaveStarted {
            cell: a,
            heading: Heading::Dir(Dir::S),
        },
        Event::Shockwave {
            from: a,
            to: b,
            heading: Heading::Dir(Dir::W),
        },
        Event::Shockwave {
            from: p(3, 4),
            to: a,
            heading: Heading::Stairs,
        },
        Event::CubePlaced {
            edge: EdgeRef::new(up(3, 4), Dir::E),
            cubes: 2,
            destroyed: true,
            total: 5,
        },
        Event::CubePlaced {
            edge: EdgeRef::new(up(3, 4), Dir::E),
            cubes: 1,
            destroyed: false,
            total: 5,
        },
        Event::BlastStopped {
            edge: EdgeRef::new(up(3, 4), Dir::E),
        },
        Event::DoorDestroyed {
            edge,
            was_open: true,
        },
        Event::DoorDestroyed {
            edge,
            was_open: false,
        },
        Event::FirePlaced { cell: a },
        Event::SmokeToFire { cell: a },
        Event::Flashover { cell: a, wave: 2 },
        Event::KnockedDown {
            firefighter: ff,
            cell: a,
            choices: 0,
        },
        Event::KnockedDown {
            firefighter: ff,
            cell: a,
            choices: 2,
        },
        Event::Relocated {
            firefighter: ff,
            from: a,
            to: p(0, 1),
        },
        Event::VictimLost {
            token: 3,
            cell: a,
            lost: 1,
        },
        Event::FalseAlarmLost { token: 12, cell: a },
        Event::ExteriorFireRemoved { cell: up(0, 3) },
        Event::ThreatCleared {
            cell: a,
            was: FireLevel::Smoke,
        },
        Event::PoiPlaced { token: 3, cell: a },
        Event::Collapse,
        Event::Victory { rescued: 7 },
    ]);
    let outcomes = Outcome::ALL;
    events.extend(outcomes.map(|outcome| Event::GameOver { outcome }));
    events.extend(Specialist::ALL.map(|specialist| Event::SpecialistAssigned {
        firefighter: ff,
        specialist,
    }));
    events.extend([
        Event::HazmatPlaced { hazmat: 3, cell: a },
        Event::HotSpotPlaced {
            cell: a,
            supply: Some(5),
        },
        Event::HotSpotPlaced {
            cell: a,
            supply: None,
        },
        Event::HotSpotSupplyEmpty { cell: a },
        Event::VehicleParked {
            vehicle: Vehicle::Ambulance,
            cells: [p(0, 1), p(0, 2)],
        },
        Event::Drove {
            firefighter: ff,
            vehicle: Vehicle::Engine,
            to: [p(0, 3), p(0, 4)],
            ap: 2,
        },
        Event::Rode {
            firefighter: 1,
            vehicle: Vehicle::Engine,
            from: p(1, 0),
            to: p(0, 3),
        },
        Event::DeckGunFired {
            firefighter: ff,
            ap: 4,
        },
        Event::DeckGunRolled {
            red: 2,
            black: 3,
            target_red: 2,
            target_black: 3,
            rerolled: None,
        },
        Event::DeckGunRolled {
            red: 2,
            black: 3,
            target_red: 5,
            target_black: 6,
            rerolled: Some(Die::Red),
        },
        Event::DeckGunLanded { target: a },
        Event::DeckGunCleared {
            cell: a,
            was: FireLevel::Fire,
        },
        Event::CrewChanged {
            firefighter: ff,
            from: None,
            to: Specialist::StructuralEngineer,
            ap: 2,
        },
        Event::CrewChanged {
            firefighter: ff,
            from: Some(Specialist::HazmatTechnician),
            to: Specialist::ImagingTechnician,
            ap: 2,
        },
        Event::Treated {
            firefighter: ff,
            token: 3,
            cell: a,
            ap: 1,
        },
        Event::LeadStarted {
            firefighter: ff,
            token: 3,
        },
        Event::LeadEnded {
            firefighter: ff,
            token: 3,
        },
        Event::Disposed {
            firefighter: ff,
            hazmat: 3,
            cell: a,
            ap: 2,
        },
        Event::HazmatCarriedOut {
            hazmat: 3,
            cell: p(0, 3),
            carried_out: 1,
        },
        Event::Identified {
            firefighter: ff,
            cell: a,
            ap: 1,
        },
        Event::Commanded {
            captain: ff,
            firefighter: 2,
            ap: 1,
        },
        Event::Commanded {
            captain: ff,
            firefighter: 2,
            ap: 0,
        },
        Event::HotSpotCleared {
            firefighter: ff,
            cell: a,
            ap: 1,
        },
        Event::Repaired {
            firefighter: ff,
            edge: EdgeRef::new(up(3, 4), Dir::E),
            ap: 2,
            total: 4,
        },
        Event::HazmatExploded { hazmat: 3, cell: a },
        Event::FlareUp {
            cell: a,
            flare_ups: 1,
        },
        Event::HottestSpot { cell: a },
        Event::FirefighterDowned {
            firefighter: ff,
            cell: a,
        },
        Event::FirefighterRestored {
            firefighter: ff,
            cell: a,
        },
        Event::TurnSkipped { firefighter: ff },
        Event::HazmatGoalReached { carried_out: 3 },
        Event::FlareUpsEnd { cell: a },
        Event::PoisStayInBag { count: 1 },
        Event::PoisStayInBag { count: 2 },
        // --- 2nd Story ladders
        Event::LadderTaken {
            firefighter: ff,
            ladder: 0,
            cell: p(0, 3),
        },
        Event::LadderDropped {
            firefighter: ff,
            ladder: 0,
            cell: p(0, 3),
        },
        Event::LadderPickedUp {
            firefighter: ff,
            ladder: 0,
            cell: p(0, 3),
        },
        Event::LadderRaised {
            firefighter: ff,
            ladder: 0,
            foot: p(0, 2),
            top: up(0, 2),
            ap: 2,
        },
        Event::LadderRetracted {
            firefighter: ff,
            ladder: 0,
            foot: p(0, 2),
            ap: 1,
        },
        Event::LadderAutoRetracted {
            ladder: 0,
            foot: p(0, 2),
            cell: up(0, 2),
        },
        Event::LeftLadderTop {
            firefighter: ff,
            from: up(0, 2),
            to: p(0, 2),
        },
        // --- High Rise
        Event::ElevatorDestroyed { cell: a },
        Event::LeftLobby {
            firefighter: ff,
            to: p(0, 3),
        },
    ]);
    events
}

#[test]
fn every_event_reads_as_a_distinct_english_line() {
    let house = board("townhouse.json");
    let names = players();
    let n = Names::new(&house, &names);
    let events = one_of_each();
    let covered: BTreeSet<usize> = events.iter().map(ordinal).collect();
    let all: BTreeSet<usize> = (0..VARIANTS).collect();
    assert_eq!(covered, all, "one_of_each misses a variant");

    let mut seen: BTreeMap<String, Event> = BTreeMap::new();
    for event in events {
        let line = event_line(&n, &event);
        assert!(
            line.starts_with(|c: char| c.is_ascii_uppercase()),
            "{event:?}: {line:?} does not start with a capital"
        );
        assert!(
            !line.ends_with([' ', '.', ',', ':', ';']),
            "{event:?}: {line:?} ends oddly"
        );
        if let Some(bad) = looks_like_code(&line) {
            panic!("{event:?}: {line:?} contains {bad:?}");
        }
        // A firefighter is named as the table knows it, never lower case.
        assert!(!line.contains("firefighter 1"), "{event:?}: {line:?}");
        if let Some(other) = seen.insert(line.clone(), event) {
            panic!("{other:?} and {event:?} both read {line:?}");
        }
    }
}

/// EXP-SETUP: the setup's Hot Spots come from the box before the supply is
/// counted, so their line does not tell a supply (it once read "0 left in
/// the supply" while the side panel showed 6); one from the supply in play
/// does (EXP-HOT-4).
#[test]
fn a_setup_hot_spot_does_not_tell_the_supply() {
    let front = board("front.json");
    let n = Names::plain(&front);
    let at = Pos::on(0, 3, 4);
    assert_eq!(
        event_line(
            &n,
            &Event::HotSpotPlaced {
                cell: at,
                supply: None
            }
        ),
        "Hot spot placed at 3,4"
    );
    assert_eq!(
        event_line(
            &n,
            &Event::HotSpotPlaced {
                cell: at,
                supply: Some(5)
            }
        ),
        "Hot spot placed at 3,4 (5 left in the supply)"
    );
}

#[test]
fn event_lines_name_players_places_and_tokens() {
    let house = board("townhouse.json");
    let names = players();
    let n = Names::new(&house, &names);
    let line = |event: Event| event_line(&n, &event);
    assert_eq!(
        line(Event::Moved {
            firefighter: 0,
            from: p(3, 4),
            to: up(3, 4),
            ap: 1,
            carrying: Some(Item::Victim(0)),
            leading: None,
            way: MoveWay::Stairs,
        }),
        "Ann (Firefighter 1) went up the stairs from 3,4 Ground floor to 3,8 Upper floor carrying Victim 1 (1 AP)"
    );
    assert_eq!(
        line(Event::Moved {
            firefighter: 1,
            from: up(3, 3),
            to: up(3, 4),
            ap: 2,
            carrying: Some(Item::Hazmat(0)),
            leading: Some(9),
            way: MoveWay::Step,
        }),
        "Firefighter 2 moved from 3,7 Upper floor to 3,8 Upper floor carrying Hazmat 1 and leading Victim 10 (2 AP)"
    );
    assert_eq!(
        line(Event::TurnStarted {
            firefighter: 2,
            turn: 3,
            ap: 5
        }),
        "Turn 3: Bob (Firefighter 3) starts with 5 AP"
    );
    assert_eq!(
        line(Event::DoorOpened {
            firefighter: 0,
            edge: EdgeRef::new(up(2, 3), Dir::S),
            ap: 1
        }),
        "Ann (Firefighter 1) opened the door between 2,7 and 3,7 Upper floor (1 AP)"
    );
    assert_eq!(
        line(Event::DoorOpened {
            firefighter: 0,
            edge: EdgeRef::new(up(2, 5), Dir::W),
            ap: 1
        }),
        "Ann (Firefighter 1) opened the window east of 2,8 Upper floor (1 AP)"
    );
    assert_eq!(
        line(Event::PoiRevealed {
            token: 0,
            cell: up(3, 4),
            kind: PoiKind::Victim
        }),
        "The POI at 3,8 Upper floor is Victim 1"
    );
    assert_eq!(
        line(Event::VictimRescued {
            token: 0,
            cell: p(0, 3),
            rescued: 2
        }),
        "Victim 1 rescued at 0,3 Ground floor (2 rescued)"
    );
    assert_eq!(
        line(Event::Rolled {
            purpose: RollPurpose::AdvanceFire,
            roll: Roll::new(3, 8),
            cell: Some(up(3, 4)),
        }),
        "Rolled red 3, black 8 to advance the fire: 3,8 Upper floor"
    );
    assert_eq!(
        line(Event::Shockwave {
            from: p(3, 4),
            to: up(3, 4),
            heading: Heading::Stairs
        }),
        "Shockwave moves from 3,4 Ground floor to 3,8 Upper floor by the stairs"
    );
    assert_eq!(
        line(Event::CubePlaced {
            edge: EdgeRef::new(up(3, 4), Dir::E),
            cubes: 1,
            destroyed: false,
            total: 2
        }),
        "Damage cube on the wall east of 3,8 Upper floor, now damaged (2 of 24 placed)"
    );
    assert_eq!(
        line(Event::Drove {
            firefighter: 2,
            vehicle: Vehicle::Engine,
            to: [p(0, 3), p(0, 4)],
            ap: 2
        }),
        "Bob (Firefighter 3) drove the Engine to 0,3 and 0,4 Ground floor (2 AP)"
    );
    assert_eq!(
        line(Event::Commanded {
            captain: 0,
            firefighter: 2,
            ap: 1
        }),
        "Ann (Firefighter 1) commands Bob (Firefighter 3) for 1 AP"
    );
    assert_eq!(
        line(Event::GameOver {
            outcome: Outcome::Collapse
        }),
        "Game over: the firefighters lost: the building collapsed"
    );
}

#[test]
fn one_floor_lines_have_no_floor_names() {
    let front = board("front.json");
    let n = Names::plain(&front);
    let line = |event: Event| event_line(&n, &event);
    assert_eq!(
        line(Event::Moved {
            firefighter: 1,
            from: p(3, 4),
            to: p(3, 5),
            ap: 2,
            carrying: None,
            leading: None,
            way: MoveWay::Step,
        }),
        "Firefighter 2 moved from 3,4 to 3,5 (2 AP)"
    );
    assert_eq!(
        line(Event::Chopped {
            firefighter: 0,
            edge: e(3, 8, Dir::E),
            ap: 2
        }),
        "Firefighter 1 chopped the wall east of 3,8 (2 AP)"
    );
    assert_eq!(
        line(Event::DoorDestroyed {
            edge: e(2, 5, Dir::E),
            was_open: false
        }),
        "The door between 2,5 and 2,6 is destroyed"
    );
    assert_eq!(
        line(Event::BlastStopped {
            edge: e(3, 8, Dir::E)
        }),
        "The wall east of 3,8 stops the blast"
    );
    assert_eq!(
        line(Event::Extinguished {
            firefighter: 2,
            cell: p(4, 4),
            from: FireLevel::Fire,
            to: FireLevel::Smoke,
            ap: 1
        }),
        "Firefighter 3 turned the fire at 4,4 to smoke (1 AP)"
    );
    assert_eq!(
        line(Event::FirefighterPlaced {
            firefighter: 0,
            cell: p(7, 5)
        }),
        "Firefighter 1 starts at 7,5"
    );
    assert_eq!(
        line(Event::PoisStayInBag { count: 2 }),
        "No roll can bring the 2 POIs to a free space: they stay in the bag"
    );
}

#[test]
fn face_down_pois_and_false_alarms_have_no_number() {
    let front = board("front.json");
    let n = Names::plain(&front);
    // Token 12 is a False Alarm; a number would tell players which tokens
    // are which.
    for event in [
        Event::PoiPlaced {
            token: 12,
            cell: p(2, 2),
        },
        Event::FalseAlarmRemoved {
            token: 12,
            cell: p(2, 2),
        },
        Event::FalseAlarmLost {
            token: 12,
            cell: p(2, 2),
        },
        Event::PoiRevealed {
            token: 12,
            cell: p(2, 2),
            kind: PoiKind::FalseAlarm,
        },
    ] {
        let line = event_line(&n, &event);
        assert!(!line.contains("12") && !line.contains("13"), "{line}");
    }
}

// --- actions ---

/// One of every action; no wildcard, so a new action does not compile here
/// until it is listed.
pub(super) fn every_action() -> Vec<Action> {
    let a = up(3, 4);
    let edge = EdgeRef::new(up(2, 3), Dir::S);
    let all = vec![
        Action::PlaceFirefighter(p(0, 3)),
        Action::Move(a),
        Action::Open(edge),
        Action::Close(edge),
        Action::RemoveSmoke(a),
        Action::FlipFire(a),
        Action::RemoveFire(a),
        Action::Chop(EdgeRef::new(a, Dir::E)),
        Action::PickUp(1),
        Action::Drop,
        Action::EndTurn,
        Action::KnockdownTo(p(0, 1)),
        Action::Park {
            vehicle: Vehicle::Engine,
            at: p(0, 3),
        },
        Action::Drive {
            vehicle: Vehicle::Ambulance,
            to: p(0, 1),
        },
        Action::Ride {
            firefighter: 2,
            to: p(0, 4),
        },
        Action::DoneRiding,
        Action::DeckGun,
        Action::Reroll(Die::Red),
        Action::Reroll(Die::Black),
        Action::AcceptShot,
        Action::CrewChange(Specialist::Paramedic),
        Action::Treat(1),
        Action::TreatFirefighter(2),
        Action::Lead(1),
        Action::Release,
        Action::PickUpHazmat(0),
        Action::PickUpFirefighter(2),
        Action::Dispose(0),
        Action::Identify(a),
        Action::CommandMove {
            firefighter: 2,
            to: a,
        },
        Action::CommandOpen {
            firefighter: 2,
            edge,
        },
        Action::CommandClose {
            firefighter: 2,
            edge,
        },
        Action::CommandPickUp {
            firefighter: 2,
            victim: 1,
        },
        Action::CommandPickUpHazmat {
            firefighter: 2,
            hazmat: 0,
        },
        Action::CommandDrop { firefighter: 2 },
        Action::CommandLead {
            firefighter: 2,
            victim: 1,
        },
        Action::CommandRelease { firefighter: 2 },
        Action::ClearHotSpot,
        Action::Repair(EdgeRef::new(a, Dir::E)),
        Action::ExplodeHazmat(0),
        Action::TakeLadder,
        Action::DropLadder,
        Action::PickUpLadder,
        Action::RaiseLadder,
        Action::RetractLadder,
    ];
    let mut all = all;
    all.extend(LadderOrder::ALL.map(|order| Action::CommandLadder {
        firefighter: 2,
        order,
    }));
    for action in &all {
        match action {
            Action::PlaceFirefighter(_)
            | Action::Move(_)
            | Action::Open(_)
            | Action::Close(_)
            | Action::RemoveSmoke(_)
            | Action::FlipFire(_)
            | Action::RemoveFire(_)
            | Action::Chop(_)
            | Action::PickUp(_)
            | Action::Drop
            | Action::EndTurn
            | Action::KnockdownTo(_)
            | Action::Park { .. }
            | Action::Drive { .. }
            | Action::Ride { .. }
            | Action::DoneRiding
            | Action::DeckGun
            | Action::Reroll(_)
            | Action::AcceptShot
            | Action::CrewChange(_)
            | Action::Treat(_)
            | Action::TreatFirefighter(_)
            | Action::Lead(_)
            | Action::Release
            | Action::PickUpHazmat(_)
            | Action::PickUpFirefighter(_)
            | Action::Dispose(_)
            | Action::Identify(_)
            | Action::CommandMove { .. }
            | Action::CommandOpen { .. }
            | Action::CommandClose { .. }
            | Action::CommandPickUp { .. }
            | Action::CommandPickUpHazmat { .. }
            | Action::CommandDrop { .. }
            | Action::CommandLead { .. }
            | Action::CommandRelease { .. }
            | Action::ClearHotSpot
            | Action::Repair(_)
            | Action::ExplodeHazmat(_)
            | Action::TakeLadder
            | Action::DropLadder
            | Action::PickUpLadder
            | Action::RaiseLadder
            | Action::RetractLadder
            | Action::CommandLadder { .. } => {}
        }
    }
    all
}

#[test]
fn every_action_reads_as_a_distinct_menu_item() {
    let house = board("townhouse.json");
    let names = players();
    let n = Names::new(&house, &names);
    let mut seen = BTreeMap::new();
    for action in every_action() {
        let line = action_line(&n, action);
        assert!(
            line.starts_with(|c: char| c.is_ascii_uppercase()),
            "{action:?}: {line:?}"
        );
        assert!(!line.ends_with(['.', ' ']), "{action:?}: {line:?}");
        if let Some(bad) = looks_like_code(&line) {
            panic!("{action:?}: {line:?} contains {bad:?}");
        }
        if let Some(other) = seen.insert(line.clone(), action) {
            panic!("{other:?} and {action:?} both read {line:?}");
        }
    }
}

#[test]
fn action_lines_read_like_the_menus() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let line = |action| action_line(&n, action);
    assert_eq!(line(Action::Move(p(3, 4))), "Move to 3,4");
    assert_eq!(
        line(Action::Open(e(1, 3, Dir::E))),
        "Open the door between 1,3 and 1,4"
    );
    assert_eq!(
        line(Action::Chop(e(3, 8, Dir::E))),
        "Chop the wall east of 3,8"
    );
    assert_eq!(line(Action::PickUp(1)), "Pick up Victim 2");
    assert_eq!(line(Action::PickUpHazmat(0)), "Pick up Hazmat 1");
    assert_eq!(
        line(Action::FlipFire(p(2, 2))),
        "Turn the fire at 2,2 to smoke"
    );
    assert_eq!(line(Action::PlaceFirefighter(p(0, 3))), "Start at 0,3");
    assert_eq!(
        line(Action::Ride {
            firefighter: 2,
            to: p(0, 8)
        }),
        "Bob (Firefighter 3) rides along to 0,8"
    );
    assert_eq!(
        line(Action::CommandMove {
            firefighter: 1,
            to: p(2, 2)
        }),
        "Command Firefighter 2 to move to 2,2"
    );
    assert_eq!(
        line(Action::Drive {
            vehicle: Vehicle::Engine,
            to: p(5, 9)
        }),
        "Drive the Engine to 5,9"
    );
    assert_eq!(line(Action::DeckGun), "Fire the deck gun");
    assert_eq!(line(Action::EndTurn), "End the turn");
}

// --- refusals ---

/// One of every refusal; no wildcard, so a new variant does not compile
/// here until it is listed.
pub(super) fn every_refusal() -> Vec<ActionError> {
    let edge = e(1, 3, Dir::E);
    let all = vec![
        ActionError::WrongStage {
            action: Action::Move(p(1, 1)),
            stage: StageName::GameOver,
        },
        ActionError::NoSuchCell(Pos::on(3, 20, 20)),
        ActionError::NoSuchEdge(e(0, 0, Dir::N)),
        ActionError::NotAStartCell { cell: p(2, 2) },
        ActionError::NotAdjacent {
            from: p(3, 4),
            to: p(3, 6),
        },
        ActionError::Blocked {
            from: p(1, 3),
            to: p(1, 4),
            what: EdgeKind::Door,
        },
        ActionError::CannotEnter {
            cell: p(2, 2),
            why: NoEntry::ThroughTheShaft,
        },
        ActionError::NotEnoughAp { needed: 4, have: 3 },
        ActionError::CarryIntoFire,
        ActionError::WouldBeTrapped {
            firefighter: 0,
            cell: p(2, 2),
            left: 1,
            needed: 2,
        },
        ActionError::WouldStrand {
            firefighter: 1,
            cell: p(2, 2),
        },
        ActionError::EndOnFire { cell: p(2, 2) },
        ActionError::NotYourEdge {
            edge,
            cell: p(2, 2),
        },
        ActionError::NoDoor(e(3, 8, Dir::E)),
        ActionError::Destroyed {
            edge,
            what: EdgeKind::Door,
        },
        ActionError::AlreadyThere {
            edge,
            what: EdgeKind::Door,
            state: DoorState::Open,
        },
        ActionError::NotChoppable {
            edge,
            what: Some(EdgeKind::Door),
        },
        ActionError::OutOfReach { cell: p(5, 5) },
        ActionError::NothingToExtinguish {
            cell: p(2, 2),
            what: FireLevel::Smoke,
        },
        ActionError::NothingToPickUp { token: 2 },
        ActionError::AlreadyCarrying { token: 2 },
        ActionError::NotCarrying,
        ActionError::NotAKnockdownSpot { cell: p(0, 2) },
        ActionError::Forbidden(Forbidden::CrewChangeNotFirst),
        ActionError::NotYourAbility {
            ability: Ability::TreatVictim,
        },
        ActionError::ModuleOff {
            what: ModuleUse::Driving,
            module: Module::Vehicles,
        },
        ActionError::NotASpot {
            vehicle: Vehicle::Engine,
            cell: p(2, 2),
        },
        ActionError::NotNextSpot {
            vehicle: Vehicle::Ambulance,
            cell: p(7, 3),
        },
        ActionError::NotOnVehicle {
            vehicle: Vehicle::Engine,
        },
        ActionError::FirefighterInArea {
            firefighter: 0,
            cell: p(2, 2),
        },
        ActionError::SpecialistInPlay(Specialist::Paramedic),
        ActionError::NotOnYourCell {
            what: Piece::UntreatedVictim,
            id: 2,
        },
        ActionError::CannotCommand {
            firefighter: 2,
            why: NoCommand::Down,
        },
        ActionError::NoPoi { cell: p(2, 2) },
        ActionError::FireNearby { cell: p(2, 2) },
        ActionError::CannotRide {
            firefighter: 2,
            why: NoRide::NotOnOldSpot,
        },
        ActionError::NotOnFire(1),
        ActionError::NoLadder {
            what: MissingLadder::NoneOnTheEngine,
        },
        ActionError::TopOccupied { cell: p(0, 2) },
    ];
    for error in &all {
        match error {
            ActionError::WrongStage { .. }
            | ActionError::NoSuchCell(_)
            | ActionError::NoSuchEdge(_)
            | ActionError::NotAStartCell { .. }
            | ActionError::NotAdjacent { .. }
            | ActionError::Blocked { .. }
            | ActionError::CannotEnter { .. }
            | ActionError::NotEnoughAp { .. }
            | ActionError::CarryIntoFire
            | ActionError::WouldBeTrapped { .. }
            | ActionError::WouldStrand { .. }
            | ActionError::EndOnFire { .. }
            | ActionError::NotYourEdge { .. }
            | ActionError::NoDoor(_)
            | ActionError::Destroyed { .. }
            | ActionError::AlreadyThere { .. }
            | ActionError::NotChoppable { .. }
            | ActionError::OutOfReach { .. }
            | ActionError::NothingToExtinguish { .. }
            | ActionError::NothingToPickUp { .. }
            | ActionError::AlreadyCarrying { .. }
            | ActionError::NotCarrying
            | ActionError::NotAKnockdownSpot { .. }
            | ActionError::Forbidden(_)
            | ActionError::NotYourAbility { .. }
            | ActionError::ModuleOff { .. }
            | ActionError::NotASpot { .. }
            | ActionError::NotNextSpot { .. }
            | ActionError::NotOnVehicle { .. }
            | ActionError::FirefighterInArea { .. }
            | ActionError::SpecialistInPlay(_)
            | ActionError::NotOnYourCell { .. }
            | ActionError::CannotCommand { .. }
            | ActionError::NoPoi { .. }
            | ActionError::FireNearby { .. }
            | ActionError::CannotRide { .. }
            | ActionError::NotOnFire(_)
            | ActionError::NoLadder { .. }
            | ActionError::TopOccupied { .. } => {}
        }
    }
    all
}

/// A rule reference such as "(FAM-ACT-END-3)" or "(Ruling R4)".
fn cites_a_rule(line: &str) -> bool {
    line.contains("(Ruling") || line.split('(').skip(1).any(|s| s.contains('-'))
}

#[test]
fn every_refusal_reads_in_player_terms() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let mut seen = BTreeMap::new();
    for error in every_refusal() {
        let line = refusal_line(&n, &error);
        assert_reads_as_a_refusal(&error, &line);
        assert!(!line.contains("cell"), "{error:?}: {line:?} says cell");
        assert!(!line.contains("edge"), "{error:?}: {line:?} says edge");
        if let Some(other) = seen.insert(line.clone(), error) {
            panic!("{other:?} and {error:?} both read {line:?}");
        }
    }
}

#[test]
fn common_refusals() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let line = |error: ActionError| refusal_line(&n, &error);
    assert_eq!(
        line(ActionError::NotEnoughAp { needed: 4, have: 3 }),
        "needs 4 AP, you have 3"
    );
    assert_eq!(
        line(ActionError::NotAdjacent {
            from: p(3, 4),
            to: p(3, 6)
        }),
        "3,6 is not next to 3,4"
    );
    assert_eq!(
        line(ActionError::NotYourEdge {
            edge: e(1, 3, Dir::E),
            cell: p(2, 2)
        }),
        "the door between 1,3 and 1,4 is not a side of 2,2"
    );
    assert_eq!(
        line(ActionError::Blocked {
            from: p(1, 4),
            to: p(1, 3),
            what: EdgeKind::Door
        }),
        "the closed door between 1,3 and 1,4 is in the way"
    );
    assert_eq!(
        line(ActionError::Blocked {
            from: p(3, 8),
            to: p(3, 9),
            what: EdgeKind::Wall
        }),
        "the wall east of 3,8 is in the way"
    );
    assert_eq!(
        line(ActionError::AlreadyThere {
            edge: e(1, 4, Dir::W),
            what: EdgeKind::Door,
            state: DoorState::Open
        }),
        "the door between 1,3 and 1,4 is already open"
    );
    assert_eq!(
        line(ActionError::NoDoor(e(1, 1, Dir::E))),
        "there is nothing to open or close between 1,1 and 1,2"
    );
    assert_eq!(
        line(ActionError::NoDoor(e(3, 8, Dir::E))),
        "the wall east of 3,8 cannot be opened or closed"
    );
    assert_eq!(
        line(ActionError::NotChoppable {
            edge: e(1, 3, Dir::E),
            what: Some(EdgeKind::Door)
        }),
        "the door between 1,3 and 1,4 cannot be chopped: only walls take damage"
    );
    assert_eq!(
        line(ActionError::WouldStrand {
            firefighter: 0,
            cell: p(2, 2)
        }),
        "Ann (Firefighter 1) would be left on fire at 2,2, out of your reach"
    );
    assert_eq!(
        line(ActionError::NotOnYourCell {
            what: Piece::DownedFirefighter,
            id: 2
        }),
        "Bob (Firefighter 3) is not a downed firefighter on your space"
    );
    assert_eq!(
        line(ActionError::NotOnYourCell {
            what: Piece::UntreatedVictim,
            id: 0
        }),
        "Victim 1 is not an untreated victim on your space"
    );
    assert_eq!(
        line(ActionError::Forbidden(Forbidden::CrewChangeNotFirst)),
        "crew change must be the first action of the turn"
    );
    assert_eq!(
        line(ActionError::WrongStage {
            action: Action::EndTurn,
            stage: StageName::GameOver
        }),
        "that is not possible now: the game is over"
    );
}

/// What the app shows for every reason the rules give (the engine's
/// refusals with their wording), pinned on the front board.
#[rustfmt::skip]
pub(super) fn pinned_refusals() -> Vec<(ActionError, &'static str)> {
    let p = Pos::new(1, 1);
    let q = Pos::new(1, 2);
    let e = EdgeRef::new(p, Dir::E);
    vec![
        (ActionError::Forbidden(Forbidden::AlreadyParked), "that vehicle is already parked"),
        (ActionError::Forbidden(Forbidden::DriverMustRide), "the Engine's driver must ride with it"),
        (ActionError::Forbidden(Forbidden::Rerolled(Die::Red)), "the red die was already re-rolled: each die at most once"),
        (ActionError::Forbidden(Forbidden::Rerolled(Die::Black)), "the black die was already re-rolled: each die at most once"),
        (ActionError::Forbidden(Forbidden::LeadIntoFire), "a treated victim is never led into fire"),
        (ActionError::Forbidden(Forbidden::EngineerExtinguishes), "the Structural Engineer may never extinguish"),
        (ActionError::Forbidden(Forbidden::DestroyedElevatorFire), "the Fire of a destroyed elevator cannot be extinguished"),
        (ActionError::Forbidden(Forbidden::HandsFull), "you already carry something: one at a time"),
        (ActionError::Forbidden(Forbidden::VictimBeingLed), "that victim is being led; it must be let go first"),
        (ActionError::Forbidden(Forbidden::AlreadyLeading), "you already lead a victim: one at a time"),
        (ActionError::Forbidden(Forbidden::NotLeading), "you are not leading a victim"),
        (ActionError::Forbidden(Forbidden::CafsCommandLimit), "the CAFS Firefighter takes at most 1 AP of commands per turn"),
        (ActionError::Forbidden(Forbidden::NoCrewChangeInScenario), "there is no crew change in this scenario"),
        (ActionError::Forbidden(Forbidden::CrewChangeNotFirst), "crew change must be the first action of the turn"),
        (ActionError::Forbidden(Forbidden::CrewChangeOffEngine), "crew change needs the turn to start on the Engine's spot"),
        (ActionError::Forbidden(Forbidden::CardNotInGame), "that card is not in this game"),
        (ActionError::Forbidden(Forbidden::InTheLobby), "in the Lobby, the fire floor's walls are out of reach: open the elevator door first (engine ruling E37)"),
        (ActionError::Forbidden(Forbidden::DownedOntoLadderTop), "a ladder's top holds one firefighter: a downed one is not carried onto it"),
        (ActionError::Forbidden(Forbidden::PickUpWithLadder), "a ladder is carried with empty hands: put it down first"),
        (ActionError::Forbidden(Forbidden::LeftOnLadderTop), "nothing may be left on a ladder's top"),
        (ActionError::Forbidden(Forbidden::LadderWithFullHands), "a ladder is carried with empty hands: put down what you carry first"),
        (ActionError::Forbidden(Forbidden::SecondLadder), "you already carry a ladder: one at a time"),
        (ActionError::Forbidden(Forbidden::LadderDownOnTop), "a ladder is not put down on a ladder's top"),
        (ActionError::Forbidden(Forbidden::RaiseWithoutTop), "a ladder is raised only on a ground-floor outside space below the upper floor"),
        (ActionError::Forbidden(Forbidden::LadderAlreadyRaised), "a ladder already stands here: one per space"),
        (ActionError::Forbidden(Forbidden::RaiseIntoFire), "a ladder is not raised into fire"),
        (ActionError::Forbidden(Forbidden::RetractUnderFirefighter), "a ladder is not retracted while a firefighter stands on its top"),
        (ActionError::Forbidden(Forbidden::TreatDownedOnFire), "a downed firefighter is treated only off the fire"),
        (ActionError::Forbidden(Forbidden::NoHotSpot), "there is no hot spot on your cell"),
        (ActionError::Forbidden(Forbidden::RepairUndamaged), "only a damaged wall (one cube) can be repaired"),
        (ActionError::Forbidden(Forbidden::DeckGunBroken), "the deck gun is broken in this scenario"),
        (ActionError::Forbidden(Forbidden::DeckGunNoTarget), "the deck gun's area has no cell the dice can name"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::ThroughTheShaft }, "1,1 cannot be entered: an elevator car is entered and left only through its door"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::ThroughTheFacade }, "1,1 cannot be entered: on High Rise, firefighters go in and out only by the Lobby, an elevator or the aerial ladder"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::UpperOutside }, "1,1 cannot be entered: an upper-floor outside cell is reached only from a ladder"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::Restricted }, "1,1 cannot be entered: firefighters never enter restricted cells"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::DestroyedElevator }, "1,1 cannot be entered: the elevator was destroyed; nobody may enter it"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::Elevator }, "1,1 cannot be entered: an elevator is used through its door"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Door }, "the closed door between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Window }, "the closed window between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::ElevatorDoor }, "the closed elevator door between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Wall }, "the wall between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Entrance }, "the entrance between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::ThinWall }, "the thin wall between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::PartyWall }, "the party wall between 1,1 and 1,2 is in the way"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Door }, "the door between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Window }, "the window between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::ElevatorDoor }, "the elevator door between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Wall }, "the wall between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::ThinWall }, "the thin wall between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::PartyWall }, "the party wall between 1,1 and 1,2 is destroyed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Door, state: DoorState::Open }, "the door between 1,1 and 1,2 is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Door, state: DoorState::Closed }, "the door between 1,1 and 1,2 is already closed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Window, state: DoorState::Open }, "the window between 1,1 and 1,2 is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Window, state: DoorState::Closed }, "the window between 1,1 and 1,2 is already closed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::ElevatorDoor, state: DoorState::Open }, "the elevator door between 1,1 and 1,2 is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::ElevatorDoor, state: DoorState::Closed }, "the elevator door between 1,1 and 1,2 is already closed"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::Door) }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::Entrance) }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::ElevatorDoor) }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NotChoppable { edge: e, what: None }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NothingToExtinguish { cell: p, what: FireLevel::Fire }, "there is no fire at 1,1"),
        (ActionError::NothingToExtinguish { cell: p, what: FireLevel::Smoke }, "there is no smoke at 1,1"),
        (ActionError::NotYourAbility { ability: Ability::Command }, "only the Fire Captain can command"),
        (ActionError::NotYourAbility { ability: Ability::TreatVictim }, "only the Paramedic can treat a victim"),
        (ActionError::NotYourAbility { ability: Ability::TreatFirefighter }, "only the Paramedic can treat a downed firefighter"),
        (ActionError::NotYourAbility { ability: Ability::Dispose }, "only the Hazmat Technician can dispose of hazmat"),
        (ActionError::NotYourAbility { ability: Ability::Identify }, "only the Imaging Technician can identify a POI from afar"),
        (ActionError::NotYourAbility { ability: Ability::ClearHotSpot }, "only the Structural Engineer can remove a hot spot"),
        (ActionError::NotYourAbility { ability: Ability::Repair }, "only the Structural Engineer can repair a wall"),
        (ActionError::ModuleOff { what: ModuleUse::CrewChange, module: Module::Specialists }, "crew change needs the specialists module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::CrewChange, module: Module::Vehicles }, "crew change needs the vehicles module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::Driving, module: Module::Vehicles }, "driving needs the vehicles module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::DeckGun, module: Module::Vehicles }, "the deck gun needs the vehicles module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::CarryingHazmat, module: Module::Hazmat }, "carrying hazmat needs the hazmat module, which is off in this game"),
        (ActionError::SpecialistInPlay(Specialist::Paramedic), "the Paramedic card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::CafsFirefighter), "the CAFS Firefighter card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::HazmatTechnician), "the Hazmat Technician card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::Generalist), "the Generalist card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::FireCaptain), "the Fire Captain card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::RescueSpecialist), "the Rescue Specialist card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::ImagingTechnician), "the Imaging Technician card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::DriverOperator), "the Driver/Operator card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::StructuralEngineer), "the Structural Engineer card is already in play"),
        (ActionError::NotOnYourCell { what: Piece::UntreatedVictim, id: 3 }, "Victim 4 is not an untreated victim on your space"),
        (ActionError::NotOnYourCell { what: Piece::DownedFirefighter, id: 3 }, "Firefighter 4 is not a downed firefighter on your space"),
        (ActionError::NotOnYourCell { what: Piece::Hazmat, id: 3 }, "Hazmat 4 is not on your space"),
        (ActionError::NotOnYourCell { what: Piece::FreeTreatedVictim, id: 3 }, "Victim 4 is not a free treated victim on your space"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::Himself }, "Bob (Firefighter 3) cannot be commanded: the Captain acts himself, he does not command himself"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NoSuchFirefighter }, "Bob (Firefighter 3) cannot be commanded: there is no such firefighter"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::Down }, "Bob (Firefighter 3) cannot be commanded: it is down"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NotOnTheBoard }, "Bob (Firefighter 3) cannot be commanded: it is not on the board"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NoneOnTheBoard }, "Bob (Firefighter 3) cannot be commanded: there is no such firefighter on the board"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::NoSuchFirefighter }, "Bob (Firefighter 3) cannot ride along: there is no such firefighter"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::Down }, "Bob (Firefighter 3) cannot ride along: it is down; it rides only when carried"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::NotOnOldSpot }, "Bob (Firefighter 3) cannot ride along: it is not on the vehicle's old spot"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::OffTheNewSpot }, "Bob (Firefighter 3) cannot ride along: riders get off on a cell of the vehicle's new spot"),
        (ActionError::NoLadder { what: MissingLadder::NoFirefighter }, "there is no firefighter on the board to handle a ladder"),
        (ActionError::NoLadder { what: MissingLadder::NotInThisGame }, "there is no ladder in this game: ladders are 2nd Story's"),
        (ActionError::NoLadder { what: MissingLadder::NotInHands }, "there is no ladder in your hands"),
        (ActionError::NoLadder { what: MissingLadder::NoneOnTheEngine }, "there is no ladder left on the Engine"),
        (ActionError::NoLadder { what: MissingLadder::NoneLyingHere }, "there is no ladder lying on your space"),
        (ActionError::NoLadder { what: MissingLadder::NoneRaisedHere }, "there is no ladder raised on your space"),
    ]
}

#[test]
fn the_reasons_read_as_before() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    for (error, line) in pinned_refusals() {
        assert_eq!(refusal_line(&n, &error), line, "{error:?}");
    }
}

/// Every reason of every reason enum is worded for players: a line of its
/// own, with no rule number and nothing of the engine's notation. (A few
/// lines still say "cell" where players say "space", as they always have;
/// the pinned lines above keep them.)
#[test]
fn every_reason_reads_in_player_terms() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let all = crate::engine::action::reason_samples(p(2, 2), 1);
    let mut seen = BTreeMap::new();
    for error in all {
        let line = refusal_line(&n, &error);
        assert_reads_as_a_refusal(&error, &line);
        if let Some(other) = seen.insert(line.clone(), error) {
            panic!("{other:?} and {error:?} both read {line:?}");
        }
    }
}

/// A cell that cannot be entered is named by what it is on the board.
#[test]
fn cells_that_cannot_be_entered_say_what_they_are() {
    let first = |board: &Board, kind: CellKind, floor: u8| {
        board
            .cell_ids()
            .map(|id| board.pos(id))
            .find(|pos| {
                pos.floor == floor && board.cell_at(*pos).map(|c| board.kind(c)) == Some(kind)
            })
            .unwrap_or_else(|| panic!("no {kind:?} cell on floor {floor}"))
    };
    for (file, kind, floor, line) in [
        (
            "highrise.json",
            CellKind::Elevator,
            0,
            "3,4 is an elevator: it is entered through its door",
        ),
        (
            "brownstone.json",
            CellKind::Restricted,
            0,
            "1,1 is restricted: firefighters never enter it",
        ),
        (
            "townhouse.json",
            CellKind::Outside,
            1,
            "0,4 Upper floor is outside an upper floor: it is reached only from a ladder",
        ),
    ] {
        let b = board(file);
        let n = Names::plain(&b);
        let cell = first(&b, kind, floor);
        let error = ActionError::CannotEnter {
            cell,
            why: NoEntry::ThroughTheShaft,
        };
        assert_eq!(refusal_line(&n, &error), line, "{file}");
    }
}

#[test]
fn upper_floor_refusals_name_the_floor() {
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    assert_eq!(
        refusal_line(
            &n,
            &ActionError::CannotEnter {
                cell: up(0, 3),
                why: NoEntry::UpperOutside,
            }
        ),
        "0,7 Upper floor is outside an upper floor: it is reached only from a ladder"
    );
    assert_eq!(
        refusal_line(
            &n,
            &ActionError::NotAdjacent {
                from: up(3, 4),
                to: p(3, 3)
            }
        ),
        "3,3 Ground floor is not next to 3,8 Upper floor"
    );
}

#[test]
fn stages_are_worded() {
    for stage in StageName::ALL {
        let line = stage_line(stage, crate::i18n::Lang::En);
        assert!(line.starts_with(|c: char| c.is_ascii_lowercase()), "{line}");
    }
}

/// The log says how a High Rise or 2nd Story move went: the Lobby, the
/// aerial ladder (URB-HIGHRISE-LOBBY-1, -LADDER-1) or a portable ladder
/// (2ND-LADDER-4); a plain step stays "moved".
#[test]
fn moves_by_lobby_and_ladders_are_named() {
    let tower = board("highrise.json");
    let n = Names::plain(&tower);
    let moved = |from: Pos, to: Pos, way: MoveWay| {
        event_line(
            &n,
            &Event::Moved {
                firefighter: 0,
                from,
                to,
                ap: 2,
                carrying: None,
                leading: None,
                way,
            },
        )
    };
    let lobby = MoveWay::Lobby;
    let aerial = MoveWay::AerialLadder;
    assert!(moved(p(3, 4), p(0, 6), lobby).contains("left the Lobby from 3,4 to 0,6"));
    assert!(moved(p(0, 6), p(4, 5), lobby).contains("went into the Lobby from 0,6 to 4,5"));
    assert!(moved(p(4, 9), p(4, 8), aerial).contains("climbed the aerial ladder from"));
    assert!(moved(p(4, 8), p(5, 9), aerial).contains("came down the aerial ladder from"));
    assert!(moved(p(2, 2), p(2, 3), MoveWay::Step).contains("moved from 2,2 to 2,3"));
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    let line = event_line(
        &n,
        &Event::Moved {
            firefighter: 0,
            from: p(0, 4),
            to: Pos::on(1, 0, 4),
            ap: 1,
            carrying: None,
            leading: None,
            way: MoveWay::Ladder,
        },
    );
    assert!(line.contains("climbed the ladder from 0,4"), "{line}");
}

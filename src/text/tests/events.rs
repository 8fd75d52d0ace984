//! One line per event variant: distinct, in player terms, naming players,
//! places and tokens.

use super::*;

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
pub(in crate::text) fn one_of_each() -> Vec<Event> {
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
            pool: None,
        },
        Event::Moved {
            firefighter: ff,
            from: a,
            to: b,
            ap: 1,
            pool: 0,
            carrying: None,
            leading: None,
            way: MoveWay::Step,
        },
        Event::Moved {
            firefighter: ff,
            from: a,
            to: b,
            ap: 2,
            pool: 0,
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
            pool: 0,
        },
        Event::DoorClosed {
            firefighter: ff,
            edge,
            ap: 1,
            pool: 0,
        },
        Event::Extinguished {
            firefighter: ff,
            cell: a,
            from: FireLevel::Fire,
            to: FireLevel::Smoke,
            ap: 1,
            pool: 0,
        },
        Event::Extinguished {
            firefighter: ff,
            cell: a,
            from: FireLevel::Smoke,
            to: FireLevel::Clear,
            ap: 1,
            pool: 0,
        },
        Event::Extinguished {
            firefighter: ff,
            cell: a,
            from: FireLevel::Smoke,
            to: FireLevel::Fire,
            ap: 1,
            pool: 0,
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
        Event::PoiPlaced {
            token: 3,
            cell: a,
            arrows_from: None,
        },
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
            pool: 0,
        },
        Event::Commanded {
            captain: ff,
            firefighter: 2,
            ap: 0,
            pool: 0,
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
        "Hot Spot placed at 3,4"
    );
    assert_eq!(
        event_line(
            &n,
            &Event::HotSpotPlaced {
                cell: at,
                supply: Some(5)
            }
        ),
        "Hot Spot placed at 3,4 (5 left in the supply)"
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
            pool: 0,
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
            pool: 0,
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
            ap: 5,
            pool: None,
        }),
        "Turn 3: Bob (Firefighter 3) starts with 5 AP"
    );
    assert_eq!(
        line(Event::DoorOpened {
            firefighter: 0,
            edge: EdgeRef::new(up(2, 3), Dir::S),
            ap: 1,
            pool: 0,
        }),
        "Ann (Firefighter 1) opened the door between 2,7 and 3,7 Upper floor (1 AP)"
    );
    assert_eq!(
        line(Event::DoorOpened {
            firefighter: 0,
            edge: EdgeRef::new(up(2, 5), Dir::W),
            ap: 1,
            pool: 0,
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
            ap: 1,
            pool: 0,
        }),
        "Ann (Firefighter 1) commands Bob (Firefighter 3) for 1 AP"
    );
    assert_eq!(
        line(Event::GameOver {
            outcome: Outcome::Collapse
        }),
        "Game over – the firefighters lost: the building collapsed"
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
            pool: 0,
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
            ap: 1,
            pool: 0,
        }),
        "Firefighter 3 turned the Fire at 4,4 to Smoke (1 AP)"
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

/// SPEC-GEN-1, SPEC-GEN-2: a price paid from a specialist's own pool is
/// named as such, so that the log does not read as if the regular AP went
/// down; a cost split across the pool and regular AP names both parts.
#[test]
fn a_price_paid_from_a_pool_names_the_pool() {
    let front = board("front.json");
    let n = Names::plain(&front);
    let line = |event: Event| event_line(&n, &event);
    assert_eq!(
        line(Event::Moved {
            firefighter: 0,
            from: p(3, 4),
            to: p(3, 5),
            ap: 1,
            pool: 1,
            carrying: None,
            leading: None,
            way: MoveWay::Step,
        }),
        "Firefighter 1 moved from 3,4 to 3,5 (1 Move AP)"
    );
    assert_eq!(
        line(Event::Moved {
            firefighter: 0,
            from: p(3, 4),
            to: p(3, 5),
            ap: 2,
            pool: 1,
            carrying: Some(Item::Victim(2)),
            leading: None,
            way: MoveWay::Step,
        }),
        "Firefighter 1 moved from 3,4 to 3,5 carrying Victim 3 (1 Move AP + 1 AP)"
    );
    assert_eq!(
        line(Event::Extinguished {
            firefighter: 1,
            cell: p(4, 4),
            from: FireLevel::Fire,
            to: FireLevel::Clear,
            ap: 2,
            pool: 2,
        }),
        "Firefighter 2 removed the Fire at 4,4 (2 Extinguish AP)"
    );
    // 2ND-WIN-2: opening a window is a Move-type action.
    let house = board("townhouse.json");
    let in_house = Names::plain(&house);
    assert_eq!(
        event_line(
            &in_house,
            &Event::DoorOpened {
                firefighter: 0,
                edge: e(3, 0, Dir::E),
                ap: 1,
                pool: 1,
            }
        ),
        "Firefighter 1 opened the window west of 3,1 Ground floor (1 Move AP)"
    );
    assert_eq!(
        line(Event::Commanded {
            captain: 2,
            firefighter: 0,
            ap: 2,
            pool: 1,
        }),
        "Firefighter 3 commands Firefighter 1 for 1 Command AP + 1 AP"
    );
    assert_eq!(
        line(Event::TurnStarted {
            firefighter: 3,
            turn: 5,
            ap: 3,
            pool: Some(PoolAp {
                kind: PoolKind::Extinguish,
                ap: 3
            }),
        }),
        "Turn 5: Firefighter 4 starts with 3 AP and 3 Extinguish AP"
    );
}

/// EXP-POI-3: a POI placed away from its roll says why it moved on.
#[test]
fn a_poi_placed_along_the_arrows_names_the_rolled_cell() {
    let front = board("front.json");
    let n = Names::plain(&front);
    assert_eq!(
        event_line(
            &n,
            &Event::PoiPlaced {
                token: 4,
                cell: p(4, 3),
                arrows_from: Some(p(2, 3)),
            }
        ),
        "A face-down POI placed at 4,3: 2,3 was not free and the arrows led on"
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
            arrows_from: None,
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

/// URB-HIGHRISE-SETUP-3: a firefighter placed on an elevator starts in its
/// Lobby (the door is closed at setup), and the log says so; an outside
/// start reads as on any board.
#[test]
fn a_high_rise_elevator_start_is_in_the_lobby() {
    let tower = board("highrise.json");
    let n = Names::plain(&tower);
    let line = |event: Event| event_line(&n, &event);
    assert_eq!(
        line(Event::FirefighterPlaced {
            firefighter: 1,
            cell: p(4, 5)
        }),
        "Firefighter 2 starts in the Lobby of elevator 4,5"
    );
    assert_eq!(
        line(Event::FirefighterPlaced {
            firefighter: 1,
            cell: p(4, 9)
        }),
        "Firefighter 2 starts at 4,9"
    );
}

/// URB-HIGHRISE-KD-1: on the tower a knocked-down firefighter goes to the
/// Engine's spot, and the log says so (it had said "the Ambulance", which
/// the tower has none of); one knocked down on a space of the spot itself
/// stays there rather than being "taken from 0,6 to 0,6".
#[test]
fn knockdowns_name_the_vehicle_whose_spot_takes_them() {
    let tower = board("highrise.json");
    let front = board("front.json");
    let (on_tower, on_front) = (Names::plain(&tower), Names::plain(&front));
    let taken = Event::Relocated {
        firefighter: 1,
        from: p(3, 3),
        to: p(7, 3),
    };
    let choice = Event::KnockedDown {
        firefighter: 1,
        cell: p(3, 3),
        choices: 2,
    };
    let stays = Event::Relocated {
        firefighter: 2,
        from: p(0, 6),
        to: p(0, 6),
    };
    assert_eq!(
        event_line(&on_tower, &taken),
        "Firefighter 2 taken to the Engine: from 3,3 to 7,3"
    );
    assert_eq!(
        event_line(&on_tower, &choice),
        "Firefighter 2 knocked down at 3,3; 2 Engine spaces to choose from"
    );
    assert_eq!(
        event_line(&on_front, &taken),
        "Firefighter 2 taken to the Ambulance: from 3,3 to 7,3"
    );
    assert_eq!(
        event_line(&on_front, &choice),
        "Firefighter 2 knocked down at 3,3; 2 Ambulance spaces to choose from"
    );
    assert_eq!(
        event_line(&on_front, &stays),
        "Firefighter 3 stays by the Ambulance at 0,6"
    );
    let de = on_tower.with_lang(crate::i18n::Lang::De);
    assert_eq!(
        event_line(&de, &taken),
        "Feuerwehrmann 2 wurde zum Löschfahrzeug gebracht: von 3-3 nach 7-3"
    );
}

/// FAM-KD-1: the family game has no vehicles, so a knocked-down firefighter
/// goes to the nearest parking spot, and the log says so rather than
/// naming an Ambulance that is not on the board (on the tower, an Engine
/// spot, Ruling R41).
#[test]
fn family_knockdowns_name_the_parking_spot() {
    use crate::engine::config::Mode;
    let tower = board("highrise.json");
    let front = board("front.json");
    let family_tower = Names::plain(&tower).with_mode(Mode::Family);
    let family_front = Names::plain(&front).with_mode(Mode::Family);
    let taken = Event::Relocated {
        firefighter: 1,
        from: p(3, 3),
        to: p(7, 3),
    };
    let stays = Event::Relocated {
        firefighter: 2,
        from: p(0, 6),
        to: p(0, 6),
    };
    let choice = Event::KnockedDown {
        firefighter: 1,
        cell: p(3, 3),
        choices: 2,
    };
    assert_eq!(
        event_line(&family_front, &taken),
        "Firefighter 2 taken to the nearest Ambulance spot: from 3,3 to 7,3"
    );
    assert_eq!(
        event_line(&family_front, &stays),
        "Firefighter 3 stays on the Ambulance spot at 0,6"
    );
    assert_eq!(
        event_line(&family_front, &choice),
        "Firefighter 2 knocked down at 3,3; 2 Ambulance spaces to choose from"
    );
    assert_eq!(
        event_line(&family_tower, &taken),
        "Firefighter 2 taken to the nearest Engine spot: from 3,3 to 7,3"
    );
    assert_eq!(
        event_line(&family_tower, &choice),
        "Firefighter 2 knocked down at 3,3; 2 Engine spaces to choose from"
    );
    // The experienced game keeps the vehicle (EXP-KD-1).
    let experienced = Names::plain(&front).with_mode(Mode::Experienced);
    assert_eq!(
        event_line(&experienced, &taken),
        "Firefighter 2 taken to the Ambulance: from 3,3 to 7,3"
    );
    for (lang, words) in [
        (
            crate::i18n::Lang::De,
            "zum nächsten Parkplatz des Löschfahrzeugs gebracht",
        ),
        (
            crate::i18n::Lang::It,
            "al parcheggio dell'Autopompa più vicino",
        ),
        (
            crate::i18n::Lang::Ru,
            "к ближайшей парковке Пожарной машины",
        ),
    ] {
        let line = event_line(&family_tower.with_lang(lang), &taken);
        assert!(line.contains(words), "{lang:?}: {line}");
        let line = event_line(&family_tower.with_lang(lang), &choice);
        assert!(
            !line.contains("Rettungswagen")
                && !line.contains("Ambulanza")
                && !line.contains("Скорой"),
            "{lang:?}: {line}"
        );
    }
}

/// FAM-END-3: after "The building collapsed" the POIs and Victims left on
/// the board are lost in the collapse, burning or not; the log said a
/// False Alarm "burned" on a space without Fire.
#[test]
fn losses_after_a_collapse_are_lost_in_it() {
    let front = board("front.json");
    let n = Names::plain(&front);
    let alarm = Event::FalseAlarmLost {
        token: 2,
        cell: p(6, 5),
    };
    let victim = Event::VictimLost {
        token: 6,
        cell: p(5, 1),
        lost: 1,
    };
    assert_eq!(
        event_line_after(&n, &alarm, false),
        "A False Alarm burned at 6,5"
    );
    assert_eq!(
        event_line_after(&n, &alarm, true),
        "A False Alarm lost in the collapse at 6,5"
    );
    assert_eq!(
        event_line_after(&n, &victim, true),
        "Victim 7 lost in the collapse at 5,1 (1 lost)"
    );
    let ru = n.with_lang(crate::i18n::Lang::Ru);
    assert_eq!(
        event_line_after(&ru, &victim, true),
        "Жертва 7 погибла при обрушении на 5-1 (всего погибло: 1)"
    );
}

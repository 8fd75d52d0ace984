//! Every action reads as a distinct menu item.

use super::*;

/// One of every action; no wildcard, so a new action does not compile here
/// until it is listed.
pub(in crate::text) fn every_action() -> Vec<Action> {
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
        "Turn the Fire at 2,2 to Smoke"
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

/// URB-HIGHRISE-SETUP-3: a start on an elevator is a start in its Lobby.
#[test]
fn a_high_rise_elevator_start_reads_as_the_lobby() {
    let tower = board("highrise.json");
    let n = Names::plain(&tower);
    assert_eq!(
        action_line(&n, Action::PlaceFirefighter(p(3, 4))),
        "Start in the Lobby of elevator 3,4"
    );
    assert_eq!(
        action_line(&n, Action::PlaceFirefighter(p(0, 6))),
        "Start at 0,6"
    );
}

//! 2nd Story's portable ladders (§8: 2ND-LADDER-0..9, 2ND-BOARD-3; Rulings
//! R36 and R40; engine rulings E28–E30), each test named after its rule ID,
//! on the townhouse: ladder feet on every ground ring space but the corners,
//! each under the upper outside space of the same row and column; the
//! Engine's spots 0,3/0,4, 4,5/5,5, 7,1/7,2 and 1,0/2,0; the Ambulance's
//! 0,1/0,2, 1,5/2,5, 7,3/7,4 and 4,0/5,0; an upper window 1:0,2S between
//! the top 1:0,2 and the upper room 1:1,2; an outer wall 1:0,3S.

mod common;
use common::*;

use flashpoint::engine::action::LadderOrder;
use flashpoint::engine::event::{Event, MoveWay};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::LadderPlace;
use flashpoint::engine::{Action, ActionError, GameState};
use serde_json::{Value, json};

fn house(v: Value) -> GameState {
    state(townhouse(), v)
}

/// The snapshot's ladders as JSON, for comparisons.
fn ladders(s: &GameState) -> Value {
    serde_json::to_value(s.snapshot().ladders).expect("ladders serialise")
}

/// The ladders list with ladder 0 at `first` and the others on the Engine.
fn first_ladder(first: Value) -> Value {
    json!([first, {"at": "engine"}, {"at": "engine"}, {"at": "engine"}])
}

fn refused(s: &GameState, action: Action) -> ActionError {
    match s.check(action) {
        Err(e) => e,
        Ok(()) => panic!("{action} was allowed"),
    }
}

fn mv(to: &str) -> Action {
    Action::Move(at(to))
}

/// An experienced configuration with vehicles, one specialist per seat.
fn experienced(specialists: &[&str], engine: &str) -> Value {
    json!({"mode": "experienced", "firefighters": specialists.len(),
           "specialists": specialists, "engine": engine, "ambulance": "0,1"})
}

fn kinds(events: &[Event]) -> Vec<String> {
    events_json(events)
        .iter()
        .map(|e| e["event"].as_str().unwrap_or_default().to_owned())
        .collect()
}

// ------------------------------------------------------------ the supply

/// 2ND-LADDER-1: the Engine holds the board's 4 ladders; other boards have
/// none, and the townhouse's snapshot lists them.
#[test]
fn ladder_2nd_1_the_engine_holds_four_ladders() {
    let s = house(json!({"firefighters": [{"at": "0,3", "ap": 4}]}));
    assert_eq!(s.ladders(), [LadderPlace::Engine; 4]);
    assert_eq!(
        ladders(&s),
        json!([{"at": "engine"}, {"at": "engine"}, {"at": "engine"}, {"at": "engine"}])
    );
    let base = state(front(), json!({"firefighters": [{"at": "0,3", "ap": 4}]}));
    assert!(base.ladders().is_empty());
    assert_eq!(
        refused(&base, Action::TakeLadder).code(),
        "no_ladder",
        "no ladders on a base board"
    );
    assert!(
        !base
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::TakeLadder))
    );
    // And the base board's snapshot has no ladders field.
    let json = serde_json::to_value(base.snapshot()).expect("serialises");
    assert!(json.get("ladders").is_none());
}

/// 2ND-LADDER-1: a firefighter on the Engine's spot takes a ladder for 0 AP.
#[test]
fn ladder_2nd_1_take_from_the_engine() {
    let mut s = house(json!({"config": experienced(&["generalist"], "0,3"),
                             "firefighters": [{"at": "0,4", "ap": 5, "specialist": "generalist"}]}));
    assert!(s.legal_actions().contains(&Action::TakeLadder));
    assert_eq!(s.cost(Action::TakeLadder), Ok(0));
    let events = apply(&mut s, Action::TakeLadder);
    assert_eq!(
        events_json(&events),
        [json!({"event": "ladder_taken", "firefighter": 0, "ladder": 0, "cell": "0,4"})]
    );
    assert_eq!(ladders(&s), first_ladder(json!({"carried_by": 0})));
    assert_eq!(s.firefighters()[0].ap, 5);
    // One at a time (2ND-LADDER-2).
    let e = refused(&s, Action::TakeLadder);
    assert_eq!((e.code(), e.rule()), ("forbidden", Some("2ND-LADDER-2")));
    // Free: it is not Crew Change's "first action" (Ruling R48).
    assert!(!s.turn_state().acted);

    // Off the Engine's spot: not even on another Engine spot.
    let off = house(json!({"config": experienced(&["generalist"], "0,3"),
                           "firefighters": [{"at": "4,5", "ap": 5, "specialist": "generalist"}]}));
    assert_eq!(refused(&off, Action::TakeLadder).code(), "not_on_vehicle");

    // The Engine is empty once its 4 ladders are gone.
    let empty = house(json!({"config": experienced(&["generalist"], "0,3"),
                             "firefighters": [{"at": "0,3", "ap": 5, "specialist": "generalist"}],
                             "ladders": [{"lying": "0,2"}, {"lying": "0,2"},
                                         {"raised": "1,0"}, {"lying": "3,3"}]}));
    let e = refused(&empty, Action::TakeLadder);
    assert_eq!((e.code(), e.rule()), ("no_ladder", Some("2ND-LADDER-1")));
}

/// Engine ruling E28: in a game without vehicles (the family game) the
/// Engine stands nowhere in particular; any cell of an Engine spot of the
/// board holds its ladders.
#[test]
fn e28_without_vehicles_every_engine_spot_holds_the_ladders() {
    for cell in ["0,3", "0,4", "4,5", "5,5", "7,1", "7,2", "1,0", "2,0"] {
        let s = house(json!({"firefighters": [{"at": cell, "ap": 4}]}));
        assert_eq!(s.cost(Action::TakeLadder), Ok(0), "{cell}");
    }
    let s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}]}));
    assert_eq!(refused(&s, Action::TakeLadder).code(), "not_on_vehicle");
}

// ------------------------------------------------------------- carrying

/// 2ND-LADDER-2: a ladder is carried at normal move cost, goes where its
/// carrier goes, and is dropped and picked up for free.
#[test]
fn ladder_2nd_2_carry_drop_and_pick_up() {
    let mut s = house(json!({"firefighters": [{"at": "0,3", "ap": 4}],
                             "ladders": first_ladder(json!({"carried_by": 0}))}));
    assert_eq!(s.cost(mv("0,2")), Ok(1));
    apply(&mut s, mv("0,2"));
    apply(&mut s, mv("1,2"));
    assert_eq!(s.firefighters()[0].ap, 2);
    assert_eq!(ladders(&s), first_ladder(json!({"carried_by": 0})));
    assert_eq!(s.cost(Action::DropLadder), Ok(0));
    let events = apply(&mut s, Action::DropLadder);
    assert_eq!(kinds(&events), ["ladder_dropped"]);
    assert_eq!(ladders(&s), first_ladder(json!({"lying": "1,2"})));
    assert_eq!(refused(&s, Action::DropLadder).code(), "no_ladder");
    // Lying ladders are picked up on their own cell only.
    apply(&mut s, mv("0,2"));
    assert_eq!(refused(&s, Action::PickUpLadder).code(), "no_ladder");
    apply(&mut s, mv("1,2"));
    assert!(s.legal_actions().contains(&Action::PickUpLadder));
    assert_eq!(s.cost(Action::PickUpLadder), Ok(0));
    let events = apply(&mut s, Action::PickUpLadder);
    assert_eq!(kinds(&events), ["ladder_picked_up"]);
    assert_eq!(ladders(&s), first_ladder(json!({"carried_by": 0})));
}

/// 2ND-LADDER-2: not while carrying a Victim or Hazmat, in either order;
/// allowed while leading a treated Victim.
#[test]
fn ladder_2nd_2_not_with_a_victim_but_with_a_led_one() {
    // Carrying a Victim: no ladder.
    let s = house(json!({"firefighters": [{"at": "0,3", "ap": 4}],
                         "pois": [{"kind": "victim", "at": "0,3", "revealed": true, "carried_by": 0}]}));
    let e = refused(&s, Action::TakeLadder);
    assert_eq!((e.code(), e.rule()), ("forbidden", Some("2ND-LADDER-2")));
    // Holding a ladder: no Victim.
    let s = house(json!({"firefighters": [{"at": "1,2", "ap": 4}],
                         "pois": [victim_up("1,2")],
                         "ladders": first_ladder(json!({"carried_by": 0}))}));
    let e = refused(&s, Action::PickUp(0));
    assert_eq!((e.code(), e.rule()), ("forbidden", Some("2ND-LADDER-2")));
    assert!(!s.legal_actions().contains(&Action::PickUp(0)));
    // A lying ladder is not picked up while carrying a Victim.
    let s = house(json!({"firefighters": [{"at": "1,2", "ap": 4}],
                         "pois": [{"kind": "victim", "at": "1,2", "revealed": true, "carried_by": 0}],
                         "ladders": first_ladder(json!({"lying": "1,2"}))}));
    assert_eq!(
        refused(&s, Action::PickUpLadder).rule(),
        Some("2ND-LADDER-2")
    );
    // Nor Hazmat.
    let s = house(json!({"config": experienced(&["generalist"], "0,3"),
                         "firefighters": [{"at": "0,3", "ap": 5, "specialist": "generalist"}],
                         "hazmat": [{"at": "0,3", "carried_by": 0}]}));
    assert_eq!(refused(&s, Action::TakeLadder).rule(), Some("2ND-LADDER-2"));
    // Leading a treated Victim: allowed.
    let mut s = house(json!({"config": experienced(&["paramedic"], "0,3"),
                             "firefighters": [{"at": "0,3", "ap": 4, "specialist": "paramedic"}],
                             "pois": [{"kind": "victim", "at": "0,3", "revealed": true,
                                       "treated": true, "led_by": 0}]}));
    apply(&mut s, Action::TakeLadder);
    assert_eq!(s.cost(mv("0,2")), Ok(1));
}

/// 2ND-LADDER-2 / Ruling R40: the ladder travels with its carrier on a
/// vehicle ride.
#[test]
fn ladder_2nd_2_the_ladder_rides_along() {
    let mut s = house(json!({"config": experienced(&["generalist"], "0,3"),
                             "firefighters": [{"at": "0,3", "ap": 5, "specialist": "generalist"}]}));
    apply(&mut s, Action::TakeLadder);
    apply(
        &mut s,
        Action::Drive {
            vehicle: flashpoint::engine::Vehicle::Engine,
            to: at("7,1"),
        },
    );
    apply(
        &mut s,
        Action::Ride {
            firefighter: 0,
            to: at("7,2"),
        },
    );
    assert_eq!(s.firefighters()[0].cell, s.board().cell_at(at("7,2")));
    assert_eq!(ladders(&s), first_ladder(json!({"carried_by": 0})));
    apply(&mut s, Action::RaiseLadder);
    assert_eq!(ladders(&s), first_ladder(json!({"raised": "7,2"})));
}

// --------------------------------------------------------------- raising

/// 2ND-LADDER-3: 2 AP on a ground outside space that has a top; the top
/// stands on the upper outside space above.
#[test]
fn ladder_2nd_3_raise() {
    let mut s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}],
                             "ladders": first_ladder(json!({"carried_by": 0}))}));
    assert!(s.legal_actions().contains(&Action::RaiseLadder));
    assert_eq!(s.cost(Action::RaiseLadder), Ok(2));
    let events = apply(&mut s, Action::RaiseLadder);
    assert_eq!(
        events_json(&events),
        [
            json!({"event": "ladder_raised", "firefighter": 0, "ladder": 0,
                "foot": "0,2", "top": "1:0,2", "ap": 2})
        ]
    );
    assert_eq!(ladders(&s), first_ladder(json!({"raised": "0,2"})));
    assert_eq!(s.firefighters()[0].ap, 2);
    // A raised ladder is not carried.
    assert_eq!(refused(&s, Action::DropLadder).code(), "no_ladder");
    assert_eq!(refused(&s, Action::RaiseLadder).code(), "no_ladder");
    // Not on a corner (no top above it), nor inside.
    for cell in ["0,0", "1,2"] {
        let s = house(json!({"firefighters": [{"at": cell, "ap": 4}],
                             "ladders": first_ladder(json!({"carried_by": 0}))}));
        let e = refused(&s, Action::RaiseLadder);
        assert_eq!(
            (e.code(), e.rule()),
            ("forbidden", Some("2ND-LADDER-3")),
            "{cell}"
        );
    }
    // 2 AP.
    let s = house(json!({"firefighters": [{"at": "0,2", "ap": 1}],
                         "ladders": first_ladder(json!({"carried_by": 0}))}));
    assert_eq!(
        refused(&s, Action::RaiseLadder),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    );
}

/// Ruling R40: one raised ladder per space.
#[test]
fn r40_one_raised_ladder_per_space() {
    let s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}],
                         "ladders": [{"raised": "0,2"}, {"carried_by": 0},
                                     {"at": "engine"}, {"at": "engine"}]}));
    let e = refused(&s, Action::RaiseLadder);
    assert_eq!((e.code(), e.rule()), ("forbidden", Some("R40")));
    // The snapshot refuses two as well.
    let snap = Snapshot::from_partial(
        json!({"firefighters": [{"at": "0,2", "ap": 4}],
               "ladders": [{"raised": "0,2"}, {"raised": "0,2"},
                           {"at": "engine"}, {"at": "engine"}]}),
        None,
        1,
    )
    .expect("a snapshot");
    let e = GameState::from_snapshot(townhouse(), &snap).expect_err("two on a foot");
    assert!(e.to_string().contains("R40"), "{e}");
}

// -------------------------------------------------------------- climbing

/// 2ND-LADDER-4: foot ↔ top is a move of 1 AP, listed among the legal
/// actions; without a raised ladder the two are not adjacent.
#[test]
fn ladder_2nd_4_climb() {
    let mut s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert!(s.legal_actions().contains(&mv("1:0,2")));
    assert_eq!(s.cost(mv("1:0,2")), Ok(1));
    let events = apply(&mut s, mv("1:0,2"));
    assert_eq!(
        events_json(&events),
        [
            json!({"event": "moved", "firefighter": 0, "from": "0,2", "to": "1:0,2",
                "ap": 1, "carrying": null, "way": "ladder"})
        ]
    );
    assert!(s.legal_actions().contains(&mv("0,2")));
    assert_eq!(s.cost(mv("0,2")), Ok(1));
    // The other feet lead nowhere.
    let s = house(json!({"firefighters": [{"at": "0,3", "ap": 4}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(refused(&s, mv("1:0,3")).code(), "not_adjacent");
    assert!(!s.legal_actions().contains(&mv("1:0,3")));
}

/// 2ND-LADDER-4: `GameState::move_way` tells a climb before it is made,
/// as the move's event will (the menus word it so); an ordinary step is a
/// step, and a move that is not legal has no way.
#[test]
fn ladder_2nd_4_the_way_is_known_before_the_climb() {
    let mut s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(s.move_way(at("1:0,2")), Some(MoveWay::Ladder));
    assert_eq!(s.move_way(at("0,1")), Some(MoveWay::Step));
    assert_eq!(s.move_way(at("1:0,3")), None, "not adjacent");
    apply(&mut s, mv("1:0,2"));
    assert_eq!(s.move_way(at("0,2")), Some(MoveWay::Ladder), "and down");
}

/// 2ND-LADDER-4: 2 AP carrying a Victim, and with a treated Victim, which is
/// carried on ladders; a Victim carried down to the ground is out of the
/// building (FAM-ACT-RESCUE-1, 2ND-BOARD-3).
#[test]
fn ladder_2nd_4_climbing_with_a_victim_costs_2() {
    let mut s = house(json!({"firefighters": [{"at": "1:0,2", "ap": 4}],
                             "pois": [{"kind": "victim", "at": "1:0,2", "revealed": true,
                                       "carried_by": 0}],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(s.cost(mv("0,2")), Ok(2));
    let events = apply(&mut s, mv("0,2"));
    assert!(kinds(&events).contains(&"victim_rescued".to_owned()));
    assert_eq!(s.rescued(), 1);
    // Leading a treated Victim: 2 AP both ways.
    let s = house(json!({"config": experienced(&["paramedic"], "0,3"),
                         "firefighters": [{"at": "0,2", "ap": 4, "specialist": "paramedic"}],
                         "pois": [{"kind": "victim", "at": "0,2", "revealed": true,
                                   "treated": true, "led_by": 0}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(s.cost(mv("1:0,2")), Ok(2));
    assert_eq!(
        s.cost(mv("0,1")),
        Ok(1),
        "the ground costs what it always did"
    );
}

/// 2ND-LADDER-5: top ↔ the upper floor at normal cost, through an open
/// window or a destroyed wall; a treated Victim costs 2 there too.
#[test]
fn ladder_2nd_5_top_to_the_upper_floor() {
    // The example: climb 1 + enter by an open window 1.
    let mut s = house(json!({"firefighters": [{"at": "0,2", "ap": 3}],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    apply(&mut s, mv("1:0,2"));
    assert_eq!(refused(&s, mv("1:1,2")).code(), "blocked", "closed window");
    apply(
        &mut s,
        Action::Open(flashpoint::engine::EdgeRef::new(
            at("1:0,2"),
            flashpoint::engine::Dir::S,
        )),
    );
    assert_eq!(s.cost(mv("1:1,2")), Ok(1));
    apply(&mut s, mv("1:1,2"));
    assert_eq!(s.firefighters()[0].ap, 0);
    // Through a destroyed outer wall.
    let mut s = house(json!({"firefighters": [{"at": "1:0,3", "ap": 4}],
                             "damage": [{"edge": "1:0,3S", "cubes": 2}],
                             "ladders": first_ladder(json!({"raised": "0,3"}))}));
    assert!(s.legal_actions().contains(&mv("1:1,3")));
    apply(&mut s, mv("1:1,3"));
    // And back onto the top, which is free.
    assert_eq!(s.cost(mv("1:0,3")), Ok(1));
    // A treated Victim costs 2 between the top and the floor.
    let s = house(json!({"config": experienced(&["paramedic"], "0,3"),
                         "firefighters": [{"at": "1:0,2", "ap": 4, "specialist": "paramedic"}],
                         "doors": [{"edge": "1:0,2S", "state": "open"}],
                         "pois": [{"kind": "victim", "at": "1:0,2", "revealed": true,
                                   "treated": true, "led_by": 0}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(s.cost(mv("1:1,2")), Ok(2));
}

/// 2ND-BOARD-3 / Ruling R36: upper outside spaces are entered only at a
/// raised ladder's top.
#[test]
fn board_2nd_3_upper_outside_only_at_a_raised_top() {
    let json = |ladder: Value| {
        json!({"firefighters": [{"at": "1:1,2", "ap": 4}],
               "doors": [{"edge": "1:0,2S", "state": "open"}],
               "ladders": first_ladder(ladder)})
    };
    let s = house(json(json!({"lying": "0,2"})));
    let e = refused(&s, mv("1:0,2"));
    assert_eq!((e.code(), e.rule()), ("cannot_enter", Some("2ND-BOARD-3")));
    let s = house(json(json!({"raised": "0,2"})));
    assert_eq!(s.cost(mv("1:0,2")), Ok(1));
    assert!(s.legal_actions().contains(&mv("1:0,2")));
    // A top is not a way to its neighbours on the upper outside.
    let s = house(json!({"firefighters": [{"at": "1:0,2", "ap": 4}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(refused(&s, mv("1:0,1")).code(), "cannot_enter");
    // Nobody stands on an upper outside space without a ladder.
    let snap = Snapshot::from_partial(json!({"firefighters": [{"at": "1:0,2", "ap": 4}]}), None, 1)
        .expect("a snapshot");
    assert!(GameState::from_snapshot(townhouse(), &snap).is_err());
    let snap = Snapshot::from_partial(
        json!({"firefighters": [{"at": "1:0,2", "ap": 4}],
               "ladders": first_ladder(json!({"raised": "0,3"}))}),
        None,
        1,
    )
    .expect("a snapshot");
    let e = GameState::from_snapshot(townhouse(), &snap).expect_err("no ladder at 1:0,2");
    assert!(e.to_string().contains("2ND-BOARD-3"), "{e}");
}

// ------------------------------------------------------------ the top

/// 2ND-LADDER-6: one firefighter on a top; no Victim or Hazmat left on it.
#[test]
fn ladder_2nd_6_top_limits() {
    let two = json!({"firefighters": [{"at": "0,2", "ap": 4}, {"at": "1:0,2"}],
                     "ladders": first_ladder(json!({"raised": "0,2"}))});
    let s = house(two.clone());
    let e = refused(&s, mv("1:0,2"));
    assert_eq!(e, ActionError::TopOccupied { cell: at("1:0,2") });
    assert_eq!((e.code(), e.rule()), ("top_occupied", Some("2ND-LADDER-6")));
    assert!(!s.legal_actions().contains(&mv("1:0,2")));
    // From inside too.
    let mut inside = two.clone();
    inside["firefighters"][0]["at"] = json!("1:1,2");
    inside["doors"] = json!([{"edge": "1:0,2S", "state": "open"}]);
    assert_eq!(refused(&house(inside), mv("1:0,2")).code(), "top_occupied");
    // Nothing put down on a top.
    let s = house(json!({"firefighters": [{"at": "1:0,2", "ap": 4}],
                         "pois": [{"kind": "victim", "at": "1:0,2", "revealed": true,
                                   "carried_by": 0}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    let e = refused(&s, Action::Drop);
    assert_eq!((e.code(), e.rule()), ("forbidden", Some("2ND-LADDER-6")));
    assert!(!s.legal_actions().contains(&Action::Drop));
    let s = house(json!({"config": experienced(&["paramedic"], "0,3"),
                         "firefighters": [{"at": "1:0,2", "ap": 4, "specialist": "paramedic"}],
                         "pois": [{"kind": "victim", "at": "1:0,2", "revealed": true,
                                   "treated": true, "led_by": 0}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert_eq!(refused(&s, Action::Release).rule(), Some("2ND-LADDER-6"));
    // Nor a ladder.
    let s = house(json!({"firefighters": [{"at": "1:0,2", "ap": 4}],
                         "ladders": [{"raised": "0,2"}, {"carried_by": 0},
                                     {"at": "engine"}, {"at": "engine"}]}));
    assert_eq!(refused(&s, Action::DropLadder).rule(), Some("2ND-BOARD-3"));
    // A snapshot with a Victim lying on a top is refused.
    let snap = Snapshot::from_partial(
        json!({"firefighters": [{"at": "0,2", "ap": 4}],
               "pois": [victim_up("1:0,2")],
               "ladders": first_ladder(json!({"raised": "0,2"}))}),
        None,
        1,
    )
    .expect("a snapshot");
    assert!(GameState::from_snapshot(townhouse(), &snap).is_err());
}

/// 2ND-LADDER-7: a firefighter on a top acts normally: opens the window,
/// extinguishes, chops.
#[test]
fn ladder_2nd_7_acting_on_a_ladder() {
    let s = house(json!({"firefighters": [{"at": "1:0,3", "ap": 4}],
                         "smoke": ["1:0,3"],
                         "ladders": first_ladder(json!({"raised": "0,3"}))}));
    let legal = s.legal_actions();
    let wall = flashpoint::engine::EdgeRef::new(at("1:0,3"), flashpoint::engine::Dir::S);
    assert!(legal.contains(&Action::Chop(wall)), "{legal:?}");
    assert!(
        legal.contains(&Action::RemoveSmoke(at("1:0,3"))),
        "{legal:?}"
    );
}

// ------------------------------------------------------------ retracting

/// 2ND-LADDER-8: 1 AP from the foot; the ladder lies there, retracted.
#[test]
fn ladder_2nd_8_retract() {
    let mut s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    assert!(s.legal_actions().contains(&Action::RetractLadder));
    assert_eq!(s.cost(Action::RetractLadder), Ok(1));
    let events = apply(&mut s, Action::RetractLadder);
    assert_eq!(
        events_json(&events),
        [
            json!({"event": "ladder_retracted", "firefighter": 0, "ladder": 0,
                "foot": "0,2", "ap": 1})
        ]
    );
    assert_eq!(ladders(&s), first_ladder(json!({"lying": "0,2"})));
    assert_eq!(refused(&s, mv("1:0,2")).code(), "not_adjacent");
    // Ruling R40: picked up again for free.
    assert_eq!(s.cost(Action::PickUpLadder), Ok(0));
    // Only from the foot.
    let s = house(json!({"firefighters": [{"at": "0,3", "ap": 4}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}));
    let e = refused(&s, Action::RetractLadder);
    assert_eq!((e.code(), e.rule()), ("no_ladder", Some("2ND-LADDER-8")));
}

/// Ruling R40: no retracting while the top is occupied.
#[test]
fn r40_no_retract_while_the_top_is_occupied() {
    let s = house(
        json!({"firefighters": [{"at": "0,2", "ap": 4}, {"at": "1:0,2"}],
                         "ladders": first_ladder(json!({"raised": "0,2"}))}),
    );
    let e = refused(&s, Action::RetractLadder);
    assert_eq!((e.code(), e.rule()), ("forbidden", Some("R40")));
    assert!(!s.legal_actions().contains(&Action::RetractLadder));
}

// ---------------------------------------------------------- auto-retract

/// Three face-down False Alarms well inside, so the fire phase replenishes
/// nothing (FAM-POI-1) and no dice roll for it.
fn quiet_pois() -> Value {
    json!([
        poi("false_alarm", "6,4"),
        poi("false_alarm", "5,4"),
        poi("false_alarm", "6,3")
    ])
}

/// 2ND-LADDER-9 / Ruling R40: Fire placed on the foot (here by an explosion
/// at 1,2 blasting through the entrance 0,2S) retracts the ladder at once,
/// and the firefighter on the top comes down to the foot: not a knockdown
/// of its own, though it now stands in the Fire.
#[test]
fn ladder_2nd_9_fire_on_the_foot_retracts_the_ladder() {
    let mut s = house(json!({"firefighters": [{"at": "1:0,2", "ap": 0}],
                             "fire": ["1,2"],
                             "pois": quiet_pois(),
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    s.force_dice([1, 2]);
    let events = apply(&mut s, Action::EndTurn);
    let json = events_json(&events);
    let pos = |want: Value| {
        json.iter()
            .position(|e| {
                want.as_object()
                    .expect("an object")
                    .iter()
                    .all(|(k, v)| e.get(k) == Some(v))
            })
            .unwrap_or_else(|| panic!("no event {want} in {json:#?}"))
    };
    let fire = pos(json!({"event": "fire_placed", "cell": "0,2"}));
    let retracted = pos(json!({"event": "ladder_auto_retracted", "ladder": 0,
                               "foot": "0,2", "cell": "0,2"}));
    let down = pos(json!({"event": "left_ladder_top", "firefighter": 0,
                          "from": "1:0,2", "to": "0,2"}));
    let knocked = pos(json!({"event": "knocked_down", "firefighter": 0, "cell": "0,2"}));
    assert!(fire < retracted && retracted < down && down < knocked);
    assert_eq!(ladders(&s), first_ladder(json!({"lying": "0,2"})));
}

/// 2ND-LADDER-9: Fire on the top (an explosion at 1:1,2 through the
/// destroyed window 1:0,2S) retracts the ladder too; the top's firefighter
/// comes down with the Victim it carries, which is out of the building.
#[test]
fn ladder_2nd_9_fire_on_the_top_retracts_the_ladder() {
    let mut s = house(json!({"firefighters": [{"at": "1:0,2", "ap": 0}],
                             "fire": ["1:1,2"],
                             "damage": [{"edge": "1:0,2S", "cubes": 1}],
                             "pois": [{"kind": "victim", "at": "1:0,2", "revealed": true,
                                       "carried_by": 0},
                                      poi("false_alarm", "6,4"), poi("false_alarm", "5,4"),
                                      poi("false_alarm", "6,3")],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}));
    // Red 1, black 6: the upper floor's 1,2 (black offset 4).
    s.force_dice([1, 6]);
    let events = apply(&mut s, Action::EndTurn);
    let json = events_json(&events);
    assert!(
        json.iter().any(|e| e["event"] == "ladder_auto_retracted"
            && e["cell"] == "1:0,2"
            && e["foot"] == "0,2"),
        "{json:#?}"
    );
    assert!(json.iter().any(|e| e["event"] == "left_ladder_top"));
    assert!(json.iter().any(|e| e["event"] == "victim_rescued"));
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.firefighters()[0].cell, s.board().cell_at(at("0,2")));
    assert_eq!(ladders(&s), first_ladder(json!({"lying": "0,2"})));
}

/// 2ND-LADDER-9: a ladder is not raised into Fire (it would retract at once).
#[test]
fn ladder_2nd_9_no_raising_into_fire() {
    let s = house(json!({"firefighters": [{"at": "0,2", "ap": 4}],
                         "fire": ["1:0,2"],
                         "ladders": first_ladder(json!({"carried_by": 0}))}));
    assert_eq!(
        refused(&s, Action::RaiseLadder).rule(),
        Some("2ND-LADDER-9")
    );
}

// ------------------------------------------------------- Move-type actions

/// 2ND-LADDER-0: ladder actions are Move-type: the Rescue Specialist's Move
/// pool pays them.
#[test]
fn ladder_2nd_0_the_move_pool_pays() {
    let mut s = house(json!({"config": experienced(&["rescue_specialist"], "0,3"),
                             "firefighters": [{"at": "0,2", "ap": 4, "pool": 3,
                                               "specialist": "rescue_specialist"}],
                             "ladders": first_ladder(json!({"carried_by": 0}))}));
    apply(&mut s, Action::RaiseLadder);
    assert_eq!((s.firefighters()[0].ap, s.firefighters()[0].pool), (4, 1));
    apply(&mut s, Action::RetractLadder);
    assert_eq!((s.firefighters()[0].ap, s.firefighters()[0].pool), (4, 0));
}

/// 2ND-LADDER-0: the Fire Captain commands ladder actions and climbs, paid
/// as commands (Command AP first, SPEC-CAPTAIN-2).
#[test]
fn ladder_2nd_0_the_captain_commands_ladders() {
    let mut s = house(
        json!({"config": experienced(&["fire_captain", "generalist"], "0,3"),
                             "firefighters": [{"at": "0,3", "ap": 4, "pool": 2,
                                               "specialist": "fire_captain"},
                                              {"at": "0,4", "specialist": "generalist"}]}),
    );
    let take = Action::CommandLadder {
        firefighter: 1,
        order: LadderOrder::Take,
    };
    assert!(s.legal_actions().contains(&take));
    let events = apply(&mut s, take);
    assert_eq!(kinds(&events), ["commanded", "ladder_taken"]);
    assert_eq!(ladders(&s), first_ladder(json!({"carried_by": 1})));
    apply(
        &mut s,
        Action::CommandMove {
            firefighter: 1,
            to: at("0,3"),
        },
    );
    apply(
        &mut s,
        Action::CommandMove {
            firefighter: 1,
            to: at("0,2"),
        },
    );
    let raise = Action::CommandLadder {
        firefighter: 1,
        order: LadderOrder::Raise,
    };
    assert!(s.legal_actions().contains(&raise));
    assert_eq!(s.cost(raise), Ok(2));
    apply(&mut s, raise);
    assert_eq!(ladders(&s), first_ladder(json!({"raised": "0,2"})));
    // Command AP first: the two moves spent it, the raise 2 of 4 regular.
    assert_eq!((s.firefighters()[0].ap, s.firefighters()[0].pool), (2, 0));
    // The climb is a commanded move.
    let mut s = house(
        json!({"config": experienced(&["fire_captain", "generalist"], "0,3"),
                             "firefighters": [{"at": "0,3", "ap": 4, "pool": 2,
                                               "specialist": "fire_captain"},
                                              {"at": "0,2", "specialist": "generalist"}],
                             "ladders": first_ladder(json!({"raised": "0,2"}))}),
    );
    let climb = Action::CommandMove {
        firefighter: 1,
        to: at("1:0,2"),
    };
    assert!(s.legal_actions().contains(&climb));
    assert_eq!(s.cost(climb), Ok(1));
    apply(&mut s, climb);
    assert_eq!(s.firefighters()[1].cell, s.board().cell_at(at("1:0,2")));
    let retract = Action::CommandLadder {
        firefighter: 1,
        order: LadderOrder::Retract,
    };
    assert_eq!(refused(&s, retract).code(), "no_ladder");
}

// -------------------------------------------------------------- formats

/// The snapshot lists the ladders and reads them back; it refuses a wrong
/// count, a missing carrier, a ladder raised off a foot, and ladders on a
/// board without them.
#[test]
fn snapshots_carry_the_ladders() {
    let mut s = house(
        json!({"firefighters": [{"at": "0,2", "ap": 4}, {"at": "1,2"}],
                             "ladders": [{"raised": "0,2"}, {"carried_by": 1},
                                         {"lying": "3,3"}, {"at": "engine"}]}),
    );
    assert_eq!(
        ladders(&s),
        json!([{"raised": "0,2"}, {"carried_by": 1}, {"lying": "3,3"}, {"at": "engine"}])
    );
    apply(&mut s, mv("1:0,2"));
    let back = GameState::from_snapshot(townhouse(), &s.snapshot()).expect("round trip");
    assert_eq!(back, s);
    let bad = |ladders: Value, field: &str| {
        let snap = Snapshot::from_partial(
            json!({"firefighters": [{"at": "0,2", "ap": 4}], "ladders": ladders}),
            None,
            1,
        )
        .expect("a snapshot");
        let e = GameState::from_snapshot(townhouse(), &snap).expect_err("refused");
        assert_eq!(e.field, field, "{e}");
    };
    bad(json!([{"at": "engine"}]), "ladders");
    bad(first_ladder(json!({"carried_by": 3})), "ladders");
    bad(first_ladder(json!({"raised": "0,0"})), "ladders");
    bad(first_ladder(json!({"raised": "2,2"})), "ladders");
    bad(first_ladder(json!({"lying": "1:0,2"})), "ladders");
    let snap = Snapshot::from_partial(
        json!({"firefighters": [{"at": "0,2", "ap": 4}], "ladders": [{"at": "engine"}]}),
        None,
        1,
    )
    .expect("a snapshot");
    assert!(GameState::from_snapshot(front(), &snap).is_err());
}

/// Actions are written in snake case, as in scripts.
#[test]
fn ladder_actions_read_as_json() {
    assert_eq!(act(json!("take_ladder")), Action::TakeLadder);
    assert_eq!(act(json!("drop_ladder")), Action::DropLadder);
    assert_eq!(act(json!("pick_up_ladder")), Action::PickUpLadder);
    assert_eq!(act(json!("raise_ladder")), Action::RaiseLadder);
    assert_eq!(act(json!("retract_ladder")), Action::RetractLadder);
    assert_eq!(
        act(json!({"command_ladder": {"firefighter": 1, "order": "raise"}})),
        Action::CommandLadder {
            firefighter: 1,
            order: LadderOrder::Raise
        }
    );
}

/// Random play on the townhouse reaches every ladder rule: the property
/// tests' invariants then cover them (tests/random_games.rs).
#[test]
fn random_play_uses_the_ladders() {
    use flashpoint::engine::event::EventSink;
    use flashpoint::sim::Player;
    #[derive(Default)]
    struct Seen(std::collections::BTreeSet<String>);
    impl EventSink for Seen {
        fn emit(&mut self, event: Event) {
            let json = serde_json::to_value(event).expect("serialises");
            if let Some(name) = json["event"].as_str()
                && (name.starts_with("ladder") || name == "left_ladder_top")
            {
                self.0.insert(name.to_owned());
            }
            if let Event::Moved {
                way: MoveWay::Ladder,
                ..
            } = event
            {
                self.0.insert("climbed".to_owned());
            }
        }
    }
    let mut seen = Seen::default();
    for seed in 0..300 {
        let mut player =
            Player::new(townhouse(), flashpoint::engine::GameConfig::family(2)).expect("a game");
        player.play_with(seed, 3_000, &mut seen, |_, _| {});
    }
    for name in [
        "ladder_taken",
        "ladder_dropped",
        "ladder_picked_up",
        "ladder_raised",
        "ladder_retracted",
        "climbed",
        "ladder_auto_retracted",
        "left_ladder_top",
    ] {
        assert!(seen.0.contains(name), "{name} never happened: {:?}", seen.0);
    }
}

// ---------------------------------------------------------- the reserve

/// A Structural Engineer (who cannot flip Fire, SPEC-ENGINEER-3) on a
/// raised ladder's top, next to an upper room on Fire, and a generalist.
fn engineer_on_the_top(ap: u8, generalist_at: &str) -> GameState {
    let firefighters = json!([{"at": "1:0,2", "ap": ap, "specialist": "structural_engineer"},
                              {"at": generalist_at, "specialist": "generalist"}]);
    house(
        json!({"config": experienced(&["structural_engineer", "generalist"], "0,3"),
                 "fire": ["1:1,2", "1:1,1", "1:1,3", "1:2,2"],
                 "doors": [{"edge": "1:0,2S", "state": "open"}],
                 "firefighters": firefighters,
                 "ladders": first_ladder(json!({"raised": "0,2"}))}),
    )
}

/// FAM-ACT-END-3 with 2ND-LADDER-5/6: a Fire room whose only way out is a
/// raised ladder's free top can be entered with 1 AP kept for the step
/// back (engine ruling E33); the top holds one firefighter, so it is no way
/// out for a second one on that cell.
#[test]
fn fam_act_end_3_a_raised_ladder_top_is_a_way_out() {
    let into = mv("1:1,2");
    let s = engineer_on_the_top(3, "0,4");
    assert_eq!(s.cost(into), Ok(2), "into Fire");
    assert!(s.legal_actions().contains(&into), "1 AP left for the top");
    let s = engineer_on_the_top(2, "0,4");
    assert_eq!(refused(&s, into).code(), "would_be_trapped");
}

/// A Fire Captain at the foot of a raised ladder, and a generalist in the
/// burning room above, whose one way out is the ladder's top: the Captain
/// may command it out that way, and may not retract the ladder first.
#[test]
fn fam_act_end_3_the_captain_keeps_the_ladder_way_out() {
    let mut s = house(
        json!({"config": experienced(&["fire_captain", "generalist"], "0,3"),
        "fire": ["1:1,2", "1:1,1", "1:1,3", "1:2,2"],
        "doors": [{"edge": "1:0,2S", "state": "open"}],
        "firefighters": [{"at": "0,2", "ap": 4, "pool": 2, "specialist": "fire_captain"},
                         {"at": "1:1,2", "specialist": "generalist"}],
        "ladders": first_ladder(json!({"raised": "0,2"}))}),
    );
    assert_eq!(refused(&s, Action::RetractLadder).code(), "would_strand");
    let out = Action::CommandMove {
        firefighter: 1,
        to: at("1:0,2"),
    };
    assert_eq!(s.cost(out), Ok(1));
    apply(&mut s, out);
    assert!(s.legal_actions().contains(&Action::CommandMove {
        firefighter: 1,
        to: at("0,2"),
    }));
}

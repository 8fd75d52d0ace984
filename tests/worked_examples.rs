//! The worked examples of the rules specification (§10) that apply to the
//! family game, one test each. Each test names its TC id and the rule IDs it
//! exercises. Unless an example says otherwise (§10): front board, only the
//! listed tokens exist, doors are closed, no cubes.
//!
//! The fire phase runs inside `end_turn`; every die of a test is forced, the
//! POI replenishing that follows the fire phase included (FAM-POI-1), and each
//! test checks that all forced values were used.

mod common;
use common::*;

use flashpoint::engine::board::EdgeKind;
use flashpoint::engine::state::{DoorState, EdgeState, Item, PoiKind, TokenPlace};
use flashpoint::engine::{
    Action, ActionError, CellId, EdgeRef, Event, FireLevel, GameState, Stage,
};
use serde_json::{Value, json};

// --- helpers ------------------------------------------------------------

fn matches(event: &Value, pattern: &Value) -> bool {
    pattern
        .as_object()
        .expect("an event pattern is a JSON object")
        .iter()
        .all(|(k, v)| event.get(k) == Some(v))
}

/// Indices of the events matching `pattern` (every field listed must be equal).
fn find(events: &[Event], pattern: &Value) -> Vec<usize> {
    events_json(events)
        .iter()
        .enumerate()
        .filter(|(_, e)| matches(e, pattern))
        .map(|(i, _)| i)
        .collect()
}

fn count(events: &[Event], pattern: Value) -> usize {
    find(events, &pattern).len()
}

/// Index of the only event matching `pattern`; fails if there is none or more.
fn one(events: &[Event], pattern: Value) -> usize {
    let hits = find(events, &pattern);
    assert_eq!(
        hits.len(),
        1,
        "expected exactly one event matching {pattern}, got {} in {:#?}",
        hits.len(),
        events_json(events)
    );
    hits[0]
}

fn none(events: &[Event], pattern: Value) {
    let hits = find(events, &pattern);
    assert!(
        hits.is_empty(),
        "expected no event matching {pattern}, got {:#?}",
        hits.iter()
            .map(|&i| events_json(events)[i].clone())
            .collect::<Vec<_>>()
    );
}

fn cell(s: &GameState, pos: &str) -> CellId {
    s.board().cell_at(at(pos)).expect("cell on the board")
}

fn edge(s: &GameState, name: &str) -> EdgeState {
    let r: EdgeRef = name.parse().expect("edge name");
    s.edge_state(s.board().edge_at(r).expect("edge on the board"))
}

fn edge_open(s: &GameState, name: &str) -> bool {
    let r: EdgeRef = name.parse().expect("edge name");
    s.edge_open(s.board().edge_at(r).expect("edge on the board"))
}

fn cubes_on(s: &GameState, name: &str) -> u8 {
    edge(s, name).cubes
}

/// Door tokens still on the board (closed or open).
fn doors_left(s: &GameState) -> usize {
    let b = s.board();
    b.edge_ids()
        .filter(|&e| b.edge(e).kind == Some(EdgeKind::Door))
        .filter(|&e| s.edge_state(e).door != DoorState::Destroyed)
        .count()
}

fn ff_at(s: &GameState, i: usize) -> String {
    let c = s.firefighters()[i].cell.expect("firefighter placed");
    s.board().pos(c).to_string()
}

fn ap(s: &GameState) -> u8 {
    s.firefighters()[0].ap
}

fn saved(s: &GameState) -> u8 {
    s.firefighters()[0].saved
}

fn mv(pos: &str) -> Action {
    Action::Move(at(pos))
}

/// Ends the action phase with these forced dice (advance fire, then replenish)
/// and checks that they were all used.
fn end_turn(s: &mut GameState, dice: &[u8]) -> Vec<Event> {
    s.force_dice(dice.iter().copied());
    let events = apply(s, Action::EndTurn);
    assert_eq!(
        s.dice().forced().len(),
        0,
        "not every forced die was used: {:#?}",
        events_json(&events)
    );
    events
}

fn sorted_actions(mut v: Vec<Action>) -> Vec<Action> {
    v.sort();
    v
}

// --- §10 actions examples -------------------------------------------------

/// TC-ACT-1 (actions example 1).
/// Rules: FAM-ACT-MOVE-2, FAM-ACT-MOVE-1, FAM-ACT-END-3 (Ruling R5),
/// FAM-ACT-DOOR-1, ADJ-2, FAM-AP-3, FAM-ACT-END-1.
#[test]
fn tc_act_1_actions_example_1() {
    let mut s = state(
        front(),
        json!({"fire": ["1,2"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );

    // 1. Move E into the Fire at (1,2): 2 AP. Legal: an escape costs 1 and 2 AP remain.
    assert_eq!(s.check(mv("1,2")), Ok(()));
    let ev = apply(&mut s, mv("1,2"));
    one(
        &ev,
        json!({"event": "moved", "firefighter": 0, "from": "1,1", "to": "1,2", "ap": 2}),
    );
    assert_eq!(ap(&s), 2);
    assert_eq!(ff_at(&s, 0), "1,2");
    // The escapes the example names are indeed open: (1,1) and (1,3) for 1 AP.
    assert!(s.is_legal(mv("1,1")));
    assert!(s.is_legal(mv("1,3")));

    // 2. Move E to (1,3): 1 AP.
    let ev = apply(&mut s, mv("1,3"));
    one(
        &ev,
        json!({"event": "moved", "from": "1,2", "to": "1,3", "ap": 1}),
    );
    assert_eq!(ap(&s), 1);
    // The closed door (1,3)E separates (1,3) and (1,4).
    assert!(!edge_open(&s, "1,3E"));
    assert!(!s.adjacent(cell(&s, "1,3")).any(|c| c == cell(&s, "1,4")));

    // 3. Open the door (1,3)E: 1 AP; (1,3) and (1,4) are now adjacent.
    let ev = apply(&mut s, act(json!({"open": "1,3E"})));
    one(
        &ev,
        json!({"event": "door_opened", "firefighter": 0, "edge": "1,3E", "ap": 1}),
    );
    assert_eq!(edge(&s, "1,3E").door, DoorState::Open);
    assert!(edge_open(&s, "1,3E"));
    assert!(s.adjacent(cell(&s, "1,3")).any(|c| c == cell(&s, "1,4")));

    // Expected: F at (1,3), 0 AP, 0 saved.
    assert_eq!(ff_at(&s, 0), "1,3");
    assert_eq!(ap(&s), 0);
    assert_eq!(saved(&s), 0);
    // Ending the action phase saves nothing (FAM-AP-3): the next turn has 4 AP.
    // Advance fire (6,8): Smoke, no Fire near; replenish 3 POIs at (6,1) (6,2) (6,3).
    let ev = end_turn(&mut s, &[6, 8, 6, 1, 6, 2, 6, 3]);
    one(
        &ev,
        json!({"event": "turn_ended", "firefighter": 0, "saved": 0, "forfeited": 0}),
    );
    one(
        &ev,
        json!({"event": "turn_started", "firefighter": 0, "ap": 4}),
    );
    assert_eq!(ff_at(&s, 0), "1,3");
}

/// TC-ACT-2 (actions example 2).
/// Rules: FAM-ACT-EXT-3, FAM-ACT-MOVE-1, FAM-ACT-POI-1, FAM-AP-3, FAM-AP-1.
#[test]
fn tc_act_2_actions_example_2() {
    let mut s = state(
        front(),
        json!({
            "fire": ["5,2"],
            "pois": [{"kind": "victim", "at": "5,4"}],
            "firefighters": [{"at": "5,3", "ap": 4}]
        }),
    );

    // 1. Remove the Fire at (5,2): 2 AP.
    let ev = apply(&mut s, act(json!({"remove_fire": "5,2"})));
    one(
        &ev,
        json!({"event": "extinguished", "cell": "5,2", "from": "fire", "to": "clear", "ap": 2}),
    );
    assert_eq!(s.fire_at_pos(at("5,2")), FireLevel::Clear);
    assert_eq!(ap(&s), 2);

    // 2. Move E to (5,4): 1 AP; the POI is revealed (0 AP) and stays as a Victim.
    let ev = apply(&mut s, mv("5,4"));
    let moved = one(
        &ev,
        json!({"event": "moved", "from": "5,3", "to": "5,4", "ap": 1}),
    );
    let revealed = one(
        &ev,
        json!({"event": "poi_revealed", "token": 0, "cell": "5,4", "kind": "victim"}),
    );
    assert!(moved < revealed);
    none(&ev, json!({"event": "false_alarm_removed"}));
    assert_eq!(ap(&s), 1, "revealing costs nothing");
    assert_eq!(s.tokens()[0].kind, PoiKind::Victim);
    assert_eq!(
        s.tokens()[0].place,
        TokenPlace::Board {
            cell: cell(&s, "5,4"),
            revealed: true,
        }
    );
    assert_eq!(s.carrier_of(Item::Victim(0)), None);

    // Expected: 1 AP left -> 1 saved.
    // Advance fire (1,8): Smoke; replenish 2 POIs (one Victim on the board) at (1,1) (1,2).
    let ev = end_turn(&mut s, &[1, 8, 1, 1, 1, 2]);
    one(
        &ev,
        json!({"event": "turn_ended", "firefighter": 0, "saved": 1, "forfeited": 0}),
    );
    // The next turn: 4 + 1 saved (FAM-AP-1), which is where TC-ACT-3 starts.
    one(
        &ev,
        json!({"event": "turn_started", "firefighter": 0, "ap": 5}),
    );
    assert_eq!(ap(&s), 5);
}

/// TC-ACT-3 (actions example 3).
/// Rules: FAM-AP-1, FAM-ACT-CARRY-1 (Ruling R28), FAM-ACT-MOVE-3,
/// FAM-ACT-CHOP-1, BOARD-2, ADJ-2, FAM-ACT-MOVE-1.
#[test]
fn tc_act_3_actions_example_3() {
    let mut s = state(
        front(),
        json!({
            "damage": [{"edge": "5,5E", "cubes": 1}],
            "pois": [{"kind": "victim", "at": "5,4", "revealed": true}],
            "firefighters": [{"at": "5,4", "ap": 5}]
        }),
    );
    assert_eq!(s.cubes_placed(), 1);

    // 1. Carry the Victim E to (5,5): 2 AP (picking it up is free).
    let ev = apply(&mut s, Action::PickUp(0));
    one(
        &ev,
        json!({"event": "picked_up", "item": {"victim": 0}, "cell": "5,4"}),
    );
    assert_eq!(ap(&s), 5);
    let ev = apply(&mut s, mv("5,5"));
    one(
        &ev,
        json!({"event": "moved", "from": "5,4", "to": "5,5", "ap": 2, "carrying": {"victim": 0}}),
    );
    assert_eq!(ap(&s), 3);
    // The damaged wall (1 cube) still blocks (BOARD-2, ADJ-2).
    assert!(!s.is_legal(mv("5,6")));

    // 2. Chop (5,5)E: 2 AP; 2 cubes = destroyed.
    let ev = apply(&mut s, act(json!({"chop": "5,5E"})));
    one(&ev, json!({"event": "chopped", "edge": "5,5E", "ap": 2}));
    one(
        &ev,
        json!({"event": "cube_placed", "edge": "5,5E", "cubes": 2, "destroyed": true, "total": 2}),
    );
    assert_eq!(ap(&s), 1);
    assert_eq!(cubes_on(&s, "5,5E"), 2);
    assert!(edge_open(&s, "5,5E"));

    // 3. Drop the Victim (0 AP) and move E through the destroyed wall: 1 AP.
    let ev = apply(&mut s, Action::Drop);
    one(
        &ev,
        json!({"event": "dropped", "item": {"victim": 0}, "cell": "5,5"}),
    );
    assert_eq!(ap(&s), 1);
    let ev = apply(&mut s, mv("5,6"));
    one(
        &ev,
        json!({"event": "moved", "from": "5,5", "to": "5,6", "ap": 1, "carrying": null}),
    );

    // Expected: F at (5,6), Victim at (5,5), 0 AP, board cubes 2.
    assert_eq!(ff_at(&s, 0), "5,6");
    assert_eq!(
        s.tokens()[0].place,
        TokenPlace::Board {
            cell: cell(&s, "5,5"),
            revealed: true,
        }
    );
    assert_eq!(s.carrier_of(Item::Victim(0)), None);
    assert_eq!(ap(&s), 0);
    assert_eq!(s.cubes_placed(), 2);
}

// --- §10 fire examples -----------------------------------------------------

/// TC-FIRE-1 (fire-advance example), turns A and B.
/// Rules: FAM-FIRE-ADV-1, FAM-FIRE-ADV-2, GEN-3, ADJ-2, COMP-2 (supply).
#[test]
fn tc_fire_1_fire_advance_example() {
    // F waits outside, far away.
    let mut s = state(
        front(),
        json!({"smoke": ["2,1"], "firefighters": [{"at": "7,8", "ap": 4}]}),
    );
    assert_eq!(s.fire_supply(), 32);

    // Turn A: red 2 / black 1 hits the Smoke: (2,1) becomes Fire, one token back.
    // Then replenish 3 POIs at (6,6) (6,7) (6,8).
    let ev = end_turn(&mut s, &[2, 1, 6, 6, 6, 7, 6, 8]);
    one(
        &ev,
        json!({"event": "rolled", "purpose": "advance_fire", "roll": {"red": 2, "black": 1}, "cell": "2,1"}),
    );
    one(&ev, json!({"event": "smoke_on_smoke", "cell": "2,1"}));
    none(&ev, json!({"event": "smoke_placed"}));
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&["2,1"]));
    assert_eq!(cells_with(&s, FireLevel::Smoke), Vec::<String>::new());
    assert_eq!(
        s.fire_supply(),
        32,
        "one token on (2,1), the other returned"
    );

    // Turn B: (3,1) is empty and adjacent to the Fire at (2,1) through the open
    // edge (2,1)S: the Smoke placed there flips to Fire. 3 POIs: no replenish.
    assert!(edge_open(&s, "2,1S"));
    let ev = end_turn(&mut s, &[3, 1]);
    one(
        &ev,
        json!({"event": "rolled", "purpose": "advance_fire", "roll": {"red": 3, "black": 1}, "cell": "3,1"}),
    );
    let placed = one(&ev, json!({"event": "smoke_placed", "cell": "3,1"}));
    let ignited = one(&ev, json!({"event": "smoke_ignited", "cell": "3,1"}));
    assert!(placed < ignited);
    none(&ev, json!({"event": "rolled", "purpose": "replenish_poi"}));

    // Expected: Fire at (2,1) and (3,1).
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&["2,1", "3,1"]));
    assert_eq!(cells_with(&s, FireLevel::Smoke), Vec::<String>::new());
    assert_eq!(s.fire_supply(), 31);
}

const FAMILY_FIRES: [&str; 10] = [
    "2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6",
];

/// TC-EXPL-1 (explosion example).
/// Rules: FAM-SETUP-3, FAM-FIRE-ADV-2, FAM-FIRE-EXPL-1..3, FAM-FIRE-SHOCK-1,
/// FAM-FIRE-SEC-1 (steps 1-3), FAM-KD-1 (Ruling R7, App. F), FAM-KD-2,
/// BOARD-3, COMP-2.
#[test]
fn tc_expl_1_explosion_example() {
    let mut s = state(
        front(),
        json!({
            "fire": FAMILY_FIRES,
            "pois": [{"kind": "victim", "at": "4,3"}],
            "firefighters": [{"at": "3,6", "ap": 4}]
        }),
    );
    assert_eq!(doors_left(&s), 8);

    // Roll (3,3), on Fire: explosion. Replenish afterwards: (1,1) (1,6) (6,1).
    s.force_dice([3, 3, 1, 1, 1, 6, 6, 1]);
    let ev = apply(&mut s, Action::EndTurn);
    one(
        &ev,
        json!({"event": "rolled", "purpose": "advance_fire", "roll": {"red": 3, "black": 3}, "cell": "3,3"}),
    );
    one(&ev, json!({"event": "explosion", "cell": "3,3"}));
    // Up: wall (2,3)S +1 cube.
    one(
        &ev,
        json!({"event": "cube_placed", "edge": "2,3S", "cubes": 1, "destroyed": false, "total": 1}),
    );
    assert_eq!(count(&ev, json!({"event": "cube_placed"})), 1);
    // Left: closed door (3,2)E removed, no cube.
    one(
        &ev,
        json!({"event": "door_destroyed", "edge": "3,2E", "was_open": false}),
    );
    assert_eq!(count(&ev, json!({"event": "door_destroyed"})), 1);
    // Down: (4,3) empty -> Fire.
    one(&ev, json!({"event": "fire_placed", "cell": "4,3"}));
    // Right: shockwave through (3,4) and (3,5) -> Fire at (3,6).
    one(
        &ev,
        json!({"event": "shockwave_started", "cell": "3,4", "heading": {"dir": "E"}}),
    );
    let w1 = one(
        &ev,
        json!({"event": "shockwave", "from": "3,4", "to": "3,5", "heading": {"dir": "E"}}),
    );
    let w2 = one(
        &ev,
        json!({"event": "shockwave", "from": "3,5", "to": "3,6", "heading": {"dir": "E"}}),
    );
    let fire36 = one(&ev, json!({"event": "fire_placed", "cell": "3,6"}));
    assert!(w1 < w2 && w2 < fire36);
    assert_eq!(count(&ev, json!({"event": "fire_placed"})), 2);
    // Secondary effects: no flashover (no Smoke).
    none(&ev, json!({"event": "flashover"}));
    // F knocked down; a tie at distance 3 between (0,6) and (3,9): the player chooses.
    let kd = one(
        &ev,
        json!({"event": "knocked_down", "firefighter": 0, "cell": "3,6", "choices": 2}),
    );
    assert!(fire36 < kd);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    assert_eq!(
        sorted_actions(s.legal_actions()),
        sorted_actions(vec![
            Action::KnockdownTo(at("0,6")),
            Action::KnockdownTo(at("3,9"))
        ])
    );
    assert!(matches!(
        s.check(Action::KnockdownTo(at("0,5"))),
        Err(ActionError::NotAKnockdownSpot { .. })
    ));
    assert!(matches!(
        s.check(Action::KnockdownTo(at("4,9"))),
        Err(ActionError::NotAKnockdownSpot { .. })
    ));

    // The other choice is just as good.
    let mut other = s.clone();
    apply(&mut other, Action::KnockdownTo(at("3,9")));
    assert_eq!(ff_at(&other, 0), "3,9");

    let ev = apply(&mut s, Action::KnockdownTo(at("0,6")));
    let reloc = one(
        &ev,
        json!({"event": "relocated", "firefighter": 0, "from": "3,6", "to": "0,6"}),
    );
    assert_eq!(ff_at(&s, 0), "0,6");
    // The POI at (4,3) is revealed and lost (lost = 1).
    let rev = one(
        &ev,
        json!({"event": "poi_revealed", "token": 0, "cell": "4,3", "kind": "victim"}),
    );
    let lost = one(
        &ev,
        json!({"event": "victim_lost", "token": 0, "cell": "4,3", "lost": 1}),
    );
    assert!(reloc < rev && rev < lost);
    assert_eq!(s.lost(), 1);
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.dice().forced().len(), 0);
    assert_eq!(s.stage(), Stage::Actions);

    // Expected: 12 Fires, 1 cube, 7 doors, Fire/Smoke supply 21.
    let mut fires: Vec<&str> = FAMILY_FIRES.to_vec();
    fires.extend(["4,3", "3,6"]);
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&fires));
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 12);
    assert_eq!(cells_with(&s, FireLevel::Smoke), Vec::<String>::new());
    assert_eq!(s.cubes_placed(), 1);
    assert_eq!(cubes_on(&s, "2,3S"), 1);
    assert_eq!(edge(&s, "3,2E").door, DoorState::Destroyed);
    assert_eq!(doors_left(&s), 7);
    assert_eq!(s.fire_supply(), 21);
}

/// TC-FLASH-1 (flashover example).
/// Rules: FAM-FIRE-ADV-2, FAM-FIRE-SEC-1 step 1 (flashover to fixpoint),
/// ADJ-2 (open doors pass, walls block), ADJ-3.
#[test]
fn tc_flash_1_flashover_example() {
    let mut s = state(
        front(),
        json!({
            "smoke": ["1,6", "1,7", "1,8", "2,4", "2,5", "2,6", "2,7", "3,7"],
            "doors": [{"edge": "2,5E", "state": "open"}],
            "firefighters": [{"at": "7,1", "ap": 4}]
        }),
    );

    // Roll (1,7) = Smoke -> Fire. Replenish afterwards: (6,1) (6,2) (6,3).
    let ev = end_turn(&mut s, &[1, 7, 6, 1, 6, 2, 6, 3]);
    let flip = one(&ev, json!({"event": "smoke_on_smoke", "cell": "1,7"}));

    // Flashover flips 6, wave by wave.
    let waves: Vec<(String, u64)> = events_json(&ev)
        .iter()
        .filter(|e| e["event"] == "flashover")
        .map(|e| {
            (
                e["cell"].as_str().expect("cell").to_owned(),
                e["wave"].as_u64().expect("wave"),
            )
        })
        .collect();
    let mut got = waves.clone();
    got.sort();
    let mut want: Vec<(String, u64)> = [
        ("1,6", 1),
        ("1,8", 1),
        ("2,7", 1),
        ("2,6", 2),
        ("2,5", 3),
        ("2,4", 4),
    ]
    .iter()
    .map(|(c, w)| ((*c).to_owned(), *w))
    .collect();
    want.sort();
    assert_eq!(got, want, "flashover waves");
    // Waves come in order, after the flip at (1,7).
    assert!(waves.windows(2).all(|p| p[0].1 <= p[1].1));
    assert!(
        find(&ev, &json!({"event": "flashover"}))
            .iter()
            .all(|&i| i > flip)
    );

    // (3,7) stays Smoke: walls (2,7)S and (3,6)E isolate it.
    none(&ev, json!({"event": "flashover", "cell": "3,7"}));
    assert_eq!(s.fire_at_pos(at("3,7")), FireLevel::Smoke);
    assert_eq!(cells_with(&s, FireLevel::Smoke), sorted(&["3,7"]));
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["1,6", "1,7", "1,8", "2,4", "2,5", "2,6", "2,7"])
    );
    // Flashover does not touch the door, and uses no new token.
    assert_eq!(edge(&s, "2,5E").door, DoorState::Open);
    assert_eq!(s.fire_supply(), 33 - 8);
}

// --- §10 2nd Story examples (TC-2S fixture) ---------------------------------
// The fixture rolls a floor die first (G = face 1, U = face 2), then red, black.

/// Replenish rolls on the fixture: three empty ground-floor cells.
const FIXTURE_REPLENISH: [u8; 9] = [1, 5, 5, 1, 5, 6, 1, 5, 7];

fn fixture_turn(s: &mut GameState, target: [u8; 3]) -> Vec<Event> {
    let mut dice = target.to_vec();
    dice.extend(FIXTURE_REPLENISH);
    end_turn(s, &dice)
}

const U_STAIR_WALLS: [&str; 3] = ["1:1,2S", "1:2,2S", "1:2,1E"];

/// TC-2S-1 (stair explosion), main case.
/// Rules: 2ND-STAIRS-1, 2ND-STAIRS-3, 2ND-STAIRS-4, FAM-FIRE-EXPL-2,
/// FAM-FIRE-SHOCK-1, Ruling R39, Ruling R35.
#[test]
fn tc_2s_1_stair_explosion() {
    let mut s = state(
        two_floor(),
        json!({"fire": ["2,2", "1:2,2"], "firefighters": [{"at": "7,8", "ap": 4}]}),
    );
    let ev = fixture_turn(&mut s, [1, 2, 2]);
    one(&ev, json!({"event": "explosion", "cell": "2,2"}));
    // N, S, W: +1 cube each.
    for e in ["1,2S", "2,2S", "2,1E"] {
        one(&ev, json!({"event": "cube_placed", "edge": e, "cubes": 1}));
        assert_eq!(cubes_on(&s, e), 1, "{e}");
    }
    assert_eq!(count(&ev, json!({"event": "cube_placed"})), 3);
    assert_eq!(s.cubes_placed(), 3);
    // E: Fire at G(2,3) (Ruling R39).
    one(&ev, json!({"event": "fire_placed", "cell": "2,3"}));
    // Stairs: U(2,2) is on Fire -> shockwave E from U(2,2) -> Fire at U(2,3).
    one(
        &ev,
        json!({"event": "blast", "from": "2,2", "heading": "stairs"}),
    );
    one(
        &ev,
        json!({"event": "shockwave_started", "cell": "1:2,2", "heading": {"dir": "E"}}),
    );
    one(
        &ev,
        json!({"event": "shockwave", "from": "1:2,2", "to": "1:2,3", "heading": {"dir": "E"}}),
    );
    one(&ev, json!({"event": "fire_placed", "cell": "1:2,3"}));
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["2,2", "2,3", "1:2,2", "1:2,3"])
    );
    // Expected: U(2,2)'s walls are untouched.
    for e in U_STAIR_WALLS {
        assert_eq!(cubes_on(&s, e), 0, "{e}");
    }
}

/// TC-2S-1, variant: U(2,2)'s N wall destroyed -> same result.
/// Rules: 2ND-STAIRS-4 ("even if walls around L are destroyed"), BOARD-2, Ruling R10.
#[test]
fn tc_2s_1_stair_explosion_variant_upper_wall_destroyed() {
    let mut s = state(
        two_floor(),
        json!({
            "fire": ["2,2", "1:2,2"],
            "damage": [{"edge": "1:1,2S", "cubes": 2}],
            "firefighters": [{"at": "7,8", "ap": 4}]
        }),
    );
    let ev = fixture_turn(&mut s, [1, 2, 2]);
    for e in ["1,2S", "2,2S", "2,1E"] {
        assert_eq!(cubes_on(&s, e), 1, "{e}");
    }
    assert_eq!(count(&ev, json!({"event": "cube_placed"})), 3);
    assert_eq!(s.cubes_placed(), 2 + 3);
    one(
        &ev,
        json!({"event": "shockwave", "from": "1:2,2", "to": "1:2,3", "heading": {"dir": "E"}}),
    );
    // The wave leaves U(2,2) in its stair direction only, not through the open N side.
    none(&ev, json!({"event": "shockwave", "to": "1:1,2"}));
    assert_eq!(s.fire_at_pos(at("1:1,2")), FireLevel::Clear);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["2,2", "2,3", "1:2,2", "1:2,3"])
    );
    assert_eq!(cubes_on(&s, "1:1,2S"), 2);
    assert_eq!(cubes_on(&s, "1:2,2S"), 0);
    assert_eq!(cubes_on(&s, "1:2,1E"), 0);
}

/// TC-2S-1, variant: U(2,2) empty -> Fire at U(2,2) only.
/// Rules: 2ND-STAIRS-4 (L empty -> Fire).
#[test]
fn tc_2s_1_stair_explosion_variant_upper_empty() {
    let mut s = state(
        two_floor(),
        json!({"fire": ["2,2"], "firefighters": [{"at": "7,8", "ap": 4}]}),
    );
    let ev = fixture_turn(&mut s, [1, 2, 2]);
    one(&ev, json!({"event": "fire_placed", "cell": "1:2,2"}));
    none(&ev, json!({"event": "shockwave_started"}));
    assert_eq!(s.fire_at_pos(at("1:2,3")), FireLevel::Clear);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["2,2", "2,3", "1:2,2"])
    );
    assert_eq!(s.cubes_placed(), 3);
    for e in U_STAIR_WALLS {
        assert_eq!(cubes_on(&s, e), 0, "{e}");
    }
}

/// TC-2S-2 (wall behind the stairs destroyed).
/// Rules: 2ND-STAIRS-5, Ruling R38, FAM-FIRE-SHOCK-1, FAM-FIRE-SHOCK-2, BOARD-2.
#[test]
fn tc_2s_2_wall_behind_stairs_destroyed() {
    let mut s = state(
        two_floor(),
        json!({
            "fire": ["2,4", "2,3", "2,2"],
            "damage": [{"edge": "2,1E", "cubes": 2}],
            "firefighters": [{"at": "7,8", "ap": 4}]
        }),
    );
    let ev = fixture_turn(&mut s, [1, 2, 4]);
    one(&ev, json!({"event": "explosion", "cell": "2,4"}));
    // +1 cube on each of G(2,4)'s N, S and E walls.
    for e in ["1,4S", "2,4S", "2,4E"] {
        one(&ev, json!({"event": "cube_placed", "edge": e, "cubes": 1}));
        assert_eq!(cubes_on(&s, e), 1, "{e}");
    }
    assert_eq!(count(&ev, json!({"event": "cube_placed"})), 3);
    assert_eq!(s.cubes_placed(), 2 + 3);
    // W: shockwave through G(2,3) and G(2,2); the edge ahead is destroyed, so it
    // stays on the floor -> Fire at G(2,1).
    one(
        &ev,
        json!({"event": "shockwave", "from": "2,3", "to": "2,2", "heading": {"dir": "W"}}),
    );
    one(
        &ev,
        json!({"event": "shockwave", "from": "2,2", "to": "2,1", "heading": {"dir": "W"}}),
    );
    none(&ev, json!({"event": "shockwave", "heading": "stairs"}));
    one(&ev, json!({"event": "fire_placed", "cell": "2,1"}));
    assert_eq!(cubes_on(&s, "2,1E"), 2);
    // Expected: U(2,2) unchanged.
    assert_eq!(s.fire_at_pos(at("1:2,2")), FireLevel::Clear);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["2,1", "2,2", "2,3", "2,4"])
    );
}

/// TC-2S-3 (wall behind the stairs intact).
/// Rules: 2ND-STAIRS-5, Ruling R38, 2ND-STAIRS-4 (L empty -> Fire).
#[test]
fn tc_2s_3_wall_behind_stairs_intact() {
    let mut s = state(
        two_floor(),
        json!({"fire": ["2,4", "2,3", "2,2"], "firefighters": [{"at": "7,8", "ap": 4}]}),
    );
    let ev = fixture_turn(&mut s, [1, 2, 4]);
    for e in ["1,4S", "2,4S", "2,4E"] {
        assert_eq!(cubes_on(&s, e), 1, "{e}");
    }
    one(
        &ev,
        json!({"event": "shockwave", "from": "2,3", "to": "2,2", "heading": {"dir": "W"}}),
    );
    // The wave climbs -> Fire at U(2,2).
    one(
        &ev,
        json!({"event": "shockwave", "from": "2,2", "to": "1:2,2", "heading": "stairs"}),
    );
    one(&ev, json!({"event": "fire_placed", "cell": "1:2,2"}));
    // No cube on that W wall; G(2,1) unchanged.
    none(&ev, json!({"event": "cube_placed", "edge": "2,1E"}));
    assert_eq!(cubes_on(&s, "2,1E"), 0);
    assert_eq!(s.fire_at_pos(at("2,1")), FireLevel::Clear);
    assert_eq!(s.cubes_placed(), 3);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["2,2", "2,3", "2,4", "1:2,2"])
    );
}

/// TC-2S-4 (linked space on Fire).
/// Rules: 2ND-STAIRS-5, 2ND-STAIRS-4 (L on Fire -> shockwave in L's stair
/// direction), 2ND-STAIRS-3, FAM-FIRE-SHOCK-1.
#[test]
fn tc_2s_4_linked_space_on_fire() {
    let mut s = state(
        two_floor(),
        json!({
            "fire": ["2,4", "2,3", "2,2", "1:2,2"],
            "firefighters": [{"at": "7,8", "ap": 4}]
        }),
    );
    let ev = fixture_turn(&mut s, [1, 2, 4]);
    one(
        &ev,
        json!({"event": "shockwave", "from": "2,2", "to": "1:2,2", "heading": "stairs"}),
    );
    // The wave continues E -> Fire at U(2,3).
    one(
        &ev,
        json!({"event": "shockwave", "from": "1:2,2", "to": "1:2,3", "heading": {"dir": "E"}}),
    );
    one(&ev, json!({"event": "fire_placed", "cell": "1:2,3"}));
    assert_eq!(s.fire_at_pos(at("1:2,3")), FireLevel::Fire);
    // As in TC-2S-3: no cube behind the stairs, G(2,1) unchanged; U(2,2)'s walls untouched.
    assert_eq!(cubes_on(&s, "2,1E"), 0);
    assert_eq!(s.fire_at_pos(at("2,1")), FireLevel::Clear);
    for e in U_STAIR_WALLS {
        assert_eq!(cubes_on(&s, e), 0, "{e}");
    }
    assert_eq!(s.cubes_placed(), 3);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["2,2", "2,3", "2,4", "1:2,2", "1:2,3"])
    );
}

// --- §10 cross-cutting examples ---------------------------------------------

/// TC-X-7 (FAM-ACT-END-3): the escape reserve.
/// Rules: FAM-ACT-END-3 (Ruling R5), FAM-ACT-MOVE-2.
#[test]
fn tc_x_7_escape_reserve() {
    // With exactly 2 AP, moving into (1,2) is illegal.
    let s = state(
        front(),
        json!({"fire": ["1,2"], "firefighters": [{"at": "1,1", "ap": 2}]}),
    );
    assert!(matches!(
        s.check(mv("1,2")),
        Err(ActionError::WouldBeTrapped { left: 0, .. })
    ));
    assert!(!s.legal_actions().contains(&mv("1,2")));

    // With 3 AP it is legal (1 AP is left for an escape).
    let mut s = state(
        front(),
        json!({"fire": ["1,2"], "firefighters": [{"at": "1,1", "ap": 3}]}),
    );
    assert_eq!(s.check(mv("1,2")), Ok(()));
    assert!(s.legal_actions().contains(&mv("1,2")));
    let ev = apply(&mut s, mv("1,2"));
    one(&ev, json!({"event": "moved", "to": "1,2", "ap": 2}));
    assert_eq!(ap(&s), 1);
    assert!(s.is_legal(mv("1,1")));
}

/// TC-X-9 (FAM-POI-4), False Alarm case: the replenish roll hits F's space; a
/// False Alarm is revealed, goes to the Rescued area, and the dice roll again.
/// Rules: FAM-POI-1, FAM-POI-4 (Ruling R6), FAM-TURN-1.
#[test]
fn tc_x_9_replenish_on_firefighter_false_alarm() {
    // Two POIs on the board; every Victim elsewhere, so the supply holds only
    // the 5 False Alarms.
    let mut pois = vec![
        json!({"kind": "victim", "at": "3,7"}),
        json!({"kind": "victim", "at": "3,8"}),
    ];
    pois.extend((0..6).map(|_| json!({"kind": "victim", "place": "rescued"})));
    pois.extend((0..2).map(|_| json!({"kind": "victim", "place": "lost"})));
    let mut s = state(
        front(),
        json!({"pois": pois, "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    assert_eq!(s.pois_on_board(), 2);
    assert_eq!(s.poi_supply(), 5);

    // Advance fire (6,8): Smoke. Replenish: (1,1) = F's space, then (6,1).
    let ev = end_turn(&mut s, &[6, 8, 1, 1, 6, 1]);
    let r1 = one(
        &ev,
        json!({"event": "rolled", "purpose": "replenish_poi", "cell": "1,1"}),
    );
    let placed = one(&ev, json!({"event": "poi_placed", "cell": "1,1"}));
    let revealed = one(
        &ev,
        json!({"event": "poi_revealed", "cell": "1,1", "kind": "false_alarm"}),
    );
    let removed = one(&ev, json!({"event": "false_alarm_removed", "cell": "1,1"}));
    let r2 = one(
        &ev,
        json!({"event": "rolled", "purpose": "replenish_poi", "cell": "6,1"}),
    );
    let placed2 = one(&ev, json!({"event": "poi_placed", "cell": "6,1"}));
    assert!(r1 < placed && placed < revealed && revealed < removed && removed < r2 && r2 < placed2);
    assert_eq!(
        count(&ev, json!({"event": "rolled", "purpose": "replenish_poi"})),
        2
    );

    assert_eq!(s.false_alarms_found(), 1);
    assert_eq!(s.rescued(), 6, "a False Alarm is not a rescue");
    assert_eq!(s.pois_on_board(), 3);
    assert!(s.tokens_at(cell(&s, "1,1")).next().is_none());
    let at61: Vec<_> = s.tokens_at(cell(&s, "6,1")).collect();
    assert_eq!(at61.len(), 1);
    assert_eq!(
        at61[0].1.place,
        TokenPlace::Board {
            cell: cell(&s, "6,1"),
            revealed: false,
        }
    );
    assert_eq!(s.carrier_of(Item::Victim(at61[0].0)), None);
}

/// TC-X-9 (FAM-POI-4), Victim case: the Victim placed on F's space stays face
/// up and counts (3 on the board): no further roll.
/// Rules: FAM-POI-1, FAM-POI-4 (Ruling R6).
#[test]
fn tc_x_9_replenish_on_firefighter_victim() {
    // Two POIs on the board; every False Alarm elsewhere, so the supply holds
    // only the 10 Victims.
    let mut pois = vec![
        json!({"kind": "false_alarm", "at": "3,7"}),
        json!({"kind": "false_alarm", "at": "3,8"}),
    ];
    pois.extend((0..3).map(|_| json!({"kind": "false_alarm", "place": "rescued"})));
    let mut s = state(
        front(),
        json!({"pois": pois, "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    assert_eq!(s.pois_on_board(), 2);
    assert_eq!(s.poi_supply(), 10);

    // Advance fire (6,8): Smoke. Replenish: (1,1) = F's space.
    let ev = end_turn(&mut s, &[6, 8, 1, 1]);
    let placed = one(&ev, json!({"event": "poi_placed", "cell": "1,1"}));
    let revealed = one(
        &ev,
        json!({"event": "poi_revealed", "cell": "1,1", "kind": "victim"}),
    );
    assert!(placed < revealed);
    none(&ev, json!({"event": "false_alarm_removed"}));
    assert_eq!(
        count(&ev, json!({"event": "rolled", "purpose": "replenish_poi"})),
        1
    );

    assert_eq!(s.pois_on_board(), 3);
    let here: Vec<_> = s.tokens_at(cell(&s, "1,1")).collect();
    assert_eq!(here.len(), 1);
    assert_eq!(here[0].1.kind, PoiKind::Victim);
    assert_eq!(
        here[0].1.place,
        TokenPlace::Board {
            cell: cell(&s, "1,1"),
            revealed: true,
        }
    );
    assert_eq!(s.carrier_of(Item::Victim(here[0].0)), None);
    assert_eq!(s.rescued(), 0);
}

/// TC-X-10 (FAM-KD-1): family knockdown destinations.
/// Rules: FAM-KD-1 (Ruling R7, App. F), FAM-KD-2, FAM-FIRE-SEC-1 step 2.
#[test]
fn tc_x_10_family_knockdown_destinations() {
    // Knocked down at (2,2): goes to (3,0), no choice.
    let mut s = state(
        front(),
        json!({"smoke": ["2,2"], "firefighters": [{"at": "2,2", "ap": 4}]}),
    );
    let ev = end_turn(&mut s, &[2, 2, 6, 6, 6, 7, 6, 8]);
    one(&ev, json!({"event": "smoke_on_smoke", "cell": "2,2"}));
    one(
        &ev,
        json!({"event": "knocked_down", "firefighter": 0, "cell": "2,2", "choices": 1}),
    );
    one(
        &ev,
        json!({"event": "relocated", "firefighter": 0, "from": "2,2", "to": "3,0"}),
    );
    assert_eq!(ff_at(&s, 0), "3,0");
    assert_eq!(s.stage(), Stage::Actions);
    // FAM-KD-2: the Fire stays.
    assert_eq!(s.fire_at_pos(at("2,2")), FireLevel::Fire);

    // Knocked down at (4,3): the player chooses (4,0) or (7,3).
    let mut s = state(
        front(),
        json!({"smoke": ["4,3"], "firefighters": [{"at": "4,3", "ap": 4}]}),
    );
    s.force_dice([4, 3, 6, 6, 6, 7, 6, 8]);
    let ev = apply(&mut s, Action::EndTurn);
    one(
        &ev,
        json!({"event": "knocked_down", "firefighter": 0, "cell": "4,3", "choices": 2}),
    );
    none(&ev, json!({"event": "relocated"}));
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    assert_eq!(
        sorted_actions(s.legal_actions()),
        sorted_actions(vec![
            Action::KnockdownTo(at("4,0")),
            Action::KnockdownTo(at("7,3"))
        ])
    );
    for wrong in ["7,4", "3,0", "4,3"] {
        assert!(
            matches!(
                s.check(Action::KnockdownTo(at(wrong))),
                Err(ActionError::NotAKnockdownSpot { .. })
            ),
            "{wrong}"
        );
    }
    for choice in ["4,0", "7,3"] {
        let mut t = s.clone();
        let ev = apply(&mut t, Action::KnockdownTo(at(choice)));
        one(
            &ev,
            json!({"event": "relocated", "firefighter": 0, "from": "4,3", "to": choice}),
        );
        assert_eq!(ff_at(&t, 0), choice);
        assert_eq!(t.stage(), Stage::Actions);
        assert_eq!(t.fire_at_pos(at("4,3")), FireLevel::Fire);
        assert_eq!(t.dice().forced().len(), 0);
    }
}

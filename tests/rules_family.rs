//! Integration tests of the family rules (§0–3), the 2nd Story stair, window
//! and thin-wall rules (§8) and the Brownstone party wall (URB-BROWN-2), each
//! named after the rule it checks. The authority is
//! `/work/shared/rules/flash-point-rules.md`; rule IDs are cited per test.
//!
//! Conventions: states are written as partial snapshots on the front board
//! (App. A) unless stated. Fire-phase tests force the dice (red, then black)
//! and usually keep three face-down POIs "parked" on exterior corners, which
//! no fire in these tests can reach, so that no POI replenishing roll follows
//! the fire phase (FAM-POI-1).

mod common;
use common::*;

use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;

use flashpoint::engine::board::layout::{AmbulanceSpot, EdgeSpec};
use flashpoint::engine::board::{Board, BoardLayout, EdgeKind};
use flashpoint::engine::dice::flip;
use flashpoint::engine::event::{Event, Heading, RerollReason, RollPurpose};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::{DoorState, Item, PoiKind, TokenPlace};
use flashpoint::engine::{
    Action, ActionError, Dir, EdgeId, FamilySetupKind, FireLevel, GameConfig, GameState, Outcome,
    Pos, Stage,
};
use serde_json::{Value, json};

// --- helpers -----------------------------------------------------------------

fn edge(s: &GameState, e: &str) -> EdgeId {
    let r = e.parse().unwrap_or_else(|err| panic!("{err}"));
    s.board()
        .edge_at(r)
        .unwrap_or_else(|| panic!("no edge {e} on the board"))
}

fn cubes_on(s: &GameState, e: &str) -> u8 {
    s.edge_state(edge(s, e)).cubes
}

fn door_on(s: &GameState, e: &str) -> DoorState {
    s.edge_state(edge(s, e)).door
}

fn level(s: &GameState, c: &str) -> FireLevel {
    s.fire_at_pos(at(c))
}

fn ff_at(s: &GameState, i: usize) -> Pos {
    let cell = s.firefighters()[i]
        .cell
        .unwrap_or_else(|| panic!("firefighter {i} is not placed"));
    s.board().pos(cell)
}

fn ap(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].ap
}

fn token_pos(s: &GameState, id: usize) -> Option<Pos> {
    s.tokens()[id].cell().map(|c| s.board().pos(c))
}

fn token_revealed(s: &GameState, id: usize) -> bool {
    matches!(
        s.tokens()[id].place,
        TokenPlace::Board { revealed: true, .. }
    )
}

/// The error an action is refused with (panics if it is legal).
fn refusal(s: &GameState, a: Value) -> ActionError {
    match s.check(act(a.clone())) {
        Ok(()) => panic!("{a} should be refused"),
        Err(e) => e,
    }
}

fn legal(s: &GameState, a: Value) -> bool {
    s.is_legal(act(a))
}

/// Ends the action phase with the given dice queued for the fire phase.
fn end_turn(s: &mut GameState, dice: &[u8]) -> Vec<Event> {
    s.force_dice(dice.iter().copied());
    apply(s, Action::EndTurn)
}

fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

fn first(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(pred)
        .unwrap_or_else(|| panic!("expected event missing in {events:#?}"))
}

/// Damage cubes on the bottom and right outer walls of the front board (far
/// from every test's action): `n` cubes, two per wall.
fn filler_damage(n: u8) -> Vec<Value> {
    let walls = [
        "6,1S", "6,2S", "6,4S", "6,5S", "6,6S", "6,7S", "6,8S", "1,8E", "2,8E", "3,8E", "5,8E",
        "6,8E",
    ];
    let mut left = n;
    let mut out = Vec::new();
    for w in walls {
        if left == 0 {
            break;
        }
        let c = left.min(2);
        out.push(json!({"edge": w, "cubes": c}));
        left -= c;
    }
    assert_eq!(left, 0, "not enough filler walls");
    out
}

/// A single-floor 8 × 10 board with an outside ring and no walls but `edges`,
/// and an Ambulance spot at (0,4)+(0,5).
fn custom_board(edges: &[(&str, EdgeKind, bool)]) -> Arc<Board> {
    let mut layout = BoardLayout::blank("t");
    for &(e, kind, open) in edges {
        layout.floors[0].edges.push(EdgeSpec {
            at: e.parse().unwrap_or_else(|err| panic!("{err}")),
            kind,
            open,
        });
    }
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [at("0,4"), at("0,5")],
        side: None,
    });
    Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")))
}

fn snapshot_error(board: Arc<Board>, v: Value) -> bool {
    match Snapshot::from_partial(v, None, 1) {
        Err(_) => true,
        Ok(snap) => GameState::from_snapshot(board, &snap).is_err(),
    }
}

fn doors_left(s: &GameState) -> usize {
    let b = s.board();
    b.edge_ids()
        .filter(|&e| b.edge(e).kind == Some(EdgeKind::Door))
        .filter(|&e| s.edge_state(e).door != DoorState::Destroyed)
        .count()
}

// --- §0 GEN ------------------------------------------------------------------

/// GEN-4 (Ruling R2, App. E): d6 → 7−n, d8 → 9−n.
#[test]
fn gen_4_flip_takes_the_opposite_face() {
    for n in 1..=6u8 {
        assert_eq!(flip(n, 6), 7 - n, "d6 {n}");
    }
    for n in 1..=8u8 {
        assert_eq!(flip(n, 8), 9 - n, "d8 {n}");
    }
}

/// GEN-7, FAM-END-2: the 4th Victim lost in the loss step stops the game at
/// once: the next Victim on Fire is not processed, exterior Fire is not cleaned
/// up, no replenishing and no next turn.
#[test]
fn gen_7_fourth_victim_lost_stops_the_fire_phase_at_once() {
    let mut pois = vec![victim_up("2,1"), victim_up("4,1")];
    pois.extend(off_board("victim", "lost", 3));
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["3,1"],
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": pois,
        })),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert_eq!(s.outcome(), Some(Outcome::VictimsLost));
    assert_eq!(s.lost(), 4);
    let still_on_board = [0, 1]
        .iter()
        .filter(|&&t| token_pos(&s, t).is_some())
        .count();
    assert_eq!(
        still_on_board, 1,
        "the game stopped with the 4th loss: the other Victim on Fire stays"
    );
    assert_eq!(
        level(&s, "3,0"),
        FireLevel::Fire,
        "clean-up never ran (exterior Fire from the blast through the entrance stays)"
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::TurnStarted { .. })),
        0
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::ExteriorFireRemoved { .. })),
        0
    );
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(s.turn(), 1);
    assert!(s.legal_actions().is_empty());
}

/// GEN-7, FAM-END-3: the 24th cube, placed in the middle of an explosion,
/// collapses the building at once: no further direction places a cube, and no
/// flashover follows.
#[test]
fn gen_7_24th_cube_mid_explosion_stops_everything() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,1", "6,6"],
            "smoke": ["5,6"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [poi("victim", "5,3")],
        })),
    );
    assert_eq!(s.cubes_placed(), 23);
    let events = end_turn(&mut s, &[1, 1]);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(s.cubes_placed(), 24, "never more than 24 cubes");
    assert_eq!(
        cubes_on(&s, "0,1S") + cubes_on(&s, "1,0E"),
        1,
        "only one of the two walls of (1,1) got its cube before the collapse"
    );
    assert_eq!(count(&events, |e| matches!(e, Event::CubePlaced { .. })), 1);
    assert_eq!(
        level(&s, "5,6"),
        FireLevel::Smoke,
        "no flashover after the collapse"
    );
    assert_eq!(count(&events, |e| matches!(e, Event::Flashover { .. })), 0);
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
}

// --- §1 COMP -----------------------------------------------------------------

/// COMP-2, FAM-SETUP-5: 33 Fire/Smoke tokens; the family setup uses 10, leaving 23.
#[test]
fn comp_2_thirty_three_fire_tokens() {
    let s = GameState::new(front(), family(1), 7).expect("valid config");
    assert_eq!(s.fire_supply(), 23);

    let cells: Vec<String> = (1..=6)
        .flat_map(|r| (1..=8).map(move |c| format!("{r},{c}")))
        .collect();
    let full = state(
        front(),
        json!({"fire": &cells[..33], "firefighters": [{"at": "0,3", "ap": 4}]}),
    );
    assert_eq!(full.fire_supply(), 0);
    assert!(
        snapshot_error(
            front(),
            json!({"fire": &cells[..34], "firefighters": [{"at": "0,3", "ap": 4}]})
        ),
        "34 Fire/Smoke tokens cannot exist"
    );
}

/// A front-board state with all 33 Fire/Smoke tokens on the board: Fire at
/// (1,3) and rows 3–6 except (6,8), Smoke at (1,2); (2,3) empty.
fn empty_supply_state() -> GameState {
    let mut fire = vec!["1,3".to_string()];
    for r in 3..=6 {
        for c in 1..=8 {
            if (r, c) != (6, 8) {
                fire.push(format!("{r},{c}"));
            }
        }
    }
    let s = state(
        front(),
        parked(json!({
            "fire": fire,
            "smoke": ["1,2"],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    assert_eq!(s.fire_supply(), 0);
    s
}

/// COMP-2, FAM-SUPPLY-1: with the supply empty, a roll on an empty space
/// places nothing (not even a Smoke that would ignite next to Fire).
#[test]
fn comp_2_fam_supply_1_empty_supply_skips_new_smoke() {
    let mut s = empty_supply_state();
    let events = end_turn(&mut s, &[2, 3]);
    assert_eq!(level(&s, "2,3"), FireLevel::Clear);
    assert_eq!(s.fire_supply(), 0);
    assert_eq!(
        count(&events, |e| matches!(e, Event::SupplyEmpty { .. })),
        1
    );
}

/// COMP-2, FAM-SUPPLY-1: Smoke + Smoke → Fire still happens with an empty supply.
#[test]
fn comp_2_fam_supply_1_smoke_on_smoke_still_flips() {
    let mut s = empty_supply_state();
    end_turn(&mut s, &[1, 2]);
    assert_eq!(level(&s, "1,2"), FireLevel::Fire);
    assert_eq!(s.fire_supply(), 0);
}

/// COMP-2, FAM-SUPPLY-1 (FAQ-5): an explosion with an empty supply still
/// places cubes, removes doors and flips Smoke; only the new Fire is skipped.
#[test]
fn comp_2_fam_supply_1_explosion_still_places_cubes_and_removes_doors() {
    let mut s = empty_supply_state();
    end_turn(&mut s, &[1, 3]);
    assert_eq!(cubes_on(&s, "0,3S"), 1, "N: outer wall takes its cube");
    assert_eq!(
        door_on(&s, "1,3E"),
        DoorState::Destroyed,
        "E: closed door removed"
    );
    assert_eq!(level(&s, "1,2"), FireLevel::Fire, "W: Smoke flipped");
    assert_eq!(
        level(&s, "2,3"),
        FireLevel::Clear,
        "S: no token for new Fire"
    );
    assert_eq!(s.cubes_placed(), 1);
    assert_eq!(s.fire_supply(), 0);
}

/// COMP-3, FAM-SETUP-4/5: a game uses 10 Victims + 5 False Alarms.
#[test]
fn comp_3_a_game_uses_10_victims_and_5_false_alarms() {
    let s = GameState::new(front(), family(2), 3).expect("valid config");
    assert_eq!(s.tokens().len(), 15);
    let victims = s
        .tokens()
        .iter()
        .filter(|t| t.kind == PoiKind::Victim)
        .count();
    assert_eq!(victims, 10);
    let partial = state(front(), json!({"firefighters": [{"at": "0,3", "ap": 4}]}));
    assert_eq!(partial.tokens().len(), 15, "unlisted tokens make up the 15");
    assert_eq!(partial.poi_supply(), 15);
    let eleven: Vec<Value> = off_board("victim", "bag", 11);
    assert!(snapshot_error(
        front(),
        json!({"firefighters": [{"at": "0,3", "ap": 4}], "pois": eleven})
    ));
}

/// COMP-4, FAM-END-3: 24 cubes; the 24th placed (here by an explosion)
/// collapses the building. 24 cubes can never be on the board in play.
#[test]
fn comp_4_the_24th_cube_collapses_the_building() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["2,3"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[2, 3]);
    assert_eq!(s.cubes_placed(), 24);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(count(&events, |e| matches!(e, Event::Collapse)), 1);
    assert!(snapshot_error(
        front(),
        json!({"damage": filler_damage(24), "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

// --- §2 BOARD, ADJ -------------------------------------------------------------

/// BOARD-2: 1 cube damages a wall (it still blocks), 2 destroy it (it acts as
/// absent and takes no more cubes). Worked example TC-ACT-3.
#[test]
fn board_2_wall_is_damaged_then_destroyed_tc_act_3() {
    let mut s = state(
        front(),
        json!({
            "damage": [{"edge": "5,5E", "cubes": 1}],
            "firefighters": [{"at": "5,4", "ap": 5, "saved": 0}],
            "pois": [victim_up("5,4")],
        }),
    );
    apply(&mut s, act(json!({"pick_up": 0})));
    apply(&mut s, act(json!({"move": "5,5"})));
    assert_eq!(ap(&s, 0), 3, "carrying costs 2");
    assert!(
        matches!(
            refusal(&s, json!({"move": "5,6"})),
            ActionError::Blocked { .. }
        ),
        "a damaged wall still blocks"
    );
    apply(&mut s, act(json!({"chop": "5,5E"})));
    assert_eq!(cubes_on(&s, "5,5E"), 2);
    assert!(s.edge_destroyed(edge(&s, "5,5E")));
    apply(&mut s, Action::Drop);
    apply(&mut s, act(json!({"move": "5,6"})));
    assert_eq!(ff_at(&s, 0), at("5,6"));
    assert_eq!(token_pos(&s, 0), Some(at("5,5")));
    assert_eq!(ap(&s, 0), 0);
    assert_eq!(s.cubes_placed(), 2);
}

/// BOARD-2, Ruling R10: a destroyed wall takes no more cubes (chop refused,
/// explosions pass without a cube) and acts as absent.
#[test]
fn board_2_destroyed_wall_takes_no_cube_and_lets_fire_through() {
    let s = state(
        front(),
        json!({
            "damage": [{"edge": "1,5E", "cubes": 2}],
            "firefighters": [{"at": "1,5", "ap": 4}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"chop": "1,5E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(legal(&s, json!({"move": "1,6"})));

    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,5"],
            "damage": [{"edge": "1,5E", "cubes": 2}],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 5]);
    assert_eq!(cubes_on(&s, "1,5E"), 2, "no cube on a destroyed wall");
    assert_eq!(level(&s, "1,6"), FireLevel::Fire, "the blast went through");
    // N: outer wall (0,5)S takes a cube; S (2,5) and W (1,4): Fire.
    assert_eq!(s.cubes_placed(), 3);
}

/// BOARD-3: a door is closed, open or destroyed; a destroyed door is a
/// destroyed wall (passable, no longer a door to operate); doors never take cubes.
#[test]
fn board_3_doors_never_take_cubes_and_destroyed_doors_are_gone() {
    let s = state(
        front(),
        json!({
            "doors": [{"edge": "1,3E", "state": "destroyed"}],
            "firefighters": [{"at": "1,3", "ap": 4}],
        }),
    );
    assert!(legal(&s, json!({"move": "1,4"})), "destroyed door passable");
    assert!(matches!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"close": "1,3E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "1,3E"})),
        ActionError::NotChoppable { .. }
    ));

    // A closed door hit by an explosion is removed, never damaged.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["3,2"],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[3, 2]);
    assert_eq!(door_on(&s, "3,2E"), DoorState::Destroyed);
    assert_eq!(cubes_on(&s, "3,2E"), 0);
    assert_eq!(s.cubes_placed(), 0);
    assert!(events.iter().all(|e| !matches!(
        e,
        Event::CubePlaced { edge: x, .. } if x.to_string() == "3,2E"
    )));
    assert!(snapshot_error(
        front(),
        json!({"damage": [{"edge": "3,2E", "cubes": 1}], "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

/// BOARD-4, Ruling R3: an entrance is always open; it can never be closed,
/// chopped or damaged, and never stops fire.
#[test]
fn board_4_entrances_are_always_open() {
    let mut s = state(front(), json!({"firefighters": [{"at": "3,0", "ap": 4}]}));
    assert!(matches!(
        refusal(&s, json!({"close": "3,0E"})),
        ActionError::NoDoor(_)
    ));
    assert!(matches!(
        refusal(&s, json!({"open": "3,0E"})),
        ActionError::NoDoor(_)
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "3,0E"})),
        ActionError::NotChoppable { .. }
    ));
    apply(&mut s, act(json!({"move": "3,1"})));
    assert_eq!(ap(&s, 0), 3);
    apply(&mut s, act(json!({"move": "3,0"})));
    assert_eq!(ap(&s, 0), 2);

    let mut s = state(
        front(),
        parked(json!({"fire": ["3,1"], "firefighters": [{"at": "7,9", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert!(
        events
            .iter()
            .any(|e| *e == Event::FirePlaced { cell: at("3,0") }),
        "the blast went out through the entrance"
    );
    assert_eq!(cubes_on(&s, "3,0E"), 0);
    assert_eq!(s.cubes_placed(), 0);
    assert!(snapshot_error(
        front(),
        json!({"damage": [{"edge": "3,0E", "cubes": 1}], "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

/// ADJ-1: diagonal neighbours are never adjacent: no move, no Extinguish, no
/// flashover across a corner.
#[test]
fn adj_1_diagonals_are_never_adjacent() {
    let s = state(
        front(),
        json!({"smoke": ["6,2"], "firefighters": [{"at": "5,1", "ap": 4}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "6,2"})),
        ActionError::NotAdjacent { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "6,2"})),
        ActionError::OutOfReach { .. }
    ));

    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,1"],
            "smoke": ["6,2"],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 8]);
    assert_eq!(
        level(&s, "6,2"),
        FireLevel::Smoke,
        "diagonal to Fire: no flashover"
    );
}

fn can_move(extra: Value, from: &str, to: &str) -> bool {
    let mut v = json!({"firefighters": [{"at": from, "ap": 4}]});
    if let (Some(obj), Value::Object(more)) = (v.as_object_mut(), extra) {
        obj.extend(more);
    }
    state(front(), v).is_legal(act(json!({"move": to})))
}

/// ADJ-2: intact or damaged walls and closed doors block; open or destroyed
/// doors, destroyed walls, entrances and plain floor pass; exterior spaces are
/// adjacent along the ring; exterior↔interior only through an entrance, a
/// destroyed outer wall or a destroyed door.
#[test]
fn adj_2_blocking_and_passable_edges() {
    let dmg = |e: &str, n: u8| json!({"damage": [{"edge": e, "cubes": n}]});
    let door = |st: &str| json!({"doors": [{"edge": "2,5E", "state": st}]});
    // walls
    assert!(!can_move(json!({}), "2,5", "3,5"), "intact wall");
    assert!(!can_move(dmg("2,5S", 1), "2,5", "3,5"), "damaged wall");
    assert!(can_move(dmg("2,5S", 2), "2,5", "3,5"), "destroyed wall");
    // doors
    assert!(!can_move(json!({}), "2,5", "2,6"), "closed door");
    assert!(can_move(door("open"), "2,5", "2,6"), "open door");
    assert!(can_move(door("destroyed"), "2,5", "2,6"), "destroyed door");
    // plain floor and entrances
    assert!(can_move(json!({}), "2,5", "2,4"), "plain floor");
    assert!(can_move(json!({}), "1,4", "2,4"), "plain floor");
    assert!(can_move(json!({}), "6,3", "7,3"), "entrance");
    assert!(can_move(json!({}), "4,9", "4,8"), "entrance");
    // the exterior ring
    assert!(can_move(json!({}), "0,1", "0,2"));
    assert!(can_move(json!({}), "0,1", "0,0"), "corner");
    assert!(can_move(json!({}), "0,9", "1,9"), "around the corner");
    assert!(can_move(json!({}), "7,5", "7,6"));
    // exterior ↔ interior
    assert!(!can_move(json!({}), "0,1", "1,1"), "outer wall");
    assert!(
        !can_move(dmg("0,1S", 1), "0,1", "1,1"),
        "damaged outer wall"
    );
    assert!(
        can_move(dmg("0,1S", 2), "0,1", "1,1"),
        "destroyed outer wall"
    );
    assert!(can_move(dmg("0,1S", 2), "1,1", "0,1"), "and back out");
}

/// ADJ-3: one adjacency serves movement, Extinguish range, smoke-next-to-fire
/// and flashover: a door between Fire (2,5) and (2,6) blocks all of them while
/// closed and none of them while open.
#[test]
fn adj_3_one_definition_for_moves_reach_ignition_and_flashover() {
    for (st, adjacent) in [("closed", false), ("open", true)] {
        let doors = json!([{"edge": "2,5E", "state": st}]);
        let s = state(
            front(),
            json!({"fire": ["2,5"], "doors": doors, "firefighters": [{"at": "2,6", "ap": 4}]}),
        );
        assert_eq!(
            legal(&s, json!({"move": "2,5"})),
            adjacent,
            "move, door {st}"
        );
        assert_eq!(
            legal(&s, json!({"flip_fire": "2,5"})),
            adjacent,
            "extinguish, door {st}"
        );

        let mut s = state(
            front(),
            parked(
                json!({"fire": ["2,5"], "doors": doors, "firefighters": [{"at": "7,9", "ap": 4}]}),
            ),
        );
        end_turn(&mut s, &[2, 6]);
        let want = if adjacent {
            FireLevel::Fire
        } else {
            FireLevel::Smoke
        };
        assert_eq!(level(&s, "2,6"), want, "smoke next to fire, door {st}");

        let mut s = state(
            front(),
            parked(json!({
                "fire": ["2,5"],
                "smoke": ["2,6"],
                "doors": doors,
                "firefighters": [{"at": "7,9", "ap": 4}],
            })),
        );
        end_turn(&mut s, &[1, 1]);
        assert_eq!(level(&s, "2,6"), want, "flashover, door {st}");
    }
}

// --- §3.1 setup and turn -------------------------------------------------------

/// FAM-SETUP-2: a closed door token on every door edge (front 8, back 7).
#[test]
fn fam_setup_2_every_door_starts_closed() {
    for (board, doors) in [(front(), 8), (back(), 7)] {
        let s = GameState::new(board, family(1), 11).expect("valid config");
        let b = s.board();
        let door_edges: Vec<EdgeId> = b
            .edge_ids()
            .filter(|&e| b.edge(e).kind == Some(EdgeKind::Door))
            .collect();
        assert_eq!(door_edges.len(), doors);
        for e in door_edges {
            assert_eq!(s.edge_state(e).door, DoorState::Closed, "{}", b.edge_ref(e));
        }
    }
}

/// FAM-SETUP-3: Fire at the ten printed spaces, nothing else.
#[test]
fn fam_setup_3_fixed_fires() {
    let s = GameState::new(front(), family(2), 5).expect("valid config");
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&[
            "2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"
        ])
    );
    assert!(cells_with(&s, FireLevel::Smoke).is_empty());
    assert_eq!(s.cubes_placed(), 0);
}

/// FAM-SETUP-4: one face-down POI at (2,4), (5,1), (5,8), drawn from the
/// shuffled 15.
#[test]
fn fam_setup_4_three_shuffled_pois_face_down() {
    let mut kinds_at_2_4 = HashSet::new();
    for seed in 0..40 {
        let s = GameState::new(front(), family(1), seed).expect("valid config");
        let mut cells = Vec::new();
        for (i, t) in s.tokens().iter().enumerate() {
            if let TokenPlace::Board { cell, revealed } = t.place {
                assert!(!revealed, "seed {seed}: face down");
                assert_eq!(s.carrier_of(Item::Victim(i as u8)), None);
                let pos = s.board().pos(cell);
                cells.push(pos.to_string());
                if pos == at("2,4") {
                    kinds_at_2_4.insert(format!("{:?}", s.tokens()[i].kind));
                }
            }
        }
        cells.sort();
        assert_eq!(cells, sorted(&["2,4", "5,1", "5,8"]), "seed {seed}");
    }
    assert_eq!(kinds_at_2_4.len(), 2, "the POIs are shuffled");
}

/// FAM-SETUP-5: supply of 12 POIs, 24 cubes (none on the board), 23 Fire/Smoke.
#[test]
fn fam_setup_5_supplies() {
    let s = GameState::new(front(), family(3), 9).expect("valid config");
    assert_eq!(s.poi_supply(), 12);
    assert_eq!(s.pois_on_board(), 3);
    assert_eq!(s.cubes_placed(), 0);
    assert_eq!(s.fire_supply(), 23);
    assert_eq!((s.rescued(), s.lost(), s.false_alarms_found()), (0, 0, 0));
}

/// FAM-SETUP-6: each firefighter starts on any exterior space; no capacity
/// limit.
#[test]
fn fam_setup_6_firefighters_start_on_any_exterior_space() {
    let mut s = GameState::new(front(), family(2), 1).expect("valid config");
    assert_eq!(s.stage(), Stage::PlaceFirefighters);
    let mut starts: Vec<String> = s
        .legal_actions()
        .into_iter()
        .map(|a| match a {
            Action::PlaceFirefighter(p) => p.to_string(),
            other => panic!("unexpected {other}"),
        })
        .collect();
    starts.sort();
    let mut ring: Vec<String> = Vec::new();
    for r in 0..8u8 {
        for c in 0..10u8 {
            if r == 0 || r == 7 || c == 0 || c == 9 {
                ring.push(Pos::new(r, c).to_string());
            }
        }
    }
    ring.sort();
    // GEN-2 defines the exterior as the ring of row 0, row 7, column 0 and
    // column 9 (its "28 spaces including 4 corners" miscounts: the ring has 32).
    assert_eq!(starts, ring);
    assert!(matches!(
        refusal(&s, json!({"place_firefighter": "1,1"})),
        ActionError::NotAStartCell { .. }
    ));
    apply(&mut s, act(json!({"place_firefighter": "0,3"})));
    apply(&mut s, act(json!({"place_firefighter": "0,3"})));
    assert_eq!(ff_at(&s, 0), at("0,3"));
    assert_eq!(ff_at(&s, 1), at("0,3"));
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-SETUP-7, Ruling R18: each firefighter is its own seat; play goes
/// round the seats in order, the first seat starting.
#[test]
fn fam_setup_7_r18_each_firefighter_is_a_seat() {
    let mut s = GameState::new(front(), family(3), 2).expect("valid config");
    for c in ["0,1", "0,2", "7,5"] {
        apply(&mut s, act(json!({"place_firefighter": c})));
    }
    assert_eq!((s.active(), s.turn(), s.stage()), (0, 1, Stage::Actions));
    assert_eq!(ap(&s, 0), 4);
    // Harmless rolls: empty spaces next to no Fire.
    let mut seats = Vec::new();
    for roll in [[1u8, 8u8], [6, 1], [1, 1]] {
        end_turn(&mut s, &roll);
        seats.push(s.active());
    }
    assert_eq!(seats, [1, 2, 0]);
    assert_eq!(s.turn(), 4);
}

/// FAM-TURN-1: (1) actions, (2) advance fire, (3) replenish POIs, then the
/// next player.
#[test]
fn fam_turn_1_phase_order() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "0,3", "ap": 4}, {"at": "7,5", "ap": 0}],
            "pois": [poi("victim", "1,1"), poi("false_alarm", "1,8")],
        }),
    );
    let events = end_turn(&mut s, &[6, 1, 6, 2]);
    let ended = first(&events, |e| {
        matches!(e, Event::TurnEnded { firefighter: 0, .. })
    });
    let advance = first(&events, |e| {
        matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::AdvanceFire,
                ..
            }
        )
    });
    let smoke = first(&events, |e| *e == Event::SmokePlaced { cell: at("6,1") });
    let replenish = first(&events, |e| {
        matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::ReplenishPoi,
                ..
            }
        )
    });
    let placed = first(
        &events,
        |e| matches!(e, Event::PoiPlaced { cell, .. } if *cell == at("6,2")),
    );
    let next = first(&events, |e| {
        matches!(e, Event::TurnStarted { firefighter: 1, .. })
    });
    assert!(ended < advance && advance < smoke && smoke < replenish);
    assert!(replenish < placed && placed < next);
    assert_eq!(s.active(), 1);
}

/// FAM-AP-1: a turn starts with 4 AP plus the saved AP.
#[test]
fn fam_ap_1_four_plus_saved() {
    let mut s = state(
        front(),
        parked(json!({
            "firefighters": [{"at": "0,3", "ap": 4}, {"at": "7,5", "ap": 0, "saved": 3}],
        })),
    );
    let events = end_turn(&mut s, &[1, 8]);
    assert_eq!(s.active(), 1);
    assert_eq!(ap(&s, 1), 7);
    assert!(events.contains(&Event::TurnStarted {
        firefighter: 1,
        turn: 2,
        ap: 7
    }));
}

/// FAM-AP-2: actions in any order, repeatable while affordable; a player may pass.
#[test]
fn fam_ap_2_any_order_repeatable_and_pass() {
    let mut s = state(
        front(),
        json!({"smoke": ["1,3"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    apply(&mut s, act(json!({"move": "1,1"})));
    apply(&mut s, act(json!({"move": "1,2"})));
    apply(&mut s, act(json!({"remove_smoke": "1,3"})));
    assert_eq!(ap(&s, 0), 0);
    assert!(matches!(
        refusal(&s, json!({"move": "1,1"})),
        ActionError::NotEnoughAp { .. }
    ));

    // Passing at once is allowed: all 4 AP are saved.
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 4,
        forfeited: 0
    }));
    assert_eq!(ap(&s, 0), 8);
}

/// FAM-AP-3: unspent AP are saved, capped at 4 in total; the excess is lost.
#[test]
fn fam_ap_3_saving_is_capped_at_four() {
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 8}]})),
    );
    apply(&mut s, act(json!({"move": "0,4"})));
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 4,
        forfeited: 3
    }));
    assert_eq!(ap(&s, 0), 8, "next turn: 4 + 4 saved");
}

/// FAM-AP-3, FAM-KD-2: saved AP survive a knockdown.
#[test]
fn fam_ap_3_saved_ap_survive_knockdown() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 3}, {"at": "7,5", "ap": 0}],
        })),
    );
    let events = end_turn(&mut s, &[1, 1]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::KnockedDown { firefighter: 0, .. }))
    );
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(s.firefighters()[0].saved, 3);
    end_turn(&mut s, &[6, 8]);
    assert_eq!(s.active(), 0);
    assert_eq!(ap(&s, 0), 7);
}

// --- §3.2 actions --------------------------------------------------------------

/// FAM-ACT-MOVE-1: 1 AP into an adjacent empty or Smoke space.
#[test]
fn fam_act_move_1_empty_or_smoke_costs_one() {
    let mut s = state(
        front(),
        json!({"smoke": ["1,3"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(ap(&s, 0), 3);
    apply(&mut s, act(json!({"move": "1,3"})));
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(ff_at(&s, 0), at("1,3"));
    assert_eq!(
        level(&s, "1,3"),
        FireLevel::Smoke,
        "moving does not clear Smoke"
    );
}

/// FAM-ACT-MOVE-2: 2 AP into Fire (worked example TC-ACT-1); never while
/// carrying a Victim.
#[test]
fn fam_act_move_2_entering_fire_costs_two() {
    let mut s = state(
        front(),
        json!({"fire": ["1,2"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(ap(&s, 0), 2);
    apply(&mut s, act(json!({"move": "1,3"})));
    assert_eq!(ap(&s, 0), 1);
    apply(&mut s, act(json!({"open": "1,3E"})));
    assert_eq!(ap(&s, 0), 0);
    assert_eq!(ff_at(&s, 0), at("1,3"));
    assert_eq!(door_on(&s, "1,3E"), DoorState::Open);

    let s = state(
        front(),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [{"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::CarryIntoFire
    );
}

/// FAM-ACT-MOVE-3: carrying a Victim costs 2 AP, into empty or Smoke only.
#[test]
fn fam_act_move_3_carrying_costs_two_never_into_fire() {
    let mut s = state(
        front(),
        json!({
            "fire": ["2,2"],
            "smoke": ["1,3"],
            "firefighters": [{"at": "1,1", "ap": 5}],
            "pois": [{"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0}],
        }),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(token_pos(&s, 0), Some(at("1,2")));
    assert_eq!(
        refusal(&s, json!({"move": "2,2"})),
        ActionError::CarryIntoFire
    );
    apply(&mut s, act(json!({"move": "1,3"})));
    assert_eq!(ap(&s, 0), 1);
    assert_eq!(token_pos(&s, 0), Some(at("1,3")));
    assert!(matches!(
        refusal(&s, json!({"move": "2,3"})),
        ActionError::NotEnoughAp { needed: 2, .. }
    ));
}

/// FAM-ACT-DOOR-1: open/close a non-destroyed door on an edge of own space, 1 AP.
#[test]
fn fam_act_door_1_open_and_close_own_doors() {
    let mut s = state(front(), json!({"firefighters": [{"at": "1,3", "ap": 4}]}));
    assert!(!legal(&s, json!({"move": "1,4"})));
    apply(&mut s, act(json!({"open": "1,3E"})));
    assert_eq!((ap(&s, 0), door_on(&s, "1,3E")), (3, DoorState::Open));
    assert!(legal(&s, json!({"move": "1,4"})));
    assert!(matches!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::AlreadyThere { .. }
    ));
    apply(&mut s, act(json!({"close": "1,4W"})));
    assert_eq!((ap(&s, 0), door_on(&s, "1,3E")), (2, DoorState::Closed));
    assert!(matches!(
        refusal(&s, json!({"open": "2,5E"})),
        ActionError::NotYourEdge { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"open": "1,2E"})),
        ActionError::NoDoor(_)
    ));
    let s = state(front(), json!({"firefighters": [{"at": "1,3", "ap": 0}]}));
    assert!(matches!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::NotEnoughAp { .. }
    ));
}

/// FAM-ACT-EXT-1: remove Smoke in own or an adjacent space, 1 AP; walls and
/// closed doors limit the reach.
#[test]
fn fam_act_ext_1_remove_smoke() {
    let mut s = state(
        front(),
        json!({
            "smoke": ["2,5", "1,5", "3,5", "2,6"],
            "fire": ["2,4"],
            "firefighters": [{"at": "2,5", "ap": 4}],
        }),
    );
    apply(&mut s, act(json!({"remove_smoke": "2,5"})));
    apply(&mut s, act(json!({"remove_smoke": "1,5"})));
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(level(&s, "2,5"), FireLevel::Clear);
    assert_eq!(level(&s, "1,5"), FireLevel::Clear);
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "3,5"})),
        ActionError::OutOfReach { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "2,6"})),
        ActionError::OutOfReach { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "2,4"})),
        ActionError::NothingToExtinguish { .. }
    ));
}

/// FAM-ACT-EXT-2: flip Fire to Smoke in own or an adjacent space, 1 AP.
#[test]
fn fam_act_ext_2_flip_fire_to_smoke() {
    let mut s = state(
        front(),
        json!({"fire": ["1,5", "2,4"], "firefighters": [{"at": "2,5", "ap": 4}]}),
    );
    let supply = s.fire_supply();
    apply(&mut s, act(json!({"flip_fire": "1,5"})));
    assert_eq!(level(&s, "1,5"), FireLevel::Smoke);
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(s.fire_supply(), supply, "a flip uses no token");
    apply(&mut s, act(json!({"flip_fire": "2,4"})));
    assert_eq!(ap(&s, 0), 2);
}

/// FAM-ACT-EXT-3: remove Fire in own or an adjacent space, 2 AP (worked
/// example TC-ACT-2, with FAM-ACT-POI-1 and FAM-AP-3).
#[test]
fn fam_act_ext_3_remove_fire_tc_act_2() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,2"],
            "firefighters": [{"at": "5,3", "ap": 4}],
            "pois": [poi("victim", "5,4")],
        })),
    );
    let supply = s.fire_supply();
    apply(&mut s, act(json!({"remove_fire": "5,2"})));
    assert_eq!(level(&s, "5,2"), FireLevel::Clear);
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(s.fire_supply(), supply + 1);
    apply(&mut s, act(json!({"move": "5,4"})));
    assert_eq!(ap(&s, 0), 1);
    assert!(token_revealed(&s, 0), "revealed on entry");
    assert_eq!(token_pos(&s, 0), Some(at("5,4")), "a Victim stays");
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 1,
        forfeited: 0
    }));

    let s = state(
        front(),
        json!({"fire": ["5,2"], "firefighters": [{"at": "5,3", "ap": 1}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"remove_fire": "5,2"})),
        ActionError::NotEnoughAp { needed: 2, .. }
    ));
}

/// FAM-ACT-CHOP-1, Ruling R4: 2 AP for a cube on a non-destroyed wall
/// (interior or outer) on an edge of own space; never doors or entrances.
#[test]
fn fam_act_chop_1_walls_of_own_space_only() {
    let mut s = state(front(), json!({"firefighters": [{"at": "3,1", "ap": 6}]}));
    // (3,1): N open floor, E open floor, S (4,1)... W entrance (3,0)E.
    assert!(matches!(
        refusal(&s, json!({"chop": "3,0E"})),
        ActionError::NotChoppable { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "3,1E"})),
        ActionError::NotChoppable { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "4,1S"})),
        ActionError::NotYourEdge { .. }
    ));
    let mut s2 = state(front(), json!({"firefighters": [{"at": "3,2", "ap": 6}]}));
    assert!(matches!(
        refusal(&s2, json!({"chop": "3,2E"})),
        ActionError::NotChoppable { .. }
    ));
    // Interior wall (2,3)S from (2,3), outer wall (0,1)S from (1,1).
    s = state(front(), json!({"firefighters": [{"at": "2,3", "ap": 3}]}));
    apply(&mut s, act(json!({"chop": "2,3S"})));
    assert_eq!(
        (ap(&s, 0), cubes_on(&s, "2,3S"), s.cubes_placed()),
        (1, 1, 1)
    );
    assert!(matches!(
        refusal(&s, json!({"chop": "2,3E"})),
        ActionError::NotEnoughAp { needed: 2, .. }
    ));
    s2 = state(front(), json!({"firefighters": [{"at": "1,1", "ap": 4}]}));
    apply(&mut s2, act(json!({"chop": "1,1N"})));
    assert_eq!(cubes_on(&s2, "0,1S"), 1);
    apply(&mut s2, act(json!({"chop": "1,0E"})));
    assert_eq!(cubes_on(&s2, "1,0E"), 1);
    assert_eq!(s2.cubes_placed(), 2);
}

/// FAM-ACT-CHOP-1, FAM-END-3, GEN-7: chopping may place the 24th cube: the
/// building collapses at once, POIs on the board are lost.
#[test]
fn fam_act_chop_1_24th_cube_by_chopping_collapses() {
    let mut s = state(
        front(),
        json!({
            "damage": filler_damage(23),
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [poi("victim", "2,4"), victim_up("5,5")],
        }),
    );
    let events = apply(&mut s, act(json!({"chop": "0,1S"})));
    assert_eq!(s.cubes_placed(), 24);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.tokens()[1].place, TokenPlace::Lost);
    assert_eq!(s.lost(), 2);
    assert!(s.legal_actions().is_empty());
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
}

/// FAM-ACT-POI-1: entering a POI space reveals it at 0 AP; a False Alarm goes
/// to the Rescued area (not a rescue), a Victim stays face up.
#[test]
fn fam_act_poi_1_reveal_on_entry() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "5,3", "ap": 4}],
            "pois": [poi("victim", "5,4"), poi("false_alarm", "5,2")],
        }),
    );
    let events = apply(&mut s, act(json!({"move": "5,4"})));
    assert_eq!(ap(&s, 0), 3);
    assert!(events.contains(&Event::PoiRevealed {
        token: 0,
        cell: at("5,4"),
        kind: PoiKind::Victim
    }));
    assert!(token_revealed(&s, 0));
    assert_eq!(token_pos(&s, 0), Some(at("5,4")));
    apply(&mut s, act(json!({"move": "5,3"})));
    apply(&mut s, act(json!({"move": "5,2"})));
    assert_eq!(ap(&s, 0), 1);
    assert_eq!(s.tokens()[1].place, TokenPlace::Rescued);
    assert_eq!(s.false_alarms_found(), 1);
    assert_eq!(s.rescued(), 0, "a False Alarm is no rescue");
}

/// FAM-ACT-CARRY-1, Ruling R28: one item at a time; picking up and putting
/// down are free; only a revealed Victim can be picked up.
#[test]
fn fam_act_carry_1_one_victim_pick_up_and_drop_free() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [victim_up("1,1"), victim_up("1,1"), poi("victim", "1,1")],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"pick_up": 2})),
        ActionError::NothingToPickUp { .. }
    ));
    apply(&mut s, act(json!({"pick_up": 0})));
    assert_eq!(s.carried_by(0), Some(Item::Victim(0)));
    assert!(matches!(
        refusal(&s, json!({"pick_up": 1})),
        ActionError::AlreadyCarrying { token: 0 }
    ));
    apply(&mut s, Action::Drop);
    assert_eq!(s.carried_by(0), None);
    apply(&mut s, act(json!({"pick_up": 1})));
    assert_eq!(s.carried_by(0), Some(Item::Victim(1)));
    assert_eq!(ap(&s, 0), 4, "pick-up and drop cost nothing");
    assert!(matches!(
        refusal(&s, json!({"pick_up": 0})),
        ActionError::AlreadyCarrying { .. }
    ));
}

/// FAM-ACT-CARRY-2, Ruling R12, FAM-POI-2: a carried Victim lies on its
/// carrier's space: it moves along, and a replenishing roll on that space is
/// rolled again.
#[test]
fn fam_act_carry_2_carried_victim_lies_on_carriers_space() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [
                {"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0},
                poi("false_alarm", "6,8"),
            ],
        }),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(token_pos(&s, 0), Some(at("1,2")));
    // Advance (6,1), then replenish: (1,2) holds the carried Victim → reroll; (6,2).
    let events = end_turn(&mut s, &[6, 1, 1, 2, 6, 2]);
    assert!(events.contains(&Event::Reroll {
        reason: RerollReason::HasPoi
    }));
    assert_eq!(s.pois_on_board(), 3);
    assert!(
        s.tokens()
            .iter()
            .any(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,2")))
    );
    let at_1_2 = s
        .tokens()
        .iter()
        .filter(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("1,2")))
        .count();
    assert_eq!(at_1_2, 1, "only the carried Victim on (1,2)");
}

/// FAM-ACT-RESCUE-1: carried from an interior to an exterior space → rescued.
#[test]
fn fam_act_rescue_1_carried_out_is_rescued() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "3,1", "ap": 4}],
            "pois": [{"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0}],
        }),
    );
    let events = apply(&mut s, act(json!({"move": "3,0"})));
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.tokens()[0].place, TokenPlace::Rescued);
    assert_eq!(s.carried_by(0), None);
    assert_eq!(ap(&s, 0), 2);
    assert!(events.contains(&Event::VictimRescued {
        token: 0,
        cell: at("3,0"),
        rescued: 1
    }));
}

/// FAM-ACT-END-1: the action phase may end at any time; leftover AP are saved.
#[test]
fn fam_act_end_1_end_any_time_and_save() {
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    apply(&mut s, act(json!({"move": "0,4"})));
    assert!(legal(&s, json!("end_turn")));
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 3,
        forfeited: 0
    }));
    assert_eq!(ap(&s, 0), 7);
}

/// FAM-ACT-END-2: a firefighter may not end the action phase on Fire.
#[test]
fn fam_act_end_2_not_on_fire() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,2"], "firefighters": [{"at": "1,2", "ap": 2}]})),
    );
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    apply(&mut s, act(json!({"flip_fire": "1,2"})));
    assert!(legal(&s, json!("end_turn")));
}

/// FAM-ACT-END-3, Ruling R5 (TC-X-7): an action that leaves the firefighter on
/// Fire needs AP left for an escape.
#[test]
fn fam_act_end_3_escape_reserve_tc_x_7() {
    let with = |n: u8| {
        state(
            front(),
            json!({"fire": ["1,2"], "smoke": ["1,3"], "firefighters": [{"at": "1,1", "ap": n}]}),
        )
    };
    assert!(matches!(
        refusal(&with(2), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(&with(3), json!({"move": "1,2"})));

    // Standing on Fire with 2 AP: a 2-AP chop would leave nothing to escape with;
    // 1-AP actions leave 1.
    let s = state(
        front(),
        json!({"fire": ["1,2"], "smoke": ["1,3"], "firefighters": [{"at": "1,2", "ap": 2}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"chop": "0,2S"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(&s, json!({"remove_smoke": "1,3"})));
    assert!(legal(&s, json!({"flip_fire": "1,2"})));
}

/// FAM-ACT-END-3, Ruling R5: the reserve applies to every firefighter. With
/// another firefighter on Fire next to the active one, the active player must
/// keep 1 AP to flip that Fire (escape b), and may not end the phase.
#[test]
fn fam_act_end_3_reserve_covers_every_firefighter() {
    let s = state(
        front(),
        json!({
            "fire": ["1,2"],
            "smoke": ["2,1"],
            "firefighters": [{"at": "1,1", "ap": 1}, {"at": "1,2", "ap": 0}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    assert!(
        !legal(&s, json!({"remove_smoke": "2,1"})),
        "spending the last AP leaves firefighter 1 on Fire with no escape (FAM-ACT-END-3)"
    );
    let mut s = s;
    apply(&mut s, act(json!({"flip_fire": "1,2"})));
    assert!(legal(&s, json!("end_turn")));
}

// --- §3.3 advance fire ---------------------------------------------------------

/// FAM-FIRE-ADV-1: roll red then black: T = (red, black); Smoke on T.
#[test]
fn fam_fire_adv_1_roll_places_smoke() {
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let supply = s.fire_supply();
    let events = end_turn(&mut s, &[2, 7]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Rolled { purpose: RollPurpose::AdvanceFire, roll, cell: Some(c) }
            if roll.red == 2 && roll.black == 7 && *c == at("2,7")
    )));
    assert_eq!(cells_with(&s, FireLevel::Smoke), sorted(&["2,7"]));
    assert!(cells_with(&s, FireLevel::Fire).is_empty());
    assert_eq!(s.fire_supply(), supply - 1);
}

/// FAM-FIRE-ADV-2 row "nothing": Smoke stays unless T is adjacent to Fire
/// (TC-FIRE-1 turn B); a wall between keeps it Smoke.
#[test]
fn fam_fire_adv_2_empty_target_ignites_next_to_fire() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["2,1", "2,3"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert_eq!(level(&s, "3,1"), FireLevel::Fire);
    assert!(events.contains(&Event::SmokeIgnited { cell: at("3,1") }));
    end_turn(&mut s, &[2, 4]);
    assert_eq!(
        level(&s, "2,4"),
        FireLevel::Smoke,
        "wall (2,3)E separates it"
    );
    end_turn(&mut s, &[6, 8]);
    assert_eq!(level(&s, "6,8"), FireLevel::Smoke, "no Fire near");
}

/// FAM-FIRE-ADV-2 row "Smoke": Smoke + Smoke = Fire, one token returned
/// (TC-FIRE-1 turn A, then turn B).
#[test]
fn fam_fire_adv_2_smoke_on_smoke_is_fire_tc_fire_1() {
    let mut s = state(
        front(),
        parked(json!({"smoke": ["2,1"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let supply = s.fire_supply();
    let events = end_turn(&mut s, &[2, 1]);
    assert_eq!(level(&s, "2,1"), FireLevel::Fire);
    assert!(events.contains(&Event::SmokeOnSmoke { cell: at("2,1") }));
    assert_eq!(
        s.fire_supply(),
        supply,
        "one token flipped, the other returned"
    );
    end_turn(&mut s, &[3, 1]);
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&["2,1", "3,1"]));
}

/// FAM-FIRE-ADV-2 row "Fire": no token placed; explosion at T.
#[test]
fn fam_fire_adv_2_fire_target_explodes() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["5,3"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[5, 3]);
    assert!(events.contains(&Event::Explosion { cell: at("5,3") }));
    assert_eq!(
        count(&events, |e| matches!(e, Event::SmokePlaced { .. })),
        0
    );
    assert_eq!(level(&s, "5,3"), FireLevel::Fire);
    // N: wall (4,3)S takes a cube; W, E, S: Fire.
    assert_eq!(cubes_on(&s, "4,3S"), 1);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["5,2", "5,3", "5,4", "6,3"])
    );
    assert_eq!(s.fire_supply(), 33 - 4);
}

/// FAM-FIRE-EXPL-1/2/3, FAM-FIRE-SHOCK-1, FAM-KD-1, FAM-FIRE-SEC-1: the worked
/// explosion example TC-EXPL-1.
#[test]
fn fam_fire_expl_1_tc_expl_1_four_independent_directions() {
    let mut s = state(
        front(),
        json!({
            "fire": ["2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"],
            "firefighters": [{"at": "3,6", "ap": 4}],
            "pois": [poi("victim", "4,3")],
        }),
    );
    // Advance (3,3); then three replenishing rolls on empty spaces.
    end_turn(&mut s, &[3, 3, 1, 1, 1, 8, 6, 1]);
    assert_eq!(cubes_on(&s, "2,3S"), 1, "up: wall +1 cube");
    assert_eq!(
        door_on(&s, "3,2E"),
        DoorState::Destroyed,
        "left: door removed"
    );
    assert_eq!(level(&s, "4,3"), FireLevel::Fire, "down: Fire");
    assert_eq!(level(&s, "3,6"), FireLevel::Fire, "right: shockwave");
    assert_eq!(level(&s, "3,3"), FireLevel::Fire, "T keeps its Fire");
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    let mut choices: Vec<Action> = s.legal_actions();
    choices.sort();
    assert_eq!(
        choices,
        vec![
            act(json!({"knockdown_to": "0,6"})),
            act(json!({"knockdown_to": "3,9"}))
        ]
    );
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 12);
    apply(&mut s, act(json!({"knockdown_to": "3,9"})));
    assert_eq!(ff_at(&s, 0), at("3,9"));
    assert_eq!(s.lost(), 1);
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 12);
    assert_eq!(s.cubes_placed(), 1);
    assert_eq!(doors_left(&s), 7);
    assert_eq!(s.fire_supply(), 21);
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-FIRE-EXPL-2: an intact wall takes a cube and stops the blast.
#[test]
fn fam_fire_expl_2_wall_takes_a_cube_and_stops() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,5"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    end_turn(&mut s, &[1, 5]);
    assert_eq!(cubes_on(&s, "1,5E"), 1);
    assert_eq!(level(&s, "1,6"), FireLevel::Clear);
}

/// FAM-FIRE-EXPL-2, BOARD-2: a damaged wall takes its 2nd cube (destroyed)
/// and still stops this blast.
#[test]
fn fam_fire_expl_2_damaged_wall_is_destroyed_and_stops() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,5"],
            "damage": [{"edge": "1,5E", "cubes": 1}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 5]);
    assert_eq!(cubes_on(&s, "1,5E"), 2);
    assert!(s.edge_destroyed(edge(&s, "1,5E")));
    assert_eq!(level(&s, "1,6"), FireLevel::Clear);
}

/// FAM-FIRE-EXPL-2: a closed door is removed (no cube) and stops the blast.
#[test]
fn fam_fire_expl_2_closed_door_removed_and_stops() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,3"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[1, 3]);
    assert_eq!(door_on(&s, "1,3E"), DoorState::Destroyed);
    assert_eq!(level(&s, "1,4"), FireLevel::Clear);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DoorDestroyed { edge: x, was_open: false } if x.to_string() == "1,3E"
    )));
    assert_eq!(s.cubes_placed(), 1, "only N (outer wall (0,3)S)");
}

/// FAM-FIRE-EXPL-2, Ruling R9: an open door is removed and the blast goes on.
#[test]
fn fam_fire_expl_2_open_door_removed_and_blast_continues() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3"],
            "doors": [{"edge": "1,3E", "state": "open"}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 3]);
    assert_eq!(door_on(&s, "1,3E"), DoorState::Destroyed);
    assert_eq!(level(&s, "1,4"), FireLevel::Fire);

    // Beyond an open door, Fire starts a shockwave.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3", "1,4"],
            "doors": [{"edge": "1,3E", "state": "open"}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 3]);
    assert_eq!(door_on(&s, "1,3E"), DoorState::Destroyed);
    assert_eq!(level(&s, "1,5"), FireLevel::Fire);
}

/// FAM-FIRE-EXPL-2: passable edges: empty neighbour → Fire, Smoke → Fire,
/// Fire → shockwave; an exterior neighbour also takes Fire (here through the
/// entrance the shockwave reaches).
#[test]
fn fam_fire_expl_2_passable_edges_by_neighbour() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,3", "6,3"],
            "smoke": ["5,4"],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[5, 3]);
    assert!(
        events.contains(&Event::FirePlaced { cell: at("5,2") }),
        "W empty"
    );
    assert!(
        events.contains(&Event::SmokeToFire { cell: at("5,4") }),
        "E Smoke"
    );
    assert!(
        events.contains(&Event::ShockwaveStarted {
            cell: at("6,3"),
            heading: Heading::Dir(Dir::S)
        }),
        "S Fire"
    );
    assert!(
        events.contains(&Event::FirePlaced { cell: at("7,3") }),
        "exterior neighbour takes Fire"
    );
    assert!(events.contains(&Event::ExteriorFireRemoved { cell: at("7,3") }));
    assert_eq!(
        level(&s, "7,3"),
        FireLevel::Clear,
        "removed at the end (R8)"
    );
    assert_eq!(cubes_on(&s, "4,3S"), 1, "N wall");
}

/// FAM-FIRE-EXPL-2: Fire on an exterior neighbour, even directly, here
/// through a destroyed outer wall; removed at the end of the phase (R8).
#[test]
fn fam_fire_expl_2_exterior_neighbour_takes_fire() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,1"],
            "damage": [{"edge": "1,0E", "cubes": 2}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 1]);
    assert!(events.contains(&Event::FirePlaced { cell: at("1,0") }));
    assert!(events.contains(&Event::ExteriorFireRemoved { cell: at("1,0") }));
    assert_eq!(cubes_on(&s, "1,0E"), 2);
    assert_eq!(cubes_on(&s, "0,1S"), 1);
}

/// FAM-FIRE-EXPL-3, FAQ-1: each direction has exactly one outcome (Fire, a
/// cube, or a closed door removed); an open door's removal is the only extra.
#[test]
fn fam_fire_expl_3_one_outcome_per_direction() {
    let outcomes = |events: &[Event]| {
        count(events, |e| {
            matches!(
                e,
                Event::CubePlaced { .. }
                    | Event::FirePlaced { .. }
                    | Event::SmokeToFire { .. }
                    | Event::DoorDestroyed {
                        was_open: false,
                        ..
                    }
            )
        })
    };
    // N: cube; E: closed door; S: empty → Fire; W: shockwave → Smoke flipped.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3", "1,2"],
            "smoke": ["1,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 3]);
    let expl: Vec<Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::Explosion { .. }))
        .take_while(|e| !matches!(e, Event::Flashover { .. } | Event::TurnStarted { .. }))
        .copied()
        .collect();
    assert_eq!(outcomes(&expl), 4);
    assert_eq!(count(&expl, |e| matches!(e, Event::CubePlaced { .. })), 1);
    assert_eq!(
        count(&expl, |e| matches!(e, Event::DoorDestroyed { .. })),
        1
    );
    assert_eq!(level(&s, "1,1"), FireLevel::Fire);
    assert_eq!(level(&s, "2,3"), FireLevel::Fire);
    assert_eq!(level(&s, "1,4"), FireLevel::Clear);

    // With the door open: door removed *and* Fire beyond.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3", "1,2"],
            "smoke": ["1,1"],
            "doors": [{"edge": "1,3E", "state": "open"}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 3]);
    assert_eq!(outcomes(&events), 4);
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::DoorDestroyed { was_open: true, .. }
        )),
        1
    );
    assert_eq!(level(&s, "1,4"), FireLevel::Fire);
}

/// FAM-FIRE-SHOCK-1: a shockwave runs through Fire and ends at the first
/// non-Fire space: empty → Fire, Smoke → Fire; a wall takes a cube and stops
/// it (a damaged one is destroyed, still stopping it).
#[test]
fn fam_fire_shock_1_ends_at_first_non_fire() {
    let run = |extra: Value| {
        let mut v = json!({"firefighters": [{"at": "0,3", "ap": 4}]});
        if let (Some(obj), Value::Object(more)) = (v.as_object_mut(), extra) {
            obj.extend(more);
        }
        let mut s = state(front(), parked(v));
        end_turn(&mut s, &[5, 2]);
        s
    };
    let s = run(json!({"fire": ["5,2", "5,3", "5,4"]}));
    assert_eq!(level(&s, "5,5"), FireLevel::Fire, "empty");
    assert_eq!(cubes_on(&s, "5,5E"), 0);

    let s = run(json!({"fire": ["5,2", "5,3", "5,4"], "smoke": ["5,5"]}));
    assert_eq!(level(&s, "5,5"), FireLevel::Fire, "smoke");
    assert_eq!(cubes_on(&s, "5,5E"), 0);

    let s = run(json!({"fire": ["5,2", "5,3", "5,4", "5,5"]}));
    assert_eq!(cubes_on(&s, "5,5E"), 1, "wall");
    assert_eq!(level(&s, "5,6"), FireLevel::Clear);

    let s = run(json!({
        "fire": ["5,2", "5,3", "5,4", "5,5"],
        "damage": [{"edge": "5,5E", "cubes": 1}],
    }));
    assert_eq!(cubes_on(&s, "5,5E"), 2, "damaged wall");
    assert_eq!(level(&s, "5,6"), FireLevel::Clear);
}

/// FAM-FIRE-SHOCK-1: a closed door is removed and stops the wave; an open
/// door is removed (no cube) and the wave goes on.
#[test]
fn fam_fire_shock_1_doors() {
    for (st, beyond) in [("closed", FireLevel::Clear), ("open", FireLevel::Fire)] {
        let mut s = state(
            front(),
            parked(json!({
                "fire": ["6,2", "6,3", "6,4", "6,5"],
                "doors": [{"edge": "6,5E", "state": st}],
                "firefighters": [{"at": "0,3", "ap": 4}],
            })),
        );
        end_turn(&mut s, &[6, 2]);
        assert_eq!(door_on(&s, "6,5E"), DoorState::Destroyed, "door {st}");
        assert_eq!(cubes_on(&s, "6,5E"), 0);
        assert_eq!(level(&s, "6,6"), beyond, "door {st}");
    }
}

/// FAM-FIRE-SHOCK-2: the wave passes destroyed walls, destroyed doors and
/// entrances.
#[test]
fn fam_fire_shock_2_passes_destroyed_edges_and_entrances() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,3", "5,4", "5,5"],
            "damage": [{"edge": "5,5E", "cubes": 2}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[5, 3]);
    assert_eq!(
        level(&s, "5,6"),
        FireLevel::Fire,
        "through a destroyed wall"
    );
    assert_eq!(cubes_on(&s, "5,5E"), 2);

    let mut s = state(
        front(),
        parked(json!({
            "fire": ["6,4", "6,5"],
            "doors": [{"edge": "6,5E", "state": "destroyed"}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[6, 4]);
    assert_eq!(
        level(&s, "6,6"),
        FireLevel::Fire,
        "through a destroyed door"
    );

    let mut s = state(
        front(),
        parked(json!({"fire": ["3,2", "3,1"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 2]);
    assert!(
        events.contains(&Event::FirePlaced { cell: at("3,0") }),
        "through the entrance"
    );
}

/// FAM-FIRE-SHOCK-2, Ruling R11: the wave passes exterior Fire and ends with
/// no effect when it leaves the board.
#[test]
fn fam_fire_shock_2_r11_off_the_board_ends() {
    // Exterior Fire at (3,0) (as left by an earlier blast of the same phase).
    let mut s = state(
        front(),
        parked(json!({"fire": ["3,2", "3,1", "3,0"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 2]);
    assert!(events.contains(&Event::Shockwave {
        from: at("3,1"),
        to: at("3,0"),
        heading: Heading::Dir(Dir::W)
    }));
    assert_eq!(s.cubes_placed(), 0, "no wall hit anywhere");
    // The other three directions did their usual work; the phase went on.
    assert_eq!(level(&s, "2,2"), FireLevel::Fire);
    assert_eq!(level(&s, "4,2"), FireLevel::Fire);
    assert_eq!(door_on(&s, "3,2E"), DoorState::Destroyed);
    assert_eq!(
        level(&s, "3,0"),
        FireLevel::Clear,
        "exterior Fire cleaned up"
    );
    assert_eq!((s.stage(), s.turn()), (Stage::Actions, 2));
}

/// FAM-FIRE-SEC-1: the secondary effects run in order: flashover, knockdown,
/// losses, exterior clean-up; each sees the result of the previous ones.
#[test]
fn fam_fire_sec_1_order_of_secondary_effects() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["3,1"],
            "smoke": ["4,2"],
            "firefighters": [{"at": "4,2", "ap": 4}],
            "pois": [poi("victim", "2,1"), poi("false_alarm", "4,1")],
        })),
    );
    let events = end_turn(&mut s, &[3, 1]);
    let flash = first(&events, |e| {
        *e == Event::Flashover {
            cell: at("4,2"),
            wave: 1,
        }
    });
    let kd = first(&events, |e| {
        matches!(e, Event::KnockedDown { firefighter: 0, .. })
    });
    let reveal = first(&events, |e| {
        matches!(e, Event::PoiRevealed { token: 0, .. })
    });
    let lost = first(&events, |e| matches!(e, Event::VictimLost { token: 0, .. }));
    let cleanup = first(&events, |e| {
        *e == Event::ExteriorFireRemoved { cell: at("3,0") }
    });
    let next = first(&events, |e| matches!(e, Event::TurnStarted { .. }));
    assert!(
        flash < kd,
        "knockdown after flashover (the flashover set (4,2) on Fire)"
    );
    assert!(
        kd < reveal && reveal < lost,
        "losses after knockdown, revealed first"
    );
    assert!(lost < cleanup && cleanup < next);
    assert_eq!(ff_at(&s, 0), at("4,0"));
    assert_eq!(s.lost(), 1);
    assert_eq!(s.tokens()[1].place, TokenPlace::Lost);
    assert_eq!(s.false_alarms_found(), 0);
    assert_eq!(level(&s, "3,0"), FireLevel::Clear);
    assert_eq!(level(&s, "4,2"), FireLevel::Fire, "the Fire stays");
}

/// FAM-FIRE-SEC-1 step 1: flashover to the fixpoint, through an open door,
/// never through walls (worked example TC-FLASH-1).
#[test]
fn fam_fire_sec_1_flashover_to_fixpoint_tc_flash_1() {
    let mut s = state(
        front(),
        parked(json!({
            "smoke": ["1,6", "1,7", "1,8", "2,4", "2,5", "2,6", "2,7", "3,7"],
            "doors": [{"edge": "2,5E", "state": "open"}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 7]);
    let waves: Vec<(String, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Flashover { cell, wave } => Some((cell.to_string(), *wave)),
            _ => None,
        })
        .collect();
    let mut waves = waves;
    waves.sort();
    assert_eq!(
        waves,
        vec![
            ("1,6".to_string(), 1),
            ("1,8".to_string(), 1),
            ("2,4".to_string(), 4),
            ("2,5".to_string(), 3),
            ("2,6".to_string(), 2),
            ("2,7".to_string(), 1),
        ]
    );
    assert_eq!(level(&s, "3,7"), FireLevel::Smoke);
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 7);
}

/// FAM-FIRE-SEC-1 step 1: exterior Fire counts for flashover (a building with
/// a notch, so an outside space borders two inside spaces).
#[test]
fn fam_fire_sec_1_flashover_counts_exterior_fire() {
    let mut layout = BoardLayout::blank("notch");
    layout.floors[0].cells[1] = "..#######.".to_string();
    layout.floors[0].edges.push(EdgeSpec {
        at: "1,2S".parse().expect("edge"),
        kind: EdgeKind::Wall,
        open: false,
    });
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [at("0,4"), at("0,5")],
        side: None,
    });
    let board = Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")));
    let mut s = state(
        board,
        parked(json!({
            "fire": ["1,2"],
            "smoke": ["2,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 2]);
    assert!(events.contains(&Event::FirePlaced { cell: at("1,1") }));
    assert_eq!(
        level(&s, "2,2"),
        FireLevel::Clear,
        "the wall stopped the S blast"
    );
    assert_eq!(
        level(&s, "2,1"),
        FireLevel::Fire,
        "flipped by the exterior Fire at (1,1)"
    );
    assert_eq!(level(&s, "1,1"), FireLevel::Clear, "exterior Fire removed");
}

/// FAM-FIRE-SEC-1 step 3: every POI or Victim on Fire is lost; a POI is
/// revealed first; a Victim counts, a False Alarm counts nothing.
#[test]
fn fam_fire_sec_1_losses() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,2"],
            "smoke": ["5,3"],
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": [poi("victim", "5,1"), poi("false_alarm", "5,3"), victim_up("6,2")],
        })),
    );
    // (5,1) ignites next to (5,2); flashover flips (5,3); (6,2) stays empty.
    let events = end_turn(&mut s, &[5, 1]);
    assert!(events.contains(&Event::PoiRevealed {
        token: 0,
        cell: at("5,1"),
        kind: PoiKind::Victim
    }));
    assert!(events.contains(&Event::PoiRevealed {
        token: 1,
        cell: at("5,3"),
        kind: PoiKind::FalseAlarm
    }));
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.tokens()[1].place, TokenPlace::Lost);
    assert_eq!(s.lost(), 1, "the False Alarm counts nothing");
    assert_eq!(s.false_alarms_found(), 0);
    assert_eq!(token_pos(&s, 2), Some(at("6,2")), "not on Fire: stays");
}

// --- knockdown -----------------------------------------------------------------

/// FAM-KD-1, Ruling R7, App. F: the nearest Ambulance space by Euclidean
/// distance; ties are the controller's choice. Board data for every space.
#[test]
fn fam_kd_1_app_f_destinations() {
    let table = [
        "(3,0) (3,0) (0,5) (0,5) (0,5) (0,6) (0,6) (0,6)/(3,9)",
        "(3,0) (3,0) (0,5) (0,5) (0,5) (0,6) (0,6)/(3,9) (3,9)",
        "(3,0) (3,0) (3,0) (0,5) (0,5) (0,6)/(3,9) (3,9) (3,9)",
        "(4,0) (4,0) (4,0)/(7,3) (7,4) (7,4) (4,9) (4,9) (4,9)",
        "(4,0) (4,0)/(7,3) (7,3) (7,4) (7,4) (7,4) (4,9) (4,9)",
        "(4,0)/(7,3) (7,3) (7,3) (7,4) (7,4) (7,4) (4,9) (4,9)",
    ];
    let board = front();
    for (r, row) in table.iter().enumerate() {
        for (c, entry) in row.split(' ').enumerate() {
            let want: BTreeSet<String> = entry
                .split('/')
                .map(|p| p.trim_matches(|ch| ch == '(' || ch == ')').to_string())
                .collect();
            let cell = board
                .cell_at(Pos::new(r as u8 + 1, c as u8 + 1))
                .expect("interior cell");
            let got: BTreeSet<String> = board
                .knockdown_targets(cell)
                .iter()
                .map(|&t| board.pos(t).to_string())
                .collect();
            assert_eq!(got, want, "space ({},{})", r + 1, c + 1);
        }
    }
    for amb in ["0,5", "0,6", "3,9", "4,9", "7,3", "7,4", "3,0", "4,0"] {
        let cell = board.cell_at(at(amb)).expect("cell");
        let got: Vec<String> = board
            .knockdown_targets(cell)
            .iter()
            .map(|&t| board.pos(t).to_string())
            .collect();
        assert_eq!(
            got,
            vec![amb.to_string()],
            "an Ambulance space maps to itself"
        );
    }
}

/// FAM-KD-1 (TC-X-10): knocked down at (2,2) → (3,0); at (4,3) the player
/// chooses (4,0) or (7,3), and nothing else.
#[test]
fn fam_kd_1_tc_x_10() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["2,1"], "firefighters": [{"at": "2,2", "ap": 4}]})),
    );
    end_turn(&mut s, &[2, 2]);
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(s.stage(), Stage::Actions);

    let mut s = state(
        front(),
        parked(json!({"fire": ["4,4"], "firefighters": [{"at": "4,3", "ap": 4}]})),
    );
    end_turn(&mut s, &[4, 3]);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    let mut choices = s.legal_actions();
    choices.sort();
    assert_eq!(
        choices,
        vec![
            act(json!({"knockdown_to": "4,0"})),
            act(json!({"knockdown_to": "7,3"}))
        ]
    );
    assert!(matches!(
        refusal(&s, json!({"knockdown_to": "3,0"})),
        ActionError::NotAKnockdownSpot { .. }
    ));
    apply(&mut s, act(json!({"knockdown_to": "7,3"})));
    assert_eq!(ff_at(&s, 0), at("7,3"));
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-KD-2: the Fire stays; a carried Victim is lost; no other penalty
/// (saved AP kept).
#[test]
fn fam_kd_2_fire_stays_carried_victim_lost() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [{"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0}],
        })),
    );
    end_turn(&mut s, &[1, 1]);
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(level(&s, "1,1"), FireLevel::Fire, "the Fire stays");
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.lost(), 1);
    assert_eq!(ap(&s, 0), 8, "4 + 4 saved: no other penalty");
}

/// FAM-KD-2, Ruling R20: knocked down at most once per fire phase; the new
/// space is not re-checked, even if it holds (exterior) Fire.
#[test]
fn fam_kd_2_r20_once_per_phase() {
    // (2,1) catches Fire from the blast at (3,1); its Ambulance space (3,0)
    // holds exterior Fire from the same blast.
    let mut s = state(
        front(),
        parked(json!({"fire": ["3,1"], "firefighters": [{"at": "2,1", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::KnockedDown { .. })),
        1
    );
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(s.stage(), Stage::Actions);

    // Same with a tie: the chosen space (7,3) holds exterior Fire.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["6,3", "6,2"],
            "smoke": ["5,2"],
            "firefighters": [{"at": "5,2", "ap": 4}],
        })),
    );
    let mut events = end_turn(&mut s, &[6, 3]);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    assert_eq!(level(&s, "7,3"), FireLevel::Fire);
    events.extend(apply(&mut s, act(json!({"knockdown_to": "7,3"}))));
    assert_eq!(
        count(&events, |e| matches!(e, Event::KnockedDown { .. })),
        1
    );
    assert_eq!(ff_at(&s, 0), at("7,3"));
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(level(&s, "7,3"), FireLevel::Clear);
}

// --- §3.4 POIs -----------------------------------------------------------------

/// FAM-POI-1: POIs and Victims on the board count, carried ones included;
/// below 3 and with a non-empty supply, replenish; never from an empty supply.
#[test]
fn fam_poi_1_count_and_supply() {
    let replenish_rolls = |events: &[Event]| {
        count(events, |e| {
            matches!(
                e,
                Event::Rolled {
                    purpose: RollPurpose::ReplenishPoi,
                    ..
                }
            )
        })
    };
    // A carried Victim + 2 POIs = 3: no roll.
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [
                {"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0},
                poi("victim", "5,3"),
                poi("false_alarm", "5,4"),
            ],
        }),
    );
    let events = end_turn(&mut s, &[6, 8]);
    assert_eq!(replenish_rolls(&events), 0);

    // 2 on the board: one POI added.
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [poi("victim", "5,3"), victim_up("5,4")],
        }),
    );
    let events = end_turn(&mut s, &[6, 8, 6, 1]);
    assert_eq!(replenish_rolls(&events), 1);
    assert_eq!(s.pois_on_board(), 3);
    assert_eq!(s.poi_supply(), 12);

    // 1 on the board but the supply is empty: nothing.
    let mut pois = vec![poi("victim", "5,3")];
    pois.extend(off_board("victim", "rescued", 6));
    pois.extend(off_board("victim", "lost", 3));
    pois.extend(off_board("false_alarm", "rescued", 5));
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "0,3", "ap": 4}], "pois": pois}),
    );
    assert_eq!(s.poi_supply(), 0);
    let events = end_turn(&mut s, &[6, 8]);
    assert_eq!(replenish_rolls(&events), 0);
    assert_eq!(s.pois_on_board(), 1);
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-POI-2: a roll on a POI or Victim is rolled again.
#[test]
fn fam_poi_2_roll_again_on_a_poi() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [victim_up("1,1"), poi("false_alarm", "1,8")],
        }),
    );
    let events = end_turn(&mut s, &[6, 8, 1, 1, 1, 8, 6, 2]);
    assert_eq!(
        count(&events, |e| *e
            == Event::Reroll {
                reason: RerollReason::HasPoi
            }),
        2
    );
    assert_eq!(s.pois_on_board(), 3);
    assert!(
        s.tokens()
            .iter()
            .any(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,2")))
    );
}

/// FAM-POI-3: Fire or Smoke on the roll goes back to the supply; then the POI
/// is placed face down.
#[test]
fn fam_poi_3_threat_gives_way() {
    for threat in ["fire", "smoke"] {
        let mut v = json!({
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [poi("victim", "5,3"), poi("false_alarm", "5,4")],
        });
        v[threat] = json!(["6,2"]);
        let mut s = state(front(), v);
        let supply = s.fire_supply();
        let events = end_turn(&mut s, &[1, 8, 6, 2]);
        assert_eq!(level(&s, "6,2"), FireLevel::Clear, "{threat}");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::ThreatCleared { cell, .. } if *cell == at("6,2")))
        );
        let placed = s
            .tokens()
            .iter()
            .find(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,2")))
            .expect("a POI on (6,2)");
        assert!(matches!(
            placed.place,
            TokenPlace::Board {
                revealed: false,
                ..
            }
        ));
        // +1 Smoke at (1,8), −1 token from (6,2).
        assert_eq!(s.fire_supply(), supply, "{threat}");
    }
}

/// FAM-POI-4, Ruling R6 (TC-X-9): a POI placed on a firefighter is revealed at
/// once: a False Alarm is removed and replenishing continues.
#[test]
fn fam_poi_4_false_alarm_on_firefighter_removed_and_continue() {
    let mut pois = vec![poi("victim", "5,3"), poi("victim", "5,4")];
    pois.extend(off_board("victim", "rescued", 5));
    pois.extend(off_board("victim", "lost", 3));
    pois.extend(off_board("false_alarm", "rescued", 3)); // 2 False Alarms left in the supply
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "1,1", "ap": 4}], "pois": pois}),
    );
    assert_eq!(s.poi_supply(), 2);
    let events = end_turn(&mut s, &[6, 8, 1, 1, 6, 7]);
    assert_eq!(s.false_alarms_found(), 4);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PoiRevealed { cell, kind: PoiKind::FalseAlarm, .. } if *cell == at("1,1")
    )));
    assert_eq!(s.pois_on_board(), 3);
    let at_6_7 = s
        .tokens()
        .iter()
        .find(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,7")))
        .expect("replenishing went on to (6,7)");
    assert!(matches!(
        at_6_7.place,
        TokenPlace::Board {
            revealed: false,
            ..
        }
    ));
}

/// FAM-POI-4, Ruling R6 (TC-X-9): a Victim placed on a firefighter is revealed,
/// stays face up and counts.
#[test]
fn fam_poi_4_victim_on_firefighter_stays_face_up() {
    let mut pois = vec![poi("victim", "5,3"), poi("victim", "5,4")];
    pois.extend(off_board("victim", "rescued", 5));
    pois.extend(off_board("victim", "lost", 2)); // 1 Victim left in the supply
    pois.extend(off_board("false_alarm", "rescued", 5));
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "1,1", "ap": 4}], "pois": pois}),
    );
    assert_eq!(s.poi_supply(), 1);
    end_turn(&mut s, &[6, 8, 1, 1]);
    let v = s
        .tokens()
        .iter()
        .position(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("1,1")))
        .expect("a Victim on (1,1)");
    assert_eq!(s.tokens()[v].kind, PoiKind::Victim);
    assert!(token_revealed(&s, v));
    assert_eq!(s.pois_on_board(), 3);
}

// --- game end ------------------------------------------------------------------

/// FAM-END-1: the moment the 7th Victim is rescued, the players win.
#[test]
fn fam_end_1_seventh_rescue_wins() {
    let mut pois = vec![json!({"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0})];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "3,1", "ap": 4}], "pois": pois}),
    );
    let events = apply(&mut s, act(json!({"move": "3,0"})));
    assert_eq!(s.rescued(), 7);
    assert_eq!(s.outcome(), Some(Outcome::Won));
    assert!(s.won());
    assert!(events.contains(&Event::Victory { rescued: 7 }));
    assert!(matches!(
        refusal(&s, json!({"move": "3,1"})),
        ActionError::WrongStage { .. }
    ));
}

/// FAM-END-1, Ruling R19: with play-on the game continues after the 7th
/// rescue; the win is never revoked; play ends when all 10 Victims are resolved.
#[test]
fn fam_end_1_r19_play_on() {
    let mut pois = vec![json!({"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0})];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = state(
        front(),
        json!({
            "config": {"firefighters": 1, "play_on": true},
            "firefighters": [{"at": "3,1", "ap": 4}],
            "pois": pois,
        }),
    );
    apply(&mut s, act(json!({"move": "3,0"})));
    assert!(s.won());
    assert_eq!(s.outcome(), None);
    assert_eq!(s.stage(), Stage::Actions);
    assert!(legal(&s, json!({"move": "3,1"})));

    // Won; one Victim burns with another still in the supply: play goes on.
    let mut pois = vec![victim_up("2,1")];
    pois.extend(off_board("victim", "rescued", 7));
    pois.extend(off_board("victim", "lost", 1));
    pois.extend(off_board("false_alarm", "rescued", 5)); // supply: 1 Victim
    let mut s = state(
        front(),
        json!({
            "config": {"firefighters": 1, "play_on": true},
            "won": true,
            "fire": ["3,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": pois,
        }),
    );
    end_turn(&mut s, &[3, 1, 6, 8]);
    assert_eq!(s.lost(), 2);
    assert_eq!(s.outcome(), None, "9 of 10 resolved: play goes on");
    assert!(s.won());

    // The last Victim burns: all 10 resolved → over, still won.
    let mut pois = vec![victim_up("2,1")];
    pois.extend(off_board("victim", "rescued", 7));
    pois.extend(off_board("victim", "lost", 2));
    let mut s = state(
        front(),
        parked(json!({
            "config": {"firefighters": 1, "play_on": true},
            "won": true,
            "fire": ["3,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": pois,
        })),
    );
    end_turn(&mut s, &[3, 1]);
    assert_eq!(s.lost(), 3);
    assert_eq!(s.outcome(), Some(Outcome::Won));
}

/// FAM-END-2: the moment the 4th Victim is lost, the players lose.
#[test]
fn fam_end_2_fourth_loss_loses() {
    let mut pois = vec![victim_up("1,1")];
    pois.extend(off_board("victim", "lost", 3));
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,2"], "firefighters": [{"at": "7,5", "ap": 4}], "pois": pois})),
    );
    let events = end_turn(&mut s, &[1, 1]);
    assert_eq!(s.lost(), 4);
    assert_eq!(s.outcome(), Some(Outcome::VictimsLost));
    assert!(events.contains(&Event::GameOver {
        outcome: Outcome::VictimsLost
    }));

    // Three lost is not yet a loss.
    let mut pois = vec![victim_up("1,1")];
    pois.extend(off_board("victim", "lost", 2));
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,2"], "firefighters": [{"at": "7,5", "ap": 4}], "pois": pois})),
    );
    end_turn(&mut s, &[1, 1]);
    assert_eq!(s.lost(), 3);
    assert_eq!(s.outcome(), None);
}

/// FAM-END-3: collapse at 24 cubes: every POI and Victim still on the board
/// (carried too) goes to Lost; it is a loss.
#[test]
fn fam_end_3_collapse_loses_everything_on_the_board() {
    let mut s = state(
        front(),
        json!({
            "fire": ["2,3"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "5,4", "ap": 4}],
            "pois": [
                poi("victim", "5,3"),
                poi("false_alarm", "1,1"),
                {"kind": "victim", "at": "5,4", "revealed": true, "carried_by": 0},
            ],
        }),
    );
    end_turn(&mut s, &[2, 3]);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(s.pois_on_board(), 0);
    for (t, token) in s.tokens().iter().take(3).enumerate() {
        assert_eq!(token.place, TokenPlace::Lost, "token {t}");
    }
    assert_eq!(s.lost(), 2);
}

/// FAM-END-3, Ruling R19: a collapse after the win was secured is not a loss.
#[test]
fn fam_end_3_r19_collapse_after_secured_win() {
    let mut pois = vec![poi("victim", "5,3")];
    pois.extend(off_board("victim", "rescued", 7));
    let mut s = state(
        front(),
        parked(json!({
            "config": {"firefighters": 1, "play_on": true},
            "won": true,
            "fire": ["2,3"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": pois,
        })),
    );
    end_turn(&mut s, &[2, 3]);
    assert_eq!(s.cubes_placed(), 24);
    assert_eq!(s.outcome(), Some(Outcome::Won));
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
}

// --- random family setup ---------------------------------------------------------

/// FAM-VAR-1 (a), Rulings R8/R21: three explosions without cubes (rolled again
/// on Fire; walls stop them, doors are still removed), exterior Fire removed,
/// then three POIs not on Fire or on another POI.
#[test]
fn fam_var_1_random_family_setup() {
    let config: GameConfig =
        serde_json::from_value(json!({"firefighters": 2, "setup": "random"})).expect("config");
    assert_eq!(config.setup, FamilySetupKind::Random);
    let mut doors_removed = 0;
    let mut blasts_stopped = 0;
    for seed in 0..60 {
        let mut events: Vec<Event> = Vec::new();
        let s = GameState::new_logged(front(), config.clone(), seed, &mut events)
            .expect("valid config");
        let b = s.board();
        assert_eq!(s.cubes_placed(), 0, "seed {seed}");
        assert_eq!(count(&events, |e| matches!(e, Event::CubePlaced { .. })), 0);
        assert_eq!(count(&events, |e| matches!(e, Event::Explosion { .. })), 3);
        assert!(cells_with(&s, FireLevel::Smoke).is_empty());

        // Replay: each explosion target was not on Fire when chosen.
        let mut fire: HashSet<Pos> = HashSet::new();
        for e in &events {
            match *e {
                Event::SetupFire { cell } => {
                    assert!(
                        fire.insert(cell),
                        "seed {seed}: setup Fire on Fire at {cell}"
                    );
                }
                Event::FirePlaced { cell } => {
                    fire.insert(cell);
                }
                Event::ExteriorFireRemoved { cell } => {
                    fire.remove(&cell);
                }
                Event::DoorDestroyed { edge: x, .. } => {
                    doors_removed += 1;
                    let id = b.edge_at(x).expect("edge");
                    assert_eq!(s.edge_state(id).door, DoorState::Destroyed);
                }
                Event::BlastStopped { edge: x } => {
                    blasts_stopped += 1;
                    let id = b.edge_at(x).expect("edge");
                    assert_eq!(s.edge_state(id).cubes, 0);
                }
                _ => {}
            }
        }
        let now: HashSet<Pos> = cells_with(&s, FireLevel::Fire)
            .iter()
            .map(|c| at(c))
            .collect();
        assert_eq!(now, fire, "seed {seed}");
        assert!(
            now.iter()
                .all(|p| (1..=6).contains(&p.row) && (1..=8).contains(&p.col)),
            "seed {seed}: exterior Fire removed"
        );

        // The first explosion, on an otherwise empty building, in detail.
        let t1_at = first(&events, |e| matches!(e, Event::SetupFire { .. }));
        let Event::SetupFire { cell: t1 } = events[t1_at] else {
            unreachable!()
        };
        let window: Vec<Event> = events[t1_at + 1..]
            .iter()
            .take_while(|e| !matches!(e, Event::Rolled { .. }))
            .copied()
            .collect();
        let t1_id = b.cell_at(t1).expect("cell");
        for dir in Dir::ALL {
            let Some((n, e)) = b.neighbor(t1_id, dir) else {
                continue;
            };
            let (np, er) = (b.pos(n), b.edge_ref(e));
            match b.edge(e).kind {
                None | Some(EdgeKind::Entrance) => {
                    assert!(
                        window.contains(&Event::FirePlaced { cell: np }),
                        "seed {seed}"
                    )
                }
                Some(EdgeKind::Door) => {
                    assert!(window.contains(&Event::DoorDestroyed {
                        edge: er,
                        was_open: false
                    }));
                    assert!(!window.contains(&Event::FirePlaced { cell: np }));
                }
                Some(_) => {
                    assert!(
                        window.contains(&Event::BlastStopped { edge: er }),
                        "seed {seed}"
                    );
                    assert!(!window.contains(&Event::FirePlaced { cell: np }));
                }
            }
        }

        // Three POIs, face down, not on Fire, on three spaces.
        let mut poi_cells = HashSet::new();
        for t in s.tokens() {
            if let TokenPlace::Board { cell, revealed, .. } = t.place {
                assert!(!revealed);
                assert_ne!(s.fire_at(cell), FireLevel::Fire, "seed {seed}");
                poi_cells.insert(cell);
            }
        }
        assert_eq!(poi_cells.len(), 3, "seed {seed}");
        assert_eq!(s.poi_supply(), 12);
        assert_eq!(s.stage(), Stage::PlaceFirefighters);
    }
    assert!(doors_removed > 0, "some seed removed a door");
    assert!(blasts_stopped > 0, "some seed hit a wall");
}

// --- 2nd Story -------------------------------------------------------------------

/// 2ND-STAIRS-1: linked stair spaces are adjacent for movement at normal
/// cost; the stair space's walls still block.
#[test]
fn second_stairs_1_movement_through_stairs() {
    let mut s = state(
        two_floor(),
        json!({"firefighters": [{"at": "2,3", "ap": 5}]}),
    );
    apply(&mut s, act(json!({"move": "2,2"})));
    apply(&mut s, act(json!({"move": "1:2,2"})));
    assert_eq!(ff_at(&s, 0), at("1:2,2"));
    assert_eq!(ap(&s, 0), 3);
    assert!(matches!(
        refusal(&s, json!({"move": "1:2,1"})),
        ActionError::Blocked { .. }
    ));
    apply(&mut s, act(json!({"move": "1:2,3"})));
    apply(&mut s, act(json!({"move": "1:2,2"})));
    apply(&mut s, act(json!({"move": "2,2"})));
    assert_eq!(ff_at(&s, 0), at("2,2"));
    assert_eq!(ap(&s, 0), 0);

    // Into a burning linked stair space: 2 AP, like any Fire.
    let mut s = state(
        two_floor(),
        json!({"fire": ["1:2,2"], "firefighters": [{"at": "2,2", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1:2,2"})));
    assert_eq!(ap(&s, 0), 2);
}

/// 2ND-STAIRS-1: Extinguish reaches the linked stair space.
#[test]
fn second_stairs_1_extinguish_through_stairs() {
    let mut s = state(
        two_floor(),
        json!({
            "smoke": ["1:2,2"],
            "fire": ["1:2,3"],
            "firefighters": [{"at": "2,2", "ap": 4}],
        }),
    );
    apply(&mut s, act(json!({"remove_smoke": "1:2,2"})));
    assert_eq!(level(&s, "1:2,2"), FireLevel::Clear);
    assert_eq!(ap(&s, 0), 3);
    assert!(matches!(
        refusal(&s, json!({"flip_fire": "1:2,3"})),
        ActionError::OutOfReach { .. }
    ));
    let mut s = state(
        two_floor(),
        json!({"fire": ["1:2,2"], "firefighters": [{"at": "2,2", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"flip_fire": "1:2,2"})));
    assert_eq!(level(&s, "1:2,2"), FireLevel::Smoke);
    assert_eq!(ap(&s, 0), 3);
}

/// 2ND-STAIRS-1: Smoke placed on a stair space next (by the stairs) to Fire
/// ignites. The floor die is rolled first (G = face 1, U = face 2).
#[test]
fn second_stairs_1_smoke_next_to_fire_through_stairs() {
    let mut s = state(
        two_floor(),
        parked(json!({"fire": ["1:2,2"], "firefighters": [{"at": "7,8", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[1, 2, 2]);
    assert!(events.contains(&Event::SmokeIgnited { cell: at("2,2") }));
    assert_eq!(level(&s, "2,2"), FireLevel::Fire);

    // Without the Fire above, the same roll leaves Smoke.
    let mut s = state(
        two_floor(),
        parked(json!({"fire": ["2,1"], "firefighters": [{"at": "7,8", "ap": 4}]})),
    );
    end_turn(&mut s, &[1, 2, 2]);
    assert_eq!(
        level(&s, "2,2"),
        FireLevel::Smoke,
        "W wall of the stair space"
    );
}

/// 2ND-STAIRS-1: flashover goes through the stairs.
#[test]
fn second_stairs_1_flashover_through_stairs() {
    let mut s = state(
        two_floor(),
        parked(json!({
            "fire": ["2,3"],
            "smoke": ["1:2,2", "1:2,3"],
            "firefighters": [{"at": "7,8", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 2, 2]);
    assert_eq!(level(&s, "2,2"), FireLevel::Fire);
    assert!(events.contains(&Event::Flashover {
        cell: at("1:2,2"),
        wave: 1
    }));
    assert!(events.contains(&Event::Flashover {
        cell: at("1:2,3"),
        wave: 2
    }));
}

/// 2ND-BOARD-3, Ruling R36: upper-floor exterior spaces cannot be entered by
/// a plain move.
#[test]
fn second_board_3_upper_exterior_not_entered_by_moving() {
    // The upper outer wall at (1:0,3)S is destroyed, so only R36 stops the move.
    let s = state(
        two_floor(),
        json!({
            "damage": [{"edge": "1:0,3S", "cubes": 2}],
            "firefighters": [{"at": "1:1,3", "ap": 4}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "1:0,3"})),
        ActionError::CannotEnter { .. }
    ));
    assert!(legal(&s, json!({"move": "1:1,4"})));
}

/// 2ND-WIN-1: a closed window blocks adjacency; an open one joins its spaces.
#[test]
fn second_win_1_window_adjacency() {
    let board = custom_board(&[("3,4E", EdgeKind::Window, false)]);
    let s = state(
        board.clone(),
        json!({"smoke": ["3,5"], "firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "3,5"})),
        ActionError::Blocked { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "3,5"})),
        ActionError::OutOfReach { .. }
    ));
    let open = json!([{"edge": "3,4E", "state": "open"}]);
    let mut s = state(
        board.clone(),
        json!({"smoke": ["3,5"], "doors": open, "firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"remove_smoke": "3,5"})));
    apply(&mut s, act(json!({"move": "3,5"})));
    assert_eq!(ap(&s, 0), 2);

    for (doors, want) in [(json!([]), FireLevel::Smoke), (open, FireLevel::Fire)] {
        let mut s = state(
            board.clone(),
            parked(
                json!({"fire": ["3,4"], "doors": doors, "firefighters": [{"at": "7,5", "ap": 4}]}),
            ),
        );
        end_turn(&mut s, &[3, 5]);
        assert_eq!(level(&s, "3,5"), want);
    }
}

/// 2ND-WIN-2: a window on an edge of own space opens and closes for 1 AP.
#[test]
fn second_win_2_open_and_close_window() {
    let board = custom_board(&[("3,4E", EdgeKind::Window, false)]);
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"open": "3,4E"})));
    assert_eq!((ap(&s, 0), door_on(&s, "3,4E")), (3, DoorState::Open));
    assert!(legal(&s, json!({"move": "3,5"})));
    apply(&mut s, act(json!({"close": "3,4E"})));
    assert_eq!((ap(&s, 0), door_on(&s, "3,4E")), (2, DoorState::Closed));
    assert!(!legal(&s, json!({"move": "3,5"})));
    let s = state(board, json!({"firefighters": [{"at": "2,4", "ap": 4}]}));
    assert!(matches!(
        refusal(&s, json!({"open": "3,4E"})),
        ActionError::NotYourEdge { .. }
    ));
}

/// 2ND-WIN-3, Ruling R37: an explosion or shockwave reaching a window, open
/// or closed, places 1 cube, which destroys it, and stops; a chop destroys it
/// with 1 cube; a destroyed window is a destroyed wall.
#[test]
fn second_win_3_fire_effects_and_chop() {
    let board = custom_board(&[("3,4E", EdgeKind::Window, false)]);
    for st in ["closed", "open"] {
        let mut s = state(
            board.clone(),
            parked(json!({
                "fire": ["3,4"],
                "doors": [{"edge": "3,4E", "state": st}],
                "firefighters": [{"at": "7,5", "ap": 4}],
            })),
        );
        end_turn(&mut s, &[3, 4]);
        assert_eq!(cubes_on(&s, "3,4E"), 1, "window {st}");
        assert!(s.edge_destroyed(edge(&s, "3,4E")), "window {st}");
        assert_eq!(
            level(&s, "3,5"),
            FireLevel::Clear,
            "window {st}: the blast stops"
        );
        assert_eq!(s.cubes_placed(), 1);
    }
    // A shockwave reaching an open window.
    let mut s = state(
        board.clone(),
        parked(json!({
            "fire": ["3,3", "3,4"],
            "doors": [{"edge": "3,4E", "state": "open"}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[3, 3]);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert_eq!(level(&s, "3,5"), FireLevel::Clear);

    // Chop: 1 cube destroys it; then it is a destroyed wall.
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert!(legal(&s, json!({"move": "3,5"})));
    assert!(matches!(
        refusal(&s, json!({"chop": "3,4E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"open": "3,4E"})),
        ActionError::Destroyed { .. }
    ));
    // Fire passes a destroyed window without a cube.
    let mut s = state(
        board,
        parked(json!({
            "fire": ["3,4"],
            "damage": [{"edge": "3,4E", "cubes": 1}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
}

/// 2ND-THIN-1: a thin wall blocks, and is destroyed by 1 cube (chop or
/// explosion); it is never "damaged".
#[test]
fn second_thin_1_thin_wall() {
    let board = custom_board(&[("3,4E", EdgeKind::ThinWall, false)]);
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    assert!(!legal(&s, json!({"move": "3,5"})));
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert_eq!(ap(&s, 0), 2);
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert!(legal(&s, json!({"move": "3,5"})));

    let mut s = state(
        board.clone(),
        parked(json!({"fire": ["3,4"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert_eq!(level(&s, "3,5"), FireLevel::Clear, "the blast stops there");

    assert!(snapshot_error(
        board,
        json!({"damage": [{"edge": "3,4E", "cubes": 2}], "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

/// URB-BROWN-2, Ruling R44: a party wall takes cubes (2 destroy it) and counts
/// for collapse, passes fire once destroyed, may be chopped, and is never
/// crossed by firefighters.
#[test]
fn urb_brown_2_party_wall() {
    let board = custom_board(&[("3,4E", EdgeKind::PartyWall, false)]);
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    assert!(!legal(&s, json!({"move": "3,5"})));
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert_eq!((cubes_on(&s, "3,4E"), s.cubes_placed()), (1, 1));
    assert!(!s.edge_destroyed(edge(&s, "3,4E")));
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert_eq!(s.cubes_placed(), 2);
    assert!(matches!(
        refusal(&s, json!({"move": "3,5"})),
        ActionError::Blocked { .. }
    ));

    // Intact: an explosion puts a cube on it and stops.
    let mut s = state(
        board.clone(),
        parked(json!({"fire": ["3,4"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert_eq!(level(&s, "3,5"), FireLevel::Clear);

    // Destroyed: explosions, shockwaves, ignition and flashover pass.
    let destroyed = json!([{"edge": "3,4E", "cubes": 2}]);
    let mut s = state(
        board.clone(),
        parked(
            json!({"fire": ["3,4"], "damage": destroyed, "firefighters": [{"at": "7,5", "ap": 4}]}),
        ),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire);
    let mut s = state(
        board.clone(),
        parked(
            json!({"fire": ["3,3", "3,4"], "damage": destroyed, "firefighters": [{"at": "7,5", "ap": 4}]}),
        ),
    );
    end_turn(&mut s, &[3, 3]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire, "shockwave");
    let mut s = state(
        board.clone(),
        parked(
            json!({"fire": ["3,4"], "damage": destroyed, "firefighters": [{"at": "7,5", "ap": 4}]}),
        ),
    );
    end_turn(&mut s, &[3, 5]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire, "smoke next to fire");
    let mut s = state(
        board.clone(),
        parked(json!({
            "fire": ["3,4"],
            "smoke": ["3,5"],
            "damage": destroyed,
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[6, 8]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire, "flashover");

    // A firefighter never crosses it, even destroyed.
    let s = state(
        board,
        json!({"damage": destroyed, "firefighters": [{"at": "3,5", "ap": 4}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "3,4"})),
        ActionError::Blocked { .. }
    ));
}

/// FAM-ACT-END-3 / R5: a firefighter on Fire that the active firefighter can
/// neither reach nor flip makes the state impossible: it is refused when read,
/// since it would leave no legal action at all.
#[test]
fn fam_act_end_3_unreachable_fire_is_an_impossible_state() {
    let snap = flashpoint::engine::snapshot::Snapshot::from_partial(
        json!({
            "fire": ["3,5"],
            "firefighters": [{"at": "1,1", "ap": 4}, {"at": "3,5", "ap": 0}],
        }),
        None,
        1,
    )
    .expect("well-formed");
    let err = GameState::from_snapshot(front(), &snap).expect_err("no escape is possible");
    assert!(
        err.to_string()
            .contains("out of the active firefighter's reach"),
        "{err}"
    );
}

/// FAM-ACT-END-3 / R5: moving away from a firefighter left on Fire is refused
/// when it would put that Fire out of reach.
#[test]
fn fam_act_end_3_walking_away_from_a_burning_colleague_is_refused() {
    let s = state(
        front(),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4}, {"at": "1,2", "ap": 0}],
        }),
    );
    // 2,1 is not next to 1,2: firefighter 1 would be stranded.
    assert!(matches!(
        refusal(&s, json!({"move": "2,1"})),
        ActionError::WouldStrand { firefighter: 1, .. }
    ));
    // Joining it on the Fire keeps one escape for both: a single flip (1 AP)
    // frees the cell, and 2 AP remain after the 2-AP move.
    assert!(legal(&s, json!({"move": "1,2"})));
    assert!(legal(&s, json!({"flip_fire": "1,2"})));
    // Both now on 1,2 with 2 AP: removing the Fire with the last 2 AP frees
    // everyone; stepping next door keeps the 1-AP flip in reach; chopping the
    // outer wall would spend both AP and leave them burning.
    let mut low = s.clone();
    apply(&mut low, act(json!({"move": "1,2"})));
    assert_eq!(low.firefighters()[0].ap, 2);
    assert!(legal(&low, json!({"remove_fire": "1,2"})));
    assert!(legal(&low, json!({"move": "1,3"})));
    assert!(matches!(
        refusal(&low, json!({"chop": "0,2S"})),
        ActionError::WouldBeTrapped {
            left: 0,
            needed: 1,
            ..
        }
    ));
}

//! Integration tests of the specialists (§5), the escape reserve with bonus
//! pools, and the scenarios (§7) of the experienced game, each named after the
//! rule it checks. The authority is `/work/shared/rules/flash-point-rules.md`;
//! rule IDs are cited per test.
//!
//! Conventions: states are partial snapshots on the front board (App. A) in
//! the experienced game, with the Engine at the right spot (5,9)+(6,9), which
//! serves the bottom-right quadrant (rows 4–6 × columns 5–8), and the
//! Ambulance at the top spot (0,5)+(0,6), unless stated. Fire-phase tests
//! force the dice (red, then black) and keep three face-down False Alarms
//! "parked" on exterior corners, which no fire in these tests reaches, so the
//! board always holds 3 POIs and no replenishing roll follows (FAM-POI-1).
//!
//! A file per specialist family and per group of scenarios; the helpers
//! every file uses are here.

#[path = "../common/mod.rs"]
mod common;
use common::*;

mod captain;
mod engineer;
mod friend;
mod hottest_structure;
mod rescue_imaging_driver;
mod reserve;
mod scenarios;
mod specialists;

use flashpoint::engine::config::ConfigError;
use flashpoint::engine::event::{Event, RollPurpose};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::{Die, HazmatPlace, TokenPlace};
use flashpoint::engine::{
    Action, ActionError, CellId, FireLevel, GameConfig, GameState, Item, Outcome, Pos, Specialist,
    Stage,
};
use serde_json::{Value, json};

// --- helpers -----------------------------------------------------------------

/// An experienced-game state on the front board. `cfg` is merged into
/// `{"mode": "experienced", "firefighters": n}` (n = firefighters listed);
/// with vehicles, the Engine stands at (5,9) and the Ambulance at (0,5)
/// unless the snapshot parks them elsewhere.
fn xstate(cfg: Value, snap: Value) -> GameState {
    let mut snap = snap;
    let obj = snap.as_object_mut().expect("a snapshot object");
    let n = obj
        .get("firefighters")
        .and_then(Value::as_array)
        .map_or(1, Vec::len);
    let mut config = json!({"mode": "experienced", "firefighters": n});
    for (k, v) in cfg.as_object().expect("a config object") {
        config[k.as_str()] = v.clone();
    }
    let vehicles = config
        .pointer("/modules/vehicles")
        .and_then(Value::as_bool)
        .unwrap_or(true);
    if vehicles && config["mode"] == "experienced" {
        obj.entry("engine").or_insert(json!("5,9"));
        obj.entry("ambulance").or_insert(json!("0,5"));
    }
    obj.insert("config".into(), config);
    state(front(), snap)
}

/// A configuration from JSON.
fn config(v: Value) -> GameConfig {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("bad config {v}: {e}"))
}

/// A new game on the front board, with its setup events.
fn new_game(v: Value, seed: u64) -> (GameState, Vec<Event>) {
    let mut events = Vec::new();
    let s = GameState::new_logged(front(), config(v), seed, &mut events)
        .unwrap_or_else(|e| panic!("config refused: {e}"));
    (s, events)
}

fn config_error(v: Value) -> ConfigError {
    match GameState::new(front(), config(v.clone()), 1) {
        Ok(_) => panic!("{v} should be refused"),
        Err(e) => e,
    }
}

fn cell(s: &GameState, p: &str) -> CellId {
    s.board()
        .cell_at(at(p))
        .unwrap_or_else(|| panic!("no cell {p}"))
}

fn level(s: &GameState, c: &str) -> FireLevel {
    s.fire_at_pos(at(c))
}

fn hot(s: &GameState, c: &str) -> bool {
    s.hot_spot_at(cell(s, c))
}

fn cubes_on(s: &GameState, e: &str) -> u8 {
    let r = e.parse().unwrap_or_else(|err| panic!("{err}"));
    let id = s
        .board()
        .edge_at(r)
        .unwrap_or_else(|| panic!("no edge {e}"));
    s.edge_state(id).cubes
}

fn ff_at(s: &GameState, i: usize) -> Pos {
    let c = s.firefighters()[i]
        .cell
        .unwrap_or_else(|| panic!("firefighter {i} is not placed"));
    s.board().pos(c)
}

fn ap(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].ap
}

fn pool(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].pool
}

fn token_pos(s: &GameState, id: usize) -> Option<Pos> {
    s.tokens()[id].cell().map(|c| s.board().pos(c))
}

fn hazmat_pos(s: &GameState, h: usize) -> Option<Pos> {
    match s.hazmat()[h] {
        HazmatPlace::Board(c) => Some(s.board().pos(c)),
        _ => None,
    }
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

fn go(s: &mut GameState, a: Value) -> Vec<Event> {
    apply(s, act(a))
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

fn advance_rolls(events: &[Event]) -> usize {
    count(events, |e| {
        matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::AdvanceFire,
                ..
            }
        )
    })
}

fn turn_started(events: &[Event], ff: u8) -> Option<u8> {
    events.iter().find_map(|e| match *e {
        Event::TurnStarted {
            firefighter, ap, ..
        } if firefighter == ff => Some(ap),
        _ => None,
    })
}

/// Damage cubes on the bottom and right outer walls of the front board, two
/// per wall.
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

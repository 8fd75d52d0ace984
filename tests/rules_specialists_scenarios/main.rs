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

fn hot(s: &GameState, c: &str) -> bool {
    s.hot_spot_at(cell(s, c))
}

fn pool(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].pool
}

fn hazmat_pos(s: &GameState, h: usize) -> Option<Pos> {
    match s.hazmat()[h] {
        HazmatPlace::Board(c) => Some(s.board().pos(c)),
        _ => None,
    }
}

fn go(s: &mut GameState, a: Value) -> Vec<Event> {
    apply(s, act(a))
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

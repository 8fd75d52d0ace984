//! The experienced game's worked examples (§10: TC-X-1..6, TC-DECK-1) and
//! rules of §4 that they do not cover, each named after its rule ID.
//!
//! Setup rolls happen inside `GameState::new`, before dice can be forced, so
//! the setup examples search for a seed whose rolls match the example and then
//! check the events of that setup.
//!
//! A file per part of §4; the helpers several files use are here.

#[path = "../common/mod.rs"]
mod common;

mod hazmat;
mod modules;
mod poi;
mod setup;
mod vehicles;
mod worked;

use common::*;

use flashpoint::engine::event::{Event, RollPurpose};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::HazmatPlace;
use flashpoint::engine::{Action, ActionError, Difficulty, GameConfig, GameState, Item, Stage};
use serde_json::{Value, json};

/// Experienced configuration with preset vehicles (right engine spot,
/// top ambulance spot) and the given cards.
fn config(specialists: &[&str]) -> Value {
    json!({"mode": "experienced", "firefighters": specialists.len(),
           "specialists": specialists, "engine": "5,9", "ambulance": "0,5"})
}

/// Three face-down POIs parked on exterior corners ([`parked`]), so that no
/// replenishing roll follows the fire phase.
fn parked_pois() -> Value {
    parked(json!({}))["pois"].clone()
}

/// The events of the setup of `config` with `seed`.
fn setup_events(config: &GameConfig, seed: u64) -> Vec<Event> {
    let mut events = Vec::new();
    GameState::new_logged(front(), config.clone(), seed, &mut events).expect("valid config");
    events
}

/// Splits a setup log at each setup explosion's accepted Fire.
fn explosions(events: &[Event]) -> Vec<&[Event]> {
    let starts: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::SetupFire { .. }))
        .map(|(i, _)| i)
        .collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &i)| &events[i..starts.get(k + 1).copied().unwrap_or(events.len())])
        .collect()
}

/// The setup rolls for explosions, in order.
fn explosion_rolls(events: &[Event]) -> Vec<(u8, u8, Option<String>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Rolled {
                purpose: RollPurpose::SetupExplosion,
                roll,
                cell,
            } => Some((roll.red, roll.black, cell.map(|c| c.to_string()))),
            _ => None,
        })
        .collect()
}

/// The legal actions, as sorted strings.
fn legal_strings(s: &GameState) -> Vec<String> {
    let mut out: Vec<String> = s.legal_actions().iter().map(ToString::to_string).collect();
    out.sort();
    out
}

/// A Generalist at (7,7) whose turn ends with the advance roll (6,1), and
/// two POIs parked on corners, so that one POI is replenished.
fn one_poi_to_place(extra: Value) -> GameState {
    let mut snap = json!({"config": config(&["generalist"]),
                          "pois": [poi("victim", "0,0"), poi("false_alarm", "0,9")],
                          "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"}]});
    for (k, v) in extra.as_object().expect("an object") {
        snap[k] = v.clone();
    }
    state(front(), snap)
}

/// The cells POIs were placed on, in order.
fn placed_pois(events: &[Value]) -> Vec<String> {
    events
        .iter()
        .filter(|e| e["event"] == "poi_placed")
        .map(|e| e["cell"].as_str().expect("a cell").to_string())
        .collect()
}

/// An experienced configuration with one module off.
fn without(module: &str, difficulty: &str) -> GameConfig {
    let mut modules = json!({});
    modules[module] = json!(false);
    serde_json::from_value(json!({"mode": "experienced", "firefighters": 3,
                                  "difficulty": difficulty, "modules": modules}))
    .expect("a valid configuration")
}

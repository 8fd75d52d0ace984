//! Shared helpers for the integration tests: the shipped boards, the two-floor
//! fixture, and states written as (partial) JSON snapshots.

#![allow(dead_code)]

pub mod invariants;
pub mod random_board;

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use flashpoint::engine::board::Board;
use flashpoint::engine::board::io::load_board;
use flashpoint::engine::event::Event;
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::{Action, ActionError, EdgeId, FireLevel, GameConfig, GameState, Pos};
use serde_json::{Value, json};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn load(cache: &'static OnceLock<Arc<Board>>, rel: &str) -> Arc<Board> {
    Arc::clone(
        cache.get_or_init(|| {
            Arc::new(load_board(&root().join(rel)).unwrap_or_else(|e| panic!("{e}")))
        }),
    )
}

/// The front of the base-game board (App. A).
pub fn front() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    load(&B, "boards/front.json")
}

/// The back of the base-game board (App. B).
pub fn back() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    load(&B, "boards/back.json")
}

/// The abstract two-floor fixture of TC-2S: floors G (0) and U (1), stairs
/// G 2,2 <-> U 2,2, each stair cell walled N, S, W and open E; G 2,4 walled
/// N, S, E.
pub fn two_floor() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    load(&B, "tests/fixtures/two_floor.json")
}

/// The 2nd Story townhouse (`rules`: 2nd_story, ladders on every ground
/// ring space but the corners).
pub fn townhouse() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    load(&B, "boards/townhouse.json")
}

/// The High Rise fire floor: elevators 3,4 (door 2,4S) and 4,5 (door
/// 4,5S), four Engine spots N/E/S/W, no Ambulance.
pub fn highrise() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    load(&B, "boards/highrise.json")
}

/// The Brownstone row house: party walls, restricted flats, spots on the
/// street (north) and the lane (south).
pub fn brownstone() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    load(&B, "boards/brownstone.json")
}

/// The front board played by `rules`, every spot with its side: the
/// Ambulance's 0,5/3,9/7,4/4,0 and the Engine's 0,7/5,9/7,2/2,0.
pub fn front_with(rules: flashpoint::engine::board::RuleSet) -> Arc<Board> {
    let mut layout = front().layout().clone();
    layout.rules = rules;
    let (rows, cols) = (8, 10);
    for s in &mut layout.parking.ambulance {
        s.side = Some(flashpoint::engine::board::ring::side_of(
            s.cells, rows, cols,
        ));
    }
    for s in &mut layout.parking.engine {
        s.side = Some(flashpoint::engine::board::ring::side_of(
            s.cells, rows, cols,
        ));
    }
    Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")))
}

/// A state on `board` from a partial snapshot (see `Snapshot::from_partial`):
/// only what is listed exists, doors are as printed (closed), no cubes.
/// Example: `state(front(), json!({"fire": ["1,2"], "firefighters": [{"at": "1,1", "ap": 4}]}))`.
pub fn state(board: Arc<Board>, snapshot: Value) -> GameState {
    let snap =
        Snapshot::from_partial(snapshot, None, 1).unwrap_or_else(|e| panic!("bad test state: {e}"));
    GameState::from_snapshot(board, &snap).unwrap_or_else(|e| panic!("bad test state: {e}"))
}

/// Ground-floor position from "r,c" (or "f:r,c").
pub fn at(s: &str) -> Pos {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Parses an action from its JSON form, e.g. `act(json!({"move": "1,2"}))`.
pub fn act(v: Value) -> Action {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("bad action {v}: {e}"))
}

/// Applies an action that must be legal; returns its events.
pub fn apply(state: &mut GameState, action: Action) -> Vec<Event> {
    match state.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{action} was refused: {e}"),
    }
}

/// Ends the action phase with the given dice queued for the fire phase.
pub fn end_turn(s: &mut GameState, dice: &[u8]) -> Vec<Event> {
    s.force_dice(dice.iter().copied());
    apply(s, Action::EndTurn)
}

/// The error an action is refused with (panics if it is legal).
pub fn refusal(s: &GameState, a: Value) -> ActionError {
    match s.check(act(a.clone())) {
        Ok(()) => panic!("{a} should be refused"),
        Err(e) => e,
    }
}

pub fn legal(s: &GameState, a: Value) -> bool {
    s.is_legal(act(a))
}

/// The edge named "r,cD" on the state's board.
pub fn edge(s: &GameState, e: &str) -> EdgeId {
    let r = e.parse().unwrap_or_else(|err| panic!("{err}"));
    s.board()
        .edge_at(r)
        .unwrap_or_else(|| panic!("no edge {e} on the board"))
}

pub fn cubes_on(s: &GameState, e: &str) -> u8 {
    s.edge_state(edge(s, e)).cubes
}

pub fn level(s: &GameState, c: &str) -> FireLevel {
    s.fire_at_pos(at(c))
}

pub fn ff_at(s: &GameState, i: usize) -> Pos {
    let cell = s.firefighters()[i]
        .cell
        .unwrap_or_else(|| panic!("firefighter {i} is not placed"));
    s.board().pos(cell)
}

pub fn ap(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].ap
}

pub fn token_pos(s: &GameState, id: usize) -> Option<Pos> {
    s.tokens()[id].cell().map(|c| s.board().pos(c))
}

/// How many events match `pred`.
pub fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

/// The index of the first event matching `pred` (panics if none does).
pub fn first(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(pred)
        .unwrap_or_else(|| panic!("expected event missing in {events:#?}"))
}

/// Damage cubes on the bottom and right outer walls of the front board (far
/// from every test's action): `n` cubes, two per wall.
pub fn filler_damage(n: u8) -> Vec<Value> {
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

/// Cells holding `level`, as sorted "r,c" strings.
pub fn cells_with(state: &GameState, level: FireLevel) -> Vec<String> {
    let board = state.board();
    let mut out: Vec<String> = board
        .cell_ids()
        .filter(|&c| state.fire_at(c) == level)
        .map(|c| board.pos(c).to_string())
        .collect();
    out.sort();
    out
}

/// Sorted "r,c" strings.
pub fn sorted(cells: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = cells.iter().map(|s| at(s).to_string()).collect();
    out.sort();
    out
}

/// Events as JSON values, for partial matching in assertions.
pub fn events_json(events: &[Event]) -> Vec<Value> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).expect("events serialise"))
        .collect()
}

pub fn family(firefighters: u8) -> GameConfig {
    GameConfig::family(firefighters)
}

pub fn path(rel: &str) -> PathBuf {
    root().join(rel)
}

pub fn exists(rel: &str) -> bool {
    Path::new(&root().join(rel)).exists()
}

/// A face-down POI of `kind` ("victim", "false_alarm") at a cell.
pub fn poi(kind: &str, at: &str) -> Value {
    json!({"kind": kind, "at": at})
}

/// A revealed Victim at a cell.
pub fn victim_up(at: &str) -> Value {
    json!({"kind": "victim", "at": at, "revealed": true})
}

/// `n` POIs of `kind` off the board, in `place` ("bag", "rescued", "lost").
pub fn off_board(kind: &str, place: &str, n: usize) -> Vec<Value> {
    (0..n)
        .map(|_| json!({"kind": kind, "place": place}))
        .collect()
}

/// Adds three face-down False Alarms on exterior corners after the listed POIs
/// (so listed ids are unchanged): no fire reaches a corner, and with them the
/// board holds at least 3 POIs, so no replenishing roll happens (FAM-POI-1).
pub fn parked(mut v: Value) -> Value {
    let pois = v
        .as_object_mut()
        .expect("a snapshot object")
        .entry("pois")
        .or_insert_with(|| json!([]));
    for c in ["0,0", "0,9", "7,0"] {
        pois.as_array_mut()
            .expect("pois is a list")
            .push(poi("false_alarm", c));
    }
    v
}

/// A random family configuration: 1-6 firefighters, either setup (the fixed
/// one falls back to the random setup on boards without one), play-on a
/// quarter of the time.
pub fn random_family_config(knobs: &mut flashpoint::engine::dice::Dice) -> GameConfig {
    GameConfig {
        firefighters: 1 + knobs.uniform(6) as u8,
        setup: if knobs.uniform(2) == 0 {
            flashpoint::engine::FamilySetupKind::Fixed
        } else {
            flashpoint::engine::FamilySetupKind::Random
        },
        play_on: knobs.uniform(4) == 0,
        ..GameConfig::default()
    }
}

/// A random experienced configuration at `difficulty`: sometimes a random
/// subset of the modules (vehicles kept only if `accepts` takes them), play-on
/// a quarter of the time, up to two scenarios and a chosen specialist where
/// `accepts` takes them. The random-game tests draw theirs here.
pub fn random_experienced_config(
    knobs: &mut flashpoint::engine::dice::Dice,
    difficulty: flashpoint::engine::Difficulty,
    accepts: impl Fn(&GameConfig) -> bool,
) -> GameConfig {
    use flashpoint::engine::config::{Modules, Scenario, SpecialistChoice};
    use flashpoint::engine::{Difficulty, Specialist};
    let firefighters = 1 + knobs.uniform(6) as u8;
    let mut config = GameConfig::experienced(firefighters, difficulty);
    if knobs.uniform(3) == 0 {
        let mut m = Modules::ALL;
        m.specialists = knobs.uniform(2) == 0;
        m.hazmat = knobs.uniform(2) == 0;
        m.vehicles = knobs.uniform(2) == 0;
        m.hot_spots = knobs.uniform(2) == 0;
        m.experienced_setup = knobs.uniform(2) == 0;
        m.experienced_poi = knobs.uniform(2) == 0;
        config.modules = m;
    }
    if !accepts(&config) {
        // A board without both kinds of parking spot plays without vehicles.
        config.modules.vehicles = false;
    }
    config.play_on = knobs.uniform(4) == 0;
    for _ in 0..knobs.uniform(3) {
        let scenario = Scenario::ALL[knobs.uniform(8) as usize];
        let mut tried = config.clone();
        if !tried.scenarios.contains(&scenario) {
            tried.scenarios.push(scenario);
        }
        if scenario == Scenario::TrueHeroes {
            tried.difficulty = Difficulty::Heroic;
        }
        if accepts(&tried) {
            config = tried;
        }
    }
    if config.modules.specialists && knobs.uniform(2) == 0 {
        let mut tried = config.clone();
        let first = Specialist::ALL[knobs.uniform(9) as usize];
        tried.specialists = vec![SpecialistChoice(Some(first)), SpecialistChoice(None)];
        tried.specialists.truncate(usize::from(firefighters));
        if accepts(&tried) {
            config = tried;
        }
    }
    config
}

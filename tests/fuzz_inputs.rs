//! A fuzzing harness for every input parser (issue 12): hostile boards,
//! saves, scripts, state snapshots and game configurations, as random bytes
//! and as structured mutations of real files (fields deleted, duplicated,
//! retyped or swapped; huge, negative and fractional numbers; deep nesting;
//! grids grown past their limits; odd Unicode; truncation; a byte-order
//! mark; text after the end). For every input the parser must not panic and
//! must return either a typed error that names the file or a valid value;
//! a valid board, save, snapshot or configuration is then played a little,
//! so a hostile but valid input reaches the rules too.
//!
//! The number of cases per parser comes from `FLASHPOINT_FUZZ_CASES`
//! (default 64, about a second); a long run:
//!
//! ```sh
//! FLASHPOINT_FUZZ_CASES=200000 cargo test --release --test fuzz_inputs -- --nocapture
//! ```
//!
//! Each test prints how many inputs it tried, how many were accepted and
//! the slowest one. A failure prints the smallest input proptest could
//! shrink it to, and the panic's message.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use flashpoint::engine::board::Board;
use flashpoint::engine::board::io::{from_json_text, layout_to_json, parse_board};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::{Difficulty, GameConfig, GameState};
use flashpoint::script::{self, ScriptError};
use flashpoint::session::{SeatInfo, Session};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::Value;

#[path = "fuzz_inputs/mutations.rs"]
mod mutations;
use mutations::{Mutation, Op, big_board, mutate, mutated_text, mutations, noise, pointers};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Cases per parser: `FLASHPOINT_FUZZ_CASES`, default 64.
fn cases() -> u32 {
    std::env::var("FLASHPOINT_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(64)
}

/// The generator's seed: `FLASHPOINT_FUZZ_SEED`; else a fixed one for the
/// default run, so `cargo test` is repeatable; else (a long run) a new one
/// each time, printed with the figures so a failure can be run again.
fn seed() -> u64 {
    let var = |name| std::env::var(name).ok();
    if let Some(seed) = var("FLASHPOINT_FUZZ_SEED").and_then(|v| v.trim().parse().ok()) {
        return seed;
    }
    if var("FLASHPOINT_FUZZ_CASES").is_none() {
        return 0x5EED;
    }
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// Runs `test` on `cases()` inputs from `strategy` and prints the figures.
fn fuzz<S: Strategy>(
    name: &str,
    strategy: S,
    test: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) {
    let seed = seed();
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        max_shrink_iters: 4096,
        rng_seed: RngSeed::Fixed(seed),
        ..Config::default()
    });
    let accepted = std::cell::Cell::new(0u64);
    let tried = std::cell::Cell::new(0u64);
    let slowest = std::cell::Cell::new(Duration::ZERO);
    let started = Instant::now();
    let result = runner.run(&strategy, |input| {
        let t = Instant::now();
        let ok = test(input)?;
        let took = t.elapsed();
        tried.set(tried.get() + 1);
        accepted.set(accepted.get() + u64::from(ok));
        slowest.set(slowest.get().max(took));
        Ok(())
    });
    eprintln!(
        "fuzz {name}: {} inputs, {} accepted, slowest {:.1} ms, {:.1} s in all (seed {seed})",
        tried.get(),
        accepted.get(),
        slowest.get().as_secs_f64() * 1000.0,
        started.elapsed().as_secs_f64()
    );
    if let Err(e) = result {
        panic!(
            "fuzz {name}: {e}\nagain: FLASHPOINT_FUZZ_SEED={seed} FLASHPOINT_FUZZ_CASES={} cargo test --test fuzz_inputs",
            cases()
        );
    }
}

/// Fails the case unless `message` names `file`.
fn names_file(message: &str, file: &Path) -> Result<(), TestCaseError> {
    let file = file.display().to_string();
    prop_assert!(
        message.contains(&file),
        "the error does not name {file}: {message}"
    );
    Ok(())
}

// ------------------------------------------------------------ the inputs

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}"))
}

const BOARDS: &[&str] = &[
    "boards/front.json",
    "boards/back.json",
    "boards/townhouse.json",
];

fn front() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    Arc::clone(B.get_or_init(|| {
        Arc::new(parse_board(&read("boards/front.json"), Path::new("front.json")).expect("front"))
    }))
}

/// A small deterministic generator for playing random legal actions.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(items[(self.next() % items.len() as u64) as usize])
        }
    }
}

/// Plays up to `n` random legal actions; every chosen action must be
/// accepted.
fn play(state: &mut GameState, n: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut actions = Vec::new();
    for _ in 0..n {
        if state.is_over() {
            break;
        }
        state.legal_actions_into(&mut actions);
        let Some(action) = rng.pick(&actions) else {
            break;
        };
        prop_assert!(state.apply(action).is_ok(), "legal action {action} refused");
    }
    Ok(())
}

/// A real save from the Session API: a family game with forced dice and
/// seats, or an experienced game with specialists.
fn real_save(experienced: bool) -> Value {
    let config = if experienced {
        GameConfig::experienced(3, Difficulty::Veteran)
    } else {
        GameConfig::family(3)
    };
    let mut session =
        Session::new(front(), Some("boards/front.json".into()), config, 11).expect("new game");
    session.set_seats(vec![
        SeatInfo {
            player: "Ann".into(),
            colour: "blue".into(),
            bot: false,
        },
        SeatInfo::default(),
    ]);
    let mut rng = Rng(99);
    for i in 0..40 {
        if session.state().is_over() {
            break;
        }
        if i == 10 {
            session.force_dice(vec![2, 3]);
        }
        let actions = session.state().legal_actions();
        let Some(action) = rng.pick(&actions) else {
            break;
        };
        session.apply(action).expect("legal");
    }
    json(&session.to_json())
}

fn real_snapshot(experienced: bool) -> Value {
    let config = if experienced {
        GameConfig::experienced(4, Difficulty::Heroic)
    } else {
        GameConfig::family(4)
    };
    let mut state = GameState::new(front(), config, 5).expect("new game");
    let mut rng = Rng(7);
    for _ in 0..60 {
        let actions = state.legal_actions();
        let Some(action) = rng.pick(&actions) else {
            break;
        };
        if state.apply(action).is_err() || state.is_over() {
            break;
        }
    }
    serde_json::to_value(state.snapshot()).expect("snapshot")
}

// ------------------------------------------------------------ the checks

/// Parses a board; a valid one round-trips through the canonical writer and
/// is played a little in both games.
fn check_board(text: &str, seed: u64) -> Result<bool, TestCaseError> {
    let path = Path::new("fuzz/hostile-board.json");
    match parse_board(text, path) {
        Err(e) => {
            for line in e.lines() {
                names_file(&line, path)?;
            }
            names_file(&e.to_string(), path)?;
            Ok(false)
        }
        Ok(board) => {
            let again = parse_board(&layout_to_json(board.layout()), path);
            prop_assert!(again.is_ok(), "a valid board does not round-trip");
            let board = Arc::new(board);
            for config in [
                GameConfig::family(2),
                GameConfig::experienced(3, Difficulty::Heroic),
            ] {
                if let Ok(mut state) = GameState::new(Arc::clone(&board), config, seed) {
                    play(&mut state, 60, seed)?;
                    // Its snapshot reads back on the same board.
                    let snapshot = state.snapshot();
                    prop_assert!(
                        GameState::from_snapshot(Arc::clone(&board), &snapshot).is_ok(),
                        "a snapshot of a game on a valid board does not read back"
                    );
                }
            }
            Ok(true)
        }
    }
}

fn check_save(text: &str, seed: u64) -> Result<bool, TestCaseError> {
    let path = Path::new("fuzz/hostile-save.json");
    match Session::from_json(text, path) {
        Err(e) => {
            names_file(&e.to_string(), path)?;
            Ok(false)
        }
        Ok(mut session) => {
            let again = Session::from_json(&session.to_json(), path);
            prop_assert!(
                again.is_ok_and(|s| s.steps() == session.steps()),
                "a loaded save does not round-trip"
            );
            let mut rng = Rng(seed | 1);
            for _ in 0..20 {
                let actions = session.state().legal_actions();
                let Some(action) = rng.pick(&actions) else {
                    break;
                };
                prop_assert!(session.apply(action).is_ok(), "legal action refused");
            }
            let _ = session.undo();
            Ok(true)
        }
    }
}

fn check_script(text: &str, path: &Path) -> Result<bool, TestCaseError> {
    let names = |e: &ScriptError| -> Result<(), TestCaseError> {
        let message = e.to_string();
        match e {
            // A board file the script names: the error names that file.
            ScriptError::Board(b) if !message.contains(&path.display().to_string()) => {
                names_file(&message, b.path())
            }
            _ => names_file(&message, path),
        }
    };
    match script::parse(text, path) {
        Err(e) => {
            names(&e)?;
            Ok(false)
        }
        Ok(parsed) => match script::run(&parsed, path) {
            Err(e) => {
                names(&e)?;
                Ok(false)
            }
            Ok(_) => Ok(true),
        },
    }
}

fn check_snapshot(doc: &Value, seed: u64) -> Result<bool, TestCaseError> {
    let Ok(snapshot) = serde_json::from_value::<Snapshot>(doc.clone()) else {
        return Ok(false);
    };
    match GameState::from_snapshot(front(), &snapshot) {
        Err(_) => Ok(false),
        Ok(mut state) => {
            play(&mut state, 40, seed)?;
            Ok(true)
        }
    }
}

fn check_config(text: &str, seed: u64) -> Result<bool, TestCaseError> {
    let path = Path::new("fuzz/hostile-config.json");
    match from_json_text::<GameConfig>(text, path) {
        Err(e) => {
            names_file(&e.to_string(), path)?;
            Ok(false)
        }
        Ok(config) => match GameState::new(front(), config, seed) {
            Err(_) => Ok(false),
            Ok(mut state) => {
                play(&mut state, 60, seed)?;
                Ok(true)
            }
        },
    }
}

// ------------------------------------------------------------ the tests

#[test]
fn fuzz_board_noise() {
    fuzz("board noise", (noise(), any::<u64>()), |(text, seed)| {
        check_board(&text, seed)
    });
}

#[test]
fn fuzz_board_mutations() {
    let bases: Vec<Value> = BOARDS.iter().map(|b| json(&read(b))).collect();
    let strategy = prop::sample::select(bases)
        .prop_flat_map(|base| mutated_text(base, 6))
        .prop_flat_map(|text| (Just(text), any::<u64>()));
    fuzz("board mutations", strategy, |(text, seed)| {
        check_board(&text, seed)
    });
}

#[test]
fn fuzz_big_boards() {
    fuzz("big boards", (big_board(), any::<u64>()), |(text, seed)| {
        check_board(&text, seed)
    });
}

#[test]
fn fuzz_save_mutations() {
    let bases = vec![real_save(false), real_save(true)];
    let strategy = prop_oneof![
        1 => noise(),
        6 => prop::sample::select(bases).prop_flat_map(|base| mutated_text(base, 5)),
    ]
    .prop_flat_map(|text| (Just(text), any::<u64>()));
    fuzz("save mutations", strategy, |(text, seed)| {
        check_save(&text, seed)
    });
}

#[test]
fn fuzz_script_mutations() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/scripts"))
        .expect("scripts")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let bases: Vec<(PathBuf, Value)> = files
        .into_iter()
        .map(|p| {
            let doc = json(&std::fs::read_to_string(&p).expect("script"));
            (p, doc)
        })
        .collect();
    let strategy = prop::sample::select(bases).prop_flat_map(|(path, doc)| {
        prop_oneof![
            1 => noise(),
            6 => mutated_text(doc, 5),
        ]
        .prop_map(move |text| (path.clone(), text))
    });
    fuzz("script mutations", strategy, |(path, text)| {
        check_script(&text, &path)
    });
}

#[test]
fn fuzz_snapshot_mutations() {
    let bases = vec![real_snapshot(false), real_snapshot(true)];
    let strategy = (prop::sample::select(bases), mutations(4), any::<u64>());
    fuzz("snapshot mutations", strategy, |(mut doc, ms, seed)| {
        for m in &ms {
            mutate(&mut doc, m);
        }
        check_snapshot(&doc, seed)
    });
}

#[test]
fn fuzz_config_mutations() {
    let base = serde_json::json!({
        "mode": "experienced",
        "firefighters": 4,
        "setup": "fixed",
        "play_on": false,
        "difficulty": "heroic",
        "scenarios": ["hottest_spot"],
        "specialists": ["paramedic", "random", "fire_captain"],
        "engine": "0,7",
        "ambulance": "0,5"
    });
    let strategy = prop_oneof![
        1 => noise(),
        6 => mutated_text(base, 4),
    ]
    .prop_flat_map(|text| (Just(text), any::<u64>()));
    fuzz("config mutations", strategy, |(text, seed)| {
        check_config(&text, seed)
    });
}

/// The same inputs through the files: the capped reader, UTF-8 checks and
/// byte-order marks, for every kind of file.
#[test]
fn fuzz_files_on_disk() {
    let dir = std::env::temp_dir().join(format!("flashpoint-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let board = json(&read("boards/back.json"));
    let strategy = prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..512),
        2 => mutated_text(board, 3).prop_map(String::into_bytes),
        1 => (prop::collection::vec(any::<u8>(), 0..4), mutated_text(real_save(false), 2))
            .prop_map(|(mut prefix, text)| {
                prefix.extend(text.into_bytes());
                prefix
            }),
    ];
    let file = dir.join("input.json");
    fuzz("files on disk", strategy, |bytes| {
        std::fs::write(&file, &bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut accepted = false;
        match flashpoint::engine::board::io::load_board(&file) {
            Ok(_) => accepted = true,
            Err(e) => names_file(&e.to_string(), &file)?,
        }
        match Session::load(&file) {
            Ok(_) => accepted = true,
            Err(e) => names_file(&e.to_string(), &file)?,
        }
        match flashpoint::editor::EditorDoc::open(&file) {
            Ok(doc) => {
                let _ = doc.problems();
            }
            Err(e) => names_file(&e.to_string(), &file)?,
        }
        if let Err(e) = script::run_file(&file) {
            let message = e.to_string();
            if !message.contains(&file.display().to_string()) {
                let ScriptError::Board(b) = &e else {
                    return Err(TestCaseError::fail(format!("unnamed: {message}")));
                };
                names_file(&message, b.path())?;
            }
        }
        Ok(accepted)
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The mutation engine itself reaches every node and keeps documents JSON.
#[test]
fn mutations_reach_every_node() {
    let doc = serde_json::json!({ "a": [1, { "b/c": "x", "d~e": [true] }], "f": null });
    let nodes = pointers(&doc);
    assert_eq!(
        nodes,
        [
            "",
            "/a",
            "/a/0",
            "/a/1",
            "/a/1/b~1c",
            "/a/1/d~0e",
            "/a/1/d~0e/0",
            "/f"
        ]
    );
    for (i, _) in nodes.iter().enumerate() {
        let mut d = doc.clone();
        mutate(
            &mut d,
            &Mutation {
                at: i,
                op: Op::Delete,
            },
        );
        if i > 0 {
            assert_ne!(d, doc, "deleting node {i}");
        }
    }
}

//! Scenario scripts: a board, a configuration, an optional explicit starting
//! state, forced dice and a list of actions, run through the engine; the
//! result is the final state and the full event log as JSON. Optional
//! expectations turn a script into a rule test (`docs/scripts.md`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::action::Action;
use crate::engine::board::io::{
    BoardError, describe_serde_message, from_json_text, from_json_value, parse_board,
};
use crate::engine::board::{Board, BoardLayout};
use crate::engine::config::GameConfig;
use crate::engine::event::Event;
use crate::engine::snapshot::Snapshot;
use crate::engine::state::GameState;
use crate::files::{ReadError, SCRIPT_LIMIT, read_text_capped};

/// A scenario script as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// What the scenario shows (for people; ignored by the runner).
    #[serde(default)]
    pub description: String,
    /// A board file (relative to the script) or an inline board.
    pub board: BoardSource,
    /// Defaults to the family game with one firefighter.
    #[serde(default)]
    pub config: Option<GameConfig>,
    #[serde(default)]
    pub seed: u64,
    /// An explicit starting state instead of the setup (a [`Snapshot`] whose
    /// `config` may be left out).
    #[serde(default)]
    pub state: Option<Value>,
    #[serde(default)]
    pub steps: Vec<Step>,
    #[serde(default)]
    pub expect: Option<Expectations>,
}

#[derive(Clone, Debug)]
pub enum BoardSource {
    Path(PathBuf),
    Inline(Box<BoardLayout>),
}

impl<'de> Deserialize<'de> for BoardSource {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<BoardSource, D::Error> {
        match Value::deserialize(d)? {
            Value::String(path) => Ok(BoardSource::Path(path.into())),
            value @ Value::Object(_) => from_json_value(value)
                .map(|layout| BoardSource::Inline(Box::new(layout)))
                .map_err(|e| serde::de::Error::custom(format!("inline board: {e}"))),
            _ => Err(serde::de::Error::custom(
                "\"board\" must be a board file path or a board object",
            )),
        }
    }
}

/// One step: forced dice values, or an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Dice(Vec<u8>),
    Act(Action),
}

impl Serialize for Step {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Step::Dice(values) => {
                use serde::ser::SerializeMap;
                let mut map = s.serialize_map(Some(1))?;
                map.serialize_entry("dice", values)?;
                map.end()
            }
            Step::Act(action) => action.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Step, D::Error> {
        let value = Value::deserialize(d)?;
        if let Some(dice) = value.as_object().and_then(|o| o.get("dice")) {
            let values: Vec<u8> = from_json_value(dice.clone()).map_err(|e| {
                serde::de::Error::custom(format!("\"dice\" must be a list of die values 1-20: {e}"))
            })?;
            if let Some(bad) = values.iter().find(|v| !(1..=20).contains(*v)) {
                return Err(serde::de::Error::custom(format!(
                    "die value {bad} is not a face of any die"
                )));
            }
            return Ok(Step::Dice(values));
        }
        from_json_value(value).map(Step::Act).map_err(|e| {
            serde::de::Error::custom(format!("not an action or {{\"dice\": [...]}}: {e}"))
        })
    }
}

/// What the script expects at the end.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expectations {
    /// A partial final state: each field given must match the final snapshot
    /// (lists of cells compare as sets; objects compare only the keys given).
    #[serde(default)]
    pub state: Option<Value>,
    /// Partial events that must occur in this order (others may come between).
    #[serde(default)]
    pub events: Vec<Value>,
    /// The last step must be refused with an error containing this text.
    #[serde(default)]
    pub error: Option<String>,
}

/// The outcome of running a script.
#[derive(Clone, Debug, Serialize)]
pub struct ScriptResult {
    pub state: Snapshot,
    pub events: Vec<Event>,
    /// The step that was refused, and why (the script stops there).
    pub error: Option<String>,
    /// Unmet expectations; empty when all are met.
    pub failures: Vec<String>,
}

impl ScriptResult {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    /// Missing, a folder, larger than [`SCRIPT_LIMIT`], not UTF-8.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The script's board (or the script's own JSON syntax and shape).
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("{}: {message}", path.display())]
    Invalid { path: PathBuf, message: String },
}

/// Reads and runs a script file.
pub fn run_file(path: &Path) -> Result<ScriptResult, ScriptError> {
    run_file_with(path, None)
}

/// Runs a script file, with `config` (if given) in place of the script's own.
pub fn run_file_with(path: &Path, config: Option<GameConfig>) -> Result<ScriptResult, ScriptError> {
    let text = read_text_capped(path, SCRIPT_LIMIT)?;
    let mut script = parse(&text, path)?;
    if config.is_some() {
        script.config = config;
    }
    run(&script, path)
}

/// Parses script JSON (a UTF-8 byte-order mark is allowed); `path` names it
/// in errors.
pub fn parse(text: &str, path: &Path) -> Result<Script, ScriptError> {
    Ok(from_json_text(text, path)?)
}

/// Runs a parsed script; `path` locates relative board paths and names errors.
pub fn run(script: &Script, path: &Path) -> Result<ScriptResult, ScriptError> {
    let invalid = |message: String| ScriptError::Invalid {
        path: path.to_owned(),
        message,
    };
    let board = Arc::new(match &script.board {
        BoardSource::Path(board_path) => {
            let full = path.parent().unwrap_or(Path::new(".")).join(board_path);
            crate::engine::board::io::load_board(&full)?
        }
        BoardSource::Inline(layout) => {
            let text = serde_json::to_string(layout).map_err(|e| invalid(e.to_string()))?;
            parse_board(&text, path)?
        }
    });
    let mut events = Vec::new();
    let mut state = start_state(script, &board, &mut events).map_err(invalid)?;

    let mut error = None;
    for (i, step) in script.steps.iter().enumerate() {
        match step {
            Step::Dice(values) => state.force_dice(values.iter().copied()),
            Step::Act(action) => {
                if let Err(e) = state.apply_into(*action, &mut events) {
                    error = Some(format!("step {} ({action}): {e}", i + 1));
                    break;
                }
            }
        }
    }
    let snapshot = state.snapshot();
    let failures = match &script.expect {
        Some(expect) => check(expect, &snapshot, &events, error.as_deref()),
        None => error
            .iter()
            .map(|e| format!("unexpected error: {e}"))
            .collect(),
    };
    Ok(ScriptResult {
        state: snapshot,
        events,
        error,
        failures,
    })
}

fn start_state(
    script: &Script,
    board: &Arc<Board>,
    events: &mut Vec<Event>,
) -> Result<GameState, String> {
    let Some(state) = &script.state else {
        let config = script
            .config
            .clone()
            .unwrap_or_else(|| GameConfig::family(1));
        return GameState::new_logged(Arc::clone(board), config, script.seed, events)
            .map_err(|e| e.to_string());
    };
    let snapshot = Snapshot::from_partial(state.clone(), script.config.clone(), script.seed)
        .map_err(|e| format!("\"state\": {}", describe_serde_message(&e)))?;
    GameState::from_snapshot(Arc::clone(board), &snapshot).map_err(|e| e.to_string())
}

fn check(
    expect: &Expectations,
    snapshot: &Snapshot,
    events: &[Event],
    error: Option<&str>,
) -> Vec<String> {
    let mut failures = Vec::new();
    match (&expect.error, error) {
        (None, Some(e)) => failures.push(format!("unexpected error: {e}")),
        (Some(want), None) => failures.push(format!(
            "expected an error containing {want:?}, but every step was accepted"
        )),
        (Some(want), Some(e)) if !e.contains(want.as_str()) => {
            failures.push(format!("expected an error containing {want:?}, got: {e}"))
        }
        _ => {}
    }
    if let Some(want) = &expect.state {
        let actual = serde_json::to_value(snapshot).unwrap_or(Value::Null);
        if let Some(want) = want.as_object() {
            for (key, value) in want {
                let got = actual.get(key).cloned().unwrap_or_else(|| default_for(key));
                if !matches(value, &got) {
                    failures.push(format!("state.{key}: expected {value}, got {got}"));
                }
            }
        } else {
            failures.push("expect.state must be an object".into());
        }
    }
    let actual: Vec<Value> = events
        .iter()
        .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
        .collect();
    let mut from = 0;
    for want in &expect.events {
        match actual[from..].iter().position(|got| matches(want, got)) {
            Some(i) => from += i + 1,
            None => failures.push(format!("expected event {want} (in order) did not occur")),
        }
    }
    failures
}

/// Snapshot fields left out when empty read as empty.
fn default_for(key: &str) -> Value {
    match key {
        "won" => Value::Bool(false),
        _ => Value::Array(Vec::new()),
    }
}

/// Partial match: objects compare the expected keys only; lists of strings
/// compare as sets; lists of objects element by element, where the actual list
/// may go on past the expected ones (e.g. POIs left in the supply).
fn matches(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => w
            .iter()
            .all(|(k, v)| matches(v, g.get(k).unwrap_or(&Value::Null))),
        (Value::Object(w), Value::Null) => w.is_empty(),
        (Value::Array(w), Value::Array(g)) => {
            if w.iter().chain(g).all(Value::is_string) {
                let mut w: Vec<&str> = w.iter().filter_map(Value::as_str).collect();
                let mut g: Vec<&str> = g.iter().filter_map(Value::as_str).collect();
                w.sort_unstable();
                g.sort_unstable();
                w == g
            } else if w.iter().all(Value::is_object) {
                w.len() <= g.len() && w.iter().zip(g).all(|(a, b)| matches(a, b))
            } else {
                w.len() == g.len() && w.iter().zip(g).all(|(a, b)| matches(a, b))
            }
        }
        _ => want == got,
    }
}

//! Scenario scripts: a board, a configuration, an optional explicit starting
//! state (or a setup with forced dice), forced dice and a list of actions, run
//! through the engine; the result is the final state and the full event log
//! as JSON. Optional expectations turn a script into a rule test
//! (`docs/scripts.md`): exact or partial state, events required in order,
//! anywhere, never or a number of times, and a refusal by text, reason code
//! or rule ID.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::action::{Action, ActionError};
use crate::engine::board::io::{
    BoardError, describe_serde_message, from_json_text, from_json_value, parse_board,
};
use crate::engine::board::{Board, BoardLayout};
use crate::engine::config::GameConfig;
use crate::engine::event::Event;
use crate::engine::snapshot::Snapshot;
use crate::engine::state::{ForcedSetupError, GameState};
use crate::files::{ReadError, SCRIPT_LIMIT, read_text_capped};

mod compare;
use compare::{absent_default, assign, compare, field, fits};

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
    /// Die values the setup's rolls take first, in order (without `state`);
    /// every one must be used, on a die with that face.
    #[serde(default, deserialize_with = "setup_dice")]
    pub setup_dice: Vec<u8>,
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

/// Reads a list of forced die values (1-20, the faces any die can have).
fn die_values(value: Value, field: &str) -> Result<Vec<u8>, String> {
    let values: Vec<u8> = from_json_value(value)
        .map_err(|e| format!("\"{field}\" must be a list of die values 1-20: {e}"))?;
    match values.iter().find(|v| !(1..=20).contains(*v)) {
        Some(bad) => Err(format!("die value {bad} is not a face of any die")),
        None => Ok(values),
    }
}

fn setup_dice<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
    die_values(Value::deserialize(d)?, "setup_dice").map_err(serde::de::Error::custom)
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
            return die_values(dice.clone(), "dice")
                .map(Step::Dice)
                .map_err(serde::de::Error::custom);
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
    /// (see [`compare()`] for how values, lists and absent fields compare).
    #[serde(default)]
    pub state: Option<Value>,
    /// Events: a list (partial events in this order) or an [`EventChecks`].
    #[serde(default, deserialize_with = "event_checks")]
    pub events: EventChecks,
    /// The last step must be refused, as described.
    #[serde(default)]
    pub error: Option<RefusalCheck>,
}

/// Checks on the event log.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventChecks {
    /// Partial events that must occur in this order (others may come between).
    #[serde(default)]
    pub in_order: Vec<Value>,
    /// Partial events that must each occur, in any order; each is matched by
    /// a different event, so listing one twice asks for two.
    #[serde(default)]
    pub include: Vec<Value>,
    /// Partial events none of which may occur.
    #[serde(default)]
    pub exclude: Vec<Value>,
    /// How many events of each kind (by event name) must occur, 0 included.
    #[serde(default)]
    pub count: BTreeMap<String, usize>,
}

/// `"events": [...]` is the in-order list; `"events": {...}` the full form.
fn event_checks<'de, D: serde::Deserializer<'de>>(d: D) -> Result<EventChecks, D::Error> {
    match Value::deserialize(d)? {
        list @ Value::Array(_) => from_json_value(list)
            .map(|in_order| EventChecks {
                in_order,
                ..EventChecks::default()
            })
            .map_err(serde::de::Error::custom),
        object @ Value::Object(_) => from_json_value(object).map_err(serde::de::Error::custom),
        _ => Err(serde::de::Error::custom(
            "\"events\" must be a list of events (in order) or an object with \"in_order\", \"include\", \"exclude\" or \"count\"",
        )),
    }
}

/// The expected refusal: its message contains `message`, its reason code is
/// `code`, the rule it cites is `rule` (each only if given). A plain string
/// is `message`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RefusalCheck {
    pub message: Option<String>,
    pub code: Option<String>,
    pub rule: Option<String>,
}

impl<'de> Deserialize<'de> for RefusalCheck {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<RefusalCheck, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Fields {
            #[serde(default)]
            message: Option<String>,
            #[serde(default)]
            code: Option<String>,
            #[serde(default)]
            rule: Option<String>,
        }
        match Value::deserialize(d)? {
            Value::String(message) => Ok(RefusalCheck {
                message: Some(message),
                ..RefusalCheck::default()
            }),
            object @ Value::Object(_) => {
                let f: Fields = from_json_value(object).map_err(serde::de::Error::custom)?;
                if f.message.is_none() && f.code.is_none() && f.rule.is_none() {
                    return Err(serde::de::Error::custom(
                        "\"error\" needs at least one of \"message\", \"code\" and \"rule\"",
                    ));
                }
                Ok(RefusalCheck {
                    message: f.message,
                    code: f.code,
                    rule: f.rule,
                })
            }
            _ => Err(serde::de::Error::custom(
                "\"error\" must be a text the refusal contains, or {\"code\": ..., \"rule\": ..., \"message\": ...}",
            )),
        }
    }
}

impl RefusalCheck {
    /// Why `refusal` is not the one expected, if it is not.
    fn unmet(&self, refusal: &Refusal, error: &str) -> Option<String> {
        if let Some(want) = &self.message
            && !error.contains(want.as_str())
        {
            return Some(format!(
                "expected an error containing {want:?}, got: {error}"
            ));
        }
        if let Some(want) = &self.code
            && want != refusal.code
        {
            return Some(format!(
                "expected a refusal with code {want:?}, got {:?}: {error}",
                refusal.code
            ));
        }
        if let Some(want) = &self.rule
            && Some(want.as_str()) != refusal.rule
        {
            let got = refusal
                .rule
                .map_or_else(|| "one citing no rule".to_owned(), |r| format!("{r:?}"));
            return Some(format!(
                "expected a refusal citing rule {want:?}, got {got}: {error}"
            ));
        }
        None
    }
}

impl std::fmt::Display for RefusalCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut parts = Vec::new();
        if let Some(code) = &self.code {
            parts.push(format!("code {code:?}"));
        }
        if let Some(rule) = &self.rule {
            parts.push(format!("rule {rule:?}"));
        }
        if let Some(message) = &self.message {
            parts.push(format!("a message containing {message:?}"));
        }
        f.write_str(&parts.join(", "))
    }
}

/// The step that was refused and why, with the reason's stable code and the
/// rule it cites ([`ActionError::code`], [`ActionError::rule`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    /// 1-based, counting every step (forced dice included).
    pub step: usize,
    pub action: Action,
    pub code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<&'static str>,
    pub message: String,
    /// The engine's error itself, for Rust callers.
    #[serde(skip)]
    pub reason: ActionError,
}

/// The outcome of running a script.
#[derive(Clone, Debug, Serialize)]
pub struct ScriptResult {
    pub state: Snapshot,
    pub events: Vec<Event>,
    /// The step that was refused, and why (the script stops there).
    pub error: Option<String>,
    /// The same refusal, with its reason code and rule.
    pub refusal: Option<Refusal>,
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

    let mut refusal = None;
    for (i, step) in script.steps.iter().enumerate() {
        match step {
            Step::Dice(values) => state.force_dice(values.iter().copied()),
            Step::Act(action) => {
                if let Err(reason) = state.apply_into(*action, &mut events) {
                    refusal = Some(Refusal {
                        step: i + 1,
                        action: *action,
                        code: reason.code(),
                        rule: reason.rule(),
                        message: reason.to_string(),
                        reason,
                    });
                    break;
                }
            }
        }
    }
    // The long-standing text form, which `error` expectations search.
    let error = refusal
        .as_ref()
        .map(|r| format!("step {} ({}): {}", r.step, r.action, r.message));
    let snapshot = state.snapshot();
    let failures = match &script.expect {
        Some(expect) => check(
            expect,
            &snapshot,
            &events,
            refusal.as_ref(),
            error.as_deref(),
        ),
        None => error
            .iter()
            .map(|e| format!("unexpected error: {e}"))
            .collect(),
    };
    Ok(ScriptResult {
        state: snapshot,
        events,
        error,
        refusal,
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
        return GameState::new_with_forced_setup(
            Arc::clone(board),
            config,
            script.seed,
            &script.setup_dice,
            events,
        )
        .map_err(|e| match e {
            ForcedSetupError::Config(e) => e.to_string(),
            e => format!("\"setup_dice\": {e}"),
        });
    };
    if !script.setup_dice.is_empty() {
        return Err(
            "\"setup_dice\" forces the setup's rolls, but a script with \"state\" has no setup"
                .into(),
        );
    }
    let snapshot = Snapshot::from_partial(state.clone(), script.config.clone(), script.seed)
        .map_err(|e| format!("\"state\": {}", describe_serde_message(&e)))?;
    GameState::from_snapshot(Arc::clone(board), &snapshot).map_err(|e| e.to_string())
}

fn check(
    expect: &Expectations,
    snapshot: &Snapshot,
    events: &[Event],
    refusal: Option<&Refusal>,
    error: Option<&str>,
) -> Vec<String> {
    let mut failures = Vec::new();
    match (&expect.error, refusal, error) {
        (None, Some(_), Some(e)) => failures.push(format!("unexpected error: {e}")),
        (Some(want), None, _) => failures.push(match &want.message {
            Some(text) if want.code.is_none() && want.rule.is_none() => {
                format!("expected an error containing {text:?}, but every step was accepted")
            }
            _ => format!("expected a refusal with {want}, but every step was accepted"),
        }),
        (Some(want), Some(refusal), Some(e)) => failures.extend(want.unmet(refusal, e)),
        _ => {}
    }
    if let Some(want) = &expect.state {
        let actual = serde_json::to_value(snapshot).unwrap_or(Value::Null);
        match want.as_object() {
            Some(want) => {
                for (key, value) in want {
                    let known = actual.get(key).is_some()
                        || absent_default(key).is_some()
                        || OPTIONAL_STATE_FIELDS.contains(&key.as_str());
                    if !known {
                        failures.push(format!("state.{key}: the state has no such field"));
                        continue;
                    }
                    if let Err(e) = compare(value, &field(&actual, key), &format!("state.{key}")) {
                        failures.push(e);
                    }
                }
            }
            None => failures.push("expect.state must be an object".into()),
        }
    }
    let actual: Vec<Value> = events
        .iter()
        .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
        .collect();
    check_events(&expect.events, &actual, &mut failures);
    failures
}

/// Top-level snapshot fields that are left out when they hold nothing
/// (an absent one reads as `null`).
const OPTIONAL_STATE_FIELDS: [&str; 3] = ["dice", "engine", "ambulance"];

fn check_events(want: &EventChecks, actual: &[Value], failures: &mut Vec<String>) {
    let mut from = 0;
    for want in &want.in_order {
        match actual[from..].iter().position(|got| fits(want, got)) {
            Some(i) => from += i + 1,
            None => failures.push(format!("expected event {want} (in order) did not occur")),
        }
    }
    let named = want.include.iter().chain(&want.exclude).filter_map(|e| {
        e.get("event")
            .map(|name| name.as_str().map(str::to_owned).unwrap_or(name.to_string()))
    });
    for name in named.chain(want.count.keys().cloned()) {
        if !is_event_name(&name) {
            failures.push(format!("events: there is no event called {name:?}"));
        }
    }
    let (found, _) = assign(&want.include, actual);
    for (want, found) in want.include.iter().zip(found) {
        if found.is_none() {
            failures.push(format!(
                "events.include: expected event {want} did not occur{}",
                same_kind(want, actual)
            ));
        }
    }
    for unwanted in &want.exclude {
        let hits: Vec<&Value> = actual.iter().filter(|got| fits(unwanted, got)).collect();
        if let Some(first) = hits.first() {
            failures.push(format!(
                "events.exclude: {unwanted} must not occur, but {} event(s) match it, the first {first}",
                hits.len()
            ));
        }
    }
    for (name, &want) in &want.count {
        let got = actual
            .iter()
            .filter(|e| e.get("event").and_then(Value::as_str) == Some(name.as_str()))
            .count();
        if got != want {
            failures.push(format!(
                "events.count.{name}: expected {want} event(s), got {got}"
            ));
        }
    }
}

/// For a failure message: the events of the kind `want` names, so the
/// reader sees how they differ ("; the explosion events: [...]").
fn same_kind(want: &Value, actual: &[Value]) -> String {
    const SHOWN: usize = 5;
    let Some(name) = want.get("event") else {
        return String::new();
    };
    let kind: Vec<&Value> = actual
        .iter()
        .filter(|e| e.get("event") == Some(name))
        .collect();
    if kind.is_empty() {
        return format!("; there is no {name} event");
    }
    let shown: Vec<String> = kind.iter().take(SHOWN).map(|e| e.to_string()).collect();
    let more = kind.len().saturating_sub(SHOWN);
    let more = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    format!("; the {name} events: {}{more}", shown.join(", "))
}

/// Whether `name` is the `event` tag of some [`Event`]. Serde knows the
/// names; asking it to read the bare tag fails with "unknown variant" only
/// for a name that is not one (a known one fails, if at all, on its fields).
fn is_event_name(name: &str) -> bool {
    let bare = Value::Object(Map::from_iter([(
        "event".to_owned(),
        Value::String(name.to_owned()),
    )]));
    match serde_json::from_value::<Event>(bare) {
        Ok(_) => true,
        Err(e) => !e.to_string().contains("unknown variant"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::Roll;
    use serde_json::json;

    /// Every field the snapshot leaves out when it holds its usual value
    /// must read as that value: written explicitly, serialised, and gone,
    /// `absent_default` must give back what was written.
    fn check_skipped(written: &Value, serialised: &Value, keys: &[&str]) {
        for key in keys {
            assert!(
                serialised.get(key).is_none(),
                "{key} is written out when it holds {}",
                written[key]
            );
            // Compared as an expectation would be: `{}` stands for an object
            // whose fields all hold their usual values.
            let default = absent_default(key).unwrap_or(Value::Null);
            assert_eq!(compare(&written[key], &default, key), Ok(()));
        }
    }

    #[test]
    fn absent_fields_read_as_the_values_serde_leaves_out() {
        let firefighter = json!({ "at": "1,1", "ap": 3, "saved": 0, "knocked_down": false,
                                  "pool": 0, "downed": false });
        let poi = json!({ "kind": "victim", "at": "2,2", "place": "board", "revealed": false,
                          "treated": false });
        let hazmat = json!({ "place": "board", "at": "3,3" });
        let turn_state = json!({ "acted": false, "started_on_engine": false, "cafs_commanded": 0 });
        let fire_phase = json!({ "flare_ups": 0, "target_hot": false, "hazmat_exploded": false,
                                 "redo": false });
        let top = json!({ "won": false, "fire_step": "advance", "hot_spots": [],
                          "hot_spot_supply": 0, "turn_state": turn_state,
                          "fire_phase": fire_phase, "firefighters": [firefighter],
                          "pois": [poi], "hazmat": [hazmat] });
        let snapshot = Snapshot::from_partial(top.clone(), None, 0).expect("a snapshot");
        let out = serde_json::to_value(&snapshot).expect("serialises");
        check_skipped(
            &top,
            &out,
            &[
                "won",
                "fire_step",
                "hot_spots",
                "hot_spot_supply",
                "turn_state",
                "fire_phase",
            ],
        );
        check_skipped(
            &top["firefighters"][0],
            &out["firefighters"][0],
            &["saved", "knocked_down", "pool", "downed"],
        );
        check_skipped(
            &top["pois"][0],
            &out["pois"][0],
            &["place", "revealed", "treated"],
        );
        check_skipped(&top["hazmat"][0], &out["hazmat"][0], &["place"]);
        let turn = serde_json::to_value(snapshot.turn_state).expect("serialises");
        check_skipped(
            &turn_state,
            &turn,
            &["acted", "started_on_engine", "cafs_commanded"],
        );
        let phase = serde_json::to_value(snapshot.fire_phase).expect("serialises");
        check_skipped(
            &fire_phase,
            &phase,
            &["flare_ups", "target_hot", "hazmat_exploded", "redo"],
        );
        let roll = serde_json::to_value(Roll::new(1, 2)).expect("serialises");
        check_skipped(&json!({ "floor": 0 }), &roll, &["floor"]);
        // An empty hazmat list is left out too.
        let bare = serde_json::to_value(
            Snapshot::from_partial(json!({ "firefighters": [{}] }), None, 0).expect("a snapshot"),
        )
        .expect("serialises");
        check_skipped(&json!({ "hazmat": [] }), &bare, &["hazmat"]);
    }

    #[test]
    fn optional_fields_read_as_none() {
        for key in [
            "carried_by",
            "led_by",
            "at",
            "specialist",
            "engine",
            "ambulance",
            "leading",
        ] {
            assert_eq!(absent_default(key), None, "{key}");
        }
    }

    #[test]
    fn event_names_are_known_to_serde() {
        assert!(is_event_name("explosion"));
        assert!(is_event_name("collapse"));
        assert!(is_event_name("knocked_down"));
        assert!(!is_event_name("knockdown"));
        assert!(!is_event_name(""));
    }

    #[test]
    fn matching_takes_the_assignment_that_fits_everything() {
        let want = [json!({ "a": 1 }), json!({ "a": 1, "b": 2 })];
        let got = [json!({ "a": 1, "b": 2 }), json!({ "a": 1 })];
        let (found, owners) = assign(&want, &got);
        assert_eq!(found, [Some(1), Some(0)]);
        assert_eq!(owners, [Some(1), Some(0)]);
        let (found, _) = assign(&want, &got[1..]);
        assert_eq!(found.iter().filter(|f| f.is_some()).count(), 1);
    }
}

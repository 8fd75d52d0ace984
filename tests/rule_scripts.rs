//! Scripts that pin a rule down exactly (issue 13): setups with forced dice,
//! exact lists and zero values in `expect.state`, events required, forbidden
//! and counted, and refusals matched by reason code and rule ID. Every
//! feature is tested both ways: an expectation that holds passes, one that
//! does not is reported as unmet, naming what differs.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use flashpoint::engine::board::io::load_board;
use flashpoint::engine::dice::{Misfit, NotAFace};
use flashpoint::engine::event::Event;
use flashpoint::engine::state::ForcedSetupError;
use flashpoint::engine::{ActionError, Board, Difficulty, GameConfig, GameState};
use flashpoint::script::{self, ScriptError, ScriptResult};
use serde_json::{Value, json};

/// Where inline scripts pretend to live, so `../../boards/front.json` resolves.
fn script_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/inline.json")
}

fn front() -> Arc<Board> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json");
    Arc::new(load_board(&path).expect("the front board loads"))
}

fn run(script: Value) -> Result<ScriptResult, ScriptError> {
    let path = script_path();
    let parsed = script::parse(&script.to_string(), &path)?;
    script::run(&parsed, &path)
}

/// Runs a script that must be well-formed and returns its unmet expectations.
fn failures(script: Value) -> Vec<String> {
    run(script).expect("a valid script").failures
}

/// Asserts exactly one unmet expectation, containing every one of `parts`.
fn fails_with(script: Value, parts: &[&str]) {
    let failures = failures(script);
    assert_eq!(failures.len(), 1, "{failures:#?}");
    for part in parts {
        assert!(
            failures[0].contains(part),
            "{:?} does not mention {part:?}",
            failures[0]
        );
    }
}

/// The experienced Recruit setup of TC-X-1 and TC-X-2 on the front board,
/// one firefighter, vehicles parked: every setup roll forced.
fn experienced() -> Value {
    json!({ "mode": "experienced", "firefighters": 1, "specialists": ["generalist"],
            "engine": "5,9", "ambulance": "0,5" })
}

/// Black 5 (TC-X-1: 4,6); red 3 black 6 names 3,6, on Fire now, so re-rolled
/// (Ruling R22), then 1,7; the 3rd explosion flips black 7 to 2 and rolls
/// red 5 (TC-X-2: 5,2); Hazmat on 6,1, 1,1 and 6,8; POIs on 2,2, 2,4 and 6,5.
const SETUP_DICE: [u8; 18] = [5, 3, 6, 1, 7, 5, 6, 1, 1, 1, 6, 8, 2, 2, 2, 4, 6, 5];

fn forced_setup(expect: Value) -> Value {
    json!({
        "board": "../../boards/front.json",
        "config": experienced(),
        "seed": 3,
        "setup_dice": SETUP_DICE,
        "expect": expect
    })
}

fn setup_events(seed: u64, forced: &[u8]) -> Result<(GameState, Vec<Event>), ForcedSetupError> {
    let mut events = Vec::new();
    let config: GameConfig = serde_json::from_value(experienced()).expect("config");
    let state = GameState::new_with_forced_setup(front(), config, seed, forced, &mut events)?;
    Ok((state, events))
}

// --- setup dice -----------------------------------------------------------

#[test]
fn forced_setup_dice_pin_the_experienced_setup() {
    let result = run(forced_setup(json!({
        "events": { "in_order": [
            { "event": "rolled", "purpose": "setup_explosion", "roll": { "red": 0, "black": 5 }, "cell": "4,6" },
            { "event": "setup_fire", "cell": "4,6" },
            { "event": "rolled", "purpose": "setup_explosion", "roll": { "red": 3, "black": 6 }, "cell": "3,6" },
            { "event": "reroll", "reason": "on_fire" },
            { "event": "setup_fire", "cell": "1,7" },
            { "event": "rolled", "purpose": "setup_explosion", "roll": { "red": 5, "black": 2 }, "cell": "5,2" },
            { "event": "setup_fire", "cell": "5,2" }
        ] },
        "state": {
            "hazmat": { "exactly": [{ "at": "6,1" }, { "at": "1,1" }, { "at": "6,8" },
                                    { "place": "supply" }, { "place": "supply" }, { "place": "supply" }],
                        "ordered": true },
            "hot_spots": { "exactly": ["4,6", "1,7", "5,2"] },
            "pois": { "include": [{ "at": "2,2" }, { "at": "2,4" }, { "at": "6,5" }] }
        }
    })))
    .expect("runs");
    assert!(result.passed(), "{:#?}", result.failures);
}

#[test]
fn a_forced_setup_does_not_depend_on_the_seed() {
    let (a, _) = setup_events(3, &SETUP_DICE).expect("setup");
    let (b, _) = setup_events(99, &SETUP_DICE).expect("setup");
    let (a, b) = (a.snapshot(), b.snapshot());
    // Only die rolls are forced: which token is drawn (a Victim or a False
    // Alarm) stays with the seed, so compare where things are.
    assert_eq!(a.fire, b.fire);
    assert_eq!(a.damage, b.damage);
    assert_eq!(a.doors, b.doors);
    assert_eq!(a.hazmat, b.hazmat);
    assert_eq!(a.hot_spots, b.hot_spots);
    let on_board = |s: &flashpoint::engine::snapshot::Snapshot| {
        let mut cells: Vec<String> = s
            .pois
            .iter()
            .filter_map(|p| p.at.map(|c| c.to_string()))
            .collect();
        cells.sort();
        cells
    };
    assert_eq!(on_board(&a), ["2,2", "2,4", "6,5"]);
    assert_eq!(on_board(&a), on_board(&b));
}

#[test]
fn when_the_forced_values_run_out_the_seeded_dice_go_on() {
    let (state, events) = setup_events(3, &[5]).expect("setup");
    let json: Vec<Value> = events
        .iter()
        .map(|e| serde_json::to_value(e).expect("event"))
        .collect();
    assert_eq!(json[1], json!({ "event": "setup_fire", "cell": "4,6" }));
    let fires = json.iter().filter(|e| e["event"] == "setup_fire").count();
    assert_eq!(fires, 3, "the other explosions are rolled");
    assert_eq!(state.hazmat_on_board(), 3);
    assert_eq!(state.dice().forced().len(), 0);
}

#[test]
fn a_value_no_die_has_is_a_typed_error_naming_it() {
    let err = setup_events(3, &[5, 1, 9]).expect_err("9 is no face of a d6 or a d8");
    assert_eq!(
        err,
        ForcedSetupError::NotAFace(NotAFace {
            position: 3,
            value: 9,
            largest: 8
        })
    );
    assert!(err.to_string().contains("forced die value 9"), "{err}");
}

#[test]
fn a_value_for_the_wrong_die_is_a_typed_error_naming_it() {
    // The 2nd explosion rolls red (a d6) first: 7 does not fit it.
    let err = setup_events(3, &[5, 7, 1]).expect_err("7 on the red die");
    assert_eq!(
        err,
        ForcedSetupError::Misfit(Misfit {
            position: 2,
            value: 7,
            sides: 6
        })
    );
}

#[test]
fn values_left_unused_by_the_setup_are_an_error() {
    let mut forced = SETUP_DICE.to_vec();
    forced.extend([4, 4]);
    let err = setup_events(3, &forced).expect_err("two values too many");
    assert_eq!(
        err,
        ForcedSetupError::Unused {
            used: SETUP_DICE.len(),
            unused: vec![4, 4]
        }
    );
    // Through a script: a clear error that names the values.
    let mut script = forced_setup(json!({}));
    script["setup_dice"] = json!(forced);
    let message = run(script).map(|_| ()).expect_err("refused").to_string();
    assert!(message.contains("\"setup_dice\""), "{message}");
    assert!(message.contains("left unused: [4, 4]"), "{message}");
}

#[test]
fn setup_dice_are_checked_when_the_script_is_read() {
    for bad in [json!([0]), json!([21]), json!("5"), json!([3, -1])] {
        let mut script = forced_setup(json!({}));
        script["setup_dice"] = bad.clone();
        let err = run(script).map(|_| ()).expect_err("bad setup_dice");
        assert!(
            err.to_string().contains("setup_dice") || err.to_string().contains("die value"),
            "{bad}: {err}"
        );
    }
    // A script with its own state has no setup to force.
    let err = run(json!({
        "board": "../../boards/front.json",
        "setup_dice": [1, 1],
        "state": { "firefighters": [{ "at": "1,1" }] }
    }))
    .map(|_| ())
    .expect_err("no setup");
    assert!(err.to_string().contains("has no setup"), "{err}");
}

#[test]
fn a_forced_setup_that_differs_from_the_expectation_is_unmet() {
    fails_with(
        forced_setup(json!({ "state": { "hot_spots": { "exactly": ["4,6", "1,7", "5,3"] } } })),
        &["state.hot_spots", "missing \"5,3\"", "not expected \"5,2\""],
    );
}

// --- exact lists and zero values ---------------------------------------------

/// A Victim carried out of the burning room: afterwards one cube, one open
/// door, nothing saved, nothing carried.
fn room(expect: Value) -> Value {
    json!({
        "board": "../../boards/front.json",
        "state": {
            "fire": ["1,2"],
            "damage": [{ "edge": "5,5E", "cubes": 1 }],
            "pois": [{ "kind": "victim", "at": "1,1", "revealed": true }],
            "firefighters": [{ "at": "1,1", "ap": 4 }, { "at": "6,1", "ap": 4 }]
        },
        "steps": [{ "pick_up": 0 }, { "move": "2,1" }, "drop"],
        "expect": expect
    })
}

#[test]
fn exact_lists_and_zero_values_hold() {
    let f = failures(room(json!({ "state": {
        "damage": { "exactly": [{ "edge": "5,5E", "cubes": 1 }] },
        "doors": [],
        "smoke": [],
        "hot_spots": [],
        "hazmat": { "exactly": [] },
        "won": false,
        "fire_phase": { "flare_ups": 0 },
        "firefighters": { "exactly": [
            { "at": "2,1", "ap": 2, "saved": 0, "knocked_down": false },
            { "at": "6,1", "ap": 4, "saved": 0 }
        ], "ordered": true },
        "pois": { "include": [{ "kind": "victim", "at": "2,1", "revealed": true, "carried_by": null }],
                  "exclude": [{ "place": "rescued" }, { "place": "lost" }] }
    }})));
    assert!(f.is_empty(), "{f:#?}");
}

#[test]
fn a_zero_is_not_taken_for_an_absent_optional_field() {
    // Nobody carries the Victim: `carried_by` is absent, which means none,
    // not firefighter 0.
    fails_with(
        room(json!({ "state": { "pois": [{ "kind": "victim", "carried_by": 0 }] } })),
        &["state.pois[0].carried_by", "expected 0, got nothing"],
    );
}

#[test]
fn a_wrong_zero_value_is_unmet() {
    fails_with(
        room(json!({ "state": { "firefighters": [{ "ap": 0 }] } })),
        &["state.firefighters[0].ap", "expected 0, got 2"],
    );
    fails_with(
        room(json!({ "state": { "firefighters": [{}, { "saved": 1 }] } })),
        &["state.firefighters[1].saved", "expected 1, got 0"],
    );
}

#[test]
fn an_empty_list_means_none() {
    fails_with(
        room(json!({ "state": { "damage": [] } })),
        &[
            "state.damage",
            "expected [], got [{\"edge\":\"5,5E\",\"cubes\":1}]",
        ],
    );
}

#[test]
fn exactly_reports_missing_and_unexpected_entries() {
    fails_with(
        room(json!({ "state": { "damage": { "exactly": [{ "edge": "2,3S" }] } } })),
        &[
            "state.damage",
            "missing {\"edge\":\"2,3S\"}",
            "not expected {\"edge\":\"5,5E\",\"cubes\":1}",
        ],
    );
    // A plain list of objects is a prefix: the 2nd firefighter is not checked.
    assert!(
        failures(room(
            json!({ "state": { "firefighters": [{ "at": "2,1" }] } })
        ))
        .is_empty()
    );
    // `exactly` counts them.
    fails_with(
        room(json!({ "state": { "firefighters": { "exactly": [{ "at": "2,1" }] } } })),
        &[
            "state.firefighters",
            "not expected {\"at\":\"6,1\",\"ap\":4}",
        ],
    );
}

#[test]
fn ordered_exactly_checks_positions() {
    fails_with(
        room(json!({ "state": { "firefighters": {
            "exactly": [{ "at": "6,1" }, { "at": "2,1" }], "ordered": true } } })),
        &["state.firefighters[0].at", "expected \"6,1\", got \"2,1\""],
    );
    // Unordered, the same two match.
    assert!(
        failures(room(json!({ "state": { "firefighters": {
            "exactly": [{ "at": "6,1" }, { "at": "2,1" }] } } })))
        .is_empty()
    );
}

#[test]
fn include_takes_a_different_entry_for_each_expectation() {
    // Two expectations that both fit only the one cube: the second is unmet.
    fails_with(
        room(json!({ "state": { "damage": { "include": [{ "cubes": 1 }, { "cubes": 1 }] } } })),
        &[
            "state.damage",
            "expected to include",
            "missing {\"cubes\":1}",
        ],
    );
    // A partial entry that fits several must not steal the only one the
    // other fits (a matching, not a greedy pass).
    assert!(
        failures(room(json!({ "state": { "firefighters": {
            "include": [{ "saved": 0 }, { "at": "2,1" }] } } })))
        .is_empty()
    );
}

#[test]
fn exclude_names_the_entry_that_matches() {
    fails_with(
        room(json!({ "state": { "fire": { "exclude": ["1,2"] } } })),
        &[
            "state.fire",
            "expected no entry matching \"1,2\", got \"1,2\"",
        ],
    );
}

#[test]
fn malformed_list_checks_and_unknown_fields_are_reported() {
    fails_with(
        room(json!({ "state": { "damage": { "exactly": [], "sorted": true } } })),
        &["state.damage", "unknown key \"sorted\""],
    );
    fails_with(
        room(json!({ "state": { "damage": { "exactly": "5,5E" } } })),
        &["state.damage", "\"exactly\" must be a list"],
    );
    fails_with(
        room(json!({ "state": { "hot_spot": [] } })),
        &["state.hot_spot", "no such field"],
    );
}

// --- events -------------------------------------------------------------------

/// TC-EXPL-1 on the family-setup Fires: one explosion, one knockdown, one
/// Victim lost, three POIs replenished, no flashover.
fn explosion(events: Value) -> Value {
    json!({
        "board": "../../boards/front.json",
        "state": {
            "fire": ["2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"],
            "pois": [{ "kind": "victim", "at": "4,3" }],
            "firefighters": [{ "at": "3,6", "ap": 0 }]
        },
        "steps": [{ "dice": [3, 3, 1, 1, 1, 2, 1, 3] }, "end_turn", { "knockdown_to": "0,6" }],
        "expect": { "events": events }
    })
}

#[test]
fn events_can_be_required_forbidden_and_counted() {
    let f = failures(explosion(json!({
        "include": [
            { "event": "victim_lost", "cell": "4,3" },
            { "event": "explosion", "cell": "3,3" },
            { "event": "fire_placed", "cell": "3,6" },
            { "event": "fire_placed", "cell": "4,3" }
        ],
        "exclude": [
            { "event": "flashover" },
            { "event": "fire_placed", "cell": "2,3" },
            { "cell": "9,9" }
        ],
        "count": { "explosion": 1, "knocked_down": 1, "poi_placed": 3, "victim_rescued": 0, "collapse": 0 }
    })));
    assert!(f.is_empty(), "{f:#?}");
}

#[test]
fn a_missing_event_is_unmet_and_shows_those_of_its_kind() {
    fails_with(
        explosion(json!({ "include": [{ "event": "explosion", "cell": "3,4" }] })),
        &[
            "events.include",
            "\"cell\":\"3,4\"",
            "the \"explosion\" events: {\"event\":\"explosion\",\"cell\":\"3,3\"}",
        ],
    );
    // Listed twice, an event must happen twice.
    fails_with(
        explosion(json!({ "include": [{ "event": "knocked_down" }, { "event": "knocked_down" }] })),
        &["events.include", "knocked_down"],
    );
}

#[test]
fn an_excluded_event_that_occurs_is_unmet() {
    fails_with(
        explosion(json!({ "exclude": [{ "event": "fire_placed", "cell": "3,6" }] })),
        &["events.exclude", "1 event(s) match", "\"cell\":\"3,6\""],
    );
}

#[test]
fn a_wrong_count_is_unmet() {
    fails_with(
        explosion(json!({ "count": { "poi_placed": 2 } })),
        &["events.count.poi_placed", "expected 2 event(s), got 3"],
    );
}

#[test]
fn an_unknown_event_name_is_reported_not_counted_as_zero() {
    fails_with(
        explosion(json!({ "count": { "flashovr": 0 } })),
        &["no event called \"flashovr\""],
    );
    fails_with(
        explosion(json!({ "exclude": [{ "event": "knockdown" }] })),
        &["no event called \"knockdown\""],
    );
}

#[test]
fn the_list_form_still_means_in_order() {
    assert!(
        failures(explosion(
            json!([{ "event": "explosion" }, { "event": "knocked_down" }])
        ))
        .is_empty()
    );
    fails_with(
        explosion(json!({ "in_order": [{ "event": "knocked_down" }, { "event": "explosion" }] })),
        &["expected event {\"event\":\"explosion\"} (in order) did not occur"],
    );
}

// --- refusals -----------------------------------------------------------------

/// TC-X-7: with 2 AP, the move into the Fire is refused (FAM-ACT-END-3).
fn trapped(error: Value) -> Value {
    json!({
        "board": "../../boards/front.json",
        "state": { "fire": ["1,2"], "firefighters": [{ "at": "1,1", "ap": 2 }] },
        "steps": [{ "move": "1,2" }],
        "expect": { "error": error }
    })
}

#[test]
fn a_refusal_matches_by_code_rule_and_text() {
    for error in [
        json!({ "code": "would_be_trapped" }),
        json!({ "rule": "FAM-ACT-END-3" }),
        json!({ "code": "would_be_trapped", "rule": "FAM-ACT-END-3", "message": "getting out needs 1" }),
        json!("getting out needs 1 (FAM-ACT-END-3)"),
    ] {
        let f = failures(trapped(error.clone()));
        assert!(f.is_empty(), "{error}: {f:#?}");
    }
}

#[test]
fn the_result_carries_the_refusals_code_and_rule() {
    let result = run(trapped(json!({ "code": "would_be_trapped" }))).expect("runs");
    let refusal = result.refusal.as_ref().expect("refused");
    assert_eq!(refusal.step, 1);
    assert_eq!(refusal.code, "would_be_trapped");
    assert_eq!(refusal.rule, Some("FAM-ACT-END-3"));
    assert!(matches!(refusal.reason, ActionError::WouldBeTrapped { .. }));
    let json = serde_json::to_value(&result).expect("serialises");
    assert_eq!(json["refusal"]["code"], "would_be_trapped");
    assert_eq!(json["refusal"]["rule"], "FAM-ACT-END-3");
    assert_eq!(json["refusal"]["action"], json!({ "move": "1,2" }));
    assert!(
        json["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("step 1 (move to 1,2): "))
    );
}

#[test]
fn a_refusal_for_another_reason_is_unmet() {
    fails_with(
        trapped(json!({ "code": "not_enough_ap" })),
        &["expected a refusal with code \"not_enough_ap\", got \"would_be_trapped\""],
    );
    fails_with(
        trapped(json!({ "rule": "FAM-ACT-END-2" })),
        &["expected a refusal citing rule \"FAM-ACT-END-2\", got \"FAM-ACT-END-3\""],
    );
    fails_with(
        trapped(json!({ "message": "needs 2 AP" })),
        &["expected an error containing \"needs 2 AP\""],
    );
}

#[test]
fn a_refusal_citing_no_rule_says_so() {
    let script = json!({
        "board": "../../boards/front.json",
        "state": { "firefighters": [{ "at": "1,1", "ap": 1 }] },
        "steps": [{ "chop": "1,1N" }],
        "expect": { "error": { "code": "not_enough_ap", "rule": "FAM-ACT-CHOP-1" } }
    });
    fails_with(
        script,
        &[
            "citing rule \"FAM-ACT-CHOP-1\", got one citing no rule",
            "needs 2 AP, you have 1",
        ],
    );
}

#[test]
fn an_expected_refusal_that_does_not_happen_is_unmet() {
    let script = json!({
        "board": "../../boards/front.json",
        "state": { "firefighters": [{ "at": "1,1", "ap": 4 }] },
        "steps": [{ "move": "1,2" }],
        "expect": { "error": { "code": "would_be_trapped" } }
    });
    fails_with(
        script,
        &["expected a refusal with code \"would_be_trapped\", but every step was accepted"],
    );
}

#[test]
fn an_error_expectation_needs_something_to_match() {
    let err = run(trapped(json!({}))).map(|_| ()).expect_err("empty");
    assert!(err.to_string().contains("at least one of"), "{err}");
    let err = run(trapped(json!({ "cod": "x" })))
        .map(|_| ())
        .expect_err("typo");
    assert!(err.to_string().contains("cod"), "{err}");
}

#[test]
fn a_recruit_setup_without_forced_dice_is_the_seeded_one() {
    // An empty `setup_dice` changes nothing: the same game as `new_logged`.
    let config = GameConfig::experienced(2, Difficulty::Recruit);
    let mut plain = Vec::new();
    let a = GameState::new_logged(front(), config.clone(), 11, &mut plain).expect("setup");
    let mut forced = Vec::new();
    let b = GameState::new_with_forced_setup(front(), config, 11, &[], &mut forced).expect("setup");
    assert_eq!(a, b);
    assert_eq!(plain, forced);
}

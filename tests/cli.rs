//! The `flashpoint` command line, run as a real process.

mod common;
#[path = "cli/messages.rs"]
mod messages;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::*;

fn flashpoint(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_flashpoint"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.display().to_string()
}

#[test]
fn validate_accepts_the_shipped_boards() {
    let o = flashpoint(&["validate", "boards/front.json", "boards/back.json"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(stdout(&o), "boards/front.json: ok\nboards/back.json: ok\n");
}

#[test]
fn validate_lists_every_problem_one_per_line_and_fails() {
    let dir = scratch("validate");
    let mut board: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path("boards/front.json")).expect("front"))
            .expect("json");
    let edges = board["floors"][0]["edges"].as_array_mut().expect("edges");
    edges.push(serde_json::json!({ "at": "3,9E", "kind": "door" }));
    edges.push(serde_json::json!({ "at": "2,2E", "kind": "entrance" }));
    board["parking"]["engine"][0]["area"] = 9.into();
    let bad = write(
        &dir,
        "bad.json",
        &serde_json::to_string_pretty(&board).expect("json"),
    );
    let o = flashpoint(&["validate", "boards/front.json", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "boards/front.json: ok");
    let errors: Vec<&&str> = lines.iter().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(errors.len(), 3, "{out}");
    assert!(
        errors
            .iter()
            .all(|l| l.starts_with(&format!("{bad}: error: "))),
        "{out}"
    );
    assert!(
        out.contains("edge 3,9E: a door on the outer edge of the grid"),
        "{out}"
    );
    assert!(
        out.contains("edge 2,2E: an entrance must lie between an inside and an outside cell"),
        "{out}"
    );
    assert!(
        out.contains("engine spot 1: the deck gun targets area 9"),
        "{out}"
    );
}

#[test]
fn validate_reports_malformed_json_with_position() {
    let dir = scratch("malformed");
    let bad = write(
        &dir,
        "broken.json",
        "{\n  \"format_version\": 1,\n  \"name\": \"x\",,\n}",
    );
    let o = flashpoint(&["validate", &bad]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).starts_with(&format!("{bad}:3:15: key must be a string")),
        "{}",
        stdout(&o)
    );

    let o = flashpoint(&["validate", "no/such/board.json"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("no/such/board.json: cannot read the file"),
        "{}",
        stdout(&o)
    );
}

/// Issue 15: `estimate` plays bot games and reports the win rate with its
/// 95% interval; the same arguments give the same figures, on any number of
/// threads; `--json` has the same numbers. `simulate --policy bot` plays
/// the bot too (deterministic, without engine errors).
#[test]
fn estimate_reports_a_win_rate_with_its_interval() {
    let args = [
        "estimate",
        "boards/front.json",
        "--games",
        "40",
        "--seed",
        "3",
    ];
    let a = flashpoint(&args);
    assert!(a.status.success(), "{}", stderr(&a));
    let figures = |o: &Output| -> Vec<String> {
        stdout(o)
            .lines()
            .filter(|l| !l.starts_with("time:"))
            .map(str::to_owned)
            .collect()
    };
    let b = flashpoint(&[&args[..], &["--threads", "1"]].concat());
    assert_eq!(figures(&a), figures(&b));
    let out = stdout(&a);
    for label in [
        "win rate:",
        "95% interval",
        "lost, victims:",
        "lost, collapse:",
        "mean rescued:",
        "mean lost:",
        "mean turns:",
    ] {
        assert!(out.contains(label), "{label} in {out}");
    }
    let json = flashpoint(&[&args[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(v["games"], 40);
    let rate = v["win_rate"].as_f64().expect("a rate");
    let (lo, hi) = (
        v["win_rate_95"][0].as_f64().expect("lo"),
        v["win_rate_95"][1].as_f64().expect("hi"),
    );
    assert!(lo <= rate && rate <= hi && hi - lo > 0.05, "{v}");
    assert!(out.contains(&format!("{:.1}%", 100.0 * rate)), "{out}");
    let bot = flashpoint(&[
        "simulate",
        "--board",
        "boards/front.json",
        "--games",
        "6",
        "--policy",
        "bot",
    ]);
    assert!(bot.status.success(), "{}", stderr(&bot));
    assert!(stdout(&bot).contains("bot policy"), "{}", stdout(&bot));
}

/// Issue 15: on a board where a game cannot end (one inside cell, walls
/// that cannot collapse), the bots' unfinished games are named as such,
/// not as engine errors, with why (no POI left, none placeable: Ruling
/// R50), and `--json` prints nothing but the JSON (the "engine errors"
/// line used to follow it).
#[test]
fn estimate_names_unfinished_games_and_keeps_its_json_clean() {
    let args = [
        "estimate",
        "tests/fixtures/one_room_dead_end.json",
        "--games",
        "2",
        "--mode",
        "experienced",
    ];
    let o = flashpoint(&args);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains(
            "unfinished:    2 (still running after 5000 turns)\n  \
             no POI left: 2 (none could be placed where the dice fell, Ruling R50)\n"
        ),
        "{out}"
    );
    assert!(!out.contains("bots idle"), "{out}");
    assert!(!out.contains("engine errors"), "{out}");
    let json = flashpoint(&[&args[..], &["--json"]].concat());
    assert_eq!(json.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("nothing but JSON");
    assert_eq!(v["totals"]["turn_limited"], 2, "{v}");
    assert_eq!(v["totals"]["waiting_for_pois"], 2, "{v}");
    assert_eq!(v["totals"]["failures"][0]["defect"], "turn_limit", "{v}");
}

/// EXP-SETUP-10: an experienced estimate plays the bots' choice of cards
/// for the seats `--specialists` does not list, says so, and keeps a card
/// that is listed; `random` stays a random deal.
#[test]
fn estimate_plays_the_bots_cards_for_unlisted_seats() {
    let cards = |extra: &[&str]| -> (Vec<String>, String) {
        let args = [
            &[
                "estimate",
                "boards/front.json",
                "--games",
                "2",
                "--mode",
                "experienced",
            ][..],
            extra,
        ]
        .concat();
        let human = flashpoint(&args);
        assert!(human.status.success(), "{}", stderr(&human));
        let json = flashpoint(&[&args[..], &["--json"]].concat());
        let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
        let list = v["config"]["specialists"]
            .as_array()
            .expect("the cards")
            .iter()
            .map(|c| c.as_str().expect("a name").to_owned())
            .collect();
        (list, stdout(&human))
    };
    let (all, text) = cards(&[]);
    assert_eq!(
        all,
        [
            "rescue_specialist",
            "cafs_firefighter",
            "driver_operator",
            "generalist"
        ]
    );
    assert!(
        text.contains("(Rescue Specialist, CAFS Firefighter, Driver/Operator, Generalist)"),
        "{text}"
    );
    let (listed, _) = cards(&["--specialists", "random,driver_operator"]);
    assert_eq!(
        listed,
        [
            "random",
            "driver_operator",
            "rescue_specialist",
            "cafs_firefighter"
        ]
    );
}

#[test]
fn simulate_is_reproducible_and_reports_throughput() {
    let args = [
        "simulate",
        "--board",
        "boards/back.json",
        "--games",
        "300",
        "--seed",
        "5",
        "--firefighters",
        "3",
    ];
    let a = flashpoint(&args);
    let b = flashpoint(&[&args[..], &["--threads", "1"]].concat());
    assert!(a.status.success(), "{}", stderr(&a));
    let stats = |o: &Output| -> Vec<String> {
        stdout(o)
            .lines()
            .filter(|l| !l.starts_with("throughput"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(stats(&a), stats(&b), "same arguments, same statistics");
    let out = stdout(&a);
    for label in [
        "wins:",
        "victims lost:",
        "collapse:",
        "mean turns:",
        "mean rescued:",
        "throughput:",
    ] {
        assert!(out.contains(label), "missing {label} in\n{out}");
    }
    assert!(
        out.contains("games/s") && out.contains("actions/s"),
        "{out}"
    );

    let o = flashpoint(&[&args[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON output");
    assert_eq!(v["totals"]["games"], 300);
    let t = &v["totals"];
    let sum = t["wins"].as_u64().unwrap_or(0)
        + t["victims_lost"].as_u64().unwrap_or(0)
        + t["collapses"].as_u64().unwrap_or(0)
        + t["engine_errors"].as_u64().unwrap_or(0);
    assert_eq!(sum, 300);
    assert_eq!(t["engine_errors"], 0);
    assert!(v["actions_per_second"].as_f64().unwrap_or(0.0) > 0.0);
}

/// Issue 3: `simulate` takes the whole experienced configuration.
#[test]
fn simulate_plays_the_experienced_game_with_its_options() {
    let o = flashpoint(&[
        "simulate",
        "--board",
        "boards/front.json",
        "--games",
        "200",
        "--mode",
        "experienced",
        "--difficulty",
        "heroic",
        "--firefighters",
        "3",
        "--scenario",
        "hottest_spot,true_heroes",
        "--specialists",
        "fire_captain,random,driver_operator",
        "--engine",
        "5,9",
        "--ambulance",
        "0,6",
        "--without",
        "experienced_poi",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON output");
    assert_eq!(v["config"]["mode"], "experienced");
    assert_eq!(v["config"]["difficulty"], "heroic");
    assert_eq!(
        v["config"]["scenarios"],
        serde_json::json!(["hottest_spot", "true_heroes"])
    );
    assert_eq!(
        v["config"]["specialists"],
        serde_json::json!(["fire_captain", "random", "driver_operator"])
    );
    assert_eq!(v["config"]["engine"], "5,9");
    assert_eq!(v["config"]["modules"]["experienced_poi"], false);
    let t = &v["totals"];
    let sum: u64 = [
        "wins",
        "victims_lost",
        "collapses",
        "other_losses",
        "engine_errors",
    ]
    .iter()
    .map(|k| t[*k].as_u64().unwrap_or(0))
    .sum();
    assert_eq!(sum, 200);
    assert!(t["actions"].as_u64().unwrap_or(0) > 0);

    // The same configuration from a file.
    let dir = scratch("experienced-config");
    let config = write(
        &dir,
        "config.json",
        r#"{"mode": "experienced", "firefighters": 3, "difficulty": "heroic",
            "scenarios": ["hottest_spot", "true_heroes"],
            "specialists": ["fire_captain", "random", "driver_operator"],
            "engine": "5,9", "ambulance": "0,6", "modules": {"experienced_poi": false}}"#,
    );
    let f = flashpoint(&[
        "simulate",
        "--board",
        "boards/front.json",
        "--games",
        "200",
        "--config",
        &config,
        "--json",
    ]);
    let w: serde_json::Value = serde_json::from_str(&stdout(&f)).expect("JSON output");
    assert_eq!(
        w["totals"], v["totals"],
        "a config file plays the same games"
    );
}

#[test]
fn simulate_names_bad_experienced_options() {
    let run = |extra: &[&str]| {
        flashpoint(&[&["simulate", "--board", "boards/front.json"][..], extra].concat())
    };
    let o = run(&["--scenario", "volcano"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("unknown scenario \"volcano\""),
        "{}",
        stderr(&o)
    );
    let o = run(&["--specialists", "chef"]);
    assert!(
        stderr(&o).contains("unknown specialist \"chef\""),
        "{}",
        stderr(&o)
    );
    let o = run(&["--mode", "experienced", "--scenario", "true_heroes"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("true_heroes scenario is played at the heroic level"),
        "{}",
        stderr(&o)
    );
    let o = run(&["--mode", "experienced", "--engine", "0,5"]);
    assert!(
        stderr(&o).contains("engine at 0,5: that is not a cell of one of the board's engine spots"),
        "{}",
        stderr(&o)
    );
    let o = run(&[
        "--mode",
        "experienced",
        "--specialists",
        "paramedic,paramedic",
    ]);
    assert!(
        stderr(&o).contains("Paramedic card is chosen twice"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn simulate_refuses_bad_configurations() {
    let o = flashpoint(&[
        "simulate",
        "--board",
        "boards/front.json",
        "--firefighters",
        "7",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("7 firefighters: a game has 1 to 6"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn every_example_script_passes() {
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(path("tests/scripts"))
        .expect("scripts")
        .map(|e| e.expect("entry").path())
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 5);
    for script in scripts {
        let o = flashpoint(&["script", &script.display().to_string()]);
        let out: serde_json::Value =
            serde_json::from_str(&stdout(&o)).unwrap_or_else(|e| panic!("{e}: {}", stderr(&o)));
        assert!(
            o.status.success(),
            "{}: {}",
            script.display(),
            serde_json::to_string_pretty(&out["failures"]).unwrap_or_default()
        );
        assert!(out["state"]["firefighters"].is_array());
        assert!(out["events"].is_array());
    }
}

/// A refused step is printed with its reason code and the rule it cites,
/// so scripts and tools can match it without parsing English.
#[test]
fn a_scripts_refusal_is_printed_with_its_code_and_rule() {
    let o = flashpoint(&[
        "script",
        &path("tests/scripts/tc_x_7_escape_reserve.json")
            .display()
            .to_string(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("json");
    assert_eq!(out["refusal"]["code"], "would_be_trapped", "{out}");
    assert_eq!(out["refusal"]["rule"], "FAM-ACT-END-3", "{out}");
    assert_eq!(out["refusal"]["step"], 1, "{out}");
}

#[test]
fn a_script_whose_expectations_fail_exits_with_1() {
    let dir = scratch("script");
    let board = path("boards/front.json").display().to_string();
    let script = serde_json::json!({
        "board": board,
        "state": { "fire": ["1,2"], "firefighters": [{ "at": "1,1", "ap": 4 }] },
        "steps": [{ "remove_fire": "1,2" }],
        "expect": { "state": { "fire": ["1,2"] }, "events": [{ "event": "collapse" }] }
    });
    let file = write(&dir, "wrong.json", &script.to_string());
    let o = flashpoint(&["script", &file]);
    assert_eq!(o.status.code(), Some(1));
    let out: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    let failures = out["failures"].as_array().expect("failures");
    assert_eq!(failures.len(), 2, "{failures:?}");
    assert!(
        failures[0]
            .as_str()
            .unwrap_or("")
            .starts_with("state.fire: expected")
    );

    // A refused step that was not expected also fails, and says why.
    let script = serde_json::json!({
        "board": board,
        "state": { "firefighters": [{ "at": "1,1", "ap": 1 }] },
        "steps": [{ "chop": "1,1N" }]
    });
    let file = write(&dir, "refused.json", &script.to_string());
    let o = flashpoint(&["script", &file]);
    assert_eq!(o.status.code(), Some(1));
    let out: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(out["error"], "step 1 (chop 1,1N): needs 2 AP, you have 1");
}

#[test]
fn script_errors_name_the_file_and_place() {
    let dir = scratch("bad-script");
    let file = write(
        &dir,
        "typo.json",
        "{\n  \"board\": \"x.json\",\n  \"stepz\": []\n}",
    );
    let o = flashpoint(&["script", &file]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains(&format!("{file}:3:")), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("unknown field `stepz`"),
        "{}",
        stderr(&o)
    );

    let file = write(
        &dir,
        "action.json",
        "{ \"board\": \"x.json\", \"steps\": [{ \"mvoe\": \"1,2\" }] }",
    );
    let o = flashpoint(&["script", &file]);
    assert!(
        stderr(&o).contains("unknown value `mvoe`; did you mean `move`?"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn schema_and_format_check() {
    let o = flashpoint(&["schema"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        std::fs::read_to_string(path("boards/board.schema.json")).expect("schema")
    );

    let o = flashpoint(&["format", "--check", "boards/front.json", "boards/back.json"]);
    assert!(o.status.success(), "{}", stdout(&o));

    let dir = scratch("format");
    let layout = std::fs::read_to_string(path("boards/back.json")).expect("back");
    let value: serde_json::Value = serde_json::from_str(&layout).expect("json");
    let ugly = write(
        &dir,
        "ugly.json",
        &serde_json::to_string(&value).expect("json"),
    );
    let o = flashpoint(&["format", "--check", &ugly]);
    assert_eq!(o.status.code(), Some(1));
    let o = flashpoint(&["format", &ugly]);
    assert!(o.status.success());
    assert_eq!(std::fs::read_to_string(&ugly).expect("formatted"), layout);
}

#[test]
fn help_lists_the_subcommands() {
    let o = flashpoint(&["--help"]);
    let out = stdout(&o);
    for sub in [
        "validate", "format", "schema", "simulate", "script", "play", "load", "render",
    ] {
        assert!(out.contains(sub), "{out}");
    }
}

#[test]
fn a_script_may_carry_its_board_inline() {
    let dir = scratch("inline");
    let board: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(path("tests/fixtures/two_floor.json")).expect("fixture"),
    )
    .expect("json");
    // 2ND-STAIRS-1: the stairs make G 2,2 and U 2,2 adjacent for movement.
    let script = serde_json::json!({
        "board": board,
        "state": { "firefighters": [{ "at": "2,2", "ap": 4 }] },
        "steps": [{ "move": "1:2,2" }, { "move": "1:2,3" }],
        "expect": { "state": { "firefighters": [{ "at": "1:2,3", "ap": 2 }] } }
    });
    let file = write(&dir, "inline.json", &script.to_string());
    let o = flashpoint(&["script", &file]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));

    // An invalid inline board is reported like a board file.
    let mut broken = board.clone();
    broken["stairs"][0]["b"]["cell"] = "5:2,2".into();
    let script = serde_json::json!({ "board": broken, "steps": [] });
    let file = write(&dir, "broken.json", &script.to_string());
    let o = flashpoint(&["script", &file]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("stair link 1: cell 5:2,2 is on floor 5, but the board has 2 floors"),
        "{}",
        stderr(&o)
    );
}

/// `render` draws every floor of a board side by side; the picture has the
/// size asked for, and a missing board is named in the error.
#[test]
fn render_draws_a_board_to_a_png() {
    let dir = scratch("render");
    let png = dir.join("two.png");
    let o = flashpoint(&[
        "render",
        "tests/fixtures/two_floor.json",
        "--out",
        &png.display().to_string(),
        "--size",
        "600x300",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let image = image::open(&png).expect("a PNG").to_rgba8();
    assert_eq!(image.dimensions(), (600, 300));
    // Not a blank picture: the board's colours are there.
    let first = image.get_pixel(0, 0);
    assert!(image.pixels().any(|p| p != first));

    let o = flashpoint(&[
        "render",
        "missing.json",
        "--out",
        &png.display().to_string(),
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("missing.json"), "{}", stderr(&o));
}

/// `load --screenshot` replays a saved game and draws it; a corrupt save is
/// refused with the file and the problem named.
#[test]
fn load_renders_a_saved_game_and_names_a_corrupt_one() {
    let dir = scratch("load");
    let png = dir.join("game.png");
    let o = flashpoint(&[
        "load",
        "docs/screenshot-game.json",
        "--screenshot",
        &png.display().to_string(),
        "--size",
        "640x400",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        image::open(&png).expect("a PNG").to_rgba8().dimensions(),
        (640, 400)
    );

    let bad = write(
        &dir,
        "bad.json",
        "{\"format\": \"flashpoint-save\", \"version\": 1,",
    );
    let o = flashpoint(&["load", &bad, "--screenshot", &png.display().to_string()]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("bad.json") && err.contains(":1:"), "{err}");
}

//! The command line's messages (issue 12: each problem once, errors that
//! name the file, field and place; endless input refused; a game past the
//! turn bound reported) and a file given on its own (issue 13: a board
//! opens in the editor, a save in play).

use super::*;

/// How many times `needle` occurs in `haystack`.
fn count(haystack: &str, needle: &str) -> usize {
    haystack.matches(needle).count()
}

/// The front board with two errors: a door on the grid's edge and an engine
/// spot aiming at an area no cell has.
/// The screenshot game's save with an invalid board, written to `dir/name`.
fn save_with_invalid_board(dir: &Path, name: &str) -> String {
    let mut save: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(path("docs/screenshot-game.json")).expect("save"),
    )
    .expect("json");
    save["board"] = invalid_front();
    write(
        dir,
        name,
        &serde_json::to_string_pretty(&save).expect("json"),
    )
}

fn invalid_front() -> serde_json::Value {
    let mut board: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path("boards/front.json")).expect("front"))
            .expect("json");
    board["floors"][0]["edges"]
        .as_array_mut()
        .expect("edges")
        .push(serde_json::json!({ "at": "3,9E", "kind": "door" }));
    board["parking"]["engine"][0]["area"] = 9.into();
    board
}

const DOOR_PROBLEM: &str = "edge 3,9E: a door on the outer edge of the grid";
const AREA_PROBLEM: &str = "the deck gun targets area 9";

#[test]
fn an_invalid_board_given_to_simulate_lists_each_problem_once() {
    let dir = scratch("simulate-once");
    let bad = write(
        &dir,
        "bad.json",
        &serde_json::to_string_pretty(&invalid_front()).expect("json"),
    );
    let o = flashpoint(&["simulate", "--board", &bad, "--games", "1"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert_eq!(count(&err, DOOR_PROBLEM), 1, "{err}");
    assert_eq!(count(&err, AREA_PROBLEM), 1, "{err}");
    assert_eq!(count(&err, "the board has 2 errors"), 1, "{err}");
    assert_eq!(count(&err, &bad), 1, "{err}");
}

#[test]
fn an_invalid_board_given_to_validate_lists_each_problem_once() {
    let dir = scratch("validate-once");
    let bad = write(
        &dir,
        "bad.json",
        &serde_json::to_string_pretty(&invalid_front()).expect("json"),
    );
    let o = flashpoint(&["validate", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let all = format!("{}{}", stdout(&o), stderr(&o));
    assert_eq!(count(&all, DOOR_PROBLEM), 1, "{all}");
    assert_eq!(count(&all, AREA_PROBLEM), 1, "{all}");
}

/// A save whose board is invalid, a save whose step is refused and a
/// missing save: each problem is printed once, with the file named once.
#[test]
fn a_save_error_is_printed_once() {
    let dir = scratch("load-once");
    let png = dir.join("never.png").display().to_string();
    let bad = save_with_invalid_board(&dir, "bad-board.json");
    let o = flashpoint(&["load", &bad, "--screenshot", &png]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert_eq!(count(&err, DOOR_PROBLEM), 1, "{err}");
    assert_eq!(count(&err, AREA_PROBLEM), 1, "{err}");
    assert_eq!(count(&err, &bad), 1, "{err}");
    assert!(err.contains("the saved board is not valid"), "{err}");

    let mut save: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(path("docs/screenshot-game.json")).expect("save"),
    )
    .expect("json");
    save["steps"]
        .as_array_mut()
        .expect("steps")
        .insert(0, serde_json::json!({ "move": "9,9" }));
    let refused = write(
        &dir,
        "refused.json",
        &serde_json::to_string_pretty(&save).expect("json"),
    );
    let o = flashpoint(&["load", &refused, "--screenshot", &png]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(count(&err, "is refused on replay"), 1, "{err}");
    assert_eq!(count(&err, "not possible now"), 1, "{err}");

    let missing = dir.join("missing.json").display().to_string();
    let o = flashpoint(&["load", &missing, "--screenshot", &png]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(count(&err, "No such file"), 1, "{err}");
    assert_eq!(count(&err, &missing), 1, "{err}");
    assert!(!Path::new(&png).exists());
}

/// Shape errors name the JSON path of the field and say what was expected
/// in words, not in Rust types.
#[test]
fn shape_errors_name_the_field_in_words() {
    let dir = scratch("shape-words");
    let front = || -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(path("boards/front.json")).expect("front"))
            .expect("json")
    };
    let mut board = front();
    board["parking"]["ambulance"][1]["cells"]
        .as_array_mut()
        .expect("cells")
        .push("0,7".into());
    let three = write(
        &dir,
        "three.json",
        &serde_json::to_string_pretty(&board).expect("json"),
    );
    let mut board = front();
    board["dice"]["red"] = "6".into();
    let red = write(
        &dir,
        "red.json",
        &serde_json::to_string_pretty(&board).expect("json"),
    );
    let o = flashpoint(&["validate", &three, &red]);
    assert_eq!(o.status.code(), Some(1));
    let all = format!("{}{}", stdout(&o), stderr(&o));
    assert!(
        all.contains(
            "parking.ambulance[1].cells: a parking spot has exactly 2 cells, this one lists 3"
        ),
        "{all}"
    );
    assert!(!all.contains("trailing characters"), "{all}");
    assert!(
        all.contains("dice.red: expected a whole number from 0 to 255, got the text \"6\""),
        "{all}"
    );
    assert!(!all.contains("u8"), "{all}");
    // File, line and column come first, as before.
    assert!(all.contains(&format!("{red}:")), "{all}");
}

#[cfg(unix)]
#[test]
fn an_endless_stream_is_refused_by_every_command() {
    if !Path::new("/dev/zero").exists() {
        eprintln!("skipped: no /dev/zero");
        return;
    }
    for args in [
        vec!["validate", "/dev/zero"],
        vec!["simulate", "--board", "/dev/zero", "--games", "1"],
        vec!["script", "/dev/zero"],
        vec!["load", "/dev/zero", "--screenshot", "/dev/null"],
        vec!["format", "--check", "/dev/zero"],
        vec!["render", "/dev/zero", "--out", "/dev/null"],
    ] {
        let o = flashpoint(&args);
        assert!(!o.status.success(), "{args:?}");
        let all = format!("{}{}", stdout(&o), stderr(&o));
        assert!(
            all.contains("/dev/zero: the file is larger than"),
            "{args:?}: {all}"
        );
        assert_eq!(count(&all, "larger than"), 1, "{args:?}: {all}");
    }
}

#[test]
fn a_board_with_a_byte_order_mark_validates() {
    let dir = scratch("bom");
    let text = std::fs::read_to_string(path("boards/front.json")).expect("front");
    let board = write(&dir, "bom.json", &format!("\u{FEFF}{text}"));
    let o = flashpoint(&["validate", &board]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(stdout(&o), format!("{board}: ok\n"));
    // Not canonical: format removes the mark.
    let o = flashpoint(&["format", "--check", &board]);
    assert_eq!(o.status.code(), Some(1));
    let o = flashpoint(&["format", &board]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&board).expect("formatted"), text);
}

/// Issue 12: a game that hits the turn bound is an engine error, reported
/// with its seed and the arguments that replay it alone (not "unfinished").
#[test]
fn simulate_reports_a_game_past_the_turn_bound_as_an_engine_error() {
    let args = [
        "simulate",
        "--board",
        "boards/front.json",
        "--seed",
        "11",
        "--first",
        "7",
        "--games",
        "1",
        "--max-turns",
        "1",
    ];
    let o = flashpoint(&args);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let err = stderr(&o);
    let seed = flashpoint::engine::dice::derive_seed(11, 7);
    assert!(
        err.contains("engine error: 1 of 1 games")
            && err.contains(&format!(
                "game 7 (dice seed {seed}) did not end within the turn bound"
            ))
            && err.contains("--seed 11 --first 7 --games 1"),
        "{err}"
    );
    let o = flashpoint(&[&args[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON output");
    assert_eq!(v["totals"]["engine_errors"], 1);
    assert_eq!(v["totals"]["failures"][0]["game"], 7);
    assert_eq!(v["totals"]["failures"][0]["defect"], "turn_limit");
}

/// Issue 12: `--threads` is capped; a huge value does not start thousands
/// of threads (and the results do not depend on it).
#[test]
fn simulate_caps_its_threads() {
    let run = |threads: &str| {
        let o = flashpoint(&[
            "simulate",
            "--board",
            "boards/front.json",
            "--games",
            "20",
            "--threads",
            threads,
            "--json",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        serde_json::from_str::<serde_json::Value>(&stdout(&o)).expect("JSON output")
    };
    let huge = run("1000000");
    assert_eq!(huge["threads"], flashpoint::sim::MAX_THREADS);
    assert_eq!(huge["totals"], run("1")["totals"]);
}

// A file on its own (issue 13).

/// `flashpoint FILE`, as a desktop file association calls it: a board opens
/// in the editor (even one with problems: that is where they get fixed), a
/// saved game in play, told apart by what the file holds, not its name.
#[test]
fn a_file_on_its_own_opens_a_board_in_the_editor_or_a_game_in_play() {
    use clap::Parser;
    use flashpoint::app::FlashpointApp;
    use flashpoint::cli::Cli;

    let cli = Cli::try_parse_from(["flashpoint", "mine.json"]).expect("a bare file parses");
    assert!(cli.command.is_none());
    assert_eq!(cli.file, Some(PathBuf::from("mine.json")));
    // The subcommands keep working, and do not take a file besides.
    let cli = Cli::try_parse_from(["flashpoint", "validate", "mine.json"]).expect("validate");
    assert!(cli.command.is_some() && cli.file.is_none());
    assert!(Cli::try_parse_from(["flashpoint", "mine.json", "validate", "x.json"]).is_err());

    let board = path("boards/townhouse.json");
    let mut app = FlashpointApp::new()
        .with_file(&board)
        .expect("the board opens");
    assert!(app.play_screen().is_none());
    let editor = app.editor_screen().expect("a board opens in the editor");
    assert_eq!(editor.doc.layout().name, "Alder Lane Townhouse");
    assert_eq!(editor.doc.path(), Some(board.as_path()));
    assert!(!editor.doc.is_dirty());

    // A save is recognised by its "format" field, whatever it is called.
    let dir = scratch("bare-file");
    let game = write(
        &dir,
        "looks-like-a-board.json",
        &std::fs::read_to_string(path("docs/screenshot-game.json")).expect("save"),
    );
    let mut app = FlashpointApp::new()
        .with_file(Path::new(&game))
        .expect("the game opens");
    assert!(app.editor_screen().is_none());
    let play = app.play_screen().expect("a saved game opens in play");
    assert_eq!(play.save_path.as_deref(), Some(Path::new(&game)));
    assert!(!play.session.played().is_empty(), "the steps were replayed");

    // The autosave named on its own is continued, not saved back into:
    // the next turn would write over what Ctrl+S wrote there.
    let autosave = write(
        &dir,
        "autosave.json",
        &std::fs::read_to_string(path("docs/screenshot-game.json")).expect("save"),
    );
    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    let mut app = app
        .with_file(Path::new(&autosave))
        .expect("the autosave opens");
    let play = app.play_screen().expect("in play");
    assert_eq!(play.save_path, None, "Ctrl+S asks where");

    // A board with errors still opens: the editor lists them.
    let bad = write(
        &dir,
        "bad.json",
        &serde_json::to_string_pretty(&invalid_front()).expect("json"),
    );
    let mut app = FlashpointApp::new()
        .with_file(Path::new(&bad))
        .expect("an invalid board opens in the editor");
    let editor = app.editor_screen().expect("in the editor");
    assert!(editor.doc.can_play().is_err());
}

/// A file on its own that cannot be opened is reported once, with its
/// name, and nothing else: missing, not JSON, or neither a board nor a save.
#[test]
fn a_file_on_its_own_that_cannot_be_opened_is_reported_once() {
    let dir = scratch("bare-file-errors");
    let missing = dir.join("missing.json").display().to_string();
    let o = flashpoint(&[&missing]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(count(&err, &missing), 1, "{err}");
    assert_eq!(count(&err, "No such file"), 1, "{err}");
    assert!(
        err.starts_with(&format!("flashpoint: {missing}: cannot read the file")),
        "{err}"
    );
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));

    let broken = write(&dir, "broken.json", "{\n  \"format_version\": 1,,\n}");
    let o = flashpoint(&[&broken]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(&format!("{broken}:2:")), "{err}");

    let neither = write(&dir, "notes.json", "{\"title\": \"shopping\"}");
    let o = flashpoint(&[&neither]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(
        err,
        format!(
            "flashpoint: {neither}: this is neither a board (it has no \"format_version\") nor a saved game (it has no \"format\")\n"
        )
    );

    // A save that does not replay says why, once.
    let bad = save_with_invalid_board(&dir, "bad-save.json");
    let o = flashpoint(&[&bad]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(count(&err, &bad), 1, "{err}");
    assert_eq!(count(&err, DOOR_PROBLEM), 1, "{err}");
    assert!(err.contains("the saved board is not valid"), "{err}");
}

/// `validate` names floors by their names and cells by the dice
/// coordinates printed on them (the townhouse's upper floor has black
/// offset 4: its row 3, column 5 is printed 3,9), never "floor 1" or the
/// file's "1:3,5".
#[test]
fn validate_names_floors_and_printed_cells() {
    let dir = scratch("validate-names");
    let mut board: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(path("boards/townhouse.json")).expect("townhouse"),
    )
    .expect("json");
    board["floors"][1]["edges"]
        .as_array_mut()
        .expect("edges")
        .push(serde_json::json!({ "at": "3,5E", "kind": "door" }));
    board["parking"]["ambulance"][0]["cells"] = serde_json::json!(["1:0,1", "1:0,2"]);
    board["floors"][1]["name"] = "Attic".into();
    let bad = write(
        &dir,
        "town.json",
        &serde_json::to_string_pretty(&board).expect("json"),
    );
    let o = flashpoint(&["validate", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    for line in [
        format!(
            "{bad}: error: edge 3,9E Attic: a door on the outer edge of the grid: there is no cell beyond it"
        ),
        format!(
            "{bad}: error: ambulance spot 1: cell 0,5 Attic is not on the ground floor; vehicles park outside at street level"
        ),
    ] {
        assert!(out.lines().any(|l| l == line), "{line:?} in\n{out}");
    }
    // "1:3,5" (the file's spelling) nowhere; "ambulance spot 1: …" is fine.
    let prefixed = out
        .match_indices("1:")
        .any(|(i, _)| out[i + 2..].starts_with(|c: char| c.is_ascii_digit()));
    assert!(!prefixed, "{out}");
    assert!(!out.contains("floor 1"), "{out}");

    // A floor-level problem is named by the floor's name.
    board["floors"][1]["arrows"] = serde_json::json!([]);
    board["floors"][1]["edges"]
        .as_array_mut()
        .expect("edges")
        .pop();
    board["parking"]["ambulance"][0]["cells"] = serde_json::json!(["0,1", "0,2"]);
    let warned = write(
        &dir,
        "warned.json",
        &serde_json::to_string_pretty(&board).expect("json"),
    );
    let o = flashpoint(&["validate", &warned]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(
        stdout(&o).contains(&format!(
            "{warned}: warning: Attic: the floor has no POI arrows"
        )),
        "{}",
        stdout(&o)
    );
}

/// `flashpoint play BOARD` opens the new-game dialog on the last game's
/// rules (as the start screen's New game does) and changes only the rule
/// options given: before, its defaults (the family game, 4 firefighters)
/// overrode the table's rules whatever was typed.
#[test]
fn play_keeps_the_last_games_rules_but_for_the_options_given() {
    use flashpoint::cli::{Cli, Command};
    use flashpoint::engine::{Difficulty, GameConfig, Mode, Modules};

    let mut table = GameConfig::family(3);
    table.mode = Mode::Experienced;
    table.difficulty = Difficulty::Veteran;
    let play = |args: &[&str]| {
        let cli = Cli::try_parse_noting_rules(["flashpoint", "play", "b.json"].iter().chain(args))
            .expect("parses");
        let given = cli.rules_given.clone();
        let Some(Command::Play { game, .. }) = cli.command else {
            panic!("a play command");
        };
        game.over(&table, &given).expect("a configuration")
    };
    assert_eq!(play(&[]), table, "no option: the table's rules");
    assert_eq!(play(&["--seed", "5"]), table, "a seed is not a rule");
    let heroic = play(&["--difficulty", "heroic"]);
    assert_eq!(heroic.difficulty, Difficulty::Heroic);
    assert_eq!((heroic.mode, heroic.firefighters), (Mode::Experienced, 3));
    let family = play(&["--mode=family", "--firefighters", "2"]);
    assert_eq!((family.mode, family.firefighters), (Mode::Family, 2));
    assert_eq!(family.difficulty, Difficulty::Veteran, "kept for later");
    let without = play(&["--without", "hazmat,hot_spots"]);
    let mut modules = Modules::ALL;
    modules.hazmat = false;
    modules.hot_spots = false;
    assert_eq!(without.modules, modules);
    assert_eq!(without.difficulty, Difficulty::Veteran);
    // A configuration file is the whole of the rules.
    let file = std::env::temp_dir().join(format!(
        "flashpoint-play-config-{}.json",
        std::process::id()
    ));
    std::fs::write(
        &file,
        serde_json::to_string(&GameConfig::family(5)).expect("json"),
    )
    .expect("written");
    let from_file = play(&["--config", file.to_str().expect("utf-8")]);
    std::fs::remove_file(&file).ok();
    assert_eq!(from_file, GameConfig::family(5));
}

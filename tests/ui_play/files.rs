//! Games kept on disk through the UI: save and load replay the same game,
//! names and colours survive undo, save and load, Continue opens a finished
//! game on its end screen, and closing the window mid-turn keeps the turn.

use super::*;

#[test]
fn save_and_load_replay_the_same_game() {
    let mut h = ann_and_bo_game();
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    let before = serde_json::to_value(session(&mut h).state().snapshot()).expect("json");
    let (mut h2, dir) = saved_and_loaded(&mut h, "ui");
    let after = serde_json::to_value(session(&mut h2).state().snapshot()).expect("json");
    assert_eq!(before, after);
    // The players and their colours come back too.
    let play = h2.state_mut().play_screen().expect("play");
    assert_eq!(play.who(0), "Firefighter 1 (blue, Ann)");
    assert_eq!(play.who(1), "Firefighter 2 (green, Bo)");
    // Named on screen as the active firefighter and in the team list.
    assert_eq!(
        h2.query_all_by_label("Firefighter 1 (blue, Ann)").count(),
        2
    );
    h2.get_by_label("Firefighter 2 (green, Bo)");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 13: who plays which firefighter survives undo, redo, save and load
/// (an undo used to rebuild the session with no seats, so the next save had
/// none).
#[test]
fn player_names_and_colours_survive_undo_redo_save_and_load() {
    let mut h = ann_and_bo_game();
    let seats = session(&mut h).seats().to_vec();
    assert_eq!(seats[0].player, "Ann");
    assert_eq!(seats[1].player, "Bo");
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(
        ff_at(&mut h, 0).as_deref(),
        Some("0,6"),
        "the move is undone"
    );
    assert_eq!(session(&mut h).seats(), seats.as_slice());
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    assert_eq!(session(&mut h).seats(), seats.as_slice());
    let who = {
        let play = h.state_mut().play_screen().expect("play");
        [play.who(0), play.who(1)]
    };
    let (mut h2, dir) = saved_and_loaded(&mut h, "seats");
    assert_eq!(session(&mut h2).seats(), seats.as_slice());
    let play = h2.state_mut().play_screen().expect("play");
    assert_eq!([play.who(0), play.who(1)], who);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 13: the autosave records the end of a game, so Continue opens the
/// finished game on its end screen, not the turn before the loss.
#[test]
fn continue_after_a_finished_game_opens_its_end_screen() {
    let dir = std::env::temp_dir().join(format!("flashpoint-end-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut s = Session::new(front(), None, GameConfig::family(2), 3).expect("valid");
    s.set_seats(ann_and_bo());
    let mut app = FlashpointApp::new().with_session(s);
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.state_mut().autosave = true;
    h.run();
    let mut pick = flashpoint::engine::dice::Dice::from_seed(9);
    while !session(&mut h).state().is_over() {
        let legal = session(&mut h).state().legal_actions();
        let (i, _) = pick.roll_die(legal.len().min(255) as u8);
        session(&mut h)
            .apply(legal[usize::from(i) - 1])
            .expect("legal");
        h.run();
    }
    h.key_press(egui::Key::Space);
    h.run();
    let autosave = dir.join("autosave.json");
    let saved = Session::load(&autosave).expect("the autosave loads");
    assert!(saved.state().is_over(), "the autosave holds the end");
    assert_eq!(saved.seats()[1].player, "Bo");

    let mut h = start_screen_with(&dir);
    h.state_mut().autosave = true;
    h.run();
    h.get_by_label("Continue").click();
    h.run();
    h.get_by_label("Game over");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Continue's tooltip says which game it resumes: the board, the turn and
/// the firefighters as the log names them; a finished game says it is
/// over. Read again when the autosave changes.
#[test]
fn continue_says_which_game_it_resumes() {
    let dir = scratch("continue-hint");
    let autosave = dir.join("autosave.json");
    let mut s = Session::new(front(), None, GameConfig::family(2), 3).expect("valid");
    s.set_seats(ann_and_bo());
    let mut pick = flashpoint::engine::dice::Dice::from_seed(9);
    let mut play_until = |s: &mut Session, stop: &dyn Fn(&Session) -> bool| {
        while !stop(s) {
            let legal = s.state().legal_actions();
            let (i, _) = pick.roll_die(legal.len().min(255) as u8);
            s.apply(legal[usize::from(i) - 1]).expect("legal");
        }
    };
    play_until(&mut s, &|s| s.state().turn() >= 3 || s.state().is_over());
    assert!(!s.state().is_over(), "still playing at turn 3");
    s.save(&autosave).expect("saved");
    let mut h = start_screen_with(&dir);
    h.run();
    let tooltip = |h: &mut Harness<'static, FlashpointApp>, text: &str| {
        h.get_by_label("Continue").hover();
        h.run();
        h.run();
        h.query_by_label(text).is_some()
    };
    let turn = s.state().turn();
    let playing = format!("Front, turn {turn}: Ann (Firefighter 1), Bo (Firefighter 2)");
    assert!(tooltip(&mut h, &playing), "{playing}");
    play_until(&mut s, &|s| s.state().is_over());
    s.save(&autosave).expect("saved");
    let turns = s.state().turn();
    let over = format!("Front, over after {turns} turns: Ann (Firefighter 1), Bo (Firefighter 2)");
    assert!(tooltip(&mut h, &over), "{over}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The typed-path Load game list says which game a file holds when it is
/// pointed at, as Continue does; a board file there says nothing.
#[test]
fn the_load_game_list_says_which_game_a_file_holds() {
    let dir = scratch("load-list");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).expect("games folder");
    let mut s = Session::new(front(), None, GameConfig::family(2), 3).expect("valid");
    s.set_seats(ann_and_bo());
    s.save(&games.join("yesterday.json")).expect("saved");
    std::fs::copy(path("boards/front.json"), games.join("a-board.json")).expect("copied");
    let mut h = start_screen_with(&dir);
    h.run();
    h.get_by_label("Load game…").click();
    h.run();
    let words = format!(
        "Front, turn {}: Ann (Firefighter 1), Bo (Firefighter 2)",
        s.state().turn()
    );
    for (file, says) in [("a-board.json", false), ("yesterday.json", true)] {
        h.get_by_label(file).hover();
        h.run();
        h.run();
        assert_eq!(h.query_by_label(&words).is_some(), says, "{file}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The app on its start screen with `dir` as its data folder (where the
/// autosave and the saved games are).
fn start_screen_with(dir: &std::path::Path) -> Harness<'static, FlashpointApp> {
    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.to_path_buf());
    harness(app)
}

/// A family game of two on the front board (seed 42) that autosaves into
/// a fresh folder named after `name`: placed, and firefighter 1 moved to
/// 1,6 after the turn's autosave. The harness and the folder.
fn autosaving_game(name: &str) -> (Harness<'static, FlashpointApp>, std::path::PathBuf) {
    let dir = scratch(name);
    let s = Session::new(front(), None, GameConfig::family(2), 42).expect("valid");
    let mut app = FlashpointApp::new().with_session(s);
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.state_mut().autosave = true;
    h.run();
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    (h, dir)
}

/// Who plays a seat (Game ▸ Who plays) reaches the autosave at once, not
/// at the next turn: a crash before it would otherwise forget the bot.
#[test]
fn handing_a_seat_to_a_bot_is_autosaved_at_once() {
    let (mut h, dir) = autosaving_game("seat");
    let autosave = dir.join("autosave.json");
    let bot = |autosave: &std::path::Path| {
        Session::load(autosave)
            .expect("the autosave loads")
            .is_bot(1)
    };
    assert!(!bot(&autosave));
    super::bots::open_who_plays(&mut h);
    h.get_by_label("Firefighter 2 (blue): a bot plays").click();
    h.run();
    h.run();
    assert!(bot(&autosave), "the autosave knows the bot");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Closing the window mid-turn keeps that turn's actions: a person's walk
/// is in the autosave at once (it was written at turn starts only, and a
/// killed program lost the turn's moves), and the close writes whatever
/// came after the last write, so Continue loses nothing.
#[test]
fn closing_the_window_mid_turn_autosaves_the_turn() {
    let (mut h, dir) = autosaving_game("close");
    let played = session(&mut h).played().len();
    let autosave = dir.join("autosave.json");
    let now = Session::load(&autosave).expect("the autosave");
    assert_eq!(now.played().len(), played, "the walk is saved at once");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    // An action no frame has seen yet, as if the window closed in the
    // frame it came in: the close writes it.
    let step = session(&mut h)
        .state()
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move(_)))
        .expect("a step");
    session(&mut h).apply(step).expect("legal");
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    let saved = Session::load(&autosave).expect("the autosave loads");
    assert_eq!(saved.played().len(), played + 1, "the step is kept");
    assert_eq!(saved.played()[played].action, step);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The start screen has the rules card too (*Rules summary*, F1), before
/// any game is set up: an experienced game's on the front board, saying
/// so; F1 closes it again.
#[test]
fn the_start_screen_shows_the_rules_card() {
    let mut h = harness(FlashpointApp::new());
    wait_for_previews(&mut h);
    assert!(h.query_by_label("Rules summary").is_none());
    h.get_by_label("Rules summary (F1)").click();
    h.run();
    h.get_by_label("Rules summary");
    h.get_by_label_contains("The card of an experienced game on the front board");
    // A specialist's row: the card holds the experienced game's rules.
    assert!(h.query_all_by_label_contains("Crew Change").count() > 0);
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label("Rules summary").is_none());
}

/// A game continued from the autosave is saved where the player chooses:
/// Ctrl+S asks for a file, where it had written into the autosave (which
/// the next turn writes over) and said "Saved to …autosave.json".
#[test]
fn saving_a_continued_game_asks_where() {
    let dir = scratch("continue-save");
    let mut s = Session::new(front(), None, GameConfig::family(2), 42).expect("valid");
    for _ in 0..3 {
        let first = s.state().legal_actions()[0];
        s.apply(first).expect("legal");
    }
    let autosave = dir.join("autosave.json");
    s.save(&autosave).expect("an autosave");
    let before = std::fs::read_to_string(&autosave).expect("written");
    let mut h = start_screen_with(&dir);
    h.run();
    h.get_by_label("Continue").click();
    h.run();
    h.event(egui::Event::Key {
        key: egui::Key::S,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::COMMAND,
    });
    h.run();
    h.get_by_label_contains("Save game as");
    assert!(h.query_by_label_contains("Saved to").is_none());
    assert_eq!(
        std::fs::read_to_string(&autosave).expect("still there"),
        before,
        "the autosave is left alone"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The start screen's New game (and a board's Play) offers the table of
/// the last game, read from the autosave: friends back the next day find
/// their names, colours and bots set; the vehicles' spots are left to
/// choose. Without an autosave the dialog has the defaults. The editor's
/// Play and `flashpoint play BOARD` offer it too.
#[test]
fn a_new_game_from_the_start_screen_offers_the_last_table() {
    let dir = scratch("last-table");
    let open_dialog = |dir: &std::path::Path| {
        let mut h = start_screen_with(dir);
        h.run();
        h.get_by_label("New game").click();
        h.run();
        h
    };
    let mut h = open_dialog(&dir);
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(dialog.players[..2], ["", ""], "no game yet: the defaults");
    let mut config = GameConfig::experienced(3, flashpoint::engine::config::Difficulty::Veteran);
    config.engine = Some(Pos::new(0, 7));
    let mut s = Session::new(front(), None, config, 42).expect("valid");
    let seat = |player: &str, colour: &str, bot| flashpoint::session::SeatInfo {
        player: player.into(),
        colour: colour.into(),
        bot,
    };
    s.set_seats(vec![
        seat("Ann", "teal", false),
        seat("Bo", "red", false),
        seat("", "blue", true),
    ]);
    s.save(&dir.join("autosave.json")).expect("an autosave");
    let mut h = open_dialog(&dir);
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(dialog.firefighters, 3);
    assert_eq!(dialog.players[..3], ["Ann", "Bo", ""]);
    assert_eq!(dialog.bots[..3], [false, false, true]);
    assert_eq!(dialog.colours[..3], [5, 0, 1]);
    assert_eq!(
        dialog.difficulty,
        flashpoint::engine::config::Difficulty::Veteran
    );
    assert_eq!(dialog.engine, None, "a spot belongs to its board");
    // The other ways to a game on a board seat the same table: Play this
    // board in the editor, and `flashpoint play BOARD` (whose options
    // then set the rules).
    let app_in = |dir: &std::path::Path| {
        let mut app = FlashpointApp::new();
        app.data_dir = Some(dir.to_path_buf());
        app
    };
    let back = path("boards/back.json");
    let mut from_editor = harness(app_in(&dir).with_editor(Some(&back)).expect("the editor"));
    from_editor.run();
    from_editor.get_by_label("Play this board").click();
    from_editor.run();
    let mut from_cli = harness(app_in(&dir).with_board(&back).expect("the board"));
    from_cli.run();
    for (way, h) in [
        ("editor", &mut from_editor),
        ("command line", &mut from_cli),
    ] {
        let dialog = h.state_mut().new_game_dialog().expect("the dialog");
        assert_eq!(dialog.entry.name, "Back", "{way}");
        assert_eq!(dialog.players[..3], ["Ann", "Bo", ""], "{way}");
        assert_eq!(dialog.bots[..3], [false, false, true], "{way}");
        assert_eq!(dialog.colours[..3], [5, 0, 1], "{way}");
    }
    // `flashpoint play BOARD --difficulty heroic --seed 9` changes the
    // level and the seed only: the table's players and other rules stay.
    let cli = flashpoint::cli::Cli::try_parse_noting_rules([
        "flashpoint",
        "play",
        "--difficulty",
        "heroic",
        "--seed",
        "9",
    ])
    .expect("parses");
    let Some(flashpoint::cli::Command::Play { game, seed, .. }) = &cli.command else {
        panic!("a play command");
    };
    let app = flashpoint::cli::play_window(app_in(&dir), &back, *seed, game, &cli.rules_given)
        .expect("the window's app");
    let mut heroic = harness(app);
    heroic.run();
    let dialog = heroic.state_mut().new_game_dialog().expect("the dialog");
    let config = dialog.config();
    assert_eq!(
        config.difficulty,
        flashpoint::engine::config::Difficulty::Heroic
    );
    assert_eq!(
        (config.mode, config.firefighters),
        (flashpoint::engine::Mode::Experienced, 3)
    );
    assert_eq!(dialog.players[..3], ["Ann", "Bo", ""]);
    assert_eq!(dialog.seed, "9");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Files dropped on the window: while one is dragged over it the window
/// says what a drop does; a file that is neither a board nor a saved game
/// is reported by name and the screen stays; a board opens in the editor,
/// a saved game in play (saving back to its file).
#[test]
fn a_dropped_board_or_saved_game_opens() {
    const HINT: &str = "Drop a board or a saved game here to open it";
    let dir = scratch("drop");
    let mut h = start_screen_with(&dir);
    h.run();
    assert!(h.query_by_label(HINT).is_none());
    h.input_mut().hovered_files.push(egui::HoveredFile {
        path: Some(path("boards/front.json")),
        ..Default::default()
    });
    // egui repaints for as long as files hover over the window.
    h.run_steps(2);
    h.get_by_label(HINT);
    h.input_mut().hovered_files.clear();
    h.run();
    assert!(h.query_by_label(HINT).is_none());

    let notes = dir.join("notes.json");
    std::fs::write(&notes, "{\"title\": \"shopping\"}").expect("written");
    drop_file(&mut h, &notes);
    h.get_by_label(&format!(
        "{}: this is neither a board (it has no \"format_version\") nor a saved game (it has no \"format\")",
        notes.display()
    ));
    assert!(h.state_mut().play_screen().is_none());
    assert!(h.state_mut().editor_screen().is_none());
    h.get_by_label("OK").click();
    h.run();

    drop_file(&mut h, &path("boards/townhouse.json"));
    let editor = h
        .state_mut()
        .editor_screen()
        .expect("a board opens in the editor");
    assert_eq!(editor.doc.layout().name, "Alder Lane Townhouse");
    assert!(!editor.doc.is_dirty());

    let game = dir.join("yesterday.json");
    let mut s = Session::new(front(), None, GameConfig::family(2), 3).expect("valid");
    s.set_seats(ann_and_bo());
    s.save(&game).expect("saved");
    drop_file(&mut h, &game);
    let play = h
        .state_mut()
        .play_screen()
        .expect("a saved game opens in play");
    assert_eq!(play.save_path.as_deref(), Some(game.as_path()));
    assert_eq!(play.who(1), "Firefighter 2 (blue, Bo)");

    // While a file dialog is open, its answer is awaited: a drop is not
    // taken, nor offered.
    let mut h = start_screen_with(&dir);
    h.run();
    h.get_by_label("Load game…").click();
    h.run();
    h.input_mut().hovered_files.push(egui::HoveredFile {
        path: Some(path("boards/front.json")),
        ..Default::default()
    });
    h.run_steps(2);
    assert!(h.query_by_label(HINT).is_none());
    h.input_mut().hovered_files.clear();
    drop_file(&mut h, &path("boards/townhouse.json"));
    assert!(h.state_mut().editor_screen().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The node labelled `label` that stands lowest on the screen, and of
/// those the rightmost: the last card's button of that name.
fn last_button<'a>(
    h: &'a Harness<'static, FlashpointApp>,
    label: &'a str,
) -> egui_kittest::Node<'a> {
    h.query_all_by_label(label)
        .max_by(|a, b| {
            let (a, b) = (a.rect(), b.rect());
            (a.top(), a.left())
                .partial_cmp(&(b.top(), b.left()))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .expect("a button")
}

/// "Your boards": the boards in the data folder's `boards` folder (where
/// the editor proposes to save) have cards on the start screen. A valid
/// one is played from its card, and the new-game dialog lists it with the
/// shipped boards; one not valid yet says how many problems are left and
/// opens in the editor; once fixed and saved there, the start screen shows
/// it playable when it comes back.
#[test]
fn the_start_screen_shows_your_boards() {
    let dir = scratch("your-boards");
    let boards = dir.join("boards");
    std::fs::create_dir_all(&boards).expect("boards folder");
    let board_json = |file: &str, name: &str, keep_parking: bool| {
        let mut board: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path(file)).expect("a board"))
                .expect("json");
        board["name"] = name.into();
        if !keep_parking && let Some(fields) = board.as_object_mut() {
            fields.remove("parking");
        }
        serde_json::to_string_pretty(&board).expect("json")
    };
    let house = boards.join("my-house.json");
    std::fs::write(
        &house,
        board_json("boards/townhouse.json", "My house", true),
    )
    .expect("w");
    let shop = boards.join("shop.json");
    std::fs::write(
        &shop,
        board_json("boards/front.json", "Half-drawn shop", false),
    )
    .expect("w");

    let mut h = start_screen_with(&dir);
    h.run();
    wait_for_previews(&mut h);
    h.get_by_label("Your boards");
    h.get_by_label("My house");
    h.get_by_label("Half-drawn shop");
    h.get_by_label("Not playable yet: one problem to fix in the editor");
    // The shipped boards' five and My house's: the shop cannot be played.
    assert_eq!(h.query_all_by_label("Play").count(), 6);
    h.get_by_label("The My house board");

    last_button(&h, "Play").click();
    h.run();
    let dialog = h
        .state_mut()
        .new_game_dialog()
        .expect("the new-game dialog");
    assert_eq!(dialog.entry.name, "My house");
    assert_eq!(dialog.entry.path, house);
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state_mut().on_start_screen());

    // The shop's Edit: the last card's.
    last_button(&h, "Edit").click();
    h.run();
    let editor = h.state_mut().editor_screen().expect("in the editor");
    assert_eq!(editor.doc.layout().name, "Half-drawn shop");
    park_an_ambulance(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    h.get_by_label("Board").click();
    h.run();
    h.get_by_label("Main menu").click();
    h.run();
    wait_for_previews(&mut h);
    assert!(h.state_mut().on_start_screen());
    assert!(
        h.query_by_label("Not playable yet: one problem to fix in the editor")
            .is_none()
    );
    assert_eq!(h.query_all_by_label("Play").count(), 7);
    h.get_by_label("The Half-drawn shop board");
    let _ = std::fs::remove_dir_all(&dir);

    // A data folder whose boards are the shipped ones shows them once.
    let mut h = start_screen_with(&path(""));
    h.run();
    assert!(h.query_by_label("Your boards").is_none());
    assert_eq!(h.query_all_by_label("Play").count(), 5);
}

/// Ctrl+O opens a file where each screen opens one: Load game on the
/// start screen and in play, Open board in the editor (which asks first
/// when the board has unsaved changes, as its menu's Open board does; a
/// blank new board has none).
#[test]
fn ctrl_o_opens_a_file_on_every_screen() {
    type H = Harness<'static, FlashpointApp>;
    let dir = scratch("ctrl-o");
    let folder = |name: &str| format!("{}{}", dir.join(name).display(), std::path::MAIN_SEPARATOR);
    let click = |h: &mut H, label: &str| {
        h.get_by_label(label).click();
        h.run();
    };
    let ctrl_o = |h: &mut H| {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
        h.run();
    };
    let opens_in = |h: &mut H, name: &str| {
        assert_eq!(h.get_by_label("Path:").value(), Some(folder(name)));
        click(h, "Cancel");
    };
    let mut h = start_screen_with(&dir);
    h.run();
    ctrl_o(&mut h);
    opens_in(&mut h, "games");

    click(&mut h, "New game");
    click(&mut h, "Start");
    assert!(h.state_mut().play_screen().is_some());
    ctrl_o(&mut h);
    opens_in(&mut h, "games");
    click(&mut h, "Game");
    click(&mut h, "Main menu");

    // A blank new board has nothing to lose: the dialog opens at once.
    // Once something is drawn, the editor asks first.
    click(&mut h, "Draw a new board");
    assert!(h.state_mut().editor_screen().is_some());
    ctrl_o(&mut h);
    opens_in(&mut h, "boards");
    park_an_ambulance(&mut h);
    ctrl_o(&mut h);
    assert!(h.query_by_label("Path:").is_none(), "asked first");
    click(&mut h, "Discard changes");
    opens_in(&mut h, "boards");
    let _ = std::fs::remove_dir_all(&dir);
}

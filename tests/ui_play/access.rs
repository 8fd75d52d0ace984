//! Without a mouse (Tab, Enter, AccessKit alone, in English and German),
//! the command-line options, and the settings kept between sessions.

use super::*;

/// Tab moves the keyboard focus onto the board's cells, and Enter on a
/// focused cell clicks it: a game can be played without a mouse.
#[test]
fn tab_focuses_cells_and_enter_clicks() {
    let mut h = family_game();
    let mut reached = false;
    for _ in 0..40 {
        h.key_press(egui::Key::Tab);
        h.run();
        if h.get_by_label("cell 0,0").is_focused() {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab reaches the first cell");
    // Onwards to 0,6, then Enter places firefighter 1 there.
    for _ in 0..6 {
        h.key_press(egui::Key::Tab);
        h.run();
    }
    assert!(h.get_by_label("cell 0,6").is_focused());
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
}

/// `flashpoint play BOARD --mode experienced …` opens the new-game dialog
/// filled in from the options (they were silently dropped), and Start plays
/// exactly that configuration.
#[test]
fn command_line_options_fill_in_the_new_game_dialog() {
    let mut config = GameConfig::experienced(2, flashpoint::engine::Difficulty::Heroic);
    config.modules.vehicles = false;
    config.scenarios = vec![flashpoint::engine::Scenario::HottestSpot];
    let mut app = FlashpointApp::new()
        .with_board(&path("boards/front.json"))
        .expect("the front board loads");
    app.set_config(&config);
    app.set_seed(7);
    let mut h = harness(app);
    h.run();
    assert!(
        h.query_by_label("Heroic").is_some(),
        "the experienced options show"
    );
    h.get_by_label("Start").click();
    h.run();
    let played = session(&mut h).config().clone();
    assert_eq!(played.mode, config.mode);
    assert_eq!(played.firefighters, 2);
    assert_eq!(played.difficulty, config.difficulty);
    assert_eq!(played.scenarios, config.scenarios);
    assert!(!played.modules.vehicles);
    assert_eq!(session(&mut h).seed(), 7);
}

/// A family game of two on the front board (seed 42), the firefighters
/// placed at `cells`.
fn family_game_at(cells: [&str; 2]) -> Session {
    let mut s = Session::new(front(), None, GameConfig::family(2), 42).expect("valid");
    for cell in cells {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    s
}

/// The End turn question's setting is kept for the next session
/// (settings.json in the data folder), like the fire phase's speed.
#[test]
fn settings_are_kept_between_sessions() {
    let dir = std::env::temp_dir().join(format!("flashpoint-settings-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    assert!(h.state_mut().play_screen().expect("play").confirm_end_turn);
    h.key_press(egui::Key::E);
    h.run();
    turn_off_the_end_question(&mut h);
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Fast;
    h.run();
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"confirm_end_turn\": false"), "{text}");
    assert!(text.contains("\"fast\""), "{text}");

    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert!(!play.confirm_end_turn, "the setting came back");
    assert_eq!(play.speed, flashpoint::app::play::Speed::Fast);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 16: the colour-blind option (a badge shape per colour, Fire
/// hatched, Smoke dotted) and the zoom (Ctrl +, or the View menu) are
/// chosen by the player and come back in the next session.
#[test]
fn the_colour_blind_option_and_the_zoom_are_kept_between_sessions() {
    use flashpoint::app::board_view::Palette;
    let dir = std::env::temp_dir().join(format!("flashpoint-view-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    assert_eq!(h.ctx.zoom_factor(), 1.0);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Colour-blind friendly").click();
    h.run();
    assert_eq!(
        h.state_mut().play_screen().expect("play").palette,
        Palette::ColourBlind
    );
    if h.query_by_label("Zoom in").is_none() {
        h.get_by_label("View").click();
        h.run();
    }
    h.get_by_label("Zoom in").click();
    h.run();
    // And the keys: Ctrl + once more.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.2).abs() < 1e-4,
        "{}",
        h.ctx.zoom_factor()
    );
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"palette\": \"colour_blind\""), "{text}");
    assert!(text.contains("\"zoom_percent\": 120"), "{text}");

    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.2).abs() < 1e-4,
        "the zoom came back"
    );
    assert_eq!(
        h.state_mut().play_screen().expect("play").palette,
        Palette::ColourBlind
    );
    // Ctrl 0 goes back to 100%, and that is saved too.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    h.run();
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"zoom_percent\": 100"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The label and AccessKit description of every cell: what a screen
/// reader reads on the board.
fn cell_descriptions(h: &Harness<'static, FlashpointApp>) -> Vec<(String, String)> {
    h.query_all_by_label_contains("cell ")
        .map(|n| n.accesskit_node())
        .filter_map(|n| Some((n.label()?, n.description()?)))
        .collect()
}

/// Issue 16: a whole turn played as a screen-reader user plays it. Where
/// things are is read from the cells' AccessKit descriptions ("Fire",
/// "Ann (Firefighter 1), active"); everything is done by keys and AccessKit
/// actions (no pointer): move with an arrow, open a burning neighbour's
/// actions, turn its Fire to Smoke, end the turn with E.
#[test]
fn a_turn_is_played_through_accesskit_and_the_keyboard_alone() {
    let mut h = harness(FlashpointApp::new().with_session(family_game_at(["3,0", "0,6"])));
    h.run();
    let active = |h: &Harness<'static, FlashpointApp>| -> Vec<String> {
        cell_descriptions(h)
            .into_iter()
            .filter(|(_, d)| d.contains(", active"))
            .map(|(l, _)| l)
            .collect()
    };
    let description = |h: &Harness<'static, FlashpointApp>, cell: &str| -> String {
        h.get_by_label(cell)
            .accesskit_node()
            .description()
            .unwrap_or_default()
    };
    assert_eq!(active(&h), ["cell 3,0"]);
    assert!(description(&h, "cell 3,0").starts_with("Firefighter 1, active"));
    assert_eq!(description(&h, "cell 1,1"), "empty");
    // A wall reads as one, and says its damage.
    let walls: Vec<String> = h
        .query_all_by_label_contains("edge ")
        .filter_map(|n| n.accesskit_node().description())
        .collect();
    assert!(walls.iter().any(|d| d == "wall"), "{walls:?}");
    assert!(
        walls.iter().any(|d| d.starts_with("door, closed")),
        "{walls:?}"
    );

    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(active(&h), ["cell 3,1"]);
    // A burning neighbour, found by listening.
    let burning = ["cell 2,1", "cell 3,2", "cell 4,1"]
        .into_iter()
        .find(|c| description(&h, c).starts_with("Fire"))
        .expect("a burning neighbour of 3,1 on the family setup");
    // Focus the cell (as Tab does) and open its actions with Enter.
    h.get_by_label(burning).focus();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let coords = burning.trim_start_matches("cell ");
    let flip = format!("turn the fire at {coords} to smoke (1 ap)");
    let option = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.to_lowercase() == flip)
        })
        .unwrap_or_else(|| {
            let labels: Vec<String> = h
                .query_all_by_role(egui::accesskit::Role::Button)
                .filter_map(|n| n.accesskit_node().label())
                .collect();
            panic!("the cell's actions offer to turn its Fire to Smoke: {burning} {labels:?}")
        });
    option.click_accesskit();
    h.run();
    assert!(
        description(&h, burning).starts_with("Smoke"),
        "{}",
        description(&h, burning)
    );
    // With a cell focused the arrows explore the board: the focus moves
    // (to the nearest cell or edge that way), the firefighter stays.
    h.get_by_label("cell 3,1").focus();
    h.run();
    h.key_press(egui::Key::ArrowDown);
    h.run();
    // egui picks the nearest widget that way: a cell or an edge below.
    let focused: Vec<String> = h
        .query_all_by_label_contains(" ")
        .filter(|n| n.is_focused())
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        matches!(focused.as_slice(), [place] if place.starts_with("cell 4,") || place.starts_with("edge 4,")),
        "the focus went down: {focused:?}"
    );
    assert_eq!(active(&h), ["cell 3,1"], "the firefighter stayed");
    // E ends the turn; AP are left, so E again confirms.
    h.key_press(egui::Key::E);
    h.run();
    if session(&mut h).state().active() == 0 {
        h.key_press(egui::Key::E);
        h.run();
    }
    for _ in 0..50 {
        if active(&h) == ["cell 0,6"] {
            break;
        }
        h.key_press(egui::Key::Space);
        h.run();
    }
    assert_eq!(active(&h), ["cell 0,6"], "Firefighter 2's turn is read out");
    assert!(description(&h, "cell 0,6").starts_with("Firefighter 2, active"));
}

/// A message in `lang` with its variables.
fn message(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    let args: flashpoint::i18n::FluentArgs = args
        .iter()
        .map(|(name, value)| (*name, flashpoint::i18n::FluentValue::from(value.clone())))
        .collect();
    flashpoint::i18n::Texts::shared().get_args(lang, key, &args)
}

/// Issue 16: the turn of [`a_turn_is_played_through_accesskit_and_the_keyboard_alone`]
/// in German: the cells found by their German labels ("Feld 3,1"), what is
/// on them read from their German descriptions ("Feuer", "…, ist an der
/// Reihe"), the Fire turned to Smoke by the option's German label, and the
/// turn ended with E; keys and AccessKit actions only.
#[test]
fn a_turn_is_played_through_accesskit_and_the_keyboard_alone_in_german() {
    let lang = Lang::De;
    let mut app = FlashpointApp::new().with_session(family_game_at(["3,0", "0,6"]));
    app.default_language = lang;
    let mut h = harness(app);
    h.run();
    let board = front();
    let names = Names::plain(&board).with_lang(lang);
    let cell = |c: &str| message(lang, "board-cell", &[("cell", names.cell(at(c)))]);
    let cell_word = message(lang, "board-cell", &[("cell", String::new())]);
    assert_eq!(cell_word, "Feld ");
    let active_word = format!(", {}", message(lang, "board-active", &[]));
    assert_eq!(active_word, ", ist an der Reihe");
    let active = |h: &Harness<'static, FlashpointApp>| -> Vec<String> {
        h.query_all_by_label_contains(&cell_word)
            .map(|n| n.accesskit_node())
            .filter(|n| n.description().is_some_and(|d| d.contains(&active_word)))
            .filter_map(|n| n.label())
            .collect()
    };
    let description = |h: &Harness<'static, FlashpointApp>, label: &str| -> String {
        h.get_by_label(label)
            .accesskit_node()
            .description()
            .unwrap_or_default()
    };
    assert_eq!(active(&h), [cell("3,0")]);
    let first = names.firefighter(0);
    assert!(
        description(&h, &cell("3,0")).starts_with(&format!("{first}{active_word}")),
        "{}",
        description(&h, &cell("3,0"))
    );
    assert_eq!(description(&h, &cell("1,1")), "leer");
    // Walls and doors read as such, in German.
    let edges: Vec<String> = h
        .query_all_by_label_contains("Kante ")
        .filter_map(|n| n.accesskit_node().description())
        .collect();
    assert!(edges.iter().any(|d| d == "Wand"), "{edges:?}");
    assert!(
        edges.iter().any(|d| d.starts_with("Tür, geschlossen")),
        "{edges:?}"
    );
    assert!(h.query_by_label_contains("edge ").is_none());

    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(active(&h), [cell("3,1")]);
    let burning = ["2,1", "3,2", "4,1"]
        .into_iter()
        .find(|c| description(&h, &cell(c)).starts_with("Feuer"))
        .expect("a burning neighbour of 3,1 on the family setup");
    // Focus the cell (as Tab does) and open its actions with Enter.
    h.get_by_label(&cell(burning)).focus();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let flip = message(
        lang,
        "log-paid",
        &[
            (
                "line",
                flashpoint::text::action_line(&names, Action::FlipFire(at(burning))),
            ),
            ("ap", "1".into()),
        ],
    );
    assert!(flip.ends_with(" (1 AP)"), "{flip}");
    let option = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .find(|n| n.accesskit_node().label().as_deref() == Some(flip.as_str()))
        .unwrap_or_else(|| {
            let labels: Vec<String> = h
                .query_all_by_role(egui::accesskit::Role::Button)
                .filter_map(|n| n.accesskit_node().label())
                .collect();
            panic!("the cell's actions offer {flip:?}: {labels:?}")
        });
    option.click_accesskit();
    h.run();
    assert!(
        description(&h, &cell(burning)).starts_with("Rauch"),
        "{}",
        description(&h, &cell(burning))
    );
    // E ends the turn; AP are left, so E again confirms.
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("Spielzug beenden?");
    h.key_press(egui::Key::E);
    h.run();
    for _ in 0..50 {
        if active(&h) == [cell("0,6")] {
            break;
        }
        h.key_press(egui::Key::Space);
        h.run();
    }
    assert_eq!(
        active(&h),
        [cell("0,6")],
        "Firefighter 2's turn is read out"
    );
    let second = names.firefighter(1);
    assert!(description(&h, &cell("0,6")).starts_with(&format!("{second}{active_word}")));
    // The fire phase shown to its end (Space): the turn's number follows.
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("Spielzug 2");
}

/// The window opens at the size the last session left it (settings.json),
/// in the system's logical pixels whatever the zoom; nothing is kept before
/// a window has been seen.
#[test]
fn the_window_size_is_kept_between_sessions() {
    let dir = std::env::temp_dir().join(format!("flashpoint-window-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    app.remember_window();
    assert!(!dir.join("settings.json").exists(), "no window seen yet");
    assert_eq!(app.opening_window(), ([1280.0, 820.0], false));
    let mut h = make_harness(app, egui::vec2(1000.0, 700.0), false);
    h.run();
    // Zoomed in, the window is as large as before on the screen.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    h.state_mut().remember_window();
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"width\": 1000"), "{text}");
    assert!(text.contains("\"height\": 700"), "{text}");

    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    assert_eq!(app.opening_window(), ([1000.0, 700.0], false));
    let _ = std::fs::remove_dir_all(&dir);
}

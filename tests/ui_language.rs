//! Issue 16: the language is chosen in the Language menu by its own name,
//! takes effect at once, is remembered in settings.json, and each harness
//! keeps its own (tests run side by side in one process). Cyrillic, Italian
//! and German text renders with egui's default fonts.

mod common;
mod ui_common;
use common::*;
use ui_common::{finished_family_game, make_harness, wait_for_previews};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use flashpoint::app::FlashpointApp;
use flashpoint::engine::{Action, GameConfig};
use flashpoint::i18n::{FILES, Lang};
use flashpoint::session::Session;
use flashpoint::text::Names;

fn harness(app: FlashpointApp) -> Harness<'static, FlashpointApp> {
    make_harness(app, egui::vec2(1280.0, 820.0), false)
}

/// A data folder of the test's own.
fn data_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Opens the Language menu (under its name in the current language) and
/// picks `lang` by its own name.
fn choose(h: &mut Harness<'static, FlashpointApp>, menu: &str, lang: Lang) {
    h.get_by_label(menu).click();
    h.run();
    h.get_by_label(lang.own_name()).click();
    h.run();
}

#[test]
fn russian_is_chosen_in_the_language_menu_and_remembered() {
    let dir = data_folder("language");
    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    // A start without a saved language: English (the system's locale is
    // asked only when the real window opens).
    h.get_by_label("New game");
    assert!(!dir.join("settings.json").exists());

    // Another app running beside it, in English throughout.
    let mut english = harness(FlashpointApp::new());
    english.run();

    choose(&mut h, "Language", Lang::Ru);
    // The start screen, at once.
    h.get_by_label("Новая игра");
    h.get_by_label("Кооперативная игра о спасении из огня");
    h.get_by_label("Загрузить игру…");
    h.get_by_label("Игровые поля");
    // The boards' pictures are drawn again on their thread, named anew (a
    // loaded machine may not have drawn them by the next frame).
    wait_for_previews(&mut h);
    h.get_by_label("Поле «Лицевая сторона»");
    assert!(h.query_by_label("New game").is_none(), "no English left");
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("saved");
    assert!(text.contains(r#""language": "ru""#), "{text}");

    // The new-game dialog.
    h.get_by_label("Новая игра").click();
    h.run();
    h.get_by_label("Сид");
    h.get_by_label("Начать");
    h.get_by_label("Отмена");
    h.get_by_label("Семейная игра");
    // The seat's label, and the name field it labels.
    assert!(h.query_all_by_label("Пожарный 1").count() >= 1);
    h.get_by_label("Место 2 играет: Человек");
    // The firefighters slider counts in Russian: 4 пожарных, 1 пожарный.
    h.get_by_label("пожарных");
    h.state_mut()
        .new_game_dialog()
        .expect("the dialog")
        .firefighters = 1;
    h.run();
    h.get_by_label("пожарный");
    h.get_by_label("Отмена").click();
    h.run();

    // The other harness kept its language.
    english.run();
    english.get_by_label("New game");
    english.get_by_label("Language");

    // The next session starts in Russian; the menu goes back to English.
    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    h.get_by_label("Новая игра");
    choose(&mut h, "Язык", Lang::En);
    h.get_by_label("New game");
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("saved");
    assert!(text.contains(r#""language": "en""#), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The play screen: the View menu's Language submenu switches the menu bar,
/// the top bar and the end of the game; the game's other settings are kept.
#[test]
fn the_play_screen_switches_language_from_the_view_menu() {
    let dir = data_folder("language-play");
    let mut s = Session::new(front(), None, GameConfig::family(2), 42).expect("valid");
    for cell in ["0,6", "3,0"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    let mut app = FlashpointApp::new().with_session(s);
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    h.get_by_label("View").click();
    h.run();
    choose(&mut h, "Language", Lang::De);
    h.get_by_label("Spiel");
    h.get_by_label("Ansicht");
    h.get_by_label("Rückgängig");
    h.get_by_label("Vorderseite · Startwert 42");
    h.get_by_label("Spiel").click();
    h.run();
    h.get_by_label("Speichern (Strg+S)");
    h.get_by_label("Hauptmenü").click();
    h.run();
    // The start screen follows.
    h.get_by_label("Neues Spiel");
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("saved");
    assert!(text.contains(r#""language": "de""#), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The end of a game in Russian: the outcome and the counts, with the
/// turns in their plural form.
#[test]
fn the_end_of_a_game_in_russian() {
    let s = finished_family_game();
    let turns = s.state().turn();
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("View").click();
    h.run();
    choose(&mut h, "Language", Lang::Ru);
    h.get_by_label("Конец игры");
    h.get_by_label("Главное меню");
    h.get_by_label("Воспроизвести журнал");
    let form = match (turns % 10, turns % 100) {
        (1, n) if n != 11 => "ход",
        (2..=4, n) if !(12..=14).contains(&n) => "хода",
        _ => "ходов",
    };
    let counts = h.get_by_label_contains(" / 24 · ");
    let label = counts.accesskit_node().value().unwrap_or_default();
    assert!(label.starts_with("Спасено "), "{label:?} {counts:?}");
    assert!(label.ends_with(&format!(" {turns} {form}")), "{label}");
}

/// Every character of every message file has a glyph in egui's default
/// fonts: no Cyrillic (or „“«») shows as a missing-glyph box.
#[test]
fn every_language_renders_with_the_default_fonts() {
    let ctx = egui::Context::default();
    flashpoint::app::setup_context(&ctx);
    let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
    output.textures_delta.clear();
    let mut missing = Vec::new();
    for (file, texts) in FILES {
        for (lang, text) in Lang::ALL.iter().zip(texts) {
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                for c in line.chars().filter(|c| !c.is_control()) {
                    let has = ctx.fonts_mut(|f| {
                        f.has_glyph(&egui::FontId::proportional(14.0), c)
                            && f.has_glyph(&egui::FontId::monospace(14.0), c)
                    });
                    if !has {
                        missing.push(format!("{}/{file}: {c:?}", lang.code()));
                    }
                }
            }
        }
    }
    missing.dedup();
    assert!(missing.is_empty(), "no glyph for {missing:?}");
}

/// The Russian start screen as a picture (tests/snapshots/): Cyrillic drawn
/// by the default fonts, and the longer words laid out.
#[test]
fn snapshot_start_screen_in_russian() {
    let mut h = make_harness(FlashpointApp::new(), egui::vec2(960.0, 640.0), true);
    h.run();
    choose(&mut h, "Language", Lang::Ru);
    wait_for_previews(&mut h);
    h.get_by_label("Поле «Лицевая сторона»");
    h.snapshot("start_screen_ru");
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

/// A message in `lang` with its variables.
fn message(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    let args: flashpoint::i18n::FluentArgs = args
        .iter()
        .map(|(name, value)| (*name, flashpoint::i18n::FluentValue::from(value.clone())))
        .collect();
    flashpoint::i18n::Texts::shared().get_args(lang, key, &args)
}

/// A cell's AccessKit label in `lang` ("клетка 3,1").
fn cell_label(lang: Lang, cell: &str) -> String {
    let board = front();
    let names = Names::plain(&board).with_lang(lang);
    message(lang, "board-cell", &[("cell", names.cell(at(cell)))])
}

/// Issue 16: a whole turn played in Russian by the Russian labels. The
/// language is chosen in the play screen's View menu; then a cell is
/// clicked by its label ("клетка 3,1"), a burning neighbour's Fire is
/// turned to Smoke from its menu, and the turn is ended by "Завершить ход
/// (E)" and the question's answer. The side panel, the log panel and the
/// fire summary speak Russian; no English is left of them.
#[test]
fn a_turn_is_played_in_russian_by_its_russian_labels() {
    let mut h = harness(FlashpointApp::new().with_session(family_game_at(["3,0", "0,6"])));
    h.run();
    h.get_by_label("Turn 1");
    h.get_by_label("Game log");
    h.get_by_label("View").click();
    h.run();
    choose(&mut h, "Language", Lang::Ru);

    // The screen's words changed.
    for words in [
        "Ход 1",
        "Журнал игры",
        "Спасено Жертв",
        "Погибло Жертв",
        "Повреждения",
        "0 / 24 фишки",
        "Завершить ход (E)",
        "Игра",
        "Вид",
        "Отменить",
    ] {
        h.get_by_label(words);
    }
    h.get_by_label_contains("ОД: 4");
    h.get_by_label_contains("Ходит ");
    for english in [
        "Turn 1",
        "Game log",
        "Victims rescued",
        "Damage",
        "End turn (E)",
    ] {
        assert!(h.query_by_label(english).is_none(), "{english} is left");
    }
    // The board reads out in Russian: the cells by name, what is on them.
    let start = cell_label(Lang::Ru, "3,0");
    assert!(start.starts_with("клетка "), "{start}");
    let description = |h: &Harness<'static, FlashpointApp>, label: &str| {
        h.get_by_label(label)
            .accesskit_node()
            .description()
            .unwrap_or_default()
    };
    assert!(
        description(&h, &start).ends_with(", ходит"),
        "{}",
        description(&h, &start)
    );
    assert_eq!(description(&h, &cell_label(Lang::Ru, "1,1")), "пусто");

    // A click on the cell east: one step (1 AP).
    h.get_by_label(&cell_label(Lang::Ru, "3,1")).click();
    h.run();
    let s = h.state_mut().play_screen().expect("play").session.state();
    assert_eq!(
        s.firefighters()[0].cell,
        s.board().cell_at(at("3,1")),
        "the firefighter walked"
    );
    h.get_by_label_contains("ОД: 3");

    // A burning neighbour, found by its description, and its menu by a click.
    let burning = ["2,1", "3,2", "4,1"]
        .into_iter()
        .find(|c| description(&h, &cell_label(Lang::Ru, c)).starts_with("Огонь"))
        .expect("a burning neighbour of 3,1 on the family setup");
    h.get_by_label(&cell_label(Lang::Ru, burning)).click();
    h.run();
    let board = front();
    let names = Names::plain(&board).with_lang(Lang::Ru);
    h.get_by_label(&message(
        Lang::Ru,
        "panel-actions-at",
        &[("cell", names.cell(at(burning)))],
    ));
    let flip = message(
        Lang::Ru,
        "log-paid",
        &[
            (
                "line",
                flashpoint::text::action_line(&names, Action::FlipFire(at(burning))),
            ),
            ("ap", "1".into()),
        ],
    );
    assert!(flip.ends_with(" (1 ОД)"), "{flip}");
    h.get_by_label(&flip).click();
    h.run();
    assert!(
        description(&h, &cell_label(Lang::Ru, burning)).starts_with("Дым"),
        "{}",
        description(&h, &cell_label(Lang::Ru, burning))
    );

    // End the turn: 2 AP are left, so the game asks, in Russian.
    h.state_mut()
        .play_screen()
        .expect("play")
        .session
        .force_dice(vec![6, 1]);
    h.get_by_label("Завершить ход (E)").click();
    h.run();
    h.get_by_label("Завершить ход?");
    h.get_by_label("Продолжить ход");
    h.get_by_label_contains("осталось 2 ОД");
    h.get_by_label("Завершить ход (Enter)").click();
    h.run_steps(3);
    h.key_press(egui::Key::Space);
    h.run();
    let s = h.state_mut().play_screen().expect("play").session.state();
    assert_eq!(s.active(), 1, "Firefighter 2's turn");
    // Its turn is said in Russian, and the fire phase summed up.
    h.get_by_label("Ход 2");
    h.get_by_label("Распространение Огня:");
    let second = cell_label(Lang::Ru, "0,6");
    assert!(
        description(&h, &second).ends_with(", ходит"),
        "{}",
        description(&h, &second)
    );
    assert!(h.query_by_label("The fire phase:").is_none());
}

/// The game of the English mid-game picture one turn on: Firefighter 1
/// walked in and ended its turn (the fire phase's dice forced), so the
/// fire summary, the log and Firefighter 2's options are all on screen.
fn mid_game_in(lang: Lang) -> Harness<'static, FlashpointApp> {
    let mut s = Session::new(front(), None, GameConfig::family(3), 7).expect("valid");
    for cell in ["0,6", "3,0", "7,4"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    s.apply(Action::Move(at("1,6"))).expect("legal");
    s.force_dice(vec![3, 3]);
    s.apply(Action::EndTurn).expect("legal");
    let mut app = FlashpointApp::new().with_session(s);
    app.default_language = lang;
    let mut h = make_harness(app, egui::vec2(960.0, 640.0), true);
    h.run();
    h
}

/// Issue 16: pictures of the game screen mid-game at the size of the
/// English ones (tests/snapshots/), with the side panel, the fire summary
/// and the log in view: Italian, Russian (Cyrillic drawn) and German (the
/// long words wrap within the side panel).
#[test]
fn snapshot_mid_game_in_italian() {
    let mut h = mid_game_in(Lang::It);
    h.get_by_label("Turno 2");
    h.get_by_label("Registro della partita");
    h.snapshot("mid_game_it");
}

#[test]
fn snapshot_mid_game_in_russian() {
    let mut h = mid_game_in(Lang::Ru);
    h.get_by_label("Ход 2");
    h.get_by_label("Журнал игры");
    h.snapshot("mid_game_ru");
}

#[test]
fn snapshot_mid_game_in_german() {
    let mut h = mid_game_in(Lang::De);
    h.get_by_label("Spielzug 2");
    h.get_by_label("Spielprotokoll");
    // The side panel's words stay inside it: nothing runs past the window.
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(960.0, 640.0));
    for words in [
        "Übrige Feuer-/Rauchsymbole",
        "Einsatzsymbole auf dem Spielplan / im Beutel",
        "Spielzug beenden (E)",
    ] {
        let r = h.get_by_label(words).rect();
        assert!(window.contains_rect(r), "{words} at {r:?}");
    }
    h.snapshot("mid_game_de");
}

/// Issue 16: a bot seat says it is one in the language shown ("Бот 2"),
/// in the names the screen, the log and the board's read-out use; back
/// in English it is "Bot 2" again.
#[test]
fn bot_seats_are_named_in_the_language_shown() {
    use flashpoint::session::SeatInfo;
    let mut s = family_game_at(["3,0", "0,6"]);
    s.set_seats(vec![
        SeatInfo {
            player: "Ann".into(),
            colour: String::new(),
            bot: false,
        },
        SeatInfo {
            player: String::new(),
            colour: String::new(),
            bot: true,
        },
    ]);
    let mut app = FlashpointApp::new().with_session(s);
    app.default_language = Lang::Ru;
    let mut h = harness(app);
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert_eq!(play.players, ["Ann", "Бот 2"]);
    assert!(play.who(1).ends_with(", Бот 2)"), "{}", play.who(1));
    let seat = h
        .get_by_label(&cell_label(Lang::Ru, "0,6"))
        .accesskit_node()
        .description()
        .unwrap_or_default();
    assert!(seat.starts_with("Бот 2 ("), "{seat}");
    h.get_by_label("Вид").click();
    h.run();
    choose(&mut h, "Язык", Lang::En);
    let play = h.state_mut().play_screen().expect("play");
    assert_eq!(play.players, ["Ann", "Bot 2"]);
}

/// Issue 16: `flashpoint edit` without a file names the new board and its
/// ground floor in the language the window will show (the one chosen
/// before, else the system's), as the start screen's and the editor's New
/// do.
#[test]
fn a_new_board_made_before_the_window_opens_is_named_in_the_language_shown() {
    let dir = data_folder("new-board-name");
    std::fs::create_dir_all(&dir).expect("folder");
    std::fs::write(dir.join("settings.json"), r#"{ "language": "de" }"#).expect("settings");
    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    let mut app = app.with_editor(None).expect("editor");
    let editor = app.editor_screen().expect("editor");
    assert_eq!(
        editor.doc.layout().name,
        message(Lang::De, "editor-new-board-name", &[])
    );
    assert_eq!(
        editor.doc.layout().floors[0].name,
        message(Lang::De, "name-floor-ground", &[])
    );

    let mut app = FlashpointApp::new();
    app.default_language = Lang::Ru;
    app.data_dir = Some(data_folder("new-board-name-unset"));
    let mut app = app.with_editor(None).expect("editor");
    let editor = app.editor_screen().expect("editor");
    assert_eq!(
        editor.doc.layout().name,
        message(Lang::Ru, "editor-new-board-name", &[])
    );
    assert_eq!(editor.doc.layout().floors[0].name, "Первый этаж");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 16: the game's own boards and floors are named in the language
/// shown: the front side is the "Лицевая сторона" on the start screen and
/// in the game's title, and the townhouse's floor tabs read "Первый этаж"
/// and "Второй этаж" (docs/glossary.md), not the file's English. A board
/// maker's names (the townhouse's own) stay as written.
#[test]
fn the_game_s_own_boards_and_floors_are_named_in_the_language_shown() {
    let mut app = FlashpointApp::new();
    app.default_language = Lang::Ru;
    let mut h = harness(app);
    h.run();
    wait_for_previews(&mut h);
    let front_title = message(Lang::Ru, "name-board-front", &[]);
    assert_eq!(front_title, "Лицевая сторона");
    h.get_by_label(&front_title);
    h.get_by_label(&message(Lang::Ru, "name-board-back", &[]));
    h.get_by_label("Alder Lane Townhouse");
    assert!(h.query_by_label("Front").is_none());

    let s = Session::new(front(), None, GameConfig::family(3), 7).expect("valid");
    let mut app = FlashpointApp::new().with_session(s);
    app.default_language = Lang::Ru;
    let mut h = harness(app);
    h.run();
    let title = message(
        Lang::Ru,
        "play-title",
        &[("board", front_title.clone()), ("seed", "7".into())],
    );
    h.get_by_label(&title);

    let townhouse = std::sync::Arc::new(
        flashpoint::engine::board::io::load_board(&path("boards/townhouse.json"))
            .expect("the townhouse board loads"),
    );
    let s = Session::new(townhouse, None, GameConfig::family(3), 7).expect("valid");
    let mut app = FlashpointApp::new().with_session(s);
    app.default_language = Lang::Ru;
    let mut h = harness(app);
    h.run();
    // Side by side, each floor under its name; one at a time, the menu
    // bar chooses.
    h.get_by_label("Первый этаж");
    h.get_by_label("Второй этаж");
    h.state_mut()
        .play_screen()
        .expect("play")
        .floors_side_by_side = false;
    h.run();
    h.get_by_label("Второй этаж").click();
    h.run();
    assert_eq!(h.state_mut().play_screen().expect("play").view.floor, 1);
}

/// A notice on the play screen (a click on a cell beyond reach) is worded
/// in the language it was given in: choosing another language drops it,
/// rather than leave an English sentence on a German screen.
#[test]
fn a_notice_goes_when_the_language_changes() {
    let dir = data_folder("language-notice");
    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    let words = "0,0 is 6 AP away on foot";
    h.get_by_label("cell 0,0").hover();
    h.run();
    h.get_by_label("cell 0,0").click();
    h.run();
    let notice = |h: &mut Harness<'static, FlashpointApp>| {
        h.state_mut()
            .play_screen()
            .expect("play")
            .message
            .as_ref()
            .map(|n| n.text.clone())
    };
    assert!(
        notice(&mut h).is_some_and(|t| t.contains(words)),
        "the click's notice"
    );
    h.get_by_label("View").click();
    h.run();
    choose(&mut h, "Language", Lang::De);
    assert_eq!(notice(&mut h), None, "the English notice is gone");
    h.get_by_label("Spiel");
    let _ = std::fs::remove_dir_all(&dir);
}

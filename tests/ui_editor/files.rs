//! The problem list and the Play button's reasons, highlights that go away
//! when fixed, saving and the typed-path dialog (issue 13).

use super::*;

/// Adding a floor reports one problem for the new, unreachable floor,
/// named by its name, not one per cell.
#[test]
fn a_new_floor_is_one_problem_named_by_the_floor() {
    let mut h = new_board();
    park_an_ambulance(&mut h);
    assert!(
        error_problems(&mut h).is_empty(),
        "{:?}",
        error_problems(&mut h)
    );
    h.get_by_label("Add floor").click();
    h.run();
    let expected = "error: Floor 2: no stairs lead to this floor, so none of its 48 inside cells can be reached (2ND-STAIRS-1)";
    assert_eq!(error_problems(&mut h), [expected]);
    // The problem list shows that one line, and nothing per cell.
    assert!(h.query_by_label(expected).is_some());
    assert!(
        h.query_by_label_contains("this inside cell cannot be reached")
            .is_none()
    );
    assert!(h.query_by_label_contains("1 error, ").is_some());
    // Clicking it shows the floor.
    h.get_by_label(expected).click();
    h.run();
    assert_eq!(editor(&mut h).highlight, Some(Place::Floor(1)));
    assert_eq!(editor(&mut h).floor, 1);
}

/// Hovers "Play this board" long enough for its tooltip, and tells whether
/// the tooltip says exactly `text`.
fn play_tooltip_says(h: &mut Harness<'static, FlashpointApp>, text: &str) -> bool {
    h.get_by_label("Play this board").hover();
    h.run();
    h.run();
    h.query_by_label(text).is_some()
}

/// The disabled "Play this board" says why: the one blocking problem, or
/// how many there are and the first.
#[test]
fn the_disabled_play_button_says_why() {
    let mut h = new_board();
    assert!(play_tooltip_says(
        &mut h,
        "Fix this problem first: board: the board has no parking spots: knocked-down firefighters would have nowhere to go (FAM-KD-1)"
    ));
    // Two more errors: entrances between inside cells.
    h.get_by_label("Entrance").click();
    h.run();
    for e in ["edge 2,2 E", "edge 3,3 S"] {
        h.get_by_label(e).click();
        h.run();
    }
    assert_eq!(error_problems(&mut h).len(), 3);
    assert!(play_tooltip_says(
        &mut h,
        "Fix 3 problems first: board: the board has no parking spots: knocked-down firefighters would have nowhere to go (FAM-KD-1) (and 2 more in the list below)"
    ));
    assert!(
        h.query_by_label_contains("Fix this problem first")
            .is_none()
    );
    // Fixed: the button works, and its tooltip says what it does.
    park_an_ambulance(&mut h);
    h.get_by_label("Erase edge").click();
    h.run();
    for e in ["edge 2,2 E", "edge 3,3 S"] {
        h.get_by_label(e).click();
        h.run();
    }
    assert!(
        error_problems(&mut h).is_empty(),
        "{:?}",
        error_problems(&mut h)
    );
    assert!(play_tooltip_says(
        &mut h,
        "Start a game on this board; the editor waits"
    ));
    assert!(h.query_by_label_contains("first:").is_none());
}

/// The problem highlight's red (230, 40, 40), give or take antialiasing.
fn highlight_red(p: [u8; 3]) -> bool {
    p[0] >= 210 && p[1] <= 70 && p[2] <= 70
}

/// A problem clicked in the list is marked on the board; once an edit
/// fixes it, the mark goes (it used to stay until another was clicked).
#[test]
fn a_fixed_problems_highlight_goes_away() {
    let app = offline().with_editor(None).expect("a new board");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), true);
    h.run();
    // Cell 2,2 given the dice of cell 1,1: two cells share a result.
    h.get_by_label("Dice").click();
    h.run();
    editor(&mut h).dice_value = (1, 1);
    h.get_by_label("cell 2,2").click();
    h.run();
    let problem = editor(&mut h)
        .doc
        .problems()
        .iter()
        .find(|p| p.place == Place::Cell(Pos::new(2, 2)))
        .cloned()
        .expect("a dice collision at 2,2");
    assert_eq!(
        problem.to_string(),
        "error: cell 1,1: the cells at row 1, column 1 and row 2, column 2 both have the dice result red 1, black 1; every result must name one cell"
    );
    h.get_by_label(&problem.to_string()).click();
    h.run();
    assert_eq!(editor(&mut h).highlight, Some(problem.place.clone()));
    let cell = h.get_by_label("cell 2,2").rect();
    let marked = pixels_like(&h.render().expect("renders"), cell, highlight_red);
    assert!(marked > 40, "the cell is marked in red ({marked} pixels)");

    // Fixed from the Dice list: the problem, and its mark, are gone.
    h.get_by_label("Clear dice 2,2").click();
    h.run();
    assert!(
        !editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| p.place == problem.place)
    );
    assert_eq!(editor(&mut h).highlight, None);
    h.run();
    let cell = h.get_by_label("cell 2,2").rect();
    let marked = pixels_like(&h.render().expect("renders"), cell, highlight_red);
    assert_eq!(marked, 0, "no red mark left on the cell");
    assert!(h.query_by_label(&problem.to_string()).is_none());

    // An edge problem too: an entrance inside the building, then erased.
    h.get_by_label("Entrance").click();
    h.run();
    h.get_by_label("edge 4,4 E").click();
    h.run();
    let problem = editor(&mut h)
        .doc
        .problems()
        .iter()
        .find(|p| matches!(p.place, Place::Edge(_)))
        .cloned()
        .expect("an inside entrance");
    h.get_by_label(&problem.to_string()).click();
    h.run();
    assert_eq!(editor(&mut h).highlight, Some(problem.place.clone()));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(editor(&mut h).highlight, None, "undo fixed it");
}

/// Greenish and reddish text pixels (the background is grey).
fn green(p: [u8; 3]) -> bool {
    i32::from(p[1]) > i32::from(p[0]) + 40 && i32::from(p[1]) > i32::from(p[2]) + 20
}

fn red(p: [u8; 3]) -> bool {
    i32::from(p[0]) > i32::from(p[1]) + 60 && i32::from(p[0]) > i32::from(p[2]) + 60
}

/// "Saved to …" is news of a success, drawn in green, never in the error
/// colour; a refusal is drawn in red.
#[test]
fn saved_to_is_not_drawn_as_an_error() {
    let dir = scratch("saved-colour");
    let file = dir.join("mine.json");
    let app = FlashpointApp::new()
        .with_editor(Some(&path("boards/front.json")))
        .expect("the front board opens");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), true);
    h.run();
    editor(&mut h).doc.set_path(&file);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(file.exists());
    let text = format!("Saved to {}", file.display());
    let notice = editor(&mut h).message.clone().expect("a notice");
    assert_eq!(notice.text, text);
    assert_eq!(notice.kind, flashpoint::app::NoticeKind::Done);
    h.run();
    let rect = h.get_by_label(&text).rect();
    let image = h.render().expect("renders");
    assert!(pixels_like(&image, rect, green) > 10, "drawn in green");
    assert_eq!(pixels_like(&image, rect, red), 0, "not in red");

    // A refusal, for contrast: a ninth cell for the 8-faced black die.
    h.get_by_label("First explosion").click();
    h.run();
    h.get_by_label("Clear the table").click();
    h.run();
    for c in 1..=8 {
        h.get_by_label(&format!("cell 3,{c}")).click();
        h.run();
    }
    h.get_by_label("cell 4,4").click();
    h.run();
    let notice = editor(&mut h).message.clone().expect("a refusal");
    assert!(notice.is_error(), "{notice:?}");
    h.run();
    let rect = h.get_by_label(&notice.text).rect();
    let image = h.render().expect("renders");
    assert!(pixels_like(&image, rect, red) > 10, "a refusal is red");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Saving under the name of another file asks first: the first OK (or
/// Enter) says the file exists, the second replaces it (the typed-path
/// dialog had written over it at once).
#[test]
fn the_typed_path_dialog_asks_before_replacing_a_file() {
    let dir = scratch("replace");
    let boards = dir.join("boards");
    std::fs::create_dir_all(&boards).expect("a folder");
    let taken = boards.join("taken.json");
    std::fs::write(&taken, "keep").expect("a file");
    let mut h = new_board();
    h.state_mut().data_dir = Some(dir.clone());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    h.get_by_label("Path:").type_text("taken");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("taken.json exists already: OK again replaces it.");
    assert_eq!(
        std::fs::read_to_string(&taken).ok().as_deref(),
        Some("keep")
    );
    assert!(h.get_by_label("Path:").is_focused(), "Enter answers");
    h.key_press(egui::Key::Enter);
    h.run();
    let saved = std::fs::read_to_string(&taken).unwrap_or_default();
    assert!(saved.contains("format_version"), "replaced: {saved}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The typed-path dialog (no system dialog) takes the keyboard when it
/// opens and proposes an absolute path in the data folder, named after the
/// board, with the name selected: typing a name keeps the folder, and
/// saving there makes the folder.
#[test]
fn the_typed_path_dialog_is_focused_and_proposes_the_data_folder() {
    let dir = scratch("dialog");
    let mut h = new_board();
    h.state_mut().data_dir = Some(dir.clone());
    retype(&mut h, "Name", "My board");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let proposed = dir.join("boards").join("my-board.json");
    assert!(proposed.is_absolute());
    let field = h.get_by_label("Path:");
    assert!(field.is_focused(), "the path field has the keyboard");
    assert_eq!(field.value(), Some(proposed.display().to_string()));
    // The name is selected: typing replaces it and keeps the folder.
    h.get_by_label("Path:").type_text("attic");
    h.run();
    let wanted = dir.join("boards").join("attic.json");
    assert_eq!(
        h.get_by_label("Path:").value(),
        Some(wanted.display().to_string())
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(wanted.exists(), "saved, the boards folder made");
    assert!(!editor(&mut h).doc.is_dirty());
    assert_eq!(editor(&mut h).doc.path(), Some(wanted.as_path()));

    // Save as… proposes the board's own file, absolute; it lists no files
    // (a click there would be a click from writing over one).
    h.get_by_label("Board").click();
    h.run();
    h.get_by_label("Save as…").click();
    h.run();
    let field = h.get_by_label("Path:");
    assert!(field.is_focused());
    assert_eq!(field.value(), Some(wanted.display().to_string()));
    assert!(h.query_by_label("attic.json").is_none());
    h.get_by_label("Cancel").click();
    h.run();

    // Opening proposes the data folder's boards folder.
    h.get_by_label("Board").click();
    h.run();
    h.get_by_label("Open board…").click();
    h.run();
    let folder = format!(
        "{}{}",
        dir.join("boards").display(),
        std::path::MAIN_SEPARATOR
    );
    assert_eq!(h.get_by_label("Path:").value(), Some(folder));
    // The folder's files are listed: a click puts one in the field (typing
    // a forgotten name was the only way).
    h.get_by_label("Board and game files here (newest first):");
    h.get_by_label("attic.json").click();
    h.run();
    assert_eq!(
        h.get_by_label("Path:").value(),
        Some(wanted.display().to_string())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file dropped on the editor while the board has unsaved changes asks
/// first: Keep editing keeps the board; Discard changes opens the file and
/// forgets the recovery file, so the start screen does not offer the
/// discarded board back.
#[test]
fn a_file_dropped_on_unsaved_changes_asks_first() {
    let dir = scratch("drop-unsaved");
    let mut app = offline();
    app.data_dir = Some(dir.clone());
    let app = app.with_editor(None).expect("a new board");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    retype(&mut h, "Name", "My board");
    let recovery = dir.join("editor-recovery.json");
    assert!(recovery.exists(), "the change is kept in the recovery file");

    let townhouse = path("boards/townhouse.json");
    drop_file(&mut h, &townhouse);
    h.get_by_label("The board has changes that are not saved.");
    h.get_by_label("Keep editing").click();
    h.run();
    assert_eq!(layout(&mut h).name, "My board");
    assert!(editor(&mut h).doc.is_dirty());

    drop_file(&mut h, &townhouse);
    h.get_by_label("Discard changes").click();
    h.run();
    assert_eq!(layout(&mut h).name, "Alder Lane Townhouse");
    assert!(!editor(&mut h).doc.is_dirty());
    assert!(!recovery.exists(), "the discarded board is forgotten");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A saved game dropped while playing a board from an editor with unsaved
/// changes brings the editor back to ask before anything is left.
#[test]
fn a_game_dropped_while_playing_from_unsaved_changes_asks_first() {
    let dir = scratch("drop-from-editor");
    let app = offline()
        .with_editor(Some(&path("boards/front.json")))
        .expect("the front board opens");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    retype(&mut h, "Name", "Front, renamed");
    h.get_by_label("Play this board").click();
    h.run();
    h.get_by_label("Start").click();
    h.run();
    assert!(h.state_mut().play_screen().is_some());

    let game = dir.join("game.json");
    let s = flashpoint::session::Session::new(
        front(),
        None,
        flashpoint::engine::GameConfig::family(2),
        3,
    )
    .expect("valid");
    s.save(&game).expect("saved");
    drop_file(&mut h, &game);
    assert_eq!(layout(&mut h).name, "Front, renamed");
    h.get_by_label("Discard changes").click();
    h.run();
    let play = h.state_mut().play_screen().expect("the dropped game");
    assert_eq!(play.save_path.as_deref(), Some(game.as_path()));
    let _ = std::fs::remove_dir_all(&dir);
}

//! The board editor driven through the real UI by AccessKit labels
//! (egui_kittest): walls and doors by click and by drag, undo/redo, a
//! second floor with stairs, parking spots, the live problem list, saving
//! and reopening, and "Play this board".

mod common;
mod ui_common;
use common::*;
use ui_common::make_harness as harness;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use flashpoint::app::FlashpointApp;
use flashpoint::app::editor::EditorScreen;
use flashpoint::editor::EditorDoc;
use flashpoint::engine::board::Place;
use flashpoint::engine::board::layout::{BoardLayout, EdgeKind, LadderTop, RuleSet, SetupLine};
use flashpoint::engine::geom::{Dir, EdgeRef, Pos};

/// The editor on a new blank board (8 × 10, one floor).
/// Replaces the text of the field labelled `label` with `text` and presses
/// Enter, as a user selecting all and typing over it would.
fn retype(h: &mut Harness<'static, FlashpointApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

fn new_board() -> Harness<'static, FlashpointApp> {
    let app = FlashpointApp::new().with_editor(None).expect("a new board");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    h
}

fn editor<'a>(h: &'a mut Harness<'static, FlashpointApp>) -> &'a mut EditorScreen {
    h.state_mut().editor_screen().expect("in the editor")
}

fn layout(h: &mut Harness<'static, FlashpointApp>) -> BoardLayout {
    editor(h).doc.layout().clone()
}

fn edge(h: &mut Harness<'static, FlashpointApp>, floor: u8, at: &str) -> Option<(EdgeKind, bool)> {
    let at: EdgeRef = at.parse().expect("edge");
    editor(h).doc.edge(floor, at).map(|e| (e.kind, e.open))
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-editor-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A run of walls follows the drag's direction, even from a grid corner,
/// where the first edge under the pointer is the crossing one (found by
/// drawing an outer wall from corner to corner in a real window).
#[test]
fn a_wall_run_from_a_corner_follows_the_drag() {
    let mut h = new_board();
    h.get_by_label("Wall").click();
    h.run();
    let corner = |h: &Harness<'static, FlashpointApp>, cell: &str| {
        h.get_by_label(&format!("cell {cell}")).rect().left_top()
    };
    // Corner to corner, a cell per step, half a pixel below the line (as
    // a hand or xdotool does it): every sample is next to a corner.
    let below = egui::vec2(0.0, 0.5);
    h.drag_at(corner(&h, "1,1") + below);
    h.run();
    for cell in ["1,2", "1,3", "1,4"] {
        h.hover_at(corner(&h, cell) + below);
        h.run();
    }
    h.drop_at(corner(&h, "1,4") + below);
    h.run();
    for at in ["0,1S", "0,2S", "0,3S"] {
        assert_eq!(edge(&mut h, 0, at), Some((EdgeKind::Wall, false)), "{at}");
    }
    for at in [
        "0,0E", "0,1E", "0,2E", "0,3E", "1,0E", "1,1E", "0,4S", "0,0S",
    ] {
        assert_eq!(edge(&mut h, 0, at), None, "no wall at {at}");
    }
    // Down from corner to corner: exactly the edges between them, none
    // beyond the last corner.
    let right = egui::vec2(0.2, 0.8);
    h.drag_at(corner(&h, "1,6") + right);
    h.run();
    for cell in ["2,6", "3,6"] {
        h.hover_at(corner(&h, cell) + right);
        h.run();
    }
    h.drop_at(corner(&h, "3,6") + right);
    h.run();
    for at in ["1,5E", "2,5E"] {
        assert_eq!(edge(&mut h, 0, at), Some((EdgeKind::Wall, false)), "{at}");
    }
    for at in ["0,5E", "3,5E", "2,5S", "2,6S"] {
        assert_eq!(edge(&mut h, 0, at), None, "no wall at {at}");
    }
}

/// BOARD-1/BOARD-3: walls and doors on the edges between cells; a click
/// draws one, a drag along a line draws a run as one undo step.
#[test]
fn walls_and_doors_by_click_and_drag_with_undo() {
    let mut h = new_board();
    h.get_by_label("Wall").click();
    h.run();
    h.get_by_label("edge 2,3 E").click();
    h.run();
    assert_eq!(edge(&mut h, 0, "2,3E"), Some((EdgeKind::Wall, false)));
    h.get_by_label("Door (open)").click();
    h.run();
    h.get_by_label("edge 3,3 S").click();
    h.run();
    assert_eq!(edge(&mut h, 0, "3,3S"), Some((EdgeKind::Door, true)));

    // A run of three walls down the line east of column 5, by dragging.
    h.get_by_label("Wall").click();
    h.run();
    let points: Vec<egui::Pos2> = ["edge 1,5 E", "edge 2,5 E", "edge 3,5 E"]
        .iter()
        .map(|l| h.get_by_label(l).rect().center())
        .collect();
    h.drag_at(points[0]);
    h.run();
    for &p in &points {
        h.hover_at(p + egui::vec2(0.0, 1.0));
        h.run();
    }
    h.drop_at(points[2]);
    h.run();
    for at in ["1,5E", "2,5E", "3,5E"] {
        assert_eq!(edge(&mut h, 0, at), Some((EdgeKind::Wall, false)), "{at}");
    }
    // One undo takes the whole run back; the door stays.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    for at in ["1,5E", "2,5E", "3,5E"] {
        assert_eq!(edge(&mut h, 0, at), None, "{at}");
    }
    assert_eq!(edge(&mut h, 0, "3,3S"), Some((EdgeKind::Door, true)));
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(edge(&mut h, 0, "3,3S"), None);
    h.get_by_label("Redo").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(edge(&mut h, 0, "3,3S"), Some((EdgeKind::Door, true)));
    // Ctrl+Shift+Z redoes too (it must not be taken for Ctrl+Z).
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(edge(&mut h, 0, "2,5E"), None);
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(edge(&mut h, 0, "2,5E"), Some((EdgeKind::Wall, false)));
    // The erase tool, by its key.
    h.key_press(egui::Key::X);
    h.run();
    h.get_by_label("edge 2,3 E").click();
    h.run();
    assert_eq!(edge(&mut h, 0, "2,3E"), None);
}

/// 2ND-STAIRS-1: a second floor, and a staircase linking a cell on each
/// floor, placed by clicking one cell on each side of the side-by-side view.
#[test]
fn a_second_floor_with_stairs() {
    let mut h = new_board();
    h.get_by_label("Add floor").click();
    h.run();
    assert_eq!(layout(&mut h).floors.len(), 2);
    // GEN-3: the new floor's cells must not repeat the ground floor's dice
    // results, so the board gains a floor die, and the side panel says so.
    let l = layout(&mut h);
    assert_eq!(l.dice.floor, Some(2));
    assert_eq!(l.floors[1].dice.floor_face, Some(2));
    assert!(
        !editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| p.message.contains("dice result")),
        "{:?}",
        editor(&mut h).doc.problems()
    );
    assert!(h.query_by_label_contains("floor die").is_some());
    let notice = editor(&mut h).message.clone().expect("a notice");
    assert_eq!(
        notice.kind,
        flashpoint::app::NoticeKind::Done,
        "news of a success, not a refusal: {notice:?}"
    );
    // Unticking the floor die clears the faces, and the collisions show.
    h.get_by_label("Floor die").click();
    h.run();
    let l = layout(&mut h);
    assert_eq!(l.dice.floor, None);
    assert!(l.floors.iter().all(|f| f.dice.floor_face.is_none()));
    assert!(
        editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| p.message.contains("dice result"))
    );
    h.get_by_label("Floor die").click();
    h.run();
    let faces: Vec<_> = layout(&mut h)
        .floors
        .iter()
        .map(|f| f.dice.floor_face)
        .collect();
    assert_eq!(faces, [Some(1), Some(2)]);
    h.get_by_label("Two floors side by side").click();
    h.run();
    h.get_by_label("Stairs").click();
    h.run();
    h.get_by_label("cell 2,2").click();
    h.run();
    h.get_by_label("cell 1:2,2").click();
    h.run();
    let stairs = layout(&mut h).stairs;
    assert_eq!(stairs.len(), 1);
    assert_eq!(stairs[0].a.cell, Pos::on(0, 2, 2));
    assert_eq!(stairs[0].b.cell, Pos::on(1, 2, 2));
    // Listed, and removable from the list (one undo step).
    h.get_by_label("Staircases").click();
    h.run();
    h.get_by_label("Remove stairs 1").click();
    h.run();
    assert!(layout(&mut h).stairs.is_empty());
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).stairs.len(), 1);
    // Removing the upper floor takes its stairs with it.
    h.state_mut().editor_screen().expect("editor").floor = 1;
    h.run();
    let removes: Vec<_> = h.query_all_by_label("Remove").collect();
    assert_eq!(removes.len(), 2, "one Remove button per floor");
    removes[1].click();
    h.run();
    let l = layout(&mut h);
    assert_eq!(l.floors.len(), 1);
    assert!(l.stairs.is_empty());
}

/// BOARD-5: parking spots are two neighbouring outside cells, clicked one
/// after the other; a spot on inside cells shows up in the problem list,
/// and clicking the problem selects the cell.
#[test]
fn parking_spots_and_the_problem_list() {
    let mut h = new_board();
    h.get_by_label("Ambulance spot").click();
    h.run();
    h.get_by_label("cell 0,4").click();
    h.run();
    h.get_by_label("cell 0,5").click();
    h.run();
    let parking = layout(&mut h).parking;
    assert_eq!(parking.ambulance.len(), 1);
    assert_eq!(parking.ambulance[0].cells, [Pos::new(0, 4), Pos::new(0, 5)]);

    // An engine spot inside the building: the validator objects at once.
    h.get_by_label("Engine spot").click();
    h.run();
    h.get_by_label("cell 3,3").click();
    h.run();
    h.get_by_label("cell 3,4").click();
    h.run();
    assert_eq!(layout(&mut h).parking.engine.len(), 1);
    let problem = editor(&mut h)
        .doc
        .problems()
        .iter()
        .find(|p| p.to_string().contains("engine spot 1"))
        .cloned()
        .expect("the inside engine spot is a problem");
    h.get_by_label(&problem.to_string()).click();
    h.run();
    assert_eq!(editor(&mut h).highlight, Some(problem.place.clone()));
    // Undo removes the spot and the problem with it.
    h.get_by_label("Undo").click();
    h.run();
    assert!(
        !editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| p.place == Place::EngineSpot(0))
    );
}

/// Save through the typed-path dialog, reopen the file: the same board.
#[test]
fn save_and_reopen_give_the_same_board() {
    let mut h = new_board();
    h.get_by_label("Wall").click();
    h.run();
    h.get_by_label("edge 4,4 S").click();
    h.run();
    h.get_by_label("Inside").click();
    h.run();
    h.get_by_label("Outside").click();
    h.run();
    h.get_by_label("cell 1,1").click();
    h.run();
    let dir = scratch("save");
    let file = dir.join("mine.json");
    // Ctrl+S on a board with no file asks where to save it.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let input = h.get_by_label("Path:");
    input.focus();
    h.run();
    // Replace the suggested name with ours.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("Path:")
        .type_text(&file.display().to_string());
    h.run();
    h.get_by_label("OK").click();
    h.run();
    assert!(file.exists(), "saved to {}", file.display());
    assert!(!editor(&mut h).doc.is_dirty());
    let before = layout(&mut h);
    let reopened = EditorDoc::open(&file).expect("reopens");
    assert_eq!(reopened.layout(), &before);
    assert_eq!(
        reopened.layout().floors[0].cells[1].chars().nth(1),
        Some('.')
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// "Play this board" opens the new-game dialog on the board being edited;
/// cancelling it (or leaving the game) returns to the editor.
#[test]
fn play_this_board_and_come_back() {
    let app = FlashpointApp::new()
        .with_editor(Some(&path("boards/front.json")))
        .expect("the front board opens");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    h.get_by_label("Play this board").click();
    h.run();
    let dialog = h
        .state_mut()
        .new_game_dialog()
        .expect("the new-game dialog");
    assert_eq!(dialog.entry.name, "Front");
    dialog.firefighters = 2;
    dialog.seed = "1".into();
    h.run();
    h.get_by_label("Start").click();
    h.run();
    assert!(h.state_mut().play_screen().is_some());
    // Game > Main menu goes back to the editor, board unchanged.
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Main menu").click();
    h.run();
    assert_eq!(layout(&mut h).name, "Front");
    assert!(!editor(&mut h).doc.is_dirty());
}

/// A board with errors cannot be played: the button is disabled.
#[test]
fn a_board_with_errors_cannot_be_played() {
    let mut h = new_board();
    assert!(editor(&mut h).doc.can_play().is_err());
    h.get_by_label("Play this board").click();
    h.run();
    assert!(h.state_mut().new_game_dialog().is_none());
    assert!(h.state_mut().editor_screen().is_some());
}

/// Select a room by dragging, copy it with its walls, paste it onto the
/// other floor, and mirror it: the clipboard and mirror through the UI.
#[test]
fn copy_paste_onto_another_floor_and_mirror() {
    let mut h = new_board();
    // A wall and a door around 2,2.
    h.get_by_label("Wall").click();
    h.run();
    h.get_by_label("edge 2,2 E").click();
    h.run();
    h.get_by_label("Door (closed)").click();
    h.run();
    h.get_by_label("edge 2,2 S").click();
    h.run();
    h.get_by_label("Add floor").click();
    h.run();
    // Select 2,2..3,3 by dragging with the Select tool.
    h.key_press(egui::Key::S);
    h.run();
    let from = h.get_by_label("cell 2,2").rect().center();
    let to = h.get_by_label("cell 3,3").rect().center();
    h.drag_at(from);
    h.run();
    h.hover_at(from + egui::vec2(5.0, 5.0));
    h.run();
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
    let (floor, rect) = editor(&mut h).selection.expect("a selection");
    assert_eq!(
        (floor, rect.top, rect.left, rect.rows, rect.cols),
        (0, 2, 2, 2, 2)
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::C);
    h.run();
    // Paste at 4,5 on the upper floor.
    editor(&mut h).floor = 1;
    h.run();
    h.get_by_label("cell 1:4,5").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::V);
    h.run();
    assert_eq!(edge(&mut h, 1, "4,5E"), Some((EdgeKind::Wall, false)));
    assert_eq!(edge(&mut h, 1, "4,5S"), Some((EdgeKind::Door, false)));
    // Mirror the pasted 2 × 2 left-right: the wall moves to the west side.
    let cell = h.get_by_label("cell 1:4,5").rect().center();
    let corner = h.get_by_label("cell 1:5,6").rect().center();
    h.drag_at(cell);
    h.run();
    h.hover_at(cell + egui::vec2(5.0, 5.0));
    h.run();
    h.hover_at(corner);
    h.run();
    h.drop_at(corner);
    h.run();
    h.get_by_label("Mirror left-right").click();
    h.run();
    assert_eq!(edge(&mut h, 1, "4,6S"), Some((EdgeKind::Door, false)));
    assert_eq!(edge(&mut h, 1, "4,5S"), None);
    // The ground floor is untouched.
    assert_eq!(edge(&mut h, 0, "2,2E"), Some((EdgeKind::Wall, false)));
}

/// Floors renamed and reordered from the side panel; quadrants painted by
/// drag (BOARD-6) and POI arrows set and generated (EXP-POI-3).
#[test]
fn floors_quadrants_and_arrows() {
    let mut h = new_board();
    h.get_by_label("Add floor").click();
    h.run();
    // Rename the shown (ground) floor.
    retype(&mut h, "Rename shown floor", "Cellar");
    assert_eq!(layout(&mut h).floors[0].name, "Cellar");
    // Move it up: it becomes floor 1.
    let ups: Vec<_> = h.query_all_by_label("Up").collect();
    ups[0].click();
    h.run();
    let names: Vec<String> = layout(&mut h)
        .floors
        .iter()
        .map(|f| f.name.clone())
        .collect();
    assert_eq!(names, ["Floor 2", "Cellar"]);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).floors[0].name, "Cellar");

    // Quadrant 2 painted over a row of three cells in one drag.
    h.key_press(egui::Key::Q);
    h.run();
    editor(&mut h).area_brush = 2;
    let a = h.get_by_label("cell 2,2").rect().center();
    let b = h.get_by_label("cell 2,4").rect().center();
    h.drag_at(a);
    h.run();
    h.hover_at(a + egui::vec2(3.0, 0.0));
    h.run();
    h.hover_at(b);
    h.run();
    h.drop_at(b);
    h.run();
    assert_eq!(&layout(&mut h).floors[0].areas[2][..6], "..222.");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(layout(&mut h).floors[0].areas.is_empty());

    // An arrow by click, then generated for the whole floor.
    h.key_press(egui::Key::P);
    h.run();
    h.get_by_label("SE").click();
    h.run();
    h.get_by_label("cell 1,1").click();
    h.run();
    let arrows = layout(&mut h).floors[0].arrows.clone();
    assert_eq!(arrows[1].split_whitespace().nth(1), Some("SE"));
    h.get_by_label("Generate arrows towards the centre (this floor)")
        .click();
    h.run();
    let arrows = layout(&mut h).floors[0].arrows.clone();
    assert_eq!(arrows[1].split_whitespace().nth(1), Some("SE"));
    assert_eq!(arrows[6].split_whitespace().nth(8), Some("NW"));
}

/// EXP-SETUP-4: the first-explosion table, a cell per face of the black
/// die clicked in order; URB-HIGHRISE-ELEV-1: an elevator space with its
/// elevator door, by their keys.
#[test]
fn first_explosion_table_and_an_elevator() {
    let mut h = new_board();
    h.get_by_label("First explosion").click();
    h.run();
    for cell in ["cell 3,3", "cell 3,4"] {
        h.get_by_label(cell).click();
        h.run();
    }
    assert_eq!(
        layout(&mut h).first_explosion,
        [Pos::new(3, 3), Pos::new(3, 4)]
    );
    h.get_by_label("Clear the table").click();
    h.run();
    assert!(layout(&mut h).first_explosion.is_empty());

    h.key_press(egui::Key::L);
    h.run();
    h.get_by_label("cell 1,1").click();
    h.run();
    assert_eq!(layout(&mut h).floors[0].cells[1].chars().nth(1), Some('e'));
    h.key_press(egui::Key::G);
    h.run();
    h.get_by_label("edge 1,1 E").click();
    h.run();
    assert_eq!(
        edge(&mut h, 0, "1,1E"),
        Some((EdgeKind::ElevatorDoor, false))
    );
}

/// The editor with a two-floor board, both floors side by side.
#[test]
fn snapshot_editor_two_floors() {
    let app = FlashpointApp::new()
        .with_editor(Some(&path("tests/fixtures/two_floor.json")))
        .expect("opens");
    let mut h = harness(app, egui::vec2(1200.0, 700.0), true);
    h.run();
    h.get_by_label("Two floors side by side").click();
    h.run();
    h.snapshot("editor_two_floors");
}

/// BOARD-6: the Quadrant tool splits the floor along two lines (by default
/// the middle, which on an 8 × 10 board is the printed boards' rows 3|4 and
/// columns 4|5); a one-line split makes halves.
#[test]
fn quadrants_by_split_lines() {
    let mut h = new_board();
    h.key_press(egui::Key::Q);
    h.run();
    h.get_by_label("Split into quadrants").click();
    h.run();
    let front = EditorDoc::open(&path("boards/front.json")).expect("front board");
    assert_eq!(
        layout(&mut h).floors[0].areas,
        front.layout().floors[0].areas
    );
    // Only a vertical line: left half 1, right half 2; one undo step each.
    editor(&mut h).split = Some((0, 3));
    h.run();
    h.get_by_label("Split into quadrants").click();
    h.run();
    assert_eq!(layout(&mut h).floors[0].areas[5], ".11222222.");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(
        layout(&mut h).floors[0].areas,
        front.layout().floors[0].areas
    );

    // An engine spot's deck-gun quadrant, changed in the parking list.
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("cell 7,4").click();
    h.run();
    h.get_by_label("cell 7,5").click();
    h.run();
    assert_eq!(layout(&mut h).parking.engine[0].area, 1);
    h.get_by_label("Parking spots").click();
    h.run();
    h.get_by_label("quadrant").set_value_accesskit(3.0);
    h.run();
    assert_eq!(layout(&mut h).parking.engine[0].area, 3);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).parking.engine[0].area, 1);
}

/// BOARD-5 / EXP-VEH-DRIVE-1: spots join the Drive order clockwise whatever
/// order they are drawn in; moving one out of turn raises a warning that
/// "Order clockwise" clears.
#[test]
fn parking_spots_in_clockwise_order() {
    let mut h = new_board();
    h.get_by_label("Ambulance spot").click();
    h.run();
    for (a, b) in [("7,4", "7,5"), ("0,4", "0,5"), ("3,0", "4,0")] {
        h.get_by_label(&format!("cell {a}")).click();
        h.run();
        h.get_by_label(&format!("cell {b}")).click();
        h.run();
    }
    let order = |h: &mut Harness<'static, FlashpointApp>| -> Vec<Pos> {
        layout(h)
            .parking
            .ambulance
            .iter()
            .map(|s| s.cells[0])
            .collect()
    };
    // Bottom, left, top: the clockwise cycle starting where drawing began.
    assert_eq!(
        order(&mut h),
        [Pos::new(7, 4), Pos::new(3, 0), Pos::new(0, 4)]
    );
    let clockwise_warning = |h: &mut Harness<'static, FlashpointApp>| {
        editor(h)
            .doc
            .problems()
            .iter()
            .any(|p| p.message.contains("clockwise"))
    };
    assert!(!clockwise_warning(&mut h));

    h.get_by_label("Parking spots").click();
    h.run();
    let laters: Vec<_> = h.query_all_by_label("Later").collect();
    assert_eq!(laters.len(), 3, "one per spot (the last disabled)");
    laters[0].click();
    h.run();
    assert_eq!(
        order(&mut h),
        [Pos::new(3, 0), Pos::new(7, 4), Pos::new(0, 4)]
    );
    assert!(
        clockwise_warning(&mut h),
        "{:?}",
        editor(&mut h).doc.problems()
    );
    h.get_by_label("Order clockwise").click();
    h.run();
    assert_eq!(
        order(&mut h),
        [Pos::new(0, 4), Pos::new(7, 4), Pos::new(3, 0)]
    );
    assert!(!clockwise_warning(&mut h));
    // The list names each spot in its Drive order.
    assert!(
        h.query_by_label_contains("Ambulance 1: 0,4 0,5").is_some(),
        "the list shows the order"
    );
}

/// GEN-3: per-cell dice with the Dice tool, listed for the shown floor and
/// cleared from the list.
#[test]
fn dice_overrides_listed_and_cleared() {
    let mut h = new_board();
    h.get_by_label("Dice").click();
    h.run();
    assert!(
        h.query_by_label_contains("Every cell of this floor follows the offsets")
            .is_some()
    );
    editor(&mut h).dice_value = (3, 4);
    h.get_by_label("cell 2,2").click();
    h.run();
    let cells = layout(&mut h).floors[0].dice.cells.clone();
    assert_eq!(cells.len(), 1);
    assert_eq!(
        (cells[0].cell, cells[0].red, cells[0].black),
        (Pos::new(2, 2), 3, 4)
    );
    assert!(h.query_by_label_contains("2,2: red 3, black 4").is_some());
    h.get_by_label("Clear dice 2,2").click();
    h.run();
    assert!(layout(&mut h).floors[0].dice.cells.is_empty());
}

/// Typed text reaches the board at once (a save or the unsaved-changes
/// check never misses it), and a visit to a field is one undo step.
#[test]
fn typing_applies_at_once_and_undoes_in_one_step() {
    let mut h = new_board();
    let before = layout(&mut h).name;
    let field = h.get_by_label("Name");
    field.focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("Name").type_text("Alder Lane");
    h.run();
    assert!(h.get_by_label("Name").is_focused(), "still typing");
    assert_eq!(layout(&mut h).name, "Alder Lane");
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).name, before);
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(layout(&mut h).name, "Alder Lane");
}

// ------------------------------------------------ issue 13: editor and files

/// Draws an ambulance spot on the ground floor's top row, so that the only
/// errors left are the ones a test makes.
fn park_an_ambulance(h: &mut Harness<'static, FlashpointApp>) {
    h.get_by_label("Ambulance spot").click();
    h.run();
    h.get_by_label("cell 0,4").click();
    h.run();
    h.get_by_label("cell 0,5").click();
    h.run();
}

fn error_problems(h: &mut Harness<'static, FlashpointApp>) -> Vec<String> {
    editor(h)
        .doc
        .problems()
        .iter()
        .filter(|p| p.severity == flashpoint::engine::board::Severity::Error)
        .map(ToString::to_string)
        .collect()
}

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
    assert!(h.query_by_label_contains("1 error(s)").is_some());
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

/// Pixels of `image` inside `rect` (points; the harness draws one pixel
/// per point) that match `want`.
fn pixels_like(
    image: &image::RgbaImage,
    rect: egui::Rect,
    want: impl Fn([u8; 3]) -> bool,
) -> usize {
    let (w, h) = image.dimensions();
    let x0 = rect.min.x.max(0.0) as u32;
    let y0 = rect.min.y.max(0.0) as u32;
    let x1 = (rect.max.x as u32).min(w);
    let y1 = (rect.max.y as u32).min(h);
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = image.get_pixel(x, y).0;
            want([p[0], p[1], p[2]])
        })
        .count()
}

/// The problem highlight's red (230, 40, 40), give or take antialiasing.
fn highlight_red(p: [u8; 3]) -> bool {
    p[0] >= 210 && p[1] <= 70 && p[2] <= 70
}

/// A problem clicked in the list is marked on the board; once an edit
/// fixes it, the mark goes (it used to stay until another was clicked).
#[test]
fn a_fixed_problems_highlight_goes_away() {
    let app = FlashpointApp::new().with_editor(None).expect("a new board");
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

    // Save as… proposes the board's own file, absolute.
    h.get_by_label("Board").click();
    h.run();
    h.get_by_label("Save as…").click();
    h.run();
    let field = h.get_by_label("Path:");
    assert!(field.is_focused());
    assert_eq!(field.value(), Some(wanted.display().to_string()));
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
    let _ = std::fs::remove_dir_all(&dir);
}

// ------------------------------------------------ issue 14: expansion rules

fn has_problem(h: &mut Harness<'static, FlashpointApp>, text: &str) -> bool {
    editor(h)
        .doc
        .problems()
        .iter()
        .any(|p| p.message.contains(text))
}

/// Opens the side panel's Rules section and picks the rules named `name`.
fn choose_rules(h: &mut Harness<'static, FlashpointApp>, name: &str) {
    if h.query_by_label("Expansion:").is_none() {
        h.get_by_label("Rules").click();
        h.run();
    }
    h.get_by_label(name).click();
    h.run();
}

/// Picks `side` for the parking spot whose side selector is `spot`
/// ("Engine 1 side").
fn choose_side(h: &mut Harness<'static, FlashpointApp>, spot: &str, side: &str) {
    h.get_by_label(spot).click();
    h.run();
    h.get_by_label(side).click();
    h.run();
}

/// 2nd Story (2ND-LADDER-1/3): choosing the rules asks for ladders; a
/// ladder top placed with the Ladder top tool (foot on the ground floor,
/// top on the upper floor) answers it; "Fill in ladder tops" adds the rest
/// in one undo step; the list removes them; the supply is set in place.
#[test]
fn second_story_ladder_tops_by_tool_and_fill() {
    let mut h = new_board();
    h.get_by_label("Add floor").click();
    h.run();
    assert!(h.query_by_label("Ladder top").is_none(), "a 2nd Story tool");
    choose_rules(&mut h, "2nd Story");
    let l = layout(&mut h);
    assert_eq!(l.rules, RuleSet::SecondStory);
    assert!(has_problem(&mut h, "2nd Story: no ladders"));

    // The tool: the foot on the ground floor, then the top upstairs.
    h.get_by_label("Two floors side by side").click();
    h.run();
    h.get_by_label("Ladder top").click();
    h.run();
    // An inside cell is no foot: refused at once, nothing pending.
    h.get_by_label("cell 2,2").click();
    h.run();
    assert_eq!(editor(&mut h).pending, None);
    assert!(
        h.query_by_label_contains("a ladder stands on a ground-floor outside cell")
            .is_some()
    );
    h.get_by_label("cell 0,3").click();
    h.run();
    assert_eq!(editor(&mut h).pending, Some(Pos::new(0, 3)));
    assert!(
        h.query_by_label_contains("Now click the upper-floor cell")
            .is_some()
    );
    h.get_by_label("cell 1:0,3").click();
    h.run();
    let ladders = layout(&mut h).ladders.expect("a ladders section");
    assert_eq!(ladders.supply, 4);
    assert_eq!(
        ladders.tops,
        [LadderTop {
            foot: Pos::new(0, 3),
            top: Pos::on(1, 0, 3)
        }]
    );
    assert!(!has_problem(&mut h, "2nd Story: no ladders"));
    assert!(has_problem(&mut h, "has no ladder top"));
    assert!(
        h.query_by_label("0,3 Ground floor to 0,3 Floor 2")
            .is_some(),
        "listed by the coordinates printed on the cells"
    );

    // Fill in the rest: one undo step, and the warnings go.
    h.get_by_label("Fill in ladder tops").click();
    h.run();
    let n = layout(&mut h).ladders.expect("ladders").tops.len();
    assert_eq!(n, 28, "every ring cell by the building but the corners");
    assert!(h.query_by_label_contains("Added 27 ladder tops").is_some());
    assert!(!has_problem(&mut h, "has no ladder top"));
    assert!(
        !editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| matches!(p.place, Place::LadderTop(_))),
        "{:?}",
        editor(&mut h).doc.problems()
    );
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).ladders.expect("ladders").tops.len(), 1);

    // Removed from the list, the error about no tops comes back.
    h.get_by_label("Remove ladder top 1").click();
    h.run();
    assert!(layout(&mut h).ladders.expect("ladders").tops.is_empty());
    assert!(has_problem(&mut h, "2nd Story: no ladder tops"));
    h.get_by_label("Ladders on the Engine")
        .set_value_accesskit(6.0);
    h.run();
    assert_eq!(layout(&mut h).ladders.expect("ladders").supply, 6);

    // Back to the base game: the ladders are kept, with a way to drop them.
    choose_rules(&mut h, "Base game");
    assert!(has_problem(&mut h, "only 2nd Story boards use"));
    assert!(
        h.query_by_label("Ladder top").is_some(),
        "the chosen tool stays in the toolbar"
    );
    h.key_press(egui::Key::W);
    h.run();
    assert!(h.query_by_label("Ladder top").is_none());
    h.get_by_label("Remove the ladders").click();
    h.run();
    assert_eq!(layout(&mut h).ladders, None);
    assert!(!has_problem(&mut h, "only 2nd Story boards use"));
}

/// High Rise (URB-HIGHRISE-SETUP-1, URB-HIGHRISE-LADDER-1): the setup
/// lines, three and a Heroic fourth, each a column or a row; the engine
/// spot's side, proposed when drawn and changed in the parking list.
#[test]
fn high_rise_setup_lines_and_spot_sides() {
    let mut h = new_board();
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("cell 7,4").click();
    h.run();
    h.get_by_label("cell 7,5").click();
    h.run();
    assert_eq!(layout(&mut h).parking.engine[0].side, Some(Dir::S));
    choose_rules(&mut h, "High Rise");
    assert_eq!(layout(&mut h).rules, RuleSet::HighRise);
    assert!(has_problem(&mut h, "0 setup lines are listed"));
    assert!(!has_problem(&mut h, "the spot has no side"));

    // Three lines: column 2, row 5, column 7.
    for _ in 0..3 {
        h.get_by_label("Add a setup line").click();
        h.run();
    }
    assert_eq!(layout(&mut h).setup_lines, [SetupLine::Column(1); 3]);
    h.get_by_label("Line 2 row").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines[1], SetupLine::Row(1));
    for (line, value) in [("Line 1", 2.0), ("Line 2", 5.0), ("Line 3", 7.0)] {
        h.get_by_label(line).set_value_accesskit(value);
        h.run();
    }
    let three = [
        SetupLine::Column(2),
        SetupLine::Row(5),
        SetupLine::Column(7),
    ];
    assert_eq!(layout(&mut h).setup_lines, three);
    assert!(!has_problem(&mut h, "setup line"));
    // The fourth is Heroic's.
    h.get_by_label("Add the Heroic line").click();
    h.run();
    assert!(h.query_by_label("Heroic").is_some());
    h.get_by_label("Heroic row").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines[3], SetupLine::Row(1));
    assert!(
        h.get_by_label("Add a setup line")
            .accesskit_node()
            .is_disabled(),
        "at most 4"
    );
    h.get_by_label("Remove the Heroic line").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines, three);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines.len(), 4);

    // The engine spot's side, in the parking list.
    h.get_by_label("Parking spots").click();
    h.run();
    choose_side(&mut h, "Engine 1 side", "West");
    assert_eq!(layout(&mut h).parking.engine[0].side, Some(Dir::W));
    choose_side(&mut h, "Engine 1 side", "None");
    assert_eq!(layout(&mut h).parking.engine[0].side, None);
    assert!(has_problem(&mut h, "High Rise: the spot has no side"));
    choose_side(&mut h, "Engine 1 side", "South");
    assert!(!has_problem(&mut h, "the spot has no side"));
}

/// Brownstone (URB-BROWN-3): every spot needs a side; new spots get one,
/// and the parking list changes it. The base game shows no side selector.
#[test]
fn brownstone_spot_sides() {
    let mut h = new_board();
    park_an_ambulance(&mut h);
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
    h.get_by_label("cell 4,0").click();
    h.run();
    h.get_by_label("Parking spots").click();
    h.run();
    assert!(h.query_by_label("Ambulance 1 side").is_none());
    choose_rules(&mut h, "Brownstone");
    assert_eq!(layout(&mut h).rules, RuleSet::Brownstone);
    assert!(!has_problem(&mut h, "the spot has no side"));
    let sides = |h: &mut Harness<'static, FlashpointApp>| {
        let p = layout(h).parking;
        (p.ambulance[0].side, p.engine[0].side)
    };
    assert_eq!(sides(&mut h), (Some(Dir::N), Some(Dir::W)));
    choose_side(&mut h, "Ambulance 1 side", "None");
    assert_eq!(sides(&mut h), (None, Some(Dir::W)));
    let problem = editor(&mut h)
        .doc
        .problems()
        .iter()
        .find(|p| p.message.contains("Brownstone: the spot has no side"))
        .cloned()
        .expect("a spot without a side is an error");
    assert_eq!(problem.place, Place::AmbulanceSpot(0));
    choose_side(&mut h, "Ambulance 1 side", "East");
    choose_side(&mut h, "Engine 1 side", "South");
    assert_eq!(sides(&mut h), (Some(Dir::E), Some(Dir::S)));
    assert!(!has_problem(&mut h, "the spot has no side"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(sides(&mut h), (Some(Dir::E), Some(Dir::W)));
}

// ------------------------------------------------ issue 15: difficulty

/// The editor on a shipped board, its Difficulty window open.
fn difficulty_window(board: &str) -> Harness<'static, FlashpointApp> {
    let app = FlashpointApp::new()
        .with_editor(Some(&path(board)))
        .expect("the board opens");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    h.get_by_label("Difficulty").click();
    h.run();
    h
}

/// Steps the harness frame by frame (the estimate runs on its own thread
/// and asks for a frame after each chunk) until `done` holds; false after
/// `seconds`. Steps, not `run`: a repaint asked from the thread between
/// frames must not count against `run`'s step limit.
fn step_until(
    h: &mut Harness<'static, FlashpointApp>,
    seconds: u64,
    done: impl Fn(&mut Harness<'static, FlashpointApp>) -> bool,
) -> bool {
    let end = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while std::time::Instant::now() < end {
        h.step();
        if done(h) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    false
}

fn difficulty_progress(
    h: &mut Harness<'static, FlashpointApp>,
) -> Option<flashpoint::editor::difficulty::Progress> {
    editor(h).difficulty.progress()
}

fn difficulty_finished(h: &mut Harness<'static, FlashpointApp>) -> bool {
    difficulty_progress(h).is_some_and(|p| !p.is_running())
}

/// Issue 15: the Difficulty window estimates the open board at each level
/// in the background, shows the figures beside the front board's, marks
/// them old after an edit and estimates again (the front board's figures
/// kept).
#[test]
fn difficulty_panel_runs_on_a_small_game_count_and_shows_a_figure() {
    use flashpoint::app::editor::wins_label;
    use flashpoint::editor::difficulty::{Level, RunState, Subject};
    let mut h = difficulty_window("boards/back.json");
    editor(&mut h).difficulty.games = 10;
    h.get_by_label("Estimate difficulty").click();
    h.step();
    assert!(
        difficulty_progress(&mut h).is_some(),
        "the estimate started"
    );
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    let p = difficulty_progress(&mut h).expect("a run");
    assert_eq!(p.state, RunState::Finished);
    assert_eq!(p.done, p.total);
    for level in Level::ALL {
        let figures = p
            .result(Subject::Board, level)
            .expect("played")
            .as_ref()
            .expect("playable");
        assert_eq!(figures.totals.games, 10);
        // The figure, by its AccessKit label: "Family: 30% wins (11–60%)".
        let label = wins_label(level, figures);
        assert!(label.contains("% wins ("), "{label}");
        h.get_by_label(&label);
        h.get_by_label_contains(&format!("{} on the front board: ", level.name()));
        assert!(
            ["easier than", "harder than", "about the same as"]
                .iter()
                .any(|w| h
                    .query_by_label(&format!("{}: {w} the front board", level.name()))
                    .is_some()),
            "{level:?} compared"
        );
    }
    assert!(h.query_by_label_contains("games in").is_some());
    // Fresh figures: nothing to run again until something changes.
    assert!(
        h.get_by_label("Estimate again")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        h.query_by_label("The figures are for an earlier version of the board")
            .is_none()
    );

    // An edit makes the figures old; estimating again plays only this
    // board: the front board's figures are kept for the session.
    retype(&mut h, "Name", "Back, renamed");
    h.get_by_label("The figures are for an earlier version of the board");
    h.get_by_label("Estimate again").click();
    h.step();
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    let again = difficulty_progress(&mut h).expect("a run");
    assert_eq!(again.total, 40, "four levels of this board only");
    // Said, so "40 games" beside figures of 80 is no puzzle.
    h.get_by_label_contains("4 front-board levels were known from before.");
    assert_eq!(again.board, p.board, "same games, same figures");
    assert_eq!(again.front, p.front);
    assert!(
        h.query_by_label("The figures are for an earlier version of the board")
            .is_none()
    );
}

/// Cancel stops a running estimate between chunks, keeping what was done,
/// and the estimate can be started again.
#[test]
fn difficulty_cancel_stops_a_run() {
    use flashpoint::editor::difficulty::RunState;
    let mut h = difficulty_window("boards/back.json");
    editor(&mut h).difficulty.games = 1_000;
    h.get_by_label("Estimate difficulty").click();
    h.step();
    assert!(
        step_until(&mut h, 120, |h| difficulty_progress(h)
            .is_some_and(|p| p.done > 0)),
        "games are played"
    );
    h.get_by_label_contains("of 8,000 games");
    h.get_by_label("Cancel").click();
    h.step();
    assert!(step_until(&mut h, 60, difficulty_finished), "it stops");
    h.run();
    let p = difficulty_progress(&mut h).expect("a run");
    assert_eq!(p.state, RunState::Cancelled);
    assert!(p.done < p.total, "{} of {}", p.done, p.total);
    h.get_by_label_contains("Cancelled after");
    assert!(h.query_by_label("Cancel").is_none());
    assert!(
        !h.get_by_label("Estimate again")
            .accesskit_node()
            .is_disabled()
    );
}

/// A board with errors has nothing to estimate: the window says so and
/// offers no button.
#[test]
fn difficulty_of_a_board_with_errors_is_not_offered() {
    let mut h = new_board();
    h.get_by_label("Difficulty").click();
    h.run();
    h.get_by_label_contains("The board has errors: nothing to estimate.");
    assert!(h.query_by_label("Estimate difficulty").is_none());
    assert!(editor(&mut h).difficulty.progress().is_none());
}

/// Chooses `lang` in the Board menu's Language submenu, by the menu's
/// names in the editor's current language.
fn choose_language(
    h: &mut Harness<'static, FlashpointApp>,
    board: &str,
    language: &str,
    lang: flashpoint::i18n::Lang,
) {
    h.get_by_label(board).click();
    h.run();
    h.get_by_label(language).click();
    h.run();
    h.get_by_label(lang.own_name()).click();
    h.run();
}

/// Issue 16: the editor in German, chosen in the Board menu: its menus,
/// tools, sections, cells and edges by their German names; a door drawn
/// between two outside cells is listed as a German problem, and the Play
/// button's tooltip says why in German. Back to English at once.
#[test]
fn the_editor_in_german_from_the_board_menu() {
    use flashpoint::i18n::Lang;
    let mut h = new_board();
    choose_language(&mut h, "Board", "Language", Lang::De);
    for label in [
        "Spielplan",
        "Rückgängig",
        "Wiederholen",
        "Speichern",
        "Spielplan spielen",
        "Schwierigkeit",
        "Werkzeug:",
        "Auswählen",
        "Wand",
        "Tür (geschlossen)",
        "Tür (offen)",
        "Rettungswagenfeld",
        "Parkplatz des Löschfahrzeugs",
        "Startfeuer",
        "Werkzeug",
        "Name und Würfel",
        "Stockwerke",
        "Parkplätze",
        "Probleme",
        "Feld 2,3",
        "Kante 2,3 E",
    ] {
        h.get_by_label(label);
    }
    for english in ["Wall", "Undo", "Play this board", "Problems", "cell 2,3"] {
        assert!(
            h.query_by_label(english).is_none(),
            "{english} is still shown"
        );
    }
    // The blank board's one error, in German, in the list and the tooltip.
    h.get_by_label_contains("Fehler: Spielplan: der Spielplan hat keine Parkplätze");
    h.get_by_label("Spielplan spielen").hover();
    h.run();
    h.run();
    h.get_by_label_contains(
        "Beheben Sie zuerst dieses Problem: Spielplan: der Spielplan hat keine Parkplätze",
    );

    // A door between two outside cells belongs to no building.
    h.get_by_label("Tür (geschlossen)").click();
    h.run();
    h.get_by_label("Kante 0,1 E").click();
    h.run();
    assert_eq!(edge(&mut h, 0, "0,1E"), Some((EdgeKind::Door, false)));
    let line = h
        .get_by_label_contains("eine Tür zwischen zwei Feldern außerhalb gehört zu keinem Gebäude")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(line.starts_with("Fehler: Kante "), "{line}");
    assert!(
        editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| p.message == "a door between two outside cells belongs to no building"),
        "the document keeps the English words"
    );
    // A notice, in German.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(
        editor(&mut h).message.clone().map(|m| m.text),
        Some("Nichts zu wiederholen".to_owned())
    );

    choose_language(&mut h, "Spielplan", "Sprache", Lang::En);
    h.get_by_label("Wall");
    h.get_by_label("edge 0,1 E");
    h.get_by_label_contains("error: edge ");
    assert!(h.query_by_label("Wand").is_none());
}

/// Issue 16: the editor in Italian and Russian: a refused edit, the
/// problem count with each language's plural forms, and the parking list.
#[test]
fn the_editor_in_italian_and_russian_refuses_and_counts_in_their_words() {
    use flashpoint::i18n::Lang;
    let mut h = new_board();
    choose_language(&mut h, "Board", "Language", Lang::It);
    h.get_by_label("Muro");
    h.get_by_label("Gioca su questo Tabellone");
    h.get_by_label("Nome e dadi");
    h.get_by_label("1 errore, 1 avviso");
    // Two cells that are not side by side make no parking spot.
    h.get_by_label("Spazio Ambulanza").click();
    h.run();
    h.get_by_label("spazio 0,1").click();
    h.run();
    h.get_by_label("spazio 0,5").click();
    h.run();
    let notice = editor(&mut h).message.clone().expect("a refusal");
    assert!(notice.is_error(), "{notice:?}");
    assert_eq!(
        notice.text,
        "gli spazi 0,1 e 0,5 non sono affiancati sullo stesso piano"
    );
    park_an_ambulance_by(&mut h, "spazio");
    h.get_by_label("Spazi di parcheggio").click();
    h.run();
    h.get_by_label("Ambulanza 1: 0,4 0,5");

    choose_language(&mut h, "Tabellone", "Lingua", Lang::Ru);
    h.get_by_label("Стена");
    h.get_by_label("Скорая помощь 1: 0,4 0,5");
    // No errors now; then one and two: entrances between inside cells.
    let count = |h: &mut Harness<'static, FlashpointApp>, errors: &str| {
        let warnings = editor(h).doc.problems().len() - error_problems(h).len();
        format!("{errors}, {warnings} {}", warnings_ru(warnings))
    };
    let label = count(&mut h, "0 ошибок");
    h.get_by_label(&label);
    h.get_by_label("Вход").click();
    h.run();
    h.get_by_label("граница 2,2 E").click();
    h.run();
    let label = count(&mut h, "1 ошибка");
    h.get_by_label(&label);
    h.get_by_label("граница 3,3 S").click();
    h.run();
    let label = count(&mut h, "2 ошибки");
    h.get_by_label(&label);
    let lines: Vec<String> = h
        .query_all_by_label_contains(
            "вход должен быть между клеткой внутри здания и внешней клеткой",
        )
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines.iter().all(|l| l.starts_with("ошибка: граница ")),
        "{lines:?}"
    );
}

/// "предупреждение" with the Russian plural form for `n` (CLDR: 1, 21 one;
/// 2-4, 22-24 few; the rest many).
fn warnings_ru(n: usize) -> &'static str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => "предупреждение",
        (2..=4, r) if !(12..=14).contains(&r) => "предупреждения",
        _ => "предупреждений",
    }
}

/// The blank board's ambulance spot, by cells named `cell` in the
/// language shown ("cell", "spazio").
fn park_an_ambulance_by(h: &mut Harness<'static, FlashpointApp>, cell: &str) {
    for at in ["0,4", "0,5"] {
        h.get_by_label(&format!("{cell} {at}")).click();
        h.run();
    }
}

/// Issue 16: the German editor at the size of the other editor snapshot:
/// long words wrap or fit (the tool bar, the side panel, the problem list).
#[test]
fn snapshot_editor_in_german() {
    use flashpoint::i18n::Lang;
    let app = FlashpointApp::new()
        .with_editor(Some(&path("tests/fixtures/two_floor.json")))
        .expect("opens");
    let mut h = harness(app, egui::vec2(1200.0, 700.0), true);
    h.run();
    choose_language(&mut h, "Board", "Language", Lang::De);
    h.get_by_label("Stockwerke nebeneinander").click();
    h.run();
    h.get_by_label("Parkplätze").click();
    h.run();
    h.snapshot("editor_two_floors_de");
}

/// The Grid size section: a row and a column inserted at the selected
/// cell, then removed again, by the side panel's buttons.
#[test]
fn rows_and_columns_from_the_grid_section() {
    let mut h = new_board();
    let size = |l: &BoardLayout| (l.floors[0].cells.len(), l.floors[0].cells[0].len());
    let before = size(&layout(&mut h));
    h.get_by_label("Select").click();
    h.run();
    h.get_by_label("cell 3,4").click();
    h.run();
    h.get_by_label("Grid size").click();
    h.run();
    h.get_by_label("Insert row").click();
    h.run();
    h.get_by_label("Insert column").click();
    h.run();
    assert_eq!(size(&layout(&mut h)), (before.0 + 1, before.1 + 1));
    h.get_by_label("Remove row").click();
    h.run();
    h.get_by_label("Remove column").click();
    h.run();
    assert_eq!(size(&layout(&mut h)), before);
}

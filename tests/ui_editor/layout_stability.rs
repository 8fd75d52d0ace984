//! Nothing moves under the pointer: choosing a tool, opening a side panel
//! section or a notice coming leaves the board and the side panel where
//! they were.

use super::*;

/// The editor on shipped board `name` in `lang`, in a window of `size`,
/// and the label of its cell 0,0 in that language: where the board is.
fn board_in(
    name: &str,
    lang: flashpoint::i18n::Lang,
    size: egui::Vec2,
) -> (Harness<'static, FlashpointApp>, String) {
    use flashpoint::i18n::{Texts, args};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("boards/{name}.json"));
    let app = FlashpointApp::new()
        .with_editor(Some(&path))
        .expect("a shipped board");
    let mut h = harness(app, size, false);
    h.state_mut().choose_language(lang);
    for _ in 0..3 {
        h.run();
    }
    let cell = Texts::shared().get_args(lang, "board-cell", &args([("cell", "0,0".into())]));
    (h, cell)
}

/// Clicks the control named `name` and says whether the board's `cell`
/// then stands anywhere but at `first` (the side panel widened).
fn click_moves_board(
    h: &mut Harness<'static, FlashpointApp>,
    name: &str,
    cell: &str,
    first: egui::Rect,
) -> bool {
    h.get_by_label(name).click();
    h.run();
    h.run();
    h.get_by_label(cell).rect() != first
}

/// Choosing a tool never moves the board: the side panel keeps its width
/// whatever the chosen tool shows there (the Engine spot's deck-gun
/// quadrant line widened it, so the board jumped left between choosing
/// the tool and clicking where it had been; found in a real window). In
/// every language, on a 2nd Story board (which adds the Ladder top tool),
/// in a window as small as the app allows.
#[test]
fn choosing_a_tool_never_moves_the_board() {
    use flashpoint::i18n::{Lang, Texts};
    let tools = [
        "editor-tool-select",
        "editor-tool-wall",
        "editor-tool-door-closed",
        "editor-tool-door-open",
        "editor-tool-entrance",
        "editor-tool-window",
        "editor-tool-thin-wall",
        "editor-tool-party-wall",
        "editor-tool-elevator-door",
        "editor-tool-erase-edge",
        "editor-tool-outside",
        "editor-tool-inside",
        "editor-tool-restricted",
        "editor-tool-elevator",
        "editor-tool-ambulance",
        "editor-tool-engine",
        "editor-tool-quadrant",
        "editor-tool-arrow",
        "editor-tool-stairs",
        "editor-tool-fire",
        "editor-tool-poi",
        "editor-tool-first-explosion",
        "editor-tool-dice",
        "editor-tool-ladder-top",
    ];
    let mut moved = Vec::new();
    for (lang, size) in [Lang::En, Lang::De, Lang::It, Lang::Ru]
        .into_iter()
        .flat_map(|l| {
            [
                (l, egui::vec2(640.0, 480.0)),
                (l, egui::vec2(1400.0, 900.0)),
            ]
        })
    {
        let (mut h, cell) = board_in("townhouse", lang, size);
        let texts = Texts::shared();
        let first = h.get_by_label(&cell).rect();
        for key in tools {
            let name = texts.get(lang, key);
            if click_moves_board(&mut h, &name, &cell, first) {
                moved.push(format!("{lang:?} {size:?} {name}"));
            }
        }
    }
    assert_eq!(moved, Vec::<String>::new(), "these tools moved the board");
}

/// Opening or closing a side-panel section never moves the board either:
/// no list there (ladder tops, stairs, parking spots, setup lines, dice)
/// widens the panel ("Fill in ladder tops" did, on a new 2nd Story board).
/// Every shipped multi-floor or expansion board, in every language.
#[test]
fn the_side_panel_sections_never_move_the_board() {
    use flashpoint::i18n::{Lang, Texts};
    let sections = [
        "editor-section-board",
        "editor-section-rules",
        "editor-section-floors",
        "editor-section-grid",
        "editor-section-parking",
        "editor-section-stairs",
    ];
    let mut moved = Vec::new();
    for board in ["townhouse", "highrise", "brownstone", "front"] {
        for lang in [Lang::En, Lang::De, Lang::It, Lang::Ru] {
            let (mut h, cell) = board_in(board, lang, egui::vec2(1400.0, 900.0));
            let texts = Texts::shared();
            let first = h.get_by_label(&cell).rect();
            // Each section twice: open (or closed) and back.
            for key in sections.iter().chain(sections.iter()) {
                let name = texts.get(lang, key);
                if click_moves_board(&mut h, &name, &cell, first) {
                    moved.push(format!("{board} {lang:?} {name}"));
                }
            }
        }
    }
    // The list that first showed it: a new board made 2nd Story, its
    // ladder tops filled in.
    let mut h = new_board();
    h.get_by_label("Add floor").click();
    h.run();
    let first = h.get_by_label("cell 0,0").rect();
    h.get_by_label("Rules").click();
    h.run();
    h.get_by_label("2nd Story").click();
    h.run();
    h.get_by_label("Fill in ladder tops").click();
    h.run();
    h.run();
    assert_eq!(
        editor(&mut h)
            .doc
            .layout()
            .ladders
            .as_ref()
            .map(|l| l.tops.len()),
        Some(28)
    );
    if h.get_by_label("cell 0,0").rect() != first {
        moved.push("a new board's ladder tops".to_owned());
    }
    assert_eq!(
        moved,
        Vec::<String>::new(),
        "these sections moved the board"
    );
}

/// A notice ("Nothing to undo") shows under the board, above the problem
/// list, and the side panel's sections stay where they were as it comes
/// (seen in a real window: "Added Floor 2 ..." appeared above the sections
/// and pushed them down under the pointer).
#[test]
fn a_notice_shows_under_the_board_and_moves_nothing_in_the_side_panel() {
    let mut h = new_board();
    let add_floor = h.get_by_label("Add floor").rect();
    let problems = h.get_by_label("Problems").rect();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let notice = h.get_by_label("Nothing to undo").rect();
    assert_eq!(h.get_by_label("Add floor").rect(), add_floor);
    let corner = h.get_by_label("cell 7,9").rect();
    assert!(
        notice.top() > corner.bottom()
            && notice.bottom() <= h.get_by_label("Problems").rect().top(),
        "under the board ({corner:?}), above the problems: {notice:?}"
    );
    assert!(problems.top() < h.get_by_label("Problems").rect().top());
}

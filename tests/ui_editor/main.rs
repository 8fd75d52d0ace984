//! The board editor driven through the real UI by AccessKit labels
//! (egui_kittest): walls and doors by click and by drag, undo/redo, a
//! second floor with stairs, parking spots, the live problem list, saving
//! and reopening, and "Play this board".

#[path = "../common/mod.rs"]
mod common;
#[path = "../ui_common/mod.rs"]
mod ui_common;

mod difficulty;
mod drawing;
mod expansions;
mod files;
mod languages;
mod layout_stability;

use common::*;
use ui_common::{drop_file, make_harness as harness, park_an_ambulance, pixels_like, scratch};

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
    let app = offline().with_editor(None).expect("a new board");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    h
}

/// The app without the user's data folder: a new board is named in the
/// language of the user's settings.json, which a test must not read (nor
/// write).
fn offline() -> FlashpointApp {
    let mut app = FlashpointApp::new();
    app.autosave = false;
    app
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

fn error_problems(h: &mut Harness<'static, FlashpointApp>) -> Vec<String> {
    editor(h)
        .doc
        .problems()
        .iter()
        .filter(|p| p.severity == flashpoint::engine::board::Severity::Error)
        .map(ToString::to_string)
        .collect()
}

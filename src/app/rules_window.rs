//! The rules card's window (Help > Rules summary, F1 in a game; *Rules
//! summary* in the new-game dialog): the sections worded by
//! [`crate::text::rules_card`], each line with its cost in AP first, as the
//! printed card has it, and the rule it sums up last.

use egui::{Align, Layout, RichText, Ui, UiBuilder};

use crate::app::language::Tr;
use crate::text::{RulesRow, RulesSection};

/// Room for the rule IDs on the right ("URB-HIGHRISE-LADDER-1").
const RULE_WIDTH: f32 = 150.0;
const AP_WIDTH: f32 = 28.0;

/// Shows the card while `open`; its X and Escape close it.
pub fn rules_window_ui(ctx: &egui::Context, tr: Tr, sections: &[RulesSection], open: &mut bool) {
    if !*open {
        return;
    }
    let screen = ctx.content_rect();
    // Its own id: the title changes with the language, the window's place
    // and size should not.
    egui::Window::new(tr.get("rules-title"))
        .id(egui::Id::unique("rules card window"))
        .open(open)
        .collapsible(false)
        .default_size([620.0_f32.min(screen.width() - 40.0), screen.height() * 0.8])
        .default_pos(screen.center() - egui::vec2(310.0, screen.height() * 0.4))
        .vscroll(true)
        .show(ctx, |ui| {
            ui.label(RichText::new(tr.get("rules-intro")).small());
            for section in sections {
                ui.add_space(8.0);
                ui.label(RichText::new(&section.title).strong());
                ui.separator();
                for row in &section.rows {
                    row_ui(ui, row);
                }
            }
        });
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        *open = false;
    }
}

/// One line: the cost (blank for a rule that is not an action), the words
/// wrapping in the middle, the rule ID on the right. A screen reader reads
/// the line as one item, its `spoken` sentence, rather than three loose
/// labels.
fn row_ui(ui: &mut Ui, row: &RulesRow) {
    let item = UiBuilder::new()
        .layout(Layout::left_to_right(Align::Min))
        .accessibility_role(egui::accesskit::Role::ListItem)
        .accessibility_label(row.spoken.clone());
    ui.scope_builder(item, |ui| {
        ui.allocate_ui_with_layout(
            egui::vec2(AP_WIDTH, 0.0),
            Layout::top_down(Align::Max),
            |ui| {
                ui.set_min_width(AP_WIDTH);
                if let Some(ap) = row.ap {
                    ui.label(RichText::new(ap.to_string()).strong());
                }
            },
        );
        let words = (ui.available_width() - RULE_WIDTH).max(120.0);
        ui.allocate_ui_with_layout(egui::vec2(words, 0.0), Layout::top_down(Align::Min), |ui| {
            ui.set_width(words);
            ui.add(egui::Label::new(&row.text).wrap());
        });
        ui.label(RichText::new(row.rule).small().weak());
    });
}

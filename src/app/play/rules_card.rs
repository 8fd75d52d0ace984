//! The rules card window (Help > Rules summary, F1): the reference card of
//! the game being played, worded by [`crate::text::rules_card`]. Each line
//! shows its cost in AP first, as the printed card does, and the rule it
//! sums up last.

use egui::{Align, Layout, RichText, Ui};

use super::PlayScreen;
use crate::engine::specialist::Specialist;
use crate::i18n::Lang;
use crate::text::{RulesSection, rules_card};

/// The card as worded, with what it was worded for: the language and the
/// cards in play (a Crew Change brings another).
pub(super) struct RulesCard {
    key: (Lang, Vec<Option<Specialist>>),
    sections: Vec<RulesSection>,
}

/// Room for the rule IDs on the right ("URB-HIGHRISE-LADDER-1").
const RULE_WIDTH: f32 = 150.0;
const AP_WIDTH: f32 = 28.0;

impl PlayScreen {
    /// Opens or closes the card.
    pub(super) fn toggle_rules_card(&mut self) {
        self.rules_open = !self.rules_open;
    }

    pub(super) fn rules_card_ui(&mut self, ui: &Ui) {
        if !self.rules_open {
            return;
        }
        let s = self.session.state();
        let key = (
            self.lang,
            s.firefighters().iter().map(|f| f.specialist).collect(),
        );
        if self.rules_card.as_ref().is_none_or(|c| c.key != key) {
            let sections = rules_card(self.lang, s);
            self.rules_card = Some(RulesCard { key, sections });
        }
        let Some(card) = &self.rules_card else { return };
        let tr = self.tr();
        let mut open = true;
        let screen = ui.ctx().content_rect();
        // Its own id: the title changes with the language, the window's
        // place and size should not.
        egui::Window::new(tr.get("rules-title"))
            .id(egui::Id::unique("rules card window"))
            .open(&mut open)
            .collapsible(false)
            .default_size([620.0_f32.min(screen.width() - 40.0), screen.height() * 0.8])
            .default_pos(screen.center() - egui::vec2(310.0, screen.height() * 0.4))
            .vscroll(true)
            .show(ui.ctx(), |ui| {
                ui.label(RichText::new(tr.get("rules-intro")).small());
                for section in &card.sections {
                    ui.add_space(8.0);
                    ui.label(RichText::new(&section.title).strong());
                    ui.separator();
                    for row in &section.rows {
                        row_ui(ui, row.ap, &row.text, row.rule);
                    }
                }
            });
        if !open || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            self.rules_open = false;
        }
    }
}

/// One line: the cost (blank for a rule that is not an action), the words
/// wrapping in the middle, the rule ID on the right.
fn row_ui(ui: &mut Ui, ap: Option<u8>, text: &str, rule: &str) {
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(
            egui::vec2(AP_WIDTH, 0.0),
            Layout::top_down(Align::Max),
            |ui| {
                ui.set_min_width(AP_WIDTH);
                if let Some(ap) = ap {
                    ui.label(RichText::new(ap.to_string()).strong());
                }
            },
        );
        let words = (ui.available_width() - RULE_WIDTH).max(120.0);
        ui.allocate_ui_with_layout(egui::vec2(words, 0.0), Layout::top_down(Align::Min), |ui| {
            ui.set_width(words);
            ui.add(egui::Label::new(text).wrap());
        });
        ui.label(RichText::new(rule).small().weak());
    });
}

//! The rules card of the game being played (Help > Rules summary, F1),
//! worded by [`crate::text::rules_card`] and shown by
//! [`crate::app::rules_window`].

use egui::Ui;

use super::PlayScreen;
use crate::app::rules_window::rules_window_ui;
use crate::engine::specialist::Specialist;
use crate::i18n::Lang;
use crate::text::{RulesSection, rules_card};

/// The card as worded, with what it was worded for: the language and the
/// cards in play (a Crew Change brings another).
pub(super) struct RulesCard {
    key: (Lang, Vec<Option<Specialist>>),
    sections: Vec<RulesSection>,
}

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
        if let Some(card) = &self.rules_card {
            rules_window_ui(ui.ctx(), self.tr(), &card.sections, &mut self.rules_open);
        }
    }
}

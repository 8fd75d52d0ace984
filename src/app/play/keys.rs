//! The play screen's keys: the arrows move the firefighter, E ends the
//! turn (and answers the End turn question), H asks for a hint and Shift+H
//! takes it, Space skips a wait, Page Up/Down change the floor shown, F1
//! opens the rules card, Ctrl+Z/Ctrl+Y/Ctrl+S undo, redo and save. Each
//! key becomes a [`Command`], run with the clicks' commands.

use egui::{Key, Ui};

use super::{Command, PlayRequest, PlayScreen};
use crate::engine::Action;
use crate::engine::geom::{Dir, Pos};

impl PlayScreen {
    /// The keys pressed this frame, as commands.
    pub(super) fn keyboard(&mut self, ui: &Ui) {
        let keys = crate::app::shared_shortcuts(ui);
        if keys.undo {
            self.commands.push(Command::Undo);
        }
        if keys.redo {
            self.commands.push(Command::Redo);
        }
        if keys.save {
            self.commands.push(Command::Request(PlayRequest::Save));
        }
        if keys.open {
            self.commands.push(Command::Request(PlayRequest::Load));
        }
        // F1 types nothing, so it works while a field has the focus too.
        if ui.input(|i| i.key_pressed(Key::F1)) {
            self.toggle_rules_card();
        }
        // Typing in a field keeps every key. A focused cell or button does
        // not: E, H, Space and the floors still work, and only the arrows
        // go to egui, which moves the focus from cell to cell (how a
        // screen-reader user explores the board; Escape gives the arrows
        // back to the firefighter).
        if ui.ctx().text_edit_focused() {
            return;
        }
        let browsing = ui.ctx().memory(|m| m.focused().is_some());
        let keys = ui.input(|i| {
            [
                Key::ArrowUp,
                Key::ArrowRight,
                Key::ArrowDown,
                Key::ArrowLeft,
                Key::E,
                Key::Space,
                Key::PageUp,
                Key::PageDown,
                Key::H,
            ]
            .map(|k| crate::app::key_pressed_with(i, k, egui::Modifiers::NONE))
        });
        // Once the game is over the keys that act say nothing (a refusal,
        // "the game is over", under the Game over window).
        let over = self.session.state().is_over();
        for (k, dir) in [Dir::N, Dir::E, Dir::S, Dir::W].into_iter().enumerate() {
            if keys[k]
                && !browsing
                && !over
                && let Some(to) = self.neighbour(dir)
            {
                self.commands.push(Command::Apply(Action::Move(to)));
            }
        }
        if keys[4] && !over {
            // E again answers the End turn question.
            self.commands.push(if self.confirming_end {
                Command::ConfirmEnd
            } else {
                Command::Apply(Action::EndTurn)
            });
        }
        if keys[5] && (self.animation.is_some() || self.bot_to_act().is_some()) {
            self.commands.push(Command::Skip);
        }
        if keys[8] && !over {
            self.commands.push(Command::Hint);
        }
        // Shift+H takes the hint shown, as its button does, and the next
        // is asked for at once (take_hint), so that pressing it again and
        // again follows the plan; with none shown it asks for one, as H
        // does.
        if !over && ui.input(|i| crate::app::key_pressed_with(i, Key::H, egui::Modifiers::SHIFT)) {
            self.commands.push(match self.hinted() {
                Some(action) => Command::TakeHint(action),
                None => Command::Hint,
            });
        }
        let floors = self.session.board().floors().len() as u8;
        if keys[6] && self.view.floor + 1 < floors {
            self.view.floor += 1;
        }
        if keys[7] {
            self.view.floor = self.view.floor.saturating_sub(1);
        }
    }

    /// The cell next to the active firefighter in `dir`, where an arrow
    /// key moves it.
    fn neighbour(&self, dir: Dir) -> Option<Pos> {
        let s = self.session.state();
        let cell = s.firefighter(s.active())?.cell?;
        let (n, _) = s.board().cell(cell).neighbors[dir.index()]?;
        Some(s.board().pos(n))
    }
}

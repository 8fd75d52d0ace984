//! Files dropped on the window: a board opens in the editor, a saved game
//! in play, told apart as for a file named on the command line
//! ([`open_file`]). Nothing the user made is lost on the way: the game
//! being played is autosaved first, and the editor's unsaved changes are
//! asked about (also those of an editor waiting behind a game played from
//! it). A file that cannot be opened is reported, and the screen stays.

use std::path::Path;

use egui::{Align2, Color32, Id, LayerId, Order, RichText, Ui};

use super::{FlashpointApp, OpenFileError, OpenedFile, Screen, Tr, open_file};
use crate::i18n::{Lang, args};

impl FlashpointApp {
    /// Opens the first file dropped on the window; while files are
    /// dragged over the window, says what dropping them does.
    pub(super) fn drop_ui(&mut self, ui: &Ui) {
        let (hovering, dropped) = ui.input(|i| {
            (
                !i.raw.hovered_files.is_empty(),
                i.raw.dropped_files.first().map(|f| f.path().to_path_buf()),
            )
        });
        // A file dialog's answer is for the screen that asked it: no drops
        // while one is open.
        if self.dialog.is_some() {
            return;
        }
        if hovering {
            drop_hint_ui(ui);
        }
        if let Some(path) = dropped {
            self.open_dropped(&path);
        }
    }

    /// Opens `path` as if named on its own, once what would be left
    /// behind is safe.
    pub(super) fn open_dropped(&mut self, path: &Path) {
        self.error = None;
        self.write_autosave();
        // An editor waiting behind a game played from it, with unsaved
        // changes, comes back to ask.
        if !matches!(self.screen, Screen::Editor(_))
            && self.editing.as_ref().is_some_and(|e| e.doc.is_dirty())
            && let Some(editor) = self.editing.take()
        {
            self.paused = None;
            self.screen = Screen::Editor(editor);
        }
        if let Screen::Editor(editor) = &mut self.screen {
            // The editor's answer is `EditorRequest::OpenFile`, now or once
            // its question is answered.
            if let Some(request) = editor.open_dropped(path.to_path_buf())
                && let Some(next) = self.editor_request(request)
            {
                self.screen = next;
            }
            return;
        }
        self.open_named(path);
    }

    /// Replaces the screen with what `path` holds, or reports why it
    /// cannot be opened and leaves the screen as it was.
    pub(super) fn open_named(&mut self, path: &Path) {
        let opened = match open_file(path) {
            Ok(opened) => opened,
            Err(e) => {
                self.error = Some(open_file_error_text(self.language(), &e));
                return;
            }
        };
        // The board left behind was saved or its changes discarded.
        if let Screen::Editor(editor) = &mut self.screen {
            editor.clear_recovery();
        }
        self.paused = None;
        self.editing = None;
        self.screen = match opened {
            OpenedFile::Board(doc) => Screen::Editor(Box::new(self.editor_for(*doc))),
            OpenedFile::Game(session) => Screen::Play(Box::new(self.opened_game(*session, path))),
        };
    }
}

/// Why a file named on its own cannot be opened, in `lang`, naming it.
fn open_file_error_text(lang: Lang, error: &OpenFileError) -> String {
    match error {
        OpenFileError::Read(e) => crate::text::read_error_text(lang, e),
        OpenFileError::Board(e) => crate::text::board_error_text(lang, e),
        OpenFileError::Game(e) => crate::text::save_error_text(lang, e),
        OpenFileError::Neither { path } => Tr::new(lang).args(
            "problem-file-neither",
            &args([("path", path.display().to_string().into())]),
        ),
    }
}

/// The window dimmed, and a line saying what a drop opens.
fn drop_hint_ui(ui: &Ui) {
    let ctx = ui.ctx();
    let tr = Tr::of(ctx);
    let screen = ctx.content_rect();
    ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("drop_dim")))
        .rect_filled(screen, 0.0, Color32::from_black_alpha(120));
    egui::Area::new(Id::unique("drop_hint"))
        .order(Order::Tooltip)
        .anchor(Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(RichText::new(tr.get("drop-to-open")).heading());
            });
        });
}

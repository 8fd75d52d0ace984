//! What the app keeps between sessions: the player's settings (language,
//! zoom, the window's size, the play options) and the autosave of the game
//! being played, written after each person's action, every turn, at its end
//! and when the window closes.

use super::*;

/// The game as the autosave last wrote it: the session's revision and its
/// turn (whose turn, whether the game was over).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AutosaveMark {
    revision: u64,
    turn: (u32, u8, bool),
    /// The write failed: tried again at the next turn, not after every
    /// action, so the failure is said once a turn.
    failed: bool,
}

impl AutosaveMark {
    pub(super) fn of(play: &PlayScreen) -> AutosaveMark {
        let s = play.session.state();
        AutosaveMark {
            revision: play.session.revision(),
            turn: (s.turn(), s.active(), s.is_over()),
            failed: false,
        }
    }
}

impl FlashpointApp {
    /// The player's settings, read from the data folder the first time
    /// (the defaults when there is none, as in tests).
    pub(super) fn settings(&mut self) -> &mut settings::Settings {
        let folder = self.data_folder();
        settings::Settings::loaded(&mut self.settings, folder.as_deref())
    }

    /// The language the app is shown in: the one chosen in the Language
    /// menu, else [`FlashpointApp::default_language`].
    pub fn language(&mut self) -> Lang {
        let fallback = self.default_language;
        self.settings().language.unwrap_or(fallback)
    }

    /// Drops the notices the screens show: they were worded in the
    /// language just left, and a line of news is not worth a sentence in
    /// another language beside a screen in the new one.
    fn forget_notices(&mut self) {
        match &mut self.screen {
            Screen::Play(p) => p.message = None,
            Screen::Editor(e) => e.message = None,
            Screen::NewGame(dialog) => dialog.forget_error(),
            Screen::Start => {}
        }
        // The screens left open behind the new-game dialog.
        if let Some(p) = &mut self.paused {
            p.message = None;
        }
        if let Some(e) = &mut self.editing {
            e.message = None;
        }
    }

    /// Shows the app in `lang` from now on and remembers the choice in
    /// settings.json (a failure to save is said once; the language still
    /// changes for this session).
    pub fn choose_language(&mut self, lang: Lang) {
        if self.settings().language == Some(lang) {
            return;
        }
        self.settings().language = Some(lang);
        self.forget_notices();
        let Some(dir) = self.data_folder() else {
            return;
        };
        if let Some(settings) = &self.settings
            && let Err(e) = settings.save(&dir)
        {
            self.error = Some(Tr::new(lang).args(
                "settings-not-saved",
                &args([
                    ("folder", dir.display().to_string().into()),
                    ("reason", e.to_string().into()),
                ]),
            ));
        }
    }

    /// The zoom belongs to the window, on every screen: the saved one is
    /// applied at the first frame, and a change (Ctrl +, Ctrl −, Ctrl 0 or
    /// the View menu, all egui's) is saved when it happens.
    pub(super) fn sync_zoom(&mut self) {
        let ctx = self.ctx.clone();
        let folder = self.data_folder();
        let applied = std::mem::replace(&mut self.zoom_applied, true);
        let settings = settings::Settings::loaded(&mut self.settings, folder.as_deref());
        if !applied {
            ctx.set_zoom_factor(settings.zoom_factor());
            return;
        }
        let now = settings::Settings::percent_of(ctx.zoom_factor());
        if now == settings.zoom_percent {
            return;
        }
        settings.zoom_percent = now;
        if let Some(dir) = folder
            && let Err(e) = settings.save(&dir)
        {
            self.error = Some(Tr::of(&ctx).args(
                "settings-zoom-not-saved",
                &args([
                    ("folder", dir.display().to_string().into()),
                    ("reason", e.to_string().into()),
                ]),
            ));
        }
    }

    /// Follows the window's size: the one it had before being maximized
    /// is the one to come back to.
    pub(super) fn watch_window(&mut self) {
        let maximized = self.ctx.input(|i| i.viewport().maximized).unwrap_or(false);
        if maximized {
            if let Some(seen) = &mut self.window_seen {
                seen.maximized = true;
            }
            return;
        }
        // egui's points are zoomed; the system's logical pixels are not.
        let size = self.ctx.content_rect().size() * self.ctx.zoom_factor();
        if let Some(seen) = settings::WindowSize::of([size.x, size.y], false) {
            self.window_seen = Some(seen);
        }
    }

    /// Keeps the window's size for the next session (at exit); nothing is
    /// written when it did not change. A failure is not worth a word: the
    /// window is closing, and the next one opens at the default size.
    pub fn remember_window(&mut self) {
        let Some(seen) = self.window_seen else { return };
        let folder = self.data_folder();
        let settings = settings::Settings::loaded(&mut self.settings, folder.as_deref());
        if settings.window == Some(seen) {
            return;
        }
        settings.window = Some(seen);
        if let Some(dir) = folder {
            let _ = settings.save(&dir);
        }
    }

    /// The size and state the window opens with: as the last session left
    /// it, else the default.
    pub fn opening_window(&mut self) -> ([f32; 2], bool) {
        match self.settings().window {
            Some(window) => (window.inner_size(), window.maximized),
            None => (settings::DEFAULT_WINDOW, false),
        }
    }

    /// A new game gets the player's settings; a setting changed in play is
    /// kept for the next session (written only when it changes).
    pub(super) fn sync_settings(&mut self) {
        let folder = self.data_folder();
        let settings = settings::Settings::loaded(&mut self.settings, folder.as_deref());
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        if !play.settings_applied {
            play.settings_applied = true;
            play.confirm_end_turn = settings.confirm_end_turn;
            play.speed = settings.speed;
            play.palette = settings.palette;
            play.floors_side_by_side = settings.floors_side_by_side;
            return;
        }
        let now = settings::Settings {
            confirm_end_turn: play.confirm_end_turn,
            speed: play.speed,
            palette: play.palette,
            floors_side_by_side: play.floors_side_by_side,
            ..settings.clone()
        };
        if now != *settings {
            *settings = now;
            if let Some(dir) = folder
                && let Err(e) = settings.save(&dir)
            {
                play.message = Some(Notice::error(Tr::of(&self.ctx).args(
                    "settings-not-saved",
                    &args([
                        ("folder", dir.display().to_string().into()),
                        ("reason", e.to_string().into()),
                    ]),
                )));
            }
        }
    }

    pub(super) fn autosave_if_due(&mut self) {
        if !self.autosave {
            return;
        }
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        // After every change a person made (an action, an undo) once the
        // game waits for a person again, so that a crash or a killed
        // program loses nothing a person did; during the bots' turns once
        // per turn; once more when the game ends, so that Continue opens a
        // finished game on its end screen.
        if play.session.played().is_empty() {
            return;
        }
        let now = AutosaveMark::of(play);
        let due = match play.autosaved {
            None => true,
            Some(last) if last.turn != now.turn => true,
            Some(last) => {
                last.revision != now.revision && !last.failed && play.bot_to_act().is_none()
            }
        };
        if !due {
            return;
        }
        play.autosaved = Some(now);
        self.write_autosave();
    }

    /// Writes the game being played to the autosave now, saying why not
    /// once if it fails. Every turn, at the game's end and when the window
    /// closes (`on_exit` too), so that Continue loses nothing.
    pub fn write_autosave(&mut self) {
        let Screen::Play(play) = &self.screen else {
            return;
        };
        if !self.autosave || play.session.played().is_empty() {
            return;
        }
        if let Some(path) = self.autosave_file() {
            let Screen::Play(play) = &mut self.screen else {
                return;
            };
            // After a failure, tried again once per turn (and at the close),
            // so a failure is said once per turn, not every action, with
            // its reason.
            let tr = Tr::of(&self.ctx);
            let folder = path.parent().map(std::fs::create_dir_all).transpose();
            let failure = match folder {
                Err(e) => Some(tr.args(
                    "file-no-folder",
                    &args([
                        (
                            "folder",
                            path.parent().unwrap_or(&path).display().to_string().into(),
                        ),
                        ("reason", e.to_string().into()),
                    ]),
                )),
                Ok(_) => play.session.save(&path).err().map(|e| e.to_string()),
            };
            if let Some(why) = failure {
                if let Some(mark) = &mut play.autosaved {
                    mark.failed = true;
                }
                play.message = Some(Notice::error(
                    tr.args("file-autosave-failed", &args([("why", why.into())])),
                ));
            }
        }
    }
}

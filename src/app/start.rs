//! The start screen: a card per shipped board with its picture (drawn on
//! a named thread), Play and Edit, and the buttons for a new game, a saved
//! game, a board file and the editor.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

use egui::{Color32, RichText, Ui};

use super::new_game::{NewGameDialog, default_board};
use super::{
    BoardEntry, EDITOR_RECOVERY, FilePurpose, FlashpointApp, Screen, board_preview_in, editor,
    language,
};
use crate::app::language::Tr;
use crate::app::rules_window::rules_window_ui;
use crate::editor::EditorDoc;
use crate::engine::board::Board;
use crate::engine::{Difficulty, GameConfig, GameState};
use crate::i18n::{Lang, args, terms};
use crate::text::{self, RulesSection};

/// What a saved game holds, in words ("Front, turn 5: Ann (Firefighter
/// 1), Bot 2 (Firefighter 2)"): Continue's tooltip and a game file's in
/// the typed-path Load game list, so a table sees which game it resumes
/// before it does. Replayed from the file once per change of the file or
/// the language, not every frame.
#[derive(Default)]
pub(super) struct SavedGameWords {
    /// The file's modification time and length (a coarse clock may give
    /// two writes one time), and the language the words are in.
    read: Option<(std::time::SystemTime, u64, Lang)>,
    words: Option<String>,
}

impl SavedGameWords {
    /// The words for the saved game at `path` (`None` when it cannot be
    /// read or replayed: opening it says why).
    pub(super) fn words(&mut self, path: &Path, tr: Tr) -> Option<&str> {
        let meta = std::fs::metadata(path).ok()?;
        let key = (meta.modified().ok()?, meta.len(), tr.lang);
        if self.read != Some(key) {
            self.read = Some(key);
            self.words = crate::session::Session::load(path)
                .ok()
                .map(|session| saved_game_words(&session, tr));
        }
        self.words.as_deref()
    }
}

/// "Front, turn 5: Ann (Firefighter 1), Bot 2 (Firefighter 2)", or "…,
/// over after 12 turns: …" for a finished game.
fn saved_game_words(session: &crate::session::Session, tr: Tr) -> String {
    let shown = session.shown_names();
    let names = text::Names::new(session.board(), &shown).with_lang(tr.lang);
    let count = session.state().firefighters().len();
    let players: Vec<String> = (0..count)
        .map(|seat| names.firefighter(u8::try_from(seat).unwrap_or(u8::MAX)))
        .collect();
    let key = if session.state().outcome().is_some() {
        "start-continue-hint-over"
    } else {
        "start-continue-hint"
    };
    tr.args(
        key,
        &args([
            ("board", session.board().name().to_string().into()),
            ("turn", session.state().turn().into()),
            ("players", players.join(", ").into()),
        ]),
    )
}

/// Pictures of the shipped boards for the start screen, drawn once on a
/// named thread (CPU rendering takes a few tens of milliseconds per board)
/// and kept as textures.
#[derive(Default)]
pub(super) struct Previews {
    /// Each board's picture and the language it was drawn in (a picture in
    /// the old language is shown until the new one comes).
    textures: std::collections::HashMap<PathBuf, (Lang, egui::TextureHandle)>,
    waiting: Option<Receiver<(PathBuf, image::RgbaImage)>>,
    /// The language they were drawn in: their words (stair labels, the
    /// parking spots' letters) are drawn again in another.
    started: Option<Lang>,
}

impl Previews {
    pub(super) fn start(&mut self, boards: &[BoardEntry], ctx: &egui::Context) {
        let lang = language::lang(ctx);
        if self.started == Some(lang) {
            return;
        }
        self.started = Some(lang);
        // A thread still drawing pictures in the old language stops when
        // its receiver is replaced below.
        let jobs: Vec<(PathBuf, Arc<Board>)> = boards
            .iter()
            .map(|b| (b.path.clone(), Arc::clone(&b.board)))
            .collect();
        let (tx, rx) = channel();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("board previews".into())
            .spawn(move || {
                for (path, board) in jobs {
                    let image = board_preview_in(&board, 250, lang);
                    if tx.send((path, image)).is_err() {
                        return;
                    }
                    ctx.request_repaint();
                }
            });
        self.waiting = spawned.ok().map(|_| rx);
    }

    /// Whether the picture of the board at `path` is there, in the
    /// language the pictures are being drawn in now.
    pub(super) fn drawn_in_current_language(&self, path: &Path) -> bool {
        self.textures
            .get(path)
            .is_some_and(|(lang, _)| Some(*lang) == self.started)
    }

    pub(super) fn receive(&mut self, ctx: &egui::Context) {
        let Some(rx) = &self.waiting else { return };
        while let Ok((path, image)) = rx.try_recv() {
            let size = [image.width() as usize, image.height() as usize];
            let pixels = egui::ColorImage::from_rgba_unmultiplied(size, image.as_raw());
            let name = format!("preview {}", path.display());
            let texture = ctx.load_texture(name, pixels, egui::TextureOptions::LINEAR);
            if let Some(lang) = self.started {
                self.textures.insert(path, (lang, texture));
            }
        }
    }
}

impl FlashpointApp {
    /// A card per shipped board: its picture, Play and Edit.
    pub(super) fn board_cards_ui(&mut self, ui: &mut Ui) -> Option<Screen> {
        let tr = Tr::of(ui.ctx());
        self.previews.start(&self.boards, ui.ctx());
        let mut next = None;
        let card_width = 210.0;
        // A card is the picture's width and its group frame's margins; the
        // rows are centred by that measure, spacing between cards only.
        let outer = card_width + egui::Frame::group(ui.style()).total_margin().sum().x;
        let gap = ui.spacing().item_spacing.x;
        let per_row = (((ui.available_width() + gap) / (outer + gap)) as usize).max(1);
        for row in self.boards.clone().chunks(per_row) {
            ui.horizontal(|ui| {
                let used = row.len() as f32 * (outer + gap) - gap;
                ui.add_space((ui.available_width() - used).max(0.0) / 2.0);
                for entry in row {
                    ui.group(|ui| {
                        ui.set_width(card_width);
                        ui.vertical_centered(|ui| {
                            match self.previews.textures.get(&entry.path).map(|(_, t)| t) {
                                Some(texture) => {
                                    let size = texture.size_vec2();
                                    let scale = (card_width / size.x).min(130.0 / size.y);
                                    // A wide picture (floors side by side) is
                                    // centred in the same height, so the cards
                                    // of a row stay alike.
                                    let margin = ((130.0 - size.y * scale) / 2.0).max(0.0);
                                    ui.add_space(margin);
                                    ui.add(
                                        egui::Image::new((texture.id(), size * scale)).alt_text(
                                            tr.args(
                                                "start-board-picture",
                                                &args([(
                                                    "name",
                                                    text::board_title(tr.lang, &entry.name).into(),
                                                )]),
                                            ),
                                        ),
                                    );
                                    ui.add_space(margin);
                                }
                                // A still placeholder: a spinner would repaint
                                // every frame; the drawing thread wakes the UI.
                                None => {
                                    ui.add_sized(
                                        [card_width, 130.0],
                                        egui::Label::new(tr.get("start-board-drawing")),
                                    );
                                }
                            }
                            ui.strong(text::board_title(tr.lang, &entry.name));
                            // Which rules it plays by, before the players sit down.
                            let rules = tr.get(terms::board_rules(entry.board.rules()));
                            ui.label(RichText::new(rules).small().weak());
                            let (play, edit) =
                                (tr.get("start-board-play"), tr.get("start-board-edit"));
                            ui.horizontal(|ui| {
                                // Centred by measuring: the words' widths
                                // differ from language to language.
                                let used = button_width(ui, &play)
                                    + button_width(ui, &edit)
                                    + ui.spacing().item_spacing.x;
                                ui.add_space(((card_width - used) / 2.0).max(0.0));
                                if ui
                                    .button(play.as_str())
                                    .on_hover_text(entry.path.display().to_string())
                                    .clicked()
                                {
                                    next = Some(Screen::NewGame(Box::new(
                                        self.dialog_for_the_table(entry.clone()),
                                    )));
                                }
                                if ui
                                    .button(edit.as_str())
                                    .on_hover_text(entry.path.display().to_string())
                                    .clicked()
                                {
                                    match EditorDoc::open(&entry.path) {
                                        Ok(doc) => {
                                            next = Some(Screen::Editor(Box::new(
                                                self.editor_for(doc),
                                            )));
                                        }
                                        Err(e) => {
                                            self.error =
                                                Some(crate::text::board_error_text(tr.lang, &e))
                                        }
                                    }
                                }
                            });
                        });
                    });
                }
            });
        }
        next
    }

    /// Whether the start screen is shown (its board pictures are drawn on
    /// a thread, whose repaint requests tests wait out).
    pub fn on_start_screen(&self) -> bool {
        matches!(self.screen, Screen::Start)
    }

    /// The new-game dialog on `entry` for the table of the last game (the
    /// one paused, else the autosave's): its players, colours, bots and
    /// rules, so friends who played yesterday start again without typing
    /// their names; the vehicles' spots, which belong to a board, are left
    /// to choose. The defaults when there was no game. Every way to a new
    /// game on a board asks it: the start screen, Open board, the editor's
    /// Play, `flashpoint play BOARD`.
    pub(super) fn dialog_for_the_table(&self, entry: BoardEntry) -> NewGameDialog {
        let table = match &self.paused {
            Some(play) => Some((play.session.config().clone(), play.session.seats().to_vec())),
            None => self
                .autosave_file()
                .and_then(|path| crate::session::Session::saved_table(&path)),
        };
        match table {
            Some((mut config, seats)) => {
                config.engine = None;
                config.ambulance = None;
                NewGameDialog::again(entry, &self.boards, &config, &seats)
            }
            None => NewGameDialog::new(entry, &self.boards),
        }
    }

    /// Whether every board's picture is on the start screen, drawn in the
    /// language shown (tests wait for it before taking a snapshot).
    pub fn previews_ready(&self) -> bool {
        self.boards
            .iter()
            .all(|b| self.previews.drawn_in_current_language(&b.path))
    }

    pub(super) fn start_ui(&mut self, ui: &mut Ui) -> Option<Screen> {
        let tr = Tr::of(ui.ctx());
        let mut next = None;
        if ui.input(|i| i.key_pressed(egui::Key::F1)) {
            self.start_rules.open = !self.start_rules.open;
        }
        self.start_rules.ui(ui, tr, &self.boards);
        // The Language menu, where a player who cannot read the current
        // language looks first: at the top.
        egui::Panel::top("start-top").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, language::menu);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            // Scrolls in a small window rather than cutting off the boards.
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.add_space(24.0);
                        ui.heading(RichText::new(tr.get("app-title")).size(32.0));
                        ui.label(tr.get("start-tagline"));
                        ui.add_space(16.0);
                        // The front board, the one the rules start with.
                        if ui
                            .button(RichText::new(tr.get("start-new-game")).size(18.0))
                            .clicked()
                            && let Some(entry) = crate::app::new_game::default_board(&self.boards)
                        {
                            let dialog = self.dialog_for_the_table(entry);
                            next = Some(Screen::NewGame(Box::new(dialog)));
                        }
                        let autosave = self.autosave_file().filter(|p| p.exists());
                        let continue_button = ui.add_enabled(
                            autosave.is_some(),
                            egui::Button::new(RichText::new(tr.get("start-continue")).size(18.0)),
                        );
                        // Read only while pointed at (the file is looked
                        // at, not every frame).
                        let continue_button = match &autosave {
                            Some(path) if continue_button.hovered() => {
                                match self.continue_hint.words(path, tr) {
                                    Some(words) => continue_button.on_hover_text(words),
                                    None => continue_button,
                                }
                            }
                            _ => continue_button,
                        };
                        if continue_button
                            .on_disabled_hover_text(tr.get("start-no-autosave"))
                            .clicked()
                            && let Some(path) = autosave
                        {
                            self.load_game(&path);
                        }
                        if ui
                            .button(RichText::new(tr.get("start-load-game")).size(18.0))
                            .clicked()
                        {
                            self.open_dialog(FilePurpose::LoadGame);
                        }
                        if ui.button(tr.get("rules-menu")).clicked() {
                            self.start_rules.open = !self.start_rules.open;
                        }
                        ui.add_space(16.0);
                        ui.strong(tr.get("start-boards"));
                        self.previews.receive(ui.ctx());
                        if let Some(screen) = self.board_cards_ui(ui) {
                            next = Some(screen);
                        }
                        let files = [
                            tr.get("start-open-board-file"),
                            tr.get("start-draw-board"),
                            tr.get("start-edit-board-file"),
                        ];
                        ui.horizontal(|ui| {
                            // Centred by hand, measured (the words' widths
                            // differ by language): a horizontal row does not
                            // centre itself.
                            let used: f32 = files.iter().map(|t| button_width(ui, t)).sum::<f32>()
                                + 2.0 * ui.spacing().item_spacing.x;
                            ui.add_space((ui.available_width() - used).max(0.0) / 2.0);
                            let [open, draw, edit] = &files;
                            if ui.button(open.as_str()).clicked() {
                                self.open_dialog(FilePurpose::OpenBoard);
                            }
                            if ui.button(draw.as_str()).clicked() {
                                next = Some(Screen::Editor(Box::new(
                                    self.editor_for(editor::new_board(tr)),
                                )));
                            }
                            if ui.button(edit.as_str()).clicked() {
                                self.open_dialog(FilePurpose::EditBoard);
                            }
                        });
                        let recovery = self
                            .data_folder()
                            .map(|d| d.join(EDITOR_RECOVERY))
                            .filter(|p| p.exists());
                        if let Some(path) = recovery
                            && ui
                                .button(tr.get("start-recover-board"))
                                .on_hover_text(tr.get("start-recover-board-hint"))
                                .clicked()
                        {
                            match EditorDoc::recover(&path) {
                                Ok(doc) => {
                                    next = Some(Screen::Editor(Box::new(self.editor_for(doc))))
                                }
                                Err(e) => {
                                    self.error = Some(crate::text::board_error_text(tr.lang, &e))
                                }
                            }
                        }
                        for problem in &self.board_problems {
                            ui.label(
                                RichText::new(problem.words(tr.lang))
                                    .small()
                                    .color(Color32::from_rgb(180, 40, 20)),
                            );
                        }
                    });
                });
        });
        next
    }
}

/// The width of a button showing `text` in `ui`'s style.
fn button_width(ui: &Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let galley = ui
        .ctx()
        .fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font, Color32::PLACEHOLDER));
    galley.size().x + 2.0 * ui.spacing().button_padding.x
}

/// The rules card on the start screen, before any game is set up: the card
/// of an experienced game on the front board (the default board), which
/// holds every row of the base game; the new-game dialog shows the card of
/// the game being set up.
#[derive(Default)]
pub(super) struct StartRules {
    pub open: bool,
    words: Option<(Lang, Vec<RulesSection>)>,
}

impl StartRules {
    fn ui(&mut self, ui: &Ui, tr: Tr, boards: &[BoardEntry]) {
        if !self.open {
            return;
        }
        if self.words.as_ref().is_none_or(|(lang, _)| *lang != tr.lang) {
            let Some(entry) = default_board(boards) else {
                self.open = false;
                return;
            };
            let config = GameConfig::experienced(4, Difficulty::Recruit);
            let mut sections = vec![RulesSection {
                title: tr.get("start-rules-note"),
                rows: Vec::new(),
            }];
            if let Ok(state) = GameState::new(entry.board, config, 0) {
                sections.extend(text::rules_card_before_play(tr.lang, &state));
            }
            self.words = Some((tr.lang, sections));
        }
        if let Some((_, sections)) = &self.words {
            rules_window_ui(ui.ctx(), tr, sections, &mut self.open);
        }
    }
}

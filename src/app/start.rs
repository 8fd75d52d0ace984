//! The start screen: a card per shipped board with its picture (drawn on
//! a named thread), Play and Edit, the same for the user's boards
//! ([`super::user_boards`]), and the buttons for a new game, a saved game,
//! a board file and the editor.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

use egui::{Color32, RichText, Ui};

use super::new_game::{NewGameDialog, default_board};
use super::user_boards::UserBoard;
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

/// Pictures of the boards for the start screen, drawn on named threads
/// (CPU rendering takes a few tens of milliseconds per board) and kept as
/// textures: the shipped boards' at once, the user's as they are found.
#[derive(Default)]
pub(super) struct Previews {
    /// Each board's picture and the language it was drawn in (a picture in
    /// the old language is shown until the new one comes).
    textures: std::collections::HashMap<PathBuf, (Lang, egui::TextureHandle)>,
    /// A receiver per batch of pictures being drawn.
    waiting: Vec<Receiver<(PathBuf, image::RgbaImage)>>,
    /// The language they are drawn in: their words (stair labels, the
    /// parking spots' letters) are drawn again in another.
    started: Option<Lang>,
    /// The boards whose pictures have been asked for in that language.
    asked: std::collections::HashSet<PathBuf>,
}

impl Previews {
    /// Draws the pictures of `boards` not drawn or being drawn in the
    /// language shown.
    pub(super) fn start<'a>(
        &mut self,
        boards: impl IntoIterator<Item = &'a BoardEntry>,
        ctx: &egui::Context,
    ) {
        let lang = language::lang(ctx);
        if self.started != Some(lang) {
            self.started = Some(lang);
            self.asked.clear();
            // The threads still drawing in the old language stop when
            // their receivers are dropped.
            self.waiting.clear();
        }
        let jobs: Vec<(PathBuf, Arc<Board>)> = boards
            .into_iter()
            .filter(|b| !self.asked.contains(&b.path))
            .map(|b| (b.path.clone(), Arc::clone(&b.board)))
            .collect();
        if jobs.is_empty() {
            return;
        }
        self.asked.extend(jobs.iter().map(|(path, _)| path.clone()));
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
        if spawned.is_ok() {
            self.waiting.push(rx);
        }
    }

    /// Forgets the picture of the board at `path`, which has changed: it
    /// is drawn again.
    pub(super) fn forget(&mut self, path: &Path) {
        self.textures.remove(path);
        self.asked.remove(path);
    }

    /// Whether the picture of the board at `path` is there, in the
    /// language the pictures are being drawn in now.
    pub(super) fn drawn_in_current_language(&self, path: &Path) -> bool {
        self.textures
            .get(path)
            .is_some_and(|(lang, _)| Some(*lang) == self.started)
    }

    pub(super) fn receive(&mut self, ctx: &egui::Context) {
        let (textures, started) = (&mut self.textures, self.started);
        self.waiting.retain(|rx| {
            loop {
                match rx.try_recv() {
                    Ok((path, image)) => {
                        let size = [image.width() as usize, image.height() as usize];
                        let pixels = egui::ColorImage::from_rgba_unmultiplied(size, image.as_raw());
                        let name = format!("preview {}", path.display());
                        let texture = ctx.load_texture(name, pixels, egui::TextureOptions::LINEAR);
                        if let Some(lang) = started {
                            textures.insert(path, (lang, texture));
                        }
                    }
                    Err(std::sync::mpsc::TryRecvError::Empty) => break true,
                    // The batch is drawn.
                    Err(std::sync::mpsc::TryRecvError::Disconnected) => break false,
                }
            }
        });
    }
}

/// A card on the start screen.
pub(super) enum Card {
    /// A board to play or edit.
    Board(BoardEntry),
    /// One of the user's boards not valid yet, to edit: the number of
    /// errors and the first, worded.
    Draft {
        name: String,
        path: PathBuf,
        errors: usize,
        first: Option<String>,
    },
}

impl FlashpointApp {
    /// A card per board: its picture, Play and Edit (a board not valid yet:
    /// what keeps it from play, and Edit).
    pub(super) fn board_cards_ui(&mut self, ui: &mut Ui, cards: &[Card]) -> Option<Screen> {
        let tr = Tr::of(ui.ctx());
        let mut next = None;
        let card_width = 210.0;
        // A card is the picture's width and its group frame's margins; the
        // rows are centred by that measure, spacing between cards only.
        let outer = card_width + egui::Frame::group(ui.style()).total_margin().sum().x;
        let gap = ui.spacing().item_spacing.x;
        let per_row = (((ui.available_width() + gap) / (outer + gap)) as usize).max(1);
        for row in cards.chunks(per_row) {
            ui.horizontal(|ui| {
                let used = row.len() as f32 * (outer + gap) - gap;
                ui.add_space((ui.available_width() - used).max(0.0) / 2.0);
                for card in row {
                    ui.group(|ui| {
                        ui.set_width(card_width);
                        ui.vertical_centered(|ui| {
                            if let Some(screen) = self.card_ui(ui, tr, card, card_width) {
                                next = Some(screen);
                            }
                        });
                    });
                }
            });
        }
        next
    }

    /// One card's contents.
    fn card_ui(&mut self, ui: &mut Ui, tr: Tr, card: &Card, card_width: f32) -> Option<Screen> {
        let (name, path) = match card {
            Card::Board(entry) => (&entry.name, &entry.path),
            Card::Draft { name, path, .. } => (name, path),
        };
        match card {
            Card::Board(entry) => self.picture_ui(ui, tr, entry, card_width),
            Card::Draft { errors, first, .. } => {
                let words = tr.args("start-board-draft", &args([("count", (*errors).into())]));
                let note = ui.add_sized(
                    [card_width, 130.0],
                    egui::Label::new(RichText::new(words).color(crate::app::notice::ERROR_COLOUR)),
                );
                if let Some(first) = first {
                    note.on_hover_text(first.as_str());
                }
            }
        }
        ui.strong(text::board_title(tr.lang, name));
        // Which rules it plays by, before the players sit down.
        let rules = match card {
            Card::Board(entry) => tr.get(terms::board_rules(entry.board.rules())),
            Card::Draft { .. } => tr.get("start-board-draft-rules"),
        };
        ui.label(RichText::new(rules).small().weak());
        let (play, edit) = (tr.get("start-board-play"), tr.get("start-board-edit"));
        let mut next = None;
        ui.horizontal(|ui| {
            // Centred by measuring: the words' widths differ from language
            // to language.
            let used = match card {
                Card::Board(_) => {
                    button_width(ui, &play) + button_width(ui, &edit) + ui.spacing().item_spacing.x
                }
                Card::Draft { .. } => button_width(ui, &edit),
            };
            ui.add_space(((card_width - used) / 2.0).max(0.0));
            if let Card::Board(entry) = card
                && ui
                    .button(play.as_str())
                    .on_hover_text(path.display().to_string())
                    .clicked()
            {
                next = Some(Screen::NewGame(Box::new(
                    self.dialog_for_the_table(entry.clone()),
                )));
            }
            if ui
                .button(edit.as_str())
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                match EditorDoc::open(path) {
                    Ok(doc) => next = Some(Screen::Editor(Box::new(self.editor_for(doc)))),
                    Err(e) => self.error = Some(crate::text::board_error_text(tr.lang, &e)),
                }
            }
        });
        next
    }

    /// A board's picture, or a still placeholder while it is drawn.
    fn picture_ui(&self, ui: &mut Ui, tr: Tr, entry: &BoardEntry, card_width: f32) {
        match self.previews.textures.get(&entry.path).map(|(_, t)| t) {
            Some(texture) => {
                let size = texture.size_vec2();
                let scale = (card_width / size.x).min(130.0 / size.y);
                // A wide picture (floors side by side) is centred in the
                // same height, so the cards of a row stay alike.
                let margin = ((130.0 - size.y * scale) / 2.0).max(0.0);
                ui.add_space(margin);
                ui.add(
                    egui::Image::new((texture.id(), size * scale)).alt_text(tr.args(
                        "start-board-picture",
                        &args([("name", text::board_title(tr.lang, &entry.name).into())]),
                    )),
                );
                ui.add_space(margin);
            }
            // A still placeholder: a spinner would repaint every frame;
            // the drawing thread wakes the UI.
            None => {
                ui.add_sized(
                    [card_width, 130.0],
                    egui::Label::new(tr.get("start-board-drawing")),
                );
            }
        }
    }

    /// The user's boards ([`super::user_boards`]) as cards, worded in
    /// `tr`'s language.
    pub(super) fn user_cards(&self, tr: Tr) -> Vec<Card> {
        self.user_boards
            .boards
            .iter()
            .map(|b| match b {
                UserBoard::Playable(entry) => Card::Board(entry.clone()),
                UserBoard::Draft {
                    name,
                    path,
                    invalid,
                } => Card::Draft {
                    name: name.clone(),
                    path: path.clone(),
                    errors: invalid.errors().count(),
                    first: invalid
                        .errors()
                        .next()
                        .map(|p| crate::text::problem_line(tr.lang, p)),
                },
            })
            .collect()
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
                NewGameDialog::again(entry, &self.playable_boards(), &config, &seats)
            }
            None => NewGameDialog::new(entry, &self.playable_boards()),
        }
    }

    /// Whether every board's picture is on the start screen, drawn in the
    /// language shown (tests wait for it before taking a snapshot).
    pub fn previews_ready(&self) -> bool {
        super::playable(&self.boards, &self.user_boards)
            .all(|b| self.previews.drawn_in_current_language(&b.path))
    }

    /// "Your boards": the cards of the boards in the data folder's
    /// `boards` folder, read again when the start screen is shown anew,
    /// and the files there that are not boards.
    fn user_boards_ui(&mut self, ui: &mut Ui, tr: Tr) -> Option<Screen> {
        let folder = self.user_boards.folder().map(Path::to_path_buf);
        let cards = self.user_cards(tr);
        if cards.is_empty() && self.user_boards.problems.is_empty() {
            return None;
        }
        ui.add_space(12.0);
        ui.strong(tr.get("start-your-boards"));
        if let Some(folder) = &folder {
            ui.label(
                RichText::new(tr.args(
                    "start-your-boards-folder",
                    &args([("folder", folder.display().to_string().into())]),
                ))
                .small()
                .weak(),
            );
        }
        let next = self.board_cards_ui(ui, &cards);
        for problem in &self.user_boards.problems {
            ui.label(
                RichText::new(problem.words(tr.lang))
                    .small()
                    .color(crate::app::notice::ERROR_COLOUR),
            );
        }
        next
    }

    pub(super) fn start_ui(&mut self, ui: &mut Ui) -> Option<Screen> {
        let tr = Tr::of(ui.ctx());
        let mut next = None;
        // The shipped boards' pictures and the user's, drawn as needed.
        if self.user_boards.due() {
            for changed in self.user_boards.refresh(self.user_boards_folder()) {
                self.previews.forget(&changed);
            }
        }
        self.previews
            .start(super::playable(&self.boards, &self.user_boards), ui.ctx());
        if ui.input(|i| i.key_pressed(egui::Key::F1)) {
            self.start_rules.open = !self.start_rules.open;
        }
        if ui.input_mut(super::open_shortcut) {
            self.open_dialog(FilePurpose::LoadGame);
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
                            .on_hover_text(tr.get("file-open-shortcut"))
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
                        let shipped: Vec<Card> =
                            self.boards.iter().cloned().map(Card::Board).collect();
                        if let Some(screen) = self.board_cards_ui(ui, &shipped) {
                            next = Some(screen);
                        }
                        if let Some(screen) = self.user_boards_ui(ui, tr) {
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

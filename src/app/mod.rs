//! The desktop app (egui only): which screen is shown (start, new game,
//! play, editor), what their requests lead to (files opened and saved),
//! and the window. The start screen is drawn in [`start`], the file
//! dialogs in [`file_dialog`], pictures without a window in [`render`];
//! the settings and the autosave are kept in [`persist`]. The rules live in [`crate::engine`]; a game in
//! progress in [`crate::session`].

pub mod board_view;
mod drop;
pub mod editor;
mod file_dialog;
pub mod fire_summary;
pub mod language;
pub mod new_game;
mod notice;
mod persist;
pub mod play;
pub mod raster;
mod render;
pub mod rules_window;
pub mod scene;
pub mod settings;
mod start;
pub mod tally;
mod user_boards;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{Color32, RichText, Ui};

use crate::editor::EditorDoc;
use crate::engine::board::io::{BoardError, load_board, parse_layout};
use crate::engine::board::{Board, RuleSet};
use crate::files::{
    BOARD_LIMIT, FileKind, Limit, ReadError, SAVE_LIMIT, read_text_capped, strip_bom,
};
use crate::i18n::{Lang, args};
use crate::session::{SaveError, Session};
use editor::{EditorRequest, EditorScreen};
use language::Tr;
use new_game::NewGameDialog;
use play::{PlayRequest, PlayScreen};

use file_dialog::{FileDialog, Suggestion};
pub use file_dialog::{FilePurpose, file_name_for};
pub use notice::{Notice, NoticeKind};
pub use render::{
    board_image, board_image_in, board_preview_in, render_board, render_offscreen, save_png,
    screenshot,
};
use start::Previews;

/// A board offered on the start screen.
#[derive(Clone)]
pub struct BoardEntry {
    pub name: String,
    pub path: PathBuf,
    pub board: Arc<Board>,
}

/// The folder of shipped boards: `./boards`, else next to the executable,
/// else the source tree's.
pub fn boards_dir() -> PathBuf {
    let candidates = [
        Some(PathBuf::from("boards")),
        std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(|d| d.join("boards"))),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("boards")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_dir())
        .unwrap_or_else(|| PathBuf::from("boards"))
}

/// Why a board is missing from the start screen: kept as data, so it is
/// worded in the language shown when it is drawn.
#[derive(Debug)]
pub enum ListProblem {
    /// The boards folder cannot be read.
    NoFolder(PathBuf),
    /// A board file in it does not load.
    Board(BoardError),
}

impl ListProblem {
    /// The problem in `lang`.
    pub fn words(&self, lang: crate::i18n::Lang) -> String {
        match self {
            ListProblem::NoFolder(dir) => Tr::new(lang).args(
                "start-no-boards-folder",
                &args([("folder", dir.display().to_string().into())]),
            ),
            ListProblem::Board(e) => crate::text::board_error_text(lang, e),
        }
    }
}

/// Every valid board in `dir`, by name; invalid ones are reported.
pub fn list_boards(dir: &Path) -> (Vec<BoardEntry>, Vec<ListProblem>) {
    let mut boards = Vec::new();
    let mut problems = Vec::new();
    let Ok(paths) = json_files(dir) else {
        return (boards, vec![ListProblem::NoFolder(dir.to_path_buf())]);
    };
    for path in paths
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with("schema.json"))
    {
        match load_board(&path) {
            Ok(board) => boards.push(BoardEntry {
                name: board.name().to_string(),
                path,
                board: Arc::new(board),
            }),
            Err(e) => problems.push(ListProblem::Board(e)),
        }
    }
    // The base game's boards first (the front one leads), then the
    // expansions', each group by file name.
    boards.sort_by_key(|b| {
        let front = b.path.file_stem().is_some_and(|s| s == "front");
        (b.board.rules() != RuleSet::Base, !front)
    });
    (boards, problems)
}

/// The `.json` files in `dir`, by path: where the shipped boards and the
/// user's are looked for.
fn json_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    Ok(paths)
}

/// Where the autosave and settings live: `FLASHPOINT_DATA_DIR`, else the
/// platform's data folder.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FLASHPOINT_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "flashpoint", "flashpoint")
        .map(|d| d.data_dir().to_path_buf())
}

/// What a file named on its own holds, told by its content (a desktop file
/// association passes just the file): a board, for the editor, or a saved
/// game, to play on.
pub enum OpenedFile {
    Board(Box<EditorDoc>),
    Game(Box<Session>),
}

/// Why a file named on its own cannot be opened. Each says so once, with
/// the file's name.
#[derive(Debug, thiserror::Error)]
pub enum OpenFileError {
    /// Missing, a folder, too large, not UTF-8.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// Not JSON, or a board file that cannot be read as one.
    #[error(transparent)]
    Board(#[from] BoardError),
    /// A saved game that cannot be loaded.
    #[error(transparent)]
    Game(#[from] SaveError),
    #[error(
        "{}: this is neither a board (it has no \"format_version\") nor a saved game (it has no \"format\")",
        path.display()
    )]
    Neither { path: PathBuf },
}

/// The most a file named on its own may hold: the larger of a board's and
/// a save's limits.
const BOARD_OR_SAVE_LIMIT: Limit = Limit {
    bytes: if BOARD_LIMIT.bytes > SAVE_LIMIT.bytes {
        BOARD_LIMIT.bytes
    } else {
        SAVE_LIMIT.bytes
    },
    what: FileKind::BoardOrSave,
};

/// Reads `path` once and opens what it holds: a saved game has a `format`
/// field (docs/save-format.md), a board a `format_version`
/// (docs/board-format.md). A board need not be valid (the editor is where
/// it gets fixed); a saved game must replay.
pub fn open_file(path: &Path) -> Result<OpenedFile, OpenFileError> {
    let text = read_text_capped(path, BOARD_OR_SAVE_LIMIT)?;
    let value: serde_json::Value = serde_json::from_str(strip_bom(&text))
        .map_err(|e| crate::engine::board::io::json_error(path, &e))?;
    let has = |field: &str| value.get(field).is_some();
    if has("format") {
        Ok(OpenedFile::Game(Box::new(Session::from_json(&text, path)?)))
    } else if has("format_version") {
        let layout = parse_layout(&text, path)?;
        Ok(OpenedFile::Board(Box::new(EditorDoc::opened(layout, path))))
    } else {
        Err(OpenFileError::Neither {
            path: path.to_owned(),
        })
    }
}

/// The board editor's recovery file: the board being edited, written after
/// every change until it is saved.
pub const EDITOR_RECOVERY: &str = "editor-recovery.json";

enum Screen {
    Start,
    NewGame(Box<NewGameDialog>),
    Play(Box<PlayScreen>),
    Editor(Box<EditorScreen>),
}

/// The whole app.
pub struct FlashpointApp {
    screen: Screen,
    boards: Vec<BoardEntry>,
    board_problems: Vec<ListProblem>,
    dialog: Option<FileDialog>,
    /// Use the system file dialog (off in tests and screenshots).
    pub native_dialogs: bool,
    /// Write the autosave as the game goes, and keep the autosave,
    /// settings.json and the editor's recovery file in the user's data
    /// folder when no `data_dir` is given: on in
    /// [`FlashpointApp::for_desktop`] only, so that tests and screenshots
    /// neither see nor change the user's files.
    pub autosave: bool,
    error: Option<String>,
    /// The game left for the new-game dialog, to return to on Cancel.
    paused: Option<Box<PlayScreen>>,
    /// The editor left to play its board, to return to afterwards.
    editing: Option<Box<EditorScreen>>,
    previews: Previews,
    /// The UI context, to wake the UI when a file-dialog thread ends.
    ctx: egui::Context,
    /// Where the autosave goes; `None`: the platform's data folder.
    pub data_dir: Option<PathBuf>,
    /// The player's settings, read from the data folder when first needed.
    settings: Option<settings::Settings>,
    /// The saved zoom has been given to the window.
    zoom_applied: bool,
    /// The window's size as last seen, kept in settings.json at exit.
    window_seen: Option<settings::WindowSize>,
    /// The language until one is chosen in the Language menu: English,
    /// or the system's in [`FlashpointApp::for_desktop`] (tests and
    /// screenshots stay English whatever the machine's locale).
    pub default_language: Lang,
    /// The start screen's rules card (*Rules summary*, F1): open, and its
    /// words as last worded, in their language.
    start_rules: start::StartRules,
    /// Continue's tooltip, read from the autosave when it changes.
    continue_hint: start::SavedGameWords,
    /// The boards of the data folder's `boards` folder ("Your boards").
    user_boards: user_boards::UserBoards,
}

impl FlashpointApp {
    /// The app with its defaults, apart from the user's data folder (see
    /// `autosave`): what tests and screenshots start from. A window on the
    /// desktop starts from [`FlashpointApp::for_desktop`].
    pub fn new() -> FlashpointApp {
        let (boards, board_problems) = list_boards(&boards_dir());
        FlashpointApp {
            screen: Screen::Start,
            boards,
            board_problems,
            dialog: None,
            native_dialogs: true,
            // Before anything reads the folder: the new-game dialog seats
            // the autosave's table (`with_board`), the editor's language
            // comes from settings.json (`with_editor`).
            autosave: false,
            error: None,
            paused: None,
            editing: None,
            previews: Previews::default(),
            ctx: egui::Context::default(),
            data_dir: None,
            settings: None,
            zoom_applied: false,
            window_seen: None,
            default_language: Lang::En,
            start_rules: start::StartRules::default(),
            continue_hint: start::SavedGameWords::default(),
            user_boards: user_boards::UserBoards::default(),
        }
    }

    /// The app for a window on this desktop: until a language is chosen
    /// it follows the system's (issue 16), also in what is made before the
    /// window opens (a new board's name); it keeps its autosave and
    /// settings in the user's data folder ([`data_dir`]).
    pub fn for_desktop() -> FlashpointApp {
        FlashpointApp {
            default_language: Lang::from_system(),
            autosave: true,
            ..FlashpointApp::new()
        }
    }

    /// Opens straight into the new-game dialog for a board file, the last
    /// game's table seated (its players, colours and bots).
    pub fn with_board(mut self, path: &Path) -> anyhow::Result<FlashpointApp> {
        let board = load_board(path)?;
        let entry = BoardEntry {
            name: board.name().to_string(),
            path: path.to_path_buf(),
            board: Arc::new(board),
        };
        self.screen = Screen::NewGame(Box::new(self.dialog_for_the_table(entry)));
        Ok(self)
    }

    /// Opens straight into the board editor: on a board file, or a new board.
    pub fn with_editor(mut self, path: Option<&Path>) -> anyhow::Result<FlashpointApp> {
        let doc = match path {
            Some(p) => EditorDoc::open(p)?,
            None => editor::new_board(Tr::new(self.language())),
        };
        self.screen = Screen::Editor(Box::new(self.editor_for(doc)));
        Ok(self)
    }

    fn editor_for(&self, doc: EditorDoc) -> EditorScreen {
        let mut editor = EditorScreen::new(doc);
        editor.recovery = self.data_folder().map(|d| d.join(EDITOR_RECOVERY));
        editor
    }

    /// Where the user's boards are kept: the `boards` folder of the data
    /// folder, where the file dialogs propose to save a board.
    fn user_boards_folder(&self) -> Option<PathBuf> {
        self.data_folder()
            .map(|d| d.join("boards"))
            // A data folder set to the program's own folder: its boards
            // are the shipped ones, shown once.
            .filter(|folder| !same_file(folder, &boards_dir()))
    }

    /// The boards a new game may be played on: the shipped ones, then the
    /// user's valid ones.
    fn playable_boards(&self) -> Vec<BoardEntry> {
        playable(&self.boards, &self.user_boards).cloned().collect()
    }

    /// Where the autosave and the editor's recovery file go.
    fn data_folder(&self) -> Option<PathBuf> {
        if !self.autosave {
            return self.data_dir.clone();
        }
        self.data_dir.clone().or_else(data_dir)
    }

    pub fn editor_screen(&mut self) -> Option<&mut EditorScreen> {
        match &mut self.screen {
            Screen::Editor(e) => Some(e),
            _ => None,
        }
    }

    /// Opens a file named on its own ([`open_file`]): a board in the editor,
    /// a saved game in play (Ctrl+S saving back to it, but to the autosave,
    /// as Load game does).
    pub fn with_file(mut self, path: &Path) -> Result<FlashpointApp, OpenFileError> {
        self.screen = match open_file(path)? {
            OpenedFile::Board(doc) => Screen::Editor(Box::new(self.editor_for(*doc))),
            OpenedFile::Game(session) => Screen::Play(Box::new(self.opened_game(*session, path))),
        };
        Ok(self)
    }

    /// Opens straight into a game.
    pub fn with_session(mut self, session: Session) -> FlashpointApp {
        self.screen = Screen::Play(Box::new(PlayScreen::resume(session)));
        self
    }

    /// The autosave file: in `data_dir` when set, else in the platform's
    /// data folder (never when autosave is off and no folder is given, so
    /// tests do not see the user's files).
    pub fn autosave_file(&self) -> Option<PathBuf> {
        self.data_folder().map(|d| d.join("autosave.json"))
    }

    /// The new-game dialog, when it is shown.
    pub fn new_game_dialog(&mut self) -> Option<&mut NewGameDialog> {
        match &mut self.screen {
            Screen::NewGame(d) => Some(d),
            _ => None,
        }
    }

    /// Sets the seed offered by the new-game dialog.
    pub fn set_seed(&mut self, seed: u64) {
        if let Screen::NewGame(dialog) = &mut self.screen {
            dialog.seed = seed.to_string();
        }
    }

    /// Fills the new-game dialog in from a configuration.
    pub fn set_config(&mut self, config: &crate::engine::GameConfig) {
        if let Screen::NewGame(dialog) = &mut self.screen {
            dialog.set_config(config);
        }
    }

    pub fn play_screen(&mut self) -> Option<&mut PlayScreen> {
        match &mut self.screen {
            Screen::Play(p) => Some(p),
            _ => None,
        }
    }

    /// The app's whole frame.
    pub fn ui(&mut self, ui: &mut Ui) {
        self.ctx = ui.ctx().clone();
        self.sync_zoom();
        self.watch_window();
        language::set_lang(ui.ctx(), self.language());
        let tr = Tr::of(ui.ctx());
        if let Some(dialog) = &mut self.dialog
            && let Some(choice) = dialog.ui(ui.ctx())
        {
            let purpose = dialog.purpose;
            self.dialog = None;
            if let Some(path) = choice {
                self.file_chosen(purpose, &path);
            }
        }
        self.drop_ui(ui);
        if let Some(err) = self.error.clone() {
            egui::Window::new(tr.get("problem-title"))
                .collapsible(false)
                .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 40.0))
                .show(ui.ctx(), |ui| {
                    ui.label(RichText::new(err).color(Color32::from_rgb(180, 40, 20)));
                    if ui.button(tr.get("ok")).clicked() {
                        self.error = None;
                    }
                });
        }
        let mut next = None;
        match &mut self.screen {
            Screen::Start => next = self.start_ui(ui),
            Screen::NewGame(dialog) => {
                let mut result = None;
                egui::CentralPanel::default().show(ui, |ui| result = dialog.ui(ui));
                match result {
                    Some(Ok(play)) => next = Some(Screen::Play(play)),
                    Some(Err(())) => {
                        next = Some(match (self.paused.take(), self.editing.take()) {
                            (Some(p), _) => Screen::Play(p),
                            (None, Some(e)) => Screen::Editor(e),
                            (None, None) => Screen::Start,
                        });
                    }
                    None => {}
                }
            }
            Screen::Play(_) => {
                self.sync_settings();
                let Screen::Play(play) = &mut self.screen else {
                    return;
                };
                // Bots wait while a file dialog or a problem is open.
                play.held = self.dialog.is_some() || self.error.is_some();
                play.from_editor = self.editing.is_some();
                let request = play.ui(ui);
                // Closing the window mid-turn keeps the turn's actions too.
                if ui.input(|i| i.viewport().close_requested()) {
                    self.write_autosave();
                } else {
                    self.autosave_if_due();
                }
                if let Some(r) = request {
                    next = self.play_request(r);
                }
            }
            Screen::Editor(editor) => {
                if let Some(r) = editor.ui(ui) {
                    next = self.editor_request(r);
                }
            }
        }
        if let Some(screen) = next {
            // Back on the start screen, the user's boards are read again
            // (the editor may have saved one).
            if matches!(screen, Screen::Start) {
                self.user_boards.mark_stale();
            }
            self.screen = screen;
        }
        if let Some(lang) = language::take_choice(ui.ctx()) {
            self.choose_language(lang);
        }
    }

    fn play_request(&mut self, request: PlayRequest) -> Option<Screen> {
        let Screen::Play(play) = &mut self.screen else {
            return None;
        };
        match request {
            // A game started from the editor goes back to the editor.
            PlayRequest::MainMenu => {
                return Some(match self.editing.take() {
                    Some(e) => Screen::Editor(e),
                    None => Screen::Start,
                });
            }
            PlayRequest::NewGame => {
                let entry = BoardEntry {
                    name: play.session.board().name().to_string(),
                    path: play
                        .session
                        .board_file()
                        .map(Path::to_path_buf)
                        .unwrap_or_default(),
                    board: Arc::clone(play.session.board()),
                };
                let boards: Vec<BoardEntry> =
                    playable(&self.boards, &self.user_boards).cloned().collect();
                let dialog = NewGameDialog::again(
                    entry,
                    &boards,
                    play.session.config(),
                    play.session.seats(),
                );
                if let Screen::Play(p) = std::mem::replace(&mut self.screen, Screen::Start) {
                    self.paused = Some(p);
                }
                return Some(Screen::NewGame(Box::new(dialog)));
            }
            PlayRequest::Save => match play.save_path.clone() {
                Some(path) => match play.session.save(&path) {
                    Ok(()) => {
                        play.message = Some(Notice::done(saved_to(&self.ctx, &path)));
                    }
                    Err(e) => {
                        self.error = Some(crate::text::save_error_text(Tr::of(&self.ctx).lang, &e))
                    }
                },
                None => self.open_dialog(FilePurpose::SaveGame),
            },
            PlayRequest::SaveAs => self.open_dialog(FilePurpose::SaveGame),
            PlayRequest::Load => self.open_dialog(FilePurpose::LoadGame),
        }
        None
    }

    fn editor_request(&mut self, request: EditorRequest) -> Option<Screen> {
        match request {
            EditorRequest::MainMenu => Some(Screen::Start),
            EditorRequest::Play(board) => {
                let Screen::Editor(editor) = std::mem::replace(&mut self.screen, Screen::Start)
                else {
                    return None;
                };
                let entry = BoardEntry {
                    name: board.name().to_string(),
                    path: editor.doc.path().map(Path::to_path_buf).unwrap_or_default(),
                    board,
                };
                self.editing = Some(editor);
                Some(Screen::NewGame(Box::new(self.dialog_for_the_table(entry))))
            }
            EditorRequest::Open => {
                self.open_dialog(FilePurpose::EditBoard);
                None
            }
            EditorRequest::OpenFile(path) => {
                self.open_named(&path);
                None
            }
            EditorRequest::SaveAs => {
                self.open_dialog(FilePurpose::SaveBoard);
                None
            }
        }
    }

    fn open_dialog(&mut self, purpose: FilePurpose) {
        if self.dialog.is_none() {
            let suggestion = self.suggestion(purpose);
            self.dialog = Some(FileDialog::new(
                purpose,
                suggestion,
                &self.ctx,
                self.native_dialogs,
            ));
        }
    }

    /// What a file dialog proposes: the file being saved again, else a
    /// file named after the board in the data folder's `boards` or `games`
    /// folder (absolute, so the user sees where it goes), or that folder
    /// to pick from. The data folder is proposed even when autosave is off.
    fn suggestion(&self, purpose: FilePurpose) -> Suggestion {
        let data = self
            .data_dir
            .clone()
            .or_else(data_dir)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        let (boards, games) = (data.join("boards"), data.join("games"));
        match (purpose, &self.screen) {
            (FilePurpose::SaveBoard, Screen::Editor(e)) => match e.doc.path() {
                Some(path) => Suggestion::file(path),
                None => Suggestion::in_folder(&boards, Some(&file_name_for(&e.doc.layout().name))),
            },
            (FilePurpose::SaveBoard, _) => Suggestion::in_folder(&boards, Some("board.json")),
            (FilePurpose::SaveGame, Screen::Play(p)) => match &p.save_path {
                Some(path) => Suggestion::file(path),
                None => {
                    let name = format!("{} game", p.session.board().name());
                    Suggestion::in_folder(&games, Some(&file_name_for(&name)))
                }
            },
            (FilePurpose::SaveGame, _) => Suggestion::in_folder(&games, Some("game.json")),
            (FilePurpose::LoadGame, _) => Suggestion::in_folder(&games, None),
            (FilePurpose::OpenBoard | FilePurpose::EditBoard, _) => {
                Suggestion::in_folder(&boards, None)
            }
        }
    }

    fn file_chosen(&mut self, purpose: FilePurpose, path: &Path) {
        match purpose {
            FilePurpose::LoadGame => self.load_game(path),
            FilePurpose::SaveGame => {
                if let Screen::Play(play) = &mut self.screen {
                    match play.session.save(path) {
                        Ok(()) => {
                            play.save_path = Some(path.to_path_buf());
                            play.message = Some(Notice::done(saved_to(&self.ctx, path)));
                        }
                        Err(e) => {
                            self.error =
                                Some(crate::text::save_error_text(Tr::of(&self.ctx).lang, &e))
                        }
                    }
                }
            }
            FilePurpose::OpenBoard => match load_board(path) {
                Ok(board) => {
                    let entry = BoardEntry {
                        name: board.name().to_string(),
                        path: path.to_path_buf(),
                        board: Arc::new(board),
                    };
                    self.screen = Screen::NewGame(Box::new(self.dialog_for_the_table(entry)));
                }
                Err(e) => {
                    self.error = Some(crate::text::board_error_text(Tr::of(&self.ctx).lang, &e))
                }
            },
            FilePurpose::EditBoard => match EditorDoc::open(path) {
                Ok(doc) => self.screen = Screen::Editor(Box::new(self.editor_for(doc))),
                Err(e) => {
                    self.error = Some(crate::text::board_error_text(Tr::of(&self.ctx).lang, &e))
                }
            },
            FilePurpose::SaveBoard => {
                if let Screen::Editor(editor) = &mut self.screen {
                    match editor.doc.save_as(path) {
                        Ok(()) => {
                            editor.message = Some(Notice::done(saved_to(&self.ctx, path)));
                            if let Some(r) = &editor.recovery {
                                let _ = std::fs::remove_file(r);
                            }
                        }
                        Err(e) => {
                            self.error = Some(crate::text::board_save_error_text(
                                Tr::of(&self.ctx).lang,
                                &e,
                            ))
                        }
                    }
                }
            }
        }
    }

    /// Play mode on a game opened from `path` (Load game, a dropped file):
    /// saved back there, but for the autosave, the app's own file written
    /// over every turn, from which a game is saved where the player chooses.
    fn opened_game(&self, session: Session, path: &Path) -> PlayScreen {
        let mut play = loaded_game(session, path);
        if self.autosave_file().is_some_and(|a| same_file(&a, path)) {
            play.save_path = None;
        }
        play
    }

    /// Loads a saved game, replaying it; errors name the file and the step.
    pub fn load_game(&mut self, path: &Path) {
        match Session::load(path) {
            Ok(session) => self.screen = Screen::Play(Box::new(self.opened_game(session, path))),
            Err(e) => self.error = Some(crate::text::save_error_text(Tr::of(&self.ctx).lang, &e)),
        }
    }
}

/// Whether `a` and `b` name the same file (as written, or once resolved).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(a), Ok(b)) if a == b
        )
}

/// "Saved to …", in the frame's language.
fn saved_to(ctx: &egui::Context, path: &Path) -> String {
    editor::saved_to(Tr::of(ctx), path)
}

/// The shipped boards, then the user's valid ones: what a new game may be
/// played on, and whose pictures the start screen draws.
fn playable<'a>(
    shipped: &'a [BoardEntry],
    user: &'a user_boards::UserBoards,
) -> impl Iterator<Item = &'a BoardEntry> {
    shipped.iter().chain(user.playable())
}

/// Play mode on a game loaded from `path`: saving goes back there, and the
/// turn it was saved at is not autosaved again.
fn loaded_game(session: Session, path: &Path) -> PlayScreen {
    let mut play = PlayScreen::resume(session);
    play.save_path = Some(path.to_path_buf());
    play.autosaved = Some(persist::AutosaveMark::of(&play));
    play
}

impl Default for FlashpointApp {
    fn default() -> Self {
        FlashpointApp::new()
    }
}

/// The history and file shortcuts the play and editor screens share,
/// consumed from the input.
pub(crate) struct SharedKeys {
    pub undo: bool,
    pub redo: bool,
    pub save: bool,
    /// Ctrl+O: the screen's way to open a file (Load game, Open board).
    pub open: bool,
}

/// Reads [`SharedKeys`]. Ctrl+Shift+Z is checked before Ctrl+Z, which
/// would otherwise match it too (egui matches Shift loosely).
pub(crate) fn shared_shortcuts(ui: &Ui) -> SharedKeys {
    use egui::{Key, KeyboardShortcut, Modifiers};
    let ctrl_shift_z = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    ui.input_mut(|i| {
        let redo = i.consume_shortcut(&ctrl_shift_z) || i.consume_shortcut(&ctrl(Key::Y));
        SharedKeys {
            redo,
            undo: i.consume_shortcut(&ctrl(Key::Z)),
            save: i.consume_shortcut(&ctrl(Key::S)),
            open: open_shortcut(i),
        }
    })
}

/// Ctrl (Cmd on a Mac) with `key`.
pub(crate) fn ctrl(key: egui::Key) -> egui::KeyboardShortcut {
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, key)
}

/// Whether Ctrl+O was pressed this frame (consumed).
pub(crate) fn open_shortcut(input: &mut egui::InputState) -> bool {
    input.consume_shortcut(&ctrl(egui::Key::O))
}

/// A menu entry's button, the key that does the same named in its
/// tooltip; whether it was clicked.
pub(crate) fn menu_entry_ui(ui: &mut Ui, label: String, shortcut: Option<String>) -> bool {
    let button = ui.button(label);
    match shortcut {
        Some(key) => button.on_hover_text(key),
        None => button,
    }
    .clicked()
}

/// Whether `key` went down this frame with exactly `modifiers` held, as
/// the key's own event says. The frame's modifier state is the state at
/// its end: a quick Shift+H whose Shift is released within the same frame
/// (a busy frame gathers all four events) would read as a plain H.
pub(crate) fn key_pressed_with(
    input: &egui::InputState,
    key: egui::Key,
    modifiers: egui::Modifiers,
) -> bool {
    input.events.iter().any(|event| {
        matches!(
            event,
            egui::Event::Key { key: k, pressed: true, modifiers: m, .. }
                if *k == key && m.matches_exact(modifiers)
        )
    })
}

/// Installs what every frame needs: image loaders for our SVG icons.
pub fn setup_context(ctx: &egui::Context) {
    egui_extras::install_image_loaders(ctx);
}

struct EframeApp(FlashpointApp);

impl eframe::App for EframeApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.0.ui(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.0.remember_window();
        self.0.write_autosave();
    }
}

/// The window's icon: the Fire token's flame (icons/fire.svg), drawn at
/// 64 × 64 pixels. `None` only if the drawing fails (the window then has
/// the system's default icon).
pub fn app_icon() -> Option<egui::IconData> {
    const SIDE: u32 = 64;
    let image = egui_extras::image::load_svg_bytes_with_size(
        include_bytes!("../../icons/fire.svg"),
        egui::SizeHint::Size {
            width: SIDE,
            height: SIDE,
            maintain_aspect_ratio: true,
        },
        &Default::default(),
    )
    .ok()?;
    let [width, height] = image.size;
    Some(egui::IconData {
        rgba: image
            .pixels
            .iter()
            .flat_map(|p| p.to_srgba_unmultiplied())
            .collect(),
        width: u32::try_from(width).ok()?,
        height: u32::try_from(height).ok()?,
    })
}

/// Opens the window.
/// `app` should come from [`FlashpointApp::for_desktop`], so that it
/// follows the system's language.
pub fn run_native(mut app: FlashpointApp) -> anyhow::Result<()> {
    let (size, maximized) = app.opening_window();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Flash Point: Fire Rescue")
            .with_inner_size(size)
            .with_maximized(maximized)
            .with_min_inner_size(settings::MIN_WINDOW),
        ..Default::default()
    };
    // The taskbar's and the title bar's picture: the board's flame.
    let options = match app_icon() {
        Some(icon) => eframe::NativeOptions {
            viewport: options.viewport.with_icon(Arc::new(icon)),
            ..options
        },
        None => options,
    };
    eframe::run_native(
        "flashpoint",
        options,
        Box::new(|cc| {
            setup_context(&cc.egui_ctx);
            Ok(Box::new(EframeApp(app)))
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}

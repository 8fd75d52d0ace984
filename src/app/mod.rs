//! The desktop app (egui only): the start screen, the new-game dialog, play
//! mode, file dialogs, autosave, and headless rendering for screenshots.
//! The rules live in [`crate::engine`]; a game in progress in
//! [`crate::session`].

pub mod board_view;
pub mod editor;
pub mod fire_summary;
pub mod language;
pub mod new_game;
pub mod play;
pub mod raster;
pub mod scene;
pub mod settings;
pub mod tally;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

use egui::text::{CCursor, CCursorRange};
use egui::{Color32, RichText, Ui};

use crate::app::board_view::BoardView;
use crate::editor::EditorDoc;
use crate::engine::board::io::{BoardError, load_board, parse_layout};
use crate::engine::board::{Board, RuleSet};
use crate::files::{
    BOARD_LIMIT, FileKind, Limit, ReadError, SAVE_LIMIT, read_text_capped, strip_bom,
};
use crate::i18n::{Lang, args, terms};
use crate::session::{SaveError, Session};
use crate::text;
use editor::{EditorRequest, EditorScreen};
use language::Tr;
use new_game::NewGameDialog;
use play::{PlayRequest, PlayScreen};

/// What a line of feedback is, which decides its colour: news in the text
/// colour, a success in green, a refusal or failure in red (a "Saved to …"
/// must never look like an error).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// News: "Nothing to undo", "now click the other end".
    Info,
    /// Something asked for was done: "Saved to …", "Added Floor 2".
    Done,
    /// Refused or failed, with the reason.
    Error,
}

/// A line of feedback for the user, with its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub kind: NoticeKind,
}

/// The colour of failures and refusals, on light and dark backgrounds.
pub const ERROR_COLOUR: Color32 = Color32::from_rgb(190, 60, 20);

impl Notice {
    pub fn info(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Info,
        }
    }

    pub fn done(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Done,
        }
    }

    pub fn error(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Error,
        }
    }

    pub fn is_error(&self) -> bool {
        self.kind == NoticeKind::Error
    }

    /// The colour the notice is drawn in with `visuals`.
    pub fn colour(&self, visuals: &egui::Visuals) -> Color32 {
        match self.kind {
            NoticeKind::Info => visuals.strong_text_color(),
            NoticeKind::Done if visuals.dark_mode => Color32::from_rgb(110, 200, 120),
            NoticeKind::Done => Color32::from_rgb(20, 120, 40),
            NoticeKind::Error => ERROR_COLOUR,
        }
    }

    /// Draws the notice as a label in its colour.
    pub fn ui(&self, ui: &mut Ui) -> egui::Response {
        let colour = self.colour(ui.visuals());
        ui.label(RichText::new(&self.text).color(colour))
    }
}

/// For screens that still keep their message as plain text: the words
/// without the kind.
impl From<Notice> for String {
    fn from(notice: Notice) -> String {
        notice.text
    }
}

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
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (boards, vec![ListProblem::NoFolder(dir.to_path_buf())]);
    };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p.to_string_lossy().ends_with("schema.json")
        })
        .collect();
    paths.sort();
    for path in paths {
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

/// What a file dialog was opened for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    LoadGame,
    SaveGame,
    OpenBoard,
    EditBoard,
    SaveBoard,
}

/// A file dialog on its own thread (a missing desktop portal must never hang
/// the window), with a typed path as the fallback.
struct FileDialog {
    purpose: FilePurpose,
    typed: String,
    waiting: Option<Receiver<Option<PathBuf>>>,
    note: Option<&'static str>,
    /// The path field takes the keyboard when the window opens.
    focus_pending: bool,
    /// The data folder the suggestion points into, made when a file is
    /// saved there (it need not exist yet).
    folder: Option<PathBuf>,
}

/// What the typed-path dialog proposes: an absolute path and the folder it
/// is in.
struct Suggestion {
    typed: String,
    folder: Option<PathBuf>,
}

impl Suggestion {
    /// `name` (a file name, or nothing for a folder to pick in) inside
    /// `folder`, absolute.
    fn in_folder(folder: &Path, name: Option<&str>) -> Suggestion {
        let folder = absolute(folder);
        let typed = match name {
            Some(name) => folder.join(name).display().to_string(),
            None => format!("{}{}", folder.display(), std::path::MAIN_SEPARATOR),
        };
        Suggestion {
            typed,
            folder: Some(folder),
        }
    }

    /// An existing file's path, absolute.
    fn file(path: &Path) -> Suggestion {
        Suggestion {
            typed: absolute(path).display().to_string(),
            folder: None,
        }
    }
}

/// `path` made absolute against the working folder (left as it is if that
/// cannot be found).
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// A file name from a board's name: "My board" → "my-board.json".
pub fn file_name_for(name: &str) -> String {
    let mut slug = String::new();
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    format!("{}.json", if slug.is_empty() { "board" } else { slug })
}

/// The characters of a typed path's file name before its extension, to
/// select when the dialog opens (typing then replaces just the name).
fn file_stem_range(typed: &str) -> (usize, usize) {
    let chars: Vec<char> = typed.chars().collect();
    let start = chars
        .iter()
        .rposition(|&c| std::path::is_separator(c))
        .map_or(0, |i| i + 1);
    let end = chars[start..]
        .iter()
        .rposition(|&c| c == '.')
        .filter(|&dot| dot > 0)
        .map_or(chars.len(), |dot| start + dot);
    (start, end)
}

impl FileDialog {
    fn new(
        purpose: FilePurpose,
        suggestion: Suggestion,
        ctx: &egui::Context,
        native: bool,
    ) -> FileDialog {
        let waiting = native.then(|| {
            let (tx, rx) = channel();
            let ctx = ctx.clone();
            let proposed = PathBuf::from(&suggestion.typed);
            let folder_only = suggestion.typed.ends_with(std::path::is_separator);
            let spawned = std::thread::Builder::new()
                .name("file dialog".into())
                .spawn(move || {
                    let mut dialog = rfd::FileDialog::new().add_filter("JSON", &["json"]);
                    // Open where the typed path points, if that folder exists.
                    let folder = if folder_only {
                        Some(proposed.as_path())
                    } else {
                        proposed.parent()
                    };
                    if let Some(folder) = folder.filter(|f| f.is_dir()) {
                        dialog = dialog.set_directory(folder);
                    }
                    let name = proposed
                        .file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                    let picked = match purpose {
                        FilePurpose::SaveGame | FilePurpose::SaveBoard => {
                            dialog.set_file_name(name).save_file()
                        }
                        _ => dialog.pick_file(),
                    };
                    let _ = tx.send(picked);
                    ctx.request_repaint();
                });
            spawned.ok().map(|_| rx)
        });
        FileDialog {
            purpose,
            typed: suggestion.typed,
            waiting: waiting.flatten(),
            note: None,
            focus_pending: true,
            folder: suggestion.folder,
        }
    }

    /// Shows the typed-path window; returns a chosen path, or `Some(None)`
    /// when cancelled.
    fn ui(&mut self, ctx: &egui::Context) -> Option<Option<PathBuf>> {
        let tr = Tr::of(ctx);
        if let Some(rx) = &self.waiting {
            match rx.try_recv() {
                Ok(Some(path)) => return Some(Some(path)),
                Ok(None) => {
                    self.waiting = None;
                    self.note = Some("file-no-system-dialog");
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => {}
                Err(std::sync::mpsc::TryRecvError::Disconnected) => self.waiting = None,
            }
        }
        let title = tr.get(match self.purpose {
            FilePurpose::LoadGame => "file-load-game",
            FilePurpose::SaveGame => "file-save-game",
            FilePurpose::OpenBoard => "file-open-board",
            FilePurpose::EditBoard => "file-edit-board",
            FilePurpose::SaveBoard => "file-save-board",
        });
        let mut result = None;
        // The same window whatever the language its title is in.
        egui::Window::new(title)
            .id(egui::Id::unique("file dialog window"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 80.0))
            .show(ctx, |ui| {
                let label = if self.waiting.is_some() {
                    ui.label(tr.get("file-dialog-open"))
                } else if let Some(note) = self.note {
                    ui.label(tr.get(note))
                } else {
                    ui.label(tr.get("file-path"))
                };
                let mut output = egui::TextEdit::singleline(&mut self.typed)
                    .desired_width(380.0)
                    .show(ui);
                if std::mem::take(&mut self.focus_pending) {
                    // Ready to type, with the file's name selected: typing a
                    // name keeps the folder proposed.
                    output.response.request_focus();
                    let (start, end) = file_stem_range(&self.typed);
                    output.state.cursor.set_char_range(Some(CCursorRange::two(
                        CCursor::new(start),
                        CCursor::new(end),
                    )));
                    output.state.store(ui.ctx(), output.response.id);
                }
                let edit = output.response.response.labelled_by(label.id);
                let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button(tr.get("ok")).clicked() || enter {
                        let path = PathBuf::from(self.typed.trim());
                        // The proposed data folder may not exist yet.
                        if let Some(folder) = &self.folder
                            && path.parent() == Some(folder.as_path())
                            && matches!(
                                self.purpose,
                                FilePurpose::SaveBoard | FilePurpose::SaveGame
                            )
                        {
                            // A failure shows when the file is written.
                            let _ = std::fs::create_dir_all(folder);
                        }
                        result = Some(Some(path));
                    }
                    if ui.button(tr.get("cancel")).clicked() {
                        result = Some(None);
                    }
                });
            });
        result
    }
}

/// Pictures of the shipped boards for the start screen, drawn once on a
/// named thread (CPU rendering takes a few tens of milliseconds per board)
/// and kept as textures.
#[derive(Default)]
struct Previews {
    /// Each board's picture and the language it was drawn in (a picture in
    /// the old language is shown until the new one comes).
    textures: std::collections::HashMap<PathBuf, (Lang, egui::TextureHandle)>,
    waiting: Option<Receiver<(PathBuf, image::RgbaImage)>>,
    /// The language they were drawn in: their words (stair labels, the
    /// parking spots' letters) are drawn again in another.
    started: Option<Lang>,
}

impl Previews {
    fn start(&mut self, boards: &[BoardEntry], ctx: &egui::Context) {
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
                    let floors = board.floors().len().max(1) as u32;
                    let image = board_image_in(&board, [330 * floors, 250], false, lang);
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
    fn drawn_in_current_language(&self, path: &Path) -> bool {
        self.textures
            .get(path)
            .is_some_and(|(lang, _)| Some(*lang) == self.started)
    }

    fn receive(&mut self, ctx: &egui::Context) {
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
    /// Write the autosave (off in tests unless a data folder is given).
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
    /// The language until one is chosen in the Language menu: English,
    /// or the system's in [`FlashpointApp::for_desktop`] (tests and
    /// screenshots stay English whatever the machine's locale).
    pub default_language: Lang,
}

impl FlashpointApp {
    pub fn new() -> FlashpointApp {
        let (boards, board_problems) = list_boards(&boards_dir());
        FlashpointApp {
            screen: Screen::Start,
            boards,
            board_problems,
            dialog: None,
            native_dialogs: true,
            autosave: true,
            error: None,
            paused: None,
            editing: None,
            previews: Previews::default(),
            ctx: egui::Context::default(),
            data_dir: None,
            settings: None,
            zoom_applied: false,
            default_language: Lang::En,
        }
    }

    /// The app for a window on this desktop: until a language is chosen
    /// it follows the system's (issue 16), also in what is made before the
    /// window opens (a new board's name).
    pub fn for_desktop() -> FlashpointApp {
        FlashpointApp {
            default_language: Lang::from_system(),
            ..FlashpointApp::new()
        }
    }

    /// Opens straight into the new-game dialog for a board file.
    pub fn with_board(mut self, path: &Path) -> anyhow::Result<FlashpointApp> {
        let board = load_board(path)?;
        let entry = BoardEntry {
            name: board.name().to_string(),
            path: path.to_path_buf(),
            board: Arc::new(board),
        };
        self.screen = Screen::NewGame(Box::new(NewGameDialog::new(entry, &self.boards)));
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
    /// a saved game in play (Ctrl+S saving back to it).
    pub fn with_file(mut self, path: &Path) -> Result<FlashpointApp, OpenFileError> {
        self.screen = match open_file(path)? {
            OpenedFile::Board(doc) => Screen::Editor(Box::new(self.editor_for(*doc))),
            OpenedFile::Game(session) => Screen::Play(Box::new(loaded_game(*session, path))),
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
                let request = play.ui(ui);
                self.autosave_if_due();
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
            self.screen = screen;
        }
        if let Some(lang) = language::take_choice(ui.ctx()) {
            self.choose_language(lang);
        }
    }

    /// The player's settings, read from the data folder the first time
    /// (the defaults when there is none, as in tests).
    fn settings(&mut self) -> &mut settings::Settings {
        let folder = self.data_folder();
        settings::Settings::loaded(&mut self.settings, folder.as_deref())
    }

    /// The language the app is shown in: the one chosen in the Language
    /// menu, else [`FlashpointApp::default_language`].
    pub fn language(&mut self) -> Lang {
        let fallback = self.default_language;
        self.settings().language.unwrap_or(fallback)
    }

    /// Shows the app in `lang` from now on and remembers the choice in
    /// settings.json (a failure to save is said once; the language still
    /// changes for this session).
    pub fn choose_language(&mut self, lang: Lang) {
        if self.settings().language == Some(lang) {
            return;
        }
        self.settings().language = Some(lang);
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
    fn sync_zoom(&mut self) {
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

    /// A new game gets the player's settings; a setting changed in play is
    /// kept for the next session (written only when it changes).
    fn sync_settings(&mut self) {
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
            return;
        }
        let now = settings::Settings {
            confirm_end_turn: play.confirm_end_turn,
            speed: play.speed,
            palette: play.palette,
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

    fn autosave_if_due(&mut self) {
        if !self.autosave {
            return;
        }
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        // Once per turn, and once more when the game ends, so that Continue
        // opens a finished game on its end screen.
        let s = play.session.state();
        let mark = (s.turn(), s.active(), s.is_over());
        if play.autosaved_turn == Some(mark) || play.session.played().is_empty() {
            return;
        }
        play.autosaved_turn = Some(mark);
        if let Some(path) = self.autosave_file() {
            let Screen::Play(play) = &mut self.screen else {
                return;
            };
            // Tried once per turn, so a failure is said once per turn (not
            // every frame), with its reason.
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
                play.message = Some(Notice::error(
                    tr.args("file-autosave-failed", &args([("why", why.into())])),
                ));
            }
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
                let dialog = NewGameDialog::new(entry, &self.boards);
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
                Some(Screen::NewGame(Box::new(NewGameDialog::new(
                    entry,
                    &self.boards,
                ))))
            }
            EditorRequest::Open => {
                self.open_dialog(FilePurpose::EditBoard);
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
                    self.screen =
                        Screen::NewGame(Box::new(NewGameDialog::new(entry, &self.boards)));
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

    /// Loads a saved game, replaying it; errors name the file and the step.
    pub fn load_game(&mut self, path: &Path) {
        match Session::load(path) {
            Ok(session) => self.screen = Screen::Play(Box::new(loaded_game(session, path))),
            Err(e) => self.error = Some(crate::text::save_error_text(Tr::of(&self.ctx).lang, &e)),
        }
    }

    /// A card per shipped board: its picture, Play and Edit.
    fn board_cards_ui(&mut self, ui: &mut Ui) -> Option<Screen> {
        let tr = Tr::of(ui.ctx());
        self.previews.start(&self.boards, ui.ctx());
        let mut next = None;
        let card_width = 210.0;
        // A card is the picture's width plus the group's margins and spacing.
        let per_row = ((ui.available_width() / (card_width + 28.0)) as usize).max(1);
        for row in self.boards.clone().chunks(per_row) {
            ui.horizontal(|ui| {
                let used = row.len() as f32 * (card_width + 28.0);
                ui.add_space((ui.available_width() - used).max(0.0) / 2.0);
                for entry in row {
                    ui.group(|ui| {
                        ui.set_width(card_width);
                        ui.vertical_centered(|ui| {
                            match self.previews.textures.get(&entry.path).map(|(_, t)| t) {
                                Some(texture) => {
                                    let size = texture.size_vec2();
                                    let scale = (card_width / size.x).min(130.0 / size.y);
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
                                    next = Some(Screen::NewGame(Box::new(NewGameDialog::new(
                                        entry.clone(),
                                        &self.boards,
                                    ))));
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

    /// Whether every board's picture is on the start screen, drawn in the
    /// language shown (tests wait for it before taking a snapshot).
    pub fn previews_ready(&self) -> bool {
        self.boards
            .iter()
            .all(|b| self.previews.drawn_in_current_language(&b.path))
    }

    fn start_ui(&mut self, ui: &mut Ui) -> Option<Screen> {
        let tr = Tr::of(ui.ctx());
        let mut next = None;
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
                            && let Some(dialog) = NewGameDialog::on_default_board(&self.boards)
                        {
                            next = Some(Screen::NewGame(Box::new(dialog)));
                        }
                        let autosave = self.autosave_file().filter(|p| p.exists());
                        let continue_button = ui.add_enabled(
                            autosave.is_some(),
                            egui::Button::new(RichText::new(tr.get("start-continue")).size(18.0)),
                        );
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

/// "Saved to …", in the frame's language.
fn saved_to(ctx: &egui::Context, path: &Path) -> String {
    editor::saved_to(Tr::of(ctx), path)
}

/// The width of a button showing `text` in `ui`'s style.
fn button_width(ui: &Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let galley = ui
        .ctx()
        .fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font, Color32::PLACEHOLDER));
    galley.size().x + 2.0 * ui.spacing().button_padding.x
}

/// Play mode on a game loaded from `path`: saving goes back there, and the
/// turn it was saved at is not autosaved again.
fn loaded_game(session: Session, path: &Path) -> PlayScreen {
    let mut play = PlayScreen::resume(session);
    play.save_path = Some(path.to_path_buf());
    let s = play.session.state();
    play.autosaved_turn = Some((s.turn(), s.active(), s.is_over()));
    play
}

impl Default for FlashpointApp {
    fn default() -> Self {
        FlashpointApp::new()
    }
}

/// The history and file shortcuts both screens share, consumed from the
/// input: (undo, redo, save). Ctrl+Shift+Z is checked before Ctrl+Z, which
/// would otherwise match it too (egui matches Shift loosely).
pub(crate) fn history_shortcuts(ui: &Ui) -> (bool, bool, bool) {
    use egui::{Key, KeyboardShortcut, Modifiers};
    let ctrl = |k| KeyboardShortcut::new(Modifiers::COMMAND, k);
    let ctrl_shift_z = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    ui.input_mut(|i| {
        let redo = i.consume_shortcut(&ctrl_shift_z) || i.consume_shortcut(&ctrl(Key::Y));
        let undo = i.consume_shortcut(&ctrl(Key::Z));
        (undo, redo, i.consume_shortcut(&ctrl(Key::S)))
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
}

/// Opens the window.
/// `app` should come from [`FlashpointApp::for_desktop`], so that it
/// follows the system's language.
pub fn run_native(app: FlashpointApp) -> anyhow::Result<()> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Flash Point: Fire Rescue")
            .with_inner_size([1280.0, 820.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
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

/// Renders the app's frame to a PNG without a window (software rendering).
pub fn screenshot(mut app: FlashpointApp, size: [u32; 2], out: &Path) -> anyhow::Result<()> {
    app.native_dialogs = false;
    app.autosave = false;
    let image = render_offscreen(size, |ui| app.ui(ui));
    save_png(&image, out)
}

/// Draws `board` to a PNG: every floor side by side, as printed (doors as
/// the file starts them, no pieces), with dice coordinates and, if asked,
/// the POI arrows.
pub fn render_board(board: &Board, size: [u32; 2], arrows: bool, out: &Path) -> anyhow::Result<()> {
    save_png(&board_image(board, size, arrows), out)
}

/// The picture of [`render_board`], in memory (also the start screen's
/// board previews).
pub fn board_image(board: &Board, size: [u32; 2], arrows: bool) -> image::RgbaImage {
    board_image_in(board, size, arrows, Lang::En)
}

/// [`board_image`] with its words (stair labels, the parking spots'
/// letters) in `lang`.
pub fn board_image_in(board: &Board, size: [u32; 2], arrows: bool, lang: Lang) -> image::RgbaImage {
    let scene = scene::Scene::of_board(board);
    let floors = board.floors().len().max(1);
    let mut views: Vec<BoardView> = (0..floors)
        .map(|f| BoardView {
            floor: f as u8,
            show_arrows: arrows,
            ..BoardView::default()
        })
        .collect();
    render_offscreen(size, |ui| {
        language::set_lang(ui.ctx(), lang);
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(text::board_title(lang, board.name()));
            let names = text::Names::plain(board).with_lang(lang);
            ui.columns(floors, |columns| {
                for (f, (ui, view)) in columns.iter_mut().zip(&mut views).enumerate() {
                    if floors > 1 {
                        ui.label(names.floor_title(f as u8));
                    }
                    // Each floor's widgets under their own id.
                    ui.push_id(f, |ui| {
                        view.ui(
                            ui,
                            board,
                            &scene,
                            &board_view::Overlay::default(),
                            &mut NoMenus,
                        );
                    });
                }
            });
        });
    })
}

/// Board handler for pictures: no menus, no tooltips.
struct NoMenus;

impl board_view::BoardHandler for NoMenus {
    fn cell_menu(&mut self, _ui: &mut Ui, _cell: crate::engine::board::CellId) {}
    fn cell_tooltip(&self, _cell: crate::engine::board::CellId) -> Option<String> {
        None
    }
    fn edge_tooltip(&self, _edge: crate::engine::board::EdgeId) -> Option<String> {
        None
    }
}

/// Runs `draw` for a few frames on a headless context of `size` pixels and
/// rasterises the last one on the CPU (the first frames lay out and load
/// the icons).
pub fn render_offscreen(size: [u32; 2], mut draw: impl FnMut(&mut Ui)) -> image::RgbaImage {
    let ctx = egui::Context::default();
    setup_context(&ctx);
    let mut renderer = raster::SoftwareRenderer::new();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(size[0] as f32, size[1] as f32),
        )),
        ..Default::default()
    };
    let mut last = None;
    for _ in 0..3 {
        let mut full = ctx.run_ui(input(), |ui| draw(ui));
        renderer.update_textures(&full.textures_delta);
        full.textures_delta.clear();
        last = Some(full);
    }
    let background = ctx.global_style().visuals.panel_fill;
    match last {
        Some(full) => {
            let primitives = ctx.tessellate(full.shapes, full.pixels_per_point);
            renderer.render(&primitives, size, full.pixels_per_point, background)
        }
        None => image::RgbaImage::new(size[0], size[1]),
    }
}

/// Encodes the picture as PNG in memory, then writes it atomically, so a
/// failed or interrupted write never leaves half a picture.
pub fn save_png(image: &image::RgbaImage, out: &Path) -> anyhow::Result<()> {
    let mut bytes = Vec::new();
    image
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .map_err(|e| anyhow::anyhow!("{}: cannot encode the image: {e}", out.display()))?;
    crate::files::write_atomically(out, &bytes)
        .map_err(|e| anyhow::anyhow!("{}: cannot write the image: {e}", out.display()))
}

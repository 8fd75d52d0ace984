//! The file dialogs: the desktop's own on a thread of its own (a missing
//! desktop portal must never hang the window), and a typed path as the
//! fallback, suggested in the data folder with the file name selected.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

use egui::text::{CCursor, CCursorRange};

use crate::app::language::Tr;

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
pub(super) struct FileDialog {
    pub(super) purpose: FilePurpose,
    typed: String,
    waiting: Option<Receiver<Option<PathBuf>>>,
    note: Option<&'static str>,
    /// The path field takes the keyboard when the window opens.
    focus_pending: bool,
    /// The data folder the suggestion points into, made when a file is
    /// saved there (it need not exist yet).
    folder: Option<PathBuf>,
    /// The JSON files of the folder the typed path points into, newest
    /// first, read again only when that folder changes: without a system
    /// dialog, the way to pick a saved game whose name one forgot.
    listing: Option<(PathBuf, Vec<String>)>,
    /// Loading a game: each listed file's game in words, for its tooltip.
    game_words: std::collections::HashMap<PathBuf, super::start::SavedGameWords>,
    /// Saving: the document's own file (no question), and another existing
    /// file the first OK asked about (the second replaces it).
    own: Option<PathBuf>,
    replace_asked: Option<PathBuf>,
    /// The path field takes the keyboard back (after the question), so
    /// Enter answers it.
    refocus: bool,
}

/// The folder `typed` points into: itself when it ends with a separator.
fn folder_of(typed: &str) -> PathBuf {
    let path = Path::new(typed.trim());
    if typed.trim().ends_with(std::path::is_separator) {
        path.to_path_buf()
    } else {
        path.parent().map(Path::to_path_buf).unwrap_or_default()
    }
}

/// How many files the typed-path dialog lists at most.
const LISTED: usize = 200;

/// The names of the `.json` files in `folder`, newest first (nothing if it
/// cannot be read).
fn json_files(folder: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<(std::time::SystemTime, String)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| {
            let modified = e
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            (modified, e.file_name().to_string_lossy().into_owned())
        })
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    files.truncate(LISTED);
    files.into_iter().map(|(_, name)| name).collect()
}

/// What the typed-path dialog proposes: an absolute path and the folder it
/// is in.
pub(super) struct Suggestion {
    typed: String,
    folder: Option<PathBuf>,
    /// The document's own file, saved over without a question.
    own: Option<PathBuf>,
}

impl Suggestion {
    /// `name` (a file name, or nothing for a folder to pick in) inside
    /// `folder`, absolute.
    pub(super) fn in_folder(folder: &Path, name: Option<&str>) -> Suggestion {
        let folder = absolute(folder);
        let typed = match name {
            Some(name) => folder.join(name).display().to_string(),
            None => format!("{}{}", folder.display(), std::path::MAIN_SEPARATOR),
        };
        Suggestion {
            typed,
            folder: Some(folder),
            own: None,
        }
    }

    /// An existing file's path, absolute.
    pub(super) fn file(path: &Path) -> Suggestion {
        Suggestion {
            typed: absolute(path).display().to_string(),
            folder: None,
            own: Some(absolute(path)),
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
    pub(super) fn new(
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
            listing: None,
            game_words: std::collections::HashMap::new(),
            own: suggestion.own,
            replace_asked: None,
            refocus: false,
        }
    }

    /// Shows the typed-path window; returns a chosen path, or `Some(None)`
    /// when cancelled.
    pub(super) fn ui(&mut self, ctx: &egui::Context) -> Option<Option<PathBuf>> {
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
                if std::mem::take(&mut self.refocus) {
                    output.response.request_focus();
                }
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
                if let Some(path) = self.listing_ui(ui, tr) {
                    result = Some(Some(path));
                }
                let saving = matches!(self.purpose, FilePurpose::SaveBoard | FilePurpose::SaveGame);
                let typed = PathBuf::from(self.typed.trim());
                if saving && self.replace_asked.as_ref() == Some(&typed) {
                    let name = typed
                        .file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        tr.args("file-replace", &crate::i18n::args([("name", name.into())])),
                    );
                }
                ui.horizontal(|ui| {
                    if ui.button(tr.get("ok")).clicked() || enter {
                        let path = PathBuf::from(self.typed.trim());
                        // Another file of that name is replaced only when OK
                        // is given again (nothing the user made is lost
                        // unasked; the system dialogs ask the same).
                        let ask = saving
                            && path.is_file()
                            && self.own.as_ref() != Some(&absolute(&path))
                            && self.replace_asked.as_ref() != Some(&path);
                        if ask {
                            self.replace_asked = Some(path);
                            self.refocus = true;
                        } else {
                            // The proposed data folder may not exist yet.
                            if let Some(folder) = &self.folder
                                && path.parent() == Some(folder.as_path())
                                && saving
                            {
                                // A failure shows when the file is written.
                                let _ = std::fs::create_dir_all(folder);
                            }
                            result = Some(Some(path));
                        }
                    }
                    if ui.button(tr.get("cancel")).clicked() {
                        result = Some(None);
                    }
                });
            });
        result
    }

    /// The files of the typed path's folder, to open one: a click puts it
    /// in the path field, a double click chooses it.
    fn listing_ui(&mut self, ui: &mut egui::Ui, tr: Tr) -> Option<PathBuf> {
        // Only to open a file: a click in a save dialog would be one click
        // from writing over the game or board it names.
        if matches!(self.purpose, FilePurpose::SaveGame | FilePurpose::SaveBoard) {
            return None;
        }
        let folder = folder_of(&self.typed);
        if self.listing.as_ref().is_none_or(|(f, _)| *f != folder) {
            let files = json_files(&folder);
            self.listing = Some((folder.clone(), files));
        }
        let load_game = self.purpose == FilePurpose::LoadGame;
        // The listing is read while the typed path changes: two fields.
        let (Some((_, files)), typed, game_words) =
            (&self.listing, &mut self.typed, &mut self.game_words)
        else {
            return None;
        };
        if files.is_empty() {
            return None;
        }
        ui.label(tr.get("file-in-folder"));
        let mut chosen = None;
        egui::ScrollArea::vertical()
            .max_height(180.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for name in files {
                    let path = folder.join(name);
                    let current = Path::new(typed.trim()) == path;
                    let item = ui.selectable_label(current, name);
                    if item.clicked() {
                        *typed = path.display().to_string();
                    }
                    if item.double_clicked() {
                        chosen = Some(path.clone());
                    }
                    // Which game a file holds, read when it is pointed at
                    // (a board file, or one that does not load, says nothing).
                    if load_game
                        && item.hovered()
                        && let Some(words) =
                            game_words.entry(path.clone()).or_default().words(&path, tr)
                    {
                        item.on_hover_text(words);
                    }
                }
            });
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The listing holds the folder's JSON files only (not other files,
    /// not folders), newest first; a typed path's folder is its parent, or
    /// itself when it ends with a separator.
    #[test]
    fn the_listing_is_the_folders_json_files_newest_first() {
        let dir = std::env::temp_dir().join(format!("flashpoint-listing-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("folder.json")).expect("a folder");
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        for name in ["old.json", "new.json", "notes.txt"] {
            std::fs::write(dir.join(name), "{}").expect("a file");
        }
        std::fs::File::options()
            .write(true)
            .open(dir.join("old.json"))
            .and_then(|f| f.set_modified(old))
            .expect("dated");
        assert_eq!(json_files(&dir), ["new.json", "old.json"]);
        assert!(json_files(&dir.join("missing")).is_empty());
        let typed = dir.join("new.json").display().to_string();
        assert_eq!(folder_of(&typed), dir);
        let typed = format!("{}{}", dir.display(), std::path::MAIN_SEPARATOR);
        assert_eq!(folder_of(&typed), dir);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

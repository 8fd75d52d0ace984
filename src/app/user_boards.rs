//! The start screen's "Your boards": the boards in the data folder's
//! `boards` folder, where the editor proposes to save a new board, so that
//! a board drawn yesterday is a click away: played when it is valid, or
//! opened in the editor with the problems still to fix. The folder is read
//! again each time the start screen is shown anew (after the editor saved
//! a board there, say), not every frame.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use super::{BoardEntry, ListProblem};
use crate::editor::EditorDoc;
use crate::engine::board::InvalidBoard;

/// A board file of the user's folder.
pub(super) enum UserBoard {
    /// Valid: played and edited from its card.
    Playable(BoardEntry),
    /// Not valid yet: its card opens it in the editor and says how many
    /// problems are left.
    Draft {
        name: String,
        path: PathBuf,
        invalid: InvalidBoard,
    },
}

/// The user's boards as last read, and whether to read them again.
#[derive(Default)]
pub(super) struct UserBoards {
    pub(super) boards: Vec<UserBoard>,
    /// Files there that cannot be read as boards at all.
    pub(super) problems: Vec<ListProblem>,
    /// Each file's modification time when last read: a board saved again
    /// gets a new picture.
    read: Vec<(PathBuf, Option<SystemTime>)>,
    /// Read since the start screen was last shown anew (not yet, at
    /// first): otherwise read on its next frame.
    fresh: bool,
    /// The folder read.
    folder: Option<PathBuf>,
}

impl UserBoards {
    /// To be read again the next time the start screen is drawn.
    pub(super) fn mark_stale(&mut self) {
        self.fresh = false;
    }

    /// Whether the folder is to be read (again) before the start screen
    /// is drawn.
    pub(super) fn due(&self) -> bool {
        !self.fresh
    }

    /// The folder last read, if any.
    pub(super) fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// Reads `folder` (`None`: no data folder, no boards); returns the
    /// files read before whose contents changed since, whose pictures are
    /// out of date.
    pub(super) fn refresh(&mut self, folder: Option<PathBuf>) -> Vec<PathBuf> {
        self.fresh = true;
        self.folder = folder.clone();
        let before = std::mem::take(&mut self.read);
        self.boards.clear();
        self.problems.clear();
        let Some(folder) = folder else {
            return Vec::new();
        };
        // A folder not made yet holds no boards: nothing to report.
        let Ok(paths) = super::json_files(&folder) else {
            return Vec::new();
        };
        for path in paths {
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
            self.read.push((path.clone(), modified));
            match EditorDoc::open(&path) {
                Ok(doc) => {
                    let name = doc.layout().name.clone();
                    self.boards.push(match doc.can_play() {
                        Ok(board) => UserBoard::Playable(BoardEntry {
                            name,
                            path,
                            board: Arc::new(board),
                        }),
                        Err(invalid) => UserBoard::Draft {
                            name,
                            path,
                            invalid,
                        },
                    });
                }
                Err(e) => self.problems.push(ListProblem::Board(e)),
            }
        }
        before
            .into_iter()
            .filter(|old| self.read.iter().any(|new| new.0 == old.0 && new.1 != old.1))
            .map(|(path, _)| path)
            .collect()
    }

    /// The valid ones, for the new-game dialog's list and the pictures.
    pub(super) fn playable(&self) -> impl Iterator<Item = &BoardEntry> {
        self.boards.iter().filter_map(|b| match b {
            UserBoard::Playable(entry) => Some(entry),
            UserBoard::Draft { .. } => None,
        })
    }
}

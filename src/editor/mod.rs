//! The board editor's document model, free of any UI: the board being edited,
//! its file, undo/redo, gestures, the clipboard, live validation and recovery
//! autosaves. The editor screen of the desktop app is a thin view over [`EditorDoc`].
//!
//! Every change goes through [`EditorDoc::apply`] with an [`Edit`], so the
//! document is always a well-formed (serialisable) [`BoardLayout`], a refused
//! edit changes nothing, and every change is undoable.

mod edit;
mod grid;

use std::cell::OnceCell;
use std::path::{Path, PathBuf};

pub use edit::{Axis, Clip, ClipEdge, Edit, EditError, Rect, apply_edit};

use crate::engine::board::io::{self, BoardError};
use crate::engine::board::layout::EdgeSpec;
use crate::engine::board::{Board, BoardLayout, InvalidBoard, Problem};
use crate::engine::geom::{EdgeRef, Pos};

/// Why a save failed.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("the board has no file yet: choose where to save it")]
    NoPath,
    #[error("{}: cannot save the board: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// The board being edited.
#[derive(Clone, Debug)]
pub struct EditorDoc {
    layout: BoardLayout,
    path: Option<PathBuf>,
    /// The layout as last opened or saved; the document is dirty when it differs.
    saved: Option<BoardLayout>,
    /// Layouts before each undoable step, oldest first. Whole snapshots: a
    /// board is a few kilobytes, and snapshots make every edit undoable
    /// without an inverse for each.
    undo: Vec<BoardLayout>,
    redo: Vec<BoardLayout>,
    /// The layout when the open gesture began, and how deeply gestures nest.
    gesture: Option<BoardLayout>,
    gesture_depth: u32,
    revision: u64,
    problems: OnceCell<Vec<Problem>>,
}

impl EditorDoc {
    /// A document for `layout` with no file; it is dirty (never saved).
    pub fn new(layout: BoardLayout) -> EditorDoc {
        EditorDoc {
            layout,
            path: None,
            saved: None,
            undo: Vec::new(),
            redo: Vec::new(),
            gesture: None,
            gesture_depth: 0,
            revision: 0,
            problems: OnceCell::new(),
        }
    }

    /// A new blank single-floor board (8 × 10 with an outside ring).
    pub fn blank(name: &str) -> EditorDoc {
        EditorDoc::new(BoardLayout::blank(name))
    }

    /// Opens a board file. Errors name the file (and line and column for JSON
    /// errors). The board need not be valid: fixing it is the editor's job.
    pub fn open(path: &Path) -> Result<EditorDoc, BoardError> {
        let text = std::fs::read_to_string(path).map_err(|source| BoardError::Io {
            path: path.to_owned(),
            source,
        })?;
        let layout = io::parse_layout(&text, path)?;
        let mut doc = EditorDoc::new(layout);
        doc.saved = Some(doc.layout.clone());
        doc.path = Some(path.to_owned());
        Ok(doc)
    }

    /// Loads a recovery file written by [`EditorDoc::write_recovery`]: the
    /// document has no file (the user saves it where they like) and is dirty.
    pub fn recover(path: &Path) -> Result<EditorDoc, BoardError> {
        let mut doc = EditorDoc::open(path)?;
        doc.path = None;
        doc.saved = None;
        Ok(doc)
    }

    pub fn layout(&self) -> &BoardLayout {
        &self.layout
    }

    /// Rows and columns of a floor (the widest row of a ragged file).
    pub fn floor_size(&self, floor: u8) -> Option<(usize, usize)> {
        self.layout
            .floors
            .get(usize::from(floor))
            .map(grid::floor_size)
    }

    /// What stands on an edge of a floor (either spelling), if anything.
    pub fn edge(&self, floor: u8, at: EdgeRef) -> Option<&EdgeSpec> {
        let at = EdgeRef::new(Pos::new(at.cell.row, at.cell.col), at.side).canonical();
        self.layout
            .floors
            .get(usize::from(floor))?
            .edges
            .iter()
            .find(|e| e.at.canonical() == at)
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Changed since it was last opened or saved (undoing back to the saved
    /// state makes it clean again).
    pub fn is_dirty(&self) -> bool {
        self.saved.as_ref() != Some(&self.layout)
    }

    /// Bumped on every change (edit, undo, redo): views cache by it.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Applies one edit. A refused edit changes nothing; an edit that leaves
    /// the layout as it was makes no undo step. Outside a gesture each
    /// changing edit is one undo step and clears redo.
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        self.apply_all(std::iter::once(edit))
    }

    /// Applies edits as one undo step, all or nothing: if one is refused,
    /// none is applied.
    pub fn apply_all(&mut self, edits: impl IntoIterator<Item = Edit>) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        for edit in edits {
            apply_edit(&mut next, &edit)?;
        }
        if next != self.layout {
            let before = std::mem::replace(&mut self.layout, next);
            if self.gesture.is_none() {
                self.undo.push(before);
            }
            self.redo.clear();
            self.changed();
        }
        Ok(())
    }

    /// Starts a gesture (e.g. a dragged run of walls): every edit until the
    /// matching [`EditorDoc::end_gesture`] is one undo step. Gestures nest;
    /// only the outermost counts.
    pub fn begin_gesture(&mut self) {
        if self.gesture_depth == 0 {
            self.gesture = Some(self.layout.clone());
        }
        self.gesture_depth += 1;
    }

    /// Ends a gesture; a gesture that changed nothing leaves no undo step.
    /// Extra calls are ignored.
    pub fn end_gesture(&mut self) {
        if self.gesture_depth == 0 {
            return;
        }
        self.gesture_depth -= 1;
        if self.gesture_depth == 0
            && let Some(start) = self.gesture.take()
            && start != self.layout
        {
            self.undo.push(start);
        }
    }

    pub fn in_gesture(&self) -> bool {
        self.gesture_depth > 0
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() || self.gesture_changed()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && !self.in_gesture()
    }

    fn gesture_changed(&self) -> bool {
        self.gesture.as_ref().is_some_and(|g| *g != self.layout)
    }

    /// Undoes the last step (an open gesture is ended first). False when
    /// there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        while self.in_gesture() {
            self.end_gesture();
        }
        let Some(previous) = self.undo.pop() else {
            return false;
        };
        self.redo
            .push(std::mem::replace(&mut self.layout, previous));
        self.changed();
        true
    }

    /// Redoes the last undone step. False when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        if self.in_gesture() {
            return false;
        }
        let Some(next) = self.redo.pop() else {
            return false;
        };
        self.undo.push(std::mem::replace(&mut self.layout, next));
        self.changed();
        true
    }

    fn changed(&mut self) {
        self.revision += 1;
        self.problems = OnceCell::new();
    }

    /// Copies a rectangle of a floor.
    pub fn copy(&self, floor: u8, rect: Rect) -> Result<Clip, EditError> {
        edit::copy(&self.layout, floor, rect)
    }

    /// Pastes a clip with its top-left cell at `at` (any floor), one undo step.
    pub fn paste(&mut self, clip: &Clip, at: Pos) -> Result<(), EditError> {
        self.apply(Edit::Paste {
            clip: clip.clone(),
            at,
        })
    }

    /// Mirrors a rectangle in place, one undo step.
    pub fn mirror(&mut self, floor: u8, rect: Rect, axis: Axis) -> Result<(), EditError> {
        self.apply(Edit::Mirror { floor, rect, axis })
    }

    /// Every error and warning the engine's validator finds, computed once per
    /// revision.
    pub fn problems(&self) -> &[Problem] {
        self.problems
            .get_or_init(|| match Board::from_layout(self.layout.clone()) {
                Ok(board) => board.warnings().to_vec(),
                Err(invalid) => invalid.problems,
            })
    }

    /// The playable board, or every problem that prevents playing it.
    pub fn can_play(&self) -> Result<Board, InvalidBoard> {
        Board::from_layout(self.layout.clone())
    }

    /// The canonical file text of the board (what [`EditorDoc::save`] writes).
    pub fn to_json(&self) -> String {
        io::layout_to_json(&self.layout)
    }

    /// Saves to the document's file, atomically; clears dirty.
    pub fn save(&mut self) -> Result<(), SaveError> {
        let path = self.path.clone().ok_or(SaveError::NoPath)?;
        self.save_as(&path)
    }

    /// Saves to `path`, atomically, and makes it the document's file.
    /// Where the next `save` writes, without writing now (a new board
    /// named on the command line).
    pub fn set_path(&mut self, path: &Path) {
        self.path = Some(path.to_owned());
    }

    pub fn save_as(&mut self, path: &Path) -> Result<(), SaveError> {
        io::save_layout(path, &self.layout).map_err(|source| SaveError::Io {
            path: path.to_owned(),
            source,
        })?;
        self.path = Some(path.to_owned());
        self.saved = Some(self.layout.clone());
        Ok(())
    }

    /// The text of a recovery autosave: the canonical board JSON, so a
    /// recovery file is also an ordinary board file.
    pub fn recovery_json(&self) -> String {
        self.to_json()
    }

    /// Writes the recovery autosave to `path` atomically. Does not change the
    /// document's file or dirty flag.
    pub fn write_recovery(&self, path: &Path) -> std::io::Result<()> {
        io::write_atomically(path, self.recovery_json().as_bytes())
    }
}

#[cfg(test)]
mod tests;

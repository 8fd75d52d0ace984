//! The board editor's document model, free of any UI: the board being edited,
//! its file, undo/redo, gestures, the clipboard, live validation and recovery
//! autosaves. The editor screen of the desktop app is a thin view over [`EditorDoc`].
//!
//! Every change goes through [`EditorDoc::apply`] with an [`Edit`], so the
//! document is always a well-formed (serialisable) [`BoardLayout`], a refused
//! edit changes nothing, and every change is undoable.

pub mod dice;
pub mod difficulty;
mod edit;
mod grid;

use std::cell::OnceCell;
use std::path::{Path, PathBuf};

pub use crate::engine::state::Vehicle;
pub use edit::{
    Axis, Clip, ClipEdge, Edit, EditError, ItemList, MAX_SETUP_LINES, Rect, apply_edit,
    fill_ladder_tops,
};

use crate::engine::board::io::{self, BoardError};
use crate::engine::board::layout::{CellKind, EdgeKind, EdgeSpec};
use crate::engine::board::{Board, BoardLayout, InvalidBoard, Problem};
use crate::engine::geom::{Dir, EdgeRef, Pos};

/// What [`EditorDoc::add_floor`] did to the dice.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DiceAdjustment {
    /// The new floor's results were already its own.
    Unchanged,
    /// A floor die with this many sides was added, face `n` for floor `n - 1`.
    FloorDieAdded(u8),
    /// The board's floor die gives the new floor this face.
    NextFace(u8),
}

/// The edits that set the floor die to `sides` (or remove it), with the
/// faces that go with it (see [`EditorDoc::set_floor_die`]).
fn floor_die_edits(layout: &BoardLayout, sides: Option<u8>) -> Vec<Edit> {
    let dice = &layout.dice;
    let mut edits = vec![Edit::SetDice {
        red: dice.red,
        black: dice.black,
        floor: sides,
    }];
    // Switching the die on numbers every floor afresh (faces left in a file
    // while the die was off mean nothing); changing its sides keeps them.
    let keep_faces = dice.floor.is_some();
    for (f, floor) in layout.floors.iter().enumerate() {
        let f = f.min(usize::from(u8::MAX)) as u8;
        let face = match sides {
            Some(_) if keep_faces && floor.dice.floor_face.is_some() => continue,
            Some(sides) => Some(f.saturating_add(1).min(sides)),
            None => None,
        };
        edits.push(Edit::SetFloorFace { floor: f, face });
    }
    edits
}

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
    /// The text field being typed in: its next keystroke joins the undo
    /// step of the previous one (see [`EditorDoc::apply_typing`]).
    typing: Option<&'static str>,
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
            typing: None,
            revision: 0,
            problems: OnceCell::new(),
        }
    }

    /// A new board nothing has been drawn on yet: no file, but clean, as
    /// leaving it loses nothing (the editor does not ask to save a blank
    /// board); the first change makes it dirty.
    pub fn untouched(layout: BoardLayout) -> EditorDoc {
        let mut doc = EditorDoc::new(layout);
        doc.saved = Some(doc.layout.clone());
        doc
    }

    /// A new blank single-floor board (8 × 10 with an outside ring).
    pub fn blank(name: &str) -> EditorDoc {
        EditorDoc::new(BoardLayout::blank(name))
    }

    /// Opens a board file. Errors name the file (and line and column for JSON
    /// errors). The board need not be valid: fixing it is the editor's job.
    pub fn open(path: &Path) -> Result<EditorDoc, BoardError> {
        Ok(EditorDoc::opened(io::load_layout(path)?, path))
    }

    /// A document for a board already read from `path` (e.g. by
    /// [`io::parse_layout`]): clean, and saving back to `path`.
    pub fn opened(layout: BoardLayout, path: &Path) -> EditorDoc {
        let mut doc = EditorDoc::new(layout);
        doc.saved = Some(doc.layout.clone());
        doc.path = Some(path.to_owned());
        doc
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
        self.typing = None;
        self.apply_step(edits, true).map(|_| ())
    }

    /// Applies an edit typed into the text field `field`: applied at once
    /// (so a save or the unsaved-changes check sees it), but the keystrokes
    /// typed into one field in a row are one undo step, like a gesture.
    /// Any other change, undo or redo, or [`EditorDoc::end_typing`] starts a
    /// new step.
    pub fn apply_typing(&mut self, field: &'static str, edit: Edit) -> Result<(), EditError> {
        let new_step = self.typing != Some(field);
        let changed = self.apply_step(std::iter::once(edit), new_step)?;
        if changed || !new_step {
            self.typing = Some(field);
        }
        Ok(())
    }

    /// The text field lost focus: the next keystroke starts a new undo step.
    pub fn end_typing(&mut self) {
        self.typing = None;
    }

    fn apply_step(
        &mut self,
        edits: impl IntoIterator<Item = Edit>,
        new_step: bool,
    ) -> Result<bool, EditError> {
        let mut next = self.layout.clone();
        for edit in edits {
            apply_edit(&mut next, &edit)?;
        }
        if next != self.layout {
            let before = std::mem::replace(&mut self.layout, next);
            if self.gesture.is_none() && new_step {
                self.undo.push(before);
            }
            self.redo.clear();
            self.changed();
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Starts a gesture (e.g. a dragged run of walls): every edit until the
    /// matching [`EditorDoc::end_gesture`] is one undo step. Gestures nest;
    /// only the outermost counts.
    pub fn begin_gesture(&mut self) {
        self.typing = None;
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
        self.typing = None;
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
        self.typing = None;
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

    /// Adds a floor (one undo step) whose dice results stay apart from the
    /// other floors' (GEN-3: a result names one cell). A new floor has the
    /// same grid and offsets as the first, so on a board without a floor die
    /// its results would repeat the ground floor's: then a floor die is added
    /// too, one face per floor. On a board with a floor die the new floor
    /// gets the next face. Returns what was done to the dice.
    pub fn add_floor(&mut self, name: &str) -> Result<DiceAdjustment, EditError> {
        let add = Edit::AddFloor {
            name: name.to_owned(),
            size: None,
        };
        let mut trial = self.layout.clone();
        apply_edit(&mut trial, &add)?;
        let new = (trial.floors.len() - 1).min(usize::from(u8::MAX)) as u8;
        let (sides, outcome) = match trial.dice.floor {
            Some(sides) => (Some(sides.max(new + 1)), DiceAdjustment::NextFace(new + 1)),
            None if dice::shares_results(&trial, new) => {
                (Some(new + 1), DiceAdjustment::FloorDieAdded(new + 1))
            }
            None => (None, DiceAdjustment::Unchanged),
        };
        let mut edits = vec![add];
        edits.extend(floor_die_edits(&trial, sides));
        self.apply_all(edits)?;
        Ok(outcome)
    }

    /// Puts a floor die with `sides` on the board, or takes it off (`None`),
    /// as one undo step. Putting it on gives floor n the face n + 1 (at most
    /// `sides`); changing its sides gives only floors without a face one;
    /// taking it off clears the faces, which mean nothing without it.
    pub fn set_floor_die(&mut self, sides: Option<u8>) -> Result<(), EditError> {
        self.apply_all(floor_die_edits(&self.layout, sides))
    }

    /// Mirrors a rectangle in place, one undo step.
    pub fn mirror(&mut self, floor: u8, rect: Rect, axis: Axis) -> Result<(), EditError> {
        self.apply(Edit::Mirror { floor, rect, axis })
    }

    /// The edits that wall in a floor's building: a wall on every edge
    /// between a building cell and an outside cell that has nothing on it
    /// yet (doors, windows and walls already drawn stay). Apply them with
    /// [`EditorDoc::apply_all`], one undo step. Empty when there is none to
    /// add or no such floor.
    pub fn outline_walls(&self, floor: u8) -> Vec<Edit> {
        let Some(layout) = self.layout.floors.get(usize::from(floor)) else {
            return Vec::new();
        };
        let g = grid::Grids::decode(layout);
        let building = |r: usize, c: usize| {
            CellKind::from_char(g.cells[g.idx(r, c)]).is_some_and(CellKind::is_interior)
        };
        let mut edits = Vec::new();
        for r in 0..g.rows {
            for c in 0..g.cols {
                // Each edge once: from its cell to the south or the east.
                for (dir, r2, c2) in [(Dir::S, r + 1, c), (Dir::E, r, c + 1)] {
                    if !g.contains(r2, c2) || building(r, c) == building(r2, c2) {
                        continue;
                    }
                    let at = EdgeRef::new(Pos::new(r as u8, c as u8), dir);
                    if self.edge(floor, at).is_none() {
                        edits.push(Edit::SetEdge {
                            floor,
                            at,
                            kind: Some(EdgeKind::Wall),
                            open: false,
                        });
                    }
                }
            }
        }
        edits
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

//! Decoded, editable copies of one floor's row-string grids (`cells`, `areas`,
//! `arrows`) and the position remapping shared by every edit that moves cells
//! (grid resizes, floor removal and reordering).
//!
//! Files may be malformed (ragged rows, unknown letters): decoding is tolerant
//! (short rows are padded, unknown letters kept as they are) so an edit never
//! panics and never silently rewrites a grid it did not touch.

use crate::engine::board::layout::{BoardLayout, FloorLayout};
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};

/// One floor's grids as flat row-major vectors of `rows × cols`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Grids {
    pub rows: usize,
    pub cols: usize,
    /// Cell letters (`.`, `#`, `x`, `e`, or whatever the file had).
    pub cells: Vec<char>,
    /// Area digits or `.`.
    pub areas: Vec<char>,
    /// Arrow words or `.`.
    pub arrows: Vec<String>,
}

/// Rows and columns of a floor: the widest row counts (ragged files are padded).
pub(crate) fn floor_size(floor: &FloorLayout) -> (usize, usize) {
    let cols = floor
        .cells
        .iter()
        .map(|r| r.chars().count())
        .max()
        .unwrap_or(0);
    (floor.cells.len(), cols)
}

fn char_grid(rows_text: &[String], rows: usize, cols: usize) -> Vec<char> {
    let mut out = vec!['.'; rows * cols];
    for (r, row) in rows_text.iter().enumerate().take(rows) {
        for (c, ch) in row.chars().enumerate().take(cols) {
            out[r * cols + c] = ch;
        }
    }
    out
}

impl Grids {
    pub fn decode(floor: &FloorLayout) -> Grids {
        let (rows, cols) = floor_size(floor);
        let mut arrows = vec![".".to_owned(); rows * cols];
        for (r, row) in floor.arrows.iter().enumerate().take(rows) {
            for (c, word) in row.split_whitespace().enumerate().take(cols) {
                arrows[r * cols + c] = word.to_owned();
            }
        }
        Grids {
            rows,
            cols,
            cells: char_grid(&floor.cells, rows, cols),
            areas: char_grid(&floor.areas, rows, cols),
            arrows,
        }
    }

    /// Writes back only the grids that differ from `before`, so untouched grids
    /// keep their exact text. Grids with no entry at all are stored empty (the
    /// format's "none on this floor").
    pub fn encode_changes(&self, before: &Grids, floor: &mut FloorLayout) {
        let resized = self.rows != before.rows || self.cols != before.cols;
        if resized || self.cells != before.cells {
            floor.cells = self.char_rows(&self.cells);
        }
        if resized || self.areas != before.areas {
            floor.areas = if self.areas.iter().all(|c| *c == '.') {
                Vec::new()
            } else {
                self.char_rows(&self.areas)
            };
        }
        if resized || self.arrows != before.arrows {
            floor.arrows = if self.arrows.iter().all(|w| w == ".") {
                Vec::new()
            } else {
                (0..self.rows)
                    .map(|r| {
                        // Words padded to two letters so columns line up, as in
                        // the shipped boards: ".  SE S  W  .".
                        let words: Vec<String> = self.arrows[r * self.cols..(r + 1) * self.cols]
                            .iter()
                            .map(|w| format!("{w:<2}"))
                            .collect();
                        words.join(" ").trim_end().to_owned()
                    })
                    .collect()
            };
        }
    }

    fn char_rows(&self, grid: &[char]) -> Vec<String> {
        (0..self.rows)
            .map(|r| grid[r * self.cols..(r + 1) * self.cols].iter().collect())
            .collect()
    }

    pub fn contains(&self, row: usize, col: usize) -> bool {
        row < self.rows && col < self.cols
    }

    pub fn idx(&self, row: usize, col: usize) -> usize {
        row * self.cols + col
    }

    pub fn set_arrow(&mut self, row: usize, col: usize, dir: Option<Dir8>) {
        let i = self.idx(row, col);
        self.arrows[i] = dir.map_or(".", Dir8::name).to_owned();
    }

    /// Inserts a row before `at`, copying the kinds and areas of its neighbour
    /// (the row above, or below when inserting at the top) so an outside ring
    /// or a room stays closed; the new row has no arrows.
    pub fn insert_row(&mut self, at: usize) {
        let src = if at > 0 { at - 1 } else { 0 };
        let cols = self.cols;
        let copy = |v: &Vec<char>| -> Vec<char> {
            if src < self.rows {
                v[src * cols..(src + 1) * cols].to_vec()
            } else {
                vec!['.'; cols]
            }
        };
        let (cells_row, areas_row) = (copy(&self.cells), copy(&self.areas));
        let i = at * cols;
        self.cells.splice(i..i, cells_row);
        self.areas.splice(i..i, areas_row);
        self.arrows.splice(i..i, vec![".".to_owned(); cols]);
        self.rows += 1;
    }

    pub fn remove_row(&mut self, at: usize) {
        let range = at * self.cols..(at + 1) * self.cols;
        self.cells.drain(range.clone());
        self.areas.drain(range.clone());
        self.arrows.drain(range);
        self.rows -= 1;
    }

    /// Column counterpart of [`Grids::insert_row`].
    pub fn insert_col(&mut self, at: usize) {
        let src = if at > 0 { at - 1 } else { 0 };
        let (rows, cols) = (self.rows, self.cols);
        let mut cells = Vec::with_capacity(rows * (cols + 1));
        let mut areas = Vec::with_capacity(rows * (cols + 1));
        let mut arrows = Vec::with_capacity(rows * (cols + 1));
        for r in 0..rows {
            for c in 0..=cols {
                if c == at {
                    let s = r * cols + src.min(cols.saturating_sub(1));
                    cells.push(if cols > 0 { self.cells[s] } else { '.' });
                    areas.push(if cols > 0 { self.areas[s] } else { '.' });
                    arrows.push(".".to_owned());
                }
                if c < cols {
                    cells.push(self.cells[r * cols + c]);
                    areas.push(self.areas[r * cols + c]);
                    arrows.push(self.arrows[r * cols + c].clone());
                }
            }
        }
        self.cells = cells;
        self.areas = areas;
        self.arrows = arrows;
        self.cols += 1;
    }

    pub fn remove_col(&mut self, at: usize) {
        let cols = self.cols;
        let keep = |i: &usize| i % cols != at;
        self.cells = (0..self.cells.len())
            .filter(keep)
            .map(|i| self.cells[i])
            .collect();
        self.areas = (0..self.areas.len())
            .filter(keep)
            .map(|i| self.areas[i])
            .collect();
        self.arrows = (0..self.arrows.len())
            .filter(keep)
            .map(|i| self.arrows[i].clone())
            .collect();
        self.cols -= 1;
    }
}

/// Applies `map` to every position that names a floor in the layout's
/// board-wide references (stairs, parking, family setup, first explosion,
/// ladder tops). A reference whose position maps to `None` is dropped,
/// together with the link, spot or ladder top it belongs to.
pub(crate) fn remap_board_refs(layout: &mut BoardLayout, map: &impl Fn(Pos) -> Option<Pos>) {
    layout
        .stairs
        .retain_mut(|s| match (map(s.a.cell), map(s.b.cell)) {
            (Some(a), Some(b)) => {
                s.a.cell = a;
                s.b.cell = b;
                true
            }
            _ => false,
        });
    let both = |cells: &mut [Pos; 2]| match (map(cells[0]), map(cells[1])) {
        (Some(a), Some(b)) => {
            *cells = [a, b];
            true
        }
        _ => false,
    };
    layout.parking.ambulance.retain_mut(|s| both(&mut s.cells));
    layout.parking.engine.retain_mut(|s| both(&mut s.cells));
    if let Some(setup) = &mut layout.family_setup {
        setup.fire = setup.fire.iter().filter_map(|p| map(*p)).collect();
        setup.poi = setup.poi.iter().filter_map(|p| map(*p)).collect();
    }
    layout.first_explosion = layout
        .first_explosion
        .iter()
        .filter_map(|p| map(*p))
        .collect();
    if let Some(ladders) = &mut layout.ladders {
        ladders
            .tops
            .retain_mut(|t| match (map(t.foot), map(t.top)) {
                (Some(foot), Some(top)) => {
                    t.foot = foot;
                    t.top = top;
                    true
                }
                _ => false,
            });
    }
}

/// Applies `map` to one floor's own references (edges and dice overrides),
/// which are written without a floor prefix. `map_edge` gets the canonical
/// (south/east where possible) spelling of each edge.
pub(crate) fn remap_floor_refs(
    floor: &mut FloorLayout,
    map: &impl Fn(Pos) -> Option<Pos>,
    map_edge: &impl Fn(EdgeRef) -> Option<EdgeRef>,
) {
    floor.edges = std::mem::take(&mut floor.edges)
        .into_iter()
        .filter_map(|mut spec| {
            spec.at = map_edge(spec.at.canonical())?;
            Some(spec)
        })
        .collect();
    floor.dice.cells = std::mem::take(&mut floor.dice.cells)
        .into_iter()
        .filter_map(|mut o| {
            o.cell = map(o.cell)?;
            Some(o)
        })
        .collect();
}

/// The side letter mirrored across a vertical axis (`horizontal == true`,
/// columns flip) or a horizontal one (rows flip).
pub(crate) fn mirror_dir(side: Dir, horizontal: bool) -> Dir {
    match (side, horizontal) {
        (Dir::E | Dir::W, true) | (Dir::N | Dir::S, false) => side.opposite(),
        _ => side,
    }
}

pub(crate) fn mirror_dir8(dir: Dir8, horizontal: bool) -> Dir8 {
    use Dir8::*;
    if horizontal {
        match dir {
            E => W,
            W => E,
            NE => NW,
            NW => NE,
            SE => SW,
            SW => SE,
            other => other,
        }
    } else {
        match dir {
            N => S,
            S => N,
            NE => SE,
            SE => NE,
            NW => SW,
            SW => NW,
            other => other,
        }
    }
}

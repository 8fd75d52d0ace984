//! The dice result each cell of a layout gets (GEN-3), for a layout that
//! need not be valid: the editor shows the results on the board and uses
//! them to keep a new floor's dice apart from the others'. The results come
//! from the validator's own [`floor_rolls`], so they are what the game rolls.

use std::collections::HashSet;

use super::grid::Grids;
use crate::engine::board::layout::{BoardLayout, CellKind};
pub use crate::engine::board::validate::CellRoll;
use crate::engine::board::validate::floor_rolls as rolls_of;
use crate::engine::dice::Roll;

/// Every cell's result on `floor`, row-major (empty for a floor that does
/// not exist). The floor die's face is 0 when the board has no floor die or
/// the floor has no face yet.
pub fn floor_rolls(layout: &BoardLayout, floor: u8) -> Vec<CellRoll> {
    let Some(fl) = layout.floors.get(usize::from(floor)) else {
        return Vec::new();
    };
    let grids = Grids::decode(fl);
    let face = match layout.dice.floor {
        Some(_) => fl.dice.floor_face.unwrap_or(0),
        None => 0,
    };
    let interior = |r: usize, c: usize| {
        CellKind::from_char(grids.cells[grids.idx(r, c)]).is_some_and(CellKind::is_interior)
    };
    rolls_of(fl, &layout.dice, face, (grids.rows, grids.cols), interior)
}

/// True when some result names a cell on `floor` and a cell on another floor.
pub fn shares_results(layout: &BoardLayout, floor: u8) -> bool {
    let mine: HashSet<Roll> = floor_rolls(layout, floor)
        .into_iter()
        .filter_map(CellRoll::roll)
        .collect();
    (0..layout.floors.len())
        .filter(|&f| f != usize::from(floor))
        .any(|f| {
            floor_rolls(layout, f as u8)
                .into_iter()
                .filter_map(CellRoll::roll)
                .any(|r| mine.contains(&r))
        })
}

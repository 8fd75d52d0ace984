//! The dice result each cell of a layout gets (GEN-3), as the validator
//! computes it, for a layout that need not be valid: the editor shows the
//! results on the board and uses them to keep a new floor's dice apart from
//! the others'.

use std::collections::HashSet;

use super::grid::Grids;
use crate::engine::board::layout::{BoardLayout, CellKind};
use crate::engine::dice::Roll;

/// Where a floor's cell results come from, for display.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CellRoll {
    /// Outside, or the offsets give values the dice cannot show.
    None,
    /// From the floor's offsets.
    Offsets(Roll),
    /// From a per-cell override.
    Own(Roll),
}

impl CellRoll {
    pub fn roll(self) -> Option<Roll> {
        match self {
            CellRoll::None => None,
            CellRoll::Offsets(r) | CellRoll::Own(r) => Some(r),
        }
    }
}

/// Every cell's result on `floor`, row-major (empty for a floor that does
/// not exist). The floor die's face is 0 when the board has no floor die.
pub fn floor_rolls(layout: &BoardLayout, floor: u8) -> Vec<CellRoll> {
    let Some(fl) = layout.floors.get(usize::from(floor)) else {
        return Vec::new();
    };
    let grids = Grids::decode(fl);
    let face = match layout.dice.floor {
        Some(_) => fl.dice.floor_face.unwrap_or(0),
        None => 0,
    };
    let dice = &layout.dice;
    let interior =
        |i: usize| CellKind::from_char(grids.cells[i]).is_some_and(CellKind::is_interior);
    let mut out = vec![CellRoll::None; grids.rows * grids.cols];
    for r in 0..grids.rows {
        for c in 0..grids.cols {
            let i = grids.idx(r, c);
            if !interior(i) {
                continue;
            }
            let red = r as i32 + i32::from(fl.dice.red_offset);
            let black = c as i32 + i32::from(fl.dice.black_offset);
            if (1..=i32::from(dice.red)).contains(&red)
                && (1..=i32::from(dice.black)).contains(&black)
            {
                out[i] = CellRoll::Offsets(Roll {
                    floor: face,
                    red: red as u8,
                    black: black as u8,
                });
            }
        }
    }
    for o in &fl.dice.cells {
        let (r, c) = (usize::from(o.cell.row), usize::from(o.cell.col));
        if r < grids.rows && c < grids.cols && interior(grids.idx(r, c)) {
            out[grids.idx(r, c)] = CellRoll::Own(Roll {
                floor: face,
                red: o.red,
                black: o.black,
            });
        }
    }
    out
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

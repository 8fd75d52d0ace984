//! Each cell's dice result (GEN-3): the floor's offsets and the cells' own
//! overrides, checked against the board's dice; two cells the dice cannot
//! tell apart are refused.

use std::collections::{BTreeMap, HashSet};

use super::{FloorGrid, Place, ProblemKind, Report, Spot};
use crate::engine::board::layout::{BoardLayout, CellKind, DiceSpec, FloorLayout};
use crate::engine::dice::Roll;
use crate::engine::geom::Pos;

/// Dice roll per cell, per floor.
pub(super) type Rolls = Vec<Vec<Option<Roll>>>;

/// Where a cell's dice result comes from (GEN-3).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CellRoll {
    /// Outside, or the offsets give values the dice cannot show.
    None,
    /// Row and column plus the floor's offsets.
    Offsets(Roll),
    /// The cell's own override.
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

/// Every cell's dice result on one `rows × cols` floor, row-major, as the
/// board rolls them (GEN-3): an interior cell gets row + red offset and
/// column + black offset when both fit the dice; an override that fits the
/// dice replaces that (the last one listed wins). `interior(row, col)` tells
/// the building's cells; `face` is the floor die's face (0 without one).
/// The validator and the editor's dice view share this, so the editor shows
/// exactly what will be rolled.
pub fn floor_rolls(
    floor: &FloorLayout,
    dice: &DiceSpec,
    face: u8,
    (rows, cols): (usize, usize),
    interior: impl Fn(usize, usize) -> bool,
) -> Vec<CellRoll> {
    let mut out = vec![CellRoll::None; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            if !interior(r, c) {
                continue;
            }
            let red = r as i32 + i32::from(floor.dice.red_offset);
            let black = c as i32 + i32::from(floor.dice.black_offset);
            if (1..=i32::from(dice.red)).contains(&red)
                && (1..=i32::from(dice.black)).contains(&black)
            {
                out[r * cols + c] = CellRoll::Offsets(Roll {
                    floor: face,
                    red: red as u8,
                    black: black as u8,
                });
            }
        }
    }
    for o in &floor.dice.cells {
        let (r, c) = (usize::from(o.cell.row), usize::from(o.cell.col));
        let fits = (1..=dice.red).contains(&o.red) && (1..=dice.black).contains(&o.black);
        if r < rows && c < cols && interior(r, c) && fits {
            out[r * cols + c] = CellRoll::Own(Roll {
                floor: face,
                red: o.red,
                black: o.black,
            });
        }
    }
    out
}

pub(super) fn read_dice(
    layout: &BoardLayout,
    grids: &[Option<FloorGrid>],
    report: &mut Report,
) -> Rolls {
    let dice = &layout.dice;
    let mut out = Vec::new();
    let mut owner: BTreeMap<Roll, Pos> = BTreeMap::new();
    let mut interior_without = 0usize;
    for (f, floor) in layout.floors.iter().enumerate() {
        let Some(grid) = &grids[f] else {
            out.push(Vec::new());
            continue;
        };
        let fl = f as u8;
        let face = match (dice.floor, floor.dice.floor_face) {
            (Some(sides), Some(face)) if face >= 1 && face <= sides => face,
            (Some(sides), Some(face)) => {
                report.error(
                    Place::Floor(fl),
                    ProblemKind::FloorFaceNotOnDie { face, sides },
                );
                1
            }
            (Some(_), None) => {
                report.error(Place::Floor(fl), ProblemKind::FloorFaceMissing);
                1
            }
            (None, Some(_)) => {
                report.warn(Place::Floor(fl), ProblemKind::FloorFaceIgnored);
                0
            }
            (None, None) => 0,
        };
        let rolls: Vec<Option<Roll>> =
            floor_rolls(floor, dice, face, (grid.rows, grid.cols), |r, c| {
                grid.kinds[r * grid.cols + c].is_interior()
            })
            .into_iter()
            .map(CellRoll::roll)
            .collect();
        // What is wrong with the overrides (floor_rolls skips the bad ones).
        let mut seen = HashSet::new();
        for o in &floor.dice.cells {
            let pos = Pos::on(fl, o.cell.row, o.cell.col);
            if o.cell.floor != 0 {
                report.error(Place::Cell(pos), ProblemKind::DiceOverrideFloorPrefix);
            }
            if !grid.contains(pos) {
                report.error(Place::Cell(pos), ProblemKind::DiceOverrideOffGrid);
                continue;
            }
            if !grid.kind(pos).is_interior() {
                report.error(Place::Cell(pos), ProblemKind::DiceOnOutside);
                continue;
            }
            if !seen.insert(pos) {
                report.error(Place::Cell(pos), ProblemKind::DiceOverrideTwice);
            }
            if o.red == 0 || o.red > dice.red || o.black == 0 || o.black > dice.black {
                report.error(
                    Place::Cell(pos),
                    ProblemKind::DiceOverrideMisfit {
                        red: o.red,
                        black: o.black,
                        red_sides: dice.red,
                        black_sides: dice.black,
                    },
                );
            }
        }
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let pos = Pos::on(fl, r as u8, c as u8);
                match rolls[r * grid.cols + c] {
                    Some(roll) => {
                        if let Some(first) = owner.get(&roll) {
                            report.error(Place::Cell(pos), shared_roll(layout, *first, pos, roll));
                        } else {
                            owner.insert(roll, pos);
                        }
                    }
                    None if grid.kind(pos) == CellKind::Inside => interior_without += 1,
                    None => {}
                }
            }
        }
        out.push(rolls);
    }
    if grids.iter().all(Option::is_some) && !layout.floors.is_empty() {
        if owner.is_empty() {
            report.error(Place::Board, ProblemKind::NoDice);
        } else {
            let total = usize::from(dice.red)
                * usize::from(dice.black)
                * usize::from(dice.floor.unwrap_or(1));
            let unnamed = total.saturating_sub(owner.len());
            if unnamed > 0 {
                report.warn(Place::Board, ProblemKind::UnnamedResults { unnamed, total });
            }
        }
        if interior_without > 0 {
            report.warn(
                Place::Board,
                ProblemKind::CellsWithoutDice {
                    count: interior_without,
                },
            );
        }
    }
    out
}

/// Two cells with the same dice result. On one floor both are printed
/// with the same coordinates, so they are told apart by row and column.
fn shared_roll(layout: &BoardLayout, a: Pos, b: Pos, roll: Roll) -> ProblemKind {
    if a.floor == b.floor {
        ProblemKind::SharedRollOnFloor {
            first: (a.row, a.col),
            second: (b.row, b.col),
            roll,
        }
    } else {
        ProblemKind::SharedRollAcrossFloors {
            first: Spot::cell(layout, a),
            second: Spot::cell(layout, b),
            roll,
        }
    }
}

//! The expansions' data on a drawn layout: 2nd Story and Brownstone
//! ([`with_expansion`]) or High Rise ([`with_high_rise`]).

use super::*;

/// Rows and columns of the ground floor's grid.
pub(super) fn ground_size(layout: &BoardLayout) -> (usize, usize) {
    let cells = &layout.floors[0].cells;
    (cells.len(), cells.first().map_or(0, |r| r.chars().count()))
}

/// Issue 14: a third of the boards that are not High Rise play by 2nd Story (two floors or more,
/// ladder tops where the editor's *Fill in ladder tops* puts them) or by
/// Brownstone (every spot with its side); the rest by the base game.
pub(super) fn with_expansion(rng: &mut Dice, mut layout: BoardLayout) -> BoardLayout {
    use flashpoint::engine::board::layout::{LadderSpec, RuleSet};
    let (rows, cols) = ground_size(&layout);
    match rng.roll_die(6).0 {
        1 | 2 if layout.floors.len() >= 2 && !layout.parking.engine.is_empty() => {
            let tops = flashpoint::editor::fill_ladder_tops(&layout);
            if !tops.is_empty() {
                layout.rules = RuleSet::SecondStory;
                // 2ND-SETUP-1: the easy setup rolls; a printed one is unused.
                layout.family_setup = None;
                layout.ladders = Some(LadderSpec {
                    supply: rng.roll_die(4).0,
                    tops,
                });
            }
        }
        3 => {
            layout.rules = RuleSet::Brownstone;
            let side = |cells| Some(flashpoint::engine::board::ring::side_of(cells, rows, cols));
            for s in &mut layout.parking.ambulance {
                s.side = side(s.cells);
            }
            for s in &mut layout.parking.engine {
                s.side = side(s.cells);
            }
        }
        _ => {}
    }
    layout
}

/// The (red, black) results of the dice-named inside cells, as the validator
/// reads them (offsets, then the floor's per-cell overrides; the floor face
/// does not matter): a High Rise setup line must hold one of them
/// (URB-HIGHRISE-SETUP-1).
pub(super) fn named_inside_rolls(layout: &BoardLayout) -> Vec<(u8, u8)> {
    let (red, black) = (i32::from(layout.dice.red), i32::from(layout.dice.black));
    let mut out = Vec::new();
    for floor in &layout.floors {
        for (r, row) in floor.cells.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch != CellKind::Inside.to_char() {
                    continue;
                }
                let pos = Pos::new(r as u8, c as u8);
                let (rr, bb) = match floor.dice.cells.iter().find(|o| o.cell == pos) {
                    Some(o) => (i32::from(o.red), i32::from(o.black)),
                    None => (
                        r as i32 + i32::from(floor.dice.red_offset),
                        c as i32 + i32::from(floor.dice.black_offset),
                    ),
                };
                if (1..=red).contains(&rr) && (1..=black).contains(&bb) {
                    out.push((rr as u8, bb as u8));
                }
            }
        }
    }
    out
}

/// High Rise (URB-HIGHRISE-*, [`HighRiseKnobs`]): the cars and the Engine
/// spots were drawn with the floors; here every Engine spot gets its side
/// (URB-HIGHRISE-LADDER-1), the Ambulance's spots are mostly dropped
/// (URB-HIGHRISE-GEN-2) and the setup lines go through dice-named inside
/// cells (URB-HIGHRISE-SETUP-1). A printed family setup and first-explosion
/// table stay: High Rise does not read the table (its lines replace
/// EXP-SETUP-4..7).
pub(super) fn with_high_rise(
    rng: &mut Dice,
    mut layout: BoardLayout,
    h: &HighRiseKnobs,
) -> BoardLayout {
    use flashpoint::engine::board::layout::{RuleSet, SetupLine};
    layout.rules = RuleSet::HighRise;
    let (rows, cols) = ground_size(&layout);
    for s in &mut layout.parking.engine {
        s.side = Some(if chance(rng, h.wrong_side) {
            pick(rng, &Dir::ALL)
        } else {
            side_of(s.cells, rows, cols)
        });
    }
    layout
        .parking
        .ambulance
        .retain(|_| chance(rng, h.ambulances));
    for s in &mut layout.parking.ambulance {
        if chance(rng, 50) {
            s.side = Some(side_of(s.cells, rows, cols));
        }
    }
    let mut named = named_inside_rolls(&layout);
    if named.is_empty() {
        // No named inside cell: the validator refuses the board anyway.
        return layout;
    }
    shuffle(rng, &mut named);
    let same = pick(rng, &named);
    layout.setup_lines = (0..h.lines)
        .map(|i| {
            let (red, black) = match h.line_values {
                LineValues::Spread => named[i % named.len()],
                LineValues::Random => pick(rng, &named),
                LineValues::Same => same,
            };
            let column = match h.line_kinds {
                LineKinds::Printed => i < 2,
                LineKinds::Columns => true,
                LineKinds::Rows => false,
                LineKinds::Mixed => chance(rng, 50),
            };
            if column {
                SetupLine::Column(black)
            } else {
                SetupLine::Row(red)
            }
        })
        .collect();
    layout
}

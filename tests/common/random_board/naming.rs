//! What names and marks the cells: dice coordinates without collisions,
//! POI arrows, deck-gun areas and parking spots.

use super::*;

/// Each floor's dice settings, drawn so that no two cells share a result.
pub(super) fn name_cells(rng: &mut Dice, k: &Knobs, drafts: &[Draft]) -> Vec<FloorDice> {
    let faces: Vec<u8> = match k.floor_die {
        None => vec![0; drafts.len()],
        Some(sides) => {
            let mut all: Vec<u8> = (1..=sides).collect();
            shuffle(rng, &mut all);
            (0..drafts.len())
                .map(|i| {
                    if chance(rng, 70) && i < all.len() {
                        all[i]
                    } else {
                        // Shared faces: the floors must then split the red/black grid.
                        between(rng, 1, i32::from(sides)) as u8
                    }
                })
                .collect()
        }
    };
    let mut claimed: BTreeSet<Roll> = BTreeSet::new();
    let mut named: Vec<(usize, (usize, usize))> = Vec::new();
    let mut out = Vec::new();
    for (f, (draft, fk)) in drafts.iter().zip(&k.floors).enumerate() {
        let face = faces[f];
        let all_results = |claimed: &BTreeSet<Roll>, mine: &BTreeMap<(usize, usize), Roll>| {
            let taken: HashSet<Roll> = mine.values().copied().collect();
            let mut free = Vec::new();
            for red in 1..=k.red {
                for black in 1..=k.black {
                    let roll = Roll {
                        floor: face,
                        red,
                        black,
                    };
                    if !claimed.contains(&roll) && !taken.contains(&roll) {
                        free.push(roll);
                    }
                }
            }
            free
        };
        let (mut red_offset, mut black_offset) = (0i16, 0i16);
        if fk.naming == Naming::OverridesOnly {
            (red_offset, black_offset) = (-64, -64);
        } else if chance(rng, 50) {
            // Shifted: only the part of the floor the dice reach is named.
            red_offset = between(rng, 1 - draft.rows as i32, i32::from(k.red) - 1) as i16;
            black_offset = between(rng, 1 - draft.cols as i32, i32::from(k.black) - 1) as i16;
        }
        let by_offsets = |ro: i16, bo: i16| {
            let mut rolls = BTreeMap::new();
            for (r, c) in draft.interior() {
                let red = r as i32 + i32::from(ro);
                let black = c as i32 + i32::from(bo);
                if (1..=i32::from(k.red)).contains(&red)
                    && (1..=i32::from(k.black)).contains(&black)
                {
                    rolls.insert(
                        (r, c),
                        Roll {
                            floor: face,
                            red: red as u8,
                            black: black as u8,
                        },
                    );
                }
            }
            rolls
        };
        let mut rolls = by_offsets(red_offset, black_offset);
        let mut overrides: BTreeMap<(usize, usize), Roll> = BTreeMap::new();
        // Results another floor already has move to free ones.
        let clashes: Vec<(usize, usize)> = rolls
            .iter()
            .filter(|(_, roll)| claimed.contains(roll))
            .map(|(cell, _)| *cell)
            .collect();
        let mut stuck = false;
        for cell in clashes {
            rolls.remove(&cell);
            let free = all_results(&claimed, &rolls);
            if free.is_empty() {
                stuck = true;
                break;
            }
            let roll = pick(rng, &free);
            rolls.insert(cell, roll);
            overrides.insert(cell, roll);
        }
        if stuck {
            // Not enough results left for this floor's offsets: name only
            // a few cells, by overrides.
            (red_offset, black_offset) = (-64, -64);
            rolls.clear();
            overrides.clear();
        }
        if fk.naming != Naming::Offsets || stuck {
            let mut cells = draft.interior();
            shuffle(rng, &mut cells);
            for cell in cells.into_iter().take(fk.overrides) {
                let old = rolls.remove(&cell);
                let free = all_results(&claimed, &rolls);
                if free.is_empty() {
                    // Every result is taken: the cell keeps what it had.
                    if let Some(old) = old {
                        rolls.insert(cell, old);
                    }
                    continue;
                }
                let roll = pick(rng, &free);
                rolls.insert(cell, roll);
                overrides.insert(cell, roll);
            }
        }
        claimed.extend(rolls.values().copied());
        named.extend(rolls.keys().map(|&cell| (f, cell)));
        out.push(FloorDice {
            red_offset,
            black_offset,
            floor_face: (face != 0).then_some(face),
            cells: overrides
                .into_iter()
                .map(|((r, c), roll)| DiceOverride {
                    cell: Pos::new(r as u8, c as u8),
                    red: roll.red,
                    black: roll.black,
                })
                .collect(),
        });
    }
    // A board needs a dice-named inside cell: without one no POI is ever
    // placed (the validator refuses it). Name one with a free result.
    if !named
        .iter()
        .any(|&(f, (r, c))| drafts[f].kind(r, c) == CellKind::Inside)
    {
        let mut cells: Vec<(usize, (usize, usize))> = drafts
            .iter()
            .enumerate()
            .flat_map(|(f, d)| {
                d.cells_of(CellKind::Inside)
                    .into_iter()
                    .map(move |cell| (f, cell))
            })
            .collect();
        shuffle(rng, &mut cells);
        for (f, (r, c)) in cells {
            let free: Vec<Roll> = (1..=k.red)
                .flat_map(|red| (1..=k.black).map(move |black| (red, black)))
                .map(|(red, black)| Roll {
                    floor: faces[f],
                    red,
                    black,
                })
                .filter(|roll| !claimed.contains(roll))
                .collect();
            if free.is_empty() {
                continue;
            }
            let roll = pick(rng, &free);
            out[f].cells.push(DiceOverride {
                cell: Pos::new(r as u8, c as u8),
                red: roll.red,
                black: roll.black,
            });
            break;
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Arrows, areas, parking.

pub(super) fn arrow_target_ok(draft: &Draft, r: usize, c: usize, d: Dir8) -> bool {
    let (dr, dc) = d.delta();
    let (tr, tc) = (r as i32 + dr, c as i32 + dc);
    tr >= 0
        && tc >= 0
        && (tr as usize) < draft.rows
        && (tc as usize) < draft.cols
        && draft.kind(tr as usize, tc as usize).is_interior()
}

pub(super) fn arrows_grid(rng: &mut Dice, draft: &Draft, mode: Arrows) -> Vec<String> {
    if mode == Arrows::Absent {
        return Vec::new();
    }
    let (cr, cc) = ((draft.rows as i32 - 1) / 2, (draft.cols as i32 - 1) / 2);
    let mut grid = Vec::new();
    for r in 0..draft.rows {
        let mut words = Vec::new();
        for c in 0..draft.cols {
            let ok = |d: Dir8| arrow_target_ok(draft, r, c, d);
            let word = if !draft.kind(r, c).is_interior() {
                None
            } else {
                match mode {
                    Arrows::Absent => None,
                    Arrows::TowardsCentre => {
                        let (dr, dc) = ((cr - r as i32).signum(), (cc - c as i32).signum());
                        Dir8::ALL
                            .into_iter()
                            .find(|d| d.delta() == (dr, dc))
                            .filter(|&d| ok(d))
                    }
                    Arrows::Partial => {
                        let dirs: Vec<Dir8> = Dir8::ALL.into_iter().filter(|&d| ok(d)).collect();
                        (chance(rng, 50) && !dirs.is_empty()).then(|| pick(rng, &dirs))
                    }
                    Arrows::Looping => {
                        // Columns pair up: even columns point east, odd west,
                        // so two neighbours point at each other.
                        let d = if c % 2 == 0 { Dir8::E } else { Dir8::W };
                        let alt = if r % 2 == 0 { Dir8::S } else { Dir8::N };
                        [d, alt].into_iter().find(|&d| ok(d))
                    }
                }
            };
            words.push(word.map_or(".", Dir8::name));
        }
        grid.push(words.join(" "));
    }
    grid
}

/// Quadrants 1-4 split at a random row and column, with a few holes.
pub(super) fn areas_grid(rng: &mut Dice, draft: &Draft, split: (usize, usize)) -> Vec<String> {
    (0..draft.rows)
        .map(|r| {
            (0..draft.cols)
                .map(|c| {
                    if !draft.kind(r, c).is_interior() || chance(rng, 10) {
                        '.'
                    } else {
                        let q = 1 + usize::from(c >= split.1) + 2 * usize::from(r >= split.0);
                        char::from(b'0' + q as u8)
                    }
                })
                .collect()
        })
        .collect()
}

/// The digits used in `areas` grids.
pub(super) fn area_digits(floors: &[FloorLayout]) -> Vec<u8> {
    let mut digits: BTreeSet<u8> = BTreeSet::new();
    for f in floors {
        for row in &f.areas {
            digits.extend(row.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0'));
        }
    }
    digits.into_iter().collect()
}

/// Non-overlapping pairs of neighbouring outside cells of the ground floor,
/// among those `keep` takes.
pub(super) fn parking_spots(
    rng: &mut Dice,
    ground: &Draft,
    count: usize,
    avoid: &HashSet<Pos>,
    keep: impl Fn([Pos; 2]) -> bool,
) -> Vec<[Pos; 2]> {
    let mut pairs = Vec::new();
    for (r, c, d) in ground.all_edges() {
        let Some((nr, nc)) = ground.step(r, c, d) else {
            continue;
        };
        let pair = [Pos::new(r as u8, c as u8), Pos::new(nr as u8, nc as u8)];
        if ground.kind(r, c) == CellKind::Outside
            && ground.kind(nr, nc) == CellKind::Outside
            && keep(pair)
        {
            pairs.push(pair);
        }
    }
    shuffle(rng, &mut pairs);
    let mut used = avoid.clone();
    let mut out = Vec::new();
    for pair in pairs {
        if out.len() == count {
            break;
        }
        if pair.iter().any(|p| used.contains(p)) {
            continue;
        }
        used.extend(pair);
        out.push(pair);
    }
    out
}

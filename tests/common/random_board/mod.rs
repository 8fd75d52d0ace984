//! Random *valid* boards for the property tests (tests/random_boards.rs).
//!
//! The shipped boards never reach the corners a custom board can: dice that
//! name a handful of cells, floors without POI arrows, arrows that loop,
//! buildings of one cell, restricted cells and elevators everywhere. Issue 12
//! found engine hangs in exactly those corners (a flare-up chain with every
//! dice-named cell on a Hot Spot, Ruling R49; POIs that no roll and arrow path
//! can place, Ruling R50), so this generator draws boards from the whole space
//! the validator accepts, biased towards the small and odd.
//!
//! [`random_layout`] first draws a [`Knobs`] (every choice in one readable
//! place, each commented with the risk it exercises), then builds the layout
//! from it: floors (cells and edges), stairs, a repair pass that makes every
//! inside cell reachable (the one hard validity rule a random drawing breaks),
//! dice coordinates without collisions, arrows, deck-gun areas, parking, the
//! family setup and the first-explosion table. [`random_board`] retries
//! deterministically until the board validates.
//!
//! About a fifth of the boards play by High Rise ([`HighRiseKnobs`]): drawn
//! as such from the start, since their cars are the way in (every inside
//! cell reached from an elevator, never from the street), with Engine spots
//! that name their sides and the setup lines. A third of the others play by
//! 2nd Story or Brownstone ([`with_expansion`]).
//!
//! The parts: `knobs` (what is drawn), `floors` (cells, edges, cars,
//! stairs, reachability), `naming` (dice coordinates, arrows, areas,
//! parking), `expansions` (2nd Story, Brownstone, High Rise); this file
//! puts them together.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt::Write as _;
use std::sync::Arc;

use flashpoint::engine::board::layout::{
    AmbulanceSpot, BoardLayout, CellKind, DiceOverride, DiceSpec, EdgeKind, EdgeSpec, EngineSpot,
    FORMAT_VERSION, FamilySetup, FloorDice, FloorLayout, HotSpotSupply, Parking, StairEnd,
    StairLink,
};
use flashpoint::engine::board::ring::{compare_clockwise, side_of};
use flashpoint::engine::board::{Board, InvalidBoard};
use flashpoint::engine::dice::{Dice, Roll, derive_seed};
use flashpoint::engine::geom::{Dir, Dir8, EdgeRef, Pos};

mod expansions;
mod floors;
mod knobs;
mod naming;

use expansions::*;
use floors::*;
use knobs::*;
use naming::*;

// ---------------------------------------------------------------------------
// Small helpers on the seeded dice.

/// `true` with probability `percent` / 100.
fn chance(rng: &mut Dice, percent: u32) -> bool {
    rng.uniform(100) < percent
}

/// A uniform value in `lo..=hi`.
fn between(rng: &mut Dice, lo: i32, hi: i32) -> i32 {
    debug_assert!(lo <= hi);
    lo + rng.uniform((hi - lo + 1) as u32) as i32
}

/// An index drawn by weight.
fn weighted(rng: &mut Dice, weights: &[u32]) -> usize {
    let total: u32 = weights.iter().sum();
    let mut x = rng.uniform(total);
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    weights.len() - 1
}

/// A uniformly chosen element (the slice must not be empty).
fn pick<T: Copy>(rng: &mut Dice, items: &[T]) -> T {
    items[rng.uniform(items.len() as u32) as usize]
}

fn shuffle<T>(rng: &mut Dice, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.uniform(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

// ---------------------------------------------------------------------------
// The layout.

/// A random board layout; it validates (`Board::from_layout`) with high
/// probability (see [`random_board`] for one that surely does).
pub fn random_layout(rng: &mut Dice) -> BoardLayout {
    let high_rise = draws_high_rise(rng);
    let k = knobs(rng, high_rise);
    let mut drafts: Vec<Draft> = k.floors.iter().map(|fk| draft_floor(rng, fk)).collect();
    if high_rise {
        ensure_car(rng, &k, &mut drafts);
    }
    let mut links = place_stairs(rng, &k, &mut drafts);
    connect(rng, &mut drafts, &mut links, high_rise);
    let dice = name_cells(rng, &k, &drafts);

    let split = |d: &Draft| (d.rows / 2, d.cols / 2);
    let ground_split = split(&drafts[0]);
    let mut floors = Vec::new();
    for (i, (draft, fk)) in drafts.iter().zip(&k.floors).enumerate() {
        // Areas span floors when the grids stack (as on 2nd Story).
        let areas = if fk.areas {
            let s = if (draft.rows, draft.cols) == (drafts[0].rows, drafts[0].cols) {
                ground_split
            } else {
                split(draft)
            };
            areas_grid(rng, draft, s)
        } else {
            Vec::new()
        };
        floors.push(FloorLayout {
            name: if i == 0 {
                "Ground floor".to_owned()
            } else {
                format!("Floor {i}")
            },
            cells: (0..draft.rows)
                .map(|r| {
                    (0..draft.cols)
                        .map(|c| draft.kind(r, c).to_char())
                        .collect()
                })
                .collect(),
            edges: draft
                .edges
                .iter()
                .map(|(at, (kind, open))| EdgeSpec {
                    at: *at,
                    kind: *kind,
                    open: *open,
                })
                .collect(),
            areas,
            arrows: arrows_grid(rng, draft, fk.arrows),
            dice: dice[i].clone(),
        });
    }

    // Parking: at least one spot of some kind (FAM-KD-1 needs a destination).
    if high_rise && area_digits(&floors).is_empty() {
        // The Engine names a deck-gun area: the holes took every digit (a
        // tiny ground floor); the whole interior is area 1.
        floors[0].areas = (0..drafts[0].rows)
            .map(|r| {
                (0..drafts[0].cols)
                    .map(|c| {
                        if drafts[0].kind(r, c).is_interior() {
                            '1'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
    }
    let digits = area_digits(&floors);
    let (rows, cols) = (drafts[0].rows, drafts[0].cols);
    let mut ambulance = parking_spots(rng, &drafts[0], k.ambulances, &HashSet::new(), |_| true);
    let engines = if digits.is_empty() { 0 } else { k.engines };
    let shared_ok = chance(rng, 20);
    // High Rise ignores the Ambulance's spots: the Engine's may overlap them.
    let avoid: HashSet<Pos> = if shared_ok || high_rise {
        HashSet::new()
    } else {
        ambulance.iter().flatten().copied().collect()
    };
    // High Rise with the Engine on one side only: the side of a free spot.
    let engine_side = match &k.high_rise {
        Some(h) if h.one_side => parking_spots(rng, &drafts[0], 1, &avoid, |_| true)
            .first()
            .map(|&spot| side_of(spot, rows, cols)),
        _ => None,
    };
    let mut engine = parking_spots(rng, &drafts[0], engines, &avoid, |spot| {
        engine_side.is_none_or(|side| side_of(spot, rows, cols) == side)
    });
    if ambulance.is_empty() && engine.is_empty() {
        ambulance = parking_spots(rng, &drafts[0], 1, &HashSet::new(), |_| true);
    }
    if k.clockwise {
        ambulance.sort_by(|a, b| compare_clockwise(*a, *b, rows, cols));
        engine.sort_by(|a, b| compare_clockwise(*a, *b, rows, cols));
    }

    // Setups on inside cells of any floor.
    let mut inside: Vec<Pos> = Vec::new();
    for (f, d) in drafts.iter().enumerate() {
        for (r, c) in d.cells_of(CellKind::Inside) {
            inside.push(Pos::on(f as u8, r as u8, c as u8));
        }
    }
    shuffle(rng, &mut inside);
    let family_setup = k.family_setup.map(|(fires, pois)| {
        let fires = fires.min(inside.len());
        let pois = pois.min(inside.len() - fires);
        FamilySetup {
            fire: inside[..fires].to_vec(),
            poi: inside[fires..fires + pois].to_vec(),
        }
    });
    let first_explosion = if k.first_explosion && !inside.is_empty() {
        (0..k.black).map(|_| pick(rng, &inside)).collect()
    } else {
        Vec::new()
    };

    let mut description = String::new();
    let _ = write!(
        description,
        "Random test board{}: {} floor(s), dice {}×{}{}",
        if high_rise { " (High Rise)" } else { "" },
        drafts.len(),
        k.red,
        k.black,
        k.floor_die.map_or(String::new(), |s| format!("×{s}"))
    );
    for (i, fk) in k.floors.iter().enumerate() {
        let _ = write!(
            description,
            "; floor {i}: {}×{} {:?}, arrows {:?}, naming {:?}",
            fk.rows, fk.cols, fk.outside, fk.arrows, fk.naming
        );
    }

    let stairs = links
        .iter()
        .map(|(a, b)| {
            let end = |e: &End| StairEnd {
                cell: Pos::on(e.0 as u8, e.1.0 as u8, e.1.1 as u8),
                direction: e.2,
            };
            StairLink {
                a: end(a),
                b: end(b),
            }
        })
        .collect();

    let layout = BoardLayout {
        schema: None,
        format_version: FORMAT_VERSION,
        name: "Random board".to_owned(),
        description,
        author: "tests/common/random_board".to_owned(),
        dice: DiceSpec {
            red: k.red,
            black: k.black,
            floor: k.floor_die,
        },
        floors,
        stairs,
        parking: Parking {
            ambulance: ambulance
                .into_iter()
                .map(|cells| AmbulanceSpot { cells, side: None })
                .collect(),
            engine: engine
                .into_iter()
                .map(|cells| EngineSpot {
                    cells,
                    area: pick(rng, &digits),
                    side: None,
                })
                .collect(),
        },
        hot_spots: k.hot_spots,
        family_setup,
        first_explosion,
        rules: Default::default(),
        ladders: None,
        setup_lines: Vec::new(),
    };
    match &k.high_rise {
        Some(h) => with_high_rise(rng, layout, h),
        None => with_expansion(rng, layout),
    }
}

/// Attempts [`random_board`] makes before declaring the generator broken.
pub const ATTEMPTS: u64 = 20;

/// The random board of `seed`: the first of [`ATTEMPTS`] deterministic draws
/// that validates. Panics with the last draw's problems if none does (a
/// generator bug: the draws are meant to validate almost always).
pub fn random_board(seed: u64) -> (Arc<Board>, BoardLayout) {
    let mut last: Option<(BoardLayout, InvalidBoard)> = None;
    for attempt in 0..ATTEMPTS {
        let mut rng = Dice::from_seed(derive_seed(seed, attempt));
        let mut layout = random_layout(&mut rng);
        layout.name = format!("Random board {seed}");
        match Board::from_layout(layout.clone()) {
            Ok(board) => return (Arc::new(board), layout),
            Err(e) => last = Some((layout, e)),
        }
    }
    let (layout, e) = last.expect("at least one attempt");
    panic!(
        "random board {seed}: no valid draw in {ATTEMPTS} attempts (a generator bug); the last one:\n{e}\n{}",
        flashpoint::engine::board::io::layout_to_json(&layout)
    );
}

/// Whether the draw for `seed` validates at the first attempt (the
/// generator's hit rate).
pub fn first_draw_valid(seed: u64) -> Result<(), InvalidBoard> {
    let mut rng = Dice::from_seed(derive_seed(seed, 0));
    Board::from_layout(random_layout(&mut rng)).map(|_| ())
}

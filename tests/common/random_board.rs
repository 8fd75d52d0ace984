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
// The knobs.

/// How a floor's outside cells are laid out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Outside {
    /// A one-cell ring all round, as printed.
    Ring,
    /// Outside on some sides only: the building touches the grid's border
    /// elsewhere (no edge, so no wall, beyond those cells).
    Sides([bool; 4]),
    /// The ring plus a corner block of the inside turned outside: an L-shaped
    /// building, with inside corners for shockwaves and arrows.
    Notched,
    /// No outside cell at all (upper floors only): the whole floor is
    /// building, reached by stairs.
    None,
}

/// How POI arrows are drawn on a floor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Arrows {
    /// No arrows grid: the experienced POI rule re-rolls at once. With few
    /// dice cells this is what made replenishing endless (R50).
    Absent,
    /// Every interior cell points one step towards the centre, as the
    /// editor's "Generate arrows" does.
    TowardsCentre,
    /// Some cells only, in random directions: paths stop at arrowless cells.
    Partial,
    /// Neighbours point at each other: every path that does not start on a
    /// valid cell comes back on itself (EXP-POI-3 re-roll; R50 when every
    /// named cell is taken).
    Looping,
}

/// How the dice name a floor's cells (GEN-3).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Naming {
    /// Row/column plus offsets (0, 0 as printed, or shifted so only a corner
    /// of the floor is named).
    Offsets,
    /// Offsets, then a few cells moved to results nobody else has.
    OffsetsAndOverrides,
    /// Offsets that name nothing and a few single-cell overrides: a floor
    /// with 1-4 named cells.
    OverridesOnly,
}

#[derive(Clone, Debug)]
struct FloorKnobs {
    rows: usize,
    cols: usize,
    outside: Outside,
    /// Percent of interior cells made restricted (URB-BROWN-1): never
    /// entered, POIs re-rolled there (R42), so fewer places for POIs.
    restricted: u32,
    /// Elevator cars (URB-HIGHRISE-ELEV-1), each with one elevator door.
    elevators: usize,
    /// Percent of elevator doors open at the start (High Rise: the car is at
    /// the fire floor, an ordinary space; closed, it is in the Lobby).
    elevator_open: u32,
    /// High Rise only: percent of cars whose door faces an inside cell when
    /// one is next to the car; the others face any cell that is not a car
    /// (an outside or restricted cell: a car nobody can leave by its door).
    /// `None` off High Rise (no draw, so other boards are as before).
    car_door_inside: Option<u32>,
    /// Wall lines splitting the floor into rooms, each with a door.
    split_rows: usize,
    split_cols: usize,
    /// Percent of the remaining interior edges given a random kind.
    sprinkle: u32,
    /// What the building's outer edges are: (wall, entrance, door, window,
    /// thin wall, party wall, nothing) weights. All "nothing" is a building
    /// without an outer wall: explosions leave it without a cube.
    outer: [u32; 7],
    /// Walls between two outside cells (legal, odd, and never on a printed board).
    outside_walls: bool,
    arrows: Arrows,
    naming: Naming,
    /// Overrides added by [`Naming::OffsetsAndOverrides`] / [`Naming::OverridesOnly`].
    overrides: usize,
    /// Deck-gun areas on this floor (quadrants with a few holes).
    areas: bool,
}

#[derive(Clone, Debug)]
struct Knobs {
    floors: Vec<FloorKnobs>,
    /// Sides of the red and black dice. Small dice (1-3 sides) name at most
    /// 9 cells: ≤ 24 dice cells means Hot Spots can cover them all (R49),
    /// and with no arrows a POI that no roll can place (R50).
    red: u8,
    black: u8,
    /// A floor die (2ND-BOARD-2 alternative); extra faces name nothing.
    floor_die: Option<u8>,
    /// Stair links per upper floor (1-2), to the floor below or any lower one.
    stairs_per_floor: Vec<usize>,
    /// Stair cells walled on their three other sides, as printed.
    walled_stairs: bool,
    /// Ambulance and engine spots (0 of a kind: configurations with the
    /// vehicles module are refused, the rest must still play).
    ambulances: usize,
    engines: usize,
    /// Parking lists sorted clockwise (else only a warning, and Drive jumps).
    clockwise: bool,
    /// The printed family setup (else the random one, FAM-VAR-1a).
    family_setup: Option<(usize, usize)>,
    /// The first-explosion table (EXP-SETUP-4; else rolled on both dice).
    first_explosion: bool,
    /// Hot Spot supply (EXP-SETUP-11): 0 means flare-ups add nothing; 24 the
    /// most the box holds.
    hot_spots: HotSpotSupply,
    /// A High Rise board (§9, URB-HIGHRISE-*), with what it adds.
    high_rise: Option<HighRiseKnobs>,
}

/// Which die the High Rise setup lines fix (URB-HIGHRISE-SETUP-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum LineKinds {
    /// As printed: column, column, row, row.
    Printed,
    /// Columns only: every explosion rolls the red die.
    Columns,
    /// Rows only: every explosion rolls the black die.
    Rows,
    /// Each line a column or a row at random.
    Mixed,
}

/// Which values the High Rise setup lines take (always a line holding a
/// dice-named inside cell: the validator refuses others).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum LineValues {
    /// Different named cells' lines where there are enough, as printed.
    Spread,
    /// Each line through a random named inside cell: repeats happen on
    /// boards with few named cells.
    Random,
    /// Every line through one cell: after the 1st explosion that line's
    /// only cell may be on Fire, so the line has no acceptable cell and the
    /// explosion falls back to both dice (R22); a row and a column through
    /// one cell cross there.
    Same,
}

/// What a High Rise board adds to the base drawing (URB-HIGHRISE-*).
#[derive(Clone, Debug)]
struct HighRiseKnobs {
    /// Setup lines: 3, or 4 (the 4th is Heroic's; with 3, Heroic's 4th
    /// explosion has no line and is rolled on both dice).
    lines: usize,
    line_kinds: LineKinds,
    line_values: LineValues,
    /// Every Engine spot on one side of the building: the aerial ladder
    /// reaches that side only (URB-HIGHRISE-LADDER-1); else spots anywhere,
    /// usually on several sides.
    one_side: bool,
    /// Percent of Engine spots whose `side` names another side than the one
    /// they stand on (the validator does not compare them): the ladder then
    /// reaches a side the Engine is not next to.
    wrong_side: u32,
    /// Percent of ambulance spots kept (High Rise ignores them with a
    /// warning, URB-HIGHRISE-GEN-2; knockdowns and rescues use the Engine).
    ambulances: u32,
}

/// Percent of boards drawn as High Rise.
const HIGH_RISE_PERCENT: u32 = 22;

/// Whether the draw starting at `rng` is a High Rise board. Decided on a
/// fork of the dice, so every board that is not High Rise comes out exactly
/// as before High Rise boards were drawn (same seeds, same boards, same
/// reproductions).
fn draws_high_rise(rng: &Dice) -> bool {
    let mut fork = rng.clone();
    let word = (u64::from(fork.uniform(1 << 31)) << 32) | u64::from(fork.uniform(1 << 31));
    let mut dice = Dice::from_seed(derive_seed(word, 0x4869_6768_2052_6973));
    chance(&mut dice, HIGH_RISE_PERCENT)
}

fn high_rise_knobs(rng: &mut Dice) -> HighRiseKnobs {
    HighRiseKnobs {
        lines: pick(rng, &[3, 4, 4]),
        line_kinds: match weighted(rng, &[40, 15, 15, 30]) {
            0 => LineKinds::Printed,
            1 => LineKinds::Columns,
            2 => LineKinds::Rows,
            _ => LineKinds::Mixed,
        },
        line_values: match weighted(rng, &[60, 30, 10]) {
            0 => LineValues::Spread,
            1 => LineValues::Random,
            _ => LineValues::Same,
        },
        one_side: chance(rng, 35),
        wrong_side: pick(rng, &[0, 0, 0, 10, 50]),
        ambulances: pick(rng, &[0, 0, 50, 100]),
    }
}

fn floor_size(rng: &mut Dice) -> (usize, usize) {
    match weighted(rng, &[25, 35, 25, 15]) {
        // Tiny: a 3 × 3 ring holds one inside cell, 3 × 4 two, 4 × 4 four:
        // every named cell fills with Hot Spots and POIs at once.
        0 => (between(rng, 3, 4) as usize, between(rng, 3, 4) as usize),
        1 => (between(rng, 4, 6) as usize, between(rng, 4, 7) as usize),
        // About the printed 8 × 10.
        2 => (between(rng, 6, 8) as usize, between(rng, 8, 10) as usize),
        // The largest the test plays (long random games).
        _ => (between(rng, 8, 10) as usize, between(rng, 10, 12) as usize),
    }
}

fn floor_knobs(
    rng: &mut Dice,
    index: usize,
    ground: Option<(usize, usize)>,
    high_rise: bool,
) -> FloorKnobs {
    let (rows, cols) = match ground {
        // Upper floors mostly stack on the ground floor's grid.
        Some(size) if chance(rng, 70) => size,
        _ => floor_size(rng),
    };
    let outside = if index == 0 {
        match weighted(rng, &[55, 30, 15]) {
            0 => Outside::Ring,
            1 => {
                let mut sides = [false; 4];
                for s in &mut sides {
                    *s = chance(rng, 50);
                }
                // The ground floor needs outside cells to start from and
                // two side by side to park on.
                sides[rng.uniform(4) as usize] = true;
                Outside::Sides(sides)
            }
            _ => Outside::Notched,
        }
    } else {
        match weighted(rng, &[55, 15, 10, 20]) {
            0 => Outside::Ring,
            1 => {
                let mut sides = [false; 4];
                for s in &mut sides {
                    *s = chance(rng, 50);
                }
                Outside::Sides(sides)
            }
            2 => Outside::Notched,
            _ => Outside::None,
        }
    };
    let restricted = match weighted(rng, &[60, 25, 15]) {
        0 => 0,
        1 => between(rng, 5, 15) as u32,
        _ => between(rng, 20, 40) as u32,
    };
    let elevators = if high_rise {
        // High Rise: the cars are the way in (URB-HIGHRISE-GEN-1); several
        // per floor, on upper floors too, and now and then none on a floor.
        weighted(rng, &[20, 45, 25, 10])
    } else {
        weighted(rng, &[70, 22, 8])
    };
    let outer = match weighted(rng, &[70, 20, 10]) {
        // Mostly wall with a few ways in, as printed.
        0 => [60, 10, 12, 10, 4, 2, 2],
        // Anything goes.
        1 => [20, 15, 15, 15, 15, 10, 10],
        // No outer wall at all: nothing there to collapse.
        _ => [0, 0, 0, 0, 0, 0, 1],
    };
    let naming = match weighted(rng, &[55, 25, 20]) {
        0 => Naming::Offsets,
        1 => Naming::OffsetsAndOverrides,
        _ => Naming::OverridesOnly,
    };
    FloorKnobs {
        rows,
        cols,
        outside,
        restricted,
        elevators,
        elevator_open: pick(rng, &[0, 50, 100]),
        car_door_inside: high_rise.then(|| pick(rng, &[80, 95, 100])),
        split_rows: weighted(rng, &[40, 40, 20]),
        split_cols: weighted(rng, &[40, 40, 20]),
        sprinkle: pick(rng, &[0, 0, 5, 15, 30]),
        outer,
        outside_walls: chance(rng, 5),
        arrows: match weighted(rng, &[45, 20, 20, 15]) {
            0 => Arrows::Absent,
            1 => Arrows::TowardsCentre,
            2 => Arrows::Partial,
            _ => Arrows::Looping,
        },
        naming,
        overrides: between(rng, 1, 4) as usize,
        areas: chance(rng, 70),
    }
}

fn knobs(rng: &mut Dice, high_rise: bool) -> Knobs {
    // High Rise is the fire floor of a tower: one floor (URB-HIGHRISE-GEN-1,
    // the validator refuses more).
    let floor_count = 1 + weighted(rng, &[55, 30, 15]);
    let floor_count = if high_rise { 1 } else { floor_count };
    let mut floors = Vec::new();
    for i in 0..floor_count {
        let ground = floors.first().map(|f: &FloorKnobs| (f.rows, f.cols));
        floors.push(floor_knobs(rng, i, ground, high_rise));
    }
    if high_rise {
        // At least one car somewhere (URB-HIGHRISE-GEN-1), on any floor.
        if floors.iter().all(|f| f.elevators == 0) {
            let f = rng.uniform(floor_count as u32) as usize;
            floors[f].elevators = 1;
        }
        // The Engine names a deck-gun area, so the ground floor has some.
        floors[0].areas = true;
    }
    let (red, black) = match weighted(rng, &[25, 40, 25, 10]) {
        // As printed: red d6 rows, black d8 columns.
        0 => (6, 8),
        // Few dice cells: ≤ 9 results (R49, R50).
        1 => (between(rng, 1, 3) as u8, between(rng, 1, 3) as u8),
        2 => (between(rng, 2, 8) as u8, between(rng, 2, 10) as u8),
        // Big dice: most results name nothing and are re-rolled.
        _ => (between(rng, 6, 20) as u8, between(rng, 6, 20) as u8),
    };
    let floor_die = if floor_count > 1 && chance(rng, 40) {
        Some(floor_count as u8 + between(rng, 0, 2) as u8)
    } else if chance(rng, 5) {
        Some(between(rng, 1, 3) as u8)
    } else {
        None
    };
    let hot_spots = match weighted(rng, &[50, 15, 15, 20]) {
        0 => HotSpotSupply::default(),
        // An empty supply: flare-ups and Hazmat add no Hot Spot (EXP-HOT-4).
        1 => HotSpotSupply {
            supply: 0,
            heroic_supply: 0,
        },
        // Every token: enough to cover every named cell of a small board.
        2 => HotSpotSupply {
            supply: 24,
            heroic_supply: 24,
        },
        _ => HotSpotSupply {
            supply: between(rng, 0, 24) as u8,
            heroic_supply: between(rng, 0, 24) as u8,
        },
    };
    Knobs {
        stairs_per_floor: (0..floor_count)
            .map(|_| 1 + weighted(rng, &[70, 30]))
            .collect(),
        floors,
        red,
        black,
        floor_die,
        walled_stairs: chance(rng, 50),
        ambulances: weighted(rng, &[15, 30, 30, 15, 10]),
        // High Rise needs an Engine spot (URB-HIGHRISE-GEN-2): 1-4.
        engines: if high_rise {
            1 + weighted(rng, &[35, 35, 15, 15])
        } else {
            weighted(rng, &[20, 30, 30, 10, 10])
        },
        clockwise: chance(rng, 85),
        family_setup: chance(rng, 50).then(|| {
            (
                between(rng, 0, 6) as usize,
                weighted(rng, &[10, 15, 15, 50, 10]),
            )
        }),
        first_explosion: chance(rng, 30),
        hot_spots,
        high_rise: high_rise.then(|| high_rise_knobs(rng)),
    }
}

// ---------------------------------------------------------------------------
// Floors as they are built.

/// One floor while it is drawn: cell kinds and every non-plain edge, keyed by
/// the edge's south/east spelling without a floor.
#[derive(Clone, Debug)]
struct Draft {
    rows: usize,
    cols: usize,
    kinds: Vec<CellKind>,
    edges: BTreeMap<EdgeRef, (EdgeKind, bool)>,
    /// Edges that must not take cubes: stair directions (2ND-STAIRS-3) and
    /// elevator doors (exactly one per car).
    protected: HashSet<EdgeRef>,
}

impl Draft {
    fn kind(&self, r: usize, c: usize) -> CellKind {
        self.kinds[r * self.cols + c]
    }

    /// The sides of (r, c) towards a cell of the floor that is not an
    /// elevator car (where a stair may open, or a car's door may be).
    fn sides_off_cars(&self, r: usize, c: usize) -> Vec<Dir> {
        Dir::ALL
            .into_iter()
            .filter(|&d| {
                self.step(r, c, d)
                    .is_some_and(|(nr, nc)| self.kind(nr, nc) != CellKind::Elevator)
            })
            .collect()
    }

    fn set_kind(&mut self, r: usize, c: usize, kind: CellKind) {
        self.kinds[r * self.cols + c] = kind;
    }

    fn step(&self, r: usize, c: usize, d: Dir) -> Option<(usize, usize)> {
        let (dr, dc) = d.delta();
        let (nr, nc) = (r as i32 + dr, c as i32 + dc);
        (nr >= 0 && nc >= 0 && (nr as usize) < self.rows && (nc as usize) < self.cols)
            .then_some((nr as usize, nc as usize))
    }

    fn key(r: usize, c: usize, d: Dir) -> EdgeRef {
        EdgeRef::new(Pos::new(r as u8, c as u8), d).canonical()
    }

    fn edge(&self, r: usize, c: usize, d: Dir) -> Option<(EdgeKind, bool)> {
        self.edges.get(&Draft::key(r, c, d)).copied()
    }

    /// Sets an edge (`None`: plain floor) unless it is protected.
    fn set_edge(&mut self, r: usize, c: usize, d: Dir, edge: Option<(EdgeKind, bool)>) {
        let key = Draft::key(r, c, d);
        if self.protected.contains(&key) {
            return;
        }
        match edge {
            Some(e) => self.edges.insert(key, e),
            None => self.edges.remove(&key),
        };
    }

    fn cells(&self) -> impl Iterator<Item = (usize, usize)> + use<> {
        let cols = self.cols;
        (0..self.rows * cols).map(move |i| (i / cols, i % cols))
    }

    fn cells_of(&self, kind: CellKind) -> Vec<(usize, usize)> {
        self.cells()
            .filter(|&(r, c)| self.kind(r, c) == kind)
            .collect()
    }

    fn interior(&self) -> Vec<(usize, usize)> {
        self.cells()
            .filter(|&(r, c)| self.kind(r, c).is_interior())
            .collect()
    }

    /// Every pair of grid neighbours, once: (cell, side E or S).
    fn all_edges(&self) -> Vec<(usize, usize, Dir)> {
        let mut out = Vec::new();
        for (r, c) in self.cells() {
            for d in [Dir::E, Dir::S] {
                if self.step(r, c, d).is_some() {
                    out.push((r, c, d));
                }
            }
        }
        out
    }
}

/// Whether a walker passes the edge (the validator's reachability rule: open
/// floor, entrances, doors and windows, open or closed).
fn passable(edge: Option<(EdgeKind, bool)>) -> bool {
    matches!(
        edge,
        None | Some((EdgeKind::Door | EdgeKind::Entrance | EdgeKind::Window, _))
    )
}

/// A random wall-like kind for an interior edge.
fn wall_kind(rng: &mut Dice) -> (EdgeKind, bool) {
    match weighted(rng, &[70, 10, 10, 10]) {
        0 => (EdgeKind::Wall, false),
        1 => (EdgeKind::ThinWall, false),
        // Party walls: fire passes once destroyed, firefighters never (URB-BROWN-2).
        2 => (EdgeKind::PartyWall, false),
        _ => (EdgeKind::Window, chance(rng, 30)),
    }
}

fn door(rng: &mut Dice) -> (EdgeKind, bool) {
    (EdgeKind::Door, chance(rng, 30))
}

fn draft_floor(rng: &mut Dice, k: &FloorKnobs) -> Draft {
    let (rows, cols) = (k.rows, k.cols);
    let mut kinds = vec![CellKind::Inside; rows * cols];
    let outside_at = |r: usize, c: usize| -> bool {
        let border = [r == 0, c + 1 == cols, r + 1 == rows, c == 0];
        match k.outside {
            Outside::Ring | Outside::Notched => border.iter().any(|b| *b),
            Outside::Sides(sides) => (0..4).any(|i| sides[i] && border[i]),
            Outside::None => false,
        }
    };
    for r in 0..rows {
        for c in 0..cols {
            if outside_at(r, c) {
                kinds[r * cols + c] = CellKind::Outside;
            }
        }
    }
    let mut draft = Draft {
        rows,
        cols,
        kinds,
        edges: BTreeMap::new(),
        protected: HashSet::new(),
    };
    if k.outside == Outside::Notched && rows >= 5 && cols >= 5 {
        // A corner block up to half the inside, leaving at least 2 × 2 inside.
        let h = between(rng, 1, ((rows - 2) / 2) as i32) as usize;
        let w = between(rng, 1, ((cols - 2) / 2) as i32) as usize;
        let (top, left) = (chance(rng, 50), chance(rng, 50));
        for r in 0..h {
            for c in 0..w {
                let rr = if top { 1 + r } else { rows - 2 - r };
                let cc = if left { 1 + c } else { cols - 2 - c };
                draft.set_kind(rr, cc, CellKind::Outside);
            }
        }
    }

    // Restricted cells, then elevator cars, on inside cells.
    let mut inside = draft.cells_of(CellKind::Inside);
    shuffle(rng, &mut inside);
    let restricted = inside.len() * k.restricted as usize / 100;
    for &(r, c) in &inside[..restricted] {
        draft.set_kind(r, c, CellKind::Restricted);
    }
    let mut cars = Vec::new();
    for &(r, c) in inside[restricted..].iter().take(k.elevators) {
        draft.set_kind(r, c, CellKind::Elevator);
        cars.push((r, c));
    }
    // Every floor keeps an inside cell (stairs and setups need one).
    if draft.cells_of(CellKind::Inside).is_empty()
        && let Some(&(r, c)) = inside.first()
    {
        draft.set_kind(r, c, CellKind::Inside);
        cars.retain(|&car| car != (r, c));
    }

    // Outer edges: between the building and the outside.
    let outer_kinds = [
        Some((EdgeKind::Wall, false)),
        Some((EdgeKind::Entrance, false)),
        None, // a door, drawn below
        None, // a window, drawn below
        Some((EdgeKind::ThinWall, false)),
        Some((EdgeKind::PartyWall, false)),
        None,
    ];
    for (r, c, d) in draft.all_edges() {
        let Some((nr, nc)) = draft.step(r, c, d) else {
            continue;
        };
        let (a, b) = (draft.kind(r, c), draft.kind(nr, nc));
        let edge = match (a == CellKind::Outside, b == CellKind::Outside) {
            (true, true) => (k.outside_walls && chance(rng, 20)).then_some((EdgeKind::Wall, false)),
            (false, false) => None,
            _ => match weighted(rng, &k.outer) {
                2 => Some(door(rng)),
                3 => Some((EdgeKind::Window, chance(rng, 30))),
                i => outer_kinds[i],
            },
        };
        draft.set_edge(r, c, d, edge);
    }

    // Interior edges: wall lines with a door per line, then a sprinkle.
    let interior_pair = |draft: &Draft, r: usize, c: usize, d: Dir| {
        draft.step(r, c, d).is_some_and(|(nr, nc)| {
            draft.kind(r, c).is_interior() && draft.kind(nr, nc).is_interior()
        })
    };
    for (count, side) in [(k.split_rows, Dir::S), (k.split_cols, Dir::E)] {
        let (lines, along) = match side {
            Dir::S => (rows, cols),
            _ => (cols, rows),
        };
        if lines < 4 {
            continue;
        }
        for _ in 0..count {
            let line = between(rng, 1, lines as i32 - 3) as usize;
            let cells: Vec<(usize, usize)> = (0..along)
                .map(|i| if side == Dir::S { (line, i) } else { (i, line) })
                .filter(|&(r, c)| interior_pair(&draft, r, c, side))
                .collect();
            if cells.is_empty() {
                continue;
            }
            let gap = pick(rng, &cells);
            for (r, c) in cells {
                let edge = if (r, c) == gap {
                    Some(door(rng))
                } else {
                    Some(wall_kind(rng))
                };
                draft.set_edge(r, c, side, edge);
            }
        }
    }
    if k.sprinkle > 0 {
        for (r, c, d) in draft.all_edges() {
            if interior_pair(&draft, r, c, d) && chance(rng, k.sprinkle) {
                let edge = match weighted(rng, &[40, 30, 30]) {
                    0 => Some(wall_kind(rng)),
                    1 => Some(door(rng)),
                    _ => None,
                };
                draft.set_edge(r, c, d, edge);
            }
        }
    }

    // One elevator door per car, towards a cell that is not a car; the car's
    // other sides are walls half the time.
    for (r, c) in cars {
        let sides = draft.sides_off_cars(r, c);
        if sides.is_empty() {
            // Boxed in by other cars: no door can serve it; make it inside.
            draft.set_kind(r, c, CellKind::Inside);
            continue;
        }
        // High Rise: a car is a closed shaft but for its door (engine
        // ruling E38, which the validator enforces).
        let walled = chance(rng, 50) || k.car_door_inside.is_some();
        let towards_inside: Vec<Dir> = sides
            .iter()
            .copied()
            .filter(|&d| {
                draft
                    .step(r, c, d)
                    .is_some_and(|(nr, nc)| draft.kind(nr, nc) == CellKind::Inside)
            })
            .collect();
        let door_side = match k.car_door_inside {
            // High Rise: a car is the way in, so its door mostly opens on
            // the floor (a car facing outside leads nowhere).
            Some(p) if !towards_inside.is_empty() && chance(rng, p) => pick(rng, &towards_inside),
            _ => pick(rng, &sides),
        };
        for d in Dir::ALL {
            if draft.step(r, c, d).is_none() {
                continue;
            }
            if d == door_side {
                let open = chance(rng, k.elevator_open);
                draft.set_edge(r, c, d, Some((EdgeKind::ElevatorDoor, open)));
                draft.protected.insert(Draft::key(r, c, d));
            } else if walled {
                draft.set_edge(r, c, d, Some((EdgeKind::Wall, false)));
                draft.protected.insert(Draft::key(r, c, d));
            } else if matches!(draft.edge(r, c, d), Some((EdgeKind::ElevatorDoor, _))) {
                draft.set_edge(r, c, d, None);
            }
        }
    }
    draft
}

/// High Rise needs a car (URB-HIGHRISE-GEN-1): when the drawing left none
/// (tiny floors, cars boxed in), an inside cell next to another becomes one,
/// its door towards that cell.
fn ensure_car(rng: &mut Dice, k: &Knobs, drafts: &mut [Draft]) {
    if drafts
        .iter()
        .any(|d| !d.cells_of(CellKind::Elevator).is_empty())
    {
        return;
    }
    let mut spots = Vec::new();
    for (f, d) in drafts.iter().enumerate() {
        for (r, c) in d.cells_of(CellKind::Inside) {
            for dir in Dir::ALL {
                if d.step(r, c, dir)
                    .is_some_and(|(nr, nc)| d.kind(nr, nc) == CellKind::Inside)
                {
                    spots.push((f, r, c, dir));
                }
            }
        }
    }
    if spots.is_empty() {
        // No two inside cells side by side: the validator refuses it.
        return;
    }
    let (f, r, c, dir) = pick(rng, &spots);
    let open = chance(rng, k.floors[f].elevator_open);
    let draft = &mut drafts[f];
    draft.set_kind(r, c, CellKind::Elevator);
    for d in Dir::ALL {
        if draft.step(r, c, d).is_none() {
            continue;
        }
        let edge = if d == dir {
            (EdgeKind::ElevatorDoor, open)
        } else {
            (EdgeKind::Wall, false)
        };
        draft.set_edge(r, c, d, Some(edge));
        draft.protected.insert(Draft::key(r, c, d));
    }
}

// ---------------------------------------------------------------------------
// Stairs and reachability.

/// A stair end under construction: floor, cell, direction.
type End = (usize, (usize, usize), Dir);

fn stair_end(
    rng: &mut Dice,
    drafts: &mut [Draft],
    floor: usize,
    used: &HashSet<(usize, usize, usize)>,
    prefer: Option<(usize, usize)>,
    walled: bool,
) -> Option<End> {
    let draft = &drafts[floor];
    let free: Vec<(usize, usize)> = draft
        .cells_of(CellKind::Inside)
        .into_iter()
        .filter(|&(r, c)| !used.contains(&(floor, r, c)))
        // A stair direction needs a neighbour that is not an elevator car
        // (its door must stay its only door).
        .filter(|&(r, c)| !draft.sides_off_cars(r, c).is_empty())
        .collect();
    if free.is_empty() {
        return None;
    }
    // Stacked stairs (same square on both floors) as on the printed 2nd Story.
    let (r, c) = match prefer {
        Some(p) if free.contains(&p) => p,
        _ => pick(rng, &free),
    };
    // Any side towards a cell that is not an elevator car; a protected edge
    // there (another stair's open side) already takes no cubes.
    let dirs = draft.sides_off_cars(r, c);
    let dir = pick(rng, &dirs);
    let draft = &mut drafts[floor];
    if walled {
        for d in Dir::ALL {
            if d != dir && draft.step(r, c, d).is_some() {
                draft.set_edge(r, c, d, Some((EdgeKind::Wall, false)));
            }
        }
    }
    // The stair direction is the side printed without a wall (2ND-STAIRS-3):
    // open floor, or now and then a door.
    let open_side = if chance(rng, 20) {
        Some(door(rng))
    } else {
        None
    };
    draft.set_edge(r, c, dir, open_side);
    draft.protected.insert(Draft::key(r, c, dir));
    Some((floor, (r, c), dir))
}

fn place_stairs(rng: &mut Dice, k: &Knobs, drafts: &mut [Draft]) -> Vec<(End, End)> {
    let mut links = Vec::new();
    let mut used = HashSet::new();
    for upper in 1..drafts.len() {
        for _ in 0..k.stairs_per_floor[upper] {
            let lower = if chance(rng, 80) {
                upper - 1
            } else {
                rng.uniform(upper as u32) as usize
            };
            let Some(a) = stair_end(rng, drafts, lower, &used, None, k.walled_stairs) else {
                continue;
            };
            let prefer = chance(rng, 50).then_some(a.1);
            let Some(b) = stair_end(rng, drafts, upper, &used, prefer, k.walled_stairs) else {
                continue;
            };
            used.insert((a.0, a.1.0, a.1.1));
            used.insert((b.0, b.1.0, b.1.1));
            links.push((a, b));
        }
    }
    links
}

/// Cells a firefighter reaches from the street without chopping, as the
/// validator walks them: per floor, a flag per cell. On High Rise the way in
/// is the Lobby: the walk starts in every elevator car of every floor,
/// crosses elevator doors and never enters an outside cell (validate.rs,
/// `check_reachable`). Like the validator, it leaves a car by any side that
/// is not a wall, though the engine lets nobody out but through its door
/// (`through_the_shaft`): boards with such cars are drawn on purpose.
fn reached(drafts: &[Draft], links: &[(End, End)], high_rise: bool) -> Vec<Vec<bool>> {
    let mut seen: Vec<Vec<bool>> = drafts
        .iter()
        .map(|d| vec![false; d.rows * d.cols])
        .collect();
    let mut queue = Vec::new();
    let starts: Vec<(usize, usize, usize)> = if high_rise {
        drafts
            .iter()
            .enumerate()
            .flat_map(|(f, d)| {
                d.cells_of(CellKind::Elevator)
                    .into_iter()
                    .map(move |(r, c)| (f, r, c))
            })
            .collect()
    } else {
        drafts[0]
            .cells_of(CellKind::Outside)
            .into_iter()
            .map(|(r, c)| (0, r, c))
            .collect()
    };
    for (f, r, c) in starts {
        seen[f][r * drafts[f].cols + c] = true;
        queue.push((f, r, c));
    }
    let walkable = |f: usize, r: usize, c: usize| match drafts[f].kind(r, c) {
        CellKind::Inside => true,
        CellKind::Outside => f == 0 && !high_rise,
        CellKind::Restricted | CellKind::Elevator => false,
    };
    while let Some((f, r, c)) = queue.pop() {
        let d = &drafts[f];
        let mut next: Vec<(usize, usize, usize)> = Dir::ALL
            .iter()
            .filter(|&&dir| {
                let edge = d.edge(r, c, dir);
                passable(edge) || (high_rise && matches!(edge, Some((EdgeKind::ElevatorDoor, _))))
            })
            .filter_map(|&dir| d.step(r, c, dir).map(|(nr, nc)| (f, nr, nc)))
            .collect();
        for (a, b) in links {
            for (from, to) in [(a, b), (b, a)] {
                if (from.0, from.1) == (f, (r, c)) {
                    next.push((to.0, to.1.0, to.1.1));
                }
            }
        }
        for (tf, tr, tc) in next {
            let i = tr * drafts[tf].cols + tc;
            if walkable(tf, tr, tc) && !seen[tf][i] {
                seen[tf][i] = true;
                queue.push((tf, tr, tc));
            }
        }
    }
    seen
}

/// Makes every inside cell reachable: a blocking edge between a reached cell
/// and an unreached inside cell becomes a door (or a window, or nothing); a
/// restricted cell walling an unreached room off is opened up; what still
/// cannot be reached becomes restricted. On High Rise (reached from the
/// cars) no door is added to a car: its elevator door stays its way out.
fn connect(rng: &mut Dice, drafts: &mut [Draft], links: &mut Vec<(End, End)>, high_rise: bool) {
    for _ in 0..10_000 {
        let seen = reached(drafts, links, high_rise);
        let is_seen = |f: usize, r: usize, c: usize| seen[f][r * drafts[f].cols + c];
        let mut unreached = Vec::new();
        let mut doors = Vec::new();
        let mut openings = Vec::new();
        for (f, d) in drafts.iter().enumerate() {
            for (r, c) in d.cells_of(CellKind::Inside) {
                if is_seen(f, r, c) {
                    continue;
                }
                unreached.push((f, r, c));
                for dir in Dir::ALL {
                    let Some((nr, nc)) = d.step(r, c, dir) else {
                        continue;
                    };
                    if is_seen(f, nr, nc) && d.kind(nr, nc) != CellKind::Elevator {
                        doors.push((f, r, c, dir));
                    } else if d.kind(nr, nc) == CellKind::Restricted
                        && Dir::ALL.iter().any(|&d2| {
                            d.step(nr, nc, d2)
                                .is_some_and(|(r2, c2)| is_seen(f, r2, c2))
                        })
                    {
                        openings.push((f, nr, nc));
                    }
                }
            }
        }
        if unreached.is_empty() {
            return;
        }
        if !doors.is_empty() {
            let (f, r, c, dir) = pick(rng, &doors);
            let edge = match weighted(rng, &[70, 15, 15]) {
                0 => Some(door(rng)),
                1 => Some((EdgeKind::Window, chance(rng, 30))),
                _ => None,
            };
            drafts[f].set_edge(r, c, dir, edge);
            continue;
        }
        if !openings.is_empty() {
            let (f, r, c) = pick(rng, &openings);
            drafts[f].set_kind(r, c, CellKind::Inside);
            continue;
        }
        // Walled in by elevator cars or floors without stairs down: give up
        // on those cells, and on stairs that only they reach.
        let lost: HashSet<(usize, usize, usize)> = unreached.into_iter().collect();
        links.retain(|(a, b)| {
            !lost.contains(&(a.0, a.1.0, a.1.1)) && !lost.contains(&(b.0, b.1.0, b.1.1))
        });
        for (f, r, c) in lost {
            drafts[f].set_kind(r, c, CellKind::Restricted);
        }
    }
    panic!("random board: reachability repair did not converge");
}

// ---------------------------------------------------------------------------
// Dice coordinates.

/// Each floor's dice settings, drawn so that no two cells share a result.
fn name_cells(rng: &mut Dice, k: &Knobs, drafts: &[Draft]) -> Vec<FloorDice> {
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

fn arrow_target_ok(draft: &Draft, r: usize, c: usize, d: Dir8) -> bool {
    let (dr, dc) = d.delta();
    let (tr, tc) = (r as i32 + dr, c as i32 + dc);
    tr >= 0
        && tc >= 0
        && (tr as usize) < draft.rows
        && (tc as usize) < draft.cols
        && draft.kind(tr as usize, tc as usize).is_interior()
}

fn arrows_grid(rng: &mut Dice, draft: &Draft, mode: Arrows) -> Vec<String> {
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
fn areas_grid(rng: &mut Dice, draft: &Draft, split: (usize, usize)) -> Vec<String> {
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
fn area_digits(floors: &[FloorLayout]) -> Vec<u8> {
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
fn parking_spots(
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
        author: "tests/common/random_board.rs".to_owned(),
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

/// Rows and columns of the ground floor's grid.
fn ground_size(layout: &BoardLayout) -> (usize, usize) {
    let cells = &layout.floors[0].cells;
    (cells.len(), cells.first().map_or(0, |r| r.chars().count()))
}

/// Issue 14: a third of the boards that are not High Rise play by 2nd Story (two floors or more,
/// ladder tops where the editor's *Fill in ladder tops* puts them) or by
/// Brownstone (every spot with its side); the rest by the base game.
fn with_expansion(rng: &mut Dice, mut layout: BoardLayout) -> BoardLayout {
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
fn named_inside_rolls(layout: &BoardLayout) -> Vec<(u8, u8)> {
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
fn with_high_rise(rng: &mut Dice, mut layout: BoardLayout, h: &HighRiseKnobs) -> BoardLayout {
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

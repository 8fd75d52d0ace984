//! The knobs: every choice a random board is drawn from, in one readable
//! place, each commented with the risk it exercises.

use super::*;

/// How a floor's outside cells are laid out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Outside {
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
pub(super) enum Arrows {
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
pub(super) enum Naming {
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
pub(super) struct FloorKnobs {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) outside: Outside,
    /// Percent of interior cells made restricted (URB-BROWN-1): never
    /// entered, POIs re-rolled there (R42), so fewer places for POIs.
    pub(super) restricted: u32,
    /// Elevator cars (URB-HIGHRISE-ELEV-1), each with one elevator door.
    pub(super) elevators: usize,
    /// Percent of elevator doors open at the start (High Rise: the car is at
    /// the fire floor, an ordinary space; closed, it is in the Lobby).
    pub(super) elevator_open: u32,
    /// High Rise only: percent of cars whose door faces an inside cell when
    /// one is next to the car; the others face any cell that is not a car
    /// (an outside or restricted cell: a car nobody can leave by its door).
    /// `None` off High Rise (no draw, so other boards are as before).
    pub(super) car_door_inside: Option<u32>,
    /// Wall lines splitting the floor into rooms, each with a door.
    pub(super) split_rows: usize,
    pub(super) split_cols: usize,
    /// Percent of the remaining interior edges given a random kind.
    pub(super) sprinkle: u32,
    /// What the building's outer edges are: (wall, entrance, door, window,
    /// thin wall, party wall, nothing) weights. All "nothing" is a building
    /// without an outer wall: explosions leave it without a cube.
    pub(super) outer: [u32; 7],
    /// Walls between two outside cells (legal, odd, and never on a printed board).
    pub(super) outside_walls: bool,
    pub(super) arrows: Arrows,
    pub(super) naming: Naming,
    /// Overrides added by [`Naming::OffsetsAndOverrides`] / [`Naming::OverridesOnly`].
    pub(super) overrides: usize,
    /// Deck-gun areas on this floor (quadrants with a few holes).
    pub(super) areas: bool,
}

#[derive(Clone, Debug)]
pub(super) struct Knobs {
    pub(super) floors: Vec<FloorKnobs>,
    /// Sides of the red and black dice. Small dice (1-3 sides) name at most
    /// 9 cells: ≤ 24 dice cells means Hot Spots can cover them all (R49),
    /// and with no arrows a POI that no roll can place (R50).
    pub(super) red: u8,
    pub(super) black: u8,
    /// A floor die (2ND-BOARD-2 alternative); extra faces name nothing.
    pub(super) floor_die: Option<u8>,
    /// Stair links per upper floor (1-2), to the floor below or any lower one.
    pub(super) stairs_per_floor: Vec<usize>,
    /// Stair cells walled on their three other sides, as printed.
    pub(super) walled_stairs: bool,
    /// Ambulance and engine spots (0 of a kind: configurations with the
    /// vehicles module are refused, the rest must still play).
    pub(super) ambulances: usize,
    pub(super) engines: usize,
    /// Parking lists sorted clockwise (else only a warning, and Drive jumps).
    pub(super) clockwise: bool,
    /// The printed family setup (else the random one, FAM-VAR-1a).
    pub(super) family_setup: Option<(usize, usize)>,
    /// The first-explosion table (EXP-SETUP-4; else rolled on both dice).
    pub(super) first_explosion: bool,
    /// Hot Spot supply (EXP-SETUP-11): 0 means flare-ups add nothing; 24 the
    /// most the box holds.
    pub(super) hot_spots: HotSpotSupply,
    /// A High Rise board (§9, URB-HIGHRISE-*), with what it adds.
    pub(super) high_rise: Option<HighRiseKnobs>,
}

/// Which die the High Rise setup lines fix (URB-HIGHRISE-SETUP-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum LineKinds {
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
pub(super) enum LineValues {
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
pub(super) struct HighRiseKnobs {
    /// Setup lines: 3, or 4 (the 4th is Heroic's; with 3, Heroic's 4th
    /// explosion has no line and is rolled on both dice).
    pub(super) lines: usize,
    pub(super) line_kinds: LineKinds,
    pub(super) line_values: LineValues,
    /// Every Engine spot on one side of the building: the aerial ladder
    /// reaches that side only (URB-HIGHRISE-LADDER-1); else spots anywhere,
    /// usually on several sides.
    pub(super) one_side: bool,
    /// Percent of Engine spots whose `side` names another side than the one
    /// they stand on (the validator does not compare them): the ladder then
    /// reaches a side the Engine is not next to.
    pub(super) wrong_side: u32,
    /// Percent of ambulance spots kept (High Rise ignores them with a
    /// warning, URB-HIGHRISE-GEN-2; knockdowns and rescues use the Engine).
    pub(super) ambulances: u32,
}

/// Percent of boards drawn as High Rise.
pub(super) const HIGH_RISE_PERCENT: u32 = 22;

/// Whether the draw starting at `rng` is a High Rise board. Decided on a
/// fork of the dice, so every board that is not High Rise comes out exactly
/// as before High Rise boards were drawn (same seeds, same boards, same
/// reproductions).
pub(super) fn draws_high_rise(rng: &Dice) -> bool {
    let mut fork = rng.clone();
    let word = (u64::from(fork.uniform(1 << 31)) << 32) | u64::from(fork.uniform(1 << 31));
    let mut dice = Dice::from_seed(derive_seed(word, 0x4869_6768_2052_6973));
    chance(&mut dice, HIGH_RISE_PERCENT)
}

pub(super) fn high_rise_knobs(rng: &mut Dice) -> HighRiseKnobs {
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

pub(super) fn floor_size(rng: &mut Dice) -> (usize, usize) {
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

pub(super) fn floor_knobs(
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

pub(super) fn knobs(rng: &mut Dice, high_rise: bool) -> Knobs {
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

//! Floors as they are drawn (cells and edges), the cars of a High Rise
//! board, the stairs, and the repair pass that makes every inside cell
//! reachable.

use super::*;

/// One floor while it is drawn: cell kinds and every non-plain edge, keyed by
/// the edge's south/east spelling without a floor.
#[derive(Clone, Debug)]
pub(super) struct Draft {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) kinds: Vec<CellKind>,
    pub(super) edges: BTreeMap<EdgeRef, (EdgeKind, bool)>,
    /// Edges that must not take cubes: stair directions (2ND-STAIRS-3) and
    /// elevator doors (exactly one per car).
    pub(super) protected: HashSet<EdgeRef>,
}

impl Draft {
    pub(super) fn kind(&self, r: usize, c: usize) -> CellKind {
        self.kinds[r * self.cols + c]
    }

    /// The sides of (r, c) towards a cell of the floor that is not an
    /// elevator car (where a stair may open, or a car's door may be).
    pub(super) fn sides_off_cars(&self, r: usize, c: usize) -> Vec<Dir> {
        Dir::ALL
            .into_iter()
            .filter(|&d| {
                self.step(r, c, d)
                    .is_some_and(|(nr, nc)| self.kind(nr, nc) != CellKind::Elevator)
            })
            .collect()
    }

    pub(super) fn set_kind(&mut self, r: usize, c: usize, kind: CellKind) {
        self.kinds[r * self.cols + c] = kind;
    }

    pub(super) fn step(&self, r: usize, c: usize, d: Dir) -> Option<(usize, usize)> {
        let (dr, dc) = d.delta();
        let (nr, nc) = (r as i32 + dr, c as i32 + dc);
        (nr >= 0 && nc >= 0 && (nr as usize) < self.rows && (nc as usize) < self.cols)
            .then_some((nr as usize, nc as usize))
    }

    pub(super) fn key(r: usize, c: usize, d: Dir) -> EdgeRef {
        EdgeRef::new(Pos::new(r as u8, c as u8), d).canonical()
    }

    pub(super) fn edge(&self, r: usize, c: usize, d: Dir) -> Option<(EdgeKind, bool)> {
        self.edges.get(&Draft::key(r, c, d)).copied()
    }

    /// Sets an edge (`None`: plain floor) unless it is protected.
    pub(super) fn set_edge(&mut self, r: usize, c: usize, d: Dir, edge: Option<(EdgeKind, bool)>) {
        let key = Draft::key(r, c, d);
        if self.protected.contains(&key) {
            return;
        }
        match edge {
            Some(e) => self.edges.insert(key, e),
            None => self.edges.remove(&key),
        };
    }

    pub(super) fn cells(&self) -> impl Iterator<Item = (usize, usize)> + use<> {
        let cols = self.cols;
        (0..self.rows * cols).map(move |i| (i / cols, i % cols))
    }

    pub(super) fn cells_of(&self, kind: CellKind) -> Vec<(usize, usize)> {
        self.cells()
            .filter(|&(r, c)| self.kind(r, c) == kind)
            .collect()
    }

    pub(super) fn interior(&self) -> Vec<(usize, usize)> {
        self.cells()
            .filter(|&(r, c)| self.kind(r, c).is_interior())
            .collect()
    }

    /// Every pair of grid neighbours, once: (cell, side E or S).
    pub(super) fn all_edges(&self) -> Vec<(usize, usize, Dir)> {
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
pub(super) fn passable(edge: Option<(EdgeKind, bool)>) -> bool {
    matches!(
        edge,
        None | Some((EdgeKind::Door | EdgeKind::Entrance | EdgeKind::Window, _))
    )
}

/// A random wall-like kind for an interior edge.
pub(super) fn wall_kind(rng: &mut Dice) -> (EdgeKind, bool) {
    match weighted(rng, &[70, 10, 10, 10]) {
        0 => (EdgeKind::Wall, false),
        1 => (EdgeKind::ThinWall, false),
        // Party walls: fire passes once destroyed, firefighters never (URB-BROWN-2).
        2 => (EdgeKind::PartyWall, false),
        _ => (EdgeKind::Window, chance(rng, 30)),
    }
}

pub(super) fn door(rng: &mut Dice) -> (EdgeKind, bool) {
    (EdgeKind::Door, chance(rng, 30))
}

pub(super) fn draft_floor(rng: &mut Dice, k: &FloorKnobs) -> Draft {
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
pub(super) fn ensure_car(rng: &mut Dice, k: &Knobs, drafts: &mut [Draft]) {
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
pub(super) type End = (usize, (usize, usize), Dir);

pub(super) fn stair_end(
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

pub(super) fn place_stairs(rng: &mut Dice, k: &Knobs, drafts: &mut [Draft]) -> Vec<(End, End)> {
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
pub(super) fn reached(drafts: &[Draft], links: &[(End, End)], high_rise: bool) -> Vec<Vec<bool>> {
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
pub(super) fn connect(
    rng: &mut Dice,
    drafts: &mut [Draft],
    links: &mut Vec<(End, End)>,
    high_rise: bool,
) {
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

//! Semantic validation of a [`BoardLayout`] and construction of the [`Board`].
//!
//! Validation never stops at the first problem: a designer fixing a board wants
//! the whole list, each problem tied to its floor, cell or edge and worded for
//! someone who knows the game, not the code.
//!
//! This file checks the header and the whole, and builds the board; the
//! grid, edges, areas and arrows are read in [`grid`], each cell's dice
//! result is checked in [`dice`], stairs, parking spots and the printed
//! setup in [`places`], the expansions' data in [`expansions`]; [`problem`]
//! holds what a problem can be.

mod dice;
mod expansions;
mod grid;
mod places;
mod problem;

pub use dice::{CellRoll, floor_rolls};
use dice::{Rolls, read_dice};
pub use expansions::MAX_LADDERS;
use grid::{Areas, Arrows, EdgeKinds, read_areas, read_arrows, read_edges, read_grid};
use places::{
    Stairs, check_deck_gun_areas, read_family_setup, read_first_explosion, read_parking,
    read_stairs,
};
pub use problem::{
    BoardDie, FloorName, NamedPlace, ProblemKind, SetupToken, Spot, SpotCoords, WayIn, roll_words,
};

use std::collections::HashSet;
use std::fmt;

use super::layout::{BoardLayout, CellKind, EdgeKind, FORMAT_VERSION, RuleSet};
use super::{Board, CellId, CellInfo, EdgeId, EdgeInfo, EngineSpot, FloorGeom, Stair, roll_index};
use crate::engine::geom::{Dir, EdgeRef, Pos};

/// Largest floor the format allows, in either direction.
pub const MAX_FLOOR_SIDE: usize = 64;
/// Most floors a board may have.
pub const MAX_FLOORS: usize = 16;
/// Most sides a die may have.
pub const MAX_DIE_SIDES: u8 = 20;
/// Most cells a board can have: every floor at the largest size.
pub const MAX_CELLS: usize = MAX_FLOORS * MAX_FLOOR_SIDE * MAX_FLOOR_SIDE;
/// Most edges a board can have: each cell has at most an east and a south edge.
pub const MAX_EDGES: usize = 2 * MAX_CELLS;

// Cell and edge ids are u32: every board that validates has ids to spare
// (issue 12: 16-bit edge ids once aliased on a 9-floor board).
const _: () = assert!(MAX_EDGES <= u32::MAX as usize);

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The board cannot be played.
    Error,
    /// The board plays, but probably not as the designer meant.
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// Where on the board a problem is. Ordered as problems are listed: the
/// whole board first, then floors, cells, edges and the other parts.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    Board,
    Floor(u8),
    Cell(Pos),
    Edge(EdgeRef),
    Stair(usize),
    AmbulanceSpot(usize),
    EngineSpot(usize),
    FamilySetup,
    FirstExplosion,
    LadderTop(usize),
    SetupLine(usize),
}

/// The place by grid position, without the layout ("cell 0,4" is row 0,
/// column 4; "floor 1" counts from 0): for code and tests. Players read
/// [`Place::name`].
impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Board => f.write_str("board"),
            Place::Floor(i) => write!(f, "floor {i}"),
            Place::Cell(p) => write!(f, "cell {p}"),
            Place::Edge(e) => write!(f, "edge {e}"),
            Place::Stair(i) => write!(f, "stair link {}", i + 1),
            Place::AmbulanceSpot(i) => write!(f, "ambulance spot {}", i + 1),
            Place::EngineSpot(i) => write!(f, "engine spot {}", i + 1),
            Place::FamilySetup => f.write_str("family setup"),
            Place::FirstExplosion => f.write_str("first explosion table"),
            Place::LadderTop(i) => write!(f, "ladder top {}", i + 1),
            Place::SetupLine(i) => write!(f, "setup line {}", i + 1),
        }
    }
}

impl Place {
    /// The place in words, as someone holding the board finds it: a floor by
    /// its name, a cell or an edge by the dice coordinates printed on it
    /// (with the floor's name on a board of several floors, see
    /// [`place_name`](super::layout::place_name)); the English of [`NamedPlace`].
    pub fn name(&self, layout: &BoardLayout) -> String {
        NamedPlace::of(self, layout).to_string()
    }
}

/// One thing wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub severity: Severity,
    /// Where the problem is, for code (the editor highlights it).
    pub place: Place,
    /// Where the problem is, named from the layout, for wording in any
    /// language (src/text/problem.rs).
    pub named: NamedPlace,
    /// Where the problem is, in English words ([`Place::name`]): "Upper
    /// floor", "cell 3,8 Upper floor", "edge 3,9E". The validator fills it
    /// in from the layout, so every listing (`flashpoint validate`, the
    /// editor, load errors) names places the same way.
    pub at: String,
    /// What is wrong, as data.
    pub kind: ProblemKind,
    /// What is wrong in English: `kind`'s `Display`, the stable words the
    /// command line and the tests read.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.severity, self.at, self.message)
    }
}

impl Problem {
    /// The problem in words: the same as its `Display`, which names floors
    /// and cells from the layout the problem was found in. (Kept for callers
    /// written when only this named floors; `layout` is no longer needed.)
    pub fn describe(&self, _layout: &BoardLayout) -> String {
        self.to_string()
    }
}

/// A board that cannot be played, with every problem found (warnings too).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct InvalidBoard {
    pub problems: Vec<Problem>,
}

impl InvalidBoard {
    pub fn errors(&self) -> impl Iterator<Item = &Problem> {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
    }
}

/// How many problems a listing shows before "… and N more": a board with
/// thousands of problems is fixed from the top, and the list stays readable.
pub const SHOWN_PROBLEMS: usize = 200;

/// The line that ends a listing cut at [`SHOWN_PROBLEMS`], if it was cut.
pub fn more_problems(total: usize) -> Option<String> {
    (total > SHOWN_PROBLEMS).then(|| format!("… and {} more", total - SHOWN_PROBLEMS))
}

impl fmt::Display for InvalidBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.errors().count();
        write!(
            f,
            "the board has {n} error{}",
            if n == 1 { "" } else { "s" }
        )?;
        for p in self.problems.iter().take(SHOWN_PROBLEMS) {
            write!(f, "\n  {p}")?;
        }
        if let Some(more) = more_problems(self.problems.len()) {
            write!(f, "\n  {more}")?;
        }
        Ok(())
    }
}

#[derive(Default)]
struct Report {
    problems: Vec<Problem>,
}

impl Report {
    fn error(&mut self, place: Place, kind: ProblemKind) {
        self.push(Severity::Error, place, kind);
    }
    fn warn(&mut self, place: Place, kind: ProblemKind) {
        self.push(Severity::Warning, place, kind);
    }
    // `named` and `at` are filled in by `finish`, once, from the layout.
    fn push(&mut self, severity: Severity, place: Place, kind: ProblemKind) {
        self.problems.push(Problem {
            severity,
            place,
            named: NamedPlace::Board,
            at: String::new(),
            message: kind.to_string(),
            kind,
        });
    }
    fn has_errors(&self) -> bool {
        self.error_count() > 0
    }

    fn error_count(&self) -> usize {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .count()
    }
}

/// Grid of one floor as far as it could be read.
struct FloorGrid {
    rows: usize,
    cols: usize,
    kinds: Vec<CellKind>,
}

impl FloorGrid {
    fn contains(&self, pos: Pos) -> bool {
        usize::from(pos.row) < self.rows && usize::from(pos.col) < self.cols
    }
    fn kind(&self, pos: Pos) -> CellKind {
        self.kinds[usize::from(pos.row) * self.cols + usize::from(pos.col)]
    }
}

/// Validates `layout` and, if it has no errors, builds the [`Board`].
pub fn build(layout: BoardLayout) -> Result<Board, InvalidBoard> {
    let mut report = Report::default();
    check_header(&layout, &mut report);

    // Grids first: everything else refers to cells.
    let grids: Vec<Option<FloorGrid>> = layout
        .floors
        .iter()
        .enumerate()
        .map(|(i, floor)| read_grid(i as u8, &floor.cells, &mut report))
        .collect();
    let all_grids_ok = grids.iter().all(Option::is_some);
    let grid_of = |pos: Pos| -> Option<&FloorGrid> {
        grids.get(usize::from(pos.floor)).and_then(Option::as_ref)
    };

    // Cell ids, if every grid is readable (otherwise later checks are skipped
    // where they would only repeat the grid error).
    let mut floors = Vec::new();
    let mut base = 0u32;
    for grid in grids.iter().flatten() {
        floors.push(FloorGeom {
            rows: grid.rows as u8,
            cols: grid.cols as u8,
            base,
        });
        // At most MAX_FLOORS × MAX_FLOOR_SIDE² cells (read_grid refuses more),
        // so ids fit a u32 with room to spare (see `MAX_CELLS`).
        base += (grid.rows * grid.cols) as u32;
    }

    // Reachability reads only the grids, the edges, the stairs and the
    // expansions' cells: a designer who has not yet parked a vehicle or
    // named the dice still learns at once that a room has no way in.
    // (Problems are sorted before they are listed: the order the readers
    // run in is free.)
    let errors_before = report.error_count();
    let edge_kinds = read_edges(&layout, &grids, &mut report);
    let stairs = read_stairs(&layout, &grid_of, &edge_kinds, &mut report);
    let mut ways_ok = all_grids_ok && report.error_count() == errors_before;
    let areas = read_areas(&layout, &grids, &mut report);
    let arrows = read_arrows(&layout, &grids, &mut report);
    let rolls = read_dice(&layout, &grids, &mut report);
    read_parking(&layout, &grid_of, &areas, &mut report);
    read_family_setup(&layout, &grid_of, &mut report);
    read_first_explosion(&layout, &grid_of, &mut report);
    let errors_before = report.error_count();
    expansions::check(&layout, &grid_of, &rolls, &mut report);
    // High Rise's way in is its elevators, which that check reads.
    ways_ok &= layout.rules != RuleSet::HighRise || report.error_count() == errors_before;
    check_deck_gun_areas(&layout, &areas, &rolls, &mut report);
    if ways_ok {
        let high_rise = layout.rules == RuleSet::HighRise;
        check_reachable(&grids, &edge_kinds, &stairs, high_rise, &mut report);
    }
    if report.has_errors() || !all_grids_ok {
        return Err(InvalidBoard {
            problems: finish(report.problems, &layout),
        });
    }
    let mut board = assemble(
        layout,
        floors,
        &grids,
        &edge_kinds,
        &areas,
        &arrows,
        &rolls,
        &stairs,
    );
    // Checked on the built board, with the very counts the rules use.
    check_rules_can_run(&board, &mut report);
    let problems = finish(report.problems, &board.layout);
    if problems.iter().any(|p| p.severity == Severity::Error) {
        return Err(InvalidBoard { problems });
    }
    board.warnings = problems;
    Ok(board)
}

/// The problems named in words from `layout`, in listing order.
fn finish(mut problems: Vec<Problem>, layout: &BoardLayout) -> Vec<Problem> {
    for p in &mut problems {
        p.named = NamedPlace::of(&p.place, layout);
        p.at = p.named.to_string();
    }
    in_listing_order(problems)
}

/// A stable order, whatever order the checks ran in (some walk hash sets):
/// errors first, then by place, then by wording. Same input, same listing.
fn in_listing_order(mut problems: Vec<Problem>) -> Vec<Problem> {
    problems.sort_by(|a, b| {
        (a.severity, &a.place, &a.message).cmp(&(b.severity, &b.place, &b.message))
    });
    problems.dedup();
    problems
}

fn check_header(layout: &BoardLayout, report: &mut Report) {
    if layout.format_version != FORMAT_VERSION {
        report.error(
            Place::Board,
            ProblemKind::FormatVersion {
                found: layout.format_version,
            },
        );
    }
    if layout.name.trim().is_empty() {
        report.warn(Place::Board, ProblemKind::NoName);
    }
    let dice = &layout.dice;
    let sides_of = [
        (BoardDie::Red, Some(dice.red)),
        (BoardDie::Black, Some(dice.black)),
        (BoardDie::Floor, dice.floor),
    ];
    for (die, sides) in sides_of {
        if let Some(sides) = sides
            && (sides == 0 || sides > MAX_DIE_SIDES)
        {
            report.error(Place::Board, ProblemKind::DieSides { die, sides });
        }
    }
    if layout.floors.is_empty() {
        report.error(Place::Board, ProblemKind::NoFloors);
    }
    if layout.floors.len() > MAX_FLOORS {
        report.error(
            Place::Board,
            ProblemKind::TooManyFloors {
                floors: layout.floors.len(),
            },
        );
    }
    let mut names = HashSet::new();
    for (i, floor) in layout.floors.iter().enumerate() {
        if floor.name.trim().is_empty() {
            report.warn(Place::Floor(i as u8), ProblemKind::FloorUnnamed);
        } else if !names.insert(floor.name.trim()) {
            report.warn(
                Place::Floor(i as u8),
                ProblemKind::FloorNameRepeated {
                    name: floor.name.clone(),
                },
            );
        }
    }
    let hot = &layout.hot_spots;
    if hot.supply > 24 || hot.heroic_supply > 24 {
        report.error(Place::Board, ProblemKind::HotSpotSupply);
    }
}

/// Whether the rules that roll for a cell can always do their job on this
/// board (issue 12). Fire must have somewhere to advance and POIs somewhere to
/// go, or no game could be won or lost; where a rule has a ruling for the
/// corner case (R49, R50) the board plays, and the designer gets a warning.
fn check_rules_can_run(board: &Board, report: &mut Report) {
    let advance = board.advance_cells();
    let poi = board.poi_cells().len();
    if advance == 0 {
        // read_dice already refuses a board whose dice name no cell at all.
        report.error(Place::Board, ProblemKind::FireCannotAdvance);
    }
    if poi == 0 {
        report.error(Place::Board, ProblemKind::NoPoiCell);
    } else if poi < usize::from(crate::engine::state::POIS_ON_BOARD) {
        report.warn(Place::Board, ProblemKind::FewPoiCells { count: poi });
    }
    let hot_spots = usize::from(crate::engine::state::HOT_SPOT_TOKENS);
    if (1..=hot_spots).contains(&advance) {
        report.warn(
            Place::Board,
            ProblemKind::FewAdvanceCells {
                count: advance,
                hot_spots,
            },
        );
    }
    let capacity = board.cube_capacity();
    let cubes = u32::from(crate::engine::state::DAMAGE_CUBES);
    if capacity < cubes {
        report.warn(Place::Board, ProblemKind::NoCollapse { capacity, cubes });
    }
}

/// Every inside cell must be reachable from the street without chopping: through
/// open floor, entrances, doors and windows (open or closed) and stairs.
///
/// On High Rise the way in is the Lobby: firefighters start in the
/// elevators and cross their doors, never walking in from outside
/// (URB-HIGHRISE-GEN-1, URB-HIGHRISE-SETUP-3).
fn check_reachable(
    grids: &[Option<FloorGrid>],
    edge_kinds: &EdgeKinds,
    stairs: &Stairs,
    high_rise: bool,
    report: &mut Report,
) {
    let mut seen: HashSet<Pos> = HashSet::new();
    let mut queue: Vec<Pos> = Vec::new();
    let way_in = if high_rise {
        CellKind::Elevator
    } else {
        CellKind::Outside
    };
    for (f, grid) in grids.iter().enumerate() {
        let Some(grid) = grid.as_ref().filter(|_| f == 0 || high_rise) else {
            continue;
        };
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let pos = Pos::on(f as u8, r as u8, c as u8);
                if grid.kind(pos) == way_in {
                    seen.insert(pos);
                    queue.push(pos);
                }
            }
        }
    }
    while let Some(pos) = queue.pop() {
        let Some(grid) = &grids[usize::from(pos.floor)] else {
            continue;
        };
        let mut next: Vec<Pos> = Dir::ALL
            .iter()
            .filter_map(|&d| {
                let to = pos.step(d).filter(|p| grid.contains(*p))?;
                let passable = match edge_kinds.get(&EdgeRef::new(pos, d).canonical()) {
                    None => true,
                    Some((kind, _)) => {
                        matches!(kind, EdgeKind::Door | EdgeKind::Entrance | EdgeKind::Window)
                            || (high_rise && *kind == EdgeKind::ElevatorDoor)
                    }
                };
                passable.then_some(to)
            })
            .collect();
        if let Some((linked, _, _)) = stairs.get(&pos) {
            next.push(*linked);
        }
        for to in next {
            let Some(g) = &grids[usize::from(to.floor)] else {
                continue;
            };
            let walkable = match g.kind(to) {
                CellKind::Inside => true,
                // Upper-floor outside cells are only reached by ladder
                // (2ND-BOARD-3); High Rise's outside only by aerial ladder.
                CellKind::Outside => to.floor == 0 && !high_rise,
                CellKind::Restricted | CellKind::Elevator => false,
            };
            if walkable && seen.insert(to) {
                queue.push(to);
            }
        }
    }
    for (f, grid) in grids.iter().enumerate() {
        let Some(grid) = grid else { continue };
        let fl = f as u8;
        let inside: Vec<Pos> = (0..grid.rows)
            .flat_map(|r| (0..grid.cols).map(move |c| Pos::on(fl, r as u8, c as u8)))
            .filter(|&pos| grid.kind(pos) == CellKind::Inside)
            .collect();
        let cut_off: Vec<Pos> = inside
            .iter()
            .copied()
            .filter(|pos| !seen.contains(pos))
            .collect();
        if cut_off.is_empty() {
            continue;
        }
        // A floor none of whose cells can be reached (typically one just
        // added, with no stairs yet) is one problem, not one per cell.
        let from = if high_rise {
            WayIn::Elevator
        } else {
            WayIn::Outside
        };
        if cut_off.len() == inside.len() {
            let cells = inside.len();
            let has_stairs = stairs.keys().any(|p| p.floor == fl);
            report.error(
                Place::Floor(fl),
                if fl > 0 && !has_stairs {
                    ProblemKind::FloorUnreachableNoStairs { cells }
                } else {
                    ProblemKind::FloorUnreachable { cells, from }
                },
            );
            continue;
        }
        for pos in cut_off {
            report.error(Place::Cell(pos), ProblemKind::CellUnreachable { from });
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn assemble(
    layout: BoardLayout,
    floors: Vec<FloorGeom>,
    grids: &[Option<FloorGrid>],
    edge_kinds: &EdgeKinds,
    areas: &Areas,
    arrows: &Arrows,
    rolls: &Rolls,
    stairs: &Stairs,
) -> Board {
    let grids: Vec<&FloorGrid> = grids.iter().flatten().collect();
    let id_of = |pos: Pos| -> CellId {
        let geom = &floors[usize::from(pos.floor)];
        CellId(geom.base + u32::from(pos.row) * u32::from(geom.cols) + u32::from(pos.col))
    };

    let mut cells = Vec::new();
    let mut edges = Vec::new();
    for (f, grid) in grids.iter().enumerate() {
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let pos = Pos::on(f as u8, r as u8, c as u8);
                let i = r * grid.cols + c;
                let arrow = arrows[f][i].map(|d| {
                    let (dr, dc) = d.delta();
                    id_of(Pos::on(
                        f as u8,
                        (r as i32 + dr) as u8,
                        (c as i32 + dc) as u8,
                    ))
                });
                cells.push(CellInfo {
                    pos,
                    kind: grid.kinds[i],
                    roll: rolls[f][i],
                    area: areas[f][i],
                    arrow,
                    stair: None,
                    ladder_top: None,
                    ladder_foot: None,
                    neighbors: [None; 4],
                });
            }
        }
    }
    // Edges in row-major order of their north/west cell, east edge first.
    for (f, grid) in grids.iter().enumerate() {
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let pos = Pos::on(f as u8, r as u8, c as u8);
                for side in [Dir::E, Dir::S] {
                    let Some(to) = pos.step(side).filter(|p| grid.contains(*p)) else {
                        continue;
                    };
                    let (a, b) = (id_of(pos), id_of(to));
                    let id = EdgeId(edges.len() as u32);
                    let spec = edge_kinds.get(&EdgeRef::new(pos, side)).copied();
                    edges.push(EdgeInfo {
                        a,
                        b,
                        side,
                        kind: spec.map(|(k, _)| k),
                        initially_open: spec.is_some_and(|(_, open)| open),
                    });
                    cells[a.index()].neighbors[side.index()] = Some((b, id));
                    cells[b.index()].neighbors[side.opposite().index()] = Some((a, id));
                }
            }
        }
    }
    for (pos, (linked, here, there)) in stairs {
        cells[id_of(*pos).index()].stair = Some(Stair {
            to: id_of(*linked),
            dir_here: *here,
            dir_there: *there,
        });
    }

    let dice = &layout.dice;
    let map_len =
        usize::from(dice.red) * usize::from(dice.black) * usize::from(dice.floor.unwrap_or(1));
    let mut dice_map = vec![None; map_len];
    for (i, cell) in cells.iter().enumerate() {
        if let Some(roll) = cell.roll
            && let Some(slot) = roll_index(dice, roll)
        {
            dice_map[slot] = Some(CellId(i as u32));
        }
    }

    // High Rise has no Ambulance (URB-HIGHRISE-GEN-2): its spots, if any
    // are drawn, are ignored (the validator warns).
    let ambulance_spots: Vec<[CellId; 2]> = layout
        .parking
        .ambulance
        .iter()
        .filter(|_| layout.rules != RuleSet::HighRise)
        .map(|s| [id_of(s.cells[0]), id_of(s.cells[1])])
        .collect();
    let engine_spots: Vec<EngineSpot> = layout
        .parking
        .engine
        .iter()
        .map(|s| EngineSpot {
            cells: [id_of(s.cells[0]), id_of(s.cells[1])],
            area: s.area,
            side: s.side,
        })
        .collect();
    let ambulance_sides = layout
        .parking
        .ambulance
        .iter()
        .filter(|_| layout.rules != RuleSet::HighRise)
        .map(|s| s.side)
        .collect();
    if layout.rules == RuleSet::SecondStory
        && let Some(ladders) = &layout.ladders
    {
        for t in &ladders.tops {
            let (foot, top) = (id_of(t.foot), id_of(t.top));
            cells[foot.index()].ladder_top = Some(top);
            cells[top.index()].ladder_foot = Some(foot);
        }
    }

    // FAM-KD-1 / Ruling R7: nearest Ambulance cell by Euclidean distance between
    // centres, measured on the cell's own floor grid (floors are stacked, so an
    // upper-floor cell measures to the parking spot below it). Without Ambulance
    // spots the Engine spots stand in (URB-HIGHRISE-GEN-2), as in
    // `Board::rescue_vehicle`.
    let targets: Vec<CellId> = if ambulance_spots.is_empty() {
        engine_spots.iter().flat_map(|s| s.cells).collect()
    } else {
        ambulance_spots.iter().flatten().copied().collect()
    };
    let mut knockdown_ranges = Vec::with_capacity(cells.len());
    let mut knockdown_cells = Vec::new();
    for cell in &cells {
        let dist = |t: &CellId| {
            let tp = cells[t.index()].pos;
            let dr = i32::from(tp.row) - i32::from(cell.pos.row);
            let dc = i32::from(tp.col) - i32::from(cell.pos.col);
            dr * dr + dc * dc
        };
        let best = targets.iter().map(dist).min().unwrap_or(0);
        let mut nearest: Vec<CellId> = targets
            .iter()
            .copied()
            .filter(|t| dist(t) == best)
            .collect();
        nearest.sort();
        nearest.dedup();
        knockdown_ranges.push((knockdown_cells.len() as u32, nearest.len() as u32));
        knockdown_cells.extend(nearest);
    }

    let first_explosion = layout.first_explosion.iter().map(|&p| id_of(p)).collect();
    let (family_fire, family_poi) = match &layout.family_setup {
        Some(s) => (
            s.fire.iter().map(|&p| id_of(p)).collect(),
            s.poi.iter().map(|&p| id_of(p)).collect(),
        ),
        None => (Vec::new(), Vec::new()),
    };
    let start_cells = (0..cells.len())
        .filter(|&i| cells[i].kind == CellKind::Outside && cells[i].pos.floor == 0)
        .map(|i| CellId(i as u32))
        .collect();

    let outside_cells = (0..cells.len())
        .filter(|&i| cells[i].kind == CellKind::Outside)
        .map(|i| CellId(i as u32))
        .collect();
    let poi_cells = (0..cells.len())
        .filter(|&i| cells[i].kind == CellKind::Inside && cells[i].roll.is_some())
        .map(|i| CellId(i as u32))
        .collect();

    let advance_cells = cells
        .iter()
        .filter(|c| c.roll.is_some() && c.kind != CellKind::Elevator)
        .count();

    Board {
        layout,
        floors,
        cells,
        edges,
        dice_map,
        ambulance_spots,
        ambulance_sides,
        engine_spots,
        knockdown_ranges,
        knockdown_cells,
        family_fire,
        family_poi,
        first_explosion,
        start_cells,
        outside_cells,
        poi_cells,
        advance_cells,
        // Filled in by `build` once the board-level checks have run.
        warnings: Vec::new(),
    }
}

//! Boards: the file format ([`layout`]), its validation ([`validate`]), files
//! on disk ([`io`]) and the validated [`Board`] the rules run on.
//!
//! A [`Board`] is immutable and shared (`Arc`) by every game on it. Cells and
//! edges get dense ids so game state is a few flat arrays; every grid-adjacent
//! pair of cells has an edge id, open or not, so fire and doors need no lookups.

pub mod io;
pub mod layout;
pub mod ring;
pub mod validate;

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, EdgeRef, Pos};

pub use layout::{BoardLayout, CellKind, EdgeKind, FORMAT_VERSION, RuleSet, SetupLine};
pub use validate::{InvalidBoard, Place, Problem, Severity};

/// The two vehicles (COMP-11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Vehicle {
    Engine,
    Ambulance,
}

impl Vehicle {
    pub const fn name(self) -> &'static str {
        match self {
            Vehicle::Engine => "engine",
            Vehicle::Ambulance => "ambulance",
        }
    }
}

impl fmt::Display for Vehicle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Dense index of a cell on a board (all floors).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellId(pub u32);

impl CellId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Dense index of an edge between two grid-adjacent cells.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeId(pub u32);

impl EdgeId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A stair link as seen from one of its cells (2ND-STAIRS-1..3).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stair {
    /// The linked cell on the other floor.
    pub to: CellId,
    /// This cell's stair direction.
    pub dir_here: Dir,
    /// The linked cell's stair direction.
    pub dir_there: Dir,
}

/// Everything static about one cell.
#[derive(Clone, Debug, PartialEq)]
pub struct CellInfo {
    pub pos: Pos,
    pub kind: CellKind,
    /// The dice result naming this cell, if any.
    pub roll: Option<Roll>,
    /// Deck-gun area (0 = none).
    pub area: u8,
    /// Where this cell's POI arrow points (EXP-POI-3).
    pub arrow: Option<CellId>,
    pub stair: Option<Stair>,
    /// 2nd Story: on a ground outside cell, where a ladder raised here
    /// reaches (2ND-LADDER-3); on that upper cell, `ladder_foot` leads back.
    pub ladder_top: Option<CellId>,
    pub ladder_foot: Option<CellId>,
    /// Grid neighbours on the same floor, by [`Dir::index`], with the edge between.
    pub neighbors: [Option<(CellId, EdgeId)>; 4],
}

/// Everything static about one edge.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeInfo {
    /// The north or west cell.
    pub a: CellId,
    /// The south or east cell.
    pub b: CellId,
    /// `S` or `E`: the side of `a` this edge is on.
    pub side: Dir,
    /// What stands on the edge; `None` is open floor.
    pub kind: Option<EdgeKind>,
    /// Doors, windows and elevator doors: open at the start of a game.
    pub initially_open: bool,
}

impl EdgeInfo {
    /// The cell on the other side from `cell`.
    pub fn other(&self, cell: CellId) -> CellId {
        if cell == self.a { self.b } else { self.a }
    }
}

/// A validated board: the layout it came from plus fast lookup tables.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    layout: BoardLayout,
    floors: Vec<FloorGeom>,
    cells: Vec<CellInfo>,
    edges: Vec<EdgeInfo>,
    /// Indexed by [`Board::roll_index`].
    dice_map: Vec<Option<CellId>>,
    ambulance_spots: Vec<[CellId; 2]>,
    /// The side of the building of each ambulance spot (URB-BROWN-3).
    ambulance_sides: Vec<Option<Dir>>,
    engine_spots: Vec<EngineSpot>,
    /// Family knockdown destinations per cell: a range into `knockdown_cells`.
    knockdown_ranges: Vec<(u32, u32)>,
    knockdown_cells: Vec<CellId>,
    family_fire: Vec<CellId>,
    family_poi: Vec<CellId>,
    first_explosion: Vec<CellId>,
    start_cells: Vec<CellId>,
    outside_cells: Vec<CellId>,
    poi_cells: Vec<CellId>,
    advance_cells: usize,
    warnings: Vec<Problem>,
}

/// Size and first cell id of a floor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloorGeom {
    pub rows: u8,
    pub cols: u8,
    /// Id of the floor's cell (0, 0); the floor's cells follow in row-major order.
    pub base: u32,
}

/// An Engine parking spot and the deck-gun area it serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpot {
    pub cells: [CellId; 2],
    pub area: u8,
    /// The side of the building the spot is on (URB-HIGHRISE-LADDER-1,
    /// URB-BROWN-3).
    pub side: Option<Dir>,
}

impl Board {
    /// Validates `layout` and builds the board, or reports every problem found.
    pub fn from_layout(layout: BoardLayout) -> Result<Board, InvalidBoard> {
        validate::build(layout)
    }

    /// The layout this board was built from (what a save or the editor writes).
    pub fn layout(&self) -> &BoardLayout {
        &self.layout
    }

    pub fn name(&self) -> &str {
        &self.layout.name
    }

    /// The expansion rules the board plays by.
    pub fn rules(&self) -> RuleSet {
        self.layout.rules
    }

    /// 2nd Story: the ladders on the Engine at the start (2ND-LADDER-1);
    /// 0 on other boards.
    pub fn ladder_supply(&self) -> u8 {
        match (&self.layout.ladders, self.layout.rules) {
            (Some(l), RuleSet::SecondStory) => l.supply,
            _ => 0,
        }
    }

    /// 2nd Story: where a ladder raised on `foot` reaches (2ND-LADDER-3).
    pub fn ladder_top(&self, foot: CellId) -> Option<CellId> {
        self.cells[foot.index()].ladder_top
    }

    /// 2nd Story: the foot of the ladder whose top is `top`.
    pub fn ladder_foot(&self, top: CellId) -> Option<CellId> {
        self.cells[top.index()].ladder_foot
    }

    /// High Rise: the setup explosions' lines (URB-HIGHRISE-SETUP-1); empty
    /// on other boards.
    pub fn setup_lines(&self) -> &[SetupLine] {
        if self.layout.rules == RuleSet::HighRise {
            &self.layout.setup_lines
        } else {
            &[]
        }
    }

    /// The side of the building of a vehicle's spot (URB-BROWN-3).
    pub fn spot_side(&self, ambulance: bool, spot: usize) -> Option<Dir> {
        if ambulance {
            self.ambulance_sides.get(spot).copied().flatten()
        } else {
            self.engine_spots.get(spot).and_then(|s| s.side)
        }
    }

    /// Problems that do not stop play (e.g. cells no roll can name).
    pub fn warnings(&self) -> &[Problem] {
        &self.warnings
    }

    pub fn floors(&self) -> &[FloorGeom] {
        &self.floors
    }

    pub fn floor_name(&self, floor: u8) -> &str {
        self.layout
            .floors
            .get(usize::from(floor))
            .map_or("", |f| f.name.as_str())
    }

    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    pub fn cell_ids(&self) -> impl Iterator<Item = CellId> + use<> {
        (0..self.cells.len() as u32).map(CellId)
    }

    pub fn edge_ids(&self) -> impl Iterator<Item = EdgeId> + use<> {
        (0..self.edges.len() as u32).map(EdgeId)
    }

    pub fn cell(&self, id: CellId) -> &CellInfo {
        &self.cells[id.index()]
    }

    pub fn edge(&self, id: EdgeId) -> &EdgeInfo {
        &self.edges[id.index()]
    }

    pub fn pos(&self, id: CellId) -> Pos {
        self.cells[id.index()].pos
    }

    pub fn kind(&self, id: CellId) -> CellKind {
        self.cells[id.index()].kind
    }

    /// The cell at `pos`, if the board has one there.
    pub fn cell_at(&self, pos: Pos) -> Option<CellId> {
        let floor = self.floors.get(usize::from(pos.floor))?;
        if pos.row >= floor.rows || pos.col >= floor.cols {
            return None;
        }
        Some(CellId(
            floor.base + u32::from(pos.row) * u32::from(floor.cols) + u32::from(pos.col),
        ))
    }

    /// The edge named by `edge`, in either spelling.
    pub fn edge_at(&self, edge: EdgeRef) -> Option<EdgeId> {
        let cell = self.cell_at(edge.cell)?;
        self.cells[cell.index()].neighbors[edge.side.index()].map(|(_, e)| e)
    }

    /// The canonical (south/east) name of an edge.
    pub fn edge_ref(&self, id: EdgeId) -> EdgeRef {
        let edge = &self.edges[id.index()];
        EdgeRef::new(self.pos(edge.a), edge.side)
    }

    pub fn neighbor(&self, cell: CellId, dir: Dir) -> Option<(CellId, EdgeId)> {
        self.cells[cell.index()].neighbors[dir.index()]
    }

    /// The elevator door of an elevator cell (validation: exactly one,
    /// URB-HIGHRISE-ELEV-1).
    pub fn elevator_door(&self, cell: CellId) -> Option<EdgeId> {
        if self.kind(cell) != CellKind::Elevator {
            return None;
        }
        self.cells[cell.index()]
            .neighbors
            .iter()
            .flatten()
            .map(|&(_, e)| e)
            .find(|&e| self.edges[e.index()].kind == Some(EdgeKind::ElevatorDoor))
    }

    /// The elevator cell an elevator door belongs to.
    pub fn elevator_car(&self, door: EdgeId) -> Option<CellId> {
        let info = &self.edges[door.index()];
        if info.kind != Some(EdgeKind::ElevatorDoor) {
            return None;
        }
        [info.a, info.b]
            .into_iter()
            .find(|&c| self.kind(c) == CellKind::Elevator)
    }

    pub fn stair(&self, cell: CellId) -> Option<Stair> {
        self.cells[cell.index()].stair
    }

    /// The dice of this board.
    pub fn dice(&self) -> &layout::DiceSpec {
        &self.layout.dice
    }

    /// The cell a dice result names, if any.
    pub fn cell_for_roll(&self, roll: Roll) -> Option<CellId> {
        self.roll_index(roll).and_then(|i| self.dice_map[i])
    }

    fn roll_index(&self, roll: Roll) -> Option<usize> {
        roll_index(&self.layout.dice, roll)
    }

    pub fn ambulance_spots(&self) -> &[[CellId; 2]] {
        &self.ambulance_spots
    }

    pub fn engine_spots(&self) -> &[EngineSpot] {
        &self.engine_spots
    }

    /// The vehicle whose spots take rescued Victims (with vehicles) and
    /// knocked-down firefighters: the Engine on a board without Ambulance
    /// spots, which every High Rise board is (URB-HIGHRISE-GEN-2,
    /// URB-HIGHRISE-KD-1, engine ruling E6), else the Ambulance (FAM-KD-1,
    /// EXP-KD-1). Validation measures the family game's
    /// [`Board::knockdown_targets`] to the same vehicle's cells.
    pub fn rescue_vehicle(&self) -> Vehicle {
        if self.ambulance_spots.is_empty() {
            Vehicle::Engine
        } else {
            Vehicle::Ambulance
        }
    }

    /// Where a firefighter knocked down on `cell` goes in the family game: the
    /// nearest Ambulance parking cells by straight-line distance (FAM-KD-1,
    /// Ruling R7). More than one means a tie the controller breaks.
    pub fn knockdown_targets(&self, cell: CellId) -> &[CellId] {
        let (start, len) = self.knockdown_ranges[cell.index()];
        &self.knockdown_cells[start as usize..(start + len) as usize]
    }

    /// Whether the board defines a fixed family setup.
    pub fn has_family_setup(&self) -> bool {
        self.layout.family_setup.is_some()
    }

    /// Fixed family setup: Fire cells and POI cells.
    pub fn family_setup(&self) -> (&[CellId], &[CellId]) {
        (&self.family_fire, &self.family_poi)
    }

    /// Ground-floor outside cells: where firefighters start (FAM-SETUP-6) and
    /// where carried Victims count as out of the building (2ND-BOARD-3).
    /// The first setup explosion's cell per black-die face (EXP-SETUP-4);
    /// empty when the board has no table.
    pub fn first_explosion(&self) -> &[CellId] {
        &self.first_explosion
    }

    pub fn start_cells(&self) -> &[CellId] {
        &self.start_cells
    }

    /// Cells the dice can name that fire may advance onto (all but elevators,
    /// URB-HIGHRISE-FIRE-1).
    pub fn advance_cells(&self) -> usize {
        self.advance_cells
    }

    /// Inside cells the dice can name: where POIs are placed (FAM-POI-1).
    pub fn poi_cells(&self) -> &[CellId] {
        &self.poi_cells
    }

    /// Outside cells on every floor (exterior Fire is removed there, R8).
    pub fn outside_cells(&self) -> &[CellId] {
        &self.outside_cells
    }

    /// Whether `cell` is outside on the ground floor.
    pub fn is_ground_outside(&self, cell: CellId) -> bool {
        let info = &self.cells[cell.index()];
        info.kind == CellKind::Outside && info.pos.floor == 0
    }

    /// Damage cubes the board's walls and windows can take in all (BOARD-2,
    /// 2ND-WIN-3): fewer than 24 and the building can never collapse.
    pub fn cube_capacity(&self) -> u32 {
        self.edges
            .iter()
            .map(|e| u32::from(e.kind.map_or(0, EdgeKind::capacity)))
            .sum()
    }

    /// Interior rooms: groups of interior cells joined by open edges (no wall,
    /// door, window or other edge object between them), each sorted, in order of
    /// their first cell. Useful to check board data and for the editor.
    pub fn rooms(&self) -> Vec<Vec<Pos>> {
        let mut room_of = vec![usize::MAX; self.cells.len()];
        let mut rooms = Vec::new();
        for start in self.cell_ids() {
            if !self.kind(start).is_interior() || room_of[start.index()] != usize::MAX {
                continue;
            }
            let id = rooms.len();
            let mut members = vec![start];
            room_of[start.index()] = id;
            let mut i = 0;
            while i < members.len() {
                let cell = members[i];
                i += 1;
                for (next, edge) in self.cells[cell.index()].neighbors.iter().flatten() {
                    if self.edges[edge.index()].kind.is_none()
                        && self.kind(*next).is_interior()
                        && room_of[next.index()] == usize::MAX
                    {
                        room_of[next.index()] = id;
                        members.push(*next);
                    }
                }
            }
            let mut positions: Vec<Pos> = members.iter().map(|&c| self.pos(c)).collect();
            positions.sort();
            rooms.push(positions);
        }
        rooms
    }
}

/// Index of a roll in a dice map, if the roll fits the dice.
pub(crate) fn roll_index(dice: &layout::DiceSpec, roll: Roll) -> Option<usize> {
    let floors = usize::from(dice.floor.unwrap_or(1));
    let face = if dice.floor.is_some() { roll.floor } else { 1 };
    if face == 0 || usize::from(face) > floors {
        return None;
    }
    if roll.red == 0 || roll.red > dice.red || roll.black == 0 || roll.black > dice.black {
        return None;
    }
    let (reds, blacks) = (usize::from(dice.red), usize::from(dice.black));
    Some(
        (usize::from(face) - 1) * reds * blacks
            + (usize::from(roll.red) - 1) * blacks
            + usize::from(roll.black)
            - 1,
    )
}

//! The edits the board editor can make, as one serialisable enum, and how each
//! one changes a [`BoardLayout`]. Edits are checked before they change anything
//! that matters: [`apply_edit`] may leave a half-changed layout behind when it
//! refuses, so callers apply to a copy (as [`super::EditorDoc::apply`] does).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::grid::{Grids, floor_size, mirror_dir, mirror_dir8, remap_board_refs, remap_floor_refs};
use crate::engine::board::layout::{
    AmbulanceSpot, BoardLayout, CellKind, DiceOverride, EdgeKind, EdgeSpec, EngineSpot,
    FamilySetup, FloorLayout, LadderSpec, LadderTop, RuleSet, SetupLine, StairEnd, StairLink,
};
use crate::engine::board::ring;
use crate::engine::board::validate::{MAX_DIE_SIDES, MAX_FLOOR_SIDE, MAX_FLOORS, MAX_LADDERS};
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::engine::state::Vehicle;

mod reshape;

pub use reshape::copy;
use reshape::{add_floor, mirror, move_floor, paste, remove_floor, resize};

/// A rectangle of cells on one floor, corners included.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rect {
    pub top: u8,
    pub left: u8,
    /// Number of rows (at least 1).
    pub rows: u8,
    /// Number of columns (at least 1).
    pub cols: u8,
}

impl Rect {
    /// The rectangle spanned by two opposite corner cells, in any order (the
    /// floors of the positions are ignored).
    pub fn spanning(a: Pos, b: Pos) -> Rect {
        Rect {
            top: a.row.min(b.row),
            left: a.col.min(b.col),
            rows: a.row.abs_diff(b.row).saturating_add(1),
            cols: a.col.abs_diff(b.col).saturating_add(1),
        }
    }

    fn bottom(self) -> usize {
        usize::from(self.top) + usize::from(self.rows)
    }

    fn right(self) -> usize {
        usize::from(self.left) + usize::from(self.cols)
    }

    fn contains(self, row: usize, col: usize) -> bool {
        (usize::from(self.top)..self.bottom()).contains(&row)
            && (usize::from(self.left)..self.right()).contains(&col)
    }
}

/// Which way [`Edit::Mirror`] flips a rectangle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Axis {
    /// Left and right swap (columns reverse).
    Horizontal,
    /// Top and bottom swap (rows reverse).
    Vertical,
}

/// An edge recorded in a [`Clip`], relative to the clip's top-left cell: the
/// cell is inside the clip, the side may point out of it (the rectangle's
/// outline).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClipEdge {
    pub row: u8,
    pub col: u8,
    pub side: Dir,
    pub kind: EdgeKind,
    pub open: bool,
}

/// A copied rectangle of a floor: cell kinds, deck-gun areas, POI arrows, and
/// the edges between its cells and on its outline (so a copied room keeps its
/// walls). Grids are row-major, `rows × cols`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clip {
    pub rows: u8,
    pub cols: u8,
    /// Cell letters as in the `cells` grid.
    pub cells: Vec<char>,
    /// Area digits or `.`.
    pub areas: Vec<char>,
    /// Arrow words (`N` … `NW`) or `.`.
    pub arrows: Vec<String>,
    pub edges: Vec<ClipEdge>,
}

/// Why an edit was refused. A refused edit changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    #[error("there is no floor {0}")]
    NoSuchFloor(u8),
    #[error("cell {0} is not on its floor's grid")]
    OffGrid(Pos),
    #[error("edge {0} is not between two cells of the floor")]
    EdgeOffGrid(EdgeRef),
    #[error("a {} cannot be open; only doors, windows and elevator doors open", .0.name())]
    CannotOpen(EdgeKind),
    #[error("deck-gun areas are numbered 1 to 9, not {0}")]
    BadArea(u8),
    #[error("cells {0} and {1} are not side by side on the same floor")]
    NotAdjacent(Pos, Pos),
    #[error("a staircase links two different floors")]
    StairOnOneFloor,
    #[error("there is no {what} number {index}")]
    NoSuchItem { what: ItemList, index: usize },
    #[error("a board keeps at least one floor")]
    LastFloor,
    #[error("a board has at most {MAX_FLOORS} floors")]
    TooManyFloors,
    #[error("a floor is 1 to {MAX_FLOOR_SIDE} cells in each direction")]
    BadSize,
    #[error("row or column {0} is not on every floor")]
    BadIndex(usize),
    #[error("the rectangle does not fit the floor")]
    BadRect,
    #[error("a die has 1 to {MAX_DIE_SIDES} sides, not {0}")]
    BadDie(u8),
    #[error("this is already on the board")]
    Duplicate,
    #[error("a ladder stands on a ground-floor outside cell, and {0} is not one (2ND-LADDER-3)")]
    NotLadderFoot(Pos),
    #[error(
        "a ladder's top is an outside cell of an upper floor, and {0} is not one (2ND-LADDER-3)"
    )]
    NotLadderTop(Pos),
    #[error(
        "{top} is already the top of the ladder raised on {foot}; a top holds one ladder (2ND-LADDER-6)"
    )]
    LadderTopTaken { top: Pos, foot: Pos },
    #[error("the Engine holds 1 to {MAX_LADDERS} ladders, not {0} (2ND-LADDER-1)")]
    BadLadderSupply(u8),
    #[error("High Rise has at most {MAX_SETUP_LINES} setup lines (the 4th for Heroic), not {0}")]
    TooManySetupLines(usize),
}

/// A list of the board's parts an edit names by number.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ItemList {
    AmbulanceSpot,
    EngineSpot,
    StairLink,
    LadderTop,
}

impl fmt::Display for ItemList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ItemList::AmbulanceSpot => "ambulance spot",
            ItemList::EngineSpot => "engine spot",
            ItemList::StairLink => "stair link",
            ItemList::LadderTop => "ladder top",
        })
    }
}

/// Most High Rise setup lines: three, and a fourth on Heroic
/// (URB-HIGHRISE-SETUP-1).
pub const MAX_SETUP_LINES: usize = 4;

/// One change to a board. Positions in edits that concern a single floor's
/// grid ([`Edit::SetEdge`], dice overrides) take the floor as a field and
/// ignore the floor of the `EdgeRef`/`Pos`; everything else uses `Pos::floor`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Edit {
    // --- metadata ---
    SetName(String),
    SetAuthor(String),
    SetDescription(String),

    // --- cells and edges ---
    /// Puts `kind` on an edge (either spelling of the edge; stored once, in
    /// the canonical south/east spelling), or erases it (`None`). `open` only
    /// for doors, windows and elevator doors (BOARD-1..4, 2ND-WIN-1, 2ND-THIN-1,
    /// URB-BROWN-2, URB-HIGHRISE-ELEV-1).
    SetEdge {
        floor: u8,
        at: EdgeRef,
        kind: Option<EdgeKind>,
        open: bool,
    },
    /// Paints a cell's kind. Painting a cell outside also removes its POI
    /// arrow and area, which outside cells cannot have.
    SetCell {
        pos: Pos,
        kind: CellKind,
    },
    /// A cell's deck-gun area 1-9 (BOARD-6), or none.
    SetArea {
        pos: Pos,
        area: Option<u8>,
    },
    /// Splits a floor's building into quadrants along split lines (BOARD-6):
    /// `row` is the first row of the lower half and `col` the first column
    /// of the right half; a line at 0 or past the grid is left out. Numbered
    /// in reading order: top-left 1, top-right 2, bottom-left 3, bottom-right
    /// 4 (or 1 and 2 with one line, all 1 with none). Outside cells get none.
    SplitQuadrants {
        floor: u8,
        row: u8,
        col: u8,
    },
    /// A cell's POI arrow (EXP-POI-3), or none.
    SetArrow {
        pos: Pos,
        #[serde(with = "dir8_opt")]
        dir: Option<Dir8>,
    },
    /// Replaces every arrow of a floor: see [`generate_arrows`] for the rule.
    GenerateArrows {
        floor: u8,
    },

    // --- dice (GEN-3) ---
    /// The board's dice: sides of red, black and the optional floor die.
    SetDice {
        red: u8,
        black: u8,
        floor: Option<u8>,
    },
    SetDiceOffsets {
        floor: u8,
        red_offset: i16,
        black_offset: i16,
    },
    SetFloorFace {
        floor: u8,
        face: Option<u8>,
    },
    /// Explicit `(red, black)` for one cell, or back to the offsets (`None`).
    SetDiceOverride {
        floor: u8,
        cell: Pos,
        dice: Option<(u8, u8)>,
    },

    // --- parking (BOARD-5, EXP-VEH-DRIVE-1) ---
    /// Appends an ambulance spot: two side-by-side cells.
    AddAmbulanceSpot {
        cells: [Pos; 2],
    },
    RemoveAmbulanceSpot {
        index: usize,
    },
    AddEngineSpot {
        cells: [Pos; 2],
        area: u8,
    },
    RemoveEngineSpot {
        index: usize,
    },
    SetEngineArea {
        index: usize,
        area: u8,
    },
    /// Moves a spot within its vehicle's list (the Drive order).
    MoveSpot {
        vehicle: Vehicle,
        from: usize,
        to: usize,
    },
    /// Sorts both lists clockwise round the ground floor's centre, starting
    /// at north (BOARD-5).
    OrderSpotsClockwise,

    // --- floors ---
    /// Appends a floor with an outside ring, `size` (rows, cols) or floor 0's.
    AddFloor {
        name: String,
        size: Option<(u8, u8)>,
    },
    /// Removes a floor and everything that refers to it; later floors move
    /// down one number.
    RemoveFloor {
        floor: u8,
    },
    RenameFloor {
        floor: u8,
        name: String,
    },
    /// Moves a floor to position `to`, renumbering every reference.
    MoveFloor {
        from: u8,
        to: u8,
    },

    // --- stairs (2ND-STAIRS-1..3) ---
    AddStair {
        a: StairEnd,
        b: StairEnd,
    },
    RemoveStair {
        index: usize,
    },

    // --- setups ---
    /// Adds or removes a family-game start fire (FAM-SETUP-3).
    ToggleFamilyFire {
        pos: Pos,
    },
    /// Adds or removes a family-game start POI (FAM-SETUP-4).
    ToggleFamilyPoi {
        pos: Pos,
    },
    /// The experienced game's first explosion table (EXP-SETUP-4), one cell
    /// per black-die face; empty removes it.
    SetFirstExplosion {
        cells: Vec<Pos>,
    },
    /// The Hot Spot supply (EXP-SETUP-11).
    SetHotSpots {
        supply: u8,
        heroic_supply: u8,
    },

    // --- expansions (2nd Story §8, Urban Structures §9) ---
    /// The expansion rules the board plays by. The data of other rules
    /// (ladders, setup lines, spot sides) is kept: switching back loses
    /// nothing, and validation warns about data the rules do not read.
    SetRules(RuleSet),
    /// 2nd Story: ladders on the Engine at the start (1 to
    /// [`MAX_LADDERS`], 2ND-LADDER-1); adds the `ladders` section if
    /// missing.
    SetLadderSupply(u8),
    /// 2nd Story: where a ladder raised on `foot` (a ground-floor outside
    /// cell) reaches: `top`, an upper-floor outside cell (2ND-LADDER-3).
    /// A foot already listed gets the new top; a top another foot already
    /// reaches is refused. Adds the `ladders` section (4 ladders) if missing.
    AddLadderTop {
        foot: Pos,
        top: Pos,
    },
    RemoveLadderTop {
        index: usize,
    },
    /// 2nd Story: a top for every obvious ladder spot (see
    /// [`fill_ladder_tops`]), as one edit; adds the `ladders` section (4
    /// ladders) if missing.
    FillLadderTops,
    /// Takes the `ladders` section off (a board that no longer plays 2nd
    /// Story).
    RemoveLadders,
    /// High Rise: the setup explosions' lines, first to fourth (the fourth
    /// on Heroic, URB-HIGHRISE-SETUP-1); at most [`MAX_SETUP_LINES`].
    SetSetupLines(Vec<SetupLine>),
    /// The side of the building a parking spot is on (URB-HIGHRISE-LADDER-1,
    /// URB-BROWN-3), or none.
    SetSpotSide {
        vehicle: Vehicle,
        index: usize,
        side: Option<Dir>,
    },

    // --- grid size: on every floor at once, since printed floors share a size ---
    InsertRow {
        at: u8,
    },
    RemoveRow {
        at: u8,
    },
    InsertCol {
        at: u8,
    },
    RemoveCol {
        at: u8,
    },

    // --- regions ---
    /// Pastes `clip` with its top-left cell at `at` (any floor); parts beyond
    /// the grid are cut off. The region's edges (inside and outline) become
    /// the clip's.
    Paste {
        clip: Clip,
        at: Pos,
    },
    /// Mirrors a rectangle of a floor in place: cells, areas, arrows (which
    /// turn) and the edges inside it and on its outline.
    Mirror {
        floor: u8,
        rect: Rect,
        axis: Axis,
    },
}

/// Serde for `Option<Dir8>` as `"NE"` or `null` (`Dir8` itself is not serde).
mod dir8_opt {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::geom::Dir8;

    pub fn serialize<S: Serializer>(dir: &Option<Dir8>, s: S) -> Result<S::Ok, S::Error> {
        match dir {
            Some(d) => s.serialize_some(d.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Dir8>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(name) => Dir8::from_name(&name)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown arrow {name:?}"))),
        }
    }
}

fn floor_mut(layout: &mut BoardLayout, floor: u8) -> Result<&mut FloorLayout, EditError> {
    layout
        .floors
        .get_mut(usize::from(floor))
        .ok_or(EditError::NoSuchFloor(floor))
}

/// Checks that `pos` is a cell of its floor.
fn check_pos(layout: &BoardLayout, pos: Pos) -> Result<(), EditError> {
    let floor = layout
        .floors
        .get(usize::from(pos.floor))
        .ok_or(EditError::NoSuchFloor(pos.floor))?;
    let (rows, cols) = floor_size(floor);
    if usize::from(pos.row) < rows && usize::from(pos.col) < cols {
        Ok(())
    } else {
        Err(EditError::OffGrid(pos))
    }
}

fn check_area(area: u8) -> Result<(), EditError> {
    if (1..=9).contains(&area) {
        Ok(())
    } else {
        Err(EditError::BadArea(area))
    }
}

fn check_die(sides: u8) -> Result<(), EditError> {
    if (1..=MAX_DIE_SIDES).contains(&sides) {
        Ok(())
    } else {
        Err(EditError::BadDie(sides))
    }
}

fn check_pair(layout: &BoardLayout, cells: [Pos; 2]) -> Result<(), EditError> {
    check_pos(layout, cells[0])?;
    check_pos(layout, cells[1])?;
    let [a, b] = cells;
    if a.floor == b.floor && a.row.abs_diff(b.row) + a.col.abs_diff(b.col) == 1 {
        Ok(())
    } else {
        Err(EditError::NotAdjacent(a, b))
    }
}

/// Runs `f` on a floor's decoded grids and writes back what changed.
fn with_grids<T>(
    layout: &mut BoardLayout,
    floor: u8,
    f: impl FnOnce(&mut Grids) -> Result<T, EditError>,
) -> Result<T, EditError> {
    let fl = floor_mut(layout, floor)?;
    let before = Grids::decode(fl);
    let mut grids = before.clone();
    let out = f(&mut grids)?;
    grids.encode_changes(&before, fl);
    Ok(out)
}

/// Puts (or erases) one edge, keeping the list free of duplicates in either
/// spelling and in sorted order for new entries so files diff well.
fn put_edge(
    floor: &mut FloorLayout,
    at: EdgeRef,
    kind: Option<EdgeKind>,
    open: bool,
) -> Result<(), EditError> {
    if let Some(k) = kind
        && open
        && !k.has_door_state()
    {
        return Err(EditError::CannotOpen(k));
    }
    let (rows, cols) = floor_size(floor);
    let at = EdgeRef::new(Pos::new(at.cell.row, at.cell.col), at.side);
    let on_grid = |p: Pos| usize::from(p.row) < rows && usize::from(p.col) < cols;
    let other = at.cell.step(at.side);
    if !on_grid(at.cell) || !other.is_some_and(on_grid) {
        return Err(EditError::EdgeOffGrid(at));
    }
    let canonical = at.canonical();
    let existing = floor
        .edges
        .iter()
        .position(|e| e.at.canonical() == canonical && e.at.cell.floor == 0);
    match (existing, kind) {
        (Some(i), None) => {
            floor.edges.remove(i);
        }
        (Some(i), Some(kind)) => {
            floor.edges[i] = EdgeSpec {
                at: canonical,
                kind,
                open,
            };
        }
        (None, None) => {}
        (None, Some(kind)) => {
            let i = floor
                .edges
                .iter()
                .position(|e| e.at > canonical)
                .unwrap_or(floor.edges.len());
            floor.edges.insert(
                i,
                EdgeSpec {
                    at: canonical,
                    kind,
                    open,
                },
            );
        }
    }
    Ok(())
}

/// Where a new parking spot goes so that a clockwise list stays clockwise
/// (BOARD-5); a list that is not clockwise already gets it at the end.
fn spot_insert_index(layout: &BoardLayout, listed: &[[Pos; 2]], spot: [Pos; 2]) -> usize {
    let (rows, cols) = layout.floors.first().map_or((0, 0), floor_size);
    ring::clockwise_insert_index(listed, spot, rows, cols)
}

/// The side of the building a new spot stands on (URB-HIGHRISE-LADDER-1,
/// URB-BROWN-3); the designer can change it.
fn spot_side(layout: &BoardLayout, spot: [Pos; 2]) -> Option<Dir> {
    let (rows, cols) = layout.floors.first().map_or((0, 0), floor_size);
    (rows > 0).then(|| ring::side_of(spot, rows, cols))
}

fn move_item<T>(
    items: &mut Vec<T>,
    from: usize,
    to: usize,
    what: ItemList,
) -> Result<(), EditError> {
    for index in [from, to] {
        if index >= items.len() {
            return Err(EditError::NoSuchItem { what, index });
        }
    }
    let item = items.remove(from);
    items.insert(to, item);
    Ok(())
}

/// Applies one edit to `layout`. On `Err` the layout may be partly changed:
/// apply to a copy.
pub fn apply_edit(layout: &mut BoardLayout, edit: &Edit) -> Result<(), EditError> {
    match edit {
        Edit::SetName(s) => layout.name.clone_from(s),
        Edit::SetAuthor(s) => layout.author.clone_from(s),
        Edit::SetDescription(s) => layout.description.clone_from(s),
        Edit::SetEdge {
            floor,
            at,
            kind,
            open,
        } => put_edge(floor_mut(layout, *floor)?, *at, *kind, *open)?,
        Edit::SetCell { pos, kind } => {
            check_pos(layout, *pos)?;
            let (r, c) = (usize::from(pos.row), usize::from(pos.col));
            with_grids(layout, pos.floor, |g| {
                let i = g.idx(r, c);
                g.cells[i] = kind.to_char();
                if *kind == CellKind::Outside {
                    g.areas[i] = '.';
                    g.arrows[i] = ".".to_owned();
                }
                Ok(())
            })?;
        }
        Edit::SetArea { pos, area } => {
            check_pos(layout, *pos)?;
            let ch = match area {
                Some(a) => {
                    check_area(*a)?;
                    char::from(b'0' + a)
                }
                None => '.',
            };
            let (r, c) = (usize::from(pos.row), usize::from(pos.col));
            with_grids(layout, pos.floor, |g| {
                let i = g.idx(r, c);
                g.areas[i] = ch;
                Ok(())
            })?;
        }
        Edit::SplitQuadrants { floor, row, col } => with_grids(layout, *floor, |g| {
            let split_row = (1..g.rows).contains(&usize::from(*row));
            let split_col = (1..g.cols).contains(&usize::from(*col));
            for r in 0..g.rows {
                for c in 0..g.cols {
                    let i = g.idx(r, c);
                    g.areas[i] = if g.cells[i] == CellKind::Outside.to_char() {
                        '.'
                    } else {
                        let below = split_row && r >= usize::from(*row);
                        let right = split_col && c >= usize::from(*col);
                        let across = if split_col { 2 } else { 1 };
                        let n = u8::from(below) * across + u8::from(right) + 1;
                        char::from(b'0' + n)
                    };
                }
            }
            Ok(())
        })?,
        Edit::SetArrow { pos, dir } => {
            check_pos(layout, *pos)?;
            let (r, c) = (usize::from(pos.row), usize::from(pos.col));
            with_grids(layout, pos.floor, |g| {
                g.set_arrow(r, c, *dir);
                Ok(())
            })?;
        }
        Edit::GenerateArrows { floor } => with_grids(layout, *floor, |g| {
            generate_arrows(g);
            Ok(())
        })?,
        Edit::SetDice { red, black, floor } => {
            check_die(*red)?;
            check_die(*black)?;
            if let Some(f) = floor {
                check_die(*f)?;
            }
            layout.dice.red = *red;
            layout.dice.black = *black;
            layout.dice.floor = *floor;
        }
        Edit::SetDiceOffsets {
            floor,
            red_offset,
            black_offset,
        } => {
            let fl = floor_mut(layout, *floor)?;
            fl.dice.red_offset = *red_offset;
            fl.dice.black_offset = *black_offset;
        }
        Edit::SetFloorFace { floor, face } => {
            if let Some(f) = face {
                check_die(*f)?;
            }
            floor_mut(layout, *floor)?.dice.floor_face = *face;
        }
        Edit::SetDiceOverride { floor, cell, dice } => {
            let pos = Pos::on(*floor, cell.row, cell.col);
            check_pos(layout, pos)?;
            let fl = floor_mut(layout, *floor)?;
            let local = Pos::new(cell.row, cell.col);
            fl.dice.cells.retain(|o| o.cell != local);
            if let Some((red, black)) = dice {
                fl.dice.cells.push(DiceOverride {
                    cell: local,
                    red: *red,
                    black: *black,
                });
                fl.dice.cells.sort_by_key(|o| o.cell);
            }
        }
        Edit::AddAmbulanceSpot { cells } => {
            check_pair(layout, *cells)?;
            let listed: Vec<[Pos; 2]> = layout.parking.ambulance.iter().map(|s| s.cells).collect();
            let i = spot_insert_index(layout, &listed, *cells);
            layout.parking.ambulance.insert(
                i,
                AmbulanceSpot {
                    cells: *cells,
                    side: spot_side(layout, *cells),
                },
            );
        }
        Edit::RemoveAmbulanceSpot { index } => {
            if *index >= layout.parking.ambulance.len() {
                return Err(EditError::NoSuchItem {
                    what: ItemList::AmbulanceSpot,
                    index: *index,
                });
            }
            layout.parking.ambulance.remove(*index);
        }
        Edit::AddEngineSpot { cells, area } => {
            check_pair(layout, *cells)?;
            check_area(*area)?;
            let listed: Vec<[Pos; 2]> = layout.parking.engine.iter().map(|s| s.cells).collect();
            let i = spot_insert_index(layout, &listed, *cells);
            layout.parking.engine.insert(
                i,
                EngineSpot {
                    cells: *cells,
                    area: *area,
                    side: spot_side(layout, *cells),
                },
            );
        }
        Edit::RemoveEngineSpot { index } => {
            if *index >= layout.parking.engine.len() {
                return Err(EditError::NoSuchItem {
                    what: ItemList::EngineSpot,
                    index: *index,
                });
            }
            layout.parking.engine.remove(*index);
        }
        Edit::SetEngineArea { index, area } => {
            check_area(*area)?;
            let spot = layout
                .parking
                .engine
                .get_mut(*index)
                .ok_or(EditError::NoSuchItem {
                    what: ItemList::EngineSpot,
                    index: *index,
                })?;
            spot.area = *area;
        }
        Edit::MoveSpot { vehicle, from, to } => match vehicle {
            Vehicle::Ambulance => move_item(
                &mut layout.parking.ambulance,
                *from,
                *to,
                ItemList::AmbulanceSpot,
            )?,
            Vehicle::Engine => {
                move_item(&mut layout.parking.engine, *from, *to, ItemList::EngineSpot)?
            }
        },
        Edit::OrderSpotsClockwise => {
            let (rows, cols) = layout.floors.first().map_or((0, 0), floor_size);
            let order = |a: &[Pos; 2], b: &[Pos; 2]| ring::compare_clockwise(*a, *b, rows, cols);
            layout
                .parking
                .ambulance
                .sort_by(|a, b| order(&a.cells, &b.cells));
            layout
                .parking
                .engine
                .sort_by(|a, b| order(&a.cells, &b.cells));
        }
        Edit::AddFloor { name, size } => add_floor(layout, name, *size)?,
        Edit::RemoveFloor { floor } => remove_floor(layout, *floor)?,
        Edit::RenameFloor { floor, name } => floor_mut(layout, *floor)?.name.clone_from(name),
        Edit::MoveFloor { from, to } => move_floor(layout, *from, *to)?,
        Edit::AddStair { a, b } => {
            check_pos(layout, a.cell)?;
            check_pos(layout, b.cell)?;
            if a.cell.floor == b.cell.floor {
                return Err(EditError::StairOnOneFloor);
            }
            let link = StairLink {
                a: a.clone(),
                b: b.clone(),
            };
            let used = |p: Pos| layout.stairs.iter().any(|s| s.a.cell == p || s.b.cell == p);
            if used(a.cell) || used(b.cell) {
                return Err(EditError::Duplicate);
            }
            layout.stairs.push(link);
        }
        Edit::RemoveStair { index } => {
            if *index >= layout.stairs.len() {
                return Err(EditError::NoSuchItem {
                    what: ItemList::StairLink,
                    index: *index,
                });
            }
            layout.stairs.remove(*index);
        }
        Edit::ToggleFamilyFire { pos } => toggle_family(layout, *pos, true)?,
        Edit::ToggleFamilyPoi { pos } => toggle_family(layout, *pos, false)?,
        Edit::SetFirstExplosion { cells } => {
            for p in cells {
                check_pos(layout, *p)?;
            }
            layout.first_explosion.clone_from(cells);
        }
        Edit::SetHotSpots {
            supply,
            heroic_supply,
        } => {
            layout.hot_spots.supply = *supply;
            layout.hot_spots.heroic_supply = *heroic_supply;
        }
        Edit::SetRules(rules) => layout.rules = *rules,
        Edit::SetLadderSupply(supply) => {
            if !(1..=MAX_LADDERS).contains(supply) {
                return Err(EditError::BadLadderSupply(*supply));
            }
            layout
                .ladders
                .get_or_insert_with(LadderSpec::default)
                .supply = *supply;
        }
        Edit::AddLadderTop { foot, top } => add_ladder_top(layout, *foot, *top)?,
        Edit::RemoveLadderTop { index } => {
            let tops = layout.ladders.as_mut().map(|l| &mut l.tops);
            match tops {
                Some(tops) if *index < tops.len() => {
                    tops.remove(*index);
                }
                _ => {
                    return Err(EditError::NoSuchItem {
                        what: ItemList::LadderTop,
                        index: *index,
                    });
                }
            }
        }
        Edit::FillLadderTops => {
            let new = fill_ladder_tops(layout);
            layout
                .ladders
                .get_or_insert_with(LadderSpec::default)
                .tops
                .extend(new);
        }
        Edit::RemoveLadders => layout.ladders = None,
        Edit::SetSetupLines(lines) => {
            if lines.len() > MAX_SETUP_LINES {
                return Err(EditError::TooManySetupLines(lines.len()));
            }
            layout.setup_lines.clone_from(lines);
        }
        Edit::SetSpotSide {
            vehicle,
            index,
            side,
        } => {
            let (spot_side, what) = match vehicle {
                Vehicle::Ambulance => (
                    layout
                        .parking
                        .ambulance
                        .get_mut(*index)
                        .map(|s| &mut s.side),
                    ItemList::AmbulanceSpot,
                ),
                Vehicle::Engine => (
                    layout.parking.engine.get_mut(*index).map(|s| &mut s.side),
                    ItemList::EngineSpot,
                ),
            };
            *spot_side.ok_or(EditError::NoSuchItem {
                what,
                index: *index,
            })? = *side;
        }
        Edit::InsertRow { at } => resize(layout, usize::from(*at), true, true)?,
        Edit::RemoveRow { at } => resize(layout, usize::from(*at), true, false)?,
        Edit::InsertCol { at } => resize(layout, usize::from(*at), false, true)?,
        Edit::RemoveCol { at } => resize(layout, usize::from(*at), false, false)?,
        Edit::Paste { clip, at } => paste(layout, clip, *at)?,
        Edit::Mirror { floor, rect, axis } => mirror(layout, *floor, *rect, *axis)?,
    }
    Ok(())
}

/// The kind of a cell, if it is on its floor's grid (a letter the format
/// does not know reads as none).
fn cell_kind(layout: &BoardLayout, pos: Pos) -> Option<CellKind> {
    layout
        .floors
        .get(usize::from(pos.floor))?
        .cells
        .get(usize::from(pos.row))?
        .chars()
        .nth(usize::from(pos.col))
        .and_then(CellKind::from_char)
}

/// Whether `pos` is an outside cell with a building cell next to it on its
/// own floor (what a ladder leans against, 2ND-LADDER-3).
fn outside_by_building(layout: &BoardLayout, pos: Pos) -> bool {
    cell_kind(layout, pos) == Some(CellKind::Outside)
        && Dir::ALL.into_iter().any(|d| {
            pos.step(d)
                .and_then(|p| cell_kind(layout, p))
                .is_some_and(CellKind::is_interior)
        })
}

fn add_ladder_top(layout: &mut BoardLayout, foot: Pos, top: Pos) -> Result<(), EditError> {
    check_pos(layout, foot)?;
    check_pos(layout, top)?;
    if foot.floor != 0 || cell_kind(layout, foot) != Some(CellKind::Outside) {
        return Err(EditError::NotLadderFoot(foot));
    }
    if top.floor == 0 || cell_kind(layout, top) != Some(CellKind::Outside) {
        return Err(EditError::NotLadderTop(top));
    }
    let ladders = layout.ladders.get_or_insert_with(LadderSpec::default);
    if let Some(other) = ladders.tops.iter().find(|t| t.top == top && t.foot != foot) {
        return Err(EditError::LadderTopTaken {
            top,
            foot: other.foot,
        });
    }
    match ladders.tops.iter_mut().find(|t| t.foot == foot) {
        Some(listed) => listed.top = top,
        None => ladders.tops.push(LadderTop { foot, top }),
    }
    Ok(())
}

/// The ladder tops [`Edit::FillLadderTops`] adds, in reading order: for
/// every ground-floor outside cell next to the building whose cell on
/// floor 1 (same row and column) is an outside cell next to the upper
/// floor's building, when neither that foot nor that top is listed yet
/// (the cells validation warns about, 2ND-LADDER-3).
pub fn fill_ladder_tops(layout: &BoardLayout) -> Vec<LadderTop> {
    let (Some(ground), Some(_)) = (layout.floors.first(), layout.floors.get(1)) else {
        return Vec::new();
    };
    let listed = layout.ladders.as_ref().map_or(&[][..], |l| &l.tops[..]);
    let (rows, cols) = floor_size(ground);
    let mut out = Vec::new();
    for r in 0..rows.min(256) {
        for c in 0..cols.min(256) {
            let foot = Pos::on(0, r as u8, c as u8);
            let top = Pos::on(1, r as u8, c as u8);
            if outside_by_building(layout, foot)
                && outside_by_building(layout, top)
                && !listed.iter().any(|t| t.foot == foot || t.top == top)
            {
                out.push(LadderTop { foot, top });
            }
        }
    }
    out
}

fn toggle_family(layout: &mut BoardLayout, pos: Pos, fire: bool) -> Result<(), EditError> {
    check_pos(layout, pos)?;
    let setup = layout.family_setup.get_or_insert_with(FamilySetup::default);
    let list = if fire {
        &mut setup.fire
    } else {
        &mut setup.poi
    };
    if let Some(i) = list.iter().position(|p| *p == pos) {
        list.remove(i);
    } else {
        list.push(pos);
    }
    // No cell left means no fixed setup: the family game then rolls (FAM-VAR-1).
    if setup.fire.is_empty() && setup.poi.is_empty() {
        layout.family_setup = None;
    }
    Ok(())
}

/// Fills in every inside cell's POI arrow, pointing towards the centre of the
/// floor's inside cells (the mean of their row and column): the direction of
/// the vector to the centre, rounded to the nearest of the eight compass
/// directions (45° sectors). A cell exactly at the centre gets no arrow. When
/// the rounded direction leads out of the building, the two neighbouring
/// directions are tried (the closer in angle first); if neither leads to a
/// building cell the cell gets none. Non-inside cells lose their arrows.
pub(crate) fn generate_arrows(g: &mut Grids) {
    let inside: Vec<(usize, usize)> = (0..g.rows)
        .flat_map(|r| (0..g.cols).map(move |c| (r, c)))
        .filter(|&(r, c)| g.cells[g.idx(r, c)] == CellKind::Inside.to_char())
        .collect();
    for a in g.arrows.iter_mut() {
        *a = ".".to_owned();
    }
    if inside.is_empty() {
        return;
    }
    let n = inside.len() as f64;
    let cr = inside.iter().map(|p| p.0 as f64).sum::<f64>() / n;
    let cc = inside.iter().map(|p| p.1 as f64).sum::<f64>() / n;
    // Dir8::ALL runs clockwise from N; angle 0 = north, growing clockwise.
    let interior = |g: &Grids, r: i64, c: i64| {
        r >= 0
            && c >= 0
            && g.contains(r as usize, c as usize)
            && CellKind::from_char(g.cells[g.idx(r as usize, c as usize)])
                .is_some_and(CellKind::is_interior)
    };
    for (r, c) in inside {
        let (dr, dc) = (cr - r as f64, cc - c as f64);
        if dr.abs() < 1e-9 && dc.abs() < 1e-9 {
            continue;
        }
        let angle = dc.atan2(-dr).to_degrees().rem_euclid(360.0);
        let sector = angle / 45.0;
        let best = (sector.round() as i64).rem_euclid(8);
        let second = if sector - sector.floor() < 0.5 {
            best + 1
        } else {
            best - 1
        };
        let third = 2 * best - second;
        for k in [best, second.rem_euclid(8), third.rem_euclid(8)] {
            let dir = Dir8::ALL[k as usize];
            let (ddr, ddc) = dir.delta();
            if interior(g, r as i64 + i64::from(ddr), c as i64 + i64::from(ddc)) {
                g.set_arrow(r, c, Some(dir));
                break;
            }
        }
    }
}

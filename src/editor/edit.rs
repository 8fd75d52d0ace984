//! The edits the board editor can make, as one serialisable enum, and the
//! checks they share; `apply` (one arm per edit) and `reshape` (floors, rows,
//! copy and paste) change a [`BoardLayout`]. Edits are checked before they
//! change anything that matters: [`apply_edit`] may leave a half-changed
//! layout behind when it refuses, so callers apply to a copy (as
//! [`super::EditorDoc::apply`] does).

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

mod apply;
mod reshape;

pub use apply::{apply_edit, fill_ladder_tops};
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
    /// Replaces every arrow of a floor: see [`apply::generate_arrows`] for the rule.
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

/// Removes the `index`th of `items`, or says there is no such item.
fn remove_item<T>(items: &mut Vec<T>, index: usize, what: ItemList) -> Result<(), EditError> {
    if index >= items.len() {
        return Err(EditError::NoSuchItem { what, index });
    }
    items.remove(index);
    Ok(())
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

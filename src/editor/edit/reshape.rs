//! The edits that reshape a board rather than mark it: floors added,
//! removed and reordered, rows and columns inserted and removed, and a
//! rectangle copied, pasted or mirrored. Each keeps every reference into the
//! board (stairs, parking, ladders, setup) pointing where it pointed.

use super::*;

pub(super) fn add_floor(
    layout: &mut BoardLayout,
    name: &str,
    size: Option<(u8, u8)>,
) -> Result<(), EditError> {
    if layout.floors.len() >= MAX_FLOORS {
        return Err(EditError::TooManyFloors);
    }
    let (rows, cols) = match size {
        Some((r, c)) => (usize::from(r), usize::from(c)),
        None => layout.floors.first().map_or((8, 10), floor_size),
    };
    if !(1..=MAX_FLOOR_SIDE).contains(&rows) || !(1..=MAX_FLOOR_SIDE).contains(&cols) {
        return Err(EditError::BadSize);
    }
    let mut floor = FloorLayout::with_outside_ring(name, rows, cols);
    // With a floor die every floor needs its face (GEN-3); the next one is the
    // natural guess.
    if layout.dice.floor.is_some() {
        floor.dice.floor_face = u8::try_from(layout.floors.len() + 1).ok();
    }
    layout.floors.push(floor);
    Ok(())
}

pub(super) fn remove_floor(layout: &mut BoardLayout, floor: u8) -> Result<(), EditError> {
    floor_mut(layout, floor)?;
    if layout.floors.len() <= 1 {
        return Err(EditError::LastFloor);
    }
    layout.floors.remove(usize::from(floor));
    remap_board_refs(layout, &|p: Pos| match p.floor.cmp(&floor) {
        std::cmp::Ordering::Less => Some(p),
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Greater => Some(Pos {
            floor: p.floor - 1,
            ..p
        }),
    });
    Ok(())
}

pub(super) fn move_floor(layout: &mut BoardLayout, from: u8, to: u8) -> Result<(), EditError> {
    let n = layout.floors.len();
    for f in [from, to] {
        if usize::from(f) >= n {
            return Err(EditError::NoSuchFloor(f));
        }
    }
    let moved = layout.floors.remove(usize::from(from));
    layout.floors.insert(usize::from(to), moved);
    // Old index -> new index: the same permutation as the Vec move above.
    let mut order: Vec<u8> = (0..n).filter_map(|i| u8::try_from(i).ok()).collect();
    let f = order.remove(usize::from(from));
    order.insert(usize::from(to), f);
    remap_board_refs(layout, &|p: Pos| {
        let new = order.iter().position(|&old| old == p.floor)?;
        Some(Pos {
            floor: u8::try_from(new).ok()?,
            ..p
        })
    });
    Ok(())
}

/// Inserts (`insert`) or removes row/column `at` on every floor, shifting all
/// references. A new row or column copies its neighbour's cell kinds and
/// areas; references to a removed one are dropped (a stair link or parking
/// spot with a cell on it goes entirely). Dice offsets are left alone.
/// Removing a line just inserted gives back the board exactly.
pub(super) fn resize(
    layout: &mut BoardLayout,
    at: usize,
    is_row: bool,
    insert: bool,
) -> Result<(), EditError> {
    for floor in &layout.floors {
        let (rows, cols) = floor_size(floor);
        let len = if is_row { rows } else { cols };
        let ok = if insert {
            at <= len && len < MAX_FLOOR_SIDE
        } else {
            at < len && len > 1
        };
        if !ok {
            let in_range = if insert { at <= len } else { at < len };
            return Err(if in_range {
                EditError::BadSize
            } else {
                EditError::BadIndex(at)
            });
        }
    }
    let Ok(at) = u8::try_from(at) else {
        return Err(EditError::BadIndex(at));
    };
    let coord = move |p: Pos| if is_row { p.row } else { p.col };
    let with = move |p: Pos, v: u8| {
        if is_row {
            Pos { row: v, ..p }
        } else {
            Pos { col: v, ..p }
        }
    };
    let map = move |p: Pos| -> Option<Pos> {
        let v = coord(p);
        match (insert, v.cmp(&at)) {
            (_, std::cmp::Ordering::Less) => Some(p),
            (true, _) => Some(with(p, v.checked_add(1)?)),
            (false, std::cmp::Ordering::Equal) => None,
            (false, std::cmp::Ordering::Greater) => Some(with(p, v - 1)),
        }
    };
    let across = if is_row { Dir::S } else { Dir::E };
    remap_board_refs(layout, &map);
    for floor in &mut layout.floors {
        let (rows, cols) = floor_size(floor);
        let last = if is_row { rows } else { cols }.saturating_sub(1);
        // Edges follow their north/west cell. A removed line takes the edges
        // inside it and on its south/east side; the edge on its north/west
        // side stays between the lines that close up (so removal undoes an
        // insertion exactly), unless the removed line was the last one.
        let map_edge = move |e: EdgeRef| -> Option<EdgeRef> {
            let before_removed = e.side == across && coord(e.cell).checked_add(1) == Some(at);
            if !insert && before_removed {
                return (usize::from(at) < last).then_some(e);
            }
            Some(EdgeRef::new(map(e.cell)?, e.side))
        };
        let before = Grids::decode(floor);
        let mut g = before.clone();
        let a = usize::from(at);
        match (is_row, insert) {
            (true, true) => g.insert_row(a),
            (true, false) => g.remove_row(a),
            (false, true) => g.insert_col(a),
            (false, false) => g.remove_col(a),
        }
        g.encode_changes(&before, floor);
        remap_floor_refs(floor, &map, &map_edge);
    }
    Ok(())
}

/// Copies a rectangle of a floor (see [`Clip`]).
pub fn copy(layout: &BoardLayout, floor: u8, rect: Rect) -> Result<Clip, EditError> {
    let fl = layout
        .floors
        .get(usize::from(floor))
        .ok_or(EditError::NoSuchFloor(floor))?;
    let g = Grids::decode(fl);
    if rect.rows == 0 || rect.cols == 0 || rect.bottom() > g.rows || rect.right() > g.cols {
        return Err(EditError::BadRect);
    }
    let mut clip = Clip {
        rows: rect.rows,
        cols: rect.cols,
        cells: Vec::new(),
        areas: Vec::new(),
        arrows: Vec::new(),
        edges: Vec::new(),
    };
    for r in usize::from(rect.top)..rect.bottom() {
        for c in usize::from(rect.left)..rect.right() {
            let i = g.idx(r, c);
            clip.cells.push(g.cells[i]);
            clip.areas.push(g.areas[i]);
            clip.arrows.push(g.arrows[i].clone());
        }
    }
    for spec in &fl.edges {
        let e = spec.at;
        let (a, b) = e.cells();
        // Record the edge from whichever of its cells lies in the rectangle
        // (both for inside edges: the first one found).
        let from = [(Some(a), e.side), (b, e.side.opposite())]
            .into_iter()
            .find_map(|(p, side)| {
                let p = p?;
                rect.contains(usize::from(p.row), usize::from(p.col))
                    .then_some((p, side))
            });
        if let Some((p, side)) = from {
            clip.edges.push(ClipEdge {
                row: p.row - rect.top,
                col: p.col - rect.left,
                side,
                kind: spec.kind,
                open: spec.open,
            });
        }
    }
    Ok(clip)
}

/// The edges inside `rect` and on its outline, in canonical spelling.
fn region_edges(g_rows: usize, g_cols: usize, rect: Rect) -> Vec<EdgeRef> {
    let mut out = Vec::new();
    for r in usize::from(rect.top)..rect.bottom().min(g_rows) {
        for c in usize::from(rect.left)..rect.right().min(g_cols) {
            let (Ok(r8), Ok(c8)) = (u8::try_from(r), u8::try_from(c)) else {
                continue;
            };
            for side in Dir::ALL {
                let e = EdgeRef::new(Pos::new(r8, c8), side);
                if let Some(o) = e.cell.step(side)
                    && usize::from(o.row) < g_rows
                    && usize::from(o.col) < g_cols
                {
                    out.push(e.canonical());
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

pub(super) fn paste(layout: &mut BoardLayout, clip: &Clip, at: Pos) -> Result<(), EditError> {
    check_pos(layout, at)?;
    let n = usize::from(clip.rows) * usize::from(clip.cols);
    if clip.cells.len() != n || clip.areas.len() != n || clip.arrows.len() != n {
        return Err(EditError::BadRect);
    }
    let fl = floor_mut(layout, at.floor)?;
    let before = Grids::decode(fl);
    let mut g = before.clone();
    let rect = Rect {
        top: at.row,
        left: at.col,
        rows: clip.rows,
        cols: clip.cols,
    };
    for cr in 0..usize::from(clip.rows) {
        for cc in 0..usize::from(clip.cols) {
            let (r, c) = (usize::from(at.row) + cr, usize::from(at.col) + cc);
            if !g.contains(r, c) {
                continue;
            }
            let (i, k) = (g.idx(r, c), cr * usize::from(clip.cols) + cc);
            g.cells[i] = clip.cells[k];
            g.areas[i] = clip.areas[k];
            g.arrows[i].clone_from(&clip.arrows[k]);
        }
    }
    g.encode_changes(&before, fl);
    let region = region_edges(g.rows, g.cols, rect);
    fl.edges.retain(|e| !region.contains(&e.at.canonical()));
    for e in &clip.edges {
        let (Some(row), Some(col)) = (at.row.checked_add(e.row), at.col.checked_add(e.col)) else {
            continue;
        };
        // Parts of the clip beyond the grid are cut off.
        match put_edge(
            fl,
            EdgeRef::new(Pos::new(row, col), e.side),
            Some(e.kind),
            e.open,
        ) {
            Ok(()) | Err(EditError::EdgeOffGrid(_)) => {}
            Err(other) => return Err(other),
        }
    }
    Ok(())
}

pub(super) fn mirror(
    layout: &mut BoardLayout,
    floor: u8,
    rect: Rect,
    axis: Axis,
) -> Result<(), EditError> {
    let mut clip = copy(layout, floor, rect)?;
    let horizontal = axis == Axis::Horizontal;
    let (rows, cols) = (usize::from(clip.rows), usize::from(clip.cols));
    let flip = |k: usize| {
        let (r, c) = (k / cols, k % cols);
        if horizontal {
            r * cols + (cols - 1 - c)
        } else {
            (rows - 1 - r) * cols + c
        }
    };
    let cells = (0..rows * cols).map(|k| clip.cells[flip(k)]).collect();
    let areas = (0..rows * cols).map(|k| clip.areas[flip(k)]).collect();
    let arrows = (0..rows * cols)
        .map(|k| {
            let w = &clip.arrows[flip(k)];
            Dir8::from_name(w).map_or_else(
                || w.clone(),
                |d| mirror_dir8(d, horizontal).name().to_owned(),
            )
        })
        .collect();
    clip.cells = cells;
    clip.areas = areas;
    clip.arrows = arrows;
    for e in &mut clip.edges {
        if horizontal {
            e.col = clip.cols - 1 - e.col;
        } else {
            e.row = clip.rows - 1 - e.row;
        }
        e.side = mirror_dir(e.side, horizontal);
    }
    paste(layout, &clip, Pos::on(floor, rect.top, rect.left))
}

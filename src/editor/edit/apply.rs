//! How each [`Edit`] changes a [`BoardLayout`]: one arm per edit, plus the
//! helpers only those arms need (ladder tops, family setup toggles). The
//! checks shared with [`super::reshape`] stay in the parent module.

use super::*;
use crate::engine::board::layout::areas_beside;

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
            let orphaned = orphaned_engine_spots(layout);
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
            tie_to_the_area_beside(layout, orphaned);
        }
        Edit::SplitQuadrants { floor, row, col } => {
            split_quadrants(layout, *floor, *row, *col)?;
        }
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
            remove_item(
                &mut layout.parking.ambulance,
                *index,
                ItemList::AmbulanceSpot,
            )?;
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
            remove_item(&mut layout.parking.engine, *index, ItemList::EngineSpot)?;
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
            remove_item(&mut layout.stairs, *index, ItemList::StairLink)?;
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
            let Some(ladders) = layout.ladders.as_mut() else {
                return Err(EditError::NoSuchItem {
                    what: ItemList::LadderTop,
                    index: *index,
                });
            };
            remove_item(&mut ladders.tops, *index, ItemList::LadderTop)?;
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

/// BOARD-6: repaints `floor`'s inside cells into up to four areas split at
/// `row` and `col`, and ties the Engine spots drawn before any quadrant to
/// the one beside them ([`tie_to_the_area_beside`]).
fn split_quadrants(layout: &mut BoardLayout, floor: u8, row: u8, col: u8) -> Result<(), EditError> {
    let orphaned = orphaned_engine_spots(layout);
    with_grids(layout, floor, |g| {
        let split_row = (1..g.rows).contains(&usize::from(row));
        let split_col = (1..g.cols).contains(&usize::from(col));
        for r in 0..g.rows {
            for c in 0..g.cols {
                let i = g.idx(r, c);
                g.areas[i] = if g.cells[i] == CellKind::Outside.to_char() {
                    '.'
                } else {
                    let below = split_row && r >= usize::from(row);
                    let right = split_col && c >= usize::from(col);
                    let across = if split_col { 2 } else { 1 };
                    let n = u8::from(below) * across + u8::from(right) + 1;
                    char::from(b'0' + n)
                };
            }
        }
        Ok(())
    })?;
    tie_to_the_area_beside(layout, orphaned);
    Ok(())
}

/// The Engine spots whose deck-gun area has no cell (drawn before any
/// quadrant, tied to area 1 for want of one beside them).
fn orphaned_engine_spots(layout: &BoardLayout) -> Vec<usize> {
    layout
        .parking
        .engine
        .iter()
        .enumerate()
        .filter(|(_, spot)| !area_has_cells(layout, spot.area))
        .map(|(i, _)| i)
        .collect()
}

/// Ties each of the `orphaned` Engine spots to the quadrant beside it, if
/// one is there now (BOARD-6): split or painted, the quadrants a spot was
/// drawn before take it; a spot tied to an existing area keeps it.
fn tie_to_the_area_beside(layout: &mut BoardLayout, orphaned: Vec<usize>) {
    for i in orphaned {
        let beside = areas_beside(layout, layout.parking.engine[i].cells);
        if let Some(&area) = beside.first() {
            layout.parking.engine[i].area = area;
        }
    }
}

/// Whether any cell of any floor is in deck-gun area `area`.
fn area_has_cells(layout: &BoardLayout, area: u8) -> bool {
    let digit = char::from(b'0' + area);
    layout
        .floors
        .iter()
        .any(|f| f.areas.iter().any(|line| line.contains(digit)))
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

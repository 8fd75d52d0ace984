//! Reading a layout's text: each floor's grid of cells, then the edges
//! (walls, doors, windows), the quadrant letters and the POI arrows drawn
//! over it, each checked against the grid as read.

use std::collections::HashMap;

use super::{FloorGrid, MAX_FLOOR_SIDE, Place, ProblemKind, Report, Spot};
use crate::engine::board::layout::{BoardLayout, CellKind, EdgeKind, RuleSet};
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};

pub(super) fn read_grid(floor: u8, rows: &[String], report: &mut Report) -> Option<FloorGrid> {
    let place = Place::Floor(floor);
    if rows.is_empty() {
        report.error(place, ProblemKind::NoRows);
        return None;
    }
    let cols = rows[0].chars().count();
    if cols == 0 {
        report.error(place, ProblemKind::FirstRowEmpty);
        return None;
    }
    if rows.len() > MAX_FLOOR_SIDE || cols > MAX_FLOOR_SIDE {
        report.error(
            place,
            ProblemKind::FloorTooLarge {
                rows: rows.len(),
                cols,
            },
        );
        return None;
    }
    let mut ok = true;
    let mut kinds = Vec::with_capacity(rows.len() * cols);
    for (r, row) in rows.iter().enumerate() {
        let len = row.chars().count();
        if len != cols {
            report.error(place.clone(), ProblemKind::RaggedRow { row: r, len, cols });
            ok = false;
            continue;
        }
        for (c, ch) in row.chars().enumerate() {
            match CellKind::from_char(ch) {
                Some(kind) => kinds.push(kind),
                None => {
                    report.error(
                        Place::Cell(Pos::on(floor, r as u8, c as u8)),
                        ProblemKind::UnknownCellChar { ch },
                    );
                    kinds.push(CellKind::Outside);
                    ok = false;
                }
            }
        }
    }
    ok.then_some(FloorGrid {
        rows: rows.len(),
        cols,
        kinds,
    })
}

/// Edge kinds by canonical edge reference (floor included).
pub(super) type EdgeKinds = HashMap<EdgeRef, (EdgeKind, bool)>;

pub(super) fn read_edges(
    layout: &BoardLayout,
    grids: &[Option<FloorGrid>],
    report: &mut Report,
) -> EdgeKinds {
    let mut kinds = EdgeKinds::new();
    for (f, floor) in layout.floors.iter().enumerate() {
        let Some(grid) = &grids[f] else { continue };
        for spec in &floor.edges {
            let mut at = spec.at;
            at.cell.floor = f as u8;
            let place = Place::Edge(at);
            if spec.at.cell.floor != 0 {
                report.error(place.clone(), ProblemKind::EdgeFloorPrefix);
            }
            if !grid.contains(at.cell) {
                report.error(
                    place,
                    ProblemKind::EdgeCellOffGrid {
                        cell: Spot::cell(layout, at.cell),
                        rows: grid.rows,
                        cols: grid.cols,
                    },
                );
                continue;
            }
            let Some(other) = at.cell.step(at.side).filter(|p| grid.contains(*p)) else {
                report.error(place, ProblemKind::EdgeOnGridBorder { kind: spec.kind });
                continue;
            };
            let canonical = at.canonical();
            if kinds.contains_key(&canonical) {
                report.error(place, ProblemKind::EdgeListedTwice);
                continue;
            }
            let (ka, kb) = (grid.kind(at.cell), grid.kind(other));
            let outside = [ka, kb].iter().filter(|k| **k == CellKind::Outside).count();
            match spec.kind {
                EdgeKind::Entrance if outside != 1 => {
                    report.error(place.clone(), ProblemKind::EntranceNotBetween)
                }
                EdgeKind::Door | EdgeKind::Window | EdgeKind::ElevatorDoor if outside == 2 => {
                    report.error(
                        place.clone(),
                        ProblemKind::EdgeOutsideBuilding { kind: spec.kind },
                    )
                }
                EdgeKind::ElevatorDoor
                    if [ka, kb]
                        .iter()
                        .filter(|k| **k == CellKind::Elevator)
                        .count()
                        != 1 =>
                {
                    report.error(place.clone(), ProblemKind::ElevatorDoorCells)
                }
                _ => {}
            }
            if spec.open && !spec.kind.has_door_state() {
                report.error(place, ProblemKind::CannotBeOpen { kind: spec.kind });
            }
            kinds.insert(canonical, (spec.kind, spec.open));
        }
    }
    for (f, grid) in grids.iter().enumerate() {
        let Some(grid) = grid else { continue };
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let pos = Pos::on(f as u8, r as u8, c as u8);
                if grid.kind(pos) != CellKind::Elevator {
                    continue;
                }
                let doors = Dir::ALL
                    .iter()
                    .filter(|d| {
                        matches!(
                            kinds.get(&EdgeRef::new(pos, **d).canonical()),
                            Some((EdgeKind::ElevatorDoor, _))
                        )
                    })
                    .count();
                if doors != 1 {
                    report.error(Place::Cell(pos), ProblemKind::ElevatorDoors { doors });
                }
                // On High Rise a car is a closed shaft but for its door: no
                // way in, and no fire, by any other side (engine ruling E38).
                if layout.rules != RuleSet::HighRise {
                    continue;
                }
                for d in Dir::ALL {
                    let at = EdgeRef::new(pos, d);
                    if at.cell.step(d).is_none_or(|p| !grid.contains(p)) {
                        continue;
                    }
                    match kinds.get(&at.canonical()) {
                        Some((kind, _))
                            if kind.takes_cubes() || *kind == EdgeKind::ElevatorDoor => {}
                        other => report.error(
                            Place::Cell(pos),
                            ProblemKind::CarSideOpen {
                                side: at,
                                kind: other.map(|(k, _)| *k),
                            },
                        ),
                    }
                }
            }
        }
    }
    kinds
}

/// Area digit per cell (0 = none), per floor.
pub(super) type Areas = Vec<Vec<u8>>;

pub(super) fn read_areas(
    layout: &BoardLayout,
    grids: &[Option<FloorGrid>],
    report: &mut Report,
) -> Areas {
    let mut out = Vec::new();
    for (f, floor) in layout.floors.iter().enumerate() {
        let Some(grid) = &grids[f] else {
            out.push(Vec::new());
            continue;
        };
        let mut areas = vec![0u8; grid.rows * grid.cols];
        if !floor.areas.is_empty() {
            if floor.areas.len() != grid.rows {
                report.error(
                    Place::Floor(f as u8),
                    ProblemKind::AreasRows {
                        rows: floor.areas.len(),
                        floor_rows: grid.rows,
                    },
                );
            }
            for (r, row) in floor.areas.iter().enumerate().take(grid.rows) {
                if row.chars().count() != grid.cols {
                    report.error(
                        Place::Floor(f as u8),
                        ProblemKind::AreasRowLength {
                            row: r,
                            len: row.chars().count(),
                            cols: grid.cols,
                        },
                    );
                    continue;
                }
                for (c, ch) in row.chars().enumerate() {
                    let pos = Pos::on(f as u8, r as u8, c as u8);
                    match ch {
                        '.' => {}
                        '1'..='9' => {
                            if grid.kind(pos) == CellKind::Outside {
                                report.error(Place::Cell(pos), ProblemKind::OutsideInArea);
                            }
                            areas[r * grid.cols + c] = ch as u8 - b'0';
                        }
                        _ => report.error(Place::Cell(pos), ProblemKind::UnknownAreaChar { ch }),
                    }
                }
            }
        }
        out.push(areas);
    }
    out
}

/// POI arrow direction per cell, per floor.
pub(super) type Arrows = Vec<Vec<Option<Dir8>>>;

pub(super) fn read_arrows(
    layout: &BoardLayout,
    grids: &[Option<FloorGrid>],
    report: &mut Report,
) -> Arrows {
    let mut out = Vec::new();
    for (f, floor) in layout.floors.iter().enumerate() {
        let Some(grid) = &grids[f] else {
            out.push(Vec::new());
            continue;
        };
        let fl = f as u8;
        let mut arrows = vec![None; grid.rows * grid.cols];
        if floor.arrows.is_empty() {
            if grid.kinds.contains(&CellKind::Inside) {
                report.warn(Place::Floor(fl), ProblemKind::NoArrows);
            }
            out.push(arrows);
            continue;
        }
        if floor.arrows.len() != grid.rows {
            report.error(
                Place::Floor(fl),
                ProblemKind::ArrowsRows {
                    rows: floor.arrows.len(),
                    floor_rows: grid.rows,
                },
            );
        }
        for (r, row) in floor.arrows.iter().enumerate().take(grid.rows) {
            let words: Vec<&str> = row.split_whitespace().collect();
            if words.len() != grid.cols {
                report.error(
                    Place::Floor(fl),
                    ProblemKind::ArrowsRowLength {
                        row: r,
                        len: words.len(),
                        cols: grid.cols,
                    },
                );
                continue;
            }
            for (c, word) in words.iter().enumerate() {
                let pos = Pos::on(fl, r as u8, c as u8);
                if *word == "." {
                    continue;
                }
                let Some(dir) = Dir8::from_name(word) else {
                    report.error(
                        Place::Cell(pos),
                        ProblemKind::UnknownArrow {
                            word: (*word).to_owned(),
                        },
                    );
                    continue;
                };
                if grid.kind(pos) == CellKind::Outside {
                    report.error(Place::Cell(pos), ProblemKind::OutsideArrow);
                    continue;
                }
                let (dr, dc) = dir.delta();
                let (tr, tc) = (r as i32 + dr, c as i32 + dc);
                let target_ok = tr >= 0
                    && tc >= 0
                    && (tr as usize) < grid.rows
                    && (tc as usize) < grid.cols
                    && grid.kind(Pos::on(fl, tr as u8, tc as u8)).is_interior();
                if !target_ok {
                    report.error(Place::Cell(pos), ProblemKind::ArrowLeavesBuilding { dir });
                    continue;
                }
                arrows[r * grid.cols + c] = Some(dir);
            }
        }
        let missing = (0..grid.rows * grid.cols)
            .filter(|&i| grid.kinds[i] == CellKind::Inside && arrows[i].is_none())
            .count();
        if missing > 0 && floor.arrows.len() == grid.rows {
            report.warn(
                Place::Floor(fl),
                ProblemKind::CellsWithoutArrow { count: missing },
            );
        }
        out.push(arrows);
    }
    out
}

//! The places a board names beyond its walls: stair links (2ND-STAIRS),
//! the vehicles' parking spots and the deck gun's areas (BOARD-5, BOARD-6),
//! the first explosion and the family setup's printed pieces.

use std::collections::{HashMap, HashSet};

use super::{Areas, EdgeKinds, FloorGrid, Place, ProblemKind, Report, Rolls, SetupToken, Spot};
use crate::engine::board::layout::{BoardLayout, CellKind, RuleSet, areas_beside};
use crate::engine::board::ring;
use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::engine::state::Vehicle;

/// Stair links by cell: (linked cell, this end's direction, other end's direction).
pub(super) type Stairs = HashMap<Pos, (Pos, Dir, Dir)>;

pub(super) fn read_stairs<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    edge_kinds: &EdgeKinds,
    report: &mut Report,
) -> Stairs {
    let mut stairs = Stairs::new();
    for (i, link) in layout.stairs.iter().enumerate() {
        let place = Place::Stair(i);
        let mut ok = true;
        for end in [&link.a, &link.b] {
            let cell = end.cell;
            let name = Spot::cell(layout, cell);
            if usize::from(cell.floor) >= layout.floors.len() {
                report.error(
                    place.clone(),
                    ProblemKind::StairFloorMissing {
                        cell: name,
                        floor: cell.floor,
                        floors: layout.floors.len(),
                    },
                );
                ok = false;
                continue;
            }
            let Some(grid) = grid_of(cell) else {
                ok = false;
                continue;
            };
            if !grid.contains(cell) {
                report.error(place.clone(), ProblemKind::StairOffGrid { cell: name });
                ok = false;
                continue;
            }
            if grid.kind(cell) != CellKind::Inside {
                report.error(
                    place.clone(),
                    ProblemKind::StairNotInside {
                        cell: name.clone(),
                        kind: grid.kind(cell),
                    },
                );
                ok = false;
            }
            match cell.step(end.direction).filter(|p| grid.contains(*p)) {
                None => {
                    report.error(
                        place.clone(),
                        ProblemKind::StairDirectionOffGrid {
                            cell: name,
                            dir: end.direction,
                        },
                    );
                    ok = false;
                }
                Some(_) => {
                    let edge = EdgeRef::new(cell, end.direction).canonical();
                    if let Some((kind, _)) = edge_kinds.get(&edge)
                        && kind.takes_cubes()
                    {
                        report.error(
                            place.clone(),
                            ProblemKind::StairDirectionWall {
                                cell: name,
                                edge: Spot::edge(layout, edge),
                                kind: *kind,
                            },
                        );
                        ok = false;
                    }
                }
            }
        }
        if link.a.cell.floor == link.b.cell.floor {
            report.error(
                place.clone(),
                ProblemKind::StairOneFloor {
                    first: Spot::cell(layout, link.a.cell),
                    second: Spot::cell(layout, link.b.cell),
                },
            );
            ok = false;
        }
        for end in [&link.a, &link.b] {
            if stairs.contains_key(&end.cell) {
                report.error(
                    place.clone(),
                    ProblemKind::StairCellTaken {
                        cell: Spot::cell(layout, end.cell),
                    },
                );
                ok = false;
            }
        }
        if ok {
            stairs.insert(
                link.a.cell,
                (link.b.cell, link.a.direction, link.b.direction),
            );
            stairs.insert(
                link.b.cell,
                (link.a.cell, link.b.direction, link.a.direction),
            );
        }
    }
    stairs
}

pub(super) fn read_parking<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    areas: &Areas,
    report: &mut Report,
) {
    let parking = &layout.parking;
    if parking.ambulance.is_empty() && parking.engine.is_empty() {
        report.error(Place::Board, ProblemKind::NoParking);
    } else if parking.ambulance.is_empty() && layout.rules != RuleSet::HighRise {
        report.warn(Place::Board, ProblemKind::NoAmbulanceSpot);
    }
    let defined_areas: HashSet<u8> = areas.iter().flatten().copied().filter(|a| *a > 0).collect();
    let mut used: HashMap<Pos, (Vehicle, usize)> = HashMap::new();
    let spots = parking
        .ambulance
        .iter()
        .enumerate()
        .map(|(i, s)| {
            (
                Place::AmbulanceSpot(i),
                Vehicle::Ambulance,
                i,
                s.cells,
                None,
            )
        })
        .chain(parking.engine.iter().enumerate().map(|(i, s)| {
            (
                Place::EngineSpot(i),
                Vehicle::Engine,
                i,
                s.cells,
                Some(s.area),
            )
        }));
    for (place, vehicle, index, cells, area) in spots {
        for cell in cells {
            let name = Spot::cell(layout, cell);
            if cell.floor != 0 {
                report.error(place.clone(), ProblemKind::SpotNotGround { cell: name });
                continue;
            }
            let Some(grid) = grid_of(cell) else { continue };
            if !grid.contains(cell) {
                report.error(place.clone(), ProblemKind::SpotOffGrid { cell: name });
                continue;
            }
            if grid.kind(cell) != CellKind::Outside {
                report.error(
                    place.clone(),
                    ProblemKind::SpotNotOutside { cell: name.clone() },
                );
            }
            match used.get(&cell) {
                Some((other_vehicle, other)) if *other_vehicle == vehicle => report.error(
                    place.clone(),
                    ProblemKind::SpotsOverlap {
                        cell: name,
                        vehicle,
                        other: other + 1,
                    },
                ),
                Some((other_vehicle, other)) => report.warn(
                    place.clone(),
                    ProblemKind::SpotSharesCell {
                        cell: name,
                        vehicle: *other_vehicle,
                        other: other + 1,
                    },
                ),
                None => {
                    used.insert(cell, (vehicle, index));
                }
            }
        }
        let [a, b] = cells;
        // Widened: two far-apart u8 differences must not wrap round to 1.
        let adjacent = a.floor == b.floor
            && u16::from(a.row.abs_diff(b.row)) + u16::from(a.col.abs_diff(b.col)) == 1;
        if !adjacent {
            report.error(
                place.clone(),
                ProblemKind::SpotNotAdjacent {
                    first: Spot::cell(layout, a),
                    second: Spot::cell(layout, b),
                },
            );
        }
        if let Some(area) = area {
            if !defined_areas.contains(&area) {
                report.error(place, ProblemKind::DeckGunAreaMissing { area });
            } else {
                let beside = areas_beside(layout, cells);
                if let Some(&nearest) = beside.first()
                    && !beside.contains(&area)
                {
                    report.warn(place, ProblemKind::DeckGunAreaAcross { area, nearest });
                }
            }
        }
    }
    // BOARD-5 / EXP-VEH-DRIVE-1: Drive goes to the next spot in the list, so
    // the list must go round the building clockwise.
    if let Some(ground) = grid_of(Pos::on(0, 0, 0)) {
        let ambulance: Vec<[Pos; 2]> = parking.ambulance.iter().map(|s| s.cells).collect();
        let engine: Vec<[Pos; 2]> = parking.engine.iter().map(|s| s.cells).collect();
        let lists = [
            (
                Vehicle::Ambulance,
                ambulance,
                Place::AmbulanceSpot as fn(usize) -> Place,
            ),
            (Vehicle::Engine, engine, Place::EngineSpot),
        ];
        for (vehicle, cells, place) in lists {
            if let Some(i) = ring::first_out_of_order(&cells, ground.rows, ground.cols) {
                report.warn(
                    place(i),
                    ProblemKind::SpotsNotClockwise {
                        vehicle,
                        spot: i + 1,
                    },
                );
            }
        }
    }
}

/// EXP-SETUP-4: one inside cell per face of the black die.
pub(super) fn read_first_explosion<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    report: &mut Report,
) {
    let table = &layout.first_explosion;
    if table.is_empty() {
        return;
    }
    if table.len() != usize::from(layout.dice.black) {
        report.error(
            Place::FirstExplosion,
            ProblemKind::FirstExplosionCount {
                cells: table.len(),
                faces: layout.dice.black,
            },
        );
    }
    for &cell in table {
        let name = Spot::cell(layout, cell);
        match grid_of(cell).filter(|g| g.contains(cell)) {
            None => report.error(
                Place::FirstExplosion,
                ProblemKind::FirstExplosionOffBoard { cell: name },
            ),
            Some(grid) if grid.kind(cell) != CellKind::Inside => report.error(
                Place::FirstExplosion,
                ProblemKind::FirstExplosionNotInside {
                    cell: name,
                    kind: grid.kind(cell),
                },
            ),
            Some(_) => {}
        }
    }
}

pub(super) fn read_family_setup<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    report: &mut Report,
) {
    let Some(setup) = &layout.family_setup else {
        return;
    };
    let mut seen: HashMap<Pos, SetupToken> = HashMap::new();
    for (token, cells) in [
        (SetupToken::Fire, &setup.fire),
        (SetupToken::Poi, &setup.poi),
    ] {
        for &cell in cells {
            let name = Spot::cell(layout, cell);
            let Some(grid) = grid_of(cell).filter(|g| g.contains(cell)) else {
                report.error(
                    Place::FamilySetup,
                    ProblemKind::SetupCellOffBoard { token, cell: name },
                );
                continue;
            };
            if grid.kind(cell) != CellKind::Inside {
                report.error(
                    Place::FamilySetup,
                    ProblemKind::SetupCellNotInside {
                        token,
                        cell: name.clone(),
                        kind: grid.kind(cell),
                    },
                );
            }
            if let Some(first) = seen.insert(cell, token) {
                report.error(
                    Place::FamilySetup,
                    ProblemKind::SetupCellTwice {
                        cell: name,
                        first,
                        second: token,
                    },
                );
            }
        }
    }
    if setup.poi.len() > 15 {
        report.error(
            Place::FamilySetup,
            ProblemKind::TooManySetupPois {
                count: setup.poi.len(),
            },
        );
    }
    if setup.fire.len() > 33 {
        report.error(
            Place::FamilySetup,
            ProblemKind::TooManySetupFires {
                count: setup.fire.len(),
            },
        );
    }
}

/// The deck gun flips a die that lands outside its area (EXP-VEH-DECKGUN-3); that
/// only works if the area is a rectangle of dice results whose flips land inside.
pub(super) fn check_deck_gun_areas(
    layout: &BoardLayout,
    areas: &Areas,
    rolls: &Rolls,
    report: &mut Report,
) {
    let used: HashSet<u8> = layout.parking.engine.iter().map(|s| s.area).collect();
    for area in used {
        let mut results = HashSet::new();
        for (f, floor_areas) in areas.iter().enumerate() {
            for (i, a) in floor_areas.iter().enumerate() {
                if *a == area
                    && let Some(roll) = rolls.get(f).and_then(|r| r.get(i)).copied().flatten()
                {
                    results.insert(roll);
                }
            }
        }
        if results.is_empty() {
            continue;
        }
        let reds: HashSet<u8> = results.iter().map(|r| r.red).collect();
        let blacks: HashSet<u8> = results.iter().map(|r| r.black).collect();
        let faces: HashSet<u8> = results.iter().map(|r| r.floor).collect();
        let rectangle = faces.iter().all(|&floor| {
            reds.iter().all(|&red| {
                blacks
                    .iter()
                    .all(|&black| results.contains(&Roll { floor, red, black }))
            })
        });
        let flips_land = |set: &HashSet<u8>, sides: u8| {
            (1..=sides).all(|v| set.contains(&v) || set.contains(&(sides - v + 1)))
        };
        if !rectangle
            || !flips_land(&reds, layout.dice.red)
            || !flips_land(&blacks, layout.dice.black)
        {
            report.warn(Place::Board, ProblemKind::DeckGunAreaMissesFlips { area });
        }
    }
}

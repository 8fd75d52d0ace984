//! Validation of the expansion data a board declares with `rules`
//! (2nd Story §8, High Rise and Brownstone §9): a board that names an
//! expansion but lacks what its rules need is refused with every missing
//! part named; data no rule of the board's set reads is a warning.

use std::collections::HashMap;

use super::{FloorGrid, Place, ProblemKind, Report, Rolls, Spot};
use crate::engine::board::layout::{BoardLayout, CellKind, RuleSet, SetupLine};
use crate::engine::geom::{Dir, Pos};

/// Most ladders the Engine can hold (the box has 4).
pub const MAX_LADDERS: u8 = 8;

pub(super) fn check<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    rolls: &Rolls,
    report: &mut Report,
) {
    let rules = layout.rules;
    if rules != RuleSet::SecondStory && layout.ladders.is_some() {
        report.warn(Place::Board, ProblemKind::LeftoverLadders { rules });
    }
    if rules != RuleSet::HighRise && !layout.setup_lines.is_empty() {
        report.warn(Place::Board, ProblemKind::LeftoverSetupLines { rules });
    }
    let elevators = count_cells(layout, grid_of, CellKind::Elevator);
    if rules != RuleSet::HighRise && elevators > 0 {
        report.warn(
            Place::Board,
            ProblemKind::ElevatorsWithoutHighRise { count: elevators },
        );
    }
    match rules {
        RuleSet::Base => {}
        RuleSet::SecondStory => second_story(layout, grid_of, report),
        RuleSet::HighRise => high_rise(layout, grid_of, rolls, elevators, report),
        RuleSet::Brownstone => brownstone(layout, report),
    }
}

fn count_cells<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    kind: CellKind,
) -> usize {
    (0..layout.floors.len())
        .filter_map(|f| grid_of(Pos::on(f as u8, 0, 0)))
        .map(|g| g.kinds.iter().filter(|k| **k == kind).count())
        .sum()
}

/// Whether `pos` is an outside cell with an inside cell next to it on its
/// own floor: where a ladder's top lets a firefighter climb in.
fn borders_inside(grid: &FloorGrid, pos: Pos) -> bool {
    Dir::ALL.iter().any(|&d| {
        pos.step(d)
            .filter(|p| grid.contains(*p))
            .is_some_and(|p| grid.kind(p).is_interior())
    })
}

/// 2ND-BOARD-1, 2ND-LADDER-1, 2ND-LADDER-3.
fn second_story<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    report: &mut Report,
) {
    if layout.floors.len() < 2 {
        report.error(Place::Board, ProblemKind::SecondStoryOneFloor);
    }
    if layout.parking.engine.is_empty() {
        report.error(Place::Board, ProblemKind::SecondStoryNoEngine);
    }
    if layout.family_setup.is_some() {
        report.warn(Place::FamilySetup, ProblemKind::SecondStoryFamilySetup);
    }
    let Some(ladders) = &layout.ladders else {
        report.error(Place::Board, ProblemKind::SecondStoryNoLadders);
        return;
    };
    if ladders.supply == 0 || ladders.supply > MAX_LADDERS {
        report.error(
            Place::Board,
            ProblemKind::LadderSupply {
                supply: ladders.supply,
            },
        );
    }
    if ladders.tops.is_empty() {
        report.error(Place::Board, ProblemKind::NoLadderTops);
    }
    let mut feet: HashMap<Pos, usize> = HashMap::new();
    let mut tops: HashMap<Pos, usize> = HashMap::new();
    for (i, t) in ladders.tops.iter().enumerate() {
        let place = Place::LadderTop(i);
        let (foot, top) = (Spot::cell(layout, t.foot), Spot::cell(layout, t.top));
        let foot_grid = grid_of(t.foot).filter(|g| g.contains(t.foot));
        if t.foot.floor != 0 || foot_grid.is_none_or(|g| g.kind(t.foot) != CellKind::Outside) {
            report.error(
                place.clone(),
                ProblemKind::LadderFootNotGroundOutside { foot: foot.clone() },
            );
        }
        match grid_of(t.top).filter(|g| g.contains(t.top)) {
            Some(grid) if t.top.floor > 0 && grid.kind(t.top) == CellKind::Outside => {
                if !borders_inside(grid, t.top) {
                    report.warn(
                        place.clone(),
                        ProblemKind::LadderTopUnclimbable { top: top.clone() },
                    );
                }
            }
            _ => report.error(
                place.clone(),
                ProblemKind::LadderTopNotUpperOutside { top: top.clone() },
            ),
        }
        if let Some(other) = feet.insert(t.foot, i) {
            report.error(
                place.clone(),
                ProblemKind::LadderFootTaken {
                    other: other + 1,
                    foot,
                },
            );
        }
        if let Some(other) = tops.insert(t.top, i) {
            report.error(
                place,
                ProblemKind::LadderTopTaken {
                    other: other + 1,
                    top,
                },
            );
        }
    }
    // A ground outside cell under an upper outside cell that borders the
    // upper floor is an obvious ladder spot the designer may have missed.
    let (Some(ground), Some(upper)) = (grid_of(Pos::on(0, 0, 0)), grid_of(Pos::on(1, 0, 0))) else {
        return;
    };
    for r in 0..ground.rows {
        for c in 0..ground.cols {
            let foot = Pos::on(0, r as u8, c as u8);
            let above = Pos::on(1, r as u8, c as u8);
            if ground.kind(foot) == CellKind::Outside
                && borders_inside(ground, foot)
                && upper.contains(above)
                && upper.kind(above) == CellKind::Outside
                && borders_inside(upper, above)
                && !feet.contains_key(&foot)
                && !tops.contains_key(&above)
            {
                report.warn(
                    Place::Cell(foot),
                    ProblemKind::MissingLadderTop {
                        above: Spot::cell(layout, above),
                    },
                );
            }
        }
    }
}

/// URB-HIGHRISE-GEN-1/2, URB-HIGHRISE-SETUP-1, URB-HIGHRISE-LADDER-1.
fn high_rise<'a>(
    layout: &BoardLayout,
    grid_of: &dyn Fn(Pos) -> Option<&'a FloorGrid>,
    rolls: &Rolls,
    elevators: usize,
    report: &mut Report,
) {
    if layout.floors.len() != 1 {
        report.error(
            Place::Board,
            ProblemKind::HighRiseFloors {
                floors: layout.floors.len(),
            },
        );
    }
    if elevators == 0 {
        report.error(Place::Board, ProblemKind::HighRiseNoElevator);
    }
    if layout.parking.engine.is_empty() {
        report.error(Place::Board, ProblemKind::HighRiseNoEngine);
    }
    if !layout.parking.ambulance.is_empty() {
        report.warn(Place::Board, ProblemKind::HighRiseAmbulance);
    }
    for (i, spot) in layout.parking.engine.iter().enumerate() {
        if spot.side.is_none() {
            report.error(Place::EngineSpot(i), ProblemKind::HighRiseSpotNoSide);
        }
    }
    let n = layout.setup_lines.len();
    if !(3..=4).contains(&n) {
        report.error(Place::Board, ProblemKind::HighRiseSetupLines { count: n });
    }
    let dice = &layout.dice;
    for (i, line) in layout.setup_lines.iter().enumerate() {
        let (value, sides) = match *line {
            SetupLine::Column(v) => (v, dice.black),
            SetupLine::Row(v) => (v, dice.red),
        };
        if value == 0 || value > sides {
            report.error(
                Place::SetupLine(i),
                ProblemKind::SetupLineOffDice { line: *line, sides },
            );
            continue;
        }
        let named = (0..layout.floors.len()).any(|f| {
            let (Some(grid), Some(rolls)) = (grid_of(Pos::on(f as u8, 0, 0)), rolls.get(f)) else {
                return false;
            };
            grid.kinds.iter().zip(rolls).any(|(kind, roll)| {
                *kind == CellKind::Inside
                    && roll.is_some_and(|r| match *line {
                        SetupLine::Column(v) => r.black == v,
                        SetupLine::Row(v) => r.red == v,
                    })
            })
        });
        if !named {
            report.error(
                Place::SetupLine(i),
                ProblemKind::SetupLineEmpty { line: *line },
            );
        }
    }
}

/// URB-BROWN-2/3.
fn brownstone(layout: &BoardLayout, report: &mut Report) {
    let spots = layout
        .parking
        .ambulance
        .iter()
        .enumerate()
        .map(|(i, s)| (Place::AmbulanceSpot(i), s.side))
        .chain(
            layout
                .parking
                .engine
                .iter()
                .enumerate()
                .map(|(i, s)| (Place::EngineSpot(i), s.side)),
        );
    for (place, side) in spots {
        if side.is_none() {
            report.error(place, ProblemKind::BrownstoneSpotNoSide);
        }
    }
    let party_walls = layout
        .floors
        .iter()
        .flat_map(|f| &f.edges)
        .filter(|e| e.kind == crate::engine::board::EdgeKind::PartyWall)
        .count();
    if party_walls == 0 {
        report.warn(Place::Board, ProblemKind::BrownstoneNoPartyWall);
    }
}

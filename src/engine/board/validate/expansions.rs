//! Validation of the expansion data a board declares with `rules`
//! (2nd Story §8, High Rise and Brownstone §9): a board that names an
//! expansion but lacks what its rules need is refused with every missing
//! part named; data no rule of the board's set reads is a warning.

use std::collections::HashMap;

use super::{FloorGrid, Place, Report, Rolls, plural};
use crate::engine::board::layout::{BoardLayout, CellKind, RuleSet, SetupLine, place_name};
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
        report.warn(
            Place::Board,
            format!(
                "the board lists ladders, which only 2nd Story boards use (\"rules\": \"2nd_story\"); it plays by the {} rules",
                rules.name()
            ),
        );
    }
    if rules != RuleSet::HighRise && !layout.setup_lines.is_empty() {
        report.warn(
            Place::Board,
            format!(
                "the board lists setup lines, which only High Rise boards use (\"rules\": \"high_rise\"); it plays by the {} rules",
                rules.name()
            ),
        );
    }
    let elevators = count_cells(layout, grid_of, CellKind::Elevator);
    if rules != RuleSet::HighRise && elevators > 0 {
        report.warn(
            Place::Board,
            format!(
                "{} but the board does not play by the High Rise rules: fire never advances onto them, but there is no Lobby, and their doors are ordinary doors",
                plural(elevators, "cell is an elevator", "cells are elevators")
            ),
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
        report.error(
            Place::Board,
            "2nd Story: the board has one floor; a 2nd Story building has an upper floor (2ND-BOARD-1)",
        );
    }
    if layout.parking.engine.is_empty() {
        report.error(
            Place::Board,
            "2nd Story: the board has no engine spot, but the Engine holds the ladders (2ND-LADDER-1)",
        );
    }
    if layout.family_setup.is_some() {
        report.warn(
            Place::FamilySetup,
            "2nd Story: the family setup is not used; 2nd Story's easy setup rolls its explosions and POIs (2ND-SETUP-1)",
        );
    }
    let Some(ladders) = &layout.ladders else {
        report.error(
            Place::Board,
            "2nd Story: no ladders: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)",
        );
        return;
    };
    if ladders.supply == 0 || ladders.supply > MAX_LADDERS {
        report.error(
            Place::Board,
            format!(
                "2nd Story: the Engine holds {} ladders; it holds 1 to {MAX_LADDERS} (4 in the box, 2ND-LADDER-1)",
                ladders.supply
            ),
        );
    }
    if ladders.tops.is_empty() {
        report.error(
            Place::Board,
            "2nd Story: no ladder tops: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)",
        );
    }
    let mut feet: HashMap<Pos, usize> = HashMap::new();
    let mut tops: HashMap<Pos, usize> = HashMap::new();
    for (i, t) in ladders.tops.iter().enumerate() {
        let place = Place::LadderTop(i);
        let (foot, top) = (place_name(layout, t.foot), place_name(layout, t.top));
        let foot_grid = grid_of(t.foot).filter(|g| g.contains(t.foot));
        if t.foot.floor != 0 || foot_grid.is_none_or(|g| g.kind(t.foot) != CellKind::Outside) {
            report.error(
                place.clone(),
                format!("the foot {foot} is not a ground-floor outside cell; ladders are raised outside at street level (2ND-LADDER-3)"),
            );
        }
        match grid_of(t.top).filter(|g| g.contains(t.top)) {
            Some(grid) if t.top.floor > 0 && grid.kind(t.top) == CellKind::Outside => {
                if !borders_inside(grid, t.top) {
                    report.warn(
                        place.clone(),
                        format!("the top {top} has no inside cell next to it: nobody could climb in from it"),
                    );
                }
            }
            _ => report.error(
                place.clone(),
                format!("the top {top} is not an outside cell of an upper floor (2ND-BOARD-3)"),
            ),
        }
        if let Some(other) = feet.insert(t.foot, i) {
            report.error(
                place.clone(),
                format!(
                    "ladder top {} already starts at {foot}; one ladder per space (Ruling R40)",
                    other + 1
                ),
            );
        }
        if let Some(other) = tops.insert(t.top, i) {
            report.error(
                place,
                format!("ladder top {} already reaches {top}; a top holds one firefighter (2ND-LADDER-6)", other + 1),
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
                    format!(
                        "2nd Story: this ground exterior cell has no ladder top; {} above it would be one (2ND-LADDER-3)",
                        place_name(layout, above)
                    ),
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
            format!(
                "High Rise: the board is the fire floor of a tower, one floor (URB-HIGHRISE-GEN-1); it has {}",
                plural(layout.floors.len(), "floor", "floors")
            ),
        );
    }
    if elevators == 0 {
        report.error(
            Place::Board,
            "High Rise: no elevator (`e` cell with an elevator door): firefighters reach the fire floor by elevator, Lobby or aerial ladder (URB-HIGHRISE-GEN-1)",
        );
    }
    if layout.parking.engine.is_empty() {
        report.error(
            Place::Board,
            "High Rise: no engine spot: the Engine takes the Ambulance's place and carries the aerial ladder (URB-HIGHRISE-GEN-2)",
        );
    }
    if !layout.parking.ambulance.is_empty() {
        report.warn(
            Place::Board,
            "High Rise: the Ambulance is not used (URB-HIGHRISE-GEN-2); its spots are ignored",
        );
    }
    for (i, spot) in layout.parking.engine.iter().enumerate() {
        if spot.side.is_none() {
            report.error(
                Place::EngineSpot(i),
                "High Rise: the spot has no side; the aerial ladder reaches the side of the building the Engine stands on (URB-HIGHRISE-LADDER-1)",
            );
        }
    }
    let n = layout.setup_lines.len();
    if !(3..=4).contains(&n) {
        report.error(
            Place::Board,
            format!(
                "High Rise: {} listed; the setup explosions need 3, and a 4th for Heroic (URB-HIGHRISE-SETUP-1)",
                plural(n, "setup line is", "setup lines are")
            ),
        );
    }
    let dice = &layout.dice;
    for (i, line) in layout.setup_lines.iter().enumerate() {
        let (value, sides, what) = match *line {
            SetupLine::Column(v) => (v, dice.black, "column (black die)"),
            SetupLine::Row(v) => (v, dice.red, "row (red die)"),
        };
        if value == 0 || value > sides {
            report.error(
                Place::SetupLine(i),
                format!("{what} {value} is not on the dice, which go from 1 to {sides}"),
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
                format!("no inside cell of {what} {value} has dice coordinates: the explosion could not be placed"),
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
            report.error(
                place,
                "Brownstone: the spot has no side; a Drive to the other side of the building costs 4 AP (URB-BROWN-3)",
            );
        }
    }
    let party_walls = layout
        .floors
        .iter()
        .flat_map(|f| &f.edges)
        .filter(|e| e.kind == crate::engine::board::EdgeKind::PartyWall)
        .count();
    if party_walls == 0 {
        report.warn(
            Place::Board,
            "Brownstone: no party wall; a row house shares party walls with its neighbours (URB-BROWN-2)",
        );
    }
}

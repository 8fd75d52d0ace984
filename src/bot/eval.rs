//! How good a position looks to the team: the bot's static evaluation.
//!
//! A weighted sum of what wins and loses Flash Point (rescues, losses,
//! damage, fire) and of the *progress* towards them that a single turn can
//! make: a carried Victim's distance to safety, the nearest firefighter's
//! distance to each Victim and POI, Fire threatening them. Distances are in
//! AP, found by a small Dijkstra over the board as the state stands (open
//! edges, closed doors at +1, Fire at +1 to enter). Everything read here is
//! visible to every player: face-down POIs are scored by place, not kind.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::engine::board::{CellId, CellKind, EdgeKind};
use crate::engine::state::{
    DoorState, FireLevel, GameState, HazmatPlace, Item, Outcome, TokenPlace,
};

/// A distance that means "cannot get there".
const FAR: u16 = 40;

/// Reusable buffers: one evaluation allocates nothing once warm.
#[derive(Default)]
pub struct Evaluator {
    to_safety: Vec<u16>,
    from_team: Vec<u16>,
    to_work: Vec<u16>,
    heap: BinaryHeap<Reverse<(u16, u32)>>,
}

/// How a distance map walks: a firefighter with empty hands, or one
/// carrying (2 AP a step, never into Fire, FAM-ACT-CARRY-1).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Walk {
    Free,
    Carrying,
}

impl Evaluator {
    /// The team's score for `state`: higher is better.
    pub fn score(&mut self, state: &GameState) -> f64 {
        match state.outcome() {
            Some(Outcome::Won) => return 1.0e6 + f64::from(state.rescued()) * 1000.0,
            Some(_) => return -1.0e6 + f64::from(state.rescued()) * 1000.0,
            None => {}
        }
        let board = state.board();
        let n = board.cell_count();
        self.safety_map(state);
        self.team_map(state);
        self.work_map(state);
        let mut score = 0.0;
        score += 1000.0 * f64::from(state.rescued());
        score -= 900.0 * f64::from(state.lost());
        // Damage: every cube brings the collapse closer, faster at the end.
        let cubes = f64::from(state.cubes_placed());
        score -= 80.0 * cubes + 8.0 * (cubes - 14.0).max(0.0).powi(2);
        // What stands where: POIs, Victims, their threats.
        let threatened = |c: CellId| {
            state
                .adjacent(c)
                .any(|a| state.fire_at(a) == FireLevel::Fire)
        };
        for (i, token) in state.tokens().iter().enumerate() {
            let TokenPlace::Board { cell, revealed } = token.place else {
                continue;
            };
            let id = i as u8;
            let held = state.holder_of(id).is_some();
            if !revealed {
                score -= 10.0 * f64::from(self.from_team[cell.index()]);
                if threatened(cell) {
                    score -= 60.0;
                }
                continue;
            }
            if token.kind != crate::engine::state::PoiKind::Victim {
                continue;
            }
            // A Victim's way out: a firefighter walks to it, then carries it
            // to safety; holding it is worth a bonus, so picking it up always
            // pays, and each AP nearer safety too.
            let out = 15.0 * f64::from(self.to_safety[cell.index()]);
            if held {
                score += 400.0 - out;
            } else {
                score += 300.0 - out - 15.0 * f64::from(self.from_team[cell.index()]);
                if threatened(cell) {
                    score -= 120.0;
                }
            }
        }
        // Hazmat (EXP-HAZ): out of the building is safe, near Fire explodes.
        for (h, place) in state.hazmat().iter().enumerate() {
            let HazmatPlace::Board(cell) = *place else {
                continue;
            };
            let carried = state.carrier_of(Item::Hazmat(h as u8)).is_some();
            score -= if carried {
                60.0 + 12.0 * f64::from(self.to_safety[cell.index()])
            } else {
                120.0 + 4.0 * f64::from(self.from_team[cell.index()])
            };
            if threatened(cell) {
                score -= 80.0;
            }
        }
        // Fire and Smoke inside; Fire next to a damaged wall or a POI is
        // worse (explosions).
        for c in board.cell_ids() {
            if !board.kind(c).is_interior() {
                continue;
            }
            // Every Fire left is an explosion waiting for the dice, turn
            // after turn; Smoke becomes Fire.
            match state.fire_at(c) {
                FireLevel::Fire => score -= 90.0 + 15.0 * f64::from(burning_neighbours(state, c)),
                FireLevel::Smoke => score -= 28.0,
                FireLevel::Clear => {}
            }
            if state.hot_spot_at(c) && state.fire_at(c) != FireLevel::Clear {
                score -= 6.0;
            }
        }
        // Firefighters: never end on Fire (knocked down); near the action.
        for f in state.firefighters() {
            let Some(cell) = f.cell else { continue };
            if f.downed {
                score -= 300.0;
                continue;
            }
            if state.fire_at(cell) == FireLevel::Fire {
                score -= 150.0;
            }
            // Each firefighter with free hands heads for work: a POI, a
            // Victim, Fire (the team distances alone leave the farthest idle).
            if f.carrying.is_none() {
                score -= 5.0 * f64::from(self.to_work[cell.index()]);
            }
            score += 2.0 * f64::from(f.saved);
        }
        debug_assert!(n == self.to_safety.len());
        score
    }

    /// AP from each cell to safety for a carrier: out of the building, or
    /// to the rescue vehicle with vehicles (EXP-VEH-RESCUE-1).
    fn safety_map(&mut self, state: &GameState) {
        let board = state.board();
        let mut starts = Vec::new();
        if state.rules().modules.vehicles
            && let Some(cells) = state.vehicle_cells(state.rescue_vehicle())
        {
            starts.extend(cells);
        }
        if starts.is_empty() {
            starts.extend(board.cell_ids().filter(|&c| board.is_ground_outside(c)));
        }
        let mut map = std::mem::take(&mut self.to_safety);
        self.dijkstra(state, &starts, Walk::Carrying, &mut map);
        self.to_safety = map;
    }

    /// AP from the nearest firefighter who is up to each cell.
    fn team_map(&mut self, state: &GameState) {
        let starts: Vec<CellId> = state
            .firefighters()
            .iter()
            .filter(|f| !f.downed)
            .filter_map(|f| f.cell)
            .collect();
        let mut map = std::mem::take(&mut self.from_team);
        self.dijkstra(state, &starts, Walk::Free, &mut map);
        self.from_team = map;
    }

    /// AP from each cell to the nearest work: a face-down POI, a Victim
    /// nobody holds, Fire or Smoke inside.
    fn work_map(&mut self, state: &GameState) {
        let board = state.board();
        let mut starts: Vec<CellId> = board
            .cell_ids()
            .filter(|&c| board.kind(c).is_interior() && state.fire_at(c) != FireLevel::Clear)
            .collect();
        for (i, t) in state.tokens().iter().enumerate() {
            if let TokenPlace::Board { cell, .. } = t.place
                && state.holder_of(i as u8).is_none()
            {
                starts.push(cell);
            }
        }
        let mut map = std::mem::take(&mut self.to_work);
        self.dijkstra(state, &starts, Walk::Free, &mut map);
        self.to_work = map;
    }

    fn dijkstra(&mut self, state: &GameState, starts: &[CellId], walk: Walk, dist: &mut Vec<u16>) {
        let board = state.board();
        dist.clear();
        dist.resize(board.cell_count(), FAR);
        self.heap.clear();
        for &s in starts {
            dist[s.index()] = 0;
            self.heap.push(Reverse((0, s.index() as u32)));
        }
        while let Some(Reverse((d, at))) = self.heap.pop() {
            let at = CellId(at);
            if d > dist[at.index()] {
                continue;
            }
            let info = board.cell(at);
            let steps = info
                .neighbors
                .iter()
                .flatten()
                .map(|&(to, e)| (to, Some(e)))
                .chain(info.stair.map(|s| (s.to, None)));
            for (to, edge) in steps {
                if matches!(board.kind(to), CellKind::Restricted) {
                    continue;
                }
                let mut cost = if walk == Walk::Carrying { 2 } else { 1 };
                if let Some(e) = edge
                    && !state.edge_open(e)
                {
                    let door =
                        matches!(board.edge(e).kind, Some(EdgeKind::Door | EdgeKind::Window))
                            && state.edge_state(e).door == DoorState::Closed;
                    if !door {
                        continue;
                    }
                    cost += 1;
                }
                if state.fire_at(to) == FireLevel::Fire {
                    if walk == Walk::Carrying {
                        continue;
                    }
                    cost += 1;
                }
                let next = d.saturating_add(cost).min(FAR);
                if next < dist[to.index()] {
                    dist[to.index()] = next;
                    self.heap.push(Reverse((next, to.index() as u32)));
                }
            }
        }
    }
}

/// Fire cells next to `c`: a bigger blaze spreads and explodes more.
fn burning_neighbours(state: &GameState, c: CellId) -> u8 {
    state
        .adjacent(c)
        .filter(|&a| state.fire_at(a) == FireLevel::Fire)
        .count() as u8
}

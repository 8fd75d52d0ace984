//! Driving and riding the vehicles (EXP-VEH-DRIVE-1..3, EXP-VEH-RIDE-1,
//! EXP-VEH-RESCUE-1b): the Drive check, its legal-action candidates, the
//! vehicle's move, the Ambulance's arrival and the riders getting off.
//! Parking (EXP-SETUP-14) and the riding stage's checks are in `plan`
//! (`rules/actions.rs`); the deck gun is in `rules/vehicles.rs`.

use crate::engine::action::{Action, ActionError, TokenId};
use crate::engine::board::{CellId, RuleSet};
use crate::engine::config::Module;
use crate::engine::event::{Event, EventSink};
use crate::engine::reason::ModuleUse;
use crate::engine::rules::Flow;
use crate::engine::rules::actions::{Plan, Turn};
use crate::engine::rules::intent::Intent;
use crate::engine::rules::reserve::{After, Pay, keeps_reserve};
use crate::engine::specialist::CostKind;
use crate::engine::state::{GameState, PoiKind, Stage, TokenPlace, Vehicle};

/// AP of a Drive (EXP-VEH-DRIVE-1).
const DRIVE_AP: u8 = 2;
/// AP of a Brownstone Drive to the other side of the building (URB-BROWN-3).
const OTHER_SIDE_AP: u8 = 4;

/// What one Drive of `vehicle` from spot `from` to spot `to` costs, or
/// `None` when one Drive does not reach it:
/// * base game and High Rise: the next spot either way round, 2 AP
///   (EXP-VEH-DRIVE-1);
/// * 2nd Story: any spot, 2 AP (2ND-VEH-2);
/// * Brownstone: any spot, 2 AP on the same side of the building, 4 AP on
///   another side (URB-BROWN-3, engine ruling E31).
pub(crate) fn drive_cost(state: &GameState, vehicle: Vehicle, from: u8, to: u8) -> Option<u8> {
    let n = state.spot_count(vehicle);
    if from == to || usize::from(to) >= n {
        return None;
    }
    match state.board.rules() {
        RuleSet::SecondStory => Some(DRIVE_AP),
        RuleSet::Brownstone => {
            let ambulance = vehicle == Vehicle::Ambulance;
            let side = |spot: u8| state.board.spot_side(ambulance, usize::from(spot));
            match (side(from), side(to)) {
                (Some(a), Some(b)) if a == b => Some(DRIVE_AP),
                _ => Some(OTHER_SIDE_AP),
            }
        }
        RuleSet::Base | RuleSet::HighRise => {
            next_spots(from, n).contains(&Some(to)).then_some(DRIVE_AP)
        }
    }
}

/// The fewest AP that bring `vehicle` from spot `from` to each spot by
/// Drives ([`drive_cost`] per Drive; 0 where it stands), into `ap`
/// (`u8::MAX` where no Drives reach). For planners: a Victim left on a
/// spot waits for the Ambulance (EXP-VEH-RESCUE-1b).
pub(crate) fn drives_ap(state: &GameState, vehicle: Vehicle, from: u8, ap: &mut Vec<u8>) {
    let n = state.spot_count(vehicle);
    ap.clear();
    ap.resize(n, u8::MAX);
    if usize::from(from) >= n {
        return;
    }
    ap[usize::from(from)] = 0;
    // Bellman-Ford over a handful of spots: n - 1 rounds settle it.
    for _ in 1..n {
        let mut changed = false;
        for a in 0..n as u8 {
            let at = ap[usize::from(a)];
            if at == u8::MAX {
                continue;
            }
            for b in 0..n as u8 {
                if let Some(cost) = drive_cost(state, vehicle, a, b) {
                    let next = at.saturating_add(cost);
                    if next < ap[usize::from(b)] {
                        ap[usize::from(b)] = next;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
}

/// The spots next to `spot` on a ring of `n` spots (BOARD-5: cyclic).
pub(super) fn next_spots(spot: u8, n: usize) -> [Option<u8>; 2] {
    let n = n as u8;
    if n < 2 {
        return [None, None];
    }
    let up = (spot + 1) % n;
    let down = (spot + n - 1) % n;
    [Some(up), (down != up).then_some(down)]
}

/// EXP-VEH-DRIVE-1..2: drive a vehicle to a spot one Drive reaches
/// ([`drive_cost`]).
pub(super) fn validate_drive(
    state: &GameState,
    turn: &Turn,
    vehicle: Vehicle,
    spot: u8,
) -> Result<Plan, ActionError> {
    let rules = &state.rules;
    let Turn { purse, here, .. } = *turn;
    let escape = |after: After, pay: Pay| keeps_reserve(state, turn, after, pay);
    // The Engine leaves its side: its aerial ladder is no way out (E33).
    let stay = After {
        ways_change: vehicle == Vehicle::Engine,
        ..turn.stay()
    };
    let escape_here = |pay: Pay| escape(stay, pay);
    if !rules.modules.vehicles {
        return Err(ActionError::ModuleOff {
            what: ModuleUse::Driving,
            module: Module::Vehicles,
        });
    }
    let current = state.vehicle_spot(vehicle).ok_or(ActionError::ModuleOff {
        what: ModuleUse::Driving,
        module: Module::Vehicles,
    })?;
    let Some(cost) = drive_cost(state, vehicle, current, spot) else {
        let cell = state
            .spot_cells(vehicle, spot)
            .map_or(state.pos(here), |c| state.pos(c[0]));
        return Err(ActionError::NotNextSpot { vehicle, cell });
    };
    // EXP-VEH-DRIVE-2: the Engine's driver stands on it.
    if vehicle == Vehicle::Engine && !state.covered_by(Vehicle::Engine, here) {
        return Err(ActionError::NotOnVehicle { vehicle });
    }
    let pay = purse.pay(CostKind::Other, cost)?;
    match (vehicle, state.spot_cells(vehicle, spot)) {
        // EXP-VEH-DRIVE-2: the Engine's driver rides along, so the
        // reserve must hold from a cell of the new spot (the ride that
        // follows is then legal). The Ambulance's driver may stay.
        (Vehicle::Engine, Some([a, b])) => {
            escape(After { me_at: a, ..stay }, pay)
                .or_else(|_| escape(After { me_at: b, ..stay }, pay))?;
        }
        _ => escape_here(pay)?,
    }
    Ok(Plan::Drive { vehicle, spot, pay })
}

/// The Drive candidates of the legal-action generator.
pub(super) fn drive_actions(state: &GameState, push: &mut impl FnMut(Intent, Action)) {
    let board = &state.board;
    for vehicle in [Vehicle::Engine, Vehicle::Ambulance] {
        if let Some(spot) = state.vehicle_spot(vehicle) {
            // The ring's neighbours first, as the base game lists them.
            let n = state.spot_count(vehicle);
            let ring = next_spots(spot, n).into_iter().flatten();
            let rest = (0..n as u8).filter(|to| !next_spots(spot, n).contains(&Some(*to)));
            for next in ring
                .chain(rest)
                .filter(|&to| drive_cost(state, vehicle, spot, to).is_some())
            {
                if let Some(cells) = state.spot_cells(vehicle, next) {
                    push(
                        Intent::Drive {
                            vehicle,
                            spot: next,
                        },
                        Action::Drive {
                            vehicle,
                            to: board.pos(cells[0]),
                        },
                    );
                }
            }
        }
    }
}

impl GameState {
    /// EXP-VEH-DRIVE-1..3: the vehicle moves one spot; the Ambulance picks up
    /// Victims waiting there (EXP-VEH-RESCUE-1b); then the firefighters on
    /// the old spot may ride along.
    pub(super) fn drive(
        &mut self,
        ff: u8,
        vehicle: Vehicle,
        spot: u8,
        ap: u8,
        sink: &mut impl EventSink,
    ) -> Flow {
        let Some(from) = self.vehicle_spot(vehicle) else {
            return Ok(());
        };
        match vehicle {
            Vehicle::Engine => self.engine = Some(spot),
            Vehicle::Ambulance => self.ambulance = Some(spot),
        }
        let Some(cells) = self.vehicle_cells(vehicle) else {
            return Ok(());
        };
        sink.emit(Event::Drove {
            firefighter: ff,
            vehicle,
            to: cells.map(|c| self.pos(c)),
            ap,
        });
        if vehicle == Vehicle::Ambulance {
            self.ambulance_arrives(cells, sink)?;
        }
        let old = self.spot_cells(vehicle, from);
        let riders = self
            .firefighters
            .iter()
            .any(|f| !f.downed && f.cell.is_some_and(|c| old.is_some_and(|o| o.contains(&c))));
        if riders {
            self.stage = Stage::Riding { vehicle, from };
        }
        Ok(())
    }

    /// The Victims lying or held on `cells`, each with its cell: those the
    /// Ambulance picks up on arriving there (EXP-VEH-RESCUE-1b), which the
    /// menus name before a drive.
    pub fn victims_on(&self, cells: [CellId; 2]) -> Vec<(TokenId, CellId)> {
        self.tokens
            .iter()
            .enumerate()
            .filter_map(|(i, token)| {
                let cell = token.cell().filter(|c| cells.contains(c))?;
                let revealed = matches!(token.place, TokenPlace::Board { revealed: true, .. });
                (token.kind == PoiKind::Victim && revealed).then_some((i as TokenId, cell))
            })
            .collect()
    }

    /// The Ambulance arrives: Victims lying or held on its cells are rescued,
    /// downed firefighters there are restored (EXP-VEH-RESCUE-1b, SCEN-FRIEND-4c).
    pub(super) fn ambulance_arrives(
        &mut self,
        cells: [CellId; 2],
        sink: &mut impl EventSink,
    ) -> Flow {
        let victims = self.victims_on(cells);
        self.rescue_all(victims, sink)?;
        for i in 0..self.firefighters.len() {
            let f = self.firefighters[i];
            if f.downed && f.cell.is_some_and(|c| cells.contains(&c)) {
                self.restore(i as u8, sink);
            }
        }
        Ok(())
    }

    /// A rider gets off the vehicle at `to` (EXP-VEH-RIDE-1, Ruling R26).
    pub(super) fn ride(
        &mut self,
        ff: u8,
        vehicle: Vehicle,
        to: CellId,
        sink: &mut impl EventSink,
    ) -> Flow {
        let Some(from) = self.firefighters[usize::from(ff)].cell else {
            return Ok(());
        };
        self.carry_along(ff, to);
        sink.emit(Event::Rode {
            firefighter: ff,
            vehicle,
            from: self.pos(from),
            to: self.pos(to),
        });
        let flow = self.arrive(ff, from, to, sink);
        // The stage ends when nobody is left to ride.
        if let Stage::Riding { vehicle, from } = self.stage {
            let old = self.spot_cells(vehicle, from);
            let left = self
                .firefighters
                .iter()
                .any(|f| !f.downed && f.cell.is_some_and(|c| old.is_some_and(|o| o.contains(&c))));
            if !left {
                self.stage = Stage::Actions;
            }
        }
        flow
    }
}

//! Player actions: validation into a [`Plan`], performing a plan, and the
//! legal-action generator (which proposes candidates and keeps those that
//! validate, so it cannot drift from `apply`).
//!
//! Costs are paid from a [`Purse`] and every action keeps the escape
//! reserve; both live in `rules/reserve.rs` (FAM-ACT-END-3).
//!
//! This file keeps the core: the [`Plan`] type, `plan` (including the
//! setup, knockdown, riding, deck-gun and Hazmat stages), the [`Turn`]
//! snapshot, the dispatch of `validate` and `perform`, and the legal-action
//! generator. The rule families live in their own files:
//!
//! * `rules/intent.rs`: resolving an action's places into an `Intent`;
//! * `rules/basic.rs`: move, doors, extinguish, chop, token handling, end of
//!   turn (FAM-ACT-*), and what arriving on a cell does;
//! * `rules/drive.rs`: driving and riding (EXP-VEH-DRIVE-*, EXP-VEH-RIDE-1);
//! * `rules/vehicles.rs`: the deck gun (EXP-VEH-DECKGUN-*, SPEC-DRIVER-1);
//! * `rules/crew.rs`: Crew Change (EXP-CREW-1);
//! * `rules/specialists.rs`: the specialists' own actions (SPEC-*) and
//!   `validate_special`;
//! * `rules/command.rs`: the Fire Captain's commands (SPEC-CAPTAIN-*);
//! * `rules/ladders.rs`: 2nd Story's portable ladders (2ND-LADDER-*).

use crate::engine::action::{Action, ActionError, LadderOrder, StageName, TokenId};
use crate::engine::board::{CellId, CellKind, EdgeId, RuleSet};
use crate::engine::event::{Event, EventSink};
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::reason::{Forbidden, NoRide};
use crate::engine::rules::basic::{
    family_actions, validate_chop, validate_door, validate_end_turn, validate_extinguish,
    validate_move, validate_token,
};
use crate::engine::rules::carry::TokenPlan;
use crate::engine::rules::command::{Order, command_actions, perform_command};
use crate::engine::rules::crew::{crew_actions, perform_crew_change};
use crate::engine::rules::drive::drive_actions;
use crate::engine::rules::high_rise;
use crate::engine::rules::intent::{Intent, resolve};
use crate::engine::rules::ladders;
use crate::engine::rules::reserve::{After, Pay, Purse, ride_keeps_reserve};
use crate::engine::rules::setup::spot_of;
use crate::engine::rules::specialists::{
    care_actions, identify_actions, perform_clear_hot_spot, perform_dispose, perform_identify,
    perform_repair, perform_treat, validate_special,
};
use crate::engine::rules::vehicles::perform_deck_gun;
use crate::engine::specialist::Specialist;
use crate::engine::state::{
    Die, FireLevel, GameState, HazmatPlace, Item, MAX_SAVED_AP, Stage, Vehicle,
};

/// A validated action, with ids resolved and costs known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Plan {
    Place {
        cell: CellId,
    },
    Move {
        to: CellId,
        pay: Pay,
    },
    Door {
        edge: EdgeId,
        open: bool,
        pay: Pay,
    },
    Extinguish {
        cell: CellId,
        to: FireLevel,
        pay: Pay,
    },
    Chop {
        edge: EdgeId,
        pay: Pay,
    },
    /// Free token handling, by the active firefighter or (commanded) another.
    Token {
        firefighter: u8,
        plan: TokenPlan,
        commanded: bool,
    },
    EndTurn,
    Knockdown {
        firefighter: u8,
        to: CellId,
    },
    Park {
        vehicle: Vehicle,
        spot: u8,
    },
    Drive {
        vehicle: Vehicle,
        spot: u8,
        pay: Pay,
    },
    Ride {
        firefighter: u8,
        vehicle: Vehicle,
        to: CellId,
    },
    DoneRiding,
    DeckGun {
        pay: Pay,
    },
    Reroll(Die),
    AcceptShot,
    CrewChange {
        to: Specialist,
        pay: Pay,
    },
    Treat {
        token: TokenId,
        pay: Pay,
    },
    TreatFirefighter {
        firefighter: u8,
        pay: Pay,
    },
    Dispose {
        hazmat: u8,
        pay: Pay,
    },
    Identify {
        token: TokenId,
        pay: Pay,
    },
    Command {
        firefighter: u8,
        order: Order,
        pay: Pay,
    },
    ClearHotSpot {
        cell: CellId,
        pay: Pay,
    },
    Repair {
        edge: EdgeId,
        pay: Pay,
    },
    ExplodeHazmat(u8),
    // --- 2nd Story ladders
    /// A ladder action of `firefighter`: the active one, or another on a
    /// Fire Captain's command (2ND-LADDER-0..3, -8).
    Ladder {
        firefighter: u8,
        ladder: u8,
        order: LadderOrder,
        pay: Pay,
        commanded: bool,
    },
}

impl Plan {
    /// The AP the acting player pays (regular and pool together).
    pub(crate) fn ap(&self) -> u8 {
        self.pay().total()
    }

    /// What the acting player pays: regular AP and the part from its card's
    /// pool (SPEC-GEN-1, -2).
    pub(crate) fn pay(&self) -> Pay {
        match *self {
            Plan::Move { pay, .. }
            | Plan::Door { pay, .. }
            | Plan::Extinguish { pay, .. }
            | Plan::Chop { pay, .. }
            | Plan::Drive { pay, .. }
            | Plan::DeckGun { pay }
            | Plan::CrewChange { pay, .. }
            | Plan::Treat { pay, .. }
            | Plan::TreatFirefighter { pay, .. }
            | Plan::Dispose { pay, .. }
            | Plan::Identify { pay, .. }
            | Plan::Command { pay, .. }
            | Plan::ClearHotSpot { pay, .. }
            | Plan::Repair { pay, .. }
            | Plan::Ladder { pay, .. } => pay,
            Plan::Place { .. }
            | Plan::Token { .. }
            | Plan::EndTurn
            | Plan::Knockdown { .. }
            | Plan::Park { .. }
            | Plan::Ride { .. }
            | Plan::DoneRiding
            | Plan::Reroll(_)
            | Plan::AcceptShot
            | Plan::ExplodeHazmat(_) => Pay::default(),
        }
    }
}

fn stage_name(stage: Stage) -> StageName {
    match stage {
        Stage::PlaceVehicles => StageName::PlacingVehicles,
        Stage::PlaceFirefighters => StageName::PlacingFirefighters,
        Stage::Actions => StageName::Actions,
        Stage::Knockdown { .. } => StageName::KnockdownChoice,
        Stage::Riding { .. } => StageName::Riding,
        Stage::DeckGun { .. } => StageName::DeckGunRoll,
        Stage::HazmatOrder => StageName::HazmatOrder,
        Stage::Over(_) => StageName::GameOver,
    }
}

pub(super) fn cell_of(state: &GameState, pos: Pos) -> Result<CellId, ActionError> {
    state.board.cell_at(pos).ok_or(ActionError::NoSuchCell(pos))
}

pub(super) fn edge_of(state: &GameState, edge: EdgeRef) -> Result<EdgeId, ActionError> {
    state
        .board
        .edge_at(edge)
        .ok_or(ActionError::NoSuchEdge(edge))
}

/// The cells a knocked-down firefighter on `from` may be sent to: the
/// Ambulance's spot with vehicles (EXP-KD-1; the Engine's on High Rise,
/// URB-HIGHRISE-KD-1), else the nearest Ambulance cells (FAM-KD-1).
/// (Engine ruling E6: without an Ambulance, the nearest Engine cells.)
pub(crate) fn knockdown_options(
    state: &GameState,
    from: CellId,
) -> impl Iterator<Item = CellId> + '_ {
    let (nearest, ambulance): (&[CellId], Option<[CellId; 2]>) = if state.rules.modules.vehicles {
        (&[], state.vehicle_cells(state.board().rescue_vehicle()))
    } else {
        (state.board.knockdown_targets(from), None)
    };
    nearest
        .iter()
        .copied()
        .chain(ambulance.into_iter().flatten())
}

/// FAM-SETUP-6: a firefighter starts on a ground-floor outside cell; on
/// High Rise also on an elevator, in the Lobby (URB-HIGHRISE-SETUP-3).
fn plan_place(state: &GameState, cell: CellId) -> Result<Plan, ActionError> {
    // A car holds Fire only once destroyed (E38); never start on Fire.
    let lobby = state.board.rules() == RuleSet::HighRise
        && state.board.kind(cell) == CellKind::Elevator
        && !high_rise::elevator_destroyed(state, cell)
        && state.fire_at(cell) != FireLevel::Fire;
    if !state.board.is_ground_outside(cell) && !lobby {
        return Err(ActionError::NotAStartCell {
            cell: state.pos(cell),
        });
    }
    Ok(Plan::Place { cell })
}

/// Validates `action` against the current state without changing anything.
pub(crate) fn plan(state: &GameState, action: Action) -> Result<Plan, ActionError> {
    let wrong_stage = || ActionError::WrongStage {
        action,
        stage: stage_name(state.stage),
    };
    match state.stage {
        Stage::Over(_) => Err(wrong_stage()),
        Stage::PlaceVehicles => match action {
            Action::Park { vehicle, at } => {
                cell_of(state, at)?;
                if state.vehicle_spot(vehicle).is_some() {
                    return Err(ActionError::Forbidden(Forbidden::AlreadyParked));
                }
                let spot = spot_of(&state.board, vehicle, at)
                    .ok_or(ActionError::NotASpot { vehicle, cell: at })?;
                Ok(Plan::Park { vehicle, spot })
            }
            _ => Err(wrong_stage()),
        },
        Stage::PlaceFirefighters => match action {
            Action::PlaceFirefighter(pos) => plan_place(state, cell_of(state, pos)?),
            _ => Err(wrong_stage()),
        },
        Stage::Knockdown { firefighter } => match action {
            Action::KnockdownTo(pos) => {
                let to = cell_of(state, pos)?;
                let from = state.firefighters[usize::from(firefighter)]
                    .cell
                    .ok_or_else(wrong_stage)?;
                if !knockdown_options(state, from).any(|c| c == to) {
                    return Err(ActionError::NotAKnockdownSpot { cell: pos });
                }
                Ok(Plan::Knockdown { firefighter, to })
            }
            _ => Err(wrong_stage()),
        },
        Stage::Riding { vehicle, from } => match action {
            Action::Ride { firefighter, to } => {
                let to = cell_of(state, to)?;
                let old = state.spot_cells(vehicle, from).ok_or_else(wrong_stage)?;
                let ff = state.firefighters.get(usize::from(firefighter)).ok_or(
                    ActionError::CannotRide {
                        firefighter,
                        why: NoRide::NoSuchFirefighter,
                    },
                )?;
                if ff.downed {
                    return Err(ActionError::CannotRide {
                        firefighter,
                        why: NoRide::Down,
                    });
                }
                if !ff.cell.is_some_and(|c| old.contains(&c)) {
                    return Err(ActionError::CannotRide {
                        firefighter,
                        why: NoRide::NotOnOldSpot,
                    });
                }
                if !state.covered_by(vehicle, to) {
                    return Err(ActionError::CannotRide {
                        firefighter,
                        why: NoRide::OffTheNewSpot,
                    });
                }
                ride_keeps_reserve(state, firefighter, to)?;
                Ok(Plan::Ride {
                    firefighter,
                    vehicle,
                    to,
                })
            }
            Action::DoneRiding => {
                let old = state.spot_cells(vehicle, from).ok_or_else(wrong_stage)?;
                let driver = state.firefighters[usize::from(state.active)].cell;
                if vehicle == Vehicle::Engine && driver.is_some_and(|c| old.contains(&c)) {
                    return Err(ActionError::Forbidden(Forbidden::DriverMustRide));
                }
                Ok(Plan::DoneRiding)
            }
            _ => Err(wrong_stage()),
        },
        Stage::DeckGun {
            red_rerolled,
            black_rerolled,
            ..
        } => match action {
            Action::Reroll(Die::Red) if red_rerolled => {
                Err(ActionError::Forbidden(Forbidden::Rerolled(Die::Red)))
            }
            Action::Reroll(Die::Black) if black_rerolled => {
                Err(ActionError::Forbidden(Forbidden::Rerolled(Die::Black)))
            }
            Action::Reroll(die) => Ok(Plan::Reroll(die)),
            Action::AcceptShot => Ok(Plan::AcceptShot),
            _ => Err(wrong_stage()),
        },
        Stage::HazmatOrder => match action {
            Action::ExplodeHazmat(h) => match state.hazmat.get(usize::from(h)) {
                Some(HazmatPlace::Board(c)) if state.fire_at(*c) == FireLevel::Fire => {
                    Ok(Plan::ExplodeHazmat(h))
                }
                _ => Err(ActionError::NotOnFire(h)),
            },
            _ => Err(wrong_stage()),
        },
        Stage::Actions => plan_turn_action(state, action).map_err(|e| match e {
            PlanError::Stage => wrong_stage(),
            PlanError::Action(e) => e,
        }),
    }
}

pub(super) enum PlanError {
    Stage,
    Action(ActionError),
}

impl From<ActionError> for PlanError {
    fn from(e: ActionError) -> Self {
        PlanError::Action(e)
    }
}

/// What every action of the active firefighter's turn needs, computed once
/// (the legal-action generator checks many candidates against it).
#[derive(Copy, Clone, Debug)]
pub(super) struct Turn {
    pub(super) me: u8,
    pub(super) purse: Purse,
    pub(super) here: CellId,
    pub(super) carrying: Option<Item>,
    pub(super) leading: Option<TokenId>,
    pub(super) specialist: Option<Specialist>,
    /// 2 for "double cost to Extinguish" (SPEC-GEN-4), else 1.
    pub(super) extinguish_factor: u8,
    /// Every card but the Structural Engineer's may extinguish (SPEC-ENGINEER-3).
    pub(super) may_extinguish: bool,
    /// Another firefighter stands on Fire. Actions never add Fire, so when
    /// none does, the escape reserve only concerns the firefighters an action
    /// moves.
    pub(super) others_burning: bool,
}

impl Turn {
    pub(super) fn of(state: &GameState) -> Option<Turn> {
        let me = state.active;
        let ff = &state.firefighters[usize::from(me)];
        let here = ff.cell?;
        let mut others_burning = false;
        for (i, f) in state.firefighters.iter().enumerate() {
            if i != usize::from(me)
                && !f.downed
                && let Some(c) = f.cell
                && state.fire_at(c) == FireLevel::Fire
            {
                others_burning = true;
                break;
            }
        }
        let specialist = ff.specialist;
        Some(Turn {
            me,
            purse: Purse {
                ap: ff.ap,
                pool: ff.pool,
                kind: ff.pool_kind(),
            },
            here,
            carrying: ff.carrying,
            leading: ff.leading,
            specialist,
            extinguish_factor: if specialist.is_some_and(Specialist::double_extinguish) {
                2
            } else {
                1
            },
            may_extinguish: specialist.is_none_or(Specialist::may_extinguish),
            others_burning,
        })
    }

    pub(super) fn is(&self, specialist: Specialist) -> bool {
        self.specialist == Some(specialist)
    }

    /// The firefighters as they stand before the action.
    pub(super) fn stay(&self) -> After {
        After::stay(self.here, self.carrying.is_some())
    }
}

fn plan_turn_action(state: &GameState, action: Action) -> Result<Plan, PlanError> {
    let turn = Turn::of(state).ok_or(PlanError::Stage)?;
    let intent = resolve(state, turn.here, action)?;
    Ok(validate(state, &turn, intent)?)
}

/// Whether the active player may do `intent` now: AP, tokens, doors,
/// walls, Fire and the escape reserve. Each of the family game's actions has
/// its own check, which the legal-action generator calls directly (one
/// definition for both, without a dispatch per candidate).
pub(super) fn validate(
    state: &GameState,
    turn: &Turn,
    intent: Intent,
) -> Result<Plan, ActionError> {
    match intent {
        Intent::Move { to, edge } => validate_move(state, turn, to, edge),
        Intent::Door { edge, open } => validate_door(state, turn, edge, open),
        Intent::Extinguish { cell, kind } => validate_extinguish(state, turn, cell, kind),
        Intent::Chop { edge } => validate_chop(state, turn, edge),
        Intent::Token(order) => validate_token(state, turn, order),
        Intent::EndTurn => validate_end_turn(state),
        Intent::SpecialMove { to, way } => high_rise::validate_special_move(state, turn, to, way),
        Intent::CommandSpecialMove {
            firefighter,
            to,
            way,
        } => crate::engine::rules::command::validate_command_special_move(
            state,
            turn,
            firefighter,
            to,
            way,
        ),
        Intent::Ladder(order) => ladders::validate_ladder(state, turn, order),
        Intent::CommandLadder { firefighter, order } => {
            ladders::validate_command_ladder(state, turn, firefighter, order)
        }
        _ => validate_special(state, turn, intent),
    }
}

pub(super) fn spend(state: &mut GameState, ff: u8, pay: Pay) {
    let f = &mut state.firefighters[usize::from(ff)];
    f.ap -= pay.ap;
    f.pool -= pay.pool;
}

/// Performs a validated plan and everything it sets off.
pub(crate) fn perform(state: &mut GameState, plan: Plan, sink: &mut impl EventSink) {
    let me = state.active;
    // EXP-CREW-1 / Ruling R48: only AP-spending actions use up "the first
    // action"; free token and ladder handling does not.
    let free_ladder = matches!(plan, Plan::Ladder { pay, .. } if pay.total() == 0);
    if state.stage == Stage::Actions && !matches!(plan, Plan::Token { .. }) && !free_ladder {
        state.turn_state.acted = true;
    }
    match plan {
        Plan::Park { vehicle, spot } => {
            state.park(vehicle, spot, sink);
            if state.vehicles_parked() {
                state.stage = Stage::PlaceFirefighters;
            }
        }
        Plan::Place { cell } => {
            state.firefighters[usize::from(me)].cell = Some(cell);
            sink.emit(Event::FirefighterPlaced {
                firefighter: me,
                cell: state.pos(cell),
            });
            if usize::from(me) + 1 < state.firefighters.len() {
                state.active += 1;
            } else {
                // FAM-SETUP-7: the first seat starts.
                state.active = 0;
                state.start_turn(sink);
            }
        }
        Plan::Move { to, pay } => {
            spend(state, me, pay);
            let _ = state.move_firefighter(me, to, pay, sink);
        }
        Plan::Door { edge, open, pay } => {
            spend(state, me, pay);
            let _ = state.set_door(me, edge, open, pay, sink);
        }
        Plan::Extinguish { cell, to, pay } => {
            spend(state, me, pay);
            let from = state.fire_at(cell);
            state.set_fire(cell, to);
            sink.emit(Event::Extinguished {
                firefighter: me,
                cell: state.pos(cell),
                from,
                to,
                ap: pay.total(),
                pool: pay.pool,
            });
        }
        Plan::Chop { edge, pay } => {
            spend(state, me, pay);
            sink.emit(Event::Chopped {
                firefighter: me,
                edge: state.board.edge_ref(edge),
                ap: pay.total(),
            });
            let _ = state.place_cube(edge, sink);
        }
        Plan::Token {
            firefighter,
            plan,
            commanded,
        } => {
            if commanded {
                sink.emit(Event::Commanded {
                    captain: me,
                    firefighter,
                    ap: 0,
                    pool: 0,
                });
            }
            state.handle_token(firefighter, plan, sink);
        }
        Plan::EndTurn => {
            // FAM-AP-3: save up to 4 AP; the rest is lost, and so is the
            // bonus pool (SPEC-GEN-1).
            let ff = &mut state.firefighters[usize::from(me)];
            let saved = ff.ap.min(MAX_SAVED_AP);
            let forfeited = ff.ap - saved;
            ff.saved = saved;
            ff.ap = 0;
            ff.pool = 0;
            sink.emit(Event::TurnEnded {
                firefighter: me,
                saved,
                forfeited,
            });
            state.begin_fire_phase(sink);
        }
        Plan::Knockdown { firefighter, to } => {
            state.relocate(firefighter, to, sink);
            state.resume_fire_phase(sink);
        }
        Plan::Drive { vehicle, spot, pay } => {
            spend(state, me, pay);
            let _ = state.drive(me, vehicle, spot, pay.total(), sink);
        }
        Plan::Ride {
            firefighter,
            vehicle,
            to,
        } => {
            let _ = state.ride(firefighter, vehicle, to, sink);
        }
        Plan::DoneRiding => state.stage = Stage::Actions,
        Plan::DeckGun { pay } => perform_deck_gun(state, me, pay, sink),
        Plan::Reroll(die) => state.reroll_deck_gun(die, sink),
        Plan::AcceptShot => state.land_deck_gun(sink),
        Plan::CrewChange { to, pay } => perform_crew_change(state, me, to, pay, sink),
        Plan::Treat { token, pay } => perform_treat(state, me, token, pay, sink),
        Plan::TreatFirefighter { firefighter, pay } => {
            spend(state, me, pay);
            state.restore(firefighter, sink);
        }
        Plan::Dispose { hazmat, pay } => perform_dispose(state, me, hazmat, pay, sink),
        Plan::Identify { token, pay } => perform_identify(state, me, token, pay, sink),
        Plan::Command {
            firefighter,
            order,
            pay,
        } => perform_command(state, me, firefighter, order, pay, sink),
        Plan::ClearHotSpot { cell, pay } => perform_clear_hot_spot(state, me, cell, pay, sink),
        Plan::Repair { edge, pay } => perform_repair(state, me, edge, pay, sink),
        Plan::Ladder { .. } => ladders::perform_ladder(state, me, plan, sink),
        Plan::ExplodeHazmat(h) => {
            state.stage = Stage::Actions;
            if state.explode_hazmat(h, sink).is_ok() {
                state.resume_fire_phase(sink);
            }
        }
    }
}

/// Candidate actions for the current stage, filtered through [`plan`]; in the
/// action phase, intents built from the board's tables go straight to
/// [`validate`], the same check `apply` makes after resolving names.
pub(crate) fn legal_actions_into(state: &GameState, out: &mut Vec<Action>) {
    let board = &state.board;
    let mut try_push = |action: Action| {
        if plan(state, action).is_ok() {
            out.push(action);
        }
    };
    match state.stage {
        Stage::Over(_) => {}
        Stage::PlaceVehicles => {
            for vehicle in [Vehicle::Engine, Vehicle::Ambulance] {
                for spot in 0..state.spot_count(vehicle) {
                    if let Some(cells) = state.spot_cells(vehicle, spot as u8) {
                        try_push(Action::Park {
                            vehicle,
                            at: board.pos(cells[0]),
                        });
                    }
                }
            }
        }
        Stage::PlaceFirefighters => {
            // What `plan` checks once the position is resolved to `cell`.
            // URB-HIGHRISE-SETUP-3: and the elevators, on High Rise.
            let lobbies = board.cell_ids().filter(|&c| {
                board.rules() == RuleSet::HighRise && board.kind(c) == CellKind::Elevator
            });
            for cell in board.start_cells().iter().copied().chain(lobbies) {
                if plan_place(state, cell).is_ok() {
                    out.push(Action::PlaceFirefighter(board.pos(cell)));
                }
            }
        }
        Stage::Knockdown { firefighter } => {
            if let Some(from) = state.firefighters[usize::from(firefighter)].cell {
                for cell in knockdown_options(state, from) {
                    try_push(Action::KnockdownTo(board.pos(cell)));
                }
            }
        }
        Stage::Riding { vehicle, .. } => {
            if let Some(cells) = state.vehicle_cells(vehicle) {
                for i in 0..state.firefighters.len() {
                    for cell in cells {
                        try_push(Action::Ride {
                            firefighter: i as u8,
                            to: board.pos(cell),
                        });
                    }
                }
            }
            try_push(Action::DoneRiding);
        }
        Stage::DeckGun { .. } => {
            try_push(Action::Reroll(Die::Red));
            try_push(Action::Reroll(Die::Black));
            try_push(Action::AcceptShot);
        }
        Stage::HazmatOrder => {
            for h in 0..state.hazmat.len() {
                try_push(Action::ExplodeHazmat(h as u8));
            }
        }
        Stage::Actions => turn_actions(state, out),
    }
}

fn turn_actions(state: &GameState, out: &mut Vec<Action>) {
    let Some(turn) = Turn::of(state) else { return };
    let turn = &turn;
    family_actions(state, turn, out);
    let mut push = |intent: Intent, action: Action| {
        if validate(state, turn, intent).is_ok() {
            out.push(action);
        }
    };
    for (to, way) in high_rise::special_moves(state, turn.here) {
        push(Intent::SpecialMove { to, way }, Action::Move(state.pos(to)));
    }
    care_actions(state, turn, &mut push);
    let rules = state.rules;
    if rules.modules.vehicles {
        drive_actions(state, &mut push);
        push(Intent::DeckGun, Action::DeckGun);
        crew_actions(state, &mut push);
    }
    match turn.specialist {
        Some(Specialist::ImagingTechnician) => identify_actions(state, &mut push),
        Some(Specialist::StructuralEngineer) => push(Intent::ClearHotSpot, Action::ClearHotSpot),
        Some(Specialist::FireCaptain) => command_actions(state, turn, &mut push),
        _ => {}
    }
    ladders::ladder_actions(state, turn, &mut push);
    if validate_end_turn(state).is_ok() {
        out.push(Action::EndTurn);
    }
}

//! Player actions: validation into a [`Plan`], performing a plan, and the
//! legal-action generator (which proposes candidates and keeps those that
//! validate, so it cannot drift from `apply`).
//!
//! Costs are paid from a [`Purse`] and every action keeps the escape
//! reserve; both live in `rules/reserve.rs` (FAM-ACT-END-3).

use crate::engine::action::{Action, ActionError, StageName, TokenId};
use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::config::Scenario;
use crate::engine::event::{Event, EventSink};
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::rules::Flow;
use crate::engine::rules::carry::{Hands, TokenOrder, TokenPlan, check_token, token_candidates};
use crate::engine::rules::reserve::{
    After, CAFS_COMMAND_CAP, Pay, Purse, is_party_wall, keeps_reserve, ride_keeps_reserve,
};
use crate::engine::rules::setup::{card_deck, cards_held, spot_of};
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::{
    Die, DoorState, FireLevel, GameState, HazmatPlace, Item, MAX_SAVED_AP, PoiKind, Stage,
    TokenPlace, Vehicle,
};

/// AP of a Drive (EXP-VEH-DRIVE-1), the deck gun (EXP-VEH-DECKGUN-1, the
/// Driver/Operator's SPEC-DRIVER-1) and Crew Change (EXP-CREW-1).
const DRIVE_AP: u8 = 2;
const DECK_GUN_AP: u8 = 4;
const DRIVER_DECK_GUN_AP: u8 = 2;
const CREW_CHANGE_AP: u8 = 2;

/// What a commanded firefighter does (SPEC-CAPTAIN-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    Move { to: CellId, cost: u8 },
    Door { edge: EdgeId, open: bool },
}

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
}

impl Plan {
    /// The AP the acting player pays (regular and pool together).
    pub(crate) fn ap(&self) -> u8 {
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
            | Plan::Repair { pay, .. } => pay.total(),
            Plan::Place { .. }
            | Plan::Token { .. }
            | Plan::EndTurn
            | Plan::Knockdown { .. }
            | Plan::Park { .. }
            | Plan::Ride { .. }
            | Plan::DoneRiding
            | Plan::Reroll(_)
            | Plan::AcceptShot
            | Plan::ExplodeHazmat(_) => 0,
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

fn cell_of(state: &GameState, pos: Pos) -> Result<CellId, ActionError> {
    state.board.cell_at(pos).ok_or(ActionError::NoSuchCell(pos))
}

fn edge_of(state: &GameState, edge: EdgeRef) -> Result<EdgeId, ActionError> {
    state
        .board
        .edge_at(edge)
        .ok_or(ActionError::NoSuchEdge(edge))
}

/// What blocks an edge, in words, for error messages.
fn barrier_name(state: &GameState, edge: EdgeId) -> &'static str {
    match state.board.edge(edge).kind {
        Some(EdgeKind::Door) => "closed door",
        Some(EdgeKind::Window) => "closed window",
        Some(EdgeKind::ElevatorDoor) => "closed elevator door",
        Some(kind) => kind.name(),
        None => "wall",
    }
}

/// The cells a knocked-down firefighter on `from` may be sent to: the
/// Ambulance's spot with vehicles (EXP-KD-1), else the nearest Ambulance
/// cells (FAM-KD-1).
pub(crate) fn knockdown_options(
    state: &GameState,
    from: CellId,
) -> impl Iterator<Item = CellId> + '_ {
    let (nearest, ambulance): (&[CellId], Option<[CellId; 2]>) = if state.rules.modules.vehicles {
        (&[], state.vehicle_cells(Vehicle::Ambulance))
    } else {
        (state.board.knockdown_targets(from), None)
    };
    nearest
        .iter()
        .copied()
        .chain(ambulance.into_iter().flatten())
}

/// The spots next to `spot` on a ring of `n` spots (BOARD-5: cyclic).
fn next_spots(spot: u8, n: usize) -> [Option<u8>; 2] {
    let n = n as u8;
    if n < 2 {
        return [None, None];
    }
    let up = (spot + 1) % n;
    let down = (spot + n - 1) % n;
    [Some(up), (down != up).then_some(down)]
}

/// FAM-SETUP-6: a firefighter starts on a ground-floor outside cell.
fn plan_place(state: &GameState, cell: CellId) -> Result<Plan, ActionError> {
    if !state.board.is_ground_outside(cell) {
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
                    return Err(ActionError::Forbidden(
                        "that vehicle is already parked (EXP-SETUP-14)",
                    ));
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
                        why: "there is no such firefighter",
                    },
                )?;
                if ff.downed {
                    return Err(ActionError::CannotRide {
                        firefighter,
                        why: "it is down; it rides only when carried (SCEN-FRIEND-2)",
                    });
                }
                if !ff.cell.is_some_and(|c| old.contains(&c)) {
                    return Err(ActionError::CannotRide {
                        firefighter,
                        why: "it is not on the vehicle's old spot (EXP-VEH-RIDE-1)",
                    });
                }
                if !state.covered_by(vehicle, to) {
                    return Err(ActionError::CannotRide {
                        firefighter,
                        why: "riders get off on a cell of the vehicle's new spot",
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
                    return Err(ActionError::Forbidden(
                        "the Engine's driver must ride with it (EXP-VEH-DRIVE-2)",
                    ));
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
            Action::Reroll(Die::Red) if red_rerolled => Err(ActionError::Forbidden(
                "the red die was already re-rolled: each die at most once (SPEC-DRIVER-1)",
            )),
            Action::Reroll(Die::Black) if black_rerolled => Err(ActionError::Forbidden(
                "the black die was already re-rolled: each die at most once (SPEC-DRIVER-1)",
            )),
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

enum PlanError {
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

/// An extinguish action (FAM-ACT-EXT-1..3).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Extinguish {
    RemoveSmoke,
    FlipFire,
    RemoveFire,
}

impl Extinguish {
    /// What the cell must hold, what it becomes, and the AP cost.
    const fn effect(self) -> (FireLevel, FireLevel, u8) {
        match self {
            Extinguish::RemoveSmoke => (FireLevel::Smoke, FireLevel::Clear, 1),
            Extinguish::FlipFire => (FireLevel::Fire, FireLevel::Smoke, 1),
            Extinguish::RemoveFire => (FireLevel::Fire, FireLevel::Clear, 2),
        }
    }
}

/// An action of the active firefighter with its places resolved to ids and
/// known to be within reach (adjacent cell, own edge). The legal-action
/// generator builds these straight from the board's tables.
#[derive(Copy, Clone, Debug)]
enum Intent {
    /// Through `edge`, or by the stairs when `None`.
    Move {
        to: CellId,
        edge: Option<EdgeId>,
    },
    Door {
        edge: EdgeId,
        open: bool,
    },
    Extinguish {
        cell: CellId,
        kind: Extinguish,
    },
    Chop {
        edge: EdgeId,
    },
    /// Free token handling by the active firefighter.
    Token(TokenOrder),
    EndTurn,
    Drive {
        vehicle: Vehicle,
        spot: u8,
    },
    DeckGun,
    CrewChange(Specialist),
    Treat(TokenId),
    TreatFirefighter(u8),
    Dispose(u8),
    Identify(CellId),
    CommandMove {
        firefighter: u8,
        to: CellId,
        edge: Option<EdgeId>,
    },
    CommandDoor {
        firefighter: u8,
        edge: EdgeId,
        open: bool,
    },
    /// Ruling R47: free token handling on a Captain's command.
    CommandToken {
        firefighter: u8,
        order: TokenOrder,
    },
    ClearHotSpot,
    Repair(EdgeId),
}

/// The step from `from` to neighbour `to`, through the edge between them
/// (`None`: by the stairs); an error if they are not neighbours.
fn step_edge(
    state: &GameState,
    from: CellId,
    to: CellId,
    pos: Pos,
) -> Result<Option<EdgeId>, ActionError> {
    let board = &state.board;
    if board.stair(from).is_some_and(|s| s.to == to) {
        return Ok(None);
    }
    board
        .cell(from)
        .neighbors
        .iter()
        .flatten()
        .find(|(c, _)| *c == to)
        .map(|&(_, e)| Some(e))
        .ok_or(ActionError::NotAdjacent {
            from: state.pos(from),
            to: pos,
        })
}

/// An edge of `cell`'s four sides.
fn edge_of_cell(state: &GameState, cell: CellId, edge_ref: EdgeRef) -> Result<EdgeId, ActionError> {
    let edge = edge_of(state, edge_ref)?;
    let info = state.board.edge(edge);
    if info.a != cell && info.b != cell {
        return Err(ActionError::NotYourEdge {
            edge: edge_ref,
            cell: state.pos(cell),
        });
    }
    Ok(edge)
}

/// Turns the places an action names into ids and checks they are within the
/// firefighter's reach.
fn resolve(state: &GameState, here: CellId, action: Action) -> Result<Intent, PlanError> {
    let extinguish = |pos: Pos, kind: Extinguish| -> Result<Intent, ActionError> {
        let cell = cell_of(state, pos)?;
        if cell != here && !state.adjacent(here).any(|c| c == cell) {
            return Err(ActionError::OutOfReach { cell: pos });
        }
        Ok(Intent::Extinguish { cell, kind })
    };
    let commanded = |firefighter: u8| -> Result<CellId, ActionError> {
        state
            .firefighters
            .get(usize::from(firefighter))
            .and_then(|f| f.cell)
            .ok_or(ActionError::CannotCommand {
                firefighter,
                why: "there is no such firefighter on the board",
            })
    };
    Ok(match action {
        Action::PlaceFirefighter(_)
        | Action::KnockdownTo(_)
        | Action::Park { .. }
        | Action::Ride { .. }
        | Action::DoneRiding
        | Action::Reroll(_)
        | Action::AcceptShot
        | Action::ExplodeHazmat(_) => return Err(PlanError::Stage),
        Action::Move(pos) => {
            let to = cell_of(state, pos)?;
            let edge = step_edge(state, here, to, pos)?;
            Intent::Move { to, edge }
        }
        Action::Open(edge) => Intent::Door {
            edge: edge_of_cell(state, here, edge)?,
            open: true,
        },
        Action::Close(edge) => Intent::Door {
            edge: edge_of_cell(state, here, edge)?,
            open: false,
        },
        Action::RemoveSmoke(pos) => extinguish(pos, Extinguish::RemoveSmoke)?,
        Action::FlipFire(pos) => extinguish(pos, Extinguish::FlipFire)?,
        Action::RemoveFire(pos) => extinguish(pos, Extinguish::RemoveFire)?,
        Action::Chop(edge) => Intent::Chop {
            edge: edge_of_cell(state, here, edge)?,
        },
        Action::PickUp(token) => Intent::Token(TokenOrder::PickUp(Item::Victim(token))),
        Action::PickUpHazmat(h) => Intent::Token(TokenOrder::PickUp(Item::Hazmat(h))),
        Action::PickUpFirefighter(ff) => Intent::Token(TokenOrder::PickUp(Item::Firefighter(ff))),
        Action::Drop => Intent::Token(TokenOrder::Drop),
        Action::Lead(token) => Intent::Token(TokenOrder::Lead(token)),
        Action::Release => Intent::Token(TokenOrder::Release),
        Action::EndTurn => Intent::EndTurn,
        Action::Drive { vehicle, to } => {
            cell_of(state, to)?;
            let spot = spot_of(&state.board, vehicle, to)
                .ok_or(ActionError::NotASpot { vehicle, cell: to })?;
            Intent::Drive { vehicle, spot }
        }
        Action::DeckGun => Intent::DeckGun,
        Action::CrewChange(s) => Intent::CrewChange(s),
        Action::Treat(token) => Intent::Treat(token),
        Action::TreatFirefighter(ff) => Intent::TreatFirefighter(ff),
        Action::Dispose(h) => Intent::Dispose(h),
        Action::Identify(pos) => Intent::Identify(cell_of(state, pos)?),
        Action::CommandMove { firefighter, to } => {
            let from = commanded(firefighter)?;
            let cell = cell_of(state, to)?;
            let edge = step_edge(state, from, cell, to)?;
            Intent::CommandMove {
                firefighter,
                to: cell,
                edge,
            }
        }
        Action::CommandOpen { firefighter, edge } => Intent::CommandDoor {
            firefighter,
            edge: edge_of_cell(state, commanded(firefighter)?, edge)?,
            open: true,
        },
        Action::CommandClose { firefighter, edge } => Intent::CommandDoor {
            firefighter,
            edge: edge_of_cell(state, commanded(firefighter)?, edge)?,
            open: false,
        },
        Action::CommandPickUp {
            firefighter,
            victim,
        } => Intent::CommandToken {
            firefighter,
            order: TokenOrder::PickUp(Item::Victim(victim)),
        },
        Action::CommandPickUpHazmat {
            firefighter,
            hazmat,
        } => Intent::CommandToken {
            firefighter,
            order: TokenOrder::PickUp(Item::Hazmat(hazmat)),
        },
        Action::CommandDrop { firefighter } => Intent::CommandToken {
            firefighter,
            order: TokenOrder::Drop,
        },
        Action::CommandLead {
            firefighter,
            victim,
        } => Intent::CommandToken {
            firefighter,
            order: TokenOrder::Lead(victim),
        },
        Action::CommandRelease { firefighter } => Intent::CommandToken {
            firefighter,
            order: TokenOrder::Release,
        },
        Action::ClearHotSpot => Intent::ClearHotSpot,
        Action::Repair(edge) => Intent::Repair(edge_of_cell(state, here, edge)?),
    })
}

/// The cost of a move by a firefighter carrying `carrying` and leading
/// `leading` into `to` (FAM-ACT-MOVE-1..3, SPEC-PARAMEDIC-2, Ruling R28).
fn move_cost(
    state: &GameState,
    to: CellId,
    carrying: Option<Item>,
    leading: Option<TokenId>,
) -> Result<u8, ActionError> {
    let into_fire = state.fire_at(to) == FireLevel::Fire;
    if into_fire && carrying.is_some() {
        return Err(ActionError::CarryIntoFire);
    }
    if into_fire && leading.is_some() {
        return Err(ActionError::Forbidden(
            "a treated victim is never led into fire (SPEC-PARAMEDIC-2)",
        ));
    }
    Ok(if carrying.is_some() || into_fire {
        2
    } else {
        1
    })
}

/// Checks a door or window on `edge` can be set `open`; returns its name.
fn check_door(state: &GameState, edge: EdgeId, open: bool) -> Result<(), ActionError> {
    let board = &state.board;
    let edge_ref = || board.edge_ref(edge);
    // Elevator doors follow their own rules (URB-HIGHRISE-ELEV-2).
    let what = match board.edge(edge).kind {
        Some(EdgeKind::Door) => "door",
        Some(EdgeKind::Window) => "window",
        _ => return Err(ActionError::NoDoor(edge_ref())),
    };
    if state.edge_destroyed(edge) {
        return Err(ActionError::Destroyed {
            edge: edge_ref(),
            what,
        });
    }
    let door = state.edge_state(edge).door;
    if (door == DoorState::Open) == open {
        return Err(ActionError::AlreadyThere {
            edge: edge_ref(),
            what,
            state: door.name(),
        });
    }
    Ok(())
}

/// A window counts as a Move-type action (SPEC-CAPTAIN-1), a door does not.
fn door_cost_kind(state: &GameState, edge: EdgeId) -> CostKind {
    match state.board.edge(edge).kind {
        Some(EdgeKind::Window) => CostKind::Move,
        _ => CostKind::Other,
    }
}

fn need_card(turn: &Turn, card: Specialist, what: &'static str) -> Result<(), ActionError> {
    if turn.is(card) {
        Ok(())
    } else {
        Err(ActionError::NotYourAbility {
            what,
            specialist: card.title(),
        })
    }
}

/// SPEC-ENGINEER-3: no Fire on the Engineer's cell or next to it.
fn no_fire_near(state: &GameState, here: CellId) -> Result<(), ActionError> {
    if state.fire_at(here) == FireLevel::Fire || state.next_to_fire(here) {
        return Err(ActionError::FireNearby {
            cell: state.pos(here),
        });
    }
    Ok(())
}

/// Whether the active player may do `intent` now: AP, tokens, doors,
/// walls, Fire and the escape reserve. Each of the family game's actions has
/// its own check, which the legal-action generator calls directly (one
/// definition for both, without a dispatch per candidate).
fn validate(state: &GameState, turn: &Turn, intent: Intent) -> Result<Plan, ActionError> {
    match intent {
        Intent::Move { to, edge } => validate_move(state, turn, to, edge),
        Intent::Door { edge, open } => validate_door(state, turn, edge, open),
        Intent::Extinguish { cell, kind } => validate_extinguish(state, turn, cell, kind),
        Intent::Chop { edge } => validate_chop(state, turn, edge),
        Intent::Token(order) => validate_token(state, turn, order),
        Intent::EndTurn => validate_end_turn(state),
        _ => validate_special(state, turn, intent),
    }
}

/// FAM-ACT-MOVE-1..3: a step to a neighbour (through `edge`, or by the
/// stairs when `None`).
#[inline]
fn validate_move(
    state: &GameState,
    turn: &Turn,
    to: CellId,
    edge: Option<EdgeId>,
) -> Result<Plan, ActionError> {
    check_step(state, turn.here, to, edge)?;
    let cost = move_cost(state, to, turn.carrying, turn.leading)?;
    let pay = turn.purse.pay(CostKind::Move, cost)?;
    keeps_reserve(
        state,
        turn,
        After {
            me_at: to,
            ..turn.stay()
        },
        pay,
    )?;
    Ok(Plan::Move { to, pay })
}

/// FAM-ACT-DOOR-1: open or close a door or window on one of the cell's sides.
#[inline]
fn validate_door(
    state: &GameState,
    turn: &Turn,
    edge: EdgeId,
    open: bool,
) -> Result<Plan, ActionError> {
    check_door(state, edge, open)?;
    let pay = turn.purse.pay(door_cost_kind(state, edge), 1)?;
    keeps_reserve(
        state,
        turn,
        After {
            edge: Some((edge, open)),
            ..turn.stay()
        },
        pay,
    )?;
    Ok(Plan::Door { edge, open, pay })
}

/// FAM-ACT-EXT-1..3 on the firefighter's cell or a neighbour.
#[inline]
fn validate_extinguish(
    state: &GameState,
    turn: &Turn,
    cell: CellId,
    kind: Extinguish,
) -> Result<Plan, ActionError> {
    if !turn.may_extinguish {
        return Err(ActionError::Forbidden(
            "the Structural Engineer may never extinguish (SPEC-ENGINEER-3)",
        ));
    }
    let (needs, to, cost) = kind.effect();
    if state.fire_at(cell) != needs {
        return Err(ActionError::NothingToExtinguish {
            cell: state.pos(cell),
            what: if needs == FireLevel::Fire {
                "fire"
            } else {
                "smoke"
            },
        });
    }
    // SPEC-GEN-4: double cost for the Paramedic and Rescue Specialist.
    let pay = turn
        .purse
        .pay(CostKind::Extinguish, cost * turn.extinguish_factor)?;
    keeps_reserve(
        state,
        turn,
        After {
            fire: Some((cell, to)),
            ..turn.stay()
        },
        pay,
    )?;
    Ok(Plan::Extinguish { cell, to, pay })
}

/// FAM-ACT-CHOP-1: a damage cube on a wall of the firefighter's cell.
#[inline]
fn validate_chop(state: &GameState, turn: &Turn, edge: EdgeId) -> Result<Plan, ActionError> {
    let board = &state.board;
    let kind = board.edge(edge).kind;
    match kind {
        Some(kind) if kind.takes_cubes() => {
            if state.edge_destroyed(edge) {
                return Err(ActionError::Destroyed {
                    edge: board.edge_ref(edge),
                    what: kind.name(),
                });
            }
        }
        _ => {
            // Ruling R4: doors and entrances take no cubes.
            return Err(ActionError::NotChoppable {
                edge: board.edge_ref(edge),
                what: kind.map_or("open floor", EdgeKind::name),
            });
        }
    }
    // SPEC-RESCUE-1: 1 AP for the Rescue Specialist.
    let cost = if turn.is(Specialist::RescueSpecialist) {
        1
    } else {
        2
    };
    let pay = turn.purse.pay(CostKind::Other, cost)?;
    // The cube may destroy the wall and so join two cells.
    let capacity = kind.map_or(0, EdgeKind::capacity);
    let destroyed = state.edge_state(edge).cubes + 1 >= capacity;
    keeps_reserve(
        state,
        turn,
        After {
            edge: destroyed.then_some((edge, true)),
            ..turn.stay()
        },
        pay,
    )?;
    Ok(Plan::Chop { edge, pay })
}

/// Free token handling by the active firefighter (FAM-ACT-CARRY-1).
#[inline]
fn validate_token(state: &GameState, turn: &Turn, order: TokenOrder) -> Result<Plan, ActionError> {
    let hands = Hands {
        cell: turn.here,
        carrying: turn.carrying,
        leading: turn.leading,
    };
    let plan = check_token(state, hands, order)?;
    if let TokenPlan::PickUp(_) = plan {
        keeps_reserve(
            state,
            turn,
            After {
                me_carries: true,
                ..turn.stay()
            },
            Pay::default(),
        )?;
    }
    Ok(Plan::Token {
        firefighter: turn.me,
        plan,
        commanded: false,
    })
}

/// FAM-ACT-END-2, and Ruling R5 for every firefighter: nobody who is up
/// stays on Fire.
#[inline]
fn validate_end_turn(state: &GameState) -> Result<Plan, ActionError> {
    for f in &state.firefighters {
        if !f.downed
            && let Some(cell) = f.cell
            && state.fire_at(cell) == FireLevel::Fire
        {
            return Err(ActionError::EndOnFire {
                cell: state.pos(cell),
            });
        }
    }
    Ok(Plan::EndTurn)
}

/// [`validate`] for the experienced game's actions (vehicles, specialists,
/// commands).
fn validate_special(state: &GameState, turn: &Turn, intent: Intent) -> Result<Plan, ActionError> {
    let board = &state.board;
    let rules = &state.rules;
    let Turn { purse, here, .. } = *turn;
    let escape = |after: After, pay: Pay| keeps_reserve(state, turn, after, pay);
    let stay = turn.stay();
    let escape_here = |pay: Pay| escape(stay, pay);

    Ok(match intent {
        // The family game's actions, each with its own check.
        Intent::Move { to, edge } => return validate_move(state, turn, to, edge),
        Intent::Door { edge, open } => return validate_door(state, turn, edge, open),
        Intent::Extinguish { cell, kind } => return validate_extinguish(state, turn, cell, kind),
        Intent::Chop { edge } => return validate_chop(state, turn, edge),
        Intent::Token(order) => return validate_token(state, turn, order),
        Intent::EndTurn => return validate_end_turn(state),
        Intent::Drive { vehicle, spot } => {
            if !rules.modules.vehicles {
                return Err(ActionError::ModuleOff {
                    what: "driving",
                    module: "vehicles",
                });
            }
            let current = state.vehicle_spot(vehicle).ok_or(ActionError::ModuleOff {
                what: "driving",
                module: "vehicles",
            })?;
            if !next_spots(current, state.spot_count(vehicle)).contains(&Some(spot)) {
                let cell = state
                    .spot_cells(vehicle, spot)
                    .map_or(state.pos(here), |c| state.pos(c[0]));
                return Err(ActionError::NotNextSpot { vehicle, cell });
            }
            // EXP-VEH-DRIVE-2: the Engine's driver stands on it.
            if vehicle == Vehicle::Engine && !state.covered_by(Vehicle::Engine, here) {
                return Err(ActionError::NotOnVehicle { vehicle });
            }
            let pay = purse.pay(CostKind::Other, DRIVE_AP)?;
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
            Plan::Drive { vehicle, spot, pay }
        }
        Intent::DeckGun => {
            if !rules.modules.vehicles {
                return Err(ActionError::ModuleOff {
                    what: "the deck gun",
                    module: "vehicles",
                });
            }
            if rules.has(Scenario::BrokenDeckGun) {
                return Err(ActionError::Forbidden(
                    "the deck gun is broken in this scenario (SCEN-NODECKGUN-1)",
                ));
            }
            if !state.covered_by(Vehicle::Engine, here) {
                return Err(ActionError::NotOnVehicle {
                    vehicle: Vehicle::Engine,
                });
            }
            let area = state.deck_gun_area().unwrap_or(0);
            // EXP-VEH-DECKGUN-2: nobody in the area, checked before rolling.
            for (i, f) in state.firefighters.iter().enumerate() {
                if let Some(c) = f.cell
                    && board.cell(c).area == area
                    && area != 0
                {
                    return Err(ActionError::FirefighterInArea {
                        firefighter: i as u8,
                        cell: state.pos(c),
                    });
                }
            }
            if !board
                .cell_ids()
                .any(|c| board.cell(c).area == area && board.cell(c).roll.is_some())
            {
                return Err(ActionError::Forbidden(
                    "the deck gun's area has no cell the dice can name",
                ));
            }
            let cost = if turn.is(Specialist::DriverOperator) {
                DRIVER_DECK_GUN_AP
            } else {
                DECK_GUN_AP
            };
            let pay = purse.pay(CostKind::Other, cost)?;
            escape_here(pay)?;
            Plan::DeckGun { pay }
        }
        Intent::CrewChange(to) => {
            for (on, module) in [
                (rules.modules.specialists, "specialists"),
                (rules.modules.vehicles, "vehicles"),
            ] {
                if !on {
                    return Err(ActionError::ModuleOff {
                        what: "crew change",
                        module,
                    });
                }
            }
            if rules.has(Scenario::VolunteerCrew) {
                return Err(ActionError::Forbidden(
                    "there is no crew change in this scenario (SCEN-VOLUNTEER-1)",
                ));
            }
            if state.turn_state.acted {
                return Err(ActionError::Forbidden(
                    "crew change must be the first action of the turn (EXP-CREW-1)",
                ));
            }
            if !state.turn_state.started_on_engine {
                return Err(ActionError::Forbidden(
                    "crew change needs the turn to start on the Engine's spot (EXP-CREW-1)",
                ));
            }
            if card_deck(&state.config) & to.bit() == 0 {
                return Err(ActionError::Forbidden("that card is not in this game"));
            }
            if cards_held(state) & to.bit() != 0 {
                return Err(ActionError::SpecialistInPlay(to.title()));
            }
            let pay = purse.pay(CostKind::Other, CREW_CHANGE_AP)?;
            escape_here(pay)?;
            Plan::CrewChange { to, pay }
        }
        Intent::Treat(token) => {
            need_card(
                turn,
                Specialist::Paramedic,
                "treat a victim (SPEC-PARAMEDIC-1)",
            )?;
            let ok = state.tokens.get(usize::from(token)).is_some_and(|t| {
                t.kind == PoiKind::Victim
                    && !t.treated
                    && t.place
                        == TokenPlace::Board {
                            cell: here,
                            revealed: true,
                        }
            });
            if !ok {
                return Err(ActionError::NotOnYourCell {
                    what: "untreated victim",
                    id: token,
                });
            }
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::Treat { token, pay }
        }
        Intent::TreatFirefighter(firefighter) => {
            need_card(
                turn,
                Specialist::Paramedic,
                "treat a downed firefighter (SCEN-FRIEND-4)",
            )?;
            let ok = state
                .firefighters
                .get(usize::from(firefighter))
                .is_some_and(|f| f.downed && f.cell == Some(here));
            if !ok {
                return Err(ActionError::NotOnYourCell {
                    what: "downed firefighter",
                    id: firefighter,
                });
            }
            if state.fire_at(here) == FireLevel::Fire {
                return Err(ActionError::Forbidden(
                    "a downed firefighter is treated only off the fire (SCEN-FRIEND-4a)",
                ));
            }
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::TreatFirefighter { firefighter, pay }
        }
        Intent::Dispose(hazmat) => {
            need_card(
                turn,
                Specialist::HazmatTechnician,
                "dispose of hazmat (SPEC-HAZTECH-1)",
            )?;
            if state.hazmat.get(usize::from(hazmat)) != Some(&HazmatPlace::Board(here)) {
                return Err(ActionError::NotOnYourCell {
                    what: "hazmat",
                    id: hazmat,
                });
            }
            let pay = purse.pay(CostKind::Other, 2)?;
            escape_here(pay)?;
            Plan::Dispose { hazmat, pay }
        }
        Intent::Identify(cell) => {
            need_card(
                turn,
                Specialist::ImagingTechnician,
                "identify a POI from afar (SPEC-IMAGING-1)",
            )?;
            let token = state
                .tokens
                .iter()
                .position(|t| {
                    t.place
                        == TokenPlace::Board {
                            cell,
                            revealed: false,
                        }
                })
                .ok_or(ActionError::NoPoi {
                    cell: state.pos(cell),
                })?;
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::Identify {
                token: token as TokenId,
                pay,
            }
        }
        Intent::CommandMove {
            firefighter,
            to,
            edge,
        } => {
            let (from, ff) = check_command(state, turn, firefighter)?;
            check_step(state, from, to, edge)?;
            let cost = move_cost(state, to, ff.carrying, ff.leading)?;
            let pay = pay_command(state, turn, ff.is(Specialist::CafsFirefighter), cost)?;
            escape(
                After {
                    other: Some((firefighter, to)),
                    ..stay
                },
                pay,
            )?;
            Plan::Command {
                firefighter,
                order: Order::Move { to, cost },
                pay,
            }
        }
        Intent::CommandDoor {
            firefighter,
            edge,
            open,
        } => {
            let (_, ff) = check_command(state, turn, firefighter)?;
            check_door(state, edge, open)?;
            let pay = pay_command(state, turn, ff.is(Specialist::CafsFirefighter), 1)?;
            escape(
                After {
                    edge: Some((edge, open)),
                    ..stay
                },
                pay,
            )?;
            Plan::Command {
                firefighter,
                order: Order::Door { edge, open },
                pay,
            }
        }
        Intent::CommandToken { firefighter, order } => {
            let (cell, ff) = check_command(state, turn, firefighter)?;
            let hands = Hands {
                cell,
                carrying: ff.carrying,
                leading: ff.leading,
            };
            let plan = check_token(state, hands, order)?;
            if let TokenPlan::PickUp(_) = plan {
                escape(
                    After {
                        other_carries: Some(firefighter),
                        ..stay
                    },
                    Pay::default(),
                )?;
            }
            Plan::Token {
                firefighter,
                plan,
                commanded: true,
            }
        }
        Intent::ClearHotSpot => {
            need_card(
                turn,
                Specialist::StructuralEngineer,
                "remove a hot spot (SPEC-ENGINEER-1)",
            )?;
            if !state.hot_spot_at(here) {
                return Err(ActionError::Forbidden("there is no hot spot on your cell"));
            }
            no_fire_near(state, here)?;
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::ClearHotSpot { cell: here, pay }
        }
        Intent::Repair(edge) => {
            need_card(
                turn,
                Specialist::StructuralEngineer,
                "repair a wall (SPEC-ENGINEER-2)",
            )?;
            let kind = board.edge(edge).kind;
            if !(kind.is_some_and(|k| k.capacity() == 2) && state.edge_state(edge).cubes == 1) {
                return Err(ActionError::Forbidden(
                    "only a damaged wall (one cube) can be repaired (SPEC-ENGINEER-2)",
                ));
            }
            no_fire_near(state, here)?;
            let pay = purse.pay(CostKind::Other, 2)?;
            escape_here(pay)?;
            Plan::Repair { edge, pay }
        }
    })
}

/// The action that asks the active firefighter for `order`.
fn own_token_action(order: TokenOrder) -> Action {
    match order {
        TokenOrder::PickUp(Item::Victim(t)) => Action::PickUp(t),
        TokenOrder::PickUp(Item::Hazmat(h)) => Action::PickUpHazmat(h),
        TokenOrder::PickUp(Item::Firefighter(ff)) => Action::PickUpFirefighter(ff),
        TokenOrder::Drop => Action::Drop,
        TokenOrder::Lead(t) => Action::Lead(t),
        TokenOrder::Release => Action::Release,
    }
}

/// The action that commands `firefighter` to carry out `order` (Ruling R47
/// covers Victims and Hazmat, not downed firefighters).
fn commanded_token_action(firefighter: u8, order: TokenOrder) -> Option<Action> {
    Some(match order {
        TokenOrder::PickUp(Item::Victim(victim)) => Action::CommandPickUp {
            firefighter,
            victim,
        },
        TokenOrder::PickUp(Item::Hazmat(hazmat)) => Action::CommandPickUpHazmat {
            firefighter,
            hazmat,
        },
        TokenOrder::PickUp(Item::Firefighter(_)) => return None,
        TokenOrder::Drop => Action::CommandDrop { firefighter },
        TokenOrder::Lead(victim) => Action::CommandLead {
            firefighter,
            victim,
        },
        TokenOrder::Release => Action::CommandRelease { firefighter },
    })
}

/// SPEC-CAPTAIN-1/4: the Captain commands another firefighter who is up.
fn check_command(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
) -> Result<(CellId, crate::engine::state::Firefighter), ActionError> {
    need_card(turn, Specialist::FireCaptain, "command (SPEC-CAPTAIN-1)")?;
    let cannot = |why| ActionError::CannotCommand { firefighter, why };
    if firefighter == turn.me {
        return Err(cannot(
            "the Captain acts himself, he does not command himself",
        ));
    }
    let ff = *state
        .firefighters
        .get(usize::from(firefighter))
        .ok_or(cannot("there is no such firefighter"))?;
    if ff.downed {
        return Err(cannot("it is down (SPEC-CAPTAIN-4)"));
    }
    let cell = ff.cell.ok_or(cannot("it is not on the board"))?;
    Ok((cell, ff))
}

/// Pays a command: Command AP first, then regular AP; at most 1 AP a turn on
/// the CAFS Firefighter, from any pool (SPEC-CAPTAIN-2/3, Ruling R15).
fn pay_command(state: &GameState, turn: &Turn, cafs: bool, cost: u8) -> Result<Pay, ActionError> {
    if cafs && state.turn_state.cafs_commanded + cost > CAFS_COMMAND_CAP {
        return Err(ActionError::Forbidden(
            "the CAFS Firefighter takes at most 1 AP of commands per turn (SPEC-CAPTAIN-3)",
        ));
    }
    turn.purse.pay(CostKind::Command, cost)
}

/// Checks a step from `from` to its neighbour `to` through `edge` (`None`:
/// by the stairs): not blocked, and a cell firefighters may enter.
#[inline]
fn check_step(
    state: &GameState,
    from: CellId,
    to: CellId,
    edge: Option<EdgeId>,
) -> Result<(), ActionError> {
    if let Some(edge) = edge {
        // URB-BROWN-2: party walls are never crossed, even destroyed.
        if !state.edge_open(edge) || is_party_wall(state, edge) {
            return Err(ActionError::Blocked {
                from: state.pos(from),
                to: state.pos(to),
                what: barrier_name(state, edge),
            });
        }
    }
    let info = state.board.cell(to);
    let why = match info.kind {
        CellKind::Inside => return Ok(()),
        CellKind::Outside if info.pos.floor == 0 => return Ok(()),
        CellKind::Outside => {
            "an upper-floor outside cell is reached only from a ladder (2ND-BOARD-3)"
        }
        CellKind::Restricted => "firefighters never enter restricted cells (URB-BROWN-1)",
        CellKind::Elevator => "an elevator is used through its door (URB-HIGHRISE-ELEV-2)",
    };
    Err(ActionError::CannotEnter {
        cell: info.pos,
        why,
    })
}

fn spend(state: &mut GameState, ff: u8, pay: Pay) {
    let f = &mut state.firefighters[usize::from(ff)];
    f.ap -= pay.ap;
    f.pool -= pay.pool;
}

/// Performs a validated plan and everything it sets off.
pub(crate) fn perform(state: &mut GameState, plan: Plan, sink: &mut impl EventSink) {
    let me = state.active;
    // EXP-CREW-1 / Ruling R48: only AP-spending actions use up "the first
    // action"; free token handling does not.
    if state.stage == Stage::Actions && !matches!(plan, Plan::Token { .. }) {
        state.turn_state.acted = true;
    }
    match plan {
        Plan::Park { vehicle, spot } => {
            state.park(vehicle, spot, sink);
            if state.engine.is_some() && state.ambulance.is_some() {
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
            let _ = state.move_firefighter(me, to, pay.total(), sink);
        }
        Plan::Door { edge, open, pay } => {
            spend(state, me, pay);
            state.set_door(me, edge, open, pay.total(), sink);
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
        Plan::DeckGun { pay } => {
            spend(state, me, pay);
            sink.emit(Event::DeckGunFired {
                firefighter: me,
                ap: pay.total(),
            });
            let driver = state.firefighters[usize::from(me)].is(Specialist::DriverOperator);
            state.fire_deck_gun(driver, sink);
        }
        Plan::Reroll(die) => state.reroll_deck_gun(die, sink),
        Plan::AcceptShot => state.land_deck_gun(sink),
        Plan::CrewChange { to, pay } => {
            let ff = &mut state.firefighters[usize::from(me)];
            let from = ff.specialist;
            // Ruling R17: the new card's AP and pool, plus the saved AP, less 2.
            let saved = ff.ap.saturating_sub(ff.ap_per_turn());
            ff.specialist = Some(to);
            ff.ap = (to.ap() + saved).saturating_sub(pay.total());
            ff.pool = to.pool_size();
            let ap = ff.ap;
            sink.emit(Event::CrewChanged {
                firefighter: me,
                from,
                to,
                ap,
            });
        }
        Plan::Treat { token, pay } => {
            spend(state, me, pay);
            state.tokens[usize::from(token)].treated = true;
            if let Some(cell) = state.tokens[usize::from(token)].cell() {
                sink.emit(Event::Treated {
                    firefighter: me,
                    token,
                    cell: state.pos(cell),
                    ap: pay.total(),
                });
            }
        }
        Plan::TreatFirefighter { firefighter, pay } => {
            spend(state, me, pay);
            state.restore(firefighter, sink);
        }
        Plan::Dispose { hazmat, pay } => {
            spend(state, me, pay);
            if let HazmatPlace::Board(cell) = state.hazmat[usize::from(hazmat)] {
                state.hazmat_leaves(hazmat, HazmatPlace::Disposed);
                sink.emit(Event::Disposed {
                    firefighter: me,
                    hazmat,
                    cell: state.pos(cell),
                    ap: pay.total(),
                });
            }
            let _ = state.check_hazmat_goal(sink);
        }
        Plan::Identify { token, pay } => {
            spend(state, me, pay);
            if let Some(cell) = state.tokens[usize::from(token)].cell() {
                sink.emit(Event::Identified {
                    firefighter: me,
                    cell: state.pos(cell),
                    ap: pay.total(),
                });
            }
            state.reveal(token, sink);
        }
        Plan::Command {
            firefighter,
            order,
            pay,
        } => {
            spend(state, me, pay);
            if state.firefighters[usize::from(firefighter)].is(Specialist::CafsFirefighter) {
                state.turn_state.cafs_commanded += pay.total();
            }
            sink.emit(Event::Commanded {
                captain: me,
                firefighter,
                ap: pay.total(),
            });
            match order {
                Order::Move { to, cost } => {
                    let _ = state.move_firefighter(firefighter, to, cost, sink);
                }
                Order::Door { edge, open } => state.set_door(firefighter, edge, open, 1, sink),
            }
        }
        Plan::ClearHotSpot { cell, pay } => {
            spend(state, me, pay);
            state.hot_spot[cell.index()] = false;
            // Save the structure: removed Hot Spots never return (SCEN-STRUCTURE-2).
            if !state.rules.has(Scenario::SaveTheStructure) {
                state.hot_spot_supply += 1;
            }
            sink.emit(Event::HotSpotCleared {
                firefighter: me,
                cell: state.pos(cell),
                ap: pay.total(),
            });
            if state.rules.has(Scenario::SaveTheStructure) && state.hot_spots() == 0 {
                let _ = state.end_game(crate::engine::state::Outcome::StructureSaved, sink);
            }
        }
        Plan::Repair { edge, pay } => {
            spend(state, me, pay);
            let mut s = state.edges[edge.index()];
            s.cubes -= 1;
            state.set_edge(edge, s);
            state.cubes -= 1;
            sink.emit(Event::Repaired {
                firefighter: me,
                edge: state.board.edge_ref(edge),
                ap: pay.total(),
                total: state.cubes,
            });
        }
        Plan::ExplodeHazmat(h) => {
            state.stage = Stage::Actions;
            if state.explode_hazmat(h, sink).is_ok() {
                state.resume_fire_phase(sink);
            }
        }
    }
}

impl GameState {
    /// Opens or closes a door or window (FAM-ACT-DOOR-1).
    fn set_door(&mut self, ff: u8, edge: EdgeId, open: bool, ap: u8, sink: &mut impl EventSink) {
        let mut edge_state = self.edges[edge.index()];
        edge_state.door = if open {
            DoorState::Open
        } else {
            DoorState::Closed
        };
        self.set_edge(edge, edge_state);
        let edge = self.board.edge_ref(edge);
        sink.emit(if open {
            Event::DoorOpened {
                firefighter: ff,
                edge,
                ap,
            }
        } else {
            Event::DoorClosed {
                firefighter: ff,
                edge,
                ap,
            }
        });
    }

    /// Moves firefighter `ff` (and what it carries and leads) to `to`.
    fn carry_along(&mut self, ff: u8, to: CellId) {
        let f = self.firefighters[usize::from(ff)];
        self.firefighters[usize::from(ff)].cell = Some(to);
        let victims = [f.victim(), f.leading];
        for token in victims.into_iter().flatten() {
            if let TokenPlace::Board { cell, .. } = &mut self.tokens[usize::from(token)].place {
                *cell = to;
            }
        }
        match f.carrying {
            Some(Item::Hazmat(h)) => self.hazmat[usize::from(h)] = HazmatPlace::Board(to),
            Some(Item::Firefighter(other)) => self.firefighters[usize::from(other)].cell = Some(to),
            _ => {}
        }
    }

    /// A move of firefighter `ff` by its own action or a command.
    fn move_firefighter(&mut self, ff: u8, to: CellId, ap: u8, sink: &mut impl EventSink) -> Flow {
        let f = self.firefighters[usize::from(ff)];
        let Some(from) = f.cell else { return Ok(()) };
        self.carry_along(ff, to);
        sink.emit(Event::Moved {
            firefighter: ff,
            from: self.pos(from),
            to: self.pos(to),
            ap,
            carrying: f.carrying,
            leading: f.leading,
        });
        // FAM-ACT-POI-1: entering reveals, at no cost (also when commanded).
        self.reveal_all_at(to, sink);
        self.arrive(ff, from, to, sink)
    }

    /// What arriving on `to` does with what `ff` carries and leads: rescues
    /// (FAM-ACT-RESCUE-1, or EXP-VEH-RESCUE-1 with vehicles), Hazmat carried
    /// out (EXP-HAZ-3), a downed firefighter brought to the Ambulance
    /// (SCEN-FRIEND-4).
    fn arrive(&mut self, ff: u8, from: CellId, to: CellId, sink: &mut impl EventSink) -> Flow {
        let f = self.firefighters[usize::from(ff)];
        let vehicles = self.rules.modules.vehicles;
        let outside = self.board.is_ground_outside(to);
        let rescues = if vehicles {
            self.covered_by(Vehicle::Ambulance, to)
        } else {
            outside && self.board.kind(from).is_interior()
        };
        if rescues {
            for token in [f.victim(), f.leading].into_iter().flatten() {
                self.rescue(token, to, sink)?;
            }
        }
        match f.carrying {
            Some(Item::Hazmat(h)) if outside => {
                self.hazmat_leaves(h, HazmatPlace::CarriedOut);
                sink.emit(Event::HazmatCarriedOut {
                    hazmat: h,
                    cell: self.pos(to),
                    carried_out: self.hazmat_carried_out(),
                });
                self.check_win(sink)?;
            }
            Some(Item::Firefighter(other)) => {
                let ambulance = if vehicles {
                    self.covered_by(Vehicle::Ambulance, to)
                } else {
                    self.board.ambulance_spots().iter().any(|s| s.contains(&to))
                };
                if ambulance {
                    self.restore(other, sink);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A Hazmat leaves the board; whoever carried it carries nothing now.
    pub(crate) fn hazmat_leaves(&mut self, h: u8, place: HazmatPlace) {
        self.hazmat[usize::from(h)] = place;
        for f in &mut self.firefighters {
            if f.carrying == Some(Item::Hazmat(h)) {
                f.carrying = None;
            }
        }
    }

    /// A downed firefighter is back (SCEN-FRIEND-4); its carrier lets go.
    pub(crate) fn restore(&mut self, ff: u8, sink: &mut impl EventSink) {
        self.firefighters[usize::from(ff)].downed = false;
        for f in &mut self.firefighters {
            if f.carrying == Some(Item::Firefighter(ff)) {
                f.carrying = None;
            }
        }
        if let Some(cell) = self.firefighters[usize::from(ff)].cell {
            sink.emit(Event::FirefighterRestored {
                firefighter: ff,
                cell: self.pos(cell),
            });
        }
    }

    /// Puts a carried item down on its carrier's cell (free, FAM-ACT-CARRY-1).
    pub(crate) fn drop_item(&mut self, ff: u8, item: Item, sink: &mut impl EventSink) {
        self.firefighters[usize::from(ff)].carrying = None;
        if let Some(cell) = self.firefighters[usize::from(ff)].cell {
            sink.emit(Event::Dropped {
                firefighter: ff,
                item,
                cell: self.pos(cell),
            });
        }
    }

    /// EXP-VEH-DRIVE-1..3: the vehicle moves one spot; the Ambulance picks up
    /// Victims waiting there (EXP-VEH-RESCUE-1b); then the firefighters on
    /// the old spot may ride along.
    fn drive(
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

    /// The Ambulance arrives: Victims lying or held on its cells are rescued,
    /// downed firefighters there are restored (EXP-VEH-RESCUE-1b, SCEN-FRIEND-4c).
    fn ambulance_arrives(&mut self, cells: [CellId; 2], sink: &mut impl EventSink) -> Flow {
        for i in 0..self.tokens.len() {
            if let Some(cell) = self.tokens[i].cell()
                && cells.contains(&cell)
                && self.tokens[i].kind == PoiKind::Victim
                && matches!(
                    self.tokens[i].place,
                    TokenPlace::Board { revealed: true, .. }
                )
            {
                self.rescue(i as TokenId, cell, sink)?;
            }
        }
        for i in 0..self.firefighters.len() {
            let f = self.firefighters[i];
            if f.downed && f.cell.is_some_and(|c| cells.contains(&c)) {
                self.restore(i as u8, sink);
            }
        }
        Ok(())
    }

    /// A rider gets off the vehicle at `to` (EXP-VEH-RIDE-1, Ruling R26).
    fn ride(&mut self, ff: u8, vehicle: Vehicle, to: CellId, sink: &mut impl EventSink) -> Flow {
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
            for &cell in board.start_cells() {
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

/// The cells one step from `cell`, with the edge crossed (`None`: the stairs).
fn steps(state: &GameState, cell: CellId) -> impl Iterator<Item = (CellId, Option<EdgeId>)> + '_ {
    let info = state.board.cell(cell);
    info.neighbors
        .iter()
        .flatten()
        .map(|&(to, e)| (to, Some(e)))
        .chain(info.stair.map(|s| (s.to, None)))
}

/// For a door or window on `edge`: whether toggling it opens it, and its name.
fn door_toggle(state: &GameState, edge: EdgeId) -> Option<(bool, EdgeRef)> {
    let board = &state.board;
    matches!(
        board.edge(edge).kind,
        Some(EdgeKind::Door | EdgeKind::Window)
    )
    .then(|| {
        (
            state.edge_state(edge).door != DoorState::Open,
            board.edge_ref(edge),
        )
    })
}

fn turn_actions(state: &GameState, out: &mut Vec<Action>) {
    let board = &state.board;
    let Some(turn) = Turn::of(state) else { return };
    let turn = &turn;
    let here = turn.here;
    let info = board.cell(here);
    // The family game's candidates go straight to their own checks (the ones
    // `validate` dispatches to), and each action is named only once it passes.
    // Moves: the four sides, then the stairs (the order of `steps`).
    for &(to, edge) in info.neighbors.iter().flatten() {
        if validate_move(state, turn, to, Some(edge)).is_ok() {
            out.push(Action::Move(board.pos(to)));
        }
    }
    if let Some(stair) = info.stair
        && validate_move(state, turn, stair.to, None).is_ok()
    {
        out.push(Action::Move(board.pos(stair.to)));
    }
    for &(_, edge) in info.neighbors.iter().flatten() {
        let kind = board.edge(edge).kind;
        if matches!(kind, Some(EdgeKind::Door | EdgeKind::Window)) {
            // As `door_toggle`: a door not open is opened, an open one closed.
            let open = state.edge_state(edge).door != DoorState::Open;
            if validate_door(state, turn, edge, open).is_ok() {
                let edge_ref = board.edge_ref(edge);
                out.push(if open {
                    Action::Open(edge_ref)
                } else {
                    Action::Close(edge_ref)
                });
            }
        }
        if kind.is_some_and(EdgeKind::takes_cubes) {
            if validate_chop(state, turn, edge).is_ok() {
                out.push(Action::Chop(board.edge_ref(edge)));
            }
            if turn.is(Specialist::StructuralEngineer)
                && validate(state, turn, Intent::Repair(edge)).is_ok()
            {
                out.push(Action::Repair(board.edge_ref(edge)));
            }
        }
    }
    // Extinguishing: the own cell, then the adjacent ones in the order of
    // `GameState::adjacent` (open sides, then the stairs).
    let mut extinguish = |cell: CellId| match state.fire_at(cell) {
        FireLevel::Clear => {}
        FireLevel::Smoke => {
            if validate_extinguish(state, turn, cell, Extinguish::RemoveSmoke).is_ok() {
                out.push(Action::RemoveSmoke(board.pos(cell)));
            }
        }
        FireLevel::Fire => {
            if validate_extinguish(state, turn, cell, Extinguish::FlipFire).is_ok() {
                out.push(Action::FlipFire(board.pos(cell)));
            }
            if validate_extinguish(state, turn, cell, Extinguish::RemoveFire).is_ok() {
                out.push(Action::RemoveFire(board.pos(cell)));
            }
        }
    };
    extinguish(here);
    for &(to, edge) in info.neighbors.iter().flatten() {
        if state.edge_open(edge) {
            extinguish(to);
        }
    }
    if let Some(stair) = info.stair {
        extinguish(stair.to);
    }
    let hands = Hands {
        cell: here,
        carrying: turn.carrying,
        leading: turn.leading,
    };
    token_candidates(state, hands, true, |order| {
        if validate_token(state, turn, order).is_ok() {
            out.push(own_token_action(order));
        }
    });
    let mut push = |intent: Intent, action: Action| {
        if validate(state, turn, intent).is_ok() {
            out.push(action);
        }
    };
    if turn.is(Specialist::Paramedic) {
        for (token, t) in state.tokens_at(here) {
            if t.kind == PoiKind::Victim {
                push(Intent::Treat(token), Action::Treat(token));
            }
        }
    }
    let rules = state.rules;
    if rules.modules.hazmat && turn.is(Specialist::HazmatTechnician) {
        for h in 0..state.hazmat.len() as u8 {
            if state.hazmat[usize::from(h)] == HazmatPlace::Board(here) {
                push(Intent::Dispose(h), Action::Dispose(h));
            }
        }
    }
    if rules.has(Scenario::FriendInNeed) && turn.is(Specialist::Paramedic) {
        for (i, f) in state.firefighters.iter().enumerate() {
            if f.downed && f.cell == Some(here) {
                let i = i as u8;
                push(Intent::TreatFirefighter(i), Action::TreatFirefighter(i));
            }
        }
    }
    if rules.modules.vehicles {
        for vehicle in [Vehicle::Engine, Vehicle::Ambulance] {
            if let Some(spot) = state.vehicle_spot(vehicle) {
                for next in next_spots(spot, state.spot_count(vehicle))
                    .into_iter()
                    .flatten()
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
        push(Intent::DeckGun, Action::DeckGun);
        if rules.modules.specialists
            && !state.turn_state.acted
            && state.turn_state.started_on_engine
        {
            for s in Specialist::ALL {
                push(Intent::CrewChange(s), Action::CrewChange(s));
            }
        }
    }
    match turn.specialist {
        Some(Specialist::ImagingTechnician) => {
            for t in &state.tokens {
                if let TokenPlace::Board {
                    cell,
                    revealed: false,
                } = t.place
                {
                    push(Intent::Identify(cell), Action::Identify(board.pos(cell)));
                }
            }
        }
        Some(Specialist::StructuralEngineer) => push(Intent::ClearHotSpot, Action::ClearHotSpot),
        Some(Specialist::FireCaptain) => {
            for (i, f) in state.firefighters.iter().enumerate() {
                let firefighter = i as u8;
                let Some(from) = f.cell else { continue };
                if firefighter == turn.me || f.downed {
                    continue;
                }
                let hands = Hands {
                    cell: from,
                    carrying: f.carrying,
                    leading: f.leading,
                };
                token_candidates(state, hands, false, |order| {
                    if let Some(action) = commanded_token_action(firefighter, order) {
                        push(Intent::CommandToken { firefighter, order }, action);
                    }
                });
                for (to, edge) in steps(state, from) {
                    push(
                        Intent::CommandMove {
                            firefighter,
                            to,
                            edge,
                        },
                        Action::CommandMove {
                            firefighter,
                            to: board.pos(to),
                        },
                    );
                    if let Some(edge) = edge
                        && let Some((open, edge_ref)) = door_toggle(state, edge)
                    {
                        let action = if open {
                            Action::CommandOpen {
                                firefighter,
                                edge: edge_ref,
                            }
                        } else {
                            Action::CommandClose {
                                firefighter,
                                edge: edge_ref,
                            }
                        };
                        push(
                            Intent::CommandDoor {
                                firefighter,
                                edge,
                                open,
                            },
                            action,
                        );
                    }
                }
            }
        }
        _ => {}
    }
    if validate_end_turn(state).is_ok() {
        out.push(Action::EndTurn);
    }
}

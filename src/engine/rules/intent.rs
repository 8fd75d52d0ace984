//! Resolving an [`Action`] of the active firefighter's turn into an
//! [`Intent`]: places named by position become ids, and each is checked to be
//! within reach (adjacent cell, own edge). Whether the intent is allowed is
//! then decided by `validate` in `rules/actions.rs` and the family files.

use crate::engine::action::{Action, ActionError, LadderOrder, TokenId};
use crate::engine::board::{CellId, EdgeId};
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::reason::NoCommand;
use crate::engine::rules::actions::{PlanError, cell_of, edge_of};
use crate::engine::rules::basic::Extinguish;
use crate::engine::rules::carry::TokenOrder;
use crate::engine::rules::high_rise::{Way, special_way};
use crate::engine::rules::setup::spot_of;
use crate::engine::specialist::Specialist;
use crate::engine::state::{GameState, Item, Vehicle};

/// An action of the active firefighter with its places resolved to ids and
/// known to be within reach (adjacent cell, own edge). The legal-action
/// generator builds these straight from the board's tables.
#[derive(Copy, Clone, Debug)]
pub(super) enum Intent {
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
    /// By the Lobby or the aerial ladder, on the Captain's command.
    CommandSpecialMove {
        firefighter: u8,
        to: CellId,
        way: Way,
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
    /// By the Lobby or the aerial ladder (URB-HIGHRISE-LOBBY-1, -LADDER-1).
    SpecialMove {
        to: CellId,
        way: Way,
    },
    // --- 2nd Story ladders
    /// The active firefighter's own ladder action (2ND-LADDER-1..3, -8).
    Ladder(LadderOrder),
    /// A ladder action on the Fire Captain's command (2ND-LADDER-0).
    CommandLadder {
        firefighter: u8,
        order: LadderOrder,
    },
}

/// The step from `from` to neighbour `to`, through the edge between them
/// (`None`: by the stairs, or climbing a raised ladder, 2ND-LADDER-4); an
/// error if they are not neighbours.
pub(super) fn step_edge(
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
        .or_else(|| (state.ladder_link(from) == Some(to)).then_some(None))
        .ok_or(ActionError::NotAdjacent {
            from: state.pos(from),
            to: pos,
        })
}

/// An edge of `cell`'s four sides.
pub(super) fn edge_of_cell(
    state: &GameState,
    cell: CellId,
    edge_ref: EdgeRef,
) -> Result<EdgeId, ActionError> {
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
pub(super) fn resolve(
    state: &GameState,
    here: CellId,
    action: Action,
) -> Result<Intent, PlanError> {
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
                why: NoCommand::NoneOnTheBoard,
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
            // High Rise: the Lobby and the aerial ladder reach cells no step
            // does (and replace the steps across the facade).
            if let Some(way) = special_way(state, here, to) {
                Intent::SpecialMove { to, way }
            } else {
                let edge = step_edge(state, here, to, pos)?;
                Intent::Move { to, edge }
            }
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
            if let Some(way) = special_way(state, from, cell) {
                Intent::CommandSpecialMove {
                    firefighter,
                    to: cell,
                    way,
                }
            } else {
                Intent::CommandMove {
                    firefighter,
                    to: cell,
                    edge: step_edge(state, from, cell, to)?,
                }
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
        Action::TakeLadder => Intent::Ladder(LadderOrder::Take),
        Action::DropLadder => Intent::Ladder(LadderOrder::Drop),
        Action::PickUpLadder => Intent::Ladder(LadderOrder::PickUp),
        Action::RaiseLadder => Intent::Ladder(LadderOrder::Raise),
        Action::RetractLadder => Intent::Ladder(LadderOrder::Retract),
        Action::CommandLadder { firefighter, order } => {
            Intent::CommandLadder { firefighter, order }
        }
    })
}

//! The Fire Captain's commands (SPEC-CAPTAIN-1..4, Rulings R15 and R47):
//! checking and paying a command, commanded moves, doors and token handling,
//! their legal-action candidates, and performing a command.

use crate::engine::action::{Action, ActionError};
use crate::engine::board::{CellId, EdgeId, EdgeKind};
use crate::engine::event::{Event, EventSink};
use crate::engine::geom::EdgeRef;
use crate::engine::reason::{Ability, Forbidden, NoCommand};
use crate::engine::rules::actions::{Plan, Turn, spend};
use crate::engine::rules::basic::{check_door, check_step};
use crate::engine::rules::carry::{Hands, TokenOrder, TokenPlan, check_token, token_candidates};
use crate::engine::rules::high_rise::{self, Way};
use crate::engine::rules::intent::Intent;
use crate::engine::rules::reserve::{After, CAFS_COMMAND_CAP, Pay, keeps_reserve};
use crate::engine::rules::specialists::need_card;
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::{DoorState, GameState, Item};

/// What a commanded firefighter does (SPEC-CAPTAIN-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    Move { to: CellId, cost: u8 },
    Door { edge: EdgeId, open: bool },
}

/// The action that commands `firefighter` to carry out `order` (Ruling R47
/// covers Victims and Hazmat, not downed firefighters).
pub(super) fn commanded_token_action(firefighter: u8, order: TokenOrder) -> Option<Action> {
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
pub(super) fn check_command(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
) -> Result<(CellId, crate::engine::state::Firefighter), ActionError> {
    need_card(turn, Ability::Command)?;
    let cannot = |why| ActionError::CannotCommand { firefighter, why };
    if firefighter == turn.me {
        return Err(cannot(NoCommand::Himself));
    }
    let ff = *state
        .firefighters
        .get(usize::from(firefighter))
        .ok_or(cannot(NoCommand::NoSuchFirefighter))?;
    if ff.downed {
        return Err(cannot(NoCommand::Down));
    }
    let cell = ff.cell.ok_or(cannot(NoCommand::NotOnTheBoard))?;
    Ok((cell, ff))
}

/// Pays a command: Command AP first, then regular AP; at most 1 AP a turn on
/// the CAFS Firefighter, from any pool (SPEC-CAPTAIN-2/3, Ruling R15).
pub(super) fn pay_command(
    state: &GameState,
    turn: &Turn,
    cafs: bool,
    cost: u8,
) -> Result<Pay, ActionError> {
    if cafs && state.turn_state.cafs_commanded + cost > CAFS_COMMAND_CAP {
        return Err(ActionError::Forbidden(Forbidden::CafsCommandLimit));
    }
    turn.purse.pay(CostKind::Command, cost)
}

/// The command AP a command paid with `pay` spends on `ff` against the
/// CAFS Firefighter's cap (SPEC-CAPTAIN-3).
pub(super) fn cafs_share(ff: crate::engine::state::Firefighter, pay: Pay) -> u8 {
    if ff.is(Specialist::CafsFirefighter) {
        pay.total()
    } else {
        0
    }
}

/// SPEC-CAPTAIN-1: a commanded move.
pub(super) fn validate_command_move(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
    to: CellId,
    edge: Option<EdgeId>,
) -> Result<Plan, ActionError> {
    let (from, ff) = check_command(state, turn, firefighter)?;
    check_step(state, from, to, edge)?;
    let cost = crate::engine::rules::ladders::step_cost(state, from, to, ff.carrying, ff.leading)?;
    command_move(state, turn, firefighter, ff, to, cost)
}

/// A commanded move of `cost` AP: paid as a command, keeping the reserve
/// with the firefighter at `to` (SPEC-CAPTAIN-2/3, FAM-ACT-END-3).
fn command_move(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
    ff: crate::engine::state::Firefighter,
    to: CellId,
    cost: u8,
) -> Result<Plan, ActionError> {
    let pay = pay_command(state, turn, ff.is(Specialist::CafsFirefighter), cost)?;
    keeps_reserve(
        state,
        turn,
        After {
            other: Some((firefighter, to)),
            cafs_spent: cafs_share(ff, pay),
            ..turn.stay()
        },
        pay,
    )?;
    Ok(Plan::Command {
        firefighter,
        order: Order::Move { to, cost },
        pay,
    })
}

/// SPEC-CAPTAIN-1: a commanded Lobby move or aerial-ladder move, priced as
/// the firefighter's own (URB-HIGHRISE-LOBBY-1, -LADDER-1).
pub(super) fn validate_command_special_move(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
    to: CellId,
    way: Way,
) -> Result<Plan, ActionError> {
    let (_, ff) = check_command(state, turn, firefighter)?;
    let cost = high_rise::special_cost(state, to, way, ff.carrying)?;
    command_move(state, turn, firefighter, ff, to, cost)
}

/// SPEC-CAPTAIN-1: a commanded door, window or elevator door.
pub(super) fn validate_command_door(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
    edge: EdgeId,
    open: bool,
) -> Result<Plan, ActionError> {
    let escape = |after: After, pay: Pay| keeps_reserve(state, turn, after, pay);
    let stay = turn.stay();
    let (_, ff) = check_command(state, turn, firefighter)?;
    check_door(state, edge, open)?;
    let ap = high_rise::door_ap(state, edge);
    let pay = pay_command(state, turn, ff.is(Specialist::CafsFirefighter), ap)?;
    escape(
        After {
            edge: Some((edge, open)),
            cafs_spent: cafs_share(ff, pay),
            ..stay
        },
        pay,
    )?;
    Ok(Plan::Command {
        firefighter,
        order: Order::Door { edge, open },
        pay,
    })
}

/// Ruling R47: free token handling on a Captain's command.
pub(super) fn validate_command_token(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
    order: TokenOrder,
) -> Result<Plan, ActionError> {
    let escape = |after: After, pay: Pay| keeps_reserve(state, turn, after, pay);
    let stay = turn.stay();
    let (cell, ff) = check_command(state, turn, firefighter)?;
    let hands = Hands {
        cell,
        carrying: ff.carrying,
        leading: ff.leading,
    };
    crate::engine::rules::ladders::check_hands(state, firefighter, cell, order)?;
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
    Ok(Plan::Token {
        firefighter,
        plan,
        commanded: true,
    })
}

/// The cells one step from `cell`, with the edge crossed (`None`: the stairs).
pub(super) fn steps(
    state: &GameState,
    cell: CellId,
) -> impl Iterator<Item = (CellId, Option<EdgeId>)> + '_ {
    let info = state.board.cell(cell);
    info.neighbors
        .iter()
        .flatten()
        .map(|&(to, e)| (to, Some(e)))
        .chain(info.stair.map(|s| (s.to, None)))
}

/// For a door or window on `edge`: whether toggling it opens it, and its name.
pub(super) fn door_toggle(state: &GameState, edge: EdgeId) -> Option<(bool, EdgeRef)> {
    let board = &state.board;
    matches!(
        board.edge(edge).kind,
        Some(EdgeKind::Door | EdgeKind::Window | EdgeKind::ElevatorDoor)
    )
    .then(|| {
        (
            state.edge_state(edge).door != DoorState::Open,
            board.edge_ref(edge),
        )
    })
}

/// The Captain's command candidates of the legal-action generator.
pub(super) fn command_actions(
    state: &GameState,
    turn: &Turn,
    push: &mut impl FnMut(Intent, Action),
) {
    let board = &state.board;
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
        for (to, way) in high_rise::special_moves(state, from) {
            push(
                Intent::CommandSpecialMove {
                    firefighter,
                    to,
                    way,
                },
                Action::CommandMove {
                    firefighter,
                    to: board.pos(to),
                },
            );
        }
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

/// Performs a command (SPEC-CAPTAIN-1..3).
pub(super) fn perform_command(
    state: &mut GameState,
    me: u8,
    firefighter: u8,
    order: Order,
    pay: Pay,
    sink: &mut impl EventSink,
) {
    spend(state, me, pay);
    if state.firefighters[usize::from(firefighter)].is(Specialist::CafsFirefighter) {
        state.turn_state.cafs_commanded += pay.total();
    }
    sink.emit(Event::Commanded {
        captain: me,
        firefighter,
        ap: pay.total(),
        pool: pay.pool,
    });
    // The commanded firefighter pays nothing (SPEC-CAPTAIN-1): the price is
    // the Captain's, in `Commanded`, so the move or door event has none.
    match order {
        Order::Move { to, .. } => {
            let _ = state.move_firefighter(firefighter, to, Pay::default(), sink);
        }
        Order::Door { edge, open } => {
            let _ = state.set_door(firefighter, edge, open, Pay::default(), sink);
        }
    }
}

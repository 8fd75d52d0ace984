//! The specialists' own actions (SPEC-*): the Paramedic's treating
//! (SPEC-PARAMEDIC-1, SCEN-FRIEND-4), the Hazmat Technician's disposing
//! (SPEC-HAZTECH-1), the Imaging Technician's identifying (SPEC-IMAGING-1)
//! and the Structural Engineer's hot spots and repairs (SPEC-ENGINEER-1..3),
//! with `validate_special`, which checks every experienced-game action and
//! hands vehicles (`rules/drive.rs`, `rules/vehicles.rs`), Crew Change
//! (`rules/crew.rs`) and the Captain's commands (`rules/command.rs`) to their
//! files. Costs per card (SPEC-GEN-*) are in `engine/specialist.rs`.

use crate::engine::action::{Action, ActionError, TokenId};
use crate::engine::board::{CellId, EdgeId};
use crate::engine::config::Scenario;
use crate::engine::event::{Event, EventSink};
use crate::engine::reason::{Ability, Forbidden, Piece};
use crate::engine::rules::actions::{Plan, Turn, spend};
use crate::engine::rules::basic::{
    validate_chop, validate_door, validate_end_turn, validate_extinguish, validate_move,
    validate_token,
};
use crate::engine::rules::command::{
    validate_command_door, validate_command_move, validate_command_token,
};
use crate::engine::rules::crew::validate_crew_change;
use crate::engine::rules::drive::validate_drive;
use crate::engine::rules::intent::Intent;
use crate::engine::rules::reserve::{After, Pay, keeps_reserve};
use crate::engine::rules::vehicles::validate_deck_gun;
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::{FireLevel, GameState, HazmatPlace, PoiKind, TokenPlace};

/// The ability is the active firefighter's card's.
pub(super) fn need_card(turn: &Turn, ability: Ability) -> Result<(), ActionError> {
    if turn.is(ability.specialist()) {
        Ok(())
    } else {
        Err(ActionError::NotYourAbility { ability })
    }
}

/// SPEC-ENGINEER-3: no Fire on the Engineer's cell or next to it.
pub(super) fn no_fire_near(state: &GameState, here: CellId) -> Result<(), ActionError> {
    if state.fire_at(here) == FireLevel::Fire || state.next_to_fire(here) {
        return Err(ActionError::FireNearby {
            cell: state.pos(here),
        });
    }
    Ok(())
}

/// [`validate`](super::actions::validate) for the experienced game's actions (vehicles, specialists,
/// commands).
pub(super) fn validate_special(
    state: &GameState,
    turn: &Turn,
    intent: Intent,
) -> Result<Plan, ActionError> {
    let board = &state.board;
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
        Intent::SpecialMove { to, way } => {
            return crate::engine::rules::high_rise::validate_special_move(state, turn, to, way);
        }
        Intent::CommandSpecialMove {
            firefighter,
            to,
            way,
        } => {
            return crate::engine::rules::command::validate_command_special_move(
                state,
                turn,
                firefighter,
                to,
                way,
            );
        }
        Intent::Ladder(order) => {
            return crate::engine::rules::ladders::validate_ladder(state, turn, order);
        }
        Intent::CommandLadder { firefighter, order } => {
            return crate::engine::rules::ladders::validate_command_ladder(
                state,
                turn,
                firefighter,
                order,
            );
        }
        Intent::Drive { vehicle, spot } => return validate_drive(state, turn, vehicle, spot),
        Intent::DeckGun => return validate_deck_gun(state, turn),
        Intent::CrewChange(to) => return validate_crew_change(state, turn, to),
        Intent::Treat(token) => {
            need_card(turn, Ability::TreatVictim)?;
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
                    what: Piece::UntreatedVictim,
                    id: token,
                });
            }
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::Treat { token, pay }
        }
        Intent::TreatFirefighter(firefighter) => {
            need_card(turn, Ability::TreatFirefighter)?;
            let ok = state
                .firefighters
                .get(usize::from(firefighter))
                .is_some_and(|f| f.downed && f.cell == Some(here));
            if !ok {
                return Err(ActionError::NotOnYourCell {
                    what: Piece::DownedFirefighter,
                    id: firefighter,
                });
            }
            if state.fire_at(here) == FireLevel::Fire {
                return Err(ActionError::Forbidden(Forbidden::TreatDownedOnFire));
            }
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::TreatFirefighter { firefighter, pay }
        }
        Intent::Dispose(hazmat) => {
            need_card(turn, Ability::Dispose)?;
            if state.hazmat.get(usize::from(hazmat)) != Some(&HazmatPlace::Board(here)) {
                return Err(ActionError::NotOnYourCell {
                    what: Piece::Hazmat,
                    id: hazmat,
                });
            }
            let pay = purse.pay(CostKind::Other, 2)?;
            escape_here(pay)?;
            Plan::Dispose { hazmat, pay }
        }
        Intent::Identify(cell) => {
            need_card(turn, Ability::Identify)?;
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
        } => return validate_command_move(state, turn, firefighter, to, edge),
        Intent::CommandDoor {
            firefighter,
            edge,
            open,
        } => return validate_command_door(state, turn, firefighter, edge, open),
        Intent::CommandToken { firefighter, order } => {
            return validate_command_token(state, turn, firefighter, order);
        }
        Intent::ClearHotSpot => {
            need_card(turn, Ability::ClearHotSpot)?;
            if !state.hot_spot_at(here) {
                return Err(ActionError::Forbidden(Forbidden::NoHotSpot));
            }
            no_fire_near(state, here)?;
            let pay = purse.pay(CostKind::Other, 1)?;
            escape_here(pay)?;
            Plan::ClearHotSpot { cell: here, pay }
        }
        Intent::Repair(edge) => {
            need_card(turn, Ability::Repair)?;
            crate::engine::rules::high_rise::check_on_the_floor(state, here)?;
            let kind = board.edge(edge).kind;
            if !(kind.is_some_and(|k| k.capacity() == 2) && state.edge_state(edge).cubes == 1) {
                return Err(ActionError::Forbidden(Forbidden::RepairUndamaged));
            }
            no_fire_near(state, here)?;
            let pay = purse.pay(CostKind::Other, 2)?;
            escape_here(pay)?;
            Plan::Repair { edge, pay }
        }
    })
}

/// The Paramedic's and Hazmat Technician's candidates of the legal-action
/// generator (treating victims, disposing, treating downed firefighters).
pub(super) fn care_actions(state: &GameState, turn: &Turn, push: &mut impl FnMut(Intent, Action)) {
    let here = turn.here;
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
}

/// The Imaging Technician's candidates: every unrevealed POI (SPEC-IMAGING-1).
pub(super) fn identify_actions(state: &GameState, push: &mut impl FnMut(Intent, Action)) {
    let board = &state.board;
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

/// Treats a victim (SPEC-PARAMEDIC-1).
pub(super) fn perform_treat(
    state: &mut GameState,
    me: u8,
    token: TokenId,
    pay: Pay,
    sink: &mut impl EventSink,
) {
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

/// Disposes of a Hazmat (SPEC-HAZTECH-1).
pub(super) fn perform_dispose(
    state: &mut GameState,
    me: u8,
    hazmat: u8,
    pay: Pay,
    sink: &mut impl EventSink,
) {
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

/// Identifies a POI from afar (SPEC-IMAGING-1).
pub(super) fn perform_identify(
    state: &mut GameState,
    me: u8,
    token: TokenId,
    pay: Pay,
    sink: &mut impl EventSink,
) {
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

/// Removes a hot spot (SPEC-ENGINEER-1, SCEN-STRUCTURE-2).
pub(super) fn perform_clear_hot_spot(
    state: &mut GameState,
    me: u8,
    cell: CellId,
    pay: Pay,
    sink: &mut impl EventSink,
) {
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

/// Repairs a damaged wall (SPEC-ENGINEER-2).
pub(super) fn perform_repair(
    state: &mut GameState,
    me: u8,
    edge: EdgeId,
    pay: Pay,
    sink: &mut impl EventSink,
) {
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

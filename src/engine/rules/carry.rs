//! Free token handling: picking up and putting down a Victim, Hazmat or
//! downed firefighter (FAM-ACT-CARRY-1, EXP-HAZ-3, SCEN-FRIEND-2) and starting
//! or stopping to lead a treated Victim (SPEC-PARAMEDIC-2), by the active
//! firefighter or, on a Fire Captain's command, by another one (SPEC-CAPTAIN-1,
//! Ruling R47).
//!
//! None of it costs AP, so none of it is an "action" in the sense of Crew
//! Change's "first action of the turn" (EXP-CREW-1, Ruling R48).

use crate::engine::action::{ActionError, TokenId};
use crate::engine::board::CellId;
use crate::engine::config::{Module, Scenario};
use crate::engine::event::{Event, EventSink};
use crate::engine::reason::{Forbidden, ModuleUse, Piece};
use crate::engine::state::{GameState, HazmatPlace, Item, PoiKind, TokenPlace};

/// What a firefighter is asked to do with a token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum TokenOrder {
    PickUp(Item),
    Drop,
    Lead(TokenId),
    Release,
}

/// A validated [`TokenOrder`], with what it concerns resolved.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum TokenPlan {
    PickUp(Item),
    Drop(Item),
    Lead(TokenId),
    Release(TokenId),
}

/// The firefighter handling the token, as it stands now.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hands {
    pub cell: CellId,
    pub carrying: Option<Item>,
    pub leading: Option<TokenId>,
}

/// Whether `hands` may carry out `order` on their own cell. The escape
/// reserve (FAM-ACT-END-3) is the caller's business: picking up makes a step
/// out of Fire cost 2.
pub(crate) fn check_token(
    state: &GameState,
    hands: Hands,
    order: TokenOrder,
) -> Result<TokenPlan, ActionError> {
    let here = hands.cell;
    Ok(match order {
        TokenOrder::PickUp(item) => {
            if let Some(held) = hands.carrying {
                return Err(match held {
                    Item::Victim(token) => ActionError::AlreadyCarrying { token },
                    _ => ActionError::Forbidden(Forbidden::HandsFull),
                });
            }
            let free = state.carrier_of(item).is_none();
            match item {
                Item::Victim(token) => {
                    let ok = state.tokens.get(usize::from(token)).is_some_and(|t| {
                        t.kind == PoiKind::Victim
                            && t.place
                                == TokenPlace::Board {
                                    cell: here,
                                    revealed: true,
                                }
                    }) && free;
                    if !ok {
                        return Err(ActionError::NothingToPickUp { token });
                    }
                    if state.leader_of(token).is_some() {
                        return Err(ActionError::Forbidden(Forbidden::VictimBeingLed));
                    }
                }
                Item::Hazmat(h) => {
                    if !state.rules.modules.hazmat {
                        return Err(ActionError::ModuleOff {
                            what: ModuleUse::CarryingHazmat,
                            module: Module::Hazmat,
                        });
                    }
                    if !(state.hazmat.get(usize::from(h)) == Some(&HazmatPlace::Board(here))
                        && free)
                    {
                        return Err(ActionError::NotOnYourCell {
                            what: Piece::Hazmat,
                            id: h,
                        });
                    }
                }
                Item::Firefighter(ff) => {
                    let ok = state
                        .firefighters
                        .get(usize::from(ff))
                        .is_some_and(|f| f.downed && f.cell == Some(here))
                        && free;
                    if !ok {
                        return Err(ActionError::NotOnYourCell {
                            what: Piece::DownedFirefighter,
                            id: ff,
                        });
                    }
                }
            }
            TokenPlan::PickUp(item)
        }
        TokenOrder::Drop => match hands.carrying {
            Some(item) => TokenPlan::Drop(item),
            None => return Err(ActionError::NotCarrying),
        },
        TokenOrder::Lead(token) => {
            if hands.leading.is_some() {
                return Err(ActionError::Forbidden(Forbidden::AlreadyLeading));
            }
            let ok = state.tokens.get(usize::from(token)).is_some_and(|t| {
                t.treated
                    && t.place
                        == TokenPlace::Board {
                            cell: here,
                            revealed: true,
                        }
            }) && state.holder_of(token).is_none();
            if !ok {
                return Err(ActionError::NotOnYourCell {
                    what: Piece::FreeTreatedVictim,
                    id: token,
                });
            }
            TokenPlan::Lead(token)
        }
        TokenOrder::Release => match hands.leading {
            Some(token) => TokenPlan::Release(token),
            None => return Err(ActionError::Forbidden(Forbidden::NotLeading)),
        },
    })
}

/// Candidate orders on `hands`' cell, for the legal-action generator (each is
/// still validated). `downed` adds picking up downed firefighters (only the
/// active firefighter may: Ruling R47 covers Victims and Hazmat).
pub(crate) fn token_candidates(
    state: &GameState,
    hands: Hands,
    downed: bool,
    mut push: impl FnMut(TokenOrder),
) {
    let here = hands.cell;
    // Victims on the cell in token order (`tokens_at`, spelt out: this runs
    // for every legal-action listing).
    for (i, t) in state.tokens.iter().enumerate() {
        if t.kind != PoiKind::Victim || t.cell() != Some(here) {
            continue;
        }
        let token = i as TokenId;
        if hands.carrying.is_none() {
            push(TokenOrder::PickUp(Item::Victim(token)));
        }
        if t.treated && hands.leading.is_none() {
            push(TokenOrder::Lead(token));
        }
    }
    if hands.carrying.is_some() {
        push(TokenOrder::Drop);
    }
    if hands.leading.is_some() {
        push(TokenOrder::Release);
    }
    if state.rules.modules.hazmat && hands.carrying.is_none() {
        for h in 0..state.hazmat.len() as u8 {
            if state.hazmat[usize::from(h)] == HazmatPlace::Board(here) {
                push(TokenOrder::PickUp(Item::Hazmat(h)));
            }
        }
    }
    if downed && state.rules.has(Scenario::FriendInNeed) && hands.carrying.is_none() {
        for (i, f) in state.firefighters.iter().enumerate() {
            if f.downed && f.cell == Some(here) {
                push(TokenOrder::PickUp(Item::Firefighter(i as u8)));
            }
        }
    }
}

impl GameState {
    /// Carries out a validated token plan for `firefighter`.
    pub(crate) fn handle_token(
        &mut self,
        firefighter: u8,
        plan: TokenPlan,
        sink: &mut impl EventSink,
    ) {
        let i = usize::from(firefighter);
        match plan {
            TokenPlan::PickUp(item) => {
                self.firefighters[i].carrying = Some(item);
                if let Some(cell) = self.firefighters[i].cell {
                    sink.emit(Event::PickedUp {
                        firefighter,
                        item,
                        cell: self.pos(cell),
                    });
                }
            }
            TokenPlan::Drop(item) => self.drop_item(firefighter, item, sink),
            TokenPlan::Lead(token) => {
                self.firefighters[i].leading = Some(token);
                sink.emit(Event::LeadStarted { firefighter, token });
            }
            TokenPlan::Release(token) => {
                self.firefighters[i].leading = None;
                sink.emit(Event::LeadEnded { firefighter, token });
            }
        }
    }
}

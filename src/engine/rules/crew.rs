//! Crew Change (EXP-CREW-1, Rulings R17 and R48): the check, the
//! candidates of the legal-action generator and the change of card.

use crate::engine::action::{Action, ActionError};
use crate::engine::config::{Module, Scenario};
use crate::engine::event::{Event, EventSink};
use crate::engine::reason::{Forbidden, ModuleUse};
use crate::engine::rules::actions::{Plan, Turn};
use crate::engine::rules::intent::Intent;
use crate::engine::rules::reserve::{After, Pay, keeps_reserve};
use crate::engine::rules::setup::{card_deck, cards_held};
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::GameState;

/// AP of a Crew Change (EXP-CREW-1).
const CREW_CHANGE_AP: u8 = 2;

/// EXP-CREW-1: take a card not in play, as the turn's first action, from the
/// Engine's spot.
pub(super) fn validate_crew_change(
    state: &GameState,
    turn: &Turn,
    to: Specialist,
) -> Result<Plan, ActionError> {
    let rules = &state.rules;
    let Turn { purse, .. } = *turn;
    let escape = |after: After, pay: Pay| keeps_reserve(state, turn, after, pay);
    let stay = turn.stay();
    let escape_here = |pay: Pay| escape(stay, pay);
    for module in [Module::Specialists, Module::Vehicles] {
        if !rules.modules.has(module) {
            return Err(ActionError::ModuleOff {
                what: ModuleUse::CrewChange,
                module,
            });
        }
    }
    if rules.has(Scenario::VolunteerCrew) {
        return Err(ActionError::Forbidden(Forbidden::NoCrewChangeInScenario));
    }
    if state.turn_state.acted {
        return Err(ActionError::Forbidden(Forbidden::CrewChangeNotFirst));
    }
    if !state.turn_state.started_on_engine {
        return Err(ActionError::Forbidden(Forbidden::CrewChangeOffEngine));
    }
    if card_deck(&state.config) & to.bit() == 0 {
        return Err(ActionError::Forbidden(Forbidden::CardNotInGame));
    }
    if cards_held(state) & to.bit() != 0 {
        return Err(ActionError::SpecialistInPlay(to));
    }
    let pay = purse.pay(CostKind::Other, CREW_CHANGE_AP)?;
    escape_here(pay)?;
    Ok(Plan::CrewChange { to, pay })
}

/// The Crew Change candidates of the legal-action generator.
pub(super) fn crew_actions(state: &GameState, push: &mut impl FnMut(Intent, Action)) {
    let rules = state.rules;
    if rules.modules.specialists && !state.turn_state.acted && state.turn_state.started_on_engine {
        for s in Specialist::ALL {
            push(Intent::CrewChange(s), Action::CrewChange(s));
        }
    }
}

/// Changes the active firefighter's card (EXP-CREW-1, Ruling R17).
pub(super) fn perform_crew_change(
    state: &mut GameState,
    me: u8,
    to: Specialist,
    pay: Pay,
    sink: &mut impl EventSink,
) {
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

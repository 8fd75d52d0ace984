//! 2nd Story's portable ladders (2ND-LADDER-0..9, 2ND-BOARD-3; Rulings R36
//! and R40; engine rulings E28–E30 in `docs/rulings.md`).
//!
//! * Taking a ladder from the Engine (2ND-LADDER-1), carrying, dropping and
//!   picking it up (2ND-LADDER-2): free; one ladder at a time, never with a
//!   Victim, Hazmat or downed firefighter in the same hands (a treated Victim
//!   may be led). A carried ladder is [`LadderPlace::Carried`], so it goes
//!   wherever its carrier goes: moves, rides, knockdowns.
//! * Raising (2 AP, 2ND-LADDER-3) on a ground outside cell the board gives a
//!   top, one ladder per foot (R40); retracting (1 AP, 2ND-LADDER-8) from the
//!   foot, never while the top is occupied (R40).
//! * Climbing (2ND-LADDER-4/5) is an ordinary move between a raised
//!   ladder's foot and top (`GameState::ladder_link`, used by
//!   `intent::step_edge`), 1 AP, 2 AP carrying or leading; top ↔ the upper
//!   floor is a normal step through an open edge, 2 AP leading. The top is the
//!   only upper outside cell anyone may stand on, one firefighter at a time,
//!   and nothing is put down there (2ND-BOARD-3, 2ND-LADDER-6).
//! * Fire on a foot or top retracts the ladder at once; the firefighter on
//!   the top goes down to the foot (2ND-LADDER-9, R40).
//! * All of it is Move-type (2ND-LADDER-0): paid from the Rescue
//!   Specialist's Move pool, and commandable by the Fire Captain
//!   ([`Action::CommandLadder`], and `CommandMove` for climbing).

use crate::engine::action::{Action, ActionError, LadderOrder, TokenId};
use crate::engine::board::{CellId, CellKind};
use crate::engine::event::{Event, EventSink};
use crate::engine::reason::{Forbidden, MissingLadder};
use crate::engine::rules::Flow;
use crate::engine::rules::actions::{Plan, Turn, spend};
use crate::engine::rules::basic::move_cost;
use crate::engine::rules::carry::TokenOrder;
use crate::engine::rules::command::{cafs_share, check_command, pay_command};
use crate::engine::rules::intent::Intent;
use crate::engine::rules::reserve::{After, keeps_reserve};
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::{FireLevel, GameState, Item, LadderPlace, Vehicle};

/// AP to raise a ladder (2ND-LADDER-3) and to retract one (2ND-LADDER-8).
pub(crate) const RAISE_AP: u8 = 2;
pub(crate) const RETRACT_AP: u8 = 1;

impl GameState {
    /// 2nd Story: where each portable ladder is, by ladder number; empty on
    /// other boards.
    pub fn ladders(&self) -> &[LadderPlace] {
        &self.ladders
    }

    /// The ladder firefighter `ff` carries, if any.
    pub fn ladder_carried_by(&self, ff: u8) -> Option<u8> {
        self.ladders
            .iter()
            .position(|l| *l == LadderPlace::Carried(ff))
            .map(|i| i as u8)
    }

    /// The ladder raised on `foot`, if any.
    pub fn ladder_raised_on(&self, foot: CellId) -> Option<u8> {
        self.ladders
            .iter()
            .position(|l| *l == LadderPlace::Raised { foot })
            .map(|i| i as u8)
    }

    /// Whether `cell` is the top of a raised ladder.
    pub fn is_raised_top(&self, cell: CellId) -> bool {
        !self.ladders.is_empty()
            && self
                .board
                .ladder_foot(cell)
                .is_some_and(|foot| self.ladder_raised_on(foot).is_some())
    }

    /// The other end of the raised ladder standing on `cell` (its top from
    /// the foot, its foot from the top): the cell a climb reaches
    /// (2ND-LADDER-4).
    pub fn ladder_link(&self, cell: CellId) -> Option<CellId> {
        if self.ladders.is_empty() {
            return None;
        }
        if let Some(top) = self.board.ladder_top(cell)
            && self.ladder_raised_on(cell).is_some()
        {
            return Some(top);
        }
        self.board
            .ladder_foot(cell)
            .filter(|&foot| self.ladder_raised_on(foot).is_some())
    }

    /// The firefighter standing on `cell` who is not carried, if any.
    fn standing_on(&self, cell: CellId) -> Option<u8> {
        self.firefighters
            .iter()
            .enumerate()
            .find(|(i, f)| {
                f.cell == Some(cell) && self.carrier_of(Item::Firefighter(*i as u8)).is_none()
            })
            .map(|(i, _)| i as u8)
    }

    /// 2ND-LADDER-9 (Ruling R40): Fire placed on `cell`. If it is a raised
    /// ladder's foot or top, the ladder retracts at once and lies on its
    /// foot, and the firefighter on the top goes down to the foot with what
    /// it carries and leads. That is not a knockdown, but arriving outside
    /// the building rescues a carried Victim (FAM-ACT-RESCUE-1) or carries
    /// a Hazmat out as any arrival does.
    ///
    /// Called where Fire reaches a cell by an explosion or shockwave
    /// (`blast_reaches` in `rules/fire.rs`): the only way Fire reaches an
    /// outside cell, since the advance rolls name inside cells only and
    /// outside cells never hold Smoke to ignite or flash over.
    pub(crate) fn fire_reaches_ladder(&mut self, cell: CellId, sink: &mut impl EventSink) -> Flow {
        if self.ladders.is_empty() {
            return Ok(());
        }
        let foot = if self.ladder_raised_on(cell).is_some() {
            cell
        } else {
            match self.board.ladder_foot(cell) {
                Some(foot) if self.ladder_raised_on(foot).is_some() => foot,
                _ => return Ok(()),
            }
        };
        let Some(ladder) = self.ladder_raised_on(foot) else {
            return Ok(());
        };
        self.ladders[usize::from(ladder)] = LadderPlace::Lying(foot);
        sink.emit(Event::LadderAutoRetracted {
            ladder,
            foot: self.pos(foot),
            cell: self.pos(cell),
        });
        let Some(top) = self.board.ladder_top(foot) else {
            return Ok(());
        };
        while let Some(ff) = self.standing_on(top) {
            self.carry_along(ff, foot);
            sink.emit(Event::LeftLadderTop {
                firefighter: ff,
                from: self.pos(top),
                to: self.pos(foot),
            });
            self.arrive(ff, top, foot, sink)?;
        }
        Ok(())
    }
}

/// Whether `cell` is an upper-floor outside cell: a ladder top at best.
fn upper_outside(state: &GameState, cell: CellId) -> bool {
    state.board.kind(cell) == CellKind::Outside && state.board.pos(cell).floor != 0
}

/// 2ND-BOARD-3 / 2ND-LADDER-6: entering the upper outside cell `to`, which
/// is a raised ladder's top: only while nobody stands there.
pub(super) fn check_top(state: &GameState, to: CellId) -> Result<(), ActionError> {
    if state.standing_on(to).is_some() {
        return Err(ActionError::TopOccupied {
            cell: state.pos(to),
        });
    }
    Ok(())
}

/// The cost of a step from `from` to `to` (FAM-ACT-MOVE-1..3) with the
/// ladder rules: climbing and stepping between a top and the upper floor
/// cost 2 AP with a treated Victim (2ND-LADDER-4/5), and a downed
/// firefighter is not carried onto a top, which holds one firefighter
/// (2ND-LADDER-6).
pub(super) fn step_cost(
    state: &GameState,
    from: CellId,
    to: CellId,
    carrying: Option<Item>,
    leading: Option<TokenId>,
) -> Result<u8, ActionError> {
    let cost = move_cost(state, to, carrying, leading)?;
    if state.ladders.is_empty() || !(upper_outside(state, from) || upper_outside(state, to)) {
        return Ok(cost);
    }
    if upper_outside(state, to) && matches!(carrying, Some(Item::Firefighter(_))) {
        return Err(ActionError::Forbidden(Forbidden::DownedOntoLadderTop));
    }
    Ok(if leading.is_some() { cost.max(2) } else { cost })
}

/// The ladder rules on free token handling by firefighter `ff` on `cell`:
/// no Victim, Hazmat or downed firefighter picked up while holding a ladder
/// (2ND-LADDER-2), and nothing put down or let go on a ladder's top
/// (2ND-LADDER-6).
pub(super) fn check_hands(
    state: &GameState,
    ff: u8,
    cell: CellId,
    order: TokenOrder,
) -> Result<(), ActionError> {
    if state.ladders.is_empty() {
        return Ok(());
    }
    let f = &state.firefighters[usize::from(ff)];
    match order {
        TokenOrder::PickUp(_) if state.ladder_carried_by(ff).is_some() => {
            Err(ActionError::Forbidden(Forbidden::PickUpWithLadder))
        }
        TokenOrder::Drop if f.carrying.is_some() && upper_outside(state, cell) => {
            Err(ActionError::Forbidden(Forbidden::LeftOnLadderTop))
        }
        TokenOrder::Release if f.leading.is_some() && upper_outside(state, cell) => {
            Err(ActionError::Forbidden(Forbidden::LeftOnLadderTop))
        }
        _ => Ok(()),
    }
}

/// Whether a firefighter on `cell` stands at the Engine (2ND-LADDER-1): on
/// its spot with vehicles; without them (the family game), on any Engine
/// spot of the board (engine ruling E28).
fn at_engine(state: &GameState, cell: CellId) -> bool {
    if state.rules.modules.vehicles {
        state.covered_by(Vehicle::Engine, cell)
    } else {
        state
            .board
            .engine_spots()
            .iter()
            .any(|s| s.cells.contains(&cell))
    }
}

/// Whether firefighter `ff` may carry out `order` now: the ladder it
/// concerns and the AP it costs.
fn check_order(state: &GameState, ff: u8, order: LadderOrder) -> Result<(u8, u8), ActionError> {
    let f = state.firefighters[usize::from(ff)];
    let Some(here) = f.cell else {
        return Err(ActionError::NoLadder {
            what: MissingLadder::NoFirefighter,
        });
    };
    if state.ladders.is_empty() {
        return Err(ActionError::NoLadder {
            what: MissingLadder::NotInThisGame,
        });
    }
    let find = |place: LadderPlace| {
        state
            .ladders
            .iter()
            .position(|l| *l == place)
            .map(|i| i as u8)
    };
    let empty_hands = || {
        if f.carrying.is_some() {
            return Err(ActionError::Forbidden(Forbidden::LadderWithFullHands));
        }
        if state.ladder_carried_by(ff).is_some() {
            return Err(ActionError::Forbidden(Forbidden::SecondLadder));
        }
        Ok(())
    };
    let held = || {
        state.ladder_carried_by(ff).ok_or(ActionError::NoLadder {
            what: MissingLadder::NotInHands,
        })
    };
    Ok(match order {
        LadderOrder::Take => {
            if !at_engine(state, here) {
                return Err(ActionError::NotOnVehicle {
                    vehicle: Vehicle::Engine,
                });
            }
            empty_hands()?;
            let ladder = find(LadderPlace::Engine).ok_or(ActionError::NoLadder {
                what: MissingLadder::NoneOnTheEngine,
            })?;
            (ladder, 0)
        }
        LadderOrder::Drop => {
            let ladder = held()?;
            if upper_outside(state, here) {
                return Err(ActionError::Forbidden(Forbidden::LadderDownOnTop));
            }
            (ladder, 0)
        }
        LadderOrder::PickUp => {
            empty_hands()?;
            let ladder = find(LadderPlace::Lying(here)).ok_or(ActionError::NoLadder {
                what: MissingLadder::NoneLyingHere,
            })?;
            (ladder, 0)
        }
        LadderOrder::Raise => {
            let ladder = held()?;
            let top = state
                .board
                .ladder_top(here)
                .filter(|_| state.board.is_ground_outside(here))
                .ok_or(ActionError::Forbidden(Forbidden::RaiseWithoutTop))?;
            if state.ladder_raised_on(here).is_some() {
                return Err(ActionError::Forbidden(Forbidden::LadderAlreadyRaised));
            }
            if state.fire_at(here) == FireLevel::Fire || state.fire_at(top) == FireLevel::Fire {
                return Err(ActionError::Forbidden(Forbidden::RaiseIntoFire));
            }
            (ladder, RAISE_AP)
        }
        LadderOrder::Retract => {
            let ladder = state.ladder_raised_on(here).ok_or(ActionError::NoLadder {
                what: MissingLadder::NoneRaisedHere,
            })?;
            if let Some(top) = state.board.ladder_top(here)
                && state.standing_on(top).is_some()
            {
                return Err(ActionError::Forbidden(Forbidden::RetractUnderFirefighter));
            }
            (ladder, RETRACT_AP)
        }
    })
}

/// The active firefighter's own ladder action (2ND-LADDER-1..3, -8), a
/// Move-type action (2ND-LADDER-0).
pub(super) fn validate_ladder(
    state: &GameState,
    turn: &Turn,
    order: LadderOrder,
) -> Result<Plan, ActionError> {
    let (ladder, cost) = check_order(state, turn.me, order)?;
    let pay = turn.purse.pay(CostKind::Move, cost)?;
    keeps_reserve(state, turn, moving_ladders(turn), pay)?;
    Ok(Plan::Ladder {
        firefighter: turn.me,
        ladder,
        order,
        pay,
        commanded: false,
    })
}

/// A ladder action keeps the escape reserve without counting the ladders'
/// tops as ways out: it may raise or retract the one someone needs (E33).
fn moving_ladders(turn: &Turn) -> After {
    After {
        ways_change: true,
        ..turn.stay()
    }
}

/// A ladder action on the Fire Captain's command (2ND-LADDER-0,
/// SPEC-CAPTAIN-1..3): paid as any command.
pub(super) fn validate_command_ladder(
    state: &GameState,
    turn: &Turn,
    firefighter: u8,
    order: LadderOrder,
) -> Result<Plan, ActionError> {
    let (_, ff) = check_command(state, turn, firefighter)?;
    let (ladder, cost) = check_order(state, firefighter, order)?;
    let pay = pay_command(state, turn, ff.is(Specialist::CafsFirefighter), cost)?;
    let after = After {
        cafs_spent: cafs_share(ff, pay),
        ..moving_ladders(turn)
    };
    keeps_reserve(state, turn, after, pay)?;
    Ok(Plan::Ladder {
        firefighter,
        ladder,
        order,
        pay,
        commanded: true,
    })
}

/// The ladder candidates of the legal-action generator: the climb from the
/// firefighter's cell, its own ladder actions, then the Captain's commanded
/// climbs and ladder actions, firefighter by firefighter. Nothing on boards
/// without ladders.
pub(super) fn ladder_actions(
    state: &GameState,
    turn: &Turn,
    push: &mut impl FnMut(Intent, Action),
) {
    if state.ladders.is_empty() {
        return;
    }
    let board = &state.board;
    if let Some(to) = state.ladder_link(turn.here) {
        push(Intent::Move { to, edge: None }, Action::Move(board.pos(to)));
    }
    for order in LadderOrder::ALL {
        push(Intent::Ladder(order), order.own_action());
    }
    if !turn.is(Specialist::FireCaptain) {
        return;
    }
    for (i, f) in state.firefighters.iter().enumerate() {
        let firefighter = i as u8;
        let Some(from) = f.cell else { continue };
        if firefighter == turn.me || f.downed {
            continue;
        }
        if let Some(to) = state.ladder_link(from) {
            push(
                Intent::CommandMove {
                    firefighter,
                    to,
                    edge: None,
                },
                Action::CommandMove {
                    firefighter,
                    to: board.pos(to),
                },
            );
        }
        for order in LadderOrder::ALL {
            push(
                Intent::CommandLadder { firefighter, order },
                Action::CommandLadder { firefighter, order },
            );
        }
    }
}

/// Performs a validated ladder action of `firefighter`, paid by the active
/// firefighter `me` (the Captain when commanded).
pub(super) fn perform_ladder(state: &mut GameState, me: u8, plan: Plan, sink: &mut impl EventSink) {
    let Plan::Ladder {
        firefighter,
        ladder,
        order,
        pay,
        commanded,
    } = plan
    else {
        return;
    };
    spend(state, me, pay);
    let ap = pay.total();
    if commanded {
        if state.firefighters[usize::from(firefighter)].is(Specialist::CafsFirefighter) {
            state.turn_state.cafs_commanded += ap;
        }
        sink.emit(Event::Commanded {
            captain: me,
            firefighter,
            ap,
            pool: pay.pool,
        });
    }
    let Some(here) = state.firefighters[usize::from(firefighter)].cell else {
        return;
    };
    let cell = state.pos(here);
    let place = &mut state.ladders[usize::from(ladder)];
    match order {
        LadderOrder::Take => {
            *place = LadderPlace::Carried(firefighter);
            sink.emit(Event::LadderTaken {
                firefighter,
                ladder,
                cell,
            });
        }
        LadderOrder::Drop => {
            *place = LadderPlace::Lying(here);
            sink.emit(Event::LadderDropped {
                firefighter,
                ladder,
                cell,
            });
        }
        LadderOrder::PickUp => {
            *place = LadderPlace::Carried(firefighter);
            sink.emit(Event::LadderPickedUp {
                firefighter,
                ladder,
                cell,
            });
        }
        LadderOrder::Raise => {
            *place = LadderPlace::Raised { foot: here };
            let top = state.board.ladder_top(here).map_or(cell, |t| state.pos(t));
            sink.emit(Event::LadderRaised {
                firefighter,
                ladder,
                foot: cell,
                top,
                ap,
            });
        }
        LadderOrder::Retract => {
            *place = LadderPlace::Lying(here);
            sink.emit(Event::LadderRetracted {
                firefighter,
                ladder,
                foot: cell,
                ap,
            });
        }
    }
}

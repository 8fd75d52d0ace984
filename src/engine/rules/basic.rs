//! The family game's basic actions (FAM-ACT-*): moving (FAM-ACT-MOVE-1..3),
//! doors and windows (FAM-ACT-DOOR-1), extinguishing (FAM-ACT-EXT-1..3),
//! chopping (FAM-ACT-CHOP-1), free token handling by the active firefighter
//! (FAM-ACT-CARRY-1; the token rules themselves are in `rules/carry.rs`) and
//! ending the turn (FAM-ACT-END-2): their checks, their legal-action
//! candidates, and what a move, door or arrival does (rescues FAM-ACT-RESCUE-1
//! and EXP-VEH-RESCUE-1, Hazmat carried out EXP-HAZ-3, a downed firefighter
//! restored SCEN-FRIEND-4).

use crate::engine::action::{Action, ActionError, TokenId};
use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::event::{Event, EventSink, MoveWay};
use crate::engine::reason::{Forbidden, NoEntry};
use crate::engine::rules::Flow;
use crate::engine::rules::actions::{Plan, Turn, validate};
use crate::engine::rules::carry::{Hands, TokenOrder, TokenPlan, check_token, token_candidates};
use crate::engine::rules::high_rise;
use crate::engine::rules::intent::Intent;
use crate::engine::rules::ladders;
use crate::engine::rules::reserve::{After, Pay, is_party_wall, keeps_reserve};
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::{DoorState, FireLevel, GameState, HazmatPlace, Item, TokenPlace};

/// What blocks an edge, for [`ActionError::Blocked`]. An edge without a
/// kind is open floor and never blocks; it reads as a wall, should it ever.
fn barrier(state: &GameState, edge: EdgeId) -> EdgeKind {
    state.board.edge(edge).kind.unwrap_or(EdgeKind::Wall)
}

/// An extinguish action (FAM-ACT-EXT-1..3).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Extinguish {
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

/// The cost of a move by a firefighter carrying `carrying` and leading
/// `leading` into `to` (FAM-ACT-MOVE-1..3, SPEC-PARAMEDIC-2, Ruling R28).
pub(super) fn move_cost(
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
        return Err(ActionError::Forbidden(Forbidden::LeadIntoFire));
    }
    Ok(if carrying.is_some() || into_fire {
        2
    } else {
        1
    })
}

/// Checks a door or window on `edge` can be set `open`.
pub(super) fn check_door(state: &GameState, edge: EdgeId, open: bool) -> Result<(), ActionError> {
    let board = &state.board;
    let edge_ref = || board.edge_ref(edge);
    // Elevator doors are operated only on High Rise (URB-HIGHRISE-ELEV-2).
    let what = match board.edge(edge).kind {
        Some(kind @ (EdgeKind::Door | EdgeKind::Window)) => kind,
        Some(EdgeKind::ElevatorDoor) if high_rise::is_high_rise(state) => EdgeKind::ElevatorDoor,
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
            state: door,
        });
    }
    Ok(())
}

/// A window counts as a Move-type action (SPEC-CAPTAIN-1), a door does not.
pub(super) fn door_cost_kind(state: &GameState, edge: EdgeId) -> CostKind {
    match state.board.edge(edge).kind {
        Some(EdgeKind::Window) => CostKind::Move,
        _ => CostKind::Other,
    }
}

/// FAM-ACT-MOVE-1..3: a step to a neighbour (through `edge`, or by the
/// stairs when `None`).
#[inline]
pub(super) fn validate_move(
    state: &GameState,
    turn: &Turn,
    to: CellId,
    edge: Option<EdgeId>,
) -> Result<Plan, ActionError> {
    check_step(state, turn.here, to, edge)?;
    let cost = ladders::step_cost(state, turn.here, to, turn.carrying, turn.leading)?;
    pay_move(state, turn, to, cost)
}

/// A move of the active firefighter to `to` for `cost` AP, paid as a Move
/// and keeping the escape reserve from there (FAM-ACT-END-3).
pub(super) fn pay_move(
    state: &GameState,
    turn: &Turn,
    to: CellId,
    cost: u8,
) -> Result<Plan, ActionError> {
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
pub(super) fn validate_door(
    state: &GameState,
    turn: &Turn,
    edge: EdgeId,
    open: bool,
) -> Result<Plan, ActionError> {
    check_door(state, edge, open)?;
    let pay = turn
        .purse
        .pay(door_cost_kind(state, edge), high_rise::door_ap(state, edge))?;
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
pub(super) fn validate_extinguish(
    state: &GameState,
    turn: &Turn,
    cell: CellId,
    kind: Extinguish,
) -> Result<Plan, ActionError> {
    if !turn.may_extinguish {
        return Err(ActionError::Forbidden(Forbidden::EngineerExtinguishes));
    }
    if high_rise::elevator_destroyed(state, cell) {
        return Err(ActionError::Forbidden(Forbidden::DestroyedElevatorFire));
    }
    let (needs, to, cost) = kind.effect();
    if state.fire_at(cell) != needs {
        return Err(ActionError::NothingToExtinguish {
            cell: state.pos(cell),
            what: needs,
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
pub(super) fn validate_chop(
    state: &GameState,
    turn: &Turn,
    edge: EdgeId,
) -> Result<Plan, ActionError> {
    let board = &state.board;
    high_rise::check_on_the_floor(state, turn.here)?;
    let kind = board.edge(edge).kind;
    match kind {
        Some(kind) if kind.takes_cubes() => {
            if state.edge_destroyed(edge) {
                return Err(ActionError::Destroyed {
                    edge: board.edge_ref(edge),
                    what: kind,
                });
            }
        }
        _ => {
            // Ruling R4: doors and entrances take no cubes.
            return Err(ActionError::NotChoppable {
                edge: board.edge_ref(edge),
                what: kind,
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
pub(super) fn validate_token(
    state: &GameState,
    turn: &Turn,
    order: TokenOrder,
) -> Result<Plan, ActionError> {
    let hands = Hands {
        cell: turn.here,
        carrying: turn.carrying,
        leading: turn.leading,
    };
    ladders::check_hands(state, turn.me, turn.here, order)?;
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
pub(super) fn validate_end_turn(state: &GameState) -> Result<Plan, ActionError> {
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

/// The action that asks the active firefighter for `order`.
pub(super) fn own_token_action(order: TokenOrder) -> Action {
    match order {
        TokenOrder::PickUp(Item::Victim(t)) => Action::PickUp(t),
        TokenOrder::PickUp(Item::Hazmat(h)) => Action::PickUpHazmat(h),
        TokenOrder::PickUp(Item::Firefighter(ff)) => Action::PickUpFirefighter(ff),
        TokenOrder::Drop => Action::Drop,
        TokenOrder::Lead(t) => Action::Lead(t),
        TokenOrder::Release => Action::Release,
    }
}

/// Checks a step from `from` to its neighbour `to` through `edge` (`None`:
/// by the stairs): not blocked, and a cell firefighters may enter.
#[inline]
pub(super) fn check_step(
    state: &GameState,
    from: CellId,
    to: CellId,
    edge: Option<EdgeId>,
) -> Result<(), ActionError> {
    if let Some(edge) = edge {
        if high_rise::through_the_shaft(state, from, to, edge) {
            return Err(ActionError::CannotEnter {
                cell: state.pos(to),
                why: NoEntry::ThroughTheShaft,
            });
        }
        // URB-BROWN-2: party walls are never crossed, even destroyed.
        if !state.edge_open(edge) || is_party_wall(state, edge) {
            return Err(ActionError::Blocked {
                from: state.pos(from),
                to: state.pos(to),
                what: barrier(state, edge),
            });
        }
    }
    let info = state.board.cell(to);
    if high_rise::crosses_the_facade(state, from, to) {
        return Err(ActionError::CannotEnter {
            cell: info.pos,
            why: NoEntry::ThroughTheFacade,
        });
    }
    let why = match info.kind {
        CellKind::Inside => return Ok(()),
        CellKind::Outside if info.pos.floor == 0 => return Ok(()),
        // 2nd Story: a raised ladder's top (2ND-BOARD-3, 2ND-LADDER-6).
        CellKind::Outside if state.is_raised_top(to) => return ladders::check_top(state, to),
        CellKind::Outside => NoEntry::UpperOutside,
        CellKind::Restricted => NoEntry::Restricted,
        // URB-HIGHRISE-ELEV-1: at the fire floor (door open) the car is an
        // ordinary space, unless a blast destroyed it (URB-HIGHRISE-ELEV-4).
        CellKind::Elevator if high_rise::elevator_destroyed(state, to) => {
            NoEntry::DestroyedElevator
        }
        CellKind::Elevator if high_rise::is_high_rise(state) => return Ok(()),
        CellKind::Elevator => NoEntry::Elevator,
    };
    Err(ActionError::CannotEnter {
        cell: info.pos,
        why,
    })
}

impl GameState {
    /// Opens or closes a door or window (FAM-ACT-DOOR-1).
    pub(super) fn set_door(
        &mut self,
        ff: u8,
        edge: EdgeId,
        open: bool,
        pay: Pay,
        sink: &mut impl EventSink,
    ) -> Flow {
        let mut edge_state = self.edges[edge.index()];
        edge_state.door = if open {
            DoorState::Open
        } else {
            DoorState::Closed
        };
        self.set_edge(edge, edge_state);
        let edge_ref = self.board.edge_ref(edge);
        sink.emit(if open {
            Event::DoorOpened {
                firefighter: ff,
                edge: edge_ref,
                ap: pay.total(),
                pool: pay.pool,
            }
        } else {
            Event::DoorClosed {
                firefighter: ff,
                edge: edge_ref,
                ap: pay.total(),
                pool: pay.pool,
            }
        });
        // URB-HIGHRISE-ELEV-3: a closing elevator door takes the car to the
        // Lobby, where Victims are safe and Hazmat is disposed of.
        if !open && let Some(car) = self.board.elevator_car(edge) {
            self.car_reaches_lobby(car, sink)?;
        }
        Ok(())
    }

    /// Moves firefighter `ff` (and what it carries and leads) to `to`.
    pub(super) fn carry_along(&mut self, ff: u8, to: CellId) {
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

    /// How a legal move from `from` to `to` goes, looked at before it is
    /// made (the Lobby and the aerial ladder depend on where the car and
    /// the Engine are).
    pub(super) fn way_between(&self, from: CellId, to: CellId) -> MoveWay {
        match high_rise::special_way(self, from, to) {
            Some(high_rise::Way::Lobby) => MoveWay::Lobby,
            Some(high_rise::Way::AerialLadder) => MoveWay::AerialLadder,
            None if self.board.stair(from).is_some_and(|s| s.to == to) => MoveWay::Stairs,
            None if self.ladder_link(from) == Some(to) => MoveWay::Ladder,
            None => MoveWay::Step,
        }
    }

    /// A move of firefighter `ff` by its own action or a command.
    pub(super) fn move_firefighter(
        &mut self,
        ff: u8,
        to: CellId,
        pay: Pay,
        sink: &mut impl EventSink,
    ) -> Flow {
        let f = self.firefighters[usize::from(ff)];
        let Some(from) = f.cell else { return Ok(()) };
        let way = self.way_between(from, to);
        self.carry_along(ff, to);
        sink.emit(Event::Moved {
            firefighter: ff,
            from: self.pos(from),
            to: self.pos(to),
            ap: pay.total(),
            pool: pay.pool,
            carrying: f.carrying,
            leading: f.leading,
            way,
        });
        // FAM-ACT-POI-1: entering reveals, at no cost (also when commanded).
        self.reveal_all_at(to, sink);
        self.arrive(ff, from, to, sink)
    }

    /// Whether a Victim carried or led from `from` onto `to` is rescued
    /// there: on a space the rescue vehicle covers with vehicles
    /// (EXP-VEH-RESCUE-1a), else out of the building, from inside or down
    /// a ladder (FAM-ACT-RESCUE-1, 2ND-BOARD-3). The menus tell a player
    /// before the step which steps rescue.
    pub fn rescues_on_arrival(&self, from: CellId, to: CellId) -> bool {
        if self.rules.modules.vehicles {
            self.covered_by(self.board.rescue_vehicle(), to)
        } else {
            self.board.is_ground_outside(to) && !self.board.is_ground_outside(from)
        }
    }

    /// What arriving on `to` does with what `ff` carries and leads: rescues
    /// (FAM-ACT-RESCUE-1, or EXP-VEH-RESCUE-1 with vehicles), Hazmat carried
    /// out (EXP-HAZ-3), a downed firefighter brought to the Ambulance
    /// (SCEN-FRIEND-4).
    pub(super) fn arrive(
        &mut self,
        ff: u8,
        from: CellId,
        to: CellId,
        sink: &mut impl EventSink,
    ) -> Flow {
        let f = self.firefighters[usize::from(ff)];
        let vehicles = self.rules.modules.vehicles;
        let outside = self.board.is_ground_outside(to);
        if self.rescues_on_arrival(from, to) {
            let arrived = [f.victim(), f.leading].into_iter().flatten();
            self.rescue_all(arrived.map(|token| (token, to)), sink)?;
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
                    self.covered_by(self.board.rescue_vehicle(), to)
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
}

/// The family game's candidates of the legal-action generator (moves, doors,
/// chops and the Structural Engineer's repairs, extinguishing, token
/// handling), in that order; each goes straight to its own check.
pub(super) fn family_actions(state: &GameState, turn: &Turn, out: &mut Vec<Action>) {
    let board = &state.board;
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
        if matches!(
            kind,
            Some(EdgeKind::Door | EdgeKind::Window | EdgeKind::ElevatorDoor)
        ) {
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
}

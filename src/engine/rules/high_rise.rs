//! High Rise (§9, URB-HIGHRISE-*): the fire floor of a tower, reached only
//! by the elevators (through the Lobby) and the Engine's aerial ladder.
//!
//! * URB-HIGHRISE-GEN-1: no plain move between inside and outside
//!   ([`crosses_the_facade`], checked with every step in `basic.rs`).
//! * URB-HIGHRISE-ELEV-1..3: an elevator is its cell; a closed door means
//!   the car is in the Lobby. The door costs 2 AP from either side
//!   ([`door_ap`]); closing it rescues the Victims and disposes of the
//!   Hazmat on the car ([`GameState::car_reaches_lobby`]).
//! * URB-HIGHRISE-LOBBY-1: Lobby ↔ any Engine spot cell, 2 AP.
//! * URB-HIGHRISE-LADDER-1, -RESCUE-1: the aerial ladder, 2 AP (4 carrying),
//!   from the Engine's spot to an inside cell across a destroyed outer wall
//!   on the Engine's side and back down; a Victim carried down is rescued
//!   (the arrival at the Engine does it, `basic.rs` `arrive`).
//! * URB-HIGHRISE-ELEV-4: a blast that removes an elevator door destroys the
//!   elevator ([`GameState::destroy_elevator`]).
//!
//! Engine ruling E32: without vehicles (the family game) the Engine is not
//! on the board; every Engine spot serves its side of the building.

use crate::engine::action::{ActionError, TokenId};
use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind, RuleSet};
use crate::engine::event::{Event, EventSink};
use crate::engine::geom::Dir;
use crate::engine::reason::Forbidden;
use crate::engine::rules::Flow;
use crate::engine::rules::actions::{Plan, Turn};
use crate::engine::rules::basic::pay_move;
use crate::engine::state::{DoorState, FireLevel, GameState, HazmatPlace, Item, PoiKind, Vehicle};

/// AP of an elevator door (URB-HIGHRISE-ELEV-2), a Lobby move
/// (URB-HIGHRISE-LOBBY-1) and the aerial ladder (URB-HIGHRISE-LADDER-1).
const ELEVATOR_DOOR_AP: u8 = 2;
const LOBBY_AP: u8 = 2;
const LADDER_AP: u8 = 2;
const LADDER_CARRYING_AP: u8 = 4;

/// How a High Rise move crosses between the fire floor and the street.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Way {
    /// Lobby ↔ an Engine spot cell (URB-HIGHRISE-LOBBY-1).
    Lobby,
    /// Up or down the Engine's aerial ladder (URB-HIGHRISE-LADDER-1).
    AerialLadder,
}

pub(crate) fn is_high_rise(state: &GameState) -> bool {
    state.board.rules() == RuleSet::HighRise
}

/// URB-HIGHRISE-GEN-1: on High Rise no plain step goes between an inside
/// cell (the elevators included) and an outside one.
pub(crate) fn crosses_the_facade(state: &GameState, from: CellId, to: CellId) -> bool {
    is_high_rise(state)
        && state.board.kind(from).is_interior() != state.board.kind(to).is_interior()
}

/// URB-HIGHRISE-ELEV-1: a car is entered and left through its door only;
/// a destroyed wall of the shaft is no way in or out.
pub(crate) fn through_the_shaft(state: &GameState, from: CellId, to: CellId, edge: EdgeId) -> bool {
    is_high_rise(state)
        && (state.board.kind(from) == CellKind::Elevator
            || state.board.kind(to) == CellKind::Elevator)
        && state.board.edge(edge).kind != Some(EdgeKind::ElevatorDoor)
}

/// URB-HIGHRISE-ELEV-4: an elevator whose door a blast removed.
pub(crate) fn elevator_destroyed(state: &GameState, cell: CellId) -> bool {
    is_high_rise(state)
        && state.board.kind(cell) == CellKind::Elevator
        && state
            .board
            .elevator_door(cell)
            .is_some_and(|e| state.edge_destroyed(e))
}

/// URB-HIGHRISE-ELEV-1: the car of this elevator cell is in the Lobby (its
/// door is closed).
pub(crate) fn in_lobby(state: &GameState, cell: CellId) -> bool {
    is_high_rise(state)
        && state.board.kind(cell) == CellKind::Elevator
        && state
            .board
            .elevator_door(cell)
            .is_some_and(|e| state.edge_state(e).door == DoorState::Closed)
}

/// Engine ruling E37: a firefighter in the Lobby is not on the fire floor,
/// so the walls there are out of its reach (no chop, no repair); it leaves
/// by the elevator door or a Lobby move.
pub(crate) fn check_on_the_floor(state: &GameState, here: CellId) -> Result<(), ActionError> {
    if in_lobby(state, here) {
        return Err(ActionError::Forbidden(Forbidden::InTheLobby));
    }
    Ok(())
}

/// AP of opening or closing `edge`: 2 for an elevator door (travel
/// included, URB-HIGHRISE-ELEV-2), 1 otherwise (FAM-ACT-DOOR-1).
pub(crate) fn door_ap(state: &GameState, edge: EdgeId) -> u8 {
    if state.board.edge(edge).kind == Some(EdgeKind::ElevatorDoor) {
        ELEVATOR_DOOR_AP
    } else {
        1
    }
}

/// The Engine spots serving the aerial ladder: the Engine's own spot with
/// vehicles, every spot without (engine ruling E32), each with its side.
fn engine_sides(state: &GameState) -> impl Iterator<Item = (Option<Dir>, [CellId; 2])> + '_ {
    let vehicles = state.rules.modules.vehicles;
    let parked = state
        .vehicle_spot(Vehicle::Engine)
        .filter(|_| vehicles)
        .and_then(|spot| {
            let side = state.board.spot_side(false, usize::from(spot));
            state
                .vehicle_cells(Vehicle::Engine)
                .map(|cells| (side, cells))
        });
    let every = state
        .board
        .engine_spots()
        .iter()
        .filter(move |_| !vehicles)
        .map(|s| (s.side, s.cells));
    parked.into_iter().chain(every)
}

/// Whether `cell` is a cell of any Engine spot: the Lobby move reaches any
/// of them, the Engine need not be there (URB-HIGHRISE-LOBBY-1).
fn is_engine_cell(state: &GameState, cell: CellId) -> bool {
    state
        .board
        .engine_spots()
        .iter()
        .any(|s| s.cells.contains(&cell))
}

/// The inside cell's side `side` is a destroyed outer-wall segment: the
/// aerial ladder's way in and out (URB-HIGHRISE-LADDER-1).
fn ladder_window(state: &GameState, cell: CellId, side: Dir) -> bool {
    state.board.kind(cell) == CellKind::Inside
        && state.board.neighbor(cell, side).is_some_and(|(out, edge)| {
            state.board.kind(out) == CellKind::Outside
                && state
                    .board
                    .edge(edge)
                    .kind
                    .is_some_and(EdgeKind::takes_cubes)
                && state.edge_destroyed(edge)
        })
}

/// Every inside cell the aerial ladder reaches as the state stands, with
/// the Engine spot cells at its foot (URB-HIGHRISE-LADDER-1): for the
/// bot's distance maps, which join the two at the ladder's AP.
pub(crate) fn aerial_ladder_ends(
    state: &GameState,
) -> impl Iterator<Item = (CellId, [CellId; 2])> + '_ {
    let high_rise = is_high_rise(state);
    engine_sides(state)
        .filter(move |_| high_rise)
        .filter_map(|(side, cells)| side.map(|side| (side, cells)))
        .flat_map(move |(side, cells)| {
            state
                .board
                .cell_ids()
                .filter(move |&c| ladder_window(state, c, side))
                .map(move |c| (c, cells))
        })
}

/// How a firefighter on `from` reaches `to` by the Lobby or the aerial
/// ladder, if one of them does (validation and the legal-action list share
/// it; nothing is allocated, as moves are resolved by the million).
pub(crate) fn special_way(state: &GameState, from: CellId, to: CellId) -> Option<Way> {
    if !is_high_rise(state) || from == to {
        return None;
    }
    if (in_lobby(state, from) && is_engine_cell(state, to))
        || (is_engine_cell(state, from) && in_lobby(state, to) && !elevator_destroyed(state, to))
    {
        return Some(Way::Lobby);
    }
    engine_sides(state).find_map(|(side, cells)| {
        let side = side?;
        let up = cells.contains(&from) && ladder_window(state, to, side);
        let down = cells.contains(&to) && ladder_window(state, from, side);
        (up || down).then_some(Way::AerialLadder)
    })
}

/// Every cell a firefighter on `from` reaches by the Lobby or the aerial
/// ladder, with the way: the Engine spot cells from a Lobby, the Lobbies
/// from an Engine spot cell, and the aerial ladder's ends. Only the places
/// that can be ends are looked at, so an ordinary cell costs a few checks.
pub(crate) fn special_moves(
    state: &GameState,
    from: CellId,
) -> impl Iterator<Item = (CellId, Way)> + '_ {
    let high_rise = is_high_rise(state);
    let board = &state.board;
    let spot_cells = move || board.engine_spots().iter().flat_map(|s| s.cells);
    let lobby_exits = (high_rise && in_lobby(state, from))
        .then(spot_cells)
        .into_iter()
        .flatten()
        .map(|c| (c, Way::Lobby));
    let lobbies = (high_rise && is_engine_cell(state, from))
        .then(|| {
            board
                .cell_ids()
                .filter(move |&c| in_lobby(state, c) && !elevator_destroyed(state, c))
        })
        .into_iter()
        .flatten()
        .map(|c| (c, Way::Lobby));
    let ladder = engine_sides(state)
        .filter(move |_| high_rise)
        .filter_map(|(side, cells)| side.map(|side| (side, cells)))
        .flat_map(move |(side, cells)| {
            let up = cells.contains(&from).then(|| {
                board
                    .cell_ids()
                    .filter(move |&c| ladder_window(state, c, side))
            });
            let down =
                (!cells.contains(&from) && ladder_window(state, from, side)).then_some(cells);
            up.into_iter()
                .flatten()
                .chain(down.into_iter().flatten())
                .map(|c| (c, Way::AerialLadder))
        });
    lobby_exits.chain(lobbies).chain(ladder)
}

/// URB-HIGHRISE-LOBBY-1 and -LADDER-1: a move by the Lobby or the aerial
/// ladder: 2 AP, 4 carrying a Victim or Hazmat up or down the ladder (a
/// treated Victim led along adds nothing, Ruling R41).
pub(super) fn validate_special_move(
    state: &GameState,
    turn: &Turn,
    to: CellId,
    way: Way,
) -> Result<Plan, ActionError> {
    let cost = special_cost(state, to, way, turn.carrying)?;
    pay_move(state, turn, to, cost)
}

/// The AP of a move to `to` by `way` for a firefighter carrying `carrying`
/// (its own move or a Captain's command, SPEC-CAPTAIN-1); nothing is
/// carried into Fire (FAM-ACT-MOVE-2).
pub(super) fn special_cost(
    state: &GameState,
    to: CellId,
    way: Way,
    carrying: Option<Item>,
) -> Result<u8, ActionError> {
    if state.fire_at(to) == FireLevel::Fire && carrying.is_some() {
        return Err(ActionError::CarryIntoFire);
    }
    let heavy = matches!(carrying, Some(Item::Victim(_) | Item::Hazmat(_)));
    Ok(way_ap(way, heavy))
}

/// The AP of a move by `way`, `heavy` when a Victim or Hazmat is carried.
pub(crate) fn way_ap(way: Way, heavy: bool) -> u8 {
    match way {
        Way::Lobby => LOBBY_AP,
        Way::AerialLadder if heavy => LADDER_CARRYING_AP,
        Way::AerialLadder => LADDER_AP,
    }
}

impl GameState {
    /// High Rise: the elevator at `cell` was destroyed (URB-HIGHRISE-ELEV-4).
    pub fn is_elevator_destroyed(&self, cell: CellId) -> bool {
        elevator_destroyed(self, cell)
    }

    /// High Rise: `cell` is an elevator whose car is in the Lobby (its door
    /// closed, URB-HIGHRISE-ELEV-1): who stands there is in the Lobby.
    pub fn is_in_lobby(&self, cell: CellId) -> bool {
        in_lobby(self, cell)
    }

    /// The Victims on elevator `car`, held, led or lying there, each once:
    /// those its trip to the Lobby rescues (URB-HIGHRISE-ELEV-3), which the
    /// menus name before the door is closed.
    pub fn victims_on_car(&self, car: CellId) -> Vec<TokenId> {
        let mut victims: Vec<TokenId> = Vec::new();
        for f in self.firefighters.iter().filter(|f| f.cell == Some(car)) {
            victims.extend(f.victim());
            victims.extend(f.leading);
        }
        victims.extend(
            self.tokens
                .iter()
                .enumerate()
                .filter(|(_, t)| t.cell() == Some(car) && t.kind == PoiKind::Victim)
                .map(|(i, _)| i as TokenId),
        );
        // A carried token lies on its carrier's cell too: once each.
        victims.sort_unstable();
        victims.dedup();
        victims
    }

    /// URB-HIGHRISE-ELEV-3: the car has reached the Lobby. Victims on it are
    /// rescued, carried or led ones too; Hazmat on it is disposed of.
    pub(crate) fn car_reaches_lobby(&mut self, car: CellId, sink: &mut impl EventSink) -> Flow {
        let victims = self.victims_on_car(car);
        let mut hazmat: Vec<u8> = Vec::new();
        for f in &self.firefighters {
            if f.cell == Some(car)
                && let Some(Item::Hazmat(h)) = f.carrying
            {
                hazmat.push(h);
            }
        }
        hazmat.extend(
            self.hazmat
                .iter()
                .enumerate()
                .filter(|(_, h)| **h == HazmatPlace::Board(car))
                .map(|(i, _)| i as u8),
        );
        // A carried token lies on its carrier's cell too: once each.
        hazmat.sort_unstable();
        hazmat.dedup();
        // Everything on the car arrives together: the game is won (or not)
        // once all of it is out, as for a carried and a led Victim.
        let carried_out = !hazmat.is_empty();
        for h in hazmat {
            self.hazmat_leaves(h, HazmatPlace::CarriedOut);
            sink.emit(Event::HazmatCarriedOut {
                hazmat: h,
                cell: self.pos(car),
                carried_out: self.hazmat_carried_out(),
            });
        }
        if victims.is_empty() {
            // Hazmat alone can complete Arsonist's traces (SCEN-ARSONIST-2).
            return if carried_out {
                self.check_win(sink)
            } else {
                Ok(())
            };
        }
        self.rescue_all(victims.into_iter().map(|token| (token, car)), sink)
    }

    /// URB-HIGHRISE-ELEV-4: the blast that removed `door` destroyed its
    /// elevator. Two unextinguishable Fire mark its cell (one Fire token
    /// here; the cell can never be entered again). From a car in the Lobby
    /// the firefighters go to the Engine's spot, not knocked down; a car at
    /// the fire floor is simply on Fire, and the knockdown step follows.
    pub(crate) fn destroy_elevator(
        &mut self,
        door: EdgeId,
        was_open: bool,
        sink: &mut impl EventSink,
    ) {
        let Some(car) = self.board.elevator_car(door) else {
            return;
        };
        sink.emit(Event::ElevatorDestroyed {
            cell: self.pos(car),
        });
        if self.fire_at(car) != FireLevel::Fire {
            self.place_token(car, FireLevel::Fire, sink);
        }
        if was_open {
            return;
        }
        let to = engine_sides(self)
            .next()
            .map(|(_, cells)| cells[0])
            .or_else(|| self.board.knockdown_targets(car).first().copied());
        let Some(to) = to else { return };
        for ff in 0..self.firefighters.len() as u8 {
            if self.firefighters[usize::from(ff)].cell == Some(car) {
                self.firefighters[usize::from(ff)].cell = Some(to);
                self.carry_along(ff, to);
                sink.emit(Event::LeftLobby {
                    firefighter: ff,
                    to: self.pos(to),
                });
            }
        }
    }
}

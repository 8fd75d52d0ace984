//! Player actions: validation into a [`Plan`], performing a plan, and the
//! legal-action generator (which proposes candidates and keeps those that
//! validate, so it cannot drift from `apply`).

use crate::engine::action::{Action, ActionError, StageName, TokenId};
use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::config::MAX_FIREFIGHTERS;
use crate::engine::event::{Event, EventSink};
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::state::{
    DoorState, FireLevel, GameState, MAX_SAVED_AP, PoiKind, Stage, TokenPlace,
};

/// AP an escape from Fire costs in the family game (FAM-ACT-END-3): the
/// active firefighter can always flip its own Fire to Smoke for 1 AP, and no
/// move out costs less.
const ESCAPE_AP: u8 = 1;

/// What an action changes that the escape reserve must see: where the active
/// firefighter stands, the one cell an extinguish changes, the one edge a door
/// or a chop opens or closes.
#[derive(Copy, Clone, Debug)]
struct After {
    me_at: CellId,
    fire: Option<(CellId, FireLevel)>,
    edge: Option<(EdgeId, bool)>,
}

impl After {
    fn stay(here: CellId) -> After {
        After {
            me_at: here,
            fire: None,
            edge: None,
        }
    }

    fn level(&self, state: &GameState, cell: CellId) -> FireLevel {
        match self.fire {
            Some((c, level)) if c == cell => level,
            _ => state.fire_at(cell),
        }
    }

    fn adjacent(&self, state: &GameState, a: CellId, b: CellId) -> bool {
        let board = &state.board;
        board.stair(a).is_some_and(|s| s.to == b)
            || board.cell(a).neighbors.iter().flatten().any(|&(c, e)| {
                c == b
                    && match self.edge {
                        Some((changed, open)) if changed == e => open,
                        _ => state.edge_open(e),
                    }
            })
    }
}

/// FAM-ACT-END-3 / Ruling R5: the AP needed, after an action, to get every
/// firefighter off Fire. Each Fire cell holding firefighters costs one escape
/// of 1 AP: the active firefighter flips it to Smoke if it is its own cell or
/// next to it (escape b), or steps out of it (escape a, 1 AP) if it stands
/// there alone. In the family game nobody else can move another firefighter,
/// so a Fire cell out of reach is an error naming the stranded firefighter.
fn escape_need(state: &GameState, me: u8, after: After) -> Result<u8, (u8, CellId)> {
    let mut need = 0u8;
    let mut seen = [None; MAX_FIREFIGHTERS as usize];
    for (i, ff) in state.firefighters.iter().enumerate() {
        let cell = if i == usize::from(me) {
            after.me_at
        } else {
            match ff.cell {
                Some(c) => c,
                None => continue,
            }
        };
        if after.level(state, cell) != FireLevel::Fire || seen.contains(&Some(cell)) {
            continue;
        }
        seen[i] = Some(cell);
        if cell == after.me_at || after.adjacent(state, after.me_at, cell) {
            need += ESCAPE_AP;
        } else {
            return Err((i as u8, cell));
        }
    }
    Ok(need)
}

/// Whether the state as it stands keeps the escape reserve (FAM-ACT-END-3):
/// a state that does not is one the rules never allow, and would leave the
/// active player with no legal action. Used to check hand-written states.
pub(crate) fn reserve_problem(state: &GameState) -> Option<String> {
    if state.stage != Stage::Actions {
        return None;
    }
    let turn = Turn::of(state)?;
    match escape_need(state, turn.me, After::stay(turn.here)) {
        Ok(need) if need <= turn.ap => None,
        Ok(need) => Some(format!(
            "firefighters stand on Fire and getting them out needs {need} AP, but the active firefighter has {} (FAM-ACT-END-3)",
            turn.ap
        )),
        Err((ff, cell)) => Some(format!(
            "firefighter {ff} stands on Fire at {} out of the active firefighter's reach: no escape is possible (FAM-ACT-END-3)",
            state.pos(cell)
        )),
    }
}

/// A validated action, with ids resolved and costs known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Plan {
    Place {
        cell: CellId,
    },
    Move {
        to: CellId,
        cost: u8,
    },
    Door {
        edge: EdgeId,
        open: bool,
    },
    Extinguish {
        cell: CellId,
        to: FireLevel,
        cost: u8,
    },
    Chop {
        edge: EdgeId,
        cost: u8,
    },
    PickUp {
        token: TokenId,
    },
    Drop {
        token: TokenId,
    },
    EndTurn,
    Knockdown {
        firefighter: u8,
        to: CellId,
    },
}

fn stage_name(stage: Stage) -> StageName {
    match stage {
        Stage::PlaceFirefighters => StageName::PlacingFirefighters,
        Stage::Actions => StageName::Actions,
        Stage::Knockdown { .. } => StageName::KnockdownChoice,
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

/// Validates `action` against the current state without changing anything.
pub(crate) fn plan(state: &GameState, action: Action) -> Result<Plan, ActionError> {
    let wrong_stage = || ActionError::WrongStage {
        action,
        stage: stage_name(state.stage),
    };
    match state.stage {
        Stage::Over(_) => Err(wrong_stage()),
        Stage::PlaceFirefighters => match action {
            Action::PlaceFirefighter(pos) => {
                let cell = cell_of(state, pos)?;
                if !state.board.is_ground_outside(cell) {
                    return Err(ActionError::NotAStartCell { cell: pos });
                }
                Ok(Plan::Place { cell })
            }
            _ => Err(wrong_stage()),
        },
        Stage::Knockdown { firefighter } => match action {
            Action::KnockdownTo(pos) => {
                let to = cell_of(state, pos)?;
                let from = state.firefighters[usize::from(firefighter)]
                    .cell
                    .ok_or_else(wrong_stage)?;
                if !state.board.knockdown_targets(from).contains(&to) {
                    return Err(ActionError::NotAKnockdownSpot { cell: pos });
                }
                Ok(Plan::Knockdown { firefighter, to })
            }
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
struct Turn {
    me: u8,
    ap: u8,
    here: CellId,
    carrying: Option<TokenId>,
    /// Another firefighter stands on Fire. Actions never add Fire, so when
    /// none does, the escape reserve only concerns the active firefighter.
    others_burning: bool,
}

impl Turn {
    fn of(state: &GameState) -> Option<Turn> {
        let me = state.active;
        let ff = state.firefighters[usize::from(me)];
        let others_burning = state.firefighters.iter().enumerate().any(|(i, f)| {
            i != usize::from(me) && f.cell.is_some_and(|c| state.fire_at(c) == FireLevel::Fire)
        });
        Some(Turn {
            me,
            ap: ff.ap,
            here: ff.cell?,
            carrying: state.carried_by(me),
            others_burning,
        })
    }
}

fn plan_turn_action(state: &GameState, action: Action) -> Result<Plan, PlanError> {
    let turn = Turn::of(state).ok_or(PlanError::Stage)?;
    let intent = resolve(state, turn.here, action)?;
    Ok(validate(state, turn, intent)?)
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
    PickUp {
        token: TokenId,
    },
    Drop,
    EndTurn,
}

/// Turns the places an action names into ids and checks they are within the
/// firefighter's reach.
fn resolve(state: &GameState, here: CellId, action: Action) -> Result<Intent, PlanError> {
    let board = &state.board;
    // An edge must be one of the four sides of the firefighter's cell.
    let own_edge = |edge_ref: EdgeRef| -> Result<EdgeId, ActionError> {
        let edge = edge_of(state, edge_ref)?;
        let info = board.edge(edge);
        if info.a != here && info.b != here {
            return Err(ActionError::NotYourEdge {
                edge: edge_ref,
                cell: state.pos(here),
            });
        }
        Ok(edge)
    };
    let extinguish = |pos: Pos, kind: Extinguish| -> Result<Intent, ActionError> {
        let cell = cell_of(state, pos)?;
        if cell != here && !state.adjacent(here).any(|c| c == cell) {
            return Err(ActionError::OutOfReach { cell: pos });
        }
        Ok(Intent::Extinguish { cell, kind })
    };
    Ok(match action {
        Action::PlaceFirefighter(_) | Action::KnockdownTo(_) => return Err(PlanError::Stage),
        Action::Move(pos) => {
            let to = cell_of(state, pos)?;
            let edge = if board.stair(here).is_some_and(|s| s.to == to) {
                None
            } else {
                let Some(&(_, edge)) = board
                    .cell(here)
                    .neighbors
                    .iter()
                    .flatten()
                    .find(|(c, _)| *c == to)
                else {
                    return Err(ActionError::NotAdjacent {
                        from: state.pos(here),
                        to: pos,
                    }
                    .into());
                };
                Some(edge)
            };
            Intent::Move { to, edge }
        }
        Action::Open(edge) => Intent::Door {
            edge: own_edge(edge)?,
            open: true,
        },
        Action::Close(edge) => Intent::Door {
            edge: own_edge(edge)?,
            open: false,
        },
        Action::RemoveSmoke(pos) => extinguish(pos, Extinguish::RemoveSmoke)?,
        Action::FlipFire(pos) => extinguish(pos, Extinguish::FlipFire)?,
        Action::RemoveFire(pos) => extinguish(pos, Extinguish::RemoveFire)?,
        Action::Chop(edge) => Intent::Chop {
            edge: own_edge(edge)?,
        },
        Action::PickUp(token) => Intent::PickUp { token },
        Action::Drop => Intent::Drop,
        Action::EndTurn => Intent::EndTurn,
    })
}

/// Whether the active firefighter may do `intent` now: AP, tokens, doors,
/// walls, Fire and the escape reserve.
fn validate(state: &GameState, turn: Turn, intent: Intent) -> Result<Plan, ActionError> {
    let board = &state.board;
    let Turn {
        ap, here, carrying, ..
    } = turn;
    let afford = |cost: u8| {
        if cost > ap {
            Err(ActionError::NotEnoughAp {
                needed: cost,
                have: ap,
            })
        } else {
            Ok(())
        }
    };
    // FAM-ACT-END-3 / Ruling R5: afterwards, the AP left must pay an escape
    // for every firefighter standing on Fire.
    let escape = |after: After, cost: u8| {
        let left = ap - cost;
        let need = if turn.others_burning {
            escape_need(state, turn.me, after)
        } else if after.level(state, after.me_at) == FireLevel::Fire {
            Ok(ESCAPE_AP)
        } else {
            Ok(0)
        };
        match need {
            Ok(need) if need <= left => Ok(()),
            Ok(need) => Err(ActionError::WouldBeTrapped {
                cell: state.pos(after.me_at),
                left,
                needed: need,
            }),
            Err((firefighter, cell)) => Err(ActionError::WouldStrand {
                firefighter,
                cell: state.pos(cell),
            }),
        }
    };
    let stay = After::stay(here);

    Ok(match intent {
        Intent::Move { to, edge } => {
            check_step(state, here, to, edge)?;
            let into_fire = state.fire_at(to) == FireLevel::Fire;
            if into_fire && carrying.is_some() {
                return Err(ActionError::CarryIntoFire);
            }
            // FAM-ACT-MOVE-1..3: 1 AP, 2 into Fire, 2 carrying a Victim.
            let cost = if into_fire || carrying.is_some() {
                2
            } else {
                1
            };
            afford(cost)?;
            escape(After { me_at: to, ..stay }, cost)?;
            Plan::Move { to, cost }
        }
        Intent::Door { edge, open } => {
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
            afford(1)?;
            escape(
                After {
                    edge: Some((edge, open)),
                    ..stay
                },
                1,
            )?;
            Plan::Door { edge, open }
        }
        Intent::Extinguish { cell, kind } => {
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
            afford(cost)?;
            escape(
                After {
                    fire: Some((cell, to)),
                    ..stay
                },
                cost,
            )?;
            Plan::Extinguish { cell, to, cost }
        }
        Intent::Chop { edge } => {
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
            let cost = 2;
            afford(cost)?;
            // The cube may destroy the wall and so join two cells.
            let capacity = kind.map_or(0, EdgeKind::capacity);
            let destroyed = state.edge_state(edge).cubes + 1 >= capacity;
            escape(
                After {
                    edge: destroyed.then_some((edge, true)),
                    ..stay
                },
                cost,
            )?;
            Plan::Chop { edge, cost }
        }
        Intent::PickUp { token } => {
            let ok = state.tokens.get(usize::from(token)).is_some_and(|t| {
                t.kind == PoiKind::Victim
                    && t.place
                        == TokenPlace::Board {
                            cell: here,
                            revealed: true,
                        }
            }) && state.carrier_of(token).is_none();
            if !ok {
                return Err(ActionError::NothingToPickUp { token });
            }
            if let Some(held) = carrying {
                return Err(ActionError::AlreadyCarrying { token: held });
            }
            Plan::PickUp { token }
        }
        Intent::Drop => match carrying {
            Some(token) => Plan::Drop { token },
            None => return Err(ActionError::NotCarrying),
        },
        Intent::EndTurn => {
            // FAM-ACT-END-2, and Ruling R5 for every firefighter.
            if let Some(cell) = state
                .firefighters
                .iter()
                .filter_map(|f| f.cell)
                .find(|c| state.fire_at(*c) == FireLevel::Fire)
            {
                return Err(ActionError::EndOnFire {
                    cell: state.pos(cell),
                });
            }
            Plan::EndTurn
        }
    })
}

/// Checks a step from `from` to its neighbour `to` through `edge` (`None`:
/// by the stairs): not blocked, and a cell firefighters may enter.
fn check_step(
    state: &GameState,
    from: CellId,
    to: CellId,
    edge: Option<EdgeId>,
) -> Result<(), ActionError> {
    let board = &state.board;
    if let Some(edge) = edge {
        // URB-BROWN-2: party walls are never crossed, even destroyed.
        if board.edge(edge).kind == Some(EdgeKind::PartyWall) || !state.edge_open(edge) {
            return Err(ActionError::Blocked {
                from: state.pos(from),
                to: state.pos(to),
                what: barrier_name(state, edge),
            });
        }
    }
    let why = match board.kind(to) {
        CellKind::Restricted => Some("firefighters never enter restricted cells (URB-BROWN-1)"),
        CellKind::Elevator => Some("an elevator is used through its door (URB-HIGHRISE-ELEV-2)"),
        CellKind::Outside if board.pos(to).floor != 0 => {
            Some("an upper-floor outside cell is reached only from a ladder (2ND-BOARD-3)")
        }
        _ => None,
    };
    match why {
        Some(why) => Err(ActionError::CannotEnter {
            cell: state.pos(to),
            why,
        }),
        None => Ok(()),
    }
}

/// Performs a validated plan and everything it sets off.
pub(crate) fn perform(state: &mut GameState, plan: Plan, sink: &mut impl EventSink) {
    let me = state.active;
    match plan {
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
        Plan::Move { to, cost } => {
            let _ = perform_move(state, me, to, cost, sink);
        }
        Plan::Door { edge, open } => {
            let ff = &mut state.firefighters[usize::from(me)];
            ff.ap -= 1;
            let mut edge_state = state.edges[edge.index()];
            edge_state.door = if open {
                DoorState::Open
            } else {
                DoorState::Closed
            };
            state.set_edge(edge, edge_state);
            let edge = state.board.edge_ref(edge);
            sink.emit(if open {
                Event::DoorOpened {
                    firefighter: me,
                    edge,
                    ap: 1,
                }
            } else {
                Event::DoorClosed {
                    firefighter: me,
                    edge,
                    ap: 1,
                }
            });
        }
        Plan::Extinguish { cell, to, cost } => {
            state.firefighters[usize::from(me)].ap -= cost;
            let from = state.fire_at(cell);
            state.set_fire(cell, to);
            sink.emit(Event::Extinguished {
                firefighter: me,
                cell: state.pos(cell),
                from,
                to,
                ap: cost,
            });
        }
        Plan::Chop { edge, cost } => {
            state.firefighters[usize::from(me)].ap -= cost;
            sink.emit(Event::Chopped {
                firefighter: me,
                edge: state.board.edge_ref(edge),
                ap: cost,
            });
            let _ = state.place_cube(edge, sink);
        }
        Plan::PickUp { token } => {
            state.firefighters[usize::from(me)].carrying = Some(token);
            if let Some(cell) = state.tokens[usize::from(token)].cell() {
                sink.emit(Event::PickedUp {
                    firefighter: me,
                    token,
                    cell: state.pos(cell),
                });
            }
        }
        Plan::Drop { token } => state.drop_token(me, token, sink),
        Plan::EndTurn => {
            // FAM-AP-3: save up to 4 AP; the rest is lost.
            let ff = &mut state.firefighters[usize::from(me)];
            let saved = ff.ap.min(MAX_SAVED_AP);
            let forfeited = ff.ap - saved;
            ff.saved = saved;
            ff.ap = 0;
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
    }
}

fn perform_move(
    state: &mut GameState,
    me: u8,
    to: CellId,
    cost: u8,
    sink: &mut impl EventSink,
) -> crate::engine::rules::Flow {
    let ff = &mut state.firefighters[usize::from(me)];
    let Some(from) = ff.cell else { return Ok(()) };
    ff.ap -= cost;
    ff.cell = Some(to);
    let carrying = state.carried_by(me);
    if let Some(token) = carrying
        && let TokenPlace::Board { cell, .. } = &mut state.tokens[usize::from(token)].place
    {
        *cell = to;
    }
    sink.emit(Event::Moved {
        firefighter: me,
        from: state.pos(from),
        to: state.pos(to),
        ap: cost,
        carrying,
    });
    // FAM-ACT-POI-1: entering reveals, at no cost.
    state.reveal_all_at(to, sink);
    // FAM-ACT-RESCUE-1: carried from inside to the street.
    if let Some(token) = carrying
        && state.board.is_ground_outside(to)
        && state.board.kind(from).is_interior()
    {
        state.rescue(token, to, sink)?;
    }
    Ok(())
}

impl GameState {
    /// Puts a carried token down on its carrier's cell (free, FAM-ACT-CARRY-1).
    pub(crate) fn drop_token(&mut self, ff: u8, token: TokenId, sink: &mut impl EventSink) {
        self.firefighters[usize::from(ff)].carrying = None;
        if let Some(cell) = self.tokens[usize::from(token)].cell() {
            sink.emit(Event::Dropped {
                firefighter: ff,
                token,
                cell: self.pos(cell),
            });
        }
    }
}

/// Candidate actions for the current stage, filtered through [`plan`]; in the
/// action phase, intents built from the board's tables go straight to
/// [`validate`], the same check `apply` makes after resolving names.
pub(crate) fn legal_actions_into(state: &GameState, out: &mut Vec<Action>) {
    let board = &state.board;
    match state.stage {
        Stage::Over(_) => {}
        Stage::PlaceFirefighters => {
            for &cell in board.start_cells() {
                let action = Action::PlaceFirefighter(board.pos(cell));
                if plan(state, action).is_ok() {
                    out.push(action);
                }
            }
        }
        Stage::Knockdown { firefighter } => {
            if let Some(from) = state.firefighters[usize::from(firefighter)].cell {
                for &cell in board.knockdown_targets(from) {
                    let action = Action::KnockdownTo(board.pos(cell));
                    if plan(state, action).is_ok() {
                        out.push(action);
                    }
                }
            }
        }
        Stage::Actions => {
            let Some(turn) = Turn::of(state) else { return };
            let mut push = |intent: Intent, action: Action| {
                if validate(state, turn, intent).is_ok() {
                    out.push(action);
                }
            };
            let here = turn.here;
            let info = board.cell(here);
            for &(to, edge) in info.neighbors.iter().flatten() {
                push(
                    Intent::Move {
                        to,
                        edge: Some(edge),
                    },
                    Action::Move(board.pos(to)),
                );
            }
            if let Some(stair) = info.stair {
                push(
                    Intent::Move {
                        to: stair.to,
                        edge: None,
                    },
                    Action::Move(board.pos(stair.to)),
                );
            }
            for &(_, edge) in info.neighbors.iter().flatten() {
                let kind = board.edge(edge).kind;
                if matches!(kind, Some(EdgeKind::Door | EdgeKind::Window)) {
                    let open = state.edge_state(edge).door != DoorState::Open;
                    let edge_ref = board.edge_ref(edge);
                    let action = if open {
                        Action::Open(edge_ref)
                    } else {
                        Action::Close(edge_ref)
                    };
                    push(Intent::Door { edge, open }, action);
                }
                if kind.is_some_and(EdgeKind::takes_cubes) {
                    push(Intent::Chop { edge }, Action::Chop(board.edge_ref(edge)));
                }
            }
            for cell in std::iter::once(here).chain(state.adjacent(here)) {
                let pos = board.pos(cell);
                match state.fire_at(cell) {
                    FireLevel::Clear => {}
                    FireLevel::Smoke => push(
                        Intent::Extinguish {
                            cell,
                            kind: Extinguish::RemoveSmoke,
                        },
                        Action::RemoveSmoke(pos),
                    ),
                    FireLevel::Fire => {
                        push(
                            Intent::Extinguish {
                                cell,
                                kind: Extinguish::FlipFire,
                            },
                            Action::FlipFire(pos),
                        );
                        push(
                            Intent::Extinguish {
                                cell,
                                kind: Extinguish::RemoveFire,
                            },
                            Action::RemoveFire(pos),
                        );
                    }
                }
            }
            if turn.carrying.is_none() {
                for (token, t) in state.tokens_at(here) {
                    if t.kind == PoiKind::Victim {
                        push(Intent::PickUp { token }, Action::PickUp(token));
                    }
                }
            } else {
                push(Intent::Drop, Action::Drop);
            }
            push(Intent::EndTurn, Action::EndTurn);
        }
    }
}

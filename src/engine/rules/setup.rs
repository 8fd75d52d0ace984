//! Setting up a game (FAM-SETUP-*, FAM-VAR-1a).

use std::sync::Arc;

use crate::engine::board::{Board, CellId, CellKind};
use crate::engine::config::{ConfigError, FamilySetupKind, GameConfig, MAX_FIREFIGHTERS};
use crate::engine::dice::Dice;
use crate::engine::event::{Event, EventSink, RerollReason, RollPurpose};
use crate::engine::rules::fire::Cubes;
use crate::engine::state::{
    DoorState, EdgeState, FireLevel, FireStep, Firefighter, GAME_FALSE_ALARMS, GAME_VICTIMS,
    GameState, PoiKind, PoiToken, Scratch, Stage, TokenPlace,
};

/// Explosions and POIs of the random family setup (FAM-VAR-1a).
const RANDOM_SETUP_EXPLOSIONS: usize = 3;
const RANDOM_SETUP_POIS: usize = 3;

pub(crate) fn check_config(config: &GameConfig) -> Result<(), ConfigError> {
    if config.firefighters == 0 || config.firefighters > MAX_FIREFIGHTERS {
        return Err(ConfigError::Firefighters(config.firefighters));
    }
    Ok(())
}

/// An empty state of the right shape for `board` and `config`.
pub(crate) fn blank_state(board: Arc<Board>, config: GameConfig, seed: u64) -> GameState {
    let (cells, edges) = (board.cell_count(), board.edge_count());
    let firefighters = usize::from(config.firefighters);
    GameState {
        board,
        config,
        seed,
        dice: Dice::from_seed(seed),
        fire: vec![FireLevel::Clear; cells],
        edges: vec![EdgeState::default(); edges],
        open: vec![false; edges],
        tokens: Vec::with_capacity(usize::from(GAME_VICTIMS + GAME_FALSE_ALARMS)),
        firefighters: vec![Firefighter::default(); firefighters],
        active: 0,
        stage: Stage::PlaceFirefighters,
        turn: 0,
        won: false,
        fire_step: FireStep::Advance,
        fire_tokens: 0,
        cubes: 0,
        // Sized for the worst case up front, so the fire phase never allocates.
        scratch: Scratch {
            cells: Vec::with_capacity(cells),
            next: Vec::with_capacity(cells),
        },
    }
}

pub(crate) fn new_game(
    board: Arc<Board>,
    config: GameConfig,
    seed: u64,
    sink: &mut impl EventSink,
) -> Result<GameState, ConfigError> {
    check_config(&config)?;
    let mut state = blank_state(board, config, seed);
    reset(&mut state, seed, sink);
    Ok(state)
}

/// Clears the board to its printed state (closed doors, no cubes, 15 POIs in
/// the supply) and sets up a new game, reusing the state's memory.
pub(crate) fn reset(state: &mut GameState, seed: u64, sink: &mut impl EventSink) {
    state.seed = seed;
    state.dice = Dice::from_seed(seed);
    state.fire.fill(FireLevel::Clear);
    state.fire_tokens = 0;
    state.cubes = 0;
    for edge in state.board.edge_ids() {
        // FAM-SETUP-2: doors start closed (unless the board says open).
        let door = if state.board.edge(edge).initially_open {
            DoorState::Open
        } else {
            DoorState::Closed
        };
        state.set_edge(edge, EdgeState { cubes: 0, door });
    }
    state.tokens.clear();
    let kinds = std::iter::repeat_n(PoiKind::Victim, usize::from(GAME_VICTIMS)).chain(
        std::iter::repeat_n(PoiKind::FalseAlarm, usize::from(GAME_FALSE_ALARMS)),
    );
    state.tokens.extend(kinds.map(|kind| PoiToken {
        kind,
        place: TokenPlace::Bag,
    }));
    state.firefighters.fill(Firefighter::default());
    state.active = 0;
    state.stage = Stage::PlaceFirefighters;
    state.turn = 0;
    state.won = false;
    state.fire_step = FireStep::Advance;

    let fixed = state.config.setup == FamilySetupKind::Fixed && state.board.has_family_setup();
    if fixed {
        fixed_setup(state, sink);
    } else {
        random_setup(state, sink);
    }
}

/// FAM-SETUP-3/4: the board's printed Fires and three POIs drawn at random.
fn fixed_setup(state: &mut GameState, sink: &mut impl EventSink) {
    let board = Arc::clone(&state.board);
    let (fires, pois) = board.family_setup();
    for &cell in fires {
        state.set_fire(cell, FireLevel::Fire);
        sink.emit(Event::SetupFire {
            cell: board.pos(cell),
        });
    }
    for &cell in pois {
        state.place_poi(cell, sink);
    }
}

/// Rolls a cell `accept` takes; `None` when no cell of the board would ever
/// be accepted (then the setup step is skipped rather than looping).
fn roll_setup_cell(
    state: &mut GameState,
    purpose: RollPurpose,
    accept: impl Fn(&GameState, CellId) -> Result<(), RerollReason>,
    sink: &mut impl EventSink,
) -> Option<CellId> {
    let possible = state
        .board
        .cell_ids()
        .any(|c| state.board.cell(c).roll.is_some() && accept(state, c).is_ok());
    possible.then(|| state.roll_cell(purpose, accept, sink))
}

/// FAM-VAR-1a: three explosions without cubes (re-rolled on Fire; walls still
/// stop them and doors are still removed, Ruling R21), exterior Fire removed
/// (Ruling R8), then three POIs (re-rolled on Fire or POI).
fn random_setup(state: &mut GameState, sink: &mut impl EventSink) {
    for _ in 0..RANDOM_SETUP_EXPLOSIONS {
        let accept = |s: &GameState, c: CellId| match s.board.kind(c) {
            CellKind::Elevator => Err(RerollReason::Elevator),
            _ if s.fire_at(c) == FireLevel::Fire => Err(RerollReason::OnFire),
            _ => Ok(()),
        };
        let Some(cell) = roll_setup_cell(state, RollPurpose::SetupExplosion, accept, sink) else {
            break;
        };
        state.set_fire(cell, FireLevel::Fire);
        sink.emit(Event::SetupFire {
            cell: state.pos(cell),
        });
        // No cubes are placed, so no collapse can end this early.
        let _ = state.explode(cell, Cubes::Skip, sink);
    }
    state.remove_exterior_fire(sink);
    for _ in 0..RANDOM_SETUP_POIS {
        let accept = |s: &GameState, c: CellId| match s.board.kind(c) {
            CellKind::Restricted => Err(RerollReason::Restricted),
            CellKind::Elevator => Err(RerollReason::Elevator),
            _ if s.fire_at(c) == FireLevel::Fire => Err(RerollReason::OnFire),
            _ if s.has_poi(c) => Err(RerollReason::HasPoi),
            _ => Ok(()),
        };
        let Some(cell) = roll_setup_cell(state, RollPurpose::SetupPoi, accept, sink) else {
            break;
        };
        state.place_poi(cell, sink);
    }
}

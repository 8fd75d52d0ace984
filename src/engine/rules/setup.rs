//! Setting up a game: the family setup (FAM-SETUP-*, FAM-VAR-1a) and the
//! experienced setup (EXP-SETUP-*, with the scenarios' changes, SCEN-*).

use std::sync::Arc;

use crate::engine::board::{Board, CellId, CellKind, RuleSet, SetupLine};
use crate::engine::config::{
    ConfigError, FamilySetupKind, GameConfig, MAX_FIREFIGHTERS, Mode, Scenario, ScenarioMisfit,
};
use crate::engine::dice::{Dice, Roll, flip};
use crate::engine::event::{Event, EventSink, RerollReason, RollPurpose};
use crate::engine::rules::fire::Cubes;
use crate::engine::specialist::Specialist;
use crate::engine::state::{
    DoorState, EdgeState, FireLevel, FirePhase, FireStep, Firefighter, GAME_FALSE_ALARMS,
    GAME_VICTIMS, GameState, HAZMAT_TOKENS, HOT_SPOT_TOKENS, HazmatPlace, LadderPlace, PoiKind,
    PoiToken, Rules, Scratch, Stage, TokenPlace, TurnState, Vehicle,
};

/// Explosions and POIs of the random family setup (FAM-VAR-1a).
const RANDOM_SETUP_EXPLOSIONS: usize = 3;
const RANDOM_SETUP_POIS: usize = 3;

/// Save the structure: Hot Spots in the building after setup (SCEN-STRUCTURE-1).
const STRUCTURE_HOT_SPOTS: u8 = 18;
/// 2nd Story's hard setup: at most this many POIs start on one floor
/// (2ND-SETUP-2).
const MAX_SETUP_POIS_PER_FLOOR: usize = 2;

/// True heroes: Hot Spots rolled after EXP-SETUP-11 (SCEN-HEROES-1).
const HEROES_HOT_SPOTS: u8 = 3;

pub(crate) fn check_config(config: &GameConfig, board: &Board) -> Result<(), ConfigError> {
    if config.firefighters == 0 || config.firefighters > MAX_FIREFIGHTERS {
        return Err(ConfigError::Firefighters(config.firefighters));
    }
    let modules = config.active_modules();
    let chosen: Vec<Specialist> = config.specialists.iter().filter_map(|c| c.0).collect();
    if config.specialists.len() > usize::from(config.firefighters) {
        return Err(ConfigError::TooManySpecialists {
            given: config.specialists.len(),
            firefighters: config.firefighters,
        });
    }
    if !chosen.is_empty() && !modules.specialists {
        return Err(ConfigError::SpecialistsOff);
    }
    for (i, s) in chosen.iter().enumerate() {
        if chosen[..i].contains(s) {
            return Err(ConfigError::SpecialistTwice(*s));
        }
    }
    for (i, s) in config.scenarios.iter().enumerate() {
        if config.scenarios[..i].contains(s) {
            return Err(ConfigError::ScenarioTwice(*s));
        }
        let why = |why| Err(ConfigError::Scenario { scenario: *s, why });
        if *s != Scenario::FriendInNeed && config.mode != Mode::Experienced {
            return why(ScenarioMisfit::NeedsExperienced);
        }
        let needs = match s {
            Scenario::VolunteerCrew => modules.specialists,
            Scenario::UnreportedHazmat | Scenario::ArsonistsTraces => modules.hazmat,
            Scenario::BrokenDeckGun => modules.vehicles,
            Scenario::TrueHeroes | Scenario::HottestSpot | Scenario::SaveTheStructure => {
                modules.hot_spots
            }
            Scenario::FriendInNeed => true,
        };
        if !needs {
            return why(ScenarioMisfit::ModuleOff);
        }
        if *s == Scenario::VolunteerCrew && !chosen.is_empty() {
            return why(ScenarioMisfit::RandomSpecialists);
        }
        if *s == Scenario::TrueHeroes
            && config.difficulty != crate::engine::config::Difficulty::Heroic
        {
            return why(ScenarioMisfit::NeedsHeroic);
        }
    }
    let conflicts = [
        (Scenario::UnreportedHazmat, Scenario::ArsonistsTraces),
        (Scenario::SaveTheStructure, Scenario::UnreportedHazmat),
        (Scenario::SaveTheStructure, Scenario::ArsonistsTraces),
        (Scenario::SaveTheStructure, Scenario::TrueHeroes),
    ];
    for (a, b) in conflicts {
        if config.has(a) && config.has(b) {
            return Err(ConfigError::Incompatible(a, b));
        }
    }
    if modules.vehicles {
        if board.engine_spots().is_empty() {
            return Err(ConfigError::NoSpots(Vehicle::Engine));
        }
        // High Rise has no Ambulance (URB-HIGHRISE-GEN-2).
        if board.ambulance_spots().is_empty() && board.rules() != RuleSet::HighRise {
            return Err(ConfigError::NoSpots(Vehicle::Ambulance));
        }
        for vehicle in [Vehicle::Engine, Vehicle::Ambulance] {
            let at = match vehicle {
                Vehicle::Engine => config.engine,
                Vehicle::Ambulance => config.ambulance,
            };
            if let Some(cell) = at
                && spot_of(board, vehicle, cell).is_none()
            {
                return Err(ConfigError::NotASpot { vehicle, cell });
            }
        }
    } else if config.engine.is_some() || config.ambulance.is_some() {
        return Err(ConfigError::VehiclesOff);
    }
    Ok(())
}

/// The index of the `vehicle` spot holding `pos`.
pub(crate) fn spot_of(
    board: &Board,
    vehicle: Vehicle,
    pos: crate::engine::geom::Pos,
) -> Option<u8> {
    let cell = board.cell_at(pos)?;
    let index = match vehicle {
        Vehicle::Engine => board
            .engine_spots()
            .iter()
            .position(|s| s.cells.contains(&cell)),
        Vehicle::Ambulance => board
            .ambulance_spots()
            .iter()
            .position(|s| s.contains(&cell)),
    };
    index.map(|i| i as u8)
}

/// The cards in the game, as a set of [`Specialist::bit`]s: the base eight,
/// plus the Structural Engineer when a player chose him or the scenario
/// needs him (Save the structure; ruling E18).
pub(crate) fn card_deck(config: &GameConfig) -> u16 {
    let engineer = config.has(Scenario::SaveTheStructure)
        || config
            .specialists
            .iter()
            .any(|c| c.0 == Some(Specialist::StructuralEngineer));
    Specialist::ALL
        .into_iter()
        .filter(|s| *s != Specialist::StructuralEngineer || engineer)
        .fold(0, |deck, s| deck | s.bit())
}

/// The cards held by firefighters, as a set of bits.
pub(crate) fn cards_held(state: &GameState) -> u16 {
    state
        .firefighters
        .iter()
        .filter_map(|f| f.specialist)
        .fold(0, |held, s| held | s.bit())
}

/// An empty state of the right shape for `board` and `config`.
pub(crate) fn blank_state(board: Arc<Board>, config: GameConfig, seed: u64) -> GameState {
    let (cells, edges) = (board.cell_count(), board.edge_count());
    let firefighters = usize::from(config.firefighters);
    let rules = Rules::of(&config);
    let ladders = vec![LadderPlace::Engine; usize::from(board.ladder_supply())];
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
        rules,
        hazmat: vec![HazmatPlace::Supply; usize::from(HAZMAT_TOKENS)],
        hot_spot: vec![false; cells],
        hot_spot_supply: 0,
        engine: None,
        ambulance: None,
        turn_state: TurnState::default(),
        fire_phase: FirePhase::default(),
        ladders,
        // Sized for the worst case up front, so the fire phase never allocates.
        scratch: Scratch {
            cells: Vec::with_capacity(cells),
            next: Vec::with_capacity(cells),
            marks: vec![0; cells],
            seen: vec![false; cells],
        },
    }
}

pub(crate) fn new_game(
    board: Arc<Board>,
    config: GameConfig,
    seed: u64,
    sink: &mut impl EventSink,
) -> Result<GameState, ConfigError> {
    check_config(&config, &board)?;
    let mut state = blank_state(board, config, seed);
    reset(&mut state, seed, sink);
    Ok(state)
}

/// [`new_game`] with die values the setup's rolls take first (scripts and
/// tests pin a setup this way instead of searching for a seed).
pub(crate) fn new_game_forced(
    board: Arc<Board>,
    config: GameConfig,
    seed: u64,
    forced: &[u8],
    sink: &mut impl EventSink,
) -> Result<GameState, ConfigError> {
    check_config(&config, &board)?;
    let mut state = blank_state(board, config, seed);
    reset_forced(&mut state, seed, forced, sink);
    Ok(state)
}

/// Clears the board to its printed state (closed doors, no cubes, 15 POIs in
/// the supply) and sets up a new game, reusing the state's memory.
pub(crate) fn reset(state: &mut GameState, seed: u64, sink: &mut impl EventSink) {
    reset_forced(state, seed, &[], sink);
}

/// [`reset`], with `forced` queued on the fresh dice before the setup rolls.
fn reset_forced(state: &mut GameState, seed: u64, forced: &[u8], sink: &mut impl EventSink) {
    state.seed = seed;
    state.dice = Dice::from_seed(seed);
    state.dice.force(forced.iter().copied());
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
        treated: false,
    }));
    state.firefighters.fill(Firefighter::default());
    state.active = 0;
    state.stage = Stage::PlaceFirefighters;
    state.turn = 0;
    state.won = false;
    state.fire_step = FireStep::Advance;
    state.hazmat.fill(HazmatPlace::Supply);
    state.hot_spot.fill(false);
    state.hot_spot_supply = 0;
    state.engine = None;
    state.ambulance = None;
    state.turn_state = TurnState::default();
    state.fire_phase = FirePhase::default();
    state.ladders.fill(LadderPlace::Engine);

    let rules = state.rules;
    let structure = rules.has(Scenario::SaveTheStructure);
    if rules.modules.experienced_setup {
        experienced_explosions(state, sink);
    } else if state.config.setup == FamilySetupKind::Fixed
        && state.board.has_family_setup()
        // 2ND-SETUP-1: 2nd Story's easy setup always rolls.
        && state.board.rules() != RuleSet::SecondStory
    {
        fixed_setup(state, !structure, sink);
    } else {
        random_setup(state, !structure, sink);
    }
    if rules.modules.hazmat {
        place_setup_hazmat(state, sink);
    }
    if rules.modules.experienced_setup && !structure {
        // EXP-SETUP-9: three POIs, re-rolled on Fire or POI (Ruling R22).
        place_setup_pois(state, sink);
    }
    if rules.modules.hot_spots {
        place_setup_hot_spots(state, sink);
    }
    if rules.modules.specialists {
        deal_specialists(state, sink);
    }
    if rules.modules.vehicles {
        let board = Arc::clone(&state.board);
        for vehicle in [Vehicle::Engine, Vehicle::Ambulance] {
            let at = match vehicle {
                Vehicle::Engine => state.config.engine,
                Vehicle::Ambulance => state.config.ambulance,
            };
            if let Some(spot) = at.and_then(|p| spot_of(&board, vehicle, p)) {
                state.park(vehicle, spot, sink);
            }
        }
        if !state.vehicles_parked() {
            state.stage = Stage::PlaceVehicles;
        }
    }
    // Ruling R29 from the start: on a board where the setup found room for
    // fewer than 3 Hazmat, Arsonist's traces is lost before it begins
    // (otherwise the game could never be won nor lost).
    let _ = state.check_hazmat_goal(sink);
}

impl GameState {
    /// Puts a vehicle on a spot (setup, EXP-SETUP-14).
    pub(crate) fn park(&mut self, vehicle: Vehicle, spot: u8, sink: &mut impl EventSink) {
        match vehicle {
            Vehicle::Engine => self.engine = Some(spot),
            Vehicle::Ambulance => self.ambulance = Some(spot),
        }
        if let Some(cells) = self.vehicle_cells(vehicle) {
            sink.emit(Event::VehicleParked {
                vehicle,
                cells: cells.map(|c| self.pos(c)),
            });
        }
    }

    /// Adds a Hot Spot on `cell` from the supply, if the supply has one and
    /// the cell has none (EXP-HOT-4, Ruling R14).
    pub(crate) fn add_hot_spot(&mut self, cell: CellId, sink: &mut impl EventSink) {
        if self.hot_spot[cell.index()] {
            return;
        }
        if self.hot_spot_supply == 0 {
            sink.emit(Event::HotSpotSupplyEmpty {
                cell: self.pos(cell),
            });
            return;
        }
        self.hot_spot_supply -= 1;
        self.put_hot_spot(cell, Some(self.hot_spot_supply), sink);
    }

    /// Puts a Hot Spot on `cell`: from the supply, which now holds `supply`,
    /// or from the box at setup (`None`: the supply is not counted yet).
    fn put_hot_spot(&mut self, cell: CellId, supply: Option<u8>, sink: &mut impl EventSink) {
        self.hot_spot[cell.index()] = true;
        sink.emit(Event::HotSpotPlaced {
            cell: self.pos(cell),
            supply,
        });
    }

    /// Puts a Hazmat from the supply on `cell`; returns its id.
    pub(crate) fn place_hazmat(&mut self, cell: CellId, sink: &mut impl EventSink) -> Option<u8> {
        let id = self.hazmat.iter().position(|h| *h == HazmatPlace::Supply)?;
        self.hazmat[id] = HazmatPlace::Board(cell);
        sink.emit(Event::HazmatPlaced {
            hazmat: id as u8,
            cell: self.pos(cell),
        });
        Some(id as u8)
    }
}

/// Cells a setup roll may never name: elevators (URB-HIGHRISE-FIRE-1; for
/// Hazmat, POIs and Hot Spots URB-HIGHRISE-SETUP-2) and, for tokens,
/// restricted cells (Ruling R42).
fn setup_cell(s: &GameState, c: CellId, token: bool) -> Result<(), RerollReason> {
    match s.board.kind(c) {
        CellKind::Elevator => Err(RerollReason::Elevator),
        CellKind::Restricted if token => Err(RerollReason::Restricted),
        _ => Ok(()),
    }
}

/// A cell a setup roll may name that is not on Fire (the setup re-rolls
/// Fire, Ruling R22); `token`: for a Hazmat or POI.
fn off_fire(s: &GameState, c: CellId, token: bool) -> Result<(), RerollReason> {
    setup_cell(s, c, token)?;
    if s.fire_at(c) == FireLevel::Fire {
        return Err(RerollReason::OnFire);
    }
    Ok(())
}

/// EXP-SETUP-4..7 and 16: three explosions (four on Heroic), each on a new
/// Fire with a Hot Spot, with cubes; then the exterior Fire goes (Ruling R8).
/// High Rise places them on the board's lines (URB-HIGHRISE-SETUP-1); 2nd
/// Story rolls the first on both dice and makes the last one land on a
/// floor that has none yet (2ND-SETUP-2, Ruling R45).
fn experienced_explosions(state: &mut GameState, sink: &mut impl EventSink) {
    let board = Arc::clone(&state.board);
    let second_story = board.rules() == RuleSet::SecondStory;
    let lines = board.setup_lines();
    let total = state.rules.difficulty.explosions();
    let mut last_black = None;
    let mut exploded_floors: Vec<u8> = Vec::new();
    for i in 0..total {
        // Ruling R45: the last explosion goes to a floor without one, if any
        // floor the dice can name still lacks one.
        let missing: Vec<u8> = if second_story && i + 1 == total {
            explosion_floors(&board)
                .into_iter()
                .filter(|f| !exploded_floors.contains(f))
                .collect()
        } else {
            Vec::new()
        };
        let accept = |s: &GameState, c: CellId| {
            off_fire(s, c, false)?;
            if missing.is_empty() || missing.contains(&s.board.pos(c).floor) {
                Ok(())
            } else {
                Err(RerollReason::FloorHasExplosion)
            }
        };
        let cell = if let Some(&line) = lines.get(usize::from(i)) {
            let floor = u8::from(board.dice().floor.is_some());
            let fixed = match line {
                SetupLine::Column(black) => Fixed::Black { floor, black },
                SetupLine::Row(red) => Fixed::Red { floor, red },
            };
            roll_on_line(state, fixed, &accept, sink)
        } else {
            match i {
                0 if !board.first_explosion().is_empty() && !second_story => {
                    // EXP-SETUP-4: the black die alone, through the board's table.
                    let (black, _) = state.dice.roll_die(board.dice().black);
                    let cell = board.first_explosion()[usize::from(black) - 1];
                    sink.emit(Event::Rolled {
                        purpose: RollPurpose::SetupExplosion,
                        roll: Roll::new(0, black),
                        cell: Some(board.pos(cell)),
                    });
                    Some(cell)
                }
                2 if lines.is_empty() => match last_black {
                    // EXP-SETUP-6: the 2nd explosion's black die, flipped.
                    Some((floor, black)) => {
                        let black = flip(black, board.dice().black);
                        roll_on_line(state, Fixed::Black { floor, black }, &accept, sink)
                    }
                    None => state.roll_cell(RollPurpose::SetupExplosion, accept, sink),
                },
                _ => state.roll_cell(RollPurpose::SetupExplosion, accept, sink),
            }
        };
        let Some(cell) = cell else { break };
        // The 3rd explosion flips the 2nd one's final black die (EXP-SETUP-6).
        if i == 1 {
            last_black = board.cell(cell).roll.map(|r| (r.floor, r.black));
        }
        exploded_floors.push(board.pos(cell).floor);
        if state.fire_at(cell) != FireLevel::Fire {
            state.place_token(cell, FireLevel::Fire, sink);
        }
        sink.emit(Event::SetupFire {
            cell: board.pos(cell),
        });
        if state.rules.modules.hot_spots {
            state.put_hot_spot(cell, None, sink);
        }
        // 3 or 4 explosions cannot place 24 cubes, so nothing ends the game.
        let _ = state.explode(cell, Cubes::Place, sink);
    }
    state.remove_exterior_fire(sink);
}

/// The floors a setup explosion can be rolled on (Ruling R45 counts these).
fn explosion_floors(board: &Board) -> Vec<u8> {
    let mut floors: Vec<u8> = board
        .cell_ids()
        .filter(|&c| board.kind(c) == CellKind::Inside && board.cell(c).roll.is_some())
        .map(|c| board.pos(c).floor)
        .collect();
    floors.sort_unstable();
    floors.dedup();
    floors
}

/// A line of the grid with one die's value fixed: a column (black) or a
/// row (red), on one floor face.
#[derive(Copy, Clone, Debug)]
enum Fixed {
    Black { floor: u8, black: u8 },
    Red { floor: u8, red: u8 },
}

impl Fixed {
    /// The sides of the die that is rolled, and the roll it completes.
    fn rolled_die(self, board: &Board) -> u8 {
        match self {
            Fixed::Black { .. } => board.dice().red,
            Fixed::Red { .. } => board.dice().black,
        }
    }

    fn roll(self, value: u8) -> Roll {
        match self {
            Fixed::Black { floor, black } => Roll {
                floor,
                red: value,
                black,
            },
            Fixed::Red { floor, red } => Roll {
                floor,
                red,
                black: value,
            },
        }
    }
}

/// Rolls the free die of a line until `accept` takes the cell (EXP-SETUP-6's
/// flipped column, URB-HIGHRISE-SETUP-1's lines). A line with no acceptable
/// cell means both dice (Ruling R22).
fn roll_on_line(
    state: &mut GameState,
    fixed: Fixed,
    accept: &dyn Fn(&GameState, CellId) -> Result<(), RerollReason>,
    sink: &mut impl EventSink,
) -> Option<CellId> {
    let board = Arc::clone(&state.board);
    let sides = fixed.rolled_die(&board);
    let line_free = (1..=sides).any(|v| {
        board
            .cell_for_roll(fixed.roll(v))
            .is_some_and(|c| accept(state, c).is_ok())
    });
    if !line_free {
        return state.roll_cell(RollPurpose::SetupExplosion, accept, sink);
    }
    // As in `roll_cell`: an acceptable cell on the line is named by at least
    // one face, so 64 rejected rolls per face in a row never happen in
    // practice; the bound makes the loop finite regardless.
    for _ in 0..u32::from(sides) * 64 {
        let (value, _) = state.dice.roll_die(sides);
        let roll = fixed.roll(value);
        let cell = board.cell_for_roll(roll);
        sink.emit(Event::Rolled {
            purpose: RollPurpose::SetupExplosion,
            roll,
            cell: cell.map(|c| board.pos(c)),
        });
        match cell {
            None => sink.emit(Event::Reroll {
                reason: RerollReason::NoCell,
            }),
            Some(c) => match accept(state, c) {
                Ok(()) => return Some(c),
                Err(reason) => sink.emit(Event::Reroll { reason }),
            },
        }
    }
    let on_line = |s: &GameState, c: CellId| {
        accept(s, c)?;
        match s.board.cell(c).roll {
            Some(r) if (1..=sides).any(|v| fixed.roll(v) == r) => Ok(()),
            _ => Err(RerollReason::NoCell),
        }
    };
    state.roll_cell(RollPurpose::SetupExplosion, on_line, sink)
}

/// EXP-SETUP-8: one cell per Hazmat, re-rolled on Fire or Hazmat (Ruling
/// R22); Arsonist's traces places 6, Unreported hazmat and Save the
/// structure none.
fn place_setup_hazmat(state: &mut GameState, sink: &mut impl EventSink) {
    let rules = state.rules;
    let count = if rules.has(Scenario::UnreportedHazmat) || rules.has(Scenario::SaveTheStructure) {
        0
    } else if rules.has(Scenario::ArsonistsTraces) {
        HAZMAT_TOKENS
    } else {
        rules.difficulty.hazmat()
    };
    for _ in 0..count {
        let accept = |s: &GameState, c: CellId| {
            off_fire(s, c, true)?;
            if s.hazmat_at(c).is_some() {
                return Err(RerollReason::HasHazmat);
            }
            Ok(())
        };
        let Some(cell) = state.roll_cell(RollPurpose::SetupHazmat, accept, sink) else {
            break;
        };
        state.place_hazmat(cell, sink);
    }
}

/// Three POIs, re-rolled on Fire or POI (EXP-SETUP-9, Ruling R22); in
/// 2nd Story's hard setup at most two on one floor (2ND-SETUP-2).
fn place_setup_pois(state: &mut GameState, sink: &mut impl EventSink) {
    let per_floor_cap =
        state.rules.modules.experienced_setup && state.board.rules() == RuleSet::SecondStory;
    for _ in 0..RANDOM_SETUP_POIS {
        let accept = |s: &GameState, c: CellId| {
            off_fire(s, c, true)?;
            if s.has_poi(c) {
                return Err(RerollReason::HasPoi);
            }
            let floor = s.board.pos(c).floor;
            if per_floor_cap && s.pois_on_floor(floor) >= MAX_SETUP_POIS_PER_FLOOR {
                return Err(RerollReason::FloorHasTwoPois);
            }
            Ok(())
        };
        let Some(cell) = state.roll_cell(RollPurpose::SetupPoi, accept, sink) else {
            break;
        };
        state.place_poi(cell, cell, sink);
    }
}

/// EXP-SETUP-11 (and SCEN-HEROES-1, SCEN-STRUCTURE-1): extra Hot Spots,
/// re-rolled on a Hot Spot, then the supply.
fn place_setup_hot_spots(state: &mut GameState, sink: &mut impl EventSink) {
    let rules = state.rules;
    let heroic = rules.difficulty == crate::engine::config::Difficulty::Heroic;
    let extra = if rules.has(Scenario::SaveTheStructure) {
        let goal = if heroic {
            HOT_SPOT_TOKENS
        } else {
            STRUCTURE_HOT_SPOTS
        };
        goal.saturating_sub(state.hot_spots())
    } else {
        let players = match state.firefighters.len() {
            0..=2 => 0,
            3 => 2,
            _ => 3,
        };
        let heroes = if rules.has(Scenario::TrueHeroes) {
            HEROES_HOT_SPOTS
        } else {
            0
        };
        rules.difficulty.extra_hot_spots() + players + heroes
    };
    for _ in 0..extra {
        if state.hot_spots() >= HOT_SPOT_TOKENS {
            break;
        }
        let accept = |s: &GameState, c: CellId| {
            setup_cell(s, c, false)?;
            if s.hot_spot_at(c) {
                return Err(RerollReason::HasHotSpot);
            }
            Ok(())
        };
        let Some(cell) = state.roll_cell(RollPurpose::SetupHotSpot, accept, sink) else {
            break;
        };
        state.put_hot_spot(cell, None, sink);
    }
    let left = HOT_SPOT_TOKENS - state.hot_spots();
    let supply = &state.board.layout().hot_spots;
    let (normal, heroic_supply) = (supply.supply, supply.heroic_supply);
    state.hot_spot_supply = if rules.has(Scenario::SaveTheStructure) {
        0
    } else if rules.has(Scenario::TrueHeroes) {
        // Ruling R33: every remaining Hot Spot.
        left
    } else if heroic {
        heroic_supply.min(left)
    } else {
        normal.min(left)
    };
}

/// EXP-SETUP-10: chosen cards first, then the rest dealt at random from the
/// cards nobody holds.
fn deal_specialists(state: &mut GameState, sink: &mut impl EventSink) {
    for i in 0..state.firefighters.len() {
        state.firefighters[i].specialist = state.config.specialists.get(i).and_then(|c| c.0);
    }
    let deck = card_deck(&state.config);
    for i in 0..state.firefighters.len() {
        if state.firefighters[i].specialist.is_none() {
            let free = deck & !cards_held(state);
            if free == 0 {
                break;
            }
            let pick = state.dice.uniform(free.count_ones()) as usize;
            state.firefighters[i].specialist = Specialist::ALL
                .into_iter()
                .filter(|s| free & s.bit() != 0)
                .nth(pick);
        }
        if let Some(specialist) = state.firefighters[i].specialist {
            sink.emit(Event::SpecialistAssigned {
                firefighter: i as u8,
                specialist,
            });
        }
    }
}

/// FAM-SETUP-3/4: the board's printed Fires and three POIs drawn at random.
fn fixed_setup(state: &mut GameState, pois_too: bool, sink: &mut impl EventSink) {
    let board = Arc::clone(&state.board);
    let (fires, pois) = board.family_setup();
    for &cell in fires {
        state.set_fire(cell, FireLevel::Fire);
        sink.emit(Event::SetupFire {
            cell: board.pos(cell),
        });
    }
    if pois_too {
        for &cell in pois {
            state.place_poi(cell, cell, sink);
        }
    }
}

/// FAM-VAR-1a: three explosions without cubes (re-rolled on Fire; walls still
/// stop them and doors are still removed, Ruling R21), exterior Fire removed
/// (Ruling R8), then three POIs (re-rolled on Fire or POI).
fn random_setup(state: &mut GameState, pois_too: bool, sink: &mut impl EventSink) {
    for _ in 0..RANDOM_SETUP_EXPLOSIONS {
        let accept = |s: &GameState, c: CellId| off_fire(s, c, false);
        let Some(cell) = state.roll_cell(RollPurpose::SetupExplosion, accept, sink) else {
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
    if pois_too {
        place_setup_pois(state, sink);
    }
}

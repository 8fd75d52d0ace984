//! The game state: tokens, damage, doors, firefighters, dice and whose turn it
//! is. Flat arrays indexed by cell and edge id, so the rules and the random
//! simulator touch a few hundred bytes per action and never allocate.
//!
//! The rules live in [`crate::engine::rules`]; the readable JSON form in
//! [`crate::engine::snapshot`].

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::action::TokenId;
pub use crate::engine::board::Vehicle;
use crate::engine::board::{Board, CellId, EdgeId, EdgeKind};
use crate::engine::config::{ConfigError, Difficulty, GameConfig, Mode, Modules, Scenario};
use crate::engine::dice::{Dice, Misfit, NotAFace, check_faces};
use crate::engine::event::EventSink;
use crate::engine::geom::Pos;
use crate::engine::specialist::{PoolKind, Specialist};

/// Fire/Smoke tokens in the box (COMP-2).
pub const FIRE_TOKENS: u8 = 33;
/// Damage cubes; the 24th placed collapses the building (COMP-4, FAM-END-3).
pub const DAMAGE_CUBES: u8 = 24;
/// Victims and False Alarms used in a game (COMP-3).
pub const GAME_VICTIMS: u8 = 10;
pub const GAME_FALSE_ALARMS: u8 = 5;
pub const GAME_POIS: u8 = GAME_VICTIMS + GAME_FALSE_ALARMS;
/// Victims rescued to win, lost to lose (FAM-END-1, FAM-END-2).
pub const VICTIMS_TO_WIN: u8 = 7;
pub const VICTIMS_TO_LOSE: u8 = 4;
/// POIs kept on the board by replenishing (FAM-POI-1).
pub const POIS_ON_BOARD: u8 = 3;
/// AP a firefighter receives each turn, and the most it may save (FAM-AP-1, FAM-AP-3).
pub const AP_PER_TURN: u8 = 4;
pub const MAX_SAVED_AP: u8 = 4;
/// Hazmat tokens in the box (COMP-7) and Hot Spot tokens (COMP-6).
pub const HAZMAT_TOKENS: u8 = 6;
pub const HOT_SPOT_TOKENS: u8 = 24;
/// Hazmat carried out to win Arsonist's traces (SCEN-ARSONIST-2).
pub const ARSONIST_HAZMAT: u8 = 3;

/// What burns on a cell.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireLevel {
    #[default]
    Clear,
    Smoke,
    Fire,
}

/// A door (or window, or elevator door) token (BOARD-3).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DoorState {
    #[default]
    Closed,
    Open,
    Destroyed,
}

impl DoorState {
    pub const fn name(self) -> &'static str {
        match self {
            DoorState::Closed => "closed",
            DoorState::Open => "open",
            DoorState::Destroyed => "destroyed",
        }
    }
}

/// What is on an edge now: damage cubes (walls, windows) and the door token.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EdgeState {
    pub cubes: u8,
    pub door: DoorState,
}

/// A POI token's face.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PoiKind {
    Victim,
    FalseAlarm,
}

/// Where a POI token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokenPlace {
    /// Face down in the supply, not yet drawn.
    Bag,
    /// On the board. A carried token (see [`Firefighter::carrying`]) lies on
    /// its carrier's cell for every rule (Ruling R12).
    Board { cell: CellId, revealed: bool },
    /// In the Rescued area (Victims rescued, False Alarms found).
    Rescued,
    /// In the Lost area.
    Lost,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PoiToken {
    pub kind: PoiKind,
    pub place: TokenPlace,
    /// A Victim treated by the Paramedic (SPEC-PARAMEDIC-1): it can be led.
    pub treated: bool,
}

impl PoiToken {
    pub fn cell(&self) -> Option<CellId> {
        match self.place {
            TokenPlace::Board { cell, .. } => Some(cell),
            _ => None,
        }
    }
}

/// What a firefighter carries: one at a time (FAM-ACT-CARRY-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// A revealed Victim (a POI token id).
    Victim(TokenId),
    /// A Hazmat token (EXP-HAZ-3).
    Hazmat(u8),
    /// A downed firefighter (SCEN-FRIEND-2).
    Firefighter(u8),
}

/// Where a Hazmat token is (COMP-7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum HazmatPlace {
    /// Beside the board: not placed at setup, available to Unreported hazmat.
    Supply,
    /// On the board; a carried one lies on its carrier's cell (Ruling R12).
    Board(CellId),
    /// Carried out of the building (EXP-HAZ-3); counts for Arsonist's traces.
    CarriedOut,
    /// Disposed of by the Hazmat Technician (SPEC-HAZTECH-1).
    Disposed,
    /// Exploded and removed from the game (EXP-HAZ-1).
    Exploded,
}

/// A die of the pair (GEN-3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    Red,
    Black,
}

/// The rules in force, derived once from the configuration so the hot paths
/// test a flag, not a list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub experienced: bool,
    pub modules: Modules,
    pub difficulty: Difficulty,
    scenarios: u16,
}

impl Rules {
    pub fn of(config: &GameConfig) -> Rules {
        Rules {
            experienced: config.mode == Mode::Experienced,
            modules: config.active_modules(),
            difficulty: config.difficulty,
            scenarios: config.scenarios.iter().fold(0, |bits, s| bits | s.bit()),
        }
    }

    pub const fn has(&self, scenario: Scenario) -> bool {
        self.scenarios & scenario.bit() != 0
    }
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Firefighter {
    /// `None` until placed at setup.
    pub cell: Option<CellId>,
    /// AP left this turn (regular and saved together, FAM-AP-1).
    pub ap: u8,
    /// AP saved for the next turn (FAM-AP-3).
    pub saved: u8,
    /// Knocked down in this fire phase (Ruling R20); cleared when the next
    /// fire phase begins.
    pub knocked_down: bool,
    /// The item it carries (FAM-ACT-CARRY-1).
    pub carrying: Option<Item>,
    /// The treated Victim it leads (SPEC-PARAMEDIC-2, Ruling R28).
    pub leading: Option<TokenId>,
    /// Its specialist card (EXP-SETUP-10); `None` in the family game.
    pub specialist: Option<Specialist>,
    /// AP left in the card's bonus pool this turn (SPEC-GEN-1).
    pub pool: u8,
    /// Down and waiting for help (SCEN-FRIEND-1).
    pub downed: bool,
}

impl Firefighter {
    /// AP per turn: the card's, or 4 without one (FAM-AP-1).
    pub fn ap_per_turn(&self) -> u8 {
        self.specialist.map_or(AP_PER_TURN, Specialist::ap)
    }

    pub fn pool_kind(&self) -> Option<PoolKind> {
        self.specialist.and_then(Specialist::pool).map(|(k, _)| k)
    }

    pub fn is(&self, specialist: Specialist) -> bool {
        self.specialist == Some(specialist)
    }

    /// The Victim it carries, if it carries one.
    pub fn victim(&self) -> Option<TokenId> {
        match self.carrying {
            Some(Item::Victim(t)) => Some(t),
            _ => None,
        }
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// 7 Victims rescued (FAM-END-1); with play-on, kept whatever follows (Ruling R19).
    Won,
    /// 4 Victims lost (FAM-END-2).
    VictimsLost,
    /// 24 damage cubes before the win (FAM-END-3).
    Collapse,
    /// Save the structure: a firefighter was knocked down (SCEN-STRUCTURE-3).
    FirefighterDown,
    /// Arsonist's traces: 3 Hazmat can no longer be carried out (Ruling R29).
    HazmatLost,
    /// A friend in need: every firefighter is down, nobody can act (ruling E17).
    AllDown,
    /// Save the structure: every Hot Spot removed (SCEN-STRUCTURE-3).
    StructureSaved,
}

impl Outcome {
    /// Every way a game ends, for tests and tables that must cover them all.
    pub const ALL: [Outcome; 7] = [
        Outcome::Won,
        Outcome::VictimsLost,
        Outcome::Collapse,
        Outcome::FirefighterDown,
        Outcome::HazmatLost,
        Outcome::AllDown,
        Outcome::StructureSaved,
    ];
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Won => "won",
            Outcome::VictimsLost => "Four Victims died.",
            Outcome::Collapse => "The building collapsed.",
            Outcome::FirefighterDown => "A firefighter was knocked down.",
            Outcome::HazmatLost => "Three Hazmat can no longer be carried out.",
            Outcome::AllDown => "Every firefighter is down.",
            Outcome::StructureSaved => "The structure is saved.",
        })
    }
}

/// What the game is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Setup: the players park the Engine and the Ambulance (EXP-SETUP-14).
    PlaceVehicles,
    /// Setup: firefighter `active` chooses its start cell (FAM-SETUP-6).
    PlaceFirefighters,
    /// Firefighter `active` is taking actions (FAM-TURN-1 phase 1).
    Actions,
    /// Mid fire phase: this knocked-down firefighter's controller picks one of
    /// the tied nearest Ambulance cells (FAM-KD-1).
    Knockdown {
        firefighter: u8,
    },
    /// After a Drive: the firefighters who were on the vehicle's old spot may
    /// ride along, each landing on a cell of the new spot (EXP-VEH-RIDE-1,
    /// Ruling R26). The Engine's driver must (EXP-VEH-DRIVE-2).
    Riding {
        vehicle: Vehicle,
        /// The spot the vehicle left.
        from: u8,
    },
    /// The Driver/Operator's deck gun rolled these raw values; he may re-roll
    /// each die once before the shot lands (SPEC-DRIVER-1).
    DeckGun {
        /// The floor die's face (0 on boards without one).
        #[serde(default, skip_serializing_if = "is_zero")]
        floor: u8,
        red: u8,
        black: u8,
        red_rerolled: bool,
        black_rerolled: bool,
    },
    /// Several Hazmat are on Fire: the active player picks the next to
    /// explode (EXP-HAZ-2).
    HazmatOrder,
    Over(Outcome),
}

// --- 2nd Story ladders
/// Where one of 2nd Story's portable ladders is (2ND-LADDER-1..9). A carried
/// or raised ladder is always retracted or extended as its place says.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LadderPlace {
    /// Retracted on the Engine (2ND-LADDER-1).
    Engine,
    /// Retracted, carried by this firefighter; it goes where its carrier
    /// goes, vehicles included (2ND-LADDER-2, Ruling R40).
    Carried(u8),
    /// Retracted, lying on a cell (dropped, or retracted on its foot).
    Lying(CellId),
    /// Extended on `foot`, a ground-floor outside cell; its top stands on
    /// the board's `ladder_top(foot)` (2ND-LADDER-3).
    Raised { foot: CellId },
}

/// Where the fire phase resumes after a player's choice (FAM-FIRE-SEC-1 order).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireStep {
    #[default]
    Advance,
    Flashover,
    /// Hazmat explosions (EXP-ORDER-1 step 4).
    Hazmat,
    /// Flare-up or the added Hot Spot (EXP-ORDER-1 step 5).
    FlareUp,
    Knockdowns,
    Losses,
    Cleanup,
    Replenish,
}

/// Reusable buffers for the rules; never part of the game's identity.
#[derive(Clone, Default)]
pub(crate) struct Scratch {
    pub cells: Vec<CellId>,
    pub next: Vec<CellId>,
    /// A small mark per cell (POI arrow paths, Ruling R50).
    pub marks: Vec<u8>,
    /// A flag per cell, all false between uses (POI arrow paths).
    pub seen: Vec<bool>,
}

impl PartialEq for Scratch {
    fn eq(&self, _: &Scratch) -> bool {
        true
    }
}

impl fmt::Debug for Scratch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Scratch")
    }
}

/// One game in progress.
#[derive(Clone, Debug)]
pub struct GameState {
    pub(crate) board: Arc<Board>,
    pub(crate) config: GameConfig,
    pub(crate) seed: u64,
    pub(crate) dice: Dice,
    /// Per cell.
    pub(crate) fire: Vec<FireLevel>,
    /// Per edge.
    pub(crate) edges: Vec<EdgeState>,
    /// Per edge, derived from `edges`: whether the edge lets adjacency through
    /// (ADJ-2). Kept in step by [`GameState::set_edge`].
    pub(crate) open: Vec<bool>,
    pub(crate) tokens: Vec<PoiToken>,
    pub(crate) firefighters: Vec<Firefighter>,
    pub(crate) active: u8,
    pub(crate) stage: Stage,
    /// Player turns started so far.
    pub(crate) turn: u32,
    /// The win is secured (Ruling R19); play may continue.
    pub(crate) won: bool,
    pub(crate) fire_step: FireStep,
    /// Fire and Smoke tokens on the board (COMP-2 supply = 33 − this).
    pub(crate) fire_tokens: u8,
    /// Damage cubes on the board.
    pub(crate) cubes: u8,
    pub(crate) rules: Rules,
    /// The Hazmat tokens (COMP-7), by id.
    pub(crate) hazmat: Vec<HazmatPlace>,
    /// Per cell.
    pub(crate) hot_spot: Vec<bool>,
    /// Hot Spots available to be added in play (EXP-SETUP-11, EXP-HOT-4).
    pub(crate) hot_spot_supply: u8,
    /// Spot indexes of the vehicles, once parked (EXP-SETUP-14).
    pub(crate) engine: Option<u8>,
    pub(crate) ambulance: Option<u8>,
    pub(crate) turn_state: TurnState,
    pub(crate) fire_phase: FirePhase,
    // --- 2nd Story ladders
    /// The portable ladders (2ND-LADDER-1), one per ladder in the board's
    /// supply; empty on other boards.
    pub(crate) ladders: Vec<LadderPlace>,
    pub(crate) scratch: Scratch,
}

/// What the current turn remembers for the experienced rules.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnState {
    /// An action has been taken this turn (Crew Change must be the first, EXP-CREW-1).
    #[serde(default, skip_serializing_if = "is_false")]
    pub acted: bool,
    /// The active firefighter began the turn on the Engine's spot (EXP-CREW-1).
    #[serde(default, skip_serializing_if = "is_false")]
    pub started_on_engine: bool,
    /// AP spent on commands to the CAFS Firefighter this turn (SPEC-CAPTAIN-3).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cafs_commanded: u8,
}

/// Where the experienced fire phase stands (EXP-ORDER-1), kept so the phase
/// can pause for a choice and resume.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FirePhase {
    /// Flare-ups so far this phase (EXP-HOT-1).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub flare_ups: u8,
    /// The last advance target, and whether it held a Hot Spot when rolled
    /// (Ruling R46).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Pos>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub target_hot: bool,
    /// A Hazmat exploded since the last flashover (EXP-HAZ-2).
    #[serde(default, skip_serializing_if = "is_false")]
    pub hazmat_exploded: bool,
    /// An explosion during the losses step (SCEN-UNREPORTED-2): secondary
    /// effects run again, without the flare-up step (EXP-ORDER-1 step 6).
    #[serde(default, skip_serializing_if = "is_false")]
    pub redo: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

impl PartialEq for GameState {
    fn eq(&self, other: &GameState) -> bool {
        (Arc::ptr_eq(&self.board, &other.board) || self.board == other.board)
            && self.config == other.config
            && self.seed == other.seed
            && self.dice == other.dice
            && self.fire == other.fire
            && self.edges == other.edges
            && self.open == other.open
            && self.tokens == other.tokens
            && self.firefighters == other.firefighters
            && self.active == other.active
            && self.stage == other.stage
            && self.turn == other.turn
            && self.won == other.won
            && self.fire_step == other.fire_step
            && self.fire_tokens == other.fire_tokens
            && self.cubes == other.cubes
            && self.hazmat == other.hazmat
            && self.hot_spot == other.hot_spot
            && self.hot_spot_supply == other.hot_spot_supply
            && self.engine == other.engine
            && self.ambulance == other.ambulance
            && self.turn_state == other.turn_state
            && self.fire_phase == other.fire_phase
            && self.ladders == other.ladders
    }
}

/// Why a setup with forced dice ([`GameState::new_with_forced_setup`]) could
/// not be made as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ForcedSetupError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A value no die of the board shows.
    #[error(transparent)]
    NotAFace(#[from] NotAFace),
    /// A value came up for a die without that face (a 7 for the d6 red die).
    #[error(transparent)]
    Misfit(#[from] Misfit),
    /// The setup ended before it rolled every forced value.
    #[error(
        "the setup used {used} of the forced values; {} left unused: {unused:?}",
        unused.len()
    )]
    Unused { used: usize, unused: Vec<u8> },
}

impl GameState {
    /// Sets up a new game as [`GameState::new_logged`] does, except that the
    /// setup's die rolls take `forced` first, in order, as queued by
    /// [`GameState::force_dice`]; when they run out the seeded dice go on.
    /// Only die rolls are forced: the draw of a POI token from the supply and
    /// the dealing of specialist cards stay with the seed.
    ///
    /// A forced list is a claim about exactly what the setup rolls, so every
    /// value must be used, each on a die that has that face; anything else is
    /// an error rather than a silently different setup. (The misfit and
    /// unused checks run once the setup is over, so `sink` has then seen its
    /// events: they show where the rolls went.)
    pub fn new_with_forced_setup(
        board: Arc<Board>,
        config: GameConfig,
        seed: u64,
        forced: &[u8],
        sink: &mut impl EventSink,
    ) -> Result<GameState, ForcedSetupError> {
        check_faces(board.dice(), forced)?;
        let mut state =
            crate::engine::rules::setup::new_game_forced(board, config, seed, forced, sink)?;
        if let Some(misfit) = state.dice.first_misfit() {
            return Err(misfit.into());
        }
        let unused = state.dice.take_forced();
        if !unused.is_empty() {
            return Err(ForcedSetupError::Unused {
                used: state.dice.forced_taken(),
                unused,
            });
        }
        Ok(state)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn shared_board(&self) -> &Arc<Board> {
        &self.board
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The seed the game started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn dice(&self) -> &Dice {
        &self.dice
    }

    /// Queues forced dice values for the next rolls (tests, scripts).
    pub fn force_dice(&mut self, values: impl IntoIterator<Item = u8>) {
        self.dice.force(values);
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The firefighter whose turn it is (or who is being placed at setup).
    pub fn active(&self) -> u8 {
        self.active
    }

    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn fire_step(&self) -> FireStep {
        self.fire_step
    }

    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Over(_))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self.stage {
            Stage::Over(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// Whether the win is secured (it stays secured, Ruling R19).
    pub fn won(&self) -> bool {
        self.won
    }

    pub fn fire_at(&self, cell: CellId) -> FireLevel {
        self.fire[cell.index()]
    }

    /// Fire level at `pos`; [`FireLevel::Clear`] off the board.
    pub fn fire_at_pos(&self, pos: Pos) -> FireLevel {
        self.board
            .cell_at(pos)
            .map_or(FireLevel::Clear, |c| self.fire_at(c))
    }

    pub fn edge_state(&self, edge: EdgeId) -> EdgeState {
        self.edges[edge.index()]
    }

    /// Whether the edge lets adjacency through right now (ADJ-2).
    pub fn edge_open(&self, edge: EdgeId) -> bool {
        self.open[edge.index()]
    }

    pub fn firefighters(&self) -> &[Firefighter] {
        &self.firefighters
    }

    pub fn firefighter(&self, index: u8) -> Option<&Firefighter> {
        self.firefighters.get(usize::from(index))
    }

    pub fn tokens(&self) -> &[PoiToken] {
        &self.tokens
    }

    /// Tokens on `cell`, carried ones included, with their ids.
    pub fn tokens_at(&self, cell: CellId) -> impl Iterator<Item = (TokenId, &PoiToken)> {
        self.tokens
            .iter()
            .enumerate()
            .filter(move |(_, t)| t.cell() == Some(cell))
            .map(|(i, t)| (i as TokenId, t))
    }

    /// The item firefighter `ff` carries.
    pub fn carried_by(&self, ff: u8) -> Option<Item> {
        self.firefighters
            .get(usize::from(ff))
            .and_then(|f| f.carrying)
    }

    /// The firefighter carrying `item`, if any.
    pub fn carrier_of(&self, item: Item) -> Option<u8> {
        self.firefighters
            .iter()
            .position(|f| f.carrying == Some(item))
            .map(|i| i as u8)
    }

    /// The firefighter leading Victim `token`, if any (SPEC-PARAMEDIC-2).
    pub fn leader_of(&self, token: TokenId) -> Option<u8> {
        self.firefighters
            .iter()
            .position(|f| f.leading == Some(token))
            .map(|i| i as u8)
    }

    /// The firefighter carrying or leading Victim `token`.
    pub fn holder_of(&self, token: TokenId) -> Option<u8> {
        self.carrier_of(Item::Victim(token))
            .or_else(|| self.leader_of(token))
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn hazmat(&self) -> &[HazmatPlace] {
        &self.hazmat
    }

    /// Hazmat tokens on the board (carried ones included).
    pub fn hazmat_on_board(&self) -> u8 {
        self.hazmat
            .iter()
            .filter(|h| matches!(h, HazmatPlace::Board(_)))
            .count() as u8
    }

    /// Hazmat tokens carried out of the building (SCEN-ARSONIST-2).
    pub fn hazmat_carried_out(&self) -> u8 {
        self.hazmat
            .iter()
            .filter(|h| **h == HazmatPlace::CarriedOut)
            .count() as u8
    }

    /// The Hazmat on `cell`, if any.
    pub fn hazmat_at(&self, cell: CellId) -> Option<u8> {
        self.hazmat
            .iter()
            .position(|h| *h == HazmatPlace::Board(cell))
            .map(|i| i as u8)
    }

    pub fn hot_spot_at(&self, cell: CellId) -> bool {
        self.hot_spot[cell.index()]
    }

    /// Hot Spots on the board.
    pub fn hot_spots(&self) -> u8 {
        self.hot_spot.iter().filter(|h| **h).count() as u8
    }

    pub fn hot_spot_supply(&self) -> u8 {
        self.hot_spot_supply
    }

    /// The spot index a vehicle is parked on (spots run clockwise, BOARD-5).
    pub fn vehicle_spot(&self, vehicle: Vehicle) -> Option<u8> {
        match vehicle {
            Vehicle::Engine => self.engine,
            Vehicle::Ambulance => self.ambulance,
        }
    }

    /// The two cells a vehicle covers now (EXP-VEH-GEN-1).
    pub fn vehicle_cells(&self, vehicle: Vehicle) -> Option<[CellId; 2]> {
        self.spot_cells(vehicle, self.vehicle_spot(vehicle)?)
    }

    /// The cells of the board's `vehicle` spot number `spot` (clockwise, BOARD-5).
    pub fn spot_cells(&self, vehicle: Vehicle, spot: u8) -> Option<[CellId; 2]> {
        let spot = usize::from(spot);
        match vehicle {
            Vehicle::Engine => self.board.engine_spots().get(spot).map(|s| s.cells),
            Vehicle::Ambulance => self.board.ambulance_spots().get(spot).copied(),
        }
    }

    /// How many `vehicle` spots the board has.
    pub fn spot_count(&self, vehicle: Vehicle) -> usize {
        match vehicle {
            Vehicle::Engine => self.board.engine_spots().len(),
            Vehicle::Ambulance => self.board.ambulance_spots().len(),
        }
    }

    /// Every vehicle the board has is parked (EXP-SETUP-14): High Rise has
    /// no Ambulance (URB-HIGHRISE-GEN-2).
    pub fn vehicles_parked(&self) -> bool {
        self.engine.is_some()
            && (self.ambulance.is_some() || self.board.ambulance_spots().is_empty())
    }

    /// Whether `cell` is covered by `vehicle` now.
    pub fn covered_by(&self, vehicle: Vehicle, cell: CellId) -> bool {
        self.vehicle_cells(vehicle)
            .is_some_and(|cells| cells.contains(&cell))
    }

    pub fn turn_state(&self) -> TurnState {
        self.turn_state
    }

    pub fn fire_phase(&self) -> FirePhase {
        self.fire_phase
    }

    fn count_tokens(&self, kind: PoiKind, place: impl Fn(&TokenPlace) -> bool) -> u8 {
        self.tokens
            .iter()
            .filter(|t| t.kind == kind && place(&t.place))
            .count() as u8
    }

    /// Victims in the Rescued area.
    pub fn rescued(&self) -> u8 {
        self.count_tokens(PoiKind::Victim, |p| *p == TokenPlace::Rescued)
    }

    /// Victims in the Lost area.
    pub fn lost(&self) -> u8 {
        self.count_tokens(PoiKind::Victim, |p| *p == TokenPlace::Lost)
    }

    /// False Alarms revealed and set aside (they count for nothing).
    pub fn false_alarms_found(&self) -> u8 {
        self.count_tokens(PoiKind::FalseAlarm, |p| *p == TokenPlace::Rescued)
    }

    /// POIs and Victims on the board, carried ones included (FAM-POI-1; a
    /// revealed Victim still counts as a POI token, GEN-6).
    pub fn pois_on_board(&self) -> u8 {
        self.tokens
            .iter()
            .filter(|t| matches!(t.place, TokenPlace::Board { .. }))
            .count() as u8
    }

    /// POIs still in the supply.
    pub fn poi_supply(&self) -> u8 {
        self.tokens
            .iter()
            .filter(|t| t.place == TokenPlace::Bag)
            .count() as u8
    }

    /// Damage cubes on the board.
    pub fn cubes_placed(&self) -> u8 {
        self.cubes
    }

    /// Fire/Smoke tokens left in the supply: finite (COMP-16), and an
    /// empty one skips only new tokens (FAM-SUPPLY-1, Ruling R24).
    pub fn fire_supply(&self) -> u8 {
        FIRE_TOKENS - self.fire_tokens
    }

    /// Whether `edge`'s wall (or window) is destroyed, or its door removed.
    pub fn edge_destroyed(&self, edge: EdgeId) -> bool {
        let state = self.edges[edge.index()];
        match self.board.edge(edge).kind {
            None | Some(EdgeKind::Entrance) => false,
            Some(EdgeKind::Door | EdgeKind::ElevatorDoor) => state.door == DoorState::Destroyed,
            Some(kind) => state.cubes >= kind.capacity(),
        }
    }

    /// Recomputes the adjacency cache of one edge from its state (ADJ-2):
    /// open floor and entrances always connect; walls of every kind once
    /// destroyed; doors and windows when open or destroyed.
    #[inline]
    pub(crate) fn refresh_edge(&mut self, edge: EdgeId) {
        let state = self.edges[edge.index()];
        let open = match self.board.edge(edge).kind {
            None | Some(EdgeKind::Entrance) => true,
            Some(EdgeKind::Door | EdgeKind::ElevatorDoor) => state.door != DoorState::Closed,
            Some(EdgeKind::Window) => state.door != DoorState::Closed || state.cubes >= 1,
            Some(kind) => state.cubes >= kind.capacity(),
        };
        self.open[edge.index()] = open;
    }

    /// Inlined: a new game sets every edge (hundreds per game in `simulate`).
    #[inline]
    pub(crate) fn set_edge(&mut self, edge: EdgeId, state: EdgeState) {
        self.edges[edge.index()] = state;
        self.refresh_edge(edge);
    }

    pub(crate) fn pos(&self, cell: CellId) -> Pos {
        self.board.pos(cell)
    }
}

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
use crate::engine::board::{Board, CellId, EdgeId, EdgeKind};
use crate::engine::config::GameConfig;
use crate::engine::dice::Dice;
use crate::engine::geom::Pos;

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
}

impl PoiToken {
    pub fn cell(&self) -> Option<CellId> {
        match self.place {
            TokenPlace::Board { cell, .. } => Some(cell),
            _ => None,
        }
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
    /// The Victim it carries (FAM-ACT-CARRY-1).
    pub carrying: Option<TokenId>,
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
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Won => "won",
            Outcome::VictimsLost => "lost: four victims died",
            Outcome::Collapse => "lost: the building collapsed",
        })
    }
}

/// What the game is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Setup: firefighter `active` chooses its start cell (FAM-SETUP-6).
    PlaceFirefighters,
    /// Firefighter `active` is taking actions (FAM-TURN-1 phase 1).
    Actions,
    /// Mid fire phase: this knocked-down firefighter's controller picks one of
    /// the tied nearest Ambulance cells (FAM-KD-1).
    Knockdown {
        firefighter: u8,
    },
    Over(Outcome),
}

/// Where the fire phase resumes after a player's choice (FAM-FIRE-SEC-1 order).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireStep {
    #[default]
    Advance,
    Flashover,
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
    pub(crate) scratch: Scratch,
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
    }
}

impl GameState {
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

    /// The token firefighter `ff` carries.
    pub fn carried_by(&self, ff: u8) -> Option<TokenId> {
        self.firefighters
            .get(usize::from(ff))
            .and_then(|f| f.carrying)
    }

    /// The firefighter carrying `token`, if any.
    pub fn carrier_of(&self, token: TokenId) -> Option<u8> {
        self.firefighters
            .iter()
            .position(|f| f.carrying == Some(token))
            .map(|i| i as u8)
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

    /// POIs and Victims on the board, carried ones included (FAM-POI-1).
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

    /// Fire/Smoke tokens left in the supply (FAM-SUPPLY-1).
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

    pub(crate) fn set_edge(&mut self, edge: EdgeId, state: EdgeState) {
        self.edges[edge.index()] = state;
        self.refresh_edge(edge);
    }

    pub(crate) fn pos(&self, cell: CellId) -> Pos {
        self.board.pos(cell)
    }
}

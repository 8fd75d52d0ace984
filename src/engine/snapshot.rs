//! The game state as readable JSON: cells and edges by name, only what differs
//! from the printed board. Used to save and restore states exactly (the state
//! round-trips) and as the explicit starting state of a scenario script, where
//! most fields can be left out.
//!
//! Reading a snapshot validates it completely: a hand-written state can be
//! wrong, but it can never make the engine panic.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::board::EdgeKind;
use crate::engine::config::GameConfig;
use crate::engine::dice::DiceState;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::specialist::Specialist;
use crate::engine::state::{
    DoorState, FireLevel, FirePhase, FireStep, GameState, HazmatPlace, Item, LadderPlace, PoiKind,
    Stage, TokenPlace, TurnState, Vehicle,
};

mod read;

/// A whole game state, readable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    pub config: GameConfig,
    /// The seed the game started from.
    #[serde(default)]
    pub seed: u64,
    /// The dice's position; when absent, fresh dice from `seed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<DiceState>,
    #[serde(default = "default_stage")]
    pub stage: Stage,
    /// The firefighter whose turn it is (or who is being placed).
    #[serde(default)]
    pub active: u8,
    /// Player turns started so far.
    #[serde(default = "default_turn")]
    pub turn: u32,
    /// The win is secured (play-on, Ruling R19).
    #[serde(default, skip_serializing_if = "is_false")]
    pub won: bool,
    /// Where the fire phase resumes after a choice.
    #[serde(default, skip_serializing_if = "is_default_step")]
    pub fire_step: FireStep,
    #[serde(default)]
    pub fire: Vec<Pos>,
    #[serde(default)]
    pub smoke: Vec<Pos>,
    /// Damage cubes on walls and windows.
    #[serde(default)]
    pub damage: Vec<EdgeDamage>,
    /// Doors and windows not in their printed state.
    #[serde(default)]
    pub doors: Vec<DoorSetting>,
    /// POI tokens in id order. When reading, tokens not listed are added to
    /// the supply to make up the game's 10 Victims and 5 False Alarms.
    #[serde(default)]
    pub pois: Vec<PoiSnapshot>,
    pub firefighters: Vec<FirefighterSnapshot>,
    /// Hazmat tokens in id order; tokens not listed are in the supply (COMP-7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hazmat: Vec<HazmatSnapshot>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hot_spots: Vec<Pos>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hot_spot_supply: u8,
    /// A cell of the spot each vehicle is parked on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<Pos>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambulance: Option<Pos>,
    #[serde(default, skip_serializing_if = "is_default")]
    pub turn_state: TurnState,
    #[serde(default, skip_serializing_if = "is_default")]
    pub fire_phase: FirePhase,
    // --- 2nd Story ladders
    /// 2nd Story: every portable ladder, by number (2ND-LADDER-1). Absent:
    /// all on the Engine.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ladders: Vec<LadderSnapshot>,
}

// --- 2nd Story ladders
/// Where a ladder is, in a snapshot: `{"at": "engine"}`, `{"carried_by": 0}`,
/// `{"lying": "0,3"}` or `{"raised": "0,3"}` (raised on that foot).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LadderSnapshot {
    At(LadderDepot),
    CarriedBy(u8),
    Lying(Pos),
    Raised(Pos),
}

/// Where ladders wait to be taken: the Engine (2ND-LADDER-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LadderDepot {
    Engine,
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// Where a Hazmat token is, in a snapshot.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HazmatSnapshotPlace {
    #[default]
    Board,
    Supply,
    CarriedOut,
    Disposed,
    Exploded,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HazmatSnapshot {
    #[serde(default, skip_serializing_if = "is_default")]
    pub place: HazmatSnapshotPlace,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Pos>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carried_by: Option<u8>,
}

fn default_stage() -> Stage {
    Stage::Actions
}

fn default_turn() -> u32 {
    1
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_default_step(s: &FireStep) -> bool {
    *s == FireStep::default()
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EdgeDamage {
    pub edge: EdgeRef,
    pub cubes: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoorSetting {
    pub edge: EdgeRef,
    pub state: DoorState,
}

/// Where a POI token is, in a snapshot.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PoiPlace {
    #[default]
    Board,
    Bag,
    Rescued,
    Lost,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoiSnapshot {
    pub kind: PoiKind,
    #[serde(default, skip_serializing_if = "is_board")]
    pub place: PoiPlace,
    /// The cell, for tokens on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Pos>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub revealed: bool,
    /// The firefighter carrying it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carried_by: Option<u8>,
    /// Treated by the Paramedic (SPEC-PARAMEDIC-1).
    #[serde(default, skip_serializing_if = "is_false")]
    pub treated: bool,
    /// The firefighter leading it (SPEC-PARAMEDIC-2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub led_by: Option<u8>,
}

fn is_board(p: &PoiPlace) -> bool {
    *p == PoiPlace::Board
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirefighterSnapshot {
    /// Its cell; absent only while firefighters are still being placed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Pos>,
    #[serde(default)]
    pub ap: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub saved: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub knocked_down: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub specialist: Option<Specialist>,
    /// AP left in the card's bonus pool this turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pool: u8,
    /// Down where it fell (SCEN-FRIEND-1).
    #[serde(default, skip_serializing_if = "is_false")]
    pub downed: bool,
    /// The firefighter carrying this downed one (SCEN-FRIEND-2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carried_by: Option<u8>,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

impl Snapshot {
    /// Reads a snapshot that may leave out `config` and `seed`, as scripts and
    /// tests write them: the configuration defaults to `config`, or else the
    /// family game with as many firefighters as are listed.
    pub fn from_partial(
        value: serde_json::Value,
        config: Option<GameConfig>,
        seed: u64,
    ) -> Result<Snapshot, String> {
        let mut object = match value {
            serde_json::Value::Object(object) => object,
            _ => return Err("a state must be a JSON object".into()),
        };
        if !object.contains_key("config") {
            let listed = object
                .get("firefighters")
                .and_then(serde_json::Value::as_array)
                .map_or(1, |a| a.len().clamp(1, 255) as u8);
            let config = config.unwrap_or_else(|| GameConfig::family(listed));
            object.insert(
                "config".into(),
                serde_json::to_value(config).map_err(|e| e.to_string())?,
            );
        }
        object
            .entry("seed")
            .or_insert(serde_json::Value::from(seed));
        serde_json::from_value(serde_json::Value::Object(object)).map_err(|e| e.to_string())
    }
}

/// A snapshot that does not describe a possible state on its board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct StateError {
    /// The snapshot field at fault.
    pub field: &'static str,
    pub message: String,
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "state field \"{}\": {}", self.field, self.message)
    }
}

fn err<T>(field: &'static str, message: impl Into<String>) -> Result<T, StateError> {
    Err(StateError {
        field,
        message: message.into(),
    })
}

impl GameState {
    /// The state as a readable snapshot.
    pub fn snapshot(&self) -> Snapshot {
        let board = &self.board;
        let cells_with = |level| {
            board
                .cell_ids()
                .filter(|&c| self.fire_at(c) == level)
                .map(|c| board.pos(c))
                .collect()
        };
        let mut damage = Vec::new();
        let mut doors = Vec::new();
        for edge in board.edge_ids() {
            let state = self.edge_state(edge);
            let edge_ref = board.edge_ref(edge);
            if state.cubes > 0 {
                damage.push(EdgeDamage {
                    edge: edge_ref,
                    cubes: state.cubes,
                });
            }
            let info = board.edge(edge);
            if info.kind.is_some_and(EdgeKind::has_door_state) {
                let printed = if info.initially_open {
                    DoorState::Open
                } else {
                    DoorState::Closed
                };
                if state.door != printed {
                    doors.push(DoorSetting {
                        edge: edge_ref,
                        state: state.door,
                    });
                }
            }
        }
        let pois = self
            .tokens
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let (place, at, revealed, carried_by, led_by) = match t.place {
                    TokenPlace::Bag => (PoiPlace::Bag, None, false, None, None),
                    TokenPlace::Rescued => (PoiPlace::Rescued, None, false, None, None),
                    TokenPlace::Lost => (PoiPlace::Lost, None, false, None, None),
                    TokenPlace::Board { cell, revealed } => (
                        PoiPlace::Board,
                        Some(board.pos(cell)),
                        revealed,
                        self.carrier_of(Item::Victim(i as u8)),
                        self.leader_of(i as u8),
                    ),
                };
                PoiSnapshot {
                    kind: t.kind,
                    place,
                    at,
                    revealed,
                    carried_by,
                    treated: t.treated && place == PoiPlace::Board,
                    led_by,
                }
            })
            .collect();
        Snapshot {
            config: self.config.clone(),
            seed: self.seed,
            dice: Some(self.dice.state()),
            stage: self.stage,
            active: self.active,
            turn: self.turn,
            won: self.won,
            fire_step: self.fire_step,
            fire: cells_with(FireLevel::Fire),
            smoke: cells_with(FireLevel::Smoke),
            damage,
            doors,
            pois,
            firefighters: self
                .firefighters
                .iter()
                .enumerate()
                .map(|(i, f)| FirefighterSnapshot {
                    at: f.cell.map(|c| board.pos(c)),
                    ap: f.ap,
                    saved: f.saved,
                    knocked_down: f.knocked_down,
                    specialist: f.specialist,
                    pool: f.pool,
                    downed: f.downed,
                    carried_by: self.carrier_of(Item::Firefighter(i as u8)),
                })
                .collect(),
            hazmat: if self.hazmat.iter().all(|h| *h == HazmatPlace::Supply) {
                Vec::new()
            } else {
                self.hazmat
                    .iter()
                    .enumerate()
                    .map(|(i, h)| {
                        let (place, at) = match *h {
                            HazmatPlace::Supply => (HazmatSnapshotPlace::Supply, None),
                            HazmatPlace::Board(c) => {
                                (HazmatSnapshotPlace::Board, Some(board.pos(c)))
                            }
                            HazmatPlace::CarriedOut => (HazmatSnapshotPlace::CarriedOut, None),
                            HazmatPlace::Disposed => (HazmatSnapshotPlace::Disposed, None),
                            HazmatPlace::Exploded => (HazmatSnapshotPlace::Exploded, None),
                        };
                        HazmatSnapshot {
                            place,
                            at,
                            carried_by: self.carrier_of(Item::Hazmat(i as u8)),
                        }
                    })
                    .collect()
            },
            hot_spots: board
                .cell_ids()
                .filter(|&c| self.hot_spot_at(c))
                .map(|c| board.pos(c))
                .collect(),
            hot_spot_supply: self.hot_spot_supply,
            engine: self.vehicle_cells(Vehicle::Engine).map(|c| board.pos(c[0])),
            ambulance: self
                .vehicle_cells(Vehicle::Ambulance)
                .map(|c| board.pos(c[0])),
            turn_state: self.turn_state,
            fire_phase: self.fire_phase,
            ladders: self
                .ladders
                .iter()
                .map(|l| match *l {
                    LadderPlace::Engine => LadderSnapshot::At(LadderDepot::Engine),
                    LadderPlace::Carried(ff) => LadderSnapshot::CarriedBy(ff),
                    LadderPlace::Lying(c) => LadderSnapshot::Lying(board.pos(c)),
                    LadderPlace::Raised { foot } => LadderSnapshot::Raised(board.pos(foot)),
                })
                .collect(),
        }
    }
}

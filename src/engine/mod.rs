//! The rules engine: boards, game state, actions, events, dice and the rules
//! themselves. Pure and deterministic; it never touches the UI (a test fails if
//! this directory mentions the UI crates).

pub mod action;
pub mod board;
pub mod config;
pub mod dice;
pub mod event;
pub mod geom;
pub mod hidden;
pub mod reason;
pub mod rules;
pub mod snapshot;
pub mod specialist;
pub mod state;

pub use action::{Action, ActionError, TokenId};
pub use board::{Board, CellId, EdgeId};
pub use config::{Difficulty, FamilySetupKind, GameConfig, Mode, Modules, Scenario};
pub use event::{Event, EventSink};
pub use geom::{Dir, EdgeRef, Pos};
pub use rules::Price;
pub use specialist::Specialist;
pub use state::{FireLevel, GameState, Item, Outcome, Stage, Vehicle};

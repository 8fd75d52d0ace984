//! Game configuration: what the players chose before the first turn.

use serde::{Deserialize, Serialize};

/// The rules being played.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The family game (§3).
    #[default]
    Family,
}

/// How the family game's opening Fire and POIs are placed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FamilySetupKind {
    /// The board's printed setup (FAM-SETUP-3, FAM-SETUP-4, FAQ-3); boards
    /// without one use the random setup.
    #[default]
    Fixed,
    /// Three explosions without cubes, then three POIs (FAM-VAR-1a).
    Random,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    #[serde(default)]
    pub mode: Mode,
    /// Firefighters in play, 1 to 6; each takes its own seat in the turn order
    /// (COMP-1, Ruling R18).
    pub firefighters: u8,
    #[serde(default)]
    pub setup: FamilySetupKind,
    /// Keep playing after the 7th rescue for a perfect 10 (FAM-END-1).
    #[serde(default)]
    pub play_on: bool,
}

impl GameConfig {
    pub fn family(firefighters: u8) -> GameConfig {
        GameConfig {
            mode: Mode::Family,
            firefighters,
            setup: FamilySetupKind::Fixed,
            play_on: false,
        }
    }
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig::family(4)
    }
}

/// A configuration that cannot start a game on a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("{0} firefighters: a game has 1 to 6 (COMP-1)")]
    Firefighters(u8),
}

pub const MAX_FIREFIGHTERS: u8 = 6;

//! Actions a player takes, and why one may be refused.
//!
//! Actions name places with board-independent [`Pos`] and [`EdgeRef`] so they
//! read well in save files and scripts (`{"move": "1,2"}`, `"end_turn"`).
//! Errors are `Copy` and format lazily: checking a candidate action in the
//! legal-move generator must not allocate.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::geom::{EdgeRef, Pos};

/// Index of a POI token in a game (0..15); stable for the whole game.
pub type TokenId = u8;

/// Something the player whose turn (or choice) it is can do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Setup: put the firefighter being placed on a ground-floor outside cell
    /// (FAM-SETUP-6).
    PlaceFirefighter(Pos),
    /// Move to an adjacent cell, carrying the Victim held, if any
    /// (FAM-ACT-MOVE-1..3). Entering Fire costs 2 AP, carrying costs 2 AP.
    Move(Pos),
    /// Open a door or window on an edge of the firefighter's cell (FAM-ACT-DOOR-1, 2ND-WIN-2).
    Open(EdgeRef),
    /// Close a door or window on an edge of the firefighter's cell.
    Close(EdgeRef),
    /// Remove Smoke here or next door: 1 AP (FAM-ACT-EXT-1).
    RemoveSmoke(Pos),
    /// Flip Fire to Smoke here or next door: 1 AP (FAM-ACT-EXT-2).
    FlipFire(Pos),
    /// Remove Fire here or next door: 2 AP (FAM-ACT-EXT-3).
    RemoveFire(Pos),
    /// Put a damage cube on a wall of the firefighter's cell: 2 AP (FAM-ACT-CHOP-1).
    Chop(EdgeRef),
    /// Pick up a revealed Victim on the firefighter's cell: free (FAM-ACT-CARRY-1).
    PickUp(TokenId),
    /// Put the carried Victim down on the firefighter's cell: free.
    Drop,
    /// End the action phase; the fire advances (FAM-TURN-1).
    EndTurn,
    /// Choose where the knocked-down firefighter goes when the nearest
    /// Ambulance cells tie (FAM-KD-1).
    KnockdownTo(Pos),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::PlaceFirefighter(p) => write!(f, "start at {p}"),
            Action::Move(p) => write!(f, "move to {p}"),
            Action::Open(e) => write!(f, "open {e}"),
            Action::Close(e) => write!(f, "close {e}"),
            Action::RemoveSmoke(p) => write!(f, "remove smoke at {p}"),
            Action::FlipFire(p) => write!(f, "flip fire to smoke at {p}"),
            Action::RemoveFire(p) => write!(f, "remove fire at {p}"),
            Action::Chop(e) => write!(f, "chop {e}"),
            Action::PickUp(t) => write!(f, "pick up victim {t}"),
            Action::Drop => f.write_str("put the victim down"),
            Action::EndTurn => f.write_str("end turn"),
            Action::KnockdownTo(p) => write!(f, "go to {p} after the knockdown"),
        }
    }
}

/// The stage of the game, for errors that say an action does not fit it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StageName {
    PlacingFirefighters,
    Actions,
    KnockdownChoice,
    GameOver,
}

impl fmt::Display for StageName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StageName::PlacingFirefighters => "firefighters are being placed",
            StageName::Actions => "a firefighter is taking actions",
            StageName::KnockdownChoice => "a knocked-down firefighter must choose where to go",
            StageName::GameOver => "the game is over",
        })
    }
}

/// Why an action was refused. The state is unchanged when one is returned.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("{action} is not possible now: {stage}")]
    WrongStage { action: Action, stage: StageName },
    #[error("there is no cell {0} on this board")]
    NoSuchCell(Pos),
    #[error("there is no edge {0} on this board")]
    NoSuchEdge(EdgeRef),
    #[error(
        "{cell} is not a place to start: firefighters start outside the building (FAM-SETUP-6)"
    )]
    NotAStartCell { cell: Pos },
    #[error("{to} is not next to {from}")]
    NotAdjacent { from: Pos, to: Pos },
    #[error("the way from {from} to {to} is blocked by a {what}")]
    Blocked {
        from: Pos,
        to: Pos,
        what: &'static str,
    },
    #[error("{cell} cannot be entered: {why}")]
    CannotEnter { cell: Pos, why: &'static str },
    #[error("needs {needed} AP, you have {have}")]
    NotEnoughAp { needed: u8, have: u8 },
    #[error("cannot carry a victim into fire (FAM-ACT-MOVE-3)")]
    CarryIntoFire,
    #[error(
        "you would be on fire at {cell} with {left} AP, but getting out needs {needed} (FAM-ACT-END-3)"
    )]
    WouldBeTrapped { cell: Pos, left: u8, needed: u8 },
    #[error(
        "firefighter {firefighter} would be left on fire at {cell} out of your reach (FAM-ACT-END-3)"
    )]
    WouldStrand { firefighter: u8, cell: Pos },
    #[error("you cannot end your turn on fire at {cell} (FAM-ACT-END-2)")]
    EndOnFire { cell: Pos },
    #[error("edge {edge} is not a side of your cell {cell}")]
    NotYourEdge { edge: EdgeRef, cell: Pos },
    #[error("edge {0} has no door or window to open or close")]
    NoDoor(EdgeRef),
    #[error("the {what} at {edge} is destroyed")]
    Destroyed { edge: EdgeRef, what: &'static str },
    #[error("the {what} at {edge} is already {state}")]
    AlreadyThere {
        edge: EdgeRef,
        what: &'static str,
        state: &'static str,
    },
    #[error("{edge} cannot be chopped: only walls take cubes, not a {what} (Ruling R4)")]
    NotChoppable { edge: EdgeRef, what: &'static str },
    #[error("{cell} is neither your cell nor next to it")]
    OutOfReach { cell: Pos },
    #[error("there is no {what} at {cell}")]
    NothingToExtinguish { cell: Pos, what: &'static str },
    #[error("there is no revealed victim {token} on your cell to pick up")]
    NothingToPickUp { token: TokenId },
    #[error("you already carry victim {token}: one at a time (FAM-ACT-CARRY-1)")]
    AlreadyCarrying { token: TokenId },
    #[error("you are not carrying anything")]
    NotCarrying,
    #[error("{cell} is not one of the nearest ambulance cells for this firefighter (FAM-KD-1)")]
    NotAKnockdownSpot { cell: Pos },
}

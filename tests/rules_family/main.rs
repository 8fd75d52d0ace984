//! Integration tests of the family rules (§0–3), the 2nd Story stair, window
//! and thin-wall rules (§8) and the Brownstone party wall (URB-BROWN-2), each
//! named after the rule it checks. The authority is
//! `/work/shared/rules/flash-point-rules.md`; rule IDs are cited per test.
//!
//! Conventions: states are written as partial snapshots on the front board
//! (App. A) unless stated. Fire-phase tests force the dice (red, then black)
//! and usually keep three face-down POIs "parked" on exterior corners, which
//! no fire in these tests can reach, so that no POI replenishing roll follows
//! the fire phase (FAM-POI-1).
//!
//! One file per part of the rules; the helpers every part uses are here.

#[path = "../common/mod.rs"]
mod common;
use common::*;

mod actions;
mod board;
mod end;
mod fire;
mod poi;
mod second_story;
mod setup;

use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;

use flashpoint::engine::board::layout::{AmbulanceSpot, EdgeSpec};
use flashpoint::engine::board::{Board, BoardLayout, EdgeKind};
use flashpoint::engine::dice::flip;
use flashpoint::engine::event::{Event, Heading, RerollReason, RollPurpose};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::{DoorState, Item, PoiKind, TokenPlace};
use flashpoint::engine::{
    Action, ActionError, Dir, EdgeId, FamilySetupKind, FireLevel, GameConfig, GameState, Outcome,
    Pos, Stage,
};
use serde_json::{Value, json};

// --- helpers -----------------------------------------------------------------

fn door_on(s: &GameState, e: &str) -> DoorState {
    s.edge_state(edge(s, e)).door
}

fn token_revealed(s: &GameState, id: usize) -> bool {
    matches!(
        s.tokens()[id].place,
        TokenPlace::Board { revealed: true, .. }
    )
}

/// A single-floor 8 × 10 board with an outside ring and no walls but `edges`,
/// and an Ambulance spot at (0,4)+(0,5).
fn custom_board(edges: &[(&str, EdgeKind, bool)]) -> Arc<Board> {
    let mut layout = BoardLayout::blank("t");
    for &(e, kind, open) in edges {
        layout.floors[0].edges.push(EdgeSpec {
            at: e.parse().unwrap_or_else(|err| panic!("{err}")),
            kind,
            open,
        });
    }
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [at("0,4"), at("0,5")],
        side: None,
    });
    Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")))
}

fn snapshot_error(board: Arc<Board>, v: Value) -> bool {
    match Snapshot::from_partial(v, None, 1) {
        Err(_) => true,
        Ok(snap) => GameState::from_snapshot(board, &snap).is_err(),
    }
}

fn doors_left(s: &GameState) -> usize {
    let b = s.board();
    b.edge_ids()
        .filter(|&e| b.edge(e).kind == Some(EdgeKind::Door))
        .filter(|&e| s.edge_state(e).door != DoorState::Destroyed)
        .count()
}

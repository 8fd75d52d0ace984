//! Events: what happened, in order, in enough detail to narrate and animate
//! every step (each die roll, each smoke placed, each explosion leg, each
//! flashover flip, each knockdown and loss).
//!
//! Events are small `Copy` values with no heap data, so the engine can report
//! them into a reused buffer without allocating ([`EventSink`]).

use serde::{Deserialize, Serialize};

use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::engine::state::{FireLevel, Outcome, PoiKind};

/// Why the dice were rolled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollPurpose {
    /// Advance fire (FAM-FIRE-ADV-1).
    AdvanceFire,
    /// Replenish POIs (FAM-POI-1).
    ReplenishPoi,
    /// Random family setup: an explosion (FAM-VAR-1a).
    SetupExplosion,
    /// Random family setup: a POI (FAM-VAR-1a).
    SetupPoi,
}

/// Why a roll was not used.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RerollReason {
    /// The result names no cell of this board.
    NoCell,
    /// The cell already holds a POI or Victim (FAM-POI-2).
    HasPoi,
    /// The cell is on Fire (setup rules).
    OnFire,
    /// Restricted cells take no POIs (Ruling R42).
    Restricted,
    /// Elevator cells are skipped by every roll (URB-HIGHRISE-FIRE-1, -POI-1).
    Elevator,
}

/// The way an explosion or shockwave leaves a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Heading {
    Dir(Dir),
    /// Up or down the stairs (2ND-STAIRS-4).
    Stairs,
}

/// One thing that happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    // --- setup ---
    /// A Fire placed by the setup (FAM-SETUP-3, FAM-VAR-1a).
    SetupFire {
        cell: Pos,
    },
    /// A firefighter placed on its start cell (FAM-SETUP-6).
    FirefighterPlaced {
        firefighter: u8,
        cell: Pos,
    },
    /// A firefighter's turn began with this many AP (FAM-AP-1).
    TurnStarted {
        firefighter: u8,
        turn: u32,
        ap: u8,
    },

    // --- actions ---
    Moved {
        firefighter: u8,
        from: Pos,
        to: Pos,
        ap: u8,
        /// The Victim carried along, if any.
        carrying: Option<u8>,
    },
    /// A face-down POI turned over (FAM-ACT-POI-1, FAM-POI-4, FAM-FIRE-SEC-1).
    PoiRevealed {
        token: u8,
        cell: Pos,
        kind: PoiKind,
    },
    /// A revealed False Alarm leaves the board for the Rescued area (FAM-ACT-POI-1).
    FalseAlarmRemoved {
        token: u8,
        cell: Pos,
    },
    /// A Victim carried out of the building (FAM-ACT-RESCUE-1).
    VictimRescued {
        token: u8,
        cell: Pos,
        rescued: u8,
    },
    PickedUp {
        firefighter: u8,
        token: u8,
        cell: Pos,
    },
    Dropped {
        firefighter: u8,
        token: u8,
        cell: Pos,
    },
    DoorOpened {
        firefighter: u8,
        edge: EdgeRef,
        ap: u8,
    },
    DoorClosed {
        firefighter: u8,
        edge: EdgeRef,
        ap: u8,
    },
    /// Extinguish: the cell went from `from` to `to` (FAM-ACT-EXT-1..3).
    Extinguished {
        firefighter: u8,
        cell: Pos,
        from: FireLevel,
        to: FireLevel,
        ap: u8,
    },
    Chopped {
        firefighter: u8,
        edge: EdgeRef,
        ap: u8,
    },
    /// The action phase ended: AP saved (at most 4) and AP forfeited (FAM-AP-3).
    TurnEnded {
        firefighter: u8,
        saved: u8,
        forfeited: u8,
    },

    // --- fire ---
    /// The dice were rolled; `cell` is the cell the result names, if any.
    Rolled {
        purpose: RollPurpose,
        roll: Roll,
        cell: Option<Pos>,
    },
    /// The last roll is not used and the dice are rolled again.
    Reroll {
        reason: RerollReason,
    },
    /// Smoke placed on an empty cell (FAM-FIRE-ADV-2).
    SmokePlaced {
        cell: Pos,
    },
    /// Smoke next to Fire turned to Fire as it was placed (FAM-FIRE-ADV-2).
    SmokeIgnited {
        cell: Pos,
    },
    /// Smoke placed on Smoke: the cell is now Fire (FAM-FIRE-ADV-2).
    SmokeOnSmoke {
        cell: Pos,
    },
    /// A new token was needed but the supply is empty (FAM-SUPPLY-1).
    SupplyEmpty {
        cell: Pos,
    },
    /// An explosion at a Fire cell (FAM-FIRE-EXPL-1).
    Explosion {
        cell: Pos,
    },
    /// One direction of an explosion begins (FAM-FIRE-EXPL-2, 2ND-STAIRS-4).
    Blast {
        from: Pos,
        heading: Heading,
    },
    /// A blast reached a Fire cell and goes on as a shockwave (FAM-FIRE-EXPL-2).
    ShockwaveStarted {
        cell: Pos,
        heading: Heading,
    },
    /// A shockwave moved through a Fire cell to the next (FAM-FIRE-SHOCK-1).
    Shockwave {
        from: Pos,
        to: Pos,
        heading: Heading,
    },
    /// A damage cube placed on a wall or window (BOARD-2).
    CubePlaced {
        edge: EdgeRef,
        /// Cubes now on this edge.
        cubes: u8,
        destroyed: bool,
        /// Cubes now on the whole board (collapse at 24, FAM-END-3).
        total: u8,
    },
    /// A wall stopped a setup explosion that places no cubes (Ruling R21).
    BlastStopped {
        edge: EdgeRef,
    },
    /// An explosion removed a door token (FAM-FIRE-EXPL-2, Ruling R9).
    DoorDestroyed {
        edge: EdgeRef,
        was_open: bool,
    },
    /// Fire placed on an empty cell by an explosion or shockwave.
    FirePlaced {
        cell: Pos,
    },
    /// Smoke flipped to Fire by an explosion or shockwave.
    SmokeToFire {
        cell: Pos,
    },
    /// Flashover flipped Smoke next to Fire; `wave` counts the rounds (FAM-FIRE-SEC-1).
    Flashover {
        cell: Pos,
        wave: u8,
    },
    /// A firefighter on Fire is knocked down (FAM-FIRE-SEC-1); with more than one
    /// nearest spot its controller chooses (FAM-KD-1).
    KnockedDown {
        firefighter: u8,
        cell: Pos,
        choices: u8,
    },
    /// A knocked-down firefighter arrives at its Ambulance spot (FAM-KD-1).
    Relocated {
        firefighter: u8,
        from: Pos,
        to: Pos,
    },
    /// A Victim lost to Fire or collapse (FAM-FIRE-SEC-1, FAM-END-3).
    VictimLost {
        token: u8,
        cell: Pos,
        lost: u8,
    },
    /// A False Alarm burned; it counts for nothing.
    FalseAlarmLost {
        token: u8,
        cell: Pos,
    },
    /// Fire outside the building removed at the end of the phase (Ruling R8).
    ExteriorFireRemoved {
        cell: Pos,
    },
    /// Replenishing cleared Fire or Smoke for a new POI (FAM-POI-3).
    ThreatCleared {
        cell: Pos,
        was: FireLevel,
    },
    /// A face-down POI placed on the board.
    PoiPlaced {
        token: u8,
        cell: Pos,
    },
    /// The building collapsed: 24 damage cubes (FAM-END-3).
    Collapse,
    /// The players won; with play-on the game continues (FAM-END-1).
    Victory {
        rescued: u8,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// Where the engine reports events.
pub trait EventSink {
    fn emit(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn emit(&mut self, event: Event) {
        self.push(event);
    }
}

/// Drops every event.
#[derive(Copy, Clone, Debug, Default)]
pub struct Discard;

impl EventSink for Discard {
    fn emit(&mut self, _: Event) {}
}

/// Counts events without keeping them.
#[derive(Copy, Clone, Debug, Default)]
pub struct CountEvents(pub u64);

impl EventSink for CountEvents {
    fn emit(&mut self, _: Event) {
        self.0 += 1;
    }
}

//! Events: what happened, in order, in enough detail to narrate and animate
//! every step (each die roll, each smoke placed, each explosion leg, each
//! flashover flip, each knockdown and loss).
//!
//! Events are small `Copy` values with no heap data, so the engine can report
//! them into a reused buffer without allocating ([`EventSink`]).

use serde::{Deserialize, Serialize};

use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::engine::specialist::{PoolKind, Specialist};
use crate::engine::state::{Die, FireLevel, Item, Outcome, PoiKind, Vehicle};

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
    /// Experienced setup: a Hazmat (EXP-SETUP-8).
    SetupHazmat,
    /// Experienced setup: a Hot Spot (EXP-SETUP-11, SCEN-HEROES-1, SCEN-STRUCTURE-1).
    SetupHotSpot,
    /// The deck gun's target (EXP-VEH-DECKGUN-3).
    DeckGun,
}

/// How a move went (FAM-ACT-MOVE-1 and the expansions' ways), so the log and
/// the animation need not work it out from the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveWay {
    /// A step to a neighbouring cell through an open edge.
    #[default]
    Step,
    /// Up or down the stairs (BOARD-7).
    Stairs,
    /// Up or down a raised 2nd Story ladder (2ND-LADDER-4).
    Ladder,
    /// Between the Lobby and an Engine spot (URB-HIGHRISE-LOBBY-1).
    Lobby,
    /// Up or down the Engine's aerial ladder (URB-HIGHRISE-LADDER-1).
    AerialLadder,
}

impl MoveWay {
    pub fn is_step(&self) -> bool {
        *self == MoveWay::Step
    }
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
    /// The cell already holds a Hazmat (Ruling R22).
    HasHazmat,
    /// The cell already holds a Hot Spot (EXP-SETUP-11, Ruling R14).
    HasHotSpot,
    /// Experienced POI: no valid cell along the arrows (EXP-POI-3).
    ArrowsLoop,
    /// The deck gun's flipped roll is still outside its area (a board whose
    /// area is not a block of rows and columns).
    OutsideArea,
    /// 2nd Story's hard setup: the last explosion must go to a floor that
    /// has none yet (2ND-SETUP-2, Ruling R45).
    FloorHasExplosion,
    /// 2nd Story's hard setup: that floor already has two POIs (2ND-SETUP-2).
    FloorHasTwoPois,
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
    /// URB-HIGHRISE-ELEV-4: a blast removed the door of the elevator at
    /// `cell`; it is destroyed, with Fire nobody can put out.
    ElevatorDestroyed {
        cell: Pos,
    },
    /// URB-HIGHRISE-ELEV-4: a firefighter in the destroyed elevator's Lobby
    /// goes to the Engine's spot (not a knockdown).
    LeftLobby {
        firefighter: u8,
        to: Pos,
    },
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
        /// The specialist's bonus pool for this turn, besides `ap` (SPEC-GEN-1).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pool: Option<PoolAp>,
    },

    // --- actions ---
    Moved {
        firefighter: u8,
        from: Pos,
        to: Pos,
        ap: u8,
        /// Of `ap`, the part paid from the specialist's own pool (SPEC-GEN-1:
        /// the Rescue Specialist's movement AP, the CAFS Firefighter's
        /// extinguishing AP, the Fire Captain's command AP), so that the log
        /// does not read as if his regular AP went down.
        #[serde(default, skip_serializing_if = "is_zero")]
        pool: u8,
        /// The item carried along, if any.
        carrying: Option<Item>,
        /// The treated Victim led along, if any (SPEC-PARAMEDIC-2).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        leading: Option<u8>,
        #[serde(default, skip_serializing_if = "MoveWay::is_step")]
        way: MoveWay,
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
        item: Item,
        cell: Pos,
    },
    Dropped {
        firefighter: u8,
        item: Item,
        cell: Pos,
    },
    DoorOpened {
        firefighter: u8,
        edge: EdgeRef,
        ap: u8,
        /// Of `ap`, the part paid from the specialist's pool (see `Moved`).
        #[serde(default, skip_serializing_if = "is_zero")]
        pool: u8,
    },
    DoorClosed {
        firefighter: u8,
        edge: EdgeRef,
        ap: u8,
        /// Of `ap`, the part paid from the specialist's pool (see `Moved`).
        #[serde(default, skip_serializing_if = "is_zero")]
        pool: u8,
    },
    /// Extinguish: the cell went from `from` to `to` (FAM-ACT-EXT-1..3).
    Extinguished {
        firefighter: u8,
        cell: Pos,
        from: FireLevel,
        to: FireLevel,
        ap: u8,
        /// Of `ap`, the part paid from the specialist's pool (see `Moved`).
        #[serde(default, skip_serializing_if = "is_zero")]
        pool: u8,
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
        /// The rolled cell, when it was not free and the POI followed the
        /// printed arrows from it to `cell` (EXP-POI-3).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        arrows_from: Option<Pos>,
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

    // --- experienced game ---
    /// A specialist card dealt or chosen at setup (EXP-SETUP-10).
    SpecialistAssigned {
        firefighter: u8,
        specialist: Specialist,
    },
    /// A Hazmat token placed (EXP-SETUP-8, SCEN-UNREPORTED-1).
    HazmatPlaced {
        hazmat: u8,
        cell: Pos,
    },
    /// A Hot Spot added; `supply` is what the supply holds now (EXP-HOT-2/4),
    /// `None` at setup, where the Hot Spots come from the box and the supply
    /// is counted only once they are all down (EXP-SETUP).
    HotSpotPlaced {
        cell: Pos,
        supply: Option<u8>,
    },
    /// A Hot Spot was due but the supply is empty (EXP-HOT-4).
    HotSpotSupplyEmpty {
        cell: Pos,
    },
    /// A vehicle parked at setup (EXP-SETUP-14).
    VehicleParked {
        vehicle: Vehicle,
        cells: [Pos; 2],
    },
    /// A Drive to the next spot (EXP-VEH-DRIVE-1).
    Drove {
        firefighter: u8,
        vehicle: Vehicle,
        to: [Pos; 2],
        ap: u8,
    },
    /// A firefighter rode along and got off here (EXP-VEH-RIDE-1).
    Rode {
        firefighter: u8,
        vehicle: Vehicle,
        from: Pos,
        to: Pos,
    },
    /// The deck gun was fired for `ap` AP (EXP-VEH-DECKGUN-1).
    DeckGunFired {
        firefighter: u8,
        ap: u8,
    },
    /// The deck gun's dice: as rolled, and as flipped into the area.
    DeckGunRolled {
        red: u8,
        black: u8,
        target_red: u8,
        target_black: u8,
        rerolled: Option<Die>,
    },
    /// The water lands on `target` (EXP-VEH-DECKGUN-4).
    DeckGunLanded {
        target: Pos,
    },
    /// Fire or Smoke washed away by the deck gun.
    DeckGunCleared {
        cell: Pos,
        was: FireLevel,
    },
    /// Crew Change: the firefighter took another card (EXP-CREW-1/2).
    CrewChanged {
        firefighter: u8,
        from: Option<Specialist>,
        to: Specialist,
        ap: u8,
    },
    /// The Paramedic treated a Victim (SPEC-PARAMEDIC-1).
    Treated {
        firefighter: u8,
        token: u8,
        cell: Pos,
        ap: u8,
    },
    LeadStarted {
        firefighter: u8,
        token: u8,
    },
    LeadEnded {
        firefighter: u8,
        token: u8,
    },
    /// The Hazmat Technician disposed of a Hazmat (SPEC-HAZTECH-1).
    Disposed {
        firefighter: u8,
        hazmat: u8,
        cell: Pos,
        ap: u8,
    },
    /// A Hazmat carried out of the building (EXP-HAZ-3).
    HazmatCarriedOut {
        hazmat: u8,
        cell: Pos,
        carried_out: u8,
    },
    /// The Imaging Technician looked at a POI from afar (SPEC-IMAGING-1).
    Identified {
        firefighter: u8,
        cell: Pos,
        ap: u8,
    },
    /// The Fire Captain commands another firefighter; its action follows.
    Commanded {
        captain: u8,
        firefighter: u8,
        ap: u8,
        /// Of `ap`, the part paid from the specialist's pool (see `Moved`).
        #[serde(default, skip_serializing_if = "is_zero")]
        pool: u8,
    },
    /// The Structural Engineer removed a Hot Spot (SPEC-ENGINEER-1).
    HotSpotCleared {
        firefighter: u8,
        cell: Pos,
        ap: u8,
    },
    /// The Structural Engineer took a cube off a wall (SPEC-ENGINEER-2).
    Repaired {
        firefighter: u8,
        edge: EdgeRef,
        ap: u8,
        total: u8,
    },
    /// A Hazmat on Fire explodes (EXP-HAZ-1).
    HazmatExploded {
        hazmat: u8,
        cell: Pos,
    },
    /// The advance target held a Hot Spot: the fire advances again (EXP-HOT-1).
    FlareUp {
        cell: Pos,
        flare_ups: u8,
    },
    /// Hottest spot: the advance places Fire on the Hot Spot (SCEN-HOTTEST-1).
    HottestSpot {
        cell: Pos,
    },
    /// A knocked-down firefighter stays down where it fell (SCEN-FRIEND-1).
    FirefighterDowned {
        firefighter: u8,
        cell: Pos,
    },
    /// A downed firefighter is back in the game (SCEN-FRIEND-4).
    FirefighterRestored {
        firefighter: u8,
        cell: Pos,
    },
    /// A downed firefighter's turn: no actions (SCEN-FRIEND-3).
    TurnSkipped {
        firefighter: u8,
    },
    /// Arsonist's traces: the second half of the win (SCEN-ARSONIST-2).
    HazmatGoalReached {
        carried_out: u8,
    },
    /// Every cell a fire advance can land on holds a Hot Spot: the flare-up
    /// chain ends after the advance at `cell` (Ruling R49).
    FlareUpsEnd {
        cell: Pos,
    },
    /// No roll followed along the arrows can place a POI on a free inside
    /// cell: `count` POIs stay in the bag this turn (Ruling R50).
    PoisStayInBag {
        count: u8,
    },

    // --- 2nd Story ladders
    /// A firefighter took a ladder from the Engine (2ND-LADDER-1).
    LadderTaken {
        firefighter: u8,
        ladder: u8,
        cell: Pos,
    },
    /// A firefighter put its ladder down (2ND-LADDER-2).
    LadderDropped {
        firefighter: u8,
        ladder: u8,
        cell: Pos,
    },
    /// A firefighter picked up a ladder lying on its cell (2ND-LADDER-2).
    LadderPickedUp {
        firefighter: u8,
        ladder: u8,
        cell: Pos,
    },
    /// A ladder extended on `foot`, its top on `top` (2ND-LADDER-3).
    LadderRaised {
        firefighter: u8,
        ladder: u8,
        foot: Pos,
        top: Pos,
        ap: u8,
    },
    /// A ladder retracted; it lies on its foot (2ND-LADDER-8).
    LadderRetracted {
        firefighter: u8,
        ladder: u8,
        foot: Pos,
        ap: u8,
    },
    /// Fire reached `cell`, a raised ladder's foot or top: the ladder
    /// retracts at once and lies on its foot (2ND-LADDER-9).
    LadderAutoRetracted {
        ladder: u8,
        foot: Pos,
        cell: Pos,
    },
    /// The firefighter on an auto-retracted ladder's top goes down to its
    /// foot, with what it carries and leads (Ruling R40; not a knockdown).
    LeftLadderTop {
        firefighter: u8,
        from: Pos,
        to: Pos,
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

/// AP of a specialist's bonus pool, and what they may pay for (SPEC-GEN-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolAp {
    pub kind: PoolKind,
    pub ap: u8,
}

/// Serde's test for the pool AP fields: events of regular AP stay as they were.
fn is_zero(v: &u8) -> bool {
    *v == 0
}

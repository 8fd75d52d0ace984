//! Actions a player takes, and why one may be refused.
//!
//! Actions name places with board-independent [`Pos`] and [`EdgeRef`] so they
//! read well in save files and scripts (`{"move": "1,2"}`, `"end_turn"`).
//! Errors are `Copy` and format lazily: checking a candidate action in the
//! legal-move generator must not allocate.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::board::EdgeKind;
use crate::engine::config::Module;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::reason::{
    Ability, Forbidden, MissingLadder, ModuleUse, NoCommand, NoEntry, NoRide, Piece,
};
use crate::engine::specialist::Specialist;
use crate::engine::state::{Die, DoorState, FireLevel, Vehicle};

/// A firefighter's seat in developer messages, counted from 1 as players
/// count seats (the engine counts from 0). Player-facing words are
/// `crate::text`'s.
struct Seat(u8);

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // u16: seat 255 must not overflow.
        write!(f, "{}", u16::from(self.0) + 1)
    }
}

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
    /// Ambulance cells tie (FAM-KD-1), or which cell of the Ambulance's spot
    /// (EXP-KD-1).
    KnockdownTo(Pos),

    // --- experienced game ---
    /// Setup: park a vehicle on the spot holding `at` (EXP-SETUP-14).
    Park { vehicle: Vehicle, at: Pos },
    /// Drive a vehicle to the next spot of its kind, the one holding `to`:
    /// 2 AP (EXP-VEH-DRIVE-1..3).
    Drive { vehicle: Vehicle, to: Pos },
    /// After a Drive: this firefighter rides along and gets off at `to`, a
    /// cell of the new spot (EXP-VEH-RIDE-1, Ruling R26).
    Ride { firefighter: u8, to: Pos },
    /// After a Drive: nobody else rides along.
    DoneRiding,
    /// Fire the deck gun from the Engine: 4 AP, 2 for the Driver/Operator
    /// (EXP-VEH-DECKGUN-1..5).
    DeckGun,
    /// The Driver/Operator re-rolls one die of the deck gun's roll (SPEC-DRIVER-1).
    Reroll(Die),
    /// The Driver/Operator keeps the deck gun's roll; the water lands.
    AcceptShot,
    /// Swap specialist cards on the Engine's spot: 2 AP, first action (EXP-CREW-1).
    CrewChange(Specialist),
    /// Paramedic: treat the Victim on his cell, 1 AP (SPEC-PARAMEDIC-1).
    Treat(TokenId),
    /// Paramedic: treat a downed firefighter on his cell, 1 AP (SCEN-FRIEND-4a).
    TreatFirefighter(u8),
    /// Start leading a treated Victim on the firefighter's cell: free (SPEC-PARAMEDIC-2).
    Lead(TokenId),
    /// Stop leading the treated Victim: free.
    Release,
    /// Pick up a Hazmat on the firefighter's cell: free (EXP-HAZ-3).
    PickUpHazmat(u8),
    /// Pick up a downed firefighter on the firefighter's cell: free (SCEN-FRIEND-2).
    PickUpFirefighter(u8),
    /// Hazmat Technician: dispose of a Hazmat on his cell, 2 AP (SPEC-HAZTECH-1).
    Dispose(u8),
    /// Imaging Technician: reveal the POI at a cell anywhere, 1 AP (SPEC-IMAGING-1).
    Identify(Pos),
    /// Fire Captain: another firefighter moves (SPEC-CAPTAIN-1).
    CommandMove { firefighter: u8, to: Pos },
    /// Fire Captain: another firefighter opens a door on its cell.
    CommandOpen { firefighter: u8, edge: EdgeRef },
    /// Fire Captain: another firefighter closes a door on its cell.
    CommandClose { firefighter: u8, edge: EdgeRef },
    /// Fire Captain: another firefighter picks up a revealed Victim on its
    /// cell, free (SPEC-CAPTAIN-1, Ruling R47).
    CommandPickUp { firefighter: u8, victim: TokenId },
    /// Fire Captain: another firefighter picks up a Hazmat on its cell, free.
    CommandPickUpHazmat { firefighter: u8, hazmat: u8 },
    /// Fire Captain: another firefighter puts down what it carries, free.
    CommandDrop { firefighter: u8 },
    /// Fire Captain: another firefighter starts leading a treated Victim, free.
    CommandLead { firefighter: u8, victim: TokenId },
    /// Fire Captain: another firefighter stops leading its Victim, free.
    CommandRelease { firefighter: u8 },
    /// Structural Engineer: remove the Hot Spot on his cell, 1 AP (SPEC-ENGINEER-1).
    ClearHotSpot,
    /// Structural Engineer: take a cube off a damaged wall of his cell, 2 AP
    /// (SPEC-ENGINEER-2).
    Repair(EdgeRef),
    /// Fire phase: explode this Hazmat next (EXP-HAZ-2).
    ExplodeHazmat(u8),

    // --- 2nd Story ladders
    /// Take a retracted ladder from the Engine: free (2ND-LADDER-1).
    TakeLadder,
    /// Put the carried ladder down on the firefighter's cell: free (2ND-LADDER-2).
    DropLadder,
    /// Pick up a ladder lying on the firefighter's cell: free (2ND-LADDER-2, Ruling R40).
    PickUpLadder,
    /// Extend the carried ladder on the firefighter's cell: 2 AP (2ND-LADDER-3).
    RaiseLadder,
    /// Retract the ladder extended on the firefighter's cell: 1 AP (2ND-LADDER-8).
    RetractLadder,
    /// Fire Captain: another firefighter does a ladder action (2ND-LADDER-0).
    CommandLadder { firefighter: u8, order: LadderOrder },
}

impl Action {
    /// The firefighter a Fire Captain's order moves or makes act
    /// (SPEC-CAPTAIN-1), for an order; `None` for every other action.
    pub const fn commanded(self) -> Option<u8> {
        match self {
            Action::CommandMove { firefighter, .. }
            | Action::CommandOpen { firefighter, .. }
            | Action::CommandClose { firefighter, .. }
            | Action::CommandPickUp { firefighter, .. }
            | Action::CommandPickUpHazmat { firefighter, .. }
            | Action::CommandDrop { firefighter }
            | Action::CommandLead { firefighter, .. }
            | Action::CommandRelease { firefighter }
            | Action::CommandLadder { firefighter, .. } => Some(firefighter),
            _ => None,
        }
    }
}

// --- 2nd Story ladders
/// A ladder action, as the Fire Captain commands it (2ND-LADDER-0).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LadderOrder {
    Take,
    Drop,
    PickUp,
    Raise,
    Retract,
}

impl LadderOrder {
    pub const ALL: [LadderOrder; 5] = [
        LadderOrder::Take,
        LadderOrder::Drop,
        LadderOrder::PickUp,
        LadderOrder::Raise,
        LadderOrder::Retract,
    ];

    /// The active firefighter's own action for this order.
    pub const fn own_action(self) -> Action {
        match self {
            LadderOrder::Take => Action::TakeLadder,
            LadderOrder::Drop => Action::DropLadder,
            LadderOrder::PickUp => Action::PickUpLadder,
            LadderOrder::Raise => Action::RaiseLadder,
            LadderOrder::Retract => Action::RetractLadder,
        }
    }

    /// What the order does, in developer words ("raise the ladder").
    pub const fn words(self) -> &'static str {
        match self {
            LadderOrder::Take => "take a ladder from the engine",
            LadderOrder::Drop => "put the ladder down",
            LadderOrder::PickUp => "pick up the ladder",
            LadderOrder::Raise => "raise the ladder",
            LadderOrder::Retract => "retract the ladder",
        }
    }
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
            Action::Park { vehicle, at } => write!(f, "park the {vehicle} at {at}"),
            Action::Drive { vehicle, to } => write!(f, "drive the {vehicle} to {to}"),
            Action::Ride { firefighter, to } => {
                write!(f, "firefighter {} rides along to {to}", Seat(*firefighter))
            }
            Action::DoneRiding => f.write_str("nobody else rides along"),
            Action::DeckGun => f.write_str("fire the deck gun"),
            Action::Reroll(Die::Red) => f.write_str("re-roll the red die"),
            Action::Reroll(Die::Black) => f.write_str("re-roll the black die"),
            Action::AcceptShot => f.write_str("keep the roll"),
            Action::CrewChange(s) => write!(f, "crew change to {}", s.title()),
            Action::Treat(t) => write!(f, "treat victim {t}"),
            Action::TreatFirefighter(ff) => write!(f, "treat firefighter {}", Seat(*ff)),
            Action::Lead(t) => write!(f, "lead victim {t}"),
            Action::Release => f.write_str("stop leading the victim"),
            Action::PickUpHazmat(h) => write!(f, "pick up hazmat {h}"),
            Action::PickUpFirefighter(ff) => write!(f, "pick up firefighter {}", Seat(*ff)),
            Action::Dispose(h) => write!(f, "dispose of hazmat {h}"),
            Action::Identify(p) => write!(f, "identify the POI at {p}"),
            Action::CommandMove { firefighter, to } => {
                write!(
                    f,
                    "command firefighter {} to move to {to}",
                    Seat(*firefighter)
                )
            }
            Action::CommandOpen { firefighter, edge } => {
                write!(
                    f,
                    "command firefighter {} to open {edge}",
                    Seat(*firefighter)
                )
            }
            Action::CommandClose { firefighter, edge } => {
                write!(
                    f,
                    "command firefighter {} to close {edge}",
                    Seat(*firefighter)
                )
            }
            Action::CommandPickUp {
                firefighter,
                victim,
            } => write!(
                f,
                "command firefighter {} to pick up victim {victim}",
                Seat(*firefighter)
            ),
            Action::CommandPickUpHazmat {
                firefighter,
                hazmat,
            } => write!(
                f,
                "command firefighter {} to pick up hazmat {hazmat}",
                Seat(*firefighter)
            ),
            Action::CommandDrop { firefighter } => write!(
                f,
                "command firefighter {} to put down what it carries",
                Seat(*firefighter)
            ),
            Action::CommandLead {
                firefighter,
                victim,
            } => write!(
                f,
                "command firefighter {} to lead victim {victim}",
                Seat(*firefighter)
            ),
            Action::CommandRelease { firefighter } => write!(
                f,
                "command firefighter {} to stop leading",
                Seat(*firefighter)
            ),
            Action::ClearHotSpot => f.write_str("remove the hot spot"),
            Action::Repair(e) => write!(f, "repair {e}"),
            Action::ExplodeHazmat(h) => write!(f, "explode hazmat {h} next"),
            Action::TakeLadder => f.write_str(LadderOrder::Take.words()),
            Action::DropLadder => f.write_str(LadderOrder::Drop.words()),
            Action::PickUpLadder => f.write_str(LadderOrder::PickUp.words()),
            Action::RaiseLadder => f.write_str(LadderOrder::Raise.words()),
            Action::RetractLadder => f.write_str(LadderOrder::Retract.words()),
            Action::CommandLadder { firefighter, order } => write!(
                f,
                "command firefighter {} to {}",
                Seat(*firefighter),
                order.words()
            ),
        }
    }
}

/// The stage of the game, for errors that say an action does not fit it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StageName {
    PlacingVehicles,
    PlacingFirefighters,
    Actions,
    KnockdownChoice,
    Riding,
    DeckGunRoll,
    HazmatOrder,
    GameOver,
}

impl StageName {
    /// Every stage, for tables and tests that word them all.
    pub const ALL: [StageName; 8] = [
        StageName::PlacingVehicles,
        StageName::PlacingFirefighters,
        StageName::Actions,
        StageName::KnockdownChoice,
        StageName::Riding,
        StageName::DeckGunRoll,
        StageName::HazmatOrder,
        StageName::GameOver,
    ];
}

impl fmt::Display for StageName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StageName::PlacingVehicles => "the vehicles are being parked",
            StageName::PlacingFirefighters => "firefighters are being placed",
            StageName::Riding => {
                "the firefighters on the vehicle's old spot choose whether to ride along"
            }
            StageName::DeckGunRoll => {
                "the Driver/Operator decides on re-rolling the deck gun's dice"
            }
            StageName::HazmatOrder => "the next hazmat to explode must be chosen",
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
    /// `what` stands on the edge between `from` and `to`: a wall of any
    /// sort, or a door, window or elevator door that is closed.
    #[error("the way from {from} to {to} is blocked by a {}", barrier(*.what))]
    Blocked { from: Pos, to: Pos, what: EdgeKind },
    #[error("{cell} cannot be entered: {why}")]
    CannotEnter { cell: Pos, why: NoEntry },
    #[error("needs {needed} AP, you have {have}")]
    NotEnoughAp { needed: u8, have: u8 },
    #[error("cannot carry a victim into fire (FAM-ACT-MOVE-3)")]
    CarryIntoFire,
    /// `firefighter` is the one who would stand on Fire at `cell`: the
    /// active one, or another one a command or a ride moved.
    #[error(
        "firefighter {} would be on fire at {cell} with {left} AP left, but getting out needs {needed} (FAM-ACT-END-3)", Seat(*.firefighter)
    )]
    WouldBeTrapped {
        firefighter: u8,
        cell: Pos,
        left: u8,
        needed: u8,
    },
    #[error(
        "firefighter {} would be left on fire at {cell} out of your reach (FAM-ACT-END-3)", Seat(*.firefighter)
    )]
    WouldStrand { firefighter: u8, cell: Pos },
    #[error("you cannot end your turn on fire at {cell} (FAM-ACT-END-2)")]
    EndOnFire { cell: Pos },
    #[error("edge {edge} is not a side of your cell {cell}")]
    NotYourEdge { edge: EdgeRef, cell: Pos },
    #[error("edge {0} has no door or window to open or close")]
    NoDoor(EdgeRef),
    #[error("the {} at {edge} is destroyed", .what.name())]
    Destroyed { edge: EdgeRef, what: EdgeKind },
    /// A door, window or elevator door that is already `state`.
    #[error("the {} at {edge} is already {}", .what.name(), .state.name())]
    AlreadyThere {
        edge: EdgeRef,
        what: EdgeKind,
        state: DoorState,
    },
    /// `what` stands on the edge; `None` is open floor.
    #[error(
        "{edge} cannot be chopped: only walls take cubes, not a {} (Ruling R4)",
        .what.map_or("open floor", EdgeKind::name)
    )]
    NotChoppable {
        edge: EdgeRef,
        what: Option<EdgeKind>,
    },
    #[error("{cell} is neither your cell nor next to it")]
    OutOfReach { cell: Pos },
    /// `what` is what the action removes or flips: Smoke or Fire.
    #[error("there is no {} at {cell}", fire_words(*.what))]
    NothingToExtinguish { cell: Pos, what: FireLevel },
    #[error("there is no revealed victim {token} on your cell to pick up")]
    NothingToPickUp { token: TokenId },
    #[error("you already carry victim {token}: one at a time (FAM-ACT-CARRY-1)")]
    AlreadyCarrying { token: TokenId },
    #[error("you are not carrying anything")]
    NotCarrying,
    #[error("{cell} is not one of the nearest ambulance cells for this firefighter (FAM-KD-1)")]
    NotAKnockdownSpot { cell: Pos },
    /// A rule forbids the action; the reason names it.
    #[error("{0}")]
    Forbidden(Forbidden),
    /// The ability is its card's ([`Ability::specialist`]).
    #[error("only the {} can {ability}", .ability.specialist().title())]
    NotYourAbility { ability: Ability },
    #[error("{what} needs the {module} module, which is off in this game (EXP-MOD-1)")]
    ModuleOff { what: ModuleUse, module: Module },
    #[error("{cell} is not a cell of any {vehicle} spot")]
    NotASpot { vehicle: Vehicle, cell: Pos },
    #[error("the {vehicle} drives one spot at a time: {cell} is not on a spot next to its own")]
    NotNextSpot { vehicle: Vehicle, cell: Pos },
    #[error("you must stand on the {vehicle}'s spot")]
    NotOnVehicle { vehicle: Vehicle },
    #[error(
        "firefighter {} stands at {cell}, in the deck gun's area (EXP-VEH-DECKGUN-2)", Seat(*.firefighter)
    )]
    FirefighterInArea { firefighter: u8, cell: Pos },
    #[error("the {} card is already in play (SPEC-GEN-3)", .0.title())]
    SpecialistInPlay(Specialist),
    /// `id` numbers the `what` as the engine does ([`Piece`]).
    #[error("there is no {what} {id} on your cell")]
    NotOnYourCell { what: Piece, id: u8 },
    #[error("firefighter {} cannot be commanded: {why}", Seat(*.firefighter))]
    CannotCommand { firefighter: u8, why: NoCommand },
    #[error("there is no POI at {cell}")]
    NoPoi { cell: Pos },
    #[error("{cell} is on fire or next to fire (SPEC-ENGINEER-3)")]
    FireNearby { cell: Pos },
    #[error("firefighter {} cannot ride along: {why}", Seat(*.firefighter))]
    CannotRide { firefighter: u8, why: NoRide },
    #[error("there is no hazmat {0} on fire to explode")]
    NotOnFire(u8),
    // --- 2nd Story ladders
    #[error("there is no {what}")]
    NoLadder { what: MissingLadder },
    #[error(
        "a firefighter already stands on the ladder's top at {cell}: one at a time (2ND-LADDER-6)"
    )]
    TopOccupied { cell: Pos },
}

impl ActionError {
    /// A stable snake_case name of the reason, one per variant, for scripts
    /// and tests that must not depend on the wording of the message.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::WrongStage { .. } => "wrong_stage",
            ActionError::NoSuchCell(_) => "no_such_cell",
            ActionError::NoSuchEdge(_) => "no_such_edge",
            ActionError::NotAStartCell { .. } => "not_a_start_cell",
            ActionError::NotAdjacent { .. } => "not_adjacent",
            ActionError::Blocked { .. } => "blocked",
            ActionError::CannotEnter { .. } => "cannot_enter",
            ActionError::NotEnoughAp { .. } => "not_enough_ap",
            ActionError::CarryIntoFire => "carry_into_fire",
            ActionError::WouldBeTrapped { .. } => "would_be_trapped",
            ActionError::WouldStrand { .. } => "would_strand",
            ActionError::EndOnFire { .. } => "end_on_fire",
            ActionError::NotYourEdge { .. } => "not_your_edge",
            ActionError::NoDoor(_) => "no_door",
            ActionError::Destroyed { .. } => "destroyed",
            ActionError::AlreadyThere { .. } => "already_there",
            ActionError::NotChoppable { .. } => "not_choppable",
            ActionError::OutOfReach { .. } => "out_of_reach",
            ActionError::NothingToExtinguish { .. } => "nothing_to_extinguish",
            ActionError::NothingToPickUp { .. } => "nothing_to_pick_up",
            ActionError::AlreadyCarrying { .. } => "already_carrying",
            ActionError::NotCarrying => "not_carrying",
            ActionError::NotAKnockdownSpot { .. } => "not_a_knockdown_spot",
            ActionError::Forbidden(_) => "forbidden",
            ActionError::NotYourAbility { .. } => "not_your_ability",
            ActionError::ModuleOff { .. } => "module_off",
            ActionError::NotASpot { .. } => "not_a_spot",
            ActionError::NotNextSpot { .. } => "not_next_spot",
            ActionError::NotOnVehicle { .. } => "not_on_vehicle",
            ActionError::FirefighterInArea { .. } => "firefighter_in_area",
            ActionError::SpecialistInPlay(_) => "specialist_in_play",
            ActionError::NotOnYourCell { .. } => "not_on_your_cell",
            ActionError::CannotCommand { .. } => "cannot_command",
            ActionError::NoPoi { .. } => "no_poi",
            ActionError::FireNearby { .. } => "fire_nearby",
            ActionError::CannotRide { .. } => "cannot_ride",
            ActionError::NotOnFire(_) => "not_on_fire",
            ActionError::NoLadder { .. } => "no_ladder",
            ActionError::TopOccupied { .. } => "top_occupied",
        }
    }

    /// The rule the refusal cites: a rule ID of the specification
    /// (`FAM-ACT-END-3`) or a ruling (`R4`), exactly as the message names it
    /// in parentheses; `None` when the message cites none. The reasons
    /// ([`Forbidden`], [`NoEntry`] and the like) know their own.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            ActionError::NotAStartCell { .. } => Some("FAM-SETUP-6"),
            ActionError::CarryIntoFire => Some("FAM-ACT-MOVE-3"),
            ActionError::WouldBeTrapped { .. } | ActionError::WouldStrand { .. } => {
                Some("FAM-ACT-END-3")
            }
            ActionError::EndOnFire { .. } => Some("FAM-ACT-END-2"),
            ActionError::NotChoppable { .. } => Some("R4"),
            ActionError::AlreadyCarrying { .. } => Some("FAM-ACT-CARRY-1"),
            ActionError::NotAKnockdownSpot { .. } => Some("FAM-KD-1"),
            ActionError::ModuleOff { .. } => Some("EXP-MOD-1"),
            ActionError::FirefighterInArea { .. } => Some("EXP-VEH-DECKGUN-2"),
            ActionError::SpecialistInPlay(_) => Some("SPEC-GEN-3"),
            ActionError::FireNearby { .. } => Some("SPEC-ENGINEER-3"),
            ActionError::TopOccupied { .. } => Some("2ND-LADDER-6"),
            ActionError::Forbidden(why) => why.rule(),
            ActionError::CannotEnter { why, .. } => why.rule(),
            ActionError::NotYourAbility { ability } => ability.rule(),
            ActionError::CannotCommand { why, .. } => why.rule(),
            ActionError::CannotRide { why, .. } => why.rule(),
            ActionError::NoLadder { what } => what.rule(),
            ActionError::WrongStage { .. }
            | ActionError::NoSuchCell(_)
            | ActionError::NoSuchEdge(_)
            | ActionError::NotAdjacent { .. }
            | ActionError::Blocked { .. }
            | ActionError::NotEnoughAp { .. }
            | ActionError::NotYourEdge { .. }
            | ActionError::NoDoor(_)
            | ActionError::Destroyed { .. }
            | ActionError::AlreadyThere { .. }
            | ActionError::OutOfReach { .. }
            | ActionError::NothingToExtinguish { .. }
            | ActionError::NothingToPickUp { .. }
            | ActionError::NotCarrying
            | ActionError::NotASpot { .. }
            | ActionError::NotNextSpot { .. }
            | ActionError::NotOnVehicle { .. }
            | ActionError::NotOnYourCell { .. }
            | ActionError::NoPoi { .. }
            | ActionError::NotOnFire(_) => None,
        }
    }
}

/// What blocks the way in the English message: a door, window or elevator
/// door blocks only when closed, so it says so.
const fn barrier(kind: EdgeKind) -> &'static str {
    match kind {
        EdgeKind::Door => "closed door",
        EdgeKind::Window => "closed window",
        EdgeKind::ElevatorDoor => "closed elevator door",
        EdgeKind::Wall | EdgeKind::Entrance | EdgeKind::ThinWall | EdgeKind::PartyWall => {
            kind.name()
        }
    }
}

/// What an extinguish action found missing, in the English message.
const fn fire_words(level: FireLevel) -> &'static str {
    match level {
        FireLevel::Clear => "clear",
        FireLevel::Smoke => "smoke",
        FireLevel::Fire => "fire",
    }
}

/// One refusal of every reason a rule can give (each variant of the
/// reason enums), at `cell` and with token `id`: for tests that check
/// every reason is worded and cites its rule.
#[cfg(test)]
pub(crate) fn reason_samples(cell: Pos, id: u8) -> Vec<ActionError> {
    use crate::engine::config::Module;
    use crate::engine::reason::{
        Ability, Forbidden, MissingLadder, ModuleUse, NoCommand, NoEntry, NoRide, Piece,
    };
    let mut all: Vec<ActionError> = Vec::new();
    all.extend(Forbidden::ALL.map(ActionError::Forbidden));
    all.extend(NoEntry::ALL.map(|why| ActionError::CannotEnter { cell, why }));
    all.extend(Ability::ALL.map(|ability| ActionError::NotYourAbility { ability }));
    for what in ModuleUse::ALL {
        all.extend(Module::ALL.map(|module| ActionError::ModuleOff { what, module }));
    }
    all.extend(Piece::ALL.map(|what| ActionError::NotOnYourCell { what, id }));
    all.extend(NoCommand::ALL.map(|why| ActionError::CannotCommand {
        firefighter: 2,
        why,
    }));
    all.extend(NoRide::ALL.map(|why| ActionError::CannotRide {
        firefighter: 2,
        why,
    }));
    all.extend(MissingLadder::ALL.map(|what| ActionError::NoLadder { what }));
    all
}

#[cfg(test)]
mod tests;

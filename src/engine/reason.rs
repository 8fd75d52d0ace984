//! Why the rules refuse an action, as data: the reasons that
//! [`ActionError`](crate::engine::action::ActionError) carries, one variant
//! per case, with the numbers and places left to the error's fields.
//!
//! Each reason has two renderings here: the rule it cites (`rule`), which
//! scripts match on, and its stable English (`english`, also its
//! `Display`), which logs, the CLI and scripts' messages print and script
//! expectations match on, so it must not change. Neither is what players
//! read: `crate::text` words every variant for the app, in the players'
//! language.

use std::fmt;

use crate::engine::specialist::Specialist;
use crate::engine::state::Die;

/// A rule that forbids an action and has no refusal of its own
/// ([`ActionError::Forbidden`](crate::engine::action::ActionError::Forbidden)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Forbidden {
    /// EXP-SETUP-14: each vehicle is parked once at setup.
    AlreadyParked,
    /// EXP-VEH-DRIVE-2: the firefighter driving the Engine rides with it.
    DriverMustRide,
    /// SPEC-DRIVER-1: the Driver/Operator re-rolls each die of the deck gun
    /// at most once; this one already was.
    Rerolled(Die),
    /// SPEC-PARAMEDIC-2: a treated Victim is never led into Fire.
    LeadIntoFire,
    /// SPEC-ENGINEER-3: the Structural Engineer never extinguishes.
    EngineerExtinguishes,
    /// URB-HIGHRISE-ELEV-4: the Fire of a destroyed elevator stays.
    DestroyedElevatorFire,
    /// FAM-ACT-CARRY-1: one thing carried at a time (a Hazmat or a downed
    /// firefighter is held; a held Victim is `AlreadyCarrying`).
    HandsFull,
    /// A Victim someone leads is let go before it is picked up.
    VictimBeingLed,
    /// SPEC-PARAMEDIC-2: one treated Victim led at a time.
    AlreadyLeading,
    /// Letting go of a Victim needs one being led.
    NotLeading,
    /// SPEC-CAPTAIN-3: at most 1 AP of commands a turn on the CAFS
    /// Firefighter.
    CafsCommandLimit,
    /// SCEN-VOLUNTEER-1: Volunteer crew has no Crew Change.
    NoCrewChangeInScenario,
    /// EXP-CREW-1: Crew Change is the turn's first action.
    CrewChangeNotFirst,
    /// EXP-CREW-1: Crew Change needs the turn to start on the Engine's spot.
    CrewChangeOffEngine,
    /// The card asked for is not among this game's cards.
    CardNotInGame,
    /// Engine ruling E37: from the Lobby the fire floor's walls are out of
    /// reach. "E37" is the engine's own ruling, not a rule ID of the
    /// specification, so `rule` gives none.
    InTheLobby,
    /// 2ND-LADDER-6: a ladder's top holds one firefighter, so a downed one
    /// is not carried onto it.
    DownedOntoLadderTop,
    /// 2ND-LADDER-2: nothing is picked up while carrying a ladder.
    PickUpWithLadder,
    /// 2ND-LADDER-6: nothing is put down or let go on a ladder's top.
    LeftOnLadderTop,
    /// 2ND-LADDER-2: a ladder is taken or picked up with empty hands.
    LadderWithFullHands,
    /// 2ND-LADDER-2: one ladder carried at a time.
    SecondLadder,
    /// 2ND-BOARD-3: a ladder is not put down on a ladder's top.
    LadderDownOnTop,
    /// 2ND-LADDER-3: a ladder is raised only on a ground-floor outside space
    /// below the upper floor.
    RaiseWithoutTop,
    /// Ruling R40: one raised ladder per space.
    LadderAlreadyRaised,
    /// 2ND-LADDER-9: a ladder is not raised into Fire.
    RaiseIntoFire,
    /// Ruling R40: a ladder is not retracted under a firefighter on its top.
    RetractUnderFirefighter,
    /// SCEN-FRIEND-4a: a downed firefighter is treated only off the Fire.
    TreatDownedOnFire,
    /// Removing a Hot Spot (SPEC-ENGINEER-1) needs one on the cell.
    NoHotSpot,
    /// SPEC-ENGINEER-2: only a wall with one damage cube is repaired.
    RepairUndamaged,
    /// SCEN-NODECKGUN-1: Broken deck gun has no deck gun.
    DeckGunBroken,
    /// The deck gun's area has no cell a roll of the dice names.
    DeckGunNoTarget,
}

impl Forbidden {
    /// Every reason, each die for [`Forbidden::Rerolled`].
    pub const ALL: [Forbidden; 32] = [
        Forbidden::AlreadyParked,
        Forbidden::DriverMustRide,
        Forbidden::Rerolled(Die::Red),
        Forbidden::Rerolled(Die::Black),
        Forbidden::LeadIntoFire,
        Forbidden::EngineerExtinguishes,
        Forbidden::DestroyedElevatorFire,
        Forbidden::HandsFull,
        Forbidden::VictimBeingLed,
        Forbidden::AlreadyLeading,
        Forbidden::NotLeading,
        Forbidden::CafsCommandLimit,
        Forbidden::NoCrewChangeInScenario,
        Forbidden::CrewChangeNotFirst,
        Forbidden::CrewChangeOffEngine,
        Forbidden::CardNotInGame,
        Forbidden::InTheLobby,
        Forbidden::DownedOntoLadderTop,
        Forbidden::PickUpWithLadder,
        Forbidden::LeftOnLadderTop,
        Forbidden::LadderWithFullHands,
        Forbidden::SecondLadder,
        Forbidden::LadderDownOnTop,
        Forbidden::RaiseWithoutTop,
        Forbidden::LadderAlreadyRaised,
        Forbidden::RaiseIntoFire,
        Forbidden::RetractUnderFirefighter,
        Forbidden::TreatDownedOnFire,
        Forbidden::NoHotSpot,
        Forbidden::RepairUndamaged,
        Forbidden::DeckGunBroken,
        Forbidden::DeckGunNoTarget,
    ];

    /// The rule ID or ruling ("R40") the reason cites, if any.
    pub const fn rule(self) -> Option<&'static str> {
        Some(match self {
            Forbidden::AlreadyParked => "EXP-SETUP-14",
            Forbidden::DriverMustRide => "EXP-VEH-DRIVE-2",
            Forbidden::Rerolled(_) => "SPEC-DRIVER-1",
            Forbidden::LeadIntoFire | Forbidden::AlreadyLeading => "SPEC-PARAMEDIC-2",
            Forbidden::EngineerExtinguishes => "SPEC-ENGINEER-3",
            Forbidden::DestroyedElevatorFire => "URB-HIGHRISE-ELEV-4",
            Forbidden::HandsFull => "FAM-ACT-CARRY-1",
            Forbidden::CafsCommandLimit => "SPEC-CAPTAIN-3",
            Forbidden::NoCrewChangeInScenario => "SCEN-VOLUNTEER-1",
            Forbidden::CrewChangeNotFirst | Forbidden::CrewChangeOffEngine => "EXP-CREW-1",
            Forbidden::DownedOntoLadderTop | Forbidden::LeftOnLadderTop => "2ND-LADDER-6",
            Forbidden::PickUpWithLadder
            | Forbidden::LadderWithFullHands
            | Forbidden::SecondLadder => "2ND-LADDER-2",
            Forbidden::LadderDownOnTop => "2ND-BOARD-3",
            Forbidden::RaiseWithoutTop => "2ND-LADDER-3",
            Forbidden::LadderAlreadyRaised | Forbidden::RetractUnderFirefighter => "R40",
            Forbidden::RaiseIntoFire => "2ND-LADDER-9",
            Forbidden::TreatDownedOnFire => "SCEN-FRIEND-4a",
            Forbidden::RepairUndamaged => "SPEC-ENGINEER-2",
            Forbidden::DeckGunBroken => "SCEN-NODECKGUN-1",
            Forbidden::VictimBeingLed
            | Forbidden::NotLeading
            | Forbidden::CardNotInGame
            | Forbidden::InTheLobby
            | Forbidden::NoHotSpot
            | Forbidden::DeckGunNoTarget => return None,
        })
    }

    /// The stable English message, citing the rule in parentheses.
    pub const fn english(self) -> &'static str {
        match self {
            Forbidden::AlreadyParked => "that vehicle is already parked (EXP-SETUP-14)",
            Forbidden::DriverMustRide => "the Engine's driver must ride with it (EXP-VEH-DRIVE-2)",
            Forbidden::Rerolled(Die::Red) => {
                "the red die was already re-rolled: each die at most once (SPEC-DRIVER-1)"
            }
            Forbidden::Rerolled(Die::Black) => {
                "the black die was already re-rolled: each die at most once (SPEC-DRIVER-1)"
            }
            Forbidden::LeadIntoFire => "a treated victim is never led into fire (SPEC-PARAMEDIC-2)",
            Forbidden::EngineerExtinguishes => {
                "the Structural Engineer may never extinguish (SPEC-ENGINEER-3)"
            }
            Forbidden::DestroyedElevatorFire => {
                "the Fire of a destroyed elevator cannot be extinguished (URB-HIGHRISE-ELEV-4)"
            }
            Forbidden::HandsFull => "you already carry something: one at a time (FAM-ACT-CARRY-1)",
            Forbidden::VictimBeingLed => "that victim is being led; it must be let go first",
            Forbidden::AlreadyLeading => {
                "you already lead a victim: one at a time (SPEC-PARAMEDIC-2)"
            }
            Forbidden::NotLeading => "you are not leading a victim",
            Forbidden::CafsCommandLimit => {
                "the CAFS Firefighter takes at most 1 AP of commands per turn (SPEC-CAPTAIN-3)"
            }
            Forbidden::NoCrewChangeInScenario => {
                "there is no crew change in this scenario (SCEN-VOLUNTEER-1)"
            }
            Forbidden::CrewChangeNotFirst => {
                "crew change must be the first action of the turn (EXP-CREW-1)"
            }
            Forbidden::CrewChangeOffEngine => {
                "crew change needs the turn to start on the Engine's spot (EXP-CREW-1)"
            }
            Forbidden::CardNotInGame => "that card is not in this game",
            Forbidden::InTheLobby => {
                "in the Lobby, the fire floor's walls are out of reach: open the elevator door first (engine ruling E37)"
            }
            Forbidden::DownedOntoLadderTop => {
                "a ladder's top holds one firefighter: a downed one is not carried onto it (2ND-LADDER-6)"
            }
            Forbidden::PickUpWithLadder => {
                "a ladder is carried with empty hands: put it down first (2ND-LADDER-2)"
            }
            Forbidden::LeftOnLadderTop => "nothing may be left on a ladder's top (2ND-LADDER-6)",
            Forbidden::LadderWithFullHands => {
                "a ladder is carried with empty hands: put down what you carry first (2ND-LADDER-2)"
            }
            Forbidden::SecondLadder => "you already carry a ladder: one at a time (2ND-LADDER-2)",
            Forbidden::LadderDownOnTop => {
                "a ladder is not put down on a ladder's top (2ND-BOARD-3)"
            }
            Forbidden::RaiseWithoutTop => {
                "a ladder is raised only on a ground-floor outside space below the upper floor (2ND-LADDER-3)"
            }
            Forbidden::LadderAlreadyRaised => {
                "a ladder already stands here: one per space (Ruling R40)"
            }
            Forbidden::RaiseIntoFire => "a ladder is not raised into fire (2ND-LADDER-9)",
            Forbidden::RetractUnderFirefighter => {
                "a ladder is not retracted while a firefighter stands on its top (Ruling R40)"
            }
            Forbidden::TreatDownedOnFire => {
                "a downed firefighter is treated only off the fire (SCEN-FRIEND-4a)"
            }
            Forbidden::NoHotSpot => "there is no hot spot on your cell",
            Forbidden::RepairUndamaged => {
                "only a damaged wall (one cube) can be repaired (SPEC-ENGINEER-2)"
            }
            Forbidden::DeckGunBroken => {
                "the deck gun is broken in this scenario (SCEN-NODECKGUN-1)"
            }
            Forbidden::DeckGunNoTarget => "the deck gun's area has no cell the dice can name",
        }
    }
}

/// Why a cell cannot be entered
/// ([`ActionError::CannotEnter`](crate::engine::action::ActionError::CannotEnter)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NoEntry {
    /// URB-HIGHRISE-ELEV-1: an elevator car is entered and left only
    /// through its door, not through its walls.
    ThroughTheShaft,
    /// URB-HIGHRISE-GEN-1: on High Rise the building is entered and left
    /// only by the Lobby, an elevator or the aerial ladder.
    ThroughTheFacade,
    /// 2ND-BOARD-3: an upper-floor outside cell is reached only from a
    /// ladder.
    UpperOutside,
    /// URB-BROWN-1: firefighters never enter restricted cells.
    Restricted,
    /// URB-HIGHRISE-ELEV-4, Ruling R41: nobody enters a destroyed elevator.
    /// The message cites both in one bracket, which has never read as a rule
    /// ID: `rule` gives none, as scripts have always seen.
    DestroyedElevator,
    /// URB-HIGHRISE-ELEV-2: off High Rise, an elevator is used through its
    /// door.
    Elevator,
}

impl NoEntry {
    pub const ALL: [NoEntry; 6] = [
        NoEntry::ThroughTheShaft,
        NoEntry::ThroughTheFacade,
        NoEntry::UpperOutside,
        NoEntry::Restricted,
        NoEntry::DestroyedElevator,
        NoEntry::Elevator,
    ];

    /// The rule ID the reason cites, if any.
    pub const fn rule(self) -> Option<&'static str> {
        match self {
            NoEntry::ThroughTheShaft => Some("URB-HIGHRISE-ELEV-1"),
            NoEntry::ThroughTheFacade => Some("URB-HIGHRISE-GEN-1"),
            NoEntry::UpperOutside => Some("2ND-BOARD-3"),
            NoEntry::Restricted => Some("URB-BROWN-1"),
            NoEntry::DestroyedElevator => None,
            NoEntry::Elevator => Some("URB-HIGHRISE-ELEV-2"),
        }
    }

    /// The stable English reason, after "… cannot be entered: ".
    pub const fn english(self) -> &'static str {
        match self {
            NoEntry::ThroughTheShaft => {
                "an elevator car is entered and left only through its door (URB-HIGHRISE-ELEV-1)"
            }
            NoEntry::ThroughTheFacade => {
                "on High Rise, firefighters go in and out only by the Lobby, an elevator or the aerial ladder (URB-HIGHRISE-GEN-1)"
            }
            NoEntry::UpperOutside => {
                "an upper-floor outside cell is reached only from a ladder (2ND-BOARD-3)"
            }
            NoEntry::Restricted => "firefighters never enter restricted cells (URB-BROWN-1)",
            NoEntry::DestroyedElevator => {
                "the elevator was destroyed; nobody may enter it (URB-HIGHRISE-ELEV-4, Ruling R41)"
            }
            NoEntry::Elevator => "an elevator is used through its door (URB-HIGHRISE-ELEV-2)",
        }
    }
}

/// A specialist's own ability, refused to other cards
/// ([`ActionError::NotYourAbility`](crate::engine::action::ActionError::NotYourAbility)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ability {
    /// SPEC-CAPTAIN-1: the Fire Captain commands other firefighters.
    Command,
    /// SPEC-PARAMEDIC-1: the Paramedic treats a Victim.
    TreatVictim,
    /// SCEN-FRIEND-4: the Paramedic treats a downed firefighter.
    TreatFirefighter,
    /// SPEC-HAZTECH-1: the Hazmat Technician disposes of Hazmat.
    Dispose,
    /// SPEC-IMAGING-1: the Imaging Technician identifies a POI from afar.
    Identify,
    /// SPEC-ENGINEER-1: the Structural Engineer removes Hot Spots.
    ClearHotSpot,
    /// SPEC-ENGINEER-2: the Structural Engineer repairs walls.
    Repair,
}

impl Ability {
    pub const ALL: [Ability; 7] = [
        Ability::Command,
        Ability::TreatVictim,
        Ability::TreatFirefighter,
        Ability::Dispose,
        Ability::Identify,
        Ability::ClearHotSpot,
        Ability::Repair,
    ];

    /// The card that has the ability.
    pub const fn specialist(self) -> Specialist {
        match self {
            Ability::Command => Specialist::FireCaptain,
            Ability::TreatVictim | Ability::TreatFirefighter => Specialist::Paramedic,
            Ability::Dispose => Specialist::HazmatTechnician,
            Ability::Identify => Specialist::ImagingTechnician,
            Ability::ClearHotSpot | Ability::Repair => Specialist::StructuralEngineer,
        }
    }

    /// The rule that gives the card the ability.
    pub const fn rule(self) -> Option<&'static str> {
        Some(match self {
            Ability::Command => "SPEC-CAPTAIN-1",
            Ability::TreatVictim => "SPEC-PARAMEDIC-1",
            Ability::TreatFirefighter => "SCEN-FRIEND-4",
            Ability::Dispose => "SPEC-HAZTECH-1",
            Ability::Identify => "SPEC-IMAGING-1",
            Ability::ClearHotSpot => "SPEC-ENGINEER-1",
            Ability::Repair => "SPEC-ENGINEER-2",
        })
    }

    /// The stable English words, after "only the `<card>` can ".
    pub const fn english(self) -> &'static str {
        match self {
            Ability::Command => "command (SPEC-CAPTAIN-1)",
            Ability::TreatVictim => "treat a victim (SPEC-PARAMEDIC-1)",
            Ability::TreatFirefighter => "treat a downed firefighter (SCEN-FRIEND-4)",
            Ability::Dispose => "dispose of hazmat (SPEC-HAZTECH-1)",
            Ability::Identify => "identify a POI from afar (SPEC-IMAGING-1)",
            Ability::ClearHotSpot => "remove a hot spot (SPEC-ENGINEER-1)",
            Ability::Repair => "repair a wall (SPEC-ENGINEER-2)",
        }
    }
}

/// What needs a module that is off
/// ([`ActionError::ModuleOff`](crate::engine::action::ActionError::ModuleOff),
/// EXP-MOD-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ModuleUse {
    /// EXP-CREW-1: specialist cards and the Engine.
    CrewChange,
    /// EXP-VEH-DRIVE-1: the vehicles.
    Driving,
    /// EXP-VEH-DECKGUN-1: the Engine.
    DeckGun,
    /// EXP-HAZ-3: Hazmat tokens.
    CarryingHazmat,
}

impl ModuleUse {
    pub const ALL: [ModuleUse; 4] = [
        ModuleUse::CrewChange,
        ModuleUse::Driving,
        ModuleUse::DeckGun,
        ModuleUse::CarryingHazmat,
    ];

    /// The stable English words, before "needs the … module".
    pub const fn english(self) -> &'static str {
        match self {
            ModuleUse::CrewChange => "crew change",
            ModuleUse::Driving => "driving",
            ModuleUse::DeckGun => "the deck gun",
            ModuleUse::CarryingHazmat => "carrying hazmat",
        }
    }
}

/// What a firefighter looked for on its cell and did not find
/// ([`ActionError::NotOnYourCell`](crate::engine::action::ActionError::NotOnYourCell));
/// the error's `id` numbers it as the engine does: a POI token for the
/// Victims, a Hazmat token, a seat for a firefighter.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// SPEC-PARAMEDIC-1: a revealed Victim not yet treated.
    UntreatedVictim,
    /// SCEN-FRIEND-2, SCEN-FRIEND-4: a downed firefighter.
    DownedFirefighter,
    /// EXP-HAZ-3, SPEC-HAZTECH-1: a Hazmat token on the board.
    Hazmat,
    /// SPEC-PARAMEDIC-2: a treated Victim nobody carries or leads.
    FreeTreatedVictim,
}

impl Piece {
    pub const ALL: [Piece; 4] = [
        Piece::UntreatedVictim,
        Piece::DownedFirefighter,
        Piece::Hazmat,
        Piece::FreeTreatedVictim,
    ];

    /// The stable English words, between "there is no " and the number.
    pub const fn english(self) -> &'static str {
        match self {
            Piece::UntreatedVictim => "untreated victim",
            Piece::DownedFirefighter => "downed firefighter",
            Piece::Hazmat => "hazmat",
            Piece::FreeTreatedVictim => "free treated victim",
        }
    }
}

/// Why the Fire Captain cannot command a firefighter
/// ([`ActionError::CannotCommand`](crate::engine::action::ActionError::CannotCommand)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NoCommand {
    /// SPEC-CAPTAIN-1: the Captain commands the others, not himself.
    Himself,
    /// The seat has no firefighter.
    NoSuchFirefighter,
    /// SPEC-CAPTAIN-4: a downed firefighter is not commanded.
    Down,
    /// The firefighter has not been placed.
    NotOnTheBoard,
    /// The command names a seat with no firefighter on the board (read
    /// before the command is checked further).
    NoneOnTheBoard,
}

impl NoCommand {
    pub const ALL: [NoCommand; 5] = [
        NoCommand::Himself,
        NoCommand::NoSuchFirefighter,
        NoCommand::Down,
        NoCommand::NotOnTheBoard,
        NoCommand::NoneOnTheBoard,
    ];

    /// The rule ID the reason cites, if any.
    pub const fn rule(self) -> Option<&'static str> {
        match self {
            NoCommand::Down => Some("SPEC-CAPTAIN-4"),
            NoCommand::Himself
            | NoCommand::NoSuchFirefighter
            | NoCommand::NotOnTheBoard
            | NoCommand::NoneOnTheBoard => None,
        }
    }

    /// The stable English reason, after "… cannot be commanded: ".
    pub const fn english(self) -> &'static str {
        match self {
            NoCommand::Himself => "the Captain acts himself, he does not command himself",
            NoCommand::NoSuchFirefighter => "there is no such firefighter",
            NoCommand::Down => "it is down (SPEC-CAPTAIN-4)",
            NoCommand::NotOnTheBoard => "it is not on the board",
            NoCommand::NoneOnTheBoard => "there is no such firefighter on the board",
        }
    }
}

/// Why a firefighter cannot ride along after a Drive
/// ([`ActionError::CannotRide`](crate::engine::action::ActionError::CannotRide)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NoRide {
    /// The seat has no firefighter.
    NoSuchFirefighter,
    /// SCEN-FRIEND-2: a downed firefighter rides only when carried.
    Down,
    /// EXP-VEH-RIDE-1: riders stand on the vehicle's old spot.
    NotOnOldSpot,
    /// EXP-VEH-RIDE-1, Ruling R26: riders get off on a cell of the new spot.
    OffTheNewSpot,
}

impl NoRide {
    pub const ALL: [NoRide; 4] = [
        NoRide::NoSuchFirefighter,
        NoRide::Down,
        NoRide::NotOnOldSpot,
        NoRide::OffTheNewSpot,
    ];

    /// The rule ID the reason cites, if any.
    pub const fn rule(self) -> Option<&'static str> {
        match self {
            NoRide::Down => Some("SCEN-FRIEND-2"),
            NoRide::NotOnOldSpot => Some("EXP-VEH-RIDE-1"),
            NoRide::NoSuchFirefighter | NoRide::OffTheNewSpot => None,
        }
    }

    /// The stable English reason, after "… cannot ride along: ".
    pub const fn english(self) -> &'static str {
        match self {
            NoRide::NoSuchFirefighter => "there is no such firefighter",
            NoRide::Down => "it is down; it rides only when carried (SCEN-FRIEND-2)",
            NoRide::NotOnOldSpot => "it is not on the vehicle's old spot (EXP-VEH-RIDE-1)",
            NoRide::OffTheNewSpot => "riders get off on a cell of the vehicle's new spot",
        }
    }
}

/// The ladder (or the firefighter to handle one) a ladder action lacks
/// ([`ActionError::NoLadder`](crate::engine::action::ActionError::NoLadder)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MissingLadder {
    /// The firefighter to handle the ladder is not on the board.
    NoFirefighter,
    /// 2ND-LADDER-1: portable ladders are 2nd Story's; this game has none.
    NotInThisGame,
    /// 2ND-LADDER-2: the firefighter carries no ladder.
    NotInHands,
    /// 2ND-LADDER-1: every ladder has left the Engine.
    NoneOnTheEngine,
    /// 2ND-LADDER-2: no ladder lies on the firefighter's space.
    NoneLyingHere,
    /// 2ND-LADDER-8: no ladder is raised on the firefighter's space.
    NoneRaisedHere,
}

impl MissingLadder {
    pub const ALL: [MissingLadder; 6] = [
        MissingLadder::NoFirefighter,
        MissingLadder::NotInThisGame,
        MissingLadder::NotInHands,
        MissingLadder::NoneOnTheEngine,
        MissingLadder::NoneLyingHere,
        MissingLadder::NoneRaisedHere,
    ];

    /// The rule ID the reason cites, if any.
    pub const fn rule(self) -> Option<&'static str> {
        match self {
            MissingLadder::NoFirefighter => None,
            MissingLadder::NotInThisGame | MissingLadder::NoneOnTheEngine => Some("2ND-LADDER-1"),
            MissingLadder::NotInHands | MissingLadder::NoneLyingHere => Some("2ND-LADDER-2"),
            MissingLadder::NoneRaisedHere => Some("2ND-LADDER-8"),
        }
    }

    /// The stable English words, after "there is no ".
    pub const fn english(self) -> &'static str {
        match self {
            MissingLadder::NoFirefighter => "firefighter on the board to handle a ladder",
            MissingLadder::NotInThisGame => {
                "ladder in this game: ladders are 2nd Story's (2ND-LADDER-1)"
            }
            MissingLadder::NotInHands => "ladder in your hands (2ND-LADDER-2)",
            MissingLadder::NoneOnTheEngine => "ladder left on the Engine (2ND-LADDER-1)",
            MissingLadder::NoneLyingHere => "ladder lying on your space (2ND-LADDER-2)",
            MissingLadder::NoneRaisedHere => "ladder raised on your space (2ND-LADDER-8)",
        }
    }
}

/// `Display` is the stable English: the error messages embed the reasons
/// with `{why}` and the like.
macro_rules! english_display {
    ($($reason:ty),*) => {$(
        impl fmt::Display for $reason {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.english())
            }
        }
    )*};
}

english_display!(
    Forbidden,
    NoEntry,
    Ability,
    ModuleUse,
    Piece,
    NoCommand,
    NoRide,
    MissingLadder
);

//! Why an action is refused, in player terms: "needs 4 AP, you have 3",
//! "3,5 is not next to 3,4", "the closed door between 3,4 and 3,5 is in the
//! way".
//!
//! A refusal line starts in lower case and has no full stop, so a caller can
//! put it after its own words ("Cannot move to 3,5: …"). It names only the
//! places of the refusal, the way [`Names`] does, and leaves out the rules'
//! section numbers: players have the printed rulebook, not the spec.

use crate::engine::action::{ActionError, StageName};
use crate::engine::board::{CellKind, EdgeKind};
use crate::engine::config::Module;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::reason::{
    Ability, Forbidden, MissingLadder, ModuleUse, NoCommand, NoEntry, NoRide, Piece,
};
use crate::engine::state::DoorState;

use super::names::{Names, die_name, level_name, specialist_name, vehicle_name};

/// What the game is waiting for, for "that is not possible now: …".
pub const fn stage_line(stage: StageName) -> &'static str {
    match stage {
        StageName::PlacingVehicles => "the vehicles are being parked",
        StageName::PlacingFirefighters => "firefighters are being placed",
        StageName::Actions => "a firefighter is taking actions",
        StageName::KnockdownChoice => "a knocked-down firefighter must choose where to go",
        StageName::Riding => {
            "the firefighters on the vehicle's old spot choose whether to ride along"
        }
        StageName::DeckGunRoll => "the Driver/Operator decides on re-rolling the deck gun's dice",
        StageName::HazmatOrder => "the next hazmat to explode must be chosen",
        StageName::GameOver => "the game is over",
    }
}

/// A rule that forbids the action, without the rule's number.
fn forbidden_line(why: Forbidden) -> String {
    let line = match why {
        Forbidden::AlreadyParked => "that vehicle is already parked",
        Forbidden::DriverMustRide => "the Engine's driver must ride with it",
        Forbidden::Rerolled(die) => {
            return format!(
                "the {} die was already re-rolled: each die at most once",
                die_name(die)
            );
        }
        Forbidden::LeadIntoFire => "a treated victim is never led into fire",
        Forbidden::EngineerExtinguishes => "the Structural Engineer may never extinguish",
        Forbidden::DestroyedElevatorFire => {
            "the Fire of a destroyed elevator cannot be extinguished"
        }
        Forbidden::HandsFull => "you already carry something: one at a time",
        Forbidden::VictimBeingLed => "that victim is being led; it must be let go first",
        Forbidden::AlreadyLeading => "you already lead a victim: one at a time",
        Forbidden::NotLeading => "you are not leading a victim",
        Forbidden::CafsCommandLimit => {
            "the CAFS Firefighter takes at most 1 AP of commands per turn"
        }
        Forbidden::NoCrewChangeInScenario => "there is no crew change in this scenario",
        Forbidden::CrewChangeNotFirst => "crew change must be the first action of the turn",
        Forbidden::CrewChangeOffEngine => {
            "crew change needs the turn to start on the Engine's spot"
        }
        Forbidden::CardNotInGame => "that card is not in this game",
        // The engine's own ruling, named as players have always read it here.
        Forbidden::InTheLobby => {
            "in the Lobby, the fire floor's walls are out of reach: open the elevator door first (engine ruling E37)"
        }
        Forbidden::DownedOntoLadderTop => {
            "a ladder's top holds one firefighter: a downed one is not carried onto it"
        }
        Forbidden::PickUpWithLadder => "a ladder is carried with empty hands: put it down first",
        Forbidden::LeftOnLadderTop => "nothing may be left on a ladder's top",
        Forbidden::LadderWithFullHands => {
            "a ladder is carried with empty hands: put down what you carry first"
        }
        Forbidden::SecondLadder => "you already carry a ladder: one at a time",
        Forbidden::LadderDownOnTop => "a ladder is not put down on a ladder's top",
        Forbidden::RaiseWithoutTop => {
            "a ladder is raised only on a ground-floor outside space below the upper floor"
        }
        Forbidden::LadderAlreadyRaised => "a ladder already stands here: one per space",
        Forbidden::RaiseIntoFire => "a ladder is not raised into fire",
        Forbidden::RetractUnderFirefighter => {
            "a ladder is not retracted while a firefighter stands on its top"
        }
        Forbidden::TreatDownedOnFire => "a downed firefighter is treated only off the fire",
        Forbidden::NoHotSpot => "there is no hot spot on your cell",
        Forbidden::RepairUndamaged => "only a damaged wall (one cube) can be repaired",
        Forbidden::DeckGunBroken => "the deck gun is broken in this scenario",
        Forbidden::DeckGunNoTarget => "the deck gun's area has no cell the dice can name",
    };
    line.to_owned()
}

/// Why a space cannot be entered, after "… cannot be entered: ", for the
/// spaces the board itself does not explain (see [`refusal_line`]).
const fn no_entry_line(why: NoEntry) -> &'static str {
    match why {
        NoEntry::ThroughTheShaft => "an elevator car is entered and left only through its door",
        NoEntry::ThroughTheFacade => {
            "on High Rise, firefighters go in and out only by the Lobby, an elevator or the aerial ladder"
        }
        NoEntry::UpperOutside => "an upper-floor outside cell is reached only from a ladder",
        NoEntry::Restricted => "firefighters never enter restricted cells",
        NoEntry::DestroyedElevator => "the elevator was destroyed; nobody may enter it",
        NoEntry::Elevator => "an elevator is used through its door",
    }
}

/// What only one card can do, after "only the <card> can ".
const fn ability_line(ability: Ability) -> &'static str {
    match ability {
        Ability::Command => "command",
        Ability::TreatVictim => "treat a victim",
        Ability::TreatFirefighter => "treat a downed firefighter",
        Ability::Dispose => "dispose of hazmat",
        Ability::Identify => "identify a POI from afar",
        Ability::ClearHotSpot => "remove a hot spot",
        Ability::Repair => "repair a wall",
    }
}

/// What needs a module, before "needs the … module".
const fn module_use_line(what: ModuleUse) -> &'static str {
    match what {
        ModuleUse::CrewChange => "crew change",
        ModuleUse::Driving => "driving",
        ModuleUse::DeckGun => "the deck gun",
        ModuleUse::CarryingHazmat => "carrying hazmat",
    }
}

/// A module's name, in "the vehicles module".
const fn module_name(module: Module) -> &'static str {
    match module {
        Module::Specialists => "specialists",
        Module::Hazmat => "hazmat",
        Module::Vehicles => "vehicles",
        Module::HotSpots => "hot spots",
        Module::ExperiencedSetup => "experienced setup",
        Module::ExperiencedPoi => "experienced POI",
    }
}

/// Why the Captain cannot command, after "… cannot be commanded: ".
const fn no_command_line(why: NoCommand) -> &'static str {
    match why {
        NoCommand::Himself => "the Captain acts himself, he does not command himself",
        NoCommand::NoSuchFirefighter => "there is no such firefighter",
        NoCommand::Down => "it is down",
        NoCommand::NotOnTheBoard => "it is not on the board",
        NoCommand::NoneOnTheBoard => "there is no such firefighter on the board",
    }
}

/// Why a firefighter cannot ride along, after "… cannot ride along: ".
const fn no_ride_line(why: NoRide) -> &'static str {
    match why {
        NoRide::NoSuchFirefighter => "there is no such firefighter",
        NoRide::Down => "it is down; it rides only when carried",
        NoRide::NotOnOldSpot => "it is not on the vehicle's old spot",
        NoRide::OffTheNewSpot => "riders get off on a cell of the vehicle's new spot",
    }
}

/// The ladder a ladder action lacks, after "there is no ".
const fn missing_ladder_line(what: MissingLadder) -> &'static str {
    match what {
        MissingLadder::NoFirefighter => "firefighter on the board to handle a ladder",
        MissingLadder::NotInThisGame => "ladder in this game: ladders are 2nd Story's",
        MissingLadder::NotInHands => "ladder in your hands",
        MissingLadder::NoneOnTheEngine => "ladder left on the Engine",
        MissingLadder::NoneLyingHere => "ladder lying on your space",
        MissingLadder::NoneRaisedHere => "ladder raised on your space",
    }
}

/// What blocks the way: a door, window or elevator door blocks only when
/// closed.
const fn barrier_line(kind: EdgeKind) -> &'static str {
    match kind {
        EdgeKind::Wall => "wall",
        EdgeKind::Door => "closed door",
        EdgeKind::Entrance => "entrance",
        EdgeKind::Window => "closed window",
        EdgeKind::ThinWall => "thin wall",
        EdgeKind::PartyWall => "party wall",
        EdgeKind::ElevatorDoor => "closed elevator door",
    }
}

/// "open" or "closed", in "the door … is already open".
const fn door_state_line(state: DoorState) -> &'static str {
    match state {
        DoorState::Closed => "closed",
        DoorState::Open => "open",
        DoorState::Destroyed => "destroyed",
    }
}

/// "a" or "an" before `word`.
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// The edge between two neighbouring spaces on the board, if there is one.
fn edge_between(names: &Names, from: Pos, to: Pos) -> Option<EdgeRef> {
    let board = names.board();
    let (a, b) = (board.cell_at(from)?, board.cell_at(to)?);
    board
        .cell(a)
        .neighbors
        .iter()
        .flatten()
        .find(|(n, _)| *n == b)
        .map(|&(_, e)| board.edge_ref(e))
}

/// Why `error` refused the action, in player terms (lower case first, no
/// full stop).
pub fn refusal_line(names: &Names, error: &ActionError) -> String {
    let cell = |pos| names.cell(pos);
    let ff = |seat: u8| names.firefighter(seat);
    match *error {
        // The caller knows the action; the stage is the news.
        ActionError::WrongStage { action: _, stage } => {
            format!("that is not possible now: {}", stage_line(stage))
        }
        // A place the board does not have has no name players know.
        ActionError::NoSuchCell(_) => "there is no such space on this board".to_owned(),
        ActionError::NoSuchEdge(_) => "there is no such wall or door on this board".to_owned(),
        ActionError::NotAStartCell { cell: at } => format!(
            "{} is not a place to start: firefighters start outside the building",
            cell(at)
        ),
        ActionError::NotAdjacent { from, to } => {
            format!("{} is not next to {}", cell(to), cell(from))
        }
        ActionError::Blocked { from, to, what } => {
            let what = barrier_line(what);
            let Some(edge) = edge_between(names, from, to) else {
                return format!(
                    "the way from {} to {} is blocked by {} {what}",
                    cell(from),
                    cell(to),
                    article(what)
                );
            };
            let place = names.edge_place(edge);
            match names.edge_kind(edge) {
                Some(EdgeKind::PartyWall) => {
                    format!("the party wall {place} is never crossed")
                }
                Some(kind @ (EdgeKind::Door | EdgeKind::Window | EdgeKind::ElevatorDoor)) => {
                    format!("the closed {} {place} is in the way", kind.name())
                }
                Some(kind) => format!("the {} {place} is in the way", kind.name()),
                None => format!("the {what} {place} is in the way"),
            }
        }
        ActionError::CannotEnter { cell: at, why } => {
            let kind = names.board().cell_at(at).map(|c| names.board().kind(c));
            match kind {
                Some(CellKind::Restricted) => {
                    format!("{} is restricted: firefighters never enter it", cell(at))
                }
                Some(CellKind::Elevator) => {
                    format!(
                        "{} is an elevator: it is entered through its door",
                        cell(at)
                    )
                }
                Some(CellKind::Outside) if at.floor != 0 => format!(
                    "{} is outside an upper floor: it is reached only from a ladder",
                    cell(at)
                ),
                _ => format!("{} cannot be entered: {}", cell(at), no_entry_line(why)),
            }
        }
        ActionError::NotEnoughAp { needed, have } => format!("needs {needed} AP, you have {have}"),
        ActionError::CarryIntoFire => "a victim cannot be carried into fire".to_owned(),
        ActionError::WouldBeTrapped {
            firefighter,
            cell: at,
            left,
            needed,
        } => format!(
            "{} would be on fire at {} with {left} AP left, but getting out needs {needed} AP",
            ff(firefighter),
            cell(at)
        ),
        ActionError::WouldStrand {
            firefighter,
            cell: at,
        } => format!(
            "{} would be left on fire at {}, out of your reach",
            ff(firefighter),
            cell(at)
        ),
        ActionError::EndOnFire { cell: at } => {
            format!("you cannot end your turn on fire at {}", cell(at))
        }
        ActionError::NotYourEdge { edge, cell: at } => {
            format!("{} is not a side of {}", names.edge(edge), cell(at))
        }
        ActionError::NoDoor(edge) => match names.edge_kind(edge) {
            None => format!(
                "there is nothing to open or close {}",
                names.edge_place(edge)
            ),
            Some(_) => format!("{} cannot be opened or closed", names.edge(edge)),
        },
        ActionError::Destroyed { edge, what } => {
            format!(
                "the {} {} is destroyed",
                what.name(),
                names.edge_place(edge)
            )
        }
        ActionError::AlreadyThere { edge, what, state } => format!(
            "the {} {} is already {}",
            what.name(),
            names.edge_place(edge),
            door_state_line(state)
        ),
        ActionError::NotChoppable { edge, what: _ } => format!(
            "{} cannot be chopped: only walls take damage",
            names.edge(edge)
        ),
        ActionError::OutOfReach { cell: at } => {
            format!("{} is neither your space nor next to it", cell(at))
        }
        ActionError::NothingToExtinguish { cell: at, what } => {
            format!("there is no {} at {}", level_name(what), cell(at))
        }
        ActionError::NothingToPickUp { token } => format!(
            "{} is not a revealed victim on your space",
            Names::victim(token)
        ),
        ActionError::AlreadyCarrying { token } => {
            format!("you already carry {}: one at a time", Names::victim(token))
        }
        ActionError::NotCarrying => "you are not carrying anything".to_owned(),
        ActionError::NotAKnockdownSpot { cell: at } => format!(
            "{} is not one of the nearest ambulance spaces for this firefighter",
            cell(at)
        ),
        ActionError::Forbidden(why) => forbidden_line(why),
        ActionError::NotYourAbility { ability } => format!(
            "only the {} can {}",
            specialist_name(ability.specialist()),
            ability_line(ability)
        ),
        ActionError::ModuleOff { what, module } => format!(
            "{} needs the {} module, which is off in this game",
            module_use_line(what),
            module_name(module)
        ),
        ActionError::NotASpot { vehicle, cell: at } => format!(
            "{} is not on a parking spot of the {}",
            cell(at),
            vehicle_name(vehicle)
        ),
        ActionError::NotNextSpot { vehicle, cell: at } => format!(
            "the {} drives one spot at a time: {} is not on a spot next to its own",
            vehicle_name(vehicle),
            cell(at)
        ),
        ActionError::NotOnVehicle { vehicle } => {
            format!("you must stand on the {}'s spot", vehicle_name(vehicle))
        }
        ActionError::FirefighterInArea {
            firefighter,
            cell: at,
        } => format!(
            "{} stands at {}, in the deck gun's quadrant",
            ff(firefighter),
            cell(at)
        ),
        ActionError::SpecialistInPlay(card) => {
            format!("the {} card is already in play", specialist_name(card))
        }
        // `id` is a seat, a Victim or a Hazmat as `what` says; each is
        // numbered the way players count it.
        ActionError::NotOnYourCell { what, id } => match what {
            Piece::UntreatedVictim => format!(
                "{} is not an untreated victim on your space",
                Names::victim(id)
            ),
            Piece::DownedFirefighter => {
                format!("{} is not a downed firefighter on your space", ff(id))
            }
            Piece::Hazmat => format!("{} is not on your space", Names::hazmat(id)),
            Piece::FreeTreatedVictim => format!(
                "{} is not a free treated victim on your space",
                Names::victim(id)
            ),
        },
        ActionError::CannotCommand { firefighter, why } => format!(
            "{} cannot be commanded: {}",
            ff(firefighter),
            no_command_line(why)
        ),
        ActionError::NoPoi { cell: at } => format!("there is no POI at {}", cell(at)),
        ActionError::FireNearby { cell: at } => {
            format!("{} is on fire or next to fire", cell(at))
        }
        ActionError::CannotRide { firefighter, why } => format!(
            "{} cannot ride along: {}",
            ff(firefighter),
            no_ride_line(why)
        ),
        ActionError::NotOnFire(hazmat) => {
            format!("{} is not on fire", Names::hazmat(hazmat))
        }
        // --- 2nd Story ladders
        ActionError::NoLadder { what } => format!("there is no {}", missing_ladder_line(what)),
        ActionError::TopOccupied { cell: at } => format!(
            "a firefighter already stands on the ladder's top at {}: one at a time",
            cell(at)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles() {
        assert_eq!(article("untreated victim"), "an");
        assert_eq!(article("downed firefighter"), "a");
    }
}

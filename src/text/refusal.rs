//! Why an action is refused, in player terms: "needs 4 AP, you have 3",
//! "3,5 is not next to 3,4", "the closed door between 3,4 and 3,5 is in the
//! way", in the language of the [`Names`] (message file `refusal.ftl`).
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
use crate::i18n::{Lang, Texts, args};

use super::names::{Case, Names, die_key, edge_kind_key, level_key};

/// What the game is waiting for, for "that is not possible now: …", in
/// `lang`.
pub fn stage_line(stage: StageName, lang: Lang) -> String {
    let key = match stage {
        StageName::PlacingVehicles => "stage-placing-vehicles",
        StageName::PlacingFirefighters => "stage-placing-firefighters",
        StageName::Actions => "stage-actions",
        StageName::KnockdownChoice => "stage-knockdown-choice",
        StageName::Riding => "stage-riding",
        StageName::DeckGunRoll => "stage-deck-gun-roll",
        StageName::HazmatOrder => "stage-hazmat-order",
        StageName::GameOver => "stage-game-over",
    };
    Texts::shared().get(lang, key)
}

/// The line of a rule that forbids the action, without the rule's number.
const fn forbidden_key(why: Forbidden) -> &'static str {
    match why {
        Forbidden::AlreadyParked => "refusal-already-parked",
        Forbidden::DriverMustRide => "refusal-driver-must-ride",
        Forbidden::Rerolled(_) => "refusal-rerolled",
        Forbidden::LeadIntoFire => "refusal-lead-into-fire",
        Forbidden::EngineerExtinguishes => "refusal-engineer-extinguishes",
        Forbidden::DestroyedElevatorFire => "refusal-destroyed-elevator-fire",
        Forbidden::HandsFull => "refusal-hands-full",
        Forbidden::VictimBeingLed => "refusal-victim-being-led",
        Forbidden::AlreadyLeading => "refusal-already-leading",
        Forbidden::NotLeading => "refusal-not-leading",
        Forbidden::CafsCommandLimit => "refusal-cafs-command-limit",
        Forbidden::NoCrewChangeInScenario => "refusal-no-crew-change-in-scenario",
        Forbidden::CrewChangeNotFirst => "refusal-crew-change-not-first",
        Forbidden::CrewChangeOffEngine => "refusal-crew-change-off-engine",
        Forbidden::CardNotInGame => "refusal-card-not-in-game",
        // The engine's own ruling, named as players have always read it here.
        Forbidden::InTheLobby => "refusal-in-the-lobby",
        Forbidden::DownedOntoLadderTop => "refusal-downed-onto-ladder-top",
        Forbidden::PickUpWithLadder => "refusal-pick-up-with-ladder",
        Forbidden::LeftOnLadderTop => "refusal-left-on-ladder-top",
        Forbidden::LadderWithFullHands => "refusal-ladder-with-full-hands",
        Forbidden::SecondLadder => "refusal-second-ladder",
        Forbidden::LadderDownOnTop => "refusal-ladder-down-on-top",
        Forbidden::RaiseWithoutTop => "refusal-raise-without-top",
        Forbidden::LadderAlreadyRaised => "refusal-ladder-already-raised",
        Forbidden::RaiseIntoFire => "refusal-raise-into-fire",
        Forbidden::RetractUnderFirefighter => "refusal-retract-under-firefighter",
        Forbidden::TreatDownedOnFire => "refusal-treat-downed-on-fire",
        Forbidden::NoHotSpot => "refusal-no-hot-spot",
        Forbidden::RepairUndamaged => "refusal-repair-undamaged",
        Forbidden::DeckGunBroken => "refusal-deck-gun-broken",
        Forbidden::DeckGunNoTarget => "refusal-deck-gun-no-target",
    }
}

/// Why a space cannot be entered, for the spaces the board itself does not
/// explain (see [`refusal_line`]).
const fn no_entry_key(why: NoEntry) -> &'static str {
    match why {
        NoEntry::ThroughTheShaft => "refusal-enter-through-shaft",
        NoEntry::ThroughTheFacade => "refusal-enter-through-facade",
        NoEntry::UpperOutside => "refusal-enter-upper-outside",
        NoEntry::Restricted => "refusal-enter-restricted",
        NoEntry::DestroyedElevator => "refusal-enter-destroyed-elevator",
        NoEntry::Elevator => "refusal-enter-elevator",
    }
}

/// What only one card can do (`"only the <card> can …"`).
const fn ability_key(ability: Ability) -> &'static str {
    match ability {
        Ability::Command => "refusal-only-command",
        Ability::TreatVictim => "refusal-only-treat-victim",
        Ability::TreatFirefighter => "refusal-only-treat-firefighter",
        Ability::Dispose => "refusal-only-dispose",
        Ability::Identify => "refusal-only-identify",
        Ability::ClearHotSpot => "refusal-only-clear-hot-spot",
        Ability::Repair => "refusal-only-repair",
    }
}

/// The selector of what needs a module (`$what` of `refusal-module-off`).
const fn module_use_key(what: ModuleUse) -> &'static str {
    match what {
        ModuleUse::CrewChange => "crew",
        ModuleUse::Driving => "driving",
        ModuleUse::DeckGun => "deckgun",
        ModuleUse::CarryingHazmat => "hazmat",
    }
}

/// The selector of a module (`$module` of `refusal-module-off`).
const fn module_key(module: Module) -> &'static str {
    match module {
        Module::Specialists => "specialists",
        Module::Hazmat => "hazmat",
        Module::Vehicles => "vehicles",
        Module::HotSpots => "hotspots",
        Module::ExperiencedSetup => "setup",
        Module::ExperiencedPoi => "poi",
    }
}

/// Why the Captain cannot command a firefighter.
const fn no_command_key(why: NoCommand) -> &'static str {
    match why {
        NoCommand::Himself => "refusal-command-himself",
        NoCommand::NoSuchFirefighter => "refusal-command-no-such-firefighter",
        NoCommand::Down => "refusal-command-down",
        NoCommand::NotOnTheBoard => "refusal-command-not-on-the-board",
        NoCommand::NoneOnTheBoard => "refusal-command-none-on-the-board",
    }
}

/// Why a firefighter cannot ride along.
const fn no_ride_key(why: NoRide) -> &'static str {
    match why {
        NoRide::NoSuchFirefighter => "refusal-ride-no-such-firefighter",
        NoRide::Down => "refusal-ride-down",
        NoRide::NotOnOldSpot => "refusal-ride-not-on-old-spot",
        NoRide::OffTheNewSpot => "refusal-ride-off-the-new-spot",
    }
}

/// The ladder a ladder action lacks.
const fn missing_ladder_key(what: MissingLadder) -> &'static str {
    match what {
        MissingLadder::NoFirefighter => "refusal-ladder-no-firefighter",
        MissingLadder::NotInThisGame => "refusal-ladder-not-in-this-game",
        MissingLadder::NotInHands => "refusal-ladder-not-in-hands",
        MissingLadder::NoneOnTheEngine => "refusal-ladder-none-on-the-engine",
        MissingLadder::NoneLyingHere => "refusal-ladder-none-lying-here",
        MissingLadder::NoneRaisedHere => "refusal-ladder-none-raised-here",
    }
}

/// The selector of a door's state (`$state` of `refusal-already`).
const fn door_state_key(state: DoorState) -> &'static str {
    match state {
        DoorState::Closed => "closed",
        DoorState::Open => "open",
        DoorState::Destroyed => "destroyed",
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
    let say = |key: &str, args| names.say(key, &args);
    match *error {
        // The caller knows the action; the stage is the news.
        ActionError::WrongStage { action: _, stage } => say(
            "refusal-wrong-stage",
            args([("stage", stage_line(stage, names.lang()).into())]),
        ),
        // A place the board does not have has no name players know.
        ActionError::NoSuchCell(_) => say("refusal-no-such-cell", args([])),
        ActionError::NoSuchEdge(_) => say("refusal-no-such-edge", args([])),
        ActionError::NotAStartCell { cell: at } => say(
            "refusal-not-a-start-cell",
            args([("cell", cell(at).into())]),
        ),
        ActionError::NotAdjacent { from, to } => say(
            "refusal-not-adjacent",
            args([("to", cell(to).into()), ("from", cell(from).into())]),
        ),
        ActionError::Blocked { from, to, what } => {
            let Some(edge) = edge_between(names, from, to) else {
                return say(
                    "refusal-blocked-way",
                    args([
                        ("from", cell(from).into()),
                        ("to", cell(to).into()),
                        ("kind", edge_kind_key(what).into()),
                    ]),
                );
            };
            let place = names.edge_place(edge);
            match names.edge_kind(edge) {
                Some(EdgeKind::PartyWall) => {
                    say("refusal-party-wall", args([("place", place.into())]))
                }
                // What the board has there; what the rules saw where it has
                // nothing.
                kind => say(
                    "refusal-blocked",
                    args([
                        ("kind", edge_kind_key(kind.unwrap_or(what)).into()),
                        ("place", place.into()),
                    ]),
                ),
            }
        }
        ActionError::CannotEnter { cell: at, why } => {
            let kind = names.board().cell_at(at).map(|c| names.board().kind(c));
            let key = match kind {
                Some(CellKind::Restricted) => "refusal-restricted",
                Some(CellKind::Elevator) => "refusal-elevator",
                Some(CellKind::Outside) if at.floor != 0 => "refusal-upper-outside",
                _ => no_entry_key(why),
            };
            say(key, args([("cell", cell(at).into())]))
        }
        ActionError::NotEnoughAp { needed, have } => say(
            "refusal-not-enough-ap",
            args([("needed", needed.into()), ("have", have.into())]),
        ),
        ActionError::CarryIntoFire => say("refusal-carry-into-fire", args([])),
        ActionError::WouldBeTrapped {
            firefighter,
            cell: at,
            left,
            needed,
        } => say(
            "refusal-would-be-trapped",
            args([
                ("ff", ff(firefighter).into()),
                ("cell", cell(at).into()),
                ("left", left.into()),
                ("needed", needed.into()),
            ]),
        ),
        ActionError::WouldStrand {
            firefighter,
            cell: at,
        } => say(
            "refusal-would-strand",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        ActionError::EndOnFire { cell: at } => {
            say("refusal-end-on-fire", args([("cell", cell(at).into())]))
        }
        ActionError::NotYourEdge { edge, cell: at } => say(
            "refusal-not-your-edge",
            args([("edge", names.edge(edge).into()), ("cell", cell(at).into())]),
        ),
        ActionError::NoDoor(edge) => match names.edge_kind(edge) {
            None => say(
                "refusal-nothing-to-open",
                args([("place", names.edge_place(edge).into())]),
            ),
            Some(_) => say(
                "refusal-not-a-door",
                args([("edge", names.edge_as(edge, Case::Acc).into())]),
            ),
        },
        ActionError::Destroyed { edge, what } => say(
            "refusal-destroyed",
            args([
                ("edge", names.edge_named(Some(what), edge, Case::Nom).into()),
                ("kind", edge_kind_key(what).into()),
            ]),
        ),
        ActionError::AlreadyThere { edge, what, state } => say(
            "refusal-already",
            args([
                ("edge", names.edge_named(Some(what), edge, Case::Nom).into()),
                ("kind", edge_kind_key(what).into()),
                ("state", door_state_key(state).into()),
            ]),
        ),
        ActionError::NotChoppable { edge, what: _ } => say(
            "refusal-not-choppable",
            args([("edge", names.edge_as(edge, Case::Acc).into())]),
        ),
        ActionError::OutOfReach { cell: at } => {
            say("refusal-out-of-reach", args([("cell", cell(at).into())]))
        }
        ActionError::NothingToExtinguish { cell: at, what } => say(
            "refusal-nothing-to-extinguish",
            args([("level", level_key(what).into()), ("cell", cell(at).into())]),
        ),
        ActionError::NothingToPickUp { token } => say(
            "refusal-nothing-to-pick-up",
            args([("victim", names.victim_as(token, Case::Nom).into())]),
        ),
        ActionError::AlreadyCarrying { token } => say(
            "refusal-already-carrying",
            args([("victim", names.victim_as(token, Case::Acc).into())]),
        ),
        ActionError::NotCarrying => say("refusal-not-carrying", args([])),
        ActionError::NotAKnockdownSpot { cell: at } => say(
            "refusal-not-a-knockdown-spot",
            args([
                ("cell", cell(at).into()),
                ("vehicle", names.knockdown_vehicle().into()),
            ]),
        ),
        ActionError::Forbidden(why) => {
            let die = match why {
                Forbidden::Rerolled(die) => die_key(die),
                _ => "",
            };
            say(forbidden_key(why), args([("die", die.into())]))
        }
        ActionError::NotYourAbility { ability } => say(
            ability_key(ability),
            args([("card", names.specialist(ability.specialist()).into())]),
        ),
        ActionError::ModuleOff { what, module } => say(
            "refusal-module-off",
            args([
                ("what", module_use_key(what).into()),
                ("module", module_key(module).into()),
            ]),
        ),
        ActionError::NotASpot { vehicle, cell: at } => say(
            "refusal-not-a-spot",
            args([
                ("cell", cell(at).into()),
                ("vehicle", names.vehicle_as(vehicle, Case::Gen).into()),
            ]),
        ),
        ActionError::NotNextSpot { vehicle, cell: at } => say(
            "refusal-not-next-spot",
            args([
                ("vehicle", names.vehicle_as(vehicle, Case::Nom).into()),
                ("cell", cell(at).into()),
            ]),
        ),
        ActionError::NotOnVehicle { vehicle } => say(
            "refusal-not-on-vehicle",
            args([("vehicle", names.vehicle_as(vehicle, Case::Gen).into())]),
        ),
        ActionError::FirefighterInArea {
            firefighter,
            cell: at,
        } => say(
            "refusal-firefighter-in-area",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        ActionError::SpecialistInPlay(card) => say(
            "refusal-specialist-in-play",
            args([("card", names.specialist(card).into())]),
        ),
        // `id` is a seat, a Victim or a Hazmat as `what` says; each is
        // numbered the way players count it.
        ActionError::NotOnYourCell { what, id } => match what {
            Piece::UntreatedVictim => say(
                "refusal-not-an-untreated-victim",
                args([("victim", names.victim_as(id, Case::Nom).into())]),
            ),
            Piece::DownedFirefighter => say(
                "refusal-not-a-downed-firefighter",
                args([("ff", ff(id).into())]),
            ),
            Piece::Hazmat => say(
                "refusal-hazmat-not-here",
                args([("hazmat", names.hazmat_as(id, Case::Nom).into())]),
            ),
            Piece::FreeTreatedVictim => say(
                "refusal-not-a-free-treated-victim",
                args([("victim", names.victim_as(id, Case::Nom).into())]),
            ),
        },
        // The firefighter is the one the command would be given to.
        ActionError::CannotCommand { firefighter, why } => say(
            no_command_key(why),
            args([("ff", names.firefighter_as(firefighter, Case::Dat).into())]),
        ),
        ActionError::NoPoi { cell: at } => say("refusal-no-poi", args([("cell", cell(at).into())])),
        ActionError::FireNearby { cell: at } => {
            say("refusal-fire-nearby", args([("cell", cell(at).into())]))
        }
        ActionError::CannotRide { firefighter, why } => {
            say(no_ride_key(why), args([("ff", ff(firefighter).into())]))
        }
        ActionError::NotOnFire(hazmat) => say(
            "refusal-not-on-fire",
            args([("hazmat", names.hazmat_as(hazmat, Case::Nom).into())]),
        ),
        // --- 2nd Story ladders
        ActionError::NoLadder { what } => say(missing_ladder_key(what), args([])),
        ActionError::TopOccupied { cell: at } => {
            say("refusal-top-occupied", args([("cell", cell(at).into())]))
        }
    }
}

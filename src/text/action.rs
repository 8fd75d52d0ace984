//! Actions in words: what a menu item does ("Move to 3,4", "Open the door
//! between 3,4 and 3,5") and what the log's "» …" lines say was done.
//!
//! An [`Action`] carries only what the player chose, so the words are the
//! choice: a deck gun's quadrant or what a firefighter carries is the game
//! state's business, and a caller that knows it adds it.

use crate::engine::action::{Action, LadderOrder};
use crate::engine::board::EdgeKind;

use super::names::{Names, capitalise, die_name, specialist_name, vehicle_name};

/// `action` as a menu item or log line, starting with a capital and without
/// a full stop: "Move to 3,4", "Pick up Victim 2", "Fire the deck gun".
pub fn action_line(names: &Names, action: Action) -> String {
    capitalise(&phrase(names, action))
}

/// The same words as [`action_line`], as they read inside a sentence: the
/// first word in lower case unless it is a name.
fn phrase(names: &Names, action: Action) -> String {
    let ff = |seat: u8| names.firefighter(seat);
    let cell = |pos| names.cell(pos);
    match action {
        Action::PlaceFirefighter(at) => format!("start at {}", cell(at)),
        Action::Move(to) => format!("move to {}", cell(to)),
        // URB-HIGHRISE-ELEV-1/2: the door moves the car.
        Action::Open(edge) if names.edge_kind(edge) == Some(EdgeKind::ElevatorDoor) => {
            format!("open {}: the car comes up from the Lobby", names.edge(edge))
        }
        Action::Close(edge) if names.edge_kind(edge) == Some(EdgeKind::ElevatorDoor) => {
            format!("close {}: the car goes down to the Lobby", names.edge(edge))
        }
        Action::Open(edge) => format!("open {}", names.edge(edge)),
        Action::Close(edge) => format!("close {}", names.edge(edge)),
        Action::RemoveSmoke(at) => format!("remove the smoke at {}", cell(at)),
        Action::FlipFire(at) => format!("turn the fire at {} to smoke", cell(at)),
        Action::RemoveFire(at) => format!("remove the fire at {}", cell(at)),
        Action::Chop(edge) => format!("chop {}", names.edge(edge)),
        Action::PickUp(token) => format!("pick up {}", Names::victim(token)),
        Action::Drop => "put down what you carry".to_owned(),
        Action::EndTurn => "end the turn".to_owned(),
        Action::KnockdownTo(to) => format!("go to {} after the knockdown", cell(to)),
        Action::Park { vehicle, at } => {
            format!("park the {} at {}", vehicle_name(vehicle), cell(at))
        }
        Action::Drive { vehicle, to } => {
            format!("drive the {} to {}", vehicle_name(vehicle), cell(to))
        }
        Action::Ride { firefighter, to } => {
            format!("{} rides along to {}", ff(firefighter), cell(to))
        }
        Action::DoneRiding => "nobody else rides along".to_owned(),
        Action::DeckGun => "fire the deck gun".to_owned(),
        Action::Reroll(die) => {
            format!("re-roll the {} die", die_name(die))
        }
        Action::AcceptShot => "keep the deck gun's roll".to_owned(),
        Action::CrewChange(card) => {
            format!("change crew: take the {} card", specialist_name(card))
        }
        Action::Treat(token) => format!("treat {}", Names::victim(token)),
        Action::TreatFirefighter(seat) => format!("treat {}", ff(seat)),
        Action::Lead(token) => format!("lead {}", Names::victim(token)),
        Action::Release => "stop leading the victim".to_owned(),
        Action::PickUpHazmat(hazmat) => format!("pick up {}", Names::hazmat(hazmat)),
        Action::PickUpFirefighter(seat) => format!("pick up {}", ff(seat)),
        Action::Dispose(hazmat) => format!("dispose of {}", Names::hazmat(hazmat)),
        Action::Identify(at) => format!("identify the POI at {}", cell(at)),
        Action::CommandMove { firefighter, to } => {
            format!("command {} to move to {}", ff(firefighter), cell(to))
        }
        Action::CommandOpen { firefighter, edge } => {
            format!("command {} to open {}", ff(firefighter), names.edge(edge))
        }
        Action::CommandClose { firefighter, edge } => {
            format!("command {} to close {}", ff(firefighter), names.edge(edge))
        }
        Action::CommandPickUp {
            firefighter,
            victim,
        } => format!(
            "command {} to pick up {}",
            ff(firefighter),
            Names::victim(victim)
        ),
        Action::CommandPickUpHazmat {
            firefighter,
            hazmat,
        } => format!(
            "command {} to pick up {}",
            ff(firefighter),
            Names::hazmat(hazmat)
        ),
        Action::CommandDrop { firefighter } => {
            format!("command {} to put down what they carry", ff(firefighter))
        }
        Action::CommandLead {
            firefighter,
            victim,
        } => format!(
            "command {} to lead {}",
            ff(firefighter),
            Names::victim(victim)
        ),
        Action::CommandRelease { firefighter } => {
            format!("command {} to stop leading the victim", ff(firefighter))
        }
        Action::ClearHotSpot => "remove the hot spot here".to_owned(),
        Action::Repair(edge) => format!("repair {}", names.edge(edge)),
        Action::ExplodeHazmat(hazmat) => format!("explode {} next", Names::hazmat(hazmat)),
        // --- 2nd Story ladders
        Action::TakeLadder => ladder_phrase(LadderOrder::Take).to_owned(),
        Action::DropLadder => ladder_phrase(LadderOrder::Drop).to_owned(),
        Action::PickUpLadder => ladder_phrase(LadderOrder::PickUp).to_owned(),
        Action::RaiseLadder => ladder_phrase(LadderOrder::Raise).to_owned(),
        Action::RetractLadder => ladder_phrase(LadderOrder::Retract).to_owned(),
        Action::CommandLadder { firefighter, order } => {
            format!("command {} to {}", ff(firefighter), ladder_phrase(order))
        }
    }
}

/// A ladder action (2ND-LADDER-1..3, -8), as it reads inside a sentence.
const fn ladder_phrase(order: LadderOrder) -> &'static str {
    match order {
        LadderOrder::Take => "take a ladder from the Engine",
        LadderOrder::Drop => "put the ladder down",
        LadderOrder::PickUp => "pick up the ladder",
        LadderOrder::Raise => "raise the ladder",
        LadderOrder::Retract => "retract the ladder",
    }
}

//! Actions in words: what a menu item does ("Move to 3,4", "Open the door
//! between 3,4 and 3,5") and what the log's "» …" lines say was done, in
//! the language of the [`Names`] (keys `action-…` of `log.ftl`).
//!
//! An [`Action`] carries only what the player chose, so the words are the
//! choice: a deck gun's quadrant or what a firefighter carries is the game
//! state's business, and a caller that knows it adds it.

use crate::engine::action::{Action, LadderOrder};
use crate::engine::board::EdgeKind;
use crate::engine::event::{Event, MoveWay};
use crate::engine::state::{GameState, Stage};
use crate::i18n::{FluentArgs, args};

use super::names::{Case, Names, ap_paid, ap_paid_from_pool, capitalise, die_key};

/// `action` as a menu item or log line, starting with a capital and without
/// a full stop: "Move to 3,4", "Pick up Victim 2", "Fire the deck gun".
pub fn action_line(names: &Names, action: Action) -> String {
    let (key, args) = message(names, action);
    // A line may start with a player's name typed in lower case.
    capitalise(&names.say(key, &args))
}

/// The log's words for `action` once played, from what it did (`events`)
/// where the choice alone does not say: a move from an Engine spot into
/// the High Rise Lobby (URB-HIGHRISE-LOBBY-1) names the Lobby, as the menu
/// offering it did, rather than the elevator's cell on the floor; the
/// Engine's driver (`engine_driver`, when the action answers the Engine's
/// drive) gets off where he chooses, as the menu offered it: he rides
/// along by rule (EXP-VEH-DRIVE-2).
pub fn played_action_line(
    names: &Names,
    action: Action,
    events: &[Event],
    engine_driver: Option<u8>,
) -> String {
    match action {
        Action::Ride { firefighter, to } if engine_driver == Some(firefighter) => {
            driver_gets_off(names, firefighter, to)
        }
        Action::Move(to)
            if names.starts_in_lobby(to)
                && events.iter().any(
                    |e| matches!(*e, Event::Moved { to: t, way: MoveWay::Lobby, .. } if t == to),
                ) =>
        {
            capitalise(&names.say(
                "action-move-lobby",
                &args([("cell", names.cell(to).into())]),
            ))
        }
        _ => action_line(names, action),
    }
}

/// "Firefighter 1 gets off at 6,9": the Engine's driver's ride
/// (EXP-VEH-DRIVE-2), in the log and the menu alike.
pub fn driver_gets_off(names: &Names, firefighter: u8, to: crate::engine::geom::Pos) -> String {
    capitalise(&names.say(
        "action-driver-gets-off",
        &args([
            ("ff", names.firefighter(firefighter).into()),
            ("cell", names.cell(to).into()),
        ]),
    ))
}

/// The message of `action` and its variables.
fn message<'a>(names: &Names, action: Action) -> (&'static str, FluentArgs<'a>) {
    let ff = |seat: u8| names.firefighter(seat);
    // The firefighter a command is given to.
    let told = |seat: u8| names.firefighter_as(seat, Case::Dat);
    let cell = |pos| names.cell(pos);
    let edge = |edge| names.edge_as(edge, Case::Acc);
    let victim = |token| names.victim_as(token, Case::Acc);
    let hazmat = |hazmat| names.hazmat_as(hazmat, Case::Acc);
    match action {
        // URB-HIGHRISE-SETUP-3: an elevator start is in its Lobby.
        Action::PlaceFirefighter(at) if names.starts_in_lobby(at) => {
            ("action-place-lobby", args([("cell", cell(at).into())]))
        }
        Action::PlaceFirefighter(at) => ("action-place", args([("cell", cell(at).into())])),
        Action::Move(to) => ("action-move", args([("cell", cell(to).into())])),
        // URB-HIGHRISE-ELEV-1/2: the door moves the car.
        Action::Open(e) if names.edge_kind(e) == Some(EdgeKind::ElevatorDoor) => {
            ("action-open-elevator", args([("edge", edge(e).into())]))
        }
        Action::Close(e) if names.edge_kind(e) == Some(EdgeKind::ElevatorDoor) => {
            ("action-close-elevator", args([("edge", edge(e).into())]))
        }
        Action::Open(e) => ("action-open", args([("edge", edge(e).into())])),
        Action::Close(e) => ("action-close", args([("edge", edge(e).into())])),
        Action::RemoveSmoke(at) => ("action-remove-smoke", args([("cell", cell(at).into())])),
        Action::FlipFire(at) => ("action-flip-fire", args([("cell", cell(at).into())])),
        Action::RemoveFire(at) => ("action-remove-fire", args([("cell", cell(at).into())])),
        Action::Chop(e) => ("action-chop", args([("edge", edge(e).into())])),
        Action::PickUp(token) => ("action-pick-up", args([("item", victim(token).into())])),
        Action::Drop => ("action-drop", args([])),
        Action::EndTurn => ("action-end-turn", args([])),
        Action::KnockdownTo(to) => ("action-knockdown-to", args([("cell", cell(to).into())])),
        Action::Park { vehicle, at } => (
            "action-park",
            args([
                ("vehicle", names.vehicle_as(vehicle, Case::Acc).into()),
                ("cell", cell(at).into()),
            ]),
        ),
        Action::Drive { vehicle, to } => (
            "action-drive",
            args([
                ("vehicle", names.vehicle_as(vehicle, Case::Acc).into()),
                ("cell", cell(to).into()),
            ]),
        ),
        Action::Ride { firefighter, to } => (
            "action-ride",
            args([("ff", ff(firefighter).into()), ("cell", cell(to).into())]),
        ),
        Action::DoneRiding => ("action-done-riding", args([])),
        Action::DeckGun => ("action-deck-gun", args([])),
        Action::Reroll(die) => ("action-reroll", args([("die", die_key(die).into())])),
        Action::AcceptShot => ("action-accept-shot", args([])),
        Action::CrewChange(card) => (
            "action-crew-change",
            args([("card", names.specialist(card).into())]),
        ),
        Action::Treat(token) => ("action-treat", args([("patient", victim(token).into())])),
        Action::TreatFirefighter(seat) => (
            "action-treat",
            args([("patient", names.firefighter_as(seat, Case::Acc).into())]),
        ),
        Action::Lead(token) => ("action-lead", args([("victim", victim(token).into())])),
        Action::Release => ("action-release", args([])),
        Action::PickUpHazmat(h) => ("action-pick-up", args([("item", hazmat(h).into())])),
        Action::PickUpFirefighter(seat) => (
            "action-pick-up",
            args([("item", names.firefighter_as(seat, Case::Acc).into())]),
        ),
        Action::Dispose(h) => ("action-dispose", args([("hazmat", hazmat(h).into())])),
        Action::Identify(at) => ("action-identify", args([("cell", cell(at).into())])),
        Action::CommandMove { firefighter, to } => (
            "action-command-move",
            args([("ff", told(firefighter).into()), ("cell", cell(to).into())]),
        ),
        Action::CommandOpen {
            firefighter,
            edge: e,
        } => (
            "action-command-open",
            args([("ff", told(firefighter).into()), ("edge", edge(e).into())]),
        ),
        Action::CommandClose {
            firefighter,
            edge: e,
        } => (
            "action-command-close",
            args([("ff", told(firefighter).into()), ("edge", edge(e).into())]),
        ),
        Action::CommandPickUp {
            firefighter,
            victim: token,
        } => (
            "action-command-pick-up",
            args([
                ("ff", told(firefighter).into()),
                ("item", victim(token).into()),
            ]),
        ),
        Action::CommandPickUpHazmat {
            firefighter,
            hazmat: h,
        } => (
            "action-command-pick-up",
            args([("ff", told(firefighter).into()), ("item", hazmat(h).into())]),
        ),
        Action::CommandDrop { firefighter } => (
            "action-command-drop",
            args([("ff", told(firefighter).into())]),
        ),
        Action::CommandLead {
            firefighter,
            victim: token,
        } => (
            "action-command-lead",
            args([
                ("ff", told(firefighter).into()),
                ("victim", victim(token).into()),
            ]),
        ),
        Action::CommandRelease { firefighter } => (
            "action-command-release",
            args([("ff", told(firefighter).into())]),
        ),
        Action::ClearHotSpot => ("action-clear-hot-spot", args([])),
        Action::Repair(e) => ("action-repair", args([("edge", edge(e).into())])),
        Action::ExplodeHazmat(h) => (
            "action-explode-hazmat",
            args([("hazmat", hazmat(h).into())]),
        ),
        // --- 2nd Story ladders (2ND-LADDER-1..3, -8)
        Action::TakeLadder => ("action-take-ladder", args([])),
        Action::DropLadder => ("action-drop-ladder", args([])),
        Action::PickUpLadder => ("action-pick-up-ladder", args([])),
        Action::RaiseLadder => ("action-raise-ladder", args([])),
        Action::RetractLadder => ("action-retract-ladder", args([])),
        Action::CommandLadder { firefighter, order } => (
            "action-command-ladder",
            args([
                ("ff", told(firefighter).into()),
                ("order", ladder_key(order).into()),
            ]),
        ),
    }
}

/// The selector of a ladder order (`$order` of `action-command-ladder`).
const fn ladder_key(order: LadderOrder) -> &'static str {
    match order {
        LadderOrder::Take => "take",
        LadderOrder::Drop => "drop",
        LadderOrder::PickUp => "pickup",
        LadderOrder::Raise => "raise",
        LadderOrder::Retract => "retract",
    }
}

/// `line` with what `action` would cost the active firefighter of `s`,
/// the pool's part named as the log will name it ("Remove the fire at 2,2
/// (2 Extinguish AP)"); "(free)" for a free action of a turn, where its
/// neighbours all have prices (taking a ladder, 2ND-LADDER-1; picking up a
/// Victim); `line` alone for a refused one or one outside the turn's actions.
pub fn with_price(names: &Names, s: &GameState, action: Action, line: String) -> String {
    let Ok(price) = s.price(action) else {
        return line;
    };
    if price.ap == 0 {
        // Ending the turn is no action bought with AP: its words say what
        // becomes of the AP left.
        return if s.stage() == Stage::Actions && action != Action::EndTurn {
            names.say("log-free", &args([("line", line.into())]))
        } else {
            line
        };
    }
    let kind = s.firefighter(s.active()).and_then(|f| f.pool_kind());
    match kind {
        Some(kind) => ap_paid_from_pool(names, line, price.ap, price.pool, kind),
        None => ap_paid(names, line, price.ap),
    }
}

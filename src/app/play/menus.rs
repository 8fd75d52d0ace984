//! What the play screen offers and how it words it: the actions about a
//! cell (a vehicle's spot as a whole, the stairs under the active
//! firefighter), their costs as the engine prices them, button texts, the
//! stage prompt, the specialist cards' text and the fire summary's lines.

use super::PlayScreen;
use crate::app::fire_summary::{Deed, Happening, SummaryLine, TurnDeeds};
use crate::engine::board::{CellId, EdgeId, RuleSet};
use crate::engine::event::Event;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::state::{GameState, Stage};
use crate::engine::{Action, Vehicle};
use crate::text::{Names, action_line};

/// "2 explosions (3,4; 5,6)" for a summary line.
pub(super) fn summary_text(names: &Names, line: &SummaryLine) -> String {
    let n = line.count;
    let plural = |one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let what = match line.what {
        Happening::VictimLost => plural("victim lost", "victims lost"),
        Happening::KnockedDown => {
            let who: Vec<String> = line
                .firefighters
                .iter()
                .map(|&f| names.firefighter(f))
                .collect();
            format!("knocked down: {}", who.join(", "))
        }
        Happening::Explosion => plural("explosion", "explosions"),
        Happening::HazmatExplosion => plural("hazmat explosion", "hazmat explosions"),
        Happening::Flashover => plural(
            "cell caught fire by flashover",
            "cells caught fire by flashover",
        ),
        Happening::CaughtFire => plural("cell caught fire", "cells caught fire"),
        Happening::Damage => plural("damage cube", "damage cubes"),
        Happening::DoorDestroyed => plural("door destroyed", "doors destroyed"),
        Happening::HotSpot => plural("new hot spot", "new hot spots"),
        Happening::FlareUp => plural("flare-up", "flare-ups"),
        Happening::PoiPlaced => plural("new POI", "new POIs"),
        Happening::PoiLost => plural("POI burnt", "POIs burnt"),
        Happening::ElevatorDestroyed => plural("elevator destroyed", "elevators destroyed"),
        Happening::LadderRetracted => plural(
            "ladder retracted by the fire",
            "ladders retracted by the fire",
        ),
    };
    let cells: Vec<String> = line.cells.iter().map(|&p| names.cell(p)).collect();
    format!("{what} ({})", cells.join("; "))
}

/// "Bot 2: moved 3, extinguished 2 Fire, rescued Victim 4" for a bot's
/// turn in the summary.
pub(super) fn deeds_text(names: &Names, who: &str, turn: &TurnDeeds) -> String {
    let mut parts = Vec::new();
    for deed in &turn.deeds {
        let n = deed.count;
        let times = |what: &str, one: &str, many: &str| {
            format!("{what} {n} {}", if n == 1 { one } else { many })
        };
        let tokens = |what: &str, name: fn(u8) -> String| {
            let listed: Vec<String> = deed.tokens.iter().map(|&t| name(t)).collect();
            format!("{what} {}", listed.join(", "))
        };
        let cells: Vec<String> = deed.cells.iter().map(|&p| names.cell(p)).collect();
        parts.push(match deed.what {
            Deed::Placed => format!("started at {}", cells.join("; ")),
            Deed::Moved => format!("moved {n}"),
            Deed::Drove => times("drove", "time", "times"),
            Deed::Rode => "rode along".to_string(),
            Deed::OpenedDoor => times("opened", "door", "doors"),
            Deed::ClosedDoor => times("closed", "door", "doors"),
            Deed::Chopped => times("chopped", "time", "times"),
            Deed::ExtinguishedFire => format!("extinguished {n} Fire"),
            Deed::ClearedSmoke => format!("cleared {n} Smoke"),
            Deed::DeckGun => format!("deck gun cleared {n}"),
            Deed::FoundVictim => tokens("found", Names::victim),
            Deed::FalseAlarm => {
                if n == 1 {
                    "found a false alarm".to_string()
                } else {
                    format!("found {n} false alarms")
                }
            }
            Deed::PickedUpVictim => tokens("picked up", Names::victim),
            Deed::PickedUpHazmat => tokens("picked up", Names::hazmat),
            Deed::PickedUpFirefighter => {
                let who: Vec<String> = deed.tokens.iter().map(|&f| names.firefighter(f)).collect();
                format!("picked up {}", who.join(", "))
            }
            Deed::Dropped => times("put down", "item", "items"),
            Deed::Rescued => tokens("rescued", Names::victim),
            Deed::HazmatCarriedOut => tokens("carried out", Names::hazmat),
            Deed::Treated => tokens("treated", Names::victim),
            Deed::Disposed => tokens("disposed of", Names::hazmat),
            Deed::Identified => times("identified", "POI", "POIs"),
            Deed::HotSpotRemoved => times("removed", "hot spot", "hot spots"),
            Deed::Repaired => times("repaired", "wall", "walls"),
            Deed::CrewChange => "changed crew".to_string(),
            Deed::Ladder => times("used a ladder", "time", "times"),
            Deed::SavedAp => format!("saved {n} AP"),
        });
    }
    if parts.is_empty() {
        parts.push(if turn.ended {
            "ended the turn".to_string()
        } else {
            "is playing".to_string()
        });
    }
    format!("{who}: {}", parts.join(", "))
}

/// In a replay, each action is shown as a step of its own too.
pub(super) fn is_replay_step(event: &Event) -> bool {
    matches!(
        event,
        Event::Moved { .. }
            | Event::DoorOpened { .. }
            | Event::DoorClosed { .. }
            | Event::Extinguished { .. }
            | Event::Chopped { .. }
            | Event::PickedUp { .. }
            | Event::Dropped { .. }
            | Event::VictimRescued { .. }
            | Event::FirefighterPlaced { .. }
            | Event::VehicleParked { .. }
            | Event::Drove { .. }
            | Event::Rode { .. }
            | Event::PoiRevealed { .. }
            | Event::Treated { .. }
            | Event::Disposed { .. }
            | Event::HotSpotCleared { .. }
            | Event::Repaired { .. }
            | Event::TurnEnded { .. }
    )
}

/// The same edge named from the cell on its other side.
pub(super) fn other_side(s: &GameState, e: EdgeId) -> EdgeRef {
    let info = s.board().edge(e);
    EdgeRef::new(s.board().pos(info.b), info.side.opposite())
}

/// " (2 AP)" for an action that costs AP now, as the engine prices it
/// (the deck gun, every crew change and command included).
pub(super) fn cost_text(s: &GameState, action: Action) -> String {
    match s.cost(action) {
        Ok(0) | Err(_) => String::new(),
        Ok(n) => format!(" ({n} AP)"),
    }
}

/// Every legal action about `cell`, with its cost, for menus. A vehicle's
/// spot answers on both its cells; the stairs under the active firefighter
/// lead to the other floor.
pub(super) fn cell_actions(screen: &PlayScreen, cell: CellId) -> Vec<(Action, String)> {
    let s = screen.session.state();
    let mut actions: Vec<(Action, String)> = s
        .legal_actions()
        .into_iter()
        .filter(|&a| action_cells(s, a).contains(&cell))
        .map(|a| (a, format!("{}{}", button_text(screen, a), cost_text(s, a))))
        .collect();
    if let Some(stairs) = screen.stair_action(cell) {
        actions.insert(0, stairs);
    }
    actions
}

/// The cells an action is about: its cell, or both cells of a vehicle's
/// parking spot (a spot is chosen as a whole).
pub fn action_cells(s: &GameState, action: Action) -> Vec<CellId> {
    let board = s.board();
    let spot = |vehicle: Vehicle, at: Pos| -> Option<[CellId; 2]> {
        let cell = board.cell_at(at)?;
        match vehicle {
            Vehicle::Ambulance => board
                .ambulance_spots()
                .iter()
                .find(|spot| spot.contains(&cell))
                .copied(),
            Vehicle::Engine => board
                .engine_spots()
                .iter()
                .map(|spot| spot.cells)
                .find(|cells| cells.contains(&cell)),
        }
    };
    match action {
        Action::Park { vehicle, at } | Action::Drive { vehicle, to: at } => {
            if let Some(cells) = spot(vehicle, at) {
                return cells.to_vec();
            }
        }
        _ => {}
    }
    action_pos(s, action)
        .and_then(|p| board.cell_at(p))
        .into_iter()
        .collect()
}

/// The cell an action is about, if it is about one.
pub fn action_pos(s: &GameState, action: Action) -> Option<Pos> {
    let token_pos = |t: u8| {
        s.tokens()
            .get(usize::from(t))
            .and_then(|t| t.cell())
            .map(|c| s.board().pos(c))
    };
    let ff_pos = |f: u8| {
        s.firefighter(f)
            .and_then(|f| f.cell)
            .map(|c| s.board().pos(c))
    };
    let hazmat_pos = |h: u8| match s.hazmat().get(usize::from(h)) {
        Some(crate::engine::state::HazmatPlace::Board(c)) => Some(s.board().pos(*c)),
        _ => None,
    };
    match action {
        Action::Move(p)
        | Action::RemoveSmoke(p)
        | Action::FlipFire(p)
        | Action::RemoveFire(p)
        | Action::KnockdownTo(p)
        | Action::PlaceFirefighter(p)
        | Action::Identify(p)
        | Action::Park { at: p, .. }
        | Action::Drive { to: p, .. }
        | Action::Ride { to: p, .. }
        | Action::CommandMove { to: p, .. } => Some(p),
        // An edge may be named from the cell on its other side: menus list
        // it on the cell of the firefighter who acts on it.
        Action::Open(_) | Action::Close(_) | Action::Chop(_) | Action::Repair(_) => {
            ff_pos(s.active())
        }
        Action::CommandOpen { firefighter, .. }
        | Action::CommandClose { firefighter, .. }
        | Action::CommandPickUp { firefighter, .. }
        | Action::CommandPickUpHazmat { firefighter, .. }
        | Action::CommandDrop { firefighter }
        | Action::CommandLead { firefighter, .. }
        | Action::CommandRelease { firefighter }
        | Action::CommandLadder { firefighter, .. } => ff_pos(firefighter),
        Action::PickUp(t) | Action::Treat(t) | Action::Lead(t) => token_pos(t),
        Action::PickUpHazmat(h) | Action::Dispose(h) | Action::ExplodeHazmat(h) => hazmat_pos(h),
        Action::PickUpFirefighter(f) | Action::TreatFirefighter(f) => ff_pos(f),
        Action::Drop
        | Action::Release
        | Action::ClearHotSpot
        | Action::DeckGun
        | Action::CrewChange(_)
        | Action::TakeLadder
        | Action::DropLadder
        | Action::PickUpLadder
        | Action::RaiseLadder
        | Action::RetractLadder => ff_pos(s.active()),
        Action::EndTurn | Action::DoneRiding | Action::Reroll(_) | Action::AcceptShot => None,
    }
}

/// An action in words, with firefighters named as the players know them.
pub(super) fn button_text(screen: &PlayScreen, action: Action) -> String {
    let names = screen.names();
    match action {
        Action::EndTurn => "End turn (E)".into(),
        // Tokens carry no printed number: say where they lie too.
        Action::PickUp(_)
        | Action::Treat(_)
        | Action::Lead(_)
        | Action::PickUpHazmat(_)
        | Action::Dispose(_)
        | Action::ExplodeHazmat(_) => {
            let at = action_pos(screen.session.state(), action)
                .map_or(String::new(), |p| format!(" at {}", names.cell(p)));
            format!("{}{at}", action_line(&names, action))
        }
        other => action_line(&names, other),
    }
}

pub(super) fn stage_prompt(screen: &PlayScreen, s: &GameState) -> String {
    if s.is_over() {
        return "The game is over.".into();
    }
    match s.stage() {
        // High Rise has no Ambulance, and starts in the Lobby too
        // (URB-HIGHRISE-GEN-2, -SETUP-3).
        Stage::PlaceVehicles if s.board().ambulance_spots().is_empty() => {
            "Park the Engine: click a parking spot (green).".into()
        }
        Stage::PlaceVehicles => {
            "Park the Engine and the Ambulance: click a parking spot (green).".into()
        }
        Stage::PlaceFirefighters if s.board().rules() == RuleSet::HighRise => format!(
            "{}: choose a start cell outside the building or an elevator, in the Lobby (green).",
            screen.who(s.active())
        ),
        Stage::PlaceFirefighters => format!(
            "{}: choose a start cell outside the building (green).",
            screen.who(s.active())
        ),
        Stage::Actions => format!("{} acts.", screen.who(s.active())),
        Stage::Knockdown { firefighter } => format!(
            "{} was knocked down: choose where it goes (green).",
            screen.who(firefighter)
        ),
        Stage::Riding { .. } => "Who rides along? Name each rider's cell, then Done.".into(),
        Stage::DeckGun { red, black, .. } => {
            format!("Deck gun rolled red {red}, black {black}: re-roll a die or accept.")
        }
        Stage::HazmatOrder => "Several Hazmat are on Fire: choose which explodes next.".into(),
        Stage::Over(_) => "The game is over.".into(),
    }
}

/// The specialist's card, in short.
pub fn ability_text(card: crate::engine::specialist::Specialist) -> &'static str {
    use crate::engine::specialist::Specialist as S;
    match card {
        S::Paramedic => {
            "4 AP. Treat a Victim (1 AP); treated Victims can be led. Extinguishing costs double."
        }
        S::CafsFirefighter => "3 AP + 3 Extinguish AP each turn.",
        S::HazmatTechnician => "4 AP. Dispose of a Hazmat in your space (2 AP).",
        S::Generalist => "5 AP.",
        S::FireCaptain => {
            "4 AP + 2 Command AP: move others and open/close doors for them (at most 1 on the CAFS)."
        }
        S::RescueSpecialist => "4 AP + 3 movement AP. Chop for 1 AP. Extinguishing costs double.",
        S::ImagingTechnician => "4 AP. Identify any POI for 1 AP.",
        S::DriverOperator => "4 AP. Deck gun for 2 AP, re-roll each die once.",
        S::StructuralEngineer => "4 AP. Clear Hot Spots, repair walls; never extinguishes.",
    }
}

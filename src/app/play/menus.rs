//! What the play screen offers and how it words it: the actions about a
//! cell (a vehicle's spot as a whole, the stairs under the active
//! firefighter), their costs as the engine prices them, button texts, the
//! stage prompt, the specialist cards' text and the fire summary's lines.

use super::PlayScreen;
use super::board::Along;
use crate::app::fire_summary::{Deed, Happening, SummaryLine, TurnDeeds};
use crate::app::language::Tr;
use crate::engine::action::{LadderOrder, TokenId};
use crate::engine::board::{CellId, EdgeId, RuleSet};
use crate::engine::event::Event;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::specialist::Specialist;
use crate::engine::state::{GameState, Stage, TokenPlace};
use crate::engine::{Action, Vehicle};
use crate::i18n::{args, terms};
use crate::text::{Case, Names, action_line, with_price};

/// Names in a list, the last two joined by the language's "and" ("Ann
/// (Firefighter 1), Bo (Firefighter 2) and Cy (Firefighter 3)"): the
/// summary joins its deeds with commas, so a list of names within a deed
/// must not read as more deeds.
pub(super) fn and_list(tr: Tr, mut items: Vec<String>) -> String {
    let Some(last) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return last;
    }
    tr.args(
        "panel-list-and",
        &args([("first", items.join(", ").into()), ("last", last.into())]),
    )
}

/// "2 explosions (3,4; 5,6)" for a summary line.
pub(super) fn summary_text(tr: Tr, names: &Names, line: &SummaryLine) -> String {
    // A wall or door by where it stands ("1,3 north", "2,3–2,4").
    let cells = if line.edges.is_empty() {
        names.cells_list(&line.cells)
    } else {
        names.edges_list(&line.edges)
    };
    if line.what == Happening::KnockedDown {
        let who: Vec<String> = line
            .firefighters
            .iter()
            .map(|&f| names.firefighter(f))
            .collect();
        return tr.args(
            "panel-summary-knocked-down",
            &args([("who", and_list(tr, who).into()), ("cells", cells.into())]),
        );
    }
    let key = match line.what {
        Happening::VictimLost => "panel-summary-victim-lost",
        Happening::VictimLostInCollapse => "panel-summary-victim-lost-collapse",
        Happening::KnockedDown => "panel-summary-knocked-down",
        Happening::Explosion => "panel-summary-explosion",
        Happening::HazmatExplosion => "panel-summary-hazmat-explosion",
        Happening::Flashover => "panel-summary-flashover",
        Happening::CaughtFire => "panel-summary-caught-fire",
        Happening::Damage => "panel-summary-damage",
        Happening::DoorDestroyed => "panel-summary-door-destroyed",
        Happening::HotSpot => "panel-summary-hot-spot",
        Happening::FlareUp => "panel-summary-flare-up",
        Happening::PoiPlaced => "panel-summary-poi-placed",
        Happening::ClearedForPoi => "panel-summary-cleared-for-poi",
        Happening::PoiLost => "panel-summary-poi-lost",
        Happening::ElevatorDestroyed => "panel-summary-elevator-destroyed",
        Happening::LadderRetracted => "panel-summary-ladder-retracted",
        Happening::Smoke => "panel-summary-smoke",
    };
    tr.args(
        key,
        &args([("count", line.count.into()), ("cells", cells.into())]),
    )
}

/// A Victim ("Victim 4") as the object of a verb: carry, find, rescue;
/// numbered as `names` number the Victims found.
pub(super) fn victim_object(tr: Tr, names: &Names, token: u8) -> String {
    tr.args(
        "panel-victim-object",
        &args([("n", names.victim_number(token).into())]),
    )
}

/// The Victims `action` rescues as it is taken, for its words: a drive
/// of the Ambulance onto Victims waiting outside (EXP-VEH-RESCUE-1b), a
/// step (one's own or commanded, SPEC-CAPTAIN-1) of a firefighter who
/// carries or leads a Victim onto a rescuing space (FAM-ACT-RESCUE-1,
/// EXP-VEH-RESCUE-1a), a High Rise elevator door closed on Victims
/// (URB-HIGHRISE-ELEV-3). Nothing for an illegal action.
pub(super) fn rescued_by(s: &GameState, action: Action) -> Vec<TokenId> {
    let step = |seat: u8, to: Pos| -> Vec<TokenId> {
        let Some(f) = s.firefighter(seat) else {
            return Vec::new();
        };
        match (f.cell, s.board().cell_at(to)) {
            (Some(from), Some(to)) if s.rescues_on_arrival(from, to) => {
                f.victim().into_iter().chain(f.leading).collect()
            }
            _ => Vec::new(),
        }
    };
    if !s.is_legal(action) {
        return Vec::new();
    }
    match action {
        Action::Drive {
            vehicle: Vehicle::Ambulance,
            ..
        } => match <[CellId; 2]>::try_from(action_cells(s, action)) {
            Ok(cells) => s.victims_on(cells).into_iter().map(|(t, _)| t).collect(),
            Err(_) => Vec::new(),
        },
        Action::Move(to) => step(s.active(), to),
        Action::CommandMove { firefighter, to } => step(firefighter, to),
        // URB-HIGHRISE-ELEV-3: a closing elevator door takes its car, and
        // the Victims on it, to the Lobby. Only Victims in sight are named.
        Action::Close(edge) | Action::CommandClose { edge, .. } => {
            let board = s.board();
            match board.edge_at(edge).and_then(|e| board.elevator_car(e)) {
                Some(car) => s
                    .victims_on_car(car)
                    .into_iter()
                    .filter(|&t| {
                        s.tokens().get(usize::from(t)).is_some_and(|token| {
                            matches!(token.place, TokenPlace::Board { revealed: true, .. })
                        })
                    })
                    .collect(),
                None => Vec::new(),
            }
        }
        _ => Vec::new(),
    }
}

/// `line` and the Victims it rescues: "Drive the Ambulance to 3,0 (2
/// AP): rescues Victim 9", so that a table sees which step saves whom.
pub(super) fn with_rescues(tr: Tr, names: &Names, line: String, victims: &[TokenId]) -> String {
    if victims.is_empty() {
        return line;
    }
    let what: Vec<String> = victims
        .iter()
        .map(|&t| victim_object(tr, names, t))
        .collect();
    tr.args(
        "panel-rescues",
        &args([("line", line.into()), ("what", and_list(tr, what).into())]),
    )
}

/// A Hazmat ("Hazmat 1") as the object of a verb: carry, dispose of.
pub(super) fn hazmat_object(tr: Tr, hazmat: u8) -> String {
    tr.args(
        "panel-hazmat-object",
        &args([("n", (u16::from(hazmat) + 1).into())]),
    )
}

/// "Bot 2: moved 3, extinguished 2 Fire, rescued Victim 4" for a bot's
/// turn in the summary.
pub(super) fn deeds_text(tr: Tr, names: &Names, who: &str, turn: &TurnDeeds) -> String {
    let mut parts = Vec::new();
    for deed in &turn.deeds {
        let count = || args([("count", deed.count.into())]);
        let listed_of = |tokens: &[u8], name: &dyn Fn(u8) -> String| {
            let listed: Vec<String> = tokens.iter().map(|&t| name(t)).collect();
            args([("what", and_list(tr, listed).into())])
        };
        let listed = |name: &dyn Fn(u8) -> String| listed_of(&deed.tokens, name);
        let victim = |t| victim_object(tr, names, t);
        let hazmat_named = |h| hazmat_object(tr, h);
        let victims = || listed(&victim);
        let hazmat = || listed(&hazmat_named);
        // What was picked up and is still held: a rescue says the Victim
        // was carried (or led), "picked up Victim 6, rescued Victim 6" only
        // made the line longer than the strip; the same for Hazmat carried
        // out.
        let still_held = |delivered_by: Deed| -> Vec<u8> {
            let done = turn.deed(delivered_by).map_or(&[][..], |d| &d.tokens[..]);
            deed.tokens
                .iter()
                .copied()
                .filter(|t| !done.contains(t))
                .collect()
        };
        let cells = names.cells_list(&deed.cells);
        parts.push(match deed.what {
            Deed::Placed => tr.args(
                if deed.cells.iter().all(|&p| names.starts_in_lobby(p)) {
                    "panel-deed-placed-lobby"
                } else {
                    "panel-deed-placed"
                },
                &args([("cells", cells.into())]),
            ),
            Deed::Moved => tr.args("panel-deed-moved", &count()),
            Deed::Drove => tr.args("panel-deed-drove", &count()),
            Deed::Rode => tr.args(
                "panel-deed-rode",
                &listed(&|f| names.firefighter_as(f, Case::Acc)),
            ),
            Deed::Commanded => tr.args(
                "panel-deed-commanded",
                &listed(&|f| names.firefighter_as(f, Case::Dat)),
            ),
            Deed::OpenedDoor => tr.args("panel-deed-opened", &count()),
            Deed::ClosedDoor => tr.args("panel-deed-closed", &count()),
            Deed::Chopped => tr.args("panel-deed-chopped", &count()),
            Deed::ExtinguishedFire => tr.args("panel-deed-extinguished", &count()),
            Deed::ClearedSmoke => tr.args("panel-deed-cleared-smoke", &count()),
            // Told with the shots when they are listed (always, but for a
            // summary begun in the middle of a bot's turn).
            Deed::DeckGun if turn.deed(Deed::DeckGunShot).is_some_and(|d| d.count > 0) => continue,
            Deed::DeckGunShot if deed.count == 0 => continue,
            Deed::DeckGun => tr.args("panel-deed-deck-gun", &count()),
            Deed::DeckGunShot => {
                let cleared = turn.deed(Deed::DeckGun).map_or(0, |d| d.count);
                tr.args(
                    "panel-deed-deck-gun-shots",
                    &args([("shots", deed.count.into()), ("cleared", cleared.into())]),
                )
            }
            Deed::FoundVictim => tr.args("panel-deed-found", &victims()),
            Deed::FalseAlarm => tr.args("panel-deed-false-alarm", &count()),
            Deed::PickedUpVictim | Deed::PickedUpHazmat => {
                let (delivered_by, name): (_, &dyn Fn(u8) -> String) =
                    if deed.what == Deed::PickedUpVictim {
                        (Deed::Rescued, &victim)
                    } else {
                        (Deed::HazmatCarriedOut, &hazmat_named)
                    };
                let held = still_held(delivered_by);
                if held.is_empty() {
                    continue;
                }
                tr.args("panel-deed-picked-up", &listed_of(&held, name))
            }
            Deed::PickedUpFirefighter => tr.args(
                "panel-deed-picked-up",
                &listed(&|f| names.firefighter_as(f, Case::Acc)),
            ),
            Deed::Dropped => tr.args("panel-deed-dropped", &count()),
            Deed::Rescued => tr.args("panel-deed-rescued", &victims()),
            Deed::HazmatCarriedOut => tr.args("panel-deed-carried-out", &hazmat()),
            Deed::Treated => tr.args("panel-deed-treated", &victims()),
            Deed::Disposed => tr.args("panel-deed-disposed", &hazmat()),
            Deed::Identified => tr.args("panel-deed-identified", &count()),
            Deed::HotSpotRemoved => tr.args("panel-deed-hot-spot-removed", &count()),
            Deed::Repaired => tr.args("panel-deed-repaired", &count()),
            Deed::CrewChange => {
                // The card taken (always known; a summary without it says
                // nothing rather than half).
                let card = deed
                    .tokens
                    .first()
                    .and_then(|&i| Specialist::ALL.get(usize::from(i)));
                let Some(&card) = card else { continue };
                tr.args(
                    "panel-deed-crew-change",
                    &args([("card", tr.get(terms::specialist(card)).into())]),
                )
            }
            Deed::Ladder => tr.args("panel-deed-ladder", &count()),
            Deed::SavedAp => tr.args("panel-deed-saved-ap", &count()),
        });
    }
    if parts.is_empty() {
        parts.push(tr.get(if turn.ended {
            "panel-deed-ended"
        } else {
            "panel-deed-playing"
        }));
    }
    tr.args(
        "panel-deeds",
        &args([("who", who.into()), ("deeds", parts.join(", ").into())]),
    )
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

/// Every legal action about `cell`: what a click there chooses from. A
/// vehicle's spot answers on both its cells; the stairs under the active
/// firefighter, first, lead to the other floor.
pub(super) fn actions_about(screen: &PlayScreen, cell: CellId) -> Vec<Action> {
    let s = screen.session.state();
    let stairs = screen.stair_action(cell).map(|(action, _)| action);
    stairs
        .into_iter()
        .chain(
            screen
                .offered_actions()
                .into_iter()
                .filter(|&a| action_cells(s, a).contains(&cell)),
        )
        .collect()
}

/// [`actions_about`] `cell`, each with its words and cost, for menus and
/// tooltips.
pub(super) fn cell_actions(screen: &PlayScreen, cell: CellId) -> Vec<(Action, String)> {
    let s = screen.session.state();
    let stairs = screen.stair_action(cell);
    actions_about(screen, cell)
        .into_iter()
        .map(|a| match &stairs {
            // The stairs' words say where they lead.
            Some((up, text)) if *up == a => (a, text.clone()),
            _ => {
                let line = with_price(&screen.names(), s, a, button_text(screen, a));
                (
                    a,
                    with_rescues(screen.tr(), &screen.names(), line, &rescued_by(s, a)),
                )
            }
        })
        .collect()
}

/// The Fire Captain's moves for whoever stands on `cell` (SPEC-CAPTAIN-1),
/// each with its words and cost: a move order is about the cell it leads
/// to, but a player as often picks the firefighter first, so the menu of
/// the firefighter's cell lists them too.
pub(super) fn orders_for(screen: &PlayScreen, cell: CellId) -> Vec<(Action, String)> {
    let s = screen.session.state();
    s.legal_actions()
        .into_iter()
        .filter(|&a| match a {
            Action::CommandMove { firefighter, .. } => {
                s.firefighter(firefighter).and_then(|f| f.cell) == Some(cell)
            }
            _ => false,
        })
        .map(|a| {
            let line = with_price(&screen.names(), s, a, button_text(screen, a));
            (
                a,
                with_rescues(screen.tr(), &screen.names(), line, &rescued_by(s, a)),
            )
        })
        .collect()
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
    let tr = screen.tr();
    match action {
        Action::EndTurn => tr.get("panel-end-turn-button"),
        // A bot's firefighter taken along gets off where its bot chooses
        // (Ruling R26): the button takes it along and names that cell.
        Action::Ride { firefighter, to } if screen.takes_bot_along(action) => tr.args(
            "panel-take-bot-along",
            &args([
                ("ff", screen.who(firefighter).into()),
                ("cell", names.cell(to).into()),
            ]),
        ),
        // Tokens carry no printed number: say where they lie too.
        Action::PickUp(_)
        | Action::Treat(_)
        | Action::Lead(_)
        | Action::PickUpHazmat(_)
        | Action::Dispose(_)
        | Action::ExplodeHazmat(_) => {
            let line = action_line(&names, action);
            match action_pos(screen.session.state(), action) {
                Some(p) => tr.args(
                    "panel-action-at",
                    &args([("action", line.into()), ("cell", names.cell(p).into())]),
                ),
                None => line,
            }
        }
        // A move into a High Rise Lobby says where it goes.
        Action::Move(to) => {
            let s = screen.session.state();
            match s.board().cell_at(to).filter(|&c| s.is_in_lobby(c)) {
                Some(lobby) => names.say(
                    "action-move",
                    &args([("cell", screen.place_name(lobby).into())]),
                ),
                None => action_line(&names, action),
            }
        }
        // A command to move someone carrying or leading says so, as one's
        // own walk does, since it explains the doubled price.
        Action::CommandMove { firefighter, to } => match screen.taken_along_by(firefighter) {
            Some((along, what)) => tr.args(
                match along {
                    Along::Carry => "panel-command-carry",
                    Along::Lead => "panel-command-lead",
                },
                &args([
                    ("ff", names.firefighter_as(firefighter, Case::Dat).into()),
                    ("what", what.into()),
                    ("cell", names.cell(to).into()),
                ]),
            ),
            None => action_line(&names, action),
        },
        // The Engine's driver rides with it (EXP-VEH-DRIVE-2): the choice
        // is where he gets off, not whether he comes along. (The
        // Ambulance's may stay, EXP-VEH-DRIVE-3: he rides along.)
        Action::Ride { firefighter, to }
            if firefighter == screen.session.state().active()
                && matches!(
                    screen.session.state().stage(),
                    Stage::Riding {
                        vehicle: Vehicle::Engine,
                        ..
                    }
                ) =>
        {
            crate::text::driver_gets_off(&names, firefighter, to)
        }
        // 2ND-LADDER-3: a raised ladder reaches one cell of the upper
        // floor, which the order alone does not name.
        Action::RaiseLadder
        | Action::CommandLadder {
            order: LadderOrder::Raise,
            ..
        } => {
            let s = screen.session.state();
            let seat = match action {
                Action::CommandLadder { firefighter, .. } => firefighter,
                _ => s.active(),
            };
            let top = s
                .firefighter(seat)
                .and_then(|f| f.cell)
                .and_then(|foot| s.board().ladder_top(foot));
            let line = action_line(&names, action);
            match top {
                Some(top) => tr.args(
                    "panel-ladder-up-to",
                    &args([
                        ("action", line.into()),
                        ("cell", names.cell(s.board().pos(top)).into()),
                    ]),
                ),
                None => line,
            }
        }
        other => action_line(&names, other),
    }
}

/// Whether every Ride offered now takes a bot's firefighter along (at
/// least one is offered).
fn only_bots_ride(screen: &PlayScreen) -> bool {
    let rides: Vec<Action> = screen
        .offered_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Ride { .. }))
        .collect();
    !rides.is_empty() && rides.iter().all(|&a| screen.takes_bot_along(a))
}

pub(super) fn stage_prompt(screen: &PlayScreen, s: &GameState) -> String {
    let tr = screen.tr();
    let who = |seat: u8| args([("who", screen.who(seat).into())]);
    match s.stage() {
        _ if s.is_over() => tr.get("panel-game-over"),
        // High Rise has no Ambulance, and starts in the Lobby too
        // (URB-HIGHRISE-GEN-2, -SETUP-3).
        Stage::PlaceVehicles if s.board().ambulance_spots().is_empty() => {
            tr.get("panel-park-engine")
        }
        Stage::PlaceVehicles => tr.get("panel-park-both"),
        Stage::PlaceFirefighters if s.board().rules() == RuleSet::HighRise => {
            tr.args("panel-place-high-rise", &who(s.active()))
        }
        Stage::PlaceFirefighters => tr.args("panel-place", &who(s.active())),
        Stage::Actions => tr.args("panel-acts", &who(s.active())),
        Stage::Knockdown { firefighter } => tr.args("panel-knocked-down", &who(firefighter)),
        // The Engine's driver must get off with it first (EXP-VEH-DRIVE-2):
        // until then "Nobody else rides along" is not offered.
        Stage::Riding { .. } if !s.is_legal(Action::DoneRiding) => {
            tr.args("panel-riding-driver", &who(s.active()))
        }
        // Only bots' firefighters left to take along: each button names
        // the cell its bot chose (Ruling R26), so no cell is to be named.
        Stage::Riding { .. } if only_bots_ride(screen) => tr.get("panel-riding-bots"),
        Stage::Riding { .. } => tr.get("panel-riding"),
        Stage::DeckGun { red, black, .. } => deck_gun_prompt(screen, s, red, black),
        Stage::HazmatOrder => tr.get("panel-hazmat-order"),
        Stage::Over(_) => tr.get("panel-game-over"),
    }
}

/// The deck gun's roll while the Driver/Operator decides on re-rolling
/// (SPEC-DRIVER-1): where it lands, and the dice as flipped when a die
/// named no row or column of the area (EXP-VEH-DECKGUN-3), since the raw
/// dice alone do not say why red 3, black 4 lands on 4,5.
fn deck_gun_prompt(screen: &PlayScreen, s: &GameState, red: u8, black: u8) -> String {
    let tr = screen.tr();
    let mut words = args([("red", red.into()), ("black", black.into())]);
    let Some(shot) = s.deck_gun_preview() else {
        return tr.args("panel-deck-gun", &words);
    };
    let Some(target) = shot.target else {
        return tr.args("panel-deck-gun", &words);
    };
    words.set("cell", screen.names().cell(s.board().pos(target)));
    // E39: the water lands in the shaft of an elevator whose car is down
    // in the Lobby, behind its closed door: it clears nothing.
    words.set("shaft", if s.is_in_lobby(target) { "yes" } else { "no" });
    if (shot.aimed.red, shot.aimed.black) == (red, black) {
        return tr.args("panel-deck-gun-aims", &words);
    }
    words.set("aimed_red", shot.aimed.red);
    words.set("aimed_black", shot.aimed.black);
    tr.args("panel-deck-gun-aims-flipped", &words)
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
        S::RescueSpecialist => "4 AP + 3 Move AP. Chop for 1 AP. Extinguishing costs double.",
        S::ImagingTechnician => "4 AP. Identify any POI for 1 AP.",
        S::DriverOperator => "4 AP. Deck gun for 2 AP, re-roll each die once.",
        S::StructuralEngineer => "4 AP. Clear Hot Spots, repair walls; never extinguishes.",
    }
}

#[cfg(test)]
mod tests;

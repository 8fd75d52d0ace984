//! The game log: one line per [`Event`], in the language of the [`Names`]
//! (message files `src/i18n/<lang>/log.ftl`, keys `log-…`).
//!
//! Lines start with a capital and have no full stop; an action's line ends
//! with the AP it cost, "(2 AP)". Places, firefighters and tokens are named
//! by [`Names`], so the log reads like the board. Each line is one message
//! with the names as variables, so every language orders its own sentence;
//! a name is put in the case its place in the sentence needs ([`Case`]).

use crate::engine::board::{CellKind, EdgeKind};
use crate::engine::dice::Roll;
use crate::engine::event::{Event, Heading, MoveWay, RerollReason, RollPurpose};
use crate::engine::geom::Pos;
use crate::engine::specialist::PoolKind;
use crate::engine::state::{DAMAGE_CUBES, FireLevel, PoiKind};
use crate::i18n::args;

use super::names::{
    Case, Names, ap_paid, ap_paid_from_pool, capitalise, die_key, dir_key, edge_kind_key,
    level_key, level_name, outcome_line, price_text,
};

/// The dice of a roll: "red 4, black 6", with the floor die first on boards
/// that have one. A die showing 0 was not rolled (the first experienced
/// explosion rolls the black die alone, EXP-SETUP-4) and is left out.
fn dice(names: &Names, roll: Roll) -> String {
    let Roll { floor, red, black } = roll;
    [
        ("log-die-floor", floor),
        ("log-die-red", red),
        ("log-die-black", black),
    ]
    .into_iter()
    .filter(|&(_, value)| value != 0)
    .map(|(key, value)| names.say(key, &args([("n", value.into())])))
    .collect::<Vec<_>>()
    .join(", ")
}

/// Which way an explosion leg or a shockwave goes: "heading north", "by
/// the stairs".
fn way(names: &Names, heading: Heading) -> String {
    let key = match heading {
        Heading::Dir(dir) => dir_key(dir),
        Heading::Stairs => "stairs",
    };
    names.say("log-heading", &args([("heading", key.into())]))
}

/// The selector of a roll's purpose (`$purpose` of `log-rolled`).
const fn purpose_key(purpose: RollPurpose) -> &'static str {
    match purpose {
        RollPurpose::AdvanceFire => "fire",
        RollPurpose::ReplenishPoi => "poi",
        RollPurpose::SetupExplosion => "explosion",
        RollPurpose::SetupPoi => "setuppoi",
        RollPurpose::SetupHazmat => "hazmat",
        RollPurpose::SetupHotSpot => "hotspot",
        RollPurpose::DeckGun => "deckgun",
    }
}

/// The line of a re-roll, by its reason.
const fn reroll_key(reason: RerollReason) -> &'static str {
    match reason {
        RerollReason::NoCell => "log-reroll-no-cell",
        RerollReason::HasPoi => "log-reroll-has-poi",
        RerollReason::OnFire => "log-reroll-on-fire",
        RerollReason::Restricted => "log-reroll-restricted",
        RerollReason::Elevator => "log-reroll-elevator",
        RerollReason::HasHazmat => "log-reroll-has-hazmat",
        RerollReason::HasHotSpot => "log-reroll-has-hot-spot",
        RerollReason::ArrowsLoop => "log-reroll-arrows-loop",
        RerollReason::OutsideArea => "log-reroll-outside-area",
        RerollReason::FloorHasExplosion => "log-reroll-floor-has-explosion",
        RerollReason::FloorHasTwoPois => "log-reroll-floor-has-two-pois",
    }
}

/// How a move went (`$way` of `log-moved`): up or down told by the floors,
/// in or out of the building by the board.
pub fn move_key(names: &Names, way: MoveWay, from: Pos, to: Pos) -> &'static str {
    let board = names.board();
    let outside = |p: Pos| {
        board
            .cell_at(p)
            .is_some_and(|c| board.kind(c) == CellKind::Outside)
    };
    match way {
        MoveWay::Step => "step",
        MoveWay::Stairs if to.floor > from.floor => "upstairs",
        MoveWay::Stairs => "downstairs",
        MoveWay::Ladder if to.floor > from.floor => "ladderup",
        MoveWay::Ladder => "ladderdown",
        MoveWay::Lobby if outside(from) => "lobbyin",
        MoveWay::Lobby => "lobbyout",
        MoveWay::AerialLadder if outside(from) => "aerialup",
        MoveWay::AerialLadder => "aerialdown",
    }
}

/// One line of the game log for `event`.
pub fn event_line(names: &Names, event: &Event) -> String {
    event_line_after(names, event, false)
}

/// One line of the game log for `event`; `collapsed`: a [`Event::Collapse`]
/// came before it. The POIs and Victims left on the board are then lost in
/// the collapse (FAM-END-3), not burnt, wherever they lie.
pub fn event_line_after(names: &Names, event: &Event, collapsed: bool) -> String {
    let ff = |seat: u8| names.firefighter(seat);
    let cell = |pos| names.cell(pos);
    let say = |key: &str, args| names.say(key, &args);
    match *event {
        // --- setup ---
        Event::SetupFire { cell: at } => say("log-setup-fire", args([("cell", cell(at).into())])),
        Event::ElevatorDestroyed { cell: at } => {
            say("log-elevator-destroyed", args([("cell", cell(at).into())]))
        }
        Event::LeftLobby { firefighter, to } => say(
            "log-left-lobby",
            args([("ff", ff(firefighter).into()), ("cell", cell(to).into())]),
        ),
        Event::FirefighterPlaced {
            firefighter,
            cell: at,
        } => say(
            if names.starts_in_lobby(at) {
                "log-firefighter-placed-lobby"
            } else {
                "log-firefighter-placed"
            },
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        Event::TurnStarted {
            firefighter,
            turn,
            ap,
            pool,
        } => match pool {
            None => say(
                "log-turn-started",
                args([
                    ("turn", turn.into()),
                    ("ff", ff(firefighter).into()),
                    ("ap", ap.into()),
                ]),
            ),
            Some(pool) => say(
                "log-turn-started-pool",
                args([
                    ("turn", turn.into()),
                    ("ff", ff(firefighter).into()),
                    ("ap", ap.into()),
                    (
                        "pool",
                        price_text(names, pool.ap, pool.ap, pool.kind).into(),
                    ),
                ]),
            ),
        },

        // --- actions ---
        Event::Moved {
            firefighter,
            from,
            to,
            ap,
            pool,
            carrying,
            leading,
            way,
        } => {
            let line = say(
                "log-moved",
                args([
                    ("ff", ff(firefighter).into()),
                    ("way", move_key(names, way, from, to).into()),
                    ("from", cell(from).into()),
                    ("to", cell(to).into()),
                ]),
            );
            let item = carrying.map(|item| names.item_as(item, Case::Acc));
            let led = leading.map(|token| names.victim_as(token, Case::Acc));
            let line = match (item, led) {
                (None, None) => line,
                (Some(item), None) => say(
                    "log-moved-carrying",
                    args([("line", line.into()), ("item", item.into())]),
                ),
                (None, Some(victim)) => say(
                    "log-moved-leading",
                    args([("line", line.into()), ("victim", victim.into())]),
                ),
                (Some(item), Some(victim)) => say(
                    "log-moved-carrying-leading",
                    args([
                        ("line", line.into()),
                        ("item", item.into()),
                        ("victim", victim.into()),
                    ]),
                ),
            };
            ap_paid_from_pool(names, line, ap, pool, PoolKind::Move)
        }
        Event::PoiRevealed {
            token,
            cell: at,
            kind,
        } => match kind {
            PoiKind::Victim => say(
                "log-poi-revealed-victim",
                args([
                    ("cell", cell(at).into()),
                    ("victim", names.victim_as(token, Case::Nom).into()),
                ]),
            ),
            PoiKind::FalseAlarm => say(
                "log-poi-revealed-false-alarm",
                args([("cell", cell(at).into())]),
            ),
        },
        // False Alarms have no number: only Victims are followed around.
        Event::FalseAlarmRemoved { cell: at, .. } => {
            say("log-false-alarm-removed", args([("cell", cell(at).into())]))
        }
        Event::VictimRescued {
            token,
            cell: at,
            rescued,
        } => say(
            "log-victim-rescued",
            args([
                ("victim", names.victim_as(token, Case::Nom).into()),
                ("cell", cell(at).into()),
                ("rescued", rescued.into()),
            ]),
        ),
        Event::PickedUp {
            firefighter,
            item,
            cell: at,
        }
        | Event::Dropped {
            firefighter,
            item,
            cell: at,
        } => say(
            if matches!(event, Event::PickedUp { .. }) {
                "log-picked-up"
            } else {
                "log-dropped"
            },
            args([
                ("ff", ff(firefighter).into()),
                ("item", names.item_as(item, Case::Acc).into()),
                ("cell", cell(at).into()),
            ]),
        ),
        Event::DoorOpened {
            firefighter,
            edge,
            ap,
            pool,
        }
        | Event::DoorClosed {
            firefighter,
            edge,
            ap,
            pool,
        } => ap_paid_from_pool(
            names,
            say(
                if matches!(event, Event::DoorOpened { .. }) {
                    "log-door-opened"
                } else {
                    "log-door-closed"
                },
                args([
                    ("ff", ff(firefighter).into()),
                    ("edge", names.edge_as(edge, Case::Acc).into()),
                ]),
            ),
            ap,
            pool,
            // Only a window is a Move-type action (2ND-WIN-2).
            PoolKind::Move,
        ),
        Event::Extinguished {
            firefighter,
            cell: at,
            from,
            to,
            ap,
            pool,
        } => {
            let line = match (from, to) {
                (FireLevel::Fire, FireLevel::Smoke) => say(
                    "log-fire-to-smoke",
                    args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
                ),
                (FireLevel::Fire | FireLevel::Smoke, FireLevel::Clear) => say(
                    "log-threat-removed",
                    args([
                        ("ff", ff(firefighter).into()),
                        ("level", level_key(from).into()),
                        ("cell", cell(at).into()),
                    ]),
                ),
                // Not produced by the rules; worded rather than hidden.
                (from, to) => say(
                    "log-level-changed",
                    args([
                        ("ff", ff(firefighter).into()),
                        ("from", level_name(from, names.lang()).into()),
                        ("to", level_name(to, names.lang()).into()),
                        ("cell", cell(at).into()),
                    ]),
                ),
            };
            ap_paid_from_pool(names, line, ap, pool, PoolKind::Extinguish)
        }
        Event::Chopped {
            firefighter,
            edge,
            ap,
        } => ap_paid(
            names,
            say(
                "log-chopped",
                args([
                    ("ff", ff(firefighter).into()),
                    ("edge", names.edge_as(edge, Case::Acc).into()),
                ]),
            ),
            ap,
        ),
        Event::TurnEnded {
            firefighter,
            saved,
            forfeited,
        } => {
            if forfeited > 0 {
                say(
                    "log-turn-ended-forfeited",
                    args([
                        ("ff", ff(firefighter).into()),
                        ("saved", saved.into()),
                        ("lost", forfeited.into()),
                    ]),
                )
            } else {
                say(
                    "log-turn-ended",
                    args([("ff", ff(firefighter).into()), ("saved", saved.into())]),
                )
            }
        }

        // --- fire ---
        Event::Rolled {
            purpose,
            roll,
            cell: at,
        } => match at {
            Some(at) => say(
                "log-rolled",
                args([
                    ("dice", dice(names, roll).into()),
                    ("purpose", purpose_key(purpose).into()),
                    ("cell", cell(at).into()),
                ]),
            ),
            // No space: the re-roll line that follows says why.
            None => say(
                "log-rolled-nowhere",
                args([
                    ("dice", dice(names, roll).into()),
                    ("purpose", purpose_key(purpose).into()),
                ]),
            ),
        },
        Event::Reroll { reason } => say(reroll_key(reason), args([])),
        Event::SmokePlaced { cell: at } => {
            say("log-smoke-placed", args([("cell", cell(at).into())]))
        }
        Event::SmokeIgnited { cell: at } => {
            say("log-smoke-ignited", args([("cell", cell(at).into())]))
        }
        Event::SmokeOnSmoke { cell: at } => {
            say("log-smoke-on-smoke", args([("cell", cell(at).into())]))
        }
        Event::SupplyEmpty { cell: at } => {
            say("log-supply-empty", args([("cell", cell(at).into())]))
        }
        Event::Explosion { cell: at } => say("log-explosion", args([("cell", cell(at).into())])),
        Event::Blast { from, heading } => say(
            "log-blast",
            args([
                ("cell", cell(from).into()),
                ("way", way(names, heading).into()),
            ]),
        ),
        Event::ShockwaveStarted { cell: at, heading } => say(
            "log-shockwave-started",
            args([
                ("cell", cell(at).into()),
                ("way", way(names, heading).into()),
            ]),
        ),
        Event::Shockwave { from, to, heading } => say(
            "log-shockwave",
            args([
                ("from", cell(from).into()),
                ("to", cell(to).into()),
                ("way", way(names, heading).into()),
            ]),
        ),
        Event::CubePlaced {
            edge,
            cubes: _,
            destroyed,
            total,
        } => {
            // `destroyed` rather than the cube count: a window or thin wall
            // is destroyed by its first cube.
            let kind = names.edge_kind(edge).map_or("opening", edge_kind_key);
            say(
                "log-cube-placed",
                args([
                    ("edge", names.edge_as(edge, Case::Loc).into()),
                    ("kind", kind.into()),
                    ("destroyed", if destroyed { "yes" } else { "no" }.into()),
                    ("total", total.into()),
                    ("max", DAMAGE_CUBES.into()),
                ]),
            )
        }
        Event::BlastStopped { edge } => capitalise(&say(
            "log-blast-stopped",
            args([("edge", names.edge_as(edge, Case::Nom).into())]),
        )),
        Event::DoorDestroyed { edge, was_open } => {
            let kind = names.edge_kind(edge).unwrap_or(EdgeKind::Door);
            let key = if was_open {
                "log-open-door-destroyed"
            } else {
                "log-door-destroyed"
            };
            say(
                key,
                args([
                    ("kind", edge_kind_key(kind).into()),
                    ("place", names.edge_place(edge).into()),
                ]),
            )
        }
        Event::FirePlaced { cell: at } => say("log-fire-placed", args([("cell", cell(at).into())])),
        Event::SmokeToFire { cell: at } => {
            say("log-smoke-to-fire", args([("cell", cell(at).into())]))
        }
        Event::Flashover { cell: at, wave } => say(
            "log-flashover",
            args([("cell", cell(at).into()), ("wave", wave.into())]),
        ),
        Event::KnockedDown {
            firefighter,
            cell: at,
            choices,
        } => {
            if choices > 1 {
                say(
                    "log-knocked-down-choice",
                    args([
                        ("ff", ff(firefighter).into()),
                        ("cell", cell(at).into()),
                        ("choices", choices.into()),
                        ("vehicle", names.knockdown_vehicle().into()),
                    ]),
                )
            } else {
                say(
                    "log-knocked-down",
                    args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
                )
            }
        }
        Event::Relocated {
            firefighter,
            from,
            to,
        } => say(
            // Knocked down on a space of the spot itself, it stays there.
            if from == to {
                "log-relocated-stays"
            } else {
                "log-relocated"
            },
            args([
                ("ff", ff(firefighter).into()),
                ("from", cell(from).into()),
                ("to", cell(to).into()),
                ("vehicle", names.knockdown_vehicle().into()),
            ]),
        ),
        Event::VictimLost {
            token,
            cell: at,
            lost,
        } => say(
            if collapsed {
                "log-victim-lost-collapse"
            } else {
                "log-victim-lost"
            },
            args([
                ("victim", names.victim_as(token, Case::Nom).into()),
                ("cell", cell(at).into()),
                ("lost", lost.into()),
            ]),
        ),
        Event::FalseAlarmLost { cell: at, .. } => say(
            if collapsed {
                "log-false-alarm-lost-collapse"
            } else {
                "log-false-alarm-lost"
            },
            args([("cell", cell(at).into())]),
        ),
        Event::ExteriorFireRemoved { cell: at } => say(
            "log-exterior-fire-removed",
            args([("cell", cell(at).into())]),
        ),
        Event::ThreatCleared { cell: at, was } => say(
            "log-threat-cleared",
            args([("level", level_key(was).into()), ("cell", cell(at).into())]),
        ),
        // No number: token ids are tied to faces, and a face-down POI must
        // not be given away.
        Event::PoiPlaced {
            cell: at,
            arrows_from: None,
            ..
        } => say("log-poi-placed", args([("cell", cell(at).into())])),
        // EXP-POI-3: the jump from the rolled cell needs its reason.
        Event::PoiPlaced {
            cell: at,
            arrows_from: Some(from),
            ..
        } => say(
            "log-poi-placed-arrows",
            args([("cell", cell(at).into()), ("from", cell(from).into())]),
        ),
        Event::Collapse => say("log-collapse", args([])),
        Event::Victory { rescued } => say("log-victory", args([("rescued", rescued.into())])),
        Event::GameOver { outcome } => say(
            "log-game-over",
            args([("outcome", outcome_line(outcome, names.lang()).into())]),
        ),

        // --- experienced game ---
        Event::SpecialistAssigned {
            firefighter,
            specialist,
        } => say(
            "log-specialist-assigned",
            args([
                ("ff", ff(firefighter).into()),
                ("card", names.specialist(specialist).into()),
            ]),
        ),
        Event::HazmatPlaced { hazmat, cell: at } => say(
            "log-hazmat-placed",
            args([
                ("hazmat", names.hazmat_as(hazmat, Case::Nom).into()),
                ("cell", cell(at).into()),
            ]),
        ),
        Event::HotSpotPlaced {
            cell: at,
            supply: Some(supply),
        } => say(
            "log-hot-spot-placed",
            args([("cell", cell(at).into()), ("supply", supply.into())]),
        ),
        Event::HotSpotPlaced {
            cell: at,
            supply: None,
        } => say("log-hot-spot-set-up", args([("cell", cell(at).into())])),
        Event::HotSpotSupplyEmpty { cell: at } => say(
            "log-hot-spot-supply-empty",
            args([("cell", cell(at).into())]),
        ),
        Event::VehicleParked {
            vehicle,
            cells: [a, b],
        } => capitalise(&say(
            "log-vehicle-parked",
            args([
                ("vehicle", names.vehicle_as(vehicle, Case::Nom).into()),
                ("cells", names.cells(a, b).into()),
            ]),
        )),
        Event::Drove {
            firefighter,
            vehicle,
            to: [a, b],
            ap,
        } => ap_paid(
            names,
            say(
                "log-drove",
                args([
                    ("ff", ff(firefighter).into()),
                    ("vehicle", names.vehicle_as(vehicle, Case::Acc).into()),
                    ("cells", names.cells(a, b).into()),
                ]),
            ),
            ap,
        ),
        Event::Rode {
            firefighter,
            vehicle,
            from,
            to,
        } => say(
            "log-rode",
            args([
                ("ff", ff(firefighter).into()),
                ("vehicle", names.vehicle_as(vehicle, Case::Loc).into()),
                ("from", cell(from).into()),
                ("to", cell(to).into()),
            ]),
        ),
        Event::DeckGunFired { firefighter, ap } => ap_paid(
            names,
            say("log-deck-gun-fired", args([("ff", ff(firefighter).into())])),
            ap,
        ),
        Event::DeckGunRolled {
            red,
            black,
            target_red,
            target_black,
            rerolled,
        } => {
            let line = match rerolled {
                None => say(
                    "log-deck-gun-rolled",
                    args([("red", red.into()), ("black", black.into())]),
                ),
                Some(die) => say(
                    "log-deck-gun-rerolled",
                    args([
                        ("die", die_key(die).into()),
                        ("red", red.into()),
                        ("black", black.into()),
                    ]),
                ),
            };
            if (target_red, target_black) == (red, black) {
                line
            } else {
                say(
                    "log-deck-gun-flipped",
                    args([
                        ("line", line.into()),
                        ("red", target_red.into()),
                        ("black", target_black.into()),
                    ]),
                )
            }
        }
        Event::DeckGunLanded { target } => {
            say("log-deck-gun-landed", args([("cell", cell(target).into())]))
        }
        Event::DeckGunCleared { cell: at, was } => say(
            "log-deck-gun-cleared",
            args([("level", level_key(was).into()), ("cell", cell(at).into())]),
        ),
        // `ap` is what is left after the change, not its cost.
        Event::CrewChanged {
            firefighter,
            from,
            to,
            ap,
        } => match from {
            Some(old) => say(
                "log-crew-swapped",
                args([
                    ("ff", ff(firefighter).into()),
                    ("old", names.specialist(old).into()),
                    ("card", names.specialist(to).into()),
                    ("ap", ap.into()),
                ]),
            ),
            None => say(
                "log-crew-took",
                args([
                    ("ff", ff(firefighter).into()),
                    ("card", names.specialist(to).into()),
                    ("ap", ap.into()),
                ]),
            ),
        },
        Event::Treated {
            firefighter,
            token,
            cell: at,
            ap,
        } => ap_paid(
            names,
            say(
                "log-treated",
                args([
                    ("ff", ff(firefighter).into()),
                    ("victim", names.victim_as(token, Case::Acc).into()),
                    ("cell", cell(at).into()),
                ]),
            ),
            ap,
        ),
        Event::LeadStarted { firefighter, token } => say(
            "log-lead-started",
            args([
                ("ff", ff(firefighter).into()),
                ("victim", names.victim_as(token, Case::Acc).into()),
            ]),
        ),
        Event::LeadEnded { firefighter, token } => say(
            "log-lead-ended",
            args([
                ("ff", ff(firefighter).into()),
                ("victim", names.victim_as(token, Case::Acc).into()),
            ]),
        ),
        Event::Disposed {
            firefighter,
            hazmat,
            cell: at,
            ap,
        } => ap_paid(
            names,
            say(
                "log-disposed",
                args([
                    ("ff", ff(firefighter).into()),
                    ("hazmat", names.hazmat_as(hazmat, Case::Acc).into()),
                    ("cell", cell(at).into()),
                ]),
            ),
            ap,
        ),
        Event::HazmatCarriedOut {
            hazmat,
            cell: at,
            carried_out,
        } => say(
            "log-hazmat-carried-out",
            args([
                ("hazmat", names.hazmat_as(hazmat, Case::Nom).into()),
                ("cell", cell(at).into()),
                ("carried", carried_out.into()),
            ]),
        ),
        Event::Identified {
            firefighter,
            cell: at,
            ap,
        } => ap_paid(
            names,
            say(
                "log-identified",
                args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
            ),
            ap,
        ),
        // "for 1 AP" rather than "(1 AP)": the name before it may already
        // end in brackets.
        Event::Commanded {
            captain,
            firefighter,
            ap,
            pool,
        } => {
            let target = names.firefighter_as(firefighter, Case::Dat);
            if ap > 0 {
                say(
                    "log-commanded-paid",
                    args([
                        ("captain", ff(captain).into()),
                        ("ff", target.into()),
                        (
                            "paid",
                            price_text(names, ap, pool, PoolKind::Command).into(),
                        ),
                    ]),
                )
            } else {
                say(
                    "log-commanded",
                    args([("captain", ff(captain).into()), ("ff", target.into())]),
                )
            }
        }
        Event::HotSpotCleared {
            firefighter,
            cell: at,
            ap,
        } => ap_paid(
            names,
            say(
                "log-hot-spot-cleared",
                args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
            ),
            ap,
        ),
        Event::Repaired {
            firefighter,
            edge,
            ap,
            total,
        } => say(
            "log-repaired",
            args([
                ("ff", ff(firefighter).into()),
                ("edge", names.edge_as(edge, Case::Acc).into()),
                ("ap", ap.into()),
                ("total", total.into()),
                ("max", DAMAGE_CUBES.into()),
            ]),
        ),
        Event::HazmatExploded { hazmat, cell: at } => say(
            "log-hazmat-exploded",
            args([
                ("hazmat", names.hazmat_as(hazmat, Case::Nom).into()),
                ("cell", cell(at).into()),
            ]),
        ),
        Event::FlareUp {
            cell: at,
            flare_ups,
        } => say(
            "log-flare-up",
            args([("cell", cell(at).into()), ("n", flare_ups.into())]),
        ),
        Event::HottestSpot { cell: at } => {
            say("log-hottest-spot", args([("cell", cell(at).into())]))
        }
        Event::FirefighterDowned {
            firefighter,
            cell: at,
        } => say(
            "log-firefighter-downed",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        Event::FirefighterRestored {
            firefighter,
            cell: at,
        } => say(
            "log-firefighter-restored",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        Event::TurnSkipped { firefighter } => {
            say("log-turn-skipped", args([("ff", ff(firefighter).into())]))
        }
        Event::HazmatGoalReached { carried_out } => say(
            "log-hazmat-goal-reached",
            args([("carried", carried_out.into())]),
        ),
        Event::FlareUpsEnd { cell: at } => {
            say("log-flare-ups-end", args([("cell", cell(at).into())]))
        }
        Event::PoisStayInBag { count } => {
            say("log-pois-stay-in-bag", args([("count", count.into())]))
        }

        // --- 2nd Story ladders (identical, so not numbered for players)
        Event::LadderTaken {
            firefighter,
            cell: at,
            ..
        } => say(
            "log-ladder-taken",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        Event::LadderDropped {
            firefighter,
            cell: at,
            ..
        } => say(
            "log-ladder-dropped",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        Event::LadderPickedUp {
            firefighter,
            cell: at,
            ..
        } => say(
            "log-ladder-picked-up",
            args([("ff", ff(firefighter).into()), ("cell", cell(at).into())]),
        ),
        Event::LadderRaised {
            firefighter,
            foot,
            top,
            ap,
            ..
        } => ap_paid(
            names,
            say(
                "log-ladder-raised",
                args([
                    ("ff", ff(firefighter).into()),
                    ("foot", cell(foot).into()),
                    ("top", cell(top).into()),
                ]),
            ),
            ap,
        ),
        Event::LadderRetracted {
            firefighter,
            foot,
            ap,
            ..
        } => ap_paid(
            names,
            say(
                "log-ladder-retracted",
                args([("ff", ff(firefighter).into()), ("foot", cell(foot).into())]),
            ),
            ap,
        ),
        Event::LadderAutoRetracted { foot, cell: at, .. } => say(
            "log-ladder-auto-retracted",
            args([("cell", cell(at).into()), ("foot", cell(foot).into())]),
        ),
        Event::LeftLadderTop {
            firefighter,
            from,
            to,
        } => say(
            "log-left-ladder-top",
            args([
                ("ff", ff(firefighter).into()),
                ("from", cell(from).into()),
                ("to", cell(to).into()),
            ]),
        ),
    }
}

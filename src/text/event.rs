//! The game log: one line of plain English per [`Event`].
//!
//! Lines start with a capital and have no full stop; an action's line ends
//! with the AP it cost, "(2 AP)". Places, firefighters and tokens are named
//! by [`Names`], so the log reads like the board.

use crate::engine::board::CellKind;
use crate::engine::dice::Roll;
use crate::engine::event::{Event, Heading, MoveWay, RerollReason, RollPurpose};
use crate::engine::geom::{Dir, Pos};
use crate::engine::state::{DAMAGE_CUBES, FireLevel, PoiKind};

use super::names::{
    Names, ap_paid, capitalise, die_name, level_name, outcome_line, specialist_name, vehicle_name,
};

/// The dice of a roll: "red 4, black 6", with the floor die first on boards
/// that have one. A die showing 0 was not rolled (the first experienced
/// explosion rolls the black die alone, EXP-SETUP-4) and is left out.
fn dice(roll: Roll) -> String {
    let Roll { floor, red, black } = roll;
    [("floor die", floor), ("red", red), ("black", black)]
        .into_iter()
        .filter(|&(_, value)| value != 0)
        .map(|(name, value)| format!("{name} {value}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Which way an explosion leg or a shockwave goes.
const fn way(heading: Heading) -> &'static str {
    match heading {
        Heading::Dir(Dir::N) => "heading north",
        Heading::Dir(Dir::E) => "heading east",
        Heading::Dir(Dir::S) => "heading south",
        Heading::Dir(Dir::W) => "heading west",
        Heading::Stairs => "by the stairs",
    }
}

const fn purpose(purpose: RollPurpose) -> &'static str {
    match purpose {
        RollPurpose::AdvanceFire => "to advance the fire",
        RollPurpose::ReplenishPoi => "to place a new POI",
        RollPurpose::SetupExplosion => "for a setup explosion",
        RollPurpose::SetupPoi => "for a setup POI",
        RollPurpose::SetupHazmat => "for a setup hazmat",
        RollPurpose::SetupHotSpot => "for a setup hot spot",
        RollPurpose::DeckGun => "to aim the deck gun",
    }
}

const fn reason(reason: RerollReason) -> &'static str {
    match reason {
        RerollReason::NoCell => "the dice name no space on this board",
        RerollReason::HasPoi => "that space already holds a POI or victim",
        RerollReason::OnFire => "that space is already on fire",
        RerollReason::Restricted => "that space is restricted",
        RerollReason::Elevator => "elevator spaces are skipped",
        RerollReason::HasHazmat => "that space already holds a hazmat",
        RerollReason::HasHotSpot => "that space already holds a hot spot",
        RerollReason::ArrowsLoop => "the arrows lead to no free space",
        RerollReason::OutsideArea => "the flipped roll is still outside the deck gun's quadrant",
        RerollReason::FloorHasExplosion => "the last setup explosion goes to a floor without one",
        RerollReason::FloorHasTwoPois => "that floor already has two POIs",
    }
}

/// The verb of a move, by the way it went (up or down told by the floors,
/// in or out of the building by the board).
fn move_words(names: &Names, way: MoveWay, from: Pos, to: Pos) -> &'static str {
    let board = names.board();
    let outside = |p: Pos| {
        board
            .cell_at(p)
            .is_some_and(|c| board.kind(c) == CellKind::Outside)
    };
    match way {
        MoveWay::Step => "moved from",
        MoveWay::Stairs if to.floor > from.floor => "went up the stairs from",
        MoveWay::Stairs => "went down the stairs from",
        MoveWay::Ladder if to.floor > from.floor => "climbed the ladder from",
        MoveWay::Ladder => "climbed down the ladder from",
        MoveWay::Lobby if outside(from) => "went into the Lobby from",
        MoveWay::Lobby => "left the Lobby from",
        MoveWay::AerialLadder if outside(from) => "climbed the aerial ladder from",
        MoveWay::AerialLadder => "came down the aerial ladder from",
    }
}

/// One line of the game log for `event`.
pub fn event_line(names: &Names, event: &Event) -> String {
    let ff = |seat: u8| names.firefighter(seat);
    let cell = |pos| names.cell(pos);
    match *event {
        // --- setup ---
        Event::SetupFire { cell: at } => format!("Setup: fire at {}", cell(at)),
        Event::ElevatorDestroyed { cell: at } => format!(
            "The elevator at {} is destroyed: its fire cannot be put out and nobody may enter it",
            cell(at)
        ),
        Event::LeftLobby { firefighter, to } => format!(
            "{} leaves the destroyed elevator's Lobby for the Engine at {}",
            ff(firefighter),
            cell(to)
        ),
        Event::FirefighterPlaced {
            firefighter,
            cell: at,
        } => format!("{} starts at {}", ff(firefighter), cell(at)),
        Event::TurnStarted {
            firefighter,
            turn,
            ap,
        } => format!("Turn {turn}: {} starts with {ap} AP", ff(firefighter)),

        // --- actions ---
        Event::Moved {
            firefighter,
            from,
            to,
            ap,
            carrying,
            leading,
            way,
        } => {
            let mut line = format!(
                "{} {} {} to {}",
                ff(firefighter),
                move_words(names, way, from, to),
                cell(from),
                cell(to)
            );
            if let Some(item) = carrying {
                line += &format!(" carrying {}", names.item(item));
            }
            if let Some(token) = leading {
                let and = if carrying.is_some() { " and" } else { "" };
                line += &format!("{and} leading {}", Names::victim(token));
            }
            line + &ap_paid(ap)
        }
        Event::PoiRevealed {
            token,
            cell: at,
            kind,
        } => match kind {
            PoiKind::Victim => format!("The POI at {} is {}", cell(at), Names::victim(token)),
            PoiKind::FalseAlarm => format!("The POI at {} is a false alarm", cell(at)),
        },
        // False Alarms have no number: only Victims are followed around.
        Event::FalseAlarmRemoved { cell: at, .. } => {
            format!("The false alarm at {} is removed", cell(at))
        }
        Event::VictimRescued {
            token,
            cell: at,
            rescued,
        } => format!(
            "{} rescued at {} ({rescued} rescued)",
            Names::victim(token),
            cell(at)
        ),
        Event::PickedUp {
            firefighter,
            item,
            cell: at,
        } => format!(
            "{} picked up {} at {}",
            ff(firefighter),
            names.item(item),
            cell(at)
        ),
        Event::Dropped {
            firefighter,
            item,
            cell: at,
        } => format!(
            "{} put down {} at {}",
            ff(firefighter),
            names.item(item),
            cell(at)
        ),
        Event::DoorOpened {
            firefighter,
            edge,
            ap,
        } => format!(
            "{} opened {}{}",
            ff(firefighter),
            names.edge(edge),
            ap_paid(ap)
        ),
        Event::DoorClosed {
            firefighter,
            edge,
            ap,
        } => format!(
            "{} closed {}{}",
            ff(firefighter),
            names.edge(edge),
            ap_paid(ap)
        ),
        Event::Extinguished {
            firefighter,
            cell: at,
            from,
            to,
            ap,
        } => {
            let who = ff(firefighter);
            let at = cell(at);
            let paid = ap_paid(ap);
            match (from, to) {
                (FireLevel::Fire, FireLevel::Smoke) => {
                    format!("{who} turned the fire at {at} to smoke{paid}")
                }
                (FireLevel::Fire | FireLevel::Smoke, FireLevel::Clear) => {
                    format!("{who} removed the {} at {at}{paid}", level_name(from))
                }
                // Not produced by the rules; worded rather than hidden.
                (from, to) => format!(
                    "{who} changed {} to {} at {at}{paid}",
                    level_name(from),
                    level_name(to)
                ),
            }
        }
        Event::Chopped {
            firefighter,
            edge,
            ap,
        } => format!(
            "{} chopped {}{}",
            ff(firefighter),
            names.edge(edge),
            ap_paid(ap)
        ),
        Event::TurnEnded {
            firefighter,
            saved,
            forfeited,
        } => {
            let mut line = format!("{} ended the turn with {saved} AP saved", ff(firefighter));
            if forfeited > 0 {
                line += &format!(", {forfeited} AP lost");
            }
            line
        }

        // --- fire ---
        Event::Rolled {
            purpose: why,
            roll,
            cell: at,
        } => match at {
            Some(at) => format!("Rolled {} {}: {}", dice(roll), purpose(why), cell(at)),
            // No space: the re-roll line that follows says why.
            None => format!("Rolled {} {}", dice(roll), purpose(why)),
        },
        Event::Reroll { reason: why } => format!("Re-roll: {}", reason(why)),
        Event::SmokePlaced { cell: at } => format!("Smoke placed at {}", cell(at)),
        Event::SmokeIgnited { cell: at } => {
            format!("Smoke at {} ignites next to fire", cell(at))
        }
        Event::SmokeOnSmoke { cell: at } => {
            format!("Smoke on smoke at {}: it turns to fire", cell(at))
        }
        Event::SupplyEmpty { cell: at } => {
            format!("No fire or smoke token left in the supply for {}", cell(at))
        }
        Event::Explosion { cell: at } => format!("Explosion at {}", cell(at)),
        Event::Blast { from, heading } => format!("Blast from {} {}", cell(from), way(heading)),
        Event::ShockwaveStarted { cell: at, heading } => {
            format!("Shockwave from {} {}", cell(at), way(heading))
        }
        Event::Shockwave { from, to, heading } => format!(
            "Shockwave moves from {} to {} {}",
            cell(from),
            cell(to),
            way(heading)
        ),
        Event::CubePlaced {
            edge,
            cubes: _,
            destroyed,
            total,
        } => {
            // `destroyed` rather than the cube count: a window or thin wall
            // is destroyed by its first cube.
            let now = if destroyed { "destroyed" } else { "damaged" };
            format!(
                "Damage cube on {}, now {now} ({total} of {DAMAGE_CUBES} placed)",
                names.edge(edge)
            )
        }
        Event::BlastStopped { edge } => {
            format!("{} stops the blast", capitalise(&names.edge(edge)))
        }
        Event::DoorDestroyed { edge, was_open } => {
            let what = names
                .edge_kind(edge)
                .map_or("door", crate::engine::board::EdgeKind::name);
            let place = names.edge_place(edge);
            if was_open {
                format!("The open {what} {place} is destroyed; the blast goes through")
            } else {
                format!("The {what} {place} is destroyed")
            }
        }
        Event::FirePlaced { cell: at } => format!("Fire placed at {}", cell(at)),
        Event::SmokeToFire { cell: at } => format!("Smoke at {} turns to fire", cell(at)),
        Event::Flashover { cell: at, wave } => {
            format!("Flashover: smoke at {} ignites (round {wave})", cell(at))
        }
        Event::KnockedDown {
            firefighter,
            cell: at,
            choices,
        } => {
            let mut line = format!("{} knocked down at {}", ff(firefighter), cell(at));
            if choices > 1 {
                line += &format!("; {choices} ambulance spaces to choose from");
            }
            line
        }
        Event::Relocated {
            firefighter,
            from,
            to,
        } => format!(
            "{} taken to the Ambulance: from {} to {}",
            ff(firefighter),
            cell(from),
            cell(to)
        ),
        Event::VictimLost {
            token,
            cell: at,
            lost,
        } => format!(
            "{} lost at {} ({lost} lost)",
            Names::victim(token),
            cell(at)
        ),
        Event::FalseAlarmLost { cell: at, .. } => {
            format!("A false alarm burned at {}", cell(at))
        }
        Event::ExteriorFireRemoved { cell: at } => {
            format!("Fire outside the building removed at {}", cell(at))
        }
        Event::ThreatCleared { cell: at, was } => {
            format!("Cleared {} at {} for a new POI", level_name(was), cell(at))
        }
        // No number: token ids are tied to faces, and a face-down POI must
        // not be given away.
        Event::PoiPlaced { cell: at, .. } => format!("A face-down POI placed at {}", cell(at)),
        Event::Collapse => "The building collapsed".to_owned(),
        Event::Victory { rescued } => format!("Victory: {rescued} victims rescued"),
        Event::GameOver { outcome } => format!("Game over: {}", outcome_line(outcome)),

        // --- experienced game ---
        Event::SpecialistAssigned {
            firefighter,
            specialist,
        } => format!("{} is the {}", ff(firefighter), specialist_name(specialist)),
        Event::HazmatPlaced { hazmat, cell: at } => {
            format!("{} placed at {}", Names::hazmat(hazmat), cell(at))
        }
        Event::HotSpotPlaced { cell: at, supply } => format!(
            "Hot spot placed at {} ({supply} left in the supply)",
            cell(at)
        ),
        Event::HotSpotSupplyEmpty { cell: at } => {
            format!("No hot spot left in the supply for {}", cell(at))
        }
        Event::VehicleParked {
            vehicle,
            cells: [a, b],
        } => format!(
            "The {} parked at {}",
            vehicle_name(vehicle),
            names.cells(a, b)
        ),
        Event::Drove {
            firefighter,
            vehicle,
            to: [a, b],
            ap,
        } => format!(
            "{} drove the {} to {}{}",
            ff(firefighter),
            vehicle_name(vehicle),
            names.cells(a, b),
            ap_paid(ap)
        ),
        Event::Rode {
            firefighter,
            vehicle,
            from,
            to,
        } => format!(
            "{} rode the {} from {} to {}",
            ff(firefighter),
            vehicle_name(vehicle),
            cell(from),
            cell(to)
        ),
        Event::DeckGunFired { firefighter, ap } => {
            format!("{} fired the deck gun{}", ff(firefighter), ap_paid(ap))
        }
        Event::DeckGunRolled {
            red,
            black,
            target_red,
            target_black,
            rerolled,
        } => {
            let mut line = match rerolled {
                None => "Deck gun rolled".to_owned(),
                Some(d) => format!("Deck gun re-rolled the {} die:", die_name(d)),
            };
            line += &format!(" red {red}, black {black}");
            if (target_red, target_black) != (red, black) {
                line +=
                    &format!(", flipped into the quadrant: red {target_red}, black {target_black}");
            }
            line
        }
        Event::DeckGunLanded { target } => format!("The deck gun hits {}", cell(target)),
        Event::DeckGunCleared { cell: at, was } => format!(
            "The deck gun washed away the {} at {}",
            level_name(was),
            cell(at)
        ),
        Event::CrewChanged {
            firefighter,
            from,
            to,
            ap,
        } => {
            // `ap` is what is left after the change, not its cost.
            let took = match from {
                Some(old) => format!("swapped the {} for", specialist_name(old)),
                None => "took".to_owned(),
            };
            format!(
                "Crew change: {} {took} the {} card ({ap} AP left)",
                ff(firefighter),
                specialist_name(to)
            )
        }
        Event::Treated {
            firefighter,
            token,
            cell: at,
            ap,
        } => format!(
            "{} treated {} at {}{}",
            ff(firefighter),
            Names::victim(token),
            cell(at),
            ap_paid(ap)
        ),
        Event::LeadStarted { firefighter, token } => {
            format!("{} leads {}", ff(firefighter), Names::victim(token))
        }
        Event::LeadEnded { firefighter, token } => format!(
            "{} stopped leading {}",
            ff(firefighter),
            Names::victim(token)
        ),
        Event::Disposed {
            firefighter,
            hazmat,
            cell: at,
            ap,
        } => format!(
            "{} disposed of {} at {}{}",
            ff(firefighter),
            Names::hazmat(hazmat),
            cell(at),
            ap_paid(ap)
        ),
        Event::HazmatCarriedOut {
            hazmat,
            cell: at,
            carried_out,
        } => format!(
            "{} carried out at {} ({carried_out} carried out)",
            Names::hazmat(hazmat),
            cell(at)
        ),
        Event::Identified {
            firefighter,
            cell: at,
            ap,
        } => format!(
            "{} identified the POI at {}{}",
            ff(firefighter),
            cell(at),
            ap_paid(ap)
        ),
        // "for 1 AP" rather than "(1 AP)": the name before it may already
        // end in brackets.
        Event::Commanded {
            captain,
            firefighter,
            ap,
        } => {
            let mut line = format!("{} commands {}", ff(captain), ff(firefighter));
            if ap > 0 {
                line += &format!(" for {ap} AP");
            }
            line
        }
        Event::HotSpotCleared {
            firefighter,
            cell: at,
            ap,
        } => format!(
            "{} removed the hot spot at {}{}",
            ff(firefighter),
            cell(at),
            ap_paid(ap)
        ),
        Event::Repaired {
            firefighter,
            edge,
            ap,
            total,
        } => format!(
            "{} repaired {} ({ap} AP; {total} of {DAMAGE_CUBES} damage cubes on the board)",
            ff(firefighter),
            names.edge(edge)
        ),
        Event::HazmatExploded { hazmat, cell: at } => {
            format!("{} explodes at {}", Names::hazmat(hazmat), cell(at))
        }
        Event::FlareUp {
            cell: at,
            flare_ups,
        } => format!(
            "Flare-up: hot spot at {}, the fire advances again (flare-up {flare_ups} this turn)",
            cell(at)
        ),
        Event::HottestSpot { cell: at } => {
            format!("Hottest spot at {}: fire instead of smoke", cell(at))
        }
        Event::FirefighterDowned {
            firefighter,
            cell: at,
        } => format!("{} is down at {} and needs help", ff(firefighter), cell(at)),
        Event::FirefighterRestored {
            firefighter,
            cell: at,
        } => format!("{} is back in the game at {}", ff(firefighter), cell(at)),
        Event::TurnSkipped { firefighter } => {
            format!("{} is down and skips the turn", ff(firefighter))
        }
        Event::HazmatGoalReached { carried_out } => {
            format!("Arsonist's traces: {carried_out} hazmat carried out of the building")
        }
        Event::FlareUpsEnd { cell: at } => format!(
            "Every space the dice can name holds a hot spot: the flare-ups end at {}",
            cell(at)
        ),
        Event::PoisStayInBag { count } => {
            if count == 1 {
                "No roll can bring a POI to a free space: it stays in the bag".to_owned()
            } else {
                format!("No roll can bring the {count} POIs to a free space: they stay in the bag")
            }
        }

        // --- 2nd Story ladders (identical, so not numbered for players)
        Event::LadderTaken {
            firefighter,
            cell: at,
            ..
        } => format!(
            "{} took a ladder from the Engine at {}",
            ff(firefighter),
            cell(at)
        ),
        Event::LadderDropped {
            firefighter,
            cell: at,
            ..
        } => format!("{} put down a ladder at {}", ff(firefighter), cell(at)),
        Event::LadderPickedUp {
            firefighter,
            cell: at,
            ..
        } => format!("{} picked up a ladder at {}", ff(firefighter), cell(at)),
        Event::LadderRaised {
            firefighter,
            foot,
            top,
            ap,
            ..
        } => format!(
            "{} raised a ladder at {} up to {}{}",
            ff(firefighter),
            cell(foot),
            cell(top),
            ap_paid(ap)
        ),
        Event::LadderRetracted {
            firefighter,
            foot,
            ap,
            ..
        } => format!(
            "{} retracted the ladder at {}{}",
            ff(firefighter),
            cell(foot),
            ap_paid(ap)
        ),
        Event::LadderAutoRetracted { foot, cell: at, .. } => format!(
            "Fire at {}: the ladder at {} retracts",
            cell(at),
            cell(foot)
        ),
        Event::LeftLadderTop {
            firefighter,
            from,
            to,
        } => format!(
            "{} comes down from the ladder's top at {} to {}",
            ff(firefighter),
            cell(from),
            cell(to)
        ),
    }
}

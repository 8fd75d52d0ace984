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
use crate::engine::geom::{EdgeRef, Pos};

use super::names::{Names, vehicle_name};

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

/// `text` without a trailing rule reference such as " (FAM-ACT-END-3)" or
/// " (Ruling R4)": the engine's reasons cite the spec, players do not.
fn without_rule(text: &str) -> &str {
    let Some(open) = text.rfind(" (") else {
        return text;
    };
    let Some(inner) = text[open + 2..].strip_suffix(')') else {
        return text;
    };
    let rule_id = inner.contains('-')
        // "2ND-LADDER-1" starts with a digit.
        && inner.starts_with(|c: char| c.is_ascii_uppercase() || c.is_ascii_digit())
        && inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    let ruling = inner
        .strip_prefix("Ruling R")
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    if rule_id || ruling {
        &text[..open]
    } else {
        text
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
                _ => format!("{} cannot be entered: {}", cell(at), without_rule(why)),
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
            format!("the {what} {} is destroyed", names.edge_place(edge))
        }
        ActionError::AlreadyThere { edge, what, state } => {
            format!("the {what} {} is already {state}", names.edge_place(edge))
        }
        ActionError::NotChoppable { edge, what: _ } => format!(
            "{} cannot be chopped: only walls take damage",
            names.edge(edge)
        ),
        ActionError::OutOfReach { cell: at } => {
            format!("{} is neither your space nor next to it", cell(at))
        }
        ActionError::NothingToExtinguish { cell: at, what } => {
            format!("there is no {what} at {}", cell(at))
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
        ActionError::Forbidden(why) => without_rule(why).to_owned(),
        ActionError::NotYourAbility { what, specialist } => {
            format!("only the {specialist} can {}", without_rule(what))
        }
        ActionError::ModuleOff { what, module } => format!(
            "{} needs the {module} module, which is off in this game",
            without_rule(what)
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
        ActionError::SpecialistInPlay(card) => format!("the {card} card is already in play"),
        // `id` is a seat, a Victim or a Hazmat as `what` says; each is
        // numbered the way players count it.
        ActionError::NotOnYourCell { what, id } => {
            if what.contains("firefighter") {
                format!("{} is not {} {what} on your space", ff(id), article(what))
            } else if what.contains("hazmat") {
                format!("{} is not on your space", Names::hazmat(id))
            } else {
                format!(
                    "{} is not {} {what} on your space",
                    Names::victim(id),
                    article(what)
                )
            }
        }
        ActionError::CannotCommand { firefighter, why } => format!(
            "{} cannot be commanded: {}",
            ff(firefighter),
            without_rule(why)
        ),
        ActionError::NoPoi { cell: at } => format!("there is no POI at {}", cell(at)),
        ActionError::FireNearby { cell: at } => {
            format!("{} is on fire or next to fire", cell(at))
        }
        ActionError::CannotRide { firefighter, why } => format!(
            "{} cannot ride along: {}",
            ff(firefighter),
            without_rule(why)
        ),
        ActionError::NotOnFire(hazmat) => {
            format!("{} is not on fire", Names::hazmat(hazmat))
        }
        // --- 2nd Story ladders
        ActionError::NoLadder { what } => format!("there is no {}", without_rule(what)),
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
    fn rule_references_are_dropped_and_other_brackets_kept() {
        assert_eq!(
            without_rule("crew change must be the first action of the turn (EXP-CREW-1)"),
            "crew change must be the first action of the turn"
        );
        assert_eq!(
            without_rule("a downed firefighter is treated only off the fire (SCEN-FRIEND-4a)"),
            "a downed firefighter is treated only off the fire"
        );
        assert_eq!(without_rule("not a door (Ruling R4)"), "not a door");
        assert_eq!(
            without_rule("one per space (2ND-LADDER-3)"),
            "one per space"
        );
        assert_eq!(
            without_rule("only a damaged wall (one cube) can be repaired"),
            "only a damaged wall (one cube) can be repaired"
        );
        assert_eq!(without_rule("it is down (for now)"), "it is down (for now)");
        assert_eq!(without_rule("plain"), "plain");
    }

    #[test]
    fn articles() {
        assert_eq!(article("untreated victim"), "an");
        assert_eq!(article("downed firefighter"), "a");
    }
}

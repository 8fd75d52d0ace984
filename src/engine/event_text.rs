//! The game log: one line of plain English per [`Event`], for players reading
//! the log panel. This module owns the wording only; what happened and in
//! which order is the rules' business.
//!
//! Conventions:
//! - Firefighters are printed 1-based ("Firefighter 1" is seat 0), because
//!   players count seats from 1. POI tokens, Victims and Hazmat keep the
//!   engine's id ("victim 4", "POI 4", "hazmat 1"): they are labels, not counts.
//! - Places use the engine's own notation ("2,3", "1:2,3", "2,3E"), the same
//!   as the JSON files and the action texts.
//! - Action lines end with the AP paid, "(2 AP)".
//!
//! The match in [`fmt::Display`] has no wildcard, so a new event variant does
//! not compile until it is worded here.

use std::fmt;

use crate::engine::dice::Roll;
use crate::engine::event::{Event, Heading, RerollReason, RollPurpose};
use crate::engine::geom::Dir;
use crate::engine::state::{DAMAGE_CUBES, Die, FireLevel, Item, PoiKind};

/// A firefighter's seat, printed 1-based.
/// A seat as players count it: from 1 (the engine counts from 0).
pub(crate) struct Seat(pub(crate) u8);

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // u16: seat 255 must not overflow.
        write!(f, "{}", u16::from(self.0) + 1)
    }
}

/// What a firefighter carries, as "victim 4", "hazmat 1" or "firefighter 2".
struct Carried(Item);

impl fmt::Display for Carried {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Item::Victim(token) => write!(f, "victim {token}"),
            Item::Hazmat(hazmat) => write!(f, "hazmat {hazmat}"),
            Item::Firefighter(ff) => write!(f, "firefighter {}", Seat(ff)),
        }
    }
}

/// The dice of a roll. Unlike [`Roll`]'s own `Display`, a die showing 0 was
/// not rolled (the first experienced explosion rolls the black die alone,
/// EXP-SETUP-4) and is left out.
struct Dice(Roll);

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Roll { floor, red, black } = self.0;
        let mut sep = "";
        for (name, value) in [("floor", floor), ("red", red), ("black", black)] {
            if value != 0 {
                write!(f, "{sep}{name} {value}")?;
                sep = ", ";
            }
        }
        Ok(())
    }
}

/// Which way an explosion leg or a shockwave goes.
struct Way(Heading);

impl fmt::Display for Way {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Heading::Dir(Dir::N) => "heading north",
            Heading::Dir(Dir::E) => "heading east",
            Heading::Dir(Dir::S) => "heading south",
            Heading::Dir(Dir::W) => "heading west",
            Heading::Stairs => "by the stairs",
        })
    }
}

const fn level(level: FireLevel) -> &'static str {
    match level {
        FireLevel::Clear => "nothing",
        FireLevel::Smoke => "smoke",
        FireLevel::Fire => "fire",
    }
}

const fn die(die: Die) -> &'static str {
    match die {
        Die::Red => "red",
        Die::Black => "black",
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
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // --- setup ---
            Event::SetupFire { cell } => write!(f, "Setup: fire at {cell}"),
            Event::FirefighterPlaced { firefighter, cell } => {
                write!(f, "Firefighter {} placed at {cell}", Seat(firefighter))
            }
            Event::TurnStarted {
                firefighter,
                turn,
                ap,
            } => write!(
                f,
                "Turn {turn}: firefighter {} starts with {ap} AP",
                Seat(firefighter)
            ),

            // --- actions ---
            Event::Moved {
                firefighter,
                from,
                to,
                ap,
                carrying,
                leading,
            } => {
                write!(f, "Firefighter {} moved {from} to {to}", Seat(firefighter))?;
                if let Some(item) = carrying {
                    write!(f, " carrying {}", Carried(item))?;
                }
                if let Some(token) = leading {
                    let and = if carrying.is_some() { " and" } else { "" };
                    write!(f, "{and} leading victim {token}")?;
                }
                write!(f, " ({ap} AP)")
            }
            Event::PoiRevealed { token, cell, kind } => {
                let face = match kind {
                    PoiKind::Victim => "a victim",
                    PoiKind::FalseAlarm => "a false alarm",
                };
                write!(f, "POI {token} at {cell} revealed: {face}")
            }
            Event::FalseAlarmRemoved { token, cell } => {
                write!(f, "False alarm {token} removed from {cell}")
            }
            Event::VictimRescued {
                token,
                cell,
                rescued,
            } => write!(f, "Victim {token} rescued at {cell} ({rescued} rescued)"),
            Event::PickedUp {
                firefighter,
                item,
                cell,
            } => write!(
                f,
                "Firefighter {} picked up {} at {cell}",
                Seat(firefighter),
                Carried(item)
            ),
            Event::Dropped {
                firefighter,
                item,
                cell,
            } => write!(
                f,
                "Firefighter {} put down {} at {cell}",
                Seat(firefighter),
                Carried(item)
            ),
            Event::DoorOpened {
                firefighter,
                edge,
                ap,
            } => write!(
                f,
                "Firefighter {} opened door {edge} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::DoorClosed {
                firefighter,
                edge,
                ap,
            } => write!(
                f,
                "Firefighter {} closed door {edge} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::Extinguished {
                firefighter,
                cell,
                from,
                to,
                ap,
            } => {
                let ff = Seat(firefighter);
                match (from, to) {
                    (FireLevel::Fire, FireLevel::Smoke) => write!(
                        f,
                        "Firefighter {ff} turned fire to smoke at {cell} ({ap} AP)"
                    ),
                    (from, FireLevel::Clear) => write!(
                        f,
                        "Firefighter {ff} removed {} at {cell} ({ap} AP)",
                        level(from)
                    ),
                    // Not produced by the rules; worded rather than hidden.
                    (from, to) => write!(
                        f,
                        "Firefighter {ff} extinguished {cell}: {} to {} ({ap} AP)",
                        level(from),
                        level(to)
                    ),
                }
            }
            Event::Chopped {
                firefighter,
                edge,
                ap,
            } => write!(
                f,
                "Firefighter {} chopped wall {edge} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::TurnEnded {
                firefighter,
                saved,
                forfeited,
            } => {
                write!(
                    f,
                    "Firefighter {} ended the turn with {saved} AP saved",
                    Seat(firefighter)
                )?;
                if forfeited > 0 {
                    write!(f, ", {forfeited} AP lost")?;
                }
                Ok(())
            }

            // --- fire ---
            Event::Rolled {
                purpose: why,
                roll,
                cell,
            } => {
                write!(f, "Rolled {} {}", Dice(roll), purpose(why))?;
                // No cell: the re-roll line that follows says why.
                if let Some(cell) = cell {
                    write!(f, ": {cell}")?;
                }
                Ok(())
            }
            Event::Reroll { reason: why } => write!(f, "Re-roll: {}", reason(why)),
            Event::SmokePlaced { cell } => write!(f, "Smoke placed at {cell}"),
            Event::SmokeIgnited { cell } => write!(f, "Smoke at {cell} ignites next to fire"),
            Event::SmokeOnSmoke { cell } => {
                write!(f, "Smoke on smoke at {cell}: it turns to fire")
            }
            Event::SupplyEmpty { cell } => {
                write!(f, "No fire or smoke token left in the supply for {cell}")
            }
            Event::Explosion { cell } => write!(f, "Explosion at {cell}"),
            Event::Blast { from, heading } => write!(f, "Blast from {from} {}", Way(heading)),
            Event::ShockwaveStarted { cell, heading } => {
                write!(f, "Shockwave from {cell} {}", Way(heading))
            }
            Event::Shockwave { from, to, heading } => {
                write!(f, "Shockwave moves {from} to {to} {}", Way(heading))
            }
            Event::CubePlaced {
                edge,
                cubes: _,
                destroyed,
                total,
            } => {
                // `destroyed` rather than the cube count: a window or thin
                // wall is destroyed by its first cube.
                let now = if destroyed { "destroyed" } else { "damaged" };
                write!(
                    f,
                    "Damage cube on wall {edge}, now {now} ({total} of {DAMAGE_CUBES} placed)"
                )
            }
            Event::BlastStopped { edge } => write!(f, "Wall {edge} stops the blast"),
            Event::DoorDestroyed { edge, was_open } => {
                if was_open {
                    write!(f, "Open door {edge} destroyed; the blast goes through")
                } else {
                    write!(f, "Door {edge} destroyed")
                }
            }
            Event::FirePlaced { cell } => write!(f, "Fire placed at {cell}"),
            Event::SmokeToFire { cell } => write!(f, "Smoke at {cell} turns to fire"),
            Event::Flashover { cell, wave } => {
                write!(f, "Flashover: smoke at {cell} ignites (round {wave})")
            }
            Event::KnockedDown {
                firefighter,
                cell,
                choices,
            } => {
                write!(
                    f,
                    "Firefighter {} knocked down at {cell}",
                    Seat(firefighter)
                )?;
                if choices > 1 {
                    write!(f, "; {choices} ambulance spaces to choose from")?;
                }
                Ok(())
            }
            Event::Relocated {
                firefighter,
                from,
                to,
            } => write!(
                f,
                "Firefighter {} taken to the ambulance: {from} to {to}",
                Seat(firefighter)
            ),
            Event::VictimLost { token, cell, lost } => {
                write!(f, "Victim {token} lost at {cell} ({lost} lost)")
            }
            Event::FalseAlarmLost { token, cell } => {
                write!(f, "False alarm {token} burned at {cell}")
            }
            Event::ExteriorFireRemoved { cell } => {
                write!(f, "Fire outside the building removed at {cell}")
            }
            Event::ThreatCleared { cell, was } => {
                write!(f, "Cleared {} at {cell} for a new POI", level(was))
            }
            // No id: ids are tied to faces, and a face-down POI must not be given away.
            Event::PoiPlaced { cell, .. } => write!(f, "A face-down POI placed at {cell}"),
            Event::Collapse => f.write_str("The building collapsed"),
            Event::Victory { rescued } => write!(f, "Victory: {rescued} victims rescued"),
            Event::GameOver { outcome } => write!(f, "Game over: {outcome}"),

            // --- experienced game ---
            Event::SpecialistAssigned {
                firefighter,
                specialist,
            } => write!(
                f,
                "Firefighter {} is the {}",
                Seat(firefighter),
                specialist.title()
            ),
            Event::HazmatPlaced { hazmat, cell } => {
                write!(f, "Hazmat {hazmat} placed at {cell}")
            }
            Event::HotSpotPlaced { cell, supply } => {
                write!(f, "Hot spot placed at {cell} ({supply} left in the supply)")
            }
            Event::HotSpotSupplyEmpty { cell } => {
                write!(f, "No hot spot left in the supply for {cell}")
            }
            Event::VehicleParked {
                vehicle,
                cells: [a, b],
            } => write!(f, "The {vehicle} parked at {a} and {b}"),
            Event::Drove {
                firefighter,
                vehicle,
                to: [a, b],
                ap,
            } => write!(
                f,
                "Firefighter {} drove the {vehicle} to {a} and {b} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::Rode {
                firefighter,
                vehicle,
                from,
                to,
            } => write!(
                f,
                "Firefighter {} rode the {vehicle}: {from} to {to}",
                Seat(firefighter)
            ),
            Event::DeckGunFired { firefighter, ap } => write!(
                f,
                "Firefighter {} fired the deck gun ({ap} AP)",
                Seat(firefighter)
            ),
            Event::DeckGunRolled {
                red,
                black,
                target_red,
                target_black,
                rerolled,
            } => {
                match rerolled {
                    None => f.write_str("Deck gun rolled")?,
                    Some(d) => write!(f, "Deck gun re-rolled the {} die:", die(d))?,
                }
                write!(f, " red {red}, black {black}")?;
                if (target_red, target_black) != (red, black) {
                    write!(
                        f,
                        ", flipped into the quadrant: red {target_red}, black {target_black}"
                    )?;
                }
                Ok(())
            }
            Event::DeckGunLanded { target } => write!(f, "The deck gun hits {target}"),
            Event::DeckGunCleared { cell, was } => {
                write!(f, "The deck gun washed away {} at {cell}", level(was))
            }
            Event::CrewChanged {
                firefighter,
                from,
                to,
                ap,
            } => {
                // `ap` is what is left after the change, not its cost.
                write!(f, "Crew change: firefighter {} ", Seat(firefighter))?;
                if let Some(old) = from {
                    write!(f, "swapped the {} for ", old.title())?;
                } else {
                    f.write_str("took ")?;
                }
                write!(f, "the {} card ({ap} AP left)", to.title())
            }
            Event::Treated {
                firefighter,
                token,
                cell,
                ap,
            } => write!(
                f,
                "Firefighter {} treated victim {token} at {cell} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::LeadStarted { firefighter, token } => {
                write!(f, "Firefighter {} leads victim {token}", Seat(firefighter))
            }
            Event::LeadEnded { firefighter, token } => write!(
                f,
                "Firefighter {} stopped leading victim {token}",
                Seat(firefighter)
            ),
            Event::Disposed {
                firefighter,
                hazmat,
                cell,
                ap,
            } => write!(
                f,
                "Firefighter {} disposed of hazmat {hazmat} at {cell} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::HazmatCarriedOut {
                hazmat,
                cell,
                carried_out,
            } => write!(
                f,
                "Hazmat {hazmat} carried out at {cell} ({carried_out} carried out)"
            ),
            Event::Identified {
                firefighter,
                cell,
                ap,
            } => write!(
                f,
                "Firefighter {} identified the POI at {cell} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::Commanded {
                captain,
                firefighter,
                ap,
            } => write!(
                f,
                "Firefighter {} commands firefighter {} ({ap} AP)",
                Seat(captain),
                Seat(firefighter)
            ),
            Event::HotSpotCleared {
                firefighter,
                cell,
                ap,
            } => write!(
                f,
                "Firefighter {} removed the hot spot at {cell} ({ap} AP)",
                Seat(firefighter)
            ),
            Event::Repaired {
                firefighter,
                edge,
                ap,
                total,
            } => write!(
                f,
                "Firefighter {} repaired wall {edge} ({ap} AP; {total} of {DAMAGE_CUBES} damage cubes on the board)",
                Seat(firefighter)
            ),
            Event::HazmatExploded { hazmat, cell } => {
                write!(f, "Hazmat {hazmat} explodes at {cell}")
            }
            Event::FlareUp { cell, flare_ups } => write!(
                f,
                "Flare-up: hot spot at {cell}, the fire advances again (flare-up {flare_ups} this turn)"
            ),
            Event::HottestSpot { cell } => {
                write!(f, "Hottest spot at {cell}: fire instead of smoke")
            }
            Event::FirefighterDowned { firefighter, cell } => write!(
                f,
                "Firefighter {} is down at {cell} and needs help",
                Seat(firefighter)
            ),
            Event::FirefighterRestored { firefighter, cell } => write!(
                f,
                "Firefighter {} is back in the game at {cell}",
                Seat(firefighter)
            ),
            Event::TurnSkipped { firefighter } => {
                write!(
                    f,
                    "Firefighter {} is down and skips the turn",
                    Seat(firefighter)
                )
            }
            Event::HazmatGoalReached { carried_out } => write!(
                f,
                "Arsonist's traces: {carried_out} hazmat carried out of the building"
            ),
            Event::FlareUpsEnd { cell } => write!(
                f,
                "Every space the dice can name holds a hot spot: the flare-ups end at {cell} (Ruling R49)"
            ),
            Event::PoisStayInBag { count } => write!(
                f,
                "No roll can bring {} to a free space: {} in the bag (Ruling R50)",
                if count == 1 { "a POI" } else { "the POIs" },
                if count == 1 { "it stays" } else { "they stay" }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;
    use crate::engine::geom::{EdgeRef, Pos, e, p};
    use crate::engine::specialist::Specialist;
    use crate::engine::state::{Outcome, Vehicle};

    fn text(event: Event) -> String {
        event.to_string()
    }

    #[test]
    fn moves_count_firefighters_from_one() {
        let moved = |carrying, leading| Event::Moved {
            firefighter: 1,
            from: p(3, 4),
            to: p(3, 5),
            ap: 2,
            carrying,
            leading,
        };
        assert_eq!(
            text(moved(None, None)),
            "Firefighter 2 moved 3,4 to 3,5 (2 AP)"
        );
        assert_eq!(
            text(moved(Some(Item::Victim(4)), None)),
            "Firefighter 2 moved 3,4 to 3,5 carrying victim 4 (2 AP)"
        );
        assert_eq!(
            text(moved(Some(Item::Hazmat(1)), Some(3))),
            "Firefighter 2 moved 3,4 to 3,5 carrying hazmat 1 and leading victim 3 (2 AP)"
        );
        assert_eq!(
            text(moved(Some(Item::Firefighter(0)), None)),
            "Firefighter 2 moved 3,4 to 3,5 carrying firefighter 1 (2 AP)"
        );
        assert_eq!(
            text(moved(None, Some(3))),
            "Firefighter 2 moved 3,4 to 3,5 leading victim 3 (2 AP)"
        );
    }

    #[test]
    fn turn_lines() {
        assert_eq!(
            text(Event::TurnStarted {
                firefighter: 1,
                turn: 3,
                ap: 5
            }),
            "Turn 3: firefighter 2 starts with 5 AP"
        );
        assert_eq!(
            text(Event::TurnEnded {
                firefighter: 0,
                saved: 4,
                forfeited: 1
            }),
            "Firefighter 1 ended the turn with 4 AP saved, 1 AP lost"
        );
        assert_eq!(
            text(Event::TurnEnded {
                firefighter: 0,
                saved: 0,
                forfeited: 0
            }),
            "Firefighter 1 ended the turn with 0 AP saved"
        );
    }

    #[test]
    fn rolls_and_rerolls() {
        assert_eq!(
            text(Event::Rolled {
                purpose: RollPurpose::AdvanceFire,
                roll: Roll::new(4, 6),
                cell: Some(p(4, 6)),
            }),
            "Rolled red 4, black 6 to advance the fire: 4,6"
        );
        // The first experienced explosion rolls the black die alone.
        assert_eq!(
            text(Event::Rolled {
                purpose: RollPurpose::SetupExplosion,
                roll: Roll::new(0, 3),
                cell: Some(p(3, 5)),
            }),
            "Rolled black 3 for a setup explosion: 3,5"
        );
        assert_eq!(
            text(Event::Rolled {
                purpose: RollPurpose::ReplenishPoi,
                roll: Roll {
                    floor: 2,
                    red: 1,
                    black: 8
                },
                cell: None,
            }),
            "Rolled floor 2, red 1, black 8 to place a new POI"
        );
        assert_eq!(
            text(Event::Reroll {
                reason: RerollReason::HasPoi
            }),
            "Re-roll: that space already holds a POI or victim"
        );
    }

    #[test]
    fn fire_advance_lines() {
        assert_eq!(
            text(Event::SmokePlaced { cell: p(2, 3) }),
            "Smoke placed at 2,3"
        );
        assert_eq!(text(Event::Explosion { cell: p(3, 4) }), "Explosion at 3,4");
        assert_eq!(
            text(Event::ShockwaveStarted {
                cell: p(3, 4),
                heading: Heading::Dir(Dir::E)
            }),
            "Shockwave from 3,4 heading east"
        );
        assert_eq!(
            text(Event::Shockwave {
                from: p(2, 2),
                to: Pos::on(1, 2, 2),
                heading: Heading::Stairs
            }),
            "Shockwave moves 2,2 to 1:2,2 by the stairs"
        );
        assert_eq!(
            text(Event::CubePlaced {
                edge: e(3, 4, Dir::E),
                cubes: 1,
                destroyed: false,
                total: 2
            }),
            "Damage cube on wall 3,4E, now damaged (2 of 24 placed)"
        );
        assert_eq!(
            text(Event::DoorDestroyed {
                edge: e(2, 5, Dir::E),
                was_open: false
            }),
            "Door 2,5E destroyed"
        );
        assert_eq!(
            text(Event::Flashover {
                cell: p(2, 2),
                wave: 1
            }),
            "Flashover: smoke at 2,2 ignites (round 1)"
        );
    }

    #[test]
    fn losses_rescues_and_the_end() {
        assert_eq!(
            text(Event::KnockedDown {
                firefighter: 0,
                cell: p(3, 3),
                choices: 1
            }),
            "Firefighter 1 knocked down at 3,3"
        );
        assert_eq!(
            text(Event::KnockedDown {
                firefighter: 0,
                cell: p(3, 3),
                choices: 2
            }),
            "Firefighter 1 knocked down at 3,3; 2 ambulance spaces to choose from"
        );
        assert_eq!(
            text(Event::VictimLost {
                token: 4,
                cell: p(3, 3),
                lost: 2
            }),
            "Victim 4 lost at 3,3 (2 lost)"
        );
        assert_eq!(
            text(Event::VictimRescued {
                token: 4,
                cell: p(0, 6),
                rescued: 5
            }),
            "Victim 4 rescued at 0,6 (5 rescued)"
        );
        assert_eq!(
            text(Event::GameOver {
                outcome: Outcome::Won
            }),
            "Game over: won"
        );
        assert_eq!(
            text(Event::GameOver {
                outcome: Outcome::Collapse
            }),
            "Game over: lost: the building collapsed"
        );
    }

    #[test]
    fn extinguish_names_what_changed() {
        let ext = |from, to, ap| Event::Extinguished {
            firefighter: 2,
            cell: p(4, 4),
            from,
            to,
            ap,
        };
        assert_eq!(
            text(ext(FireLevel::Fire, FireLevel::Smoke, 1)),
            "Firefighter 3 turned fire to smoke at 4,4 (1 AP)"
        );
        assert_eq!(
            text(ext(FireLevel::Fire, FireLevel::Clear, 2)),
            "Firefighter 3 removed fire at 4,4 (2 AP)"
        );
        assert_eq!(
            text(ext(FireLevel::Smoke, FireLevel::Clear, 1)),
            "Firefighter 3 removed smoke at 4,4 (1 AP)"
        );
    }

    #[test]
    fn experienced_lines() {
        assert_eq!(
            text(Event::SpecialistAssigned {
                firefighter: 0,
                specialist: Specialist::DriverOperator
            }),
            "Firefighter 1 is the Driver/Operator"
        );
        assert_eq!(
            text(Event::CrewChanged {
                firefighter: 1,
                from: Some(Specialist::Paramedic),
                to: Specialist::CafsFirefighter,
                ap: 1
            }),
            "Crew change: firefighter 2 swapped the Paramedic for the CAFS Firefighter card (1 AP left)"
        );
        assert_eq!(
            text(Event::DeckGunRolled {
                red: 6,
                black: 2,
                target_red: 1,
                target_black: 2,
                rerolled: None
            }),
            "Deck gun rolled red 6, black 2, flipped into the quadrant: red 1, black 2"
        );
        assert_eq!(
            text(Event::DeckGunRolled {
                red: 2,
                black: 3,
                target_red: 2,
                target_black: 3,
                rerolled: Some(Die::Black)
            }),
            "Deck gun re-rolled the black die: red 2, black 3"
        );
        assert_eq!(
            text(Event::Drove {
                firefighter: 3,
                vehicle: Vehicle::Engine,
                to: [p(0, 5), p(0, 6)],
                ap: 2
            }),
            "Firefighter 4 drove the engine to 0,5 and 0,6 (2 AP)"
        );
        assert_eq!(
            text(Event::Commanded {
                captain: 0,
                firefighter: 2,
                ap: 1
            }),
            "Firefighter 1 commands firefighter 3 (1 AP)"
        );
        assert_eq!(
            text(Event::HazmatGoalReached { carried_out: 3 }),
            "Arsonist's traces: 3 hazmat carried out of the building"
        );
        assert_eq!(
            text(Event::FlareUpsEnd { cell: p(2, 3) }),
            "Every space the dice can name holds a hot spot: the flare-ups end at 2,3 (Ruling R49)"
        );
        assert_eq!(
            text(Event::PoisStayInBag { count: 2 }),
            "No roll can bring the POIs to a free space: they stay in the bag (Ruling R50)"
        );
    }

    /// Every variant's position in the declaration; no wildcard, so a new
    /// variant stops this compiling until `VARIANTS` and `one_of_each` know it.
    fn ordinal(event: &Event) -> usize {
        match event {
            Event::SetupFire { .. } => 0,
            Event::FirefighterPlaced { .. } => 1,
            Event::TurnStarted { .. } => 2,
            Event::Moved { .. } => 3,
            Event::PoiRevealed { .. } => 4,
            Event::FalseAlarmRemoved { .. } => 5,
            Event::VictimRescued { .. } => 6,
            Event::PickedUp { .. } => 7,
            Event::Dropped { .. } => 8,
            Event::DoorOpened { .. } => 9,
            Event::DoorClosed { .. } => 10,
            Event::Extinguished { .. } => 11,
            Event::Chopped { .. } => 12,
            Event::TurnEnded { .. } => 13,
            Event::Rolled { .. } => 14,
            Event::Reroll { .. } => 15,
            Event::SmokePlaced { .. } => 16,
            Event::SmokeIgnited { .. } => 17,
            Event::SmokeOnSmoke { .. } => 18,
            Event::SupplyEmpty { .. } => 19,
            Event::Explosion { .. } => 20,
            Event::Blast { .. } => 21,
            Event::ShockwaveStarted { .. } => 22,
            Event::Shockwave { .. } => 23,
            Event::CubePlaced { .. } => 24,
            Event::BlastStopped { .. } => 25,
            Event::DoorDestroyed { .. } => 26,
            Event::FirePlaced { .. } => 27,
            Event::SmokeToFire { .. } => 28,
            Event::Flashover { .. } => 29,
            Event::KnockedDown { .. } => 30,
            Event::Relocated { .. } => 31,
            Event::VictimLost { .. } => 32,
            Event::FalseAlarmLost { .. } => 33,
            Event::ExteriorFireRemoved { .. } => 34,
            Event::ThreatCleared { .. } => 35,
            Event::PoiPlaced { .. } => 36,
            Event::Collapse => 37,
            Event::Victory { .. } => 38,
            Event::GameOver { .. } => 39,
            Event::SpecialistAssigned { .. } => 40,
            Event::HazmatPlaced { .. } => 41,
            Event::HotSpotPlaced { .. } => 42,
            Event::HotSpotSupplyEmpty { .. } => 43,
            Event::VehicleParked { .. } => 44,
            Event::Drove { .. } => 45,
            Event::Rode { .. } => 46,
            Event::DeckGunFired { .. } => 47,
            Event::DeckGunRolled { .. } => 48,
            Event::DeckGunLanded { .. } => 49,
            Event::DeckGunCleared { .. } => 50,
            Event::CrewChanged { .. } => 51,
            Event::Treated { .. } => 52,
            Event::LeadStarted { .. } => 53,
            Event::LeadEnded { .. } => 54,
            Event::Disposed { .. } => 55,
            Event::HazmatCarriedOut { .. } => 56,
            Event::Identified { .. } => 57,
            Event::Commanded { .. } => 58,
            Event::HotSpotCleared { .. } => 59,
            Event::Repaired { .. } => 60,
            Event::HazmatExploded { .. } => 61,
            Event::FlareUp { .. } => 62,
            Event::HottestSpot { .. } => 63,
            Event::FirefighterDowned { .. } => 64,
            Event::FirefighterRestored { .. } => 65,
            Event::TurnSkipped { .. } => 66,
            Event::HazmatGoalReached { .. } => 67,
            Event::FlareUpsEnd { .. } => 68,
            Event::PoisStayInBag { .. } => 69,
        }
    }

    const VARIANTS: usize = 70;

    /// At least one value of every variant, plus the optional branches. The
    /// same places recur on purpose, so two variants can only differ in words.
    fn one_of_each() -> Vec<Event> {
        let (a, b) = (p(2, 3), Pos::on(1, 2, 4));
        let edge: EdgeRef = e(2, 3, Dir::E);
        let ff = 1;
        vec![
            Event::SetupFire { cell: a },
            Event::FirefighterPlaced {
                firefighter: ff,
                cell: a,
            },
            Event::TurnStarted {
                firefighter: ff,
                turn: 1,
                ap: 4,
            },
            Event::Moved {
                firefighter: ff,
                from: a,
                to: b,
                ap: 1,
                carrying: None,
                leading: None,
            },
            Event::Moved {
                firefighter: ff,
                from: a,
                to: b,
                ap: 2,
                carrying: Some(Item::Firefighter(2)),
                leading: Some(3),
            },
            Event::PoiRevealed {
                token: 3,
                cell: a,
                kind: PoiKind::Victim,
            },
            Event::PoiRevealed {
                token: 3,
                cell: a,
                kind: PoiKind::FalseAlarm,
            },
            Event::FalseAlarmRemoved { token: 3, cell: a },
            Event::VictimRescued {
                token: 3,
                cell: a,
                rescued: 1,
            },
            Event::PickedUp {
                firefighter: ff,
                item: Item::Victim(3),
                cell: a,
            },
            Event::Dropped {
                firefighter: ff,
                item: Item::Hazmat(3),
                cell: a,
            },
            Event::DoorOpened {
                firefighter: ff,
                edge,
                ap: 1,
            },
            Event::DoorClosed {
                firefighter: ff,
                edge,
                ap: 1,
            },
            Event::Extinguished {
                firefighter: ff,
                cell: a,
                from: FireLevel::Fire,
                to: FireLevel::Smoke,
                ap: 1,
            },
            Event::Extinguished {
                firefighter: ff,
                cell: a,
                from: FireLevel::Smoke,
                to: FireLevel::Fire,
                ap: 1,
            },
            Event::Chopped {
                firefighter: ff,
                edge,
                ap: 2,
            },
            Event::TurnEnded {
                firefighter: ff,
                saved: 1,
                forfeited: 0,
            },
            Event::TurnEnded {
                firefighter: ff,
                saved: 4,
                forfeited: 2,
            },
            Event::Rolled {
                purpose: RollPurpose::AdvanceFire,
                roll: Roll::new(2, 3),
                cell: Some(a),
            },
            Event::Rolled {
                purpose: RollPurpose::ReplenishPoi,
                roll: Roll::new(2, 3),
                cell: None,
            },
            Event::Rolled {
                purpose: RollPurpose::SetupExplosion,
                roll: Roll::new(0, 3),
                cell: Some(a),
            },
            Event::Rolled {
                purpose: RollPurpose::SetupPoi,
                roll: Roll::new(2, 3),
                cell: Some(a),
            },
            Event::Rolled {
                purpose: RollPurpose::SetupHazmat,
                roll: Roll::new(2, 3),
                cell: Some(a),
            },
            Event::Rolled {
                purpose: RollPurpose::SetupHotSpot,
                roll: Roll::new(2, 3),
                cell: Some(a),
            },
            Event::Rolled {
                purpose: RollPurpose::DeckGun,
                roll: Roll {
                    floor: 1,
                    red: 2,
                    black: 4,
                },
                cell: Some(b),
            },
            Event::Reroll {
                reason: RerollReason::NoCell,
            },
            Event::Reroll {
                reason: RerollReason::HasPoi,
            },
            Event::Reroll {
                reason: RerollReason::OnFire,
            },
            Event::Reroll {
                reason: RerollReason::Restricted,
            },
            Event::Reroll {
                reason: RerollReason::Elevator,
            },
            Event::Reroll {
                reason: RerollReason::HasHazmat,
            },
            Event::Reroll {
                reason: RerollReason::HasHotSpot,
            },
            Event::Reroll {
                reason: RerollReason::ArrowsLoop,
            },
            Event::Reroll {
                reason: RerollReason::OutsideArea,
            },
            Event::SmokePlaced { cell: a },
            Event::SmokeIgnited { cell: a },
            Event::SmokeOnSmoke { cell: a },
            Event::SupplyEmpty { cell: a },
            Event::Explosion { cell: a },
            Event::Blast {
                from: a,
                heading: Heading::Dir(Dir::N),
            },
            Event::Blast {
                from: a,
                heading: Heading::Stairs,
            },
            Event::ShockwaveStarted {
                cell: a,
                heading: Heading::Dir(Dir::S),
            },
            Event::Shockwave {
                from: a,
                to: b,
                heading: Heading::Dir(Dir::W),
            },
            Event::CubePlaced {
                edge,
                cubes: 2,
                destroyed: true,
                total: 5,
            },
            Event::BlastStopped { edge },
            Event::DoorDestroyed {
                edge,
                was_open: true,
            },
            Event::DoorDestroyed {
                edge,
                was_open: false,
            },
            Event::FirePlaced { cell: a },
            Event::SmokeToFire { cell: a },
            Event::Flashover { cell: a, wave: 2 },
            Event::KnockedDown {
                firefighter: ff,
                cell: a,
                choices: 0,
            },
            Event::KnockedDown {
                firefighter: ff,
                cell: a,
                choices: 2,
            },
            Event::Relocated {
                firefighter: ff,
                from: a,
                to: b,
            },
            Event::VictimLost {
                token: 3,
                cell: a,
                lost: 1,
            },
            Event::FalseAlarmLost { token: 3, cell: a },
            Event::ExteriorFireRemoved { cell: a },
            Event::ThreatCleared {
                cell: a,
                was: FireLevel::Smoke,
            },
            Event::PoiPlaced { token: 3, cell: a },
            Event::Collapse,
            Event::Victory { rescued: 7 },
            Event::GameOver {
                outcome: Outcome::Won,
            },
            Event::GameOver {
                outcome: Outcome::VictimsLost,
            },
            Event::GameOver {
                outcome: Outcome::Collapse,
            },
            Event::GameOver {
                outcome: Outcome::FirefighterDown,
            },
            Event::GameOver {
                outcome: Outcome::HazmatLost,
            },
            Event::GameOver {
                outcome: Outcome::AllDown,
            },
            Event::GameOver {
                outcome: Outcome::StructureSaved,
            },
            Event::SpecialistAssigned {
                firefighter: ff,
                specialist: Specialist::CafsFirefighter,
            },
            Event::HazmatPlaced { hazmat: 3, cell: a },
            Event::HotSpotPlaced { cell: a, supply: 5 },
            Event::HotSpotSupplyEmpty { cell: a },
            Event::VehicleParked {
                vehicle: Vehicle::Ambulance,
                cells: [a, b],
            },
            Event::Drove {
                firefighter: ff,
                vehicle: Vehicle::Engine,
                to: [a, b],
                ap: 2,
            },
            Event::Rode {
                firefighter: ff,
                vehicle: Vehicle::Engine,
                from: a,
                to: b,
            },
            Event::DeckGunFired {
                firefighter: ff,
                ap: 4,
            },
            Event::DeckGunRolled {
                red: 2,
                black: 3,
                target_red: 2,
                target_black: 3,
                rerolled: None,
            },
            Event::DeckGunRolled {
                red: 2,
                black: 3,
                target_red: 5,
                target_black: 6,
                rerolled: Some(Die::Red),
            },
            Event::DeckGunLanded { target: a },
            Event::DeckGunCleared {
                cell: a,
                was: FireLevel::Fire,
            },
            Event::CrewChanged {
                firefighter: ff,
                from: None,
                to: Specialist::StructuralEngineer,
                ap: 2,
            },
            Event::CrewChanged {
                firefighter: ff,
                from: Some(Specialist::HazmatTechnician),
                to: Specialist::ImagingTechnician,
                ap: 2,
            },
            Event::Treated {
                firefighter: ff,
                token: 3,
                cell: a,
                ap: 1,
            },
            Event::LeadStarted {
                firefighter: ff,
                token: 3,
            },
            Event::LeadEnded {
                firefighter: ff,
                token: 3,
            },
            Event::Disposed {
                firefighter: ff,
                hazmat: 3,
                cell: a,
                ap: 2,
            },
            Event::HazmatCarriedOut {
                hazmat: 3,
                cell: a,
                carried_out: 1,
            },
            Event::Identified {
                firefighter: ff,
                cell: a,
                ap: 1,
            },
            Event::Commanded {
                captain: 0,
                firefighter: ff,
                ap: 1,
            },
            Event::HotSpotCleared {
                firefighter: ff,
                cell: a,
                ap: 1,
            },
            Event::Repaired {
                firefighter: ff,
                edge,
                ap: 2,
                total: 4,
            },
            Event::HazmatExploded { hazmat: 3, cell: a },
            Event::FlareUp {
                cell: a,
                flare_ups: 1,
            },
            Event::HottestSpot { cell: a },
            Event::FirefighterDowned {
                firefighter: ff,
                cell: a,
            },
            Event::FirefighterRestored {
                firefighter: ff,
                cell: a,
            },
            Event::TurnSkipped { firefighter: ff },
            Event::HazmatGoalReached { carried_out: 3 },
            Event::FlareUpsEnd { cell: a },
            Event::PoisStayInBag { count: 1 },
            Event::PoisStayInBag { count: 2 },
        ]
    }

    /// Signs of a value printed with `Debug` or a format string gone wrong.
    fn looks_like_code(line: &str) -> Option<&'static str> {
        for bad in ["{", "}", "Some(", "None", "Dir(", "::", "_"] {
            if line.contains(bad) {
                return Some(bad);
            }
        }
        // A CamelCase word such as "FalseAlarm" or "HotSpot".
        let camel = line
            .as_bytes()
            .windows(2)
            .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
        camel.then_some("CamelCase")
    }

    #[test]
    fn every_variant_reads_as_a_distinct_english_line() {
        let events = one_of_each();
        let covered: BTreeSet<usize> = events.iter().map(ordinal).collect();
        let all: BTreeSet<usize> = (0..VARIANTS).collect();
        assert_eq!(covered, all, "one_of_each misses a variant");

        let mut seen: BTreeMap<String, Event> = BTreeMap::new();
        for event in events {
            let line = text(event);
            assert!(!line.is_empty(), "{event:?} has no text");
            assert!(
                line.starts_with(|c: char| c.is_ascii_uppercase()),
                "{event:?}: {line:?} does not start with a capital"
            );
            assert!(
                !line.ends_with([' ', '.', ',', ':', ';']),
                "{event:?}: {line:?} ends oddly"
            );
            if let Some(bad) = looks_like_code(&line) {
                panic!("{event:?}: {line:?} contains {bad:?}");
            }
            if let Some(other) = seen.insert(line.clone(), event) {
                panic!("{other:?} and {event:?} both read {line:?}");
            }
        }
    }

    #[test]
    fn seats_do_not_overflow() {
        assert_eq!(
            text(Event::TurnSkipped { firefighter: 255 }),
            "Firefighter 256 is down and skips the turn"
        );
    }
}

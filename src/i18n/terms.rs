//! Which message names each game term: the engine's enums mapped to the
//! keys of `terms.ftl` (docs/glossary.md gives the words). Kept apart from
//! the UI so the game log's wording (src/text) can use the same keys later.

use crate::engine::board::RuleSet;
use crate::engine::specialist::Specialist;
use crate::engine::state::Outcome;
use crate::engine::{Difficulty, Mode, Scenario};

/// The key of a specialist card's title.
pub const fn specialist(card: Specialist) -> &'static str {
    match card {
        Specialist::Paramedic => "specialist-paramedic",
        Specialist::CafsFirefighter => "specialist-cafs-firefighter",
        Specialist::HazmatTechnician => "specialist-hazmat-technician",
        Specialist::Generalist => "specialist-generalist",
        Specialist::FireCaptain => "specialist-fire-captain",
        Specialist::RescueSpecialist => "specialist-rescue-specialist",
        Specialist::ImagingTechnician => "specialist-imaging-technician",
        Specialist::DriverOperator => "specialist-driver-operator",
        Specialist::StructuralEngineer => "specialist-structural-engineer",
    }
}

/// The key of a specialist card's ability, in short.
pub const fn ability(card: Specialist) -> &'static str {
    match card {
        Specialist::Paramedic => "ability-paramedic",
        Specialist::CafsFirefighter => "ability-cafs-firefighter",
        Specialist::HazmatTechnician => "ability-hazmat-technician",
        Specialist::Generalist => "ability-generalist",
        Specialist::FireCaptain => "ability-fire-captain",
        Specialist::RescueSpecialist => "ability-rescue-specialist",
        Specialist::ImagingTechnician => "ability-imaging-technician",
        Specialist::DriverOperator => "ability-driver-operator",
        Specialist::StructuralEngineer => "ability-structural-engineer",
    }
}

/// The key of a difficulty level's name.
pub const fn level(level: Difficulty) -> &'static str {
    match level {
        Difficulty::Recruit => "level-recruit",
        Difficulty::Veteran => "level-veteran",
        Difficulty::Heroic => "level-heroic",
    }
}

/// The key of a game mode's name.
pub const fn mode(mode: Mode) -> &'static str {
    match mode {
        Mode::Family => "mode-family",
        Mode::Experienced => "mode-experienced",
    }
}

/// The key of a scenario's title.
pub const fn scenario(scenario: Scenario) -> &'static str {
    match scenario {
        Scenario::VolunteerCrew => "scenario-volunteer-crew",
        Scenario::UnreportedHazmat => "scenario-unreported-hazmat",
        Scenario::ArsonistsTraces => "scenario-arsonists-traces",
        Scenario::BrokenDeckGun => "scenario-broken-deck-gun",
        Scenario::TrueHeroes => "scenario-true-heroes",
        Scenario::FriendInNeed => "scenario-friend-in-need",
        Scenario::HottestSpot => "scenario-hottest-spot",
        Scenario::SaveTheStructure => "scenario-save-the-structure",
    }
}

/// The key of the line under a board's card that says which rules it
/// plays by ("Base game", "2nd Story rules").
pub const fn board_rules(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Base => "rules-base",
        RuleSet::SecondStory => "rules-second-story",
        RuleSet::HighRise => "rules-high-rise",
        RuleSet::Brownstone => "rules-brownstone",
    }
}

/// The key of how a game ended.
pub const fn outcome(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "outcome-won",
        Outcome::VictimsLost => "outcome-victims-lost",
        Outcome::Collapse => "outcome-collapse",
        Outcome::FirefighterDown => "outcome-firefighter-down",
        Outcome::HazmatLost => "outcome-hazmat-lost",
        Outcome::AllDown => "outcome-all-down",
        Outcome::StructureSaved => "outcome-structure-saved",
    }
}

/// The key of a player colour's name, by its English name as saved games
/// keep it (`COLOUR_NAMES`); `None` for a name that is not one of them.
pub fn colour(english: &str) -> Option<&'static str> {
    Some(match english {
        "red" => "colour-red",
        "blue" => "colour-blue",
        "green" => "colour-green",
        "yellow" => "colour-yellow",
        "purple" => "colour-purple",
        "teal" => "colour-teal",
        _ => return None,
    })
}

//! Game configuration: what the players chose before the first turn: the
//! rules (family or experienced, with its modules), the difficulty, the
//! scenarios, the firefighters and their specialists, and where the vehicles
//! start.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::geom::Pos;
use crate::engine::specialist::Specialist;
use crate::engine::state::Vehicle;

/// The rules being played.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The family game (§3).
    #[default]
    Family,
    /// The experienced game (§4), with the modules in [`GameConfig::modules`].
    Experienced,
}

/// How the family game's opening Fire and POIs are placed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FamilySetupKind {
    /// The board's printed setup (FAM-SETUP-3, FAM-SETUP-4, FAQ-3); boards
    /// without one use the random setup.
    #[default]
    Fixed,
    /// Three explosions without cubes, then three POIs (FAM-VAR-1a). A
    /// family game played again takes the printed setup or this (FAQ-2).
    Random,
}

/// The experienced game's level (EXP-SETUP table).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    #[default]
    Recruit,
    Veteran,
    Heroic,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Recruit, Difficulty::Veteran, Difficulty::Heroic];

    /// Setup explosions (EXP-SETUP-4..7).
    pub const fn explosions(self) -> u8 {
        match self {
            Difficulty::Heroic => 4,
            _ => 3,
        }
    }

    /// Hazmat placed at setup (EXP-SETUP-8; Heroic 5, Ruling R1).
    pub const fn hazmat(self) -> u8 {
        match self {
            Difficulty::Recruit => 3,
            Difficulty::Veteran => 4,
            Difficulty::Heroic => 5,
        }
    }

    /// Extra Hot Spots for the level (EXP-SETUP-11).
    pub const fn extra_hot_spots(self) -> u8 {
        match self {
            Difficulty::Recruit => 0,
            _ => 3,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Recruit => "recruit",
            Difficulty::Veteran => "veteran",
            Difficulty::Heroic => "heroic",
        }
    }
}

/// The parts of the experienced game that can be played on their own
/// (EXP-MOD-1, FAQ-4). All are on by default; the family game uses none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Modules {
    /// Specialist cards and Crew Change (§5, EXP-CREW).
    pub specialists: bool,
    /// Hazmat tokens (EXP-SETUP-8, EXP-HAZ).
    pub hazmat: bool,
    /// Engine and Ambulance: the deck gun, knockdowns to the Ambulance, rescue
    /// by Ambulance (EXP-VEH, EXP-KD-1).
    pub vehicles: bool,
    /// Hot Spots and flare-ups (EXP-HOT).
    pub hot_spots: bool,
    /// The experienced setup: explosions by the level (EXP-SETUP-4..7, 9).
    /// Off: the family setup, fixed or random.
    pub experienced_setup: bool,
    /// POIs follow the arrows (EXP-POI-2/3).
    pub experienced_poi: bool,
}

impl Default for Modules {
    fn default() -> Self {
        Modules::ALL
    }
}

impl Modules {
    pub const ALL: Modules = Modules {
        specialists: true,
        hazmat: true,
        vehicles: true,
        hot_spots: true,
        experienced_setup: true,
        experienced_poi: true,
    };
    pub const NONE: Modules = Modules {
        specialists: false,
        hazmat: false,
        vehicles: false,
        hot_spots: false,
        experienced_setup: false,
        experienced_poi: false,
    };

    /// Whether `module` is on.
    pub const fn has(&self, module: Module) -> bool {
        match module {
            Module::Specialists => self.specialists,
            Module::Hazmat => self.hazmat,
            Module::Vehicles => self.vehicles,
            Module::HotSpots => self.hot_spots,
            Module::ExperiencedSetup => self.experienced_setup,
            Module::ExperiencedPoi => self.experienced_poi,
        }
    }
}

/// One of the [`Modules`], to name it: a refusal says which module an
/// action needs (EXP-MOD-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Module {
    /// §5, EXP-CREW: specialist cards and Crew Change.
    Specialists,
    /// EXP-SETUP-8, EXP-HAZ: Hazmat tokens.
    Hazmat,
    /// EXP-VEH, EXP-KD-1: the Engine and the Ambulance.
    Vehicles,
    /// EXP-HOT: Hot Spots and flare-ups.
    HotSpots,
    /// EXP-SETUP-4..7, 9: the experienced setup.
    ExperiencedSetup,
    /// EXP-POI-2/3: POIs follow the arrows.
    ExperiencedPoi,
}

impl Module {
    pub const ALL: [Module; 6] = [
        Module::Specialists,
        Module::Hazmat,
        Module::Vehicles,
        Module::HotSpots,
        Module::ExperiencedSetup,
        Module::ExperiencedPoi,
    ];

    /// The stable English name, in "the vehicles module".
    pub const fn english(self) -> &'static str {
        match self {
            Module::Specialists => "specialists",
            Module::Hazmat => "hazmat",
            Module::Vehicles => "vehicles",
            Module::HotSpots => "hot spots",
            Module::ExperiencedSetup => "experienced setup",
            Module::ExperiencedPoi => "experienced POI",
        }
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

/// The scenarios of §7.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scenario {
    /// SCEN-VOLUNTEER-1: specialists dealt at random, no Crew Change.
    VolunteerCrew,
    /// SCEN-UNREPORTED: no Hazmat at setup; every False Alarm revealed brings one.
    UnreportedHazmat,
    /// SCEN-ARSONIST: 6 Hazmat; win needs 3 of them carried out too.
    ArsonistsTraces,
    /// SCEN-NODECKGUN-1: the deck gun cannot be used.
    BrokenDeckGun,
    /// SCEN-HEROES-1: Heroic, 3 more Hot Spots, all the rest as the supply.
    TrueHeroes,
    /// SCEN-FRIEND: knocked-down firefighters stay down until rescued (easy in
    /// the family game, hard in the experienced game).
    FriendInNeed,
    /// SCEN-HOTTEST-1: the fire advances as Fire onto Hot Spots.
    HottestSpot,
    /// SCEN-STRUCTURE: no POIs or Hazmat; remove every Hot Spot.
    SaveTheStructure,
}

impl Scenario {
    pub const ALL: [Scenario; 8] = [
        Scenario::VolunteerCrew,
        Scenario::UnreportedHazmat,
        Scenario::ArsonistsTraces,
        Scenario::BrokenDeckGun,
        Scenario::TrueHeroes,
        Scenario::FriendInNeed,
        Scenario::HottestSpot,
        Scenario::SaveTheStructure,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Scenario::VolunteerCrew => "volunteer_crew",
            Scenario::UnreportedHazmat => "unreported_hazmat",
            Scenario::ArsonistsTraces => "arsonists_traces",
            Scenario::BrokenDeckGun => "broken_deck_gun",
            Scenario::TrueHeroes => "true_heroes",
            Scenario::FriendInNeed => "friend_in_need",
            Scenario::HottestSpot => "hottest_spot",
            Scenario::SaveTheStructure => "save_the_structure",
        }
    }

    pub const fn bit(self) -> u16 {
        1 << self as u16
    }

    pub fn from_name(name: &str) -> Option<Scenario> {
        Scenario::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// A firefighter's specialist as configured: a card, or one dealt at random
/// from those nobody chose (EXP-SETUP-10). Written as the card's name or
/// `"random"`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpecialistChoice(pub Option<Specialist>);

impl Serialize for SpecialistChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.map_or("random", Specialist::name))
    }
}

impl<'de> Deserialize<'de> for SpecialistChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        if name == "random" {
            return Ok(SpecialistChoice(None));
        }
        Specialist::from_name(&name)
            .map(|s| SpecialistChoice(Some(s)))
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "unknown specialist \"{name}\"; expected \"random\" or one of {}",
                    Specialist::ALL.map(Specialist::name).join(", ")
                ))
            })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    #[serde(default)]
    pub mode: Mode,
    /// Firefighters in play, 1 to 6; each takes its own seat in the turn order
    /// (COMP-1, Ruling R18).
    pub firefighters: u8,
    /// The family setup (also used by the experienced game when its
    /// `experienced_setup` module is off).
    #[serde(default)]
    pub setup: FamilySetupKind,
    /// Keep playing after the 7th rescue for a perfect 10 (FAM-END-1).
    #[serde(default)]
    pub play_on: bool,
    /// Experienced game only.
    #[serde(default, skip_serializing_if = "is_all")]
    pub modules: Modules,
    #[serde(default, skip_serializing_if = "is_recruit")]
    pub difficulty: Difficulty,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scenarios: Vec<Scenario>,
    /// One per firefighter, in seat order; missing ones are dealt at random.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub specialists: Vec<SpecialistChoice>,
    /// A cell of the Engine's starting spot; when absent the players park it
    /// as the first setup action (EXP-SETUP-14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<Pos>,
    /// A cell of the Ambulance's starting spot, likewise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambulance: Option<Pos>,
}

fn is_all(m: &Modules) -> bool {
    *m == Modules::ALL
}

fn is_recruit(d: &Difficulty) -> bool {
    *d == Difficulty::Recruit
}

impl GameConfig {
    pub fn family(firefighters: u8) -> GameConfig {
        GameConfig {
            mode: Mode::Family,
            firefighters,
            setup: FamilySetupKind::Fixed,
            play_on: false,
            modules: Modules::ALL,
            difficulty: Difficulty::Recruit,
            scenarios: Vec::new(),
            specialists: Vec::new(),
            engine: None,
            ambulance: None,
        }
    }

    /// The full experienced game at `difficulty`, specialists dealt at random.
    pub fn experienced(firefighters: u8, difficulty: Difficulty) -> GameConfig {
        GameConfig {
            mode: Mode::Experienced,
            difficulty,
            ..GameConfig::family(firefighters)
        }
    }

    /// The modules in force: none in the family game.
    pub fn active_modules(&self) -> Modules {
        match self.mode {
            Mode::Family => Modules::NONE,
            Mode::Experienced => self.modules,
        }
    }

    pub fn has(&self, scenario: Scenario) -> bool {
        self.scenarios.contains(&scenario)
    }
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig::family(4)
    }
}

/// Why a scenario cannot be played with the rest of the configuration
/// ([`ConfigError::Scenario`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScenarioMisfit {
    /// §7: every scenario but Friend in need is played with the experienced
    /// rules.
    NeedsExperienced,
    /// EXP-MOD-1: a scenario changes a module, which must be on.
    ModuleOff,
    /// SCEN-VOLUNTEER-1: Volunteer crew deals the cards; none are chosen.
    RandomSpecialists,
    /// SCEN-HEROES-1: True heroes is played at the heroic level.
    NeedsHeroic,
}

impl ScenarioMisfit {
    pub const ALL: [ScenarioMisfit; 4] = [
        ScenarioMisfit::NeedsExperienced,
        ScenarioMisfit::ModuleOff,
        ScenarioMisfit::RandomSpecialists,
        ScenarioMisfit::NeedsHeroic,
    ];

    /// The stable English words, after "the `<scenario>` scenario ".
    pub const fn english(self) -> &'static str {
        match self {
            ScenarioMisfit::NeedsExperienced => "is played with the experienced rules (§7)",
            ScenarioMisfit::ModuleOff => "needs the module it changes, which is off",
            ScenarioMisfit::RandomSpecialists => {
                "deals the specialists at random (SCEN-VOLUNTEER-1)"
            }
            ScenarioMisfit::NeedsHeroic => "is played at the heroic level (SCEN-HEROES-1)",
        }
    }
}

impl fmt::Display for ScenarioMisfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

/// A configuration that cannot start a game on a board. The messages are
/// the stable English of the CLI; scenarios and vehicles read as the
/// configuration file writes them (`true_heroes`, `engine`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("{0} firefighters: a game has 1 to 6 (COMP-1)")]
    Firefighters(u8),
    #[error("{given} specialists listed for {firefighters} firefighters")]
    TooManySpecialists { given: usize, firefighters: u8 },
    #[error("the {} card is chosen twice: each card is unique in play (SPEC-GEN-3)", .0.title())]
    SpecialistTwice(Specialist),
    #[error("specialists are chosen, but the specialists module is off")]
    SpecialistsOff,
    #[error("the {0} scenario is listed twice")]
    ScenarioTwice(Scenario),
    #[error("the {scenario} scenario {why}")]
    Scenario {
        scenario: Scenario,
        why: ScenarioMisfit,
    },
    #[error("the {0} scenario cannot be combined with {1}")]
    Incompatible(Scenario, Scenario),
    #[error("{vehicle} at {cell}: that is not a cell of one of the board's {vehicle} spots")]
    NotASpot { vehicle: Vehicle, cell: Pos },
    #[error("the board has no {0} spot, which the vehicles module needs")]
    NoSpots(Vehicle),
    #[error("vehicle spots are given, but the vehicles module is off")]
    VehiclesOff,
}

impl fmt::Display for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

pub const MAX_FIREFIGHTERS: u8 = 6;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every configuration error's English message, pinned: the CLI prints
    /// it and its tests match on it.
    #[rustfmt::skip]
    fn pinned() -> Vec<(ConfigError, &'static str)> {
        let at = Pos::new(0, 5);
        vec![
            (ConfigError::Firefighters(7), "7 firefighters: a game has 1 to 6 (COMP-1)"),
            (ConfigError::TooManySpecialists { given: 3, firefighters: 2 }, "3 specialists listed for 2 firefighters"),
            (ConfigError::SpecialistTwice(Specialist::Paramedic), "the Paramedic card is chosen twice: each card is unique in play (SPEC-GEN-3)"),
            (ConfigError::SpecialistTwice(Specialist::DriverOperator), "the Driver/Operator card is chosen twice: each card is unique in play (SPEC-GEN-3)"),
            (ConfigError::SpecialistsOff, "specialists are chosen, but the specialists module is off"),
            (ConfigError::ScenarioTwice(Scenario::HottestSpot), "the hottest_spot scenario is listed twice"),
            (ConfigError::Scenario { scenario: Scenario::HottestSpot, why: ScenarioMisfit::NeedsExperienced }, "the hottest_spot scenario is played with the experienced rules (§7)"),
            (ConfigError::Scenario { scenario: Scenario::BrokenDeckGun, why: ScenarioMisfit::ModuleOff }, "the broken_deck_gun scenario needs the module it changes, which is off"),
            (ConfigError::Scenario { scenario: Scenario::VolunteerCrew, why: ScenarioMisfit::RandomSpecialists }, "the volunteer_crew scenario deals the specialists at random (SCEN-VOLUNTEER-1)"),
            (ConfigError::Scenario { scenario: Scenario::TrueHeroes, why: ScenarioMisfit::NeedsHeroic }, "the true_heroes scenario is played at the heroic level (SCEN-HEROES-1)"),
            (ConfigError::Incompatible(Scenario::UnreportedHazmat, Scenario::ArsonistsTraces), "the unreported_hazmat scenario cannot be combined with arsonists_traces"),
            (ConfigError::Incompatible(Scenario::SaveTheStructure, Scenario::TrueHeroes), "the save_the_structure scenario cannot be combined with true_heroes"),
            (ConfigError::NotASpot { vehicle: Vehicle::Engine, cell: at }, "engine at 0,5: that is not a cell of one of the board's engine spots"),
            (ConfigError::NotASpot { vehicle: Vehicle::Ambulance, cell: at }, "ambulance at 0,5: that is not a cell of one of the board's ambulance spots"),
            (ConfigError::NoSpots(Vehicle::Engine), "the board has no engine spot, which the vehicles module needs"),
            (ConfigError::NoSpots(Vehicle::Ambulance), "the board has no ambulance spot, which the vehicles module needs"),
            (ConfigError::VehiclesOff, "vehicle spots are given, but the vehicles module is off"),
        ]
    }

    #[test]
    fn messages_do_not_change() {
        for (error, message) in pinned() {
            assert_eq!(error.to_string(), message, "{error:?}");
        }
    }
}

//! The rules summary: the game's reference card, for the game at hand.
//!
//! A table of friends checks a cost or a rule without leaving the board, so
//! the summary holds only what applies to this game: the family or the
//! experienced rules, the modules and scenarios chosen, and what the board
//! has (stairs, windows, ladders, elevators, party walls). Each line names
//! the rule it sums up (the IDs of the rules specification), so a rules
//! expert can look the whole rule up; actions carry their cost in AP.

use crate::engine::board::{CellKind, EdgeKind, RuleSet};
use crate::engine::config::{Modules, Scenario};
use crate::engine::specialist::Specialist;
use crate::engine::state::{GameState, Vehicle};
use crate::i18n::{FluentArgs, Lang, Texts, args, terms};

/// A part of the summary: its heading and lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesSection {
    pub title: String,
    pub rows: Vec<RulesRow>,
}

/// One line: the rule in short, its cost in AP for an action, and the ID of
/// the rule it sums up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesRow {
    pub text: String,
    pub ap: Option<u8>,
    pub rule: &'static str,
    /// The line as a screen reader reads it, one sentence: "2 AP: Move
    /// into Fire … (FAM-ACT-MOVE-2)".
    pub spoken: String,
}

/// What the board has that changes how the game is played.
#[derive(Copy, Clone)]
struct Features {
    stairs: bool,
    windows: bool,
    thin_walls: bool,
    party_walls: bool,
    restricted: bool,
    ladders: bool,
}

impl Features {
    fn of(state: &GameState) -> Features {
        let board = state.board();
        let edge = |kind: EdgeKind| board.edge_ids().any(|e| board.edge(e).kind == Some(kind));
        Features {
            stairs: board.cell_ids().any(|c| board.stair(c).is_some()),
            windows: edge(EdgeKind::Window),
            thin_walls: edge(EdgeKind::ThinWall),
            party_walls: edge(EdgeKind::PartyWall),
            restricted: board
                .cell_ids()
                .any(|c| board.kind(c) == CellKind::Restricted),
            ladders: board.ladder_supply() > 0,
        }
    }
}

/// Builds the sections in one language.
struct Card {
    lang: Lang,
    sections: Vec<RulesSection>,
}

impl Card {
    fn section(&mut self, key: &str) {
        let title = Texts::shared().get(self.lang, key);
        self.sections.push(RulesSection {
            title,
            rows: Vec::new(),
        });
    }

    fn push(&mut self, text: String, ap: Option<u8>, rule: &'static str) {
        let texts = Texts::shared();
        let spoken = match ap {
            Some(ap) => {
                let cost = texts.get_args(self.lang, "board-cost", &args([("ap", ap.into())]));
                texts.get_args(
                    self.lang,
                    "rules-row-spoken-cost",
                    &args([
                        ("cost", cost.into()),
                        ("text", text.as_str().into()),
                        ("rule", rule.into()),
                    ]),
                )
            }
            None => texts.get_args(
                self.lang,
                "rules-row-spoken",
                &args([("text", text.as_str().into()), ("rule", rule.into())]),
            ),
        };
        if let Some(section) = self.sections.last_mut() {
            section.rows.push(RulesRow {
                text,
                ap,
                rule,
                spoken,
            });
        }
    }

    /// A rule without a cost.
    fn rule(&mut self, key: &str, rule: &'static str) {
        let text = Texts::shared().get(self.lang, key);
        self.push(text, None, rule);
    }

    fn rule_args(&mut self, key: &str, args: &FluentArgs, rule: &'static str) {
        let text = Texts::shared().get_args(self.lang, key, args);
        self.push(text, None, rule);
    }

    /// An action and what it costs.
    fn action(&mut self, key: &str, ap: u8, rule: &'static str) {
        let text = Texts::shared().get(self.lang, key);
        self.push(text, Some(ap), rule);
    }

    /// Drops sections that ended up empty.
    fn finish(mut self) -> Vec<RulesSection> {
        self.sections.retain(|s| !s.rows.is_empty());
        self.sections
    }
}

/// What the card is worded from: the game's modules, scenarios and board.
struct Game<'a> {
    state: &'a GameState,
    modules: Modules,
    rules: RuleSet,
    high_rise: bool,
    structure: bool,
    /// Hazmat in play: the module, but none in Save the structure
    /// (SCEN-STRUCTURE-1); Unreported hazmat needs the module.
    hazmat: bool,
    features: Features,
}

impl Game<'_> {
    fn has(&self, s: Scenario) -> bool {
        self.state.config().has(s)
    }

    /// Of a line about what a firefighter carries, the wording that names
    /// Hazmat where it is in play and only Victims elsewhere.
    fn carried<'k>(&self, victim: &'k str, victim_or_hazmat: &'k str) -> &'k str {
        if self.hazmat {
            victim_or_hazmat
        } else {
            victim
        }
    }
}

/// The rules summary of the game `state` is playing, in `lang`: a section
/// per part of the rules, each only with what applies.
pub fn rules_card(lang: Lang, state: &GameState) -> Vec<RulesSection> {
    card(lang, state, true)
}

/// The rules summary of a game about to start as `state` (the new-game
/// dialog's): the same, without the specialist cards, which the players
/// are still choosing (those left to chance are not dealt yet).
pub fn rules_card_before_play(lang: Lang, state: &GameState) -> Vec<RulesSection> {
    card(lang, state, false)
}

fn card(lang: Lang, state: &GameState, with_cards: bool) -> Vec<RulesSection> {
    let config = state.config();
    let game = Game {
        state,
        modules: config.active_modules(),
        rules: state.board().rules(),
        high_rise: state.board().rules() == RuleSet::HighRise,
        structure: config.has(Scenario::SaveTheStructure),
        hazmat: config.active_modules().hazmat && !config.has(Scenario::SaveTheStructure),
        features: Features::of(state),
    };
    let mut out = Card {
        lang,
        sections: Vec::new(),
    };
    for section in [
        end_of_game,
        a_turn,
        actions,
        fire_phase,
        rescue,
        this_building,
    ] {
        section(&mut out, &game);
    }
    if with_cards {
        cards_in_play(&mut out, &game);
    }
    scenarios(&mut out, &game);
    out.finish()
}

/// How the game is won and lost (FAM-END, SCEN-ARSONIST-2, SCEN-STRUCTURE-3).
fn end_of_game(out: &mut Card, game: &Game) {
    out.section("rules-section-end");
    if game.structure {
        out.rule("rules-win-structure", "SCEN-STRUCTURE-3");
    } else if game.has(Scenario::ArsonistsTraces) {
        out.rule("rules-win-arsonist", "SCEN-ARSONIST-2");
    } else {
        out.rule("rules-win", "FAM-END-1");
    }
    if game.state.config().play_on && !game.structure {
        out.rule("rules-play-on", "FAM-END-1");
    }
    if !game.structure {
        out.rule("rules-lose-victims", "FAM-END-2");
    }
    out.rule("rules-collapse", "FAM-END-3");
    if game.structure {
        out.rule("rules-lose-knockdown", "SCEN-STRUCTURE-3");
    }
}

/// A turn's phases and AP (FAM-TURN-1, FAM-AP, FAM-ACT-END).
fn a_turn(out: &mut Card, game: &Game) {
    out.section("rules-section-turn");
    if game.structure {
        out.rule("rules-turn-phases-structure", "SCEN-STRUCTURE-2");
    } else {
        out.rule("rules-turn-phases", "FAM-TURN-1");
    }
    if game.modules.specialists {
        out.rule("rules-ap-specialists", "SPEC-GEN-1");
    } else {
        out.rule("rules-ap", "FAM-AP-3");
    }
    out.rule("rules-end-not-on-fire", "FAM-ACT-END-2");
    out.rule("rules-escape", "FAM-ACT-END-3");
    out.rule(
        game.carried("rules-hold", "rules-hold-hazmat"),
        "FAM-ACT-CARRY-1",
    );
    if !game.structure {
        out.rule("rules-reveal", "FAM-ACT-POI-1");
    }
}

/// The actions with their costs: the family's, then those the modules
/// and the board add.
fn actions(out: &mut Card, game: &Game) {
    out.section("rules-section-actions");
    out.action("rules-move", 1, "FAM-ACT-MOVE-1");
    out.action("rules-move-fire", 2, "FAM-ACT-MOVE-2");
    out.action(
        game.carried("rules-carry", "rules-carry-hazmat"),
        2,
        "FAM-ACT-MOVE-3",
    );
    if game.modules.specialists {
        out.action("rules-lead", 1, "SPEC-PARAMEDIC-2");
    }
    out.action("rules-door", 1, "FAM-ACT-DOOR-1");
    out.action("rules-smoke", 1, "FAM-ACT-EXT-1");
    out.action("rules-flip", 1, "FAM-ACT-EXT-2");
    out.action("rules-fire", 2, "FAM-ACT-EXT-3");
    out.action("rules-chop", 2, "FAM-ACT-CHOP-1");
    if game.features.windows {
        out.action("rules-window", 1, "2ND-WIN-2");
    }
    if game.modules.vehicles {
        match game.rules {
            RuleSet::SecondStory => out.action("rules-drive-any", 2, "2ND-VEH-2"),
            RuleSet::Brownstone => {
                out.action("rules-drive-any", 2, "URB-BROWN-3");
                out.action("rules-drive-other-side", 4, "URB-BROWN-3");
            }
            RuleSet::HighRise => out.action("rules-drive-engine", 2, "EXP-VEH-DRIVE-1"),
            RuleSet::Base => out.action("rules-drive", 2, "EXP-VEH-DRIVE-1"),
        }
        out.action("rules-ride", 0, "EXP-VEH-RIDE-1");
        if !game.has(Scenario::BrokenDeckGun) {
            if game.rules == RuleSet::SecondStory {
                out.action("rules-deck-gun-half", 4, "2ND-VEH-1");
            } else {
                out.action("rules-deck-gun", 4, "EXP-VEH-DECKGUN-1");
            }
        }
    }
    if game.modules.specialists && !game.has(Scenario::VolunteerCrew) {
        out.action("rules-crew-change", 2, "EXP-CREW-1");
    }
    if game.features.ladders {
        out.action("rules-ladder-take", 0, "2ND-LADDER-1");
        out.action("rules-ladder-extend", 2, "2ND-LADDER-3");
        out.action("rules-ladder-climb", 1, "2ND-LADDER-4");
        // Only what can be carried in this game: Hazmat with its module, a
        // treated Victim with the specialists (the Paramedic's).
        let climb = game.carried(
            "rules-ladder-climb-carrying",
            "rules-ladder-climb-carrying-hazmat",
        );
        out.action(climb, 2, "2ND-LADDER-4");
        if game.modules.specialists {
            out.action("rules-ladder-climb-treated", 2, "2ND-LADDER-4");
        }
        out.action("rules-ladder-retract", 1, "2ND-LADDER-8");
    }
    if game.high_rise {
        out.action("rules-elevator-door", 2, "URB-HIGHRISE-ELEV-2");
        out.action("rules-lobby", 2, "URB-HIGHRISE-LOBBY-1");
        out.action("rules-aerial-ladder", 2, "URB-HIGHRISE-LADDER-1");
        let down = game.carried(
            "rules-aerial-ladder-carrying",
            "rules-aerial-ladder-carrying-hazmat",
        );
        out.action(down, 4, "URB-HIGHRISE-LADDER-1");
    }
}

/// The fire phase, in its order (FAM-FIRE, EXP-ORDER-1).
fn fire_phase(out: &mut Card, game: &Game) {
    out.section("rules-section-fire");
    if game.has(Scenario::HottestSpot) {
        out.rule("rules-hottest-spot", "SCEN-HOTTEST-1");
    }
    out.rule("rules-advance", "FAM-FIRE-ADV-2");
    out.rule("rules-explosion", "FAM-FIRE-EXPL-2");
    out.rule("rules-shockwave", "FAM-FIRE-SHOCK-1");
    if game.features.stairs {
        out.rule("rules-stairs-fire", "2ND-STAIRS-4");
    }
    if game.features.windows || game.features.thin_walls {
        out.rule("rules-windows-fire", "2ND-WIN-3");
    }
    // Hot Spots come back to the fire only where the supply refills
    // (EXP-HOT-2, EXP-HAZ-1), never in Save the structure (SCEN-STRUCTURE-2).
    let new_hot_spots = game.modules.hot_spots && !game.structure;
    if game.modules.hot_spots && !game.has(Scenario::HottestSpot) {
        if new_hot_spots {
            out.rule("rules-flare-up", "EXP-HOT-1");
        } else {
            out.rule("rules-flare-up-only", "EXP-HOT-1");
        }
    }
    out.rule("rules-flashover", "FAM-FIRE-SEC-1");
    if game.hazmat {
        if new_hot_spots {
            out.rule("rules-hazmat-explodes-hot-spot", "EXP-HAZ-1");
        } else {
            out.rule("rules-hazmat-explodes", "EXP-HAZ-1");
        }
    }
    let no_ambulance = game.state.board().rescue_vehicle() == Vehicle::Engine;
    let (knockdown, rule) = if game.has(Scenario::FriendInNeed) {
        ("rules-knockdown-friend", "SCEN-FRIEND-1")
    } else if game.high_rise && game.modules.vehicles {
        ("rules-knockdown-engine", "URB-HIGHRISE-KD-1")
    } else if game.modules.vehicles && !no_ambulance {
        ("rules-knockdown-ambulance", "EXP-KD-1")
    } else if no_ambulance {
        // Engine ruling E6: without an Ambulance, the Engine's spots serve.
        let rule = if game.high_rise {
            "URB-HIGHRISE-KD-1"
        } else {
            "FAM-KD-1"
        };
        ("rules-knockdown-engine-spot", rule)
    } else {
        ("rules-knockdown", "FAM-KD-1")
    };
    out.rule(knockdown, rule);
    out.rule("rules-losses", "FAM-FIRE-SEC-1");
    if !game.structure {
        if game.modules.experienced_poi {
            out.rule("rules-replenish-arrows", "EXP-POI-3");
        } else {
            out.rule("rules-replenish", "FAM-POI-1");
        }
    }
}

/// How Victims (and Hazmat) are brought to safety.
fn rescue(out: &mut Card, game: &Game) {
    out.section("rules-section-rescue");
    if !game.structure {
        if game.high_rise {
            out.rule("rules-rescue-elevator", "URB-HIGHRISE-ELEV-3");
            out.rule("rules-rescue-aerial-ladder", "URB-HIGHRISE-RESCUE-1");
        } else if game.modules.vehicles {
            out.rule("rules-rescue-ambulance", "EXP-VEH-RESCUE-1");
        } else {
            out.rule("rules-rescue", "FAM-ACT-RESCUE-1");
        }
    }
    if game.hazmat {
        out.rule("rules-hazmat-out", "EXP-HAZ-3");
    }
    if game.has(Scenario::FriendInNeed) {
        out.rule("rules-friend-restored", "SCEN-FRIEND-4");
    }
}

/// What the board adds: floors, windows, party walls, restricted spaces.
fn this_building(out: &mut Card, game: &Game) {
    out.section("rules-section-building");
    if game.high_rise {
        out.rule("rules-high-rise-access", "URB-HIGHRISE-GEN-1");
    }
    if game.features.stairs {
        out.rule("rules-stairs", "2ND-STAIRS-1");
    }
    if game.rules == RuleSet::SecondStory {
        out.rule("rules-upper-outside", "2ND-BOARD-3");
    }
    if game.features.windows {
        out.rule("rules-windows", "2ND-WIN-1");
    }
    if game.features.thin_walls {
        out.rule("rules-thin-walls", "2ND-THIN-1");
    }
    if game.features.party_walls {
        out.rule("rules-party-walls", "URB-BROWN-2");
    }
    if game.features.restricted {
        out.rule("rules-restricted", "URB-BROWN-1");
    }
}

/// The specialist cards in play, each once (SPEC).
fn cards_in_play(out: &mut Card, game: &Game) {
    if game.modules.specialists {
        out.section("rules-section-cards");
        let mut cards: Vec<Specialist> = game
            .state
            .firefighters()
            .iter()
            .filter_map(|f| f.specialist)
            .collect();
        cards.sort_by_key(|&c| Specialist::ALL.iter().position(|&a| a == c));
        cards.dedup();
        let texts = Texts::shared();
        for card in cards {
            let text = args([
                ("name", texts.get(out.lang, terms::specialist(card)).into()),
                ("text", texts.get(out.lang, terms::ability(card)).into()),
            ]);
            out.rule_args("rules-named", &text, card_rule(card));
        }
    }
}

/// The scenarios chosen, each with what it changes (SCEN).
fn scenarios(out: &mut Card, game: &Game) {
    let scenarios: Vec<Scenario> = Scenario::ALL.into_iter().filter(|&s| game.has(s)).collect();
    if !scenarios.is_empty() {
        out.section("rules-section-scenarios");
        let texts = Texts::shared();
        for s in scenarios {
            let (key, rule) = scenario_rule(s);
            let text = args([
                ("name", texts.get(out.lang, terms::scenario(s)).into()),
                ("text", texts.get(out.lang, key).into()),
            ]);
            out.rule_args("rules-named", &text, rule);
        }
    }
}

/// What scenario `s` changes, in `lang`: its line of the rules card, and
/// the end of the game it brings (the new-game dialog's hint).
pub fn scenario_summary(lang: Lang, s: Scenario) -> String {
    let texts = Texts::shared();
    let mut keys = vec![scenario_rule(s).0];
    match s {
        Scenario::ArsonistsTraces => keys.push("rules-win-arsonist"),
        Scenario::SaveTheStructure => {
            keys.extend(["rules-win-structure", "rules-lose-knockdown"]);
        }
        _ => {}
    }
    let lines: Vec<String> = keys.into_iter().map(|k| texts.get(lang, k)).collect();
    lines.join(" ")
}

/// The rule ID of a specialist card (the specification's table, §5).
const fn card_rule(card: Specialist) -> &'static str {
    match card {
        Specialist::Paramedic => "SPEC-PARAMEDIC",
        Specialist::CafsFirefighter => "SPEC-CAFS",
        Specialist::HazmatTechnician => "SPEC-HAZTECH",
        Specialist::Generalist => "SPEC-GENERALIST",
        Specialist::FireCaptain => "SPEC-CAPTAIN",
        Specialist::RescueSpecialist => "SPEC-RESCUE",
        Specialist::ImagingTechnician => "SPEC-IMAGING",
        Specialist::DriverOperator => "SPEC-DRIVER",
        Specialist::StructuralEngineer => "SPEC-ENGINEER",
    }
}

/// A scenario's line and rule: what it changes at the setup and in play
/// (what it changes at the end of the game is in that section).
const fn scenario_rule(s: Scenario) -> (&'static str, &'static str) {
    match s {
        Scenario::VolunteerCrew => ("rules-scenario-volunteer", "SCEN-VOLUNTEER-1"),
        Scenario::UnreportedHazmat => ("rules-scenario-unreported", "SCEN-UNREPORTED-1"),
        Scenario::ArsonistsTraces => ("rules-scenario-arsonist", "SCEN-ARSONIST-1"),
        Scenario::BrokenDeckGun => ("rules-scenario-no-deck-gun", "SCEN-NODECKGUN-1"),
        Scenario::TrueHeroes => ("rules-scenario-heroes", "SCEN-HEROES-1"),
        Scenario::FriendInNeed => ("rules-scenario-friend", "SCEN-FRIEND-1"),
        Scenario::HottestSpot => ("rules-scenario-hottest", "SCEN-HOTTEST-1"),
        Scenario::SaveTheStructure => ("rules-scenario-structure", "SCEN-STRUCTURE-1"),
    }
}

#[cfg(test)]
mod tests;

//! The rules card holds what applies to the game at hand, and only that:
//! each rule family is checked on the board and configuration that has it
//! and on one that has not.

use std::path::Path;
use std::sync::Arc;

use super::*;
use crate::engine::board::io::load_board;
use crate::engine::config::{Difficulty, GameConfig, SpecialistChoice};

fn state(board: &str, config: GameConfig) -> GameState {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(board);
    let board = load_board(&path).unwrap_or_else(|e| panic!("{board}: {e}"));
    GameState::new(Arc::new(board), config, 1).expect("a valid configuration")
}

fn experienced() -> GameConfig {
    GameConfig::experienced(4, Difficulty::Veteran)
}

/// Every row's rule, with its cost.
fn rules(card: &[RulesSection]) -> Vec<(&'static str, Option<u8>)> {
    card.iter()
        .flat_map(|s| s.rows.iter().map(|r| (r.rule, r.ap)))
        .collect()
}

fn cites(card: &[RulesSection], rule: &str) -> bool {
    rules(card).iter().any(|&(r, _)| r == rule)
}

/// Every one of `wanted` is on the card.
fn assert_cites(card: &[RulesSection], wanted: &[&str]) {
    for rule in wanted {
        assert!(cites(card, rule), "{rule} missing");
    }
}

/// None of `unwanted` is on the card.
fn assert_cites_none(card: &[RulesSection], unwanted: &[&str]) {
    for rule in unwanted {
        assert!(!cites(card, rule), "{rule} should not be there");
    }
}

fn cost(card: &[RulesSection], text: &str) -> Option<u8> {
    card.iter()
        .flat_map(|s| &s.rows)
        .find(|r| r.text == text)
        .unwrap_or_else(|| panic!("no row {text:?}"))
        .ap
}

/// FAM-*: the family game's card has its actions and costs, its knockdown
/// and rescue, and nothing of the experienced game.
#[test]
fn the_family_card_has_the_family_rules_only() {
    let card = rules_card(Lang::En, &state("front.json", GameConfig::family(4)));
    let titles: Vec<&str> = card.iter().map(|s| s.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "How the game ends",
            "A turn",
            "Actions",
            "The fire phase",
            "Rescue"
        ]
    );
    assert_eq!(cost(&card, "Move to an empty or Smoke space"), Some(1));
    assert_eq!(
        cost(&card, "Move into Fire (not while carrying or leading)"),
        Some(2)
    );
    assert_eq!(cost(&card, "Remove Fire, here or next door"), Some(2));
    assert_eq!(
        cost(&card, "Chop: a damage cube on a wall beside you"),
        Some(2)
    );
    assert_eq!(cost(&card, "7 Victims rescued: the game is won."), None);
    // No word of what the family game does not have.
    for row in card.iter().flat_map(|s| &s.rows) {
        for word in ["Hazmat", "Hot Spot", "Engine", "specialist"] {
            assert!(!row.text.contains(word), "{word}: {}", row.text);
        }
    }
    assert_cites(
        &card,
        &["FAM-KD-1", "FAM-ACT-RESCUE-1", "FAM-POI-1", "FAM-AP-3"],
    );
    assert_cites_none(
        &card,
        &[
            "EXP-VEH-DRIVE-1",
            "EXP-VEH-DECKGUN-1",
            "EXP-CREW-1",
            "EXP-HOT-1",
            "EXP-HAZ-1",
            "SPEC-PARAMEDIC-2",
        ],
    );
}

/// EXP-*: the experienced game's card adds the vehicles, Crew Change,
/// Hazmat, Hot Spots, the arrows and the cards in play, each card once with
/// its ability.
#[test]
fn the_experienced_card_adds_its_modules_and_the_cards_in_play() {
    let s = state("front.json", experienced());
    let card = rules_card(Lang::En, &s);
    assert_eq!(
        cost(
            &card,
            "Drive a vehicle to the next spot of its kind (the Engine with its driver on board; the Ambulance by radio from anywhere)"
        ),
        Some(2)
    );
    let gun = rules(&card)
        .into_iter()
        .find(|&(r, _)| r == "EXP-VEH-DECKGUN-1");
    assert_eq!(gun, Some(("EXP-VEH-DECKGUN-1", Some(4))));
    assert_cites(
        &card,
        &[
            "EXP-CREW-1",
            "EXP-HOT-1",
            "EXP-HAZ-1",
            "EXP-HAZ-3",
            "EXP-KD-1",
            "EXP-POI-3",
            "EXP-VEH-RESCUE-1",
            "SPEC-GEN-1",
        ],
    );
    assert_cites_none(&card, &["FAM-KD-1", "FAM-ACT-RESCUE-1"]);
    let cards = card
        .iter()
        .find(|s| s.title == "Specialists in this game")
        .expect("the cards section");
    assert_eq!(cards.rows.len(), 4, "four firefighters, four cards");
    for f in s.firefighters() {
        let name = Texts::shared().get(Lang::En, terms::specialist(f.specialist.expect("dealt")));
        assert!(
            cards
                .rows
                .iter()
                .any(|r| r.text.starts_with(&format!("{name}: "))),
            "{name}"
        );
    }
}

/// 2ND-*: the townhouse's card has the stairs, windows and ladders, and
/// its own Drive and deck gun.
#[test]
fn the_second_story_card_has_stairs_windows_and_ladders() {
    let card = rules_card(Lang::En, &state("townhouse.json", experienced()));
    assert_cites(
        &card,
        &[
            "2ND-STAIRS-1",
            "2ND-STAIRS-4",
            "2ND-WIN-1",
            "2ND-WIN-2",
            "2ND-LADDER-1",
            "2ND-LADDER-3",
            "2ND-LADDER-8",
            "2ND-VEH-1",
            "2ND-VEH-2",
            "2ND-BOARD-3",
        ],
    );
    assert_cites_none(&card, &["EXP-VEH-DRIVE-1", "EXP-VEH-DECKGUN-1"]);
    // 2ND-LADDER-4: carrying costs 2, and only what this game has is
    // named: Hazmat with its module, a treated Victim with the specialists.
    assert_eq!(
        cost(&card, "Climb a ladder carrying a Victim or Hazmat"),
        Some(2)
    );
    assert_eq!(cost(&card, "Climb a ladder with a treated Victim"), Some(2));
    let family = rules_card(Lang::En, &state("townhouse.json", GameConfig::family(4)));
    assert_eq!(cost(&family, "Climb a ladder carrying a Victim"), Some(2));
    for board in [
        "front.json",
        "back.json",
        "townhouse.json",
        "highrise.json",
        "brownstone.json",
    ] {
        let family = rules_card(Lang::En, &state(board, GameConfig::family(4)));
        for row in family.iter().flat_map(|s| &s.rows) {
            assert!(
                !row.text.contains("Hazmat") && !row.text.contains("treated"),
                "{board}: the family game has no Hazmat or treated Victims: {:?}",
                row.text
            );
        }
    }
    let front = rules_card(Lang::En, &state("front.json", experienced()));
    assert_cites_none(&front, &["2ND-STAIRS-1", "2ND-LADDER-1"]);
}

/// URB-HIGHRISE-*: the tower's card has the elevators, the Lobby and the
/// aerial ladder, knockdowns to the Engine, and no Ambulance.
#[test]
fn the_high_rise_card_has_its_ways_in_and_out() {
    let card = rules_card(Lang::En, &state("highrise.json", experienced()));
    for (rule, ap) in [
        ("URB-HIGHRISE-ELEV-2", Some(2)),
        ("URB-HIGHRISE-LOBBY-1", Some(2)),
        ("URB-HIGHRISE-ELEV-3", None),
        ("URB-HIGHRISE-RESCUE-1", None),
        ("URB-HIGHRISE-KD-1", None),
        ("URB-HIGHRISE-GEN-1", None),
    ] {
        assert!(rules(&card).contains(&(rule, ap)), "{rule}");
    }
    let ladder: Vec<_> = rules(&card)
        .into_iter()
        .filter(|&(r, _)| r == "URB-HIGHRISE-LADDER-1")
        .collect();
    assert_eq!(
        ladder,
        [
            ("URB-HIGHRISE-LADDER-1", Some(2)),
            ("URB-HIGHRISE-LADDER-1", Some(4))
        ]
    );
    assert_cites_none(&card, &["EXP-KD-1", "EXP-VEH-RESCUE-1"]);
    assert_eq!(
        cost(&card, "Aerial ladder carrying a Victim or Hazmat"),
        Some(4)
    );
    // The family game on the tower: no Ambulance either (engine ruling E6).
    let family = rules_card(Lang::En, &state("highrise.json", GameConfig::family(4)));
    assert!(
        family
            .iter()
            .flat_map(|s| &s.rows)
            .any(|r| r.text.contains("nearest Engine spot"))
    );
    assert_eq!(cost(&family, "Aerial ladder carrying a Victim"), Some(4));
}

/// URB-BROWN-*: the brownstone's card has its party walls, restricted
/// spaces and the Drive to the other side at 4 AP.
#[test]
fn the_brownstone_card_has_party_walls_and_the_other_side() {
    let card = rules_card(Lang::En, &state("brownstone.json", experienced()));
    assert!(rules(&card).contains(&("URB-BROWN-3", Some(4))));
    assert_cites(&card, &["URB-BROWN-1", "URB-BROWN-2"]);
    let back = rules_card(Lang::En, &state("back.json", experienced()));
    assert_cites_none(&back, &["URB-BROWN-1", "URB-BROWN-2"]);
}

/// SCEN-*: scenarios change the card: Save the structure has its own end
/// and no POIs or Hazmat (SCEN-STRUCTURE-1), the Broken deck gun takes the deck gun away, the Hottest
/// spot replaces the flare-up, and each scenario has its line.
#[test]
fn scenarios_change_the_card() {
    let mut config = experienced();
    config.scenarios = vec![Scenario::SaveTheStructure, Scenario::BrokenDeckGun];
    config.specialists = vec![SpecialistChoice(Some(Specialist::StructuralEngineer))];
    let card = rules_card(Lang::En, &state("front.json", config));
    assert_cites(
        &card,
        &[
            "SCEN-STRUCTURE-3",
            "SCEN-STRUCTURE-2",
            "SCEN-STRUCTURE-1",
            "SCEN-NODECKGUN-1",
        ],
    );
    assert_cites_none(
        &card,
        &[
            "FAM-END-1",
            "FAM-END-2",
            "FAM-ACT-POI-1",
            "EXP-POI-3",
            "EXP-VEH-DECKGUN-1",
            "EXP-HAZ-1",
            "EXP-HAZ-3",
        ],
    );
    // No new Hot Spots: the flare-up line says none is added.
    let flare = card
        .iter()
        .flat_map(|s| &s.rows)
        .find(|r| r.rule == "EXP-HOT-1")
        .expect("flare-ups");
    assert!(!flare.text.contains("added"), "{}", flare.text);
    let mut config = experienced();
    config.scenarios = vec![Scenario::HottestSpot];
    let card = rules_card(Lang::En, &state("front.json", config));
    assert!(cites(&card, "SCEN-HOTTEST-1") && !cites(&card, "EXP-HOT-1"));
    let scenarios = card.last().expect("sections");
    assert_eq!(scenarios.title, "Scenarios");
    assert_eq!(
        scenarios.rows[0].text,
        "The hottest spot: A roll on a Hot Spot places Fire."
    );
}

/// Every line is worded in every language: no message key and no unfilled
/// variable shows, and the four languages have the same lines.
#[test]
fn the_card_reads_in_every_language() {
    let mut config = experienced();
    config.scenarios = vec![Scenario::FriendInNeed];
    for board in [
        "front.json",
        "townhouse.json",
        "highrise.json",
        "brownstone.json",
    ] {
        let s = state(board, config.clone());
        let english = rules(&rules_card(Lang::En, &s));
        for lang in Lang::ALL {
            let card = rules_card(lang, &s);
            assert_eq!(rules(&card), english, "{lang:?} on {board}");
            for row in card.iter().flat_map(|s| &s.rows) {
                assert!(
                    !row.text.contains("rules-") && !row.text.contains('{'),
                    "{lang:?}: {}",
                    row.text
                );
                // Read aloud: the words and the rule in one sentence.
                let spoken = row.spoken.replace(['\u{2068}', '\u{2069}'], "");
                assert!(
                    spoken.contains(&row.text) && spoken.contains(row.rule),
                    "{lang:?}: {spoken}"
                );
            }
        }
    }
}

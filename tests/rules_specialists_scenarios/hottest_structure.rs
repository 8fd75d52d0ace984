//! The scenarios The hottest spot and Save the structure (SCEN-HOTTEST,
//! SCEN-STRUCTURE), and which scenarios combine (§7 configuration).

use super::*;

// --- SCEN-HOTTEST --------------------------------------------------------------------

/// SCEN-HOTTEST-1 (Ruling R31): an advance onto a Hot Spot places Fire
/// instead of Smoke, with no extra roll and so no flare-up Hot Spot.
#[test]
fn scen_hottest_1_fire_instead_of_smoke_no_flare_up() {
    let mk = |scenarios: Value| {
        xstate(
            json!({"specialists": ["generalist"], "scenarios": scenarios}),
            parked(json!({
                "hot_spots": ["6,1"],
                "hot_spot_supply": 6,
                "firefighters": [{"at": "0,3", "ap": 0, "specialist": "generalist"}],
            })),
        )
    };
    let mut s = mk(json!(["hottest_spot"]));
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert!(events.contains(&Event::HottestSpot { cell: at("6,1") }));
    assert_eq!(level(&s, "6,1"), FireLevel::Fire);
    assert_eq!(advance_rolls(&events), 1, "no extra roll");
    assert_eq!(count(&events, |e| matches!(e, Event::FlareUp { .. })), 0);
    assert_eq!(level(&s, "5,8"), FireLevel::Clear);
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(s.hot_spot_supply(), 6, "no Hot Spot added");

    // Control (TC-X-4): without the scenario, Smoke, a flare-up, a Hot Spot.
    let mut s = mk(json!([]));
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert_eq!(level(&s, "6,1"), FireLevel::Smoke);
    assert_eq!(advance_rolls(&events), 2);
    assert!(hot(&s, "5,8"));
    assert_eq!(s.hot_spot_supply(), 5);
}

/// SCEN-HOTTEST-1: Fire on the Hot Spot explodes; a Hazmat explosion still
/// adds a Hot Spot, but the target's Hot Spot brings no flare-up.
#[test]
fn scen_hottest_1_explosion_and_hazmat_hot_spot() {
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["hottest_spot"]}),
        parked(json!({
            "fire": ["6,1"],
            "hot_spots": ["6,1"],
            "hot_spot_supply": 6,
            "hazmat": [{"at": "6,2"}],
            "firefighters": [{"at": "0,3", "ap": 0, "specialist": "generalist"}],
        })),
    );
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert!(events.contains(&Event::Explosion { cell: at("6,1") }));
    assert!(events.contains(&Event::HazmatExploded {
        hazmat: 0,
        cell: at("6,2")
    }));
    assert!(hot(&s, "6,2"), "the Hazmat explosion adds a Hot Spot");
    assert_eq!(s.hot_spots(), 2);
    assert_eq!(s.hot_spot_supply(), 5);
    assert_eq!(advance_rolls(&events), 1);
    assert_eq!(count(&events, |e| matches!(e, Event::FlareUp { .. })), 0);
    assert_eq!(level(&s, "5,8"), FireLevel::Clear);
}

// --- SCEN-STRUCTURE ------------------------------------------------------------------

/// SCEN-STRUCTURE-1 (Ruling R32): no POIs, no Hazmat; 18 (Heroic 24) Hot Spots
/// in the building after setup, the setup explosions' included; no supply.
#[test]
fn scen_structure_1_setup() {
    for (difficulty, firefighters, expected) in [
        ("recruit", 2u8, 18u8),
        ("veteran", 4, 18),
        ("heroic", 3, 24),
    ] {
        for seed in 0..4 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": firefighters,
                       "difficulty": difficulty, "scenarios": ["save_the_structure"]}),
                seed,
            );
            assert_eq!(s.hot_spots(), expected, "{difficulty} seed {seed}");
            assert_eq!(
                count(&events, |e| matches!(e, Event::HotSpotPlaced { .. })),
                usize::from(expected)
            );
            assert_eq!(s.hot_spot_supply(), 0);
            assert_eq!(s.pois_on_board(), 0);
            assert_eq!(s.hazmat_on_board(), 0);
            assert_eq!(
                count(&events, |e| matches!(
                    e,
                    Event::PoiPlaced { .. } | Event::HazmatPlaced { .. }
                )),
                0
            );
        }
    }
}

/// SCEN-STRUCTURE-2: flare-ups resolve as usual but add no Hot Spot; a
/// removed Hot Spot never returns to a supply; there is no POI phase.
#[test]
fn scen_structure_2_no_new_hot_spots_no_poi_phase() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"], "scenarios": ["save_the_structure"]}),
        json!({
            "hot_spots": ["1,1", "6,1"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    go(&mut s, json!("clear_hot_spot"));
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(s.hot_spot_supply(), 0, "removed Hot Spots never return");
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::FlareUp { .. })),
        1,
        "the flare-up still happens"
    );
    assert_eq!(advance_rolls(&events), 2);
    assert_eq!(level(&s, "6,1"), FireLevel::Smoke);
    assert_eq!(level(&s, "5,8"), FireLevel::Smoke);
    assert!(!hot(&s, "5,8"), "no Hot Spot added");
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::ReplenishPoi,
                ..
            }
        )),
        0,
        "no POI phase"
    );
    assert_eq!(s.pois_on_board(), 0);
    assert_eq!(s.stage(), Stage::Actions);
}

/// SCEN-STRUCTURE-3: won when no Hot Spot is left (the Engineer clears the
/// last); lost on collapse or on any knockdown.
#[test]
fn scen_structure_3_end() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"], "scenarios": ["save_the_structure"]}),
        json!({
            "hot_spots": ["1,1"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    let events = go(&mut s, json!("clear_hot_spot"));
    assert_eq!(s.outcome(), Some(Outcome::StructureSaved));
    assert!(events.contains(&Event::GameOver {
        outcome: Outcome::StructureSaved
    }));

    // Any knockdown loses.
    let mut s = xstate(
        json!({"specialists": ["structural_engineer", "generalist"],
               "scenarios": ["save_the_structure"]}),
        json!({
            "fire": ["2,1"],
            "hot_spots": ["6,6"],
            "firefighters": [
                {"at": "7,9", "ap": 0, "specialist": "structural_engineer"},
                {"at": "2,2", "ap": 0, "specialist": "generalist"},
            ],
        }),
    );
    end_turn(&mut s, &[2, 2]);
    assert_eq!(s.outcome(), Some(Outcome::FirefighterDown));

    // Collapse loses.
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"], "scenarios": ["save_the_structure"]}),
        json!({
            "fire": ["2,3"],
            "hot_spots": ["6,6"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "7,9", "ap": 0, "specialist": "structural_engineer"}],
        }),
    );
    end_turn(&mut s, &[2, 3]);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
}

// --- §7 configuration --------------------------------------------------------------

/// §7, GEN-1: scenarios are played with the experienced rules (only A friend
/// in need also in the family game) and combine, except where they
/// contradict each other: Unreported hazmat (no Hazmat at setup) with
/// Arsonist's traces (6 Hazmat), Save the structure (no POIs or Hazmat, no
/// supply) with Unreported hazmat, Arsonist's traces or True heroes. Such
/// configurations are refused, in either order, by `new` and by snapshots.
#[test]
fn scen_config_incompatible_combinations_are_refused() {
    let pairs = [
        ("unreported_hazmat", "arsonists_traces"),
        ("save_the_structure", "unreported_hazmat"),
        ("save_the_structure", "arsonists_traces"),
        ("save_the_structure", "true_heroes"),
    ];
    for (a, b) in pairs {
        for order in [[a, b], [b, a]] {
            let e = config_error(json!({"mode": "experienced", "firefighters": 2,
                                        "difficulty": "heroic", "scenarios": order}));
            assert!(matches!(e, ConfigError::Incompatible(..)), "{order:?}: {e}");
        }
    }
    assert!(matches!(
        config_error(json!({"mode": "family", "firefighters": 2, "scenarios": ["hottest_spot"]})),
        ConfigError::Scenario { .. }
    ));
    assert!(matches!(
        config_error(json!({"mode": "experienced", "firefighters": 2,
                            "scenarios": ["hottest_spot", "hottest_spot"]})),
        ConfigError::ScenarioTwice(_)
    ));
    assert!(matches!(
        config_error(json!({"mode": "experienced", "firefighters": 2,
                            "modules": {"vehicles": false}, "scenarios": ["broken_deck_gun"]})),
        ConfigError::Scenario { .. }
    ));
    // Compatible combinations start.
    new_game(
        json!({"mode": "family", "firefighters": 2, "scenarios": ["friend_in_need"]}),
        1,
    );
    let (s, _) = new_game(
        json!({"mode": "experienced", "firefighters": 3, "difficulty": "heroic",
               "scenarios": ["volunteer_crew", "true_heroes", "hottest_spot", "friend_in_need",
                             "broken_deck_gun", "arsonists_traces"]}),
        1,
    );
    assert_eq!(s.hazmat_on_board(), 6);
    assert_eq!(s.hot_spots(), 4 + 3 + 2 + 3);

    let snap = Snapshot::from_partial(
        json!({
            "config": {"mode": "experienced", "firefighters": 1,
                       "scenarios": ["unreported_hazmat", "arsonists_traces"]},
            "engine": "5,9", "ambulance": "0,5",
            "firefighters": [{"at": "0,3", "ap": 4}],
        }),
        None,
        1,
    )
    .expect("a well-formed snapshot");
    assert!(GameState::from_snapshot(front(), &snap).is_err());
}

/// SPEC-DRIVER-1 on a board with a floor die: the floor die's face is part of
/// the shot; a kept or re-rolled shot lands on the rolled floor (issue 12:
/// it landed on the area's lowest floor). The two-floor fixture with one
/// deck-gun area over the inside of both floors, served from an Engine spot
/// at 7,1-7,2.
#[test]
fn spec_driver_1_shot_keeps_the_floor_die() {
    use flashpoint::engine::board::Board;
    use flashpoint::engine::board::io::load_layout;
    use flashpoint::engine::board::layout::EngineSpot;
    let mut layout = load_layout(&path("tests/fixtures/two_floor.json")).expect("fixture");
    for floor in &mut layout.floors {
        floor.areas = floor
            .cells
            .iter()
            .map(|row| row.replace('#', "1"))
            .collect();
    }
    layout.parking.engine.push(EngineSpot {
        cells: [at("7,1"), at("7,2")],
        area: 1,
        side: None,
    });
    let board = std::sync::Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")));
    let mut s = state(
        board,
        json!({"config": {"mode": "experienced", "firefighters": 1,
                          "specialists": ["driver_operator"], "engine": "7,1", "ambulance": "7,4",
                          "modules": {"hazmat": false, "hot_spots": false}},
               "fire": ["3,3", "1:3,3"],
               "pois": parked(json!({}))["pois"].clone(),
               "firefighters": [{"at": "7,1", "ap": 4, "specialist": "driver_operator"}]}),
    );
    // Floor die 2, red 3, black 3: the upper floor's 3,3.
    s.force_dice([2, 3, 3]);
    go(&mut s, json!("deck_gun"));
    assert!(matches!(
        s.stage(),
        Stage::DeckGun {
            floor: 2,
            red: 3,
            black: 3,
            ..
        }
    ));
    let events = go(&mut s, json!("accept_shot"));
    assert!(
        events.contains(&Event::DeckGunLanded {
            target: Pos::on(1, 3, 3)
        }),
        "{events:?}"
    );
    assert_eq!(s.fire_at_pos(Pos::on(1, 3, 3)), FireLevel::Clear);
    assert_eq!(level(&s, "3,3"), FireLevel::Fire, "the ground floor is dry");
}

/// SCEN-ARSONIST-2 with Ruling R29 from setup: on a board where the setup
/// finds room for fewer than 3 Hazmat (two inside cells, both on Fire after
/// the setup explosions), the scenario can never be won, so it is lost at
/// once instead of running for ever (issue 12).
#[test]
fn scen_arsonist_2_too_few_hazmat_after_setup_is_lost() {
    use flashpoint::engine::board::Board;
    use flashpoint::engine::board::io::parse_board;
    let board = parse_board(
        r#"{"format_version": 1, "name": "Two cells", "dice": {"red": 1, "black": 2},
            "floors": [{"name": "G", "cells": ["....", ".##.", "...."],
                        "edges": [{"at": "1,0E", "kind": "door"}, {"at": "1,2E", "kind": "door"}]}],
            "parking": {"ambulance": [{"cells": ["0,0", "0,1"]}]}}"#,
        std::path::Path::new("two-cells.json"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let board: std::sync::Arc<Board> = std::sync::Arc::new(board);
    let mut config = GameConfig::experienced(2, flashpoint::engine::Difficulty::Recruit);
    config.modules.vehicles = false;
    config.scenarios = vec![flashpoint::engine::Scenario::ArsonistsTraces];
    for seed in 0..20 {
        let mut events = Vec::new();
        let s = GameState::new_logged(
            std::sync::Arc::clone(&board),
            config.clone(),
            seed,
            &mut events,
        )
        .expect("valid configuration");
        assert!(s.hazmat_on_board() < 3);
        assert_eq!(s.stage(), Stage::Over(Outcome::HazmatLost), "seed {seed}");
        assert!(events.contains(&Event::GameOver {
            outcome: Outcome::HazmatLost
        }));
    }
}

/// SPEC-CAPTAIN-1 / Ruling R47: a commanded firefighter may pick up, put
/// down and start or stop leading on its own cell, free; the Captain pays
/// nothing and the CAFS cap is not touched.
#[test]
fn spec_captain_1_ruling_r47_commanded_token_handling() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist", "paramedic"], "modules": {"hazmat": true}}),
        json!({
            "firefighters": [
                {"at": "0,1", "ap": 1, "specialist": "fire_captain", "pool": 0},
                {"at": "2,2", "ap": 0, "specialist": "generalist"},
                {"at": "4,4", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [
                victim_up("2,2"),
                {"kind": "victim", "at": "4,4", "revealed": true, "treated": true},
            ],
            "hazmat": [{"at": "2,2"}],
        }),
    );
    let pick = json!({"command_pick_up": {"firefighter": 1, "victim": 0}});
    assert!(legal(&s, pick.clone()), "{:?}", s.legal_actions());
    assert!(legal(
        &s,
        json!({"command_pick_up_hazmat": {"firefighter": 1, "hazmat": 0}})
    ));
    let events = go(&mut s, pick);
    assert!(events.contains(&Event::Commanded {
        captain: 0,
        firefighter: 1,
        ap: 0,
        pool: 0,
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PickedUp {
            firefighter: 1,
            item: Item::Victim(0),
            ..
        }
    )));
    assert_eq!(s.firefighters()[1].carrying, Some(Item::Victim(0)));
    assert_eq!(ap(&s, 0), 1, "free: the Captain pays nothing");
    // One item at a time, as for anyone (FAM-ACT-CARRY-1).
    assert!(!legal(
        &s,
        json!({"command_pick_up_hazmat": {"firefighter": 1, "hazmat": 0}})
    ));
    // The commanded carrier moves at 2 AP, from the Captain.
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "2,3"}})),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    ));
    go(&mut s, json!({"command_drop": {"firefighter": 1}}));
    assert_eq!(s.firefighters()[1].carrying, None);
    assert_eq!(token_pos(&s, 0), Some(at("2,2")));

    // Leading a treated Victim (SPEC-PARAMEDIC-2) on a command.
    go(
        &mut s,
        json!({"command_lead": {"firefighter": 2, "victim": 1}}),
    );
    assert_eq!(s.firefighters()[2].leading, Some(1));
    go(&mut s, json!({"command_release": {"firefighter": 2}}));
    assert_eq!(s.firefighters()[2].leading, None);
    assert_eq!(ap(&s, 0), 1);

    // Only the Captain commands, and never a downed firefighter or himself.
    assert!(matches!(
        refusal(
            &s,
            json!({"command_pick_up": {"firefighter": 0, "victim": 0}})
        ),
        ActionError::CannotCommand { .. } | ActionError::NothingToPickUp { .. }
    ));
    let plain = xstate(
        json!({"specialists": ["generalist", "paramedic"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "generalist"},
            {"at": "2,2", "ap": 0, "specialist": "paramedic"},
        ], "pois": [victim_up("2,2")]}),
    );
    assert!(matches!(
        refusal(
            &plain,
            json!({"command_pick_up": {"firefighter": 1, "victim": 0}})
        ),
        ActionError::NotYourAbility { .. }
    ));
}

/// FAM-ACT-END-3 under a command (Ruling R47): picking up on a Fire cell
/// makes the commanded firefighter's way out cost 2, which the Captain must
/// still be able to pay; the refusal names the commanded firefighter's cell.
#[test]
fn ruling_r47_commanded_pick_up_keeps_the_reserve() {
    let s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({
            "fire": ["2,2", "2,1", "1,2"],
            "firefighters": [
                {"at": "5,1", "ap": 1, "specialist": "fire_captain", "pool": 0},
                {"at": "2,2", "ap": 0, "specialist": "generalist"},
            ],
            "pois": [victim_up("2,2")],
        }),
    );
    let err = refusal(
        &s,
        json!({"command_pick_up": {"firefighter": 1, "victim": 0}}),
    );
    assert!(
        matches!(
            err,
            ActionError::WouldBeTrapped {
                firefighter: 1,
                needed: 2,
                left: 1,
                ..
            }
        ),
        "{err:?}"
    );
    let ActionError::WouldBeTrapped { cell, .. } = err else {
        unreachable!()
    };
    assert_eq!(cell, at("2,2"), "the commanded firefighter's cell");
}

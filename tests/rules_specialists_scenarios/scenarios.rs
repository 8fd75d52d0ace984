//! Scenarios (§7): Volunteer, Unreported hazmat, Arsonist's traces, No deck
//! gun, True heroes.

use super::*;

// --- SCEN-VOLUNTEER ------------------------------------------------------------------

/// SCEN-VOLUNTEER-1: specialists are dealt at random (choosing one is a
/// configuration error) and there is no Crew Change.
#[test]
fn scen_volunteer_1_random_cards_no_crew_change() {
    assert!(matches!(
        config_error(json!({"mode": "experienced", "firefighters": 2,
                            "scenarios": ["volunteer_crew"], "specialists": ["generalist"]})),
        ConfigError::Scenario { .. }
    ));
    let mut first_cards = Vec::new();
    for seed in 0..16 {
        let (s, events) = new_game(
            json!({"mode": "experienced", "firefighters": 4, "scenarios": ["volunteer_crew"]}),
            seed,
        );
        let mut cards: Vec<Specialist> = s
            .firefighters()
            .iter()
            .map(|f| f.specialist.expect("dealt a card"))
            .collect();
        assert_eq!(
            count(&events, |e| matches!(e, Event::SpecialistAssigned { .. })),
            4
        );
        first_cards.push(cards[0]);
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 4, "seed {seed}: distinct cards");
    }
    first_cards.sort();
    first_cards.dedup();
    assert!(first_cards.len() > 1, "the deal is random");

    let volunteer = |scenarios: Value| {
        xstate(
            json!({"scenarios": scenarios}),
            json!({
                "turn_state": {"started_on_engine": true},
                "firefighters": [{"at": "5,9", "ap": 4, "specialist": "paramedic"}],
            }),
        )
    };
    let s = volunteer(json!(["volunteer_crew"]));
    assert!(matches!(
        refusal(&s, json!({"crew_change": "generalist"})),
        ActionError::Forbidden(_)
    ));
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::CrewChange(_)))
    );
    assert!(legal(
        &volunteer(json!([])),
        json!({"crew_change": "generalist"})
    ));
}

// --- SCEN-UNREPORTED -----------------------------------------------------------------

/// SCEN-UNREPORTED-1: no Hazmat at setup; each False Alarm revealed, by any
/// means (entering, Identify), brings a Hazmat from the supply onto its space.
#[test]
fn scen_unreported_1_false_alarms_bring_hazmat() {
    for difficulty in ["recruit", "veteran", "heroic"] {
        for seed in 0..4 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": 2, "difficulty": difficulty,
                       "scenarios": ["unreported_hazmat"]}),
                seed,
            );
            assert_eq!(s.hazmat_on_board(), 0, "{difficulty} seed {seed}");
            assert!(s.hazmat().iter().all(|h| *h == HazmatPlace::Supply));
            assert_eq!(
                count(&events, |e| matches!(e, Event::HazmatPlaced { .. })),
                0
            );
        }
    }

    let mut s = xstate(
        json!({"specialists": ["imaging_technician"], "scenarios": ["unreported_hazmat"]}),
        json!({
            "firefighters": [{"at": "2,1", "ap": 4, "specialist": "imaging_technician"}],
            "pois": [poi("false_alarm", "2,2"), poi("false_alarm", "5,5"), poi("victim", "6,6")],
        }),
    );
    let events = go(&mut s, json!({"move": "2,2"}));
    let removed = first(&events, |e| {
        matches!(e, Event::FalseAlarmRemoved { token: 0, .. })
    });
    let placed = first(&events, |e| {
        *e == Event::HazmatPlaced {
            hazmat: 0,
            cell: at("2,2"),
        }
    });
    assert!(removed < placed);
    assert_eq!(hazmat_pos(&s, 0), Some(at("2,2")));
    go(&mut s, json!({"identify": "5,5"}));
    assert_eq!(hazmat_pos(&s, 1), Some(at("5,5")), "Identify too");
    go(&mut s, json!({"identify": "6,6"}));
    assert_eq!(s.hazmat_on_board(), 2, "a Victim brings none");
    assert_eq!(
        s.stage(),
        Stage::Actions,
        "no explosion in the action phase"
    );

    // A False Alarm revealed on a firefighter by replenishing (FAM-POI-4,
    // family POI rule) brings a Hazmat too; outside the fire phase it does not
    // explode. The bag holds only False Alarms.
    let mut pois = vec![victim_up("0,0"), poi("false_alarm", "0,9")];
    pois.extend(off_board("victim", "rescued", 6));
    pois.extend(off_board("victim", "lost", 3));
    let poi_off = json!({"experienced_poi": false});
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["unreported_hazmat"],
               "modules": poi_off}),
        json!({
            "firefighters": [{"at": "3,3", "ap": 0, "specialist": "generalist"}],
            "pois": pois,
        }),
    );
    let events = end_turn(&mut s, &[6, 1, 3, 3, 3, 4]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::FalseAlarmRemoved { cell, .. } if *cell == at("3,3")
    )));
    assert_eq!(hazmat_pos(&s, 0), Some(at("3,3")));
    assert_eq!(
        count(&events, |e| matches!(e, Event::HazmatExploded { .. })),
        0
    );
    assert_eq!(s.pois_on_board(), 3);
    assert_eq!(s.stage(), Stage::Actions);

    // Without the scenario a False Alarm brings nothing.
    let mut s = xstate(
        json!({"specialists": ["imaging_technician"]}),
        json!({
            "firefighters": [{"at": "2,1", "ap": 4, "specialist": "imaging_technician"}],
            "pois": [poi("false_alarm", "2,2")],
        }),
    );
    go(&mut s, json!({"move": "2,2"}));
    assert_eq!(s.hazmat_on_board(), 0);
}

/// SCEN-UNREPORTED-2 (Ruling R30), EXP-ORDER-1 step 6: a False Alarm lost to
/// Fire brings a Hazmat that explodes at once as a Hazmat explosion
/// (explosion, token removed, Hot Spot added); then flashover, Hazmat and
/// knockdowns run again.
#[test]
fn scen_unreported_2_fire_phase_reveal_explodes() {
    let mut s = xstate(
        json!({"specialists": ["generalist", "paramedic"], "scenarios": ["unreported_hazmat"]}),
        parked(json!({
            "fire": ["2,2"],
            "smoke": ["4,2"],
            "hot_spot_supply": 3,
            "firefighters": [
                {"at": "7,9", "ap": 0, "specialist": "generalist"},
                {"at": "3,2", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [poi("false_alarm", "1,2")],
        })),
    );
    // (1,2): Smoke next to Fire (2,2) → Fire; the POI there is lost.
    let events = end_turn(&mut s, &[1, 2]);
    let lost = first(&events, |e| {
        matches!(e, Event::FalseAlarmLost { token: 0, .. })
    });
    let placed = first(&events, |e| {
        *e == Event::HazmatPlaced {
            hazmat: 0,
            cell: at("1,2"),
        }
    });
    let exploded = first(&events, |e| {
        *e == Event::HazmatExploded {
            hazmat: 0,
            cell: at("1,2"),
        }
    });
    let blast = first(&events, |e| *e == Event::Explosion { cell: at("1,2") });
    assert!(lost < placed && placed < exploded && exploded < blast);
    assert_eq!(
        s.hazmat()[0],
        HazmatPlace::Exploded,
        "removed from the game"
    );
    assert!(hot(&s, "1,2"), "a Hot Spot is added");
    assert_eq!(s.hot_spot_supply(), 2);
    // The blast: N cube, W and E Fire, S shockwave through (2,2) to (3,2).
    assert_eq!(cubes_on(&s, "0,2S"), 1);
    for c in ["1,1", "1,3", "3,2"] {
        assert_eq!(level(&s, c), FireLevel::Fire, "{c}");
    }
    // Flashover again: (4,2) was next to no Fire before the blast.
    assert!(events.contains(&Event::Flashover {
        cell: at("4,2"),
        wave: 1
    }));
    assert_eq!(level(&s, "4,2"), FireLevel::Fire);
    // Knockdowns again: the Paramedic at (3,2) is now on Fire.
    let knocked = first(&events, |e| {
        matches!(e, Event::KnockedDown { firefighter: 1, .. })
    });
    assert!(exploded < knocked);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 1 });
    assert_eq!(
        count(&events, |e| matches!(e, Event::FlareUp { .. })),
        0,
        "step 5 is skipped"
    );
    assert_eq!(advance_rolls(&events), 1);
    go(&mut s, json!({"knockdown_to": "0,5"}));
    assert_eq!(ff_at(&s, 1), at("0,5"));
    assert_eq!(s.active(), 1);
    assert_eq!(s.stage(), Stage::Actions);
}

// --- SCEN-ARSONIST -------------------------------------------------------------------

/// SCEN-ARSONIST-1: the setup places 6 Hazmat, whatever the level.
#[test]
fn scen_arsonist_1_six_hazmat_at_setup() {
    for difficulty in ["recruit", "veteran", "heroic"] {
        for seed in 0..4 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": 2, "difficulty": difficulty,
                       "scenarios": ["arsonists_traces"]}),
                seed,
            );
            assert_eq!(s.hazmat_on_board(), 6, "{difficulty} seed {seed}");
            assert_eq!(
                count(&events, |e| matches!(e, Event::HazmatPlaced { .. })),
                6
            );
        }
    }
}

/// SCEN-ARSONIST-2 (Ruling R29): the win needs 7 Victims rescued and 3 Hazmat
/// carried out; the 7th rescue alone does not end the game.
#[test]
fn scen_arsonist_2_win_needs_three_hazmat_carried_out() {
    let mut pois = vec![json!({"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 0})];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "hazmat": [{"place": "carried_out"}, {"place": "carried_out"}, {"at": "1,6"}],
            "firefighters": [{"at": "1,6", "ap": 9, "specialist": "generalist"}],
            "pois": pois,
        })),
    );
    let events = go(&mut s, json!({"move": "0,6"}));
    assert_eq!(s.rescued(), 7);
    assert_eq!(s.outcome(), None, "7 rescued, but only 2 Hazmat out");
    assert!(!s.won());
    assert_eq!(count(&events, |e| matches!(e, Event::Victory { .. })), 0);
    go(&mut s, json!({"move": "1,6"}));
    go(&mut s, json!({"pick_up_hazmat": 2}));
    let events = go(&mut s, json!({"move": "0,6"}));
    assert!(events.contains(&Event::HazmatCarriedOut {
        hazmat: 2,
        cell: at("0,6"),
        carried_out: 3
    }));
    assert!(events.contains(&Event::HazmatGoalReached { carried_out: 3 }));
    assert_eq!(s.outcome(), Some(Outcome::Won));

    // 3 carried out but fewer than 7 rescued: no win.
    let mut pois = vec![victim_up("2,2")];
    pois.extend(off_board("victim", "rescued", 5));
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "hazmat": [{"place": "carried_out"}, {"place": "carried_out"}, {"at": "1,6", "carried_by": 0}],
            "firefighters": [{"at": "1,6", "ap": 9, "specialist": "generalist"}],
            "pois": pois,
        })),
    );
    go(&mut s, json!({"move": "0,6"}));
    assert_eq!(s.hazmat_carried_out(), 3);
    assert_eq!(s.outcome(), None);
}

/// SCEN-ARSONIST-2 (Ruling R29): lost once carried out + Hazmat on the board
/// < 3; disposed and exploded Hazmat do not count.
#[test]
fn scen_arsonist_2_lost_when_three_can_no_longer_be_carried_out() {
    let mut s = xstate(
        json!({"specialists": ["hazmat_technician"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "hazmat": [{"place": "carried_out"}, {"at": "2,2"}, {"at": "5,5"},
                       {"place": "disposed"}, {"place": "exploded"}, {"place": "disposed"}],
            "firefighters": [{"at": "2,2", "ap": 4, "specialist": "hazmat_technician"}],
        })),
    );
    assert_eq!(s.outcome(), None);
    go(&mut s, json!({"dispose": 1}));
    assert_eq!(s.outcome(), Some(Outcome::HazmatLost));

    // By an explosion in the fire phase.
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "fire": ["2,2"],
            "hazmat": [{"place": "carried_out"}, {"at": "1,2"}, {"at": "5,5"},
                       {"place": "disposed"}, {"place": "exploded"}, {"place": "disposed"}],
            "firefighters": [{"at": "7,9", "ap": 0, "specialist": "generalist"}],
        })),
    );
    end_turn(&mut s, &[1, 2]);
    assert_eq!(s.hazmat()[1], HazmatPlace::Exploded);
    assert_eq!(s.outcome(), Some(Outcome::HazmatLost));
}

// --- SCEN-NODECKGUN ------------------------------------------------------------------

/// SCEN-NODECKGUN-1: the deck gun is unusable, even by the Driver/Operator.
#[test]
fn scen_nodeckgun_1_deck_gun_unusable() {
    for card in ["driver_operator", "generalist"] {
        let s = xstate(
            json!({"specialists": [card], "scenarios": ["broken_deck_gun"]}),
            json!({
                "fire": ["5,5"],
                "firefighters": [{"at": "5,9", "ap": 4, "specialist": card}],
            }),
        );
        assert!(matches!(
            refusal(&s, json!("deck_gun")),
            ActionError::Forbidden(_)
        ));
        assert!(!s.legal_actions().contains(&Action::DeckGun));
        let s = xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["5,5"],
                "firefighters": [{"at": "5,9", "ap": 4, "specialist": card}],
            }),
        );
        assert!(s.legal_actions().contains(&Action::DeckGun), "{card}");
    }
}

// --- SCEN-HEROES ---------------------------------------------------------------------

/// SCEN-HEROES-1 (Ruling R33): Heroic only; after EXP-SETUP-11, 3 more Hot
/// Spots; the supply is all the remaining Hot Spots.
#[test]
fn scen_heroes_1_three_more_hot_spots_and_all_the_rest_as_supply() {
    assert!(matches!(
        config_error(
            json!({"mode": "experienced", "firefighters": 2, "difficulty": "veteran",
                            "scenarios": ["true_heroes"]})
        ),
        ConfigError::Scenario { .. }
    ));
    // (firefighters, Hot Spots on the board: 4 explosions + 3 Heroic + players + 3)
    for (firefighters, expected) in [(2u8, 10u8), (4, 13)] {
        for seed in 0..6 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": firefighters,
                       "difficulty": "heroic", "scenarios": ["true_heroes"]}),
                seed,
            );
            assert_eq!(s.hot_spots(), expected, "{firefighters} ff, seed {seed}");
            assert_eq!(s.hot_spot_supply(), 24 - expected, "R33: all the rest");
            assert_eq!(
                count(&events, |e| matches!(e, Event::HotSpotPlaced { .. })),
                usize::from(expected)
            );
            // Control: Heroic without the scenario.
            let (s, _) = new_game(
                json!({"mode": "experienced", "firefighters": firefighters, "difficulty": "heroic"}),
                seed,
            );
            assert_eq!(s.hot_spots(), expected - 3);
            assert_eq!(s.hot_spot_supply(), 12);
        }
    }
}

//! The experienced game's worked examples (§10: TC-X-1..6, TC-DECK-1), and
//! the deck gun's empty quadrant, the knockdown to the Ambulance and
//! rescues onto it (EXP-VEH-DECKGUN-2, EXP-KD-1, EXP-VEH-RESCUE-1).

use super::*;

/// TC-X-1 (EXP-SETUP-4): black die 5 names (4,6) through the table; Fire and
/// a Hot Spot go there and it explodes: Fire at (3,6) and (4,5), the door
/// (4,6)E removed, a cube on (4,6)S.
#[test]
fn tc_x_1_first_explosion_from_the_black_die_table() {
    let config = GameConfig::experienced(2, Difficulty::Recruit);
    let seed = (0..500)
        .find(|&seed| {
            explosion_rolls(&setup_events(&config, seed)).first()
                == Some(&(0, 5, Some("4,6".into())))
        })
        .expect("some seed rolls a black 5 first");
    let events = setup_events(&config, seed);
    let first = events_json(explosions(&events)[0]);
    assert_eq!(first[0], json!({"event": "setup_fire", "cell": "4,6"}));
    assert!(first.contains(&json!({"event": "hot_spot_placed", "cell": "4,6", "supply": null})));
    for expected in [
        json!({"event": "fire_placed", "cell": "3,6"}),
        json!({"event": "fire_placed", "cell": "4,5"}),
        json!({"event": "door_destroyed", "edge": "4,6E", "was_open": false}),
        json!({"event": "cube_placed", "edge": "4,6S", "cubes": 1, "destroyed": false, "total": 1}),
    ] {
        assert!(first.contains(&expected), "missing {expected} in {first:?}");
    }
}

/// TC-X-2 (EXP-SETUP-6): the 2nd explosion's final black die 7 flips to 2;
/// the 3rd explosion rolls only red, in column 2.
#[test]
fn tc_x_2_third_explosion_flips_the_black_die() {
    let config = GameConfig::experienced(2, Difficulty::Recruit);
    let mut checked = 0;
    for seed in 0..2000 {
        let events = setup_events(&config, seed);
        let fires: Vec<usize> = events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::SetupFire { .. }))
            .map(|(i, _)| i)
            .collect();
        // The 2nd explosion's accepted roll is the last before its Fire; the
        // 3rd explosion's rolls lie between the 2nd and 3rd Fires.
        let second = explosion_rolls(&events[..fires[1]]);
        if second.last().map(|r| r.1) != Some(7) {
            continue;
        }
        let third = explosion_rolls(&events[fires[1]..fires[2]]);
        assert!(
            !third.is_empty(),
            "seed {seed}: the 3rd explosion rolls red"
        );
        for (_, black, cell) in &third {
            assert_eq!(
                *black, 2,
                "seed {seed}: the black die is flipped, not rolled"
            );
            if let Some(cell) = cell {
                assert!(
                    cell.ends_with(",2"),
                    "seed {seed}: {cell} is not in column 2"
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 10, "only {checked} seeds had a black 7");
}

/// TC-X-3 (EXP-POI-3): the replenish roll (2,3) is on Fire; the arrows lead
/// W to (2,2) (Fire), SE to (3,3) (Fire), S to (4,3): the POI goes there.
#[test]
fn tc_x_3_poi_follows_the_arrows() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]),
               "fire": ["2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"],
               "pois": [{"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "0,9"}],
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    // Advance fire on (6,1): Smoke away from the Fire; then the POI roll.
    s.force_dice([6, 1, 2, 3]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "poi_placed" && e["cell"] == "4,3" && e["arrows_from"] == "2,3"),
        "the event names the rolled cell the arrows led from: {events:?}"
    );
    assert_eq!(s.pois_on_board(), 3);
}

/// TC-X-4 (EXP-HOT-1/2): a Hot Spot at (6,1). The roll (6,1) places Smoke and
/// flares up; the roll (5,8) places Smoke and gets the added Hot Spot. A Hot
/// Spot does nothing more (FAQ-6): no explosion, no cube, no other token.
#[test]
fn tc_x_4_flare_up_then_a_new_hot_spot() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "hot_spots": ["6,1"], "hot_spot_supply": 6,
               "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([6, 1, 5, 8]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(events.contains(&json!({"event": "flare_up", "cell": "6,1", "flare_ups": 1})));
    assert!(events.contains(&json!({"event": "hot_spot_placed", "cell": "5,8", "supply": 5})));
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Smoke),
        sorted(&["6,1", "5,8"])
    );
    assert_eq!(s.hot_spots(), 2);
    assert_eq!(s.hot_spot_supply(), 5);
    assert!(cells_with(&s, flashpoint::engine::FireLevel::Fire).is_empty());
    assert_eq!(s.cubes_placed(), 0);
    assert!(!events.iter().any(|e| e["event"] == "explosion"));
}

/// TC-X-5 (EXP-HAZ-1, EXP-ORDER-1): the roll (1,2) ignites next to the Fire
/// at (2,2); the Hazmat there explodes after flashover: a cube on (0,2)S,
/// Fire at (1,1) and (1,3), a shockwave through (2,2) to (3,2). The Hazmat
/// leaves the game and a Hot Spot takes its place; no flare-up.
#[test]
fn tc_x_5_hazmat_explodes_and_leaves_a_hot_spot() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["2,2"], "hazmat": [{"at": "1,2"}],
               "hot_spot_supply": 6, "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([1, 2]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(events.contains(&json!({"event": "hazmat_exploded", "hazmat": 0, "cell": "1,2"})));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "cube_placed" && e["edge"] == "0,2S")
    );
    assert!(!events.iter().any(|e| e["event"] == "flare_up"));
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Fire),
        sorted(&["1,1", "1,2", "1,3", "2,2", "3,2"])
    );
    assert_eq!(s.hazmat()[0], HazmatPlace::Exploded);
    assert!(s.hot_spot_at(s.board().cell_at(at("1,2")).expect("cell")));
    assert_eq!(s.hot_spot_supply(), 5);
}

/// TC-X-6 (FAM-AP-3 with a Generalist): 5 unspent AP end the turn; 4 are saved.
#[test]
fn tc_x_6_generalist_saves_four_of_five() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 5, "specialist": "generalist"},
                                {"at": "0,3", "ap": 0, "specialist": "paramedic"}]}),
    );
    s.force_dice([6, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(
        events.contains(
            &json!({"event": "turn_ended", "firefighter": 0, "saved": 4, "forfeited": 1})
        )
    );
    assert_eq!(s.firefighters()[0].saved, 4);
    // The Paramedic's turn: its card's 4 AP.
    assert_eq!(s.active(), 1);
    assert_eq!(s.firefighters()[1].ap, 4);
}

/// TC-DECK-1, variant: red 5 is inside rows 4-6, black 4 is outside columns
/// 5-8 and flips to 5: the same target (5,5) (EXP-VEH-DECKGUN-3).
#[test]
fn tc_deck_1_variant_black_die_flips() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["5,5", "5,4", "4,5", "5,6"],
               "pois": [{"kind": "victim", "at": "6,5"}],
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}]}),
    );
    s.force_dice([5, 4]);
    let events = events_json(&apply(&mut s, act(json!("deck_gun"))));
    assert!(events.contains(&json!({"event": "deck_gun_landed", "target": "5,5"})));
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Fire),
        sorted(&["4,5", "5,6"])
    );
    assert_eq!(s.firefighters()[0].ap, 1);
}

/// EXP-VEH-DECKGUN-2: nobody may stand in the target quadrant.
#[test]
fn exp_veh_deckgun_2_quadrant_must_be_empty() {
    let s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "6,8", "ap": 0, "specialist": "paramedic"}]}),
    );
    let err = s
        .check(act(json!("deck_gun")))
        .expect_err("someone in the quadrant");
    assert!(
        // The second firefighter: seats are counted from 1 in words.
        err.to_string().contains("firefighter 2 stands at 6,8"),
        "{err}"
    );
}

/// EXP-KD-1: a knocked-down firefighter goes to a cell of the Ambulance's
/// spot, chosen by its controller.
#[test]
fn exp_kd_1_knockdown_to_the_ambulance() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["2,2"], "smoke": ["2,3"],
               "pois": parked_pois(),
               "firefighters": [{"at": "2,3", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([2, 3]);
    apply(&mut s, act(json!("end_turn")));
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    let mut choices: Vec<String> = s.legal_actions().iter().map(ToString::to_string).collect();
    choices.sort();
    assert_eq!(
        choices,
        [
            "go to 0,5 after the knockdown",
            "go to 0,6 after the knockdown"
        ]
    );
    apply(&mut s, act(json!({"knockdown_to": "0,6"})));
    assert_eq!(s.firefighters()[0].cell, s.board().cell_at(at("0,6")));
}

/// EXP-VEH-RESCUE-1 (a): carrying a Victim out of the building rescues it
/// only onto the Ambulance; elsewhere outside it waits, still carried.
#[test]
fn exp_veh_rescue_1a_only_onto_the_ambulance() {
    let carried = |ambulance: &str| {
        let mut cfg = config(&["generalist"]);
        cfg["ambulance"] = json!(ambulance);
        state(
            front(),
            json!({"config": cfg,
                   "pois": [{"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 0},
                            {"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "7,9"}],
                   "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]}),
        )
    };
    // Through the entrance (0,6)S onto the Ambulance's spot.
    let mut s = carried("0,5");
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert_eq!(s.rescued(), 1);
    // The same move with the Ambulance elsewhere: the Victim waits outside.
    let mut s = carried("3,9");
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        !events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert_eq!(s.rescued(), 0);
    assert_eq!(
        s.pois_on_board(),
        3,
        "a Victim waiting outside still counts (EXP-POI-1)"
    );
}

/// EXP-VEH-RESCUE-1 (b): the Ambulance driven onto a waiting Victim rescues
/// it, for 2 AP, from anywhere (EXP-VEH-DRIVE-3).
#[test]
fn exp_veh_rescue_1b_ambulance_drives_to_the_victim() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]),
               "pois": [{"kind": "victim", "at": "3,9", "revealed": true},
                        {"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "7,9"}],
               "firefighters": [{"at": "7,0", "ap": 4, "specialist": "generalist"}]}),
    );
    let events = events_json(&apply(
        &mut s,
        act(json!({"drive": {"vehicle": "ambulance", "to": "3,9"}})),
    ));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.firefighters()[0].ap, 2);
    // The opposite side is two Drives away, never one (EXP-VEH-DRIVE-1).
    let far = s.check(act(json!({"drive": {"vehicle": "ambulance", "to": "3,0"}})));
    assert!(far.is_err());
}

//! EXP-MOD-1 and EXP-GEN-1: modules left out, and what the experienced
//! game shares with the family game; the escape reserve after a drive
//! (FAM-ACT-END-3) and free token handling (Ruling R48).

use super::*;

/// EXP-MOD-1 (FAQ-4), module by module: each switches off its own rules and
/// nothing else. (The specialists module: `faq_4_specialists_module_off`.)
#[test]
fn exp_mod_1_each_module_switches_alone() {
    use flashpoint::engine::FireLevel;
    // Hazmat: none at setup; none to pick up.
    for seed in 0..5 {
        let s = GameState::new(front(), without("hazmat", "heroic"), seed).expect("valid");
        assert_eq!(s.hazmat_on_board(), 0);
        assert_eq!(s.hot_spots(), 4 + 3 + 2, "the Hot Spots are still there");
    }
    // Hot Spots: none at setup, no supply, no flare-up.
    for seed in 0..5 {
        let s = GameState::new(front(), without("hot_spots", "veteran"), seed).expect("valid");
        assert_eq!((s.hot_spots(), s.hot_spot_supply()), (0, 0));
        assert_eq!(s.hazmat_on_board(), 4);
    }
    // Vehicles: no parking stage, no Drive, no deck gun; firefighters start
    // at once.
    let s = GameState::new(front(), without("vehicles", "recruit"), 1).expect("valid");
    assert_eq!(s.stage(), Stage::PlaceFirefighters);
    assert_eq!(
        s.vehicle_spot(flashpoint::engine::state::Vehicle::Engine),
        None
    );
    // Experienced setup: the printed family setup instead of explosions by
    // level; Hazmat and Hot Spots by level all the same.
    let s = GameState::new(front(), without("experienced_setup", "veteran"), 1).expect("valid");
    let printed = [
        "2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6",
    ];
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&printed));
    assert_eq!(s.hazmat_on_board(), 4);
    assert_eq!(s.hot_spots(), 3 + 2);

    // In play: vehicles off means family rescue and knockdown, and the
    // vehicle actions are refused as such.
    let mut snap = json!({"config": {"mode": "experienced", "firefighters": 1,
                                     "specialists": ["generalist"],
                                     "modules": {"vehicles": false}},
                          "pois": [victim_up("1,6"), poi("victim", "0,0"), poi("victim", "0,9")],
                          "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]});
    snap["pois"][0]["carried_by"] = json!(0);
    let mut s = state(front(), snap);
    for a in [
        json!("deck_gun"),
        json!({"drive": {"vehicle": "ambulance", "to": "3,9"}}),
    ] {
        let err = s.check(act(a)).expect_err("vehicles are off");
        assert!(err.to_string().contains("vehicle"), "{err}");
    }
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "FAM-RESCUE: out of the building is rescued: {events:?}"
    );
    // Hazmat off: the action is refused as such.
    let s = state(
        front(),
        json!({"config": {"mode": "experienced", "firefighters": 1,
                          "specialists": ["generalist"], "engine": "5,9", "ambulance": "0,5",
                          "modules": {"hazmat": false}},
               "pois": parked_pois(),
               "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]}),
    );
    let err = s
        .check(act(json!({"pick_up_hazmat": 0})))
        .expect_err("no Hazmat module");
    assert!(err.to_string().contains("module"), "{err}");

    // Experienced POI off: FAM-POI-3, the Smoke gives way to the POI.
    let mut cfg = config(&["generalist"]);
    cfg["modules"] = json!({"experienced_poi": false});
    let mut s = one_poi_to_place(json!({"config": cfg, "smoke": ["1,1"]}));
    s.force_dice([6, 1, 1, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(placed_pois(&events), ["1,1"]);
    assert_eq!(s.fire_at_pos(at("1,1")), FireLevel::Clear);
}

/// EXP-GEN-1: an experienced game with every module off is the family game:
/// the same seed and the same actions give the same states.
#[test]
fn exp_gen_1_no_modules_is_the_family_game() {
    let mut experienced = GameConfig::family(3);
    experienced.mode = flashpoint::engine::Mode::Experienced;
    experienced.modules = flashpoint::engine::config::Modules::NONE;
    let strip = |s: &GameState| {
        let mut v = serde_json::to_value(s.snapshot()).expect("snapshots serialise");
        v.as_object_mut().expect("an object").remove("config");
        v
    };
    for seed in 0..6 {
        let mut a = GameState::new(front(), GameConfig::family(3), seed).expect("valid");
        let mut b = GameState::new(front(), experienced.clone(), seed).expect("valid");
        let mut pick = flashpoint::engine::dice::Dice::from_seed(seed + 100);
        let mut moves = 0;
        while !a.is_over() && moves < 600 {
            assert_eq!(strip(&a), strip(&b), "seed {seed}, after {moves} actions");
            let legal = a.legal_actions();
            assert_eq!(legal, b.legal_actions(), "seed {seed}");
            let (i, _) = pick.roll_die(legal.len() as u8);
            let action = legal[usize::from(i) - 1];
            assert_eq!(a.apply(action), b.apply(action), "seed {seed}: {action}");
            moves += 1;
        }
        assert_eq!(a.outcome(), b.outcome());
    }
}

/// FAM-ACT-END-3 with EXP-VEH-RIDE-1 (issue 12's locked game, back board,
/// Veteran): the Fire Captain has commanded two firefighters onto the Fire at
/// 6,3 and driven the Ambulance away from 7,3, where he stands with 1 AP. From
/// 7,3 he can still flip 6,3 through the entrance (1 AP); riding off would
/// leave two firefighters on Fire that only two commands (2 AP) could save.
/// The ride is refused; staying behind is not, and the turn can still end.
#[test]
fn fam_act_end_3_riding_away_keeps_the_escape_reserve() {
    let mut s = state(
        back(),
        json!({"config": {"mode": "experienced", "firefighters": 3, "difficulty": "veteran",
                          "specialists": ["fire_captain", "generalist", "paramedic"],
                          "engine": "7,5", "ambulance": "2,0"},
               "stage": {"riding": {"vehicle": "ambulance", "from": 2}},
               "fire": ["6,3"],
               "pois": parked_pois(),
               "firefighters": [{"at": "7,3", "ap": 1, "pool": 0, "specialist": "fire_captain"},
                                {"at": "6,3", "ap": 0, "specialist": "generalist"},
                                {"at": "6,3", "ap": 0, "specialist": "paramedic"}]}),
    );
    for to in ["2,0", "3,0"] {
        let ride = act(json!({"ride": {"firefighter": 0, "to": to}}));
        let err = s
            .check(ride)
            .expect_err("riding away strands the two on Fire");
        assert!(
            matches!(
                err,
                ActionError::WouldBeTrapped {
                    needed: 2,
                    left: 1,
                    ..
                }
            ),
            "{err:?}"
        );
        assert!(!s.legal_actions().contains(&ride), "the generator agrees");
    }
    apply(&mut s, act(json!("done_riding")));
    // Now: flip the Fire (the one escape 1 AP pays for), then end the turn.
    apply(&mut s, act(json!({"flip_fire": "6,3"})));
    assert!(s.is_legal(Action::EndTurn));
}

/// FAM-ACT-END-3 with EXP-VEH-DRIVE-2: the Engine's driver must ride, so a
/// Drive is legal only if the reserve holds from the new spot. Here the
/// Captain (3 AP) reaches the Fire at 6,5 through a destroyed wall from 7,5;
/// after a Drive he would have 1 AP, far from 6,5, with two firefighters on
/// it: refused. The same Drive is legal once nobody stands on the Fire.
#[test]
fn fam_act_end_3_engine_drive_keeps_the_reserve_from_the_new_spot() {
    let snapshot = |on_fire: bool| {
        let others = if on_fire { "6,5" } else { "6,6" };
        json!({"config": {"mode": "experienced", "firefighters": 3, "difficulty": "veteran",
                          "specialists": ["fire_captain", "generalist", "paramedic"],
                          "engine": "7,5", "ambulance": "0,5"},
               "fire": ["6,5"],
               "damage": [{"edge": "6,5S", "cubes": 2}],
               "pois": parked_pois(),
               "firefighters": [{"at": "7,5", "ap": 3, "pool": 0, "specialist": "fire_captain"},
                                {"at": others, "ap": 0, "specialist": "generalist"},
                                {"at": others, "ap": 0, "specialist": "paramedic"}]})
    };
    let s = state(back(), snapshot(true));
    for to in ["4,0", "2,9"] {
        let drive = act(json!({"drive": {"vehicle": "engine", "to": to}}));
        assert!(
            s.check(drive).is_err(),
            "driving to {to} strands two firefighters"
        );
        assert!(!s.legal_actions().contains(&drive));
    }
    let s = state(back(), snapshot(false));
    assert!(s.is_legal(act(json!({"drive": {"vehicle": "engine", "to": "4,0"}}))));
    // The state such a Drive used to lead to (the Engine gone, its driver
    // still to ride, 1 AP) is refused when written by hand: nothing would be
    // legal in it.
    let mut stuck = snapshot(true);
    stuck["stage"] = json!({"riding": {"vehicle": "engine", "from": 2}});
    stuck["config"]["engine"] = json!("4,0");
    stuck["firefighters"][0]["ap"] = json!(1);
    let snap = Snapshot::from_partial(stuck, None, 1).expect("well-formed snapshot");
    let err = GameState::from_snapshot(back(), &snap).expect_err("no escape from the new spot");
    assert!(err.to_string().contains("FAM-ACT-END-3"), "{err}");
}

/// EXP-CREW-1 / Ruling R48: a free pick-up or put-down before a Crew Change
/// is not its "first action"; an AP-spending action is.
#[test]
fn exp_crew_1_ruling_r48_free_token_handling_is_not_an_action() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": [
                   victim_up("5,9"), poi("false_alarm", "0,0"), poi("false_alarm", "0,9"),
                   poi("false_alarm", "7,0")],
               "turn_state": {"started_on_engine": true},
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "0,4", "ap": 0, "specialist": "paramedic"}]}),
    );
    apply(&mut s, act(json!({"pick_up": 0})));
    assert!(!s.turn_state().acted, "picking up is free, not an action");
    apply(&mut s, act(json!("drop")));
    assert!(!s.turn_state().acted);
    assert!(s.is_legal(act(json!({"crew_change": "imaging_technician"}))));
    apply(&mut s, act(json!({"pick_up": 0})));
    apply(&mut s, act(json!({"crew_change": "imaging_technician"})));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Victim(0)));
    // An action that costs AP does use it up.
    let mut s2 = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "turn_state": {"started_on_engine": true},
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "0,4", "ap": 0, "specialist": "paramedic"}]}),
    );
    apply(&mut s2, act(json!({"move": "6,9"})));
    apply(&mut s2, act(json!({"move": "5,9"})));
    assert!(!s2.is_legal(act(json!({"crew_change": "imaging_technician"}))));
}

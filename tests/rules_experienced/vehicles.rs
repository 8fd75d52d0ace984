//! EXP-VEH and EXP-CREW: driving, riding, the deck gun, changing crew.

use super::*;

/// The cell a firefighter stands on, as "r,c".
fn cell_of(s: &GameState, ff: usize) -> String {
    let c = s.firefighters()[ff].cell.expect("on the board");
    s.board().pos(c).to_string()
}

/// EXP-VEH-RIDE-1 (+ Ruling R26), EXP-VEH-DRIVE-2: the Engine drives from
/// (5,9)/(6,9) to (7,1)/(7,2). Its driver must ride; the Paramedic on the
/// other cell of the spot may ride for 0 AP and keeps the Victim it carries;
/// the firefighter beside the spot may not. The active player names the
/// riders, each landing cell is a choice, and the stage ends when nobody is
/// left on the old spot.
#[test]
fn exp_veh_ride_1_riders_named_by_the_active_player() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic", "cafs_firefighter"]),
               "pois": [{"kind": "victim", "at": "6,9", "revealed": true, "carried_by": 1},
                        {"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "0,9"}],
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "6,9", "ap": 0, "specialist": "paramedic"},
                                {"at": "4,9", "ap": 0, "specialist": "cafs_firefighter"}]}),
    );
    let events = events_json(&apply(
        &mut s,
        act(json!({"drive": {"vehicle": "engine", "to": "7,1"}})),
    ));
    assert!(events.iter().any(|e| e["event"] == "drove"), "{events:?}");
    assert_eq!(s.firefighters()[0].ap, 3, "a Drive costs 2 AP");
    assert!(matches!(s.stage(), Stage::Riding { .. }));
    // The driver has not got off yet: no "done" (EXP-VEH-DRIVE-2).
    assert!(s.check(act(json!("done_riding"))).is_err());
    let err = s
        .check(act(json!({"ride": {"firefighter": 2, "to": "7,1"}})))
        .expect_err("not on the spot");
    assert!(
        err.to_string().contains("not on the vehicle's old spot"),
        "{err}"
    );
    assert!(
        s.check(act(json!({"ride": {"firefighter": 0, "to": "5,9"}})))
            .is_err(),
        "riders land on the new spot"
    );
    let rides: Vec<String> = legal_strings(&s);
    assert_eq!(rides.len(), 4, "two riders × two cells: {rides:?}");
    apply(
        &mut s,
        act(json!({"ride": {"firefighter": 0, "to": "7,2"}})),
    );
    // Now the Paramedic may stay behind, or ride.
    assert!(s.is_legal(act(json!("done_riding"))));
    apply(
        &mut s,
        act(json!({"ride": {"firefighter": 1, "to": "7,1"}})),
    );
    assert_eq!(s.stage(), Stage::Actions, "nobody left to ride");
    assert_eq!(cell_of(&s, 0), "7,2");
    assert_eq!(cell_of(&s, 1), "7,1");
    assert_eq!(cell_of(&s, 2), "4,9");
    assert_eq!(s.firefighters()[1].ap, 0, "riding is free");
    assert_eq!(s.firefighters()[0].ap, 3);
    assert_eq!(
        s.holder_of(0),
        Some(1),
        "the rider keeps its Victim (EXP-VEH-RIDE-1)"
    );
    assert_eq!(s.tokens()[0].cell(), s.board().cell_at(at("7,1")));
}

/// EXP-VEH-DRIVE-2: the Engine is driven only from its own spot.
#[test]
fn exp_veh_drive_2_engine_driver_stands_on_it() {
    let s = state(
        front(),
        json!({"config": config(&["generalist"]), "pois": parked_pois(),
               "firefighters": [{"at": "4,9", "ap": 5, "specialist": "generalist"}]}),
    );
    let err = s
        .check(act(json!({"drive": {"vehicle": "engine", "to": "7,1"}})))
        .expect_err("the driver is beside the Engine");
    assert!(err.to_string().contains("engine"), "{err}");
    // From the Engine's other cell, the same Drive is legal.
    let s = state(
        front(),
        json!({"config": config(&["generalist"]), "pois": parked_pois(),
               "firefighters": [{"at": "6,9", "ap": 5, "specialist": "generalist"}]}),
    );
    assert!(s.is_legal(act(json!({"drive": {"vehicle": "engine", "to": "7,1"}}))));
    assert!(s.is_legal(act(json!({"drive": {"vehicle": "engine", "to": "0,7"}}))));
    assert!(
        !s.is_legal(act(json!({"drive": {"vehicle": "engine", "to": "1,0"}}))),
        "the opposite side is two Drives (EXP-VEH-DRIVE-1)"
    );
}

/// EXP-VEH-DRIVE-3 with EXP-VEH-RIDE-1: the Ambulance's driver standing on
/// it may stay behind; another firefighter there rides when the active
/// player names it.
#[test]
fn exp_veh_drive_3_ambulance_driver_may_stay() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "firefighters": [{"at": "0,5", "ap": 5, "specialist": "generalist"},
                                {"at": "0,6", "ap": 0, "specialist": "paramedic"}]}),
    );
    apply(
        &mut s,
        act(json!({"drive": {"vehicle": "ambulance", "to": "3,9"}})),
    );
    assert!(matches!(s.stage(), Stage::Riding { .. }));
    assert!(s.is_legal(act(json!("done_riding"))));
    apply(
        &mut s,
        act(json!({"ride": {"firefighter": 1, "to": "4,9"}})),
    );
    assert!(
        matches!(s.stage(), Stage::Riding { .. }),
        "the driver may still ride"
    );
    apply(&mut s, act(json!("done_riding")));
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(cell_of(&s, 0), "0,5");
    assert_eq!(cell_of(&s, 1), "4,9");
    assert_eq!(s.firefighters()[0].ap, 3);
}

/// EXP-VEH-RESCUE-1b, FAM-END-1: the Ambulance picks up every Victim
/// waiting on its new spot at once, so two of them when 6 are rescued are
/// both rescued: the game is won with 8, and none is left outside.
#[test]
fn exp_veh_rescue_1b_the_ambulance_takes_every_waiting_victim_at_the_seventh() {
    let mut pois = vec![victim_up("3,9"), victim_up("4,9")];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "pois": pois,
               "firefighters": [{"at": "0,5", "ap": 5, "specialist": "generalist"}]}),
    );
    let events = apply(
        &mut s,
        act(json!({"drive": {"vehicle": "ambulance", "to": "3,9"}})),
    );
    let rescued = count(&events, |e| matches!(e, Event::VictimRescued { .. }));
    assert_eq!(rescued, 2, "{events:?}");
    assert_eq!(s.rescued(), 8);
    assert!(s.is_over());
}

/// EXP-VEH-DECKGUN-1: 4 AP, only from a cell of the Engine's spot; the
/// target is in the quadrant tied to that spot (area 4 for (5,9)).
#[test]
fn exp_veh_deckgun_1_cost_and_place() {
    let at_cell = |cell: &str, ap: u8| {
        state(
            front(),
            json!({"config": config(&["generalist"]), "fire": ["5,6"], "pois": parked_pois(),
                   "firefighters": [{"at": cell, "ap": ap, "specialist": "generalist"}]}),
        )
    };
    let err = at_cell("4,9", 5)
        .check(act(json!("deck_gun")))
        .expect_err("not on the Engine");
    assert!(err.to_string().contains("engine"), "{err}");
    let err = at_cell("6,9", 3)
        .check(act(json!("deck_gun")))
        .expect_err("3 AP");
    assert!(err.to_string().contains("needs 4 AP"), "{err}");
    let mut s = at_cell("6,9", 4);
    // The cells it may hit are that quadrant's, rows 4-6 by columns 5-8
    // (the menu marks them before the shot).
    let mut area: Vec<String> = s
        .deck_gun_cells()
        .into_iter()
        .map(|c| s.board().pos(c).to_string())
        .collect();
    area.sort();
    let quadrant: Vec<String> = (4..=6)
        .flat_map(|r| (5..=8).map(move |c| format!("{r},{c}")))
        .collect();
    assert_eq!(area, quadrant);
    // Red 1 is above rows 4-6: flipped to 6. Black 2 is left of columns
    // 5-8: flipped to 7. (6,7) is in area 4.
    s.force_dice([1, 2]);
    let events = events_json(&apply(&mut s, act(json!("deck_gun"))));
    assert!(
        events.contains(&json!({"event": "deck_gun_landed", "target": "6,7"})),
        "{events:?}"
    );
    assert_eq!(s.firefighters()[0].ap, 0);
}

/// EXP-VEH-DECKGUN-4: the target (5,7) and the neighbours it reaches lose
/// their Fire: (5,6) W and (6,7) S are open floor; the wall (4,7)S and the
/// wall (5,7)E shield (4,7) and (5,8). Hazmat, the Hot Spot and the POI stay.
#[test]
fn exp_veh_deckgun_4_walls_shield_and_tokens_stay() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]),
               "fire": ["5,7", "4,7", "6,7", "5,8"], "smoke": ["5,6"],
               "hazmat": [{"at": "5,6"}], "hot_spots": ["5,7"], "hot_spot_supply": 6,
               "pois": [poi("victim", "6,7"), poi("victim", "0,0"), poi("false_alarm", "0,9")],
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}]}),
    );
    s.force_dice([5, 7]);
    apply(&mut s, act(json!("deck_gun")));
    use flashpoint::engine::FireLevel;
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&["4,7", "5,8"]));
    assert!(cells_with(&s, FireLevel::Smoke).is_empty());
    let c = |p: &str| s.board().cell_at(at(p)).expect("cell");
    assert_eq!(s.hazmat_at(c("5,6")), Some(0));
    assert!(
        s.hot_spot_at(c("5,7")),
        "EXP-HOT-3: the deck gun leaves Hot Spots"
    );
    assert_eq!(s.tokens()[0].cell(), Some(c("6,7")));
}

/// EXP-VEH-DECKGUN-5 (Rulings R25, R43): the deck gun is not Extinguish:
/// the Paramedic pays 4, not 8; the CAFS's Extinguish AP do not pay for it;
/// the Structural Engineer may fire it.
#[test]
fn exp_veh_deckgun_5_not_extinguish() {
    let with = |card: &str, ap: u8, pool: u8| {
        let mut cfg = config(&[card]);
        if card == "structural_engineer" {
            cfg["specialists"] = json!([card]);
        }
        state(
            front(),
            json!({"config": cfg, "fire": ["5,6"], "pois": parked_pois(),
                   "firefighters": [{"at": "5,9", "ap": ap, "pool": pool, "specialist": card}]}),
        )
    };
    let mut s = with("paramedic", 4, 0);
    s.force_dice([5, 6]);
    apply(&mut s, act(json!("deck_gun")));
    assert_eq!(s.firefighters()[0].ap, 0, "4 AP, not doubled");
    let s = with("cafs_firefighter", 3, 3);
    let err = s.check(act(json!("deck_gun"))).expect_err("3 regular AP");
    assert!(err.to_string().contains("needs 4 AP"), "{err}");
    let mut s = with("structural_engineer", 4, 0);
    s.force_dice([5, 6]);
    apply(&mut s, act(json!("deck_gun")));
    assert_eq!(
        s.fire_at_pos(at("5,6")),
        flashpoint::engine::FireLevel::Clear
    );
}

/// EXP-CREW-1: Crew Change costs 2 AP, only as the first action of a turn
/// that started on the Engine's spot, and only to a card nobody holds.
#[test]
fn exp_crew_1_first_action_of_a_turn_on_the_engine() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"},
                                {"at": "5,9", "ap": 0, "specialist": "paramedic"}]}),
    );
    s.force_dice([6, 1]);
    apply(&mut s, act(json!("end_turn")));
    assert_eq!(s.active(), 1);
    assert!(s.turn_state().started_on_engine);
    let err = s
        .check(act(json!({"crew_change": "generalist"})))
        .expect_err("held by seat 0");
    assert!(err.to_string().contains("Generalist"), "{err}");
    assert!(s.is_legal(act(json!({"crew_change": "imaging_technician"}))));
    let mut moved = s.clone();
    apply(&mut moved, act(json!({"move": "6,9"})));
    let err = moved
        .check(act(json!({"crew_change": "imaging_technician"})))
        .expect_err("not the first action");
    assert!(err.to_string().contains("first action"), "{err}");
    let events = events_json(&apply(
        &mut s,
        act(json!({"crew_change": "imaging_technician"})),
    ));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "crew_changed" && e["to"] == "imaging_technician"),
        "{events:?}"
    );
    // A turn that starts off the Engine's spot: no Crew Change, even on it.
    let s = state(
        front(),
        json!({"config": config(&["generalist"]), "pois": parked_pois(),
               "turn_state": {"started_on_engine": false},
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}]}),
    );
    let err = s
        .check(act(json!({"crew_change": "paramedic"})))
        .expect_err("started elsewhere");
    assert!(err.to_string().contains("start on the Engine"), "{err}");
}

/// EXP-CREW-2 (Ruling R17): after the swap the firefighter has the new
/// card's AP and pool, plus the AP it saved, less 2; the old pool is gone
/// and the old card's abilities with it.
#[test]
fn exp_crew_2_ap_after_the_swap() {
    // A Generalist with 2 saved AP (7 = 5 + 2) becomes a Rescue Specialist.
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "pois": parked_pois(),
               "turn_state": {"started_on_engine": true},
               "firefighters": [{"at": "5,9", "ap": 7, "specialist": "generalist"}]}),
    );
    apply(&mut s, act(json!({"crew_change": "rescue_specialist"})));
    let ff = s.firefighters()[0];
    assert_eq!((ff.ap, ff.pool), (4 + 2 - 2, 3));
    // A CAFS with 1 saved AP and its full Extinguish pool becomes a Captain.
    let mut s = state(
        front(),
        json!({"config": config(&["cafs_firefighter", "generalist"]), "pois": parked_pois(),
               "turn_state": {"started_on_engine": true},
               "firefighters": [{"at": "6,9", "ap": 4, "pool": 3, "specialist": "cafs_firefighter"},
                                {"at": "0,4", "ap": 0, "specialist": "generalist"}]}),
    );
    apply(&mut s, act(json!({"crew_change": "fire_captain"})));
    let ff = s.firefighters()[0];
    assert_eq!(
        (ff.ap, ff.pool),
        (4 + 1 - 2, 2),
        "command AP, not extinguish AP"
    );
    // The Captain's command AP now command the Generalist.
    assert!(s.is_legal(act(
        json!({"command_move": {"firefighter": 1, "to": "0,3"}})
    )));
}

//! EXP-HAZ, EXP-HOT and EXP-ORDER: Hazmat, Hot Spots and the order of the
//! fire phase's steps.

use super::*;

/// Index of the first event named `name` (after `from`), or a failure.
fn index_of(events: &[Value], name: &str, from: usize) -> usize {
    events[from..]
        .iter()
        .position(|e| e["event"] == name)
        .map(|i| i + from)
        .unwrap_or_else(|| panic!("no {name} after event {from} in {events:?}"))
}

/// EXP-HAZ-2 (Ruling R13): the explosion at (2,4) sets two Hazmat on Fire,
/// at (1,4) and (2,5); the active player chooses which explodes first. The
/// first blast destroys the door (1,3)E, so the Smoke at (1,3) now touches
/// Fire, yet no flashover runs until neither Hazmat is left on Fire.
#[test]
fn exp_haz_2_the_player_orders_the_hazmat() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["2,4"], "smoke": ["1,3"],
               "hazmat": [{"at": "1,4"}, {"at": "2,5"}], "hot_spot_supply": 6,
               "pois": parked_pois(),
               "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([2, 4]);
    let first = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(s.stage(), Stage::HazmatOrder);
    assert!(!first.iter().any(|e| e["event"] == "hazmat_exploded"));
    assert_eq!(
        legal_strings(&s),
        ["explode hazmat 0 next", "explode hazmat 1 next"]
    );
    let before = s.clone();
    let events = events_json(&apply(&mut s, act(json!({"explode_hazmat": 0}))));
    let h0 = index_of(&events, "hazmat_exploded", 0);
    let h1 = index_of(&events, "hazmat_exploded", h0 + 1);
    assert_eq!(events[h0]["cell"], "1,4");
    assert_eq!(events[h1]["cell"], "2,5");
    let door = index_of(&events, "door_destroyed", h0);
    assert_eq!(events[door]["edge"], "1,3E");
    assert!(door < h1);
    assert!(
        !events[h0..h1].iter().any(|e| e["event"] == "flashover"),
        "no flashover between Hazmat explosions: {events:?}"
    );
    let flash = index_of(&events, "flashover", h1);
    assert_eq!(events[flash]["cell"], "1,3");
    assert_eq!(s.hot_spots(), 2);
    assert_eq!(s.hot_spot_supply(), 4);
    assert_eq!(s.stage(), Stage::Actions);
    // The other order is as legal, and resolves the other way round.
    let mut other = before;
    let events = events_json(&apply(&mut other, act(json!({"explode_hazmat": 1}))));
    assert_eq!(
        events[index_of(&events, "hazmat_exploded", 0)]["cell"],
        "2,5"
    );
}

/// EXP-HAZ-3: a carried Hazmat moves for 2 AP per cell, never into Fire,
/// fills the carrier's hands, and leaves the building when carried onto an
/// exterior cell — whatever the Ambulance's spot.
#[test]
fn exp_haz_3_carried_out_of_the_building() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["1,7"],
               "hazmat": [{"at": "1,6", "carried_by": 0}],
               "pois": [victim_up("1,6"), poi("victim", "0,0"), poi("false_alarm", "0,9")],
               "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]}),
    );
    let err = s.check(act(json!({"move": "1,7"}))).expect_err("into Fire");
    assert!(err.to_string().contains("fire"), "{err}");
    assert!(
        s.check(act(json!({"pick_up": 0}))).is_err(),
        "one item at a time"
    );
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        events.iter().any(|e| e["event"] == "hazmat_carried_out"),
        "{events:?}"
    );
    assert_eq!(s.firefighters()[0].ap, 3, "2 AP carrying");
    assert_eq!(s.hazmat()[0], HazmatPlace::CarriedOut);
    assert_eq!(s.hazmat_carried_out(), 1);
    assert_eq!(s.carried_by(0), None);
    assert_eq!(s.rescued(), 0, "a Hazmat is not a Victim");
}

/// EXP-HAZ-4 (Ruling R12): a carried Hazmat lies on its carrier's cell; when
/// that cell catches Fire it explodes in the Hazmat step, before the
/// carrier's knockdown.
#[test]
fn exp_haz_4_carried_hazmat_explodes_before_the_knockdown() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "smoke": ["2,4"],
               "hazmat": [{"at": "2,4", "carried_by": 1}], "hot_spot_supply": 6,
               "pois": parked_pois(),
               "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"},
                                {"at": "2,4", "ap": 0, "specialist": "paramedic"}]}),
    );
    s.force_dice([2, 4]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    let exploded = index_of(&events, "hazmat_exploded", 0);
    assert_eq!(events[exploded]["cell"], "2,4");
    let knocked = index_of(&events, "knocked_down", exploded);
    assert_eq!(events[knocked]["firefighter"], 1);
    assert_eq!(s.hazmat()[0], HazmatPlace::Exploded);
    assert_eq!(s.carried_by(1), None);
    assert!(s.hot_spot_at(s.board().cell_at(at("2,4")).expect("cell")));
}

/// EXP-ORDER-1 steps 1-6 in one fire phase: the roll (1,7) turns Smoke to
/// Fire on a Hot Spot (1); flashover takes (1,8) (3); its Hazmat explodes,
/// adds a Hot Spot, its shockwave sets (1,6) on Fire, and flashover runs
/// again for (2,6) (4 → 3); the Hot Spot at (1,7) flares up (5): the roll
/// (6,1) places Smoke and the added Hot Spot; then the knockdown at (2,8)
/// and the Victim lost at (1,6) (6).
#[test]
fn exp_order_1_the_whole_fire_phase() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]),
               "smoke": ["1,7", "1,8", "2,6"], "hot_spots": ["1,7"], "hot_spot_supply": 6,
               "hazmat": [{"at": "1,8"}],
               "pois": [victim_up("1,6"), poi("victim", "0,0"), poi("false_alarm", "0,9"),
                        poi("false_alarm", "7,0")],
               "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"},
                                {"at": "2,8", "ap": 0, "specialist": "paramedic"}]}),
    );
    s.force_dice([1, 7, 6, 1]);
    let mut events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 1 });
    events.extend(events_json(&apply(
        &mut s,
        act(json!({"knockdown_to": "0,5"})),
    )));
    let roll = index_of(&events, "rolled", 0);
    assert_eq!(events[roll]["cell"], "1,7");
    let flash = index_of(&events, "flashover", roll);
    assert_eq!(events[flash]["cell"], "1,8");
    let hazmat = index_of(&events, "hazmat_exploded", flash);
    let hazmat_hot = index_of(&events, "hot_spot_placed", hazmat);
    assert_eq!(events[hazmat_hot]["cell"], "1,8");
    let again = index_of(&events, "flashover", hazmat);
    assert_eq!(events[again]["cell"], "2,6");
    let flare = index_of(&events, "flare_up", again);
    assert_eq!(events[flare]["cell"], "1,7");
    let roll2 = index_of(&events, "rolled", flare);
    assert_eq!(events[roll2]["cell"], "6,1");
    let added = index_of(&events, "hot_spot_placed", roll2);
    assert_eq!(events[added]["cell"], "6,1");
    let knocked = index_of(&events, "knocked_down", added);
    assert_eq!(events[knocked]["firefighter"], 1);
    let lost = index_of(&events, "victim_lost", knocked);
    assert_eq!(events[lost]["cell"], "1,6");
    assert_eq!(s.hot_spots(), 3);
    assert_eq!(s.hot_spot_supply(), 4);
    assert_eq!(s.lost(), 1);
    assert_eq!(s.active(), 1);
}

/// EXP-HOT-2: without a flare-up no Hot Spot is added on the target.
#[test]
fn exp_hot_2_no_added_hot_spot_without_a_flare_up() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "hot_spots": ["1,1"], "hot_spot_supply": 6,
               "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([6, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(!events.iter().any(|e| e["event"] == "hot_spot_placed"));
    assert!(!events.iter().any(|e| e["event"] == "flare_up"));
    assert_eq!((s.hot_spots(), s.hot_spot_supply()), (1, 6));
}

/// EXP-HOT-3: Extinguish removes Fire and Smoke but never the Hot Spot, and
/// a Hot Spot leaves an empty cell empty.
#[test]
fn exp_hot_3_hot_spots_are_permanent() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["1,6"], "hot_spots": ["1,6", "1,7"],
               "hot_spot_supply": 6, "pois": parked_pois(),
               "firefighters": [{"at": "0,6", "ap": 5, "specialist": "generalist"}]}),
    );
    apply(&mut s, act(json!({"remove_fire": "1,6"})));
    use flashpoint::engine::FireLevel;
    assert_eq!(s.fire_at_pos(at("1,6")), FireLevel::Clear);
    assert_eq!(s.fire_at_pos(at("1,7")), FireLevel::Clear);
    assert_eq!(s.hot_spots(), 2);
}

/// EXP-HOT-4 (Ruling R14): with an empty supply a flare-up adds nothing; a
/// Hazmat exploding on a Hot Spot adds no second one there.
#[test]
fn exp_hot_4_supply_and_one_per_cell() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "hot_spots": ["6,1"], "hot_spot_supply": 0,
               "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([6, 1, 5, 8]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(events.contains(&json!({"event": "hot_spot_supply_empty", "cell": "5,8"})));
    assert_eq!((s.hot_spots(), s.hot_spot_supply()), (1, 0));

    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["2,2"], "hazmat": [{"at": "1,2"}],
               "hot_spots": ["1,2"], "hot_spot_supply": 6, "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    // (1,2) is rolled with a Hot Spot: the Hazmat explodes, then a flare-up
    // rolls (6,1), which gets the added Hot Spot.
    s.force_dice([1, 2, 6, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(events.iter().any(|e| e["event"] == "hazmat_exploded"));
    let placed: Vec<&Value> = events
        .iter()
        .filter(|e| e["event"] == "hot_spot_placed")
        .collect();
    assert_eq!(
        placed,
        [&json!({"event": "hot_spot_placed", "cell": "6,1", "supply": 5})]
    );
    assert_eq!((s.hot_spots(), s.hot_spot_supply()), (2, 5));
}

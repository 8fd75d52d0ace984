//! EXP-POI: the experienced game's POIs.

use super::*;

/// EXP-POI-2: Hazmat and Hot Spots do not stop a POI; a firefighter does,
/// and the arrows lead on: (1,1) SE to (2,2).
#[test]
fn exp_poi_2_valid_spaces() {
    let mut s = one_poi_to_place(json!({"hazmat": [{"at": "3,3"}], "hot_spots": ["3,3"]}));
    s.force_dice([6, 1, 3, 3]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(placed_pois(&events), ["3,3"]);

    let mut s = one_poi_to_place(json!({
        "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"},
                         {"at": "1,1", "ap": 0, "specialist": "paramedic"}],
        "config": config(&["generalist", "paramedic"])}));
    s.force_dice([6, 1, 1, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(placed_pois(&events), ["2,2"]);
    // Smoke is no place either: (2,2) has Smoke, on to (3,3) (SE).
    let mut s = one_poi_to_place(json!({"smoke": ["1,1", "2,2"]}));
    s.force_dice([6, 1, 1, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(placed_pois(&events), ["3,3"]);
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Smoke),
        sorted(&["1,1", "2,2", "6,1"]),
        "unlike FAM-POI-3, no Smoke gives way"
    );
}

/// EXP-POI-3: the arrows of (3,4) run round the loop (3,4) W (3,3) S (4,3)
/// E (4,4) E (4,5) E (4,6) N (3,6) W (3,5) W (3,4); with all eight on Smoke
/// the path revisits a cell, so the dice are rolled again.
#[test]
fn exp_poi_3_a_loop_means_a_new_roll() {
    let ring = ["3,3", "3,4", "3,5", "3,6", "4,3", "4,4", "4,5", "4,6"];
    let mut s = one_poi_to_place(json!({"smoke": ring}));
    s.force_dice([6, 1, 3, 4, 2, 2]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(
        events.contains(&json!({"event": "reroll", "reason": "arrows_loop"})),
        "{events:?}"
    );
    assert_eq!(placed_pois(&events), ["2,2"]);
}

/// Ruling R42 (URB-BROWN-1) in the experienced game: a POI rolled on a
/// restricted space is rolled again, not sent along the arrows. With (1,1)
/// restricted, the roll (1,1) would otherwise follow its SE arrow to (2,2);
/// the next roll (3,3) places it.
#[test]
fn ruling_r42_experienced_poi_on_a_restricted_space_is_rerolled() {
    use flashpoint::engine::board::{Board, BoardLayout};
    let mut layout: BoardLayout = front().layout().clone();
    layout.floors[0].cells[1] = ".x########.".chars().take(10).collect();
    layout.family_setup = None;
    layout.first_explosion.clear();
    let board = std::sync::Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")));
    let mut s = state(
        board,
        json!({"config": config(&["generalist"]),
               "pois": [poi("victim", "0,0"), poi("false_alarm", "0,9")],
               "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([6, 1, 1, 1, 3, 3]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(
        events.contains(&json!({"event": "reroll", "reason": "restricted"})),
        "{events:?}"
    );
    assert_eq!(placed_pois(&events), ["3,3"]);
}

/// Ruling R23: with no valid interior space, replenishing stops. The front
/// board with rows 3-6 restricted (no POI goes there, Ruling R42) and Smoke
/// on all 16 cells of rows 1-2: the advance roll (2,1) and flashover leave
/// each of them on Fire or Smoke.
#[test]
fn ruling_r23_no_valid_space_stops_replenishing() {
    use flashpoint::engine::board::{Board, BoardLayout};
    let mut layout: BoardLayout = front().layout().clone();
    for row in 3..=6 {
        layout.floors[0].cells[row] = ".xxxxxxxx.".into();
    }
    layout.family_setup = None;
    layout.first_explosion.clear();
    let board = std::sync::Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")));
    let mut smoke = Vec::new();
    for r in 1..=2 {
        for c in 1..=8 {
            smoke.push(format!("{r},{c}"));
        }
    }
    let mut s = state(
        board,
        json!({"config": config(&["generalist"]), "smoke": smoke,
               "pois": [poi("victim", "0,0"), poi("false_alarm", "0,9")],
               "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([2, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(placed_pois(&events).is_empty(), "{events:?}");
    assert!(
        !events
            .iter()
            .any(|e| e["event"] == "rolled" && e["purpose"] == "replenish_poi"),
        "no roll at all: {events:?}"
    );
    assert_eq!(s.pois_on_board(), 2);
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(s.active(), 0);
}

//! §3.4 POIs: how many stay on the board, where they come back, and what a
//! revealed POI under a firefighter does.

use super::*;

// --- §3.4 POIs -----------------------------------------------------------------

/// FAM-POI-1: POIs and Victims on the board count, carried ones included
/// (GEN-6: a revealed Victim still counts as a POI token for placement);
/// below 3 and with a non-empty supply, replenish; never from an empty supply.
#[test]
fn fam_poi_1_count_and_supply() {
    let replenish_rolls = |events: &[Event]| {
        count(events, |e| {
            matches!(
                e,
                Event::Rolled {
                    purpose: RollPurpose::ReplenishPoi,
                    ..
                }
            )
        })
    };
    // A carried Victim + 2 POIs = 3: no roll.
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [
                {"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0},
                poi("victim", "5,3"),
                poi("false_alarm", "5,4"),
            ],
        }),
    );
    let events = end_turn(&mut s, &[6, 8]);
    assert_eq!(replenish_rolls(&events), 0);

    // 2 on the board: one POI added.
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [poi("victim", "5,3"), victim_up("5,4")],
        }),
    );
    let events = end_turn(&mut s, &[6, 8, 6, 1]);
    assert_eq!(replenish_rolls(&events), 1);
    assert_eq!(s.pois_on_board(), 3);
    assert_eq!(s.poi_supply(), 12);

    // 1 on the board but the supply is empty: nothing.
    let mut pois = vec![poi("victim", "5,3")];
    pois.extend(off_board("victim", "rescued", 6));
    pois.extend(off_board("victim", "lost", 3));
    pois.extend(off_board("false_alarm", "rescued", 5));
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "0,3", "ap": 4}], "pois": pois}),
    );
    assert_eq!(s.poi_supply(), 0);
    let events = end_turn(&mut s, &[6, 8]);
    assert_eq!(replenish_rolls(&events), 0);
    assert_eq!(s.pois_on_board(), 1);
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-POI-2: a roll on a POI or Victim is rolled again.
#[test]
fn fam_poi_2_roll_again_on_a_poi() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [victim_up("1,1"), poi("false_alarm", "1,8")],
        }),
    );
    let events = end_turn(&mut s, &[6, 8, 1, 1, 1, 8, 6, 2]);
    assert_eq!(
        count(&events, |e| *e
            == Event::Reroll {
                reason: RerollReason::HasPoi
            }),
        2
    );
    assert_eq!(s.pois_on_board(), 3);
    assert!(
        s.tokens()
            .iter()
            .any(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,2")))
    );
}

/// FAM-POI-3: Fire or Smoke on the roll goes back to the supply; then the POI
/// is placed face down.
#[test]
fn fam_poi_3_threat_gives_way() {
    for threat in ["fire", "smoke"] {
        let mut v = json!({
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [poi("victim", "5,3"), poi("false_alarm", "5,4")],
        });
        v[threat] = json!(["6,2"]);
        let mut s = state(front(), v);
        let supply = s.fire_supply();
        let events = end_turn(&mut s, &[1, 8, 6, 2]);
        assert_eq!(level(&s, "6,2"), FireLevel::Clear, "{threat}");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::ThreatCleared { cell, .. } if *cell == at("6,2")))
        );
        let placed = s
            .tokens()
            .iter()
            .find(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,2")))
            .expect("a POI on (6,2)");
        assert!(matches!(
            placed.place,
            TokenPlace::Board {
                revealed: false,
                ..
            }
        ));
        // +1 Smoke at (1,8), −1 token from (6,2).
        assert_eq!(s.fire_supply(), supply, "{threat}");
    }
}

/// FAM-POI-4, Ruling R6 (TC-X-9): a POI placed on a firefighter is revealed at
/// once: a False Alarm is removed and replenishing continues.
#[test]
fn fam_poi_4_false_alarm_on_firefighter_removed_and_continue() {
    let mut pois = vec![poi("victim", "5,3"), poi("victim", "5,4")];
    pois.extend(off_board("victim", "rescued", 5));
    pois.extend(off_board("victim", "lost", 3));
    pois.extend(off_board("false_alarm", "rescued", 3)); // 2 False Alarms left in the supply
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "1,1", "ap": 4}], "pois": pois}),
    );
    assert_eq!(s.poi_supply(), 2);
    let events = end_turn(&mut s, &[6, 8, 1, 1, 6, 7]);
    assert_eq!(s.false_alarms_found(), 4);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PoiRevealed { cell, kind: PoiKind::FalseAlarm, .. } if *cell == at("1,1")
    )));
    assert_eq!(s.pois_on_board(), 3);
    let at_6_7 = s
        .tokens()
        .iter()
        .find(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,7")))
        .expect("replenishing went on to (6,7)");
    assert!(matches!(
        at_6_7.place,
        TokenPlace::Board {
            revealed: false,
            ..
        }
    ));
}

/// FAM-POI-4, Ruling R6 (TC-X-9): a Victim placed on a firefighter is revealed,
/// stays face up and counts.
#[test]
fn fam_poi_4_victim_on_firefighter_stays_face_up() {
    let mut pois = vec![poi("victim", "5,3"), poi("victim", "5,4")];
    pois.extend(off_board("victim", "rescued", 5));
    pois.extend(off_board("victim", "lost", 2)); // 1 Victim left in the supply
    pois.extend(off_board("false_alarm", "rescued", 5));
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "1,1", "ap": 4}], "pois": pois}),
    );
    assert_eq!(s.poi_supply(), 1);
    end_turn(&mut s, &[6, 8, 1, 1]);
    let v = s
        .tokens()
        .iter()
        .position(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("1,1")))
        .expect("a Victim on (1,1)");
    assert_eq!(s.tokens()[v].kind, PoiKind::Victim);
    assert!(token_revealed(&s, v));
    assert_eq!(s.pois_on_board(), 3);
}

//! The scenario A friend in need (SCEN-FRIEND).

use super::*;

// --- SCEN-FRIEND ---------------------------------------------------------------------

/// SCEN-FRIEND-1 (easy = family, hard = experienced): a knocked-down
/// firefighter is not moved; it lies down on its space; the Fire stays and
/// the Victim it carried is lost (FAM-KD-2).
#[test]
fn scen_friend_1_knocked_down_firefighter_stays_down() {
    for mode in ["family", "experienced"] {
        let mut ff0 = json!({"at": "0,3", "ap": 0});
        let mut ff1 = json!({"at": "2,2", "ap": 0});
        if mode == "experienced" {
            ff0["specialist"] = json!("generalist");
            ff1["specialist"] = json!("paramedic");
        }
        let mut s = xstate(
            json!({"mode": mode, "scenarios": ["friend_in_need"]}),
            parked(json!({
                "fire": ["2,1"],
                "firefighters": [ff0, ff1],
                "pois": [{"kind": "victim", "at": "2,2", "revealed": true, "carried_by": 1}],
            })),
        );
        // (2,2) ignites; the downed firefighter's turn is skipped (one more roll).
        let events = end_turn(&mut s, &[2, 2, 6, 8]);
        assert!(
            events.contains(&Event::FirefighterDowned {
                firefighter: 1,
                cell: at("2,2")
            }),
            "{mode}"
        );
        assert_eq!(
            count(&events, |e| matches!(e, Event::Relocated { .. })),
            0,
            "{mode}: not moved"
        );
        assert_eq!(ff_at(&s, 1), at("2,2"), "{mode}");
        assert!(s.firefighters()[1].downed, "{mode}");
        assert_eq!(level(&s, "2,2"), FireLevel::Fire, "{mode}: the Fire stays");
        assert_eq!(s.lost(), 1, "{mode}: the carried Victim is lost");
        assert_eq!(s.firefighters()[1].carrying, None);
        assert_eq!(s.active(), 0, "{mode}");
        assert_eq!(s.stage(), Stage::Actions, "{mode}");
    }
}

/// SCEN-FRIEND-2 (Ruling R34): a downed firefighter is carried like a Victim
/// (2 AP a move, never into Fire); it is never lost, never knocked down
/// again and never counts as a POI.
#[test]
fn scen_friend_2_downed_firefighter_is_carried_like_a_victim() {
    let mut s = xstate(
        json!({"specialists": ["generalist", "paramedic"], "scenarios": ["friend_in_need"]}),
        parked(json!({
            "fire": ["1,2"],
            "firefighters": [
                {"at": "2,2", "ap": 9, "specialist": "generalist"},
                {"at": "2,2", "ap": 0, "specialist": "paramedic", "downed": true},
            ],
        })),
    );
    go(&mut s, json!({"pick_up_firefighter": 1}));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Firefighter(1)));
    assert_eq!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::CarryIntoFire
    );
    let events = go(&mut s, json!({"move": "2,1"}));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            firefighter: 0,
            ap: 2,
            carrying: Some(Item::Firefighter(1)),
            ..
        }
    )));
    assert_eq!(ap(&s, 0), 7);
    assert_eq!(ff_at(&s, 1), at("2,1"));
    assert!(s.firefighters()[1].downed, "carrying does not restore");
    assert_eq!(s.pois_on_board(), 3, "not a POI");

    // On Fire in the fire phase: not knocked down again, not lost.
    let mut s = xstate(
        json!({"specialists": ["generalist", "paramedic"], "scenarios": ["friend_in_need"]}),
        parked(json!({
            "fire": ["2,2"],
            "firefighters": [
                {"at": "7,9", "ap": 0, "specialist": "generalist"},
                {"at": "2,2", "ap": 0, "specialist": "paramedic", "downed": true},
            ],
        })),
    );
    let events = end_turn(&mut s, &[6, 1, 6, 8]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::KnockedDown { .. })),
        0
    );
    assert_eq!(ff_at(&s, 1), at("2,2"));
    assert!(s.firefighters()[1].downed);
    assert_eq!(s.lost(), 0);
    assert_eq!(s.outcome(), None);
    assert_eq!(s.active(), 0);

    // Family game: a downed firefighter does not count toward the 3 POIs, so
    // with 2 POIs on the board one is replenished.
    let mut s = xstate(
        json!({"mode": "family", "scenarios": ["friend_in_need"]}),
        json!({
            "firefighters": [
                {"at": "7,9", "ap": 0},
                {"at": "1,1", "ap": 0, "downed": true},
            ],
            "pois": [poi("false_alarm", "0,0"), poi("false_alarm", "0,9")],
        }),
    );
    let events = end_turn(&mut s, &[6, 1, 3, 3, 6, 8]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PoiPlaced { cell, .. } if *cell == at("3,3")
    )));
}

/// SCEN-FRIEND-3: a downed firefighter's player only advances the fire and
/// replenishes POIs: no AP gained, saved AP kept.
#[test]
fn scen_friend_3_downed_turn_is_skipped() {
    let mut s = xstate(
        json!({"mode": "family", "scenarios": ["friend_in_need"]}),
        parked(json!({"firefighters": [
            {"at": "0,3", "ap": 0},
            {"at": "5,5", "ap": 0, "saved": 3, "downed": true},
        ]})),
    );
    let turn = s.turn();
    let events = end_turn(&mut s, &[6, 1, 6, 8]);
    assert!(events.contains(&Event::TurnSkipped { firefighter: 1 }));
    assert_eq!(turn_started(&events, 1), None);
    assert_eq!(advance_rolls(&events), 2, "its fire phase still happens");
    assert_eq!(level(&s, "6,8"), FireLevel::Smoke);
    assert_eq!(ap(&s, 1), 0);
    assert_eq!(s.firefighters()[1].saved, 3, "saved AP kept");
    assert_eq!(turn_started(&events, 0), Some(4));
    assert_eq!(s.active(), 0);
    assert_eq!(s.turn(), turn + 2);
}

/// SCEN-FRIEND-4a: a Paramedic treats a downed firefighter in his own space,
/// 1 AP, off Fire; it plays normally from its next turn.
#[test]
fn scen_friend_4a_paramedic_restores() {
    let downed = |fire: &[&str], card: &str| {
        xstate(
            json!({"specialists": [card, "generalist"], "scenarios": ["friend_in_need"]}),
            parked(json!({
                "fire": fire,
                "firefighters": [
                    {"at": "2,2", "ap": 4, "specialist": card},
                    {"at": "2,2", "ap": 0, "specialist": "generalist", "downed": true},
                ],
            })),
        )
    };
    let mut s = downed(&[], "paramedic");
    let events = go(&mut s, json!({"treat_firefighter": 1}));
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("2,2")
    }));
    assert!(!s.firefighters()[1].downed);
    assert_eq!(ap(&s, 0), 3);
    let events = end_turn(&mut s, &[6, 1]);
    assert_eq!(turn_started(&events, 1), Some(5), "normal play again");
    assert_eq!(s.active(), 1);

    let s = downed(&["2,2"], "paramedic");
    assert!(matches!(
        refusal(&s, json!({"treat_firefighter": 1})),
        ActionError::Forbidden(_)
    ));
    let s = downed(&[], "hazmat_technician");
    assert!(matches!(
        refusal(&s, json!({"treat_firefighter": 1})),
        ActionError::NotYourAbility { .. }
    ));
}

/// SCEN-FRIEND-4b (easy): carried onto any Ambulance parking space, a downed
/// firefighter is restored.
#[test]
fn scen_friend_4b_easy_any_ambulance_space() {
    let mut s = xstate(
        json!({"mode": "family", "scenarios": ["friend_in_need"]}),
        json!({"firefighters": [
            {"at": "1,0", "ap": 4},
            {"at": "1,0", "ap": 0, "downed": true, "carried_by": 0},
        ]}),
    );
    go(&mut s, json!({"move": "2,0"}));
    assert!(s.firefighters()[1].downed, "(2,0) is no Ambulance space");
    let events = go(&mut s, json!({"move": "3,0"}));
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("3,0")
    }));
    assert!(!s.firefighters()[1].downed);
    assert_eq!(s.firefighters()[0].carrying, None);
    assert_eq!(ap(&s, 0), 0);
}

/// SCEN-FRIEND-4c (hard): restored when carried onto a space the Ambulance
/// covers, or when the Ambulance is driven onto its spot; an empty Ambulance
/// spot is not enough.
#[test]
fn scen_friend_4c_hard_ambulance_covered_space() {
    let cfg = json!({"specialists": ["generalist", "paramedic"], "scenarios": ["friend_in_need"]});
    let mut s = xstate(
        cfg.clone(),
        json!({"firefighters": [
            {"at": "3,1", "ap": 5, "specialist": "generalist"},
            {"at": "3,1", "ap": 0, "specialist": "paramedic", "downed": true, "carried_by": 0},
        ]}),
    );
    go(&mut s, json!({"move": "3,0"}));
    assert!(
        s.firefighters()[1].downed,
        "the Ambulance is at (0,5)+(0,6), not here"
    );

    let mut s = xstate(
        cfg.clone(),
        json!({"firefighters": [
            {"at": "1,6", "ap": 5, "specialist": "generalist"},
            {"at": "1,6", "ap": 0, "specialist": "paramedic", "downed": true, "carried_by": 0},
        ]}),
    );
    let events = go(&mut s, json!({"move": "0,6"}));
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("0,6")
    }));
    assert!(!s.firefighters()[1].downed);

    // The Ambulance driven (from anywhere) onto the spot where it lies.
    let mut s = xstate(
        cfg,
        json!({"firefighters": [
            {"at": "7,9", "ap": 5, "specialist": "generalist"},
            {"at": "3,0", "ap": 0, "specialist": "paramedic", "downed": true},
        ]}),
    );
    let events = go(
        &mut s,
        json!({"drive": {"vehicle": "ambulance", "to": "3,0"}}),
    );
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("3,0")
    }));
    assert!(!s.firefighters()[1].downed);
    assert_eq!(ap(&s, 0), 3);
}

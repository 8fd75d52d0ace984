//! The escape reserve with the specialists' bonus pools (FAM-ACT-END-3),
//! and FAQ-4.

use super::*;

// --- FAM-ACT-END-3 with pools --------------------------------------------------------

/// FAM-ACT-END-3 (Ruling R5), SPEC-GEN-2: the escape reserve counts only AP
/// that could pay the escape, each pool paying its own kind. Fire at (1,2),
/// the firefighter at (1,1).
#[test]
fn fam_act_end_3_escape_reserve_with_pools() {
    let at_fire = |card: &str, regular: u8, bonus: u8| {
        xstate(
            json!({"specialists": [card]}),
            parked(json!({
                "fire": ["1,2"],
                "firefighters": [{"at": "1,1", "ap": regular, "specialist": card, "pool": bonus}],
            })),
        )
    };
    // Captain, 2 AP + 2 Command AP: entering takes both regular AP, and
    // Command AP pay neither a move out nor a flip.
    let s = at_fire("fire_captain", 2, 2);
    assert!(matches!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(
        &at_fire("fire_captain", 3, 2),
        json!({"move": "1,2"})
    ));

    // CAFS, 2 AP + 1 Extinguish AP: the pool pays the flip (escape b).
    let mut s = at_fire("cafs_firefighter", 2, 1);
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    go(&mut s, json!({"flip_fire": "1,2"}));
    assert_eq!(pool(&s, 0), 0);
    let events = end_turn(&mut s, &[6, 1]);
    assert_eq!(turn_started(&events, 0), Some(3));
    // CAFS, 2 AP + 0: nothing would be left for an escape.
    assert!(matches!(
        refusal(&at_fire("cafs_firefighter", 2, 0), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));

    // Rescue Specialist, 0 AP + 3 Move AP: in for 2, out for 1, all from the pool.
    let mut s = at_fire("rescue_specialist", 0, 3);
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert!(
        !s.legal_actions().contains(&Action::EndTurn),
        "may not end on Fire"
    );
    go(&mut s, json!({"move": "1,3"}));
    assert_eq!(pool(&s, 0), 0);
    // 0 AP + 2 Move AP: the flip is Extinguish (2 for him) and the pool is spent.
    assert!(matches!(
        refusal(&at_fire("rescue_specialist", 0, 2), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    // Captain: Command AP pay the command that gets a commanded firefighter
    // off Fire, so the Captain may spend his last regular AP.
    let captain = |regular: u8, bonus: u8| {
        xstate(
            json!({"specialists": ["fire_captain", "generalist"]}),
            json!({
                "fire": ["5,3"],
                "firefighters": [
                    {"at": "0,1", "ap": regular, "specialist": "fire_captain", "pool": bonus},
                    {"at": "5,3", "ap": 0, "specialist": "generalist"},
                ],
            }),
        )
    };
    assert!(legal(&captain(1, 1), json!({"move": "0,2"})));
    assert!(matches!(
        refusal(&captain(1, 0), json!({"move": "0,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    // Escapes are summed: with one firefighter already on Fire, commanding a
    // second one in (2) must leave 1 AP for each.
    let two = |regular: u8| {
        xstate(
            json!({"specialists": ["fire_captain", "generalist", "paramedic"]}),
            json!({
                "fire": ["5,3", "6,2"],
                "firefighters": [
                    {"at": "0,1", "ap": regular, "specialist": "fire_captain", "pool": 0},
                    {"at": "5,3", "ap": 0, "specialist": "generalist"},
                    {"at": "6,1", "ap": 0, "specialist": "paramedic"},
                ],
            }),
        )
    };
    assert!(matches!(
        refusal(
            &two(3),
            json!({"command_move": {"firefighter": 2, "to": "6,2"}})
        ),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(
        &two(4),
        json!({"command_move": {"firefighter": 2, "to": "6,2"}})
    ));
    // SPEC-GEN-4 in the reserve: from Fire (1,1) into Fire (1,2), whose
    // neighbours all burn, the only escape is a flip, which costs the
    // Paramedic 2.
    let boxed = |card: &str, regular: u8| {
        xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["1,1", "1,2", "1,3", "2,1", "2,2"],
                "firefighters": [{"at": "1,1", "ap": regular, "specialist": card}],
            }),
        )
    };
    assert!(legal(&boxed("generalist", 3), json!({"move": "1,2"})));
    assert!(matches!(
        refusal(&boxed("paramedic", 3), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(&boxed("paramedic", 4), json!({"move": "1,2"})));
    // Paramedic, 3 AP: in for 2, then a move out (1) still fits; with 2 it does not.
    assert!(legal(&at_fire("paramedic", 3, 0), json!({"move": "1,2"})));
    assert!(!legal(&at_fire("paramedic", 2, 0), json!({"move": "1,2"})));
}

// --- FAQ-4 -----------------------------------------------------------------------

/// FAQ-4, EXP-MOD-1: with the specialists module off nobody has a card
/// (4 AP, no pool), and choosing a card is a configuration error.
#[test]
fn faq_4_specialists_module_off() {
    let off = json!({"specialists": false, "hazmat": true, "vehicles": true, "hot_spots": true,
                     "experienced_setup": true, "experienced_poi": true});
    let (s, events) = new_game(
        json!({"mode": "experienced", "firefighters": 3, "modules": off}),
        4,
    );
    assert!(s.firefighters().iter().all(|f| f.specialist.is_none()));
    assert_eq!(
        count(&events, |e| matches!(e, Event::SpecialistAssigned { .. })),
        0
    );
    assert_eq!(
        config_error(
            json!({"mode": "experienced", "firefighters": 1, "modules": off,
                            "specialists": ["generalist"]})
        ),
        ConfigError::SpecialistsOff
    );
    let mut s = xstate(
        json!({"modules": off}),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 0}]})),
    );
    let events = end_turn(&mut s, &[6, 1]);
    assert_eq!(turn_started(&events, 0), Some(4));
    assert_eq!(pool(&s, 0), 0);
}

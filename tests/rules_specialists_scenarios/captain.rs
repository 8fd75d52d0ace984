//! The Fire Captain's command (SPEC-CAPTAIN).

use super::*;

// --- SPEC-CAPTAIN ---------------------------------------------------------------------

/// SPEC-CAPTAIN-1 (Ruling R15): the Captain makes another firefighter move
/// (carrying too) or open and close doors, paying what that firefighter would
/// pay; the commanded firefighter spends nothing. He does not command himself.
#[test]
fn spec_captain_1_commands_moves_and_doors() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist", "paramedic"]}),
        json!({
            "firefighters": [
                {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
                {"at": "1,3", "ap": 0, "specialist": "generalist"},
                {"at": "5,2", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [{"kind": "victim", "at": "5,2", "revealed": true, "carried_by": 2}],
        }),
    );
    let events = go(
        &mut s,
        json!({"command_open": {"firefighter": 1, "edge": "1,3E"}}),
    );
    assert!(events.contains(&Event::Commanded {
        captain: 0,
        firefighter: 1,
        ap: 1,
        pool: 1,
    }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoorOpened { firefighter: 1, .. }))
    );
    assert!(legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "1,4"}})
    ));
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "1,4"}}),
    );
    // The Captain's price is in `Commanded`; the move itself cost its
    // firefighter nothing, and says so (the log names one price).
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            firefighter: 1,
            ap: 0,
            pool: 0,
            ..
        }
    )));
    assert_eq!(ff_at(&s, 1), at("1,4"));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 0), "Command AP first");
    go(
        &mut s,
        json!({"command_close": {"firefighter": 1, "edge": "1,3E"}}),
    );
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "1,3"}})
    ));
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(ap(&s, 1), 0, "the commanded firefighter pays nothing");

    // Carrying costs the Captain 2, as it would the carrier.
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 2, "to": "5,3"}}),
    );
    assert!(events.contains(&Event::Commanded {
        captain: 0,
        firefighter: 2,
        ap: 2,
        pool: 0,
    }));
    assert_eq!(ap(&s, 0), 1);
    assert_eq!(ff_at(&s, 2), at("5,3"));
    assert_eq!(token_pos(&s, 0), Some(at("5,3")));

    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 0, "to": "0,2"}})),
        ActionError::CannotCommand { .. }
    ));
    // Only the Captain commands.
    let s = xstate(
        json!({"specialists": ["generalist", "paramedic"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 5, "specialist": "generalist"},
            {"at": "1,3", "ap": 0, "specialist": "paramedic"},
        ]}),
    );
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "1,2"}})),
        ActionError::NotYourAbility { .. }
    ));
}

/// SPEC-CAPTAIN-2: Command AP pay only commands; the Captain's regular AP pay
/// commands too, and a command may be split across both.
#[test]
fn spec_captain_2_command_ap_only_for_commands() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({"firefighters": [
            {"at": "1,1", "ap": 0, "specialist": "fire_captain", "pool": 2},
            {"at": "1,2", "ap": 0, "specialist": "generalist"},
        ]}),
    );
    assert_eq!(
        refusal(&s, json!({"move": "2,1"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"chop": "0,1S"})),
        ActionError::NotEnoughAp { needed: 2, have: 0 }
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "1,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert_eq!(ff_at(&s, 1), at("1,3"));

    // Regular AP pay commands when the pool is empty.
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({"firefighters": [
            {"at": "1,1", "ap": 4, "specialist": "fire_captain", "pool": 0},
            {"at": "1,2", "ap": 0, "specialist": "generalist"},
        ]}),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "1,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (3, 0));

    // Split: into Fire (2) = 1 Command AP + 1 regular AP.
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({
            "fire": ["2,2"],
            "firefighters": [
                {"at": "1,1", "ap": 4, "specialist": "fire_captain", "pool": 1},
                {"at": "1,2", "ap": 0, "specialist": "generalist"},
            ],
        }),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "2,2"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (3, 0));
    assert_eq!(ff_at(&s, 1), at("2,2"));
}

/// SPEC-CAPTAIN-3, TC-X-8 (Ruling R15): at most 1 AP in total, from any pool,
/// on commands to the CAFS Firefighter per Captain turn. A second command to
/// the CAFS is illegal even with regular AP; a single 2-AP command is too.
#[test]
fn spec_captain_3_tc_x_8_cafs_command_cap() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "cafs_firefighter", "generalist"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
            {"at": "6,4", "ap": 0, "specialist": "cafs_firefighter"},
            {"at": "5,2", "ap": 0, "specialist": "generalist"},
        ]}),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "6,5"}}),
    );
    assert_eq!(ff_at(&s, 1), at("6,5"));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 1), "1 Command AP");
    assert_eq!(s.turn_state().cafs_commanded, 1);
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));
    assert!(!legal(
        &s,
        json!({"command_open": {"firefighter": 1, "edge": "6,5E"}})
    ));
    // Spend the Command AP elsewhere: regular AP cannot pay the CAFS either.
    go(
        &mut s,
        json!({"command_move": {"firefighter": 2, "to": "5,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 0));
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));
    assert!(!legal(
        &s,
        json!({"command_open": {"firefighter": 1, "edge": "6,5E"}})
    ));
    assert!(
        !s.legal_actions().iter().any(|a| matches!(
            a,
            Action::CommandMove { firefighter: 1, .. }
                | Action::CommandOpen { firefighter: 1, .. }
                | Action::CommandClose { firefighter: 1, .. }
        )),
        "no command to the CAFS is listed"
    );
    assert!(legal(
        &s,
        json!({"command_move": {"firefighter": 2, "to": "5,4"}})
    ));

    // The cap is per Captain turn: it is free again on his next turn.
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "cafs_firefighter"]}),
        parked(json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
            {"at": "6,4", "ap": 0, "specialist": "cafs_firefighter"},
        ]})),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "6,5"}}),
    );
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));
    end_turn(&mut s, &[6, 1]);
    assert_eq!(s.active(), 1);
    end_turn(&mut s, &[6, 8]);
    assert_eq!(s.active(), 0);
    assert_eq!(s.turn_state().cafs_commanded, 0);
    assert!(legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));

    // A first command costing 2 (into Fire) exceeds the cap.
    let s = xstate(
        json!({"specialists": ["fire_captain", "cafs_firefighter"]}),
        json!({
            "fire": ["5,3"],
            "firefighters": [
                {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
                {"at": "5,2", "ap": 0, "specialist": "cafs_firefighter"},
            ],
        }),
    );
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "5,3"}})
    ));
}

/// SPEC-CAPTAIN-4: commanded moves reveal POIs and rescue as usual; the
/// escape reserve (FAM-ACT-END-3) covers the commanded firefighter; a downed
/// firefighter cannot be commanded.
#[test]
fn spec_captain_4_commanded_moves_reveal_rescue_and_keep_the_reserve() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist", "paramedic"]}),
        json!({
            "firefighters": [
                {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
                {"at": "2,1", "ap": 0, "specialist": "generalist"},
                {"at": "1,6", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [
                poi("victim", "2,2"),
                {"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 2},
                poi("false_alarm", "3,2"),
            ],
        }),
    );
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "2,2"}}),
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PoiRevealed {
            token: 0,
            kind: flashpoint::engine::state::PoiKind::Victim,
            ..
        }
    )));
    assert!(matches!(
        s.tokens()[0].place,
        TokenPlace::Board { revealed: true, .. }
    ));
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 2, "to": "0,6"}}),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::VictimRescued { token: 1, .. }))
    );
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.tokens()[1].place, TokenPlace::Rescued);
    assert_eq!(
        ap(&s, 0),
        3,
        "1 Command AP + 2 for the carry, 1 from regular"
    );
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "3,2"}}),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FalseAlarmRemoved { token: 2, .. }))
    );
    assert_eq!(s.false_alarms_found(), 1);

    // The reserve: into Fire (2) must leave 1 AP to get him out again.
    let cfg = json!({"specialists": ["fire_captain", "generalist"]});
    let reserve = |regular: u8| {
        xstate(
            cfg.clone(),
            json!({
                "fire": ["5,3"],
                "firefighters": [
                    {"at": "0,1", "ap": regular, "specialist": "fire_captain", "pool": 1},
                    {"at": "5,2", "ap": 0, "specialist": "generalist"},
                ],
            }),
        )
    };
    let s = reserve(1);
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "5,3"}})),
        ActionError::WouldBeTrapped { .. }
    ));
    let mut s = reserve(2);
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "5,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (1, 0));
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    assert!(
        !legal(&s, json!({"move": "0,2"})),
        "spending the last AP would strand him"
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "5,4"}}),
    );
    assert!(legal(&s, json!("end_turn")));

    // A downed firefighter cannot be commanded.
    let s = xstate(
        json!({"specialists": ["fire_captain", "generalist"], "scenarios": ["friend_in_need"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
            {"at": "5,2", "ap": 0, "specialist": "generalist", "downed": true},
        ]}),
    );
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "5,3"}})),
        ActionError::CannotCommand { .. }
    ));
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::CommandMove { firefighter: 1, .. }))
    );
}

//! The Rescue Specialist, the Imaging Technician and the Driver/Operator
//! (SPEC-RESCUE, SPEC-IMAGING, SPEC-DRIVER).

use super::*;

// --- SPEC-RESCUE, SPEC-IMAGING, SPEC-DRIVER -----------------------------------------

/// SPEC-RESCUE-1: the Rescue Specialist chops for 1 AP; his Move pool pays
/// Move-type actions only (not chop, doors or Extinguish).
#[test]
fn spec_rescue_1_chop_1_ap_and_move_pool() {
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({"firefighters": [{"at": "1,3", "ap": 4, "specialist": "rescue_specialist", "pool": 3}]}),
    );
    let events = go(&mut s, json!({"chop": "0,3S"}));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Chopped { ap: 1, .. }))
    );
    assert_eq!(cubes_on(&s, "0,3S"), 1);
    assert_eq!(
        (ap(&s, 0), pool(&s, 0)),
        (3, 3),
        "the Move pool does not chop"
    );
    let events = go(&mut s, json!({"open": "1,3E"}));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoorOpened { ap: 1, pool: 0, .. }))
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (2, 3), "nor open doors");
    let events = go(&mut s, json!({"move": "1,4"}));
    // SPEC-GEN-1: the event says the pool paid, for the log.
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Moved { ap: 1, pool: 1, .. }))
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (2, 2), "it moves");

    let s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "smoke": ["1,2"],
            "firefighters": [{"at": "1,3", "ap": 0, "specialist": "rescue_specialist", "pool": 3}],
        }),
    );
    assert!(legal(&s, json!({"move": "1,2"})));
    assert_eq!(
        refusal(&s, json!({"chop": "0,3S"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"remove_smoke": "1,2"})),
        ActionError::NotEnoughAp { needed: 2, have: 0 }
    );

    // Carrying is Move-type: the pool pays its 2 AP.
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "firefighters": [{"at": "1,3", "ap": 0, "specialist": "rescue_specialist", "pool": 3}],
            "pois": [{"kind": "victim", "at": "1,3", "revealed": true, "carried_by": 0}],
        }),
    );
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert_eq!(token_pos(&s, 0), Some(at("1,2")));

    // Anyone else chops for 2.
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({"firefighters": [{"at": "1,3", "ap": 5, "specialist": "generalist"}]}),
    );
    go(&mut s, json!({"chop": "0,3S"}));
    assert_eq!(ap(&s, 0), 3);
}

/// SPEC-GEN-1, Ruling R16: the price the menus show before an action is
/// what its event reports after: the Rescue Specialist's Move pool pays
/// first (a step, a walk of several, a part of one past the pool), not a
/// chop; a card without a pool pays regular AP.
#[test]
fn spec_gen_1_prices_name_the_pools_part_before_the_action() {
    use flashpoint::engine::Price;
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({"firefighters": [{"at": "1,3", "ap": 4, "specialist": "rescue_specialist", "pool": 3}]}),
    );
    let price = |s: &GameState, a| s.price(act(a)).expect("legal");
    assert_eq!(price(&s, json!({"move": "1,2"})), Price { ap: 1, pool: 1 });
    assert_eq!(price(&s, json!({"chop": "0,3S"})), Price { ap: 1, pool: 0 });
    assert_eq!(s.move_price(2), Price { ap: 2, pool: 2 });
    assert_eq!(s.move_price(5), Price { ap: 5, pool: 3 });
    let events = go(&mut s, json!({"move": "1,2"}));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Moved { ap: 1, pool: 1, .. })),
        "as priced"
    );
    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({"firefighters": [{"at": "1,3", "ap": 5, "specialist": "generalist"}]}),
    );
    assert_eq!(
        s.price(act(json!({"move": "1,2"}))),
        Ok(Price { ap: 1, pool: 0 })
    );
    assert_eq!(s.move_price(3), Price { ap: 3, pool: 0 });
}

/// SPEC-IMAGING-1: Identify, 1 AP, reveals any POI on the board at any
/// distance: a False Alarm goes to the Rescued area (not a rescue), a Victim
/// stays face up.
#[test]
fn spec_imaging_1_identify_any_poi() {
    let mut s = xstate(
        json!({"specialists": ["imaging_technician"]}),
        json!({
            "firefighters": [{"at": "7,9", "ap": 4, "specialist": "imaging_technician"}],
            "pois": [poi("false_alarm", "2,2"), poi("victim", "6,7")],
        }),
    );
    let events = go(&mut s, json!({"identify": "2,2"}));
    assert!(events.contains(&Event::Identified {
        firefighter: 0,
        cell: at("2,2"),
        ap: 1
    }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FalseAlarmRemoved { token: 0, .. }))
    );
    assert_eq!(s.tokens()[0].place, TokenPlace::Rescued);
    assert_eq!(s.false_alarms_found(), 1);
    assert_eq!(s.rescued(), 0);
    go(&mut s, json!({"identify": "6,7"}));
    assert_eq!(
        s.tokens()[1].place,
        TokenPlace::Board {
            cell: cell(&s, "6,7"),
            revealed: true
        }
    );
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(ff_at(&s, 0), at("7,9"), "he never moved");
    assert!(matches!(
        refusal(&s, json!({"identify": "6,7"})),
        ActionError::NoPoi { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"identify": "3,3"})),
        ActionError::NoPoi { .. }
    ));

    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "firefighters": [{"at": "7,9", "ap": 5, "specialist": "generalist"}],
            "pois": [poi("false_alarm", "2,2")],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"identify": "2,2"})),
        ActionError::NotYourAbility { .. }
    ));
}

/// The Driver/Operator at the Engine (5,9), whose deck gun serves rows 4–6 ×
/// columns 5–8, with Fire around the possible targets.
fn driver_state() -> GameState {
    xstate(
        json!({"specialists": ["driver_operator"]}),
        json!({
            "fire": ["5,5", "5,4", "5,7", "6,7", "6,6", "6,8", "4,5", "3,5"],
            "firefighters": [{"at": "5,9", "ap": 4, "specialist": "driver_operator"}],
        }),
    )
}

/// SPEC-DRIVER-1: the deck gun costs the Driver/Operator 2 AP; he may re-roll
/// each die at most once, in either order; a re-rolled value outside the area
/// is flipped again; the final values stand.
#[test]
fn spec_driver_1_deck_gun_rerolls() {
    // Black, then red: both re-rolled, the shot lands at once.
    let mut s = driver_state();
    s.force_dice([5, 5]);
    let events = go(&mut s, json!("deck_gun"));
    assert!(events.contains(&Event::DeckGunFired {
        firefighter: 0,
        ap: 2
    }));
    assert_eq!(ap(&s, 0), 2);
    assert!(matches!(
        s.stage(),
        Stage::DeckGun {
            floor: 0,
            red: 5,
            black: 5,
            red_rerolled: false,
            black_rerolled: false
        }
    ));
    assert_eq!(level(&s, "5,5"), FireLevel::Fire, "nothing landed yet");
    s.force_dice([2]);
    let events = go(&mut s, json!({"reroll": "black"}));
    assert!(events.contains(&Event::DeckGunRolled {
        red: 5,
        black: 2,
        target_red: 5,
        target_black: 7,
        rerolled: Some(Die::Black),
    }));
    assert!(matches!(
        refusal(&s, json!({"reroll": "black"})),
        ActionError::Forbidden(_)
    ));
    s.force_dice([1]);
    let events = go(&mut s, json!({"reroll": "red"}));
    assert!(events.contains(&Event::DeckGunLanded { target: at("6,7") }));
    assert_eq!(s.stage(), Stage::Actions);
    // (6,7) and its neighbours (5,7), (6,6); the closed door (6,7)E keeps (6,8).
    assert_eq!(level(&s, "6,7"), FireLevel::Clear);
    assert_eq!(level(&s, "5,7"), FireLevel::Clear);
    assert_eq!(level(&s, "6,6"), FireLevel::Clear);
    assert_eq!(level(&s, "6,8"), FireLevel::Fire);
    assert_eq!(
        level(&s, "5,5"),
        FireLevel::Fire,
        "the first roll does not count"
    );
    assert_eq!(ap(&s, 0), 2);

    // Red, then accept: the re-rolled red (3 → flipped 4) stands.
    let mut s = driver_state();
    s.force_dice([5, 5]);
    go(&mut s, json!("deck_gun"));
    s.force_dice([3]);
    go(&mut s, json!({"reroll": "red"}));
    assert!(matches!(
        refusal(&s, json!({"reroll": "red"})),
        ActionError::Forbidden(_)
    ));
    let events = go(&mut s, json!("accept_shot"));
    assert!(events.contains(&Event::DeckGunLanded { target: at("4,5") }));
    assert_eq!(level(&s, "4,5"), FireLevel::Clear);
    assert_eq!(level(&s, "3,5"), FireLevel::Clear);
    assert_eq!(
        level(&s, "5,5"),
        FireLevel::Fire,
        "wall (4,5)S; the old target stays"
    );

    // Red, then black.
    let mut s = driver_state();
    s.force_dice([5, 5]);
    go(&mut s, json!("deck_gun"));
    s.force_dice([6]);
    go(&mut s, json!({"reroll": "red"}));
    s.force_dice([6]);
    let events = go(&mut s, json!({"reroll": "black"}));
    assert!(events.contains(&Event::DeckGunLanded { target: at("6,6") }));

    // Anyone else: 4 AP, no re-roll, the water lands at once.
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "fire": ["5,5"],
            "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}],
        }),
    );
    s.force_dice([5, 5]);
    let events = go(&mut s, json!("deck_gun"));
    assert!(events.contains(&Event::DeckGunFired {
        firefighter: 0,
        ap: 4
    }));
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(level(&s, "5,5"), FireLevel::Clear);
    assert!(matches!(
        refusal(&s, json!({"reroll": "red"})),
        ActionError::WrongStage { .. }
    ));
}

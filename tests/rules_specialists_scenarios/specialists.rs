//! The specialist cards' AP (SPEC table), what every specialist shares
//! (SPEC-GEN), the Paramedic, the CAFS Firefighter and the Hazmat Technician.

use super::*;

// --- SPEC table: AP per card ---------------------------------------------------

/// SPEC table, FAM-AP-1, SPEC-GEN-1: at the start of its turn each card gets
/// its AP and its bonus pool: CAFS 3 + 3 Extinguish, Generalist 5, Fire
/// Captain 4 + 2 Command, Rescue Specialist 4 + 3 Move, every other card 4 and
/// no pool.
#[test]
fn spec_table_ap_per_card() {
    let cases = [
        ("paramedic", 4, 0),
        ("cafs_firefighter", 3, 3),
        ("hazmat_technician", 4, 0),
        ("generalist", 5, 0),
        ("fire_captain", 4, 2),
        ("rescue_specialist", 4, 3),
        ("imaging_technician", 4, 0),
        ("driver_operator", 4, 0),
        ("structural_engineer", 4, 0),
    ];
    for (card, per_turn, bonus) in cases {
        let mut s = xstate(
            json!({"specialists": [card]}),
            parked(json!({"firefighters": [{"at": "0,3", "ap": 0, "specialist": card}]})),
        );
        let events = end_turn(&mut s, &[6, 1]);
        assert_eq!(turn_started(&events, 0), Some(per_turn), "{card}: AP");
        assert_eq!(ap(&s, 0), per_turn, "{card}: AP");
        assert_eq!(pool(&s, 0), bonus, "{card}: bonus pool");
        // The event tells the pool too, for the log.
        let started_pool = events.iter().find_map(|e| match *e {
            Event::TurnStarted { pool, .. } => Some(pool.map_or(0, |p| p.ap)),
            _ => None,
        });
        assert_eq!(started_pool, Some(bonus), "{card}: the event's pool");
        assert_eq!(s.stage(), Stage::Actions);
    }
}

// --- SPEC-GEN --------------------------------------------------------------------

/// SPEC-GEN-1, FAM-AP-3: unspent bonus-pool AP are never saved; only regular
/// AP are, and the next turn brings a fresh pool of the card's size.
#[test]
fn spec_gen_1_bonus_pools_are_never_saved() {
    // (card, regular AP left, pool left, AP next turn = card + saved, pool size)
    let cases = [
        ("cafs_firefighter", 2, 3, 5, 3),
        ("fire_captain", 4, 2, 8, 2),
        ("rescue_specialist", 1, 3, 5, 3),
    ];
    for (card, left, bonus, next, size) in cases {
        let mut s = xstate(
            json!({"specialists": [card]}),
            parked(json!({
                "firefighters": [{"at": "0,3", "ap": left, "specialist": card, "pool": bonus}],
            })),
        );
        let events = end_turn(&mut s, &[6, 1]);
        let ended = events
            .iter()
            .find_map(|e| match *e {
                Event::TurnEnded {
                    saved, forfeited, ..
                } => Some((saved, forfeited)),
                _ => None,
            })
            .expect("TurnEnded");
        assert_eq!(ended.0, left, "{card}: only regular AP are saved");
        assert_eq!(turn_started(&events, 0), Some(next), "{card}: next turn AP");
        assert_eq!(ap(&s, 0), next, "{card}");
        assert_eq!(
            pool(&s, 0),
            size,
            "{card}: the pool is the card's, nothing carried over"
        );
        assert_eq!(s.firefighters()[0].saved, 0);
    }
}

/// SPEC-GEN-2 (Ruling R16): one cost may be split across pools, and the
/// restricted pool pays first; a pool never pays another kind of action.
#[test]
fn spec_gen_2_costs_split_restricted_pool_first() {
    // CAFS, 3 AP + 1 Extinguish AP: Remove Fire (2) = 1 from the pool + 1 regular.
    let mut s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 3, "specialist": "cafs_firefighter", "pool": 1}],
        }),
    );
    let events = go(&mut s, json!({"remove_fire": "1,2"}));
    assert!(events.contains(&Event::Extinguished {
        firefighter: 0,
        cell: at("1,2"),
        from: FireLevel::Fire,
        to: FireLevel::Clear,
        ap: 2,
        pool: 1,
    }));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (2, 0));

    // With 0 AP + 1 Extinguish AP the split cannot reach 2.
    let s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 0, "specialist": "cafs_firefighter", "pool": 1}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"remove_fire": "1,2"})),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    );

    // Rescue Specialist, 4 AP + 3 Move AP: moves spend the Move pool first.
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "smoke": ["1,2"],
            "fire": ["2,2"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "rescue_specialist", "pool": 3}],
        }),
    );
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 2), "1 from the Move pool");
    go(&mut s, json!({"move": "2,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 0), "Fire: 2 from the pool");
    go(&mut s, json!({"move": "2,1"}));
    assert_eq!(
        (ap(&s, 0), pool(&s, 0)),
        (3, 0),
        "pool empty: regular AP pay"
    );

    // A split move: 1 Move AP left, entering Fire (2) takes it and 1 regular AP.
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "rescue_specialist", "pool": 1}],
        }),
    );
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (3, 0));
}

/// SPEC-GEN-3: each card is unique in play: a configuration choosing a card
/// twice is refused, random deals never repeat a card, a snapshot cannot hold
/// a card twice, and Crew Change cannot take a card in play.
#[test]
fn spec_gen_3_each_card_is_unique() {
    assert!(matches!(
        config_error(json!({
            "mode": "experienced", "firefighters": 2,
            "specialists": ["paramedic", "paramedic"],
        })),
        ConfigError::SpecialistTwice(_)
    ));
    for seed in 0..12 {
        let (s, _) = new_game(json!({"mode": "experienced", "firefighters": 6}), seed);
        let mut cards: Vec<Specialist> = s
            .firefighters()
            .iter()
            .map(|f| f.specialist.expect("every firefighter has a card"))
            .collect();
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 6, "seed {seed}: a card dealt twice");
    }
    // A chosen card is not dealt again to a random seat.
    for seed in 0..12 {
        let (s, _) = new_game(
            json!({"mode": "experienced", "firefighters": 6, "specialists": ["random", "generalist"]}),
            seed,
        );
        let generalists = s
            .firefighters()
            .iter()
            .filter(|f| f.is(Specialist::Generalist))
            .count();
        assert_eq!(generalists, 1, "seed {seed}");
        assert!(s.firefighters()[1].is(Specialist::Generalist));
    }
    let twice = Snapshot::from_partial(
        json!({
            "config": {"mode": "experienced", "firefighters": 2},
            "engine": "5,9", "ambulance": "0,5",
            "firefighters": [
                {"at": "0,3", "ap": 4, "specialist": "paramedic"},
                {"at": "0,4", "ap": 4, "specialist": "paramedic"},
            ],
        }),
        None,
        1,
    )
    .expect("a well-formed snapshot");
    assert!(GameState::from_snapshot(front(), &twice).is_err());

    // Crew Change (first action, turn started on the Engine).
    let s = xstate(
        json!({"specialists": ["generalist", "paramedic"]}),
        json!({
            "turn_state": {"started_on_engine": true},
            "firefighters": [
                {"at": "5,9", "ap": 5, "specialist": "generalist"},
                {"at": "0,3", "ap": 0, "specialist": "paramedic"},
            ],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"crew_change": "paramedic"})),
        ActionError::SpecialistInPlay(_)
    ));
    assert!(legal(&s, json!({"crew_change": "hazmat_technician"})));
}

/// SPEC-GEN-4: "double cost to Extinguish" (Paramedic, Rescue Specialist):
/// Smoke 2, Fire → Smoke 2, Fire 4. The deck gun is not Extinguish and keeps
/// its cost (Ruling R25).
#[test]
fn spec_gen_4_double_extinguish_cost() {
    for card in ["paramedic", "rescue_specialist"] {
        let mut s = xstate(
            json!({"specialists": [card]}),
            json!({
                "smoke": ["1,2"],
                "fire": ["2,1"],
                "firefighters": [{"at": "1,1", "ap": 4, "specialist": card}],
            }),
        );
        go(&mut s, json!({"remove_smoke": "1,2"}));
        assert_eq!(ap(&s, 0), 2, "{card}: Smoke costs 2");
        let events = go(&mut s, json!({"flip_fire": "2,1"}));
        assert_eq!(ap(&s, 0), 0, "{card}: Fire → Smoke costs 2");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Extinguished { ap: 2, .. }))
        );
        assert_eq!(level(&s, "2,1"), FireLevel::Smoke);

        let mut s = xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["1,2"],
                "firefighters": [{"at": "1,1", "ap": 4, "specialist": card}],
            }),
        );
        go(&mut s, json!({"remove_fire": "1,2"}));
        assert_eq!(ap(&s, 0), 0, "{card}: Fire costs 4");
        assert_eq!(level(&s, "1,2"), FireLevel::Clear);

        let s = xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["1,2"],
                "firefighters": [{"at": "1,1", "ap": 3, "specialist": card}],
            }),
        );
        assert_eq!(
            refusal(&s, json!({"remove_fire": "1,2"})),
            ActionError::NotEnoughAp { needed: 4, have: 3 }
        );
    }
    // The Rescue Specialist's Move pool does not pay Extinguish.
    let s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "smoke": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 1, "specialist": "rescue_specialist", "pool": 3}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"remove_smoke": "1,2"})),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    );
    // Without the ability, Smoke costs 1.
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({"smoke": ["1,2"], "firefighters": [{"at": "1,1", "ap": 5, "specialist": "generalist"}]}),
    );
    go(&mut s, json!({"remove_smoke": "1,2"}));
    assert_eq!(ap(&s, 0), 4);
    // The deck gun costs the Paramedic 4, not 8.
    let mut s = xstate(
        json!({"specialists": ["paramedic"]}),
        json!({"fire": ["5,5"], "firefighters": [{"at": "5,9", "ap": 4, "specialist": "paramedic"}]}),
    );
    s.force_dice([5, 5]);
    let events = go(&mut s, json!("deck_gun"));
    assert!(events.contains(&Event::DeckGunFired {
        firefighter: 0,
        ap: 4
    }));
    assert_eq!(ap(&s, 0), 0);
    assert_eq!(level(&s, "5,5"), FireLevel::Clear);
}

// --- SPEC-PARAMEDIC ----------------------------------------------------------------

/// SPEC-PARAMEDIC-1 (Ruling R27): Treat, 1 AP, a revealed untreated Victim in
/// the Paramedic's own space; not next door, not face down, not twice, and
/// only by the Paramedic.
#[test]
fn spec_paramedic_1_treat_in_own_space() {
    let mut s = xstate(
        json!({"specialists": ["paramedic"]}),
        json!({
            "firefighters": [{"at": "2,2", "ap": 4, "specialist": "paramedic"}],
            "pois": [victim_up("2,2"), victim_up("2,1")],
        }),
    );
    assert!(
        matches!(
            refusal(&s, json!({"treat": 1})),
            ActionError::NotOnYourCell { .. }
        ),
        "the Victim next door cannot be treated (R27)"
    );
    let events = go(&mut s, json!({"treat": 0}));
    assert!(events.contains(&Event::Treated {
        firefighter: 0,
        token: 0,
        cell: at("2,2"),
        ap: 1,
    }));
    assert!(s.tokens()[0].treated);
    assert!(!s.tokens()[1].treated);
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(token_pos(&s, 0), Some(at("2,2")), "a treated Victim stays");
    assert!(
        matches!(
            refusal(&s, json!({"treat": 0})),
            ActionError::NotOnYourCell { .. }
        ),
        "already treated"
    );

    // A face-down POI cannot be treated.
    let s = xstate(
        json!({"specialists": ["paramedic"]}),
        json!({
            "firefighters": [{"at": "2,2", "ap": 4, "specialist": "paramedic"}],
            "pois": [poi("victim", "2,2")],
        }),
    );
    assert!(!legal(&s, json!({"treat": 0})));

    // Only the Paramedic treats.
    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "firefighters": [{"at": "2,2", "ap": 5, "specialist": "generalist"}],
            "pois": [victim_up("2,2")],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"treat": 0})),
        ActionError::NotYourAbility { .. }
    ));
}

/// SPEC-PARAMEDIC-2 (Ruling R28): any firefighter may lead a treated Victim:
/// 1 AP into an empty or Smoke space, never into Fire; carrying one item and
/// leading costs 2; a treated Victim may also be carried (2 AP).
#[test]
fn spec_paramedic_2_leading_a_treated_victim() {
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "smoke": ["5,3"],
            "fire": ["6,4"],
            "firefighters": [{"at": "5,2", "ap": 9, "specialist": "generalist"}],
            "pois": [
                {"kind": "victim", "at": "5,2", "revealed": true, "treated": true},
                victim_up("5,4"),
            ],
        }),
    );
    let events = go(&mut s, json!({"lead": 0}));
    assert!(events.contains(&Event::LeadStarted {
        firefighter: 0,
        token: 0
    }));
    assert_eq!(ap(&s, 0), 9, "leading is free to start");
    assert_eq!(s.firefighters()[0].leading, Some(0));

    let events = go(&mut s, json!({"move": "5,3"}));
    assert_eq!(ap(&s, 0), 8, "into Smoke: 1 AP, no surcharge");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            ap: 1,
            leading: Some(0),
            carrying: None,
            ..
        }
    )));
    assert_eq!(token_pos(&s, 0), Some(at("5,3")), "the Victim follows");
    go(&mut s, json!({"move": "5,4"}));
    assert_eq!(ap(&s, 0), 7, "into an empty space: 1 AP");
    assert_eq!(token_pos(&s, 0), Some(at("5,4")));

    // Never into Fire.
    assert!(!legal(&s, json!({"move": "6,4"})));
    assert_eq!(ff_at(&s, 0), at("5,4"));

    // Carry one Victim and lead the treated one: 2 AP.
    go(&mut s, json!({"pick_up": 1}));
    go(&mut s, json!({"move": "5,3"}));
    assert_eq!(ap(&s, 0), 5, "carry + lead: 2 AP");
    assert_eq!(token_pos(&s, 0), Some(at("5,3")));
    assert_eq!(token_pos(&s, 1), Some(at("5,3")));

    // A treated Victim may also be carried: 2 AP.
    go(&mut s, json!("release"));
    go(&mut s, json!("drop"));
    go(&mut s, json!({"pick_up": 0}));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Victim(0)));
    go(&mut s, json!({"move": "5,4"}));
    assert_eq!(ap(&s, 0), 3, "carrying a treated Victim: 2 AP");
    assert_eq!(token_pos(&s, 0), Some(at("5,4")));
    assert_eq!(token_pos(&s, 1), Some(at("5,3")));

    // One treated Victim led at a time; a led Victim is rescued with its
    // leader (EXP-VEH-RESCUE-1a).
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}],
            "pois": [
                {"kind": "victim", "at": "1,6", "revealed": true, "treated": true},
                {"kind": "victim", "at": "1,6", "revealed": true, "treated": true},
            ],
        }),
    );
    go(&mut s, json!({"lead": 0}));
    assert!(matches!(
        refusal(&s, json!({"lead": 1})),
        ActionError::Forbidden(_)
    ));
    let events = go(&mut s, json!({"move": "0,6"}));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::VictimRescued { token: 0, .. }))
    );
    assert_eq!(s.rescued(), 1);
    assert_eq!(ap(&s, 0), 4);
    assert_eq!(s.firefighters()[0].leading, None);
}

// --- SPEC-CAFS, SPEC-HAZTECH ------------------------------------------------------

/// SPEC-CAFS-1: the Extinguish pool pays FAM-ACT-EXT actions only: not moves,
/// doors, chops, nor the deck gun (Ruling R25).
#[test]
fn spec_cafs_1_extinguish_pool_pays_only_extinguish() {
    let mut s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "smoke": ["1,2"],
            "fire": ["2,3"],
            "firefighters": [{"at": "1,3", "ap": 0, "specialist": "cafs_firefighter", "pool": 3}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"chop": "0,3S"})),
        ActionError::NotEnoughAp { needed: 2, have: 0 }
    );
    go(&mut s, json!({"remove_smoke": "1,2"}));
    go(&mut s, json!({"remove_fire": "2,3"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 0));
    assert_eq!(level(&s, "1,2"), FireLevel::Clear);
    assert_eq!(level(&s, "2,3"), FireLevel::Clear);

    let s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "fire": ["5,5"],
            "firefighters": [{"at": "5,9", "ap": 1, "specialist": "cafs_firefighter", "pool": 3}],
        }),
    );
    assert_eq!(
        refusal(&s, json!("deck_gun")),
        ActionError::NotEnoughAp { needed: 4, have: 1 }
    );
}

/// SPEC-HAZTECH-1: Dispose, 2 AP, a Hazmat in his own space, lying or
/// carried → Rescued area (not "carried out"). Only the Hazmat Technician.
#[test]
fn spec_haztech_1_dispose_lying_or_carried() {
    let mut s = xstate(
        json!({"specialists": ["hazmat_technician"]}),
        json!({
            "hazmat": [{"at": "2,2"}, {"at": "2,1"}],
            "firefighters": [{"at": "2,2", "ap": 8, "specialist": "hazmat_technician"}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"dispose": 1})),
        ActionError::NotOnYourCell { .. }
    ));
    let events = go(&mut s, json!({"dispose": 0}));
    assert!(events.contains(&Event::Disposed {
        firefighter: 0,
        hazmat: 0,
        cell: at("2,2"),
        ap: 2,
    }));
    assert_eq!(s.hazmat()[0], HazmatPlace::Disposed);
    assert_eq!(ap(&s, 0), 6);

    go(&mut s, json!({"move": "2,1"}));
    go(&mut s, json!({"pick_up_hazmat": 1}));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Hazmat(1)));
    go(&mut s, json!({"dispose": 1}));
    assert_eq!(s.hazmat()[1], HazmatPlace::Disposed);
    assert_eq!(s.firefighters()[0].carrying, None);
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(s.hazmat_on_board(), 0);
    assert_eq!(s.hazmat_carried_out(), 0, "disposed is not carried out");

    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "hazmat": [{"at": "2,2"}],
            "firefighters": [{"at": "2,2", "ap": 5, "specialist": "generalist"}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"dispose": 0})),
        ActionError::NotYourAbility { .. }
    ));
}

/// FAM-ACT-RESCUE-1, FAM-END-1: a carried Victim and a led one reach
/// safety together, so both are rescued when the first of them is the
/// 7th: the game is won with 8, and neither is left lying outside (a
/// random game on a generated board once ended with the led one there).
/// Without vehicles the way out of the building rescues; with them, the
/// Ambulance's space does (EXP-VEH-RESCUE-1a).
#[test]
fn a_carried_and_a_led_victim_arriving_at_the_seventh_rescue_are_both_rescued() {
    for vehicles in [false, true] {
        let mut pois = vec![
            json!({"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 0}),
            json!({"kind": "victim", "at": "1,6", "revealed": true, "treated": true, "led_by": 0}),
        ];
        pois.extend(off_board("victim", "rescued", 6));
        let mut s = xstate(
            json!({"specialists": ["generalist"], "modules": {"vehicles": vehicles}}),
            json!({
                "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}],
                "pois": pois,
            }),
        );
        let events = go(&mut s, json!({"move": "0,6"}));
        let rescued: Vec<u8> = events
            .iter()
            .filter_map(|e| match e {
                Event::VictimRescued { token, .. } => Some(*token),
                _ => None,
            })
            .collect();
        assert_eq!(rescued, [0, 1], "vehicles {vehicles}: both arrived");
        assert_eq!(s.rescued(), 8);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Victory { rescued: 8 })),
            "{events:?}"
        );
        assert!(s.is_over());
        assert_eq!(token_pos(&s, 1), None, "not left lying outside");
    }
}

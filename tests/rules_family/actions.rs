//! §3.2 actions: moving, doors, extinguishing, chopping, revealing on entry,
//! carrying, rescuing and ending the turn.

use super::*;

// --- §3.2 actions --------------------------------------------------------------

/// FAM-ACT-MOVE-1: 1 AP into an adjacent empty or Smoke space.
#[test]
fn fam_act_move_1_empty_or_smoke_costs_one() {
    let mut s = state(
        front(),
        json!({"smoke": ["1,3"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(ap(&s, 0), 3);
    apply(&mut s, act(json!({"move": "1,3"})));
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(ff_at(&s, 0), at("1,3"));
    assert_eq!(
        level(&s, "1,3"),
        FireLevel::Smoke,
        "moving does not clear Smoke"
    );
}

/// FAM-ACT-MOVE-2: 2 AP into Fire (worked example TC-ACT-1); never while
/// carrying a Victim.
#[test]
fn fam_act_move_2_entering_fire_costs_two() {
    let mut s = state(
        front(),
        json!({"fire": ["1,2"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(ap(&s, 0), 2);
    apply(&mut s, act(json!({"move": "1,3"})));
    assert_eq!(ap(&s, 0), 1);
    apply(&mut s, act(json!({"open": "1,3E"})));
    assert_eq!(ap(&s, 0), 0);
    assert_eq!(ff_at(&s, 0), at("1,3"));
    assert_eq!(door_on(&s, "1,3E"), DoorState::Open);

    let s = state(
        front(),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [{"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::CarryIntoFire
    );
}

/// FAM-ACT-MOVE-3: carrying a Victim costs 2 AP, into empty or Smoke only.
#[test]
fn fam_act_move_3_carrying_costs_two_never_into_fire() {
    let mut s = state(
        front(),
        json!({
            "fire": ["2,2"],
            "smoke": ["1,3"],
            "firefighters": [{"at": "1,1", "ap": 5}],
            "pois": [{"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0}],
        }),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(token_pos(&s, 0), Some(at("1,2")));
    assert_eq!(
        refusal(&s, json!({"move": "2,2"})),
        ActionError::CarryIntoFire
    );
    apply(&mut s, act(json!({"move": "1,3"})));
    assert_eq!(ap(&s, 0), 1);
    assert_eq!(token_pos(&s, 0), Some(at("1,3")));
    assert!(matches!(
        refusal(&s, json!({"move": "2,3"})),
        ActionError::NotEnoughAp { needed: 2, .. }
    ));
}

/// FAM-ACT-DOOR-1: open/close a non-destroyed door on an edge of own space, 1 AP.
#[test]
fn fam_act_door_1_open_and_close_own_doors() {
    let mut s = state(front(), json!({"firefighters": [{"at": "1,3", "ap": 4}]}));
    assert!(!legal(&s, json!({"move": "1,4"})));
    apply(&mut s, act(json!({"open": "1,3E"})));
    assert_eq!((ap(&s, 0), door_on(&s, "1,3E")), (3, DoorState::Open));
    assert!(legal(&s, json!({"move": "1,4"})));
    assert!(matches!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::AlreadyThere { .. }
    ));
    apply(&mut s, act(json!({"close": "1,4W"})));
    assert_eq!((ap(&s, 0), door_on(&s, "1,3E")), (2, DoorState::Closed));
    assert!(matches!(
        refusal(&s, json!({"open": "2,5E"})),
        ActionError::NotYourEdge { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"open": "1,2E"})),
        ActionError::NoDoor(_)
    ));
    let s = state(front(), json!({"firefighters": [{"at": "1,3", "ap": 0}]}));
    assert!(matches!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::NotEnoughAp { .. }
    ));
}

/// FAM-ACT-EXT-1: remove Smoke in own or an adjacent space, 1 AP; walls and
/// closed doors limit the reach.
#[test]
fn fam_act_ext_1_remove_smoke() {
    let mut s = state(
        front(),
        json!({
            "smoke": ["2,5", "1,5", "3,5", "2,6"],
            "fire": ["2,4"],
            "firefighters": [{"at": "2,5", "ap": 4}],
        }),
    );
    apply(&mut s, act(json!({"remove_smoke": "2,5"})));
    apply(&mut s, act(json!({"remove_smoke": "1,5"})));
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(level(&s, "2,5"), FireLevel::Clear);
    assert_eq!(level(&s, "1,5"), FireLevel::Clear);
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "3,5"})),
        ActionError::OutOfReach { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "2,6"})),
        ActionError::OutOfReach { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "2,4"})),
        ActionError::NothingToExtinguish { .. }
    ));
}

/// FAM-ACT-EXT-2: flip Fire to Smoke in own or an adjacent space, 1 AP.
#[test]
fn fam_act_ext_2_flip_fire_to_smoke() {
    let mut s = state(
        front(),
        json!({"fire": ["1,5", "2,4"], "firefighters": [{"at": "2,5", "ap": 4}]}),
    );
    let supply = s.fire_supply();
    apply(&mut s, act(json!({"flip_fire": "1,5"})));
    assert_eq!(level(&s, "1,5"), FireLevel::Smoke);
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(s.fire_supply(), supply, "a flip uses no token");
    apply(&mut s, act(json!({"flip_fire": "2,4"})));
    assert_eq!(ap(&s, 0), 2);
}

/// FAM-ACT-EXT-3: remove Fire in own or an adjacent space, 2 AP (worked
/// example TC-ACT-2, with FAM-ACT-POI-1 and FAM-AP-3).
#[test]
fn fam_act_ext_3_remove_fire_tc_act_2() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,2"],
            "firefighters": [{"at": "5,3", "ap": 4}],
            "pois": [poi("victim", "5,4")],
        })),
    );
    let supply = s.fire_supply();
    apply(&mut s, act(json!({"remove_fire": "5,2"})));
    assert_eq!(level(&s, "5,2"), FireLevel::Clear);
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(s.fire_supply(), supply + 1);
    apply(&mut s, act(json!({"move": "5,4"})));
    assert_eq!(ap(&s, 0), 1);
    assert!(token_revealed(&s, 0), "revealed on entry");
    assert_eq!(token_pos(&s, 0), Some(at("5,4")), "a Victim stays");
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 1,
        forfeited: 0
    }));

    let s = state(
        front(),
        json!({"fire": ["5,2"], "firefighters": [{"at": "5,3", "ap": 1}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"remove_fire": "5,2"})),
        ActionError::NotEnoughAp { needed: 2, .. }
    ));
}

/// FAM-ACT-CHOP-1, Ruling R4: 2 AP for a cube on a non-destroyed wall
/// (interior or outer) on an edge of own space; never doors or entrances.
#[test]
fn fam_act_chop_1_walls_of_own_space_only() {
    let mut s = state(front(), json!({"firefighters": [{"at": "3,1", "ap": 6}]}));
    // (3,1): N open floor, E open floor, S (4,1)... W entrance (3,0)E.
    assert!(matches!(
        refusal(&s, json!({"chop": "3,0E"})),
        ActionError::NotChoppable { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "3,1E"})),
        ActionError::NotChoppable { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "4,1S"})),
        ActionError::NotYourEdge { .. }
    ));
    let mut s2 = state(front(), json!({"firefighters": [{"at": "3,2", "ap": 6}]}));
    assert!(matches!(
        refusal(&s2, json!({"chop": "3,2E"})),
        ActionError::NotChoppable { .. }
    ));
    // Interior wall (2,3)S from (2,3), outer wall (0,1)S from (1,1).
    s = state(front(), json!({"firefighters": [{"at": "2,3", "ap": 3}]}));
    apply(&mut s, act(json!({"chop": "2,3S"})));
    assert_eq!(
        (ap(&s, 0), cubes_on(&s, "2,3S"), s.cubes_placed()),
        (1, 1, 1)
    );
    assert!(matches!(
        refusal(&s, json!({"chop": "2,3E"})),
        ActionError::NotEnoughAp { needed: 2, .. }
    ));
    s2 = state(front(), json!({"firefighters": [{"at": "1,1", "ap": 4}]}));
    apply(&mut s2, act(json!({"chop": "1,1N"})));
    assert_eq!(cubes_on(&s2, "0,1S"), 1);
    apply(&mut s2, act(json!({"chop": "1,0E"})));
    assert_eq!(cubes_on(&s2, "1,0E"), 1);
    assert_eq!(s2.cubes_placed(), 2);
}

/// FAM-ACT-CHOP-1, FAM-END-3, GEN-7: chopping may place the 24th cube: the
/// building collapses at once, POIs on the board are lost.
#[test]
fn fam_act_chop_1_24th_cube_by_chopping_collapses() {
    let mut s = state(
        front(),
        json!({
            "damage": filler_damage(23),
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [poi("victim", "2,4"), victim_up("5,5")],
        }),
    );
    let events = apply(&mut s, act(json!({"chop": "0,1S"})));
    assert_eq!(s.cubes_placed(), 24);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.tokens()[1].place, TokenPlace::Lost);
    assert_eq!(s.lost(), 2);
    assert!(s.legal_actions().is_empty());
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
}

/// FAM-ACT-POI-1: entering a POI space reveals it at 0 AP; a False Alarm goes
/// to the Rescued area (not a rescue), a Victim stays face up.
#[test]
fn fam_act_poi_1_reveal_on_entry() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "5,3", "ap": 4}],
            "pois": [poi("victim", "5,4"), poi("false_alarm", "5,2")],
        }),
    );
    let events = apply(&mut s, act(json!({"move": "5,4"})));
    assert_eq!(ap(&s, 0), 3);
    assert!(events.contains(&Event::PoiRevealed {
        token: 0,
        cell: at("5,4"),
        kind: PoiKind::Victim
    }));
    assert!(token_revealed(&s, 0));
    assert_eq!(token_pos(&s, 0), Some(at("5,4")));
    apply(&mut s, act(json!({"move": "5,3"})));
    apply(&mut s, act(json!({"move": "5,2"})));
    assert_eq!(ap(&s, 0), 1);
    assert_eq!(s.tokens()[1].place, TokenPlace::Rescued);
    assert_eq!(s.false_alarms_found(), 1);
    assert_eq!(s.rescued(), 0, "a False Alarm is no rescue");
}

/// FAM-ACT-CARRY-1, Ruling R28: one item at a time; picking up and putting
/// down are free; only a revealed Victim can be picked up.
#[test]
fn fam_act_carry_1_one_victim_pick_up_and_drop_free() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [victim_up("1,1"), victim_up("1,1"), poi("victim", "1,1")],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"pick_up": 2})),
        ActionError::NothingToPickUp { .. }
    ));
    apply(&mut s, act(json!({"pick_up": 0})));
    assert_eq!(s.carried_by(0), Some(Item::Victim(0)));
    assert!(matches!(
        refusal(&s, json!({"pick_up": 1})),
        ActionError::AlreadyCarrying { token: 0 }
    ));
    apply(&mut s, Action::Drop);
    assert_eq!(s.carried_by(0), None);
    apply(&mut s, act(json!({"pick_up": 1})));
    assert_eq!(s.carried_by(0), Some(Item::Victim(1)));
    assert_eq!(ap(&s, 0), 4, "pick-up and drop cost nothing");
    assert!(matches!(
        refusal(&s, json!({"pick_up": 0})),
        ActionError::AlreadyCarrying { .. }
    ));
}

/// FAM-ACT-CARRY-2, Ruling R12, FAM-POI-2: a carried Victim lies on its
/// carrier's space: it moves along, and a replenishing roll on that space is
/// rolled again.
#[test]
fn fam_act_carry_2_carried_victim_lies_on_carriers_space() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [
                {"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0},
                poi("false_alarm", "6,8"),
            ],
        }),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    assert_eq!(token_pos(&s, 0), Some(at("1,2")));
    // Advance (6,1), then replenish: (1,2) holds the carried Victim → reroll; (6,2).
    let events = end_turn(&mut s, &[6, 1, 1, 2, 6, 2]);
    assert!(events.contains(&Event::Reroll {
        reason: RerollReason::HasPoi
    }));
    assert_eq!(s.pois_on_board(), 3);
    assert!(
        s.tokens()
            .iter()
            .any(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("6,2")))
    );
    let at_1_2 = s
        .tokens()
        .iter()
        .filter(|t| t.cell().map(|c| s.board().pos(c)) == Some(at("1,2")))
        .count();
    assert_eq!(at_1_2, 1, "only the carried Victim on (1,2)");
}

/// FAM-ACT-RESCUE-1: carried from an interior to an exterior space → rescued.
#[test]
fn fam_act_rescue_1_carried_out_is_rescued() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "3,1", "ap": 4}],
            "pois": [{"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0}],
        }),
    );
    let events = apply(&mut s, act(json!({"move": "3,0"})));
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.tokens()[0].place, TokenPlace::Rescued);
    assert_eq!(s.carried_by(0), None);
    assert_eq!(ap(&s, 0), 2);
    assert!(events.contains(&Event::VictimRescued {
        token: 0,
        cell: at("3,0"),
        rescued: 1
    }));
}

/// FAM-ACT-END-1: the action phase may end at any time; leftover AP are saved.
#[test]
fn fam_act_end_1_end_any_time_and_save() {
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    apply(&mut s, act(json!({"move": "0,4"})));
    assert!(legal(&s, json!("end_turn")));
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 3,
        forfeited: 0
    }));
    assert_eq!(ap(&s, 0), 7);
}

/// FAM-ACT-END-2: a firefighter may not end the action phase on Fire.
#[test]
fn fam_act_end_2_not_on_fire() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,2"], "firefighters": [{"at": "1,2", "ap": 2}]})),
    );
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    apply(&mut s, act(json!({"flip_fire": "1,2"})));
    assert!(legal(&s, json!("end_turn")));
}

/// FAM-ACT-END-3, Ruling R5 (TC-X-7): an action that leaves the firefighter on
/// Fire needs AP left for an escape.
#[test]
fn fam_act_end_3_escape_reserve_tc_x_7() {
    let with = |n: u8| {
        state(
            front(),
            json!({"fire": ["1,2"], "smoke": ["1,3"], "firefighters": [{"at": "1,1", "ap": n}]}),
        )
    };
    assert!(matches!(
        refusal(&with(2), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(&with(3), json!({"move": "1,2"})));

    // Standing on Fire with 2 AP: a 2-AP chop would leave nothing to escape with;
    // 1-AP actions leave 1.
    let s = state(
        front(),
        json!({"fire": ["1,2"], "smoke": ["1,3"], "firefighters": [{"at": "1,2", "ap": 2}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"chop": "0,2S"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(&s, json!({"remove_smoke": "1,3"})));
    assert!(legal(&s, json!({"flip_fire": "1,2"})));
}

/// FAM-ACT-END-3, Ruling R5: the reserve applies to every firefighter. With
/// another firefighter on Fire next to the active one, the active player must
/// keep 1 AP to flip that Fire (escape b), and may not end the phase.
#[test]
fn fam_act_end_3_reserve_covers_every_firefighter() {
    let s = state(
        front(),
        json!({
            "fire": ["1,2"],
            "smoke": ["2,1"],
            "firefighters": [{"at": "1,1", "ap": 1}, {"at": "1,2", "ap": 0}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    assert!(
        !legal(&s, json!({"remove_smoke": "2,1"})),
        "spending the last AP leaves firefighter 1 on Fire with no escape (FAM-ACT-END-3)"
    );
    let mut s = s;
    apply(&mut s, act(json!({"flip_fire": "1,2"})));
    assert!(legal(&s, json!("end_turn")));
}

/// FAM-ACT-CARRY-1 in a written state: one load at a time, and only on the
/// carrier's own cell. The snapshot reader refuses a second load, naming the
/// field at fault.
#[test]
fn fam_act_carry_1_a_state_with_two_loads_or_a_distant_carrier_is_refused() {
    let refusal_of = |v: Value| {
        let snap = Snapshot::from_partial(v, None, 1).unwrap_or_else(|e| panic!("{e}"));
        match GameState::from_snapshot(front(), &snap) {
            Ok(_) => panic!("the state should be refused"),
            Err(e) => (e.field, e.message),
        }
    };
    let carried = json!({"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0});
    assert_eq!(
        refusal_of(json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [carried.clone(), carried.clone()],
        })),
        (
            "pois",
            "firefighter 0 carries two tokens; one at a time (FAM-ACT-CARRY-1)".to_owned()
        )
    );
    assert_eq!(
        refusal_of(json!({
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [carried.clone()],
            "hazmat": [{"place": "board", "at": "1,1", "carried_by": 0}],
        })),
        (
            "hazmat",
            "firefighter 0 carries two things; one at a time (FAM-ACT-CARRY-1)".to_owned()
        )
    );
    assert_eq!(
        refusal_of(json!({
            "firefighters": [{"at": "1,2", "ap": 4}],
            "pois": [carried],
        })),
        (
            "pois",
            "POI 0: firefighter 0 is not on 1,1 to carry it".to_owned()
        )
    );
}

//! The experienced game's worked examples (§10: TC-X-1..6, TC-DECK-1) and
//! rules of §4 that they do not cover, each named after its rule ID.
//!
//! Setup rolls happen inside `GameState::new`, before dice can be forced, so
//! the setup examples search for a seed whose rolls match the example and then
//! check the events of that setup.

mod common;
use common::*;

use flashpoint::engine::event::{Event, RollPurpose};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::HazmatPlace;
use flashpoint::engine::{Action, ActionError, Difficulty, GameConfig, GameState, Item, Stage};
use serde_json::{Value, json};

/// Experienced configuration with preset vehicles (right engine spot,
/// top ambulance spot) and the given cards.
fn config(specialists: &[&str]) -> Value {
    json!({"mode": "experienced", "firefighters": specialists.len(),
           "specialists": specialists, "engine": "5,9", "ambulance": "0,5"})
}

/// Three face-down POIs parked on exterior corners ([`parked`]), so that no
/// replenishing roll follows the fire phase.
fn parked_pois() -> Value {
    parked(json!({}))["pois"].clone()
}

/// The events of the setup of `config` with `seed`.
fn setup_events(config: &GameConfig, seed: u64) -> Vec<Event> {
    let mut events = Vec::new();
    GameState::new_logged(front(), config.clone(), seed, &mut events).expect("valid config");
    events
}

/// Splits a setup log at each setup explosion's accepted Fire.
fn explosions(events: &[Event]) -> Vec<&[Event]> {
    let starts: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::SetupFire { .. }))
        .map(|(i, _)| i)
        .collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &i)| &events[i..starts.get(k + 1).copied().unwrap_or(events.len())])
        .collect()
}

/// The setup rolls for explosions, in order.
fn explosion_rolls(events: &[Event]) -> Vec<(u8, u8, Option<String>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Rolled {
                purpose: RollPurpose::SetupExplosion,
                roll,
                cell,
            } => Some((roll.red, roll.black, cell.map(|c| c.to_string()))),
            _ => None,
        })
        .collect()
}

/// TC-X-1 (EXP-SETUP-4): black die 5 names (4,6) through the table; Fire and
/// a Hot Spot go there and it explodes: Fire at (3,6) and (4,5), the door
/// (4,6)E removed, a cube on (4,6)S.
#[test]
fn tc_x_1_first_explosion_from_the_black_die_table() {
    let config = GameConfig::experienced(2, Difficulty::Recruit);
    let seed = (0..500)
        .find(|&seed| {
            explosion_rolls(&setup_events(&config, seed)).first()
                == Some(&(0, 5, Some("4,6".into())))
        })
        .expect("some seed rolls a black 5 first");
    let events = setup_events(&config, seed);
    let first = events_json(explosions(&events)[0]);
    assert_eq!(first[0], json!({"event": "setup_fire", "cell": "4,6"}));
    assert!(first.contains(&json!({"event": "hot_spot_placed", "cell": "4,6", "supply": null})));
    for expected in [
        json!({"event": "fire_placed", "cell": "3,6"}),
        json!({"event": "fire_placed", "cell": "4,5"}),
        json!({"event": "door_destroyed", "edge": "4,6E", "was_open": false}),
        json!({"event": "cube_placed", "edge": "4,6S", "cubes": 1, "destroyed": false, "total": 1}),
    ] {
        assert!(first.contains(&expected), "missing {expected} in {first:?}");
    }
}

/// TC-X-2 (EXP-SETUP-6): the 2nd explosion's final black die 7 flips to 2;
/// the 3rd explosion rolls only red, in column 2.
#[test]
fn tc_x_2_third_explosion_flips_the_black_die() {
    let config = GameConfig::experienced(2, Difficulty::Recruit);
    let mut checked = 0;
    for seed in 0..2000 {
        let events = setup_events(&config, seed);
        let fires: Vec<usize> = events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::SetupFire { .. }))
            .map(|(i, _)| i)
            .collect();
        // The 2nd explosion's accepted roll is the last before its Fire; the
        // 3rd explosion's rolls lie between the 2nd and 3rd Fires.
        let second = explosion_rolls(&events[..fires[1]]);
        if second.last().map(|r| r.1) != Some(7) {
            continue;
        }
        let third = explosion_rolls(&events[fires[1]..fires[2]]);
        assert!(
            !third.is_empty(),
            "seed {seed}: the 3rd explosion rolls red"
        );
        for (_, black, cell) in &third {
            assert_eq!(
                *black, 2,
                "seed {seed}: the black die is flipped, not rolled"
            );
            if let Some(cell) = cell {
                assert!(
                    cell.ends_with(",2"),
                    "seed {seed}: {cell} is not in column 2"
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 10, "only {checked} seeds had a black 7");
}

/// TC-X-3 (EXP-POI-3): the replenish roll (2,3) is on Fire; the arrows lead
/// W to (2,2) (Fire), SE to (3,3) (Fire), S to (4,3): the POI goes there.
#[test]
fn tc_x_3_poi_follows_the_arrows() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]),
               "fire": ["2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"],
               "pois": [{"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "0,9"}],
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    // Advance fire on (6,1): Smoke away from the Fire; then the POI roll.
    s.force_dice([6, 1, 2, 3]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "poi_placed" && e["cell"] == "4,3"),
        "{events:?}"
    );
    assert_eq!(s.pois_on_board(), 3);
}

/// TC-X-4 (EXP-HOT-1/2): a Hot Spot at (6,1). The roll (6,1) places Smoke and
/// flares up; the roll (5,8) places Smoke and gets the added Hot Spot.
#[test]
fn tc_x_4_flare_up_then_a_new_hot_spot() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "hot_spots": ["6,1"], "hot_spot_supply": 6,
               "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([6, 1, 5, 8]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(events.contains(&json!({"event": "flare_up", "cell": "6,1", "flare_ups": 1})));
    assert!(events.contains(&json!({"event": "hot_spot_placed", "cell": "5,8", "supply": 5})));
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Smoke),
        sorted(&["6,1", "5,8"])
    );
    assert_eq!(s.hot_spots(), 2);
    assert_eq!(s.hot_spot_supply(), 5);
}

/// TC-X-5 (EXP-HAZ-1, EXP-ORDER-1): the roll (1,2) ignites next to the Fire
/// at (2,2); the Hazmat there explodes after flashover: a cube on (0,2)S,
/// Fire at (1,1) and (1,3), a shockwave through (2,2) to (3,2). The Hazmat
/// leaves the game and a Hot Spot takes its place; no flare-up.
#[test]
fn tc_x_5_hazmat_explodes_and_leaves_a_hot_spot() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["2,2"], "hazmat": [{"at": "1,2"}],
               "hot_spot_supply": 6, "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([1, 2]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(events.contains(&json!({"event": "hazmat_exploded", "hazmat": 0, "cell": "1,2"})));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "cube_placed" && e["edge"] == "0,2S")
    );
    assert!(!events.iter().any(|e| e["event"] == "flare_up"));
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Fire),
        sorted(&["1,1", "1,2", "1,3", "2,2", "3,2"])
    );
    assert_eq!(s.hazmat()[0], HazmatPlace::Exploded);
    assert!(s.hot_spot_at(s.board().cell_at(at("1,2")).expect("cell")));
    assert_eq!(s.hot_spot_supply(), 5);
}

/// TC-X-6 (FAM-AP-3 with a Generalist): 5 unspent AP end the turn; 4 are saved.
#[test]
fn tc_x_6_generalist_saves_four_of_five() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "firefighters": [{"at": "0,4", "ap": 5, "specialist": "generalist"},
                                {"at": "0,3", "ap": 0, "specialist": "paramedic"}]}),
    );
    s.force_dice([6, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert!(
        events.contains(
            &json!({"event": "turn_ended", "firefighter": 0, "saved": 4, "forfeited": 1})
        )
    );
    assert_eq!(s.firefighters()[0].saved, 4);
    // The Paramedic's turn: its card's 4 AP.
    assert_eq!(s.active(), 1);
    assert_eq!(s.firefighters()[1].ap, 4);
}

/// TC-DECK-1, variant: red 5 is inside rows 4-6, black 4 is outside columns
/// 5-8 and flips to 5: the same target (5,5) (EXP-VEH-DECKGUN-3).
#[test]
fn tc_deck_1_variant_black_die_flips() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["5,5", "5,4", "4,5", "5,6"],
               "pois": [{"kind": "victim", "at": "6,5"}],
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}]}),
    );
    s.force_dice([5, 4]);
    let events = events_json(&apply(&mut s, act(json!("deck_gun"))));
    assert!(events.contains(&json!({"event": "deck_gun_landed", "target": "5,5"})));
    assert_eq!(
        cells_with(&s, flashpoint::engine::FireLevel::Fire),
        sorted(&["4,5", "5,6"])
    );
    assert_eq!(s.firefighters()[0].ap, 1);
}

/// EXP-VEH-DECKGUN-2: nobody may stand in the target quadrant.
#[test]
fn exp_veh_deckgun_2_quadrant_must_be_empty() {
    let s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "6,8", "ap": 0, "specialist": "paramedic"}]}),
    );
    let err = s
        .check(act(json!("deck_gun")))
        .expect_err("someone in the quadrant");
    assert!(
        // The second firefighter: seats are counted from 1 in words.
        err.to_string().contains("firefighter 2 stands at 6,8"),
        "{err}"
    );
}

/// EXP-KD-1: a knocked-down firefighter goes to a cell of the Ambulance's
/// spot, chosen by its controller.
#[test]
fn exp_kd_1_knockdown_to_the_ambulance() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]), "fire": ["2,2"], "smoke": ["2,3"],
               "pois": parked_pois(),
               "firefighters": [{"at": "2,3", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([2, 3]);
    apply(&mut s, act(json!("end_turn")));
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    let mut choices: Vec<String> = s.legal_actions().iter().map(ToString::to_string).collect();
    choices.sort();
    assert_eq!(
        choices,
        [
            "go to 0,5 after the knockdown",
            "go to 0,6 after the knockdown"
        ]
    );
    apply(&mut s, act(json!({"knockdown_to": "0,6"})));
    assert_eq!(s.firefighters()[0].cell, s.board().cell_at(at("0,6")));
}

/// EXP-VEH-RESCUE-1 (a): carrying a Victim out of the building rescues it
/// only onto the Ambulance; elsewhere outside it waits, still carried.
#[test]
fn exp_veh_rescue_1a_only_onto_the_ambulance() {
    let carried = |ambulance: &str| {
        let mut cfg = config(&["generalist"]);
        cfg["ambulance"] = json!(ambulance);
        state(
            front(),
            json!({"config": cfg,
                   "pois": [{"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 0},
                            {"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "7,9"}],
                   "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]}),
        )
    };
    // Through the entrance (0,6)S onto the Ambulance's spot.
    let mut s = carried("0,5");
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert_eq!(s.rescued(), 1);
    // The same move with the Ambulance elsewhere: the Victim waits outside.
    let mut s = carried("3,9");
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        !events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert_eq!(s.rescued(), 0);
    assert_eq!(
        s.pois_on_board(),
        3,
        "a Victim waiting outside still counts (EXP-POI-1)"
    );
}

/// EXP-VEH-RESCUE-1 (b): the Ambulance driven onto a waiting Victim rescues
/// it, for 2 AP, from anywhere (EXP-VEH-DRIVE-3).
#[test]
fn exp_veh_rescue_1b_ambulance_drives_to_the_victim() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist"]),
               "pois": [{"kind": "victim", "at": "3,9", "revealed": true},
                        {"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "7,9"}],
               "firefighters": [{"at": "7,0", "ap": 4, "specialist": "generalist"}]}),
    );
    let events = events_json(&apply(
        &mut s,
        act(json!({"drive": {"vehicle": "ambulance", "to": "3,9"}})),
    ));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.firefighters()[0].ap, 2);
    // The opposite side is two Drives away, never one (EXP-VEH-DRIVE-1).
    let far = s.check(act(json!({"drive": {"vehicle": "ambulance", "to": "3,0"}})));
    assert!(far.is_err());
}

// --- EXP-SETUP: counts, rerolls and order, over many seeds ---------------

/// The level's table row (§4.1): explosions, Hazmat, extra Hot Spots, supply.
fn level_row(d: Difficulty) -> (usize, u8, u8, u8) {
    match d {
        Difficulty::Recruit => (3, 3, 0, 6),
        Difficulty::Veteran => (3, 4, 3, 6),
        Difficulty::Heroic => (4, 5, 3, 12),
    }
}

/// EXP-SETUP-11: the crew's share of the extra Hot Spots.
fn crew_hot_spots(firefighters: u8) -> u8 {
    match firefighters {
        0..=2 => 0,
        3 => 2,
        _ => 3,
    }
}

/// EXP-SETUP-1, EXP-SETUP-2, EXP-SETUP-3, EXP-SETUP-8, EXP-SETUP-9,
/// EXP-SETUP-11, EXP-SETUP-12 and EXP-SETUP-16: after the setup, on either
/// board side, whatever the seed, level and crew: closed doors unless an explosion destroyed them;
/// the level's explosions, Hazmat and Hot Spots; 3 face-down POIs out of 15
/// (2 Victims and a False Alarm are boxed, the 12 others wait in the bag);
/// the Hot Spot supply; no Smoke (no flashover at setup) and no Fire outside.
#[test]
fn exp_setup_counts_by_level_and_crew() {
    use flashpoint::engine::FireLevel;
    use flashpoint::engine::board::EdgeKind;
    use flashpoint::engine::state::{DoorState, TokenPlace};
    for (side, board) in [("front", front()), ("back", back())] {
        for difficulty in [Difficulty::Recruit, Difficulty::Veteran, Difficulty::Heroic] {
            let (explosions, hazmat, level_extra, supply) = level_row(difficulty);
            for firefighters in 1..=6 {
                for seed in 0..12 {
                    let config = GameConfig::experienced(firefighters, difficulty);
                    let mut events = Vec::new();
                    let s = GameState::new_logged(board.clone(), config, seed, &mut events)
                        .expect("valid config");
                    let what =
                        format!("{side}, {difficulty:?}, {firefighters} firefighters, seed {seed}");
                    let fires = events
                        .iter()
                        .filter(|e| matches!(e, Event::SetupFire { .. }))
                        .count();
                    assert_eq!(fires, explosions, "{what}: explosions");
                    assert_eq!(s.hazmat_on_board(), hazmat, "{what}: Hazmat");
                    let boxed = s
                        .hazmat()
                        .iter()
                        .filter(|h| **h == HazmatPlace::Supply)
                        .count();
                    assert_eq!(boxed, 6 - usize::from(hazmat), "{what}: unused Hazmat");
                    let extra = level_extra + crew_hot_spots(firefighters);
                    assert_eq!(
                        usize::from(s.hot_spots()),
                        explosions + usize::from(extra),
                        "{what}: Hot Spots"
                    );
                    assert_eq!(s.hot_spot_supply(), supply, "{what}: Hot Spot supply");
                    assert_eq!(s.tokens().len(), 15, "{what}: POIs in the game");
                    assert_eq!(s.pois_on_board(), 3, "{what}: POIs placed");
                    assert_eq!(s.poi_supply(), 12, "{what}: POIs in the bag");
                    for t in s.tokens() {
                        assert!(
                            matches!(
                                t.place,
                                TokenPlace::Bag
                                    | TokenPlace::Board {
                                        revealed: false,
                                        ..
                                    }
                            ),
                            "{what}: {t:?}"
                        );
                    }
                    assert!(cells_with(&s, FireLevel::Smoke).is_empty(), "{what}: Smoke");
                    let board = s.board();
                    for c in board.cell_ids() {
                        if board.kind(c) == flashpoint::engine::board::CellKind::Outside {
                            assert_ne!(s.fire_at(c), FireLevel::Fire, "{what}: Fire outside");
                        }
                    }
                    let doors = board
                        .edge_ids()
                        .filter(|&e| board.edge(e).kind == Some(EdgeKind::Door));
                    let mut destroyed_now = 0;
                    for e in doors {
                        let door = s.edge_state(e).door;
                        assert_ne!(door, DoorState::Open, "{what}: door {}", board.edge_ref(e));
                        destroyed_now += usize::from(door == DoorState::Destroyed);
                    }
                    // Every destroyed door was destroyed by a setup explosion.
                    let destroyed = events
                        .iter()
                        .filter(|e| matches!(e, Event::DoorDestroyed { .. }))
                        .count();
                    assert_eq!(destroyed, destroyed_now, "{what}: destroyed doors");
                }
            }
        }
    }
}

/// EXP-SETUP-5, EXP-SETUP-7, EXP-SETUP-8, EXP-SETUP-9 and EXP-SETUP-11 with
/// Ruling R22: every setup re-roll has its reason
/// on the board at the end of the setup (which never removes Fire, Hazmat,
/// POIs or Hot Spots): explosions re-roll on Fire, Hazmat on Fire or Hazmat,
/// POIs on Fire or a POI, extra Hot Spots only on a Hot Spot (Fire allowed).
/// Each kind of re-roll happens for some seed.
#[test]
fn exp_setup_rerolls_follow_ruling_r22() {
    use flashpoint::engine::FireLevel;
    use flashpoint::engine::event::RerollReason;
    let mut seen = std::collections::BTreeSet::new();
    let mut hot_spot_on_fire = false;
    for seed in 0..300 {
        let config = GameConfig::experienced(4, Difficulty::Heroic);
        let mut events = Vec::new();
        let s = GameState::new_logged(front(), config, seed, &mut events).expect("valid config");
        let board = s.board();
        let mut last: Option<(RollPurpose, Option<flashpoint::engine::Pos>)> = None;
        for e in &events {
            match *e {
                Event::Rolled { purpose, cell, .. } => last = Some((purpose, cell)),
                Event::Reroll { reason } => {
                    let (purpose, cell) = last.expect("a re-roll follows a roll");
                    let cell = cell.and_then(|p| board.cell_at(p));
                    let why = format!("seed {seed}: {purpose:?} re-rolled for {reason:?}");
                    let c = cell.expect("the front board maps every roll");
                    let allowed: &[RerollReason] = match purpose {
                        RollPurpose::SetupExplosion => &[RerollReason::OnFire],
                        RollPurpose::SetupHazmat => {
                            &[RerollReason::OnFire, RerollReason::HasHazmat]
                        }
                        RollPurpose::SetupPoi => &[RerollReason::OnFire, RerollReason::HasPoi],
                        RollPurpose::SetupHotSpot => &[RerollReason::HasHotSpot],
                        other => panic!("seed {seed}: a {other:?} roll during setup"),
                    };
                    assert!(allowed.contains(&reason), "{why}");
                    match reason {
                        RerollReason::OnFire => {
                            assert_eq!(s.fire_at(c), FireLevel::Fire, "{why}")
                        }
                        RerollReason::HasHazmat => assert!(s.hazmat_at(c).is_some(), "{why}"),
                        RerollReason::HasPoi => assert!(s.tokens_at(c).next().is_some(), "{why}"),
                        RerollReason::HasHotSpot => assert!(s.hot_spot_at(c), "{why}"),
                        _ => unreachable!(),
                    }
                    seen.insert(format!("{purpose:?}/{reason:?}"));
                }
                Event::HotSpotPlaced { cell, .. }
                    if matches!(last, Some((RollPurpose::SetupHotSpot, _))) =>
                {
                    let c = board.cell_at(cell).expect("a board cell");
                    hot_spot_on_fire |= s.fire_at(c) == FireLevel::Fire;
                }
                _ => {}
            }
        }
    }
    for kind in [
        "SetupExplosion/OnFire",
        "SetupHazmat/OnFire",
        "SetupHazmat/HasHazmat",
        "SetupPoi/OnFire",
        "SetupHotSpot/HasHotSpot",
    ] {
        assert!(
            seen.contains(kind),
            "no {kind} re-roll in 300 setups: {seen:?}"
        );
    }
    assert!(
        hot_spot_on_fire,
        "an extra Hot Spot may land on Fire (EXP-SETUP-11)"
    );
}

/// EXP-SETUP-7: Heroic has a 4th explosion, rolled on both dice like the 2nd
/// and re-rolled on Fire; Recruit and Veteran have three.
#[test]
fn exp_setup_7_heroic_fourth_explosion() {
    let mut both_dice = 0;
    for seed in 0..40 {
        let config = GameConfig::experienced(2, Difficulty::Heroic);
        let events = setup_events(&config, seed);
        let parts = explosions(&events);
        assert_eq!(parts.len(), 4, "seed {seed}");
        // The 4th explosion's rolls lie between the 3rd and 4th Fires.
        let fires: Vec<usize> = events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::SetupFire { .. }))
            .map(|(i, _)| i)
            .collect();
        let fourth = explosion_rolls(&events[fires[2]..fires[3]]);
        let (red, black, cell) = fourth.last().cloned().expect("the 4th explosion rolls");
        assert!(red >= 1 && black >= 1, "seed {seed}: both dice rolled");
        assert_eq!(
            cell.as_deref(),
            Some(at(&format!("{red},{black}")).to_string().as_str())
        );
        both_dice += usize::from(fourth.len() > 1);
    }
    assert!(both_dice > 0, "some 4th explosion re-rolled");
    for d in [Difficulty::Recruit, Difficulty::Veteran] {
        let events = setup_events(&GameConfig::experienced(2, d), 7);
        assert_eq!(explosions(&events).len(), 3, "{d:?}");
    }
}

/// EXP-SETUP-13, EXP-SETUP-14, EXP-SETUP-15: with no preset spots the players park the Engine and
/// the Ambulance first (any spot of each kind, in either order), then place
/// the firefighters on exterior cells only, seat 0 first; seat 0 then plays.
#[test]
fn exp_setup_13_to_15_vehicles_then_firefighters_outside() {
    let mut s = GameState::new(front(), GameConfig::experienced(2, Difficulty::Recruit), 3)
        .expect("valid config");
    assert_eq!(s.stage(), Stage::PlaceVehicles);
    let mut parks: Vec<String> = s.legal_actions().iter().map(ToString::to_string).collect();
    parks.sort();
    assert_eq!(parks.len(), 8, "4 Engine and 4 Ambulance spots: {parks:?}");
    let refused = s.check(act(json!({"park": {"vehicle": "engine", "at": "0,5"}})));
    assert!(refused.is_err(), "0,5 is an Ambulance spot");
    apply(
        &mut s,
        act(json!({"park": {"vehicle": "ambulance", "at": "7,3"}})),
    );
    assert_eq!(s.stage(), Stage::PlaceVehicles);
    apply(
        &mut s,
        act(json!({"park": {"vehicle": "engine", "at": "1,0"}})),
    );
    assert_eq!(s.stage(), Stage::PlaceFirefighters);
    assert_eq!(s.active(), 0);
    assert!(s.check(act(json!({"place_firefighter": "3,3"}))).is_err());
    for a in s.legal_actions() {
        let flashpoint::engine::Action::PlaceFirefighter(p) = a else {
            panic!("only placements now: {a}");
        };
        let c = s.board().cell_at(p).expect("a board cell");
        assert_eq!(
            s.board().kind(c),
            flashpoint::engine::board::CellKind::Outside
        );
    }
    apply(&mut s, act(json!({"place_firefighter": "0,3"})));
    assert_eq!(s.active(), 1);
    apply(&mut s, act(json!({"place_firefighter": "7,7"})));
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(s.active(), 0, "seat 0 plays first (FAM-SETUP-7)");
    assert_eq!(
        s.vehicle_cells(flashpoint::engine::state::Vehicle::Engine)
            .map(|c| c.map(|c| s.board().pos(c).to_string())),
        Some(["1,0".to_string(), "2,0".to_string()])
    );
}

// --- EXP-VEH: driving, riding, the deck gun ------------------------------

/// The legal actions, as sorted strings.
fn legal_strings(s: &GameState) -> Vec<String> {
    let mut out: Vec<String> = s.legal_actions().iter().map(ToString::to_string).collect();
    out.sort();
    out
}

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

// --- EXP-CREW ------------------------------------------------------------

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

// --- EXP-HAZ, EXP-HOT, EXP-ORDER ----------------------------------------

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

// --- EXP-POI --------------------------------------------------------------

/// A Generalist at (7,7) whose turn ends with the advance roll (6,1), and
/// two POIs parked on corners, so that one POI is replenished.
fn one_poi_to_place(extra: Value) -> GameState {
    let mut snap = json!({"config": config(&["generalist"]),
                          "pois": [poi("victim", "0,0"), poi("false_alarm", "0,9")],
                          "firefighters": [{"at": "7,7", "ap": 4, "specialist": "generalist"}]});
    for (k, v) in extra.as_object().expect("an object") {
        snap[k] = v.clone();
    }
    state(front(), snap)
}

/// The cells POIs were placed on, in order.
fn placed_pois(events: &[Value]) -> Vec<String> {
    events
        .iter()
        .filter(|e| e["event"] == "poi_placed")
        .map(|e| e["cell"].as_str().expect("a cell").to_string())
        .collect()
}

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

// --- EXP-MOD-1, EXP-GEN-1 -----------------------------------------------

/// An experienced configuration with one module off.
fn without(module: &str, difficulty: &str) -> GameConfig {
    let mut modules = json!({});
    modules[module] = json!(false);
    serde_json::from_value(json!({"mode": "experienced", "firefighters": 3,
                                  "difficulty": difficulty, "modules": modules}))
    .expect("a valid configuration")
}

/// EXP-MOD-1 (FAQ-4), module by module: each switches off its own rules and
/// nothing else. (The specialists module: `faq_4_specialists_module_off`.)
#[test]
fn exp_mod_1_each_module_switches_alone() {
    use flashpoint::engine::FireLevel;
    // Hazmat: none at setup; none to pick up.
    for seed in 0..5 {
        let s = GameState::new(front(), without("hazmat", "heroic"), seed).expect("valid");
        assert_eq!(s.hazmat_on_board(), 0);
        assert_eq!(s.hot_spots(), 4 + 3 + 2, "the Hot Spots are still there");
    }
    // Hot Spots: none at setup, no supply, no flare-up.
    for seed in 0..5 {
        let s = GameState::new(front(), without("hot_spots", "veteran"), seed).expect("valid");
        assert_eq!((s.hot_spots(), s.hot_spot_supply()), (0, 0));
        assert_eq!(s.hazmat_on_board(), 4);
    }
    // Vehicles: no parking stage, no Drive, no deck gun; firefighters start
    // at once.
    let s = GameState::new(front(), without("vehicles", "recruit"), 1).expect("valid");
    assert_eq!(s.stage(), Stage::PlaceFirefighters);
    assert_eq!(
        s.vehicle_spot(flashpoint::engine::state::Vehicle::Engine),
        None
    );
    // Experienced setup: the printed family setup instead of explosions by
    // level; Hazmat and Hot Spots by level all the same.
    let s = GameState::new(front(), without("experienced_setup", "veteran"), 1).expect("valid");
    let printed = [
        "2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6",
    ];
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&printed));
    assert_eq!(s.hazmat_on_board(), 4);
    assert_eq!(s.hot_spots(), 3 + 2);

    // In play: vehicles off means family rescue and knockdown, and the
    // vehicle actions are refused as such.
    let mut snap = json!({"config": {"mode": "experienced", "firefighters": 1,
                                     "specialists": ["generalist"],
                                     "modules": {"vehicles": false}},
                          "pois": [victim_up("1,6"), poi("victim", "0,0"), poi("victim", "0,9")],
                          "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]});
    snap["pois"][0]["carried_by"] = json!(0);
    let mut s = state(front(), snap);
    for a in [
        json!("deck_gun"),
        json!({"drive": {"vehicle": "ambulance", "to": "3,9"}}),
    ] {
        let err = s.check(act(a)).expect_err("vehicles are off");
        assert!(err.to_string().contains("vehicle"), "{err}");
    }
    let events = events_json(&apply(&mut s, act(json!({"move": "0,6"}))));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "FAM-RESCUE: out of the building is rescued: {events:?}"
    );
    // Hazmat off: the action is refused as such.
    let s = state(
        front(),
        json!({"config": {"mode": "experienced", "firefighters": 1,
                          "specialists": ["generalist"], "engine": "5,9", "ambulance": "0,5",
                          "modules": {"hazmat": false}},
               "pois": parked_pois(),
               "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}]}),
    );
    let err = s
        .check(act(json!({"pick_up_hazmat": 0})))
        .expect_err("no Hazmat module");
    assert!(err.to_string().contains("module"), "{err}");

    // Experienced POI off: FAM-POI-3, the Smoke gives way to the POI.
    let mut cfg = config(&["generalist"]);
    cfg["modules"] = json!({"experienced_poi": false});
    let mut s = one_poi_to_place(json!({"config": cfg, "smoke": ["1,1"]}));
    s.force_dice([6, 1, 1, 1]);
    let events = events_json(&apply(&mut s, act(json!("end_turn"))));
    assert_eq!(placed_pois(&events), ["1,1"]);
    assert_eq!(s.fire_at_pos(at("1,1")), FireLevel::Clear);
}

/// EXP-GEN-1: an experienced game with every module off is the family game:
/// the same seed and the same actions give the same states.
#[test]
fn exp_gen_1_no_modules_is_the_family_game() {
    let mut experienced = GameConfig::family(3);
    experienced.mode = flashpoint::engine::Mode::Experienced;
    experienced.modules = flashpoint::engine::config::Modules::NONE;
    let strip = |s: &GameState| {
        let mut v = serde_json::to_value(s.snapshot()).expect("snapshots serialise");
        v.as_object_mut().expect("an object").remove("config");
        v
    };
    for seed in 0..6 {
        let mut a = GameState::new(front(), GameConfig::family(3), seed).expect("valid");
        let mut b = GameState::new(front(), experienced.clone(), seed).expect("valid");
        let mut pick = flashpoint::engine::dice::Dice::from_seed(seed + 100);
        let mut moves = 0;
        while !a.is_over() && moves < 600 {
            assert_eq!(strip(&a), strip(&b), "seed {seed}, after {moves} actions");
            let legal = a.legal_actions();
            assert_eq!(legal, b.legal_actions(), "seed {seed}");
            let (i, _) = pick.roll_die(legal.len() as u8);
            let action = legal[usize::from(i) - 1];
            assert_eq!(a.apply(action), b.apply(action), "seed {seed}: {action}");
            moves += 1;
        }
        assert_eq!(a.outcome(), b.outcome());
    }
}

/// FAM-ACT-END-3 with EXP-VEH-RIDE-1 (issue 12's locked game, back board,
/// Veteran): the Fire Captain has commanded two firefighters onto the Fire at
/// 6,3 and driven the Ambulance away from 7,3, where he stands with 1 AP. From
/// 7,3 he can still flip 6,3 through the entrance (1 AP); riding off would
/// leave two firefighters on Fire that only two commands (2 AP) could save.
/// The ride is refused; staying behind is not, and the turn can still end.
#[test]
fn fam_act_end_3_riding_away_keeps_the_escape_reserve() {
    let mut s = state(
        back(),
        json!({"config": {"mode": "experienced", "firefighters": 3, "difficulty": "veteran",
                          "specialists": ["fire_captain", "generalist", "paramedic"],
                          "engine": "7,5", "ambulance": "2,0"},
               "stage": {"riding": {"vehicle": "ambulance", "from": 2}},
               "fire": ["6,3"],
               "pois": parked_pois(),
               "firefighters": [{"at": "7,3", "ap": 1, "pool": 0, "specialist": "fire_captain"},
                                {"at": "6,3", "ap": 0, "specialist": "generalist"},
                                {"at": "6,3", "ap": 0, "specialist": "paramedic"}]}),
    );
    for to in ["2,0", "3,0"] {
        let ride = act(json!({"ride": {"firefighter": 0, "to": to}}));
        let err = s
            .check(ride)
            .expect_err("riding away strands the two on Fire");
        assert!(
            matches!(
                err,
                ActionError::WouldBeTrapped {
                    needed: 2,
                    left: 1,
                    ..
                }
            ),
            "{err:?}"
        );
        assert!(!s.legal_actions().contains(&ride), "the generator agrees");
    }
    apply(&mut s, act(json!("done_riding")));
    // Now: flip the Fire (the one escape 1 AP pays for), then end the turn.
    apply(&mut s, act(json!({"flip_fire": "6,3"})));
    assert!(s.is_legal(Action::EndTurn));
}

/// FAM-ACT-END-3 with EXP-VEH-DRIVE-2: the Engine's driver must ride, so a
/// Drive is legal only if the reserve holds from the new spot. Here the
/// Captain (3 AP) reaches the Fire at 6,5 through a destroyed wall from 7,5;
/// after a Drive he would have 1 AP, far from 6,5, with two firefighters on
/// it: refused. The same Drive is legal once nobody stands on the Fire.
#[test]
fn fam_act_end_3_engine_drive_keeps_the_reserve_from_the_new_spot() {
    let snapshot = |on_fire: bool| {
        let others = if on_fire { "6,5" } else { "6,6" };
        json!({"config": {"mode": "experienced", "firefighters": 3, "difficulty": "veteran",
                          "specialists": ["fire_captain", "generalist", "paramedic"],
                          "engine": "7,5", "ambulance": "0,5"},
               "fire": ["6,5"],
               "damage": [{"edge": "6,5S", "cubes": 2}],
               "pois": parked_pois(),
               "firefighters": [{"at": "7,5", "ap": 3, "pool": 0, "specialist": "fire_captain"},
                                {"at": others, "ap": 0, "specialist": "generalist"},
                                {"at": others, "ap": 0, "specialist": "paramedic"}]})
    };
    let s = state(back(), snapshot(true));
    for to in ["4,0", "2,9"] {
        let drive = act(json!({"drive": {"vehicle": "engine", "to": to}}));
        assert!(
            s.check(drive).is_err(),
            "driving to {to} strands two firefighters"
        );
        assert!(!s.legal_actions().contains(&drive));
    }
    let s = state(back(), snapshot(false));
    assert!(s.is_legal(act(json!({"drive": {"vehicle": "engine", "to": "4,0"}}))));
    // The state such a Drive used to lead to (the Engine gone, its driver
    // still to ride, 1 AP) is refused when written by hand: nothing would be
    // legal in it.
    let mut stuck = snapshot(true);
    stuck["stage"] = json!({"riding": {"vehicle": "engine", "from": 2}});
    stuck["config"]["engine"] = json!("4,0");
    stuck["firefighters"][0]["ap"] = json!(1);
    let snap = Snapshot::from_partial(stuck, None, 1).expect("well-formed snapshot");
    let err = GameState::from_snapshot(back(), &snap).expect_err("no escape from the new spot");
    assert!(err.to_string().contains("FAM-ACT-END-3"), "{err}");
}

/// EXP-CREW-1 / Ruling R48: a free pick-up or put-down before a Crew Change
/// is not its "first action"; an AP-spending action is.
#[test]
fn exp_crew_1_ruling_r48_free_token_handling_is_not_an_action() {
    let mut s = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": [
                   victim_up("5,9"), poi("false_alarm", "0,0"), poi("false_alarm", "0,9"),
                   poi("false_alarm", "7,0")],
               "turn_state": {"started_on_engine": true},
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "0,4", "ap": 0, "specialist": "paramedic"}]}),
    );
    apply(&mut s, act(json!({"pick_up": 0})));
    assert!(!s.turn_state().acted, "picking up is free, not an action");
    apply(&mut s, act(json!("drop")));
    assert!(!s.turn_state().acted);
    assert!(s.is_legal(act(json!({"crew_change": "imaging_technician"}))));
    apply(&mut s, act(json!({"pick_up": 0})));
    apply(&mut s, act(json!({"crew_change": "imaging_technician"})));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Victim(0)));
    // An action that costs AP does use it up.
    let mut s2 = state(
        front(),
        json!({"config": config(&["generalist", "paramedic"]), "pois": parked_pois(),
               "turn_state": {"started_on_engine": true},
               "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"},
                                {"at": "0,4", "ap": 0, "specialist": "paramedic"}]}),
    );
    apply(&mut s2, act(json!({"move": "6,9"})));
    apply(&mut s2, act(json!({"move": "5,9"})));
    assert!(!s2.is_legal(act(json!({"crew_change": "imaging_technician"}))));
}

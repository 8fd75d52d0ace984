//! The experienced game's worked examples (§10: TC-X-1..6, TC-DECK-1) and
//! rules of §4 that they do not cover, each named after its rule ID.
//!
//! Setup rolls happen inside `GameState::new`, before dice can be forced, so
//! the setup examples search for a seed whose rolls match the example and then
//! check the events of that setup.

mod common;
use common::*;

use flashpoint::engine::event::{Event, RollPurpose};
use flashpoint::engine::state::HazmatPlace;
use flashpoint::engine::{Difficulty, GameConfig, GameState, Stage};
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
    assert!(first.contains(&json!({"event": "hot_spot_placed", "cell": "4,6", "supply": 0})));
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
        err.to_string().contains("firefighter 1 stands at 6,8"),
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

/// EXP-SETUP-2/3/8/9/11/12/16 and EXP-GEN-1: after the setup, whatever the
/// seed, level and crew: closed doors unless an explosion destroyed them;
/// the level's explosions, Hazmat and Hot Spots; 3 face-down POIs out of 15
/// (2 Victims and a False Alarm are boxed, the 12 others wait in the bag);
/// the Hot Spot supply; no Smoke (no flashover at setup) and no Fire outside.
#[test]
fn exp_setup_counts_by_level_and_crew() {
    use flashpoint::engine::FireLevel;
    use flashpoint::engine::board::EdgeKind;
    use flashpoint::engine::state::{DoorState, TokenPlace};
    for difficulty in [Difficulty::Recruit, Difficulty::Veteran, Difficulty::Heroic] {
        let (explosions, hazmat, level_extra, supply) = level_row(difficulty);
        for firefighters in 1..=6 {
            for seed in 0..12 {
                let config = GameConfig::experienced(firefighters, difficulty);
                let mut events = Vec::new();
                let s = GameState::new_logged(front(), config, seed, &mut events)
                    .expect("valid config");
                let what = format!("{difficulty:?}, {firefighters} firefighters, seed {seed}");
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

/// EXP-SETUP-5/7/8/9/11 with Ruling R22: every setup re-roll has its reason
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

/// EXP-SETUP-13/14/15: with no preset spots the players park the Engine and
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

//! EXP-SETUP: counts, rerolls and order, over many seeds.

use super::*;

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

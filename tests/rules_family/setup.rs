//! §3.1 setup, the turn and its AP; the random family setup (FAM-VAR-1).

use super::*;

// --- §3.1 setup and turn -------------------------------------------------------

/// Where a game starts: its Fire cells and its POIs' cells, each sorted.
fn setup_pieces(s: &GameState) -> (Vec<String>, Vec<String>) {
    let mut pois: Vec<String> = s
        .tokens()
        .iter()
        .filter_map(|t| match t.place {
            TokenPlace::Board { cell, .. } => Some(s.board().pos(cell).to_string()),
            _ => None,
        })
        .collect();
    pois.sort();
    (cells_with(s, FireLevel::Fire), pois)
}

/// FAM-SETUP-1: the back board is played with the front board's family
/// setup, at the same coordinates (FAQ-3): the same ten Fires and three
/// POI spaces.
#[test]
fn fam_setup_1_the_back_board_takes_the_same_coordinates() {
    let on = |board| setup_pieces(&GameState::new(board, family(2), 5).expect("valid config"));
    let (front_fire, front_pois) = on(front());
    let (back_fire, back_pois) = on(back());
    assert_eq!(back_fire, front_fire);
    assert_eq!(back_pois, front_pois);
    assert_eq!(back_pois, sorted(&["2,4", "5,1", "5,8"]));
}

/// FAM-SETUP-2: a closed door token on every door edge (front 8, back 7).
#[test]
fn fam_setup_2_every_door_starts_closed() {
    for (board, doors) in [(front(), 8), (back(), 7)] {
        let s = GameState::new(board, family(1), 11).expect("valid config");
        let b = s.board();
        let door_edges: Vec<EdgeId> = b
            .edge_ids()
            .filter(|&e| b.edge(e).kind == Some(EdgeKind::Door))
            .collect();
        assert_eq!(door_edges.len(), doors);
        for e in door_edges {
            assert_eq!(s.edge_state(e).door, DoorState::Closed, "{}", b.edge_ref(e));
        }
    }
}

/// FAM-SETUP-3: Fire at the ten printed spaces, nothing else.
#[test]
fn fam_setup_3_fixed_fires() {
    let s = GameState::new(front(), family(2), 5).expect("valid config");
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&[
            "2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"
        ])
    );
    assert!(cells_with(&s, FireLevel::Smoke).is_empty());
    assert_eq!(s.cubes_placed(), 0);
}

/// FAM-SETUP-4: one face-down POI at (2,4), (5,1), (5,8), drawn from the
/// shuffled 15.
#[test]
fn fam_setup_4_three_shuffled_pois_face_down() {
    let mut kinds_at_2_4 = HashSet::new();
    for seed in 0..40 {
        let s = GameState::new(front(), family(1), seed).expect("valid config");
        let mut cells = Vec::new();
        for (i, t) in s.tokens().iter().enumerate() {
            if let TokenPlace::Board { cell, revealed } = t.place {
                assert!(!revealed, "seed {seed}: face down");
                assert_eq!(s.carrier_of(Item::Victim(i as u8)), None);
                let pos = s.board().pos(cell);
                cells.push(pos.to_string());
                if pos == at("2,4") {
                    kinds_at_2_4.insert(format!("{:?}", s.tokens()[i].kind));
                }
            }
        }
        cells.sort();
        assert_eq!(cells, sorted(&["2,4", "5,1", "5,8"]), "seed {seed}");
    }
    assert_eq!(kinds_at_2_4.len(), 2, "the POIs are shuffled");
}

/// FAM-SETUP-5: supply of 12 POIs, 24 cubes (none on the board), 23 Fire/Smoke.
#[test]
fn fam_setup_5_supplies() {
    let s = GameState::new(front(), family(3), 9).expect("valid config");
    assert_eq!(s.poi_supply(), 12);
    assert_eq!(s.pois_on_board(), 3);
    assert_eq!(s.cubes_placed(), 0);
    assert_eq!(s.fire_supply(), 23);
    assert_eq!((s.rescued(), s.lost(), s.false_alarms_found()), (0, 0, 0));
}

/// FAM-SETUP-6: each firefighter starts on any exterior space; no capacity
/// limit.
#[test]
fn fam_setup_6_firefighters_start_on_any_exterior_space() {
    let mut s = GameState::new(front(), family(2), 1).expect("valid config");
    assert_eq!(s.stage(), Stage::PlaceFirefighters);
    let mut starts: Vec<String> = s
        .legal_actions()
        .into_iter()
        .map(|a| match a {
            Action::PlaceFirefighter(p) => p.to_string(),
            other => panic!("unexpected {other}"),
        })
        .collect();
    starts.sort();
    let mut ring: Vec<String> = Vec::new();
    for r in 0..8u8 {
        for c in 0..10u8 {
            if r == 0 || r == 7 || c == 0 || c == 9 {
                ring.push(Pos::new(r, c).to_string());
            }
        }
    }
    ring.sort();
    // GEN-2 defines the exterior as the ring of row 0, row 7, column 0 and
    // column 9 (its "28 spaces including 4 corners" miscounts: the ring has 32).
    assert_eq!(starts, ring);
    assert!(matches!(
        refusal(&s, json!({"place_firefighter": "1,1"})),
        ActionError::NotAStartCell { .. }
    ));
    apply(&mut s, act(json!({"place_firefighter": "0,3"})));
    apply(&mut s, act(json!({"place_firefighter": "0,3"})));
    assert_eq!(ff_at(&s, 0), at("0,3"));
    assert_eq!(ff_at(&s, 1), at("0,3"));
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-SETUP-7, Ruling R18: each firefighter is its own seat; play goes
/// round the seats in order, the first seat starting.
#[test]
fn fam_setup_7_r18_each_firefighter_is_a_seat() {
    let mut s = GameState::new(front(), family(3), 2).expect("valid config");
    for c in ["0,1", "0,2", "7,5"] {
        apply(&mut s, act(json!({"place_firefighter": c})));
    }
    assert_eq!((s.active(), s.turn(), s.stage()), (0, 1, Stage::Actions));
    assert_eq!(ap(&s, 0), 4);
    // Harmless rolls: empty spaces next to no Fire.
    let mut seats = Vec::new();
    for roll in [[1u8, 8u8], [6, 1], [1, 1]] {
        end_turn(&mut s, &roll);
        seats.push(s.active());
    }
    assert_eq!(seats, [1, 2, 0]);
    assert_eq!(s.turn(), 4);
}

/// FAM-TURN-1: (1) actions, (2) advance fire, (3) replenish POIs, then the
/// next player.
#[test]
fn fam_turn_1_phase_order() {
    let mut s = state(
        front(),
        json!({
            "firefighters": [{"at": "0,3", "ap": 4}, {"at": "7,5", "ap": 0}],
            "pois": [poi("victim", "1,1"), poi("false_alarm", "1,8")],
        }),
    );
    let events = end_turn(&mut s, &[6, 1, 6, 2]);
    let ended = first(&events, |e| {
        matches!(e, Event::TurnEnded { firefighter: 0, .. })
    });
    let advance = first(&events, |e| {
        matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::AdvanceFire,
                ..
            }
        )
    });
    let smoke = first(&events, |e| *e == Event::SmokePlaced { cell: at("6,1") });
    let replenish = first(&events, |e| {
        matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::ReplenishPoi,
                ..
            }
        )
    });
    let placed = first(
        &events,
        |e| matches!(e, Event::PoiPlaced { cell, .. } if *cell == at("6,2")),
    );
    let next = first(&events, |e| {
        matches!(e, Event::TurnStarted { firefighter: 1, .. })
    });
    assert!(ended < advance && advance < smoke && smoke < replenish);
    assert!(replenish < placed && placed < next);
    assert_eq!(s.active(), 1);
}

/// FAM-AP-1: a turn starts with 4 AP plus the saved AP.
#[test]
fn fam_ap_1_four_plus_saved() {
    let mut s = state(
        front(),
        parked(json!({
            "firefighters": [{"at": "0,3", "ap": 4}, {"at": "7,5", "ap": 0, "saved": 3}],
        })),
    );
    let events = end_turn(&mut s, &[1, 8]);
    assert_eq!(s.active(), 1);
    assert_eq!(ap(&s, 1), 7);
    assert!(events.contains(&Event::TurnStarted {
        firefighter: 1,
        turn: 2,
        ap: 7,
        pool: None,
    }));
}

/// FAM-AP-2: actions in any order, repeatable while affordable; a player may pass.
#[test]
fn fam_ap_2_any_order_repeatable_and_pass() {
    let mut s = state(
        front(),
        json!({"smoke": ["1,3"], "firefighters": [{"at": "1,1", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1,2"})));
    apply(&mut s, act(json!({"move": "1,1"})));
    apply(&mut s, act(json!({"move": "1,2"})));
    apply(&mut s, act(json!({"remove_smoke": "1,3"})));
    assert_eq!(ap(&s, 0), 0);
    assert!(matches!(
        refusal(&s, json!({"move": "1,1"})),
        ActionError::NotEnoughAp { .. }
    ));

    // Passing at once is allowed: all 4 AP are saved.
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 4,
        forfeited: 0
    }));
    assert_eq!(ap(&s, 0), 8);
}

/// FAM-AP-3: unspent AP are saved, capped at 4 in total; the excess is lost.
#[test]
fn fam_ap_3_saving_is_capped_at_four() {
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 8}]})),
    );
    apply(&mut s, act(json!({"move": "0,4"})));
    let events = end_turn(&mut s, &[1, 8]);
    assert!(events.contains(&Event::TurnEnded {
        firefighter: 0,
        saved: 4,
        forfeited: 3
    }));
    assert_eq!(ap(&s, 0), 8, "next turn: 4 + 4 saved");
}

/// FAM-AP-3, FAM-KD-2: saved AP survive a knockdown.
#[test]
fn fam_ap_3_saved_ap_survive_knockdown() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 3}, {"at": "7,5", "ap": 0}],
        })),
    );
    let events = end_turn(&mut s, &[1, 1]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::KnockedDown { firefighter: 0, .. }))
    );
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(s.firefighters()[0].saved, 3);
    end_turn(&mut s, &[6, 8]);
    assert_eq!(s.active(), 0);
    assert_eq!(ap(&s, 0), 7);
}

// --- random family setup ---------------------------------------------------------

/// FAQ-2 (FAM-VAR-1): a family game played again starts from the same
/// setup, the board's printed one whatever the seed, or from a random one.
#[test]
fn faq_2_a_replay_takes_the_same_setup_or_a_random_one() {
    let setup = |config: &GameConfig, seed| {
        setup_pieces(&GameState::new(front(), config.clone(), seed).expect("valid config"))
    };
    let fixed = family(2);
    let first = setup(&fixed, 0);
    for seed in 1..10 {
        assert_eq!(setup(&fixed, seed), first, "seed {seed}");
    }
    let random: GameConfig =
        serde_json::from_value(json!({"firefighters": 2, "setup": "random"})).expect("config");
    let setups: HashSet<_> = (0..10).map(|seed| setup(&random, seed)).collect();
    assert!(setups.len() > 1, "ten random setups, all alike");
    assert!(
        !setups.contains(&first),
        "a random setup is the printed one"
    );
}

/// FAM-VAR-1 (a), Rulings R8/R21: three explosions without cubes (rolled again
/// on Fire; walls stop them, doors are still removed), exterior Fire removed,
/// then three POIs not on Fire or on another POI.
#[test]
fn fam_var_1_random_family_setup() {
    let config: GameConfig =
        serde_json::from_value(json!({"firefighters": 2, "setup": "random"})).expect("config");
    assert_eq!(config.setup, FamilySetupKind::Random);
    let mut doors_removed = 0;
    let mut blasts_stopped = 0;
    for seed in 0..60 {
        let mut events: Vec<Event> = Vec::new();
        let s = GameState::new_logged(front(), config.clone(), seed, &mut events)
            .expect("valid config");
        let b = s.board();
        assert_eq!(s.cubes_placed(), 0, "seed {seed}");
        assert_eq!(count(&events, |e| matches!(e, Event::CubePlaced { .. })), 0);
        assert_eq!(count(&events, |e| matches!(e, Event::Explosion { .. })), 3);
        assert!(cells_with(&s, FireLevel::Smoke).is_empty());

        // Replay: each explosion target was not on Fire when chosen.
        let mut fire: HashSet<Pos> = HashSet::new();
        for e in &events {
            match *e {
                Event::SetupFire { cell } => {
                    assert!(
                        fire.insert(cell),
                        "seed {seed}: setup Fire on Fire at {cell}"
                    );
                }
                Event::FirePlaced { cell } => {
                    fire.insert(cell);
                }
                Event::ExteriorFireRemoved { cell } => {
                    fire.remove(&cell);
                }
                Event::DoorDestroyed { edge: x, .. } => {
                    doors_removed += 1;
                    let id = b.edge_at(x).expect("edge");
                    assert_eq!(s.edge_state(id).door, DoorState::Destroyed);
                }
                Event::BlastStopped { edge: x } => {
                    blasts_stopped += 1;
                    let id = b.edge_at(x).expect("edge");
                    assert_eq!(s.edge_state(id).cubes, 0);
                }
                _ => {}
            }
        }
        let now: HashSet<Pos> = cells_with(&s, FireLevel::Fire)
            .iter()
            .map(|c| at(c))
            .collect();
        assert_eq!(now, fire, "seed {seed}");
        assert!(
            now.iter()
                .all(|p| (1..=6).contains(&p.row) && (1..=8).contains(&p.col)),
            "seed {seed}: exterior Fire removed"
        );

        // The first explosion, on an otherwise empty building, in detail.
        let t1_at = first(&events, |e| matches!(e, Event::SetupFire { .. }));
        let Event::SetupFire { cell: t1 } = events[t1_at] else {
            unreachable!()
        };
        let window: Vec<Event> = events[t1_at + 1..]
            .iter()
            .take_while(|e| !matches!(e, Event::Rolled { .. }))
            .copied()
            .collect();
        let t1_id = b.cell_at(t1).expect("cell");
        for dir in Dir::ALL {
            let Some((n, e)) = b.neighbor(t1_id, dir) else {
                continue;
            };
            let (np, er) = (b.pos(n), b.edge_ref(e));
            match b.edge(e).kind {
                None | Some(EdgeKind::Entrance) => {
                    assert!(
                        window.contains(&Event::FirePlaced { cell: np }),
                        "seed {seed}"
                    )
                }
                Some(EdgeKind::Door) => {
                    assert!(window.contains(&Event::DoorDestroyed {
                        edge: er,
                        was_open: false
                    }));
                    assert!(!window.contains(&Event::FirePlaced { cell: np }));
                }
                Some(_) => {
                    assert!(
                        window.contains(&Event::BlastStopped { edge: er }),
                        "seed {seed}"
                    );
                    assert!(!window.contains(&Event::FirePlaced { cell: np }));
                }
            }
        }

        // Three POIs, face down, not on Fire, on three spaces.
        let mut poi_cells = HashSet::new();
        for t in s.tokens() {
            if let TokenPlace::Board { cell, revealed, .. } = t.place {
                assert!(!revealed);
                assert_ne!(s.fire_at(cell), FireLevel::Fire, "seed {seed}");
                poi_cells.insert(cell);
            }
        }
        assert_eq!(poi_cells.len(), 3, "seed {seed}");
        assert_eq!(s.poi_supply(), 12);
        assert_eq!(s.stage(), Stage::PlaceFirefighters);
    }
    assert!(doors_removed > 0, "some seed removed a door");
    assert!(blasts_stopped > 0, "some seed hit a wall");
}

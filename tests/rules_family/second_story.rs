//! 2nd Story (§8): stairs, windows and thin walls; the Brownstone party
//! wall (URB-BROWN-2).

use super::*;

// --- 2nd Story -------------------------------------------------------------------

/// 2ND-STAIRS-1: linked stair spaces are adjacent for movement at normal
/// cost; the stair space's walls still block.
#[test]
fn second_stairs_1_movement_through_stairs() {
    let mut s = state(
        two_floor(),
        json!({"firefighters": [{"at": "2,3", "ap": 5}]}),
    );
    apply(&mut s, act(json!({"move": "2,2"})));
    apply(&mut s, act(json!({"move": "1:2,2"})));
    assert_eq!(ff_at(&s, 0), at("1:2,2"));
    assert_eq!(ap(&s, 0), 3);
    assert!(matches!(
        refusal(&s, json!({"move": "1:2,1"})),
        ActionError::Blocked { .. }
    ));
    apply(&mut s, act(json!({"move": "1:2,3"})));
    apply(&mut s, act(json!({"move": "1:2,2"})));
    apply(&mut s, act(json!({"move": "2,2"})));
    assert_eq!(ff_at(&s, 0), at("2,2"));
    assert_eq!(ap(&s, 0), 0);

    // Into a burning linked stair space: 2 AP, like any Fire.
    let mut s = state(
        two_floor(),
        json!({"fire": ["1:2,2"], "firefighters": [{"at": "2,2", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"move": "1:2,2"})));
    assert_eq!(ap(&s, 0), 2);
}

/// 2ND-STAIRS-1: Extinguish reaches the linked stair space.
#[test]
fn second_stairs_1_extinguish_through_stairs() {
    let mut s = state(
        two_floor(),
        json!({
            "smoke": ["1:2,2"],
            "fire": ["1:2,3"],
            "firefighters": [{"at": "2,2", "ap": 4}],
        }),
    );
    apply(&mut s, act(json!({"remove_smoke": "1:2,2"})));
    assert_eq!(level(&s, "1:2,2"), FireLevel::Clear);
    assert_eq!(ap(&s, 0), 3);
    assert!(matches!(
        refusal(&s, json!({"flip_fire": "1:2,3"})),
        ActionError::OutOfReach { .. }
    ));
    let mut s = state(
        two_floor(),
        json!({"fire": ["1:2,2"], "firefighters": [{"at": "2,2", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"flip_fire": "1:2,2"})));
    assert_eq!(level(&s, "1:2,2"), FireLevel::Smoke);
    assert_eq!(ap(&s, 0), 3);
}

/// 2ND-STAIRS-1: Smoke placed on a stair space next (by the stairs) to Fire
/// ignites. The floor die is rolled first (G = face 1, U = face 2).
#[test]
fn second_stairs_1_smoke_next_to_fire_through_stairs() {
    let mut s = state(
        two_floor(),
        parked(json!({"fire": ["1:2,2"], "firefighters": [{"at": "7,8", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[1, 2, 2]);
    assert!(events.contains(&Event::SmokeIgnited { cell: at("2,2") }));
    assert_eq!(level(&s, "2,2"), FireLevel::Fire);

    // Without the Fire above, the same roll leaves Smoke.
    let mut s = state(
        two_floor(),
        parked(json!({"fire": ["2,1"], "firefighters": [{"at": "7,8", "ap": 4}]})),
    );
    end_turn(&mut s, &[1, 2, 2]);
    assert_eq!(
        level(&s, "2,2"),
        FireLevel::Smoke,
        "W wall of the stair space"
    );
}

/// 2ND-STAIRS-1: flashover goes through the stairs.
#[test]
fn second_stairs_1_flashover_through_stairs() {
    let mut s = state(
        two_floor(),
        parked(json!({
            "fire": ["2,3"],
            "smoke": ["1:2,2", "1:2,3"],
            "firefighters": [{"at": "7,8", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 2, 2]);
    assert_eq!(level(&s, "2,2"), FireLevel::Fire);
    assert!(events.contains(&Event::Flashover {
        cell: at("1:2,2"),
        wave: 1
    }));
    assert!(events.contains(&Event::Flashover {
        cell: at("1:2,3"),
        wave: 2
    }));
}

/// 2ND-BOARD-3, Ruling R36: upper-floor exterior spaces cannot be entered by
/// a plain move.
#[test]
fn second_board_3_upper_exterior_not_entered_by_moving() {
    // The upper outer wall at (1:0,3)S is destroyed, so only R36 stops the move.
    let s = state(
        two_floor(),
        json!({
            "damage": [{"edge": "1:0,3S", "cubes": 2}],
            "firefighters": [{"at": "1:1,3", "ap": 4}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "1:0,3"})),
        ActionError::CannotEnter { .. }
    ));
    assert!(legal(&s, json!({"move": "1:1,4"})));
}

/// 2ND-WIN-1: a closed window blocks adjacency; an open one joins its spaces.
#[test]
fn second_win_1_window_adjacency() {
    let board = custom_board(&[("3,4E", EdgeKind::Window, false)]);
    let s = state(
        board.clone(),
        json!({"smoke": ["3,5"], "firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "3,5"})),
        ActionError::Blocked { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "3,5"})),
        ActionError::OutOfReach { .. }
    ));
    let open = json!([{"edge": "3,4E", "state": "open"}]);
    let mut s = state(
        board.clone(),
        json!({"smoke": ["3,5"], "doors": open, "firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"remove_smoke": "3,5"})));
    apply(&mut s, act(json!({"move": "3,5"})));
    assert_eq!(ap(&s, 0), 2);

    for (doors, want) in [(json!([]), FireLevel::Smoke), (open, FireLevel::Fire)] {
        let mut s = state(
            board.clone(),
            parked(
                json!({"fire": ["3,4"], "doors": doors, "firefighters": [{"at": "7,5", "ap": 4}]}),
            ),
        );
        end_turn(&mut s, &[3, 5]);
        assert_eq!(level(&s, "3,5"), want);
    }
}

/// 2ND-WIN-2: a window on an edge of own space opens and closes for 1 AP.
#[test]
fn second_win_2_open_and_close_window() {
    let board = custom_board(&[("3,4E", EdgeKind::Window, false)]);
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"open": "3,4E"})));
    assert_eq!((ap(&s, 0), door_on(&s, "3,4E")), (3, DoorState::Open));
    assert!(legal(&s, json!({"move": "3,5"})));
    apply(&mut s, act(json!({"close": "3,4E"})));
    assert_eq!((ap(&s, 0), door_on(&s, "3,4E")), (2, DoorState::Closed));
    assert!(!legal(&s, json!({"move": "3,5"})));
    let s = state(board, json!({"firefighters": [{"at": "2,4", "ap": 4}]}));
    assert!(matches!(
        refusal(&s, json!({"open": "3,4E"})),
        ActionError::NotYourEdge { .. }
    ));
}

/// 2ND-WIN-3, Ruling R37: an explosion or shockwave reaching a window, open
/// or closed, places 1 cube, which destroys it, and stops; a chop destroys it
/// with 1 cube; a destroyed window is a destroyed wall.
#[test]
fn second_win_3_fire_effects_and_chop() {
    let board = custom_board(&[("3,4E", EdgeKind::Window, false)]);
    for st in ["closed", "open"] {
        let mut s = state(
            board.clone(),
            parked(json!({
                "fire": ["3,4"],
                "doors": [{"edge": "3,4E", "state": st}],
                "firefighters": [{"at": "7,5", "ap": 4}],
            })),
        );
        end_turn(&mut s, &[3, 4]);
        assert_eq!(cubes_on(&s, "3,4E"), 1, "window {st}");
        assert!(s.edge_destroyed(edge(&s, "3,4E")), "window {st}");
        assert_eq!(
            level(&s, "3,5"),
            FireLevel::Clear,
            "window {st}: the blast stops"
        );
        assert_eq!(s.cubes_placed(), 1);
    }
    // A shockwave reaching an open window.
    let mut s = state(
        board.clone(),
        parked(json!({
            "fire": ["3,3", "3,4"],
            "doors": [{"edge": "3,4E", "state": "open"}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[3, 3]);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert_eq!(level(&s, "3,5"), FireLevel::Clear);

    // Chop: 1 cube destroys it; then it is a destroyed wall.
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert!(legal(&s, json!({"move": "3,5"})));
    assert!(matches!(
        refusal(&s, json!({"chop": "3,4E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"open": "3,4E"})),
        ActionError::Destroyed { .. }
    ));
    // Fire passes a destroyed window without a cube.
    let mut s = state(
        board,
        parked(json!({
            "fire": ["3,4"],
            "damage": [{"edge": "3,4E", "cubes": 1}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
}

/// 2ND-THIN-1: a thin wall blocks, and is destroyed by 1 cube (chop or
/// explosion); it is never "damaged".
#[test]
fn second_thin_1_thin_wall() {
    let board = custom_board(&[("3,4E", EdgeKind::ThinWall, false)]);
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    assert!(!legal(&s, json!({"move": "3,5"})));
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert_eq!(ap(&s, 0), 2);
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert!(legal(&s, json!({"move": "3,5"})));

    let mut s = state(
        board.clone(),
        parked(json!({"fire": ["3,4"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert_eq!(level(&s, "3,5"), FireLevel::Clear, "the blast stops there");

    assert!(snapshot_error(
        board,
        json!({"damage": [{"edge": "3,4E", "cubes": 2}], "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

/// URB-BROWN-2, Ruling R44: a party wall takes cubes (2 destroy it) and counts
/// for collapse, passes fire once destroyed, may be chopped, and is never
/// crossed by firefighters.
#[test]
fn urb_brown_2_party_wall() {
    let board = custom_board(&[("3,4E", EdgeKind::PartyWall, false)]);
    let mut s = state(
        board.clone(),
        json!({"firefighters": [{"at": "3,4", "ap": 4}]}),
    );
    assert!(!legal(&s, json!({"move": "3,5"})));
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert_eq!((cubes_on(&s, "3,4E"), s.cubes_placed()), (1, 1));
    assert!(!s.edge_destroyed(edge(&s, "3,4E")));
    apply(&mut s, act(json!({"chop": "3,4E"})));
    assert!(s.edge_destroyed(edge(&s, "3,4E")));
    assert_eq!(s.cubes_placed(), 2);
    assert!(matches!(
        refusal(&s, json!({"move": "3,5"})),
        ActionError::Blocked { .. }
    ));

    // Intact: an explosion puts a cube on it and stops.
    let mut s = state(
        board.clone(),
        parked(json!({"fire": ["3,4"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(cubes_on(&s, "3,4E"), 1);
    assert_eq!(level(&s, "3,5"), FireLevel::Clear);

    // Destroyed: explosions, shockwaves, ignition and flashover pass.
    let destroyed = json!([{"edge": "3,4E", "cubes": 2}]);
    let mut s = state(
        board.clone(),
        parked(
            json!({"fire": ["3,4"], "damage": destroyed, "firefighters": [{"at": "7,5", "ap": 4}]}),
        ),
    );
    end_turn(&mut s, &[3, 4]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire);
    let mut s = state(
        board.clone(),
        parked(
            json!({"fire": ["3,3", "3,4"], "damage": destroyed, "firefighters": [{"at": "7,5", "ap": 4}]}),
        ),
    );
    end_turn(&mut s, &[3, 3]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire, "shockwave");
    let mut s = state(
        board.clone(),
        parked(
            json!({"fire": ["3,4"], "damage": destroyed, "firefighters": [{"at": "7,5", "ap": 4}]}),
        ),
    );
    end_turn(&mut s, &[3, 5]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire, "smoke next to fire");
    let mut s = state(
        board.clone(),
        parked(json!({
            "fire": ["3,4"],
            "smoke": ["3,5"],
            "damage": destroyed,
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[6, 8]);
    assert_eq!(level(&s, "3,5"), FireLevel::Fire, "flashover");

    // A firefighter never crosses it, even destroyed.
    let s = state(
        board,
        json!({"damage": destroyed, "firefighters": [{"at": "3,5", "ap": 4}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "3,4"})),
        ActionError::Blocked { .. }
    ));
}

/// FAM-ACT-END-3 / R5: a firefighter on Fire that the active firefighter can
/// neither reach nor flip makes the state impossible: it is refused when read,
/// since it would leave no legal action at all.
#[test]
fn fam_act_end_3_unreachable_fire_is_an_impossible_state() {
    let snap = flashpoint::engine::snapshot::Snapshot::from_partial(
        json!({
            "fire": ["3,5"],
            "firefighters": [{"at": "1,1", "ap": 4}, {"at": "3,5", "ap": 0}],
        }),
        None,
        1,
    )
    .expect("well-formed");
    let err = GameState::from_snapshot(front(), &snap).expect_err("no escape is possible");
    assert!(
        err.to_string()
            .contains("out of the active firefighter's reach"),
        "{err}"
    );
}

/// FAM-ACT-END-3 / R5: moving away from a firefighter left on Fire is refused
/// when it would put that Fire out of reach.
#[test]
fn fam_act_end_3_walking_away_from_a_burning_colleague_is_refused() {
    let s = state(
        front(),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4}, {"at": "1,2", "ap": 0}],
        }),
    );
    // 2,1 is not next to 1,2: firefighter 1 would be stranded.
    assert!(matches!(
        refusal(&s, json!({"move": "2,1"})),
        ActionError::WouldStrand { firefighter: 1, .. }
    ));
    // Joining it on the Fire keeps one escape for both: a single flip (1 AP)
    // frees the cell, and 2 AP remain after the 2-AP move.
    assert!(legal(&s, json!({"move": "1,2"})));
    assert!(legal(&s, json!({"flip_fire": "1,2"})));
    // Both now on 1,2 with 2 AP: removing the Fire with the last 2 AP frees
    // everyone; stepping next door keeps the 1-AP flip in reach; chopping the
    // outer wall would spend both AP and leave them burning.
    let mut low = s.clone();
    apply(&mut low, act(json!({"move": "1,2"})));
    assert_eq!(low.firefighters()[0].ap, 2);
    assert!(legal(&low, json!({"remove_fire": "1,2"})));
    assert!(legal(&low, json!({"move": "1,3"})));
    assert!(matches!(
        refusal(&low, json!({"chop": "0,2S"})),
        ActionError::WouldBeTrapped {
            left: 0,
            needed: 1,
            ..
        }
    ));
}

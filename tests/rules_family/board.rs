//! §0 GEN, §1 COMP and §2 BOARD/ADJ: the board, its pieces and what is
//! next to what.

use super::*;

// --- §0 GEN ------------------------------------------------------------------

/// GEN-4 (Ruling R2, App. E): d6 → 7−n, d8 → 9−n.
#[test]
fn gen_4_flip_takes_the_opposite_face() {
    for n in 1..=6u8 {
        assert_eq!(flip(n, 6), 7 - n, "d6 {n}");
    }
    for n in 1..=8u8 {
        assert_eq!(flip(n, 8), 9 - n, "d8 {n}");
    }
}

/// GEN-7, FAM-END-2: the 4th Victim lost in the loss step stops the game at
/// once: the next Victim on Fire is not processed, exterior Fire is not cleaned
/// up, no replenishing and no next turn.
#[test]
fn gen_7_fourth_victim_lost_stops_the_fire_phase_at_once() {
    let mut pois = vec![victim_up("2,1"), victim_up("4,1")];
    pois.extend(off_board("victim", "lost", 3));
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["3,1"],
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": pois,
        })),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert_eq!(s.outcome(), Some(Outcome::VictimsLost));
    assert_eq!(s.lost(), 4);
    let still_on_board = [0, 1]
        .iter()
        .filter(|&&t| token_pos(&s, t).is_some())
        .count();
    assert_eq!(
        still_on_board, 1,
        "the game stopped with the 4th loss: the other Victim on Fire stays"
    );
    assert_eq!(
        level(&s, "3,0"),
        FireLevel::Fire,
        "clean-up never ran (exterior Fire from the blast through the entrance stays)"
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::TurnStarted { .. })),
        0
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::ExteriorFireRemoved { .. })),
        0
    );
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(s.turn(), 1);
    assert!(s.legal_actions().is_empty());
}

/// GEN-7, FAM-END-3: the 24th cube, placed in the middle of an explosion,
/// collapses the building at once: no further direction places a cube, and no
/// flashover follows.
#[test]
fn gen_7_24th_cube_mid_explosion_stops_everything() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,1", "6,6"],
            "smoke": ["5,6"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "0,3", "ap": 4}],
            "pois": [poi("victim", "5,3")],
        })),
    );
    assert_eq!(s.cubes_placed(), 23);
    let events = end_turn(&mut s, &[1, 1]);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(s.cubes_placed(), 24, "never more than 24 cubes");
    assert_eq!(
        cubes_on(&s, "0,1S") + cubes_on(&s, "1,0E"),
        1,
        "only one of the two walls of (1,1) got its cube before the collapse"
    );
    assert_eq!(count(&events, |e| matches!(e, Event::CubePlaced { .. })), 1);
    assert_eq!(
        level(&s, "5,6"),
        FireLevel::Smoke,
        "no flashover after the collapse"
    );
    assert_eq!(count(&events, |e| matches!(e, Event::Flashover { .. })), 0);
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
}

// --- §1 COMP -----------------------------------------------------------------

/// COMP-2, FAM-SETUP-5: 33 Fire/Smoke tokens; the family setup uses 10, leaving 23.
#[test]
fn comp_2_thirty_three_fire_tokens() {
    let s = GameState::new(front(), family(1), 7).expect("valid config");
    assert_eq!(s.fire_supply(), 23);

    let cells: Vec<String> = (1..=6)
        .flat_map(|r| (1..=8).map(move |c| format!("{r},{c}")))
        .collect();
    let full = state(
        front(),
        json!({"fire": &cells[..33], "firefighters": [{"at": "0,3", "ap": 4}]}),
    );
    assert_eq!(full.fire_supply(), 0);
    assert!(
        snapshot_error(
            front(),
            json!({"fire": &cells[..34], "firefighters": [{"at": "0,3", "ap": 4}]})
        ),
        "34 Fire/Smoke tokens cannot exist"
    );
}

/// A front-board state with all 33 Fire/Smoke tokens on the board: Fire at
/// (1,3) and rows 3–6 except (6,8), Smoke at (1,2); (2,3) empty.
fn empty_supply_state() -> GameState {
    let mut fire = vec!["1,3".to_string()];
    for r in 3..=6 {
        for c in 1..=8 {
            if (r, c) != (6, 8) {
                fire.push(format!("{r},{c}"));
            }
        }
    }
    let s = state(
        front(),
        parked(json!({
            "fire": fire,
            "smoke": ["1,2"],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    assert_eq!(s.fire_supply(), 0);
    s
}

/// COMP-2, COMP-16, FAM-SUPPLY-1 (Ruling R24): with the supply empty, a roll on an empty space
/// places nothing (not even a Smoke that would ignite next to Fire).
#[test]
fn comp_2_fam_supply_1_empty_supply_skips_new_smoke() {
    let mut s = empty_supply_state();
    let events = end_turn(&mut s, &[2, 3]);
    assert_eq!(level(&s, "2,3"), FireLevel::Clear);
    assert_eq!(s.fire_supply(), 0);
    assert_eq!(
        count(&events, |e| matches!(e, Event::SupplyEmpty { .. })),
        1
    );
}

/// COMP-2, FAM-SUPPLY-1: Smoke + Smoke → Fire still happens with an empty supply.
#[test]
fn comp_2_fam_supply_1_smoke_on_smoke_still_flips() {
    let mut s = empty_supply_state();
    end_turn(&mut s, &[1, 2]);
    assert_eq!(level(&s, "1,2"), FireLevel::Fire);
    assert_eq!(s.fire_supply(), 0);
}

/// COMP-2, FAM-SUPPLY-1 (FAQ-5): an explosion with an empty supply still
/// places cubes, removes doors and flips Smoke; only the new Fire is skipped.
#[test]
fn comp_2_fam_supply_1_explosion_still_places_cubes_and_removes_doors() {
    let mut s = empty_supply_state();
    end_turn(&mut s, &[1, 3]);
    assert_eq!(cubes_on(&s, "0,3S"), 1, "N: outer wall takes its cube");
    assert_eq!(
        door_on(&s, "1,3E"),
        DoorState::Destroyed,
        "E: closed door removed"
    );
    assert_eq!(level(&s, "1,2"), FireLevel::Fire, "W: Smoke flipped");
    assert_eq!(
        level(&s, "2,3"),
        FireLevel::Clear,
        "S: no token for new Fire"
    );
    assert_eq!(s.cubes_placed(), 1);
    assert_eq!(s.fire_supply(), 0);
}

/// COMP-3, FAM-SETUP-4/5: a game uses 10 Victims + 5 False Alarms.
#[test]
fn comp_3_a_game_uses_10_victims_and_5_false_alarms() {
    let s = GameState::new(front(), family(2), 3).expect("valid config");
    assert_eq!(s.tokens().len(), 15);
    let victims = s
        .tokens()
        .iter()
        .filter(|t| t.kind == PoiKind::Victim)
        .count();
    assert_eq!(victims, 10);
    let partial = state(front(), json!({"firefighters": [{"at": "0,3", "ap": 4}]}));
    assert_eq!(partial.tokens().len(), 15, "unlisted tokens make up the 15");
    assert_eq!(partial.poi_supply(), 15);
    let eleven: Vec<Value> = off_board("victim", "bag", 11);
    assert!(snapshot_error(
        front(),
        json!({"firefighters": [{"at": "0,3", "ap": 4}], "pois": eleven})
    ));
}

/// COMP-4, FAM-END-3: 24 cubes; the 24th placed (here by an explosion)
/// collapses the building. 24 cubes can never be on the board in play.
#[test]
fn comp_4_the_24th_cube_collapses_the_building() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["2,3"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[2, 3]);
    assert_eq!(s.cubes_placed(), 24);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(count(&events, |e| matches!(e, Event::Collapse)), 1);
    assert!(snapshot_error(
        front(),
        json!({"damage": filler_damage(24), "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

// --- §2 BOARD, ADJ -------------------------------------------------------------

/// BOARD-2: 1 cube damages a wall (it still blocks), 2 destroy it (it acts as
/// absent and takes no more cubes). Worked example TC-ACT-3.
#[test]
fn board_2_wall_is_damaged_then_destroyed_tc_act_3() {
    let mut s = state(
        front(),
        json!({
            "damage": [{"edge": "5,5E", "cubes": 1}],
            "firefighters": [{"at": "5,4", "ap": 5, "saved": 0}],
            "pois": [victim_up("5,4")],
        }),
    );
    apply(&mut s, act(json!({"pick_up": 0})));
    apply(&mut s, act(json!({"move": "5,5"})));
    assert_eq!(ap(&s, 0), 3, "carrying costs 2");
    assert!(
        matches!(
            refusal(&s, json!({"move": "5,6"})),
            ActionError::Blocked { .. }
        ),
        "a damaged wall still blocks"
    );
    apply(&mut s, act(json!({"chop": "5,5E"})));
    assert_eq!(cubes_on(&s, "5,5E"), 2);
    assert!(s.edge_destroyed(edge(&s, "5,5E")));
    apply(&mut s, Action::Drop);
    apply(&mut s, act(json!({"move": "5,6"})));
    assert_eq!(ff_at(&s, 0), at("5,6"));
    assert_eq!(token_pos(&s, 0), Some(at("5,5")));
    assert_eq!(ap(&s, 0), 0);
    assert_eq!(s.cubes_placed(), 2);
}

/// BOARD-2, Ruling R10: a destroyed wall takes no more cubes (chop refused,
/// explosions pass without a cube) and acts as absent.
#[test]
fn board_2_destroyed_wall_takes_no_cube_and_lets_fire_through() {
    let s = state(
        front(),
        json!({
            "damage": [{"edge": "1,5E", "cubes": 2}],
            "firefighters": [{"at": "1,5", "ap": 4}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"chop": "1,5E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(legal(&s, json!({"move": "1,6"})));

    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,5"],
            "damage": [{"edge": "1,5E", "cubes": 2}],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 5]);
    assert_eq!(cubes_on(&s, "1,5E"), 2, "no cube on a destroyed wall");
    assert_eq!(level(&s, "1,6"), FireLevel::Fire, "the blast went through");
    // N: outer wall (0,5)S takes a cube; S (2,5) and W (1,4): Fire.
    assert_eq!(s.cubes_placed(), 3);
}

/// BOARD-3: a door is closed, open or destroyed; a destroyed door is a
/// destroyed wall (passable, no longer a door to operate); doors never take cubes.
#[test]
fn board_3_doors_never_take_cubes_and_destroyed_doors_are_gone() {
    let s = state(
        front(),
        json!({
            "doors": [{"edge": "1,3E", "state": "destroyed"}],
            "firefighters": [{"at": "1,3", "ap": 4}],
        }),
    );
    assert!(legal(&s, json!({"move": "1,4"})), "destroyed door passable");
    assert!(matches!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"close": "1,3E"})),
        ActionError::Destroyed { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "1,3E"})),
        ActionError::NotChoppable { .. }
    ));

    // A closed door hit by an explosion is removed, never damaged.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["3,2"],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[3, 2]);
    assert_eq!(door_on(&s, "3,2E"), DoorState::Destroyed);
    assert_eq!(cubes_on(&s, "3,2E"), 0);
    assert_eq!(s.cubes_placed(), 0);
    assert!(events.iter().all(|e| !matches!(
        e,
        Event::CubePlaced { edge: x, .. } if x.to_string() == "3,2E"
    )));
    assert!(snapshot_error(
        front(),
        json!({"damage": [{"edge": "3,2E", "cubes": 1}], "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

/// BOARD-4, Ruling R3: an entrance is always open; it can never be closed,
/// chopped or damaged, and never stops fire.
#[test]
fn board_4_entrances_are_always_open() {
    let mut s = state(front(), json!({"firefighters": [{"at": "3,0", "ap": 4}]}));
    assert!(matches!(
        refusal(&s, json!({"close": "3,0E"})),
        ActionError::NoDoor(_)
    ));
    assert!(matches!(
        refusal(&s, json!({"open": "3,0E"})),
        ActionError::NoDoor(_)
    ));
    assert!(matches!(
        refusal(&s, json!({"chop": "3,0E"})),
        ActionError::NotChoppable { .. }
    ));
    apply(&mut s, act(json!({"move": "3,1"})));
    assert_eq!(ap(&s, 0), 3);
    apply(&mut s, act(json!({"move": "3,0"})));
    assert_eq!(ap(&s, 0), 2);

    let mut s = state(
        front(),
        parked(json!({"fire": ["3,1"], "firefighters": [{"at": "7,9", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert!(
        events
            .iter()
            .any(|e| *e == Event::FirePlaced { cell: at("3,0") }),
        "the blast went out through the entrance"
    );
    assert_eq!(cubes_on(&s, "3,0E"), 0);
    assert_eq!(s.cubes_placed(), 0);
    assert!(snapshot_error(
        front(),
        json!({"damage": [{"edge": "3,0E", "cubes": 1}], "firefighters": [{"at": "0,3", "ap": 4}]})
    ));
}

/// ADJ-1: diagonal neighbours are never adjacent: no move, no Extinguish, no
/// flashover across a corner.
#[test]
fn adj_1_diagonals_are_never_adjacent() {
    let s = state(
        front(),
        json!({"smoke": ["6,2"], "firefighters": [{"at": "5,1", "ap": 4}]}),
    );
    assert!(matches!(
        refusal(&s, json!({"move": "6,2"})),
        ActionError::NotAdjacent { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"remove_smoke": "6,2"})),
        ActionError::OutOfReach { .. }
    ));

    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,1"],
            "smoke": ["6,2"],
            "firefighters": [{"at": "7,9", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 8]);
    assert_eq!(
        level(&s, "6,2"),
        FireLevel::Smoke,
        "diagonal to Fire: no flashover"
    );
}

fn can_move(extra: Value, from: &str, to: &str) -> bool {
    let mut v = json!({"firefighters": [{"at": from, "ap": 4}]});
    if let (Some(obj), Value::Object(more)) = (v.as_object_mut(), extra) {
        obj.extend(more);
    }
    state(front(), v).is_legal(act(json!({"move": to})))
}

/// ADJ-2: intact or damaged walls and closed doors block; open or destroyed
/// doors, destroyed walls, entrances and plain floor pass; exterior spaces are
/// adjacent along the ring; exterior↔interior only through an entrance, a
/// destroyed outer wall or a destroyed door.
#[test]
fn adj_2_blocking_and_passable_edges() {
    let dmg = |e: &str, n: u8| json!({"damage": [{"edge": e, "cubes": n}]});
    let door = |st: &str| json!({"doors": [{"edge": "2,5E", "state": st}]});
    // walls
    assert!(!can_move(json!({}), "2,5", "3,5"), "intact wall");
    assert!(!can_move(dmg("2,5S", 1), "2,5", "3,5"), "damaged wall");
    assert!(can_move(dmg("2,5S", 2), "2,5", "3,5"), "destroyed wall");
    // doors
    assert!(!can_move(json!({}), "2,5", "2,6"), "closed door");
    assert!(can_move(door("open"), "2,5", "2,6"), "open door");
    assert!(can_move(door("destroyed"), "2,5", "2,6"), "destroyed door");
    // plain floor and entrances
    assert!(can_move(json!({}), "2,5", "2,4"), "plain floor");
    assert!(can_move(json!({}), "1,4", "2,4"), "plain floor");
    assert!(can_move(json!({}), "6,3", "7,3"), "entrance");
    assert!(can_move(json!({}), "4,9", "4,8"), "entrance");
    // the exterior ring
    assert!(can_move(json!({}), "0,1", "0,2"));
    assert!(can_move(json!({}), "0,1", "0,0"), "corner");
    assert!(can_move(json!({}), "0,9", "1,9"), "around the corner");
    assert!(can_move(json!({}), "7,5", "7,6"));
    // exterior ↔ interior
    assert!(!can_move(json!({}), "0,1", "1,1"), "outer wall");
    assert!(
        !can_move(dmg("0,1S", 1), "0,1", "1,1"),
        "damaged outer wall"
    );
    assert!(
        can_move(dmg("0,1S", 2), "0,1", "1,1"),
        "destroyed outer wall"
    );
    assert!(can_move(dmg("0,1S", 2), "1,1", "0,1"), "and back out");
}

/// ADJ-3: one adjacency serves movement, Extinguish range, smoke-next-to-fire
/// and flashover: a door between Fire (2,5) and (2,6) blocks all of them while
/// closed and none of them while open.
#[test]
fn adj_3_one_definition_for_moves_reach_ignition_and_flashover() {
    for (st, adjacent) in [("closed", false), ("open", true)] {
        let doors = json!([{"edge": "2,5E", "state": st}]);
        let s = state(
            front(),
            json!({"fire": ["2,5"], "doors": doors, "firefighters": [{"at": "2,6", "ap": 4}]}),
        );
        assert_eq!(
            legal(&s, json!({"move": "2,5"})),
            adjacent,
            "move, door {st}"
        );
        assert_eq!(
            legal(&s, json!({"flip_fire": "2,5"})),
            adjacent,
            "extinguish, door {st}"
        );

        let mut s = state(
            front(),
            parked(
                json!({"fire": ["2,5"], "doors": doors, "firefighters": [{"at": "7,9", "ap": 4}]}),
            ),
        );
        end_turn(&mut s, &[2, 6]);
        let want = if adjacent {
            FireLevel::Fire
        } else {
            FireLevel::Smoke
        };
        assert_eq!(level(&s, "2,6"), want, "smoke next to fire, door {st}");

        let mut s = state(
            front(),
            parked(json!({
                "fire": ["2,5"],
                "smoke": ["2,6"],
                "doors": doors,
                "firefighters": [{"at": "7,9", "ap": 4}],
            })),
        );
        end_turn(&mut s, &[1, 1]);
        assert_eq!(level(&s, "2,6"), want, "flashover, door {st}");
    }
}

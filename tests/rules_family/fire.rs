//! §3.3 advance fire: smoke, fire, explosions, shockwaves, flashover,
//! damage, and knockdown.

use super::*;

// --- §3.3 advance fire ---------------------------------------------------------

/// FAM-FIRE-ADV-1: roll red then black: T = (red, black); Smoke on T.
#[test]
fn fam_fire_adv_1_roll_places_smoke() {
    let mut s = state(
        front(),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let supply = s.fire_supply();
    let events = end_turn(&mut s, &[2, 7]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Rolled { purpose: RollPurpose::AdvanceFire, roll, cell: Some(c) }
            if roll.red == 2 && roll.black == 7 && *c == at("2,7")
    )));
    assert_eq!(cells_with(&s, FireLevel::Smoke), sorted(&["2,7"]));
    assert!(cells_with(&s, FireLevel::Fire).is_empty());
    assert_eq!(s.fire_supply(), supply - 1);
}

/// FAM-FIRE-ADV-2 row "nothing": Smoke stays unless T is adjacent to Fire
/// (TC-FIRE-1 turn B); a wall between keeps it Smoke.
#[test]
fn fam_fire_adv_2_empty_target_ignites_next_to_fire() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["2,1", "2,3"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert_eq!(level(&s, "3,1"), FireLevel::Fire);
    assert!(events.contains(&Event::SmokeIgnited { cell: at("3,1") }));
    end_turn(&mut s, &[2, 4]);
    assert_eq!(
        level(&s, "2,4"),
        FireLevel::Smoke,
        "wall (2,3)E separates it"
    );
    end_turn(&mut s, &[6, 8]);
    assert_eq!(level(&s, "6,8"), FireLevel::Smoke, "no Fire near");
}

/// FAM-FIRE-ADV-2 row "Smoke": Smoke + Smoke = Fire, one token returned
/// (TC-FIRE-1 turn A, then turn B).
#[test]
fn fam_fire_adv_2_smoke_on_smoke_is_fire_tc_fire_1() {
    let mut s = state(
        front(),
        parked(json!({"smoke": ["2,1"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let supply = s.fire_supply();
    let events = end_turn(&mut s, &[2, 1]);
    assert_eq!(level(&s, "2,1"), FireLevel::Fire);
    assert!(events.contains(&Event::SmokeOnSmoke { cell: at("2,1") }));
    assert_eq!(
        s.fire_supply(),
        supply,
        "one token flipped, the other returned"
    );
    end_turn(&mut s, &[3, 1]);
    assert_eq!(cells_with(&s, FireLevel::Fire), sorted(&["2,1", "3,1"]));
}

/// FAM-FIRE-ADV-2 row "Fire": no token placed; explosion at T.
#[test]
fn fam_fire_adv_2_fire_target_explodes() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["5,3"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[5, 3]);
    assert!(events.contains(&Event::Explosion { cell: at("5,3") }));
    assert_eq!(
        count(&events, |e| matches!(e, Event::SmokePlaced { .. })),
        0
    );
    assert_eq!(level(&s, "5,3"), FireLevel::Fire);
    // N: wall (4,3)S takes a cube; W, E, S: Fire.
    assert_eq!(cubes_on(&s, "4,3S"), 1);
    assert_eq!(
        cells_with(&s, FireLevel::Fire),
        sorted(&["5,2", "5,3", "5,4", "6,3"])
    );
    assert_eq!(s.fire_supply(), 33 - 4);
}

/// FAM-FIRE-EXPL-1/2/3, FAM-FIRE-SHOCK-1, FAM-KD-1, FAM-FIRE-SEC-1: the worked
/// explosion example TC-EXPL-1.
#[test]
fn fam_fire_expl_1_tc_expl_1_four_independent_directions() {
    let mut s = state(
        front(),
        json!({
            "fire": ["2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"],
            "firefighters": [{"at": "3,6", "ap": 4}],
            "pois": [poi("victim", "4,3")],
        }),
    );
    // Advance (3,3); then three replenishing rolls on empty spaces.
    end_turn(&mut s, &[3, 3, 1, 1, 1, 8, 6, 1]);
    assert_eq!(cubes_on(&s, "2,3S"), 1, "up: wall +1 cube");
    assert_eq!(
        door_on(&s, "3,2E"),
        DoorState::Destroyed,
        "left: door removed"
    );
    assert_eq!(level(&s, "4,3"), FireLevel::Fire, "down: Fire");
    assert_eq!(level(&s, "3,6"), FireLevel::Fire, "right: shockwave");
    assert_eq!(level(&s, "3,3"), FireLevel::Fire, "T keeps its Fire");
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    let mut choices: Vec<Action> = s.legal_actions();
    choices.sort();
    assert_eq!(
        choices,
        vec![
            act(json!({"knockdown_to": "0,6"})),
            act(json!({"knockdown_to": "3,9"}))
        ]
    );
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 12);
    apply(&mut s, act(json!({"knockdown_to": "3,9"})));
    assert_eq!(ff_at(&s, 0), at("3,9"));
    assert_eq!(s.lost(), 1);
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 12);
    assert_eq!(s.cubes_placed(), 1);
    assert_eq!(doors_left(&s), 7);
    assert_eq!(s.fire_supply(), 21);
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-FIRE-EXPL-2: an intact wall takes a cube and stops the blast.
#[test]
fn fam_fire_expl_2_wall_takes_a_cube_and_stops() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,5"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    end_turn(&mut s, &[1, 5]);
    assert_eq!(cubes_on(&s, "1,5E"), 1);
    assert_eq!(level(&s, "1,6"), FireLevel::Clear);
}

/// FAM-FIRE-EXPL-2, BOARD-2: a damaged wall takes its 2nd cube (destroyed)
/// and still stops this blast.
#[test]
fn fam_fire_expl_2_damaged_wall_is_destroyed_and_stops() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,5"],
            "damage": [{"edge": "1,5E", "cubes": 1}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 5]);
    assert_eq!(cubes_on(&s, "1,5E"), 2);
    assert!(s.edge_destroyed(edge(&s, "1,5E")));
    assert_eq!(level(&s, "1,6"), FireLevel::Clear);
}

/// FAM-FIRE-EXPL-2: a closed door is removed (no cube) and stops the blast.
#[test]
fn fam_fire_expl_2_closed_door_removed_and_stops() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,3"], "firefighters": [{"at": "0,3", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[1, 3]);
    assert_eq!(door_on(&s, "1,3E"), DoorState::Destroyed);
    assert_eq!(level(&s, "1,4"), FireLevel::Clear);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DoorDestroyed { edge: x, was_open: false } if x.to_string() == "1,3E"
    )));
    assert_eq!(s.cubes_placed(), 1, "only N (outer wall (0,3)S)");
}

/// FAM-FIRE-EXPL-2, Ruling R9: an open door is removed and the blast goes on.
#[test]
fn fam_fire_expl_2_open_door_removed_and_blast_continues() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3"],
            "doors": [{"edge": "1,3E", "state": "open"}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 3]);
    assert_eq!(door_on(&s, "1,3E"), DoorState::Destroyed);
    assert_eq!(level(&s, "1,4"), FireLevel::Fire);

    // Beyond an open door, Fire starts a shockwave.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3", "1,4"],
            "doors": [{"edge": "1,3E", "state": "open"}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[1, 3]);
    assert_eq!(door_on(&s, "1,3E"), DoorState::Destroyed);
    assert_eq!(level(&s, "1,5"), FireLevel::Fire);
}

/// FAM-FIRE-EXPL-2: passable edges: empty neighbour → Fire, Smoke → Fire,
/// Fire → shockwave; an exterior neighbour also takes Fire (here through the
/// entrance the shockwave reaches).
#[test]
fn fam_fire_expl_2_passable_edges_by_neighbour() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,3", "6,3"],
            "smoke": ["5,4"],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[5, 3]);
    assert!(
        events.contains(&Event::FirePlaced { cell: at("5,2") }),
        "W empty"
    );
    assert!(
        events.contains(&Event::SmokeToFire { cell: at("5,4") }),
        "E Smoke"
    );
    assert!(
        events.contains(&Event::ShockwaveStarted {
            cell: at("6,3"),
            heading: Heading::Dir(Dir::S)
        }),
        "S Fire"
    );
    assert!(
        events.contains(&Event::FirePlaced { cell: at("7,3") }),
        "exterior neighbour takes Fire"
    );
    assert!(events.contains(&Event::ExteriorFireRemoved { cell: at("7,3") }));
    assert_eq!(
        level(&s, "7,3"),
        FireLevel::Clear,
        "removed at the end (R8)"
    );
    assert_eq!(cubes_on(&s, "4,3S"), 1, "N wall");
}

/// FAM-FIRE-EXPL-2: Fire on an exterior neighbour, even directly, here
/// through a destroyed outer wall; removed at the end of the phase (R8).
#[test]
fn fam_fire_expl_2_exterior_neighbour_takes_fire() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,1"],
            "damage": [{"edge": "1,0E", "cubes": 2}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 1]);
    assert!(events.contains(&Event::FirePlaced { cell: at("1,0") }));
    assert!(events.contains(&Event::ExteriorFireRemoved { cell: at("1,0") }));
    assert_eq!(cubes_on(&s, "1,0E"), 2);
    assert_eq!(cubes_on(&s, "0,1S"), 1);
}

/// FAM-FIRE-EXPL-3, FAQ-1: each direction has exactly one outcome (Fire, a
/// cube, or a closed door removed); an open door's removal is the only extra.
#[test]
fn fam_fire_expl_3_one_outcome_per_direction() {
    let outcomes = |events: &[Event]| {
        count(events, |e| {
            matches!(
                e,
                Event::CubePlaced { .. }
                    | Event::FirePlaced { .. }
                    | Event::SmokeToFire { .. }
                    | Event::DoorDestroyed {
                        was_open: false,
                        ..
                    }
            )
        })
    };
    // N: cube; E: closed door; S: empty → Fire; W: shockwave → Smoke flipped.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3", "1,2"],
            "smoke": ["1,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 3]);
    let expl: Vec<Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::Explosion { .. }))
        .take_while(|e| !matches!(e, Event::Flashover { .. } | Event::TurnStarted { .. }))
        .copied()
        .collect();
    assert_eq!(outcomes(&expl), 4);
    assert_eq!(count(&expl, |e| matches!(e, Event::CubePlaced { .. })), 1);
    assert_eq!(
        count(&expl, |e| matches!(e, Event::DoorDestroyed { .. })),
        1
    );
    assert_eq!(level(&s, "1,1"), FireLevel::Fire);
    assert_eq!(level(&s, "2,3"), FireLevel::Fire);
    assert_eq!(level(&s, "1,4"), FireLevel::Clear);

    // With the door open: door removed *and* Fire beyond.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,3", "1,2"],
            "smoke": ["1,1"],
            "doors": [{"edge": "1,3E", "state": "open"}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 3]);
    assert_eq!(outcomes(&events), 4);
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::DoorDestroyed { was_open: true, .. }
        )),
        1
    );
    assert_eq!(level(&s, "1,4"), FireLevel::Fire);
}

/// FAM-FIRE-SHOCK-1: a shockwave runs through Fire and ends at the first
/// non-Fire space: empty → Fire, Smoke → Fire; a wall takes a cube and stops
/// it (a damaged one is destroyed, still stopping it).
#[test]
fn fam_fire_shock_1_ends_at_first_non_fire() {
    let run = |extra: Value| {
        let mut v = json!({"firefighters": [{"at": "0,3", "ap": 4}]});
        if let (Some(obj), Value::Object(more)) = (v.as_object_mut(), extra) {
            obj.extend(more);
        }
        let mut s = state(front(), parked(v));
        end_turn(&mut s, &[5, 2]);
        s
    };
    let s = run(json!({"fire": ["5,2", "5,3", "5,4"]}));
    assert_eq!(level(&s, "5,5"), FireLevel::Fire, "empty");
    assert_eq!(cubes_on(&s, "5,5E"), 0);

    let s = run(json!({"fire": ["5,2", "5,3", "5,4"], "smoke": ["5,5"]}));
    assert_eq!(level(&s, "5,5"), FireLevel::Fire, "smoke");
    assert_eq!(cubes_on(&s, "5,5E"), 0);

    let s = run(json!({"fire": ["5,2", "5,3", "5,4", "5,5"]}));
    assert_eq!(cubes_on(&s, "5,5E"), 1, "wall");
    assert_eq!(level(&s, "5,6"), FireLevel::Clear);

    let s = run(json!({
        "fire": ["5,2", "5,3", "5,4", "5,5"],
        "damage": [{"edge": "5,5E", "cubes": 1}],
    }));
    assert_eq!(cubes_on(&s, "5,5E"), 2, "damaged wall");
    assert_eq!(level(&s, "5,6"), FireLevel::Clear);
}

/// FAM-FIRE-SHOCK-1: a closed door is removed and stops the wave; an open
/// door is removed (no cube) and the wave goes on.
#[test]
fn fam_fire_shock_1_doors() {
    for (st, beyond) in [("closed", FireLevel::Clear), ("open", FireLevel::Fire)] {
        let mut s = state(
            front(),
            parked(json!({
                "fire": ["6,2", "6,3", "6,4", "6,5"],
                "doors": [{"edge": "6,5E", "state": st}],
                "firefighters": [{"at": "0,3", "ap": 4}],
            })),
        );
        end_turn(&mut s, &[6, 2]);
        assert_eq!(door_on(&s, "6,5E"), DoorState::Destroyed, "door {st}");
        assert_eq!(cubes_on(&s, "6,5E"), 0);
        assert_eq!(level(&s, "6,6"), beyond, "door {st}");
    }
}

/// FAM-FIRE-SHOCK-2: the wave passes destroyed walls, destroyed doors and
/// entrances.
#[test]
fn fam_fire_shock_2_passes_destroyed_edges_and_entrances() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,3", "5,4", "5,5"],
            "damage": [{"edge": "5,5E", "cubes": 2}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[5, 3]);
    assert_eq!(
        level(&s, "5,6"),
        FireLevel::Fire,
        "through a destroyed wall"
    );
    assert_eq!(cubes_on(&s, "5,5E"), 2);

    let mut s = state(
        front(),
        parked(json!({
            "fire": ["6,4", "6,5"],
            "doors": [{"edge": "6,5E", "state": "destroyed"}],
            "firefighters": [{"at": "0,3", "ap": 4}],
        })),
    );
    end_turn(&mut s, &[6, 4]);
    assert_eq!(
        level(&s, "6,6"),
        FireLevel::Fire,
        "through a destroyed door"
    );

    let mut s = state(
        front(),
        parked(json!({"fire": ["3,2", "3,1"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 2]);
    assert!(
        events.contains(&Event::FirePlaced { cell: at("3,0") }),
        "through the entrance"
    );
}

/// FAM-FIRE-SHOCK-2, Ruling R11: the wave passes exterior Fire and ends with
/// no effect when it leaves the board.
#[test]
fn fam_fire_shock_2_r11_off_the_board_ends() {
    // Exterior Fire at (3,0) (as left by an earlier blast of the same phase).
    let mut s = state(
        front(),
        parked(json!({"fire": ["3,2", "3,1", "3,0"], "firefighters": [{"at": "7,5", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 2]);
    assert!(events.contains(&Event::Shockwave {
        from: at("3,1"),
        to: at("3,0"),
        heading: Heading::Dir(Dir::W)
    }));
    assert_eq!(s.cubes_placed(), 0, "no wall hit anywhere");
    // The other three directions did their usual work; the phase went on.
    assert_eq!(level(&s, "2,2"), FireLevel::Fire);
    assert_eq!(level(&s, "4,2"), FireLevel::Fire);
    assert_eq!(door_on(&s, "3,2E"), DoorState::Destroyed);
    assert_eq!(
        level(&s, "3,0"),
        FireLevel::Clear,
        "exterior Fire cleaned up"
    );
    assert_eq!((s.stage(), s.turn()), (Stage::Actions, 2));
}

/// FAM-FIRE-SEC-1: the secondary effects run in order: flashover, knockdown,
/// losses, exterior clean-up; each sees the result of the previous ones.
#[test]
fn fam_fire_sec_1_order_of_secondary_effects() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["3,1"],
            "smoke": ["4,2"],
            "firefighters": [{"at": "4,2", "ap": 4}],
            "pois": [poi("victim", "2,1"), poi("false_alarm", "4,1")],
        })),
    );
    let events = end_turn(&mut s, &[3, 1]);
    let flash = first(&events, |e| {
        *e == Event::Flashover {
            cell: at("4,2"),
            wave: 1,
        }
    });
    let kd = first(&events, |e| {
        matches!(e, Event::KnockedDown { firefighter: 0, .. })
    });
    let reveal = first(&events, |e| {
        matches!(e, Event::PoiRevealed { token: 0, .. })
    });
    let lost = first(&events, |e| matches!(e, Event::VictimLost { token: 0, .. }));
    let cleanup = first(&events, |e| {
        *e == Event::ExteriorFireRemoved { cell: at("3,0") }
    });
    let next = first(&events, |e| matches!(e, Event::TurnStarted { .. }));
    assert!(
        flash < kd,
        "knockdown after flashover (the flashover set (4,2) on Fire)"
    );
    assert!(
        kd < reveal && reveal < lost,
        "losses after knockdown, revealed first"
    );
    assert!(lost < cleanup && cleanup < next);
    assert_eq!(ff_at(&s, 0), at("4,0"));
    assert_eq!(s.lost(), 1);
    assert_eq!(s.tokens()[1].place, TokenPlace::Lost);
    assert_eq!(s.false_alarms_found(), 0);
    assert_eq!(level(&s, "3,0"), FireLevel::Clear);
    assert_eq!(level(&s, "4,2"), FireLevel::Fire, "the Fire stays");
}

/// FAM-FIRE-SEC-1 step 1: flashover to the fixpoint, through an open door,
/// never through walls (worked example TC-FLASH-1).
#[test]
fn fam_fire_sec_1_flashover_to_fixpoint_tc_flash_1() {
    let mut s = state(
        front(),
        parked(json!({
            "smoke": ["1,6", "1,7", "1,8", "2,4", "2,5", "2,6", "2,7", "3,7"],
            "doors": [{"edge": "2,5E", "state": "open"}],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 7]);
    let waves: Vec<(String, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Flashover { cell, wave } => Some((cell.to_string(), *wave)),
            _ => None,
        })
        .collect();
    let mut waves = waves;
    waves.sort();
    assert_eq!(
        waves,
        vec![
            ("1,6".to_string(), 1),
            ("1,8".to_string(), 1),
            ("2,4".to_string(), 4),
            ("2,5".to_string(), 3),
            ("2,6".to_string(), 2),
            ("2,7".to_string(), 1),
        ]
    );
    assert_eq!(level(&s, "3,7"), FireLevel::Smoke);
    assert_eq!(cells_with(&s, FireLevel::Fire).len(), 7);
}

/// FAM-FIRE-SEC-1 step 1: exterior Fire counts for flashover (a building with
/// a notch, so an outside space borders two inside spaces).
#[test]
fn fam_fire_sec_1_flashover_counts_exterior_fire() {
    let mut layout = BoardLayout::blank("notch");
    layout.floors[0].cells[1] = "..#######.".to_string();
    layout.floors[0].edges.push(EdgeSpec {
        at: "1,2S".parse().expect("edge"),
        kind: EdgeKind::Wall,
        open: false,
    });
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [at("0,4"), at("0,5")],
        side: None,
    });
    let board = Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")));
    let mut s = state(
        board,
        parked(json!({
            "fire": ["1,2"],
            "smoke": ["2,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
        })),
    );
    let events = end_turn(&mut s, &[1, 2]);
    assert!(events.contains(&Event::FirePlaced { cell: at("1,1") }));
    assert_eq!(
        level(&s, "2,2"),
        FireLevel::Clear,
        "the wall stopped the S blast"
    );
    assert_eq!(
        level(&s, "2,1"),
        FireLevel::Fire,
        "flipped by the exterior Fire at (1,1)"
    );
    assert_eq!(level(&s, "1,1"), FireLevel::Clear, "exterior Fire removed");
}

/// FAM-FIRE-SEC-1 step 3: every POI or Victim on Fire is lost; a POI is
/// revealed first; a Victim counts, a False Alarm counts nothing.
#[test]
fn fam_fire_sec_1_losses() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["5,2"],
            "smoke": ["5,3"],
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": [poi("victim", "5,1"), poi("false_alarm", "5,3"), victim_up("6,2")],
        })),
    );
    // (5,1) ignites next to (5,2); flashover flips (5,3); (6,2) stays empty.
    let events = end_turn(&mut s, &[5, 1]);
    assert!(events.contains(&Event::PoiRevealed {
        token: 0,
        cell: at("5,1"),
        kind: PoiKind::Victim
    }));
    assert!(events.contains(&Event::PoiRevealed {
        token: 1,
        cell: at("5,3"),
        kind: PoiKind::FalseAlarm
    }));
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.tokens()[1].place, TokenPlace::Lost);
    assert_eq!(s.lost(), 1, "the False Alarm counts nothing");
    assert_eq!(s.false_alarms_found(), 0);
    assert_eq!(token_pos(&s, 2), Some(at("6,2")), "not on Fire: stays");
}

// --- knockdown -----------------------------------------------------------------

/// FAM-KD-1, Ruling R7, App. F: the nearest Ambulance space by Euclidean
/// distance; ties are the controller's choice. Board data for every space.
#[test]
fn fam_kd_1_app_f_destinations() {
    let table = [
        "(3,0) (3,0) (0,5) (0,5) (0,5) (0,6) (0,6) (0,6)/(3,9)",
        "(3,0) (3,0) (0,5) (0,5) (0,5) (0,6) (0,6)/(3,9) (3,9)",
        "(3,0) (3,0) (3,0) (0,5) (0,5) (0,6)/(3,9) (3,9) (3,9)",
        "(4,0) (4,0) (4,0)/(7,3) (7,4) (7,4) (4,9) (4,9) (4,9)",
        "(4,0) (4,0)/(7,3) (7,3) (7,4) (7,4) (7,4) (4,9) (4,9)",
        "(4,0)/(7,3) (7,3) (7,3) (7,4) (7,4) (7,4) (4,9) (4,9)",
    ];
    let board = front();
    for (r, row) in table.iter().enumerate() {
        for (c, entry) in row.split(' ').enumerate() {
            let want: BTreeSet<String> = entry
                .split('/')
                .map(|p| p.trim_matches(|ch| ch == '(' || ch == ')').to_string())
                .collect();
            let cell = board
                .cell_at(Pos::new(r as u8 + 1, c as u8 + 1))
                .expect("interior cell");
            let got: BTreeSet<String> = board
                .knockdown_targets(cell)
                .iter()
                .map(|&t| board.pos(t).to_string())
                .collect();
            assert_eq!(got, want, "space ({},{})", r + 1, c + 1);
        }
    }
    for amb in ["0,5", "0,6", "3,9", "4,9", "7,3", "7,4", "3,0", "4,0"] {
        let cell = board.cell_at(at(amb)).expect("cell");
        let got: Vec<String> = board
            .knockdown_targets(cell)
            .iter()
            .map(|&t| board.pos(t).to_string())
            .collect();
        assert_eq!(
            got,
            vec![amb.to_string()],
            "an Ambulance space maps to itself"
        );
    }
}

/// FAM-KD-1 (TC-X-10): knocked down at (2,2) → (3,0); at (4,3) the player
/// chooses (4,0) or (7,3), and nothing else.
#[test]
fn fam_kd_1_tc_x_10() {
    let mut s = state(
        front(),
        parked(json!({"fire": ["2,1"], "firefighters": [{"at": "2,2", "ap": 4}]})),
    );
    end_turn(&mut s, &[2, 2]);
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(s.stage(), Stage::Actions);

    let mut s = state(
        front(),
        parked(json!({"fire": ["4,4"], "firefighters": [{"at": "4,3", "ap": 4}]})),
    );
    end_turn(&mut s, &[4, 3]);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    let mut choices = s.legal_actions();
    choices.sort();
    assert_eq!(
        choices,
        vec![
            act(json!({"knockdown_to": "4,0"})),
            act(json!({"knockdown_to": "7,3"}))
        ]
    );
    assert!(matches!(
        refusal(&s, json!({"knockdown_to": "3,0"})),
        ActionError::NotAKnockdownSpot { .. }
    ));
    apply(&mut s, act(json!({"knockdown_to": "7,3"})));
    assert_eq!(ff_at(&s, 0), at("7,3"));
    assert_eq!(s.stage(), Stage::Actions);
}

/// FAM-KD-2: the Fire stays; a carried Victim is lost; no other penalty
/// (saved AP kept).
#[test]
fn fam_kd_2_fire_stays_carried_victim_lost() {
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4}],
            "pois": [{"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0}],
        })),
    );
    end_turn(&mut s, &[1, 1]);
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(level(&s, "1,1"), FireLevel::Fire, "the Fire stays");
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
    assert_eq!(s.lost(), 1);
    assert_eq!(ap(&s, 0), 8, "4 + 4 saved: no other penalty");
}

/// FAM-KD-2, Ruling R20: knocked down at most once per fire phase; the new
/// space is not re-checked, even if it holds (exterior) Fire.
#[test]
fn fam_kd_2_r20_once_per_phase() {
    // (2,1) catches Fire from the blast at (3,1); its Ambulance space (3,0)
    // holds exterior Fire from the same blast.
    let mut s = state(
        front(),
        parked(json!({"fire": ["3,1"], "firefighters": [{"at": "2,1", "ap": 4}]})),
    );
    let events = end_turn(&mut s, &[3, 1]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::KnockedDown { .. })),
        1
    );
    assert_eq!(ff_at(&s, 0), at("3,0"));
    assert_eq!(s.stage(), Stage::Actions);

    // Same with a tie: the chosen space (7,3) holds exterior Fire.
    let mut s = state(
        front(),
        parked(json!({
            "fire": ["6,3", "6,2"],
            "smoke": ["5,2"],
            "firefighters": [{"at": "5,2", "ap": 4}],
        })),
    );
    let mut events = end_turn(&mut s, &[6, 3]);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 0 });
    assert_eq!(level(&s, "7,3"), FireLevel::Fire);
    events.extend(apply(&mut s, act(json!({"knockdown_to": "7,3"}))));
    assert_eq!(
        count(&events, |e| matches!(e, Event::KnockedDown { .. })),
        1
    );
    assert_eq!(ff_at(&s, 0), at("7,3"));
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(level(&s, "7,3"), FireLevel::Clear);
}

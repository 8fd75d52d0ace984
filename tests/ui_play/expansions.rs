//! Multi-floor and expansion boards: floors and stairs in the UI, High
//! Rise elevators, aerial ladder and Lobby, the brownstone's vehicles, a
//! 2nd Story ladder rescue.

use super::*;

/// View > Floors side by side turned off: one floor at a time.
fn one_floor_at_a_time(h: &mut Harness<'static, FlashpointApp>) {
    h.state_mut()
        .play_screen()
        .expect("play")
        .floors_side_by_side = false;
    h.run();
}

/// A multi-floor board shown one floor at a time: the title bar switches
/// floors (and Page Up/Down), and the cells of the floor shown are the
/// ones labelled.
#[test]
fn floors_are_switched_in_the_title_bar() {
    let s = Session::new(two_floor(), None, GameConfig::family(1), 1).expect("valid");
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    // Two full-size floors (10 columns) stand side by side in the first
    // window, 1280 × 820.
    h.get_by_label("cell 2,2 G");
    h.get_by_label("cell 2,2 U");
    one_floor_at_a_time(&mut h);
    // Cells are named as players read them: printed coordinates and the
    // floor's name, never the engine's "1:2,2".
    h.get_by_label("cell 2,2 G");
    assert!(h.query_by_label("cell 2,2 U").is_none());
    assert!(h.query_by_label_contains("1:").is_none());
    h.get_by_label("U").click();
    h.run();
    h.get_by_label("cell 2,2 U");
    assert!(h.query_by_label("cell 2,2 G").is_none());
    h.key_press(egui::Key::PageDown);
    h.run();
    h.get_by_label("cell 2,2 G");
    h.key_press(egui::Key::PageUp);
    h.run();
    h.get_by_label("cell 2,2 U");
}

/// Issue 13 / 2ND-STAIRS-1: on a stair cell the menu offers the stairs by
/// name and cost, and the view (one floor at a time) follows the
/// firefighter to the other floor.
#[test]
fn the_stairs_are_in_the_menu_and_the_view_follows() {
    // The first seed whose setup leaves the way to the stairs free.
    let walk = |seed: u64| -> Option<Session> {
        let mut s = Session::new(two_floor(), None, GameConfig::family(1), seed).ok()?;
        s.apply(Action::PlaceFirefighter(at("3,0"))).ok()?;
        // Walls close 2,2 but on its east: round by 2,3, over two turns.
        for step in ["3,1", "3,2", "3,3", "2,3"] {
            s.apply(Action::Move(at(step))).ok()?;
        }
        s.apply(Action::EndTurn).ok()?;
        s.apply(Action::Move(at("2,2"))).ok()?;
        s.state()
            .is_legal(Action::Move(Pos::on(1, 2, 2)))
            .then_some(s)
    };
    let s = (1..200).find_map(walk).expect("a seed with a free way");
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    one_floor_at_a_time(&mut h);
    h.get_by_label("cell 2,2 G").click();
    h.run();
    h.get_by_label("Go upstairs to 2,2 U (1 AP)").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1:2,2"));
    // The view went up with the firefighter.
    h.get_by_label("cell 2,2 U");
    assert!(h.query_by_label("cell 2,2 G").is_none());
    h.get_by_label("cell 2,2 U").click();
    h.run();
    h.get_by_label("Go downstairs to 2,2 G (1 AP)");
}

/// A High Rise game (the Meridian Tower) from the new-game dialog.
fn tower_game(seed: u64, firefighters: u8) -> Harness<'static, FlashpointApp> {
    let mut h = dialog_on("highrise");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = seed.to_string();
    dialog.firefighters = firefighters;
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h
}

/// Issue 14, High Rise by label: start in the Lobby (URB-HIGHRISE-SETUP-3),
/// call the car up by its door (2 AP, URB-HIGHRISE-ELEV-2), fetch the
/// Victim next to it, ride down with it: closing the door rescues it in the
/// Lobby (URB-HIGHRISE-ELEV-3). The cell's label tells where the car is.
#[test]
fn high_rise_an_elevator_ride_rescues_a_victim_in_the_lobby() {
    // A seed whose setup leaves a Victim POI by the north elevator's door.
    let board = highrise();
    let seed = (0..2_000)
        .find(|&seed| {
            let s = Session::new(board.clone(), None, GameConfig::family(1), seed).expect("valid");
            let c = s.state().board().cell_at(at("2,4")).expect("cell");
            s.state().fire_at(c) == FireLevel::Clear
                && s.state()
                    .tokens_at(c)
                    .any(|(_, t)| t.kind == flashpoint::engine::state::PoiKind::Victim)
        })
        .expect("some seed puts a Victim at 2,4");
    let mut h = tower_game(seed, 1);
    h.get_by_label("cell 3,4 (elevator: the car is down in the Lobby)")
        .click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("3,4"));
    // The door is on the car's north side, edge 2,4S.
    h.get_by_label("edge 2,4 S").click();
    h.run();
    let open = "the car comes up";
    if h.query_by_label_contains("the car comes up from the Lobby")
        .is_some()
    {
        h.get_by_label_contains("the car comes up from the Lobby")
            .click();
        h.run();
    }
    assert!(
        h.query_by_label("cell 3,4 (elevator: the car is at this floor)")
            .is_some(),
        "{open}"
    );
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 2);
    // Out to the Victim (revealed on arrival), carry it back in: 3 AP;
    // the turn ends with 1 AP, then the next turn closes the door.
    h.get_by_label("cell 2,4").click();
    h.run();
    end_turn(&mut h, vec![6, 8]);
    let victim = {
        let s = session(&mut h).state();
        let c = s.board().cell_at(at("2,4")).expect("cell");
        s.tokens_at(c).map(|(id, _)| id).next()
    };
    let v = victim.expect("the Victim waits at 2,4");
    // Picking up is in the cell's menu; the carry into the car is a click.
    session(&mut h).apply(Action::PickUp(v)).expect("pick up");
    h.run();
    h.get_by_label("cell 3,4 (elevator: the car is at this floor)")
        .click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("3,4"));
    h.get_by_label("edge 2,4 S").click();
    h.run();
    if h.query_by_label_contains("the car goes down to the Lobby")
        .is_some()
    {
        h.get_by_label_contains("the car goes down to the Lobby")
            .click();
        h.run();
    }
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("rescued"), "{log}");
    assert!(
        h.query_by_label("cell 3,4 (elevator: the car is down in the Lobby)")
            .is_some()
    );
}

/// Forced dice that put this fire phase's advance on a clear inside cell
/// with clear neighbours, away from `keep`: a quiet fire phase.
fn quiet_advance(h: &mut Harness<'static, FlashpointApp>, keep: &[&str]) -> Vec<u8> {
    let s = session(h).state();
    let b = s.board();
    let near_keep = |c| {
        let p = b.pos(c);
        keep.iter()
            .any(|k| p.row.abs_diff(at(k).row) + p.col.abs_diff(at(k).col) <= 2)
    };
    let quiet = b
        .cell_ids()
        .find(|&c| {
            b.kind(c) == flashpoint::engine::board::CellKind::Inside
                && b.cell(c).roll.is_some()
                && s.fire_at(c) == FireLevel::Clear
                && s.adjacent(c).all(|n| s.fire_at(n) == FireLevel::Clear)
                && !near_keep(c)
        })
        .expect("a quiet cell");
    let roll = b.cell(quiet).roll.expect("dice-named");
    vec![roll.red, roll.black]
}

/// Issue 14, High Rise by label: an aerial-ladder rescue
/// (URB-HIGHRISE-LADDER-1, -RESCUE-1). From the east Engine spot a
/// firefighter chops the outer wall, climbs the aerial ladder to the Victim
/// behind it (2 AP), and carries it down (4 AP): rescued on arrival.
#[test]
fn high_rise_an_aerial_ladder_rescue() {
    // A seed whose setup leaves a Victim at 4,8, clear of fire, behind the
    // east Engine spot's outer wall.
    let seed = (0..3_000)
        .find(|&seed| {
            let s = Session::new(highrise(), None, GameConfig::family(1), seed).expect("valid");
            let c = s.state().board().cell_at(at("4,8")).expect("cell");
            s.state().fire_at(c) == FireLevel::Clear
                && s.state()
                    .adjacent(c)
                    .all(|n| s.state().fire_at(n) != FireLevel::Fire)
                && s.state()
                    .tokens_at(c)
                    .any(|(_, t)| t.kind == flashpoint::engine::state::PoiKind::Victim)
        })
        .expect("some seed puts a Victim at 4,8");
    let mut h = tower_game(seed, 1);
    h.get_by_label("cell 4,9").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("4,9"));
    // Two chops open the wall (2 AP each).
    let wall = "4,8E".parse().expect("edge");
    session(&mut h).apply(Action::Chop(wall)).expect("chop");
    session(&mut h)
        .apply(Action::Chop(wall))
        .expect("chop again");
    h.run();
    let dice = quiet_advance(&mut h, &["4,8"]);
    end_turn(&mut h, dice);
    // Up the aerial ladder by a click: 2 AP; the Victim is revealed.
    h.get_by_label("cell 4,8").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("4,8"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 2);
    let victim = {
        let s = session(&mut h).state();
        let c = s.board().cell_at(at("4,8")).expect("cell");
        s.tokens_at(c).map(|(id, _)| id).next()
    };
    session(&mut h)
        .apply(Action::PickUp(victim.expect("the Victim")))
        .expect("pick up");
    h.run();
    // 2 AP saved: 6 next turn, 4 of them for the way down carrying.
    let dice = quiet_advance(&mut h, &["4,8"]);
    end_turn(&mut h, dice);
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 6);
    h.get_by_label("cell 4,9").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("4,9"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 2);
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("came down the aerial ladder"), "{log}");
    assert!(log.contains("rescued"), "{log}");
    assert_eq!(session(&mut h).state().rescued(), 1);
}

/// The Lobby beside the floor (URB-HIGHRISE-ELEV-1): its slot for an
/// elevator shows who is down there and answers clicks like the elevator
/// cell. A firefighter starts in it by a click on the slot, leaves by a
/// Lobby move to an Engine spot and comes back by a click on the slot
/// (URB-HIGHRISE-LOBBY-1), then calls the car up from the slot's menu
/// (URB-HIGHRISE-ELEV-2): the car is at the fire floor, the Lobby empty.
#[test]
fn high_rise_the_lobby_is_shown_beside_the_floor_with_who_is_in_it() {
    // A seed whose setup explosions leave the north elevator standing.
    let seed = (0..200)
        .find(|&seed| {
            let s = Session::new(highrise(), None, GameConfig::family(1), seed).expect("valid");
            let door = s.state().board().edge_at("2,4S".parse().expect("edge"));
            door.is_some_and(|e| {
                s.state().edge_state(e).door == flashpoint::engine::state::DoorState::Closed
            })
        })
        .expect("a seed");
    let mut h = tower_game(seed, 1);
    let empty = "Lobby of elevator 3,4: empty";
    let ann = "Lobby of elevator 3,4: Firefighter 1";
    h.get_by_label(empty).click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("3,4"));
    h.get_by_label(ann);
    // The log tells the table where the firefighter starts.
    h.get_by_label("Firefighter 1 starts in the Lobby of elevator 3,4");
    // The cell still tells where its car is, and the other elevator's
    // slot is there too.
    h.get_by_label("cell 3,4 (elevator: the car is down in the Lobby)");
    h.get_by_label_contains("Lobby of elevator 4,5");
    // Out of the Lobby to an Engine spot cell (2 AP)…
    let spot = {
        let s = session(&mut h).state();
        let c = s.board().engine_spots()[0].cells[0];
        s.board().pos(c).to_string()
    };
    h.get_by_label(&format!("cell {spot}")).click();
    h.run();
    assert_eq!(ff_at(&mut h, 0), Some(spot.clone()));
    h.get_by_label(empty);
    // …and back in by a click on the slot (2 AP).
    h.get_by_label(empty).click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("3,4"));
    h.get_by_label(ann);
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 0);
    end_turn(&mut h, vec![6, 8]);
    // The slot's menu is the cell's: the door calls the car up (2 AP).
    h.get_by_label(ann).click_secondary();
    h.run();
    h.get_by_label_contains("the car comes up from the Lobby")
        .click();
    h.run();
    let log = session(&mut h).log().join("\n");
    assert!(
        h.query_by_label("Lobby of elevator 3,4: car at the fire floor")
            .is_some(),
        "{log}"
    );
    assert!(h.query_by_label_contains(ann).is_none());
    h.get_by_label("cell 3,4 (elevator: the car is at this floor)");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("3,4"));
}

/// URB-HIGHRISE-GEN-2 in the new-game dialog: High Rise has no Ambulance,
/// so the experienced game offers an Engine spot only and says so; a board
/// with an Ambulance offers both.
#[test]
fn high_rise_the_new_game_dialog_offers_no_ambulance() {
    use flashpoint::engine::Mode;
    for (board, ambulance) in [("boards/highrise.json", false), ("boards/front.json", true)] {
        let app = FlashpointApp::new()
            .with_board(&path(board))
            .expect("loads");
        let mut h = harness(app);
        h.run();
        h.state_mut().new_game_dialog().expect("the dialog").mode = Mode::Experienced;
        h.run();
        assert!(h.query_by_label("Engine spot").is_some(), "{board}");
        assert_eq!(
            h.query_by_label("Ambulance spot").is_some(),
            ambulance,
            "{board}"
        );
        assert_eq!(
            h.query_by_label_contains("this board has no Ambulance")
                .is_some(),
            !ambulance,
            "{board}"
        );
    }
}

/// EXP-POI-3 in the new-game dialog: on a board drawn without POI arrows
/// the module says it rolls again rather than follows them (seen in a
/// real window: "POIs follow the arrows" on a board that had none); a
/// board with arrows names them alone.
#[test]
fn the_new_game_dialog_says_when_the_board_prints_no_arrows() {
    use flashpoint::engine::Mode;
    let front = std::fs::read_to_string(path("boards/front.json")).expect("front");
    let mut layout: serde_json::Value = serde_json::from_str(&front).expect("json");
    for floor in layout["floors"].as_array_mut().expect("floors") {
        floor["arrows"] = serde_json::json!([]);
    }
    let dir = ui_common::scratch("no-arrows");
    let bare = dir.join("bare.json");
    std::fs::write(&bare, layout.to_string()).expect("written");
    for (board, arrows) in [(bare.clone(), false), (path("boards/front.json"), true)] {
        let app = FlashpointApp::new().with_board(&board).expect("loads");
        let mut h = harness(app);
        h.run();
        h.state_mut().new_game_dialog().expect("the dialog").mode = Mode::Experienced;
        h.run();
        let none = "POIs follow the arrows (this board prints none: rolled again)";
        assert_eq!(h.query_by_label(none).is_some(), !arrows, "{board:?}");
        assert_eq!(
            h.query_by_label("POIs follow the arrows").is_some(),
            arrows,
            "{board:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 14, Brownstone by label: the Engine drives to the other side of
/// the row house for 4 AP (URB-BROWN-3), and along its own side for 2.
#[test]
fn brownstone_a_vehicle_changes_side_for_4_ap() {
    use flashpoint::engine::specialist::Specialist;
    use flashpoint::engine::{Mode, Vehicle};
    let mut h = dialog_on("brownstone");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "5".into();
    dialog.mode = Mode::Experienced;
    dialog.firefighters = 1;
    dialog.specialists[0] = Some(Specialist::Generalist);
    h.run();
    h.get_by_label("Start").click();
    h.run();
    // Park the Engine on the street (north) and the Ambulance there too.
    h.get_by_label("cell 0,1").click();
    h.run();
    h.get_by_label("cell 0,4").click();
    h.run();
    h.get_by_label("cell 0,2").click();
    h.run();
    assert_eq!(session(&mut h).state().stage(), Stage::Actions);
    let engine = |h: &mut Harness<'static, FlashpointApp>| {
        let s = session(h).state();
        s.vehicle_cells(Vehicle::Engine)
            .map(|cells| s.board().pos(cells[0]).to_string())
    };
    let price = |h: &mut Harness<'static, FlashpointApp>, to: &str| {
        session(h)
            .state()
            .cost(Action::Drive {
                vehicle: Vehicle::Engine,
                to: at(to),
            })
            .ok()
    };
    assert_eq!(price(&mut h, "0,7"), Some(2), "same side");
    assert_eq!(price(&mut h, "7,7"), Some(4), "the other side");
    // One click on a spot across the building drives there.
    h.get_by_label("cell 7,1").click();
    h.run();
    if h.query_by_label_contains("Drive the Engine").is_some() {
        h.get_by_label_contains("Drive the Engine").click();
        h.run();
    }
    // The driver rides along and gets off (EXP-VEH-DRIVE-2).
    h.get_by_label("Firefighter 1 gets off at 7,1").click();
    h.run();
    assert_eq!(engine(&mut h).as_deref(), Some("7,1"));
    // The Generalist's 5 AP less the Drive's 4.
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 1);
}

/// Issue 14, 2nd Story by label (2ND-LADDER-1..5, R36): take a ladder at
/// the Engine, raise it under an upper window, climb, open the window, fetch
/// the Victim and carry it down the ladder: out of the building, rescued.
#[test]
fn second_story_a_ladder_rescue_through_an_upper_window() {
    use flashpoint::engine::state::PoiKind;
    let board = townhouse();
    let victim_at = at("1:1,2");
    let seed = (0..3_000)
        .find(|&seed| {
            let s = Session::new(board.clone(), None, GameConfig::family(1), seed).expect("valid");
            let st = s.state();
            let b = st.board();
            let clear = |p: &str| st.fire_at(b.cell_at(at(p)).expect("cell")) == FireLevel::Clear;
            let c = b.cell_at(victim_at).expect("cell");
            clear("1:1,2")
                && clear("1:1,3")
                && clear("1:1,1")
                && clear("1:2,2")
                && st.tokens_at(c).any(|(_, t)| t.kind == PoiKind::Victim)
        })
        .expect("some seed puts a Victim behind the upper window");
    let mut h = dialog_on("townhouse");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = seed.to_string();
    dialog.firefighters = 1;
    h.run();
    h.get_by_label("Start").click();
    h.run();
    // The upper floor prints black 5-8: its 0,2 is "0,6 Upper floor".
    // Turn 1: start on the Engine's spot, take a ladder, walk to 0,2,
    // raise it (2 AP) and climb to its top (1 AP).
    h.get_by_label("cell 0,3 Ground floor").click();
    h.run();
    // Taking one is free (2ND-LADDER-1), and its menu says so among the
    // priced actions.
    h.get_by_label("cell 0,3 Ground floor").click_secondary();
    h.run();
    h.get_by_label("Take a ladder from the Engine (free)")
        .click();
    h.run();
    // The panel says what the firefighter has in hand (2ND-LADDER-2), and
    // so does the cell to a screen reader, with the ladders left on the
    // Engine.
    h.get_by_label("Carrying: a ladder");
    let said = |h: &Harness<'static, FlashpointApp>, cell: &str| {
        h.get_by_label(cell)
            .accesskit_node()
            .description()
            .unwrap_or_default()
    };
    let engine = said(&h, "cell 0,3 Ground floor");
    assert!(engine.contains("carrying a ladder"), "{engine}");
    assert!(engine.contains("3 ladders"), "{engine}");
    h.get_by_label("cell 0,2 Ground floor").click();
    h.run();
    // The menu says where the ladder will reach (2ND-LADDER-3).
    h.get_by_label("cell 0,2 Ground floor").click_secondary();
    h.run();
    h.get_by_label("Raise the ladder up to 0,6 Upper floor (2 AP)")
        .click();
    h.run();
    assert!(h.query_by_label("Carrying: a ladder").is_none());
    let foot = said(&h, "cell 0,2 Ground floor");
    assert!(foot.contains("foot of a raised ladder"), "{foot}");
    assert!(!foot.contains("carrying a ladder"), "{foot}");
    h.get_by_label("Upper floor").click();
    h.run();
    let top = said(&h, "cell 0,6 Upper floor");
    assert!(top.contains("top of a raised ladder"), "{top}");
    // Its tooltip says the step is a climb, as the log will (2ND-LADDER-4).
    h.get_by_label("cell 0,6 Upper floor").hover();
    h.run();
    h.run();
    h.get_by_label_contains("Climb the ladder to 0,6 Upper floor: 1 AP");
    h.get_by_label("cell 0,6 Upper floor").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1:0,2"));
    let log = session(&mut h).log().join("\n");
    assert!(
        log.contains("climbed the ladder from 0,2 Ground floor"),
        "{log}"
    );
    end_turn(&mut h, vec![6, 4]);
    // Turn 2: open the window, step in (the Victim shows), carry it back
    // onto the ladder's top.
    h.get_by_label("edge 0,6 S Upper floor").click();
    h.run();
    h.get_by_label("cell 1,6 Upper floor").click();
    h.run();
    let victim = {
        let s = session(&mut h).state();
        let c = s.board().cell_at(victim_at).expect("cell");
        s.tokens_at(c).map(|(id, _)| id).next().expect("the Victim")
    };
    session(&mut h)
        .apply(Action::PickUp(victim))
        .expect("pick up");
    h.run();
    session(&mut h)
        .apply(Action::Move(at("1:0,2")))
        .expect("carry it onto the top");
    h.run();
    end_turn(&mut h, vec![6, 4]);
    // Turn 3: down the ladder with it (2 AP): rescued.
    h.get_by_label("Ground floor").click();
    h.run();
    h.get_by_label("cell 0,2 Ground floor").click();
    h.run();
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("climbed down the ladder"), "{log}");
    assert_eq!(session(&mut h).state().rescued(), 1, "{log}");
}

/// The play screen's side panel does not move the board as the setup's
/// choices come and go (the parking buttons, "Park the Ambulance at 7,4
/// Ground floor", are its widest rows), in any language.
#[test]
fn the_setup_choices_do_not_move_the_board() {
    use flashpoint::engine::Difficulty;
    use flashpoint::i18n::{Lang, Texts, args};
    let mut moved = Vec::new();
    for board in ["brownstone", "townhouse", "front"] {
        for lang in [Lang::En, Lang::De, Lang::It, Lang::Ru] {
            let config = GameConfig::experienced(2, Difficulty::Recruit);
            let b =
                flashpoint::engine::board::io::load_board(&path(&format!("boards/{board}.json")))
                    .expect("a shipped board");
            let s = Session::new(std::sync::Arc::new(b), None, config, 7).expect("valid");
            // The language chosen in the harness, which keeps the user's
            // settings.json out of it (`make_harness`).
            let mut h = harness(FlashpointApp::new().with_session(s));
            h.state_mut().choose_language(lang);
            for _ in 0..3 {
                h.run();
            }
            let texts = Texts::shared();
            let names = Names::plain(session(&mut h).board()).with_lang(lang);
            let cell = texts.get_args(
                lang,
                "board-cell",
                &args([("cell", names.cell(at("3,3")).into())]),
            );
            let first = h.get_by_label(&cell).rect();
            // Park both vehicles and place both firefighters, each by its
            // first choice, as the panel's buttons change.
            for step in 0..4 {
                let Some(action) = session(&mut h).state().legal_actions().first().copied() else {
                    break;
                };
                session(&mut h).apply(action).expect("legal");
                h.run();
                h.run();
                if h.get_by_label(&cell).rect() != first {
                    moved.push(format!("{board} {lang:?} after step {step}"));
                }
            }
        }
    }
    assert_eq!(moved, Vec::<String>::new(), "the board moved");
}

/// A move onto an elevator whose car is down goes to the Lobby, and the
/// cell's menu says so ("Walk to 4,5 (Lobby)"), where "Walk to 4,5" read as
/// a step onto the fire floor (URB-HIGHRISE-ELEV-1; found in a real window);
/// the way out is the Lobby move (URB-HIGHRISE-LOBBY-1), named so.
#[test]
fn high_rise_a_walk_into_the_lobby_is_named_so() {
    let mut h = tower_game(0, 1);
    h.get_by_label("cell 4,9").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("4,9"));
    // The item of a cell's right-click menu taken: where Firefighter 1
    // stands then, and the log.
    let take = |h: &mut Harness<'static, FlashpointApp>, cell: &str, item: &str| {
        h.get_by_label(cell).click_secondary();
        h.run();
        h.get_by_label(item).click();
        h.run();
        (ff_at(h, 0), session(h).log().join("\n"))
    };
    let lobby = "cell 4,5 (elevator: the car is down in the Lobby)";
    let (at, log) = take(&mut h, lobby, "Walk to 4,5 (Lobby) (2 AP)");
    assert_eq!(at.as_deref(), Some("4,5"));
    assert!(log.contains("went into the Lobby"), "{log}");
    // The log's echo of the choice says where it went, as the menu did
    // (URB-HIGHRISE-LOBBY-1; it read "» Move to 4,5", a step onto the floor).
    assert!(log.contains("» Move to 4,5 (Lobby)"), "{log}");
    // Out again: the Lobby move to an Engine spot, named so as the log
    // names it (it read "Walk to 4,9 (2 AP)", a walk at a move's price).
    let (at, log) = take(&mut h, "cell 4,9", "Leave the Lobby for 4,9 (2 AP)");
    assert_eq!(at.as_deref(), Some("4,9"));
    assert!(log.contains("left the Lobby from 4,5 to 4,9"), "{log}");
}

/// 2ND-BOARD-1: the two floors of a 2nd Story building side by side in
/// play, each under its name, so the table sees the fire upstairs while it
/// acts downstairs; View > Floors side by side turns it off, and the menu
/// bar chooses the floor shown again.
#[test]
fn a_two_floor_building_shows_both_floors_side_by_side() {
    let mut h = dialog_on("townhouse");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.firefighters = 1;
    dialog.seed = "11".into();
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h.get_by_label("cell 0,2 Ground floor").click();
    h.run();
    let floor_buttons = |h: &Harness<'static, FlashpointApp>| {
        h.query_all_by_role(egui::accesskit::Role::Button)
            .filter(|n| n.accesskit_node().label().as_deref() == Some("Upper floor"))
            .count()
    };
    let ground = h.get_by_label("cell 1,1 Ground floor").rect();
    let upper = h.get_by_label("cell 1,5 Upper floor").rect();
    assert!(
        upper.left() > ground.right(),
        "{upper:?} right of {ground:?}"
    );
    assert!((upper.top() - ground.top()).abs() < 1.0, "side by side");
    h.get_by_label("Upper floor");
    assert_eq!(floor_buttons(&h), 0, "no floor to choose");
    // A walk's path, hovered on the ground floor, is drawn there only (it
    // was drawn at the same coordinates on the upper floor too).
    let walk = h.get_by_label("cell 2,2 Ground floor").rect().center();
    h.hover_at(walk);
    h.run();
    let path_points: Vec<egui::Pos2> = h
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Path(p)
                if p.stroke.color
                    == egui::epaint::ColorMode::Solid(egui::Color32::from_rgba_unmultiplied(
                        20, 90, 200, 170,
                    )) =>
            {
                Some(p.points.clone())
            }
            _ => None,
        })
        .flatten()
        .collect();
    assert!(!path_points.is_empty(), "a path is drawn");
    let upper_left = h.get_by_label("cell 1,5 Upper floor").rect().left();
    assert!(
        path_points.iter().all(|p| p.x < upper_left),
        "the path stays on the ground floor: {path_points:?}"
    );
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Floors side by side").click();
    h.run();
    assert!(h.query_by_label("cell 1,5 Upper floor").is_none());
    assert_eq!(floor_buttons(&h), 1);
    h.get_by_label("cell 1,1 Ground floor");
}

/// A side panel button's action is marked on the board while the pointer
/// is on it, as a cell menu's item is: "Park the Engine at 0,7" outlines
/// its spot (EXP-SETUP-14), so the table sees where it would park.
#[test]
fn a_parking_button_marks_its_spot_on_the_board() {
    use flashpoint::engine::Difficulty;
    use flashpoint::engine::Vehicle;
    let b = flashpoint::engine::board::io::load_board(&path("boards/brownstone.json"))
        .expect("a shipped board");
    let config = GameConfig::experienced(2, Difficulty::Recruit);
    let s = Session::new(std::sync::Arc::new(b), None, config, 7).expect("valid");
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("Park the Engine at 0,7").hover();
    h.run();
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert_eq!(
        play.previewed(),
        Some(Action::Park {
            vehicle: Vehicle::Engine,
            at: at("0,7")
        })
    );
    // Nothing is parked by the look.
    assert_eq!(play.session.state().vehicle_cells(Vehicle::Engine), None);
}

/// Engine ruling E39 with EXP-VEH-DECKGUN-1: a car down in the Lobby is off
/// the fire floor. While the Driver/Operator decides on the deck gun's
/// roll, the board marks the quadrant the Engine serves but not the Lobby
/// slot of that car, where the board draws it (in a real window the slot
/// had been marked as part of the area).
#[test]
fn high_rise_the_deck_gun_area_leaves_the_lobby_unmarked() {
    let s = tower_gun_ready();
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("cell 4,5 (elevator: the car is down in the Lobby)");
    session(&mut h).force_dice(vec![5, 7]);
    h.get_by_label("cell 4,9").click_secondary();
    h.run();
    h.get_by_label("Fire the deck gun (2 AP)").click();
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    let board = std::sync::Arc::clone(play.session.board());
    let cell = |p: &str| board.cell_at(at(p)).expect("a cell");
    let marked: Vec<_> = play
        .choice_cells()
        .into_iter()
        .chain(play.highlighted().iter().copied())
        .collect();
    assert!(marked.contains(&cell("4,6")), "the quadrant is marked");
    assert!(
        !marked.contains(&cell("4,5")),
        "the car down in the Lobby is not"
    );
}

/// Meridian Tower with the Driver/Operator at the Engine (4,9) and a
/// Generalist in the Lobby of elevator 4,5 (its car down), at the first
/// seed whose fire lets the deck gun fire at once.
fn tower_gun_ready() -> Session {
    let config: GameConfig = serde_json::from_value(serde_json::json!({
        "mode": "experienced", "firefighters": 2, "engine": "4,9",
        "specialists": ["driver_operator", "generalist"]}))
    .expect("a configuration");
    (0..50)
        .find_map(|seed| {
            let mut s = Session::new(highrise(), None, config.clone(), seed).ok()?;
            s.apply(Action::PlaceFirefighter(at("4,9"))).ok()?;
            s.apply(Action::PlaceFirefighter(at("4,5"))).ok()?;
            s.state().is_legal(Action::DeckGun).then_some(s)
        })
        .expect("a seed where the deck gun may fire")
}

/// The amber of the deck gun's crosshairs, give or take antialiasing.
fn amber(p: [u8; 3]) -> bool {
    p[0] >= 230 && (170..=225).contains(&p[1]) && p[2] <= 60
}

/// Engine ruling E39: a deck-gun roll naming an elevator whose car is down
/// in the Lobby lands in its shaft on the fire floor, behind the closed
/// door, and clears nothing. The Driver/Operator is told so (the prompt
/// used to promise to clear the cell and its neighbours), and the
/// crosshairs are drawn over the shaft, not in the Lobby slot where the
/// board draws that cell's pieces.
#[test]
fn high_rise_a_deck_gun_roll_on_a_car_in_the_lobby_clears_nothing() {
    let mut h = snapshot_harness(FlashpointApp::new().with_session(tower_gun_ready()));
    h.run();
    session(&mut h).force_dice(vec![4, 5]);
    h.get_by_label("cell 4,9").click_secondary();
    h.run();
    h.get_by_label("Fire the deck gun (2 AP)").click();
    h.run();
    h.get_by_label(
        "Deck gun rolled red 4, black 5: it would land in the shaft of elevator 4,5, \
         whose car is down in the Lobby, and clear nothing. Re-roll a die or accept.",
    );
    let slot = h
        .get_by_label("Lobby of elevator 4,5: Firefighter 2")
        .rect();
    let shaft = h
        .get_by_label("cell 4,5 (elevator: the car is down in the Lobby)")
        .rect();
    let image = h.render().expect("rendered");
    assert_eq!(
        pixels_like(&image, slot, amber),
        0,
        "no crosshairs in the Lobby"
    );
    assert!(
        pixels_like(&image, shaft, amber) > 20,
        "crosshairs over the shaft on the fire floor"
    );
}

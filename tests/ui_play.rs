//! Play mode driven through the real UI by AccessKit labels (egui_kittest):
//! start a game, place, move, open a door, extinguish, undo, end the turn
//! with the fire phase shown, save and load, the end of a game, and an
//! experienced turn with a vehicle drive and a specialist action.

mod common;
mod ui_common;
use common::*;
use ui_common::make_harness;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use flashpoint::app::FlashpointApp;
use flashpoint::app::new_game::NewGameDialog;
use flashpoint::engine::{Action, FireLevel, GameConfig, Stage};
use flashpoint::session::Session;

fn harness(app: FlashpointApp) -> Harness<'static, FlashpointApp> {
    make_harness(app, egui::vec2(1280.0, 820.0), false)
}

/// A smaller harness that renders on the CPU, for snapshot images.
fn snapshot_harness(app: FlashpointApp) -> Harness<'static, FlashpointApp> {
    make_harness(app, egui::vec2(960.0, 640.0), true)
}

fn session<'a>(h: &'a mut Harness<'static, FlashpointApp>) -> &'a mut Session {
    &mut h.state_mut().play_screen().expect("in play mode").session
}

/// A game on the front board started from the new-game dialog, after
/// `setup` has filled the dialog in.
fn new_game(setup: impl FnOnce(&mut NewGameDialog)) -> Harness<'static, FlashpointApp> {
    let app = FlashpointApp::new()
        .with_board(&path("boards/front.json"))
        .expect("the front board loads");
    let mut h = harness(app);
    h.run();
    setup(
        h.state_mut()
            .new_game_dialog()
            .expect("the new-game dialog"),
    );
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h
}

/// A family game on the front board, seed 42, two firefighters.
fn family_game() -> Harness<'static, FlashpointApp> {
    new_game(|dialog| {
        dialog.seed = "42".into();
        dialog.firefighters = 2;
    })
}

/// Where firefighter `i` stands, as "r,c".
fn ff_at(h: &mut Harness<'static, FlashpointApp>, i: usize) -> Option<String> {
    let s = session(h).state();
    s.firefighters()[i]
        .cell
        .map(|c| s.board().pos(c).to_string())
}

/// Places firefighter 1 at 0,6 and firefighter 2 at 3,0 by clicking.
fn place_two(h: &mut Harness<'static, FlashpointApp>) {
    for cell in ["cell 0,6", "cell 3,0"] {
        h.get_by_label(cell).click();
        h.run();
    }
}

/// Ends the turn with the fire phase's dice forced to `dice`, and skips
/// the animation.
fn end_turn(h: &mut Harness<'static, FlashpointApp>, dice: Vec<u8>) {
    session(h).force_dice(dice);
    h.key_press(egui::Key::E);
    h.run_steps(3);
    h.key_press(egui::Key::Space);
    h.run();
}

#[test]
fn a_family_turn_through_the_ui() {
    let mut h = family_game();
    assert_eq!(session(&mut h).state().stage(), Stage::PlaceFirefighters);
    // Place both firefighters outside by clicking cells.
    place_two(&mut h);
    assert_eq!(session(&mut h).state().stage(), Stage::Actions);
    let ff = |h: &mut Harness<'static, FlashpointApp>, i: usize| {
        let s = session(h).state();
        s.firefighters()[i]
            .cell
            .map(|c| s.board().pos(c).to_string())
    };
    assert_eq!(ff(&mut h, 0).as_deref(), Some("0,6"));
    // Move in through the entrance: one click, one step.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert_eq!(ff(&mut h, 0).as_deref(), Some("1,6"));
    let ap = session(&mut h).state().firefighters()[0].ap;
    // Undo takes the move back (no dice, no POI).
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(ff(&mut h, 0).as_deref(), Some("0,6"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(ff(&mut h, 0).as_deref(), Some("1,6"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, ap);
    // Arrow key: one step east.
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(ff(&mut h, 0).as_deref(), Some("1,7"));
    // End the turn: the fire phase rolls; force a harmless roll, skip the show.
    session(&mut h).force_dice(vec![6, 1]);
    h.get_by_label("End turn (E)").click();
    h.run_steps(3);
    h.key_press(egui::Key::Space);
    h.run();
    let s = session(&mut h).state();
    assert_eq!(s.active(), 1);
    assert_ne!(s.fire_at_pos(at("6,1")), FireLevel::Clear);
    assert!(
        session(&mut h).can_undo().is_err(),
        "the dice were rolled: no undo past them"
    );
    // The log says what happened.
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("6,1"), "{log}");
}

#[test]
fn doors_and_extinguishing_by_clicks() {
    use flashpoint::engine::state::DoorState;
    let mut h = family_game();
    place_two(&mut h);
    // One click walks 0,6 → 1,6 → 2,6 (2 AP).
    h.get_by_label("cell 2,6").click();
    h.run();
    let s = session(&mut h).state();
    assert_eq!(s.firefighters()[0].cell, s.board().cell_at(at("2,6")));
    assert_eq!(s.firefighters()[0].ap, 2);
    // Click the closed door on the west side: it opens (1 AP).
    h.get_by_label("edge 2,5 E").click();
    h.run();
    let s = session(&mut h).state();
    let door = s
        .board()
        .edge_at("2,5E".parse().expect("edge"))
        .expect("door");
    assert_eq!(s.edge_state(door).door, DoorState::Open);
    assert_eq!(s.firefighters()[0].ap, 1);
    // Firefighter 2's turn: in at 3,1, then fight the Fire at 3,2.
    end_turn(&mut h, vec![6, 1]);
    assert_eq!(session(&mut h).state().active(), 1);
    h.get_by_label("cell 3,1").click();
    h.run();
    h.get_by_label("cell 3,2").click();
    h.run();
    h.get_by_label("Flip fire to smoke at 3,2 (1 AP)").click();
    h.run();
    assert_eq!(
        session(&mut h).state().fire_at_pos(at("3,2")),
        FireLevel::Smoke
    );
}

#[test]
fn save_and_load_replay_the_same_game() {
    let mut h = new_game(|dialog| {
        dialog.seed = "42".into();
        dialog.firefighters = 2;
        dialog.players[0] = "Ann".into();
        dialog.players[1] = "Bo".into();
        dialog.colours[0] = 1;
        dialog.colours[1] = 2;
    });
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    let dir = std::env::temp_dir().join(format!("flashpoint-ui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("game.json");
    session(&mut h).save(&file).expect("saved");
    let before = serde_json::to_value(session(&mut h).state().snapshot()).expect("json");
    let mut app = FlashpointApp::new();
    app.load_game(&file);
    let mut h2 = harness(app);
    h2.run();
    let after = serde_json::to_value(session(&mut h2).state().snapshot()).expect("json");
    assert_eq!(before, after);
    // The players and their colours come back too.
    let play = h2.state_mut().play_screen().expect("play");
    assert_eq!(play.who(0), "Firefighter 1 (blue, Ann)");
    assert_eq!(play.who(1), "Firefighter 2 (green, Bo)");
    h2.get_by_label("Firefighter 1 (blue, Ann)");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_end_of_a_game_shows_the_summary() {
    let board = front();
    let mut s = Session::new(board, None, GameConfig::family(2), 3).expect("valid");
    // Random legal play to the end.
    let mut pick = flashpoint::engine::dice::Dice::from_seed(9);
    while !s.state().is_over() {
        let legal = s.state().legal_actions();
        let (i, _) = pick.roll_die(legal.len().min(255) as u8);
        let action: Action = legal[usize::from(i) - 1];
        s.apply(action).expect("legal");
    }
    let mut h = snapshot_harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("Game over");
    h.snapshot("end_screen");
    h.get_by_label("Main menu").click();
    h.run();
    h.get_by_label("Load game…");
}

/// Snapshot images of the start screen and a game in progress, compared
/// with tests/snapshots/ (UPDATE_SNAPSHOTS=1 rewrites them).
#[test]
fn snapshot_start_screen() {
    let mut h = snapshot_harness(FlashpointApp::new());
    h.run();
    // The board pictures are drawn on their own thread: wait for them.
    for _ in 0..500 {
        if h.state().previews_ready() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run();
    }
    assert!(h.state().previews_ready(), "the board pictures arrive");
    h.run();
    h.get_by_label("The Front board");
    h.snapshot("start_screen");
}

#[test]
fn snapshot_mid_game() {
    let mut s = Session::new(front(), None, GameConfig::family(3), 7).expect("valid");
    for cell in ["0,6", "3,0", "7,4"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    s.apply(Action::Move(at("1,6"))).expect("legal");
    let mut h = snapshot_harness(FlashpointApp::new().with_session(s));
    h.run();
    h.snapshot("mid_game");
}

/// Issue 4: an experienced turn through the UI. The vehicles are parked
/// by clicking their spots (EXP-SETUP-13), the Driver/Operator drives the
/// Engine (EXP-VEH-DRIVE-2), rides along (EXP-VEH-RIDE-1), fires the deck
/// gun from the cell menu and re-rolls a die (SPEC-DRIVER-1); then the
/// Imaging Technician identifies a POI from across the board (SPEC-IMAGING-1).
#[test]
fn an_experienced_turn_with_a_drive_and_a_specialist_action() {
    use flashpoint::engine::specialist::Specialist;
    use flashpoint::engine::state::TokenPlace;
    use flashpoint::engine::{Mode, Vehicle};
    let mut h = new_game(|dialog| {
        dialog.seed = "5".into();
        dialog.mode = Mode::Experienced;
        dialog.firefighters = 2;
        dialog.specialists[0] = Some(Specialist::DriverOperator);
        dialog.specialists[1] = Some(Specialist::ImagingTechnician);
    });
    assert_eq!(session(&mut h).state().stage(), Stage::PlaceVehicles);
    h.get_by_label("cell 0,7").click();
    h.run();
    h.get_by_label("cell 0,5").click();
    h.run();
    let vehicle_at = |h: &mut Harness<'static, FlashpointApp>, v: Vehicle| {
        let s = session(h).state();
        s.vehicle_cells(v)
            .map(|cells| cells.map(|c| s.board().pos(c).to_string()))
    };
    assert_eq!(
        vehicle_at(&mut h, Vehicle::Engine),
        Some(["0,7".to_string(), "0,8".to_string()])
    );
    assert_eq!(
        vehicle_at(&mut h, Vehicle::Ambulance),
        Some(["0,5".to_string(), "0,6".to_string()])
    );
    assert_eq!(session(&mut h).state().stage(), Stage::PlaceFirefighters);
    h.get_by_label("cell 0,8").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
    assert_eq!(session(&mut h).state().stage(), Stage::Actions);
    assert_eq!(session(&mut h).state().active(), 0);

    // Drive the Engine to the east spot: out of walking reach, so one
    // click drives (2 AP); then the driver rides along to 6,9.
    h.get_by_label("cell 5,9").click();
    h.run();
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::Riding { .. }
    ));
    h.get_by_label("Firefighter 1 (red) rides to 6,9").click();
    h.run();
    if matches!(session(&mut h).state().stage(), Stage::Riding { .. }) {
        h.get_by_label("Nobody else rides along").click();
        h.run();
    }
    assert_eq!(
        vehicle_at(&mut h, Vehicle::Engine),
        Some(["5,9".to_string(), "6,9".to_string()])
    );
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("6,9"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 2);

    // The deck gun, from the cell menu: the roll waits for the
    // Driver/Operator, who re-rolls the black die and keeps the result.
    session(&mut h).force_dice(vec![5, 6, 7]);
    h.get_by_label("cell 6,9").click_secondary();
    h.run();
    h.get_by_label("Fire the deck gun").click();
    h.run();
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::DeckGun {
            red: 5,
            black: 6,
            ..
        }
    ));
    h.get_by_label("Re-roll the black die").click();
    h.run();
    h.get_by_label("Keep the roll").click();
    h.run();
    let s = session(&mut h).state();
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(s.fire_at_pos(at("5,7")), FireLevel::Clear);
    assert_eq!(s.firefighters()[0].ap, 0);
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("deck gun"), "{log}");

    // The Imaging Technician's turn: identify a face-down POI anywhere.
    end_turn(&mut h, vec![1, 1]);
    assert_eq!(session(&mut h).state().active(), 1);
    let poi = {
        let s = session(&mut h).state();
        s.tokens()
            .iter()
            .find_map(|t| match t.place {
                TokenPlace::Board {
                    cell,
                    revealed: false,
                } => Some(s.board().pos(cell)),
                _ => None,
            })
            .expect("a face-down POI")
    };
    h.get_by_label(&format!("cell {poi}")).click_secondary();
    h.run();
    h.get_by_label(&format!("Identify the POI at {poi} (1 AP)"))
        .click();
    h.run();
    let s = session(&mut h).state();
    assert_eq!(s.firefighters()[1].ap, 3);
    assert!(
        s.tokens_at(s.board().cell_at(poi).expect("cell"))
            .all(|(_, t)| !matches!(
                t.place,
                TokenPlace::Board {
                    revealed: false,
                    ..
                }
            )),
        "the POI at {poi} is face up or gone"
    );
}

/// Issue 4: a whole family game through the UI. Seed 3 puts a Victim under
/// the POI at 2,4; firefighter 1 opens the door, fetches it and carries it
/// out through the entrance at 0,6 (FAM-ACT-CARRY-1, FAM-WIN-1: rescued
/// outside), with harmless fire-phase rolls forced meanwhile. Then both
/// firefighters wait outside, ending turns, until the building is lost;
/// the summary offers to replay the log.
#[test]
fn a_whole_game_with_a_rescue_through_the_ui() {
    let mut h = new_game(|dialog| {
        dialog.seed = "3".into();
        dialog.firefighters = 2;
    });
    place_two(&mut h);
    // Turn 1: in through the entrance, open the door, into the room.
    h.get_by_label("cell 2,6").click();
    h.run();
    h.get_by_label("edge 2,5 E").click();
    h.run();
    h.get_by_label("cell 2,5").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("2,5"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 0);
    end_turn(&mut h, vec![6, 1]);
    end_turn(&mut h, vec![6, 2]);
    // Turn 2: step onto the POI (it turns out a Victim), pick it up, carry
    // it back through the door (2 AP a step while carrying).
    h.get_by_label("cell 2,4").click();
    h.run();
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("victim"), "the POI is revealed: {log}");
    // A click on one's own cell asks what to do there (pick up, chop…).
    h.get_by_label("cell 2,4").click();
    h.run();
    h.get_by_label("Pick up the victim at 2,4").click();
    h.run();
    assert!(session(&mut h).state().firefighters()[0].carrying.is_some());
    h.get_by_label("cell 2,5").click();
    h.run();
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 1);
    end_turn(&mut h, vec![6, 3]);
    end_turn(&mut h, vec![1, 8]);
    // Turn 3 (5 AP with the one saved): two carrying steps to 1,6.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    end_turn(&mut h, vec![6, 4]);
    end_turn(&mut h, vec![1, 7]);
    // Turn 4: out of the building; the Victim is rescued.
    h.get_by_label("cell 0,6").click();
    h.run();
    let s = session(&mut h).state();
    assert_eq!(s.rescued(), 1);
    assert!(s.firefighters()[0].carrying.is_none());
    // The log panel reads it out (the log is plain labels).
    assert!(
        h.query_by_label_contains("rescued at 0,6 (1 rescued)")
            .is_some(),
        "the rescue is in the log panel"
    );

    // Both wait outside until the game ends (the dice roll on their own).
    for _ in 0..300 {
        if session(&mut h).state().is_over() {
            break;
        }
        let knockdown = {
            let s = session(&mut h).state();
            s.legal_actions().into_iter().find_map(|a| match a {
                Action::KnockdownTo(p) => Some(p),
                _ => None,
            })
        };
        match knockdown {
            Some(p) => h.get_by_label(&format!("cell {p}")).click(),
            None => h.key_press(egui::Key::E),
        }
        h.run_steps(3);
        h.key_press(egui::Key::Space);
        h.run();
    }
    let s = session(&mut h).state();
    assert!(s.is_over(), "the game ended");
    assert!(!s.won());
    h.get_by_label("Game over");
    // Replay the log: the whole game is shown again from the setup.
    h.get_by_label("Replay the log").click();
    h.run_steps(2);
    assert!(h.state_mut().play_screen().expect("play").is_animating());
    h.key_press(egui::Key::Space);
    h.run();
    assert!(!h.state_mut().play_screen().expect("play").is_animating());
    h.get_by_label("Game over");
}

/// The fire phase in the middle of a step: the roll lands on Fire at 3,3
/// and the explosion is being shown (FAM-FIRE-EXPL-1), the log not yet
/// ahead of the picture.
#[test]
fn snapshot_fire_phase_mid_step() {
    let mut s = Session::new(front(), None, GameConfig::family(2), 7).expect("valid");
    for cell in ["0,6", "3,0"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    s.apply(Action::Move(at("1,6"))).expect("legal");
    s.force_dice(vec![3, 3]);
    let mut h = snapshot_harness(FlashpointApp::new().with_session(s));
    h.run();
    h.key_press(egui::Key::E);
    h.run_steps(4);
    assert!(h.state_mut().play_screen().expect("play").is_animating());
    h.snapshot("fire_phase_mid_step");
}

/// A multi-floor board: the title bar switches floors (and Page Up/Down),
/// and the cells of the floor shown are the ones labelled.
#[test]
fn floors_are_switched_in_the_title_bar() {
    let s = Session::new(two_floor(), None, GameConfig::family(1), 1).expect("valid");
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("cell 2,2");
    assert!(h.query_by_label("cell 1:2,2").is_none());
    h.get_by_label("U").click();
    h.run();
    h.get_by_label("cell 1:2,2");
    assert!(h.query_by_label("cell 2,2").is_none());
    h.key_press(egui::Key::PageDown);
    h.run();
    h.get_by_label("cell 2,2");
    h.key_press(egui::Key::PageUp);
    h.run();
    h.get_by_label("cell 1:2,2");
}

/// Tab moves the keyboard focus onto the board's cells, and Enter on a
/// focused cell clicks it: a game can be played without a mouse.
#[test]
fn tab_focuses_cells_and_enter_clicks() {
    let mut h = family_game();
    let mut reached = false;
    for _ in 0..40 {
        h.key_press(egui::Key::Tab);
        h.run();
        if h.get_by_label("cell 0,0").is_focused() {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab reaches the first cell");
    // Onwards to 0,6, then Enter places firefighter 1 there.
    for _ in 0..6 {
        h.key_press(egui::Key::Tab);
        h.run();
    }
    assert!(h.get_by_label("cell 0,6").is_focused());
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
}

/// `flashpoint play BOARD --mode experienced …` opens the new-game dialog
/// filled in from the options (they were silently dropped), and Start plays
/// exactly that configuration.
#[test]
fn command_line_options_fill_in_the_new_game_dialog() {
    let mut config = GameConfig::experienced(2, flashpoint::engine::Difficulty::Heroic);
    config.modules.vehicles = false;
    config.scenarios = vec![flashpoint::engine::Scenario::HottestSpot];
    let mut app = FlashpointApp::new()
        .with_board(&path("boards/front.json"))
        .expect("the front board loads");
    app.set_config(&config);
    app.set_seed(7);
    let mut h = harness(app);
    h.run();
    assert!(
        h.query_by_label("Heroic").is_some(),
        "the experienced options show"
    );
    h.get_by_label("Start").click();
    h.run();
    let played = session(&mut h).config().clone();
    assert_eq!(played.mode, config.mode);
    assert_eq!(played.firefighters, 2);
    assert_eq!(played.difficulty, config.difficulty);
    assert_eq!(played.scenarios, config.scenarios);
    assert!(!played.modules.vehicles);
    assert_eq!(session(&mut h).seed(), 7);
}

//! Play mode driven through the real UI by AccessKit labels (egui_kittest):
//! start a game, place, move, open a door, extinguish, undo, end the turn
//! with the fire phase shown, save and load, the end of a game, and an
//! experienced turn with a vehicle drive and a specialist action.

mod common;
mod ui_common;
use common::*;
use ui_common::{finished_family_game, make_harness, wait_for_previews};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use flashpoint::app::FlashpointApp;
use flashpoint::app::new_game::NewGameDialog;
use flashpoint::engine::{Action, FireLevel, GameConfig, Pos, Stage};
use flashpoint::i18n::Lang;
use flashpoint::session::Session;
use flashpoint::text::Names;

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

/// The new-game dialog on `boards/BOARD.json`, drawn once.
fn dialog_on(board: &str) -> Harness<'static, FlashpointApp> {
    let app = FlashpointApp::new()
        .with_board(&path(&format!("boards/{board}.json")))
        .expect("a shipped board loads");
    let mut h = harness(app);
    h.run();
    h
}

/// A game on the front board started from the new-game dialog, after
/// `setup` has filled the dialog in.
fn new_game(setup: impl FnOnce(&mut NewGameDialog)) -> Harness<'static, FlashpointApp> {
    let mut h = dialog_on("front");
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

/// A two-firefighter game on the front board (seed 42) played by Ann (blue)
/// and Bo (green), started from the new-game dialog.
fn ann_and_bo_game() -> Harness<'static, FlashpointApp> {
    new_game(|dialog| {
        dialog.seed = "42".into();
        dialog.firefighters = 2;
        dialog.players[0] = "Ann".into();
        dialog.players[1] = "Bo".into();
        dialog.colours[0] = 1;
        dialog.colours[1] = 2;
    })
}

/// Seats for Ann and Bo, with no colour chosen.
fn ann_and_bo() -> Vec<flashpoint::session::SeatInfo> {
    ["Ann", "Bo"]
        .map(|player| flashpoint::session::SeatInfo {
            player: player.into(),
            colour: String::new(),
            bot: false,
        })
        .to_vec()
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

/// Answers "End the turn?" (asked when AP are left) with End turn.
fn confirm_end_turn(h: &mut Harness<'static, FlashpointApp>) {
    if h.query_by_label("End the turn?").is_some() {
        h.get_by_label("End turn").click();
        h.run();
    }
}

/// With "End the turn?" open: unticks its setting and keeps playing.
fn turn_off_the_end_question(h: &mut Harness<'static, FlashpointApp>) {
    h.get_by_label("Ask before ending a turn with AP left")
        .click();
    h.run();
    h.get_by_label("Keep playing").click();
    h.run();
}

/// Ends the turn with the fire phase's dice forced to `dice`, and skips
/// the animation.
fn end_turn(h: &mut Harness<'static, FlashpointApp>, dice: Vec<u8>) {
    session(h).force_dice(dice);
    h.key_press(egui::Key::E);
    h.run();
    confirm_end_turn(h);
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
    h.run();
    // 2 AP are left: the game asks first, and nothing is rolled yet.
    h.get_by_label("End the turn?");
    assert_eq!(session(&mut h).state().active(), 0);
    confirm_end_turn(&mut h);
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
    h.get_by_label("Turn the fire at 3,2 to smoke (1 AP)")
        .click();
    h.run();
    assert_eq!(
        session(&mut h).state().fire_at_pos(at("3,2")),
        FireLevel::Smoke
    );
}

#[test]
fn save_and_load_replay_the_same_game() {
    let mut h = ann_and_bo_game();
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
    let s = finished_family_game();
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
    wait_for_previews(&mut h);
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
    // A spot answers on both its cells: 0,6 is the Ambulance spot's second.
    h.get_by_label("cell 0,6").click();
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
    // click (on either cell of the spot) drives (2 AP); then the driver
    // rides along to 6,9.
    h.get_by_label("cell 6,9").click();
    h.run();
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::Riding { .. }
    ));
    h.get_by_label("Firefighter 1 rides along to 6,9").click();
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
    // The menu shows the real cost: 2 AP for the Driver/Operator.
    h.get_by_label("Fire the deck gun (2 AP)").click();
    h.run();
    // While the Driver/Operator decides, the cells the water would clear
    // are highlighted: the aimed cell and its neighbours.
    let shot = session(&mut h)
        .state()
        .deck_gun_preview()
        .expect("a roll to decide on");
    assert!(!shot.splash.is_empty());
    assert_eq!(
        h.state_mut().play_screen().expect("play").highlighted(),
        shot.splash.as_slice()
    );
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
    h.get_by_label("Keep the deck gun's roll").click();
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
    assert!(
        log.contains("The POI at 2,4 is Victim"),
        "the POI is revealed: {log}"
    );
    // Victims count from 1 for players, and the menu says where it lies.
    let token = {
        let s = session(&mut h).state();
        let cell = s.board().cell_at(at("2,4")).expect("2,4");
        s.tokens()
            .iter()
            .position(|t| t.cell() == Some(cell))
            .expect("the victim at 2,4")
    };
    // With a Victim at one's feet, a click on the next cell asks whether to
    // carry it along (2 AP) or walk alone (1 AP); nothing is done yet.
    h.get_by_label("cell 2,5").click();
    h.run();
    h.get_by_label(&format!("Carry Victim {} to 2,5 (2 AP)", token + 1));
    h.get_by_label("Walk to 2,5 (1 AP)");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("2,4"));
    // A click on one's own cell asks what to do there (pick up, chop…).
    h.get_by_label("cell 2,4").click();
    h.run();
    h.get_by_label(&format!("Pick up Victim {} at 2,4", token + 1))
        .click();
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
            None => {
                h.key_press(egui::Key::E);
                h.run();
                confirm_end_turn(&mut h);
            }
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
    // E asks (AP are left), E again answers.
    h.key_press(egui::Key::E);
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

/// Issue 13: who plays which firefighter survives undo, redo, save and load
/// (an undo used to rebuild the session with no seats, so the next save had
/// none).
#[test]
fn player_names_and_colours_survive_undo_redo_save_and_load() {
    let mut h = ann_and_bo_game();
    let seats = session(&mut h).seats().to_vec();
    assert_eq!(seats[0].player, "Ann");
    assert_eq!(seats[1].player, "Bo");
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(
        ff_at(&mut h, 0).as_deref(),
        Some("0,6"),
        "the move is undone"
    );
    assert_eq!(session(&mut h).seats(), seats.as_slice());
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    assert_eq!(session(&mut h).seats(), seats.as_slice());
    let dir = std::env::temp_dir().join(format!("flashpoint-seats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("game.json");
    session(&mut h).save(&file).expect("saved");
    let who = {
        let play = h.state_mut().play_screen().expect("play");
        [play.who(0), play.who(1)]
    };
    let mut app = FlashpointApp::new();
    app.load_game(&file);
    let mut h2 = harness(app);
    h2.run();
    assert_eq!(session(&mut h2).seats(), seats.as_slice());
    let play = h2.state_mut().play_screen().expect("play");
    assert_eq!([play.who(0), play.who(1)], who);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 13: the autosave records the end of a game, so Continue opens the
/// finished game on its end screen, not the turn before the loss.
#[test]
fn continue_after_a_finished_game_opens_its_end_screen() {
    let dir = std::env::temp_dir().join(format!("flashpoint-end-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut s = Session::new(front(), None, GameConfig::family(2), 3).expect("valid");
    s.set_seats(ann_and_bo());
    let mut app = FlashpointApp::new().with_session(s);
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.state_mut().autosave = true;
    h.run();
    let mut pick = flashpoint::engine::dice::Dice::from_seed(9);
    while !session(&mut h).state().is_over() {
        let legal = session(&mut h).state().legal_actions();
        let (i, _) = pick.roll_die(legal.len().min(255) as u8);
        session(&mut h)
            .apply(legal[usize::from(i) - 1])
            .expect("legal");
        h.run();
    }
    h.key_press(egui::Key::Space);
    h.run();
    let autosave = dir.join("autosave.json");
    let saved = Session::load(&autosave).expect("the autosave loads");
    assert!(saved.state().is_over(), "the autosave holds the end");
    assert_eq!(saved.seats()[1].player, "Bo");

    let mut app = FlashpointApp::new();
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.state_mut().autosave = true;
    h.run();
    h.get_by_label("Continue").click();
    h.run();
    h.get_by_label("Game over");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 13: ending a turn with AP left asks first (the fire roll cannot be
/// undone): Keep playing changes nothing; the setting turns the question off.
#[test]
fn ending_a_turn_with_ap_left_asks_first() {
    let mut h = family_game();
    place_two(&mut h);
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End the turn?");
    h.get_by_label("4 AP will be saved for the next turn.");
    h.get_by_label("Keep playing").click();
    h.run();
    assert!(h.query_by_label("End the turn?").is_none());
    assert_eq!(session(&mut h).state().turn(), 1, "nothing was rolled");
    assert_eq!(session(&mut h).state().active(), 0);
    // Turn the question off: E ends the turn at once from now on.
    h.get_by_label("End turn (E)").click();
    h.run();
    turn_off_the_end_question(&mut h);
    assert!(!h.state_mut().play_screen().expect("play").confirm_end_turn);
    session(&mut h).force_dice(vec![6, 1]);
    h.key_press(egui::Key::E);
    h.run();
    assert!(h.query_by_label("End the turn?").is_none());
    assert_eq!(session(&mut h).state().active(), 1, "the turn ended");
}

/// Issue 13: after the fire phase a summary stays until the next action,
/// each item naming its cells; while the phase is shown the counters show
/// the state the animation has reached; the log names the players.
#[test]
fn the_fire_phase_is_summed_up_and_the_counters_follow_it() {
    let mut s = Session::new(front(), None, GameConfig::family(2), 7).expect("valid");
    s.set_seats(ann_and_bo());
    for cell in ["0,6", "3,0"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    s.apply(Action::Move(at("1,6"))).expect("legal");
    let cubes_before = s.state().cubes_placed();
    s.force_dice(vec![3, 3]);
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Slow;
    h.run();
    // Where a cell is before the summary appears: it must stay there.
    let cell_before = h.get_by_label("cell 3,1").rect();
    h.key_press(egui::Key::E);
    h.run();
    confirm_end_turn(&mut h);
    h.run_steps(2);
    assert!(h.state_mut().play_screen().expect("play").is_animating());
    let cubes_after = session(&mut h).state().cubes_placed();
    assert!(cubes_after > cubes_before, "the explosion damaged walls");
    // Mid-animation the counter still shows the damage before the blast.
    h.get_by_label(&format!("{cubes_before} / 24 cubes"));
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label(&format!("{cubes_after} / 24 cubes"));
    // The summary: the explosion at 3,3 and the damage it did.
    h.get_by_label("The fire phase:");
    // It has a strip of its own above the board: the board did not move,
    // so a click aimed at a cell before it appeared still lands there.
    assert_eq!(h.get_by_label("cell 3,1").rect(), cell_before);
    let explosion = h.get_by_label("1 explosion (3,3)");
    explosion.click();
    h.run();
    let damage = cubes_after - cubes_before;
    let cubes = if damage == 1 {
        "1 damage cube".to_string()
    } else {
        format!("{damage} damage cubes")
    };
    assert!(
        h.query_all_by_label_contains(&cubes).next().is_some(),
        "a damage line"
    );
    // The log uses the players' names.
    let log = h
        .state_mut()
        .play_screen()
        .expect("play")
        .log_text()
        .join("\n");
    assert!(log.contains("Ann (Firefighter 1)"), "{log}");
    assert!(!log.contains("victim("), "{log}");
    // The next action clears the summary: Bo steps in through the entrance.
    assert_eq!(session(&mut h).state().active(), 1);
    h.get_by_label("cell 3,1").click();
    h.run();
    assert_eq!(ff_at(&mut h, 1).as_deref(), Some("3,1"));
    assert!(h.query_by_label("The fire phase:").is_none());
}

/// A family game of two on the front board (seed 42), the firefighters
/// placed at `cells`.
fn family_game_at(cells: [&str; 2]) -> Session {
    let mut s = Session::new(front(), None, GameConfig::family(2), 42).expect("valid");
    for cell in cells {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    s
}

/// The End turn question's setting is kept for the next session
/// (settings.json in the data folder), like the fire phase's speed.
#[test]
fn settings_are_kept_between_sessions() {
    let dir = std::env::temp_dir().join(format!("flashpoint-settings-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    assert!(h.state_mut().play_screen().expect("play").confirm_end_turn);
    h.key_press(egui::Key::E);
    h.run();
    turn_off_the_end_question(&mut h);
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Fast;
    h.run();
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"confirm_end_turn\": false"), "{text}");
    assert!(text.contains("\"fast\""), "{text}");

    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert!(!play.confirm_end_turn, "the setting came back");
    assert_eq!(play.speed, flashpoint::app::play::Speed::Fast);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 16: the colour-blind option (a badge shape per colour, Fire
/// hatched, Smoke dotted) and the zoom (Ctrl +, or the View menu) are
/// chosen by the player and come back in the next session.
#[test]
fn the_colour_blind_option_and_the_zoom_are_kept_between_sessions() {
    use flashpoint::app::board_view::Palette;
    let dir = std::env::temp_dir().join(format!("flashpoint-view-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    assert_eq!(h.ctx.zoom_factor(), 1.0);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Colour-blind friendly").click();
    h.run();
    assert_eq!(
        h.state_mut().play_screen().expect("play").palette,
        Palette::ColourBlind
    );
    if h.query_by_label("Zoom in").is_none() {
        h.get_by_label("View").click();
        h.run();
    }
    h.get_by_label("Zoom in").click();
    h.run();
    // And the keys: Ctrl + once more.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.2).abs() < 1e-4,
        "{}",
        h.ctx.zoom_factor()
    );
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"palette\": \"colour_blind\""), "{text}");
    assert!(text.contains("\"zoom_percent\": 120"), "{text}");

    let mut app = FlashpointApp::new().with_session(family_game_at(["0,6", "3,0"]));
    app.data_dir = Some(dir.clone());
    let mut h = harness(app);
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.2).abs() < 1e-4,
        "the zoom came back"
    );
    assert_eq!(
        h.state_mut().play_screen().expect("play").palette,
        Palette::ColourBlind
    );
    // Ctrl 0 goes back to 100%, and that is saved too.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    h.run();
    let text = std::fs::read_to_string(dir.join("settings.json")).expect("settings written");
    assert!(text.contains("\"zoom_percent\": 100"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The label and AccessKit description of every cell: what a screen
/// reader reads on the board.
fn cell_descriptions(h: &Harness<'static, FlashpointApp>) -> Vec<(String, String)> {
    h.query_all_by_label_contains("cell ")
        .map(|n| n.accesskit_node())
        .filter_map(|n| Some((n.label()?, n.description()?)))
        .collect()
}

/// Issue 16: a whole turn played as a screen-reader user plays it. Where
/// things are is read from the cells' AccessKit descriptions ("Fire",
/// "Ann (Firefighter 1), active"); everything is done by keys and AccessKit
/// actions (no pointer): move with an arrow, open a burning neighbour's
/// actions, turn its Fire to Smoke, end the turn with E.
#[test]
fn a_turn_is_played_through_accesskit_and_the_keyboard_alone() {
    let mut h = harness(FlashpointApp::new().with_session(family_game_at(["3,0", "0,6"])));
    h.run();
    let active = |h: &Harness<'static, FlashpointApp>| -> Vec<String> {
        cell_descriptions(h)
            .into_iter()
            .filter(|(_, d)| d.contains(", active"))
            .map(|(l, _)| l)
            .collect()
    };
    let description = |h: &Harness<'static, FlashpointApp>, cell: &str| -> String {
        h.get_by_label(cell)
            .accesskit_node()
            .description()
            .unwrap_or_default()
    };
    assert_eq!(active(&h), ["cell 3,0"]);
    assert!(description(&h, "cell 3,0").starts_with("Firefighter 1, active"));
    assert_eq!(description(&h, "cell 1,1"), "empty");
    // A wall reads as one, and says its damage.
    let walls: Vec<String> = h
        .query_all_by_label_contains("edge ")
        .filter_map(|n| n.accesskit_node().description())
        .collect();
    assert!(walls.iter().any(|d| d == "wall"), "{walls:?}");
    assert!(
        walls.iter().any(|d| d.starts_with("door, closed")),
        "{walls:?}"
    );

    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(active(&h), ["cell 3,1"]);
    // A burning neighbour, found by listening.
    let burning = ["cell 2,1", "cell 3,2", "cell 4,1"]
        .into_iter()
        .find(|c| description(&h, c).starts_with("Fire"))
        .expect("a burning neighbour of 3,1 on the family setup");
    // Focus the cell (as Tab does) and open its actions with Enter.
    h.get_by_label(burning).focus();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let coords = burning.trim_start_matches("cell ");
    let flip = format!("turn the fire at {coords} to smoke (1 ap)");
    let option = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.to_lowercase() == flip)
        })
        .unwrap_or_else(|| {
            let labels: Vec<String> = h
                .query_all_by_role(egui::accesskit::Role::Button)
                .filter_map(|n| n.accesskit_node().label())
                .collect();
            panic!("the cell's actions offer to turn its Fire to Smoke: {burning} {labels:?}")
        });
    option.click_accesskit();
    h.run();
    assert!(
        description(&h, burning).starts_with("Smoke"),
        "{}",
        description(&h, burning)
    );
    // With a cell focused the arrows explore the board: the focus moves
    // (to the nearest cell or edge that way), the firefighter stays.
    h.get_by_label("cell 3,1").focus();
    h.run();
    h.key_press(egui::Key::ArrowDown);
    h.run();
    // egui picks the nearest widget that way: a cell or an edge below.
    let focused: Vec<String> = h
        .query_all_by_label_contains(" ")
        .filter(|n| n.is_focused())
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        matches!(focused.as_slice(), [place] if place.starts_with("cell 4,") || place.starts_with("edge 4,")),
        "the focus went down: {focused:?}"
    );
    assert_eq!(active(&h), ["cell 3,1"], "the firefighter stayed");
    // E ends the turn; AP are left, so E again confirms.
    h.key_press(egui::Key::E);
    h.run();
    if session(&mut h).state().active() == 0 {
        h.key_press(egui::Key::E);
        h.run();
    }
    for _ in 0..50 {
        if active(&h) == ["cell 0,6"] {
            break;
        }
        h.key_press(egui::Key::Space);
        h.run();
    }
    assert_eq!(active(&h), ["cell 0,6"], "Firefighter 2's turn is read out");
    assert!(description(&h, "cell 0,6").starts_with("Firefighter 2, active"));
}

/// A message in `lang` with its variables.
fn message(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    let args: flashpoint::i18n::FluentArgs = args
        .iter()
        .map(|(name, value)| (*name, flashpoint::i18n::FluentValue::from(value.clone())))
        .collect();
    flashpoint::i18n::Texts::shared().get_args(lang, key, &args)
}

/// Issue 16: the turn of [`a_turn_is_played_through_accesskit_and_the_keyboard_alone`]
/// in German: the cells found by their German labels ("Feld 3,1"), what is
/// on them read from their German descriptions ("Feuer", "…, ist an der
/// Reihe"), the Fire turned to Smoke by the option's German label, and the
/// turn ended with E; keys and AccessKit actions only.
#[test]
fn a_turn_is_played_through_accesskit_and_the_keyboard_alone_in_german() {
    let lang = Lang::De;
    let mut app = FlashpointApp::new().with_session(family_game_at(["3,0", "0,6"]));
    app.default_language = lang;
    let mut h = harness(app);
    h.run();
    let board = front();
    let names = Names::plain(&board).with_lang(lang);
    let cell = |c: &str| message(lang, "board-cell", &[("cell", names.cell(at(c)))]);
    let cell_word = message(lang, "board-cell", &[("cell", String::new())]);
    assert_eq!(cell_word, "Feld ");
    let active_word = format!(", {}", message(lang, "board-active", &[]));
    assert_eq!(active_word, ", ist an der Reihe");
    let active = |h: &Harness<'static, FlashpointApp>| -> Vec<String> {
        h.query_all_by_label_contains(&cell_word)
            .map(|n| n.accesskit_node())
            .filter(|n| n.description().is_some_and(|d| d.contains(&active_word)))
            .filter_map(|n| n.label())
            .collect()
    };
    let description = |h: &Harness<'static, FlashpointApp>, label: &str| -> String {
        h.get_by_label(label)
            .accesskit_node()
            .description()
            .unwrap_or_default()
    };
    assert_eq!(active(&h), [cell("3,0")]);
    let first = names.firefighter(0);
    assert!(
        description(&h, &cell("3,0")).starts_with(&format!("{first}{active_word}")),
        "{}",
        description(&h, &cell("3,0"))
    );
    assert_eq!(description(&h, &cell("1,1")), "leer");
    // Walls and doors read as such, in German.
    let edges: Vec<String> = h
        .query_all_by_label_contains("Kante ")
        .filter_map(|n| n.accesskit_node().description())
        .collect();
    assert!(edges.iter().any(|d| d == "Wand"), "{edges:?}");
    assert!(
        edges.iter().any(|d| d.starts_with("Tür, geschlossen")),
        "{edges:?}"
    );
    assert!(h.query_by_label_contains("edge ").is_none());

    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(active(&h), [cell("3,1")]);
    let burning = ["2,1", "3,2", "4,1"]
        .into_iter()
        .find(|c| description(&h, &cell(c)).starts_with("Feuer"))
        .expect("a burning neighbour of 3,1 on the family setup");
    // Focus the cell (as Tab does) and open its actions with Enter.
    h.get_by_label(&cell(burning)).focus();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let flip = message(
        lang,
        "panel-with-cost",
        &[
            (
                "action",
                flashpoint::text::action_line(&names, Action::FlipFire(at(burning))),
            ),
            ("ap", "1".into()),
        ],
    );
    assert!(flip.ends_with(" (1 AP)"), "{flip}");
    let option = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .find(|n| n.accesskit_node().label().as_deref() == Some(flip.as_str()))
        .unwrap_or_else(|| {
            let labels: Vec<String> = h
                .query_all_by_role(egui::accesskit::Role::Button)
                .filter_map(|n| n.accesskit_node().label())
                .collect();
            panic!("the cell's actions offer {flip:?}: {labels:?}")
        });
    option.click_accesskit();
    h.run();
    assert!(
        description(&h, &cell(burning)).starts_with("Rauch"),
        "{}",
        description(&h, &cell(burning))
    );
    // E ends the turn; AP are left, so E again confirms.
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("Spielzug beenden?");
    h.key_press(egui::Key::E);
    h.run();
    for _ in 0..50 {
        if active(&h) == [cell("0,6")] {
            break;
        }
        h.key_press(egui::Key::Space);
        h.run();
    }
    assert_eq!(
        active(&h),
        [cell("0,6")],
        "Firefighter 2's turn is read out"
    );
    let second = names.firefighter(1);
    assert!(description(&h, &cell("0,6")).starts_with(&format!("{second}{active_word}")));
    // The fire phase shown to its end (Space): the turn's number follows.
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("Spielzug 2");
}

/// Issue 13: "Replay the log" works at every speed (at Instant it would show
/// nothing, so it goes at Fast) and shows the state it has reached: the turn,
/// the counters and the log so far.
#[test]
fn the_replay_works_at_instant_speed_and_shows_where_it_is() {
    let s = finished_family_game();
    let final_turn = s.state().turn();
    assert!(final_turn > 1);
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Instant;
    h.get_by_label("Replay the log").click();
    h.run_steps(3);
    assert!(h.state_mut().play_screen().expect("play").is_animating());
    h.get_by_label("Replaying the game…");
    // Early in the replay: the setup, not the last turn.
    assert!(h.query_by_label(&format!("Turn {final_turn}")).is_none());
    assert!(h.query_by_label("Setup").is_some() || h.query_by_label("Turn 1").is_some());
    h.key_press(egui::Key::Space);
    h.run();
    assert!(!h.state_mut().play_screen().expect("play").is_animating());
    h.get_by_label(&format!("Turn {final_turn}"));
}

/// Issue 13 / 2ND-STAIRS-1: on a stair cell the menu offers the stairs by
/// name and cost, and the view follows the firefighter to the other floor.
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

/// Issue 13 / FAM-AP-3: the side panel says how many AP the firefighter
/// carried into this turn (the engine's saved count is spent at turn start).
#[test]
fn the_saved_ap_label_shows_what_was_carried_in() {
    let mut h = family_game();
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    h.get_by_label("cell 2,6").click();
    h.run();
    // 2 AP left: saved.
    end_turn(&mut h, vec![6, 1]);
    end_turn(&mut h, vec![6, 2]);
    assert_eq!(session(&mut h).state().active(), 0);
    h.get_by_label("AP: 6  (saved from last turn: 2)");
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

/// Issue 14, Brownstone by label: the Engine drives to the other side of
/// the row house for 4 AP (URB-BROWN-3), and along its own side for 2.
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
    // The driver rides along (EXP-VEH-DRIVE-2).
    h.get_by_label("Firefighter 1 rides along to 7,1").click();
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
    let take = Action::TakeLadder;
    session(&mut h)
        .apply(take)
        .expect("a ladder from the Engine");
    h.run();
    h.get_by_label("cell 0,2 Ground floor").click();
    h.run();
    session(&mut h).apply(Action::RaiseLadder).expect("raise");
    h.run();
    h.get_by_label("Upper floor").click();
    h.run();
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

/// Issue 14: a picture of each expansion board mid-game: the townhouse
/// with a raised ladder and a firefighter on its top, the tower with a
/// firefighter in the Lobby and a car at the floor, the brownstone with
/// its vehicles on both sides.
fn snapshot_session(name: &str, s: Session) {
    let mut h = snapshot_harness(FlashpointApp::new().with_session(s));
    h.run();
    h.snapshot(name);
}

#[test]
fn snapshot_townhouse_mid_game() {
    let mut house = Session::new(townhouse(), None, GameConfig::family(2), 11).expect("valid");
    for a in [
        Action::PlaceFirefighter(at("0,3")),
        Action::PlaceFirefighter(at("7,3")),
        Action::TakeLadder,
        Action::Move(at("0,2")),
        Action::RaiseLadder,
        Action::Move(at("1:0,2")),
    ] {
        house.apply(a).expect("legal");
    }
    snapshot_session("townhouse_mid_game", house);
}

#[test]
fn snapshot_highrise_mid_game() {
    // A seed whose setup explosions leave both elevators standing.
    let tower = (11..200)
        .find_map(|seed| {
            let mut s = Session::new(highrise(), None, GameConfig::family(2), seed).ok()?;
            for a in [
                Action::PlaceFirefighter(at("3,4")),
                Action::PlaceFirefighter(at("4,5")),
                Action::Open("2,4S".parse().expect("edge")),
            ] {
                s.apply(a).ok()?;
            }
            Some(s)
        })
        .expect("a seed");
    snapshot_session("highrise_mid_game", tower);
}

#[test]
fn snapshot_brownstone_mid_game() {
    use flashpoint::engine::{Difficulty, Mode};
    let mut config = GameConfig::experienced(2, Difficulty::Recruit);
    config.mode = Mode::Experienced;
    config.engine = Some(at("7,7"));
    config.ambulance = Some(at("0,4"));
    let mut row = Session::new(brownstone(), None, config, 11).expect("valid");
    for a in [
        Action::PlaceFirefighter(at("7,4")),
        Action::PlaceFirefighter(at("0,6")),
    ] {
        row.apply(a).expect("legal");
    }
    snapshot_session("brownstone_mid_game", row);
}

// --- Bot seats and the Hint (issue 15) ---

/// A family game on the front board (seed 42, three firefighters) where
/// Firefighter 1 is a person and the new-game dialog's seat buttons make
/// seats 2 and 3 bots; played at Instant speed. Frames are stepped, not
/// run: a thinking bot shows a spinner, which repaints until it is done.
fn one_human_two_bots() -> Harness<'static, FlashpointApp> {
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "42".into();
    dialog.firefighters = 3;
    h.run();
    for seat in [2, 3] {
        h.get_by_label(&format!("Seat {seat} plays: Human")).click();
        h.run();
        h.get_by_label(&format!("Seat {seat} plays: Bot"));
    }
    h.get_by_label("Seat 1 plays: Human");
    h.get_by_label("Start").click();
    h.run();
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Instant;
    h.run();
    h
}

/// Steps frames, with short sleeps so the bot threads can answer, until
/// `done` or two minutes pass (a decision may take up to 200 ms, and the
/// tests run side by side on two cores); whether `done` came.
fn step_until(
    h: &mut Harness<'static, FlashpointApp>,
    mut done: impl FnMut(&mut Harness<'static, FlashpointApp>) -> bool,
) -> bool {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while std::time::Instant::now() < deadline {
        h.step();
        if done(h) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    false
}

/// Steps until no bot is to act and no animation runs; false if that never
/// happens. Notes whether "Bot N is thinking…" was shown on the way.
fn let_the_bots_play(h: &mut Harness<'static, FlashpointApp>, seen: &mut Vec<String>) -> bool {
    let finished = step_until(h, |h| {
        for seat in [2, 3] {
            let label = format!("Bot {seat} is thinking…");
            if h.query_by_label(&label).is_some() && !seen.contains(&label) {
                seen.push(label);
            }
        }
        let play = h.state_mut().play_screen().expect("play");
        play.bot_to_act().is_none() && !play.is_animating()
    });
    if finished {
        h.run();
    }
    finished
}

/// Issue 15: one person and two bots. The person places and the bots
/// place after it; the person plays a turn and ends it; the bots play
/// theirs, each action in the log, and the game waits for the person again.
#[test]
fn one_human_and_two_bots_play_their_turns() {
    let mut h = one_human_two_bots();
    let seats = session(&mut h).seats().to_vec();
    assert_eq!(
        seats.iter().map(|s| s.bot).collect::<Vec<_>>(),
        [false, true, true]
    );
    let who = h.state_mut().play_screen().expect("play").who(1);
    assert!(who.contains("Bot 2"), "a bot seat says so: {who}");
    h.get_by_label("cell 0,6").click();
    h.step();
    let mut seen = Vec::new();
    assert!(let_the_bots_play(&mut h, &mut seen), "the bots placed");
    let s = session(&mut h);
    assert_eq!(s.state().stage(), Stage::Actions);
    assert_eq!(s.state().active(), 0);
    assert!(s.state().firefighters()[2].cell.is_some(), "bot 3 placed");
    // The person's turn: a step in, then End turn.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    let before = session(&mut h).played().len();
    let log_before = h.state_mut().play_screen().expect("play").log_text().len();
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End turn").click();
    h.step();
    // On a bot's turn a person's keys do not move its firefighter.
    let played = session(&mut h).played().len();
    assert_eq!(session(&mut h).bot_to_act(), Some(1));
    // The four arrows in one frame (key_press would run a frame per key
    // event, and the bot may act in each).
    for key in [
        egui::Key::ArrowUp,
        egui::Key::ArrowRight,
        egui::Key::ArrowDown,
        egui::Key::ArrowLeft,
    ] {
        h.input_mut().events.push(egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.step();
    let play = h.state_mut().play_screen().expect("play");
    let said = play.message.as_ref().map(|m| m.text.clone());
    assert_eq!(
        said.as_deref(),
        Some("Bot 2 is playing: wait for your turn")
    );
    // The bot plays one action a frame at most; four arrows would be four.
    assert!(
        play.session.played().len() <= played + 1,
        "only the bot acted"
    );
    assert!(
        let_the_bots_play(&mut h, &mut seen),
        "the bots finished their turns"
    );
    let s = session(&mut h);
    assert!(!s.state().is_over());
    assert_eq!(s.state().active(), 0, "Firefighter 1's turn again");
    assert!(s.bot_to_act().is_none());
    let by = |seat: u8| {
        s.played()[before..]
            .iter()
            .filter(|p| p.actor == seat)
            .count()
    };
    assert!(by(1) >= 1 && by(2) >= 1, "both bots acted");
    assert!(
        s.played()[before..]
            .iter()
            .any(|p| p.actor == 1 && p.action == Action::EndTurn)
    );
    assert!(
        s.played()[before..]
            .iter()
            .any(|p| p.actor == 2 && p.action == Action::EndTurn)
    );
    let play = h.state_mut().play_screen().expect("play");
    let log = play.log_text();
    assert!(
        log.len() > log_before + 2,
        "the log gained the bots' actions"
    );
    assert!(
        log[log_before..]
            .iter()
            .any(|l| l.contains("Bot 2 (Firefighter 2)"))
    );
    assert!(
        log[log_before..]
            .iter()
            .any(|l| l.contains("Bot 3 (Firefighter 3)"))
    );
    assert!(
        seen.iter().any(|l| l.starts_with("Bot 2")) && seen.iter().any(|l| l.starts_with("Bot 3")),
        "the side panel said who was thinking: {seen:?}"
    );
    // The person acts again: no one is said to be thinking.
    assert!(h.query_by_label_contains("is thinking").is_none());
}

/// Issue 15: Hint (the button, then the key H) shows what the bot would do
/// for the person to act, in words and on the board, and does not do it;
/// any change takes it away.
#[test]
fn the_hint_is_shown_and_not_applied() {
    let mut h = ann_and_bo_game();
    place_two(&mut h);
    let steps = session(&mut h).steps().len();
    let hint = h.get_by_label("Hint");
    assert!(!hint.accesskit_node().is_disabled());
    hint.click();
    let shown = step_until(&mut h, |h| {
        h.state_mut()
            .play_screen()
            .expect("play")
            .hinted()
            .is_some()
    });
    assert!(shown, "the bot answered");
    h.run();
    let action = h
        .state_mut()
        .play_screen()
        .expect("play")
        .hinted()
        .expect("a hint");
    let words = {
        let play = h.state_mut().play_screen().expect("play");
        flashpoint::text::action_line(&play.names(), action)
    };
    let line = h.get_by_label_contains("Hint: ").accesskit_node();
    // A label's words are its value (AccessKit's static text).
    let text = line.label().or(line.value()).unwrap_or_default();
    assert!(text.starts_with("Hint: "), "{text}");
    assert!(text.contains(&words), "{text} names {words}");
    h.get_by_label(&format!("Hint on the board: {}", &text["Hint: ".len()..]));
    assert_eq!(session(&mut h).steps().len(), steps, "nothing was applied");
    // A move takes the hint away; H asks again.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert!(h.query_by_label_contains("Hint: ").is_none());
    assert!(
        h.state_mut()
            .play_screen()
            .expect("play")
            .hinted()
            .is_none()
    );
    let steps = session(&mut h).steps().len();
    h.key_press(egui::Key::H);
    let shown = step_until(&mut h, |h| {
        h.state_mut()
            .play_screen()
            .expect("play")
            .hinted()
            .is_some()
    });
    assert!(shown, "H gives a hint too");
    h.run();
    h.get_by_label_contains("Hint: ");
    assert_eq!(session(&mut h).steps().len(), steps, "nothing was applied");
}

/// Issue 15: after the bots placed, undo goes back to before the person's
/// placement (the bots' steps with it, so they do not just play again);
/// redo plays all three; the bot seats survive undo, save and load.
#[test]
fn bot_seats_survive_undo_save_and_load() {
    let mut h = one_human_two_bots();
    let seats = session(&mut h).seats().to_vec();
    h.get_by_label("cell 0,6").click();
    h.step();
    assert!(let_the_bots_play(&mut h, &mut Vec::new()));
    assert_eq!(session(&mut h).steps().len(), 3);
    h.get_by_label("Undo").click();
    for _ in 0..5 {
        h.step();
    }
    h.run();
    let s = session(&mut h);
    assert!(
        s.steps().is_empty(),
        "back to before the person's placement"
    );
    assert_eq!(s.state().stage(), Stage::PlaceFirefighters);
    assert_eq!(s.state().active(), 0);
    assert!(s.bot_to_act().is_none(), "the person places first");
    assert_eq!(s.seats(), seats.as_slice(), "undo keeps the bot seats");
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(session(&mut h).steps().len(), 3, "redo plays all three");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
    let dir = std::env::temp_dir().join(format!("flashpoint-bots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("game.json");
    session(&mut h).save(&file).expect("saved");
    let text = std::fs::read_to_string(&file).expect("the save");
    assert_eq!(text.matches("\"bot\": true").count(), 2, "{text}");
    let who = {
        let play = h.state_mut().play_screen().expect("play");
        [play.who(0), play.who(1), play.who(2)]
    };
    let mut app = FlashpointApp::new();
    app.load_game(&file);
    let mut h2 = harness(app);
    h2.run();
    assert_eq!(session(&mut h2).seats(), seats.as_slice());
    let play = h2.state_mut().play_screen().expect("play");
    assert_eq!([play.who(0), play.who(1), play.who(2)], who);
    assert!(who[2].contains("Bot 3"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// EXP-SETUP-10 (cards chosen or random): in the new-game dialog, "Bots
/// choose their cards" gives each bot seat left on Random the card the
/// bots play best with, never one a person chose; the game deals them.
#[test]
fn bots_choose_their_cards_in_the_new_game_dialog() {
    use flashpoint::engine::Mode;
    use flashpoint::engine::specialist::Specialist::*;
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "3".into();
    dialog.firefighters = 3;
    h.run();
    assert!(
        h.query_by_label("Bots choose their cards").is_none(),
        "no bots, no button"
    );
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.mode = Mode::Experienced;
    dialog.specialists[0] = Some(RescueSpecialist);
    h.run();
    h.get_by_label("Play alone with bots").click();
    h.run();
    h.get_by_label("Bots choose their cards").click();
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(
        dialog.specialists[..3],
        [
            Some(RescueSpecialist),
            Some(CafsFirefighter),
            Some(DriverOperator)
        ],
        "the person's card stays theirs; the bots take the next best"
    );
    h.get_by_label("Start").click();
    h.run();
    let cards: Vec<_> = session(&mut h)
        .state()
        .firefighters()
        .iter()
        .map(|f| f.specialist)
        .collect();
    assert_eq!(
        cards,
        [
            Some(RescueSpecialist),
            Some(CafsFirefighter),
            Some(DriverOperator)
        ]
    );
}

/// Issue 16: with bots, the summary a person finds on their turn covers
/// everything since their End turn: the fire phases of their own turn and
/// of each bot's (merged, each item naming its cells), and a line per bot
/// saying what it did. The bots' placements are told the same way. The
/// person's next action clears it.
#[test]
fn the_summary_covers_every_fire_phase_and_bot_turn_since_the_persons_end_turn() {
    let mut h = one_human_two_bots();
    h.get_by_label("cell 0,6").click();
    h.step();
    assert!(
        let_the_bots_play(&mut h, &mut Vec::new()),
        "the bots placed"
    );
    let bot_start = h.get_by_label_contains("Bot 2: started at");
    let start = bot_start.accesskit_node().label().unwrap_or_default();
    let bot2_cell = ff_at(&mut h, 1).expect("bot 2 placed");
    assert!(start.contains(&bot2_cell), "{start} names {bot2_cell}");
    h.get_by_label_contains("Bot 3: started at");
    assert!(
        h.query_by_label("The fire phase:").is_none(),
        "no fire phase yet"
    );
    // The person's turn: a step in (which clears the summary), End turn.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert!(h.query_by_label_contains("Bot 2:").is_none());
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End turn").click();
    h.step();
    // Bot 2's turn begins: its fire phase's dice are forced onto a Fire
    // cell too far for it to put out, so that phase has an explosion.
    let explosion = {
        let s = session(&mut h).state();
        assert_eq!((s.stage(), s.active()), (Stage::Actions, 1));
        let bot = s.firefighters()[1].cell.map(|c| s.board().pos(c));
        let bot = bot.expect("bot 2 is on the board");
        (1..=6u8)
            .flat_map(|row| (1..=8u8).map(move |col| Pos::new(row, col)))
            .filter(|&p| s.fire_at_pos(p) == FireLevel::Fire)
            .max_by_key(|p| p.row.abs_diff(bot.row) + p.col.abs_diff(bot.col))
            .filter(|p| p.row.abs_diff(bot.row) + p.col.abs_diff(bot.col) >= 5)
            .expect("a Fire cell bot 2 cannot reach")
    };
    session(&mut h).force_dice(vec![explosion.row, explosion.col]);
    assert!(
        let_the_bots_play(&mut h, &mut Vec::new()),
        "the bots played their turns"
    );
    let s = session(&mut h);
    assert_eq!((s.state().active(), s.bot_to_act()), (0, None));
    // Bot 2's fire phase exploded there.
    let bot2_fire = s
        .played()
        .iter()
        .rev()
        .find(|p| p.actor == 1 && p.action == Action::EndTurn)
        .expect("bot 2 ended its turn");
    assert!(
        bot2_fire
            .events
            .contains(&flashpoint::engine::event::Event::Explosion { cell: explosion }),
        "the forced dice exploded at {explosion}"
    );
    // The summary says so, over the three fire phases, with the bots' turns.
    h.get_by_label_contains("3 fire phases since");
    let tells_of_the_explosion = |h: &Harness<'static, FlashpointApp>| {
        h.query_all_by_label_contains("explosion")
            .filter_map(|n| n.accesskit_node().label())
            .any(|l| l.contains(&explosion.to_string()))
    };
    assert!(
        tells_of_the_explosion(&h),
        "an explosion at {explosion} in the summary"
    );
    let bot2 = h.get_by_label_contains("Bot 2: ");
    let text_of_bot2 = bot2.accesskit_node().label().unwrap_or_default();
    assert!(
        !text_of_bot2.contains("started at"),
        "this turn's line: {text_of_bot2}"
    );
    h.get_by_label_contains("Bot 3: ");
    // Saved and loaded again (or continued after a restart), the game
    // shows the same summary: it is rebuilt from the game's history.
    let text = session(&mut h).to_json();
    let loaded = Session::from_json(&text, std::path::Path::new("summary.json")).expect("loads");
    let mut again = harness(FlashpointApp::new().with_session(loaded));
    again.run();
    again.get_by_label_contains("3 fire phases since");
    assert!(
        tells_of_the_explosion(&again),
        "the explosion at {explosion}, after loading"
    );
    let bot2_again = again.get_by_label_contains("Bot 2: ");
    assert_eq!(
        bot2_again.accesskit_node().label().unwrap_or_default(),
        text_of_bot2
    );
    again.get_by_label_contains("Bot 3: ");
    // A summary item is still picked by a click to show its cells.
    let item = |h: &Harness<'static, FlashpointApp>| {
        h.query_all_by_label_contains("explosion")
            .find(|n| {
                n.accesskit_node()
                    .label()
                    .is_some_and(|l| l.contains(&explosion.to_string()))
            })
            .map(|n| n.accesskit_node().toggled())
            .expect("the explosion item")
    };
    assert_eq!(item(&h), Some(egui::accesskit::Toggled::False));
    h.query_all_by_label_contains("explosion")
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.contains(&explosion.to_string()))
        })
        .expect("the explosion item")
        .click();
    h.run();
    assert_eq!(
        item(&h),
        Some(egui::accesskit::Toggled::True),
        "the item is picked"
    );
    // Hide takes it away.
    h.get_by_label("Hide").click();
    h.run();
    assert!(h.query_by_label_contains("fire phases since").is_none());
    assert!(h.query_by_label_contains("Bot 2: ").is_none());
}

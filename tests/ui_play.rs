//! Play mode driven through the real UI by AccessKit labels (egui_kittest):
//! start a game, place, move, open a door, extinguish, undo, end the turn
//! with the fire phase shown, save and load, the end of a game, and an
//! experienced turn with a vehicle drive and a specialist action.

mod common;
use common::*;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use flashpoint::app::FlashpointApp;
use flashpoint::engine::{Action, FireLevel, GameConfig, Stage};
use flashpoint::session::Session;

fn harness(app: FlashpointApp) -> Harness<'static, FlashpointApp> {
    make_harness(app, egui::vec2(1280.0, 820.0), false)
}

/// A smaller harness that renders on the CPU, for snapshot images.
fn snapshot_harness(app: FlashpointApp) -> Harness<'static, FlashpointApp> {
    make_harness(app, egui::vec2(960.0, 640.0), true)
}

/// The app without native dialogs or autosave, in a harness of `size`.
fn make_harness(
    mut app: FlashpointApp,
    size: egui::Vec2,
    render: bool,
) -> Harness<'static, FlashpointApp> {
    app.native_dialogs = false;
    app.autosave = false;
    let mut builder = Harness::builder()
        .with_size(size)
        .with_context_setup(flashpoint::app::setup_context);
    if render {
        builder = builder.renderer(CpuRenderer(flashpoint::app::raster::SoftwareRenderer::new()));
    }
    builder.build_ui_state(|ui, app: &mut FlashpointApp| app.ui(ui), app)
}

fn session<'a>(h: &'a mut Harness<'static, FlashpointApp>) -> &'a mut Session {
    &mut h.state_mut().play_screen().expect("in play mode").session
}

/// A family game on the front board, seed 42, two firefighters, started
/// from the new-game dialog.
fn family_game() -> Harness<'static, FlashpointApp> {
    let app = FlashpointApp::new()
        .with_board(&path("boards/front.json"))
        .expect("the front board loads");
    let mut h = harness(app);
    h.run();
    {
        let dialog = h
            .state_mut()
            .new_game_dialog()
            .expect("the new-game dialog");
        dialog.seed = "42".into();
        dialog.firefighters = 2;
    }
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h
}

#[test]
fn a_family_turn_through_the_ui() {
    let mut h = family_game();
    assert_eq!(session(&mut h).state().stage(), Stage::PlaceFirefighters);
    // Place both firefighters outside by clicking cells.
    h.get_by_label("cell 0,6").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
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
    h.get_by_label("cell 0,6").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
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
    session(&mut h).force_dice(vec![6, 1]);
    h.key_press(egui::Key::E);
    h.run_steps(3);
    h.key_press(egui::Key::Space);
    h.run();
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
    let mut h = family_game();
    h.get_by_label("cell 0,6").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
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
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("Game over");
    h.get_by_label("Main menu").click();
    h.run();
    h.get_by_label("Load game…");
}

/// Renders harness frames on the CPU (no GPU needed) for snapshot images.
struct CpuRenderer(flashpoint::app::raster::SoftwareRenderer);

impl egui_kittest::TestRenderer for CpuRenderer {
    fn handle_delta(&mut self, delta: &mut egui::TexturesDelta) {
        self.0.update_textures(delta);
        delta.clear();
    }

    fn render(
        &mut self,
        ctx: &egui::Context,
        output: &egui::FullOutput,
    ) -> Result<image::RgbaImage, String> {
        let ppp = output.pixels_per_point;
        let size = ctx.viewport_rect().size() * ppp;
        let primitives = ctx.tessellate(output.shapes.clone(), ppp);
        let background = ctx.global_style().visuals.panel_fill;
        Ok(self
            .0
            .render(&primitives, [size.x as u32, size.y as u32], ppp, background))
    }
}

/// Snapshot images of the start screen and a game in progress, compared
/// with tests/snapshots/ (UPDATE_SNAPSHOTS=1 rewrites them).
#[test]
fn snapshot_start_screen() {
    let mut h = snapshot_harness(FlashpointApp::new());
    h.run();
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

//! Play mode driven through the real UI by AccessKit labels (egui_kittest):
//! start a game, place, move, open a door, extinguish, undo, end the turn
//! with the fire phase shown, save and load, the end of a game, and an
//! experienced turn with a vehicle drive and a specialist action.
//!
//! A file per part of the play mode; the helpers every file uses are here.

#[path = "../common/mod.rs"]
mod common;
#[path = "../ui_common/mod.rs"]
mod ui_common;

mod access;
mod bots;
mod expansions;
mod experienced;
mod files;
mod hints;
mod play;
mod snapshots;
mod view;

use common::*;
use ui_common::{
    drop_file, finished_family_game, make_harness, park_an_ambulance, pixels_like, scratch,
    wait_for_previews,
};

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

/// Saves the game in `h` to `game.json` in a folder of its own (named
/// after `name`) and opens it in a new app as Load game would; returns
/// that app's harness and the folder, to be removed when done.
fn saved_and_loaded(
    h: &mut Harness<'static, FlashpointApp>,
    name: &str,
) -> (Harness<'static, FlashpointApp>, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("flashpoint-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("game.json");
    session(h).save(&file).expect("saved");
    let mut app = FlashpointApp::new();
    app.load_game(&file);
    let mut loaded = harness(app);
    loaded.run();
    (loaded, dir)
}

/// Up to `depth` legal actions from `s`, each one `step` allows, after
/// which `goal` (given the state and its legal actions) finds the action
/// wanted: the actions and that one, last; depth first, in the order of
/// the legal actions.
fn plan_within(
    s: &flashpoint::engine::GameState,
    depth: usize,
    step: &impl Fn(&Action) -> bool,
    goal: &impl Fn(&flashpoint::engine::GameState, &[Action]) -> Option<Action>,
) -> Option<Vec<Action>> {
    let legal = s.legal_actions();
    if let Some(wanted) = goal(s, &legal) {
        return Some(vec![wanted]);
    }
    if depth == 0 {
        return None;
    }
    for a in legal.into_iter().filter(|a| step(a)) {
        let mut next = s.clone();
        if next.apply(a).is_err() {
            continue;
        }
        if let Some(mut rest) = plan_within(&next, depth - 1, step, goal) {
            rest.insert(0, a);
            return Some(rest);
        }
    }
    None
}

/// The app playing `game` with every action of `plan` but the last applied
/// (a plan from [`plan_within`]): its harness and that last action.
fn before_the_last(game: Session, plan: &[Action]) -> (Harness<'static, FlashpointApp>, Action) {
    let mut h = harness(FlashpointApp::new().with_session(game));
    h.run();
    let (last, before) = plan.split_last().expect("a plan of one action or more");
    for &a in before {
        session(&mut h).apply(a).expect("legal");
    }
    h.run();
    (h, *last)
}

/// The first cell the active firefighter may step to.
fn first_step(h: &mut Harness<'static, FlashpointApp>) -> Pos {
    session(h)
        .state()
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(p) => Some(p),
            _ => None,
        })
        .expect("a step to take")
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

/// The new-game dialog on `boards/BOARD.json` set to the experienced game.
fn experienced_dialog_on(board: &str) -> Harness<'static, FlashpointApp> {
    let mut h = dialog_on(board);
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.mode = flashpoint::engine::Mode::Experienced;
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

/// [`place_two`], then Space past the placements' pictures, so the log and
/// the panel show the first turn.
fn place_two_and_settle(h: &mut Harness<'static, FlashpointApp>) {
    place_two(h);
    h.key_press(egui::Key::Space);
    h.run();
}

/// Scrolls the game log up by the mouse wheel, as a player reading it.
fn scroll_the_log_up(h: &mut Harness<'static, FlashpointApp>) {
    let log = h.get_by_label("Game log").rect();
    h.event(egui::Event::PointerMoved(
        log.left_bottom() + egui::vec2(40.0, 40.0),
    ));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, 600.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::default(),
    });
    h.run();
}

/// Answers "End the turn?" (asked when AP are left) with End turn.
fn confirm_end_turn(h: &mut Harness<'static, FlashpointApp>) {
    if h.query_by_label("End the turn?").is_some() {
        h.get_by_label("End turn (Enter)").click();
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

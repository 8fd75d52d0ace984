//! Snapshot images compared with tests/snapshots/ (UPDATE_SNAPSHOTS=1
//! rewrites them): the start screen, a game in progress, the fire phase
//! mid-step, each expansion board mid-game.

use super::*;

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

/// A cell beyond this turn's reach, hovered: this turn's stretch of the
/// walk drawn as any walk, the rest dashed and thinner, the walk's whole
/// AP paler in the cell's corner, and the tooltip's words. The dashes and
/// the corner are painted only (no AccessKit node), so this picture is
/// what pins them.
#[test]
fn snapshot_walk_beyond_reach() {
    let mut s = Session::new(front(), None, GameConfig::family(2), 7).expect("valid");
    for cell in ["0,6", "3,0"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    let mut h = snapshot_harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("cell 0,0").hover();
    h.run();
    h.run();
    assert!(
        h.query_by_label_contains("0,0 is 6 AP away on foot")
            .is_some(),
        "the walk beyond reach is shown"
    );
    h.snapshot("walk_beyond_reach");
}

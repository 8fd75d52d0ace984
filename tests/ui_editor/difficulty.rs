//! The Difficulty panel (issue 15): a small run shows a figure, the strong
//! bots on request, Cancel stops a run, a board with errors is not offered.

use super::*;

/// The editor on a shipped board, its Difficulty window open.
fn difficulty_window(board: &str) -> Harness<'static, FlashpointApp> {
    let app = FlashpointApp::new()
        .with_editor(Some(&path(board)))
        .expect("the board opens");
    let mut h = harness(app, egui::vec2(1400.0, 900.0), false);
    h.run();
    h.get_by_label("Difficulty").click();
    h.run();
    h
}

/// Steps the harness frame by frame (the estimate runs on its own thread
/// and asks for a frame after each chunk) until `done` holds; false after
/// `seconds`. Steps, not `run`: a repaint asked from the thread between
/// frames must not count against `run`'s step limit.
fn step_until(
    h: &mut Harness<'static, FlashpointApp>,
    seconds: u64,
    done: impl Fn(&mut Harness<'static, FlashpointApp>) -> bool,
) -> bool {
    let end = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while std::time::Instant::now() < end {
        h.step();
        if done(h) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    false
}

fn difficulty_progress(
    h: &mut Harness<'static, FlashpointApp>,
) -> Option<flashpoint::editor::difficulty::Progress> {
    editor(h).difficulty.progress()
}

fn difficulty_finished(h: &mut Harness<'static, FlashpointApp>) -> bool {
    difficulty_progress(h).is_some_and(|p| !p.is_running())
}

/// Starts an estimate and waits until its first games are in.
fn start_until_games_are_played(h: &mut Harness<'static, FlashpointApp>) {
    h.get_by_label("Estimate difficulty").click();
    h.step();
    assert!(
        step_until(h, 120, |h| difficulty_progress(h)
            .is_some_and(|p| p.done > 0)),
        "games are played"
    );
}

/// Cancels the running estimate and waits until it has stopped.
fn cancel_and_wait(h: &mut Harness<'static, FlashpointApp>) {
    h.get_by_label("Cancel").click();
    h.step();
    assert!(step_until(h, 60, difficulty_finished), "it stops");
    h.run();
}

/// Issue 15: the Difficulty window estimates the open board at each level
/// in the background, shows the figures beside the front board's, marks
/// them old after an edit and estimates again (the front board's figures
/// kept).
#[test]
fn difficulty_panel_runs_on_a_small_game_count_and_shows_a_figure() {
    use flashpoint::app::editor::wins_label;
    use flashpoint::editor::difficulty::{Level, RunState, Subject};
    let mut h = difficulty_window("boards/back.json");
    editor(&mut h).difficulty.games = 10;
    h.get_by_label("Estimate difficulty").click();
    h.step();
    assert!(
        difficulty_progress(&mut h).is_some(),
        "the estimate started"
    );
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    let p = difficulty_progress(&mut h).expect("a run");
    assert_eq!(p.state, RunState::Finished);
    assert_eq!(p.done, p.total);
    for level in Level::ALL {
        let figures = p
            .result(Subject::Board, level)
            .expect("played")
            .as_ref()
            .expect("playable");
        assert_eq!(figures.totals.games, 10);
        // The figure, by its AccessKit label: "Family: 30% wins (11–60%)".
        let label = wins_label(level, figures);
        assert!(label.contains("% wins ("), "{label}");
        h.get_by_label(&label);
        h.get_by_label_contains(&format!("{} on the front board: ", level.name()));
        assert!(
            ["easier than", "harder than", "about the same as"]
                .iter()
                .any(|w| h
                    .query_by_label(&format!("{}: {w} the front board", level.name()))
                    .is_some()),
            "{level:?} compared"
        );
    }
    assert!(h.query_by_label_contains("games in").is_some());
    // Fresh figures: nothing to run again until something changes.
    assert!(
        h.get_by_label("Estimate again")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        h.query_by_label("The figures are for an earlier version of the board")
            .is_none()
    );

    // An edit makes the figures old; estimating again plays only this
    // board: the front board's figures are kept for the session.
    retype(&mut h, "Name", "Back, renamed");
    h.get_by_label("The figures are for an earlier version of the board");
    h.get_by_label("Estimate again").click();
    h.step();
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    let again = difficulty_progress(&mut h).expect("a run");
    assert_eq!(again.total, 40, "four levels of this board only");
    // Said, so "40 games" beside figures of 80 is no puzzle.
    h.get_by_label_contains("4 front-board levels were known from before.");
    assert_eq!(again.board, p.board, "same games, same figures");
    assert_eq!(again.front, p.front);
    assert!(
        h.query_by_label("The figures are for an earlier version of the board")
            .is_none()
    );
}

/// The fast bots give quick figures, the game's own (strong) bots figures
/// nearer a good table's: the choice is the panel's, figures from the
/// other bots are marked as such and estimated again on request.
#[test]
fn difficulty_panel_plays_with_the_strong_bots_on_request() {
    use flashpoint::editor::difficulty::{Bots, RunState};
    // The front board itself: its figures serve both columns, so each run
    // plays four levels only.
    let mut h = difficulty_window("boards/front.json");
    editor(&mut h).difficulty.games = 1;
    h.get_by_label("Estimate difficulty").click();
    h.step();
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    assert_eq!(difficulty_progress(&mut h).expect("a run").bots, Bots::Fast);
    assert!(
        h.query_by_label("The figures are from the fast bots")
            .is_none()
    );

    h.get_by_label("Strong").click();
    h.run();
    assert_eq!(editor(&mut h).difficulty.bots, Bots::Strong);
    h.get_by_label("The figures are from the fast bots");
    h.get_by_label_contains("Four of the game's own bots");
    h.get_by_label("Estimate again").click();
    h.step();
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    let p = difficulty_progress(&mut h).expect("a run");
    assert_eq!(
        (p.state, p.bots, p.total),
        (RunState::Finished, Bots::Strong, 4)
    );
    assert!(
        h.query_by_label("The figures are from the fast bots")
            .is_none()
    );
    assert!(
        h.get_by_label("Estimate again")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("Fast").click();
    h.run();
    h.get_by_label("The figures are from the strong bots");
}

/// A long run says about how long it has left (here the strong bots at
/// 1,000 games a level: hours at any pace a machine has), then is
/// cancelled.
#[test]
fn difficulty_a_long_run_says_how_long_it_has_left() {
    let mut h = difficulty_window("boards/back.json");
    editor(&mut h).difficulty.games = 1_000;
    h.get_by_label("Strong").click();
    h.run();
    start_until_games_are_played(&mut h);
    h.step();
    h.get_by_label_contains("min left)");
    cancel_and_wait(&mut h);
    assert!(h.query_by_label_contains("min left)").is_none());
}

/// Cancel stops a running estimate between chunks, keeping what was done,
/// and the estimate can be started again.
#[test]
fn difficulty_cancel_stops_a_run() {
    use flashpoint::editor::difficulty::RunState;
    let mut h = difficulty_window("boards/back.json");
    editor(&mut h).difficulty.games = 1_000;
    start_until_games_are_played(&mut h);
    h.get_by_label_contains("of 8,000 games");
    cancel_and_wait(&mut h);
    let p = difficulty_progress(&mut h).expect("a run");
    assert_eq!(p.state, RunState::Cancelled);
    assert!(p.done < p.total, "{} of {}", p.done, p.total);
    h.get_by_label_contains("Cancelled after");
    assert!(h.query_by_label("Cancel").is_none());
    assert!(
        !h.get_by_label("Estimate again")
            .accesskit_node()
            .is_disabled()
    );
}

/// A board with errors has nothing to estimate: the window says so and
/// offers no button.
#[test]
fn difficulty_of_a_board_with_errors_is_not_offered() {
    let mut h = new_board();
    h.get_by_label("Difficulty").click();
    h.run();
    h.get_by_label_contains("The board has errors: nothing to estimate.");
    assert!(h.query_by_label("Estimate difficulty").is_none());
    assert!(editor(&mut h).difficulty.progress().is_none());
}

/// Issue 15, Ruling R50: on a board whose games cannot end (one inside
/// cell, the only one the dice name, walls that cannot collapse) the
/// Difficulty window says the experienced games waited for POIs the dice
/// could not place, a matter of the board, not of the bots.
#[test]
fn difficulty_panel_says_games_waited_for_pois() {
    let mut h = difficulty_window("tests/fixtures/one_room_dead_end.json");
    editor(&mut h).difficulty.games = 10;
    h.get_by_label("Estimate difficulty").click();
    h.step();
    assert!(step_until(&mut h, 300, difficulty_finished), "it finishes");
    h.run();
    for level in ["Recruit", "Veteran", "Heroic"] {
        h.get_by_label(&format!(
            "{level}: 10 of 10 games did not end within 1,000 turns with no POI left on \
             the board: the new ones could not be placed where the dice fell, so they \
             stayed in the bag (Ruling R50). Do the dice name enough inside cells?"
        ));
    }
    assert!(h.query_by_label_contains("nothing worth doing").is_none());
}

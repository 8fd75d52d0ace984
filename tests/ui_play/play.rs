//! Playing through the UI: a family turn, doors and extinguishing by
//! clicks, a whole game, the end-turn question, the fire phase's summary,
//! the replay, the end of a game, the rules card and the side panel's
//! team and log.

use super::*;

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

/// A cell beyond this turn's reach: its tooltip and a click on it say how
/// many AP the walk there costs (it showed nothing, and a click said only
/// that the cell is not next to the firefighter). Along the outside from
/// 0,6 to 0,0 is six steps at 1 AP (FAM-ACT-MOVE-1), two more than the
/// turn's 4 AP (FAM-AP-1); the walk up to 0,2 still fits.
#[test]
fn a_cell_beyond_reach_says_how_far_it_is() {
    let mut h = family_game();
    place_two_and_settle(&mut h);
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
    let words = "0,0 is 6 AP away on foot, beyond the 4 AP left this turn";
    h.get_by_label("cell 0,0").hover();
    h.run();
    h.run();
    assert!(h.query_by_label_contains(words).is_some(), "the tooltip");
    // Within reach, the tooltip is the walk's as before.
    h.get_by_label("cell 0,2").hover();
    h.run();
    h.run();
    assert!(h.query_by_label_contains("Move to 0,2: 4 AP").is_some());
    assert!(h.query_by_label_contains(words).is_none());
    // A click on the far cell says the same and moves nobody.
    h.get_by_label("cell 0,0").hover();
    h.run();
    h.get_by_label("cell 0,0").click();
    h.run();
    assert!(h.query_by_label_contains(words).is_some(), "the notice");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 4);
}

#[test]
fn doors_and_extinguishing_by_clicks() {
    use flashpoint::engine::state::DoorState;
    let mut h = family_game();
    place_two(&mut h);
    // A click on one's own cell with nothing to do there says so (not why
    // a step from 0,6 to 0,6 is refused).
    h.get_by_label("cell 0,6").click();
    h.run();
    h.get_by_label("Nothing to do at 0,6 now");
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
    // The Fire's tooltip lists what a click on it offers.
    h.get_by_label("cell 3,2").hover();
    h.run();
    h.run();
    for line in [
        "Turn the Fire at 3,2 to Smoke (1 AP)\nRemove the Fire at 3,2 (2 AP)",
        "Click to choose.",
    ] {
        assert!(h.query_by_label_contains(line).is_some(), "{line}");
    }
    h.get_by_label("cell 3,2").click();
    h.run();
    h.get_by_label("Turn the Fire at 3,2 to Smoke (1 AP)")
        .click();
    h.run();
    assert_eq!(
        session(&mut h).state().fire_at_pos(at("3,2")),
        FireLevel::Smoke
    );
}

/// With one AP left on Smoke, removing it is the one thing to do on the
/// firefighter's cell (chopping the wall there needs 2): a click removes it
/// (FAM-ACT-EXT-1), with no one-entry menu between.
#[test]
fn a_click_removes_the_smoke_underfoot() {
    let mut h = family_game();
    place_two(&mut h);
    h.get_by_label("cell 1,6").click();
    h.run();
    // The fire phase rolls 1,6: Smoke lands on firefighter 1.
    end_turn(&mut h, vec![1, 6]);
    assert_eq!(
        session(&mut h).state().fire_at_pos(at("1,6")),
        FireLevel::Smoke
    );
    end_turn(&mut h, vec![6, 1]);
    assert_eq!(session(&mut h).state().active(), 0);
    // 7 AP (3 saved): out and back in three times, by the arrow keys.
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 7);
    for _ in 0..3 {
        for key in [egui::Key::ArrowUp, egui::Key::ArrowDown] {
            h.key_press(key);
            h.run();
        }
    }
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 1);
    // The tooltip says what the click will do.
    h.get_by_label("cell 1,6").hover();
    h.run();
    h.run();
    h.get_by_label("Click: Remove the Smoke at 1,6 (1 AP)");
    h.get_by_label("cell 1,6").click();
    h.run();
    assert!(h.query_by_label("Actions at 1,6").is_none(), "no menu");
    let s = session(&mut h).state();
    assert_eq!(s.fire_at_pos(at("1,6")), FireLevel::Clear);
    assert_eq!(s.firefighters()[0].ap, 0);
}

#[test]
fn ending_the_turn_closes_an_open_cell_menu() {
    let mut h = family_game();
    place_two(&mut h);
    end_turn(&mut h, vec![6, 1]);
    h.get_by_label("cell 3,1").click();
    h.run();
    // A click on the Fire opens the menu of what can be done there.
    h.get_by_label("cell 3,2").click();
    h.run();
    h.get_by_label("Turn the Fire at 3,2 to Smoke (1 AP)");
    // Ending the turn with AP left asks first; the menu, whose options
    // belong to the turn being ended, closes rather than stand beside it.
    h.get_by_label("End turn (E)").click();
    h.run();
    h.get_by_label("End the turn?");
    assert!(
        h.query_by_label("Turn the Fire at 3,2 to Smoke (1 AP)")
            .is_none(),
        "the cell menu is still open beside the end-turn question"
    );
}

#[test]
fn the_end_of_a_game_shows_the_summary() {
    let s = finished_family_game();
    let mut h = snapshot_harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("Game over");
    h.snapshot("end_screen");
    // The keys that act are quiet now: no refusal under the window.
    for key in [egui::Key::E, egui::Key::ArrowUp, egui::Key::H] {
        h.key_press(key);
        h.run();
    }
    let play = h.state_mut().play_screen().expect("play");
    assert_eq!(play.message.as_ref().map(|m| m.text.clone()), None);
    h.get_by_label("Main menu").click();
    h.run();
    h.get_by_label("Load game…");
}

/// Game > New game… after a game offers the same table again: the
/// players, colours, bots, rules and cards, with a fresh seed (it had
/// offered the defaults, and a table typed its names in again).
#[test]
fn a_new_game_from_a_game_offers_the_same_table() {
    use flashpoint::engine::config::{Difficulty, Mode};
    use flashpoint::engine::specialist::Specialist;
    let mut h = new_game(|dialog| {
        dialog.seed = "42".into();
        dialog.firefighters = 3;
        dialog.mode = Mode::Experienced;
        dialog.difficulty = Difficulty::Veteran;
        dialog.players[0] = "Ann".into();
        dialog.players[1] = "Bo".into();
        dialog.bots[2] = true;
        dialog.colours[..3].copy_from_slice(&[4, 0, 2]);
        dialog.specialists[0] = Some(Specialist::FireCaptain);
    });
    assert!(h.state_mut().play_screen().is_some(), "the game started");
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("New game…").click();
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(dialog.players[..3], ["Ann", "Bo", ""]);
    assert_eq!(dialog.bots[..3], [false, false, true]);
    assert_eq!(dialog.colours[..3], [4, 0, 2]);
    assert_eq!(
        (dialog.firefighters, dialog.mode, dialog.difficulty),
        (3, Mode::Experienced, Difficulty::Veteran)
    );
    assert_eq!(
        dialog.specialists[..3],
        [Some(Specialist::FireCaptain), None, None]
    );
    assert_ne!(dialog.seed, "42", "a fresh seed");
}

/// A cell's menu open when its player acts by key (an arrow, E) closes:
/// left open, a "Nothing to do here now" stood over the board through the
/// bots' turns after E (seen in a real window).
#[test]
fn a_persons_action_by_key_closes_an_open_cell_menu() {
    let mut h = family_game();
    place_two_and_settle(&mut h);
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
    h.get_by_label("cell 6,1").click_secondary();
    h.run();
    h.get_by_label("Nothing to do here now");
    // The menu says whose it is, as the click's menu window does in its
    // title: a frameless menu of one line looked like a tooltip.
    h.get_by_label("Actions at 6,1");
    h.key_press(egui::Key::ArrowDown);
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"), "the arrow moved");
    assert!(h.query_by_label("Nothing to do here now").is_none());
    assert!(h.query_by_label("Actions at 6,1").is_none());
}

/// A cell's menu with nothing to do says why when the hover would: on the
/// tower a firefighter on the street beside a burning office (3,0 by 3,1)
/// read a bare "Nothing to do here now" (seen in a real window); the
/// facade is in the way (URB-HIGHRISE-GEN-1).
#[test]
fn a_menu_with_nothing_to_do_says_why() {
    let mut h = dialog_on("highrise");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "504716570".into();
    dialog.firefighters = 1;
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    h.get_by_label("cell 3,1").click_secondary();
    h.run();
    h.get_by_label("Nothing to do here now");
    h.get_by_label_contains("Cannot move to 3,1: ");
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
    // Victims are numbered for players in the order they are found, from 1
    // (whichever token of the bag it was), and the menu says where it lies.
    assert!(
        log.lines().any(|l| l == "The POI at 2,4 is Victim 1"),
        "the first Victim found is Victim 1: {log}"
    );
    // With a Victim at one's feet, the next cell's tooltip names the walk
    // and the carry, and says that a click asks which.
    h.get_by_label("cell 2,5").hover();
    h.run();
    h.run();
    let tooltip = "Move to 2,5: 1 AP (1 step)\nCarry Victim 1 to 2,5 (2 AP)\nClick to choose.";
    assert!(
        h.query_by_label(tooltip).is_some(),
        "the tooltip says:\n{tooltip}"
    );
    // The click asks whether to carry it along (2 AP) or walk alone (1 AP);
    // nothing is done yet.
    h.get_by_label("cell 2,5").click();
    h.run();
    h.get_by_label("Carry Victim 1 to 2,5 (2 AP)");
    h.get_by_label("Walk to 2,5 (1 AP)");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("2,4"));
    // A click on one's own cell asks what to do there (pick up, chop…).
    h.get_by_label("cell 2,4").click();
    h.run();
    h.get_by_label("Pick up Victim 1 at 2,4 (free)").click();
    h.run();
    assert!(session(&mut h).state().firefighters()[0].carrying.is_some());
    h.get_by_label("cell 2,5").click();
    h.run();
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 1);
    end_turn(&mut h, vec![6, 3]);
    end_turn(&mut h, vec![1, 8]);
    // Turn 3 (5 AP with the one saved): two carrying steps to 1,6. The
    // cell's menu names the walk by what it carries (FAM-ACT-MOVE-3), not
    // "Walk to", which would not explain its price.
    h.get_by_label("cell 1,6").click_secondary();
    h.run();
    h.get_by_label("Carry Victim 1 to 1,6 (4 AP)");
    assert!(h.query_by_label_contains("Walk to").is_none());
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("cell 1,6").hover();
    h.run();
    h.run();
    h.get_by_label("Carry Victim 1 to 1,6: 4 AP (2 steps)");
    h.get_by_label("cell 1,6").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    end_turn(&mut h, vec![6, 4]);
    end_turn(&mut h, vec![1, 7]);
    // Turn 4: out of the building; the Victim is rescued, as the step's
    // tooltip and menu say before it is taken (FAM-ACT-RESCUE-1).
    h.get_by_label("cell 0,6").hover();
    h.run();
    h.run();
    h.get_by_label("Carry Victim 1 to 0,6: 2 AP (1 step): rescues Victim 1");
    h.get_by_label("cell 0,6").click_secondary();
    h.run();
    h.get_by_label("Carry Victim 1 to 0,6 (2 AP): rescues Victim 1");
    h.key_press(egui::Key::Escape);
    h.run();
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

/// A family game whose first firefighter, all 4 AP left, has pressed E:
/// "End the turn?" is open.
fn asked_to_end_the_turn() -> Harness<'static, FlashpointApp> {
    let mut h = family_game();
    place_two_and_settle(&mut h);
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End the turn?");
    h
}

/// Issue 13: ending a turn with AP left asks first (the fire roll cannot be
/// undone): Keep playing changes nothing; the setting turns the question off.
#[test]
fn ending_a_turn_with_ap_left_asks_first() {
    let mut h = asked_to_end_the_turn();
    h.get_by_label("4 AP will be saved for the next turn.");
    h.get_by_label("Keep playing").click();
    h.run();
    assert_kept_playing(&mut h);
    // Turn the question off: E ends the turn at once from now on.
    h.get_by_label("End turn (E)").click();
    h.run();
    turn_off_the_end_question(&mut h);
    assert!(!h.state_mut().play_screen().expect("play").confirm_end_turn);
    session(&mut h).force_dice(vec![6, 1]);
    h.key_press(egui::Key::E);
    h.run();
    assert_the_turn_ended(&mut h);
}

/// The End turn question's End turn button has the keyboard's focus as it
/// opens (a screen reader reads it out; Tab leads on to Keep playing), so
/// E then Enter ends a turn from the keyboard.
#[test]
fn the_end_turn_question_gives_its_button_the_focus() {
    let mut h = asked_to_end_the_turn();
    assert!(h.get_by_label("End turn (Enter)").is_focused());
    session(&mut h).force_dice(vec![6, 1]);
    h.key_press(egui::Key::Enter);
    h.run();
    assert_the_turn_ended(&mut h);
}

/// Enter answers the End turn question as its button says ("End turn
/// (Enter)") after a click on its checkbox too, without toggling the
/// checkbox; on Keep playing, reached by Tab, Enter keeps playing.
#[test]
fn enter_ends_the_turn_wherever_the_question_has_the_focus_but_on_keep_playing() {
    let mut h = asked_to_end_the_turn();
    h.key_press(egui::Key::Tab);
    h.run();
    assert!(h.get_by_label("Keep playing").is_focused());
    h.key_press(egui::Key::Enter);
    h.run();
    assert_kept_playing(&mut h);

    h.get_by_label("End turn (E)").click();
    h.run();
    h.get_by_label("Ask before ending a turn with AP left")
        .click();
    h.run();
    session(&mut h).force_dice(vec![6, 1]);
    h.key_press(egui::Key::Enter);
    h.run();
    assert_the_turn_ended(&mut h);
    let play = h.state_mut().play_screen().expect("play");
    assert!(!play.confirm_end_turn, "the checkbox stays unticked");
}

/// The End turn question has closed and the turn goes on: nothing rolled.
fn assert_kept_playing(h: &mut Harness<'static, FlashpointApp>) {
    assert!(h.query_by_label("End the turn?").is_none());
    assert_eq!(session(h).state().turn(), 1, "nothing was rolled");
    assert_eq!(session(h).state().active(), 0);
}

/// The End turn question has closed and the turn has ended.
fn assert_the_turn_ended(h: &mut Harness<'static, FlashpointApp>) {
    assert!(h.query_by_label("End the turn?").is_none());
    assert_eq!(session(h).state().active(), 1, "the turn ended");
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
    // Mid-animation the counter still shows the damage before the blast,
    // and the prompt tells of Ann's ended turn, not yet of Bo's.
    h.get_by_label(&format!("{cubes_before} / 24 cubes"));
    // A label's words are its value (AccessKit's static text).
    let ended = h
        .get_by_label_contains("has ended the turn.")
        .accesskit_node();
    let ended = ended.label().or(ended.value()).unwrap_or_default();
    assert!(ended.contains("Ann") && !ended.contains("Bo"), "{ended}");
    assert!(h.query_by_label_contains("acts.").is_none());
    // Ann's turn is over: the panel tells what she saved, not "AP: 0".
    let saved = session(&mut h).state().firefighters()[0].saved;
    assert!(saved > 0, "Ann saved AP");
    h.get_by_label(&format!("AP saved for the next turn: {saved}"));
    h.key_press(egui::Key::Space);
    h.run();
    let acts = h.get_by_label_contains(" acts.").accesskit_node();
    let acts = acts.label().or(acts.value()).unwrap_or_default();
    assert!(acts.contains("Bo") && !acts.contains("Ann"), "{acts}");
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

/// A fire phase that only spreads Smoke says where (FAM-FIRE-ADV-2): the
/// new Smoke is a line of its own, "nothing else happened" after it, and a
/// click on it shows the cell.
#[test]
fn a_quiet_fire_phase_names_the_new_smoke() {
    let mut s = Session::new(front(), None, GameConfig::family(2), 7).expect("valid");
    s.set_seats(ann_and_bo());
    for cell in ["0,6", "3,0"] {
        s.apply(Action::PlaceFirefighter(at(cell))).expect("legal");
    }
    // A clear inside cell with no Fire next to it: the roll only adds Smoke.
    let state = s.state();
    let target = state
        .board()
        .cell_ids()
        .filter(|&c| state.board().kind(c).is_interior())
        .find(|&c| {
            state.fire_at(c) == FireLevel::Clear
                && state
                    .adjacent(c)
                    .all(|a| state.fire_at(a) == FireLevel::Clear)
        })
        .expect("a quiet cell on the front board");
    let target_cell = target;
    let target = state.board().pos(target_cell);
    s.force_dice(vec![target.row, target.col]);
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.key_press(egui::Key::E);
    h.run();
    confirm_end_turn(&mut h);
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(
        session(&mut h).state().fire_at(target_cell),
        FireLevel::Smoke,
        "the roll put Smoke at {target}"
    );
    h.get_by_label("The fire phase:");
    h.get_by_label("nothing else happened.");
    let line = format!("new Smoke in 1 cell ({target})");
    h.get_by_label(&line).click();
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert!(
        play.highlighted().contains(&target_cell),
        "the click shows {target}"
    );
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

/// In a replay the side panel follows the pictures: the team list says
/// where each firefighter stood at the turn shown, and the prompt is that
/// turn's ("… has ended the turn." over its fire phase), not "The game is
/// over." (in a real window it listed where the firefighters stood at the
/// end).
#[test]
fn the_replay_side_panel_shows_the_turn_replayed() {
    let s = finished_family_game();
    // The game as it stood when turn 2 began, played again.
    let mut again = Session::new(
        std::sync::Arc::clone(s.board()),
        None,
        s.config().clone(),
        s.seed(),
    )
    .expect("the same game");
    for p in s.played() {
        again.apply(p.action).expect("replays");
        if again.state().turn() == 2 {
            break;
        }
    }
    let at = |s: &Session| {
        let cell = s
            .state()
            .firefighter(0)
            .and_then(|f| f.cell)
            .expect("placed");
        let pos = s.board().pos(cell);
        format!("at {},{}", pos.row, pos.col)
    };
    // The first turn that opens with a move: no fire phase is shown then.
    let mut replay = again.clone();
    let moving_turn = loop {
        let Some(p) = s.played().get(replay.played().len()) else {
            panic!("a turn that opens with a move");
        };
        let turn = replay.state().turn();
        let opens = replay
            .played()
            .last()
            .is_some_and(|last| matches!(last.action, Action::EndTurn));
        if opens && matches!(p.action, Action::Move(_)) {
            break turn;
        }
        replay.apply(p.action).expect("replays");
    };
    let (then, at_end) = (at(&again), at(&s));
    assert_ne!(then, at_end, "a game where the first firefighter moved on");
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("The game is over.");
    h.get_by_label("Replay the log").click();
    // The first turn's fire phase is shown as the turn's end, as in play.
    let (mut steps, mut ended) = (0, false);
    while h.query_by_label("Turn 2").is_none() && steps < 5_000 {
        h.step();
        steps += 1;
        ended |= h
            .query_all_by_label_contains("has ended the turn.")
            .next()
            .is_some();
    }
    assert!(ended, "the fire phase after turn 1 shown as its end");
    h.get_by_label("The game is being replayed from its start; Space skips to the end.");
    h.get_by_label("Replaying the game…");
    assert!(h.query_by_label("The game is over.").is_none());
    assert!(
        h.query_all_by_label_contains(&then).next().is_some(),
        "the first firefighter {then}"
    );
    assert!(h.query_all_by_label_contains(&at_end).next().is_none());
    // A move replayed is not a fire phase.
    while h.query_by_label(&format!("Turn {moving_turn}")).is_none() && steps < 10_000 {
        h.step();
        steps += 1;
    }
    assert!(h.query_by_label("The fire is spreading…").is_none());
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

/// The rules card (Help > Rules summary, F1) sums up this game's rules with
/// their costs and rule IDs: the family game's has no Drive, the
/// experienced game's has, with the cards in play. F1, Escape and the
/// window's X close it.
#[test]
fn the_rules_card_opens_from_the_help_menu_and_with_f1() {
    let mut h = family_game();
    assert!(h.query_by_label("Rules summary").is_none());
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Rules summary (F1)").click();
    h.run();
    h.get_by_label("Move into Fire (not while carrying or leading)");
    h.get_by_label("FAM-ACT-MOVE-2");
    h.get_by_label("7 Victims rescued: the game is won.");
    assert!(h.query_by_label_contains("Drive a vehicle").is_none());
    // A screen reader reads each line as one item: cost, words, rule.
    h.get_by_label("2 AP: Move into Fire (not while carrying or leading) (FAM-ACT-MOVE-2)");
    h.get_by_label("7 Victims rescued: the game is won. (FAM-END-1)");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        h.query_by_label("FAM-ACT-MOVE-2").is_none(),
        "Escape closes it"
    );
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("FAM-ACT-MOVE-2");
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label("FAM-ACT-MOVE-2").is_none(), "F1 closes it");

    let mut h = new_game(|dialog| {
        dialog.seed = "42".into();
        dialog.firefighters = 2;
        dialog.mode = flashpoint::engine::Mode::Experienced;
        dialog.specialists[0] = Some(flashpoint::engine::specialist::Specialist::Paramedic);
    });
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("EXP-VEH-DRIVE-1");
    h.get_by_label("Specialists in this game");
    assert!(
        h.query_all_by_label_contains("Paramedic: 4 AP. Treat a Victim")
            .count()
            > 0
    );
    h.get_by_label("Close window").click();
    h.run();
    assert!(
        h.query_by_label("EXP-VEH-DRIVE-1").is_none(),
        "its X closes it"
    );
}

/// The game log follows new lines while it shows the last one; scrolled
/// up to read, it keeps its place, and the player's next action brings it
/// back to the end, where that action's lines are (in a real window a
/// move's lines had stayed out of sight below a log read a moment before).
#[test]
fn an_action_brings_a_scrolled_up_log_back_to_its_end() {
    let mut h = family_game();
    place_two_and_settle(&mut h);
    let last = "Turn 1: Firefighter 1 starts with 4 AP";
    assert!(h.query_by_label(last).is_some(), "the log shows its end");
    scroll_the_log_up(&mut h);
    assert!(h.query_by_label(last).is_none(), "scrolled up");
    let to = first_step(&mut h);
    h.get_by_label(&format!("cell {to}")).click();
    h.run();
    assert!(
        h.query_by_label_contains(&format!(" to {to} (1 AP)"))
            .is_some(),
        "the move's line is in sight"
    );
}

/// The side panel lists every firefighter, for a table that follows the
/// others' turns: where each stands and the AP it saved for its next turn
/// (FAM-AP-3), the active one among them.
#[test]
fn the_side_panel_lists_the_team() {
    let mut h = ann_and_bo_game();
    place_two_and_settle(&mut h);
    h.get_by_label("Team");
    h.get_by_label("Firefighter 2 (green, Bo)");
    h.get_by_label("at 3,0");
    h.get_by_label("at 0,6");
    // Ann ends her turn with her 4 AP: she saves them.
    h.key_press(egui::Key::E);
    h.run();
    confirm_end_turn(&mut h);
    h.run_steps(3);
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(session(&mut h).state().active(), 1);
    h.get_by_label("4 AP saved · at 0,6");
}

/// A won game's window says so once: the heading, then the counts, not a
/// line "won" under "The crew won!" (seen in a real window); a lost one
/// says why it was lost.
#[test]
fn the_game_over_window_of_a_win() {
    use flashpoint::bot::{Bot, Strength};
    let mut bot = Bot::new(Strength::Fast);
    let game = (0..40)
        .find_map(|seed| {
            let mut s = Session::new(front(), None, GameConfig::family(2), seed).ok()?;
            let mut step = 0;
            while !s.state().is_over() && step < 2_000 {
                let a = bot.choose(s.state(), seed * 10_000 + step)?;
                s.apply(a).ok()?;
                step += 1;
            }
            s.state().won().then_some(s)
        })
        .expect("a family game the fast bot wins");
    let mut h = harness(FlashpointApp::new().with_session(game));
    h.run();
    h.get_by_label("The crew won!");
    assert!(h.query_by_label("won").is_none());
    h.get_by_label_contains("Rescued 7 · lost");
}

/// A lost game's window says so once, then why in a sentence: "The crew
/// lost", "The building collapsed." (it read "The building is lost",
/// "lost: the building collapsed", and "The building is lost" above four
/// Victims dead).
#[test]
fn the_game_over_window_of_a_loss() {
    let s = finished_family_game();
    let why = match s.state().outcome() {
        Some(flashpoint::engine::Outcome::Collapse) => "The building collapsed.",
        Some(flashpoint::engine::Outcome::VictimsLost) => "Four Victims died.",
        other => panic!("a lost family game: {other:?}"),
    };
    let mut h = harness(FlashpointApp::new().with_session(s));
    h.run();
    h.get_by_label("The crew lost");
    h.get_by_label(why);
    for old in ["lost: the building collapsed", "lost: four victims died"] {
        assert!(h.query_by_label(old).is_none(), "{old}");
    }
}

/// A click on the board while the fire phase's pictures run shows the rest
/// at once, as Space does, and does nothing else: in a real window a click
/// on the next move, made as the turn ended, was lost without a sign.
#[test]
fn a_click_on_the_board_during_the_fire_pictures_shows_the_rest() {
    let mut h = family_game();
    place_two_and_settle(&mut h);
    // A roll on the Fire at 3,3: an explosion, shown slowly.
    session(&mut h).force_dice(vec![3, 3]);
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Slow;
    // E asks (AP are left), E again answers.
    h.key_press(egui::Key::E);
    h.run();
    h.key_press(egui::Key::E);
    h.run_steps(4);
    let animating = |h: &mut Harness<'static, FlashpointApp>| {
        h.state_mut().play_screen().expect("play").is_animating()
    };
    assert!(animating(&mut h));
    let before = session(&mut h).state().clone();
    // Firefighter 2 stands at 3,0: 3,1 is one step in, a move if it acted.
    h.get_by_label("cell 3,1").click();
    h.run();
    assert!(!animating(&mut h), "the pictures end at the click");
    h.get_by_label("The fire phase:");
    let after = session(&mut h).state();
    assert_eq!(after.active(), 1);
    assert_eq!(
        after.firefighters()[1].cell,
        before.firefighters()[1].cell,
        "the click moved nobody"
    );
    // The board takes clicks again: now it is a move.
    h.get_by_label("cell 3,1").click();
    h.run();
    let s = session(&mut h).state();
    assert_eq!(
        s.firefighters()[1].cell.map(|c| s.board().pos(c)),
        Some(at("3,1"))
    );
}

//! The Hint (issue 15): what the bot would do for the person to act, shown
//! in words and on the board, its plan kept, taken by its button or Shift+H.

use super::bots::step_until;
use super::*;

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
    let action = wait_for_hint(&mut h)[0];
    let words = {
        let play = h.state_mut().play_screen().expect("play");
        flashpoint::text::action_line(&play.names(), action)
    };
    let line = h.get_by_label_contains("Hint: ").accesskit_node();
    // A label's words are its value (AccessKit's static text).
    let text = line.label().or(line.value()).unwrap_or_default();
    assert!(text.starts_with("Hint: "), "{text}");
    assert!(text.contains(&words), "{text} names {words}");
    // The mark on the board reads the same, with the plan's next steps.
    let then = h
        .query_all_by_label_contains("Then: ")
        .map(|node| {
            let node = node.accesskit_node();
            node.label().or(node.value()).unwrap_or_default()
        })
        .find(|then| then.starts_with("Then: "));
    let on_board = format!("Hint on the board: {}", &text["Hint: ".len()..]);
    match then {
        Some(then) => h.get_by_label(&format!("{on_board}. {then}")),
        None => h.get_by_label(&on_board),
    };
    assert_eq!(session(&mut h).steps().len(), steps, "nothing was applied");
    // A move takes the hint away; H asks again.
    h.get_by_label("cell 1,6").click();
    settle(&mut h);
    assert!(h.query_by_label_contains("Hint: ").is_none());
    assert!(
        h.state_mut()
            .play_screen()
            .expect("play")
            .hinted()
            .is_none()
    );
    let steps = session(&mut h).steps().len();
    ask_hint(&mut h);
    h.get_by_label_contains("Hint: ");
    assert_eq!(session(&mut h).steps().len(), steps, "nothing was applied");
}

/// Presses H and waits for the bot's answer: the hint's plan, the hinted
/// action first.
fn ask_hint(h: &mut Harness<'static, FlashpointApp>) -> Vec<Action> {
    h.key_press(egui::Key::H);
    wait_for_hint(h)
}

/// Places Ann at 3,9, east of the building (her first hinted turn is three
/// steps and a door), and Bo at 0,6, by clicking.
fn place_ann_east(h: &mut Harness<'static, FlashpointApp>) {
    for cell in ["cell 3,9", "cell 0,6"] {
        h.get_by_label(cell).click();
        settle(h);
    }
}

/// Runs the frames an input asks for. A hint may be thinking (after a
/// hint taken, the next one comes unasked): its spinner asks for frames
/// until the answer comes, which on a loaded machine outlasts `run`'s
/// budget of frames, so that wait comes first.
fn settle(h: &mut Harness<'static, FlashpointApp>) {
    let answered = step_until(h, |h| {
        !h.state_mut().play_screen().expect("play").hint_thinking()
    });
    assert!(answered, "the hint's bot answered");
    h.run();
}

/// Waits for the bot's answer to a hint asked for: its plan, the hinted
/// action first.
fn wait_for_hint(h: &mut Harness<'static, FlashpointApp>) -> Vec<Action> {
    let shown = step_until(h, |h| {
        h.state_mut()
            .play_screen()
            .expect("play")
            .hinted()
            .is_some()
    });
    assert!(shown, "the bot answered");
    h.run();
    h.state_mut()
        .play_screen()
        .expect("play")
        .hinted_plan()
        .to_vec()
}

/// The Hint shows the bot's plan beyond its first step ("Then: Move to
/// 2,6 · …"), and the plan is kept: after the hinted step, the next hint
/// is the plan's second step.
#[test]
fn the_hint_shows_the_plan_and_the_plan_is_kept() {
    let mut h = ann_and_bo_game();
    place_two(&mut h);
    let first = ask_hint(&mut h);
    assert!(first.len() > 1, "a plan of several steps here: {first:?}");
    let words: Vec<String> = {
        let play = h.state_mut().play_screen().expect("play");
        first[1..]
            .iter()
            .map(|&a| flashpoint::text::action_line(&play.names(), a))
            .collect()
    };
    // Each later step in the menus' words (which may add where a token
    // lies, "Pick up Victim 4 at 3,4"), in order.
    let then = then_line(&h).expect("the plan's line");
    let parts: Vec<&str> = then["Then: ".len()..].split(" · ").collect();
    assert_eq!(parts.len(), words.len(), "{then}");
    for (part, word) in parts.iter().zip(&words) {
        assert!(part.starts_with(word.as_str()), "{part} is {word}");
    }
    // Each priced as the hinted step is, on the game the steps before it
    // leave ("Move to 3,5 (1 AP)"; they read without their price).
    let mut state = session(&mut h).state().clone();
    for (i, part) in parts.iter().enumerate() {
        state.apply(first[i]).expect("the plan's step");
        let ap = state.price(first[i + 1]).map(|p| p.ap).unwrap_or(0);
        assert_eq!(
            part.ends_with(&format!("({ap} AP)")),
            ap > 0,
            "step {}: {part}, {ap} AP",
            i + 2
        );
    }
    session(&mut h).apply(first[0]).expect("the hinted step");
    settle(&mut h);
    let second = ask_hint(&mut h);
    assert_eq!(second.first(), first.get(1), "{first:?} then {second:?}");
}

/// The side panel's "Then: …" line, the hint's plan after its first step.
fn then_line(h: &Harness<'static, FlashpointApp>) -> Option<String> {
    h.query_all_by_label_contains("Then: ")
        .filter_map(|node| {
            node.accesskit_node()
                .label()
                .or(node.accesskit_node().value())
        })
        .find(|text| text.starts_with("Then: "))
}

/// An End turn later in the hint's plan, with AP still in hand then,
/// says what becomes of them as the hinted one does ("Then: Move to 5,6
/// (1 AP) · End the turn, saving 2 AP for the next turn"; seen in a
/// real window as a bare "End the turn"). Followed by the hints alone
/// until such a plan comes.
#[test]
fn an_end_turn_later_in_the_plan_says_what_becomes_of_the_ap() {
    let mut h = ann_and_bo_game();
    place_two_and_settle(&mut h);
    let mut plan = ask_hint(&mut h);
    let mut found = None;
    for _ in 0..40 {
        // The AP in hand before each later step, on a copy of the game.
        let mut state = session(&mut h).state().clone();
        for (i, &action) in plan.iter().enumerate() {
            let ap = state.firefighter(state.active()).map_or(0, |f| f.ap);
            if i > 0 && action == Action::EndTurn && ap > 0 {
                found = Some(ap);
                break;
            }
            state.apply(action).expect("the plan's step");
        }
        if found.is_some() {
            break;
        }
        h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
        settle(&mut h);
        plan = if plan[0] == Action::EndTurn {
            if h.query_by_label("End the turn?").is_some() {
                h.key_press(egui::Key::Enter);
                settle(&mut h);
            }
            h.key_press(egui::Key::Space);
            settle(&mut h);
            ask_hint(&mut h)
        } else {
            wait_for_hint(&mut h)
        };
    }
    let ap = found.expect("a plan ends the turn with AP left within 40 hints");
    let saved = ap.min(4);
    let words = if ap > saved {
        format!("End the turn, saving {saved} AP and losing {}", ap - saved)
    } else {
        format!("End the turn, saving {ap} AP for the next turn")
    };
    let then = then_line(&h).expect("the plan's line");
    assert!(then.ends_with(&words), "{then} ends with {words}");
}

/// The hint is taken by its button or Shift+H: the hinted action is done,
/// as a click would do it, and the next hint comes without asking. With
/// no hint shown, Shift+H shows one.
#[test]
fn the_hint_is_taken_by_its_button_or_shift_h() {
    let mut h = ann_and_bo_game();
    // Ann starts east of the building: her hinted first turn is three
    // steps and a door, none of them an End turn with AP in hand (that
    // one asks first; see the test below).
    place_ann_east(&mut h);
    let hinted = ask_hint(&mut h)[0];
    h.get_by_label("Take the hint (Shift+H)").click();
    settle(&mut h);
    let last =
        |h: &mut Harness<'static, FlashpointApp>| session(h).played().last().map(|p| p.action);
    assert_eq!(last(&mut h), Some(hinted), "the button took the hint");
    // The next step is hinted without H (seen in a real window: following
    // the hints took H, Shift+H, H, Shift+H, ...).
    let hinted = wait_for_hint(&mut h)[0];
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
    settle(&mut h);
    assert_eq!(last(&mut h), Some(hinted), "Shift+H took the hint");
    // A quick Shift+H reaching a busy app: Shift down, H down and up,
    // Shift up, all in one frame (seen in a real window: every other
    // press was read as H alone, which hid the hint).
    let hinted = wait_for_hint(&mut h)[0];
    let shift = egui::Modifiers::SHIFT;
    let key = |pressed, modifiers| egui::Event::Key {
        key: egui::Key::H,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers,
    };
    h.input_mut().events.extend([
        egui::Event::ModifiersChanged(shift),
        key(true, shift),
        key(false, shift),
        egui::Event::ModifiersChanged(egui::Modifiers::NONE),
    ]);
    h.step();
    settle(&mut h);
    assert_eq!(last(&mut h), Some(hinted), "a quick Shift+H took the hint");
    // With no hint shown (the player acted on their own), Shift+H asks
    // for one (nothing is done yet); the next Shift+H takes it.
    let own = wait_for_hint(&mut h)[0];
    session(&mut h).apply(own).expect("the player's own step");
    settle(&mut h);
    assert!(
        h.state_mut()
            .play_screen()
            .expect("play")
            .hinted()
            .is_none(),
        "no hint after the player's own step"
    );
    let done = session(&mut h).played().len();
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
    settle(&mut h);
    let hinted = wait_for_hint(&mut h)[0];
    assert_eq!(session(&mut h).played().len(), done, "only shown");
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
    settle(&mut h);
    assert_eq!(last(&mut h), Some(hinted), "then taken");
}

/// A hint taken is the player's action: it brings a log scrolled up to
/// read back to its end, where the action's line is (in a real window a
/// table following the hints had the log stay scrolled up for 17 turns).
#[test]
fn a_hint_taken_brings_a_scrolled_up_log_back_to_its_end() {
    let mut h = ann_and_bo_game();
    // Ann starts east of the building: her first hinted action is a step.
    place_ann_east(&mut h);
    h.key_press(egui::Key::Space);
    settle(&mut h);
    let hinted = ask_hint(&mut h)[0];
    let Action::Move(to) = hinted else {
        panic!("the first hint is a step: {hinted:?}");
    };
    let step_line = format!(" to {to} (1 AP)");
    scroll_the_log_up(&mut h);
    assert!(
        h.query_by_label("Turn 1: Ann starts with 4 AP").is_none(),
        "scrolled up"
    );
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
    settle(&mut h);
    assert_eq!(
        session(&mut h).played().last().map(|p| p.action),
        Some(hinted)
    );
    assert!(
        h.query_by_label_contains(&step_line).is_some(),
        "the step's line is in sight"
    );
}

/// An End turn hint with AP left says they are saved, and taken, it asks
/// first, as E does: the turn goes on until the question is answered.
/// Followed from the start by the hints alone (Shift+H, Space past each
/// fire phase) until the bot would end a turn with AP in hand (seed 42:
/// the third turn, 4 AP beside a POI).
#[test]
fn an_end_turn_hint_with_ap_left_asks_first() {
    let mut h = ann_and_bo_game();
    place_two_and_settle(&mut h);
    let mut hinted = ask_hint(&mut h)[0];
    let mut found = None;
    for _ in 0..40 {
        let s = session(&mut h).state();
        let ap = s.firefighter(s.active()).map_or(0, |f| f.ap);
        if hinted == Action::EndTurn && ap > 0 {
            found = Some(ap);
            break;
        }
        h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
        settle(&mut h);
        hinted = if hinted == Action::EndTurn {
            h.key_press(egui::Key::Space);
            settle(&mut h);
            ask_hint(&mut h)[0]
        } else {
            wait_for_hint(&mut h)[0]
        };
    }
    let ap = found.expect("the bot ends a turn with AP left within 40 hints");
    // The hint says what ending does with them (FAM-AP-3), not a bare
    // "End the turn".
    let saved = ap.min(4);
    let words = if ap > saved {
        format!(
            "Hint: End the turn, saving {saved} AP and losing {}",
            ap - saved
        )
    } else {
        format!("Hint: End the turn, saving {ap} AP for the next turn")
    };
    h.get_by_label(&words);
    let turn = session(&mut h).state().turn();
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::H);
    settle(&mut h);
    h.get_by_label("End the turn?");
    assert_eq!(session(&mut h).state().turn(), turn, "not ended yet");
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert!(h.query_by_label("End the turn?").is_none());
    let s = session(&mut h).state();
    assert!(s.turn() > turn, "ended once confirmed");
}

/// H while the fire phase's pictures run before a person's turn shows
/// them at once and hints (the game is already where they lead), rather
/// than refusing with "A hint is for your own turn" (seen in a real
/// window: H pressed during those pictures left the refusal standing
/// under the next hint for the whole turn).
#[test]
fn h_during_the_fire_phase_pictures_skips_them_and_hints() {
    let mut h = ann_and_bo_game();
    place_two_and_settle(&mut h);
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Slow;
    h.key_press(egui::Key::E);
    settle(&mut h);
    confirm_end_turn(&mut h);
    assert!(
        h.state_mut().play_screen().expect("play").is_animating(),
        "the fire phase's pictures run"
    );
    let bo = session(&mut h).state().active();
    let hinted = ask_hint(&mut h);
    assert!(!hinted.is_empty());
    assert!(
        !h.state_mut().play_screen().expect("play").is_animating(),
        "the pictures were skipped"
    );
    assert_eq!(session(&mut h).state().active(), bo, "Bo's hint");
    assert!(h.query_by_label("A hint is for your own turn").is_none());
}

/// A hint asked for while a bot plays is refused (a hint is for the
/// person to act); asked again on the person's own turn, it comes and the
/// refusal has gone.
#[test]
fn the_refusal_of_an_early_hint_goes_when_the_hint_comes() {
    let mut h = ann_and_bo_game();
    place_two_and_settle(&mut h);
    // Bo's seat is handed to a bot: Ann's turn ends, and H during Bo's is
    // refused.
    super::bots::open_who_plays(&mut h);
    h.get_by_label("Firefighter 2 (green, Bo): a bot plays")
        .click();
    settle(&mut h);
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    h.key_press(egui::Key::E);
    settle(&mut h);
    confirm_end_turn(&mut h);
    let refused = step_until(&mut h, |h| {
        if h.state_mut()
            .play_screen()
            .expect("play")
            .bot_to_act()
            .is_none()
        {
            return false;
        }
        h.key_press(egui::Key::H);
        h.step();
        h.query_by_label("A hint is for your own turn").is_some()
    });
    assert!(refused, "refused while Bo (a bot) plays");
    let ann_again = step_until(&mut h, |h| {
        let play = h.state_mut().play_screen().expect("play");
        play.bot_to_act().is_none() && !play.is_animating()
    });
    assert!(ann_again, "Bo's turn ends");
    settle(&mut h);
    ask_hint(&mut h);
    assert!(h.query_by_label("A hint is for your own turn").is_none());
}

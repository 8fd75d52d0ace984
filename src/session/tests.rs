//! Seats played by bots: what the save keeps, how they are named, and how
//! undo takes back their steps with the last human action.

use std::path::Path;
use std::sync::Arc;

use super::{SeatInfo, Session, UndoBlocked, seat_to_act};
use crate::engine::board::Board;
use crate::engine::board::io::load_board;
use crate::engine::config::GameConfig;
use crate::engine::state::Stage;
use crate::engine::{Action, GameState};

fn front() -> Arc<Board> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json");
    Arc::new(load_board(&path).expect("shipped board"))
}

fn seat(player: &str, bot: bool) -> SeatInfo {
    SeatInfo {
        player: player.into(),
        colour: String::new(),
        bot,
    }
}

/// A family game on the front board with these seats (`true`: a bot).
fn game(bots: &[bool]) -> Session {
    let n = u8::try_from(bots.len()).expect("a few seats");
    let mut s = Session::new(front(), None, GameConfig::family(n), 42).expect("valid");
    s.set_seats(bots.iter().map(|&b| seat("", b)).collect());
    s
}

/// The first legal start cell, as a bot or a player would pick one.
fn place(s: &mut Session) {
    let a = first(s.state(), |a| matches!(a, Action::PlaceFirefighter(_)));
    s.apply(a).expect("legal");
}

fn first(state: &GameState, pick: impl Fn(Action) -> bool) -> Action {
    state
        .legal_actions()
        .into_iter()
        .find(|&a| pick(a))
        .expect("such an action is legal")
}

#[test]
fn a_bot_flag_is_saved_only_when_set_and_old_seats_still_load() {
    let human = serde_json::to_string(&seat("Ann", false)).expect("json");
    assert_eq!(human, r#"{"player":"Ann"}"#, "human seats are as before");
    let bot = serde_json::to_string(&seat("", true)).expect("json");
    assert_eq!(bot, r#"{"bot":true}"#);
    let old: SeatInfo = serde_json::from_str(r#"{"player":"Bo","colour":"green"}"#).expect("old");
    assert!(!old.bot);
    let back: SeatInfo = serde_json::from_str(&bot).expect("round trip");
    assert!(back.bot);
}

#[test]
fn a_bot_seat_is_named_as_a_bot() {
    assert_eq!(seat("", true).shown_name(1), "Bot 2");
    assert_eq!(seat("Robo", true).shown_name(0), "Bot Robo");
    assert_eq!(seat("Bot Max", true).shown_name(0), "Bot Max");
    assert_eq!(seat("Bottle", true).shown_name(0), "Bot Bottle");
    assert_eq!(seat(" Ann ", false).shown_name(0), "Ann");
    assert_eq!(seat("", false).shown_name(3), "");
}

#[test]
fn the_log_and_the_save_name_bot_seats() {
    let mut s = game(&[false, true]);
    place(&mut s);
    place(&mut s);
    assert!(s.log().iter().any(|l| l.contains("Bot 2 (Firefighter 2)")));
    let path = Path::new("bots.json");
    let loaded = Session::from_json(&s.to_json(), path).expect("loads");
    assert_eq!(loaded.seats(), s.seats());
    assert_eq!(loaded.bot_to_act(), None, "seat 1 (human) acts");
}

#[test]
fn the_seat_to_act_is_a_bot_only_when_its_seat_is() {
    let mut s = game(&[false, true, true]);
    assert_eq!(seat_to_act(s.state()), 0);
    assert_eq!(s.bot_to_act(), None);
    place(&mut s);
    assert_eq!(s.bot_to_act(), Some(1));
    assert!(s.played()[0].actor == 0);
    place(&mut s);
    assert_eq!(s.played()[1].actor, 1);
    assert_eq!(s.bot_to_act(), Some(2));
}

/// After the human placed and the bots placed after it, undo goes back
/// to before the human's placement, and redo plays all three again.
#[test]
fn undo_takes_back_the_bots_steps_with_the_last_human_action() {
    let mut s = game(&[false, true, true]);
    for _ in 0..3 {
        place(&mut s);
    }
    assert_eq!(s.state().stage(), Stage::Actions);
    let done = s.steps().to_vec();
    s.undo_to_human().expect("undo");
    assert!(s.steps().is_empty(), "the human's placement is undone too");
    assert_eq!(s.state().stage(), Stage::PlaceFirefighters);
    assert_eq!(seat_to_act(s.state()), 0);
    assert!(s.redo());
    assert_eq!(s.steps(), done.as_slice(), "one redo plays all three again");
    assert!(!s.can_redo());
    // The human's own step after that: undone alone.
    let a = first(s.state(), |a| matches!(a, Action::Move(_)));
    s.apply(a).expect("legal");
    s.undo_to_human().expect("undo");
    assert_eq!(s.steps(), done.as_slice());
}

/// Only bot steps since the last dice roll: those are undone, and the
/// roll stops undo as it does for people.
#[test]
fn undo_with_only_bot_steps_since_the_roll_takes_those_back() {
    let mut s = game(&[false, true]);
    place(&mut s);
    place(&mut s);
    s.force_dice(vec![6, 1]);
    s.apply(Action::EndTurn).expect("the human ends the turn");
    assert_eq!(s.bot_to_act(), Some(1));
    let after_roll = s.steps().len();
    for _ in 0..2 {
        let a = first(s.state(), |a| matches!(a, Action::Move(_)));
        s.apply(a).expect("legal");
    }
    s.undo_to_human().expect("undo");
    assert_eq!(s.steps().len(), after_roll, "both bot moves are undone");
    assert_eq!(s.undo_to_human(), Err(UndoBlocked::Dice));
    assert_eq!(s.steps().len(), after_roll);
}

/// Without bots, undo_to_human is plain undo: one action at a time.
#[test]
fn without_bots_undo_to_human_takes_back_one_action() {
    let mut s = game(&[false, false]);
    place(&mut s);
    place(&mut s);
    s.undo_to_human().expect("undo");
    assert_eq!(s.steps().len(), 1);
    s.undo_to_human().expect("undo");
    assert!(s.steps().is_empty());
    assert_eq!(s.undo_to_human(), Err(UndoBlocked::Nothing));
}

/// A game saved mid-turn and loaded again (Continue after closing the
/// window) undoes that turn's actions back to the same barrier as before
/// the save: the last roll or reveal, not the load.
#[test]
fn a_loaded_game_undoes_back_to_the_same_barrier() {
    let mut s = game(&[false, false]);
    place(&mut s);
    place(&mut s);
    let before = s.state().clone();
    let walk = first(s.state(), |a| matches!(a, Action::Move(_)));
    s.apply(walk).expect("legal");
    let path = Path::new("mid-turn.json");
    let mut loaded = Session::from_json(&s.to_json(), path).expect("loads");
    assert_eq!(loaded.can_undo(), s.can_undo());
    loaded.undo().expect("the walk is taken back");
    assert_eq!(loaded.state().firefighters(), before.firefighters());
    loaded.undo().expect("and a placement");
    loaded.undo().expect("and the first");
    assert_eq!(loaded.undo(), Err(UndoBlocked::Nothing));
}

/// A game of two people, Ann and Bo, both placed: Ann's turn.
fn ann_and_bo_placed() -> Session {
    let mut s = game(&[false, false]);
    s.set_seats(vec![seat("Ann", false), seat("Bo", false)]);
    place(&mut s);
    place(&mut s);
    s
}

/// The first legal move of the firefighter to act.
fn step(s: &mut Session) {
    let a = first(s.state(), |a| matches!(a, Action::Move(_)));
    s.apply(a).expect("legal");
}

/// Ann hands her seat to a bot once the two placements are made, and her
/// bot moves.
fn ann_hands_over() -> Session {
    let mut s = ann_and_bo_placed();
    s.hand_over(0, true);
    step(&mut s);
    s
}

#[test]
fn the_log_names_a_seat_handed_to_a_bot_as_it_was_played() {
    let mut s = ann_hands_over();
    let log = s.log();
    let placed = log
        .iter()
        .find(|l| l.starts_with("Ann (Firefighter 1) starts at"));
    assert!(
        placed.is_some(),
        "Ann placed her firefighter herself: {log:#?}"
    );
    assert!(
        !log.iter()
            .any(|l| l.starts_with("Bot Ann (Firefighter 1) starts"))
    );
    let moved = log
        .iter()
        .find(|l| l.starts_with("Bot Ann (Firefighter 1) moved"));
    assert!(moved.is_some(), "the bot moved: {log:#?}");
    assert!(!s.was_bot(0, 0) && s.was_bot(2, 0) && !s.was_bot(2, 1));
    assert!(!s.seats_at(1)[0].bot && s.seats_at(2)[0].bot);
    // A second handover (Ann is back) names the actions after it only.
    s.hand_over(0, false);
    assert!(s.was_bot(2, 0) && !s.was_bot(3, 0));
    assert_eq!(s.handovers().len(), 2);
    s.hand_over(0, false);
    assert_eq!(s.handovers().len(), 2, "no change, nothing recorded");
}

#[test]
fn a_save_keeps_the_handovers_and_older_saves_load_without_them() {
    let s = ann_hands_over();
    let json = s.to_json();
    assert!(json.contains("\"handovers\""));
    let loaded = Session::from_json(&json, Path::new("handed.json")).expect("loads");
    assert_eq!(loaded.handovers(), s.handovers());
    assert_eq!(loaded.log(), s.log());
    let human = game(&[false, false]).to_json();
    assert!(!human.contains("handovers"), "left out when there are none");
}

/// Undo after a handover: the person's actions before it are still a
/// person's, so undo stops at the last of them (not at the one before,
/// as it would if the seat had always been a bot's). A handover after the
/// actions kept is taken back with them: a seat handed to a bot by
/// mistake is its person's again, rather than the bot playing the undone
/// turn anew; redo hands it over again where it was. A handover before
/// the actions kept stays.
#[test]
fn undo_after_a_handover_knows_who_played_before_it() {
    let mut s = ann_and_bo_placed();
    // Bo leaves the table before anyone moves.
    s.hand_over(1, true);
    // Ann moves herself, then hands her seat to a bot; her bot moves.
    step(&mut s);
    s.hand_over(0, true);
    step(&mut s);
    assert_eq!(s.played().len(), 4);
    let before = s.log();
    s.undo_to_human().expect("undo");
    assert_eq!(s.played().len(), 2, "back to before Ann's own move");
    assert!(!s.is_bot(0), "her seat is hers again");
    assert!(s.is_bot(1), "Bo's bot, handed over before, still plays");
    assert_eq!(s.handovers().len(), 1);
    assert_eq!(s.bot_to_act(), None, "Ann's turn, not her bot's");
    let log = s.log();
    assert!(
        log.iter()
            .any(|l| l.starts_with("Ann (Firefighter 1) starts at")),
        "{log:#?}"
    );
    // Redo: the moves again, the seat handed over between them.
    assert!(s.redo());
    assert_eq!(s.played().len(), 4);
    assert!(s.is_bot(0));
    assert!(!s.was_bot(2, 0) && s.was_bot(3, 0));
    assert_eq!(s.log(), before);
}

/// A person who takes a seat back from its bot, then undoes, undoes the
/// bot's steps to play them themselves: undo never gives a seat to a bot,
/// so the seat stays theirs.
#[test]
fn undo_after_taking_a_seat_back_keeps_it_a_persons() {
    let mut s = ann_and_bo_placed();
    step(&mut s);
    s.hand_over(0, true);
    step(&mut s);
    step(&mut s);
    // Ann does not like what her bot does: she takes the seat back.
    s.hand_over(0, false);
    s.undo_to_human().expect("undo");
    assert_eq!(s.played().len(), 2, "back to before Ann's own move");
    assert!(!s.is_bot(0), "the seat stays Ann's");
    assert_eq!(s.bot_to_act(), None);
    // Her earlier actions are still named as hers.
    assert!(!s.was_bot(0, 0) && !s.was_bot(1, 0));
    let log = s.log();
    assert!(
        log.iter()
            .any(|l| l.starts_with("Ann (Firefighter 1) starts at")),
        "{log:#?}"
    );
}

/// Players know the Victims by the order they were found: the log names
/// the first one turned over "Victim 1", whichever token of the bag it
/// was, and a saved game loaded again numbers them the same.
#[test]
fn the_log_numbers_the_victims_in_the_order_they_are_found() {
    use crate::engine::event::Event;
    use crate::engine::state::PoiKind;
    // Plain, repeatable walks through legal actions until one finds two
    // Victims (bounded: a game ends long before 2,000 actions).
    let found_two = |seed: u64| {
        let mut s = Session::new(front(), None, GameConfig::family(2), seed).expect("valid");
        let mut pick = seed;
        let mut found = Vec::new();
        for _ in 0..2_000 {
            if found.len() >= 2 || s.state().is_over() {
                break;
            }
            let legal = s.state().legal_actions();
            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let action = legal[(pick >> 33) as usize % legal.len()];
            let events = s.apply(action).expect("legal").to_vec();
            found.extend(events.iter().filter_map(|e| match *e {
                Event::PoiRevealed {
                    token,
                    kind: PoiKind::Victim,
                    ..
                } => Some(token),
                _ => None,
            }));
        }
        (s, found)
    };
    let (s, found) = (0..20)
        .map(found_two)
        .find(|(_, found)| found.len() >= 2 && found[0] != 0)
        .expect("a walk finds two Victims");
    let numbers = s.victim_numbers();
    assert_eq!(numbers[usize::from(found[0])], 1);
    assert_eq!(numbers[usize::from(found[1])], 2);
    let log = s.log();
    let first = log.iter().position(|l| l.ends_with(" is Victim 1"));
    let second = log.iter().position(|l| l.ends_with(" is Victim 2"));
    assert!(first.is_some() && first < second, "{log:#?}");
    let loaded = Session::from_json(&s.to_json(), Path::new("found.json")).expect("loads");
    assert_eq!(loaded.victim_numbers(), numbers);
    assert_eq!(loaded.log(), log);
}

/// FAM-KD-1 in the game's own log: the family game has no vehicles, so a
/// knocked-down firefighter is taken to the nearest Ambulance spot, not
/// to "the Ambulance"; the experienced game names the vehicle (EXP-KD-1).
#[test]
fn the_log_says_where_a_knocked_down_firefighter_goes() {
    use crate::engine::config::Difficulty;
    use crate::engine::event::Event;
    // Plain, repeatable walks through legal actions until a firefighter is
    // taken off its cell (bounded: a game ends long before 3,000 actions).
    let taken_in = |config: GameConfig| {
        (0..40)
            .find_map(|seed| {
                let mut s = Session::new(front(), None, config.clone(), seed).expect("valid");
                let mut pick = seed;
                for _ in 0..3_000 {
                    if s.state().is_over() {
                        return None;
                    }
                    let legal = s.state().legal_actions();
                    pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let action = legal[(pick >> 33) as usize % legal.len()];
                    let events = s.apply(action).expect("legal").to_vec();
                    if events
                        .iter()
                        .any(|e| matches!(e, Event::Relocated { from, to, .. } if from != to))
                    {
                        return Some(s.log());
                    }
                }
                None
            })
            .expect("a walk in which a firefighter is knocked down")
    };
    let log = taken_in(GameConfig::family(2));
    assert!(
        log.iter()
            .any(|l| l.contains(" taken to the nearest Ambulance spot: from ")),
        "{log:#?}"
    );
    assert!(!log.iter().any(|l| l.contains("taken to the Ambulance")));
    let log = taken_in(GameConfig::experienced(2, Difficulty::Recruit));
    assert!(
        log.iter()
            .any(|l| l.contains(" taken to the Ambulance: from ")),
        "{log:#?}"
    );
}

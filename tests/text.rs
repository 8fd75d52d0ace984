//! The player wording (`flashpoint::text`) on real games: refusals the rules
//! really give, whole random games worded line by line on one-floor and
//! multi-floor boards, and space names that agree with the board files'
//! own naming (`layout::place_name`).

mod common;

use std::sync::Arc;

use common::invariants::random_candidate;
use common::random_board::random_board;
use common::*;
use flashpoint::engine::board::Board;
use flashpoint::engine::board::io::load_board;
use flashpoint::engine::board::layout::place_name;
use flashpoint::engine::config::Difficulty;
use flashpoint::engine::dice::{Dice, derive_seed};
use flashpoint::engine::event::Event;
use flashpoint::engine::state::{GAME_VICTIMS, PoiKind};
use flashpoint::engine::{Action, Dir, EdgeRef, GameConfig, GameState, Item, Pos};
use flashpoint::sim::Player;
use flashpoint::text::{Names, action_line, event_line, refusal_line};
use serde_json::json;

fn townhouse() -> Arc<Board> {
    Arc::new(load_board(&path("boards/townhouse.json")).unwrap_or_else(|e| panic!("{e}")))
}

fn players() -> Vec<String> {
    ["Ann", "Bob", "", "Dee", "Eve", "Fay"]
        .map(String::from)
        .to_vec()
}

/// What players must never read: the engine's floor prefix ("1:2,3"), its
/// edge notation ("3,4E"), Rust's debug forms, or a format string gone wrong.
fn engine_notation(line: &str) -> Option<&'static str> {
    let b = line.as_bytes();
    if b.windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit())
    {
        return Some("floor prefix");
    }
    for (i, w) in b.windows(3).enumerate() {
        let edge = w[0] == b','
            && w[1].is_ascii_digit()
            && b"NESW".contains(&w[2])
            && b.get(i + 3).is_none_or(|c| !c.is_ascii_alphabetic());
        if edge {
            return Some("edge notation");
        }
    }
    for bad in [
        "{", "}", "Some(", "None", "::", "_", "victim(", "Victim(", "Hazmat(", "Dir(",
    ] {
        if line.contains(bad) {
            return Some(bad);
        }
    }
    if b.windows(2)
        .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase())
    {
        return Some("CamelCase");
    }
    None
}

#[test]
fn the_notation_check_sees_engine_names() {
    assert_eq!(engine_notation("moved 1:2,3"), Some("floor prefix"));
    assert_eq!(engine_notation("door 3,4E"), Some("edge notation"));
    assert_eq!(engine_notation("chop 3,4E"), Some("edge notation"));
    assert_eq!(engine_notation("Item::Victim(3)"), Some("::"));
    assert_eq!(engine_notation("Turn 3: Ann (Firefighter 1) starts"), None);
    assert_eq!(engine_notation("the wall east of 3,8 Upper floor"), None);
}

// --- names agree with the board files' ---

/// Every space on `board` named by `Names` as `layout::place_name` names it
/// (the validator and the editor use that one).
fn names_agree_with_place_name(board: &Board) {
    let names = Names::plain(board);
    for c in board.cell_ids() {
        let pos = board.pos(c);
        assert_eq!(
            names.cell(pos),
            place_name(board.layout(), pos),
            "{} at {pos}",
            board.name()
        );
    }
}

#[test]
fn names_agree_with_place_name_on_the_shipped_boards() {
    for board in [front(), back(), townhouse(), two_floor()] {
        names_agree_with_place_name(&board);
    }
}

#[test]
fn names_agree_with_place_name_on_random_boards() {
    for seed in 0..40 {
        let (board, _) = random_board(seed);
        names_agree_with_place_name(&board);
    }
}

#[test]
fn names_agree_with_place_name_on_an_unnamed_floor_and_off_the_grid() {
    let mut layout = townhouse().layout().clone();
    layout.floors[1].name = " ".to_owned();
    let board = Board::from_layout(layout.clone()).unwrap_or_else(|e| panic!("{e}"));
    names_agree_with_place_name(&board);
    let n = Names::plain(&board);
    assert_eq!(n.cell(Pos::on(1, 3, 4)), "3,8 unnamed floor 2");
    // Off the grid (a refused action's place): plain row and column.
    let off = Pos::on(1, 9, 9);
    assert_eq!(n.cell(off), place_name(&layout, off));
}

#[test]
fn every_space_of_a_shipped_board_has_its_own_name() {
    for board in [front(), back(), townhouse(), two_floor()] {
        let names = Names::plain(&board);
        let mut all: Vec<String> = board.cell_ids().map(|c| names.cell_id(c)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), board.cell_count(), "{}", board.name());
    }
}

// --- refusals the rules really give ---

#[test]
fn refusals_on_the_front_board_name_what_the_player_sees() {
    let names = players();
    let board = front();
    let n = Names::new(&board, &names);
    let refusal = |snapshot: serde_json::Value, action: Action| {
        let s = state(front(), snapshot);
        match s.check(action) {
            Ok(()) => panic!("{action} was allowed"),
            Err(e) => refusal_line(&n, &e),
        }
    };
    let at_ap = |cell: &str, ap: u8| json!({"firefighters": [{"at": cell, "ap": ap}]});

    assert_eq!(
        refusal(at_ap("1,1", 4), Action::Move(at("1,3"))),
        "1,3 is not next to 1,1"
    );
    assert_eq!(
        refusal(at_ap("2,3", 4), Action::Move(at("2,4"))),
        "the wall between 2,3 and 2,4 is in the way"
    );
    assert_eq!(
        refusal(at_ap("1,3", 4), Action::Move(at("1,4"))),
        "the closed door between 1,3 and 1,4 is in the way"
    );
    assert_eq!(
        refusal(
            at_ap("1,1", 4),
            Action::Open(EdgeRef::new(at("1,3"), Dir::E))
        ),
        "the door between 1,3 and 1,4 is not a side of 1,1"
    );
    assert_eq!(
        refusal(
            at_ap("2,3", 1),
            Action::Chop(EdgeRef::new(at("2,3"), Dir::E))
        ),
        "needs 2 AP, you have 1"
    );
    assert_eq!(
        refusal(
            at_ap("1,3", 4),
            Action::Chop(EdgeRef::new(at("1,4"), Dir::W))
        ),
        "the door between 1,3 and 1,4 cannot be chopped: only walls take damage"
    );
    assert_eq!(
        refusal(
            at_ap("3,8", 4),
            Action::Open(EdgeRef::new(at("3,8"), Dir::E))
        ),
        "the wall east of 3,8 cannot be opened or closed"
    );
    assert_eq!(
        refusal(at_ap("1,1", 4), Action::RemoveSmoke(at("1,2"))),
        "there is no Smoke at 1,2"
    );
    assert_eq!(
        refusal(at_ap("1,1", 4), Action::RemoveSmoke(at("4,4"))),
        "4,4 is neither your space nor next to it"
    );
    assert_eq!(
        refusal(at_ap("1,1", 4), Action::Move(at("9,9"))),
        "there is no such space on this board"
    );
}

#[test]
fn refusals_on_the_upper_floor_carry_the_floor_name() {
    let board = townhouse();
    let n = Names::plain(&board);
    // Stand on the upper floor and step onto its outside ring.
    let s = state(
        townhouse(),
        json!({"firefighters": [{"at": "1:3,4", "ap": 4}]}),
    );
    let why = s
        .check(Action::Move(at("1:3,5")))
        .err()
        .map(|e| refusal_line(&n, &e));
    assert_eq!(
        why.as_deref(),
        Some("the wall east of 3,8 Upper floor is in the way")
    );
    let why = s
        .check(Action::Move(at("1:1,1")))
        .err()
        .map(|e| refusal_line(&n, &e));
    assert_eq!(
        why.as_deref(),
        Some("1,5 Upper floor is not next to 3,8 Upper floor")
    );
}

// --- whole games ---

/// Words every event, action and (for a sample of random, mostly illegal
/// candidates) refusal of `games` random games on `board`; panics on the
/// first line with engine notation. Returns the lines worded.
fn word_games(
    board: Arc<Board>,
    games: u64,
    base_seed: u64,
    make_config: impl Fn(&mut Dice) -> GameConfig,
) -> usize {
    let names = players();
    let mut worded = 0;
    for i in 0..games {
        let seed = derive_seed(base_seed, i);
        let mut knobs = Dice::from_seed(seed ^ 0xABCD);
        let config = make_config(&mut knobs);
        let Ok(mut player) = Player::new(Arc::clone(&board), config.clone()) else {
            continue;
        };
        let n = Names::new(&board, &names);
        let mut events: Vec<Event> = Vec::new();
        let mut lines: Vec<String> = Vec::new();
        let mut candidates = Dice::from_seed(seed ^ 0x5151);
        player.play_with(seed, 3_000, &mut events, |s: &GameState, action| {
            lines.push(action_line(&n, action));
            let candidate = random_candidate(s.board(), &mut candidates);
            if let Err(e) = s.check(candidate) {
                lines.push(refusal_line(&n, &e));
            }
        });
        let tokens = player.state().tokens();
        for event in &events {
            let line = event_line(&n, event);
            // Victims are counted from 1, the same number in every line,
            // and only Victim tokens are called Victims: the 10 in the box
            // read Victim 1 to Victim 10.
            let victim = match *event {
                Event::PoiRevealed {
                    token,
                    kind: PoiKind::Victim,
                    ..
                }
                | Event::VictimRescued { token, .. }
                | Event::VictimLost { token, .. }
                | Event::Treated { token, .. }
                | Event::LeadStarted { token, .. }
                | Event::LeadEnded { token, .. }
                | Event::PickedUp {
                    item: Item::Victim(token),
                    ..
                }
                | Event::Dropped {
                    item: Item::Victim(token),
                    ..
                } => Some(token),
                _ => None,
            };
            if let Some(token) = victim {
                assert!(token < GAME_VICTIMS, "{event:?}");
                assert_eq!(tokens[usize::from(token)].kind, PoiKind::Victim);
                let number = format!("Victim {}", token + 1);
                assert!(line.contains(&number), "{line:?} for {event:?}");
            }
            lines.push(line);
        }
        for line in &lines {
            if let Some(bad) = engine_notation(line) {
                panic!(
                    "{} seed {seed} ({config:?}): {line:?} has {bad}",
                    board.name()
                );
            }
            assert!(!line.is_empty());
        }
        worded += lines.len();
    }
    worded
}

#[test]
fn random_family_games_on_the_front_board_read_in_player_terms() {
    let lines = word_games(front(), 60, 1, random_family_config);
    assert!(lines > 10_000, "only {lines} lines");
}

#[test]
fn random_experienced_games_read_in_player_terms() {
    for (k, difficulty) in Difficulty::ALL.into_iter().enumerate() {
        let board = front();
        let accepts = |c: &GameConfig| GameState::new(front(), c.clone(), 0).is_ok();
        let lines = word_games(board, 25, 10 + k as u64, |knobs| {
            random_experienced_config(knobs, difficulty, accepts)
        });
        assert!(lines > 2_000, "only {lines} lines");
    }
}

#[test]
fn random_games_on_multi_floor_boards_read_in_player_terms() {
    let lines = word_games(townhouse(), 40, 3, random_family_config);
    assert!(lines > 5_000, "only {lines} lines");
    let lines = word_games(two_floor(), 40, 4, random_family_config);
    assert!(lines > 5_000, "only {lines} lines");
    let house = townhouse();
    let accepts = |c: &GameConfig| GameState::new(townhouse(), c.clone(), 0).is_ok();
    let lines = word_games(house, 30, 5, |knobs| {
        random_experienced_config(knobs, Difficulty::Veteran, accepts)
    });
    assert!(lines > 3_000, "only {lines} lines");
}

#[test]
fn a_multi_floor_game_log_names_both_floors() {
    // Fire spreads over both floors of the townhouse in a long enough game.
    let board = townhouse();
    let n = Names::plain(&board);
    let mut seen_ground = false;
    let mut seen_upper = false;
    for i in 0..20 {
        let mut player =
            Player::new(Arc::clone(&board), family(4)).unwrap_or_else(|e| panic!("{e}"));
        let mut events: Vec<Event> = Vec::new();
        player.play(derive_seed(7, i), 3_000, &mut events);
        for event in &events {
            let line = event_line(&n, event);
            seen_ground |= line.contains(" Ground floor");
            seen_upper |= line.contains(" Upper floor");
        }
    }
    assert!(seen_ground && seen_upper);
}

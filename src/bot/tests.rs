//! The bot's contract: legal, deterministic, blind to what is hidden.

use std::sync::Arc;

use super::{Bot, Strength};
use crate::engine::board::Board;
use crate::engine::board::io::load_board;
use crate::engine::config::GameConfig;
use crate::engine::dice::{Dice, derive_seed};
use crate::engine::event::Discard;
use crate::engine::state::{GameState, PoiKind, TokenPlace};

fn board(name: &str) -> Arc<Board> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    Arc::new(load_board(&path).expect("shipped board"))
}

/// States along random games: the bot is asked at each.
fn random_states(board: &Arc<Board>, config: GameConfig, seed: u64, take: usize) -> Vec<GameState> {
    let mut s = GameState::new(Arc::clone(board), config, seed).expect("a game");
    let mut dice = Dice::from_seed(derive_seed(seed, 7));
    let mut out = Vec::new();
    while !s.is_over() && out.len() < take {
        let legal = s.legal_actions();
        out.push(s.clone());
        let a = legal[dice.uniform(legal.len() as u32) as usize];
        s.apply_into(a, &mut Discard).expect("legal");
    }
    out
}

/// The bot only ever proposes legal actions, on every shipped board, in
/// both game modes.
#[test]
fn the_bot_proposes_only_legal_actions() {
    let mut bot = Bot::new(Strength::Fast);
    for name in [
        "front.json",
        "back.json",
        "townhouse.json",
        "highrise.json",
        "brownstone.json",
    ] {
        let b = board(name);
        let configs = [
            GameConfig::family(3),
            GameConfig::experienced(4, crate::engine::Difficulty::Veteran),
        ];
        for (k, config) in configs.into_iter().enumerate() {
            for s in random_states(&b, config, 11 + k as u64, 60) {
                let a = bot.choose(&s, 5).expect("a move while the game goes on");
                assert!(
                    s.check(a).is_ok(),
                    "{name}: {a} is refused: {:?}",
                    s.check(a)
                );
            }
        }
    }
}

/// Same state and seed, same choice; a new bot agrees with a used one.
#[test]
fn the_bot_is_deterministic() {
    let b = board("front.json");
    let mut used = Bot::new(Strength::Normal);
    for s in random_states(&b, GameConfig::family(4), 3, 25) {
        let a = used.choose(&s, 9);
        assert_eq!(a, Bot::new(Strength::Normal).choose(&s, 9));
    }
}

/// The bot cannot see face-down POIs: swapping the kinds of two face-down
/// tokens (a Victim and a False Alarm) never changes its choice.
#[test]
fn the_bot_does_not_read_face_down_pois() {
    let b = board("front.json");
    let mut bot = Bot::new(Strength::Normal);
    let mut checked = 0;
    for s in random_states(&b, GameConfig::family(4), 21, 40) {
        let hidden: Vec<usize> = s
            .tokens()
            .iter()
            .enumerate()
            .filter(|(_, t)| {
                matches!(
                    t.place,
                    TokenPlace::Board {
                        revealed: false,
                        ..
                    } | TokenPlace::Bag
                )
            })
            .map(|(i, _)| i)
            .collect();
        let victim = hidden
            .iter()
            .find(|&&i| s.tokens()[i].kind == PoiKind::Victim);
        let alarm = hidden
            .iter()
            .find(|&&i| s.tokens()[i].kind == PoiKind::FalseAlarm);
        let (Some(&v), Some(&f)) = (victim, alarm) else {
            continue;
        };
        let mut swapped = s.clone();
        swapped.tokens[v].kind = PoiKind::FalseAlarm;
        swapped.tokens[f].kind = PoiKind::Victim;
        assert_eq!(bot.choose(&s, 4), bot.choose(&swapped, 4));
        checked += 1;
    }
    assert!(checked > 10, "{checked}");
}

//! Issue 15: the bot's strength must not silently get worse. The games are
//! deterministic (seeded dice, seeded bot), so a fixed set of games gives a
//! fixed result: the floor below sits well under today's figure and fails
//! only when a change makes the bot clearly weaker. The full measurement
//! over 1,000+ games is `flashpoint estimate` (README, "Bots").

mod common;
use common::*;

use std::sync::Arc;

use flashpoint::engine::GameConfig;
use flashpoint::sim::{DEFAULT_MAX_TURNS, Games, Policy, simulate_with};

/// The first `count` games of seed 0 on the front board, played by
/// `policy`: their totals, after checking that none hit an engine error.
fn front_games(config: GameConfig, count: u64, policy: Policy) -> flashpoint::sim::Totals {
    let games = Games {
        seed: 0,
        first: 0,
        count,
    };
    let report =
        simulate_with(front(), config, games, None, DEFAULT_MAX_TURNS, policy).expect("runs");
    let t = report.totals;
    assert_eq!(t.engine_errors, 0, "{:?}", t.failures);
    t
}

/// 30 fast-bot games on the front board (seed 0).
fn thirty_fast_bot_games(config: GameConfig) -> flashpoint::sim::Totals {
    front_games(config, 30, Policy::FastBot)
}

/// 30 fast-bot family games on the front board with 4 firefighters: 12
/// won when this test was written (40 %), 15 since the drive fix, the
/// retuned weights and one imagined fire phase, 14 after a step into Fire
/// stopped being scored as if the turn had ended there (the fast bot's
/// 1,000-game figure rose from 46.5% to 54.2%); the floor is 9. No engine
/// error.
#[test]
fn the_fast_bot_wins_family_games_on_the_front_board() {
    let t = thirty_fast_bot_games(GameConfig::family(4));
    assert!(t.wins >= 9, "{} of 30 won (16 today)", t.wins);
}

/// 30 fast-bot experienced Recruit games on the front board: Victims
/// rescued in all (the fast bot seldom wins the experienced game, so the
/// wins alone would not show a weaker bot). 59 before Victims left on another
/// Ambulance spot counted as nearly safe (EXP-VEH-RESCUE-1b) and a step
/// into Fire stopped looking like a gain, 74 since, 85 since the
/// Driver/Operator heads for the Engine; the floor is 58.
#[test]
fn the_fast_bot_rescues_victims_in_experienced_games() {
    let t = thirty_fast_bot_games(GameConfig::experienced(
        4,
        flashpoint::engine::Difficulty::Recruit,
    ));
    assert!(
        t.rescued >= 58,
        "{} rescued in 30 games, {} won",
        t.rescued,
        t.wins
    );
}

/// Experienced Recruit games on the front board with the default bot and
/// the bots' choice of cards (EXP-SETUP-10): the team the estimate plays.
/// Of the first 40, 11 were won when this test was written (3 of the same
/// games with the cards dealt at random), 23 since the Driver/Operator heads
/// for the Engine and the Engine parks by the Fire, 28 since the teammates
/// keep out of the deck gun's area, 33 since six actions at each step are
/// looked into (65.0% over 1,000 games: those 40 had been lucky), and 25
/// with the weaker pull towards POIs and Victims, which wins more of the
/// 1,000 (69.0%). 40 games vary by about six wins either way, too many for
/// a floor, so the test plays 80: 54 won today (67.5%); the floor is 50,
/// the same share of the games as the 25 of 40 it was.
#[test]
fn the_bot_team_wins_experienced_games() {
    use flashpoint::bot::team::fill_unlisted;
    let mut config = GameConfig::experienced(4, flashpoint::engine::Difficulty::Recruit);
    fill_unlisted(&mut config, &front());
    let t = front_games(config, 80, Policy::Bot);
    assert!(t.wins >= 50, "{} of 80 won, {} rescued", t.wins, t.rescued);
}

/// The bot plays any board that validates (the editor's Difficulty window
/// runs it on boards just drawn): on random generated boards, family and
/// experienced games with the fast bot end without an engine error or a
/// turn going round in circles (sim::Defect).
///
/// One exception, named: a board whose dice name only a few inside cells
/// (the validator warns: R49, R50) can leave a careful player nothing to do,
/// with no POI left to place and no fire that can come. Random play ends
/// such a game by chopping the walls down; the bot never chops for nothing,
/// so there the game may run to the turn bound.
#[test]
fn the_bot_finishes_games_on_random_boards() {
    use common::random_board::random_board;
    use flashpoint::engine::Difficulty;
    use flashpoint::sim::Defect;
    let (mut played, mut stalled) = (0, 0);
    for seed in 0..24u64 {
        let (board, _) = random_board(seed);
        let rolled_inside = board
            .cell_ids()
            .filter(|&c| board.kind(c).is_interior() && board.cell(c).roll.is_some())
            .count();
        let mut experienced = GameConfig::experienced(4, Difficulty::Veteran);
        if flashpoint::engine::GameState::new(Arc::clone(&board), experienced.clone(), 0).is_err() {
            experienced = GameConfig::family(4);
        }
        for config in [GameConfig::family(3), experienced] {
            if flashpoint::engine::GameState::new(Arc::clone(&board), config.clone(), 0).is_err() {
                continue;
            }
            let report = simulate_with(
                Arc::clone(&board),
                config,
                Games {
                    seed,
                    first: 0,
                    count: 2,
                },
                Some(1),
                // Games end within ~100 turns; a stall shows long before.
                1_000,
                Policy::FastBot,
            )
            .expect("runs");
            let t = report.totals;
            assert_eq!(t.games, 2);
            for f in &t.failures {
                let stall = f.defect == Defect::TurnLimit && rolled_inside < 12;
                assert!(
                    stall,
                    "board {seed} ({rolled_inside} inside cells rolled): {f:?}"
                );
                stalled += 1;
            }
            played += 2;
        }
    }
    assert!(played >= 60, "only {played} games could be set up");
    assert!(stalled * 4 <= played, "{stalled} of {played} games stalled");
}

/// The board at `path`, from the repository's root.
fn load(path: &str) -> Arc<flashpoint::engine::board::Board> {
    Arc::new(flashpoint::engine::board::io::load_board(&common::root().join(path)).expect(path))
}

/// Game `first` of seed 0 on `board`, played alone on one thread by
/// `policy`, asserting that it ended (within `max_turns`, won or lost) with
/// no engine error.
fn one_game_ends(
    board: Arc<flashpoint::engine::board::Board>,
    config: GameConfig,
    first: u64,
    max_turns: u32,
    policy: Policy,
) {
    let games = Games {
        seed: 0,
        first,
        count: 1,
    };
    let report = simulate_with(board, config, games, Some(1), max_turns, policy).expect("runs");
    let t = report.totals;
    assert_eq!((t.games, t.engine_errors), (1, 0), "{:?}", t.failures);
}

/// A fast-bot table that has only ended its turns for two rounds calls on
/// the default bot for a round (`sim::IDLE_ROUNDS`). On a two-floor board
/// without walls, which cannot collapse (FAM-END-3), game 174 of seed 0 ran
/// to the turn bound: the Fire/Smoke supply was empty, so no fire phase
/// changed anything (FAM-SUPPLY-1), and the fast bots stood beside the last
/// face-down POI, a Victim, each step looking a little worse than standing
/// still. The default bot, three actions ahead, brings it out.
#[test]
fn an_idle_fast_bot_table_calls_on_the_default_bot() {
    one_game_ends(
        load("tests/fixtures/wallless_two_floors.json"),
        GameConfig::family(4),
        174,
        1_000,
        Policy::FastBot,
    );
}

/// The default bot a fast-bot table calls on is called again as long as it
/// finds something to do; only its idle rounds count against the cap
/// (`sim::DEEP_CALLS`). On a board drawn in the editor (a walled ground
/// floor, an upper floor without walls), game 144 of seed 0 at Heroic ran
/// to the turn bound: the Fire/Smoke supply was used up, two Victims lay on
/// the upper floor, 20 AP from safety, and the fast bots only ended their
/// turns. The default bot put out Fire each time it was called, but after
/// its eight calls the game was left to the fast bots for good.
#[test]
fn the_default_bot_is_called_again_while_it_finds_work() {
    use flashpoint::engine::Difficulty;
    let board = load("tests/fixtures/open_upper_floor.json");
    let mut config = GameConfig::experienced(4, Difficulty::Heroic);
    // The bots' choice of cards, as `flashpoint estimate` deals them.
    flashpoint::bot::team::fill_unlisted(&mut config, &board);
    one_game_ends(board, config, 144, 1_000, Policy::FastBot);
}

/// A Captain's order to put a ladder down is free, and so is taking it up
/// again: the bot once went round that loop until the turn's action bound
/// (2nd Story townhouse, experienced Recruit, game 40 of seed 0). It never
/// puts anything down, by its own hand or by an order.
#[test]
fn the_bot_does_not_loop_on_free_ladder_orders() {
    use flashpoint::engine::Difficulty;
    one_game_ends(
        load("boards/townhouse.json"),
        GameConfig::experienced(4, Difficulty::Recruit),
        40,
        DEFAULT_MAX_TURNS,
        Policy::Bot,
    );
}

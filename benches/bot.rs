//! `cargo bench --bench bot`: how long a bot decision takes, on one core
//! (issue 15: at most 200 ms at the default strength; median and 99th
//! percentile printed), and how often 4 bots win, with the 95% interval,
//! per board and game (issue 15's table).
//!
//! Options (after `--`): `--games N` (default 100: games per row for the
//! win rates; the figures want 1,000 or more), `--decisions N`
//! (default 2000: bot decisions timed along bot games of each game, family
//! and experienced Recruit, Veteran and Heroic; 0 skips the timing),
//! `--timing-board NAME` (the board they are timed on, default the front
//! board), `--firefighters N` (how many play the timed games, default 4;
//! six take longer: more teammates and riders to weigh), `--fast` (the table
//! with the fast bot), `--board NAME` (only the boards whose file name
//! starts with NAME), `--dealt` (the specialist cards dealt at random
//! instead of the bots' choice). Each board has a row per game: family,
//! experienced Recruit, Veteran, Heroic.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use flashpoint::bot::team::fill_unlisted;
use flashpoint::bot::{Bot, Strength};
use flashpoint::engine::board::Board;
use flashpoint::engine::board::io::load_board;
use flashpoint::engine::dice::derive_seed;
use flashpoint::engine::event::Discard;
use flashpoint::engine::{Difficulty, GameConfig, GameState};
use flashpoint::sim::{DEFAULT_MAX_TURNS, Games, Policy, simulate_with, wilson_95};

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The shipped boards, in the table's order.
const FILES: [&str; 5] = [
    "front.json",
    "back.json",
    "townhouse.json",
    "highrise.json",
    "brownstone.json",
];

fn board(name: &str) -> Arc<Board> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    Arc::new(load_board(&path).unwrap_or_else(|e| panic!("{e}")))
}

/// Times `count` decisions of `strength` along bot games of `config` on
/// `board`; returns them sorted.
fn decision_times(
    board: &Arc<Board>,
    strength: Strength,
    config: &GameConfig,
    count: usize,
) -> Vec<Duration> {
    let mut bot = Bot::new(strength);
    let mut times = Vec::with_capacity(count);
    let mut game = 0;
    while times.len() < count {
        let mut s = GameState::new(Arc::clone(board), config.clone(), game)
            .unwrap_or_else(|e| panic!("{e}"));
        while !s.is_over() && times.len() < count {
            let start = Instant::now();
            let Some(a) = bot.choose(&s, derive_seed(game, u64::from(s.turn()))) else {
                break;
            };
            times.push(start.elapsed());
            if s.apply_into(a, &mut Discard).is_err() {
                break;
            }
        }
        game += 1;
    }
    times.sort_unstable();
    times
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games = arg(&args, "--games", 100);
    let decisions = arg(&args, "--decisions", 2000) as usize;
    let named = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
    };
    let timing_file = named("--timing-board").map_or("front.json", |name| {
        FILES
            .into_iter()
            .find(|f| f.starts_with(name.as_str()))
            .unwrap_or_else(|| panic!("no board file starts with {name}: {FILES:?}"))
    });
    let timing_board = board(timing_file);
    let table = arg(&args, "--firefighters", 4).clamp(1, 6) as u8;
    let mut timed = vec![("family", GameConfig::family(table))];
    for (name, level) in [
        ("Recruit", Difficulty::Recruit),
        ("Veteran", Difficulty::Veteran),
        ("Heroic", Difficulty::Heroic),
    ] {
        let mut config = GameConfig::experienced(table, level);
        fill_unlisted(&mut config, &timing_board);
        timed.push((name, config));
    }
    for (name, strength) in [("bot", Strength::Normal), ("fast bot", Strength::Fast)] {
        for (game, config) in &timed {
            if decisions == 0 {
                break;
            }
            let times = decision_times(&timing_board, strength, config, decisions.max(1));
            let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
            println!(
                "{name}, {game} games ({timing_file}, {table} firefighters): {} decisions on one core: median {:.2} ms, 99th percentile {:.2} ms, slowest {:.2} ms",
                times.len(),
                at(0.5).as_secs_f64() * 1e3,
                at(0.99).as_secs_f64() * 1e3,
                at(1.0).as_secs_f64() * 1e3,
            );
        }
    }
    if games == 0 {
        return;
    }
    let policy = if args.iter().any(|a| a == "--fast") {
        Policy::FastBot
    } else {
        Policy::Bot
    };
    let dealt = args.iter().any(|a| a == "--dealt");
    let only = named("--board");
    println!(
        "\nwin rates, 4 bots, {games} games per row ({} policy, cards {}):",
        policy.name(),
        if dealt { "dealt" } else { "the bots' choice" }
    );
    println!("| board | game | wins | 95% interval | rescued | lost | turns | seconds |");
    println!("|---|---|---|---|---|---|---|---|");
    let levels = [
        ("family", GameConfig::family(4)),
        ("Recruit", GameConfig::experienced(4, Difficulty::Recruit)),
        ("Veteran", GameConfig::experienced(4, Difficulty::Veteran)),
        ("Heroic", GameConfig::experienced(4, Difficulty::Heroic)),
    ];
    for file in FILES {
        if only.is_some_and(|o| !file.starts_with(o.as_str())) {
            continue;
        }
        let board = board(file);
        for (label, mut config) in levels.iter().cloned() {
            if !dealt {
                fill_unlisted(&mut config, &board);
            }
            let run = Games {
                seed: 0,
                first: 0,
                count: games,
            };
            let report = simulate_with(
                Arc::clone(&board),
                config,
                run,
                None,
                DEFAULT_MAX_TURNS,
                policy,
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let t = &report.totals;
            let (lo, hi) = wilson_95(t.wins, t.games);
            let n = t.games.max(1) as f64;
            println!(
                "| {file} | {label} | {:.1}% | {:.1}%–{:.1}% | {:.2} | {:.2} | {:.1} | {:.0} |",
                100.0 * t.wins as f64 / n,
                100.0 * lo,
                100.0 * hi,
                t.rescued as f64 / n,
                t.lost as f64 / n,
                t.turns as f64 / n,
                report.elapsed.as_secs_f64(),
            );
        }
    }
}

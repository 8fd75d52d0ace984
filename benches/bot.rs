//! `cargo bench --bench bot`: how long a bot decision takes, on one core
//! (issue 15: at most 200 ms at the default strength; median and 99th
//! percentile printed), and how often 4 bots win, with the 95% interval,
//! per board and game (issue 15's table).
//!
//! Options (after `--`): `--games N` (default 100: games per row for the
//! win rates; the figures want 1,000 or more), `--decisions N`
//! (default 2000: bot decisions timed, along bot games on the front board).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

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

fn board(name: &str) -> Arc<Board> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    Arc::new(load_board(&path).unwrap_or_else(|e| panic!("{e}")))
}

/// Times `count` decisions of `strength` along bot games on the front
/// board; returns them sorted.
fn decision_times(strength: Strength, count: usize) -> Vec<Duration> {
    let front = board("front.json");
    let mut bot = Bot::new(strength);
    let mut times = Vec::with_capacity(count);
    let mut game = 0;
    while times.len() < count {
        let mut s = GameState::new(Arc::clone(&front), GameConfig::family(4), game)
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
    for (name, strength) in [("bot", Strength::Normal), ("fast bot", Strength::Fast)] {
        let times = decision_times(strength, decisions.max(1));
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        println!(
            "{name}: {} decisions on one core: median {:.2} ms, 99th percentile {:.2} ms, slowest {:.2} ms",
            times.len(),
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            at(1.0).as_secs_f64() * 1e3,
        );
    }
    if games == 0 {
        return;
    }
    println!("\nwin rates, 4 bots, {games} games per row (bot policy):");
    println!("| board | game | wins | 95% interval |\n|---|---|---|---|");
    let rows = [
        ("front.json", "family", GameConfig::family(4)),
        (
            "front.json",
            "Recruit",
            GameConfig::experienced(4, Difficulty::Recruit),
        ),
        (
            "front.json",
            "Veteran",
            GameConfig::experienced(4, Difficulty::Veteran),
        ),
        (
            "front.json",
            "Heroic",
            GameConfig::experienced(4, Difficulty::Heroic),
        ),
        ("back.json", "family", GameConfig::family(4)),
        ("townhouse.json", "family", GameConfig::family(4)),
        ("highrise.json", "family", GameConfig::family(4)),
        ("brownstone.json", "family", GameConfig::family(4)),
    ];
    for (file, label, config) in rows {
        let run = Games {
            seed: 0,
            first: 0,
            count: games,
        };
        let report = simulate_with(
            board(file),
            config,
            run,
            None,
            DEFAULT_MAX_TURNS,
            Policy::Bot,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let t = report.totals;
        let (lo, hi) = wilson_95(t.wins, t.games);
        println!(
            "| {file} | {label} | {:.1}% | {:.1}%–{:.1}% |",
            100.0 * t.wins as f64 / t.games.max(1) as f64,
            100.0 * lo,
            100.0 * hi
        );
    }
}

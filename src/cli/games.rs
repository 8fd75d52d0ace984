//! `flashpoint simulate` and `flashpoint estimate`: many games played on
//! all cores ([`crate::sim`]) and their figures, in words or as JSON.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{ConfigArgs, PolicyArg};
use crate::bot::team::fill_unlisted;
use crate::engine::board::Board;
use crate::engine::board::io::load_board;
use crate::engine::config::GameConfig;
use crate::sim::{DEFAULT_MAX_TURNS, Games, Policy, Report, simulate_with, wilson_95};

/// `flashpoint simulate`'s options.
#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// Board file.
    #[arg(long)]
    pub board: PathBuf,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Seed of the run; game i uses a seed derived from (seed, i).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Index of the first game to play (with --games 1, replays one game
    /// of a run, e.g. one reported as an engine error).
    #[arg(long, default_value_t = 0)]
    pub first: u64,
    #[command(flatten)]
    pub game: ConfigArgs,
    /// Worker threads (default: all cores; at most 256). Does not change
    /// the results.
    #[arg(long)]
    pub threads: Option<usize>,
    /// A game still running after this many turns is reported as an
    /// engine error (every game should end long before).
    #[arg(long, default_value_t = DEFAULT_MAX_TURNS)]
    pub max_turns: u32,
    /// Print the statistics as JSON.
    #[arg(long)]
    pub json: bool,
    /// Who plays: `random` (uniformly random legal actions, the default:
    /// the fast fuzz and throughput measure), `bot` or `fast-bot`.
    #[arg(long, value_enum, default_value_t = PolicyArg::Random)]
    pub policy: PolicyArg,
}

/// `flashpoint estimate`'s options.
#[derive(Debug, clap::Args)]
pub struct EstimateArgs {
    /// Board file.
    pub board: PathBuf,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Seed of the run; game i uses a seed derived from (seed, i).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[command(flatten)]
    pub game: ConfigArgs,
    /// The bot's strength: `fast-bot` (the default, for estimates) or `bot`.
    #[arg(long, value_enum, default_value_t = PolicyArg::FastBot)]
    pub policy: PolicyArg,
    /// Worker threads (default: all cores). Does not change the results.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print the figures as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The games `estimate` and `simulate` play on `board`, and the board and
/// configuration they were played with: with bots, the seats the options
/// leave unlisted get the bots' cards.
fn play_games(
    board: &Path,
    game: &ConfigArgs,
    policy: Policy,
    run: Games,
    threads: Option<usize>,
    max_turns: u32,
) -> anyhow::Result<(Arc<Board>, GameConfig, Report)> {
    let mut config = game.to_config()?;
    let loaded = Arc::new(load_board(board)?);
    if policy != Policy::Random {
        fill_unlisted(&mut config, &loaded);
    }
    let report = simulate_with(
        Arc::clone(&loaded),
        config.clone(),
        run,
        threads,
        max_turns,
        policy,
    )?;
    Ok((loaded, config, report))
}

/// `flashpoint estimate`: bot games and the board's figures; exit code 1
/// when a game stopped without an outcome.
pub(super) fn estimate(args: &EstimateArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let &EstimateArgs {
        ref board,
        games,
        seed,
        ref game,
        policy,
        threads,
        json,
    } = args;
    let policy = policy.policy();
    let run = Games {
        seed,
        first: 0,
        count: games,
    };
    let (loaded, config, report) =
        play_games(board, game, policy, run, threads, DEFAULT_MAX_TURNS)?;
    let t = &report.totals;
    let (lo, hi) = wilson_95(t.wins, t.games);
    let rate = t.wins as f64 / t.games.max(1) as f64;
    if json {
        let value = serde_json::json!({
            "board": board.display().to_string(),
            "games": t.games,
            "seed": seed,
            "config": config,
            "policy": policy,
            "win_rate": rate,
            "win_rate_95": [lo, hi],
            "mean_rescued": t.mean(t.rescued),
            "mean_lost": t.mean(t.lost),
            "mean_turns": t.mean(t.turns),
            "totals": t,
            "seconds": report.elapsed.as_secs_f64(),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&value)?)?;
    } else {
        let pct = |n: u64| 100.0 * n as f64 / (t.games.max(1)) as f64;
        writeln!(
            out,
            "{} ({}): {} {} games, {}",
            loaded.name(),
            board.display(),
            t.games,
            policy.name(),
            ConfigArgs::describe(&config)
        )?;
        writeln!(
            out,
            "win rate:      {:>5.1}%  (95% interval {:.1}%–{:.1}%)",
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        )?;
        writeln!(out, "lost, victims: {:>5.1}%", pct(t.victims_lost))?;
        writeln!(out, "lost, collapse:{:>5.1}%", pct(t.collapses))?;
        if t.other_losses > 0 {
            writeln!(out, "lost, scenario:{:>5.1}%", pct(t.other_losses))?;
        }
        writeln!(out, "mean rescued:  {:>7.2}", t.mean(t.rescued))?;
        writeln!(out, "mean lost:     {:>7.2}", t.mean(t.lost))?;
        writeln!(out, "mean turns:    {:>7.2}", t.mean(t.turns))?;
        writeln!(
            out,
            "time:          {:.1} s on {} threads",
            report.elapsed.as_secs_f64(),
            report.threads
        )?;
    }
    // A game the bots left unfinished at the turn bound says
    // something of the board (nothing left that they could do), not
    // of the engine: named apart, so a designer looks at the board.
    // With --json the totals hold both counts, and stdout holds
    // nothing but the JSON.
    if !json && t.turn_limited > 0 {
        writeln!(
            out,
            "unfinished:    {} (still running after {DEFAULT_MAX_TURNS} turns)",
            t.turn_limited,
        )?;
        if t.waiting_for_pois > 0 {
            writeln!(
                out,
                "  no POI left: {} (none could be placed where the dice fell, Ruling R50)",
                t.waiting_for_pois
            )?;
        }
        let idle = t.bots_idle();
        if idle > 0 {
            writeln!(
                out,
                "  bots idle:   {idle} (the bots found nothing worth doing)"
            )?;
        }
    }
    let faults = t.faults();
    if !json && faults > 0 {
        writeln!(out, "engine errors: {faults}")?;
    }
    Ok(if t.engine_errors > 0 { 1 } else { 0 })
}

/// `flashpoint simulate`: the outcomes and the throughput; exit code 3 when
/// a game stopped without an outcome, with what replays it on stderr.
pub(super) fn simulate(args: &SimulateArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let &SimulateArgs {
        ref board,
        games,
        seed,
        first,
        ref game,
        threads,
        max_turns,
        json,
        policy,
    } = args;
    let policy = policy.policy();
    let run = Games {
        seed,
        first,
        count: games,
    };
    let (loaded, config, report) = play_games(board, game, policy, run, threads, max_turns)?;
    let described = ConfigArgs::describe(&config);
    let t = &report.totals;
    if json {
        let value = serde_json::json!({
            "board": board.display().to_string(),
            "games": games,
            "first": first,
            "seed": seed,
            "config": config,
            "policy": policy,
            "totals": t,
            "mean_turns": t.mean(t.turns),
            "mean_rescued": t.mean(t.rescued),
            "mean_actions": t.mean(t.actions),
            "threads": report.threads,
            "seconds": report.elapsed.as_secs_f64(),
            "games_per_second": report.games_per_second(),
            "actions_per_second": report.actions_per_second(),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&value)?)?;
    } else {
        let pct = |n: u64| 100.0 * n as f64 / (t.games.max(1)) as f64;
        writeln!(
            out,
            "{} ({}): {games} games, seed {seed}, {described}, {} policy",
            loaded.name(),
            board.display(),
            policy.name()
        )?;
        writeln!(out, "wins:          {:>8} ({:.1}%)", t.wins, pct(t.wins))?;
        writeln!(
            out,
            "victims lost:  {:>8} ({:.1}%)",
            t.victims_lost,
            pct(t.victims_lost)
        )?;
        writeln!(
            out,
            "collapse:      {:>8} ({:.1}%)",
            t.collapses,
            pct(t.collapses)
        )?;
        if t.other_losses > 0 {
            writeln!(
                out,
                "scenario loss: {:>8} ({:.1}%)",
                t.other_losses,
                pct(t.other_losses)
            )?;
        }

        writeln!(out, "mean turns:    {:>11.2}", t.mean(t.turns))?;
        writeln!(out, "mean rescued:  {:>11.2}", t.mean(t.rescued))?;
        writeln!(out, "mean actions:  {:>11.2}", t.mean(t.actions))?;
        writeln!(
            out,
            "throughput:    {:.0} games/s, {:.0} actions/s ({} threads, {:.2} s)",
            report.games_per_second(),
            report.actions_per_second(),
            report.threads,
            report.elapsed.as_secs_f64()
        )?;
    }
    if t.engine_errors == 0 {
        return Ok(0);
    }
    // Every game ends and always has a legal action: a game that did
    // not is an engine defect, reported with what replays it.
    let mut err = std::io::stderr().lock();
    writeln!(
        err,
        "flashpoint: engine error: {} of {games} games stopped without an outcome",
        t.engine_errors
    )?;
    for f in &t.failures {
        writeln!(
            err,
            "  game {} (dice seed {}) {} after {} turns; replay it with: --seed {seed} --first {} --games 1",
            f.game, f.seed, f.defect, f.turns, f.game
        )?;
    }
    let capacity = loaded.cube_capacity();
    if capacity < u32::from(crate::engine::state::DAMAGE_CUBES) {
        writeln!(
            err,
            "  note: this building's walls take only {capacity} damage cubes, so it can never collapse; on such a board only Victims end a game, and some games may not end (see `flashpoint validate`)"
        )?;
    }
    Ok(3)
}

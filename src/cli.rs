//! The `flashpoint` command line: argument definitions and the subcommands.
//! Each subcommand writes to the given output and returns the process exit
//! code, so tests can run them in-process as well as through the binary.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;
use clap::{Parser, Subcommand, ValueEnum};

use crate::engine::board::Severity;
use crate::engine::board::io::{layout_to_json, load_board, parse_layout, write_atomically};
use crate::engine::config::{FamilySetupKind, GameConfig};
use crate::sim::{DEFAULT_MAX_TURNS, simulate};

#[derive(Debug, Parser)]
#[command(
    name = "flashpoint",
    version,
    about = "Flash Point: Fire Rescue: rules engine, board tools and simulator",
    long_about = "Flash Point: Fire Rescue.\n\nRun a subcommand to validate or format boards, simulate games or run scenario scripts. \
                  The desktop game and board editor open when no subcommand is given (in a later release)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check board files: prints every problem, one per line; exit code 1 if
    /// any board has an error.
    Validate {
        /// Board files (JSON).
        #[arg(required = true)]
        boards: Vec<PathBuf>,
        /// Print errors only, not warnings.
        #[arg(long)]
        quiet: bool,
    },
    /// Rewrite board files in the canonical layout (stable field order, a row
    /// per line), or with --check report the files that are not.
    Format {
        #[arg(required = true)]
        boards: Vec<PathBuf>,
        /// Change nothing; exit code 1 if a file is not canonical.
        #[arg(long)]
        check: bool,
    },
    /// Print the JSON schema of board files (boards/board.schema.json).
    Schema {
        /// Write it to this file instead of standard output.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Play many games with a uniformly random legal-action policy and report
    /// outcomes and throughput. The same arguments give the same statistics.
    Simulate {
        /// Board file.
        #[arg(long)]
        board: PathBuf,
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Seed of the run; game i uses a seed derived from (seed, i).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Firefighters per game (1-6).
        #[arg(long, default_value_t = 4)]
        firefighters: u8,
        /// Family setup: the board's printed one, or random (FAM-VAR-1a).
        #[arg(long, value_enum, default_value_t = SetupArg::Fixed)]
        setup: SetupArg,
        /// Keep playing after the 7th rescue for all 10 (FAM-END-1).
        #[arg(long)]
        play_on: bool,
        /// Worker threads (default: all cores). Does not change the results.
        #[arg(long)]
        threads: Option<usize>,
        /// Count a game as unfinished after this many turns.
        #[arg(long, default_value_t = DEFAULT_MAX_TURNS)]
        max_turns: u32,
        /// Print the statistics as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run a scenario script (docs/scripts.md) and print the final state and
    /// the event log as JSON; exit code 1 if a step is refused unexpectedly or
    /// an expectation fails.
    Script { file: PathBuf },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum SetupArg {
    Fixed,
    Random,
}

/// Runs a parsed command line; returns the exit code.
pub fn run(cli: Cli, out: &mut impl Write) -> anyhow::Result<i32> {
    match cli.command {
        None => {
            writeln!(
                out,
                "flashpoint: the desktop game is not part of this build yet; see `flashpoint --help` for the subcommands."
            )?;
            Ok(0)
        }
        Some(Command::Validate { boards, quiet }) => validate(&boards, quiet, out),
        Some(Command::Format { boards, check }) => format(&boards, check, out),
        Some(Command::Schema { out: path }) => {
            let text = board_schema();
            match path {
                Some(path) => write_atomically(&path, text.as_bytes())
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => out.write_all(text.as_bytes())?,
            }
            Ok(0)
        }
        Some(Command::Simulate {
            board,
            games,
            seed,
            firefighters,
            setup,
            play_on,
            threads,
            max_turns,
            json,
        }) => {
            let config = GameConfig {
                firefighters,
                setup: match setup {
                    SetupArg::Fixed => FamilySetupKind::Fixed,
                    SetupArg::Random => FamilySetupKind::Random,
                },
                play_on,
                ..GameConfig::default()
            };
            let loaded = Arc::new(load_board(&board)?);
            let report = simulate(Arc::clone(&loaded), config, games, seed, threads, max_turns)?;
            let t = &report.totals;
            if json {
                let value = serde_json::json!({
                    "board": board.display().to_string(),
                    "games": games,
                    "seed": seed,
                    "firefighters": firefighters,
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
                    "{} ({}): {games} games, seed {seed}, {firefighters} firefighters, {setup:?} setup",
                    loaded.name(),
                    board.display()
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
                if t.unfinished > 0 {
                    writeln!(
                        out,
                        "unfinished:    {:>8} (over {max_turns} turns)",
                        t.unfinished
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
            Ok(0)
        }
        Some(Command::Script { file }) => {
            let outcome = crate::script::run_file(&file)?;
            let value = serde_json::json!({
                "state": outcome.state,
                "events": outcome.events,
                "error": outcome.error,
                "failures": outcome.failures,
            });
            writeln!(out, "{}", serde_json::to_string_pretty(&value)?)?;
            Ok(if outcome.passed() { 0 } else { 1 })
        }
    }
}

fn validate(boards: &[PathBuf], quiet: bool, out: &mut impl Write) -> anyhow::Result<i32> {
    let mut code = 0;
    for path in boards {
        match load_board(path) {
            Ok(board) => {
                let warnings: Vec<_> = board
                    .warnings()
                    .iter()
                    .filter(|p| p.severity == Severity::Warning)
                    .collect();
                if quiet || warnings.is_empty() {
                    writeln!(out, "{}: ok", path.display())?;
                } else {
                    writeln!(
                        out,
                        "{}: ok, with {} warning(s)",
                        path.display(),
                        warnings.len()
                    )?;
                    for w in warnings {
                        writeln!(out, "{}: {w}", path.display())?;
                    }
                }
            }
            Err(e) => {
                code = 1;
                for line in e.lines() {
                    if quiet && line.contains(": warning: ") {
                        continue;
                    }
                    writeln!(out, "{line}")?;
                }
            }
        }
    }
    Ok(code)
}

fn format(boards: &[PathBuf], check: bool, out: &mut impl Write) -> anyhow::Result<i32> {
    let mut code = 0;
    for path in boards {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let layout = parse_layout(&text, path)?;
        let canonical = layout_to_json(&layout);
        if canonical == text {
            continue;
        }
        if check {
            writeln!(out, "{}: not in canonical form", path.display())?;
            code = 1;
        } else {
            write_atomically(path, canonical.as_bytes())
                .with_context(|| format!("cannot write {}", path.display()))?;
            writeln!(out, "{}: formatted", path.display())?;
        }
    }
    Ok(code)
}

/// The board JSON schema, generated from the Rust types.
pub fn board_schema() -> String {
    let schema = schemars::schema_for!(crate::engine::board::BoardLayout);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

//! The `flashpoint` command line: argument definitions and the subcommands.
//! Each subcommand writes to the given output and returns the process exit
//! code, so tests can run them in-process as well as through the binary.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context as _;
use clap::{Parser, Subcommand, ValueEnum};

use crate::engine::board::Severity;
use crate::engine::board::io::{
    layout_to_json, load_board, parse_layout, read_board_text, write_atomically,
};
use crate::engine::board::validate::{SHOWN_PROBLEMS, more_problems};
use crate::engine::config::{
    Difficulty, FamilySetupKind, GameConfig, Mode, Modules, Scenario, SpecialistChoice,
};
use crate::engine::geom::Pos;
use crate::engine::specialist::Specialist;
use crate::sim::Policy;

pub mod games;

#[derive(Debug, Parser)]
#[command(
    name = "flashpoint",
    version,
    about = "Flash Point: Fire Rescue: rules engine, board tools and simulator",
    long_about = "Flash Point: Fire Rescue.\n\nRun a subcommand to validate or format boards, simulate games or run scenario scripts. \
                  The desktop game opens when no subcommand is given: on its start screen, or on FILE \
                  (a board opens in the editor, a saved game in play).",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A board (opened in the board editor) or a saved game (opened to play
    /// on), told apart by what the file holds: what a desktop file
    /// association passes.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The ids of `play`'s rule options given on the command line rather
    /// than defaulted (`mode`, `difficulty`, ...): the window's new-game
    /// dialog offers the last game's rules and changes only these.
    #[arg(skip)]
    pub rules_given: Vec<String>,
}

impl Cli {
    /// Parses `args` (the program's name first) as `Parser::try_parse_from`
    /// does, and notes which of `play`'s rule options were given.
    pub fn try_parse_noting_rules<I, T>(args: I) -> Result<Cli, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        use clap::{CommandFactory, FromArgMatches};
        let matches = Cli::command().try_get_matches_from(args)?;
        let mut cli = Cli::from_arg_matches(&matches)?;
        if let Some(("play", play)) = matches.subcommand() {
            cli.rules_given = play
                .ids()
                .map(|id| id.as_str())
                .filter(|id| RULE_OPTIONS.contains(id))
                .filter(|id| play.value_source(id) == Some(clap::parser::ValueSource::CommandLine))
                .map(str::to_string)
                .collect();
        }
        Ok(cli)
    }
}

/// `app` on `board`'s new-game dialog for `flashpoint play`: the last
/// game's table seated, the rule options `given` changing its rules (the
/// defaulted ones do not), `seed` in its field.
pub fn play_window(
    app: crate::app::FlashpointApp,
    board: &Path,
    seed: Option<u64>,
    game: &ConfigArgs,
    given: &[String],
) -> anyhow::Result<crate::app::FlashpointApp> {
    let mut app = app.with_board(board)?;
    if !given.is_empty()
        && let Some(mut table) = app.new_game_dialog().map(|d| d.config())
    {
        // The table's spots are left to choose (a board's only spot is the
        // dialog's own default).
        table.engine = None;
        table.ambulance = None;
        app.set_config(&game.over(&table, given)?);
    }
    if let Some(seed) = seed {
        app.set_seed(seed);
    }
    Ok(app)
}

/// The ids of [`ConfigArgs`]' options, as clap names them.
const RULE_OPTIONS: [&str; 11] = [
    "config",
    "mode",
    "firefighters",
    "difficulty",
    "setup",
    "play_on",
    "without",
    "scenario",
    "specialists",
    "engine",
    "ambulance",
];

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
    Simulate(games::SimulateArgs),
    /// How hard is a board? Plays bot games (all cores) and prints the win
    /// rate with its 95% interval, Victims rescued and lost, how games are
    /// lost and how long they last.
    Estimate(games::EstimateArgs),
    /// Open the game window on a board's new-game dialog, set for the last
    /// game's table: the game options given change only the rules they
    /// name. With --screenshot, start a game (the options' defaults for
    /// those not given) and render its first frame to a PNG (no window).
    Play {
        /// Board file (default: the front board).
        board: Option<PathBuf>,
        /// The game's seed (default: random; the window lets you edit it).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        game: ConfigArgs,
        /// Write the first frame of the game to this PNG and exit.
        #[arg(long)]
        screenshot: Option<PathBuf>,
        /// Size of the screenshot in pixels, WIDTHxHEIGHT.
        #[arg(long, default_value = "1280x800", value_parser = parse_size)]
        size: (u32, u32),
    },
    /// Open the board editor: on a board file, or on a new board.
    Edit {
        /// Board file (JSON); created when saved if it does not exist yet.
        board: Option<PathBuf>,
    },
    /// Draw a board to a PNG: every floor side by side, as printed (no window).
    Render {
        /// Board file (JSON).
        board: PathBuf,
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
        /// Size of the picture in pixels, WIDTHxHEIGHT (default: 900 wide per
        /// floor, 680 high).
        #[arg(long, value_parser = parse_size)]
        size: Option<(u32, u32)>,
        /// Also draw the POI arrows.
        #[arg(long)]
        arrows: bool,
    },
    /// Open the game window on a saved game (docs/save-format.md); with
    /// --screenshot, render it to a PNG instead (no window).
    Load {
        /// The saved game (JSON).
        save: PathBuf,
        /// Write a frame of the loaded game to this PNG and exit.
        #[arg(long)]
        screenshot: Option<PathBuf>,
        /// Size of the screenshot in pixels, WIDTHxHEIGHT.
        #[arg(long, default_value = "1280x800", value_parser = parse_size)]
        size: (u32, u32),
    },
    /// Run a scenario script (docs/scripts.md) and print the final state and
    /// the event log as JSON; exit code 1 if a step is refused unexpectedly or
    /// an expectation fails.
    Script {
        file: PathBuf,
        /// Play the script with this game configuration (a JSON file, as the
        /// script's `config`) instead of its own.
        #[arg(long)]
        config: Option<PathBuf>,
    },
}

/// The game configuration on the command line (docs/scripts.md describes the
/// same fields as JSON).
#[derive(Debug, Clone, clap::Args)]
pub struct ConfigArgs {
    /// A configuration file (JSON, as a script's `config`); the options
    /// below are then ignored.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Family or experienced rules.
    #[arg(long, value_enum, default_value_t = ModeArg::Family)]
    pub mode: ModeArg,
    /// Firefighters per game (1-6).
    #[arg(long, default_value_t = 4)]
    pub firefighters: u8,
    /// Experienced level (EXP-SETUP table).
    #[arg(long, value_enum, default_value_t = DifficultyArg::Recruit)]
    pub difficulty: DifficultyArg,
    /// Family setup: the board's printed one, or random (FAM-VAR-1a).
    #[arg(long, value_enum, default_value_t = SetupArg::Fixed)]
    pub setup: SetupArg,
    /// Keep playing after the 7th rescue for all 10 (FAM-END-1).
    #[arg(long)]
    pub play_on: bool,
    /// Experienced modules to leave out (EXP-MOD-1); repeat or separate by commas.
    #[arg(long, value_enum, value_delimiter = ',')]
    pub without: Vec<ModuleArg>,
    /// Scenarios (§7), e.g. `--scenario hottest_spot`; repeat or separate by commas.
    #[arg(long, value_delimiter = ',', value_parser = parse_scenario)]
    pub scenario: Vec<Scenario>,
    /// Specialist per firefighter in seat order (`random` to deal one),
    /// e.g. `--specialists fire_captain,random,paramedic`. With bots
    /// (`estimate`, `simulate --policy bot`) the seats not listed get the
    /// bots' choice of card; otherwise they are dealt at random.
    #[arg(long, value_delimiter = ',', value_parser = parse_specialist)]
    pub specialists: Vec<SpecialistChoice>,
    /// A cell of the Engine's starting spot (else the players park it).
    #[arg(long)]
    pub engine: Option<Pos>,
    /// A cell of the Ambulance's starting spot.
    #[arg(long)]
    pub ambulance: Option<Pos>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    Family,
    Experienced,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum DifficultyArg {
    Recruit,
    Veteran,
    Heroic,
}

/// Named as in the configuration JSON (`hot_spots`, `experienced_poi`, ...).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
#[value(rename_all = "snake_case")]
pub enum ModuleArg {
    Specialists,
    Hazmat,
    Vehicles,
    HotSpots,
    ExperiencedSetup,
    ExperiencedPoi,
}

fn parse_scenario(s: &str) -> Result<Scenario, String> {
    Scenario::from_name(s).ok_or_else(|| {
        format!(
            "unknown scenario \"{s}\"; expected one of {}",
            Scenario::ALL.map(Scenario::name).join(", ")
        )
    })
}

fn parse_specialist(s: &str) -> Result<SpecialistChoice, String> {
    if s == "random" {
        return Ok(SpecialistChoice(None));
    }
    Specialist::from_name(s)
        .map(|s| SpecialistChoice(Some(s)))
        .ok_or_else(|| {
            format!(
                "unknown specialist \"{s}\"; expected random or one of {}",
                Specialist::ALL.map(Specialist::name).join(", ")
            )
        })
}

impl ConfigArgs {
    /// The configuration these options describe.
    pub fn to_config(&self) -> anyhow::Result<GameConfig> {
        if let Some(path) = &self.config {
            return read_config(path);
        }
        let mut modules = Modules::ALL;
        for m in &self.without {
            match m {
                ModuleArg::Specialists => modules.specialists = false,
                ModuleArg::Hazmat => modules.hazmat = false,
                ModuleArg::Vehicles => modules.vehicles = false,
                ModuleArg::HotSpots => modules.hot_spots = false,
                ModuleArg::ExperiencedSetup => modules.experienced_setup = false,
                ModuleArg::ExperiencedPoi => modules.experienced_poi = false,
            }
        }
        Ok(GameConfig {
            mode: match self.mode {
                ModeArg::Family => Mode::Family,
                ModeArg::Experienced => Mode::Experienced,
            },
            firefighters: self.firefighters,
            setup: match self.setup {
                SetupArg::Fixed => FamilySetupKind::Fixed,
                SetupArg::Random => FamilySetupKind::Random,
            },
            play_on: self.play_on,
            modules,
            difficulty: match self.difficulty {
                DifficultyArg::Recruit => Difficulty::Recruit,
                DifficultyArg::Veteran => Difficulty::Veteran,
                DifficultyArg::Heroic => Difficulty::Heroic,
            },
            scenarios: self.scenario.clone(),
            specialists: self.specialists.clone(),
            engine: self.engine,
            ambulance: self.ambulance,
        })
    }

    /// `table`'s rules with those of `given` (ids of [`RULE_OPTIONS`])
    /// taken from these options: a configuration file given replaces them
    /// all, `--without` names every module left out.
    pub fn over(&self, table: &GameConfig, given: &[String]) -> anyhow::Result<GameConfig> {
        if given.is_empty() {
            return Ok(table.clone());
        }
        let mine = self.to_config()?;
        if given.iter().any(|id| id == "config") {
            return Ok(mine);
        }
        let mut config = table.clone();
        for id in given {
            match id.as_str() {
                "mode" => config.mode = mine.mode,
                "firefighters" => config.firefighters = mine.firefighters,
                "difficulty" => config.difficulty = mine.difficulty,
                "setup" => config.setup = mine.setup,
                "play_on" => config.play_on = mine.play_on,
                "without" => config.modules = mine.modules,
                "scenario" => config.scenarios.clone_from(&mine.scenarios),
                "specialists" => config.specialists.clone_from(&mine.specialists),
                "engine" => config.engine = mine.engine,
                "ambulance" => config.ambulance = mine.ambulance,
                _ => {}
            }
        }
        Ok(config)
    }

    /// One line describing the configuration, for reports.
    fn describe(config: &GameConfig) -> String {
        let mut text = format!("{} firefighters", config.firefighters);
        match config.mode {
            Mode::Family => text.push_str(", family game"),
            Mode::Experienced => {
                text.push_str(&format!(", experienced, {}", config.difficulty.name()));
            }
        }
        for s in &config.scenarios {
            text.push_str(&format!(", {}", s.name()));
        }
        if !config.specialists.is_empty() {
            let cards: Vec<&str> = config
                .specialists
                .iter()
                .map(|c| c.0.map_or("random", Specialist::title))
                .collect();
            text.push_str(&format!(" ({})", cards.join(", ")));
        }
        text
    }
}

/// Reads a game configuration from a JSON file.
pub fn read_config(path: &std::path::Path) -> anyhow::Result<GameConfig> {
    let text = crate::files::read_text_capped(path, crate::files::CONFIG_LIMIT)?;
    crate::engine::board::io::from_json_text(&text, path).map_err(|e| match e {
        crate::engine::board::io::BoardError::Json {
            path,
            line,
            column,
            message,
        } => anyhow::anyhow!(
            "{}:{line}:{column}: not a valid game configuration: {message}",
            path.display()
        ),
        other => other.into(),
    })
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
            let app = crate::app::FlashpointApp::for_desktop();
            let app = match &cli.file {
                Some(file) => app.with_file(file)?,
                None => app,
            };
            crate::app::run_native(app)?;
            Ok(0)
        }
        Some(Command::Play {
            board,
            seed,
            game,
            screenshot,
            size,
        }) => {
            let board_path = board.unwrap_or_else(|| crate::app::boards_dir().join("front.json"));
            match screenshot {
                Some(png) => {
                    let board = Arc::new(
                        crate::engine::board::io::load_board(&board_path)
                            .map_err(|e| anyhow::anyhow!("{e}"))?,
                    );
                    let session = crate::session::Session::new(
                        board,
                        Some(board_path),
                        game.to_config()?,
                        seed.unwrap_or(0),
                    )
                    .map_err(|e| anyhow::anyhow!("{e}"))?;
                    let app = crate::app::FlashpointApp::new().with_session(session);
                    crate::app::screenshot(app, [size.0, size.1], &png)?;
                    writeln!(out, "wrote {}", png.display())?;
                }
                None => {
                    let app = crate::app::FlashpointApp::for_desktop();
                    let app = play_window(app, &board_path, seed, &game, &cli.rules_given)?;
                    crate::app::run_native(app)?;
                }
            }
            Ok(0)
        }
        Some(Command::Edit { board }) => {
            // A new file name: start a new board that saves there.
            let app = match &board {
                Some(path) if !path.exists() => {
                    let mut app = crate::app::FlashpointApp::for_desktop().with_editor(None)?;
                    if let Some(editor) = app.editor_screen() {
                        editor.doc.set_path(path);
                    }
                    app
                }
                _ => crate::app::FlashpointApp::for_desktop().with_editor(board.as_deref())?,
            };
            crate::app::run_native(app)?;
            Ok(0)
        }
        Some(Command::Render {
            board,
            out: png,
            size,
            arrows,
        }) => {
            let loaded =
                crate::engine::board::io::load_board(&board).map_err(|e| anyhow::anyhow!("{e}"))?;
            let floors = loaded.floors().len().max(1) as u32;
            let (w, h) = size.unwrap_or((900 * floors, 680));
            crate::app::render_board(&loaded, [w, h], arrows, &png)?;
            writeln!(out, "wrote {}", png.display())?;
            Ok(0)
        }
        Some(Command::Load {
            save,
            screenshot,
            size,
        }) => {
            let session = crate::session::Session::load(&save)?;
            // Screenshots stay English whatever the machine's locale.
            let app = match screenshot {
                Some(_) => crate::app::FlashpointApp::new(),
                None => crate::app::FlashpointApp::for_desktop(),
            };
            let mut app = app.with_session(session);
            match screenshot {
                Some(png) => {
                    crate::app::screenshot(app, [size.0, size.1], &png)?;
                    writeln!(out, "wrote {}", png.display())?;
                }
                None => {
                    // Ctrl+S writes back to the file it came from.
                    if let Some(play) = app.play_screen() {
                        play.save_path = Some(save);
                    }
                    crate::app::run_native(app)?;
                }
            }
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
        Some(Command::Estimate(args)) => games::estimate(&args, out),
        Some(Command::Simulate(args)) => games::simulate(&args, out),
        Some(Command::Script { file, config }) => {
            let config = config.map(|p| read_config(&p)).transpose()?;
            let outcome = crate::script::run_file_with(&file, config)?;
            let value = serde_json::json!({
                "state": outcome.state,
                "events": outcome.events,
                "error": outcome.error,
                "refusal": outcome.refusal,
                "failures": outcome.failures,
            });
            writeln!(out, "{}", serde_json::to_string_pretty(&value)?)?;
            Ok(if outcome.passed() { 0 } else { 1 })
        }
    }
}

/// Writes the first [`SHOWN_PROBLEMS`] lines of a problem listing, then
/// "… and N more" if there are more.
fn write_capped(out: &mut impl Write, path: &Path, lines: &[String]) -> std::io::Result<()> {
    for line in lines.iter().take(SHOWN_PROBLEMS) {
        writeln!(out, "{line}")?;
    }
    if let Some(more) = more_problems(lines.len()) {
        writeln!(out, "{}: {more}", path.display())?;
    }
    Ok(())
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
                    let lines: Vec<String> = warnings
                        .iter()
                        .map(|w| format!("{}: {w}", path.display()))
                        .collect();
                    write_capped(out, path, &lines)?;
                }
            }
            Err(e) => {
                code = 1;
                let lines: Vec<String> = e
                    .lines()
                    .into_iter()
                    .filter(|line| !(quiet && line.contains(": warning: ")))
                    .collect();
                write_capped(out, path, &lines)?;
            }
        }
    }
    Ok(code)
}

fn format(boards: &[PathBuf], check: bool, out: &mut impl Write) -> anyhow::Result<i32> {
    let mut code = 0;
    for path in boards {
        let text = read_board_text(path)?;
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

/// "1280x800" → (1280, 800).
fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("\"{text}\" is not WIDTHxHEIGHT"))?;
    let parse = |v: &str| {
        v.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (64..=8192).contains(n))
            .ok_or_else(|| format!("\"{v}\" is not a size from 64 to 8192 pixels"))
    };
    Ok((parse(w)?, parse(h)?))
}

/// `simulate --policy`: who chooses the actions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PolicyArg {
    Random,
    Bot,
    FastBot,
}

impl PolicyArg {
    fn policy(self) -> Policy {
        match self {
            PolicyArg::Random => Policy::Random,
            PolicyArg::Bot => Policy::Bot,
            PolicyArg::FastBot => Policy::FastBot,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option of [`ConfigArgs`] is a rule `play` may change (a new
    /// one missing from [`RULE_OPTIONS`] would be ignored there), and
    /// [`ConfigArgs::over`] takes each from the options.
    #[test]
    fn every_game_option_is_a_rule_play_changes() {
        use clap::Args;
        let ids: Vec<String> = ConfigArgs::augment_args(clap::Command::new("x"))
            .get_arguments()
            .map(|a| a.get_id().to_string())
            .collect();
        assert_eq!(ids, RULE_OPTIONS);
        let table = GameConfig::family(2);
        let game = Cli::try_parse_noting_rules([
            "flashpoint",
            "play",
            "--mode=experienced",
            "--firefighters=5",
            "--difficulty=heroic",
            "--setup=random",
            "--play-on",
            "--without=hazmat",
            "--scenario=hottest_spot",
            "--specialists=paramedic",
            "--engine=0,7",
            "--ambulance=0,5",
        ])
        .expect("parses");
        let Some(Command::Play { game: args, .. }) = game.command else {
            panic!("play");
        };
        assert_eq!(
            game.rules_given.len(),
            RULE_OPTIONS.len() - 1,
            "all but --config"
        );
        let mine = args.to_config().expect("a configuration");
        assert_eq!(args.over(&table, &game.rules_given).expect("merged"), mine);
    }
}

//! Random-policy simulation: many games played with uniformly random legal
//! actions, for statistics, throughput measurement and property testing.
//!
//! Game `i` of a run seeded `S` uses seed `derive_seed(S, i)` for its dice and
//! a separate stream for the policy, so results are identical whatever the
//! number of threads. A game reuses its state and buffers: after the first
//! game a worker allocates nothing.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde::Serialize;

use crate::bot::{Bot, Strength};
use crate::engine::action::Action;
use crate::engine::board::Board;
use crate::engine::config::{ConfigError, GameConfig};
use crate::engine::dice::{Dice, derive_seed};
use crate::engine::event::{CountEvents, EventSink};
use crate::engine::state::{GameState, Outcome};

/// Every game ends (fire, collapse and victims see to it), and random games
/// on the printed boards end within a few hundred turns. A game still running
/// after this many player turns is an engine defect, reported with its seed.
pub const DEFAULT_MAX_TURNS: u32 = 5_000;

/// Most worker threads `simulate` starts, whatever is asked: more than the
/// machine's cores only costs memory.
pub const MAX_THREADS: usize = 256;

/// Why a game stopped without an outcome. Each is an engine defect: the
/// rules always leave a legal action and always end the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Defect {
    /// Still running after the turn bound.
    TurnLimit,
    /// More than [`MAX_ACTIONS_PER_TURN`] actions in one turn: the
    /// players went round in circles (free actions undoing each other).
    ActionLimit,
    /// A running game had no legal action.
    NoLegalAction,
    /// An action the generator listed was refused.
    RefusedLegalAction,
}

impl std::fmt::Display for Defect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Defect::TurnLimit => "did not end within the turn bound",
            Defect::ActionLimit => "took more actions in one turn than the bound allows",
            Defect::NoLegalAction => "had no legal action",
            Defect::RefusedLegalAction => "refused an action listed as legal",
        })
    }
}

/// How one game ended.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct GameResult {
    pub outcome: Option<Outcome>,
    /// Set when the game stopped without an outcome.
    pub defect: Option<Defect>,
    /// Stopped at the turn bound with no POI or Victim on the board: the
    /// game waited for POIs the dice could not place (Ruling R50).
    pub waiting_for_pois: bool,
    pub turns: u32,
    pub actions: u64,
    pub events: u64,
    pub rescued: u8,
    pub lost: u8,
}

/// More actions than this in one turn is a game going round in circles.
pub const MAX_ACTIONS_PER_TURN: u32 = 500;

/// Who chooses the actions of a simulated game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Policy {
    /// A uniformly random legal action: the fast fuzz and throughput measure.
    #[default]
    Random,
    /// The bot at its default strength (issue 15).
    Bot,
    /// The bot at its fast strength, for difficulty estimates.
    FastBot,
}

impl Policy {
    /// Its name in reports: "random", "bot", "fast bot".
    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Bot => "bot",
            Policy::FastBot => "fast bot",
        }
    }
}

/// Turns in a row, as whole rounds of the table, in which the fast bots
/// only ended their turns before they think as the default bot does. On a
/// few odd boards a fast bot, one action ahead, finds every next step a
/// little worse than standing still (three firefighters beside the last
/// face-down POI, the Fire/Smoke supply empty so nothing changes, a
/// building that cannot collapse: the game never ends). The default bot,
/// three actions ahead, finishes such games.
const IDLE_ROUNDS: u32 = 2;

/// How many rounds of one game the default bot may spend finding nothing
/// to do either; after that the game is left to the fast bots (and the
/// turn bound), so that a board where nothing can be done costs a few deep
/// decisions, not one a turn. A call in which it acts does not count: on a
/// board drawn in the editor it put out Fire at every call, and a cap on
/// all calls left the game idle to the bound after the eighth.
const DEEP_CALLS: u32 = 8;

/// Reusable memory for playing games one after another.
pub struct Player {
    state: GameState,
    legal: Vec<Action>,
    bot: Option<Bot>,
    /// The default bot a fast bot's idle table calls on ([`IDLE_ROUNDS`]).
    deep: Option<Bot>,
}

impl Player {
    pub fn new(board: Arc<Board>, config: GameConfig) -> Result<Player, ConfigError> {
        let mut sink = CountEvents::default();
        Ok(Player {
            state: GameState::new_logged(board, config, 0, &mut sink)?,
            legal: Vec::with_capacity(64),
            bot: None,
            deep: None,
        })
    }

    /// A player whose games follow `policy`.
    pub fn with_policy(
        board: Arc<Board>,
        config: GameConfig,
        policy: Policy,
    ) -> Result<Player, ConfigError> {
        let mut player = Player::new(board, config)?;
        player.bot = match policy {
            Policy::Random => None,
            Policy::Bot => Some(Bot::new(Strength::Normal)),
            Policy::FastBot => Some(Bot::new(Strength::Fast)),
        };
        if policy == Policy::FastBot {
            player.deep = Some(Bot::new(Strength::Normal));
        }
        Ok(player)
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Plays a whole game from `seed` with the uniformly random policy,
    /// reporting every event to `sink`.
    pub fn play(&mut self, seed: u64, max_turns: u32, sink: &mut impl EventSink) -> GameResult {
        self.play_with(seed, max_turns, sink, |_, _| {})
    }

    /// As [`Player::play`], calling `inspect` after every applied action (the
    /// property tests check invariants there).
    pub fn play_with(
        &mut self,
        seed: u64,
        max_turns: u32,
        sink: &mut impl EventSink,
        mut inspect: impl FnMut(&GameState, Action),
    ) -> GameResult {
        let mut counter = Counted {
            inner: sink,
            count: 0,
        };
        self.state.restart(seed, &mut counter);
        let mut policy = Dice::from_seed(derive_seed(seed, 0x706f_6c69_6379));
        let mut actions = 0u64;
        let mut defect = None;
        // Free actions (picking up, putting down) could repeat without end
        // within a turn: bound the actions of any one turn too.
        let (mut turn, mut in_turn) = (self.state.turn(), 0u32);
        // Turns in a row that only ended (the fast bots' idle table), and
        // whether this turn did more; the default bot's rounds that did
        // nothing either.
        let (mut idle, mut acted, mut deep_idle) = (0u32, false, 0u32);
        let round = u32::from(self.state.config().firefighters);
        let idle_bound = IDLE_ROUNDS * round;
        while !self.state.is_over() {
            if self.state.turn() != turn {
                (turn, in_turn) = (self.state.turn(), 0);
                idle = if acted { 0 } else { idle + 1 };
                acted = false;
                if idle == idle_bound + round {
                    deep_idle += 1;
                }
            }
            in_turn += 1;
            if self.state.turn() > max_turns {
                defect = Some(Defect::TurnLimit);
                break;
            }
            if in_turn > MAX_ACTIONS_PER_TURN {
                defect = Some(Defect::ActionLimit);
                break;
            }
            self.state.legal_actions_into(&mut self.legal);
            if self.legal.is_empty() {
                defect = Some(Defect::NoLegalAction);
                break;
            }
            // For one round once the table has idled long enough, the
            // default bot plays (again at each idle streak, until it has
            // idled through DEEP_CALLS rounds itself).
            let deep = (idle_bound..idle_bound + round).contains(&idle) && deep_idle < DEEP_CALLS;
            let bot = match (deep, self.deep.as_mut()) {
                (true, Some(strong)) => Some(strong),
                _ => self.bot.as_mut(),
            };
            let action = match bot {
                // The bot's imagination is seeded per turn (a plan holds
                // through the turn), apart from the game's dice.
                Some(bot) => match bot.choose(
                    &self.state,
                    derive_seed(seed ^ 0x0062_6f74, u64::from(self.state.turn())),
                ) {
                    Some(a) => a,
                    None => {
                        defect = Some(Defect::NoLegalAction);
                        break;
                    }
                },
                None => self.legal[policy.uniform(self.legal.len() as u32) as usize],
            };
            if self.state.apply_into(action, &mut counter).is_err() {
                // Unreachable by construction (the generator only lists legal
                // actions); stop rather than loop if it ever happened.
                defect = Some(Defect::RefusedLegalAction);
                break;
            }
            actions += 1;
            acted |= action != Action::EndTurn;
            inspect(&self.state, action);
        }
        GameResult {
            outcome: self.state.outcome(),
            defect,
            waiting_for_pois: defect == Some(Defect::TurnLimit)
                && !self.state.tokens().iter().any(|t| t.cell().is_some()),
            turns: self.state.turn(),
            actions,
            events: counter.count,
            rescued: self.state.rescued(),
            lost: self.state.lost(),
        }
    }
}

struct Counted<'a, S> {
    inner: &'a mut S,
    count: u64,
}

impl<S: EventSink> EventSink for Counted<'_, S> {
    fn emit(&mut self, event: crate::engine::event::Event) {
        self.count += 1;
        self.inner.emit(event);
    }
}

/// A game that showed an engine defect: enough to replay it alone
/// (`flashpoint simulate … --seed SEED --first GAME --games 1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    /// The game's index in the run.
    pub game: u64,
    /// Its dice seed (`derive_seed(run seed, game)`).
    pub seed: u64,
    pub turns: u32,
    pub defect: Defect,
}

/// How many failures a run keeps, with the lowest game indices.
pub const KEPT_FAILURES: usize = 10;

/// Totals over many games. Sums of integers and the failures with the lowest
/// game indices, so independent of the order in which threads finish.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    pub games: u64,
    pub wins: u64,
    pub victims_lost: u64,
    pub collapses: u64,
    /// Scenario losses: a knockdown in Save the structure, Hazmat lost in
    /// Arsonist's traces, everyone down in A friend in need.
    pub other_losses: u64,
    /// Games that stopped without an outcome: engine defects.
    pub engine_errors: u64,
    /// Of those, the games still running at the turn bound: with a bot
    /// policy on a board where the fire can hardly spread, a sign of a
    /// board with nothing to do rather than of an engine fault.
    pub turn_limited: u64,
    /// Of those, the games with no POI or Victim left on the board: they
    /// waited for POIs the rolls could not place (Ruling R50), a sign of a
    /// board whose dice name too few inside cells.
    pub waiting_for_pois: u64,
    /// The first of them (at most [`KEPT_FAILURES`]), by game index.
    pub failures: Vec<Failure>,
    pub turns: u64,
    pub actions: u64,
    pub events: u64,
    pub rescued: u64,
    pub lost: u64,
}

impl Totals {
    /// The games stopped for a fault of the engine: the engine errors but
    /// those cut at the turn bound.
    pub fn faults(&self) -> u64 {
        self.engine_errors.saturating_sub(self.turn_limited)
    }

    /// The games cut at the turn bound with POIs still on the board: the
    /// bots found nothing worth doing.
    pub fn bots_idle(&self) -> u64 {
        self.turn_limited.saturating_sub(self.waiting_for_pois)
    }

    fn add(&mut self, game: u64, seed: u64, r: &GameResult) {
        self.games += 1;
        match r.outcome {
            Some(Outcome::Won | Outcome::StructureSaved) => self.wins += 1,
            Some(Outcome::VictimsLost) => self.victims_lost += 1,
            Some(Outcome::Collapse) => self.collapses += 1,
            Some(Outcome::FirefighterDown | Outcome::HazmatLost | Outcome::AllDown) => {
                self.other_losses += 1;
            }
            None => {
                self.engine_errors += 1;
                let defect = r.defect.unwrap_or(Defect::TurnLimit);
                if defect == Defect::TurnLimit {
                    self.turn_limited += 1;
                    self.waiting_for_pois += u64::from(r.waiting_for_pois);
                }
                self.keep_failures(std::iter::once(Failure {
                    game,
                    seed,
                    turns: r.turns,
                    defect,
                }));
            }
        }
        self.turns += u64::from(r.turns);
        self.actions += r.actions;
        self.events += r.events;
        self.rescued += u64::from(r.rescued);
        self.lost += u64::from(r.lost);
    }

    /// The totals of two runs together: sums, and the failures with the
    /// lowest game indices (threads, or chunks of a run played in turn).
    pub fn merge(mut self, o: Totals) -> Totals {
        self.games += o.games;
        self.wins += o.wins;
        self.victims_lost += o.victims_lost;
        self.collapses += o.collapses;
        self.other_losses += o.other_losses;
        self.engine_errors += o.engine_errors;
        self.turn_limited += o.turn_limited;
        self.waiting_for_pois += o.waiting_for_pois;
        self.keep_failures(o.failures);
        self.turns += o.turns;
        self.actions += o.actions;
        self.events += o.events;
        self.rescued += o.rescued;
        self.lost += o.lost;
        self
    }

    fn keep_failures(&mut self, more: impl IntoIterator<Item = Failure>) {
        self.failures.extend(more);
        self.failures.sort_by_key(|f| f.game);
        self.failures.truncate(KEPT_FAILURES);
    }

    pub fn mean(&self, total: u64) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            total as f64 / self.games as f64
        }
    }
}

/// A finished simulation run.
#[derive(Clone, Debug)]
pub struct Report {
    pub totals: Totals,
    pub threads: usize,
    pub elapsed: Duration,
}

impl Report {
    pub fn games_per_second(&self) -> f64 {
        self.totals.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    pub fn actions_per_second(&self) -> f64 {
        self.totals.actions as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Which games of a run to play: games `first .. first + count` of the
/// series seeded `seed` (game `i` plays with `derive_seed(seed, i)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Games {
    pub seed: u64,
    pub first: u64,
    pub count: u64,
}

/// Plays the random games `games` on `threads` worker threads (all cores
/// when `None`, at most [`MAX_THREADS`]).
pub fn simulate(
    board: Arc<Board>,
    config: GameConfig,
    games: Games,
    threads: Option<usize>,
    max_turns: u32,
) -> Result<Report, SimError> {
    simulate_with(board, config, games, threads, max_turns, Policy::Random)
}

/// As [`simulate`], with the actions chosen by `policy`.
pub fn simulate_with(
    board: Arc<Board>,
    config: GameConfig,
    games: Games,
    threads: Option<usize>,
    max_turns: u32,
    policy: Policy,
) -> Result<Report, SimError> {
    // Fail early on a bad configuration, before spawning anything.
    Player::new(Arc::clone(&board), config.clone())?;
    let mut builder = rayon::ThreadPoolBuilder::new().thread_name(|i| format!("simulate-{i}"));
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    builder = builder.num_threads(threads.unwrap_or(cores).clamp(1, MAX_THREADS));
    let pool = builder
        .build()
        .map_err(|e| SimError::Threads(e.to_string()))?;
    let threads = pool.current_num_threads();
    let start = Instant::now();
    let Games { seed, first, count } = games;
    let totals = pool.install(|| {
        (first..first.saturating_add(count))
            .into_par_iter()
            .fold(
                || {
                    let player =
                        Player::with_policy(Arc::clone(&board), config.clone(), policy).ok();
                    (player, Totals::default())
                },
                |(mut player, mut totals), i| {
                    if let Some(p) = player.as_mut() {
                        let game_seed = derive_seed(seed, i);
                        let result = p.play(game_seed, max_turns, &mut CountEvents::default());
                        totals.add(i, game_seed, &result);
                    }
                    (player, totals)
                },
            )
            .map(|(_, totals)| totals)
            .reduce(Totals::default, Totals::merge)
    });
    Ok(Report {
        totals,
        threads,
        elapsed: start.elapsed(),
    })
}

#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("cannot start worker threads: {0}")]
    Threads(String),
}

/// The standard normal distribution's two-sided 95 % point: the z of the
/// win-rate intervals and of the Difficulty panel's comparison.
pub const Z_95: f64 = 1.959_963_984_540_054;

/// The 95 % Wilson score interval of a rate of `wins` in `games`: a range
/// that holds the true rate 19 times in 20, sensible near 0 % and 100 %.
pub fn wilson_95(wins: u64, games: u64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = games as f64;
    let p = wins as f64 / n;
    let z2 = Z_95 * Z_95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z_95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod wilson_tests {
    use super::wilson_95;

    /// Textbook values: 50 of 100 gives 40.4 %–59.6 %; 0 of 20 gives
    /// 0 %–16.1 %; the interval narrows with more games.
    #[test]
    fn wilson_intervals_match_the_textbook() {
        let (lo, hi) = wilson_95(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson_95(0, 20);
        assert!(lo == 0.0 && (hi - 0.1611).abs() < 1e-3, "{hi}");
        let (a, b) = wilson_95(500, 1000);
        assert!(b - a < hi - lo);
        assert_eq!(wilson_95(0, 0), (0.0, 1.0));
    }
}

#[cfg(test)]
mod bound_tests {
    use std::sync::Arc;

    use super::{Games, Policy, simulate_with};
    use crate::engine::GameConfig;
    use crate::engine::board::io::load_board;

    /// Games cut by the turn bound are counted apart from the other
    /// defects, so a caller can tell "nothing to do on this board" from an
    /// engine fault.
    #[test]
    fn games_cut_by_the_turn_bound_are_counted_apart() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json");
        let board = Arc::new(load_board(&path).expect("front board"));
        let games = Games {
            seed: 0,
            first: 0,
            count: 4,
        };
        let cut = simulate_with(
            Arc::clone(&board),
            GameConfig::family(4),
            games,
            Some(1),
            3,
            Policy::FastBot,
        )
        .expect("runs");
        assert_eq!(cut.totals.engine_errors, 4, "no game ends in 3 turns");
        assert_eq!(cut.totals.turn_limited, 4);
        // Cut early, with POIs on the board: not games waiting for POIs.
        assert_eq!(cut.totals.waiting_for_pois, 0);
        let whole = simulate_with(
            board,
            GameConfig::family(4),
            games,
            Some(1),
            super::DEFAULT_MAX_TURNS,
            Policy::FastBot,
        )
        .expect("runs");
        assert_eq!(whole.totals.turn_limited, 0);
        let both = cut.totals.merge(whole.totals);
        assert_eq!(both.turn_limited, 4);
    }
}

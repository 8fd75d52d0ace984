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

use crate::engine::action::Action;
use crate::engine::board::Board;
use crate::engine::config::{ConfigError, GameConfig};
use crate::engine::dice::{Dice, derive_seed};
use crate::engine::event::{CountEvents, EventSink};
use crate::engine::state::{GameState, Outcome};

/// Safety net for the statistics: a random game that has not ended after this
/// many player turns is counted as unfinished.
pub const DEFAULT_MAX_TURNS: u32 = 5_000;

/// How one game ended.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct GameResult {
    pub outcome: Option<Outcome>,
    pub turns: u32,
    pub actions: u64,
    pub events: u64,
    pub rescued: u8,
    pub lost: u8,
}

/// Reusable memory for playing games one after another.
pub struct Player {
    state: GameState,
    legal: Vec<Action>,
}

impl Player {
    pub fn new(board: Arc<Board>, config: GameConfig) -> Result<Player, ConfigError> {
        let mut sink = CountEvents::default();
        Ok(Player {
            state: GameState::new_logged(board, config, 0, &mut sink)?,
            legal: Vec::with_capacity(64),
        })
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
        while !self.state.is_over() && self.state.turn() <= max_turns {
            self.state.legal_actions_into(&mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            let pick = policy.uniform(self.legal.len() as u32) as usize;
            let action = self.legal[pick];
            if self.state.apply_into(action, &mut counter).is_err() {
                // Unreachable by construction (the generator only lists legal
                // actions); stop rather than loop if it ever happened.
                break;
            }
            actions += 1;
            inspect(&self.state, action);
        }
        GameResult {
            outcome: self.state.outcome(),
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

/// Totals over many games. Sums of integers, so independent of the order in
/// which threads finish.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    pub games: u64,
    pub wins: u64,
    pub victims_lost: u64,
    pub collapses: u64,
    /// Scenario losses: a knockdown in Save the structure, Hazmat lost in
    /// Arsonist's traces, everyone down in A friend in need.
    pub other_losses: u64,
    pub unfinished: u64,
    pub turns: u64,
    pub actions: u64,
    pub events: u64,
    pub rescued: u64,
    pub lost: u64,
}

impl Totals {
    fn add(&mut self, r: &GameResult) {
        self.games += 1;
        match r.outcome {
            Some(Outcome::Won | Outcome::StructureSaved) => self.wins += 1,
            Some(Outcome::VictimsLost) => self.victims_lost += 1,
            Some(Outcome::Collapse) => self.collapses += 1,
            Some(Outcome::FirefighterDown | Outcome::HazmatLost | Outcome::AllDown) => {
                self.other_losses += 1;
            }
            None => self.unfinished += 1,
        }
        self.turns += u64::from(r.turns);
        self.actions += r.actions;
        self.events += r.events;
        self.rescued += u64::from(r.rescued);
        self.lost += u64::from(r.lost);
    }

    fn merge(mut self, o: Totals) -> Totals {
        self.games += o.games;
        self.wins += o.wins;
        self.victims_lost += o.victims_lost;
        self.collapses += o.collapses;
        self.other_losses += o.other_losses;
        self.unfinished += o.unfinished;
        self.turns += o.turns;
        self.actions += o.actions;
        self.events += o.events;
        self.rescued += o.rescued;
        self.lost += o.lost;
        self
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

/// Plays `games` random games seeded from `seed` on `threads` worker threads
/// (all cores when `None`).
pub fn simulate(
    board: Arc<Board>,
    config: GameConfig,
    games: u64,
    seed: u64,
    threads: Option<usize>,
    max_turns: u32,
) -> Result<Report, SimError> {
    // Fail early on a bad configuration, before spawning anything.
    Player::new(Arc::clone(&board), config.clone())?;
    let mut builder = rayon::ThreadPoolBuilder::new().thread_name(|i| format!("simulate-{i}"));
    if let Some(n) = threads {
        builder = builder.num_threads(n.max(1));
    }
    let pool = builder
        .build()
        .map_err(|e| SimError::Threads(e.to_string()))?;
    let threads = pool.current_num_threads();
    let start = Instant::now();
    let totals = pool.install(|| {
        (0..games)
            .into_par_iter()
            .fold(
                || {
                    let player = Player::new(Arc::clone(&board), config.clone()).ok();
                    (player, Totals::default())
                },
                |(mut player, mut totals), i| {
                    if let Some(p) = player.as_mut() {
                        let result =
                            p.play(derive_seed(seed, i), max_turns, &mut CountEvents::default());
                        totals.add(&result);
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

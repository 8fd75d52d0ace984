//! One random-board game and how to reproduce it: the files and commands
//! that replay it, and the watchdog that reports a game hanging inside one
//! engine call (see the parent module's documentation).

use std::collections::HashMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use flashpoint::engine::GameConfig;
use flashpoint::engine::board::io::layout_to_json;
use flashpoint::engine::board::layout::BoardLayout;
use flashpoint::engine::dice::derive_seed;

use super::{MAX_TURNS, env_u64};

pub(super) fn artifacts_dir() -> PathBuf {
    let dir = std::env::temp_dir().join("flashpoint-random-boards");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Everything needed to replay one game.
#[derive(Clone)]
pub(super) struct GameId {
    pub(super) board_seed: u64,
    pub(super) layout: Arc<BoardLayout>,
    /// `flashpoint simulate --seed` of a one-game run: the game's dice seed
    /// is `derive_seed(sim_seed, 0)`, exactly as in [`Player::play`] there.
    pub(super) sim_seed: u64,
    pub(super) config: GameConfig,
}

impl GameId {
    pub(super) fn game_seed(&self) -> u64 {
        derive_seed(self.sim_seed, 0)
    }

    /// Writes the board and configuration; returns the words that say how to
    /// replay the game.
    pub(super) fn reproduce(&self) -> String {
        let dir = artifacts_dir();
        let board = dir.join(format!("board-{}.json", self.board_seed));
        let config = dir.join(format!("config-{}-{}.json", self.board_seed, self.sim_seed));
        let written = std::fs::write(&board, layout_to_json(&self.layout)).and_then(|()| {
            let json = serde_json::to_string_pretty(&self.config).map_err(std::io::Error::other)?;
            std::fs::write(&config, json)
        });
        if let Err(e) = written {
            return format!("(could not write the reproduction files: {e})");
        }
        format!(
            "board {} (seed {}), config {} {}, game seed {} (simulation seed {}).\n  \
             Replay: FLASHPOINT_RANDOM_BOARD={} cargo test --test random_boards\n  \
             or:     cargo run --release -- simulate --board {} --config {} --games 1 --seed {} --max-turns {MAX_TURNS} --threads 1",
            board.display(),
            self.board_seed,
            config.display(),
            serde_json::to_string(&self.config).unwrap_or_default(),
            self.game_seed(),
            self.sim_seed,
            self.board_seed,
            board.display(),
            config.display(),
            self.sim_seed,
        )
    }
}

/// A game in progress, as the watchdog sees it.
struct Running {
    started: Instant,
    game: GameId,
    /// Actions applied so far (the hang is in the next one).
    actions: Arc<AtomicU64>,
}

/// The games running now, by ticket.
fn running() -> &'static Mutex<HashMap<u64, Running>> {
    static RUNNING: OnceLock<Mutex<HashMap<u64, Running>>> = OnceLock::new();
    RUNNING.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Starts the watchdog thread once per test binary. A hang inside one engine
/// call cannot be interrupted, so on a timeout the watchdog reports the game
/// (on stderr directly: the test harness's output capture would swallow it)
/// and ends the process.
fn start_watchdog() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        let limit = Duration::from_secs(env_u64("FLASHPOINT_GAME_TIMEOUT").unwrap_or(120));
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(500));
                let jobs = running().lock().unwrap_or_else(|e| e.into_inner());
                if let Some(job) = jobs.values().find(|j| j.started.elapsed() > limit) {
                    let message = format!(
                        "\nrandom_boards WATCHDOG: a game ran for more than {} s (a hang?) after {} actions; \
                         the hang is in the next action or in setup.\n  {}\n",
                        limit.as_secs(),
                        job.actions.load(Ordering::Relaxed),
                        job.game.reproduce()
                    );
                    let _ = std::io::stderr().write_all(message.as_bytes());
                    std::process::exit(101);
                }
            }
        });
    });
}

/// Registers a game with the watchdog for as long as it lives.
pub(super) struct Watched {
    ticket: u64,
}

impl Watched {
    pub(super) fn new(game: &GameId, actions: &Arc<AtomicU64>) -> Watched {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        start_watchdog();
        let ticket = NEXT.fetch_add(1, Ordering::Relaxed);
        running().lock().unwrap_or_else(|e| e.into_inner()).insert(
            ticket,
            Running {
                started: Instant::now(),
                game: game.clone(),
                actions: Arc::clone(actions),
            },
        );
        Watched { ticket }
    }
}

impl Drop for Watched {
    fn drop(&mut self) {
        running()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.ticket);
    }
}

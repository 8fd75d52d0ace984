//! How hard is the board being edited? The editor's difficulty estimate,
//! free of any UI: four bots (fast ones for a first look, or the game's own,
//! stronger and far slower) play a number of games at each level (the
//! family game and the experienced game at Recruit, Veteran and Heroic) on a
//! background thread, and the same games on the front board for comparison.
//!
//! The games are played in chunks through [`simulate_with`], so that between
//! chunks the job reports its progress and sees a cancel. Every level and
//! both boards use the same seeds, game `i` of each run the same dice seed,
//! so the comparison is fair and the figures repeat exactly; the seed is the
//! one `flashpoint estimate` uses by default, so the CLI gives the same
//! family figures. The front board's figures are kept for the session.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::bot::team::fill_unlisted;
use crate::engine::board::Board;
use crate::engine::config::{ConfigError, Difficulty, GameConfig};
use crate::sim::{Games, Player, Policy, Totals, Z_95, simulate_with, wilson_95};

/// The seed of every run: `flashpoint estimate`'s default.
pub const SEED: u64 = 0;

/// Firefighters in every game: the usual table of four.
pub const FIREFIGHTERS: u8 = 4;

/// Which bots play the estimate's games.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Bots {
    /// The bot at the strength meant for estimates (`fast-bot`): 10,000
    /// games of the front board in well under a minute.
    #[default]
    Fast,
    /// The game's own bot (`bot`), as teammates and the hint play: its win
    /// rates are nearer a good table's, at a hundred times the time.
    Strong,
}

impl Bots {
    pub fn policy(self) -> Policy {
        match self {
            Bots::Fast => Policy::FastBot,
            Bots::Strong => Policy::Bot,
        }
    }
}

/// How long a chunk of games should take: short enough that a cancel is
/// seen at once and the progress bar moves, long enough that starting the
/// worker threads costs little.
const CHUNK_TIME: Duration = Duration::from_millis(300);

/// The turn bound of an estimate's games. Bots end a game on the shipped
/// boards in about 50 turns; a board where the fire can hardly spread may
/// give a careful bot nothing to do for ever, and such games must not
/// hold up the estimate ([`Totals::turn_limited`] counts them).
pub const MAX_TURNS: u32 = 1_000;

/// The most games in one chunk.
const MAX_CHUNK: u64 = 256;

/// A game the estimate plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Family,
    Recruit,
    Veteran,
    Heroic,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Family, Level::Recruit, Level::Veteran, Level::Heroic];

    /// Its name in the panel: "Family", "Recruit", …
    pub fn name(self) -> &'static str {
        match self {
            Level::Family => "Family",
            Level::Recruit => "Recruit",
            Level::Veteran => "Veteran",
            Level::Heroic => "Heroic",
        }
    }

    /// A game's time at this level against a family game's, roughly (the
    /// bot's 1,000-game rows took 10, 39, 29 and 18 minutes on the
    /// townhouse, 5, 41, 27 and 10 on the brownstone): only for the time
    /// left, which the family games, played first, would otherwise make
    /// look short.
    fn pace(self) -> f64 {
        match self {
            Level::Family => 1.0,
            Level::Recruit => 4.0,
            Level::Veteran => 3.0,
            Level::Heroic => 1.5,
        }
    }

    fn index(self) -> usize {
        match self {
            Level::Family => 0,
            Level::Recruit => 1,
            Level::Veteran => 2,
            Level::Heroic => 3,
        }
    }

    /// The game: the family game, or the full experienced game at this
    /// level (the bots choose their cards on the board, as `flashpoint
    /// estimate --mode experienced --difficulty …` plays it).
    pub fn config(self) -> GameConfig {
        let level = match self {
            Level::Family => return GameConfig::family(FIREFIGHTERS),
            Level::Recruit => Difficulty::Recruit,
            Level::Veteran => Difficulty::Veteran,
            Level::Heroic => Difficulty::Heroic,
        };
        GameConfig::experienced(FIREFIGHTERS, level)
    }
}

/// Which board a figure is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The board being edited.
    Board,
    /// The front board of the base game, for comparison.
    Front,
}

/// One level's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    pub totals: Totals,
    /// The level was played without the vehicles module: the board has no
    /// spot to park them on.
    pub without_vehicles: bool,
}

impl Figures {
    /// The share of games won, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        self.share(self.totals.wins)
    }

    /// The 95 % interval of the win rate.
    pub fn interval(&self) -> (f64, f64) {
        wilson_95(self.totals.wins, self.totals.games)
    }

    /// `n` as a share of the games played, 0 to 1.
    pub fn share(&self, n: u64) -> f64 {
        n as f64 / self.totals.games.max(1) as f64
    }

    /// The mean of a total over the games.
    pub fn mean(&self, total: u64) -> f64 {
        self.totals.mean(total)
    }
}

/// How a board's win rate compares with the front board's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Won more often, beyond chance.
    Easier,
    /// Won less often, beyond chance.
    Harder,
    /// A difference chance alone could make (95 %): the games cannot tell
    /// the boards apart.
    AboutTheSame,
}

impl Comparison {
    pub fn word(self) -> &'static str {
        match self {
            Comparison::Easier => "easier",
            Comparison::Harder => "harder",
            Comparison::AboutTheSame => "about the same",
        }
    }
}

/// Compares a board's figures with the front board's at the same level:
/// a two-proportion z-test at 95 %. Asking whether the two 95 % intervals
/// overlap is far stricter than that: 22 % against 31 % of 200 games each
/// overlap, yet chance would make so large a gap once in 25 runs, and the
/// panel called such boards "about the same".
pub fn compare(board: &Figures, front: &Figures) -> Comparison {
    let (n1, n2) = (board.totals.games as f64, front.totals.games as f64);
    if n1 == 0.0 || n2 == 0.0 {
        return Comparison::AboutTheSame;
    }
    let (p1, p2) = (board.win_rate(), front.win_rate());
    let pooled = (board.totals.wins + front.totals.wins) as f64 / (n1 + n2);
    let spread = (pooled * (1.0 - pooled) * (1.0 / n1 + 1.0 / n2)).sqrt();
    // Both boards always won or always lost: nothing tells them apart.
    if spread == 0.0 {
        return Comparison::AboutTheSame;
    }
    let z = (p1 - p2) / spread;
    if z > Z_95 {
        Comparison::Easier
    } else if z < -Z_95 {
        Comparison::Harder
    } else {
        Comparison::AboutTheSame
    }
}

/// A level's result: its figures, or why it cannot be played on the board.
pub type LevelResult = Result<Figures, String>;

/// Where a run stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum RunState {
    #[default]
    Running,
    Finished,
    /// Stopped by [`Job::cancel`]; the levels finished before stay.
    Cancelled,
    /// Stopped by a fault in the engine (a panic), with what it said.
    Failed(String),
}

/// What a run has done so far: a copy is read by the UI each frame.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// Games per level and board.
    pub games: u64,
    /// Who plays them.
    pub bots: Bots,
    /// Games to play in all (the front board's cached levels not counted).
    pub total: u64,
    /// The level of each run of `games` games, in the order played.
    pub runs: Vec<Level>,
    pub done: u64,
    /// Levels of the front board known from an earlier run this session,
    /// so not played again.
    pub known_front_levels: usize,
    /// What is being played now.
    pub playing: Option<(Subject, Level)>,
    /// Per level, in [`Level::ALL`] order: the board's results so far.
    pub board: [Option<LevelResult>; 4],
    /// The front board's (none when it could not be loaded).
    pub front: [Option<LevelResult>; 4],
    pub state: RunState,
    /// Time spent so far: the whole run's once it has ended.
    pub elapsed: Duration,
}

impl Progress {
    pub fn result(&self, subject: Subject, level: Level) -> Option<&LevelResult> {
        let results = match subject {
            Subject::Board => &self.board,
            Subject::Front => &self.front,
        };
        results[level.index()].as_ref()
    }

    pub fn is_running(&self) -> bool {
        self.state == RunState::Running
    }

    /// How long the rest of a running estimate should take at the pace so
    /// far, each level's games weighed by how long such games take; `None`
    /// before the first games are in or once it has ended.
    pub fn time_left(&self) -> Option<Duration> {
        if !(self.is_running() && self.done > 0 && self.done < self.total) {
            return None;
        }
        let games = self.games.max(1);
        let pace = |run: usize| self.runs.get(run).map_or(1.0, |l| l.pace());
        let runs = usize::try_from(self.total / games).unwrap_or(usize::MAX);
        let whole = usize::try_from(self.done / games).unwrap_or(usize::MAX);
        let all: f64 = (0..runs).map(|r| pace(r) * games as f64).sum();
        let done: f64 = (0..whole).map(|r| pace(r) * games as f64).sum::<f64>()
            + pace(whole) * (self.done % games) as f64;
        (done > 0.0).then(|| self.elapsed.mul_f64((all - done).max(0.0) / done))
    }
}

/// The front board's results by bots, game count and level, kept for the
/// session: once played, they are not played again.
#[derive(Clone, Default)]
pub struct FrontCache(Arc<Mutex<HashMap<RunKey, LevelResult>>>);

/// A level's run: who played it, how many games.
type RunKey = (Bots, u64, Level);

impl FrontCache {
    /// The one cache of the running program.
    pub fn session() -> FrontCache {
        static CACHE: OnceLock<FrontCache> = OnceLock::new();
        CACHE.get_or_init(FrontCache::default).clone()
    }

    pub fn get(&self, bots: Bots, games: u64, level: Level) -> Option<LevelResult> {
        lock(&self.0).get(&(bots, games, level)).cloned()
    }

    fn put(&self, bots: Bots, games: u64, level: Level, result: LevelResult) {
        lock(&self.0).insert((bots, games, level), result);
    }
}

/// A poisoned lock only means a panic elsewhere: the data is still whole
/// (every update is a single assignment).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// What to estimate.
#[derive(Clone)]
pub struct Spec {
    pub board: Arc<Board>,
    /// The board to compare with; `None` for no comparison.
    pub front: Option<Arc<Board>>,
    /// Games per level.
    pub games: u64,
    pub bots: Bots,
    /// Worker threads per chunk (`None`: all cores).
    pub threads: Option<usize>,
}

/// A difficulty estimate running on its own thread. Dropping it cancels
/// the run (the thread ends after its current chunk).
pub struct Job {
    progress: Arc<Mutex<Progress>>,
    cancel: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Job {
    /// Starts the run on a thread named "difficulty"; `notify` is called
    /// from it after every chunk and at the end (the UI asks for a repaint).
    pub fn start(
        spec: Spec,
        cache: FrontCache,
        notify: impl Fn() + Send + 'static,
    ) -> std::io::Result<Job> {
        let mut progress = Progress {
            games: spec.games,
            bots: spec.bots,
            ..Progress::default()
        };
        let tasks = plan(&spec, &cache, &mut progress);
        progress.total = spec.games * tasks.len() as u64;
        progress.runs = tasks.iter().map(|&(_, level)| level).collect();
        let progress = Arc::new(Mutex::new(progress));
        let cancel = Arc::new(AtomicBool::new(false));
        let worker = Worker {
            spec,
            started: Instant::now(),
            cache,
            progress: Arc::clone(&progress),
            cancel: Arc::clone(&cancel),
            notify: Box::new(notify),
        };
        let thread = std::thread::Builder::new()
            .name("difficulty".into())
            .spawn(move || worker.run(tasks))?;
        Ok(Job {
            progress,
            cancel,
            thread: Some(thread),
        })
    }

    /// A copy of where the run stands.
    pub fn progress(&self) -> Progress {
        lock(&self.progress).clone()
    }

    /// Asks the run to stop; it does after the chunk being played.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Waits for the run to end and returns its last progress.
    pub fn wait(mut self) -> Progress {
        if let Some(thread) = self.thread.take() {
            // The worker catches its own panics: joining cannot fail.
            let _ = thread.join();
        }
        self.progress()
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        // Never join here: the UI must not wait for a chunk to finish.
        self.cancel();
    }
}

/// The levels to play, in order: each level on the board, then on the
/// front board unless its figures are known. Fills in what is known.
fn plan(spec: &Spec, cache: &FrontCache, progress: &mut Progress) -> Vec<(Subject, Level)> {
    let mut tasks = Vec::new();
    for level in Level::ALL {
        tasks.push((Subject::Board, level));
        if spec.front.is_none() || same_board(spec) {
            continue;
        }
        match cache.get(spec.bots, spec.games, level) {
            Some(known) => {
                progress.front[level.index()] = Some(known);
                progress.known_front_levels += 1;
            }
            None => tasks.push((Subject::Front, level)),
        }
    }
    tasks
}

/// The board being edited is the front board itself: its figures serve both.
fn same_board(spec: &Spec) -> bool {
    spec.front
        .as_ref()
        .is_some_and(|front| front.layout() == spec.board.layout())
}

struct Worker {
    spec: Spec,
    started: Instant,
    cache: FrontCache,
    progress: Arc<Mutex<Progress>>,
    cancel: Arc<AtomicBool>,
    notify: Box<dyn Fn() + Send>,
}

impl Worker {
    fn run(self, tasks: Vec<(Subject, Level)>) {
        // An engine fault must not leave the panel waiting for ever.
        let played = catch_unwind(AssertUnwindSafe(|| self.play(&tasks)));
        let state = match played {
            Ok(true) => RunState::Finished,
            Ok(false) => RunState::Cancelled,
            Err(panic) => RunState::Failed(
                panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_else(|| "the engine stopped".to_owned()),
            ),
        };
        {
            let mut p = lock(&self.progress);
            p.state = state;
            p.playing = None;
            p.elapsed = self.started.elapsed();
        }
        (self.notify)();
    }

    /// Plays every task; false when cancelled.
    fn play(&self, tasks: &[(Subject, Level)]) -> bool {
        let mut chunks = ChunkSize::new(self.spec.threads);
        let same = same_board(&self.spec);
        for &(subject, level) in tasks {
            let board = match (subject, &self.spec.front) {
                (Subject::Front, Some(front)) => front,
                _ => &self.spec.board,
            };
            lock(&self.progress).playing = Some((subject, level));
            (self.notify)();
            let Some(result) = self.play_level(board, level, &mut chunks) else {
                return false;
            };
            if subject == Subject::Front || same {
                self.cache
                    .put(self.spec.bots, self.spec.games, level, result.clone());
            }
            let mut p = lock(&self.progress);
            if subject == Subject::Board {
                p.board[level.index()] = Some(result.clone());
            }
            if subject == Subject::Front || same {
                p.front[level.index()] = Some(result);
            }
        }
        true
    }

    /// Plays one level's games chunk by chunk; `None` when cancelled.
    fn play_level(
        &self,
        board: &Arc<Board>,
        level: Level,
        chunks: &mut ChunkSize,
    ) -> Option<LevelResult> {
        let games = self.spec.games;
        let (config, without_vehicles) = match playable_config(board, level) {
            Ok(c) => c,
            Err(e) => {
                self.advance(games);
                return Some(Err(e.to_string()));
            }
        };
        let mut totals = Totals::default();
        let mut first = 0;
        while first < games {
            if self.cancel.load(Ordering::Relaxed) {
                return None;
            }
            let count = chunks.next().min(games - first);
            let started = Instant::now();
            let run = Games {
                seed: SEED,
                first,
                count,
            };
            let report = simulate_with(
                Arc::clone(board),
                config.clone(),
                run,
                self.spec.threads,
                MAX_TURNS,
                self.spec.bots.policy(),
            );
            match report {
                Ok(report) => totals = std::mem::take(&mut totals).merge(report.totals),
                Err(e) => {
                    self.advance(games - first);
                    return Some(Err(e.to_string()));
                }
            }
            chunks.played(count, started.elapsed());
            first += count;
            self.advance(count);
        }
        Some(Ok(Figures {
            totals,
            without_vehicles,
        }))
    }

    fn advance(&self, games: u64) {
        {
            let mut p = lock(&self.progress);
            p.done += games;
            p.elapsed = self.started.elapsed();
        }
        (self.notify)();
    }
}

/// The level's game on `board`: without the vehicles when the board has
/// nowhere to park one of them (a board may have no Ambulance spot), as a
/// player would leave the module out in the new-game dialog.
fn playable_config(board: &Arc<Board>, level: Level) -> Result<(GameConfig, bool), ConfigError> {
    let mut config = level.config();
    let without_vehicles = match Player::new(Arc::clone(board), config.clone()) {
        Ok(_) => false,
        Err(ConfigError::NoSpots(_)) => {
            config.modules.vehicles = false;
            Player::new(Arc::clone(board), config.clone())?;
            true
        }
        Err(e) => return Err(e),
    };
    // The cards after the modules: no Driver/Operator without the Engine.
    fill_unlisted(&mut config, board);
    Ok((config, without_vehicles))
}

/// Chooses how many games the next chunk plays, from how fast the last
/// went, so that each takes about [`CHUNK_TIME`] in a debug or a release
/// build alike.
struct ChunkSize {
    /// Never fewer games than worker threads, to keep them all busy.
    least: u64,
    next: u64,
}

impl ChunkSize {
    fn new(threads: Option<usize>) -> ChunkSize {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let least = threads.unwrap_or(cores).max(1) as u64;
        ChunkSize { least, next: least }
    }

    fn next(&self) -> u64 {
        self.next
    }

    fn played(&mut self, games: u64, took: Duration) {
        let per_game = took.as_secs_f64() / games.max(1) as f64;
        let fits = (CHUNK_TIME.as_secs_f64() / per_game.max(1e-6)) as u64;
        // Grow at most fourfold at a time: one quick chunk may be luck.
        self.next = fits.clamp(self.least, (self.next * 4).min(MAX_CHUNK).max(self.least));
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::engine::board::io::load_board;

    fn board(name: &str) -> Arc<Board> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("boards")
            .join(name);
        Arc::new(load_board(&path).unwrap())
    }

    fn spec(board: Arc<Board>, front: Option<Arc<Board>>, games: u64) -> Spec {
        Spec {
            board,
            front,
            games,
            bots: Bots::Fast,
            threads: Some(2),
        }
    }

    /// A small run plays every level on both boards, its progress reaches
    /// the total, and each level's figures are exactly those of one
    /// `simulate_with` run of the same games: chunking changes nothing.
    #[test]
    fn difficulty_small_run_gives_figures_equal_to_one_run() {
        let (back, front) = (board("back.json"), board("front.json"));
        let calls = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let counter = Arc::clone(&calls);
        let job = Job::start(
            spec(Arc::clone(&back), Some(Arc::clone(&front)), 6),
            FrontCache::default(),
            move || {
                counter.fetch_add(1, Ordering::Relaxed);
            },
        )
        .unwrap();
        let p = job.wait();
        assert_eq!(p.state, RunState::Finished);
        assert_eq!((p.done, p.total), (48, 48));
        assert!(calls.load(Ordering::Relaxed) >= 8, "notified per chunk");
        for level in Level::ALL {
            for (subject, b) in [(Subject::Board, &back), (Subject::Front, &front)] {
                let figures = p.result(subject, level).unwrap().as_ref().unwrap();
                let mut config = level.config();
                fill_unlisted(&mut config, b);
                let whole = simulate_with(
                    Arc::clone(b),
                    config,
                    Games {
                        seed: SEED,
                        first: 0,
                        count: 6,
                    },
                    Some(1),
                    MAX_TURNS,
                    Policy::FastBot,
                )
                .unwrap();
                assert_eq!(figures.totals, whole.totals, "{level:?} {subject:?}");
                assert!(!figures.without_vehicles);
            }
        }
    }

    /// The front board's figures are kept: a second run with the same count
    /// plays only the board; the front board itself is played once.
    #[test]
    fn difficulty_front_figures_are_cached() {
        let cache = FrontCache::default();
        let (back, front) = (board("back.json"), board("front.json"));
        let first = Job::start(
            spec(Arc::clone(&front), Some(Arc::clone(&front)), 3),
            cache.clone(),
            || {},
        )
        .unwrap()
        .wait();
        // Editing the front board itself: its figures serve both columns.
        assert_eq!(first.total, 12);
        assert_eq!(first.front, first.board);
        let second = Job::start(spec(back, Some(front), 3), cache.clone(), || {})
            .unwrap()
            .wait();
        assert_eq!(second.total, 12, "only the board is played");
        assert_eq!(first.known_front_levels, 0);
        assert_eq!(
            second.known_front_levels, 4,
            "said, so 12 games are not a puzzle"
        );
        assert_eq!(second.front, first.front);
        assert_eq!(second.state, RunState::Finished);
    }

    /// The strong bots play the game's own bot (`bot`, the issue 15
    /// strength), game for game as `simulate_with` plays it; their front
    /// board figures are kept apart from the fast bots'.
    #[test]
    fn difficulty_strong_bots_play_the_default_bot_and_are_cached_apart() {
        let cache = FrontCache::default();
        let (back, front) = (board("back.json"), board("front.json"));
        let mut strong = spec(Arc::clone(&front), Some(Arc::clone(&front)), 1);
        strong.bots = Bots::Strong;
        let p = Job::start(strong, cache.clone(), || {}).unwrap().wait();
        assert_eq!(
            (p.state.clone(), p.bots, p.total),
            (RunState::Finished, Bots::Strong, 4)
        );
        for level in Level::ALL {
            let figures = p.result(Subject::Board, level).unwrap().as_ref().unwrap();
            let mut config = level.config();
            fill_unlisted(&mut config, &front);
            let whole = simulate_with(
                Arc::clone(&front),
                config,
                Games {
                    seed: SEED,
                    first: 0,
                    count: 1,
                },
                Some(1),
                MAX_TURNS,
                Policy::Bot,
            )
            .unwrap();
            assert_eq!(figures.totals, whole.totals, "{level:?}");
            assert!(cache.get(Bots::Strong, 1, level).is_some());
            assert!(cache.get(Bots::Fast, 1, level).is_none());
        }
        // The fast bots' estimate of another board plays the front board
        // again: the strong bots' figures are not theirs.
        let fast = Job::start(spec(back, Some(front), 1), cache, || {})
            .unwrap()
            .wait();
        assert_eq!((fast.known_front_levels, fast.total), (0, 8));
    }

    /// The time left is the pace so far applied to the games left, each
    /// level weighed by its games' time, only while a run is going and has
    /// played something.
    #[test]
    fn difficulty_time_left_follows_the_pace() {
        let mut p = Progress {
            games: 100,
            total: 800,
            done: 100,
            elapsed: Duration::from_secs(60),
            ..Progress::default()
        };
        // Runs of unknown levels: games count alike.
        assert_eq!(p.time_left(), Some(Duration::from_secs(420)));
        // The family run done, a Recruit run (four times as slow) left.
        let family_then_recruit = Progress {
            total: 200,
            runs: vec![Level::Family, Level::Recruit],
            ..p.clone()
        };
        assert_eq!(
            family_then_recruit.time_left(),
            Some(Duration::from_secs(240))
        );
        p.done = 0;
        assert_eq!(p.time_left(), None);
        p.done = 800;
        assert_eq!(p.time_left(), None);
        p.done = 400;
        p.state = RunState::Cancelled;
        assert_eq!(p.time_left(), None);
    }

    /// Cancel stops a long run promptly, between chunks, keeping what was
    /// done; nothing unfinished goes into the cache.
    #[test]
    fn difficulty_cancel_stops_the_run() {
        let cache = FrontCache::default();
        let job = Job::start(
            spec(board("front.json"), Some(board("back.json")), 100_000),
            cache.clone(),
            || {},
        )
        .unwrap();
        while job.progress().done == 0 {
            std::thread::sleep(Duration::from_millis(5));
        }
        let asked = Instant::now();
        job.cancel();
        let p = job.wait();
        assert_eq!(p.state, RunState::Cancelled);
        assert!(p.done > 0 && p.done < p.total, "{} of {}", p.done, p.total);
        assert!(p.board.iter().all(Option::is_none));
        assert!(cache.get(Bots::Fast, 100_000, Level::Family).is_none());
        // A chunk is sized to about 0.3 s; allow a slow, busy machine.
        assert!(
            asked.elapsed() < Duration::from_secs(10),
            "{:?}",
            asked.elapsed()
        );
    }

    /// A board with no Ambulance spot plays the experienced levels without
    /// the vehicles, and says so.
    #[test]
    fn difficulty_without_spots_plays_without_vehicles() {
        let mut layout = board("front.json").layout().clone();
        layout.parking.ambulance.clear();
        let bare = Arc::new(Board::from_layout(layout).unwrap());
        let (config, without) = playable_config(&bare, Level::Heroic).unwrap();
        assert!(without && !config.modules.vehicles);
        let (_, without) = playable_config(&bare, Level::Family).unwrap();
        assert!(!without);
    }

    #[test]
    fn difficulty_comparison_is_a_two_proportion_test() {
        let figures = |wins, games| Figures {
            totals: Totals {
                wins,
                games,
                ..Totals::default()
            },
            without_vehicles: false,
        };
        let compare_rates = |a, b| compare(&figures(a, 100), &figures(b, 100));
        assert_eq!(compare_rates(80, 40), Comparison::Easier);
        assert_eq!(compare_rates(20, 60), Comparison::Harder);
        assert_eq!(compare_rates(45, 50), Comparison::AboutTheSame);
        // 22% against 31% of 200 games: the 95% intervals overlap
        // (16.8–28.3%, 25.0–37.7%), but z = -2.04.
        let (board, front) = (figures(44, 200), figures(62, 200));
        assert!(board.interval().1 > front.interval().0);
        assert_eq!(compare(&board, &front), Comparison::Harder);
        assert_eq!(compare(&front, &board), Comparison::Easier);
        // 25% against 31%: z = -1.34, chance could do that.
        assert_eq!(compare(&figures(50, 200), &front), Comparison::AboutTheSame);
        // Nothing played, or nothing ever won on either: no verdict.
        assert_eq!(compare(&figures(0, 0), &front), Comparison::AboutTheSame);
        assert_eq!(
            compare(&figures(0, 100), &figures(0, 100)),
            Comparison::AboutTheSame
        );
    }

    #[test]
    fn difficulty_chunks_grow_towards_the_chunk_time() {
        let mut c = ChunkSize::new(Some(2));
        assert_eq!(c.next(), 2);
        c.played(2, Duration::from_millis(10));
        assert_eq!(c.next(), 8, "at most fourfold");
        for _ in 0..5 {
            c.played(c.next(), Duration::from_millis(10) * c.next() as u32 / 2);
        }
        assert_eq!(c.next(), 60, "5 ms a game fills 0.3 s with 60");
        c.played(60, Duration::from_secs(30));
        assert_eq!(c.next(), 2, "never below the threads");
    }
}

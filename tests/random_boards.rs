//! Property test: family and experienced games on *randomly generated valid
//! boards* (tests/common/random_board/: 1-3 floors from 3 × 3 to 10 × 12,
//! stairs, few dice-named cells, no or looping POI arrows, restricted cells,
//! elevators, partial outside, missing vehicle spots…; a fifth play by High
//! Rise, a third of the rest by 2nd Story or Brownstone) keep every invariant
//! after every action (tests/common/invariants.rs) and **end** within
//! [`MAX_TURNS`] turns.
//!
//! This is the test that finds engine hangs on custom boards (issue 12: the
//! endless flare-up chain of Ruling R49, the endless POI replenishing of
//! Ruling R50, a state with no legal action). A hang inside one action would
//! stall the test forever, so every game runs under a watchdog: a game that
//! takes longer than `FLASHPOINT_GAME_TIMEOUT` seconds (default 120; games
//! take milliseconds) stops the whole test binary with the board, seed and
//! configuration written to disk.
//!
//! Environment:
//! * `FLASHPOINT_RANDOM_BOARDS=N`: boards to play (default [`DEFAULT_BOARDS`]);
//!   a long soak is e.g. `FLASHPOINT_RANDOM_BOARDS=3000`.
//! * `FLASHPOINT_RANDOM_BOARDS_FIRST=K`: the first board seed (default 0), to
//!   soak other boards than the default run's.
//! * `FLASHPOINT_RANDOM_BOARD=S`: play board seed `S` only (to reproduce);
//!   `S1,S2,…` plays those boards.
//! * `FLASHPOINT_GAME_TIMEOUT=SECS`: the watchdog's limit per game.
//! * `FLASHPOINT_RANDOM_BOARDS_STRICT=1`: count rules dead ends and stalled
//!   games (below) as failures too.
//!
//! Unfinished games. The invariants include the end conditions (4 Victims
//! lost, 7 rescued, Rulings R19 and R29), so a game that should have ended
//! fails at once. A game still running at [`MAX_TURNS`] is then judged:
//! * a **rules dead end** when the building cannot collapse (its walls take
//!   fewer than the 24 cubes of FAM-END-3, or the fire can never advance) and
//!   the game waits for POIs (none on the board, some in the bag): only
//!   Victims end such a game, and on a board whose few POI cells the fire
//!   advance keeps on Smoke or Fire the POIs stay in the bag for ever
//!   (Ruling R50);
//! * otherwise it is played on, without the checks, to [`LONG_TURNS`]: random
//!   play on an odd board can be slow (the only stairs on a cell the fire
//!   keeps burning). A game that ends by then was **slow**; one that made no
//!   progress (cubes, POIs drawn, Victims resolved, Hazmat carried out) in
//!   the second half **stalled**: the board leaves the random players no way
//!   on (fire confined where every wall is down, POI cells always burning);
//!   a game still progressing fails.
//!
//! Dead ends, slow and stalled games are counted and printed; dead ends and
//! stalls fail only with `FLASHPOINT_RANDOM_BOARDS_STRICT=1`.
//!
//! A failure names the board seed, the game's simulation seed, the
//! configuration and the action, writes the board and configuration JSON to
//! `$TMPDIR/flashpoint-random-boards/`, and prints the commands that replay it.

mod common;
#[path = "random_boards/replay.rs"]
mod replay;

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use common::invariants::{check_hot_spot_ledger, check_state};
use common::random_board::{ATTEMPTS, first_draw_valid, random_board};
use common::{random_experienced_config, random_family_config};
use flashpoint::engine::board::io::layout_to_json;
use flashpoint::engine::board::layout::BoardLayout;
use flashpoint::engine::board::{Board, CellKind, EdgeKind};
use flashpoint::engine::config::{Difficulty, Scenario};
use flashpoint::engine::dice::{Dice, derive_seed};
use flashpoint::engine::event::{CountEvents, Event, EventSink};
use flashpoint::engine::state::DAMAGE_CUBES;
use flashpoint::engine::{GameConfig, GameState};
use flashpoint::sim::Player;
use rayon::prelude::*;
use replay::{GameId, Watched, artifacts_dir};

/// Boards in the default run: about 10 s of the test profile on 2 cores.
const DEFAULT_BOARDS: u64 = 60;
/// Family games per board.
const FAMILY_GAMES: u64 = 3;
/// Experienced games per board: two per level.
const EXPERIENCED_GAMES: u64 = 6;
/// Every game must end by then; random play on the printed boards ends in
/// well under 100 turns.
const MAX_TURNS: u32 = 3_000;
/// A game unfinished at [`MAX_TURNS`] is played on, without the (costly)
/// checks, up to this bound: random play on a board whose only way upstairs
/// is a cell the fire keeps burning can take tens of thousands of turns.
const LONG_TURNS: u32 = 100_000;
/// The most turns a game still making progress gets (see [`unfinished`]).
const MAX_LONG_TURNS: u32 = 1_600_000;

fn env_u64(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    Some(
        value
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={value:?} is not a number")),
    )
}

/// The board seeds this run plays.
fn board_seeds() -> Vec<u64> {
    if let Ok(list) = std::env::var("FLASHPOINT_RANDOM_BOARD") {
        return list
            .split(',')
            .map(|s| {
                s.trim().parse().unwrap_or_else(|_| {
                    panic!("FLASHPOINT_RANDOM_BOARD={list:?}: not a list of seeds")
                })
            })
            .collect();
    }
    let first = env_u64("FLASHPOINT_RANDOM_BOARDS_FIRST").unwrap_or(0);
    let count = env_u64("FLASHPOINT_RANDOM_BOARDS").unwrap_or(DEFAULT_BOARDS);
    (first..first + count).collect()
}

// ---------------------------------------------------------------------------
// Configurations.

fn accepts(board: &Arc<Board>, config: &GameConfig) -> bool {
    GameState::new(Arc::clone(board), config.clone(), 0).is_ok()
}

/// A random family configuration ([`random_family_config`]), sometimes with
/// A friend in need (easy).
fn family_config(knobs: &mut Dice, board: &Arc<Board>) -> GameConfig {
    let mut config = random_family_config(knobs);
    if knobs.uniform(5) == 0 {
        let mut tried = config.clone();
        tried.scenarios.push(Scenario::FriendInNeed);
        if accepts(board, &tried) {
            config = tried;
        }
    }
    config
}

/// A random experienced configuration at `difficulty`, as tests/random_games.rs
/// draws them, kept only where the board accepts it: without both vehicle
/// kinds' spots the vehicles module is off.
fn experienced_config(knobs: &mut Dice, difficulty: Difficulty, board: &Arc<Board>) -> GameConfig {
    let mut config = random_experienced_config(knobs, difficulty, |c| accepts(board, c));
    // Vehicles parked by the configuration (else the players park them).
    if config.modules.vehicles && knobs.uniform(3) == 0 {
        let engines = board.engine_spots();
        let ambulances = board.ambulance_spots();
        let mut tried = config.clone();
        let spot = engines[knobs.uniform(engines.len() as u32) as usize].cells;
        tried.engine = Some(board.pos(spot[knobs.uniform(2) as usize]));
        // High Rise has no Ambulance (URB-HIGHRISE-GEN-2).
        if !ambulances.is_empty() {
            let spot = ambulances[knobs.uniform(ambulances.len() as u32) as usize];
            tried.ambulance = Some(board.pos(spot[knobs.uniform(2) as usize]));
        }
        if accepts(board, &tried) {
            config = tried;
        }
    }
    config
}

// ---------------------------------------------------------------------------
// Playing.

/// Counts what the property and the coverage checks need from the events.
#[derive(Default)]
struct Tally<'a> {
    /// Hot Spots placed less removed (checked against the board).
    hot_spots: Option<&'a Cell<i32>>,
    /// Ruling R49 and R50 applied: the situations that used to hang.
    flare_ups_ended: u64,
    pois_kept_in_bag: u64,
}

impl EventSink for Tally<'_> {
    fn emit(&mut self, event: Event) {
        match event {
            Event::HotSpotPlaced { .. } => {
                if let Some(c) = self.hot_spots {
                    c.set(c.get() + 1);
                }
            }
            Event::HotSpotCleared { .. } => {
                if let Some(c) = self.hot_spots {
                    c.set(c.get() - 1);
                }
            }
            Event::FlareUpsEnd { .. } => self.flare_ups_ended += 1,
            Event::PoisStayInBag { .. } => self.pois_kept_in_bag += 1,
            _ => {}
        }
    }
}

/// How one game went.
#[derive(Default)]
struct Played {
    failure: Option<String>,
    experienced: bool,
    vehicles: bool,
    hot_spots: bool,
    flare_ups_ended: u64,
    pois_kept_in_bag: u64,
    turns: u64,
    dead_end: bool,
    /// Unfinished at [`MAX_TURNS`], ended when played on.
    slow: bool,
    /// Unfinished when played on, without progress in the second half.
    stalled: bool,
}

/// Whether the board's edges can take the 24 cubes of a collapse
/// (FAM-END-3). The validator warns the designer exactly when they cannot;
/// the count here and that warning must agree. (A board whose fire could
/// never advance is refused by the validator.)
fn can_collapse(board: &Board) -> bool {
    let capacity: u32 = board
        .edge_ids()
        .map(|e| u32::from(board.edge(e).kind.map_or(0, EdgeKind::capacity)))
        .sum();
    let warned = board
        .warnings()
        .iter()
        .any(|w| w.message.contains("the building can never collapse"));
    assert_eq!(
        capacity < u32::from(DAMAGE_CUBES),
        warned,
        "the validator's no-collapse warning and the wall capacity ({capacity}) disagree"
    );
    !warned
}

/// Whether an unfinished game is one the rules cannot end (see the module
/// documentation): the building cannot collapse, and the game waits for POIs.
fn dead_end(board: &Board, state: &GameState) -> bool {
    !can_collapse(board) && state.pois_on_board() == 0 && state.poi_supply() > 0
}

/// Plays game `index` of board `board_seed` with the random policy, checking
/// every invariant after every action and that the game ends in time.
fn play_one(board_seed: u64, board: &Arc<Board>, layout: &Arc<BoardLayout>, index: u64) -> Played {
    let sim_seed = derive_seed(board_seed ^ 0x7261_6e64_6f6d, index);
    let actions = Arc::new(AtomicU64::new(0));
    let mut game = GameId {
        board_seed,
        layout: Arc::clone(layout),
        sim_seed,
        config: GameConfig::default(),
    };
    // Drawing a configuration already runs setups (GameState::new): watched too.
    let watch = Watched::new(&game, &actions);
    let mut knobs = Dice::from_seed(sim_seed ^ 0xABCD);
    let config = if index < FAMILY_GAMES {
        family_config(&mut knobs, board)
    } else {
        let difficulty = Difficulty::ALL[((index - FAMILY_GAMES) % 3) as usize];
        experienced_config(&mut knobs, difficulty, board)
    };
    drop(watch);
    game.config = config.clone();
    let _watch = Watched::new(&game, &actions);
    let rules = config.active_modules();
    let mut played = Played {
        experienced: config.mode == flashpoint::engine::config::Mode::Experienced,
        vehicles: rules.vehicles,
        hot_spots: rules.hot_spots,
        ..Played::default()
    };
    let fail = |what: String| Some(format!("{what}\n  {}", game.reproduce()));
    let mut player = match Player::new(Arc::clone(board), config.clone()) {
        Ok(p) => p,
        Err(e) => {
            played.failure = fail(format!("the configuration was refused: {e}"));
            return played;
        }
    };
    let mut checker = Dice::from_seed(sim_seed ^ 0x1234);
    let placed = Cell::new(0);
    let mut tally = Tally {
        hot_spots: Some(&placed),
        ..Tally::default()
    };
    let mut first_error = None;
    let mut n = 0u64;
    let result = player.play_with(game.game_seed(), MAX_TURNS, &mut tally, |s, a| {
        n += 1;
        actions.store(n, Ordering::Relaxed);
        if first_error.is_some() {
            return;
        }
        let check = check_state(s, a, &mut checker).and_then(|()| {
            check_hot_spot_ledger(s, placed.get())?;
            ended_when_due(s)
        });
        if let Err(e) = check {
            first_error = Some(format!("after action {n} ({a}), turn {}: {e}", s.turn()));
        }
    });
    played.turns = u64::from(result.turns);
    played.flare_ups_ended = tally.flare_ups_ended;
    played.pois_kept_in_bag = tally.pois_kept_in_bag;
    if first_error.is_none() && result.outcome.is_none() {
        first_error = unfinished(board, &mut player, game.game_seed(), &mut played);
    }
    played.failure = first_error.and_then(|e| fail(format!("game {index}: {e}")));
    played
}

/// FAM-END-2: the 4th lost Victim ends the game; FAM-END-1: so does the 7th
/// rescue, unless the players play on or Arsonist's traces also wants Hazmat
/// (SCEN-ARSONIST-2).
fn ended_when_due(s: &GameState) -> Result<(), String> {
    if s.is_over() {
        return Ok(());
    }
    if s.lost() >= 4 {
        return Err(format!("{} victims lost, but the game goes on", s.lost()));
    }
    let config = s.config();
    if s.rescued() >= 7 && !config.play_on && !config.has(Scenario::ArsonistsTraces) {
        return Err(format!(
            "{} victims rescued, but the game goes on",
            s.rescued()
        ));
    }
    // Ruling R19: playing on ends when every Victim is rescued or lost.
    if s.won() && s.rescued() + s.lost() >= 10 {
        return Err(format!(
            "won, {} rescued and {} lost, but the game goes on (Ruling R19)",
            s.rescued(),
            s.lost()
        ));
    }
    // Ruling R29: Arsonist's traces is lost once 3 Hazmat can no longer be
    // carried out (including a setup that placed fewer than 3).
    let hazmat = s.hazmat_carried_out() + s.hazmat_on_board();
    if config.has(Scenario::ArsonistsTraces) && !s.won() && hazmat < 3 {
        return Err(format!(
            "Arsonist's traces: {} hazmat carried out and {} on the board, fewer than 3, but the game goes on (Ruling R29)",
            s.hazmat_carried_out(),
            s.hazmat_on_board()
        ));
    }
    Ok(())
}

/// Where an unfinished game stands, in words.
fn standing(board: &Board, s: &GameState) -> String {
    format!(
        "{} rescued, {} lost, {} cubes (the building {} collapse), {} POIs on the board, {} in the bag",
        s.rescued(),
        s.lost(),
        s.cubes_placed(),
        if can_collapse(board) { "can" } else { "cannot" },
        s.pois_on_board(),
        s.poi_supply()
    )
}

/// Irreversible progress towards an end: cubes placed, POIs drawn, Victims
/// resolved, Hazmat carried out.
fn progress(s: &GameState) -> [u8; 5] {
    [
        s.cubes_placed(),
        u8::MAX - s.poi_supply(),
        s.rescued(),
        s.lost(),
        s.hazmat_carried_out(),
    ]
}

/// A game still running at [`MAX_TURNS`]: a failure, unless it is a rules
/// dead end, ends when played on to [`LONG_TURNS`] (then it was only slow),
/// or stalls (see the module documentation).
fn unfinished(
    board: &Board,
    player: &mut Player,
    seed: u64,
    played: &mut Played,
) -> Option<String> {
    let state = player.state();
    if state.legal_actions().is_empty() {
        return Some(format!(
            "no legal action in a running game on turn {} (stage {:?})",
            state.turn(),
            state.stage()
        ));
    }
    if dead_end(board, state) {
        played.dead_end = true;
        return strict().then(|| {
            format!(
                "a rules dead end: unfinished after {} turns: {}",
                state.turn(),
                standing(board, state)
            )
        });
    }
    // Slow is not stuck: play on without the checks (the same seed replays
    // the same game), noting the last turn with progress: a new high in any
    // measure (the Structural Engineer's repairs take cubes off again). A game
    // still progressing gets twice the turns, up to [`MAX_LONG_TURNS`].
    let mut bound = LONG_TURNS;
    loop {
        let (mut best, mut moved) = ([0u8; 5], 0);
        let long = player.play_with(seed, bound, &mut CountEvents::default(), |s, _| {
            for (high, now) in best.iter_mut().zip(progress(s)) {
                if now > *high {
                    *high = now;
                    moved = s.turn();
                }
            }
        });
        played.turns = u64::from(long.turns);
        let state = player.state();
        if long.outcome.is_some() {
            played.slow = true;
            return None;
        }
        if state.legal_actions().is_empty() {
            return Some(format!(
                "no legal action in a running game on turn {} (stage {:?})",
                state.turn(),
                state.stage()
            ));
        }
        if moved < bound / 2 {
            played.stalled = true;
            return strict().then(|| {
                format!(
                    "stalled: unfinished after {} turns, no progress since turn {moved}: {}",
                    long.turns,
                    standing(board, state)
                )
            });
        }
        if bound >= MAX_LONG_TURNS {
            return Some(format!(
                "unfinished after {} turns, still progressing on turn {moved}: {}",
                long.turns,
                standing(board, state)
            ));
        }
        bound *= 2;
    }
}

/// `FLASHPOINT_RANDOM_BOARDS_STRICT=1`: dead ends and stalls fail too.
fn strict() -> bool {
    env_u64("FLASHPOINT_RANDOM_BOARDS_STRICT").is_some_and(|v| v != 0)
}

/// Totals over a run.
#[derive(Debug, Default)]
struct Run {
    boards: u64,
    games: u64,
    experienced: u64,
    with_vehicles: u64,
    with_hot_spots: u64,
    flare_ups_ended: u64,
    pois_kept_in_bag: u64,
    turns: u64,
    dead_ends: u64,
    slow: u64,
    stalled: u64,
    failures: Vec<String>,
}

fn play_boards(seeds: &[u64]) -> Run {
    let games_per_board = FAMILY_GAMES + EXPERIENCED_GAMES;
    let boards: Vec<(u64, Arc<Board>, Arc<BoardLayout>)> = seeds
        .par_iter()
        .map(|&seed| {
            let (board, layout) = random_board(seed);
            (seed, board, Arc::new(layout))
        })
        .collect();
    let jobs: Vec<(usize, u64)> = (0..boards.len())
        .flat_map(|b| (0..games_per_board).map(move |g| (b, g)))
        .collect();
    let played: Vec<Played> = jobs
        .par_iter()
        .map(|&(b, g)| {
            let (seed, board, layout) = &boards[b];
            play_one(*seed, board, layout, g)
        })
        .collect();
    let mut run = Run {
        boards: boards.len() as u64,
        ..Run::default()
    };
    for p in played {
        run.games += 1;
        run.experienced += u64::from(p.experienced);
        run.with_vehicles += u64::from(p.vehicles);
        run.with_hot_spots += u64::from(p.hot_spots);
        run.flare_ups_ended += p.flare_ups_ended;
        run.pois_kept_in_bag += p.pois_kept_in_bag;
        run.turns += p.turns;
        run.dead_ends += u64::from(p.dead_end);
        run.slow += u64::from(p.slow);
        run.stalled += u64::from(p.stalled);
        run.failures.extend(p.failure);
    }
    run
}

/// Failures grouped by what went wrong (numbers and actions left out), with
/// their counts, most frequent first.
fn failure_kinds(failures: &[String]) -> String {
    let mut kinds: HashMap<String, usize> = HashMap::new();
    for f in failures {
        let first = f.lines().next().unwrap_or_default();
        // "game 4: after action 10 (end turn), turn 2: what" -> "what"
        let what = match first.find(", turn ") {
            Some(i) => first[i..].split_once(": ").map_or(first, |(_, w)| w),
            None => first.split_once(": ").map_or(first, |(_, w)| w),
        };
        let mut kind = String::new();
        for ch in what.chars() {
            if ch.is_ascii_digit() {
                if !kind.ends_with('N') {
                    kind.push('N');
                }
            } else {
                kind.push(ch);
            }
        }
        *kinds.entry(kind).or_default() += 1;
    }
    let mut kinds: Vec<(String, usize)> = kinds.into_iter().collect();
    kinds.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    kinds
        .iter()
        .map(|(k, n)| format!("  {n} × {k}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn random_boards_games_keep_every_invariant_and_end() {
    let seeds = board_seeds();
    let started = Instant::now();
    let run = play_boards(&seeds);
    eprintln!(
        "random boards: {} boards, {} games ({} experienced, {} with vehicles, {} with hot spots), \
         {} turns, R49 flare-up ends {}, R50 POIs kept in the bag {}, {} rules dead ends, {} slow games, {} stalled games, {:.1} s",
        run.boards,
        run.games,
        run.experienced,
        run.with_vehicles,
        run.with_hot_spots,
        run.turns,
        run.flare_ups_ended,
        run.pois_kept_in_bag,
        run.dead_ends,
        run.slow,
        run.stalled,
        started.elapsed().as_secs_f64()
    );
    let all = artifacts_dir().join("failures.txt");
    if !run.failures.is_empty() {
        let _ = std::fs::write(&all, run.failures.join("\n"));
    }
    assert!(
        run.failures.is_empty(),
        "{} failing games of {} (all of them in {}); by kind:\n{}\nthe first ones:\n{}",
        run.failures.len(),
        run.games,
        all.display(),
        failure_kinds(&run.failures),
        run.failures
            .iter()
            .take(5)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(
        run.games,
        seeds.len() as u64 * (FAMILY_GAMES + EXPERIENCED_GAMES)
    );
    // Not vacuous: a full-size run plays the modules the hangs need and
    // reaches both situations that used to hang: every named cell under a Hot
    // Spot during a flare-up chain (R49), POIs no roll can place (R50).
    if seeds.len() as u64 >= DEFAULT_BOARDS {
        assert!(
            run.experienced > 0 && run.with_vehicles > 0 && run.with_hot_spots > 0,
            "{run:?}"
        );
        assert!(
            run.flare_ups_ended > 0 && run.pois_kept_in_bag > 0,
            "the run never reached Ruling R49 or R50: {run:?}"
        );
    }
}

// ---------------------------------------------------------------------------
// The generator is not trivial.

/// Board features counted over a sample.
#[derive(Debug, Default)]
struct Features {
    boards: u64,
    first_draw_valid: u64,
    two_floors: u64,
    three_floors: u64,
    stairs: u64,
    floor_die: u64,
    tiny_interior: u64,
    large_floor: u64,
    partial_outside: u64,
    at_most_9_dice_cells: u64,
    at_most_24_dice_cells: u64,
    no_arrows: u64,
    partial_arrows: u64,
    looping_arrows: u64,
    restricted: u64,
    elevators: u64,
    open_elevator_door: u64,
    dice_overrides: u64,
    no_ambulance: u64,
    no_engine: u64,
    one_spot_each: u64,
    open_doors: u64,
    windows: u64,
    thin_walls: u64,
    party_walls: u64,
    no_outer_wall: u64,
    family_setup: u64,
    no_family_setup: u64,
    first_explosion: u64,
    hot_spot_supply_other: u64,
    /// High Rise boards (URB-HIGHRISE-*), and among them:
    high_rise: u64,
    /// several elevator cars,
    high_rise_several_cars: u64,
    /// a car at the fire floor at the start (its door open),
    high_rise_open_car: u64,
    /// a car in the Lobby at the start (its door closed),
    high_rise_closed_car: u64,
    /// every Engine spot with a side, all on one side of the building,
    high_rise_engine_one_side: u64,
    /// Engine spots on several sides,
    high_rise_engine_several_sides: u64,
    /// four setup lines (Heroic's 4th included),
    high_rise_four_lines: u64,
    /// ambulance spots (ignored, URB-HIGHRISE-GEN-2).
    high_rise_ambulance_spots: u64,
}

/// Whether some named cell's POI path comes back on itself.
fn has_arrow_loop(board: &Board) -> bool {
    board.cell_ids().any(|start| {
        let mut seen = Vec::new();
        let mut at = start;
        while let Some(next) = board.cell(at).arrow {
            if seen.contains(&next) {
                return true;
            }
            seen.push(at);
            at = next;
        }
        false
    })
}

fn features(seeds: &[u64]) -> Features {
    let mut f = Features::default();
    for &seed in seeds {
        let (board, layout) = random_board(seed);
        let count = |yes: bool| u64::from(yes);
        f.boards += 1;
        f.first_draw_valid += count(first_draw_valid(seed).is_ok());
        f.two_floors += count(layout.floors.len() >= 2);
        f.three_floors += count(layout.floors.len() >= 3);
        f.stairs += count(!layout.stairs.is_empty());
        f.floor_die += count(layout.dice.floor.is_some());
        let interior = |fl: usize| {
            layout.floors[fl]
                .cells
                .iter()
                .flat_map(|r| r.chars())
                .filter(|&c| c != '.')
                .count()
        };
        f.tiny_interior += count((0..layout.floors.len()).any(|fl| interior(fl) <= 2));
        f.large_floor += count(
            layout
                .floors
                .iter()
                .any(|fl| fl.cells.len() >= 10 && fl.cells[0].len() >= 12),
        );
        let ground = &layout.floors[0].cells;
        let border_inside = ground.first().is_some_and(|r| r.contains('#'))
            || ground.last().is_some_and(|r| r.contains('#'))
            || ground
                .iter()
                .any(|r| !r.starts_with('.') || !r.ends_with('.'));
        f.partial_outside += count(border_inside);
        let named = board
            .cell_ids()
            .filter(|&c| board.cell(c).roll.is_some())
            .count();
        f.at_most_9_dice_cells += count(named <= 9);
        f.at_most_24_dice_cells += count(named <= 24);
        f.no_arrows += count(board.cell_ids().all(|c| board.cell(c).arrow.is_none()));
        f.partial_arrows += count(
            board.cell_ids().any(|c| board.cell(c).arrow.is_some())
                && board
                    .cell_ids()
                    .any(|c| board.kind(c) == CellKind::Inside && board.cell(c).arrow.is_none()),
        );
        f.looping_arrows += count(has_arrow_loop(&board));
        let kinds = |k: CellKind| board.cell_ids().any(|c| board.kind(c) == k);
        f.restricted += count(kinds(CellKind::Restricted));
        f.elevators += count(kinds(CellKind::Elevator));
        let edges = |kind: EdgeKind, open: bool| {
            board.edge_ids().any(|e| {
                let info = board.edge(e);
                info.kind == Some(kind) && (!open || info.initially_open)
            })
        };
        f.open_elevator_door += count(edges(EdgeKind::ElevatorDoor, true));
        f.open_doors += count(edges(EdgeKind::Door, true));
        f.windows += count(edges(EdgeKind::Window, false));
        f.thin_walls += count(edges(EdgeKind::ThinWall, false));
        f.party_walls += count(edges(EdgeKind::PartyWall, false));
        f.no_outer_wall += count(!board.edge_ids().any(|e| {
            let info = board.edge(e);
            let outside = [info.a, info.b]
                .iter()
                .filter(|&&c| board.kind(c) == CellKind::Outside)
                .count();
            outside == 1 && info.kind.is_some_and(EdgeKind::takes_cubes)
        }));
        f.dice_overrides += count(layout.floors.iter().any(|fl| !fl.dice.cells.is_empty()));
        f.no_ambulance += count(board.ambulance_spots().is_empty());
        f.no_engine += count(board.engine_spots().is_empty());
        f.one_spot_each +=
            count(board.ambulance_spots().len() == 1 && board.engine_spots().len() == 1);
        f.family_setup += count(layout.family_setup.is_some());
        f.no_family_setup += count(layout.family_setup.is_none());
        f.first_explosion += count(!layout.first_explosion.is_empty());
        f.hot_spot_supply_other += count(layout.hot_spots != Default::default());
        if board.rules() == flashpoint::engine::board::RuleSet::HighRise {
            f.high_rise += 1;
            let cars = board
                .cell_ids()
                .filter(|&c| board.kind(c) == CellKind::Elevator)
                .count();
            f.high_rise_several_cars += count(cars >= 2);
            let car_doors = |open: bool| {
                board.edge_ids().any(|e| {
                    let info = board.edge(e);
                    info.kind == Some(EdgeKind::ElevatorDoor) && info.initially_open == open
                })
            };
            f.high_rise_open_car += count(car_doors(true));
            f.high_rise_closed_car += count(car_doors(false));
            let sides: std::collections::BTreeSet<_> =
                board.engine_spots().iter().map(|s| s.side).collect();
            assert!(
                !sides.is_empty() && !sides.contains(&None),
                "board {seed}: a High Rise Engine spot without a side"
            );
            f.high_rise_engine_one_side += count(sides.len() == 1);
            f.high_rise_engine_several_sides += count(sides.len() >= 2);
            f.high_rise_four_lines += count(board.setup_lines().len() == 4);
            f.high_rise_ambulance_spots += count(!layout.parking.ambulance.is_empty());
        }
    }
    f
}

#[test]
fn the_board_generator_is_not_trivial() {
    // Generating and validating is fast: a larger sample than the games use.
    let seeds: Vec<u64> = (0..400).collect();
    let f = features(&seeds);
    eprintln!("{f:#?}");
    let Features {
        boards,
        first_draw_valid,
        two_floors,
        three_floors,
        stairs,
        floor_die,
        tiny_interior,
        large_floor,
        partial_outside,
        at_most_9_dice_cells,
        at_most_24_dice_cells,
        no_arrows,
        partial_arrows,
        looping_arrows,
        restricted,
        elevators,
        open_elevator_door,
        dice_overrides,
        no_ambulance,
        no_engine,
        one_spot_each,
        open_doors,
        windows,
        thin_walls,
        party_walls,
        no_outer_wall,
        family_setup,
        no_family_setup,
        first_explosion,
        hot_spot_supply_other,
        high_rise,
        high_rise_several_cars,
        high_rise_open_car,
        high_rise_closed_car,
        high_rise_engine_one_side,
        high_rise_engine_several_sides,
        high_rise_four_lines,
        high_rise_ambulance_spots,
    } = f;
    assert_eq!(boards, 400);
    // "Validates with high probability": retries are the exception.
    assert!(
        first_draw_valid * 100 >= boards * 90,
        "only {first_draw_valid} of {boards} first draws validate ({ATTEMPTS} attempts allowed)"
    );
    for (what, n) in [
        ("two or more floors", two_floors),
        ("three floors", three_floors),
        ("stairs", stairs),
        ("a floor die", floor_die),
        ("a floor with at most 2 interior cells", tiny_interior),
        ("a 10 × 12 floor", large_floor),
        ("inside cells on the ground floor's border", partial_outside),
        ("at most 9 dice-named cells", at_most_9_dice_cells),
        (
            "at most 24 dice-named cells (Hot Spots can cover them all, R49)",
            at_most_24_dice_cells,
        ),
        ("no POI arrows (R50)", no_arrows),
        ("partial arrows", partial_arrows),
        ("looping arrows", looping_arrows),
        ("restricted cells", restricted),
        ("elevators", elevators),
        ("an elevator door open at the start", open_elevator_door),
        ("dice overrides", dice_overrides),
        ("no ambulance spot", no_ambulance),
        ("no engine spot", no_engine),
        ("one spot of each vehicle", one_spot_each),
        ("open doors", open_doors),
        ("windows", windows),
        ("thin walls", thin_walls),
        ("party walls", party_walls),
        ("no outer wall", no_outer_wall),
        ("a family setup", family_setup),
        ("no family setup", no_family_setup),
        ("a first-explosion table", first_explosion),
        ("a Hot Spot supply other than 6/12", hot_spot_supply_other),
        ("High Rise rules", high_rise),
        (
            "High Rise with several elevator cars",
            high_rise_several_cars,
        ),
        (
            "High Rise with a car at the fire floor at the start",
            high_rise_open_car,
        ),
        (
            "High Rise with a car in the Lobby at the start",
            high_rise_closed_car,
        ),
        (
            "High Rise with Engine spots on one side only",
            high_rise_engine_one_side,
        ),
        (
            "High Rise with Engine spots on several sides",
            high_rise_engine_several_sides,
        ),
        ("High Rise with four setup lines", high_rise_four_lines),
        (
            "High Rise with (ignored) ambulance spots",
            high_rise_ambulance_spots,
        ),
    ] {
        assert!(n > 0, "no board of {boards} has {what}");
    }
    // The risky shapes are common, not flukes.
    assert!(
        at_most_24_dice_cells * 4 >= boards,
        "{at_most_24_dice_cells}"
    );
    assert!(no_arrows * 4 >= boards, "{no_arrows}");
    // High Rise is a fair share (about a fifth), not a fluke.
    assert!(high_rise * 8 >= boards, "{high_rise} High Rise boards");
}

#[test]
fn random_boards_are_deterministic() {
    for seed in [0, 1, 7, 1234] {
        let (_, a) = random_board(seed);
        let (_, b) = random_board(seed);
        assert_eq!(layout_to_json(&a), layout_to_json(&b), "board {seed}");
    }
    assert_ne!(random_board(1).1, random_board(2).1);
}

/// Issue 14: the random boards include 2nd Story, Brownstone and High Rise
/// boards (with their data), so the games above play those rules too.
#[test]
fn random_boards_include_expansion_rules() {
    use flashpoint::engine::board::RuleSet;
    let mut seen = std::collections::HashMap::new();
    for seed in 0..120 {
        let (board, _) = random_board(seed);
        *seen.entry(board.rules()).or_insert(0) += 1;
        if board.rules() == RuleSet::SecondStory {
            assert!(board.ladder_supply() > 0, "seed {seed}");
        }
        if board.rules() == RuleSet::HighRise {
            // URB-HIGHRISE-GEN-1/2, -SETUP-1, -LADDER-1.
            assert!(
                board
                    .cell_ids()
                    .any(|c| board.kind(c) == CellKind::Elevator),
                "seed {seed}: no elevator"
            );
            assert!((3..=4).contains(&board.setup_lines().len()), "seed {seed}");
            assert!(
                !board.engine_spots().is_empty()
                    && board.engine_spots().iter().all(|s| s.side.is_some()),
                "seed {seed}: Engine spots {:?}",
                board.engine_spots()
            );
            assert!(board.ambulance_spots().is_empty(), "seed {seed}");
        }
    }
    // The first default run's boards play High Rise too.
    assert!(
        (0..DEFAULT_BOARDS).any(|seed| random_board(seed).0.rules() == RuleSet::HighRise),
        "no High Rise board among the default run's {DEFAULT_BOARDS}"
    );
    for rules in [
        RuleSet::Base,
        RuleSet::SecondStory,
        RuleSet::Brownstone,
        RuleSet::HighRise,
    ] {
        assert!(
            seen.get(&rules).copied().unwrap_or(0) > 0,
            "{rules:?}: {seen:?}"
        );
    }
}

//! A game being played: the engine state plus what the desktop app needs
//! around it: the record of every step (for saving, replaying and undo), the
//! log in plain words, and the save-file format. No UI code here: the play
//! screen drives a [`Session`], and tests drive it directly.
//!
//! Undo replays the record from the start, minus the undone steps: the engine
//! is deterministic, so this is exact and needs no inverse of any rule. Undo
//! stops at the last irreversible moment, an action that rolled dice or
//! turned a POI over, since undoing it would let a player peek.
//!
//! Seats may be played by bots ([`SeatInfo::bot`]); [`Session::undo_to_human`]
//! takes back the bots' steps with the last human action, since undoing only
//! a bot's step would let the bot play it again at once. A seat handed over
//! during the game ([`Session::hand_over`]) keeps who played it before, so
//! the log and undo know whose each action was.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::board::io::{BoardError, from_json_text, write_atomically};
use crate::engine::board::{Board, BoardLayout};
use crate::engine::config::ConfigError;
use crate::engine::event::Event;
use crate::engine::state::Stage;
use crate::engine::{Action, ActionError, GameConfig, GameState};
use crate::files::{ReadError, SAVE_LIMIT, read_text_capped, strip_bom};
use crate::i18n::{Lang, Texts, args};
use crate::script::Step;
use crate::text::{Names, event_line, event_line_after, played_action_line};

/// The `format` field of a save file.
pub const SAVE_FORMAT: &str = "flashpoint-save";
/// The save-file version this program writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// A save file: the board (inline, so the game survives edits to the board
/// file), the configuration, the seed and every step. Loading replays the
/// steps; the log is kept for people reading the file.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub format: String,
    pub version: u32,
    pub board: BoardLayout,
    /// Where the board came from, for display only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_file: Option<PathBuf>,
    pub config: GameConfig,
    pub seed: u64,
    pub steps: Vec<Step>,
    #[serde(default)]
    pub log: Vec<String>,
    /// Who plays each firefighter, in seat order (optional).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatInfo>,
    /// The seats handed to a bot or taken back by a person during the game,
    /// in order (optional): `seats` says who plays now, these who played
    /// before, so the log names each action's player as it was.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<Handover>,
}

/// Who plays a firefighter and in which colour: not rules, but part of the
/// game the players set up, so a loaded game looks as it did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The player's name ("" when not given).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub player: String,
    /// A colour name, as the new-game dialog offers them ("red", "blue"…).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub colour: String,
    /// A bot plays this seat. Left out of the file when false, so saves of
    /// human-only games are as before and older saves still load.
    #[serde(default, skip_serializing_if = "is_false")]
    pub bot: bool,
}

/// A seat handed to a bot (`bot`) or taken back by a person once `at`
/// actions had been played: the actions from `at` on were that player's.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Handover {
    pub at: usize,
    pub seat: u8,
    pub bot: bool,
}

/// One undo's worth, kept for redo: the steps taken back, and the
/// handovers to a bot after the steps kept (taken back with them).
#[derive(Clone, Debug)]
struct Undone {
    steps: Vec<Step>,
    handovers: Vec<Handover>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl SeatInfo {
    /// The name shown for seat `seat` (0-based) wherever players are named:
    /// the player's name; a bot seat always says so ("Bot 2" when unnamed,
    /// "Bot Robo" when named Robo, a name that already starts with the word
    /// "Bot" as it is).
    pub fn shown_name(&self, seat: u8) -> String {
        let name = self.player.trim();
        if !self.bot {
            return name.to_string();
        }
        let lower = name.to_lowercase();
        if name.is_empty() {
            format!("Bot {}", u16::from(seat) + 1)
        } else if lower == "bot" || lower.starts_with("bot ") {
            name.to_string()
        } else {
            format!("Bot {name}")
        }
    }
}

/// Whose choice the game waits for: the knocked-down firefighter's during a
/// knockdown (FAM-KD-1), otherwise the active firefighter's (its turn, its
/// start cell, its vehicle's riders, its deck gun, the Hazmat order).
pub fn seat_to_act(state: &GameState) -> u8 {
    match state.stage() {
        Stage::Knockdown { firefighter } => firefighter,
        _ => state.active(),
    }
}

/// Why a game could not be saved or loaded. Each message names the file
/// and says everything once (the CLI prints causes only when the message
/// does not already include them).
#[derive(Debug, Error)]
pub enum SaveError {
    /// Missing, a folder, larger than [`SAVE_LIMIT`], not UTF-8.
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error("{}: cannot write the file: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Malformed JSON, with its line and column (the board files' format).
    #[error(transparent)]
    Json(BoardError),
    #[error("{}: {message}", path.display())]
    Format { path: PathBuf, message: String },
    /// The board inside the save cannot be played. Not a `source`: the
    /// message already lists its problems, without the file name twice.
    #[error("{}: the saved board is not valid: {}", path.display(), board_problem(problem))]
    Board { path: PathBuf, problem: BoardError },
    #[error("{}: the saved configuration does not fit the board: {source}", path.display())]
    Config { path: PathBuf, source: ConfigError },
    #[error("{}: step {step} ({action}) is refused on replay: {source}", path.display())]
    Replay {
        path: PathBuf,
        step: usize,
        action: Action,
        source: ActionError,
    },
}

/// Why undo is not possible now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
pub enum UndoBlocked {
    #[error("nothing to undo yet")]
    Nothing,
    #[error("the dice were rolled: undo stops there")]
    Dice,
    #[error("a POI was turned over: undo stops there")]
    Reveal,
}

/// One applied action and what it did.
#[derive(Clone, Debug)]
pub struct Played {
    pub action: Action,
    pub events: Vec<Event>,
    /// The seat whose choice it was ([`seat_to_act`] before the action).
    pub actor: u8,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session {
    layout: BoardLayout,
    board: Arc<Board>,
    board_file: Option<PathBuf>,
    config: GameConfig,
    seed: u64,
    state: GameState,
    /// Setup events, then what each step did.
    setup_events: Vec<Event>,
    steps: Vec<Step>,
    played: Vec<Played>,
    /// Actions undone, most recent last, for redo.
    redo: Vec<Undone>,
    /// Index into `steps` before which undo cannot go, and why.
    barrier: usize,
    barrier_reason: UndoBlocked,
    /// Bumped by every change, so views can cache derived data.
    revision: u64,
    seats: Vec<SeatInfo>,
    /// Changes of who plays a seat during the game, oldest first
    /// ([`Session::hand_over`]).
    handovers: Vec<Handover>,
    /// The Victims numbered in the order they were found
    /// ([`crate::text::number_victims`]).
    victim_numbers: Vec<u8>,
}

impl Session {
    /// Starts a new game.
    pub fn new(
        board: Arc<Board>,
        board_file: Option<PathBuf>,
        config: GameConfig,
        seed: u64,
    ) -> Result<Session, ConfigError> {
        let mut setup_events = Vec::new();
        let state =
            GameState::new_logged(Arc::clone(&board), config.clone(), seed, &mut setup_events)?;
        let mut victim_numbers = Vec::new();
        crate::text::number_victims(&mut victim_numbers, &setup_events);
        Ok(Session {
            layout: board.layout().clone(),
            board,
            board_file,
            config,
            seed,
            state,
            setup_events,
            steps: Vec::new(),
            played: Vec::new(),
            redo: Vec::new(),
            barrier: 0,
            barrier_reason: UndoBlocked::Nothing,
            revision: 0,
            seats: Vec::new(),
            handovers: Vec::new(),
            victim_numbers,
        })
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    pub fn board_file(&self) -> Option<&Path> {
        self.board_file.as_deref()
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game log in the players' words (crate::text), with the names of
    /// the players in the seats ([`SeatInfo::shown_name`]): the header, the
    /// setup, then each action and what it did.
    pub fn log(&self) -> Vec<String> {
        self.tagged_log(Lang::En, |i, seat| {
            seat.shown_name(u8::try_from(i).unwrap_or(u8::MAX))
        })
        .into_iter()
        .map(|(_, line)| line)
        .collect()
    }

    /// The log in `lang`, each seat named by `shown` (its index, and who
    /// played it at the time: a seat handed to a bot reads "Bot Ann" from
    /// then on only), each line tagged with how many of the game's events
    /// (after the setup) come before it is due, so a view that shows events
    /// one by one can show the lines with them.
    pub fn tagged_log(
        &self,
        lang: Lang,
        shown: impl Fn(usize, &SeatInfo) -> String,
    ) -> Vec<(usize, String)> {
        let named = |seats: &[SeatInfo]| -> Vec<String> {
            seats.iter().enumerate().map(|(i, s)| shown(i, s)).collect()
        };
        // The seats' names as they were, from the start and after each
        // handover: (the first action they name, the names).
        let eras: Vec<(usize, Vec<String>)> = std::iter::once(0)
            .chain(self.handovers.iter().map(|h| h.at))
            .map(|at| (at, named(&self.seats_at(at))))
            .collect();
        let names_at = |k: usize| {
            let era = eras.partition_point(|(at, _)| *at <= k).saturating_sub(1);
            let players = eras.get(era).map_or(&[][..], |(_, p)| p.as_slice());
            Names::new(&self.board, players)
                .with_lang(lang)
                .with_mode(self.config.mode)
                .with_victims(&self.victim_numbers)
        };
        let names = names_at(0);
        // The seed as text: a Fluent number is a float and would round it.
        let header = Texts::shared().get_args(
            lang,
            "log-new-game",
            &args([
                ("board", self.board.name().into()),
                ("seed", self.seed.to_string().into()),
            ]),
        );
        let mut log = vec![(0, header)];
        log.extend(self.setup_events.iter().map(|e| (0, event_line(&names, e))));
        let mut shown_events = 0;
        let mut collapsed = false;
        // Who drove the Engine, while the rides after its drive are chosen.
        let mut engine_driver = None;
        for (k, p) in self.played.iter().enumerate() {
            let names = names_at(k);
            let line = played_action_line(&names, p.action, &p.events, engine_driver);
            if !matches!(p.action, Action::Ride { .. }) {
                engine_driver = p.events.iter().find_map(|e| match *e {
                    Event::Drove {
                        firefighter,
                        vehicle: crate::engine::state::Vehicle::Engine,
                        ..
                    } => Some(firefighter),
                    _ => None,
                });
            }
            log.push((shown_events, format!("» {line}")));
            for e in &p.events {
                shown_events += 1;
                log.push((shown_events, event_line_after(&names, e, collapsed)));
                collapsed |= matches!(e, Event::Collapse);
            }
        }
        log
    }

    /// Who played each seat when the action at index `at` of
    /// [`Session::played`] was chosen (`played().len()`: now): the seats
    /// as they are, each as [`Session::was_bot`] says it was.
    pub fn seats_at(&self, at: usize) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, seat)| SeatInfo {
                bot: self.was_bot(at, u8::try_from(i).unwrap_or(u8::MAX)),
                ..seat.clone()
            })
            .collect()
    }

    /// Whether a bot played `seat` when the action at index `at` of
    /// [`Session::played`] was chosen.
    pub fn was_bot(&self, at: usize, seat: u8) -> bool {
        let later = self.handovers.iter().find(|h| h.at > at && h.seat == seat);
        match later {
            // The first change after `at` tells what the seat was before it.
            Some(h) => !h.bot,
            None => self.is_bot(seat),
        }
    }

    /// The seats handed over during the game, oldest first.
    pub fn handovers(&self) -> &[Handover] {
        &self.handovers
    }

    /// A bot plays `seat` from now on (`bot`), or a person: recorded, so
    /// the log still names the earlier actions' player as they were.
    pub fn hand_over(&mut self, seat: u8, bot: bool) {
        let Some(info) = self.seats.get_mut(usize::from(seat)) else {
            return;
        };
        if info.bot == bot {
            return;
        }
        info.bot = bot;
        self.handovers.push(Handover {
            at: self.played.len(),
            seat,
            bot,
        });
        self.revision += 1;
    }

    /// Keeps the handovers within the game played (after an undo, or as
    /// read from a file): none after its last action, none of a seat the
    /// game does not have, in order.
    fn clamp_handovers(&mut self) {
        let played = self.played.len();
        let seats = self.seats.len();
        self.handovers.retain(|h| usize::from(h.seat) < seats);
        for h in &mut self.handovers {
            h.at = h.at.min(played);
        }
        self.handovers.sort_by_key(|h| h.at);
    }

    pub fn setup_events(&self) -> &[Event] {
        &self.setup_events
    }

    pub fn played(&self) -> &[Played] {
        &self.played
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Each POI token's Victim number, in the order the Victims were found
    /// (0: not found yet), for [`Names::with_victims`].
    pub fn victim_numbers(&self) -> &[u8] {
        &self.victim_numbers
    }

    /// Changes with every action, undo, redo or forced roll.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Forces the next die values (tests and scripted demonstrations); the
    /// values are recorded, so a save replays them.
    pub fn force_dice(&mut self, values: Vec<u8>) {
        self.state.force_dice(values.iter().copied());
        self.steps.push(Step::Dice(values));
        self.revision += 1;
    }

    /// Applies an action; a refused action changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<&[Event], ActionError> {
        let actor = seat_to_act(&self.state);
        let events = self.state.apply(action)?;
        self.redo.clear();
        self.record(action, events, actor);
        Ok(self.played.last().map_or(&[], |p| p.events.as_slice()))
    }

    fn record(&mut self, action: Action, events: Vec<Event>, actor: u8) {
        self.steps.push(Step::Act(action));
        crate::text::number_victims(&mut self.victim_numbers, &events);
        if let Some(reason) = irreversible(&events) {
            self.barrier = self.steps.len();
            self.barrier_reason = reason;
        }
        self.played.push(Played {
            action,
            events,
            actor,
        });
        self.revision += 1;
    }

    /// Whether a bot plays seat `seat`.
    pub fn is_bot(&self, seat: u8) -> bool {
        self.seats.get(usize::from(seat)).is_some_and(|s| s.bot)
    }

    /// Whether a bot plays any seat.
    pub fn has_bots(&self) -> bool {
        self.seats.iter().any(|s| s.bot)
    }

    /// How many seats bots play.
    pub fn bot_seats(&self) -> usize {
        self.seats.iter().filter(|s| s.bot).count()
    }

    /// The bot seat whose choice the game waits for, if it waits for a
    /// bot's (none once the game is over).
    pub fn bot_to_act(&self) -> Option<u8> {
        let seat = seat_to_act(&self.state);
        (!self.state.is_over() && self.is_bot(seat)).then_some(seat)
    }

    /// Undo in a game with bots: takes back the last human action and every
    /// bot step after it, as one step of redo. Undoing only the bots' last
    /// step would be pointless: the bot would play it again. When only bot
    /// steps lie after the undo barrier (dice, a reveal), takes back all of
    /// those. Without bot seats this is [`Session::undo`].
    pub fn undo_to_human(&mut self) -> Result<(), UndoBlocked> {
        self.can_undo()?;
        let acts: Vec<usize> = self
            .steps
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s, Step::Act(_)))
            .map(|(i, _)| i)
            .collect();
        // `played` holds one entry per Act step, in the same order.
        let mut cut = None;
        for (k, &i) in acts.iter().enumerate().rev() {
            if i < self.barrier {
                break;
            }
            cut = Some(i);
            let actor = self.played.get(k).map_or(0, |p| p.actor);
            if !self.was_bot(k, actor) {
                break;
            }
        }
        let Some(mut start) = cut else {
            return Err(self.barrier_reason);
        };
        while start > self.barrier && matches!(self.steps[start - 1], Step::Dice(_)) {
            start -= 1;
        }
        self.undo_from(start)
    }

    /// Whether undo is possible now, or why not.
    pub fn can_undo(&self) -> Result<(), UndoBlocked> {
        let last_action = self.steps.iter().rposition(|s| matches!(s, Step::Act(_)));
        match last_action {
            None => Err(UndoBlocked::Nothing),
            Some(i) if i < self.barrier => Err(self.barrier_reason),
            Some(_) => Ok(()),
        }
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last action (with any dice forced just before it).
    pub fn undo(&mut self) -> Result<(), UndoBlocked> {
        self.can_undo()?;
        let Some(i) = self.steps.iter().rposition(|s| matches!(s, Step::Act(_))) else {
            return Err(UndoBlocked::Nothing);
        };
        let mut start = i;
        while start > self.barrier && matches!(self.steps[start - 1], Step::Dice(_)) {
            start -= 1;
        }
        self.undo_from(start)
    }

    /// Takes back the steps from `start` on, as one step of redo.
    /// A seat handed to a bot after the actions kept is handed back with
    /// them: a seat given to a bot by mistake is its person's again,
    /// rather than the bot playing the undone turn anew. Undo never gives
    /// a seat to a bot: a seat a person took back stays theirs (they take
    /// it back to undo the bot's steps and play them themselves).
    fn undo_from(&mut self, start: usize) -> Result<(), UndoBlocked> {
        let start = start.min(self.steps.len());
        let kept = self.steps[..start]
            .iter()
            .filter(|s| matches!(s, Step::Act(_)))
            .count();
        // `at` counts the actions played before the handover: a bot's seat
        // handed over after the cut goes back with the steps.
        let mut seats = self.seats.clone();
        let (handovers, others): (Vec<Handover>, Vec<Handover>) = self
            .handovers
            .iter()
            .partition(|h| h.at > kept && seats.get(usize::from(h.seat)).is_some_and(|s| s.bot));
        // Latest first, so each seat ends as it was at the cut.
        for h in handovers.iter().rev() {
            if let Some(seat) = seats.get_mut(usize::from(h.seat)) {
                seat.bot = !h.bot;
            }
        }
        let mut replayed = self
            .replayed(self.steps[..start].to_vec())
            .map_err(|_| UndoBlocked::Nothing)?;
        replayed.seats = seats;
        replayed.handovers = others;
        replayed.clamp_handovers();
        replayed.redo = std::mem::take(&mut self.redo);
        replayed.redo.push(Undone {
            steps: self.steps[start..].to_vec(),
            handovers,
        });
        *self = replayed;
        Ok(())
    }

    /// Plays the last undone action again.
    pub fn redo(&mut self) -> bool {
        let Some(Undone { steps, handovers }) = self.redo.pop() else {
            return false;
        };
        let redo = std::mem::take(&mut self.redo);
        for step in steps {
            match step {
                Step::Dice(values) => self.force_dice(values),
                Step::Act(action) => {
                    if self.apply(action).is_err() {
                        break;
                    }
                }
            }
        }
        // The seats change hands again where they did, but a seat whose
        // player was changed since by Who plays keeps that player.
        let unchanged = |s: &Session, seat: u8| {
            let first = handovers.iter().find(|h| h.seat == seat);
            first.is_some_and(|h| s.is_bot(seat) != h.bot)
        };
        let seats: Vec<u8> = (0..self.seats.len() as u8)
            .filter(|&seat| unchanged(self, seat))
            .collect();
        for h in handovers.into_iter().filter(|h| seats.contains(&h.seat)) {
            if let Some(info) = self.seats.get_mut(usize::from(h.seat)) {
                info.bot = h.bot;
                self.handovers.push(h);
            }
        }
        self.clamp_handovers();
        self.redo = redo;
        true
    }

    /// A fresh session replaying `steps` from the setup.
    fn replayed(&self, steps: Vec<Step>) -> Result<Session, ReplayError> {
        let mut s = Session::new(
            Arc::clone(&self.board),
            self.board_file.clone(),
            self.config.clone(),
            self.seed,
        )
        .map_err(ReplayError::Config)?;
        s.replay(steps)?;
        s.revision = self.revision + 1;
        // Who plays which firefighter is not part of the steps: keep it. A
        // handover after the steps kept happened, as far as the game now
        // goes, at its end.
        s.seats = self.seats.clone();
        s.handovers = self.handovers.clone();
        s.clamp_handovers();
        Ok(s)
    }

    fn replay(&mut self, steps: Vec<Step>) -> Result<(), ReplayError> {
        for (i, step) in steps.into_iter().enumerate() {
            match step {
                Step::Dice(values) => self.force_dice(values),
                Step::Act(action) => {
                    self.apply(action).map_err(|source| ReplayError::Refused {
                        step: i + 1,
                        action,
                        source,
                    })?;
                }
            }
        }
        Ok(())
    }

    /// The whole game as a save file.
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            board: self.layout.clone(),
            board_file: self.board_file.clone(),
            config: self.config.clone(),
            seed: self.seed,
            steps: self.steps.clone(),
            log: self.log(),
            seats: self.seats.clone(),
            handovers: self.handovers.clone(),
        }
    }

    /// Who plays each firefighter (saved with the game).
    pub fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    pub fn set_seats(&mut self, seats: Vec<SeatInfo>) {
        self.seats = seats;
    }

    /// Each seat's name as shown ([`SeatInfo::shown_name`]).
    pub fn shown_names(&self) -> Vec<String> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| s.shown_name(u8::try_from(i).unwrap_or(u8::MAX)))
            .collect()
    }

    /// Pretty JSON of [`Session::to_saved`].
    pub fn to_json(&self) -> String {
        // A SavedGame holds only plain data: serialising cannot fail.
        serde_json::to_string_pretty(&self.to_saved()).unwrap_or_default()
    }

    /// Writes the save file atomically (a crash never leaves half a file).
    pub fn save(&self, path: &Path) -> Result<(), SaveError> {
        let mut text = self.to_json();
        text.push('\n');
        write_atomically(path, text.as_bytes()).map_err(|source| SaveError::Write {
            path: path.to_owned(),
            source,
        })
    }

    /// The rules and seats of the game saved at `path`, read but not
    /// replayed (`None` for anything but a save file of this version): what
    /// a new game for the same table starts from.
    pub fn saved_table(path: &Path) -> Option<(GameConfig, Vec<SeatInfo>)> {
        let text = read_text_capped(path, SAVE_LIMIT).ok()?;
        let saved: SavedGame = serde_json::from_str(strip_bom(&text)).ok()?;
        (saved.format == SAVE_FORMAT && saved.version == SAVE_VERSION)
            .then_some((saved.config, saved.seats))
    }

    /// Reads a save file (at most [`SAVE_LIMIT`]) and replays it.
    pub fn load(path: &Path) -> Result<Session, SaveError> {
        let text = read_text_capped(path, SAVE_LIMIT)?;
        Session::from_json(&text, path)
    }

    /// Parses save JSON (`path` names it in errors) and replays it.
    pub fn from_json(text: &str, path: &Path) -> Result<Session, SaveError> {
        let text = strip_bom(text);
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| json_error(path, &e))?;
        let format = value.get("format").and_then(|f| f.as_str());
        if format != Some(SAVE_FORMAT) {
            return Err(SaveError::Format {
                path: path.to_owned(),
                message: format!("this is not a saved game: \"format\" must be \"{SAVE_FORMAT}\""),
            });
        }
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(SAVE_VERSION) => {}
            other => {
                return Err(SaveError::Format {
                    path: path.to_owned(),
                    message: format!(
                        "save version {} is not supported (this program reads version {SAVE_VERSION})",
                        other.map_or("(missing)".to_string(), |v| v.to_string())
                    ),
                });
            }
        }
        let saved: SavedGame = from_json_text(text, path).map_err(SaveError::Json)?;
        let board_text = serde_json::to_string(&saved.board).map_err(|e| SaveError::Format {
            path: path.to_owned(),
            message: e.to_string(),
        })?;
        let board =
            crate::engine::board::io::parse_board(&board_text, path).map_err(|problem| {
                SaveError::Board {
                    path: path.to_owned(),
                    problem,
                }
            })?;
        let mut session = Session::new(Arc::new(board), saved.board_file, saved.config, saved.seed)
            .map_err(|source| SaveError::Config {
                path: path.to_owned(),
                source,
            })?;
        session.replay(saved.steps).map_err(|e| match e {
            ReplayError::Config(source) => SaveError::Config {
                path: path.to_owned(),
                source,
            },
            ReplayError::Refused {
                step,
                action,
                source,
            } => SaveError::Replay {
                path: path.to_owned(),
                step,
                action,
                source,
            },
        })?;
        session.seats = saved.seats;
        session.handovers = saved.handovers;
        session.clamp_handovers();
        // The replay set the undo barrier where play had it (the last roll
        // or reveal), so a game continued mid-turn can take back that
        // turn's actions as before it was saved.
        Ok(session)
    }
}

enum ReplayError {
    Config(ConfigError),
    Refused {
        step: usize,
        action: Action,
        source: ActionError,
    },
}

/// Whether these events make their action impossible to take back.
fn irreversible(events: &[Event]) -> Option<UndoBlocked> {
    for e in events {
        match e {
            Event::Rolled { .. } => return Some(UndoBlocked::Dice),
            Event::PoiRevealed { .. } | Event::Identified { .. } => {
                return Some(UndoBlocked::Reveal);
            }
            _ => {}
        }
    }
    None
}

fn json_error(path: &Path, err: &serde_json::Error) -> SaveError {
    SaveError::Json(crate::engine::board::io::json_error(path, err))
}

/// A saved board's problem without the file name, which the save's message
/// already starts with.
fn board_problem(problem: &BoardError) -> String {
    match problem {
        BoardError::Invalid { source, .. } => source.to_string(),
        BoardError::Version { message, .. } => message.clone(),
        BoardError::Json {
            line,
            column,
            message,
            ..
        } => format!("line {line}, column {column} of the board: {message}"),
        BoardError::Read(e) => e.to_string(),
    }
}

#[cfg(test)]
mod tests;

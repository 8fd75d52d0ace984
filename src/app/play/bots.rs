//! Bot seats in the play screen (issue 15): when the game waits for a bot's
//! choice, the bot thinks on a background thread ("bot-think") over a copy
//! of the game, and its answer is applied through the same path as a click,
//! one action at a time, each after the fire phase's step delay (Skip and
//! Space cut the wait short).
//!
//! The UI never waits for the thread: it polls a channel each frame, and
//! the thread asks for a repaint when it is done, so an idle window does
//! not redraw. An answer for a game that has changed since (undo, redo) is
//! dropped. When the bot finds nothing to do or its action is refused, the
//! bots stop at that point of the game and say why; they never retry the
//! same position in a loop. A person can take over a bot's seat, and hand
//! a seat to a bot, at any moment ([`PlayScreen::set_seat_bot`]).

use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::{RichText, Ui};

use super::PlayScreen;
use crate::app::Notice;
use crate::app::language::Tr;
use crate::bot::{Bot, Strength};
use crate::engine::Action;
use crate::engine::dice::derive_seed;
use crate::engine::state::{GameState, Stage};
use crate::i18n::{Lang, args};
use crate::session::SeatInfo;

/// A decision being made on a background thread, for the game as it was
/// at `revision`.
pub(super) struct Thinking {
    pub revision: u64,
    rx: Receiver<Vec<Action>>,
    /// The answer once received (kept until it is due): the bot's plan,
    /// its first action the one it takes (empty: nothing to do).
    answer: Option<Vec<Action>>,
}

/// What a [`Thinking`] has to say this frame.
pub(super) enum Poll {
    Waiting,
    Done(Vec<Action>),
    /// The thread ended without an answer (it panicked).
    Lost,
}

impl Thinking {
    /// Starts the bot on its own thread, to plan up to `steps` actions
    /// ([`Bot::plan`]; 1: the action it takes); it wakes the UI when done.
    /// `persons`: the seats people play, whose firefighters a bot Fire
    /// Captain leaves alone ([`Bot::with_persons`]).
    pub fn start(
        ctx: &egui::Context,
        state: GameState,
        seed: u64,
        revision: u64,
        steps: usize,
        persons: Vec<u8>,
    ) -> std::io::Result<Thinking> {
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::Builder::new()
            .name("bot-think".into())
            .spawn(move || {
                let mut bot = Bot::new(Strength::Normal).with_persons(persons);
                let plan = bot.plan(&state, seed, steps);
                // The screen may be gone (a new game): then no one listens.
                let _ = tx.send(plan);
                ctx.request_repaint();
            })?;
        Ok(Thinking {
            revision,
            rx,
            answer: None,
        })
    }

    pub fn poll(&mut self) -> Poll {
        if let Some(answer) = &self.answer {
            return Poll::Done(answer.clone());
        }
        match self.rx.try_recv() {
            Ok(answer) => {
                self.answer = Some(answer.clone());
                Poll::Done(answer)
            }
            Err(TryRecvError::Empty) => Poll::Waiting,
            Err(TryRecvError::Disconnected) => Poll::Lost,
        }
    }
}

/// Seat `i`'s name as shown in `tr`'s language: the player's name; a bot
/// seat says it is one ("Bot 2", "Bot Robo", "Бот 2"), as
/// [`crate::session::SeatInfo::shown_name`] does in English. The new-game
/// dialog names its seats so too.
pub(crate) fn seat_shown_name(tr: Tr, i: usize, seat: &SeatInfo) -> String {
    let number = u8::try_from(i).unwrap_or(u8::MAX);
    if !seat.bot || tr.lang == Lang::En {
        return seat.shown_name(number);
    }
    let word = tr.get("panel-bot-word").to_lowercase();
    let name = seat.player.trim();
    let lower = name.to_lowercase();
    let named_a_bot = ["bot", word.as_str()]
        .iter()
        .any(|w| lower == *w || lower.starts_with(&format!("{w} ")));
    if name.is_empty() {
        tr.args("panel-bot-seat", &args([("seat", (i + 1).into())]))
    } else if named_a_bot {
        name.to_string()
    } else {
        tr.args("panel-bot-named", &args([("name", name.into())]))
    }
}

/// The seed of a seat's decisions over one turn: the bot imagines one
/// future per turn and follows one plan through it, and a saved game
/// with bot seats replays the same choices.
pub(super) fn turn_seed(session_seed: u64, turn: u32, seat: u8) -> u64 {
    derive_seed(
        session_seed ^ 0x0062_6f74,
        (u64::from(turn) << 8) | u64::from(seat),
    )
}

/// The bots' progress through their turns.
#[derive(Default)]
pub(super) struct BotPlay {
    thinking: Option<Thinking>,
    /// When (UI time) the next bot action may be applied: one step of the
    /// fire phase's speed after the last.
    due: f64,
    /// The game revision at which the bots stopped (nothing to do, a
    /// refusal): they wait for the game to change.
    stopped: Option<u64>,
    /// A bot's driver named a person's firefighter as a rider: at this
    /// revision, the person chooses where it gets off.
    rider: Option<(u64, u8)>,
    /// The other way round: at this revision, where each bot's firefighter
    /// a person's driver may take along would get off (its bot's Ride).
    landings: Option<(u64, Vec<Action>)>,
}

impl BotPlay {
    /// Skip: the next bot action is applied as soon as it is chosen.
    pub fn skip_wait(&mut self) {
        self.due = 0.0;
    }
}

impl PlayScreen {
    /// The bot seat the game waits for now, if any.
    pub fn bot_to_act(&self) -> Option<u8> {
        self.session.bot_to_act()
    }

    /// Each seat's name as shown, in the screen's language: the player's
    /// name; a bot seat says it is one ("Bot 2", "Bot Robo"), as
    /// [`crate::session::SeatInfo::shown_name`] does in English.
    pub(super) fn shown_names(&self) -> Vec<String> {
        let tr = self.tr();
        self.session
            .seats()
            .iter()
            .enumerate()
            .map(|(i, seat)| seat_shown_name(tr, i, seat))
            .collect()
    }

    /// The shown name of a seat ("Bot 2"), else its firefighter.
    pub(super) fn seat_name(&self, seat: u8) -> String {
        match self.players.get(usize::from(seat)) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => self.who(seat),
        }
    }

    /// The seat's name as a bot's ("Bot Cleo"), whoever plays it now: a
    /// bot's turn stays the bot's after a person takes the seat back.
    pub(super) fn bot_seat_name(&self, seat: u8) -> String {
        match self.session.seats().get(usize::from(seat)) {
            Some(info) => {
                let as_bot = SeatInfo {
                    bot: true,
                    ..info.clone()
                };
                seat_shown_name(self.tr(), usize::from(seat), &as_bot)
            }
            None => self.seat_name(seat),
        }
    }

    /// Each frame: starts the bot when it is to act, and applies its
    /// answer when it has come and is due.
    pub(super) fn drive_bots(&mut self, ui: &Ui) {
        let revision = self.session.revision();
        // The game changed while the bot thought (undo, redo): a stale answer.
        if self
            .bots
            .thinking
            .as_ref()
            .is_some_and(|t| t.revision != revision)
        {
            self.bots.thinking = None;
        }
        if self.bots.rider.is_some_and(|(at, _)| at != revision) {
            self.bots.rider = None;
        }
        let Some(seat) = self.bot_to_act() else {
            self.bots.thinking = None;
            return;
        };
        // A cell menu left open offers the bot's options: not a person's.
        self.menu = None;
        if self.bots.stopped == Some(revision)
            || self.bots.rider.is_some()
            || self.held
            || self.animation.is_some()
            || self.confirming_end
        {
            return;
        }
        let who = self.seat_name(seat);
        let tr = self.tr();
        if self.bots.thinking.is_none() {
            let s = self.session.state();
            let seed = turn_seed(self.session.seed(), s.turn(), seat);
            let persons = (0..s.firefighters().len() as u8)
                .filter(|&f| !self.session.is_bot(f))
                .collect();
            match Thinking::start(ui.ctx(), s.clone(), seed, revision, 1, persons) {
                Ok(t) => self.bots.thinking = Some(t),
                Err(e) => {
                    self.stop_bots(tr.args(
                        "panel-bot-cannot-start",
                        &args([
                            ("who", who.as_str().into()),
                            ("reason", e.to_string().into()),
                        ]),
                    ));
                    return;
                }
            }
        }
        let now = ui.input(|i| i.time);
        let Some(thinking) = &mut self.bots.thinking else {
            return;
        };
        match thinking.poll() {
            // The thread asks for a repaint when it is done.
            Poll::Waiting => {}
            Poll::Lost => {
                self.stop_bots(tr.args("panel-bot-lost", &args([("who", who.as_str().into())])));
            }
            Poll::Done(plan) if plan.is_empty() => {
                self.stop_bots(tr.args("panel-bot-nothing", &args([("who", who.as_str().into())])));
            }
            Poll::Done(plan) => {
                let action = plan[0];
                if now < self.bots.due {
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_secs_f64(
                            (self.bots.due - now).max(0.01),
                        ));
                    return;
                }
                self.bots.thinking = None;
                if let Some(firefighter) = self.persons_rider(action) {
                    self.bots.rider = Some((revision, firefighter));
                    return;
                }
                if self.apply(ui, action).is_some() {
                    self.bots.due = now + self.speed.seconds();
                    // Wake up to start the next decision.
                    ui.ctx().request_repaint();
                } else {
                    // apply() worded the refusal.
                    let why = self.message.take().map_or(String::new(), |m| m.text);
                    self.stop_bots(tr.args(
                        "panel-bot-refused",
                        &args([("who", who.as_str().into()), ("why", why.into())]),
                    ));
                }
            }
        }
    }

    /// Works out, once per game revision, where the bots' firefighters a
    /// person's driver may take along would get off ([`Bot::landing`]).
    pub(super) fn update_landings(&mut self) {
        let revision = self.session.revision();
        if self
            .bots
            .landings
            .as_ref()
            .is_some_and(|(at, _)| *at == revision)
        {
            return;
        }
        let s = self.session.state();
        let mut landings = Vec::new();
        if matches!(s.stage(), Stage::Riding { .. }) && self.bot_to_act().is_none() {
            let mut bot = Bot::new(Strength::Normal);
            for f in 0..s.firefighters().len() as u8 {
                if f != s.active()
                    && self.session.is_bot(f)
                    && let Some(ride) = bot.landing(s, f)
                {
                    landings.push(ride);
                }
            }
        }
        self.bots.landings = Some((revision, landings));
    }

    /// The landings [`Self::update_landings`] worked out for the game as it
    /// now is (none while a bot is to act).
    fn current_landings(&self) -> &[Action] {
        let revision = self.session.revision();
        self.bots
            .landings
            .as_ref()
            .filter(|(at, _)| *at == revision)
            .map_or(&[], |(_, landings)| &landings[..])
    }

    /// The actions a person may choose now: the legal ones, but for a
    /// bot's firefighter a person's driver takes along only the Ride its
    /// bot chooses (Ruling R26: the driver names the riders, each rider's
    /// controller picks where it gets off).
    pub(super) fn offered_actions(&self) -> Vec<Action> {
        let mut actions = self.session.state().legal_actions();
        actions.retain(|&a| self.as_offered(a) == a);
        actions
    }

    /// `action` as the person may take it: a Ride for a bot's firefighter
    /// becomes the one its bot chooses (the Hint's plan may name another
    /// cell for it); any other action stays.
    pub(super) fn as_offered(&self, action: Action) -> Action {
        let Action::Ride { firefighter, .. } = action else {
            return action;
        };
        self.current_landings()
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Ride { firefighter: f, .. } if *f == firefighter))
            .unwrap_or(action)
    }

    /// Whether `action` takes a bot's firefighter along for a person's
    /// driver: its button says so ("Take Bot 2 along").
    pub(super) fn takes_bot_along(&self, action: Action) -> bool {
        self.current_landings().contains(&action)
    }

    /// The firefighter a bot's `action` names as a rider, when a person
    /// plays it: the bot's driver names the riders, but where a rider gets
    /// off is for its own player to choose (EXP-VEH-RIDE-1, Ruling R26).
    /// The Engine's driver itself is the bot's.
    fn persons_rider(&self, action: Action) -> Option<u8> {
        match action {
            Action::Ride { firefighter, .. }
                if firefighter != self.session.state().active()
                    && !self.session.is_bot(firefighter) =>
            {
                Some(firefighter)
            }
            _ => None,
        }
    }

    /// The person's firefighter a bot's driver takes along, while its
    /// player is to choose where it gets off.
    pub(super) fn rider_to_land(&self) -> Option<u8> {
        self.bots
            .rider
            .filter(|&(at, _)| at == self.session.revision())
            .map(|(_, firefighter)| firefighter)
    }

    fn stop_bots(&mut self, why: String) {
        self.bots.thinking = None;
        self.bots.stopped = Some(self.session.revision());
        self.message = Some(Notice::error(why));
    }

    /// Whether the bots have stopped at this point of the game.
    pub(super) fn bots_stopped(&self) -> bool {
        self.bots.stopped == Some(self.session.revision())
    }

    /// A bot plays `seat` from now on (`bot`), or a person: a player who
    /// leaves the table hands the seat over, one who joins takes it, and a
    /// person takes over a stuck bot. Saved with the game; the seat's name
    /// says which ("Bot Ben") from then on, the log's earlier lines name the
    /// player as it was.
    pub(super) fn set_seat_bot(&mut self, seat: u8, bot: bool) {
        self.session.hand_over(seat, bot);
        self.players = self.shown_names();
        self.bots = BotPlay::default();
        // A hint was for the person who acted: the seat may be a bot's now.
        self.hint = None;
        self.message = None;
        // The autosave keeps who plays at once, not at the next turn.
        self.autosaved = None;
    }

    /// The side panel's bot line: who is thinking (a spinner), or that the
    /// bots stopped, with a way on.
    pub(super) fn bot_status_ui(&mut self, ui: &mut Ui) {
        let Some(seat) = self.bot_to_act() else {
            return;
        };
        let who = self.seat_name(seat);
        let tr = self.tr();
        let named = args([("who", who.as_str().into())]);
        if self.bots_stopped() {
            ui.label(RichText::new(tr.args("panel-bot-stopped", &named)).strong());
            if ui
                .button(tr.args("panel-bot-take-over", &named))
                .on_hover_text(tr.get("panel-bot-take-over-hint"))
                .clicked()
            {
                self.set_seat_bot(seat, false);
            }
            return;
        }
        // The fire phase before the bot's turn is shown first ("The fire
        // is spreading…"); the bot thinks after it. A rider's player
        // choosing is asked by the prompt.
        if self.animation.is_some() || self.rider_to_land().is_some() {
            return;
        }
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr.args("panel-bot-thinking", &named));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::turn_seed;

    #[test]
    fn a_seat_keeps_its_seed_through_a_turn_and_seats_differ() {
        assert_eq!(turn_seed(42, 3, 1), turn_seed(42, 3, 1));
        assert_ne!(turn_seed(42, 3, 1), turn_seed(42, 4, 1));
        assert_ne!(turn_seed(42, 0, 1), turn_seed(42, 0, 2));
        assert_ne!(turn_seed(42, 3, 1), turn_seed(43, 3, 1));
    }
}

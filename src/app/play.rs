//! Play mode: the board with the active firefighter's options, the side
//! panel (turn, AP, counters, choices), the game log, the fire phase shown
//! step by step, undo/redo, and the end-of-game summary. Clicks and keys are
//! collected as [`Command`]s during the frame and carried out after it.
//! Bot seats play themselves ([`bots`]); the Hint shows what a bot would do
//! for the person to act ([`hint`]). The menu bar, side panel and log are
//! drawn in [`panels`]; the board and what a click on it offers in
//! [`board`]; the keys in [`keys`].

use std::path::PathBuf;

use egui::{Color32, Ui};

use crate::app::Notice;
use crate::app::board_view::{BoardView, COLOUR_NAMES, FIREFIGHTER_COLOURS, Palette};
use crate::app::fire_summary::{FireSummary, Happening};
use crate::app::language::{self, Tr};
use crate::app::scene::{Scene, is_step};
use crate::app::tally::Tally;
use crate::engine::Action;
use crate::engine::board::CellId;
use crate::engine::event::Event;
use crate::engine::geom::Pos;
use crate::engine::state::{GameState, Stage};
use crate::i18n::{Lang, args, terms};
use crate::session::{SeatInfo, Session, UndoBlocked};
use crate::text::{Names, action_line, refusal_line};

mod banners;
mod board;
mod bots;
pub(crate) use bots::seat_shown_name;
mod hint;
mod keys;
mod menus;
mod panels;
mod reach;
mod rules_card;

use menus::is_replay_step;
pub use menus::{ability_text, action_cells, action_pos};
use reach::Reach;

/// How fast the fire phase is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Speed {
    fn seconds(self) -> f64 {
        match self {
            Speed::Slow => 0.9,
            Speed::Normal => 0.45,
            Speed::Fast => 0.15,
            Speed::Instant => 0.0,
        }
    }
}

/// Events being shown one step at a time.
#[derive(Clone, Debug)]
struct Animation {
    events: Vec<Event>,
    next: usize,
    due: f64,
    /// The whole game replayed from the setup: every action is a step, and
    /// the log shows only what has been replayed.
    replay: bool,
    /// A replay's own game, played on as the pictures reach each action,
    /// as the game itself is while its fire phase is shown: the side
    /// panel's firefighter, prompt and team are of the turn shown, not of
    /// the finished game.
    replayed: Option<Box<Replayed>>,
}

#[derive(Clone, Debug)]
struct Replayed {
    session: Session,
    /// Where each action's events begin among the replay's.
    starts: Vec<usize>,
}

/// [`PlayScreen::shown_state`] from the two fields it reads, so a caller
/// may still change the others.
fn shown_state<'a>(animation: &'a Option<Animation>, session: &'a Session) -> &'a GameState {
    animation
        .as_ref()
        .and_then(|a| a.replayed.as_deref())
        .map_or(session.state(), |r| r.session.state())
}

/// What the play screen asks of the app (the rest it does itself).
#[derive(Clone, Debug, PartialEq)]
pub enum PlayRequest {
    MainMenu,
    NewGame,
    Save,
    SaveAs,
    Load,
}

#[derive(Clone, Debug)]
enum Command {
    Apply(Action),
    Walk(Vec<Pos>),
    Undo,
    Redo,
    Skip,
    ReplayLog,
    /// End the turn even with AP left.
    ConfirmEnd,
    Request(PlayRequest),
    Menu(Option<CellId>),
    /// Work out what the bot would do for the person to act.
    Hint,
    /// Do the hinted action; the next hint is then worked out at once.
    TakeHint(Action),
    /// A bot plays the seat from now on (true), or a person (false).
    SeatBot(u8, bool),
}

/// A summary line picked to see its cells.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum SummaryFocus {
    Fire(Happening),
    /// A bot's turn, by its index in [`FireSummary::turns`].
    Turn(usize),
}

pub struct PlayScreen {
    pub session: Session,
    pub view: BoardView,
    pub players: Vec<String>,
    pub colours: Vec<Color32>,
    pub save_path: Option<PathBuf>,
    pub speed: Speed,
    /// The last notice: a refusal (error colour) or news.
    pub message: Option<Notice>,
    scene: Scene,
    scene_revision: u64,
    animation: Option<Animation>,
    reach: Reach,
    /// Walks beyond this turn's reach, worked out while a cell there is
    /// hovered (the Moves with AP to spare).
    far: Reach,
    hovered: Option<CellId>,
    /// The cell whose action menu is open after a click with several options.
    menu: Option<CellId>,
    /// The action under the pointer in a cell's menu or on a side panel
    /// button, set while they are drawn; the board marks it in the next
    /// frame (the menus are drawn after it).
    menu_hover: Option<Action>,
    /// The action the board marks now (the last frame's `menu_hover`).
    menu_hover_shown: Option<Action>,
    commands: Vec<Command>,
    /// What the autosave last wrote (`None`: write it at once).
    pub autosaved: Option<crate::app::persist::AutosaveMark>,
    /// The firefighter whose floor the view last followed.
    followed: Option<u8>,
    /// The counters as shown (they follow the animation).
    tally: Tally,
    /// What the last fire phase did; shown until the next action. With
    /// bot seats it goes on through the bots' turns: everything since a
    /// person's last action.
    summary: Option<FireSummary>,
    /// The summary line whose cells are highlighted.
    summary_focus: Option<SummaryFocus>,
    /// The frame whose click on the board ended the pictures: the
    /// click is spent. egui may run a frame's UI twice (a discarded
    /// sizing pass), and the second run, the pictures over, would read the
    /// same click as a move.
    click_skipped_frame: Option<u64>,
    /// Ask before ending a turn with AP left (the fire roll cannot be
    /// undone); a setting.
    pub confirm_end_turn: bool,
    /// Colours alone, or shapes and patterns too; a setting.
    pub palette: Palette,
    /// Every floor side by side on a multi-floor board, so the table sees
    /// the fire upstairs while it acts downstairs; a setting.
    pub floors_side_by_side: bool,
    /// The floors are side by side in this frame's board (the setting, and
    /// room enough for it).
    side_by_side_now: bool,
    /// The game was started from the editor (Play this board): "Main menu"
    /// goes back to the board there, and says so.
    pub from_editor: bool,
    /// The End turn question is open.
    confirming_end: bool,
    /// The question has just opened: its End turn button takes the focus
    /// (Enter presses it; a screen reader reads it).
    focus_end_button: bool,
    /// The app has given this screen the player's settings.
    pub settings_applied: bool,
    /// Where the clicked cell is on screen, to open its menu beside it.
    menu_rect: Option<egui::Rect>,
    /// The game log's lines, each with the number of events shown before it
    /// may appear, for the revision and names they were worded with.
    log_lines: LogLines,
    log_scroll: LogScroll,
    /// Bot seats' turns in progress.
    bots: bots::BotPlay,
    /// The Hint asked for, while the game has not moved on.
    hint: Option<hint::Hint>,
    /// The app holds the bots (a file dialog or a problem is open).
    pub held: bool,
    /// The language the screen was last drawn in: its words, and the bot
    /// seats' names among the players', are in it.
    lang: Lang,
    /// The widest the side panel may grow in this window.
    side_max: f32,
    /// The rules card is open (F1), and its words as last worded.
    rules_open: bool,
    rules_card: Option<rules_card::RulesCard>,
}

/// Where the game log is scrolled. It follows new lines while it shows the
/// last one; a player who scrolled up to read keeps the place while the
/// bots and the fire play on, and is brought back down by an action of
/// their own, whose lines they would otherwise not see.
#[derive(Clone, Copy, Debug, Default)]
struct LogScroll {
    /// The last line was out of sight when the log was last drawn.
    scrolled_up: bool,
    /// Part of the scroll area's id: a new one starts at the end.
    view: u32,
}

impl LogScroll {
    /// The player acted: back to the end, where the action's lines come.
    fn follow(&mut self) {
        if self.scrolled_up {
            self.view = self.view.wrapping_add(1);
            self.scrolled_up = false;
        }
    }
}

/// The worded game log, cached per session revision.
#[derive(Clone, Debug, Default)]
struct LogLines {
    revision: u64,
    players: Vec<String>,
    lang: Lang,
    lines: Vec<(usize, String)>,
    /// Events in the game so far (setup excluded).
    events: usize,
}

impl PlayScreen {
    /// A screen for a new game played by people at every seat.
    pub fn new(session: Session, players: Vec<String>, colours: Vec<Color32>) -> PlayScreen {
        PlayScreen::with_seats(session, players, colours, Vec::new())
    }

    /// A screen for a new game: the players' names and colours by seat, and
    /// which seats bots play (`bots[i]`; missing: a person).
    pub fn with_seats(
        mut session: Session,
        players: Vec<String>,
        colours: Vec<Color32>,
        bots: Vec<bool>,
    ) -> PlayScreen {
        let scene = Scene::from_state(session.state());
        let tally = Tally::from_state(session.state());
        let n = session.state().firefighters().len();
        let mut players = players;
        players.resize_with(n, String::new);
        let mut colours = colours;
        for i in colours.len()..n {
            colours.push(FIREFIGHTER_COLOURS[i % FIREFIGHTER_COLOURS.len()]);
        }
        let mut bots = bots;
        bots.resize(n, false);
        session.set_seats(
            players
                .iter()
                .zip(&colours)
                .zip(&bots)
                .map(|((player, colour), &bot)| SeatInfo {
                    player: player.clone(),
                    colour: FIREFIGHTER_COLOURS
                        .iter()
                        .position(|c| c == colour)
                        .map_or(String::new(), |k| COLOUR_NAMES[k].to_string()),
                    bot,
                })
                .collect(),
        );
        // Shown everywhere as the seat's name: a bot seat says it is one.
        let players = session.shown_names();
        // A game loaded or continued: what happened since the people last
        // acted, as they saw it then.
        let summary = FireSummary::rebuild(session.played(), |at, seat| session.was_bot(at, seat));
        let mut screen = PlayScreen {
            scene_revision: session.revision(),
            session,
            // High Rise's Lobby is drawn beside the floor (URB-HIGHRISE-ELEV-1).
            view: BoardView {
                show_lobby: true,
                ..BoardView::default()
            },
            players,
            colours,
            save_path: None,
            speed: Speed::Normal,
            message: None,
            scene,
            animation: None,
            reach: Reach::default(),
            far: Reach::default(),
            hovered: None,
            menu: None,
            menu_hover: None,
            menu_hover_shown: None,
            commands: Vec::new(),
            autosaved: None,
            followed: None,
            tally,
            summary,
            summary_focus: None,
            click_skipped_frame: None,
            confirm_end_turn: true,
            palette: Palette::Standard,
            floors_side_by_side: true,
            side_by_side_now: false,
            from_editor: false,
            confirming_end: false,
            focus_end_button: false,
            settings_applied: false,
            menu_rect: None,
            log_lines: LogLines::default(),
            log_scroll: LogScroll::default(),
            bots: bots::BotPlay::default(),
            hint: None,
            held: false,
            lang: Lang::En,
            side_max: 240.0,
            rules_open: false,
            rules_card: None,
        };
        // A game loaded or continued in the middle of a deck-gun decision
        // shows its splash and aim as when it was left.
        screen.refresh_highlights();
        screen
    }

    /// A screen for a loaded game, with the players and colours it was saved with.
    pub fn resume(session: Session) -> PlayScreen {
        let seats = session.seats().to_vec();
        let players = seats.iter().map(|s| s.player.clone()).collect();
        let bots = seats.iter().map(|s| s.bot).collect();
        let colours = seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                COLOUR_NAMES
                    .iter()
                    .position(|&name| name == s.colour)
                    .map_or(FIREFIGHTER_COLOURS[i % FIREFIGHTER_COLOURS.len()], |k| {
                        FIREFIGHTER_COLOURS[k]
                    })
            })
            .collect();
        PlayScreen::with_seats(session, players, colours, bots)
    }

    /// "Firefighter 2 (blue, Ann)", in the screen's language.
    pub fn who(&self, i: u8) -> String {
        let idx = usize::from(i);
        let tr = self.tr();
        let colour = self
            .colours
            .get(idx)
            .and_then(|c| FIREFIGHTER_COLOURS.iter().position(|f| f == c))
            .and_then(|k| terms::colour(COLOUR_NAMES[k]))
            .map(|key| tr.get(key));
        let name = self.players.get(idx).map_or("", String::as_str);
        let seat = idx + 1;
        match (colour, name.is_empty()) {
            (None, true) => tr.args("panel-firefighter", &args([("seat", seat.into())])),
            (Some(colour), true) => tr.args(
                "panel-firefighter-colour",
                &args([("seat", seat.into()), ("colour", colour.into())]),
            ),
            (None, false) => tr.args(
                "panel-firefighter-name",
                &args([("seat", seat.into()), ("name", name.into())]),
            ),
            (Some(colour), false) => tr.args(
                "panel-firefighter-colour-name",
                &args([
                    ("seat", seat.into()),
                    ("colour", colour.into()),
                    ("name", name.into()),
                ]),
            ),
        }
    }

    /// The look-ups in the language the screen is drawn in.
    pub(crate) fn tr(&self) -> Tr {
        Tr::new(self.lang)
    }

    /// Follows the frame's language: the bot seats' names change with it
    /// (and with them the log, which is worded again).
    fn follow_language(&mut self, lang: Lang) {
        if self.lang != lang {
            self.lang = lang;
            self.players = self.shown_names();
        }
    }

    pub fn is_animating(&self) -> bool {
        self.animation.is_some()
    }

    /// The whole screen; returns what the app must do.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<PlayRequest> {
        self.follow_language(language::lang(ui.ctx()));
        self.keyboard(ui);
        self.step_animation(ui);
        self.drive_bots(ui);
        self.poll_hint();
        // What a menu or a button had under the pointer last frame; it sets
        // it again while the pointer stays there.
        self.menu_hover_shown = self.menu_hover.take();
        if self.animation.is_none() && self.scene_revision != self.session.revision() {
            self.scene = Scene::from_state(self.session.state());
            self.tally = Tally::from_state(self.session.state());
            self.scene_revision = self.session.revision();
            self.refresh_highlights();
        }
        self.update_log(self.lang);
        self.update_reach();
        self.update_landings();
        self.follow_active_floor();

        // The side panel and the log take a share of the window, within
        // bounds: they grow with the window (a 4K window must not leave
        // them a sliver) and shrink with it (the board keeps most of a
        // small window), whatever size they were dragged to.
        let window = ui.ctx().content_rect().size();
        self.side_max = (window.x * 0.3).max(240.0);
        egui::Panel::top("play-top").show(ui, |ui| self.top_bar_ui(ui));
        egui::Panel::right("play-side")
            .default_size((window.x * 0.24).clamp(220.0, 720.0))
            .size_range((window.x * 0.17).clamp(180.0, 540.0)..=self.side_max)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.side_panel_ui(ui));
            });
        egui::Panel::bottom("play-log")
            .default_size((window.y * 0.18).clamp(90.0, 480.0))
            .size_range((window.y * 0.1).clamp(60.0, 300.0)..=(window.y * 0.3).max(120.0))
            .resizable(true)
            .show(ui, |ui| self.log_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui));
        self.cell_menu_window(ui);
        // The pointer came onto an item or left it (or the menu closed): the
        // board changes its mark in the next frame, which nothing else asks
        // for.
        if self.menu_hover != self.menu_hover_shown {
            ui.ctx().request_repaint();
        }
        self.confirm_end_ui(ui);
        self.rules_card_ui(ui);
        if self.session.state().is_over() && self.animation.is_none() {
            self.game_over_ui(ui);
        }
        self.run_commands(ui)
    }

    /// On a multi-floor board, shows the floor of a firefighter whose turn
    /// begins; the player may look at other floors until the next turn.
    fn follow_active_floor(&mut self) {
        let s = self.session.state();
        let me = s.active();
        if self.followed == Some(me) {
            return;
        }
        self.followed = Some(me);
        if let Some(cell) = s.firefighter(me).and_then(|f| f.cell) {
            self.view.floor = s.board().pos(cell).floor;
        }
    }

    fn floor_selector_ui(&mut self, ui: &mut Ui) {
        let board = std::sync::Arc::clone(self.session.board());
        // Side by side every floor is in sight: nothing to choose.
        if board.floors().len() < 2 || self.side_by_side_now {
            return;
        }
        let tr = Tr::of(ui.ctx());
        ui.separator();
        ui.label(tr.get("play-floor"));
        // The game's own floor names in the language shown; a board
        // maker's as written.
        let names = Names::plain(&board).with_lang(tr.lang);
        for f in 0..board.floors().len() {
            let f = f as u8;
            ui.selectable_value(&mut self.view.floor, f, names.floor_title(f))
                .on_hover_text(tr.get("play-floor-hint"));
        }
    }

    /// The game as the side panel shows it: in a replay, the turn the
    /// pictures have reached; else the game itself.
    fn shown_state(&self) -> &GameState {
        shown_state(&self.animation, &self.session)
    }

    fn step_animation(&mut self, ui: &Ui) {
        let now = ui.input(|i| i.time);
        let board = std::sync::Arc::clone(self.session.board());
        let Some(anim) = &mut self.animation else {
            return;
        };
        // A replay at Instant speed would show nothing: it goes at Fast.
        let delay = match (anim.replay, self.speed) {
            (true, Speed::Instant) => Speed::Fast.seconds(),
            _ => self.speed.seconds(),
        };
        while now >= anim.due && anim.next < anim.events.len() {
            let event = anim.events[anim.next];
            self.scene.apply(&board, &event);
            self.tally.apply(&self.scene, &event);
            anim.next += 1;
            if let Some(r) = anim.replayed.as_deref_mut() {
                let played = self.session.played();
                while let Some(&start) = r.starts.get(r.session.played().len())
                    && start < anim.next
                    && let Some(p) = played.get(r.session.played().len())
                {
                    // Replays as the game was played (as a save does).
                    if r.session.apply(p.action).is_err() {
                        anim.replayed = None;
                        break;
                    }
                }
            }
            let step = is_step(&event) || (anim.replay && is_replay_step(&event));
            if step && delay > 0.0 {
                anim.due = now + delay;
                break;
            }
        }
        if anim.next >= anim.events.len() && now >= anim.due {
            self.animation = None;
            self.scene_revision = u64::MAX;
        } else {
            // Wake up for the next step only: no repaint while idle.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(
                    (anim.due - now).max(0.01),
                ));
        }
    }

    /// This turn's reach, once per state revision; and, while the pointer
    /// or the focus is on a cell beyond it, the walk there over several
    /// turns (the same Moves with AP to spare), once per revision too.
    fn update_reach(&mut self) {
        let revision = self.session.revision();
        if self.reach.revision != revision || self.reach.cost.is_empty() {
            self.reach = Reach::of(self.session.state(), revision);
        }
        let s = self.session.state();
        let here = s.firefighter(s.active()).and_then(|f| f.cell);
        // Not while a bot plays or pictures run: nothing would show it.
        let beyond = self.walks_shown()
            && self
                .hovered
                .is_some_and(|h| self.reach.cost_of(h).is_none() && Some(h) != here);
        if beyond && (self.far.revision != revision || self.far.cost.is_empty()) {
            self.far = Reach::of(&s.with_ap_to_spare(), revision);
        }
    }

    /// Whether the board offers walks now: the active firefighter's
    /// actions, no pictures running, no bot to act.
    fn walks_shown(&self) -> bool {
        self.session.state().stage() == Stage::Actions
            && self.animation.is_none()
            && self.bot_to_act().is_none()
    }

    fn path_to(&self, cell: CellId) -> Vec<CellId> {
        self.reach.path_to(cell)
    }

    /// The game log as worded for the players (all of it, also lines an
    /// animation has not reached yet).
    pub fn log_text(&self) -> Vec<&str> {
        self.log_lines
            .lines
            .iter()
            .map(|(_, l)| l.as_str())
            .collect()
    }

    /// The cells highlighted on the board now (a summary line's, the deck
    /// gun's splash, the step being shown).
    pub fn highlighted(&self) -> &[CellId] {
        &self.scene.focus
    }

    /// The cell a deck-gun roll awaiting the re-roll decision aims at, as
    /// marked on the board.
    pub fn aimed(&self) -> Option<CellId> {
        self.scene.aim
    }

    /// The words for places and people in this game, in the screen's
    /// language.
    pub fn names(&self) -> Names<'_> {
        Names::new(self.session.board(), &self.players)
            .with_lang(self.lang)
            .with_mode(self.session.config().mode)
            .with_victims(self.session.victim_numbers())
    }

    fn game_over_ui(&mut self, ui: &Ui) {
        let s = self.session.state();
        let Some(outcome) = s.outcome() else { return };
        let tr = Tr::of(ui.ctx());
        egui::Window::new(tr.get("game-over-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ui.ctx(), |ui| {
                let title = if s.won() {
                    "game-over-won"
                } else {
                    "game-over-lost"
                };
                ui.heading(tr.get(title));
                // A plain win is the heading's news already ("won" under
                // "The crew won!"); the other outcomes say why.
                if outcome != crate::engine::Outcome::Won {
                    ui.label(tr.get(terms::outcome(outcome)));
                }
                ui.label(tr.args(
                    "game-over-counts",
                    &args([
                        ("rescued", s.rescued().into()),
                        ("lost", s.lost().into()),
                        ("damage", s.cubes_placed().into()),
                        ("turns", s.turn().into()),
                    ]),
                ));
                ui.horizontal(|ui| {
                    if ui.button(tr.get("game-over-replay")).clicked() {
                        self.commands.push(Command::ReplayLog);
                    }
                    if ui.button(tr.get("game-over-new-game")).clicked() {
                        self.commands.push(Command::Request(PlayRequest::NewGame));
                    }
                    let back = if self.from_editor {
                        "play-back-to-editor"
                    } else {
                        "game-over-main-menu"
                    };
                    if ui.button(tr.get(back)).clicked() {
                        self.commands.push(Command::Request(PlayRequest::MainMenu));
                    }
                });
            });
    }

    fn run_commands(&mut self, ui: &Ui) -> Option<PlayRequest> {
        let mut request = None;
        for command in std::mem::take(&mut self.commands) {
            // On a bot's turn people's clicks and keys do not act for it,
            // but for where a person's rider gets off (Ruling R26).
            let persons_landing = matches!(
                command,
                Command::Apply(Action::Ride { firefighter, .. })
                    if self.rider_to_land() == Some(firefighter)
            );
            if let Some(seat) = self.bot_to_act()
                && !persons_landing
                && matches!(
                    command,
                    Command::Apply(_)
                        | Command::Walk(_)
                        | Command::ConfirmEnd
                        | Command::Menu(Some(_))
                )
            {
                self.message = Some(Notice::info(self.tr().args(
                    "panel-bot-playing",
                    &args([("who", self.seat_name(seat).into())]),
                )));
                continue;
            }
            // A cell menu left open would stand beside the end-turn question
            // and outlive the turn its options belong to.
            if matches!(
                command,
                Command::Apply(Action::EndTurn) | Command::ConfirmEnd
            ) {
                self.menu = None;
            }
            match command {
                Command::Apply(Action::EndTurn) if self.should_confirm_end() => {
                    self.ask_before_ending();
                }
                Command::Apply(action) => {
                    self.apply(ui, action);
                }
                Command::ConfirmEnd => {
                    self.close_end_question(ui);
                    self.apply(ui, Action::EndTurn);
                }
                Command::Walk(steps) => {
                    for to in steps {
                        let revealed = self.apply(ui, Action::Move(to));
                        if revealed != Some(false) {
                            break;
                        }
                    }
                }
                // With bots, back to before the last person's action: undoing
                // only a bot's step would let the bot play it again.
                Command::Undo => match self.session.undo_to_human() {
                    Ok(()) => self.message = None,
                    Err(why) => {
                        let tr = self.tr();
                        self.message = Some(Notice::info(tr.args(
                            "panel-cannot-undo",
                            &args([("why", undo_blocked(tr, why).into())]),
                        )));
                    }
                },
                Command::Redo => {
                    self.session.redo();
                }
                Command::Hint => self.ask_hint(ui),
                Command::TakeHint(action) => self.take_hint(ui, action),
                Command::SeatBot(seat, bot) => self.set_seat_bot(seat, bot),
                Command::Skip => {
                    self.bots.skip_wait();
                    self.skip_pictures();
                }
                Command::ReplayLog => self.replay_log(ui),
                Command::Menu(c) => self.menu = c,
                Command::Request(r) => request = Some(r),
            }
        }
        request
    }

    /// Shows the rest of the pictures at once (Space, Skip): the board and
    /// the counters as the game now is; the animation ends by the next
    /// frame.
    fn skip_pictures(&mut self) {
        if let Some(anim) = &mut self.animation {
            anim.due = 0.0;
            let board = std::sync::Arc::clone(self.session.board());
            for e in &anim.events[anim.next..] {
                self.scene.apply(&board, e);
                self.tally.apply(&self.scene, e);
            }
            anim.next = anim.events.len();
        }
    }

    /// Applies an action; starts the fire-phase animation when dice were
    /// rolled. Returns whether the action stopped a walk (None: refused).
    fn apply(&mut self, ui: &Ui, action: Action) -> Option<bool> {
        let before = (self.scene.clone(), self.tally);
        // A fire phase that paused for a choice goes on in this action.
        let resumes_fire = matches!(
            self.session.state().stage(),
            Stage::Knockdown { .. } | Stage::HazmatOrder
        );
        let floor_of = |s: &GameState| {
            s.firefighter(s.active())
                .and_then(|f| f.cell)
                .map(|c| s.board().pos(c).floor)
        };
        let floor_before = floor_of(self.session.state());
        let actor = crate::session::seat_to_act(self.session.state());
        let by_bot = self.session.is_bot(actor);
        match self.session.apply(action) {
            Ok(events) => {
                let events = events.to_vec();
                self.message = None;
                self.close_end_question(ui);
                // A cell's menu left open over a person's action by key (E,
                // an arrow) would stay through the bots' turns that follow;
                // a bot's action leaves the person's menus alone.
                // A person's action, whichever way taken (a click, a key, a
                // hint), brings a log scrolled up to read back to its end,
                // where the action's lines come; a bot's leaves it be.
                if !by_bot {
                    egui::Popup::close_all(ui.ctx());
                    self.log_scroll.follow();
                }
                // The view follows the firefighter up or down the stairs.
                let floor_after = floor_of(self.session.state());
                if floor_after != floor_before
                    && let Some(floor) = floor_after
                {
                    self.view.floor = floor;
                }
                FireSummary::follow(&mut self.summary, actor, by_bot, resumes_fire, &events);
                if !by_bot {
                    self.summary_focus = None;
                }
                let stop = events.iter().any(|e| {
                    matches!(
                        e,
                        Event::PoiRevealed { .. }
                            | Event::TurnEnded { .. }
                            | Event::KnockedDown { .. }
                    )
                });
                if events.iter().any(|e| matches!(e, Event::Rolled { .. }))
                    && self.speed != Speed::Instant
                {
                    (self.scene, self.tally) = before;
                    let now = ui.input(|i| i.time);
                    self.animation = Some(Animation {
                        events,
                        next: 0,
                        due: now,
                        replay: false,
                        replayed: None,
                    });
                    ui.ctx().request_repaint();
                }
                Some(stop)
            }
            Err(e) => {
                let names = self.names();
                self.message = Some(Notice::error(self.tr().args(
                    "panel-refused",
                    &args([
                        ("what", action_line(&names, action).into()),
                        ("why", refusal_line(&names, &e).into()),
                    ]),
                )));
                None
            }
        }
    }

    /// Shows the whole game again from the setup.
    fn replay_log(&mut self, ui: &Ui) {
        let Ok(fresh) = Session::new(
            std::sync::Arc::clone(self.session.board()),
            None,
            self.session.config().clone(),
            self.session.seed(),
        ) else {
            return;
        };
        self.scene = Scene::from_state(fresh.state());
        self.tally = Tally::from_state(fresh.state());
        self.summary = None;
        let events: Vec<Event> = self
            .session
            .played()
            .iter()
            .flat_map(|p| p.events.iter().copied())
            .collect();
        let starts = self
            .session
            .played()
            .iter()
            .scan(0, |start, p| {
                let here = *start;
                *start += p.events.len();
                Some(here)
            })
            .collect();
        self.animation = Some(Animation {
            events,
            next: 0,
            due: ui.input(|i| i.time),
            replay: true,
            replayed: Some(Box::new(Replayed {
                session: fresh,
                starts,
            })),
        });
        ui.ctx().request_repaint();
    }

    /// Words the game log again when the game, the names or the language
    /// changed.
    fn update_log(&mut self, lang: Lang) {
        let revision = self.session.revision();
        if self.log_lines.revision == revision
            && self.log_lines.players == self.players
            && self.log_lines.lang == lang
            && !self.log_lines.lines.is_empty()
        {
            return;
        }
        let tr = self.tr();
        let lines = self
            .session
            .tagged_log(lang, |i, seat| bots::seat_shown_name(tr, i, seat));
        let shown = self.session.played().iter().map(|p| p.events.len()).sum();
        self.log_lines = LogLines {
            revision,
            players: self.players.clone(),
            lang,
            lines,
            events: shown,
        };
    }
}

/// Why Undo cannot take anything back, in words.
fn undo_blocked(tr: Tr, why: UndoBlocked) -> String {
    tr.get(match why {
        UndoBlocked::Nothing => "panel-undo-nothing",
        UndoBlocked::Dice => "panel-undo-dice",
        UndoBlocked::Reveal => "panel-undo-reveal",
    })
}

//! Play mode: the board with the active firefighter's options, the side
//! panel (turn, AP, counters, choices), the game log, the fire phase shown
//! step by step, undo/redo, and the end-of-game summary. Clicks and keys are
//! collected as [`Command`]s during the frame and carried out after it.

use std::path::PathBuf;

use egui::{Color32, Key, RichText, Ui};

use crate::app::board_view::{BoardHandler, BoardView, COLOUR_NAMES, FIREFIGHTER_COLOURS, Overlay};
use crate::app::scene::{Scene, is_step};
use crate::engine::board::{CellId, EdgeId};
use crate::engine::event::Event;
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::engine::state::{GameState, Stage};
use crate::engine::{Action, Vehicle};
use crate::session::{SeatInfo, Session};

/// How fast the fire phase is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
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
    /// Log lines not yet shown.
    hidden_lines: usize,
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
    Request(PlayRequest),
    Menu(Option<CellId>),
}

/// Cheapest moves of the active firefighter, by cell index.
#[derive(Clone, Debug, Default)]
struct Reach {
    revision: u64,
    cost: Vec<Option<u8>>,
    prev: Vec<Option<CellId>>,
}

pub struct PlayScreen {
    pub session: Session,
    pub view: BoardView,
    pub players: Vec<String>,
    pub colours: Vec<Color32>,
    pub save_path: Option<PathBuf>,
    pub speed: Speed,
    pub message: Option<String>,
    scene: Scene,
    scene_revision: u64,
    animation: Option<Animation>,
    reach: Reach,
    hovered: Option<CellId>,
    /// The cell whose action menu is open after a click with several options.
    menu: Option<CellId>,
    commands: Vec<Command>,
    /// The turn last autosaved.
    pub autosaved_turn: Option<(u32, u8)>,
    /// The firefighter whose floor the view last followed.
    followed: Option<u8>,
}

impl PlayScreen {
    pub fn new(mut session: Session, players: Vec<String>, colours: Vec<Color32>) -> PlayScreen {
        let scene = Scene::from_state(session.state());
        let n = session.state().firefighters().len();
        let mut players = players;
        players.resize_with(n, String::new);
        let mut colours = colours;
        for i in colours.len()..n {
            colours.push(FIREFIGHTER_COLOURS[i % FIREFIGHTER_COLOURS.len()]);
        }
        session.set_seats(
            players
                .iter()
                .zip(&colours)
                .map(|(player, colour)| SeatInfo {
                    player: player.clone(),
                    colour: FIREFIGHTER_COLOURS
                        .iter()
                        .position(|c| c == colour)
                        .map_or(String::new(), |k| COLOUR_NAMES[k].to_string()),
                })
                .collect(),
        );
        PlayScreen {
            scene_revision: session.revision(),
            session,
            view: BoardView::default(),
            players,
            colours,
            save_path: None,
            speed: Speed::Normal,
            message: None,
            scene,
            animation: None,
            reach: Reach::default(),
            hovered: None,
            menu: None,
            commands: Vec::new(),
            autosaved_turn: None,
            followed: None,
        }
    }

    /// A screen for a loaded game, with the players and colours it was saved with.
    pub fn resume(session: Session) -> PlayScreen {
        let seats = session.seats().to_vec();
        let players = seats.iter().map(|s| s.player.clone()).collect();
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
        PlayScreen::new(session, players, colours)
    }

    /// "Firefighter 2 (blue, Ann)".
    pub fn who(&self, i: u8) -> String {
        let idx = usize::from(i);
        let colour = self
            .colours
            .get(idx)
            .and_then(|c| FIREFIGHTER_COLOURS.iter().position(|f| f == c))
            .map_or("", |k| COLOUR_NAMES[k]);
        let name = self.players.get(idx).map_or("", String::as_str);
        match (colour.is_empty(), name.is_empty()) {
            (true, true) => format!("Firefighter {}", idx + 1),
            (false, true) => format!("Firefighter {} ({colour})", idx + 1),
            (true, false) => format!("Firefighter {} ({name})", idx + 1),
            (false, false) => format!("Firefighter {} ({colour}, {name})", idx + 1),
        }
    }

    pub fn is_animating(&self) -> bool {
        self.animation.is_some()
    }

    /// The whole screen; returns what the app must do.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<PlayRequest> {
        self.keyboard(ui);
        self.step_animation(ui);
        if self.animation.is_none() && self.scene_revision != self.session.revision() {
            self.scene = Scene::from_state(self.session.state());
            self.scene_revision = self.session.revision();
        }
        self.update_reach();
        self.follow_active_floor();

        egui::Panel::top("play-top").show(ui, |ui| self.top_bar_ui(ui));
        egui::Panel::right("play-side")
            .default_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.side_panel_ui(ui));
            });
        egui::Panel::bottom("play-log")
            .default_size(150.0)
            .resizable(true)
            .show(ui, |ui| self.log_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui));
        self.cell_menu_window(ui);
        if self.session.state().is_over() && self.animation.is_none() {
            self.game_over_ui(ui);
        }
        self.run_commands(ui)
    }

    fn keyboard(&mut self, ui: &Ui) {
        let (undo, redo, save) = crate::app::history_shortcuts(ui);
        if undo {
            self.commands.push(Command::Undo);
        }
        if redo {
            self.commands.push(Command::Redo);
        }
        if save {
            self.commands.push(Command::Request(PlayRequest::Save));
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let keys = ui.input(|i| {
            [
                Key::ArrowUp,
                Key::ArrowRight,
                Key::ArrowDown,
                Key::ArrowLeft,
                Key::E,
                Key::Space,
                Key::PageUp,
                Key::PageDown,
            ]
            .map(|k| i.key_pressed(k) && i.modifiers.is_none())
        });
        for (k, dir) in [Dir::N, Dir::E, Dir::S, Dir::W].into_iter().enumerate() {
            if keys[k]
                && let Some(to) = self.neighbour(dir)
            {
                self.commands.push(Command::Apply(Action::Move(to)));
            }
        }
        if keys[4] {
            self.commands.push(Command::Apply(Action::EndTurn));
        }
        if keys[5] && self.animation.is_some() {
            self.commands.push(Command::Skip);
        }
        let floors = self.session.board().floors().len() as u8;
        if keys[6] && self.view.floor + 1 < floors {
            self.view.floor += 1;
        }
        if keys[7] {
            self.view.floor = self.view.floor.saturating_sub(1);
        }
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
        if board.floors().len() < 2 {
            return;
        }
        ui.separator();
        ui.label("Floor:");
        for f in 0..board.floors().len() {
            let f = f as u8;
            ui.selectable_value(&mut self.view.floor, f, board.floor_name(f))
                .on_hover_text("Page Up / Page Down");
        }
    }

    fn neighbour(&self, dir: Dir) -> Option<Pos> {
        let s = self.session.state();
        let cell = s.firefighter(s.active())?.cell?;
        let (n, _) = s.board().cell(cell).neighbors[dir.index()]?;
        Some(s.board().pos(n))
    }

    fn step_animation(&mut self, ui: &Ui) {
        let now = ui.input(|i| i.time);
        let board = std::sync::Arc::clone(self.session.board());
        let Some(anim) = &mut self.animation else {
            return;
        };
        let delay = self.speed.seconds();
        while now >= anim.due && anim.next < anim.events.len() {
            let event = anim.events[anim.next];
            self.scene.apply(&board, &event);
            anim.next += 1;
            anim.hidden_lines = anim.hidden_lines.saturating_sub(1);
            if is_step(&event) && delay > 0.0 {
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

    /// Dijkstra over the engine's own Move actions, on copies of the state,
    /// so every rule (fire, carrying, the escape reserve…) prices the path.
    fn update_reach(&mut self) {
        let revision = self.session.revision();
        if self.reach.revision == revision && !self.reach.cost.is_empty() {
            return;
        }
        let s = self.session.state();
        let n = s.board().cell_count();
        let mut reach = Reach {
            revision,
            cost: vec![None; n],
            prev: vec![None; n],
        };
        let me = s.active();
        let budget = |st: &GameState| {
            st.firefighter(me)
                .map_or(0, |f| u16::from(f.ap) + u16::from(f.pool))
        };
        if s.stage() == Stage::Actions
            && let Some(start) = s.firefighter(me).and_then(|f| f.cell)
        {
            let total = budget(s);
            let mut states: Vec<Option<GameState>> = vec![None; n];
            reach.cost[start.index()] = Some(0);
            states[start.index()] = Some(s.clone());
            let mut done = vec![false; n];
            loop {
                let next = (0..n)
                    .filter(|&i| !done[i] && reach.cost[i].is_some())
                    .min_by_key(|&i| reach.cost[i]);
                let Some(i) = next else { break };
                done[i] = true;
                let Some(here) = states[i].take() else {
                    continue;
                };
                // Stepping onto a face-down POI reveals it: the walk stops there.
                if i != start.index()
                    && here.tokens_at(CellId(i as u32)).any(|(_, t)| {
                        matches!(
                            t.place,
                            crate::engine::state::TokenPlace::Board {
                                revealed: false,
                                ..
                            }
                        )
                    })
                {
                    continue;
                }
                for action in here.legal_actions() {
                    let Action::Move(to) = action else { continue };
                    let Some(c) = here.board().cell_at(to) else {
                        continue;
                    };
                    if done[c.index()] {
                        continue;
                    }
                    let mut after = here.clone();
                    if after.apply(action).is_err() {
                        continue;
                    }
                    let spent = total.saturating_sub(budget(&after));
                    let cost = u8::try_from(spent).unwrap_or(u8::MAX);
                    if reach.cost[c.index()].is_none_or(|old| cost < old) {
                        reach.cost[c.index()] = Some(cost);
                        reach.prev[c.index()] = Some(CellId(i as u32));
                        states[c.index()] = Some(after);
                    }
                }
            }
            reach.cost[start.index()] = None;
        }
        self.reach = reach;
    }

    fn path_to(&self, cell: CellId) -> Vec<CellId> {
        let mut path = vec![cell];
        let mut at = cell;
        while let Some(Some(p)) = self.reach.prev.get(at.index()) {
            path.push(*p);
            at = *p;
            if path.len() > 200 {
                break;
            }
        }
        path.reverse();
        path
    }

    fn top_bar_ui(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                if ui.button("New game…").clicked() {
                    self.commands.push(Command::Request(PlayRequest::NewGame));
                }
                if ui.button("Save (Ctrl+S)").clicked() {
                    self.commands.push(Command::Request(PlayRequest::Save));
                }
                if ui.button("Save as…").clicked() {
                    self.commands.push(Command::Request(PlayRequest::SaveAs));
                }
                if ui.button("Load game…").clicked() {
                    self.commands.push(Command::Request(PlayRequest::Load));
                }
                if ui.button("Main menu").clicked() {
                    self.commands.push(Command::Request(PlayRequest::MainMenu));
                }
            });
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut self.view.show_arrows, "POI arrows");
                ui.checkbox(&mut self.view.show_coords, "Dice coordinates");
                if ui.button("Fit board").clicked() {
                    self.view.reset();
                }
                ui.separator();
                ui.label("Fire phase speed");
                for (speed, name) in [
                    (Speed::Slow, "Slow"),
                    (Speed::Normal, "Normal"),
                    (Speed::Fast, "Fast"),
                    (Speed::Instant, "Instant"),
                ] {
                    ui.radio_value(&mut self.speed, speed, name);
                }
            });
            let undo = self.session.can_undo();
            let r = ui.add_enabled(undo.is_ok(), egui::Button::new("Undo"));
            let r = match undo {
                Err(why) => r.on_disabled_hover_text(why.to_string()),
                Ok(()) => r.on_hover_text("Take back the last action (Ctrl+Z)"),
            };
            if r.clicked() {
                self.commands.push(Command::Undo);
            }
            if ui
                .add_enabled(self.session.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                self.commands.push(Command::Redo);
            }
            if self.animation.is_some() && ui.button("Skip").on_hover_text("Space").clicked() {
                self.commands.push(Command::Skip);
            }
            self.floor_selector_ui(ui);
            ui.separator();
            ui.label(format!(
                "{} · seed {}",
                self.session.board().name(),
                self.session.seed()
            ));
        });
    }

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        let s = self.session.state();
        let me = s.active();
        ui.heading(if s.turn() == 0 {
            "Setup".to_string()
        } else {
            format!("Turn {}", s.turn())
        });
        if let Some(f) = s.firefighter(me) {
            let colour = self
                .colours
                .get(usize::from(me))
                .copied()
                .unwrap_or(Color32::GRAY);
            ui.label(RichText::new(self.who(me)).color(colour).strong());
            if let Some(card) = f.specialist {
                ui.label(RichText::new(card.title()).italics());
                ui.label(RichText::new(ability_text(card)).small());
            }
            let regular = f.ap;
            ui.label(format!(
                "AP: {regular}  (saved from last turn: {})",
                f.saved
            ));
            if let Some(kind) = f.pool_kind() {
                ui.label(format!("{kind:?} AP: {}", f.pool));
            }
            if let Some(item) = f.carrying {
                ui.label(format!("Carrying: {item:?}").to_lowercase());
            }
        }
        ui.separator();
        let rules_won = if s.config().play_on { 10 } else { 7 };
        egui::Grid::new("counters").num_columns(2).show(ui, |ui| {
            ui.label("Victims rescued");
            ui.label(format!("{} / {rules_won}", s.rescued()));
            ui.end_row();
            ui.label("Victims lost");
            ui.label(format!("{} / 4", s.lost()));
            ui.end_row();
            ui.label("Damage");
            ui.label(format!("{} / 24 cubes", s.cubes_placed()));
            ui.end_row();
            ui.label("Fire/Smoke tokens left");
            ui.label(s.fire_supply().to_string());
            ui.end_row();
            ui.label("POIs on board / in bag");
            ui.label(format!("{} / {}", s.pois_on_board(), s.poi_supply()));
            ui.end_row();
            if s.config().mode == crate::engine::Mode::Experienced {
                ui.label("Hazmat on board");
                ui.label(s.hazmat_on_board().to_string());
                ui.end_row();
                ui.label("Hot Spots / supply");
                ui.label(format!("{} / {}", s.hot_spots(), s.hot_spot_supply()));
                ui.end_row();
            }
        });
        ui.separator();
        ui.label(RichText::new(stage_prompt(self, s)).strong());
        let actions = if self.animation.is_some() {
            Vec::new()
        } else {
            s.legal_actions()
        };
        // Choices of a cell are green on the board; a few are buttons here
        // too, but not the thirty start cells.
        let cell_choices = actions
            .iter()
            .filter(|&&a| action_pos(s, a).is_some())
            .count();
        let many = cell_choices > 6;
        if s.stage() != Stage::Actions && many {
            ui.label("Click a green cell on the board.");
        }
        let mut shown = 0;
        for action in actions {
            // Cell actions are on the board; the rest are buttons here.
            let on_board = (s.stage() == Stage::Actions || many) && action_pos(s, action).is_some();
            if on_board && !matches!(action, Action::EndTurn) {
                continue;
            }
            shown += 1;
            let label = button_text(self, action);
            if ui.button(label).clicked() {
                self.commands.push(Command::Apply(action));
            }
        }
        if shown == 0 && self.animation.is_some() {
            ui.label("The fire is spreading…");
        }
        if let Some(msg) = &self.message {
            ui.separator();
            ui.label(RichText::new(msg).color(Color32::from_rgb(190, 60, 20)));
        }
        ui.separator();
        ui.label(RichText::new("Click a cell to move there (the path and its AP cost show on hover), a door or wall to open, close or chop it, fire or smoke to fight it. Right-click any cell for every action there. Keys: arrows move, E ends the turn, Ctrl+Z/Ctrl+Y undo/redo, Ctrl+S saves, Tab moves between cells.").small());
    }

    fn log_ui(&mut self, ui: &mut Ui) {
        let hidden = self.animation.as_ref().map_or(0, |a| a.hidden_lines);
        let log = self.session.log();
        let shown = &log[..log.len().saturating_sub(hidden)];
        ui.horizontal(|ui| {
            ui.strong("Game log");
            if let Some((r, b)) = self.scene.dice {
                ui.label(format!("Dice: red {r}, black {b}"));
            }
        });
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show_rows(
                ui,
                ui.text_style_height(&egui::TextStyle::Body),
                shown.len(),
                |ui, range| {
                    for line in &shown[range] {
                        ui.label(line);
                    }
                },
            );
    }

    fn board_ui(&mut self, ui: &mut Ui) {
        let s = self.session.state();
        let mut overlay = Overlay {
            reach: if self.animation.is_none() {
                self.reach.cost.clone()
            } else {
                Vec::new()
            },
            active: Some(s.active()),
            colours: self.colours.clone(),
            ..Overlay::default()
        };
        if let Some(h) = self.hovered
            && self.reach.cost.get(h.index()).is_some_and(Option::is_some)
        {
            overlay.path = self.path_to(h);
        }
        if self.animation.is_none() && s.stage() != Stage::Actions {
            overlay.choices = s
                .legal_actions()
                .into_iter()
                .filter_map(|a| action_pos(s, a))
                .filter_map(|p| s.board().cell_at(p))
                .collect();
        }
        let board = std::sync::Arc::clone(self.session.board());
        // Lent out for the frame (the handler borrows the screen), put back after.
        let mut view = std::mem::take(&mut self.view);
        let scene = std::mem::replace(&mut self.scene, Scene::empty());
        let response = view.ui(ui, &board, &scene, &overlay, &mut Handler { screen: self });
        self.view = view;
        self.scene = scene;
        // The keyboard focus previews a path like the pointer does.
        self.hovered = response.hovered_cell.or(response.focused_cell);
        if self.animation.is_some() {
            return;
        }
        if let Some(c) = response.clicked_cell {
            self.click_cell(c);
        }
        if let Some(e) = response.clicked_edge {
            self.click_edge(e);
        }
    }

    fn click_cell(&mut self, c: CellId) {
        let s = self.session.state();
        let pos = s.board().pos(c);
        let here: Vec<Action> = s
            .legal_actions()
            .into_iter()
            .filter(|&a| action_pos(s, a) == Some(pos) && !matches!(a, Action::EndTurn))
            .collect();
        // Fire and Smoke within reach of a hose: offer every option there.
        let fights = here.iter().any(|a| {
            matches!(
                a,
                Action::RemoveSmoke(_) | Action::FlipFire(_) | Action::RemoveFire(_)
            )
        });
        if fights {
            self.commands.push(Command::Menu(Some(c)));
            return;
        }
        if let Some((steps, _)) = self.walk_to(c) {
            // Something else to do there (drive, identify…): ask which.
            if here.iter().any(|&a| a != Action::Move(pos)) {
                self.commands.push(Command::Menu(Some(c)));
            } else {
                self.commands.push(Command::Walk(steps));
            }
            return;
        }
        match here.as_slice() {
            [] => {
                self.message = Some(match s.check(Action::Move(pos)) {
                    Err(e) if s.stage() == Stage::Actions => format!("Cannot move to {pos}: {e}"),
                    _ => format!("Nothing to do at {pos} now"),
                });
            }
            [one] => self.commands.push(Command::Apply(*one)),
            _ => self.commands.push(Command::Menu(Some(c))),
        }
    }

    /// The steps of the cheapest walk to `c` and its button text, if the
    /// active firefighter can walk there now.
    fn walk_to(&self, c: CellId) -> Option<(Vec<Pos>, String)> {
        let s = self.session.state();
        if s.stage() != Stage::Actions || self.animation.is_some() {
            return None;
        }
        let cost = (*self.reach.cost.get(c.index())?)?;
        let board = s.board();
        let steps: Vec<Pos> = self
            .path_to(c)
            .iter()
            .skip(1)
            .map(|&p| board.pos(p))
            .collect();
        let text = format!("Walk to {} ({cost} AP)", board.pos(c));
        Some((steps, text))
    }

    /// Buttons for everything the active firefighter can do about `c`:
    /// the walk there first, then each legal action.
    fn cell_options_ui(&mut self, ui: &mut Ui, c: CellId) -> bool {
        let mut chosen = false;
        let walk = self.walk_to(c);
        if let Some((steps, text)) = &walk
            && ui.button(text).clicked()
        {
            self.commands.push(Command::Walk(steps.clone()));
            chosen = true;
        }
        let pos = self.session.board().pos(c);
        let actions = cell_actions(self, c);
        if walk.is_none() && actions.is_empty() {
            ui.label("Nothing to do here now");
        }
        for (action, text) in actions {
            // The walk above already covers a step onto the cell.
            if walk.is_some() && action == Action::Move(pos) {
                continue;
            }
            if ui.button(text).clicked() {
                self.commands.push(Command::Apply(action));
                chosen = true;
            }
        }
        chosen
    }

    fn click_edge(&mut self, e: EdgeId) {
        let s = self.session.state();
        let edge = s.board().edge_ref(e);
        let both = [edge, other_side(s, e)];
        let options: Vec<Action> = both
            .iter()
            .flat_map(|&r| [Action::Open(r), Action::Close(r), Action::Chop(r)])
            .filter(|&a| s.is_legal(a))
            .collect();
        match options.first() {
            Some(&a) => self.commands.push(Command::Apply(a)),
            None => {
                let why = both
                    .iter()
                    .flat_map(|&r| [Action::Open(r), Action::Close(r), Action::Chop(r)])
                    .find_map(|a| s.check(a).err());
                self.message = why.map(|w| format!("{}: {w}", edge_label(s, e)));
            }
        }
    }

    fn cell_menu_window(&mut self, ui: &Ui) {
        let Some(c) = self.menu else { return };
        let s = self.session.state();
        let pos = s.board().pos(c);
        let mut open = true;
        let mut chosen = false;
        egui::Window::new(format!("Actions at {pos}"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ui.ctx(), |ui| chosen = self.cell_options_ui(ui, c));
        if chosen || !open {
            self.menu = None;
        }
    }

    fn game_over_ui(&mut self, ui: &Ui) {
        let s = self.session.state();
        let Some(outcome) = s.outcome() else { return };
        egui::Window::new("Game over")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ui.ctx(), |ui| {
                let title = if s.won() {
                    "The crew won!"
                } else {
                    "The building is lost"
                };
                ui.heading(title);
                ui.label(outcome.to_string());
                ui.label(format!(
                    "Rescued {} · lost {} · damage {} / 24 · {} turns",
                    s.rescued(),
                    s.lost(),
                    s.cubes_placed(),
                    s.turn()
                ));
                ui.horizontal(|ui| {
                    if ui.button("Replay the log").clicked() {
                        self.commands.push(Command::ReplayLog);
                    }
                    if ui.button("New game").clicked() {
                        self.commands.push(Command::Request(PlayRequest::NewGame));
                    }
                    if ui.button("Main menu").clicked() {
                        self.commands.push(Command::Request(PlayRequest::MainMenu));
                    }
                });
            });
    }

    fn run_commands(&mut self, ui: &Ui) -> Option<PlayRequest> {
        let mut request = None;
        for command in std::mem::take(&mut self.commands) {
            match command {
                Command::Apply(action) => {
                    self.apply(ui, action);
                }
                Command::Walk(steps) => {
                    for to in steps {
                        let revealed = self.apply(ui, Action::Move(to));
                        if revealed != Some(false) {
                            break;
                        }
                    }
                }
                Command::Undo => match self.session.undo() {
                    Ok(()) => self.message = None,
                    Err(why) => self.message = Some(format!("Cannot undo: {why}")),
                },
                Command::Redo => {
                    self.session.redo();
                }
                Command::Skip => {
                    if let Some(anim) = &mut self.animation {
                        anim.due = 0.0;
                        let board = std::sync::Arc::clone(self.session.board());
                        for e in &anim.events[anim.next..] {
                            self.scene.apply(&board, e);
                        }
                        anim.next = anim.events.len();
                        anim.hidden_lines = 0;
                    }
                }
                Command::ReplayLog => self.replay_log(ui),
                Command::Menu(c) => self.menu = c,
                Command::Request(r) => request = Some(r),
            }
        }
        request
    }

    /// Applies an action; starts the fire-phase animation when dice were
    /// rolled. Returns whether the action stopped a walk (None: refused).
    fn apply(&mut self, ui: &Ui, action: Action) -> Option<bool> {
        let before = self.scene.clone();
        match self.session.apply(action) {
            Ok(events) => {
                let events = events.to_vec();
                self.message = None;
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
                    self.scene = before;
                    let now = ui.input(|i| i.time);
                    self.animation = Some(Animation {
                        hidden_lines: events.len(),
                        events,
                        next: 0,
                        due: now,
                    });
                    ui.ctx().request_repaint();
                }
                Some(stop)
            }
            Err(e) => {
                self.message = Some(format!("{action}: {e}"));
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
        let events: Vec<Event> = self
            .session
            .played()
            .iter()
            .flat_map(|p| p.events.iter().copied())
            .collect();
        self.animation = Some(Animation {
            hidden_lines: 0,
            events,
            next: 0,
            due: ui.input(|i| i.time),
        });
        ui.ctx().request_repaint();
    }
}

/// The board's callbacks, with the screen borrowed for the frame.
struct Handler<'a> {
    screen: &'a mut PlayScreen,
}

impl BoardHandler for Handler<'_> {
    fn cell_menu(&mut self, ui: &mut Ui, cell: CellId) {
        if self.screen.cell_options_ui(ui, cell) {
            ui.close();
        }
    }

    fn cell_tooltip(&self, cell: CellId) -> Option<String> {
        let s = self.screen.session.state();
        let pos = s.board().pos(cell);
        if self.screen.animation.is_some() {
            return None;
        }
        if let Some(Some(cost)) = self.screen.reach.cost.get(cell.index()) {
            let steps = self.screen.path_to(cell).len().saturating_sub(1);
            return Some(format!(
                "Move to {pos}: {cost} AP ({steps} step{})",
                if steps == 1 { "" } else { "s" }
            ));
        }
        if s.stage() == Stage::Actions
            && let Some(me) = s.firefighter(s.active()).and_then(|f| f.cell)
            && s.board()
                .cell(me)
                .neighbors
                .iter()
                .flatten()
                .any(|(n, _)| *n == cell)
            && let Err(e) = s.check(Action::Move(pos))
        {
            return Some(format!("Cannot move to {pos}: {e}"));
        }
        None
    }

    fn edge_tooltip(&self, edge: EdgeId) -> Option<String> {
        let s = self.screen.session.state();
        let r = s.board().edge_ref(edge);
        let both = [r, other_side(s, edge)];
        let actions: Vec<Action> = both
            .iter()
            .flat_map(|&r| [Action::Open(r), Action::Close(r), Action::Chop(r)])
            .collect();
        if let Some(a) = actions.iter().find(|&&a| s.is_legal(a)) {
            return Some(format!("Click: {a}{}", cost_text(s, *a)));
        }
        actions
            .iter()
            .find_map(|&a| s.check(a).err())
            .map(|e| format!("{}: {e}", edge_label(s, edge)))
    }
}

fn edge_label(s: &GameState, e: EdgeId) -> String {
    let r = s.board().edge_ref(e);
    format!("{} {}", r.cell, crate::app::board_view::side_name(r.side))
}

/// The same edge named from the cell on its other side.
fn other_side(s: &GameState, e: EdgeId) -> EdgeRef {
    let info = s.board().edge(e);
    EdgeRef::new(s.board().pos(info.b), info.side.opposite())
}

/// " (2 AP)" for an action that costs AP now.
fn cost_text(s: &GameState, action: Action) -> String {
    let me = s.active();
    let before = s
        .firefighter(me)
        .map_or(0, |f| u16::from(f.ap) + u16::from(f.pool));
    let mut copy = s.clone();
    if matches!(action, Action::EndTurn | Action::DeckGun) || copy.apply(action).is_err() {
        return String::new();
    }
    let after = copy
        .firefighter(me)
        .map_or(0, |f| u16::from(f.ap) + u16::from(f.pool));
    match before.saturating_sub(after) {
        0 => String::new(),
        n => format!(" ({n} AP)"),
    }
}

/// Every legal action about `cell`, with its cost, for menus.
fn cell_actions(screen: &PlayScreen, cell: CellId) -> Vec<(Action, String)> {
    let s = screen.session.state();
    let pos = s.board().pos(cell);
    s.legal_actions()
        .into_iter()
        .filter(|&a| action_pos(s, a) == Some(pos))
        .map(|a| (a, format!("{}{}", button_text(screen, a), cost_text(s, a))))
        .collect()
}

/// The cell an action is about, if it is about one.
pub fn action_pos(s: &GameState, action: Action) -> Option<Pos> {
    let token_pos = |t: u8| {
        s.tokens()
            .get(usize::from(t))
            .and_then(|t| t.cell())
            .map(|c| s.board().pos(c))
    };
    let ff_pos = |f: u8| {
        s.firefighter(f)
            .and_then(|f| f.cell)
            .map(|c| s.board().pos(c))
    };
    let hazmat_pos = |h: u8| match s.hazmat().get(usize::from(h)) {
        Some(crate::engine::state::HazmatPlace::Board(c)) => Some(s.board().pos(*c)),
        _ => None,
    };
    match action {
        Action::Move(p)
        | Action::RemoveSmoke(p)
        | Action::FlipFire(p)
        | Action::RemoveFire(p)
        | Action::KnockdownTo(p)
        | Action::PlaceFirefighter(p)
        | Action::Identify(p)
        | Action::Park { at: p, .. }
        | Action::Drive { to: p, .. }
        | Action::Ride { to: p, .. }
        | Action::CommandMove { to: p, .. } => Some(p),
        // An edge may be named from the cell on its other side: menus list
        // it on the cell of the firefighter who acts on it.
        Action::Open(_) | Action::Close(_) | Action::Chop(_) | Action::Repair(_) => {
            ff_pos(s.active())
        }
        Action::CommandOpen { firefighter, .. }
        | Action::CommandClose { firefighter, .. }
        | Action::CommandPickUp { firefighter, .. }
        | Action::CommandPickUpHazmat { firefighter, .. }
        | Action::CommandDrop { firefighter }
        | Action::CommandLead { firefighter, .. }
        | Action::CommandRelease { firefighter } => ff_pos(firefighter),
        Action::PickUp(t) | Action::Treat(t) | Action::Lead(t) => token_pos(t),
        Action::PickUpHazmat(h) | Action::Dispose(h) | Action::ExplodeHazmat(h) => hazmat_pos(h),
        Action::PickUpFirefighter(f) | Action::TreatFirefighter(f) => ff_pos(f),
        Action::Drop
        | Action::Release
        | Action::ClearHotSpot
        | Action::DeckGun
        | Action::CrewChange(_) => ff_pos(s.active()),
        Action::EndTurn | Action::DoneRiding | Action::Reroll(_) | Action::AcceptShot => None,
    }
}

/// An action in words, with firefighters named as the players know them.
fn button_text(screen: &PlayScreen, action: Action) -> String {
    match action {
        Action::EndTurn => "End turn (E)".into(),
        Action::Ride { firefighter, to } => format!("{} rides to {to}", screen.who(firefighter)),
        Action::CommandMove { firefighter, to } => {
            format!("Command {} to move to {to}", screen.who(firefighter))
        }
        Action::Park { vehicle, at } => format!("Park the {} at {at}", vehicle_name(vehicle)),
        Action::TreatFirefighter(f) => format!("Treat {}", screen.who(f)),
        Action::PickUpFirefighter(f) => format!("Pick up {}", screen.who(f)),
        // Token numbers mean nothing to players: name the token by its cell.
        Action::PickUp(_)
        | Action::Treat(_)
        | Action::Lead(_)
        | Action::PickUpHazmat(_)
        | Action::Dispose(_)
        | Action::ExplodeHazmat(_) => {
            let at = action_pos(screen.session.state(), action)
                .map_or(String::new(), |p| format!(" at {p}"));
            let what = match action {
                Action::PickUp(_) => "Pick up the victim",
                Action::Treat(_) => "Treat the victim",
                Action::Lead(_) => "Lead the treated victim",
                Action::PickUpHazmat(_) => "Pick up the hazmat",
                Action::Dispose(_) => "Dispose of the hazmat",
                _ => "Explode the hazmat",
            };
            format!("{what}{at}")
        }
        other => {
            let text = other.to_string();
            let mut chars = text.chars();
            match chars.next() {
                Some(c) => c.to_uppercase().collect::<String>() + chars.as_str(),
                None => text,
            }
        }
    }
}

fn vehicle_name(v: Vehicle) -> &'static str {
    match v {
        Vehicle::Engine => "Engine",
        Vehicle::Ambulance => "Ambulance",
    }
}

fn stage_prompt(screen: &PlayScreen, s: &GameState) -> String {
    if s.is_over() {
        return "The game is over.".into();
    }
    match s.stage() {
        Stage::PlaceVehicles => {
            "Park the Engine and the Ambulance: click a parking spot (green).".into()
        }
        Stage::PlaceFirefighters => format!(
            "{}: choose a start cell outside the building (green).",
            screen.who(s.active())
        ),
        Stage::Actions => format!("{} acts.", screen.who(s.active())),
        Stage::Knockdown { firefighter } => format!(
            "{} was knocked down: choose where it goes (green).",
            screen.who(firefighter)
        ),
        Stage::Riding { .. } => "Who rides along? Name each rider's cell, then Done.".into(),
        Stage::DeckGun { red, black, .. } => {
            format!("Deck gun rolled red {red}, black {black}: re-roll a die or accept.")
        }
        Stage::HazmatOrder => "Several Hazmat are on Fire: choose which explodes next.".into(),
        Stage::Over(_) => "The game is over.".into(),
    }
}

/// The specialist's card, in short.
pub fn ability_text(card: crate::engine::specialist::Specialist) -> &'static str {
    use crate::engine::specialist::Specialist as S;
    match card {
        S::Paramedic => {
            "4 AP. Treat a Victim (1 AP); treated Victims can be led. Extinguishing costs double."
        }
        S::CafsFirefighter => "3 AP + 3 Extinguish AP each turn.",
        S::HazmatTechnician => "4 AP. Dispose of a Hazmat in your space (2 AP).",
        S::Generalist => "5 AP.",
        S::FireCaptain => {
            "4 AP + 2 Command AP: move others and open/close doors for them (at most 1 on the CAFS)."
        }
        S::RescueSpecialist => "4 AP + 3 movement AP. Chop for 1 AP. Extinguishing costs double.",
        S::ImagingTechnician => "4 AP. Identify any POI for 1 AP.",
        S::DriverOperator => "4 AP. Deck gun for 2 AP, re-roll each die once.",
        S::StructuralEngineer => "4 AP. Clear Hot Spots, repair walls; never extinguishes.",
    }
}

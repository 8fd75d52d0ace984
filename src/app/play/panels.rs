//! The play screen's frame around the board: the menu bar (game with who
//! plays each seat, view, Undo/Redo, Skip, Hint, floors), the side panel
//! (whose turn, AP, the counters, the stage's choices as buttons) and the
//! game log.

use egui::{Color32, RichText, Ui};

use super::board::Along;
use super::menus::{self, action_pos, button_text, stage_prompt};
use super::{Command, PlayRequest, PlayScreen, Speed, undo_blocked};
use crate::app::board_view::Palette;
use crate::app::language::{self, Tr};
use crate::engine::Action;
use crate::engine::specialist::PoolKind;
use crate::engine::state::{Item, Stage};
use crate::i18n::{args, terms};
use crate::text::board_title;

impl PlayScreen {
    /// An item in hand as the object of a sentence ("Carrying: Victim 3",
    /// "Carry a Hazmat to 2,3").
    pub(super) fn item_object(&self, item: Item) -> String {
        let tr = self.tr();
        match item {
            Item::Victim(t) => menus::victim_object(tr, &self.names(), t),
            Item::Hazmat(h) => menus::hazmat_object(tr, h),
            Item::Firefighter(seat) => self.names().firefighter(seat),
        }
    }

    /// Game ▸ Who plays: a bot or a person for each seat, changed at any
    /// moment of the game (a player leaves the table or joins it).
    fn seats_menu_ui(&mut self, ui: &mut Ui, tr: Tr) {
        ui.menu_button(tr.get("play-seats"), |ui| {
            ui.label(RichText::new(tr.get("play-seats-hint")).small().weak());
            for seat in 0..self.session.seats().len() {
                let seat = u8::try_from(seat).unwrap_or(u8::MAX);
                let mut bot = self.session.is_bot(seat);
                let label = tr.args("play-seat-bot", &args([("who", self.who(seat).into())]));
                if ui.checkbox(&mut bot, label).changed() {
                    self.commands.push(Command::SeatBot(seat, bot));
                }
            }
        });
    }

    pub(super) fn top_bar_ui(&mut self, ui: &mut Ui) {
        let tr = Tr::of(ui.ctx());
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.get("play-menu-game"), |ui| {
                let items = [
                    ("play-new-game", PlayRequest::NewGame, None),
                    ("play-save", PlayRequest::Save, None),
                    ("play-save-as", PlayRequest::SaveAs, None),
                    (
                        "play-load-game",
                        PlayRequest::Load,
                        Some("file-open-shortcut"),
                    ),
                    (
                        if self.from_editor {
                            "play-back-to-editor"
                        } else {
                            "play-main-menu"
                        },
                        PlayRequest::MainMenu,
                        None,
                    ),
                ];
                for (key, request, shortcut) in items {
                    if crate::app::menu_entry_ui(ui, tr.get(key), shortcut.map(|k| tr.get(k))) {
                        self.commands.push(Command::Request(request));
                    }
                }
                ui.separator();
                // Nobody is left to play once the game is over (undo brings
                // the list back).
                let over = self.session.state().is_over();
                ui.add_enabled_ui(!over, |ui| self.seats_menu_ui(ui, tr));
            });
            ui.menu_button(tr.get("play-menu-view"), |ui| {
                ui.checkbox(&mut self.view.show_arrows, tr.get("play-poi-arrows"));
                ui.checkbox(&mut self.view.show_coords, tr.get("play-dice-coordinates"));
                if ui.button(tr.get("play-fit-board")).clicked() {
                    self.view.reset();
                }
                if self.session.board().floors().len() > 1 {
                    ui.checkbox(
                        &mut self.floors_side_by_side,
                        tr.get("play-floors-side-by-side"),
                    )
                    .on_hover_text(tr.get("play-floors-side-by-side-hint"));
                }
                let mut shapes = self.palette == Palette::ColourBlind;
                if ui
                    .checkbox(&mut shapes, tr.get("play-colour-blind"))
                    .on_hover_text(tr.get("play-colour-blind-hint"))
                    .changed()
                {
                    self.palette = if shapes {
                        Palette::ColourBlind
                    } else {
                        Palette::Standard
                    };
                }
                ui.separator();
                zoom_menu_ui(ui);
                ui.separator();
                ui.label(tr.get("play-speed"));
                for (speed, key) in [
                    (Speed::Slow, "play-speed-slow"),
                    (Speed::Normal, "play-speed-normal"),
                    (Speed::Fast, "play-speed-fast"),
                    (Speed::Instant, "play-speed-instant"),
                ] {
                    ui.radio_value(&mut self.speed, speed, tr.get(key));
                }
                ui.separator();
                // A submenu here rather than a menu of its own: the bar is
                // full in a small window.
                language::menu(ui);
            });
            ui.menu_button(tr.get("rules-menu-help"), |ui| {
                if ui
                    .button(tr.get("rules-menu"))
                    .on_hover_text(tr.get("rules-menu-hint"))
                    .clicked()
                {
                    self.toggle_rules_card();
                }
            });
            let undo = self.session.can_undo();
            let r = ui.add_enabled(undo.is_ok(), egui::Button::new(tr.get("play-undo")));
            let r = match undo {
                Err(why) => r.on_disabled_hover_text(undo_blocked(tr, why)),
                Ok(()) if self.session.has_bots() => r.on_hover_text(tr.get("play-undo-hint-bots")),
                Ok(()) => r.on_hover_text(tr.get("play-undo-hint")),
            };
            if r.clicked() {
                self.commands.push(Command::Undo);
            }
            if ui
                .add_enabled(
                    self.session.can_redo(),
                    egui::Button::new(tr.get("play-redo")),
                )
                .on_hover_text(tr.get("play-redo-hint"))
                .clicked()
            {
                self.commands.push(Command::Redo);
            }
            // Skip also cuts short the wait between a bot's actions.
            if (self.animation.is_some() || self.bot_to_act().is_some())
                && ui
                    .button(tr.get("play-skip"))
                    .on_hover_text(tr.get("play-skip-hint"))
                    .clicked()
            {
                self.commands.push(Command::Skip);
            }
            let hint = ui
                .add_enabled(
                    self.hint_available(),
                    egui::Button::new(tr.get("play-hint")),
                )
                .on_hover_text(tr.get("play-hint-hint"))
                .on_disabled_hover_text(tr.get("play-hint-disabled"));
            if hint.clicked() {
                self.commands.push(Command::Hint);
            }
            self.floor_selector_ui(ui);
            ui.separator();
            // Cut short in a narrow window (the full text on hover). The
            // seed goes in as text: as a Fluent number a large one would
            // lose digits.
            let title = tr.args(
                "play-title",
                &args([
                    (
                        "board",
                        board_title(tr.lang, self.session.board().name()).into(),
                    ),
                    ("seed", self.session.seed().to_string().into()),
                ]),
            );
            ui.add(egui::Label::new(title).truncate());
        });
    }

    pub(super) fn side_panel_ui(&mut self, ui: &mut Ui) {
        // In a replay, the game as far as the pictures have reached.
        let s = super::shown_state(&self.animation, &self.session);
        // Mid-animation (a fire phase, a replay) the turn shown is the one
        // the pictures have reached.
        let (turn, me) = (self.tally.turn, self.tally.active);
        // A fire phase being shown belongs to the turn shown, which has
        // ended; the state shown (the game, or a replay's) has already
        // moved on to the next, or waits within that fire phase for a
        // player's choice (a knockdown's cell, EXP-KD-1; the order of
        // Hazmat explosions, EXP-HAZ-2), asked once the pictures are done.
        let mid_fire_phase = matches!(s.stage(), Stage::Knockdown { .. } | Stage::HazmatOrder);
        let fire_phase_shown = turn > 0
            && ((turn, me) != (s.turn(), s.active()) || mid_fire_phase)
            && self
                .animation
                .as_ref()
                .is_some_and(|a| !a.replay || a.replayed.is_some());
        let tr = self.tr();
        ui.heading(if turn == 0 {
            tr.get("panel-setup")
        } else {
            tr.args("panel-turn", &args([("turn", turn.into())]))
        });
        if self.animation.as_ref().is_some_and(|a| a.replay) {
            ui.label(RichText::new(tr.get("panel-replaying")).italics());
        }
        if let Some(f) = s.firefighter(me) {
            let colour = self
                .colours
                .get(usize::from(me))
                .copied()
                .unwrap_or(Color32::GRAY);
            // The colour as a swatch: a dark colour on the dark theme would
            // make the name hard to read.
            ui.horizontal(|ui| {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter().rect_filled(rect, 3.0, colour);
                ui.label(RichText::new(self.who(me)).strong());
            });
            if let Some(card) = f.specialist {
                ui.label(RichText::new(tr.get(terms::specialist(card))).italics());
                ui.label(RichText::new(tr.get(terms::ability(card))).small());
            }
            // The turn shown is over: what it kept for the next is what
            // counts now (FAM-AP-3), not the AP it has left (none).
            ui.label(if fire_phase_shown {
                tr.args("panel-ap-saved-next", &args([("saved", f.saved.into())]))
            } else {
                tr.args(
                    "panel-ap",
                    &args([("ap", f.ap.into()), ("saved", self.carried_in(me).into())]),
                )
            });
            // The special-AP markers are bookkeeping (2ND-MARK-1): the
            // pool is shown as a number beside the card.
            if let Some(kind) = f.pool_kind() {
                let key = match kind {
                    PoolKind::Extinguish => "panel-pool-extinguish",
                    PoolKind::Command => "panel-pool-command",
                    PoolKind::Move => "panel-pool-move",
                };
                ui.label(tr.args(key, &args([("ap", f.pool.into())])));
            }
            // What the firefighter has in hand: the board shows a led
            // Victim and a ladder small, under the helmet.
            for (along, what) in self.in_hand(me) {
                let key = match along {
                    Along::Carry => "panel-carrying",
                    Along::Lead => "panel-leading",
                };
                ui.label(tr.args(key, &args([("what", what.into())])));
            }
        }
        ui.separator();
        let rules_won = if s.config().play_on { 10 } else { 7 };
        // The counters follow what the board shows, also mid-animation.
        let t = self.tally;
        let mut rows = vec![
            (
                "panel-victims-rescued",
                format!("{} / {rules_won}", t.rescued),
            ),
            ("panel-victims-lost", format!("{} / 4", t.lost)),
            (
                "panel-damage",
                tr.args("panel-damage-count", &args([("cubes", t.cubes.into())])),
            ),
            ("panel-fire-supply", t.fire_supply.to_string()),
            ("panel-pois", format!("{} / {}", t.pois_on_board, t.poi_bag)),
        ];
        if s.config().mode == crate::engine::Mode::Experienced {
            rows.push(("panel-hazmat", t.hazmat_on_board.to_string()));
            rows.push((
                "panel-hot-spots",
                format!("{} / {}", t.hot_spots, t.hot_spot_supply),
            ));
        }
        // The panel grows to a table that fits its widest (its margins
        // aside), as it always has.
        counters_ui(ui, tr, &rows, self.side_max - 16.0);
        ui.separator();
        // A bot's driver takes a person's firefighter along: its player
        // chooses where it gets off (Ruling R26).
        let rider = self.rider_to_land().filter(|_| self.animation.is_none());
        let prompt = if fire_phase_shown {
            tr.args("panel-turn-ended", &args([("who", self.who(me).into())]))
        } else if let Some(f) = rider {
            tr.args(
                "panel-rider-gets-off",
                &args([
                    ("driver", self.who(s.active()).into()),
                    ("ff", self.who(f).into()),
                ]),
            )
        } else {
            stage_prompt(self, s)
        };
        ui.label(RichText::new(prompt).strong());
        let bot = self.bot_to_act();
        let actions = if let Some(f) = rider {
            let mut rides = s.legal_actions();
            rides.retain(|a| matches!(a, Action::Ride { firefighter, .. } if *firefighter == f));
            rides
        } else if self.animation.is_some() || bot.is_some() {
            Vec::new()
        } else {
            self.offered_actions()
        };
        // Choices of a cell are green on the board; a few are buttons here
        // too, but not the thirty start cells.
        let cell_choices = actions
            .iter()
            .filter(|&&a| action_pos(s, a).is_some())
            .count();
        let many = cell_choices > 6;
        if s.stage() != Stage::Actions && many {
            ui.label(tr.get("panel-click-green"));
        }
        let mut shown = 0;
        for action in actions {
            // Cell actions are on the board; the rest are buttons here.
            let on_board = (s.stage() == Stage::Actions || many) && action_pos(s, action).is_some();
            if on_board && !matches!(action, Action::EndTurn) {
                continue;
            }
            shown += 1;
            let label = match action {
                Action::Ride { firefighter, to } if rider.is_some() => {
                    crate::text::driver_gets_off(&self.names(), firefighter, to)
                }
                _ => button_text(self, action),
            };
            let button = ui.button(label);
            // Where a parking or a rider goes, the deck gun's area: marked
            // on the board as a cell menu's item is.
            super::board::mark_while_hovered(&mut self.menu_hover, &button, action);
            if button.clicked() {
                self.commands.push(Command::Apply(action));
            }
        }
        // A replay shows moves too: the fire spreads only in its phases.
        let replay = self.animation.as_ref().is_some_and(|a| a.replay);
        if shown == 0 && self.animation.is_some() && (fire_phase_shown || !replay) {
            ui.label(tr.get("panel-fire-spreading"));
        }
        self.bot_status_ui(ui);
        self.hint_ui(ui);
        if let Some(notice) = &self.message {
            ui.separator();
            notice.ui(ui);
        }
        self.team_ui(ui);
        ui.separator();
        ui.label(RichText::new(tr.get("panel-help")).small());
    }

    /// Every firefighter of the game at a glance, for a table that follows
    /// the others' turns too: card, AP saved for its next turn (FAM-AP-3),
    /// what it has in hand, where it stands. The board shows these only as
    /// small marks on the helmets.
    fn team_ui(&self, ui: &mut Ui) {
        let s = self.shown_state();
        if s.firefighters().len() < 2 {
            return;
        }
        let tr = self.tr();
        ui.separator();
        egui::CollapsingHeader::new(tr.get("panel-team"))
            .id_salt("team")
            .default_open(true)
            .show(ui, |ui| {
                for (i, f) in s.firefighters().iter().enumerate() {
                    let Ok(seat) = u8::try_from(i) else { break };
                    let colour = self.colours.get(i).copied().unwrap_or(Color32::GRAY);
                    ui.horizontal(|ui| {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                        ui.painter().rect_filled(rect, 2.0, colour);
                        let who = RichText::new(self.who(seat));
                        ui.label(if seat == s.active() {
                            who.strong()
                        } else {
                            who
                        });
                    });
                    let mut parts = Vec::new();
                    if let Some(card) = f.specialist {
                        parts.push(tr.get(terms::specialist(card)));
                    }
                    if seat != s.active() && f.saved > 0 {
                        parts.push(tr.args("panel-team-saved", &args([("ap", f.saved.into())])));
                    }
                    for (along, what) in self.in_hand(seat) {
                        let key = match along {
                            Along::Carry => "panel-team-carrying",
                            Along::Lead => "panel-team-leading",
                        };
                        parts.push(tr.args(key, &args([("what", what.into())])));
                    }
                    if let Some(c) = f.cell {
                        let cell = self.place_name(c);
                        parts.push(tr.args("panel-team-at", &args([("cell", cell.into())])));
                    }
                    if !parts.is_empty() {
                        ui.label(RichText::new(parts.join(" · ")).small());
                    }
                }
            });
    }

    pub(super) fn log_ui(&mut self, ui: &mut Ui) {
        // Lines appear with the events they tell of, also in a replay.
        let shown_events = match &self.animation {
            Some(a) if a.replay => a.next,
            Some(a) => self.log_lines.events - (a.events.len() - a.next),
            None => usize::MAX,
        };
        let log = &self.log_lines.lines;
        let visible = log.partition_point(|(at, _)| *at <= shown_events);
        let shown = &log[..visible];
        let tr = self.tr();
        ui.horizontal(|ui| {
            ui.strong(tr.get("panel-log"));
            if let Some((red, black)) = self.scene.dice {
                ui.label(tr.args(
                    "panel-dice",
                    &args([("red", red.into()), ("black", black.into())]),
                ));
            }
        });
        let out = egui::ScrollArea::vertical()
            .id_salt(("game log", self.log_scroll.view))
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show_rows(
                ui,
                ui.text_style_height(&egui::TextStyle::Body),
                shown.len(),
                |ui, range| {
                    for (_, line) in &shown[range] {
                        ui.label(line);
                    }
                },
            );
        let end = out.content_size.y - out.inner_rect.height();
        self.log_scroll.scrolled_up = out.state.clamped_offset().y < end - 1.0;
    }
}

/// Zoom in, out and back, with the keys egui already answers to (Ctrl +,
/// Ctrl −, Ctrl 0); the app remembers the zoom in the settings.
fn zoom_menu_ui(ui: &mut Ui) {
    let tr = Tr::of(ui.ctx());
    let percent = (ui.ctx().zoom_factor() * 100.0).round() as i64;
    ui.label(tr.args(
        "play-zoom",
        &crate::i18n::args([("percent", percent.into())]),
    ));
    ui.horizontal(|ui| {
        if ui
            .button(tr.get("play-zoom-in"))
            .on_hover_text(tr.get("panel-key-zoom-in"))
            .clicked()
        {
            egui::gui_zoom::zoom_in(ui.ctx());
        }
        if ui
            .button(tr.get("play-zoom-out"))
            .on_hover_text(tr.get("panel-key-zoom-out"))
            .clicked()
        {
            egui::gui_zoom::zoom_out(ui.ctx());
        }
        if ui
            .button(tr.get("play-zoom-reset"))
            .on_hover_text(tr.get("panel-key-zoom-reset"))
            .clicked()
        {
            ui.ctx().set_zoom_factor(1.0);
        }
    });
}

/// The counters as a table of names and numbers. The names stay on one
/// line when they all fit beside the numbers within `max_width` (the
/// panel grows to the table); when they do not (German's and Russian's are
/// long) each name wraps in the room its number leaves, the number at the
/// panel's right edge: nothing is pushed out of the panel.
fn counters_ui(ui: &mut Ui, tr: Tr, rows: &[(&str, String)], max_width: f32) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width = |ui: &Ui, text: &str| {
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font.clone(), Color32::PLACEHOLDER))
            .size()
            .x
    };
    let names: Vec<String> = rows.iter().map(|(key, _)| tr.get(key)).collect();
    let widest_name = names.iter().map(|n| width(ui, n)).fold(0.0, f32::max);
    let widest_value = rows.iter().map(|(_, v)| width(ui, v)).fold(0.0, f32::max);
    let gap = ui.spacing().item_spacing.x;
    if widest_name + gap + widest_value <= max_width.max(ui.available_width()) {
        egui::Grid::new("counters").num_columns(2).show(ui, |ui| {
            for (name, (_, value)) in names.into_iter().zip(rows) {
                ui.label(name);
                ui.label(value.as_str());
                ui.end_row();
            }
        });
        return;
    }
    for (name, (_, value)) in names.into_iter().zip(rows) {
        let value_width = width(ui, value);
        let room = (ui.available_width() - value_width - gap).max(60.0);
        ui.horizontal_top(|ui| {
            ui.allocate_ui_with_layout(
                egui::vec2(room, 0.0),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.add(egui::Label::new(name).wrap());
                },
            );
            ui.add_space((ui.available_width() - value_width).max(0.0));
            ui.label(value.as_str());
        });
    }
}

//! The play screen's questions and banners: "End the turn?" when AP are
//! left, what the fire phase did (with its cells highlighted on request),
//! the deck gun's splash while a re-roll is decided, and the AP a
//! firefighter carried into its turn.

use egui::{Key, Ui};

use super::menus::{deeds_text, summary_text};
use super::{Command, PlayScreen, SummaryFocus};
use crate::app::fire_summary::TurnDeeds;
use crate::app::language::Tr;
use crate::engine::Action;
use crate::engine::event::Event;
use crate::engine::geom::Pos;
use crate::engine::state::Stage;
use crate::i18n::args;

/// What ending the turn does with `ap` left: the AP saved for the next
/// turn and those lost past the cap (FAM-AP-3).
pub(super) fn saved_and_lost(ap: u8) -> (u8, u8) {
    let saved = ap.min(crate::engine::state::MAX_SAVED_AP);
    (saved, ap - saved)
}

/// Rows of text the fire summary strip holds before it scrolls: the fire
/// phases' line, wrapped once.
const SUMMARY_ROWS: f32 = 2.0;
/// With bots, a round's fire phases wrapped twice (at Veteran a round often
/// fills them), then the lines saying what the bots did: with three rows in
/// all the bots' line was out of sight under the board, in a window of
/// 1280 × 820.
const FIRE_ROWS_WITH_BOTS: f32 = 3.0;
/// The bots' lines one row holds (a row of 1280 points held two or three in
/// a real window): with a row for any number of bots, five bots' lines ran
/// past the strip, and a table had to scroll to follow the round.
const BOT_LINES_PER_ROW: usize = 2;
/// The strip's room above and below its rows (the summary's frame).
const STRIP_MARGIN: f32 = 8.0;

impl PlayScreen {
    /// Whether ending the turn now throws away AP the player may have
    /// forgotten: ask first (the fire roll cannot be undone).
    pub(super) fn should_confirm_end(&self) -> bool {
        let s = self.session.state();
        self.confirm_end_turn
            && !self.confirming_end
            && s.stage() == Stage::Actions
            && s.is_legal(Action::EndTurn)
            && s.firefighter(s.active()).is_some_and(|f| f.ap > 0)
    }

    /// Opens the End turn question, its Yes button focused.
    pub(super) fn ask_before_ending(&mut self) {
        self.confirming_end = true;
        self.focus_end_button = true;
    }

    /// The End turn question.
    pub(super) fn confirm_end_ui(&mut self, ui: &Ui) {
        if !self.confirming_end {
            return;
        }
        let s = self.session.state();
        let Some(f) = s.firefighter(s.active()) else {
            self.close_end_question(ui);
            return;
        };
        let ap = f.ap;
        let (saved, lost) = saved_and_lost(ap);
        let who = self.who(s.active());
        let tr = self.tr();
        let mut open = true;
        egui::Window::new(tr.get("panel-end-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .open(&mut open)
            .show(ui.ctx(), |ui| {
                ui.label(tr.args(
                    "panel-end-ap-left",
                    &args([("who", who.as_str().into()), ("ap", ap.into())]),
                ));
                ui.label(if lost == 0 {
                    tr.args("panel-end-saved", &args([("saved", saved.into())]))
                } else {
                    tr.args(
                        "panel-end-saved-lost",
                        &args([("saved", saved.into()), ("lost", lost.into())]),
                    )
                });
                ui.label(tr.get("panel-end-fire-follows"));
                ui.horizontal(|ui| {
                    // The button has the focus as the question opens, as a
                    // dialog's first button does on the desktop: Enter
                    // presses it (E then Enter ends a turn from the keyboard),
                    // a screen reader reads it, Tab leads to Keep playing.
                    let end = ui.button(tr.get("panel-end-turn"));
                    if std::mem::take(&mut self.focus_end_button) {
                        end.request_focus();
                    }
                    let keep = ui.button(tr.get("panel-keep-playing"));
                    // Enter answers as the End turn button's label says,
                    // wherever the focus is (after a click on the checkbox
                    // too), but on Keep playing, which it has pressed. Taken
                    // after the buttons have seen it and before the checkbox
                    // does, so a focused checkbox does not toggle as well.
                    let enter = !keep.has_focus()
                        && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter));
                    if end.clicked() || enter {
                        self.commands.push(Command::ConfirmEnd);
                    }
                    if keep.clicked() {
                        self.close_end_question(ui);
                    }
                });
                let mut ask = self.confirm_end_turn;
                if ui
                    .checkbox(&mut ask, tr.get("panel-ask-before-ending"))
                    .changed()
                {
                    self.confirm_end_turn = ask;
                }
            });
        if !open || ui.input(|i| i.key_pressed(Key::Escape)) {
            self.close_end_question(ui);
        }
    }

    /// Closes the End turn question. The focus its buttons had goes too:
    /// it would keep the arrows from the firefighter (while a widget has
    /// the focus they move it instead).
    pub(super) fn close_end_question(&mut self, ui: &Ui) {
        if std::mem::take(&mut self.confirming_end) {
            ui.memory_mut(|m| {
                if let Some(id) = m.focused() {
                    m.surrender_focus(id);
                }
            });
        }
    }

    /// AP the active firefighter carried into this turn (FAM-AP-3): the AP
    /// its turn began with, less its card's AP per turn at that moment.
    pub(super) fn carried_in(&self, me: u8) -> u8 {
        let s = self.session.state();
        let Some(f) = s.firefighter(me) else { return 0 };
        let mut per_turn = f.ap_per_turn();
        for p in self.session.played().iter().rev() {
            for e in p.events.iter().rev() {
                match *e {
                    Event::CrewChanged {
                        firefighter, from, ..
                    } if firefighter == me => {
                        per_turn = from.map_or(crate::engine::state::AP_PER_TURN, |c| c.ap());
                    }
                    Event::TurnStarted {
                        firefighter, ap, ..
                    } if firefighter == me => return ap.saturating_sub(per_turn),
                    _ => {}
                }
            }
        }
        0
    }

    /// The strip above the board where the fire summary appears. Its
    /// height never changes, so the board below never moves when a
    /// summary comes or goes: a click aimed at a cell lands on it. A long
    /// summary scrolls within it.
    pub(super) fn summary_strip_ui(&mut self, ui: &mut Ui) {
        let spacing = ui.spacing();
        let row = spacing
            .interact_size
            .y
            .max(ui.text_style_height(&egui::TextStyle::Button))
            + spacing.item_spacing.y;
        // Set by the seats, which change only when a seat is handed over:
        // the board does not move as summaries come and go.
        let bots = self.session.bot_seats();
        let rows = if bots == 0 {
            SUMMARY_ROWS
        } else {
            FIRE_ROWS_WITH_BOTS + bots.div_ceil(BOT_LINES_PER_ROW) as f32
        };
        let height = rows * row + 2.0 * STRIP_MARGIN;
        let (rect, _) = ui.allocate_exact_size(
            egui::vec2(ui.available_width(), height),
            egui::Sense::hover(),
        );
        let builder = egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min));
        // A child that takes no room of its own: the strip's room was
        // taken above, whatever the summary's length.
        let mut strip = ui.new_child(builder);
        strip.set_clip_rect(rect.intersect(ui.clip_rect()));
        // A solid bar, not one that shows only under the pointer: the rows
        // past the strip must be seen to be there.
        strip.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        if self.animation.is_none() && self.summary.is_some() {
            // Hide stays in the strip's corner, in sight however far the
            // summary runs past the strip's rows (at the end of the last
            // row it was cut in half by the board's edge).
            let tr = self.tr();
            strip.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                // The summary's frame keeps the cross apart.
                ui.spacing_mut().item_spacing.x = 0.0;
                if self.summary.as_ref().is_some_and(|s| s.is_shown()) && hide_button(ui, tr) {
                    self.summary = None;
                    self.summary_focus = None;
                    self.refresh_highlights();
                    return;
                }
                egui::ScrollArea::vertical()
                    .id_salt("fire-summary")
                    .max_height(height)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                            self.fire_summary_ui(ui)
                        })
                    });
            });
        } else {
            strip.add_space(STRIP_MARGIN);
            strip.weak(self.tr().get(match &self.animation {
                Some(a) if a.replay => "panel-replay-strip",
                Some(_) => "panel-fire-being-shown",
                None => "panel-summary-placeholder",
            }));
        }
    }

    /// The banner of what the last fire phase did, until the next action;
    /// with bots, of every fire phase since a person's End turn, and a line
    /// per bot turn saying what the bot did.
    pub(super) fn fire_summary_ui(&mut self, ui: &mut Ui) {
        let Some(summary) = self.summary.clone() else {
            return;
        };
        let board = std::sync::Arc::clone(self.session.board());
        let players = self.players.clone();
        let victims = self.session.victim_numbers().to_vec();
        let names = crate::text::Names::new(&board, &players)
            .with_lang(self.lang)
            .with_victims(&victims);
        let tr = self.tr();
        let since = summary.since.map(|seat| self.seat_name(seat));
        let frame = egui::Frame::group(ui.style()).fill(ui.visuals().faint_bg_color);
        frame.show(ui, |ui| {
            // As wide as the strip, so that its close box in the corner
            // beside it is seen to belong to it.
            ui.set_min_width(ui.available_width());
            // Closer than egui's default, so a round on two floors fits the
            // strip more often; the items stay apart by their brackets.
            ui.spacing_mut().item_spacing.x = 6.0;
            ui.spacing_mut().button_padding.x = 2.0;
            let header = match (summary.phases, since) {
                (0, _) if summary.is_quiet() => None,
                (0 | 1, _) => Some(tr.get("panel-fire-phase")),
                (n, Some(who)) => Some(tr.args(
                    "panel-fire-phases-since",
                    &args([("count", n.into()), ("who", who.into())]),
                )),
                (n, None) => Some(tr.args("panel-fire-phases-last", &args([("count", n.into())]))),
            };
            if let Some(header) = header {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(header);
                    for line in &summary.lines {
                        let text = summary_text(tr, &names, line);
                        let focus = SummaryFocus::Fire(line.what);
                        self.summary_focus_button(ui, text, focus);
                    }
                    // After the new Smoke, if any: "nothing else happened".
                    if summary.is_quiet() {
                        ui.label(tr.get(if summary.lines.is_empty() {
                            "panel-quiet-nothing"
                        } else {
                            "panel-quiet"
                        }));
                    }
                });
            }
            if !summary.turns.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    for (i, turn) in summary.turns.iter().enumerate() {
                        let text = deeds_text(tr, &names, &self.bot_seat_name(turn.seat), turn);
                        self.summary_focus_button(ui, text, SummaryFocus::Turn(i));
                    }
                });
            }
        });
    }

    /// A summary item: a click shows its cells on the board (again: not).
    fn summary_focus_button(&mut self, ui: &mut Ui, text: String, focus: SummaryFocus) {
        let selected = self.summary_focus == Some(focus);
        let button = egui::Button::selectable(selected, text);
        if ui
            .add(button)
            .on_hover_text(self.tr().get("panel-show-where"))
            .clicked()
        {
            self.summary_focus = (!selected).then_some(focus);
            self.refresh_highlights();
        }
    }

    /// Highlights the cells of the chosen summary line, on their floor, or
    /// where a deck-gun roll awaiting a re-roll decision would land.
    pub(super) fn refresh_highlights(&mut self) {
        let board = std::sync::Arc::clone(self.session.board());
        if self.animation.is_none()
            && let Some(shot) = self.session.state().deck_gun_preview()
        {
            // The splash strongly (the area is drawn as the choices), the
            // aimed cell apart from it.
            self.scene.focus = shot.splash;
            self.scene.aim = shot.target;
            if let Some(target) = shot.target {
                self.view.floor = board.pos(target).floor;
            }
            return;
        }
        self.scene.aim = None;
        let cells: Vec<Pos> = match (self.summary.as_ref(), self.summary_focus) {
            (Some(s), Some(SummaryFocus::Fire(what))) => {
                s.line(what).map(|l| l.cells.clone()).unwrap_or_default()
            }
            (Some(s), Some(SummaryFocus::Turn(i))) => {
                s.turns.get(i).map(TurnDeeds::cells).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        self.scene.focus = cells.iter().filter_map(|&p| board.cell_at(p)).collect();
        if let Some(first) = cells.first() {
            self.view.floor = first.floor;
        }
    }
}

/// The summary's close box, whether it was clicked: a cross as a window's, narrow in every
/// language (the word took a column of the strip's width from the
/// summary); screen readers and tests read it as "Hide".
fn hide_button(ui: &mut Ui, tr: Tr) -> bool {
    let side = ui.spacing().interact_size.y;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::click());
    let label = tr.get("panel-hide");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, ui.is_enabled(), &label));
    let visuals = ui.style().interact(&response);
    if response.hovered() || response.has_focus() {
        ui.painter()
            .rect_filled(rect, visuals.corner_radius, visuals.weak_bg_fill);
    }
    let cross = rect.shrink(side * 0.28);
    let stroke = visuals.fg_stroke;
    ui.painter()
        .line_segment([cross.left_top(), cross.right_bottom()], stroke);
    ui.painter()
        .line_segment([cross.right_top(), cross.left_bottom()], stroke);
    response.on_hover_text(tr.get("panel-hide-hint")).clicked()
}

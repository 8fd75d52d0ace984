//! The Hint (issue 15): what the bot would do next for the person to act,
//! worked out on a background thread like a bot's turn and shown without
//! being done: a line in the side panel ("Hint: Move to 3,4 (1 AP)") and a
//! mark on the board (the step as an arrow, the edge of a door or wall, or
//! the cell acted on); then the bot's plan after it ("Then: Move to 3,5 ·
//! Remove the fire at 3,6"), its cells numbered on the board. It is about
//! one moment of the game: any change (an action, undo) takes it away.

use egui::{RichText, Ui};

use super::bots::{Poll, Thinking, turn_seed};
use super::menus::{action_cells, button_text};
use super::{Command, PlayScreen};
use crate::app::Notice;
use crate::app::board_view::HintMark;
use crate::engine::Action;
use crate::engine::event::Discard;
use crate::engine::state::GameState;
use crate::i18n::args;
use crate::session::seat_to_act;
use crate::text::action_line;
use crate::text::with_price;

/// A hint asked for at `revision`.
pub(super) struct Hint {
    revision: u64,
    thinking: Option<Thinking>,
    /// The bot's plan once it has come ([`HINT_STEPS`] actions at most;
    /// empty: nothing to suggest). The first is the hint; the rest, what
    /// the bot would do after it, reads "then …".
    answer: Option<Vec<Action>>,
    /// The game as each later step of the plan would find it (the steps
    /// before it played on a copy), so "then …" prices each step as the
    /// hinted one is: worked out once, as the answer comes. No step but
    /// the plan's last turns a POI over or rolls, and the last is never
    /// played here: the copies show nothing a player cannot see.
    before_later: Vec<GameState>,
}

impl PlayScreen {
    /// Whether a hint can be asked for now: a person is to act. The
    /// pictures of a fire phase before the person's turn do not stand in
    /// the way (asking skips them: the game is already where they lead),
    /// but a replay of the game does.
    pub(super) fn hint_available(&self) -> bool {
        !self.session.state().is_over()
            && !self.animation.as_ref().is_some_and(|a| a.replay)
            && self.bot_to_act().is_none()
    }

    /// Starts working out a hint (H, or the Hint button).
    pub(super) fn ask_hint(&mut self, ui: &Ui) {
        let own_turn = self.tr().get("panel-hint-own-turn");
        if !self.hint_available() {
            self.message = Some(Notice::info(own_turn));
            return;
        }
        self.skip_pictures();
        // Asked too early (while a bot played), then again on the person's
        // turn: the refusal no longer holds.
        if self.message.as_ref().is_some_and(|m| m.text == own_turn) {
            self.message = None;
        }
        let revision = self.session.revision();
        if self.hint.as_ref().is_some_and(|h| h.revision == revision) {
            return;
        }
        let s = self.session.state();
        // The seed a bot would use here: the hint is what it would do.
        let seed = turn_seed(self.session.seed(), s.turn(), seat_to_act(s));
        // A person asks: every order is theirs to give or not.
        match Thinking::start(ui.ctx(), s.clone(), seed, revision, HINT_STEPS, Vec::new()) {
            Ok(thinking) => {
                self.hint = Some(Hint {
                    revision,
                    thinking: Some(thinking),
                    answer: None,
                    before_later: Vec::new(),
                });
            }
            Err(e) => {
                self.message = Some(Notice::error(self.tr().args(
                    "panel-hint-failed",
                    &args([("reason", e.to_string().into())]),
                )));
            }
        }
    }

    /// Each frame: drops a hint the game has moved past, takes its answer.
    pub(super) fn poll_hint(&mut self) {
        let revision = self.session.revision();
        let Some(hint) = &mut self.hint else { return };
        if hint.revision != revision {
            self.hint = None;
            return;
        }
        let Some(thinking) = &mut hint.thinking else {
            return;
        };
        match thinking.poll() {
            Poll::Waiting => {}
            Poll::Done(answer) => {
                // A bot's firefighter taken along gets off where its bot
                // chooses (Ruling R26), whatever cell the plan named.
                let answer: Vec<Action> = answer.into_iter().map(|a| self.as_offered(a)).collect();
                let Some(hint) = &mut self.hint else { return };
                let mut state = self.session.state().clone();
                for &step in answer.iter().take(answer.len().saturating_sub(1)) {
                    if state.apply_into(step, &mut Discard).is_err() {
                        break;
                    }
                    hint.before_later.push(state.clone());
                }
                hint.answer = Some(answer);
                hint.thinking = None;
            }
            Poll::Lost => {
                hint.answer = Some(Vec::new());
                hint.thinking = None;
            }
        }
    }

    /// The action the board marks now, the pointer being on its item in a
    /// cell's menu or on its side panel button.
    pub fn previewed(&self) -> Option<Action> {
        self.menu_hover_shown
    }

    /// The hinted action, once known.
    pub fn hinted(&self) -> Option<Action> {
        self.hinted_plan().first().copied()
    }

    /// Whether a hint is being thought out (its spinner turns, asking for
    /// a frame after frame until the answer comes).
    pub fn hint_thinking(&self) -> bool {
        self.hint.as_ref().is_some_and(|h| h.answer.is_none())
    }

    /// The hint's whole plan, once known: the hinted action, then what
    /// the bot would do after it in the same turn.
    pub fn hinted_plan(&self) -> &[Action] {
        self.hint
            .as_ref()
            .and_then(|h| h.answer.as_deref())
            .unwrap_or(&[])
    }

    /// What the bot would do after the hinted action, in the same turn.
    fn hinted_after(&self) -> &[Action] {
        self.hinted_plan().get(1..).unwrap_or(&[])
    }

    /// "Open the door at 3,4 (1 AP)": the hinted action as the menus word
    /// actions.
    fn hint_words(&self, action: Action) -> String {
        let s = self.session.state();
        let line = with_price(&self.names(), s, action, self.step_words(action));
        self.with_ap_kept(s, action, line)
    }

    /// `line`, and for an End turn with AP in hand what ending does with
    /// them (FAM-AP-3): a bare "End the turn" with AP in hand read like a
    /// broken hint, in the plan's "Then: …" too.
    fn with_ap_kept(&self, s: &GameState, action: Action, line: String) -> String {
        let ap = s.firefighter(s.active()).map_or(0, |f| f.ap);
        if action != Action::EndTurn || ap == 0 {
            return line;
        }
        let (saved, lost) = super::banners::saved_and_lost(ap);
        let tr = self.tr();
        if lost == 0 {
            tr.args(
                "panel-hint-end-saved",
                &args([("line", line.into()), ("saved", saved.into())]),
            )
        } else {
            tr.args(
                "panel-hint-end-saved-lost",
                &args([
                    ("line", line.into()),
                    ("saved", saved.into()),
                    ("lost", lost.into()),
                ]),
            )
        }
    }

    /// An action of the hint's plan as the menus word it, without its
    /// price: "Pick up Victim 4 at 3,4", "Move to 4,5 (Lobby)" (the
    /// words of the game as it is: those of a later step name what the
    /// steps before it leave in place).
    fn step_words(&self, action: Action) -> String {
        match action {
            // The button's "End turn (E)" names a key, not an action.
            Action::EndTurn => action_line(&self.names(), action),
            _ => button_text(self, action),
        }
    }

    /// The side panel's hint line.
    pub(super) fn hint_ui(&mut self, ui: &mut Ui) {
        let Some(hint) = &self.hint else { return };
        let tr = self.tr();
        match hint.answer.as_deref() {
            None => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr.get("panel-hint-thinking"));
                });
            }
            Some([]) => {
                ui.label(tr.get("panel-hint-nothing"));
            }
            Some([action, ..]) => {
                let text = tr.args(
                    "panel-hint",
                    &args([("action", self.hint_words(*action).into())]),
                );
                ui.label(RichText::new(text).color(HINT_TEXT).strong());
                if let Some(then) = self.hint_then_words() {
                    ui.label(RichText::new(then).color(HINT_TEXT));
                }
                let action = *action;
                if ui
                    .button(tr.get("panel-hint-take"))
                    .on_hover_text(tr.get("panel-hint-take-hint"))
                    .clicked()
                {
                    self.commands.push(Command::TakeHint(action));
                }
            }
        }
    }

    /// Does the hinted action and, while the same person is still to act,
    /// asks at once for the next hint: one following the hints sees each
    /// step before taking it without asking for every one (H, then
    /// Shift+H, step after step).
    pub(super) fn take_hint(&mut self, ui: &Ui, action: Action) {
        // Ending the turn with AP left is asked about, as by E or a click.
        if action == Action::EndTurn && self.should_confirm_end() {
            self.ask_before_ending();
            return;
        }
        let seat = seat_to_act(self.session.state());
        // Not while the action's own pictures run (the deck gun's roll):
        // asking would skip them.
        if self.apply(ui, action).is_some()
            && self.animation.is_none()
            && self.hint_available()
            && seat_to_act(self.session.state()) == seat
        {
            self.ask_hint(ui);
        }
    }

    /// "Then: Move to 2,2 · Remove the fire at 2,3 · End the turn": what
    /// the bot would do after the hinted action, so a player sees where
    /// the step leads. Each step is priced on the game the steps before
    /// it leave (without a price when that game is not known), and an
    /// End turn there says what becomes of the AP, as the hinted one does.
    fn hint_then_words(&self) -> Option<String> {
        let after = self.hinted_after();
        if after.is_empty() {
            return None;
        }
        let names = self.names();
        let before = self.hint.as_ref().map_or(&[][..], |h| &h.before_later[..]);
        let steps: Vec<String> = after
            .iter()
            .enumerate()
            .map(|(i, &a)| match before.get(i) {
                Some(state) => {
                    let line = with_price(&names, state, a, self.step_words(a));
                    self.with_ap_kept(state, a, line)
                }
                None => self.step_words(a),
            })
            .collect();
        Some(self.tr().args(
            "panel-hint-then",
            &args([("actions", steps.join(" · ").into())]),
        ))
    }

    /// What the board draws for the hint.
    pub(super) fn hint_mark(&self) -> Option<HintMark> {
        let action = self.hinted()?;
        let s = self.session.state();
        let mut mark = hint_mark(s, action);
        mark.label = self.tr().args(
            "panel-hint-on-board",
            &args([("action", self.hint_words(action).into())]),
        );
        if let Some(then) = self.hint_then_words() {
            mark.label = format!("{}. {then}", mark.label);
        }
        mark.later = self
            .hinted_after()
            .iter()
            .filter_map(|&a| later_cell(s, a))
            .collect();
        Some(mark)
    }
}

/// The hint's words in the side panel: the board's hint colour, darker,
/// so it reads on light and dark themes.
const HINT_TEXT: egui::Color32 = egui::Color32::from_rgb(190, 40, 170);

/// How many actions the Hint plans: the hinted one and up to three
/// after it (each one more bot decision on the hint's thread).
const HINT_STEPS: usize = 4;

/// Where a later step of the hint's plan is marked: a step's cell, or the
/// cell an action is about (a door or wall by its first side); nothing for
/// the end of the turn.
fn later_cell(s: &GameState, action: Action) -> Option<crate::engine::board::CellId> {
    let board = s.board();
    match action {
        Action::EndTurn => None,
        Action::Move(to) | Action::CommandMove { to, .. } => board.cell_at(to),
        Action::Open(edge)
        | Action::Close(edge)
        | Action::Chop(edge)
        | Action::Repair(edge)
        | Action::CommandOpen { edge, .. }
        | Action::CommandClose { edge, .. } => board.cell_at(edge.cell),
        _ => action_cells(s, action).first().copied(),
    }
}

/// Where a hinted action shows on the board: a step as an arrow from the
/// mover's cell, a door or wall as its edge, anything else as its cells.
pub(super) fn hint_mark(s: &GameState, action: Action) -> HintMark {
    let board = s.board();
    let cell_of = |f: u8| s.firefighter(f).and_then(|f| f.cell);
    let mut mark = HintMark::default();
    match action {
        Action::Move(to) | Action::CommandMove { to, .. } => {
            let mover = match action {
                Action::CommandMove { firefighter, .. } => firefighter,
                _ => s.active(),
            };
            if let (Some(from), Some(to)) = (cell_of(mover), board.cell_at(to)) {
                mark.path = vec![from, to];
            }
            mark.cells = board.cell_at(to).into_iter().collect();
        }
        Action::Open(edge)
        | Action::Close(edge)
        | Action::Chop(edge)
        | Action::Repair(edge)
        | Action::CommandOpen { edge, .. }
        | Action::CommandClose { edge, .. } => {
            mark.edge = board.edge_at(edge);
            mark.cells = action_cells(s, action);
        }
        // The area the water may hit (EXP-VEH-DECKGUN-1): where it lands
        // is rolled.
        Action::DeckGun => {
            mark.cells = s.deck_gun_cells();
        }
        _ => {
            mark.cells = action_cells(s, action);
            if mark.cells.is_empty() {
                mark.cells = cell_of(seat_to_act(s)).into_iter().collect();
            }
        }
    }
    mark
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::{hint_mark, later_cell};
    use crate::engine::board::io::load_board;
    use crate::engine::config::GameConfig;
    use crate::engine::geom::{Dir, EdgeRef, Pos};
    use crate::engine::state::GameState;
    use crate::engine::{Action, Stage};

    fn front_game() -> GameState {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json");
        let board = Arc::new(load_board(&path).expect("shipped board"));
        let mut s = GameState::new(board, GameConfig::family(1), 42).expect("a game");
        s.apply(Action::PlaceFirefighter(Pos::new(0, 6)))
            .expect("a start cell");
        assert_eq!(s.stage(), Stage::Actions);
        s
    }

    #[test]
    fn a_step_is_an_arrow_from_the_mover_to_its_cell() {
        let s = front_game();
        let mark = hint_mark(&s, Action::Move(Pos::new(1, 6)));
        let b = s.board();
        assert_eq!(
            mark.path,
            vec![
                b.cell_at(Pos::new(0, 6)).expect("cell"),
                b.cell_at(Pos::new(1, 6)).expect("cell")
            ]
        );
        assert_eq!(mark.cells, vec![b.cell_at(Pos::new(1, 6)).expect("cell")]);
        assert!(mark.edge.is_none());
    }

    #[test]
    fn a_door_is_its_edge_and_the_end_of_a_turn_the_firefighter() {
        let s = front_game();
        let door = EdgeRef::new(Pos::new(3, 4), Dir::E);
        let mark = hint_mark(&s, Action::Open(door));
        assert_eq!(mark.edge, s.board().edge_at(door));
        assert!(mark.edge.is_some());
        let end = hint_mark(&s, Action::EndTurn);
        assert_eq!(
            end.cells,
            vec![s.board().cell_at(Pos::new(0, 6)).expect("cell")]
        );
        assert!(end.path.is_empty());
    }

    /// The plan's later steps are marked where they act: a step's cell, a
    /// door by its cell, the Fire's cell; the end of the turn nowhere.
    #[test]
    fn a_later_step_is_marked_on_its_cell() {
        let s = front_game();
        let b = s.board();
        let cell = |r, c| b.cell_at(Pos::new(r, c)).expect("cell");
        assert_eq!(
            later_cell(&s, Action::Move(Pos::new(2, 6))),
            Some(cell(2, 6))
        );
        let door = EdgeRef::new(Pos::new(3, 4), Dir::E);
        assert_eq!(later_cell(&s, Action::Open(door)), Some(cell(3, 4)));
        assert_eq!(
            later_cell(&s, Action::RemoveFire(Pos::new(2, 5))),
            Some(cell(2, 5))
        );
        assert_eq!(later_cell(&s, Action::EndTurn), None);
    }
}

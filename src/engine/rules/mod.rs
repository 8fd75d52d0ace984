//! The rules of the family game, as methods on [`GameState`].
//!
//! Shape (after shakmaty): [`GameState::legal_actions_into`] lists what may be
//! done, [`GameState::apply_into`] validates an action completely before it
//! changes anything, then performs it and everything it sets off (the fire
//! phase, POI replenishing, the next turn), reporting each step as an
//! [`Event`]. Both go through one validation function, so the generator and
//! `apply` can never disagree.
//!
//! Game end (GEN-7) is structural: every atomic change that can end the game
//! returns [`Flow`], and `?` unwinds the rest of the sequence at once.

pub(crate) mod actions;
mod basic;
mod carry;
mod command;
mod crew;
mod drive;
mod fire;
pub(crate) mod high_rise;
mod intent;
mod ladders;
mod poi;
pub(crate) mod reserve;
pub(crate) mod setup;
mod specialists;
mod vehicles;

pub(crate) use drive::drives_ap;
pub use vehicles::DeckGunPreview;

use std::sync::Arc;

use crate::engine::Pos;
use crate::engine::action::{Action, ActionError, TokenId};
use crate::engine::board::{Board, CellId, EdgeId};
use crate::engine::config::Scenario;
use crate::engine::config::{ConfigError, GameConfig};
use crate::engine::event::{Discard, Event, EventSink, MoveWay, RerollReason, RollPurpose};
use crate::engine::specialist::CostKind;
use crate::engine::state::{
    ARSONIST_HAZMAT, DAMAGE_CUBES, FIRE_TOKENS, FireLevel, GAME_VICTIMS, GameState, Item, Outcome,
    PoiKind, Stage, TokenPlace, VICTIMS_TO_LOSE, VICTIMS_TO_WIN,
};

/// The game ended; stop whatever was being resolved (GEN-7).
#[derive(Debug)]
pub(crate) struct Halt;

/// Continue, or stop because the game is over.
pub(crate) type Flow = Result<(), Halt>;

/// Whether a roll can name `cell` and `accept` takes it.
fn named_and_accepted(
    state: &GameState,
    cell: CellId,
    accept: &impl Fn(&GameState, CellId) -> Result<(), RerollReason>,
) -> bool {
    state.board.cell(cell).roll.is_some() && accept(state, cell).is_ok()
}

/// Rejected rolls per die face before [`GameState::roll_cell`] stops rolling.
pub(crate) const ROLLS_PER_FACE: u32 = 64;

/// What an action costs the acting player: all of it, and the part its
/// card's pool pays ([`GameState::price`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Price {
    pub ap: u8,
    pub pool: u8,
}

impl GameState {
    /// Sets up a new game on `board` (FAM-SETUP). The game then waits for each
    /// firefighter's start cell ([`Action::PlaceFirefighter`]).
    pub fn new(board: Arc<Board>, config: GameConfig, seed: u64) -> Result<GameState, ConfigError> {
        GameState::new_logged(board, config, seed, &mut Discard)
    }

    /// As [`GameState::new`], reporting the setup's events.
    pub fn new_logged(
        board: Arc<Board>,
        config: GameConfig,
        seed: u64,
        sink: &mut impl EventSink,
    ) -> Result<GameState, ConfigError> {
        setup::new_game(board, config, seed, sink)
    }

    /// Starts a new game with the same board and configuration, reusing this
    /// state's memory (the simulator plays millions of games this way).
    pub fn restart(&mut self, seed: u64, sink: &mut impl EventSink) {
        setup::reset(self, seed, sink);
    }

    /// Every legal action now, in a stable order.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Every legal action now, written into `out` (cleared first) so a caller
    /// in a loop reuses one buffer.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        actions::legal_actions_into(self, out);
    }

    /// Whether `action` may be applied now.
    pub fn is_legal(&self, action: Action) -> bool {
        self.check(action).is_ok()
    }

    /// Why `action` may not be applied now, if it may not.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        actions::plan(self, action).map(|_| ())
    }

    /// The AP `action` would cost the acting player now (0 for free ones),
    /// or why it may not be taken: menus show real costs from the same
    /// validation `apply` uses.
    pub fn cost(&self, action: Action) -> Result<u8, ActionError> {
        actions::plan(self, action).map(|plan| plan.ap())
    }

    /// [`GameState::cost`] with the part a specialist's pool would pay
    /// (SPEC-GEN-1, -2), as the action's event will report it.
    pub fn price(&self, action: Action) -> Result<Price, ActionError> {
        actions::plan(self, action).map(|plan| {
            let pay = plan.pay();
            Price {
                ap: pay.total(),
                pool: pay.pool,
            }
        })
    }

    /// How the active firefighter's move to `to` would go (a step, the
    /// stairs, a ladder, the Lobby, the aerial ladder), if it is legal now:
    /// for words that name the way before the move is made.
    pub fn move_way(&self, to: Pos) -> Option<MoveWay> {
        self.check(Action::Move(to)).ok()?;
        let from = self.firefighter(self.active)?.cell?;
        Some(self.way_between(from, self.board.cell_at(to)?))
    }

    /// What a walk of `ap` AP (steps that each cost moving AP) costs the
    /// active firefighter now, the pool's part named: the Rescue
    /// Specialist's Move AP pay first (SPEC-GEN-1, Ruling R16), as each
    /// step's [`GameState::price`] will.
    pub fn move_price(&self, ap: u8) -> Price {
        let Some(f) = self.firefighters.get(usize::from(self.active)) else {
            return Price { ap, pool: 0 };
        };
        let purse = reserve::Purse {
            ap: f.ap,
            pool: f.pool,
            kind: f.pool_kind(),
        };
        // A walk out of reach has no split to name.
        let pool = purse.pay(CostKind::Move, ap).map_or(0, |pay| pay.pool);
        Price { ap, pool }
    }

    /// Applies `action` and returns what happened. A refused action leaves
    /// the state exactly as it was.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Applies `action`, reporting what happened to `sink`. A refused action
    /// leaves the state exactly as it was and reports nothing.
    pub fn apply_into(
        &mut self,
        action: Action,
        sink: &mut impl EventSink,
    ) -> Result<(), ActionError> {
        let plan = actions::plan(self, action)?;
        actions::perform(self, plan, sink);
        Ok(())
    }

    // --- shared atomic changes -------------------------------------------

    /// Cells adjacent to `cell` right now (ADJ-2): grid neighbours through open
    /// edges, plus the linked stair cell (2ND-STAIRS-1).
    pub fn adjacent(&self, cell: CellId) -> impl Iterator<Item = CellId> + '_ {
        let info = self.board.cell(cell);
        info.neighbors
            .iter()
            .filter_map(move |n| n.filter(|(_, e)| self.open[e.index()]).map(|(c, _)| c))
            .chain(info.stair.map(|s| s.to))
    }

    /// Whether a cell adjacent to `cell` (as [`GameState::adjacent`]) holds
    /// Fire; spelt out, as the flashover asks it of every Smoke cell.
    pub(crate) fn next_to_fire(&self, cell: CellId) -> bool {
        let info = self.board.cell(cell);
        let fire = |n: CellId| self.fire[n.index()] == FireLevel::Fire;
        info.neighbors
            .iter()
            .flatten()
            .any(|&(n, e)| self.open[e.index()] && fire(n))
            || info.stair.is_some_and(|s| fire(s.to))
    }

    /// Sets a cell's level, keeping the token count in step.
    pub(crate) fn set_fire(&mut self, cell: CellId, level: FireLevel) {
        let before = self.fire[cell.index()];
        match (before == FireLevel::Clear, level == FireLevel::Clear) {
            (true, false) => self.fire_tokens += 1,
            (false, true) => self.fire_tokens -= 1,
            _ => {}
        }
        self.fire[cell.index()] = level;
    }

    /// Puts a new Fire or Smoke token on an empty cell, if the supply has one
    /// (FAM-SUPPLY-1). Returns whether it was placed.
    pub(crate) fn place_token(
        &mut self,
        cell: CellId,
        level: FireLevel,
        sink: &mut impl EventSink,
    ) -> bool {
        if self.fire_tokens >= FIRE_TOKENS {
            sink.emit(Event::SupplyEmpty {
                cell: self.pos(cell),
            });
            return false;
        }
        self.set_fire(cell, level);
        true
    }

    /// One damage cube on a wall or window (BOARD-2); the 24th collapses the
    /// building (FAM-END-3).
    pub(crate) fn place_cube(&mut self, edge: EdgeId, sink: &mut impl EventSink) -> Flow {
        let mut state = self.edges[edge.index()];
        state.cubes += 1;
        self.set_edge(edge, state);
        self.cubes += 1;
        sink.emit(Event::CubePlaced {
            edge: self.board.edge_ref(edge),
            cubes: state.cubes,
            destroyed: self.edge_destroyed(edge),
            total: self.cubes,
        });
        if self.cubes >= DAMAGE_CUBES {
            return self.collapse(sink);
        }
        Ok(())
    }

    /// FAM-END-3: every POI and Victim left on the board is lost; a loss
    /// unless the win was already secured (Ruling R19).
    fn collapse(&mut self, sink: &mut impl EventSink) -> Flow {
        sink.emit(Event::Collapse);
        for i in 0..self.tokens.len() {
            if let Some(cell) = self.tokens[i].cell() {
                self.take_off_board(i as TokenId, TokenPlace::Lost);
                self.emit_loss(i as TokenId, cell, sink);
            }
        }
        let outcome = if self.won {
            Outcome::Won
        } else {
            Outcome::Collapse
        };
        self.end_game(outcome, sink)
    }

    fn emit_loss(&self, token: TokenId, cell: CellId, sink: &mut impl EventSink) {
        let cell = self.pos(cell);
        sink.emit(match self.tokens[usize::from(token)].kind {
            PoiKind::Victim => Event::VictimLost {
                token,
                cell,
                lost: self.lost(),
            },
            PoiKind::FalseAlarm => Event::FalseAlarmLost { token, cell },
        });
    }

    /// A POI or Victim burns (FAM-FIRE-SEC-1 step 3); the 4th Victim lost ends
    /// the game (FAM-END-2).
    pub(crate) fn lose_token(&mut self, token: TokenId, sink: &mut impl EventSink) -> Flow {
        let Some(cell) = self.tokens[usize::from(token)].cell() else {
            return Ok(());
        };
        self.take_off_board(token, TokenPlace::Lost);
        let kind = self.tokens[usize::from(token)].kind;
        self.emit_loss(token, cell, sink);
        if kind == PoiKind::Victim {
            return self.check_victims_resolved(sink);
        }
        Ok(())
    }

    /// Victims reaching the Rescued area together (FAM-ACT-RESCUE-1): a
    /// carried and a led one, those the Ambulance picks up, an elevator
    /// car's. All of them are rescued before the 7th wins (FAM-END-1), so
    /// the count is what arrived and none is left lying outside.
    pub(crate) fn rescue_all(
        &mut self,
        victims: impl IntoIterator<Item = (TokenId, CellId)>,
        sink: &mut impl EventSink,
    ) -> Flow {
        let mut any = false;
        for (token, at) in victims {
            self.take_off_board(token, TokenPlace::Rescued);
            let rescued = self.rescued();
            sink.emit(Event::VictimRescued {
                token,
                cell: self.pos(at),
                rescued,
            });
            any = true;
        }
        if !any {
            return Ok(());
        }
        self.check_win(sink)?;
        self.check_victims_resolved(sink)
    }

    /// FAM-END-1: 7 Victims rescued; in Arsonist's traces also 3 Hazmat
    /// carried out (SCEN-ARSONIST-2).
    pub(crate) fn check_win(&mut self, sink: &mut impl EventSink) -> Flow {
        let rescued = self.rescued();
        if self.won || rescued < VICTIMS_TO_WIN {
            return Ok(());
        }
        if self.rules.has(Scenario::ArsonistsTraces) {
            let carried_out = self.hazmat_carried_out();
            if carried_out < ARSONIST_HAZMAT {
                return Ok(());
            }
            sink.emit(Event::HazmatGoalReached { carried_out });
        }
        self.won = true;
        sink.emit(Event::Victory { rescued });
        if !self.config.play_on {
            return self.end_game(Outcome::Won, sink);
        }
        Ok(())
    }

    /// Ruling R29: Arsonist's traces is lost once fewer than 3 Hazmat are
    /// carried out or still on the board.
    pub(crate) fn check_hazmat_goal(&mut self, sink: &mut impl EventSink) -> Flow {
        if self.won || !self.rules.has(Scenario::ArsonistsTraces) {
            return Ok(());
        }
        if self.hazmat_carried_out() + self.hazmat_on_board() < ARSONIST_HAZMAT {
            return self.end_game(Outcome::HazmatLost, sink);
        }
        Ok(())
    }

    /// FAM-END-2 and the end of play-on (Ruling R19: all 10 Victims resolved).
    fn check_victims_resolved(&mut self, sink: &mut impl EventSink) -> Flow {
        let (rescued, lost) = (self.rescued(), self.lost());
        if !self.won && lost >= VICTIMS_TO_LOSE {
            return self.end_game(Outcome::VictimsLost, sink);
        }
        if self.won && rescued + lost >= GAME_VICTIMS {
            return self.end_game(Outcome::Won, sink);
        }
        Ok(())
    }

    pub(crate) fn end_game(&mut self, outcome: Outcome, sink: &mut impl EventSink) -> Flow {
        self.stage = Stage::Over(outcome);
        sink.emit(Event::GameOver { outcome });
        Err(Halt)
    }

    /// Rolls the board's dice until the result names a cell `accept` takes,
    /// reporting each roll and why a result is re-rolled. `None` when no cell
    /// of the board would ever be accepted (the caller then skips the step).
    ///
    /// Bounded by construction: at most [`GameState::roll_bounded`]'s rolls,
    /// then, in the practically impossible case that all were rejected, a
    /// uniform draw among the accepted cells (what the re-rolls converge to);
    /// the log still shows a roll naming the cell.
    pub(crate) fn roll_cell(
        &mut self,
        purpose: RollPurpose,
        accept: impl Fn(&GameState, CellId) -> Result<(), RerollReason>,
        sink: &mut impl EventSink,
    ) -> Option<CellId> {
        if !self
            .board
            .cell_ids()
            .any(|c| named_and_accepted(self, c, &accept))
        {
            return None;
        }
        self.roll_accepted_cell(purpose, accept, sink)
    }

    /// [`GameState::roll_cell`] for a caller that already knows some
    /// dice-named cell is accepted (the fire advance and POI replenishing
    /// know it from counts, which saves a pass over the board per roll).
    pub(crate) fn roll_accepted_cell(
        &mut self,
        purpose: RollPurpose,
        accept: impl Fn(&GameState, CellId) -> Result<(), RerollReason>,
        sink: &mut impl EventSink,
    ) -> Option<CellId> {
        if let Some(cell) = self.roll_bounded(purpose, |s, c| accept(s, c).map(|()| c), sink) {
            return Some(cell);
        }
        let accepted: Vec<CellId> = self
            .board
            .cell_ids()
            .filter(|&c| named_and_accepted(self, c, &accept))
            .collect();
        let cell = self.dice.choose(&accepted)?;
        self.log_drawn_roll(purpose, cell, sink);
        Some(cell)
    }

    /// Rolls the board's dice until `accept` takes the named cell, at most
    /// 64 rolls per face of the dice; `None` if every roll was rejected.
    ///
    /// Why the bound is never reached in play: callers first make sure some
    /// dice result would be accepted, so each roll is accepted with
    /// probability at least 1/F (F = the dice's combined faces, at most 20³),
    /// and 64·F rejections in a row have probability below
    /// (1 − 1/F)^(64·F) < e⁻⁶⁴.
    pub(crate) fn roll_bounded<T>(
        &mut self,
        purpose: RollPurpose,
        mut accept: impl FnMut(&mut GameState, CellId) -> Result<T, RerollReason>,
        sink: &mut impl EventSink,
    ) -> Option<T> {
        let faces = self.board.dice().faces();
        for _ in 0..faces.saturating_mul(ROLLS_PER_FACE) {
            let roll = self.dice.roll(self.board.dice());
            let cell = self.board.cell_for_roll(roll);
            sink.emit(Event::Rolled {
                purpose,
                roll,
                cell: cell.map(|c| self.pos(c)),
            });
            match cell
                .ok_or(RerollReason::NoCell)
                .and_then(|c| accept(self, c))
            {
                Ok(found) => return Some(found),
                Err(reason) => sink.emit(Event::Reroll { reason }),
            }
        }
        None
    }

    /// Logs a cell drawn directly (after [`GameState::roll_bounded`] ran out)
    /// as the roll naming it, so the log reads like any other roll.
    pub(crate) fn log_drawn_roll(
        &self,
        purpose: RollPurpose,
        cell: CellId,
        sink: &mut impl EventSink,
    ) {
        if let Some(roll) = self.board.cell(cell).roll {
            sink.emit(Event::Rolled {
                purpose,
                roll,
                cell: Some(self.pos(cell)),
            });
        }
    }

    /// Turns a face-down POI face up (FAM-ACT-POI-1, FAM-POI-4): a False Alarm
    /// goes to the Rescued area, a Victim stays. Returns the token's kind.
    pub(crate) fn reveal(&mut self, token: TokenId, sink: &mut impl EventSink) -> PoiKind {
        let t = self.tokens[usize::from(token)];
        let TokenPlace::Board { cell, revealed } = t.place else {
            return t.kind;
        };
        if revealed {
            return t.kind;
        }
        let pos = self.pos(cell);
        sink.emit(Event::PoiRevealed {
            token,
            cell: pos,
            kind: t.kind,
        });
        self.tokens[usize::from(token)].place = match t.kind {
            PoiKind::FalseAlarm => {
                sink.emit(Event::FalseAlarmRemoved { token, cell: pos });
                // SCEN-UNREPORTED-1: a Hazmat takes its place.
                if self.rules.has(Scenario::UnreportedHazmat) {
                    self.place_hazmat(cell, sink);
                }
                TokenPlace::Rescued
            }
            PoiKind::Victim => TokenPlace::Board {
                cell,
                revealed: true,
            },
        };
        t.kind
    }

    /// Moves a token off the board (to the Rescued or Lost area); whoever
    /// carried it carries nothing now.
    fn take_off_board(&mut self, token: TokenId, place: TokenPlace) {
        self.tokens[usize::from(token)].place = place;
        // The treatment marker stays behind (COMP-8 is bookkeeping).
        self.tokens[usize::from(token)].treated = false;
        for ff in &mut self.firefighters {
            if ff.carrying == Some(Item::Victim(token)) {
                ff.carrying = None;
            }
            if ff.leading == Some(token) {
                ff.leading = None;
            }
        }
    }

    /// Reveals every face-down POI on `cell`.
    pub(crate) fn reveal_all_at(&mut self, cell: CellId, sink: &mut impl EventSink) {
        for i in 0..self.tokens.len() {
            if matches!(self.tokens[i].place, TokenPlace::Board { cell: c, revealed: false, .. } if c == cell)
            {
                self.reveal(i as TokenId, sink);
            }
        }
    }
}

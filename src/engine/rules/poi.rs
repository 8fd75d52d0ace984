//! POIs: drawing from the supply and replenishing the board (FAM-POI-1..4,
//! and the experienced rule with the arrows, EXP-POI-1..3).

use crate::engine::action::TokenId;
use crate::engine::board::{CellId, CellKind};
use crate::engine::event::{Event, EventSink, RerollReason, RollPurpose};
use crate::engine::state::{FireLevel, GameState, POIS_ON_BOARD, TokenPlace};

impl GameState {
    /// Draws a random face-down token from the supply ("shuffle the POIs").
    pub(crate) fn draw_token(&mut self) -> Option<TokenId> {
        let in_bag = self.poi_supply();
        if in_bag == 0 {
            return None;
        }
        let pick = self.dice.uniform(u32::from(in_bag)) as usize;
        self.tokens
            .iter()
            .enumerate()
            .filter(|(_, t)| t.place == TokenPlace::Bag)
            .nth(pick)
            .map(|(i, _)| i as TokenId)
    }

    /// Places a drawn token face down on `cell`, reached along the arrows
    /// from the rolled cell `rolled` (EXP-POI-3) when that is another.
    pub(crate) fn place_poi(
        &mut self,
        cell: CellId,
        rolled: CellId,
        sink: &mut impl EventSink,
    ) -> Option<TokenId> {
        let token = self.draw_token()?;
        self.tokens[usize::from(token)].place = TokenPlace::Board {
            cell,
            revealed: false,
        };
        sink.emit(Event::PoiPlaced {
            token,
            cell: self.pos(cell),
            arrows_from: (rolled != cell).then(|| self.pos(rolled)),
        });
        Some(token)
    }

    pub(crate) fn has_poi(&self, cell: CellId) -> bool {
        self.tokens.iter().any(|t| t.cell() == Some(cell))
    }

    /// POIs and Victims lying on `floor` (2ND-SETUP-2 counts them).
    pub(crate) fn pois_on_floor(&self, floor: u8) -> usize {
        self.tokens
            .iter()
            .filter_map(|t| t.cell())
            .filter(|&c| self.board.pos(c).floor == floor)
            .count()
    }

    /// EXP-POI-2: an inside cell with no Fire, Smoke, firefighter, POI or
    /// Victim (Hazmat and Hot Spots do not matter).
    fn valid_poi_cell(&self, c: CellId) -> bool {
        self.board.kind(c) == CellKind::Inside
            && self.fire_at(c) == FireLevel::Clear
            && !self.has_poi(c)
            && !self.firefighters.iter().any(|f| f.cell == Some(c))
    }

    /// Where a POI rolled on `start` ends up (EXP-POI-3): the first valid
    /// cell along the arrows, or `None` when the path stops at a cell with no
    /// arrow or comes back on itself (then the rules roll again).
    ///
    /// Bounded: each step visits a new cell, so at most one step per cell.
    /// `seen` holds a mark per cell, all false on entry and on return.
    fn follow_arrows(
        &self,
        start: CellId,
        seen: &mut [bool],
        path: &mut Vec<CellId>,
    ) -> Option<CellId> {
        path.clear();
        let mut at = start;
        let found = loop {
            if self.valid_poi_cell(at) {
                break Some(at);
            }
            seen[at.index()] = true;
            path.push(at);
            match self.board.cell(at).arrow {
                Some(next) if !seen[next.index()] => at = next,
                _ => break None,
            }
        };
        for c in path.iter() {
            seen[c.index()] = false;
        }
        found
    }

    /// Ruling R50: whether some roll, followed along the arrows, reaches a
    /// valid cell. The arrows form a graph with at most one way out of each
    /// cell, so where a path from a cell ends does not depend on where the
    /// path began: each cell is settled once (`marks`: 0 unknown, 1 on the
    /// current path, 2 leads nowhere), which keeps this linear in the cells.
    fn poi_placeable(&self, marks: &mut [u8], path: &mut Vec<CellId>) -> bool {
        const ON_PATH: u8 = 1;
        const DEAD: u8 = 2;
        marks.fill(0);
        for start in self.board.cell_ids() {
            if !self.rollable_start(start) {
                continue;
            }
            path.clear();
            let mut at = start;
            loop {
                if marks[at.index()] != 0 {
                    // Settled as a dead end, or met again on this path.
                    break;
                }
                if self.valid_poi_cell(at) {
                    return true;
                }
                marks[at.index()] = ON_PATH;
                path.push(at);
                match self.board.cell(at).arrow {
                    Some(next) => at = next,
                    None => break,
                }
            }
            for c in path.iter() {
                marks[c.index()] = DEAD;
            }
        }
        false
    }

    /// EXP-POI-1..3: roll; an invalid cell sends the POI along the arrows to
    /// the first valid cell, and a path that comes back on itself means a new
    /// roll. With no valid inside cell at all, replenishing stops (R23); when
    /// valid cells exist but no roll and arrow path reaches one, the POIs
    /// stay in the bag (R50).
    ///
    /// Bounded: each pass places a POI (at most 15 in a game) or stops, and
    /// each roll for a placeable POI is a `roll_cell` (bounded) whose accepted
    /// cells are exactly the starts whose path reaches a valid cell.
    fn replenish_experienced(&mut self, sink: &mut impl EventSink) {
        let mut path = std::mem::take(&mut self.scratch.cells);
        let mut marks = std::mem::take(&mut self.scratch.marks);
        let mut seen = std::mem::take(&mut self.scratch.seen);
        marks.resize(self.board.cell_count(), 0);
        seen.resize(self.board.cell_count(), false);
        while self.pois_on_board() < POIS_ON_BOARD && self.poi_supply() > 0 {
            if !self.board.cell_ids().any(|c| self.valid_poi_cell(c)) {
                break;
            }
            if !self.poi_placeable(&mut marks, &mut path) {
                let missing = (POIS_ON_BOARD - self.pois_on_board()).min(self.poi_supply());
                sink.emit(Event::PoisStayInBag { count: missing });
                break;
            }
            let placed = self.roll_bounded(
                RollPurpose::ReplenishPoi,
                |s, c| {
                    // Elevators (URB-HIGHRISE-POI-1) and restricted cells
                    // (Ruling R42) are rolled again, not followed.
                    match s.board.kind(c) {
                        CellKind::Elevator => return Err(RerollReason::Elevator),
                        CellKind::Restricted => return Err(RerollReason::Restricted),
                        _ => {}
                    }
                    s.follow_arrows(c, &mut seen, &mut path)
                        .map(|cell| (c, cell))
                        .ok_or(RerollReason::ArrowsLoop)
                },
                sink,
            );
            let (start, cell) = match placed {
                Some(placed) => placed,
                // Practically impossible (see `roll_bounded`): draw a start
                // whose path places the POI, uniformly, as the re-rolls would.
                None => match self.draw_placeable_start(&mut seen, &mut path) {
                    Some((start, cell)) => {
                        self.log_drawn_roll(RollPurpose::ReplenishPoi, start, sink);
                        (start, cell)
                    }
                    None => break,
                },
            };
            if self.place_poi(cell, start, sink).is_none() {
                break;
            }
        }
        self.scratch.cells = path;
        self.scratch.marks = marks;
        self.scratch.seen = seen;
    }

    /// A uniformly drawn roll start whose arrow path reaches a valid cell,
    /// with that cell.
    fn draw_placeable_start(
        &mut self,
        seen: &mut [bool],
        path: &mut Vec<CellId>,
    ) -> Option<(CellId, CellId)> {
        let board = std::sync::Arc::clone(&self.board);
        let starts: Vec<(CellId, CellId)> = board
            .cell_ids()
            .filter(|&c| self.rollable_start(c))
            .filter_map(|c| self.follow_arrows(c, seen, path).map(|to| (c, to)))
            .collect();
        self.dice.choose(&starts)
    }

    /// A cell an experienced POI roll may start its arrow path from: named
    /// by the dice, and neither an elevator (URB-HIGHRISE-POI-1) nor
    /// restricted (Ruling R42), which are rolled again. One definition for
    /// the roll, the R50 check and the fallback draw, so they agree.
    fn rollable_start(&self, c: CellId) -> bool {
        let info = self.board.cell(c);
        info.roll.is_some() && !matches!(info.kind, CellKind::Elevator | CellKind::Restricted)
    }

    /// FAM-POI-1..4: bring the board back to 3 POIs and Victims.
    pub(crate) fn replenish_pois(&mut self, sink: &mut impl EventSink) {
        if self.rules.modules.experienced_poi {
            return self.replenish_experienced(sink);
        }
        let mut on_board = self.pois_on_board();
        // Mostly the board is full: then the supply need not be counted.
        if on_board >= POIS_ON_BOARD {
            return;
        }
        let mut supply = self.poi_supply();
        // Bounded: each pass takes a POI from the supply (15 in a game).
        while on_board < POIS_ON_BOARD && supply > 0 {
            // FAM-POI-2, Ruling R42, URB-HIGHRISE-POI-1.
            let free = |s: &GameState, c: CellId| match s.board.kind(c) {
                CellKind::Restricted => Err(RerollReason::Restricted),
                CellKind::Elevator => Err(RerollReason::Elevator),
                _ if s.has_poi(c) => Err(RerollReason::HasPoi),
                _ => Ok(()),
            };
            // More inside dice-named cells than POIs on the board (each
            // covers one cell at most): one is free, no need to look.
            let surely_free = self.board.poi_cells().len() > usize::from(self.pois_on_board());
            let rolled = if surely_free {
                self.roll_accepted_cell(RollPurpose::ReplenishPoi, free, sink)
            } else {
                self.roll_cell(RollPurpose::ReplenishPoi, free, sink)
            };
            let Some(cell) = rolled else {
                // Every inside cell the dice name holds a POI. With no free
                // inside cell at all, replenishing just stops (Ruling R23);
                // free cells no roll names keep the POIs in the bag (R50).
                let board = &self.board;
                if board
                    .cell_ids()
                    .any(|c| board.kind(c) == CellKind::Inside && !self.has_poi(c))
                {
                    sink.emit(Event::PoisStayInBag {
                        count: (POIS_ON_BOARD - on_board).min(supply),
                    });
                }
                break;
            };
            // FAM-POI-3: Fire or Smoke gives way to the POI.
            let was = self.fire_at(cell);
            if was != FireLevel::Clear {
                self.set_fire(cell, FireLevel::Clear);
                sink.emit(Event::ThreatCleared {
                    cell: self.pos(cell),
                    was,
                });
            }
            let Some(token) = self.place_poi(cell, cell, sink) else {
                return;
            };
            supply -= 1;
            on_board += 1;
            // FAM-POI-4 / Ruling R6: a firefighter there reveals it at once; a
            // False Alarm leaves, and replenishing goes on.
            if self.firefighters.iter().any(|f| f.cell == Some(cell))
                && self.reveal(token, sink) == crate::engine::state::PoiKind::FalseAlarm
            {
                on_board -= 1;
            }
        }
    }
}

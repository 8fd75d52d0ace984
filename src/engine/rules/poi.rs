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

    /// Places a drawn token face down on `cell`.
    pub(crate) fn place_poi(&mut self, cell: CellId, sink: &mut impl EventSink) -> Option<TokenId> {
        let token = self.draw_token()?;
        self.tokens[usize::from(token)].place = TokenPlace::Board {
            cell,
            revealed: false,
        };
        sink.emit(Event::PoiPlaced {
            token,
            cell: self.pos(cell),
        });
        Some(token)
    }

    pub(crate) fn has_poi(&self, cell: CellId) -> bool {
        self.tokens.iter().any(|t| t.cell() == Some(cell))
    }

    /// Whether some cell could still take a POI: inside, named by the dice and
    /// free of POIs. Without one, replenishing stops (Ruling R23).
    fn poi_cell_available(&self) -> bool {
        let cells = self.board.poi_cells();
        // Each POI on the board covers at most one cell: more cells than POIs
        // means one is free, without looking.
        cells.len() > usize::from(self.pois_on_board()) || cells.iter().any(|&c| !self.has_poi(c))
    }

    /// EXP-POI-2: an inside cell with no Fire, Smoke, firefighter, POI or
    /// Victim (Hazmat and Hot Spots do not matter).
    fn valid_poi_cell(&self, c: CellId) -> bool {
        self.board.kind(c) == CellKind::Inside
            && self.fire_at(c) == FireLevel::Clear
            && !self.has_poi(c)
            && !self.firefighters.iter().any(|f| f.cell == Some(c))
    }

    /// EXP-POI-1..3: roll; an invalid cell sends the POI along the arrows to
    /// the first valid cell, and a path that comes back on itself means a new
    /// roll. With no valid inside cell at all, replenishing stops (R23).
    fn replenish_experienced(&mut self, sink: &mut impl EventSink) {
        let mut path = std::mem::take(&mut self.scratch.cells);
        while self.pois_on_board() < POIS_ON_BOARD && self.poi_supply() > 0 {
            if !self.board.cell_ids().any(|c| self.valid_poi_cell(c)) {
                break;
            }
            let not_elevator = |s: &GameState, c: CellId| match s.board.kind(c) {
                CellKind::Elevator => Err(RerollReason::Elevator),
                _ => Ok(()),
            };
            let mut at = self.roll_cell(RollPurpose::ReplenishPoi, not_elevator, sink);
            path.clear();
            let found = loop {
                if self.valid_poi_cell(at) {
                    break Some(at);
                }
                path.push(at);
                match self.board.cell(at).arrow {
                    Some(next) if !path.contains(&next) => at = next,
                    _ => break None,
                }
            };
            match found {
                Some(cell) => {
                    if self.place_poi(cell, sink).is_none() {
                        break;
                    }
                }
                None => sink.emit(Event::Reroll {
                    reason: RerollReason::ArrowsLoop,
                }),
            }
        }
        self.scratch.cells = path;
    }

    /// FAM-POI-1..4: bring the board back to 3 POIs and Victims.
    pub(crate) fn replenish_pois(&mut self, sink: &mut impl EventSink) {
        if self.rules.modules.experienced_poi {
            return self.replenish_experienced(sink);
        }
        let mut on_board = self.pois_on_board();
        let mut supply = self.poi_supply();
        while on_board < POIS_ON_BOARD && supply > 0 && self.poi_cell_available() {
            // FAM-POI-2, Ruling R42, URB-HIGHRISE-POI-1.
            let free = |s: &GameState, c: CellId| match s.board.kind(c) {
                CellKind::Restricted => Err(RerollReason::Restricted),
                CellKind::Elevator => Err(RerollReason::Elevator),
                _ if s.has_poi(c) => Err(RerollReason::HasPoi),
                _ => Ok(()),
            };
            let cell = self.roll_cell(RollPurpose::ReplenishPoi, free, sink);
            // FAM-POI-3: Fire or Smoke gives way to the POI.
            let was = self.fire_at(cell);
            if was != FireLevel::Clear {
                self.set_fire(cell, FireLevel::Clear);
                sink.emit(Event::ThreatCleared {
                    cell: self.pos(cell),
                    was,
                });
            }
            let Some(token) = self.place_poi(cell, sink) else {
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

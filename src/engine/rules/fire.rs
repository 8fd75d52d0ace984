//! The fire phase (FAM-FIRE-*): advance, explosions and shockwaves (with the
//! 2ND-STAIRS rules), flashover, knockdowns, losses and the exterior clean-up,
//! then POI replenishing and the next turn.
//!
//! The phase is a small step machine ([`FireStep`]) so it can pause when a
//! player must choose (a knockdown tie, FAM-KD-1) and resume after the choice.

use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::event::{Event, EventSink, Heading, RerollReason, RollPurpose};
use crate::engine::geom::Dir;
use crate::engine::rules::Flow;
use crate::engine::state::{
    AP_PER_TURN, DoorState, FireLevel, FireStep, GameState, Stage, TokenPlace,
};

/// What an explosion or shockwave meets on an edge (FAM-FIRE-EXPL-2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Barrier {
    /// Nothing stops it: open floor, an entrance, a destroyed wall or door.
    None,
    /// A wall (any kind, intact or damaged) or a window, open or closed
    /// (Ruling R37): one cube, and the blast stops.
    Wall,
    ClosedDoor,
    /// Removed, and the blast goes on (Ruling R9).
    OpenDoor,
}

/// Whether an explosion places cubes: setup explosions of the random family
/// setup do not (FAM-VAR-1a, Ruling R21).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Cubes {
    Place,
    Skip,
}

impl GameState {
    /// After the action phase: the fire advances (FAM-TURN-1 phase 2).
    pub(crate) fn begin_fire_phase(&mut self, sink: &mut impl EventSink) {
        for ff in &mut self.firefighters {
            ff.knocked_down = false;
        }
        self.fire_step = FireStep::Advance;
        self.resume_fire_phase(sink);
    }

    /// Runs the fire phase from `fire_step` until it ends (then replenishes
    /// POIs and starts the next turn), pauses for a choice, or the game ends.
    pub(crate) fn resume_fire_phase(&mut self, sink: &mut impl EventSink) {
        // Leaves the `Knockdown` stage when resuming after a choice; the phase
        // then ends in the next turn's `Actions`, another choice, or `Over`.
        self.stage = Stage::Actions;
        loop {
            let flow = match self.fire_step {
                FireStep::Advance => {
                    let flow = self.advance_fire(sink);
                    self.fire_step = FireStep::Flashover;
                    flow
                }
                FireStep::Flashover => {
                    self.flashover(sink);
                    self.fire_step = FireStep::Knockdowns;
                    Ok(())
                }
                FireStep::Knockdowns => {
                    if let Some(firefighter) = self.knockdowns(sink) {
                        self.stage = Stage::Knockdown { firefighter };
                        return;
                    }
                    self.fire_step = FireStep::Losses;
                    Ok(())
                }
                FireStep::Losses => {
                    let flow = self.losses(sink);
                    self.fire_step = FireStep::Cleanup;
                    flow
                }
                FireStep::Cleanup => {
                    self.remove_exterior_fire(sink);
                    self.fire_step = FireStep::Replenish;
                    Ok(())
                }
                FireStep::Replenish => {
                    self.replenish_pois(sink);
                    self.fire_step = FireStep::Advance;
                    self.active = ((usize::from(self.active) + 1) % self.firefighters.len()) as u8;
                    self.start_turn(sink);
                    return;
                }
            };
            if flow.is_err() {
                return;
            }
        }
    }

    /// FAM-AP-1: the active firefighter receives 4 AP plus its saved AP.
    pub(crate) fn start_turn(&mut self, sink: &mut impl EventSink) {
        self.stage = Stage::Actions;
        self.turn += 1;
        let ff = &mut self.firefighters[usize::from(self.active)];
        ff.ap = AP_PER_TURN + ff.saved;
        ff.saved = 0;
        sink.emit(Event::TurnStarted {
            firefighter: self.active,
            turn: self.turn,
            ap: ff.ap,
        });
    }

    /// FAM-FIRE-ADV-1/2: roll, place Smoke and resolve it.
    fn advance_fire(&mut self, sink: &mut impl EventSink) -> Flow {
        if self.board.advance_cells() == 0 {
            return Ok(());
        }
        // Elevator cells are re-rolled (URB-HIGHRISE-FIRE-1).
        let not_elevator = |s: &GameState, c: CellId| match s.board.kind(c) {
            CellKind::Elevator => Err(RerollReason::Elevator),
            _ => Ok(()),
        };
        let target = self.roll_cell(RollPurpose::AdvanceFire, not_elevator, sink);
        let pos = self.pos(target);
        match self.fire_at(target) {
            FireLevel::Clear => {
                if self.place_token(target, FireLevel::Smoke, sink) {
                    sink.emit(Event::SmokePlaced { cell: pos });
                    if self.next_to_fire(target) {
                        self.set_fire(target, FireLevel::Fire);
                        sink.emit(Event::SmokeIgnited { cell: pos });
                    }
                }
                Ok(())
            }
            FireLevel::Smoke => {
                // Flip one token, return the other: no new token needed.
                self.set_fire(target, FireLevel::Fire);
                sink.emit(Event::SmokeOnSmoke { cell: pos });
                Ok(())
            }
            FireLevel::Fire => self.explode(target, Cubes::Place, sink),
        }
    }

    fn barrier(&self, edge: EdgeId) -> Barrier {
        let state = self.edges[edge.index()];
        match self.board.edge(edge).kind {
            None | Some(EdgeKind::Entrance) => Barrier::None,
            Some(EdgeKind::Door | EdgeKind::ElevatorDoor) => match state.door {
                DoorState::Closed => Barrier::ClosedDoor,
                DoorState::Open => Barrier::OpenDoor,
                DoorState::Destroyed => Barrier::None,
            },
            Some(_) if self.edge_destroyed(edge) => Barrier::None,
            Some(_) => Barrier::Wall,
        }
    }

    fn destroy_door(&mut self, edge: EdgeId, sink: &mut impl EventSink) {
        let mut state = self.edges[edge.index()];
        let was_open = state.door == DoorState::Open;
        state.door = DoorState::Destroyed;
        self.set_edge(edge, state);
        sink.emit(Event::DoorDestroyed {
            edge: self.board.edge_ref(edge),
            was_open,
        });
    }

    /// Applies the barrier on `edge` to a blast or wave crossing it. Returns
    /// whether the blast goes on past the edge.
    fn cross_edge(
        &mut self,
        edge: EdgeId,
        cubes: Cubes,
        sink: &mut impl EventSink,
    ) -> Result<bool, crate::engine::rules::Halt> {
        match self.barrier(edge) {
            Barrier::None => Ok(true),
            Barrier::Wall => {
                match cubes {
                    Cubes::Place => self.place_cube(edge, sink)?,
                    Cubes::Skip => sink.emit(Event::BlastStopped {
                        edge: self.board.edge_ref(edge),
                    }),
                }
                Ok(false)
            }
            Barrier::ClosedDoor => {
                self.destroy_door(edge, sink);
                Ok(false)
            }
            Barrier::OpenDoor => {
                self.destroy_door(edge, sink);
                Ok(true)
            }
        }
    }

    /// An explosion at `at`, which holds Fire: four directions, independently
    /// (FAM-FIRE-EXPL-1), plus the stairs on a stair cell (2ND-STAIRS-4).
    pub(crate) fn explode(&mut self, at: CellId, cubes: Cubes, sink: &mut impl EventSink) -> Flow {
        let pos = self.pos(at);
        sink.emit(Event::Explosion { cell: pos });
        for dir in Dir::ALL {
            sink.emit(Event::Blast {
                from: pos,
                heading: Heading::Dir(dir),
            });
            let Some((next, edge)) = self.board.neighbor(at, dir) else {
                continue;
            };
            if !self.cross_edge(edge, cubes, sink)? {
                continue;
            }
            self.blast_reaches(next, dir, false, cubes, sink)?;
        }
        if let Some(stair) = self.board.stair(at) {
            sink.emit(Event::Blast {
                from: pos,
                heading: Heading::Stairs,
            });
            // The linked cell counts as the neighbour (2ND-STAIRS-4).
            self.blast_reaches(stair.to, stair.dir_there, true, cubes, sink)?;
        }
        Ok(())
    }

    /// A blast arriving at `cell`, travelling `dir` (FAM-FIRE-EXPL-2).
    fn blast_reaches(
        &mut self,
        cell: CellId,
        dir: Dir,
        via_stairs: bool,
        cubes: Cubes,
        sink: &mut impl EventSink,
    ) -> Flow {
        let pos = self.pos(cell);
        match self.fire_at(cell) {
            FireLevel::Clear => {
                // Fire even outside (FAM-FIRE-EXPL-2); cleaned up later (R8).
                if self.place_token(cell, FireLevel::Fire, sink) {
                    sink.emit(Event::FirePlaced { cell: pos });
                }
                Ok(())
            }
            FireLevel::Smoke => {
                self.set_fire(cell, FireLevel::Fire);
                sink.emit(Event::SmokeToFire { cell: pos });
                Ok(())
            }
            FireLevel::Fire => {
                sink.emit(Event::ShockwaveStarted {
                    cell: pos,
                    heading: Heading::Dir(dir),
                });
                self.shockwave(cell, dir, via_stairs, cubes, sink)
            }
        }
    }

    /// A shockwave at Fire cell `at` travelling `dir` (FAM-FIRE-SHOCK-1/2,
    /// 2ND-STAIRS-5). `via_stairs`: it just came up or down the stairs, so it
    /// leaves `at` in `dir` (the linked cell's stair direction) whatever lies there.
    fn shockwave(
        &mut self,
        at: CellId,
        dir: Dir,
        via_stairs: bool,
        cubes: Cubes,
        sink: &mut impl EventSink,
    ) -> Flow {
        let (mut at, mut dir, mut via_stairs) = (at, dir, via_stairs);
        // A wave moves in straight lines and only through Fire; with stairs it
        // could in principle circle, so bound it by the number of (cell, dir).
        let limit = self.board.cell_count() * 5;
        for _ in 0..limit {
            if !via_stairs && let Some(stair) = self.board.stair(at) {
                // 2ND-STAIRS-5 / Ruling R38: the wave stays on the floor only
                // if the edge ahead lets it pass; otherwise it takes the stairs
                // and leaves that edge untouched.
                let passes = self.board.neighbor(at, dir).is_some_and(|(_, e)| {
                    matches!(self.barrier(e), Barrier::None | Barrier::OpenDoor)
                });
                if !passes {
                    sink.emit(Event::Shockwave {
                        from: self.pos(at),
                        to: self.pos(stair.to),
                        heading: Heading::Stairs,
                    });
                    match self.fire_at(stair.to) {
                        FireLevel::Fire => {
                            at = stair.to;
                            dir = stair.dir_there;
                            via_stairs = true;
                            continue;
                        }
                        _ => {
                            return self.blast_reaches(
                                stair.to,
                                stair.dir_there,
                                true,
                                cubes,
                                sink,
                            );
                        }
                    }
                }
            }
            via_stairs = false;
            // Off the board: the wave ends (Ruling R11).
            let Some((next, edge)) = self.board.neighbor(at, dir) else {
                return Ok(());
            };
            if !self.cross_edge(edge, cubes, sink)? {
                return Ok(());
            }
            sink.emit(Event::Shockwave {
                from: self.pos(at),
                to: self.pos(next),
                heading: Heading::Dir(dir),
            });
            match self.fire_at(next) {
                FireLevel::Fire => at = next,
                _ => return self.blast_reaches(next, dir, false, cubes, sink),
            }
        }
        Ok(())
    }

    /// FAM-FIRE-SEC-1 step 1: flip every Smoke next to Fire, round by round,
    /// until none is left (exterior Fire counts).
    pub(crate) fn flashover(&mut self, sink: &mut impl EventSink) {
        let mut current = std::mem::take(&mut self.scratch.cells);
        let mut next = std::mem::take(&mut self.scratch.next);
        current.clear();
        for cell in self.board.cell_ids() {
            if self.fire_at(cell) == FireLevel::Smoke && self.next_to_fire(cell) {
                current.push(cell);
            }
        }
        let mut wave: u8 = 0;
        while !current.is_empty() {
            wave = wave.saturating_add(1);
            for &cell in &current {
                self.set_fire(cell, FireLevel::Fire);
                sink.emit(Event::Flashover {
                    cell: self.pos(cell),
                    wave,
                });
            }
            next.clear();
            for &cell in &current {
                for n in self.adjacent(cell) {
                    if self.fire_at(n) == FireLevel::Smoke && !next.contains(&n) {
                        next.push(n);
                    }
                }
            }
            next.sort_unstable();
            std::mem::swap(&mut current, &mut next);
        }
        self.scratch.cells = current;
        self.scratch.next = next;
    }

    /// FAM-FIRE-SEC-1 step 2: knock down every firefighter on Fire, once per
    /// phase (Ruling R20). Returns the firefighter whose controller must choose
    /// between tied Ambulance cells, if any (the phase pauses there).
    fn knockdowns(&mut self, sink: &mut impl EventSink) -> Option<u8> {
        for i in 0..self.firefighters.len() {
            let ff = self.firefighters[i];
            let Some(cell) = ff.cell else { continue };
            if ff.knocked_down || self.fire_at(cell) != FireLevel::Fire {
                continue;
            }
            let me = i as u8;
            self.firefighters[i].knocked_down = true;
            // FAM-KD-2: a carried Victim stays in the Fire (and is lost in step 3).
            if let Some(token) = self.carried_by(me) {
                self.drop_token(me, token, sink);
            }
            let targets = self.board.knockdown_targets(cell);
            sink.emit(Event::KnockedDown {
                firefighter: me,
                cell: self.pos(cell),
                choices: targets.len() as u8,
            });
            match *targets {
                [only] => self.relocate(me, only, sink),
                _ => return Some(me),
            }
        }
        None
    }

    /// Moves a knocked-down firefighter to its Ambulance cell (FAM-KD-1).
    pub(crate) fn relocate(&mut self, ff: u8, to: CellId, sink: &mut impl EventSink) {
        let Some(from) = self.firefighters[usize::from(ff)].cell else {
            return;
        };
        self.firefighters[usize::from(ff)].cell = Some(to);
        sink.emit(Event::Relocated {
            firefighter: ff,
            from: self.pos(from),
            to: self.pos(to),
        });
    }

    /// FAM-FIRE-SEC-1 step 3: every POI or Victim on Fire is lost, face-down
    /// ones revealed first.
    fn losses(&mut self, sink: &mut impl EventSink) -> Flow {
        for i in 0..self.tokens.len() {
            let TokenPlace::Board { cell, revealed, .. } = self.tokens[i].place else {
                continue;
            };
            if self.fire_at(cell) != FireLevel::Fire {
                continue;
            }
            let token = i as u8;
            if !revealed {
                sink.emit(Event::PoiRevealed {
                    token,
                    cell: self.pos(cell),
                    kind: self.tokens[i].kind,
                });
            }
            self.lose_token(token, sink)?;
        }
        Ok(())
    }

    /// FAM-FIRE-SEC-1 step 4 / Ruling R8: Fire outside the building is removed.
    pub(crate) fn remove_exterior_fire(&mut self, sink: &mut impl EventSink) {
        let board = std::sync::Arc::clone(&self.board);
        for &cell in board.outside_cells() {
            if self.fire_at(cell) != FireLevel::Clear {
                self.set_fire(cell, FireLevel::Clear);
                sink.emit(Event::ExteriorFireRemoved {
                    cell: self.pos(cell),
                });
            }
        }
    }
}

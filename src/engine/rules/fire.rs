//! The fire phase (FAM-FIRE-*): advance, explosions and shockwaves (with the
//! 2ND-STAIRS rules), flashover, knockdowns, losses and the exterior clean-up,
//! then POI replenishing and the next turn.
//!
//! The experienced game adds Hazmat explosions, flare-ups and Hot Spots in
//! the order of EXP-ORDER-1.
//!
//! The phase is a small step machine ([`FireStep`]) so it can pause when a
//! player must choose (a knockdown spot, FAM-KD-1 and EXP-KD-1; the next
//! Hazmat to explode, EXP-HAZ-2) and resume after the choice.

use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::config::Scenario;
use crate::engine::event::{Event, EventSink, Heading, PoolAp, RerollReason, RollPurpose};
use crate::engine::geom::Dir;
use crate::engine::rules::Flow;
use crate::engine::rules::actions::knockdown_options;
use crate::engine::state::{
    DoorState, FireLevel, FirePhase, FireStep, GameState, HazmatPlace, Outcome, PoiKind, Stage,
    TokenPlace, TurnState, Vehicle,
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
    /// High Rise: a destroyed wall of an elevator shaft. The shaft is open
    /// only through its door; the blast stops there (engine ruling E38).
    Shaft,
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
        self.reset_fire_phase();
        self.resume_fire_phase(sink);
    }

    fn reset_fire_phase(&mut self) {
        for ff in &mut self.firefighters {
            ff.knocked_down = false;
        }
        self.fire_step = FireStep::Advance;
        self.fire_phase = FirePhase::default();
    }

    /// Runs the fire phase from `fire_step` until it ends (then replenishes
    /// POIs and starts the next turn), pauses for a choice, or the game ends.
    pub(crate) fn resume_fire_phase(&mut self, sink: &mut impl EventSink) {
        // Leaves the `Knockdown` stage when resuming after a choice; the phase
        // then ends in the next turn's `Actions`, another choice, or `Over`.
        self.stage = Stage::Actions;
        // Ends: each pass moves `fire_step` forward, except three ways back,
        // each finite: Hazmat -> Flashover (each time a Hazmat left the game,
        // at most 6), FlareUp -> Advance (a flare-up chain, which ends: see
        // `every_advance_cell_hot`), Losses -> Flashover (a False Alarm lost
        // with Unreported hazmat, at most 15); and Replenish -> Advance for a
        // downed firefighter's skipped turn, which stops once everyone is
        // down (SCEN-FRIEND: the game is lost) or at a standing firefighter.
        loop {
            let flow = match self.fire_step {
                FireStep::Advance => {
                    let flow = self.advance_fire(sink);
                    self.fire_step = FireStep::Flashover;
                    flow
                }
                FireStep::Flashover => {
                    self.flashover(sink);
                    self.fire_step = FireStep::Hazmat;
                    Ok(())
                }
                FireStep::Hazmat => match self.hazmat_on_fire() {
                    // EXP-HAZ-2: one at a time, the player's order when
                    // there is a choice; flashover again once none is left.
                    (0, _) => {
                        self.fire_step = if self.fire_phase.hazmat_exploded {
                            self.fire_phase.hazmat_exploded = false;
                            FireStep::Flashover
                        } else if self.fire_phase.redo {
                            FireStep::Knockdowns
                        } else {
                            FireStep::FlareUp
                        };
                        Ok(())
                    }
                    (1, Some(h)) => self.explode_hazmat(h, sink),
                    _ => {
                        self.stage = Stage::HazmatOrder;
                        return;
                    }
                },
                FireStep::FlareUp => {
                    self.flare_up(sink);
                    Ok(())
                }
                FireStep::Knockdowns => match self.knockdowns(sink) {
                    Err(halt) => Err(halt),
                    Ok(Some(firefighter)) => {
                        self.stage = Stage::Knockdown { firefighter };
                        return;
                    }
                    Ok(None) => {
                        self.fire_step = FireStep::Losses;
                        Ok(())
                    }
                },
                FireStep::Losses => match self.losses(sink) {
                    Err(halt) => Err(halt),
                    // EXP-ORDER-1 step 6: an explosion here sends the phase
                    // back to flashover, skipping the flare-up step.
                    Ok(true) => {
                        self.fire_phase.redo = true;
                        self.fire_step = FireStep::Flashover;
                        Ok(())
                    }
                    Ok(false) => {
                        self.fire_step = FireStep::Cleanup;
                        Ok(())
                    }
                },
                FireStep::Cleanup => {
                    self.remove_exterior_fire(sink);
                    self.fire_step = FireStep::Replenish;
                    Ok(())
                }
                FireStep::Replenish => {
                    // SCEN-STRUCTURE-2: no POI phase.
                    if !self.rules.has(Scenario::SaveTheStructure) {
                        self.replenish_pois(sink);
                    }
                    self.fire_step = FireStep::Advance;
                    self.active = ((usize::from(self.active) + 1) % self.firefighters.len()) as u8;
                    if self.firefighters[usize::from(self.active)].downed {
                        // SCEN-FRIEND-3: a downed firefighter's player only
                        // advances the fire and replenishes POIs.
                        self.turn += 1;
                        sink.emit(Event::TurnSkipped {
                            firefighter: self.active,
                        });
                        self.reset_fire_phase();
                        continue;
                    }
                    self.start_turn(sink);
                    return;
                }
            };
            if flow.is_err() {
                return;
            }
        }
    }

    /// FAM-AP-1: the active firefighter receives 4 AP (its card's, SPEC
    /// table) plus its saved AP, and its card's bonus pool (SPEC-GEN-1).
    pub(crate) fn start_turn(&mut self, sink: &mut impl EventSink) {
        self.stage = Stage::Actions;
        self.turn += 1;
        let here = self.firefighters[usize::from(self.active)].cell;
        self.turn_state = TurnState {
            acted: false,
            started_on_engine: here.is_some_and(|c| self.covered_by(Vehicle::Engine, c)),
            cafs_commanded: 0,
        };
        let ff = &mut self.firefighters[usize::from(self.active)];
        ff.ap = ff.ap_per_turn() + ff.saved;
        ff.pool = ff.specialist.map_or(0, |s| s.pool_size());
        ff.saved = 0;
        sink.emit(Event::TurnStarted {
            firefighter: self.active,
            turn: self.turn,
            ap: ff.ap,
            pool: ff
                .pool_kind()
                .filter(|_| ff.pool > 0)
                .map(|kind| PoolAp { kind, ap: ff.pool }),
        });
    }

    /// FAM-FIRE-ADV-1/2: roll, place Smoke and resolve it.
    fn advance_fire(&mut self, sink: &mut impl EventSink) -> Flow {
        // No cell to advance onto (the validator refuses such a board; the
        // guard keeps the rule total).
        if self.board.advance_cells() == 0 {
            return Ok(());
        }
        // Elevator cells are re-rolled (URB-HIGHRISE-FIRE-1).
        let not_elevator = |s: &GameState, c: CellId| match s.board.kind(c) {
            CellKind::Elevator => Err(RerollReason::Elevator),
            _ => Ok(()),
        };
        let Some(target) = self.roll_accepted_cell(RollPurpose::AdvanceFire, not_elevator, sink)
        else {
            return Ok(());
        };
        let pos = self.pos(target);
        // Ruling R46: what counts is a Hot Spot there when rolled.
        let hot = self.rules.modules.hot_spots && self.hot_spot_at(target);
        self.fire_phase.target = Some(pos);
        self.fire_phase.target_hot = hot;
        if hot && self.rules.has(Scenario::HottestSpot) {
            // SCEN-HOTTEST-1: Fire instead of Smoke, and no extra roll (R31).
            self.fire_phase.target_hot = false;
            sink.emit(Event::HottestSpot { cell: pos });
            return match self.fire_at(target) {
                FireLevel::Clear => {
                    if self.place_token(target, FireLevel::Fire, sink) {
                        sink.emit(Event::FirePlaced { cell: pos });
                    }
                    Ok(())
                }
                FireLevel::Smoke => {
                    self.set_fire(target, FireLevel::Fire);
                    sink.emit(Event::SmokeToFire { cell: pos });
                    Ok(())
                }
                FireLevel::Fire => self.explode(target, Cubes::Place, sink),
            };
        }
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
            Some(_) if !self.edge_destroyed(edge) => Barrier::Wall,
            Some(_) if self.shaft_wall(edge) => Barrier::Shaft,
            Some(_) => Barrier::None,
        }
    }

    /// Whether what stands on `cell` is on Fire in the fire phase's steps 2
    /// and 3: a Fire token, or a destroyed elevator, whose Fire is there even
    /// when the supply had no token left (URB-HIGHRISE-ELEV-4, E35).
    fn burns(&self, cell: CellId) -> bool {
        self.fire_at(cell) == FireLevel::Fire
            || crate::engine::rules::high_rise::elevator_destroyed(self, cell)
    }

    /// A side of a High Rise elevator other than its door (engine ruling
    /// E38: fire, like firefighters, never crosses it).
    fn shaft_wall(&self, edge: EdgeId) -> bool {
        let info = self.board.edge(edge);
        crate::engine::rules::high_rise::is_high_rise(self)
            && info.kind != Some(EdgeKind::ElevatorDoor)
            && [info.a, info.b]
                .iter()
                .any(|&c| self.board.kind(c) == CellKind::Elevator)
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
        // URB-HIGHRISE-ELEV-4: the elevator goes with its door.
        if self.board.edge(edge).kind == Some(EdgeKind::ElevatorDoor)
            && crate::engine::rules::high_rise::is_high_rise(self)
        {
            self.destroy_elevator(edge, was_open, sink);
        }
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
            Barrier::Shaft => {
                sink.emit(Event::BlastStopped {
                    edge: self.board.edge_ref(edge),
                });
                Ok(false)
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
                    // 2ND-LADDER-9: a ladder standing there retracts.
                    return self.fire_reaches_ladder(cell, sink);
                }
                Ok(())
            }
            FireLevel::Smoke => {
                self.set_fire(cell, FireLevel::Fire);
                sink.emit(Event::SmokeToFire { cell: pos });
                self.fire_reaches_ladder(cell, sink)
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
        // Every cell, in id order (`fire` holds one level per cell).
        for (i, &level) in self.fire.iter().enumerate() {
            let cell = CellId(i as u32);
            if level == FireLevel::Smoke && self.next_to_fire(cell) {
                current.push(cell);
            }
        }
        let mut wave: u8 = 0;
        // Ends: every wave turns Smoke into Fire, so at most one per cell.
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
    fn knockdowns(
        &mut self,
        sink: &mut impl EventSink,
    ) -> Result<Option<u8>, crate::engine::rules::Halt> {
        for i in 0..self.firefighters.len() {
            let ff = self.firefighters[i];
            let Some(cell) = ff.cell else { continue };
            // SCEN-FRIEND-2: a downed firefighter is not knocked down again.
            if ff.knocked_down || ff.downed || !self.burns(cell) {
                continue;
            }
            let me = i as u8;
            self.firefighters[i].knocked_down = true;
            // FAM-KD-2: a carried item stays in the Fire (a Victim is lost in
            // step 3); so does a led Victim.
            if let Some(item) = self.carried_by(me) {
                self.drop_item(me, item, sink);
            }
            if let Some(token) = self.firefighters[i].leading.take() {
                sink.emit(Event::LeadEnded {
                    firefighter: me,
                    token,
                });
            }
            let choices = knockdown_options(self, cell).count() as u8;
            let friend = self.rules.has(Scenario::FriendInNeed);
            sink.emit(Event::KnockedDown {
                firefighter: me,
                cell: self.pos(cell),
                choices: if friend { 0 } else { choices },
            });
            // SCEN-STRUCTURE-3: any knockdown loses.
            if self.rules.has(Scenario::SaveTheStructure) {
                return self.end_game(Outcome::FirefighterDown, sink).map(|()| None);
            }
            if friend {
                // SCEN-FRIEND-1: it stays where it fell, down.
                self.firefighters[i].downed = true;
                sink.emit(Event::FirefighterDowned {
                    firefighter: me,
                    cell: self.pos(cell),
                });
                if self.firefighters.iter().all(|f| f.downed) {
                    return self.end_game(Outcome::AllDown, sink).map(|()| None);
                }
                continue;
            }
            let only = {
                let mut options = knockdown_options(self, cell);
                match (options.next(), options.next()) {
                    (Some(only), None) => Some(only),
                    (Some(_), Some(_)) => return Ok(Some(me)),
                    _ => None,
                }
            };
            if let Some(only) = only {
                self.relocate(me, only, sink);
            }
        }
        Ok(None)
    }

    /// Moves a knocked-down firefighter to its Ambulance cell (FAM-KD-1,
    /// EXP-KD-1).
    pub(crate) fn relocate(&mut self, ff: u8, to: CellId, sink: &mut impl EventSink) {
        let Some(from) = self.firefighters[usize::from(ff)].cell else {
            return;
        };
        self.firefighters[usize::from(ff)].cell = Some(to);
        // It let go of what it carried where it fell.
        if let Some(item) = self.firefighters[usize::from(ff)].carrying {
            self.drop_item(ff, item, sink);
        }
        sink.emit(Event::Relocated {
            firefighter: ff,
            from: self.pos(from),
            to: self.pos(to),
        });
    }

    /// FAM-FIRE-SEC-1 step 3: every POI or Victim on Fire is lost, face-down
    /// ones revealed first. In Unreported hazmat a False Alarm revealed here
    /// brings a Hazmat that explodes at once (SCEN-UNREPORTED-2, Ruling R30);
    /// returns whether one did.
    fn losses(&mut self, sink: &mut impl EventSink) -> Result<bool, crate::engine::rules::Halt> {
        let mut exploded = false;
        for i in 0..self.tokens.len() {
            let TokenPlace::Board { cell, revealed, .. } = self.tokens[i].place else {
                continue;
            };
            if !self.burns(cell) {
                continue;
            }
            let token = i as u8;
            let kind = self.tokens[i].kind;
            if !revealed {
                sink.emit(Event::PoiRevealed {
                    token,
                    cell: self.pos(cell),
                    kind,
                });
            }
            self.lose_token(token, sink)?;
            if !revealed
                && kind == PoiKind::FalseAlarm
                && self.rules.has(Scenario::UnreportedHazmat)
                && let Some(h) = self.place_hazmat(cell, sink)
            {
                self.explode_hazmat(h, sink)?;
                exploded = true;
            }
        }
        Ok(exploded)
    }

    /// Hazmat on Fire cells (carried ones lie on their carrier's cell): how
    /// many, and the first.
    fn hazmat_on_fire(&self) -> (usize, Option<u8>) {
        if !self.rules.modules.hazmat {
            return (0, None);
        }
        let mut count = 0;
        let mut first = None;
        for (i, h) in self.hazmat.iter().enumerate() {
            if let HazmatPlace::Board(cell) = *h
                && self.burns(cell)
            {
                count += 1;
                first.get_or_insert(i as u8);
            }
        }
        (count, first)
    }

    /// EXP-HAZ-1: the Hazmat explodes at its cell, leaves the game, and a Hot
    /// Spot is added there (EXP-HAZ-4: a carried one first falls).
    pub(crate) fn explode_hazmat(&mut self, h: u8, sink: &mut impl EventSink) -> Flow {
        let HazmatPlace::Board(cell) = self.hazmat[usize::from(h)] else {
            return Ok(());
        };
        sink.emit(Event::HazmatExploded {
            hazmat: h,
            cell: self.pos(cell),
        });
        self.hazmat_leaves(h, HazmatPlace::Exploded);
        self.fire_phase.hazmat_exploded = true;
        self.explode(cell, Cubes::Place, sink)?;
        if self.rules.modules.hot_spots && !self.rules.has(Scenario::SaveTheStructure) {
            self.add_hot_spot(cell, sink);
        }
        self.check_hazmat_goal(sink)
    }

    /// EXP-ORDER-1 step 5: a flare-up when the target held a Hot Spot when
    /// rolled (EXP-HOT-1); otherwise, after flare-ups, a Hot Spot on the last
    /// target (EXP-HOT-2), except in Save the structure (SCEN-STRUCTURE-2).
    fn flare_up(&mut self, sink: &mut impl EventSink) {
        let phase = self.fire_phase;
        let target = phase.target.and_then(|p| self.board.cell_at(p));
        if phase.target_hot && self.every_advance_cell_hot() {
            // Ruling R49: every cell an advance can land on holds a Hot Spot,
            // so each further roll would flare up again: the chain ends after
            // this advance. (The target already has its Hot Spot, so EXP-HOT-2
            // adds none.) Without this, the phase would never end.
            if let Some(pos) = phase.target {
                sink.emit(Event::FlareUpsEnd { cell: pos });
            }
            self.fire_step = FireStep::Knockdowns;
            return;
        }
        if phase.target_hot {
            self.fire_phase.flare_ups = phase.flare_ups.saturating_add(1);
            if let Some(pos) = phase.target {
                sink.emit(Event::FlareUp {
                    cell: pos,
                    flare_ups: self.fire_phase.flare_ups,
                });
            }
            self.fire_step = FireStep::Advance;
            return;
        }
        if phase.flare_ups > 0
            && !self.rules.has(Scenario::SaveTheStructure)
            && let Some(cell) = target
        {
            self.add_hot_spot(cell, sink);
        }
        self.fire_step = FireStep::Knockdowns;
    }

    /// Whether every cell a fire advance can land on holds a Hot Spot (the
    /// dice-named cells; elevators are re-rolled, URB-HIGHRISE-FIRE-1).
    ///
    /// Until then a flare-up chain ends with probability 1: each roll lands
    /// on a cell without a Hot Spot with probability at least 1/F (F = the
    /// dice's faces), and Hot Spots are only added when the chain ends
    /// (EXP-HOT-2) or by Hazmat, which are finite.
    fn every_advance_cell_hot(&self) -> bool {
        self.board.cell_ids().all(|c| {
            let info = self.board.cell(c);
            info.roll.is_none() || info.kind == CellKind::Elevator || self.hot_spot_at(c)
        })
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

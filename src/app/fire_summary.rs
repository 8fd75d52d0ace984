//! What one fire phase did, gathered from its events for the summary the
//! whole table reads at a glance after the turn ends: victims lost,
//! firefighters knocked down, explosions, flashovers, hazmat explosions, new
//! hot spots, damage added, POIs placed and new Smoke, each with the cells
//! concerned (clickable in the play screen). Data only; the play screen
//! words it.
//!
//! With bot seats the summary covers everything since a person's last
//! action: every fire phase in between (merged, [`FireSummary::phases`])
//! and what each bot did in its turn ([`TurnDeeds`]), so the table follows
//! the bots' turns without reading the log.

use crate::engine::Action;
use crate::engine::event::Event;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::state::{FireLevel, Item, PoiKind};
use crate::session::Played;

/// One kind of thing the fire did, in the order the summary lists them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Happening {
    VictimLost,
    /// Victims left when the building collapsed (FAM-END-3): lost with it,
    /// not to the fire, as the log says.
    VictimLostInCollapse,
    KnockedDown,
    Explosion,
    HazmatExplosion,
    Flashover,
    /// The advance turned Smoke to Fire (Smoke on Smoke, or Smoke placed
    /// next to Fire): "nothing else happened" would hide it. Also Fire a
    /// blast or shockwave placed or turned Smoke into (FAM-FIRE-EXPL-1..3):
    /// the explosion's line names only where it went off, and the new Fire
    /// is what the players must fight next.
    CaughtFire,
    Damage,
    DoorDestroyed,
    HotSpot,
    FlareUp,
    PoiPlaced,
    /// Fire or Smoke removed to make room for a new POI (FAM-POI-3): the
    /// token vanishes from the board, so the summary says why.
    ClearedForPoi,
    PoiLost,
    /// URB-HIGHRISE-ELEV-4.
    ElevatorDestroyed,
    /// 2ND-LADDER-9.
    LadderRetracted,
    /// Smoke the advance placed that is still Smoke at the end of the phase
    /// (FAM-FIRE-ADV-2): listed last, as the least of what the fire did,
    /// but listed, so nobody has to find the new token on the board.
    Smoke,
}

/// A line of the summary: how many times it happened and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummaryLine {
    pub what: Happening,
    pub count: u32,
    /// The cells, in the order it happened there (a cell once).
    pub cells: Vec<Pos>,
    /// Firefighters concerned (seats), for knockdowns.
    pub firefighters: Vec<u8>,
    /// The walls and doors, for damage and destroyed doors (an edge once):
    /// named by the edge, since the cell an edge is stored with may be the
    /// one outside the building ("0,3" for the facade north of 1,3).
    pub edges: Vec<EdgeRef>,
}

/// One kind of thing a firefighter did in its turn, in the order a bot's
/// turn is told.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Deed {
    Placed,
    Moved,
    Drove,
    Rode,
    /// The Fire Captain's commands (SPEC-CAPTAIN-1); tokens are the seats
    /// commanded, cells where their moves and doors were.
    Commanded,
    OpenedDoor,
    ClosedDoor,
    Chopped,
    ExtinguishedFire,
    ClearedSmoke,
    /// Cells the deck gun cleared.
    DeckGun,
    /// Deck gun shots (EXP-VEH-DECKGUN-1); cells where the water landed.
    DeckGunShot,
    /// A POI turned over: a Victim (tokens).
    FoundVictim,
    /// A POI turned over: a False Alarm.
    FalseAlarm,
    PickedUpVictim,
    PickedUpHazmat,
    /// A downed firefighter picked up (SCEN-FRIEND-2); tokens are seats.
    PickedUpFirefighter,
    Dropped,
    Rescued,
    HazmatCarriedOut,
    Treated,
    Disposed,
    Identified,
    HotSpotRemoved,
    Repaired,
    CrewChange,
    Ladder,
    /// AP kept for the next turn (FAM-AP-3).
    SavedAp,
}

/// How often a firefighter did one kind of thing in a turn, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeedLine {
    pub what: Deed,
    /// Times (steps moved, cells extinguished…; AP for [`Deed::SavedAp`]).
    pub count: u32,
    /// The cells concerned, a cell once.
    pub cells: Vec<Pos>,
    /// Victims rescued (POI tokens), Hazmats carried out or disposed of.
    pub tokens: Vec<u8>,
}

/// What a bot's seat did in one turn (or its placement).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnDeeds {
    pub seat: u8,
    pub deeds: Vec<DeedLine>,
    /// The turn ended (the next action of the seat starts another).
    pub ended: bool,
}

impl TurnDeeds {
    pub fn deed(&self, what: Deed) -> Option<&DeedLine> {
        self.deeds.iter().find(|d| d.what == what)
    }

    /// Every cell the turn concerned, in order, a cell once.
    pub fn cells(&self) -> Vec<Pos> {
        let mut cells: Vec<Pos> = Vec::new();
        for p in self.deeds.iter().flat_map(|d| &d.cells) {
            if !cells.contains(p) {
                cells.push(*p);
            }
        }
        cells
    }

    fn add(&mut self, what: Deed, count: u32, cell: Option<Pos>, token: Option<u8>) {
        let line = match self.deeds.iter_mut().position(|d| d.what == what) {
            Some(i) => &mut self.deeds[i],
            None => {
                self.deeds.push(DeedLine {
                    what,
                    count: 0,
                    cells: Vec::new(),
                    tokens: Vec::new(),
                });
                let last = self.deeds.len() - 1;
                &mut self.deeds[last]
            }
        };
        line.count += count;
        if let Some(cell) = cell
            && !line.cells.contains(&cell)
        {
            line.cells.push(cell);
        }
        if let Some(t) = token
            && !line.tokens.contains(&t)
        {
            line.tokens.push(t);
        }
    }

    /// Adds an action's own events (those before the fire phase).
    fn add_events(&mut self, events: &[Event]) {
        // A command's action is the commanded firefighter's, not the bot's
        // own move or door: it is listed as a command of that firefighter,
        // whose player must see that its firefighter was moved.
        let mut commanded = None;
        for event in events {
            if let Some(f) = commanded
                && let Some(cell) = commanded_deed_cell(event, f)
            {
                self.add(Deed::Commanded, 1, Some(cell), Some(f));
                continue;
            }
            match *event {
                Event::Commanded { firefighter, .. } => commanded = Some(firefighter),
                Event::FirefighterPlaced { cell, .. } => {
                    self.add(Deed::Placed, 1, Some(cell), None)
                }
                Event::Moved { to, .. } => self.add(Deed::Moved, 1, Some(to), None),
                Event::Drove { to, .. } => self.add(Deed::Drove, 1, Some(to[0]), None),
                // The driver gets off the vehicle as its riders do
                // (EXP-VEH-RIDE-1); that is part of the drive, not a ride.
                Event::Rode {
                    firefighter, to, ..
                } if firefighter != self.seat => {
                    self.add(Deed::Rode, 1, Some(to), Some(firefighter));
                }
                Event::DoorOpened { edge, .. } => {
                    self.add(Deed::OpenedDoor, 1, Some(edge.cell), None);
                }
                Event::DoorClosed { edge, .. } => {
                    self.add(Deed::ClosedDoor, 1, Some(edge.cell), None);
                }
                Event::Chopped { edge, .. } => self.add(Deed::Chopped, 1, Some(edge.cell), None),
                Event::Extinguished { cell, from, .. } => {
                    let what = if from == FireLevel::Fire {
                        Deed::ExtinguishedFire
                    } else {
                        Deed::ClearedSmoke
                    };
                    self.add(what, 1, Some(cell), None);
                }
                Event::DeckGunCleared { cell, .. } => self.add(Deed::DeckGun, 1, Some(cell), None),
                // A shot that clears nothing is worth telling too: 2 AP spent.
                Event::DeckGunFired { .. } => self.add(Deed::DeckGunShot, 1, None, None),
                Event::DeckGunLanded { target } => {
                    self.add(Deed::DeckGunShot, 0, Some(target), None)
                }
                Event::PoiRevealed { token, cell, kind } => match kind {
                    PoiKind::Victim => self.add(Deed::FoundVictim, 1, Some(cell), Some(token)),
                    PoiKind::FalseAlarm => self.add(Deed::FalseAlarm, 1, Some(cell), None),
                },
                Event::PickedUp { item, cell, .. } => {
                    let (what, token) = match item {
                        Item::Victim(t) => (Deed::PickedUpVictim, t),
                        Item::Hazmat(h) => (Deed::PickedUpHazmat, h),
                        Item::Firefighter(f) => (Deed::PickedUpFirefighter, f),
                    };
                    self.add(what, 1, Some(cell), Some(token));
                }
                Event::Dropped { cell, .. } => self.add(Deed::Dropped, 1, Some(cell), None),
                Event::VictimRescued { token, cell, .. } => {
                    self.add(Deed::Rescued, 1, Some(cell), Some(token));
                }
                Event::HazmatCarriedOut { hazmat, cell, .. } => {
                    self.add(Deed::HazmatCarriedOut, 1, Some(cell), Some(hazmat));
                }
                Event::Treated { token, cell, .. } => {
                    self.add(Deed::Treated, 1, Some(cell), Some(token));
                }
                Event::Disposed { hazmat, cell, .. } => {
                    self.add(Deed::Disposed, 1, Some(cell), Some(hazmat));
                }
                Event::Identified { cell, .. } => self.add(Deed::Identified, 1, Some(cell), None),
                Event::HotSpotCleared { cell, .. } => {
                    self.add(Deed::HotSpotRemoved, 1, Some(cell), None);
                }
                Event::Repaired { edge, .. } => self.add(Deed::Repaired, 1, Some(edge.cell), None),
                Event::CrewChanged { .. } => self.add(Deed::CrewChange, 1, None, None),
                Event::LadderTaken { cell, .. }
                | Event::LadderDropped { cell, .. }
                | Event::LadderPickedUp { cell, .. } => self.add(Deed::Ladder, 1, Some(cell), None),
                Event::LadderRaised { foot, .. } => self.add(Deed::Ladder, 1, Some(foot), None),
                Event::TurnEnded { saved, .. } => {
                    if saved > 0 {
                        self.add(Deed::SavedAp, u32::from(saved), None, None);
                    }
                    self.ended = true;
                }
                _ => {}
            }
        }
        self.deeds.sort_by_key(|d| d.what);
    }
}

/// Where a commanded firefighter `f`'s own move-type or door action took
/// place (SPEC-CAPTAIN-1), if `event` is one.
fn commanded_deed_cell(event: &Event, f: u8) -> Option<Pos> {
    match *event {
        Event::Moved {
            firefighter, to, ..
        } if firefighter == f => Some(to),
        Event::DoorOpened {
            firefighter, edge, ..
        }
        | Event::DoorClosed {
            firefighter, edge, ..
        } if firefighter == f => Some(edge.cell),
        Event::LadderTaken {
            firefighter, cell, ..
        }
        | Event::LadderDropped {
            firefighter, cell, ..
        }
        | Event::LadderPickedUp {
            firefighter, cell, ..
        } if firefighter == f => Some(cell),
        Event::LadderRaised {
            firefighter, foot, ..
        } if firefighter == f => Some(foot),
        _ => None,
    }
}

/// Everything one fire phase did; with bot seats, everything since a
/// person's last action: the fire phases in between and the bots' turns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FireSummary {
    pub lines: Vec<SummaryLine>,
    /// Fire phases summed up (0: only bots' actions so far, e.g. their
    /// placements).
    pub phases: u32,
    /// The seat whose End turn began the summary, when a person's did.
    pub since: Option<u8>,
    /// The bots' turns since then, in order.
    pub turns: Vec<TurnDeeds>,
}

impl FireSummary {
    /// The summary of the fire phase that an End turn's `events` hold, or
    /// `None` when they hold none.
    pub fn of(events: &[Event]) -> Option<FireSummary> {
        let start = events
            .iter()
            .position(|e| matches!(e, Event::TurnEnded { .. }))?;
        let mut summary = FireSummary {
            phases: 1,
            ..FireSummary::default()
        };
        summary.continue_with(&events[start..]);
        Some(summary)
    }

    /// Adds a bot's action at `seat`: what it did to its turn's deeds, and
    /// the fire phase its End turn started, if any, to the fire's lines.
    pub fn add_bot_action(&mut self, seat: u8, events: &[Event]) {
        let ended = events
            .iter()
            .position(|e| matches!(e, Event::TurnEnded { .. }));
        let same_turn = self
            .turns
            .last()
            .is_some_and(|t| t.seat == seat && !t.ended);
        if !same_turn {
            self.turns.push(TurnDeeds {
                seat,
                deeds: Vec::new(),
                ended: false,
            });
        }
        let own = ended.map_or(events.len(), |i| i + 1);
        if let Some(turn) = self.turns.last_mut() {
            turn.add_events(&events[..own]);
        }
        if ended.is_some() {
            self.phases += 1;
            self.continue_with(&events[own..]);
        }
    }

    /// The summary shown after one more action, from the one shown before
    /// it: a person's End turn starts a new one (its fire phase); a bot's
    /// action adds to it, so the people see every fire phase and bot turn
    /// since their own End turn; any other action of a person clears it.
    /// `resumes_fire`: the action answered a choice the fire phase waited
    /// for (a knockdown cell, the next Hazmat), and its events go on with
    /// that phase.
    pub fn follow(
        summary: &mut Option<FireSummary>,
        actor: u8,
        by_bot: bool,
        resumes_fire: bool,
        events: &[Event],
    ) {
        if by_bot {
            // A summary covers a round at most: a bot beginning its next turn
            // with its last one still listed starts it again. Only a game
            // without people gets there (a person acts once a round), and its
            // summary would otherwise grow from the first turn on.
            let next_turn = summary.as_ref().is_some_and(|s| {
                s.turns.iter().any(|t| t.seat == actor && t.ended)
                    && !s.turns.last().is_some_and(|t| t.seat == actor && !t.ended)
            });
            if next_turn && !resumes_fire {
                *summary = None;
            }
            let summary = summary.get_or_insert_with(FireSummary::default);
            if resumes_fire {
                summary.continue_with(events);
            } else {
                summary.add_bot_action(actor, events);
            }
            return;
        }
        match (summary.as_mut(), FireSummary::of(events)) {
            (_, Some(mut new)) => {
                new.since = Some(actor);
                *summary = Some(new);
            }
            (Some(shown), None) if resumes_fire => shown.continue_with(events),
            _ => *summary = None,
        }
    }

    /// The summary the players saw after the game's last action, rebuilt
    /// from its history (a game loaded or continued): it begins at the
    /// last action of a person (in a game of bots alone, at the first
    /// action, and keeps the last round).
    pub fn rebuild(played: &[Played], was_bot: impl Fn(usize, u8) -> bool) -> Option<FireSummary> {
        let start = played
            .iter()
            .enumerate()
            .rposition(|(k, p)| !was_bot(k, p.actor))
            .unwrap_or(0);
        let mut summary = None;
        for (k, p) in played.iter().enumerate().skip(start) {
            // Those actions are legal only while a fire phase waits.
            let resumes_fire =
                matches!(p.action, Action::KnockdownTo(_) | Action::ExplodeHazmat(_));
            FireSummary::follow(
                &mut summary,
                p.actor,
                was_bot(k, p.actor),
                resumes_fire,
                &p.events,
            );
        }
        summary
    }

    /// Whether bots' turns are summed up besides the fire.
    pub fn has_turns(&self) -> bool {
        !self.turns.is_empty()
    }

    /// Whether the banner has a line to show: a fire phase (a quiet one
    /// says so), something the fire did, or a bot's turn.
    pub fn is_shown(&self) -> bool {
        self.phases > 0 || !self.is_quiet() || self.has_turns()
    }

    /// Adds the rest of a fire phase that paused for a choice (a knockdown
    /// destination, the next Hazmat to explode).
    pub fn continue_with(&mut self, events: &[Event]) {
        // After a collapse the POIs left are lost in it (FAM-END-3), not
        // burnt; the game-over window says why the game ended.
        let mut collapsed = false;
        for event in events {
            match *event {
                Event::Collapse => collapsed = true,
                // The next turn starts: the fire phase is over.
                Event::TurnStarted { .. } => break,
                Event::VictimLost { cell, .. } if collapsed => {
                    self.add(Happening::VictimLostInCollapse, cell, None);
                }
                Event::VictimLost { cell, .. } => self.add(Happening::VictimLost, cell, None),
                Event::KnockedDown {
                    firefighter, cell, ..
                } => self.add(Happening::KnockedDown, cell, Some(firefighter)),
                Event::Explosion { cell } => self.add(Happening::Explosion, cell, None),
                Event::HazmatExploded { cell, .. } => {
                    self.add(Happening::HazmatExplosion, cell, None);
                }
                // New Smoke that catches fire is listed as Fire only.
                Event::Flashover { cell, .. } => {
                    self.add(Happening::Flashover, cell, None);
                    self.no_longer_smoke(cell);
                }
                Event::SmokePlaced { cell } => self.add(Happening::Smoke, cell, None),
                Event::SmokeOnSmoke { cell } | Event::SmokeIgnited { cell } => {
                    self.add(Happening::CaughtFire, cell, None);
                    self.no_longer_smoke(cell);
                }
                Event::FirePlaced { cell } => self.add(Happening::CaughtFire, cell, None),
                Event::SmokeToFire { cell } => {
                    self.add(Happening::CaughtFire, cell, None);
                    self.no_longer_smoke(cell);
                }
                // Fire outside is gone by the phase's end (Ruling R8): a cell
                // listed as on fire where the table sees none would puzzle.
                Event::ExteriorFireRemoved { cell } => self.drop_cell(Happening::CaughtFire, cell),
                Event::CubePlaced { edge, .. } => self.add_edge(Happening::Damage, edge),
                Event::DoorDestroyed { edge, .. } => self.add_edge(Happening::DoorDestroyed, edge),
                Event::HotSpotPlaced { cell, .. } => self.add(Happening::HotSpot, cell, None),
                Event::FlareUp { cell, .. } => self.add(Happening::FlareUp, cell, None),
                Event::PoiPlaced { cell, .. } => self.add(Happening::PoiPlaced, cell, None),
                Event::ThreatCleared { cell, was } if was != FireLevel::Clear => {
                    self.add(Happening::ClearedForPoi, cell, None);
                    self.no_longer_smoke(cell);
                }
                Event::FalseAlarmLost { cell, .. } if !collapsed => {
                    self.add(Happening::PoiLost, cell, None);
                }
                Event::ElevatorDestroyed { cell } => {
                    self.add(Happening::ElevatorDestroyed, cell, None);
                }
                Event::LadderAutoRetracted { foot, .. } => {
                    self.add(Happening::LadderRetracted, foot, None);
                }
                _ => {}
            }
        }
        self.lines.sort_by_key(|l| l.what);
    }

    /// Takes `cell` off the Smoke line, if there: the Smoke placed there
    /// caught fire. The line counts cells, so it stays true when several
    /// phases placed Smoke on the same cell.
    fn no_longer_smoke(&mut self, cell: Pos) {
        self.drop_cell(Happening::Smoke, cell);
    }

    /// Takes `cell` off the `what` line (a line left without cells goes).
    fn drop_cell(&mut self, what: Happening, cell: Pos) {
        if let Some(i) = self.lines.iter().position(|l| l.what == what) {
            let line = &mut self.lines[i];
            line.cells.retain(|&c| c != cell);
            line.count = line.cells.len() as u32;
            if line.cells.is_empty() {
                self.lines.remove(i);
            }
        }
    }

    /// Counts a cube or a destroyed door on `edge`; both its cells are shown
    /// on the board, so the wall between them stands out.
    fn add_edge(&mut self, what: Happening, edge: EdgeRef) {
        let line = self.line_mut(what);
        line.count += 1;
        let edge = edge.canonical();
        if !line.edges.contains(&edge) {
            line.edges.push(edge);
        }
        for cell in std::iter::once(edge.cell).chain(edge.flipped().map(|e| e.cell)) {
            if !line.cells.contains(&cell) {
                line.cells.push(cell);
            }
        }
    }

    fn line_mut(&mut self, what: Happening) -> &mut SummaryLine {
        match self.lines.iter().position(|l| l.what == what) {
            Some(i) => &mut self.lines[i],
            None => {
                self.lines.push(SummaryLine {
                    what,
                    count: 0,
                    cells: Vec::new(),
                    firefighters: Vec::new(),
                    edges: Vec::new(),
                });
                let last = self.lines.len() - 1;
                &mut self.lines[last]
            }
        }
    }

    fn add(&mut self, what: Happening, cell: Pos, firefighter: Option<u8>) {
        let line = self.line_mut(what);
        line.count += 1;
        if !line.cells.contains(&cell) {
            line.cells.push(cell);
        }
        // Smoke counts the cells that hold it, however often it came.
        if what == Happening::Smoke {
            line.count = line.cells.len() as u32;
        }
        if let Some(f) = firefighter
            && !line.firefighters.contains(&f)
        {
            line.firefighters.push(f);
        }
    }

    /// Whether the fire did nothing besides spreading smoke.
    pub fn is_quiet(&self) -> bool {
        self.lines.iter().all(|l| l.what == Happening::Smoke)
    }

    pub fn line(&self, what: Happening) -> Option<&SummaryLine> {
        self.lines.iter().find(|l| l.what == what)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::event::MoveWay;
    use crate::engine::geom::{Dir, EdgeRef, p};

    #[test]
    fn a_fire_phase_is_summed_up_by_kind_and_cell() {
        let events = [
            Event::Moved {
                firefighter: 0,
                from: p(1, 1),
                to: p(1, 2),
                ap: 1,
                pool: 0,
                carrying: None,
                leading: None,
                way: MoveWay::Step,
            },
            Event::TurnEnded {
                firefighter: 0,
                saved: 0,
                forfeited: 0,
            },
            Event::Explosion { cell: p(2, 2) },
            Event::CubePlaced {
                edge: EdgeRef::new(p(2, 2), Dir::E),
                cubes: 1,
                destroyed: false,
                total: 1,
            },
            Event::CubePlaced {
                edge: EdgeRef::new(p(2, 2), Dir::S),
                cubes: 1,
                destroyed: false,
                total: 2,
            },
            Event::VictimLost {
                token: 3,
                cell: p(2, 3),
                lost: 1,
            },
            Event::KnockedDown {
                firefighter: 1,
                cell: p(2, 3),
                choices: 1,
            },
            Event::PoiPlaced {
                token: 5,
                cell: p(4, 4),
                arrows_from: None,
            },
            Event::TurnStarted {
                firefighter: 1,
                turn: 2,
                ap: 4,
                pool: None,
            },
            Event::Explosion { cell: p(6, 6) },
        ];
        let summary = FireSummary::of(&events).expect("a fire phase");
        let kinds: Vec<Happening> = summary.lines.iter().map(|l| l.what).collect();
        assert_eq!(
            kinds,
            [
                Happening::VictimLost,
                Happening::KnockedDown,
                Happening::Explosion,
                Happening::Damage,
                Happening::PoiPlaced
            ]
        );
        let damage = summary.line(Happening::Damage).expect("damage");
        assert_eq!(damage.count, 2);
        assert_eq!(
            damage.edges,
            [EdgeRef::new(p(2, 2), Dir::E), EdgeRef::new(p(2, 2), Dir::S)]
        );
        // Both cells of each wall are shown on the board.
        assert_eq!(damage.cells, [p(2, 2), p(2, 3), p(3, 2)]);
        let explosion = summary.line(Happening::Explosion).expect("explosion");
        assert_eq!(explosion.count, 1, "the next turn's events are not counted");
        assert_eq!(
            summary
                .line(Happening::KnockedDown)
                .map(|l| l.firefighters.clone()),
            Some(vec![1])
        );
    }

    #[test]
    fn actions_without_a_fire_phase_have_no_summary() {
        let events = [Event::Explosion { cell: p(1, 1) }];
        assert!(FireSummary::of(&events[..0]).is_none());
        assert!(
            FireSummary::of(&[Event::DoorOpened {
                firefighter: 0,
                edge: EdgeRef::new(p(1, 1), Dir::E),
                ap: 1,
                pool: 0,
            }])
            .is_none()
        );
    }

    fn turn_ended(firefighter: u8, saved: u8) -> Event {
        Event::TurnEnded {
            firefighter,
            saved,
            forfeited: 0,
        }
    }

    fn turn_started(firefighter: u8) -> Event {
        Event::TurnStarted {
            firefighter,
            turn: 2,
            ap: 4,
            pool: None,
        }
    }

    fn moved(firefighter: u8, from: Pos, to: Pos) -> Event {
        Event::Moved {
            firefighter,
            from,
            to,
            ap: 1,
            pool: 0,
            carrying: None,
            leading: None,
            way: MoveWay::Step,
        }
    }

    /// With bots: the person's End turn starts the summary; each bot's
    /// actions go to its turn's deeds and each bot's fire phase is merged
    /// into the fire's lines, until the person acts again.
    #[test]
    fn the_bots_turns_and_their_fire_phases_are_summed_up_together() {
        // Firefighter 1 (a person) ends the turn: an explosion at 2,2.
        let mut summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::Explosion { cell: p(2, 2) },
            turn_started(1),
        ])
        .expect("a fire phase");
        assert_eq!(summary.phases, 1);
        // Bot 2 moves twice, puts out a Fire and a Smoke, carries Victim 4
        // out, in several actions, then ends its turn: another explosion,
        // and a victim lost.
        summary.add_bot_action(
            1,
            &[
                moved(1, p(1, 1), p(1, 2)),
                Event::PoiRevealed {
                    token: 3,
                    cell: p(1, 2),
                    kind: PoiKind::Victim,
                },
                Event::PickedUp {
                    firefighter: 1,
                    item: Item::Victim(3),
                    cell: p(1, 2),
                },
            ],
        );
        summary.add_bot_action(
            1,
            &[Event::Extinguished {
                firefighter: 1,
                cell: p(1, 3),
                from: FireLevel::Fire,
                to: FireLevel::Smoke,
                ap: 1,
                pool: 0,
            }],
        );
        summary.add_bot_action(
            1,
            &[Event::Extinguished {
                firefighter: 1,
                cell: p(1, 3),
                from: FireLevel::Smoke,
                to: FireLevel::Clear,
                ap: 1,
                pool: 0,
            }],
        );
        summary.add_bot_action(
            1,
            &[
                moved(1, p(1, 2), p(1, 1)),
                Event::VictimRescued {
                    token: 3,
                    cell: p(1, 1),
                    rescued: 1,
                },
            ],
        );
        summary.add_bot_action(
            1,
            &[
                turn_ended(1, 1),
                Event::Explosion { cell: p(5, 5) },
                Event::VictimLost {
                    token: 2,
                    cell: p(5, 6),
                    lost: 1,
                },
                turn_started(2),
                // The next turn's events are not this phase's.
                Event::Explosion { cell: p(6, 6) },
            ],
        );
        // Bot 3 only ends its turn: a quiet fire phase.
        summary.add_bot_action(2, &[turn_ended(2, 4), turn_started(0)]);
        assert_eq!(summary.phases, 3);
        let explosions = summary.line(Happening::Explosion).expect("explosions");
        assert_eq!(explosions.count, 2);
        assert_eq!(explosions.cells, [p(2, 2), p(5, 5)]);
        assert_eq!(
            summary.line(Happening::VictimLost).map(|l| l.cells.clone()),
            Some(vec![p(5, 6)])
        );
        assert_eq!(summary.turns.len(), 2, "one entry per bot turn");
        let bot2 = &summary.turns[0];
        assert_eq!((bot2.seat, bot2.ended), (1, true));
        let count = |t: &TurnDeeds, d: Deed| t.deed(d).map(|l| l.count);
        assert_eq!(count(bot2, Deed::Moved), Some(2));
        assert_eq!(count(bot2, Deed::ExtinguishedFire), Some(1));
        assert_eq!(count(bot2, Deed::ClearedSmoke), Some(1));
        assert_eq!(count(bot2, Deed::SavedAp), Some(1));
        assert_eq!(
            bot2.deed(Deed::Rescued).map(|l| l.tokens.clone()),
            Some(vec![3])
        );
        for found in [Deed::FoundVictim, Deed::PickedUpVictim] {
            assert_eq!(bot2.deed(found).map(|l| l.tokens.clone()), Some(vec![3]));
        }
        assert_eq!(bot2.cells(), [p(1, 2), p(1, 1), p(1, 3)]);
        let bot3 = &summary.turns[1];
        assert_eq!(bot3.seat, 2);
        assert_eq!(count(bot3, Deed::SavedAp), Some(4));
        assert_eq!(count(bot3, Deed::Moved), None);
    }

    /// Bots placing (no fire phase yet) start a summary of their own; the
    /// same seat's next action after its End turn is a new turn.
    #[test]
    fn bot_placements_are_summed_up_without_a_fire_phase() {
        let mut summary = FireSummary::default();
        summary.add_bot_action(
            1,
            &[Event::FirefighterPlaced {
                firefighter: 1,
                cell: p(3, 0),
            }],
        );
        assert_eq!(summary.phases, 0);
        assert!(summary.is_quiet());
        assert_eq!(summary.turns.len(), 1);
        assert_eq!(
            summary.turns[0].deed(Deed::Placed).map(|l| l.cells.clone()),
            Some(vec![p(3, 0)])
        );
        summary.add_bot_action(1, &[turn_ended(1, 0), turn_started(2)]);
        summary.add_bot_action(1, &[moved(1, p(3, 0), p(3, 1))]);
        assert_eq!(summary.turns.len(), 2, "a new turn for the same seat");
        assert_eq!(summary.phases, 1);
    }

    /// FAM-END-3: the False Alarms left on the board when it collapses are
    /// not "burnt"; the Victims left are lost in the collapse.
    #[test]
    fn false_alarms_lost_in_a_collapse_are_not_burnt() {
        let summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::FalseAlarmLost {
                token: 1,
                cell: p(2, 2),
            },
            Event::Collapse,
            Event::FalseAlarmLost {
                token: 2,
                cell: p(6, 5),
            },
            Event::VictimLost {
                token: 6,
                cell: p(5, 1),
                lost: 1,
            },
        ])
        .expect("a fire phase");
        let burnt = summary.line(Happening::PoiLost).map(|l| l.cells.clone());
        assert_eq!(burnt, Some(vec![p(2, 2)]), "only the one before");
        // A Victim left is lost with the building, as the log says, not to
        // the fire (it had been listed among the victims the fire killed).
        let in_collapse = summary.line(Happening::VictimLostInCollapse);
        assert_eq!(in_collapse.map(|l| l.cells.clone()), Some(vec![p(5, 1)]));
        assert!(summary.line(Happening::VictimLost).is_none());
    }

    /// EXP-VEH-RIDE-1: after a drive the driver gets off as the riders do;
    /// the bot's line says it drove and whom it took along, not that it
    /// "rode along" in its own drive.
    #[test]
    fn a_bots_drive_names_the_riders_not_the_driver() {
        let rode = |firefighter, to| Event::Rode {
            firefighter,
            vehicle: crate::engine::Vehicle::Engine,
            from: p(0, 1),
            to,
        };
        let mut summary = FireSummary::default();
        summary.add_bot_action(
            3,
            &[Event::Drove {
                firefighter: 3,
                vehicle: crate::engine::Vehicle::Engine,
                to: [p(0, 6), p(0, 7)],
                ap: 2,
            }],
        );
        summary.add_bot_action(3, &[rode(3, p(0, 6))]);
        let turn = &summary.turns[0];
        assert!(turn.deed(Deed::Drove).is_some());
        assert_eq!(turn.deed(Deed::Rode), None, "the driver's own ride");
        summary.add_bot_action(3, &[rode(1, p(0, 7))]);
        let riders = summary.turns[0].deed(Deed::Rode).map(|d| d.tokens.clone());
        assert_eq!(riders, Some(vec![1]));
    }

    /// SPEC-CAPTAIN-1: a bot Fire Captain moving a person's firefighter
    /// by command says so ("commanded Firefighter 1"); the commanded steps
    /// and doors are not the bot's own moves (it had said "moved 3" while
    /// it stood still and Firefighter 1 had been moved twice).
    #[test]
    fn a_bot_captains_commands_name_the_firefighters_commanded() {
        let command = |firefighter| Event::Commanded {
            captain: 2,
            firefighter,
            ap: 1,
            pool: 1,
        };
        let mut summary = FireSummary::default();
        summary.add_bot_action(2, &[command(0), moved(0, p(5, 6), p(4, 6))]);
        summary.add_bot_action(
            2,
            &[
                command(1),
                Event::DoorOpened {
                    firefighter: 1,
                    edge: EdgeRef::new(p(3, 2), Dir::E),
                    ap: 1,
                    pool: 0,
                },
            ],
        );
        summary.add_bot_action(2, &[command(0), moved(0, p(4, 6), p(4, 7))]);
        summary.add_bot_action(2, &[moved(2, p(7, 3), p(6, 3))]);
        let turn = &summary.turns[0];
        let commanded = turn.deed(Deed::Commanded).expect("commands");
        assert_eq!(commanded.tokens, [0, 1]);
        assert_eq!(commanded.count, 3);
        assert_eq!(commanded.cells, [p(4, 6), p(3, 2), p(4, 7)]);
        assert_eq!(turn.deed(Deed::Moved).map(|d| d.count), Some(1), "its own");
        assert_eq!(turn.deed(Deed::OpenedDoor), None);
    }

    /// EXP-VEH-DECKGUN-1: a shot counts as a deed even when its water
    /// lands where nothing burns (a bot's two shots for 4 AP had been
    /// summed up as "ended the turn").
    #[test]
    fn a_bots_deck_gun_shots_count_even_when_they_clear_nothing() {
        let mut summary = FireSummary::default();
        for target in [p(4, 1), p(5, 4)] {
            summary.add_bot_action(
                3,
                &[
                    Event::DeckGunFired {
                        firefighter: 3,
                        ap: 2,
                    },
                    Event::DeckGunLanded { target },
                ],
            );
        }
        let turn = &summary.turns[0];
        let shots = turn.deed(Deed::DeckGunShot).expect("shots");
        assert_eq!(
            (shots.count, shots.cells.clone()),
            (2, vec![p(4, 1), p(5, 4)])
        );
        assert_eq!(turn.deed(Deed::DeckGun), None, "nothing cleared");
    }

    /// Smoke turning to Fire in the advance is worth a line: the summary
    /// must not say that only smoke spread.
    #[test]
    fn smoke_turning_to_fire_is_not_quiet() {
        let quiet = FireSummary::of(&[turn_ended(0, 0), Event::SmokePlaced { cell: p(2, 2) }])
            .expect("a fire phase");
        assert!(quiet.is_quiet());
        assert!(quiet.is_shown(), "a quiet fire phase says so");
        assert!(!FireSummary::default().is_shown(), "nothing to say yet");
        let summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::SmokeOnSmoke { cell: p(2, 2) },
            Event::SmokeIgnited { cell: p(3, 3) },
        ])
        .expect("a fire phase");
        assert!(!summary.is_quiet());
        let line = summary.line(Happening::CaughtFire).expect("caught fire");
        assert_eq!(
            (line.count, line.cells.as_slice()),
            (2, &[p(2, 2), p(3, 3)][..])
        );
    }

    /// New Smoke from the advance gets a line (FAM-FIRE-ADV-2), last, so
    /// nobody has to find the token on the board; Smoke that caught fire in
    /// the same phase is listed as Fire only. The line counts cells.
    #[test]
    fn new_smoke_is_listed_unless_it_caught_fire() {
        let mut summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::SmokePlaced { cell: p(1, 8) },
            Event::SmokePlaced { cell: p(3, 3) },
            Event::SmokeIgnited { cell: p(3, 3) },
            Event::SmokePlaced { cell: p(4, 4) },
            Event::Flashover {
                cell: p(4, 4),
                wave: 1,
            },
        ])
        .expect("a fire phase");
        assert!(!summary.is_quiet());
        let smoke = summary.line(Happening::Smoke).expect("new smoke");
        assert_eq!((smoke.count, smoke.cells.as_slice()), (1, &[p(1, 8)][..]));
        assert_eq!(summary.lines.last().map(|l| l.what), Some(Happening::Smoke));
        // A bot's fire phase puts Smoke on 1,8 again (cleared meanwhile)
        // and on 2,2: two cells.
        summary.add_bot_action(
            1,
            &[
                turn_ended(1, 0),
                Event::SmokePlaced { cell: p(1, 8) },
                Event::SmokePlaced { cell: p(2, 2) },
                turn_started(2),
            ],
        );
        let smoke = summary.line(Happening::Smoke).expect("new smoke");
        assert_eq!(
            (smoke.count, smoke.cells.as_slice()),
            (2, &[p(1, 8), p(2, 2)][..])
        );
        // Smoke alone is a quiet phase; ignited, it leaves no Smoke line.
        let quiet = FireSummary::of(&[turn_ended(0, 0), Event::SmokePlaced { cell: p(5, 5) }])
            .expect("a fire phase");
        assert!(quiet.is_quiet());
        assert_eq!(quiet.lines.len(), 1);
        let ignited = FireSummary::of(&[
            turn_ended(0, 0),
            Event::SmokePlaced { cell: p(5, 5) },
            Event::SmokeIgnited { cell: p(5, 5) },
        ])
        .expect("a fire phase");
        assert!(ignited.line(Happening::Smoke).is_none());
        // Nor when a blast turns it to Fire, in this phase or a later one.
        let mut blasted =
            FireSummary::of(&[turn_ended(0, 0), Event::SmokePlaced { cell: p(5, 5) }])
                .expect("a fire phase");
        blasted.add_bot_action(
            1,
            &[
                turn_ended(1, 0),
                Event::Explosion { cell: p(5, 6) },
                Event::SmokeToFire { cell: p(5, 5) },
            ],
        );
        assert!(blasted.line(Happening::Smoke).is_none());
        assert!(blasted.line(Happening::Explosion).is_some());
    }

    /// In a game of bots alone, nobody's action ends a summary: it covers
    /// a round at most, starting again when a bot begins its next turn (it
    /// had grown from the first turn on, in a real window).
    #[test]
    fn with_bots_alone_the_summary_covers_a_round() {
        let mut summary = None;
        let mut bot = |seat: u8, events: &[Event]| {
            FireSummary::follow(&mut summary, seat, true, false, events);
            summary.clone().expect("a summary")
        };
        bot(0, &[moved(0, p(0, 1), p(1, 1))]);
        bot(
            0,
            &[
                turn_ended(0, 0),
                Event::SmokePlaced { cell: p(2, 2) },
                turn_started(1),
            ],
        );
        bot(1, &[moved(1, p(0, 5), p(1, 5))]);
        let round = bot(
            1,
            &[
                turn_ended(1, 0),
                Event::SmokePlaced { cell: p(3, 3) },
                turn_started(0),
            ],
        );
        assert_eq!(round.phases, 2);
        assert_eq!(round.turns.len(), 2);
        // Bot 1 begins its next turn: the round before is gone.
        let next = bot(0, &[moved(0, p(1, 1), p(1, 2))]);
        assert_eq!(next.phases, 0);
        assert_eq!(next.turns.len(), 1);
        assert_eq!(next.turns[0].seat, 0);
        assert!(next.line(Happening::Smoke).is_none());
    }

    /// Ruling R8: Fire a blast put outside the building is removed at the
    /// phase's end, so the summary does not list it among the cells on fire
    /// (a table looked for the Fire at 7,2 the summary named).
    #[test]
    fn fire_outside_removed_at_the_end_is_not_listed() {
        let summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::Explosion { cell: p(6, 2) },
            Event::FirePlaced { cell: p(7, 2) },
            Event::FirePlaced { cell: p(5, 2) },
            Event::ExteriorFireRemoved { cell: p(7, 2) },
        ])
        .expect("a fire phase");
        let line = summary.line(Happening::CaughtFire).expect("inside");
        assert_eq!((line.count, line.cells.clone()), (1, vec![p(5, 2)]));
    }

    /// FAM-FIRE-EXPL-1..3: the cells a blast or shockwave sets on fire are
    /// listed with those the advance set on fire (the explosion's line
    /// names only where it went off): Fire placed on an empty cell and
    /// Smoke turned to Fire.
    #[test]
    fn cells_set_on_fire_by_blasts_are_listed() {
        let summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::Explosion { cell: p(5, 6) },
            Event::FirePlaced { cell: p(5, 5) },
            Event::SmokeToFire { cell: p(4, 6) },
        ])
        .expect("a fire phase");
        let line = summary
            .line(Happening::CaughtFire)
            .expect("the blast's Fire");
        assert_eq!(line.count, 2);
        assert_eq!(line.cells, vec![p(5, 5), p(4, 6)]);
        assert!(summary.line(Happening::Explosion).is_some());
    }

    /// FAM-POI-3: Fire or Smoke where a new POI lands is removed; the
    /// summary lists the cells after the new POIs, so a token that vanished
    /// has a reason. Smoke placed and then cleared leaves the Smoke line.
    #[test]
    fn fire_cleared_for_a_new_poi_is_listed() {
        let summary = FireSummary::of(&[
            turn_ended(0, 0),
            Event::SmokePlaced { cell: p(4, 1) },
            Event::ThreatCleared {
                cell: p(4, 1),
                was: FireLevel::Smoke,
            },
            Event::PoiPlaced {
                token: 3,
                cell: p(4, 1),
                arrows_from: None,
            },
            Event::ThreatCleared {
                cell: p(2, 1),
                was: FireLevel::Fire,
            },
            Event::PoiPlaced {
                token: 4,
                cell: p(2, 1),
                arrows_from: None,
            },
            Event::ThreatCleared {
                cell: p(6, 6),
                was: FireLevel::Clear,
            },
            Event::PoiPlaced {
                token: 5,
                cell: p(6, 6),
                arrows_from: None,
            },
        ])
        .expect("a fire phase");
        let kinds: Vec<Happening> = summary.lines.iter().map(|l| l.what).collect();
        assert_eq!(kinds, [Happening::PoiPlaced, Happening::ClearedForPoi]);
        let cleared = summary.line(Happening::ClearedForPoi).expect("cleared");
        assert_eq!(
            (cleared.count, cleared.cells.as_slice()),
            (2, &[p(4, 1), p(2, 1)][..]),
            "an empty cell had nothing to clear"
        );
    }
}

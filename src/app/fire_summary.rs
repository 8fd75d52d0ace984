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
use crate::engine::specialist::Specialist;
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
    /// A crew change (EXP-CREW-1), always the turn's first action; the
    /// token is the card taken, by its place in [`Specialist::ALL`].
    CrewChange,
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
    /// Victims rescued (POI tokens), Hazmats carried out or disposed of,
    /// seats taken along or commanded, the card a crew change took.
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
                Event::CrewChanged { to, .. } => {
                    let card = Specialist::ALL.iter().position(|&c| c == to);
                    let card = card.and_then(|i| u8::try_from(i).ok());
                    self.add(Deed::CrewChange, 1, None, card);
                }
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
mod tests;

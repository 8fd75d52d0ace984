//! What one fire phase did, gathered from its events for the summary the
//! whole table reads at a glance after the turn ends: victims lost,
//! firefighters knocked down, explosions, flashovers, hazmat explosions, new
//! hot spots, damage added and POIs placed, each with the cells concerned
//! (clickable in the play screen). Data only; [`crate::text`] words it.

use crate::engine::event::Event;
use crate::engine::geom::Pos;

/// One kind of thing the fire did, in the order the summary lists them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Happening {
    VictimLost,
    KnockedDown,
    Explosion,
    HazmatExplosion,
    Flashover,
    Damage,
    DoorDestroyed,
    HotSpot,
    FlareUp,
    PoiPlaced,
    PoiLost,
    /// URB-HIGHRISE-ELEV-4.
    ElevatorDestroyed,
    /// 2ND-LADDER-9.
    LadderRetracted,
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
}

/// Everything one fire phase did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FireSummary {
    pub lines: Vec<SummaryLine>,
}

impl FireSummary {
    /// The summary of the fire phase that an End turn's `events` hold, or
    /// `None` when they hold none.
    pub fn of(events: &[Event]) -> Option<FireSummary> {
        let start = events
            .iter()
            .position(|e| matches!(e, Event::TurnEnded { .. }))?;
        let mut summary = FireSummary::default();
        summary.continue_with(&events[start..]);
        Some(summary)
    }

    /// Adds the rest of a fire phase that paused for a choice (a knockdown
    /// destination, the next Hazmat to explode).
    pub fn continue_with(&mut self, events: &[Event]) {
        for event in events {
            match *event {
                // The next turn starts: the fire phase is over.
                Event::TurnStarted { .. } => break,
                Event::VictimLost { cell, .. } => self.add(Happening::VictimLost, cell, None),
                Event::KnockedDown {
                    firefighter, cell, ..
                } => self.add(Happening::KnockedDown, cell, Some(firefighter)),
                Event::Explosion { cell } => self.add(Happening::Explosion, cell, None),
                Event::HazmatExploded { cell, .. } => {
                    self.add(Happening::HazmatExplosion, cell, None);
                }
                Event::Flashover { cell, .. } => self.add(Happening::Flashover, cell, None),
                Event::CubePlaced { edge, .. } => self.add(Happening::Damage, edge.cell, None),
                Event::DoorDestroyed { edge, .. } => {
                    self.add(Happening::DoorDestroyed, edge.cell, None);
                }
                Event::HotSpotPlaced { cell, .. } => self.add(Happening::HotSpot, cell, None),
                Event::FlareUp { cell, .. } => self.add(Happening::FlareUp, cell, None),
                Event::PoiPlaced { cell, .. } => self.add(Happening::PoiPlaced, cell, None),
                Event::FalseAlarmLost { cell, .. } => self.add(Happening::PoiLost, cell, None),
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

    fn add(&mut self, what: Happening, cell: Pos, firefighter: Option<u8>) {
        let line = match self.lines.iter_mut().position(|l| l.what == what) {
            Some(i) => &mut self.lines[i],
            None => {
                self.lines.push(SummaryLine {
                    what,
                    count: 0,
                    cells: Vec::new(),
                    firefighters: Vec::new(),
                });
                let last = self.lines.len() - 1;
                &mut self.lines[last]
            }
        };
        line.count += 1;
        if !line.cells.contains(&cell) {
            line.cells.push(cell);
        }
        if let Some(f) = firefighter
            && !line.firefighters.contains(&f)
        {
            line.firefighters.push(f);
        }
    }

    /// Whether the fire did anything worth a line besides spreading smoke.
    pub fn is_quiet(&self) -> bool {
        self.lines.is_empty()
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
            },
            Event::TurnStarted {
                firefighter: 1,
                turn: 2,
                ap: 4,
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
        assert_eq!((damage.count, damage.cells.as_slice()), (2, &[p(2, 2)][..]));
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
                ap: 1
            }])
            .is_none()
        );
    }
}

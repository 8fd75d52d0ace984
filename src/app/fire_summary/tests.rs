//! Tests of the fire summary: what each fire phase and bot turn sums up to.

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
    let mut blasted = FireSummary::of(&[turn_ended(0, 0), Event::SmokePlaced { cell: p(5, 5) }])
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

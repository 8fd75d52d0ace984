//! The engine's own rulings where the specification is silent
//! (docs/rulings.md, E5–E12 and E15), one test each.

mod common;

use std::sync::Arc;

use common::*;
use flashpoint::engine::board::layout::{
    AmbulanceSpot, EdgeSpec, EngineSpot, FloorLayout, StairEnd, StairLink,
};
use flashpoint::engine::board::{Board, BoardLayout, EdgeKind, Severity, Vehicle};
use flashpoint::engine::event::{Event, RerollReason, RollPurpose};
use flashpoint::engine::geom::{Dir, Pos, e, p};
use flashpoint::engine::{Action, ActionError, FamilySetupKind, FireLevel, GameConfig, GameState};
use serde_json::json;

fn build(layout: BoardLayout) -> Arc<Board> {
    Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")))
}

fn wall(at: flashpoint::engine::EdgeRef, kind: EdgeKind) -> EdgeSpec {
    EdgeSpec {
        at,
        kind,
        open: false,
    }
}

/// E5: on an upper floor, the nearest Ambulance cell is measured on the
/// cell's own floor grid.
#[test]
fn e5_knockdown_distance_on_an_upper_floor() {
    let b = two_floor();
    let upper = b.cell_at(Pos::on(1, 2, 5)).expect("U 2,5");
    let targets: Vec<String> = b
        .knockdown_targets(upper)
        .iter()
        .map(|&c| b.pos(c).to_string())
        .collect();
    // Ambulance cells 0,4 0,5 7,4 7,5 (ground floor): 0,5 is 2 rows above 2,5.
    assert_eq!(targets, ["0,5"]);
}

/// E6: without Ambulance spots, knockdowns go to the nearest Engine cell.
#[test]
fn e6_no_ambulance_means_engine_spots() {
    let mut layout = BoardLayout::blank("engine only");
    layout.floors[0].areas = vec![".........."; 8]
        .into_iter()
        .map(String::from)
        .collect();
    layout.floors[0].areas[1] = ".11111111.".into();
    layout.parking.engine.push(EngineSpot {
        cells: [p(0, 4), p(0, 5)],
        area: 1,
        side: None,
    });
    let board = build(layout);
    assert!(
        board
            .warnings()
            .iter()
            .any(|w| w.severity == Severity::Warning && w.message.contains("no ambulance spot"))
    );
    let cell = board.cell_at(p(3, 5)).expect("cell");
    assert_eq!(
        board.knockdown_targets(cell),
        &[board.cell_at(p(0, 5)).expect("engine cell")]
    );
    // The log, the rules card and the bots ask the board which vehicle
    // that is: one answer for all of them.
    assert_eq!(board.rescue_vehicle(), Vehicle::Engine);
}

/// The rescue vehicle of the shipped boards: the Ambulance wherever the
/// board has its spots, the Engine on High Rise (URB-HIGHRISE-GEN-2,
/// URB-HIGHRISE-KD-1).
#[test]
fn e6_the_shipped_boards_name_their_rescue_vehicle() {
    for (board, vehicle) in [
        (front(), Vehicle::Ambulance),
        (back(), Vehicle::Ambulance),
        (townhouse(), Vehicle::Ambulance),
        (brownstone(), Vehicle::Ambulance),
        (highrise(), Vehicle::Engine),
    ] {
        assert_eq!(board.rescue_vehicle(), vehicle, "{}", board.name());
    }
}

/// E7: a roll that names no cell is rolled again.
#[test]
fn e7_rolls_naming_no_cell_are_rerolled() {
    // A 4 × 6 interior: black 7 and 8 name nothing.
    let mut layout = BoardLayout::blank("small");
    layout.floors[0] = FloorLayout::with_outside_ring("small", 6, 8);
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(0, 3), p(0, 4)],
        side: None,
    });
    let board = build(layout);
    let mut s = state(
        board,
        json!({"firefighters": [{"at": "0,1", "ap": 4}],
        "pois": [{"kind": "victim", "at": "4,6"}, {"kind": "victim", "at": "4,5"}, {"kind": "victim", "at": "4,4"}]}),
    );
    s.force_dice([2, 7, 2, 3]);
    let events = s.apply(Action::EndTurn).expect("legal");
    assert!(events.contains(&Event::Reroll {
        reason: RerollReason::NoCell
    }));
    assert_eq!(s.fire_at_pos(p(2, 3)), FireLevel::Smoke);
}

/// E8: a window ahead of a burning stair cell sends the shockwave up the
/// stairs, open or closed (a window takes the cube, R37).
#[test]
fn e8_window_behind_the_stairs_sends_the_wave_up() {
    for open in [false, true] {
        let mut layout = two_floor().layout().clone();
        let g = &mut layout.floors[0].edges;
        let i = g
            .iter()
            .position(|s| s.at == e(2, 1, Dir::E))
            .expect("W wall of G 2,2");
        g[i] = EdgeSpec {
            at: e(2, 1, Dir::E),
            kind: EdgeKind::Window,
            open,
        };
        let board = build(layout);
        // As TC-2S-3: Fire G 2,4 2,3 2,2, walls N S E around G 2,4; roll G 2,4.
        let mut s = state(
            board,
            json!({"fire": ["2,4", "2,3", "2,2"], "firefighters": [{"at": "7,0", "ap": 4}],
                   "pois": [{"kind": "victim", "at": "5,5"}, {"kind": "victim", "at": "5,6"}, {"kind": "victim", "at": "5,7"}]}),
        );
        s.force_dice([1, 2, 4]);
        apply(&mut s, Action::EndTurn);
        assert_eq!(
            s.fire_at_pos(Pos::on(1, 2, 2)),
            FireLevel::Fire,
            "open = {open}"
        );
        assert_eq!(s.fire_at_pos(p(2, 1)), FireLevel::Clear, "open = {open}");
        let window = s.board().edge_at(e(2, 1, Dir::E)).expect("window");
        assert_eq!(
            s.edge_state(window).cubes,
            0,
            "the window is untouched (open = {open})"
        );
    }
}

/// E9: two staircases can make a shockwave circle; it ends after a bounded
/// number of steps with no effect.
#[test]
fn e9_a_circling_shockwave_ends() {
    let ring = |name: &str, face: u8| {
        let mut f = FloorLayout::with_outside_ring(name, 8, 10);
        f.dice.floor_face = Some(face);
        f
    };
    let mut layout = BoardLayout::blank("loop");
    layout.dice.floor = Some(2);
    layout.floors = vec![ring("G", 1), ring("U", 2)];
    // G 2,2 is walled on the west, U 2,5 on the east.
    layout.floors[0]
        .edges
        .push(wall(e(2, 1, Dir::E), EdgeKind::Wall));
    layout.floors[1]
        .edges
        .push(wall(e(2, 5, Dir::E), EdgeKind::Wall));
    layout.stairs = vec![
        StairLink {
            a: StairEnd {
                cell: p(2, 2),
                direction: Dir::E,
            },
            b: StairEnd {
                cell: Pos::on(1, 2, 2),
                direction: Dir::E,
            },
        },
        StairLink {
            a: StairEnd {
                cell: p(2, 5),
                direction: Dir::W,
            },
            b: StairEnd {
                cell: Pos::on(1, 2, 5),
                direction: Dir::W,
            },
        },
    ];
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(7, 4), p(7, 5)],
        side: None,
    });
    let board = build(layout);
    // A wave going west along G row 2 climbs at 2,2, runs east on U, comes
    // down at U 2,5 and runs west on G again: all on Fire, forever.
    let fire = [
        "2,2", "2,3", "2,4", "2,5", "1:2,2", "1:2,3", "1:2,4", "1:2,5", "2,6",
    ];
    let mut s = state(
        board,
        json!({"fire": fire, "firefighters": [{"at": "7,0", "ap": 4}],
               "pois": [{"kind": "victim", "at": "5,5"}, {"kind": "victim", "at": "5,6"}, {"kind": "victim", "at": "5,7"}]}),
    );
    // Explode G 2,6: its west blast meets G 2,5 on Fire.
    s.force_dice([1, 2, 6]);
    let events = apply(&mut s, Action::EndTurn);
    let waves = events
        .iter()
        .filter(|e| matches!(e, Event::Shockwave { .. }))
        .count();
    assert!(
        waves > 16,
        "the wave went round at least twice ({waves} steps)"
    );
    assert!(waves <= 5 * s.board().cell_count() + 8, "bounded: {waves}");
    for cell in fire {
        assert_eq!(s.fire_at_pos(at(cell)), FireLevel::Fire);
    }
}

/// E10: replenishing stops when no cell can take a POI.
#[test]
fn e10_replenishing_stops_when_no_cell_is_free() {
    let mut layout = BoardLayout::blank("tiny");
    layout.floors[0] = FloorLayout::with_outside_ring("tiny", 3, 4);
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(0, 1), p(0, 2)],
        side: None,
    });
    let board = build(layout);
    // Two inside cells, both holding a POI: the third can go nowhere.
    let mut s = state(
        board,
        json!({"firefighters": [{"at": "0,0", "ap": 4}],
               "pois": [{"kind": "victim", "at": "1,1"}, {"kind": "victim", "at": "1,2"}]}),
    );
    s.force_dice([1, 1]);
    let events = apply(&mut s, Action::EndTurn);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Rolled {
            purpose: RollPurpose::ReplenishPoi,
            ..
        }
    )));
    assert_eq!(s.pois_on_board(), 2);
    assert_eq!(s.stage(), flashpoint::engine::Stage::Actions);
}

/// E11: the fixed setup on a board without one falls back to the random setup.
#[test]
fn e11_fixed_setup_without_a_printed_one_is_random() {
    let mut events = Vec::new();
    let s =
        GameState::new_logged(two_floor(), GameConfig::family(2), 5, &mut events).expect("valid");
    let explosions = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Rolled {
                    purpose: RollPurpose::SetupExplosion,
                    ..
                }
            )
        })
        .count();
    assert!(explosions >= 3);
    assert_eq!(s.pois_on_board(), 3);
}

/// E12: the random family setup never puts a POI on a restricted cell.
#[test]
fn e12_random_setup_pois_avoid_restricted_cells() {
    let mut layout = front().layout().clone();
    // Restrict rows 1-2 but for column 8 (reached through the 2,8S door).
    for r in 1..=2 {
        layout.floors[0].cells[r] = ".xxxxxxx#.".into();
    }
    layout.family_setup = None;
    let board = build(layout);
    let config = GameConfig {
        setup: FamilySetupKind::Random,
        ..GameConfig::family(1)
    };
    for seed in 0..60 {
        let s = GameState::new(Arc::clone(&board), config.clone(), seed).expect("valid");
        for t in s.tokens() {
            if let Some(cell) = t.cell() {
                assert_ne!(
                    board.kind(cell),
                    flashpoint::engine::board::CellKind::Restricted,
                    "seed {seed}"
                );
            }
        }
        assert_eq!(s.pois_on_board(), 3, "seed {seed}");
    }
}

/// E15: elevators cannot be entered or operated before the elevator rules.
#[test]
fn e15_elevators_wait_for_their_rules() {
    let mut layout = BoardLayout::blank("elevator");
    layout.floors[0].cells[3] = ".##e#####.".into();
    for (at, kind) in [
        (e(3, 3, Dir::N), EdgeKind::Wall),
        (e(3, 3, Dir::S), EdgeKind::Wall),
        (e(3, 3, Dir::E), EdgeKind::Wall),
        (e(3, 2, Dir::E), EdgeKind::ElevatorDoor),
    ] {
        layout.floors[0].edges.push(wall(at, kind));
    }
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(0, 4), p(0, 5)],
        side: None,
    });
    let board = build(layout);
    let mut s = state(
        board,
        json!({"doors": [{"edge": "3,2E", "state": "open"}], "firefighters": [{"at": "3,2", "ap": 4}]}),
    );
    assert!(matches!(
        s.check(Action::Move(p(3, 3))),
        Err(ActionError::CannotEnter { .. })
    ));
    assert!(matches!(
        s.check(Action::Close(e(3, 2, Dir::E))),
        Err(ActionError::NoDoor(_))
    ));
    // Fire never advances onto it either (URB-HIGHRISE-FIRE-1).
    s.force_dice([3, 3, 1, 1]);
    let events = apply(&mut s, Action::EndTurn);
    assert!(events.contains(&Event::Reroll {
        reason: RerollReason::Elevator
    }));
    assert_eq!(s.fire_at_pos(p(3, 3)), FireLevel::Clear);
}

/// A floor of `rows` × `cols` with an outside ring, on dice of `red` × `black`
/// sides (so few cells may be dice-named), with an Ambulance spot at the
/// bottom left for knockdowns.
fn small_board(rows: usize, cols: usize, red: u8, black: u8) -> Arc<Board> {
    build(small_layout("small", rows, cols, red, black))
}

fn small_layout(name: &str, rows: usize, cols: usize, red: u8, black: u8) -> BoardLayout {
    let mut layout = BoardLayout::blank(name);
    layout.floors[0] = FloorLayout::with_outside_ring(name, rows, cols);
    layout.dice.red = red;
    layout.dice.black = black;
    let bottom = (rows - 1) as u8;
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(bottom, 0), p(bottom, 1)],
        side: None,
    });
    layout
}

fn experienced_without_vehicles() -> serde_json::Value {
    json!({"mode": "experienced", "firefighters": 1,
           "modules": {"vehicles": false, "specialists": false, "hazmat": false}})
}

/// Ruling R49 (EXP-HOT-1): when every space the dice can name holds a Hot
/// Spot, the flare-up chain ends after that advance. Two inside cells, both
/// with a Hot Spot: one advance, then the phase goes on to the next turn
/// (before R49 it rolled forever).
#[test]
fn r49_flare_ups_end_when_every_named_cell_is_hot() {
    let board = small_board(3, 4, 6, 8);
    let mut s = state(
        board,
        json!({"config": experienced_without_vehicles(),
               "hot_spots": ["1,1", "1,2"], "hot_spot_supply": 6,
               "pois": [poi("victim", "0,1"), poi("victim", "0,2"), poi("victim", "0,3")],
               "firefighters": [{"at": "2,3", "ap": 4}]}),
    );
    let events = apply(&mut s, Action::EndTurn);
    let advances = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Rolled {
                    purpose: RollPurpose::AdvanceFire,
                    cell: Some(_),
                    ..
                }
            )
        })
        .count();
    let ends: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::FlareUpsEnd { .. }))
        .collect();
    assert_eq!(advances, 1, "{events:?}");
    assert_eq!(ends.len(), 1, "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::FlareUp { .. })));
    assert_eq!(s.hot_spot_supply(), 6, "no Hot Spot added (EXP-HOT-2, R14)");
    assert_eq!(s.stage(), flashpoint::engine::Stage::Actions);
    assert_eq!(s.turn(), 2);
}

/// Ruling R49 only ends a chain when *every* named cell is hot: with one of
/// the two cells free of a Hot Spot, a roll on the hot one still flares up.
#[test]
fn r49_a_cell_without_a_hot_spot_keeps_the_chain_going() {
    let board = small_board(3, 4, 6, 8);
    let mut s = state(
        board,
        json!({"config": experienced_without_vehicles(),
               "hot_spots": ["1,1"], "hot_spot_supply": 6,
               "pois": [poi("victim", "0,1"), poi("victim", "0,2"), poi("victim", "0,3")],
               "firefighters": [{"at": "2,3", "ap": 4}]}),
    );
    s.force_dice([1, 1, 1, 2]);
    let events = apply(&mut s, Action::EndTurn);
    assert!(
        events.iter().any(|e| matches!(e, Event::FlareUp { .. })),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::FlareUpsEnd { .. }))
    );
    // EXP-HOT-2: the chain ended on 1,2, which gets a Hot Spot.
    assert!(s.hot_spot_at(s.board().cell_at(p(1, 2)).expect("cell")));
}

/// Ruling R50 (EXP-POI-3): the only free inside cell (1,3) is named by no
/// roll and no arrow leads there, so the POIs stay in the bag and the game
/// goes on (before R50 replenishing re-rolled forever).
#[test]
fn r50_experienced_pois_no_roll_can_place_stay_in_the_bag() {
    // Dice 1 × 2: only 1,1 and 1,2 are named; both hold Smoke, so neither
    // is a valid POI cell (EXP-POI-2).
    let board = small_board(3, 5, 1, 2);
    let mut s = state(
        board,
        json!({"config": experienced_without_vehicles(),
               "smoke": ["1,1", "1,2"],
               "firefighters": [{"at": "2,4", "ap": 4}]}),
    );
    assert_eq!(s.pois_on_board(), 0);
    let events = apply(&mut s, Action::EndTurn);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PoisStayInBag { count: 3 })),
        "{events:?}"
    );
    assert_eq!(s.pois_on_board(), 0);
    assert_eq!(s.poi_supply(), 15);
    assert_eq!(s.stage(), flashpoint::engine::Stage::Actions);
}

/// Ruling R50 in the family game: free inside cells exist, but every cell
/// the dice name holds a POI; the missing POI stays in the bag.
#[test]
fn r50_family_pois_no_roll_can_place_stay_in_the_bag() {
    let board = small_board(3, 5, 1, 2);
    let mut s = state(
        board,
        json!({"pois": [poi("victim", "1,1"), poi("victim", "1,2")],
               "firefighters": [{"at": "2,4", "ap": 4}]}),
    );
    let events = apply(&mut s, Action::EndTurn);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PoisStayInBag { count: 1 })),
        "{events:?}"
    );
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Rolled {
            purpose: RollPurpose::ReplenishPoi,
            ..
        }
    )));
    assert_eq!(s.stage(), flashpoint::engine::Stage::Actions);
}

/// EXP-POI-3 with R50: when some roll's arrow path does reach a free cell,
/// the POI is placed there, however few rolls lead to it. Here only 1,1 is
/// named; its arrow leads east to the free 1,2 and on to 1,3.
#[test]
fn r50_an_arrow_path_from_a_named_cell_places_the_poi() {
    let mut layout = small_layout("arrows", 3, 5, 1, 1);
    layout.floors[0].arrows = vec![". . . . .".into(), ". E E W .".into(), ". . . . .".into()];
    let board = build(layout);
    let mut s = state(
        board,
        json!({"config": experienced_without_vehicles(),
               "smoke": ["1,1"],
               "pois": [poi("victim", "0,1"), poi("victim", "0,2")],
               "firefighters": [{"at": "2,4", "ap": 4}]}),
    );
    let events = apply(&mut s, Action::EndTurn);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PoiPlaced { cell, .. } if *cell == p(1, 2))),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PoisStayInBag { .. }))
    );
}

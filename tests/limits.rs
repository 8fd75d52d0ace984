//! The board format's limits (docs/board-format.md, "Limits"): each is
//! checked on load with a message naming it, and the largest board that
//! validates plays, with ids for every cell and edge (issue 12: 16-bit edge
//! ids once aliased edges of upper floors with ground-floor ones).

mod common;

use std::sync::{Arc, OnceLock};

use common::*;
use flashpoint::engine::board::layout::{
    AmbulanceSpot, EdgeSpec, FloorLayout, StairEnd, StairLink,
};
use flashpoint::engine::board::validate::{MAX_CELLS, MAX_DIE_SIDES, MAX_FLOOR_SIDE, MAX_FLOORS};
use flashpoint::engine::board::{Board, BoardLayout, EdgeKind, Severity};
use flashpoint::engine::geom::{Dir, EdgeRef, Pos, p};
use flashpoint::engine::{Action, ActionError, FireLevel};
use serde_json::json;

const SIDE: u8 = MAX_FLOOR_SIDE as u8;
const TOP: u8 = MAX_FLOORS as u8 - 1;

/// The stair cell linking floor `f` with floor `f + 1` (on both floors): a
/// different column per pair, so no cell has two links.
fn stair_cell(f: u8) -> (u8, u8) {
    (2, 2 + 2 * f)
}

/// Every floor at the largest size, with an outside ring; a floor die with a
/// face per floor and the largest red and black dice; stairs from each floor
/// to the next.
fn largest_layout() -> BoardLayout {
    let mut layout = BoardLayout::blank("largest");
    layout.dice.red = MAX_DIE_SIDES;
    layout.dice.black = MAX_DIE_SIDES;
    layout.dice.floor = Some(MAX_FLOORS as u8);
    layout.floors = (0..MAX_FLOORS)
        .map(|f| {
            let mut floor =
                FloorLayout::with_outside_ring(&format!("Floor {f}"), SIDE.into(), SIDE.into());
            floor.dice.floor_face = Some(f as u8 + 1);
            floor
        })
        .collect();
    for f in 0..TOP {
        let (row, col) = stair_cell(f);
        layout.stairs.push(StairLink {
            a: StairEnd {
                cell: Pos::on(f, row, col),
                direction: Dir::E,
            },
            b: StairEnd {
                cell: Pos::on(f + 1, row, col),
                direction: Dir::E,
            },
        });
    }
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(0, 1), p(0, 2)],
        side: None,
    });
    layout
}

fn largest() -> Arc<Board> {
    static BOARD: OnceLock<Arc<Board>> = OnceLock::new();
    Arc::clone(BOARD.get_or_init(|| {
        let mut layout = largest_layout();
        // A wall on the top floor, far past edge id 65,535.
        layout.floors[usize::from(TOP)].edges.push(EdgeSpec {
            at: EdgeRef::new(Pos::new(30, 30), Dir::E),
            kind: EdgeKind::Wall,
            open: false,
        });
        Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")))
    }))
}

#[test]
fn the_largest_board_validates_with_an_id_for_every_cell_and_edge() {
    let board = largest();
    assert_eq!(board.cell_count(), MAX_CELLS);
    assert_eq!(board.floors().len(), MAX_FLOORS);
    // Every edge id names a different edge: none aliases another.
    let mut names: Vec<EdgeRef> = board.edge_ids().map(|e| board.edge_ref(e)).collect();
    let count = names.len();
    assert!(count > usize::from(u16::MAX), "{count} edges");
    names.sort();
    names.dedup();
    assert_eq!(names.len(), count, "edge ids alias each other");
    for cell in board.cell_ids() {
        assert_eq!(board.cell_at(board.pos(cell)), Some(cell));
    }
    let wall = board
        .edge_at(EdgeRef::new(Pos::on(TOP, 30, 30), Dir::E))
        .expect("top-floor edge");
    assert!(wall.0 > u32::from(u16::MAX), "edge id {}", wall.0);
    assert_eq!(board.edge(wall).kind, Some(EdgeKind::Wall));
    let ground_twin = board
        .edge_at(EdgeRef::new(Pos::new(30, 30), Dir::E))
        .expect("ground edge");
    assert_eq!(
        board.edge(ground_twin).kind,
        None,
        "the wall is on the top floor only"
    );
}

/// Play on the top floor: walls there block, cubes there count and show in
/// the snapshot, Fire there is fought, and the fire phase rolls the floor die.
#[test]
fn the_largest_board_plays_on_its_top_floor() {
    let top = |r: u8, c: u8| Pos::on(TOP, r, c).to_string();
    let mut s = state(
        largest(),
        json!({"fire": [top(30, 29)],
               "pois": [poi("victim", &top(10, 10)), poi("victim", &top(11, 11)),
                        poi("false_alarm", &top(12, 12))],
               "firefighters": [{"at": top(30, 30), "ap": 4}, {"at": "0,1", "ap": 4}]}),
    );
    // The wall east of 30,30 blocks on the top floor …
    let err = s
        .check(Action::Move(Pos::on(TOP, 30, 31)))
        .expect_err("a wall stands there");
    assert!(matches!(err, ActionError::Blocked { .. }), "{err:?}");
    // … and the same move on the ground floor's twin edge is open.
    let ground = state(
        largest(),
        json!({"firefighters": [{"at": "30,30", "ap": 4}]}),
    );
    assert!(ground.is_legal(Action::Move(p(30, 31))));
    // Fight the Fire next door, chop the wall: the cube counts, and the
    // snapshot shows it on the top floor.
    apply(&mut s, Action::FlipFire(Pos::on(TOP, 30, 29)));
    apply(
        &mut s,
        Action::Chop(EdgeRef::new(Pos::on(TOP, 30, 30), Dir::E)),
    );
    assert_eq!(s.cubes_placed(), 1);
    let snapshot = serde_json::to_value(s.snapshot()).expect("snapshot");
    assert_eq!(
        snapshot["damage"],
        json!([{"edge": format!("{TOP}:30,30E"), "cubes": 1}]),
        "{snapshot}"
    );
    assert_eq!(s.fire_at_pos(Pos::on(TOP, 30, 29)), FireLevel::Smoke);
    apply(&mut s, Action::Move(Pos::on(TOP, 29, 30)));
    // The fire phase rolls all three dice and names a cell on some floor.
    let events = apply(&mut s, Action::EndTurn);
    assert!(
        events.iter().any(|e| matches!(
            e,
            flashpoint::engine::Event::Rolled { roll, cell: Some(_), .. } if roll.floor > 0
        )),
        "{events:?}"
    );
    assert_eq!(usize::from(s.active()), 1);
}

#[test]
fn limits_are_checked_with_a_message_naming_them() {
    let refused = |layout: BoardLayout, needle: &str| {
        let err = Board::from_layout(layout).expect_err("over a limit");
        assert!(
            err.problems
                .iter()
                .any(|p| p.severity == Severity::Error && p.message.contains(needle)),
            "{needle:?} not in {err}"
        );
    };
    let mut layout = largest_layout();
    layout
        .floors
        .push(FloorLayout::with_outside_ring("one too many", 4, 4));
    refused(layout, &format!("at most {MAX_FLOORS}"));

    let mut layout = BoardLayout::blank("wide");
    layout.floors[0] = FloorLayout::with_outside_ring("wide", 4, MAX_FLOOR_SIDE + 1);
    refused(
        layout,
        &format!("at most {MAX_FLOOR_SIDE} × {MAX_FLOOR_SIDE}"),
    );

    let mut layout = BoardLayout::blank("dice");
    layout.dice.red = MAX_DIE_SIDES + 1;
    refused(layout, &format!("1 to {MAX_DIE_SIDES}"));
}

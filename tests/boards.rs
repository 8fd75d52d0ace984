//! Shipped boards: every file in boards/ loads, validates, round-trips and is
//! in canonical form; the schema is current; the base-game boards match the
//! spec's appendix (App. A–D, F) edge for edge.

mod common;

use std::collections::BTreeMap;

use common::*;
use flashpoint::engine::board::io::{layout_to_json, load_board, parse_layout};
use flashpoint::engine::board::{Board, BoardLayout, CellKind, EdgeKind, Severity};
use flashpoint::engine::geom::{Dir, EdgeRef, Pos, p};

fn board_files() -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(root().join("boards"))
        .expect("boards/ exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "json")
                && p.file_name().is_some_and(|n| n != "board.schema.json")
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_shipped_board_loads_validates_and_round_trips() {
    let files = board_files();
    assert!(
        files.len() >= 2,
        "expected at least front and back: {files:?}"
    );
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let board = load_board(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            board
                .warnings()
                .iter()
                .all(|p| p.severity == Severity::Warning),
            "{}",
            path.display()
        );
        // Canonical: what the program writes is exactly what is shipped.
        assert_eq!(
            layout_to_json(board.layout()),
            text,
            "{} is not canonical; run `flashpoint format {}`",
            path.display(),
            path.display()
        );
        // Round trip: text -> layout -> text -> layout is the same layout.
        let again = parse_layout(&layout_to_json(board.layout()), &path).expect("reparses");
        assert_eq!(&again, board.layout());
        assert_eq!(
            again.schema.as_deref(),
            Some("board.schema.json"),
            "{}",
            path.display()
        );
        let rebuilt = Board::from_layout(again).expect("still valid");
        assert_eq!(&rebuilt, &board);
    }
}

#[test]
fn schema_file_is_generated_from_the_types() {
    let shipped =
        std::fs::read_to_string(path("boards/board.schema.json")).expect("schema shipped");
    assert_eq!(
        shipped,
        flashpoint::cli::board_schema(),
        "boards/board.schema.json is stale: run `cargo run -- schema --out boards/board.schema.json`"
    );
}

fn edges_of(board: &Board, kind: EdgeKind) -> Vec<String> {
    let mut out: Vec<String> = board
        .edge_ids()
        .filter(|&e| board.edge(e).kind == Some(kind))
        .map(|e| board.edge_ref(e).to_string())
        .collect();
    out.sort();
    out
}

fn is_perimeter(edge: &str) -> bool {
    let e: EdgeRef = edge.parse().expect("edge");
    let (a, b) = e.cells();
    let b = b.expect("inner edge");
    let outside = |q: Pos| q.row == 0 || q.row == 7 || q.col == 0 || q.col == 9;
    outside(a) != outside(b)
}

fn spec_list(s: &str) -> Vec<String> {
    let mut out: Vec<String> = s
        .split_whitespace()
        .map(|t| t.replace(['(', ')'], ""))
        .collect();
    out.sort();
    out
}

/// App. A: 18 interior walls, the perimeter, 8 doors, 4 entrances.
#[test]
fn front_board_matches_appendix_a() {
    let b = front();
    let walls = edges_of(&b, EdgeKind::Wall);
    let interior: Vec<String> = walls.iter().filter(|w| !is_perimeter(w)).cloned().collect();
    assert_eq!(
        interior,
        spec_list(
            "(1,5)E (2,3)E (2,3)S (2,4)S (2,5)S (2,6)S (2,7)S (3,6)E (4,1)S (4,2)E (4,2)S (4,3)S \
             (4,5)S (4,6)S (4,7)S (4,8)S (5,5)E (5,7)E"
        )
    );
    assert_eq!(
        walls.len() - interior.len(),
        28 - 4,
        "outer wall = perimeter minus entrances"
    );
    assert_eq!(
        edges_of(&b, EdgeKind::Door),
        spec_list("(1,3)E (2,5)E (2,8)S (3,2)E (4,4)S (4,6)E (6,5)E (6,7)E")
    );
    assert_eq!(
        edges_of(&b, EdgeKind::Entrance),
        spec_list("(0,6)S (3,0)E (4,8)E (6,3)S")
    );
    // A sample of single edges, both spellings.
    let kind = |e: &str| {
        b.edge(b.edge_at(e.parse().expect("edge")).expect("on board"))
            .kind
    };
    assert_eq!(kind("3,7W"), Some(EdgeKind::Wall)); // = 3,6E
    assert_eq!(kind("5,4N"), Some(EdgeKind::Door)); // = 4,4S
    assert_eq!(kind("1,4E"), None);
    assert_eq!(kind("0,6S"), Some(EdgeKind::Entrance));
    assert_eq!(kind("6,8E"), Some(EdgeKind::Wall));
    assert!(
        b.edge_at("7,9E".parse().expect("edge")).is_none(),
        "no edge beyond the grid"
    );
}

/// App. B: 19 interior walls, 7 doors, 2 entrances.
#[test]
fn back_board_matches_appendix_b() {
    let b = back();
    let walls = edges_of(&b, EdgeKind::Wall);
    let interior: Vec<String> = walls.iter().filter(|w| !is_perimeter(w)).cloned().collect();
    assert_eq!(
        interior,
        spec_list(
            "(1,3)E (1,4)S (1,5)S (2,1)S (2,2)S (2,3)E (2,5)E (3,3)E (3,4)S (3,7)S (3,8)S (4,1)S \
             (4,2)S (4,4)S (4,5)S (5,3)E (5,6)E (6,3)E (6,6)E"
        )
    );
    assert_eq!(walls.len() - interior.len(), 28 - 2);
    assert_eq!(
        edges_of(&b, EdgeKind::Door),
        spec_list("(1,5)E (3,5)E (3,5)S (3,6)S (4,3)S (4,6)E (4,6)S")
    );
    assert_eq!(edges_of(&b, EdgeKind::Entrance), spec_list("(3,0)E (6,3)S"));
}

fn spot_cells(b: &Board, cells: [flashpoint::engine::CellId; 2]) -> [String; 2] {
    cells.map(|c| b.pos(c).to_string())
}

/// BOARD-5, BOARD-6: parking spots clockwise from the top; engine spots and
/// their quadrants (areas 1 TL, 2 TR, 3 BL, 4 BR).
#[test]
fn parking_spots_and_quadrants_match_the_appendix() {
    let s = |a: &str, b: &str| [a.to_owned(), b.to_owned()];
    let f = front();
    let amb: Vec<_> = f
        .ambulance_spots()
        .iter()
        .map(|c| spot_cells(&f, *c))
        .collect();
    assert_eq!(
        amb,
        [
            s("0,5", "0,6"),
            s("3,9", "4,9"),
            s("7,3", "7,4"),
            s("3,0", "4,0")
        ]
    );
    let eng: Vec<_> = f
        .engine_spots()
        .iter()
        .map(|e| (spot_cells(&f, e.cells), e.area))
        .collect();
    assert_eq!(
        eng,
        [
            (s("0,7", "0,8"), 2),
            (s("5,9", "6,9"), 4),
            (s("7,1", "7,2"), 3),
            (s("1,0", "2,0"), 1)
        ]
    );
    let bk = back();
    let amb: Vec<_> = bk
        .ambulance_spots()
        .iter()
        .map(|c| spot_cells(&bk, *c))
        .collect();
    assert_eq!(
        amb,
        [
            s("0,5", "0,6"),
            s("4,9", "5,9"),
            s("7,3", "7,4"),
            s("2,0", "3,0")
        ]
    );
    let eng: Vec<_> = bk
        .engine_spots()
        .iter()
        .map(|e| (spot_cells(&bk, e.cells), e.area))
        .collect();
    assert_eq!(
        eng,
        [
            (s("0,3", "0,4"), 1),
            (s("2,9", "3,9"), 2),
            (s("7,5", "7,6"), 4),
            (s("4,0", "5,0"), 3)
        ]
    );
    // Quadrants split at rows 3|4 and columns 4|5 (BOARD-6).
    for b in [&f, &bk] {
        for r in 1..=6u8 {
            for c in 1..=8u8 {
                let want = match (r <= 3, c <= 4) {
                    (true, true) => 1,
                    (true, false) => 2,
                    (false, true) => 3,
                    (false, false) => 4,
                };
                let cell = b.cell_at(p(r, c)).expect("interior cell");
                assert_eq!(b.cell(cell).area, want, "{r},{c}");
            }
        }
    }
}

/// GEN-2: 8 × 10 grid, interior rows 1–6 × columns 1–8; GEN-3: red = row, black = column.
#[test]
fn grid_and_dice_coordinates() {
    for b in [front(), back()] {
        assert_eq!(b.cell_count(), 80);
        // GEN-2 says "28 spaces including 4 corners", but rows 0 and 7 plus
        // columns 0 and 9 hold 10 + 10 + 6 + 6 = 32 cells; 28 is the number
        // of perimeter edges (App. A's outer wall), pinned below.
        assert_eq!(b.start_cells().len(), 32, "the exterior ring");
        let perimeter = b
            .edge_ids()
            .filter(|&e| {
                let edge = b.edge(e);
                (b.kind(edge.a) == CellKind::Outside) != (b.kind(edge.b) == CellKind::Outside)
            })
            .count();
        assert_eq!(perimeter, 28);
        for id in b.cell_ids() {
            let pos = b.pos(id);
            let interior = (1..=6).contains(&pos.row) && (1..=8).contains(&pos.col);
            assert_eq!(b.kind(id) == CellKind::Inside, interior, "{pos}");
            let roll = b.cell(id).roll;
            assert_eq!(
                roll.map(|r| (r.red, r.black)),
                interior.then_some((pos.row, pos.col)),
                "{pos}"
            );
        }
    }
}

/// Rooms by flood fill: front 10/4/6/8/4/10/4/2 with the listed members,
/// back 15/2/9/4/6/6/6.
#[test]
fn rooms_match_the_appendix() {
    let rect = |r1: u8, r2: u8, c1: u8, c2: u8| -> Vec<Pos> {
        (r1..=r2)
            .flat_map(|r| (c1..=c2).map(move |c| p(r, c)))
            .collect()
    };
    let mut first = rect(1, 2, 1, 3);
    first.extend(rect(3, 4, 1, 2));
    let mut want = vec![
        first,
        rect(1, 2, 4, 5),
        rect(1, 2, 6, 8),
        rect(3, 4, 3, 6),
        rect(3, 4, 7, 8),
        rect(5, 6, 1, 5),
        rect(5, 6, 6, 7),
        rect(5, 6, 8, 8),
    ];
    for room in &mut want {
        room.sort();
    }
    let mut got = front().rooms();
    got.sort();
    want.sort();
    assert_eq!(got, want);

    let mut sizes: Vec<usize> = back().rooms().iter().map(Vec::len).collect();
    sizes.sort_unstable();
    let mut want = vec![15, 2, 9, 4, 6, 6, 6];
    want.sort_unstable();
    assert_eq!(sizes, want);
}

/// App. C: the POI arrow grid, the same on both sides.
#[test]
fn poi_arrows_match_appendix_c() {
    let grid = [
        "SE S S S S S S SW",
        "E SE W S S E SW W",
        "E N S W W W N W",
        "E S E E E N S W",
        "E NE W N N E NW W",
        "NE N N N N N N NW",
    ];
    for b in [front(), back()] {
        for (r, line) in grid.iter().enumerate() {
            for (c, word) in line.split_whitespace().enumerate() {
                let (row, col) = (r as u8 + 1, c as u8 + 1);
                let dir = flashpoint::engine::geom::Dir8::from_name(word).expect("arrow");
                let (dr, dc) = dir.delta();
                let target = p((row as i32 + dr) as u8, (col as i32 + dc) as u8);
                let cell = b.cell_at(p(row, col)).expect("cell");
                assert_eq!(
                    b.cell(cell).arrow.map(|a| b.pos(a)),
                    Some(target),
                    "{row},{col}"
                );
            }
        }
    }
}

// App. F (knockdown destinations) is tested with its rule, FAM-KD-1, in
// tests/rules_family.rs.

/// App. D: the family setup.
#[test]
fn family_setup_matches_appendix_d() {
    for b in [front(), back()] {
        assert!(b.has_family_setup());
        let (fire, poi) = b.family_setup();
        let mut fire: Vec<String> = fire.iter().map(|&c| b.pos(c).to_string()).collect();
        fire.sort();
        assert_eq!(
            fire,
            sorted(&[
                "2,2", "2,3", "3,2", "3,3", "3,4", "3,5", "4,4", "5,6", "5,7", "6,6"
            ])
        );
        let poi: Vec<String> = poi.iter().map(|&c| b.pos(c).to_string()).collect();
        assert_eq!(poi, ["2,4", "5,1", "5,8"]);
    }
}

/// The two-floor fixture builds the stair link both ways (2ND-STAIRS-1/3).
#[test]
fn stair_links_are_symmetric() {
    let b = two_floor();
    let g = b.cell_at(p(2, 2)).expect("G 2,2");
    let u = b.cell_at(Pos::on(1, 2, 2)).expect("U 2,2");
    let sg = b.stair(g).expect("stairs at G 2,2");
    let su = b.stair(u).expect("stairs at U 2,2");
    assert_eq!((sg.to, sg.dir_here, sg.dir_there), (u, Dir::E, Dir::E));
    assert_eq!((su.to, su.dir_here, su.dir_there), (g, Dir::E, Dir::E));
    // The floor die separates the floors' dice results (2ND-BOARD-2).
    let mut owners = BTreeMap::new();
    for id in b.cell_ids() {
        if let Some(roll) = b.cell(id).roll {
            assert!(owners.insert(roll, id).is_none(), "{roll} names two cells");
        }
    }
    assert_eq!(owners.len(), 96);
}

#[test]
fn blank_layout_is_a_valid_start_only_with_parking() {
    // The editor's starting point: a blank board needs parking before play.
    let err = Board::from_layout(BoardLayout::blank("New board")).expect_err("no parking");
    assert!(err.to_string().contains("no parking spots"), "{err}");
}

/// The shipped two-floor board, an original design: no warnings at all, one
/// dice grid over both floors (2ND-BOARD-2: each of the 48 results names one
/// cell, the ground floor black 1-4 and the upper floor black 5-8), two
/// staircases whose open sides match their walls (2ND-STAIRS-3), deck-gun
/// areas that are halves of the house on both floors (2ND-VEH-1), the outer
/// wall closed on the upper floor, and the rooms it was drawn with.
#[test]
fn townhouse_is_a_two_floor_board_without_warnings() {
    let b = load_board(&path("boards/townhouse.json")).unwrap_or_else(|e| panic!("{e}"));
    assert!(b.warnings().is_empty(), "{:?}", b.warnings());
    assert_eq!(b.floors().len(), 2);
    assert!(b.dice().floor.is_none(), "one grid, no floor die");

    let mut owners = BTreeMap::new();
    for id in b.cell_ids() {
        let pos = b.pos(id);
        let interior = (1..=6).contains(&pos.row) && (1..=4).contains(&pos.col);
        assert_eq!(b.kind(id) == CellKind::Inside, interior, "{pos}");
        let roll = b.cell(id).roll;
        let black = pos.col + 4 * pos.floor;
        assert_eq!(
            roll.map(|r| (r.red, r.black)),
            interior.then_some((pos.row, black)),
            "{pos}"
        );
        if let Some(roll) = roll {
            assert!(owners.insert(roll, id).is_none(), "{roll} names two cells");
            // Area 1 is the back half (rows 1-3), area 2 the front, on both floors.
            assert_eq!(b.cell(id).area, if pos.row <= 3 { 1 } else { 2 }, "{pos}");
        }
    }
    assert_eq!(owners.len(), 48);

    // Each stair cell is walled on its three other sides and open on its own.
    let mut stairs = 0;
    for id in b.cell_ids() {
        let Some(stair) = b.stair(id) else { continue };
        stairs += 1;
        assert_ne!(b.pos(stair.to).floor, b.pos(id).floor);
        for dir in Dir::ALL {
            let (_, edge) = b
                .neighbor(id, dir)
                .expect("inside cells have four neighbours");
            let kind = b.edge(edge).kind;
            if dir == stair.dir_here {
                assert_eq!(kind, None, "{} open side {dir:?}", b.pos(id));
            } else {
                assert_eq!(kind, Some(EdgeKind::Wall), "{} side {dir:?}", b.pos(id));
            }
        }
    }
    assert_eq!(stairs, 4, "two staircases, two ends each");

    // The upper floor's outer wall has no opening but windows (2ND-BOARD-3).
    for e in b.edge_ids() {
        let edge = b.edge(e);
        let outer = (b.kind(edge.a) == CellKind::Outside) != (b.kind(edge.b) == CellKind::Outside);
        if outer && b.pos(edge.a).floor == 1 {
            assert!(
                matches!(edge.kind, Some(EdgeKind::Wall | EdgeKind::Window)),
                "{}",
                b.edge_ref(e)
            );
        }
    }

    let mut sizes: Vec<(u8, usize)> = b.rooms().iter().map(|r| (r[0].floor, r.len())).collect();
    sizes.sort_unstable();
    assert_eq!(
        sizes,
        [
            (0, 2),
            (0, 3),
            (0, 4),
            (0, 6),
            (0, 9),
            (1, 4),
            (1, 4),
            (1, 4),
            (1, 6),
            (1, 6)
        ]
    );

    assert_eq!(b.ambulance_spots().len(), 4);
    assert_eq!(b.engine_spots().len(), 4);
    // A 2nd Story board: both setups roll (2ND-SETUP-1/2), the Engine
    // carries 4 ladders, and every ground ring space but the corners has a
    // ladder top on the upper ring space above it (2ND-LADDER-3).
    assert_eq!(b.rules(), flashpoint::engine::board::RuleSet::SecondStory);
    assert!(!b.has_family_setup(), "2ND-SETUP-1: the easy setup rolls");
    assert!(
        b.first_explosion().is_empty(),
        "2ND-SETUP-2: the first explosion is rolled"
    );
    assert_eq!(b.ladder_supply(), 4);
    let feet: Vec<_> = b
        .cell_ids()
        .filter(|&c| b.ladder_top(c).is_some())
        .collect();
    assert_eq!(feet.len(), 2 * (6 - 2) + 2 * (8 - 2));
    for foot in feet {
        let top = b.ladder_top(foot).expect("a top");
        let (f, t) = (b.pos(foot), b.pos(top));
        assert_eq!((f.floor, t.floor, f.row, f.col), (0, 1, t.row, t.col));
        assert_eq!(b.ladder_foot(top), Some(foot));
    }
}

/// The edges of a one-floor 8 × 10 board's outer wall on the given side
/// (between the outside ring and the inside rows 1-6, columns 1-8).
fn outer_edges(b: &Board, side: Dir) -> Vec<flashpoint::engine::board::EdgeId> {
    let cells: Vec<Pos> = match side {
        Dir::N => (1..=8).map(|c| p(1, c)).collect(),
        Dir::S => (1..=8).map(|c| p(6, c)).collect(),
        Dir::W => (1..=6).map(|r| p(r, 1)).collect(),
        Dir::E => (1..=6).map(|r| p(r, 8)).collect(),
    };
    cells
        .into_iter()
        .map(|pos| {
            let cell = b.cell_at(pos).expect("cell");
            b.neighbor(cell, side).expect("outer neighbour").1
        })
        .collect()
}

/// The shipped High Rise board, an original design (URB-HIGHRISE-*): no
/// warnings; the outer wall closed all round, with no entrance and no
/// window (GEN-1: the way in is the elevators, the Lobby or the aerial
/// ladder); two elevators, each walled but for one elevator door onto an
/// inside cell; no Ambulance (GEN-2); engine spots on every side, each with
/// its side; the four setup lines, each holding inside cells that are not
/// elevators; POI arrows on every inside cell, none into an elevator.
#[test]
fn highrise_is_a_closed_fire_floor_without_warnings() {
    let b = load_board(&path("boards/highrise.json")).unwrap_or_else(|e| panic!("{e}"));
    assert!(b.warnings().is_empty(), "{:?}", b.warnings());
    assert_eq!(b.rules(), flashpoint::engine::board::RuleSet::HighRise);
    assert_eq!(b.floors().len(), 1);

    for side in Dir::ALL {
        for e in outer_edges(&b, side) {
            assert_eq!(b.edge(e).kind, Some(EdgeKind::Wall), "{}", b.edge_ref(e));
        }
    }
    assert!(edges_of(&b, EdgeKind::Entrance).is_empty());
    assert!(edges_of(&b, EdgeKind::Window).is_empty());

    let mut elevators = 0;
    for id in b.cell_ids().filter(|&c| b.kind(c) == CellKind::Elevator) {
        elevators += 1;
        let mut doors = 0;
        for dir in Dir::ALL {
            let (other, edge) = b.neighbor(id, dir).expect("an elevator is inside");
            match b.edge(edge).kind {
                Some(EdgeKind::ElevatorDoor) => {
                    doors += 1;
                    assert_eq!(b.kind(other), CellKind::Inside, "{}", b.pos(id));
                }
                kind => assert_eq!(kind, Some(EdgeKind::Wall), "{} {dir:?}", b.pos(id)),
            }
        }
        assert_eq!(doors, 1, "{}", b.pos(id));
    }
    assert!(elevators >= 2, "at least two elevators, got {elevators}");

    assert!(b.ambulance_spots().is_empty(), "URB-HIGHRISE-GEN-2");
    let mut sides: Vec<Dir> = b
        .engine_spots()
        .iter()
        .map(|s| s.side.expect("every engine spot names its side"))
        .collect();
    sides.sort_by_key(|d| d.index());
    sides.dedup();
    assert_eq!(sides.len(), 4, "the Engine can park on every side");

    use flashpoint::engine::board::SetupLine;
    assert_eq!(
        b.setup_lines(),
        [
            SetupLine::Column(2),
            SetupLine::Column(7),
            SetupLine::Row(5),
            SetupLine::Row(1)
        ]
    );
    for line in b.setup_lines() {
        let holds = b.cell_ids().any(|c| {
            b.kind(c) == CellKind::Inside
                && b.cell(c).roll.is_some_and(|r| match *line {
                    SetupLine::Column(v) => r.black == v,
                    SetupLine::Row(v) => r.red == v,
                })
        });
        assert!(holds, "{line:?}");
    }

    for id in b.cell_ids().filter(|&c| b.kind(c) == CellKind::Inside) {
        let to = b.cell(id).arrow.expect("every inside cell has an arrow");
        assert_eq!(b.kind(to), CellKind::Inside, "{}", b.pos(id));
    }
    assert!(b.first_explosion().is_empty(), "setup lines replace it");
}

/// The shipped Brownstone board, an original design (URB-BROWN-*): no
/// warnings; party walls along the whole west and east sides and between
/// the house and the neighbours' restricted cells; entrances on the street
/// (south) and the lane (north) only; parking only there, each spot with its
/// side; POI arrows never into a restricted cell; the family setup and the
/// first-explosion table.
#[test]
fn brownstone_is_a_row_house_without_warnings() {
    let b = load_board(&path("boards/brownstone.json")).unwrap_or_else(|e| panic!("{e}"));
    assert!(b.warnings().is_empty(), "{:?}", b.warnings());
    assert_eq!(b.rules(), flashpoint::engine::board::RuleSet::Brownstone);

    for side in [Dir::W, Dir::E] {
        for e in outer_edges(&b, side) {
            assert_eq!(
                b.edge(e).kind,
                Some(EdgeKind::PartyWall),
                "{}",
                b.edge_ref(e)
            );
        }
    }
    let mut restricted = 0;
    for id in b.cell_ids().filter(|&c| b.kind(c) == CellKind::Restricted) {
        restricted += 1;
        for dir in Dir::ALL {
            let (other, edge) = b.neighbor(id, dir).expect("restricted cells are inside");
            if b.kind(other) == CellKind::Inside {
                assert_eq!(
                    b.edge(edge).kind,
                    Some(EdgeKind::PartyWall),
                    "{}",
                    b.edge_ref(edge)
                );
            }
        }
    }
    assert!(restricted > 0);

    for side in [Dir::N, Dir::S] {
        assert!(
            outer_edges(&b, side)
                .into_iter()
                .any(|e| b.edge(e).kind == Some(EdgeKind::Entrance)),
            "an entrance on side {side:?}"
        );
    }
    assert!(
        edges_of(&b, EdgeKind::Entrance)
            .iter()
            .all(|e| outer_edges(&b, Dir::N)
                .into_iter()
                .chain(outer_edges(&b, Dir::S))
                .any(|o| b.edge_ref(o).to_string() == *e)),
        "entrances only front and back"
    );

    let spots = b
        .ambulance_spots()
        .iter()
        .enumerate()
        .map(|(i, cells)| (*cells, b.spot_side(true, i)))
        .chain(
            b.engine_spots()
                .iter()
                .enumerate()
                .map(|(i, s)| (s.cells, b.spot_side(false, i))),
        );
    for (cells, side) in spots {
        let row = match side {
            Some(Dir::N) => 0,
            Some(Dir::S) => 7,
            other => panic!("a spot on side {other:?}; the neighbours are there"),
        };
        for c in cells {
            assert_eq!(b.pos(c).row, row, "{}", b.pos(c));
        }
    }
    assert!(!b.ambulance_spots().is_empty() && !b.engine_spots().is_empty());

    for id in b.cell_ids().filter(|&c| b.kind(c) == CellKind::Inside) {
        let to = b.cell(id).arrow.expect("every inside cell has an arrow");
        assert_eq!(b.kind(to), CellKind::Inside, "{}", b.pos(id));
    }
    assert!(b.has_family_setup());
    assert_eq!(b.family_setup().1.len(), 3);
    assert_eq!(b.first_explosion().len(), 8);
}

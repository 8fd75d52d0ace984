//! Board validation: every problem is reported at once, tied to its place, in
//! words a designer understands; malformed files name file, line and column;
//! nothing a user can type makes the loader panic.

mod common;
#[path = "validation/expansions.rs"]
mod expansions;

use std::path::{Path, PathBuf};

use common::*;
use flashpoint::engine::board::io::{BoardError, load_board, parse_board, parse_layout};
use flashpoint::engine::board::layout::{
    AmbulanceSpot, DiceOverride, EdgeSpec, EngineSpot, FamilySetup, RuleSet, StairEnd, StairLink,
    edge_place_name, place_name,
};

use flashpoint::engine::board::{Board, BoardLayout, EdgeKind, Place, Severity};
use flashpoint::engine::geom::{Dir, Pos, e, p};
use proptest::prelude::*;

/// A minimal valid board: the blank 8 × 10 floor with one ambulance spot.
fn minimal() -> BoardLayout {
    let mut layout = BoardLayout::blank("test");
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(0, 4), p(0, 5)],
        side: None,
    });
    layout
}

fn problems(layout: BoardLayout) -> Vec<(Severity, Place, String)> {
    match Board::from_layout(layout) {
        Ok(board) => board
            .warnings()
            .iter()
            .map(|p| (p.severity, p.place.clone(), p.message.clone()))
            .collect(),
        Err(e) => e
            .problems
            .iter()
            .map(|p| (p.severity, p.place.clone(), p.message.clone()))
            .collect(),
    }
}

fn errors(layout: BoardLayout) -> Vec<(Place, String)> {
    problems(layout)
        .into_iter()
        .filter(|(s, _, _)| *s == Severity::Error)
        .map(|(_, p, m)| (p, m))
        .collect()
}

fn has_error(layout: BoardLayout, place: Place, needle: &str) {
    let errs = errors(layout);
    assert!(
        errs.iter().any(|(p, m)| *p == place && m.contains(needle)),
        "expected an error at {place} containing {needle:?}, got {errs:#?}"
    );
}

#[test]
fn minimal_board_is_valid() {
    assert!(errors(minimal()).is_empty(), "{:?}", errors(minimal()));
}

#[test]
fn every_problem_is_reported_at_once() {
    let mut layout = minimal();
    layout.floors[0].edges.push(EdgeSpec {
        at: e(7, 9, Dir::E),
        kind: EdgeKind::Door,
        open: false,
    });
    layout.floors[0].edges.push(EdgeSpec {
        at: e(2, 2, Dir::E),
        kind: EdgeKind::Wall,
        open: true,
    });
    layout.parking.engine.push(EngineSpot {
        cells: [p(3, 3), p(5, 5)],
        area: 7,
        side: None,
    });
    let errs = errors(layout);
    assert!(errs.len() >= 5, "{errs:#?}");
}

#[test]
fn a_door_on_the_outer_edge_of_the_grid() {
    let mut layout = minimal();
    layout.floors[0].edges.push(EdgeSpec {
        at: e(3, 9, Dir::E),
        kind: EdgeKind::Door,
        open: false,
    });
    has_error(
        layout,
        Place::Edge(e(3, 9, Dir::E)),
        "outer edge of the grid",
    );
}

#[test]
fn an_edge_listed_twice_under_two_spellings() {
    let mut layout = minimal();
    for at in [e(2, 2, Dir::E), e(2, 3, Dir::W)] {
        layout.floors[0].edges.push(EdgeSpec {
            at,
            kind: EdgeKind::Wall,
            open: false,
        });
    }
    has_error(layout, Place::Edge(e(2, 3, Dir::W)), "more than once");
}

#[test]
fn entrances_doors_and_open_flags_are_checked() {
    let mut layout = minimal();
    layout.floors[0].edges.push(EdgeSpec {
        at: e(2, 2, Dir::E),
        kind: EdgeKind::Entrance,
        open: false,
    });
    has_error(
        layout,
        Place::Edge(e(2, 2, Dir::E)),
        "between an inside and an outside cell",
    );

    let mut layout = minimal();
    layout.floors[0].edges.push(EdgeSpec {
        at: e(0, 1, Dir::E),
        kind: EdgeKind::Door,
        open: false,
    });
    has_error(layout, Place::Edge(e(0, 1, Dir::E)), "two outside cells");

    let mut layout = minimal();
    layout.floors[0].edges.push(EdgeSpec {
        at: e(2, 2, Dir::E),
        kind: EdgeKind::ThinWall,
        open: true,
    });
    has_error(layout, Place::Edge(e(2, 2, Dir::E)), "cannot be open");
}

#[test]
fn ragged_grids_and_unknown_characters() {
    let mut layout = minimal();
    layout.floors[0].cells[3] = ".#######.".into();
    has_error(
        layout,
        Place::Floor(0),
        "row 3 has 9 cells but row 0 has 10",
    );

    let mut layout = minimal();
    layout.floors[0].cells[2] = ".##?#####.".into();
    has_error(layout, Place::Cell(p(2, 3)), "unknown cell character '?'");
}

#[test]
fn parking_spots_must_be_two_adjacent_outside_cells() {
    let mut layout = minimal();
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(2, 2), p(2, 3)],
        side: None,
    });
    has_error(layout, Place::AmbulanceSpot(1), "not on the outside ring");

    let mut layout = minimal();
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(7, 1), p(7, 3)],
        side: None,
    });
    has_error(layout, Place::AmbulanceSpot(1), "not two adjacent cells");

    let mut layout = minimal();
    layout.parking.ambulance.push(AmbulanceSpot {
        cells: [p(0, 5), p(0, 6)],
        side: None,
    });
    has_error(layout, Place::AmbulanceSpot(1), "cannot overlap");

    let mut layout = minimal();
    layout.parking.engine.push(EngineSpot {
        cells: [p(7, 1), p(7, 2)],
        area: 3,
        side: None,
    });
    has_error(layout, Place::EngineSpot(0), "no cell belongs to area 3");

    let mut layout = minimal();
    layout.parking.ambulance.clear();
    has_error(layout, Place::Board, "no parking spots");
}

/// BOARD-5 / EXP-VEH-DRIVE-1: Drive follows the listed order, so a list
/// that does not run clockwise round the building is a warning naming the
/// spot out of turn; the shipped boards' lists are clockwise.
#[test]
fn parking_lists_run_clockwise() {
    let clockwise_warnings = |layout: BoardLayout| -> Vec<Place> {
        problems(layout)
            .into_iter()
            .filter(|(s, _, m)| *s == Severity::Warning && m.contains("clockwise"))
            .map(|(_, place, _)| place)
            .collect()
    };
    let mut layout = minimal();
    let spot = |a, b, c, d| AmbulanceSpot {
        cells: [p(a, b), p(c, d)],
        side: None,
    };
    // Top (already there), right, bottom, left: clockwise.
    layout.parking.ambulance.push(spot(3, 9, 4, 9));
    layout.parking.ambulance.push(spot(7, 4, 7, 5));
    layout.parking.ambulance.push(spot(3, 0, 4, 0));
    assert_eq!(clockwise_warnings(layout.clone()), []);
    // Right and bottom swapped.
    layout.parking.ambulance.swap(1, 2);
    assert_eq!(clockwise_warnings(layout), [Place::AmbulanceSpot(1)]);
    for board in [
        "boards/front.json",
        "boards/back.json",
        "boards/townhouse.json",
    ] {
        let text = std::fs::read_to_string(path(board)).expect("board");
        let layout = parse_layout(&text, Path::new(board)).expect("parses");
        assert_eq!(clockwise_warnings(layout), [], "{board}");
    }
}

/// BOARD-6: each printed Engine spot is tied to the quadrant beside it. An
/// area across the building is allowed but warned of (the editor's
/// quadrant number is easily left at 1); the shipped boards have none.
#[test]
fn a_deck_gun_area_across_the_building_is_a_warning() {
    let across_warnings = |layout: BoardLayout| -> Vec<(Place, String)> {
        problems(layout)
            .into_iter()
            .filter(|(s, _, m)| *s == Severity::Warning && m.contains("across the building"))
            .map(|(_, place, m)| (place, m))
            .collect()
    };
    let mut layout = minimal();
    layout.floors[0].areas = [
        "..........",
        ".11112222.",
        ".11112222.",
        ".11112222.",
        ".33334444.",
        ".33334444.",
        ".33334444.",
        "..........",
    ]
    .map(String::from)
    .to_vec();
    let engine = |a, b, c, d, area| EngineSpot {
        cells: [p(a, b), p(c, d)],
        area,
        side: None,
    };
    // Beside its own quadrant: the left spot and area 1.
    layout.parking.engine.push(engine(1, 0, 2, 0, 1));
    // On the right, between areas 2 and 4, firing into area 1.
    layout.parking.engine.push(engine(3, 9, 4, 9, 1));
    // At the bottom, firing into the area above it.
    layout.parking.engine.push(engine(7, 6, 7, 7, 4));
    assert_eq!(
        across_warnings(layout.clone()),
        [(
            Place::EngineSpot(1),
            "the deck gun fires into area 1, but the building's cells beside this spot are in area 2 (BOARD-6): the Engine would fire across the building"
                .to_string()
        )]
    );
    // Either quadrant the spot straddles is beside it.
    layout.parking.engine[1].area = 4;
    assert_eq!(across_warnings(layout.clone()), []);
    for board in [
        "boards/front.json",
        "boards/back.json",
        "boards/townhouse.json",
        "boards/brownstone.json",
        "boards/highrise.json",
    ] {
        let text = std::fs::read_to_string(path(board)).expect("board");
        let layout = parse_layout(&text, Path::new(board)).expect("parses");
        assert_eq!(across_warnings(layout), [], "{board}");
    }
}

/// Problems name a floor by its name, in `Display` (what `flashpoint
/// validate` prints) as in the editor, never by its number.
#[test]
fn problems_describe_floors_by_name() {
    let mut layout = minimal();
    layout.floors[0].name = "Cellar".into();
    let problem = Board::from_layout(layout.clone())
        .expect("valid")
        .warnings()
        .iter()
        .find(|p| p.place == Place::Floor(0))
        .cloned()
        .expect("a floor warning (no POI arrows)");
    assert_eq!(problem.at, "Cellar");
    assert!(
        problem.to_string().starts_with("warning: Cellar: "),
        "{problem}"
    );
    assert!(problem.describe(&layout).starts_with("warning: Cellar: "));
    assert!(!problem.to_string().contains("floor 0"), "{problem}");
}

#[test]
fn dice_coordinates_that_collide() {
    let mut layout = minimal();
    layout.floors[0]
        .dice
        .cells
        .push(flashpoint::engine::board::layout::DiceOverride {
            cell: p(1, 1),
            red: 2,
            black: 2,
        });
    has_error(
        layout,
        Place::Cell(p(2, 2)),
        "both have the dice result red 2, black 2",
    );
}

#[test]
fn dice_that_name_nothing_warn_and_floor_dice_need_faces() {
    // A 4 × 6 interior leaves most d6 × d8 results without a cell: a warning.
    let mut layout = minimal();
    layout.floors[0] =
        flashpoint::engine::board::layout::FloorLayout::with_outside_ring("small", 6, 8);
    layout.parking.ambulance[0].cells = [p(0, 3), p(0, 4)];
    let all = problems(layout);
    assert!(
        all.iter().any(|(s, _, m)| *s == Severity::Warning
            && m.contains("24 of the 48 dice results name no cell")),
        "{all:#?}"
    );

    let mut layout = minimal();
    layout.dice.floor = Some(2);
    has_error(layout, Place::Floor(0), "needs a floor_face");
}

#[test]
fn two_floors_without_separate_dice_collide() {
    let mut layout = minimal();
    layout.floors.push(layout.floors[0].clone());
    layout.floors[1].name = "Upper".into();
    let errs = errors(layout);
    assert!(
        errs.iter()
            .any(|(_, m)| m.contains("both have the dice result")),
        "{errs:#?}"
    );
}

#[test]
fn stair_links_are_checked() {
    let stair = |a: Pos, b: Pos| StairLink {
        a: StairEnd {
            cell: a,
            direction: Dir::E,
        },
        b: StairEnd {
            cell: b,
            direction: Dir::E,
        },
    };
    let mut layout = minimal();
    layout.stairs.push(stair(p(2, 2), Pos::on(3, 2, 2)));
    has_error(
        layout,
        Place::Stair(0),
        "on floor 3, but the board has 1 floor",
    );

    let mut layout = minimal();
    layout.stairs.push(stair(p(2, 2), p(3, 3)));
    has_error(layout, Place::Stair(0), "same floor");

    let mut layout = minimal();
    layout.stairs.push(stair(p(0, 2), Pos::on(0, 3, 3)));
    has_error(layout, Place::Stair(0), "stairs must be on inside cells");

    // A stair direction pointing into a wall (2ND-STAIRS-3).
    let board = two_floor();
    let mut layout = board.layout().clone();
    layout.stairs[0].a.direction = Dir::W;
    has_error(layout, Place::Stair(0), "side printed without a wall");
}

#[test]
fn unreachable_rooms_are_errors() {
    let mut layout = minimal();
    for at in [
        e(1, 1, Dir::E),
        e(1, 1, Dir::S),
        e(0, 1, Dir::S),
        e(1, 0, Dir::E),
    ] {
        layout.floors[0].edges.push(EdgeSpec {
            at,
            kind: EdgeKind::Wall,
            open: false,
        });
    }
    has_error(
        layout,
        Place::Cell(p(1, 1)),
        "cannot be reached from outside",
    );
}

#[test]
fn family_setup_cells_are_checked() {
    let mut layout = minimal();
    layout.family_setup = Some(FamilySetup {
        fire: vec![p(2, 2), p(0, 0)],
        poi: vec![p(2, 2), p(9, 9)],
    });
    let errs = errors(layout);
    assert!(
        errs.iter()
            .any(|(_, m)| m.contains("Fire cell 0,0 is outside")),
        "{errs:#?}"
    );
    assert!(
        errs.iter().any(|(_, m)| m.contains("listed twice")),
        "{errs:#?}"
    );
    assert!(
        errs.iter()
            .any(|(_, m)| m.contains("POI cell 9,9 is not on the board")),
        "{errs:#?}"
    );
}

#[test]
fn arrows_must_stay_in_the_building() {
    let mut layout = minimal();
    let mut rows = vec![". . . . . . . . . .".to_owned(); 8];
    rows[1] = ". N . . . . . . . .".into();
    layout.floors[0].arrows = rows;
    has_error(layout, Place::Cell(p(1, 1)), "points out of the building");
}

#[test]
fn malformed_json_names_file_line_and_column() {
    let text = "{\n  \"format_version\": 1,\n  \"name\": \"x\",\n  \"floors\": [ oops ]\n}";
    let err = parse_board(text, Path::new("boards/broken.json")).expect_err("malformed");
    match &err {
        BoardError::Json { line, column, .. } => assert_eq!((*line, *column), (4, 15)),
        other => panic!("expected a JSON error, got {other}"),
    }
    assert!(
        err.to_string().starts_with("boards/broken.json:4:15: "),
        "{err}"
    );

    // A shape error keeps its position too.
    let mut value = serde_json::to_value(minimal()).expect("serialises");
    value["floors"][0]["edges"] = serde_json::json!([{ "at": "2,2X", "kind": "wall" }]);
    let text = serde_json::to_string_pretty(&value).expect("text");
    let err = parse_board(&text, Path::new("b.json")).expect_err("bad edge");
    assert!(err.to_string().contains("\"2,2X\" is not valid"), "{err}");
    assert!(
        matches!(err, BoardError::Json { line, .. } if line > 1),
        "{err}"
    );
}

#[test]
fn format_versions_are_gated() {
    let mut value = serde_json::to_value(minimal()).expect("serialises");
    value["format_version"] = (flashpoint::engine::board::FORMAT_VERSION + 1).into();
    let err = parse_layout(&value.to_string(), Path::new("new.json")).expect_err("future");
    assert!(
        err.to_string()
            .contains("newer than this program understands"),
        "{err}"
    );

    value["format_version"] = 0.into();
    let err = parse_layout(&value.to_string(), Path::new("old.json")).expect_err("never existed");
    assert!(err.to_string().contains("never existed"), "{err}");

    let err = parse_layout("{\"name\": \"x\"}", Path::new("x.json")).expect_err("no version");
    assert!(err.to_string().contains("no \"format_version\""), "{err}");
}

/// Format version 2 added the expansion fields (`rules`, `ladders`,
/// `setup_lines`, spot `side`): a version 1 file loads as the same board,
/// playing by the base rules, and is written back as version 2.
#[test]
fn a_version_1_board_migrates_to_version_2() {
    for name in ["front", "back"] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("boards/{name}.json"));
        let text = std::fs::read_to_string(&path).expect("shipped board");
        let old = text.replacen("\"format_version\": 2", "\"format_version\": 1", 1);
        assert_ne!(old, text, "the shipped board is version 2");
        let migrated = parse_layout(&old, Path::new("old.json")).expect("a version 1 board loads");
        let current = parse_layout(&text, &path).expect("loads");
        assert_eq!(migrated.format_version, 2);
        assert_eq!(migrated.rules, flashpoint::engine::board::RuleSet::Base);
        assert_eq!(migrated, current);
    }
}

#[test]
fn unknown_fields_are_rejected_not_ignored() {
    let mut value = serde_json::to_value(minimal()).expect("serialises");
    value["floors"][0]["edgez"] = serde_json::json!([]);
    let err = parse_layout(&value.to_string(), Path::new("typo.json")).expect_err("typo");
    assert!(err.to_string().contains("edgez"), "{err}");
}

fn front_text() -> String {
    std::fs::read_to_string(path("boards/front.json")).expect("front board")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random bytes never panic the loader.
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_board(&text, Path::new("random.json"));
    }

    /// Every truncation of a real board gives an error, never a panic.
    #[test]
    fn truncated_boards_fail_cleanly(cut in 0usize..3000) {
        let text = front_text();
        let cut = cut.min(text.len().saturating_sub(2));
        let mut end = cut;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        prop_assert!(parse_board(&text[..end], Path::new("cut.json")).is_err());
    }

    /// Replacing a digit of a real board never panics (it may stay valid).
    #[test]
    fn mutated_numbers_never_panic(index in 0usize..4000, digit in 0u8..10) {
        let mut bytes = front_text().into_bytes();
        let digits: Vec<usize> = bytes.iter().enumerate().filter(|(_, b)| b.is_ascii_digit()).map(|(i, _)| i).collect();
        let at = digits[index % digits.len()];
        bytes[at] = b'0' + digit;
        let text = String::from_utf8(bytes).expect("still utf-8");
        let _ = parse_board(&text, Path::new("mutated.json"));
    }

    /// Random valid-shaped layouts never panic validation.
    #[test]
    fn random_layouts_never_panic(
        rows in 1usize..12, cols in 1usize..12,
        kinds in proptest::collection::vec(0u8..4, 144),
        edges in proptest::collection::vec((0u8..13, 0u8..13, 0u8..4, 0u8..7, any::<bool>()), 0..30),
        stairs in proptest::collection::vec((0u8..3, 0u8..12, 0u8..12, 0u8..3, 0u8..12, 0u8..12), 0..3),
        floors in 1usize..3,
    ) {
        let chars = ['.', '#', 'x', 'e'];
        let mut layout = minimal();
        layout.floors.clear();
        for f in 0..floors {
            let cells = (0..rows)
                .map(|r| (0..cols).map(|c| chars[usize::from(kinds[(r * cols + c + f) % 144])]).collect())
                .collect();
            let mut floor = flashpoint::engine::board::layout::FloorLayout::with_outside_ring("f", 2, 2);
            floor.cells = cells;
            floor.dice.red_offset = (f * 3) as i16;
            let all = [EdgeKind::Wall, EdgeKind::Door, EdgeKind::Entrance, EdgeKind::Window, EdgeKind::ThinWall, EdgeKind::PartyWall, EdgeKind::ElevatorDoor];
            for &(r, c, d, k, open) in &edges {
                floor.edges.push(EdgeSpec { at: e(r, c, Dir::ALL[usize::from(d)]), kind: all[usize::from(k)], open });
            }
            layout.floors.push(floor);
        }
        for &(fa, ra, ca, fb, rb, cb) in &stairs {
            layout.stairs.push(StairLink {
                a: StairEnd { cell: Pos::on(fa, ra, ca), direction: Dir::E },
                b: StairEnd { cell: Pos::on(fb, rb, cb), direction: Dir::W },
            });
        }
        let _ = Board::from_layout(layout);
    }
}

/// Issue 12: boards on which a rolling rule could never do its job are
/// refused; corner cases the rulings make safe (R49, R50, no collapse) are
/// warnings, each naming its rule.
#[test]
fn boards_where_a_rule_cannot_run_are_refused_or_warned() {
    use flashpoint::engine::board::layout::{DiceOverride, FloorLayout};
    let warnings = |layout: BoardLayout| -> Vec<String> {
        problems(layout)
            .into_iter()
            .filter(|(s, _, _)| *s == Severity::Warning)
            .map(|(_, _, m)| m)
            .collect()
    };
    // A 3 × 4 floor: two inside cells, both dice-named.
    let small = || {
        let mut layout = minimal();
        layout.floors[0] = FloorLayout::with_outside_ring("small", 3, 4);
        layout.parking.ambulance[0].cells = [p(0, 1), p(0, 2)];
        layout
    };
    let w = warnings(small());
    for needle in [
        "fewer than 3 POIs fit on the board; the rest stay in the bag (Ruling R50)",
        "the dice name only 2 cells the fire can advance onto, no more than the 24 Hot Spots",
        "(Ruling R49)",
        "the walls and windows take only 0 damage cubes, fewer than the 24 of a collapse",
    ] {
        assert!(w.iter().any(|m| m.contains(needle)), "{needle:?} in {w:#?}");
    }
    // The printed-size blank board: 48 named cells, no R49 or R50 warning.
    let w = warnings(minimal());
    assert!(
        !w.iter().any(|m| m.contains("R49") || m.contains("R50")),
        "{w:#?}"
    );

    // Only restricted cells are named: no POI could ever be placed.
    let mut layout = small();
    layout.floors[0].cells[1] = ".xx.".into();
    layout.floors[0].cells.insert(2, ".##.".into());
    layout.floors[0].dice.cells = vec![];
    layout.dice.red = 1;
    has_error(layout, Place::Board, "no POI could ever be placed");

    // Only an elevator (with its door) is named: fire could never advance.
    let mut layout = small();
    layout.dice.red = 1;
    layout.dice.black = 1;
    layout.floors[0].cells[1] = ".e#.".into();
    layout.floors[0].edges.push(EdgeSpec {
        at: e(1, 1, Dir::E),
        kind: EdgeKind::ElevatorDoor,
        open: false,
    });
    layout.floors[0].dice.cells = vec![DiceOverride {
        cell: p(1, 1),
        red: 1,
        black: 1,
    }];
    has_error(layout, Place::Board, "fire could never advance");
}

/// Fuzzing found two overflows in the validator (issue 12): a 255-sided die
/// in the deck-gun check, and parking cells far apart that wrapped round to
/// "adjacent". Both are now plain errors.
#[test]
fn huge_dice_and_far_apart_spot_cells_are_errors_not_overflows() {
    let mut layout: BoardLayout = serde_json::from_str(&front_text()).expect("front board parses");
    layout.dice.red = 255;
    has_error(layout, Place::Board, "the red die has 255 sides");
    for far in ["200,200", "2,255"] {
        let mut layout: BoardLayout =
            serde_json::from_str(&front_text()).expect("front board parses");
        layout.parking.ambulance[0].cells = [p(1, 0), far.parse().expect("cell")];
        has_error(layout, Place::AmbulanceSpot(0), "not two adjacent cells");
    }
}

/// Issue 12: the same input gives the same problem list, errors first, then
/// by place; listings stop after 200 problems with "… and N more".
#[test]
fn problems_come_in_a_stable_order_and_listings_are_capped() {
    let mut layout = minimal();
    // Many problems of several kinds: unknown cells, duplicate edges, spots.
    for r in 1..7 {
        layout.floors[0].edges.push(EdgeSpec {
            at: e(r, 0, Dir::N),
            kind: EdgeKind::Door,
            open: false,
        });
    }
    layout.parking.engine.push(EngineSpot {
        cells: [p(3, 3), p(3, 4)],
        area: 9,
        side: None,
    });
    let first = problems(layout.clone());
    assert!(first.len() >= 3, "{first:#?}");
    for _ in 0..5 {
        assert_eq!(problems(layout.clone()), first);
    }
    let mut sorted = first.clone();
    sorted.sort();
    assert_eq!(first, sorted, "errors first, then by place and wording");

    // 300 problems: the listing shows 200 and says how many more.
    let mut layout = minimal();
    for c in 0..10u8 {
        for r in 0..8u8 {
            for side in [Dir::N, Dir::W, Dir::S] {
                layout.floors[0].edges.push(EdgeSpec {
                    at: e(r, c, side),
                    kind: EdgeKind::Entrance,
                    open: true,
                });
            }
        }
    }
    let err = Board::from_layout(layout).expect_err("many problems");
    assert!(err.problems.len() > 200, "{}", err.problems.len());
    let text = err.to_string();
    assert_eq!(text.lines().count(), 1 + 200 + 1, "{text}");
    assert!(
        text.ends_with(&format!("… and {} more", err.problems.len() - 200)),
        "{text}"
    );
}

/// Issue 13: a floor none of whose cells can be reached (a floor just
/// added, before its stairs) is one problem naming the floor, not one per
/// cell; a room cut off on a floor that is otherwise reachable is still
/// named cell by cell (see `unreachable_rooms_are_errors`).
#[test]
fn a_floor_without_stairs_is_one_problem() {
    let mut doc = flashpoint::editor::EditorDoc::new(minimal());
    doc.add_floor("Upper floor").expect("a floor is added");
    let errs: Vec<_> = doc
        .problems()
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .cloned()
        .collect();
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert_eq!(errs[0].place, Place::Floor(1));
    assert_eq!(
        errs[0].to_string(),
        "error: Upper floor: no stairs lead to this floor, so none of its 48 inside cells can be reached (2ND-STAIRS-1)"
    );
    assert!(
        !doc.problems()
            .iter()
            .any(|p| matches!(p.place, Place::Cell(_))),
        "{:#?}",
        doc.problems()
    );

    // A ground floor walled in all round, without a door: one problem too.
    let mut layout = minimal();
    for c in 1..9 {
        for (r, side) in [(1, Dir::N), (6, Dir::S)] {
            layout.floors[0].edges.push(EdgeSpec {
                at: e(r, c, side),
                kind: EdgeKind::Wall,
                open: false,
            });
        }
    }
    for r in 1..7 {
        for (c, side) in [(1, Dir::W), (8, Dir::E)] {
            layout.floors[0].edges.push(EdgeSpec {
                at: e(r, c, side),
                kind: EdgeKind::Wall,
                open: false,
            });
        }
    }
    let errs = errors(layout.clone());
    assert_eq!(
        errs,
        [(
            Place::Floor(0),
            "none of the floor's 48 inside cells can be reached from outside without chopping through a wall"
                .to_string()
        )]
    );

    // The same building before any parking spot is drawn: the missing way
    // in is reported beside the missing spots, not only once they are
    // drawn (a designer drawing walls first learns of both at once).
    layout.parking.ambulance.clear();
    let errs = errors(layout);
    assert_eq!(errs.len(), 2, "{errs:#?}");
    assert!(
        errs.iter()
            .any(|(place, m)| *place == Place::Board && m.contains("no parking spots")),
        "{errs:#?}"
    );
    assert!(
        errs.iter()
            .any(|(place, m)| *place == Place::Floor(0) && m.contains("can be reached")),
        "{errs:#?}"
    );
}

/// Issue 13: a cell is named by the dice coordinates printed on it, with
/// the floor's name on a board of several floors; an edge by its cell and
/// side. The townhouse's upper floor has black offset 4, so its cell at
/// row 3, column 4 is printed 3,8.
#[test]
fn places_are_named_by_printed_dice_coordinates_and_floor_names() {
    let town = load_board(&path("boards/townhouse.json")).expect("the townhouse board");
    let layout = town.layout();
    assert_eq!(layout.floors[1].name, "Upper floor");
    assert_eq!(place_name(layout, Pos::on(1, 3, 4)), "3,8 Upper floor");
    assert_eq!(place_name(layout, Pos::on(0, 3, 4)), "3,4 Ground floor");
    assert_eq!(
        edge_place_name(
            layout,
            flashpoint::engine::geom::EdgeRef::new(Pos::on(1, 3, 4), Dir::S)
        ),
        "3,8S Upper floor"
    );
    // One floor: no floor name. Outside cells go by row and column plus
    // the offsets all the same.
    let one = minimal();
    assert_eq!(place_name(&one, p(3, 8)), "3,8");
    assert_eq!(place_name(&one, p(0, 4)), "0,4");
    let mut shifted = minimal();
    shifted.floors[0].dice.red_offset = 1;
    shifted.floors[0].dice.black_offset = -1;
    assert_eq!(place_name(&shifted, p(2, 2)), "3,1");
    assert_eq!(place_name(&shifted, p(0, 0)), "1,-1");
    // A cell's own dice win over the offsets; one that does not fit the
    // dice is not printed, so the offsets name the cell.
    shifted.floors[0].dice.cells = vec![
        DiceOverride {
            cell: p(2, 2),
            red: 6,
            black: 8,
        },
        DiceOverride {
            cell: p(2, 3),
            red: 7,
            black: 1,
        },
    ];
    assert_eq!(place_name(&shifted, p(2, 2)), "6,8");
    assert_eq!(place_name(&shifted, p(2, 3)), "3,2");
    // Off the grid: row and column; on a floor the board lacks: as written.
    assert_eq!(place_name(&one, p(20, 30)), "20,30");
    assert_eq!(place_name(&one, Pos::on(5, 2, 2)), "5:2,2");
    // An unnamed floor of several.
    let mut unnamed = minimal();
    unnamed.floors.push(unnamed.floors[0].clone());
    unnamed.floors[1].name = " ".into();
    assert_eq!(
        place_name(&unnamed, Pos::on(1, 2, 2)),
        "2,2 unnamed floor 2"
    );
}

/// Issue 13: problems about cells on a multi-floor board name them as
/// printed, with the floor's name, never with the file's "1:2,3" prefix.
#[test]
fn problems_name_cells_as_printed() {
    let town = load_board(&path("boards/townhouse.json")).expect("the townhouse board");
    // A door on the upper floor's outer edge, and POI arrows out of the
    // building there.
    let mut layout = town.layout().clone();
    let cols = layout.floors[1].cells[0].chars().count() as u8;
    layout.floors[1].edges.push(EdgeSpec {
        at: e(3, cols - 1, Dir::E),
        kind: EdgeKind::Door,
        open: false,
    });
    // A family setup fire on the upper floor's outside ring.
    layout.family_setup = Some(FamilySetup {
        fire: vec![Pos::on(1, 0, 2)],
        poi: vec![],
    });
    let err = Board::from_layout(layout).expect_err("invalid");
    let text: Vec<String> = err.problems.iter().map(ToString::to_string).collect();
    let black = i32::from(cols - 1) + 4;
    assert!(
        text.contains(&format!(
            "error: edge 3,{black}E Upper floor: a door on the outer edge of the grid: there is no cell beyond it"
        )),
        "{text:#?}"
    );
    assert!(
        text.contains(
            &"error: family setup: Fire cell 0,6 Upper floor is outside; the setup places tokens on inside cells"
                .to_string()
        ),
        "{text:#?}"
    );
    for line in &text {
        assert!(!line.contains("1:"), "{line}");
        assert!(!line.contains("floor 1"), "{line}");
    }

    // Colliding dice results: both cells named as printed.
    let mut layout = minimal();
    layout.floors.push(layout.floors[0].clone());
    layout.floors[0].name = "Ground floor".into();
    layout.floors[1].name = "Upper floor".into();
    let err = Board::from_layout(layout).expect_err("collisions");
    assert!(
        err.problems.iter().any(|p| p.to_string()
            == "error: cell 2,3 Upper floor: cells 2,3 Ground floor and 2,3 Upper floor both have the dice result red 2, black 3; every result must name one cell"),
        "{err}"
    );
}

/// Issue 16: every problem carries its data. On the shipped boards and on
/// broken layouts of every rule set, a problem's English message is its
/// kind's words and its place in words is its named place's, the English
/// listing line is the problem's `Display`, and every language words it
/// with nothing left unfilled.
#[test]
fn every_problem_carries_its_kind_and_named_place() {
    use flashpoint::i18n::Lang;
    use flashpoint::text::problem_line;
    let mut layouts: Vec<BoardLayout> = std::fs::read_dir(path("boards"))
        .expect("the boards folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && !p.ends_with("schema.json"))
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            parse_layout(&text, &p).ok()
        })
        .collect();
    layouts.push(minimal());
    layouts.push(BoardLayout::blank(""));
    for rules in [RuleSet::SecondStory, RuleSet::HighRise, RuleSet::Brownstone] {
        let mut layout = BoardLayout::blank("expansion");
        layout.rules = rules;
        let mut upper = layout.floors[0].clone();
        upper.name = String::new();
        layout.floors.push(upper);
        layout.family_setup = Some(FamilySetup {
            fire: vec![p(0, 0), p(2, 2), p(2, 2)],
            poi: vec![Pos::on(7, 1, 1)],
        });
        layouts.push(layout);
    }
    let mut seen = 0;
    for layout in layouts {
        let problems = match Board::from_layout(layout) {
            Ok(board) => board.warnings().to_vec(),
            Err(invalid) => invalid.problems,
        };
        for problem in &problems {
            seen += 1;
            assert_eq!(problem.message, problem.kind.to_string());
            assert_eq!(problem.at, problem.named.to_string());
            assert_eq!(problem_line(Lang::En, problem), problem.to_string());
            for lang in [Lang::It, Lang::De, Lang::Ru] {
                let line = problem_line(lang, problem);
                assert!(
                    !line.contains("{ $") && !line.contains("problem-"),
                    "{lang:?}: {line}"
                );
            }
        }
    }
    assert!(seen > 30, "only {seen} problems looked at");
}

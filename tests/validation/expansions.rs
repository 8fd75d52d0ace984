//! Validation of the expansions' data (format 2, issue 14): 2nd Story
//! ladders and their tops, High Rise's single walled floor and what it
//! lacks, the Brownstone's spot sides, and expansion data on a base board.

use super::*;
use flashpoint::engine::board::layout::{LadderSpec, LadderTop, SetupLine};

fn warnings(layout: BoardLayout) -> Vec<(Place, String)> {
    problems(layout)
        .into_iter()
        .filter(|(s, _, _)| *s == Severity::Warning)
        .map(|(_, p, m)| (p, m))
        .collect()
}

/// The two-floor fixture declared a 2nd Story board, with its ladder tops
/// where a ladder on the ground ring reaches the upper ring.
fn second_story() -> BoardLayout {
    let text = std::fs::read_to_string(path("tests/fixtures/two_floor.json")).expect("fixture");
    let mut layout = parse_layout(&text, Path::new("two_floor.json")).expect("fixture");
    layout.rules = RuleSet::SecondStory;
    // The Engine brings the ladders: a spot whose deck gun covers the
    // ground floor's top half.
    layout.parking.engine.push(EngineSpot {
        cells: [p(0, 6), p(0, 7)],
        area: 1,
        side: Some(Dir::N),
    });
    let mut areas = vec!["..........".to_string(); 8];
    for row in &mut areas[1..4] {
        *row = ".11111111.".into();
    }
    layout.floors[0].areas = areas;
    layout
}

/// 2ND-BOARD-1, 2ND-LADDER-1, 2ND-LADDER-3: a 2nd Story board names where
/// ladders reach, or validation says what is missing.
#[test]
fn a_2nd_story_board_without_ladders_is_refused() {
    let layout = second_story();
    has_error(layout.clone(), Place::Board, "2nd Story: no ladders");
    let mut one_floor = minimal();
    one_floor.rules = RuleSet::SecondStory;
    has_error(
        one_floor,
        Place::Board,
        "2nd Story: the board has one floor",
    );
    let mut empty = layout;
    empty.ladders = Some(LadderSpec::default());
    has_error(empty, Place::Board, "no ladder tops");
}

/// 2ND-LADDER-3: each top goes from a ground outside cell to an upper
/// outside cell; one ladder per space (Ruling R40).
#[test]
fn ladder_tops_are_checked_and_missing_ones_named() {
    let mut layout = second_story();
    layout.ladders = Some(LadderSpec {
        supply: 4,
        tops: vec![
            LadderTop {
                foot: p(0, 3),
                top: Pos::on(1, 0, 3),
            },
            LadderTop {
                foot: p(1, 1),
                top: Pos::on(1, 0, 4),
            },
            LadderTop {
                foot: p(0, 3),
                top: Pos::on(1, 1, 1),
            },
        ],
    });
    let errs = errors(layout.clone());
    let at = |i: usize| {
        errs.iter()
            .filter(|(p, _)| *p == Place::LadderTop(i))
            .map(|(_, m)| m.as_str())
            .collect::<Vec<_>>()
    };
    assert!(at(0).is_empty(), "{errs:#?}");
    assert!(
        at(1)
            .iter()
            .any(|m| m.contains("not a ground-floor outside cell")),
        "{errs:#?}"
    );
    assert!(
        at(2)
            .iter()
            .any(|m| m.contains("not an outside cell of an upper floor")),
        "{errs:#?}"
    );
    assert!(
        at(2).iter().any(|m| m.contains("already starts at")),
        "{errs:#?}"
    );
    // The only good top leaves the other ground cells under the upper ring
    // named, one warning each.
    layout.ladders = Some(LadderSpec {
        supply: 4,
        tops: vec![LadderTop {
            foot: p(0, 3),
            top: Pos::on(1, 0, 3),
        }],
    });
    assert!(errors(layout.clone()).is_empty(), "{:#?}", errors(layout));
    let missing: Vec<String> = warnings(layout.clone())
        .into_iter()
        .filter(|(_, m)| m.contains("has no ladder top"))
        .map(|(p, _)| p.to_string())
        .collect();
    assert!(missing.contains(&"cell 0,4".to_string()), "{missing:?}");
    assert!(!missing.contains(&"cell 0,3".to_string()), "{missing:?}");
    let mut zero = layout;
    zero.ladders.as_mut().expect("ladders").supply = 0;
    has_error(zero, Place::Board, "the Engine holds 0 ladders");
}

/// URB-HIGHRISE-GEN-1, URB-HIGHRISE-SETUP-1, URB-HIGHRISE-LADDER-1: a High
/// Rise board needs an elevator, setup lines and Engine sides.
#[test]
fn a_high_rise_board_names_what_it_lacks() {
    let mut layout = minimal();
    layout.rules = RuleSet::HighRise;
    layout.parking.engine.push(EngineSpot {
        cells: [p(7, 4), p(7, 5)],
        area: 1,
        side: None,
    });
    layout.floors[0].areas = vec!["..........".into(); 8];
    layout.floors[0].areas[3] = ".11111111.".into();
    has_error(layout.clone(), Place::Board, "High Rise: no elevator");
    has_error(
        layout.clone(),
        Place::Board,
        "High Rise: 0 setup lines are listed",
    );
    has_error(layout.clone(), Place::EngineSpot(0), "the spot has no side");
    layout.setup_lines = vec![
        SetupLine::Column(2),
        SetupLine::Column(9),
        SetupLine::Row(5),
    ];
    has_error(
        layout.clone(),
        Place::SetupLine(1),
        "column (black die) 9 is not on the dice",
    );
    // The ambulance spot is ignored, with a warning, and the base game's
    // "no ambulance spot" warning is not given.
    let warned = warnings(layout);
    assert!(
        warned
            .iter()
            .any(|(_, m)| m.contains("the Ambulance is not used")),
        "{warned:#?}"
    );
}

/// URB-HIGHRISE-GEN-1 / -ELEV-1 and engine ruling E38: a High Rise board is
/// one fire floor, and a car is walled but for its elevator door (so fire
/// and firefighters reach it only through the door).
#[test]
fn a_high_rise_board_is_one_floor_with_walled_cars() {
    let text = std::fs::read_to_string(path("boards/highrise.json")).expect("board");
    let tower = parse_layout(&text, Path::new("highrise.json")).expect("parses");
    Board::from_layout(tower.clone()).expect("the shipped tower is valid");
    let mut open_side = tower.clone();
    open_side.floors[0]
        .edges
        .retain(|e| e.at.to_string() != "3,4E");
    assert_eq!(
        open_side.floors[0].edges.len() + 1,
        tower.floors[0].edges.len()
    );
    has_error(
        open_side,
        Place::Cell(p(3, 4)),
        "the car's side 3,4E is open floor",
    );
    let mut door_side = tower.clone();
    for e in &mut door_side.floors[0].edges {
        if e.at.to_string() == "3,4E" {
            e.kind = EdgeKind::Door;
        }
    }
    has_error(
        door_side,
        Place::Cell(p(3, 4)),
        "the car's side 3,4E is a door",
    );
    let mut two_floors = tower;
    two_floors.floors.push(two_floors.floors[0].clone());
    has_error(
        two_floors,
        Place::Board,
        "High Rise: the board is the fire floor of a tower, one floor (URB-HIGHRISE-GEN-1); it has 2 floors",
    );
}

/// URB-BROWN-3: every spot of a Brownstone board says its side.
#[test]
fn a_brownstone_board_gives_every_spot_a_side() {
    let mut layout = minimal();
    layout.rules = RuleSet::Brownstone;
    has_error(
        layout.clone(),
        Place::AmbulanceSpot(0),
        "Brownstone: the spot has no side",
    );
    layout.parking.ambulance[0].side = Some(Dir::N);
    assert!(errors(layout.clone()).is_empty(), "{:#?}", errors(layout));
    assert!(
        warnings(layout)
            .iter()
            .any(|(_, m)| m.contains("no party wall"))
    );
}

/// Data only an expansion reads, on a board that does not play by it, is
/// a warning: the designer switched the rules, or forgot to.
#[test]
fn expansion_data_on_a_base_board_is_a_warning() {
    let mut layout = minimal();
    layout.ladders = Some(LadderSpec::default());
    layout.setup_lines = vec![SetupLine::Row(1)];
    let warned = warnings(layout.clone());
    assert!(
        warned
            .iter()
            .any(|(_, m)| m.contains("only 2nd Story boards use")),
        "{warned:#?}"
    );
    assert!(
        warned
            .iter()
            .any(|(_, m)| m.contains("only High Rise boards use")),
        "{warned:#?}"
    );
    assert!(errors(layout).is_empty());
}

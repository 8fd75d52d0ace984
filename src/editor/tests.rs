//! Tests of the editor model: one per edit kind (asserting the layout
//! exactly), history, floors and grid resizes keeping references consistent,
//! clipboard, files, and a property test over random edit sequences.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

use proptest::prelude::*;

use super::*;
use crate::engine::board::io::{layout_to_json, parse_layout};
use crate::engine::board::layout::{
    AmbulanceSpot, CellKind, DiceOverride, EdgeKind, EdgeSpec, EngineSpot, LadderSpec, LadderTop,
    RuleSet, SetupLine, StairEnd,
};
use crate::engine::board::{Place, Severity};
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos, e, p};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn front() -> EditorDoc {
    EditorDoc::open(&root().join("boards/front.json")).unwrap()
}

fn two_floor() -> EditorDoc {
    EditorDoc::open(&root().join("tests/fixtures/two_floor.json")).unwrap()
}

fn blank() -> EditorDoc {
    EditorDoc::blank("Test")
}

fn spec(at: EdgeRef, kind: EdgeKind, open: bool) -> EdgeSpec {
    EdgeSpec { at, kind, open }
}

/// BOARD-1..3: walls and doors, stored once in canonical spelling; either
/// spelling finds and replaces it; None erases.
#[test]
fn set_edge_stores_each_edge_once_canonically() {
    let mut doc = blank();
    let set = |at, kind, open| Edit::SetEdge {
        floor: 0,
        at,
        kind,
        open,
    };
    doc.apply(set(e(2, 4, Dir::W), Some(EdgeKind::Wall), false))
        .unwrap();
    assert_eq!(
        doc.layout().floors[0].edges,
        vec![spec(e(2, 3, Dir::E), EdgeKind::Wall, false)]
    );
    doc.apply(set(e(2, 3, Dir::E), Some(EdgeKind::Door), true))
        .unwrap();
    doc.apply(set(e(1, 1, Dir::S), Some(EdgeKind::Window), false))
        .unwrap();
    assert_eq!(
        doc.layout().floors[0].edges,
        vec![
            spec(e(1, 1, Dir::S), EdgeKind::Window, false),
            spec(e(2, 3, Dir::E), EdgeKind::Door, true)
        ]
    );
    assert_eq!(
        doc.edge(0, e(2, 4, Dir::W)).map(|s| s.kind),
        Some(EdgeKind::Door)
    );
    let rev = doc.revision();
    doc.apply(set(e(3, 3, Dir::N), None, false)).unwrap();
    assert_eq!(doc.revision(), rev, "erasing nothing changes nothing");
    doc.apply(set(e(2, 4, Dir::W), None, false)).unwrap();
    assert_eq!(
        doc.layout().floors[0].edges,
        vec![spec(e(1, 1, Dir::S), EdgeKind::Window, false)]
    );
}

/// Every edge kind can be placed (BOARD-4, 2ND-WIN-1, 2ND-THIN-1, URB-BROWN-2,
/// URB-HIGHRISE-ELEV-1); nonsense is refused and changes nothing.
#[test]
fn set_edge_kinds_and_refusals() {
    let mut doc = blank();
    let kinds = [
        EdgeKind::Wall,
        EdgeKind::Door,
        EdgeKind::Entrance,
        EdgeKind::Window,
        EdgeKind::ThinWall,
        EdgeKind::PartyWall,
        EdgeKind::ElevatorDoor,
    ];
    for (i, kind) in kinds.into_iter().enumerate() {
        let at = e(1, i as u8 + 1, Dir::S);
        doc.apply(Edit::SetEdge {
            floor: 0,
            at,
            kind: Some(kind),
            open: false,
        })
        .unwrap();
        assert_eq!(doc.edge(0, at), Some(&spec(at, kind, false)));
    }
    let before = doc.layout().clone();
    let rev = doc.revision();
    for bad in [
        Edit::SetEdge {
            floor: 0,
            at: e(0, 0, Dir::N),
            kind: Some(EdgeKind::Wall),
            open: false,
        },
        Edit::SetEdge {
            floor: 0,
            at: e(7, 9, Dir::E),
            kind: Some(EdgeKind::Wall),
            open: false,
        },
        Edit::SetEdge {
            floor: 1,
            at: e(1, 1, Dir::E),
            kind: Some(EdgeKind::Wall),
            open: false,
        },
        Edit::SetEdge {
            floor: 0,
            at: e(1, 1, Dir::E),
            kind: Some(EdgeKind::Wall),
            open: true,
        },
    ] {
        assert!(doc.apply(bad).is_err());
    }
    assert_eq!(doc.layout(), &before);
    assert_eq!(doc.revision(), rev);
}

#[test]
fn set_cell_paints_and_outside_clears_arrow_and_area() {
    let mut doc = front();
    doc.apply(Edit::SetCell {
        pos: p(1, 1),
        kind: CellKind::Restricted,
    })
    .unwrap();
    assert_eq!(doc.layout().floors[0].cells[1], ".x#######.");
    doc.apply(Edit::SetCell {
        pos: p(1, 2),
        kind: CellKind::Outside,
    })
    .unwrap();
    let f = &doc.layout().floors[0];
    assert_eq!(f.cells[1], ".x.######.");
    assert_eq!(f.areas[1], ".1.112222.");
    assert_eq!(f.arrows[1], ".  SE .  S  S  S  S  S  SW .");
    assert_eq!(
        doc.apply(Edit::SetCell {
            pos: p(8, 0),
            kind: CellKind::Inside
        }),
        Err(EditError::OffGrid(p(8, 0)))
    );
}

/// BOARD-6: deck-gun areas 1-9.
#[test]
fn set_area() {
    let mut doc = blank();
    doc.apply(Edit::SetArea {
        pos: p(1, 1),
        area: Some(3),
    })
    .unwrap();
    let f = &doc.layout().floors[0];
    assert_eq!(f.areas.len(), 8);
    assert_eq!(f.areas[1], ".3........");
    assert_eq!(f.areas[0], "..........");
    assert_eq!(
        doc.apply(Edit::SetArea {
            pos: p(1, 1),
            area: Some(0)
        }),
        Err(EditError::BadArea(0))
    );
    doc.apply(Edit::SetArea {
        pos: p(1, 1),
        area: None,
    })
    .unwrap();
    assert!(
        doc.layout().floors[0].areas.is_empty(),
        "no area left: the grid is omitted"
    );
}

/// EXP-POI-3: arrows, written in aligned columns.
#[test]
fn set_arrow() {
    let mut doc = blank();
    doc.apply(Edit::SetArrow {
        pos: p(1, 1),
        dir: Some(Dir8::SE),
    })
    .unwrap();
    doc.apply(Edit::SetArrow {
        pos: p(1, 2),
        dir: Some(Dir8::S),
    })
    .unwrap();
    let f = &doc.layout().floors[0];
    assert_eq!(f.arrows[1], ".  SE S  .  .  .  .  .  .  .");
    assert_eq!(f.arrows[0], ".  .  .  .  .  .  .  .  .  .");
}

/// EXP-POI-3: generated arrows point to the centre of the inside cells.
#[test]
fn generate_arrows_points_to_the_centre() {
    let mut doc = blank();
    doc.apply(Edit::GenerateArrows { floor: 0 }).unwrap();
    // Inside cells are rows 1-6, cols 1-8: centre (3.5, 4.5).
    let f = &doc.layout().floors[0];
    assert_eq!(
        f.arrows,
        vec![
            ".  .  .  .  .  .  .  .  .  .",
            ".  SE SE SE S  S  SW SW SW .",
            ".  SE SE SE S  S  SW SW SW .",
            ".  E  E  E  SE SW W  W  W  .",
            ".  E  E  E  NE NW W  W  W  .",
            ".  NE NE NE N  N  NW NW NW .",
            ".  NE NE NE N  N  NW NW NW .",
            ".  .  .  .  .  .  .  .  .  .",
        ]
    );
    // The generated arrows are all valid: no arrow problem.
    assert!(
        doc.problems()
            .iter()
            .all(|pr| !pr.message.contains("arrow")),
        "{:?}",
        doc.problems()
    );
}

/// GEN-3: dice sides, floor offsets, floor faces and per-cell overrides.
#[test]
fn dice_edits() {
    let mut doc = blank();
    doc.apply(Edit::SetDice {
        red: 6,
        black: 8,
        floor: Some(2),
    })
    .unwrap();
    assert_eq!(doc.layout().dice.floor, Some(2));
    assert_eq!(
        doc.apply(Edit::SetDice {
            red: 0,
            black: 8,
            floor: None
        }),
        Err(EditError::BadDie(0))
    );
    doc.apply(Edit::SetDiceOffsets {
        floor: 0,
        red_offset: -1,
        black_offset: 2,
    })
    .unwrap();
    doc.apply(Edit::SetFloorFace {
        floor: 0,
        face: Some(1),
    })
    .unwrap();
    doc.apply(Edit::SetDiceOverride {
        floor: 0,
        cell: p(2, 2),
        dice: Some((1, 1)),
    })
    .unwrap();
    doc.apply(Edit::SetDiceOverride {
        floor: 0,
        cell: p(1, 1),
        dice: Some((3, 4)),
    })
    .unwrap();
    let d = &doc.layout().floors[0].dice;
    assert_eq!(
        (d.red_offset, d.black_offset, d.floor_face),
        (-1, 2, Some(1))
    );
    assert_eq!(
        d.cells,
        vec![
            DiceOverride {
                cell: p(1, 1),
                red: 3,
                black: 4
            },
            DiceOverride {
                cell: p(2, 2),
                red: 1,
                black: 1
            }
        ]
    );
    doc.apply(Edit::SetDiceOverride {
        floor: 0,
        cell: p(1, 1),
        dice: None,
    })
    .unwrap();
    assert_eq!(doc.layout().floors[0].dice.cells.len(), 1);
}

/// BOARD-5: parking spots are two side-by-side cells; engines name an area.
#[test]
fn parking_edits() {
    let mut doc = blank();
    doc.apply(Edit::AddAmbulanceSpot {
        cells: [p(0, 4), p(0, 5)],
    })
    .unwrap();
    // The side of the building is proposed (URB-HIGHRISE-LADDER-1, URB-BROWN-3).
    assert_eq!(
        doc.layout().parking.ambulance,
        vec![AmbulanceSpot {
            cells: [p(0, 4), p(0, 5)],
            side: Some(Dir::N)
        }]
    );
    assert!(matches!(
        doc.apply(Edit::AddAmbulanceSpot {
            cells: [p(0, 4), p(0, 6)]
        }),
        Err(EditError::NotAdjacent(..))
    ));
    doc.apply(Edit::AddEngineSpot {
        cells: [p(1, 0), p(2, 0)],
        area: 1,
    })
    .unwrap();
    doc.apply(Edit::SetEngineArea { index: 0, area: 4 })
        .unwrap();
    assert_eq!(
        doc.layout().parking.engine,
        vec![EngineSpot {
            cells: [p(1, 0), p(2, 0)],
            area: 4,
            side: Some(Dir::W)
        }]
    );
    assert!(
        doc.apply(Edit::SetEngineArea { index: 1, area: 4 })
            .is_err()
    );
    // The designer changes or clears a side; each is one undo step.
    doc.apply(Edit::SetSpotSide {
        vehicle: Vehicle::Engine,
        index: 0,
        side: Some(Dir::S),
    })
    .unwrap();
    doc.apply(Edit::SetSpotSide {
        vehicle: Vehicle::Ambulance,
        index: 0,
        side: None,
    })
    .unwrap();
    assert_eq!(doc.layout().parking.engine[0].side, Some(Dir::S));
    assert_eq!(doc.layout().parking.ambulance[0].side, None);
    assert_eq!(
        doc.apply(Edit::SetSpotSide {
            vehicle: Vehicle::Ambulance,
            index: 1,
            side: Some(Dir::E),
        }),
        Err(EditError::NoSuchItem {
            what: ItemList::AmbulanceSpot,
            index: 1
        })
    );
    assert!(doc.undo());
    assert_eq!(doc.layout().parking.ambulance[0].side, Some(Dir::N));
    assert!(doc.undo());
    assert_eq!(doc.layout().parking.engine[0].side, Some(Dir::W));
    assert!(doc.redo());
    assert!(doc.redo());
    assert_eq!(doc.layout().parking.engine[0].side, Some(Dir::S));
    assert_eq!(doc.layout().parking.ambulance[0].side, None);
    doc.apply(Edit::RemoveEngineSpot { index: 0 }).unwrap();
    doc.apply(Edit::RemoveAmbulanceSpot { index: 0 }).unwrap();
    assert_eq!(doc.layout().parking, Default::default());
    assert!(doc.apply(Edit::RemoveAmbulanceSpot { index: 0 }).is_err());
}

/// GEN-3: each dice result names one cell. A new floor repeats the first
/// floor's grid and offsets, so on a board without a floor die adding it
/// adds a floor die too (one undo step); with one, the new floor gets the
/// next face; a floor whose results are already its own changes no dice.
#[test]
fn add_floor_keeps_dice_results_apart() {
    let dice_errors = |doc: &EditorDoc| {
        doc.problems()
            .iter()
            .filter(|p| p.message.contains("both have the dice result"))
            .count()
    };
    let mut doc = blank();
    assert_eq!(
        doc.add_floor("Upstairs"),
        Ok(DiceAdjustment::FloorDieAdded(2))
    );
    assert_eq!(doc.layout().dice.floor, Some(2));
    let faces: Vec<Option<u8>> = doc
        .layout()
        .floors
        .iter()
        .map(|f| f.dice.floor_face)
        .collect();
    assert_eq!(faces, [Some(1), Some(2)]);
    assert_eq!(dice_errors(&doc), 0, "{:?}", doc.problems());
    assert_eq!(doc.add_floor("Attic"), Ok(DiceAdjustment::NextFace(3)));
    assert_eq!(doc.layout().dice.floor, Some(3));
    assert_eq!(doc.layout().floors[2].dice.floor_face, Some(3));
    assert_eq!(dice_errors(&doc), 0);
    // One undo step each.
    assert!(doc.undo());
    assert_eq!(doc.layout().dice.floor, Some(2));
    assert!(doc.undo());
    assert_eq!(doc.layout(), blank().layout());

    // Offsets that push the ground floor off the dice: the new floor's
    // results are its own, and the dice stay as they were.
    let mut doc = blank();
    doc.apply(Edit::SetDiceOffsets {
        floor: 0,
        red_offset: 20,
        black_offset: 0,
    })
    .unwrap();
    assert_eq!(doc.add_floor("Upstairs"), Ok(DiceAdjustment::Unchanged));
    assert_eq!(doc.layout().dice.floor, None);

    // The cells' results as the editor shows them.
    let doc = front();
    let rolls = dice::floor_rolls(doc.layout(), 0);
    assert_eq!(rolls[0], dice::CellRoll::None, "outside");
    let at = |r: usize, c: usize| rolls[r * 10 + c].roll().map(|x| (x.red, x.black));
    assert_eq!(at(1, 1), Some((1, 1)));
    assert_eq!(at(6, 8), Some((6, 8)));
}

/// GEN-3: the floor die on gives floor n the face n + 1; more sides keep
/// the faces; off clears them. One undo step each.
#[test]
fn floor_die_on_and_off() {
    let mut doc = blank();
    doc.apply(Edit::AddFloor {
        name: "Upstairs".into(),
        size: None,
    })
    .unwrap();
    let faces = |doc: &EditorDoc| -> Vec<Option<u8>> {
        doc.layout()
            .floors
            .iter()
            .map(|f| f.dice.floor_face)
            .collect()
    };
    doc.set_floor_die(Some(2)).unwrap();
    assert_eq!(doc.layout().dice.floor, Some(2));
    assert_eq!(faces(&doc), [Some(1), Some(2)]);
    doc.apply(Edit::SetFloorFace {
        floor: 0,
        face: Some(2),
    })
    .unwrap();
    doc.apply(Edit::SetFloorFace {
        floor: 1,
        face: Some(1),
    })
    .unwrap();
    doc.set_floor_die(Some(4)).unwrap();
    assert_eq!(
        faces(&doc),
        [Some(2), Some(1)],
        "changing sides keeps faces"
    );
    doc.set_floor_die(None).unwrap();
    assert_eq!(doc.layout().dice.floor, None);
    assert_eq!(faces(&doc), [None, None]);
    assert!(doc.undo());
    assert_eq!(doc.layout().dice.floor, Some(4));
    assert_eq!(faces(&doc), [Some(2), Some(1)]);
}

/// Typing into a text field applies every keystroke at once, but a run of
/// keystrokes in one field is one undo step; leaving the field ends it.
#[test]
fn typing_is_one_undo_step_per_field_visit() {
    let mut doc = blank();
    for name in ["A", "Al", "Ald", "Alder"] {
        doc.apply_typing("name", Edit::SetName(name.into()))
            .unwrap();
    }
    assert_eq!(doc.layout().name, "Alder");
    doc.apply_typing("author", Edit::SetAuthor("Me".into()))
        .unwrap();
    doc.end_typing();
    doc.apply_typing("author", Edit::SetAuthor("Me too".into()))
        .unwrap();
    // Retyping the same text is no step and does not swallow the next one.
    doc.end_typing();
    doc.apply_typing("name", Edit::SetName("Alder".into()))
        .unwrap();
    doc.apply_typing("name", Edit::SetName("Alder Lane".into()))
        .unwrap();
    assert!(doc.undo());
    assert_eq!(doc.layout().name, "Alder");
    assert!(doc.undo());
    assert_eq!(doc.layout().author, "Me");
    assert!(doc.undo());
    assert_eq!(doc.layout().author, "");
    assert_eq!(doc.layout().name, "Alder");
    assert!(doc.undo());
    assert_eq!(doc.layout().name, "Test");
    assert!(!doc.undo());
    assert!(doc.redo());
    assert_eq!(doc.layout().name, "Alder");
    // Typing after an undo starts a fresh step and clears redo.
    doc.apply_typing("name", Edit::SetName("Alder!".into()))
        .unwrap();
    assert!(!doc.can_redo());
    assert!(doc.undo());
    assert_eq!(doc.layout().name, "Alder");
}

/// BOARD-5: new spots join the list in clockwise order round the building,
/// whatever order they are drawn in; they can be moved, and put back in order.
#[test]
fn parking_spots_keep_clockwise_order() {
    let mut doc = blank();
    let top = [p(0, 4), p(0, 5)];
    let right = [p(3, 9), p(4, 9)];
    let bottom = [p(7, 4), p(7, 5)];
    let left = [p(3, 0), p(4, 0)];
    for cells in [bottom, top, left, right] {
        doc.apply(Edit::AddAmbulanceSpot { cells }).unwrap();
    }
    let listed = |doc: &EditorDoc| -> Vec<[Pos; 2]> {
        doc.layout()
            .parking
            .ambulance
            .iter()
            .map(|s| s.cells)
            .collect()
    };
    // One cycle: bottom, left, top, right (clockwise from where it started).
    assert_eq!(listed(&doc), vec![bottom, left, top, right]);
    assert!(
        doc.problems()
            .iter()
            .all(|p| !p.message.contains("clockwise")),
        "{:?}",
        doc.problems()
    );

    // Moving one out of turn is allowed, and the validator warns about it.
    doc.apply(Edit::MoveSpot {
        vehicle: Vehicle::Ambulance,
        from: 0,
        to: 2,
    })
    .unwrap();
    assert_eq!(listed(&doc), vec![left, top, bottom, right]);
    let warning = doc
        .problems()
        .iter()
        .find(|p| p.message.contains("clockwise"))
        .expect("an out-of-turn list is reported")
        .clone();
    assert_eq!(warning.severity, Severity::Warning);
    assert_eq!(warning.place, Place::AmbulanceSpot(2));

    // "Order clockwise" sorts from north.
    doc.apply(Edit::OrderSpotsClockwise).unwrap();
    assert_eq!(listed(&doc), vec![top, right, bottom, left]);
    assert!(
        doc.problems()
            .iter()
            .all(|p| !p.message.contains("clockwise"))
    );

    assert_eq!(
        doc.apply(Edit::MoveSpot {
            vehicle: Vehicle::Engine,
            from: 0,
            to: 1
        }),
        Err(EditError::NoSuchItem {
            what: ItemList::EngineSpot,
            index: 0
        })
    );
}

/// BOARD-6: split lines at rows 3|4 and columns 4|5 give the printed boards'
/// quadrants; one line gives halves, none one area.
#[test]
fn split_quadrants() {
    let mut doc = blank();
    let front = front();
    // The blank board is the front board's outline: same ring of outside cells.
    doc.apply(Edit::SplitQuadrants {
        floor: 0,
        row: 4,
        col: 5,
    })
    .unwrap();
    assert_eq!(doc.layout().floors[0].areas, front.layout().floors[0].areas);
    doc.apply(Edit::SplitQuadrants {
        floor: 0,
        row: 0,
        col: 5,
    })
    .unwrap();
    assert_eq!(doc.layout().floors[0].areas[1], ".11112222.");
    assert_eq!(doc.layout().floors[0].areas[6], ".11112222.");
    doc.apply(Edit::SplitQuadrants {
        floor: 0,
        row: 2,
        col: 40,
    })
    .unwrap();
    assert_eq!(doc.layout().floors[0].areas[1], ".11111111.");
    assert_eq!(doc.layout().floors[0].areas[2], ".22222222.");
    assert_eq!(doc.layout().floors[0].areas[0], "..........");
    assert_eq!(
        doc.apply(Edit::SplitQuadrants {
            floor: 3,
            row: 2,
            col: 2
        }),
        Err(EditError::NoSuchFloor(3))
    );
}

/// 2ND-STAIRS-1: a stair links cells on two different floors.
#[test]
fn stair_edits() {
    let mut doc = blank();
    doc.apply(Edit::AddFloor {
        name: "Upstairs".into(),
        size: None,
    })
    .unwrap();
    let a = StairEnd {
        cell: p(2, 2),
        direction: Dir::E,
    };
    let b = StairEnd {
        cell: Pos::on(1, 2, 2),
        direction: Dir::W,
    };
    assert_eq!(
        doc.apply(Edit::AddStair {
            a: a.clone(),
            b: a.clone()
        }),
        Err(EditError::StairOnOneFloor)
    );
    doc.apply(Edit::AddStair {
        a: a.clone(),
        b: b.clone(),
    })
    .unwrap();
    assert_eq!(doc.layout().stairs.len(), 1);
    assert_eq!(
        (&doc.layout().stairs[0].a, &doc.layout().stairs[0].b),
        (&a, &b)
    );
    assert_eq!(
        doc.apply(Edit::AddStair { a: a.clone(), b }),
        Err(EditError::Duplicate)
    );
    doc.apply(Edit::RemoveStair { index: 0 }).unwrap();
    assert!(doc.layout().stairs.is_empty());
}

/// FAM-SETUP-3/4: toggling family fires and POIs; empty setup is removed.
#[test]
fn family_setup_and_first_explosion() {
    let mut doc = blank();
    doc.apply(Edit::ToggleFamilyFire { pos: p(2, 2) }).unwrap();
    doc.apply(Edit::ToggleFamilyPoi { pos: p(3, 3) }).unwrap();
    let s = doc.layout().family_setup.clone().unwrap();
    assert_eq!((s.fire, s.poi), (vec![p(2, 2)], vec![p(3, 3)]));
    doc.apply(Edit::ToggleFamilyFire { pos: p(2, 2) }).unwrap();
    doc.apply(Edit::ToggleFamilyPoi { pos: p(3, 3) }).unwrap();
    assert_eq!(doc.layout().family_setup, None);
    // EXP-SETUP-4
    let cells: Vec<Pos> = (1..=8).map(|c| p(3, c)).collect();
    doc.apply(Edit::SetFirstExplosion {
        cells: cells.clone(),
    })
    .unwrap();
    assert_eq!(doc.layout().first_explosion, cells);
    assert!(
        doc.apply(Edit::SetFirstExplosion {
            cells: vec![p(9, 9)]
        })
        .is_err()
    );
    doc.apply(Edit::SetHotSpots {
        supply: 3,
        heroic_supply: 9,
    })
    .unwrap();
    assert_eq!(
        (
            doc.layout().hot_spots.supply,
            doc.layout().hot_spots.heroic_supply
        ),
        (3, 9)
    );
}

#[test]
fn metadata_edits() {
    let mut doc = blank();
    doc.apply(Edit::SetName("N".into())).unwrap();
    doc.apply(Edit::SetAuthor("A".into())).unwrap();
    doc.apply(Edit::SetDescription("D".into())).unwrap();
    let l = doc.layout();
    assert_eq!(
        (l.name.as_str(), l.author.as_str(), l.description.as_str()),
        ("N", "A", "D")
    );
}

#[test]
fn floors_add_rename_and_limits() {
    let mut doc = two_floor();
    doc.apply(Edit::AddFloor {
        name: "Roof".into(),
        size: Some((4, 5)),
    })
    .unwrap();
    let f = &doc.layout().floors[2];
    assert_eq!(f.cells, vec![".....", ".###.", ".###.", "....."]);
    // The fixture has a floor die: the new floor gets the next face.
    assert_eq!(f.dice.floor_face, Some(3));
    doc.apply(Edit::RenameFloor {
        floor: 2,
        name: "Attic".into(),
    })
    .unwrap();
    assert_eq!(doc.layout().floors[2].name, "Attic");
    assert_eq!(
        doc.apply(Edit::AddFloor {
            name: "x".into(),
            size: Some((0, 5))
        }),
        Err(EditError::BadSize)
    );
    let mut one = blank();
    assert_eq!(
        one.apply(Edit::RemoveFloor { floor: 0 }),
        Err(EditError::LastFloor)
    );
}

/// 2ND-STAIRS-1: removing a floor drops the stairs and spots on it and
/// renumbers later floors.
#[test]
fn remove_floor_keeps_references_consistent() {
    let mut doc = two_floor();
    doc.apply(Edit::AddFloor {
        name: "Top".into(),
        size: None,
    })
    .unwrap();
    doc.apply(Edit::AddStair {
        a: StairEnd {
            cell: Pos::on(1, 3, 3),
            direction: Dir::E,
        },
        b: StairEnd {
            cell: Pos::on(2, 3, 3),
            direction: Dir::E,
        },
    })
    .unwrap();
    doc.apply(Edit::ToggleFamilyFire {
        pos: Pos::on(2, 4, 4),
    })
    .unwrap();
    doc.apply(Edit::RemoveFloor { floor: 1 }).unwrap();
    let l = doc.layout();
    assert_eq!(
        l.floors.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(),
        ["G", "Top"]
    );
    assert!(l.stairs.is_empty(), "both links touched floor 1");
    assert_eq!(
        l.family_setup.as_ref().unwrap().fire,
        vec![Pos::on(1, 4, 4)]
    );
    assert_eq!(l.parking.ambulance.len(), 2);
}

/// Reordering floors renumbers every reference (2ND-STAIRS-1, BOARD-5).
#[test]
fn move_floor_renumbers_everything() {
    let mut doc = two_floor();
    doc.apply(Edit::MoveFloor { from: 0, to: 1 }).unwrap();
    let l = doc.layout();
    assert_eq!(l.floors[0].name, "U");
    assert_eq!(l.stairs[0].a.cell, Pos::on(1, 2, 2));
    assert_eq!(l.stairs[0].b.cell, Pos::on(0, 2, 2));
    assert_eq!(
        l.parking.ambulance[0].cells,
        [Pos::on(1, 0, 4), Pos::on(1, 0, 5)]
    );
    doc.apply(Edit::MoveFloor { from: 1, to: 0 }).unwrap();
    assert_eq!(doc.layout(), two_floor().layout());
    assert_eq!(
        doc.apply(Edit::MoveFloor { from: 0, to: 2 }),
        Err(EditError::NoSuchFloor(2))
    );
}

/// Inserting a row shifts every reference below it; removing it again gives
/// back the original board exactly (BOARD-5 spots, FAM-SETUP, EXP-SETUP-4).
#[test]
fn insert_then_remove_row_and_col_is_identity() {
    for mut doc in [front(), two_floor()] {
        let original = doc.layout().clone();
        doc.apply(Edit::InsertRow { at: 3 }).unwrap();
        doc.apply(Edit::InsertCol { at: 5 }).unwrap();
        let l = doc.layout();
        assert_eq!(l.floors[0].cells.len(), 9);
        assert_eq!(l.floors[0].cells[3], ".#########.", "copies the row above");
        if l.name == "Front" {
            assert_eq!(l.parking.ambulance[1].cells, [p(4, 10), p(5, 10)]);
            assert_eq!(l.first_explosion[0], p(4, 3));
            assert!(
                l.floors[0]
                    .edges
                    .contains(&spec(e(2, 3, Dir::E), EdgeKind::Wall, false))
            );
            assert!(
                l.floors[0]
                    .edges
                    .contains(&spec(e(5, 7, Dir::E), EdgeKind::Door, false))
            );
        } else {
            assert_eq!(l.stairs[0].b.cell, Pos::on(1, 2, 2));
        }
        doc.apply(Edit::RemoveCol { at: 5 }).unwrap();
        doc.apply(Edit::RemoveRow { at: 3 }).unwrap();
        // Edge order may differ from the file only if the file was unsorted;
        // compare as sets.
        let mut got = doc.layout().clone();
        let mut want = original.clone();
        for l in [&mut got, &mut want] {
            for f in &mut l.floors {
                f.edges.sort_by_key(|e| e.at);
            }
        }
        assert_eq!(got, want);
    }
}

/// Removing a row drops everything on it (here a parking spot, family cells
/// and the edges touching it).
#[test]
fn remove_row_drops_references_to_it() {
    let mut doc = front();
    doc.apply(Edit::RemoveRow { at: 0 }).unwrap();
    let l = doc.layout();
    assert_eq!(l.floors[0].cells.len(), 7);
    assert_eq!(l.parking.ambulance.len(), 3);
    assert_eq!(l.parking.engine.len(), 3);
    // The outer wall 0,1S went with row 0; 1,0E is now 0,0E.
    assert!(
        l.floors[0]
            .edges
            .iter()
            .all(|s| !(s.at.side == Dir::S && s.at.cell.row == 0)),
        "row 1 had no south edges"
    );
    assert_eq!(
        l.floors[0].edges[0],
        spec(e(0, 0, Dir::E), EdgeKind::Wall, false)
    );
    assert_eq!(
        l.floors[0].edges[1],
        spec(e(0, 3, Dir::E), EdgeKind::Door, false)
    );
    assert_eq!(l.family_setup.as_ref().unwrap().fire[0], p(1, 2));
    assert!(matches!(
        doc.apply(Edit::RemoveRow { at: 7 }),
        Err(EditError::BadIndex(7))
    ));
}

#[test]
fn gesture_is_one_undo_step_and_new_edit_clears_redo() {
    let mut doc = blank();
    let original = doc.layout().clone();
    doc.begin_gesture();
    for c in 1..5 {
        doc.apply(Edit::SetEdge {
            floor: 0,
            at: e(2, c, Dir::S),
            kind: Some(EdgeKind::Wall),
            open: false,
        })
        .unwrap();
    }
    doc.end_gesture();
    let walled = doc.layout().clone();
    assert_eq!(walled.floors[0].edges.len(), 4);
    assert!(doc.undo());
    assert_eq!(doc.layout(), &original);
    assert!(!doc.can_undo());
    assert!(doc.redo());
    assert_eq!(doc.layout(), &walled);
    assert!(doc.undo());
    doc.apply(Edit::SetName("x".into())).unwrap();
    assert!(!doc.can_redo());
    assert!(!doc.redo());
    // apply_all is one step and all or nothing.
    let named = doc.layout().clone();
    let bad = vec![
        Edit::SetName("y".into()),
        Edit::SetArea {
            pos: p(1, 1),
            area: Some(10),
        },
    ];
    assert!(doc.apply_all(bad).is_err());
    assert_eq!(doc.layout(), &named);
    doc.apply_all(vec![Edit::SetName("y".into()), Edit::SetAuthor("z".into())])
        .unwrap();
    assert!(doc.undo());
    assert_eq!(doc.layout(), &named);
}

#[test]
fn copy_paste_onto_another_floor() {
    let mut doc = front();
    doc.apply(Edit::AddFloor {
        name: "Up".into(),
        size: None,
    })
    .unwrap();
    let rect = Rect::spanning(p(1, 1), p(2, 3));
    let clip = doc.copy(0, rect).unwrap();
    assert_eq!((clip.rows, clip.cols), (2, 3));
    let rev = doc.revision();
    doc.paste(&clip, Pos::on(1, 1, 1)).unwrap();
    assert_eq!(doc.revision(), rev + 1);
    let (g, u) = (&doc.layout().floors[0], &doc.layout().floors[1]);
    assert_eq!(u.areas[1], ".111......");
    assert_eq!(u.arrows[2], ".  E  SE W  .  .  .  .  .  .");
    // The room's walls, inside and on the outline, came along.
    let mut want: Vec<_> = g
        .edges
        .iter()
        .filter(|s| {
            let (a, b) = s.at.cells();
            let inr = |q: Pos| (1..=2).contains(&q.row) && (1..=3).contains(&q.col);
            inr(a) || b.is_some_and(inr)
        })
        .cloned()
        .collect();
    want.sort_by_key(|s| s.at);
    assert_eq!(u.edges, want);
    // Pasting onto a second copy of the board gives the same edges.
    assert!(
        doc.copy(
            0,
            Rect {
                top: 7,
                left: 0,
                rows: 2,
                cols: 1
            }
        )
        .is_err()
    );
    doc.undo();
    assert!(doc.layout().floors[1].edges.is_empty());
}

#[test]
fn mirror_twice_is_identity_and_flips_edges() {
    let mut doc = front();
    let original = doc.layout().clone();
    let rect = Rect::spanning(p(1, 1), p(6, 8));
    doc.mirror(0, rect, Axis::Horizontal).unwrap();
    let f = &doc.layout().floors[0];
    // 1,3E (door, between cols 3 and 4) -> between cols 6 and 5 -> 1,5E;
    // the wall 1,5E goes the other way.
    assert!(
        f.edges
            .contains(&spec(e(1, 5, Dir::E), EdgeKind::Door, false))
    );
    assert!(
        f.edges
            .contains(&spec(e(1, 3, Dir::E), EdgeKind::Wall, false))
    );
    // The west outline wall 1,0E becomes the east outline 1,8E.
    assert!(
        f.edges
            .contains(&spec(e(1, 8, Dir::E), EdgeKind::Wall, false))
    );
    assert_eq!(f.arrows[1], ".  SE S  S  S  S  S  S  SW .");
    assert_eq!(f.arrows[3], ".  E  N  E  E  E  S  N  W  .");
    doc.mirror(0, rect, Axis::Horizontal).unwrap();
    let mut got = doc.layout().clone();
    let mut want = original.clone();
    for l in [&mut got, &mut want] {
        l.floors[0].edges.sort_by_key(|e| e.at);
    }
    assert_eq!(got, want);
    for axis in [Axis::Vertical, Axis::Horizontal] {
        let mut d = front();
        let r = Rect::spanning(p(2, 2), p(5, 6));
        d.mirror(0, r, axis).unwrap();
        d.mirror(0, r, axis).unwrap();
        let mut got = d.layout().clone();
        got.floors[0].edges.sort_by_key(|e| e.at);
        assert_eq!(got, want, "{axis:?}");
    }
}

#[test]
fn mirror_turns_arrows() {
    let mut doc = blank();
    doc.apply(Edit::SetArrow {
        pos: p(1, 1),
        dir: Some(Dir8::NE),
    })
    .unwrap();
    doc.mirror(0, Rect::spanning(p(1, 1), p(1, 2)), Axis::Horizontal)
        .unwrap();
    assert_eq!(
        doc.layout().floors[0].arrows[1],
        ".  .  NW .  .  .  .  .  .  ."
    );
    doc.mirror(0, Rect::spanning(p(1, 2), p(2, 2)), Axis::Vertical)
        .unwrap();
    assert_eq!(
        doc.layout().floors[0].arrows[2],
        ".  .  SW .  .  .  .  .  .  ."
    );
}

#[test]
fn problems_are_cached_per_revision() {
    let mut doc = front();
    assert!(doc.can_play().is_ok());
    assert!(
        doc.problems()
            .iter()
            .all(|p| p.severity == crate::engine::board::Severity::Warning)
    );
    doc.apply(Edit::RemoveAmbulanceSpot { index: 0 }).unwrap();
    doc.apply(Edit::SetEdge {
        floor: 0,
        at: e(0, 0, Dir::E),
        kind: Some(EdgeKind::Entrance),
        open: false,
    })
    .unwrap();
    assert!(doc.can_play().is_err());
    assert!(
        doc.problems()
            .iter()
            .any(|p| p.severity == crate::engine::board::Severity::Error)
    );
}

fn tmp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-editor-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn open_save_round_trips_the_shipped_boards_byte_for_byte() {
    let dir = tmp_dir("save");
    for name in ["boards/front.json", "boards/back.json"] {
        let mut doc = EditorDoc::open(&root().join(name)).unwrap();
        assert!(!doc.is_dirty());
        let out = dir.join("b.json");
        doc.save_as(&out).unwrap();
        let original = std::fs::read(root().join(name)).unwrap();
        assert_eq!(
            std::fs::read(&out).unwrap(),
            original,
            "{name} is not in canonical form"
        );
        doc.apply(Edit::SetName("Changed".into())).unwrap();
        assert!(doc.is_dirty());
        doc.save().unwrap();
        assert!(!doc.is_dirty());
        let first = std::fs::read(&out).unwrap();
        doc.save().unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), first);
        doc.undo();
        assert!(doc.is_dirty());
    }
    let mut fresh = blank();
    assert!(matches!(fresh.save(), Err(SaveError::NoPath)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn open_errors_name_file_and_line() {
    let dir = tmp_dir("open");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\n  \"format_version\": 1,\n  \"name\": 3\n}\n").unwrap();
    let err = EditorDoc::open(&bad).unwrap_err().to_string();
    assert!(err.contains("bad.json:3:"), "{err}");
    let missing = EditorDoc::open(Path::new("/nonexistent/x.json"))
        .unwrap_err()
        .to_string();
    assert!(missing.contains("/nonexistent/x.json"), "{missing}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn recovery_round_trips() {
    let dir = tmp_dir("recovery");
    let mut doc = front();
    doc.apply(Edit::GenerateArrows { floor: 0 }).unwrap();
    let path = dir.join("recovery.json");
    doc.write_recovery(&path).unwrap();
    let back = EditorDoc::recover(&path).unwrap();
    assert_eq!(back.layout(), doc.layout());
    assert!(back.is_dirty());
    assert_eq!(back.path(), None);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn edits_serialise() {
    let edit = Edit::SetArrow {
        pos: Pos::on(1, 2, 3),
        dir: Some(Dir8::NW),
    };
    let json = serde_json::to_string(&edit).unwrap();
    assert_eq!(json, r#"{"SetArrow":{"pos":"1:2,3","dir":"NW"}}"#);
    assert_eq!(serde_json::from_str::<Edit>(&json).unwrap(), edit);
}

// ---------- expansions (2nd Story §8, Urban Structures §9) ----------

fn ladder(foot: Pos, top: Pos) -> LadderTop {
    LadderTop { foot, top }
}

fn tops(doc: &EditorDoc) -> Vec<LadderTop> {
    doc.layout()
        .ladders
        .as_ref()
        .map_or_else(Vec::new, |l| l.tops.clone())
}

fn has_problem(doc: &EditorDoc, text: &str) -> bool {
    doc.problems().iter().any(|p| p.message.contains(text))
}

/// The rules a board plays by; switching keeps the other rules' data.
#[test]
fn set_rules_with_undo_and_redo() {
    let mut doc = two_floor();
    assert_eq!(doc.layout().rules, RuleSet::Base);
    doc.apply(Edit::SetRules(RuleSet::SecondStory)).unwrap();
    assert_eq!(doc.layout().rules, RuleSet::SecondStory);
    assert!(has_problem(&doc, "2nd Story: no ladders"));
    doc.apply(Edit::SetSetupLines(vec![SetupLine::Row(2)]))
        .unwrap();
    doc.apply(Edit::SetRules(RuleSet::HighRise)).unwrap();
    doc.apply(Edit::SetRules(RuleSet::Brownstone)).unwrap();
    assert_eq!(doc.layout().setup_lines, [SetupLine::Row(2)], "kept");
    assert!(doc.undo());
    assert_eq!(doc.layout().rules, RuleSet::HighRise);
    assert!(doc.undo());
    assert!(doc.undo());
    assert!(doc.undo());
    assert_eq!(doc.layout(), two_floor().layout());
    assert!(doc.redo());
    assert_eq!(doc.layout().rules, RuleSet::SecondStory);
    let json = doc.to_json();
    assert!(json.contains(r#""rules": "2nd_story""#), "{json}");
}

/// 2ND-LADDER-1: the Engine holds 1 to 8 ladders; setting the supply adds
/// the `ladders` section, which can be taken off again.
#[test]
fn ladder_supply() {
    let mut doc = two_floor();
    doc.apply(Edit::SetLadderSupply(3)).unwrap();
    assert_eq!(
        doc.layout().ladders,
        Some(LadderSpec {
            supply: 3,
            tops: Vec::new()
        })
    );
    for bad in [0, 9] {
        assert_eq!(
            doc.apply(Edit::SetLadderSupply(bad)),
            Err(EditError::BadLadderSupply(bad))
        );
    }
    doc.apply(Edit::SetLadderSupply(8)).unwrap();
    assert!(doc.undo());
    assert_eq!(doc.layout().ladders.as_ref().map(|l| l.supply), Some(3));
    assert!(doc.redo());
    assert_eq!(doc.layout().ladders.as_ref().map(|l| l.supply), Some(8));
    doc.apply(Edit::RemoveLadders).unwrap();
    assert_eq!(doc.layout().ladders, None);
    assert!(doc.undo());
    assert_eq!(doc.layout().ladders.as_ref().map(|l| l.supply), Some(8));
    while doc.undo() {}
    assert_eq!(doc.layout().ladders, None);
}

/// 2ND-LADDER-3: a ladder's foot is a ground-floor outside cell and its
/// top an upper-floor outside cell; a foot gets one top (a new one
/// replaces it), and a top is reached from one foot (2ND-LADDER-6).
#[test]
fn add_and_remove_ladder_tops() {
    let mut doc = two_floor();
    doc.apply(Edit::SetRules(RuleSet::SecondStory)).unwrap();
    doc.apply(Edit::AddLadderTop {
        foot: p(0, 3),
        top: Pos::on(1, 0, 3),
    })
    .unwrap();
    assert_eq!(
        doc.layout().ladders,
        Some(LadderSpec {
            supply: 4,
            tops: vec![ladder(p(0, 3), Pos::on(1, 0, 3))]
        }),
        "the section comes with the box's 4 ladders"
    );
    assert!(!has_problem(&doc, "2nd Story: no ladders"));
    let refused = [
        (p(1, 1), Pos::on(1, 0, 1), EditError::NotLadderFoot(p(1, 1))),
        (
            Pos::on(1, 0, 1),
            Pos::on(1, 0, 1),
            EditError::NotLadderFoot(Pos::on(1, 0, 1)),
        ),
        (p(0, 1), p(0, 2), EditError::NotLadderTop(p(0, 2))),
        (
            p(0, 1),
            Pos::on(1, 1, 1),
            EditError::NotLadderTop(Pos::on(1, 1, 1)),
        ),
        (p(0, 1), Pos::on(2, 0, 1), EditError::NoSuchFloor(2)),
        (p(0, 10), Pos::on(1, 0, 1), EditError::OffGrid(p(0, 10))),
        (
            p(0, 5),
            Pos::on(1, 0, 3),
            EditError::LadderTopTaken {
                top: Pos::on(1, 0, 3),
                foot: p(0, 3),
            },
        ),
    ];
    for (foot, top, why) in refused {
        assert_eq!(doc.apply(Edit::AddLadderTop { foot, top }), Err(why));
    }
    // A new top for a listed foot replaces the old one.
    doc.apply(Edit::AddLadderTop {
        foot: p(0, 3),
        top: Pos::on(1, 0, 4),
    })
    .unwrap();
    doc.apply(Edit::AddLadderTop {
        foot: p(3, 9),
        top: Pos::on(1, 3, 9),
    })
    .unwrap();
    assert_eq!(
        tops(&doc),
        [
            ladder(p(0, 3), Pos::on(1, 0, 4)),
            ladder(p(3, 9), Pos::on(1, 3, 9))
        ]
    );
    doc.apply(Edit::RemoveLadderTop { index: 0 }).unwrap();
    assert_eq!(tops(&doc), [ladder(p(3, 9), Pos::on(1, 3, 9))]);
    assert_eq!(
        doc.apply(Edit::RemoveLadderTop { index: 1 }),
        Err(EditError::NoSuchItem {
            what: ItemList::LadderTop,
            index: 1
        })
    );
    assert!(doc.undo());
    assert_eq!(tops(&doc).len(), 2);
    assert!(doc.undo());
    assert_eq!(tops(&doc), [ladder(p(0, 3), Pos::on(1, 0, 4))]);
    assert!(doc.undo());
    assert_eq!(tops(&doc), [ladder(p(0, 3), Pos::on(1, 0, 3))]);
    assert!(doc.redo());
    assert!(doc.redo());
    assert!(doc.redo());
    assert_eq!(tops(&doc), [ladder(p(3, 9), Pos::on(1, 3, 9))]);
    let mut none = two_floor();
    assert_eq!(
        none.apply(Edit::RemoveLadderTop { index: 0 }),
        Err(EditError::NoSuchItem {
            what: ItemList::LadderTop,
            index: 0
        })
    );
}

/// 2ND-LADDER-3: "Fill in ladder tops" gives every ground exterior cell by
/// the building the cell above it when that one is by the upper floor's
/// building, skipping feet and tops already listed, in one undo step; the
/// validator's "no ladder top" warnings go with it.
#[test]
fn fill_ladder_tops_in_one_step() {
    let mut doc = two_floor();
    doc.apply(Edit::SetRules(RuleSet::SecondStory)).unwrap();
    doc.apply(Edit::AddLadderTop {
        foot: p(0, 3),
        top: Pos::on(1, 0, 4),
    })
    .unwrap();
    assert!(has_problem(&doc, "has no ladder top"));
    // The upper floor's corner 0,9 is not by its building.
    doc.apply(Edit::SetCell {
        pos: Pos::on(1, 1, 8),
        kind: CellKind::Outside,
    })
    .unwrap();
    let before = doc.layout().clone();
    doc.apply(Edit::FillLadderTops).unwrap();
    let all = tops(&doc);
    // The ring's 28 cells by the building, less foot 0,3 (listed), 0,4
    // (its top is taken) and 0,8 and 1,9, whose upper cells lost their
    // inside neighbour 1:1,8.
    assert_eq!(all.len(), 1 + 28 - 4, "{all:?}");
    assert_eq!(all[0], ladder(p(0, 3), Pos::on(1, 0, 4)));
    assert_eq!(all[1], ladder(p(0, 1), Pos::on(1, 0, 1)));
    for missing in [p(0, 4), p(0, 8), p(1, 9), p(0, 0)] {
        assert!(all.iter().all(|t| t.foot != missing), "{missing}");
    }
    assert!(all.contains(&ladder(p(7, 5), Pos::on(1, 7, 5))));
    assert!(all.contains(&ladder(p(3, 0), Pos::on(1, 3, 0))));
    assert!(
        !has_problem(&doc, "has no ladder top"),
        "{:?}",
        doc.problems()
    );
    assert!(
        !doc.problems()
            .iter()
            .any(|p| matches!(p.place, Place::LadderTop(_)) && p.severity == Severity::Error),
        "{:?}",
        doc.problems()
    );
    // Again: nothing left to fill, no undo step.
    let rev = doc.revision();
    doc.apply(Edit::FillLadderTops).unwrap();
    assert_eq!(doc.revision(), rev);
    assert!(doc.undo());
    assert_eq!(doc.layout(), &before);
    assert!(doc.redo());
    assert_eq!(tops(&doc), all);

    // Without an upper floor there is nothing to fill; the section comes
    // all the same (with the box's 4 ladders).
    let mut doc = blank();
    doc.apply(Edit::FillLadderTops).unwrap();
    assert_eq!(doc.layout().ladders, Some(LadderSpec::default()));
}

/// URB-HIGHRISE-SETUP-1: up to four setup lines, the fourth for Heroic.
#[test]
fn set_setup_lines() {
    let mut doc = blank();
    doc.apply(Edit::SetRules(RuleSet::HighRise)).unwrap();
    assert!(has_problem(&doc, "0 setup lines are listed"));
    let lines = vec![
        SetupLine::Column(2),
        SetupLine::Column(7),
        SetupLine::Row(5),
    ];
    doc.apply(Edit::SetSetupLines(lines.clone())).unwrap();
    assert_eq!(doc.layout().setup_lines, lines);
    assert!(!has_problem(&doc, "setup line"), "{:?}", doc.problems());
    let mut heroic = lines.clone();
    heroic.push(SetupLine::Row(1));
    doc.apply(Edit::SetSetupLines(heroic.clone())).unwrap();
    let mut five = heroic.clone();
    five.push(SetupLine::Row(3));
    assert_eq!(
        doc.apply(Edit::SetSetupLines(five)),
        Err(EditError::TooManySetupLines(5))
    );
    assert!(doc.undo());
    assert_eq!(doc.layout().setup_lines, lines);
    assert!(doc.redo());
    assert_eq!(doc.layout().setup_lines, heroic);
    doc.apply(Edit::SetSetupLines(Vec::new())).unwrap();
    assert!(doc.layout().setup_lines.is_empty());
    assert!(!doc.to_json().contains("setup_lines"));
}

/// Ladder tops follow the grid like stairs and parking spots do: rows and
/// columns inserted or removed shift them, and a top or foot on a removed
/// line or floor takes its ladder top with it.
#[test]
fn grid_and_floor_edits_remap_ladder_tops() {
    let setup = || {
        let mut doc = two_floor();
        for (foot, top) in [
            (p(0, 3), Pos::on(1, 0, 3)),
            (p(3, 9), Pos::on(1, 3, 9)),
            (p(7, 5), Pos::on(1, 7, 6)),
        ] {
            doc.apply(Edit::AddLadderTop { foot, top }).unwrap();
        }
        doc
    };
    let mut doc = setup();
    doc.apply(Edit::InsertRow { at: 2 }).unwrap();
    assert_eq!(
        tops(&doc),
        [
            ladder(p(0, 3), Pos::on(1, 0, 3)),
            ladder(p(4, 9), Pos::on(1, 4, 9)),
            ladder(p(8, 5), Pos::on(1, 8, 6)),
        ]
    );
    doc.apply(Edit::RemoveRow { at: 0 }).unwrap();
    assert_eq!(
        tops(&doc),
        [
            ladder(p(3, 9), Pos::on(1, 3, 9)),
            ladder(p(7, 5), Pos::on(1, 7, 6)),
        ]
    );
    // A removed column takes a ladder whose top (not foot) is on it.
    doc.apply(Edit::RemoveCol { at: 6 }).unwrap();
    assert_eq!(tops(&doc), [ladder(p(3, 8), Pos::on(1, 3, 8))]);
    doc.apply(Edit::InsertCol { at: 0 }).unwrap();
    assert_eq!(tops(&doc), [ladder(p(3, 9), Pos::on(1, 3, 9))]);
    for _ in 0..4 {
        assert!(doc.undo());
    }
    assert_eq!(doc.layout(), setup().layout());

    // Removing either floor drops every ladder top (each has a cell on both).
    for floor in [0, 1] {
        let mut doc = setup();
        doc.apply(Edit::RemoveFloor { floor }).unwrap();
        assert_eq!(tops(&doc), [], "floor {floor}");
        assert!(doc.layout().ladders.is_some(), "the supply stays");
    }
    // A third floor removed below them renumbers their tops.
    let mut doc = setup();
    doc.apply(Edit::AddFloor {
        name: "Top".into(),
        size: None,
    })
    .unwrap();
    doc.apply(Edit::MoveFloor { from: 2, to: 1 }).unwrap();
    assert_eq!(tops(&doc)[0], ladder(p(0, 3), Pos::on(2, 0, 3)));
    doc.apply(Edit::RemoveFloor { floor: 1 }).unwrap();
    assert_eq!(tops(&doc), tops(&setup()));
}

#[test]
fn expansion_edits_serialise() {
    for edit in [
        Edit::SetRules(RuleSet::SecondStory),
        Edit::AddLadderTop {
            foot: p(0, 3),
            top: Pos::on(1, 0, 3),
        },
        Edit::SetSetupLines(vec![SetupLine::Column(2), SetupLine::Row(5)]),
        Edit::SetSpotSide {
            vehicle: Vehicle::Engine,
            index: 0,
            side: Some(Dir::W),
        },
    ] {
        let json = serde_json::to_string(&edit).unwrap();
        assert_eq!(serde_json::from_str::<Edit>(&json).unwrap(), edit, "{json}");
    }
}

// ---------- property test ----------

fn arb_pos() -> impl Strategy<Value = Pos> {
    (0u8..3, 0u8..11, 0u8..12).prop_map(|(f, r, c)| Pos::on(f, r, c))
}

fn arb_dir() -> impl Strategy<Value = Dir> {
    prop::sample::select(Dir::ALL.to_vec())
}

fn arb_edit() -> impl Strategy<Value = Edit> {
    let kind = prop::option::of(prop::sample::select(vec![
        EdgeKind::Wall,
        EdgeKind::Door,
        EdgeKind::Entrance,
        EdgeKind::Window,
        EdgeKind::ThinWall,
        EdgeKind::PartyWall,
        EdgeKind::ElevatorDoor,
    ]));
    let cell = prop::sample::select(vec![
        CellKind::Outside,
        CellKind::Inside,
        CellKind::Restricted,
        CellKind::Elevator,
    ]);
    let dir8 = prop::option::of(prop::sample::select(Dir8::ALL.to_vec()));
    prop_oneof![
        (0u8..3, arb_pos(), arb_dir(), kind, any::<bool>()).prop_map(
            |(floor, cell, side, kind, open)| Edit::SetEdge {
                floor,
                at: EdgeRef::new(cell, side),
                kind,
                open
            }
        ),
        (arb_pos(), cell).prop_map(|(pos, kind)| Edit::SetCell { pos, kind }),
        (arb_pos(), prop::option::of(0u8..11)).prop_map(|(pos, area)| Edit::SetArea { pos, area }),
        (arb_pos(), dir8).prop_map(|(pos, dir)| Edit::SetArrow { pos, dir }),
        (0u8..3).prop_map(|floor| Edit::GenerateArrows { floor }),
        (0u8..3, -3i16..3, -3i16..3).prop_map(|(floor, red_offset, black_offset)| {
            Edit::SetDiceOffsets {
                floor,
                red_offset,
                black_offset,
            }
        }),
        (0u8..3, arb_pos(), prop::option::of((0u8..9, 0u8..9)))
            .prop_map(|(floor, cell, dice)| Edit::SetDiceOverride { floor, cell, dice }),
        (arb_pos(), arb_dir()).prop_map(|(a, d)| Edit::AddAmbulanceSpot {
            cells: [a, a.step(d).unwrap_or(a)]
        }),
        (arb_pos(), arb_dir(), 0u8..11).prop_map(|(a, d, area)| Edit::AddEngineSpot {
            cells: [a, a.step(d).unwrap_or(a)],
            area
        }),
        (0usize..5).prop_map(|index| Edit::RemoveAmbulanceSpot { index }),
        (0usize..5).prop_map(|index| Edit::RemoveEngineSpot { index }),
        (0usize..5, 0u8..11).prop_map(|(index, area)| Edit::SetEngineArea { index, area }),
        (any::<bool>(), 0usize..5, 0usize..5).prop_map(|(amb, from, to)| Edit::MoveSpot {
            vehicle: if amb {
                Vehicle::Ambulance
            } else {
                Vehicle::Engine
            },
            from,
            to
        }),
        Just(Edit::OrderSpotsClockwise),
        (0u8..3, 0u8..12, 0u8..12).prop_map(|(floor, row, col)| Edit::SplitQuadrants {
            floor,
            row,
            col
        }),
        prop::option::of((0u8..12, 0u8..12)).prop_map(|size| Edit::AddFloor {
            name: "F".into(),
            size
        }),
        (0u8..3).prop_map(|floor| Edit::RemoveFloor { floor }),
        (0u8..3, 0u8..3).prop_map(|(from, to)| Edit::MoveFloor { from, to }),
        (arb_pos(), arb_dir(), arb_pos(), arb_dir()).prop_map(|(a, da, b, db)| Edit::AddStair {
            a: StairEnd {
                cell: a,
                direction: da
            },
            b: StairEnd {
                cell: b,
                direction: db
            }
        }),
        (0usize..3).prop_map(|index| Edit::RemoveStair { index }),
        arb_pos().prop_map(|pos| Edit::ToggleFamilyFire { pos }),
        arb_pos().prop_map(|pos| Edit::ToggleFamilyPoi { pos }),
        prop::collection::vec(arb_pos(), 0..4).prop_map(|cells| Edit::SetFirstExplosion { cells }),
        prop::sample::select(RuleSet::ALL.to_vec()).prop_map(Edit::SetRules),
        (0u8..10).prop_map(Edit::SetLadderSupply),
        (arb_pos(), arb_pos()).prop_map(|(foot, top)| Edit::AddLadderTop { foot, top }),
        (0usize..4).prop_map(|index| Edit::RemoveLadderTop { index }),
        Just(Edit::FillLadderTops),
        Just(Edit::RemoveLadders),
        prop::collection::vec(
            (any::<bool>(), 0u8..10).prop_map(|(col, v)| if col {
                SetupLine::Column(v)
            } else {
                SetupLine::Row(v)
            }),
            0..6
        )
        .prop_map(Edit::SetSetupLines),
        (any::<bool>(), 0usize..4, prop::option::of(arb_dir())).prop_map(|(amb, index, side)| {
            Edit::SetSpotSide {
                vehicle: if amb {
                    Vehicle::Ambulance
                } else {
                    Vehicle::Engine
                },
                index,
                side,
            }
        }),
        (0u8..12).prop_map(|at| Edit::InsertRow { at }),
        (0u8..12).prop_map(|at| Edit::RemoveRow { at }),
        (0u8..12).prop_map(|at| Edit::InsertCol { at }),
        (0u8..12).prop_map(|at| Edit::RemoveCol { at }),
        (0u8..3, arb_pos(), arb_pos(), any::<bool>()).prop_map(|(floor, a, b, h)| Edit::Mirror {
            floor,
            rect: Rect::spanning(a, b),
            axis: if h { Axis::Horizontal } else { Axis::Vertical }
        }),
        (0u8..3, arb_pos(), arb_pos(), arb_pos()).prop_map(|(floor, a, b, at)| Edit::Paste {
            clip: Clip {
                rows: 0,
                cols: 0,
                cells: vec![],
                areas: vec![],
                arrows: vec![],
                edges: vec![]
            },
            at: Pos { floor, ..at }
        }
        .with_copy(a, b)),
    ]
}

/// Marker: a paste whose clip is copied from the current board when applied.
trait WithCopy {
    fn with_copy(self, a: Pos, b: Pos) -> Self;
}

impl WithCopy for Edit {
    fn with_copy(self, a: Pos, b: Pos) -> Edit {
        // The clip is filled in at run time (see `run`); remember the rect in
        // the clip's size fields.
        match self {
            Edit::Paste { mut clip, at } => {
                let r = Rect::spanning(a, b);
                clip.rows = r.rows;
                clip.cols = r.cols;
                clip.cells = vec![char::from(r.top), char::from(r.left), char::from(a.floor)];
                Edit::Paste { clip, at }
            }
            other => other,
        }
    }
}

/// Turns the generated paste placeholders into real copies of the board.
fn realise(doc: &EditorDoc, edit: Edit) -> Edit {
    match edit {
        Edit::Paste { clip, at }
            if clip.cells.len() == 3 && clip.edges.is_empty() && clip.areas.is_empty() =>
        {
            let rect = Rect {
                top: clip.cells[0] as u8,
                left: clip.cells[1] as u8,
                rows: clip.rows,
                cols: clip.cols,
            };
            match doc.copy(clip.cells[2] as u8, rect) {
                Ok(real) => Edit::Paste { clip: real, at },
                Err(_) => Edit::Paste { clip, at },
            }
        }
        other => other,
    }
}

fn run(mut doc: EditorDoc, edits: Vec<Edit>) {
    let original = doc.layout().clone();
    for edit in edits {
        let edit = realise(&doc, edit);
        let before = doc.layout().clone();
        if doc.apply(edit).is_err() {
            assert_eq!(doc.layout(), &before, "a refused edit changed the board");
        }
        let json = layout_to_json(doc.layout());
        let back = parse_layout(&json, Path::new("x.json")).unwrap();
        assert_eq!(&back, doc.layout());
        let _ = doc.problems();
    }
    while doc.undo() {}
    assert_eq!(doc.layout(), &original);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_edits_on_a_blank_board(edits in prop::collection::vec(arb_edit(), 1..40)) {
        run(blank(), edits);
    }

    #[test]
    fn random_edits_on_front(edits in prop::collection::vec(arb_edit(), 1..40)) {
        run(front(), edits);
    }
}

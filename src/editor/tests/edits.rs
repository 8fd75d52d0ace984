//! One test per edit kind: edges, cells, areas, arrows, dice, parking,
//! stairs, the printed setup, metadata; typing as one undo step.

use super::*;

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

/// BOARD-1: walling in the building puts a wall on every bare edge between
/// it and the outside, keeps what is drawn there (a door stays a door), and
/// is one undo step; a second time it has nothing left to add.
#[test]
fn outline_walls_wall_in_the_building() {
    let mut doc = blank();
    let door = EdgeRef::new(Pos::new(1, 3), Dir::N);
    doc.apply(Edit::SetEdge {
        floor: 0,
        at: door,
        kind: Some(EdgeKind::Door),
        open: false,
    })
    .unwrap();
    // A 6 × 8 building: 2 × 8 + 2 × 6 = 28 edges on its outline.
    let edits = doc.outline_walls(0);
    assert_eq!(edits.len(), 27, "the door's edge is left alone");
    doc.apply_all(edits).unwrap();
    let kind = |doc: &EditorDoc, at| doc.edge(0, at).map(|e| e.kind);
    assert_eq!(kind(&doc, door), Some(EdgeKind::Door));
    for at in [
        EdgeRef::new(Pos::new(1, 1), Dir::W),
        EdgeRef::new(Pos::new(6, 8), Dir::S),
        EdgeRef::new(Pos::new(3, 8), Dir::E),
    ] {
        assert_eq!(kind(&doc, at), Some(EdgeKind::Wall), "{at:?}");
    }
    // Inside, nothing: the edge between 3,3 and 3,4 stays open.
    assert_eq!(kind(&doc, EdgeRef::new(Pos::new(3, 3), Dir::E)), None);
    assert!(doc.outline_walls(0).is_empty());
    assert!(doc.outline_walls(9).is_empty(), "no such floor");
    doc.undo();
    assert_eq!(kind(&doc, EdgeRef::new(Pos::new(1, 1), Dir::W)), None);
    assert_eq!(kind(&doc, door), Some(EdgeKind::Door));
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

/// BOARD-6: an Engine spot drawn before any quadrant (tied to area 1 for
/// want of one beside it) is tied to the quadrant beside it when the
/// quadrants are split, in the same undo step; a spot tied to an area that
/// already had cells keeps its area.
#[test]
fn split_quadrants_ties_a_spot_drawn_before_them_to_the_one_beside_it() {
    let mut doc = blank();
    let spot = |doc: &EditorDoc, i: usize| doc.layout().parking.engine[i].area;
    let engine_spot = |cells, area| Edit::AddEngineSpot { cells, area };
    // The printed boards' quadrants: rows 3|4, columns 4|5.
    let split = || Edit::SplitQuadrants {
        floor: 0,
        row: 4,
        col: 5,
    };
    doc.apply(engine_spot([p(7, 1), p(7, 2)], 1)).unwrap();
    doc.apply(split()).unwrap();
    assert_eq!(spot(&doc, 0), 3, "the bottom-left quadrant is beside 7,1");
    doc.undo();
    assert_eq!(spot(&doc, 0), 1, "one undo step");
    let areas = &doc.layout().floors[0].areas;
    assert!(areas.iter().all(|line| line.chars().all(|c| c == '.')));
    // Once the quadrants exist, a spot keeps the area it was given, even one
    // across the building (the validator warns of that).
    doc.redo();
    doc.apply(engine_spot([p(0, 7), p(0, 8)], 3)).unwrap();
    doc.apply(split()).unwrap();
    assert_eq!((spot(&doc, 0), spot(&doc, 1)), (3, 3));
}

/// BOARD-6: quadrants painted cell by cell take an Engine spot drawn before
/// them as a split does (the spot had stayed on area 1, which no cell was
/// in, and the problems said so until it was set by hand).
#[test]
fn painted_quadrants_tie_a_spot_drawn_before_them_to_the_one_beside_it() {
    let mut doc = blank();
    let spot = |doc: &EditorDoc| doc.layout().parking.engine[0].area;
    let paint = |pos, area| Edit::SetArea {
        pos,
        area: Some(area),
    };
    doc.apply(Edit::AddEngineSpot {
        cells: [p(7, 1), p(7, 2)],
        area: 1,
    })
    .unwrap();
    // A cell away from the spot: nothing beside it yet.
    doc.apply(paint(p(1, 8), 2)).unwrap();
    assert_eq!(spot(&doc), 1);
    doc.apply(paint(p(6, 1), 3)).unwrap();
    assert_eq!(spot(&doc), 3, "the quadrant beside 7,1");
    // Tied to an area with cells, it keeps it.
    doc.apply(paint(p(6, 2), 4)).unwrap();
    assert_eq!(spot(&doc), 3);
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

/// Removing a listed item past the end of its list is refused by name and
/// index, and changes nothing.
#[test]
fn removing_past_the_end_is_refused() {
    let mut doc = front();
    let before = doc.layout().clone();
    let ambulance = before.parking.ambulance.len();
    let engine = before.parking.engine.len();
    for (edit, what, index) in [
        (
            Edit::RemoveAmbulanceSpot { index: ambulance },
            ItemList::AmbulanceSpot,
            ambulance,
        ),
        (
            Edit::RemoveEngineSpot { index: engine },
            ItemList::EngineSpot,
            engine,
        ),
        (Edit::RemoveStair { index: 0 }, ItemList::StairLink, 0),
    ] {
        assert_eq!(doc.apply(edit), Err(EditError::NoSuchItem { what, index }));
    }
    assert_eq!(doc.layout(), &before);
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

//! Floors, rows and columns, gestures, the clipboard and mirroring keep
//! every reference consistent; problems are cached per revision.

use super::*;

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

//! A property test: random edit sequences keep the document consistent.

use super::*;

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

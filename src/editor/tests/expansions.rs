//! The expansions' data (2nd Story §8, Urban Structures §9): rules,
//! ladders, setup lines.

use super::*;

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

//! The expansions' data in the editor (issue 14): 2nd Story ladder tops,
//! High Rise setup lines and spot sides, the brownstone's spot sides.

use super::*;

fn has_problem(h: &mut Harness<'static, FlashpointApp>, text: &str) -> bool {
    editor(h)
        .doc
        .problems()
        .iter()
        .any(|p| p.message.contains(text))
}

/// Opens the side panel's Rules section and picks the rules named `name`.
fn choose_rules(h: &mut Harness<'static, FlashpointApp>, name: &str) {
    if h.query_by_label("Expansion:").is_none() {
        h.get_by_label("Rules").click();
        h.run();
    }
    h.get_by_label(name).click();
    h.run();
}

/// Picks `side` for the parking spot whose side selector is `spot`
/// ("Engine 1 side"), scrolled into view as a user would (the side panel
/// may be taller than the window).
fn choose_side(h: &mut Harness<'static, FlashpointApp>, spot: &str, side: &str) {
    h.get_by_label(spot).scroll_to_me();
    h.run();
    h.get_by_label(spot).click();
    h.run();
    h.get_by_label(side).click();
    h.run();
}

/// 2nd Story (2ND-LADDER-1/3): choosing the rules asks for ladders; a
/// ladder top placed with the Ladder top tool (foot on the ground floor,
/// top on the upper floor) answers it; "Fill in ladder tops" adds the rest
/// in one undo step; the list removes them; the supply is set in place.
#[test]
fn second_story_ladder_tops_by_tool_and_fill() {
    let mut h = new_board();
    h.get_by_label("Add floor").click();
    h.run();
    assert!(h.query_by_label("Ladder top").is_none(), "a 2nd Story tool");
    choose_rules(&mut h, "2nd Story");
    let l = layout(&mut h);
    assert_eq!(l.rules, RuleSet::SecondStory);
    assert!(has_problem(&mut h, "2nd Story: no ladders"));

    // The tool: the foot on the ground floor, then the top upstairs.
    h.get_by_label("Two floors side by side").click();
    h.run();
    h.get_by_label("Ladder top").click();
    h.run();
    // An inside cell is no foot: refused at once, nothing pending.
    h.get_by_label("cell 2,2").click();
    h.run();
    assert_eq!(editor(&mut h).pending, None);
    assert!(
        h.query_by_label_contains("a ladder stands on a ground-floor outside cell")
            .is_some()
    );
    h.get_by_label("cell 0,3").click();
    h.run();
    assert_eq!(editor(&mut h).pending, Some(Pos::new(0, 3)));
    assert!(
        h.query_by_label_contains("Now click the upper-floor cell")
            .is_some()
    );
    h.get_by_label("cell 1:0,3").click();
    h.run();
    let ladders = layout(&mut h).ladders.expect("a ladders section");
    assert_eq!(ladders.supply, 4);
    assert_eq!(
        ladders.tops,
        [LadderTop {
            foot: Pos::new(0, 3),
            top: Pos::on(1, 0, 3)
        }]
    );
    assert!(!has_problem(&mut h, "2nd Story: no ladders"));
    assert!(has_problem(&mut h, "has no ladder top"));
    assert!(
        h.query_by_label("0,3 Ground floor to 0,3 Floor 2")
            .is_some(),
        "listed by the coordinates printed on the cells"
    );

    // Fill in the rest: one undo step, and the warnings go.
    h.get_by_label("Fill in ladder tops").click();
    h.run();
    let n = layout(&mut h).ladders.expect("ladders").tops.len();
    assert_eq!(n, 28, "every ring cell by the building but the corners");
    assert!(h.query_by_label_contains("Added 27 ladder tops").is_some());
    assert!(!has_problem(&mut h, "has no ladder top"));
    assert!(
        !editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| matches!(p.place, Place::LadderTop(_))),
        "{:?}",
        editor(&mut h).doc.problems()
    );
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).ladders.expect("ladders").tops.len(), 1);

    // Removed from the list, the error about no tops comes back.
    h.get_by_label("Remove ladder top 1").click();
    h.run();
    assert!(layout(&mut h).ladders.expect("ladders").tops.is_empty());
    assert!(has_problem(&mut h, "2nd Story: no ladder tops"));
    h.get_by_label("Ladders on the Engine")
        .set_value_accesskit(6.0);
    h.run();
    assert_eq!(layout(&mut h).ladders.expect("ladders").supply, 6);

    // Back to the base game: the ladders are kept, with a way to drop them.
    choose_rules(&mut h, "Base game");
    assert!(has_problem(&mut h, "only 2nd Story boards use"));
    assert!(
        h.query_by_label("Ladder top").is_some(),
        "the chosen tool stays in the toolbar"
    );
    h.key_press(egui::Key::W);
    h.run();
    assert!(h.query_by_label("Ladder top").is_none());
    h.get_by_label("Remove the ladders").click();
    h.run();
    assert_eq!(layout(&mut h).ladders, None);
    assert!(!has_problem(&mut h, "only 2nd Story boards use"));
}

/// A new board turned High Rise: each of its problems says how the
/// editor mends it (URB-HIGHRISE-GEN-1, -GEN-2, -SETUP-1); the elevator's
/// had named the file's `e` cell, which the editor never shows.
#[test]
fn high_rise_problems_name_the_tool_that_mends_them() {
    let mut h = new_board();
    choose_rules(&mut h, "High Rise");
    let elevator =
        "Draw a cell with the Elevator tool and one of its walls with the Elevator door tool.";
    h.get_by_label_contains(elevator);
    h.get_by_label_contains("Draw one with the Engine spot tool.");
    h.get_by_label_contains("Add them with “Add a setup line” under Rules.");
    h.get_by_label("Elevator").click();
    h.run();
    h.get_by_label("cell 4,4").click();
    h.run();
    h.get_by_label("Elevator door").click();
    h.run();
    h.get_by_label("edge 4,4 S").click();
    h.run();
    assert!(!has_problem(&mut h, "no elevator"));
    assert!(h.query_by_label_contains(elevator).is_none(), "mended");
}

/// A new board turned 2nd Story: its problems say how to mend them
/// (2ND-BOARD-1, 2ND-LADDER-3), and the buttons they name do.
#[test]
fn second_story_problems_name_the_buttons_that_mend_them() {
    let mut h = new_board();
    choose_rules(&mut h, "2nd Story");
    let upper = "Add one with “Add floor” under Floors.";
    let tops = "“Fill in ladder tops” under Rules marks them all";
    h.get_by_label_contains(upper);
    h.get_by_label_contains(tops);
    h.get_by_label("Add floor").click();
    h.run();
    assert!(h.query_by_label_contains(upper).is_none(), "mended");
    h.get_by_label("Fill in ladder tops").click();
    h.run();
    assert!(!has_problem(&mut h, "no ladders"));
    assert!(h.query_by_label_contains(tops).is_none(), "mended");
}

/// High Rise (URB-HIGHRISE-SETUP-1, URB-HIGHRISE-LADDER-1): the setup
/// lines, three and a Heroic fourth, each a column or a row; the engine
/// spot's side, proposed when drawn and changed in the parking list.
#[test]
fn high_rise_setup_lines_and_spot_sides() {
    let mut h = new_board();
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("cell 7,4").click();
    h.run();
    h.get_by_label("cell 7,5").click();
    h.run();
    assert_eq!(layout(&mut h).parking.engine[0].side, Some(Dir::S));
    choose_rules(&mut h, "High Rise");
    assert_eq!(layout(&mut h).rules, RuleSet::HighRise);
    assert!(has_problem(&mut h, "0 setup lines are listed"));
    assert!(!has_problem(&mut h, "the spot has no side"));

    // Three lines: column 2, row 5, column 7.
    for _ in 0..3 {
        h.get_by_label("Add a setup line").click();
        h.run();
    }
    assert_eq!(layout(&mut h).setup_lines, [SetupLine::Column(1); 3]);
    h.get_by_label("Line 2 row").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines[1], SetupLine::Row(1));
    for (line, value) in [("Line 1", 2.0), ("Line 2", 5.0), ("Line 3", 7.0)] {
        h.get_by_label(line).set_value_accesskit(value);
        h.run();
    }
    let three = [
        SetupLine::Column(2),
        SetupLine::Row(5),
        SetupLine::Column(7),
    ];
    assert_eq!(layout(&mut h).setup_lines, three);
    assert!(!has_problem(&mut h, "setup line"));
    // The fourth is Heroic's.
    h.get_by_label("Add the Heroic line").click();
    h.run();
    assert!(h.query_by_label("Heroic").is_some());
    h.get_by_label("Heroic row").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines[3], SetupLine::Row(1));
    assert!(
        h.get_by_label("Add a setup line")
            .accesskit_node()
            .is_disabled(),
        "at most 4"
    );
    h.get_by_label("Remove the Heroic line").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines, three);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(layout(&mut h).setup_lines.len(), 4);

    // The engine spot's side, in the parking list.
    h.get_by_label("Parking spots").click();
    h.run();
    choose_side(&mut h, "Engine 1 side", "West");
    assert_eq!(layout(&mut h).parking.engine[0].side, Some(Dir::W));
    choose_side(&mut h, "Engine 1 side", "None");
    assert_eq!(layout(&mut h).parking.engine[0].side, None);
    assert!(has_problem(&mut h, "High Rise: the spot has no side"));
    choose_side(&mut h, "Engine 1 side", "South");
    assert!(!has_problem(&mut h, "the spot has no side"));
}

/// Brownstone (URB-BROWN-3): every spot needs a side; new spots get one,
/// and the parking list changes it. The base game shows no side selector.
#[test]
fn brownstone_spot_sides() {
    let mut h = new_board();
    park_an_ambulance(&mut h);
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
    h.get_by_label("cell 4,0").click();
    h.run();
    h.get_by_label("Parking spots").click();
    h.run();
    assert!(h.query_by_label("Ambulance 1 side").is_none());
    choose_rules(&mut h, "Brownstone");
    assert_eq!(layout(&mut h).rules, RuleSet::Brownstone);
    assert!(!has_problem(&mut h, "the spot has no side"));
    let sides = |h: &mut Harness<'static, FlashpointApp>| {
        let p = layout(h).parking;
        (p.ambulance[0].side, p.engine[0].side)
    };
    assert_eq!(sides(&mut h), (Some(Dir::N), Some(Dir::W)));
    choose_side(&mut h, "Ambulance 1 side", "None");
    assert_eq!(sides(&mut h), (None, Some(Dir::W)));
    let problem = editor(&mut h)
        .doc
        .problems()
        .iter()
        .find(|p| p.message.contains("Brownstone: the spot has no side"))
        .cloned()
        .expect("a spot without a side is an error");
    assert_eq!(problem.place, Place::AmbulanceSpot(0));
    choose_side(&mut h, "Ambulance 1 side", "East");
    choose_side(&mut h, "Engine 1 side", "South");
    assert_eq!(sides(&mut h), (Some(Dir::E), Some(Dir::S)));
    assert!(!has_problem(&mut h, "the spot has no side"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(sides(&mut h), (Some(Dir::E), Some(Dir::W)));
}

//! The board view in play: dragging pans the board but never out of sight,
//! and a click that arrives with its pointer jump is a click, not a pan.

use super::*;

/// Dragging the board's background pans it, but never out of sight: a
/// cell of it stays in view however far the drag goes, and View > Fit
/// board brings it back whole (a stray drag had left an empty window, the
/// board far off screen, in a real window).
#[test]
fn a_drag_never_takes_the_board_out_of_sight() {
    let mut h = family_game();
    let home = h.get_by_label("cell 3,4").rect();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 820.0));
    // From the background beside the board, far up and to the left.
    let start = h.get_by_label("cell 3,0").rect().left_center() - egui::vec2(30.0, 0.0);
    h.drag_at(start);
    h.run();
    for step in 1..=10 {
        h.hover_at(start - egui::vec2(300.0, 250.0) * step as f32);
        h.run();
    }
    h.drop_at(start - egui::vec2(3000.0, 2500.0));
    h.run();
    let corner = h.get_by_label("cell 7,9").rect();
    assert_ne!(h.get_by_label("cell 3,4").rect(), home, "the drag panned");
    assert!(
        corner.intersects(window),
        "the board's last cell is still in the window: {corner:?}"
    );
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Fit board").click();
    h.run();
    assert_eq!(h.get_by_label("cell 3,4").rect(), home);
}

/// A click at a new place whose move arrives in the same frame as the
/// press (a touch screen's tap, a remote desktop, a quick hand) is a
/// click there and nothing else: the board's background starts its drag
/// on the press, and the frame's pointer delta had panned the board by
/// the whole jump, so the firefighters started far from where the player
/// clicked (seen in a real window, the board thrown off screen).
#[test]
fn a_click_that_jumps_there_does_not_pan_the_board() {
    let mut h = new_game(|dialog| dialog.seed = "42".into());
    let home = h.get_by_label("cell 3,4").rect();
    let modifiers = egui::Modifiers::default();
    for (from, to) in [("cell 0,0", "cell 3,0"), ("cell 7,9", "cell 0,6")] {
        h.hover_at(h.get_by_label(from).rect().center());
        h.run();
        let pos = h.get_by_label(to).rect().center();
        // One frame for both (`event` would run a frame for each).
        h.input_mut().events.extend([
            egui::Event::PointerMoved(pos),
            egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Primary,
                pressed: true,
                modifiers,
            },
        ]);
        h.step();
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed: false,
            modifiers,
        });
        h.run();
        assert_eq!(h.get_by_label("cell 3,4").rect(), home, "the board stays");
    }
    assert_eq!(
        ff_at(&mut h, 0).as_deref(),
        Some("3,0"),
        "started where clicked"
    );
    assert_eq!(ff_at(&mut h, 1).as_deref(), Some("0,6"));
}

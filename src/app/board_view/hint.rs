//! The Hint's mark on the board (play mode, issue 15): the suggested step
//! as an arrow, the door or wall to act on as a thick edge, the cells acted
//! on outlined, the plan's later steps outlined thinly and numbered, all in
//! a magenta no other highlight uses; and an AccessKit
//! node naming the hint, so a screen reader finds it on the board too.

use super::*;
use egui::{Align2, FontId};

/// What the Hint points at.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HintMark {
    /// A step: from the mover's cell to where it goes.
    pub path: Vec<CellId>,
    /// Cells to outline (the target, or the cell acted from).
    pub cells: Vec<CellId>,
    /// A door or wall to open, close, chop or repair.
    pub edge: Option<EdgeId>,
    /// The cells of the plan's later steps, in order: each outlined thinly
    /// and numbered from 2, the hinted step being the first.
    pub later: Vec<CellId>,
    /// What a screen reader says about the mark.
    pub label: String,
}

/// The hint's colour: magenta, apart from reach (blue), choices (green),
/// the fire phase's focus (amber) and the path preview (blue).
pub(super) const HINT: Color32 = Color32::from_rgb(230, 30, 210);
/// A menu item's mark: the path preview's blue, opaque (what a click there
/// would do, as the path shows where a click on a cell would walk).
pub(super) const PREVIEW: Color32 = Color32::from_rgb(20, 90, 200);

/// Where an edge is drawn: its two ends.
pub(super) fn edge_ends(board: &Board, grid: Grid, e: EdgeId) -> (Pos2, Pos2) {
    let info = board.edge(e);
    let rect = grid.cell_rect(board.pos(info.a));
    match info.side {
        Dir::S => (rect.left_bottom(), rect.right_bottom()),
        _ => (rect.right_top(), rect.right_bottom()),
    }
}

/// The part of the board the hint is about on this floor, if any.
fn hint_rect(
    mark: &HintMark,
    board: &Board,
    grid: Grid,
    floor: usize,
    place: &dyn Fn(CellId) -> Option<Rect>,
) -> Option<Rect> {
    if let Some(e) = mark.edge
        && usize::from(board.pos(board.edge(e).a).floor) == floor
    {
        let (a, b) = edge_ends(board, grid, e);
        return Some(edge_hit_rect(a, b, grid.size));
    }
    mark.cells.iter().find_map(|&c| place(c))
}

/// The mark's AccessKit node: a hover-only widget registered before the
/// cells, so the cells above it still take every click and hover.
pub(super) fn hint_widget(
    ui: &Ui,
    mark: &HintMark,
    board: &Board,
    grid: Grid,
    floor: usize,
    place: &dyn Fn(CellId) -> Option<Rect>,
) {
    let Some(rect) = hint_rect(mark, board, grid, floor, place) else {
        return;
    };
    let response = ui.interact(rect, ui.scope_id().with("hint-mark"), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &mark.label));
}

/// An arrow from `start` to `tip` whose head is sized by the cells
/// (`size`), not by its length as egui's `Painter::arrow` does: a long
/// step (from the Lobby, or a walk across the board) had a head the size
/// of a cell.
fn step_arrow(painter: &egui::Painter, start: Pos2, tip: Pos2, size: f32, stroke: Stroke) {
    for segment in arrow_segments(start, tip, size) {
        painter.line_segment(segment, stroke);
    }
}

/// The shaft and the two strokes of the head of [`step_arrow`].
fn arrow_segments(start: Pos2, tip: Pos2, size: f32) -> [[Pos2; 2]; 3] {
    let along = tip - start;
    let head = (size * 0.3).min(along.length() * 0.4);
    let back = -along.normalized() * head;
    let turn = egui::emath::Rot2::from_angle(std::f32::consts::TAU / 10.0);
    [
        [start, tip],
        [tip, tip + turn * back],
        [tip, tip + turn.inverse() * back],
    ]
}

/// Draws the mark over the pieces in `colour`.
pub(super) fn paint_mark(
    painter: &egui::Painter,
    mark: &HintMark,
    colour: Color32,
    board: &Board,
    grid: Grid,
    floor: usize,
    place: &dyn Fn(CellId) -> Option<Rect>,
) {
    let size = grid.size;
    let ring = |rect: Rect| {
        painter.rect_stroke(
            rect.shrink(size * 0.08),
            CornerRadius::same(4),
            Stroke::new((size * 0.07).max(2.5), colour),
            StrokeKind::Inside,
        );
        // A white core: the ring stands out on dark cells and on fire.
        painter.rect_stroke(
            rect.shrink(size * 0.08 + (size * 0.07).max(2.5)),
            CornerRadius::same(3),
            Stroke::new(1.0, Color32::WHITE),
            StrokeKind::Inside,
        );
    };
    for &c in &mark.cells {
        if let Some(rect) = place(c) {
            ring(rect);
        }
    }
    if let [from, .., to] = mark.path.as_slice()
        && let (Some(a), Some(b)) = (place(*from), place(*to))
    {
        let (a, b) = (a.center(), b.center());
        let dir = b - a;
        // From the mover's edge to the middle of the target: clear of both.
        let start = a + dir * 0.25;
        step_arrow(
            painter,
            start,
            b,
            size,
            Stroke::new((size * 0.08).max(3.0), colour),
        );
    }
    if let Some(e) = mark.edge
        && usize::from(board.pos(board.edge(e).a).floor) == floor
    {
        let (a, b) = edge_ends(board, grid, e);
        painter.line_segment([a, b], Stroke::new((size * 0.16).max(5.0), colour));
        painter.line_segment([a, b], Stroke::new(1.5, Color32::WHITE));
    }
    // The later steps: a thin outline and the step's number in a badge,
    // the badges of one cell side by side.
    let badge = (size * 0.13).max(6.0);
    for (i, &c) in mark.later.iter().enumerate() {
        let Some(rect) = place(c) else { continue };
        let earlier = mark.later[..i].iter().filter(|&&o| o == c).count();
        painter.rect_stroke(
            rect.shrink(size * 0.1),
            CornerRadius::same(4),
            Stroke::new((size * 0.025).max(1.5), colour),
            StrokeKind::Inside,
        );
        let centre = rect.right_top() + vec2(-badge * (1.3 + 2.2 * earlier as f32), badge * 1.3);
        painter.circle(centre, badge, colour, Stroke::new(1.0, Color32::WHITE));
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            (i + 2).to_string(),
            FontId::proportional(badge * 1.4),
            Color32::WHITE,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    /// A step from the Lobby to an Engine spot crosses half the board: its
    /// head stays the size of a short step's (a third of a cell at most),
    /// where egui's arrow, a quarter of the length, drew it cell-sized.
    #[test]
    fn a_long_step_keeps_a_small_head() {
        let size = 60.0;
        let head = |start: Pos2, tip: Pos2| {
            let [_, left, right] = arrow_segments(start, tip, size);
            ((left[1] - tip).length(), (right[1] - tip).length())
        };
        let (left, right) = head(pos2(0.0, 0.0), pos2(600.0, 0.0));
        assert!((left - size * 0.3).abs() < 0.01 && (right - left).abs() < 0.01);
        // A short one keeps a head in proportion to it.
        let (short, _) = head(pos2(0.0, 0.0), pos2(30.0, 0.0));
        assert!((short - 12.0).abs() < 0.01, "{short}");
        // The head points back along the shaft, one stroke to each side.
        let [shaft, left, right] = arrow_segments(pos2(0.0, 0.0), pos2(0.0, 300.0), size);
        assert_eq!(shaft, [pos2(0.0, 0.0), pos2(0.0, 300.0)]);
        assert!(left[1].y < 300.0 && right[1].y < 300.0);
        assert!(left[1].x * right[1].x < 0.0, "{left:?} {right:?}");
    }
}

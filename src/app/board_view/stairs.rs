//! Stair cells (2ND-STAIRS-1): their treads, climbing towards the open
//! side, and the label saying where they lead, laid out to leave the
//! pieces room.

use egui::{Color32, CornerRadius, Pos2, Rect, Stroke};

use crate::app::language::Tr;
use crate::engine::board::{Board, CellId};
use crate::engine::geom::Dir;
use crate::i18n::args;
use crate::text::Names;

/// A stair cell (2ND-STAIRS-1): treads across `cell`, climbing towards the
/// open side `dir`, and where the stairs lead.
pub(crate) fn draw_stair(painter: &egui::Painter, cell: Rect, dir: Dir, leads_to: &str) {
    draw_stair_treads(painter, cell, dir);
    if let Some(label) = stair_label(painter, cell, leads_to) {
        label.paint(painter);
    }
}

const STAIR_INK: Color32 = Color32::from_rgb(70, 60, 50);

/// The treads of a stair cell, climbing towards the open side `dir`.
pub(super) fn draw_stair_treads(painter: &egui::Painter, cell: Rect, dir: Dir) {
    let size = cell.width();
    let rect = cell.shrink(size * 0.12);
    let treads = 5;
    for i in 1..treads {
        let t = i as f32 / treads as f32;
        let (a, b) = match dir {
            Dir::N | Dir::S => (
                egui::pos2(rect.left(), rect.top() + rect.height() * t),
                egui::pos2(rect.right(), rect.top() + rect.height() * t),
            ),
            Dir::E | Dir::W => (
                egui::pos2(rect.left() + rect.width() * t, rect.top()),
                egui::pos2(rect.left() + rect.width() * t, rect.bottom()),
            ),
        };
        painter.line_segment([a, b], Stroke::new(1.5, STAIR_INK));
    }
}

/// Where a stair cell's stairs lead ("to Upper floor 2,6"), if it is one:
/// the floor's name and the coordinates printed on the cell there.
pub(super) fn stair_text(tr: Tr, board: &Board, c: CellId) -> Option<String> {
    let stair = board.cell(c).stair?;
    let to = board.pos(stair.to);
    let names = Names::plain(board).with_lang(tr.lang);
    Some(tr.args(
        "board-stair-to",
        &args([
            ("floor", names.floor(to.floor).into()),
            ("coords", names.coords(to).into()),
        ]),
    ))
}

/// A stair cell's label, laid out: the text and the rect it covers (with
/// its backing), so the pieces can keep clear of it.
pub struct StairLabel {
    galley: std::sync::Arc<egui::Galley>,
    at: Pos2,
    /// What the label covers on screen, its backing included.
    pub rect: Rect,
}

/// The most of a cell's height a stair label takes: the rest is for the
/// pieces.
pub const STAIR_LABEL_MAX_HEIGHT: f32 = 0.45;

/// Lays out a stair label ("to Upper floor 2,2") at the bottom of `cell`,
/// wrapped to the cell's width (a floor name can be long), on a pale
/// backing so it stays readable over the treads and whatever burns there.
/// It takes at most [`STAIR_LABEL_MAX_HEIGHT`] of the cell: when it would
/// take more, a smaller font, then the words without the floor name ("to
/// 2,2"); in a cell too small even for that, no label.
pub fn stair_label(painter: &egui::Painter, cell: Rect, text: &str) -> Option<StairLabel> {
    let size = cell.width();
    let font = (size * 0.15).clamp(7.0, 22.0);
    let compact = match (
        text.split_whitespace().next(),
        text.split_whitespace().last(),
    ) {
        (Some(first), Some(last)) if first != last => format!("{first} {last}"),
        _ => text.to_owned(),
    };
    // The whole text first, shrinking a step at a time (a long one wraps
    // to two lines at a readable size rather than one line at the least),
    // then its first and last word the same way.
    let mut sizes = Vec::new();
    let mut step = font;
    while step > 6.0 {
        sizes.push(step);
        step *= 0.85;
    }
    sizes.push(6.0);
    let tries = [text, compact.as_str()]
        .into_iter()
        .flat_map(|t| sizes.iter().map(move |&f| (t, f)));
    tries.into_iter().find_map(|(text, font)| {
        let font = egui::FontId::proportional(font.min(size * 0.4));
        let galley = painter.layout(text.to_owned(), font, STAIR_INK, size * 0.94);
        let text_size = galley.size();
        // Off the cell's edge by its backing's margin at least.
        let at = egui::pos2(
            cell.center().x - text_size.x / 2.0,
            cell.bottom() - text_size.y - (size * 0.03).max(1.0),
        );
        let rect = Rect::from_min_size(at, text_size).expand(1.0);
        (rect.height() <= size * STAIR_LABEL_MAX_HEIGHT && rect.width() <= size)
            .then_some(StairLabel { galley, at, rect })
    })
}

impl StairLabel {
    /// The size the label's words were laid out at.
    pub fn font_size(&self) -> f32 {
        self.galley
            .job
            .sections
            .first()
            .map_or(0.0, |s| s.format.font_id.size)
    }

    pub fn paint(&self, painter: &egui::Painter) {
        painter.rect_filled(
            self.rect,
            CornerRadius::same(2),
            Color32::from_rgba_unmultiplied(245, 238, 222, 210),
        );
        painter.galley(self.at, std::sync::Arc::clone(&self.galley), STAIR_INK);
    }
}

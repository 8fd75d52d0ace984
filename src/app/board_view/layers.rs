//! The layers of one floor's picture drawn over its cells and pieces: the
//! path preview, the edges (walls, doors and their widgets), and the marks
//! of what is shown and chosen (the step being shown, choices, the Hint,
//! the hovered and focused cell with its AP price).

use egui::{
    Color32, CornerRadius, Pos2, Rect, Role, Sense, Shape, Stroke, StrokeKind, Ui, WidgetInfo,
};

use super::hint::{HINT, PREVIEW, paint_mark};
use super::words::describe;
use super::{
    BoardHandler, BoardResponse, Grid, LobbyPanel, Overlay, StairLabel, draw_edge, edge_contents,
    edge_hit_rect, paint_crosshairs, with_tooltip,
};
use crate::app::language::Tr;
use crate::app::scene::Scene;
use crate::engine::board::{Board, CellId};
use crate::engine::geom::Dir;
use crate::i18n::args;
use crate::text::Names;

/// What the layers of one floor's picture share.
pub(super) struct Frame<'a> {
    pub(super) painter: egui::Painter,
    pub(super) tr: Tr,
    pub(super) names: Names<'a>,
    pub(super) board: &'a Board,
    pub(super) scene: &'a Scene,
    pub(super) overlay: &'a Overlay,
    pub(super) grid: Grid,
    pub(super) floor: usize,
    pub(super) multi_floor: bool,
    pub(super) lobby: &'a LobbyPanel,
}

impl Frame<'_> {
    /// Where cell `c`'s pieces are drawn: its Lobby slot while its car is
    /// down there, otherwise the cell (None: on another floor).
    pub(super) fn place(&self, c: CellId) -> Option<Rect> {
        match self.lobby.slot_in_lobby(c) {
            Some(slot) => Some(slot.inside),
            None => self.on_floor(c),
        }
    }

    /// Where cell `c`'s space is on the floor shown, if it is on it (an
    /// elevator's shaft even while its car is down in the Lobby).
    fn on_floor(&self, c: CellId) -> Option<Rect> {
        let pos = self.board.pos(c);
        (usize::from(pos.floor) == self.floor).then(|| self.grid.cell_rect(pos))
    }

    /// The path to the pointed cell, and dashed, the turns after this one.
    pub(super) fn paint_paths(&self) {
        // The path's stretches on this floor (stairs and ladders lead off
        // it; the other floor's picture draws the rest).
        let stroke = Stroke::new(
            self.grid.size * 0.06,
            Color32::from_rgba_unmultiplied(20, 90, 200, 170),
        );
        let stretches = |path: &[CellId]| -> Vec<Vec<Pos2>> {
            path.split(|&c| self.place(c).is_none())
                .filter(|stretch| stretch.len() > 1)
                .map(|stretch| {
                    stretch
                        .iter()
                        .filter_map(|&c| self.place(c).map(|r| r.center()))
                        .collect()
                })
                .collect()
        };
        for points in stretches(&self.overlay.path) {
            self.painter.add(Shape::line(points, stroke));
        }
        // The turns after this one: the same blue, dashed and thinner.
        let later = Stroke::new(self.grid.size * 0.04, stroke.color);
        for points in stretches(&self.overlay.far_path) {
            self.painter.extend(Shape::dashed_line(
                &points,
                later,
                self.grid.size * 0.14,
                self.grid.size * 0.1,
            ));
        }
    }

    /// Each wall, door and window with its damage, and a labelled widget
    /// that answers clicks, tooltips and screen readers.
    pub(super) fn edges_ui(
        &self,
        ui: &mut Ui,
        handler: &mut dyn BoardHandler,
        out: &mut BoardResponse,
    ) {
        for e in self.board.edge_ids() {
            let info = self.board.edge(e);
            let Some(kind) = info.kind else { continue };
            let pos = self.board.pos(info.a);
            if usize::from(pos.floor) != self.floor {
                continue;
            }
            let rect = self.grid.cell_rect(pos);
            let (a, b) = match info.side {
                Dir::S => (rect.left_bottom(), rect.right_bottom()),
                _ => (rect.right_top(), rect.right_bottom()),
            };
            let state = self.scene.edges[e.index()];
            draw_edge(&self.painter, kind, state, a, b, self.grid.size);
            if self.scene.focus_edge == Some(e) {
                self.painter.line_segment(
                    [a, b],
                    Stroke::new(
                        self.grid.size * 0.12,
                        Color32::from_rgba_unmultiplied(255, 200, 0, 150),
                    ),
                );
            }
            let hit = edge_hit_rect(a, b, self.grid.size);
            let id = ui.scope_id().with(("edge", e.0));
            let coords = self.names.coords(pos);
            let side = self.tr.get(crate::text::side_key(info.side));
            let label = if self.multi_floor {
                self.tr.args(
                    "board-edge-floor",
                    &args([
                        ("coords", coords.into()),
                        ("side", side.into()),
                        ("floor", self.names.floor(pos.floor).into()),
                    ]),
                )
            } else {
                self.tr.args(
                    "board-edge",
                    &args([("coords", coords.into()), ("side", side.into())]),
                )
            };
            let response = ui.interact(hit, id, Sense::click());
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
            describe(ui, id, &edge_contents(self.tr, kind, state));
            let response = with_tooltip(response, || handler.edge_tooltip(e));
            if response.clicked() {
                out.clicked_edge = Some(e);
            }
        }
    }

    /// Highlights of the step being shown, choices and focus, the Hint and
    /// the path preview's marks, the hovered and focused cell, and the AP
    /// price of the pointed cell (above its stair label, if any).
    pub(super) fn highlights_ui(
        &self,
        ui: &Ui,
        hovered_rect: Option<Rect>,
        focused_rect: Option<Rect>,
        labels: &[(CellId, StairLabel)],
        out: &BoardResponse,
    ) {
        for &c in &self.scene.focus {
            if let Some(rect) = self.place(c) {
                self.painter.rect_stroke(
                    rect.shrink(2.0),
                    CornerRadius::same(3),
                    Stroke::new(3.0, Color32::from_rgb(255, 200, 0)),
                    StrokeKind::Inside,
                );
            }
        }
        // A deck gun's aim: crosshairs over its splash's outline. The roll
        // names a space of the fire floor: an elevator whose car is down
        // is aimed at in its shaft there, not in the Lobby (E39).
        if let Some(rect) = self.scene.aim.and_then(|c| self.on_floor(c)) {
            paint_crosshairs(&self.painter, rect);
        }
        // A choice on another floor is marked there, not at the same
        // coordinates on this one.
        for rect in self.overlay.choices.iter().filter_map(|&c| self.place(c)) {
            self.painter.rect_stroke(
                rect.shrink(3.0),
                CornerRadius::same(3),
                Stroke::new(3.0, Color32::from_rgb(0, 170, 90)),
                StrokeKind::Inside,
            );
        }
        if let Some(mark) = &self.overlay.preview {
            paint_mark(
                &self.painter,
                mark,
                PREVIEW,
                self.board,
                self.grid,
                self.floor,
                &|c| self.place(c),
            );
        }
        if let Some(mark) = &self.overlay.hint {
            paint_mark(
                &self.painter,
                mark,
                HINT,
                self.board,
                self.grid,
                self.floor,
                &|c| self.place(c),
            );
        }
        if let Some(rect) = hovered_rect {
            self.painter.rect_stroke(
                rect,
                CornerRadius::ZERO,
                Stroke::new(2.0, Color32::from_rgb(30, 30, 30)),
                StrokeKind::Inside,
            );
        }
        // The keyboard focus (Tab) must stand out from walls and highlights:
        // a thick ring in the theme's focus colour with a white core.
        if let Some(rect) = focused_rect {
            let focus = ui.visuals().selection.stroke.color;
            self.painter.rect_stroke(
                rect,
                CornerRadius::same(2),
                Stroke::new(4.0, focus),
                StrokeKind::Inside,
            );
            self.painter.rect_stroke(
                rect.shrink(4.0),
                CornerRadius::same(2),
                Stroke::new(1.5, Color32::WHITE),
                StrokeKind::Inside,
            );
        }
        let pointed = (out.hovered_cell.zip(hovered_rect)).or(out.focused_cell.zip(focused_rect));
        let price = |c: CellId| match self.overlay.reach.get(c.index()) {
            Some(Some(cost)) => Some((*cost, Color32::from_rgb(10, 50, 140))),
            // Beyond this turn: the dashed path's total, paler.
            _ if self.overlay.far_path.last() == Some(&c) => self
                .overlay
                .far_cost
                .map(|cost| (cost, Color32::from_rgb(70, 100, 160))),
            _ => None,
        };
        if let Some((c, rect)) = pointed
            && let Some((cost, colour)) = price(c)
        {
            // Above a stair label, not over it.
            let bottom = labels
                .iter()
                .find(|(l, _)| *l == c && rect == self.grid.cell_rect(self.board.pos(c)))
                .map_or(rect.bottom() - 3.0, |(_, l)| l.rect.top() - 1.0);
            self.painter.text(
                egui::pos2(rect.right() - 4.0, bottom),
                egui::Align2::RIGHT_BOTTOM,
                self.tr.args("board-cost", &args([("ap", cost.into())])),
                egui::FontId::proportional((self.grid.size * 0.2).clamp(9.0, 28.0)),
                colour,
            );
        }
    }
}

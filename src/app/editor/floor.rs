//! One floor of the editor's canvas, drawn from the document (never
//! changing it): the cells with a labelled widget each, the quadrants, the
//! marks of every setup and expansion datum, the edges (with an edge tool,
//! a labelled widget each) and the selection. `canvas.rs` owns the
//! gestures.

use egui::{
    Color32, CornerRadius, Painter, Pos2, Role, Sense, Shape, Stroke, StrokeKind, Ui, Vec2,
    WidgetInfo, pos2, vec2,
};

use super::{CanvasGeom, Drag, EditorScreen, Tool};
use crate::app::board_view::{
    SpotLabel, cell_fill, draw_edge, draw_spot, draw_stair, edge_hit_rect, side_name,
};
use crate::editor::Rect;
use crate::editor::dice::CellRoll;
use crate::engine::board::Place;
use crate::engine::board::layout::{CellKind, FloorLayout, RuleSet, printed_coordinates};
use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::engine::state::{DoorState, EdgeState};
use crate::i18n::args;

impl CanvasGeom {
    /// The screen rectangle of the cell at row `r`, column `c`.
    pub(super) fn cell_rect(&self, r: usize, c: usize) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin + vec2(c as f32, r as f32) * self.size,
            Vec2::splat(self.size),
        )
    }
}

/// The kind of the cell at row `r`, column `c` of `fl` (outside where the
/// document has none: a row being typed may be short).
fn kind_at(fl: &FloorLayout, r: usize, c: usize) -> CellKind {
    fl.cells
        .get(r)
        .and_then(|row| row.chars().nth(c))
        .and_then(CellKind::from_char)
        .unwrap_or(CellKind::Outside)
}

/// The quadrant of the cell at row `r`, column `c` of `fl` (0: none).
fn area_at(fl: &FloorLayout, r: usize, c: usize) -> u32 {
    fl.areas
        .get(r)
        .and_then(|row| row.chars().nth(c))
        .and_then(|ch| ch.to_digit(10))
        .unwrap_or(0)
}

impl EditorScreen {
    /// Draws one floor with a labelled widget per cell and per edge;
    /// returns what was clicked.
    pub(super) fn draw_floor_ui(
        &self,
        ui: &mut Ui,
        floor: u8,
        g: &CanvasGeom,
    ) -> (Option<Pos>, Option<EdgeRef>) {
        let painter = ui.painter_at(g.clip);
        let clicked_cell = self.cells_ui(ui, &painter, floor, g);
        self.quadrant_marks(&painter, floor, g);
        self.dice_marks(&painter, floor, g);
        self.split_preview(&painter, floor, g);
        self.setup_marks(&painter, floor, g);
        self.stair_marks(&painter, floor, g);
        self.parking_marks(&painter, floor, g);
        let clicked_edge = self.edges_ui(ui, &painter, floor, g);
        self.selection_marks(&painter, floor, g);
        (clicked_cell, clicked_edge)
    }

    /// The cells: fill, coordinates, quadrant number, and a labelled widget
    /// each; the cell clicked.
    fn cells_ui(&self, ui: &mut Ui, painter: &Painter, floor: u8, g: &CanvasGeom) -> Option<Pos> {
        let tr = self.tr();
        let layout = self.doc.layout();
        let fl = &layout.floors[usize::from(floor)];
        let mut clicked_cell = None;
        for r in 0..g.rows {
            for c in 0..g.cols {
                let rect = g.cell_rect(r, c);
                painter.rect_filled(rect, CornerRadius::ZERO, cell_fill(kind_at(fl, r, c)));
                painter.rect_stroke(
                    rect,
                    CornerRadius::ZERO,
                    Stroke::new(0.5, Color32::from_black_alpha(40)),
                    StrokeKind::Inside,
                );
                let pos = Pos::on(floor, r as u8, c as u8);
                // The coordinates printed on the cell, as problems name it.
                let (red, black) = printed_coordinates(layout, pos)
                    .unwrap_or((i32::from(pos.row), i32::from(pos.col)));
                painter.text(
                    rect.left_top() + vec2(3.0, 2.0),
                    egui::Align2::LEFT_TOP,
                    crate::text::coords_text(tr.lang, red, black),
                    egui::FontId::proportional((g.size * 0.16).clamp(7.0, 12.0)),
                    Color32::from_black_alpha(120),
                );
                let area = area_at(fl, r, c);
                if area > 0 {
                    painter.text(
                        rect.right_top() + vec2(-3.0, 2.0),
                        egui::Align2::RIGHT_TOP,
                        tr.args("editor-mark-quadrant", &args([("area", area.into())])),
                        egui::FontId::proportional((g.size * 0.16).clamp(7.0, 12.0)),
                        Color32::from_rgb(110, 70, 160),
                    );
                }
                let id = ui.scope_id().with(("editor_cell", floor, r, c));
                let label = tr.args("editor-cell", &args([("cell", pos.to_string().into())]));
                let response = ui.interact(rect, id, Sense::click());
                response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                if response.clicked() {
                    clicked_cell = Some(pos);
                }
            }
        }
        clicked_cell
    }

    /// The quadrants' borders, dashed.
    fn quadrant_marks(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        let fl = &self.doc.layout().floors[usize::from(floor)];
        let dashed = Stroke::new(1.5, Color32::from_rgba_unmultiplied(90, 60, 140, 170));
        for r in 0..g.rows {
            for c in 0..g.cols {
                let (a, rect) = (area_at(fl, r, c), g.cell_rect(r, c));
                if c + 1 < g.cols && area_at(fl, r, c + 1) != a {
                    painter.add(Shape::dashed_line(
                        &[rect.right_top(), rect.right_bottom()],
                        dashed,
                        6.0,
                        4.0,
                    ));
                }
                if r + 1 < g.rows && area_at(fl, r + 1, c) != a {
                    painter.add(Shape::dashed_line(
                        &[rect.left_bottom(), rect.right_bottom()],
                        dashed,
                        6.0,
                        4.0,
                    ));
                }
            }
        }
    }

    /// With the Dice tool: the roll that names each inside cell.
    fn dice_marks(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        let layout = self.doc.layout();
        let fl = &layout.floors[usize::from(floor)];
        if self.tool == Tool::Dice {
            let rolls = crate::editor::dice::floor_rolls(layout, floor);
            let words = |roll: Roll| match roll.floor {
                0 => format!("{} {}", roll.red, roll.black),
                f => format!("{f}: {} {}", roll.red, roll.black),
            };
            for r in 0..g.rows {
                for c in 0..g.cols {
                    if !kind_at(fl, r, c).is_interior() {
                        continue;
                    }
                    // "-": no roll names the cell (the offsets overshoot the dice).
                    let (text, colour) = match rolls.get(r * g.cols + c) {
                        Some(CellRoll::Own(roll)) => (words(*roll), Color32::from_rgb(200, 90, 0)),
                        Some(CellRoll::Offsets(roll)) => {
                            (words(*roll), Color32::from_black_alpha(150))
                        }
                        _ => ("-".to_string(), Color32::from_black_alpha(150)),
                    };
                    painter.text(
                        g.cell_rect(r, c).center_bottom() + vec2(0.0, -2.0),
                        egui::Align2::CENTER_BOTTOM,
                        text,
                        egui::FontId::monospace((g.size * 0.2).clamp(7.0, 14.0)),
                        colour,
                    );
                }
            }
        }
    }

    /// With the quadrant tool: where the split would fall.
    fn split_preview(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        if self.tool == Tool::Area && floor == self.floor {
            let (row, col) = self.split_at();
            let preview = Stroke::new(2.5, Color32::from_rgba_unmultiplied(230, 120, 0, 200));
            let top_left = g.cell_rect(0, 0).left_top();
            let bottom_right = g.cell_rect(g.rows - 1, g.cols - 1).right_bottom();
            if (1..g.rows).contains(&usize::from(row)) {
                let y = g.cell_rect(usize::from(row), 0).top();
                painter.add(Shape::dashed_line(
                    &[pos2(top_left.x, y), pos2(bottom_right.x, y)],
                    preview,
                    10.0,
                    5.0,
                ));
            }
            if (1..g.cols).contains(&usize::from(col)) {
                let x = g.cell_rect(0, usize::from(col)).left();
                painter.add(Shape::dashed_line(
                    &[pos2(x, top_left.y), pos2(x, bottom_right.y)],
                    preview,
                    10.0,
                    5.0,
                ));
            }
        }
    }

    /// The family game's printed setup, the first-explosion table and, when
    /// shown, the POI arrows.
    fn setup_marks(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        let tr = self.tr();
        let layout = self.doc.layout();
        let fl = &layout.floors[usize::from(floor)];
        if let Some(setup) = &layout.family_setup {
            // Fire on the left of the cell, a POI on the right.
            for (cells, colour, text, shift) in [
                (
                    &setup.fire,
                    Color32::from_rgb(220, 70, 20),
                    tr.get("editor-mark-fire"),
                    -0.2,
                ),
                (
                    &setup.poi,
                    Color32::from_rgb(40, 90, 200),
                    "?".to_owned(),
                    0.2,
                ),
            ] {
                for p in cells.iter().filter(|p| p.floor == floor) {
                    let rect = g.cell_rect(usize::from(p.row), usize::from(p.col));
                    let centre = rect.center() + vec2(shift, 0.0) * g.size;
                    painter.circle_filled(centre, g.size * 0.16, colour);
                    painter.text(
                        centre,
                        egui::Align2::CENTER_CENTER,
                        &text,
                        egui::FontId::proportional(g.size * 0.2),
                        Color32::WHITE,
                    );
                }
            }
        }
        // The first-explosion table: the black die's face on each cell.
        for (i, p) in layout.first_explosion.iter().enumerate() {
            if p.floor != floor {
                continue;
            }
            let rect = g.cell_rect(usize::from(p.row), usize::from(p.col));
            painter.text(
                rect.left_bottom() + vec2(3.0, -2.0),
                egui::Align2::LEFT_BOTTOM,
                tr.args(
                    "editor-mark-first-explosion",
                    &args([("face", (i + 1).into())]),
                ),
                egui::FontId::proportional((g.size * 0.18).clamp(7.0, 14.0)),
                Color32::from_rgb(200, 90, 0),
            );
        }
        if self.show_arrows {
            for (r, row) in fl.arrows.iter().enumerate() {
                for (c, word) in row.split_whitespace().enumerate() {
                    let Some(dir) = Dir8::ALL.into_iter().find(|d| format!("{d:?}") == word) else {
                        continue;
                    };
                    let (dr, dc) = dir.delta();
                    let centre = g.cell_rect(r, c).center();
                    let tip = centre + vec2(dc as f32, dr as f32).normalized() * g.size * 0.3;
                    painter.arrow(
                        centre - (tip - centre) * 0.5,
                        (tip - centre) * 1.5,
                        Stroke::new(1.5, Color32::from_rgb(40, 90, 200)),
                    );
                }
            }
        }
    }

    /// Each stair end, naming the floor and cell it leads to.
    fn stair_marks(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        let tr = self.tr();
        let layout = self.doc.layout();
        for link in &layout.stairs {
            for (here, there) in [(&link.a, &link.b), (&link.b, &link.a)] {
                if here.cell.floor != floor {
                    continue;
                }
                let to_floor = layout
                    .floors
                    .get(usize::from(there.cell.floor))
                    .map_or("?", |f| f.name.as_str());
                // The partner as printed on it, as the corner labels show.
                let (red, black) = printed_coordinates(layout, there.cell)
                    .unwrap_or((i32::from(there.cell.row), i32::from(there.cell.col)));
                draw_stair(
                    painter,
                    g.cell_rect(usize::from(here.cell.row), usize::from(here.cell.col)),
                    here.direction,
                    &tr.args(
                        "editor-stair-mark",
                        &args([
                            ("floor", to_floor.into()),
                            ("cell", crate::text::coords_text(tr.lang, red, black).into()),
                        ]),
                    ),
                );
            }
        }
    }

    /// The Ambulance and Engine parking spots, and 2nd Story's ladders.
    fn parking_marks(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        let tr = self.tr();
        let layout = self.doc.layout();
        let spots = layout
            .parking
            .ambulance
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mark = tr.args("editor-mark-ambulance", &args([("number", (i + 1).into())]));
                (s.cells, Color32::WHITE, mark)
            })
            .chain(layout.parking.engine.iter().enumerate().map(|(i, s)| {
                // The number is the Drive order; Q the deck gun's quadrant.
                let mark = tr.args(
                    "editor-mark-engine",
                    &args([("number", (i + 1).into()), ("area", s.area.into())]),
                );
                (s.cells, Color32::from_rgb(200, 40, 40), mark)
            }));
        // Ladder feet are labelled along the bottom of their cells: the
        // spots' letters go to the top there.
        let corner = match &layout.ladders {
            Some(l) if layout.rules == RuleSet::SecondStory && !l.tops.is_empty() => {
                SpotLabel::TopRight
            }
            _ => SpotLabel::BottomLeft,
        };
        for (cells, colour, letter) in spots {
            if cells[0].floor != floor {
                continue;
            }
            let r = g
                .cell_rect(usize::from(cells[0].row), usize::from(cells[0].col))
                .union(g.cell_rect(usize::from(cells[1].row), usize::from(cells[1].col)));
            draw_spot(painter, r, g.size, colour, &letter, corner);
        }
        self.draw_ladders(painter, floor, &|r, c| g.cell_rect(r, c), g.size);
    }

    /// The edges: what stands on each, and with an edge tool a labelled
    /// widget on every inner edge; the edge clicked. With any other tool
    /// the cells take every click: a click near a cell's side went to the
    /// edge's widget and was lost (the Ambulance spot tool highlighted the
    /// edge and did nothing, in a real window).
    fn edges_ui(
        &self,
        ui: &mut Ui,
        painter: &Painter,
        floor: u8,
        g: &CanvasGeom,
    ) -> Option<EdgeRef> {
        let tr = self.tr();
        let fl = &self.doc.layout().floors[usize::from(floor)];
        let mut clicked_edge = None;
        let edges_take_clicks = matches!(self.tool, Tool::Edge(..));
        for spec in &fl.edges {
            let Some((r, c, side)) = south_east(spec.at, g.rows, g.cols) else {
                continue;
            };
            let [a, b] = edge_line(g.cell_rect(r, c), side);
            let state = EdgeState {
                cubes: 0,
                door: if spec.open {
                    DoorState::Open
                } else {
                    DoorState::Closed
                },
            };
            draw_edge(painter, spec.kind, state, a, b, g.size);
        }
        for r in (0..g.rows).filter(|_| edges_take_clicks) {
            for c in 0..g.cols {
                for side in [Dir::E, Dir::S] {
                    if (side == Dir::E && c + 1 >= g.cols) || (side == Dir::S && r + 1 >= g.rows) {
                        continue;
                    }
                    let [a, b] = edge_line(g.cell_rect(r, c), side);
                    let hit = edge_hit_rect(a, b, g.size);
                    let pos = Pos::on(floor, r as u8, c as u8);
                    let id = ui
                        .scope_id()
                        .with(("editor_edge", floor, r, c, side_name(side)));
                    let label = tr.args(
                        "editor-edge",
                        &args([
                            ("cell", pos.to_string().into()),
                            ("side", side_name(side).into()),
                        ]),
                    );
                    let response = ui.interact(hit, id, Sense::click());
                    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                    if response.hovered() {
                        painter.line_segment(
                            [a, b],
                            Stroke::new(
                                g.size * 0.06,
                                Color32::from_rgba_unmultiplied(40, 120, 255, 120),
                            ),
                        );
                    }
                    if response.clicked() {
                        clicked_edge = Some(EdgeRef::new(pos, side));
                    }
                }
            }
        }

        clicked_edge
    }

    /// The selection, a Shift-drag's rectangle, a pending first click, and
    /// the problem shown.
    fn selection_marks(&self, painter: &Painter, floor: u8, g: &CanvasGeom) {
        let span = |sel: Rect| {
            g.cell_rect(usize::from(sel.top), usize::from(sel.left))
                .union(g.cell_rect(
                    usize::from(sel.top) + usize::from(sel.rows.max(1)) - 1,
                    usize::from(sel.left) + usize::from(sel.cols.max(1)) - 1,
                ))
        };
        if let Some((f, sel)) = self.selection
            && f == floor
        {
            painter.rect_stroke(
                span(sel),
                CornerRadius::ZERO,
                Stroke::new(2.5, Color32::from_rgb(30, 110, 230)),
                StrokeKind::Inside,
            );
        }
        if let Some((f, fill)) = self.drag.as_ref().and_then(Drag::rectangle)
            && f == floor
        {
            // Tinted as well as outlined, in amber: the cells about to be
            // painted, told apart from the green of a pending first click.
            painter.rect(
                span(fill),
                CornerRadius::ZERO,
                Color32::from_rgba_unmultiplied(255, 200, 0, 60),
                Stroke::new(3.0, Color32::from_rgb(215, 150, 0)),
                StrokeKind::Inside,
            );
        }
        if let Some(p) = self.pending
            && p.floor == floor
        {
            painter.rect_stroke(
                g.cell_rect(usize::from(p.row), usize::from(p.col)),
                CornerRadius::ZERO,
                Stroke::new(3.0, Color32::from_rgb(0, 170, 90)),
                StrokeKind::Inside,
            );
        }
        let problem = Stroke::new(4.0, Color32::from_rgb(230, 40, 40));
        match &self.highlight {
            Some(Place::Cell(p)) if p.floor == floor => {
                painter.rect_stroke(
                    g.cell_rect(usize::from(p.row), usize::from(p.col)),
                    CornerRadius::ZERO,
                    problem,
                    StrokeKind::Inside,
                );
            }
            Some(Place::Edge(e)) if e.cell.floor == floor => {
                if let Some((r, c, side)) = south_east(*e, g.rows, g.cols) {
                    painter.line_segment(edge_line(g.cell_rect(r, c), side), problem);
                } else {
                    // An edge on the outline of the grid: mark its cell's side.
                    let rect = g.cell_rect(usize::from(e.cell.row), usize::from(e.cell.col));
                    painter.line_segment(outer_line(rect, e.side), problem);
                }
            }
            _ => {}
        }
    }
}

/// An inner edge named from its north or west cell: (row, col, S or E).
fn south_east(e: EdgeRef, rows: usize, cols: usize) -> Option<(usize, usize, Dir)> {
    let (r, c) = (usize::from(e.cell.row), usize::from(e.cell.col));
    let (r, c, side) = match e.side {
        Dir::E => (r, c, Dir::E),
        Dir::S => (r, c, Dir::S),
        Dir::W => (r, c.checked_sub(1)?, Dir::E),
        Dir::N => (r.checked_sub(1)?, c, Dir::S),
    };
    let inside = match side {
        Dir::E => r < rows && c + 1 < cols,
        _ => r + 1 < rows && c < cols,
    };
    inside.then_some((r, c, side))
}

/// The line of a cell's east or south side.
fn edge_line(rect: egui::Rect, side: Dir) -> [Pos2; 2] {
    match side {
        Dir::S => [rect.left_bottom(), rect.right_bottom()],
        _ => [rect.right_top(), rect.right_bottom()],
    }
}

/// The line of any side of a cell.
fn outer_line(rect: egui::Rect, side: Dir) -> [Pos2; 2] {
    match side {
        Dir::N => [rect.left_top(), rect.right_top()],
        Dir::S => [rect.left_bottom(), rect.right_bottom()],
        Dir::W => [rect.left_top(), rect.left_bottom()],
        Dir::E => [rect.right_top(), rect.right_bottom()],
    }
}

//! The editor's canvas: each floor drawn from the document with a labelled
//! widget per cell and per edge (what AccessKit and the tests click), the
//! drag gestures that paint walls, doors and cell kinds, and what a click
//! on a cell does with the tool in hand.

use std::collections::HashSet;

use egui::{
    Color32, CornerRadius, Pos2, Role, Sense, Shape, Stroke, StrokeKind, Ui, Vec2, WidgetInfo,
    pos2, vec2,
};

use super::{CanvasGeom, Command, Drag, EditorScreen, Notice, Painted, Tool};
use crate::app::board_view::{
    SpotLabel, caption_ui, cell_fill, draw_edge, draw_spot, draw_stair, edge_hit_rect, grid_area,
    side_name,
};
use crate::editor::dice::CellRoll;
use crate::editor::{Edit, Rect};
use crate::engine::board::Place;
use crate::engine::board::layout::{
    CellKind, RuleSet, StairEnd, areas_beside, printed_coordinates,
};
use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::engine::state::{DoorState, EdgeState};
use crate::i18n::args;

impl EditorScreen {
    /// Draws one floor (reading the document, never changing it) with a
    /// labelled widget per cell and per edge; returns what was clicked.
    fn draw_floor_ui(
        &self,
        ui: &mut Ui,
        floor: u8,
        geom: &CanvasGeom,
    ) -> (Option<Pos>, Option<EdgeRef>) {
        let CanvasGeom {
            rows,
            cols,
            origin,
            size,
            clip: available,
        } = *geom;
        let cell_rect = |r: usize, c: usize| {
            egui::Rect::from_min_size(origin + vec2(c as f32, r as f32) * size, Vec2::splat(size))
        };
        let tr = self.tr();
        let painter = ui.painter_at(available);
        let layout = self.doc.layout();
        let fl = &layout.floors[usize::from(floor)];
        let kind_at = |r: usize, c: usize| {
            fl.cells
                .get(r)
                .and_then(|row| row.chars().nth(c))
                .and_then(CellKind::from_char)
                .unwrap_or(CellKind::Outside)
        };
        let area_at = |r: usize, c: usize| {
            fl.areas
                .get(r)
                .and_then(|row| row.chars().nth(c))
                .and_then(|ch| ch.to_digit(10))
                .unwrap_or(0)
        };

        // Cells: fill, quadrant tint, setup marks, and a labelled widget each.
        let mut clicked_cell = None;
        for r in 0..rows {
            for c in 0..cols {
                let rect = cell_rect(r, c);
                painter.rect_filled(rect, CornerRadius::ZERO, cell_fill(kind_at(r, c)));
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
                    egui::FontId::proportional((size * 0.16).clamp(7.0, 12.0)),
                    Color32::from_black_alpha(120),
                );
                let area = area_at(r, c);
                if area > 0 {
                    painter.text(
                        rect.right_top() + vec2(-3.0, 2.0),
                        egui::Align2::RIGHT_TOP,
                        tr.args("editor-mark-quadrant", &args([("area", area.into())])),
                        egui::FontId::proportional((size * 0.16).clamp(7.0, 12.0)),
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
        // Quadrant borders.
        let dashed = Stroke::new(1.5, Color32::from_rgba_unmultiplied(90, 60, 140, 170));
        for r in 0..rows {
            for c in 0..cols {
                let (a, rect) = (area_at(r, c), cell_rect(r, c));
                if c + 1 < cols && area_at(r, c + 1) != a {
                    painter.add(Shape::dashed_line(
                        &[rect.right_top(), rect.right_bottom()],
                        dashed,
                        6.0,
                        4.0,
                    ));
                }
                if r + 1 < rows && area_at(r + 1, c) != a {
                    painter.add(Shape::dashed_line(
                        &[rect.left_bottom(), rect.right_bottom()],
                        dashed,
                        6.0,
                        4.0,
                    ));
                }
            }
        }
        if self.tool == Tool::Dice {
            let rolls = crate::editor::dice::floor_rolls(layout, floor);
            let words = |roll: Roll| match roll.floor {
                0 => format!("{} {}", roll.red, roll.black),
                f => format!("{f}: {} {}", roll.red, roll.black),
            };
            for r in 0..rows {
                for c in 0..cols {
                    if !kind_at(r, c).is_interior() {
                        continue;
                    }
                    // "-": no roll names the cell (the offsets overshoot the dice).
                    let (text, colour) = match rolls.get(r * cols + c) {
                        Some(CellRoll::Own(roll)) => (words(*roll), Color32::from_rgb(200, 90, 0)),
                        Some(CellRoll::Offsets(roll)) => {
                            (words(*roll), Color32::from_black_alpha(150))
                        }
                        _ => ("-".to_string(), Color32::from_black_alpha(150)),
                    };
                    painter.text(
                        cell_rect(r, c).center_bottom() + vec2(0.0, -2.0),
                        egui::Align2::CENTER_BOTTOM,
                        text,
                        egui::FontId::monospace((size * 0.2).clamp(7.0, 14.0)),
                        colour,
                    );
                }
            }
        }
        if self.tool == Tool::Area && floor == self.floor {
            let (row, col) = self.split_at();
            let preview = Stroke::new(2.5, Color32::from_rgba_unmultiplied(230, 120, 0, 200));
            let top_left = cell_rect(0, 0).left_top();
            let bottom_right = cell_rect(rows - 1, cols - 1).right_bottom();
            if (1..rows).contains(&usize::from(row)) {
                let y = cell_rect(usize::from(row), 0).top();
                painter.add(Shape::dashed_line(
                    &[pos2(top_left.x, y), pos2(bottom_right.x, y)],
                    preview,
                    10.0,
                    5.0,
                ));
            }
            if (1..cols).contains(&usize::from(col)) {
                let x = cell_rect(0, usize::from(col)).left();
                painter.add(Shape::dashed_line(
                    &[pos2(x, top_left.y), pos2(x, bottom_right.y)],
                    preview,
                    10.0,
                    5.0,
                ));
            }
        }
        // Family setup, POI arrows, stairs, parking.
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
                    let rect = cell_rect(usize::from(p.row), usize::from(p.col));
                    let centre = rect.center() + vec2(shift, 0.0) * size;
                    painter.circle_filled(centre, size * 0.16, colour);
                    painter.text(
                        centre,
                        egui::Align2::CENTER_CENTER,
                        &text,
                        egui::FontId::proportional(size * 0.2),
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
            let rect = cell_rect(usize::from(p.row), usize::from(p.col));
            painter.text(
                rect.left_bottom() + vec2(3.0, -2.0),
                egui::Align2::LEFT_BOTTOM,
                tr.args(
                    "editor-mark-first-explosion",
                    &args([("face", (i + 1).into())]),
                ),
                egui::FontId::proportional((size * 0.18).clamp(7.0, 14.0)),
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
                    let centre = cell_rect(r, c).center();
                    let tip = centre + vec2(dc as f32, dr as f32).normalized() * size * 0.3;
                    painter.arrow(
                        centre - (tip - centre) * 0.5,
                        (tip - centre) * 1.5,
                        Stroke::new(1.5, Color32::from_rgb(40, 90, 200)),
                    );
                }
            }
        }
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
                    &painter,
                    cell_rect(usize::from(here.cell.row), usize::from(here.cell.col)),
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
            let r = cell_rect(usize::from(cells[0].row), usize::from(cells[0].col)).union(
                cell_rect(usize::from(cells[1].row), usize::from(cells[1].col)),
            );
            draw_spot(&painter, r, size, colour, &letter, corner);
        }
        self.draw_ladders(&painter, floor, &cell_rect, size);

        // Edges: what stands there, and with an edge tool a labelled widget
        // on every inner edge. With any other tool the cells take every
        // click: a click near a cell's side went to the edge's widget and
        // was lost (the Ambulance spot tool highlighted the edge and did
        // nothing, in a real window).
        let mut clicked_edge = None;
        let edges_take_clicks = matches!(self.tool, Tool::Edge(..));
        for spec in &fl.edges {
            let Some((r, c, side)) = south_east(spec.at, rows, cols) else {
                continue;
            };
            let [a, b] = edge_line(cell_rect(r, c), side);
            let state = EdgeState {
                cubes: 0,
                door: if spec.open {
                    DoorState::Open
                } else {
                    DoorState::Closed
                },
            };
            draw_edge(&painter, spec.kind, state, a, b, size);
        }
        for r in (0..rows).filter(|_| edges_take_clicks) {
            for c in 0..cols {
                for side in [Dir::E, Dir::S] {
                    if (side == Dir::E && c + 1 >= cols) || (side == Dir::S && r + 1 >= rows) {
                        continue;
                    }
                    let [a, b] = edge_line(cell_rect(r, c), side);
                    let hit = edge_hit_rect(a, b, size);
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
                                size * 0.06,
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

        // Selection, a Shift-drag's rectangle, pending first click, and the
        // problem shown.
        let span = |sel: Rect| {
            cell_rect(usize::from(sel.top), usize::from(sel.left)).union(cell_rect(
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
                cell_rect(usize::from(p.row), usize::from(p.col)),
                CornerRadius::ZERO,
                Stroke::new(3.0, Color32::from_rgb(0, 170, 90)),
                StrokeKind::Inside,
            );
        }
        let problem = Stroke::new(4.0, Color32::from_rgb(230, 40, 40));
        match &self.highlight {
            Some(Place::Cell(p)) if p.floor == floor => {
                painter.rect_stroke(
                    cell_rect(usize::from(p.row), usize::from(p.col)),
                    CornerRadius::ZERO,
                    problem,
                    StrokeKind::Inside,
                );
            }
            Some(Place::Edge(e)) if e.cell.floor == floor => {
                if let Some((r, c, side)) = south_east(*e, rows, cols) {
                    painter.line_segment(edge_line(cell_rect(r, c), side), problem);
                } else {
                    // An edge on the outline of the grid: mark its cell's side.
                    let rect = cell_rect(usize::from(e.cell.row), usize::from(e.cell.col));
                    painter.line_segment(outer_line(rect, e.side), problem);
                }
            }
            _ => {}
        }

        (clicked_cell, clicked_edge)
    }

    /// One floor of the layout, with a widget per cell and per edge.
    /// One floor's canvas; side by side, under `caption` (the floor's name),
    /// which stands right over the grid as it does in play.
    pub(super) fn canvas_ui(&mut self, ui: &mut Ui, floor: u8, caption: Option<&str>) {
        let Some((rows, cols)) = self.doc.floor_size(floor) else {
            return;
        };
        if rows == 0 || cols == 0 {
            ui.label(self.tr().get("editor-no-cells"));
            return;
        }
        let available = ui.available_rect_before_wrap();
        let background = ui.interact(
            available,
            ui.scope_id().with(("editor_canvas", floor)),
            Sense::click_and_drag(),
        );
        if background.hovered() {
            let (zoom, scroll) = ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta));
            self.zoom = (self.zoom * zoom).clamp(0.4, 4.0);
            self.pan += scroll;
        }
        let area = grid_area(available, caption.is_some());
        let size =
            ((area.width() / cols as f32).min(area.height() / rows as f32) * self.zoom).max(8.0);
        let extent = vec2(cols as f32, rows as f32) * size;
        let origin = area.center() - extent / 2.0 + self.pan;
        if let Some(caption) = caption {
            caption_ui(ui, origin, extent.x.max(size), caption);
        }
        let geom = CanvasGeom {
            rows,
            cols,
            origin,
            size,
            clip: available,
        };
        let (clicked_cell, clicked_edge) = self.draw_floor_ui(ui, floor, &geom);

        // Drags paint (a run of edges or cells is one undo step) or select.
        let to_cell = |p: Pos2| {
            let v = (p - origin) / size;
            (v.x >= 0.0 && v.y >= 0.0 && (v.y as usize) < rows && (v.x as usize) < cols)
                .then(|| Pos::on(floor, v.y as u8, v.x as u8))
        };
        let to_edge = |p: Pos2| {
            let v = (p - origin) / size;
            let (fx, fy) = (v.x, v.y);
            let (dx, dy) = ((fx - fx.round()).abs(), (fy - fy.round()).abs());
            // Near an edge's line, and not near a corner: a run that ends on
            // a corner must not take the first edge beyond it.
            if dx.min(dy) > 0.25 || dx.max(dy) < 0.15 || fx < 0.0 || fy < 0.0 {
                return None;
            }
            let (row, col) = (fy.floor() as usize, fx.floor() as usize);
            if dx < dy {
                let c = fx.round() as usize;
                (c >= 1 && c < cols && row < rows)
                    .then(|| EdgeRef::new(Pos::on(floor, row as u8, (c - 1) as u8), Dir::E))
            } else {
                let r = fy.round() as usize;
                (r >= 1 && r < rows && col < cols)
                    .then(|| EdgeRef::new(Pos::on(floor, (r - 1) as u8, col as u8), Dir::S))
            }
        };
        let pointer = background.interact_pointer_pos();
        if background.drag_started() {
            // From where the button went down: egui starts a drag only once
            // the pointer has moved, and that stretch must be painted too.
            let start = ui.input(|i| i.pointer.press_origin()).or(pointer);
            let anchor = start.and_then(to_cell);
            let rectangle =
                matches!(self.tool, Tool::Cell(_) | Tool::Area) && ui.input(|i| i.modifiers.shift);
            self.drag = Some(Drag {
                done: HashSet::new(),
                anchor,
                last: start,
                side: None,
                rectangle,
                rect_to: anchor,
            });
            if self.tool != Tool::Select {
                self.doc.begin_gesture();
            }
        }
        if background.dragged()
            && let Some(p) = pointer
        {
            match self.tool {
                Tool::Select => {
                    if let (Some(drag), Some(here)) = (&self.drag, to_cell(p))
                        && let Some(anchor) = drag.anchor
                    {
                        self.selection = Some((floor, Rect::spanning(anchor, here)));
                    }
                }
                Tool::Edge(kind, open) => {
                    // A run follows the drag's direction, not its first
                    // edge: a drag started on a corner would otherwise lock
                    // onto the crossing edge and paint the wrong run.
                    let heading = match self.drag.as_mut() {
                        Some(drag) if drag.side.is_none() => {
                            let moved = p - drag.last.unwrap_or(p);
                            drag.side = (moved.length() >= size * 0.15).then_some(
                                if moved.x.abs() >= moved.y.abs() {
                                    Dir::S
                                } else {
                                    Dir::E
                                },
                            );
                            drag.side.is_some()
                        }
                        _ => true,
                    };
                    let samples = if heading {
                        self.drag_samples(p, size)
                    } else {
                        Vec::new()
                    };
                    for q in samples {
                        let Some(e) = to_edge(q) else { continue };
                        let Some(drag) = self.drag.as_mut() else {
                            continue;
                        };
                        if drag.side != Some(e.side) {
                            continue;
                        }
                        if drag.done.insert(Painted::Edge(e)) {
                            self.apply_now(Edit::SetEdge {
                                floor,
                                at: e,
                                kind,
                                open,
                            });
                        }
                    }
                }
                Tool::Cell(_) | Tool::Area if self.drag.as_ref().is_some_and(|d| d.rectangle) => {
                    if let (Some(drag), Some(here)) = (self.drag.as_mut(), to_cell(p)) {
                        drag.rect_to = Some(here);
                    }
                }
                Tool::Cell(_) | Tool::Area => {
                    for q in self.drag_samples(p, size) {
                        let Some(c) = to_cell(q) else { continue };
                        if self
                            .drag
                            .as_mut()
                            .is_some_and(|d| d.done.insert(Painted::Cell(c)))
                            && let Some(edit) = self.cell_edit(c)
                        {
                            self.apply_now(edit);
                        }
                    }
                }
                _ => {}
            }
        }
        if background.drag_stopped() {
            // A Shift-drag paints its rectangle now, within the drag's
            // gesture: one undo step.
            if let Some((f, fill)) = self.drag.take().as_ref().and_then(Drag::rectangle) {
                for row in fill.top..fill.top.saturating_add(fill.rows) {
                    for col in fill.left..fill.left.saturating_add(fill.cols) {
                        if let Some(edit) = self.cell_edit(Pos::on(f, row, col)) {
                            self.apply_now(edit);
                        }
                    }
                }
            }
            if self.doc.in_gesture() {
                self.doc.end_gesture();
            }
        }
        if let Some(pos) = clicked_cell {
            self.click_cell(pos);
        }
        if let Some(e) = clicked_edge
            && let Tool::Edge(kind, open) = self.tool
        {
            self.commands.push(Command::Edit(vec![Edit::SetEdge {
                floor,
                at: e,
                kind,
                open,
            }]));
        }
    }

    /// Points from last frame's pointer to `p`, a fifth of a cell apart, so
    /// a fast drag paints every cell and edge it passes over.
    fn drag_samples(&mut self, p: Pos2, size: f32) -> Vec<Pos2> {
        let Some(drag) = self.drag.as_mut() else {
            return Vec::new();
        };
        let from = drag.last.replace(p).unwrap_or(p);
        let steps = ((p - from).length() / (size * 0.2))
            .ceil()
            .clamp(1.0, 400.0) as usize;
        (1..=steps)
            .map(|i| from + (p - from) * (i as f32 / steps as f32))
            .collect()
    }

    /// The edit a click on a cell makes with the current tool, if it is a
    /// one-cell edit.
    fn cell_edit(&self, pos: Pos) -> Option<Edit> {
        match self.tool {
            Tool::Cell(kind) => Some(Edit::SetCell { pos, kind }),
            Tool::Area => Some(Edit::SetArea {
                pos,
                area: (self.area_brush > 0).then_some(self.area_brush),
            }),
            Tool::Arrow => Some(Edit::SetArrow {
                pos,
                dir: self.arrow_dir,
            }),
            Tool::Fire => Some(Edit::ToggleFamilyFire { pos }),
            Tool::FirstExplosion => {
                let mut cells = self.doc.layout().first_explosion.clone();
                (cells.len() < usize::from(self.doc.layout().dice.black)).then(|| {
                    cells.push(pos);
                    Edit::SetFirstExplosion { cells }
                })
            }
            Tool::Poi => Some(Edit::ToggleFamilyPoi { pos }),
            Tool::Dice => Some(Edit::SetDiceOverride {
                floor: pos.floor,
                cell: Pos::new(pos.row, pos.col),
                dice: (self.dice_value.0 > 0 && self.dice_value.1 > 0).then_some(self.dice_value),
            }),
            _ => None,
        }
    }

    fn click_cell(&mut self, pos: Pos) {
        if let Some(edit) = self.cell_edit(pos) {
            self.commands.push(Command::Edit(vec![edit]));
            return;
        }
        match self.tool {
            Tool::Select => {
                self.selection = Some((pos.floor, Rect::spanning(pos, pos)));
            }
            Tool::Ambulance | Tool::Engine => match self.pending.take() {
                None => self.pending = Some(pos),
                Some(first) => {
                    let cells = [first, pos];
                    let edit = if self.tool == Tool::Ambulance {
                        Edit::AddAmbulanceSpot { cells }
                    } else {
                        // Before any quadrant is drawn there is nothing
                        // beside the spot: area 1, which splitting the
                        // floor into quadrants turns into the one beside
                        // it (Edit::SplitQuadrants).
                        let area = match self.engine_area {
                            0 => areas_beside(self.doc.layout(), cells)
                                .first()
                                .copied()
                                .unwrap_or(1),
                            chosen => chosen,
                        };
                        Edit::AddEngineSpot { cells, area }
                    };
                    self.commands.push(Command::Edit(vec![edit]));
                }
            },
            Tool::LadderTop => self.click_ladder_cell(pos),
            Tool::FirstExplosion => {
                self.message = Some(Notice::error(self.tr().args(
                    "editor-first-explosion-full",
                    &args([("faces", self.doc.layout().dice.black.into())]),
                )));
            }
            Tool::Stairs => match self.pending.take() {
                Some(first) if first.floor != pos.floor => {
                    let end = |cell| StairEnd {
                        cell,
                        direction: self.stair_dir,
                    };
                    self.commands.push(Command::Edit(vec![Edit::AddStair {
                        a: end(first),
                        b: end(pos),
                    }]));
                }
                Some(_) | None => {
                    self.pending = Some(pos);
                    if self.floors() > 1 && !self.side_by_side {
                        self.message = Some(Notice::info(self.tr().args(
                            "editor-stairs-from",
                            &args([("cell", pos.to_string().into())]),
                        )));
                    }
                }
            },
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

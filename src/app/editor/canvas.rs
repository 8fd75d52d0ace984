//! The editor's canvas: each floor laid out on the screen (`floor.rs`
//! draws it, with a labelled widget per cell and per edge, what AccessKit
//! and the tests click), the drag gestures that paint walls, doors and cell
//! kinds, and what a click on a cell does with the tool in hand.

use std::collections::HashSet;

use egui::{Pos2, Sense, Ui, vec2};

use super::{CanvasGeom, Command, Drag, EditorScreen, Notice, Painted, Tool};
use crate::app::board_view::{caption_ui, grid_area};
use crate::editor::{Edit, Rect};
use crate::engine::board::layout::{StairEnd, areas_beside};
use crate::engine::geom::{Dir, EdgeRef, Pos};
use crate::i18n::args;

impl EditorScreen {
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

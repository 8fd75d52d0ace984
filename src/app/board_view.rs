//! The board, drawn from the board file at any size: cells, walls and their
//! damage, doors, entrances, parking spots and vehicles, quadrants, dice
//! coordinates, POI arrows, and the pieces of a [`Scene`]. Shared by play
//! mode and the editor: the caller supplies the overlay (reachable cells,
//! a path, choices) and a [`BoardHandler`] for menus and tooltips.
//!
//! Every cell and every edge with something on it is a widget with an
//! AccessKit label (`"cell 3,4"`, `"edge 3,4 E"`), so screen readers and UI
//! tests reach them, and Tab moves a visible focus between cells.

use egui::{
    Color32, CornerRadius, ImageSource, Pos2, Rect, Role, Sense, Shape, Stroke, StrokeKind, Ui,
    Vec2, WidgetInfo, vec2,
};

use crate::app::scene::{Face, Scene};
use crate::engine::board::{Board, CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::geom::{Dir, Pos};
use crate::engine::state::{DoorState, FireLevel, Item};

pub const FIREFIGHTER_COLOURS: [Color32; 6] = [
    Color32::from_rgb(220, 50, 47),
    Color32::from_rgb(38, 139, 210),
    Color32::from_rgb(133, 153, 0),
    Color32::from_rgb(181, 137, 0),
    Color32::from_rgb(108, 113, 196),
    Color32::from_rgb(42, 161, 152),
];

pub const COLOUR_NAMES: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "teal"];

pub fn icon(name: &str) -> ImageSource<'static> {
    match name {
        "fire" => egui::include_image!("../../icons/fire.svg"),
        "smoke" => egui::include_image!("../../icons/smoke.svg"),
        "poi" => egui::include_image!("../../icons/poi.svg"),
        "victim" => egui::include_image!("../../icons/victim.svg"),
        "false_alarm" => egui::include_image!("../../icons/false_alarm.svg"),
        "treated" => egui::include_image!("../../icons/treated.svg"),
        "hazmat" => egui::include_image!("../../icons/hazmat.svg"),
        "hot_spot" => egui::include_image!("../../icons/hot_spot.svg"),
        "engine" => egui::include_image!("../../icons/engine.svg"),
        "ambulance" => egui::include_image!("../../icons/ambulance.svg"),
        _ => egui::include_image!("../../icons/firefighter.svg"),
    }
}

/// What the caller adds to the picture.
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    /// AP cost to reach each cell (by cell index), for the active firefighter.
    pub reach: Vec<Option<u8>>,
    /// The path to the hovered cell.
    pub path: Vec<CellId>,
    /// Cells offered as a choice right now (knockdown spots, riders' cells…).
    pub choices: Vec<CellId>,
    /// The active firefighter, drawn with a ring.
    pub active: Option<u8>,
    /// Each firefighter's colour (default: the palette in seat order).
    pub colours: Vec<Color32>,
}

/// Menus and tooltips the caller puts on cells and edges.
pub trait BoardHandler {
    fn cell_menu(&mut self, ui: &mut Ui, cell: CellId);
    fn cell_tooltip(&self, cell: CellId) -> Option<String>;
    fn edge_tooltip(&self, edge: EdgeId) -> Option<String>;
}

/// What happened on the board this frame.
#[derive(Clone, Debug, Default)]
pub struct BoardResponse {
    pub hovered_cell: Option<CellId>,
    pub clicked_cell: Option<CellId>,
    pub clicked_edge: Option<EdgeId>,
    pub focused_cell: Option<CellId>,
}

/// Zoom, pan and display options; one per screen.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub zoom: f32,
    pub pan: Vec2,
    pub floor: u8,
    pub show_arrows: bool,
    pub show_coords: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            zoom: 1.0,
            pan: Vec2::ZERO,
            floor: 0,
            show_arrows: false,
            show_coords: true,
        }
    }
}

/// Screen geometry of one floor.
#[derive(Copy, Clone, Debug)]
struct Grid {
    origin: Pos2,
    size: f32,
}

impl Grid {
    fn cell_rect(&self, pos: Pos) -> Rect {
        Rect::from_min_size(
            self.origin + vec2(f32::from(pos.col), f32::from(pos.row)) * self.size,
            Vec2::splat(self.size),
        )
    }
}

impl BoardView {
    pub fn reset(&mut self) {
        self.zoom = 1.0;
        self.pan = Vec2::ZERO;
    }

    /// Draws the board in the space left in `ui`.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        board: &Board,
        scene: &Scene,
        overlay: &Overlay,
        handler: &mut dyn BoardHandler,
    ) -> BoardResponse {
        let mut out = BoardResponse::default();
        let available = ui.available_rect_before_wrap();
        let background = ui.interact(
            available,
            ui.scope_id().with("board-background"),
            Sense::drag(),
        );
        if background.dragged() {
            self.pan += background.drag_delta();
        }
        if background.hovered() {
            let zoom = ui.input(|i| i.zoom_delta());
            if zoom != 1.0 {
                self.zoom = (self.zoom * zoom).clamp(0.4, 4.0);
            }
        }
        let floor = usize::from(self.floor).min(board.floors().len().saturating_sub(1));
        let geom = &board.floors()[floor];
        let (rows, cols) = (f32::from(geom.rows), f32::from(geom.cols));
        let size = ((available.width() / cols).min(available.height() / rows) * self.zoom).max(8.0);
        let extent = vec2(cols, rows) * size;
        let grid = Grid {
            origin: available.center() - extent / 2.0 + self.pan,
            size,
        };
        let painter = ui.painter_at(available);
        let cells: Vec<CellId> = board
            .cell_ids()
            .filter(|&c| usize::from(board.pos(c).floor) == floor)
            .collect();

        // Cells and their widgets.
        for &c in &cells {
            let info = board.cell(c);
            let rect = grid.cell_rect(info.pos);
            painter.rect_filled(rect, CornerRadius::ZERO, cell_fill(info.kind));
            painter.rect_stroke(
                rect,
                CornerRadius::ZERO,
                Stroke::new(0.5, Color32::from_black_alpha(40)),
                StrokeKind::Inside,
            );
            if overlay.reach.get(c.index()).is_some_and(Option::is_some) {
                let tint = Color32::from_rgba_unmultiplied(80, 160, 255, 40);
                painter.rect_filled(rect.shrink(1.0), CornerRadius::ZERO, tint);
            }
            let id = ui.scope_id().with(("cell", c.0));
            let label = format!("cell {}", info.pos);
            let response = ui.interact(rect, id, Sense::click());
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
            // Only the hovered widget asks: tooltips try actions on copies.
            let tooltip = response
                .hovered()
                .then(|| handler.cell_tooltip(c))
                .flatten();
            let response = match tooltip {
                Some(text) => response.on_hover_text(text),
                None => response,
            };
            response.context_menu(|ui| handler.cell_menu(ui, c));
            if response.hovered() {
                out.hovered_cell = Some(c);
            }
            if response.clicked() {
                out.clicked_cell = Some(c);
            }
            if response.has_focus() {
                out.focused_cell = Some(c);
            }
        }
        self.quadrants_and_spots(&painter, board, &cells, grid);
        if self.show_coords {
            for &c in &cells {
                if let Some(roll) = board.cell(c).roll {
                    let rect = grid.cell_rect(board.pos(c));
                    painter.text(
                        rect.left_top() + vec2(3.0, 2.0),
                        egui::Align2::LEFT_TOP,
                        format!("{},{}", roll.red, roll.black),
                        egui::FontId::proportional((size * 0.16).clamp(7.0, 13.0)),
                        Color32::from_black_alpha(110),
                    );
                }
            }
        }
        if self.show_arrows {
            for &c in &cells {
                if let Some(to) = board.cell(c).arrow {
                    let a = grid.cell_rect(board.pos(c)).center();
                    let b = grid.cell_rect(board.pos(to)).center();
                    let dir = (b - a).normalized() * size * 0.3;
                    painter.arrow(
                        a - dir * 0.5,
                        dir,
                        Stroke::new(1.5, Color32::from_rgb(40, 80, 160)),
                    );
                }
            }
        }
        self.vehicles(ui, scene, board, grid);
        // Path preview.
        if overlay.path.len() > 1 {
            let points: Vec<Pos2> = overlay
                .path
                .iter()
                .map(|&c| grid.cell_rect(board.pos(c)).center())
                .collect();
            painter.add(Shape::line(
                points,
                Stroke::new(
                    size * 0.06,
                    Color32::from_rgba_unmultiplied(20, 90, 200, 170),
                ),
            ));
        }
        for &c in &cells {
            self.pieces(ui, board, scene, overlay, c, grid);
        }
        // Edges on top of the pieces.
        for e in board.edge_ids() {
            let info = board.edge(e);
            let Some(kind) = info.kind else { continue };
            let pos = board.pos(info.a);
            if usize::from(pos.floor) != floor {
                continue;
            }
            let rect = grid.cell_rect(pos);
            let (a, b) = match info.side {
                Dir::S => (rect.left_bottom(), rect.right_bottom()),
                _ => (rect.right_top(), rect.right_bottom()),
            };
            let state = scene.edges[e.index()];
            draw_edge(&painter, kind, state, a, b, size);
            if scene.focus_edge == Some(e) {
                painter.line_segment(
                    [a, b],
                    Stroke::new(
                        size * 0.12,
                        Color32::from_rgba_unmultiplied(255, 200, 0, 150),
                    ),
                );
            }
            let hit = edge_hit_rect(a, b, size);
            let id = ui.scope_id().with(("edge", e.0));
            let label = format!("edge {} {}", pos, side_name(info.side));
            let response = ui.interact(hit, id, Sense::click());
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
            // Only the hovered widget asks: tooltips try actions on copies.
            let tooltip = response
                .hovered()
                .then(|| handler.edge_tooltip(e))
                .flatten();
            let response = match tooltip {
                Some(text) => response.on_hover_text(text),
                None => response,
            };
            if response.clicked() {
                out.clicked_edge = Some(e);
            }
        }
        // Highlights of the step being shown, choices and focus.
        for &c in &scene.focus {
            if usize::from(board.pos(c).floor) == floor {
                painter.rect_stroke(
                    grid.cell_rect(board.pos(c)).shrink(2.0),
                    CornerRadius::same(3),
                    Stroke::new(3.0, Color32::from_rgb(255, 200, 0)),
                    StrokeKind::Inside,
                );
            }
        }
        for &c in &overlay.choices {
            painter.rect_stroke(
                grid.cell_rect(board.pos(c)).shrink(3.0),
                CornerRadius::same(3),
                Stroke::new(3.0, Color32::from_rgb(0, 170, 90)),
                StrokeKind::Inside,
            );
        }
        if let Some(c) = out.hovered_cell {
            painter.rect_stroke(
                grid.cell_rect(board.pos(c)),
                CornerRadius::ZERO,
                Stroke::new(2.0, Color32::from_rgb(30, 30, 30)),
                StrokeKind::Inside,
            );
        }
        // The keyboard focus (Tab) must stand out from walls and highlights:
        // a thick ring in the theme's focus colour with a white core.
        if let Some(c) = out.focused_cell {
            let rect = grid.cell_rect(board.pos(c));
            let focus = ui.visuals().selection.stroke.color;
            painter.rect_stroke(
                rect,
                CornerRadius::same(2),
                Stroke::new(4.0, focus),
                StrokeKind::Inside,
            );
            painter.rect_stroke(
                rect.shrink(4.0),
                CornerRadius::same(2),
                Stroke::new(1.5, Color32::WHITE),
                StrokeKind::Inside,
            );
        }
        if let Some(c) = out.hovered_cell.or(out.focused_cell)
            && let Some(Some(cost)) = overlay.reach.get(c.index())
        {
            let rect = grid.cell_rect(board.pos(c));
            painter.text(
                rect.right_bottom() - vec2(4.0, 3.0),
                egui::Align2::RIGHT_BOTTOM,
                format!("{cost} AP"),
                egui::FontId::proportional((size * 0.2).clamp(9.0, 16.0)),
                Color32::from_rgb(10, 50, 140),
            );
        }
        out
    }

    fn quadrants_and_spots(
        &self,
        painter: &egui::Painter,
        board: &Board,
        cells: &[CellId],
        grid: Grid,
    ) {
        let dashed = Stroke::new(1.5, Color32::from_rgba_unmultiplied(90, 60, 140, 150));
        for &c in cells {
            let info = board.cell(c);
            if info.area == 0 {
                continue;
            }
            let rect = grid.cell_rect(info.pos);
            for (dir, a, b) in [
                (Dir::E, rect.right_top(), rect.right_bottom()),
                (Dir::S, rect.left_bottom(), rect.right_bottom()),
            ] {
                if let Some((n, _)) = info.neighbors[dir.index()]
                    && board.cell(n).area != 0
                    && board.cell(n).area != info.area
                {
                    painter.add(Shape::dashed_line(&[a, b], dashed, 6.0, 4.0));
                }
            }
        }
        self.stairs(painter, board, cells, grid);
        for (spots, colour, letter) in [
            (
                board.ambulance_spots().to_vec(),
                Color32::from_rgb(250, 250, 250),
                "A",
            ),
            (
                board.engine_spots().iter().map(|s| s.cells).collect(),
                Color32::from_rgb(200, 40, 40),
                "E",
            ),
        ] {
            for cells2 in spots {
                // Spots are on the ground floor; other floors do not show them.
                if board.pos(cells2[0]).floor != self.floor {
                    continue;
                }
                let r = grid
                    .cell_rect(board.pos(cells2[0]))
                    .union(grid.cell_rect(board.pos(cells2[1])));
                draw_spot(painter, r, grid.size, colour, letter);
            }
        }
    }

    /// Stair cells (2ND-STAIRS-1): treads across the cell, climbing towards
    /// the open side, and where the stairs lead ("to U 2,2").
    fn stairs(&self, painter: &egui::Painter, board: &Board, cells: &[CellId], grid: Grid) {
        for &c in cells {
            let info = board.cell(c);
            let Some(stair) = info.stair else { continue };
            let to = board.pos(stair.to);
            let to_floor = board.floor_name(to.floor);
            draw_stair(
                painter,
                grid.cell_rect(info.pos),
                stair.dir_here,
                &format!("to {to_floor} {},{}", to.row, to.col),
            );
        }
    }

    fn vehicles(&self, ui: &Ui, scene: &Scene, board: &Board, grid: Grid) {
        for (cells, name) in [(scene.ambulance, "ambulance"), (scene.engine, "engine")] {
            let Some([a, b]) = cells else { continue };
            if usize::from(board.pos(a).floor) != usize::from(self.floor) {
                continue;
            }
            let r = grid
                .cell_rect(board.pos(a))
                .union(grid.cell_rect(board.pos(b)));
            let vertical = r.height() > r.width();
            let (w, h) = if vertical {
                (r.height(), r.width())
            } else {
                (r.width(), r.height())
            };
            let body = Rect::from_center_size(r.center(), vec2(w * 0.9, h * 0.55));
            let image = egui::Image::new(icon(name));
            if vertical {
                let rotated = Rect::from_center_size(r.center(), vec2(body.height(), body.width()));
                image
                    .rotate(std::f32::consts::FRAC_PI_2, Vec2::splat(0.5))
                    .paint_at(
                        ui,
                        Rect::from_center_size(
                            rotated.center(),
                            vec2(rotated.height(), rotated.width()),
                        ),
                    );
            } else {
                image.paint_at(ui, body);
            }
        }
    }

    fn pieces(
        &self,
        ui: &Ui,
        board: &Board,
        scene: &Scene,
        overlay: &Overlay,
        c: CellId,
        grid: Grid,
    ) {
        let rect = grid.cell_rect(board.pos(c));
        let painter = ui.painter();
        match scene.fire[c.index()] {
            FireLevel::Fire => {
                egui::Image::new(icon("fire")).paint_at(ui, rect.shrink(grid.size * 0.12));
            }
            FireLevel::Smoke => {
                egui::Image::new(icon("smoke")).paint_at(ui, rect.shrink(grid.size * 0.12));
            }
            FireLevel::Clear => {}
        }
        let small = grid.size * 0.34;
        if scene.hot_spot[c.index()] {
            let r = Rect::from_min_size(
                rect.right_top() + vec2(-small * 0.8, 1.0),
                Vec2::splat(small * 0.75),
            );
            egui::Image::new(icon("hot_spot")).paint_at(ui, r);
        }
        // The tokens in a row along the bottom, firefighters above them.
        let mut slot = 0.0;
        let mut place = |image: ImageSource<'static>, tint: Option<Color32>| {
            let r = Rect::from_min_size(
                rect.left_bottom() + vec2(2.0 + slot * small * 0.8, -small - 2.0),
                Vec2::splat(small),
            );
            let mut img = egui::Image::new(image);
            if let Some(t) = tint {
                img = img.tint(t);
            }
            img.paint_at(ui, r);
            slot += 1.0;
        };
        for &(_, cell) in &scene.hazmat {
            if cell == c {
                place(icon("hazmat"), None);
            }
        }
        for poi in scene.pois.iter().filter(|p| p.cell == c) {
            let name = match poi.face {
                Face::Hidden => "poi",
                Face::Victim { treated: false } => "victim",
                Face::Victim { treated: true } => "treated",
                Face::FalseAlarm => "false_alarm",
            };
            place(icon(name), None);
        }
        let mut ff_slot = 0.0;
        for (i, f) in scene.firefighters.iter().enumerate() {
            if f.cell != Some(c) {
                continue;
            }
            let colour = overlay
                .colours
                .get(i)
                .copied()
                .unwrap_or(FIREFIGHTER_COLOURS[i % FIREFIGHTER_COLOURS.len()]);
            let fsize = grid.size * 0.42;
            let r = Rect::from_min_size(
                rect.left_top() + vec2(grid.size * 0.1 + ff_slot * fsize * 0.6, grid.size * 0.12),
                Vec2::splat(fsize),
            );
            ff_slot += 1.0;
            if overlay.active == Some(i as u8) {
                painter.circle_stroke(
                    r.center(),
                    fsize * 0.55,
                    Stroke::new(2.5, Color32::from_rgb(255, 230, 0)),
                );
            }
            let tint = if f.downed || f.knocked_down {
                colour.gamma_multiply(0.45)
            } else {
                colour
            };
            egui::Image::new(icon("firefighter"))
                .tint(tint)
                .paint_at(ui, r);
            let letters = f.specialist.map_or(String::new(), |s| initials(s.title()));
            painter.text(
                r.center_bottom(),
                egui::Align2::CENTER_TOP,
                format!("{}{letters}", i + 1),
                egui::FontId::proportional((fsize * 0.32).clamp(7.0, 13.0)),
                Color32::BLACK,
            );
            if let Some(item) = f.carrying {
                let name = match item {
                    Item::Victim(_) => "victim",
                    Item::Hazmat(_) => "hazmat",
                    Item::Firefighter(_) => "firefighter",
                };
                let badge = Rect::from_min_size(
                    r.right_top() - vec2(fsize * 0.3, 0.0),
                    Vec2::splat(fsize * 0.45),
                );
                egui::Image::new(icon(name)).paint_at(ui, badge);
            }
        }
    }
}

fn initials(title: &str) -> String {
    let mut out = String::from(" ");
    for word in title.split([' ', '/']) {
        if let Some(ch) = word.chars().next()
            && ch.is_ascii_uppercase()
        {
            out.push(ch);
        }
    }
    out
}

/// A cell's colour by kind, the same in play and in the editor.
pub(crate) fn cell_fill(kind: CellKind) -> Color32 {
    match kind {
        CellKind::Outside => Color32::from_rgb(196, 214, 180),
        CellKind::Inside => Color32::from_rgb(236, 224, 200),
        CellKind::Restricted => Color32::from_rgb(150, 150, 150),
        CellKind::Elevator => Color32::from_rgb(170, 185, 205),
    }
}

/// Where a click selects the edge from `a` to `b`: a thin strip along it,
/// short of the corners so the crossing edge stays reachable.
pub(crate) fn edge_hit_rect(a: Pos2, b: Pos2, size: f32) -> Rect {
    let along = b - a;
    let across = vec2(along.y, along.x).normalized() * size * 0.12;
    Rect::from_two_pos(a - across + along * 0.1, b + across - along * 0.1)
}

/// A parking spot over the two cells of `cells`: a dashed outline and its
/// letter ("A", "E", "E2").
pub(crate) fn draw_spot(
    painter: &egui::Painter,
    cells: Rect,
    size: f32,
    colour: Color32,
    letter: &str,
) {
    let r = cells.shrink(size * 0.08);
    let corners = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ];
    painter.add(Shape::dashed_line(
        &corners,
        Stroke::new(2.0, colour),
        8.0,
        5.0,
    ));
    painter.text(
        r.left_bottom() + vec2(4.0, -3.0),
        egui::Align2::LEFT_BOTTOM,
        letter,
        egui::FontId::proportional((size * 0.22).clamp(8.0, 18.0)),
        colour,
    );
}

/// A stair cell (2ND-STAIRS-1): treads across `cell`, climbing towards the
/// open side `dir`, and where the stairs lead.
pub(crate) fn draw_stair(painter: &egui::Painter, cell: Rect, dir: Dir, leads_to: &str) {
    let ink = Color32::from_rgb(70, 60, 50);
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
        painter.line_segment([a, b], Stroke::new(1.5, ink));
    }
    // Where the stairs lead, wrapped to the cell's width (a floor name can be
    // long) on a pale backing so it stays readable over the treads.
    let font = egui::FontId::proportional((size * 0.15).clamp(7.0, 13.0));
    let galley = painter.layout(leads_to.to_owned(), font, ink, size * 0.94);
    let text_size = galley.size();
    let at = egui::pos2(
        cell.center().x - text_size.x / 2.0,
        cell.bottom() - text_size.y - size * 0.03,
    );
    painter.rect_filled(
        Rect::from_min_size(at, text_size).expand(1.0),
        CornerRadius::same(2),
        Color32::from_rgba_unmultiplied(245, 238, 222, 210),
    );
    painter.galley(at, galley, ink);
}

pub fn side_name(d: Dir) -> &'static str {
    match d {
        Dir::N => "N",
        Dir::E => "E",
        Dir::S => "S",
        Dir::W => "W",
    }
}

pub(crate) fn draw_edge(
    painter: &egui::Painter,
    kind: EdgeKind,
    state: crate::engine::state::EdgeState,
    a: Pos2,
    b: Pos2,
    size: f32,
) {
    let wall = Color32::from_rgb(40, 36, 32);
    let width = size * 0.08;
    let along = b - a;
    let mid = a + along * 0.5;
    let destroyed_stroke = Stroke::new(
        width * 0.4,
        Color32::from_rgba_unmultiplied(120, 40, 20, 140),
    );
    match kind {
        EdgeKind::Wall | EdgeKind::PartyWall | EdgeKind::ThinWall | EdgeKind::Window => {
            let max = match kind {
                EdgeKind::ThinWall | EdgeKind::Window => 1,
                _ => 2,
            };
            if state.cubes >= max {
                painter.add(Shape::dashed_line(&[a, b], destroyed_stroke, 5.0, 4.0));
                return;
            }
            let (colour, w) = match kind {
                EdgeKind::Window => (Color32::from_rgb(90, 150, 220), width * 0.7),
                EdgeKind::ThinWall => (wall, width * 0.5),
                EdgeKind::PartyWall => (Color32::from_rgb(90, 40, 30), width * 1.3),
                _ => (wall, width),
            };
            painter.line_segment([a, b], Stroke::new(w, colour));
            // Damage cubes: small black squares with a white rim.
            for k in 0..state.cubes {
                let offset = (f32::from(k) - (f32::from(state.cubes) - 1.0) / 2.0) * size * 0.16;
                let centre = mid + along.normalized() * offset;
                let r = Rect::from_center_size(centre, Vec2::splat(size * 0.13));
                painter.rect_filled(r, CornerRadius::same(1), Color32::BLACK);
                painter.rect_stroke(
                    r,
                    CornerRadius::same(1),
                    Stroke::new(1.0, Color32::WHITE),
                    StrokeKind::Inside,
                );
            }
        }
        EdgeKind::Door | EdgeKind::ElevatorDoor => {
            // Wall stubs either side of the doorway.
            painter.line_segment([a, a + along * 0.2], Stroke::new(width, wall));
            painter.line_segment([b - along * 0.2, b], Stroke::new(width, wall));
            let colour = if kind == EdgeKind::Door {
                Color32::from_rgb(150, 90, 40)
            } else {
                Color32::from_rgb(120, 120, 130)
            };
            match state.door {
                DoorState::Closed => {
                    painter.line_segment(
                        [a + along * 0.2, b - along * 0.2],
                        Stroke::new(width * 1.2, colour),
                    );
                }
                DoorState::Open => {
                    // The leaf swung open, perpendicular to the wall.
                    let hinge = a + along * 0.2;
                    let leaf = vec2(-along.y, along.x) * 0.55;
                    painter.line_segment([hinge, hinge + leaf], Stroke::new(width * 0.6, colour));
                }
                DoorState::Destroyed => {
                    painter.add(Shape::dashed_line(
                        &[a + along * 0.2, b - along * 0.2],
                        destroyed_stroke,
                        3.0,
                        3.0,
                    ));
                }
            }
        }
        EdgeKind::Entrance => {
            painter.line_segment([a, a + along * 0.15], Stroke::new(width, wall));
            painter.line_segment([b - along * 0.15, b], Stroke::new(width, wall));
            painter.circle_filled(mid, size * 0.05, Color32::from_rgb(40, 140, 60));
        }
    }
}

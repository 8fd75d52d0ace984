//! The board, drawn from the board file at any size: cells, walls and their
//! damage, doors, entrances, parking spots and vehicles, quadrants, dice
//! coordinates, POI arrows, and the pieces of a [`Scene`]. Shared by play
//! mode and the editor: the caller supplies the overlay (reachable cells,
//! a path, choices) and a [`BoardHandler`] for menus and tooltips.
//!
//! Everything scales with the cell size. The pieces of a cell are placed by
//! [`token_layout`], clear of a stair label; firefighters show their seat
//! number on the helmet, so players need not tell them apart by colour
//! alone (the palette also differs in lightness).
//!
//! On High Rise boards play mode shows the Lobby beside the floor
//! ([`BoardView::show_lobby`]): one slot per elevator holding who is down
//! there, as interactive as the elevator cell it stands for.
//!
//! Every cell and every edge with something on it is a widget with an
//! AccessKit label (`"cell 3,4"`, `"edge 3,4 E"`), so screen readers and UI
//! tests reach them, and Tab moves a visible focus between cells.
//!
//! The pieces on a cell are drawn in [`tokens`]; the words screen readers
//! hear are made in [`words`]; the expansions' pieces (Lobby, elevator
//! cars, ladders) in [`expansions`]; the Hint's mark in [`hint`]; the
//! players' colours in [`palette`]; stair cells in [`stairs`]; what is
//! drawn over the pieces (paths, edges, highlights) in [`layers`].

use egui::{
    Color32, CornerRadius, ImageSource, Pos2, Rect, Role, Sense, Shape, Stroke, StrokeKind, Ui,
    Vec2, WidgetInfo, vec2,
};

use crate::app::language::Tr;
use crate::app::scene::Scene;
use crate::engine::board::{Board, CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::geom::{Dir, Pos};
use crate::engine::state::DoorState;
use crate::i18n::args;
use crate::text::Names;

mod expansions;
mod hint;
mod layers;
mod palette;
mod stairs;
mod tokens;
mod words;
pub(crate) use expansions::{Car, elevator_state, ladders_on_engine_cells};
use expansions::{LOBBY_COLS, LobbyPanel, draw_car, draw_ladders, lobby_elevators, slot_label};
pub use hint::HintMark;
use hint::hint_widget;
use layers::Frame;
pub use palette::{BadgeShape, COLOUR_NAMES, FIREFIGHTER_COLOURS, Palette};
pub(crate) use stairs::draw_stair;
pub use stairs::{STAIR_LABEL_MAX_HEIGHT, StairLabel, stair_label};
use stairs::{draw_stair_treads, stair_text};
use tokens::pieces;
pub use tokens::{TokenLayout, loose_tokens, token_layout};
use words::describe;
pub use words::{cell_contents, cell_label, edge_contents};

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
    /// Where the path to a hovered cell beyond this turn's reach goes on
    /// after `path` (its first cell is `path`'s last), drawn dashed.
    pub far_path: Vec<CellId>,
    /// What the walk along `far_path` costs in all, shown in the hovered
    /// cell's corner as a walk within reach shows its price.
    pub far_cost: Option<u8>,
    /// Cells offered as a choice right now (knockdown spots, riders' cells…).
    pub choices: Vec<CellId>,
    /// The active firefighter, drawn with a ring.
    pub active: Option<u8>,
    /// Each firefighter's colour (default: the palette in seat order).
    pub colours: Vec<Color32>,
    /// The players' names by seat, for labels ("Ann (Firefighter 1)").
    pub players: Vec<String>,
    /// What the Hint suggests (play mode).
    pub hint: Option<HintMark>,
    /// What the action under the pointer in a cell's menu or on a side
    /// panel button is about, marked as the Hint marks its step but in the
    /// path preview's blue (play mode): the deck gun's area, the wall a
    /// chop opens, a move's arrow, a parking spot.
    pub preview: Option<HintMark>,
    /// Colours alone, or shapes and patterns too.
    pub palette: Palette,
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
    /// Where the clicked cell is on screen, so a menu about it can open
    /// beside it rather than wherever a new window would go.
    pub clicked_rect: Option<Rect>,
    pub clicked_edge: Option<EdgeId>,
    pub focused_cell: Option<CellId>,
}

impl BoardResponse {
    /// What happened on either of two pictures of the board (floors drawn
    /// side by side): the pointer and the focus are on one at most.
    pub fn merge(&mut self, other: BoardResponse) {
        self.hovered_cell = self.hovered_cell.or(other.hovered_cell);
        self.clicked_cell = self.clicked_cell.or(other.clicked_cell);
        self.clicked_rect = self.clicked_rect.or(other.clicked_rect);
        self.clicked_edge = self.clicked_edge.or(other.clicked_edge);
        self.focused_cell = self.focused_cell.or(other.focused_cell);
    }
}

/// Zoom, pan and display options; one per screen.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub zoom: f32,
    pub pan: Vec2,
    pub floor: u8,
    pub show_arrows: bool,
    pub show_coords: bool,
    /// High Rise: the Lobby panel beside the floor (play mode only; the
    /// board's pictures and the editor show the printed board).
    pub show_lobby: bool,
    /// A name over the grid (the floor's, when floors stand side by side),
    /// moving with it as it is zoomed and panned.
    pub caption: Option<String>,
}

/// The height the caption takes above the grid.
pub(crate) const CAPTION_HEIGHT: f32 = 22.0;

/// The room a grid has in `available`: below its caption, if it has one.
pub(crate) fn grid_area(available: Rect, captioned: bool) -> Rect {
    if captioned {
        Rect::from_min_max(available.min + vec2(0.0, CAPTION_HEIGHT), available.max)
    } else {
        available
    }
}

/// A floor's name right over its grid (at `origin`, `width` wide), as a
/// label screen readers read: in play and in the editor, side by side.
pub(crate) fn caption_ui(ui: &mut Ui, origin: Pos2, width: f32, caption: &str) {
    let rect = Rect::from_center_size(
        egui::pos2(origin.x + width / 2.0, origin.y - CAPTION_HEIGHT / 2.0),
        vec2(width, CAPTION_HEIGHT),
    );
    ui.put(
        rect,
        egui::Label::new(egui::RichText::new(caption).strong()),
    );
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            zoom: 1.0,
            pan: Vec2::ZERO,
            floor: 0,
            show_arrows: false,
            show_coords: true,
            show_lobby: false,
            caption: None,
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
        let tr = Tr::of(ui.ctx());
        let names = Names::new(board, &overlay.players).with_lang(tr.lang);
        let multi_floor = board.floors().len() > 1;
        let available = ui.available_rect_before_wrap();
        let background = ui.interact(
            available,
            ui.scope_id().with(("board", "background")),
            Sense::drag(),
        );
        // A drag-only widget's drag starts on the press, and the frame's
        // pointer delta then still holds the move that came before it: a
        // tap or click at a new place (a touch screen, a remote desktop, a
        // quick hand) delivers the move and the press in one frame, and
        // counting it panned the board by the whole jump.
        if background.dragged() && !background.drag_started() {
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
        let elevators = if self.show_lobby {
            lobby_elevators(board, scene)
        } else {
            Vec::new()
        };
        // The Lobby panel takes a few columns beside the grid, so it scales
        // and pans with the board.
        let wide = cols
            + if elevators.is_empty() {
                0.0
            } else {
                LOBBY_COLS
            };
        let area = grid_area(available, self.caption.is_some());
        let size = ((area.width() / wide).min(area.height() / rows) * self.zoom).max(8.0);
        let extent = vec2(wide, rows) * size;
        // A drag never takes the board out of sight: a cell of it stays in
        // view (View > Fit board brings it back whole).
        let reach = ((area.size() + extent) / 2.0 - Vec2::splat(size)).max(Vec2::ZERO);
        self.pan = self.pan.clamp(-reach, reach);
        let grid = Grid {
            origin: area.center() - extent / 2.0 + self.pan,
            size,
        };
        if let Some(caption) = &self.caption {
            caption_ui(ui, grid.origin, extent.x.max(size), caption);
        }
        let lobby = LobbyPanel::new(grid, cols, rows, elevators);
        let mut hovered_rect = None;
        let mut focused_rect = None;
        let painter = ui.painter_at(available);
        let frame = Frame {
            painter: painter.clone(),
            tr,
            names,
            board,
            scene,
            overlay,
            grid,
            floor,
            multi_floor,
            lobby: &lobby,
        };
        let place = |c: CellId| frame.place(c);
        let cells: Vec<CellId> = board
            .cell_ids()
            .filter(|&c| usize::from(board.pos(c).floor) == floor)
            .collect();

        // Below the cells' widgets, so they keep their clicks.
        if let Some(mark) = &overlay.hint {
            hint_widget(ui, mark, board, grid, floor, &place);
        }
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
            // The name players read everywhere: printed coordinates, and the
            // floor on boards with several (crate::text).
            let label = cell_label(tr, &names, board, scene, c);
            let place = CellWidget { rect, id, cell: c };
            place.ui(
                ui,
                &label,
                handler,
                &mut out,
                &mut hovered_rect,
                &mut focused_rect,
            );
            describe(ui, id, &cell_contents(tr, &names, board, scene, overlay, c));
        }
        self.quadrants_and_spots(&painter, tr, board, &cells, grid);
        // High Rise: where each car is (URB-HIGHRISE-ELEV-1/4).
        for &c in &cells {
            if let Some(car) = elevator_state(board, scene, c) {
                draw_car(
                    &painter,
                    tr,
                    grid.cell_rect(board.pos(c)),
                    car,
                    !lobby.slots.is_empty(),
                );
            }
        }
        // Stair labels are laid out first so the pieces keep clear of them,
        // and drawn after the pieces so nothing covers them (Fire included).
        let labels: Vec<(CellId, StairLabel)> = cells
            .iter()
            .filter_map(|&c| {
                let text = stair_text(tr, board, c)?;
                Some((
                    c,
                    stair_label(&painter, grid.cell_rect(board.pos(c)), &text)?,
                ))
            })
            .collect();
        if self.show_coords {
            for &c in &cells {
                if board.cell(c).roll.is_some() {
                    let rect = grid.cell_rect(board.pos(c));
                    // As the log and the screen reader name the space:
                    // "3,8" in English, "3-8" where a comma reads as a
                    // decimal point.
                    painter.text(
                        rect.left_top() + vec2(3.0, 2.0),
                        egui::Align2::LEFT_TOP,
                        names.coords(board.pos(c)),
                        egui::FontId::proportional((size * 0.16).clamp(7.0, 22.0)),
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
        // Over the vehicles: the Engine holds the ladders (2ND-LADDER-1).
        draw_ladders(&painter, board, scene, floor as u8, |p| grid.cell_rect(p));
        // The Lobby slots, as interactive as their cells: a click, a menu or
        // a tooltip there is one on the elevator cell.
        lobby.paint_frame(&painter, tr);
        for slot in &lobby.slots {
            let c = slot.cell;
            lobby.paint_slot(&painter, tr, slot, &names, &overlay.reach);
            let id = ui.scope_id().with(("lobby", c.0));
            let label = slot_label(tr, &names, scene, slot);
            if slot.car != Car::InLobby {
                let response = ui.interact(slot.rect, id, Sense::hover());
                response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
                continue;
            }
            let place = CellWidget {
                rect: slot.rect,
                id,
                cell: c,
            };
            place.ui(
                ui,
                &label,
                handler,
                &mut out,
                &mut hovered_rect,
                &mut focused_rect,
            );
        }
        // Path preview (into the Lobby: to its slot).
        frame.paint_paths();
        for &c in &cells {
            if lobby.slot_in_lobby(c).is_some() {
                continue;
            }
            let label = labels.iter().find(|(l, _)| *l == c).map(|(_, l)| l.rect);
            pieces(ui, scene, overlay, c, grid.cell_rect(board.pos(c)), label);
        }
        // Who is down in the Lobby stands in its slot, not on the floor.
        for slot in lobby.slots.iter().filter(|s| s.car == Car::InLobby) {
            pieces(ui, scene, overlay, slot.cell, slot.inside, None);
        }
        for (_, label) in &labels {
            label.paint(&painter);
        }
        // Edges on top of the pieces.
        frame.edges_ui(ui, handler, &mut out);
        frame.highlights_ui(ui, hovered_rect, focused_rect, &labels, &out);
        out
    }

    fn quadrants_and_spots(
        &self,
        painter: &egui::Painter,
        tr: Tr,
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
                tr.get("board-spot-ambulance"),
            ),
            (
                board.engine_spots().iter().map(|s| s.cells).collect(),
                Color32::from_rgb(200, 40, 40),
                tr.get("board-spot-engine"),
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
                draw_spot(
                    painter,
                    r,
                    grid.size,
                    colour,
                    &letter,
                    SpotLabel::BottomLeft,
                );
            }
        }
    }

    /// Stair cells (2ND-STAIRS-1): treads across the cell, climbing towards
    /// the open side (the label saying where they lead comes later, on top).
    fn stairs(&self, painter: &egui::Painter, board: &Board, cells: &[CellId], grid: Grid) {
        for &c in cells {
            let info = board.cell(c);
            let Some(stair) = info.stair else { continue };
            draw_stair_treads(painter, grid.cell_rect(info.pos), stair.dir_here);
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
}

/// A clickable place that stands for a cell: the cell itself, or its
/// Lobby slot on High Rise. Either answers clicks, menus and tooltips as
/// the cell, and reports where it is drawn.
struct CellWidget {
    rect: Rect,
    id: egui::Id,
    cell: CellId,
}

impl CellWidget {
    fn ui(
        &self,
        ui: &mut Ui,
        label: &str,
        handler: &mut dyn BoardHandler,
        out: &mut BoardResponse,
        hovered_rect: &mut Option<Rect>,
        focused_rect: &mut Option<Rect>,
    ) {
        let (c, rect) = (self.cell, self.rect);
        let response = ui.interact(rect, self.id, Sense::click());
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, label));
        let response = with_tooltip(response, || handler.cell_tooltip(c));
        response.context_menu(|ui| handler.cell_menu(ui, c));
        if response.hovered() {
            out.hovered_cell = Some(c);
            *hovered_rect = Some(rect);
        }
        if response.clicked() {
            out.clicked_cell = Some(c);
            out.clicked_rect = Some(rect);
        }
        if response.has_focus() {
            out.focused_cell = Some(c);
            *focused_rect = Some(rect);
        }
    }
}

/// `response` with the handler's tooltip. Only the hovered widget asks:
/// a tooltip tries actions on copies of the game, too slow for every
/// widget every frame.
fn with_tooltip(
    response: egui::Response,
    tooltip: impl FnOnce() -> Option<String>,
) -> egui::Response {
    match response.hovered().then(tooltip).flatten() {
        Some(text) => response.on_hover_text(text),
        None => response,
    }
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
/// Where a parking spot's letter goes: its usual corner, or the top one
/// where the bottom holds other words (the editor's ladder labels).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum SpotLabel {
    BottomLeft,
    TopRight,
}

pub(crate) fn draw_spot(
    painter: &egui::Painter,
    cells: Rect,
    size: f32,
    colour: Color32,
    letter: &str,
    label: SpotLabel,
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
    let (at, align) = match label {
        SpotLabel::BottomLeft => (r.left_bottom() + vec2(4.0, -3.0), egui::Align2::LEFT_BOTTOM),
        SpotLabel::TopRight => (r.right_top() + vec2(-4.0, 3.0), egui::Align2::RIGHT_TOP),
    };
    painter.text(
        at,
        align,
        letter,
        egui::FontId::proportional((size * 0.22).clamp(8.0, 18.0)),
        colour,
    );
}

/// A side's letter in English, as board files and the editor write it.
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
                // Destroyed: a gap, with its cubes still on it (two cubes
                // read as two, not as one more kind of line).
                painter.add(Shape::dashed_line(&[a, b], destroyed_stroke, 5.0, 4.0));
            } else {
                let (colour, w) = match kind {
                    EdgeKind::Window => (Color32::from_rgb(90, 150, 220), width * 0.7),
                    EdgeKind::ThinWall => (wall, width * 0.5),
                    EdgeKind::PartyWall => (Color32::from_rgb(90, 40, 30), width * 1.3),
                    _ => (wall, width),
                };
                painter.line_segment([a, b], Stroke::new(w, colour));
            }
            // Damage cubes: big enough to count at a glance (a fifth of a
            // cell, a clear gap between two), black like the game's cubes,
            // with a white rim for the dark wall and a dark edge for the
            // pale cells either side.
            let cube = size * 0.2;
            for k in 0..state.cubes {
                let offset = (f32::from(k) - (f32::from(state.cubes) - 1.0) / 2.0) * cube * 1.4;
                let centre = mid + along.normalized() * offset;
                let r = Rect::from_center_size(centre, Vec2::splat(cube));
                let rim = (cube * 0.15).max(1.5);
                painter.rect_filled(r.expand(1.0), CornerRadius::same(2), Color32::BLACK);
                painter.rect_filled(r, CornerRadius::same(2), Color32::WHITE);
                painter.rect_filled(
                    r.shrink(rim),
                    CornerRadius::same(1),
                    Color32::from_rgb(25, 22, 20),
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

/// Crosshairs on `rect`: a ring and four ticks in the highlight's amber,
/// edged in dark so that they show on Fire and on the floor alike.
fn paint_crosshairs(painter: &egui::Painter, rect: Rect) {
    let amber = Color32::from_rgb(255, 200, 0);
    let dark = Color32::from_black_alpha(160);
    let c = rect.center();
    let r = rect.width().min(rect.height()) * 0.3;
    for (width, colour) in [(5.0, dark), (2.5, amber)] {
        let stroke = Stroke::new(width, colour);
        painter.circle_stroke(c, r, stroke);
        for d in [egui::vec2(1.0, 0.0), egui::vec2(0.0, 1.0)] {
            painter.line_segment([c + d * r * 0.5, c + d * r * 1.5], stroke);
            painter.line_segment([c - d * r * 0.5, c - d * r * 1.5], stroke);
        }
    }
}

//! The expansions on the board view: High Rise's elevator cars and the
//! Lobby panel beside the floor (URB-HIGHRISE-ELEV-1..4, -LOBBY-1), and 2nd
//! Story's ladders (2ND-LADDER-*), so that the rule families' drawing sits
//! apart from the base board's.

use super::*;

/// Where an elevator's car is, told by its door (URB-HIGHRISE-ELEV-1): a
/// closed door means the Lobby; a destroyed one, no car any more (-ELEV-4).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Car {
    InLobby,
    AtFloor,
    Destroyed,
}

impl Car {
    /// The key of where the car is, in words (board.ftl).
    pub(crate) fn words(self) -> &'static str {
        match self {
            Car::InLobby => "board-car-in-lobby",
            Car::AtFloor => "board-car-at-floor",
            Car::Destroyed => "board-car-destroyed",
        }
    }
}

/// The car of elevator cell `c` on a High Rise board.
pub(crate) fn elevator_state(board: &Board, scene: &Scene, c: CellId) -> Option<Car> {
    if board.rules() != crate::engine::board::RuleSet::HighRise
        || board.kind(c) != CellKind::Elevator
    {
        return None;
    }
    let door = board.elevator_door(c)?;
    Some(match scene.edges.get(door.index())?.door {
        DoorState::Closed => Car::InLobby,
        DoorState::Open => Car::AtFloor,
        DoorState::Destroyed => Car::Destroyed,
    })
}

/// 2nd Story's ladders (2ND-LADDER-*) on the shown floor: a raised one on
/// its foot and on its top (both segments), a lying one across its cell, a
/// carried one beside its carrier, and the Engine's count of those it holds.
pub(super) fn draw_ladders(
    painter: &egui::Painter,
    board: &Board,
    scene: &Scene,
    floor: u8,
    rect_of: impl Fn(Pos) -> Rect,
) {
    let on_floor = |c: CellId| (board.pos(c).floor == floor).then(|| rect_of(board.pos(c)));
    let mut on_engine = 0;
    for place in &scene.ladders {
        match *place {
            crate::engine::state::LadderPlace::Raised { foot } => {
                for cell in [Some(foot), board.ladder_top(foot)].into_iter().flatten() {
                    if let Some(rect) = on_floor(cell) {
                        let r = Rect::from_center_size(rect.center(), rect.size() * vec2(0.3, 0.9));
                        ladder_glyph(painter, r, true);
                    }
                }
            }
            crate::engine::state::LadderPlace::Lying(cell) => {
                if let Some(rect) = on_floor(cell) {
                    let r = Rect::from_center_size(
                        rect.center_bottom() - vec2(0.0, rect.height() * 0.14),
                        rect.size() * vec2(0.8, 0.2),
                    );
                    ladder_glyph(painter, r, false);
                }
            }
            crate::engine::state::LadderPlace::Carried(ff) => {
                let carrier = scene.firefighters.get(usize::from(ff)).and_then(|f| f.cell);
                if let Some(rect) = carrier.and_then(on_floor) {
                    let r = Rect::from_min_size(
                        rect.left_bottom() - vec2(0.0, rect.height() * 0.22),
                        rect.size() * vec2(0.55, 0.18),
                    );
                    ladder_glyph(painter, r, false);
                }
            }
            crate::engine::state::LadderPlace::Engine => on_engine += 1,
        }
    }
    let engine = ladders_on_engine_cells(board, scene);
    if on_engine > 0
        && let Some(rect) = engine.and_then(|cells| on_floor(cells[1]))
    {
        let r = Rect::from_min_size(
            rect.left_top() + vec2(rect.width() * 0.1, rect.height() * 0.1),
            rect.size() * vec2(0.45, 0.16),
        );
        let count = painter.layout_no_wrap(
            format!("×{on_engine}"),
            egui::FontId::proportional((rect.height() * 0.16).clamp(7.0, 16.0)),
            Color32::from_rgb(60, 40, 20),
        );
        // On a light badge: drawn over the Engine, which covers its spot,
        // the count must read on the truck's red (it had been under it).
        let text_at = r.right_center() + vec2(3.0, -count.size().y / 2.0);
        let badge =
            Rect::from_min_max(r.min.min(text_at), (text_at + count.size()).max(r.max)).expand(2.0);
        painter.rect(
            badge,
            egui::CornerRadius::same(3),
            Color32::from_rgb(240, 228, 200),
            Stroke::new(1.0, Color32::from_rgb(120, 90, 50)),
            egui::StrokeKind::Inside,
        );
        ladder_glyph(painter, r, false);
        painter.galley(text_at, count, Color32::from_rgb(60, 40, 20));
    }
}

/// The cells where the ladders left on the Engine are: the Engine's, or in
/// the family game, which has no vehicles, its first spot (2ND-LADDER-1).
pub(crate) fn ladders_on_engine_cells(board: &Board, scene: &Scene) -> Option<[CellId; 2]> {
    scene
        .engine
        .or_else(|| board.engine_spots().first().map(|s| s.cells))
}

/// A ladder in `r`: two rails and rungs, standing (`upright`) or lying.
pub(super) fn ladder_glyph(painter: &egui::Painter, r: Rect, upright: bool) {
    let stroke = Stroke::new(
        (r.width().min(r.height()) * 0.12).clamp(1.0, 3.0),
        Color32::from_rgb(120, 90, 50),
    );
    let (a0, a1, b0, b1) = if upright {
        (
            r.left_top(),
            r.left_bottom(),
            r.right_top(),
            r.right_bottom(),
        )
    } else {
        (
            r.left_top(),
            r.right_top(),
            r.left_bottom(),
            r.right_bottom(),
        )
    };
    painter.line_segment([a0, a1], stroke);
    painter.line_segment([b0, b1], stroke);
    for k in 1..5 {
        let t = k as f32 / 5.0;
        painter.line_segment([a0 + (a1 - a0) * t, b0 + (b1 - b0) * t], stroke);
    }
}

/// The size of the proportional font, at most `size`, that keeps `text`
/// on one line within `width` (a floor of 5 points: below it, overflow).
/// Measured again after each shrink: small text is wider than its size
/// says (glyphs snap to whole pixels), so a single proportional step left
/// German's "Kabine in der Lobby" a tenth too wide, cut at both ends.
pub(super) fn fitted_font(painter: &egui::Painter, text: &str, size: f32, width: f32) -> f32 {
    const FLOOR: f32 = 5.0;
    let wide = |size: f32| {
        painter
            .layout_no_wrap(
                text.to_owned(),
                egui::FontId::proportional(size),
                Color32::WHITE,
            )
            .size()
            .x
    };
    let mut size = size;
    // Bounded: each step shrinks by at least 5%, down to the floor.
    for _ in 0..16 {
        let w = wide(size);
        if w <= width || w <= 0.0 || size <= FLOOR {
            break;
        }
        size = (size * (width / w).min(0.95)).max(FLOOR);
    }
    size
}

/// A banner across the top of an elevator cell saying where its car is.
/// With the Lobby panel (`panel`), a car down in the Lobby leaves an empty
/// shaft on the floor: shaded, its cables showing, with a small "car in
/// Lobby" marker; who rides it is drawn in the panel. Without it (board
/// pictures), a "LOBBY" banner over the shaded cell.
pub(super) fn draw_car(painter: &egui::Painter, tr: Tr, rect: Rect, car: Car, panel: bool) {
    let (key, fill) = match car {
        Car::InLobby if panel => ("board-car-banner-in-lobby", Color32::from_rgb(70, 90, 130)),
        Car::InLobby => ("board-car-banner-lobby", Color32::from_rgb(70, 90, 130)),
        Car::AtFloor => ("board-car-banner-car", Color32::from_rgb(60, 120, 80)),
        Car::Destroyed => ("board-car-banner-destroyed", Color32::from_rgb(120, 30, 20)),
    };
    let text = tr.get(key);
    let shade = |painter: &egui::Painter| {
        painter.rect_filled(
            rect.shrink(1.0),
            CornerRadius::ZERO,
            Color32::from_black_alpha(50),
        );
    };
    if car == Car::InLobby && panel {
        shade(painter);
        let stroke = Stroke::new(1.0, Color32::from_black_alpha(60));
        for x in [0.42, 0.58] {
            let x = rect.left() + rect.width() * x;
            painter.line_segment(
                [
                    egui::pos2(x, rect.top() + 2.0),
                    egui::pos2(x, rect.bottom() - rect.height() * 0.2),
                ],
                stroke,
            );
        }
    }
    // The empty shaft's marker goes along the bottom, clear of the dice
    // coordinates in the top corner, and lifted clear of the wall or door
    // drawn along the bottom edge (it hid the words' lower half).
    let band = if car == Car::InLobby && panel {
        let lift = rect.height() * 0.06;
        Rect::from_min_max(
            rect.left_bottom() - vec2(0.0, rect.height() * 0.2 + lift),
            rect.right_bottom() - vec2(0.0, lift),
        )
    } else {
        Rect::from_min_max(
            rect.left_top(),
            rect.right_top() + vec2(0.0, rect.height() * 0.2),
        )
    };
    painter.rect_filled(band.shrink(1.0), CornerRadius::same(2), fill);
    let font = if car == Car::InLobby && panel {
        (rect.height() * 0.12).clamp(5.0, 13.0)
    } else {
        (rect.height() * 0.13).clamp(6.0, 14.0)
    };
    // Smaller when the words are wider than the cell (German's are long).
    let font = fitted_font(painter, &text, font, band.width() - 2.0);
    painter.text(
        band.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(font),
        Color32::WHITE,
    );
    if car == Car::InLobby && !panel {
        // The floor's view of a car that is not here: shaded.
        shade(painter);
    }
}

pub(super) const LOBBY_INK: Color32 = Color32::from_rgb(40, 50, 70);

/// The cells' widths the Lobby panel takes beside the grid, its gap included.
pub(super) const LOBBY_COLS: f32 = 2.7;

/// High Rise's elevators in board order, with where each car is, for the
/// Lobby panel.
pub(super) fn lobby_elevators(board: &Board, scene: &Scene) -> Vec<(CellId, Car)> {
    board
        .cell_ids()
        .filter_map(|c| Some((c, elevator_state(board, scene, c)?)))
        .collect()
}

/// The Lobby (URB-HIGHRISE-ELEV-1) drawn beside the floor: who stands on a
/// car whose door is closed is down there, not on the fire floor, so they
/// are drawn in the car's slot here, one slot per elevator.
pub(super) struct LobbyPanel {
    pub(super) rect: Rect,
    pub(super) title: Rect,
    pub(super) size: f32,
    pub(super) slots: Vec<LobbySlot>,
}

pub(super) struct LobbySlot {
    pub(super) cell: CellId,
    pub(super) car: Car,
    /// The whole slot, its caption included: what a click hits.
    pub(super) rect: Rect,
    pub(super) caption: Rect,
    /// Where the pieces in the Lobby go: about a cell high, so they are
    /// drawn at the size they have on the cells.
    pub(super) inside: Rect,
}

impl LobbyPanel {
    /// The panel right of a grid of `cols` × `rows` cells (none without
    /// elevators).
    pub(super) fn new(
        grid: Grid,
        cols: f32,
        rows: f32,
        elevators: Vec<(CellId, Car)>,
    ) -> LobbyPanel {
        let size = grid.size;
        let left = grid.origin.x + (cols + 0.2) * size;
        let width = (LOBBY_COLS - 0.2) * size;
        let title = Rect::from_min_size(egui::pos2(left, grid.origin.y), vec2(width, size * 0.45));
        let n = elevators.len() as f32;
        let gap = size * 0.12;
        let (caption_h, inside_h) = (size * 0.32, size);
        // Many elevators share the floor's height.
        let room = (rows * size - title.height() - gap * (n + 1.0)) / n.max(1.0);
        let scale = (room / (caption_h + inside_h)).min(1.0);
        let (caption_h, inside_h) = (caption_h * scale, inside_h * scale);
        let mut top = title.bottom();
        let slots = elevators
            .into_iter()
            .map(|(cell, car)| {
                let rect = Rect::from_min_size(
                    egui::pos2(left + gap, top),
                    vec2(width - 2.0 * gap, caption_h + inside_h),
                );
                top = rect.bottom() + gap;
                let caption = Rect::from_min_size(rect.min, vec2(rect.width(), caption_h));
                // Indented as the caption is: the pieces (and the active
                // firefighter's ring) stay clear of the slot's border.
                let indent = size * 0.08;
                let inside = Rect::from_min_max(
                    egui::pos2(rect.left() + indent, caption.bottom()),
                    rect.max - vec2(indent, 0.0),
                );
                LobbySlot {
                    cell,
                    car,
                    rect,
                    caption,
                    inside,
                }
            })
            .collect::<Vec<_>>();
        LobbyPanel {
            rect: Rect::from_min_max(title.min, egui::pos2(title.right(), top)),
            title,
            size,
            slots,
        }
    }

    /// The slot of elevator `c` while its car is down in the Lobby.
    pub(super) fn slot_in_lobby(&self, c: CellId) -> Option<&LobbySlot> {
        self.slots
            .iter()
            .find(|s| s.cell == c && s.car == Car::InLobby)
    }

    /// The panel's frame and title.
    pub(super) fn paint_frame(&self, painter: &egui::Painter, tr: Tr) {
        if self.slots.is_empty() {
            return;
        }
        painter.rect_filled(
            self.rect,
            CornerRadius::same(4),
            Color32::from_rgb(214, 220, 230),
        );
        painter.rect_stroke(
            self.rect,
            CornerRadius::same(4),
            Stroke::new(1.5, Color32::from_rgb(70, 90, 130)),
            StrokeKind::Inside,
        );
        painter.text(
            self.title.center(),
            egui::Align2::CENTER_CENTER,
            tr.get("board-lobby"),
            egui::FontId::proportional((self.size * 0.26).clamp(8.0, 28.0)),
            LOBBY_INK,
        );
    }

    /// Slot `slot` with its caption and, for a car not in the Lobby, where
    /// it is instead.
    pub(super) fn paint_slot(
        &self,
        painter: &egui::Painter,
        tr: Tr,
        slot: &LobbySlot,
        names: &crate::text::Names,
        reach: &[Option<u8>],
    ) {
        let size = self.size;
        let fill = match slot.car {
            Car::InLobby => cell_fill(CellKind::Elevator),
            Car::AtFloor => Color32::from_rgb(200, 204, 210),
            Car::Destroyed => Color32::from_rgb(205, 180, 175),
        };
        painter.rect_filled(slot.rect, CornerRadius::same(3), fill);
        painter.rect_stroke(
            slot.rect,
            CornerRadius::same(3),
            Stroke::new(1.0, Color32::from_black_alpha(70)),
            StrokeKind::Inside,
        );
        if slot.car == Car::InLobby && reach.get(slot.cell.index()).is_some_and(Option::is_some) {
            let tint = Color32::from_rgba_unmultiplied(80, 160, 255, 40);
            painter.rect_filled(slot.rect.shrink(1.0), CornerRadius::same(3), tint);
        }
        let caption_size = (slot.caption.height() * 0.6).clamp(6.0, 18.0);
        let caption = tr.args(
            "board-lobby-elevator",
            &args([("coords", names.coords(names.board().pos(slot.cell)).into())]),
        );
        let room = slot.rect.width() - size * 0.12;
        painter.text(
            slot.caption.left_center() + vec2(size * 0.08, 0.0),
            egui::Align2::LEFT_CENTER,
            &caption,
            egui::FontId::proportional(fitted_font(painter, &caption, caption_size, room)),
            LOBBY_INK,
        );
        // Not in the Lobby: say where the car is instead (URB-HIGHRISE-ELEV-4
        // for a destroyed one).
        let status = tr.get(match slot.car {
            Car::InLobby => return,
            Car::AtFloor => "board-lobby-car-at-fire-floor",
            Car::Destroyed => "board-car-destroyed",
        });
        painter.text(
            slot.inside.center(),
            egui::Align2::CENTER_CENTER,
            &status,
            egui::FontId::proportional(fitted_font(painter, &status, caption_size, room)),
            Color32::from_rgb(70, 70, 80),
        );
    }
}

/// What a screen reader says of a Lobby slot: "Lobby of elevator 3,4: Ann
/// (Firefighter 1), Firefighter 2", "…: empty", "…: car at the fire floor".
/// `names` carries the players' names.
pub(super) fn slot_label(tr: Tr, names: &Names, scene: &Scene, slot: &LobbySlot) -> String {
    let coords = names.coords(names.board().pos(slot.cell));
    let what: Vec<String> = match slot.car {
        Car::AtFloor => vec![tr.get("board-lobby-car-at-fire-floor")],
        Car::Destroyed => vec![tr.get("board-car-destroyed")],
        Car::InLobby => scene
            .firefighters
            .iter()
            .enumerate()
            .filter(|(_, f)| f.cell == Some(slot.cell))
            .map(|(i, _)| names.firefighter(i as u8))
            .chain(loose_tokens(scene, slot.cell).into_iter().map(|t| {
                let key = match t {
                    "hazmat" => "board-hazmat",
                    "poi" => "board-lobby-poi",
                    "victim" => "board-lobby-victim",
                    "treated" => "board-lobby-victim-treated",
                    _ => "board-lobby-false-alarm",
                };
                tr.args(key, &args([("count", 1.into())]))
            }))
            .collect(),
    };
    let what = if what.is_empty() {
        tr.get("board-lobby-empty")
    } else {
        what.join(", ")
    };
    tr.args(
        "board-lobby-slot",
        &args([("coords", coords.into()), ("what", what.into())]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fitted size keeps the words within the width, in every
    /// language's banner and at the small sizes of a zoomed-out board (one
    /// proportional step had left "Kabine in der Lobby" too wide).
    #[test]
    fn fitted_text_stays_within_its_width() {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.painter();
            let texts = [
                "car in Lobby",
                "Kabine in der Lobby",
                "cabina nell'Atrio",
                "кабина в вестибюле",
            ];
            for text in texts {
                for tenths in 400..=900 {
                    let width = tenths as f32 / 10.0;
                    let size = fitted_font(painter, text, 13.0, width);
                    let wide = painter
                        .layout_no_wrap(
                            text.to_owned(),
                            egui::FontId::proportional(size),
                            Color32::WHITE,
                        )
                        .size()
                        .x;
                    assert!(
                        wide <= width || size == 5.0,
                        "{text:?} at {size} is {wide} wide in {width}"
                    );
                }
            }
        });
        // No renderer takes the font atlas here.
        output.textures_delta.clear();
    }
}

//! Pictures without a window (software rendering): the app's frame for
//! screenshots, a board as printed for `flashpoint render` and the start
//! screen's previews, and PNG files.

use std::path::Path;

use egui::Ui;

use super::{FlashpointApp, board_view, language, raster, scene, setup_context};
use crate::app::board_view::BoardView;
use crate::engine::board::Board;
use crate::i18n::Lang;
use crate::text;

/// Renders the app's frame to a PNG without a window (software rendering).
pub fn screenshot(mut app: FlashpointApp, size: [u32; 2], out: &Path) -> anyhow::Result<()> {
    app.native_dialogs = false;
    app.autosave = false;
    let image = render_offscreen(size, |ui| app.ui(ui));
    save_png(&image, out)
}

/// Draws `board` to a PNG: every floor side by side, as printed (doors as
/// the file starts them, no pieces), with dice coordinates and, if asked,
/// the POI arrows.
pub fn render_board(board: &Board, size: [u32; 2], arrows: bool, out: &Path) -> anyhow::Result<()> {
    save_png(&board_image(board, size, arrows), out)
}

/// The picture of [`render_board`], in memory (also the start screen's
/// board previews).
pub fn board_image(board: &Board, size: [u32; 2], arrows: bool) -> image::RgbaImage {
    board_image_in(board, size, arrows, Lang::En)
}

/// [`board_image`] with its words (stair labels, the parking spots'
/// letters) in `lang`.
pub fn board_image_in(board: &Board, size: [u32; 2], arrows: bool, lang: Lang) -> image::RgbaImage {
    draw_board(board, size, arrows, lang, true)
}

/// The start screen's picture of a board: [`board_image_in`] without the
/// board's name over it (the card names it under the picture), so the
/// floors get that room.
pub fn board_preview_in(board: &Board, height: u32, lang: Lang) -> image::RgbaImage {
    draw_board(board, preview_size(board, height), false, lang, false)
}

/// A picture `height` high just wide enough for the floors side by side,
/// so a card shows narrow floors (the townhouse's) as large as its height
/// allows rather than lost in wide columns.
fn preview_size(board: &Board, height: u32) -> [u32; 2] {
    // The panel's margins (8 each side) and the columns' spacing.
    const MARGIN: f32 = 16.0;
    const SPACING: f32 = 8.0;
    let floors = board.floors();
    let captioned = floors.len() > 1;
    let grid_height = (height as f32
        - MARGIN
        - if captioned {
            board_view::CAPTION_HEIGHT
        } else {
            0.0
        })
    .max(1.0);
    // `ui.columns` gives every floor the same width: the widest floor's.
    let widest = floors
        .iter()
        .map(|f| f32::from(f.cols) / f32::from(f.rows.max(1)))
        .fold(0.0_f32, f32::max);
    let n = floors.len().max(1) as f32;
    let width = MARGIN + n * grid_height * widest + (n - 1.0) * SPACING;
    [width.ceil().max(1.0) as u32, height]
}

/// Every floor side by side, each named over its grid when there are
/// several; the board's name over them all if `titled`.
fn draw_board(
    board: &Board,
    size: [u32; 2],
    arrows: bool,
    lang: Lang,
    titled: bool,
) -> image::RgbaImage {
    let scene = scene::Scene::of_board(board);
    let floors = board.floors().len().max(1);
    let names = text::Names::plain(board).with_lang(lang);
    let mut views: Vec<BoardView> = (0..floors)
        .map(|f| BoardView {
            floor: f as u8,
            show_arrows: arrows,
            caption: (floors > 1).then(|| names.floor_title(f as u8)),
            ..BoardView::default()
        })
        .collect();
    render_offscreen(size, |ui| {
        language::set_lang(ui.ctx(), lang);
        egui::CentralPanel::default().show(ui, |ui| {
            if titled {
                ui.heading(text::board_title(lang, board.name()));
            }
            ui.columns(floors, |columns| {
                for (f, (ui, view)) in columns.iter_mut().zip(&mut views).enumerate() {
                    // Each floor's widgets under their own id.
                    ui.push_id(f, |ui| {
                        view.ui(
                            ui,
                            board,
                            &scene,
                            &board_view::Overlay::default(),
                            &mut NoMenus,
                        );
                    });
                }
            });
        });
    })
}

/// Board handler for pictures: no menus, no tooltips.
struct NoMenus;

impl board_view::BoardHandler for NoMenus {
    fn cell_menu(&mut self, _ui: &mut Ui, _cell: crate::engine::board::CellId) {}
    fn cell_tooltip(&self, _cell: crate::engine::board::CellId) -> Option<String> {
        None
    }
    fn edge_tooltip(&self, _edge: crate::engine::board::EdgeId) -> Option<String> {
        None
    }
}

/// Runs `draw` for a few frames on a headless context of `size` pixels and
/// rasterises the last one on the CPU (the first frames lay out and load
/// the icons).
pub fn render_offscreen(size: [u32; 2], mut draw: impl FnMut(&mut Ui)) -> image::RgbaImage {
    let ctx = egui::Context::default();
    setup_context(&ctx);
    let mut renderer = raster::SoftwareRenderer::new();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(size[0] as f32, size[1] as f32),
        )),
        ..Default::default()
    };
    let mut last = None;
    for _ in 0..3 {
        let mut full = ctx.run_ui(input(), |ui| draw(ui));
        renderer.update_textures(&full.textures_delta);
        full.textures_delta.clear();
        last = Some(full);
    }
    let background = ctx.global_style().visuals.panel_fill;
    match last {
        Some(full) => {
            let primitives = ctx.tessellate(full.shapes, full.pixels_per_point);
            renderer.render(&primitives, size, full.pixels_per_point, background)
        }
        None => image::RgbaImage::new(size[0], size[1]),
    }
}

/// Encodes the picture as PNG in memory, then writes it atomically, so a
/// failed or interrupted write never leaves half a picture.
pub fn save_png(image: &image::RgbaImage, out: &Path) -> anyhow::Result<()> {
    let mut bytes = Vec::new();
    image
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .map_err(|e| anyhow::anyhow!("{}: cannot encode the image: {e}", out.display()))?;
    crate::files::write_atomically(out, &bytes)
        .map_err(|e| anyhow::anyhow!("{}: cannot write the image: {e}", out.display()))
}

//! What the UI tests share: the app in an egui_kittest harness (no native
//! dialogs, no autosave) and a renderer that draws frames on the CPU for
//! snapshot images, so the tests need no GPU or display.

#![allow(dead_code)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use flashpoint::app::FlashpointApp;

/// The app in a harness of `size`; `render` draws frames for snapshots.
pub fn make_harness(
    mut app: FlashpointApp,
    size: egui::Vec2,
    render: bool,
) -> Harness<'static, FlashpointApp> {
    app.native_dialogs = false;
    app.autosave = false;
    // The editor was given its recovery file before `autosave` was turned
    // off: tests never write into the user's data folder (tests running in
    // parallel raced on it there, and a failed write showed a notice).
    if app.data_dir.is_none()
        && let Some(editor) = app.editor_screen()
    {
        editor.recovery = None;
    }
    // The start screen draws the boards' pictures on a thread, and its
    // repaint request for each picture may land in any `run`, which then
    // settles a few frames later than the default 4 allow ("exceeded
    // max_steps", the cause src/app/start.rs; now and then on a loaded
    // machine, after a language switch too). 16 leaves room for that and
    // still fails a screen that never stops repainting.
    let mut builder = Harness::builder()
        .with_size(size)
        .with_max_steps(16)
        .with_context_setup(flashpoint::app::setup_context);
    if render {
        builder = builder.renderer(CpuRenderer(flashpoint::app::raster::SoftwareRenderer::new()));
    }
    let mut h = builder.build_ui_state(|ui, app: &mut FlashpointApp| app.ui(ui), app);
    // Tests on the start screen begin once its pictures are in.
    h.step();
    if h.state().on_start_screen() {
        wait_for_previews(&mut h);
    }
    h
}

/// Renders harness frames with our own CPU rasteriser.
pub struct CpuRenderer(pub flashpoint::app::raster::SoftwareRenderer);

impl egui_kittest::TestRenderer for CpuRenderer {
    fn handle_delta(&mut self, delta: &mut egui::TexturesDelta) {
        self.0.update_textures(delta);
        delta.clear();
    }

    fn render(
        &mut self,
        ctx: &egui::Context,
        output: &egui::FullOutput,
    ) -> Result<image::RgbaImage, String> {
        let ppp = output.pixels_per_point;
        let size = ctx.viewport_rect().size() * ppp;
        let primitives = ctx.tessellate(output.shapes.clone(), ppp);
        let background = ctx.global_style().visuals.panel_fill;
        Ok(self
            .0
            .render(&primitives, [size.x as u32, size.y as u32], ppp, background))
    }
}

/// Runs frames until the start screen's board pictures, drawn on their own
/// thread, have arrived (at most 10 s).
pub fn wait_for_previews(h: &mut Harness<'static, FlashpointApp>) {
    for _ in 0..500 {
        if h.state().previews_ready() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run();
    }
    assert!(h.state().previews_ready(), "the board pictures arrive");
    h.run();
}

/// A family game of two on the front board (seed 3) played to its end by
/// random legal actions (the same ones every run).
pub fn finished_family_game() -> flashpoint::session::Session {
    let board = std::sync::Arc::new(
        flashpoint::engine::board::io::load_board(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json"),
        )
        .expect("the front board"),
    );
    let config = flashpoint::engine::GameConfig::family(2);
    let mut s = flashpoint::session::Session::new(board, None, config, 3).expect("valid");
    let mut pick = flashpoint::engine::dice::Dice::from_seed(9);
    while !s.state().is_over() {
        let legal = s.state().legal_actions();
        let (i, _) = pick.roll_die(legal.len().min(255) as u8);
        s.apply(legal[usize::from(i) - 1]).expect("legal");
    }
    s
}

/// An empty folder of the test's own under the system's temporary one
/// (`name` tells the tests of one binary apart, the process id the
/// binaries).
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-ui-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A file dropped on the window, as the windowing backend hands it over.
#[derive(Debug)]
struct DroppedFile(std::path::PathBuf);

impl egui::DroppedFile for DroppedFile {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// Drops the file at `path` on the window and lets the app react.
pub fn drop_file(h: &mut Harness<'static, FlashpointApp>, path: &std::path::Path) {
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(DroppedFile(path.to_path_buf())));
    h.run();
}

/// Pixels of `image` inside `rect` (points; the harness draws one pixel
/// per point) that match `want`.
pub fn pixels_like(
    image: &image::RgbaImage,
    rect: egui::Rect,
    want: impl Fn([u8; 3]) -> bool,
) -> usize {
    let (w, h) = image.dimensions();
    let x0 = rect.min.x.max(0.0) as u32;
    let y0 = rect.min.y.max(0.0) as u32;
    let x1 = (rect.max.x as u32).min(w);
    let y1 = (rect.max.y as u32).min(h);
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = image.get_pixel(x, y).0;
            want([p[0], p[1], p[2]])
        })
        .count()
}

/// Draws an ambulance spot on the ground floor's top row, so that the only
/// errors left are the ones a test makes.
pub fn park_an_ambulance(h: &mut Harness<'static, FlashpointApp>) {
    h.get_by_label("Ambulance spot").click();
    h.run();
    h.get_by_label("cell 0,4").click();
    h.run();
    h.get_by_label("cell 0,5").click();
    h.run();
}

//! A software (CPU) renderer for egui's tessellated output.
//!
//! This module owns [`SoftwareRenderer`]: a copy of every texture egui has
//! uploaded (the font atlas and any user images) and a triangle rasteriser that
//! paints egui's [`ClippedPrimitive`]s into an [`image::RgbaImage`]. It exists so
//! the game can write PNG screenshots and run UI snapshot tests on machines
//! without a GPU or an OpenGL context (CI runners, headless servers).
//!
//! It mimics what egui's GPU back-ends do, so the pictures match what players see:
//!
//! * vertex positions are in points and are scaled by `pixels_per_point`; pixel
//!   centres sit at `+0.5`, and a pixel is painted when its centre is inside a
//!   triangle (ties on shared edges are broken with the top-left rule, so the
//!   two halves of a translucent quad do not blend twice along the diagonal);
//! * each primitive's clip rect is rounded to whole pixels, like a GPU scissor;
//! * vertex colour and uv are interpolated with barycentric weights, textures are
//!   sampled bilinearly (or nearest, if the texture asks for it) honouring the
//!   texture's wrap mode (clamp-to-edge by default), and the vertex colour
//!   multiplies the texel;
//! * colours are premultiplied sRGB ([`Color32`]) and are blended
//!   "premultiplied over" (`dst = src + dst * (1 - src_a)`) in gamma space,
//!   exactly like egui's glow and wgpu painters. Filtering also happens in gamma
//!   space and mipmaps are not used, so minified images may alias slightly where
//!   a GPU would not.
//!
//! Only meshes are drawn; [`Primitive::Callback`] (custom GPU painting) cannot be
//! reproduced on the CPU and is skipped.
//!
//! Freed textures are dropped on the *next* call to
//! [`SoftwareRenderer::update_textures`], because egui frees textures "after
//! painting": the frame that reports a free may still draw with that texture.

use std::collections::HashMap;

use egui::epaint::{ImageDelta, Primitive, Vertex};
use egui::{
    ClippedPrimitive, Color32, ColorImage, Context, FullOutput, ImageData, Rect, TextureFilter,
    TextureId, TextureOptions, TextureWrapMode, TexturesDelta,
};
use image::RgbaImage;

/// Triangles whose doubled area (in square pixels) is below this are degenerate.
const MIN_DOUBLE_AREA: f32 = 1e-8;

/// A source contribution smaller than this (on the 0..=255 scale) in every
/// channel leaves the destination unchanged and is skipped.
const NEGLIGIBLE: f32 = 1e-3;

/// Renders egui's tessellated output on the CPU into an RGBA image: for PNG
/// screenshots and UI snapshot tests, with no GPU or OpenGL needed.
pub struct SoftwareRenderer {
    /// Every live texture egui has uploaded, by id.
    textures: HashMap<TextureId, Texture>,
    /// Textures egui freed in the last delta; removed at the next update.
    pending_free: Vec<TextureId>,
}

impl Default for SoftwareRenderer {
    fn default() -> Self {
        Self::new()
    }
}

impl SoftwareRenderer {
    /// A renderer with no textures yet.
    pub fn new() -> Self {
        Self {
            textures: HashMap::new(),
            pending_free: Vec::new(),
        }
    }

    /// Applies `set` (whole images and partial updates at `pos`) and `free`.
    ///
    /// Textures listed in `free` are kept until the next call, so the frame that
    /// carried this delta can still be rendered with them (egui frees textures
    /// after painting). The caller still owns `delta` and must `clear()` it
    /// afterwards: egui's `TexturesDelta` asserts on drop (in debug builds) that
    /// it was emptied.
    pub fn update_textures(&mut self, delta: &TexturesDelta) {
        for id in self.pending_free.drain(..) {
            self.textures.remove(&id);
        }
        // Each texture's deltas are ordered; different textures are independent,
        // so the map's iteration order does not matter.
        for (&id, deltas) in &delta.set {
            for image_delta in deltas {
                self.apply_delta(id, image_delta);
            }
        }
        self.pending_free.extend(delta.free.iter().copied());
    }

    fn apply_delta(&mut self, id: TextureId, delta: &ImageDelta) {
        let ImageData::Color(image) = &delta.image;
        match delta.pos {
            None => {
                if let Some(texture) = Texture::from_image(image, delta.options) {
                    self.textures.insert(id, texture);
                }
            }
            Some(pos) => {
                // A patch for a texture we never saw cannot be placed: ignore it.
                if let Some(texture) = self.textures.get_mut(&id) {
                    texture.patch(pos, image);
                    texture.options = delta.options;
                }
            }
        }
    }

    /// Rasterises the primitives (meshes only; ignore Primitive::Callback) onto a
    /// `size_px` image cleared to `background`, scaling points by `pixels_per_point`
    /// and honouring each primitive's clip rect (in points).
    ///
    /// Painting happens in premultiplied alpha. The returned image has straight
    /// (unmultiplied) alpha, as PNG expects; with an opaque `background` every
    /// pixel stays opaque and no conversion is needed.
    pub fn render(
        &self,
        primitives: &[ClippedPrimitive],
        size_px: [u32; 2],
        pixels_per_point: f32,
        background: Color32,
    ) -> RgbaImage {
        let [width, height] = size_px;
        let mut image = RgbaImage::from_pixel(width, height, image::Rgba(background.to_array()));
        let mut canvas = Canvas {
            pixels: &mut image,
            width: width as usize,
            height: height as usize,
        };

        for primitive in primitives {
            let Primitive::Mesh(mesh) = &primitive.primitive else {
                continue;
            };
            let Some(clip) =
                PixelRect::from_clip_rect(primitive.clip_rect, pixels_per_point, size_px)
            else {
                continue;
            };
            let source = self.source(mesh.texture_id);
            for triangle in mesh.indices.chunks_exact(3) {
                let corner = |index: u32| {
                    mesh.vertices
                        .get(index as usize)
                        .map(|vertex| Corner::new(vertex, pixels_per_point))
                };
                if let (Some(a), Some(b), Some(c)) = (
                    corner(triangle[0]),
                    corner(triangle[1]),
                    corner(triangle[2]),
                ) {
                    canvas.fill_triangle(clip, [a, b, c], source);
                }
            }
        }

        if !background.is_opaque() {
            unmultiply_alpha(canvas.pixels);
        }
        image
    }

    /// What a mesh with this texture id samples from.
    fn source(&self, id: TextureId) -> Source<'_> {
        match self.textures.get(&id) {
            Some(texture) if texture.width > 0 && texture.height > 0 => Source::Texture(texture),
            // A missing (or empty) texture samples as opaque white, so untextured
            // shapes still draw with their vertex colours.
            _ => Source::White,
        }
    }
}

/// Applies the frame's texture changes, tessellates its shapes and renders them
/// at the size of `ctx`'s viewport times `full_output.pixels_per_point`.
///
/// Consumes `full_output` and clears its textures delta, so it can be dropped.
pub fn frame_to_image(
    ctx: &Context,
    mut full_output: FullOutput,
    renderer: &mut SoftwareRenderer,
    background: Color32,
) -> RgbaImage {
    renderer.update_textures(&full_output.textures_delta);
    full_output.textures_delta.clear();

    let pixels_per_point = full_output.pixels_per_point;
    let shapes = std::mem::take(&mut full_output.shapes);
    let primitives = ctx.tessellate(shapes, pixels_per_point);

    let size = ctx.viewport_rect().size() * pixels_per_point;
    // Float-to-int `as` saturates: negative or NaN sizes become 0.
    let size_px = [size.x.round() as u32, size.y.round() as u32];
    renderer.render(&primitives, size_px, pixels_per_point, background)
}

/// Converts premultiplied RGBA bytes in place to straight alpha.
fn unmultiply_alpha(pixels: &mut [u8]) {
    for pixel in pixels.chunks_exact_mut(4) {
        if pixel[3] != 255 {
            let premultiplied =
                Color32::from_rgba_premultiplied(pixel[0], pixel[1], pixel[2], pixel[3]);
            pixel.copy_from_slice(&premultiplied.to_srgba_unmultiplied());
        }
    }
}

// ----------------------------------------------------------------------------
// Textures

/// One texture as uploaded by egui: premultiplied sRGBA texels, row by row.
struct Texture {
    width: usize,
    height: usize,
    texels: Vec<[u8; 4]>,
    options: TextureOptions,
}

impl Texture {
    /// `None` if the image holds fewer pixels than its size claims.
    fn from_image(image: &ColorImage, options: TextureOptions) -> Option<Self> {
        let [width, height] = image.size;
        let count = width.checked_mul(height)?;
        let texels = image
            .pixels
            .get(..count)?
            .iter()
            .map(Color32::to_array)
            .collect();
        Some(Self {
            width,
            height,
            texels,
            options,
        })
    }

    /// Copies `patch` into the texture with its top-left texel at `pos`,
    /// dropping whatever falls outside the texture.
    fn patch(&mut self, pos: [usize; 2], patch: &ColorImage) {
        let [x0, y0] = pos;
        let [patch_width, patch_height] = patch.size;
        if x0 >= self.width || y0 >= self.height {
            return;
        }
        let copy_width = patch_width.min(self.width - x0);
        let copy_height = patch_height.min(self.height - y0);
        for row in 0..copy_height {
            let src_start = row * patch_width;
            let dst_start = (y0 + row) * self.width + x0;
            let (Some(src), Some(dst)) = (
                patch.pixels.get(src_start..src_start + copy_width),
                self.texels.get_mut(dst_start..dst_start + copy_width),
            ) else {
                return;
            };
            for (dst, src) in dst.iter_mut().zip(src) {
                *dst = src.to_array();
            }
        }
    }

    /// The texel at integer coordinates, wrapped according to the options.
    #[inline]
    fn texel(&self, x: i64, y: i64) -> [f32; 4] {
        let mode = self.options.wrap_mode;
        let x = wrap(x, self.width, mode);
        let y = wrap(y, self.height, mode);
        self.texels
            .get(y * self.width + x)
            .map_or([255.0; 4], |texel| texel.map(f32::from))
    }

    /// Samples at normalised `(u, v)`; texel centres are at `(i + 0.5) / size`.
    #[inline]
    fn sample(&self, u: f32, v: f32, filter: TextureFilter) -> [f32; 4] {
        let x = u * self.width as f32;
        let y = v * self.height as f32;
        match filter {
            // Float-to-int `as` saturates (and maps NaN to 0), so this never panics.
            TextureFilter::Nearest => self.texel(x.floor() as i64, y.floor() as i64),
            TextureFilter::Linear => {
                let (x, y) = (x - 0.5, y - 0.5);
                let (x_floor, y_floor) = (x.floor(), y.floor());
                let (fx, fy) = (x - x_floor, y - y_floor);
                let (x0, y0) = (x_floor as i64, y_floor as i64);
                let (x1, y1) = (x0.saturating_add(1), y0.saturating_add(1));
                let top = lerp4(self.texel(x0, y0), self.texel(x1, y0), fx);
                let bottom = lerp4(self.texel(x0, y1), self.texel(x1, y1), fx);
                lerp4(top, bottom, fy)
            }
        }
    }
}

/// Maps an integer texel coordinate into `0..size` (`size > 0`).
#[inline]
fn wrap(i: i64, size: usize, mode: TextureWrapMode) -> usize {
    let n = size as i64;
    let wrapped = match mode {
        TextureWrapMode::ClampToEdge => i.clamp(0, n - 1),
        TextureWrapMode::Repeat => i.rem_euclid(n),
        TextureWrapMode::MirroredRepeat => {
            let period = i.rem_euclid(2 * n);
            if period < n {
                period
            } else {
                2 * n - 1 - period
            }
        }
    };
    wrapped as usize
}

#[inline]
fn lerp4(a: [f32; 4], b: [f32; 4], t: f32) -> [f32; 4] {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
        a[3] + (b[3] - a[3]) * t,
    ]
}

/// What a mesh samples from.
#[derive(Clone, Copy)]
enum Source<'a> {
    White,
    Texture(&'a Texture),
}

/// How one triangle gets its texel for each pixel.
enum Texels<'a> {
    /// All three corners share a uv (e.g. egui's white texel): sampled once.
    Constant([f32; 4]),
    Sampled(&'a Texture, TextureFilter),
}

// ----------------------------------------------------------------------------
// Rasterisation

/// A half-open rectangle of whole pixels, inside the image.
#[derive(Clone, Copy)]
struct PixelRect {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
}

impl PixelRect {
    /// The clip rect in pixels, rounded like a GPU scissor rect and clamped to
    /// the image; `None` if nothing is left.
    fn from_clip_rect(clip: Rect, pixels_per_point: f32, size_px: [u32; 2]) -> Option<Self> {
        let [width, height] = size_px.map(|s| s as f32);
        // Float-to-int `as` saturates and maps NaN to 0.
        let to_px = |points: f32, max: f32| (points * pixels_per_point).round().clamp(0.0, max);
        let rect = Self {
            x0: to_px(clip.min.x, width) as usize,
            y0: to_px(clip.min.y, height) as usize,
            x1: to_px(clip.max.x, width) as usize,
            y1: to_px(clip.max.y, height) as usize,
        };
        (rect.x0 < rect.x1 && rect.y0 < rect.y1).then_some(rect)
    }
}

/// A triangle corner in pixel space with its colour on the 0..=255 scale.
#[derive(Clone, Copy)]
struct Corner {
    x: f32,
    y: f32,
    u: f32,
    v: f32,
    rgba: [f32; 4],
}

impl Corner {
    #[inline]
    fn new(vertex: &Vertex, pixels_per_point: f32) -> Self {
        Self {
            x: vertex.pos.x * pixels_per_point,
            y: vertex.pos.y * pixels_per_point,
            u: vertex.uv.x,
            v: vertex.uv.y,
            rgba: vertex.color.to_array().map(f32::from),
        }
    }
}

/// The edge function of the directed edge `from -> to`: positive on the inside
/// of a triangle with positive doubled area `cross(b - a, c - a)`.
#[derive(Clone, Copy)]
struct Edge {
    x: f32,
    y: f32,
    dx: f32,
    dy: f32,
    /// Pixels exactly on a top or left edge belong to this triangle; pixels on
    /// the other edges belong to the neighbour sharing them.
    top_left: bool,
}

impl Edge {
    #[inline]
    fn new(from: &Corner, to: &Corner) -> Self {
        let (dx, dy) = (to.x - from.x, to.y - from.y);
        Self {
            x: from.x,
            y: from.y,
            dx,
            dy,
            top_left: dy < 0.0 || (dy == 0.0 && dx > 0.0),
        }
    }

    /// `cross(to - from, p - from)`, evaluated relative to the edge's start so
    /// that points exactly on the edge give exactly zero.
    #[inline]
    fn eval(&self, px: f32, py: f32) -> f32 {
        self.dx * (py - self.y) - self.dy * (px - self.x)
    }

    #[inline]
    fn covers(&self, value: f32) -> bool {
        value > 0.0 || (self.top_left && value >= 0.0)
    }

    /// Narrows the half-open pixel-index span `[lo, hi)` on the row through
    /// `py` to where this edge can cover pixel centres, with one pixel of slack
    /// on each side (the exact per-pixel test decides). Keeps long, thin
    /// feathering triangles from costing their whole bounding box.
    #[inline]
    fn narrow_span(&self, py: f32, lo: &mut f32, hi: &mut f32) {
        if self.dy == 0.0 {
            return; // The edge function is constant along the row.
        }
        // eval(px, py) == 0 where px == crossing.
        let crossing = self.x + self.dx * (py - self.y) / self.dy;
        if self.dy < 0.0 {
            // Increasing along the row: inside for px >= crossing.
            *lo = lo.max((crossing - 0.5).ceil() - 1.0);
        } else {
            // Decreasing along the row: inside for px <= crossing.
            *hi = hi.min((crossing - 0.5).floor() + 2.0);
        }
    }
}

/// The image being painted: premultiplied RGBA bytes, row by row.
struct Canvas<'a> {
    pixels: &'a mut [u8],
    width: usize,
    height: usize,
}

impl Canvas<'_> {
    /// Paints one triangle (either winding) inside `clip`.
    fn fill_triangle(&mut self, clip: PixelRect, corners: [Corner; 3], source: Source<'_>) {
        let [a, mut b, mut c] = corners;
        let mut double_area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
        if !double_area.is_finite() || double_area.abs() < MIN_DOUBLE_AREA {
            return;
        }
        if double_area < 0.0 {
            std::mem::swap(&mut b, &mut c);
            double_area = -double_area;
        }

        // Pixel indices whose centres can lie in the triangle, inside the clip
        // rect (which is already inside the image). `x_end`/`y_end` are exclusive.
        let clip_x1 = clip.x1.min(self.width) as f32;
        let clip_y1 = clip.y1.min(self.height) as f32;
        let x_start = (a.x.min(b.x).min(c.x) - 0.5).ceil().max(clip.x0 as f32);
        let x_end = ((a.x.max(b.x).max(c.x) - 0.5).floor() + 1.0).min(clip_x1);
        let y_start = (a.y.min(b.y).min(c.y) - 0.5).ceil().max(clip.y0 as f32);
        let y_end = ((a.y.max(b.y).max(c.y) - 0.5).floor() + 1.0).min(clip_y1);
        if !(x_start < x_end && y_start < y_end) {
            return;
        }

        // Edge opposite each corner: its value / double_area is that corner's weight.
        let edges = [Edge::new(&b, &c), Edge::new(&c, &a), Edge::new(&a, &b)];
        let inv_area = 1.0 / double_area;

        let flat_colour = (a.rgba == b.rgba && a.rgba == c.rgba).then_some(a.rgba);
        let texels = match source {
            Source::White => Texels::Constant([255.0; 4]),
            Source::Texture(texture) => {
                if a.u == b.u && a.u == c.u && a.v == b.v && a.v == c.v {
                    Texels::Constant(texture.sample(a.u, a.v, texture.options.magnification))
                } else {
                    // Texels covered per pixel decides magnification vs minification.
                    let uv_double_area =
                        ((b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u)).abs();
                    let texel_area = uv_double_area * (texture.width * texture.height) as f32;
                    let filter = if texel_area > double_area {
                        texture.options.minification
                    } else {
                        texture.options.magnification
                    };
                    Texels::Sampled(texture, filter)
                }
            }
        };

        let stride = self.width * 4;
        for row in y_start as usize..y_end as usize {
            let py = row as f32 + 0.5;
            let (mut lo, mut hi) = (x_start, x_end);
            for edge in &edges {
                edge.narrow_span(py, &mut lo, &mut hi);
            }
            // Both bounds are finite: `max`/`min` ignore a NaN crossing.
            if lo >= hi {
                continue;
            }
            let (lo, hi) = (lo as usize, hi as usize);
            let Some(row_pixels) = self
                .pixels
                .get_mut(row * stride + lo * 4..row * stride + hi * 4)
            else {
                continue;
            };

            for (column, pixel) in (lo..hi).zip(row_pixels.chunks_exact_mut(4)) {
                let px = column as f32 + 0.5;
                let w0 = edges[0].eval(px, py);
                let w1 = edges[1].eval(px, py);
                let w2 = edges[2].eval(px, py);
                if !(edges[0].covers(w0) && edges[1].covers(w1) && edges[2].covers(w2)) {
                    continue;
                }
                let (l0, l1, l2) = (w0 * inv_area, w1 * inv_area, w2 * inv_area);

                let colour = flat_colour.unwrap_or_else(|| {
                    std::array::from_fn(|k| l0 * a.rgba[k] + l1 * b.rgba[k] + l2 * c.rgba[k])
                });
                let texel = match &texels {
                    Texels::Constant(texel) => *texel,
                    Texels::Sampled(texture, filter) => {
                        let u = l0 * a.u + l1 * b.u + l2 * c.u;
                        let v = l0 * a.v + l1 * b.v + l2 * c.v;
                        texture.sample(u, v, *filter)
                    }
                };
                let src: [f32; 4] = std::array::from_fn(|k| colour[k] * texel[k] / 255.0);
                blend_over(pixel, src);
            }
        }
    }
}

/// Premultiplied "over": `dst = src + dst * (1 - src_a)`, on the 0..=255 scale.
#[inline]
fn blend_over(pixel: &mut [u8], src: [f32; 4]) {
    if src.iter().all(|&channel| channel < NEGLIGIBLE) {
        return;
    }
    let keep = 1.0 - src[3] / 255.0;
    for (dst, src) in pixel.iter_mut().zip(src) {
        // Float-to-int `as` saturates, which clamps additive colours at 255.
        *dst = (src + f32::from(*dst) * keep + 0.5) as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::epaint::{ClippedShape, RectShape, TessellationOptions, Tessellator};
    use egui::{Mesh, Pos2, RawInput, Vec2, ViewportId, pos2, vec2};

    const BACKGROUND: Color32 = Color32::from_rgb(10, 20, 30);

    fn pixel(image: &RgbaImage, x: u32, y: u32) -> [u8; 4] {
        image.get_pixel(x, y).0
    }

    fn assert_near(actual: [u8; 4], expected: [u8; 4], tolerance: u8) {
        for (a, e) in actual.iter().zip(expected) {
            assert!(
                a.abs_diff(e) <= tolerance,
                "pixel {actual:?} is not within {tolerance} of {expected:?}"
            );
        }
    }

    /// Tessellates shapes without a font atlas (only the white texel is used).
    fn tessellate(shapes: Vec<ClippedShape>, pixels_per_point: f32) -> Vec<ClippedPrimitive> {
        Tessellator::new(
            pixels_per_point,
            TessellationOptions::default(),
            [1, 1],
            vec![],
        )
        .tessellate_shapes(shapes)
    }

    fn filled_rect(rect: Rect, clip_rect: Rect, fill: Color32) -> ClippedShape {
        ClippedShape::new(clip_rect, RectShape::filled(rect, 0.0, fill))
    }

    /// A textured quad covering `rect` (in points) with uv 0..1.
    fn textured_quad(rect: Rect, texture_id: TextureId) -> ClippedPrimitive {
        let mut mesh = Mesh::with_texture(texture_id);
        mesh.add_rect_with_uv(
            rect,
            Rect::from_min_max(Pos2::ZERO, pos2(1.0, 1.0)),
            Color32::WHITE,
        );
        ClippedPrimitive {
            clip_rect: Rect::EVERYTHING,
            primitive: Primitive::Mesh(mesh),
        }
    }

    fn input(size: Vec2, pixels_per_point: f32) -> RawInput {
        let mut input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
            ..Default::default()
        };
        input
            .viewports
            .entry(ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(pixels_per_point);
        input
    }

    #[test]
    fn filled_rect_paints_its_colour_inside_and_background_outside() {
        let rect = Rect::from_min_max(pos2(10.0, 10.0), pos2(30.0, 30.0));
        let primitives = tessellate(vec![filled_rect(rect, Rect::EVERYTHING, Color32::RED)], 1.0);
        let image = SoftwareRenderer::new().render(&primitives, [40, 40], 1.0, BACKGROUND);

        assert_eq!(image.dimensions(), (40, 40));
        assert_eq!(pixel(&image, 20, 20), [255, 0, 0, 255]);
        // A rect on whole points is crisp: its first and last pixels are fully
        // covered and their neighbours outside are untouched.
        assert_eq!(pixel(&image, 10, 20), [255, 0, 0, 255]);
        assert_eq!(pixel(&image, 29, 20), [255, 0, 0, 255]);
        assert_eq!(pixel(&image, 20, 10), [255, 0, 0, 255]);
        assert_eq!(pixel(&image, 20, 29), [255, 0, 0, 255]);
        assert_eq!(pixel(&image, 9, 20), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 30, 20), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 20, 9), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 20, 30), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 2, 2), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 35, 35), BACKGROUND.to_array());
    }

    #[test]
    fn clip_rect_cuts_shape_off_at_whole_pixels() {
        // At 2 pixels per point: the rect spans pixels 20..100, the clip 20..60.
        let rect = Rect::from_min_max(pos2(10.0, 10.0), pos2(50.0, 50.0));
        let clip = Rect::from_min_max(pos2(0.0, 0.0), pos2(30.0, 100.0));
        let primitives = tessellate(vec![filled_rect(rect, clip, Color32::GREEN)], 2.0);
        let image = SoftwareRenderer::new().render(&primitives, [120, 120], 2.0, BACKGROUND);

        assert_eq!(pixel(&image, 40, 60), Color32::GREEN.to_array());
        assert_eq!(pixel(&image, 59, 60), Color32::GREEN.to_array());
        assert_eq!(pixel(&image, 60, 60), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 80, 60), BACKGROUND.to_array());
    }

    #[test]
    fn half_transparent_colour_blends_premultiplied_over() {
        let background = Color32::from_rgb(200, 100, 0);
        let half_blue = Color32::from_rgba_premultiplied(0, 0, 128, 128);
        let rect = Rect::from_min_max(pos2(4.0, 4.0), pos2(16.0, 16.0));
        let primitives = tessellate(vec![filled_rect(rect, Rect::EVERYTHING, half_blue)], 1.0);
        let image = SoftwareRenderer::new().render(&primitives, [20, 20], 1.0, background);

        // src + dst * (1 - 128/255): 200 * 127/255 = 99.6, 100 * 127/255 = 49.8.
        assert_near(pixel(&image, 10, 10), [100, 50, 128, 255], 2);
        assert_eq!(pixel(&image, 1, 1), background.to_array());
    }

    #[test]
    fn both_windings_draw_and_shared_edges_blend_once() {
        // A square split along its diagonal into one clockwise and one
        // counter-clockwise triangle. The diagonal runs through pixel centres;
        // those pixels must be blended exactly once, like everywhere else.
        let colour = Color32::from_rgba_premultiplied(0, 100, 0, 100);
        let mut mesh = Mesh::default();
        for (x, y) in [(0.0, 0.0), (16.0, 0.0), (16.0, 16.0), (0.0, 16.0)] {
            mesh.colored_vertex(pos2(x, y), colour);
        }
        mesh.add_triangle(0, 1, 2); // clockwise on screen
        mesh.add_triangle(0, 3, 2); // counter-clockwise on screen
        let primitives = [ClippedPrimitive {
            clip_rect: Rect::EVERYTHING,
            primitive: Primitive::Mesh(mesh),
        }];
        let image = SoftwareRenderer::new().render(&primitives, [16, 16], 1.0, Color32::BLACK);

        let expected = pixel(&image, 12, 3);
        assert_near(expected, [0, 100, 0, 255], 1);
        assert_eq!(pixel(&image, 3, 12), expected, "other winding");
        for i in 0..16 {
            assert_eq!(pixel(&image, i, i), expected, "diagonal pixel {i}");
        }
    }

    #[test]
    fn label_text_renders_glyphs_in_its_rect() {
        let ctx = Context::default();
        let mut label_rect = Rect::NOTHING;
        let full_output = ctx.run_ui(input(vec2(300.0, 200.0), 1.0), |ui| {
            label_rect = ui.label("Hello, raster! 0123456789").rect;
        });

        let mut renderer = SoftwareRenderer::new();
        let mut delta = full_output.textures_delta;
        renderer.update_textures(&delta);
        delta.clear();
        let primitives = ctx.tessellate(full_output.shapes, full_output.pixels_per_point);
        let image = renderer.render(
            &primitives,
            [300, 200],
            full_output.pixels_per_point,
            Color32::BLACK,
        );

        assert!(label_rect.width() > 50.0 && label_rect.height() > 5.0);
        let (mut inked, mut partial, mut total) = (0, 0, 0);
        for y in label_rect.min.y as u32..label_rect.max.y as u32 {
            for x in label_rect.min.x as u32..label_rect.max.x as u32 {
                let [r, ..] = pixel(&image, x, y);
                total += 1;
                if r > 0 {
                    inked += 1;
                    if r < 100 {
                        partial += 1;
                    }
                }
            }
        }
        // Glyphs cover part of the rect, with anti-aliased (partial) edges.
        assert!(inked > total / 20, "only {inked} of {total} pixels inked");
        assert!(inked < total * 3 / 4, "{inked} of {total} pixels inked");
        assert!(partial > 20, "only {partial} anti-aliased pixels");
        // Far away from the label, nothing is drawn.
        for (x, y) in [(150, 150), (299, 199), (250, 100)] {
            assert_eq!(pixel(&image, x, y), [0, 0, 0, 255]);
        }
    }

    #[test]
    fn partial_texture_update_changes_only_its_region() {
        let id = TextureId::User(7);
        let mut renderer = SoftwareRenderer::new();
        let mut delta = TexturesDelta::default();
        delta.push(
            id,
            ImageDelta::full(
                ColorImage::new([4, 4], vec![Color32::RED; 16]),
                TextureOptions::NEAREST,
            ),
        );
        renderer.update_textures(&delta);
        delta.clear();

        // Each texel becomes a 10x10 pixel block.
        let quad = [textured_quad(
            Rect::from_min_max(Pos2::ZERO, pos2(40.0, 40.0)),
            id,
        )];
        let before = renderer.render(&quad, [40, 40], 1.0, BACKGROUND);
        for y in 0..4 {
            for x in 0..4 {
                assert_eq!(pixel(&before, x * 10 + 5, y * 10 + 5), [255, 0, 0, 255]);
            }
        }

        delta.push(
            id,
            ImageDelta::partial(
                [1, 2],
                ColorImage::new([2, 1], vec![Color32::BLUE; 2]),
                TextureOptions::NEAREST,
            ),
        );
        renderer.update_textures(&delta);
        delta.clear();

        let after = renderer.render(&quad, [40, 40], 1.0, BACKGROUND);
        for y in 0..4 {
            for x in 0..4 {
                let patched = (1..3).contains(&x) && y == 2;
                let expected = if patched { Color32::BLUE } else { Color32::RED };
                for (dx, dy) in [(0, 0), (5, 5), (9, 9)] {
                    assert_eq!(
                        pixel(&after, x * 10 + dx, y * 10 + dy),
                        expected.to_array(),
                        "texel ({x}, {y})"
                    );
                }
            }
        }
    }

    #[test]
    fn linear_textures_are_sampled_bilinearly_with_clamp_to_edge() {
        let id = TextureId::User(1);
        let mut renderer = SoftwareRenderer::new();
        let mut delta = TexturesDelta::default();
        delta.push(
            id,
            ImageDelta::full(
                ColorImage::new([2, 1], vec![Color32::BLACK, Color32::WHITE]),
                TextureOptions::LINEAR,
            ),
        );
        renderer.update_textures(&delta);
        delta.clear();

        let quad = [textured_quad(
            Rect::from_min_max(Pos2::ZERO, pos2(20.0, 4.0)),
            id,
        )];
        let image = renderer.render(&quad, [20, 4], 1.0, BACKGROUND);
        // Texel centres are at x = 5 and 15 pixels; beyond them the edge clamps.
        assert_eq!(pixel(&image, 0, 1), [0, 0, 0, 255]);
        assert_eq!(pixel(&image, 4, 1), [0, 0, 0, 255]);
        assert_eq!(pixel(&image, 15, 1), [255, 255, 255, 255]);
        assert_eq!(pixel(&image, 19, 1), [255, 255, 255, 255]);
        // Pixel 9's centre (9.5) is 45% of the way from black to white.
        assert_near(pixel(&image, 9, 1), [115, 115, 115, 255], 1);
        assert_near(pixel(&image, 10, 1), [140, 140, 140, 255], 1);
    }

    #[test]
    fn missing_and_freed_textures_sample_white_after_the_next_update() {
        let id = TextureId::User(3);
        let mut renderer = SoftwareRenderer::new();
        let quad = [textured_quad(
            Rect::from_min_max(Pos2::ZERO, pos2(8.0, 8.0)),
            id,
        )];
        let centre = |renderer: &SoftwareRenderer| {
            pixel(&renderer.render(&quad, [8, 8], 1.0, BACKGROUND), 4, 4)
        };
        assert_eq!(centre(&renderer), [255, 255, 255, 255], "never uploaded");

        let mut delta = TexturesDelta::default();
        delta.push(
            id,
            ImageDelta::full(
                ColorImage::new([1, 1], vec![Color32::GREEN]),
                TextureOptions::LINEAR,
            ),
        );
        renderer.update_textures(&delta);
        delta.clear();
        assert_eq!(centre(&renderer), Color32::GREEN.to_array());

        // egui frees "after painting": the frame reporting the free still draws it.
        delta.free(id);
        renderer.update_textures(&delta);
        delta.clear();
        assert_eq!(centre(&renderer), Color32::GREEN.to_array());

        renderer.update_textures(&delta);
        assert_eq!(centre(&renderer), [255, 255, 255, 255], "freed");
    }

    #[test]
    fn degenerate_and_invalid_triangles_are_skipped() {
        let mut mesh = Mesh::default();
        for (x, y) in [(1.0, 1.0), (9.0, 9.0), (5.0, 5.0), (f32::NAN, 3.0)] {
            mesh.colored_vertex(pos2(x, y), Color32::RED);
        }
        mesh.indices = vec![0, 1, 2, 0, 0, 1, 0, 1, 3, 0, 1, 99, 2];
        let primitives = [ClippedPrimitive {
            clip_rect: Rect::EVERYTHING,
            primitive: Primitive::Mesh(mesh),
        }];
        let image = SoftwareRenderer::new().render(&primitives, [10, 10], 1.0, BACKGROUND);
        assert!(image.pixels().all(|p| p.0 == BACKGROUND.to_array()));

        let empty = SoftwareRenderer::new().render(&primitives, [0, 0], 1.0, BACKGROUND);
        assert_eq!(empty.dimensions(), (0, 0));
    }

    #[test]
    fn transparent_background_gives_straight_alpha() {
        let half_red = Color32::from_rgba_premultiplied(100, 0, 0, 128);
        let rect = Rect::from_min_max(pos2(0.0, 0.0), pos2(8.0, 8.0));
        let primitives = tessellate(vec![filled_rect(rect, Rect::EVERYTHING, half_red)], 1.0);
        let image = SoftwareRenderer::new().render(&primitives, [8, 8], 1.0, Color32::TRANSPARENT);
        // 100 premultiplied at alpha 128 is 199 unmultiplied.
        assert_near(pixel(&image, 4, 4), [199, 0, 0, 128], 1);
    }

    #[test]
    fn frame_to_image_uses_viewport_size_and_pixels_per_point() {
        let ctx = Context::default();
        let mut renderer = SoftwareRenderer::new();
        let square = Rect::from_min_max(pos2(20.0, 40.0), pos2(40.0, 60.0));
        let full_output = ctx.run_ui(input(vec2(200.0, 100.0), 2.0), |ui| {
            ui.painter().rect_filled(square, 0.0, Color32::YELLOW);
            ui.label("scaled");
        });
        assert_eq!(full_output.pixels_per_point, 2.0);
        let image = frame_to_image(&ctx, full_output, &mut renderer, BACKGROUND);

        assert_eq!(image.dimensions(), (400, 200));
        // The square covers pixels 40..80 x 80..120.
        assert_eq!(pixel(&image, 60, 100), Color32::YELLOW.to_array());
        assert_eq!(pixel(&image, 40, 80), Color32::YELLOW.to_array());
        assert_eq!(pixel(&image, 79, 119), Color32::YELLOW.to_array());
        assert_eq!(pixel(&image, 39, 100), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 80, 100), BACKGROUND.to_array());
        assert_eq!(pixel(&image, 399, 199), BACKGROUND.to_array());
    }
}

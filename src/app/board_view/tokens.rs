//! The pieces on a cell: where each goes ([`token_layout`], clear of a
//! stair label), the firefighters with their seat number on the helmet,
//! the Fire pattern of the colour-blind palette, and the loose tokens
//! (POIs, Victims, Hazmat, Hot Spots).

use egui::{Color32, CornerRadius, Rect, Shape, Stroke, Ui, Vec2, vec2};

use super::{BadgeShape, FIREFIGHTER_COLOURS, Overlay, Palette, icon};
use crate::app::scene::{Face, Scene};
use crate::engine::board::CellId;
use crate::engine::state::{FireLevel, Item};

/// The pieces on cell `c` (at `rect` on screen), clear of `keep_clear`.
pub(super) fn pieces(
    ui: &Ui,
    scene: &Scene,
    overlay: &Overlay,
    c: CellId,
    rect: Rect,
    keep_clear: Option<Rect>,
) {
    let fire = scene.fire[c.index()];
    if overlay.palette == Palette::ColourBlind {
        fire_pattern(ui.painter(), rect, fire);
    }
    match fire {
        FireLevel::Fire => {
            egui::Image::new(icon("fire")).paint_at(ui, rect.shrink(rect.width() * 0.12));
        }
        FireLevel::Smoke => {
            egui::Image::new(icon("smoke")).paint_at(ui, rect.shrink(rect.width() * 0.12));
        }
        FireLevel::Clear => {}
    }
    let small = loose_tokens(scene, c);
    let here: Vec<usize> = (0..scene.firefighters.len())
        .filter(|&i| scene.firefighters[i].cell == Some(c))
        .collect();
    let layout = token_layout(
        rect,
        keep_clear,
        here.len(),
        small.len(),
        scene.hot_spot[c.index()],
    );
    if let Some(r) = layout.hot_spot {
        egui::Image::new(icon("hot_spot")).paint_at(ui, r);
    }
    for (name, r) in small.iter().zip(&layout.small) {
        egui::Image::new(icon(name)).paint_at(ui, *r);
    }
    for (&i, &r) in here.iter().zip(&layout.firefighters) {
        let colour = overlay
            .colours
            .get(i)
            .copied()
            .unwrap_or(FIREFIGHTER_COLOURS[i % FIREFIGHTER_COLOURS.len()]);
        draw_firefighter(
            ui,
            r,
            i,
            (colour, overlay.palette.badge(colour)),
            &scene.firefighters[i],
            overlay.active == Some(i as u8),
        );
    }
}

/// Where the pieces of one cell go: firefighters in a row along the top,
/// Hazmat and POIs in a row along the bottom, a Hot Spot in the top-right
/// corner. Everything stays inside `cell` and clear of `keep_clear` (a
/// stair label); tokens shrink when many share a cell, and only overlap one
/// another when even 70% of their size does not fit side by side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TokenLayout {
    pub firefighters: Vec<Rect>,
    /// Hazmat first, then POIs.
    pub small: Vec<Rect>,
    pub hot_spot: Option<Rect>,
}

/// Lays out a cell's pieces: see [`TokenLayout`].
pub fn token_layout(
    cell: Rect,
    keep_clear: Option<Rect>,
    firefighters: usize,
    small: usize,
    hot_spot: bool,
) -> TokenLayout {
    let size = cell.width().min(cell.height());
    let gap = (size * 0.02).max(1.0);
    // Off the walls (half a wall's width inside the cell) and their cubes'
    // middle.
    let mut area = cell.shrink((size * 0.05).max(1.0));
    if let Some(clear) = keep_clear.map(|r| r.expand(gap))
        && clear.intersects(area)
    {
        area = largest_part_outside(area, clear);
    }
    // Nominal sizes, as fractions of the cell; both rows shrink together
    // when the free part of the cell is too short for them.
    let (ff_size, small_size) = (size * 0.42, size * 0.34);
    let rows = [(firefighters, ff_size), (small, small_size)];
    let need: f32 = rows
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(_, t)| t)
        .sum::<f32>()
        + if firefighters > 0 && small > 0 {
            gap
        } else {
            0.0
        };
    let scale = if need > area.height() {
        area.height() / need
    } else {
        1.0
    };
    let hot = hot_spot.then(|| {
        let s = (size * 0.26).min(area.height()).min(area.width() * 0.4);
        Rect::from_min_size(egui::pos2(area.right() - s, area.top()), Vec2::splat(s))
    });
    // A row stops short of the Hot Spot when they share some height.
    let right_of = |top: f32, bottom: f32| match hot {
        Some(h) if top < h.bottom() && bottom > h.top() => h.left() - gap,
        _ => area.right(),
    };
    // The firefighters come down a little when there is room, off the dice
    // coordinates in the corner.
    let slack = (area.height() - need * scale).max(0.0);
    let ff_top = area.top() + slack.min(size * 0.1);
    let t = ff_size * scale;
    let firefighters = row(
        area.left(),
        right_of(ff_top, ff_top + t),
        |_| ff_top,
        firefighters,
        t,
        gap,
    );
    let t = small_size * scale;
    let small = row(
        area.left(),
        right_of(area.bottom() - t, area.bottom()),
        |t| area.bottom() - t,
        small,
        t,
        gap,
    );
    TokenLayout {
        firefighters,
        small,
        hot_spot: hot,
    }
}

/// `n` squares of side up to `t` from `left` to `right`; `top` gives a
/// square's top from its final side.
fn row(left: f32, right: f32, top: impl Fn(f32) -> f32, n: usize, t: f32, gap: f32) -> Vec<Rect> {
    if n == 0 {
        return Vec::new();
    }
    let width = (right - left).max(0.0);
    let count = n as f32;
    let side_by_side = (width - gap * (count - 1.0)) / count;
    let t = side_by_side.max(t * 0.7).min(t).min(width);
    let step = if n > 1 {
        ((width - t) / (count - 1.0)).min(t + gap)
    } else {
        0.0
    };
    (0..n)
        .map(|i| Rect::from_min_size(egui::pos2(left + step * i as f32, top(t)), Vec2::splat(t)))
        .collect()
}

/// The biggest of the four parts of `area` above, below, left and right of
/// `clear` (an empty rect at the corner if `clear` covers it all).
fn largest_part_outside(area: Rect, clear: Rect) -> Rect {
    let parts = [
        Rect::from_min_max(
            area.min,
            egui::pos2(area.max.x, clear.min.y.min(area.max.y)),
        ),
        Rect::from_min_max(
            egui::pos2(area.min.x, clear.max.y.max(area.min.y)),
            area.max,
        ),
        Rect::from_min_max(
            area.min,
            egui::pos2(clear.min.x.min(area.max.x), area.max.y),
        ),
        Rect::from_min_max(
            egui::pos2(clear.max.x.max(area.min.x), area.min.y),
            area.max,
        ),
    ];
    parts
        .into_iter()
        .filter(|r| r.is_positive())
        .max_by(|a, b| a.area().total_cmp(&b.area()))
        .unwrap_or(Rect::from_min_size(area.min, Vec2::ZERO))
}

/// One firefighter in `r`: the helmet in the player's colour with the seat
/// number on it (black or white, whichever reads on that colour), so
/// players tell tokens apart without relying on hue; the specialist's
/// initials under it, what it carries at the top right, and a ring when it
/// is the active one.
fn draw_firefighter(
    ui: &Ui,
    r: Rect,
    seat: usize,
    (colour, shape): (Color32, BadgeShape),
    f: &crate::app::scene::SceneFirefighter,
    active: bool,
) {
    let painter = ui.painter();
    let t = r.width();
    if active {
        // Dark under yellow, so the ring shows on a yellow helmet and on
        // pale cells alike.
        let radius = t * 0.55;
        painter.circle_stroke(r.center(), radius, Stroke::new(4.5, Color32::from_gray(30)));
        painter.circle_stroke(
            r.center(),
            radius,
            Stroke::new(2.5, Color32::from_rgb(255, 230, 0)),
        );
    }
    let faded = f.downed || f.knocked_down;
    let tint = if faded {
        colour.gamma_multiply(0.45)
    } else {
        colour
    };
    egui::Image::new(icon("firefighter"))
        .tint(tint)
        .paint_at(ui, r);
    // The number sits in a badge over the helmet's front shield (the icon
    // is 64 units square; the shield's centre is at 32, 28), black or white
    // on the player's colour, whichever reads.
    let ink = if egui::Rgba::from(colour).intensity() > 0.2 {
        Color32::BLACK
    } else {
        Color32::WHITE
    };
    let ink = if faded { ink.gamma_multiply(0.6) } else { ink };
    let centre = r.min + vec2(0.5, 0.45) * t;
    let outline = Stroke::new((t * 0.03).max(1.0), Color32::from_gray(30));
    let corners = shape.corners(centre, t * 0.23);
    if corners.is_empty() {
        painter.circle(centre, t * 0.23, tint, outline);
    } else if shape == BadgeShape::Star {
        // A star is not convex: filled as triangles from its centre.
        for k in 0..corners.len() {
            let next = corners[(k + 1) % corners.len()];
            painter.add(Shape::convex_polygon(
                vec![centre, corners[k], next],
                tint,
                Stroke::NONE,
            ));
        }
        painter.add(Shape::closed_line(corners, outline));
    } else {
        painter.add(Shape::convex_polygon(corners, tint, outline));
    }
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        (seat + 1).to_string(),
        egui::FontId::proportional((t * 0.36).clamp(6.0, 44.0)),
        ink,
    );
    if let Some(card) = f.specialist {
        let text = initials(card.title());
        let font = egui::FontId::proportional((t * 0.26).clamp(6.0, 24.0));
        let galley = painter.layout_no_wrap(text, font, Color32::BLACK);
        let at = egui::pos2(
            r.center().x - galley.size().x / 2.0,
            r.bottom() - galley.size().y,
        );
        painter.rect_filled(
            Rect::from_min_size(at, galley.size()).expand(1.0),
            CornerRadius::same(3),
            Color32::from_rgba_unmultiplied(255, 255, 255, 210),
        );
        painter.galley(at, galley, Color32::BLACK);
    }
    if let Some(item) = f.carrying {
        let name = match item {
            Item::Victim(_) => "victim",
            Item::Hazmat(_) => "hazmat",
            Item::Firefighter(_) => "firefighter",
        };
        let badge = Rect::from_min_size(r.right_top() - vec2(t * 0.38, 0.0), Vec2::splat(t * 0.38));
        egui::Image::new(icon(name)).paint_at(ui, badge);
    }
}

/// The colour-blind palette's cell pattern under the Fire or Smoke icon:
/// Fire hatched with diagonal stripes, Smoke dotted, so the two read apart
/// by texture as well as by icon and colour.
fn fire_pattern(painter: &egui::Painter, rect: Rect, fire: FireLevel) {
    let inner = rect.shrink(rect.width() * 0.04);
    let step = (rect.width() / 6.0).max(4.0);
    match fire {
        FireLevel::Fire => {
            let ink = Stroke::new(
                (rect.width() * 0.025).max(1.0),
                Color32::from_rgba_unmultiplied(170, 40, 0, 120),
            );
            // Lines x - y = k, clipped to the cell.
            let (w, h) = (inner.width(), inner.height());
            let mut k = -h;
            while k < w {
                let start = if k >= 0.0 {
                    vec2(k, 0.0)
                } else {
                    vec2(0.0, -k)
                };
                let run = (w - start.x).min(h - start.y);
                let a = inner.min + start;
                painter.line_segment([a, a + vec2(run, run)], ink);
                k += step;
            }
        }
        FireLevel::Smoke => {
            let dot = Color32::from_rgba_unmultiplied(60, 60, 70, 110);
            let radius = (rect.width() * 0.025).max(1.0);
            let mut y = inner.min.y + step / 2.0;
            while y < inner.max.y {
                let mut x = inner.min.x + step / 2.0;
                while x < inner.max.x {
                    painter.circle_filled(egui::pos2(x, y), radius, dot);
                    x += step;
                }
                y += step;
            }
        }
        FireLevel::Clear => {}
    }
}

/// The icons of the tokens lying loose on `c`: Hazmat, then POIs and
/// Victims. A carried token is drawn once, as the badge on its carrier; a
/// led Victim walks beside its leader and is drawn on the cell.
pub fn loose_tokens(scene: &Scene, c: CellId) -> Vec<&'static str> {
    let carried = |item: Item| scene.firefighters.iter().any(|f| f.carrying == Some(item));
    let mut small: Vec<&'static str> = scene
        .hazmat
        .iter()
        .filter(|&&(h, cell)| cell == c && !carried(Item::Hazmat(h)))
        .map(|_| "hazmat")
        .collect();
    small.extend(
        scene
            .pois
            .iter()
            .filter(|p| p.cell == c && !carried(Item::Victim(p.id)))
            .map(|poi| match poi.face {
                Face::Hidden => "poi",
                Face::Victim { treated: false } => "victim",
                Face::Victim { treated: true } => "treated",
                Face::FalseAlarm => "false_alarm",
            }),
    );
    small
}

/// "DO" for "Driver/Operator".
fn initials(title: &str) -> String {
    let mut out = String::new();
    for word in title.split([' ', '/']) {
        if let Some(ch) = word.chars().next()
            && ch.is_ascii_uppercase()
        {
            out.push(ch);
        }
    }
    out
}

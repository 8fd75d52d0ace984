//! The players' colours and how the board tells them apart: the six
//! colours, their names as saves store them, and the colour-blind option's
//! badge shapes.

use egui::{Color32, Pos2, vec2};

/// The players' colours, in the order of [`COLOUR_NAMES`]. They differ in
/// lightness as well as hue (CIELAB L* 40, 48, 58, 69, 80 and 90, at least
/// 8 apart), so they stay apart for colour-blind players and in greyscale;
/// every firefighter token also carries its seat number.
pub const FIREFIGHTER_COLOURS: [Color32; 6] = [
    Color32::from_rgb(238, 88, 58),   // red, L* 58
    Color32::from_rgb(38, 82, 212),   // blue, L* 40
    Color32::from_rgb(130, 218, 110), // green, L* 80
    Color32::from_rgb(252, 226, 64),  // yellow, L* 90
    Color32::from_rgb(214, 138, 246), // purple, L* 69
    Color32::from_rgb(0, 128, 128),   // teal, L* 48
];

/// How the board tells pieces apart: by colour and icon (the default), or
/// also by shape and pattern for colour-blind players, remembered in the
/// settings. The colours themselves stay: they are chosen to part for
/// every common colour-vision deficiency (`tests/ui_looks.rs`), so the
/// option adds what colour cannot carry at all (greyscale, dim screens,
/// full colour blindness).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Palette {
    #[default]
    Standard,
    /// A badge shape per player colour, Fire hatched and Smoke dotted.
    ColourBlind,
}

impl Palette {
    /// The shape of the seat-number badge for a player of `colour`.
    pub(super) fn badge(self, colour: Color32) -> BadgeShape {
        match (self, FIREFIGHTER_COLOURS.iter().position(|&c| c == colour)) {
            (Palette::ColourBlind, Some(i)) => BadgeShape::ALL[i],
            _ => BadgeShape::Circle,
        }
    }
}

/// The outline of a firefighter's number badge: with the colour-blind
/// option, one per colour in the order of [`COLOUR_NAMES`], so a shape
/// names the colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BadgeShape {
    Circle,
    Square,
    Triangle,
    Diamond,
    Hexagon,
    Star,
}

impl BadgeShape {
    pub const ALL: [BadgeShape; 6] = [
        BadgeShape::Circle,
        BadgeShape::Square,
        BadgeShape::Triangle,
        BadgeShape::Diamond,
        BadgeShape::Hexagon,
        BadgeShape::Star,
    ];

    /// The outline's corners around `centre`, about `radius` out (a circle
    /// has none: it is drawn as one).
    pub(super) fn corners(self, centre: Pos2, radius: f32) -> Vec<Pos2> {
        let ring = |n: usize, r: f32, turn: f32| -> Vec<Pos2> {
            (0..n)
                .map(|k| {
                    let a = turn + std::f32::consts::TAU * k as f32 / n as f32;
                    centre + r * vec2(a.cos(), a.sin())
                })
                .collect()
        };
        let up = -std::f32::consts::FRAC_PI_2;
        match self {
            BadgeShape::Circle => Vec::new(),
            BadgeShape::Square => ring(4, radius * 1.25, std::f32::consts::FRAC_PI_4),
            // A triangle's number sits low in it: it is drawn larger.
            BadgeShape::Triangle => ring(3, radius * 1.55, up),
            BadgeShape::Diamond => ring(4, radius * 1.35, up),
            BadgeShape::Hexagon => ring(6, radius * 1.15, up),
            BadgeShape::Star => {
                let outer = ring(5, radius * 1.5, up);
                let inner = ring(5, radius * 0.85, up + std::f32::consts::PI / 5.0);
                outer
                    .into_iter()
                    .zip(inner)
                    .flat_map(|(o, i)| [o, i])
                    .collect()
            }
        }
    }
}

/// The colours' names, as the new-game dialog offers them and save files
/// store them (`SeatInfo::colour`). The names are kept when the shades
/// change, so old saves still load to the same colour.
pub const COLOUR_NAMES: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "teal"];

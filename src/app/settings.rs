//! The player's settings, kept between sessions in `settings.json` in the
//! data folder: whether ending a turn with AP left asks first, how fast
//! the fire phase is shown, the colour-blind palette, whether a building's
//! floors are shown side by side, the zoom, the
//! language chosen in the Language menu, and the window's size. A missing or unreadable file
//! gives the defaults (settings are a convenience: a broken file must
//! never stop the game).

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::app::board_view::Palette;
use crate::app::play::Speed;
use crate::i18n::Lang;

/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.json";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Ask before ending a turn with AP left (the fire roll cannot be undone).
    pub confirm_end_turn: bool,
    /// How fast the fire phase is shown.
    pub speed: Speed,
    /// Colours alone, or shapes and patterns too.
    pub palette: Palette,
    /// On a board with several floors, every floor side by side in play
    /// (else one at a time, chosen in the menu bar).
    pub floors_side_by_side: bool,
    /// The whole window's zoom in percent (Ctrl +, Ctrl −), kept whole so
    /// the file reads plainly; see [`Settings::zoom_factor`].
    pub zoom_percent: u16,
    /// The language chosen in the Language menu; `None` until one is
    /// chosen: the system's locale decides (issue 16).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "known_language"
    )]
    pub language: Option<Lang>,
    /// The window as it was left: the next session opens the same.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowSize>,
}

/// The window's size in whole logical pixels (the operating system's,
/// before any zoom) and whether it was maximized. Its place on the screen
/// is not kept: the monitor it was on may be gone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowSize {
    pub width: u32,
    pub height: u32,
    #[serde(default)]
    pub maximized: bool,
}

/// The smallest window the game lays out in.
pub const MIN_WINDOW: [f32; 2] = [640.0, 480.0];
/// The window a first session opens.
pub const DEFAULT_WINDOW: [f32; 2] = [1280.0, 820.0];
/// Larger than any screen: a hand-edited size past it is not a size.
const MAX_WINDOW_SIDE: u16 = 16_384;

impl WindowSize {
    /// The size `inner` (logical pixels) in whole pixels, `None` for a size
    /// that is not one.
    pub fn of(inner: [f32; 2], maximized: bool) -> Option<WindowSize> {
        let side = |v: f32| {
            (v.is_finite() && v >= 1.0).then(|| v.round().min(f32::from(MAX_WINDOW_SIDE)) as u32)
        };
        Some(WindowSize {
            width: side(inner[0])?,
            height: side(inner[1])?,
            maximized,
        })
    }

    /// The size to open with: within the game's smallest and any screen's
    /// largest window, whatever the file said.
    pub fn inner_size(&self) -> [f32; 2] {
        let side = |v: u32, min: f32| {
            let v = u16::try_from(v)
                .unwrap_or(MAX_WINDOW_SIDE)
                .min(MAX_WINDOW_SIDE);
            f32::from(v).max(min)
        };
        [
            side(self.width, MIN_WINDOW[0]),
            side(self.height, MIN_WINDOW[1]),
        ]
    }
}

/// A language this version does not speak (a later version's choice) reads
/// as none chosen: the other settings are kept.
fn known_language<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let code = Option::<String>::deserialize(d)?;
    Ok(code.as_deref().and_then(Lang::from_code))
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            confirm_end_turn: true,
            speed: Speed::Normal,
            palette: Palette::Standard,
            floors_side_by_side: true,
            zoom_percent: 100,
            language: None,
            window: None,
        }
    }
}

/// egui's own zoom limits (`gui_zoom`): 20% to 500%.
const ZOOM_PERCENT: std::ops::RangeInclusive<u16> = 20..=500;

impl Settings {
    /// The zoom as egui takes it, within egui's limits whatever the file
    /// said.
    pub fn zoom_factor(&self) -> f32 {
        f32::from(
            self.zoom_percent
                .clamp(*ZOOM_PERCENT.start(), *ZOOM_PERCENT.end()),
        ) / 100.0
    }

    /// The zoom egui shows now, in the file's whole percent.
    pub fn percent_of(zoom_factor: f32) -> u16 {
        let percent = (zoom_factor * 100.0).round();
        if percent.is_finite() {
            (percent as u16).clamp(*ZOOM_PERCENT.start(), *ZOOM_PERCENT.end())
        } else {
            100
        }
    }
}

impl Settings {
    /// The settings in `folder`, or the defaults when there are none or the
    /// file cannot be read (the reason is returned to be shown once).
    pub fn load(folder: &Path) -> (Settings, Option<String>) {
        let path = folder.join(SETTINGS_FILE);
        if !path.exists() {
            return (Settings::default(), None);
        }
        let text = match crate::files::read_text_capped(&path, crate::files::SETTINGS_LIMIT) {
            Ok(text) => text,
            Err(e) => return (Settings::default(), Some(e.to_string())),
        };
        match serde_json::from_str(&text) {
            Ok(settings) => (settings, None),
            Err(e) => (
                Settings::default(),
                Some(format!("{}: {e}; using the defaults", path.display())),
            ),
        }
    }

    /// The settings in `slot`, read from `folder` the first time they are
    /// needed (the defaults without a folder).
    pub fn loaded<'a>(slot: &'a mut Option<Settings>, folder: Option<&Path>) -> &'a mut Settings {
        slot.get_or_insert_with(|| match folder {
            Some(dir) => Settings::load(dir).0,
            None => Settings::default(),
        })
    }

    /// Writes the settings to `folder` atomically.
    pub fn save(&self, folder: &Path) -> std::io::Result<()> {
        std::fs::create_dir_all(folder)?;
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        crate::files::write_atomically(&folder.join(SETTINGS_FILE), text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_survive_a_broken_file() {
        let dir = std::env::temp_dir().join(format!("flashpoint-settings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(Settings::load(&dir), (Settings::default(), None));
        let mine = Settings {
            confirm_end_turn: false,
            speed: Speed::Fast,
            palette: Palette::ColourBlind,
            floors_side_by_side: false,
            zoom_percent: 130,
            language: Some(Lang::Ru),
            window: None,
        };
        mine.save(&dir).expect("saved");
        assert_eq!(Settings::load(&dir), (mine, None));
        let text = std::fs::read_to_string(dir.join(SETTINGS_FILE)).expect("written");
        assert!(text.contains(r#""language": "ru""#), "{text}");
        std::fs::write(dir.join(SETTINGS_FILE), "{ not json").expect("written");
        let (settings, problem) = Settings::load(&dir);
        assert_eq!(settings, Settings::default());
        assert!(problem.is_some_and(|p| p.contains(SETTINGS_FILE)));
        // Unknown or missing fields: defaults for the rest.
        std::fs::write(dir.join(SETTINGS_FILE), r#"{"speed": "slow", "later": 1}"#)
            .expect("written");
        let (settings, _) = Settings::load(&dir);
        assert_eq!(settings.speed, Speed::Slow);
        assert!(settings.confirm_end_turn);
        assert_eq!(settings.palette, Palette::Standard);
        assert_eq!(settings.zoom_percent, 100);
        // A file from before the floors stood side by side: they do.
        assert!(settings.floors_side_by_side);
        // A file from before the language was kept: no language yet.
        assert_eq!(settings.language, None);
        std::fs::write(dir.join(SETTINGS_FILE), r#"{"language": "de"}"#).expect("written");
        assert_eq!(Settings::load(&dir).0.language, Some(Lang::De));
        // A language this version does not speak: none chosen, the rest kept.
        std::fs::write(
            dir.join(SETTINGS_FILE),
            r#"{"language": "fr", "speed": "fast"}"#,
        )
        .expect("written");
        let (settings, problem) = Settings::load(&dir);
        assert_eq!((settings.language, settings.speed), (None, Speed::Fast));
        assert_eq!(problem, None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The window's size is kept between sessions, within sane bounds
    /// whatever a hand-edited file says; a file without it is the default.
    #[test]
    fn the_window_size_is_kept_within_bounds() {
        let dir = std::env::temp_dir().join(format!("fp-window-{}", std::process::id()));
        let settings = Settings {
            window: Some(WindowSize {
                width: 1500,
                height: 900,
                maximized: true,
            }),
            ..Settings::default()
        };
        settings.save(&dir).expect("saved");
        assert_eq!(Settings::load(&dir), (settings, None));
        let at = |width, height| {
            WindowSize {
                width,
                height,
                maximized: false,
            }
            .inner_size()
        };
        assert_eq!(at(1500, 900), [1500.0, 900.0]);
        assert_eq!(at(10, 0), MIN_WINDOW);
        assert_eq!(at(u32::MAX, 70_000), [16_384.0; 2]);
        let of = |w, h| WindowSize::of([w, h], false).map(|s| (s.width, s.height));
        assert_eq!(of(1499.6, 899.4), Some((1500, 899)));
        assert_eq!(of(f32::NAN, 900.0), None);
        assert_eq!(of(800.0, 0.0), None);
        assert_eq!(of(1e9, 1e9), Some((16_384, 16_384)));
        std::fs::write(
            dir.join(SETTINGS_FILE),
            r#"{"window": {"width": 800, "height": 600}}"#,
        )
        .expect("written");
        let window = Settings::load(&dir).0.window.expect("a size");
        assert_eq!(
            (window.inner_size(), window.maximized),
            ([800.0, 600.0], false)
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn zoom_stays_within_eguis_limits() {
        let at = |zoom_percent| Settings {
            zoom_percent,
            ..Settings::default()
        };
        assert_eq!(at(130).zoom_factor(), 1.3);
        // A hand-edited file cannot shrink the window to nothing.
        assert_eq!(at(0).zoom_factor(), 0.2);
        assert_eq!(at(9000).zoom_factor(), 5.0);
        assert_eq!(Settings::percent_of(1.1), 110);
        assert_eq!(Settings::percent_of(f32::NAN), 100);
        assert_eq!(Settings::percent_of(0.05), 20);
    }
}

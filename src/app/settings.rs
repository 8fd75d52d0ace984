//! The player's settings, kept between sessions in `settings.json` in the
//! data folder: whether ending a turn with AP left asks first, and how fast
//! the fire phase is shown. A missing or unreadable file gives the defaults
//! (settings are a convenience: a broken file must never stop the game).

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::app::play::Speed;

/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.json";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Ask before ending a turn with AP left (the fire roll cannot be undone).
    pub confirm_end_turn: bool,
    /// How fast the fire phase is shown.
    pub speed: Speed,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            confirm_end_turn: true,
            speed: Speed::Normal,
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
        };
        mine.save(&dir).expect("saved");
        assert_eq!(Settings::load(&dir), (mine, None));
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
        let _ = std::fs::remove_dir_all(&dir);
    }
}

//! The program's words in English, Italian, German and Russian (issue 16),
//! with no UI in it: the [`Lang`] enum, reading a system locale, and
//! [`Texts`], the parsed Project Fluent message files.
//!
//! The message files are `src/i18n/<code>/<name>.ftl`, one set per language,
//! embedded in the binary ([`FILES`]). Game terms follow docs/glossary.md.
//! There is no process-wide current language: the caller says which
//! language it wants on every look-up, so two windows (or two tests running
//! side by side) can show different languages.

use std::sync::{Arc, LazyLock};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::{FluentArgs, FluentValue};

pub mod terms;

/// A language the program speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    It,
    De,
    Ru,
}

impl Lang {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::It, Lang::De, Lang::Ru];

    /// The stable code: the folder of its message files and its name in
    /// settings.json.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::De => "de",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself, as the language menu shows it (a
    /// player who cannot read the current language still finds their own).
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::De => "Deutsch",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a stable code ("ru"), if the program speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The language of a locale string as systems spell it: "ru-RU",
    /// "de_AT.UTF-8", "it", "en-GB", "C". The language subtag decides; any
    /// language the program does not speak is English.
    pub fn from_locale(locale: &str) -> Lang {
        let language: String = locale
            .trim()
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        Lang::from_code(&language).unwrap_or(Lang::En)
    }

    /// The language of the system's locale (English when it cannot be read
    /// or is one the program does not speak).
    pub fn from_system() -> Lang {
        sys_locale::get_locale().map_or(Lang::En, |l| Lang::from_locale(&l))
    }
}

/// Each message file by name, with its text in every language in the order
/// of [`Lang::ALL`]. A file must exist in every language's folder (the
/// compiler checks that) and hold the same keys (a test checks that).
macro_rules! ftl_files {
    ($($name:literal),* $(,)?) => {
        &[$(
            (
                concat!($name, ".ftl"),
                [
                    include_str!(concat!("en/", $name, ".ftl")),
                    include_str!(concat!("it/", $name, ".ftl")),
                    include_str!(concat!("de/", $name, ".ftl")),
                    include_str!(concat!("ru/", $name, ".ftl")),
                ],
            ),
        )*]
    };
}

/// The message files, embedded: the binary needs nothing beside it.
pub const FILES: &[(&str, [&str; 4])] = ftl_files![
    "app", "terms", "new-game", "play", "log", "refusal", "panel", "board", "editor", "problems",
    "rules",
];

type Bundle = FluentBundle<FluentResource>;

/// The four languages' messages, parsed once. Cloning shares them.
#[derive(Clone)]
pub struct Texts {
    bundles: Arc<[Bundle; 4]>,
}

impl Texts {
    /// Parses every message file. A file with a syntax error keeps the
    /// messages that did parse (the parity test fails on the error, so a
    /// release never ships one; a player must never see a crash for it).
    pub fn new() -> Texts {
        let bundles = Lang::ALL.map(|lang| {
            let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = Bundle::new_concurrent(vec![id]);
            // Plain text: Unicode isolation marks around placeables would
            // end up in AccessKit labels and in copied text.
            bundle.set_use_isolating(false);
            for (_, texts) in FILES {
                let resource = match FluentResource::try_new(texts[lang.index()].to_string()) {
                    Ok(resource) => resource,
                    Err((partial, _)) => partial,
                };
                // A key defined twice keeps its first text; the parity
                // test names duplicates.
                let _ = bundle.add_resource(resource);
            }
            bundle
        });
        Texts {
            bundles: Arc::new(bundles),
        }
    }

    /// The messages every part of the program shares, parsed on first use.
    pub fn shared() -> &'static Texts {
        static SHARED: LazyLock<Texts> = LazyLock::new(Texts::new);
        &SHARED
    }

    /// The message `key` in `lang`.
    pub fn get(&self, lang: Lang, key: &str) -> String {
        self.format(lang, key, None)
    }

    /// The message `key` in `lang`, with its variables filled in from `args`.
    pub fn get_args(&self, lang: Lang, key: &str, args: &FluentArgs) -> String {
        self.format(lang, key, Some(args))
    }

    /// Whether `lang` has a message `key` of its own.
    pub fn has(&self, lang: Lang, key: &str) -> bool {
        self.bundles[lang.index()]
            .get_message(key)
            .is_some_and(|m| m.value().is_some())
    }

    /// Falls back to English, then to the key itself: a missing message
    /// shows as something readable, never as a crash (the parity test
    /// keeps the files complete).
    fn format(&self, lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
        for lang in [lang, Lang::En] {
            let bundle = &self.bundles[lang.index()];
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                // A missing variable leaves "{$name}" in the text; the
                // parity test checks each language uses the same ones.
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        key.to_string()
    }
}

impl Default for Texts {
    fn default() -> Self {
        Texts::new()
    }
}

/// Fluent arguments from pairs: `args([("count", 3.into())])`.
pub fn args<'a, const N: usize>(pairs: [(&'a str, FluentValue<'a>); N]) -> FluentArgs<'a> {
    pairs.into_iter().collect()
}

#[cfg(test)]
mod tests;

//! The message files' parity (every key in every language, with the same
//! variables), locale parsing, plural forms and the fallbacks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use fluent_syntax::ast;

use super::*;
use crate::engine::state::Outcome;

/// What the parity test compares of one message or term: the variables it
/// uses and its attributes' names (with their variables).
#[derive(Debug, Default, PartialEq, Eq)]
struct Shape {
    variables: BTreeSet<String>,
    attributes: BTreeMap<String, BTreeSet<String>>,
}

fn inline_variables(expression: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn shape(value: Option<&ast::Pattern<&str>>, attributes: &[ast::Attribute<&str>]) -> Shape {
    let mut variables = BTreeSet::new();
    if let Some(value) = value {
        pattern_variables(value, &mut variables);
    }
    let attributes = attributes
        .iter()
        .map(|a| {
            let mut vars = BTreeSet::new();
            pattern_variables(&a.value, &mut vars);
            (a.id.name.to_string(), vars)
        })
        .collect();
    Shape {
        variables,
        attributes,
    }
}

/// Every select expression's variant keys in `pattern`, one set per
/// expression (nested ones too).
fn selectors(pattern: &ast::Pattern<&str>, out: &mut Vec<BTreeSet<String>>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable {
            expression: ast::Expression::Select { variants, .. },
        } = element
        {
            out.push(
                variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect(),
            );
            for v in variants {
                selectors(&v.value, out);
            }
        }
    }
}

/// One language's file: its keys (terms with their leading "-") and their
/// shapes, or what is wrong with it.
fn read(file: &str, lang: Lang, text: &str) -> (BTreeMap<String, Shape>, Vec<String>) {
    let mut problems = Vec::new();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            for e in errors {
                problems.push(format!(
                    "{}/{file}: syntax error {:?} at bytes {:?}",
                    lang.code(),
                    e.kind,
                    e.pos
                ));
            }
            resource
        }
    };
    let mut keys = BTreeMap::new();
    for entry in &resource.body {
        let (key, shape, patterns) = match entry {
            ast::Entry::Message(m) => (
                m.id.name.to_string(),
                shape(m.value.as_ref(), &m.attributes),
                m.value
                    .iter()
                    .chain(m.attributes.iter().map(|a| &a.value))
                    .collect::<Vec<_>>(),
            ),
            ast::Entry::Term(t) => (
                format!("-{}", t.id.name),
                shape(Some(&t.value), &t.attributes),
                std::iter::once(&t.value)
                    .chain(t.attributes.iter().map(|a| &a.value))
                    .collect(),
            ),
            ast::Entry::Junk { content } => {
                problems.push(format!("{}/{file}: cannot read {content:?}", lang.code()));
                continue;
            }
            _ => continue,
        };
        // Plural selectors name the language's CLDR categories: Russian
        // needs one, few and many (1 ход, 2 хода, 5 ходов).
        let mut sets = Vec::new();
        for pattern in patterns {
            selectors(pattern, &mut sets);
        }
        for set in sets {
            let plural = ["zero", "one", "two", "few", "many", "other"];
            if set.iter().any(|k| plural.contains(&k.as_str())) {
                let needed: &[&str] = match lang {
                    Lang::Ru => &["one", "few", "many"],
                    _ => &["one"],
                };
                for category in needed {
                    if !set.contains(*category) {
                        problems.push(format!(
                            "{}/{file}: {key} has no [{category}] variant",
                            lang.code()
                        ));
                    }
                }
            }
        }
        if keys.insert(key.clone(), shape).is_some() {
            problems.push(format!("{}/{file}: {key} is defined twice", lang.code()));
        }
    }
    (keys, problems)
}

/// Issue 16: every key of every message file exists in all four languages
/// with the same variables and attributes; no file has a syntax error, and
/// no key is defined in two files (the bundle shares one name space).
#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let mut problems = Vec::new();
    let mut owner: BTreeMap<String, &str> = BTreeMap::new();
    let mut counts = [0usize; 4];
    for (file, texts) in FILES {
        let read_all: Vec<_> = Lang::ALL
            .iter()
            .map(|&lang| read(file, lang, texts[lang.index()]))
            .collect();
        for (_, p) in &read_all {
            problems.extend(p.iter().cloned());
        }
        let english = &read_all[Lang::En.index()].0;
        for key in english.keys() {
            if let Some(other) = owner.insert(key.clone(), file) {
                problems.push(format!("{key} is defined in both {other} and {file}"));
            }
        }
        for lang in Lang::ALL {
            let keys = &read_all[lang.index()].0;
            counts[lang.index()] += keys.keys().filter(|k| !k.starts_with('-')).count();
            for (key, shape) in english {
                match keys.get(key) {
                    None => problems.push(format!("{}/{file}: {key} is missing", lang.code())),
                    Some(s) if s != shape => problems.push(format!(
                        "{}/{file}: {key} uses {:?} where English uses {:?}",
                        lang.code(),
                        s,
                        shape
                    )),
                    Some(_) => {}
                }
            }
            for key in keys.keys().filter(|k| !english.contains_key(*k)) {
                problems.push(format!(
                    "{}/{file}: {key} is not in English (en/{file})",
                    lang.code()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(
        counts.iter().all(|&c| c == counts[0] && c > 100),
        "{counts:?}"
    );
}

/// The folders hold exactly the embedded files: a file added to a folder but
/// not to [`FILES`] would never be shown.
#[test]
fn every_message_file_on_disk_is_embedded() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
    let listed: BTreeSet<String> = FILES.iter().map(|(f, _)| f.to_string()).collect();
    let mut folders = BTreeSet::new();
    for entry in std::fs::read_dir(&root).expect("src/i18n").flatten() {
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        let name = entry.file_name().to_string_lossy().into_owned();
        folders.insert(name.clone());
        let files: BTreeSet<String> = std::fs::read_dir(&path)
            .expect("a language folder")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(files, listed, "src/i18n/{name}");
    }
    let codes: BTreeSet<String> = Lang::ALL.iter().map(|l| l.code().to_string()).collect();
    assert_eq!(folders, codes);
}

/// Kebab-case literals in the app that are widget ids, not message keys.
const NOT_KEYS: &[&str] = &["start-top", "play-top", "play-side", "play-log", "new-game"];

/// Every key the code looks up exists: each `tr.get("…")` and
/// `tr.args("…", …)` in the app, and every kebab-case literal there and in
/// the game's words (src/text: keys in tables and matches) that begins like
/// a message key ("play-…", "new-game-…", "log-…"), and every key in
/// [`terms`].
#[test]
fn every_key_the_code_uses_exists() {
    let texts = Texts::new();
    let heads: BTreeSet<&str> = FILES
        .iter()
        .flat_map(|(_, t)| t[Lang::En.index()].lines())
        .filter_map(|line| line.split_once(" =").map(|(key, _)| key))
        .filter_map(|key| key.split('-').next())
        .filter(|head| !head.is_empty() && !head.starts_with('#'))
        .collect();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = vec![root.join("i18n/terms.rs")];
    let mut stack = vec![root.join("app"), root.join("text")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push(path);
            }
        }
    }
    let kebab = |s: &str| {
        s.contains('-')
            && s.split('-').all(|part| {
                !part.is_empty()
                    && part
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            })
    };
    let mut used = BTreeSet::new();
    for path in &sources {
        let text = std::fs::read_to_string(path).expect("readable");
        // Every other quote opens a literal (good enough for this code:
        // no key contains an escaped quote).
        let mut rest = text.as_str();
        while let Some(open) = rest.find('"') {
            let before = &rest[..open];
            let after = &rest[open + 1..];
            let Some(close) = after.find('"') else { break };
            let quoted = &after[..close];
            rest = &after[close + 1..];
            let looked_up = before.ends_with("tr.get(") || before.ends_with("tr.args(");
            let like_a_key = kebab(quoted)
                && quoted.split('-').next().is_some_and(|h| heads.contains(h))
                && !NOT_KEYS.contains(&quoted);
            if looked_up || like_a_key {
                used.insert((quoted.to_string(), path.display().to_string()));
            }
        }
    }
    assert!(used.len() > 100, "found only {}", used.len());
    let missing: Vec<_> = used
        .iter()
        .filter(|(key, _)| !texts.has(Lang::En, key))
        .collect();
    assert!(
        missing.is_empty(),
        "no such message (a widget id? add it to NOT_KEYS): {missing:?}"
    );
}

#[test]
fn system_locales_pick_the_language() {
    for (locale, lang) in [
        ("ru-RU", Lang::Ru),
        ("ru", Lang::Ru),
        ("de_AT.UTF-8", Lang::De),
        ("de-CH", Lang::De),
        ("it", Lang::It),
        ("it_IT@euro", Lang::It),
        ("IT-it", Lang::It),
        ("en-GB", Lang::En),
        ("fr-FR", Lang::En),
        ("C", Lang::En),
        ("POSIX", Lang::En),
        ("", Lang::En),
        ("rus", Lang::En),
    ] {
        assert_eq!(Lang::from_locale(locale), lang, "{locale:?}");
    }
}

#[test]
fn languages_are_saved_by_stable_codes_and_named_in_themselves() {
    for lang in Lang::ALL {
        let json = serde_json::to_string(&lang).expect("serialises");
        assert_eq!(json, format!("\"{}\"", lang.code()));
        assert_eq!(serde_json::from_str::<Lang>(&json).expect("reads"), lang);
    }
    let names: Vec<_> = Lang::ALL.iter().map(|l| l.own_name()).collect();
    assert_eq!(names, ["English", "Italiano", "Deutsch", "Русский"]);
}

/// CLDR plural rules: Russian one (1, 21), few (2) and many (5); the other
/// languages one and other. Also: no isolation marks around the numbers.
#[test]
fn turns_are_counted_with_each_languages_plural_forms() {
    let texts = Texts::shared();
    let turns = |lang, n: u32| {
        let line = texts.get_args(
            lang,
            "game-over-counts",
            &args([
                ("rescued", 7.into()),
                ("lost", 1.into()),
                ("damage", 3.into()),
                ("turns", n.into()),
            ]),
        );
        line.rsplit(" · ").next().unwrap_or_default().to_string()
    };
    let ru: Vec<String> = [1, 2, 5, 21, 11, 22].map(|n| turns(Lang::Ru, n)).to_vec();
    assert_eq!(
        ru,
        [
            "1 ход",
            "2 хода",
            "5 ходов",
            "21 ход",
            "11 ходов",
            "22 хода"
        ]
    );
    assert_eq!(turns(Lang::En, 1), "1 turn");
    assert_eq!(turns(Lang::En, 5), "5 turns");
    assert_eq!(turns(Lang::It, 1), "1 turno");
    assert_eq!(turns(Lang::It, 0), "0 turni");
    assert_eq!(turns(Lang::De, 2), "2 Spielzüge");
    let en = texts.get_args(
        Lang::En,
        "game-over-counts",
        &args([
            ("rescued", 7.into()),
            ("lost", 1.into()),
            ("damage", 3.into()),
            ("turns", 12.into()),
        ]),
    );
    assert_eq!(en, "Rescued 7 · lost 1 · damage 3 / 24 · 12 turns");
    assert!(!en.contains('\u{2068}') && !en.contains('\u{2069}'));
}

/// The editor's problem count in each language's plural forms (English
/// had said "1 error(s), 2 warning(s)").
#[test]
fn problems_are_counted_with_each_languages_plural_forms() {
    let texts = Texts::shared();
    let count = |lang, errors: u32, warnings: u32| {
        texts.get_args(
            lang,
            "editor-problems-count",
            &args([("errors", errors.into()), ("warnings", warnings.into())]),
        )
    };
    assert_eq!(count(Lang::En, 1, 2), "1 error, 2 warnings");
    assert_eq!(count(Lang::En, 3, 1), "3 errors, 1 warning");
    assert_eq!(count(Lang::En, 0, 4), "0 errors, 4 warnings");
    assert_eq!(count(Lang::It, 1, 2), "1 errore, 2 avvisi");
    assert_eq!(count(Lang::De, 2, 1), "2 Fehler, 1 Warnung");
    assert_eq!(count(Lang::Ru, 5, 2), "5 ошибок, 2 предупреждения");
}

/// One game with an engine error is "1 game", not "1 games".
#[test]
fn engine_errors_are_counted_with_plural_forms() {
    let texts = Texts::shared();
    let line = |lang, errors: u32| {
        texts.get_args(
            lang,
            "editor-difficulty-engine-errors",
            &args([("level", "Family".into()), ("errors", errors.into())]),
        )
    };
    assert!(
        line(Lang::En, 1).starts_with("Family: 1 game hit "),
        "{}",
        line(Lang::En, 1)
    );
    assert!(line(Lang::En, 3).starts_with("Family: 3 games hit "));
    assert!(line(Lang::De, 1).starts_with("Family: 1 Spiel traf "));
    assert!(line(Lang::It, 2).starts_with("Family: 2 partite hanno "));
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_key() {
    let texts = Texts::new();
    assert_eq!(texts.get(Lang::Ru, "start-new-game"), "Новая игра");
    assert_eq!(texts.get(Lang::En, "no-such-message"), "no-such-message");
    assert_eq!(texts.get(Lang::De, "no-such-message"), "no-such-message");
    // A cheap copy shares the parsed bundles.
    let copy = texts.clone();
    assert!(Arc::ptr_eq(&copy.bundles, &texts.bundles));
    // A variable left out shows as its name, not a crash.
    assert_eq!(
        texts.get(Lang::En, "new-game-firefighter"),
        "Firefighter {$seat}"
    );
}

/// The English card texts are the ones the play screen shows
/// (`ability_text`), so the two never drift apart.
#[test]
fn english_terms_match_the_programs_words() {
    use crate::engine::specialist::Specialist;
    let texts = Texts::shared();
    for card in Specialist::ALL {
        assert_eq!(
            texts.get(Lang::En, terms::ability(card)),
            crate::app::play::ability_text(card)
        );
        assert_eq!(texts.get(Lang::En, terms::specialist(card)), card.title());
    }
    for outcome in Outcome::ALL {
        assert_eq!(
            texts.get(Lang::En, terms::outcome(outcome)),
            outcome.to_string()
        );
    }
    for name in crate::app::board_view::COLOUR_NAMES {
        let key = terms::colour(name).expect("a colour key");
        assert_eq!(texts.get(Lang::En, key), name);
    }
}

/// The Russian rulebook writes е for ё (docs/glossary.md), and so do the
/// messages: a ё in one of them would read as another hand's.
#[test]
fn russian_messages_write_e_for_yo() {
    let found: Vec<String> = FILES
        .iter()
        .flat_map(|(file, texts)| {
            texts[Lang::Ru.index()]
                .lines()
                .enumerate()
                .filter(|(_, line)| !line.trim_start().starts_with('#'))
                .filter(|(_, line)| line.contains(['ё', 'Ё']))
                .map(move |(n, line)| format!("ru/{file}:{}: {line}", n + 1))
        })
        .collect();
    assert!(found.is_empty(), "{found:#?}");
}

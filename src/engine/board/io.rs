//! Board files: reading (with file, line and column in every error), the
//! format-version gate and migrations, the canonical pretty writer and atomic
//! saving. Also the JSON helpers other file formats (saves, scripts) share:
//! [`from_json_text`] names the JSON path of a bad field and says what is
//! wrong in words, not in Rust types.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::layout::{BoardLayout, FORMAT_VERSION};
use super::{Board, InvalidBoard};
use crate::files::{BOARD_LIMIT, ReadError, read_text_capped, strip_bom};

/// Atomic writing lives in [`crate::files`]; re-exported here, where callers
/// have always found it.
pub use crate::files::write_atomically;

/// Why a board file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    /// The file could not be read (missing, a folder, too large, not UTF-8).
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error("{}:{line}:{column}: {message}", path.display())]
    Json {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{}: {message}", path.display())]
    Version {
        path: PathBuf,
        /// What is wrong, in English (the command line's words).
        message: String,
        /// What is wrong, as data, for wording it in another language.
        issue: VersionIssue,
    },
    #[error("{}: {source}", path.display())]
    Invalid { path: PathBuf, source: InvalidBoard },
}

impl BoardError {
    /// One line per problem, each starting with the file name: what
    /// `flashpoint validate` prints.
    pub fn lines(&self) -> Vec<String> {
        match self {
            BoardError::Invalid { path, source } => source
                .problems
                .iter()
                .map(|p| format!("{}: {p}", path.display()))
                .collect(),
            other => vec![other.to_string()],
        }
    }

    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            BoardError::Read(e) => e.path(),
            BoardError::Json { path, .. }
            | BoardError::Version { path, .. }
            | BoardError::Invalid { path, .. } => path,
        }
    }
}

/// What is wrong with a board file's `format_version` (or its upgrade).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VersionIssue {
    /// The file has no `format_version`: it is not a board.
    NotABoard,
    /// `format_version` is not a whole number; `got` is what it is, in
    /// the file's own spelling (`"2"`, `2.5`), `text` when it is a string.
    NotANumber { got: String, text: bool },
    /// A version newer than this program reads.
    Newer { version: u32 },
    /// Upgrading from an older `version` failed; the English message says
    /// why (a field the upgraded file cannot have).
    Upgrade { version: u32 },
}

/// A JSON syntax or shape error with its position.
pub(crate) fn json_error(path: &Path, err: &serde_json::Error) -> BoardError {
    BoardError::Json {
        path: path.to_owned(),
        line: err.line(),
        column: err.column(),
        message: describe_serde_message(&err.to_string()),
    }
}

/// Deserialises JSON text into `T`. An error keeps its line and column and
/// says where in the document it is and what is wrong, in words:
/// `game.json:7:14: dice.red: expected a whole number from 0 to 255, got the
/// text "6"`.
///
/// The path comes from `serde_path_to_error` (dtolnay's, one small crate
/// with no dependencies beyond serde and itoa, both already in the tree):
/// finding the failing field by hand would mean walking a `Value` in step
/// with every type's serde attributes (defaults, renames, custom
/// deserialisers), which that crate does exactly by wrapping the
/// deserialiser.
pub fn from_json_text<T: DeserializeOwned>(text: &str, path: &Path) -> Result<T, BoardError> {
    let mut de = serde_json::Deserializer::from_str(strip_bom(text));
    let value = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let at = json_path(e.path());
        let err = e.into_inner();
        let mut error = json_error(path, &err);
        if let (Some(at), BoardError::Json { message, .. }) = (at, &mut error) {
            *message = format!("{at}: {message}");
        }
        error
    })?;
    de.end().map_err(|e| json_error(path, &e))?;
    Ok(value)
}

/// Deserialises a JSON value into `T` (no position: a value has none); the
/// error is `PATH: words`, as in [`from_json_text`].
pub fn from_json_value<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let message = describe_serde_message(&e.inner().to_string());
        match json_path(e.path()) {
            Some(at) => format!("{at}: {message}"),
            None => message,
        }
    })
}

/// The JSON path of a field, `parking.ambulance[2].cells`; `None` at the top.
fn json_path(path: &serde_path_to_error::Path) -> Option<String> {
    let text = path.to_string();
    (text != ".").then_some(text)
}

/// serde's messages in words a person editing the file can act on:
/// `invalid type: string "6", expected u8` becomes `expected a whole number
/// from 0 to 255, got the text "6"`. Messages already in words (``unknown
/// field `stepz`, expected one of ...``, ``missing field `name` ``) are
/// kept, without serde_json's " at line L column C": the position is printed
/// as a prefix, like a compiler.
pub fn describe_serde_message(message: &str) -> String {
    let message = match message.rfind(" at line ") {
        Some(i) if message[i..].contains(" column ") => &message[..i],
        _ => message,
    };
    // A "variant" is serde's word for one of an enum's names: in a file,
    // the value of a field (`"rules": "high_rize"`) or an action's name.
    let renamed;
    let message = match message.strip_prefix("unknown variant ") {
        Some(rest) => {
            renamed = format!("unknown value {rest}");
            renamed.as_str()
        }
        None => message,
    };
    let invalid = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "));
    if let Some((got, expected)) = invalid.and_then(|rest| rest.rsplit_once(", expected ")) {
        return format!(
            "expected {}, got {}",
            expected_words(expected),
            got_words(got)
        );
    }
    if let Some((n, expected)) = message
        .strip_prefix("invalid length ")
        .and_then(|rest| rest.split_once(", expected "))
    {
        let items = if n == "1" { "item" } else { "items" };
        return format!("expected {}, got {n} {items}", expected_words(expected));
    }
    if let Some(short) = shorter_name_list(message) {
        return short;
    }
    if let Some(what) = message.strip_prefix("EOF while parsing ") {
        return format!("the text ends in the middle of {what}");
    }
    match message {
        "recursion limit exceeded" => "the JSON is nested too deeply (more than 128 levels)".into(),
        "trailing characters" => "unexpected text after the end of the JSON".into(),
        other => other.to_owned(),
    }
}

/// The most names an "expected one of" list shows in full.
const NAMES_SHOWN: usize = 8;

/// serde's ``unknown variant `mvoe`, expected one of ...`` (an unknown
/// value once worded) names every
/// name it would take: an action has some fifty, a wall of text in a
/// dialog. Past [`NAMES_SHOWN`], only the names nearest the one written
/// (by edit distance), else the first few, and how many there are.
fn shorter_name_list(message: &str) -> Option<String> {
    let (head, list) = message.split_once(", expected one of ")?;
    let written = head.split('`').nth(1)?;
    let names: Vec<&str> = list.split(", ").map(|n| n.trim_matches('`')).collect();
    if names.len() <= NAMES_SHOWN {
        return None;
    }
    let quoted = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // A name is near when fewer than half its letters differ.
    let mut near: Vec<(usize, &str)> = names
        .iter()
        .map(|n| (edit_distance(written, n), *n))
        .filter(|(d, n)| 2 * d < n.chars().count().max(written.chars().count()))
        .collect();
    near.sort();
    let near: Vec<&str> = near.into_iter().take(3).map(|(_, n)| n).collect();
    let count = names.len();
    Some(if near.is_empty() {
        format!(
            "{head}, expected one of {count} names: {} and {} more",
            quoted(&names[..NAMES_SHOWN]),
            count - NAMES_SHOWN
        )
    } else {
        format!(
            "{head}; did you mean {}? (one of {count} names)",
            quoted(&near).replace(", ", " or ")
        )
    })
}

/// Edit distance between two short names, in characters: insertions,
/// deletions, substitutions and swaps of neighbours (the commonest slip,
/// `mvoe`) each count one.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // d[i][j]: the distance between a[..i] and b[..j].
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let substitution = d[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut best = substitution.min(d[i - 1][j] + 1).min(d[i][j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// What serde expected, in words.
fn expected_words(expected: &str) -> String {
    let whole = |lo: &str, hi: &str| format!("a whole number from {lo} to {hi}");
    match expected {
        "u8" => whole("0", "255"),
        "u16" => whole("0", "65535"),
        "u32" => whole("0", "4294967295"),
        "u64" | "usize" => whole("0", "18446744073709551615"),
        "i8" => whole("-128", "127"),
        "i16" => whole("-32768", "32767"),
        "i32" => whole("-2147483648", "2147483647"),
        "i64" | "isize" => whole("-9223372036854775808", "9223372036854775807"),
        "f32" | "f64" => "a number".into(),
        "a string" | "a borrowed string" | "string" => "text in quotes".into(),
        "a boolean" => "true or false".into(),
        "a sequence" => "a list".into(),
        "a map" => "an object".into(),
        "unit" => "null".into(),
        "a character" | "a char" => "one character in quotes".into(),
        other => {
            if other.starts_with("struct ") {
                return "an object".into();
            }
            if let Some(n) = other
                .strip_prefix("an array of length ")
                .or_else(|| other.strip_prefix("a tuple of size "))
            {
                return format!("a list of {n}");
            }
            if let Some(name) = other.strip_prefix("enum ") {
                return with_article(&camel_to_words(name));
            }
            other.to_owned()
        }
    }
}

/// What the file had instead, in words.
fn got_words(got: &str) -> String {
    let inner = |prefix: &str| {
        got.strip_prefix(prefix)
            .and_then(|g| g.strip_prefix('`'))
            .and_then(|g| g.strip_suffix('`'))
            .map(str::to_owned)
    };
    if let Some(text) = got.strip_prefix("string ") {
        return format!("the text {text}");
    }
    if let Some(v) = inner("integer ")
        .or_else(|| inner("floating point "))
        .or_else(|| inner("boolean "))
    {
        return v;
    }
    if let Some(c) = inner("char ") {
        return format!("the text \"{c}\"");
    }
    match got {
        "map" => "an object".into(),
        "sequence" => "a list".into(),
        "unit value" | "null" => "null".into(),
        other => other.to_owned(),
    }
}

/// "EdgeKind" → "edge kind".
fn camel_to_words(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
        }
        out.extend(c.to_lowercase());
    }
    out
}

fn with_article(words: &str) -> String {
    let article = match words.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    };
    format!("{article} {words}")
}

/// Reads and migrates a board layout from JSON text; `path` names it in errors.
pub fn parse_layout(text: &str, path: &Path) -> Result<BoardLayout, BoardError> {
    let text = strip_bom(text);
    let value: Value = serde_json::from_str(text).map_err(|e| json_error(path, &e))?;
    let version = value
        .get("format_version")
        .ok_or_else(|| BoardError::Version {
            path: path.to_owned(),
            message: "this is not a board file: it has no \"format_version\"".into(),
            issue: VersionIssue::NotABoard,
        })?;
    let version = version
        .as_u64()
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| {
            let (got, text) = match version {
                Value::String(text) => (format!("{text:?}"), true),
                other => (other.to_string(), false),
            };
            let english = if text {
                format!("the text {got}")
            } else {
                got.clone()
            };
            BoardError::Version {
                path: path.to_owned(),
                message: format!("format_version: expected a whole number, got {english}"),
                issue: VersionIssue::NotANumber { got, text },
            }
        })?;
    if version == FORMAT_VERSION {
        // Deserialise from the text, not the value, so shape errors keep their
        // line and column.
        return from_json_text(text, path);
    }
    if (SAME_SHAPE_SINCE..FORMAT_VERSION).contains(&version) {
        // Only new optional fields since: read the text as it is (errors keep
        // their line and column), then it is a current board.
        let mut layout: BoardLayout = from_json_text(text, path)?;
        layout.format_version = FORMAT_VERSION;
        return Ok(layout);
    }
    if version > FORMAT_VERSION {
        return Err(BoardError::Version {
            path: path.to_owned(),
            message: format!(
                "board format version {version} is newer than this program understands (up to {FORMAT_VERSION}); please update Flash Point"
            ),
            issue: VersionIssue::Newer { version },
        });
    }
    let migrated = migrate(value, version).map_err(|message| BoardError::Version {
        path: path.to_owned(),
        message,
        issue: VersionIssue::Upgrade { version },
    })?;
    from_json_value(migrated).map_err(|e| BoardError::Version {
        path: path.to_owned(),
        message: format!("after upgrading from format version {version}: {e}"),
        issue: VersionIssue::Upgrade { version },
    })
}

/// The oldest format version whose files read as the current format:
/// versions since then only added optional fields (version 2: `rules`,
/// `ladders`, `setup_lines`, spot `side`). A format change that reshapes
/// data raises this to the new version and adds a [`migrate`] step.
const SAME_SHAPE_SINCE: u32 = 1;

/// Upgrades a board from `version` to [`FORMAT_VERSION`], one version at a
/// time. Each future format change adds one step here (and a test with a file
/// in the old format), so every board ever saved keeps loading.
pub fn migrate(mut value: Value, version: u32) -> Result<Value, String> {
    for v in version..FORMAT_VERSION {
        value = migrate_step(value, v)?;
    }
    Ok(value)
}

/// One format step, `v` to `v + 1`. Each future format change adds an arm here
/// (and a test loading a file in the old format).
fn migrate_step(mut value: Value, v: u32) -> Result<Value, String> {
    match v {
        // Version 2 added the expansion fields (`rules`, `ladders`,
        // `setup_lines`, spot `side`), all optional: a version 1 board
        // plays by the base game's rules, as it always did.
        1 => {
            if let Some(map) = value.as_object_mut() {
                map.insert("format_version".into(), Value::from(2));
            }
            Ok(value)
        }
        _ => Err(format!(
            "format_version {v} never existed; the first board format is version 1"
        )),
    }
}

/// Reads (at most [`BOARD_LIMIT`]), migrates and validates a board file.
pub fn load_board(path: &Path) -> Result<Board, BoardError> {
    parse_board(&read_board_text(path)?, path)
}

/// Reads a board file's text, at most [`BOARD_LIMIT`] bytes.
pub fn read_board_text(path: &Path) -> Result<String, BoardError> {
    Ok(read_text_capped(path, BOARD_LIMIT)?)
}

/// Reads and migrates a board file without validating it (the editor opens
/// boards with problems, to fix them).
pub fn load_layout(path: &Path) -> Result<BoardLayout, BoardError> {
    parse_layout(&read_board_text(path)?, path)
}

/// Parses and validates board JSON; `path` names it in errors.
pub fn parse_board(text: &str, path: &Path) -> Result<Board, BoardError> {
    let layout = parse_layout(text, path)?;
    Board::from_layout(layout).map_err(|source| BoardError::Invalid {
        path: path.to_owned(),
        source,
    })
}

/// The canonical text of a board: stable field order, grids one row per line,
/// small objects (edges, spots) one per line, so files diff well.
pub fn layout_to_json(layout: &BoardLayout) -> String {
    let value = serde_json::to_value(layout).unwrap_or(Value::Null);
    to_pretty_json(&value)
}

/// Writes a board atomically (temporary file, then rename): a crash never
/// leaves a half-written board behind.
pub fn save_layout(path: &Path, layout: &BoardLayout) -> std::io::Result<()> {
    write_atomically(path, layout_to_json(layout).as_bytes())
}

const LINE_WIDTH: usize = 100;

/// Pretty JSON where anything that fits on one line stays on one line, except
/// grids (arrays of three or more long strings), which get a row per line.
pub fn to_pretty_json(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value, 0, 0);
    out.push('\n');
    out
}

fn compact(value: &Value) -> String {
    match value {
        Value::Array(items) => {
            let inner: Vec<String> = items.iter().map(compact).collect();
            format!("[{}]", inner.join(", "))
        }
        Value::Object(map) => {
            if map.is_empty() {
                return "{}".into();
            }
            let inner: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}: {}", Value::String(k.clone()), compact(v)))
                .collect();
            format!("{{ {} }}", inner.join(", "))
        }
        scalar => scalar.to_string(),
    }
}

fn is_grid(value: &Value) -> bool {
    match value {
        Value::Array(items) => {
            items.len() >= 3
                && items
                    .iter()
                    .all(|v| v.as_str().is_some_and(|s| s.chars().count() >= 8))
        }
        _ => false,
    }
}

fn contains_grid(value: &Value) -> bool {
    match value {
        Value::Array(items) => is_grid(value) || items.iter().any(contains_grid),
        Value::Object(map) => map.values().any(contains_grid),
        _ => false,
    }
}

/// Writes `value` starting at text column `col`, nested `depth` levels deep.
fn write_value(out: &mut String, value: &Value, depth: usize, col: usize) {
    let flat = compact(value);
    if col + flat.len() <= LINE_WIDTH && !contains_grid(value) {
        out.push_str(&flat);
        return;
    }
    let pad = "  ".repeat(depth + 1);
    let end_pad = "  ".repeat(depth);
    match value {
        Value::Array(items) => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&pad);
                write_value(out, item, depth + 1, pad.len());
                if i + 1 < items.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            let _ = write!(out, "{end_pad}]");
        }
        Value::Object(map) => {
            out.push_str("{\n");
            for (i, (k, v)) in map.iter().enumerate() {
                let key = Value::String(k.clone()).to_string();
                let _ = write!(out, "{pad}{key}: ");
                write_value(out, v, depth + 1, pad.len() + key.len() + 2);
                if i + 1 < map.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            let _ = write!(out, "{end_pad}}}");
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_messages_read_as_words() {
        let cases = [
            (
                "invalid type: string \"6\", expected u8 at line 8 column 14",
                "expected a whole number from 0 to 255, got the text \"6\"",
            ),
            (
                "invalid value: integer `-70000`, expected i16",
                "expected a whole number from -32768 to 32767, got -70000",
            ),
            (
                "invalid type: floating point `1.5`, expected u32",
                "expected a whole number from 0 to 4294967295, got 1.5",
            ),
            (
                "invalid type: map, expected a sequence",
                "expected a list, got an object",
            ),
            (
                "invalid type: null, expected a string",
                "expected text in quotes, got null",
            ),
            (
                "invalid type: integer `5`, expected enum EdgeKind",
                "expected an edge kind, got 5",
            ),
            (
                "invalid type: boolean `true`, expected struct FloorLayout",
                "expected an object, got true",
            ),
            (
                "invalid length 1, expected an array of length 2",
                "expected a list of 2, got 1 item",
            ),
            (
                "invalid type: string \"a, expected b\", expected u8",
                "expected a whole number from 0 to 255, got the text \"a, expected b\"",
            ),
            (
                "EOF while parsing a list",
                "the text ends in the middle of a list",
            ),
            (
                "recursion limit exceeded",
                "the JSON is nested too deeply (more than 128 levels)",
            ),
            (
                "trailing characters",
                "unexpected text after the end of the JSON",
            ),
            // Already in words: kept.
            ("missing field `name`", "missing field `name`"),
            (
                "unknown field `stepz`, expected one of `board`, `steps`",
                "unknown field `stepz`, expected one of `board`, `steps`",
            ),
            // serde's "variant" is a value to whoever wrote the file.
            (
                "unknown variant `high_rize`, expected one of `base`, `second_story`, `high_rise`",
                "unknown value `high_rize`, expected one of `base`, `second_story`, `high_rise`",
            ),
            // A long list: the names nearest the one written, else a few.
            (
                "unknown variant `mvoe`, expected one of `place`, `move`, `remove`, \
                 `open_door`, `close_door`, `chop`, `extinguish`, `carry`, `end_turn`",
                "unknown value `mvoe`; did you mean `move`? (one of 9 names)",
            ),
            (
                "unknown variant `xyzzy`, expected one of `place`, `move`, `remove`, \
                 `open_door`, `close_door`, `chop`, `extinguish`, `carry`, `end_turn`",
                "unknown value `xyzzy`, expected one of 9 names: `place`, `move`, \
                 `remove`, `open_door`, `close_door`, `chop`, `extinguish`, `carry` and 1 more",
            ),
        ];
        for (serde, words) in cases {
            assert_eq!(describe_serde_message(serde), words, "{serde}");
        }
    }

    #[test]
    fn shape_errors_name_the_json_path_and_keep_the_position() {
        let mut value = serde_json::to_value(BoardLayout::blank("x")).expect("json");
        value["parking"]["ambulance"] = serde_json::json!([
            { "cells": ["0,1", "0,2"] },
            { "cells": ["0,3", "0,4", "0,5"] }
        ]);
        let text = serde_json::to_string_pretty(&value).expect("text");
        let err = parse_layout(&text, Path::new("b.json")).expect_err("three cells");
        let BoardError::Json { line, message, .. } = &err else {
            panic!("{err}");
        };
        assert!(*line > 1);
        assert_eq!(
            message,
            "parking.ambulance[1].cells: a parking spot has exactly 2 cells, this one lists 3"
        );

        value["parking"]["ambulance"] = serde_json::json!([]);
        value["dice"]["red"] = "6".into();
        let err = parse_layout(&value.to_string(), Path::new("b.json")).expect_err("text");
        let text = err.to_string();
        assert!(text.starts_with("b.json:1:"), "{text}");
        assert!(
            text.ends_with(": dice.red: expected a whole number from 0 to 255, got the text \"6\""),
            "{text}"
        );
    }

    #[test]
    fn a_byte_order_mark_is_accepted() {
        let text = layout_to_json(&BoardLayout::blank("x"));
        let with_bom = format!("\u{FEFF}{text}");
        assert_eq!(
            parse_layout(&with_bom, Path::new("b.json")).expect("BOM"),
            parse_layout(&text, Path::new("b.json")).expect("plain")
        );
    }
}

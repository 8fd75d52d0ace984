//! Board files: reading (with file, line and column in every error), the
//! format-version gate and migrations, the canonical pretty writer and atomic
//! saving. Also the JSON helpers other file formats (saves, scripts) share.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::layout::{BoardLayout, FORMAT_VERSION};
use super::{Board, InvalidBoard};

/// Why a board file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    #[error("{}: cannot read the file: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}:{line}:{column}: {message}", path.display())]
    Json {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{}: {message}", path.display())]
    Version { path: PathBuf, message: String },
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
}

/// A JSON syntax or shape error with its position.
pub(crate) fn json_error(path: &Path, err: &serde_json::Error) -> BoardError {
    // serde_json appends " at line L column C" to its messages; we print the
    // position as a prefix instead, like a compiler.
    let message = err.to_string();
    let message = match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message,
    };
    BoardError::Json {
        path: path.to_owned(),
        line: err.line(),
        column: err.column(),
        message,
    }
}

/// Reads and migrates a board layout from JSON text; `path` names it in errors.
pub fn parse_layout(text: &str, path: &Path) -> Result<BoardLayout, BoardError> {
    let value: Value = serde_json::from_str(text).map_err(|e| json_error(path, &e))?;
    let version = value
        .get("format_version")
        .ok_or_else(|| BoardError::Version {
            path: path.to_owned(),
            message: "this is not a board file: it has no \"format_version\"".into(),
        })?;
    let version = version
        .as_u64()
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| BoardError::Version {
            path: path.to_owned(),
            message: format!("\"format_version\" must be a whole number, not {version}"),
        })?;
    if version == FORMAT_VERSION {
        // Deserialise from the text, not the value, so shape errors keep their
        // line and column.
        return serde_json::from_str(text).map_err(|e| json_error(path, &e));
    }
    if version > FORMAT_VERSION {
        return Err(BoardError::Version {
            path: path.to_owned(),
            message: format!(
                "board format version {version} is newer than this program understands (up to {FORMAT_VERSION}); please update Flash Point"
            ),
        });
    }
    let migrated = migrate(value, version).map_err(|message| BoardError::Version {
        path: path.to_owned(),
        message,
    })?;
    serde_json::from_value(migrated).map_err(|e| BoardError::Version {
        path: path.to_owned(),
        message: format!("after upgrading from format version {version}: {e}"),
    })
}

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
fn migrate_step(_value: Value, v: u32) -> Result<Value, String> {
    Err(format!(
        "format_version {v} never existed; the first board format is version 1"
    ))
}

/// Reads, migrates and validates a board file.
pub fn load_board(path: &Path) -> Result<Board, BoardError> {
    let text = std::fs::read_to_string(path).map_err(|source| BoardError::Io {
        path: path.to_owned(),
        source,
    })?;
    parse_board(&text, path)
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

/// Writes `bytes` to a temporary file next to `path`, flushes it to disk and
/// renames it over `path`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
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

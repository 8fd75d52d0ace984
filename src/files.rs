//! Reading and writing the user's files safely.
//!
//! * Every file the program reads (boards, saves, scripts, configurations,
//!   the editor's recovery file) goes through [`read_text_capped`]: a size
//!   cap, so a path naming an endless stream (`/dev/zero`, a pipe) is refused
//!   instead of read until memory runs out; clear messages for a folder, a
//!   file that is not UTF-8 text, or one saved as UTF-16. [`strip_bom`]
//!   accepts a UTF-8 byte-order mark, which some editors write.
//! * Every file it writes goes through [`write_atomically`]: a temporary file
//!   next to the target, flushed to disk and renamed over it, then the folder
//!   flushed too, so a crash leaves either the old file or the new one, never
//!   half of one. Writing through a symbolic link replaces the link's target
//!   (the link stays a link), the old file's permissions are kept, and
//!   temporary files a crash left behind are cleaned up.

use std::fs;
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// What a file is meant to be, for messages: data, so each language can
/// name it (src/text/problem.rs); [`FileKind::english`] is the command
/// line's wording.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    Board,
    Save,
    Script,
    Config,
    Settings,
    /// A file named on the command line, before it is known which it is.
    BoardOrSave,
}

impl FileKind {
    /// "a board file", "a saved game", ...
    pub const fn english(self) -> &'static str {
        match self {
            FileKind::Board => "a board file",
            FileKind::Save => "a saved game",
            FileKind::Script => "a script",
            FileKind::Config => "a game configuration",
            FileKind::Settings => "a settings file",
            FileKind::BoardOrSave => "a board or a saved game",
        }
    }
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.english())
    }
}

/// How large a file of some kind may be before it is refused, and what the
/// kind is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The largest size accepted, in bytes.
    pub bytes: u64,
    pub what: FileKind,
}

const MIB: u64 = 1024 * 1024;

/// Board files: the shipped boards are 5–15 KiB; the largest a board can
/// be (64 × 64 cells per floor, every edge listed) is still a few MiB.
pub const BOARD_LIMIT: Limit = Limit {
    bytes: 32 * MIB,
    what: FileKind::Board,
};

/// Saved games: a board plus every step of the game; a long game is well
/// under 1 MiB.
pub const SAVE_LIMIT: Limit = Limit {
    bytes: 32 * MIB,
    what: FileKind::Save,
};

/// Scenario scripts (a board may be inline).
pub const SCRIPT_LIMIT: Limit = Limit {
    bytes: 32 * MIB,
    what: FileKind::Script,
};

/// Game configurations (a few hundred bytes).
pub const CONFIG_LIMIT: Limit = Limit {
    bytes: MIB,
    what: FileKind::Config,
};

/// The player's settings (a few hundred bytes).
pub const SETTINGS_LIMIT: Limit = Limit {
    bytes: MIB,
    what: FileKind::Settings,
};

/// Why a file could not be read as text. Every message names the file.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{}: cannot read the file: {source}", path.display())]
    Io { path: PathBuf, source: io::Error },
    #[error("{}: this is a folder, not a file; name {what} inside it", path.display())]
    Directory { path: PathBuf, what: FileKind },
    #[error(
        "{}: the file is larger than {}, the limit for {what}; check that this is the right file",
        path.display(), human_size(*limit)
    )]
    TooLarge {
        path: PathBuf,
        limit: u64,
        what: FileKind,
    },
    #[error(
        "{}: the file is not UTF-8 text (line {line}, byte {offset} is not valid UTF-8); save it as UTF-8",
        path.display()
    )]
    NotUtf8 {
        path: PathBuf,
        offset: usize,
        line: usize,
    },
    #[error("{}: the file is saved as UTF-16; save it as UTF-8", path.display())]
    Utf16 { path: PathBuf },
}

impl ReadError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            ReadError::Io { path, .. }
            | ReadError::Directory { path, .. }
            | ReadError::TooLarge { path, .. }
            | ReadError::NotUtf8 { path, .. }
            | ReadError::Utf16 { path } => path,
        }
    }
}

/// "32 MiB", "512 KiB", "100 bytes".
pub fn human_size(bytes: u64) -> String {
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reads a whole text file of at most `limit.bytes` bytes. Reads at most one
/// byte more than the limit whatever the path names (a FIFO, a device, a
/// file that grows while it is read), so memory stays bounded. The text is
/// returned as it is, byte-order mark included: parsers call [`strip_bom`],
/// and `flashpoint format` sees that a file with one is not canonical.
pub fn read_text_capped(path: &Path, limit: Limit) -> Result<String, ReadError> {
    let io_error = |source| ReadError::Io {
        path: path.to_owned(),
        source,
    };
    let too_large = || ReadError::TooLarge {
        path: path.to_owned(),
        limit: limit.bytes,
        what: limit.what,
    };
    // Refuse a folder, or a plain file that is already too large, before
    // opening it (opening a folder succeeds on some systems).
    let meta = fs::metadata(path).map_err(io_error)?;
    if meta.is_dir() {
        return Err(ReadError::Directory {
            path: path.to_owned(),
            what: limit.what,
        });
    }
    if meta.is_file() && meta.len() > limit.bytes {
        return Err(too_large());
    }
    let file = fs::File::open(path).map_err(io_error)?;
    let mut bytes = Vec::with_capacity(if meta.is_file() {
        usize::try_from(meta.len()).unwrap_or(0)
    } else {
        0
    });
    file.take(limit.bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|source| match source.kind() {
            // Where metadata did not see a folder (unusual file systems).
            io::ErrorKind::IsADirectory => ReadError::Directory {
                path: path.to_owned(),
                what: limit.what,
            },
            _ => io_error(source),
        })?;
    if bytes.len() as u64 > limit.bytes {
        return Err(too_large());
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(ReadError::Utf16 {
            path: path.to_owned(),
        });
    }
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let line = 1 + e.as_bytes()[..offset]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        ReadError::NotUtf8 {
            path: path.to_owned(),
            offset,
            line,
        }
    })
}

/// The text without a leading UTF-8 byte-order mark (some editors, notably
/// on Windows, start files with one; it is not part of the JSON).
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{FEFF}').unwrap_or(text)
}

/// Temporary files older than this are left over from a crash (a write
/// takes milliseconds) and are removed by the next write of the same file.
const STALE_AFTER: Duration = Duration::from_secs(60);

/// At most this many symbolic links are followed from the path written.
const MAX_LINKS: usize = 40;

/// Writes `bytes` to `path` atomically: to a temporary file `.NAME.PID.tmp`
/// next to the file, flushed to disk, given the old file's permissions,
/// renamed over the file, and (on Unix) the folder flushed so the rename
/// itself survives a power cut. A symbolic link is followed: its target is
/// replaced and the link stays a link. Temporary files of the same name left
/// by a crashed write are removed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let target = resolve_links(path)?;
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{} does not name a file", path.display()),
            )
        })?;
    // One write at a time in this process: the temporary name holds only
    // the PID, so two threads writing the same file would share it.
    let _one_at_a_time = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    remove_stale_temporaries(&dir, &name);
    let tmp = dir.join(temporary_name(&name, std::process::id()));
    let result = write_and_rename(&tmp, &target, bytes);
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
        return result;
    }
    #[cfg(unix)]
    sync_dir(&dir)?;
    Ok(())
}

/// Serialises [`write_atomically`] within the process.
static WRITING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// `.NAME.PID.tmp`: hidden, and recognisably ours.
fn temporary_name(name: &str, pid: u32) -> String {
    format!(".{name}.{pid}.tmp")
}

/// The PID in a temporary file name of `name`, if `file` is exactly one.
fn temporary_pid(file: &str, name: &str) -> Option<u32> {
    let middle = file
        .strip_prefix('.')?
        .strip_prefix(name)?
        .strip_prefix('.')?
        .strip_suffix(".tmp")?;
    if middle.is_empty() || !middle.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    middle.parse().ok()
}

fn write_and_rename(tmp: &Path, target: &Path, bytes: &[u8]) -> io::Result<()> {
    // A leftover of our own PID (a PID reused after a crash) goes first, so
    // the temporary file is always a new plain file.
    match fs::remove_file(tmp) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(tmp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    // Keep the permissions of the file being replaced (a new file gets the
    // usual ones for new files).
    match fs::metadata(target) {
        Ok(old) if old.is_file() => fs::set_permissions(tmp, old.permissions())?,
        _ => {}
    }
    fs::rename(tmp, target)
}

/// Follows symbolic links from `path` to the file they name (which need not
/// exist yet: writing through a dangling link creates its target).
fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(parent) if link.is_relative() => parent.join(link),
                    _ => link,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "{}: more than {MAX_LINKS} symbolic links in a row (a loop?)",
            path.display()
        ),
    ))
}

/// Removes `.NAME.PID.tmp` files in `dir` that a crashed write left behind:
/// those of another process that are older than [`STALE_AFTER`] or whose
/// process is gone. Only plain files matching that exact pattern for this
/// `name` are touched; failures are ignored (cleaning up is a courtesy).
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let ours = std::process::id();
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file.to_str().and_then(|f| temporary_pid(f, name)) else {
            continue;
        };
        if pid == ours {
            continue;
        }
        let Ok(meta) = entry.path().symlink_metadata() else {
            continue;
        };
        if !meta.is_file() {
            continue;
        }
        let old = meta
            .modified()
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age > STALE_AFTER);
        if old || process_is_gone(pid) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether no process `pid` runs, where the system can tell (Linux's
/// `/proc`); elsewhere only age makes a temporary file stale.
fn process_is_gone(pid: u32) -> bool {
    let proc = Path::new("/proc");
    proc.join("self").exists() && !proc.join(pid.to_string()).exists()
}

/// Flushes a folder's entries to disk (after a rename into it). File
/// systems that cannot sync a folder are not an error.
#[cfg(unix)]
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    let unsupported = |e: &io::Error| {
        matches!(
            e.kind(),
            io::ErrorKind::InvalidInput | io::ErrorKind::Unsupported
        )
    };
    match fs::File::open(dir).and_then(|d| d.sync_all()) {
        Err(e) if !unsupported(&e) => Err(e),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_round_trip_and_nothing_else_matches() {
        let name = "game.json";
        assert_eq!(temporary_pid(&temporary_name(name, 1234), name), Some(1234));
        for other in [
            ".game.json.tmp",
            ".game.json..tmp",
            ".game.json.12a.tmp",
            "game.json.12.tmp",
            ".game.json.12.tmp.bak",
            ".other.json.12.tmp",
            ".game.json.x.12.tmp",
        ] {
            assert_eq!(temporary_pid(other, name), None, "{other}");
        }
    }

    #[test]
    fn sizes_read_as_words() {
        assert_eq!(human_size(32 * MIB), "32 MiB");
        assert_eq!(human_size(2048), "2 KiB");
        assert_eq!(human_size(100), "100 bytes");
    }

    #[test]
    fn a_bom_is_stripped_once() {
        assert_eq!(strip_bom("\u{FEFF}{}"), "{}");
        assert_eq!(strip_bom("{}"), "{}");
        assert_eq!(strip_bom("\u{FEFF}\u{FEFF}x"), "\u{FEFF}x");
    }
}

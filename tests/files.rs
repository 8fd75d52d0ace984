//! Reading and writing the user's files (issue 12): the size cap and its
//! messages, byte-order marks, and atomic writes (symbolic links,
//! permissions, stale temporary files, the folder sync, PNGs) and the
//! autosave's failure message.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use flashpoint::engine::board::io::{BoardError, load_board, write_atomically};
use flashpoint::engine::{Action, GameConfig};
use flashpoint::files::{self, BOARD_LIMIT, FileKind, Limit, ReadError, read_text_capped};
use flashpoint::session::Session;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn front_text() -> String {
    std::fs::read_to_string(root().join("boards/front.json")).expect("front board")
}

/// Every file in `dir` whose name starts with a dot (temporary files).
fn hidden_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("readable")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect()
}

const TINY: Limit = Limit {
    bytes: 10,
    what: FileKind::Board,
};

// ---------------------------------------------------------------- reading

#[test]
fn the_cap_is_exact_and_the_message_names_file_limit_and_remedy() {
    let dir = scratch("cap");
    let ten = dir.join("ten.txt");
    std::fs::write(&ten, "0123456789").expect("write");
    assert_eq!(
        read_text_capped(&ten, TINY).expect("at the cap"),
        "0123456789"
    );

    let eleven = dir.join("eleven.txt");
    std::fs::write(&eleven, "0123456789A").expect("write");
    let err = read_text_capped(&eleven, TINY).expect_err("over the cap");
    assert!(matches!(err, ReadError::TooLarge { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        format!(
            "{}: the file is larger than 10 bytes, the limit for a board file; check that this is the right file",
            eleven.display()
        )
    );
}

#[test]
fn a_huge_board_file_is_refused_without_reading_it() {
    let dir = scratch("huge");
    let path = dir.join("huge.json");
    // Sparse: 33 MiB that take no disk space.
    let file = std::fs::File::create(&path).expect("create");
    file.set_len(BOARD_LIMIT.bytes + 1024 * 1024)
        .expect("set_len");
    drop(file);
    let err = load_board(&path).expect_err("too large");
    let text = err.to_string();
    assert!(text.starts_with(&format!("{}: ", path.display())), "{text}");
    assert!(text.contains("larger than 32 MiB"), "{text}");
    assert!(text.contains("a board file"), "{text}");
}

#[cfg(unix)]
#[test]
fn an_endless_device_is_refused_at_the_cap() {
    let zero = Path::new("/dev/zero");
    if !zero.exists() {
        eprintln!("skipped: no /dev/zero");
        return;
    }
    let err = load_board(zero).expect_err("endless");
    assert!(
        matches!(err, BoardError::Read(ReadError::TooLarge { .. })),
        "{err}"
    );
    let err = Session::load(zero).expect_err("endless");
    assert!(
        err.to_string().contains("the limit for a saved game"),
        "{err}"
    );
    let err = flashpoint::script::run_file(zero).expect_err("endless");
    assert!(err.to_string().contains("the limit for a script"), "{err}");
    let err = flashpoint::cli::read_config(zero).expect_err("endless");
    assert!(
        err.to_string()
            .contains("the limit for a game configuration"),
        "{err}"
    );
    let err = flashpoint::editor::EditorDoc::open(zero).expect_err("endless");
    assert!(err.to_string().contains("larger than 32 MiB"), "{err}");
}

#[cfg(unix)]
#[test]
fn an_endless_pipe_is_refused_at_the_cap() {
    use std::io::Write;
    let dir = scratch("fifo");
    let fifo = dir.join("endless.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("skipped: mkfifo is not available");
        return;
    }
    // The writer fills the pipe until the reader gives up (then its writes
    // fail with a broken pipe and it stops).
    let writer_path = fifo.clone();
    let writer = std::thread::spawn(move || {
        let Ok(mut pipe) = std::fs::OpenOptions::new().write(true).open(&writer_path) else {
            return 0u64;
        };
        let block = vec![b' '; 64 * 1024];
        let mut written = 0u64;
        while pipe.write_all(&block).is_ok() {
            written += block.len() as u64;
        }
        written
    });
    let limit = Limit {
        bytes: 1024 * 1024,
        what: FileKind::Board,
    };
    let err = read_text_capped(&fifo, limit).expect_err("endless");
    assert!(matches!(err, ReadError::TooLarge { .. }), "{err}");
    assert!(err.to_string().contains("larger than 1 MiB"), "{err}");
    let written = writer.join().expect("writer");
    assert!(written >= limit.bytes, "{written}");
}

#[test]
fn a_folder_non_utf8_and_utf16_have_their_own_messages() {
    let dir = scratch("kinds");
    let err = load_board(&dir).expect_err("a folder");
    assert_eq!(
        err.to_string(),
        format!(
            "{}: this is a folder, not a file; name a board file inside it",
            dir.display()
        )
    );

    let latin1 = dir.join("latin1.json");
    std::fs::write(&latin1, b"{\n  \"name\": \"Caf\xe9\"\n}").expect("write");
    let err = load_board(&latin1).expect_err("not UTF-8");
    let text = err.to_string();
    assert!(
        text.starts_with(&format!("{}: ", latin1.display())),
        "{text}"
    );
    assert!(text.contains("not UTF-8 text (line 2"), "{text}");
    assert!(text.contains("save it as UTF-8"), "{text}");

    let utf16 = dir.join("utf16.json");
    let mut bytes = vec![0xFF, 0xFE];
    for unit in "{}".encode_utf16() {
        bytes.extend(unit.to_le_bytes());
    }
    std::fs::write(&utf16, bytes).expect("write");
    let err = Session::load(&utf16).expect_err("UTF-16");
    assert!(err.to_string().contains("saved as UTF-16"), "{err}");

    let missing = dir.join("missing.json");
    let err = load_board(&missing).expect_err("missing");
    assert!(
        err.to_string()
            .starts_with(&format!("{}: cannot read the file: ", missing.display())),
        "{err}"
    );
}

// ------------------------------------------------------- byte-order marks

const BOM: &str = "\u{FEFF}";

#[test]
fn a_byte_order_mark_is_accepted_on_boards_saves_scripts_and_configs() {
    let dir = scratch("bom");
    let board = dir.join("board.json");
    std::fs::write(&board, format!("{BOM}{}", front_text())).expect("write");
    let loaded = load_board(&board).expect("a board with a BOM loads");
    assert_eq!(loaded.name(), "Front");
    flashpoint::editor::EditorDoc::open(&board).expect("the editor opens it");

    let mut session = Session::new(
        Arc::new(loaded),
        Some(board.clone()),
        GameConfig::family(2),
        7,
    )
    .expect("new game");
    let first = session.state().legal_actions()[0];
    session.apply(first).expect("legal");
    let save = dir.join("game.json");
    std::fs::write(&save, format!("{BOM}{}", session.to_json())).expect("write");
    let loaded = Session::load(&save).expect("a save with a BOM loads");
    assert_eq!(loaded.steps(), session.steps());

    let script = dir.join("script.json");
    std::fs::write(
        &script,
        format!(
            "{BOM}{{ \"board\": \"board.json\", \"steps\": [{{ \"place_firefighter\": \"3,0\" }}] }}"
        ),
    )
    .expect("write");
    let outcome = flashpoint::script::run_file(&script).expect("a script with a BOM runs");
    assert!(outcome.passed(), "{:?}", outcome.failures);

    let config = dir.join("config.json");
    std::fs::write(&config, format!("{BOM}{{ \"firefighters\": 3 }}")).expect("write");
    let read = flashpoint::cli::read_config(&config).expect("a config with a BOM reads");
    assert_eq!(read.firefighters, 3);
}

// --------------------------------------------------------- atomic writing

#[test]
fn a_write_replaces_the_file_and_leaves_no_temporary_file() {
    let dir = scratch("plain");
    let path = dir.join("board.json");
    write_atomically(&path, b"one").expect("write");
    write_atomically(&path, b"two").expect("rewrite");
    assert_eq!(std::fs::read(&path).expect("read"), b"two");
    assert!(hidden_files(&dir).is_empty(), "{:?}", hidden_files(&dir));
}

/// Threads of one process writing the same file (the editor's recovery
/// file in tests running side by side) all succeed, and the file holds one
/// whole write, never a mix.
#[test]
fn threads_writing_the_same_file_all_succeed() {
    let dir = scratch("threads");
    let path = dir.join("recovery.json");
    let writers: Vec<_> = (0..8u8)
        .map(|i| {
            let path = path.clone();
            std::thread::spawn(move || {
                (0..20)
                    .map(|_| write_atomically(&path, &[b'a' + i; 4096]))
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    for writer in writers {
        for result in writer.join().expect("no panic") {
            result.expect("every write succeeds");
        }
    }
    let bytes = std::fs::read(&path).expect("read");
    assert_eq!(bytes.len(), 4096);
    assert!(bytes.iter().all(|&b| b == bytes[0]), "one whole write");
    assert!(hidden_files(&dir).is_empty(), "{:?}", hidden_files(&dir));
}

#[cfg(unix)]
#[test]
fn writing_through_a_symbolic_link_updates_its_target_and_keeps_the_link() {
    let dir = scratch("symlink");
    let real_dir = dir.join("real");
    std::fs::create_dir_all(&real_dir).expect("dir");
    let target = real_dir.join("board.json");
    std::fs::write(&target, "old").expect("write");
    // A relative link, resolved from the link's folder.
    let link = dir.join("link.json");
    std::os::unix::fs::symlink("real/board.json", &link).expect("symlink");
    // And a link to the link.
    let link2 = dir.join("link2.json");
    std::os::unix::fs::symlink(&link, &link2).expect("symlink");

    write_atomically(&link2, b"new").expect("write through links");
    assert_eq!(std::fs::read(&target).expect("target"), b"new");
    for l in [&link, &link2] {
        let meta = std::fs::symlink_metadata(l).expect("link");
        assert!(
            meta.file_type().is_symlink(),
            "{} is still a link",
            l.display()
        );
    }
    assert_eq!(std::fs::read(&link2).expect("through the link"), b"new");
    // The temporary file went next to the target, and is gone.
    assert!(hidden_files(&real_dir).is_empty());
    assert!(hidden_files(&dir).is_empty());

    // A dangling link: writing creates its target.
    let dangling = dir.join("dangling.json");
    std::os::unix::fs::symlink("real/new.json", &dangling).expect("symlink");
    write_atomically(&dangling, b"fresh").expect("write");
    assert_eq!(
        std::fs::read(real_dir.join("new.json")).expect("created"),
        b"fresh"
    );
    assert!(
        std::fs::symlink_metadata(&dangling)
            .expect("link")
            .file_type()
            .is_symlink()
    );

    // A loop of links is an error, not a hang.
    let a = dir.join("a.json");
    let b = dir.join("b.json");
    std::os::unix::fs::symlink(&b, &a).expect("symlink");
    std::os::unix::fs::symlink(&a, &b).expect("symlink");
    let err = write_atomically(&a, b"x").expect_err("a loop");
    assert!(err.to_string().contains("symbolic links"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_write_keeps_the_file_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("mode");
    let path = dir.join("game.json");
    std::fs::write(&path, "old").expect("write");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    write_atomically(&path, b"new").expect("write");
    let mode = std::fs::metadata(&path).expect("meta").permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);

    // Through the session's save too.
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let board = Arc::new(load_board(&root().join("boards/front.json")).expect("front"));
    let session = Session::new(board, None, GameConfig::family(2), 1).expect("game");
    session.save(&path).expect("save");
    let mode = std::fs::metadata(&path).expect("meta").permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    Session::load(&path).expect("the save loads");
}

#[test]
fn a_stale_temporary_file_is_removed_by_the_next_save() {
    let dir = scratch("stale");
    let path = dir.join("board.json");
    let set_age = |p: &Path, age: Duration| {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(p)
            .expect("open");
        file.set_modified(SystemTime::now() - age).expect("mtime");
    };
    // A crash's leftover: another PID, minutes old.
    let stale = dir.join(".board.json.4000000000.tmp");
    std::fs::write(&stale, "half a bo").expect("write");
    set_age(&stale, Duration::from_secs(600));
    // Not ours to touch: other names, other patterns, a folder.
    let keep = [
        ".board.json.tmp",
        ".board.json.12x.tmp",
        ".other.json.4000000001.tmp",
        "board.json.4000000002.tmp",
        ".board.json.4000000003.tmp.bak",
    ];
    for name in keep {
        let p = dir.join(name);
        std::fs::write(&p, "x").expect("write");
        set_age(&p, Duration::from_secs(600));
    }
    let folder = dir.join(".board.json.4000000004.tmp");
    std::fs::create_dir(&folder).expect("dir");

    write_atomically(&path, b"board").expect("write");
    assert!(!stale.exists(), "the stale temporary file is removed");
    for name in keep {
        assert!(dir.join(name).exists(), "{name} is kept");
    }
    assert!(folder.is_dir(), "a folder is never removed");
    assert_eq!(std::fs::read(&path).expect("read"), b"board");
}

#[cfg(target_os = "linux")]
#[test]
fn a_fresh_temporary_file_of_a_running_process_is_kept() {
    let dir = scratch("fresh");
    let path = dir.join("board.json");
    // PID 1 runs; its temporary file is new: another program's save in
    // progress, not a leftover.
    let busy = dir.join(".board.json.1.tmp");
    std::fs::write(&busy, "in progress").expect("write");
    // A PID that cannot exist: a crashed process's file, removed even when new.
    let dead = dir.join(".board.json.4000000000.tmp");
    std::fs::write(&dead, "crashed").expect("write");
    write_atomically(&path, b"board").expect("write");
    assert!(busy.exists());
    assert!(!dead.exists());
}

#[test]
fn a_failed_write_leaves_no_temporary_file_and_the_old_file_intact() {
    let dir = scratch("failed");
    // The target is a folder: the rename fails.
    let target = dir.join("board.json");
    std::fs::create_dir(&target).expect("dir");
    std::fs::write(target.join("inside"), "x").expect("write");
    assert!(write_atomically(&target, b"new").is_err());
    assert!(target.join("inside").exists());
    assert!(hidden_files(&dir).is_empty(), "{:?}", hidden_files(&dir));

    // The folder does not exist.
    let nowhere = dir.join("missing").join("board.json");
    assert!(write_atomically(&nowhere, b"new").is_err());
    assert!(!dir.join("missing").exists());
}

#[cfg(unix)]
#[test]
fn the_folder_is_synced_after_the_rename() {
    let dir = scratch("sync");
    files::sync_dir(&dir).expect("a folder syncs");
    assert!(files::sync_dir(&dir.join("missing")).is_err());
    // The whole write goes through it (an error there would fail the write).
    write_atomically(&dir.join("x.json"), b"x").expect("write");
}

// ------------------------------------------------------------------- PNGs

fn small_board() -> flashpoint::engine::board::Board {
    load_board(&root().join("boards/front.json")).expect("front")
}

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

#[test]
fn a_rendered_png_is_written_atomically() {
    let dir = scratch("png");
    let out = dir.join("board.png");
    std::fs::write(&out, "an old picture").expect("write");
    flashpoint::app::render_board(&small_board(), [160, 120], false, &out).expect("rendered");
    let bytes = std::fs::read(&out).expect("png");
    assert!(bytes.starts_with(PNG_SIGNATURE));
    assert!(hidden_files(&dir).is_empty(), "{:?}", hidden_files(&dir));

    // Whatever the extension, the picture is a PNG (it used to follow it).
    let odd = dir.join("board.picture");
    flashpoint::app::render_board(&small_board(), [160, 120], false, &odd).expect("rendered");
    assert!(std::fs::read(&odd).expect("png").starts_with(PNG_SIGNATURE));
}

#[test]
fn a_png_that_cannot_be_written_leaves_nothing_behind() {
    let dir = scratch("png-fail");
    // Into a folder that does not exist.
    let missing = dir.join("missing").join("board.png");
    let err = flashpoint::app::render_board(&small_board(), [160, 120], false, &missing)
        .expect_err("no folder");
    assert!(err.to_string().contains("cannot write the image"), "{err}");
    assert!(!dir.join("missing").exists());
    // Over a folder.
    let folder = dir.join("board.png");
    std::fs::create_dir(&folder).expect("dir");
    assert!(flashpoint::app::render_board(&small_board(), [160, 120], false, &folder).is_err());
    assert!(folder.is_dir());
    assert!(hidden_files(&dir).is_empty(), "{:?}", hidden_files(&dir));
}

#[cfg(unix)]
#[test]
fn a_png_in_a_read_only_folder_is_refused_and_the_old_picture_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("png-ro");
    let out = dir.join("board.png");
    std::fs::write(&out, "old").expect("write");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    // Root may write anyway: then there is nothing to check.
    let probe = dir.join("probe");
    if std::fs::write(&probe, "x").is_ok() {
        let _ = std::fs::remove_file(&probe);
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        eprintln!("skipped: this user may write into read-only folders");
        return;
    }
    let result = flashpoint::app::render_board(&small_board(), [160, 120], false, &out);
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    assert!(result.is_err());
    assert_eq!(std::fs::read(&out).expect("old"), b"old");
    assert!(hidden_files(&dir).is_empty(), "{:?}", hidden_files(&dir));
}

// --------------------------------------------------------------- autosave

/// Runs one frame of the app headless.
fn frame(app: &mut flashpoint::app::FlashpointApp, ctx: &egui::Context) {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    let mut output = ctx.run_ui(input, |ui| app.ui(ui));
    output.textures_delta.clear();
}

#[test]
fn an_autosave_failure_shows_its_reason_once() {
    let dir = scratch("autosave");
    // The data "folder" is a file: neither the folder nor the autosave can
    // be written.
    let not_a_folder = dir.join("data");
    std::fs::write(&not_a_folder, "a file").expect("write");
    let board = Arc::new(small_board());
    let mut session = Session::new(board, None, GameConfig::family(2), 3).expect("game");
    let first = session.state().legal_actions()[0];
    assert!(matches!(first, Action::PlaceFirefighter(_)));
    session.apply(first).expect("legal");

    let mut app = flashpoint::app::FlashpointApp::new().with_session(session);
    app.native_dialogs = false;
    app.autosave = true;
    app.data_dir = Some(not_a_folder.clone());
    let ctx = egui::Context::default();
    flashpoint::app::setup_context(&ctx);
    frame(&mut app, &ctx);
    let play = app.play_screen().expect("playing");
    let notice = play.message.clone().expect("the failure is shown");
    assert_eq!(notice.kind, flashpoint::app::NoticeKind::Error);
    let message = notice.text;
    assert!(message.starts_with("Autosave failed: "), "{message}");
    assert!(
        message.contains(&not_a_folder.display().to_string()),
        "{message}"
    );
    // The operating system's reason is in it, not just "failed".
    assert!(message.contains("os error"), "{message}");

    // Not repeated every frame: dismissed, it stays away until the next turn.
    play.message = None;
    frame(&mut app, &ctx);
    frame(&mut app, &ctx);
    assert_eq!(app.play_screen().expect("playing").message, None);
}

/// Tests and screenshots start from `FlashpointApp::new()`, which neither
/// reads nor writes the user's data folder; only the desktop's app does. A
/// game played in a window on a developer's machine left its autosave
/// there, and the new-game dialog of `with_board` seated that table (the
/// experienced game, two bots) in tests that expected the defaults.
#[test]
fn only_the_desktop_app_uses_the_users_data_folder() {
    use flashpoint::app::{FlashpointApp, data_dir};
    assert_eq!(FlashpointApp::new().autosave_file(), None);
    assert_eq!(
        FlashpointApp::for_desktop().autosave_file(),
        data_dir().map(|d| d.join("autosave.json"))
    );
    let front = Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json");
    let mut app = FlashpointApp::new().with_board(&front).expect("loads");
    let dialog = app.new_game_dialog().expect("the dialog");
    assert_eq!(dialog.mode, flashpoint::engine::Mode::Family);
    assert_eq!(dialog.bots, [false; 6]);
    assert_eq!(dialog.players, vec![String::new(); 6]);
}

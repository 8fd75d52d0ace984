//! Opening, saving and recovering files; edits serialise.

use super::*;

fn tmp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("flashpoint-editor-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn open_save_round_trips_the_shipped_boards_byte_for_byte() {
    let dir = tmp_dir("save");
    for name in ["boards/front.json", "boards/back.json"] {
        let mut doc = EditorDoc::open(&root().join(name)).unwrap();
        assert!(!doc.is_dirty());
        let out = dir.join("b.json");
        doc.save_as(&out).unwrap();
        let original = std::fs::read(root().join(name)).unwrap();
        assert_eq!(
            std::fs::read(&out).unwrap(),
            original,
            "{name} is not in canonical form"
        );
        doc.apply(Edit::SetName("Changed".into())).unwrap();
        assert!(doc.is_dirty());
        doc.save().unwrap();
        assert!(!doc.is_dirty());
        let first = std::fs::read(&out).unwrap();
        doc.save().unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), first);
        doc.undo();
        assert!(doc.is_dirty());
    }
    let mut fresh = blank();
    assert!(matches!(fresh.save(), Err(SaveError::NoPath)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn open_errors_name_file_and_line() {
    let dir = tmp_dir("open");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\n  \"format_version\": 1,\n  \"name\": 3\n}\n").unwrap();
    let err = EditorDoc::open(&bad).unwrap_err().to_string();
    assert!(err.contains("bad.json:3:"), "{err}");
    let missing = EditorDoc::open(Path::new("/nonexistent/x.json"))
        .unwrap_err()
        .to_string();
    assert!(missing.contains("/nonexistent/x.json"), "{missing}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn recovery_round_trips() {
    let dir = tmp_dir("recovery");
    let mut doc = front();
    doc.apply(Edit::GenerateArrows { floor: 0 }).unwrap();
    let path = dir.join("recovery.json");
    doc.write_recovery(&path).unwrap();
    let back = EditorDoc::recover(&path).unwrap();
    assert_eq!(back.layout(), doc.layout());
    assert!(back.is_dirty());
    assert_eq!(back.path(), None);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn edits_serialise() {
    let edit = Edit::SetArrow {
        pos: Pos::on(1, 2, 3),
        dir: Some(Dir8::NW),
    };
    let json = serde_json::to_string(&edit).unwrap();
    assert_eq!(json, r#"{"SetArrow":{"pos":"1:2,3","dir":"NW"}}"#);
    assert_eq!(serde_json::from_str::<Edit>(&json).unwrap(), edit);
}

/// A blank new board is clean until something is drawn (leaving it loses
/// nothing), and clean again when the drawing is undone; it still has no
/// file to save to.
#[test]
fn an_untouched_board_is_clean_until_drawn_on() {
    let mut doc = EditorDoc::untouched(BoardLayout::blank("New"));
    assert!(!doc.is_dirty());
    assert_eq!(doc.path(), None);
    doc.apply(Edit::SetName("Shop".into())).unwrap();
    assert!(doc.is_dirty());
    doc.undo();
    assert!(!doc.is_dirty());
    assert!(matches!(doc.save(), Err(SaveError::NoPath)));
}

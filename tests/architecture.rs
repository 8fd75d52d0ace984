//! Architecture rules that are cheap to check mechanically.

mod common;

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn mentions_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    })
}

/// The rules engine, the game session, the editor's document model and the
/// translations never depend on the UI: no file under src/engine,
/// src/editor or src/i18n, nor src/session.rs, mentions egui or eframe.
#[test]
fn engine_is_free_of_the_ui() {
    let mut files = Vec::new();
    rust_files(&common::root().join("src/engine"), &mut files);
    rust_files(&common::root().join("src/editor"), &mut files);
    rust_files(&common::root().join("src/i18n"), &mut files);
    files.push(common::root().join("src/session.rs"));
    assert!(files.len() > 14, "found only {files:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        for word in ["egui", "eframe"] {
            assert!(
                !mentions_word(&text, word),
                "{} mentions {word}",
                file.display()
            );
        }
    }
}

#[test]
fn word_matching_is_exact() {
    assert!(mentions_word("use egui::Ui;", "egui"));
    assert!(!mentions_word("legui_x", "egui"));
}

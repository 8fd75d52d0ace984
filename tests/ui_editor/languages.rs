//! The editor in German, Italian and Russian.

use super::*;

/// Chooses `lang` in the Board menu's Language submenu, by the menu's
/// names in the editor's current language.
fn choose_language(
    h: &mut Harness<'static, FlashpointApp>,
    board: &str,
    language: &str,
    lang: flashpoint::i18n::Lang,
) {
    h.get_by_label(board).click();
    h.run();
    h.get_by_label(language).click();
    h.run();
    h.get_by_label(lang.own_name()).click();
    h.run();
}

/// Issue 16: the editor in German, chosen in the Board menu: its menus,
/// tools, sections, cells and edges by their German names; a door drawn
/// between two outside cells is listed as a German problem, and the Play
/// button's tooltip says why in German. Back to English at once.
#[test]
fn the_editor_in_german_from_the_board_menu() {
    use flashpoint::i18n::Lang;
    let mut h = new_board();
    choose_language(&mut h, "Board", "Language", Lang::De);
    for label in [
        "Spielplan",
        "Rückgängig",
        "Wiederholen",
        "Speichern",
        "Spielplan spielen",
        "Schwierigkeit",
        "Werkzeug:",
        "Auswählen",
        "Wand",
        "Tür (geschlossen)",
        "Tür (offen)",
        "Rettungswagenfeld",
        "Parkplatz des Löschfahrzeugs",
        "Startfeuer",
        "Werkzeug",
        "Name und Würfel",
        "Stockwerke",
        "Parkplätze",
        "Probleme",
        "Feld 2,3",
        "Kante 2,3 E",
    ] {
        h.get_by_label(label);
    }
    for english in ["Wall", "Undo", "Play this board", "Problems", "cell 2,3"] {
        assert!(
            h.query_by_label(english).is_none(),
            "{english} is still shown"
        );
    }
    // The blank board's one error, in German, in the list and the tooltip.
    h.get_by_label_contains("Fehler: Spielplan: der Spielplan hat keine Parkplätze");
    h.get_by_label("Spielplan spielen").hover();
    h.run();
    h.run();
    h.get_by_label_contains(
        "Beheben Sie zuerst dieses Problem: Spielplan: der Spielplan hat keine Parkplätze",
    );

    // A door between two outside cells belongs to no building.
    h.get_by_label("Tür (geschlossen)").click();
    h.run();
    h.get_by_label("Kante 0,1 E").click();
    h.run();
    assert_eq!(edge(&mut h, 0, "0,1E"), Some((EdgeKind::Door, false)));
    let line = h
        .get_by_label_contains("eine Tür zwischen zwei Feldern außerhalb gehört zu keinem Gebäude")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(line.starts_with("Fehler: Kante "), "{line}");
    assert!(
        editor(&mut h)
            .doc
            .problems()
            .iter()
            .any(|p| p.message == "a door between two outside cells belongs to no building"),
        "the document keeps the English words"
    );
    // A notice, in German.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(
        editor(&mut h).message.clone().map(|m| m.text),
        Some("Nichts zu wiederholen".to_owned())
    );

    choose_language(&mut h, "Spielplan", "Sprache", Lang::En);
    h.get_by_label("Wall");
    h.get_by_label("edge 0,1 E");
    h.get_by_label_contains("error: edge ");
    assert!(h.query_by_label("Wand").is_none());
}

/// Issue 16: the editor in Italian and Russian: a refused edit, the
/// problem count with each language's plural forms, and the parking list.
#[test]
fn the_editor_in_italian_and_russian_refuses_and_counts_in_their_words() {
    use flashpoint::i18n::Lang;
    let mut h = new_board();
    choose_language(&mut h, "Board", "Language", Lang::It);
    h.get_by_label("Muro");
    h.get_by_label("Gioca su questo Tabellone");
    h.get_by_label("Nome e dadi");
    h.get_by_label("1 errore, 1 avviso");
    // Two cells that are not side by side make no parking spot.
    h.get_by_label("Spazio Ambulanza").click();
    h.run();
    h.get_by_label("spazio 0,1").click();
    h.run();
    h.get_by_label("spazio 0,5").click();
    h.run();
    let notice = editor(&mut h).message.clone().expect("a refusal");
    assert!(notice.is_error(), "{notice:?}");
    assert_eq!(
        notice.text,
        "gli spazi 0,1 e 0,5 non sono affiancati sullo stesso piano"
    );
    park_an_ambulance_by(&mut h, "spazio");
    h.get_by_label("Spazi di parcheggio").click();
    h.run();
    h.get_by_label("Ambulanza 1: 0,4 0,5");

    choose_language(&mut h, "Tabellone", "Lingua", Lang::Ru);
    h.get_by_label("Стена");
    h.get_by_label("Скорая помощь 1: 0,4 0,5");
    // No errors now; then one and two: entrances between inside cells.
    let count = |h: &mut Harness<'static, FlashpointApp>, errors: &str| {
        let warnings = editor(h).doc.problems().len() - error_problems(h).len();
        format!("{errors}, {warnings} {}", warnings_ru(warnings))
    };
    let label = count(&mut h, "0 ошибок");
    h.get_by_label(&label);
    h.get_by_label("Вход").click();
    h.run();
    h.get_by_label("граница 2,2 E").click();
    h.run();
    let label = count(&mut h, "1 ошибка");
    h.get_by_label(&label);
    h.get_by_label("граница 3,3 S").click();
    h.run();
    let label = count(&mut h, "2 ошибки");
    h.get_by_label(&label);
    let lines: Vec<String> = h
        .query_all_by_label_contains(
            "вход должен быть между клеткой внутри здания и внешней клеткой",
        )
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines.iter().all(|l| l.starts_with("ошибка: граница ")),
        "{lines:?}"
    );
}

/// "предупреждение" with the Russian plural form for `n` (CLDR: 1, 21 one;
/// 2-4, 22-24 few; the rest many).
fn warnings_ru(n: usize) -> &'static str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => "предупреждение",
        (2..=4, r) if !(12..=14).contains(&r) => "предупреждения",
        _ => "предупреждений",
    }
}

/// The blank board's ambulance spot, by cells named `cell` in the
/// language shown ("cell", "spazio").
fn park_an_ambulance_by(h: &mut Harness<'static, FlashpointApp>, cell: &str) {
    for at in ["0,4", "0,5"] {
        h.get_by_label(&format!("{cell} {at}")).click();
        h.run();
    }
}

/// Issue 16: the German editor at the size of the other editor snapshot:
/// long words wrap or fit (the tool bar, the side panel, the problem list).
#[test]
fn snapshot_editor_in_german() {
    use flashpoint::i18n::Lang;
    let app = FlashpointApp::new()
        .with_editor(Some(&path("tests/fixtures/two_floor.json")))
        .expect("opens");
    let mut h = harness(app, egui::vec2(1200.0, 700.0), true);
    h.run();
    choose_language(&mut h, "Board", "Language", Lang::De);
    h.get_by_label("Stockwerke nebeneinander").click();
    h.run();
    h.get_by_label("Parkplätze").click();
    h.run();
    h.snapshot("editor_two_floors_de");
}

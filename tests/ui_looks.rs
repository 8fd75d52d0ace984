//! How the game looks at every size (issue 13): the play screen at the
//! window's minimum size keeps its buttons and the whole board in view, the
//! side panel and the log grow with a 4K window, the new-game dialog starts
//! on the front board and shows the specialists' cards, the players'
//! colours differ in lightness as well as hue (also for colour-blind
//! eyes), and the pieces of a stair cell keep clear of its label.

mod common;
mod ui_common;
use common::*;
use ui_common::make_harness;

use egui::{Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use flashpoint::app::board_view::{
    BoardHandler, BoardView, COLOUR_NAMES, FIREFIGHTER_COLOURS, Overlay, Palette,
    STAIR_LABEL_MAX_HEIGHT, stair_label, token_layout,
};
use flashpoint::app::new_game::{NewGameDialog, default_board};
use flashpoint::app::play::ability_text;
use flashpoint::app::scene::Scene;
use flashpoint::app::{FlashpointApp, boards_dir, list_boards};
use flashpoint::engine::board::{CellId, EdgeId};
use flashpoint::engine::specialist::Specialist;
use flashpoint::engine::{Action, GameConfig, Mode};
use flashpoint::i18n::Lang;
use flashpoint::session::Session;

/// The window's least inner size, as `run_native` sets it.
const MIN_WINDOW: Vec2 = vec2(640.0, 480.0);

/// A family game on `board` with three firefighters placed, the first one
/// moved in (so the side panel and the log have something in them).
fn game_on(board: std::sync::Arc<flashpoint::engine::board::Board>) -> FlashpointApp {
    let mut s = Session::new(board, None, GameConfig::family(3), 7).expect("valid");
    let starts: Vec<_> = s
        .state()
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::PlaceFirefighter(_)))
        .collect();
    for action in starts.into_iter().take(3) {
        s.apply(action).expect("legal");
    }
    FlashpointApp::new().with_session(s)
}

fn window_rect(size: Vec2) -> Rect {
    Rect::from_min_size(egui::Pos2::ZERO, size)
}

/// Every cell of the floor shown, by its AccessKit label.
fn cell_rects(h: &Harness<'static, FlashpointApp>) -> Vec<(String, Rect)> {
    h.query_all_by(|node| node.label().is_some_and(|l| l.starts_with("cell ")))
        .map(|node| {
            (
                node.accesskit_node().label().unwrap_or_default(),
                node.rect(),
            )
        })
        .collect()
}

/// At the minimum size nothing of the play screen is cut off: the title
/// bar's buttons (floors included) are inside the window, and every cell of
/// the board is inside the window, left of the side panel and above the log.
#[test]
fn the_play_screen_fits_the_minimum_window() {
    let townhouse = std::sync::Arc::new(
        flashpoint::engine::board::io::load_board(&path("boards/townhouse.json"))
            .expect("the townhouse board loads"),
    );
    for (board, floors) in [
        (front(), vec![]),
        (two_floor(), vec!["G", "U"]),
        (townhouse, vec!["Ground floor", "Upper floor"]),
    ] {
        let mut h = make_harness(game_on(board), MIN_WINDOW, false);
        h.run();
        let window = window_rect(MIN_WINDOW);
        for button in ["Game", "View", "Undo", "Redo"].iter().chain(&floors) {
            let r = h.get_by_label(button).rect();
            assert!(window.contains_rect(r), "{button} at {r:?}");
        }
        let side = h.get_by_label("Turn 1").rect();
        let log = h.get_by_label("Game log").rect();
        let cells = cell_rects(&h);
        assert!(cells.len() >= 40, "{} cells", cells.len());
        for (label, r) in &cells {
            assert!(window.contains_rect(*r), "{label} at {r:?}");
            assert!(
                r.right() <= side.left(),
                "{label} at {r:?} under the side panel"
            );
            assert!(r.bottom() <= log.top(), "{label} at {r:?} under the log");
        }
        // The board uses the space it gets: cells are not postage stamps.
        let width = cells[0].1.width();
        assert!(width >= 30.0, "cells {width} points wide");
        // The side panel's buttons are reachable (it scrolls): End turn is
        // inside the window's width.
        let end = h.get_by_label("End turn (E)").rect();
        assert!(end.right() <= MIN_WINDOW.x, "End turn at {end:?}");
    }
}

/// Issue 16: the same in every language at the minimum size: the title
/// bar's buttons in their longest words (German's "Rückgängig",
/// "Wiederholen") stay inside the window, the board clear of the side
/// panel and the log, and End turn within reach.
#[test]
fn the_play_screen_fits_the_minimum_window_in_every_language() {
    use flashpoint::i18n::Texts;
    let texts = Texts::shared();
    for lang in Lang::ALL {
        let mut app = game_on(two_floor());
        app.default_language = lang;
        let mut h = make_harness(app, MIN_WINDOW, false);
        h.run();
        let window = window_rect(MIN_WINDOW);
        let word = |key: &str| texts.get(lang, key);
        for key in ["play-menu-game", "play-menu-view", "play-undo", "play-redo"] {
            let r = h.get_by_label(&word(key)).rect();
            assert!(window.contains_rect(r), "{lang:?} {key} at {r:?}");
        }
        for floor in ["G", "U"] {
            let r = h.get_by_label(floor).rect();
            assert!(window.contains_rect(r), "{lang:?} floor {floor} at {r:?}");
        }
        let turn = texts.get_args(
            lang,
            "panel-turn",
            &flashpoint::i18n::args([("turn", 1.into())]),
        );
        let side = h.get_by_label(&turn).rect();
        let log = h.get_by_label(&word("panel-log")).rect();
        let cell = texts.get_args(
            lang,
            "board-cell",
            &flashpoint::i18n::args([("cell", "".into())]),
        );
        let cells: Vec<Rect> = h
            .query_all_by(|node| node.label().is_some_and(|l| l.starts_with(&cell)))
            .map(|node| node.rect())
            .collect();
        assert!(cells.len() >= 40, "{lang:?}: {} cells", cells.len());
        for r in &cells {
            assert!(window.contains_rect(*r), "{lang:?} cell at {r:?}");
            assert!(
                r.right() <= side.left(),
                "{lang:?} cell at {r:?} under the side panel"
            );
            assert!(
                r.bottom() <= log.top(),
                "{lang:?} cell at {r:?} under the log"
            );
        }
        let end = h.get_by_label(&word("panel-end-turn-button")).rect();
        assert!(end.right() <= MIN_WINDOW.x, "{lang:?} End turn at {end:?}");
        // The side panel's text wraps inside it: nothing runs past the window.
        let help = h.get_by_label(&word("panel-help")).rect();
        assert!(
            help.right() <= MIN_WINDOW.x + 0.5,
            "{lang:?} help at {help:?}"
        );
    }
}

/// A game in a harness of `size` points at a scale.
fn scaled_harness(size: Vec2, pixels_per_point: f32) -> Harness<'static, FlashpointApp> {
    let mut app = game_on(front());
    app.native_dialogs = false;
    app.autosave = false;
    let mut h = Harness::builder()
        .with_size(size)
        .with_pixels_per_point(pixels_per_point)
        .with_context_setup(flashpoint::app::setup_context)
        .build_ui_state(|ui, app: &mut FlashpointApp| app.ui(ui), app);
    h.run();
    h
}

/// The side panel's width and the log's height in a harness of `size`.
fn panels(h: &Harness<'static, FlashpointApp>, size: Vec2) -> (f32, f32) {
    let side = h.get_by_label("Turn 1").rect();
    let log = h.get_by_label("Game log").rect();
    (size.x - side.left(), size.y - log.top())
}

/// The side panel's width and the log's height when a game opens at a
/// window size (in points) and scale.
fn panel_sizes(size: Vec2, pixels_per_point: f32) -> (f32, f32) {
    panels(&scaled_harness(size, pixels_per_point), size)
}

/// At 4K the side panel and the log take a share of the window, not the
/// fixed 300 and 150 points of a laptop screen; at a 2x scale (4K pixels,
/// 1920x1080 points) they keep their share of the points.
#[test]
fn the_side_panel_and_the_log_grow_with_the_window() {
    let (side, log) = panel_sizes(vec2(1280.0, 800.0), 1.0);
    let (side_4k, log_4k) = panel_sizes(vec2(3840.0, 2160.0), 1.0);
    assert!(side_4k > side * 1.5, "side panel {side} -> {side_4k}");
    assert!(log_4k > log * 1.5, "log {log} -> {log_4k}");
    assert!(side_4k < 3840.0 * 0.3, "the board keeps most of the width");
    let (side_2x, log_2x) = panel_sizes(vec2(1920.0, 1080.0), 2.0);
    assert!(side_2x > side, "side panel {side} -> {side_2x} at 2x");
    assert!(log_2x > log, "log {log} -> {log_2x} at 2x");
    // The minimum window still leaves the board most of its width.
    let (side_min, _) = panel_sizes(MIN_WINDOW, 1.0);
    assert!(side_min <= MIN_WINDOW.x * 0.4, "side panel {side_min}");
    // A window that grows takes the panels along; one that shrinks back
    // gives the board its room back.
    let mut h = scaled_harness(vec2(1280.0, 800.0), 1.0);
    let big = vec2(3840.0, 2160.0);
    h.set_size(big);
    h.run();
    let (side_grown, log_grown) = panels(&h, big);
    assert!(side_grown > side * 1.5, "side panel {side} -> {side_grown}");
    assert!(log_grown > log * 1.2, "log {log} -> {log_grown}");
    h.set_size(MIN_WINDOW);
    h.run();
    let (side_back, log_back) = panels(&h, MIN_WINDOW);
    assert!(side_back <= MIN_WINDOW.x * 0.4, "side panel {side_back}");
    assert!(log_back <= MIN_WINDOW.y * 0.32, "log {log_back}");
}

/// The new-game dialog in a harness of its own.
fn dialog_harness(dialog: NewGameDialog) -> Harness<'static, NewGameDialog> {
    Harness::builder()
        .with_size(vec2(900.0, 800.0))
        .with_context_setup(flashpoint::app::setup_context)
        .build_ui_state(
            |ui, dialog: &mut NewGameDialog| {
                egui::CentralPanel::default().show(ui, |ui| {
                    let _ = dialog.ui(ui);
                });
            },
            dialog,
        )
}

/// A new game starts on the front board, whatever order the boards are
/// listed in, and a chosen specialist's card text is shown in the dialog.
#[test]
fn the_new_game_dialog_starts_on_the_front_board_and_shows_the_cards() {
    let (boards, _) = list_boards(&boards_dir());
    // The start screen lists the base game's boards first, the front leading.
    assert_eq!(boards.first().map(|b| b.name.as_str()), Some("Front"));
    let mut rotated = boards.clone();
    rotated.rotate_left(1);
    assert!(rotated.first().is_some_and(|b| b.name != "Front"));
    let entry = default_board(&rotated).expect("a board");
    assert_eq!(entry.name, "Front");
    let mut reversed = boards.clone();
    reversed.reverse();
    assert_eq!(
        default_board(&reversed).map(|b| b.name),
        Some("Front".into())
    );

    let mut h = dialog_harness(NewGameDialog::on_default_board(&boards).expect("a dialog"));
    h.run();
    assert_eq!(h.state().entry.name, "Front");
    // The board box shows it.
    let board_box = h
        .query_by(|n| {
            n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some("Board")
        })
        .expect("the board box");
    assert_eq!(board_box.value().as_deref(), Some("Front"));
    let dialog = h.state_mut();
    dialog.mode = Mode::Experienced;
    dialog.firefighters = 2;
    dialog.specialists[0] = Some(Specialist::DriverOperator);
    dialog.specialists[1] = Some(Specialist::Paramedic);
    h.run();
    for card in [Specialist::DriverOperator, Specialist::Paramedic] {
        assert!(
            h.query_by_label_contains(ability_text(card)).is_some(),
            "{} card text shown",
            card.title()
        );
    }
}

/// A board with one spot for each vehicle (EXP-SETUP-14) leaves nothing
/// to choose: the dialog names the spot instead of a box, and the game
/// starts with both vehicles parked there rather than asking for a click.
#[test]
fn a_board_with_one_spot_per_vehicle_parks_them_without_asking() {
    let mut layout = front().layout().clone();
    layout.parking.ambulance.truncate(1);
    layout.parking.engine.truncate(1);
    let board = std::sync::Arc::new(
        flashpoint::engine::board::Board::from_layout(layout).expect("a valid board"),
    );
    let entry = flashpoint::app::BoardEntry {
        name: "One spot each".into(),
        path: "one-spot.json".into(),
        board,
    };
    let mut dialog = NewGameDialog::new(entry.clone(), &[entry]);
    dialog.mode = Mode::Experienced;
    dialog.modules.vehicles = true;
    let mut h = dialog_harness(dialog);
    h.run();
    for spot in ["0,7", "0,5"] {
        let text = format!("{spot} (the only spot on this board)");
        assert!(
            h.query_by_label(&text).is_some(),
            "the dialog names {text:?}"
        );
    }
    assert!(
        h.query_by_label("Chosen on the board at setup").is_none(),
        "no spot left to choose at setup"
    );
    let config = h.state().config();
    assert_eq!(config.engine, Some(at("0,7")));
    assert_eq!(config.ambulance, Some(at("0,5")));
    let screen = h.state_mut().start().expect("the game starts");
    let state = screen.session.state();
    assert_ne!(state.stage(), flashpoint::engine::Stage::PlaceVehicles);
    assert!(state.vehicles_parked());
}

// ----------------------------------------------------------------------------
// Colours

/// CIELAB (D65) of an sRGB colour, optionally seen through a colour-vision
/// deficiency (a 3x3 matrix on linear RGB).
fn lab(c: egui::Color32, cvd: Option<&[[f32; 3]; 3]>) -> [f32; 3] {
    let linear = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let mut rgb = [linear(c.r()), linear(c.g()), linear(c.b())];
    if let Some(m) = cvd {
        rgb = std::array::from_fn(|i| {
            (m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2]).clamp(0.0, 1.0)
        });
    }
    let [r, g, b] = rgb;
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

fn delta_e(a: [f32; 3], b: [f32; 3]) -> f32 {
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y) * (x - y))
        .sum::<f32>()
        .sqrt()
}

/// Full protanopia, deuteranopia and tritanopia (Machado, Oliveira and
/// Fernandes 2009, severity 1).
const CVD: [(&str, [[f32; 3]; 3]); 3] = [
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

/// Every two player colours differ in lightness (8 L* at least, so they
/// part in greyscale), by a wide margin overall (the old blue and purple
/// were 24 apart), and still clearly for each kind of colour blindness (the
/// old green and yellow were 3 apart for protanopes).
#[test]
fn the_player_colours_are_told_apart_by_more_than_hue() {
    assert_eq!(COLOUR_NAMES.len(), FIREFIGHTER_COLOURS.len());
    // Save files store these names: they must not change.
    assert_eq!(
        COLOUR_NAMES,
        ["red", "blue", "green", "yellow", "purple", "teal"]
    );
    let n = FIREFIGHTER_COLOURS.len();
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (FIREFIGHTER_COLOURS[i], FIREFIGHTER_COLOURS[j]);
            let pair = format!("{} and {}", COLOUR_NAMES[i], COLOUR_NAMES[j]);
            let (la, lb) = (lab(a, None), lab(b, None));
            assert!((la[0] - lb[0]).abs() >= 8.0, "{pair}: L* {la:?} {lb:?}");
            assert!(delta_e(la, lb) >= 35.0, "{pair}: ΔE {}", delta_e(la, lb));
            for (name, m) in &CVD {
                let d = delta_e(lab(a, Some(m)), lab(b, Some(m)));
                assert!(d >= 15.0, "{pair} with {name}: ΔE {d}");
            }
        }
    }
}

// ----------------------------------------------------------------------------
// Stair labels and the pieces of a cell

/// A long stair label ("verso secondo piano 1-5", the townhouse in Italian)
/// wraps at a readable size rather than shrinking to one line of the least
/// font (6 points), which the other floor's shorter label never did.
#[test]
fn a_long_stair_label_wraps_before_it_shrinks() {
    let ctx = egui::Context::default();
    let mut sizes = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let cell = Rect::from_min_size(egui::pos2(50.0, 40.0), Vec2::splat(66.0));
        for text in ["verso secondo piano 1-5", "verso piano terra 1-1"] {
            let label = stair_label(ui.painter(), cell, text).expect("room for it");
            assert!(cell.contains_rect(label.rect), "{text:?}");
            sizes.push((text, label.font_size()));
        }
    });
    output.textures_delta.clear();
    for (text, size) in sizes {
        assert!(size >= 8.0, "{text:?} at {size} points");
    }
}

/// However many pieces share a stair cell, at any cell size, they stay
/// inside the cell and off its label, the Hot Spot overlaps no other piece,
/// two firefighters stand side by side, and (in cells of a usable size)
/// nothing shrinks to a speck.
#[test]
fn pieces_keep_clear_of_the_stair_label() {
    let ctx = egui::Context::default();
    let mut checked = 0;
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let painter = ui.painter();
        for size in [20.0, 32.0, 42.0, 64.0, 100.0, 220.0] {
            let cell = Rect::from_min_size(egui::pos2(50.0, 40.0), Vec2::splat(size));
            for text in ["to U 2,2", "to Upper floor 2,2", "to The long attic 12,14"] {
                let label = stair_label(painter, cell, text);
                let Some(label) = label else {
                    assert!(size < 32.0, "a {size}-point cell has room for {text:?}");
                    continue;
                };
                assert!(label.rect.height() <= size * STAIR_LABEL_MAX_HEIGHT);
                assert!(cell.contains_rect(label.rect), "{text:?} in {size}");
                for firefighters in 0..=6 {
                    for small in 0..=5 {
                        for hot_spot in [false, true] {
                            let what = format!(
                                "{size}-point cell, {text:?}, {firefighters} firefighters, \
                                 {small} tokens, hot spot {hot_spot}"
                            );
                            let layout =
                                token_layout(cell, Some(label.rect), firefighters, small, hot_spot);
                            assert_eq!(layout.firefighters.len(), firefighters, "{what}");
                            assert_eq!(layout.small.len(), small, "{what}");
                            assert_eq!(layout.hot_spot.is_some(), hot_spot, "{what}");
                            let all: Vec<Rect> = layout
                                .firefighters
                                .iter()
                                .chain(&layout.small)
                                .chain(&layout.hot_spot)
                                .copied()
                                .collect();
                            for r in &all {
                                assert!(cell.contains_rect(*r), "{what}: {r:?} outside");
                                assert!(!r.intersects(label.rect), "{what}: {r:?} on the label");
                                // From the cells of the minimum window up,
                                // nothing shrinks to a speck.
                                let least = if size >= 40.0 { size * 0.15 } else { 1.0 };
                                assert!(r.width() >= least, "{what}: {r:?} too small");
                            }
                            if let Some(hot) = layout.hot_spot {
                                for r in layout.firefighters.iter().chain(&layout.small) {
                                    assert!(!r.intersects(hot), "{what}: {r:?} on the hot spot");
                                }
                            }
                            for f in &layout.firefighters {
                                for s in &layout.small {
                                    assert!(!f.intersects(*s), "{what}: rows overlap");
                                }
                            }
                            if firefighters == 2 && !hot_spot {
                                let [a, b] = [layout.firefighters[0], layout.firefighters[1]];
                                assert!(!a.intersects(b), "{what}: {a:?} and {b:?} overlap");
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
    });
    // Nothing is drawn: the font atlas need not reach a renderer.
    output.textures_delta.clear();
    assert!(checked > 1000, "{checked} layouts checked");
}

/// Without a label the pieces look as they always did: firefighters large
/// at the top, tokens along the bottom.
#[test]
fn pieces_of_a_plain_cell_use_the_whole_cell() {
    let cell = Rect::from_min_size(egui::Pos2::ZERO, Vec2::splat(80.0));
    let layout = token_layout(cell, None, 2, 2, true);
    for f in &layout.firefighters {
        assert!(f.width() >= 80.0 * 0.3, "{f:?}");
        assert!(f.top() < 20.0, "{f:?}");
    }
    for s in &layout.small {
        assert!(s.width() >= 80.0 * 0.25, "{s:?}");
        assert!(s.bottom() > 70.0, "{s:?}");
    }
}

/// The play screen at the minimum size, as a picture (tests/snapshots/).
#[test]
fn snapshot_minimum_window() {
    let mut h = make_harness(game_on(front()), MIN_WINDOW, true);
    h.run();
    h.snapshot("looks_minimum_window");
}

/// Board handler for pictures: no menus, no tooltips.
struct NoMenus;

impl BoardHandler for NoMenus {
    fn cell_menu(&mut self, _ui: &mut egui::Ui, _cell: CellId) {}
    fn cell_tooltip(&self, _cell: CellId) -> Option<String> {
        None
    }
    fn edge_tooltip(&self, _edge: EdgeId) -> Option<String> {
        None
    }
}

/// The townhouse's ground floor with every seat's firefighter (numbered
/// helmets in the six colours, one knocked down, one carrying a Victim,
/// the first one active), a crowded stair cell (two firefighters, a POI,
/// Hazmat, a Hot Spot and Fire round its label), a wall with one damage
/// cube and a destroyed one with two.
#[test]
fn snapshot_pieces_cubes_and_stairs() {
    pieces_snapshot(Palette::Standard, "looks_pieces_cubes_and_stairs");
}

/// Issue 16: the same with the colour-blind option: each colour's number
/// badge has its own shape (red circle, blue square, green triangle,
/// yellow diamond, purple hexagon, teal star), Fire is hatched and Smoke
/// dotted.
#[test]
fn snapshot_pieces_colour_blind() {
    pieces_snapshot(Palette::ColourBlind, "looks_pieces_colour_blind");
}

fn pieces_snapshot(palette: Palette, name: &str) {
    let board = std::sync::Arc::new(
        flashpoint::engine::board::io::load_board(&path("boards/townhouse.json"))
            .expect("the townhouse board loads"),
    );
    let game = state(
        std::sync::Arc::clone(&board),
        serde_json::json!({
            "config": {"mode": "experienced", "firefighters": 6,
                       "specialists": ["generalist", "cafs_firefighter", "hazmat_technician",
                                       "paramedic", "fire_captain", "rescue_specialist"],
                       "engine": "0,3", "ambulance": "0,1"},
            "fire": ["3,4"], "smoke": ["2,2"],
            "hot_spots": ["3,4"], "hot_spot_supply": 6,
            "damage": [{"edge": "3,3E", "cubes": 1}, {"edge": "2,2S", "cubes": 2}],
            "pois": [{"kind": "victim", "at": "3,4"},
                     {"kind": "victim", "at": "4,2", "revealed": true, "carried_by": 3}],
            "hazmat": [{"at": "3,4"}],
            "firefighters": [{"at": "3,4", "ap": 4, "specialist": "generalist"},
                             {"at": "3,4", "ap": 3, "specialist": "cafs_firefighter"},
                             {"at": "2,2", "ap": 4, "specialist": "hazmat_technician"},
                             {"at": "4,2", "ap": 4, "specialist": "paramedic"},
                             {"at": "5,3", "ap": 4, "specialist": "fire_captain",
                              "knocked_down": true},
                             {"at": "1,2", "ap": 4, "specialist": "rescue_specialist"}]}),
    );
    let scene = Scene::from_state(&game);
    let overlay = Overlay {
        active: Some(0),
        palette,
        ..Overlay::default()
    };
    let mut view = BoardView::default();
    let mut h = Harness::builder()
        .with_size(vec2(520.0, 620.0))
        .renderer(ui_common::CpuRenderer(
            flashpoint::app::raster::SoftwareRenderer::new(),
        ))
        .with_context_setup(flashpoint::app::setup_context)
        .build_ui(move |ui| {
            egui::CentralPanel::default().show(ui, |ui| {
                view.ui(ui, &board, &scene, &overlay, &mut NoMenus);
            });
        });
    h.run();
    // Cells are named as players read them: with the floor on this board.
    h.get_by_label("cell 3,4 Ground floor");
    h.snapshot(name);
}

/// Issue 13: a carried token is drawn once, as the badge on its carrier,
/// not also on the cell; a Victim lying loose beside it still is.
#[test]
fn a_carried_token_is_drawn_once() {
    let s = state(
        front(),
        serde_json::json!({
            "pois": [
                {"kind": "victim", "at": "1,1", "revealed": true, "carried_by": 0},
                {"kind": "victim", "at": "1,1", "revealed": true},
            ],
            "firefighters": [{"at": "1,1", "ap": 4}],
        }),
    );
    let cell = s.board().cell_at(at("1,1")).expect("1,1");
    let scene = Scene::from_state(&s);
    assert_eq!(
        flashpoint::app::board_view::loose_tokens(&scene, cell),
        ["victim"],
        "the carried Victim is the firefighter's badge only"
    );
}

/// The start screen's reasons a board is missing are worded in the language
/// shown: a folder that cannot be read, and a board file that does not load.
#[test]
fn missing_boards_are_reported_in_the_language_shown() {
    let dir = std::env::temp_dir().join(format!("flashpoint-list-{}", std::process::id()));
    let (boards, problems) = list_boards(&dir.join("absent"));
    assert!(boards.is_empty());
    let [missing] = problems.as_slice() else {
        panic!("one problem: {problems:?}")
    };
    let absent = dir.join("absent").display().to_string();
    assert_eq!(
        missing.words(Lang::En),
        format!("{absent}: no boards folder")
    );
    assert_eq!(
        missing.words(Lang::Ru),
        format!("{absent}: нет папки с полями")
    );
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    std::fs::write(dir.join("broken.json"), "{").expect("written");
    let (_, problems) = list_boards(&dir);
    let [broken] = problems.as_slice() else {
        panic!("one problem: {problems:?}")
    };
    let (en, de) = (broken.words(Lang::En), broken.words(Lang::De));
    assert!(en.contains("broken.json") && de.contains("broken.json"));
    assert_ne!(en, de, "the German wording is its own");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The start screen's board cards stand centred under the title, a row at
/// a time, at every window width: their row had been reckoned 6 points
/// too wide a card, and stood left of the centre (19 points with five).
#[test]
fn the_board_cards_are_centred_under_the_title() {
    // 640 points high, the screen scrolls: its bar takes a strip.
    for (width, height) in [(1280.0, 820.0), (1024.0, 640.0), (700.0, 820.0)] {
        let mut h = make_harness(FlashpointApp::new(), vec2(width, height), false);
        h.run();
        ui_common::wait_for_previews(&mut h);
        let title = h.get_by_label("Flash Point: Fire Rescue").rect().center().x;
        // Each card's Play and Edit buttons are centred in it, alike in
        // every card: a row's buttons span it symmetrically.
        let mut rows: Vec<(f32, f32, f32)> = Vec::new();
        let buttons = h
            .query_all_by_label("Play")
            .chain(h.query_all_by_label("Edit"))
            .map(|node| node.rect())
            .collect::<Vec<Rect>>();
        for button in buttons {
            match rows
                .iter_mut()
                .find(|(y, _, _)| (y - button.center().y).abs() < 1.0)
            {
                Some(row) => {
                    row.1 = row.1.min(button.left());
                    row.2 = row.2.max(button.right());
                }
                None => rows.push((button.center().y, button.left(), button.right())),
            }
        }
        assert!(!rows.is_empty(), "the boards' buttons at {width} points");
        for (y, left, right) in rows {
            let middle = (left + right) / 2.0;
            assert!(
                (middle - title).abs() < 2.0,
                "at {width} points the row at {y} is centred at {middle}, the title at {title}"
            );
        }
    }
}

/// The window's icon is the Fire token's flame, 64 pixels high: its
/// corners clear, its middle the flame's red or yellow, opaque.
#[test]
fn the_window_icon_is_the_flame() {
    let icon = flashpoint::app::app_icon().expect("the icon draws");
    assert_eq!((icon.width, icon.height), (64, 64));
    assert_eq!(icon.rgba.len(), 64 * 64 * 4);
    let pixel = |x: usize, y: usize| {
        let i = (y * 64 + x) * 4;
        [
            icon.rgba[i],
            icon.rgba[i + 1],
            icon.rgba[i + 2],
            icon.rgba[i + 3],
        ]
    };
    for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63)] {
        assert_eq!(pixel(x, y)[3], 0, "corner {x},{y} is clear");
    }
    let [r, g, b, a] = pixel(32, 45);
    assert_eq!(a, 255, "the flame is opaque");
    assert!(r > 200 && b < 100 && g > 40, "red or yellow: {r},{g},{b}");
}

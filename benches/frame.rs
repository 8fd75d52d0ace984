//! `cargo bench --bench frame`: the CPU cost of one UI frame of play mode on
//! a busy mid-game board (issue 4: at most 2 ms in a release build), and
//! whether an idle frame asks for another one (it must not).
//!
//! A frame here is what eframe does on the CPU: run the app's `ui` (layout,
//! hit tests, the path preview, tooltips) and tessellate the shapes. The
//! pointer sweeps the board, resting on a cell now and then so tooltips show.
//!
//! Options (after `--`): `--frames N` (default 2000), `--size WxH`
//! (default 1280x800).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use flashpoint::app::FlashpointApp;
use flashpoint::engine::board::io::load_board;
use flashpoint::engine::dice::Dice;
use flashpoint::engine::{Action, Difficulty, GameConfig, Mode};
use flashpoint::session::Session;

fn arg(args: &[String], name: &str) -> Option<String> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1).cloned()
}

/// An experienced game with six firefighters, played at random for a while
/// (never to its end): fire, smoke, damage, POIs, hazmat and hot spots
/// all over the board.
fn busy_session() -> Session {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let board =
        Arc::new(load_board(&root.join("boards/front.json")).unwrap_or_else(|e| panic!("{e}")));
    let mut config = GameConfig::family(6);
    config.mode = Mode::Experienced;
    config.difficulty = Difficulty::Veteran;
    let mut session = Session::new(board, None, config, 11).unwrap_or_else(|e| panic!("{e}"));
    let mut pick = Dice::from_seed(4);
    let mut turns = 0;
    while turns < 6 {
        let legal = session.state().legal_actions();
        let (i, _) = pick.roll_die(legal.len().min(255) as u8);
        let action: Action = legal[usize::from(i) - 1];
        let mut probe = session.state().clone();
        if probe.apply(action).is_err() || probe.is_over() {
            continue;
        }
        if action == Action::EndTurn {
            turns += 1;
        }
        session.apply(action).unwrap_or_else(|e| panic!("{e}"));
    }
    session
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: usize = arg(&args, "--frames")
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let (w, h) = arg(&args, "--size")
        .and_then(|s| {
            let (w, h) = s.split_once('x')?;
            Some((w.parse::<f32>().ok()?, h.parse::<f32>().ok()?))
        })
        .unwrap_or((1280.0, 800.0));

    let session = busy_session();
    let s = session.state();
    println!(
        "board: turn {}, {} fire/smoke tokens left, {} damage cubes, {} POIs, {} hazmat, {} hot spots",
        s.turn(),
        s.fire_supply(),
        s.cubes_placed(),
        s.pois_on_board(),
        s.hazmat_on_board(),
        s.hot_spots()
    );
    let mut app = FlashpointApp::new().with_session(session);
    app.native_dialogs = false;
    app.autosave = false;
    let ctx = egui::Context::default();
    flashpoint::app::setup_context(&ctx);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));

    let mut time = 0.0;
    let mut frame = |dt: f64, events: Vec<egui::Event>| {
        time += dt;
        let raw = egui::RawInput {
            screen_rect: Some(screen),
            time: Some(time),
            events,
            ..Default::default()
        };
        let start = Instant::now();
        let output = ctx.run_ui(raw, |ui| app.ui(ui));
        let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
        let spent = start.elapsed();
        std::hint::black_box(primitives);
        let repaint = output
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map_or(Duration::MAX, |v| v.repaint_delay);
        (spent, repaint)
    };
    // Warm-up: fonts, icon rasterisation and layout caches.
    for _ in 0..30 {
        frame(1.0 / 60.0, Vec::new());
    }
    let mut times = Vec::with_capacity(frames);
    for i in 0..frames {
        // Rest on each spot for 40 frames (tooltips appear), then move on.
        let spot = (i / 40) as f32;
        let pos = egui::pos2(
            40.0 + (spot * 97.0) % (w * 0.6),
            60.0 + (spot * 61.0) % (h * 0.6),
        );
        let (spent, _) = frame(1.0 / 60.0, vec![egui::Event::PointerMoved(pos)]);
        times.push(spent);
    }
    // Idle: with the pointer resting on the board, frames come only when
    // asked for (a tooltip's delay); they must stop within a few. Then the
    // pointer leaves: no more frames at all.
    let mut resting = Vec::new();
    let mut delay = Duration::ZERO;
    for _ in 0..30 {
        // A real clock moves on between frames, at least a vsync.
        delay = frame(delay.as_secs_f64().clamp(1.0 / 60.0, 1.0), Vec::new()).1;
        if delay == Duration::MAX {
            break;
        }
        resting.push(delay);
    }
    let mut idle = frame(1.0 / 60.0, vec![egui::Event::PointerGone]).1;
    let mut after_leaving = 0;
    while idle != Duration::MAX && after_leaving < 10 {
        idle = frame(idle.as_secs_f64().clamp(1.0 / 60.0, 1.0), Vec::new()).1;
        after_leaving += 1;
    }

    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / times.len() as f64;
    let pct = |p: f64| ms(times[((times.len() as f64 * p) as usize).min(times.len() - 1)]);
    println!(
        "frame CPU at {w}x{h} over {frames} frames: mean {mean:.3} ms, median {:.3} ms, p95 {:.3} ms, p99 {:.3} ms, max {:.3} ms (target: <= 2 ms)",
        pct(0.5),
        pct(0.95),
        pct(0.99),
        ms(times[times.len() - 1])
    );
    if delay == Duration::MAX {
        println!(
            "pointer resting: {} more frame(s) asked for ({resting:?}), then none",
            resting.len()
        );
    } else {
        println!("pointer resting: still asking for frames after 30 ({resting:?})");
    }
    if idle == Duration::MAX {
        println!("idle: no repaint requested ({after_leaving} frame(s) after the pointer left)");
    } else {
        println!("idle: still asking for frames 10 frames after the pointer left (expected none)");
    }
}

//! The editor's Difficulty window: how hard is the board being drawn? Bots
//! play it at each level in the background ([`crate::editor::difficulty`]),
//! with a progress bar and Cancel, and the same games on the front board
//! for comparison. The figures say which version of the board they are
//! for: after an edit they are marked old until estimated again.

use std::sync::Arc;

use egui::{RichText, Role, Ui, WidgetInfo};

use super::{EditorScreen, Notice};
use crate::editor::difficulty::{
    Comparison, Figures, FrontCache, Job, Level, MAX_TURNS, Progress, RunState, Spec, Subject,
    compare,
};
use crate::engine::board::Board;
use crate::engine::board::io::load_board;

/// The game counts offered, per level and board.
pub const GAME_COUNTS: [u64; 4] = [100, 200, 400, 1_000];

/// The Difficulty window's state, kept by the editor screen.
pub struct DifficultyPanel {
    /// The window is shown.
    pub open: bool,
    /// Games per level (tests set a small count).
    pub games: u64,
    job: Option<Job>,
    /// The document revision the job estimates.
    revision: u64,
    /// The front board, loaded at the first estimate.
    front: Option<Result<Arc<Board>, String>>,
    /// Why the last estimate could not start.
    error: Option<String>,
}

impl Default for DifficultyPanel {
    fn default() -> Self {
        DifficultyPanel {
            open: false,
            games: 200,
            job: None,
            revision: 0,
            front: None,
            error: None,
        }
    }
}

impl DifficultyPanel {
    /// Where the current (or last) estimate stands.
    pub fn progress(&self) -> Option<Progress> {
        self.job.as_ref().map(Job::progress)
    }

    /// The top bar's button that shows or hides the window.
    pub fn button_ui(&mut self, ui: &mut Ui) {
        if ui
            .selectable_label(self.open, "Difficulty")
            .on_hover_text("How hard is this board? Bots play it at each level")
            .clicked()
        {
            self.open = !self.open;
        }
    }

    /// The front board, loaded once; its figures are cached for the session.
    fn front(&mut self) -> Result<Arc<Board>, String> {
        self.front
            .get_or_insert_with(|| {
                let path = crate::app::boards_dir().join("front.json");
                load_board(&path)
                    .map(Arc::new)
                    .map_err(|e| format!("the front board could not be read: {e}"))
            })
            .clone()
    }

    fn start(&mut self, board: Board, revision: u64, ctx: &egui::Context) {
        let front = self.front();
        let spec = Spec {
            board: Arc::new(board),
            front: front.ok(),
            games: self.games,
            threads: None,
        };
        let ctx = ctx.clone();
        // The old job, if any, is cancelled as it is dropped.
        self.job = None;
        match Job::start(spec, FrontCache::session(), move || ctx.request_repaint()) {
            Ok(job) => {
                self.job = Some(job);
                self.revision = revision;
                self.error = None;
            }
            Err(e) => self.error = Some(format!("cannot start the estimate: {e}")),
        }
    }
}

impl EditorScreen {
    /// The Difficulty window, when open.
    pub(super) fn difficulty_ui(&mut self, ui: &Ui) {
        let mut open = self.difficulty.open;
        // Below the toolbars, over the canvas: the side panel stays usable.
        let top = ui.ctx().content_rect().center_top() + egui::vec2(-150.0, 90.0);
        egui::Window::new("Difficulty estimate")
            .open(&mut open)
            .default_width(640.0)
            .default_pos(top)
            .pivot(egui::Align2::CENTER_TOP)
            .show(ui.ctx(), |ui| self.difficulty_contents_ui(ui));
        self.difficulty.open = open;
    }

    fn difficulty_contents_ui(&mut self, ui: &mut Ui) {
        ui.label(
            RichText::new(
                "Four fast bots play each level of this board, then the same games (the same \
                 dice) on the front board, to compare.",
            )
            .small(),
        );
        let progress = self.difficulty.progress();
        let running = progress.as_ref().is_some_and(Progress::is_running);
        ui.horizontal(|ui| {
            ui.label("Games per level:");
            for n in GAME_COUNTS {
                let text = thousands(n);
                let chosen = self.difficulty.games == n;
                if ui
                    .add_enabled(!running, egui::Button::selectable(chosen, text))
                    .clicked()
                {
                    self.difficulty.games = n;
                }
            }
        });
        let blocking = self.blocking_problems();
        let stale = progress.as_ref().is_some_and(|p| {
            self.difficulty.revision != self.doc.revision() || p.games != self.difficulty.games
        });
        // Outside a row, so that the long problem text wraps.
        if let Some(why) = &blocking {
            Notice::error(format!("The board has errors: nothing to estimate. {why}")).ui(ui);
        }
        ui.horizontal(|ui| {
            if blocking.is_some() {
                return;
            }
            let text = if progress.is_some() && !running {
                "Estimate again"
            } else {
                "Estimate difficulty"
            };
            let finished = progress
                .as_ref()
                .is_some_and(|p| p.state == RunState::Finished);
            // Fresh figures would come out the same: nothing to run again.
            let can_start = !running && (!finished || stale);
            let button = ui
                .add_enabled(can_start, egui::Button::new(text))
                .on_disabled_hover_text(if running {
                    "An estimate is running"
                } else {
                    "The figures are for this version of the board and this game count"
                });
            if button.clicked() {
                match self.doc.can_play() {
                    Ok(board) => self.difficulty.start(board, self.doc.revision(), ui.ctx()),
                    Err(e) => self.difficulty.error = Some(e.to_string()),
                }
            }
            if let Some(job) = &self.difficulty.job
                && running
            {
                let cancelling = job.is_cancelling();
                if ui
                    .add_enabled(!cancelling, egui::Button::new("Cancel"))
                    .on_hover_text("Stop after the games being played")
                    .clicked()
                {
                    job.cancel();
                }
            }
        });
        if let Some(error) = &self.difficulty.error {
            Notice::error(error.clone()).ui(ui);
        }
        if let Some(Err(e)) = &self.difficulty.front {
            Notice::error(format!("{e}; no comparison.")).ui(ui);
        }
        let Some(progress) = progress else {
            return;
        };
        let cancelling = self.difficulty.job.as_ref().is_some_and(Job::is_cancelling);
        status_ui(ui, &progress, cancelling);
        if stale && !running {
            let (text, label) = if self.difficulty.revision != self.doc.revision() {
                (
                    "These figures are for an earlier version of the board: estimate again to \
                     update them."
                        .to_owned(),
                    "The figures are for an earlier version of the board".to_owned(),
                )
            } else {
                let games = format!(
                    "The figures are for {} games per level",
                    thousands(progress.games)
                );
                (
                    format!(
                        "{games}: estimate again for {}.",
                        thousands(self.difficulty.games)
                    ),
                    games,
                )
            };
            labelled(ui, RichText::new(text).italics(), &label);
        }
        figures_ui(ui, &progress);
    }
}

/// The progress bar while running, else how the run ended.
fn status_ui(ui: &mut Ui, p: &Progress, cancelling: bool) {
    let count = format!("{} of {} games", thousands(p.done), thousands(p.total));
    match &p.state {
        RunState::Running => {
            let what = match p.playing {
                Some((subject, level)) => {
                    format!(
                        "Playing {} on {}: {count}",
                        level.name(),
                        board_name(subject)
                    )
                }
                None => count,
            };
            let what = if cancelling {
                format!("Cancelling… {what}")
            } else {
                what
            };
            let fraction = p.done as f32 / p.total.max(1) as f32;
            // Not animated: the job asks for a frame after each chunk.
            let bar = ui.add(egui::ProgressBar::new(fraction).text(what.clone()));
            bar.widget_info(|| WidgetInfo::labeled(Role::ProgressIndicator, true, &what));
        }
        RunState::Finished => {
            let mut text = format!(
                "{} games in {:.1} s.",
                thousands(p.done),
                p.elapsed.as_secs_f64()
            );
            // Otherwise a second run looks short of games.
            match p.known_front_levels {
                0 => {}
                1 => text.push_str(" One front-board level was known from before."),
                n => text.push_str(&format!(" {n} front-board levels were known from before.")),
            }
            labelled(ui, RichText::new(&text).small(), &text);
        }
        RunState::Cancelled => {
            let text = format!("Cancelled after {count}.");
            labelled(ui, text.as_str(), &text);
        }
        RunState::Failed(why) => {
            Notice::error(format!("The estimate stopped: {why}")).ui(ui);
        }
    }
}

fn board_name(subject: Subject) -> &'static str {
    match subject {
        Subject::Board => "this board",
        Subject::Front => "the front board",
    }
}

/// The table: a row per level, this board's figures and the front board's.
fn figures_ui(ui: &mut Ui, p: &Progress) {
    egui::Grid::new("difficulty-figures")
        .striped(true)
        .num_columns(9)
        .show(ui, |ui| {
            let headings = [
                ("Level", ""),
                (
                    "Wins",
                    "Games won, with the 95% interval: the true rate is in it 19 times in 20",
                ),
                ("Rescued", "Victims rescued, the mean over the games"),
                ("Lost", "Victims lost, the mean over the games"),
                (
                    "Lost to victims",
                    "Games lost because too many victims were lost",
                ),
                (
                    "Lost to collapse",
                    "Games lost because the building collapsed",
                ),
                ("Turns", "Player turns a game lasts, the mean"),
                ("Front board", "The front board's wins over the same games"),
                ("", ""),
            ];
            for (heading, help) in headings {
                let r = ui.strong(heading);
                if !help.is_empty() {
                    r.on_hover_text(help);
                }
            }
            ui.end_row();
            for level in Level::ALL {
                row_ui(ui, p, level);
                ui.end_row();
            }
        });
    for level in Level::ALL {
        let Some(Ok(f)) = p.result(Subject::Board, level) else {
            continue;
        };
        let t = &f.totals;
        if t.turn_limited > 0 {
            Notice::error(format!(
                "{}: {} of {} games did not end within {} turns: the bots found nothing to \
                 do. Does the fire have room to spread (inside cells the dice name)?",
                level.name(),
                t.turn_limited,
                t.games,
                thousands(u64::from(MAX_TURNS)),
            ))
            .ui(ui);
        }
        let errors = t.engine_errors - t.turn_limited;
        if errors > 0 {
            Notice::error(format!(
                "{}: {errors} games hit an engine error (run `flashpoint estimate` to see them)",
                level.name(),
            ))
            .ui(ui);
        }
    }
}

fn row_ui(ui: &mut Ui, p: &Progress, level: Level) {
    let name = level.name();
    let playing = |subject| p.playing == Some((subject, level));
    let pending = |ui: &mut Ui, subject| {
        ui.weak(if playing(subject) {
            "playing…"
        } else {
            "–"
        });
    };
    match p.result(Subject::Board, level) {
        Some(Ok(f)) if f.without_vehicles => {
            ui.label(format!("{name} (no vehicles)")).on_hover_text(
                "The board has no Ambulance spot: played without the vehicles module",
            );
        }
        _ => {
            ui.label(name);
        }
    }
    match p.result(Subject::Board, level) {
        Some(Ok(f)) => {
            labelled(ui, wins(f), &wins_label(level, f));
            let cells = [
                (
                    format!("{:.1}", f.mean(f.totals.rescued)),
                    format!(
                        "{name}: {:.1} victims rescued a game",
                        f.mean(f.totals.rescued)
                    ),
                ),
                (
                    format!("{:.1}", f.mean(f.totals.lost)),
                    format!("{name}: {:.1} victims lost a game", f.mean(f.totals.lost)),
                ),
                (
                    percent(f.share(f.totals.victims_lost)),
                    format!(
                        "{name}: {} of games lost to victims",
                        percent(f.share(f.totals.victims_lost))
                    ),
                ),
                (
                    percent(f.share(f.totals.collapses)),
                    format!(
                        "{name}: {} of games lost to collapse",
                        percent(f.share(f.totals.collapses))
                    ),
                ),
                (
                    format!("{:.1}", f.mean(f.totals.turns)),
                    format!("{name}: {:.1} turns a game", f.mean(f.totals.turns)),
                ),
            ];
            for (text, label) in cells {
                labelled(ui, text.as_str(), &label);
            }
        }
        Some(Err(e)) => {
            let text = format!("cannot be played: {e}");
            labelled(ui, text.as_str(), &format!("{name}: {text}"));
            for _ in 0..5 {
                ui.label("");
            }
        }
        None => {
            pending(ui, Subject::Board);
            for _ in 0..5 {
                ui.label("");
            }
        }
    }
    match p.result(Subject::Front, level) {
        Some(Ok(front)) => {
            labelled(
                ui,
                wins(front),
                &format!("{name} on the front board: {} wins", wins(front)),
            );
            match p.result(Subject::Board, level) {
                Some(Ok(board)) => {
                    let comparison = compare(board, front);
                    let word = comparison.word();
                    let than = match comparison {
                        Comparison::AboutTheSame => "as",
                        Comparison::Easier | Comparison::Harder => "than",
                    };
                    labelled(ui, word, &format!("{name}: {word} {than} the front board"))
                        .on_hover_text(
                            "About the same when the two 95% intervals overlap: the games \
                             cannot tell the boards apart",
                        );
                }
                _ => {
                    ui.label("");
                }
            }
        }
        Some(Err(e)) => {
            labelled(ui, "–", &format!("{name} on the front board: {e}"));
            ui.label("");
        }
        None => {
            pending(ui, Subject::Front);
            ui.label("");
        }
    }
}

/// "35% (31–39%)".
fn wins(f: &Figures) -> String {
    format!("{} ({})", percent(f.win_rate()), interval(f))
}

/// The AccessKit label of a level's wins: "Family: 35% wins (31–39%)".
pub fn wins_label(level: Level, f: &Figures) -> String {
    format!(
        "{}: {} wins ({})",
        level.name(),
        percent(f.win_rate()),
        interval(f)
    )
}

/// The 95% interval of the win rate: "31–39%".
fn interval(f: &Figures) -> String {
    let (lo, hi) = f.interval();
    format!("{:.0}–{}", 100.0 * lo, percent(hi))
}

fn percent(share: f64) -> String {
    format!("{:.0}%", 100.0 * share)
}

/// A label whose AccessKit name is `label` (a figure with what it is).
fn labelled(ui: &mut Ui, text: impl Into<egui::WidgetText>, label: &str) -> egui::Response {
    let response = ui.label(text);
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, label));
    response
}

/// "1,000".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn difficulty_counts_have_thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(200), "200");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }
}

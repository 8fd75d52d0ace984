//! The editor's Difficulty window: how hard is the board being drawn? Bots
//! play it at each level in the background ([`crate::editor::difficulty`]),
//! with a progress bar and Cancel, and the same games on the front board
//! for comparison. The figures say which version of the board they are
//! for: after an edit they are marked old until estimated again.

use std::sync::Arc;

use egui::{RichText, Role, Ui, WidgetInfo};

use super::{EditorScreen, Notice};
use crate::app::language::Tr;
use crate::editor::difficulty::{
    Bots, Comparison, Figures, FrontCache, Job, Level, MAX_TURNS, Progress, RunState, Spec,
    Subject, compare,
};
use crate::engine::board::Board;
use crate::engine::board::io::{BoardError, load_board};
use crate::engine::{Difficulty, Mode};
use crate::i18n::{Lang, args, terms};

/// The game counts offered, per level and board.
pub const GAME_COUNTS: [u64; 4] = [100, 200, 400, 1_000];

/// The Difficulty window's state, kept by the editor screen.
pub struct DifficultyPanel {
    /// The window is shown.
    pub open: bool,
    /// Games per level (tests set a small count).
    pub games: u64,
    /// Who plays them.
    pub bots: Bots,
    job: Option<Job>,
    /// The document revision the job estimates.
    revision: u64,
    /// The front board, loaded at the first estimate (why not, worded
    /// when shown, in the language of the moment).
    front: Option<Result<Arc<Board>, Arc<BoardError>>>,
    /// Why the last estimate could not start.
    error: Option<StartError>,
}

/// Why an estimate could not start, kept as data until it is shown.
enum StartError {
    /// The board cannot be played (its problems).
    Invalid(crate::engine::board::InvalidBoard),
    /// The job did not start (the system's reason).
    Job(String),
}

impl Default for DifficultyPanel {
    fn default() -> Self {
        DifficultyPanel {
            open: false,
            games: 200,
            bots: Bots::Fast,
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
    pub fn button_ui(&mut self, ui: &mut Ui, tr: Tr) {
        if ui
            .selectable_label(self.open, tr.get("editor-difficulty"))
            .on_hover_text(tr.get("editor-difficulty-hint"))
            .clicked()
        {
            self.open = !self.open;
        }
    }

    /// The front board, loaded once; its figures are cached for the session.
    fn front(&mut self) -> Result<Arc<Board>, Arc<BoardError>> {
        self.front
            .get_or_insert_with(|| {
                let path = crate::app::boards_dir().join("front.json");
                load_board(&path).map(Arc::new).map_err(Arc::new)
            })
            .clone()
    }

    fn start(&mut self, board: Board, revision: u64, ctx: &egui::Context) {
        let front = self.front();
        let spec = Spec {
            board: Arc::new(board),
            front: front.ok(),
            games: self.games,
            bots: self.bots,
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
            Err(e) => self.error = Some(StartError::Job(e.to_string())),
        }
    }
}

impl EditorScreen {
    /// The Difficulty window, when open.
    pub(super) fn difficulty_ui(&mut self, ui: &Ui) {
        let mut open = self.difficulty.open;
        // Below the toolbars, over the canvas: the side panel stays usable.
        let top = ui.ctx().content_rect().center_top() + egui::vec2(-150.0, 90.0);
        egui::Window::new(self.tr().get("editor-difficulty-title"))
            .id(egui::Id::unique("editor_difficulty_window"))
            .open(&mut open)
            .default_width(640.0)
            .default_pos(top)
            .pivot(egui::Align2::CENTER_TOP)
            .show(ui.ctx(), |ui| self.difficulty_contents_ui(ui));
        self.difficulty.open = open;
    }

    fn difficulty_contents_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let lang = tr.lang;
        let intro = match self.difficulty.bots {
            Bots::Fast => "editor-difficulty-intro",
            Bots::Strong => "editor-difficulty-intro-strong",
        };
        ui.label(RichText::new(tr.get(intro)).small());
        let progress = self.difficulty.progress();
        let running = progress.as_ref().is_some_and(Progress::is_running);
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.get("editor-difficulty-bots"));
            for (bots, name, hint) in [
                (
                    Bots::Fast,
                    "editor-difficulty-bots-fast",
                    "editor-difficulty-bots-fast-hint",
                ),
                (
                    Bots::Strong,
                    "editor-difficulty-bots-strong",
                    "editor-difficulty-bots-strong-hint",
                ),
            ] {
                let chosen = self.difficulty.bots == bots;
                if ui
                    .add_enabled(!running, egui::Button::selectable(chosen, tr.get(name)))
                    .on_hover_text(tr.get(hint))
                    .clicked()
                {
                    self.difficulty.bots = bots;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.get("editor-difficulty-games"));
            for n in GAME_COUNTS {
                let text = thousands_in(lang, n);
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
            self.difficulty.revision != self.doc.revision()
                || p.games != self.difficulty.games
                || p.bots != self.difficulty.bots
        });
        // Outside a row, so that the long problem text wraps.
        if let Some(why) = &blocking {
            Notice::error(tr.args(
                "editor-difficulty-has-errors",
                &args([("why", why.as_str().into())]),
            ))
            .ui(ui);
        }
        ui.horizontal(|ui| {
            if blocking.is_some() {
                return;
            }
            let text = tr.get(if progress.is_some() && !running {
                "editor-difficulty-again"
            } else {
                "editor-difficulty-start"
            });
            let finished = progress
                .as_ref()
                .is_some_and(|p| p.state == RunState::Finished);
            // Fresh figures would come out the same: nothing to run again.
            let can_start = !running && (!finished || stale);
            let button = ui
                .add_enabled(can_start, egui::Button::new(text))
                .on_disabled_hover_text(tr.get(if running {
                    "editor-difficulty-running"
                } else {
                    "editor-difficulty-fresh"
                }));
            if button.clicked() {
                match self.doc.can_play() {
                    Ok(board) => self.difficulty.start(board, self.doc.revision(), ui.ctx()),
                    Err(e) => self.difficulty.error = Some(StartError::Invalid(e)),
                }
            }
            if let Some(job) = &self.difficulty.job
                && running
            {
                let cancelling = job.is_cancelling();
                if ui
                    .add_enabled(
                        !cancelling,
                        egui::Button::new(tr.get("editor-difficulty-cancel")),
                    )
                    .on_hover_text(tr.get("editor-difficulty-cancel-hint"))
                    .clicked()
                {
                    job.cancel();
                }
            }
        });
        if let Some(error) = &self.difficulty.error {
            let text = match error {
                StartError::Invalid(e) => crate::text::invalid_board_text(lang, e),
                StartError::Job(why) => tr.args(
                    "editor-difficulty-cannot-start",
                    &args([("reason", why.as_str().into())]),
                ),
            };
            Notice::error(text).ui(ui);
        }
        if let Some(Err(e)) = &self.difficulty.front {
            Notice::error(tr.args(
                "editor-difficulty-no-front",
                &args([("reason", crate::text::board_error_text(lang, e).into())]),
            ))
            .ui(ui);
        }
        let Some(progress) = progress else {
            return;
        };
        let cancelling = self.difficulty.job.as_ref().is_some_and(Job::is_cancelling);
        status_ui(ui, tr, &progress, cancelling);
        if stale && !running {
            let (text, label) = if self.difficulty.revision != self.doc.revision() {
                (
                    tr.get("editor-difficulty-old"),
                    tr.get("editor-difficulty-old-label"),
                )
            } else if progress.bots != self.difficulty.bots {
                let played = args([(
                    "played",
                    match progress.bots {
                        Bots::Fast => "fast",
                        Bots::Strong => "strong",
                    }
                    .into(),
                )]);
                (
                    tr.args("editor-difficulty-other-bots-again", &played),
                    tr.args("editor-difficulty-other-bots", &played),
                )
            } else {
                let games = args([
                    ("games", thousands_in(lang, progress.games).into()),
                    ("wanted", thousands_in(lang, self.difficulty.games).into()),
                ]);
                (
                    tr.args("editor-difficulty-other-count-again", &games),
                    tr.args("editor-difficulty-other-count", &games),
                )
            };
            labelled(ui, RichText::new(text).italics(), &label);
        }
        figures_ui(ui, tr, &progress);
    }
}

/// The progress bar while running, else how the run ended.
fn status_ui(ui: &mut Ui, tr: Tr, p: &Progress, cancelling: bool) {
    let lang = tr.lang;
    let count = tr.args(
        "editor-difficulty-progress",
        &args([
            ("done", thousands_in(lang, p.done).into()),
            ("total", thousands_in(lang, p.total).into()),
        ]),
    );
    match &p.state {
        RunState::Running => {
            let what = match p.playing {
                Some((subject, level)) => tr.args(
                    "editor-difficulty-playing",
                    &args([
                        ("level", level_name(tr, level).into()),
                        ("board", board_id(subject).into()),
                        ("progress", count.into()),
                    ]),
                ),
                None => count,
            };
            let what = match p.time_left() {
                _ if cancelling => tr.args(
                    "editor-difficulty-cancelling",
                    &args([("what", what.into())]),
                ),
                // Said only where it helps: a long run (the strong bots, or
                // many games); a short one ends before it is read.
                Some(left) if left >= std::time::Duration::from_secs(60) => tr.args(
                    "editor-difficulty-left",
                    &args([
                        ("what", what.into()),
                        ("minutes", left.as_secs().div_ceil(60).into()),
                    ]),
                ),
                _ => what,
            };
            let fraction = p.done as f32 / p.total.max(1) as f32;
            // Not animated: the job asks for a frame after each chunk.
            let bar = ui.add(egui::ProgressBar::new(fraction).text(what.clone()));
            bar.widget_info(|| WidgetInfo::labeled(Role::ProgressIndicator, true, &what));
        }
        RunState::Finished => {
            let mut text = tr.args(
                "editor-difficulty-finished",
                &args([
                    ("games", thousands_in(lang, p.done).into()),
                    ("seconds", decimal(lang, p.elapsed.as_secs_f64()).into()),
                ]),
            );
            // Otherwise a second run looks short of games.
            if p.known_front_levels > 0 {
                text.push(' ');
                text.push_str(&tr.args(
                    "editor-difficulty-known",
                    &args([("count", p.known_front_levels.into())]),
                ));
            }
            labelled(ui, RichText::new(&text).small(), &text);
        }
        RunState::Cancelled => {
            let text = tr.args(
                "editor-difficulty-cancelled",
                &args([("progress", count.into())]),
            );
            labelled(ui, text.as_str(), &text);
        }
        RunState::Failed(why) => {
            Notice::error(tr.args(
                "editor-difficulty-failed",
                &args([("reason", why.to_string().into())]),
            ))
            .ui(ui);
        }
    }
}

/// The selector value of the board a figure is for.
fn board_id(subject: Subject) -> &'static str {
    match subject {
        Subject::Board => "this",
        Subject::Front => "front",
    }
}

/// A level's name as the game names it (terms.ftl): the family game, or
/// an experienced game's difficulty level.
fn level_name(tr: Tr, level: Level) -> String {
    tr.get(match level {
        Level::Family => terms::mode(Mode::Family),
        Level::Recruit => terms::level(Difficulty::Recruit),
        Level::Veteran => terms::level(Difficulty::Veteran),
        Level::Heroic => terms::level(Difficulty::Heroic),
    })
}

/// The table: a row per level, this board's figures and the front board's.
fn figures_ui(ui: &mut Ui, tr: Tr, p: &Progress) {
    egui::Grid::new("difficulty_figures")
        .striped(true)
        .num_columns(9)
        .show(ui, |ui| {
            let headings = [
                ("editor-difficulty-level", None),
                (
                    "editor-difficulty-wins",
                    Some("editor-difficulty-wins-hint"),
                ),
                (
                    "editor-difficulty-rescued",
                    Some("editor-difficulty-rescued-hint"),
                ),
                (
                    "editor-difficulty-lost",
                    Some("editor-difficulty-lost-hint"),
                ),
                (
                    "editor-difficulty-lost-victims",
                    Some("editor-difficulty-lost-victims-hint"),
                ),
                (
                    "editor-difficulty-lost-collapse",
                    Some("editor-difficulty-lost-collapse-hint"),
                ),
                (
                    "editor-difficulty-turns",
                    Some("editor-difficulty-turns-hint"),
                ),
                (
                    "editor-difficulty-front",
                    Some("editor-difficulty-front-hint"),
                ),
            ];
            for (heading, help) in headings {
                let r = ui.strong(tr.get(heading));
                if let Some(help) = help {
                    r.on_hover_text(tr.get(help));
                }
            }
            ui.strong("");
            ui.end_row();
            for level in Level::ALL {
                row_ui(ui, tr, p, level);
                ui.end_row();
            }
        });
    for level in Level::ALL {
        let Some(Ok(f)) = p.result(Subject::Board, level) else {
            continue;
        };
        let t = &f.totals;
        for text in turn_limited_texts(tr, level, t, p.bots) {
            Notice::error(text).ui(ui);
        }
        let errors = t.faults();
        if errors > 0 {
            Notice::error(tr.args(
                "editor-difficulty-engine-errors",
                &args([
                    ("level", level_name(tr, level).into()),
                    ("errors", errors.into()),
                ]),
            ))
            .ui(ui);
        }
    }
}

fn row_ui(ui: &mut Ui, tr: Tr, p: &Progress, level: Level) {
    let lang = tr.lang;
    let name = level_name(tr, level);
    let named = |key: &str, what: &str, value: String| {
        tr.args(
            key,
            &args([("level", name.as_str().into()), (what, value.into())]),
        )
    };
    let playing = |subject| p.playing == Some((subject, level));
    let pending = |ui: &mut Ui, subject| {
        ui.weak(if playing(subject) {
            tr.get("editor-difficulty-playing-now")
        } else {
            "–".to_owned()
        });
    };
    match p.result(Subject::Board, level) {
        Some(Ok(f)) if f.without_vehicles => {
            ui.label(tr.args(
                "editor-difficulty-no-vehicles",
                &args([("level", name.as_str().into())]),
            ))
            .on_hover_text(tr.get("editor-difficulty-no-vehicles-hint"));
        }
        _ => {
            ui.label(&name);
        }
    }
    match p.result(Subject::Board, level) {
        Some(Ok(f)) => {
            labelled(ui, wins(lang, f), &wins_label_in(tr, level, f));
            let mean = |n| decimal(lang, f.mean(n));
            let share = |n| percent(lang, f.share(n));
            let cells = [
                (
                    mean(f.totals.rescued),
                    "editor-difficulty-rescued-label",
                    "mean",
                ),
                (mean(f.totals.lost), "editor-difficulty-lost-label", "mean"),
                (
                    share(f.totals.victims_lost),
                    "editor-difficulty-lost-victims-label",
                    "share",
                ),
                (
                    share(f.totals.collapses),
                    "editor-difficulty-lost-collapse-label",
                    "share",
                ),
                (
                    mean(f.totals.turns),
                    "editor-difficulty-turns-label",
                    "mean",
                ),
            ];
            for (text, key, what) in cells {
                let label = named(key, what, text.clone());
                labelled(ui, text.as_str(), &label);
            }
        }
        Some(Err(e)) => {
            let reason = e.to_string();
            let text = tr.args(
                "editor-difficulty-unplayable",
                &args([("reason", reason.as_str().into())]),
            );
            labelled(
                ui,
                text.as_str(),
                &named("editor-difficulty-unplayable-label", "reason", reason),
            );
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
                wins(lang, front),
                &named("editor-difficulty-front-wins", "wins", wins(lang, front)),
            );
            match p.result(Subject::Board, level) {
                Some(Ok(board)) => {
                    let comparison = comparison_id(compare(board, front));
                    let word = tr.args(
                        "editor-difficulty-comparison",
                        &args([("comparison", comparison.into())]),
                    );
                    let label = named(
                        "editor-difficulty-comparison-label",
                        "comparison",
                        comparison.to_owned(),
                    );
                    labelled(ui, word.as_str(), &label)
                        .on_hover_text(tr.get("editor-difficulty-comparison-hint"));
                }
                _ => {
                    ui.label("");
                }
            }
        }
        Some(Err(e)) => {
            labelled(
                ui,
                "–",
                &named(
                    "editor-difficulty-front-unplayable",
                    "reason",
                    e.to_string(),
                ),
            );
            ui.label("");
        }
        None => {
            pending(ui, Subject::Front);
            ui.label("");
        }
    }
}

/// The selector value of how this board compares with the front board.
fn comparison_id(comparison: Comparison) -> &'static str {
    match comparison {
        Comparison::Easier => "easier",
        Comparison::Harder => "harder",
        Comparison::AboutTheSame => "same",
    }
}

/// "35% (31–39%)".
fn wins(lang: Lang, f: &Figures) -> String {
    format!("{} ({})", percent(lang, f.win_rate()), interval(lang, f))
}

/// The AccessKit label of a level's wins, in English: "Family: 35% wins
/// (31–39%)".
pub fn wins_label(level: Level, f: &Figures) -> String {
    wins_label_in(Tr::new(Lang::En), level, f)
}

/// The AccessKit label of a level's wins in `tr`'s language.
pub fn wins_label_in(tr: Tr, level: Level, f: &Figures) -> String {
    tr.args(
        "editor-difficulty-wins-label",
        &args([
            ("level", level_name(tr, level).into()),
            ("rate", percent(tr.lang, f.win_rate()).into()),
            ("interval", interval(tr.lang, f).into()),
        ]),
    )
}

/// The 95% interval of the win rate: "31–39%".
fn interval(lang: Lang, f: &Figures) -> String {
    let (lo, hi) = f.interval();
    format!("{:.0}–{}", 100.0 * lo, percent(lang, hi))
}

/// "35%"; German and Russian put a (non-breaking) space before the sign.
fn percent(lang: Lang, share: f64) -> String {
    let whole = format!("{:.0}", 100.0 * share);
    match lang {
        Lang::En | Lang::It => format!("{whole}%"),
        Lang::De | Lang::Ru => format!("{whole}\u{a0}%"),
    }
}

/// A mean with one decimal: "2.5", "2,5" with a decimal comma.
fn decimal(lang: Lang, x: f64) -> String {
    let text = format!("{x:.1}");
    match lang {
        Lang::En => text,
        Lang::It | Lang::De | Lang::Ru => text.replace('.', ","),
    }
}

/// A label whose AccessKit name is `label` (a figure with what it is).
fn labelled(ui: &mut Ui, text: impl Into<egui::WidgetText>, label: &str) -> egui::Response {
    let response = ui.label(text);
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, label));
    response
}

/// "1,000".
fn thousands(n: u64) -> String {
    grouped(n, ",")
}

/// A count with its thousands grouped as `lang` writes them: "1,000",
/// "1.000", "1 000" (glossary §3).
fn thousands_in(lang: Lang, n: u64) -> String {
    match lang {
        Lang::En => thousands(n),
        Lang::It | Lang::De => grouped(n, "."),
        Lang::Ru => grouped(n, "\u{a0}"),
    }
}

fn grouped(n: u64, separator: &str) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(c);
    }
    out
}

/// What a level's games that did not end say: how many, and where to
/// look. Those left with no POI on the board waited for POIs the dice
/// could not place (Ruling R50), a matter of the board's dice; in the
/// others the bots found nothing worth doing.
fn turn_limited_texts(tr: Tr, level: Level, t: &crate::sim::Totals, bots: Bots) -> Vec<String> {
    let say = |key: &str, stuck: u64| {
        tr.args(
            key,
            &args([
                ("level", level_name(tr, level).into()),
                ("stuck", stuck.into()),
                ("games", t.games.into()),
                ("turns", thousands_in(tr.lang, u64::from(MAX_TURNS)).into()),
            ]),
        )
    };
    let mut texts = Vec::new();
    if t.waiting_for_pois > 0 {
        texts.push(say(
            "editor-difficulty-waiting-for-pois",
            t.waiting_for_pois,
        ));
    }
    let idle = t.bots_idle();
    if idle > 0 {
        let text = say("editor-difficulty-turn-limited", idle);
        // Fast bots stand still where a way on takes several steps
        // (docs/bots.md: about one random board's game in two hundred).
        texts.push(match bots {
            Bots::Fast => format!("{text} {}", tr.get("editor-difficulty-turn-limited-fast")),
            Bots::Strong => text,
        });
    }
    texts
}

#[cfg(test)]
mod tests {
    use super::{
        Bots, Lang, Level, Tr, decimal, percent, thousands, thousands_in, turn_limited_texts,
    };

    /// Games that did not end: how many of how many, and with the fast
    /// bots, that the strong ones may find a way on (fast bots stood idle
    /// on random boards the default bot finished, docs/bots.md).
    #[test]
    fn difficulty_games_that_did_not_end_say_where_to_look() {
        let t = crate::sim::Totals {
            games: 200,
            turn_limited: 3,
            ..Default::default()
        };
        let text = |lang, bots| {
            let texts = turn_limited_texts(Tr::new(lang), Level::Recruit, &t, bots);
            assert_eq!(texts.len(), 1, "{texts:?}");
            texts.concat()
        };
        let fast = text(Lang::En, Bots::Fast);
        assert!(
            fast.contains("3 of 200 games did not end within 1,000 turns"),
            "{fast}"
        );
        assert!(fast.contains("nothing worth doing"), "{fast}");
        assert!(
            fast.ends_with("the strong ones may find a way on."),
            "{fast}"
        );
        let strong = text(Lang::En, Bots::Strong);
        assert!(!strong.contains("strong ones"), "{strong}");
        let de = text(Lang::De, Bots::Fast);
        assert!(de.contains("3 von 200 Spielen"), "{de}");
        assert!(
            de.ends_with("die starken finden vielleicht einen Weg."),
            "{de}"
        );
    }

    /// Games cut at the turn bound with no POI left on the board waited
    /// for POIs the dice could not place (Ruling R50): said apart, as a
    /// matter of the board's dice, not of the bots.
    #[test]
    fn difficulty_games_waiting_for_pois_are_said_apart() {
        let t = crate::sim::Totals {
            games: 200,
            turn_limited: 5,
            waiting_for_pois: 3,
            ..Default::default()
        };
        let texts = turn_limited_texts(Tr::new(Lang::En), Level::Veteran, &t, Bots::Fast);
        assert_eq!(texts.len(), 2, "{texts:?}");
        assert!(
            texts[0].starts_with("Veteran: 3 of 200 games did not end within 1,000 turns with no POI left on the board")
                && texts[0].contains("(Ruling R50)")
                && !texts[0].contains("strong ones"),
            "{}",
            texts[0]
        );
        assert!(
            texts[1].starts_with("Veteran: 2 of 200 games did not end")
                && texts[1].contains("nothing worth doing"),
            "{}",
            texts[1]
        );
        let all_waiting = crate::sim::Totals {
            turn_limited: 3,
            ..t
        };
        let texts = turn_limited_texts(Tr::new(Lang::Ru), Level::Veteran, &all_waiting, Bots::Fast);
        assert_eq!(texts.len(), 1, "{texts:?}");
        assert!(texts[0].contains("3 из 200 игр"), "{}", texts[0]);
    }

    #[test]
    fn difficulty_counts_have_thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(200), "200");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    /// Issue 16: each language groups thousands and writes decimals and
    /// percentages its own way (glossary §3).
    #[test]
    fn difficulty_figures_are_written_as_each_language_writes_numbers() {
        assert_eq!(thousands_in(Lang::En, 8_000), "8,000");
        assert_eq!(thousands_in(Lang::It, 8_000), "8.000");
        assert_eq!(thousands_in(Lang::De, 1_234_567), "1.234.567");
        assert_eq!(thousands_in(Lang::Ru, 8_000), "8\u{a0}000");
        assert_eq!(thousands_in(Lang::Ru, 200), "200");
        assert_eq!(decimal(Lang::En, 2.46), "2.5");
        assert_eq!(decimal(Lang::De, 2.46), "2,5");
        assert_eq!(percent(Lang::En, 0.35), "35%");
        assert_eq!(percent(Lang::It, 0.35), "35%");
        assert_eq!(percent(Lang::Ru, 0.35), "35\u{a0}%");
    }
}

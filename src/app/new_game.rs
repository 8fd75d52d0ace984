//! The new-game dialog: board (the front of the base game unless another is
//! asked for), family or experienced (modules, level, scenarios),
//! firefighters with colours, players and specialists (each with its card
//! text), vehicle spots, and the seed (random, editable, shown in the game).
//! Each seat is played by a person or a bot (issue 15): one person can play
//! with bot teammates.

use std::sync::Arc;

use egui::{Color32, RichText, Ui};

use crate::app::BoardEntry;
use crate::app::board_view::{COLOUR_NAMES, FIREFIGHTER_COLOURS};
use crate::app::language::Tr;
use crate::app::play::PlayScreen;
use crate::app::rules_window::rules_window_ui;
use crate::engine::board::RuleSet;
use crate::engine::config::{ConfigError, FamilySetupKind, ScenarioMisfit, SpecialistChoice};
use crate::engine::specialist::Specialist;
use crate::engine::state::GameState;
use crate::engine::{Difficulty, GameConfig, Mode, Modules, Pos, Scenario};
use crate::i18n::{Lang, args, terms};
use crate::session::{SeatInfo, Session};
use crate::text::{RulesSection, board_title, rules_card_before_play};

mod seats;

pub struct NewGameDialog {
    pub entry: BoardEntry,
    boards: Vec<BoardEntry>,
    pub mode: Mode,
    pub modules: Modules,
    pub difficulty: Difficulty,
    pub scenarios: Vec<Scenario>,
    pub firefighters: u8,
    pub players: Vec<String>,
    /// Which seats bots play.
    pub bots: Vec<bool>,
    pub colours: Vec<usize>,
    pub specialists: Vec<Option<Specialist>>,
    /// The card each seat took by becoming a bot (EXP-SETUP-10, the bots'
    /// choice): a seat given back to a person still holding it returns to
    /// Random, so a seat switched to a bot and back by mistake is as it was.
    bot_cards: Vec<Option<Specialist>>,
    pub engine: Option<Pos>,
    pub ambulance: Option<Pos>,
    pub random_setup: bool,
    pub seed: String,
    error: Option<String>,
    /// The rules card of the game as set up (*Rules summary*, F1), and what
    /// it was worded for: the language, the board and the configuration.
    rules_open: bool,
    rules_card: Option<((Lang, usize, GameConfig), Vec<RulesSection>)>,
}

/// A seed from the clock: different each game, shown so it can be shared.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    (nanos % 1_000_000_000) as u64
}

impl NewGameDialog {
    /// The dialog on the default board: see [`default_board`].
    pub fn on_default_board(boards: &[BoardEntry]) -> Option<NewGameDialog> {
        default_board(boards).map(|entry| NewGameDialog::new(entry, boards))
    }

    pub fn new(entry: BoardEntry, boards: &[BoardEntry]) -> NewGameDialog {
        NewGameDialog {
            entry,
            boards: boards.to_vec(),
            mode: Mode::Family,
            modules: Modules::ALL,
            difficulty: Difficulty::Recruit,
            scenarios: Vec::new(),
            firefighters: 4,
            players: vec![String::new(); 6],
            bots: vec![false; 6],
            colours: (0..6).collect(),
            specialists: vec![None; 6],
            bot_cards: vec![None; 6],
            engine: None,
            ambulance: None,
            random_setup: false,
            seed: fresh_seed().to_string(),
            rules_open: false,
            rules_card: None,
            error: None,
        }
    }

    /// The dialog for another game like the one `config` and `seats`
    /// describe: the same rules and seats (players, colours, bots, cards as
    /// chosen, Random staying Random), on `entry`, with a fresh seed, so a
    /// table plays again without setting itself up again.
    pub fn again(
        entry: BoardEntry,
        boards: &[BoardEntry],
        config: &GameConfig,
        seats: &[SeatInfo],
    ) -> NewGameDialog {
        let mut dialog = NewGameDialog::new(entry, boards);
        dialog.set_config(config);
        for (i, seat) in seats.iter().enumerate().take(dialog.players.len()) {
            dialog.players[i] = seat.player.clone();
            dialog.bots[i] = seat.bot;
            if let Some(k) = COLOUR_NAMES.iter().position(|&n| n == seat.colour) {
                dialog.colours[i] = k;
            }
        }
        dialog
    }

    /// Fills the dialog in from `config` (the command line's options), so
    /// what was asked for is what the Start button plays.
    pub fn set_config(&mut self, config: &GameConfig) {
        self.mode = config.mode;
        self.firefighters = config.firefighters.clamp(1, 6);
        self.random_setup = config.setup == FamilySetupKind::Random;
        self.modules = config.modules;
        self.difficulty = config.difficulty;
        self.scenarios = config.scenarios.clone();
        self.engine = config.engine;
        self.ambulance = config.ambulance;
        self.specialists = vec![None; 6];
        self.bot_cards = vec![None; 6];
        for (slot, choice) in self.specialists.iter_mut().zip(&config.specialists) {
            *slot = choice.0;
        }
    }

    /// Drops the reason Start last gave, worded in the language just left
    /// (Start words it again if it still holds).
    pub fn forget_error(&mut self) {
        self.error = None;
    }

    /// The configuration the dialog describes.
    pub fn config(&self) -> GameConfig {
        let mut config = GameConfig::family(self.firefighters);
        config.mode = self.mode;
        config.setup = if self.random_setup || !self.entry.board.has_family_setup() {
            FamilySetupKind::Random
        } else {
            FamilySetupKind::Fixed
        };
        if self.mode == Mode::Experienced {
            config.modules = self.modules;
            config.difficulty = self.difficulty;
            // A board with one spot for a vehicle leaves nothing to choose:
            // the vehicle starts there rather than asking for a click.
            let [engine, ambulance] = self.only_spots();
            config.engine = self.engine.or(engine);
            config.ambulance = self.ambulance.or(ambulance);
            if self.modules.specialists && !self.scenarios.contains(&Scenario::VolunteerCrew) {
                config.specialists = self.specialists[..usize::from(self.firefighters)]
                    .iter()
                    .map(|s| SpecialistChoice(*s))
                    .collect();
            }
        }
        config.scenarios = self.scenarios.clone();
        config
    }

    /// The Engine's and the Ambulance's spot where the board has exactly
    /// one for it.
    fn only_spots(&self) -> [Option<Pos>; 2] {
        let board = &self.entry.board;
        let engine = match board.engine_spots() {
            [spot] => Some(board.pos(spot.cells[0])),
            _ => None,
        };
        let ambulance = match board.ambulance_spots() {
            [spot] => Some(board.pos(spot[0])),
            _ => None,
        };
        [engine, ambulance]
    }

    /// Starts the game, or says why it cannot start (in English; the
    /// dialog starts it in its own language).
    pub fn start(&mut self) -> Option<Box<PlayScreen>> {
        self.start_in(Lang::En)
    }

    /// Starts the game, or says why it cannot start, in `lang`.
    fn start_in(&mut self, lang: Lang) -> Option<Box<PlayScreen>> {
        let Ok(seed) = self.seed.trim().parse::<u64>() else {
            self.error = Some(Tr::new(lang).args(
                "new-game-bad-seed",
                &args([("seed", self.seed.as_str().into())]),
            ));
            return None;
        };
        let path = (!self.entry.path.as_os_str().is_empty()).then(|| self.entry.path.clone());
        match Session::new(Arc::clone(&self.entry.board), path, self.config(), seed) {
            Ok(session) => {
                let n = usize::from(self.firefighters);
                let colours: Vec<Color32> = self.colours[..n]
                    .iter()
                    .map(|&k| FIREFIGHTER_COLOURS[k % 6])
                    .collect();
                let players = self.players[..n].to_vec();
                let bots = self.bots[..n].to_vec();
                Some(Box::new(PlayScreen::with_seats(
                    session, players, colours, bots,
                )))
            }
            Err(e) => {
                self.error = Some(config_error_text(Tr::new(lang), &e));
                None
            }
        }
    }

    /// Returns `Ok(game)` on Start, `Err(())` on Cancel.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<Result<Box<PlayScreen>, ()>> {
        let tr = Tr::of(ui.ctx());
        let mut result = None;
        // The seed, Start and Cancel stay in view however long the seats
        // and the cards' texts make the rest.
        egui::Panel::bottom("new-game-start").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let label = ui.label(tr.get("new-game-seed"));
                ui.add(egui::TextEdit::singleline(&mut self.seed).desired_width(120.0))
                    .labelled_by(label.id);
                if ui
                    .button(tr.get("new-game-new-seed"))
                    .on_hover_text(tr.get("new-game-new-seed-hint"))
                    .clicked()
                {
                    self.seed = fresh_seed().to_string();
                }
            });
            if let Some(e) = &self.error {
                ui.label(RichText::new(e).color(Color32::from_rgb(180, 40, 20)));
            }
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                if ui
                    .button(RichText::new(tr.get("new-game-start")).size(18.0))
                    .clicked()
                    && let Some(play) = self.start_in(tr.lang)
                {
                    result = Some(Ok(play));
                }
                if ui.button(tr.get("cancel")).clicked() {
                    result = Some(Err(()));
                }
                ui.separator();
                if ui
                    .button(tr.get("rules-menu"))
                    .on_hover_text(tr.get("rules-dialog-hint"))
                    .clicked()
                {
                    self.rules_open = !self.rules_open;
                }
            });
            ui.add_space(4.0);
        });
        if ui.input(|i| i.key_pressed(egui::Key::F1)) {
            self.rules_open = !self.rules_open;
        }
        self.rules_card_ui(ui, tr);
        egui::ScrollArea::vertical()
            // The full width: shrunk to its content, the bar stood against
            // the seats' card menus.
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.heading(tr.get("new-game-heading"));
                egui::Grid::new("new-game")
                    .num_columns(2)
                    .spacing([16.0, 8.0])
                    .show(ui, |ui| {
                        let label = ui.label(tr.get("new-game-board"));
                        egui::ComboBox::from_id_salt("board")
                            .selected_text(board_title(tr.lang, &self.entry.name))
                            .show_ui(ui, |ui| {
                                for b in self.boards.clone() {
                                    if ui
                                        .selectable_label(
                                            b.path == self.entry.path,
                                            board_title(tr.lang, &b.name),
                                        )
                                        .clicked()
                                    {
                                        self.entry = b;
                                        self.engine = None;
                                        self.ambulance = None;
                                    }
                                }
                            })
                            .response
                            .labelled_by(label.id);
                        ui.end_row();
                        let rules = self.entry.board.rules();
                        ui.label(tr.get("new-game-expansion"));
                        ui.label(tr.get(match rules {
                            RuleSet::Base => "new-game-expansion-none",
                            RuleSet::SecondStory => "new-game-expansion-second-story",
                            RuleSet::HighRise => "new-game-expansion-high-rise",
                            RuleSet::Brownstone => "new-game-expansion-brownstone",
                        }));
                        ui.end_row();
                        // 2nd Story names its two setups after the modes (2ND-SETUP-1/2).
                        let second_story = rules == RuleSet::SecondStory;
                        let (family, experienced) = if second_story {
                            (
                                tr.get("new-game-family-easy"),
                                tr.get("new-game-experienced-hard"),
                            )
                        } else {
                            (
                                tr.get(terms::mode(Mode::Family)),
                                tr.get(terms::mode(Mode::Experienced)),
                            )
                        };
                        ui.label(tr.get("new-game-rules"));
                        ui.horizontal(|ui| {
                            ui.radio_value(&mut self.mode, Mode::Family, family);
                            ui.radio_value(&mut self.mode, Mode::Experienced, experienced);
                        });
                        ui.end_row();
                        if self.mode == Mode::Family && second_story {
                            ui.label(tr.get("new-game-setup"));
                            ui.label(tr.get("new-game-setup-second-story"));
                            ui.end_row();
                        } else if self.mode == Mode::Family && !self.entry.board.has_family_setup()
                        {
                            ui.label(tr.get("new-game-setup"));
                            ui.label(tr.get("new-game-setup-no-family"));
                            ui.end_row();
                        } else if self.mode == Mode::Family {
                            ui.label(tr.get("new-game-setup"));
                            ui.checkbox(&mut self.random_setup, tr.get("new-game-random-setup"));
                            ui.end_row();
                        }
                        if self.mode == Mode::Experienced {
                            ui.label(tr.get("new-game-level"));
                            ui.horizontal(|ui| {
                                for level in Difficulty::ALL {
                                    let hint = tr.args(
                                        "new-game-level-hint",
                                        &args([
                                            ("explosions", level.explosions().into()),
                                            ("hazmat", level.hazmat().into()),
                                            ("extra", level.extra_hot_spots().into()),
                                        ]),
                                    );
                                    ui.radio_value(
                                        &mut self.difficulty,
                                        level,
                                        tr.get(terms::level(level)),
                                    )
                                    .on_hover_text(hint);
                                }
                            });
                            ui.end_row();
                            ui.label(tr.get("new-game-modules"));
                            ui.vertical(|ui| {
                                let m = &mut self.modules;
                                // What each module brings, on hover: its name
                                // alone says little to a new player.
                                let module = |ui: &mut Ui, on: &mut bool, key: &str, hint: &str| {
                                    ui.checkbox(on, tr.get(key)).on_hover_text(tr.get(hint));
                                };
                                module(
                                    ui,
                                    &mut m.specialists,
                                    "new-game-module-specialists",
                                    "new-game-module-specialists-hint",
                                );
                                module(
                                    ui,
                                    &mut m.hazmat,
                                    "new-game-module-hazmat",
                                    "new-game-module-hazmat-hint",
                                );
                                // High Rise has no Ambulance (URB-HIGHRISE-GEN-2).
                                let vehicles = if self.entry.board.ambulance_spots().is_empty() {
                                    "new-game-module-vehicles-no-ambulance"
                                } else {
                                    "new-game-module-vehicles"
                                };
                                module(
                                    ui,
                                    &mut m.vehicles,
                                    vehicles,
                                    "new-game-module-vehicles-hint",
                                );
                                module(
                                    ui,
                                    &mut m.hot_spots,
                                    "new-game-module-hot-spots",
                                    "new-game-module-hot-spots-hint",
                                );
                                module(
                                    ui,
                                    &mut m.experienced_setup,
                                    "new-game-module-experienced-setup",
                                    "new-game-module-experienced-setup-hint",
                                );
                                // A board drawn without arrows: the rule
                                // rolls again rather than follow them
                                // (EXP-POI-3), which its name would hide.
                                let board = &self.entry.board;
                                let (poi, poi_hint) =
                                    if board.cell_ids().any(|c| board.cell(c).arrow.is_some()) {
                                        (
                                            "new-game-module-experienced-poi",
                                            "new-game-module-experienced-poi-hint",
                                        )
                                    } else {
                                        (
                                            "new-game-module-experienced-poi-no-arrows",
                                            "new-game-module-experienced-poi-no-arrows-hint",
                                        )
                                    };
                                module(ui, &mut m.experienced_poi, poi, poi_hint);
                            });
                            ui.end_row();
                        }
                        ui.label(tr.get("new-game-scenarios"));
                        // Two columns: the experienced game's eight in one would
                        // push the seats and parking below a laptop's screen.
                        egui::Grid::new("scenarios")
                            .num_columns(2)
                            .spacing([16.0, 4.0])
                            .show(ui, |ui| {
                                let shown = Scenario::ALL.into_iter().filter(|&s| {
                                    self.mode == Mode::Experienced || s == Scenario::FriendInNeed
                                });
                                for (i, s) in shown.enumerate() {
                                    let mut on = self.scenarios.contains(&s);
                                    if ui
                                        .checkbox(&mut on, tr.get(terms::scenario(s)))
                                        .on_hover_text(crate::text::scenario_summary(tr.lang, s))
                                        .changed()
                                    {
                                        if on {
                                            self.scenarios.push(s);
                                        } else {
                                            self.scenarios.retain(|x| *x != s);
                                        }
                                    }
                                    if i % 2 == 1 {
                                        ui.end_row();
                                    }
                                }
                            });
                        ui.end_row();
                        let label = ui.label(tr.get("new-game-firefighters"));
                        let count = tr.args(
                            "new-game-firefighters-count",
                            &args([("count", self.firefighters.into())]),
                        );
                        ui.add(egui::Slider::new(&mut self.firefighters, 1..=6).text(count))
                            .labelled_by(label.id);
                        ui.end_row();
                    });
                ui.add_space(6.0);
                self.seats_ui(ui, tr);
                if self.mode == Mode::Experienced && self.modules.vehicles {
                    ui.add_space(6.0);
                    let board = Arc::clone(&self.entry.board);
                    for (label, spots, choice) in [
                        (
                            "new-game-engine-spot",
                            board
                                .engine_spots()
                                .iter()
                                .map(|s| s.cells[0])
                                .collect::<Vec<_>>(),
                            &mut self.engine,
                        ),
                        (
                            "new-game-ambulance-spot",
                            board.ambulance_spots().iter().map(|s| s[0]).collect(),
                            &mut self.ambulance,
                        ),
                    ] {
                        if spots.is_empty() {
                            continue;
                        }
                        ui.horizontal(|ui| {
                            let name = ui.label(tr.get(label));
                            if let [only] = spots[..] {
                                // Nothing to choose: config() parks it there.
                                let pos = board.pos(only).to_string();
                                ui.label(
                                    tr.args("new-game-spot-only", &args([("pos", pos.into())])),
                                )
                                .labelled_by(name.id);
                                return;
                            }
                            let text =
                                choice.map_or(tr.get("new-game-spot-at-setup"), |p| p.to_string());
                            egui::ComboBox::from_id_salt(label)
                                .selected_text(text)
                                .show_ui(ui, |ui| {
                                    ui.selectable_value(
                                        choice,
                                        None,
                                        tr.get("new-game-spot-at-setup"),
                                    );
                                    for c in spots {
                                        let p = board.pos(c);
                                        ui.selectable_value(choice, Some(p), p.to_string());
                                    }
                                })
                                .response
                                .labelled_by(name.id);
                        });
                    }
                }
            });
        result
    }
}

impl NewGameDialog {
    /// The rules card of the game as set up, while it is open; worded again
    /// when the language, the board or an option changes. Options that do
    /// not make a game (the Start button says why) show none.
    fn rules_card_ui(&mut self, ui: &Ui, tr: Tr) {
        if !self.rules_open {
            return;
        }
        let config = self.config();
        // The board by identity: a new board being tried has no path.
        let board = Arc::as_ptr(&self.entry.board) as usize;
        let key = (tr.lang, board, config.clone());
        if self.rules_card.as_ref().is_none_or(|(k, _)| *k != key) {
            let sections = match GameState::new(Arc::clone(&self.entry.board), config, 0) {
                Ok(state) => rules_card_before_play(tr.lang, &state),
                // What Start would say, in place of the card.
                Err(e) => vec![RulesSection {
                    title: config_error_text(tr, &e),
                    rows: Vec::new(),
                }],
            };
            self.rules_card = Some((key, sections));
        }
        if let Some((_, sections)) = &self.rules_card {
            rules_window_ui(ui.ctx(), tr, sections, &mut self.rules_open);
        }
    }
}

/// The board a new game starts on: the front of the base game (the board
/// players know first) when it is there, else the first listed.
pub fn default_board(boards: &[BoardEntry]) -> Option<BoardEntry> {
    let front = boards.iter().find(|b| {
        b.path
            .file_stem()
            .is_some_and(|stem| stem.eq_ignore_ascii_case("front"))
    });
    front.or(boards.first()).cloned()
}

/// Why a configuration cannot start a game, in the dialog's language: the
/// engine's reason (the CLI prints its stable English) with the cards,
/// scenarios and vehicles named as the dialog names them.
pub fn config_error_text(tr: Tr, error: &ConfigError) -> String {
    let scenario = |s: Scenario| tr.get(terms::scenario(s));
    let vehicle = |v: crate::engine::Vehicle| {
        tr.get(match v {
            crate::engine::Vehicle::Engine => "vehicle-engine",
            crate::engine::Vehicle::Ambulance => "vehicle-ambulance",
        })
    };
    match *error {
        ConfigError::Firefighters(n) => {
            tr.args("new-game-error-firefighters", &args([("count", n.into())]))
        }
        ConfigError::TooManySpecialists {
            given,
            firefighters,
        } => tr.args(
            "new-game-error-too-many-specialists",
            &args([
                ("given", given.into()),
                ("firefighters", firefighters.into()),
            ]),
        ),
        ConfigError::SpecialistTwice(card) => tr.args(
            "new-game-error-specialist-twice",
            &args([("card", tr.get(terms::specialist(card)).into())]),
        ),
        ConfigError::SpecialistsOff => tr.get("new-game-error-specialists-off"),
        ConfigError::ScenarioTwice(s) => tr.args(
            "new-game-error-scenario-twice",
            &args([("scenario", scenario(s).into())]),
        ),
        ConfigError::Scenario { scenario: s, why } => {
            let key = match why {
                ScenarioMisfit::NeedsExperienced => "new-game-error-needs-experienced",
                ScenarioMisfit::ModuleOff => "new-game-error-module-off",
                ScenarioMisfit::RandomSpecialists => "new-game-error-random-specialists",
                ScenarioMisfit::NeedsHeroic => "new-game-error-needs-heroic",
            };
            tr.args(key, &args([("scenario", scenario(s).into())]))
        }
        ConfigError::Incompatible(a, b) => tr.args(
            "new-game-error-incompatible",
            &args([
                ("scenario", scenario(a).into()),
                ("other", scenario(b).into()),
            ]),
        ),
        ConfigError::NotASpot { vehicle: v, cell } => tr.args(
            "new-game-error-not-a-spot",
            &args([
                ("vehicle", vehicle(v).into()),
                ("cell", cell.to_string().into()),
            ]),
        ),
        ConfigError::NoSpots(v) => tr.args(
            "new-game-error-no-spots",
            &args([("vehicle", vehicle(v).into())]),
        ),
        ConfigError::VehiclesOff => tr.get("new-game-error-vehicles-off"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Vehicle;

    /// Issue 16: every reason a game cannot start is worded in every
    /// language, every variable filled in, the scenarios by their titles.
    #[test]
    fn every_config_error_is_worded_in_every_language() {
        let mut errors = vec![
            ConfigError::Firefighters(7),
            ConfigError::TooManySpecialists {
                given: 3,
                firefighters: 2,
            },
            ConfigError::SpecialistTwice(Specialist::Paramedic),
            ConfigError::SpecialistsOff,
            ConfigError::ScenarioTwice(Scenario::HottestSpot),
            ConfigError::Incompatible(Scenario::UnreportedHazmat, Scenario::ArsonistsTraces),
            ConfigError::NotASpot {
                vehicle: Vehicle::Engine,
                cell: Pos::new(0, 5),
            },
            ConfigError::NoSpots(Vehicle::Ambulance),
            ConfigError::VehiclesOff,
        ];
        errors.extend(ScenarioMisfit::ALL.map(|why| ConfigError::Scenario {
            scenario: Scenario::TrueHeroes,
            why,
        }));
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for e in &errors {
                let text = config_error_text(tr, e);
                assert!(!text.contains('{') && !text.contains("new-game-"), "{text}");
            }
        }
        // A preset spot the board lacks (`flashpoint play --engine 5,9` on
        // the back board) names the vehicle's spots and the way out: the
        // list beside it.
        let not_a_spot = ConfigError::NotASpot {
            vehicle: Vehicle::Engine,
            cell: Pos::new(5, 9),
        };
        assert_eq!(
            config_error_text(Tr::new(Lang::En), &not_a_spot),
            "Engine at 5,9: that is not a cell of one of the board's Engine spots; choose one from the list"
        );
        let ru = config_error_text(
            Tr::new(Lang::Ru),
            &ConfigError::Scenario {
                scenario: Scenario::TrueHeroes,
                why: ScenarioMisfit::NeedsHeroic,
            },
        );
        assert_eq!(
            ru,
            "В сценарий «Настоящие герои» играют на уровне «Герой» (SCEN-HEROES-1)"
        );
    }

    /// The dialog names its seats as the game will (a bot says it is one,
    /// in the dialog's language), "Firefighter 2" for a person not named.
    #[test]
    fn seats_are_named_as_the_game_names_them() {
        let (boards, _) = crate::app::list_boards(&crate::app::boards_dir());
        let entry = boards.first().cloned().expect("a shipped board");
        let mut dialog = NewGameDialog::new(entry, &boards);
        dialog.players[0] = " Ann ".into();
        dialog.bots[1] = true;
        dialog.bots[2] = true;
        dialog.players[2] = "Cleo".into();
        let (en, ru) = (Tr::new(Lang::En), Tr::new(Lang::Ru));
        let names = |tr: &Tr| (0..4).map(|i| dialog.seat_who(tr, i)).collect::<Vec<_>>();
        assert_eq!(names(&en), ["Ann", "Bot 2", "Bot Cleo", "Firefighter 4"]);
        assert_eq!(names(&ru), ["Ann", "Бот 2", "Бот Cleo", "Пожарный 4"]);
    }
}

//! The new-game dialog's seats: who plays each (a person or a bot, issue
//! 15), its colour, name and specialist card (EXP-SETUP-10), and the
//! bots' choice of cards.

use egui::{Color32, Ui};

use super::NewGameDialog;
use crate::app::board_view::{COLOUR_NAMES, FIREFIGHTER_COLOURS};
use crate::app::language::Tr;
use crate::app::play::seat_shown_name;
use crate::bot::team::{cards_are_chosen, choose_cards};
use crate::engine::specialist::Specialist;
use crate::engine::{Mode, Scenario};
use crate::i18n::{args, terms};
use crate::session::SeatInfo;

impl NewGameDialog {
    /// The seats' table under the buttons that seat bots: who plays each
    /// seat, its colour, its player's name and, in the experienced game,
    /// its specialist card.
    pub(super) fn seats_ui(&mut self, ui: &mut Ui, tr: Tr) {
        ui.horizontal(|ui| self.seat_buttons_ui(ui));
        // Where the seats' rows may reach: a card's text fills the
        // row's room up to there (a grid column would squeeze it).
        let right_edge = ui.max_rect().right();
        egui::Grid::new("seats")
            .num_columns(4)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                ui.strong(tr.get("new-game-seat"));
                ui.strong(tr.get("new-game-plays"));
                ui.strong(tr.get("new-game-colour"));
                ui.strong(tr.get("new-game-player"));
                if self.mode == Mode::Experienced && self.modules.specialists {
                    ui.strong(tr.get("new-game-specialist"));
                }
                ui.end_row();
                for i in 0..usize::from(self.firefighters) {
                    let seat = ui
                        .label(tr.args("new-game-firefighter", &args([("seat", (i + 1).into())])));
                    self.plays_ui(ui, i);
                    let chosen = self.colours[i] % FIREFIGHTER_COLOURS.len();
                    // The name in the text colour beside a swatch: a
                    // dark colour as text would not read on a dark theme.
                    ui.horizontal(|ui| {
                        swatch(ui, FIREFIGHTER_COLOURS[chosen]);
                        egui::ComboBox::from_id_salt(("colour", i))
                            .selected_text(colour_name(tr, chosen))
                            .show_ui(ui, |ui| {
                                for (k, &colour) in FIREFIGHTER_COLOURS.iter().enumerate() {
                                    ui.horizontal(|ui| {
                                        swatch(ui, colour);
                                        ui.selectable_value(
                                            &mut self.colours[i],
                                            k,
                                            colour_name(tr, k),
                                        );
                                    });
                                }
                            })
                            .response
                            .labelled_by(seat.id);
                    });
                    // Sized explicitly: a grid column would squeeze it
                    // to the width of its header. Wide enough for the
                    // hint in every language ("имя (необязательно)").
                    ui.add_sized(
                        [180.0, ui.spacing().interact_size.y],
                        egui::TextEdit::singleline(&mut self.players[i]).hint_text(
                            if self.bots[i] {
                                tr.args("new-game-bot-name", &args([("seat", (i + 1).into())]))
                            } else {
                                tr.get("new-game-name-hint")
                            },
                        ),
                    )
                    .labelled_by(seat.id);
                    if self.mode == Mode::Experienced && self.modules.specialists {
                        self.card_ui(ui, i, &seat, right_edge);
                    }
                    ui.end_row();
                }
            });
    }

    /// The seat's Specialist cell: the card chosen (or Random) with its
    /// text beside it; under Volunteer crew, which deals the cards
    /// (SCEN-VOLUNTEER-1), only saying so: a card shown as chosen would be
    /// dropped as the game starts.
    fn card_ui(&mut self, ui: &mut Ui, i: usize, seat: &egui::Response, right_edge: f32) {
        let tr = Tr::of(ui.ctx());
        if self.scenarios.contains(&Scenario::VolunteerCrew) {
            let scenario = tr.get(terms::scenario(Scenario::VolunteerCrew));
            ui.weak(tr.args(
                "new-game-card-dealt",
                &args([("scenario", scenario.into())]),
            ))
            .labelled_by(seat.id);
            return;
        }
        let text = match self.specialists[i] {
            Some(card) => tr.get(terms::specialist(card)),
            None => tr.get("new-game-random-card"),
        };
        let mine = self.specialists[i];
        let mut picked = None;
        // Tall enough for every card: the default height hid the last one
        // under a scroll fade.
        let spacing = ui.spacing();
        let row = spacing.interact_size.y + spacing.item_spacing.y;
        let list = (Specialist::ALL.len() + 1) as f32 * row + row / 2.0;
        let response = egui::ComboBox::from_id_salt(("card", i))
            .selected_text(text)
            .height(list.max(spacing.combo_height))
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(mine.is_none(), tr.get("new-game-random-card"))
                    .on_hover_text(tr.get("new-game-random-card-hint"))
                    .clicked()
                {
                    picked = Some(None);
                }
                for card in Specialist::ALL {
                    let (label, hint) = self.card_choice_text(&tr, i, card);
                    if ui
                        .selectable_label(mine == Some(card), label)
                        .on_hover_text(hint)
                        .clicked()
                    {
                        picked = Some(Some(card));
                    }
                }
            })
            .response
            .labelled_by(seat.id);
        if let Some(card) = picked {
            self.choose_card(i, card);
        }
        // The chosen card's text beside it, so players pick without the
        // rulebook: in the room the row leaves, not a line each below the
        // seats (with six seats they pushed the parking spots out of sight).
        if let Some(card) = self.specialists[i] {
            let ability = tr.get(terms::ability(card));
            response.on_hover_text(&ability);
            let room = egui::vec2(
                (right_edge - ui.cursor().left()).max(80.0),
                ui.spacing().interact_size.y,
            );
            ui.allocate_ui_with_layout(
                room,
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| ui.add(egui::Label::new(egui::RichText::new(&ability).weak()).truncate()),
            );
        }
    }

    /// The buttons above the seats: "Play alone with bots", and in the
    /// experienced game "Bots choose their cards" (EXP-SETUP-10).
    fn seat_buttons_ui(&mut self, ui: &mut Ui) {
        let tr = Tr::of(ui.ctx());
        if self.firefighters > 1
            && ui
                .button(tr.get("new-game-play-alone"))
                .on_hover_text(tr.get("new-game-play-alone-hint"))
                .clicked()
        {
            // A seat a person had (the last game's table) becomes a bot
            // under the bot's own name: not "Bot Bo" for Bo's old seat.
            for seat in 1..self.players.len().min(self.bots.len()) {
                if !self.bots[seat] {
                    self.players[seat].clear();
                }
            }
            self.set_plays(0, false);
            for seat in 1..self.bots.len() {
                self.set_plays(seat, true);
            }
            // A player alone wants teammates that play well: the bots take
            // their measured cards at once (a card already set stays).
            self.bots_take_cards();
        }
        let seats = usize::from(self.firefighters);
        if cards_are_chosen(&self.config()) && self.bots[..seats].iter().any(|&b| b) {
            // Greyed once every bot has a card: a click would change nothing.
            let on_random = (0..seats).any(|i| self.bots[i] && self.specialists[i].is_none());
            if ui
                .add_enabled(on_random, egui::Button::new(tr.get("new-game-bots-choose")))
                .on_hover_text(tr.get("new-game-bots-choose-hint"))
                .on_disabled_hover_text(tr.get("new-game-bots-choose-done"))
                .clicked()
            {
                self.bots_take_cards();
            }
        }
    }

    /// Seat `seat` takes `card`; a seat that had it takes the card (or
    /// Random) `seat` had, so a table swaps cards in one choice rather
    /// than meeting "chosen twice" at Start (SPEC-GEN-3: each card once).
    /// A bot left on Random by the swap takes the bots' best free card at
    /// once, as a seat does that becomes a bot: dealt at random at Start,
    /// it would play with a card the bots do worst with.
    fn choose_card(&mut self, seat: usize, card: Option<Specialist>) {
        // A card a person picks is theirs, not the bots' choice.
        self.bot_cards[seat] = None;
        let previous = std::mem::replace(&mut self.specialists[seat], card);
        if card.is_none() || previous == card {
            return;
        }
        if let Some(holder) = card.and_then(|c| self.other_holder(seat, c)) {
            self.specialists[holder] = previous;
            self.bot_cards[holder] = None;
            if previous.is_none() && self.bots[holder] {
                self.take_bot_cards(|s| s == holder);
            }
        }
    }

    /// The seat other than `seat` that holds `card`, among those in play.
    fn other_holder(&self, seat: usize, card: Specialist) -> Option<usize> {
        let seats = usize::from(self.firefighters).min(self.specialists.len());
        (0..seats).find(|&j| j != seat && self.specialists[j] == Some(card))
    }

    /// Who plays seat `seat`, as the game will name them
    /// ([`seat_shown_name`]: "Ann", "Bot 2", "Bot Cleo" for a bot named
    /// Cleo), else "Firefighter 2" for a person not named.
    pub(super) fn seat_who(&self, tr: &Tr, seat: usize) -> String {
        let info = SeatInfo {
            player: self.players[seat].trim().to_owned(),
            colour: String::new(),
            bot: self.bots[seat],
        };
        if info.player.is_empty() && !info.bot {
            return tr.args("new-game-firefighter", &args([("seat", (seat + 1).into())]));
        }
        seat_shown_name(*tr, seat, &info)
    }

    /// A card's line in seat `seat`'s list and its hover text: a card
    /// another seat holds names that seat, and its hover says a choice
    /// swaps the two.
    fn card_choice_text(&self, tr: &Tr, seat: usize, card: Specialist) -> (String, String) {
        let name = tr.get(terms::specialist(card));
        let ability = tr.get(terms::ability(card));
        match self.other_holder(seat, card) {
            Some(holder) => {
                let a = args([
                    ("card", name.into()),
                    ("who", self.seat_who(tr, holder).into()),
                ]);
                let swap = tr.args("new-game-card-swap-hint", &a);
                (
                    tr.args("new-game-card-held", &a),
                    format!("{ability}\n{swap}"),
                )
            }
            None => (name, ability),
        }
    }

    /// Each bot seat left on Random takes the card the bots play best with
    /// among those no other seat has (EXP-SETUP-10); nothing in a game
    /// whose cards are dealt.
    fn bots_take_cards(&mut self) {
        let bots = self.bots.clone();
        self.take_bot_cards(|seat| bots[seat]);
    }

    /// The seats `seats` picks that are on Random take the bots' cards
    /// ([`choose_cards`]), remembered as the bots' choice.
    fn take_bot_cards(&mut self, seats: impl Fn(usize) -> bool) {
        let cards = choose_cards(&self.config(), &self.entry.board, seats);
        for (seat, card) in cards.into_iter().enumerate() {
            if card.is_some() {
                self.specialists[seat] = card;
                self.bot_cards[seat] = card;
            }
        }
    }

    /// Seat `seat` goes to a bot (`bot`) or a person. A seat that becomes
    /// a bot on Random takes the bots' best free card at once, as a person
    /// would choose theirs (EXP-SETUP-10; dealt at random the bots won
    /// 13.5% at Recruit against 22–30% with their cards, docs/bots.md).
    /// Given back to a person, a seat still holding the card it took
    /// returns to Random.
    fn set_plays(&mut self, seat: usize, bot: bool) {
        if self.bots[seat] == bot {
            return;
        }
        self.bots[seat] = bot;
        if bot {
            self.take_bot_cards(|s| s == seat);
        } else if let Some(card) = self.bot_cards[seat].take()
            && self.specialists[seat] == Some(card)
        {
            self.specialists[seat] = None;
        }
    }

    /// Who plays seat `i`: one button that switches between a person and a
    /// bot, read out as "Seat 2 plays: Bot".
    fn plays_ui(&mut self, ui: &mut Ui, i: usize) {
        let tr = Tr::of(ui.ctx());
        let text = tr.get(if self.bots[i] {
            "new-game-bot"
        } else {
            "new-game-human"
        });
        let response = ui
            .add(egui::Button::new(text.as_str()).min_size(egui::vec2(64.0, 0.0)))
            .on_hover_text(tr.get("new-game-plays-hint"));
        let label = tr.args(
            "new-game-seat-plays",
            &args([("seat", (i + 1).into()), ("who", text.as_str().into())]),
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.clicked() {
            self.set_plays(i, !self.bots[i]);
        }
    }
}

/// A small square of a player's colour, with a dark edge so pale colours
/// show on a light theme too (drawn, not a widget: the name beside it is
/// what is read out).
fn swatch(ui: &mut Ui, colour: Color32) {
    let side = ui.spacing().interact_size.y * 0.7;
    let (rect, _) = ui.allocate_exact_size(egui::Vec2::splat(side), egui::Sense::hover());
    ui.painter().rect_filled(rect, 3, colour);
    ui.painter().rect_stroke(
        rect,
        3,
        egui::Stroke::new(1.0, Color32::from_gray(40)),
        egui::StrokeKind::Inside,
    );
}

/// A player colour's name in the dialog's language (saved games keep the
/// English one).
fn colour_name(tr: Tr, k: usize) -> String {
    let english = COLOUR_NAMES[k % COLOUR_NAMES.len()];
    terms::colour(english).map_or_else(|| english.to_string(), |key| tr.get(key))
}

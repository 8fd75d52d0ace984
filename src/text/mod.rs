//! Words for players: the one place that phrases the game for the people at
//! the table. The engine reports data ([`Event`], [`Action`], [`ActionError`]);
//! this module owns how a player reads it: the game log, menu items, and why
//! an action is refused.
//!
//! Everything goes through a [`Names`] context, built from the board and the
//! players' names, so a place or a firefighter reads the same in every line:
//!
//! - a space is named by the dice coordinates printed on it, "3,8", with the
//!   floor's name on boards with several floors ("3,8 Upper floor"); spaces
//!   without printed coordinates (the outside ring) continue the floor's
//!   numbering ("0,3", "7,5"). Never the engine's "1:2,3".
//! - a wall, door or window is named by what it is and where: "the door
//!   between 3,4 and 3,5", "the wall east of 3,8" (an outer wall is named
//!   from the building's side).
//! - a firefighter is "Ann (Firefighter 1)", or "Firefighter 1" without a
//!   name; seats count from 1.
//! - Victims and Hazmat count from 1 ("Victim 1" is the engine's token 0).
//!   Face-down POIs have no number: the engine's token ids are tied to the
//!   faces, so a number would give a POI away.
//!
//! Every line is a Project Fluent message (`src/i18n/<lang>/log.ftl` and
//! `refusal.ftl`) in the language the [`Names`] carry, English unless
//! [`Names::with_lang`] says otherwise: the command line, scripts and saved
//! logs use the English lines, which stay as they always were. The names
//! are the messages' variables, each in the grammatical [`Case`] its place
//! in the sentence needs; what a word agrees with (an edge's kind, a
//! count) is passed as a selector, so each language builds its own
//! sentence. In Italian, German and Russian a space reads "3-8".
//!
//! The matches over [`Event`], [`Action`] and [`ActionError`], and over the
//! reasons a refusal carries ([`crate::engine::reason`]), have no wildcard,
//! so a new variant does not compile until it is worded here.
//!
//! [`Event`]: crate::engine::event::Event
//! [`Action`]: crate::engine::action::Action
//! [`ActionError`]: crate::engine::action::ActionError

mod action;
mod event;
mod names;
mod problem;
mod refusal;
mod rules_card;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_lang;

pub use action::{action_line, driver_gets_off, played_action_line, with_price};
pub use event::{event_line, event_line_after, move_key};
pub use names::{
    Case, Names, board_title, capitalise, coords_text, die_name, edge_kind_key, level_name,
    number_victims, outcome_line, price_text, side_key, specialist_name, vehicle_key, vehicle_name,
};
pub use problem::{
    board_error_text, board_save_error_text, floor_words, invalid_board_text, more_problems_line,
    place_words, problem_line, problem_message, read_error_text, roll_words_in, save_error_text,
    severity_word, spot_words,
};
pub use refusal::{refusal_line, stage_line};
pub use rules_card::{
    RulesRow, RulesSection, rules_card, rules_card_before_play, scenario_summary,
};

//! Bot seats (issue 15) and the new-game dialog: bots playing their turns,
//! seats handed over, undo, save and load with bots, the cards, levels and
//! scenarios chosen in the dialog, the summary of the bots' turns. The
//! Hint is in hints.rs.

use super::*;

/// A family game on the front board (seed 42, three firefighters) where
/// Firefighter 1 is a person and the new-game dialog's seat buttons make
/// seats 2 and 3 bots; played at Instant speed. Frames are stepped, not
/// run: a thinking bot shows a spinner, which repaints until it is done.
fn one_human_two_bots() -> Harness<'static, FlashpointApp> {
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "42".into();
    dialog.firefighters = 3;
    h.run();
    for seat in [2, 3] {
        h.get_by_label(&format!("Seat {seat} plays: Human")).click();
        h.run();
        h.get_by_label(&format!("Seat {seat} plays: Bot"));
    }
    h.get_by_label("Seat 1 plays: Human");
    h.get_by_label("Start").click();
    h.run();
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Instant;
    h.run();
    h
}

/// Steps frames, with short sleeps so the bot threads can answer, until
/// `done` or two minutes pass (a decision may take up to 200 ms, and the
/// tests run side by side on two cores); whether `done` came.
pub(super) fn step_until(
    h: &mut Harness<'static, FlashpointApp>,
    mut done: impl FnMut(&mut Harness<'static, FlashpointApp>) -> bool,
) -> bool {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while std::time::Instant::now() < deadline {
        h.step();
        if done(h) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    false
}

/// Steps until no bot is to act and no animation runs; false if that never
/// happens. Notes whether "Bot N is thinking…" was shown on the way.
fn let_the_bots_play(h: &mut Harness<'static, FlashpointApp>, seen: &mut Vec<String>) -> bool {
    let finished = step_until(h, |h| {
        for seat in [2, 3] {
            let label = format!("Bot {seat} is thinking…");
            if h.query_by_label(&label).is_some() && !seen.contains(&label) {
                seen.push(label);
            }
        }
        let play = h.state_mut().play_screen().expect("play");
        play.bot_to_act().is_none() && !play.is_animating()
    });
    if finished {
        h.run();
    }
    finished
}

/// Issue 15: one person and two bots. The person places and the bots
/// place after it; the person plays a turn and ends it; the bots play
/// theirs, each action in the log, and the game waits for the person again.
#[test]
fn one_human_and_two_bots_play_their_turns() {
    let mut h = one_human_two_bots();
    let seats = session(&mut h).seats().to_vec();
    assert_eq!(
        seats.iter().map(|s| s.bot).collect::<Vec<_>>(),
        [false, true, true]
    );
    let who = h.state_mut().play_screen().expect("play").who(1);
    assert!(who.contains("Bot 2"), "a bot seat says so: {who}");
    h.get_by_label("cell 0,6").click();
    h.step();
    let mut seen = Vec::new();
    assert!(let_the_bots_play(&mut h, &mut seen), "the bots placed");
    let s = session(&mut h);
    assert_eq!(s.state().stage(), Stage::Actions);
    assert_eq!(s.state().active(), 0);
    assert!(s.state().firefighters()[2].cell.is_some(), "bot 3 placed");
    // The person's turn: a step in, then End turn.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("1,6"));
    let before = session(&mut h).played().len();
    let log_before = h.state_mut().play_screen().expect("play").log_text().len();
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End turn (Enter)").click();
    h.step();
    // On a bot's turn a person's keys do not move its firefighter.
    let played = session(&mut h).played().len();
    assert_eq!(session(&mut h).bot_to_act(), Some(1));
    // The four arrows in one frame (key_press would run a frame per key
    // event, and the bot may act in each).
    for key in [
        egui::Key::ArrowUp,
        egui::Key::ArrowRight,
        egui::Key::ArrowDown,
        egui::Key::ArrowLeft,
    ] {
        h.input_mut().events.push(egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.step();
    let play = h.state_mut().play_screen().expect("play");
    let said = play.message.as_ref().map(|m| m.text.clone());
    assert_eq!(
        said.as_deref(),
        Some("Bot 2 is playing: wait for your turn")
    );
    // The bot plays one action a frame at most; four arrows would be four.
    assert!(
        play.session.played().len() <= played + 1,
        "only the bot acted"
    );
    assert!(
        let_the_bots_play(&mut h, &mut seen),
        "the bots finished their turns"
    );
    let s = session(&mut h);
    assert!(!s.state().is_over());
    assert_eq!(s.state().active(), 0, "Firefighter 1's turn again");
    assert!(s.bot_to_act().is_none());
    let by = |seat: u8| {
        s.played()[before..]
            .iter()
            .filter(|p| p.actor == seat)
            .count()
    };
    assert!(by(1) >= 1 && by(2) >= 1, "both bots acted");
    assert!(
        s.played()[before..]
            .iter()
            .any(|p| p.actor == 1 && p.action == Action::EndTurn)
    );
    assert!(
        s.played()[before..]
            .iter()
            .any(|p| p.actor == 2 && p.action == Action::EndTurn)
    );
    let play = h.state_mut().play_screen().expect("play");
    let log = play.log_text();
    assert!(
        log.len() > log_before + 2,
        "the log gained the bots' actions"
    );
    assert!(
        log[log_before..]
            .iter()
            .any(|l| l.contains("Bot 2 (Firefighter 2)"))
    );
    assert!(
        log[log_before..]
            .iter()
            .any(|l| l.contains("Bot 3 (Firefighter 3)"))
    );
    assert!(
        seen.iter().any(|l| l.starts_with("Bot 2")) && seen.iter().any(|l| l.starts_with("Bot 3")),
        "the side panel said who was thinking: {seen:?}"
    );
    // The person acts again: no one is said to be thinking.
    assert!(h.query_by_label_contains("is thinking").is_none());
}

/// Game ▸ Who plays: a person's seat handed to a bot mid-game is played
/// by the bot from its next turn on, named as a bot ("Bot Bo") in what it
/// does from then on only, and saved so; unticked, it is the person's
/// again.
#[test]
fn a_seat_is_handed_to_a_bot_and_taken_back() {
    let mut h = ann_and_bo_game();
    place_two(&mut h);
    open_who_plays(&mut h);
    h.get_by_label("Firefighter 2 (green, Bo): a bot plays")
        .click();
    h.run();
    assert!(session(&mut h).is_bot(1));
    assert!(!session(&mut h).is_bot(0));
    h.key_press(egui::Key::Escape);
    h.run();
    // Ann ends her turn; the bot plays Bo's and the game waits for Ann.
    h.key_press(egui::Key::E);
    h.run();
    confirm_end_turn(&mut h);
    assert!(let_the_bots_play(&mut h, &mut Vec::new()), "the bot played");
    let s = session(&mut h);
    assert_eq!(s.state().active(), 0, "Ann's turn again");
    assert!(
        s.played().iter().any(|p| p.actor == 1),
        "the bot acted for Bo"
    );
    assert!(s.to_json().contains("\"bot\": true"), "saved as a bot seat");
    assert!(
        h.query_all_by_label_contains("Bot Bo").next().is_some(),
        "named as a bot"
    );
    // The log names Bo's own placement as Bo's: only what the bot did is
    // the bot's.
    let log = session(&mut h).log();
    assert!(
        log.iter()
            .any(|l| l.starts_with("Bo (Firefighter 2) starts at")),
        "{log:#?}"
    );
    assert!(
        !log.iter()
            .any(|l| l.starts_with("Bot Bo (Firefighter 2) starts at"))
    );
    assert!(log.iter().any(|l| l.starts_with("Bot Bo (Firefighter 2) ")));
    // Bo comes back to the table.
    open_who_plays(&mut h);
    h.get_by_label("Firefighter 2 (green, Bot Bo): a bot plays")
        .click();
    h.run();
    assert!(!session(&mut h).is_bot(1));
    assert!(!session(&mut h).has_bots());
    // What the bot did in its turn is still told as the bot's.
    h.get_by_label_contains("Bot Bo: ");
}

/// A seat handed to a bot by mistake: Ann ticks her own seat, her bot
/// acts at once; Undo takes back its steps with Ann's last action and
/// gives the seat back to her (the bot does not play the turn anew);
/// Redo hands it to the bot again.
#[test]
fn undo_gives_a_seat_handed_to_a_bot_back_to_its_person() {
    let mut h = ann_and_bo_game();
    // A bot action at a time, as a table sees them.
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Slow;
    place_two(&mut h);
    let to = first_step(&mut h);
    h.get_by_label(&format!("cell {to}")).click();
    h.run();
    assert_eq!(session(&mut h).played().len(), 3);
    open_who_plays(&mut h);
    h.get_by_label("Firefighter 1 (blue, Ann): a bot plays")
        .click();
    // Frame by frame: `run` would let the bot play the whole turn.
    h.step();
    h.key_press(egui::Key::Escape);
    h.step();
    assert!(
        step_until(&mut h, |h| session(h).played().len() > 3),
        "Ann's bot acted"
    );
    assert!(session(&mut h).can_undo().is_ok(), "before any roll");
    h.get_by_label("Undo").click();
    h.run();
    let s = session(&mut h);
    assert_eq!(s.played().len(), 2, "back to before Ann's own step");
    assert!(!s.is_bot(0), "the seat is Ann's again");
    assert!(s.bot_to_act().is_none());
    for _ in 0..5 {
        h.step();
    }
    assert_eq!(session(&mut h).played().len(), 2, "no bot plays it anew");
    h.get_by_label("Redo").click();
    // Frames, not `run`: the bot thinks again at once, and its spinner
    // asks for frames until it has (beyond `run`'s budget when slow).
    h.step();
    h.step();
    let s = session(&mut h);
    assert!(s.played().len() > 3, "redo plays the steps again");
    assert!(s.is_bot(0), "and hands the seat to the bot again");
}

/// Opens Game ▸ Who plays, the seats' list.
pub(super) fn open_who_plays(h: &mut Harness<'static, FlashpointApp>) {
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Who plays").click();
    h.run();
}

/// Once the game is over nobody is left to hand a seat to: Who plays is
/// greyed out.
#[test]
fn who_plays_is_greyed_out_once_the_game_is_over() {
    let mut h = harness(FlashpointApp::new().with_session(finished_family_game()));
    h.run();
    h.get_by_label("Game").click();
    h.run();
    assert!(h.get_by_label("Who plays").accesskit_node().is_disabled());
}

/// Issue 15: after the bots placed, undo goes back to before the person's
/// placement (the bots' steps with it, so they do not just play again);
/// redo plays all three; the bot seats survive undo, save and load.
#[test]
fn bot_seats_survive_undo_save_and_load() {
    let mut h = one_human_two_bots();
    let seats = session(&mut h).seats().to_vec();
    h.get_by_label("cell 0,6").click();
    h.step();
    assert!(let_the_bots_play(&mut h, &mut Vec::new()));
    assert_eq!(session(&mut h).steps().len(), 3);
    h.get_by_label("Undo").click();
    for _ in 0..5 {
        h.step();
    }
    h.run();
    let s = session(&mut h);
    assert!(
        s.steps().is_empty(),
        "back to before the person's placement"
    );
    assert_eq!(s.state().stage(), Stage::PlaceFirefighters);
    assert_eq!(s.state().active(), 0);
    assert!(s.bot_to_act().is_none(), "the person places first");
    assert_eq!(s.seats(), seats.as_slice(), "undo keeps the bot seats");
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(session(&mut h).steps().len(), 3, "redo plays all three");
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("0,6"));
    let who = {
        let play = h.state_mut().play_screen().expect("play");
        [play.who(0), play.who(1), play.who(2)]
    };
    let (mut h2, dir) = saved_and_loaded(&mut h, "bots");
    let text = std::fs::read_to_string(dir.join("game.json")).expect("the save");
    assert_eq!(text.matches("\"bot\": true").count(), 2, "{text}");
    assert_eq!(session(&mut h2).seats(), seats.as_slice());
    let play = h2.state_mut().play_screen().expect("play");
    assert_eq!([play.who(0), play.who(1), play.who(2)], who);
    assert!(who[2].contains("Bot 3"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The specialist card each firefighter of the game started holds.
fn dealt_cards(
    h: &mut Harness<'static, FlashpointApp>,
) -> Vec<Option<flashpoint::engine::specialist::Specialist>> {
    session(h)
        .state()
        .firefighters()
        .iter()
        .map(|f| f.specialist)
        .collect()
}

/// EXP-SETUP-10 (cards chosen or random): in the new-game dialog, "Bots
/// choose their cards" gives each bot seat left on Random the card the
/// bots play best with, never one a person chose; the game deals them.
#[test]
fn bots_choose_their_cards_in_the_new_game_dialog() {
    use flashpoint::engine::Mode;
    use flashpoint::engine::specialist::Specialist::*;
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "3".into();
    dialog.firefighters = 3;
    h.run();
    assert!(
        h.query_by_label("Bots choose their cards").is_none(),
        "no bots, no button"
    );
    // Seats made bots in the family game have no cards to take; the
    // table then switches to the experienced game.
    h.get_by_label("Seat 2 plays: Human").click();
    h.run();
    h.get_by_label("Seat 3 plays: Human").click();
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.mode = Mode::Experienced;
    dialog.specialists[0] = Some(RescueSpecialist);
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(
        dialog.specialists[..3],
        [Some(RescueSpecialist), None, None]
    );
    h.get_by_label("Bots choose their cards").click();
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(
        dialog.specialists[..3],
        [
            Some(RescueSpecialist),
            Some(CafsFirefighter),
            Some(DriverOperator)
        ],
        "the person's card stays theirs; the bots take the next best"
    );
    // Every bot has a card: the button is greyed until one is on Random.
    let greyed = |h: &Harness<'static, FlashpointApp>| {
        h.get_by_label("Bots choose their cards")
            .accesskit_node()
            .is_disabled()
    };
    assert!(greyed(&h));
    open_card_list(&mut h, 3, "Driver/Operator");
    h.get_by_label("Random").click();
    h.run();
    assert!(!greyed(&h));
    h.get_by_label("Bots choose their cards").click();
    h.run();
    assert!(greyed(&h));
    h.get_by_label("Start").click();
    h.run();
    assert_eq!(
        dealt_cards(&mut h),
        [
            Some(RescueSpecialist),
            Some(CafsFirefighter),
            Some(DriverOperator)
        ]
    );
}

/// The first four seats' cards in the new-game dialog (None: Random).
fn dialog_cards(
    h: &mut Harness<'static, FlashpointApp>,
) -> Vec<Option<flashpoint::engine::specialist::Specialist>> {
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.specialists[..4].to_vec()
}

/// EXP-SETUP-10: a seat made a bot in the experienced game takes the
/// bots' best free card at once, as a person would choose theirs; a card
/// already set stays, and a seat given back to a person before anyone
/// touched its card returns to Random.
#[test]
fn a_seat_made_a_bot_takes_its_card() {
    use flashpoint::engine::Mode;
    use flashpoint::engine::specialist::Specialist::*;
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.firefighters = 4;
    dialog.mode = Mode::Experienced;
    dialog.specialists[0] = Some(RescueSpecialist);
    dialog.specialists[3] = Some(Paramedic);
    h.run();
    h.get_by_label("Seat 2 plays: Human").click();
    h.run();
    h.get_by_label("Seat 4 plays: Human").click();
    h.run();
    assert_eq!(
        dialog_cards(&mut h),
        [
            Some(RescueSpecialist),
            Some(CafsFirefighter),
            None,
            Some(Paramedic)
        ],
        "the new bot takes the best card nobody has; a set card stays"
    );
    h.get_by_label("Seat 2 plays: Bot").click();
    h.run();
    assert_eq!(
        dialog_cards(&mut h),
        [Some(RescueSpecialist), None, None, Some(Paramedic)],
        "back to a person: Random again"
    );
    h.get_by_label("Seat 4 plays: Bot").click();
    h.run();
    assert_eq!(
        dialog_cards(&mut h)[3],
        Some(Paramedic),
        "a card set before stays"
    );
}

/// A player alone wants teammates that play well: "Play alone with bots"
/// in the experienced game also gives the bots their cards (EXP-SETUP-10),
/// keeping any card already set; in the family game there are none.
#[test]
fn playing_alone_gives_the_bots_their_cards() {
    use flashpoint::engine::Mode;
    use flashpoint::engine::specialist::Specialist::*;
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.firefighters = 4;
    // The last game's table, kept by the dialog: Ann, Bo, and a bot Robo.
    dialog.players[..3].clone_from_slice(&["Ann".into(), "Bo".into(), "Robo".into()]);
    dialog.bots[2] = true;
    h.run();
    h.get_by_label("Play alone with bots").click();
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(dialog.specialists[..4], [None; 4], "family: no cards");
    // The person's seat keeps its name; Bo's seat becomes "Bot 2", not
    // "Bot Bo"; the bot named Robo keeps its name.
    assert_eq!(dialog.players[..3], ["Ann", "", "Robo"]);
    dialog.mode = Mode::Experienced;
    dialog.specialists[0] = Some(Generalist);
    dialog.specialists[2] = Some(FireCaptain);
    h.run();
    h.get_by_label("Play alone with bots").click();
    h.run();
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    assert_eq!(
        dialog.specialists[..4],
        [
            Some(Generalist),
            Some(RescueSpecialist),
            Some(FireCaptain),
            Some(CafsFirefighter)
        ],
        "the cards set stay; the bots on Random take their best free cards"
    );
}

/// Issue 16: with bots, the summary a person finds on their turn covers
/// everything since their End turn: the fire phases of their own turn and
/// of each bot's (merged, each item naming its cells), and a line per bot
/// saying what it did. The bots' placements are told the same way. The
/// person's next action clears it.
#[test]
fn the_summary_covers_every_fire_phase_and_bot_turn_since_the_persons_end_turn() {
    let mut h = one_human_two_bots();
    h.get_by_label("cell 0,6").click();
    h.step();
    assert!(
        let_the_bots_play(&mut h, &mut Vec::new()),
        "the bots placed"
    );
    let bot_start = h.get_by_label_contains("Bot 2: started at");
    let start = bot_start.accesskit_node().label().unwrap_or_default();
    let bot2_cell = ff_at(&mut h, 1).expect("bot 2 placed");
    assert!(start.contains(&bot2_cell), "{start} names {bot2_cell}");
    h.get_by_label_contains("Bot 3: started at");
    assert!(
        h.query_by_label("The fire phase:").is_none(),
        "no fire phase yet"
    );
    // The person's turn: a step in (which clears the summary), End turn.
    h.get_by_label("cell 1,6").click();
    h.run();
    assert!(h.query_by_label_contains("Bot 2:").is_none());
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End turn (Enter)").click();
    h.step();
    // Bot 2's turn begins: its fire phase's dice are forced onto a Fire
    // cell too far for it to put out, so that phase has an explosion.
    let explosion = {
        let s = session(&mut h).state();
        assert_eq!((s.stage(), s.active()), (Stage::Actions, 1));
        let bot = s.firefighters()[1].cell.map(|c| s.board().pos(c));
        let bot = bot.expect("bot 2 is on the board");
        (1..=6u8)
            .flat_map(|row| (1..=8u8).map(move |col| Pos::new(row, col)))
            .filter(|&p| s.fire_at_pos(p) == FireLevel::Fire)
            .max_by_key(|p| p.row.abs_diff(bot.row) + p.col.abs_diff(bot.col))
            .filter(|p| p.row.abs_diff(bot.row) + p.col.abs_diff(bot.col) >= 5)
            .expect("a Fire cell bot 2 cannot reach")
    };
    session(&mut h).force_dice(vec![explosion.row, explosion.col]);
    assert!(
        let_the_bots_play(&mut h, &mut Vec::new()),
        "the bots played their turns"
    );
    let s = session(&mut h);
    assert_eq!((s.state().active(), s.bot_to_act()), (0, None));
    // Bot 2's fire phase exploded there.
    let bot2_fire = s
        .played()
        .iter()
        .rev()
        .find(|p| p.actor == 1 && p.action == Action::EndTurn)
        .expect("bot 2 ended its turn");
    assert!(
        bot2_fire
            .events
            .contains(&flashpoint::engine::event::Event::Explosion { cell: explosion }),
        "the forced dice exploded at {explosion}"
    );
    // The summary says so, over the three fire phases, with the bots' turns.
    h.get_by_label_contains("3 fire phases since");
    let tells_of_the_explosion = |h: &Harness<'static, FlashpointApp>| {
        h.query_all_by_label_contains("explosion")
            .filter_map(|n| n.accesskit_node().label())
            .any(|l| l.contains(&explosion.to_string()))
    };
    assert!(
        tells_of_the_explosion(&h),
        "an explosion at {explosion} in the summary"
    );
    let bot2 = h.get_by_label_contains("Bot 2: ");
    let text_of_bot2 = bot2.accesskit_node().label().unwrap_or_default();
    assert!(
        !text_of_bot2.contains("started at"),
        "this turn's line: {text_of_bot2}"
    );
    h.get_by_label_contains("Bot 3: ");
    // All of it is in sight: the bots' line under the fire phases' is not
    // cut off by the board below the strip, also in smaller windows where
    // the fire phases' line wraps once and twice (and the board, as high as
    // it can be, starts right under the strip); at 740 points only with the
    // summary's items set closer than egui's default spacing.
    for (width, height) in [
        (1280.0, 820.0),
        (1000.0, 600.0),
        (800.0, 600.0),
        (740.0, 600.0),
    ] {
        h.set_size(egui::vec2(width, height));
        h.run();
        let board_top = h.get_by_label("cell 0,0").rect().top();
        for seat in [2, 3] {
            let line = h.get_by_label_contains(&format!("Bot {seat}: ")).rect();
            assert!(
                line.bottom() <= board_top,
                "{width}×{height}: bot {seat}'s line ends at {} under the board's top {board_top}",
                line.bottom()
            );
        }
    }
    // Narrower still, the summary runs past the strip and scrolls; Hide
    // stays in sight in the strip's corner (at the end of the last row it
    // was cut in half by the board's edge, or out of sight).
    for (width, height) in [(1280.0, 820.0), (740.0, 600.0), (600.0, 600.0)] {
        h.set_size(egui::vec2(width, height));
        h.run();
        let board_top = h.get_by_label("cell 0,0").rect().top();
        let hide = h.get_by_label("Hide").rect();
        assert!(
            hide.bottom() <= board_top,
            "{width}×{height}: Hide ends at {} under the board's top {board_top}",
            hide.bottom()
        );
    }
    h.set_size(egui::vec2(1280.0, 820.0));
    h.run();
    // Saved and loaded again (or continued after a restart), the game
    // shows the same summary: it is rebuilt from the game's history.
    let text = session(&mut h).to_json();
    let loaded = Session::from_json(&text, std::path::Path::new("summary.json")).expect("loads");
    let mut again = harness(FlashpointApp::new().with_session(loaded));
    again.run();
    again.get_by_label_contains("3 fire phases since");
    assert!(
        tells_of_the_explosion(&again),
        "the explosion at {explosion}, after loading"
    );
    let bot2_again = again.get_by_label_contains("Bot 2: ");
    assert_eq!(
        bot2_again.accesskit_node().label().unwrap_or_default(),
        text_of_bot2
    );
    again.get_by_label_contains("Bot 3: ");
    // A summary item is still picked by a click to show its cells.
    let item = |h: &Harness<'static, FlashpointApp>| {
        h.query_all_by_label_contains("explosion")
            .find(|n| {
                n.accesskit_node()
                    .label()
                    .is_some_and(|l| l.contains(&explosion.to_string()))
            })
            .map(|n| n.accesskit_node().toggled())
            .expect("the explosion item")
    };
    assert_eq!(item(&h), Some(egui::accesskit::Toggled::False));
    h.query_all_by_label_contains("explosion")
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.contains(&explosion.to_string()))
        })
        .expect("the explosion item")
        .click();
    h.run();
    assert_eq!(
        item(&h),
        Some(egui::accesskit::Toggled::True),
        "the item is picked"
    );
    // Hide takes it away.
    h.get_by_label("Hide").click();
    h.run();
    assert!(h.query_by_label_contains("fire phases since").is_none());
    assert!(h.query_by_label_contains("Bot 2: ").is_none());
}

/// The new-game dialog says what each level, module and scenario brings,
/// on hover: their names alone say little to a new player.
#[test]
fn the_dialog_explains_levels_modules_and_scenarios_on_hover() {
    let mut h = experienced_dialog_on("front");
    for (label, tooltip) in [
        (
            "Heroic",
            "4 explosions at the setup, 5 Hazmat, 3 more Hot Spots rolled (EXP-SETUP)",
        ),
        (
            "Recruit",
            "3 explosions at the setup, 3 Hazmat, no more Hot Spots rolled (EXP-SETUP)",
        ),
        (
            "Hot Spots",
            "A fire roll on a Hot Spot rolls again, and flare-ups add Hot Spots.",
        ),
        (
            "Arsonist's traces",
            "6 Hazmat at the setup. The game is won with 7 Victims rescued and 3 Hazmat carried out of the building.",
        ),
    ] {
        h.get_by_label(label).hover();
        h.run();
        h.run();
        assert!(
            h.query_by_label(tooltip).is_some(),
            "{label}: no tooltip {tooltip:?}"
        );
    }
}

/// The new-game dialog's *Rules summary* (or F1) shows the rules card of
/// the game as set up, worded again as the options change, without the
/// specialist cards (not dealt yet); options that make no game say why.
#[test]
fn the_dialog_shows_the_rules_card_of_the_game_as_set_up() {
    let mut h = experienced_dialog_on("brownstone");
    h.get_by_label("Rules summary (F1)").click();
    h.run();
    // Two Drives: to a spot on the same side, and to another side.
    assert_eq!(h.query_all_by_label("URB-BROWN-3").count(), 2);
    h.get_by_label("URB-BROWN-2");
    assert!(h.query_by_label("Specialists in this game").is_none());
    // The family game has no vehicles: no Drive, the family knockdown.
    h.state_mut().new_game_dialog().expect("the dialog").mode = flashpoint::engine::Mode::Family;
    h.run();
    assert!(h.query_by_label("URB-BROWN-3").is_none());
    h.get_by_label("FAM-KD-1");
    // True heroes is a Heroic scenario: at Recruit the card says so.
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.mode = flashpoint::engine::Mode::Experienced;
    dialog.scenarios = vec![flashpoint::engine::Scenario::TrueHeroes];
    h.run();
    let why = "is played at the Heroic level (SCEN-HEROES-1)";
    assert!(h.query_by_label("FAM-KD-1").is_none());
    assert!(h.query_by_label_contains(why).is_some());
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label_contains(why).is_none(), "F1 closes it");
}

/// The experienced game's whole dialog fits a laptop's window without
/// scrolling: the scenarios in two columns, the four seats with their
/// bots' cards, and the parking choices above the Seed and Start row
/// (they had been below it, in the scroll area, at 1280 × 820).
#[test]
fn the_experienced_dialog_fits_without_scrolling() {
    let mut h = experienced_dialog_on("brownstone");
    h.get_by_label("Play alone with bots").click();
    h.run();
    h.run();
    let fits = |h: &Harness<'static, FlashpointApp>, seats: u8| {
        let seed_row = h.get_by_label("Seed").rect().top();
        for label in ["Save the structure", "Ambulance spot", "Engine spot"] {
            let bottom = h.get_by_label(label).rect().bottom();
            assert!(
                bottom < seed_row,
                "{seats} seats: {label} ends at {bottom}, below the Seed row at {seed_row}"
            );
        }
    };
    fits(&h, 4);
    // Six seats too: each card's text is beside its card, not a line
    // under the seats (six such lines pushed the parking spots away).
    play_alone_with_bots(&mut h, 6);
    h.run();
    fits(&h, 6);
    // The text is there, beside the Rescue Specialist, whole (a grid
    // column had cut it to "4 AP…").
    let text = h
        .get_by_label("4 AP + 3 Move AP. Chop for 1 AP. Extinguishing costs double.")
        .rect();
    assert!(text.width() > 200.0, "{text:?}");
}

/// Seat `seat`'s specialist card list in the new-game dialog, opened: the
/// combo box read out with its seat's name ("Firefighter 2") whose value
/// is the card it shows.
fn open_card_list(h: &mut Harness<'static, FlashpointApp>, seat: usize, shows: &str) {
    h.query_all_by_label(&format!("Firefighter {seat}"))
        .find(|node| node.value().as_deref() == Some(shows))
        .unwrap_or_else(|| panic!("seat {seat}'s card list showing {shows}"))
        .click();
    h.run();
}

/// SPEC-GEN-3 (each card once in play) and EXP-SETUP-10 (cards chosen): a
/// card another seat holds is listed with who plays that seat (as the game
/// names it: "Bot Cleo" for a bot named Cleo, "Bot 2"), and choosing
/// it swaps the two seats' cards, rather than leaving the card twice for
/// Start to refuse. A bot the swap leaves on Random takes the bots' best
/// free card at once, as a seat made a bot does (it had been dealt one at
/// random at Start).
#[test]
fn choosing_a_card_another_seat_holds_swaps_the_two() {
    use flashpoint::engine::specialist::Specialist::*;
    let mut h = experienced_dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.firefighters = 4;
    dialog.seed = "5".into();
    h.run();
    h.get_by_label("Play alone with bots").click();
    h.run();
    h.state_mut().new_game_dialog().expect("the dialog").players[2] = "Cleo".into();
    h.run();
    assert_eq!(
        dialog_cards(&mut h),
        [
            None,
            Some(RescueSpecialist),
            Some(CafsFirefighter),
            Some(DriverOperator)
        ]
    );
    open_card_list(&mut h, 1, "Random");
    assert!(
        h.query_by_label("Generalist").is_some(),
        "a free card by its name"
    );
    h.get_by_label("Rescue Specialist (Bot 2)").click();
    h.run();
    assert_eq!(
        dialog_cards(&mut h),
        [
            Some(RescueSpecialist),
            Some(Generalist),
            Some(CafsFirefighter),
            Some(DriverOperator)
        ],
        "the bot left on seat 1's Random takes the bots' best free card"
    );
    open_card_list(&mut h, 1, "Rescue Specialist");
    h.get_by_label("CAFS Firefighter (Bot Cleo)").click();
    h.run();
    assert_eq!(
        dialog_cards(&mut h),
        [
            Some(CafsFirefighter),
            Some(Generalist),
            Some(RescueSpecialist),
            Some(DriverOperator)
        ],
        "seat 3 takes seat 1's Rescue Specialist"
    );
    // Each card's text beside it, in its seat's row.
    let row = |h: &Harness<'static, FlashpointApp>, label: &str| {
        let y = h
            .query_all_by_label(label)
            .next()
            .unwrap_or_else(|| panic!("{label}"))
            .rect()
            .center()
            .y;
        y.round()
    };
    assert_eq!(
        row(
            &h,
            "4 AP + 3 Move AP. Chop for 1 AP. Extinguishing costs double."
        ),
        row(&h, "Firefighter 3")
    );
    assert_eq!(
        row(&h, "4 AP. Deck gun for 2 AP, re-roll each die once."),
        row(&h, "Firefighter 4")
    );
    assert!(
        h.query_by_label_contains("chosen twice").is_none(),
        "nothing to refuse"
    );
    h.get_by_label("Start").click();
    h.run();
    assert_eq!(
        dealt_cards(&mut h),
        [
            Some(CafsFirefighter),
            Some(Generalist),
            Some(RescueSpecialist),
            Some(DriverOperator)
        ]
    );
}

/// A person whose card another seat takes is left on the chooser's Random
/// (a person chooses their own card), and Start deals them a card no other
/// seat has (EXP-SETUP-10).
#[test]
fn a_person_whose_card_is_taken_stays_on_random() {
    use flashpoint::engine::specialist::Specialist::*;
    let mut h = experienced_dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.firefighters = 3;
    dialog.seed = "5".into();
    dialog.specialists[0] = Some(Paramedic);
    h.run();
    h.get_by_label("Seat 3 plays: Human").click();
    h.run();
    open_card_list(&mut h, 2, "Random");
    h.get_by_label("Paramedic (Firefighter 1)").click();
    h.run();
    let cards = &dialog_cards(&mut h)[..3];
    assert_eq!(cards, [None, Some(Paramedic), Some(RescueSpecialist)]);
    h.get_by_label("Start").click();
    h.run();
    let dealt = dealt_cards(&mut h);
    assert_eq!(dealt[1..], [Some(Paramedic), Some(RescueSpecialist)]);
    assert!(
        dealt[0].is_some() && !dealt[1..].contains(&dealt[0]),
        "Random deals seat 1 a card no other seat has: {dealt:?}"
    );
}

/// A game of bots alone: nobody's action ends the fire summary, so it
/// covers a round at most (it had grown from the first turn: "The last 19
/// fire phases" in a real window). Two bot seats: at most two fire phases.
#[test]
fn with_bots_alone_the_summary_covers_a_round() {
    let mut h = dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.seed = "42".into();
    dialog.firefighters = 2;
    h.run();
    for seat in [1, 2] {
        h.get_by_label(&format!("Seat {seat} plays: Human")).click();
        h.run();
    }
    h.get_by_label("Start").click();
    h.step();
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Instant;
    assert!(
        step_until(&mut h, |h| {
            let play = h.state_mut().play_screen().expect("play");
            let s = play.session.state();
            (s.turn() >= 7 || s.is_over()) && !play.is_animating()
        }),
        "the bots play on"
    );
    let headers: Vec<String> = h
        .query_all_by_label_contains("fire phase")
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or(node.value())
        })
        .collect();
    assert!(!headers.is_empty(), "a summary is shown");
    assert!(
        headers
            .iter()
            .all(|l| !l.starts_with("The last ") || l.starts_with("The last 2 ")),
        "{headers:?}"
    );
}

/// A person and five bots at Veteran (the game of a real window, where the
/// last bots' lines were cut in half by the board and had to be scrolled
/// to): after a round, the summary of its fire phases and every bot's line
/// are in sight above the board. The strip is as high as the table's bots
/// need, and stays so for the whole game (the board never moves).
#[test]
fn a_round_of_five_bots_is_summed_up_in_sight() {
    use flashpoint::engine::{Difficulty, Pos};
    let mut h = experienced_dialog_on("front");
    let dialog = h.state_mut().new_game_dialog().expect("the dialog");
    dialog.difficulty = Difficulty::Veteran;
    dialog.seed = "861605588".into();
    dialog.engine = Some(Pos::new(1, 0));
    dialog.ambulance = Some(Pos::new(0, 5));
    h.run();
    play_alone_with_bots(&mut h, 6);
    h.get_by_label("Start").click();
    h.run();
    h.state_mut().play_screen().expect("play").speed = flashpoint::app::play::Speed::Instant;
    h.get_by_label("cell 7,3").click();
    h.step();
    let bots_done = |h: &mut Harness<'static, FlashpointApp>| {
        step_until(h, |h| {
            let play = h.state_mut().play_screen().expect("play");
            play.bot_to_act().is_none() && !play.is_animating()
        })
    };
    assert!(bots_done(&mut h), "the bots placed");
    h.run();
    let strip_bottom = h.get_by_label("cell 0,0").rect().top();
    h.key_press(egui::Key::E);
    h.run();
    h.get_by_label("End turn (Enter)").click();
    h.step();
    assert!(bots_done(&mut h), "the bots played their turns");
    h.run();
    h.get_by_label_contains("6 fire phases since");
    let board_top = h.get_by_label("cell 0,0").rect().top();
    assert_eq!(board_top, strip_bottom, "the board did not move");
    let item = |n: egui_kittest::Node<'_>| {
        let label = n.accesskit_node().label().unwrap_or_default();
        (label, n.rect())
    };
    // The fire phases' items name their cells in brackets.
    let mut items: Vec<(String, egui::Rect)> = h
        .query_all_by_label_contains("(")
        .filter(|n| n.rect().top() < board_top)
        .map(item)
        .collect();
    for seat in 2..=6 {
        items.push(item(h.get_by_label_contains(&format!("Bot {seat}: "))));
    }
    for (label, rect) in &items {
        assert!(
            rect.bottom() <= board_top,
            "{label:?} ends at {} under the board's top {board_top}",
            rect.bottom()
        );
    }
    assert!(items.len() >= 6, "{items:?}");
}

/// The new-game dialog set to `firefighters` seats, then "Play alone with
/// bots" pressed: the first seat a person's, the others bots with their
/// cards.
fn play_alone_with_bots(h: &mut Harness<'static, FlashpointApp>, firefighters: u8) {
    h.state_mut()
        .new_game_dialog()
        .expect("the dialog")
        .firefighters = firefighters;
    h.run();
    h.get_by_label("Play alone with bots").click();
    h.run();
}

/// SCEN-VOLUNTEER-1: Volunteer crew deals the cards at random, so the
/// dialog no longer shows the seats' cards as chosen (the game would drop
/// them): each seat says its card is dealt, and the bots' button to choose
/// theirs is gone. Unticked, the choices come back as they were.
#[test]
fn volunteer_crew_shows_the_cards_as_dealt() {
    let mut h = experienced_dialog_on("front");
    play_alone_with_bots(&mut h, 3);
    let dealt = "Dealt at random (Volunteer crew)";
    assert!(h.query_by_label(dealt).is_none());
    assert!(h.query_by_label("Bots choose their cards").is_some());
    let card_lists = |h: &Harness<'static, FlashpointApp>| {
        h.query_all_by_label("Firefighter 2")
            .filter(|node| node.value().as_deref() == Some("Rescue Specialist"))
            .count()
    };
    assert_eq!(card_lists(&h), 1, "the bot's card, chosen");
    h.get_by_label("Volunteer crew").click();
    h.run();
    assert_eq!(h.query_all_by_label(dealt).count(), 3, "one per seat");
    assert_eq!(card_lists(&h), 0, "no card shown as chosen");
    assert!(h.query_by_label("Bots choose their cards").is_none());
    h.get_by_label("Volunteer crew").click();
    h.run();
    assert!(h.query_by_label(dealt).is_none());
    assert_eq!(card_lists(&h), 1, "the choice comes back");
}

//! The game's words in Italian, German and Russian (issue 16): every event,
//! action, refusal and stage is worded in each language through its own
//! messages (none falls back to English), plural forms follow each
//! language's rules, and a few lines read as checked by hand.

use std::collections::BTreeMap;

use super::tests::{board, every_action, every_refusal, one_of_each, pinned_refusals, players, up};
use super::*;
use crate::engine::action::{Action, ActionError, StageName};
use crate::engine::board::EdgeKind;
use crate::engine::event::{Event, MoveWay};
use crate::engine::geom::{Dir, EdgeRef, e, p};
use crate::engine::reason::{NoCommand, Piece};
use crate::engine::state::{DoorState, FireLevel, Item, Outcome, Vehicle};
use crate::i18n::Lang;

/// The languages other than English.
const TRANSLATED: [Lang; 3] = [Lang::It, Lang::De, Lang::Ru];

/// Every refusal the English tests enumerate: one of each variant, one of
/// each reason, the pinned lines and every stage.
fn all_refusals() -> Vec<ActionError> {
    let mut errors = every_refusal();
    errors.extend(crate::engine::action::reason_samples(p(2, 2), 1));
    errors.extend(pinned_refusals().into_iter().map(|(error, _)| error));
    errors.extend(StageName::ALL.map(|stage| ActionError::WrongStage {
        action: Action::EndTurn,
        stage,
    }));
    errors
}

/// Words of English that no Italian or German line has: a line that holds
/// one fell back to the English message somewhere.
const ENGLISH_ONLY: &[&str] = &[
    "the", "at", "to", "from", "of", "with", "you", "your", "by", "is", "and", "not", "on", "for",
    "has", "can", "cannot", "there", "its", "it", "already", "only", "turn", "moved",
];

/// Why `line` (in `lang`) is not a finished translation of `english`, if it
/// is not: leftover Fluent syntax or a key, the English line itself, or an
/// English word among its own.
fn untranslated(lang: Lang, line: &str, english: &str) -> Option<String> {
    if line.contains(['{', '}']) {
        return Some("Fluent syntax left".into());
    }
    for head in ["log-", "action-", "refusal-", "stage-", "name-"] {
        if line.contains(head) {
            return Some(format!("a message key ({head}…)"));
        }
    }
    if line == english {
        return Some("the English line".into());
    }
    let words = line.split(|c: char| !c.is_alphanumeric());
    match lang {
        // Latin letters in Russian only in the players' names, the
        // expansion's title and the program's own ruling.
        Lang::Ru => {
            let allowed = ["Ann", "Bob", "2nd", "Story", "E37"];
            let latin = words
                .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
                .find(|w| !allowed.contains(w));
            latin.map(|w| format!("the Latin word {w:?}"))
        }
        _ => words
            .map(str::to_lowercase)
            .find(|w| ENGLISH_ONLY.contains(&w.as_str()))
            .map(|w| format!("the English word {w:?}")),
    }
}

/// Every event, action, refusal and stage in every language: its own words,
/// nothing left of the message syntax, and no two events of one language
/// reading the same where the English differ.
#[test]
fn every_line_is_worded_in_every_language() {
    let house = board("townhouse.json");
    let front = board("front.json");
    let names = players();
    let mut problems = Vec::new();
    for lang in TRANSLATED {
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        let en = Names::new(&house, &names);
        let n = en.with_lang(lang);
        let mut check = |line: String, english: String| {
            if let Some(why) = untranslated(lang, &line, &english) {
                problems.push(format!(
                    "{}: {line:?} ({why}; English {english:?})",
                    lang.code()
                ));
            }
            if let Some(other) = seen.insert(line.clone(), english.clone())
                && other != english
            {
                problems.push(format!(
                    "{}: {other:?} and {english:?} both read {line:?}",
                    lang.code()
                ));
            }
        };
        for event in one_of_each() {
            check(event_line(&n, &event), event_line(&en, &event));
        }
        for action in every_action() {
            check(action_line(&n, action), action_line(&en, action));
        }
        let en_front = Names::new(&front, &names);
        let n_front = en_front.with_lang(lang);
        for error in all_refusals() {
            check(
                refusal_line(&n_front, &error),
                refusal_line(&en_front, &error),
            );
        }
        for stage in StageName::ALL {
            check(stage_line(stage, lang), stage_line(stage, Lang::En));
        }
        for outcome in Outcome::ALL {
            check(outcome_line(outcome, lang), outcome_line(outcome, Lang::En));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The names and small words in each language.
#[test]
fn names_in_every_language() {
    let house = board("townhouse.json");
    let front = board("front.json");
    let names = players();
    let n = |lang| Names::new(&house, &names).with_lang(lang);
    // Coordinates with a hyphen: "3,8" reads as a decimal in all three.
    assert_eq!(n(Lang::It).cell(up(3, 4)), "3-8 (secondo piano)");
    assert_eq!(n(Lang::De).cell(p(3, 4)), "3-4 (Erdgeschoss)");
    assert_eq!(n(Lang::Ru).cell(up(3, 4)), "3-8 (второй этаж)");
    assert_eq!(
        Names::plain(&front).with_lang(Lang::Ru).cell(p(3, 4)),
        "3-4"
    );
    assert_eq!(
        n(Lang::De).cells(p(0, 1), p(0, 2)),
        "0-1 und 0-2 (Erdgeschoss)"
    );
    let door = EdgeRef::new(up(2, 3), Dir::S);
    assert_eq!(
        n(Lang::It).edge(door),
        "la Porta tra 2-7 e 3-7 (secondo piano)"
    );
    assert_eq!(
        n(Lang::De).edge(e(0, 3, Dir::S)),
        "das Fenster nördlich von 1-3 (Erdgeschoss)"
    );
    let plain = |lang| Names::plain(&front).with_lang(lang);
    assert_eq!(
        plain(Lang::Ru).edge_as(e(3, 8, Dir::E), Case::Acc),
        "Стену к востоку от 3-8"
    );
    assert_eq!(
        plain(Lang::Ru).edge_as(e(3, 8, Dir::E), Case::Loc),
        "Стене к востоку от 3-8"
    );
    assert_eq!(
        plain(Lang::De).edge_as(e(0, 6, Dir::S), Case::Acc),
        "den Eingang nördlich von 1-6"
    );
    assert_eq!(
        plain(Lang::It).edge_as(e(3, 8, Dir::E), Case::Loc),
        "sul Muro a est di 3-8"
    );
    assert_eq!(n(Lang::Ru).firefighter(0), "Ann (Пожарный 1)");
    assert_eq!(n(Lang::Ru).firefighter_as(1, Case::Dat), "Пожарному 2");
    assert_eq!(
        n(Lang::Ru).firefighter_as(2, Case::Acc),
        "Bob (Пожарного 3)"
    );
    assert_eq!(n(Lang::Ru).victim_as(3, Case::Acc), "Жертву 4");
    assert_eq!(n(Lang::It).item(Item::Hazmat(0)), "Sostanza Pericolosa 1");
    assert_eq!(n(Lang::De).item(Item::Firefighter(1)), "Feuerwehrmann 2");
    assert_eq!(
        n(Lang::It).vehicle_as(Vehicle::Engine, Case::Loc),
        "sull'Autopompa"
    );
    assert_eq!(
        n(Lang::De).vehicle_as(Vehicle::Ambulance, Case::Gen),
        "des Rettungswagens"
    );
    assert_eq!(level_name(FireLevel::Smoke, Lang::De), "Rauch");
    assert_eq!(die_name(crate::engine::state::Die::Red, Lang::It), "rosso");
    assert_eq!(vehicle_name(Vehicle::Ambulance, Lang::Ru), "Скорая помощь");
    assert_eq!(
        specialist_name(
            crate::engine::specialist::Specialist::DriverOperator,
            Lang::De
        ),
        "Maschinist"
    );
    // The English names are the stable ones.
    let en = Names::new(&house, &names);
    assert_eq!(en.firefighter_as(1, Case::Dat), "Firefighter 2");
    assert_eq!(en.victim_as(3, Case::Acc), Names::victim(3));
    assert_eq!(en.vehicle_as(Vehicle::Engine, Case::Gen), "the Engine");
    for card in crate::engine::specialist::Specialist::ALL {
        assert_eq!(specialist_name(card, Lang::En), card.title());
    }
}

/// Russian counts with one, few and many ("1 Жертва", "2 Жертвы",
/// "5 Жертв"); Italian and German with one and other. AP are an
/// abbreviation in every language and never change.
#[test]
fn counted_words_follow_each_languages_plural_rules() {
    let front = board("front.json");
    let line = |lang, event: Event| event_line(&Names::plain(&front).with_lang(lang), &event);
    let victory = |lang, rescued| line(lang, Event::Victory { rescued });
    assert_eq!(victory(Lang::Ru, 1), "Победа: спасена 1 Жертва");
    assert_eq!(victory(Lang::Ru, 2), "Победа: спасены 2 Жертвы");
    assert_eq!(victory(Lang::Ru, 5), "Победа: спасено 5 Жертв");
    assert_eq!(victory(Lang::Ru, 21), "Победа: спасена 21 Жертва");
    assert_eq!(victory(Lang::It, 1), "Vittoria: 1 Vittima salvata");
    assert_eq!(victory(Lang::It, 7), "Vittoria: 7 Vittime salvate");
    assert_eq!(victory(Lang::De, 7), "Sieg: 7 Opfer gerettet");
    assert_eq!(victory(Lang::En, 1), "Victory: 1 Victims rescued");

    let hazmat = |lang, carried_out| line(lang, Event::HazmatGoalReached { carried_out });
    assert!(hazmat(Lang::Ru, 1).ends_with("вынесено 1 Опасное вещество"));
    assert!(hazmat(Lang::Ru, 3).ends_with("вынесено 3 Опасных вещества"));
    assert!(hazmat(Lang::Ru, 5).ends_with("вынесено 5 Опасных веществ"));
    assert!(hazmat(Lang::De, 1).contains(" 1 Gefahrstoff aus"));
    assert!(hazmat(Lang::De, 3).contains(" 3 Gefahrstoffe aus"));

    let choices = |choices| {
        line(
            Lang::Ru,
            Event::KnockedDown {
                firefighter: 0,
                cell: p(2, 2),
                choices,
            },
        )
    };
    assert!(choices(2).ends_with("одну из 2 клеток Скорой помощи"));
    assert!(choices(21).ends_with("одну из 21 клетки Скорой помощи"));

    let bag = |count| line(Lang::Ru, Event::PoisStayInBag { count });
    assert!(bag(1).starts_with("Ни один бросок не приведет Объект "));
    assert!(bag(2).contains(" 2 Объекта "));
    assert!(bag(5).contains(" 5 Объектов "));

    let turn = |ap| {
        line(
            Lang::Ru,
            Event::TurnStarted {
                firefighter: 0,
                turn: 2,
                ap,
                pool: None,
            },
        )
    };
    assert_eq!(turn(1), "Ход 2: Пожарный 1 начинает с 1 ОД");
    assert_eq!(turn(2), "Ход 2: Пожарный 1 начинает с 2 ОД");
    assert_eq!(turn(5), "Ход 2: Пожарный 1 начинает с 5 ОД");
}

/// A few whole lines per language, read and checked by hand: the cases of
/// Russian names, German articles, Italian merged prepositions.
#[test]
fn lines_read_as_checked_by_hand() {
    let house = board("townhouse.json");
    let front = board("front.json");
    let names = players();
    let house_in = |lang| Names::new(&house, &names).with_lang(lang);
    let front_in = |lang| Names::new(&front, &names).with_lang(lang);
    let moved = Event::Moved {
        firefighter: 0,
        from: up(3, 3),
        to: up(3, 4),
        ap: 2,
        pool: 0,
        carrying: Some(Item::Hazmat(0)),
        leading: Some(9),
        way: MoveWay::Step,
    };
    assert_eq!(
        event_line(&house_in(Lang::Ru), &moved),
        "Ann (Пожарный 1) перешел с 3-7 (второй этаж) на 3-8 (второй этаж), неся Опасное вещество 1 и ведя Жертву 10 (2 ОД)"
    );
    assert_eq!(
        event_line(&house_in(Lang::De), &moved),
        "Ann (Feuerwehrmann 1) ging von 3-7 (Obergeschoss) nach 3-8 (Obergeschoss), trug Gefahrstoff 1 und nahm Opfer 10 mit (2 AP)"
    );
    assert_eq!(
        event_line(&house_in(Lang::It), &moved),
        "Ann (Pompiere 1) si è spostato da 3-7 (secondo piano) a 3-8 (secondo piano) trasportando Sostanza Pericolosa 1 e conducendo Vittima 10 (2 PA)"
    );
    let cube = Event::CubePlaced {
        edge: e(3, 8, Dir::E),
        cubes: 1,
        destroyed: false,
        total: 2,
    };
    assert_eq!(
        event_line(&front_in(Lang::De), &cube),
        "Schadenszähler an der Wand östlich von 3-8, jetzt beschädigt (2 von 24 gesetzt)"
    );
    assert_eq!(
        event_line(&front_in(Lang::It), &cube),
        "Cubetto Danno sul Muro a est di 3-8, ora danneggiato (2 di 24 piazzati)"
    );
    assert_eq!(
        event_line(&front_in(Lang::Ru), &cube),
        "Фишка повреждения на Стене к востоку от 3-8: теперь она повреждена (размещено 2 из 24)"
    );
    let commanded = Event::Commanded {
        captain: 0,
        firefighter: 1,
        ap: 1,
        pool: 0,
    };
    assert_eq!(
        event_line(&front_in(Lang::Ru), &commanded),
        "Ann (Пожарный 1) отдает приказ Пожарному 2 за 1 ОД"
    );
    assert_eq!(
        event_line(
            &front_in(Lang::De),
            &Event::BlastStopped {
                edge: e(3, 8, Dir::E)
            }
        ),
        "Die Wand östlich von 3-8 hält die Explosion auf"
    );
    assert_eq!(
        event_line(
            &house_in(Lang::It),
            &Event::VehicleParked {
                vehicle: Vehicle::Ambulance,
                cells: [p(0, 1), p(0, 2)],
            }
        ),
        "L'Ambulanza parcheggiata in 0-1 e 0-2 (piano terra)"
    );

    let action = |lang, action| action_line(&front_in(lang), action);
    assert_eq!(
        action(
            Lang::Ru,
            Action::CommandMove {
                firefighter: 1,
                to: p(2, 2)
            }
        ),
        "Приказать Пожарному 2 идти на 2-2"
    );
    assert_eq!(
        action(Lang::Ru, Action::Chop(e(3, 8, Dir::E))),
        "Рубить Стену к востоку от 3-8"
    );
    assert_eq!(
        action(Lang::De, Action::Open(e(1, 3, Dir::E))),
        "Die Tür zwischen 1-3 und 1-4 öffnen"
    );
    assert_eq!(
        action(
            Lang::It,
            Action::Drive {
                vehicle: Vehicle::Engine,
                to: p(5, 9)
            }
        ),
        "Guida l'Autopompa fino a 5-9"
    );
    assert_eq!(action(Lang::De, Action::EndTurn), "Spielzug beenden");
    assert_eq!(
        action(Lang::Ru, Action::TreatFirefighter(2)),
        "Лечить Bob (Пожарного 3)"
    );

    let refusal = |lang, error: ActionError| refusal_line(&front_in(lang), &error);
    assert_eq!(
        refusal(Lang::Ru, ActionError::NotEnoughAp { needed: 4, have: 3 }),
        "нужно 4 ОД, у вас 3"
    );
    assert_eq!(
        refusal(
            Lang::It,
            ActionError::AlreadyThere {
                edge: e(1, 4, Dir::W),
                what: EdgeKind::Door,
                state: DoorState::Open
            }
        ),
        "la Porta tra 1-3 e 1-4 è già aperta"
    );
    assert_eq!(
        refusal(
            Lang::Ru,
            ActionError::AlreadyThere {
                edge: e(1, 4, Dir::W),
                what: EdgeKind::Door,
                state: DoorState::Closed
            }
        ),
        "Дверь между 1-3 и 1-4 уже закрыта"
    );
    assert_eq!(
        refusal(
            Lang::De,
            ActionError::Blocked {
                from: p(1, 4),
                to: p(1, 3),
                what: EdgeKind::Door
            }
        ),
        "die geschlossene Tür zwischen 1-3 und 1-4 ist im Weg"
    );
    assert_eq!(
        refusal(
            Lang::Ru,
            ActionError::CannotCommand {
                firefighter: 1,
                why: NoCommand::Down
            }
        ),
        "Пожарному 2 нельзя отдать приказ: он нокаутирован"
    );
    assert_eq!(
        refusal(
            Lang::De,
            ActionError::NotOnYourCell {
                what: Piece::UntreatedVictim,
                id: 0
            }
        ),
        "Opfer 1 ist kein unbehandeltes Opfer auf Ihrem Feld"
    );
    assert_eq!(
        refusal(
            Lang::It,
            ActionError::WrongStage {
                action: Action::EndTurn,
                stage: StageName::GameOver
            }
        ),
        "ora non è possibile: la partita è finita"
    );
    assert_eq!(
        refusal(Lang::De, ActionError::NoDoor(e(3, 8, Dir::E))),
        "man kann die Wand östlich von 3-8 nicht öffnen oder schließen"
    );
}

/// The log's first line in each language; the seed is printed whole (a
/// Fluent number is a float and would round it).
#[test]
fn the_log_header_is_translated() {
    use crate::engine::GameConfig;
    use crate::session::Session;
    use std::sync::Arc;
    let front = Arc::new(board("front.json"));
    let session = Session::new(front, None, GameConfig::family(2), u64::MAX).expect("valid");
    let header = |lang| session.tagged_log(lang, |_, _| String::new())[0].1.clone();
    assert_eq!(
        header(Lang::En),
        format!("New game on Front, seed {}", u64::MAX)
    );
    assert_eq!(
        header(Lang::Ru),
        format!("Новая игра на поле Front, сид {}", u64::MAX)
    );
    assert_eq!(
        header(Lang::It),
        format!("Nuova partita su Front, seme {}", u64::MAX)
    );
    assert_eq!(
        header(Lang::De),
        format!("Neues Spiel auf Front, Startwert {}", u64::MAX)
    );
    assert_eq!(session.log()[0], header(Lang::En));
}

/// Not a check: `DUMP_LANG_LINES=path cargo test --lib dump_lines` writes every
/// line in every language to read through.
#[test]
fn dump_lines() {
    use std::fmt::Write as _;
    let Ok(path) = std::env::var("DUMP_LANG_LINES") else {
        return;
    };
    let house = board("townhouse.json");
    let front = board("front.json");
    let names = players();
    let mut out = String::new();
    for lang in Lang::ALL {
        let n = Names::new(&house, &names).with_lang(lang);
        let f = Names::new(&front, &names).with_lang(lang);
        let _ = writeln!(out, "==== {}", lang.code());
        for event in one_of_each() {
            let _ = writeln!(out, "E {}", event_line(&n, &event));
        }
        for action in every_action() {
            let _ = writeln!(out, "A {}", action_line(&n, action));
        }
        for error in all_refusals() {
            let _ = writeln!(out, "R {}", refusal_line(&f, &error));
        }
    }
    let _ = std::fs::write(path, out);
}

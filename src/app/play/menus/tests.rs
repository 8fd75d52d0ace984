//! Unit tests of the play screen's words and menus: what a cell offers,
//! the Victims an action rescues, the fire summary's and a bot turn's lines.

use std::sync::Arc;

use super::*;
use crate::app::fire_summary::DeedLine;
use crate::engine::board::io::load_board;
use crate::engine::geom::Dir;
use crate::i18n::Lang;

fn shipped(name: &str) -> Arc<crate::engine::board::Board> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    Arc::new(load_board(&path).expect("shipped board"))
}

fn front() -> Arc<crate::engine::board::Board> {
    shipped("front.json")
}

fn line(what: Happening, count: u32, cells: &[&str]) -> SummaryLine {
    SummaryLine {
        what,
        count,
        cells: cells.iter().map(|c| c.parse().expect("a cell")).collect(),
        firefighters: vec![0],
        edges: Vec::new(),
    }
}

fn deed(what: Deed, count: u32, tokens: &[u8]) -> DeedLine {
    DeedLine {
        what,
        count,
        cells: vec!["3,4".parse().expect("a cell")],
        tokens: tokens.to_vec(),
    }
}

/// Issue 16: the fire summary's English is what it was before the
/// words moved to panel.ftl; Russian counts with one, few and many.
#[test]
fn summary_lines_in_english_and_russian() {
    let board = front();
    let players = vec!["Ann".to_string()];
    let names = Names::new(&board, &players);
    let (en, ru) = (Tr::new(Lang::En), Tr::new(Lang::Ru));
    let ru_names = names.with_lang(Lang::Ru);
    let text = |tr: Tr, names: &Names, what, n, cells: &[&str]| {
        summary_text(tr, names, &line(what, n, cells))
    };
    assert_eq!(
        text(en, &names, Happening::Explosion, 1, &["3,3"]),
        "1 explosion (3,3)"
    );
    // Walls by where they stand, as the log names them: the facade
    // north of 1,3 is stored with the cell outside it, 0,3.
    let damage = SummaryLine {
        edges: vec![
            EdgeRef::new("0,3".parse().expect("a cell"), Dir::S),
            EdgeRef::new("2,2".parse().expect("a cell"), Dir::E),
        ],
        ..line(Happening::Damage, 3, &["0,3", "1,3", "2,2", "2,3"])
    };
    assert_eq!(
        summary_text(en, &names, &damage),
        "3 damage cubes (1,3 north; 2,2–2,3)"
    );
    assert_eq!(
        text(en, &names, Happening::Flashover, 1, &["1,1"]),
        "1 cell caught fire by flashover (1,1)"
    );
    assert_eq!(
        text(en, &names, Happening::KnockedDown, 1, &["2,2"]),
        "knocked down: Ann (Firefighter 1) (2,2)"
    );
    assert_eq!(
        text(
            en,
            &names,
            Happening::VictimLostInCollapse,
            2,
            &["4,2", "3,7"]
        ),
        "2 Victims lost in the collapse (4,2; 3,7)"
    );
    let explosions = |n| text(ru, &ru_names, Happening::Explosion, n, &["3,3"]);
    assert!(explosions(1).starts_with("1 взрыв ("), "{}", explosions(1));
    assert!(explosions(3).starts_with("3 взрыва ("), "{}", explosions(3));
    assert!(
        explosions(5).starts_with("5 взрывов ("),
        "{}",
        explosions(5)
    );
    assert!(
        explosions(21).starts_with("21 взрыв ("),
        "{}",
        explosions(21)
    );
    // New Smoke counts the cells it landed in.
    assert_eq!(
        text(en, &names, Happening::Smoke, 2, &["1,8", "2,2"]),
        "new Smoke in 2 cells (1,8; 2,2)"
    );
    let smoke = |n| text(ru, &ru_names, Happening::Smoke, n, &["1,8"]);
    assert!(
        smoke(1).starts_with("новый Дым в 1 клетке ("),
        "{}",
        smoke(1)
    );
    assert!(
        smoke(3).starts_with("новый Дым в 3 клетках ("),
        "{}",
        smoke(3)
    );
}

/// A bot's turn in the summary: today's English, and Russian with the
/// Victims in the accusative ("спас Жертву 4").
#[test]
fn a_bots_turn_in_english_and_russian() {
    let board = front();
    let names = Names::plain(&board);
    let ru_names = names.with_lang(Lang::Ru);
    let en = |who: &str, turn: &TurnDeeds| deeds_text(Tr::new(Lang::En), &names, who, turn);
    let ru = |who: &str, turn: &TurnDeeds| deeds_text(Tr::new(Lang::Ru), &ru_names, who, turn);
    let turn = TurnDeeds {
        seat: 1,
        deeds: vec![
            deed(Deed::Moved, 3, &[]),
            deed(Deed::OpenedDoor, 1, &[]),
            deed(Deed::Chopped, 2, &[]),
            deed(Deed::FalseAlarm, 1, &[]),
            deed(Deed::Rescued, 2, &[3, 4]),
            deed(Deed::Disposed, 1, &[0]),
            deed(Deed::SavedAp, 2, &[]),
        ],
        ended: true,
    };
    assert_eq!(
        en("Bot 2", &turn),
        "Bot 2: moved 3, opened 1 door, chopped twice, found a False Alarm, \
         rescued Victim 4 and Victim 5, disposed of Hazmat 1, saved 2 AP"
    );
    assert_eq!(
        ru("Бот 2", &turn),
        "Бот 2: прошел 3 шага, открыл 1 дверь, рубил стену 2 раза, нашел ложную тревогу, \
         спас Жертву 4 и Жертву 5, уничтожил Опасное вещество 1, сохранил 2 ОД"
    );
    let drive = TurnDeeds {
        seat: 3,
        deeds: vec![deed(Deed::Drove, 1, &[]), deed(Deed::Rode, 1, &[1])],
        ended: false,
    };
    assert_eq!(
        en("Bot 4", &drive),
        "Bot 4: drove once, took Firefighter 2 along"
    );
    assert_eq!(
        ru("Бот 4", &drive),
        "Бот 4: ездил 1 раз, подвез Пожарного 2"
    );
    // Two riders are one deed: "and" between them, so that the second
    // does not read as another deed of the comma-separated line.
    let two_riders = TurnDeeds {
        seat: 3,
        deeds: vec![
            deed(Deed::Drove, 1, &[]),
            deed(Deed::Rode, 2, &[0, 2]),
            deed(Deed::DeckGun, 3, &[]),
            deed(Deed::DeckGunShot, 1, &[]),
        ],
        ended: false,
    };
    assert_eq!(
        en("Bot 4", &two_riders),
        "Bot 4: drove once, took Firefighter 1 and Firefighter 3 along, \
         fired the deck gun once, clearing 3 spaces"
    );
    // SPEC-CAPTAIN-1: those a bot Fire Captain gave orders to, named
    // as the log names them (Russian: to whom, the dative).
    let commands = TurnDeeds {
        seat: 2,
        deeds: vec![deed(Deed::Commanded, 3, &[0, 1])],
        ended: false,
    };
    assert_eq!(
        en("Bot 3", &commands),
        "Bot 3: commanded Firefighter 1 and Firefighter 2"
    );
    assert_eq!(
        ru("Бот 3", &commands),
        "Бот 3: отдал приказы Пожарному 1 и Пожарному 2"
    );
    // EXP-VEH-DECKGUN-1: shots are told with what they cleared, also
    // when that is nothing (the 2 AP went somewhere).
    let shots = |cleared: u32| TurnDeeds {
        seat: 3,
        deeds: [
            (cleared > 0).then(|| deed(Deed::DeckGun, cleared, &[])),
            Some(deed(Deed::DeckGunShot, 2, &[])),
        ]
        .into_iter()
        .flatten()
        .collect(),
        ended: true,
    };
    assert_eq!(
        en("Bot 4", &shots(0)),
        "Bot 4: fired the deck gun twice, clearing nothing"
    );
    assert_eq!(
        en("Bot 4", &shots(3)),
        "Bot 4: fired the deck gun twice, clearing 3 spaces"
    );
    assert_eq!(
        ru("Бот 4", &shots(3)),
        "Бот 4: выстрелил из Водомета 2 раза, потушив 3 клетки"
    );
    // A rescue or a Hazmat carried out says it was carried: only what
    // is still held is told as picked up.
    let carried = TurnDeeds {
        seat: 1,
        deeds: vec![
            deed(Deed::Moved, 3, &[]),
            deed(Deed::FoundVictim, 1, &[5]),
            deed(Deed::PickedUpVictim, 2, &[5, 6]),
            deed(Deed::PickedUpHazmat, 1, &[1]),
            deed(Deed::Rescued, 1, &[5]),
            deed(Deed::HazmatCarriedOut, 1, &[1]),
        ],
        ended: true,
    };
    assert_eq!(
        en("Bot 2", &carried),
        "Bot 2: moved 3, found Victim 6, picked up Victim 7, rescued Victim 6, \
         carried out Hazmat 2"
    );
    let idle = TurnDeeds {
        seat: 1,
        deeds: Vec::new(),
        ended: false,
    };
    assert_eq!(en("Bot 2", &idle), "Bot 2: is playing");
}

/// URB-HIGHRISE-SETUP-3: a bot that starts on an elevator starts in
/// its Lobby, and its line says so; on the street it starts at a space.
#[test]
fn a_bot_starting_in_a_high_rise_lobby() {
    let board = shipped("highrise.json");
    let names = Names::plain(&board);
    let started = |cell: &str| TurnDeeds {
        seat: 1,
        deeds: vec![DeedLine {
            what: Deed::Placed,
            count: 1,
            cells: vec![cell.parse().expect("a cell")],
            tokens: Vec::new(),
        }],
        ended: true,
    };
    assert_eq!(
        deeds_text(Tr::new(Lang::En), &names, "Bot 2", &started("4,5")),
        "Bot 2: started in the Lobby of elevator 4,5"
    );
    assert_eq!(
        deeds_text(Tr::new(Lang::En), &names, "Bot 2", &started("0,6")),
        "Bot 2: started at 0,6"
    );
}

/// A state on the front board from a partial snapshot (only what is
/// listed exists), as the rules tests build them.
fn snapshot_state(snapshot: serde_json::Value) -> GameState {
    let snap = crate::engine::snapshot::Snapshot::from_partial(snapshot, None, 1)
        .expect("a test snapshot");
    GameState::from_snapshot(front(), &snap).expect("a test state")
}

/// What a step or a drive rescues, for the menus' words: onto the
/// Ambulance only in the experienced game (EXP-VEH-RESCUE-1a), the
/// Ambulance driven onto a waiting Victim (EXP-VEH-RESCUE-1b), out of
/// the building in the family game (FAM-ACT-RESCUE-1).
#[test]
fn steps_and_drives_name_the_victims_they_rescue() {
    let pos = |p: &str| -> Pos { p.parse().expect("a cell") };
    let others =
        serde_json::json!([{"kind": "victim", "at": "0,0"}, {"kind": "victim", "at": "7,9"}]);
    let experienced = |ambulance: &str, pois: serde_json::Value, at: &str| {
        let mut all = pois.as_array().cloned().unwrap_or_default();
        all.extend(others.as_array().cloned().unwrap_or_default());
        snapshot_state(serde_json::json!({
            "config": {"mode": "experienced", "firefighters": 1,
                       "specialists": ["generalist"], "engine": "5,9", "ambulance": ambulance},
            "pois": all,
            "firefighters": [{"at": at, "ap": 5, "specialist": "generalist"}]}))
    };
    let carried =
        serde_json::json!([{"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 0}]);
    // Out through the entrance onto the Ambulance, or beside it.
    let s = experienced("0,5", carried.clone(), "1,6");
    assert_eq!(rescued_by(&s, Action::Move(pos("0,6"))), vec![0]);
    let s = experienced("3,9", carried, "1,6");
    assert_eq!(
        rescued_by(&s, Action::Move(pos("0,6"))),
        Vec::<TokenId>::new()
    );
    assert_eq!(
        rescued_by(&s, Action::Move(pos("2,6"))),
        Vec::<TokenId>::new()
    );
    // Victims waiting outside at 3,9 and 7,3: the drive to 3,9 picks
    // its Victim up, a drive to an empty spot nobody; 7,3, across the
    // building from the Ambulance, is not one drive away
    // (EXP-VEH-DRIVE-1), so nothing is promised there.
    let waiting = serde_json::json!([{"kind": "victim", "at": "3,9", "revealed": true},
                                     {"kind": "victim", "at": "7,3", "revealed": true}]);
    let s = experienced("0,5", waiting, "7,0");
    let drive = |to: &str| Action::Drive {
        vehicle: Vehicle::Ambulance,
        to: pos(to),
    };
    assert_eq!(rescued_by(&s, drive("3,9")), vec![0]);
    assert_eq!(rescued_by(&s, drive("3,0")), Vec::<TokenId>::new());
    assert!(!s.is_legal(drive("7,3")));
    assert_eq!(rescued_by(&s, drive("7,3")), Vec::<TokenId>::new());
    // The family game: out of the building anywhere.
    let s = snapshot_state(serde_json::json!({
        "pois": [{"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0}],
        "firefighters": [{"at": "3,1", "ap": 4}]}));
    assert_eq!(rescued_by(&s, Action::Move(pos("3,0"))), vec![0]);
    assert_eq!(
        rescued_by(&s, Action::Move(pos("3,2"))),
        Vec::<TokenId>::new()
    );
    // The words, in English and Russian.
    let names = Names::plain(s.board());
    let line = "Carry Victim 1 to 3,0 (2 AP)".to_string();
    assert_eq!(
        with_rescues(Tr::new(Lang::En), &names, line.clone(), &[0, 3]),
        "Carry Victim 1 to 3,0 (2 AP): rescues Victim 1 and Victim 4"
    );
    assert_eq!(
        with_rescues(Tr::new(Lang::En), &names, line.clone(), &[]),
        line
    );
    assert_eq!(
        with_rescues(Tr::new(Lang::Ru), &names, "Нести".into(), &[0]),
        "Нести: спасает Жертву 1"
    );
    // Numbered as found: token 3 was the first Victim turned over.
    let found = [0, 0, 0, 1];
    assert_eq!(
        with_rescues(
            Tr::new(Lang::En),
            &names.with_victims(&found),
            "Carry".into(),
            &[3]
        ),
        "Carry: rescues Victim 1"
    );
}

/// URB-HIGHRISE-ELEV-3: closing an elevator door on Victims takes them
/// to the Lobby, and its words say whom it rescues: the one carried and
/// the one lying on the car, each once; another edge nobody.
#[test]
fn an_elevator_door_closed_on_victims_names_them() {
    let snap = crate::engine::snapshot::Snapshot::from_partial(
        serde_json::json!({
            "config": {"mode": "family", "firefighters": 1},
            "doors": [{"edge": "2,4S", "state": "open"}],
            "pois": [{"kind": "victim", "at": "3,4", "revealed": true, "carried_by": 0},
                     {"kind": "victim", "at": "3,4", "revealed": true},
                     {"kind": "victim", "at": "1,1"}],
            "firefighters": [{"at": "3,4", "ap": 4}]}),
        None,
        1,
    )
    .expect("a test snapshot");
    let s = GameState::from_snapshot(shipped("highrise.json"), &snap).expect("a test state");
    let close = Action::Close("2,4S".parse().expect("an edge"));
    assert!(s.is_legal(close));
    assert_eq!(rescued_by(&s, close), vec![0, 1]);
    assert_eq!(
        rescued_by(&s, Action::Close("1,4E".parse().expect("an edge"))),
        Vec::<TokenId>::new()
    );
}

/// The English names of tokens as objects are the game log's.
#[test]
fn token_objects_are_named_as_the_log_names_them_in_english() {
    let en = Tr::new(Lang::En);
    let board = front();
    let found = [2, 0, 0, 1];
    let names = Names::plain(&board);
    let numbered = names.with_victims(&found);
    for t in [0, 3, 254, 255] {
        assert_eq!(victim_object(en, &names, t), Names::victim(t));
        assert_eq!(
            victim_object(en, &numbered, t),
            numbered.victim_as(t, Case::Acc)
        );
        assert_eq!(hazmat_object(en, t), Names::hazmat(t));
    }
}

/// EXP-CREW-1: a crew change is the turn's first action, and a bot's
/// turn tells it first, naming the card taken. It had come last ("drove
/// once, …, changed crew") and without the card, which only the team
/// panel showed.
#[test]
fn a_bots_crew_change_is_told_first_with_its_card() {
    use crate::app::fire_summary::FireSummary;
    use crate::engine::specialist::Specialist;
    let board = front();
    let names = Names::plain(&board);
    let mut summary = FireSummary::default();
    summary.add_bot_action(
        2,
        &[Event::CrewChanged {
            firefighter: 2,
            from: Some(Specialist::CafsFirefighter),
            to: Specialist::FireCaptain,
            ap: 2,
        }],
    );
    summary.add_bot_action(
        2,
        &[Event::Drove {
            firefighter: 2,
            vehicle: Vehicle::Engine,
            to: ["0,6".parse().expect("cell"), "0,7".parse().expect("cell")],
            ap: 2,
        }],
    );
    let turn = &summary.turns[0];
    assert_eq!(
        deeds_text(Tr::new(Lang::En), &names, "Bot 3", turn),
        "Bot 3: changed crew to the Fire Captain card, drove once"
    );
    let ru_names = names.with_lang(Lang::Ru);
    let ru = deeds_text(Tr::new(Lang::Ru), &ru_names, "Бот 3", turn);
    assert!(ru.starts_with("Бот 3: поменял экипаж на карту «"), "{ru}");
}

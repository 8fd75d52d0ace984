//! The expansions' own rules (§8 2nd Story, §9 Urban Structures), each test
//! named after its rule ID, on the shipped expansion boards (the townhouse
//! plays by 2nd Story, the Meridian Tower by High Rise) and on the front
//! board declared Brownstone.

mod common;
use common::*;

use flashpoint::engine::board::RuleSet;
use flashpoint::engine::event::{Event, RerollReason, RollPurpose};
use flashpoint::engine::{Action, Difficulty, GameConfig, GameState, Vehicle};
use serde_json::{Value, json};

fn experienced(engine: &str, ambulance: Option<&str>) -> Value {
    let mut config = json!({"mode": "experienced", "firefighters": 1,
                            "specialists": ["generalist"], "engine": engine});
    if let Some(a) = ambulance {
        config["ambulance"] = json!(a);
    }
    config
}

fn drives(s: &GameState, vehicle: Vehicle) -> Vec<(String, u8)> {
    s.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Drive { vehicle: v, to } if v == vehicle => {
                Some((to.to_string(), s.cost(a).expect("legal")))
            }
            _ => None,
        })
        .collect()
}

fn setup_events(
    board: std::sync::Arc<flashpoint::engine::board::Board>,
    config: &GameConfig,
    seed: u64,
) -> Vec<Event> {
    let mut events = Vec::new();
    GameState::new_logged(board, config.clone(), seed, &mut events).expect("valid config");
    events
}

// ------------------------------------------------------------- 2nd Story

/// 2ND-VEH-2: one Drive (2 AP) takes a vehicle to any of its spots, not
/// only the next one round the building (E20 no longer applies here).
#[test]
fn veh_2nd_2_one_drive_reaches_any_spot() {
    let s = state(
        townhouse(),
        json!({"config": experienced("0,3", Some("0,1")),
               "firefighters": [{"at": "0,3", "ap": 4, "specialist": "generalist"}]}),
    );
    let mut engine = drives(&s, Vehicle::Engine);
    engine.sort();
    assert_eq!(
        engine,
        [("1,0".into(), 2), ("4,5".into(), 2), ("7,1".into(), 2)]
    );
    assert_eq!(drives(&s, Vehicle::Ambulance).len(), 3);
    // On the base game's front board the opposite spot is two Drives away.
    let base = state(
        front(),
        json!({"config": experienced("0,7", Some("0,5")),
               "firefighters": [{"at": "0,7", "ap": 4, "specialist": "generalist"}]}),
    );
    assert_eq!(drives(&base, Vehicle::Engine).len(), 2, "EXP-VEH-DRIVE-1");
}

/// 2ND-SETUP-1: the family game on a 2nd Story board rolls its 3
/// explosions and 3 POIs, whatever the configuration asks for.
#[test]
fn setup_2nd_1_the_easy_setup_is_rolled() {
    let mut config = GameConfig::family(2);
    config.setup = flashpoint::engine::config::FamilySetupKind::Fixed;
    let events = setup_events(townhouse(), &config, 7);
    let rolled = |purpose| {
        events
            .iter()
            .filter(
                |e| matches!(e, Event::Rolled { purpose: p, cell: Some(_), .. } if *p == purpose),
            )
            .count()
    };
    assert!(rolled(RollPurpose::SetupExplosion) >= 3, "{events:?}");
    assert!(rolled(RollPurpose::SetupPoi) >= 3, "{events:?}");
    let fires = events
        .iter()
        .filter(|e| matches!(e, Event::SetupFire { .. }))
        .count();
    assert_eq!(fires, 3);
}

/// 2ND-SETUP-2 and Ruling R45: in the hard setup every floor gets at least
/// one explosion and no floor starts with more than two POIs; over many
/// seeds (the old setup put all three POIs on one floor for 7 of 41).
#[test]
fn setup_2nd_2_explosions_on_both_floors_and_two_pois_per_floor_at_most() {
    let board = townhouse();
    for difficulty in [Difficulty::Recruit, Difficulty::Heroic] {
        let config = GameConfig::experienced(3, difficulty);
        let mut capped = 0;
        for seed in 0..60 {
            let events = setup_events(board.clone(), &config, seed);
            let mut fire_floors: Vec<u8> = events
                .iter()
                .filter_map(|e| match e {
                    Event::SetupFire { cell } => Some(cell.floor),
                    _ => None,
                })
                .collect();
            fire_floors.sort();
            fire_floors.dedup();
            assert_eq!(fire_floors, [0, 1], "seed {seed}: R45");
            let s = GameState::new(board.clone(), config.clone(), seed).expect("config");
            for floor in [0, 1] {
                let pois = s
                    .snapshot()
                    .pois
                    .iter()
                    .filter(|p| p.at.is_some_and(|at| at.floor == floor))
                    .count();
                assert!(pois <= 2, "seed {seed}: {pois} POIs on floor {floor}");
            }
            capped += events
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Event::Reroll {
                            reason: RerollReason::FloorHasTwoPois
                        }
                    )
                })
                .count();
        }
        assert!(capped > 0, "some seed needed the cap, so the test shows it");
    }
}

/// 2ND-SETUP-2: the first explosion is rolled on both dice even where the
/// board has a first-explosion table.
#[test]
fn setup_2nd_2_the_first_explosion_uses_both_dice() {
    let mut layout = townhouse().layout().clone();
    layout.first_explosion = (1..=8).map(|_| "2,2".parse().expect("cell")).collect();
    let board =
        std::sync::Arc::new(flashpoint::engine::board::Board::from_layout(layout).expect("valid"));
    let config = GameConfig::experienced(3, Difficulty::Recruit);
    let elsewhere = (0..20).any(|seed| {
        let events = setup_events(board.clone(), &config, seed);
        let first = events.iter().find_map(|e| match e {
            Event::SetupFire { cell } => Some(*cell),
            _ => None,
        });
        first != Some("2,2".parse().expect("cell"))
    });
    assert!(
        elsewhere,
        "the table would put every first explosion on 2,2"
    );
}

/// 2ND-VEH-1, Ruling R35: the deck gun never flips the black die on 2nd
/// Story. Area 2 is the front half (rows 4-6) of both floors; black 7 names
/// the upper floor and stays 7 (the base game would flip it to 2).
#[test]
fn veh_2nd_1_the_deck_gun_never_flips_black() {
    let mut s = state(
        townhouse(),
        json!({"config": experienced("7,1", Some("0,1")), "fire": ["1:5,3"],
               "firefighters": [{"at": "7,1", "ap": 4, "specialist": "generalist"}]}),
    );
    s.force_dice([2, 7]);
    let events = events_json(&apply(&mut s, Action::DeckGun));
    let rolled = events
        .iter()
        .find(|e| e["event"] == "deck_gun_rolled")
        .expect("rolled");
    assert_eq!(rolled["target_red"], 5, "red 2 flips to 5: {rolled}");
    assert_eq!(
        rolled["target_black"], 7,
        "black is never flipped: {rolled}"
    );
    assert!(
        events.contains(&json!({"event": "deck_gun_landed", "target": "1:5,3"})),
        "{events:?}"
    );
}

// ------------------------------------------------------------ Brownstone

/// URB-BROWN-3: a Drive to a spot on the other side of the building costs
/// 4 AP; on the same side 2 AP. On the front board declared Brownstone
/// every side has one spot, so every other spot is on another side.
#[test]
fn brown_3_the_other_side_costs_4_ap() {
    let s = state(
        front_with(RuleSet::Brownstone),
        json!({"config": experienced("0,7", Some("0,5")),
               "firefighters": [{"at": "0,7", "ap": 4, "specialist": "generalist"}]}),
    );
    let mut engine = drives(&s, Vehicle::Engine);
    engine.sort();
    assert_eq!(
        engine,
        [("1,0".into(), 4), ("5,9".into(), 4), ("7,1".into(), 4)]
    );
    // Two spots on one side: 2 AP between them.
    let mut layout = front_with(RuleSet::Brownstone).layout().clone();
    layout.parking.ambulance[1].side = Some(flashpoint::engine::geom::Dir::N);
    let board =
        std::sync::Arc::new(flashpoint::engine::board::Board::from_layout(layout).expect("valid"));
    let s = state(
        board,
        json!({"config": experienced("0,7", Some("0,5")),
               "firefighters": [{"at": "0,7", "ap": 4, "specialist": "generalist"}]}),
    );
    assert!(drives(&s, Vehicle::Ambulance).contains(&("3,9".into(), 2)));
    assert!(drives(&s, Vehicle::Ambulance).contains(&("7,3".into(), 4)));
}

// ------------------------------------------------------------- High Rise

/// URB-HIGHRISE-GEN-2: the vehicles module plays without an Ambulance; the
/// setup parks only the Engine.
#[test]
fn highrise_gen_2_vehicles_without_an_ambulance() {
    let mut config = GameConfig::experienced(2, Difficulty::Recruit);
    config.engine = None;
    let mut s = GameState::new(highrise(), config, 3).expect("no Ambulance needed");
    let parks: Vec<Action> = s.legal_actions();
    assert!(parks.iter().all(|a| matches!(
        a,
        Action::Park {
            vehicle: Vehicle::Engine,
            ..
        }
    )));
    apply(&mut s, parks[0]);
    assert_eq!(s.stage(), flashpoint::engine::Stage::PlaceFirefighters);
}

/// URB-HIGHRISE-SETUP-3: a firefighter starts outside or on an elevator,
/// in the Lobby.
#[test]
fn highrise_setup_3_start_in_the_lobby() {
    let s = GameState::new(highrise(), GameConfig::family(2), 1).expect("config");
    let starts: Vec<String> = s
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaceFirefighter(p) => Some(p.to_string()),
            _ => None,
        })
        .collect();
    assert!(starts.contains(&"3,4".to_string()), "{starts:?}");
    assert!(starts.contains(&"4,5".to_string()), "{starts:?}");
    assert!(starts.contains(&"0,0".to_string()), "{starts:?}");
    assert!(!starts.contains(&"2,4".to_string()), "{starts:?}");
}

/// URB-HIGHRISE-KD-1: a knocked-down firefighter goes to a cell of the
/// Engine's current spot.
#[test]
fn highrise_kd_1_knockdowns_go_to_the_engine() {
    let mut s = state(
        highrise(),
        json!({"config": {"mode": "experienced", "firefighters": 2, "engine": "4,9",
                          "specialists": ["generalist", "paramedic"]},
               "fire": ["1,2"],
               "firefighters": [{"at": "0,0", "ap": 4, "specialist": "generalist"},
                                {"at": "2,2", "ap": 0, "specialist": "paramedic"}]}),
    );
    // Smoke on firefighter 2's cell, next to the Fire at 1,2, ignites.
    s.force_dice([2, 2]);
    apply(&mut s, Action::EndTurn);
    let options: Vec<String> = s
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::KnockdownTo(p) => Some(p.to_string()),
            _ => None,
        })
        .collect();
    let at = s.firefighters()[1]
        .cell
        .map(|c| s.board().pos(c).to_string());
    let engine = ["4,9".to_string(), "5,9".to_string()];
    assert!(
        (!options.is_empty() && options.iter().all(|o| engine.contains(o)))
            || at.as_ref().is_some_and(|a| engine.contains(a)),
        "options {options:?}, at {at:?}"
    );
}

/// URB-HIGHRISE-SETUP-1: the setup explosions go on the board's lines:
/// column 2, column 7, row 5 (and row 1 on Heroic), rolling the other die.
#[test]
fn highrise_setup_1_explosions_on_the_lines() {
    let config = GameConfig::experienced(3, Difficulty::Heroic);
    for seed in 0..20 {
        let events = setup_events(highrise(), &config, seed);
        let fires: Vec<(u8, u8)> = events
            .iter()
            .filter_map(|e| match e {
                Event::SetupFire { cell } => Some((cell.row, cell.col)),
                _ => None,
            })
            .collect();
        assert_eq!(fires.len(), 4, "seed {seed}");
        assert_eq!(fires[0].1, 2, "1st on column 2, seed {seed}: {fires:?}");
        assert_eq!(fires[1].1, 7, "2nd on column 7, seed {seed}: {fires:?}");
        assert_eq!(fires[2].0, 5, "3rd on row 5, seed {seed}: {fires:?}");
        assert_eq!(fires[3].0, 1, "4th on row 1, seed {seed}: {fires:?}");
    }
}

/// URB-HIGHRISE-SETUP-2: a setup roll naming an elevator space (3,4 or 4,5
/// on the tower) is rolled again for Hazmat, POIs and Hot Spots, so none of
/// them starts in a car.
#[test]
fn highrise_setup_2_no_token_starts_on_an_elevator() {
    let elevators = [(3, 4), (4, 5)];
    let config = GameConfig::experienced(4, Difficulty::Heroic);
    let mut rerolled = 0;
    for seed in 0..100 {
        let events = setup_events(highrise(), &config, seed);
        for event in &events {
            let placed = match event {
                Event::PoiPlaced { cell, .. }
                | Event::HazmatPlaced { cell, .. }
                | Event::HotSpotPlaced { cell, .. } => (cell.row, cell.col),
                Event::Reroll {
                    reason: RerollReason::Elevator,
                } => {
                    rerolled += 1;
                    continue;
                }
                _ => continue,
            };
            assert!(
                !elevators.contains(&placed),
                "seed {seed}: {event:?} on an elevator"
            );
        }
    }
    // The setup explosions go on lines that miss both cars
    // (URB-HIGHRISE-SETUP-1), so these re-rolls were the tokens'.
    assert!(rerolled > 0, "no roll named an elevator in 100 setups");
}

/// A family game on the Meridian Tower: every Engine spot serves its side
/// (engine ruling E32).
fn tower(snapshot: Value) -> GameState {
    let mut snapshot = snapshot;
    snapshot["config"] = json!({"mode": "family", "firefighters": 1});
    state(highrise(), snapshot)
}

fn moves(s: &GameState) -> Vec<(String, u8)> {
    let mut out: Vec<(String, u8)> = s
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(to) => Some((to.to_string(), s.cost(a).expect("legal"))),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// URB-HIGHRISE-ELEV-1/2: in the Lobby (door closed) the only ways are the
/// door (2 AP, the car travels) and the Lobby move; at the fire floor the
/// car is an ordinary space; the door works from the floor side too.
#[test]
fn highrise_elev_2_the_door_costs_2_and_moves_the_car() {
    let mut s = tower(json!({"firefighters": [{"at": "3,4", "ap": 5}]}));
    let door = "2,4S".parse().expect("edge");
    assert_eq!(s.cost(Action::Open(door)).expect("from the car"), 2);
    assert!(
        moves(&s).iter().all(|(_, ap)| *ap == 2),
        "Lobby moves only: {:?}",
        moves(&s)
    );
    apply(&mut s, Action::Open(door));
    assert_eq!(s.firefighters()[0].ap, 3);
    // At the fire floor: a plain step out.
    assert!(
        moves(&s).contains(&("2,4".to_string(), 1)),
        "{:?}",
        moves(&s)
    );
    apply(&mut s, Action::Move("2,4".parse().expect("cell")));
    assert_eq!(
        s.cost(Action::Close(door)).expect("from the floor"),
        2,
        "Ruling R41"
    );
}

/// URB-HIGHRISE-ELEV-3: closing the door with a Victim on the car rescues
/// it at once; a Hazmat there is disposed of.
#[test]
fn highrise_elev_3_the_lobby_rescues() {
    let pois = json!([{"kind": "victim", "at": "3,4", "revealed": true, "carried_by": 0},
                      {"kind": "victim", "at": "3,4", "revealed": true}]);
    let (s, events, rescued) = car_to_the_lobby(pois, json!([{"at": "3,4"}]));
    assert_eq!(rescued, 2, "{events:?}");
    assert!(
        events.iter().any(|e| e["event"] == "hazmat_carried_out"),
        "{events:?}"
    );
    assert_eq!(s.carried_by(0), None);
}

/// The car at 3,4 (a firefighter in it with 4 AP, holding `pois` and
/// `hazmat`) goes down to the Lobby as its door closes: the game after,
/// the events, and how many Victims they rescue.
fn car_to_the_lobby(pois: Value, hazmat: Value) -> (GameState, Vec<Value>, usize) {
    let mut s = tower(json!({
        "doors": [{"edge": "2,4S", "state": "open"}],
        "pois": pois,
        "hazmat": hazmat,
        "firefighters": [{"at": "3,4", "ap": 4}]}));
    let events = events_json(&apply(&mut s, Action::Close("2,4S".parse().expect("edge"))));
    let rescued = events
        .iter()
        .filter(|e| e["event"] == "victim_rescued")
        .count();
    (s, events, rescued)
}

/// URB-HIGHRISE-ELEV-3, FAM-END-1: everything on the car arrives together,
/// so two Victims reaching the Lobby when 6 are rescued are both rescued:
/// the game is won with 8.
#[test]
fn highrise_elev_3_a_car_at_the_seventh_rescue_brings_everyone_out() {
    let mut pois = vec![
        json!({"kind": "victim", "at": "3,4", "revealed": true, "carried_by": 0}),
        json!({"kind": "victim", "at": "3,4", "revealed": true}),
    ];
    pois.extend(off_board("victim", "rescued", 6));
    let (s, events, rescued) = car_to_the_lobby(json!(pois), json!([]));
    assert_eq!(rescued, 2, "{events:?}");
    assert_eq!(s.rescued(), 8);
    assert!(s.is_over());
}

/// URB-HIGHRISE-LOBBY-1: Lobby ↔ any Engine spot cell for 2 AP, whether
/// or not the Engine is there.
#[test]
fn highrise_lobby_1_lobby_to_the_street_and_back() {
    let mut s = state(
        highrise(),
        json!({"config": experienced("4,9", None),
               "firefighters": [{"at": "4,5", "ap": 4, "specialist": "generalist"}]}),
    );
    let from_lobby = moves(&s);
    assert!(
        from_lobby.contains(&("0,6".to_string(), 2)),
        "{from_lobby:?}"
    );
    assert!(
        from_lobby.contains(&("4,9".to_string(), 2)),
        "{from_lobby:?}"
    );
    assert_eq!(
        from_lobby.len(),
        8,
        "the 8 Engine spot cells: {from_lobby:?}"
    );
    let events = events_json(&apply(&mut s, Action::Move("7,3".parse().expect("cell"))));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "moved" && e["way"] == "lobby"),
        "the move says how it went: {events:?}"
    );
    let back = moves(&s);
    assert!(back.contains(&("3,4".to_string(), 2)), "{back:?}");
    assert!(back.contains(&("4,5".to_string(), 2)), "{back:?}");
}

/// URB-HIGHRISE-GEN-1: no plain step between the street and the floor, even
/// through a destroyed outer wall; that is the aerial ladder's way.
#[test]
fn highrise_gen_1_no_plain_step_across_the_facade() {
    let s = tower(json!({
        "damage": [{"edge": "1,1N", "cubes": 2}],
        "firefighters": [{"at": "0,1", "ap": 4}]}));
    let err = s
        .check(Action::Move("1,1".parse().expect("cell")))
        .expect_err("GEN-1");
    assert!(err.to_string().contains("URB-HIGHRISE-GEN-1"), "{err}");
}

/// URB-HIGHRISE-LADDER-1 and -RESCUE-1: from the Engine's spot up to any
/// inside cell on its side across a destroyed outer wall, 2 AP; down with
/// a Victim 4 AP, and the Victim is rescued at once.
#[test]
fn highrise_ladder_1_up_and_down_the_aerial_ladder() {
    let mut s = state(
        highrise(),
        json!({"config": experienced("4,9", None),
               "damage": [{"edge": "1,8E", "cubes": 2}, {"edge": "6,8E", "cubes": 2},
                          {"edge": "1,1N", "cubes": 2}],
               "pois": [{"kind": "victim", "at": "6,8", "revealed": true}],
               "firefighters": [{"at": "4,9", "ap": 6, "specialist": "generalist"}]}),
    );
    let up = moves(&s);
    assert!(up.contains(&("1,8".to_string(), 2)), "{up:?}");
    assert!(up.contains(&("6,8".to_string(), 2)), "{up:?}");
    assert!(
        !up.iter().any(|(c, _)| c == "1,1"),
        "the north side is not the Engine's: {up:?}"
    );
    apply(&mut s, Action::Move("6,8".parse().expect("cell")));
    apply(&mut s, Action::PickUp(0));
    assert_eq!(
        s.cost(Action::Move("5,9".parse().expect("cell")))
            .expect("down"),
        4
    );
    // Family game: any Engine spot on the side serves (engine ruling E32).
    let family = tower(json!({
        "damage": [{"edge": "1,8E", "cubes": 2}],
        "firefighters": [{"at": "5,9", "ap": 4}]}));
    assert!(moves(&family).contains(&("1,8".to_string(), 2)));
    // Down with a Victim: rescued on arrival.
    let mut s = state(
        highrise(),
        json!({"config": experienced("4,9", None),
               "damage": [{"edge": "6,8E", "cubes": 2}],
               "pois": [{"kind": "victim", "at": "6,8", "revealed": true, "carried_by": 0}],
               "firefighters": [{"at": "6,8", "ap": 4, "specialist": "generalist"}]}),
    );
    let events = events_json(&apply(&mut s, Action::Move("5,9".parse().expect("cell"))));
    assert!(
        events.iter().any(|e| e["event"] == "victim_rescued"),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "moved" && e["way"] == "aerial_ladder"),
        "{events:?}"
    );
    assert_eq!(s.firefighters()[0].ap, 0);
}

/// URB-HIGHRISE-ELEV-4: a blast that removes an elevator door destroys the
/// elevator: Fire on its cell that nobody can put out or enter, and the
/// firefighters in its Lobby go to the Engine (not knocked down).
#[test]
fn highrise_elev_4_a_blast_destroys_the_elevator() {
    let mut s = state(
        highrise(),
        json!({"config": {"mode": "experienced", "firefighters": 2, "engine": "4,9",
                          "specialists": ["generalist", "paramedic"]},
               "fire": ["2,4"],
               "firefighters": [{"at": "2,2", "ap": 4, "specialist": "generalist"},
                                {"at": "3,4", "ap": 0, "specialist": "paramedic"}]}),
    );
    // The advance lands on the Fire at 2,4: it explodes, and its south
    // blast removes the elevator door 2,4S.
    s.force_dice([2, 4]);
    let events = events_json(&apply(&mut s, Action::EndTurn));
    assert!(
        events.contains(&json!({"event": "elevator_destroyed", "cell": "3,4"})),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "left_lobby" && e["firefighter"] == 1),
        "{events:?}"
    );
    let at = s.firefighters()[1]
        .cell
        .map(|c| s.board().pos(c).to_string());
    assert!(matches!(at.as_deref(), Some("4,9" | "5,9")), "{at:?}");
    assert!(!s.firefighters()[1].knocked_down);
    assert!(cells_with(&s, flashpoint::engine::FireLevel::Fire).contains(&"3,4".to_string()));
}

// --------------------------------------- TC-2S on a real board: the townhouse
//
// The townhouse's back stair links 1,1 Ground floor and 1,5 Upper floor
// (row 1, column 1 of each floor). Both stair cells are walled N, W and E
// and open S (stair direction S), like the TC-2S fixture turned a quarter.

/// The events of ending a turn whose fire advance is forced onto the
/// ground floor's red `red`, black `black`; POIs park on the upper ring so
/// no replenishing roll follows.
fn townhouse_turn(fire: &[&str], damage: Value, red: u8, black: u8) -> (GameState, Vec<Value>) {
    let mut s = state(
        townhouse(),
        json!({"fire": fire, "damage": damage,
               "pois": [{"kind": "false_alarm", "at": "6,3"}, {"kind": "false_alarm", "at": "6,4"},
                        {"kind": "false_alarm", "at": "5,4"}],
               "firefighters": [{"at": "7,0", "ap": 4}]}),
    );
    s.force_dice([red, black]);
    let events = events_json(&apply(&mut s, Action::EndTurn));
    (s, events)
}

fn has(events: &[Value], pattern: Value) -> bool {
    let fields = pattern.as_object().expect("an object").clone();
    events
        .iter()
        .any(|e| fields.iter().all(|(k, v)| e.get(k) == Some(v)))
}

/// 2ND-STAIRS-2 on the townhouse: the stair space 1,1 is otherwise
/// ordinary: the fire advance puts Smoke on it, and a POI there is turned
/// over by stepping on it and its Victim picked up like any other (its
/// walls take cubes: TC-2S-1 below).
#[test]
fn stairs_2nd_2_a_stair_space_is_otherwise_ordinary() {
    let (s, ev) = townhouse_turn(&[], json!([]), 1, 1);
    assert!(
        has(&ev, json!({"event": "smoke_placed", "cell": "1,1"})),
        "{ev:#?}"
    );
    assert!(cells_with(&s, flashpoint::engine::FireLevel::Smoke).contains(&"1,1".to_string()));

    let mut s = state(
        townhouse(),
        json!({"pois": [{"kind": "victim", "at": "1,1"}, {"kind": "false_alarm", "at": "6,3"},
                        {"kind": "false_alarm", "at": "6,4"}],
               "firefighters": [{"at": "2,1", "ap": 4}]}),
    );
    let ev = events_json(&apply(&mut s, Action::Move("1,1".parse().expect("cell"))));
    assert!(
        has(
            &ev,
            json!({"event": "poi_revealed", "cell": "1,1", "kind": "victim"})
        ),
        "{ev:#?}"
    );
    assert!(
        s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::PickUp(_))),
        "{:?}",
        s.legal_actions()
    );
}

/// TC-2S-1 on the townhouse (2ND-STAIRS-4, R39): Fire on both stair cells,
/// the advance lands on 1,1: +1 cube on its N, W and E walls, Fire at 2,1
/// through its open side, and through the stairs a shockwave from 1:1,1 in
/// its stair direction (S): Fire at 1:2,1. The upper stair's walls are
/// untouched.
#[test]
fn tc_2s_1_on_the_townhouse() {
    let (s, ev) = townhouse_turn(&["1,1", "1:1,1"], json!([]), 1, 1);
    assert!(
        has(&ev, json!({"event": "explosion", "cell": "1,1"})),
        "{ev:#?}"
    );
    for e in ["0,1S", "1,0E", "1,1E"] {
        assert!(
            has(&ev, json!({"event": "cube_placed", "edge": e, "cubes": 1})),
            "{e}: {ev:#?}"
        );
    }
    assert!(has(
        &ev,
        json!({"event": "blast", "from": "1,1", "heading": "stairs"})
    ));
    assert!(has(
        &ev,
        json!({"event": "shockwave_started", "cell": "1:1,1", "heading": {"dir": "S"}})
    ));
    let fire = cells_with(&s, flashpoint::engine::FireLevel::Fire);
    for c in ["2,1", "1:2,1", "1,1", "1:1,1"] {
        assert!(fire.contains(&c.to_string()), "{c}: {fire:?}");
    }
    for e in ["1:0,1S", "1:1,0E", "1:1,1E"] {
        assert!(
            !has(&ev, json!({"event": "cube_placed", "edge": e})),
            "{e} untouched"
        );
    }
}

/// TC-2S-3 on the townhouse (2ND-STAIRS-5, R38): an explosion at 2,1 sends
/// a shockwave north into the burning stair 1,1; the wall behind the stairs
/// (0,1S) is intact, so it is untouched and the wave climbs: Fire at 1:1,1.
#[test]
fn tc_2s_3_on_the_townhouse() {
    let (s, ev) = townhouse_turn(&["2,1", "1,1"], json!([]), 2, 1);
    assert!(
        has(&ev, json!({"event": "explosion", "cell": "2,1"})),
        "{ev:#?}"
    );
    assert!(
        !has(&ev, json!({"event": "cube_placed", "edge": "0,1S"})),
        "{ev:#?}"
    );
    assert!(cells_with(&s, flashpoint::engine::FireLevel::Fire).contains(&"1:1,1".to_string()));
}

/// TC-2S-4 on the townhouse: as TC-2S-3 with Fire at 1:1,1 too: the wave
/// goes on from there in its stair direction: Fire at 1:2,1.
#[test]
fn tc_2s_4_on_the_townhouse() {
    let (s, ev) = townhouse_turn(&["2,1", "1,1", "1:1,1"], json!([]), 2, 1);
    assert!(
        has(
            &ev,
            json!({"event": "shockwave", "from": "1,1", "to": "1:1,1", "heading": "stairs"})
        ),
        "{ev:#?}"
    );
    assert!(
        has(
            &ev,
            json!({"event": "shockwave", "from": "1:1,1", "to": "1:2,1", "heading": {"dir": "S"}})
        ),
        "{ev:#?}"
    );
    assert!(cells_with(&s, flashpoint::engine::FireLevel::Fire).contains(&"1:2,1".to_string()));
}

/// TC-2S-2 on the townhouse: with the wall behind the stairs destroyed the
/// wave stays on the ground floor and goes on north (out to 0,1); the upper
/// stair is unchanged.
#[test]
fn tc_2s_2_on_the_townhouse() {
    let (s, ev) = townhouse_turn(&["2,1", "1,1"], json!([{"edge": "0,1S", "cubes": 2}]), 2, 1);
    assert!(
        has(
            &ev,
            json!({"event": "shockwave", "from": "1,1", "to": "0,1"})
        ),
        "{ev:#?}"
    );
    assert!(!cells_with(&s, flashpoint::engine::FireLevel::Fire).contains(&"1:1,1".to_string()));
    assert!(!has(
        &ev,
        json!({"event": "shockwave_started", "cell": "1:1,1"})
    ));
}

/// URB-HIGHRISE-ELEV-1: a car is entered and left through its door only; a
/// destroyed wall of the shaft is no way in (nor, from the Lobby, a way
/// out).
#[test]
fn highrise_elev_1_only_the_door_leads_into_a_car() {
    let s = tower(json!({
        "damage": [{"edge": "4,4E", "cubes": 2}],
        "firefighters": [{"at": "4,4", "ap": 4}]}));
    let err = s
        .check(Action::Move("4,5".parse().expect("cell")))
        .expect_err("through the shaft");
    assert!(err.to_string().contains("only through its door"), "{err}");
    let inside = tower(json!({
        "damage": [{"edge": "4,4E", "cubes": 2}],
        "firefighters": [{"at": "4,5", "ap": 4}]}));
    assert!(
        inside
            .check(Action::Move("4,4".parse().expect("cell")))
            .is_err()
    );
}

// ------------------------------------------------- commands and the reserve

/// SPEC-CAPTAIN-1 on High Rise: the Captain commands Lobby moves, the
/// aerial ladder and elevator doors, each at the firefighter's own price.
#[test]
fn spec_captain_1_commands_the_lobby_the_aerial_ladder_and_elevator_doors() {
    let captain = |other_at: &str, extra: Value| {
        let mut snapshot = json!({
            "config": {"mode": "experienced", "firefighters": 2,
                       "specialists": ["fire_captain", "generalist"], "engine": "4,9"},
            "firefighters": [{"at": "0,6", "ap": 6, "pool": 2, "specialist": "fire_captain"},
                             {"at": other_at, "specialist": "generalist"}]});
        if let Value::Object(extra) = extra {
            for (k, v) in extra {
                snapshot[k] = v;
            }
        }
        state(highrise(), snapshot)
    };
    let command = |to: &str| Action::CommandMove {
        firefighter: 1,
        to: at(to),
    };
    // From the Lobby to the street, and from the street into a Lobby.
    let mut s = captain("4,5", json!({}));
    assert!(s.legal_actions().contains(&command("7,3")));
    assert_eq!(s.cost(command("7,3")), Ok(2));
    let events = events_json(&apply(&mut s, command("7,3")));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "moved" && e["firefighter"] == 1 && e["way"] == "lobby"),
        "{events:?}"
    );
    assert!(s.legal_actions().contains(&command("3,4")));
    // Up the aerial ladder from the Engine's spot, through a hole.
    let s = captain("4,9", json!({"damage": [{"edge": "6,8E", "cubes": 2}]}));
    assert!(s.legal_actions().contains(&command("6,8")));
    assert_eq!(s.cost(command("6,8")), Ok(2));
    // An elevator door, from the car in the Lobby: 2 AP, the car rises.
    let mut s = captain("3,4", json!({}));
    let open = Action::CommandOpen {
        firefighter: 1,
        edge: "2,4S".parse().expect("edge"),
    };
    assert!(s.legal_actions().contains(&open), "{:?}", s.legal_actions());
    assert_eq!(s.cost(open), Ok(2));
    apply(&mut s, open);
    assert!(!s.is_in_lobby(s.board().cell_at(at("3,4")).expect("cell")));
}

/// A Structural Engineer on High Rise, who cannot flip Fire (SPEC-ENGINEER-3)
/// so only a way out keeps the reserve.
fn engineer_up_the_ladder(ap: u8) -> GameState {
    state(
        highrise(),
        json!({"config": {"mode": "experienced", "firefighters": 1,
                          "specialists": ["structural_engineer"], "engine": "4,9"},
               "fire": ["6,8", "5,8", "7,8", "6,7"],
               "damage": [{"edge": "6,8E", "cubes": 2}],
               "firefighters": [{"at": "4,9", "ap": ap, "specialist": "structural_engineer"}]}),
    )
}

/// FAM-ACT-END-3 with URB-HIGHRISE-LADDER-1: a Fire cell left only by the
/// aerial ladder has a way out, 2 AP (engine ruling E33).
#[test]
fn fam_act_end_3_the_aerial_ladder_is_a_way_out() {
    let up = Action::Move(at("6,8"));
    let s = engineer_up_the_ladder(4);
    assert!(
        s.legal_actions().contains(&up),
        "2 AP up, 2 AP left to go down"
    );
    let s = engineer_up_the_ladder(3);
    let err = s.check(up).expect_err("1 AP left is not enough");
    assert_eq!(err.code(), "would_be_trapped", "{err}");
}

/// Engine ruling E37: from the Lobby the fire floor's walls are out of
/// reach; once the car is up, the shaft's walls can be chopped as any wall.
#[test]
fn e37_no_chopping_from_the_lobby() {
    let mut s = tower(json!({"firefighters": [{"at": "3,4", "ap": 5}]}));
    let chop = Action::Chop("3,4W".parse().expect("edge"));
    let err = s.check(chop).expect_err("in the Lobby");
    assert!(err.to_string().contains("E37"), "{err}");
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Chop(_)))
    );
    apply(&mut s, Action::Open("2,4S".parse().expect("edge")));
    assert_eq!(s.cost(chop), Ok(2));
}

/// Engine ruling E39 with EXP-VEH-DECKGUN-2: a firefighter in the Lobby
/// is not on the fire floor, so it does not keep the deck gun from firing
/// at its elevator's quadrant; once its car is up, it does.
#[test]
fn e39_the_lobby_does_not_block_the_deck_gun() {
    let snapshot = |doors: Value| {
        json!({"config": {"mode": "experienced", "firefighters": 2, "engine": "4,9",
                          "specialists": ["driver_operator", "generalist"]},
               "fire": ["5,7"], "doors": doors,
               "firefighters": [{"at": "4,9", "ap": 4, "specialist": "driver_operator"},
                                {"at": "4,5", "ap": 4, "specialist": "generalist"}]})
    };
    let mut s = state(highrise(), snapshot(json!([])));
    let board = s.board().clone();
    let cell = |p: &str| board.cell_at(p.parse().expect("cell")).expect("a cell");
    let served = board
        .engine_spots()
        .iter()
        .find(|spot| spot.cells.contains(&cell("4,9")))
        .expect("the Engine's spot")
        .area;
    assert_eq!(
        board.cell(cell("4,5")).area,
        served,
        "the elevator is in the quadrant the Engine serves"
    );
    assert_eq!(
        s.check(Action::DeckGun),
        Ok(()),
        "nobody stands in the quadrant: the Generalist is in the Lobby"
    );
    // Nor is the car in the area the board marks for the shot: the Lobby
    // is drawn beside the floor.
    let area = s.deck_gun_cells();
    assert!(area.contains(&cell("4,6")), "the quadrant is marked");
    assert!(!area.contains(&cell("4,5")), "the car is down in the Lobby");
    s.force_dice([5, 7]);
    apply(&mut s, Action::DeckGun);
    // The Driver/Operator keeps the roll (SPEC-DRIVER-1): the water lands.
    let events = events_json(&apply(&mut s, Action::AcceptShot));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "deck_gun_landed" && e["target"] == "5,7"),
        "{events:?}"
    );
    // With its car up at the fire floor, the Generalist stands in the
    // quadrant (EXP-VEH-DECKGUN-2).
    let up = state(
        highrise(),
        snapshot(json!([{"edge": "4,5S", "state": "open"}])),
    );
    let err = up
        .check(Action::DeckGun)
        .expect_err("a firefighter in the quadrant");
    assert_eq!(err.code(), "firefighter_in_area", "{err}");
    assert!(err.to_string().contains("4,5"), "{err}");
    assert!(up.deck_gun_cells().contains(&cell("4,5")), "the car is up");
}

/// Engine ruling E39 with EXP-VEH-DECKGUN-4: a shot whose roll names an
/// elevator whose car is down in the Lobby lands in the shaft, behind the
/// closed door: it clears nothing (not the Fire across the door), and the
/// preview shows nothing to clear.
#[test]
fn e39_a_shot_at_a_car_in_the_lobby_clears_nothing() {
    let mut s = state(
        highrise(),
        json!({"config": {"mode": "experienced", "firefighters": 2, "engine": "4,9",
                          "specialists": ["driver_operator", "generalist"]},
               "fire": ["5,5", "5,7"],
               "firefighters": [{"at": "4,9", "ap": 4, "specialist": "driver_operator"},
                                {"at": "4,5", "ap": 4, "specialist": "generalist"}]}),
    );
    let shaft = s.board().cell_at(at("4,5")).expect("a cell");
    s.force_dice([4, 5]);
    apply(&mut s, Action::DeckGun);
    let preview = s.deck_gun_preview().expect("deciding on the roll");
    assert_eq!(preview.target, Some(shaft));
    assert!(preview.splash.is_empty(), "{:?}", preview.splash);
    let events = events_json(&apply(&mut s, Action::AcceptShot));
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "deck_gun_landed" && e["target"] == "4,5"),
        "{events:?}"
    );
    assert!(
        !events.iter().any(|e| e["event"] == "deck_gun_cleared"),
        "{events:?}"
    );
    let across = s.board().cell_at(at("5,5")).expect("a cell");
    assert_eq!(s.fire_at(across), flashpoint::engine::FireLevel::Fire);
}

/// Engine ruling E38: a car is open only through its door, to fire as to
/// firefighters: a blast stops at a destroyed wall of the shaft, and the
/// car (here in the Lobby) takes no Fire.
#[test]
fn e38_a_blast_stops_at_the_shaft() {
    let mut s = tower(json!({
        "fire": ["3,3"],
        "damage": [{"edge": "3,3E", "cubes": 2}],
        "pois": [{"kind": "false_alarm", "at": "6,1"}, {"kind": "false_alarm", "at": "6,2"},
                 {"kind": "false_alarm", "at": "6,3"}],
        "firefighters": [{"at": "0,0", "ap": 4}]}));
    s.force_dice([3, 3]);
    let events = events_json(&apply(&mut s, Action::EndTurn));
    assert!(
        events.contains(&json!({"event": "explosion", "cell": "3,3"})),
        "{events:?}"
    );
    assert!(
        events.contains(&json!({"event": "blast_stopped", "edge": "3,3E"})),
        "{events:?}"
    );
    assert!(!cells_with(&s, flashpoint::engine::FireLevel::Fire).contains(&"3,4".to_string()));
    assert!(!s.is_elevator_destroyed(s.board().cell_at(at("3,4")).expect("cell")));
}

/// URB-HIGHRISE-ELEV-4 with engine ruling E35: a blast destroys a car at
/// the fire floor when the supply has no Fire token left; who stands in it
/// is on Fire all the same and knocked down.
#[test]
fn e35_a_destroyed_car_burns_without_a_token() {
    let inside: Vec<String> = (1..=6)
        .flat_map(|r| (1..=8).map(move |c| format!("{r},{c}")))
        .filter(|c| !["2,4", "3,4", "4,5", "1,4", "2,3", "2,5"].contains(&c.as_str()))
        .take(32)
        .collect();
    assert_eq!(inside.len(), 32);
    let mut s = state(
        highrise(),
        json!({
        "fire": ["2,4"],
        "smoke": inside,
        "doors": [{"edge": "2,4S", "state": "open"}],
        "pois": [{"kind": "false_alarm", "at": "6,1"}, {"kind": "false_alarm", "at": "6,2"},
                 {"kind": "false_alarm", "at": "6,3"}],
        "config": {"mode": "family", "firefighters": 2},
        "firefighters": [{"at": "0,0", "ap": 4}, {"at": "3,4"}]}),
    );
    assert_eq!(s.fire_supply(), 0);
    s.force_dice([2, 4]);
    let events = events_json(&apply(&mut s, Action::EndTurn));
    assert!(
        events.contains(&json!({"event": "elevator_destroyed", "cell": "3,4"})),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "knocked_down" && e["firefighter"] == 1),
        "{events:?}"
    );
}

//! Integration tests of the specialists (§5), the escape reserve with bonus
//! pools, and the scenarios (§7) of the experienced game, each named after the
//! rule it checks. The authority is `/work/shared/rules/flash-point-rules.md`;
//! rule IDs are cited per test.
//!
//! Conventions: states are partial snapshots on the front board (App. A) in
//! the experienced game, with the Engine at the right spot (5,9)+(6,9), which
//! serves the bottom-right quadrant (rows 4–6 × columns 5–8), and the
//! Ambulance at the top spot (0,5)+(0,6), unless stated. Fire-phase tests
//! force the dice (red, then black) and keep three face-down False Alarms
//! "parked" on exterior corners, which no fire in these tests reaches, so the
//! board always holds 3 POIs and no replenishing roll follows (FAM-POI-1).

mod common;
use common::*;

use flashpoint::engine::config::ConfigError;
use flashpoint::engine::event::{Event, RollPurpose};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::state::{Die, HazmatPlace, TokenPlace};
use flashpoint::engine::{
    Action, ActionError, CellId, FireLevel, GameConfig, GameState, Item, Outcome, Pos, Specialist,
    Stage,
};
use serde_json::{Value, json};

// --- helpers -----------------------------------------------------------------

/// An experienced-game state on the front board. `cfg` is merged into
/// `{"mode": "experienced", "firefighters": n}` (n = firefighters listed);
/// with vehicles, the Engine stands at (5,9) and the Ambulance at (0,5)
/// unless the snapshot parks them elsewhere.
fn xstate(cfg: Value, snap: Value) -> GameState {
    let mut snap = snap;
    let obj = snap.as_object_mut().expect("a snapshot object");
    let n = obj
        .get("firefighters")
        .and_then(Value::as_array)
        .map_or(1, Vec::len);
    let mut config = json!({"mode": "experienced", "firefighters": n});
    for (k, v) in cfg.as_object().expect("a config object") {
        config[k.as_str()] = v.clone();
    }
    let vehicles = config
        .pointer("/modules/vehicles")
        .and_then(Value::as_bool)
        .unwrap_or(true);
    if vehicles && config["mode"] == "experienced" {
        obj.entry("engine").or_insert(json!("5,9"));
        obj.entry("ambulance").or_insert(json!("0,5"));
    }
    obj.insert("config".into(), config);
    state(front(), snap)
}

/// A configuration from JSON.
fn config(v: Value) -> GameConfig {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("bad config {v}: {e}"))
}

/// A new game on the front board, with its setup events.
fn new_game(v: Value, seed: u64) -> (GameState, Vec<Event>) {
    let mut events = Vec::new();
    let s = GameState::new_logged(front(), config(v), seed, &mut events)
        .unwrap_or_else(|e| panic!("config refused: {e}"));
    (s, events)
}

fn config_error(v: Value) -> ConfigError {
    match GameState::new(front(), config(v.clone()), 1) {
        Ok(_) => panic!("{v} should be refused"),
        Err(e) => e,
    }
}

fn cell(s: &GameState, p: &str) -> CellId {
    s.board()
        .cell_at(at(p))
        .unwrap_or_else(|| panic!("no cell {p}"))
}

fn level(s: &GameState, c: &str) -> FireLevel {
    s.fire_at_pos(at(c))
}

fn hot(s: &GameState, c: &str) -> bool {
    s.hot_spot_at(cell(s, c))
}

fn cubes_on(s: &GameState, e: &str) -> u8 {
    let r = e.parse().unwrap_or_else(|err| panic!("{err}"));
    let id = s
        .board()
        .edge_at(r)
        .unwrap_or_else(|| panic!("no edge {e}"));
    s.edge_state(id).cubes
}

fn ff_at(s: &GameState, i: usize) -> Pos {
    let c = s.firefighters()[i]
        .cell
        .unwrap_or_else(|| panic!("firefighter {i} is not placed"));
    s.board().pos(c)
}

fn ap(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].ap
}

fn pool(s: &GameState, i: usize) -> u8 {
    s.firefighters()[i].pool
}

fn token_pos(s: &GameState, id: usize) -> Option<Pos> {
    s.tokens()[id].cell().map(|c| s.board().pos(c))
}

fn hazmat_pos(s: &GameState, h: usize) -> Option<Pos> {
    match s.hazmat()[h] {
        HazmatPlace::Board(c) => Some(s.board().pos(c)),
        _ => None,
    }
}

/// The error an action is refused with (panics if it is legal).
fn refusal(s: &GameState, a: Value) -> ActionError {
    match s.check(act(a.clone())) {
        Ok(()) => panic!("{a} should be refused"),
        Err(e) => e,
    }
}

fn legal(s: &GameState, a: Value) -> bool {
    s.is_legal(act(a))
}

fn go(s: &mut GameState, a: Value) -> Vec<Event> {
    apply(s, act(a))
}

/// Ends the action phase with the given dice queued for the fire phase.
fn end_turn(s: &mut GameState, dice: &[u8]) -> Vec<Event> {
    s.force_dice(dice.iter().copied());
    apply(s, Action::EndTurn)
}

fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

fn first(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(pred)
        .unwrap_or_else(|| panic!("expected event missing in {events:#?}"))
}

fn advance_rolls(events: &[Event]) -> usize {
    count(events, |e| {
        matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::AdvanceFire,
                ..
            }
        )
    })
}

fn turn_started(events: &[Event], ff: u8) -> Option<u8> {
    events.iter().find_map(|e| match *e {
        Event::TurnStarted {
            firefighter, ap, ..
        } if firefighter == ff => Some(ap),
        _ => None,
    })
}

/// Damage cubes on the bottom and right outer walls of the front board, two
/// per wall.
fn filler_damage(n: u8) -> Vec<Value> {
    let walls = [
        "6,1S", "6,2S", "6,4S", "6,5S", "6,6S", "6,7S", "6,8S", "1,8E", "2,8E", "3,8E", "5,8E",
        "6,8E",
    ];
    let mut left = n;
    let mut out = Vec::new();
    for w in walls {
        if left == 0 {
            break;
        }
        let c = left.min(2);
        out.push(json!({"edge": w, "cubes": c}));
        left -= c;
    }
    assert_eq!(left, 0, "not enough filler walls");
    out
}

// --- SPEC table: AP per card ---------------------------------------------------

/// SPEC table, FAM-AP-1, SPEC-GEN-1: at the start of its turn each card gets
/// its AP and its bonus pool: CAFS 3 + 3 Extinguish, Generalist 5, Fire
/// Captain 4 + 2 Command, Rescue Specialist 4 + 3 Move, every other card 4 and
/// no pool.
#[test]
fn spec_table_ap_per_card() {
    let cases = [
        ("paramedic", 4, 0),
        ("cafs_firefighter", 3, 3),
        ("hazmat_technician", 4, 0),
        ("generalist", 5, 0),
        ("fire_captain", 4, 2),
        ("rescue_specialist", 4, 3),
        ("imaging_technician", 4, 0),
        ("driver_operator", 4, 0),
        ("structural_engineer", 4, 0),
    ];
    for (card, per_turn, bonus) in cases {
        let mut s = xstate(
            json!({"specialists": [card]}),
            parked(json!({"firefighters": [{"at": "0,3", "ap": 0, "specialist": card}]})),
        );
        let events = end_turn(&mut s, &[6, 1]);
        assert_eq!(turn_started(&events, 0), Some(per_turn), "{card}: AP");
        assert_eq!(ap(&s, 0), per_turn, "{card}: AP");
        assert_eq!(pool(&s, 0), bonus, "{card}: bonus pool");
        assert_eq!(s.stage(), Stage::Actions);
    }
}

// --- SPEC-GEN --------------------------------------------------------------------

/// SPEC-GEN-1, FAM-AP-3: unspent bonus-pool AP are never saved; only regular
/// AP are, and the next turn brings a fresh pool of the card's size.
#[test]
fn spec_gen_1_bonus_pools_are_never_saved() {
    // (card, regular AP left, pool left, AP next turn = card + saved, pool size)
    let cases = [
        ("cafs_firefighter", 2, 3, 5, 3),
        ("fire_captain", 4, 2, 8, 2),
        ("rescue_specialist", 1, 3, 5, 3),
    ];
    for (card, left, bonus, next, size) in cases {
        let mut s = xstate(
            json!({"specialists": [card]}),
            parked(json!({
                "firefighters": [{"at": "0,3", "ap": left, "specialist": card, "pool": bonus}],
            })),
        );
        let events = end_turn(&mut s, &[6, 1]);
        let ended = events
            .iter()
            .find_map(|e| match *e {
                Event::TurnEnded {
                    saved, forfeited, ..
                } => Some((saved, forfeited)),
                _ => None,
            })
            .expect("TurnEnded");
        assert_eq!(ended.0, left, "{card}: only regular AP are saved");
        assert_eq!(turn_started(&events, 0), Some(next), "{card}: next turn AP");
        assert_eq!(ap(&s, 0), next, "{card}");
        assert_eq!(
            pool(&s, 0),
            size,
            "{card}: the pool is the card's, nothing carried over"
        );
        assert_eq!(s.firefighters()[0].saved, 0);
    }
}

/// SPEC-GEN-2 (Ruling R16): one cost may be split across pools, and the
/// restricted pool pays first; a pool never pays another kind of action.
#[test]
fn spec_gen_2_costs_split_restricted_pool_first() {
    // CAFS, 3 AP + 1 Extinguish AP: Remove Fire (2) = 1 from the pool + 1 regular.
    let mut s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 3, "specialist": "cafs_firefighter", "pool": 1}],
        }),
    );
    let events = go(&mut s, json!({"remove_fire": "1,2"}));
    assert!(events.contains(&Event::Extinguished {
        firefighter: 0,
        cell: at("1,2"),
        from: FireLevel::Fire,
        to: FireLevel::Clear,
        ap: 2,
    }));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (2, 0));

    // With 0 AP + 1 Extinguish AP the split cannot reach 2.
    let s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 0, "specialist": "cafs_firefighter", "pool": 1}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"remove_fire": "1,2"})),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    );

    // Rescue Specialist, 4 AP + 3 Move AP: moves spend the Move pool first.
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "smoke": ["1,2"],
            "fire": ["2,2"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "rescue_specialist", "pool": 3}],
        }),
    );
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 2), "1 from the Move pool");
    go(&mut s, json!({"move": "2,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 0), "Fire: 2 from the pool");
    go(&mut s, json!({"move": "2,1"}));
    assert_eq!(
        (ap(&s, 0), pool(&s, 0)),
        (3, 0),
        "pool empty: regular AP pay"
    );

    // A split move: 1 Move AP left, entering Fire (2) takes it and 1 regular AP.
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "fire": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "rescue_specialist", "pool": 1}],
        }),
    );
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (3, 0));
}

/// SPEC-GEN-3: each card is unique in play: a configuration choosing a card
/// twice is refused, random deals never repeat a card, a snapshot cannot hold
/// a card twice, and Crew Change cannot take a card in play.
#[test]
fn spec_gen_3_each_card_is_unique() {
    assert!(matches!(
        config_error(json!({
            "mode": "experienced", "firefighters": 2,
            "specialists": ["paramedic", "paramedic"],
        })),
        ConfigError::SpecialistTwice(_)
    ));
    for seed in 0..12 {
        let (s, _) = new_game(json!({"mode": "experienced", "firefighters": 6}), seed);
        let mut cards: Vec<Specialist> = s
            .firefighters()
            .iter()
            .map(|f| f.specialist.expect("every firefighter has a card"))
            .collect();
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 6, "seed {seed}: a card dealt twice");
    }
    // A chosen card is not dealt again to a random seat.
    for seed in 0..12 {
        let (s, _) = new_game(
            json!({"mode": "experienced", "firefighters": 6, "specialists": ["random", "generalist"]}),
            seed,
        );
        let generalists = s
            .firefighters()
            .iter()
            .filter(|f| f.is(Specialist::Generalist))
            .count();
        assert_eq!(generalists, 1, "seed {seed}");
        assert!(s.firefighters()[1].is(Specialist::Generalist));
    }
    let twice = Snapshot::from_partial(
        json!({
            "config": {"mode": "experienced", "firefighters": 2},
            "engine": "5,9", "ambulance": "0,5",
            "firefighters": [
                {"at": "0,3", "ap": 4, "specialist": "paramedic"},
                {"at": "0,4", "ap": 4, "specialist": "paramedic"},
            ],
        }),
        None,
        1,
    )
    .expect("a well-formed snapshot");
    assert!(GameState::from_snapshot(front(), &twice).is_err());

    // Crew Change (first action, turn started on the Engine).
    let s = xstate(
        json!({"specialists": ["generalist", "paramedic"]}),
        json!({
            "turn_state": {"started_on_engine": true},
            "firefighters": [
                {"at": "5,9", "ap": 5, "specialist": "generalist"},
                {"at": "0,3", "ap": 0, "specialist": "paramedic"},
            ],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"crew_change": "paramedic"})),
        ActionError::SpecialistInPlay(_)
    ));
    assert!(legal(&s, json!({"crew_change": "hazmat_technician"})));
}

/// SPEC-GEN-4: "double cost to Extinguish" (Paramedic, Rescue Specialist):
/// Smoke 2, Fire → Smoke 2, Fire 4. The deck gun is not Extinguish and keeps
/// its cost (Ruling R25).
#[test]
fn spec_gen_4_double_extinguish_cost() {
    for card in ["paramedic", "rescue_specialist"] {
        let mut s = xstate(
            json!({"specialists": [card]}),
            json!({
                "smoke": ["1,2"],
                "fire": ["2,1"],
                "firefighters": [{"at": "1,1", "ap": 4, "specialist": card}],
            }),
        );
        go(&mut s, json!({"remove_smoke": "1,2"}));
        assert_eq!(ap(&s, 0), 2, "{card}: Smoke costs 2");
        let events = go(&mut s, json!({"flip_fire": "2,1"}));
        assert_eq!(ap(&s, 0), 0, "{card}: Fire → Smoke costs 2");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Extinguished { ap: 2, .. }))
        );
        assert_eq!(level(&s, "2,1"), FireLevel::Smoke);

        let mut s = xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["1,2"],
                "firefighters": [{"at": "1,1", "ap": 4, "specialist": card}],
            }),
        );
        go(&mut s, json!({"remove_fire": "1,2"}));
        assert_eq!(ap(&s, 0), 0, "{card}: Fire costs 4");
        assert_eq!(level(&s, "1,2"), FireLevel::Clear);

        let s = xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["1,2"],
                "firefighters": [{"at": "1,1", "ap": 3, "specialist": card}],
            }),
        );
        assert_eq!(
            refusal(&s, json!({"remove_fire": "1,2"})),
            ActionError::NotEnoughAp { needed: 4, have: 3 }
        );
    }
    // The Rescue Specialist's Move pool does not pay Extinguish.
    let s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "smoke": ["1,2"],
            "firefighters": [{"at": "1,1", "ap": 1, "specialist": "rescue_specialist", "pool": 3}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"remove_smoke": "1,2"})),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    );
    // Without the ability, Smoke costs 1.
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({"smoke": ["1,2"], "firefighters": [{"at": "1,1", "ap": 5, "specialist": "generalist"}]}),
    );
    go(&mut s, json!({"remove_smoke": "1,2"}));
    assert_eq!(ap(&s, 0), 4);
    // The deck gun costs the Paramedic 4, not 8.
    let mut s = xstate(
        json!({"specialists": ["paramedic"]}),
        json!({"fire": ["5,5"], "firefighters": [{"at": "5,9", "ap": 4, "specialist": "paramedic"}]}),
    );
    s.force_dice([5, 5]);
    let events = go(&mut s, json!("deck_gun"));
    assert!(events.contains(&Event::DeckGunFired {
        firefighter: 0,
        ap: 4
    }));
    assert_eq!(ap(&s, 0), 0);
    assert_eq!(level(&s, "5,5"), FireLevel::Clear);
}

// --- SPEC-PARAMEDIC ----------------------------------------------------------------

/// SPEC-PARAMEDIC-1 (Ruling R27): Treat, 1 AP, a revealed untreated Victim in
/// the Paramedic's own space; not next door, not face down, not twice, and
/// only by the Paramedic.
#[test]
fn spec_paramedic_1_treat_in_own_space() {
    let mut s = xstate(
        json!({"specialists": ["paramedic"]}),
        json!({
            "firefighters": [{"at": "2,2", "ap": 4, "specialist": "paramedic"}],
            "pois": [victim_up("2,2"), victim_up("2,1")],
        }),
    );
    assert!(
        matches!(
            refusal(&s, json!({"treat": 1})),
            ActionError::NotOnYourCell { .. }
        ),
        "the Victim next door cannot be treated (R27)"
    );
    let events = go(&mut s, json!({"treat": 0}));
    assert!(events.contains(&Event::Treated {
        firefighter: 0,
        token: 0,
        cell: at("2,2"),
        ap: 1,
    }));
    assert!(s.tokens()[0].treated);
    assert!(!s.tokens()[1].treated);
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(token_pos(&s, 0), Some(at("2,2")), "a treated Victim stays");
    assert!(
        matches!(
            refusal(&s, json!({"treat": 0})),
            ActionError::NotOnYourCell { .. }
        ),
        "already treated"
    );

    // A face-down POI cannot be treated.
    let s = xstate(
        json!({"specialists": ["paramedic"]}),
        json!({
            "firefighters": [{"at": "2,2", "ap": 4, "specialist": "paramedic"}],
            "pois": [poi("victim", "2,2")],
        }),
    );
    assert!(!legal(&s, json!({"treat": 0})));

    // Only the Paramedic treats.
    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "firefighters": [{"at": "2,2", "ap": 5, "specialist": "generalist"}],
            "pois": [victim_up("2,2")],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"treat": 0})),
        ActionError::NotYourAbility { .. }
    ));
}

/// SPEC-PARAMEDIC-2 (Ruling R28): any firefighter may lead a treated Victim:
/// 1 AP into an empty or Smoke space, never into Fire; carrying one item and
/// leading costs 2; a treated Victim may also be carried (2 AP).
#[test]
fn spec_paramedic_2_leading_a_treated_victim() {
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "smoke": ["5,3"],
            "fire": ["6,4"],
            "firefighters": [{"at": "5,2", "ap": 9, "specialist": "generalist"}],
            "pois": [
                {"kind": "victim", "at": "5,2", "revealed": true, "treated": true},
                victim_up("5,4"),
            ],
        }),
    );
    let events = go(&mut s, json!({"lead": 0}));
    assert!(events.contains(&Event::LeadStarted {
        firefighter: 0,
        token: 0
    }));
    assert_eq!(ap(&s, 0), 9, "leading is free to start");
    assert_eq!(s.firefighters()[0].leading, Some(0));

    let events = go(&mut s, json!({"move": "5,3"}));
    assert_eq!(ap(&s, 0), 8, "into Smoke: 1 AP, no surcharge");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            ap: 1,
            leading: Some(0),
            carrying: None,
            ..
        }
    )));
    assert_eq!(token_pos(&s, 0), Some(at("5,3")), "the Victim follows");
    go(&mut s, json!({"move": "5,4"}));
    assert_eq!(ap(&s, 0), 7, "into an empty space: 1 AP");
    assert_eq!(token_pos(&s, 0), Some(at("5,4")));

    // Never into Fire.
    assert!(!legal(&s, json!({"move": "6,4"})));
    assert_eq!(ff_at(&s, 0), at("5,4"));

    // Carry one Victim and lead the treated one: 2 AP.
    go(&mut s, json!({"pick_up": 1}));
    go(&mut s, json!({"move": "5,3"}));
    assert_eq!(ap(&s, 0), 5, "carry + lead: 2 AP");
    assert_eq!(token_pos(&s, 0), Some(at("5,3")));
    assert_eq!(token_pos(&s, 1), Some(at("5,3")));

    // A treated Victim may also be carried: 2 AP.
    go(&mut s, json!("release"));
    go(&mut s, json!("drop"));
    go(&mut s, json!({"pick_up": 0}));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Victim(0)));
    go(&mut s, json!({"move": "5,4"}));
    assert_eq!(ap(&s, 0), 3, "carrying a treated Victim: 2 AP");
    assert_eq!(token_pos(&s, 0), Some(at("5,4")));
    assert_eq!(token_pos(&s, 1), Some(at("5,3")));

    // One treated Victim led at a time; a led Victim is rescued with its
    // leader (EXP-VEH-RESCUE-1a).
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "firefighters": [{"at": "1,6", "ap": 5, "specialist": "generalist"}],
            "pois": [
                {"kind": "victim", "at": "1,6", "revealed": true, "treated": true},
                {"kind": "victim", "at": "1,6", "revealed": true, "treated": true},
            ],
        }),
    );
    go(&mut s, json!({"lead": 0}));
    assert!(matches!(
        refusal(&s, json!({"lead": 1})),
        ActionError::Forbidden(_)
    ));
    let events = go(&mut s, json!({"move": "0,6"}));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::VictimRescued { token: 0, .. }))
    );
    assert_eq!(s.rescued(), 1);
    assert_eq!(ap(&s, 0), 4);
    assert_eq!(s.firefighters()[0].leading, None);
}

// --- SPEC-CAFS, SPEC-HAZTECH ------------------------------------------------------

/// SPEC-CAFS-1: the Extinguish pool pays FAM-ACT-EXT actions only: not moves,
/// doors, chops, nor the deck gun (Ruling R25).
#[test]
fn spec_cafs_1_extinguish_pool_pays_only_extinguish() {
    let mut s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "smoke": ["1,2"],
            "fire": ["2,3"],
            "firefighters": [{"at": "1,3", "ap": 0, "specialist": "cafs_firefighter", "pool": 3}],
        }),
    );
    assert_eq!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"chop": "0,3S"})),
        ActionError::NotEnoughAp { needed: 2, have: 0 }
    );
    go(&mut s, json!({"remove_smoke": "1,2"}));
    go(&mut s, json!({"remove_fire": "2,3"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 0));
    assert_eq!(level(&s, "1,2"), FireLevel::Clear);
    assert_eq!(level(&s, "2,3"), FireLevel::Clear);

    let s = xstate(
        json!({"specialists": ["cafs_firefighter"]}),
        json!({
            "fire": ["5,5"],
            "firefighters": [{"at": "5,9", "ap": 1, "specialist": "cafs_firefighter", "pool": 3}],
        }),
    );
    assert_eq!(
        refusal(&s, json!("deck_gun")),
        ActionError::NotEnoughAp { needed: 4, have: 1 }
    );
}

/// SPEC-HAZTECH-1: Dispose, 2 AP, a Hazmat in his own space, lying or
/// carried → Rescued area (not "carried out"). Only the Hazmat Technician.
#[test]
fn spec_haztech_1_dispose_lying_or_carried() {
    let mut s = xstate(
        json!({"specialists": ["hazmat_technician"]}),
        json!({
            "hazmat": [{"at": "2,2"}, {"at": "2,1"}],
            "firefighters": [{"at": "2,2", "ap": 8, "specialist": "hazmat_technician"}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"dispose": 1})),
        ActionError::NotOnYourCell { .. }
    ));
    let events = go(&mut s, json!({"dispose": 0}));
    assert!(events.contains(&Event::Disposed {
        firefighter: 0,
        hazmat: 0,
        cell: at("2,2"),
        ap: 2,
    }));
    assert_eq!(s.hazmat()[0], HazmatPlace::Disposed);
    assert_eq!(ap(&s, 0), 6);

    go(&mut s, json!({"move": "2,1"}));
    go(&mut s, json!({"pick_up_hazmat": 1}));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Hazmat(1)));
    go(&mut s, json!({"dispose": 1}));
    assert_eq!(s.hazmat()[1], HazmatPlace::Disposed);
    assert_eq!(s.firefighters()[0].carrying, None);
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(s.hazmat_on_board(), 0);
    assert_eq!(s.hazmat_carried_out(), 0, "disposed is not carried out");

    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "hazmat": [{"at": "2,2"}],
            "firefighters": [{"at": "2,2", "ap": 5, "specialist": "generalist"}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"dispose": 0})),
        ActionError::NotYourAbility { .. }
    ));
}

// --- SPEC-CAPTAIN ---------------------------------------------------------------------

/// SPEC-CAPTAIN-1 (Ruling R15): the Captain makes another firefighter move
/// (carrying too) or open and close doors, paying what that firefighter would
/// pay; the commanded firefighter spends nothing. He does not command himself.
#[test]
fn spec_captain_1_commands_moves_and_doors() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist", "paramedic"]}),
        json!({
            "firefighters": [
                {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
                {"at": "1,3", "ap": 0, "specialist": "generalist"},
                {"at": "5,2", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [{"kind": "victim", "at": "5,2", "revealed": true, "carried_by": 2}],
        }),
    );
    let events = go(
        &mut s,
        json!({"command_open": {"firefighter": 1, "edge": "1,3E"}}),
    );
    assert!(events.contains(&Event::Commanded {
        captain: 0,
        firefighter: 1,
        ap: 1
    }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoorOpened { firefighter: 1, .. }))
    );
    assert!(legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "1,4"}})
    ));
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "1,4"}}),
    );
    assert_eq!(ff_at(&s, 1), at("1,4"));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 0), "Command AP first");
    go(
        &mut s,
        json!({"command_close": {"firefighter": 1, "edge": "1,3E"}}),
    );
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "1,3"}})
    ));
    assert_eq!(ap(&s, 0), 3);
    assert_eq!(ap(&s, 1), 0, "the commanded firefighter pays nothing");

    // Carrying costs the Captain 2, as it would the carrier.
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 2, "to": "5,3"}}),
    );
    assert!(events.contains(&Event::Commanded {
        captain: 0,
        firefighter: 2,
        ap: 2
    }));
    assert_eq!(ap(&s, 0), 1);
    assert_eq!(ff_at(&s, 2), at("5,3"));
    assert_eq!(token_pos(&s, 0), Some(at("5,3")));

    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 0, "to": "0,2"}})),
        ActionError::CannotCommand { .. }
    ));
    // Only the Captain commands.
    let s = xstate(
        json!({"specialists": ["generalist", "paramedic"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 5, "specialist": "generalist"},
            {"at": "1,3", "ap": 0, "specialist": "paramedic"},
        ]}),
    );
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "1,2"}})),
        ActionError::NotYourAbility { .. }
    ));
}

/// SPEC-CAPTAIN-2: Command AP pay only commands; the Captain's regular AP pay
/// commands too, and a command may be split across both.
#[test]
fn spec_captain_2_command_ap_only_for_commands() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({"firefighters": [
            {"at": "1,1", "ap": 0, "specialist": "fire_captain", "pool": 2},
            {"at": "1,2", "ap": 0, "specialist": "generalist"},
        ]}),
    );
    assert_eq!(
        refusal(&s, json!({"move": "2,1"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"chop": "0,1S"})),
        ActionError::NotEnoughAp { needed: 2, have: 0 }
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "1,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert_eq!(ff_at(&s, 1), at("1,3"));

    // Regular AP pay commands when the pool is empty.
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({"firefighters": [
            {"at": "1,1", "ap": 4, "specialist": "fire_captain", "pool": 0},
            {"at": "1,2", "ap": 0, "specialist": "generalist"},
        ]}),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "1,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (3, 0));

    // Split: into Fire (2) = 1 Command AP + 1 regular AP.
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({
            "fire": ["2,2"],
            "firefighters": [
                {"at": "1,1", "ap": 4, "specialist": "fire_captain", "pool": 1},
                {"at": "1,2", "ap": 0, "specialist": "generalist"},
            ],
        }),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "2,2"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (3, 0));
    assert_eq!(ff_at(&s, 1), at("2,2"));
}

/// SPEC-CAPTAIN-3, TC-X-8 (Ruling R15): at most 1 AP in total, from any pool,
/// on commands to the CAFS Firefighter per Captain turn. A second command to
/// the CAFS is illegal even with regular AP; a single 2-AP command is too.
#[test]
fn spec_captain_3_tc_x_8_cafs_command_cap() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "cafs_firefighter", "generalist"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
            {"at": "6,4", "ap": 0, "specialist": "cafs_firefighter"},
            {"at": "5,2", "ap": 0, "specialist": "generalist"},
        ]}),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "6,5"}}),
    );
    assert_eq!(ff_at(&s, 1), at("6,5"));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 1), "1 Command AP");
    assert_eq!(s.turn_state().cafs_commanded, 1);
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));
    assert!(!legal(
        &s,
        json!({"command_open": {"firefighter": 1, "edge": "6,5E"}})
    ));
    // Spend the Command AP elsewhere: regular AP cannot pay the CAFS either.
    go(
        &mut s,
        json!({"command_move": {"firefighter": 2, "to": "5,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (4, 0));
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));
    assert!(!legal(
        &s,
        json!({"command_open": {"firefighter": 1, "edge": "6,5E"}})
    ));
    assert!(
        !s.legal_actions().iter().any(|a| matches!(
            a,
            Action::CommandMove { firefighter: 1, .. }
                | Action::CommandOpen { firefighter: 1, .. }
                | Action::CommandClose { firefighter: 1, .. }
        )),
        "no command to the CAFS is listed"
    );
    assert!(legal(
        &s,
        json!({"command_move": {"firefighter": 2, "to": "5,4"}})
    ));

    // The cap is per Captain turn: it is free again on his next turn.
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "cafs_firefighter"]}),
        parked(json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
            {"at": "6,4", "ap": 0, "specialist": "cafs_firefighter"},
        ]})),
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "6,5"}}),
    );
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));
    end_turn(&mut s, &[6, 1]);
    assert_eq!(s.active(), 1);
    end_turn(&mut s, &[6, 8]);
    assert_eq!(s.active(), 0);
    assert_eq!(s.turn_state().cafs_commanded, 0);
    assert!(legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "6,4"}})
    ));

    // A first command costing 2 (into Fire) exceeds the cap.
    let s = xstate(
        json!({"specialists": ["fire_captain", "cafs_firefighter"]}),
        json!({
            "fire": ["5,3"],
            "firefighters": [
                {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
                {"at": "5,2", "ap": 0, "specialist": "cafs_firefighter"},
            ],
        }),
    );
    assert!(!legal(
        &s,
        json!({"command_move": {"firefighter": 1, "to": "5,3"}})
    ));
}

/// SPEC-CAPTAIN-4: commanded moves reveal POIs and rescue as usual; the
/// escape reserve (FAM-ACT-END-3) covers the commanded firefighter; a downed
/// firefighter cannot be commanded.
#[test]
fn spec_captain_4_commanded_moves_reveal_rescue_and_keep_the_reserve() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist", "paramedic"]}),
        json!({
            "firefighters": [
                {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
                {"at": "2,1", "ap": 0, "specialist": "generalist"},
                {"at": "1,6", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [
                poi("victim", "2,2"),
                {"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 2},
                poi("false_alarm", "3,2"),
            ],
        }),
    );
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "2,2"}}),
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PoiRevealed {
            token: 0,
            kind: flashpoint::engine::state::PoiKind::Victim,
            ..
        }
    )));
    assert!(matches!(
        s.tokens()[0].place,
        TokenPlace::Board { revealed: true, .. }
    ));
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 2, "to": "0,6"}}),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::VictimRescued { token: 1, .. }))
    );
    assert_eq!(s.rescued(), 1);
    assert_eq!(s.tokens()[1].place, TokenPlace::Rescued);
    assert_eq!(
        ap(&s, 0),
        3,
        "1 Command AP + 2 for the carry, 1 from regular"
    );
    let events = go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "3,2"}}),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FalseAlarmRemoved { token: 2, .. }))
    );
    assert_eq!(s.false_alarms_found(), 1);

    // The reserve: into Fire (2) must leave 1 AP to get him out again.
    let cfg = json!({"specialists": ["fire_captain", "generalist"]});
    let reserve = |regular: u8| {
        xstate(
            cfg.clone(),
            json!({
                "fire": ["5,3"],
                "firefighters": [
                    {"at": "0,1", "ap": regular, "specialist": "fire_captain", "pool": 1},
                    {"at": "5,2", "ap": 0, "specialist": "generalist"},
                ],
            }),
        )
    };
    let s = reserve(1);
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "5,3"}})),
        ActionError::WouldBeTrapped { .. }
    ));
    let mut s = reserve(2);
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "5,3"}}),
    );
    assert_eq!((ap(&s, 0), pool(&s, 0)), (1, 0));
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    assert!(
        !legal(&s, json!({"move": "0,2"})),
        "spending the last AP would strand him"
    );
    go(
        &mut s,
        json!({"command_move": {"firefighter": 1, "to": "5,4"}}),
    );
    assert!(legal(&s, json!("end_turn")));

    // A downed firefighter cannot be commanded.
    let s = xstate(
        json!({"specialists": ["fire_captain", "generalist"], "scenarios": ["friend_in_need"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "fire_captain", "pool": 2},
            {"at": "5,2", "ap": 0, "specialist": "generalist", "downed": true},
        ]}),
    );
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "5,3"}})),
        ActionError::CannotCommand { .. }
    ));
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::CommandMove { firefighter: 1, .. }))
    );
}

// --- SPEC-RESCUE, SPEC-IMAGING, SPEC-DRIVER -----------------------------------------

/// SPEC-RESCUE-1: the Rescue Specialist chops for 1 AP; his Move pool pays
/// Move-type actions only (not chop, doors or Extinguish).
#[test]
fn spec_rescue_1_chop_1_ap_and_move_pool() {
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({"firefighters": [{"at": "1,3", "ap": 4, "specialist": "rescue_specialist", "pool": 3}]}),
    );
    let events = go(&mut s, json!({"chop": "0,3S"}));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Chopped { ap: 1, .. }))
    );
    assert_eq!(cubes_on(&s, "0,3S"), 1);
    assert_eq!(
        (ap(&s, 0), pool(&s, 0)),
        (3, 3),
        "the Move pool does not chop"
    );
    go(&mut s, json!({"open": "1,3E"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (2, 3), "nor open doors");
    go(&mut s, json!({"move": "1,4"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (2, 2), "it moves");

    let s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "smoke": ["1,2"],
            "firefighters": [{"at": "1,3", "ap": 0, "specialist": "rescue_specialist", "pool": 3}],
        }),
    );
    assert!(legal(&s, json!({"move": "1,2"})));
    assert_eq!(
        refusal(&s, json!({"chop": "0,3S"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"open": "1,3E"})),
        ActionError::NotEnoughAp { needed: 1, have: 0 }
    );
    assert_eq!(
        refusal(&s, json!({"remove_smoke": "1,2"})),
        ActionError::NotEnoughAp { needed: 2, have: 0 }
    );

    // Carrying is Move-type: the pool pays its 2 AP.
    let mut s = xstate(
        json!({"specialists": ["rescue_specialist"]}),
        json!({
            "firefighters": [{"at": "1,3", "ap": 0, "specialist": "rescue_specialist", "pool": 3}],
            "pois": [{"kind": "victim", "at": "1,3", "revealed": true, "carried_by": 0}],
        }),
    );
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert_eq!(token_pos(&s, 0), Some(at("1,2")));

    // Anyone else chops for 2.
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({"firefighters": [{"at": "1,3", "ap": 5, "specialist": "generalist"}]}),
    );
    go(&mut s, json!({"chop": "0,3S"}));
    assert_eq!(ap(&s, 0), 3);
}

/// SPEC-IMAGING-1: Identify, 1 AP, reveals any POI on the board at any
/// distance: a False Alarm goes to the Rescued area (not a rescue), a Victim
/// stays face up.
#[test]
fn spec_imaging_1_identify_any_poi() {
    let mut s = xstate(
        json!({"specialists": ["imaging_technician"]}),
        json!({
            "firefighters": [{"at": "7,9", "ap": 4, "specialist": "imaging_technician"}],
            "pois": [poi("false_alarm", "2,2"), poi("victim", "6,7")],
        }),
    );
    let events = go(&mut s, json!({"identify": "2,2"}));
    assert!(events.contains(&Event::Identified {
        firefighter: 0,
        cell: at("2,2"),
        ap: 1
    }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FalseAlarmRemoved { token: 0, .. }))
    );
    assert_eq!(s.tokens()[0].place, TokenPlace::Rescued);
    assert_eq!(s.false_alarms_found(), 1);
    assert_eq!(s.rescued(), 0);
    go(&mut s, json!({"identify": "6,7"}));
    assert_eq!(
        s.tokens()[1].place,
        TokenPlace::Board {
            cell: cell(&s, "6,7"),
            revealed: true
        }
    );
    assert_eq!(ap(&s, 0), 2);
    assert_eq!(ff_at(&s, 0), at("7,9"), "he never moved");
    assert!(matches!(
        refusal(&s, json!({"identify": "6,7"})),
        ActionError::NoPoi { .. }
    ));
    assert!(matches!(
        refusal(&s, json!({"identify": "3,3"})),
        ActionError::NoPoi { .. }
    ));

    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "firefighters": [{"at": "7,9", "ap": 5, "specialist": "generalist"}],
            "pois": [poi("false_alarm", "2,2")],
        }),
    );
    assert!(matches!(
        refusal(&s, json!({"identify": "2,2"})),
        ActionError::NotYourAbility { .. }
    ));
}

/// The Driver/Operator at the Engine (5,9), whose deck gun serves rows 4–6 ×
/// columns 5–8, with Fire around the possible targets.
fn driver_state() -> GameState {
    xstate(
        json!({"specialists": ["driver_operator"]}),
        json!({
            "fire": ["5,5", "5,4", "5,7", "6,7", "6,6", "6,8", "4,5", "3,5"],
            "firefighters": [{"at": "5,9", "ap": 4, "specialist": "driver_operator"}],
        }),
    )
}

/// SPEC-DRIVER-1: the deck gun costs the Driver/Operator 2 AP; he may re-roll
/// each die at most once, in either order; a re-rolled value outside the area
/// is flipped again; the final values stand.
#[test]
fn spec_driver_1_deck_gun_rerolls() {
    // Black, then red: both re-rolled, the shot lands at once.
    let mut s = driver_state();
    s.force_dice([5, 5]);
    let events = go(&mut s, json!("deck_gun"));
    assert!(events.contains(&Event::DeckGunFired {
        firefighter: 0,
        ap: 2
    }));
    assert_eq!(ap(&s, 0), 2);
    assert!(matches!(
        s.stage(),
        Stage::DeckGun {
            floor: 0,
            red: 5,
            black: 5,
            red_rerolled: false,
            black_rerolled: false
        }
    ));
    assert_eq!(level(&s, "5,5"), FireLevel::Fire, "nothing landed yet");
    s.force_dice([2]);
    let events = go(&mut s, json!({"reroll": "black"}));
    assert!(events.contains(&Event::DeckGunRolled {
        red: 5,
        black: 2,
        target_red: 5,
        target_black: 7,
        rerolled: Some(Die::Black),
    }));
    assert!(matches!(
        refusal(&s, json!({"reroll": "black"})),
        ActionError::Forbidden(_)
    ));
    s.force_dice([1]);
    let events = go(&mut s, json!({"reroll": "red"}));
    assert!(events.contains(&Event::DeckGunLanded { target: at("6,7") }));
    assert_eq!(s.stage(), Stage::Actions);
    // (6,7) and its neighbours (5,7), (6,6); the closed door (6,7)E keeps (6,8).
    assert_eq!(level(&s, "6,7"), FireLevel::Clear);
    assert_eq!(level(&s, "5,7"), FireLevel::Clear);
    assert_eq!(level(&s, "6,6"), FireLevel::Clear);
    assert_eq!(level(&s, "6,8"), FireLevel::Fire);
    assert_eq!(
        level(&s, "5,5"),
        FireLevel::Fire,
        "the first roll does not count"
    );
    assert_eq!(ap(&s, 0), 2);

    // Red, then accept: the re-rolled red (3 → flipped 4) stands.
    let mut s = driver_state();
    s.force_dice([5, 5]);
    go(&mut s, json!("deck_gun"));
    s.force_dice([3]);
    go(&mut s, json!({"reroll": "red"}));
    assert!(matches!(
        refusal(&s, json!({"reroll": "red"})),
        ActionError::Forbidden(_)
    ));
    let events = go(&mut s, json!("accept_shot"));
    assert!(events.contains(&Event::DeckGunLanded { target: at("4,5") }));
    assert_eq!(level(&s, "4,5"), FireLevel::Clear);
    assert_eq!(level(&s, "3,5"), FireLevel::Clear);
    assert_eq!(
        level(&s, "5,5"),
        FireLevel::Fire,
        "wall (4,5)S; the old target stays"
    );

    // Red, then black.
    let mut s = driver_state();
    s.force_dice([5, 5]);
    go(&mut s, json!("deck_gun"));
    s.force_dice([6]);
    go(&mut s, json!({"reroll": "red"}));
    s.force_dice([6]);
    let events = go(&mut s, json!({"reroll": "black"}));
    assert!(events.contains(&Event::DeckGunLanded { target: at("6,6") }));

    // Anyone else: 4 AP, no re-roll, the water lands at once.
    let mut s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "fire": ["5,5"],
            "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}],
        }),
    );
    s.force_dice([5, 5]);
    let events = go(&mut s, json!("deck_gun"));
    assert!(events.contains(&Event::DeckGunFired {
        firefighter: 0,
        ap: 4
    }));
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(level(&s, "5,5"), FireLevel::Clear);
    assert!(matches!(
        refusal(&s, json!({"reroll": "red"})),
        ActionError::WrongStage { .. }
    ));
}

// --- SPEC-ENGINEER ------------------------------------------------------------------

/// SPEC-ENGINEER (COMP-12, COMP-15): the Structural Engineer comes from Urban
/// Structures; he is in play only when chosen in the configuration. Random
/// deals and Crew Change never bring him otherwise.
#[test]
fn spec_engineer_in_play_only_when_chosen() {
    for seed in 0..16 {
        let (s, _) = new_game(json!({"mode": "experienced", "firefighters": 6}), seed);
        assert!(
            !s.firefighters()
                .iter()
                .any(|f| f.is(Specialist::StructuralEngineer)),
            "seed {seed}: the Engineer was dealt"
        );
        let (s, events) = new_game(
            json!({"mode": "experienced", "firefighters": 3,
                   "specialists": ["random", "structural_engineer"]}),
            seed,
        );
        assert!(s.firefighters()[1].is(Specialist::StructuralEngineer));
        assert!(events.contains(&Event::SpecialistAssigned {
            firefighter: 1,
            specialist: Specialist::StructuralEngineer
        }));
    }
    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "turn_state": {"started_on_engine": true},
            "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}],
        }),
    );
    assert!(!legal(&s, json!({"crew_change": "structural_engineer"})));
    assert!(legal(&s, json!({"crew_change": "paramedic"})));
}

/// SPEC-ENGINEER-1: Clear, 1 AP: the Hot Spot on his own space returns to the
/// Hot Spot supply. Only the Engineer.
#[test]
fn spec_engineer_1_clear_returns_hot_spot_to_supply() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"]}),
        json!({
            "hot_spots": ["1,1", "1,2"],
            "hot_spot_supply": 2,
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    let events = go(&mut s, json!("clear_hot_spot"));
    assert!(events.contains(&Event::HotSpotCleared {
        firefighter: 0,
        cell: at("1,1"),
        ap: 1
    }));
    assert!(!hot(&s, "1,1"));
    assert!(hot(&s, "1,2"), "only his own space");
    assert_eq!(s.hot_spot_supply(), 3);
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(ap(&s, 0), 3);
    assert!(!legal(&s, json!("clear_hot_spot")), "none left here");

    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "hot_spots": ["1,1"],
            "firefighters": [{"at": "1,1", "ap": 5, "specialist": "generalist"}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!("clear_hot_spot")),
        ActionError::NotYourAbility { .. }
    ));
}

/// SPEC-ENGINEER-2: Repair, 2 AP: one cube off a damaged (1-cube) wall on an
/// edge of his space, back to the supply; not an intact or destroyed wall.
#[test]
fn spec_engineer_2_repair_a_damaged_wall() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"]}),
        json!({
            "damage": [{"edge": "0,1S", "cubes": 1}, {"edge": "1,0E", "cubes": 2}, {"edge": "6,1S", "cubes": 1}],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    assert_eq!(s.cubes_placed(), 4);
    assert!(matches!(
        refusal(&s, json!({"repair": "1,0E"})),
        ActionError::Forbidden(_)
    ));
    assert!(
        matches!(
            refusal(&s, json!({"repair": "6,1S"})),
            ActionError::NotYourEdge { .. }
        ),
        "only an edge of his own space"
    );
    let events = go(&mut s, json!({"repair": "0,1S"}));
    assert!(events.contains(&Event::Repaired {
        firefighter: 0,
        edge: "0,1S".parse().expect("edge"),
        ap: 2,
        total: 3,
    }));
    assert_eq!(cubes_on(&s, "0,1S"), 0);
    assert_eq!(s.cubes_placed(), 3);
    assert_eq!(ap(&s, 0), 2);
    assert!(
        !legal(&s, json!({"repair": "0,1S"})),
        "an intact wall needs no repair"
    );
}

/// SPEC-ENGINEER-3: Clear and Repair need no Fire on his space or on any
/// adjacent space (ADJ-2: a closed door or wall separates; diagonals never
/// count). The Engineer never extinguishes, but may fire the deck gun (R43).
#[test]
fn spec_engineer_3_no_fire_near_and_never_extinguish() {
    let engineer = |fire: &[&str], smoke: &[&str], at: &str| {
        xstate(
            json!({"specialists": ["structural_engineer"]}),
            json!({
                "fire": fire,
                "smoke": smoke,
                "hot_spots": [at],
                "damage": [{"edge": "0,1S", "cubes": 1}, {"edge": "0,3S", "cubes": 1}],
                "firefighters": [{"at": at, "ap": 4, "specialist": "structural_engineer"}],
            }),
        )
    };
    for fire in [["1,1"], ["2,1"], ["1,2"]] {
        let s = engineer(&fire, &[], "1,1");
        assert!(
            matches!(
                refusal(&s, json!("clear_hot_spot")),
                ActionError::FireNearby { .. }
            ),
            "Fire at {fire:?}"
        );
        assert!(
            matches!(
                refusal(&s, json!({"repair": "0,1S"})),
                ActionError::FireNearby { .. }
            ),
            "Fire at {fire:?}"
        );
    }
    // Diagonal Fire does not count.
    let mut s = engineer(&["2,2"], &[], "1,1");
    go(&mut s, json!("clear_hot_spot"));
    go(&mut s, json!({"repair": "0,1S"}));
    assert_eq!(ap(&s, 0), 1);
    // Fire behind the closed door (1,3)E is not adjacent.
    let mut s = engineer(&["1,4"], &[], "1,3");
    go(&mut s, json!({"repair": "0,3S"}));
    assert!(legal(&s, json!("clear_hot_spot")));

    // Never Extinguish.
    let s = engineer(&["2,1"], &["1,2"], "1,1");
    for a in [
        json!({"remove_smoke": "1,2"}),
        json!({"flip_fire": "2,1"}),
        json!({"remove_fire": "2,1"}),
    ] {
        assert!(
            matches!(refusal(&s, a.clone()), ActionError::Forbidden(_)),
            "{a}"
        );
    }

    // The deck gun is not Extinguish (Ruling R43).
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"]}),
        json!({
            "fire": ["5,5"],
            "firefighters": [{"at": "5,9", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    s.force_dice([5, 5]);
    go(&mut s, json!("deck_gun"));
    assert_eq!(level(&s, "5,5"), FireLevel::Clear);
    assert_eq!(ap(&s, 0), 0);
}

// --- FAM-ACT-END-3 with pools --------------------------------------------------------

/// FAM-ACT-END-3 (Ruling R5), SPEC-GEN-2: the escape reserve counts only AP
/// that could pay the escape, each pool paying its own kind. Fire at (1,2),
/// the firefighter at (1,1).
#[test]
fn fam_act_end_3_escape_reserve_with_pools() {
    let at_fire = |card: &str, regular: u8, bonus: u8| {
        xstate(
            json!({"specialists": [card]}),
            parked(json!({
                "fire": ["1,2"],
                "firefighters": [{"at": "1,1", "ap": regular, "specialist": card, "pool": bonus}],
            })),
        )
    };
    // Captain, 2 AP + 2 Command AP: entering takes both regular AP, and
    // Command AP pay neither a move out nor a flip.
    let s = at_fire("fire_captain", 2, 2);
    assert!(matches!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(
        &at_fire("fire_captain", 3, 2),
        json!({"move": "1,2"})
    ));

    // CAFS, 2 AP + 1 Extinguish AP: the pool pays the flip (escape b).
    let mut s = at_fire("cafs_firefighter", 2, 1);
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert!(matches!(
        refusal(&s, json!("end_turn")),
        ActionError::EndOnFire { .. }
    ));
    go(&mut s, json!({"flip_fire": "1,2"}));
    assert_eq!(pool(&s, 0), 0);
    let events = end_turn(&mut s, &[6, 1]);
    assert_eq!(turn_started(&events, 0), Some(3));
    // CAFS, 2 AP + 0: nothing would be left for an escape.
    assert!(matches!(
        refusal(&at_fire("cafs_firefighter", 2, 0), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));

    // Rescue Specialist, 0 AP + 3 Move AP: in for 2, out for 1, all from the pool.
    let mut s = at_fire("rescue_specialist", 0, 3);
    go(&mut s, json!({"move": "1,2"}));
    assert_eq!((ap(&s, 0), pool(&s, 0)), (0, 1));
    assert!(
        !s.legal_actions().contains(&Action::EndTurn),
        "may not end on Fire"
    );
    go(&mut s, json!({"move": "1,3"}));
    assert_eq!(pool(&s, 0), 0);
    // 0 AP + 2 Move AP: the flip is Extinguish (2 for him) and the pool is spent.
    assert!(matches!(
        refusal(&at_fire("rescue_specialist", 0, 2), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    // Captain: Command AP pay the command that gets a commanded firefighter
    // off Fire, so the Captain may spend his last regular AP.
    let captain = |regular: u8, bonus: u8| {
        xstate(
            json!({"specialists": ["fire_captain", "generalist"]}),
            json!({
                "fire": ["5,3"],
                "firefighters": [
                    {"at": "0,1", "ap": regular, "specialist": "fire_captain", "pool": bonus},
                    {"at": "5,3", "ap": 0, "specialist": "generalist"},
                ],
            }),
        )
    };
    assert!(legal(&captain(1, 1), json!({"move": "0,2"})));
    assert!(matches!(
        refusal(&captain(1, 0), json!({"move": "0,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    // Escapes are summed: with one firefighter already on Fire, commanding a
    // second one in (2) must leave 1 AP for each.
    let two = |regular: u8| {
        xstate(
            json!({"specialists": ["fire_captain", "generalist", "paramedic"]}),
            json!({
                "fire": ["5,3", "6,2"],
                "firefighters": [
                    {"at": "0,1", "ap": regular, "specialist": "fire_captain", "pool": 0},
                    {"at": "5,3", "ap": 0, "specialist": "generalist"},
                    {"at": "6,1", "ap": 0, "specialist": "paramedic"},
                ],
            }),
        )
    };
    assert!(matches!(
        refusal(
            &two(3),
            json!({"command_move": {"firefighter": 2, "to": "6,2"}})
        ),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(
        &two(4),
        json!({"command_move": {"firefighter": 2, "to": "6,2"}})
    ));
    // SPEC-GEN-4 in the reserve: from Fire (1,1) into Fire (1,2), whose
    // neighbours all burn, the only escape is a flip, which costs the
    // Paramedic 2.
    let boxed = |card: &str, regular: u8| {
        xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["1,1", "1,2", "1,3", "2,1", "2,2"],
                "firefighters": [{"at": "1,1", "ap": regular, "specialist": card}],
            }),
        )
    };
    assert!(legal(&boxed("generalist", 3), json!({"move": "1,2"})));
    assert!(matches!(
        refusal(&boxed("paramedic", 3), json!({"move": "1,2"})),
        ActionError::WouldBeTrapped { .. }
    ));
    assert!(legal(&boxed("paramedic", 4), json!({"move": "1,2"})));
    // Paramedic, 3 AP: in for 2, then a move out (1) still fits; with 2 it does not.
    assert!(legal(&at_fire("paramedic", 3, 0), json!({"move": "1,2"})));
    assert!(!legal(&at_fire("paramedic", 2, 0), json!({"move": "1,2"})));
}

// --- FAQ-4 -----------------------------------------------------------------------

/// FAQ-4, EXP-MOD-1: with the specialists module off nobody has a card
/// (4 AP, no pool), and choosing a card is a configuration error.
#[test]
fn faq_4_specialists_module_off() {
    let off = json!({"specialists": false, "hazmat": true, "vehicles": true, "hot_spots": true,
                     "experienced_setup": true, "experienced_poi": true});
    let (s, events) = new_game(
        json!({"mode": "experienced", "firefighters": 3, "modules": off}),
        4,
    );
    assert!(s.firefighters().iter().all(|f| f.specialist.is_none()));
    assert_eq!(
        count(&events, |e| matches!(e, Event::SpecialistAssigned { .. })),
        0
    );
    assert_eq!(
        config_error(
            json!({"mode": "experienced", "firefighters": 1, "modules": off,
                            "specialists": ["generalist"]})
        ),
        ConfigError::SpecialistsOff
    );
    let mut s = xstate(
        json!({"modules": off}),
        parked(json!({"firefighters": [{"at": "0,3", "ap": 0}]})),
    );
    let events = end_turn(&mut s, &[6, 1]);
    assert_eq!(turn_started(&events, 0), Some(4));
    assert_eq!(pool(&s, 0), 0);
}

// --- SCEN-VOLUNTEER ------------------------------------------------------------------

/// SCEN-VOLUNTEER-1: specialists are dealt at random (choosing one is a
/// configuration error) and there is no Crew Change.
#[test]
fn scen_volunteer_1_random_cards_no_crew_change() {
    assert!(matches!(
        config_error(json!({"mode": "experienced", "firefighters": 2,
                            "scenarios": ["volunteer_crew"], "specialists": ["generalist"]})),
        ConfigError::Scenario { .. }
    ));
    let mut first_cards = Vec::new();
    for seed in 0..16 {
        let (s, events) = new_game(
            json!({"mode": "experienced", "firefighters": 4, "scenarios": ["volunteer_crew"]}),
            seed,
        );
        let mut cards: Vec<Specialist> = s
            .firefighters()
            .iter()
            .map(|f| f.specialist.expect("dealt a card"))
            .collect();
        assert_eq!(
            count(&events, |e| matches!(e, Event::SpecialistAssigned { .. })),
            4
        );
        first_cards.push(cards[0]);
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 4, "seed {seed}: distinct cards");
    }
    first_cards.sort();
    first_cards.dedup();
    assert!(first_cards.len() > 1, "the deal is random");

    let volunteer = |scenarios: Value| {
        xstate(
            json!({"scenarios": scenarios}),
            json!({
                "turn_state": {"started_on_engine": true},
                "firefighters": [{"at": "5,9", "ap": 4, "specialist": "paramedic"}],
            }),
        )
    };
    let s = volunteer(json!(["volunteer_crew"]));
    assert!(matches!(
        refusal(&s, json!({"crew_change": "generalist"})),
        ActionError::Forbidden(_)
    ));
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::CrewChange(_)))
    );
    assert!(legal(
        &volunteer(json!([])),
        json!({"crew_change": "generalist"})
    ));
}

// --- SCEN-UNREPORTED -----------------------------------------------------------------

/// SCEN-UNREPORTED-1: no Hazmat at setup; each False Alarm revealed, by any
/// means (entering, Identify), brings a Hazmat from the supply onto its space.
#[test]
fn scen_unreported_1_false_alarms_bring_hazmat() {
    for difficulty in ["recruit", "veteran", "heroic"] {
        for seed in 0..4 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": 2, "difficulty": difficulty,
                       "scenarios": ["unreported_hazmat"]}),
                seed,
            );
            assert_eq!(s.hazmat_on_board(), 0, "{difficulty} seed {seed}");
            assert!(s.hazmat().iter().all(|h| *h == HazmatPlace::Supply));
            assert_eq!(
                count(&events, |e| matches!(e, Event::HazmatPlaced { .. })),
                0
            );
        }
    }

    let mut s = xstate(
        json!({"specialists": ["imaging_technician"], "scenarios": ["unreported_hazmat"]}),
        json!({
            "firefighters": [{"at": "2,1", "ap": 4, "specialist": "imaging_technician"}],
            "pois": [poi("false_alarm", "2,2"), poi("false_alarm", "5,5"), poi("victim", "6,6")],
        }),
    );
    let events = go(&mut s, json!({"move": "2,2"}));
    let removed = first(&events, |e| {
        matches!(e, Event::FalseAlarmRemoved { token: 0, .. })
    });
    let placed = first(&events, |e| {
        *e == Event::HazmatPlaced {
            hazmat: 0,
            cell: at("2,2"),
        }
    });
    assert!(removed < placed);
    assert_eq!(hazmat_pos(&s, 0), Some(at("2,2")));
    go(&mut s, json!({"identify": "5,5"}));
    assert_eq!(hazmat_pos(&s, 1), Some(at("5,5")), "Identify too");
    go(&mut s, json!({"identify": "6,6"}));
    assert_eq!(s.hazmat_on_board(), 2, "a Victim brings none");
    assert_eq!(
        s.stage(),
        Stage::Actions,
        "no explosion in the action phase"
    );

    // A False Alarm revealed on a firefighter by replenishing (FAM-POI-4,
    // family POI rule) brings a Hazmat too; outside the fire phase it does not
    // explode. The bag holds only False Alarms.
    let mut pois = vec![victim_up("0,0"), poi("false_alarm", "0,9")];
    pois.extend(off_board("victim", "rescued", 6));
    pois.extend(off_board("victim", "lost", 3));
    let poi_off = json!({"experienced_poi": false});
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["unreported_hazmat"],
               "modules": poi_off}),
        json!({
            "firefighters": [{"at": "3,3", "ap": 0, "specialist": "generalist"}],
            "pois": pois,
        }),
    );
    let events = end_turn(&mut s, &[6, 1, 3, 3, 3, 4]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::FalseAlarmRemoved { cell, .. } if *cell == at("3,3")
    )));
    assert_eq!(hazmat_pos(&s, 0), Some(at("3,3")));
    assert_eq!(
        count(&events, |e| matches!(e, Event::HazmatExploded { .. })),
        0
    );
    assert_eq!(s.pois_on_board(), 3);
    assert_eq!(s.stage(), Stage::Actions);

    // Without the scenario a False Alarm brings nothing.
    let mut s = xstate(
        json!({"specialists": ["imaging_technician"]}),
        json!({
            "firefighters": [{"at": "2,1", "ap": 4, "specialist": "imaging_technician"}],
            "pois": [poi("false_alarm", "2,2")],
        }),
    );
    go(&mut s, json!({"move": "2,2"}));
    assert_eq!(s.hazmat_on_board(), 0);
}

/// SCEN-UNREPORTED-2 (Ruling R30), EXP-ORDER-1 step 6: a False Alarm lost to
/// Fire brings a Hazmat that explodes at once as a Hazmat explosion
/// (explosion, token removed, Hot Spot added); then flashover, Hazmat and
/// knockdowns run again.
#[test]
fn scen_unreported_2_fire_phase_reveal_explodes() {
    let mut s = xstate(
        json!({"specialists": ["generalist", "paramedic"], "scenarios": ["unreported_hazmat"]}),
        parked(json!({
            "fire": ["2,2"],
            "smoke": ["4,2"],
            "hot_spot_supply": 3,
            "firefighters": [
                {"at": "7,9", "ap": 0, "specialist": "generalist"},
                {"at": "3,2", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [poi("false_alarm", "1,2")],
        })),
    );
    // (1,2): Smoke next to Fire (2,2) → Fire; the POI there is lost.
    let events = end_turn(&mut s, &[1, 2]);
    let lost = first(&events, |e| {
        matches!(e, Event::FalseAlarmLost { token: 0, .. })
    });
    let placed = first(&events, |e| {
        *e == Event::HazmatPlaced {
            hazmat: 0,
            cell: at("1,2"),
        }
    });
    let exploded = first(&events, |e| {
        *e == Event::HazmatExploded {
            hazmat: 0,
            cell: at("1,2"),
        }
    });
    let blast = first(&events, |e| *e == Event::Explosion { cell: at("1,2") });
    assert!(lost < placed && placed < exploded && exploded < blast);
    assert_eq!(
        s.hazmat()[0],
        HazmatPlace::Exploded,
        "removed from the game"
    );
    assert!(hot(&s, "1,2"), "a Hot Spot is added");
    assert_eq!(s.hot_spot_supply(), 2);
    // The blast: N cube, W and E Fire, S shockwave through (2,2) to (3,2).
    assert_eq!(cubes_on(&s, "0,2S"), 1);
    for c in ["1,1", "1,3", "3,2"] {
        assert_eq!(level(&s, c), FireLevel::Fire, "{c}");
    }
    // Flashover again: (4,2) was next to no Fire before the blast.
    assert!(events.contains(&Event::Flashover {
        cell: at("4,2"),
        wave: 1
    }));
    assert_eq!(level(&s, "4,2"), FireLevel::Fire);
    // Knockdowns again: the Paramedic at (3,2) is now on Fire.
    let knocked = first(&events, |e| {
        matches!(e, Event::KnockedDown { firefighter: 1, .. })
    });
    assert!(exploded < knocked);
    assert_eq!(s.stage(), Stage::Knockdown { firefighter: 1 });
    assert_eq!(
        count(&events, |e| matches!(e, Event::FlareUp { .. })),
        0,
        "step 5 is skipped"
    );
    assert_eq!(advance_rolls(&events), 1);
    go(&mut s, json!({"knockdown_to": "0,5"}));
    assert_eq!(ff_at(&s, 1), at("0,5"));
    assert_eq!(s.active(), 1);
    assert_eq!(s.stage(), Stage::Actions);
}

// --- SCEN-ARSONIST -------------------------------------------------------------------

/// SCEN-ARSONIST-1: the setup places 6 Hazmat, whatever the level.
#[test]
fn scen_arsonist_1_six_hazmat_at_setup() {
    for difficulty in ["recruit", "veteran", "heroic"] {
        for seed in 0..4 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": 2, "difficulty": difficulty,
                       "scenarios": ["arsonists_traces"]}),
                seed,
            );
            assert_eq!(s.hazmat_on_board(), 6, "{difficulty} seed {seed}");
            assert_eq!(
                count(&events, |e| matches!(e, Event::HazmatPlaced { .. })),
                6
            );
        }
    }
}

/// SCEN-ARSONIST-2 (Ruling R29): the win needs 7 Victims rescued and 3 Hazmat
/// carried out; the 7th rescue alone does not end the game.
#[test]
fn scen_arsonist_2_win_needs_three_hazmat_carried_out() {
    let mut pois = vec![json!({"kind": "victim", "at": "1,6", "revealed": true, "carried_by": 0})];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "hazmat": [{"place": "carried_out"}, {"place": "carried_out"}, {"at": "1,6"}],
            "firefighters": [{"at": "1,6", "ap": 9, "specialist": "generalist"}],
            "pois": pois,
        })),
    );
    let events = go(&mut s, json!({"move": "0,6"}));
    assert_eq!(s.rescued(), 7);
    assert_eq!(s.outcome(), None, "7 rescued, but only 2 Hazmat out");
    assert!(!s.won());
    assert_eq!(count(&events, |e| matches!(e, Event::Victory { .. })), 0);
    go(&mut s, json!({"move": "1,6"}));
    go(&mut s, json!({"pick_up_hazmat": 2}));
    let events = go(&mut s, json!({"move": "0,6"}));
    assert!(events.contains(&Event::HazmatCarriedOut {
        hazmat: 2,
        cell: at("0,6"),
        carried_out: 3
    }));
    assert!(events.contains(&Event::HazmatGoalReached { carried_out: 3 }));
    assert_eq!(s.outcome(), Some(Outcome::Won));

    // 3 carried out but fewer than 7 rescued: no win.
    let mut pois = vec![victim_up("2,2")];
    pois.extend(off_board("victim", "rescued", 5));
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "hazmat": [{"place": "carried_out"}, {"place": "carried_out"}, {"at": "1,6", "carried_by": 0}],
            "firefighters": [{"at": "1,6", "ap": 9, "specialist": "generalist"}],
            "pois": pois,
        })),
    );
    go(&mut s, json!({"move": "0,6"}));
    assert_eq!(s.hazmat_carried_out(), 3);
    assert_eq!(s.outcome(), None);
}

/// SCEN-ARSONIST-2 (Ruling R29): lost once carried out + Hazmat on the board
/// < 3; disposed and exploded Hazmat do not count.
#[test]
fn scen_arsonist_2_lost_when_three_can_no_longer_be_carried_out() {
    let mut s = xstate(
        json!({"specialists": ["hazmat_technician"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "hazmat": [{"place": "carried_out"}, {"at": "2,2"}, {"at": "5,5"},
                       {"place": "disposed"}, {"place": "exploded"}, {"place": "disposed"}],
            "firefighters": [{"at": "2,2", "ap": 4, "specialist": "hazmat_technician"}],
        })),
    );
    assert_eq!(s.outcome(), None);
    go(&mut s, json!({"dispose": 1}));
    assert_eq!(s.outcome(), Some(Outcome::HazmatLost));

    // By an explosion in the fire phase.
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["arsonists_traces"]}),
        parked(json!({
            "fire": ["2,2"],
            "hazmat": [{"place": "carried_out"}, {"at": "1,2"}, {"at": "5,5"},
                       {"place": "disposed"}, {"place": "exploded"}, {"place": "disposed"}],
            "firefighters": [{"at": "7,9", "ap": 0, "specialist": "generalist"}],
        })),
    );
    end_turn(&mut s, &[1, 2]);
    assert_eq!(s.hazmat()[1], HazmatPlace::Exploded);
    assert_eq!(s.outcome(), Some(Outcome::HazmatLost));
}

// --- SCEN-NODECKGUN ------------------------------------------------------------------

/// SCEN-NODECKGUN-1: the deck gun is unusable, even by the Driver/Operator.
#[test]
fn scen_nodeckgun_1_deck_gun_unusable() {
    for card in ["driver_operator", "generalist"] {
        let s = xstate(
            json!({"specialists": [card], "scenarios": ["broken_deck_gun"]}),
            json!({
                "fire": ["5,5"],
                "firefighters": [{"at": "5,9", "ap": 4, "specialist": card}],
            }),
        );
        assert!(matches!(
            refusal(&s, json!("deck_gun")),
            ActionError::Forbidden(_)
        ));
        assert!(!s.legal_actions().contains(&Action::DeckGun));
        let s = xstate(
            json!({"specialists": [card]}),
            json!({
                "fire": ["5,5"],
                "firefighters": [{"at": "5,9", "ap": 4, "specialist": card}],
            }),
        );
        assert!(s.legal_actions().contains(&Action::DeckGun), "{card}");
    }
}

// --- SCEN-HEROES ---------------------------------------------------------------------

/// SCEN-HEROES-1 (Ruling R33): Heroic only; after EXP-SETUP-11, 3 more Hot
/// Spots; the supply is all the remaining Hot Spots.
#[test]
fn scen_heroes_1_three_more_hot_spots_and_all_the_rest_as_supply() {
    assert!(matches!(
        config_error(
            json!({"mode": "experienced", "firefighters": 2, "difficulty": "veteran",
                            "scenarios": ["true_heroes"]})
        ),
        ConfigError::Scenario { .. }
    ));
    // (firefighters, Hot Spots on the board: 4 explosions + 3 Heroic + players + 3)
    for (firefighters, expected) in [(2u8, 10u8), (4, 13)] {
        for seed in 0..6 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": firefighters,
                       "difficulty": "heroic", "scenarios": ["true_heroes"]}),
                seed,
            );
            assert_eq!(s.hot_spots(), expected, "{firefighters} ff, seed {seed}");
            assert_eq!(s.hot_spot_supply(), 24 - expected, "R33: all the rest");
            assert_eq!(
                count(&events, |e| matches!(e, Event::HotSpotPlaced { .. })),
                usize::from(expected)
            );
            // Control: Heroic without the scenario.
            let (s, _) = new_game(
                json!({"mode": "experienced", "firefighters": firefighters, "difficulty": "heroic"}),
                seed,
            );
            assert_eq!(s.hot_spots(), expected - 3);
            assert_eq!(s.hot_spot_supply(), 12);
        }
    }
}

// --- SCEN-FRIEND ---------------------------------------------------------------------

/// SCEN-FRIEND-1 (easy = family, hard = experienced): a knocked-down
/// firefighter is not moved; it lies down on its space; the Fire stays and
/// the Victim it carried is lost (FAM-KD-2).
#[test]
fn scen_friend_1_knocked_down_firefighter_stays_down() {
    for mode in ["family", "experienced"] {
        let mut ff0 = json!({"at": "0,3", "ap": 0});
        let mut ff1 = json!({"at": "2,2", "ap": 0});
        if mode == "experienced" {
            ff0["specialist"] = json!("generalist");
            ff1["specialist"] = json!("paramedic");
        }
        let mut s = xstate(
            json!({"mode": mode, "scenarios": ["friend_in_need"]}),
            parked(json!({
                "fire": ["2,1"],
                "firefighters": [ff0, ff1],
                "pois": [{"kind": "victim", "at": "2,2", "revealed": true, "carried_by": 1}],
            })),
        );
        // (2,2) ignites; the downed firefighter's turn is skipped (one more roll).
        let events = end_turn(&mut s, &[2, 2, 6, 8]);
        assert!(
            events.contains(&Event::FirefighterDowned {
                firefighter: 1,
                cell: at("2,2")
            }),
            "{mode}"
        );
        assert_eq!(
            count(&events, |e| matches!(e, Event::Relocated { .. })),
            0,
            "{mode}: not moved"
        );
        assert_eq!(ff_at(&s, 1), at("2,2"), "{mode}");
        assert!(s.firefighters()[1].downed, "{mode}");
        assert_eq!(level(&s, "2,2"), FireLevel::Fire, "{mode}: the Fire stays");
        assert_eq!(s.lost(), 1, "{mode}: the carried Victim is lost");
        assert_eq!(s.firefighters()[1].carrying, None);
        assert_eq!(s.active(), 0, "{mode}");
        assert_eq!(s.stage(), Stage::Actions, "{mode}");
    }
}

/// SCEN-FRIEND-2 (Ruling R34): a downed firefighter is carried like a Victim
/// (2 AP a move, never into Fire); it is never lost, never knocked down
/// again and never counts as a POI.
#[test]
fn scen_friend_2_downed_firefighter_is_carried_like_a_victim() {
    let mut s = xstate(
        json!({"specialists": ["generalist", "paramedic"], "scenarios": ["friend_in_need"]}),
        parked(json!({
            "fire": ["1,2"],
            "firefighters": [
                {"at": "2,2", "ap": 9, "specialist": "generalist"},
                {"at": "2,2", "ap": 0, "specialist": "paramedic", "downed": true},
            ],
        })),
    );
    go(&mut s, json!({"pick_up_firefighter": 1}));
    assert_eq!(s.firefighters()[0].carrying, Some(Item::Firefighter(1)));
    assert_eq!(
        refusal(&s, json!({"move": "1,2"})),
        ActionError::CarryIntoFire
    );
    let events = go(&mut s, json!({"move": "2,1"}));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            firefighter: 0,
            ap: 2,
            carrying: Some(Item::Firefighter(1)),
            ..
        }
    )));
    assert_eq!(ap(&s, 0), 7);
    assert_eq!(ff_at(&s, 1), at("2,1"));
    assert!(s.firefighters()[1].downed, "carrying does not restore");
    assert_eq!(s.pois_on_board(), 3, "not a POI");

    // On Fire in the fire phase: not knocked down again, not lost.
    let mut s = xstate(
        json!({"specialists": ["generalist", "paramedic"], "scenarios": ["friend_in_need"]}),
        parked(json!({
            "fire": ["2,2"],
            "firefighters": [
                {"at": "7,9", "ap": 0, "specialist": "generalist"},
                {"at": "2,2", "ap": 0, "specialist": "paramedic", "downed": true},
            ],
        })),
    );
    let events = end_turn(&mut s, &[6, 1, 6, 8]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::KnockedDown { .. })),
        0
    );
    assert_eq!(ff_at(&s, 1), at("2,2"));
    assert!(s.firefighters()[1].downed);
    assert_eq!(s.lost(), 0);
    assert_eq!(s.outcome(), None);
    assert_eq!(s.active(), 0);

    // Family game: a downed firefighter does not count toward the 3 POIs, so
    // with 2 POIs on the board one is replenished.
    let mut s = xstate(
        json!({"mode": "family", "scenarios": ["friend_in_need"]}),
        json!({
            "firefighters": [
                {"at": "7,9", "ap": 0},
                {"at": "1,1", "ap": 0, "downed": true},
            ],
            "pois": [poi("false_alarm", "0,0"), poi("false_alarm", "0,9")],
        }),
    );
    let events = end_turn(&mut s, &[6, 1, 3, 3, 6, 8]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PoiPlaced { cell, .. } if *cell == at("3,3")
    )));
}

/// SCEN-FRIEND-3: a downed firefighter's player only advances the fire and
/// replenishes POIs: no AP gained, saved AP kept.
#[test]
fn scen_friend_3_downed_turn_is_skipped() {
    let mut s = xstate(
        json!({"mode": "family", "scenarios": ["friend_in_need"]}),
        parked(json!({"firefighters": [
            {"at": "0,3", "ap": 0},
            {"at": "5,5", "ap": 0, "saved": 3, "downed": true},
        ]})),
    );
    let turn = s.turn();
    let events = end_turn(&mut s, &[6, 1, 6, 8]);
    assert!(events.contains(&Event::TurnSkipped { firefighter: 1 }));
    assert_eq!(turn_started(&events, 1), None);
    assert_eq!(advance_rolls(&events), 2, "its fire phase still happens");
    assert_eq!(level(&s, "6,8"), FireLevel::Smoke);
    assert_eq!(ap(&s, 1), 0);
    assert_eq!(s.firefighters()[1].saved, 3, "saved AP kept");
    assert_eq!(turn_started(&events, 0), Some(4));
    assert_eq!(s.active(), 0);
    assert_eq!(s.turn(), turn + 2);
}

/// SCEN-FRIEND-4a: a Paramedic treats a downed firefighter in his own space,
/// 1 AP, off Fire; it plays normally from its next turn.
#[test]
fn scen_friend_4a_paramedic_restores() {
    let downed = |fire: &[&str], card: &str| {
        xstate(
            json!({"specialists": [card, "generalist"], "scenarios": ["friend_in_need"]}),
            parked(json!({
                "fire": fire,
                "firefighters": [
                    {"at": "2,2", "ap": 4, "specialist": card},
                    {"at": "2,2", "ap": 0, "specialist": "generalist", "downed": true},
                ],
            })),
        )
    };
    let mut s = downed(&[], "paramedic");
    let events = go(&mut s, json!({"treat_firefighter": 1}));
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("2,2")
    }));
    assert!(!s.firefighters()[1].downed);
    assert_eq!(ap(&s, 0), 3);
    let events = end_turn(&mut s, &[6, 1]);
    assert_eq!(turn_started(&events, 1), Some(5), "normal play again");
    assert_eq!(s.active(), 1);

    let s = downed(&["2,2"], "paramedic");
    assert!(matches!(
        refusal(&s, json!({"treat_firefighter": 1})),
        ActionError::Forbidden(_)
    ));
    let s = downed(&[], "hazmat_technician");
    assert!(matches!(
        refusal(&s, json!({"treat_firefighter": 1})),
        ActionError::NotYourAbility { .. }
    ));
}

/// SCEN-FRIEND-4b (easy): carried onto any Ambulance parking space, a downed
/// firefighter is restored.
#[test]
fn scen_friend_4b_easy_any_ambulance_space() {
    let mut s = xstate(
        json!({"mode": "family", "scenarios": ["friend_in_need"]}),
        json!({"firefighters": [
            {"at": "1,0", "ap": 4},
            {"at": "1,0", "ap": 0, "downed": true, "carried_by": 0},
        ]}),
    );
    go(&mut s, json!({"move": "2,0"}));
    assert!(s.firefighters()[1].downed, "(2,0) is no Ambulance space");
    let events = go(&mut s, json!({"move": "3,0"}));
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("3,0")
    }));
    assert!(!s.firefighters()[1].downed);
    assert_eq!(s.firefighters()[0].carrying, None);
    assert_eq!(ap(&s, 0), 0);
}

/// SCEN-FRIEND-4c (hard): restored when carried onto a space the Ambulance
/// covers, or when the Ambulance is driven onto its spot; an empty Ambulance
/// spot is not enough.
#[test]
fn scen_friend_4c_hard_ambulance_covered_space() {
    let cfg = json!({"specialists": ["generalist", "paramedic"], "scenarios": ["friend_in_need"]});
    let mut s = xstate(
        cfg.clone(),
        json!({"firefighters": [
            {"at": "3,1", "ap": 5, "specialist": "generalist"},
            {"at": "3,1", "ap": 0, "specialist": "paramedic", "downed": true, "carried_by": 0},
        ]}),
    );
    go(&mut s, json!({"move": "3,0"}));
    assert!(
        s.firefighters()[1].downed,
        "the Ambulance is at (0,5)+(0,6), not here"
    );

    let mut s = xstate(
        cfg.clone(),
        json!({"firefighters": [
            {"at": "1,6", "ap": 5, "specialist": "generalist"},
            {"at": "1,6", "ap": 0, "specialist": "paramedic", "downed": true, "carried_by": 0},
        ]}),
    );
    let events = go(&mut s, json!({"move": "0,6"}));
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("0,6")
    }));
    assert!(!s.firefighters()[1].downed);

    // The Ambulance driven (from anywhere) onto the spot where it lies.
    let mut s = xstate(
        cfg,
        json!({"firefighters": [
            {"at": "7,9", "ap": 5, "specialist": "generalist"},
            {"at": "3,0", "ap": 0, "specialist": "paramedic", "downed": true},
        ]}),
    );
    let events = go(
        &mut s,
        json!({"drive": {"vehicle": "ambulance", "to": "3,0"}}),
    );
    assert!(events.contains(&Event::FirefighterRestored {
        firefighter: 1,
        cell: at("3,0")
    }));
    assert!(!s.firefighters()[1].downed);
    assert_eq!(ap(&s, 0), 3);
}

// --- SCEN-HOTTEST --------------------------------------------------------------------

/// SCEN-HOTTEST-1 (Ruling R31): an advance onto a Hot Spot places Fire
/// instead of Smoke, with no extra roll and so no flare-up Hot Spot.
#[test]
fn scen_hottest_1_fire_instead_of_smoke_no_flare_up() {
    let mk = |scenarios: Value| {
        xstate(
            json!({"specialists": ["generalist"], "scenarios": scenarios}),
            parked(json!({
                "hot_spots": ["6,1"],
                "hot_spot_supply": 6,
                "firefighters": [{"at": "0,3", "ap": 0, "specialist": "generalist"}],
            })),
        )
    };
    let mut s = mk(json!(["hottest_spot"]));
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert!(events.contains(&Event::HottestSpot { cell: at("6,1") }));
    assert_eq!(level(&s, "6,1"), FireLevel::Fire);
    assert_eq!(advance_rolls(&events), 1, "no extra roll");
    assert_eq!(count(&events, |e| matches!(e, Event::FlareUp { .. })), 0);
    assert_eq!(level(&s, "5,8"), FireLevel::Clear);
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(s.hot_spot_supply(), 6, "no Hot Spot added");

    // Control (TC-X-4): without the scenario, Smoke, a flare-up, a Hot Spot.
    let mut s = mk(json!([]));
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert_eq!(level(&s, "6,1"), FireLevel::Smoke);
    assert_eq!(advance_rolls(&events), 2);
    assert!(hot(&s, "5,8"));
    assert_eq!(s.hot_spot_supply(), 5);
}

/// SCEN-HOTTEST-1: Fire on the Hot Spot explodes; a Hazmat explosion still
/// adds a Hot Spot, but the target's Hot Spot brings no flare-up.
#[test]
fn scen_hottest_1_explosion_and_hazmat_hot_spot() {
    let mut s = xstate(
        json!({"specialists": ["generalist"], "scenarios": ["hottest_spot"]}),
        parked(json!({
            "fire": ["6,1"],
            "hot_spots": ["6,1"],
            "hot_spot_supply": 6,
            "hazmat": [{"at": "6,2"}],
            "firefighters": [{"at": "0,3", "ap": 0, "specialist": "generalist"}],
        })),
    );
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert!(events.contains(&Event::Explosion { cell: at("6,1") }));
    assert!(events.contains(&Event::HazmatExploded {
        hazmat: 0,
        cell: at("6,2")
    }));
    assert!(hot(&s, "6,2"), "the Hazmat explosion adds a Hot Spot");
    assert_eq!(s.hot_spots(), 2);
    assert_eq!(s.hot_spot_supply(), 5);
    assert_eq!(advance_rolls(&events), 1);
    assert_eq!(count(&events, |e| matches!(e, Event::FlareUp { .. })), 0);
    assert_eq!(level(&s, "5,8"), FireLevel::Clear);
}

// --- SCEN-STRUCTURE ------------------------------------------------------------------

/// SCEN-STRUCTURE-1 (Ruling R32): no POIs, no Hazmat; 18 (Heroic 24) Hot Spots
/// in the building after setup, the setup explosions' included; no supply.
#[test]
fn scen_structure_1_setup() {
    for (difficulty, firefighters, expected) in [
        ("recruit", 2u8, 18u8),
        ("veteran", 4, 18),
        ("heroic", 3, 24),
    ] {
        for seed in 0..4 {
            let (s, events) = new_game(
                json!({"mode": "experienced", "firefighters": firefighters,
                       "difficulty": difficulty, "scenarios": ["save_the_structure"]}),
                seed,
            );
            assert_eq!(s.hot_spots(), expected, "{difficulty} seed {seed}");
            assert_eq!(
                count(&events, |e| matches!(e, Event::HotSpotPlaced { .. })),
                usize::from(expected)
            );
            assert_eq!(s.hot_spot_supply(), 0);
            assert_eq!(s.pois_on_board(), 0);
            assert_eq!(s.hazmat_on_board(), 0);
            assert_eq!(
                count(&events, |e| matches!(
                    e,
                    Event::PoiPlaced { .. } | Event::HazmatPlaced { .. }
                )),
                0
            );
        }
    }
}

/// SCEN-STRUCTURE-2: flare-ups resolve as usual but add no Hot Spot; a
/// removed Hot Spot never returns to a supply; there is no POI phase.
#[test]
fn scen_structure_2_no_new_hot_spots_no_poi_phase() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"], "scenarios": ["save_the_structure"]}),
        json!({
            "hot_spots": ["1,1", "6,1"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    go(&mut s, json!("clear_hot_spot"));
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(s.hot_spot_supply(), 0, "removed Hot Spots never return");
    let events = end_turn(&mut s, &[6, 1, 5, 8]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::FlareUp { .. })),
        1,
        "the flare-up still happens"
    );
    assert_eq!(advance_rolls(&events), 2);
    assert_eq!(level(&s, "6,1"), FireLevel::Smoke);
    assert_eq!(level(&s, "5,8"), FireLevel::Smoke);
    assert!(!hot(&s, "5,8"), "no Hot Spot added");
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::Rolled {
                purpose: RollPurpose::ReplenishPoi,
                ..
            }
        )),
        0,
        "no POI phase"
    );
    assert_eq!(s.pois_on_board(), 0);
    assert_eq!(s.stage(), Stage::Actions);
}

/// SCEN-STRUCTURE-3: won when no Hot Spot is left (the Engineer clears the
/// last); lost on collapse or on any knockdown.
#[test]
fn scen_structure_3_end() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"], "scenarios": ["save_the_structure"]}),
        json!({
            "hot_spots": ["1,1"],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    let events = go(&mut s, json!("clear_hot_spot"));
    assert_eq!(s.outcome(), Some(Outcome::StructureSaved));
    assert!(events.contains(&Event::GameOver {
        outcome: Outcome::StructureSaved
    }));

    // Any knockdown loses.
    let mut s = xstate(
        json!({"specialists": ["structural_engineer", "generalist"],
               "scenarios": ["save_the_structure"]}),
        json!({
            "fire": ["2,1"],
            "hot_spots": ["6,6"],
            "firefighters": [
                {"at": "7,9", "ap": 0, "specialist": "structural_engineer"},
                {"at": "2,2", "ap": 0, "specialist": "generalist"},
            ],
        }),
    );
    end_turn(&mut s, &[2, 2]);
    assert_eq!(s.outcome(), Some(Outcome::FirefighterDown));

    // Collapse loses.
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"], "scenarios": ["save_the_structure"]}),
        json!({
            "fire": ["2,3"],
            "hot_spots": ["6,6"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "7,9", "ap": 0, "specialist": "structural_engineer"}],
        }),
    );
    end_turn(&mut s, &[2, 3]);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
}

// --- §7 configuration --------------------------------------------------------------

/// §7, GEN-1: scenarios are played with the experienced rules (only A friend
/// in need also in the family game) and combine, except where they
/// contradict each other: Unreported hazmat (no Hazmat at setup) with
/// Arsonist's traces (6 Hazmat), Save the structure (no POIs or Hazmat, no
/// supply) with Unreported hazmat, Arsonist's traces or True heroes. Such
/// configurations are refused, in either order, by `new` and by snapshots.
#[test]
fn scen_config_incompatible_combinations_are_refused() {
    let pairs = [
        ("unreported_hazmat", "arsonists_traces"),
        ("save_the_structure", "unreported_hazmat"),
        ("save_the_structure", "arsonists_traces"),
        ("save_the_structure", "true_heroes"),
    ];
    for (a, b) in pairs {
        for order in [[a, b], [b, a]] {
            let e = config_error(json!({"mode": "experienced", "firefighters": 2,
                                        "difficulty": "heroic", "scenarios": order}));
            assert!(matches!(e, ConfigError::Incompatible(..)), "{order:?}: {e}");
        }
    }
    assert!(matches!(
        config_error(json!({"mode": "family", "firefighters": 2, "scenarios": ["hottest_spot"]})),
        ConfigError::Scenario { .. }
    ));
    assert!(matches!(
        config_error(json!({"mode": "experienced", "firefighters": 2,
                            "scenarios": ["hottest_spot", "hottest_spot"]})),
        ConfigError::ScenarioTwice(_)
    ));
    assert!(matches!(
        config_error(json!({"mode": "experienced", "firefighters": 2,
                            "modules": {"vehicles": false}, "scenarios": ["broken_deck_gun"]})),
        ConfigError::Scenario { .. }
    ));
    // Compatible combinations start.
    new_game(
        json!({"mode": "family", "firefighters": 2, "scenarios": ["friend_in_need"]}),
        1,
    );
    let (s, _) = new_game(
        json!({"mode": "experienced", "firefighters": 3, "difficulty": "heroic",
               "scenarios": ["volunteer_crew", "true_heroes", "hottest_spot", "friend_in_need",
                             "broken_deck_gun", "arsonists_traces"]}),
        1,
    );
    assert_eq!(s.hazmat_on_board(), 6);
    assert_eq!(s.hot_spots(), 4 + 3 + 2 + 3);

    let snap = Snapshot::from_partial(
        json!({
            "config": {"mode": "experienced", "firefighters": 1,
                       "scenarios": ["unreported_hazmat", "arsonists_traces"]},
            "engine": "5,9", "ambulance": "0,5",
            "firefighters": [{"at": "0,3", "ap": 4}],
        }),
        None,
        1,
    )
    .expect("a well-formed snapshot");
    assert!(GameState::from_snapshot(front(), &snap).is_err());
}

/// SPEC-DRIVER-1 on a board with a floor die: the floor die's face is part of
/// the shot; a kept or re-rolled shot lands on the rolled floor (issue 12:
/// it landed on the area's lowest floor). The two-floor fixture with one
/// deck-gun area over the inside of both floors, served from an Engine spot
/// at 7,1-7,2.
#[test]
fn spec_driver_1_shot_keeps_the_floor_die() {
    use flashpoint::engine::board::Board;
    use flashpoint::engine::board::io::load_layout;
    use flashpoint::engine::board::layout::EngineSpot;
    let mut layout = load_layout(&path("tests/fixtures/two_floor.json")).expect("fixture");
    for floor in &mut layout.floors {
        floor.areas = floor
            .cells
            .iter()
            .map(|row| row.replace('#', "1"))
            .collect();
    }
    layout.parking.engine.push(EngineSpot {
        cells: [at("7,1"), at("7,2")],
        area: 1,
        side: None,
    });
    let board = std::sync::Arc::new(Board::from_layout(layout).unwrap_or_else(|e| panic!("{e}")));
    let mut s = state(
        board,
        json!({"config": {"mode": "experienced", "firefighters": 1,
                          "specialists": ["driver_operator"], "engine": "7,1", "ambulance": "7,4",
                          "modules": {"hazmat": false, "hot_spots": false}},
               "fire": ["3,3", "1:3,3"],
               "pois": parked(json!({}))["pois"].clone(),
               "firefighters": [{"at": "7,1", "ap": 4, "specialist": "driver_operator"}]}),
    );
    // Floor die 2, red 3, black 3: the upper floor's 3,3.
    s.force_dice([2, 3, 3]);
    go(&mut s, json!("deck_gun"));
    assert!(matches!(
        s.stage(),
        Stage::DeckGun {
            floor: 2,
            red: 3,
            black: 3,
            ..
        }
    ));
    let events = go(&mut s, json!("accept_shot"));
    assert!(
        events.contains(&Event::DeckGunLanded {
            target: Pos::on(1, 3, 3)
        }),
        "{events:?}"
    );
    assert_eq!(s.fire_at_pos(Pos::on(1, 3, 3)), FireLevel::Clear);
    assert_eq!(level(&s, "3,3"), FireLevel::Fire, "the ground floor is dry");
}

/// SCEN-ARSONIST-2 with Ruling R29 from setup: on a board where the setup
/// finds room for fewer than 3 Hazmat (two inside cells, both on Fire after
/// the setup explosions), the scenario can never be won, so it is lost at
/// once instead of running for ever (issue 12).
#[test]
fn scen_arsonist_2_too_few_hazmat_after_setup_is_lost() {
    use flashpoint::engine::board::Board;
    use flashpoint::engine::board::io::parse_board;
    let board = parse_board(
        r#"{"format_version": 1, "name": "Two cells", "dice": {"red": 1, "black": 2},
            "floors": [{"name": "G", "cells": ["....", ".##.", "...."],
                        "edges": [{"at": "1,0E", "kind": "door"}, {"at": "1,2E", "kind": "door"}]}],
            "parking": {"ambulance": [{"cells": ["0,0", "0,1"]}]}}"#,
        std::path::Path::new("two-cells.json"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let board: std::sync::Arc<Board> = std::sync::Arc::new(board);
    let mut config = GameConfig::experienced(2, flashpoint::engine::Difficulty::Recruit);
    config.modules.vehicles = false;
    config.scenarios = vec![flashpoint::engine::Scenario::ArsonistsTraces];
    for seed in 0..20 {
        let mut events = Vec::new();
        let s = GameState::new_logged(
            std::sync::Arc::clone(&board),
            config.clone(),
            seed,
            &mut events,
        )
        .expect("valid configuration");
        assert!(s.hazmat_on_board() < 3);
        assert_eq!(s.stage(), Stage::Over(Outcome::HazmatLost), "seed {seed}");
        assert!(events.contains(&Event::GameOver {
            outcome: Outcome::HazmatLost
        }));
    }
}

/// SPEC-CAPTAIN-1 / Ruling R47: a commanded firefighter may pick up, put
/// down and start or stop leading on its own cell, free; the Captain pays
/// nothing and the CAFS cap is not touched.
#[test]
fn spec_captain_1_ruling_r47_commanded_token_handling() {
    let mut s = xstate(
        json!({"specialists": ["fire_captain", "generalist", "paramedic"], "modules": {"hazmat": true}}),
        json!({
            "firefighters": [
                {"at": "0,1", "ap": 1, "specialist": "fire_captain", "pool": 0},
                {"at": "2,2", "ap": 0, "specialist": "generalist"},
                {"at": "4,4", "ap": 0, "specialist": "paramedic"},
            ],
            "pois": [
                victim_up("2,2"),
                {"kind": "victim", "at": "4,4", "revealed": true, "treated": true},
            ],
            "hazmat": [{"at": "2,2"}],
        }),
    );
    let pick = json!({"command_pick_up": {"firefighter": 1, "victim": 0}});
    assert!(legal(&s, pick.clone()), "{:?}", s.legal_actions());
    assert!(legal(
        &s,
        json!({"command_pick_up_hazmat": {"firefighter": 1, "hazmat": 0}})
    ));
    let events = go(&mut s, pick);
    assert!(events.contains(&Event::Commanded {
        captain: 0,
        firefighter: 1,
        ap: 0
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PickedUp {
            firefighter: 1,
            item: Item::Victim(0),
            ..
        }
    )));
    assert_eq!(s.firefighters()[1].carrying, Some(Item::Victim(0)));
    assert_eq!(ap(&s, 0), 1, "free: the Captain pays nothing");
    // One item at a time, as for anyone (FAM-ACT-CARRY-1).
    assert!(!legal(
        &s,
        json!({"command_pick_up_hazmat": {"firefighter": 1, "hazmat": 0}})
    ));
    // The commanded carrier moves at 2 AP, from the Captain.
    assert!(matches!(
        refusal(&s, json!({"command_move": {"firefighter": 1, "to": "2,3"}})),
        ActionError::NotEnoughAp { needed: 2, have: 1 }
    ));
    go(&mut s, json!({"command_drop": {"firefighter": 1}}));
    assert_eq!(s.firefighters()[1].carrying, None);
    assert_eq!(token_pos(&s, 0), Some(at("2,2")));

    // Leading a treated Victim (SPEC-PARAMEDIC-2) on a command.
    go(
        &mut s,
        json!({"command_lead": {"firefighter": 2, "victim": 1}}),
    );
    assert_eq!(s.firefighters()[2].leading, Some(1));
    go(&mut s, json!({"command_release": {"firefighter": 2}}));
    assert_eq!(s.firefighters()[2].leading, None);
    assert_eq!(ap(&s, 0), 1);

    // Only the Captain commands, and never a downed firefighter or himself.
    assert!(matches!(
        refusal(
            &s,
            json!({"command_pick_up": {"firefighter": 0, "victim": 0}})
        ),
        ActionError::CannotCommand { .. } | ActionError::NothingToPickUp { .. }
    ));
    let plain = xstate(
        json!({"specialists": ["generalist", "paramedic"]}),
        json!({"firefighters": [
            {"at": "0,1", "ap": 4, "specialist": "generalist"},
            {"at": "2,2", "ap": 0, "specialist": "paramedic"},
        ], "pois": [victim_up("2,2")]}),
    );
    assert!(matches!(
        refusal(
            &plain,
            json!({"command_pick_up": {"firefighter": 1, "victim": 0}})
        ),
        ActionError::NotYourAbility { .. }
    ));
}

/// FAM-ACT-END-3 under a command (Ruling R47): picking up on a Fire cell
/// makes the commanded firefighter's way out cost 2, which the Captain must
/// still be able to pay; the refusal names the commanded firefighter's cell.
#[test]
fn ruling_r47_commanded_pick_up_keeps_the_reserve() {
    let s = xstate(
        json!({"specialists": ["fire_captain", "generalist"]}),
        json!({
            "fire": ["2,2", "2,1", "1,2"],
            "firefighters": [
                {"at": "5,1", "ap": 1, "specialist": "fire_captain", "pool": 0},
                {"at": "2,2", "ap": 0, "specialist": "generalist"},
            ],
            "pois": [victim_up("2,2")],
        }),
    );
    let err = refusal(
        &s,
        json!({"command_pick_up": {"firefighter": 1, "victim": 0}}),
    );
    assert!(
        matches!(
            err,
            ActionError::WouldBeTrapped {
                firefighter: 1,
                needed: 2,
                left: 1,
                ..
            }
        ),
        "{err:?}"
    );
    let ActionError::WouldBeTrapped { cell, .. } = err else {
        unreachable!()
    };
    assert_eq!(cell, at("2,2"), "the commanded firefighter's cell");
}

//! The bot's contract: legal, deterministic, blind to what is hidden.

use std::sync::Arc;

use super::{Bot, Strength};
use crate::engine::board::Board;
use crate::engine::board::io::load_board;
use crate::engine::config::GameConfig;
use crate::engine::dice::{Dice, derive_seed};
use crate::engine::event::Discard;
use crate::engine::state::{GameState, PoiKind, TokenPlace};

fn board(name: &str) -> Arc<Board> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    Arc::new(load_board(&path).expect("shipped board"))
}

/// States along random games: the bot is asked at each.
fn random_states(board: &Arc<Board>, config: GameConfig, seed: u64, take: usize) -> Vec<GameState> {
    let mut s = GameState::new(Arc::clone(board), config, seed).expect("a game");
    let mut dice = Dice::from_seed(derive_seed(seed, 7));
    let mut out = Vec::new();
    while !s.is_over() && out.len() < take {
        let legal = s.legal_actions();
        out.push(s.clone());
        let a = legal[dice.uniform(legal.len() as u32) as usize];
        s.apply_into(a, &mut Discard).expect("legal");
    }
    out
}

/// The bot only ever proposes legal actions, on every shipped board, in
/// both game modes.
#[test]
fn the_bot_proposes_only_legal_actions() {
    let mut bot = Bot::new(Strength::Fast);
    for (name, s) in states_on_every_board(11, 60) {
        let a = bot.choose(&s, 5).expect("a move while the game goes on");
        assert!(
            s.check(a).is_ok(),
            "{name}: {a} is refused: {:?}",
            s.check(a)
        );
    }
}

/// The board files in `boards/` (not its schema), so a board shipped
/// later is covered too.
fn shipped_board_names() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("boards");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("boards/ exists")
        .map(|e| {
            e.expect("readable entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".json") && n != "board.schema.json")
        .collect();
    names.sort();
    names
}

/// States along random games on every shipped board, family (three
/// firefighters) and Veteran (four): `take` of each game, its seed `seed`
/// and `seed + 1`.
fn states_on_every_board(seed: u64, take: usize) -> Vec<(String, GameState)> {
    let mut out = Vec::new();
    for name in shipped_board_names() {
        let b = board(&name);
        let configs = [
            GameConfig::family(3),
            GameConfig::experienced(4, crate::engine::Difficulty::Veteran),
        ];
        for (k, config) in configs.into_iter().enumerate() {
            let states = random_states(&b, config, seed + k as u64, take);
            out.extend(states.into_iter().map(|s| (name.clone(), s)));
        }
    }
    out
}

/// Same state and seed, same choice; a new bot agrees with a used one.
#[test]
fn the_bot_is_deterministic() {
    let b = board("front.json");
    let mut used = Bot::new(Strength::Normal);
    for s in random_states(&b, GameConfig::family(4), 3, 25) {
        let a = used.choose(&s, 9);
        assert_eq!(a, Bot::new(Strength::Normal).choose(&s, 9));
    }
}

/// The walls, doors and Fire the distance maps walk through are read once
/// per score and kept for that score only: an evaluator that scored other
/// states before scores each as a new one does, on every shipped board
/// (doors, Fire, stairs, cars and the facade change between the states).
#[test]
fn an_evaluator_reads_each_state_afresh() {
    let mut used = super::eval::Evaluator::default();
    for (name, s) in states_on_every_board(21, 80) {
        let fresh = super::eval::Evaluator::default().score(&s);
        assert_eq!(used.score(&s), fresh, "{name}: turn {}", s.turn());
    }
}

/// The bot cannot see face-down POIs: swapping the kinds of two face-down
/// tokens (a Victim and a False Alarm) never changes its choice.
#[test]
fn the_bot_does_not_read_face_down_pois() {
    let b = board("front.json");
    let mut bot = Bot::new(Strength::Normal);
    let mut checked = 0;
    for s in random_states(&b, GameConfig::family(4), 21, 40) {
        let hidden: Vec<usize> = s
            .tokens()
            .iter()
            .enumerate()
            .filter(|(_, t)| {
                matches!(
                    t.place,
                    TokenPlace::Board {
                        revealed: false,
                        ..
                    } | TokenPlace::Bag
                )
            })
            .map(|(i, _)| i)
            .collect();
        let victim = hidden
            .iter()
            .find(|&&i| s.tokens()[i].kind == PoiKind::Victim);
        let alarm = hidden
            .iter()
            .find(|&&i| s.tokens()[i].kind == PoiKind::FalseAlarm);
        let (Some(&v), Some(&f)) = (victim, alarm) else {
            continue;
        };
        let mut swapped = s.clone();
        swapped.tokens[v].kind = PoiKind::FalseAlarm;
        swapped.tokens[f].kind = PoiKind::Victim;
        assert_eq!(bot.choose(&s, 4), bot.choose(&swapped, 4));
        checked += 1;
    }
    assert!(checked > 10, "{checked}");
}

/// The Hint's plan is what the bot then plays: its first action is the
/// bot's choice, and each next one the choice the bot makes in the real
/// game after the steps before it (the same turn seed), up to a step that
/// turns a POI over, rolls dice or ends the turn; it never reads the
/// face-down POIs either.
#[test]
fn the_plan_is_what_the_bot_then_plays() {
    use crate::engine::event::Event;
    use crate::engine::state::Stage;
    let b = board("front.json");
    let mut bot = Bot::new(Strength::Normal);
    let mut longer = 0;
    let states = random_states(&b, GameConfig::family(3), 31, 60)
        .into_iter()
        .chain(random_states(
            &b,
            GameConfig::experienced(3, crate::engine::Difficulty::Recruit),
            32,
            60,
        ))
        .filter(|s| s.stage() == Stage::Actions);
    for s in states {
        let plan = bot.plan(&s, 6, 4);
        assert!(!plan.is_empty() && plan.len() <= 4, "{plan:?}");
        assert_eq!(Some(plan[0]), bot.choose(&s, 6));
        let mut real = s.clone();
        for (i, &step) in plan.iter().enumerate() {
            if i > 0 {
                assert_eq!(Some(step), bot.choose(&real, 6), "step {i} of {plan:?}");
            }
            let events = real.apply(step).expect("a planned step is legal");
            let unforeseen = events.iter().any(|e| {
                matches!(
                    e,
                    Event::PoiRevealed { .. } | Event::Rolled { .. } | Event::DeckGunRolled { .. }
                )
            });
            if i + 1 < plan.len() {
                assert!(!unforeseen, "the plan goes on past {step}: {plan:?}");
                assert_eq!(real.stage(), Stage::Actions);
                assert_eq!(real.active(), s.active());
            }
        }
        longer += usize::from(plan.len() > 1);
    }
    assert!(longer > 20, "plans of more than one step: {longer}");
}

/// The first state of an experienced front-board game where a firefighter
/// acts (the vehicles parked, everyone placed).
fn experienced_turn() -> GameState {
    let b = board("front.json");
    let config = GameConfig::experienced(4, crate::engine::Difficulty::Recruit);
    random_states(&b, config, 5, 40)
        .into_iter()
        .find(|s| s.stage() == crate::engine::state::Stage::Actions)
        .expect("the turns begin")
}

/// Takes a Victim out of the bag and lays it face up on `cell`; its index.
fn victim_from_the_bag(s: &mut GameState, cell: crate::engine::board::CellId) -> usize {
    let token = s
        .tokens()
        .iter()
        .position(|t| t.kind == PoiKind::Victim && matches!(t.place, TokenPlace::Bag))
        .expect("a Victim in the bag");
    s.tokens[token].place = TokenPlace::Board {
        cell,
        revealed: true,
    };
    token
}

/// FAM-ACT-END-2: a firefighter on Fire cannot end the turn there, so that
/// state is worth less than its static score (which has no fire phase in
/// it); otherwise a step into Fire looked like a gain and the bot walked in
/// and out of Fire.
#[test]
fn a_turn_that_cannot_end_on_fire_is_not_scored_as_ended() {
    use crate::engine::state::FireLevel;
    let mut s = experienced_turn();
    let me = usize::from(s.active());
    let cell = s.firefighters[me].cell.expect("placed");
    let inside = s
        .adjacent(cell)
        .find(|&c| s.board().kind(c).is_interior())
        .or_else(|| {
            s.board()
                .cell_ids()
                .find(|&c| s.board().kind(c).is_interior())
        })
        .expect("an inside cell");
    s.firefighters[me].cell = Some(inside);
    s.firefighters[me].ap = 4;
    s.fire[inside.index()] = FireLevel::Fire;
    assert!(s.check(crate::engine::Action::EndTurn).is_err());
    let mut bot = Bot::new(Strength::Normal);
    let settled = bot.settle(&s);
    assert!(
        settled <= bot.eval.score(&s) - super::CANNOT_END,
        "{settled}"
    );
}

/// EXP-VEH-RESCUE-1b: a Victim carried onto another Ambulance spot is
/// rescued when the Ambulance drives there, so that spot is as far from
/// safety as the Drives cost (2 AP a Drive round the ring, EXP-VEH-DRIVE-1).
#[test]
fn another_ambulance_spot_is_as_far_as_the_drives_there() {
    use crate::engine::state::Vehicle;
    let s = experienced_turn();
    let here = s.vehicle_spot(Vehicle::Ambulance).expect("parked");
    let n = s.spot_count(Vehicle::Ambulance) as u8;
    assert_eq!(n, 4, "the front board has an Ambulance spot a side");
    let mut eval = super::eval::Evaluator::default();
    let mut ap = Vec::new();
    crate::engine::rules::drives_ap(&s, Vehicle::Ambulance, here, &mut ap);
    for k in 0..n {
        let spot = (here + k) % n;
        let drives = k.min(n - k);
        assert_eq!(ap[usize::from(spot)], 2 * drives, "spot {spot}");
        for cell in s.spot_cells(Vehicle::Ambulance, spot).expect("a spot") {
            assert_eq!(eval.safety_distance(&s, cell), u16::from(2 * drives));
        }
    }
}

/// SPEC-PARAMEDIC-2: a treated Victim is led at 1 AP a step, so treating
/// one far from safety is worth its AP.
#[test]
fn a_treated_victim_is_nearer_safety() {
    let mut s = experienced_turn();
    let board = s.board().clone();
    let far = board
        .cell_ids()
        .filter(|&c| board.kind(c).is_interior())
        .max_by_key(|&c| {
            let p = board.pos(c);
            (p.row.min(7 - p.row), p.col.min(9 - p.col))
        })
        .expect("an inside cell");
    let token = victim_from_the_bag(&mut s, far);
    let mut eval = super::eval::Evaluator::default();
    let untreated = eval.score(&s);
    s.tokens[token].treated = true;
    assert!(eval.score(&s) > untreated);
}

/// A firefighter carrying a Victim (2 AP a step, FAM-ACT-CARRY-1) is busy
/// until it is safe: each step towards safety is a gain even with another
/// Victim behind it. Counted as
/// the nearest firefighter where it stands, the step also took it away
/// from the other Victim and the two cancelled out, so a carrier stood
/// still for turns.
#[test]
fn a_carrier_is_not_held_back_by_the_victims_behind_it() {
    use crate::engine::state::Item;
    let mut s = experienced_turn();
    let board = s.board().clone();
    let mut eval = super::eval::Evaluator::default();
    let mut victims = s
        .tokens()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.kind == PoiKind::Victim && matches!(t.place, TokenPlace::Bag))
        .map(|(i, _)| i);
    let (held, behind) = (
        victims.next().expect("a Victim"),
        victims.next().expect("another"),
    );
    // A cell inside with a neighbour nearer safety and one farther away.
    let probe = |s: &GameState, eval: &mut super::eval::Evaluator, c| eval.safety_distance(s, c);
    let mut route = None;
    for x in board.cell_ids().filter(|&c| board.kind(c).is_interior()) {
        let d = probe(&s, &mut eval, x);
        let nearer = s.adjacent(x).find(|&y| probe(&s, &mut eval, y) + 2 == d);
        let farther = s
            .adjacent(x)
            .find(|&z| board.kind(z).is_interior() && probe(&s, &mut eval, z) == d + 2);
        if let (Some(y), Some(z)) = (nearer, farther) {
            route = Some((x, y, z));
            break;
        }
    }
    let (x, y, z) = route.expect("a straight way out");
    let me = usize::from(s.active());
    for (i, f) in s.firefighters.iter_mut().enumerate() {
        f.downed = i != me;
    }
    let mut gain = |s: &GameState| {
        let mut at = |cell| {
            let mut s = s.clone();
            s.firefighters[me].cell = Some(cell);
            s.firefighters[me].carrying = Some(Item::Victim(held as u8));
            s.tokens[held].place = TokenPlace::Board {
                cell,
                revealed: true,
            };
            eval.score(&s)
        };
        at(y) - at(x)
    };
    let alone = gain(&s);
    s.tokens[behind].place = TokenPlace::Board {
        cell: z,
        revealed: true,
    };
    let with_one_behind = gain(&s);
    assert!(alone > 0.0, "{alone}");
    assert!(with_one_behind >= alone, "{with_one_behind} < {alone}");
}

/// SPEC-DRIVER-1: the deck gun at 2 AP is the Driver/Operator's work. With
/// nothing on the board but one Fire, a step towards the Engine and away
/// from that Fire, which a Generalist scores as a loss (its work is the
/// Fire), is a gain for the Driver; with the deck gun broken
/// (SCEN-NODECKGUN-1) he scores it as the Generalist does.
#[test]
fn the_driver_operator_heads_for_the_engine() {
    use crate::engine::config::Scenario;
    use crate::engine::specialist::Specialist;
    use crate::engine::state::{FireLevel, HazmatPlace, Rules};
    let mut s = experienced_turn();
    let board = s.board().clone();
    let me = usize::from(s.active());
    for (i, f) in s.firefighters.iter_mut().enumerate() {
        f.downed = i != me;
        f.specialist = None;
        f.carrying = None;
        f.leading = None;
    }
    for t in &mut s.tokens {
        t.place = TokenPlace::Bag;
    }
    for h in &mut s.hazmat {
        *h = HazmatPlace::Supply;
    }
    s.fire.iter_mut().for_each(|f| *f = FireLevel::Clear);
    let fire = board
        .cell_at(crate::engine::geom::Pos::new(6, 7))
        .expect("6,7");
    s.fire[fire.index()] = FireLevel::Fire;
    let mut eval = super::eval::Evaluator::default();
    let mut step = |s: &GameState, card, x, y| {
        let mut at = |cell| {
            let mut s = s.clone();
            s.firefighters[me].cell = Some(cell);
            s.firefighters[me].specialist = Some(card);
            (eval.score(&s), eval.engine_distance(&s))
        };
        let ((from, d_from), (to, d_to)) = (at(x), at(y));
        (to - from, d_from.zip(d_to).is_some_and(|(a, b)| b < a))
    };
    let inside: Vec<_> = board
        .cell_ids()
        .filter(|&c| board.kind(c).is_interior() && c != fire)
        .collect();
    let (x, y) = inside
        .iter()
        .flat_map(|&x| s.adjacent(x).map(move |y| (x, y)))
        .find(|&(x, y)| {
            inside.contains(&y)
                && step(&s, Specialist::DriverOperator, x, y).1
                && step(&s, Specialist::Generalist, x, y).0 < 0.0
        })
        .expect("a step nearer the Engine and farther from the Fire");
    let generalist = step(&s, Specialist::Generalist, x, y).0;
    assert!(step(&s, Specialist::DriverOperator, x, y).0 > 0.0);
    s.config.scenarios.push(Scenario::BrokenDeckGun);
    s.rules = Rules::of(&s.config);
    let (broken, pulled) = step(&s, Specialist::DriverOperator, x, y);
    assert!(!pulled, "no deck gun, no pull");
    assert_eq!(broken, generalist);
}

/// BOARD-6, EXP-SETUP-14: the players park the Engine; the bot parks it
/// where its deck gun serves the most Fire (a Fire there counts a little
/// less, since the gun will shoot at it).
#[test]
fn the_engine_parks_by_the_most_fire() {
    use crate::engine::action::Action;
    use crate::engine::state::{FireLevel, Stage, Vehicle};
    let b = board("front.json");
    let mut bot = Bot::new(Strength::Fast);
    let mut checked = 0;
    for seed in 0..12 {
        let config = GameConfig::experienced(4, crate::engine::Difficulty::Recruit);
        let s = GameState::new(Arc::clone(&b), config, seed).expect("a game");
        assert_eq!(s.stage(), Stage::PlaceVehicles);
        let fire_by_area = |area: u8| {
            b.cell_ids()
                .filter(|&c| b.cell(c).area == area && s.fire_at(c) == FireLevel::Fire)
                .count()
        };
        let most = b
            .engine_spots()
            .iter()
            .map(|spot| fire_by_area(spot.area))
            .max()
            .expect("spots");
        let Some(Action::Park {
            vehicle: Vehicle::Engine,
            at,
        }) = bot.choose(&s, seed)
        else {
            continue;
        };
        let cell = b.cell_at(at).expect("a cell");
        let spot = b
            .engine_spots()
            .iter()
            .find(|spot| spot.cells.contains(&cell))
            .expect("an Engine spot");
        assert_eq!(fire_by_area(spot.area), most, "seed {seed}: parked at {at}");
        checked += 1;
    }
    assert!(checked >= 6, "the Engine is parked first: {checked}");
}

/// EXP-VEH-DECKGUN-2: nobody may stand in the deck gun's area when it
/// fires, so while the Driver/Operator could fire at Fire there, a
/// teammate standing in the area until his turn costs `gun_block`; with no
/// Fire there, no Driver to fire, or the teammate's own turn first, it
/// costs nothing.
#[test]
fn teammates_keep_out_of_the_deck_guns_area() {
    use super::eval::{Evaluator, Weights};
    use crate::engine::specialist::Specialist;
    use crate::engine::state::FireLevel;
    let mut s = experienced_turn();
    let board = s.board().clone();
    // The Driver acts now, the teammate after him.
    let n = s.firefighters.len();
    let driver = usize::from(s.active());
    let mate = (driver + 1) % n;
    let cards = |s: &mut GameState, driver: usize| {
        for (i, f) in s.firefighters.iter_mut().enumerate() {
            f.carrying = None;
            f.leading = None;
            f.downed = false;
            f.specialist = Some(if i == driver {
                Specialist::DriverOperator
            } else {
                Specialist::Generalist
            });
        }
    };
    cards(&mut s, driver);
    s.engine = Some(0);
    let area = board.engine_spots()[0].area;
    let in_area = |c: crate::engine::board::CellId| board.cell(c).area == area;
    // A cell in the area next to one outside it, and a Fire elsewhere in it.
    let (inside, outside) = board
        .cell_ids()
        .filter(|&c| board.kind(c).is_interior() && in_area(c))
        .find_map(|c| {
            s.adjacent(c)
                .find(|&o| board.kind(o).is_interior() && !in_area(o))
                .map(|o| (c, o))
        })
        .expect("the area has a border inside");
    let fire = board
        .cell_ids()
        .find(|&c| in_area(c) && c != inside && board.kind(c).is_interior())
        .expect("a second cell in the area");
    s.fire.iter_mut().for_each(|f| *f = FireLevel::Clear);
    s.fire[fire.index()] = FireLevel::Fire;
    let mut with = Evaluator::default();
    let mut without = Evaluator::with_weights(Weights {
        gun_block: 0.0,
        ..Weights::default()
    });
    let block = Weights::default().gun_block;
    assert!(block > 0.0);
    // How much more standing inside costs with the weight than without.
    let mut extra = |s: &GameState| {
        let at = |eval: &mut Evaluator, cell| {
            let mut s = s.clone();
            s.firefighters[mate].cell = Some(cell);
            eval.score(&s)
        };
        let a = at(&mut with, outside) - at(&mut with, inside);
        let b = at(&mut without, outside) - at(&mut without, inside);
        a - b
    };
    assert_eq!(extra(&s), block, "Fire in the area, the Driver ready");
    let mut no_fire = s.clone();
    no_fire.fire[fire.index()] = FireLevel::Clear;
    assert_eq!(extra(&no_fire), 0.0, "no Fire to shoot at");
    let mut no_driver = s.clone();
    no_driver.firefighters[driver].downed = true;
    assert_eq!(extra(&no_driver), 0.0, "nobody to fire the gun");
    // The Driver two seats on: the teammate's turn comes first.
    let mut mate_first = s.clone();
    cards(&mut mate_first, (driver + 2) % n);
    assert_eq!(extra(&mate_first), 0.0, "the teammate moves on first");
}

/// A state on Meridian Tower from a partial snapshot (engine/snapshot.rs).
fn tower(partial: serde_json::Value) -> GameState {
    use crate::engine::snapshot::Snapshot;
    let snap = Snapshot::from_partial(partial, None, 1).expect("a test state");
    GameState::from_snapshot(board("highrise.json"), &snap).expect("a test state")
}

/// The tower's damage: none, or the outer wall east of 4,8 destroyed (2
/// cubes), a breach on the side of the Engine spot at 4,9.
fn east_breach(breached: bool) -> serde_json::Value {
    if breached {
        serde_json::json!([{"edge": "4,8E", "cubes": 2}])
    } else {
        serde_json::json!([])
    }
}

/// URB-HIGHRISE-ELEV-3 (engine ruling E34): on the tower a Hazmat carried
/// onto a car is disposed of as its door closes, so carrying one next to a
/// car is better than leaving it lying there; the street beyond the facade
/// is no way out for a carrier.
#[test]
fn a_hazmat_next_to_a_high_rise_car_is_worth_carrying() {
    use super::eval::Evaluator;
    let snapshot = |carried: bool| {
        let hazmat = if carried {
            serde_json::json!([{"at": "2,4", "carried_by": 0}])
        } else {
            serde_json::json!([{"at": "2,4"}])
        };
        let partial = serde_json::json!({
            "config": {"mode": "experienced", "firefighters": 1, "engine": "4,9",
                       "specialists": ["generalist"]},
            "doors": [{"edge": "2,4S", "state": "open"}],
            "hazmat": hazmat,
            "firefighters": [{"at": "2,4", "ap": 4, "specialist": "generalist"}],
        });
        tower(partial)
    };
    let mut eval = Evaluator::default();
    let carried = eval.score(&snapshot(true));
    let lying = eval.score(&snapshot(false));
    assert!(
        carried > lying,
        "carried {carried} should beat lying {lying}: the car is one step away"
    );
}

/// URB-HIGHRISE-LADDER-1, -RESCUE-1: a Victim carried down the aerial
/// ladder from a breach on the Engine's side is rescued, 4 AP for the
/// carrier; a breach on another side is no way down.
#[test]
fn a_breach_on_the_engines_side_is_a_high_rise_way_to_safety() {
    use super::eval::Evaluator;
    let state = |engine: &str, breached: bool| {
        let partial = serde_json::json!({
            "config": {"mode": "experienced", "firefighters": 1, "engine": engine,
                       "specialists": ["generalist"]},
            "damage": east_breach(breached),
            "pois": [{"kind": "victim", "at": "4,8", "revealed": true, "carried_by": 0}],
            "firefighters": [{"at": "4,8", "ap": 4, "specialist": "generalist"}],
        });
        tower(partial)
    };
    let at = board("highrise.json")
        .cell_at(crate::engine::geom::Pos::new(4, 8))
        .expect("4,8");
    let mut eval = Evaluator::default();
    let intact = eval.safety_distance(&state("4,9", false), at);
    assert_eq!(eval.safety_distance(&state("4,9", true), at), 4);
    assert!(intact > 4, "by a car the Victim is {intact} AP from safety");
    assert_eq!(
        eval.safety_distance(&state("0,6", true), at),
        intact,
        "the Engine on the north side serves no breach on the east"
    );
}

/// URB-HIGHRISE-LADDER-1: the aerial ladder joins a breach on the Engine's
/// side and the Engine at 2 AP, so the Driver/Operator inside beside it is
/// 2 AP from his deck gun, not a car's ride and a Lobby move away.
#[test]
fn the_aerial_ladder_is_a_high_rise_way_in_and_out() {
    use super::eval::Evaluator;
    let state = |breached: bool| {
        let partial = serde_json::json!({
            "config": {"mode": "experienced", "firefighters": 1, "engine": "4,9",
                       "specialists": ["driver_operator"]},
            "damage": east_breach(breached),
            "fire": ["1,1"],
            "firefighters": [{"at": "4,8", "ap": 4, "specialist": "driver_operator"}],
        });
        tower(partial)
    };
    let mut eval = Evaluator::default();
    let intact = eval.engine_distance(&state(false)).expect("a gunner");
    assert_eq!(eval.engine_distance(&state(true)), Some(2));
    assert!(intact > 2, "by a car the Engine is {intact} AP away");
}

/// The active firefighter made a Paramedic with 4 AP, on a revealed
/// Victim (`treated`, `carried` as asked) on the first inside cell clear
/// of Fire, POIs and Hazmat: the state the two Paramedic tests start from.
fn paramedic_by_a_victim(treated: bool, carried: bool) -> (GameState, u8) {
    use crate::engine::specialist::Specialist;
    use crate::engine::state::{FireLevel, Item};
    let mut s = experienced_turn();
    let board = s.board().clone();
    let me = usize::from(s.active());
    let cell = board
        .cell_ids()
        .filter(|&c| board.kind(c).is_interior() && s.fire_at(c) == FireLevel::Clear)
        .find(|&c| s.tokens_at(c).next().is_none() && s.hazmat_at(c).is_none())
        .expect("a clear inside cell");
    let token = victim_from_the_bag(&mut s, cell);
    s.tokens[token].treated = treated;
    let f = &mut s.firefighters[me];
    f.cell = Some(cell);
    f.specialist = Some(Specialist::Paramedic);
    f.ap = 4;
    f.pool = 0;
    f.carrying = carried.then_some(Item::Victim(token as u8));
    // Moved off wherever the turn began (no Crew Change, EXP-CREW-1).
    s.turn_state.started_on_engine = false;
    (s, token as u8)
}

/// SPEC-PARAMEDIC-2: a treated Victim is led at 1 AP a step, carried at 2.
/// The bot treats the Victim and leads it; it picked it up first, treated
/// it in its arms and carried it on at 2 AP a step, as the evaluation
/// counted a carried treated Victim as led (seen in a Hint on the
/// brownstone: "Pick up Victim 5", "Treat Victim 5", "Move to 7,2" for 3 AP
/// where leading costs 2).
#[test]
fn a_paramedic_leads_the_victim_she_treats() {
    use crate::engine::Action;
    let (s, token) = paramedic_by_a_victim(false, false);
    let mut bot = Bot::new(Strength::Normal);
    let plan = bot.plan(&s, 3, 4);
    assert_eq!(plan.first(), Some(&Action::Treat(token)), "{plan:?}");
    assert_eq!(plan.get(1), Some(&Action::Lead(token)), "{plan:?}");
    // A carried treated Victim's way out is a carrier's, not a leader's.
    let mut eval = super::eval::Evaluator::default();
    let (lying, _) = paramedic_by_a_victim(true, false);
    let (carried, _) = paramedic_by_a_victim(true, true);
    let mut led = lying.clone();
    let me = usize::from(led.active());
    led.firefighters[me].leading = Some(token);
    assert!(eval.score(&led) > eval.score(&carried));
}

/// A firefighter carrying a treated Victim, leading nobody, puts it down
/// to lead it (free, R28; half the AP a step, SPEC-PARAMEDIC-2): the one
/// thing the bot puts down.
#[test]
fn a_carried_treated_victim_is_put_down_to_be_led() {
    use crate::engine::Action;
    let (s, token) = paramedic_by_a_victim(true, true);
    let mut bot = Bot::new(Strength::Normal);
    let plan = bot.plan(&s, 3, 4);
    assert_eq!(
        plan.get(..2),
        Some(&[Action::Drop, Action::Lead(token)][..]),
        "{plan:?}"
    );
}

/// EXP-VEH-RIDE-1, -DRIVE-2: six firefighters on the Engine's spot and the
/// Driver/Operator to act. Who rides along after a drive is settled rider
/// by rider: looked into in every order of the riders (each to one of two
/// cells or staying), one decision scored hundreds of thousands of ways of
/// ending the turn and took minutes (six fast bots on a random board hung).
#[test]
fn riders_are_named_one_by_one() {
    use crate::engine::config::SpecialistChoice;
    use crate::engine::specialist::Specialist::*;
    use crate::engine::state::{Stage, Vehicle};
    use crate::engine::{Action, Difficulty};
    let b = board("front.json");
    let mut config = GameConfig::experienced(6, Difficulty::Recruit);
    config.specialists = [
        DriverOperator,
        RescueSpecialist,
        CafsFirefighter,
        Generalist,
        HazmatTechnician,
        FireCaptain,
    ]
    .map(|c| SpecialistChoice(Some(c)))
    .to_vec();
    let mut s = GameState::new(Arc::clone(&b), config, 3).expect("a game");
    for _ in 0..2 {
        let park = s
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Park { .. }))
            .expect("a spot");
        s.apply(park).expect("parked");
    }
    let engine = s.vehicle_cells(Vehicle::Engine).expect("parked")[0];
    for _ in 0..6 {
        s.apply(Action::PlaceFirefighter(b.pos(engine)))
            .expect("placed");
    }
    assert_eq!(s.stage(), Stage::Actions);
    let mut bot = Bot::new(Strength::Normal);
    let mut decisions = 0;
    while s.active() == 0 && decisions < 30 {
        let before = bot.settled;
        let a = bot.choose(&s, 1).expect("a move");
        assert!(
            bot.settled - before < 3_000,
            "{} ways of ending the turn scored for {a}",
            bot.settled - before
        );
        s.apply(a).expect("legal");
        decisions += 1;
    }
    assert!(decisions < 30, "the Driver's turn ends");
}

/// EXP-VEH-RIDE-1, Ruling R26: a person's driver names the riders and each
/// rider's controller picks its cell of the new spot. For a bot's
/// firefighter that is [`Bot::landing`]: the Ride whose result scores
/// best; nothing for a firefighter that cannot ride (the driver, already
/// off; one not on the old spot).
#[test]
fn a_bot_taken_along_picks_its_cell() {
    use crate::engine::config::SpecialistChoice;
    use crate::engine::specialist::Specialist::*;
    use crate::engine::state::{Stage, Vehicle};
    use crate::engine::{Action, Difficulty};
    let b = board("front.json");
    let mut config = GameConfig::experienced(3, Difficulty::Recruit);
    config.specialists = [DriverOperator, Generalist, Paramedic]
        .map(|c| SpecialistChoice(Some(c)))
        .to_vec();
    let mut s = GameState::new(Arc::clone(&b), config, 5).expect("a game");
    let at = |p: &str| p.parse::<crate::engine::geom::Pos>().expect("a cell");
    for action in [
        Action::Park {
            vehicle: Vehicle::Engine,
            at: at("0,7"),
        },
        Action::Park {
            vehicle: Vehicle::Ambulance,
            at: at("0,5"),
        },
        Action::PlaceFirefighter(at("0,8")),
        Action::PlaceFirefighter(at("0,7")),
        Action::PlaceFirefighter(at("3,0")),
        Action::Drive {
            vehicle: Vehicle::Engine,
            to: at("5,9"),
        },
        Action::Ride {
            firefighter: 0,
            to: at("6,9"),
        },
    ] {
        s.apply(action).expect("legal");
    }
    assert!(matches!(s.stage(), Stage::Riding { .. }));
    let mut bot = Bot::new(Strength::Normal);
    let landing = bot.landing(&s, 1).expect("the Generalist may ride");
    let score = |a: Action| {
        let mut next = s.clone();
        next.apply(a).expect("legal");
        super::eval::Evaluator::default().score(&next)
    };
    for cell in ["5,9", "6,9"] {
        let ride = Action::Ride {
            firefighter: 1,
            to: at(cell),
        };
        assert!(s.is_legal(ride), "{cell}");
        assert!(score(landing) >= score(ride), "{landing:?} against {cell}");
    }
    assert_eq!(bot.landing(&s, 0), None, "the driver is off already");
    assert_eq!(bot.landing(&s, 2), None, "the Paramedic is not on the spot");
}

/// At Heroic the bot judges a way of ending the turn by its two luckiest
/// imagined fire phases of the eight (it plays to its outs); at the other
/// levels and in the family game, by their mean.
#[test]
fn at_heroic_a_turn_end_is_judged_by_its_luckiest_fire_phases() {
    use crate::engine::Difficulty;
    use crate::engine::action::Action;
    use crate::engine::state::Stage;
    let b = board("front.json");
    let turn = |config: GameConfig| {
        random_states(&b, config, 5, 40)
            .into_iter()
            .find(|s| s.stage() == Stage::Actions)
            .expect("the turns begin")
    };
    for (config, luckiest) in [
        (GameConfig::experienced(4, Difficulty::Heroic), true),
        (GameConfig::experienced(4, Difficulty::Veteran), false),
        (GameConfig::family(4), false),
    ] {
        let state = turn(config);
        let mut bot = Bot::new(Strength::Normal);
        bot.seed = 11;
        // The eight imagined fire phases, as the bot imagines them.
        let mut scores: Vec<f64> = (0..8)
            .map(|k| {
                let mut after = state.clone();
                after.redeal_hidden(derive_seed(11, k));
                after
                    .apply_into(Action::EndTurn, &mut Discard)
                    .expect("the turn can end");
                bot.finish_fire_phase(&mut after);
                bot.eval.score(&after)
            })
            .collect();
        scores.sort_by(|a, b| b.total_cmp(a));
        let expected = if luckiest {
            (scores[0] + scores[1]) / 2.0
        } else {
            scores.iter().sum::<f64>() / 8.0
        };
        assert!(scores[0] > scores[7], "the phases differ");
        let settled = bot.settle(&state);
        assert!(
            (settled - expected).abs() < 1e-9,
            "{luckiest}: {settled} against {expected}"
        );
    }
}

/// At a table with people, a bot Fire Captain gives their firefighters no
/// orders (SPEC-CAPTAIN-1 allows it; a player at the table would ask): on
/// the same states where it orders its teammate about when every seat is
/// a bot, it orders nobody when that teammate is a person's.
#[test]
fn a_bot_fire_captain_gives_a_persons_firefighter_no_orders() {
    use crate::engine::Difficulty;
    use crate::engine::config::SpecialistChoice;
    use crate::engine::specialist::Specialist::*;
    use crate::engine::state::Stage;
    let b = board("front.json");
    let mut config = GameConfig::experienced(2, Difficulty::Recruit);
    config.specialists = [FireCaptain, Generalist]
        .map(|c| SpecialistChoice(Some(c)))
        .to_vec();
    let captain_states: Vec<GameState> = (0..6)
        .flat_map(|seed| random_states(&b, config.clone(), seed, 120))
        .filter(|s| {
            s.stage() == Stage::Actions
                && s.firefighter(s.active())
                    .is_some_and(|f| f.specialist == Some(FireCaptain))
        })
        .collect();
    let mut all_bots = Bot::new(Strength::Fast);
    let mut with_a_person = Bot::new(Strength::Fast).with_persons([1]);
    let mut orders = 0;
    for (i, s) in captain_states.iter().enumerate() {
        let seed = i as u64;
        let a = all_bots.choose(s, seed).expect("a move");
        if a.commanded().is_some() {
            orders += 1;
        }
        let b = with_a_person.choose(s, seed).expect("a move");
        assert_eq!(b.commanded(), None, "{b} orders a person's firefighter");
        assert!(s.is_legal(b), "{b}");
    }
    assert!(
        orders > 0,
        "the captain gave no orders in {} states: nothing tested",
        captain_states.len()
    );
}

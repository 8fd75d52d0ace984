//! A fuzzing harness for every input parser (issue 12): hostile boards,
//! saves, scripts, state snapshots and game configurations, as random bytes
//! and as structured mutations of real files (fields deleted, duplicated,
//! retyped or swapped; huge, negative and fractional numbers; deep nesting;
//! grids grown past their limits; odd Unicode; truncation; a byte-order
//! mark; text after the end). For every input the parser must not panic and
//! must return either a typed error that names the file or a valid value;
//! a valid board, save, snapshot or configuration is then played a little,
//! so a hostile but valid input reaches the rules too.
//!
//! The number of cases per parser comes from `FLASHPOINT_FUZZ_CASES`
//! (default 64, about a second); a long run:
//!
//! ```sh
//! FLASHPOINT_FUZZ_CASES=200000 cargo test --release --test fuzz_inputs -- --nocapture
//! ```
//!
//! Each test prints how many inputs it tried, how many were accepted and
//! the slowest one. A failure prints the smallest input proptest could
//! shrink it to, and the panic's message.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use flashpoint::engine::board::Board;
use flashpoint::engine::board::io::{from_json_text, layout_to_json, parse_board};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::{Difficulty, GameConfig, GameState};
use flashpoint::script::{self, ScriptError};
use flashpoint::session::{SeatInfo, Session};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Cases per parser: `FLASHPOINT_FUZZ_CASES`, default 64.
fn cases() -> u32 {
    std::env::var("FLASHPOINT_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(64)
}

/// The generator's seed: `FLASHPOINT_FUZZ_SEED`; else a fixed one for the
/// default run, so `cargo test` is repeatable; else (a long run) a new one
/// each time, printed with the figures so a failure can be run again.
fn seed() -> u64 {
    let var = |name| std::env::var(name).ok();
    if let Some(seed) = var("FLASHPOINT_FUZZ_SEED").and_then(|v| v.trim().parse().ok()) {
        return seed;
    }
    if var("FLASHPOINT_FUZZ_CASES").is_none() {
        return 0x5EED;
    }
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// Runs `test` on `cases()` inputs from `strategy` and prints the figures.
fn fuzz<S: Strategy>(
    name: &str,
    strategy: S,
    test: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) {
    let seed = seed();
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        max_shrink_iters: 4096,
        rng_seed: RngSeed::Fixed(seed),
        ..Config::default()
    });
    let accepted = std::cell::Cell::new(0u64);
    let tried = std::cell::Cell::new(0u64);
    let slowest = std::cell::Cell::new(Duration::ZERO);
    let started = Instant::now();
    let result = runner.run(&strategy, |input| {
        let t = Instant::now();
        let ok = test(input)?;
        let took = t.elapsed();
        tried.set(tried.get() + 1);
        accepted.set(accepted.get() + u64::from(ok));
        slowest.set(slowest.get().max(took));
        Ok(())
    });
    eprintln!(
        "fuzz {name}: {} inputs, {} accepted, slowest {:.1} ms, {:.1} s in all (seed {seed})",
        tried.get(),
        accepted.get(),
        slowest.get().as_secs_f64() * 1000.0,
        started.elapsed().as_secs_f64()
    );
    if let Err(e) = result {
        panic!(
            "fuzz {name}: {e}\nagain: FLASHPOINT_FUZZ_SEED={seed} FLASHPOINT_FUZZ_CASES={} cargo test --test fuzz_inputs",
            cases()
        );
    }
}

/// Fails the case unless `message` names `file`.
fn names_file(message: &str, file: &Path) -> Result<(), TestCaseError> {
    let file = file.display().to_string();
    prop_assert!(
        message.contains(&file),
        "the error does not name {file}: {message}"
    );
    Ok(())
}

// ------------------------------------------------------------ mutations

/// Numbers at the edges of the types the formats use.
const EDGE_NUMBERS: &[i128] = &[
    0,
    1,
    2,
    3,
    6,
    7,
    8,
    9,
    10,
    20,
    21,
    63,
    64,
    65,
    127,
    128,
    255,
    256,
    1000,
    32767,
    32768,
    65535,
    65536,
    4294967295,
    4294967296,
    -1,
    -2,
    -128,
    -129,
    -32768,
    -32769,
    i64::MIN as i128,
    i64::MAX as i128,
    u64::MAX as i128,
];

/// Strings that mean something somewhere in the formats, and odd Unicode.
const ODD_STRINGS: &[&str] = &[
    "",
    " ",
    "2,3",
    "0,0",
    "7,9",
    "1:2,3",
    "255:63,63",
    "0:0,0",
    "-1,0",
    "2,-3",
    "2,3E",
    "2,3X",
    "0,0N",
    "63,63S",
    "9999999999,1",
    "2,3,4",
    "1:",
    ":",
    ",",
    "N",
    "NE",
    "SW",
    "wall",
    "door",
    "entrance",
    "window",
    "party_wall",
    "elevator_door",
    "open",
    "#",
    ".",
    "x",
    "e",
    "##########",
    "..........",
    ". N . S .",
    "1111222233",
    "family",
    "experienced",
    "heroic",
    "veteran",
    "random",
    "fixed",
    "end_turn",
    "victim",
    "false_alarm",
    "paramedic",
    "hottest_spot",
    "flashpoint-save",
    "board.schema.json",
    "../../boards/back.json",
    "boards/front.json",
    "/dev/zero",
    "\u{202E}reversed",
    "e\u{301}\u{301}\u{301}",
    "🔥🚒",
    "a\u{0}b",
    "\u{FEFF}",
    "\u{FFFD}",
    "\u{10FFFF}",
    "line\u{2028}break",
    "１,２",
    "٣,٤",
    "Ǆ",
    "ß",
];

/// Field names of the formats, for new keys.
const KEYS: &[&str] = &[
    "cells",
    "at",
    "kind",
    "open",
    "floor",
    "red",
    "black",
    "area",
    "fire",
    "poi",
    "name",
    "dice",
    "floors",
    "edges",
    "areas",
    "arrows",
    "stairs",
    "parking",
    "a",
    "b",
    "direction",
    "steps",
    "state",
    "config",
    "seed",
    "format",
    "version",
    "board",
    "mode",
    "firefighters",
    "x",
    "",
];

fn number(n: i128) -> Value {
    if let Ok(v) = i64::try_from(n) {
        Value::from(v)
    } else if let Ok(v) = u64::try_from(n) {
        Value::from(v)
    } else {
        Value::Null
    }
}

fn odd_string() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(ODD_STRINGS).prop_map(str::to_owned),
        1 => prop::collection::vec(any::<char>(), 0..12).prop_map(String::from_iter),
    ]
}

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        prop::sample::select(EDGE_NUMBERS).prop_map(number),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        prop_oneof![
            Just(0.5),
            Just(-0.0),
            Just(1e300),
            Just(-1e300),
            Just(6.000_000_000_1),
            any::<f64>()
        ]
        .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        odd_string().prop_map(Value::String),
    ]
}

fn hostile_value() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec((prop::sample::select(KEYS), inner), 0..4).prop_map(|pairs| {
                Value::Object(pairs.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
            }),
        ]
    })
}

/// One change to a JSON document, at the node `at` (an index into the
/// document's nodes in order, taken modulo their number).
#[derive(Clone, Debug)]
enum Op {
    /// Remove the field or list item.
    Delete,
    /// Duplicate a list item; copy a field under a new (unknown) name.
    Duplicate,
    /// Replace with another value (retype).
    Replace(Value),
    /// Grow a list by repeating its last item, or a string by repeating it
    /// (grids past 64 rows or columns, many floors, long names).
    Grow(u16),
    /// Swap with another node.
    Swap(usize),
    /// Wrap in lists, this deep.
    Nest(u16),
    /// Shorten a string or list to this length.
    Truncate(u8),
    /// Keep the type, change the value: a number to one at the edges of
    /// the types, a cell or edge name to another (often on the board, or
    /// just off it), a flag flipped, a word to another word of the formats.
    Tweak(i128, u8, &'static str),
}

#[derive(Clone, Debug)]
struct Mutation {
    at: usize,
    op: Op,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => Just(Op::Delete),
        2 => Just(Op::Duplicate),
        5 => hostile_value().prop_map(Op::Replace),
        2 => prop_oneof![1u16..8, 8u16..80, Just(300u16)].prop_map(Op::Grow),
        1 => any::<usize>().prop_map(Op::Swap),
        1 => prop_oneof![1u16..10, 100u16..200].prop_map(Op::Nest),
        2 => any::<u8>().prop_map(Op::Truncate),
        8 => (prop::sample::select(EDGE_NUMBERS), any::<u8>(), prop::sample::select(ODD_STRINGS))
            .prop_map(|(n, k, s)| Op::Tweak(n, k, s)),
    ]
}

/// Up to `max` mutations, mostly few: each tends to make a document
/// invalid, and valid but odd documents are what reach deepest.
fn mutations(max: usize) -> impl Strategy<Value = Vec<Mutation>> {
    let one = || (any::<usize>(), op()).prop_map(|(at, op)| Mutation { at, op });
    prop_oneof![
        4 => prop::collection::vec(one(), 1..=1),
        2 => prop::collection::vec(one(), 0..=1),
        2 => prop::collection::vec(one(), 1..=max.max(1)),
    ]
}

/// A cell or edge name with one of its numbers changed to `k` (mostly
/// small, so often still on the board); `None` if `text` is not one.
fn tweak_place(text: &str, k: u8) -> Option<String> {
    let digits: Vec<(usize, usize)> = {
        let mut runs = Vec::new();
        let mut start = None;
        for (i, c) in text.char_indices() {
            match (c.is_ascii_digit(), start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    runs.push((s, i));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start {
            runs.push((s, text.len()));
        }
        runs
    };
    if digits.is_empty() || !text.contains(',') {
        return None;
    }
    let (a, b) = digits[usize::from(k) % digits.len()];
    let n = if k < 200 { k % 12 } else { k };
    Some(format!("{}{n}{}", &text[..a], &text[b..]))
}

fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

fn unescape(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}

/// Every node's JSON pointer, in document order (the root is "").
fn pointers(value: &Value) -> Vec<String> {
    fn walk(value: &Value, at: String, out: &mut Vec<String>) {
        match value {
            Value::Array(items) => {
                out.push(at.clone());
                for (i, item) in items.iter().enumerate() {
                    walk(item, format!("{at}/{i}"), out);
                }
            }
            Value::Object(map) => {
                out.push(at.clone());
                for (k, v) in map {
                    walk(v, format!("{at}/{}", escape(k)), out);
                }
            }
            _ => out.push(at),
        }
    }
    let mut out = Vec::new();
    walk(value, String::new(), &mut out);
    out
}

fn mutate(doc: &mut Value, mutation: &Mutation) {
    let nodes = pointers(doc);
    let at = nodes[mutation.at % nodes.len()].clone();
    let (parent, last) = match at.rfind('/') {
        Some(i) => (at[..i].to_owned(), Some(unescape(&at[i + 1..]))),
        None => (String::new(), None),
    };
    match &mutation.op {
        Op::Delete | Op::Duplicate => {
            let Some(last) = last else { return };
            let duplicate = matches!(mutation.op, Op::Duplicate);
            match doc.pointer_mut(&parent) {
                Some(Value::Array(items)) => {
                    if let Ok(i) = last.parse::<usize>()
                        && i < items.len()
                    {
                        if duplicate {
                            let copy = items[i].clone();
                            items.insert(i, copy);
                        } else {
                            items.remove(i);
                        }
                    }
                }
                Some(Value::Object(map)) => {
                    if duplicate {
                        if let Some(v) = map.get(&last).cloned() {
                            map.insert(format!("{last}_copy"), v);
                        }
                    } else {
                        map.remove(&last);
                    }
                }
                _ => {}
            }
        }
        Op::Replace(v) => {
            if let Some(node) = doc.pointer_mut(&at) {
                *node = v.clone();
            }
        }
        Op::Grow(n) => match doc.pointer_mut(&at) {
            Some(Value::Array(items)) => {
                if let Some(last) = items.last().cloned() {
                    items.extend(std::iter::repeat_n(last, usize::from(*n)));
                }
            }
            Some(Value::String(s)) => {
                let unit = if s.is_empty() {
                    "#".to_owned()
                } else {
                    s.clone()
                };
                let mut grown = s.clone();
                while grown.chars().count() < usize::from(*n) + s.chars().count() {
                    grown.push_str(&unit);
                }
                *s = grown;
            }
            _ => {}
        },
        Op::Swap(other) => {
            let other = nodes[other % nodes.len()].clone();
            // Not a node with one of its own ancestors.
            if at.starts_with(&other) || other.starts_with(&at) {
                return;
            }
            let (Some(a), Some(b)) = (doc.pointer(&at).cloned(), doc.pointer(&other).cloned())
            else {
                return;
            };
            if let Some(node) = doc.pointer_mut(&at) {
                *node = b;
            }
            if let Some(node) = doc.pointer_mut(&other) {
                *node = a;
            }
        }
        Op::Nest(depth) => {
            if let Some(node) = doc.pointer_mut(&at) {
                let mut v = node.take();
                for _ in 0..*depth {
                    v = Value::Array(vec![v]);
                }
                *node = v;
            }
        }
        Op::Tweak(n, k, word) => match doc.pointer_mut(&at) {
            Some(node @ Value::Number(_)) => {
                *node = if k % 3 == 0 {
                    // Near the old value.
                    let old = node.as_i64().unwrap_or(0);
                    Value::from(old.saturating_add(i64::from(*k % 5) - 2))
                } else {
                    number(*n)
                };
            }
            Some(Value::Bool(b)) => *b = !*b,
            Some(Value::String(text)) => {
                *text = match tweak_place(text, *k) {
                    Some(t) if k % 4 != 0 => t,
                    _ => (*word).to_owned(),
                };
            }
            _ => {}
        },
        Op::Truncate(len) => match doc.pointer_mut(&at) {
            Some(Value::Array(items)) => items.truncate(usize::from(*len) % (items.len() + 1)),
            Some(Value::String(s)) => {
                *s = s
                    .chars()
                    .take(usize::from(*len) % (s.chars().count() + 1))
                    .collect();
            }
            _ => {}
        },
    }
}

/// How the mutated document is written out.
#[derive(Clone, Debug)]
enum Encoding {
    Compact,
    Pretty,
    /// With a UTF-8 byte-order mark.
    Bom,
    /// Cut off after this many bytes (at a character boundary).
    Truncated(usize),
    /// A field given twice (at the top).
    DuplicateKey(&'static str),
    /// Text after the end.
    Trailing(String),
}

fn encoding() -> impl Strategy<Value = Encoding> {
    prop_oneof![
        8 => Just(Encoding::Compact),
        8 => Just(Encoding::Pretty),
        2 => Just(Encoding::Bom),
        2 => any::<usize>().prop_map(Encoding::Truncated),
        1 => prop::sample::select(KEYS).prop_map(Encoding::DuplicateKey),
        1 => odd_string().prop_map(Encoding::Trailing),
    ]
}

fn encode(doc: &Value, encoding: &Encoding) -> String {
    let compact = doc.to_string();
    match encoding {
        Encoding::Compact => compact,
        Encoding::Pretty => serde_json::to_string_pretty(doc).unwrap_or(compact),
        Encoding::Bom => format!("\u{FEFF}{compact}"),
        Encoding::Truncated(n) => {
            let mut end = n % (compact.len() + 1);
            while !compact.is_char_boundary(end) {
                end -= 1;
            }
            compact[..end].to_owned()
        }
        Encoding::DuplicateKey(key) => match compact.strip_prefix('{') {
            Some(rest) if rest != "}" => format!("{{\"{key}\": 1, {rest}"),
            _ => compact,
        },
        Encoding::Trailing(text) => format!("{compact} {text}"),
    }
}

/// A real document, mutated, and written out.
fn mutated_text(base: Value, max: usize) -> impl Strategy<Value = String> {
    (mutations(max), encoding()).prop_map(move |(ms, enc)| {
        let mut doc = base.clone();
        for m in &ms {
            mutate(&mut doc, m);
        }
        encode(&doc, &enc)
    })
}

/// Random bytes (as text, lossily), and random text from JSON's alphabet,
/// which gets deeper into the parsers than noise.
fn noise() -> impl Strategy<Value = String> {
    const ALPHABET: &[char] = &[
        '{', '}', '[', ']', '"', ':', ',', ' ', '\n', '0', '1', '2', '6', '-', '.', 'e', 'a', 'n',
        't', 'r', 'u', 'l', 'f', 's', '\\', '#', 'E',
    ];
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..256)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        prop::collection::vec(prop::sample::select(ALPHABET), 0..256).prop_map(String::from_iter),
    ]
}

/// Big boards within the file cap: grids up to and just past 64 × 64,
/// up to 300 floors (past the 255 a floor die can name), thousands of
/// walls and doors, a floor die, parking and a family setup. Most are
/// invalid somewhere; all must be judged quickly.
fn big_board() -> impl Strategy<Value = String> {
    (
        1usize..=66,
        1usize..=66,
        prop_oneof![8 => 1usize..=4, 2 => 5usize..=40, 1 => 250usize..=300],
        prop_oneof![4 => 0usize..=1, 4 => 0usize..200, 1 => 0usize..4000],
        any::<u64>(),
    )
        .prop_map(|(rows, cols, floors, edges, seed)| {
            use flashpoint::engine::board::BoardLayout;
            use flashpoint::engine::board::layout::{
                AmbulanceSpot, EdgeKind, EdgeSpec, FamilySetup, FloorLayout,
            };
            use flashpoint::engine::{Dir, EdgeRef, Pos};
            let mut rng = Rng(seed | 1);
            let mut layout = BoardLayout::blank("Big");
            let small = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
            // Dice have at most 20 sides: most big boards keep to that (and
            // get as far as the rules), some do not.
            let sides = |n: usize| small(if seed % 8 == 0 { n } else { n.min(20) });
            layout.dice.red = sides(rows);
            layout.dice.black = sides(cols);
            layout.dice.floor = (floors > 1).then(|| sides(floors));
            layout.floors = (0..floors)
                .map(|f| {
                    let mut floor = FloorLayout::with_outside_ring(&format!("F{f}"), rows, cols);
                    floor.dice.floor_face = (floors > 1).then(|| sides(f + 1));
                    floor
                })
                .collect();
            let kinds = [
                EdgeKind::Wall,
                EdgeKind::Door,
                EdgeKind::Window,
                EdgeKind::ThinWall,
                EdgeKind::Wall,
                EdgeKind::Door,
                EdgeKind::PartyWall,
                EdgeKind::Entrance,
            ];
            for _ in 0..edges {
                let f = (rng.next() % floors as u64) as usize;
                let at = EdgeRef::new(
                    Pos::new(
                        small((rng.next() % rows as u64) as usize),
                        small((rng.next() % cols as u64) as usize),
                    ),
                    if rng.next().is_multiple_of(2) {
                        Dir::E
                    } else {
                        Dir::S
                    },
                );
                let kind = kinds[(rng.next() % kinds.len() as u64) as usize];
                layout.floors[f].edges.push(EdgeSpec {
                    at,
                    kind,
                    open: rng.next().is_multiple_of(3),
                });
            }
            if cols >= 3 {
                layout.parking.ambulance.push(AmbulanceSpot {
                    cells: [Pos::new(0, 1), Pos::new(0, 2)],
                    side: None,
                });
            }
            let inside = |rng: &mut Rng| {
                Pos::new(
                    small(
                        1 + (rng.next() % rows.max(3) as u64) as usize
                            % rows.saturating_sub(2).max(1),
                    ),
                    small(
                        1 + (rng.next() % cols.max(3) as u64) as usize
                            % cols.saturating_sub(2).max(1),
                    ),
                )
            };
            layout.family_setup = Some(FamilySetup {
                fire: (0..3).map(|_| inside(&mut rng)).collect(),
                poi: (0..3).map(|_| inside(&mut rng)).collect(),
            });
            layout_to_json(&layout)
        })
}

// ------------------------------------------------------------ the inputs

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}"))
}

const BOARDS: &[&str] = &[
    "boards/front.json",
    "boards/back.json",
    "boards/townhouse.json",
];

fn front() -> Arc<Board> {
    static B: OnceLock<Arc<Board>> = OnceLock::new();
    Arc::clone(B.get_or_init(|| {
        Arc::new(parse_board(&read("boards/front.json"), Path::new("front.json")).expect("front"))
    }))
}

/// A small deterministic generator for playing random legal actions.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(items[(self.next() % items.len() as u64) as usize])
        }
    }
}

/// Plays up to `n` random legal actions; every chosen action must be
/// accepted.
fn play(state: &mut GameState, n: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut actions = Vec::new();
    for _ in 0..n {
        if state.is_over() {
            break;
        }
        state.legal_actions_into(&mut actions);
        let Some(action) = rng.pick(&actions) else {
            break;
        };
        prop_assert!(state.apply(action).is_ok(), "legal action {action} refused");
    }
    Ok(())
}

/// A real save from the Session API: a family game with forced dice and
/// seats, or an experienced game with specialists.
fn real_save(experienced: bool) -> Value {
    let config = if experienced {
        GameConfig::experienced(3, Difficulty::Veteran)
    } else {
        GameConfig::family(3)
    };
    let mut session =
        Session::new(front(), Some("boards/front.json".into()), config, 11).expect("new game");
    session.set_seats(vec![
        SeatInfo {
            player: "Ann".into(),
            colour: "blue".into(),
            bot: false,
        },
        SeatInfo::default(),
    ]);
    let mut rng = Rng(99);
    for i in 0..40 {
        if session.state().is_over() {
            break;
        }
        if i == 10 {
            session.force_dice(vec![2, 3]);
        }
        let actions = session.state().legal_actions();
        let Some(action) = rng.pick(&actions) else {
            break;
        };
        session.apply(action).expect("legal");
    }
    json(&session.to_json())
}

fn real_snapshot(experienced: bool) -> Value {
    let config = if experienced {
        GameConfig::experienced(4, Difficulty::Heroic)
    } else {
        GameConfig::family(4)
    };
    let mut state = GameState::new(front(), config, 5).expect("new game");
    let mut rng = Rng(7);
    for _ in 0..60 {
        let actions = state.legal_actions();
        let Some(action) = rng.pick(&actions) else {
            break;
        };
        if state.apply(action).is_err() || state.is_over() {
            break;
        }
    }
    serde_json::to_value(state.snapshot()).expect("snapshot")
}

// ------------------------------------------------------------ the checks

/// Parses a board; a valid one round-trips through the canonical writer and
/// is played a little in both games.
fn check_board(text: &str, seed: u64) -> Result<bool, TestCaseError> {
    let path = Path::new("fuzz/hostile-board.json");
    match parse_board(text, path) {
        Err(e) => {
            for line in e.lines() {
                names_file(&line, path)?;
            }
            names_file(&e.to_string(), path)?;
            Ok(false)
        }
        Ok(board) => {
            let again = parse_board(&layout_to_json(board.layout()), path);
            prop_assert!(again.is_ok(), "a valid board does not round-trip");
            let board = Arc::new(board);
            for config in [
                GameConfig::family(2),
                GameConfig::experienced(3, Difficulty::Heroic),
            ] {
                if let Ok(mut state) = GameState::new(Arc::clone(&board), config, seed) {
                    play(&mut state, 60, seed)?;
                    // Its snapshot reads back on the same board.
                    let snapshot = state.snapshot();
                    prop_assert!(
                        GameState::from_snapshot(Arc::clone(&board), &snapshot).is_ok(),
                        "a snapshot of a game on a valid board does not read back"
                    );
                }
            }
            Ok(true)
        }
    }
}

fn check_save(text: &str, seed: u64) -> Result<bool, TestCaseError> {
    let path = Path::new("fuzz/hostile-save.json");
    match Session::from_json(text, path) {
        Err(e) => {
            names_file(&e.to_string(), path)?;
            Ok(false)
        }
        Ok(mut session) => {
            let again = Session::from_json(&session.to_json(), path);
            prop_assert!(
                again.is_ok_and(|s| s.steps() == session.steps()),
                "a loaded save does not round-trip"
            );
            let mut rng = Rng(seed | 1);
            for _ in 0..20 {
                let actions = session.state().legal_actions();
                let Some(action) = rng.pick(&actions) else {
                    break;
                };
                prop_assert!(session.apply(action).is_ok(), "legal action refused");
            }
            let _ = session.undo();
            Ok(true)
        }
    }
}

fn check_script(text: &str, path: &Path) -> Result<bool, TestCaseError> {
    let names = |e: &ScriptError| -> Result<(), TestCaseError> {
        let message = e.to_string();
        match e {
            // A board file the script names: the error names that file.
            ScriptError::Board(b) if !message.contains(&path.display().to_string()) => {
                names_file(&message, b.path())
            }
            _ => names_file(&message, path),
        }
    };
    match script::parse(text, path) {
        Err(e) => {
            names(&e)?;
            Ok(false)
        }
        Ok(parsed) => match script::run(&parsed, path) {
            Err(e) => {
                names(&e)?;
                Ok(false)
            }
            Ok(_) => Ok(true),
        },
    }
}

fn check_snapshot(doc: &Value, seed: u64) -> Result<bool, TestCaseError> {
    let Ok(snapshot) = serde_json::from_value::<Snapshot>(doc.clone()) else {
        return Ok(false);
    };
    match GameState::from_snapshot(front(), &snapshot) {
        Err(_) => Ok(false),
        Ok(mut state) => {
            play(&mut state, 40, seed)?;
            Ok(true)
        }
    }
}

fn check_config(text: &str, seed: u64) -> Result<bool, TestCaseError> {
    let path = Path::new("fuzz/hostile-config.json");
    match from_json_text::<GameConfig>(text, path) {
        Err(e) => {
            names_file(&e.to_string(), path)?;
            Ok(false)
        }
        Ok(config) => match GameState::new(front(), config, seed) {
            Err(_) => Ok(false),
            Ok(mut state) => {
                play(&mut state, 60, seed)?;
                Ok(true)
            }
        },
    }
}

// ------------------------------------------------------------ the tests

#[test]
fn fuzz_board_noise() {
    fuzz("board noise", (noise(), any::<u64>()), |(text, seed)| {
        check_board(&text, seed)
    });
}

#[test]
fn fuzz_board_mutations() {
    let bases: Vec<Value> = BOARDS.iter().map(|b| json(&read(b))).collect();
    let strategy = prop::sample::select(bases)
        .prop_flat_map(|base| mutated_text(base, 6))
        .prop_flat_map(|text| (Just(text), any::<u64>()));
    fuzz("board mutations", strategy, |(text, seed)| {
        check_board(&text, seed)
    });
}

#[test]
fn fuzz_big_boards() {
    fuzz("big boards", (big_board(), any::<u64>()), |(text, seed)| {
        check_board(&text, seed)
    });
}

#[test]
fn fuzz_save_mutations() {
    let bases = vec![real_save(false), real_save(true)];
    let strategy = prop_oneof![
        1 => noise(),
        6 => prop::sample::select(bases).prop_flat_map(|base| mutated_text(base, 5)),
    ]
    .prop_flat_map(|text| (Just(text), any::<u64>()));
    fuzz("save mutations", strategy, |(text, seed)| {
        check_save(&text, seed)
    });
}

#[test]
fn fuzz_script_mutations() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/scripts"))
        .expect("scripts")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let bases: Vec<(PathBuf, Value)> = files
        .into_iter()
        .map(|p| {
            let doc = json(&std::fs::read_to_string(&p).expect("script"));
            (p, doc)
        })
        .collect();
    let strategy = prop::sample::select(bases).prop_flat_map(|(path, doc)| {
        prop_oneof![
            1 => noise(),
            6 => mutated_text(doc, 5),
        ]
        .prop_map(move |text| (path.clone(), text))
    });
    fuzz("script mutations", strategy, |(path, text)| {
        check_script(&text, &path)
    });
}

#[test]
fn fuzz_snapshot_mutations() {
    let bases = vec![real_snapshot(false), real_snapshot(true)];
    let strategy = (prop::sample::select(bases), mutations(4), any::<u64>());
    fuzz("snapshot mutations", strategy, |(mut doc, ms, seed)| {
        for m in &ms {
            mutate(&mut doc, m);
        }
        check_snapshot(&doc, seed)
    });
}

#[test]
fn fuzz_config_mutations() {
    let base = serde_json::json!({
        "mode": "experienced",
        "firefighters": 4,
        "setup": "fixed",
        "play_on": false,
        "difficulty": "heroic",
        "scenarios": ["hottest_spot"],
        "specialists": ["paramedic", "random", "fire_captain"],
        "engine": "0,7",
        "ambulance": "0,5"
    });
    let strategy = prop_oneof![
        1 => noise(),
        6 => mutated_text(base, 4),
    ]
    .prop_flat_map(|text| (Just(text), any::<u64>()));
    fuzz("config mutations", strategy, |(text, seed)| {
        check_config(&text, seed)
    });
}

/// The same inputs through the files: the capped reader, UTF-8 checks and
/// byte-order marks, for every kind of file.
#[test]
fn fuzz_files_on_disk() {
    let dir = std::env::temp_dir().join(format!("flashpoint-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let board = json(&read("boards/back.json"));
    let strategy = prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..512),
        2 => mutated_text(board, 3).prop_map(String::into_bytes),
        1 => (prop::collection::vec(any::<u8>(), 0..4), mutated_text(real_save(false), 2))
            .prop_map(|(mut prefix, text)| {
                prefix.extend(text.into_bytes());
                prefix
            }),
    ];
    let file = dir.join("input.json");
    fuzz("files on disk", strategy, |bytes| {
        std::fs::write(&file, &bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut accepted = false;
        match flashpoint::engine::board::io::load_board(&file) {
            Ok(_) => accepted = true,
            Err(e) => names_file(&e.to_string(), &file)?,
        }
        match Session::load(&file) {
            Ok(_) => accepted = true,
            Err(e) => names_file(&e.to_string(), &file)?,
        }
        match flashpoint::editor::EditorDoc::open(&file) {
            Ok(doc) => {
                let _ = doc.problems();
            }
            Err(e) => names_file(&e.to_string(), &file)?,
        }
        if let Err(e) = script::run_file(&file) {
            let message = e.to_string();
            if !message.contains(&file.display().to_string()) {
                let ScriptError::Board(b) = &e else {
                    return Err(TestCaseError::fail(format!("unnamed: {message}")));
                };
                names_file(&message, b.path())?;
            }
        }
        Ok(accepted)
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The mutation engine itself reaches every node and keeps documents JSON.
#[test]
fn mutations_reach_every_node() {
    let doc = serde_json::json!({ "a": [1, { "b/c": "x", "d~e": [true] }], "f": null });
    let nodes = pointers(&doc);
    assert_eq!(
        nodes,
        [
            "",
            "/a",
            "/a/0",
            "/a/1",
            "/a/1/b~1c",
            "/a/1/d~0e",
            "/a/1/d~0e/0",
            "/f"
        ]
    );
    for (i, _) in nodes.iter().enumerate() {
        let mut d = doc.clone();
        mutate(
            &mut d,
            &Mutation {
                at: i,
                op: Op::Delete,
            },
        );
        if i > 0 {
            assert_ne!(d, doc, "deleting node {i}");
        }
    }
}

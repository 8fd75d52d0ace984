//! The hostile inputs: numbers at the edges of their types, odd strings,
//! structured mutations of a real document (fields deleted, duplicated,
//! retyped or swapped), encodings (truncation, a byte-order mark, text
//! after the end), random noise and boards grown past their limits.

use super::*;

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
pub(super) enum Op {
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
pub(super) struct Mutation {
    pub(super) at: usize,
    pub(super) op: Op,
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
pub(super) fn mutations(max: usize) -> impl Strategy<Value = Vec<Mutation>> {
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
pub(super) fn pointers(value: &Value) -> Vec<String> {
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

pub(super) fn mutate(doc: &mut Value, mutation: &Mutation) {
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
pub(super) fn mutated_text(base: Value, max: usize) -> impl Strategy<Value = String> {
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
pub(super) fn noise() -> impl Strategy<Value = String> {
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
pub(super) fn big_board() -> impl Strategy<Value = String> {
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

//! Unit tests of the player wording: names on a one-floor and a two-floor
//! board, one line per event variant, every action and every refusal, each
//! family in its own file; the shared helpers and the code detector here.

mod actions;
mod events;
mod names;
mod refusals;

pub(super) use actions::every_action;
pub(super) use events::one_of_each;
pub(super) use refusals::{every_refusal, pinned_refusals};

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::*;
use crate::engine::action::{Action, ActionError, LadderOrder, StageName};
use crate::engine::board::io::load_board;
use crate::engine::board::{Board, CellKind, EdgeKind};
use crate::engine::config::Module;
use crate::engine::dice::Roll;
use crate::engine::event::{Event, Heading, MoveWay, PoolAp, RerollReason, RollPurpose};
use crate::engine::geom::{Dir, EdgeRef, Pos, e, p};
use crate::engine::reason::{
    Ability, Forbidden, MissingLadder, ModuleUse, NoCommand, NoEntry, NoRide, Piece,
};
use crate::engine::specialist::{PoolKind, Specialist};
use crate::engine::state::{Die, DoorState, FireLevel, Item, Outcome, PoiKind, Vehicle};

pub(super) fn board(name: &str) -> Board {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards")
        .join(name);
    load_board(&path).unwrap_or_else(|err| panic!("{name}: {err}"))
}

pub(super) fn players() -> Vec<String> {
    ["Ann", "", "  Bob  "].map(String::from).to_vec()
}

/// On the upper floor of the townhouse (floor 1).
pub(super) const fn up(row: u8, col: u8) -> Pos {
    Pos::on(1, row, col)
}

/// What every refusal line must be: words, lower case to follow the
/// caller's own, no full stop, no code or rule ID.
fn assert_reads_as_a_refusal(error: &ActionError, line: &str) {
    assert!(!line.is_empty(), "{error:?}");
    assert!(!line.ends_with(['.', ' ', ':']), "{error:?}: {line:?}");
    if let Some(bad) = looks_like_code(line) {
        panic!("{error:?}: {line:?} contains {bad:?}");
    }
    assert!(!cites_a_rule(line), "{error:?}: {line:?}");
}

/// A rule reference such as "(FAM-ACT-END-3)" or "(Ruling R4)".
fn cites_a_rule(line: &str) -> bool {
    line.contains("(Ruling") || line.split('(').skip(1).any(|s| s.contains('-'))
}

/// Signs of a value printed with `Debug`, a format string gone wrong or the
/// engine's own notation ("1:2,3", "3,4E").
fn looks_like_code(line: &str) -> Option<&'static str> {
    for bad in [
        "{", "}", "Some(", "None", "Dir(", "::", "_", "victim(", "Victim(", "Hazmat(", "hazmat(",
    ] {
        if line.contains(bad) {
            return Some(bad);
        }
    }
    let bytes = line.as_bytes();
    // "1:2,3": a floor prefix.
    if bytes
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit())
    {
        return Some("floor prefix");
    }
    // "3,4E": an edge in the file notation.
    if bytes.windows(4).any(|w| {
        w[0] == b','
            && w[1].is_ascii_digit()
            && b"NESW".contains(&w[2])
            && !w[3].is_ascii_alphabetic()
    }) || bytes
        .windows(3)
        .last()
        .is_some_and(|w| w[0] == b',' && w[1].is_ascii_digit() && b"NESW".contains(&w[2]))
    {
        return Some("edge notation");
    }
    // A CamelCase word such as "FalseAlarm" or "HotSpot".
    let camel = bytes
        .windows(2)
        .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    camel.then_some("CamelCase")
}

#[test]
fn the_code_detector_catches_engine_notation() {
    for bad in [
        "moved 1:2,3",
        "door 3,4E",
        "at 3,4E.",
        "victim(3)",
        "Some(3)",
        "FalseAlarm",
    ] {
        assert!(looks_like_code(bad).is_some(), "{bad:?} passes");
    }
    for good in [
        "Turn 3: Ann (Firefighter 1) starts with 4 AP",
        "the wall east of 3,8",
        "3,8 Upper floor",
        "Damage cube on the wall between 3,4 and 3,5, now damaged (2 of 24 placed)",
    ] {
        assert_eq!(looks_like_code(good), None, "{good:?}");
    }
}

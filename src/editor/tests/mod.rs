//! Tests of the editor model: one per edit kind (asserting the layout
//! exactly), history, floors and grid resizes keeping references consistent,
//! clipboard, files, and a property test over random edit sequences; each
//! family in its own file, the shared fixtures here.

#![allow(clippy::unwrap_used)]

mod edits;
mod expansions;
mod files;
mod grid;
mod props;

use std::path::{Path, PathBuf};

use proptest::prelude::*;

use super::*;
use crate::engine::board::io::{layout_to_json, parse_layout};
use crate::engine::board::layout::{
    AmbulanceSpot, CellKind, DiceOverride, EdgeKind, EdgeSpec, EngineSpot, LadderSpec, LadderTop,
    RuleSet, SetupLine, StairEnd,
};
use crate::engine::board::{Place, Severity};
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos, e, p};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn front() -> EditorDoc {
    EditorDoc::open(&root().join("boards/front.json")).unwrap()
}

fn two_floor() -> EditorDoc {
    EditorDoc::open(&root().join("tests/fixtures/two_floor.json")).unwrap()
}

fn blank() -> EditorDoc {
    EditorDoc::blank("Test")
}

fn spec(at: EdgeRef, kind: EdgeKind, open: bool) -> EdgeSpec {
    EdgeSpec { at, kind, open }
}

//! Board-independent geometry: positions, directions and edge references.
//!
//! These are the names a human (and a JSON file) uses for places on a board:
//! `"2,3"` is row 2, column 3 of the ground floor, `"1:2,3"` the same square on
//! floor 1, and `"2,3E"` the edge on the east side of that square (GEN-5). The
//! validated [`Board`](crate::engine::board::Board) turns them into dense ids.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One of the four orthogonal directions (ADJ-1). North is towards row 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }

    /// Row and column step.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (-1, 0),
            Dir::E => (0, 1),
            Dir::S => (1, 0),
            Dir::W => (0, -1),
        }
    }

    pub const fn letter(self) -> char {
        match self {
            Dir::N => 'N',
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
        }
    }

    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'N' => Some(Dir::N),
            'E' => Some(Dir::E),
            'S' => Some(Dir::S),
            'W' => Some(Dir::W),
            _ => None,
        }
    }
}

impl JsonSchema for Dir {
    fn schema_name() -> Cow<'static, str> {
        "Direction".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "An orthogonal direction: N is towards row 0, E towards the last column.",
            "type": "string",
            "enum": ["N", "E", "S", "W"]
        })
    }
}

/// One of the eight compass directions of a POI arrow (App. C).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dir8 {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Dir8 {
    pub const ALL: [Dir8; 8] = [
        Dir8::N,
        Dir8::NE,
        Dir8::E,
        Dir8::SE,
        Dir8::S,
        Dir8::SW,
        Dir8::W,
        Dir8::NW,
    ];

    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir8::N => (-1, 0),
            Dir8::NE => (-1, 1),
            Dir8::E => (0, 1),
            Dir8::SE => (1, 1),
            Dir8::S => (1, 0),
            Dir8::SW => (1, -1),
            Dir8::W => (0, -1),
            Dir8::NW => (-1, -1),
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Dir8::N => "N",
            Dir8::NE => "NE",
            Dir8::E => "E",
            Dir8::SE => "SE",
            Dir8::S => "S",
            Dir8::SW => "SW",
            Dir8::W => "W",
            Dir8::NW => "NW",
        }
    }

    pub fn from_name(s: &str) -> Option<Dir8> {
        Dir8::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s))
    }
}

impl fmt::Display for Dir8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A square on a board: floor index (0 = ground floor), row and column.
///
/// Written `"row,col"` on the ground floor and `"floor:row,col"` elsewhere.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    pub floor: u8,
    pub row: u8,
    pub col: u8,
}

impl Pos {
    pub const fn new(row: u8, col: u8) -> Pos {
        Pos { floor: 0, row, col }
    }

    pub const fn on(floor: u8, row: u8, col: u8) -> Pos {
        Pos { floor, row, col }
    }

    /// The neighbouring position in `dir`, if it has non-negative coordinates.
    /// Whether it lies on the board is the board's business.
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (dr, dc) = dir.delta();
        let row = u8::try_from(i32::from(self.row) + dr).ok()?;
        let col = u8::try_from(i32::from(self.col) + dc).ok()?;
        Some(Pos { row, col, ..self })
    }
}

/// `(r, c)` shorthand for a ground-floor position, as the spec writes them.
pub const fn p(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.floor == 0 {
            write!(f, "{},{}", self.row, self.col)
        } else {
            write!(f, "{}:{},{}", self.floor, self.row, self.col)
        }
    }
}

/// Why a position or edge string did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} {text:?} is not valid: expected {expected}")]
pub struct ParseError {
    pub what: &'static str,
    pub text: String,
    pub expected: &'static str,
}

const POS_EXPECTED: &str =
    "\"row,col\" or \"floor:row,col\" with small non-negative numbers, e.g. \"2,3\" or \"1:2,3\"";
const EDGE_EXPECTED: &str = "a cell followed by a side N, E, S or W, e.g. \"2,3E\" or \"1:2,3S\"";

fn parse_u8(s: &str) -> Option<u8> {
    let s = s.trim();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl FromStr for Pos {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Pos, ParseError> {
        let err = || ParseError {
            what: "cell",
            text: text.to_owned(),
            expected: POS_EXPECTED,
        };
        let (floor, rest) = match text.split_once(':') {
            Some((f, rest)) => (parse_u8(f).ok_or_else(err)?, rest),
            None => (0, text),
        };
        let (r, c) = rest.split_once(',').ok_or_else(err)?;
        Ok(Pos {
            floor,
            row: parse_u8(r).ok_or_else(err)?,
            col: parse_u8(c).ok_or_else(err)?,
        })
    }
}

impl Serialize for Pos {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Pos {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Pos, D::Error> {
        let text = Cow::<str>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for Pos {
    fn schema_name() -> Cow<'static, str> {
        "Cell".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A cell: \"row,col\" on the ground floor (floor 0) or \"floor:row,col\"; rows count from the top, columns from the left, both from 0.",
            "type": "string",
            "pattern": "^([0-9]{1,3}:)?[0-9]{1,3},[0-9]{1,3}$"
        })
    }
}

/// An edge named by one of its two cells and the side of that cell (GEN-5).
///
/// `"2,3E"` and `"2,4W"` name the same edge; [`EdgeRef::canonical`] picks the
/// south/east spelling the spec uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeRef {
    pub cell: Pos,
    pub side: Dir,
}

impl EdgeRef {
    pub const fn new(cell: Pos, side: Dir) -> EdgeRef {
        EdgeRef { cell, side }
    }

    /// The same edge seen from the other cell, if that cell has valid coordinates.
    pub fn flipped(self) -> Option<EdgeRef> {
        Some(EdgeRef {
            cell: self.cell.step(self.side)?,
            side: self.side.opposite(),
        })
    }

    /// The south/east spelling (`"3,3N"` becomes `"2,3S"`) where it exists.
    pub fn canonical(self) -> EdgeRef {
        match self.side {
            Dir::N | Dir::W => self.flipped().unwrap_or(self),
            Dir::E | Dir::S => self,
        }
    }

    /// The two positions this edge separates (the second may be off the board).
    pub fn cells(self) -> (Pos, Option<Pos>) {
        (self.cell, self.cell.step(self.side))
    }
}

/// `(r, c)` + side shorthand for a ground-floor edge.
pub const fn e(row: u8, col: u8, side: Dir) -> EdgeRef {
    EdgeRef::new(Pos::new(row, col), side)
}

impl fmt::Display for EdgeRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.cell, self.side.letter())
    }
}

impl FromStr for EdgeRef {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<EdgeRef, ParseError> {
        let err = || ParseError {
            what: "edge",
            text: text.to_owned(),
            expected: EDGE_EXPECTED,
        };
        let trimmed = text.trim();
        let last = trimmed.chars().last().ok_or_else(err)?;
        let side = Dir::from_letter(last).ok_or_else(err)?;
        let cell: Pos = trimmed[..trimmed.len() - last.len_utf8()]
            .parse()
            .map_err(|_| err())?;
        Ok(EdgeRef { cell, side })
    }
}

impl Serialize for EdgeRef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for EdgeRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<EdgeRef, D::Error> {
        let text = Cow::<str>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for EdgeRef {
    fn schema_name() -> Cow<'static, str> {
        "Edge".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "An edge: a cell and one of its sides, e.g. \"2,3E\" (between 2,3 and 2,4) or \"1:2,3S\" on floor 1.",
            "type": "string",
            "pattern": "^([0-9]{1,3}:)?[0-9]{1,3},[0-9]{1,3}[NESWnesw]$"
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_parse_and_print() {
        assert_eq!("2,3".parse::<Pos>(), Ok(p(2, 3)));
        assert_eq!("1:2,3".parse::<Pos>(), Ok(Pos::on(1, 2, 3)));
        assert_eq!(Pos::on(1, 2, 3).to_string(), "1:2,3");
        assert_eq!(p(7, 9).to_string(), "7,9");
        for bad in [
            "", "2", "2,", ",3", "a,b", "-1,2", "2,3,4", "1:2", "300,1", "2, 3x",
        ] {
            assert!(bad.parse::<Pos>().is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn edges_parse_print_and_canonicalise() {
        let edge: EdgeRef = "3,3N".parse().expect("valid edge");
        assert_eq!(edge, e(3, 3, Dir::N));
        assert_eq!(edge.canonical(), e(2, 3, Dir::S));
        assert_eq!(e(2, 4, Dir::W).canonical(), e(2, 3, Dir::E));
        assert_eq!(e(0, 0, Dir::N).canonical(), e(0, 0, Dir::N));
        assert_eq!(
            "1:2,3s".parse::<EdgeRef>(),
            Ok(EdgeRef::new(Pos::on(1, 2, 3), Dir::S))
        );
        assert_eq!(e(1, 5, Dir::E).to_string(), "1,5E");
        assert!("2,3X".parse::<EdgeRef>().is_err());
        assert!("E".parse::<EdgeRef>().is_err());
    }

    #[test]
    fn serde_uses_the_string_forms() {
        let json = serde_json::to_string(&(Pos::on(1, 2, 3), e(4, 5, Dir::S))).expect("serialise");
        assert_eq!(json, r#"["1:2,3","4,5S"]"#);
        let back: (Pos, EdgeRef) = serde_json::from_str(&json).expect("deserialise");
        assert_eq!(back, (Pos::on(1, 2, 3), e(4, 5, Dir::S)));
        let err = serde_json::from_str::<Pos>(r#""2;3""#).expect_err("bad cell");
        assert!(err.to_string().contains("\"2;3\""), "{err}");
    }
}

//! How a board problem reads to the person who drew the board: the
//! validator's findings ([`crate::engine::board::validate::Problem`]) in words,
//! in any language (problems.ftl), and the files the program cannot read or
//! write, said the same way.
//!
//! The English of every message equals the engine's `Display` (the command
//! line prints that one; a test compares the two for every kind of
//! problem). Cells are named by the coordinates printed on them, as on the
//! editor's canvas ("3,8"), with the floor's name on boards of several
//! floors.
//!
//! File errors: the sentence around the detail is worded here; details that
//! come from elsewhere stay as they are: the operating system's reason an
//! I/O call failed ("No such file or directory"), the JSON reader's account
//! of a syntax or shape error ("expected `,`", "missing field `name`", in
//! English from serde_json and src/engine/board/io.rs), and a refused
//! replay step's or a configuration's reason.

use crate::editor::SaveError as BoardSaveError;
use crate::engine::board::io::{BoardError, VersionIssue};
use crate::engine::board::layout::{CellKind, FORMAT_VERSION, RuleSet, SetupLine};
use crate::engine::board::validate::{
    BoardDie, FloorName, InvalidBoard, MAX_LADDERS, NamedPlace, Problem, ProblemKind,
    SHOWN_PROBLEMS, SetupToken, Severity, Spot, SpotCoords, WayIn,
};
use crate::engine::dice::Roll;
use crate::files::{FileKind, ReadError, human_size};
use crate::i18n::{FluentArgs, FluentValue, Lang, Texts};
use crate::session::SaveError;
use crate::text::names::{coords_text, edge_kind_key, side_key, vehicle_key};

/// Fluent arguments built up one by one (the kinds mention different things).
struct Args(FluentArgs<'static>);

impl Args {
    fn new() -> Args {
        Args(FluentArgs::new())
    }

    fn num(mut self, name: &'static str, value: impl Into<FluentValue<'static>>) -> Args {
        self.0.set(name, value.into());
        self
    }

    fn text(mut self, name: &'static str, value: impl Into<String>) -> Args {
        self.0.set(name, FluentValue::from(value.into()));
        self
    }
}

fn say(lang: Lang, key: &str, args: Args) -> String {
    Texts::shared().get_args(lang, key, &args.0)
}

/// "error" or "warning".
pub fn severity_word(lang: Lang, severity: Severity) -> String {
    Texts::shared().get(
        lang,
        match severity {
            Severity::Error => "problem-severity-error",
            Severity::Warning => "problem-severity-warning",
        },
    )
}

/// A floor by its name, or "unnamed floor 2".
pub fn floor_words(lang: Lang, floor: &FloorName) -> String {
    match floor {
        FloorName::Named(name) => name.clone(),
        FloorName::Unnamed(n) => say(lang, "problem-unnamed-floor", Args::new().num("number", *n)),
    }
}

/// A cell or edge: "3,8", or "3,8 Upper floor" on a board of several floors.
pub fn spot_words(lang: Lang, spot: &Spot) -> String {
    let coords = coords_words(lang, &spot.coords);
    match &spot.floor {
        None => coords,
        Some(floor) => say(
            lang,
            "problem-cell-on-floor",
            Args::new()
                .text("coords", coords)
                .text("floor", floor_words(lang, floor)),
        ),
    }
}

/// Printed coordinates as the game log writes them ("3,8", "3-8"), with an
/// edge's side letter as the board view writes it; a file's spelling as is.
fn coords_words(lang: Lang, coords: &SpotCoords) -> String {
    match coords {
        SpotCoords::Printed { red, black, side } => {
            let mut text = coords_text(lang, *red, *black);
            if let Some(d) = side {
                text.push_str(&Texts::shared().get(lang, side_key(*d)));
            }
            text
        }
        SpotCoords::File(text) => text.clone(),
    }
}

/// Where a problem is: "Upper floor", "cell 3,8", "ambulance spot 2".
pub fn place_words(lang: Lang, place: &NamedPlace) -> String {
    let numbered = |key, i: usize| say(lang, key, Args::new().num("number", i + 1));
    match place {
        NamedPlace::Board => say(lang, "problem-at-board", Args::new()),
        NamedPlace::Floor(floor) => floor_words(lang, floor),
        NamedPlace::Cell(spot) => say(
            lang,
            "problem-at-cell",
            Args::new().text("cell", spot_words(lang, spot)),
        ),
        NamedPlace::Edge(spot) => say(
            lang,
            "problem-at-edge",
            Args::new().text("edge", spot_words(lang, spot)),
        ),
        NamedPlace::Stair(i) => numbered("problem-at-stair", *i),
        NamedPlace::AmbulanceSpot(i) => numbered("problem-at-ambulance-spot", *i),
        NamedPlace::EngineSpot(i) => numbered("problem-at-engine-spot", *i),
        NamedPlace::FamilySetup => say(lang, "problem-at-family-setup", Args::new()),
        NamedPlace::FirstExplosion => say(lang, "problem-at-first-explosion", Args::new()),
        NamedPlace::LadderTop(i) => numbered("problem-at-ladder-top", *i),
        NamedPlace::SetupLine(i) => numbered("problem-at-setup-line", *i),
    }
}

/// One problem as a list shows it: "error: cell 3,8: …".
pub fn problem_line(lang: Lang, problem: &Problem) -> String {
    say(
        lang,
        "problem-line",
        Args::new()
            .text("severity", severity_word(lang, problem.severity))
            .text("at", place_words(lang, &problem.named))
            .text("message", problem_message(lang, &problem.kind)),
    )
}

/// The line that ends a list of `total` problems cut at [`SHOWN_PROBLEMS`].
pub fn more_problems_line(lang: Lang, total: usize) -> Option<String> {
    (total > SHOWN_PROBLEMS).then(|| {
        say(
            lang,
            "problem-more",
            Args::new().num("count", total - SHOWN_PROBLEMS),
        )
    })
}

/// A board that cannot be played, as `InvalidBoard`'s `Display` lists it.
pub fn invalid_board_text(lang: Lang, invalid: &InvalidBoard) -> String {
    let errors = invalid.errors().count();
    let mut text = say(
        lang,
        "problem-invalid-board",
        Args::new().num("count", errors),
    );
    for p in invalid.problems.iter().take(SHOWN_PROBLEMS) {
        text.push_str("\n  ");
        text.push_str(&problem_line(lang, p));
    }
    if let Some(more) = more_problems_line(lang, invalid.problems.len()) {
        text.push_str("\n  ");
        text.push_str(&more);
    }
    text
}

// The selector values problems.ftl matches on.

fn cell_kind_id(kind: CellKind) -> &'static str {
    match kind {
        CellKind::Outside => "outside",
        CellKind::Inside => "inside",
        CellKind::Restricted => "restricted",
        CellKind::Elevator => "elevator",
    }
}

fn rules_id(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Base => "base",
        RuleSet::SecondStory => "second-story",
        RuleSet::HighRise => "high-rise",
        RuleSet::Brownstone => "brownstone",
    }
}

fn token_id(token: SetupToken) -> &'static str {
    match token {
        SetupToken::Fire => "fire",
        SetupToken::Poi => "poi",
    }
}

fn way_in_id(from: WayIn) -> &'static str {
    match from {
        WayIn::Outside => "outside",
        WayIn::Elevator => "elevator",
    }
}

fn die_id(die: BoardDie) -> &'static str {
    match die {
        BoardDie::Red => "red",
        BoardDie::Black => "black",
        BoardDie::Floor => "floor",
    }
}

/// The selector and the value of a High Rise setup line.
fn line_args(args: Args, line: SetupLine) -> Args {
    match line {
        SetupLine::Column(v) => args.text("line", "column").num("value", v),
        SetupLine::Row(v) => args.text("line", "row").num("value", v),
    }
}

/// "red 3, black 4", with the floor die's face first when there is one.
pub fn roll_words_in(lang: Lang, roll: Roll) -> String {
    say(
        lang,
        "problem-roll",
        Args::new()
            .num("face", roll.floor)
            .num("red", roll.red)
            .num("black", roll.black),
    )
}

/// What is wrong, in `lang`: the message key and what it mentions.
pub fn problem_message(lang: Lang, kind: &ProblemKind) -> String {
    use ProblemKind as K;
    let spot = |s: &Spot| spot_words(lang, s);
    let a = Args::new();
    let (key, args) = match kind {
        K::FormatVersion { found } => (
            "problem-format-version",
            a.num("found", *found).num("reads", FORMAT_VERSION),
        ),
        K::NoName => ("problem-no-name", a),
        K::DieSides { die, sides } => (
            "problem-die-sides",
            a.text("die", die_id(*die))
                .num("sides", *sides)
                .num("max", crate::engine::board::validate::MAX_DIE_SIDES),
        ),
        K::NoFloors => ("problem-no-floors", a),
        K::TooManyFloors { floors } => (
            "problem-too-many-floors",
            a.num("floors", *floors)
                .num("max", crate::engine::board::validate::MAX_FLOORS),
        ),
        K::FloorUnnamed => ("problem-floor-unnamed", a),
        K::FloorNameRepeated { name } => (
            "problem-floor-name-repeated",
            a.text("name", format!("{name:?}")),
        ),
        K::HotSpotSupply => ("problem-hot-spot-supply", a),
        K::NoRows => ("problem-no-rows", a),
        K::FirstRowEmpty => ("problem-first-row-empty", a),
        K::FloorTooLarge { rows, cols } => (
            "problem-floor-too-large",
            a.num("rows", *rows)
                .num("cols", *cols)
                .num("max", crate::engine::board::validate::MAX_FLOOR_SIDE),
        ),
        K::RaggedRow { row, len, cols } => (
            "problem-ragged-row",
            a.num("row", *row).num("len", *len).num("cols", *cols),
        ),
        K::UnknownCellChar { ch } => (
            "problem-unknown-cell-char",
            a.text("char", format!("{ch:?}")),
        ),
        K::EdgeFloorPrefix => ("problem-edge-floor-prefix", a),
        K::EdgeCellOffGrid { cell, rows, cols } => (
            "problem-edge-cell-off-grid",
            a.text("cell", spot(cell))
                .num("rows", *rows)
                .num("cols", *cols),
        ),
        K::EdgeOnGridBorder { kind } => (
            "problem-edge-on-grid-border",
            a.text("kind", edge_kind_key(*kind)),
        ),
        K::EdgeListedTwice => ("problem-edge-listed-twice", a),
        K::EntranceNotBetween => ("problem-entrance-not-between", a),
        K::EdgeOutsideBuilding { kind } => (
            "problem-edge-outside-building",
            a.text("kind", edge_kind_key(*kind)),
        ),
        K::ElevatorDoorCells => ("problem-elevator-door-cells", a),
        K::CannotBeOpen { kind } => (
            "problem-cannot-be-open",
            a.text("kind", edge_kind_key(*kind)),
        ),
        K::ElevatorDoors { doors } => ("problem-elevator-doors", a.num("doors", *doors)),
        K::CarSideOpen { side, kind } => (
            "problem-car-side-open",
            a.text("side", side.to_string())
                .text("kind", kind.map_or("open-floor", edge_kind_key)),
        ),
        K::AreasRows { rows, floor_rows } => (
            "problem-areas-rows",
            a.num("rows", *rows).num("floorRows", *floor_rows),
        ),
        K::AreasRowLength { row, len, cols } => (
            "problem-areas-row-length",
            a.num("row", *row).num("len", *len).num("cols", *cols),
        ),
        K::OutsideInArea => ("problem-outside-in-area", a),
        K::UnknownAreaChar { ch } => (
            "problem-unknown-area-char",
            a.text("char", format!("{ch:?}")),
        ),
        K::NoArrows => ("problem-no-arrows", a),
        K::ArrowsRows { rows, floor_rows } => (
            "problem-arrows-rows",
            a.num("rows", *rows).num("floorRows", *floor_rows),
        ),
        K::ArrowsRowLength { row, len, cols } => (
            "problem-arrows-row-length",
            a.num("row", *row).num("len", *len).num("cols", *cols),
        ),
        K::UnknownArrow { word } => ("problem-unknown-arrow", a.text("word", format!("{word:?}"))),
        K::OutsideArrow => ("problem-outside-arrow", a),
        K::ArrowLeavesBuilding { dir } => {
            ("problem-arrow-leaves-building", a.text("dir", dir.name()))
        }
        K::CellsWithoutArrow { count } => ("problem-cells-without-arrow", a.num("count", *count)),
        K::FloorFaceNotOnDie { face, sides } => (
            "problem-floor-face-not-on-die",
            a.num("face", *face).num("sides", *sides),
        ),
        K::FloorFaceMissing => ("problem-floor-face-missing", a),
        K::FloorFaceIgnored => ("problem-floor-face-ignored", a),
        K::DiceOverrideFloorPrefix => ("problem-dice-override-floor-prefix", a),
        K::DiceOverrideOffGrid => ("problem-dice-override-off-grid", a),
        K::DiceOnOutside => ("problem-dice-on-outside", a),
        K::DiceOverrideTwice => ("problem-dice-override-twice", a),
        K::DiceOverrideMisfit {
            red,
            black,
            red_sides,
            black_sides,
        } => (
            "problem-dice-override-misfit",
            a.num("red", *red)
                .num("black", *black)
                .num("redSides", *red_sides)
                .num("blackSides", *black_sides),
        ),
        K::SharedRollOnFloor {
            first,
            second,
            roll,
        } => (
            "problem-shared-roll-on-floor",
            a.num("firstRow", first.0)
                .num("firstCol", first.1)
                .num("secondRow", second.0)
                .num("secondCol", second.1)
                .text("roll", roll_words_in(lang, *roll)),
        ),
        K::SharedRollAcrossFloors {
            first,
            second,
            roll,
        } => (
            "problem-shared-roll-across-floors",
            a.text("first", spot(first))
                .text("second", spot(second))
                .text("roll", roll_words_in(lang, *roll)),
        ),
        K::NoDice => ("problem-no-dice", a),
        K::UnnamedResults { unnamed, total } => (
            "problem-unnamed-results",
            a.num("unnamed", *unnamed).num("total", *total),
        ),
        K::CellsWithoutDice { count } => ("problem-cells-without-dice", a.num("count", *count)),
        K::StairFloorMissing {
            cell,
            floor,
            floors,
        } => (
            "problem-stair-floor-missing",
            a.text("cell", spot(cell))
                .num("floor", *floor)
                .num("floors", *floors),
        ),
        K::StairOffGrid { cell } => ("problem-stair-off-grid", a.text("cell", spot(cell))),
        K::StairNotInside { cell, kind } => (
            "problem-stair-not-inside",
            a.text("cell", spot(cell)).text("kind", cell_kind_id(*kind)),
        ),
        K::StairDirectionOffGrid { cell, dir } => (
            "problem-stair-direction-off-grid",
            a.text("cell", spot(cell))
                .text("dir", dir.letter().to_string()),
        ),
        K::StairDirectionWall { cell, edge, kind } => (
            "problem-stair-direction-wall",
            a.text("cell", spot(cell))
                .text("edge", spot(edge))
                .text("kind", edge_kind_key(*kind)),
        ),
        K::StairOneFloor { first, second } => (
            "problem-stair-one-floor",
            a.text("first", spot(first)).text("second", spot(second)),
        ),
        K::StairCellTaken { cell } => ("problem-stair-cell-taken", a.text("cell", spot(cell))),
        K::NoParking => ("problem-no-parking", a),
        K::NoAmbulanceSpot => ("problem-no-ambulance-spot", a),
        K::SpotNotGround { cell } => ("problem-spot-not-ground", a.text("cell", spot(cell))),
        K::SpotOffGrid { cell } => ("problem-spot-off-grid", a.text("cell", spot(cell))),
        K::SpotNotOutside { cell } => ("problem-spot-not-outside", a.text("cell", spot(cell))),
        K::SpotsOverlap {
            cell,
            vehicle,
            other,
        } => (
            "problem-spots-overlap",
            a.text("cell", spot(cell))
                .text("vehicle", vehicle_key(*vehicle))
                .num("other", *other),
        ),
        K::SpotSharesCell {
            cell,
            vehicle,
            other,
        } => (
            "problem-spot-shares-cell",
            a.text("cell", spot(cell))
                .text("vehicle", vehicle_key(*vehicle))
                .num("other", *other),
        ),
        K::SpotNotAdjacent { first, second } => (
            "problem-spot-not-adjacent",
            a.text("first", spot(first)).text("second", spot(second)),
        ),
        K::DeckGunAreaMissing { area } => ("problem-deck-gun-area-missing", a.num("area", *area)),
        K::DeckGunAreaAcross { area, nearest } => (
            "problem-deck-gun-area-across",
            a.num("area", *area).num("nearest", *nearest),
        ),
        K::SpotsNotClockwise { vehicle, spot } => (
            "problem-spots-not-clockwise",
            a.text("vehicle", vehicle_key(*vehicle)).num("spot", *spot),
        ),
        K::FirstExplosionCount { cells, faces } => (
            "problem-first-explosion-count",
            a.num("cells", *cells).num("faces", *faces),
        ),
        K::FirstExplosionOffBoard { cell } => (
            "problem-first-explosion-off-board",
            a.text("cell", spot(cell)),
        ),
        K::FirstExplosionNotInside { cell, kind } => (
            "problem-first-explosion-not-inside",
            a.text("cell", spot(cell)).text("kind", cell_kind_id(*kind)),
        ),
        K::SetupCellOffBoard { token, cell } => (
            "problem-setup-cell-off-board",
            a.text("token", token_id(*token)).text("cell", spot(cell)),
        ),
        K::SetupCellNotInside { token, cell, kind } => (
            "problem-setup-cell-not-inside",
            a.text("token", token_id(*token))
                .text("cell", spot(cell))
                .text("kind", cell_kind_id(*kind)),
        ),
        K::SetupCellTwice {
            cell,
            first,
            second,
        } => (
            "problem-setup-cell-twice",
            a.text("cell", spot(cell))
                .text("first", token_id(*first))
                .text("second", token_id(*second)),
        ),
        K::TooManySetupPois { count } => ("problem-too-many-setup-pois", a.num("count", *count)),
        K::TooManySetupFires { count } => ("problem-too-many-setup-fires", a.num("count", *count)),
        K::DeckGunAreaMissesFlips { area } => {
            ("problem-deck-gun-area-misses-flips", a.num("area", *area))
        }
        K::FireCannotAdvance => ("problem-fire-cannot-advance", a),
        K::NoPoiCell => ("problem-no-poi-cell", a),
        K::FewPoiCells { count } => ("problem-few-poi-cells", a.num("count", *count)),
        K::FewAdvanceCells { count, hot_spots } => (
            "problem-few-advance-cells",
            a.num("count", *count).num("hotSpots", *hot_spots),
        ),
        K::NoCollapse { capacity, cubes } => (
            "problem-no-collapse",
            a.num("capacity", *capacity).num("cubes", *cubes),
        ),
        K::FloorUnreachableNoStairs { cells } => (
            "problem-floor-unreachable-no-stairs",
            a.num("cells", *cells),
        ),
        K::FloorUnreachable { cells, from } => (
            "problem-floor-unreachable",
            a.num("cells", *cells).text("from", way_in_id(*from)),
        ),
        K::CellUnreachable { from } => {
            ("problem-cell-unreachable", a.text("from", way_in_id(*from)))
        }
        K::LeftoverLadders { rules } => (
            "problem-leftover-ladders",
            a.text("rules", rules_id(*rules)),
        ),
        K::LeftoverSetupLines { rules } => (
            "problem-leftover-setup-lines",
            a.text("rules", rules_id(*rules)),
        ),
        K::ElevatorsWithoutHighRise { count } => (
            "problem-elevators-without-high-rise",
            a.num("count", *count),
        ),
        K::SecondStoryOneFloor => ("problem-second-story-one-floor", a),
        K::SecondStoryNoEngine => ("problem-second-story-no-engine", a),
        K::SecondStoryFamilySetup => ("problem-second-story-family-setup", a),
        K::SecondStoryNoLadders => ("problem-second-story-no-ladders", a),
        K::LadderSupply { supply } => (
            "problem-ladder-supply",
            a.num("supply", *supply).num("max", MAX_LADDERS),
        ),
        K::NoLadderTops => ("problem-no-ladder-tops", a),
        K::LadderFootNotGroundOutside { foot } => (
            "problem-ladder-foot-not-ground-outside",
            a.text("foot", spot(foot)),
        ),
        K::LadderTopUnclimbable { top } => {
            ("problem-ladder-top-unclimbable", a.text("top", spot(top)))
        }
        K::LadderTopNotUpperOutside { top } => (
            "problem-ladder-top-not-upper-outside",
            a.text("top", spot(top)),
        ),
        K::LadderFootTaken { other, foot } => (
            "problem-ladder-foot-taken",
            a.num("other", *other).text("foot", spot(foot)),
        ),
        K::LadderTopTaken { other, top } => (
            "problem-ladder-top-taken",
            a.num("other", *other).text("top", spot(top)),
        ),
        K::MissingLadderTop { above } => {
            ("problem-missing-ladder-top", a.text("above", spot(above)))
        }
        K::HighRiseFloors { floors } => ("problem-high-rise-floors", a.num("floors", *floors)),
        K::HighRiseNoElevator => ("problem-high-rise-no-elevator", a),
        K::HighRiseNoEngine => ("problem-high-rise-no-engine", a),
        K::HighRiseAmbulance => ("problem-high-rise-ambulance", a),
        K::HighRiseSpotNoSide => ("problem-high-rise-spot-no-side", a),
        K::HighRiseSetupLines { count } => {
            ("problem-high-rise-setup-lines", a.num("count", *count))
        }
        K::SetupLineOffDice { line, sides } => (
            "problem-setup-line-off-dice",
            line_args(a, *line).num("sides", *sides),
        ),
        K::SetupLineEmpty { line } => ("problem-setup-line-empty", line_args(a, *line)),
        K::BrownstoneSpotNoSide => ("problem-brownstone-spot-no-side", a),
        K::BrownstoneNoPartyWall => ("problem-brownstone-no-party-wall", a),
    };
    say(lang, key, args)
}

// --- files ---

/// What a file was to be: the selector problems.ftl matches on.
fn file_kind_id(what: FileKind) -> &'static str {
    match what {
        FileKind::Board => "board",
        FileKind::Save => "save",
        FileKind::Script => "script",
        FileKind::Config => "config",
        FileKind::Settings => "settings",
        FileKind::BoardOrSave => "board_or_save",
    }
}

/// Why a file could not be read as text, naming the file.
pub fn read_error_text(lang: Lang, error: &ReadError) -> String {
    let path = error.path().display().to_string();
    let a = Args::new().text("path", path);
    match error {
        // The system's reason stays in its own words.
        ReadError::Io { source, .. } => say(
            lang,
            "problem-file-unreadable",
            a.text("reason", source.to_string()),
        ),
        ReadError::Directory { what, .. } => say(
            lang,
            "problem-file-is-folder",
            a.text("what", file_kind_id(*what)),
        ),
        ReadError::TooLarge { limit, what, .. } => say(
            lang,
            "problem-file-too-large",
            a.text("size", human_size(*limit))
                .text("what", file_kind_id(*what)),
        ),
        ReadError::NotUtf8 { offset, line, .. } => say(
            lang,
            "problem-file-not-utf8",
            a.num("line", *line).num("byte", *offset),
        ),
        ReadError::Utf16 { .. } => say(lang, "problem-file-utf16", a),
    }
}

/// What is wrong with a board file's version, without the file's name.
fn version_text(lang: Lang, issue: &VersionIssue, english: &str) -> String {
    let a = Args::new();
    match issue {
        VersionIssue::NotABoard => say(lang, "problem-file-not-a-board", a),
        VersionIssue::NotANumber { got, text } => say(
            lang,
            "problem-file-version-not-a-number",
            a.text("got", got.clone())
                .text("kind", if *text { "text" } else { "value" }),
        ),
        VersionIssue::Newer { version } => say(
            lang,
            "problem-file-version-newer",
            a.num("version", *version).num("reads", FORMAT_VERSION),
        ),
        // Why the upgrade failed is the JSON reader's English, which
        // names the version.
        VersionIssue::Upgrade { .. } => say(
            lang,
            "problem-file-upgrade-failed",
            a.text("reason", english),
        ),
    }
}

/// Why a board file could not be used, naming the file.
pub fn board_error_text(lang: Lang, error: &BoardError) -> String {
    match error {
        BoardError::Read(e) => read_error_text(lang, e),
        // The reader's account of the JSON stays in English.
        BoardError::Json {
            path,
            line,
            column,
            message,
        } => say(
            lang,
            "problem-file-json",
            Args::new()
                .text("path", path.display().to_string())
                .num("line", *line)
                .num("column", *column)
                .text("reason", message.clone()),
        ),
        BoardError::Version {
            path,
            message,
            issue,
        } => say(
            lang,
            "problem-file-in",
            Args::new()
                .text("path", path.display().to_string())
                .text("reason", version_text(lang, issue, message)),
        ),
        BoardError::Invalid { path, source } => say(
            lang,
            "problem-file-in",
            Args::new()
                .text("path", path.display().to_string())
                .text("reason", invalid_board_text(lang, source)),
        ),
    }
}

/// Why the editor could not save a board.
pub fn board_save_error_text(lang: Lang, error: &BoardSaveError) -> String {
    match error {
        BoardSaveError::NoPath => say(lang, "problem-file-no-path", Args::new()),
        BoardSaveError::Io { path, source } => say(
            lang,
            "problem-file-board-unwritable",
            Args::new()
                .text("path", path.display().to_string())
                .text("reason", source.to_string()),
        ),
    }
}

/// Why a saved game could not be written or loaded, naming the file. The
/// saved game's own account of a bad field, a configuration that does not
/// fit and a refused replay step stay in English.
pub fn save_error_text(lang: Lang, error: &SaveError) -> String {
    let path = |p: &std::path::Path| p.display().to_string();
    match error {
        SaveError::Read(e) => read_error_text(lang, e),
        SaveError::Write { path: p, source } => say(
            lang,
            "problem-file-unwritable",
            Args::new()
                .text("path", path(p))
                .text("reason", source.to_string()),
        ),
        SaveError::Json(e) => board_error_text(lang, e),
        SaveError::Format { .. } => error.to_string(),
        SaveError::Board { path: p, problem } => {
            let reason = match problem {
                BoardError::Invalid { source, .. } => invalid_board_text(lang, source),
                BoardError::Version { message, issue, .. } => version_text(lang, issue, message),
                BoardError::Json {
                    line,
                    column,
                    message,
                    ..
                } => say(
                    lang,
                    "problem-file-saved-board-json",
                    Args::new()
                        .num("line", *line)
                        .num("column", *column)
                        .text("reason", message.clone()),
                ),
                BoardError::Read(e) => read_error_text(lang, e),
            };
            say(
                lang,
                "problem-file-saved-board-invalid",
                Args::new().text("path", path(p)).text("reason", reason),
            )
        }
        SaveError::Config { path: p, source } => say(
            lang,
            "problem-file-saved-config",
            Args::new()
                .text("path", path(p))
                .text("reason", source.to_string()),
        ),
        SaveError::Replay {
            path: p,
            step,
            action,
            source,
        } => say(
            lang,
            "problem-file-replay-refused",
            Args::new()
                .text("path", path(p))
                .num("step", *step)
                .text("action", action.to_string())
                .text("reason", source.to_string()),
        ),
    }
}

#[cfg(test)]
mod tests;

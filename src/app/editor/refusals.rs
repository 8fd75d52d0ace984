//! Why the editor refused an edit, in the language shown: the words for
//! each [`EditError`], which the document model only names.

use crate::app::language::Tr;
use crate::editor::{EditError, ItemList};
use crate::engine::geom::Pos;
use crate::i18n::args;

/// Why an edit was refused, in the editor's language. Cells are in the
/// file's spelling ("1:3,8"), as the English has always named them.
pub fn edit_error(tr: Tr, error: &EditError) -> String {
    let pos = |p: &Pos| p.to_string();
    match error {
        EditError::NoSuchFloor(f) => {
            tr.args("editor-refused-no-floor", &args([("floor", (*f).into())]))
        }
        EditError::OffGrid(p) => {
            tr.args("editor-refused-off-grid", &args([("cell", pos(p).into())]))
        }
        EditError::EdgeOffGrid(e) => tr.args(
            "editor-refused-edge-off-grid",
            &args([("edge", e.to_string().into())]),
        ),
        EditError::CannotOpen(kind) => tr.args(
            "editor-refused-cannot-open",
            &args([("kind", crate::text::edge_kind_key(*kind).into())]),
        ),
        EditError::BadArea(area) => {
            tr.args("editor-refused-bad-area", &args([("area", (*area).into())]))
        }
        EditError::NotAdjacent(a, b) => tr.args(
            "editor-refused-not-adjacent",
            &args([("first", pos(a).into()), ("second", pos(b).into())]),
        ),
        EditError::StairOnOneFloor => tr.get("editor-refused-stair-one-floor"),
        EditError::NoSuchItem { what, index } => {
            let what = match what {
                ItemList::AmbulanceSpot => "ambulance-spot",
                ItemList::EngineSpot => "engine-spot",
                ItemList::StairLink => "stair-link",
                ItemList::LadderTop => "ladder-top",
            };
            tr.args(
                "editor-refused-no-item",
                &args([("what", what.into()), ("index", (*index).into())]),
            )
        }
        EditError::LastFloor => tr.get("editor-refused-last-floor"),
        EditError::TooManyFloors => tr.args(
            "editor-refused-too-many-floors",
            &args([("max", crate::engine::board::validate::MAX_FLOORS.into())]),
        ),
        EditError::BadSize => tr.args(
            "editor-refused-bad-size",
            &args([("max", crate::engine::board::validate::MAX_FLOOR_SIDE.into())]),
        ),
        EditError::BadIndex(i) => {
            tr.args("editor-refused-bad-index", &args([("index", (*i).into())]))
        }
        EditError::BadRect => tr.get("editor-refused-bad-rect"),
        EditError::BadDie(sides) => tr.args(
            "editor-refused-bad-die",
            &args([
                ("max", crate::engine::board::validate::MAX_DIE_SIDES.into()),
                ("sides", (*sides).into()),
            ]),
        ),
        EditError::Duplicate => tr.get("editor-refused-duplicate"),
        EditError::NotLadderFoot(p) => tr.args(
            "editor-refused-not-ladder-foot",
            &args([("cell", pos(p).into())]),
        ),
        EditError::NotLadderTop(p) => tr.args(
            "editor-refused-not-ladder-top",
            &args([("cell", pos(p).into())]),
        ),
        EditError::LadderTopTaken { top, foot } => tr.args(
            "editor-refused-ladder-top-taken",
            &args([("top", pos(top).into()), ("foot", pos(foot).into())]),
        ),
        EditError::BadLadderSupply(supply) => tr.args(
            "editor-refused-ladder-supply",
            &args([
                ("max", crate::engine::board::validate::MAX_LADDERS.into()),
                ("supply", (*supply).into()),
            ]),
        ),
        EditError::TooManySetupLines(n) => tr.args(
            "editor-refused-setup-lines",
            &args([
                ("max", crate::editor::MAX_SETUP_LINES.into()),
                ("count", (*n).into()),
            ]),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::layout::EdgeKind;
    use crate::engine::geom::{Dir, EdgeRef};
    use crate::i18n::Lang;

    /// Every refusal of an edit: the English is the error's own words, and
    /// the other languages have theirs, with nothing left unfilled.
    #[test]
    fn every_edit_refusal_is_worded_in_every_language() {
        let p = Pos::on(1, 2, 3);
        let refusals = [
            EditError::NoSuchFloor(3),
            EditError::OffGrid(p),
            EditError::EdgeOffGrid(EdgeRef::new(p, Dir::E)),
            EditError::CannotOpen(EdgeKind::Wall),
            EditError::CannotOpen(EdgeKind::Entrance),
            EditError::BadArea(0),
            EditError::NotAdjacent(p, Pos::new(0, 0)),
            EditError::StairOnOneFloor,
            EditError::NoSuchItem {
                what: ItemList::AmbulanceSpot,
                index: 2,
            },
            EditError::NoSuchItem {
                what: ItemList::EngineSpot,
                index: 0,
            },
            EditError::NoSuchItem {
                what: ItemList::StairLink,
                index: 1,
            },
            EditError::NoSuchItem {
                what: ItemList::LadderTop,
                index: 4,
            },
            EditError::LastFloor,
            EditError::TooManyFloors,
            EditError::BadSize,
            EditError::BadIndex(7),
            EditError::BadRect,
            EditError::BadDie(0),
            EditError::Duplicate,
            EditError::NotLadderFoot(p),
            EditError::NotLadderTop(p),
            EditError::LadderTopTaken {
                top: p,
                foot: Pos::new(0, 3),
            },
            EditError::BadLadderSupply(9),
            EditError::TooManySetupLines(5),
        ];
        for e in &refusals {
            assert_eq!(edit_error(Tr::new(Lang::En), e), e.to_string());
            for lang in [Lang::It, Lang::De, Lang::Ru] {
                let text = edit_error(Tr::new(lang), e);
                assert!(
                    !text.contains('{') && !text.starts_with("editor-"),
                    "{text}"
                );
                assert_ne!(text, e.to_string(), "{lang:?} {e:?}");
            }
        }
    }
}

//! What the board says to screen readers and UI tests: each cell's
//! AccessKit label ("cell 3,4") and description (what stands there), each
//! edge's description ("wall, 1 damage cube").

use egui::Ui;

use super::{Overlay, elevator_state, ladders_on_engine_cells};
use crate::app::language::Tr;
use crate::app::scene::{Face, Scene};
use crate::engine::board::{Board, CellId, EdgeKind};
use crate::engine::state::{DoorState, FireLevel, Item, LadderPlace};
use crate::i18n::args;
use crate::text::Names;

/// A cell's AccessKit label: its name ("cell 3,4"), which tests and
/// players find it by, and on High Rise where its elevator's car is.
pub fn cell_label(tr: Tr, names: &Names, board: &Board, scene: &Scene, c: CellId) -> String {
    let cell = names.cell(board.pos(c));
    match elevator_state(board, scene, c) {
        Some(car) => tr.args(
            "board-cell-elevator",
            &args([("cell", cell.into()), ("car", tr.get(car.words()).into())]),
        ),
        None => tr.args("board-cell", &args([("cell", cell.into())])),
    }
}

/// What stands on cell `c`, for screen readers: "Fire, Hot Spot, Victim,
/// Ann (Firefighter 2)", or "empty". The cell's label stays its name
/// ("cell 3,4"), which tests and players find it by; this is the
/// description read after it. `names` carries the players' names.
pub fn cell_contents(
    tr: Tr,
    names: &Names,
    board: &Board,
    scene: &Scene,
    overlay: &Overlay,
    c: CellId,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    match scene.fire.get(c.index()) {
        Some(FireLevel::Fire) => parts.push(tr.get("board-fire")),
        Some(FireLevel::Smoke) => parts.push(tr.get("board-smoke")),
        _ => {}
    }
    if scene.hot_spot.get(c.index()).copied().unwrap_or(false) {
        parts.push(tr.get("board-hot-spot"));
    }
    let hazmat = scene.hazmat.iter().filter(|&&(_, at)| at == c).count();
    if hazmat > 0 {
        parts.push(tr.args("board-hazmat", &args([("count", hazmat.into())])));
    }
    for poi in scene.pois.iter().filter(|p| p.cell == c && !p.held) {
        parts.push(tr.get(match poi.face {
            Face::Hidden => "board-poi-face-down",
            Face::Victim { treated: true } => "board-victim-treated",
            Face::Victim { treated: false } => "board-victim",
            Face::FalseAlarm => "board-false-alarm",
        }));
    }
    for (i, f) in scene.firefighters.iter().enumerate() {
        if f.cell != Some(c) {
            continue;
        }
        let seat = u8::try_from(i).unwrap_or(u8::MAX);
        parts.push(names.firefighter(seat));
        if overlay.active == Some(seat) {
            parts.push(tr.get("board-active"));
        }
        if f.downed || f.knocked_down {
            parts.push(tr.get("board-knocked-down"));
        }
        match f.carrying {
            Some(Item::Victim(_)) => parts.push(tr.get("board-carrying-victim")),
            Some(Item::Hazmat(_)) => parts.push(tr.get("board-carrying-hazmat")),
            Some(Item::Firefighter(_)) => parts.push(tr.get("board-carrying-firefighter")),
            None => {}
        }
        if f.leading.is_some() {
            parts.push(tr.get("board-leading-victim"));
        }
        if scene.ladders.contains(&LadderPlace::Carried(seat)) {
            parts.push(tr.get("board-carrying-ladder"));
        }
    }
    // 2nd Story's ladders: lying, or raised from a foot to a top
    // (2ND-LADDER-2, 2ND-LADDER-3).
    for place in &scene.ladders {
        match *place {
            LadderPlace::Lying(at) if at == c => parts.push(tr.get("board-ladder-lying")),
            LadderPlace::Raised { foot } if foot == c => parts.push(tr.get("board-ladder-foot")),
            LadderPlace::Raised { foot } if board.ladder_top(foot) == Some(c) => {
                parts.push(tr.get("board-ladder-top"));
            }
            _ => {}
        }
    }
    for (cells, key) in [
        (scene.engine, "vehicle-engine"),
        (scene.ambulance, "vehicle-ambulance"),
    ] {
        if cells.is_some_and(|cs| cs.contains(&c)) {
            parts.push(tr.get(key));
        }
    }
    let on_engine = scene
        .ladders
        .iter()
        .filter(|&&l| l == LadderPlace::Engine)
        .count();
    // Where the board draws them.
    let engine = ladders_on_engine_cells(board, scene);
    if on_engine > 0 && engine.is_some_and(|cs| cs.contains(&c)) {
        parts.push(tr.args(
            "board-ladders-on-engine",
            &args([("count", on_engine.into())]),
        ));
    }
    if parts.is_empty() {
        tr.get("board-empty")
    } else {
        parts.join(", ")
    }
}

/// What an edge is and how it stands, for screen readers: "wall, 1
/// damage cube", "door, open", "window, destroyed".
pub fn edge_contents(tr: Tr, kind: EdgeKind, state: crate::engine::state::EdgeState) -> String {
    let selector = || args([("kind", crate::text::edge_kind_key(kind).into())]);
    let mut parts = vec![tr.args("board-edge-kind", &selector())];
    let capacity = kind.capacity();
    let door = matches!(
        kind,
        EdgeKind::Door | EdgeKind::Window | EdgeKind::ElevatorDoor
    );
    if (capacity > 0 && state.cubes >= capacity) || (door && state.door == DoorState::Destroyed) {
        parts.push(tr.args("board-edge-destroyed", &selector()));
        return parts.join(", ");
    }
    if door {
        let how = if state.door == DoorState::Open {
            "board-edge-open"
        } else {
            "board-edge-closed"
        };
        parts.push(tr.args(how, &selector()));
    }
    if state.cubes > 0 {
        parts.push(tr.args("board-cubes", &args([("cubes", state.cubes.into())])));
    }
    parts.join(", ")
}

/// Gives widget `id` an AccessKit description (read after its label).
pub(super) fn describe(ui: &Ui, id: egui::Id, text: &str) {
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_description(text.to_owned()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::EdgeState;
    use crate::i18n::Lang;

    fn edge(cubes: u8, door: DoorState) -> EdgeState {
        EdgeState { cubes, door }
    }

    /// Issue 16: what a screen reader hears for an edge, by kind and state
    /// (a wall is destroyed by 2 cubes, a window by 1, BOARD-2, 2ND-WIN-1).
    #[test]
    fn edges_read_as_what_they_are_and_how_they_stand() {
        let closed = DoorState::Closed;
        let en = Tr::new(Lang::En);
        assert_eq!(edge_contents(en, EdgeKind::Wall, edge(0, closed)), "wall");
        assert_eq!(
            edge_contents(en, EdgeKind::Wall, edge(1, closed)),
            "wall, 1 damage cube"
        );
        assert_eq!(
            edge_contents(en, EdgeKind::Wall, edge(2, closed)),
            "wall, destroyed"
        );
        assert_eq!(
            edge_contents(en, EdgeKind::Door, edge(0, closed)),
            "door, closed"
        );
        assert_eq!(
            edge_contents(en, EdgeKind::Door, edge(0, DoorState::Open)),
            "door, open"
        );
        assert_eq!(
            edge_contents(en, EdgeKind::Door, edge(0, DoorState::Destroyed)),
            "door, destroyed"
        );
        assert_eq!(
            edge_contents(en, EdgeKind::Window, edge(1, DoorState::Open)),
            "window, destroyed"
        );
        assert_eq!(
            edge_contents(en, EdgeKind::Entrance, edge(0, closed)),
            "entrance"
        );
    }

    /// Issue 16: each kind's English word is the one board files and the
    /// editor use (EdgeKind::name), whatever board.ftl says.
    #[test]
    fn edge_kinds_keep_their_english_names() {
        let en = Tr::new(Lang::En);
        for kind in [
            EdgeKind::Wall,
            EdgeKind::Door,
            EdgeKind::Entrance,
            EdgeKind::Window,
            EdgeKind::ThinWall,
            EdgeKind::PartyWall,
            EdgeKind::ElevatorDoor,
        ] {
            let selector = args([("kind", crate::text::edge_kind_key(kind).into())]);
            assert_eq!(en.args("board-edge-kind", &selector), kind.name());
        }
    }

    /// Issue 16: a screen reader hears an edge in the chosen language, the
    /// state's word agreeing with the kind's gender and the cubes counted
    /// with the language's plural forms.
    #[test]
    fn edges_read_in_every_language_with_gender_and_plurals() {
        let closed = DoorState::Closed;
        let (it, de, ru) = (Tr::new(Lang::It), Tr::new(Lang::De), Tr::new(Lang::Ru));
        assert_eq!(
            edge_contents(ru, EdgeKind::Wall, edge(2, closed)),
            "стена, разрушена"
        );
        assert_eq!(
            edge_contents(ru, EdgeKind::Window, edge(0, DoorState::Open)),
            "окно, открыто"
        );
        assert_eq!(
            edge_contents(ru, EdgeKind::Door, edge(0, DoorState::Destroyed)),
            "дверь, уничтожена"
        );
        assert_eq!(
            edge_contents(ru, EdgeKind::Wall, edge(1, closed)),
            "стена, 1 фишка повреждения"
        );
        let cubes = |n: u8| ru.args("board-cubes", &args([("cubes", n.into())]));
        assert_eq!(cubes(2), "2 фишки повреждений");
        assert_eq!(cubes(5), "5 фишек повреждений");
        assert_eq!(cubes(21), "21 фишка повреждения");
        assert_eq!(
            edge_contents(it, EdgeKind::Wall, edge(2, closed)),
            "Muro, distrutto"
        );
        assert_eq!(
            edge_contents(it, EdgeKind::Door, edge(0, DoorState::Open)),
            "Porta, aperta"
        );
        assert_eq!(
            edge_contents(de, EdgeKind::Door, edge(0, closed)),
            "Tür, geschlossen"
        );
        assert_eq!(
            edge_contents(de, EdgeKind::Wall, edge(1, closed)),
            "Wand, 1 Schadenszähler"
        );
    }
}

//! Reading a snapshot back into a [`GameState`]: every field is checked
//! against the board and the rules, part by part in the order they depend
//! on one another (Fire and the edges before the firefighters who stand in
//! them, the firefighters before what they carry, the ladders last).

use std::collections::HashSet;
use std::sync::Arc;

use super::*;
use crate::engine::board::{Board, CellId, CellKind, EdgeKind};
use crate::engine::dice::Dice;
use crate::engine::geom::Pos;
use crate::engine::rules::setup::{blank_state, check_config, spot_of};
use crate::engine::specialist::Specialist;
use crate::engine::state::{
    DAMAGE_CUBES, DoorState, FIRE_TOKENS, FireLevel, GAME_FALSE_ALARMS, GAME_VICTIMS, GameState,
    HAZMAT_TOKENS, HOT_SPOT_TOKENS, HazmatPlace, Item, LadderPlace, MAX_SAVED_AP, PoiKind,
    PoiToken, Stage, TokenPlace, Vehicle,
};

impl GameState {
    /// Rebuilds a state from a snapshot on `board`, checking everything.
    pub fn from_snapshot(board: Arc<Board>, snap: &Snapshot) -> Result<GameState, StateError> {
        check_config(&snap.config, &board).map_err(|e| StateError {
            field: "config",
            message: e.to_string(),
        })?;
        let n = usize::from(snap.config.firefighters);
        if snap.firefighters.len() != n {
            return err(
                "firefighters",
                format!(
                    "{} firefighters listed, but the configuration has {n}",
                    snap.firefighters.len()
                ),
            );
        }
        let mut state = blank_state(Arc::clone(&board), snap.config.clone(), snap.seed);
        state.dice = match &snap.dice {
            Some(d) => Dice::from_state(d).map_err(|m| StateError {
                field: "dice",
                message: m,
            })?,
            None => Dice::from_seed(snap.seed),
        };
        read_fire(&mut state, snap)?;
        read_edges(&mut state, snap)?;
        let mut carriers = read_firefighters(&mut state, snap)?;
        read_pois(&mut state, snap, &mut carriers)?;
        read_hazmat(&mut state, snap, &mut carriers)?;
        read_hot_spots(&mut state, snap)?;
        read_vehicles(&mut state, snap)?;
        read_stage(&mut state, snap)?;
        read_ladders(&mut state, snap)?;
        if let Some(problem) = crate::engine::rules::reserve::reserve_problem(&state) {
            return err("firefighters", problem);
        }
        Ok(state)
    }
}

/// The cell at `pos`, or an error naming the snapshot's `field`.
fn cell_at(board: &Board, field: &'static str, pos: Pos) -> Result<CellId, StateError> {
    board.cell_at(pos).ok_or_else(|| StateError {
        field,
        message: format!("there is no cell {pos} on this board"),
    })
}

/// Whether firefighter `ff` exists and stands on `c`.
fn stands_on(state: &GameState, ff: u8, c: CellId) -> bool {
    state.firefighters.get(usize::from(ff)).and_then(|f| f.cell) == Some(c)
}

/// Marks firefighter `ff`'s hands full. One load at a time (FAM-ACT-CARRY-1):
/// a second is an error under `field`, calling the two `loads` ("things",
/// "tokens").
fn fill_hands(
    carriers: &mut HashSet<u8>,
    field: &'static str,
    ff: u8,
    loads: &str,
) -> Result<(), StateError> {
    if carriers.insert(ff) {
        return Ok(());
    }
    err(
        field,
        format!("firefighter {ff} carries two {loads}; one at a time (FAM-ACT-CARRY-1)"),
    )
}

/// Fire and Smoke: each cell once, within the supply (COMP-2).
fn read_fire(state: &mut GameState, snap: &Snapshot) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let cell = |field: &'static str, pos: Pos| cell_at(&board, field, pos);
    let mut seen = HashSet::new();
    for (field, list, level) in [
        ("fire", &snap.fire, FireLevel::Fire),
        ("smoke", &snap.smoke, FireLevel::Smoke),
    ] {
        for &pos in list {
            let c = cell(field, pos)?;
            if !seen.insert(c) {
                return err(field, format!("cell {pos} is listed twice"));
            }
            state.set_fire(c, level);
        }
    }
    if seen.len() > usize::from(FIRE_TOKENS) {
        return err(
            "fire",
            format!(
                "{} Fire and Smoke tokens, but there are only {FIRE_TOKENS} (COMP-2)",
                seen.len()
            ),
        );
    }
    Ok(())
}

/// The edges: the printed doors, then damage cubes (the 24th collapses the
/// building, FAM-END-3) and doors or windows opened or destroyed.
fn read_edges(state: &mut GameState, snap: &Snapshot) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    for edge in board.edge_ids() {
        let door = if board.edge(edge).initially_open {
            DoorState::Open
        } else {
            DoorState::Closed
        };
        state.set_edge(edge, crate::engine::state::EdgeState { cubes: 0, door });
    }
    let mut seen_edges = HashSet::new();
    for d in &snap.damage {
        let edge = board.edge_at(d.edge).ok_or_else(|| StateError {
            field: "damage",
            message: format!("there is no edge {} on this board", d.edge),
        })?;
        if !seen_edges.insert(edge) {
            return err("damage", format!("edge {} is listed twice", d.edge));
        }
        let kind = board.edge(edge).kind;
        let capacity = kind.map_or(0, EdgeKind::capacity);
        if capacity == 0 {
            return err(
                "damage",
                format!(
                    "edge {} is {} and takes no cubes",
                    d.edge,
                    kind.map_or("open floor", EdgeKind::name)
                ),
            );
        }
        if d.cubes == 0 || d.cubes > capacity {
            return err(
                "damage",
                format!(
                    "edge {} holds 1 to {capacity} cubes, not {}",
                    d.edge, d.cubes
                ),
            );
        }
        let mut s = state.edge_state(edge);
        s.cubes = d.cubes;
        state.set_edge(edge, s);
        state.cubes += d.cubes;
    }
    let over = matches!(snap.stage, Stage::Over(_));
    if state.cubes > DAMAGE_CUBES || (state.cubes == DAMAGE_CUBES && !over) {
        return err(
            "damage",
            format!(
                "{} cubes on the board: the 24th collapses the building (FAM-END-3)",
                state.cubes
            ),
        );
    }
    let mut seen_doors = HashSet::new();
    for d in &snap.doors {
        let edge = board.edge_at(d.edge).ok_or_else(|| StateError {
            field: "doors",
            message: format!("there is no edge {} on this board", d.edge),
        })?;
        if !seen_doors.insert(edge) {
            return err("doors", format!("edge {} is listed twice", d.edge));
        }
        match board.edge(edge).kind {
            Some(EdgeKind::Door | EdgeKind::ElevatorDoor) => {}
            Some(EdgeKind::Window) if d.state != DoorState::Destroyed => {}
            Some(EdgeKind::Window) => {
                return err(
                    "doors",
                    format!(
                        "window {}: a window is destroyed by a cube, listed under \"damage\"",
                        d.edge
                    ),
                );
            }
            other => {
                return err(
                    "doors",
                    format!(
                        "edge {} is {}, not a door or window",
                        d.edge,
                        other.map_or("open floor", EdgeKind::name)
                    ),
                );
            }
        }
        let mut s = state.edge_state(edge);
        s.door = d.state;
        state.set_edge(edge, s);
    }
    Ok(())
}

/// The firefighters: where they stand, their AP, cards and pools, who is
/// down and who carries them, and which of them is to act. Returns the
/// seats whose hands are full.
fn read_firefighters(state: &mut GameState, snap: &Snapshot) -> Result<HashSet<u8>, StateError> {
    let board = Arc::clone(&state.board);
    let cell = |field: &'static str, pos: Pos| cell_at(&board, field, pos);
    let n = usize::from(snap.config.firefighters);
    for (i, f) in snap.firefighters.iter().enumerate() {
        let placed = match f.at {
            Some(pos) => {
                let c = cell("firefighters", pos)?;
                let kind = board.kind(c);
                // High Rise: in an elevator, at the fire floor or in the
                // Lobby, unless a blast destroyed it (URB-HIGHRISE-ELEV-4)
                // and the game went on (a collapse can end it first; a
                // downed firefighter lies there, engine ruling E36).
                let elevator_ok = board.rules() == crate::engine::board::RuleSet::HighRise
                    && (!crate::engine::rules::high_rise::elevator_destroyed(state, c)
                        || f.downed
                        || matches!(
                            snap.stage,
                            Stage::Over(_) | Stage::Knockdown { .. } | Stage::HazmatOrder
                        ));
                if kind == CellKind::Restricted
                    || (kind == CellKind::Elevator && !elevator_ok)
                    || (kind == CellKind::Outside
                        && pos.floor != 0
                        // A ladder's top: checked with the ladders, below.
                        && (board.ladder_foot(c).is_none() || snap.ladders.is_empty()))
                {
                    return err(
                        "firefighters",
                        format!(
                            "firefighter {i} cannot stand on {pos}, a {} cell",
                            kind.name()
                        ),
                    );
                }
                Some(c)
            }
            None if snap.stage == Stage::PlaceVehicles
                || (snap.stage == Stage::PlaceFirefighters && i >= usize::from(snap.active)) =>
            {
                None
            }
            None => {
                return err(
                    "firefighters",
                    format!("firefighter {i} has no cell (\"at\")"),
                );
            }
        };
        if f.saved > MAX_SAVED_AP {
            return err(
                "firefighters",
                format!(
                    "firefighter {i} saved {} AP; at most {MAX_SAVED_AP} can be saved (FAM-AP-3)",
                    f.saved
                ),
            );
        }
        let per_turn = f
            .specialist
            .map_or(crate::engine::state::AP_PER_TURN, Specialist::ap);
        if f.ap > per_turn + MAX_SAVED_AP {
            return err(
                "firefighters",
                format!(
                    "firefighter {i} has {} AP; a turn has at most {}",
                    f.ap,
                    per_turn + MAX_SAVED_AP
                ),
            );
        }
        if let Some(s) = f.specialist {
            if !snap.config.active_modules().specialists {
                return err(
                    "firefighters",
                    format!("firefighter {i} has a specialist card, but this game has none"),
                );
            }
            if snap.firefighters[..i]
                .iter()
                .any(|g| g.specialist == Some(s))
            {
                return err(
                    "firefighters",
                    format!("the {} card is held twice (SPEC-GEN-3)", s.title()),
                );
            }
        }
        let pool_size = f.specialist.map_or(0, Specialist::pool_size);
        if f.pool > pool_size {
            return err(
                "firefighters",
                format!(
                    "firefighter {i} has {} bonus AP; its card gives {pool_size} (SPEC-GEN-1)",
                    f.pool
                ),
            );
        }
        if f.downed
            && !snap
                .config
                .has(crate::engine::config::Scenario::FriendInNeed)
        {
            return err(
                "firefighters",
                format!("firefighter {i} is down, which only A friend in need allows"),
            );
        }
        state.firefighters[i] = crate::engine::state::Firefighter {
            cell: placed,
            ap: f.ap,
            saved: f.saved,
            knocked_down: f.knocked_down,
            carrying: None,
            leading: None,
            specialist: f.specialist,
            pool: f.pool,
            downed: f.downed,
        };
    }
    let mut carriers = HashSet::new();
    // Downed firefighters carried by others.
    for (i, f) in snap.firefighters.iter().enumerate() {
        let Some(by) = f.carried_by else { continue };
        let carrier = state.firefighters.get(usize::from(by)).copied();
        if !f.downed || usize::from(by) == i {
            return err(
                "firefighters",
                format!("firefighter {i}: only a downed firefighter is carried, by another one"),
            );
        }
        if carrier.is_none_or(|c| c.cell != state.firefighters[i].cell || c.downed) {
            return err(
                "firefighters",
                format!("firefighter {i}: firefighter {by} is not up on its cell to carry it"),
            );
        }
        fill_hands(&mut carriers, "firefighters", by, "things")?;
        state.firefighters[usize::from(by)].carrying = Some(Item::Firefighter(i as u8));
    }
    if usize::from(snap.active) >= n {
        return err(
            "active",
            format!("firefighter {} does not exist; there are {n}", snap.active),
        );
    }
    Ok(carriers)
}

/// The POI tokens: where each lies, who carries, treats or leads it; the
/// tokens not listed go to the bag (COMP-3).
fn read_pois(
    state: &mut GameState,
    snap: &Snapshot,
    carriers: &mut HashSet<u8>,
) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let cell = |field: &'static str, pos: Pos| cell_at(&board, field, pos);
    let listed_victims = snap
        .pois
        .iter()
        .filter(|p| p.kind == PoiKind::Victim)
        .count();
    let listed_false = snap.pois.len() - listed_victims;
    if listed_victims > usize::from(GAME_VICTIMS) || listed_false > usize::from(GAME_FALSE_ALARMS) {
        return err(
            "pois",
            format!(
                "{listed_victims} Victims and {listed_false} False Alarms listed; a game has {GAME_VICTIMS} and {GAME_FALSE_ALARMS} (COMP-3)"
            ),
        );
    }
    state.tokens.clear();
    let mut leaders = HashSet::new();
    for (i, p) in snap.pois.iter().enumerate() {
        let place = match (p.place, p.at) {
            (PoiPlace::Board, Some(pos)) => {
                let c = cell("pois", pos)?;
                if p.kind == PoiKind::FalseAlarm && p.revealed {
                    return err(
                        "pois",
                        format!(
                            "POI {i}: a revealed False Alarm leaves the board at once (FAM-ACT-POI-1)"
                        ),
                    );
                }
                if let Some(ff) = p.carried_by {
                    if !p.revealed || p.kind != PoiKind::Victim {
                        return err(
                            "pois",
                            format!("POI {i}: only a revealed Victim can be carried"),
                        );
                    }
                    if !stands_on(state, ff, c) {
                        return err(
                            "pois",
                            format!("POI {i}: firefighter {ff} is not on {pos} to carry it"),
                        );
                    }
                    fill_hands(carriers, "pois", ff, "tokens")?;
                }
                if let Some(ff) = p.carried_by {
                    state.firefighters[usize::from(ff)].carrying = Some(Item::Victim(i as u8));
                }
                if (p.treated || p.led_by.is_some()) && !(p.revealed && p.kind == PoiKind::Victim) {
                    return err(
                        "pois",
                        format!("POI {i}: only a revealed Victim is treated or led"),
                    );
                }
                if let Some(ff) = p.led_by {
                    if !p.treated || p.carried_by.is_some() {
                        return err(
                            "pois",
                            format!(
                                "POI {i}: only a treated Victim nobody carries is led (SPEC-PARAMEDIC-2)"
                            ),
                        );
                    }
                    if !stands_on(state, ff, c) {
                        return err(
                            "pois",
                            format!("POI {i}: firefighter {ff} is not on {pos} to lead it"),
                        );
                    }
                    if !leaders.insert(ff) {
                        return err(
                            "pois",
                            format!(
                                "firefighter {ff} leads two Victims; one at a time (SPEC-PARAMEDIC-2)"
                            ),
                        );
                    }
                    state.firefighters[usize::from(ff)].leading = Some(i as u8);
                }
                TokenPlace::Board {
                    cell: c,
                    revealed: p.revealed,
                }
            }
            (PoiPlace::Board, None) => {
                return err(
                    "pois",
                    format!("POI {i} is on the board but has no cell (\"at\")"),
                );
            }
            (_, Some(pos)) => {
                return err(
                    "pois",
                    format!("POI {i} is not on the board but names cell {pos}"),
                );
            }
            (PoiPlace::Bag, None) => TokenPlace::Bag,
            (PoiPlace::Rescued, None) => TokenPlace::Rescued,
            (PoiPlace::Lost, None) => TokenPlace::Lost,
        };
        let treated = p.treated && matches!(place, TokenPlace::Board { .. });
        state.tokens.push(PoiToken {
            kind: p.kind,
            place,
            treated,
        });
    }
    let fill = std::iter::repeat_n(PoiKind::Victim, usize::from(GAME_VICTIMS) - listed_victims)
        .chain(std::iter::repeat_n(
            PoiKind::FalseAlarm,
            usize::from(GAME_FALSE_ALARMS) - listed_false,
        ));
    state.tokens.extend(fill.map(|kind| PoiToken {
        kind,
        place: TokenPlace::Bag,
        treated: false,
    }));
    Ok(())
}

/// The Hazmat tokens (COMP-7) and who carries them.
fn read_hazmat(
    state: &mut GameState,
    snap: &Snapshot,
    carriers: &mut HashSet<u8>,
) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let cell = |field: &'static str, pos: Pos| cell_at(&board, field, pos);
    if snap.hazmat.len() > usize::from(HAZMAT_TOKENS) {
        return err(
            "hazmat",
            format!(
                "{} Hazmat listed; there are {HAZMAT_TOKENS} (COMP-7)",
                snap.hazmat.len()
            ),
        );
    }
    for (i, h) in snap.hazmat.iter().enumerate() {
        let place = match (h.place, h.at) {
            (HazmatSnapshotPlace::Board, Some(pos)) => {
                let c = cell("hazmat", pos)?;
                if let Some(ff) = h.carried_by {
                    if !stands_on(state, ff, c) {
                        return err(
                            "hazmat",
                            format!("Hazmat {i}: firefighter {ff} is not on {pos} to carry it"),
                        );
                    }
                    fill_hands(carriers, "hazmat", ff, "things")?;
                    state.firefighters[usize::from(ff)].carrying = Some(Item::Hazmat(i as u8));
                }
                HazmatPlace::Board(c)
            }
            (HazmatSnapshotPlace::Board, None) => {
                return err(
                    "hazmat",
                    format!("Hazmat {i} is on the board but has no cell (\"at\")"),
                );
            }
            (_, Some(pos)) => {
                return err(
                    "hazmat",
                    format!("Hazmat {i} is not on the board but names cell {pos}"),
                );
            }
            (HazmatSnapshotPlace::Supply, None) => HazmatPlace::Supply,
            (HazmatSnapshotPlace::CarriedOut, None) => HazmatPlace::CarriedOut,
            (HazmatSnapshotPlace::Disposed, None) => HazmatPlace::Disposed,
            (HazmatSnapshotPlace::Exploded, None) => HazmatPlace::Exploded,
        };
        state.hazmat[i] = place;
    }
    Ok(())
}

/// The Hot Spots on the board and in the supply (COMP-6, Ruling R14).
fn read_hot_spots(state: &mut GameState, snap: &Snapshot) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let cell = |field: &'static str, pos: Pos| cell_at(&board, field, pos);
    let mut seen_hot = HashSet::new();
    for &pos in &snap.hot_spots {
        let c = cell("hot_spots", pos)?;
        if !seen_hot.insert(c) {
            return err(
                "hot_spots",
                format!("cell {pos} is listed twice (Ruling R14)"),
            );
        }
        state.hot_spot[c.index()] = true;
    }
    if snap.hot_spots.len() + usize::from(snap.hot_spot_supply) > usize::from(HOT_SPOT_TOKENS) {
        return err(
            "hot_spots",
            format!(
                "{} Hot Spots on the board and {} in the supply; there are {HOT_SPOT_TOKENS} (COMP-6)",
                snap.hot_spots.len(),
                snap.hot_spot_supply
            ),
        );
    }
    state.hot_spot_supply = snap.hot_spot_supply;
    Ok(())
}

/// Where the vehicles are parked.
fn read_vehicles(state: &mut GameState, snap: &Snapshot) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let modules = snap.config.active_modules();
    // Without a position the vehicle stands where the configuration parks it.
    for (field, vehicle, at) in [
        (
            "engine",
            Vehicle::Engine,
            snap.engine.or(snap.config.engine),
        ),
        (
            "ambulance",
            Vehicle::Ambulance,
            snap.ambulance.or(snap.config.ambulance),
        ),
    ] {
        let Some(pos) = at else {
            // High Rise has no Ambulance (URB-HIGHRISE-GEN-2).
            let absent = vehicle == Vehicle::Ambulance && board.ambulance_spots().is_empty();
            if modules.vehicles && snap.stage != Stage::PlaceVehicles && !absent {
                return err(
                    field,
                    format!("the {vehicle} is not parked; the vehicles module needs it"),
                );
            }
            continue;
        };
        if !modules.vehicles {
            return err(field, "vehicles are not in this game");
        }
        let spot = spot_of(&board, vehicle, pos).ok_or_else(|| StateError {
            field,
            message: format!("{pos} is not a cell of a {vehicle} spot"),
        })?;
        match vehicle {
            Vehicle::Engine => state.engine = Some(spot),
            Vehicle::Ambulance => state.ambulance = Some(spot),
        }
    }
    Ok(())
}

/// The turn, the fire phase in progress and the stage the game waits in.
fn read_stage(state: &mut GameState, snap: &Snapshot) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let cell = |field: &'static str, pos: Pos| cell_at(&board, field, pos);
    let n = usize::from(snap.config.firefighters);
    let modules = snap.config.active_modules();
    state.turn_state = snap.turn_state;
    state.fire_phase = snap.fire_phase;
    if let Some(p) = snap.fire_phase.target {
        cell("fire_phase", p)?;
    }

    if let Stage::Knockdown { firefighter } = snap.stage
        && usize::from(firefighter) >= n
    {
        return err(
            "stage",
            format!("firefighter {firefighter} does not exist; there are {n}"),
        );
    }
    match snap.stage {
        Stage::Riding { vehicle, from }
            if usize::from(from) >= state.spot_count(vehicle) || !modules.vehicles =>
        {
            return err("stage", format!("there is no {vehicle} spot {from}"));
        }
        Stage::DeckGun {
            floor, red, black, ..
        } => {
            let dice = board.dice();
            let floor_ok = match dice.floor {
                Some(sides) => (1..=sides).contains(&floor),
                None => floor == 0,
            };
            if red == 0 || red > dice.red || black == 0 || black > dice.black || !floor_ok {
                return err(
                    "stage",
                    "the deck gun's dice are not faces of the board's dice",
                );
            }
        }
        Stage::PlaceVehicles if !modules.vehicles => {
            return err("stage", "vehicles are not in this game");
        }
        _ => {}
    }
    state.stage = snap.stage;
    state.active = snap.active;
    state.turn = snap.turn;
    state.won = snap.won;
    state.fire_step = snap.fire_step;
    Ok(())
}

/// Reads the snapshot's ladders into `state` (whose firefighters, tokens and
/// Fire are read already) and checks them against the board and the rules:
/// the board's number of ladders, carriers that exist and have empty hands
/// (2ND-LADDER-2), raised ladders only on a foot, one per foot (Ruling R40)
/// and not in Fire (2ND-LADDER-9), and upper outside cells holding nothing
/// but one firefighter on a raised ladder's top (2ND-BOARD-3, 2ND-LADDER-6).
fn read_ladders(state: &mut GameState, snap: &Snapshot) -> Result<(), StateError> {
    let board = Arc::clone(&state.board);
    let supply = usize::from(board.ladder_supply());
    if !snap.ladders.is_empty() {
        if supply == 0 {
            return err("ladders", "this board has no ladders (2ND-LADDER-1)");
        }
        if snap.ladders.len() != supply {
            return err(
                "ladders",
                format!(
                    "{} ladders listed; this board has {supply} (2ND-LADDER-1)",
                    snap.ladders.len()
                ),
            );
        }
    }
    let cell = |pos: Pos| cell_at(&board, "ladders", pos);
    for (i, l) in snap.ladders.iter().enumerate() {
        let place = match *l {
            LadderSnapshot::At(LadderDepot::Engine) => LadderPlace::Engine,
            LadderSnapshot::CarriedBy(ff) => {
                let Some(f) = state.firefighters.get(usize::from(ff)) else {
                    return err(
                        "ladders",
                        format!("ladder {i}: there is no firefighter {ff} to carry it"),
                    );
                };
                if f.cell.is_none() {
                    return err(
                        "ladders",
                        format!("ladder {i}: firefighter {ff} is not on the board to carry it"),
                    );
                }
                if f.carrying.is_some() {
                    return err(
                        "ladders",
                        format!(
                            "ladder {i}: firefighter {ff} carries something else; a ladder is carried with empty hands (2ND-LADDER-2)"
                        ),
                    );
                }
                if state.ladder_carried_by(ff).is_some() {
                    return err(
                        "ladders",
                        format!(
                            "firefighter {ff} carries two ladders; one at a time (2ND-LADDER-2)"
                        ),
                    );
                }
                LadderPlace::Carried(ff)
            }
            LadderSnapshot::Lying(pos) => {
                let c = cell(pos)?;
                if board.kind(c) == CellKind::Outside && pos.floor != 0 {
                    return err(
                        "ladders",
                        format!(
                            "ladder {i}: nothing lies on {pos}, an upper outside cell (2ND-BOARD-3)"
                        ),
                    );
                }
                LadderPlace::Lying(c)
            }
            LadderSnapshot::Raised(pos) => {
                let c = cell(pos)?;
                let Some(top) = board.ladder_top(c).filter(|_| board.is_ground_outside(c)) else {
                    return err(
                        "ladders",
                        format!(
                            "ladder {i}: {pos} is not a cell a ladder is raised on (2ND-LADDER-3)"
                        ),
                    );
                };
                if state.ladder_raised_on(c).is_some() {
                    return err(
                        "ladders",
                        format!("two ladders are raised on {pos}; one per space (Ruling R40)"),
                    );
                }
                if state.fire_at(c) == FireLevel::Fire || state.fire_at(top) == FireLevel::Fire {
                    return err(
                        "ladders",
                        format!(
                            "ladder {i}: a ladder raised on {pos} with Fire on it would have retracted (2ND-LADDER-9)"
                        ),
                    );
                }
                LadderPlace::Raised { foot: c }
            }
        };
        state.ladders[i] = place;
    }
    // Upper outside cells: one firefighter on a raised ladder's top, and
    // nothing lying there.
    let upper_outside = |c: CellId| board.kind(c) == CellKind::Outside && board.pos(c).floor != 0;
    for (i, f) in state.firefighters.iter().enumerate() {
        let Some(c) = f.cell.filter(|&c| upper_outside(c)) else {
            continue;
        };
        let pos = board.pos(c);
        if !state.is_raised_top(c) {
            return err(
                "firefighters",
                format!(
                    "firefighter {i} stands on {pos}, an upper outside cell without a raised ladder's top (2ND-BOARD-3)"
                ),
            );
        }
        let carried = state.carrier_of(Item::Firefighter(i as u8)).is_some();
        let first = state.firefighters.iter().position(|g| g.cell == Some(c));
        if carried || first != Some(i) {
            return err(
                "firefighters",
                format!(
                    "two firefighters on the ladder's top at {pos}; one at a time (2ND-LADDER-6)"
                ),
            );
        }
    }
    for (i, t) in state.tokens.iter().enumerate() {
        if let Some(c) = t.cell().filter(|&c| upper_outside(c))
            && state.holder_of(i as u8).is_none()
        {
            return err(
                "pois",
                format!(
                    "POI {i} lies on {}, an upper outside cell: nothing is left there (2ND-LADDER-6)",
                    board.pos(c)
                ),
            );
        }
    }
    for (i, h) in state.hazmat.iter().enumerate() {
        if let HazmatPlace::Board(c) = *h
            && upper_outside(c)
            && state.carrier_of(Item::Hazmat(i as u8)).is_none()
        {
            return err(
                "hazmat",
                format!(
                    "Hazmat {i} lies on {}, an upper outside cell: nothing is left there (2ND-LADDER-6)",
                    board.pos(c)
                ),
            );
        }
    }
    Ok(())
}

//! Invariants every game state keeps, checked after every action of the
//! random-game property tests (family and experienced).

use std::sync::Arc;

use flashpoint::engine::board::{Board, CellKind, EdgeKind};
use flashpoint::engine::config::Scenario;
use flashpoint::engine::dice::Dice;
use flashpoint::engine::geom::{Dir, EdgeRef, Pos};
use flashpoint::engine::snapshot::Snapshot;
use flashpoint::engine::specialist::Specialist;
use flashpoint::engine::state::{
    DAMAGE_CUBES, FIRE_TOKENS, GAME_FALSE_ALARMS, GAME_VICTIMS, HAZMAT_TOKENS, HOT_SPOT_TOKENS,
    HazmatPlace, Item, LadderPlace, MAX_SAVED_AP, PoiKind, TokenPlace, Vehicle,
};
use flashpoint::engine::{Action, FireLevel, GameState, Outcome, Stage};

pub fn fire_count(s: &GameState) -> usize {
    s.board()
        .cell_ids()
        .filter(|&c| s.fire_at(c) != FireLevel::Clear)
        .count()
}

/// Invariants that hold after every action.
pub fn check_always(s: &GameState) -> Result<(), String> {
    let b = s.board();
    // COMP-2: Fire/Smoke tokens.
    let on_board = fire_count(s);
    if on_board > usize::from(FIRE_TOKENS) || usize::from(FIRE_TOKENS - s.fire_supply()) != on_board
    {
        return Err(format!(
            "fire tokens: {on_board} on board, supply {}",
            s.fire_supply()
        ));
    }
    // High Rise: nothing but firefighters waits in a Lobby (a closing door
    // rescues Victims and disposes of Hazmat, URB-HIGHRISE-ELEV-3).
    for cell in b.cell_ids().filter(|&c| b.kind(c) == CellKind::Elevator) {
        if s.is_in_lobby(cell) {
            let token = s.tokens().iter().any(|t| t.cell() == Some(cell));
            let hazmat = s
                .hazmat()
                .contains(&flashpoint::engine::state::HazmatPlace::Board(cell));
            if token || hazmat {
                return Err(format!("a token waits in the Lobby of {}", b.pos(cell)));
            }
        }
    }
    // COMP-4: damage cubes.
    let mut cubes = 0usize;
    for e in b.edge_ids() {
        let st = s.edge_state(e);
        let cap = b.edge(e).kind.map_or(0, EdgeKind::capacity);
        if st.cubes > cap {
            return Err(format!(
                "edge {} holds {} cubes, capacity {cap}",
                b.edge_ref(e),
                st.cubes
            ));
        }
        cubes += usize::from(st.cubes);
    }
    if cubes != usize::from(s.cubes_placed()) || cubes > usize::from(DAMAGE_CUBES) {
        return Err(format!(
            "cubes: {cubes} on edges, counter {}",
            s.cubes_placed()
        ));
    }
    if cubes == usize::from(DAMAGE_CUBES) && !s.is_over() {
        return Err("24 cubes but the game goes on".into());
    }
    // COMP-3: POI tokens.
    let tokens = s.tokens();
    let victims = tokens.iter().filter(|t| t.kind == PoiKind::Victim).count();
    if tokens.len() != usize::from(GAME_VICTIMS + GAME_FALSE_ALARMS)
        || victims != usize::from(GAME_VICTIMS)
    {
        return Err(format!("{} tokens, {victims} victims", tokens.len()));
    }
    let mut carried = Vec::new();
    for (ff, f) in s.firefighters().iter().enumerate() {
        let Some(item) = f.carrying else { continue };
        if carried.contains(&item) {
            return Err(format!("{item:?} is carried by two firefighters"));
        }
        carried.push(item);
        let lies = match item {
            Item::Victim(token) => {
                match tokens.get(usize::from(token)).map(|t| (t.kind, t.place)) {
                    Some((
                        PoiKind::Victim,
                        TokenPlace::Board {
                            cell,
                            revealed: true,
                        },
                    )) => Some(cell),
                    _ => None,
                }
            }
            Item::Hazmat(h) => match s.hazmat().get(usize::from(h)) {
                Some(HazmatPlace::Board(cell)) => Some(*cell),
                _ => None,
            },
            Item::Firefighter(other) => s
                .firefighters()
                .get(usize::from(other))
                .filter(|o| o.downed)
                .and_then(|o| o.cell),
        };
        if lies.is_none() || lies != f.cell {
            return Err(format!(
                "firefighter {ff} carries {item:?}, which does not lie on its cell (R12)"
            ));
        }
    }
    for (ff, f) in s.firefighters().iter().enumerate() {
        let Some(token) = f.leading else { continue };
        let t = tokens[usize::from(token)];
        if !t.treated || t.cell() != f.cell || f.carrying == Some(Item::Victim(token)) {
            return Err(format!(
                "firefighter {ff} leads victim {token}, which is not a treated victim on its cell"
            ));
        }
    }
    for (i, t) in tokens.iter().enumerate() {
        if let TokenPlace::Board { cell, revealed } = t.place {
            if t.kind == PoiKind::FalseAlarm && revealed {
                return Err(format!(
                    "token {i}: a revealed False Alarm stays on the board"
                ));
            }
            if !revealed
                && s.stage() == Stage::Actions
                && s.firefighters().iter().any(|f| f.cell == Some(cell))
            {
                return Err(format!(
                    "face-down POI {i} shares {} with a firefighter",
                    b.pos(cell)
                ));
            }
            // Outside, a Victim waits for the Ambulance (EXP-VEH-RESCUE-1);
            // on a ladder's top it is carried or led (2ND-LADDER-6).
            let waiting = s.rules().modules.vehicles && revealed;
            let held_on_top = s.is_raised_top(cell) && s.holder_of(i as u8).is_some();
            if !(b.kind(cell).is_interior() || waiting || held_on_top) {
                return Err(format!("token {i} lies outside at {}", b.pos(cell)));
            }
        }
    }
    if s.rescued() + s.lost() > GAME_VICTIMS {
        return Err("more than 10 victims resolved".into());
    }
    // AP bounds (FAM-AP-1/3).
    for (i, f) in s.firefighters().iter().enumerate() {
        // SPEC table: the card's AP plus at most 4 saved; the pool never saved.
        let per_turn = f.specialist.map_or(4, Specialist::ap);
        if f.ap > per_turn + MAX_SAVED_AP || f.saved > MAX_SAVED_AP {
            return Err(format!("firefighter {i}: {} AP, {} saved", f.ap, f.saved));
        }
        if f.pool > f.specialist.map_or(0, Specialist::pool_size) {
            return Err(format!("firefighter {i}: {} bonus AP", f.pool));
        }
        if s.stage() == Stage::Actions && i != usize::from(s.active()) && (f.ap != 0 || f.pool != 0)
        {
            return Err(format!(
                "firefighter {i} holds {} AP outside its turn",
                f.ap
            ));
        }
        if !matches!(s.stage(), Stage::PlaceFirefighters | Stage::PlaceVehicles) {
            let Some(cell) = f.cell else {
                return Err(format!("firefighter {i} is not on the board"));
            };
            let kind = b.kind(cell);
            // 2ND-BOARD-3: upper outside cells only at a raised ladder's top.
            // High Rise: an elevator car (at the floor or in the Lobby)
            // holds firefighters until it is destroyed (URB-HIGHRISE-ELEV-4;
            // the knockdown step then takes them out, unless a collapse
            // ended the game first; in A friend in need one falls down
            // where it stands, engine ruling E36).
            let car_ok = b.rules() == flashpoint::engine::board::RuleSet::HighRise
                && (!s.is_elevator_destroyed(cell)
                    || s.is_over()
                    || f.downed
                    || matches!(s.stage(), Stage::Knockdown { .. } | Stage::HazmatOrder));
            if kind == CellKind::Restricted
                || (kind == CellKind::Elevator && !car_ok)
                || (kind == CellKind::Outside && b.pos(cell).floor != 0 && !s.is_raised_top(cell))
            {
                return Err(format!(
                    "firefighter {i} stands on {} ({kind:?})",
                    b.pos(cell)
                ));
            }
        }
    }
    check_experienced(s)?;
    check_ladders(s)?;
    // Outcomes (FAM-END).
    match s.outcome() {
        Some(Outcome::Won) if s.rescued() < 7 => return Err("won with fewer than 7 rescued".into()),
        Some(Outcome::Won)
            if s.rules().has(Scenario::ArsonistsTraces) && s.hazmat_carried_out() < 3 =>
        {
            return Err("arsonist won with fewer than 3 hazmat carried out".into());
        }
        Some(Outcome::StructureSaved) if s.hot_spots() > 0 => {
            return Err("structure saved with hot spots left".into());
        }
        Some(Outcome::VictimsLost) if s.lost() < 4 => {
            return Err("lost with fewer than 4 victims lost".into());
        }
        Some(Outcome::Collapse) if s.cubes_placed() < DAMAGE_CUBES => {
            return Err("collapse without 24 cubes".into());
        }
        _ => {}
    }
    Ok(())
}

/// 2nd Story's ladders (2ND-LADDER-*): the board's number of ladders, carried
/// by a firefighter on the board with empty hands, raised only on a foot,
/// one per foot and never with Fire on foot or top (2ND-LADDER-9), at most
/// one firefighter on a top and nobody on an upper outside cell but at a
/// raised ladder's top (2ND-BOARD-3, 2ND-LADDER-6), no Victim or Hazmat left
/// lying on a top.
fn check_ladders(s: &GameState) -> Result<(), String> {
    let b = s.board();
    let ladders = s.ladders();
    if ladders.len() != usize::from(b.ladder_supply()) {
        return Err(format!(
            "{} ladders, the board has {}",
            ladders.len(),
            b.ladder_supply()
        ));
    }
    let mut feet = Vec::new();
    for (i, l) in ladders.iter().enumerate() {
        match *l {
            LadderPlace::Engine => {}
            LadderPlace::Carried(ff) => {
                let Some(f) = s.firefighter(ff) else {
                    return Err(format!("ladder {i}: carrier {ff} does not exist"));
                };
                if f.cell.is_none() || f.carrying.is_some() {
                    return Err(format!(
                        "ladder {i}: carrier {ff} is off the board or carries {:?} too",
                        f.carrying
                    ));
                }
                if ladders[..i].contains(l) {
                    return Err(format!("firefighter {ff} carries two ladders"));
                }
            }
            LadderPlace::Lying(c) => {
                if b.kind(c) == CellKind::Outside && b.pos(c).floor != 0 {
                    return Err(format!("ladder {i} lies on the upper outside {}", b.pos(c)));
                }
            }
            LadderPlace::Raised { foot } => {
                let Some(top) = b.ladder_top(foot).filter(|_| b.is_ground_outside(foot)) else {
                    return Err(format!("ladder {i} raised on {}, not a foot", b.pos(foot)));
                };
                if feet.contains(&foot) {
                    return Err(format!("two ladders raised on {}", b.pos(foot)));
                }
                feet.push(foot);
                if s.fire_at(foot) == FireLevel::Fire || s.fire_at(top) == FireLevel::Fire {
                    return Err(format!(
                        "ladder {i} raised on {} stands in Fire (2ND-LADDER-9)",
                        b.pos(foot)
                    ));
                }
            }
        }
    }
    let upper_outside = |c| b.kind(c) == CellKind::Outside && b.pos(c).floor != 0;
    let mut tops = Vec::new();
    for (i, f) in s.firefighters().iter().enumerate() {
        let Some(c) = f.cell.filter(|&c| upper_outside(c)) else {
            continue;
        };
        if !s.is_raised_top(c) {
            return Err(format!(
                "firefighter {i} on {} without a raised ladder",
                b.pos(c)
            ));
        }
        if tops.contains(&c) {
            return Err(format!("two firefighters on the ladder top {}", b.pos(c)));
        }
        tops.push(c);
    }
    for (i, t) in s.tokens().iter().enumerate() {
        if let Some(c) = t.cell().filter(|&c| upper_outside(c))
            && s.holder_of(i as u8).is_none()
        {
            return Err(format!("token {i} left on the ladder top {}", b.pos(c)));
        }
    }
    for (i, h) in s.hazmat().iter().enumerate() {
        if let HazmatPlace::Board(c) = *h
            && upper_outside(c)
            && s.carrier_of(Item::Hazmat(i as u8)).is_none()
        {
            return Err(format!("hazmat {i} left on the ladder top {}", b.pos(c)));
        }
    }
    Ok(())
}

/// Experienced-game invariants: Hazmat and Hot Spot supplies, specialists,
/// vehicles, downed firefighters.
fn check_experienced(s: &GameState) -> Result<(), String> {
    let rules = *s.rules();
    let b = s.board();
    // COMP-7 and the level's count (EXP-SETUP-8, SCEN-ARSONIST-1).
    if s.hazmat().len() != usize::from(HAZMAT_TOKENS) {
        return Err(format!("{} hazmat tokens", s.hazmat().len()));
    }
    let used = s
        .hazmat()
        .iter()
        .filter(|h| **h != HazmatPlace::Supply)
        .count();
    let allowed = if !rules.modules.hazmat || rules.has(Scenario::SaveTheStructure) {
        0
    } else if rules.has(Scenario::ArsonistsTraces) || rules.has(Scenario::UnreportedHazmat) {
        usize::from(HAZMAT_TOKENS)
    } else {
        usize::from(rules.difficulty.hazmat())
    };
    if used > allowed {
        return Err(format!("{used} hazmat in play, at most {allowed}"));
    }
    // COMP-6 / EXP-HOT-4.
    if !rules.modules.hot_spots && (s.hot_spots() > 0 || s.hot_spot_supply() > 0) {
        return Err("hot spots without the hot spot module".into());
    }
    if usize::from(s.hot_spots()) + usize::from(s.hot_spot_supply()) > usize::from(HOT_SPOT_TOKENS)
    {
        return Err(format!(
            "{} hot spots on the board and {} in the supply",
            s.hot_spots(),
            s.hot_spot_supply()
        ));
    }
    // SPEC-GEN-3, EXP-SETUP-10.
    let mut held = Vec::new();
    for (i, f) in s.firefighters().iter().enumerate() {
        match f.specialist {
            Some(card) if held.contains(&card) => {
                return Err(format!("{} held twice", card.title()));
            }
            Some(card) => held.push(card),
            None if rules.modules.specialists => {
                return Err(format!("firefighter {i} has no card"));
            }
            None => {}
        }
        if f.downed && !rules.has(Scenario::FriendInNeed) {
            return Err(format!("firefighter {i} is down outside A friend in need"));
        }
    }
    if !rules.modules.specialists && !held.is_empty() {
        return Err("specialists without the specialists module".into());
    }
    // EXP-VEH-GEN-1: each vehicle on a spot of its own kind.
    for vehicle in [Vehicle::Engine, Vehicle::Ambulance] {
        let parked = s.vehicle_cells(vehicle);
        // High Rise has no Ambulance (URB-HIGHRISE-GEN-2).
        let absent = vehicle == Vehicle::Ambulance && b.ambulance_spots().is_empty();
        let needed = rules.modules.vehicles && !absent;
        if needed != parked.is_some() && s.stage() != Stage::PlaceVehicles {
            return Err(format!("{vehicle}: parked {parked:?}, expected {needed}"));
        }
        if let Some(cells) = parked {
            let own = match vehicle {
                Vehicle::Engine => b.engine_spots().iter().any(|sp| sp.cells == cells),
                Vehicle::Ambulance => b.ambulance_spots().contains(&cells),
            };
            if !own {
                return Err(format!("{vehicle} is not on one of its spots"));
            }
        }
    }
    Ok(())
}

/// Invariants after a completed fire phase (and POI replenishing).
pub fn check_after_fire_phase(s: &GameState) -> Result<(), String> {
    let b = s.board();
    for c in b.cell_ids() {
        match s.fire_at(c) {
            FireLevel::Smoke if s.adjacent(c).any(|n| s.fire_at(n) == FireLevel::Fire) => {
                return Err(format!(
                    "smoke next to fire at {} after flashover",
                    b.pos(c)
                ));
            }
            FireLevel::Fire | FireLevel::Smoke
                if b.kind(c) == CellKind::Outside && s.stage() == Stage::Actions =>
            {
                return Err(format!(
                    "exterior fire at {} after the phase (R8)",
                    b.pos(c)
                ));
            }
            _ => {}
        }
    }
    if s.stage() == Stage::Actions {
        for h in s.hazmat() {
            if let HazmatPlace::Board(c) = h
                && s.fire_at(*c) == FireLevel::Fire
            {
                return Err(format!("hazmat on fire at {} after the phase", b.pos(*c)));
            }
        }
        for (i, f) in s.firefighters().iter().enumerate() {
            if !f.downed && f.cell.is_some_and(|c| s.fire_at(c) == FireLevel::Fire) {
                return Err(format!("firefighter {i} on fire after the fire phase"));
            }
        }
        for t in s.tokens() {
            if t.cell().is_some_and(|c| s.fire_at(c) == FireLevel::Fire) {
                return Err("a POI on fire after the fire phase".into());
            }
        }
        // A POI comes only from a roll (Ruling R50): family, a dice-named
        // inside cell without a POI (FAM-POI-2); experienced, a named cell
        // (not an elevator, not restricted: Ruling R42 re-rolls those) whose
        // arrow path reaches a valid cell: inside, no
        // Fire, Smoke, POI or firefighter (EXP-POI-2/3). With none, the POIs
        // stay in the bag (and with no valid cell at all, R23).
        let has_poi = |c| s.tokens().iter().any(|t| t.cell() == Some(c));
        let valid = |c| {
            b.kind(c) == CellKind::Inside
                && s.fire_at(c) == FireLevel::Clear
                && !has_poi(c)
                && !s.firefighters().iter().any(|f| f.cell == Some(c))
        };
        let free_cell = if s.rules().modules.experienced_poi {
            b.cell_ids().any(|start| {
                if b.cell(start).roll.is_none()
                    || matches!(b.kind(start), CellKind::Elevator | CellKind::Restricted)
                {
                    return false;
                }
                let mut path = Vec::new();
                let mut at = start;
                loop {
                    if valid(at) {
                        return true;
                    }
                    path.push(at);
                    match b.cell(at).arrow {
                        Some(next) if !path.contains(&next) => at = next,
                        _ => return false,
                    }
                }
            })
        } else {
            b.cell_ids()
                .any(|c| b.cell(c).roll.is_some() && b.kind(c) == CellKind::Inside && !has_poi(c))
        };
        if s.pois_on_board() < 3
            && s.poi_supply() > 0
            && free_cell
            && !s.rules().has(Scenario::SaveTheStructure)
        {
            return Err(format!(
                "{} POIs after replenishing with {} in supply",
                s.pois_on_board(),
                s.poi_supply()
            ));
        }
    }
    Ok(())
}

/// Random actions, mostly illegal: anywhere on (and off) the board.
pub fn random_candidate(b: &Board, rng: &mut Dice) -> Action {
    let floors = b.floors().len() as u32 + 1;
    let pos = Pos::on(
        rng.uniform(floors) as u8,
        rng.uniform(10) as u8,
        rng.uniform(12) as u8,
    );
    let edge = EdgeRef::new(pos, Dir::ALL[rng.uniform(4) as usize]);
    let id = rng.uniform(8) as u8;
    let vehicle = if rng.uniform(2) == 0 {
        Vehicle::Engine
    } else {
        Vehicle::Ambulance
    };
    match rng.uniform(36) {
        30 => Action::TakeLadder,
        31 => Action::DropLadder,
        32 => Action::PickUpLadder,
        33 => Action::RaiseLadder,
        34 => Action::RetractLadder,
        35 => Action::CommandLadder {
            firefighter: id,
            order: flashpoint::engine::action::LadderOrder::ALL[rng.uniform(5) as usize],
        },
        12 => Action::Park { vehicle, at: pos },
        13 => Action::Drive { vehicle, to: pos },
        14 => Action::Ride {
            firefighter: id,
            to: pos,
        },
        15 => Action::DoneRiding,
        16 => Action::DeckGun,
        17 => Action::CrewChange(Specialist::ALL[usize::from(id)]),
        18 => Action::Treat(id),
        19 => Action::Lead(id),
        20 => Action::PickUpHazmat(id),
        21 => Action::Dispose(id),
        22 => Action::Identify(pos),
        23 => Action::CommandMove {
            firefighter: id,
            to: pos,
        },
        24 => Action::CommandOpen {
            firefighter: id,
            edge,
        },
        25 => Action::ClearHotSpot,
        26 => Action::Repair(edge),
        27 => Action::ExplodeHazmat(id),
        28 => Action::PickUpFirefighter(id),
        29 => Action::Release,
        0 => Action::PlaceFirefighter(pos),
        1 => Action::Move(pos),
        2 => Action::Open(edge),
        3 => Action::Close(edge),
        4 => Action::RemoveSmoke(pos),
        5 => Action::FlipFire(pos),
        6 => Action::RemoveFire(pos),
        7 => Action::Chop(edge),
        8 => Action::PickUp(rng.uniform(20) as u8),
        9 => Action::Drop,
        10 => Action::EndTurn,
        _ => Action::KnockdownTo(pos),
    }
}

/// The first cell of the `vehicle` spot holding `pos`, else `pos`.
fn spot_first_cell(s: &GameState, vehicle: Vehicle, pos: Pos) -> Pos {
    let b = s.board();
    let cell = b.cell_at(pos);
    (0..s.spot_count(vehicle) as u8)
        .filter_map(|spot| s.spot_cells(vehicle, spot))
        .find(|cells| cell.is_some_and(|c| cells.contains(&c)))
        .map_or(pos, |cells| b.pos(cells[0]))
}

/// Everything checked after an action: the invariants, the legal-action
/// generator against `is_legal`, refused actions changing nothing, and the
/// JSON round trip of the state.
pub fn check_state(s: &GameState, action: Action, rng: &mut Dice) -> Result<(), String> {
    check_always(s)?;
    let fire_phase_done = matches!(
        action,
        Action::EndTurn | Action::KnockdownTo(_) | Action::ExplodeHazmat(_)
    ) && matches!(s.stage(), Stage::Actions | Stage::Knockdown { .. });
    if fire_phase_done {
        check_after_fire_phase(s)?;
    }
    // Legal generation and validation agree; illegal actions change nothing.
    let legal = s.legal_actions();
    if let Some(bad) = legal.iter().find(|a| !s.is_legal(**a)) {
        return Err(format!("generated {bad} is not legal"));
    }
    if !s.is_over() && legal.is_empty() {
        return Err("no legal action in a running game".into());
    }
    check_end_turn_reachable(s)?;
    for _ in 0..3 {
        // Edges have two spellings; the generator uses the south/east one.
        let candidate = match random_candidate(s.board(), rng) {
            Action::Open(e) => Action::Open(e.canonical()),
            Action::Close(e) => Action::Close(e.canonical()),
            Action::Chop(e) => Action::Chop(e.canonical()),
            Action::Repair(e) => Action::Repair(e.canonical()),
            // A spot has two spellings too: the generator names its first cell.
            Action::Drive { vehicle, to } => Action::Drive {
                vehicle,
                to: spot_first_cell(s, vehicle, to),
            },
            Action::Park { vehicle, at } => Action::Park {
                vehicle,
                at: spot_first_cell(s, vehicle, at),
            },
            Action::CommandOpen { firefighter, edge } => Action::CommandOpen {
                firefighter,
                edge: edge.canonical(),
            },
            other => other,
        };
        if legal.contains(&candidate) != s.is_legal(candidate) {
            return Err(format!("{candidate}: generator and is_legal disagree"));
        }
        if !legal.contains(&candidate) {
            let mut copy = s.clone();
            if copy.apply(candidate).is_ok() {
                return Err(format!("illegal {candidate} was applied"));
            }
            if copy != *s {
                return Err(format!("refused {candidate} changed the state"));
            }
        }
    }
    // The state survives JSON, after every action.
    {
        let json = serde_json::to_string(&s.snapshot()).map_err(|e| e.to_string())?;
        let back: Snapshot =
            serde_json::from_str(&json).map_err(|e| format!("snapshot JSON: {e}"))?;
        let restored = GameState::from_snapshot(Arc::clone(s.shared_board()), &back)
            .map_err(|e| format!("snapshot: {e}"))?;
        if restored != *s {
            return Err("state JSON round trip changed the state".into());
        }
    }
    Ok(())
}

/// FAM-ACT-END-3 (issue 12): during the active player's turn, End turn is
/// always reachable. It is illegal only while a firefighter stands on Fire
/// (FAM-ACT-END-2/3), or mid-Drive or mid-deck-gun; the escape reserve
/// promises the AP for one escape per burning firefighter, so a short search
/// over escapes (stepping out, being commanded out, flipping or removing the
/// Fire) and finishing the Drive or the shot must find a state where End
/// turn is legal.
pub fn check_end_turn_reachable(s: &GameState) -> Result<(), String> {
    if !matches!(
        s.stage(),
        Stage::Actions | Stage::Riding { .. } | Stage::DeckGun { .. }
    ) {
        return Ok(());
    }
    let burning = s
        .firefighters()
        .iter()
        .filter(|f| !f.downed && f.cell.is_some_and(|c| s.fire_at(c) == FireLevel::Fire))
        .count() as u8;
    // Each escape is at most two steps (drop what is carried, step out);
    // finishing a Drive or a shot takes up to seven (six riders and "done").
    if end_turn_reachable(s, 2 * burning + 7) {
        Ok(())
    } else {
        Err(format!(
            "End turn is unreachable: {burning} firefighter(s) on Fire and no escapes the AP pay for (FAM-ACT-END-3)"
        ))
    }
}

fn end_turn_reachable(s: &GameState, depth: u8) -> bool {
    match s.stage() {
        Stage::Actions if s.is_legal(Action::EndTurn) => return true,
        Stage::Actions | Stage::Riding { .. } | Stage::DeckGun { .. } => {}
        // The game ended, or the fire phase asks for a choice: the turn is over.
        _ => return true,
    }
    if depth == 0 {
        return false;
    }
    let burning_at = |pos: Pos| {
        s.board().cell_at(pos).is_some_and(|c| {
            s.fire_at(c) == FireLevel::Fire && s.firefighters().iter().any(|f| f.cell == Some(c))
        })
    };
    let on_fire = |ff: usize| {
        s.firefighters()
            .get(ff)
            .and_then(|f| f.cell)
            .is_some_and(|c| s.fire_at(c) == FireLevel::Fire)
    };
    let active = usize::from(s.active());
    s.legal_actions().into_iter().any(|a| {
        let useful = match a {
            Action::Ride { .. } | Action::DoneRiding | Action::AcceptShot => true,
            Action::Move(_) | Action::Drop => on_fire(active),
            Action::CommandMove { firefighter, .. } => on_fire(usize::from(firefighter)),
            Action::FlipFire(pos) | Action::RemoveFire(pos) => burning_at(pos),
            _ => false,
        };
        if !useful {
            return false;
        }
        let mut next = s.clone();
        next.apply(a).is_ok() && end_turn_reachable(&next, depth - 1)
    })
}

/// Hot Spots come only from setup and the fire phase, and leave only by the
/// Structural Engineer (EXP-HOT-3/4): the board holds exactly the number
/// placed less the number removed, as counted from the events.
pub fn check_hot_spot_ledger(s: &GameState, placed_less_removed: i32) -> Result<(), String> {
    if i32::from(s.hot_spots()) != placed_less_removed {
        return Err(format!(
            "{} hot spots on the board, {placed_less_removed} placed less removed",
            s.hot_spots()
        ));
    }
    Ok(())
}

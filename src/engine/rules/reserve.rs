//! What an action costs and what it must leave: the purse that pays (regular
//! AP, saved ones included, and the specialist's bonus pool, which pays only
//! its own kind of action and is spent first: SPEC-GEN-1/2, Ruling R16), and
//! the escape reserve every action keeps (FAM-ACT-END-3, Ruling R5): after
//! it, the AP left must get every firefighter on Fire out.

use crate::engine::action::ActionError;
use crate::engine::board::{CellId, CellKind, EdgeId, EdgeKind};
use crate::engine::config::MAX_FIREFIGHTERS;
use crate::engine::rules::actions::Turn;
use crate::engine::rules::high_rise;
use crate::engine::specialist::{CostKind, PoolKind, Specialist};
use crate::engine::state::{FireLevel, GameState, Stage, Vehicle};

/// What the active firefighter can spend: regular AP (saved included) and
/// the bonus pool of its card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Purse {
    pub ap: u8,
    pub pool: u8,
    pub kind: Option<PoolKind>,
}

/// How a cost is paid: from regular AP and from the pool.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Pay {
    pub ap: u8,
    pub pool: u8,
}

impl Pay {
    pub fn total(self) -> u8 {
        self.ap + self.pool
    }
}

impl Purse {
    /// AP available for a cost of `kind`.
    pub(super) fn have(&self, kind: CostKind) -> u8 {
        if self.kind.is_some_and(|k| k.pays(kind)) {
            self.ap + self.pool
        } else {
            self.ap
        }
    }

    /// Pays `cost`, pool first (Ruling R16).
    pub(super) fn pay(&self, kind: CostKind, cost: u8) -> Result<Pay, ActionError> {
        let have = self.have(kind);
        if cost > have {
            return Err(ActionError::NotEnoughAp { needed: cost, have });
        }
        let pool = if self.kind.is_some_and(|k| k.pays(kind)) {
            cost.min(self.pool)
        } else {
            0
        };
        Ok(Pay {
            ap: cost - pool,
            pool,
        })
    }

    pub(super) fn after(&self, pay: Pay) -> Purse {
        Purse {
            ap: self.ap - pay.ap,
            pool: self.pool - pay.pool,
            kind: self.kind,
        }
    }

    /// Whether escapes needing `need` AP per cost kind can all be paid.
    fn covers(&self, need: &Need) -> bool {
        let total = need.moves + need.extinguish + need.commands;
        let pooled = match self.kind {
            Some(PoolKind::Move) => need.moves,
            Some(PoolKind::Extinguish) => need.extinguish,
            Some(PoolKind::Command) => need.commands,
            None => 0,
        };
        total - pooled.min(self.pool) <= self.ap
    }
}

/// AP needed by a set of escapes, by kind.
#[derive(Copy, Clone, Debug, Default)]
struct Need {
    pub(super) moves: u8,
    pub(super) extinguish: u8,
    pub(super) commands: u8,
    /// Command AP spent on the CAFS Firefighter (SPEC-CAPTAIN-3).
    pub(super) cafs: u8,
}

impl Need {
    fn total(&self) -> u8 {
        self.moves + self.extinguish + self.commands
    }
}

/// What an action changes that the escape reserve must see: where the active
/// firefighter stands, another firefighter moved by a command, the one cell
/// an extinguish changes, the one edge a door or a chop opens or closes.
#[derive(Copy, Clone, Debug)]
pub(super) struct After {
    pub(super) me_at: CellId,
    /// The active firefighter carries something (a move costs 2).
    pub(super) me_carries: bool,
    pub(super) other: Option<(u8, CellId)>,
    /// Another firefighter picks something up on a command (Ruling R47).
    pub(super) other_carries: Option<u8>,
    pub(super) fire: Option<(CellId, FireLevel)>,
    pub(super) edge: Option<(EdgeId, bool)>,
    /// The action raises, retracts or moves a ladder, or drives the Engine:
    /// the ladder ways out are not counted (stricter, never looser).
    pub(super) ways_change: bool,
    /// Command AP this action spends on the CAFS Firefighter: its escape
    /// commands must fit in what is left of the cap (SPEC-CAPTAIN-3).
    pub(super) cafs_spent: u8,
}

impl After {
    pub(super) fn stay(here: CellId, carries: bool) -> After {
        After {
            me_at: here,
            me_carries: carries,
            other: None,
            other_carries: None,
            fire: None,
            edge: None,
            ways_change: false,
            cafs_spent: 0,
        }
    }

    pub(super) fn level(&self, state: &GameState, cell: CellId) -> FireLevel {
        match self.fire {
            Some((c, level)) if c == cell => level,
            _ => state.fire_at(cell),
        }
    }

    pub(super) fn edge_open(&self, state: &GameState, e: EdgeId) -> bool {
        match self.edge {
            Some((changed, open)) if changed == e => open,
            _ => state.edge_open(e),
        }
    }

    fn adjacent(&self, state: &GameState, a: CellId, b: CellId) -> bool {
        let board = &state.board;
        board.stair(a).is_some_and(|s| s.to == b)
            || board
                .cell(a)
                .neighbors
                .iter()
                .flatten()
                .any(|&(c, e)| c == b && self.edge_open(state, e))
    }

    /// Where firefighter `i` stands afterwards.
    fn cell_of(&self, state: &GameState, me: u8, i: usize) -> Option<CellId> {
        if i == usize::from(me) {
            return Some(self.me_at);
        }
        match self.other {
            Some((ff, c)) if usize::from(ff) == i => Some(c),
            _ => state.firefighters[i].cell,
        }
    }

    /// The AP of the cheapest way off the Fire on `cell` for one
    /// firefighter (escape a), if it has one:
    /// * a step to a neighbour without Fire: 1 AP, 2 carrying;
    /// * 2nd Story: a step onto a raised ladder's free top (2ND-LADDER-5/6),
    ///   1 AP (nobody on Fire leads a Victim, SPEC-PARAMEDIC-2), counted only
    ///   for a firefighter alone on the cell with empty hands, as the top
    ///   holds one firefighter and no downed one is carried onto it;
    /// * High Rise: the aerial ladder or the Lobby (URB-HIGHRISE-LADDER-1,
    ///   -LOBBY-1): 2 AP, 4 carrying on the ladder.
    ///
    /// Where the action itself moves a ladder or the Engine, only steps count.
    fn exit_cost(
        &self,
        state: &GameState,
        me: u8,
        cell: CellId,
        carries: bool,
        alone: bool,
    ) -> Option<u8> {
        let info = state.board.cell(cell);
        let cool = |to: CellId| self.level(state, to) != FireLevel::Fire;
        // High Rise: never a plain step across the facade (URB-HIGHRISE-GEN-1).
        let ok = |to: CellId| {
            cool(to) && enterable(state, to) && !high_rise::crosses_the_facade(state, cell, to)
        };
        let step = if carries { 2 } else { 1 };
        let mut best = None::<u8>;
        let mut offer = |cost: u8| best = Some(best.map_or(cost, |b| b.min(cost)));
        let tops = alone && !carries && !self.ways_change;
        for &(to, e) in info.neighbors.iter().flatten() {
            if self.edge_open(state, e)
                && !is_party_wall(state, e)
                && !high_rise::through_the_shaft(state, cell, to, e)
                && (ok(to) || (tops && self.free_top(state, me, to)))
            {
                offer(step);
            }
        }
        if info.stair.is_some_and(|s| ok(s.to)) {
            offer(step);
        }
        if !self.ways_change {
            for (to, way) in high_rise::special_moves(state, cell) {
                if cool(to) {
                    offer(high_rise::way_ap(way, carries));
                }
            }
        }
        best
    }

    /// `to` is a raised ladder's top nobody stands on afterwards.
    fn free_top(&self, state: &GameState, me: u8, to: CellId) -> bool {
        state.board.kind(to) == CellKind::Outside
            && state.is_raised_top(to)
            && (0..state.firefighters.len()).all(|i| self.cell_of(state, me, i) != Some(to))
    }
}

pub(super) fn is_party_wall(state: &GameState, e: EdgeId) -> bool {
    state.board.edge(e).kind == Some(EdgeKind::PartyWall)
}

/// Whether firefighters may stand on `cell` (restricted, elevator and upper
/// outside cells are reached by other rules).
fn enterable(state: &GameState, cell: CellId) -> bool {
    match state.board.kind(cell) {
        // High Rise: a car at the fire floor is an ordinary space until a
        // blast destroys it (URB-HIGHRISE-ELEV-1/4).
        CellKind::Elevator => {
            high_rise::is_high_rise(state) && !high_rise::elevator_destroyed(state, cell)
        }
        CellKind::Restricted => false,
        CellKind::Outside => state.board.pos(cell).floor == 0,
        CellKind::Inside => true,
    }
}

/// One way out of a Fire cell for the firefighters on it.
#[derive(Copy, Clone, Debug)]
enum Escape {
    /// The active firefighter flips the Fire to Smoke (escape b).
    Flip(u8),
    /// Each firefighter there steps out (escape a): the cost it adds.
    Out(Need),
}

/// FAM-ACT-END-3 / Ruling R5: after an action, the active player's AP must
/// pay one escape for every Fire cell with firefighters on it, costs summed
/// and each pool paying only its own kind. A Fire cell is escaped by the
/// active firefighter flipping it (escape b, own or adjacent cell; double
/// cost for some cards, never for the Structural Engineer) or by every
/// firefighter on it stepping out (escape a): the active firefighter by a
/// move, another one only by a Fire Captain's command. Downed firefighters
/// (SCEN-FRIEND) are exempt.
fn check_escapes(
    state: &GameState,
    turn: &Turn,
    after: After,
    purse: Purse,
) -> Result<(), ActionError> {
    // Fire cells with firefighters, and what each can do about it.
    // Each with the first firefighter standing there, for the refusal.
    let mut cells: [Option<(CellId, u8, Escape, Escape)>; MAX_FIREFIGHTERS as usize] =
        [None; MAX_FIREFIGHTERS as usize];
    let mut count = 0;
    let me = turn.me;
    let mut stranded = None;
    for i in 0..state.firefighters.len() {
        let Some(cell) = after.cell_of(state, me, i) else {
            continue;
        };
        if state.firefighters[i].downed
            || after.level(state, cell) != FireLevel::Fire
            || cells[..count].iter().flatten().any(|(c, ..)| *c == cell)
        {
            continue;
        }
        let flip = match turn.specialist {
            Some(s) if !s.may_extinguish() => None,
            _ if cell == after.me_at || after.adjacent(state, after.me_at, cell) => {
                Some(Escape::Flip(turn.extinguish_factor))
            }
            _ => None,
        };
        // Everyone on the cell steps out.
        let up =
            |j: usize| after.cell_of(state, me, j) == Some(cell) && !state.firefighters[j].downed;
        let alone = (0..state.firefighters.len()).filter(|&j| up(j)).count() == 1;
        let mut out = Some(Need::default());
        for j in 0..state.firefighters.len() {
            if !up(j) {
                continue;
            }
            let Some(need) = out.as_mut() else { break };
            let carries = if j == usize::from(me) {
                after.me_carries
            } else {
                state.firefighters[j].carrying.is_some() || after.other_carries == Some(j as u8)
            };
            let exit = after.exit_cost(state, me, cell, carries, alone);
            match exit {
                None => out = None,
                Some(cost) if j == usize::from(me) => need.moves += cost,
                Some(cost) if turn.specialist == Some(Specialist::FireCaptain) => {
                    need.commands += cost;
                    if state.firefighters[j].is(Specialist::CafsFirefighter) {
                        need.cafs += cost;
                    }
                }
                Some(_) => out = None,
            }
        }
        let out = out.map(Escape::Out);
        match (flip, out) {
            (None, None) => {
                stranded.get_or_insert((i as u8, cell));
            }
            (Some(a), None) | (None, Some(a)) => {
                cells[count] = Some((cell, i as u8, a, a));
                count += 1;
            }
            (Some(a), Some(b)) => {
                cells[count] = Some((cell, i as u8, a, b));
                count += 1;
            }
        }
    }
    if let Some((firefighter, cell)) = stranded {
        return Err(ActionError::WouldStrand {
            firefighter,
            cell: state.pos(cell),
        });
    }
    if count == 0 {
        return Ok(());
    }
    // Try every combination of escapes (at most 2^6).
    let mut cheapest = u8::MAX;
    for combo in 0u32..(1 << count) {
        let mut need = Need::default();
        for (k, entry) in cells[..count].iter().enumerate() {
            let Some((_, _, a, b)) = entry else { continue };
            match if combo & (1 << k) == 0 { a } else { b } {
                Escape::Flip(cost) => need.extinguish += cost,
                Escape::Out(n) => {
                    need.moves += n.moves;
                    need.commands += n.commands;
                    need.cafs += n.cafs;
                }
            }
        }
        if need.cafs + state.turn_state.cafs_commanded + after.cafs_spent > CAFS_COMMAND_CAP {
            continue;
        }
        if purse.covers(&need) {
            return Ok(());
        }
        cheapest = cheapest.min(need.total());
    }
    // Name the active firefighter if it burns, else whoever does (e.g. the
    // firefighter a Captain commanded into Fire).
    let burning = cells[..count].iter().flatten();
    let (cell, firefighter) = burning
        .clone()
        .find(|(c, ..)| *c == after.me_at)
        .or_else(|| burning.clone().next())
        .map_or((after.me_at, me), |&(c, i, ..)| (c, i));
    Err(ActionError::WouldBeTrapped {
        firefighter,
        cell: state.pos(cell),
        left: purse.ap + purse.pool,
        needed: cheapest,
    })
}

/// FAM-ACT-END-3 for a ride (EXP-VEH-RIDE-1): riding costs nothing, but it
/// moves a firefighter like a step does, so it must keep the escape reserve
/// too. Riders leave and reach outside cells, which never burn during the
/// action phase; what a ride can break is the active firefighter's reach:
/// riding away from a burning cell it alone could have flipped would strand
/// whoever stands there (issue 12's locked game).
pub(super) fn ride_keeps_reserve(
    state: &GameState,
    firefighter: u8,
    to: CellId,
) -> Result<(), ActionError> {
    let Some(turn) = Turn::of(state) else {
        return Ok(());
    };
    let stay = After::stay(turn.here, turn.carrying.is_some());
    let after = if firefighter == turn.me {
        After { me_at: to, ..stay }
    } else {
        After {
            other: Some((firefighter, to)),
            ..stay
        }
    };
    check_escapes(state, &turn, after, turn.purse)
}

/// AP the Fire Captain may spend on commands to the CAFS Firefighter in one
/// turn (SPEC-CAPTAIN-3, Ruling R15).
pub(super) const CAFS_COMMAND_CAP: u8 = 1;

/// Whether the state as it stands keeps the escape reserve (FAM-ACT-END-3):
/// a state that does not is one the rules never allow, and would leave the
/// active player with no legal action. Used to check hand-written states.
pub(crate) fn reserve_problem(state: &GameState) -> Option<String> {
    let turn = Turn::of(state)?;
    let stay = After::stay(turn.here, turn.carrying.is_some());
    let result = match state.stage {
        Stage::Actions => check_escapes(state, &turn, stay, turn.purse),
        // Mid-Drive, the Engine's driver still has to ride (EXP-VEH-DRIVE-2):
        // the reserve must hold from a cell of the Engine's new spot.
        Stage::Riding {
            vehicle: Vehicle::Engine,
            from,
        } if state
            .spot_cells(Vehicle::Engine, from)
            .is_some_and(|old| old.contains(&turn.here)) =>
        {
            let [a, b] = state.vehicle_cells(Vehicle::Engine)?;
            let from = |me_at| check_escapes(state, &turn, After { me_at, ..stay }, turn.purse);
            from(a).or_else(|_| from(b))
        }
        Stage::Riding { .. } => check_escapes(state, &turn, stay, turn.purse),
        _ => return None,
    };
    match result {
        Ok(()) => None,
        Err(ActionError::WouldBeTrapped { needed, left, .. }) => Some(format!(
            "firefighters stand on Fire and getting them out needs {needed} AP, but the active firefighter has {left} (FAM-ACT-END-3)"
        )),
        Err(ActionError::WouldStrand { firefighter, cell }) => Some(format!(
            "firefighter {firefighter} stands on Fire at {cell} out of the active firefighter's reach: no escape is possible (FAM-ACT-END-3)"
        )),
        Err(e) => Some(e.to_string()),
    }
}

/// FAM-ACT-END-3 / Ruling R5: after an action paid with `pay`, the AP left
/// must pay an escape for every firefighter standing on Fire. The common
/// cases are settled here without [`check_escapes`]: nobody else burns and
/// the active firefighter ends off Fire, or can flip its own Fire.
#[inline]
pub(super) fn keeps_reserve(
    state: &GameState,
    turn: &Turn,
    after: After,
    pay: Pay,
) -> Result<(), ActionError> {
    let left = turn.purse.after(pay);
    if !turn.others_burning && after.other.is_none() {
        if after.level(state, after.me_at) != FireLevel::Fire {
            return Ok(());
        }
        // Only the active firefighter burns: flip its Fire, else step out.
        if turn.may_extinguish && left.have(CostKind::Extinguish) >= turn.extinguish_factor {
            return Ok(());
        }
    }
    check_escapes(state, turn, after, left)
}

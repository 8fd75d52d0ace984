//! How good a position looks to the team: the bot's static evaluation.
//!
//! A weighted sum of what wins and loses Flash Point (rescues, losses,
//! damage, fire) and of the *progress* towards them that a single turn can
//! make: a carried Victim's distance to safety, the nearest firefighter's
//! distance to each Victim and POI, Fire threatening them, the
//! Driver/Operator's distance to the Engine, the Fire its deck gun serves
//! and the teammates standing in its way. Distances are in AP, found by a
//! small Dijkstra over the board as the state stands (open edges, closed
//! doors at +1, Fire at +1 to enter). Everything read here is visible to
//! every player: face-down POIs are scored by place, not kind.

use crate::engine::board::{CellId, CellKind, EdgeKind, RuleSet};
use crate::engine::config::Scenario;
use crate::engine::rules::drives_ap;
use crate::engine::rules::high_rise::{self, Way};
use crate::engine::specialist::Specialist;
use crate::engine::state::{
    DoorState, FireLevel, GameState, HazmatPlace, Item, MAX_SAVED_AP, Outcome, PoiKind, TokenPlace,
    Vehicle,
};

/// A distance that means "cannot get there".
const FAR: u16 = 40;

/// Reusable buffers: one evaluation allocates nothing once warm.
pub struct Evaluator {
    w: Weights,
    to_safety: Vec<u16>,
    /// AP to the outside for a carrier: where Hazmat is safe (EXP-HAZ).
    to_outside: Vec<u16>,
    from_team: Vec<u16>,
    to_work: Vec<u16>,
    /// AP from each cell to the Engine, for the Driver/Operator.
    to_engine: Vec<u16>,
    /// The steps out of each cell as the state stands, shared by the
    /// score's four or five maps: read from the state when a map first
    /// reaches the cell in this score (its `stamp` is `stamp`). Reading walls,
    /// doors and Fire once per score rather than once per map, the bot
    /// makes the same choices on a fifth fewer instructions in a Veteran
    /// game and a sixth fewer in a family game (callgrind; the maps had
    /// taken 69% of the time, and take 70% of what is left).
    steps: Vec<CellSteps>,
    stamp: u32,
    /// Dial's queue: cells by distance (steps cost 1 to 4 AP, so a bucket
    /// per distance up to [`FAR`] beats a binary heap).
    buckets: Vec<Vec<u32>>,
    starts: Vec<CellId>,
    /// Starts some AP away (a spot the Ambulance must drive to); taken by
    /// the next map.
    far_starts: Vec<(CellId, u16)>,
    /// AP of the Drives from the Ambulance's spot to each spot.
    spot_ap: Vec<u8>,
    /// The cells whose distance the score reads: a map stops growing once
    /// they are all settled (the rest of it is left unfinished).
    targets: Vec<CellId>,
    /// High Rise: the working elevators, and the Engine spots' cells (the
    /// two ends of a Lobby move).
    elevators: Vec<CellId>,
    streets: Vec<CellId>,
    /// High Rise: the inside cells the aerial ladder reaches, each with the
    /// Engine spot cells at its foot (URB-HIGHRISE-LADDER-1).
    ladder: Vec<(CellId, [CellId; 2])>,
}

/// The evaluation's weights, in points (a rescue is 1000). Distances are
/// in AP; "threat" means Fire next to it. Tuned on the front board by
/// `flashpoint estimate` (docs/bots.md).
#[derive(Clone, Debug)]
pub struct Weights {
    /// Per Victim lost.
    pub lost: f64,
    /// Per damage cube, and per cube past 14 squared (the collapse nears).
    pub cube: f64,
    pub cube_late: f64,
    /// A face-down POI: per AP from the nearest firefighter; threatened.
    /// The pull towards POIs and lying Victims (`victim_far`) is weak for
    /// the bot, which finds the walk to them in its lookahead, and strong
    /// for the fast bot, which looks one action ahead ([`Weights::fast`]).
    pub poi_far: f64,
    pub poi_threat: f64,
    /// A revealed Victim held or led, or free; per AP to safety and from
    /// the nearest firefighter; threatened.
    pub held: f64,
    pub free_victim: f64,
    pub victim_out: f64,
    pub victim_far: f64,
    pub victim_threat: f64,
    /// Hazmat carried (plus per AP to the outside), or lying (plus per AP
    /// from the nearest firefighter); threatened.
    pub hazmat_held: f64,
    pub hazmat_out: f64,
    pub hazmat_free: f64,
    pub hazmat_far: f64,
    pub hazmat_threat: f64,
    /// Per Fire inside, plus per burning neighbour; per Smoke; per Hot Spot
    /// under Fire or Smoke.
    pub fire: f64,
    pub fire_neighbour: f64,
    pub smoke: f64,
    pub hot_spot: f64,
    /// A downed firefighter (SCEN-FRIEND); one standing in Fire.
    pub downed: f64,
    pub on_fire: f64,
    /// Per AP from a free-handed firefighter to the nearest work.
    pub to_work: f64,
    /// Per AP from the Driver/Operator with free hands to the Engine: the
    /// deck gun at 2 AP is his work (SPEC-DRIVER-1).
    pub to_gun: f64,
    /// Per Fire in the area the Engine's deck gun serves from its spot
    /// (BOARD-6): less bad there, so the Engine parks and drives where the
    /// shots will be. 40 won 8 points more of the same 400 Recruit games
    /// than none (10: no change; 80: fewer).
    pub gun_area: f64,
    /// Per teammate of the Driver/Operator standing in the deck gun's area
    /// while Fire burns there: nobody may be in it when the gun fires
    /// (EXP-VEH-DECKGUN-2), counted for those whose turn comes after his.
    /// 400 Recruit games: 57.0% won without, 65.8% with 150; Veteran
    /// unchanged (200 games). Counting every teammate, Veteran lost 4
    /// points.
    pub gun_block: f64,
    /// Per AP kept for a later turn (at most 4 saved, FAM-AP-3).
    pub ap: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            lost: 900.0,
            cube: 80.0,
            cube_late: 8.0,
            poi_far: 2.5,
            poi_threat: 60.0,
            held: 400.0,
            free_victim: 300.0,
            victim_out: 15.0,
            victim_far: 3.75,
            victim_threat: 120.0,
            hazmat_held: 60.0,
            hazmat_out: 12.0,
            hazmat_free: 120.0,
            hazmat_far: 4.0,
            hazmat_threat: 80.0,
            fire: 200.0,
            fire_neighbour: 15.0,
            smoke: 50.0,
            hot_spot: 6.0,
            downed: 300.0,
            on_fire: 150.0,
            to_work: 5.0,
            to_gun: 20.0,
            gun_area: 40.0,
            gun_block: 150.0,
            ap: 3.0,
        }
    }
}

impl Weights {
    /// The fast bot's weights: one action ahead, it walks towards POIs and
    /// Victims only if each step is worth points of its own, so the pull
    /// is four times the bot's. With the bot's, the fast bot won less on
    /// every board (1,000 games of seed 0: front Recruit 20.2% against
    /// 28.2%, back family 7.8% against 14.5%; docs/bots.md), while the bot
    /// won more with a quarter of the pull it had (front Veteran 44.4%
    /// against 41.0%, family 88.7% against 83.3%).
    pub fn fast() -> Weights {
        Weights {
            poi_far: 10.0,
            victim_far: 15.0,
            ..Weights::default()
        }
    }
}

impl Default for Evaluator {
    fn default() -> Evaluator {
        Evaluator::with_weights(Weights::default())
    }
}

impl Evaluator {
    /// An evaluator with other weights (for tuning).
    pub fn with_weights(w: Weights) -> Evaluator {
        Evaluator {
            w,
            to_safety: Vec::new(),
            to_outside: Vec::new(),
            from_team: Vec::new(),
            to_work: Vec::new(),
            to_engine: Vec::new(),
            steps: Vec::new(),
            stamp: 0,
            buckets: vec![Vec::new(); usize::from(FAR)],
            starts: Vec::new(),
            far_starts: Vec::new(),
            spot_ap: Vec::new(),
            targets: Vec::new(),
            elevators: Vec::new(),
            streets: Vec::new(),
            ladder: Vec::new(),
        }
    }
}

/// A step to a neighbouring cell (or up or down stairs) and its AP for a
/// firefighter with free hands; a carrier pays 1 AP more.
#[derive(Copy, Clone, Default)]
struct Step {
    to: u32,
    ap: u16,
}

/// A cell's steps (four neighbours and a stair: `to[..count]`) and the
/// score they were read for.
#[derive(Copy, Clone, Default)]
struct CellSteps {
    to: [Step; 5],
    count: u8,
    stamp: u32,
}

/// How a distance map walks: a firefighter with empty hands, or one
/// carrying (2 AP a step, FAM-ACT-CARRY-1).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Walk {
    Free,
    Carrying,
}

impl Evaluator {
    /// The team's score for `state`: higher is better.
    pub fn score(&mut self, state: &GameState) -> f64 {
        match state.outcome() {
            Some(Outcome::Won) => return 1.0e6 + f64::from(state.rescued()) * 1000.0,
            Some(_) => return -1.0e6 + f64::from(state.rescued()) * 1000.0,
            None => {}
        }
        let board = state.board();
        self.read_state(state);
        // The carriers' maps only when someone could use them.
        let vehicles = state.rules().modules.vehicles;
        let victims = state.tokens().iter().any(|t| {
            t.kind == PoiKind::Victim && matches!(t.place, TokenPlace::Board { revealed: true, .. })
        });
        let carried_hazmat =
            (0..state.hazmat().len()).any(|h| state.carrier_of(Item::Hazmat(h as u8)).is_some());
        if victims || (carried_hazmat && !vehicles) {
            self.safety_map(state);
        }
        if carried_hazmat && vehicles {
            self.outside_map(state);
        }
        self.team_map(state);
        self.work_map(state);
        let gunner = self.engine_map(state);
        let w = &self.w;
        let mut score = 0.0;
        score += 1000.0 * f64::from(state.rescued());
        score -= w.lost * f64::from(state.lost());
        // Damage: every cube brings the collapse closer, faster at the end.
        let cubes = f64::from(state.cubes_placed());
        score -= w.cube * cubes + w.cube_late * (cubes - 14.0).max(0.0).powi(2);
        // What stands where: POIs, Victims, their threats.
        let threatened = |c: CellId| {
            state
                .adjacent(c)
                .any(|a| state.fire_at(a) == FireLevel::Fire)
        };
        for (i, token) in state.tokens().iter().enumerate() {
            let TokenPlace::Board { cell, revealed } = token.place else {
                continue;
            };
            let id = i as u8;
            let held = state.holder_of(id).is_some();
            if !revealed {
                score -= w.poi_far * f64::from(self.from_team[cell.index()]);
                if threatened(cell) {
                    score -= w.poi_threat;
                }
                continue;
            }
            if token.kind != PoiKind::Victim {
                continue;
            }
            // A Victim's way out: a firefighter walks to it, then carries it
            // to safety; holding it is worth a bonus, so picking it up always
            // pays, and each AP nearer safety too.
            let mut out = w.victim_out * f64::from(self.to_safety[cell.index()]);
            // A treated Victim is led at 1 AP a step, not carried at 2
            // (SPEC-PARAMEDIC-2): half the way out, unless it is carried
            // (the bot puts it down to lead it only while leading nobody).
            let carried = held && state.carrier_of(Item::Victim(id)).is_some();
            if token.treated && !carried {
                out /= 2.0;
            }
            if held {
                score += w.held - out;
            } else {
                score +=
                    w.free_victim - out - w.victim_far * f64::from(self.from_team[cell.index()]);
                if threatened(cell) {
                    score -= w.victim_threat;
                }
            }
        }
        // Hazmat (EXP-HAZ): out of the building is safe, near Fire explodes.
        for (h, place) in state.hazmat().iter().enumerate() {
            let HazmatPlace::Board(cell) = *place else {
                continue;
            };
            let carried = state.carrier_of(Item::Hazmat(h as u8)).is_some();
            // Hazmat is safe anywhere outside, Ambulance or not (EXP-HAZ).
            let out = if vehicles {
                &self.to_outside
            } else {
                &self.to_safety
            };
            score -= if carried {
                w.hazmat_held + w.hazmat_out * f64::from(out[cell.index()])
            } else {
                w.hazmat_free + w.hazmat_far * f64::from(self.from_team[cell.index()])
            };
            if threatened(cell) {
                score -= w.hazmat_threat;
            }
        }
        // Fire and Smoke inside; Fire next to a damaged wall or a POI is
        // worse (explosions).
        let gun_area = self.gun_area(state);
        let mut area_fires = 0u32;
        for c in board.cell_ids() {
            if !board.kind(c).is_interior() {
                continue;
            }
            // Every Fire left is an explosion waiting for the dice, turn
            // after turn; Smoke becomes Fire.
            match state.fire_at(c) {
                FireLevel::Fire => {
                    score -= w.fire + w.fire_neighbour * f64::from(burning_neighbours(state, c));
                    if gun_area.is_some_and(|a| board.cell(c).area == a) {
                        score += w.gun_area;
                        area_fires += 1;
                    }
                }
                FireLevel::Smoke => score -= w.smoke,
                FireLevel::Clear => {}
            }
            if state.hot_spot_at(c) && state.fire_at(c) != FireLevel::Clear {
                score -= w.hot_spot;
            }
        }
        // Firefighters: never end on Fire (knocked down); near the action.
        let active = usize::from(state.active());
        for (i, f) in state.firefighters().iter().enumerate() {
            let Some(cell) = f.cell else { continue };
            if f.downed {
                score -= w.downed;
                continue;
            }
            // A teammate in the deck gun's area keeps the Driver/Operator
            // from firing at its Fire (EXP-VEH-DECKGUN-2); it stays there
            // until his turn unless its own turn comes first.
            if gunner.is_some_and(|g| g != i && !acts_before(state, i, g))
                && area_fires > 0
                && gun_area.is_some_and(|a| state.blocks_deck_gun(cell, a))
            {
                score -= w.gun_block;
            }
            if state.fire_at(cell) == FireLevel::Fire {
                score -= w.on_fire;
            }
            // AP kept for later: what the active firefighter can still save,
            // what the others saved (FAM-AP-3).
            let kept = if i == active {
                f.ap.min(MAX_SAVED_AP)
            } else {
                f.saved
            };
            score += w.ap * f64::from(kept);
            // Each firefighter with free hands heads for work: a POI, a
            // Victim, Fire (the team distances alone leave the farthest idle).
            if f.carrying.is_none() {
                score -= if gunner == Some(i) {
                    w.to_gun * f64::from(self.to_engine[cell.index()])
                } else {
                    w.to_work * f64::from(self.to_work[cell.index()])
                };
            }
            score += 2.0 * f64::from(f.saved);
        }
        score
    }

    /// High Rise: the ways between the fire floor and the street as the
    /// state stands: the working cars, the Engine spots and the aerial
    /// ladder's breaches; nothing on other boards.
    fn high_rise_ways(&mut self, state: &GameState) {
        let board = state.board();
        self.elevators.clear();
        self.streets.clear();
        self.ladder.clear();
        if board.rules() == RuleSet::HighRise {
            self.ladder.extend(high_rise::aerial_ladder_ends(state));
            self.elevators.extend(board.cell_ids().filter(|&c| {
                board.kind(c) == CellKind::Elevator && !high_rise::elevator_destroyed(state, c)
            }));
            self.streets
                .extend(board.engine_spots().iter().flat_map(|s| s.cells));
        }
    }

    /// A carrier's AP from `cell` to safety (for tests).
    #[cfg(test)]
    pub(super) fn safety_distance(&mut self, state: &GameState, cell: CellId) -> u16 {
        self.read_state(state);
        self.safety_map(state);
        self.to_safety[cell.index()]
    }

    /// The Driver/Operator's AP from where he stands to the Engine, when
    /// the evaluation pulls him there (for tests).
    #[cfg(test)]
    pub(super) fn engine_distance(&mut self, state: &GameState) -> Option<u16> {
        self.read_state(state);
        let seat = self.engine_map(state)?;
        let cell = state.firefighters()[seat].cell?;
        Some(self.to_engine[cell.index()])
    }

    /// AP from each cell to safety for a carrier: out of the building, or
    /// to the rescue vehicle with vehicles (EXP-VEH-RESCUE-1).
    fn safety_map(&mut self, state: &GameState) {
        let board = state.board();
        let starts = &mut self.starts;
        starts.clear();
        let rescue = board.rescue_vehicle();
        if state.rules().modules.vehicles
            && let Some(cells) = state.vehicle_cells(rescue)
        {
            starts.extend(cells);
            // A Victim left on another Ambulance spot is rescued when the
            // Ambulance drives there (EXP-VEH-RESCUE-1b), which any
            // firefighter can do by radio for the Drives' AP.
            let ambulance = Vehicle::Ambulance;
            if rescue == ambulance
                && let Some(here) = state.vehicle_spot(ambulance)
            {
                drives_ap(state, ambulance, here, &mut self.spot_ap);
                for (spot, &ap) in self.spot_ap.iter().enumerate() {
                    if let Some(cells) = state.spot_cells(ambulance, spot as u8)
                        && ap > 0
                        && ap != u8::MAX
                    {
                        self.far_starts
                            .extend(cells.map(|c| (c, u16::from(ap).min(FAR))));
                    }
                }
            }
        }
        // High Rise: a Victim is rescued in a car going down, or down the
        // aerial ladder from the Engine's side (URB-HIGHRISE-ELEV-3,
        // -RESCUE-1).
        starts.extend_from_slice(&self.elevators);
        self.far_starts.extend(ladder_rescues(&self.ladder));
        if starts.is_empty() {
            starts.extend(board.cell_ids().filter(|&c| board.is_ground_outside(c)));
        }
        self.targets.clear();
        self.targets
            .extend(state.tokens().iter().filter_map(|t| match t.place {
                TokenPlace::Board {
                    cell,
                    revealed: true,
                } if t.kind == PoiKind::Victim => Some(cell),
                _ => None,
            }));
        self.target_hazmat(state);
        let mut map = std::mem::take(&mut self.to_safety);
        self.dijkstra(state, Walk::Carrying, &mut map);
        self.to_safety = map;
    }

    /// AP from each cell to the outside for a carrier.
    fn outside_map(&mut self, state: &GameState) {
        let board = state.board();
        let starts = &mut self.starts;
        starts.clear();
        starts.extend(board.cell_ids().filter(|&c| board.is_ground_outside(c)));
        // High Rise: no step leads out of the fire floor, but a Hazmat on a
        // car is disposed of as its door closes (URB-HIGHRISE-ELEV-3, engine
        // ruling E34). Without this every carried Hazmat looked 40 AP from
        // safety, and the bots never picked one up on the tower.
        starts.extend_from_slice(&self.elevators);
        // Down the aerial ladder too (URB-HIGHRISE-RESCUE-1).
        self.far_starts.extend(ladder_rescues(&self.ladder));
        self.targets.clear();
        self.target_hazmat(state);
        let mut map = std::mem::take(&mut self.to_outside);
        self.dijkstra(state, Walk::Carrying, &mut map);
        self.to_outside = map;
    }

    /// AP from the nearest firefighter who is up to each cell. One
    /// carrying or leading is busy until it has brought what it holds to
    /// safety: it starts as far away as that delivery costs. Counted where
    /// it stands, each step it took to safety would also take it away from
    /// the other Victims and POIs, and the two would cancel.
    ///
    /// Not on High Rise boards: there the delivery (floors of stairs or a
    /// car) is long, and the fast bot won 14% of 1,000 family games on the
    /// tower with it against 20% without (README, Bots).
    fn team_map(&mut self, state: &GameState) {
        let vehicles = state.rules().modules.vehicles;
        let deliveries = state.board().rules() != RuleSet::HighRise;
        self.starts.clear();
        for f in state.firefighters().iter().filter(|f| !f.downed) {
            let Some(cell) = f.cell else { continue };
            if !deliveries {
                self.starts.push(cell);
                continue;
            }
            // `score` has made these maps whenever something is held.
            let ap = |map: &[u16]| map.get(cell.index()).copied().unwrap_or(FAR);
            let busy = match f.carrying {
                Some(Item::Hazmat(_)) if vehicles => ap(&self.to_outside),
                Some(Item::Hazmat(_) | Item::Victim(_)) => ap(&self.to_safety),
                _ if f.leading.is_some() => ap(&self.to_safety) / 2,
                _ => 0,
            };
            if busy == 0 {
                self.starts.push(cell);
            } else {
                self.far_starts.push((cell, busy.min(FAR - 1)));
            }
        }
        // Read at every POI and Hazmat lying on the board.
        self.targets.clear();
        self.targets
            .extend(state.tokens().iter().filter_map(|t| match t.place {
                TokenPlace::Board { cell, .. } => Some(cell),
                _ => None,
            }));
        self.target_hazmat(state);
        let mut map = std::mem::take(&mut self.from_team);
        self.dijkstra(state, Walk::Free, &mut map);
        self.from_team = map;
    }

    /// AP from each cell to the nearest work: a face-down POI, a Victim
    /// nobody holds, Fire or Smoke inside.
    fn work_map(&mut self, state: &GameState) {
        let board = state.board();
        let starts = &mut self.starts;
        starts.clear();
        starts.extend(
            board
                .cell_ids()
                .filter(|&c| board.kind(c).is_interior() && state.fire_at(c) != FireLevel::Clear),
        );
        for (i, t) in state.tokens().iter().enumerate() {
            if let TokenPlace::Board { cell, .. } = t.place
                && state.holder_of(i as u8).is_none()
            {
                starts.push(cell);
            }
        }
        // Read where a firefighter with free hands stands.
        self.targets.clear();
        self.targets.extend(
            state
                .firefighters()
                .iter()
                .filter(|f| f.carrying.is_none())
                .filter_map(|f| f.cell),
        );
        let mut map = std::mem::take(&mut self.to_work);
        self.dijkstra(state, Walk::Free, &mut map);
        self.to_work = map;
    }

    /// The area the Engine's deck gun serves, when it can be fired.
    fn gun_area(&self, state: &GameState) -> Option<u8> {
        deck_gun_usable(state)
            .then(|| state.deck_gun_area())
            .flatten()
            .filter(|&a| a != 0)
    }

    /// The Driver/Operator's seat and his AP to the Engine, when the deck
    /// gun can be fired (EXP-VEH-DECKGUN-1, SCEN-NODECKGUN-1): at 2 AP a
    /// shot (SPEC-DRIVER-1) it puts out more than his AP would by hand, so
    /// the Engine is his work, not the nearest Fire.
    fn engine_map(&mut self, state: &GameState) -> Option<usize> {
        if !deck_gun_usable(state) {
            return None;
        }
        let (seat, driver) = state.firefighters().iter().enumerate().find(|(_, f)| {
            f.specialist == Some(Specialist::DriverOperator) && !f.downed && f.carrying.is_none()
        })?;
        let at = driver.cell?;
        let engine = state.vehicle_cells(Vehicle::Engine)?;
        self.starts.clear();
        self.starts.extend(engine);
        self.targets.clear();
        self.targets.push(at);
        let mut map = std::mem::take(&mut self.to_engine);
        self.dijkstra(state, Walk::Free, &mut map);
        self.to_engine = map;
        Some(seat)
    }

    /// Adds the cells of the Hazmat on the board to the targets.
    fn target_hazmat(&mut self, state: &GameState) {
        self.targets
            .extend(state.hazmat().iter().filter_map(|place| match *place {
                HazmatPlace::Board(cell) => Some(cell),
                _ => None,
            }));
    }

    /// Distances from the cells in `self.starts` (0 AP) and
    /// `self.far_starts` (their AP) by Dial's algorithm, exact at every cell
    /// in `self.targets`; other cells may be left at an upper bound.
    fn dijkstra(&mut self, state: &GameState, walk: Walk, dist: &mut Vec<u16>) {
        let board = state.board();
        dist.clear();
        dist.resize(board.cell_count(), FAR);
        for bucket in &mut self.buckets {
            bucket.clear();
        }
        for &s in &self.starts {
            dist[s.index()] = 0;
            self.buckets[0].push(s.index() as u32);
        }
        for (s, d) in self.far_starts.drain(..) {
            if d < dist[s.index()] {
                dist[s.index()] = d;
                self.buckets[usize::from(d)].push(s.index() as u32);
            }
        }
        for d in 0..FAR {
            let mut i = 0;
            while let Some(&at) = self.buckets[usize::from(d)].get(i) {
                i += 1;
                self.relax(state, CellId(at), d, walk, dist);
            }
            // Buckets are settled in order: every distance up to `d` is final.
            if self.targets.iter().all(|t| dist[t.index()] <= d) {
                return;
            }
        }
    }

    /// What every map of `state` shares: the High Rise ways, and the steps
    /// read for another state forgotten (read again as the maps reach each
    /// cell).
    fn read_state(&mut self, state: &GameState) {
        self.high_rise_ways(state);
        let cells = state.board().cell_count();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 || self.steps.len() != cells {
            self.steps.clear();
            self.steps.resize(cells, CellSteps::default());
            self.stamp = 1;
        }
    }

    /// Reads the steps out of `at` as `state` stands (see `steps`): the
    /// walls, doors, Fire and High Rise bounds each map's walk obeys.
    fn read_steps(&mut self, state: &GameState, at: CellId) {
        let board = state.board();
        let high_rise = board.rules() == RuleSet::HighRise;
        let info = board.cell(at);
        let steps = info
            .neighbors
            .iter()
            .flatten()
            .map(|&(to, e)| (to, Some(e)))
            .chain(info.stair.map(|s| (s.to, None)));
        let mut read = CellSteps {
            stamp: self.stamp,
            ..CellSteps::default()
        };
        for (to, edge) in steps {
            if matches!(board.kind(to), CellKind::Restricted) {
                continue;
            }
            // High Rise: no plain step through the facade or a shaft wall
            // (URB-HIGHRISE-GEN-1, ELEV-1).
            if high_rise
                && (high_rise::crosses_the_facade(state, at, to)
                    || edge.is_some_and(|e| high_rise::through_the_shaft(state, at, to, e)))
            {
                continue;
            }
            let mut ap = 1;
            if let Some(e) = edge
                && !state.edge_open(e)
            {
                let kind = board.edge(e).kind;
                let closed = state.edge_state(e).door == DoorState::Closed;
                match kind {
                    Some(EdgeKind::Door | EdgeKind::Window) if closed => ap += 1,
                    // The car comes up as its door opens: 2 AP
                    // (URB-HIGHRISE-ELEV-2).
                    Some(EdgeKind::ElevatorDoor) if closed => ap += 2,
                    _ => continue,
                }
            }
            // Fire costs an extinguish first: 1 AP to walk through, or for a
            // carrier (who may not enter Fire) to turn it to Smoke, so a
            // Victim cut off by Fire still has a way out to clear.
            if state.fire_at(to) == FireLevel::Fire {
                ap += 1;
            }
            read.to[usize::from(read.count)] = Step { to: to.0, ap };
            read.count += 1;
        }
        self.steps[at.index()] = read;
    }

    /// Dijkstra's step from `at`, `d` AP away: its neighbours get nearer.
    fn relax(&mut self, state: &GameState, at: CellId, d: u16, walk: Walk, dist: &mut [u16]) {
        let board = state.board();
        let high_rise = board.rules() == RuleSet::HighRise;
        {
            if d > dist[at.index()] {
                return;
            }
            // A carrier pays 2 AP a step (FAM-ACT-CARRY-1).
            let carrying = u16::from(walk == Walk::Carrying);
            if self.steps[at.index()].stamp != self.stamp {
                self.read_steps(state, at);
            }
            let cell = &self.steps[at.index()];
            for step in &cell.to[..usize::from(cell.count)] {
                let next = d.saturating_add(step.ap + carrying).min(FAR);
                let to = step.to as usize;
                if next < dist[to] {
                    dist[to] = next;
                    self.buckets[usize::from(next)].push(step.to);
                }
            }
            if !high_rise || walk != Walk::Free {
                return;
            }
            // High Rise: the Lobby joins the Engine spots and the cars (a
            // Lobby move, 2 AP, then the door, 2 AP; URB-HIGHRISE-LOBBY-1).
            let next = d.saturating_add(4).min(FAR);
            let ways = if self.streets.contains(&at) {
                &self.elevators[..]
            } else if self.elevators.contains(&at) {
                &self.streets[..]
            } else {
                &[]
            };
            for &to in ways {
                if next < dist[to.index()] {
                    dist[to.index()] = next;
                    self.buckets[usize::from(next)].push(to.index() as u32);
                }
            }
            // The aerial ladder joins a breach on the Engine's side and the
            // Engine's cells, 2 AP either way (URB-HIGHRISE-LADDER-1).
            let next = d
                .saturating_add(u16::from(high_rise::way_ap(Way::AerialLadder, false)))
                .min(FAR);
            for &(window, foot) in &self.ladder {
                let ends = if window == at {
                    foot
                } else if foot.contains(&at) {
                    [window; 2]
                } else {
                    continue;
                };
                for to in ends {
                    if next < dist[to.index()] {
                        dist[to.index()] = next;
                        self.buckets[usize::from(next)].push(to.index() as u32);
                    }
                }
            }
        }
    }
}

/// The aerial ladder's breaches as rescues: a Victim carried down is
/// rescued, a Hazmat disposed of, at the ladder's AP for a carrier
/// (URB-HIGHRISE-LADDER-1, -RESCUE-1).
fn ladder_rescues(ladder: &[(CellId, [CellId; 2])]) -> impl Iterator<Item = (CellId, u16)> + '_ {
    let ap = u16::from(high_rise::way_ap(Way::AerialLadder, true));
    ladder.iter().map(move |&(window, _)| (window, ap))
}

/// Whether seat `i` acts before seat `other` from now on: the active
/// seat and those after it, up to `other`.
fn acts_before(state: &GameState, i: usize, other: usize) -> bool {
    let n = state.firefighters().len();
    let active = usize::from(state.active());
    (i + n - active) % n < (other + n - active) % n
}

/// Whether the game has a deck gun to fire: the vehicles are in play and
/// it is not broken (EXP-MOD-1, SCEN-NODECKGUN-1).
fn deck_gun_usable(state: &GameState) -> bool {
    state.rules().modules.vehicles && !state.rules().has(Scenario::BrokenDeckGun)
}

/// Fire cells next to `c`: a bigger blaze spreads and explodes more.
fn burning_neighbours(state: &GameState, c: CellId) -> u8 {
    state
        .adjacent(c)
        .filter(|&a| state.fire_at(a) == FireLevel::Fire)
        .count() as u8
}

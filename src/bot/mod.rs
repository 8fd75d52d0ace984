//! Bot firefighters (issue 15): a player that chooses the next action for
//! whichever seat is to act, from what any player can see.
//!
//! The bot never reads hidden information: it plans on a *determinised*
//! copy of the state ([`GameState::determinised`]) in which the face-down
//! POIs are dealt afresh and the dice are its own, seeded by the caller, so
//! the same state and seed always give the same choice (saved games with
//! bot seats replay exactly).
//!
//! Policy: a short lookahead inside the active firefighter's turn. Each
//! legal action is tried on the copy, followed by the best of its own
//! follow-ups (to `depth` actions); each way of ending the turn is scored
//! by the team evaluation ([`eval::Evaluator`]) averaged over a few
//! imagined fire phases, the same ones for every candidate (at Heroic, over
//! the two luckiest of them, `optimism`). A shot of the
//! deck gun lands where the dice say, so it is scored over several
//! imagined rolls.
//! Choices outside the action phase (start cells, parking, knockdown cells,
//! riders, the deck gun's re-rolls) are scored the same way, one step deep.
//! The specialist cards are chosen before the game ([`team`]).

pub mod eval;
pub mod team;

use crate::engine::action::{Action, LadderOrder, TokenId};
use crate::engine::config::{Difficulty, Mode};
use crate::engine::dice::derive_seed;
use crate::engine::event::{Discard, Event};
use crate::engine::state::{GameState, Item, Stage};

use eval::Evaluator;

/// How hard the bot thinks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strength {
    /// One step of lookahead, one imagined fire phase: for difficulty
    /// estimates over many games (a second fire phase cost 60% more time
    /// and won no more games).
    Fast,
    /// The default: three steps of lookahead within the turn, the six
    /// most promising actions at each step looked into further, eight
    /// imagined fire phases.
    Normal,
}

impl Strength {
    fn depth(self) -> usize {
        match self {
            Strength::Fast => 1,
            Strength::Normal => 3,
        }
    }

    /// How many of the best actions at each level are looked into further.
    /// A step towards work scores little on its own, so with too few the
    /// walk that leads to an extinguish or a rescue is never looked into:
    /// 6 won more of the same games than 4 (400 games, seed 1: Recruit
    /// 65.8% to 69.3%, Veteran 35.3% to 45.3%; seed 2: 66.5% both, 36% to
    /// 39%); at Veteran 5 won 41.5% and 7 42.75%, and 8 fewer than 6 (66.3%,
    /// 39.8%), as the best of more candidates is more often one that merely
    /// suits the imagined dice.
    fn width(self) -> usize {
        match self {
            Strength::Fast => 0,
            Strength::Normal => 6,
        }
    }

    /// The evaluation's weights at this strength.
    fn weights(self) -> eval::Weights {
        match self {
            Strength::Fast => eval::Weights::fast(),
            Strength::Normal => eval::Weights::default(),
        }
    }

    /// How many imagined fire phases score a way of ending the turn.
    fn samples(self) -> u64 {
        match self {
            Strength::Fast => 1,
            Strength::Normal => 8,
        }
    }
}

/// A bot player: its strength and reusable memory.
pub struct Bot {
    strength: Strength,
    eval: Evaluator,
    legal: Vec<Action>,
    /// The seed of the decision being made: its imagined fire phases.
    seed: u64,
    /// Ways of ending the turn scored so far (each over the strength's
    /// imagined fire phases): the bot's work, counted for tests.
    settled: u64,
    /// The seats people play (a bit each): a bot Fire Captain does not
    /// order their firefighters about (SPEC-CAPTAIN-1 lets him; at a table
    /// he would ask, and a bot cannot).
    persons: u64,
}

/// Putting down what one holds is free, and so is picking it up again: a
/// bot allowed both could go round for ever. It never puts anything down
/// (it carries a Victim or Hazmat out, or leads a Victim to safety) but a
/// treated Victim it carries while leading nobody: led, that Victim costs
/// half the AP a step (SPEC-PARAMEDIC-2), so it is put down to be led. A
/// treated Victim it could lead it never picks up (`leadable`: the Victims
/// a Lead action may take), which closes that round too.
fn needless(state: &GameState, leadable: &[TokenId], action: Action) -> bool {
    match action {
        Action::Drop => !puts_down_to_lead(state),
        Action::PickUp(t) => leadable.contains(&t),
        Action::Release
        | Action::DropLadder
        | Action::CommandDrop { .. }
        | Action::CommandRelease { .. }
        | Action::CommandLadder {
            order: LadderOrder::Drop,
            ..
        } => true,
        _ => false,
    }
}

/// Whether the active firefighter carries a treated Victim it could lead
/// once put down: asked of the engine, so that where leading is refused the
/// bot keeps carrying rather than put the Victim down and pick it up again.
fn puts_down_to_lead(state: &GameState) -> bool {
    let Some(f) = state.firefighter(state.active()) else {
        return false;
    };
    let Some(Item::Victim(t)) = f.carrying else {
        return false;
    };
    if f.leading.is_some()
        || !state
            .tokens()
            .get(usize::from(t))
            .is_some_and(|v| v.treated)
    {
        return false;
    }
    let mut after = state.clone();
    after.apply_into(Action::Drop, &mut Discard).is_ok() && after.is_legal(Action::Lead(t))
}

/// The turn waits for its firefighter's choice: who rides along after a
/// drive (EXP-VEH-RIDE-1), the Driver/Operator's re-rolls (SPEC-DRIVER-1).
fn in_turn_choice(state: &GameState) -> bool {
    matches!(state.stage(), Stage::Riding { .. } | Stage::DeckGun { .. })
}

/// Whether more than two firefighters may still ride along (`answers`, the
/// Riding stage's legal actions): then every order of them is too many to
/// look into, and [`Bot::ride_plan`] names them one by one. Two or fewer
/// are looked into whole, each way of ending the drive followed further
/// like any action's (the bots' measured play).
fn many_riders(answers: &[Action]) -> bool {
    let mut riders = 0u64;
    for a in answers {
        if let Action::Ride { firefighter, .. } = a {
            riders |= 1u64 << (firefighter % 64);
        }
    }
    riders.count_ones() > 2
}

/// How far a way of ending the turn is judged by its two luckiest imagined
/// fire phases rather than by the mean of them all: 0 judges by the mean,
/// 1 by the luckiest two alone. At Heroic, where most games are lost to
/// collapse whatever the team does, the bot plays to its outs, the plans
/// that win if the fire is kind: on the front board's 400 games of seeds
/// 1 and 2 it won 10.25% and 10.75% rather than 8.25% and 7.25%, rescuing
/// 0.2 to 0.3 Victims more a game, and 9.3% of seed 0's 1,000 rather than
/// 8.6% (0.3 and 0.6 of the way: 8.75% of seed 1's; 2, past the luckiest
/// two, 0.5%). At Veteran, where the mean wins nearly half the games, it
/// lost (44.25% of seed 1's against 47.0%). docs/bots.md has the rest.
fn optimism(state: &GameState) -> f64 {
    let config = state.config();
    if config.mode == Mode::Experienced && config.difficulty == Difficulty::Heroic {
        1.0
    } else {
        0.0
    }
}

/// How many imagined rolls score a shot of the deck gun.
const DECK_GUN_ROLLS: u32 = 6;

/// A gain this small does not justify an action over ending the turn.
const EPSILON: f64 = 3.0;

/// What a state the turn cannot end in is worth less than its static
/// score: more than a fire phase usually costs, so only a way on from it
/// makes it worth reaching.
const CANNOT_END: f64 = 500.0;

impl Bot {
    pub fn new(strength: Strength) -> Bot {
        Bot {
            strength,
            eval: Evaluator::with_weights(strength.weights()),
            legal: Vec::with_capacity(64),
            seed: 0,
            settled: 0,
            persons: 0,
        }
    }

    /// The bot at a table where people play `seats`: it gives their
    /// firefighters no orders.
    pub fn with_persons(mut self, seats: impl IntoIterator<Item = u8>) -> Bot {
        for seat in seats {
            self.persons |= 1u64 << (seat % 64);
        }
        self
    }

    /// Whether the bot may take `action`: not an order to a person's
    /// firefighter.
    fn may_take(&self, action: Action) -> bool {
        action
            .commanded()
            .is_none_or(|f| self.persons & (1u64 << (f % 64)) == 0)
    }

    /// The action the bot takes for the seat to act in `state`, or `None`
    /// when the game is over. `seed` seeds its imagination (hidden POIs and
    /// dice); the same state and seed give the same action. Give the same
    /// seed for a whole turn, so the bot imagines one future and follows
    /// one plan through it.
    pub fn choose(&mut self, state: &GameState, seed: u64) -> Option<Action> {
        state.legal_actions_into(&mut self.legal);
        let mut legal = std::mem::take(&mut self.legal);
        let leadable: Vec<TokenId> = legal
            .iter()
            .filter_map(|&a| match a {
                Action::Lead(t) => Some(t),
                _ => None,
            })
            .collect();
        if legal.iter().any(|&a| !needless(state, &leadable, a)) {
            legal.retain(|&a| !needless(state, &leadable, a));
        }
        // An order is never the only way on (the Captain may end his turn).
        if legal.iter().any(|&a| self.may_take(a)) {
            legal.retain(|&a| self.may_take(a));
        }
        let choice = match legal.len() {
            0 => None,
            1 => Some(legal[0]),
            _ => {
                self.seed = seed;
                let world = state.determinised(derive_seed(seed, 0x0062_6f74));
                Some(match state.stage() {
                    Stage::Actions => self.plan_turn(&world, &legal),
                    Stage::Riding { .. } if many_riders(&legal) => {
                        self.ride_plan(&world, 1).1.unwrap_or(legal[0])
                    }
                    _ if in_turn_choice(state) => {
                        let depth = self.strength.depth();
                        let (_, best) = self.search(&world, &legal, depth);
                        best.unwrap_or(legal[0])
                    }
                    _ => self.best_single(&world, &legal),
                })
            }
        };
        self.legal = legal;
        choice
    }

    /// The bot's next actions for the seat to act in `state`, as far as
    /// they follow from what any player can see: the action [`Bot::choose`]
    /// takes, then those it would take after it in the same turn (the same
    /// `seed`, so the same imagined future), up to `most` actions. The
    /// plan stops after an action that turns a POI over or rolls dice
    /// (what follows would depend on the imagined outcome), ends the turn
    /// or hands the choice to another seat. The Hint shows it.
    pub fn plan(&mut self, state: &GameState, seed: u64, most: usize) -> Vec<Action> {
        let mut plan = Vec::new();
        let Some(first) = self.choose(state, seed) else {
            return plan;
        };
        plan.push(first);
        // The bot's own imagined world: the same deal `choose` makes, so
        // each next choice is the one it would make there.
        let mut world = state.determinised(derive_seed(seed, 0x0062_6f74));
        let me = state.active();
        let mut action = first;
        while plan.len() < most && state.stage() == Stage::Actions && action != Action::EndTurn {
            let Ok(events) = world.apply(action) else {
                break;
            };
            let unforeseen = events.iter().any(|e| {
                matches!(
                    e,
                    Event::PoiRevealed { .. }
                        | Event::Identified { .. }
                        | Event::Rolled { .. }
                        | Event::DeckGunRolled { .. }
                )
            });
            if unforeseen || world.stage() != Stage::Actions || world.active() != me {
                break;
            }
            match self.choose(&world, seed) {
                Some(next) => {
                    plan.push(next);
                    action = next;
                }
                None => break,
            }
        }
        plan
    }

    /// Where `firefighter`, a bot's, gets off when a person's driver takes
    /// it along (Ruling R26: the driver names the riders, each rider's
    /// controller picks its cell): of its legal Rides the one whose result
    /// scores best by the static score, first on a tie; `None` when it
    /// cannot ride. Reads nothing a player cannot see.
    pub fn landing(&mut self, state: &GameState, firefighter: u8) -> Option<Action> {
        state.legal_actions_into(&mut self.legal);
        let rides: Vec<Action> = self
            .legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Ride { firefighter: f, .. } if *f == firefighter))
            .collect();
        match rides.len() {
            0 => None,
            1 => Some(rides[0]),
            _ => Some(self.best_single(state, &rides)),
        }
    }

    /// The best action by the static score of its result, first on a tie:
    /// for choices outside the turn (setup, knockdown cells, Hazmat order).
    fn best_single(&mut self, world: &GameState, legal: &[Action]) -> Action {
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &action in legal {
            let mut next = world.clone();
            if next.apply_into(action, &mut Discard).is_err() {
                continue;
            }
            let score = self.eval.score(&next);
            if score > best.0 {
                best = (score, action);
            }
        }
        best.1
    }

    /// The action phase: the action whose best continuation (up to the
    /// strength's depth, ending the turn at any point) scores highest;
    /// ending the turn when nothing beats standing still.
    fn plan_turn(&mut self, world: &GameState, legal: &[Action]) -> Action {
        let stay = self.settle(world);
        let (value, action) = self.search(world, legal, self.strength.depth());
        match action {
            Some(a) if value > stay + EPSILON => a,
            _ if legal.contains(&Action::EndTurn) => Action::EndTurn,
            Some(a) => a,
            None => legal[0],
        }
    }

    /// The score of ending the turn in `state`: the mean over a few
    /// imagined fire phases (the same ones for every candidate, so they
    /// compare fairly), or the plain score where the turn cannot end now.
    fn settle(&mut self, state: &GameState) -> f64 {
        self.settled += 1;
        if state.stage() != Stage::Actions {
            return self.eval.score(state);
        }
        // Standing on Fire, the turn cannot end here (FAM-ACT-END-2): the
        // static score, without the fire phase every other end pays for,
        // would make a step into Fire look like a gain.
        if state.check(Action::EndTurn).is_err() {
            return self.eval.score(state) - CANNOT_END;
        }
        let samples = self.strength.samples();
        let mut total = 0.0;
        // The two best scores of the imagined fire phases so far.
        let mut luckiest = [f64::NEG_INFINITY; 2];
        for k in 0..samples {
            let mut after = state.clone();
            after.redeal_hidden(derive_seed(self.seed, k));
            if after.apply_into(Action::EndTurn, &mut Discard).is_err() {
                return self.eval.score(state);
            }
            self.finish_fire_phase(&mut after);
            let score = self.eval.score(&after);
            total += score;
            if score > luckiest[0] {
                luckiest = [score, luckiest[0]];
            } else if score > luckiest[1] {
                luckiest[1] = score;
            }
        }
        let mean = total / samples as f64;
        let optimism = optimism(state);
        if samples < 2 || optimism == 0.0 {
            return mean;
        }
        mean + optimism * ((luckiest[0] + luckiest[1]) / 2.0 - mean)
    }

    /// Makes the choices a fire phase waits for (where a knocked-down
    /// firefighter goes, which Hazmat explodes first), each by the static
    /// score, so the phase ends and its result is scored whole. Bounded:
    /// each choice settles one firefighter or one Hazmat.
    fn finish_fire_phase(&mut self, state: &mut GameState) {
        let mut options = Vec::new();
        for _ in 0..64 {
            if !matches!(state.stage(), Stage::Knockdown { .. } | Stage::HazmatOrder) {
                return;
            }
            state.legal_actions_into(&mut options);
            if options.is_empty() {
                return;
            }
            let choice = self.best_single(state, &options);
            if state.apply_into(choice, &mut Discard).is_err() {
                return;
            }
        }
    }

    /// The value of the state one action led to: a choice the turn waits
    /// for (riders after a drive, the deck gun's re-rolls) is part of that
    /// action, so it is worth its best answer, never the unfinished
    /// state's; otherwise the turn ending there.
    fn value_of_step(&mut self, next: &GameState, depth: usize) -> f64 {
        if in_turn_choice(next) {
            // The answer counts as one of the turn's steps, so a drive
            // looks no further ahead than a move does.
            let mut answers = Vec::new();
            next.legal_actions_into(&mut answers);
            let depth = depth.saturating_sub(1).max(1);
            if many_riders(&answers) {
                self.ride_plan(next, depth).0
            } else {
                self.search(next, &answers, depth).0
            }
        } else {
            self.settle(next)
        }
    }

    /// Who rides along after a drive (EXP-VEH-RIDE-1) when more than two
    /// may ([`many_riders`]), named rider by rider: each time the answer
    /// whose state, with nobody else riding, scores best, or nobody else;
    /// first the Engine's driver, who must ride (EXP-VEH-DRIVE-2). Looked
    /// into in every order, k riders cost about k!·2^k ways of ending the
    /// turn (six firefighters on the Engine's spot: over a million for one
    /// decision); this way about k².
    /// The value of the state the riders leave, looking up to `depth` - 1
    /// of the turn's actions further from it (a drive, then the deck gun),
    /// and the first answer.
    fn ride_plan(&mut self, state: &GameState, depth: usize) -> (f64, Option<Action>) {
        let me = state.active();
        let mut state = state.clone();
        let mut first = None;
        let mut answers = Vec::new();
        // Each round but the last puts one rider off the vehicle.
        for _ in 0..=state.firefighters().len() {
            if !matches!(state.stage(), Stage::Riding { .. }) {
                break;
            }
            state.legal_actions_into(&mut answers);
            let driver = state.active();
            let drivers = |a: &Action| matches!(a, Action::Ride { firefighter, .. } if *firefighter == driver);
            if !answers.contains(&Action::DoneRiding) && answers.iter().any(drivers) {
                answers.retain(drivers);
            }
            let mut best: Option<(f64, Action)> = None;
            for &answer in &answers {
                let mut next = state.clone();
                if next.apply_into(answer, &mut Discard).is_err() {
                    continue;
                }
                let value = self.nobody_else_rides(&next);
                if best.is_none_or(|(b, _)| value > b) {
                    best = Some((value, answer));
                }
            }
            let Some((_, choice)) = best else { break };
            first.get_or_insert(choice);
            if state.apply_into(choice, &mut Discard).is_err() {
                break;
            }
        }
        let mut value = self.settle(&state);
        if depth > 1 && state.stage() == Stage::Actions && state.active() == me && !state.is_over()
        {
            let mut follow = Vec::new();
            state.legal_actions_into(&mut follow);
            follow.retain(|&a| self.may_take(a));
            value = value.max(self.search(&state, &follow, depth - 1).0);
        }
        (value, first)
    }

    /// The value of `state` if nobody else rides along: the turn ending
    /// after the riders named so far.
    fn nobody_else_rides(&mut self, state: &GameState) -> f64 {
        if matches!(state.stage(), Stage::Riding { .. }) {
            let mut done = state.clone();
            if done.apply_into(Action::DoneRiding, &mut Discard).is_ok() {
                return self.settle(&done);
            }
        }
        self.settle(state)
    }

    /// The best value reachable from `world` by up to `depth` of the active
    /// firefighter's actions (never past its turn's end), and the first
    /// action towards it.
    fn search(
        &mut self,
        world: &GameState,
        legal: &[Action],
        depth: usize,
    ) -> (f64, Option<Action>) {
        let me = world.active();
        let mut scored: Vec<(f64, Action, GameState)> = Vec::with_capacity(legal.len());
        for &action in legal {
            if action == Action::EndTurn {
                continue;
            }
            // The deck gun's landing is a roll (EXP-VEH-DECKGUN-3): one
            // imagined roll would make it look as lucky or unlucky as that
            // roll, so it is scored over several; the search goes on from
            // the first.
            let rolls = if action == Action::DeckGun {
                DECK_GUN_ROLLS
            } else {
                1
            };
            let (mut first, mut total, mut tried) = (None, 0.0, 0);
            for k in 0..rolls {
                let mut next = world.clone();
                if k > 0 {
                    next.reseed_dice(derive_seed(self.seed, 0x6467_0000 + u64::from(k)));
                }
                if next.apply_into(action, &mut Discard).is_err() {
                    break;
                }
                total += self.value_of_step(&next, depth);
                tried += 1;
                first.get_or_insert(next);
            }
            let Some(next) = first else { continue };
            scored.push((total / f64::from(tried), action, next));
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut best = (f64::NEG_INFINITY, None);
        for (rank, (score, action, next)) in scored.into_iter().enumerate() {
            let mut value = score;
            let deeper = depth > 1
                && rank < self.strength.width()
                && next.stage() == Stage::Actions
                && next.active() == me
                && !next.is_over();
            if deeper {
                let mut follow = Vec::new();
                next.legal_actions_into(&mut follow);
                follow.retain(|&a| self.may_take(a));
                let (v, _) = self.search(&next, &follow, depth - 1);
                value = value.max(v);
            }
            if value > best.0 {
                best = (value, Some(action));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests;

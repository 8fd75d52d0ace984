//! Dice: a seeded, portable random source owned by the game state, plus forced
//! results for tests and scripts.
//!
//! The stream is ChaCha8 keyed from the game seed. Die faces are drawn from it
//! with our own rejection sampling rather than `rand`'s distributions, so the
//! same seed gives the same game on every machine and with every future
//! version of the `rand` crates; a golden test pins the first rolls.

use std::collections::VecDeque;
use std::fmt;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::engine::board::layout::DiceSpec;

/// A dice result naming a cell (GEN-3). `floor` is the floor die's face, or 0
/// on boards without a floor die.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Roll {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub floor: u8,
    pub red: u8,
    pub black: u8,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

impl Roll {
    /// A red/black result on a board without a floor die.
    pub const fn new(red: u8, black: u8) -> Roll {
        Roll {
            floor: 0,
            red,
            black,
        }
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.floor != 0 {
            write!(f, "floor {} ", self.floor)?;
        }
        write!(f, "red {} black {}", self.red, self.black)
    }
}

/// Flips a die: the opposite face (GEN-4, Ruling R2).
pub const fn flip(value: u8, sides: u8) -> u8 {
    sides + 1 - value
}

/// The game's dice.
#[derive(Clone, Debug)]
pub struct Dice {
    rng: ChaCha8Rng,
    forced: VecDeque<u8>,
    /// Forced values taken from the queue so far, fitting or not: numbers
    /// them for [`Misfit`]. Diagnostics only, like `misfit`: neither is part
    /// of the dice's identity (equality, [`DiceState`]).
    taken: usize,
    /// The first forced value that did not fit the die it came up for.
    misfit: Option<Misfit>,
}

/// Dice are equal when they will roll the same: the stream and the queue.
impl PartialEq for Dice {
    fn eq(&self, other: &Dice) -> bool {
        self.rng == other.rng && self.forced == other.forced
    }
}

impl Eq for Dice {}

/// A forced value that came up for a die without that face, and was skipped
/// (see [`Dice::roll_die`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "forced die value {value} (number {position} of the forced values) came up for a die with {sides} faces, so it was skipped"
)]
pub struct Misfit {
    /// 1-based, counting every forced value taken since the dice were made.
    pub position: usize,
    pub value: u8,
    pub sides: u8,
}

/// A forced value that no die of the board has as a face.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "forced die value {value} (number {position} of the list) is not a face of this board's dice, which go from 1 to {largest}"
)]
pub struct NotAFace {
    /// 1-based.
    pub position: usize,
    pub value: u8,
    pub largest: u8,
}

/// Checks that every value is a face of at least one of the board's dice.
pub fn check_faces(spec: &DiceSpec, values: &[u8]) -> Result<(), NotAFace> {
    let largest = spec.red.max(spec.black).max(spec.floor.unwrap_or(0));
    match values.iter().position(|v| !(1..=largest).contains(v)) {
        Some(i) => Err(NotAFace {
            position: i + 1,
            value: values[i],
            largest,
        }),
        None => Ok(()),
    }
}

/// Expands a 64-bit seed into a ChaCha key with SplitMix64: fixed here, so it
/// cannot change under us with a dependency update.
fn key_from_seed(seed: u64) -> [u8; 32] {
    let mut state = seed;
    let mut key = [0u8; 32];
    for chunk in key.chunks_exact_mut(8) {
        chunk.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
    }
    key
}

/// One SplitMix64 step.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of game `index` in a series started from `seed` (used by
/// `flashpoint simulate`, so results do not depend on the thread count).
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    let mut state = seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03);
    splitmix64(&mut state)
}

impl Dice {
    pub fn from_seed(seed: u64) -> Dice {
        Dice {
            rng: ChaCha8Rng::from_seed(key_from_seed(seed)),
            forced: VecDeque::new(),
            taken: 0,
            misfit: None,
        }
    }

    /// A uniform value in `0..n` (`n` ≥ 1), by rejection sampling on 32-bit words.
    pub fn uniform(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let n = n.max(1);
        // Largest multiple of n that fits in 2^32; values at or above it are
        // redrawn. Fewer than half the values are redrawn, so a draw needs
        // under 2 words on average and 64 redraws in a row have probability
        // below 2^-64: the loop ends, the usual argument for rejection
        // sampling, and no bound would change any game.
        let zone = u64::from(u32::MAX) + 1 - (u64::from(u32::MAX) + 1) % u64::from(n);
        loop {
            let x = u64::from(self.rng.next_u32());
            if x < zone {
                return (x % u64::from(n)) as u32;
            }
        }
    }

    /// One of `items`, each as likely; `None` when there are none.
    pub fn choose<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        let n = u32::try_from(items.len()).ok().filter(|&n| n > 0)?;
        items.get(self.uniform(n) as usize).copied()
    }

    /// Rolls one die. A queued forced value is used first; one that does not fit
    /// this die is dropped and the die is rolled for real. Returns the value and
    /// whether it was forced.
    pub fn roll_die(&mut self, sides: u8) -> (u8, bool) {
        while let Some(value) = self.forced.pop_front() {
            self.taken += 1;
            if (1..=sides).contains(&value) {
                return (value, true);
            }
            self.misfit.get_or_insert(Misfit {
                position: self.taken,
                value,
                sides,
            });
        }
        (self.uniform(u32::from(sides.max(1))) as u8 + 1, false)
    }

    /// Rolls the board's dice: the floor die (if any), then red, then black.
    pub fn roll(&mut self, spec: &DiceSpec) -> Roll {
        let floor = spec.floor.map_or(0, |sides| self.roll_die(sides).0);
        let red = self.roll_die(spec.red).0;
        let black = self.roll_die(spec.black).0;
        Roll { floor, red, black }
    }

    /// Queues values that the next die rolls take, in order.
    pub fn force(&mut self, values: impl IntoIterator<Item = u8>) {
        self.forced.extend(values);
    }

    /// Forced values not yet used.
    pub fn forced(&self) -> impl ExactSizeIterator<Item = u8> + '_ {
        self.forced.iter().copied()
    }

    /// Removes the forced values not yet used and returns them.
    pub fn take_forced(&mut self) -> Vec<u8> {
        self.forced.drain(..).collect()
    }

    /// Forced values taken from the queue so far (used or skipped).
    pub fn forced_taken(&self) -> usize {
        self.taken
    }

    /// The first forced value skipped because it did not fit its die.
    pub fn first_misfit(&self) -> Option<Misfit> {
        self.misfit
    }

    pub fn state(&self) -> DiceState {
        DiceState {
            key: self
                .rng
                .get_seed()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
            stream: self.rng.get_stream(),
            word_pos: self.rng.get_word_pos().to_string(),
            forced: self.forced.iter().copied().collect(),
        }
    }

    pub fn from_state(state: &DiceState) -> Result<Dice, String> {
        let bad_key = || format!("dice key {:?} is not 64 hexadecimal digits", state.key);
        if state.key.len() != 64 || !state.key.is_ascii() {
            return Err(bad_key());
        }
        let mut key = [0u8; 32];
        for (i, byte) in key.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&state.key[2 * i..2 * i + 2], 16).map_err(|_| bad_key())?;
        }
        let word_pos: u128 = state
            .word_pos
            .parse()
            .map_err(|_| format!("dice word_pos {:?} is not a whole number", state.word_pos))?;
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(state.stream);
        rng.set_word_pos(word_pos);
        Ok(Dice {
            rng,
            forced: state.forced.iter().copied().collect(),
            taken: 0,
            misfit: None,
        })
    }
}

/// The dice as JSON: the ChaCha key, stream and position, and forced values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceState {
    pub key: String,
    pub stream: u64,
    /// Position in the stream, in 32-bit words (a string: it can exceed 2^53).
    pub word_pos: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forced: Vec<u8>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn golden_rolls_never_change() {
        // Pinning the stream: if this fails, every saved game and every
        // published seed would replay differently.
        let mut dice = Dice::from_seed(42);
        let rolls: Vec<u8> = (0..12).map(|_| dice.roll_die(8).0).collect();
        assert_eq!(rolls, GOLDEN_D8_SEED_42);
    }

    const GOLDEN_D8_SEED_42: [u8; 12] = [5, 2, 2, 5, 8, 8, 3, 6, 2, 4, 4, 4];

    #[test]
    fn forced_values_come_first_and_misfits_are_dropped() {
        let mut dice = Dice::from_seed(1);
        dice.force([3, 7, 9, 2]);
        assert_eq!(dice.roll_die(6), (3, true));
        // 7 does not fit a d6: dropped; 9 neither; 2 does.
        assert_eq!(dice.roll_die(6), (2, true));
        let (_, forced) = dice.roll_die(6);
        assert!(!forced);
        // The first skipped value is remembered, numbered in the queue.
        assert_eq!(
            dice.first_misfit(),
            Some(Misfit {
                position: 2,
                value: 7,
                sides: 6
            })
        );
        assert_eq!(dice.forced_taken(), 4);
    }

    #[test]
    fn unused_forced_values_can_be_taken_back() {
        let mut dice = Dice::from_seed(1);
        dice.force([3, 4, 5]);
        assert_eq!(dice.roll_die(6), (3, true));
        assert_eq!(dice.take_forced(), vec![4, 5]);
        assert_eq!(dice.forced().len(), 0);
        assert_eq!(dice.first_misfit(), None);
    }

    #[test]
    fn faces_are_checked_against_the_largest_die() {
        let spec = DiceSpec {
            red: 6,
            black: 8,
            floor: None,
        };
        assert_eq!(check_faces(&spec, &[1, 8, 6]), Ok(()));
        assert_eq!(
            check_faces(&spec, &[3, 9]),
            Err(NotAFace {
                position: 2,
                value: 9,
                largest: 8
            })
        );
        assert!(check_faces(&spec, &[0]).is_err());
    }

    #[test]
    fn dice_state_round_trips_mid_stream() {
        let mut dice = Dice::from_seed(7);
        for _ in 0..37 {
            dice.roll_die(6);
        }
        dice.force([4]);
        let state = dice.state();
        let json = serde_json::to_string(&state).expect("serialise");
        let back: DiceState = serde_json::from_str(&json).expect("deserialise");
        let mut copy = Dice::from_state(&back).expect("valid state");
        assert_eq!(copy, dice);
        for _ in 0..50 {
            assert_eq!(copy.roll_die(8), dice.roll_die(8));
        }
    }

    #[test]
    fn uniform_covers_every_face_evenly() {
        let mut dice = Dice::from_seed(3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[dice.roll_die(6).0 as usize - 1] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn flips_are_opposite_faces() {
        // GEN-4 / App. E: d6 1↔6 2↔5 3↔4, d8 1↔8 ... 4↔5.
        assert_eq!([1, 2, 3].map(|v| flip(v, 6)), [6, 5, 4]);
        assert_eq!([1, 2, 3, 4].map(|v| flip(v, 8)), [8, 7, 6, 5]);
    }

    #[test]
    fn choose_draws_every_item_and_nothing_from_nothing() {
        let mut dice = Dice::from_seed(3);
        assert_eq!(dice.choose::<u8>(&[]), None);
        let mut seen = [0u32; 4];
        for _ in 0..4000 {
            let item = dice.choose(&[0usize, 1, 2, 3]).expect("an item");
            seen[item] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }
}

//! What a player cannot see (issue 15): the kinds of face-down POIs and the
//! dice still to be rolled. A player's lookahead (a bot, a hint) works on a
//! *determinised* copy of the state, in which both are dealt afresh from
//! what is known, so it can never profit from information a player lacks.
//! Also the other what-if copy a player's question needs: AP to spare, to
//! price a walk beyond this turn.

use crate::engine::dice::{Dice, derive_seed};
use crate::engine::state::{GameState, PoiKind, TokenPlace};

/// The AP of [`GameState::with_ap_to_spare`]: more than a walk across any
/// shipped board costs (a walk dearer than that is not priced), and far
/// from `u8::MAX`, so no sum of costs overflows.
const AP_TO_SPARE: u8 = 120;

impl GameState {
    /// A copy of the state as a player may imagine it: the face-down POIs
    /// (on the board and in the bag) get their kinds shuffled among
    /// themselves, so the unseen Victims and False Alarms keep their counts
    /// but not their places, and the dice roll a stream seeded by `seed`
    /// (forced values, a test's device, are dropped).
    pub fn determinised(&self, seed: u64) -> GameState {
        let mut copy = self.clone();
        copy.redeal_hidden(seed);
        copy
    }

    /// In place: as [`GameState::determinised`], without the copy.
    pub fn redeal_hidden(&mut self, seed: u64) {
        let mut dice = Dice::from_seed(seed);
        let hidden = |place: TokenPlace| match place {
            TokenPlace::Bag => true,
            TokenPlace::Board { revealed, .. } => !revealed,
            TokenPlace::Rescued | TokenPlace::Lost => false,
        };
        let mut victims = self
            .tokens
            .iter()
            .filter(|t| hidden(t.place) && t.kind == PoiKind::Victim)
            .count();
        let mut left = self.tokens.iter().filter(|t| hidden(t.place)).count();
        // Each hidden token is a Victim with the odds of what is left.
        for token in self.tokens.iter_mut().filter(|t| hidden(t.place)) {
            let victim = (dice.uniform(left as u32) as usize) < victims;
            token.kind = if victim {
                victims -= 1;
                PoiKind::Victim
            } else {
                PoiKind::FalseAlarm
            };
            left -= 1;
        }
        self.dice = Dice::from_seed(derive_seed(seed, 0x6469_6365));
    }

    /// A copy in which the active firefighter has AP to spare (its bonus
    /// pools as they are), for what-if questions a player asks of the
    /// board, such as how many AP a walk beyond this turn's reach costs.
    /// The AP bound (FAM-AP-1) does not hold in it: it is never played on.
    pub fn with_ap_to_spare(&self) -> GameState {
        let mut copy = self.clone();
        if let Some(f) = copy.firefighters.get_mut(usize::from(copy.active)) {
            f.ap = AP_TO_SPARE;
        }
        copy
    }

    /// In place: the dice still to be rolled become a new stream seeded by
    /// `seed`, the POIs stay as they are, so a lookahead can imagine other
    /// outcomes of one roll in the same world.
    pub fn reseed_dice(&mut self, seed: u64) {
        self.dice = Dice::from_seed(seed);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::engine::board::io::load_board;
    use crate::engine::config::GameConfig;
    use crate::engine::state::{GameState, PoiKind, TokenPlace};

    fn game(seed: u64) -> GameState {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/front.json");
        let board = Arc::new(load_board(&path).expect("front board"));
        GameState::new(board, GameConfig::family(4), seed).expect("a game")
    }

    fn kinds(s: &GameState, hidden: bool) -> Vec<(TokenPlace, PoiKind)> {
        s.tokens()
            .iter()
            .filter(|t| match t.place {
                TokenPlace::Board { revealed, .. } => revealed != hidden,
                TokenPlace::Bag => hidden,
                _ => !hidden,
            })
            .map(|t| (t.place, t.kind))
            .collect()
    }

    /// The counts of hidden Victims and False Alarms stay; what is seen
    /// stays; the kinds move between seeds; the same seed deals the same.
    #[test]
    fn redealing_keeps_counts_and_what_is_seen() {
        let s = game(5);
        let count =
            |v: &[(TokenPlace, PoiKind)]| v.iter().filter(|(_, k)| *k == PoiKind::Victim).count();
        let hidden = kinds(&s, true);
        let mut moved = false;
        for seed in 0..20 {
            let d = s.determinised(seed);
            assert_eq!(count(&kinds(&d, true)), count(&hidden));
            assert_eq!(kinds(&d, false), kinds(&s, false));
            moved |= kinds(&d, true) != hidden;
            assert_eq!(d.tokens(), s.determinised(seed).tokens());
        }
        assert!(moved, "the hidden kinds are dealt afresh");
    }

    /// The next eight rolls of a die.
    fn rolls(g: &mut GameState) -> Vec<u8> {
        (0..8).map(|_| g.dice.uniform(6) as u8).collect()
    }

    /// The copy's dice are not the game's: its future rolls are unknown.
    #[test]
    fn the_copy_rolls_other_dice() {
        let s = game(5);
        let mut a = s.clone();
        let mut b = s.determinised(1);
        assert_ne!(rolls(&mut a), rolls(&mut b));
    }

    /// The lookahead's other outcomes of one roll: new dice, the same POIs.
    #[test]
    fn reseeded_dice_roll_anew_and_leave_the_pois() {
        let s = game(4);
        let mut a = s.determinised(1);
        let mut b = a.clone();
        b.reseed_dice(2);
        assert_eq!(a.tokens(), b.tokens());
        assert_ne!(rolls(&mut a), rolls(&mut b));
    }

    /// A walk beyond the turn's 4 AP (FAM-AP-1): six steps along the
    /// outside (FAM-ACT-MOVE-1) are legal in the copy, which the game's
    /// state refuses after four; the game is left as it was.
    #[test]
    fn ap_to_spare_prices_a_walk_beyond_the_turn() {
        use crate::engine::Action;
        use crate::engine::geom::Pos;
        let mut s = game(4);
        for cell in ["0,6", "3,0", "7,3", "4,9"] {
            let pos: Pos = cell.parse().expect("a cell");
            s.apply(Action::PlaceFirefighter(pos)).expect("placed");
        }
        let walk =
            ["0,5", "0,4", "0,3", "0,2", "0,1", "0,0"].map(|c| c.parse::<Pos>().expect("a cell"));
        let mut real = s.clone();
        let mut copy = s.with_ap_to_spare();
        for (i, &to) in walk.iter().enumerate() {
            assert_eq!(real.apply(Action::Move(to)).is_ok(), i < 4, "step {i}");
            copy.apply(Action::Move(to)).expect("AP to spare");
        }
        assert_eq!(s.firefighters()[0].ap, 4);
        assert_eq!(copy.firefighters()[0].cell, s.board().cell_at(walk[5]));
    }
}

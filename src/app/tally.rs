//! The side panel's counters (victims, damage, supplies) as the players see
//! them: while the fire phase or a replay is shown step by step, they follow
//! the events shown, not the engine's state, which is already past the end.
//! No egui here.

use crate::app::scene::Scene;
use crate::engine::config::Scenario;
use crate::engine::event::Event;
use crate::engine::state::{FIRE_TOKENS, FireLevel, GameState};

/// The counters shown beside the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The turn shown (0 during the setup) and whose it is.
    pub turn: u32,
    pub active: u8,
    pub rescued: u8,
    pub lost: u8,
    /// Damage cubes on the board.
    pub cubes: u8,
    /// Fire/Smoke tokens left in the supply (FAM-SUPPLY-1).
    pub fire_supply: u8,
    pub pois_on_board: u8,
    pub poi_bag: u8,
    pub hazmat_on_board: u8,
    pub hot_spots: u8,
    pub hot_spot_supply: u8,
    /// Whether a cleared Hot Spot goes back to the supply (not in Save the
    /// structure, SCEN-STRUCTURE-2).
    returns_hot_spots: bool,
}

impl Tally {
    pub fn from_state(s: &GameState) -> Tally {
        Tally {
            turn: s.turn(),
            active: s.active(),
            rescued: s.rescued(),
            lost: s.lost(),
            cubes: s.cubes_placed(),
            fire_supply: s.fire_supply(),
            pois_on_board: s.pois_on_board(),
            poi_bag: s.poi_supply(),
            hazmat_on_board: s.hazmat_on_board(),
            hot_spots: s.hot_spots(),
            hot_spot_supply: s.hot_spot_supply(),
            returns_hot_spots: !s.rules().has(Scenario::SaveTheStructure),
        }
    }

    /// Follows one event already shown on `scene`: what the board shows is
    /// counted from the scene, the rest from the totals the events carry.
    pub fn apply(&mut self, scene: &Scene, event: &Event) {
        match *event {
            Event::TurnStarted {
                firefighter, turn, ..
            } => {
                self.turn = turn;
                self.active = firefighter;
            }
            // The next firefighter places; after the last the first turn
            // starts (TurnStarted follows at once).
            Event::FirefighterPlaced { firefighter, .. } => {
                self.active = firefighter.saturating_add(1);
            }
            Event::VictimRescued { rescued, .. } => self.rescued = rescued,
            Event::VictimLost { lost, .. } => self.lost = lost,
            Event::CubePlaced { total, .. } | Event::Repaired { total, .. } => self.cubes = total,
            Event::PoiPlaced { .. } => self.poi_bag = self.poi_bag.saturating_sub(1),
            Event::HotSpotPlaced {
                supply: Some(supply),
                ..
            } => self.hot_spot_supply = supply,
            Event::HotSpotCleared { .. } if self.returns_hot_spots => {
                self.hot_spot_supply = self.hot_spot_supply.saturating_add(1);
            }
            _ => {}
        }
        self.count(scene);
    }

    /// The counters the board itself shows.
    fn count(&mut self, scene: &Scene) {
        let tokens = scene
            .fire
            .iter()
            .filter(|&&f| f != FireLevel::Clear)
            .count();
        self.fire_supply = FIRE_TOKENS.saturating_sub(u8::try_from(tokens).unwrap_or(u8::MAX));
        self.pois_on_board = u8::try_from(scene.pois.len()).unwrap_or(u8::MAX);
        self.hazmat_on_board = u8::try_from(scene.hazmat.len()).unwrap_or(u8::MAX);
        self.hot_spots =
            u8::try_from(scene.hot_spot.iter().filter(|&&h| h).count()).unwrap_or(u8::MAX);
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::sync::Arc;

    use super::*;
    use crate::engine::board::io::load_board;
    use crate::engine::config::GameConfig;
    use crate::engine::dice::Dice;

    /// The scene and the counters, followed event by event from the state
    /// before each action, end where the engine's state after it is: what
    /// the players watch during an animation is what the rules did.
    fn follow_random_games(config: &GameConfig, board: &str, games: u64) -> u32 {
        let mut followed = 0;
        let board = Arc::new(
            load_board(Path::new(env!("CARGO_MANIFEST_DIR")).join(board).as_path())
                .expect("the board loads"),
        );
        for seed in 0..games {
            let mut s = GameState::new(Arc::clone(&board), config.clone(), seed).expect("config");
            let mut pick = Dice::from_seed(seed + 1000);
            let mut actions = 0;
            while !s.is_over() && actions < 3_000 {
                let legal = s.legal_actions();
                let (i, _) = pick.roll_die(legal.len().min(255) as u8);
                let action = legal[usize::from(i) - 1];
                let mut scene = Scene::from_state(&s);
                let mut tally = Tally::from_state(&s);
                let events = s.apply(action).expect("legal");
                for e in &events {
                    scene.apply(&board, e);
                    tally.apply(&scene, e);
                }
                let mut want = Scene::from_state(&s);
                // What the scene highlights is not state.
                for scene in [&mut scene, &mut want] {
                    scene.focus.clear();
                    scene.focus_edge = None;
                    scene.dice = None;
                    for f in &mut scene.firefighters {
                        f.knocked_down = false;
                    }
                    scene.pois.sort_by_key(|p| p.id);
                    scene.hazmat.sort();
                }
                assert!(
                    scene == want,
                    "seed {seed}, action {actions} ({action}): {}\nevents {events:?}",
                    scene_diff(&scene, &want)
                );
                assert_eq!(tally, Tally::from_state(&s), "seed {seed}, {action}");
                actions += 1;
                followed += events.len() as u32;
            }
        }
        followed
    }

    /// The parts of two scenes that differ, for a readable failure.
    fn scene_diff(got: &Scene, want: &Scene) -> String {
        let mut out = Vec::new();
        for (i, (a, b)) in got.fire.iter().zip(&want.fire).enumerate() {
            if a != b {
                out.push(format!("fire[{i}]: {a:?} != {b:?}"));
            }
        }
        for (i, (a, b)) in got.edges.iter().zip(&want.edges).enumerate() {
            if a != b {
                out.push(format!("edge[{i}]: {a:?} != {b:?}"));
            }
        }
        if got.hot_spot != want.hot_spot {
            out.push("hot spots differ".into());
        }
        if got.pois != want.pois {
            out.push(format!("pois {:?} != {:?}", got.pois, want.pois));
        }
        if got.hazmat != want.hazmat {
            out.push(format!("hazmat {:?} != {:?}", got.hazmat, want.hazmat));
        }
        if got.firefighters != want.firefighters {
            out.push(format!(
                "firefighters {:?} != {:?}",
                got.firefighters, want.firefighters
            ));
        }
        if (got.engine, got.ambulance) != (want.engine, want.ambulance) {
            out.push(format!(
                "vehicles {:?} != {:?}",
                (got.engine, got.ambulance),
                (want.engine, want.ambulance)
            ));
        }
        out.join("; ")
    }

    #[test]
    fn counters_and_scene_follow_the_events_in_family_games() {
        let events = follow_random_games(&GameConfig::family(3), "boards/front.json", 40);
        assert!(events > 1_000, "{events} events followed");
    }

    #[test]
    fn counters_and_scene_follow_the_events_in_experienced_games() {
        let config: GameConfig =
            serde_json::from_value(serde_json::json!({"mode": "experienced", "firefighters": 4}))
                .expect("config");
        let events = follow_random_games(&config, "boards/front.json", 40)
            + follow_random_games(&config, "boards/back.json", 20)
            + follow_random_games(&config, "boards/townhouse.json", 20);
        assert!(events > 1_000, "{events} events followed");
    }
}

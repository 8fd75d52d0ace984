//! The simulation loop makes no heap allocation per action in the steady
//! state (issue 2 §5): legal actions and events go into reused buffers, the
//! fire phase uses preallocated scratch space, and a new game reuses the
//! previous game's memory. Counted with a counting global allocator.

mod common;

use common::*;
use flashpoint::engine::dice::{Dice, derive_seed};
use flashpoint::engine::event::{Discard, Event};
use flashpoint::engine::{Action, GameConfig, GameState};
use flashpoint::sim::{DEFAULT_MAX_TURNS, Player};

/// Plays a game action by action the way a simulator or bot would, recording
/// every event into `events` (cleared after each action).
fn play_recorded(
    state: &mut GameState,
    seed: u64,
    legal: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> u64 {
    state.restart(seed, events);
    events.clear();
    let mut policy = Dice::from_seed(seed ^ 0x5EED);
    let mut actions = 0;
    while !state.is_over() {
        state.legal_actions_into(legal);
        let action = legal[policy.uniform(legal.len() as u32) as usize];
        state.apply_into(action, events).expect("legal");
        events.clear();
        actions += 1;
    }
    actions
}

#[test]
fn no_allocation_per_action_with_an_event_log() {
    for (board, name) in [
        (front(), "front"),
        (back(), "back"),
        (two_floor(), "two-floor"),
    ] {
        let mut state = GameState::new(board, GameConfig::family(4), 0).expect("valid");
        let mut legal = Vec::with_capacity(64);
        let mut events = Vec::with_capacity(4096);
        // Warm-up: any lazily sized buffer reaches its size here.
        play_recorded(&mut state, 1, &mut legal, &mut events);
        let mut actions = 0;
        let info = allocation_counter::measure(|| {
            for i in 0..300 {
                actions += play_recorded(&mut state, derive_seed(7, i), &mut legal, &mut events);
            }
        });
        assert!(actions > 10_000, "{name}: only {actions} actions played");
        assert_eq!(
            info.count_total, 0,
            "{name}: {} allocations over {actions} actions",
            info.count_total
        );
    }
}

#[test]
fn no_allocation_in_the_simulator_loop() {
    let mut player = Player::new(front(), GameConfig::family(6)).expect("valid");
    player.play(derive_seed(3, 0), DEFAULT_MAX_TURNS, &mut Discard);
    let mut actions = 0;
    let info = allocation_counter::measure(|| {
        for i in 1..500 {
            actions += player
                .play(derive_seed(3, i), DEFAULT_MAX_TURNS, &mut Discard)
                .actions;
        }
    });
    assert!(actions > 10_000);
    assert_eq!(
        info.count_total, 0,
        "{} allocations over {actions} actions",
        info.count_total
    );
}

#[test]
fn the_counter_sees_allocations() {
    // Guards the tests above against a counter that is not installed.
    let info = allocation_counter::measure(|| {
        let v = std::hint::black_box(vec![1u8; 100]);
        drop(v);
    });
    assert_eq!(info.count_total, 1);
}

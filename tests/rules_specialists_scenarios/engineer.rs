//! The Structural Engineer (SPEC-ENGINEER).

use super::*;

// --- SPEC-ENGINEER ------------------------------------------------------------------

/// SPEC-ENGINEER (COMP-12, COMP-15): the Structural Engineer comes from Urban
/// Structures; he is in play only when chosen in the configuration. Random
/// deals and Crew Change never bring him otherwise.
#[test]
fn spec_engineer_in_play_only_when_chosen() {
    for seed in 0..16 {
        let (s, _) = new_game(json!({"mode": "experienced", "firefighters": 6}), seed);
        assert!(
            !s.firefighters()
                .iter()
                .any(|f| f.is(Specialist::StructuralEngineer)),
            "seed {seed}: the Engineer was dealt"
        );
        let (s, events) = new_game(
            json!({"mode": "experienced", "firefighters": 3,
                   "specialists": ["random", "structural_engineer"]}),
            seed,
        );
        assert!(s.firefighters()[1].is(Specialist::StructuralEngineer));
        assert!(events.contains(&Event::SpecialistAssigned {
            firefighter: 1,
            specialist: Specialist::StructuralEngineer
        }));
    }
    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "turn_state": {"started_on_engine": true},
            "firefighters": [{"at": "5,9", "ap": 5, "specialist": "generalist"}],
        }),
    );
    assert!(!legal(&s, json!({"crew_change": "structural_engineer"})));
    assert!(legal(&s, json!({"crew_change": "paramedic"})));
}

/// SPEC-ENGINEER-1: Clear, 1 AP: the Hot Spot on his own space returns to the
/// Hot Spot supply. Only the Engineer.
#[test]
fn spec_engineer_1_clear_returns_hot_spot_to_supply() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"]}),
        json!({
            "hot_spots": ["1,1", "1,2"],
            "hot_spot_supply": 2,
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    let events = go(&mut s, json!("clear_hot_spot"));
    assert!(events.contains(&Event::HotSpotCleared {
        firefighter: 0,
        cell: at("1,1"),
        ap: 1
    }));
    assert!(!hot(&s, "1,1"));
    assert!(hot(&s, "1,2"), "only his own space");
    assert_eq!(s.hot_spot_supply(), 3);
    assert_eq!(s.hot_spots(), 1);
    assert_eq!(ap(&s, 0), 3);
    assert!(!legal(&s, json!("clear_hot_spot")), "none left here");

    let s = xstate(
        json!({"specialists": ["generalist"]}),
        json!({
            "hot_spots": ["1,1"],
            "firefighters": [{"at": "1,1", "ap": 5, "specialist": "generalist"}],
        }),
    );
    assert!(matches!(
        refusal(&s, json!("clear_hot_spot")),
        ActionError::NotYourAbility { .. }
    ));
}

/// SPEC-ENGINEER-2: Repair, 2 AP: one cube off a damaged (1-cube) wall on an
/// edge of his space, back to the supply; not an intact or destroyed wall.
#[test]
fn spec_engineer_2_repair_a_damaged_wall() {
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"]}),
        json!({
            "damage": [{"edge": "0,1S", "cubes": 1}, {"edge": "1,0E", "cubes": 2}, {"edge": "6,1S", "cubes": 1}],
            "firefighters": [{"at": "1,1", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    assert_eq!(s.cubes_placed(), 4);
    assert!(matches!(
        refusal(&s, json!({"repair": "1,0E"})),
        ActionError::Forbidden(_)
    ));
    assert!(
        matches!(
            refusal(&s, json!({"repair": "6,1S"})),
            ActionError::NotYourEdge { .. }
        ),
        "only an edge of his own space"
    );
    let events = go(&mut s, json!({"repair": "0,1S"}));
    assert!(events.contains(&Event::Repaired {
        firefighter: 0,
        edge: "0,1S".parse().expect("edge"),
        ap: 2,
        total: 3,
    }));
    assert_eq!(cubes_on(&s, "0,1S"), 0);
    assert_eq!(s.cubes_placed(), 3);
    assert_eq!(ap(&s, 0), 2);
    assert!(
        !legal(&s, json!({"repair": "0,1S"})),
        "an intact wall needs no repair"
    );
}

/// SPEC-ENGINEER-3: Clear and Repair need no Fire on his space or on any
/// adjacent space (ADJ-2: a closed door or wall separates; diagonals never
/// count). The Engineer never extinguishes, but may fire the deck gun (R43).
#[test]
fn spec_engineer_3_no_fire_near_and_never_extinguish() {
    let engineer = |fire: &[&str], smoke: &[&str], at: &str| {
        xstate(
            json!({"specialists": ["structural_engineer"]}),
            json!({
                "fire": fire,
                "smoke": smoke,
                "hot_spots": [at],
                "damage": [{"edge": "0,1S", "cubes": 1}, {"edge": "0,3S", "cubes": 1}],
                "firefighters": [{"at": at, "ap": 4, "specialist": "structural_engineer"}],
            }),
        )
    };
    for fire in [["1,1"], ["2,1"], ["1,2"]] {
        let s = engineer(&fire, &[], "1,1");
        assert!(
            matches!(
                refusal(&s, json!("clear_hot_spot")),
                ActionError::FireNearby { .. }
            ),
            "Fire at {fire:?}"
        );
        assert!(
            matches!(
                refusal(&s, json!({"repair": "0,1S"})),
                ActionError::FireNearby { .. }
            ),
            "Fire at {fire:?}"
        );
    }
    // Diagonal Fire does not count.
    let mut s = engineer(&["2,2"], &[], "1,1");
    go(&mut s, json!("clear_hot_spot"));
    go(&mut s, json!({"repair": "0,1S"}));
    assert_eq!(ap(&s, 0), 1);
    // Fire behind the closed door (1,3)E is not adjacent.
    let mut s = engineer(&["1,4"], &[], "1,3");
    go(&mut s, json!({"repair": "0,3S"}));
    assert!(legal(&s, json!("clear_hot_spot")));

    // Never Extinguish.
    let s = engineer(&["2,1"], &["1,2"], "1,1");
    for a in [
        json!({"remove_smoke": "1,2"}),
        json!({"flip_fire": "2,1"}),
        json!({"remove_fire": "2,1"}),
    ] {
        assert!(
            matches!(refusal(&s, a.clone()), ActionError::Forbidden(_)),
            "{a}"
        );
    }

    // The deck gun is not Extinguish (Ruling R43).
    let mut s = xstate(
        json!({"specialists": ["structural_engineer"]}),
        json!({
            "fire": ["5,5"],
            "firefighters": [{"at": "5,9", "ap": 4, "specialist": "structural_engineer"}],
        }),
    );
    s.force_dice([5, 5]);
    go(&mut s, json!("deck_gun"));
    assert_eq!(level(&s, "5,5"), FireLevel::Clear);
    assert_eq!(ap(&s, 0), 0);
}

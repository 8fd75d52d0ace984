//! How the game ends (FAM-END): the seventh rescue, the fourth loss, the
//! collapse, and playing on (R19).

use super::*;

// --- game end ------------------------------------------------------------------

/// FAM-END-1: the moment the 7th Victim is rescued, the players win.
#[test]
fn fam_end_1_seventh_rescue_wins() {
    let mut pois = vec![json!({"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0})];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = state(
        front(),
        json!({"firefighters": [{"at": "3,1", "ap": 4}], "pois": pois}),
    );
    let events = apply(&mut s, act(json!({"move": "3,0"})));
    assert_eq!(s.rescued(), 7);
    assert_eq!(s.outcome(), Some(Outcome::Won));
    assert!(s.won());
    assert!(events.contains(&Event::Victory { rescued: 7 }));
    assert!(matches!(
        refusal(&s, json!({"move": "3,1"})),
        ActionError::WrongStage { .. }
    ));
}

/// FAM-END-1, Ruling R19: with play-on the game continues after the 7th
/// rescue; the win is never revoked; play ends when all 10 Victims are resolved.
#[test]
fn fam_end_1_r19_play_on() {
    let mut pois = vec![json!({"kind": "victim", "at": "3,1", "revealed": true, "carried_by": 0})];
    pois.extend(off_board("victim", "rescued", 6));
    let mut s = state(
        front(),
        json!({
            "config": {"firefighters": 1, "play_on": true},
            "firefighters": [{"at": "3,1", "ap": 4}],
            "pois": pois,
        }),
    );
    apply(&mut s, act(json!({"move": "3,0"})));
    assert!(s.won());
    assert_eq!(s.outcome(), None);
    assert_eq!(s.stage(), Stage::Actions);
    assert!(legal(&s, json!({"move": "3,1"})));

    // Won; one Victim burns with another still in the supply: play goes on.
    let mut pois = vec![victim_up("2,1")];
    pois.extend(off_board("victim", "rescued", 7));
    pois.extend(off_board("victim", "lost", 1));
    pois.extend(off_board("false_alarm", "rescued", 5)); // supply: 1 Victim
    let mut s = state(
        front(),
        json!({
            "config": {"firefighters": 1, "play_on": true},
            "won": true,
            "fire": ["3,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": pois,
        }),
    );
    end_turn(&mut s, &[3, 1, 6, 8]);
    assert_eq!(s.lost(), 2);
    assert_eq!(s.outcome(), None, "9 of 10 resolved: play goes on");
    assert!(s.won());

    // The last Victim burns: all 10 resolved → over, still won.
    let mut pois = vec![victim_up("2,1")];
    pois.extend(off_board("victim", "rescued", 7));
    pois.extend(off_board("victim", "lost", 2));
    let mut s = state(
        front(),
        parked(json!({
            "config": {"firefighters": 1, "play_on": true},
            "won": true,
            "fire": ["3,1"],
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": pois,
        })),
    );
    end_turn(&mut s, &[3, 1]);
    assert_eq!(s.lost(), 3);
    assert_eq!(s.outcome(), Some(Outcome::Won));
}

/// FAM-END-2: the moment the 4th Victim is lost, the players lose.
#[test]
fn fam_end_2_fourth_loss_loses() {
    let mut pois = vec![victim_up("1,1")];
    pois.extend(off_board("victim", "lost", 3));
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,2"], "firefighters": [{"at": "7,5", "ap": 4}], "pois": pois})),
    );
    let events = end_turn(&mut s, &[1, 1]);
    assert_eq!(s.lost(), 4);
    assert_eq!(s.outcome(), Some(Outcome::VictimsLost));
    assert!(events.contains(&Event::GameOver {
        outcome: Outcome::VictimsLost
    }));

    // Three lost is not yet a loss.
    let mut pois = vec![victim_up("1,1")];
    pois.extend(off_board("victim", "lost", 2));
    let mut s = state(
        front(),
        parked(json!({"fire": ["1,2"], "firefighters": [{"at": "7,5", "ap": 4}], "pois": pois})),
    );
    end_turn(&mut s, &[1, 1]);
    assert_eq!(s.lost(), 3);
    assert_eq!(s.outcome(), None);
}

/// FAM-END-3: collapse at 24 cubes: every POI and Victim still on the board
/// (carried too) goes to Lost; it is a loss.
#[test]
fn fam_end_3_collapse_loses_everything_on_the_board() {
    let mut s = state(
        front(),
        json!({
            "fire": ["2,3"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "5,4", "ap": 4}],
            "pois": [
                poi("victim", "5,3"),
                poi("false_alarm", "1,1"),
                {"kind": "victim", "at": "5,4", "revealed": true, "carried_by": 0},
            ],
        }),
    );
    end_turn(&mut s, &[2, 3]);
    assert_eq!(s.outcome(), Some(Outcome::Collapse));
    assert_eq!(s.pois_on_board(), 0);
    for (t, token) in s.tokens().iter().take(3).enumerate() {
        assert_eq!(token.place, TokenPlace::Lost, "token {t}");
    }
    assert_eq!(s.lost(), 2);
}

/// FAM-END-3, Ruling R19: a collapse after the win was secured is not a loss.
#[test]
fn fam_end_3_r19_collapse_after_secured_win() {
    let mut pois = vec![poi("victim", "5,3")];
    pois.extend(off_board("victim", "rescued", 7));
    let mut s = state(
        front(),
        parked(json!({
            "config": {"firefighters": 1, "play_on": true},
            "won": true,
            "fire": ["2,3"],
            "damage": filler_damage(23),
            "firefighters": [{"at": "7,5", "ap": 4}],
            "pois": pois,
        })),
    );
    end_turn(&mut s, &[2, 3]);
    assert_eq!(s.cubes_placed(), 24);
    assert_eq!(s.outcome(), Some(Outcome::Won));
    assert_eq!(s.tokens()[0].place, TokenPlace::Lost);
}

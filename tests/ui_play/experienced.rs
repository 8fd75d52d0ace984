//! Playing an experienced game through the UI: the specialists' pools in
//! the menus, a turn with a drive and specialist actions, the Fire
//! Captain's orders, a led Victim in the side panel, a carry outside off
//! the Ambulance and the Ambulance's driver riding along.

use super::*;

/// An experienced game on the front board (seed 5) of two firefighters
/// with these cards, waiting for the vehicles to be parked.
fn experienced_pair(
    first: flashpoint::engine::specialist::Specialist,
    second: flashpoint::engine::specialist::Specialist,
) -> Harness<'static, FlashpointApp> {
    new_game(|dialog| {
        dialog.seed = "5".into();
        dialog.mode = flashpoint::engine::Mode::Experienced;
        dialog.firefighters = 2;
        dialog.specialists[0] = Some(first);
        dialog.specialists[1] = Some(second);
    })
}

/// Parks the Engine and the Ambulance and places the two firefighters by
/// clicking these four cells in turn (EXP-SETUP-13, -14).
fn park_and_place(h: &mut Harness<'static, FlashpointApp>, cells: [&str; 4]) {
    for cell in cells {
        h.get_by_label(cell).click();
        h.run();
    }
}

/// SPEC-GEN-1, -2: the menus and tooltips price a walk and an action as
/// the log will, naming what the card's pool pays (Ruling R16: the pool
/// first): the Rescue Specialist's "1 Move AP", past his 3 Move AP "3 Move
/// AP + 3 AP" (the tooltips had said "6 AP" while the log said the split).
#[test]
fn menus_name_the_ap_a_specialists_pool_pays() {
    use flashpoint::engine::specialist::Specialist;
    let mut h = experienced_pair(Specialist::RescueSpecialist, Specialist::Generalist);
    h.get_by_label("cell 0,7").click();
    h.run();
    h.get_by_label("cell 0,6").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
    h.get_by_label("cell 0,8").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("3,0"));
    let tooltip = |h: &mut Harness<'static, FlashpointApp>, cell: &str| {
        h.get_by_label(cell).hover();
        h.run();
        h.run();
        h.query_all_by_label_contains("Move to")
            .filter_map(|n| n.accesskit_node().label().or(n.accesskit_node().value()))
            .find(|l| l.starts_with("Move to"))
            .unwrap_or_default()
    };
    let one = tooltip(&mut h, "cell 3,1");
    assert!(one.starts_with("Move to 3,1: 1 Move AP"), "{one}");
    // Four steps at 6 AP (into Fire costs 2): his 3 Move AP, then 3 AP.
    let far = tooltip(&mut h, "cell 3,4");
    assert!(
        far.starts_with("Move to 3,4: 3 Move AP + 3 AP (4 steps)"),
        "{far}"
    );
}

/// Issue 4: an experienced turn through the UI. The vehicles are parked
/// by clicking their spots (EXP-SETUP-13), the Driver/Operator drives the
/// Engine (EXP-VEH-DRIVE-2), rides along (EXP-VEH-RIDE-1), fires the deck
/// gun from the cell menu and re-rolls a die (SPEC-DRIVER-1); then the
/// Imaging Technician identifies a POI from across the board (SPEC-IMAGING-1).
#[test]
fn an_experienced_turn_with_a_drive_and_a_specialist_action() {
    use flashpoint::engine::Vehicle;
    use flashpoint::engine::specialist::Specialist;
    use flashpoint::engine::state::TokenPlace;
    let mut h = experienced_pair(Specialist::DriverOperator, Specialist::ImagingTechnician);
    assert_eq!(session(&mut h).state().stage(), Stage::PlaceVehicles);
    h.get_by_label("cell 0,7").click();
    h.run();
    // A spot answers on both its cells: 0,6 is the Ambulance spot's second.
    h.get_by_label("cell 0,6").click();
    h.run();
    let vehicle_at = |h: &mut Harness<'static, FlashpointApp>, v: Vehicle| {
        let s = session(h).state();
        s.vehicle_cells(v)
            .map(|cells| cells.map(|c| s.board().pos(c).to_string()))
    };
    assert_eq!(
        vehicle_at(&mut h, Vehicle::Engine),
        Some(["0,7".to_string(), "0,8".to_string()])
    );
    assert_eq!(
        vehicle_at(&mut h, Vehicle::Ambulance),
        Some(["0,5".to_string(), "0,6".to_string()])
    );
    assert_eq!(session(&mut h).state().stage(), Stage::PlaceFirefighters);
    h.get_by_label("cell 0,8").click();
    h.run();
    h.get_by_label("cell 3,0").click();
    h.run();
    assert_eq!(session(&mut h).state().stage(), Stage::Actions);
    assert_eq!(session(&mut h).state().active(), 0);

    // Drive the Engine to the east spot: out of walking reach, so one
    // click (on either cell of the spot) drives (2 AP); then the driver
    // gets off at 6,9.
    h.get_by_label("cell 6,9").click();
    h.run();
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::Riding { .. }
    ));
    // The driver gets off first: the prompt says so, and "Nobody else
    // rides along" is not offered before (it had promised a Done button).
    h.get_by_label_contains("drove the Engine and rides with it: choose the cell to get off at");
    assert!(h.query_by_label("Nobody else rides along").is_none());
    // The driver's button says he gets off (EXP-VEH-DRIVE-2), not that
    // he rides along.
    assert!(
        h.query_by_label("Firefighter 1 rides along to 6,9")
            .is_none()
    );
    h.get_by_label("Firefighter 1 gets off at 6,9").click();
    h.run();
    if matches!(session(&mut h).state().stage(), Stage::Riding { .. }) {
        h.get_by_label_contains("Name each rider's cell, then: Nobody else rides along.");
        h.get_by_label("Nobody else rides along").click();
        h.run();
    }
    assert_eq!(
        vehicle_at(&mut h, Vehicle::Engine),
        Some(["5,9".to_string(), "6,9".to_string()])
    );
    assert_eq!(ff_at(&mut h, 0).as_deref(), Some("6,9"));
    assert_eq!(session(&mut h).state().firefighters()[0].ap, 2);
    // The log's echo of the choice says so too (it read "rides along").
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("» Firefighter 1 gets off at 6,9"), "{log}");
    assert!(!log.contains("rides along to 6,9"), "{log}");

    // The deck gun, from the cell menu: the roll waits for the
    // Driver/Operator, who re-rolls the black die and keeps the result.
    // The re-rolled black 2 names no column of the area and is flipped to
    // 7 (EXP-VEH-DECKGUN-3).
    session(&mut h).force_dice(vec![5, 6, 2]);
    h.get_by_label("cell 6,9").click_secondary();
    h.run();
    // The menu shows the real cost: 2 AP for the Driver/Operator. With
    // the pointer on the item the board marks what it is about: the area
    // the water may hit (EXP-VEH-DECKGUN-1).
    h.get_by_label("Fire the deck gun (2 AP)").hover();
    h.run();
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert_eq!(play.previewed(), Some(Action::DeckGun));
    assert!(!play.session.state().deck_gun_cells().is_empty());
    // Off the item, the mark goes.
    h.get_by_label("cell 3,3").hover();
    h.run();
    h.run();
    let play = h.state_mut().play_screen().expect("play");
    assert_eq!(play.previewed(), None);
    h.get_by_label("Fire the deck gun (2 AP)").click();
    h.run();
    // While the Driver/Operator decides, the cells the water would clear
    // are highlighted: the aimed cell and its neighbours.
    let shot = session(&mut h)
        .state()
        .deck_gun_preview()
        .expect("a roll to decide on");
    assert!(!shot.splash.is_empty());
    assert_eq!(
        h.state_mut().play_screen().expect("play").highlighted(),
        shot.splash.as_slice()
    );
    // The prompt says where it lands (a die may have been flipped,
    // EXP-VEH-DECKGUN-3).
    let target = shot.target.expect("a target in the area");
    // …and the aimed cell is marked apart from its neighbours.
    assert_eq!(
        h.state_mut().play_screen().expect("play").aimed(),
        Some(target)
    );
    // A game saved while the Driver/Operator decides shows the same marks
    // when loaded (they were drawn only after the next action).
    let (mut loaded, dir) = saved_and_loaded(&mut h, "deck-gun");
    let screen = loaded.state_mut().play_screen().expect("play");
    assert_eq!(screen.highlighted(), shot.splash.as_slice());
    assert_eq!(screen.aimed(), Some(target));
    drop(loaded);
    std::fs::remove_dir_all(dir).expect("cleaned up");
    let target = session(&mut h).state().board().pos(target);
    h.get_by_label(&format!(
        "Deck gun rolled red 5, black 6: it would clear {target} and the cells marked beside it. Re-roll a die or accept."
    ));
    // The rest of the area is marked apart, so that the aimed cell does
    // not look like any other cell of it.
    let marked = h.state_mut().play_screen().expect("play").choice_cells();
    assert!(!marked.is_empty());
    assert!(marked.iter().all(|c| shot.area.contains(c)));
    assert!(
        shot.splash.iter().all(|c| !marked.contains(c)),
        "{marked:?}"
    );
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::DeckGun {
            red: 5,
            black: 6,
            ..
        }
    ));
    h.get_by_label("Re-roll the black die").click();
    h.run();
    // The prompt says why red 5, black 2 lands on 5,7.
    h.get_by_label(
        "Deck gun rolled red 5, black 2, flipped into the quadrant: red 5, black 7. It would clear 5,7 and the cells marked beside it. Re-roll a die or accept.",
    );
    h.get_by_label("Keep the deck gun's roll").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state_mut().play_screen().expect("play").aimed(), None);
    let s = session(&mut h).state();
    assert_eq!(s.stage(), Stage::Actions);
    assert_eq!(s.fire_at_pos(at("5,7")), FireLevel::Clear);
    assert_eq!(s.firefighters()[0].ap, 0);
    let log = session(&mut h).log().join("\n");
    assert!(log.contains("deck gun"), "{log}");

    // The Imaging Technician's turn: identify a face-down POI anywhere.
    end_turn(&mut h, vec![1, 1]);
    assert_eq!(session(&mut h).state().active(), 1);
    let poi = {
        let s = session(&mut h).state();
        s.tokens()
            .iter()
            .find_map(|t| match t.place {
                TokenPlace::Board {
                    cell,
                    revealed: false,
                } => Some(s.board().pos(cell)),
                _ => None,
            })
            .expect("a face-down POI")
    };
    h.get_by_label(&format!("cell {poi}")).click_secondary();
    h.run();
    h.get_by_label(&format!("Identify the POI at {poi} (1 AP)"))
        .click();
    h.run();
    let s = session(&mut h).state();
    assert_eq!(s.firefighters()[1].ap, 3);
    assert!(
        s.tokens_at(s.board().cell_at(poi).expect("cell"))
            .all(|(_, t)| !matches!(
                t.place,
                TokenPlace::Board {
                    revealed: false,
                    ..
                }
            )),
        "the POI at {poi} is face up or gone"
    );
}

/// SPEC-CAPTAIN-1: a Fire Captain's move orders are listed on the cell they
/// lead to, and also in the menu of the cell where the firefighter to be
/// ordered stands (found in a real window: a right-click on the teammate
/// said "Nothing to do here now").
#[test]
fn the_captains_orders_are_in_the_teammates_cell_menu() {
    use flashpoint::engine::Mode;
    use flashpoint::engine::specialist::Specialist;
    let mut h = new_game(|dialog| {
        dialog.seed = "5".into();
        dialog.mode = Mode::Experienced;
        dialog.firefighters = 2;
        dialog.specialists[0] = Some(Specialist::FireCaptain);
        dialog.specialists[1] = Some(Specialist::Generalist);
    });
    park_and_place(&mut h, ["cell 0,7", "cell 0,6", "cell 0,8", "cell 3,0"]);
    assert_eq!(session(&mut h).state().stage(), Stage::Actions);
    assert_eq!(ff_at(&mut h, 1).as_deref(), Some("3,0"));
    h.get_by_label("cell 3,0").click_secondary();
    h.run();
    assert!(h.query_by_label("Nothing to do here now").is_none());
    h.get_by_label_contains("Firefighter 2 to move to 4,0")
        .click();
    h.run();
    assert_eq!(ff_at(&mut h, 1).as_deref(), Some("4,0"));
    let s = session(&mut h).state();
    assert_eq!(s.active(), 0, "still the Captain's turn");
}

/// The side panel names what the firefighter has in hand besides what it
/// carries: a treated Victim it leads (SPEC-PARAMEDIC-2). Found by trying
/// the Paramedic's first moves from every start cell over a few seeds.
#[test]
fn the_panel_names_the_victim_led() {
    use flashpoint::engine::Difficulty;
    use flashpoint::engine::config::SpecialistChoice;
    use flashpoint::engine::specialist::Specialist;
    /// Up to `depth` moves and treats after which leading is legal.
    fn lead_within(s: &flashpoint::engine::GameState, depth: usize) -> Option<Vec<Action>> {
        plan_within(
            s,
            depth,
            &|a| matches!(a, Action::Move(_) | Action::Treat(_)),
            &|_, legal| legal.iter().copied().find(|a| matches!(a, Action::Lead(_))),
        )
    }
    let mut config = GameConfig::experienced(1, Difficulty::Recruit);
    config.specialists = vec![SpecialistChoice(Some(Specialist::Paramedic))];
    let (game, plan) = (0..40)
        .find_map(|seed| {
            let s = Session::new(front(), None, config.clone(), seed).expect("valid");
            let mut s = s;
            // Parking and the like: the first choice offered.
            while s.state().stage() != Stage::PlaceFirefighters {
                let first = *s.state().legal_actions().first()?;
                s.apply(first).ok()?;
            }
            let starts: Vec<Action> = s.state().legal_actions();
            starts.into_iter().find_map(|start| {
                let mut tried = s.state().clone();
                tried.apply(start).ok()?;
                let plan = lead_within(&tried, 3)?;
                let mut s = Session::new(front(), None, config.clone(), seed).ok()?;
                while s.state().stage() != Stage::PlaceFirefighters {
                    let first = *s.state().legal_actions().first()?;
                    s.apply(first).ok()?;
                }
                s.apply(start).ok()?;
                Some((s, plan))
            })
        })
        .expect("a seed where the Paramedic can lead a Victim on turn 1");
    let (mut h, lead) = before_the_last(game, &plan);
    assert!(h.query_by_label_contains("Leading:").is_none());
    session(&mut h).apply(lead).expect("lead");
    h.run();
    let Action::Lead(victim) = lead else {
        unreachable!()
    };
    // Numbered as found (the first found is Victim 1), not by token.
    let victim = session(&mut h).victim_numbers()[usize::from(victim)];
    h.get_by_label(&format!("Leading: Victim {victim}"));
    // A screen reader hears it on the firefighter's cell too.
    let leading: Vec<String> = h
        .query_all_by_label_contains("cell ")
        .map(|n| n.accesskit_node())
        .filter(|n| {
            n.description()
                .is_some_and(|d| d.contains("Firefighter 1, active, leading a treated Victim"))
        })
        .filter_map(|n| n.label())
        .collect();
    assert_eq!(leading.len(), 1, "{leading:?}");
    // A walk from here takes the Victim along, and the cell menu says so.
    let step = first_step(&mut h);
    h.get_by_label(&format!("cell {step}")).click_secondary();
    h.run();
    let walk = format!("Lead Victim {victim} to {step} (");
    assert!(h.query_by_label_contains(&walk).is_some(), "{walk}…");
}

/// EXP-VEH-RESCUE-1a: in the experienced game a Victim carried outside is
/// rescued only onto the Ambulance; a carry out anywhere else says so
/// before it is taken ("…: not rescued here, only on the Ambulance"), as
/// a carry onto it says whom it rescues.
#[test]
fn a_carry_outside_off_the_ambulance_says_it_does_not_rescue() {
    use flashpoint::engine::config::SpecialistChoice;
    use flashpoint::engine::specialist::Specialist;
    use flashpoint::engine::{Difficulty, Vehicle};
    let mut config = GameConfig::experienced(1, Difficulty::Recruit);
    config.specialists = vec![SpecialistChoice(Some(Specialist::Generalist))];
    // A carrier beside the outside, off the Ambulance's spot.
    let goal = |s: &flashpoint::engine::GameState, legal: &[Action]| -> Option<Action> {
        let f = &s.firefighters()[0];
        f.victim()?;
        legal.iter().copied().find(|a| match *a {
            Action::Move(to) => s.board().cell_at(to).is_some_and(|c| {
                s.board().is_ground_outside(c) && !s.covered_by(Vehicle::Ambulance, c)
            }),
            _ => false,
        })
    };
    let step = |a: &Action| matches!(a, Action::Move(_) | Action::PickUp(_));
    // The vehicles parked on the first spots offered.
    let parked = |seed: u64| -> Option<Session> {
        let mut s = Session::new(front(), None, config.clone(), seed).ok()?;
        while s.state().stage() != Stage::PlaceFirefighters {
            let first = *s.state().legal_actions().first()?;
            s.apply(first).ok()?;
        }
        Some(s)
    };
    let (game, plan) = (0..60)
        .find_map(|seed| {
            let starts = parked(seed)?.state().legal_actions();
            starts.into_iter().find_map(|start| {
                let mut s = parked(seed)?;
                s.apply(start).ok()?;
                let plan = plan_within(s.state(), 4, &step, &goal)?;
                Some((s, plan))
            })
        })
        .expect("a seed where a Victim can be carried to the outside");
    let (mut h, last) = before_the_last(game, &plan);
    let Action::Move(to) = last else {
        unreachable!()
    };
    let victim = session(&mut h).state().firefighters()[0]
        .victim()
        .expect("carrying");
    let victim = session(&mut h).victim_numbers()[usize::from(victim)];
    h.get_by_label(&format!("cell {to}")).click_secondary();
    h.run();
    h.get_by_label(&format!(
        "Carry Victim {victim} to {to} (2 AP): not rescued here, only on the Ambulance"
    ));
}

/// A Fire Captain's command to move a teammate who carries something says
/// "carry", as one's own walk does: the word explains the doubled price
/// (SPEC-CAPTAIN-1, FAM-ACT-MOVE-3). Found in a real window, where the menu
/// offered "Command Firefighter 1 to move to 6,3 (2 AP)".
#[test]
fn a_command_to_move_a_carrier_says_carry() {
    use flashpoint::engine::Difficulty;
    use flashpoint::engine::config::SpecialistChoice;
    use flashpoint::engine::specialist::Specialist;
    /// Up to `depth` commands after which the teammate carries something
    /// and may be commanded to move: the commands, and that move.
    fn carry_within(s: &flashpoint::engine::GameState, depth: usize) -> Option<Vec<Action>> {
        plan_within(
            s,
            depth,
            &|a| {
                matches!(
                    a,
                    Action::CommandMove { .. }
                        | Action::CommandPickUp { .. }
                        | Action::CommandPickUpHazmat { .. }
                )
            },
            &|s, legal| {
                s.firefighters()[1].carrying.is_some().then(|| {
                    legal
                        .iter()
                        .copied()
                        .find(|a| matches!(a, Action::CommandMove { firefighter: 1, .. }))
                })?
            },
        )
    }
    let mut config = GameConfig::experienced(2, Difficulty::Recruit);
    config.specialists = vec![
        SpecialistChoice(Some(Specialist::FireCaptain)),
        SpecialistChoice(Some(Specialist::Generalist)),
    ];
    let placed = |seed: u64, starts: &[Action]| -> Option<Session> {
        let mut s = Session::new(front(), None, config.clone(), seed).ok()?;
        // Parking: the first choice offered.
        while s.state().stage() != Stage::PlaceFirefighters {
            let first = *s.state().legal_actions().first()?;
            s.apply(first).ok()?;
        }
        for &start in starts {
            s.apply(start).ok()?;
        }
        Some(s)
    };
    let (game, plan) = (0..40)
        .find_map(|seed| {
            let s = placed(seed, &[])?;
            let captain_starts = s.state().legal_actions();
            captain_starts.into_iter().find_map(|a| {
                let s = placed(seed, &[a])?;
                s.state().legal_actions().into_iter().find_map(|b| {
                    let s = placed(seed, &[a, b])?;
                    let plan = carry_within(s.state(), 3)?;
                    Some((s, plan))
                })
            })
        })
        .expect("a seed where the Captain can have his teammate pick something up");
    let (mut h, step) = before_the_last(game, &plan);
    let Action::CommandMove { to, .. } = step else {
        unreachable!()
    };
    h.get_by_label(&format!("cell {to}")).click_secondary();
    h.run();
    let offered = h
        .query_all_by_label_contains("Command Firefighter 2 to carry ")
        .filter_map(|n| n.accesskit_node().label())
        .collect::<Vec<_>>();
    assert!(
        offered.iter().any(|l| l.contains(&format!(" to {to} ("))),
        "{offered:?}"
    );
    assert!(
        h.query_by_label(&format!("Command Firefighter 2 to move to {to} (2 AP)"))
            .is_none()
    );
}

/// EXP-VEH-DRIVE-3: whoever drives the Ambulance from its space may ride
/// along or stay, so his button says he rides along; the Engine's driver
/// must ride (EXP-VEH-DRIVE-2) and his says where he gets off (above).
#[test]
fn the_ambulances_driver_rides_along_if_he_likes() {
    use flashpoint::engine::Vehicle;
    use flashpoint::engine::specialist::Specialist;
    let mut h = experienced_pair(Specialist::Generalist, Specialist::Paramedic);
    // The Engine at 0,7, the Ambulance at 0,5; Firefighter 1 on it.
    park_and_place(&mut h, ["cell 0,7", "cell 0,6", "cell 0,5", "cell 3,0"]);
    h.key_press(egui::Key::Space);
    h.run();
    let drive = session(&mut h)
        .state()
        .legal_actions()
        .into_iter()
        .find(|a| {
            matches!(
                a,
                Action::Drive {
                    vehicle: Vehicle::Ambulance,
                    ..
                }
            )
        })
        .expect("the Ambulance can be driven");
    session(&mut h).apply(drive).expect("legal");
    h.run();
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::Riding {
            vehicle: Vehicle::Ambulance,
            ..
        }
    ));
    assert!(
        h.query_by_label_contains("Firefighter 1 gets off")
            .is_none()
    );
    // One button per cell of the spot.
    assert_eq!(
        h.query_all_by_label_contains("Firefighter 1 rides along to")
            .count(),
        2
    );
    h.get_by_label("Nobody else rides along");
}

/// The Driver/Operator (Firefighter 1) and the Generalist (Firefighter 2)
/// both on the Engine's spot at 0,7-0,8, the Ambulance at 0,5-0,6: the
/// first turn, Firefighter 1's.
fn both_on_the_engine() -> Harness<'static, FlashpointApp> {
    use flashpoint::engine::specialist::Specialist;
    let mut h = experienced_pair(Specialist::DriverOperator, Specialist::Generalist);
    park_and_place(&mut h, ["cell 0,7", "cell 0,6", "cell 0,8", "cell 0,7"]);
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(session(&mut h).state().stage(), Stage::Actions);
    h
}

/// Game ▸ Who plays hands the seat of `firefighter` ("Firefighter 2
/// (blue)") to a bot. Frames are stepped: the bot may start thinking.
fn hand_to_a_bot(h: &mut Harness<'static, FlashpointApp>, firefighter: &str) {
    super::bots::open_who_plays(h);
    h.get_by_label(&format!("{firefighter}: a bot plays"))
        .click();
    h.step();
    h.key_press(egui::Key::Escape);
    h.step();
}

/// EXP-VEH-RIDE-1, Ruling R26 with a bot at the wheel: the driver names
/// the riders, but a person's firefighter taken along gets off where its
/// player chooses, not where the bot would put it (seen in a real window:
/// a bot's driver took the player's Paramedic along and set it down
/// itself). The bot goes on once the player has chosen.
#[test]
fn a_bots_driver_asks_a_persons_rider_where_it_gets_off() {
    let mut h = both_on_the_engine();
    // Firefighter 1 drives the Engine to the east spot, then hands the
    // seat to a bot, which names the riders.
    h.get_by_label("cell 6,9").click();
    h.run();
    assert!(matches!(
        session(&mut h).state().stage(),
        Stage::Riding { .. }
    ));
    hand_to_a_bot(&mut h, "Firefighter 1 (red)");
    let asked = super::bots::step_until(&mut h, |h| {
        h.query_by_label_contains("takes Firefighter 2 (blue) along")
            .is_some()
            || !matches!(session(h).state().stage(), Stage::Riding { .. })
    });
    assert!(asked, "the bot chose");
    h.run();
    h.get_by_label(
        "Firefighter 1 (red, Bot 1) takes Firefighter 2 (blue) along: \
         choose the cell where Firefighter 2 (blue) gets off.",
    );
    let played = session(&mut h).played().len();
    // The bot waits for the answer: no spinner, nothing played.
    for _ in 0..20 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(session(&mut h).played().len(), played);
    assert!(h.query_by_label_contains("is thinking").is_none());
    // Of the two cells, the one the player clicks.
    h.get_by_label("Firefighter 2 gets off at 5,9");
    h.get_by_label("Firefighter 2 gets off at 6,9").click();
    // Stepped, not run: the bot thinks again at once (a spinner).
    let landed = super::bots::step_until(&mut h, |h| ff_at(h, 1).as_deref() == Some("6,9"));
    assert!(landed, "Firefighter 2 got off at 6,9");
    assert_eq!(
        session(&mut h).played()[played].action,
        flashpoint::engine::Action::Ride {
            firefighter: 1,
            to: at("6,9")
        },
        "the player's choice, in the bot's turn"
    );
    // The bot goes on: its turn plays on and comes back to Firefighter 2.
    let on = super::bots::step_until(&mut h, |h| {
        let play = h.state_mut().play_screen().expect("play");
        play.bot_to_act().is_none() && !play.is_animating()
    });
    assert!(on, "the bot finished its turn");
}

/// EXP-VEH-RIDE-1, Ruling R26 the other way round: a person's driver
/// names a bot's firefighter as a rider, and the bot picks the cell it
/// gets off at: one button takes it along and names that cell, rather
/// than one per cell.
#[test]
fn a_persons_driver_takes_a_bot_along_and_the_bot_picks_its_cell() {
    use flashpoint::bot::{Bot, Strength};
    let mut h = both_on_the_engine();
    hand_to_a_bot(&mut h, "Firefighter 2 (blue)");
    h.get_by_label("cell 6,9").click();
    h.run();
    h.get_by_label("Firefighter 1 gets off at 6,9").click();
    h.run();
    let s = session(&mut h).state().clone();
    assert!(matches!(s.stage(), Stage::Riding { .. }));
    let landing = Bot::new(Strength::Normal)
        .landing(&s, 1)
        .expect("Firefighter 2 may ride");
    let Action::Ride { to, .. } = landing else {
        panic!("{landing:?}")
    };
    // One button for the bot, naming its cell; none per cell, and the
    // panel asks for no cell either.
    assert!(
        h.query_all_by_label_contains("Firefighter 2 rides along to")
            .next()
            .is_none()
    );
    h.get_by_label(
        "Who rides along? Take a teammate along (its bot chooses where it gets off), then: Nobody else rides along.",
    );
    assert!(
        h.query_by_label_contains("Name each rider's cell")
            .is_none()
    );
    h.get_by_label(&format!(
        "Take Firefighter 2 (blue, Bot 2) along (it gets off at {to})"
    ))
    .click();
    h.run();
    assert_eq!(ff_at(&mut h, 1), Some(to.to_string()));
}

/// EXP-KD-1: a firefighter knocked down in a fire phase waits for its
/// player to choose a cell of the Ambulance's spot, but only once the fire
/// phase has been shown. While the pictures play, the panel says the turn
/// has ended (the question had come first, with no green cells to click
/// until the pictures were done).
#[test]
fn a_knockdown_is_asked_for_once_the_fire_phase_is_shown() {
    use flashpoint::engine::Difficulty;
    let config = GameConfig::experienced(1, Difficulty::Recruit);
    // The first seed and turn of a wandering firefighter (a fixed
    // pseudo-random pick of its legal actions) whose fire phase knocks it
    // down.
    let game = (0..30)
        .find_map(|seed| {
            let mut s = Session::new(front(), None, config.clone(), seed).ok()?;
            for step in 0..400_usize {
                let legal = s.state().legal_actions();
                if s.state().stage() == Stage::Actions && legal.contains(&Action::EndTurn) {
                    let mut tried = s.state().clone();
                    tried.apply(Action::EndTurn).ok()?;
                    if matches!(tried.stage(), Stage::Knockdown { .. }) {
                        return Some(s);
                    }
                }
                let pick = legal.get((step * 7919 + seed as usize) % legal.len().max(1))?;
                s.apply(*pick).ok()?;
                if s.state().is_over() {
                    return None;
                }
            }
            None
        })
        .expect("a seed whose wandering firefighter is knocked down");
    let mut h = harness(FlashpointApp::new().with_session(game));
    h.run();
    h.key_press(egui::Key::E);
    h.run();
    confirm_end_turn(&mut h);
    h.run_steps(2);
    assert!(h.state_mut().play_screen().expect("play").is_animating());
    assert!(h.query_by_label_contains("has ended the turn.").is_some());
    assert!(h.query_by_label_contains("was knocked down").is_none());
    h.key_press(egui::Key::Space);
    h.run();
    assert!(!h.state_mut().play_screen().expect("play").is_animating());
    assert!(
        h.query_by_label_contains("was knocked down: choose a cell to go to (green).")
            .is_some()
    );
}

//! Every refusal and reason reads in player terms; stages and special
//! moves are worded.

use super::*;

/// One of every refusal; no wildcard, so a new variant does not compile
/// here until it is listed.
pub(in crate::text) fn every_refusal() -> Vec<ActionError> {
    let edge = e(1, 3, Dir::E);
    let all = vec![
        ActionError::WrongStage {
            action: Action::Move(p(1, 1)),
            stage: StageName::GameOver,
        },
        ActionError::NoSuchCell(Pos::on(3, 20, 20)),
        ActionError::NoSuchEdge(e(0, 0, Dir::N)),
        ActionError::NotAStartCell { cell: p(2, 2) },
        ActionError::NotAdjacent {
            from: p(3, 4),
            to: p(3, 6),
        },
        ActionError::Blocked {
            from: p(1, 3),
            to: p(1, 4),
            what: EdgeKind::Door,
        },
        ActionError::CannotEnter {
            cell: p(2, 2),
            why: NoEntry::ThroughTheShaft,
        },
        ActionError::NotEnoughAp { needed: 4, have: 3 },
        ActionError::CarryIntoFire,
        ActionError::WouldBeTrapped {
            firefighter: 0,
            cell: p(2, 2),
            left: 1,
            needed: 2,
        },
        ActionError::WouldStrand {
            firefighter: 1,
            cell: p(2, 2),
        },
        ActionError::EndOnFire { cell: p(2, 2) },
        ActionError::NotYourEdge {
            edge,
            cell: p(2, 2),
        },
        ActionError::NoDoor(e(3, 8, Dir::E)),
        ActionError::Destroyed {
            edge,
            what: EdgeKind::Door,
        },
        ActionError::AlreadyThere {
            edge,
            what: EdgeKind::Door,
            state: DoorState::Open,
        },
        ActionError::NotChoppable {
            edge,
            what: Some(EdgeKind::Door),
        },
        ActionError::OutOfReach { cell: p(5, 5) },
        ActionError::NothingToExtinguish {
            cell: p(2, 2),
            what: FireLevel::Smoke,
        },
        ActionError::NothingToPickUp { token: 2 },
        ActionError::AlreadyCarrying { token: 2 },
        ActionError::NotCarrying,
        ActionError::NotAKnockdownSpot { cell: p(0, 2) },
        ActionError::Forbidden(Forbidden::CrewChangeNotFirst),
        ActionError::NotYourAbility {
            ability: Ability::TreatVictim,
        },
        ActionError::ModuleOff {
            what: ModuleUse::Driving,
            module: Module::Vehicles,
        },
        ActionError::NotASpot {
            vehicle: Vehicle::Engine,
            cell: p(2, 2),
        },
        ActionError::NotNextSpot {
            vehicle: Vehicle::Ambulance,
            cell: p(7, 3),
        },
        ActionError::NotOnVehicle {
            vehicle: Vehicle::Engine,
        },
        ActionError::FirefighterInArea {
            firefighter: 0,
            cell: p(2, 2),
        },
        ActionError::SpecialistInPlay(Specialist::Paramedic),
        ActionError::NotOnYourCell {
            what: Piece::UntreatedVictim,
            id: 2,
        },
        ActionError::CannotCommand {
            firefighter: 2,
            why: NoCommand::Down,
        },
        ActionError::NoPoi { cell: p(2, 2) },
        ActionError::FireNearby { cell: p(2, 2) },
        ActionError::CannotRide {
            firefighter: 2,
            why: NoRide::NotOnOldSpot,
        },
        ActionError::NotOnFire(1),
        ActionError::NoLadder {
            what: MissingLadder::NoneOnTheEngine,
        },
        ActionError::TopOccupied { cell: p(0, 2) },
    ];
    for error in &all {
        match error {
            ActionError::WrongStage { .. }
            | ActionError::NoSuchCell(_)
            | ActionError::NoSuchEdge(_)
            | ActionError::NotAStartCell { .. }
            | ActionError::NotAdjacent { .. }
            | ActionError::Blocked { .. }
            | ActionError::CannotEnter { .. }
            | ActionError::NotEnoughAp { .. }
            | ActionError::CarryIntoFire
            | ActionError::WouldBeTrapped { .. }
            | ActionError::WouldStrand { .. }
            | ActionError::EndOnFire { .. }
            | ActionError::NotYourEdge { .. }
            | ActionError::NoDoor(_)
            | ActionError::Destroyed { .. }
            | ActionError::AlreadyThere { .. }
            | ActionError::NotChoppable { .. }
            | ActionError::OutOfReach { .. }
            | ActionError::NothingToExtinguish { .. }
            | ActionError::NothingToPickUp { .. }
            | ActionError::AlreadyCarrying { .. }
            | ActionError::NotCarrying
            | ActionError::NotAKnockdownSpot { .. }
            | ActionError::Forbidden(_)
            | ActionError::NotYourAbility { .. }
            | ActionError::ModuleOff { .. }
            | ActionError::NotASpot { .. }
            | ActionError::NotNextSpot { .. }
            | ActionError::NotOnVehicle { .. }
            | ActionError::FirefighterInArea { .. }
            | ActionError::SpecialistInPlay(_)
            | ActionError::NotOnYourCell { .. }
            | ActionError::CannotCommand { .. }
            | ActionError::NoPoi { .. }
            | ActionError::FireNearby { .. }
            | ActionError::CannotRide { .. }
            | ActionError::NotOnFire(_)
            | ActionError::NoLadder { .. }
            | ActionError::TopOccupied { .. } => {}
        }
    }
    all
}

#[test]
fn every_refusal_reads_in_player_terms() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let mut seen = BTreeMap::new();
    for error in every_refusal() {
        let line = refusal_line(&n, &error);
        assert_reads_as_a_refusal(&error, &line);
        assert!(!line.contains("cell"), "{error:?}: {line:?} says cell");
        assert!(!line.contains("edge"), "{error:?}: {line:?} says edge");
        if let Some(other) = seen.insert(line.clone(), error) {
            panic!("{other:?} and {error:?} both read {line:?}");
        }
    }
}

#[test]
fn common_refusals() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let line = |error: ActionError| refusal_line(&n, &error);
    assert_eq!(
        line(ActionError::NotEnoughAp { needed: 4, have: 3 }),
        "needs 4 AP, you have 3"
    );
    assert_eq!(
        line(ActionError::NotAdjacent {
            from: p(3, 4),
            to: p(3, 6)
        }),
        "3,6 is not next to 3,4"
    );
    assert_eq!(
        line(ActionError::NotYourEdge {
            edge: e(1, 3, Dir::E),
            cell: p(2, 2)
        }),
        "the door between 1,3 and 1,4 is not a side of 2,2"
    );
    assert_eq!(
        line(ActionError::Blocked {
            from: p(1, 4),
            to: p(1, 3),
            what: EdgeKind::Door
        }),
        "the closed door between 1,3 and 1,4 is in the way"
    );
    assert_eq!(
        line(ActionError::Blocked {
            from: p(3, 8),
            to: p(3, 9),
            what: EdgeKind::Wall
        }),
        "the wall east of 3,8 is in the way"
    );
    assert_eq!(
        line(ActionError::AlreadyThere {
            edge: e(1, 4, Dir::W),
            what: EdgeKind::Door,
            state: DoorState::Open
        }),
        "the door between 1,3 and 1,4 is already open"
    );
    assert_eq!(
        line(ActionError::NoDoor(e(1, 1, Dir::E))),
        "there is nothing to open or close between 1,1 and 1,2"
    );
    assert_eq!(
        line(ActionError::NoDoor(e(3, 8, Dir::E))),
        "the wall east of 3,8 cannot be opened or closed"
    );
    assert_eq!(
        line(ActionError::NotChoppable {
            edge: e(1, 3, Dir::E),
            what: Some(EdgeKind::Door)
        }),
        "the door between 1,3 and 1,4 cannot be chopped: only walls take damage"
    );
    assert_eq!(
        line(ActionError::WouldStrand {
            firefighter: 0,
            cell: p(2, 2)
        }),
        "Ann (Firefighter 1) would be left on Fire at 2,2, out of your reach"
    );
    assert_eq!(
        line(ActionError::NotOnYourCell {
            what: Piece::DownedFirefighter,
            id: 2
        }),
        "Bob (Firefighter 3) is not a downed firefighter on your space"
    );
    assert_eq!(
        line(ActionError::NotOnYourCell {
            what: Piece::UntreatedVictim,
            id: 0
        }),
        "Victim 1 is not an untreated Victim on your space"
    );
    assert_eq!(
        line(ActionError::Forbidden(Forbidden::CrewChangeNotFirst)),
        "crew change must be the first action of the turn"
    );
    assert_eq!(
        line(ActionError::WrongStage {
            action: Action::EndTurn,
            stage: StageName::GameOver
        }),
        "that is not possible now: the game is over"
    );
}

/// What the app shows for every reason the rules give (the engine's
/// refusals with their wording), pinned on the front board.
#[rustfmt::skip]
pub(in crate::text) fn pinned_refusals() -> Vec<(ActionError, &'static str)> {
    let p = Pos::new(1, 1);
    let q = Pos::new(1, 2);
    let e = EdgeRef::new(p, Dir::E);
    vec![
        (ActionError::Forbidden(Forbidden::AlreadyParked), "that vehicle is already parked"),
        (ActionError::Forbidden(Forbidden::DriverMustRide), "the Engine's driver must ride with it"),
        (ActionError::Forbidden(Forbidden::Rerolled(Die::Red)), "the red die was already re-rolled: each die at most once"),
        (ActionError::Forbidden(Forbidden::Rerolled(Die::Black)), "the black die was already re-rolled: each die at most once"),
        (ActionError::Forbidden(Forbidden::LeadIntoFire), "a treated Victim is never led into Fire"),
        (ActionError::Forbidden(Forbidden::EngineerExtinguishes), "the Structural Engineer may never extinguish"),
        (ActionError::Forbidden(Forbidden::DestroyedElevatorFire), "the Fire of a destroyed elevator cannot be extinguished"),
        (ActionError::Forbidden(Forbidden::HandsFull), "you already carry something: one at a time"),
        (ActionError::Forbidden(Forbidden::VictimBeingLed), "that Victim is being led; it must be let go first"),
        (ActionError::Forbidden(Forbidden::AlreadyLeading), "you already lead a Victim: one at a time"),
        (ActionError::Forbidden(Forbidden::NotLeading), "you are not leading a Victim"),
        (ActionError::Forbidden(Forbidden::CafsCommandLimit), "the CAFS Firefighter takes at most 1 AP of commands per turn"),
        (ActionError::Forbidden(Forbidden::NoCrewChangeInScenario), "there is no crew change in this scenario"),
        (ActionError::Forbidden(Forbidden::CrewChangeNotFirst), "crew change must be the first action of the turn"),
        (ActionError::Forbidden(Forbidden::CrewChangeOffEngine), "crew change needs the turn to start on the Engine's spot"),
        (ActionError::Forbidden(Forbidden::CardNotInGame), "that card is not in this game"),
        (ActionError::Forbidden(Forbidden::InTheLobby), "in the Lobby, the fire floor's walls are out of reach: open the elevator door first (engine ruling E37)"),
        (ActionError::Forbidden(Forbidden::DownedOntoLadderTop), "a ladder's top holds one firefighter: a downed one is not carried onto it"),
        (ActionError::Forbidden(Forbidden::PickUpWithLadder), "a ladder is carried with empty hands: put it down first"),
        (ActionError::Forbidden(Forbidden::LeftOnLadderTop), "nothing may be left on a ladder's top"),
        (ActionError::Forbidden(Forbidden::LadderWithFullHands), "a ladder is carried with empty hands: put down what you carry first"),
        (ActionError::Forbidden(Forbidden::SecondLadder), "you already carry a ladder: one at a time"),
        (ActionError::Forbidden(Forbidden::LadderDownOnTop), "a ladder is not put down on a ladder's top"),
        (ActionError::Forbidden(Forbidden::RaiseWithoutTop), "a ladder is raised only on a ground-floor outside space below the upper floor"),
        (ActionError::Forbidden(Forbidden::LadderAlreadyRaised), "a ladder already stands here: one per space"),
        (ActionError::Forbidden(Forbidden::RaiseIntoFire), "a ladder is not raised into Fire"),
        (ActionError::Forbidden(Forbidden::RetractUnderFirefighter), "a ladder is not retracted while a firefighter stands on its top"),
        (ActionError::Forbidden(Forbidden::TreatDownedOnFire), "a downed firefighter is treated only off the Fire"),
        (ActionError::Forbidden(Forbidden::NoHotSpot), "there is no Hot Spot on your cell"),
        (ActionError::Forbidden(Forbidden::RepairUndamaged), "only a damaged wall (one cube) can be repaired"),
        (ActionError::Forbidden(Forbidden::DeckGunBroken), "the deck gun is broken in this scenario"),
        (ActionError::Forbidden(Forbidden::DeckGunNoTarget), "the deck gun's area has no cell the dice can name"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::ThroughTheShaft }, "1,1 cannot be entered: an elevator car is entered and left only through its door"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::ThroughTheFacade }, "1,1 cannot be entered: on High Rise, firefighters go in and out only by the Lobby, an elevator or the aerial ladder"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::UpperOutside }, "1,1 cannot be entered: an upper-floor outside cell is reached only from a ladder"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::Restricted }, "1,1 cannot be entered: firefighters never enter restricted cells"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::DestroyedElevator }, "1,1 cannot be entered: the elevator was destroyed; nobody may enter it"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::Elevator }, "1,1 cannot be entered: an elevator is used through its door"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Door }, "the closed door between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Window }, "the closed window between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::ElevatorDoor }, "the closed elevator door between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Wall }, "the wall between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Entrance }, "the entrance between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::ThinWall }, "the thin wall between 1,1 and 1,2 is in the way"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::PartyWall }, "the party wall between 1,1 and 1,2 is in the way"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Door }, "the door between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Window }, "the window between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::ElevatorDoor }, "the elevator door between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Wall }, "the wall between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::ThinWall }, "the thin wall between 1,1 and 1,2 is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::PartyWall }, "the party wall between 1,1 and 1,2 is destroyed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Door, state: DoorState::Open }, "the door between 1,1 and 1,2 is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Door, state: DoorState::Closed }, "the door between 1,1 and 1,2 is already closed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Window, state: DoorState::Open }, "the window between 1,1 and 1,2 is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Window, state: DoorState::Closed }, "the window between 1,1 and 1,2 is already closed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::ElevatorDoor, state: DoorState::Open }, "the elevator door between 1,1 and 1,2 is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::ElevatorDoor, state: DoorState::Closed }, "the elevator door between 1,1 and 1,2 is already closed"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::Door) }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::Entrance) }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::ElevatorDoor) }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NotChoppable { edge: e, what: None }, "the opening between 1,1 and 1,2 cannot be chopped: only walls take damage"),
        (ActionError::NothingToExtinguish { cell: p, what: FireLevel::Fire }, "there is no Fire at 1,1"),
        (ActionError::NothingToExtinguish { cell: p, what: FireLevel::Smoke }, "there is no Smoke at 1,1"),
        (ActionError::NotYourAbility { ability: Ability::Command }, "only the Fire Captain can command"),
        (ActionError::NotYourAbility { ability: Ability::TreatVictim }, "only the Paramedic can treat a Victim"),
        (ActionError::NotYourAbility { ability: Ability::TreatFirefighter }, "only the Paramedic can treat a downed firefighter"),
        (ActionError::NotYourAbility { ability: Ability::Dispose }, "only the Hazmat Technician can dispose of Hazmat"),
        (ActionError::NotYourAbility { ability: Ability::Identify }, "only the Imaging Technician can identify a POI from afar"),
        (ActionError::NotYourAbility { ability: Ability::ClearHotSpot }, "only the Structural Engineer can remove a Hot Spot"),
        (ActionError::NotYourAbility { ability: Ability::Repair }, "only the Structural Engineer can repair a wall"),
        (ActionError::ModuleOff { what: ModuleUse::CrewChange, module: Module::Specialists }, "crew change needs the specialists module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::CrewChange, module: Module::Vehicles }, "crew change needs the vehicles module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::Driving, module: Module::Vehicles }, "driving needs the vehicles module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::DeckGun, module: Module::Vehicles }, "the deck gun needs the vehicles module, which is off in this game"),
        (ActionError::ModuleOff { what: ModuleUse::CarryingHazmat, module: Module::Hazmat }, "carrying Hazmat needs the Hazmat module, which is off in this game"),
        (ActionError::SpecialistInPlay(Specialist::Paramedic), "the Paramedic card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::CafsFirefighter), "the CAFS Firefighter card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::HazmatTechnician), "the Hazmat Technician card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::Generalist), "the Generalist card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::FireCaptain), "the Fire Captain card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::RescueSpecialist), "the Rescue Specialist card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::ImagingTechnician), "the Imaging Technician card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::DriverOperator), "the Driver/Operator card is already in play"),
        (ActionError::SpecialistInPlay(Specialist::StructuralEngineer), "the Structural Engineer card is already in play"),
        (ActionError::NotOnYourCell { what: Piece::UntreatedVictim, id: 3 }, "Victim 4 is not an untreated Victim on your space"),
        (ActionError::NotOnYourCell { what: Piece::DownedFirefighter, id: 3 }, "Firefighter 4 is not a downed firefighter on your space"),
        (ActionError::NotOnYourCell { what: Piece::Hazmat, id: 3 }, "Hazmat 4 is not on your space"),
        (ActionError::NotOnYourCell { what: Piece::FreeTreatedVictim, id: 3 }, "Victim 4 is not a free treated Victim on your space"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::Himself }, "Bob (Firefighter 3) cannot be commanded: the Captain acts himself, he does not command himself"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NoSuchFirefighter }, "Bob (Firefighter 3) cannot be commanded: there is no such firefighter"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::Down }, "Bob (Firefighter 3) cannot be commanded: it is down"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NotOnTheBoard }, "Bob (Firefighter 3) cannot be commanded: it is not on the board"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NoneOnTheBoard }, "Bob (Firefighter 3) cannot be commanded: there is no such firefighter on the board"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::NoSuchFirefighter }, "Bob (Firefighter 3) cannot ride along: there is no such firefighter"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::Down }, "Bob (Firefighter 3) cannot ride along: it is down; it rides only when carried"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::NotOnOldSpot }, "Bob (Firefighter 3) cannot ride along: it is not on the vehicle's old spot"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::OffTheNewSpot }, "Bob (Firefighter 3) cannot ride along: riders get off on a cell of the vehicle's new spot"),
        (ActionError::NoLadder { what: MissingLadder::NoFirefighter }, "there is no firefighter on the board to handle a ladder"),
        (ActionError::NoLadder { what: MissingLadder::NotInThisGame }, "there is no ladder in this game: ladders are 2nd Story's"),
        (ActionError::NoLadder { what: MissingLadder::NotInHands }, "there is no ladder in your hands"),
        (ActionError::NoLadder { what: MissingLadder::NoneOnTheEngine }, "there is no ladder left on the Engine"),
        (ActionError::NoLadder { what: MissingLadder::NoneLyingHere }, "there is no ladder lying on your space"),
        (ActionError::NoLadder { what: MissingLadder::NoneRaisedHere }, "there is no ladder raised on your space"),
    ]
}

#[test]
fn the_reasons_read_as_before() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    for (error, line) in pinned_refusals() {
        assert_eq!(refusal_line(&n, &error), line, "{error:?}");
    }
}

/// Every reason of every reason enum is worded for players: a line of its
/// own, with no rule number and nothing of the engine's notation. (A few
/// lines still say "cell" where players say "space", as they always have;
/// the pinned lines above keep them.)
#[test]
fn every_reason_reads_in_player_terms() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    let all = crate::engine::action::reason_samples(p(2, 2), 1);
    let mut seen = BTreeMap::new();
    for error in all {
        let line = refusal_line(&n, &error);
        assert_reads_as_a_refusal(&error, &line);
        if let Some(other) = seen.insert(line.clone(), error) {
            panic!("{other:?} and {error:?} both read {line:?}");
        }
    }
}

/// A cell that cannot be entered is named by what it is on the board.
#[test]
fn cells_that_cannot_be_entered_say_what_they_are() {
    let first = |board: &Board, kind: CellKind, floor: u8| {
        board
            .cell_ids()
            .map(|id| board.pos(id))
            .find(|pos| {
                pos.floor == floor && board.cell_at(*pos).map(|c| board.kind(c)) == Some(kind)
            })
            .unwrap_or_else(|| panic!("no {kind:?} cell on floor {floor}"))
    };
    for (file, kind, floor, line) in [
        (
            "highrise.json",
            CellKind::Elevator,
            0,
            "3,4 is an elevator: it is entered through its door",
        ),
        (
            "brownstone.json",
            CellKind::Restricted,
            0,
            "1,1 is restricted: firefighters never enter it",
        ),
        (
            "townhouse.json",
            CellKind::Outside,
            1,
            "0,4 Upper floor is outside an upper floor: it is reached only from a ladder",
        ),
    ] {
        let b = board(file);
        let n = Names::plain(&b);
        let cell = first(&b, kind, floor);
        let error = ActionError::CannotEnter {
            cell,
            why: NoEntry::ThroughTheShaft,
        };
        assert_eq!(refusal_line(&n, &error), line, "{file}");
    }
}

#[test]
fn upper_floor_refusals_name_the_floor() {
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    assert_eq!(
        refusal_line(
            &n,
            &ActionError::CannotEnter {
                cell: up(0, 3),
                why: NoEntry::UpperOutside,
            }
        ),
        "0,7 Upper floor is outside an upper floor: it is reached only from a ladder"
    );
    assert_eq!(
        refusal_line(
            &n,
            &ActionError::NotAdjacent {
                from: up(3, 4),
                to: p(3, 3)
            }
        ),
        "3,3 Ground floor is not next to 3,8 Upper floor"
    );
}

#[test]
fn stages_are_worded() {
    for stage in StageName::ALL {
        let line = stage_line(stage, crate::i18n::Lang::En);
        assert!(line.starts_with(|c: char| c.is_ascii_lowercase()), "{line}");
    }
}

/// The log says how a High Rise or 2nd Story move went: the Lobby, the
/// aerial ladder (URB-HIGHRISE-LOBBY-1, -LADDER-1) or a portable ladder
/// (2ND-LADDER-4); a plain step stays "moved".
#[test]
fn moves_by_lobby_and_ladders_are_named() {
    let tower = board("highrise.json");
    let n = Names::plain(&tower);
    let moved = |from: Pos, to: Pos, way: MoveWay| {
        event_line(
            &n,
            &Event::Moved {
                firefighter: 0,
                from,
                to,
                ap: 2,
                pool: 0,
                carrying: None,
                leading: None,
                way,
            },
        )
    };
    let lobby = MoveWay::Lobby;
    let aerial = MoveWay::AerialLadder;
    assert!(moved(p(3, 4), p(0, 6), lobby).contains("left the Lobby from 3,4 to 0,6"));
    assert!(moved(p(0, 6), p(4, 5), lobby).contains("went into the Lobby from 0,6 to 4,5"));
    assert!(moved(p(4, 9), p(4, 8), aerial).contains("climbed the aerial ladder from"));
    assert!(moved(p(4, 8), p(5, 9), aerial).contains("came down the aerial ladder from"));
    assert!(moved(p(2, 2), p(2, 3), MoveWay::Step).contains("moved from 2,2 to 2,3"));
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    let line = event_line(
        &n,
        &Event::Moved {
            firefighter: 0,
            from: p(0, 4),
            to: Pos::on(1, 0, 4),
            ap: 1,
            pool: 0,
            carrying: None,
            leading: None,
            way: MoveWay::Ladder,
        },
    );
    assert!(line.contains("climbed the ladder from 0,4"), "{line}");
}

/// URB-HIGHRISE-KD-1: on the tower the knocked-down go to the Engine's
/// spot, and a refused cell says so.
#[test]
fn a_refused_knockdown_cell_names_the_vehicle() {
    let error = ActionError::NotAKnockdownSpot { cell: p(0, 2) };
    for (file, line) in [
        (
            "highrise.json",
            "0,2 is not one of the nearest Engine spaces for this firefighter",
        ),
        (
            "front.json",
            "0,2 is not one of the nearest Ambulance spaces for this firefighter",
        ),
    ] {
        let b = board(file);
        assert_eq!(refusal_line(&Names::plain(&b), &error), line, "{file}");
        // The family game's spots (FAM-KD-1) are the same spaces.
        let family = Names::plain(&b).with_mode(crate::engine::config::Mode::Family);
        assert_eq!(refusal_line(&family, &error), line, "{file}, family");
    }
}

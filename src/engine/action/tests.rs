//! The refusals' messages, codes and cited rules are pinned, every code and
//! reason is covered, codes are unique, and a refusal's rule is the one its
//! message cites.

use super::*;
use crate::engine::geom::Dir;

/// The rule ID cited in parentheses in `text` ("... (SPEC-DRIVER-1)", "...
/// (Ruling R4)" gives "R4"); the last such group wins, as messages cite the
/// rule at the end. Groups that are not a rule ID ("(one cube)") are passed over.
fn cited_rule(text: &str) -> Option<&str> {
    let mut rest = text;
    let mut found = None;
    while let Some(open) = rest.find('(') {
        let after = &rest[open + 1..];
        let Some(close) = after.find(')') else { break };
        let group = &after[..close];
        let id = group.strip_prefix("Ruling ").unwrap_or(group);
        if is_rule_id(id) {
            found = Some(id);
        }
        rest = &after[close + 1..];
    }
    found
}

/// `FAM-ACT-END-3`, `2ND-BOARD-3`, `SCEN-FRIEND-4a` or a ruling `R12`:
/// upper-case words, then a number (maybe with a letter), joined by hyphens.
fn is_rule_id(id: &str) -> bool {
    if let Some(n) = id.strip_prefix('R')
        && !n.is_empty()
        && n.bytes().all(|b| b.is_ascii_digit())
    {
        return true;
    }
    let Some((words, number)) = id.rsplit_once('-') else {
        return false;
    };
    words.split('-').all(|w| {
        !w.is_empty()
            && w.bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    }) && number.bytes().next().is_some_and(|b| b.is_ascii_digit())
        && number.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// One of each variant (a new variant fails to compile in `code` and
/// `rule`, and should be added here too).
fn every_variant() -> Vec<ActionError> {
    let p = Pos::new(1, 2);
    let e = EdgeRef::new(p, Dir::E);
    vec![
        ActionError::WrongStage {
            action: Action::EndTurn,
            stage: StageName::GameOver,
        },
        ActionError::NoSuchCell(p),
        ActionError::NoSuchEdge(e),
        ActionError::NotAStartCell { cell: p },
        ActionError::NotAdjacent { from: p, to: p },
        ActionError::Blocked {
            from: p,
            to: p,
            what: EdgeKind::Wall,
        },
        ActionError::CannotEnter {
            cell: p,
            why: NoEntry::Restricted,
        },
        ActionError::NotEnoughAp { needed: 2, have: 1 },
        ActionError::CarryIntoFire,
        ActionError::WouldBeTrapped {
            firefighter: 0,
            cell: p,
            left: 0,
            needed: 1,
        },
        ActionError::WouldStrand {
            firefighter: 1,
            cell: p,
        },
        ActionError::EndOnFire { cell: p },
        ActionError::NotYourEdge { edge: e, cell: p },
        ActionError::NoDoor(e),
        ActionError::Destroyed {
            edge: e,
            what: EdgeKind::Door,
        },
        ActionError::AlreadyThere {
            edge: e,
            what: EdgeKind::Door,
            state: DoorState::Open,
        },
        ActionError::NotChoppable {
            edge: e,
            what: Some(EdgeKind::Door),
        },
        ActionError::OutOfReach { cell: p },
        ActionError::NothingToExtinguish {
            cell: p,
            what: FireLevel::Smoke,
        },
        ActionError::NothingToPickUp { token: 0 },
        ActionError::AlreadyCarrying { token: 0 },
        ActionError::NotCarrying,
        ActionError::NotAKnockdownSpot { cell: p },
        ActionError::Forbidden(Forbidden::CrewChangeNotFirst),
        ActionError::NotYourAbility {
            ability: Ability::Command,
        },
        ActionError::ModuleOff {
            what: ModuleUse::Driving,
            module: Module::Vehicles,
        },
        ActionError::NotASpot {
            vehicle: Vehicle::Engine,
            cell: p,
        },
        ActionError::NotNextSpot {
            vehicle: Vehicle::Engine,
            cell: p,
        },
        ActionError::NotOnVehicle {
            vehicle: Vehicle::Engine,
        },
        ActionError::FirefighterInArea {
            firefighter: 0,
            cell: p,
        },
        ActionError::SpecialistInPlay(Specialist::Paramedic),
        ActionError::NotOnYourCell {
            what: Piece::Hazmat,
            id: 0,
        },
        ActionError::CannotCommand {
            firefighter: 1,
            why: NoCommand::NoneOnTheBoard,
        },
        ActionError::NoPoi { cell: p },
        ActionError::FireNearby { cell: p },
        ActionError::CannotRide {
            firefighter: 1,
            why: NoRide::NotOnOldSpot,
        },
        ActionError::NotOnFire(0),
        ActionError::NoLadder {
            what: MissingLadder::NoneOnTheEngine,
        },
        ActionError::TopOccupied { cell: p },
    ]
}

/// Every refusal's stable English message (scripts and the CLI print
/// it, script expectations match on it), its code and its rule, pinned:
/// one entry per reason the rules give, with every wording the engine
/// can produce. A table, one refusal a line: not reformatted.
#[rustfmt::skip]
fn pinned() -> Vec<(ActionError, &'static str, Option<&'static str>, &'static str)> {
    let p = Pos::new(1, 2);
    let q = Pos::new(1, 3);
    let e = EdgeRef::new(p, Dir::E);
    vec![
        (ActionError::WrongStage { action: Action::Move(p), stage: StageName::Riding }, "wrong_stage", None, "move to 1,2 is not possible now: the firefighters on the vehicle's old spot choose whether to ride along"),
        (ActionError::NoSuchCell(p), "no_such_cell", None, "there is no cell 1,2 on this board"),
        (ActionError::NoSuchEdge(e), "no_such_edge", None, "there is no edge 1,2E on this board"),
        (ActionError::NotAStartCell { cell: p }, "not_a_start_cell", Some("FAM-SETUP-6"), "1,2 is not a place to start: firefighters start outside the building (FAM-SETUP-6)"),
        (ActionError::NotAdjacent { from: p, to: q }, "not_adjacent", None, "1,3 is not next to 1,2"),
        (ActionError::NotEnoughAp { needed: 2, have: 1 }, "not_enough_ap", None, "needs 2 AP, you have 1"),
        (ActionError::CarryIntoFire, "carry_into_fire", Some("FAM-ACT-MOVE-3"), "cannot carry a victim into fire (FAM-ACT-MOVE-3)"),
        (ActionError::WouldBeTrapped { firefighter: 0, cell: p, left: 0, needed: 1 }, "would_be_trapped", Some("FAM-ACT-END-3"), "firefighter 1 would be on fire at 1,2 with 0 AP left, but getting out needs 1 (FAM-ACT-END-3)"),
        (ActionError::WouldStrand { firefighter: 1, cell: p }, "would_strand", Some("FAM-ACT-END-3"), "firefighter 2 would be left on fire at 1,2 out of your reach (FAM-ACT-END-3)"),
        (ActionError::EndOnFire { cell: p }, "end_on_fire", Some("FAM-ACT-END-2"), "you cannot end your turn on fire at 1,2 (FAM-ACT-END-2)"),
        (ActionError::NotYourEdge { edge: e, cell: q }, "not_your_edge", None, "edge 1,2E is not a side of your cell 1,3"),
        (ActionError::NoDoor(e), "no_door", None, "edge 1,2E has no door or window to open or close"),
        (ActionError::OutOfReach { cell: p }, "out_of_reach", None, "1,2 is neither your cell nor next to it"),
        (ActionError::NothingToPickUp { token: 4 }, "nothing_to_pick_up", None, "there is no revealed victim 4 on your cell to pick up"),
        (ActionError::AlreadyCarrying { token: 4 }, "already_carrying", Some("FAM-ACT-CARRY-1"), "you already carry victim 4: one at a time (FAM-ACT-CARRY-1)"),
        (ActionError::NotCarrying, "not_carrying", None, "you are not carrying anything"),
        (ActionError::NotAKnockdownSpot { cell: p }, "not_a_knockdown_spot", Some("FAM-KD-1"), "1,2 is not one of the nearest ambulance cells for this firefighter (FAM-KD-1)"),
        (ActionError::NotASpot { vehicle: Vehicle::Engine, cell: p }, "not_a_spot", None, "1,2 is not a cell of any engine spot"),
        (ActionError::NotNextSpot { vehicle: Vehicle::Ambulance, cell: p }, "not_next_spot", None, "the ambulance drives one spot at a time: 1,2 is not on a spot next to its own"),
        (ActionError::NotOnVehicle { vehicle: Vehicle::Engine }, "not_on_vehicle", None, "you must stand on the engine's spot"),
        (ActionError::FirefighterInArea { firefighter: 0, cell: p }, "firefighter_in_area", Some("EXP-VEH-DECKGUN-2"), "firefighter 1 stands at 1,2, in the deck gun's area (EXP-VEH-DECKGUN-2)"),
        (ActionError::NoPoi { cell: p }, "no_poi", None, "there is no POI at 1,2"),
        (ActionError::FireNearby { cell: p }, "fire_nearby", Some("SPEC-ENGINEER-3"), "1,2 is on fire or next to fire (SPEC-ENGINEER-3)"),
        (ActionError::NotOnFire(2), "not_on_fire", None, "there is no hazmat 2 on fire to explode"),
        (ActionError::TopOccupied { cell: Pos::on(1, 0, 2) }, "top_occupied", Some("2ND-LADDER-6"), "a firefighter already stands on the ladder's top at 1:0,2: one at a time (2ND-LADDER-6)"),
        (ActionError::Forbidden(Forbidden::AlreadyParked), "forbidden", Some("EXP-SETUP-14"), "that vehicle is already parked (EXP-SETUP-14)"),
        (ActionError::Forbidden(Forbidden::DriverMustRide), "forbidden", Some("EXP-VEH-DRIVE-2"), "the Engine's driver must ride with it (EXP-VEH-DRIVE-2)"),
        (ActionError::Forbidden(Forbidden::Rerolled(Die::Red)), "forbidden", Some("SPEC-DRIVER-1"), "the red die was already re-rolled: each die at most once (SPEC-DRIVER-1)"),
        (ActionError::Forbidden(Forbidden::Rerolled(Die::Black)), "forbidden", Some("SPEC-DRIVER-1"), "the black die was already re-rolled: each die at most once (SPEC-DRIVER-1)"),
        (ActionError::Forbidden(Forbidden::LeadIntoFire), "forbidden", Some("SPEC-PARAMEDIC-2"), "a treated victim is never led into fire (SPEC-PARAMEDIC-2)"),
        (ActionError::Forbidden(Forbidden::EngineerExtinguishes), "forbidden", Some("SPEC-ENGINEER-3"), "the Structural Engineer may never extinguish (SPEC-ENGINEER-3)"),
        (ActionError::Forbidden(Forbidden::DestroyedElevatorFire), "forbidden", Some("URB-HIGHRISE-ELEV-4"), "the Fire of a destroyed elevator cannot be extinguished (URB-HIGHRISE-ELEV-4)"),
        (ActionError::Forbidden(Forbidden::HandsFull), "forbidden", Some("FAM-ACT-CARRY-1"), "you already carry something: one at a time (FAM-ACT-CARRY-1)"),
        (ActionError::Forbidden(Forbidden::VictimBeingLed), "forbidden", None, "that victim is being led; it must be let go first"),
        (ActionError::Forbidden(Forbidden::AlreadyLeading), "forbidden", Some("SPEC-PARAMEDIC-2"), "you already lead a victim: one at a time (SPEC-PARAMEDIC-2)"),
        (ActionError::Forbidden(Forbidden::NotLeading), "forbidden", None, "you are not leading a victim"),
        (ActionError::Forbidden(Forbidden::CafsCommandLimit), "forbidden", Some("SPEC-CAPTAIN-3"), "the CAFS Firefighter takes at most 1 AP of commands per turn (SPEC-CAPTAIN-3)"),
        (ActionError::Forbidden(Forbidden::NoCrewChangeInScenario), "forbidden", Some("SCEN-VOLUNTEER-1"), "there is no crew change in this scenario (SCEN-VOLUNTEER-1)"),
        (ActionError::Forbidden(Forbidden::CrewChangeNotFirst), "forbidden", Some("EXP-CREW-1"), "crew change must be the first action of the turn (EXP-CREW-1)"),
        (ActionError::Forbidden(Forbidden::CrewChangeOffEngine), "forbidden", Some("EXP-CREW-1"), "crew change needs the turn to start on the Engine's spot (EXP-CREW-1)"),
        (ActionError::Forbidden(Forbidden::CardNotInGame), "forbidden", None, "that card is not in this game"),
        (ActionError::Forbidden(Forbidden::InTheLobby), "forbidden", None, "in the Lobby, the fire floor's walls are out of reach: open the elevator door first (engine ruling E37)"),
        (ActionError::Forbidden(Forbidden::DownedOntoLadderTop), "forbidden", Some("2ND-LADDER-6"), "a ladder's top holds one firefighter: a downed one is not carried onto it (2ND-LADDER-6)"),
        (ActionError::Forbidden(Forbidden::PickUpWithLadder), "forbidden", Some("2ND-LADDER-2"), "a ladder is carried with empty hands: put it down first (2ND-LADDER-2)"),
        (ActionError::Forbidden(Forbidden::LeftOnLadderTop), "forbidden", Some("2ND-LADDER-6"), "nothing may be left on a ladder's top (2ND-LADDER-6)"),
        (ActionError::Forbidden(Forbidden::LadderWithFullHands), "forbidden", Some("2ND-LADDER-2"), "a ladder is carried with empty hands: put down what you carry first (2ND-LADDER-2)"),
        (ActionError::Forbidden(Forbidden::SecondLadder), "forbidden", Some("2ND-LADDER-2"), "you already carry a ladder: one at a time (2ND-LADDER-2)"),
        (ActionError::Forbidden(Forbidden::LadderDownOnTop), "forbidden", Some("2ND-BOARD-3"), "a ladder is not put down on a ladder's top (2ND-BOARD-3)"),
        (ActionError::Forbidden(Forbidden::RaiseWithoutTop), "forbidden", Some("2ND-LADDER-3"), "a ladder is raised only on a ground-floor outside space below the upper floor (2ND-LADDER-3)"),
        (ActionError::Forbidden(Forbidden::LadderAlreadyRaised), "forbidden", Some("R40"), "a ladder already stands here: one per space (Ruling R40)"),
        (ActionError::Forbidden(Forbidden::RaiseIntoFire), "forbidden", Some("2ND-LADDER-9"), "a ladder is not raised into fire (2ND-LADDER-9)"),
        (ActionError::Forbidden(Forbidden::RetractUnderFirefighter), "forbidden", Some("R40"), "a ladder is not retracted while a firefighter stands on its top (Ruling R40)"),
        (ActionError::Forbidden(Forbidden::TreatDownedOnFire), "forbidden", Some("SCEN-FRIEND-4a"), "a downed firefighter is treated only off the fire (SCEN-FRIEND-4a)"),
        (ActionError::Forbidden(Forbidden::NoHotSpot), "forbidden", None, "there is no hot spot on your cell"),
        (ActionError::Forbidden(Forbidden::RepairUndamaged), "forbidden", Some("SPEC-ENGINEER-2"), "only a damaged wall (one cube) can be repaired (SPEC-ENGINEER-2)"),
        (ActionError::Forbidden(Forbidden::DeckGunBroken), "forbidden", Some("SCEN-NODECKGUN-1"), "the deck gun is broken in this scenario (SCEN-NODECKGUN-1)"),
        (ActionError::Forbidden(Forbidden::DeckGunNoTarget), "forbidden", None, "the deck gun's area has no cell the dice can name"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::ThroughTheShaft }, "cannot_enter", Some("URB-HIGHRISE-ELEV-1"), "1,2 cannot be entered: an elevator car is entered and left only through its door (URB-HIGHRISE-ELEV-1)"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::ThroughTheFacade }, "cannot_enter", Some("URB-HIGHRISE-GEN-1"), "1,2 cannot be entered: on High Rise, firefighters go in and out only by the Lobby, an elevator or the aerial ladder (URB-HIGHRISE-GEN-1)"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::UpperOutside }, "cannot_enter", Some("2ND-BOARD-3"), "1,2 cannot be entered: an upper-floor outside cell is reached only from a ladder (2ND-BOARD-3)"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::Restricted }, "cannot_enter", Some("URB-BROWN-1"), "1,2 cannot be entered: firefighters never enter restricted cells (URB-BROWN-1)"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::DestroyedElevator }, "cannot_enter", None, "1,2 cannot be entered: the elevator was destroyed; nobody may enter it (URB-HIGHRISE-ELEV-4, Ruling R41)"),
        (ActionError::CannotEnter { cell: p, why: NoEntry::Elevator }, "cannot_enter", Some("URB-HIGHRISE-ELEV-2"), "1,2 cannot be entered: an elevator is used through its door (URB-HIGHRISE-ELEV-2)"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Door }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a closed door"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Window }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a closed window"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::ElevatorDoor }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a closed elevator door"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Wall }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a wall"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::Entrance }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a entrance"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::ThinWall }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a thin wall"),
        (ActionError::Blocked { from: p, to: q, what: EdgeKind::PartyWall }, "blocked", None, "the way from 1,2 to 1,3 is blocked by a party wall"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Door }, "destroyed", None, "the door at 1,2E is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Window }, "destroyed", None, "the window at 1,2E is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::ElevatorDoor }, "destroyed", None, "the elevator door at 1,2E is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::Wall }, "destroyed", None, "the wall at 1,2E is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::ThinWall }, "destroyed", None, "the thin wall at 1,2E is destroyed"),
        (ActionError::Destroyed { edge: e, what: EdgeKind::PartyWall }, "destroyed", None, "the party wall at 1,2E is destroyed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Door, state: DoorState::Open }, "already_there", None, "the door at 1,2E is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Door, state: DoorState::Closed }, "already_there", None, "the door at 1,2E is already closed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Window, state: DoorState::Open }, "already_there", None, "the window at 1,2E is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::Window, state: DoorState::Closed }, "already_there", None, "the window at 1,2E is already closed"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::ElevatorDoor, state: DoorState::Open }, "already_there", None, "the elevator door at 1,2E is already open"),
        (ActionError::AlreadyThere { edge: e, what: EdgeKind::ElevatorDoor, state: DoorState::Closed }, "already_there", None, "the elevator door at 1,2E is already closed"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::Door) }, "not_choppable", Some("R4"), "1,2E cannot be chopped: only walls take cubes, not a door (Ruling R4)"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::Entrance) }, "not_choppable", Some("R4"), "1,2E cannot be chopped: only walls take cubes, not a entrance (Ruling R4)"),
        (ActionError::NotChoppable { edge: e, what: Some(EdgeKind::ElevatorDoor) }, "not_choppable", Some("R4"), "1,2E cannot be chopped: only walls take cubes, not a elevator door (Ruling R4)"),
        (ActionError::NotChoppable { edge: e, what: None }, "not_choppable", Some("R4"), "1,2E cannot be chopped: only walls take cubes, not a open floor (Ruling R4)"),
        (ActionError::NothingToExtinguish { cell: p, what: FireLevel::Fire }, "nothing_to_extinguish", None, "there is no fire at 1,2"),
        (ActionError::NothingToExtinguish { cell: p, what: FireLevel::Smoke }, "nothing_to_extinguish", None, "there is no smoke at 1,2"),
        (ActionError::NotYourAbility { ability: Ability::Command }, "not_your_ability", Some("SPEC-CAPTAIN-1"), "only the Fire Captain can command (SPEC-CAPTAIN-1)"),
        (ActionError::NotYourAbility { ability: Ability::TreatVictim }, "not_your_ability", Some("SPEC-PARAMEDIC-1"), "only the Paramedic can treat a victim (SPEC-PARAMEDIC-1)"),
        (ActionError::NotYourAbility { ability: Ability::TreatFirefighter }, "not_your_ability", Some("SCEN-FRIEND-4"), "only the Paramedic can treat a downed firefighter (SCEN-FRIEND-4)"),
        (ActionError::NotYourAbility { ability: Ability::Dispose }, "not_your_ability", Some("SPEC-HAZTECH-1"), "only the Hazmat Technician can dispose of hazmat (SPEC-HAZTECH-1)"),
        (ActionError::NotYourAbility { ability: Ability::Identify }, "not_your_ability", Some("SPEC-IMAGING-1"), "only the Imaging Technician can identify a POI from afar (SPEC-IMAGING-1)"),
        (ActionError::NotYourAbility { ability: Ability::ClearHotSpot }, "not_your_ability", Some("SPEC-ENGINEER-1"), "only the Structural Engineer can remove a hot spot (SPEC-ENGINEER-1)"),
        (ActionError::NotYourAbility { ability: Ability::Repair }, "not_your_ability", Some("SPEC-ENGINEER-2"), "only the Structural Engineer can repair a wall (SPEC-ENGINEER-2)"),
        (ActionError::ModuleOff { what: ModuleUse::CrewChange, module: Module::Specialists }, "module_off", Some("EXP-MOD-1"), "crew change needs the specialists module, which is off in this game (EXP-MOD-1)"),
        (ActionError::ModuleOff { what: ModuleUse::CrewChange, module: Module::Vehicles }, "module_off", Some("EXP-MOD-1"), "crew change needs the vehicles module, which is off in this game (EXP-MOD-1)"),
        (ActionError::ModuleOff { what: ModuleUse::Driving, module: Module::Vehicles }, "module_off", Some("EXP-MOD-1"), "driving needs the vehicles module, which is off in this game (EXP-MOD-1)"),
        (ActionError::ModuleOff { what: ModuleUse::DeckGun, module: Module::Vehicles }, "module_off", Some("EXP-MOD-1"), "the deck gun needs the vehicles module, which is off in this game (EXP-MOD-1)"),
        (ActionError::ModuleOff { what: ModuleUse::CarryingHazmat, module: Module::Hazmat }, "module_off", Some("EXP-MOD-1"), "carrying hazmat needs the hazmat module, which is off in this game (EXP-MOD-1)"),
        (ActionError::SpecialistInPlay(Specialist::Paramedic), "specialist_in_play", Some("SPEC-GEN-3"), "the Paramedic card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::CafsFirefighter), "specialist_in_play", Some("SPEC-GEN-3"), "the CAFS Firefighter card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::HazmatTechnician), "specialist_in_play", Some("SPEC-GEN-3"), "the Hazmat Technician card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::Generalist), "specialist_in_play", Some("SPEC-GEN-3"), "the Generalist card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::FireCaptain), "specialist_in_play", Some("SPEC-GEN-3"), "the Fire Captain card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::RescueSpecialist), "specialist_in_play", Some("SPEC-GEN-3"), "the Rescue Specialist card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::ImagingTechnician), "specialist_in_play", Some("SPEC-GEN-3"), "the Imaging Technician card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::DriverOperator), "specialist_in_play", Some("SPEC-GEN-3"), "the Driver/Operator card is already in play (SPEC-GEN-3)"),
        (ActionError::SpecialistInPlay(Specialist::StructuralEngineer), "specialist_in_play", Some("SPEC-GEN-3"), "the Structural Engineer card is already in play (SPEC-GEN-3)"),
        (ActionError::NotOnYourCell { what: Piece::UntreatedVictim, id: 3 }, "not_on_your_cell", None, "there is no untreated victim 3 on your cell"),
        (ActionError::NotOnYourCell { what: Piece::DownedFirefighter, id: 3 }, "not_on_your_cell", None, "there is no downed firefighter 3 on your cell"),
        (ActionError::NotOnYourCell { what: Piece::Hazmat, id: 3 }, "not_on_your_cell", None, "there is no hazmat 3 on your cell"),
        (ActionError::NotOnYourCell { what: Piece::FreeTreatedVictim, id: 3 }, "not_on_your_cell", None, "there is no free treated victim 3 on your cell"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::Himself }, "cannot_command", None, "firefighter 3 cannot be commanded: the Captain acts himself, he does not command himself"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NoSuchFirefighter }, "cannot_command", None, "firefighter 3 cannot be commanded: there is no such firefighter"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::Down }, "cannot_command", Some("SPEC-CAPTAIN-4"), "firefighter 3 cannot be commanded: it is down (SPEC-CAPTAIN-4)"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NotOnTheBoard }, "cannot_command", None, "firefighter 3 cannot be commanded: it is not on the board"),
        (ActionError::CannotCommand { firefighter: 2, why: NoCommand::NoneOnTheBoard }, "cannot_command", None, "firefighter 3 cannot be commanded: there is no such firefighter on the board"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::NoSuchFirefighter }, "cannot_ride", None, "firefighter 3 cannot ride along: there is no such firefighter"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::Down }, "cannot_ride", Some("SCEN-FRIEND-2"), "firefighter 3 cannot ride along: it is down; it rides only when carried (SCEN-FRIEND-2)"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::NotOnOldSpot }, "cannot_ride", Some("EXP-VEH-RIDE-1"), "firefighter 3 cannot ride along: it is not on the vehicle's old spot (EXP-VEH-RIDE-1)"),
        (ActionError::CannotRide { firefighter: 2, why: NoRide::OffTheNewSpot }, "cannot_ride", None, "firefighter 3 cannot ride along: riders get off on a cell of the vehicle's new spot"),
        (ActionError::NoLadder { what: MissingLadder::NoFirefighter }, "no_ladder", None, "there is no firefighter on the board to handle a ladder"),
        (ActionError::NoLadder { what: MissingLadder::NotInThisGame }, "no_ladder", Some("2ND-LADDER-1"), "there is no ladder in this game: ladders are 2nd Story's (2ND-LADDER-1)"),
        (ActionError::NoLadder { what: MissingLadder::NotInHands }, "no_ladder", Some("2ND-LADDER-2"), "there is no ladder in your hands (2ND-LADDER-2)"),
        (ActionError::NoLadder { what: MissingLadder::NoneOnTheEngine }, "no_ladder", Some("2ND-LADDER-1"), "there is no ladder left on the Engine (2ND-LADDER-1)"),
        (ActionError::NoLadder { what: MissingLadder::NoneLyingHere }, "no_ladder", Some("2ND-LADDER-2"), "there is no ladder lying on your space (2ND-LADDER-2)"),
        (ActionError::NoLadder { what: MissingLadder::NoneRaisedHere }, "no_ladder", Some("2ND-LADDER-8"), "there is no ladder raised on your space (2ND-LADDER-8)"),
    ]
}

#[test]
fn messages_codes_and_rules_do_not_change() {
    for (error, code, rule, message) in pinned() {
        assert_eq!(error.to_string(), message, "{error:?}");
        assert_eq!(error.code(), code, "{message}");
        assert_eq!(error.rule(), rule, "{message}");
    }
}

#[test]
fn every_code_is_pinned() {
    // Scripts match on the codes (docs/scripts.md, which lists them in
    // this order): one per variant, each also in the pinned table.
    let pinned: Vec<&str> = pinned().iter().map(|(_, code, _, _)| *code).collect();
    for error in every_variant() {
        assert!(pinned.contains(&error.code()), "{error:?}");
    }
    assert_eq!(
        every_variant()
            .iter()
            .map(ActionError::code)
            .collect::<Vec<_>>(),
        [
            "wrong_stage",
            "no_such_cell",
            "no_such_edge",
            "not_a_start_cell",
            "not_adjacent",
            "blocked",
            "cannot_enter",
            "not_enough_ap",
            "carry_into_fire",
            "would_be_trapped",
            "would_strand",
            "end_on_fire",
            "not_your_edge",
            "no_door",
            "destroyed",
            "already_there",
            "not_choppable",
            "out_of_reach",
            "nothing_to_extinguish",
            "nothing_to_pick_up",
            "already_carrying",
            "not_carrying",
            "not_a_knockdown_spot",
            "forbidden",
            "not_your_ability",
            "module_off",
            "not_a_spot",
            "not_next_spot",
            "not_on_vehicle",
            "firefighter_in_area",
            "specialist_in_play",
            "not_on_your_cell",
            "cannot_command",
            "no_poi",
            "fire_nearby",
            "cannot_ride",
            "not_on_fire",
            "no_ladder",
            "top_occupied",
        ]
    );
}

/// A refusal for each reason of each reason enum, with the numbers and
/// places of [`pinned`].

#[test]
fn every_reason_is_pinned() {
    // The pinned table has every reason's message, so none can change
    // its words unnoticed.
    let pinned: Vec<String> = pinned().iter().map(|(e, _, _, _)| e.to_string()).collect();
    for error in reason_samples(Pos::new(1, 2), 3) {
        if let ActionError::ModuleOff { .. } = error {
            continue; // the table has the pairs the rules use
        }
        assert!(pinned.contains(&error.to_string()), "{error:?}");
    }
}

#[test]
fn codes_are_snake_case_and_unique() {
    let errors = every_variant();
    let mut codes: Vec<&str> = errors.iter().map(ActionError::code).collect();
    for code in &codes {
        assert!(
            code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
            "{code}"
        );
    }
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), errors.len());
}

#[test]
fn the_rule_is_the_one_the_message_cites() {
    // The same reading applied to the whole message finds the same rule
    // (or none), for every variant and every reason: the rules the
    // reasons know are the ones their words cite, as `rule` read them
    // from the words before the reasons were data.
    for error in every_variant()
        .into_iter()
        .chain(reason_samples(Pos::new(1, 2), 3))
    {
        let message = error.to_string();
        assert_eq!(error.rule(), cited_rule(&message), "{message}");
    }
    let rules: Vec<Option<&str>> = every_variant().iter().map(ActionError::rule).collect();
    assert!(rules.contains(&Some("FAM-ACT-END-3")));
    assert!(rules.contains(&Some("R4")));
    assert!(rules.contains(&Some("URB-BROWN-1")));
    assert!(rules.contains(&Some("EXP-CREW-1")));
}

#[test]
fn cited_rules_are_read_from_the_text() {
    assert_eq!(
        cited_rule("only a damaged wall (one cube) can be repaired (SPEC-ENGINEER-2)"),
        Some("SPEC-ENGINEER-2")
    );
    assert_eq!(
        cited_rule("a downed firefighter is treated only off the fire (SCEN-FRIEND-4a)"),
        Some("SCEN-FRIEND-4a")
    );
    assert_eq!(cited_rule("upstairs (2ND-BOARD-3)"), Some("2ND-BOARD-3"));
    assert_eq!(cited_rule("a wall (Ruling R49)"), Some("R49"));
    assert_eq!(cited_rule("there is no hot spot on your cell"), None);
    assert_eq!(cited_rule("unbalanced (FAM-ACT"), None);
    assert_eq!(cited_rule("a group (one cube) only"), None);
    assert_eq!(cited_rule("(fam-act-1) (R) (-1) (A-)"), None);
}

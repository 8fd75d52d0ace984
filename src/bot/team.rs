//! The bots' specialist cards. The experienced game lets the players
//! choose their cards (EXP-SETUP-10, "chosen or random"); a team of bots
//! chooses by a fixed order of preference, measured on the front board.

use crate::engine::board::Board;
use crate::engine::config::{GameConfig, Mode, Scenario, SpecialistChoice};
use crate::engine::specialist::Specialist;

/// The cards in the order the bots take them, best first. Measured with
/// the default bot on the front board (experienced Recruit, 200–300 games
/// a team, docs/bots.md): Rescue Specialist, CAFS Firefighter,
/// Driver/Operator and Generalist won 24–30% of the games in every seat
/// order, against 13.5% for cards dealt at random; the Imaging Technician
/// in the Generalist's place won 16%, the Fire Captain in the Driver's
/// 17%. At Veteran (400 games, seed 1, the wider search) the four won
/// 45.25%; with the Paramedic, Imaging Technician, Hazmat Technician or
/// Fire Captain in place of one of them 21–38.5%; the same four in the
/// other five cycles of seats (who follows whom) 30.75–41.25%. The rest
/// are ordered by judgement (they matter with 5 or 6 firefighters).
const PREFERENCE: [Specialist; 9] = [
    Specialist::RescueSpecialist,
    Specialist::CafsFirefighter,
    Specialist::DriverOperator,
    Specialist::Generalist,
    Specialist::HazmatTechnician,
    Specialist::FireCaptain,
    Specialist::ImagingTechnician,
    Specialist::Paramedic,
    Specialist::StructuralEngineer,
];

/// Whether `card` has work to do in a game of `config` on `board`: no
/// Driver without a deck gun to fire, no Hazmat Technician without
/// Hazmat, no Imaging Technician or Paramedic without POIs.
fn useful(card: Specialist, config: &GameConfig, board: &Board) -> bool {
    let modules = config.active_modules();
    let structure = config.has(Scenario::SaveTheStructure);
    match card {
        Specialist::DriverOperator => {
            modules.vehicles
                && !config.has(Scenario::BrokenDeckGun)
                && !board.engine_spots().is_empty()
        }
        Specialist::HazmatTechnician => {
            !structure && (modules.hazmat || config.has(Scenario::UnreportedHazmat))
        }
        Specialist::ImagingTechnician | Specialist::Paramedic => !structure,
        // Only it can take the Hot Spots away, which is how Save the
        // structure is won (SCEN-STRUCTURE-3); elsewhere it never
        // extinguishes (SPEC-ENGINEER-3).
        Specialist::StructuralEngineer => structure,
        _ => true,
    }
}

/// The order the bots take cards in under `config`: the one card a
/// scenario cannot be won without first, then [`PREFERENCE`].
fn order(config: &GameConfig, board: &Board) -> Vec<Specialist> {
    let mut cards: Vec<Specialist> = PREFERENCE
        .into_iter()
        .filter(|&c| useful(c, config, board))
        .collect();
    if config.has(Scenario::SaveTheStructure) {
        cards.retain(|&c| c != Specialist::StructuralEngineer);
        cards.insert(0, Specialist::StructuralEngineer);
    }
    // Cards with no work left last rather than dropped: a 6th firefighter
    // still gets one.
    let idle: Vec<Specialist> = PREFERENCE
        .into_iter()
        .filter(|c| !cards.contains(c) && *c != Specialist::StructuralEngineer)
        .collect();
    cards.extend(idle);
    cards
}

/// Whether the players choose cards in a game of `config`: experienced,
/// with specialists, and not the Volunteer crew (SCEN-VOLUNTEER-1 deals
/// them at random).
pub fn cards_are_chosen(config: &GameConfig) -> bool {
    config.mode == Mode::Experienced
        && config.active_modules().specialists
        && !config.has(Scenario::VolunteerCrew)
}

/// The bots' card for each seat `for_seat` says is theirs, taken in order
/// of preference among the cards the configuration has not given to
/// another seat; `None` for the other seats, and for every seat when the
/// cards are not chosen (see [`cards_are_chosen`]).
pub fn choose_cards(
    config: &GameConfig,
    board: &Board,
    for_seat: impl Fn(usize) -> bool,
) -> Vec<Option<Specialist>> {
    let seats = usize::from(config.firefighters);
    let mut cards = vec![None; seats];
    if !cards_are_chosen(config) {
        return cards;
    }
    let taken: Vec<Specialist> = config.specialists.iter().filter_map(|c| c.0).collect();
    let mut free = order(config, board)
        .into_iter()
        .filter(|c| !taken.contains(c));
    for (seat, card) in cards.iter_mut().enumerate() {
        let given = config.specialists.get(seat).and_then(|c| c.0);
        if given.is_none() && for_seat(seat) {
            *card = free.next();
        }
    }
    cards
}

/// Gives the bots' cards to the seats `config` does not list (a listed
/// seat keeps its card, or stays random where it says so): the team a
/// difficulty estimate plays with.
pub fn fill_unlisted(config: &mut GameConfig, board: &Board) {
    let listed = config.specialists.len();
    let cards = choose_cards(config, board, |seat| seat >= listed);
    if cards.iter().all(Option::is_none) {
        return;
    }
    config
        .specialists
        .resize(cards.len(), SpecialistChoice(None));
    for (choice, card) in config.specialists.iter_mut().zip(cards).skip(listed) {
        choice.0 = card;
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::board::io::load_board;
    use crate::engine::config::Difficulty;
    use crate::engine::state::GameState;
    use Specialist::*;

    fn board(name: &str) -> Arc<Board> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("boards")
            .join(name);
        Arc::new(load_board(&path).expect("shipped board"))
    }

    fn recruit(firefighters: u8) -> GameConfig {
        GameConfig::experienced(firefighters, Difficulty::Recruit)
    }

    fn cards(config: &GameConfig) -> Vec<Option<Specialist>> {
        config.specialists.iter().map(|c| c.0).collect()
    }

    /// EXP-SETUP-10: four bots on the front board take the measured team,
    /// and the game starts with those cards.
    #[test]
    fn four_bots_take_the_measured_team() {
        let front = board("front.json");
        let mut config = recruit(4);
        fill_unlisted(&mut config, &front);
        let team = [
            RescueSpecialist,
            CafsFirefighter,
            DriverOperator,
            Generalist,
        ];
        assert_eq!(cards(&config), team.map(Some));
        let game = GameState::new(Arc::clone(&front), config, 1).expect("a game");
        let dealt: Vec<_> = game.firefighters().iter().map(|f| f.specialist).collect();
        assert_eq!(dealt, team.map(Some));
    }

    /// A card the configuration lists stays with its seat and is not taken
    /// twice (SPEC-GEN-3); a seat listed as random stays random.
    #[test]
    fn listed_seats_keep_their_card_or_their_random_deal() {
        let front = board("front.json");
        let mut config = recruit(4);
        config.specialists = vec![
            SpecialistChoice(None),
            SpecialistChoice(Some(RescueSpecialist)),
        ];
        fill_unlisted(&mut config, &front);
        assert_eq!(
            cards(&config),
            [
                None,
                Some(RescueSpecialist),
                Some(CafsFirefighter),
                Some(DriverOperator)
            ]
        );
        // Only the seats the caller names are the bots'.
        let chosen = choose_cards(&recruit(3), &front, |seat| seat != 1);
        assert_eq!(
            chosen,
            [Some(RescueSpecialist), None, Some(CafsFirefighter)]
        );
    }

    /// No Driver/Operator without a deck gun to fire (EXP-MOD-1 without
    /// vehicles, SCEN-NODECKGUN-1); no Hazmat Technician without Hazmat.
    #[test]
    fn cards_without_work_are_passed_over() {
        let front = board("front.json");
        let mut no_vehicles = recruit(4);
        no_vehicles.modules.vehicles = false;
        let mut broken = recruit(4);
        broken.scenarios.push(Scenario::BrokenDeckGun);
        for mut config in [no_vehicles, broken] {
            fill_unlisted(&mut config, &front);
            assert_eq!(
                cards(&config),
                [
                    RescueSpecialist,
                    CafsFirefighter,
                    Generalist,
                    HazmatTechnician
                ]
                .map(Some)
            );
        }
        let mut no_hazmat = recruit(5);
        no_hazmat.modules.hazmat = false;
        fill_unlisted(&mut no_hazmat, &front);
        assert_eq!(cards(&no_hazmat)[4], Some(FireCaptain));
    }

    /// Save the structure is won only by the Structural Engineer's Clear
    /// (SCEN-STRUCTURE-3): it is the first card taken there, and never
    /// elsewhere.
    #[test]
    fn save_the_structure_takes_the_engineer_first() {
        let front = board("front.json");
        let mut config = recruit(2);
        config.scenarios.push(Scenario::SaveTheStructure);
        fill_unlisted(&mut config, &front);
        assert_eq!(
            cards(&config),
            [Some(StructuralEngineer), Some(RescueSpecialist)]
        );
        let mut six = recruit(6);
        fill_unlisted(&mut six, &front);
        assert!(!cards(&six).contains(&Some(StructuralEngineer)));
        GameState::new(front, six, 0).expect("six different cards start a game");
    }

    /// Where nobody chooses cards, nothing is filled in: the family game,
    /// the specialists module off, the Volunteer crew (SCEN-VOLUNTEER-1).
    #[test]
    fn no_cards_where_none_are_chosen() {
        let front = board("front.json");
        let mut off = recruit(4);
        off.modules.specialists = false;
        let mut volunteers = recruit(4);
        volunteers.scenarios.push(Scenario::VolunteerCrew);
        for mut config in [GameConfig::family(4), off, volunteers] {
            fill_unlisted(&mut config, &front);
            assert!(config.specialists.is_empty(), "{config:?}");
        }
    }
}

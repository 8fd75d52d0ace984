//! The deck gun (EXP-VEH-DECKGUN-1..5) and the Driver/Operator's re-rolls
//! (SPEC-DRIVER-1): the Deck Gun check and action, the roll and the spray.
//! Driving and riding are in `rules/drive.rs`.

use crate::engine::action::ActionError;
use crate::engine::board::{CellId, RuleSet};
use crate::engine::config::{Module, Scenario};
use crate::engine::dice::{Roll, flip};
use crate::engine::event::{Event, EventSink, RerollReason};
use crate::engine::reason::{Forbidden, ModuleUse};
use crate::engine::rules::actions::{Plan, Turn, spend};
use crate::engine::rules::high_rise;
use crate::engine::rules::reserve::{After, Pay, keeps_reserve};
use crate::engine::specialist::{CostKind, Specialist};
use crate::engine::state::{Die, FireLevel, GameState, Stage, Vehicle};

/// What a deck-gun roll awaiting the Driver/Operator's decision would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckGunPreview {
    /// The cells of the area the Engine serves (BOARD-6).
    pub area: Vec<CellId>,
    /// The dice as they aim, after flipping a die that names no row or
    /// column of the area (EXP-VEH-DECKGUN-3): the players must see why a
    /// roll of red 3, black 4 lands on 4,5.
    pub aimed: Roll,
    /// The cell aimed at after flipping; `None` when the roll misses.
    pub target: Option<CellId>,
    /// The target and the cells next to it, which the water clears.
    pub splash: Vec<CellId>,
}

impl GameState {
    /// The area the Engine's deck gun serves from its spot (BOARD-6).
    pub(crate) fn deck_gun_area(&self) -> Option<u8> {
        let spot = usize::from(self.engine?);
        self.board.engine_spots().get(spot).map(|s| s.area)
    }

    /// The cells the deck gun can hit from where the Engine is parked
    /// (EXP-VEH-DECKGUN-1, BOARD-6); none while it is not parked. The board
    /// draws a car down in the Lobby there, off the area.
    pub fn deck_gun_cells(&self) -> Vec<CellId> {
        let Some(area) = self.deck_gun_area() else {
            return Vec::new();
        };
        self.board
            .cell_ids()
            .filter(|&c| self.in_deck_gun_area(c, area))
            .collect()
    }

    /// Whether `cell` is a space of deck-gun area `area` on the fire floor:
    /// a car down in the Lobby is not (engine ruling E39).
    fn in_deck_gun_area(&self, cell: CellId, area: u8) -> bool {
        self.board.cell(cell).area == area && !high_rise::in_lobby(self, cell)
    }

    /// EXP-VEH-DECKGUN-2: whether a firefighter on `cell` stands in deck-gun
    /// area `area`, keeping the gun from firing there (E39: not from the
    /// Lobby).
    pub(crate) fn blocks_deck_gun(&self, cell: CellId, area: u8) -> bool {
        area != 0 && self.in_deck_gun_area(cell, area)
    }

    /// While the Driver/Operator decides on re-rolling (SPEC-DRIVER-1): the
    /// deck gun's area, the cell the roll as it stands aims at (`None`: a
    /// miss) and the cells its water would clear (EXP-VEH-DECKGUN-4), so the
    /// players see what they are deciding about.
    pub fn deck_gun_preview(&self) -> Option<DeckGunPreview> {
        let Stage::DeckGun {
            floor, red, black, ..
        } = self.stage
        else {
            return None;
        };
        self.deck_gun_area()?;
        let area = self.deck_gun_cells();
        let (aimed, target) = self.deck_gun_aim(Roll { floor, red, black });
        let splash = target
            .map(|t| {
                std::iter::once(t)
                    .chain(self.adjacent(t))
                    .filter(|&c| !high_rise::in_lobby(self, c))
                    .collect()
            })
            .unwrap_or_default();
        Some(DeckGunPreview {
            area,
            aimed,
            target,
            splash,
        })
    }

    /// EXP-VEH-DECKGUN-3: a die whose value names no row (column) of the
    /// area is flipped (on 2nd Story only the red die, 2ND-VEH-1). Returns the aimed roll and its cell, if that cell is
    /// in the area (always on the printed boards, whose areas are quadrants).
    fn deck_gun_aim(&self, raw: Roll) -> (Roll, Option<CellId>) {
        let board = &self.board;
        let Some(area) = self.deck_gun_area() else {
            return (raw, None);
        };
        let dice = board.dice();
        let (mut reds, mut blacks, mut floors) = (0u64, 0u64, 0u64);
        for c in board.cell_ids() {
            let info = board.cell(c);
            if info.area != area {
                continue;
            }
            if let Some(r) = info.roll {
                reds |= 1 << r.red;
                blacks |= 1 << r.black;
                floors |= 1 << r.floor;
            }
        }
        let keep = |set: u64, v: u8| v < 64 && set & (1 << v) != 0;
        let aim = Roll {
            floor: if keep(floors, raw.floor) {
                raw.floor
            } else {
                floors.trailing_zeros().min(63) as u8
            },
            red: if keep(reds, raw.red) {
                raw.red
            } else {
                flip(raw.red, dice.red)
            },
            // 2ND-VEH-1, Ruling R35: on 2nd Story the black die is never
            // flipped (a roll outside the half building is rolled again).
            black: if keep(blacks, raw.black) || board.rules() == RuleSet::SecondStory {
                raw.black
            } else {
                flip(raw.black, dice.black)
            },
        };
        let cell = board
            .cell_for_roll(aim)
            .filter(|&c| board.cell(c).area == area);
        (aim, cell)
    }

    fn emit_deck_gun_roll(&self, raw: Roll, rerolled: Option<Die>, sink: &mut impl EventSink) {
        let (aim, _) = self.deck_gun_aim(raw);
        sink.emit(Event::DeckGunRolled {
            red: raw.red,
            black: raw.black,
            target_red: aim.red,
            target_black: aim.black,
            rerolled,
        });
    }

    /// Rolls the deck gun. The Driver/Operator may then re-roll (the game
    /// waits in [`Stage::DeckGun`]); anyone else's shot lands at once.
    ///
    /// Bounded like every roll (`roll_bounded`): the action is legal only if
    /// the area has a dice-named cell, and rolling that cell's result aims at
    /// it unflipped, so each roll lands in the area with probability ≥ 1/F.
    pub(crate) fn fire_deck_gun(&mut self, driver: bool, sink: &mut impl EventSink) {
        let faces = self.board.dice().faces();
        let mut landed = None;
        for _ in 0..faces.saturating_mul(super::ROLLS_PER_FACE) {
            let raw = self.dice.roll(self.board.dice());
            self.emit_deck_gun_roll(raw, None, sink);
            if let (_, Some(target)) = self.deck_gun_aim(raw) {
                landed = Some((raw, target));
                break;
            }
            sink.emit(Event::Reroll {
                reason: RerollReason::OutsideArea,
            });
        }
        // Practically never: draw one of the area's cells, as the re-rolls would.
        let landed = landed.or_else(|| {
            let area = self.deck_gun_area()?;
            let board = &self.board;
            let in_area: Vec<CellId> = board
                .cell_ids()
                .filter(|&c| board.cell(c).area == area && board.cell(c).roll.is_some())
                .collect();
            let cell = self.dice.choose(&in_area)?;
            let raw = self.board.cell(cell).roll?;
            self.emit_deck_gun_roll(raw, None, sink);
            Some((raw, cell))
        });
        let Some((raw, target)) = landed else {
            return;
        };
        if driver {
            self.stage = Stage::DeckGun {
                floor: raw.floor,
                red: raw.red,
                black: raw.black,
                red_rerolled: false,
                black_rerolled: false,
            };
        } else {
            self.spray(target, sink);
        }
    }

    /// SPEC-DRIVER-1: re-roll one die; the new value is flipped again if it
    /// must be. With both dice re-rolled no choice is left and the shot lands.
    /// The floor die (on boards with one) keeps its face.
    pub(crate) fn reroll_deck_gun(&mut self, die: Die, sink: &mut impl EventSink) {
        let Stage::DeckGun {
            floor,
            mut red,
            mut black,
            mut red_rerolled,
            mut black_rerolled,
        } = self.stage
        else {
            return;
        };
        let (red_sides, black_sides) = (self.board.dice().red, self.board.dice().black);
        match die {
            Die::Red => {
                red = self.dice.roll_die(red_sides).0;
                red_rerolled = true;
            }
            Die::Black => {
                black = self.dice.roll_die(black_sides).0;
                black_rerolled = true;
            }
        }
        self.stage = Stage::DeckGun {
            floor,
            red,
            black,
            red_rerolled,
            black_rerolled,
        };
        self.emit_deck_gun_roll(Roll { floor, red, black }, Some(die), sink);
        if red_rerolled && black_rerolled {
            self.land_deck_gun(sink);
        }
    }

    /// The Driver/Operator keeps the roll: the water lands. A re-roll that
    /// aims outside the area (only on boards whose area is not a block of
    /// results) is a miss.
    pub(crate) fn land_deck_gun(&mut self, sink: &mut impl EventSink) {
        let Stage::DeckGun {
            floor, red, black, ..
        } = self.stage
        else {
            return;
        };
        self.stage = Stage::Actions;
        if let (_, Some(target)) = self.deck_gun_aim(Roll { floor, red, black }) {
            self.spray(target, sink);
        }
    }

    /// EXP-VEH-DECKGUN-4: Fire and Smoke leave the target and every cell
    /// adjacent to it (walls and closed doors block), inside the area or not.
    /// Nothing else is touched (nor a destroyed elevator, URB-HIGHRISE-ELEV-4).
    fn spray(&mut self, target: CellId, sink: &mut impl EventSink) {
        sink.emit(Event::DeckGunLanded {
            target: self.pos(target),
        });
        let mut cells = [None; 6];
        cells[0] = Some(target);
        for (slot, c) in cells[1..].iter_mut().zip(self.adjacent(target)) {
            *slot = Some(c);
        }
        for cell in cells.into_iter().flatten() {
            let was = self.fire_at(cell);
            // URB-HIGHRISE-ELEV-4: a destroyed elevator's Fire stays.
            if was != FireLevel::Clear
                && !crate::engine::rules::high_rise::elevator_destroyed(self, cell)
            {
                self.set_fire(cell, FireLevel::Clear);
                sink.emit(Event::DeckGunCleared {
                    cell: self.pos(cell),
                    was,
                });
            }
        }
    }
}

/// AP of the deck gun (EXP-VEH-DECKGUN-1, the Driver/Operator's SPEC-DRIVER-1).
const DECK_GUN_AP: u8 = 4;
const DRIVER_DECK_GUN_AP: u8 = 2;

/// EXP-VEH-DECKGUN-1..2: fire the deck gun from the Engine.
pub(super) fn validate_deck_gun(state: &GameState, turn: &Turn) -> Result<Plan, ActionError> {
    let board = &state.board;
    let rules = &state.rules;
    let Turn { purse, here, .. } = *turn;
    let escape = |after: After, pay: Pay| keeps_reserve(state, turn, after, pay);
    let stay = turn.stay();
    let escape_here = |pay: Pay| escape(stay, pay);
    if !rules.modules.vehicles {
        return Err(ActionError::ModuleOff {
            what: ModuleUse::DeckGun,
            module: Module::Vehicles,
        });
    }
    if rules.has(Scenario::BrokenDeckGun) {
        return Err(ActionError::Forbidden(Forbidden::DeckGunBroken));
    }
    if !state.covered_by(Vehicle::Engine, here) {
        return Err(ActionError::NotOnVehicle {
            vehicle: Vehicle::Engine,
        });
    }
    let area = state.deck_gun_area().unwrap_or(0);
    // EXP-VEH-DECKGUN-2: nobody in the area, checked before rolling.
    for (i, f) in state.firefighters.iter().enumerate() {
        if let Some(c) = f.cell
            && state.blocks_deck_gun(c, area)
        {
            return Err(ActionError::FirefighterInArea {
                firefighter: i as u8,
                cell: state.pos(c),
            });
        }
    }
    if !board
        .cell_ids()
        .any(|c| board.cell(c).area == area && board.cell(c).roll.is_some())
    {
        return Err(ActionError::Forbidden(Forbidden::DeckGunNoTarget));
    }
    let cost = if turn.is(Specialist::DriverOperator) {
        DRIVER_DECK_GUN_AP
    } else {
        DECK_GUN_AP
    };
    let pay = purse.pay(CostKind::Other, cost)?;
    escape_here(pay)?;
    Ok(Plan::DeckGun { pay })
}

/// Fires the deck gun (EXP-VEH-DECKGUN-1): pays, then rolls.
pub(super) fn perform_deck_gun(state: &mut GameState, me: u8, pay: Pay, sink: &mut impl EventSink) {
    spend(state, me, pay);
    sink.emit(Event::DeckGunFired {
        firefighter: me,
        ap: pay.total(),
    });
    let driver = state.firefighters[usize::from(me)].is(Specialist::DriverOperator);
    state.fire_deck_gun(driver, sink);
}

//! What the board view draws: a plain snapshot of the visible pieces,
//! built from a [`GameState`] and advanced one [`Event`] at a time, so the
//! fire phase can be shown step by step while the engine has long finished
//! it. No egui here.

use crate::engine::board::{Board, CellId, EdgeId};
use crate::engine::event::Event;
use crate::engine::geom::{EdgeRef, Pos};
use crate::engine::specialist::Specialist;
use crate::engine::state::{
    DoorState, EdgeState, FireLevel, GameState, HazmatPlace, Item, LadderPlace, PoiKind,
    TokenPlace, Vehicle,
};

/// A POI token as shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Face {
    Hidden,
    Victim { treated: bool },
    FalseAlarm,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScenePoi {
    pub id: u8,
    pub cell: CellId,
    pub face: Face,
    pub held: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SceneFirefighter {
    pub cell: Option<CellId>,
    pub specialist: Option<Specialist>,
    pub carrying: Option<Item>,
    /// The treated Victim led along (SPEC-PARAMEDIC-2).
    pub leading: Option<u8>,
    pub downed: bool,
    pub knocked_down: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub fire: Vec<FireLevel>,
    pub edges: Vec<EdgeState>,
    pub hot_spot: Vec<bool>,
    pub pois: Vec<ScenePoi>,
    pub hazmat: Vec<(u8, CellId)>,
    pub firefighters: Vec<SceneFirefighter>,
    pub engine: Option<[CellId; 2]>,
    pub ambulance: Option<[CellId; 2]>,
    /// 2nd Story's ladders (2ND-LADDER-*), by ladder number.
    pub ladders: Vec<LadderPlace>,
    /// The last dice shown (red, black).
    pub dice: Option<(u8, u8)>,
    /// Cells the current step is about, for highlighting.
    pub focus: Vec<CellId>,
    /// An edge the current step is about.
    pub focus_edge: Option<EdgeId>,
    /// The cell a deck-gun roll awaiting the re-roll decision aims at,
    /// marked apart from its splash (EXP-VEH-DECKGUN-3).
    pub aim: Option<CellId>,
}

impl Scene {
    pub fn from_state(s: &GameState) -> Scene {
        let board = s.board();
        let fire = board.cell_ids().map(|c| s.fire_at(c)).collect();
        let edges = board.edge_ids().map(|e| s.edge_state(e)).collect();
        let hot_spot = board.cell_ids().map(|c| s.hot_spot_at(c)).collect();
        let pois = s
            .tokens()
            .iter()
            .enumerate()
            .filter_map(|(i, t)| match t.place {
                TokenPlace::Board { cell, revealed } => Some(ScenePoi {
                    id: i as u8,
                    cell,
                    face: match (revealed, t.kind) {
                        (false, _) => Face::Hidden,
                        (true, PoiKind::Victim) => Face::Victim { treated: t.treated },
                        (true, PoiKind::FalseAlarm) => Face::FalseAlarm,
                    },
                    held: s.holder_of(i as u8).is_some(),
                }),
                _ => None,
            })
            .collect();
        let hazmat = s
            .hazmat()
            .iter()
            .enumerate()
            .filter_map(|(i, h)| match h {
                HazmatPlace::Board(c) => Some((i as u8, *c)),
                _ => None,
            })
            .collect();
        let firefighters = s
            .firefighters()
            .iter()
            .map(|f| SceneFirefighter {
                cell: f.cell,
                specialist: f.specialist,
                carrying: f.carrying,
                leading: f.leading,
                downed: f.downed,
                knocked_down: f.knocked_down,
            })
            .collect();
        Scene {
            fire,
            edges,
            hot_spot,
            pois,
            hazmat,
            firefighters,
            engine: s.vehicle_cells(Vehicle::Engine),
            ambulance: s.vehicle_cells(Vehicle::Ambulance),
            ladders: s.ladders().to_vec(),
            dice: None,
            focus: Vec::new(),
            focus_edge: None,
            aim: None,
        }
    }

    /// The printed board with no pieces: doors as the board file starts them
    /// (for board pictures and the editor).
    pub fn of_board(board: &Board) -> Scene {
        let cells = board.cell_count();
        let edges = board
            .edge_ids()
            .map(|e| EdgeState {
                cubes: 0,
                door: if board.edge(e).initially_open {
                    DoorState::Open
                } else {
                    DoorState::Closed
                },
            })
            .collect();
        Scene {
            fire: vec![FireLevel::Clear; cells],
            edges,
            hot_spot: vec![false; cells],
            ..Scene::empty()
        }
    }

    /// Nothing at all: a stand-in while the real scene is lent to the view.
    pub fn empty() -> Scene {
        Scene {
            fire: Vec::new(),
            edges: Vec::new(),
            hot_spot: Vec::new(),
            pois: Vec::new(),
            hazmat: Vec::new(),
            firefighters: Vec::new(),
            engine: None,
            ambulance: None,
            ladders: Vec::new(),
            dice: None,
            focus: Vec::new(),
            focus_edge: None,
            aim: None,
        }
    }

    /// Shows one event: the pieces it changes, and what it is about.
    pub fn apply(&mut self, board: &Board, event: &Event) {
        let cell = |p: &Pos| board.cell_at(*p);
        let edge = |e: &EdgeRef| board.edge_at(*e);
        self.focus.clear();
        if self.apply_ladder(board, event) {
            return;
        }
        self.focus_edge = None;
        let set_fire = |scene: &mut Scene, p: &Pos, level: FireLevel| {
            if let Some(c) = cell(p) {
                scene.fire[c.index()] = level;
                scene.focus.push(c);
            }
        };
        match event {
            Event::SmokePlaced { cell: p } => set_fire(self, p, FireLevel::Smoke),
            Event::SmokeIgnited { cell: p }
            | Event::SmokeOnSmoke { cell: p }
            | Event::FirePlaced { cell: p }
            | Event::SmokeToFire { cell: p }
            | Event::Flashover { cell: p, .. }
            | Event::SetupFire { cell: p } => set_fire(self, p, FireLevel::Fire),
            Event::ExteriorFireRemoved { cell: p }
            | Event::ThreatCleared { cell: p, .. }
            | Event::DeckGunCleared { cell: p, .. } => set_fire(self, p, FireLevel::Clear),
            Event::Extinguished { cell: p, to, .. } => set_fire(self, p, *to),
            Event::CubePlaced { edge: e, cubes, .. } => {
                if let Some(id) = edge(e) {
                    self.edges[id.index()].cubes = *cubes;
                    self.focus_edge = Some(id);
                }
            }
            Event::DoorDestroyed { edge: e, .. } => {
                if let Some(id) = edge(e) {
                    self.edges[id.index()].door = crate::engine::state::DoorState::Destroyed;
                    self.focus_edge = Some(id);
                }
            }
            Event::Rolled { roll, cell: p, .. } => {
                self.dice = Some((roll.red, roll.black));
                if let Some(c) = p.as_ref().and_then(cell) {
                    self.focus.push(c);
                }
            }
            Event::DeckGunRolled { red, black, .. } => self.dice = Some((*red, *black)),
            Event::Explosion { cell: p }
            | Event::ShockwaveStarted { cell: p, .. }
            | Event::FlareUp { cell: p, .. }
            | Event::FlareUpsEnd { cell: p }
            | Event::HottestSpot { cell: p }
            | Event::DeckGunLanded { target: p }
            | Event::SupplyEmpty { cell: p } => self.focus.extend(cell(p)),
            Event::Blast { from, .. } => self.focus.extend(cell(from)),
            Event::Shockwave { to, .. } => self.focus.extend(cell(to)),
            Event::KnockedDown {
                firefighter,
                cell: p,
                ..
            } => {
                if let Some(f) = self.firefighters.get_mut(usize::from(*firefighter)) {
                    f.knocked_down = true;
                }
                self.focus.extend(cell(p));
            }
            Event::Relocated {
                firefighter, to, ..
            }
            | Event::Moved {
                firefighter, to, ..
            }
            | Event::Rode {
                firefighter, to, ..
            }
            | Event::LeftLobby { firefighter, to }
            | Event::LeftLadderTop {
                firefighter, to, ..
            }
            | Event::FirefighterPlaced {
                firefighter,
                cell: to,
            } => {
                if let Some(c) = cell(to) {
                    self.move_firefighter(*firefighter, c);
                    self.focus.push(c);
                }
            }
            Event::VictimLost { token, cell: p, .. }
            | Event::FalseAlarmLost { token, cell: p }
            | Event::FalseAlarmRemoved { token, cell: p }
            | Event::VictimRescued { token, cell: p, .. } => {
                self.pois.retain(|t| t.id != *token);
                self.let_go(Item::Victim(*token));
                self.focus.extend(cell(p));
            }
            Event::PickedUp {
                firefighter, item, ..
            } => {
                if let Some(f) = self.firefighters.get_mut(usize::from(*firefighter)) {
                    f.carrying = Some(*item);
                }
                self.hold(*item, true);
            }
            Event::Dropped { item, .. } => self.let_go(*item),
            Event::LeadStarted { firefighter, token } => {
                if let Some(f) = self.firefighters.get_mut(usize::from(*firefighter)) {
                    f.leading = Some(*token);
                }
                self.hold(Item::Victim(*token), true);
            }
            Event::LeadEnded { firefighter, token } => {
                if let Some(f) = self.firefighters.get_mut(usize::from(*firefighter)) {
                    f.leading = None;
                }
                self.hold(Item::Victim(*token), false);
            }
            Event::Treated { token, .. } => {
                for t in self.pois.iter_mut().filter(|t| t.id == *token) {
                    t.face = Face::Victim { treated: true };
                }
            }
            Event::DoorOpened { edge: e, .. } | Event::DoorClosed { edge: e, .. } => {
                if let Some(id) = edge(e) {
                    self.edges[id.index()].door = if matches!(event, Event::DoorOpened { .. }) {
                        DoorState::Open
                    } else {
                        DoorState::Closed
                    };
                    self.focus_edge = Some(id);
                }
            }
            Event::Repaired { edge: e, .. } => {
                if let Some(id) = edge(e) {
                    let cubes = &mut self.edges[id.index()].cubes;
                    *cubes = cubes.saturating_sub(1);
                    self.focus_edge = Some(id);
                }
            }
            Event::SpecialistAssigned {
                firefighter,
                specialist,
            }
            | Event::CrewChanged {
                firefighter,
                to: specialist,
                ..
            } => {
                if let Some(f) = self.firefighters.get_mut(usize::from(*firefighter)) {
                    f.specialist = Some(*specialist);
                }
            }
            Event::FirefighterDowned { firefighter, .. }
            | Event::FirefighterRestored { firefighter, .. } => {
                let downed = matches!(event, Event::FirefighterDowned { .. });
                if let Some(f) = self.firefighters.get_mut(usize::from(*firefighter)) {
                    f.downed = downed;
                }
                if !downed {
                    self.let_go(Item::Firefighter(*firefighter));
                }
            }
            Event::VehicleParked { vehicle, cells }
            | Event::Drove {
                vehicle, to: cells, ..
            } => {
                let cells = match (cell(&cells[0]), cell(&cells[1])) {
                    (Some(a), Some(b)) => Some([a, b]),
                    _ => None,
                };
                match vehicle {
                    Vehicle::Engine => self.engine = cells,
                    Vehicle::Ambulance => self.ambulance = cells,
                }
                self.focus.extend(cells.into_iter().flatten());
            }
            Event::HotSpotCleared { cell: p, .. } => {
                if let Some(c) = cell(p) {
                    self.hot_spot[c.index()] = false;
                    self.focus.push(c);
                }
            }
            Event::Disposed {
                hazmat, cell: p, ..
            }
            | Event::HazmatCarriedOut {
                hazmat, cell: p, ..
            } => {
                self.hazmat.retain(|(h, _)| h != hazmat);
                self.let_go(Item::Hazmat(*hazmat));
                self.focus.extend(cell(p));
            }
            Event::PoiPlaced { token, cell: p, .. } => {
                if let Some(c) = cell(p) {
                    self.pois.push(ScenePoi {
                        id: *token,
                        cell: c,
                        face: Face::Hidden,
                        held: false,
                    });
                    self.focus.push(c);
                }
            }
            Event::PoiRevealed {
                token,
                cell: p,
                kind,
            } => {
                for t in self.pois.iter_mut().filter(|t| t.id == *token) {
                    t.face = match kind {
                        PoiKind::Victim => Face::Victim { treated: false },
                        PoiKind::FalseAlarm => Face::FalseAlarm,
                    };
                }
                self.focus.extend(cell(p));
            }
            Event::HotSpotPlaced { cell: p, .. } => {
                if let Some(c) = cell(p) {
                    self.hot_spot[c.index()] = true;
                    self.focus.push(c);
                }
            }
            Event::HazmatPlaced { hazmat, cell: p } => {
                if let Some(c) = cell(p) {
                    self.hazmat.push((*hazmat, c));
                    self.focus.push(c);
                }
            }
            Event::HazmatExploded { hazmat, cell: p } => {
                self.hazmat.retain(|(h, _)| h != hazmat);
                self.let_go(Item::Hazmat(*hazmat));
                self.focus.extend(cell(p));
            }
            _ => {}
        }
    }

    /// Puts a firefighter on `to`, with what it carries and leads.
    /// 2nd Story's ladder events; whether `event` was one.
    fn apply_ladder(&mut self, board: &Board, event: &Event) -> bool {
        let (ladder, place, at) = match *event {
            Event::LadderTaken {
                firefighter,
                ladder,
                cell,
            }
            | Event::LadderPickedUp {
                firefighter,
                ladder,
                cell,
            } => (ladder, Some(LadderPlace::Carried(firefighter)), cell),
            Event::LadderDropped { ladder, cell, .. } => {
                (ladder, board.cell_at(cell).map(LadderPlace::Lying), cell)
            }
            Event::LadderRaised { ladder, foot, .. } => (
                ladder,
                board.cell_at(foot).map(|foot| LadderPlace::Raised { foot }),
                foot,
            ),
            Event::LadderRetracted { ladder, foot, .. }
            | Event::LadderAutoRetracted { ladder, foot, .. } => {
                (ladder, board.cell_at(foot).map(LadderPlace::Lying), foot)
            }
            _ => return false,
        };
        if let (Some(slot), Some(place)) = (self.ladders.get_mut(usize::from(ladder)), place) {
            *slot = place;
        }
        self.focus.extend(board.cell_at(at));
        true
    }

    fn move_firefighter(&mut self, firefighter: u8, to: CellId) {
        let Some(f) = self.firefighters.get_mut(usize::from(firefighter)) else {
            return;
        };
        f.cell = Some(to);
        let (carrying, leading) = (f.carrying, f.leading);
        let moved = |id: u8| carrying == Some(Item::Victim(id)) || leading == Some(id);
        for t in self.pois.iter_mut().filter(|t| moved(t.id)) {
            t.cell = to;
        }
        match carrying {
            Some(Item::Hazmat(h)) => {
                for (_, c) in self.hazmat.iter_mut().filter(|(id, _)| *id == h) {
                    *c = to;
                }
            }
            Some(Item::Firefighter(other)) => {
                if let Some(o) = self.firefighters.get_mut(usize::from(other)) {
                    o.cell = Some(to);
                }
            }
            _ => {}
        }
    }

    /// Marks a Victim token held (carried or led) or not.
    fn hold(&mut self, item: Item, held: bool) {
        if let Item::Victim(id) = item {
            for t in self.pois.iter_mut().filter(|t| t.id == id) {
                t.held = held;
            }
        }
    }

    /// Nobody carries or leads `item` any more.
    fn let_go(&mut self, item: Item) {
        for f in &mut self.firefighters {
            if f.carrying == Some(item) {
                f.carrying = None;
            }
            if let Item::Victim(id) = item
                && f.leading == Some(id)
            {
                f.leading = None;
            }
        }
        self.hold(item, false);
    }
}

/// Whether an event is worth a pause of its own when the fire phase is
/// shown step by step (the rest appear together with the next one).
pub fn is_step(event: &Event) -> bool {
    matches!(
        event,
        Event::Rolled { .. }
            | Event::SmokePlaced { .. }
            | Event::SmokeIgnited { .. }
            | Event::Explosion { .. }
            | Event::Blast { .. }
            | Event::Shockwave { .. }
            | Event::CubePlaced { .. }
            | Event::DoorDestroyed { .. }
            | Event::FirePlaced { .. }
            | Event::Flashover { .. }
            | Event::KnockedDown { .. }
            | Event::VictimLost { .. }
            | Event::FalseAlarmLost { .. }
            | Event::PoiPlaced { .. }
            | Event::HazmatExploded { .. }
            | Event::FlareUp { .. }
            | Event::FlareUpsEnd { .. }
            | Event::PoisStayInBag { .. }
            | Event::HotSpotPlaced { .. }
            | Event::ElevatorDestroyed { .. }
            | Event::LadderAutoRetracted { .. }
            | Event::Collapse
            | Event::GameOver { .. }
    )
}

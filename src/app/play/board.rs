//! The board in play and what a click on it offers: a walk (also carrying
//! what lies here), the stairs, the actions about a cell or a wall, the
//! menu of choices beside a clicked cell, and the tooltips that say what a
//! click would do or why it cannot.

use egui::Ui;

use super::hint::hint_mark;
use super::menus::{self, action_cells, actions_about, cell_actions, orders_for, other_side};
use super::{Command, PlayScreen};
use crate::app::Notice;
use crate::app::board_view::{BoardHandler, BoardResponse, Overlay};
use crate::app::scene::Scene;
use crate::engine::action::TokenId;
use crate::engine::board::{CellId, EdgeId};
use crate::engine::geom::Pos;
use crate::engine::state::{GameState, Stage};
use crate::engine::{Action, Price, Vehicle};
use crate::i18n::args;
use crate::text::{action_line, capitalise, price_text, refusal_line, with_price};

/// Whether the floors side by side still have cells worth the name: at
/// least 30 points and 60% of one floor's alone (two full-size floors of 10
/// columns get 68% in the first window, 1280 × 820; a small window shows
/// one floor at a time, chosen in the menu bar).
fn side_by_side_fits(board: &crate::engine::board::Board, room: egui::Vec2) -> bool {
    let floors = board.floors();
    let rows = floors.iter().map(|f| f32::from(f.rows)).fold(1.0, f32::max);
    let cols = floors.iter().map(|f| f32::from(f.cols)).fold(1.0, f32::max);
    let n = floors.len() as f32;
    // The floors' names above them, and the columns' gaps.
    let title = crate::app::board_view::CAPTION_HEIGHT;
    let alone = (room.x / cols).min(room.y / rows);
    let beside = ((room.x - 8.0 * (n - 1.0)) / (n * cols)).min((room.y - title) / rows);
    beside >= 30.0 && beside >= 0.6 * alone
}

/// How a firefighter takes something along on a move: carrying it
/// (FAM-ACT-MOVE-3, 2ND-LADDER-2) or leading a treated Victim
/// (SPEC-PARAMEDIC-2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Along {
    Carry,
    Lead,
}

impl PlayScreen {
    pub(super) fn board_ui(&mut self, ui: &mut Ui) {
        self.summary_strip_ui(ui);
        let s = self.session.state();
        let mut overlay = Overlay {
            reach: if self.animation.is_none() && self.bot_to_act().is_none() {
                self.reach.cost.clone()
            } else {
                Vec::new()
            },
            active: Some(s.active()),
            colours: self.colours.clone(),
            players: self.players.clone(),
            hint: self.hint_mark(),
            preview: self.menu_hover_shown.map(|a| hint_mark(s, a)),
            palette: self.palette,
            ..Overlay::default()
        };
        if let Some(h) = self.hovered
            && !overlay.reach.is_empty()
        {
            if self.reach.cost_of(h).is_some() {
                overlay.path = self.path_to(h);
            } else if let Some((path, cost)) = self.far_walk(h) {
                // This turn's stretch as any walk's, the rest dashed.
                let now = 1 + path[1..]
                    .iter()
                    .take_while(|&&c| self.reach.cost_of(c).is_some())
                    .count();
                overlay.path = path[..now].to_vec();
                overlay.far_path = path[now - 1..].to_vec();
                overlay.far_cost = Some(cost);
            }
        }
        overlay.choices = self.choice_cells();
        let board = std::sync::Arc::clone(self.session.board());
        // Lent out for the frame (the handler borrows the screen), put back after.
        let mut view = std::mem::take(&mut self.view);
        let scene = std::mem::replace(&mut self.scene, Scene::empty());
        let floors = board.floors().len();
        let side_by_side = self.floors_side_by_side
            && floors > 1
            && side_by_side_fits(&board, ui.available_size());
        if side_by_side != self.side_by_side_now {
            // The menu bar, drawn first, shows the floor buttons or not.
            self.side_by_side_now = side_by_side;
            ui.ctx().request_repaint();
        }
        let response = if self.side_by_side_now {
            // Each floor in a column under its name, sharing zoom and pan;
            // the view's own floor (the one followed) is put back after.
            let shown = view.floor;
            let names = crate::text::Names::plain(&board).with_lang(self.lang);
            let mut merged = BoardResponse::default();
            ui.columns(floors, |columns| {
                for (f, column) in columns.iter_mut().enumerate() {
                    let f = f as u8;
                    view.caption = Some(names.floor_title(f));
                    view.floor = f;
                    // Each picture its own widgets (the background's drag).
                    let r = column.push_id(("floor", f), |ui| {
                        view.ui(ui, &board, &scene, &overlay, &mut Handler { screen: self })
                    });
                    merged.merge(r.inner);
                }
            });
            view.floor = shown;
            view.caption = None;
            merged
        } else {
            view.ui(ui, &board, &scene, &overlay, &mut Handler { screen: self })
        };
        self.view = view;
        self.scene = scene;
        // The keyboard focus previews a path like the pointer does.
        self.hovered = response.hovered_cell.or(response.focused_cell);
        let clicked = response.clicked_cell.is_some() || response.clicked_edge.is_some();
        let frame = ui.ctx().cumulative_frame_nr();
        if let Some(animation) = &self.animation {
            // A click on the board while pictures run (a fire phase's, a
            // bot's action) shows the rest at once, as Space does, and acts
            // on nothing: the click was meant for the board the player could
            // not use yet. A replay goes on (Space ends it).
            if clicked && !animation.replay {
                self.commands.push(Command::Skip);
                self.click_skipped_frame = Some(frame);
            }
            return;
        }
        if clicked && self.click_skipped_frame == Some(frame) {
            return;
        }
        if let Some(c) = response.clicked_cell {
            self.menu_rect = response.clicked_rect;
            self.click_cell(c);
        }
        if let Some(e) = response.clicked_edge {
            self.click_edge(e);
        }
    }

    /// The cells marked as the choice the game waits for (a start cell, a
    /// parking spot, a knockdown cell…), none while pictures run or a bot
    /// plays. Deciding on a deck-gun re-roll, the area it serves but the
    /// cells the water would clear, which are highlighted on their own:
    /// marked both ways, the aimed cell looked like any other of the area
    /// and its neighbour like the target.
    pub fn choice_cells(&self) -> Vec<CellId> {
        let s = self.session.state();
        if self.animation.is_some() || s.stage() == Stage::Actions || self.bot_to_act().is_some() {
            return Vec::new();
        }
        if let Some(shot) = s.deck_gun_preview() {
            return shot
                .area
                .into_iter()
                .filter(|c| !shot.splash.contains(c))
                .collect();
        }
        self.offered_actions()
            .into_iter()
            .flat_map(|a| action_cells(s, a))
            .collect()
    }

    fn click_cell(&mut self, c: CellId) {
        let s = self.session.state();
        let pos = s.board().pos(c);
        let here = actions_about(self, c);
        // Fire and Smoke within reach of a hose: offer every option there
        // (a one-entry menu would only cost a click: Smoke underfoot is
        // simply removed, as any single action is).
        let fights = here.iter().any(|a| {
            matches!(
                a,
                Action::RemoveSmoke(_) | Action::FlipFire(_) | Action::RemoveFire(_)
            )
        });
        if fights && here.len() > 1 {
            self.commands.push(Command::Menu(Some(c)));
            return;
        }
        if let Some((steps, _)) = self.walk_to(c) {
            // Something else to do there (drive, identify…), or something
            // to carry along: ask which.
            if here.iter().any(|&a| a != Action::Move(pos)) || !self.carry_walks(c).is_empty() {
                self.commands.push(Command::Menu(Some(c)));
            } else {
                self.commands.push(Command::Walk(steps));
            }
            return;
        }
        match here.as_slice() {
            [] => {
                let names = self.names();
                let tr = self.tr();
                let place = names.cell(pos);
                // One's own cell is no place to move to: say there is
                // nothing to do there, not why the step is refused.
                let own = s.firefighter(s.active()).and_then(|f| f.cell) == Some(c);
                if let Some((_, cost)) = self.far_walk(c) {
                    self.message = Some(Notice::info(self.far_walk_words(c, cost)));
                    return;
                }
                self.message = Some(match s.check(Action::Move(pos)) {
                    Err(e) if s.stage() == Stage::Actions && !own => Notice::error(tr.args(
                        "panel-cannot-move",
                        &args([
                            ("cell", place.into()),
                            ("why", refusal_line(&names, &e).into()),
                        ]),
                    )),
                    _ => Notice::info(tr.args("panel-nothing-at", &args([("cell", place.into())]))),
                });
            }
            [one] => self.commands.push(Command::Apply(*one)),
            _ => self.commands.push(Command::Menu(Some(c))),
        }
    }

    /// On the stair cell the active firefighter stands on: the move up or
    /// down the stairs (2ND-STAIRS-1), as "Go upstairs to 3,4 Upper floor
    /// (1 AP)".
    pub(super) fn stair_action(&self, cell: CellId) -> Option<(Action, String)> {
        let s = self.session.state();
        let me = s.firefighter(s.active())?.cell?;
        if me != cell || s.stage() != Stage::Actions || self.animation.is_some() {
            return None;
        }
        let board = s.board();
        let stair = board.stair(cell)?;
        let to = board.pos(stair.to);
        let action = Action::Move(to);
        let price = s.price(action).ok()?;
        let key = if to.floor > board.pos(cell).floor {
            "panel-upstairs"
        } else {
            "panel-downstairs"
        };
        let text = self.tr().args(
            key,
            &args([
                ("cell", self.names().cell(to).into()),
                ("price", self.price_words(price).into()),
            ]),
        );
        Some((action, text))
    }

    /// How a single step to `to` would go, as the log words it
    /// ("ladderup", "lobbyin"…; [`crate::text::move_key`]); `None` unless
    /// it is one legal move ([`GameState::move_way`]).
    pub(super) fn one_step_way(&self, to: Pos) -> Option<&'static str> {
        let s = self.session.state();
        let way = s.move_way(to)?;
        let from = s.board().pos(s.firefighter(s.active())?.cell?);
        Some(crate::text::move_key(&self.names(), way, from, to))
    }

    /// A walk's or move's price as the log will give it: "2 AP", or the
    /// Rescue Specialist's "2 Move AP", "1 Move AP + 1 AP" (SPEC-GEN-1; his
    /// pool pays first, Ruling R16).
    pub(super) fn price_words(&self, price: Price) -> String {
        let s = self.session.state();
        let kind = s.firefighter(s.active()).and_then(|f| f.pool_kind());
        price_text(
            &self.names(),
            price.ap,
            price.pool,
            kind.unwrap_or(crate::engine::specialist::PoolKind::Move),
        )
    }

    /// Walks to `c` carrying what lies on the active firefighter's cell:
    /// the pick-up, the steps and the button text, priced by the engine on
    /// a copy of the game (carrying costs 2 AP a step, FAM-ACT-MOVE-3).
    fn carry_walks(&self, c: CellId) -> Vec<(Action, Vec<Pos>, String)> {
        let Some(path) = self.walk_path(c) else {
            return Vec::new();
        };
        let steps = self.steps_of(&path);
        let s = self.session.state();
        let names = self.names();
        let ap = |g: &GameState| {
            g.firefighter(g.active())
                .map_or(0, |f| u16::from(f.ap) + u16::from(f.pool))
        };
        s.legal_actions()
            .into_iter()
            .filter(|a| {
                matches!(
                    a,
                    Action::PickUp(_) | Action::PickUpHazmat(_) | Action::PickUpFirefighter(_)
                )
            })
            .filter_map(|pick| {
                let mut copy = s.clone();
                copy.apply(pick).ok()?;
                for &to in &steps {
                    copy.apply(Action::Move(to)).ok()?;
                }
                let cost = ap(s).saturating_sub(ap(&copy));
                let pool = |g: &GameState| g.firefighter(g.active()).map_or(0, |f| f.pool);
                let cost = u8::try_from(cost).unwrap_or(u8::MAX);
                let price = self.price_words(Price {
                    ap: cost,
                    pool: pool(s).saturating_sub(pool(&copy)),
                });
                let tr = self.tr();
                let what = match pick {
                    Action::PickUp(t) => menus::victim_object(tr, &names, t),
                    Action::PickUpHazmat(h) => menus::hazmat_object(tr, h),
                    Action::PickUpFirefighter(f) => names.firefighter(f),
                    _ => return None,
                };
                let text = tr.args(
                    "panel-carry-to",
                    &args([
                        ("what", what.into()),
                        ("cell", names.cell(s.board().pos(c)).into()),
                        ("price", price.into()),
                    ]),
                );
                let picked = match pick {
                    Action::PickUp(t) => Some(t),
                    _ => None,
                };
                Some((
                    pick,
                    steps.clone(),
                    self.with_walk_outcome(text, &path, picked),
                ))
            })
            .collect()
    }

    /// The cheapest walk to `c` as cells, the active firefighter's own
    /// first, if it can walk there now.
    fn walk_path(&self, c: CellId) -> Option<Vec<CellId>> {
        let s = self.session.state();
        if s.stage() != Stage::Actions || self.animation.is_some() {
            return None;
        }
        self.reach.cost.get(c.index()).copied().flatten()?;
        Some(self.path_to(c))
    }

    /// A walk's moves: where each step of `path` goes.
    fn steps_of(&self, path: &[CellId]) -> Vec<Pos> {
        let board = self.session.board();
        path.iter().skip(1).map(|&p| board.pos(p)).collect()
    }

    /// The cheapest walk to `c` over this turn and later ones, when `c` is
    /// beyond this turn's reach: its cells (the start first) and its AP in
    /// all. Worked out only while the cell is hovered (`update_reach`),
    /// with the Moves of this turn's state and AP to spare: the fire will
    /// have moved by then, so it is a guide, not a promise.
    pub(super) fn far_walk(&self, c: CellId) -> Option<(Vec<CellId>, u8)> {
        let now = self.walks_shown() && self.far.revision == self.session.revision();
        if !now || self.reach.cost_of(c).is_some() {
            return None;
        }
        let cost = self.far.cost_of(c)?;
        Some((self.far.path_to(c), cost))
    }

    /// The words for a walk beyond this turn's reach: "2,7 is 9 AP away on
    /// foot, beyond the 4 AP left this turn".
    fn far_walk_words(&self, c: CellId, cost: u8) -> String {
        let s = self.session.state();
        let left = s
            .firefighter(s.active())
            .map_or(0, |f| u16::from(f.ap) + u16::from(f.pool));
        self.tr().args(
            "panel-far-walk",
            &args([
                ("cell", self.place_name(c).into()),
                ("cost", cost.into()),
                ("left", left.into()),
            ]),
        )
    }

    /// The steps of the cheapest walk to `c` and its button text, if the
    /// active firefighter can walk there now.
    fn walk_to(&self, c: CellId) -> Option<(Vec<Pos>, String)> {
        let path = self.walk_path(c)?;
        let cost = (*self.reach.cost.get(c.index())?)?;
        let steps = self.steps_of(&path);
        let cell = self.place_name(c);
        let price = self.price_words(self.session.state().move_price(cost));
        let text = match self.taken_along() {
            Some(([key, _], what)) => self.tr().args(
                key,
                &args([
                    ("what", what.into()),
                    ("cell", cell.into()),
                    ("price", price.into()),
                ]),
            ),
            None => {
                // Out of a High Rise Lobby the first step is the Lobby move
                // to an Engine spot (URB-HIGHRISE-LOBBY-1), not a walk: the
                // words say so, as the log does.
                let s = self.session.state();
                let from_lobby = path.first().is_some_and(|&c| s.is_in_lobby(c));
                self.tr().args(
                    if from_lobby {
                        "panel-leave-lobby-for"
                    } else {
                        "panel-walk-to"
                    },
                    &args([("cell", cell.into()), ("price", price.into())]),
                )
            }
        };
        Some((steps, self.with_walk_outcome(text, &path, None)))
    }

    /// `line`, the words of a walk along `path`, with what the walk does with
    /// the Victims the active firefighter holds and leads (and `picked`,
    /// picked up first): whom it rescues, or, in the experienced game, that
    /// outside but off the Ambulance they are not rescued
    /// (EXP-VEH-RESCUE-1a): a carrier waits there for the Ambulance.
    fn with_walk_outcome(&self, line: String, path: &[CellId], picked: Option<TokenId>) -> String {
        let s = self.session.state();
        let rescued = self.walk_rescues(path, picked);
        if !rescued.is_empty() {
            return menus::with_rescues(self.tr(), &self.names(), line, &rescued);
        }
        let holds = s
            .firefighter(s.active())
            .is_some_and(|f| picked.or(f.victim()).or(f.leading).is_some());
        if holds
            && s.rules().modules.vehicles
            && s.board().rescue_vehicle() == Vehicle::Ambulance
            && path.last().is_some_and(|&c| s.board().is_ground_outside(c))
        {
            return self
                .tr()
                .args("panel-not-rescued-here", &args([("line", line.into())]));
        }
        line
    }

    /// The Victims a walk along `path` rescues: what the active firefighter
    /// holds and leads (and `picked`, a Victim it picks up first) if a
    /// step of the walk arrives on a rescuing space (FAM-ACT-RESCUE-1,
    /// EXP-VEH-RESCUE-1a); the walk's words name them.
    fn walk_rescues(&self, path: &[CellId], picked: Option<TokenId>) -> Vec<TokenId> {
        let s = self.session.state();
        let Some(f) = s.firefighter(s.active()) else {
            return Vec::new();
        };
        let held: Vec<TokenId> = picked.or(f.victim()).into_iter().chain(f.leading).collect();
        let rescues = !held.is_empty()
            && path
                .windows(2)
                .any(|step| s.rescues_on_arrival(step[0], step[1]));
        if rescues { held } else { Vec::new() }
    }

    /// Where a move to `c` goes, in words: the cell's coordinates, marked
    /// as the Lobby for a High Rise elevator whose car is down (a move
    /// there leaves the fire floor, URB-HIGHRISE-ELEV-1): "4,5 (Lobby)".
    pub(super) fn place_name(&self, c: CellId) -> String {
        let s = self.session.state();
        let cell = self.names().cell(s.board().pos(c));
        if s.is_in_lobby(c) {
            self.tr()
                .args("panel-lobby-of", &args([("cell", cell.into())]))
        } else {
            cell
        }
    }

    /// What the active firefighter takes along on a walk, as the walk's
    /// words (a walk carrying something costs 2 AP a step, so "Walk to"
    /// would not explain the price): the item it carries (FAM-ACT-MOVE-3),
    /// else the treated Victim it leads (SPEC-PARAMEDIC-2), else a ladder
    /// (2ND-LADDER-2). The two message keys word the menu's button and the
    /// cell's tooltip.
    fn taken_along(&self) -> Option<([&'static str; 2], String)> {
        const CARRY: [&str; 2] = ["panel-carry-to", "panel-carry-tooltip"];
        const LEAD: [&str; 2] = ["panel-lead-to", "panel-lead-tooltip"];
        let (along, what) = self.taken_along_by(self.session.state().active())?;
        Some((if along == Along::Lead { LEAD } else { CARRY }, what))
    }

    /// What firefighter `seat` takes along when it moves, and how, in the
    /// order of `taken_along`; also for a command to move it.
    pub(super) fn taken_along_by(&self, seat: u8) -> Option<(Along, String)> {
        self.in_hand(seat).into_iter().next()
    }

    /// Everything firefighter `seat` has in hand, as the objects of
    /// "carrying …" and "leading …": the item it carries, the treated
    /// Victim it leads (SPEC-PARAMEDIC-2), a ladder (2ND-LADDER-2).
    pub(super) fn in_hand(&self, seat: u8) -> Vec<(Along, String)> {
        let s = self.shown_state();
        let Some(f) = s.firefighter(seat) else {
            return Vec::new();
        };
        let mut held = Vec::new();
        if let Some(item) = f.carrying {
            held.push((Along::Carry, self.item_object(item)));
        }
        if let Some(t) = f.leading {
            held.push((
                Along::Lead,
                menus::victim_object(self.tr(), &self.names(), t),
            ));
        }
        if s.ladder_carried_by(seat).is_some() {
            held.push((Along::Carry, self.tr().get("panel-ladder-object")));
        }
        held
    }

    /// Where a cell offers nothing, what there is to say about it: how
    /// far it is beyond this turn's reach (as the dashed path shows), or
    /// why the step onto a neighbour is refused ("the wall between 3,0
    /// and 3,1 is in the way").
    fn why_nothing_here(&self, cell: CellId) -> Option<String> {
        if let Some((_, cost)) = self.far_walk(cell) {
            return Some(self.far_walk_words(cell, cost));
        }
        let s = self.session.state();
        let pos = s.board().pos(cell);
        if s.stage() == Stage::Actions
            && let Some(me) = s.firefighter(s.active()).and_then(|f| f.cell)
            && s.board()
                .cell(me)
                .neighbors
                .iter()
                .flatten()
                .any(|(n, _)| *n == cell)
            && let Err(e) = s.check(Action::Move(pos))
        {
            return Some(self.tr().args(
                "panel-cannot-move",
                &args([
                    ("cell", self.place_name(cell).into()),
                    ("why", refusal_line(&self.names(), &e).into()),
                ]),
            ));
        }
        None
    }

    /// Buttons for everything the active firefighter can do about `c`:
    /// the walk there first, then each legal action.
    fn cell_options_ui(&mut self, ui: &mut Ui, c: CellId) -> bool {
        let mut chosen = false;
        let walk = self.walk_to(c);
        if let Some((steps, text)) = &walk
            && ui.button(text).clicked()
        {
            self.commands.push(Command::Walk(steps.clone()));
            chosen = true;
        }
        for (pick, steps, text) in self.carry_walks(c) {
            if ui.button(text).clicked() {
                self.commands.push(Command::Apply(pick));
                self.commands.push(Command::Walk(steps));
                chosen = true;
            }
        }
        let pos = self.session.board().pos(c);
        let mut actions = cell_actions(self, c);
        actions.extend(orders_for(self, c));
        if walk.is_none() && actions.is_empty() {
            ui.label(self.tr().get("panel-nothing-here"));
            // A bare "nothing" beside a Fire one could not reach read as a
            // broken menu: the reason the hover gives, here too.
            if let Some(why) = self.why_nothing_here(c) {
                ui.weak(why);
            }
        }
        for (action, text) in actions {
            // The walk above already covers a step onto the cell.
            if walk.is_some() && action == Action::Move(pos) {
                continue;
            }
            let button = ui.button(text);
            mark_while_hovered(&mut self.menu_hover, &button, action);
            if button.clicked() {
                self.commands.push(Command::Apply(action));
                chosen = true;
            }
        }
        chosen
    }

    fn click_edge(&mut self, e: EdgeId) {
        let s = self.session.state();
        let edge = s.board().edge_ref(e);
        let both = [edge, other_side(s, e)];
        let options: Vec<Action> = both
            .iter()
            .flat_map(|&r| [Action::Open(r), Action::Close(r), Action::Chop(r)])
            .filter(|&a| s.is_legal(a))
            .collect();
        match options.first() {
            Some(&a) => self.commands.push(Command::Apply(a)),
            None => {
                let why = both
                    .iter()
                    .flat_map(|&r| [Action::Open(r), Action::Close(r), Action::Chop(r)])
                    .find_map(|a| s.check(a).err());
                let names = self.names();
                let tr = self.tr();
                self.message = why.map(|w| {
                    Notice::error(tr.args(
                        "panel-refused",
                        &args([
                            ("what", capitalise(&names.edge(edge)).into()),
                            ("why", refusal_line(&names, &w).into()),
                        ]),
                    ))
                });
            }
        }
    }

    /// The heading of a cell's menu, window or right-click: "Actions at 3,4".
    fn cell_menu_title(&self, c: CellId) -> String {
        let pos = self.session.board().pos(c);
        self.tr().args(
            "panel-actions-at",
            &args([("cell", self.names().cell(pos).into())]),
        )
    }

    pub(super) fn cell_menu_window(&mut self, ui: &Ui) {
        let Some(c) = self.menu else { return };
        let title = self.cell_menu_title(c);
        let mut open = true;
        let mut chosen = false;
        let mut window = egui::Window::new(title)
            .id(egui::Id::unique("cell-menu"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false);
        // Beside the clicked cell, not wherever a new window would go.
        if let Some(rect) = self.menu_rect {
            window = window.current_pos(rect.right_top() + egui::vec2(6.0, 0.0));
        }
        window.show(ui.ctx(), |ui| chosen = self.cell_options_ui(ui, c));
        if chosen || !open {
            self.menu = None;
        }
    }
}

/// The board's callbacks, with the screen borrowed for the frame.
struct Handler<'a> {
    screen: &'a mut PlayScreen,
}

impl BoardHandler for Handler<'_> {
    fn cell_menu(&mut self, ui: &mut Ui, cell: CellId) {
        // A heading, as the click's menu window has a title: a menu of one
        // item, frameless, was taken for a tooltip in a real window.
        ui.weak(self.screen.cell_menu_title(cell));
        ui.separator();
        if self.screen.cell_options_ui(ui, cell) {
            ui.close();
        }
    }

    fn cell_tooltip(&self, cell: CellId) -> Option<String> {
        let s = self.screen.session.state();
        let pos = s.board().pos(cell);
        // Nothing a click would do while the pictures run or a bot plays.
        if self.screen.animation.is_some() || self.screen.bot_to_act().is_some() {
            return None;
        }
        let tr = self.screen.tr();
        let place = self.screen.place_name(cell);
        let walk = self
            .screen
            .reach
            .cost
            .get(cell.index())
            .copied()
            .flatten()
            .map(|cost| {
                let path = self.screen.path_to(cell);
                let steps = path.len().saturating_sub(1);
                let price = self
                    .screen
                    .price_words(self.screen.session.state().move_price(cost));
                let mut words = args([
                    ("cell", place.clone().into()),
                    ("price", price.into()),
                    ("steps", steps.into()),
                ]);
                let key = match self.screen.taken_along() {
                    Some(([_, key], what)) => {
                        words.set("what", what);
                        key
                    }
                    None => match self.screen.one_step_way(pos) {
                        // A step up or down a ladder says so, as the log
                        // will (2ND-LADDER-4, URB-HIGHRISE-LADDER-1).
                        Some(way @ ("ladderup" | "ladderdown" | "aerialup" | "aerialdown")) => {
                            words.set("way", way);
                            "panel-climb-tooltip"
                        }
                        _ => "panel-move-tooltip",
                    },
                };
                self.screen
                    .with_walk_outcome(tr.args(key, &words), &path, None)
            });
        let walking = walk.is_some();
        // What a click offers, as its menu would: the walk, carrying along
        // what lies at one's feet, and every action about the cell (fight
        // the Fire, pick up, drive, the stairs underfoot…).
        let mut lines: Vec<String> = walk.into_iter().collect();
        lines.extend(
            self.screen
                .carry_walks(cell)
                .into_iter()
                .map(|(_, _, text)| text),
        );
        lines.extend(
            cell_actions(self.screen, cell)
                .into_iter()
                .filter(|&(a, _)| !(walking && a == Action::Move(pos)))
                .map(|(_, text)| text),
        );
        match lines.len() {
            0 => {}
            1 if walking => return lines.pop(),
            // One action: the click takes it.
            1 => {
                let action = lines.remove(0);
                return Some(tr.args("panel-edge-click", &args([("action", action.into())])));
            }
            // Several: the click opens the menu of them.
            _ => {
                lines.push(tr.get("panel-click-to-choose"));
                return Some(lines.join("\n"));
            }
        }
        self.screen.why_nothing_here(cell)
    }

    fn edge_tooltip(&self, edge: EdgeId) -> Option<String> {
        let s = self.screen.session.state();
        let r = s.board().edge_ref(edge);
        let both = [r, other_side(s, edge)];
        let actions: Vec<Action> = both
            .iter()
            .flat_map(|&r| [Action::Open(r), Action::Close(r), Action::Chop(r)])
            .collect();
        let names = self.screen.names();
        let tr = self.screen.tr();
        if let Some(&a) = actions.iter().find(|&&a| s.is_legal(a)) {
            let action = with_price(&names, s, a, action_line(&names, a));
            return Some(tr.args("panel-edge-click", &args([("action", action.into())])));
        }
        actions.iter().find_map(|&a| s.check(a).err()).map(|e| {
            tr.args(
                "panel-refused",
                &args([
                    ("what", capitalise(&names.edge(r)).into()),
                    ("why", refusal_line(&names, &e).into()),
                ]),
            )
        })
    }
}

/// Marks on the board what `action` is about while the pointer is on
/// `button`, its menu item or side panel button: sets `hovered`, the
/// screen's `menu_hover`, which the board draws from the next frame (the
/// menus are drawn after it). Ending the turn is about no place.
pub(super) fn mark_while_hovered(
    hovered: &mut Option<Action>,
    button: &egui::Response,
    action: Action,
) {
    if button.hovered() && action != Action::EndTurn {
        *hovered = Some(action);
    }
}

//! The board editor screen: its state, the tool bar and keyboard, the
//! clipboard, files, recovery and "Play this board". Every change goes
//! through [`EditorDoc`], which owns undo/redo and validation; the screen
//! only turns clicks and keys into [`Edit`]s, collected during the frame and
//! carried out after it ([`EditorScreen::ui`] runs the commands). The floors
//! drawn and clicked, one or two side by side, with the drag gestures, are
//! in [`canvas`]; the side panel's sections (tool options, board fields,
//! floors, grid, parking, stairs, the live problem list) in [`panels`]; the
//! expansions' parts (rules, ladders, setup lines, spot sides) in
//! [`expansions`]; the Difficulty window (bots estimating the board in the
//! background) in [`difficulty`]; the words for a refused edit in
//! [`refusals`].

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use egui::{Key, Pos2, Ui, Vec2};

use crate::app::language::Tr;
use crate::editor::{Axis, Clip, DiceAdjustment, Edit, EditError, EditorDoc, Rect};
use crate::engine::board::layout::{BoardLayout, CellKind, EdgeKind, RuleSet};
use crate::engine::board::{Board, Place};
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::i18n::{Lang, args};
use crate::text::{board_save_error_text, capitalise, invalid_board_text};

mod canvas;
mod difficulty;
mod expansions;
mod floor;
mod panels;
mod refusals;

use refusals::edit_error;

pub use difficulty::{DifficultyPanel, wins_label};

/// What a click or a drag on the board does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    Select,
    Edge(Option<EdgeKind>, bool),
    Cell(CellKind),
    Ambulance,
    Engine,
    Area,
    Arrow,
    Stairs,
    Fire,
    Poi,
    /// The experienced setup's first-explosion table (EXP-SETUP-4).
    FirstExplosion,
    Dice,
    /// 2nd Story: a ladder's foot, then the upper-floor cell its top
    /// reaches (2ND-LADDER-3).
    LadderTop,
}

/// The tools in toolbar order: the message key of the label, shortcut,
/// tool. The shortcuts are the same in every language (muscle memory
/// outlives a change of language).
const TOOLS: [(&str, Key, Tool); 20] = [
    ("editor-tool-select", Key::S, Tool::Select),
    (
        "editor-tool-wall",
        Key::W,
        Tool::Edge(Some(EdgeKind::Wall), false),
    ),
    (
        "editor-tool-door-closed",
        Key::D,
        Tool::Edge(Some(EdgeKind::Door), false),
    ),
    (
        "editor-tool-door-open",
        Key::O,
        Tool::Edge(Some(EdgeKind::Door), true),
    ),
    (
        "editor-tool-entrance",
        Key::N,
        Tool::Edge(Some(EdgeKind::Entrance), false),
    ),
    (
        "editor-tool-window",
        Key::I,
        Tool::Edge(Some(EdgeKind::Window), false),
    ),
    (
        "editor-tool-thin-wall",
        Key::T,
        Tool::Edge(Some(EdgeKind::ThinWall), false),
    ),
    (
        "editor-tool-party-wall",
        Key::Y,
        Tool::Edge(Some(EdgeKind::PartyWall), false),
    ),
    (
        "editor-tool-elevator-door",
        Key::G,
        Tool::Edge(Some(EdgeKind::ElevatorDoor), false),
    ),
    ("editor-tool-erase-edge", Key::X, Tool::Edge(None, false)),
    ("editor-tool-outside", Key::U, Tool::Cell(CellKind::Outside)),
    ("editor-tool-inside", Key::H, Tool::Cell(CellKind::Inside)),
    (
        "editor-tool-restricted",
        Key::R,
        Tool::Cell(CellKind::Restricted),
    ),
    (
        "editor-tool-elevator",
        Key::L,
        Tool::Cell(CellKind::Elevator),
    ),
    ("editor-tool-ambulance", Key::A, Tool::Ambulance),
    ("editor-tool-engine", Key::E, Tool::Engine),
    ("editor-tool-quadrant", Key::Q, Tool::Area),
    ("editor-tool-arrow", Key::P, Tool::Arrow),
    ("editor-tool-stairs", Key::K, Tool::Stairs),
    ("editor-tool-fire", Key::F, Tool::Fire),
];

/// Tools without a letter of their own (message key of the label, tool).
const MORE_TOOLS: [(&str, Tool); 3] = [
    ("editor-tool-poi", Tool::Poi),
    ("editor-tool-first-explosion", Tool::FirstExplosion),
    ("editor-tool-dice", Tool::Dice),
];

/// What the editor asks of the app.
#[derive(Clone)]
pub enum EditorRequest {
    MainMenu,
    /// Start the new-game dialog on this board.
    Play(Arc<Board>),
    Open,
    SaveAs,
    /// Open this file, dropped on the window, as a file named on its own
    /// (a board in the editor, a saved game in play).
    OpenFile(PathBuf),
}

#[derive(Clone, Debug)]
enum Command {
    Edit(Vec<Edit>),
    /// Adds a floor, keeping its dice results its own.
    AddFloor(String),
    /// Puts the floor die on (with its sides) or takes it off, with the faces.
    SetFloorDie(Option<u8>),
    /// A keystroke in the named text field (one undo step per visit).
    Type(&'static str, Edit),
    /// A text field lost focus.
    EndTyping,
    /// "Fill in ladder tops" (2nd Story), saying how many it added.
    FillLadderTops,
    /// A number being dragged: its changes make one undo step.
    BeginGesture,
    EndGesture,
    Undo,
    Redo,
    Copy,
    Paste,
    Mirror(Axis),
    Save,
    Request(RequestKind),
}

#[derive(Copy, Clone, Debug)]
enum RequestKind {
    MainMenu,
    Play,
    Open,
    /// Open the file dropped on the window (`dropped`).
    OpenDropped,
    SaveAs,
    New,
    Quit,
}

/// What a drag has painted, so each target changes once.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Painted {
    Edge(EdgeRef),
    Cell(Pos),
}

/// A drag in progress: what it has already changed (one edit per target).
#[derive(Default)]
struct Drag {
    done: HashSet<Painted>,
    anchor: Option<Pos>,
    /// Where the pointer was last frame: a fast drag skips no cell between.
    last: Option<Pos2>,
    /// A run of edges is straight: the side (E or S) of its first edge.
    side: Option<Dir>,
    /// A drag begun with Shift held fills the rectangle from `anchor` to
    /// this cell when it ends, instead of painting the pointer's path.
    rectangle: bool,
    rect_to: Option<Pos>,
}

impl Drag {
    /// The rectangle a Shift-drag would fill now, on its floor.
    fn rectangle(&self) -> Option<(u8, Rect)> {
        let (anchor, to) = (self.anchor?, self.rect_to?);
        (self.rectangle && anchor.floor == to.floor)
            .then(|| (anchor.floor, Rect::spanning(anchor, to)))
    }
}

/// Where a floor is drawn: its grid, top-left corner and cell size.
#[derive(Copy, Clone)]
struct CanvasGeom {
    rows: usize,
    cols: usize,
    origin: Pos2,
    size: f32,
    clip: egui::Rect,
}

/// The line of feedback under the tool options (shared with the app).
pub use crate::app::{Notice, NoticeKind};

pub struct EditorScreen {
    pub doc: EditorDoc,
    pub tool: Tool,
    /// The floor shown (the left one when two are side by side).
    pub floor: u8,
    pub side_by_side: bool,
    pub show_arrows: bool,
    /// Selected cells (floor, rectangle).
    pub selection: Option<(u8, Rect)>,
    /// The problem clicked in the list, highlighted on the board.
    pub highlight: Option<Place>,
    /// The first cell of a parking spot or a staircase being placed.
    pub pending: Option<Pos>,
    pub stair_dir: Dir,
    pub arrow_dir: Option<Dir8>,
    pub area_brush: u8,
    /// The Quadrant tool's split lines (first row of the lower half, first
    /// column of the right half); `None` until changed: the floor's middle.
    pub split: Option<(u8, u8)>,
    /// The Engine spot tool's deck-gun area; 0 (the default) ties a new
    /// spot to the quadrant beside it, as on the printed boards (BOARD-6).
    pub engine_area: u8,
    pub dice_value: (u8, u8),
    /// What the last action said: a refusal, or news such as "Saved to …".
    pub message: Option<Notice>,
    clip: Option<Clip>,
    zoom: f32,
    pan: Vec2,
    drag: Option<Drag>,
    commands: Vec<Command>,
    /// Text fields edited in place, applied when they lose focus.
    name_buf: String,
    author_buf: String,
    description_buf: String,
    floor_name_buf: String,
    buffers_revision: Option<u64>,
    /// Asking whether to throw away unsaved changes before `RequestKind`.
    confirm: Option<RequestKind>,
    /// The user chose to discard the changes: the next request goes through.
    leave_anyway: bool,
    /// A file dropped on the window, to open once the unsaved changes are
    /// saved or discarded.
    dropped: Option<PathBuf>,
    /// Close the window after this frame.
    quit: bool,
    /// The recovery file and the revision last written to it.
    pub recovery: Option<PathBuf>,
    recovered_revision: Option<u64>,
    /// The walls "Wall in the building" would add, for the document
    /// revision and floor they were worked out for (the Wall tool's panel
    /// asks every frame).
    outline: Option<(u64, u8, Vec<Edit>)>,
    /// The Difficulty window and its background estimate.
    pub difficulty: DifficultyPanel,
    /// The language of the frame being drawn (notices made between
    /// frames are worded in it).
    lang: Lang,
}

impl EditorScreen {
    pub fn new(doc: EditorDoc) -> EditorScreen {
        EditorScreen {
            doc,
            tool: Tool::Edge(Some(EdgeKind::Wall), false),
            floor: 0,
            side_by_side: false,
            show_arrows: true,
            selection: None,
            highlight: None,
            pending: None,
            stair_dir: Dir::E,
            arrow_dir: Some(Dir8::N),
            area_brush: 1,
            split: None,
            engine_area: 0,
            dice_value: (1, 1),
            message: None,
            clip: None,
            zoom: 1.0,
            pan: Vec2::ZERO,
            drag: None,
            commands: Vec::new(),
            name_buf: String::new(),
            author_buf: String::new(),
            description_buf: String::new(),
            floor_name_buf: String::new(),
            buffers_revision: None,
            confirm: None,
            leave_anyway: false,
            dropped: None,
            quit: false,
            recovery: None,
            recovered_revision: None,
            outline: None,
            difficulty: DifficultyPanel::default(),
            lang: Lang::En,
        }
    }

    /// The look-ups in the language the editor is shown in.
    fn tr(&self) -> Tr {
        Tr::new(self.lang)
    }

    fn floors(&self) -> u8 {
        self.doc.layout().floors.len().min(usize::from(u8::MAX)) as u8
    }

    /// The whole screen; returns what the app must do.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<EditorRequest> {
        self.lang = crate::app::language::lang(ui.ctx());
        self.floor = self.floor.min(self.floors().saturating_sub(1));
        self.forget_fixed_highlight();
        self.sync_buffers();
        self.keyboard(ui);
        // Widget ids in snake_case: kebab-case literals here are message keys.
        egui::Panel::top("editor_top").show(ui, |ui| self.top_bar_ui(ui));
        egui::Panel::top("editor_tools").show(ui, |ui| self.toolbar_ui(ui));
        egui::Panel::right("editor_side")
            .default_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.side_panel_ui(ui));
            });
        egui::Panel::bottom("editor_problems")
            .default_size(140.0)
            .resizable(true)
            .show(ui, |ui| self.problems_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            if self.side_by_side && self.floors() > 1 {
                let second = if self.floor + 1 < self.floors() {
                    self.floor + 1
                } else {
                    self.floor.saturating_sub(1)
                };
                let names: Vec<String> = [self.floor, second]
                    .iter()
                    .map(|&f| self.doc.layout().floors[usize::from(f)].name.clone())
                    .collect();
                ui.columns(2, |cols| {
                    self.canvas_ui(&mut cols[0], self.floor, Some(&names[0]));
                    self.canvas_ui(&mut cols[1], second, Some(&names[1]));
                });
            } else {
                self.canvas_ui(ui, self.floor, None);
            }
        });
        self.difficulty_ui(ui);
        self.confirm_ui(ui);
        self.close_guard(ui);
        let request = self.run_commands();
        self.forget_fixed_highlight();
        self.write_recovery();
        request
    }

    /// The problem clicked in the list stays marked on the board only while
    /// the board still has it: once an edit (or undo) fixes it, the red mark
    /// goes.
    fn forget_fixed_highlight(&mut self) {
        if let Some(place) = &self.highlight
            && !self.doc.problems().iter().any(|p| &p.place == place)
        {
            self.highlight = None;
        }
    }

    /// Text fields follow the document (undo, open) unless being typed in.
    fn sync_buffers(&mut self) {
        if self.buffers_revision == Some(self.doc.revision()) {
            return;
        }
        self.buffers_revision = Some(self.doc.revision());
        let layout = self.doc.layout();
        self.name_buf = layout.name.clone();
        self.author_buf = layout.author.clone();
        self.description_buf = layout.description.clone();
        self.floor_name_buf = layout
            .floors
            .get(usize::from(self.floor))
            .map_or(String::new(), |f| f.name.clone());
    }

    fn keyboard(&mut self, ui: &Ui) {
        let keys = crate::app::shared_shortcuts(ui);
        let ctrl = crate::app::ctrl;
        let (copy, paste) = ui.input_mut(|i| {
            (
                i.consume_shortcut(&ctrl(Key::C)),
                i.consume_shortcut(&ctrl(Key::V)),
            )
        });
        let shortcuts = [keys.undo, keys.redo, keys.save, keys.open, copy, paste];
        let commands = [
            Command::Undo,
            Command::Redo,
            Command::Save,
            Command::Request(RequestKind::Open),
            Command::Copy,
            Command::Paste,
        ];
        for (pressed, command) in shortcuts.into_iter().zip(commands) {
            if pressed {
                self.commands.push(command);
            }
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        ui.input(|i| {
            // A key with Ctrl, Alt or Shift held is not a tool's.
            let pressed = |key| crate::app::key_pressed_with(i, key, egui::Modifiers::NONE);
            for (_, key, tool) in TOOLS {
                if pressed(key) {
                    self.tool = tool;
                    self.pending = None;
                }
            }
            if pressed(Key::Escape) {
                self.pending = None;
                self.selection = None;
            }
            if pressed(Key::PageUp) && self.floor + 1 < self.floors() {
                self.floor += 1;
            }
            if pressed(Key::PageDown) {
                self.floor = self.floor.saturating_sub(1);
            }
        });
    }

    fn top_bar_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.get("editor-menu-board"), |ui| {
                // The file commands in the usual order; a key that does the
                // same is named in the label or the tooltip.
                let items = [
                    ("editor-new-board", Command::Request(RequestKind::New), None),
                    (
                        "editor-open-board",
                        Command::Request(RequestKind::Open),
                        Some("file-open-shortcut"),
                    ),
                    ("editor-save-shortcut", Command::Save, None),
                    (
                        "editor-save-as",
                        Command::Request(RequestKind::SaveAs),
                        None,
                    ),
                    (
                        "editor-main-menu",
                        Command::Request(RequestKind::MainMenu),
                        None,
                    ),
                ];
                for (key, command, shortcut) in items {
                    if crate::app::menu_entry_ui(ui, tr.get(key), shortcut.map(|k| tr.get(k))) {
                        self.commands.push(command);
                    }
                }
                ui.separator();
                // The editor switches at once, as every screen does.
                crate::app::language::menu(ui);
            });
            if ui
                .add_enabled(
                    self.doc.can_undo(),
                    egui::Button::new(tr.get("editor-undo")),
                )
                .on_hover_text(tr.get("editor-undo-hint"))
                .clicked()
            {
                self.commands.push(Command::Undo);
            }
            if ui
                .add_enabled(
                    self.doc.can_redo(),
                    egui::Button::new(tr.get("editor-redo")),
                )
                .on_hover_text(tr.get("editor-redo-hint"))
                .clicked()
            {
                self.commands.push(Command::Redo);
            }
            if ui
                .button(tr.get("editor-save"))
                .on_hover_text(tr.get("editor-save-hint"))
                .clicked()
            {
                self.commands.push(Command::Save);
            }
            // From the problems cached per revision: building the Board
            // waits for the click.
            let blocking = self.blocking_problems();
            let play = ui.add_enabled(blocking.is_none(), egui::Button::new(tr.get("editor-play")));
            let play = match blocking {
                None => play.on_hover_text(tr.get("editor-play-hint")),
                Some(why) => play.on_disabled_hover_text(why),
            };
            if play.clicked() {
                self.commands.push(Command::Request(RequestKind::Play));
            }
            self.difficulty.button_ui(ui, tr);
            ui.separator();
            ui.label(tr.get("editor-floor"));
            for f in 0..self.floors() {
                let name = self.doc.layout().floors[usize::from(f)].name.clone();
                if ui
                    .selectable_label(self.floor == f, name)
                    .on_hover_text(tr.get("editor-floor-hint"))
                    .clicked()
                {
                    self.floor = f;
                    self.buffers_revision = None;
                }
            }
            if self.floors() > 1 {
                ui.checkbox(&mut self.side_by_side, tr.get("editor-side-by-side"));
            }
            ui.checkbox(&mut self.show_arrows, tr.get("editor-poi-arrows"));
            ui.separator();
            // The file's name only: the full path is in the tooltip.
            let (file, full) = match self.doc.path() {
                Some(p) => (
                    p.file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned()),
                    p.display().to_string(),
                ),
                None => (tr.get("editor-not-saved-yet"), String::new()),
            };
            let dirty = if self.doc.is_dirty() { " *" } else { "" };
            ui.label(format!("{}{dirty} · {file}", self.doc.layout().name))
                .on_hover_text(full);
        });
    }

    fn toolbar_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.get("editor-tool"));
            for (text, key, tool) in TOOLS {
                if ui
                    .selectable_label(self.tool == tool, tr.get(text))
                    .on_hover_text(tr.args(
                        "editor-tool-key",
                        &args([("key", format!("{key:?}").into())]),
                    ))
                    .clicked()
                {
                    self.tool = tool;
                    self.pending = None;
                }
            }
            // 2nd Story's tool (kept while chosen, should the rules change).
            let ladders =
                self.doc.layout().rules == RuleSet::SecondStory || self.tool == Tool::LadderTop;
            let more = MORE_TOOLS
                .into_iter()
                .chain(ladders.then_some(("editor-tool-ladder-top", Tool::LadderTop)));
            for (text, tool) in more {
                if ui
                    .selectable_label(self.tool == tool, tr.get(text))
                    .clicked()
                {
                    self.tool = tool;
                    self.pending = None;
                }
            }
        });
    }

    /// The side panel. Its rows wrap (`horizontal_wrapped`, never
    /// `horizontal`): a row wider than the panel widens it, and the board
    /// beside it moves under the pointer.
    fn side_panel_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        ui.heading(tr.get("editor-tool-heading"));
        self.tool_options_ui(ui);
        ui.separator();
        // Ids of their own: a section stays open or closed whatever the
        // language of its title.
        let section = |key: &str, id: &str, open: bool| {
            egui::CollapsingHeader::new(tr.get(key))
                .id_salt(id)
                .default_open(open)
        };
        section("editor-section-board", "section_board", true)
            .show(ui, |ui| self.board_fields_ui(ui));
        section(
            "editor-section-rules",
            "section_rules",
            !self.doc.layout().rules.is_base(),
        )
        .show(ui, |ui| self.rules_ui(ui));
        section("editor-section-floors", "section_floors", true).show(ui, |ui| self.floors_ui(ui));
        section("editor-section-grid", "section_grid", false).show(ui, |ui| self.grid_ui(ui));
        section("editor-section-parking", "section_parking", false)
            .show(ui, |ui| self.parking_ui(ui));
        section("editor-section-stairs", "section_stairs", false).show(ui, |ui| self.stairs_ui(ui));
    }

    /// Applies an edit at once (inside a drag gesture), reporting a refusal.
    fn apply_now(&mut self, edit: Edit) {
        let result = self.doc.apply(edit);
        self.report(result);
    }

    /// An edit went through (any old notice goes) or was refused (say why).
    fn report(&mut self, result: Result<(), EditError>) {
        self.message = result
            .err()
            .map(|e| Notice::error(edit_error(self.tr(), &e)));
    }

    fn run_commands(&mut self) -> Option<EditorRequest> {
        let mut request = None;
        for command in std::mem::take(&mut self.commands) {
            match command {
                Command::Edit(edits) => {
                    let result = self.doc.apply_all(edits);
                    self.report(result);
                }
                Command::Type(field, edit) => {
                    let result = self.doc.apply_typing(field, edit);
                    self.report(result);
                }
                Command::SetFloorDie(sides) => {
                    let result = self.doc.set_floor_die(sides);
                    self.report(result);
                }
                Command::EndTyping => self.doc.end_typing(),
                Command::AddFloor(name) => {
                    let tr = self.tr();
                    let named = |key, (what, n): (&'static str, u8)| {
                        tr.args(
                            key,
                            &args([("name", name.as_str().into()), (what, n.into())]),
                        )
                    };
                    self.message = Some(match self.doc.add_floor(&name) {
                        Err(e) => Notice::error(edit_error(tr, &e)),
                        Ok(outcome) => Notice::done(match outcome {
                            DiceAdjustment::Unchanged => tr.args(
                                "editor-added-floor",
                                &args([("name", name.as_str().into())]),
                            ),
                            DiceAdjustment::FloorDieAdded(sides) => {
                                named("editor-added-floor-die", ("sides", sides))
                            }
                            DiceAdjustment::NextFace(face) => {
                                named("editor-added-floor-face", ("face", face))
                            }
                        }),
                    });
                }
                Command::FillLadderTops => self.fill_ladder_tops(),
                Command::BeginGesture => self.doc.begin_gesture(),
                Command::EndGesture => {
                    if self.doc.in_gesture() {
                        self.doc.end_gesture();
                    }
                }
                Command::Undo => {
                    if !self.doc.undo() {
                        self.message = Some(Notice::info(self.tr().get("editor-nothing-to-undo")));
                    }
                }
                Command::Redo => {
                    if !self.doc.redo() {
                        self.message = Some(Notice::info(self.tr().get("editor-nothing-to-redo")));
                    }
                }
                Command::Copy => {
                    if let Some((floor, rect)) = self.selection {
                        match self.doc.copy(floor, rect) {
                            Ok(clip) => {
                                self.message = Some(Notice::done(self.tr().args(
                                    "editor-copied",
                                    &args([("rows", clip.rows.into()), ("cols", clip.cols.into())]),
                                )));
                                self.clip = Some(clip);
                            }
                            Err(e) => self.message = Some(Notice::error(edit_error(self.tr(), &e))),
                        }
                    }
                }
                Command::Paste => {
                    if let (Some(clip), Some((floor, rect))) = (&self.clip, self.selection) {
                        let at = Pos::on(floor, rect.top, rect.left);
                        if let Err(e) = self.doc.paste(clip, at) {
                            self.message = Some(Notice::error(edit_error(self.tr(), &e)));
                        }
                    }
                }
                Command::Mirror(axis) => {
                    if let Some((floor, rect)) = self.selection
                        && let Err(e) = self.doc.mirror(floor, rect, axis)
                    {
                        self.message = Some(Notice::error(edit_error(self.tr(), &e)));
                    }
                }
                Command::Save => match self.doc.save() {
                    Ok(()) => {
                        self.message = self
                            .doc
                            .path()
                            .map(|p| Notice::done(saved_to(self.tr(), p)));
                        self.clear_recovery();
                    }
                    Err(crate::editor::SaveError::NoPath) => {
                        request = Some(EditorRequest::SaveAs);
                    }
                    Err(e) => {
                        self.message = Some(Notice::error(board_save_error_text(self.lang, &e)))
                    }
                },
                Command::Request(kind) => request = self.request(kind),
            }
        }
        request
    }

    fn request(&mut self, kind: RequestKind) -> Option<EditorRequest> {
        match kind {
            RequestKind::Play => match self.doc.can_play() {
                Ok(board) => Some(EditorRequest::Play(Arc::new(board))),
                Err(e) => {
                    self.message = Some(Notice::error(invalid_board_text(self.lang, &e)));
                    None
                }
            },
            RequestKind::SaveAs => Some(EditorRequest::SaveAs),
            // Leaving the board: ask first when it has unsaved changes.
            RequestKind::MainMenu
            | RequestKind::Open
            | RequestKind::OpenDropped
            | RequestKind::New
            | RequestKind::Quit
                if self.doc.is_dirty() && !std::mem::take(&mut self.leave_anyway) =>
            {
                self.confirm = Some(kind);
                None
            }
            RequestKind::Quit => {
                self.clear_recovery();
                self.quit = true;
                None
            }
            RequestKind::MainMenu => {
                self.clear_recovery();
                Some(EditorRequest::MainMenu)
            }
            RequestKind::Open => Some(EditorRequest::Open),
            RequestKind::OpenDropped => self.dropped.take().map(EditorRequest::OpenFile),
            RequestKind::New => {
                self.clear_recovery();
                *self = EditorScreen {
                    recovery: self.recovery.take(),
                    lang: self.lang,
                    ..EditorScreen::new(new_board(self.tr()))
                };
                None
            }
        }
    }

    fn confirm_ui(&mut self, ui: &Ui) {
        let Some(kind) = self.confirm else { return };
        let tr = self.tr();
        egui::Window::new(tr.get("editor-unsaved-title"))
            .id(egui::Id::unique("editor_unsaved_changes"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, Vec2::ZERO)
            .show(ui.ctx(), |ui| {
                ui.label(tr.get("editor-unsaved-text"));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(tr.get("editor-save-first")).clicked() {
                        self.confirm = None;
                        self.commands.push(Command::Save);
                        if self.doc.path().is_some() {
                            self.commands.push(Command::Request(kind));
                        }
                    }
                    if ui.button(tr.get("editor-discard")).clicked() {
                        self.confirm = None;
                        self.leave_anyway = true;
                        self.commands.push(Command::Request(kind));
                    }
                    if ui.button(tr.get("editor-keep-editing")).clicked() {
                        self.confirm = None;
                    }
                });
            });
    }

    /// The window's close button: unsaved changes are never lost silently.
    fn close_guard(&mut self, ui: &Ui) {
        if self.quit {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            return;
        }
        let closing = ui.input(|i| i.viewport().close_requested());
        if closing && self.doc.is_dirty() {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.confirm = Some(RequestKind::Quit);
        }
    }

    /// Keeps the recovery file up to date with every change.
    fn write_recovery(&mut self) {
        let Some(path) = &self.recovery else { return };
        if self.doc.in_gesture() || self.recovered_revision == Some(self.doc.revision()) {
            return;
        }
        self.recovered_revision = Some(self.doc.revision());
        if !self.doc.is_dirty() {
            return;
        }
        let written = path
            .parent()
            .map(std::fs::create_dir_all)
            .transpose()
            .and_then(|_| self.doc.write_recovery(path));
        if let Err(why) = written {
            self.message = Some(Notice::error(self.tr().args(
                "editor-recovery-failed",
                &args([
                    ("path", path.display().to_string().into()),
                    ("reason", why.to_string().into()),
                ]),
            )));
        }
    }

    /// A file dropped on the window: opened at once, or once the unsaved
    /// changes are saved or discarded (the question is asked first).
    pub fn open_dropped(&mut self, path: PathBuf) -> Option<EditorRequest> {
        self.dropped = Some(path);
        self.request(RequestKind::OpenDropped)
    }

    /// Forgets the recovery file: the board it keeps is being left.
    pub(super) fn clear_recovery(&mut self) {
        if let Some(path) = &self.recovery {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// A new blank board named in the language shown: its name and its
/// ground floor's, as "Add floor" names the floors it adds. Untouched:
/// leaving it before drawing asks nothing.
pub fn new_board(tr: Tr) -> EditorDoc {
    let mut layout = BoardLayout::blank(&tr.get("editor-new-board-name"));
    // A name on a button, so with a capital ("первый этаж" is lower case
    // for the log's mid-line use).
    for floor in &mut layout.floors {
        floor.name = capitalise(&tr.get("name-floor-ground"));
    }
    EditorDoc::untouched(layout)
}

/// "Saved to PATH", as the editor and the app say it after a save.
pub fn saved_to(tr: Tr, path: &std::path::Path) -> String {
    tr.args(
        "file-saved-to",
        &args([("path", path.display().to_string().into())]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tools' labels are told apart in every language (a screen reader
    /// finds each by its name).
    #[test]
    fn tool_labels_differ_from_each_other_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            let labels: Vec<String> = TOOLS
                .iter()
                .map(|(key, _, _)| tr.get(key))
                .chain(MORE_TOOLS.iter().map(|(key, _)| tr.get(key)))
                .collect();
            let unique: HashSet<&String> = labels.iter().collect();
            assert_eq!(unique.len(), labels.len(), "{lang:?}: {labels:?}");
        }
    }
}

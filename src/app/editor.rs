//! The board editor screen: tools, the layout drawn floor by floor (one or
//! two side by side), drag gestures, the clipboard, floors, stairs, parking,
//! the live problem list, files and "Play this board". Every change goes
//! through [`EditorDoc`], which owns undo/redo and validation; this module
//! only turns clicks and keys into [`Edit`]s, collected during the frame and
//! carried out after it. The expansions' parts (rules, ladders, setup
//! lines, spot sides) are in [`expansions`]; the Difficulty window (bots
//! estimating the board in the background) is in [`difficulty`].

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use egui::{
    Color32, CornerRadius, Key, KeyboardShortcut, Modifiers, Pos2, RichText, Role, Sense, Shape,
    Stroke, StrokeKind, Ui, Vec2, WidgetInfo, pos2, vec2,
};

use crate::app::board_view::{
    cell_fill, draw_edge, draw_spot, draw_stair, edge_hit_rect, side_name,
};
use crate::app::language::Tr;
use crate::editor::dice::CellRoll;
use crate::editor::{
    Axis, Clip, DiceAdjustment, Edit, EditError, EditorDoc, ItemList, Rect, Vehicle,
};
use crate::engine::board::layout::{
    BoardLayout, CellKind, EdgeKind, RuleSet, StairEnd, place_name, printed_coordinates,
};
use crate::engine::board::{Board, Place, Severity};
use crate::engine::dice::Roll;
use crate::engine::geom::{Dir, Dir8, EdgeRef, Pos};
use crate::engine::state::{DoorState, EdgeState};
use crate::i18n::{Lang, args};
use crate::text::{
    board_save_error_text, capitalise, invalid_board_text, place_words, problem_line,
    problem_message, vehicle_key,
};

mod difficulty;
mod expansions;

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

/// Builds the edit for a text field's new value.
type MakeEdit = fn(String) -> Edit;

/// What the editor asks of the app.
#[derive(Clone)]
pub enum EditorRequest {
    MainMenu,
    /// Start the new-game dialog on this board.
    Play(Arc<Board>),
    Open,
    SaveAs,
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
    /// Close the window after this frame.
    quit: bool,
    /// The recovery file and the revision last written to it.
    pub recovery: Option<PathBuf>,
    recovered_revision: Option<u64>,
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
            engine_area: 1,
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
            quit: false,
            recovery: None,
            recovered_revision: None,
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
                    cols[0].strong(&names[0]);
                    self.canvas_ui(&mut cols[0], self.floor);
                    cols[1].strong(&names[1]);
                    self.canvas_ui(&mut cols[1], second);
                });
            } else {
                self.canvas_ui(ui, self.floor);
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
        let (undo, redo, save) = crate::app::history_shortcuts(ui);
        let ctrl = |k| KeyboardShortcut::new(Modifiers::COMMAND, k);
        let (copy, paste) = ui.input_mut(|i| {
            (
                i.consume_shortcut(&ctrl(Key::C)),
                i.consume_shortcut(&ctrl(Key::V)),
            )
        });
        let shortcuts = [undo, redo, save, copy, paste];
        let commands = [
            Command::Undo,
            Command::Redo,
            Command::Save,
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
            if !i.modifiers.is_none() {
                return;
            }
            for (_, key, tool) in TOOLS {
                if i.key_pressed(key) {
                    self.tool = tool;
                    self.pending = None;
                }
            }
            if i.key_pressed(Key::Escape) {
                self.pending = None;
                self.selection = None;
            }
            if i.key_pressed(Key::PageUp) && self.floor + 1 < self.floors() {
                self.floor += 1;
            }
            if i.key_pressed(Key::PageDown) {
                self.floor = self.floor.saturating_sub(1);
            }
        });
    }

    fn top_bar_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.get("editor-menu-board"), |ui| {
                let items = [
                    ("editor-new-board", RequestKind::New),
                    ("editor-open-board", RequestKind::Open),
                    ("editor-save-as", RequestKind::SaveAs),
                    ("editor-main-menu", RequestKind::MainMenu),
                ];
                for (key, kind) in items {
                    if ui.button(tr.get(key)).clicked() {
                        self.commands.push(Command::Request(kind));
                    }
                }
                if ui.button(tr.get("editor-save-shortcut")).clicked() {
                    self.commands.push(Command::Save);
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

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        ui.heading(tr.get("editor-tool-heading"));
        self.tool_options_ui(ui);
        if let Some(notice) = &self.message {
            notice.ui(ui);
        }
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

    fn tool_options_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let help = match self.tool {
            Tool::Select => "editor-help-select",
            Tool::Edge(..) => "editor-help-edge",
            Tool::Cell(_) => "editor-help-cell",
            Tool::Ambulance | Tool::Engine => "editor-help-spot",
            Tool::Area => "editor-help-quadrant",
            Tool::Arrow => "editor-help-arrow",
            Tool::Stairs => "editor-help-stairs",
            Tool::Fire => "editor-help-fire",
            Tool::Poi => "editor-help-poi",
            Tool::Dice => "editor-help-dice",
            Tool::FirstExplosion => "editor-help-first-explosion",
            Tool::LadderTop => "editor-help-ladder-top",
        };
        ui.label(RichText::new(tr.get(help)).small());
        let cell = |p: Pos| args([("cell", p.to_string().into())]);
        match self.tool {
            Tool::Select => {
                ui.horizontal_wrapped(|ui| {
                    let has = self.selection.is_some();
                    if ui
                        .add_enabled(has, egui::Button::new(tr.get("editor-copy")))
                        .clicked()
                    {
                        self.commands.push(Command::Copy);
                    }
                    let can_paste = has && self.clip.is_some();
                    if ui
                        .add_enabled(can_paste, egui::Button::new(tr.get("editor-paste")))
                        .clicked()
                    {
                        self.commands.push(Command::Paste);
                    }
                    if ui
                        .add_enabled(has, egui::Button::new(tr.get("editor-mirror-left-right")))
                        .clicked()
                    {
                        self.commands.push(Command::Mirror(Axis::Horizontal));
                    }
                    if ui
                        .add_enabled(has, egui::Button::new(tr.get("editor-mirror-top-bottom")))
                        .clicked()
                    {
                        self.commands.push(Command::Mirror(Axis::Vertical));
                    }
                });
            }
            Tool::Engine => {
                ui.horizontal(|ui| {
                    let l = ui.label(tr.get("editor-deck-gun-quadrant"));
                    ui.add(egui::DragValue::new(&mut self.engine_area).range(1..=9))
                        .labelled_by(l.id);
                });
            }
            Tool::Area => {
                ui.horizontal(|ui| {
                    let l = ui.label(tr.get("editor-quadrant-brush"));
                    ui.add(egui::DragValue::new(&mut self.area_brush).range(0..=9))
                        .labelled_by(l.id);
                });
                self.split_lines_ui(ui);
            }
            Tool::Arrow => {
                ui.horizontal_wrapped(|ui| {
                    ui.selectable_value(&mut self.arrow_dir, None, tr.get("editor-arrow-none"));
                    for d in Dir8::ALL {
                        ui.selectable_value(&mut self.arrow_dir, Some(d), format!("{d:?}"));
                    }
                });
                let floor = self.floor;
                if ui.button(tr.get("editor-generate-arrows")).clicked() {
                    self.commands
                        .push(Command::Edit(vec![Edit::GenerateArrows { floor }]));
                }
            }
            Tool::Stairs => {
                ui.horizontal(|ui| {
                    ui.label(tr.get("editor-open-side"));
                    for d in [Dir::N, Dir::E, Dir::S, Dir::W] {
                        ui.selectable_value(&mut self.stair_dir, d, side_name(d));
                    }
                });
                if let Some(p) = self.pending {
                    ui.label(tr.args("editor-stairs-first-end", &cell(p)));
                }
            }
            Tool::Dice => {
                ui.horizontal(|ui| {
                    let l = ui.label(tr.get("editor-dice-red"));
                    ui.add(egui::DragValue::new(&mut self.dice_value.0).range(0..=20))
                        .labelled_by(l.id);
                    let l = ui.label(tr.get("editor-dice-black"));
                    ui.add(egui::DragValue::new(&mut self.dice_value.1).range(0..=20))
                        .labelled_by(l.id);
                });
                self.dice_overrides_ui(ui);
            }
            Tool::FirstExplosion => {
                let cells = self.doc.layout().first_explosion.clone();
                let faces: Vec<String> = cells
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        tr.args(
                            "editor-first-explosion-face",
                            &args([("face", (i + 1).into()), ("cell", p.to_string().into())]),
                        )
                    })
                    .collect();
                ui.label(if faces.is_empty() {
                    tr.get("editor-no-first-explosion")
                } else {
                    faces.join(", ")
                });
                if ui
                    .add_enabled(
                        !cells.is_empty(),
                        egui::Button::new(tr.get("editor-clear-table")),
                    )
                    .clicked()
                {
                    self.commands
                        .push(Command::Edit(vec![Edit::SetFirstExplosion {
                            cells: Vec::new(),
                        }]));
                }
            }
            Tool::Ambulance => {
                if let Some(p) = self.pending {
                    ui.label(tr.args("editor-spot-first-cell", &cell(p)));
                }
            }
            Tool::LadderTop => {
                if let Some(p) = self.pending {
                    ui.label(tr.args(
                        "editor-ladder-foot-chosen",
                        &args([("cell", place_name(self.doc.layout(), p).into())]),
                    ));
                }
            }
            _ => {}
        }
    }

    /// The shown floor's per-cell dice (GEN-3), each removable; the board
    /// shows every building cell's result while the Dice tool is chosen.
    fn dice_overrides_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let floor = self.floor;
        let overrides = &self.doc.layout().floors[usize::from(floor)].dice.cells;
        if overrides.is_empty() {
            ui.label(tr.get("editor-dice-follow-offsets"));
            return;
        }
        ui.label(tr.args(
            "editor-own-dice-count",
            &args([("count", overrides.len().into())]),
        ));
        let mut clear = None;
        for o in overrides {
            ui.horizontal(|ui| {
                ui.label(tr.args(
                    "editor-own-dice",
                    &args([
                        ("cell", o.cell.to_string().into()),
                        ("red", o.red.into()),
                        ("black", o.black.into()),
                    ]),
                ));
                if ui
                    .small_button(tr.args(
                        "editor-clear-dice",
                        &args([("cell", o.cell.to_string().into())]),
                    ))
                    .on_hover_text(tr.get("editor-clear-dice-hint"))
                    .clicked()
                {
                    clear = Some(o.cell);
                }
            });
        }
        if let Some(cell) = clear {
            self.commands
                .push(Command::Edit(vec![Edit::SetDiceOverride {
                    floor,
                    cell,
                    dice: None,
                }]));
        }
    }

    /// BOARD-6: quadrants from two split lines, previewed on the canvas.
    fn split_lines_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let (rows, cols) = self.doc.floor_size(self.floor).unwrap_or((0, 0));
        let (mut row, mut col) = self.split_at();
        ui.label(RichText::new(tr.get("editor-split-intro")).small());
        ui.horizontal(|ui| {
            let l = ui.label(tr.get("editor-split-row"));
            ui.add(egui::DragValue::new(&mut row).range(0..=rows.min(255) as u8))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label(tr.get("editor-split-col"));
            ui.add(egui::DragValue::new(&mut col).range(0..=cols.min(255) as u8))
                .labelled_by(l.id);
        });
        if (row, col) != self.split_at() {
            self.split = Some((row, col));
        }
        if ui
            .button(tr.get("editor-split"))
            .on_hover_text(tr.get("editor-split-hint"))
            .clicked()
        {
            let floor = self.floor;
            self.commands.push(Command::Edit(vec![Edit::SplitQuadrants {
                floor,
                row,
                col,
            }]));
        }
    }

    /// The split lines to use: the ones set, else the shown floor's middle
    /// (rows 3|4 and columns 4|5 on the printed 8 × 10 boards).
    fn split_at(&self) -> (u8, u8) {
        self.split.unwrap_or_else(|| {
            let (rows, cols) = self.doc.floor_size(self.floor).unwrap_or((0, 0));
            ((rows / 2).min(255) as u8, (cols / 2).min(255) as u8)
        })
    }

    fn board_fields_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        // The field's name for undo steps (the same in every language), the
        // message key of its label, the edit it makes.
        let fields: [(&'static str, &str, MakeEdit); 3] = [
            ("Name", "editor-field-name", Edit::SetName),
            ("Author", "editor-field-author", Edit::SetAuthor),
            (
                "Description",
                "editor-field-description",
                Edit::SetDescription,
            ),
        ];
        for (i, (field, label, make)) in fields.into_iter().enumerate() {
            let buf = match i {
                0 => &mut self.name_buf,
                1 => &mut self.author_buf,
                _ => &mut self.description_buf,
            };
            let name = ui.label(tr.get(label));
            let edit = if i == 2 {
                ui.add(egui::TextEdit::multiline(buf).desired_rows(2))
            } else {
                ui.text_edit_singleline(buf)
            }
            .labelled_by(name.id);
            // Applied on every keystroke, so Save and the unsaved-changes
            // check never miss what is being typed.
            if edit.changed() {
                self.commands.push(Command::Type(field, make(buf.clone())));
            }
            if edit.lost_focus() {
                self.commands.push(Command::EndTyping);
            }
        }
        let layout = self.doc.layout();
        let (mut red, mut black) = (layout.dice.red, layout.dice.black);
        let floor_die = layout.dice.floor;
        ui.horizontal(|ui| {
            let l = ui.label(tr.get("editor-dice-sides-red"));
            let r = ui
                .add(egui::DragValue::new(&mut red).range(1..=20))
                .labelled_by(l.id);
            let l = ui.label(tr.get("editor-dice-sides-black"));
            let b = ui
                .add(egui::DragValue::new(&mut black).range(1..=20))
                .labelled_by(l.id);
            if r.drag_started() || b.drag_started() {
                self.commands.push(Command::BeginGesture);
            }
            if r.changed() || b.changed() {
                self.commands.push(Command::Edit(vec![Edit::SetDice {
                    red,
                    black,
                    floor: floor_die,
                }]));
            }
            if r.drag_stopped() || b.drag_stopped() {
                self.commands.push(Command::EndGesture);
            }
        });
        // The floor die picks the floor of a roll on boards whose floors do
        // not share one dice grid (each floor then has a face).
        ui.horizontal(|ui| {
            let mut has = floor_die.is_some();
            let mut sides = floor_die.unwrap_or(self.floors().max(2));
            let toggled = ui.checkbox(&mut has, tr.get("editor-floor-die")).changed();
            let changed = has
                && ui
                    .add(
                        egui::DragValue::new(&mut sides)
                            .range(1..=20)
                            .suffix(tr.get("editor-floor-die-sides")),
                    )
                    .on_hover_text(tr.get("editor-floor-die-sides-hint"))
                    .changed();
            if toggled || changed {
                self.commands
                    .push(Command::SetFloorDie(has.then_some(sides)));
            }
        });
    }

    fn floors_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let n = self.floors();
        for f in 0..n {
            ui.horizontal_wrapped(|ui| {
                let name = self.doc.layout().floors[usize::from(f)].name.clone();
                if ui.selectable_label(self.floor == f, &name).clicked() {
                    self.floor = f;
                    self.buffers_revision = None;
                }
                let named = args([("name", name.as_str().into())]);
                if ui
                    .add_enabled(f > 0, egui::Button::new(tr.get("editor-floor-down")))
                    .on_hover_text(tr.args("editor-floor-down-hint", &named))
                    .clicked()
                {
                    self.commands
                        .push(Command::Edit(vec![Edit::MoveFloor { from: f, to: f - 1 }]));
                }
                if ui
                    .add_enabled(f + 1 < n, egui::Button::new(tr.get("editor-floor-up")))
                    .on_hover_text(tr.args("editor-floor-up-hint", &named))
                    .clicked()
                {
                    self.commands
                        .push(Command::Edit(vec![Edit::MoveFloor { from: f, to: f + 1 }]));
                }
                if ui
                    .add_enabled(n > 1, egui::Button::new(tr.get("editor-floor-remove")))
                    .on_hover_text(tr.args("editor-floor-remove-hint", &named))
                    .clicked()
                {
                    self.commands
                        .push(Command::Edit(vec![Edit::RemoveFloor { floor: f }]));
                }
            });
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr.get("editor-rename-floor"));
            let edit = ui
                .text_edit_singleline(&mut self.floor_name_buf)
                .labelled_by(label.id);
            if edit.changed() {
                let edit = Edit::RenameFloor {
                    floor: self.floor,
                    name: self.floor_name_buf.clone(),
                };
                self.commands.push(Command::Type("floor name", edit));
            }
            if edit.lost_focus() {
                self.commands.push(Command::EndTyping);
            }
        });
        // The default dice mapping of the floor shown (GEN-3): red = row +
        // offset, black = column + offset; the Dice tool overrides cells.
        let dice = self.doc.layout().floors[usize::from(self.floor)]
            .dice
            .clone();
        let (mut red_offset, mut black_offset) = (dice.red_offset, dice.black_offset);
        ui.horizontal(|ui| {
            let l = ui.label(tr.get("editor-dice-offsets-red"));
            let r = ui
                .add(egui::DragValue::new(&mut red_offset).range(-64..=64))
                .labelled_by(l.id);
            let l = ui.label(tr.get("editor-dice-offsets-black"));
            let b = ui
                .add(egui::DragValue::new(&mut black_offset).range(-64..=64))
                .labelled_by(l.id);
            if r.drag_started() || b.drag_started() {
                self.commands.push(Command::BeginGesture);
            }
            if r.changed() || b.changed() {
                self.commands.push(Command::Edit(vec![Edit::SetDiceOffsets {
                    floor: self.floor,
                    red_offset,
                    black_offset,
                }]));
            }
            if r.drag_stopped() || b.drag_stopped() {
                self.commands.push(Command::EndGesture);
            }
        });
        if let Some(sides) = self.doc.layout().dice.floor {
            let mut face = self.doc.layout().floors[usize::from(self.floor)]
                .dice
                .floor_face
                .unwrap_or(0);
            ui.horizontal(|ui| {
                let l = ui.label(tr.get("editor-floor-face"));
                let r = ui
                    .add(egui::DragValue::new(&mut face).range(1..=sides))
                    .labelled_by(l.id);
                if r.changed() {
                    self.commands.push(Command::Edit(vec![Edit::SetFloorFace {
                        floor: self.floor,
                        face: Some(face),
                    }]));
                }
            });
        }
        if ui.button(tr.get("editor-add-floor")).clicked() {
            let name = tr.args(
                "editor-new-floor-name",
                &args([("number", (u16::from(n) + 1).into())]),
            );
            self.commands.push(Command::AddFloor(name));
        }
    }

    fn grid_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let (rows, cols) = self.doc.floor_size(self.floor).unwrap_or((0, 0));
        ui.label(tr.args(
            "editor-grid-size",
            &args([("rows", rows.into()), ("cols", cols.into())]),
        ));
        let (row, col) = self.selection.map_or((0, 0), |(_, r)| (r.top, r.left));
        ui.label(
            RichText::new(tr.args(
                "editor-grid-at",
                &args([("row", row.into()), ("col", col.into())]),
            ))
            .small(),
        );
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr.get("editor-insert-row")).clicked() {
                self.commands
                    .push(Command::Edit(vec![Edit::InsertRow { at: row }]));
            }
            if ui.button(tr.get("editor-remove-row")).clicked() {
                self.commands
                    .push(Command::Edit(vec![Edit::RemoveRow { at: row }]));
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr.get("editor-insert-col")).clicked() {
                self.commands
                    .push(Command::Edit(vec![Edit::InsertCol { at: col }]));
            }
            if ui.button(tr.get("editor-remove-col")).clicked() {
                self.commands
                    .push(Command::Edit(vec![Edit::RemoveCol { at: col }]));
            }
        });
    }

    fn parking_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        // Each spot's cells, its side, and for the engine its deck-gun quadrant.
        type Spots = Vec<([Pos; 2], Option<Dir>, Option<u8>)>;
        let parking = &self.doc.layout().parking;
        let lists: [(Vehicle, Spots); 2] = [
            (
                Vehicle::Ambulance,
                parking
                    .ambulance
                    .iter()
                    .map(|s| (s.cells, s.side, None))
                    .collect(),
            ),
            (
                Vehicle::Engine,
                parking
                    .engine
                    .iter()
                    .map(|s| (s.cells, s.side, Some(s.area)))
                    .collect(),
            ),
        ];
        if lists.iter().all(|(_, spots)| spots.is_empty()) {
            ui.label(tr.get("editor-parking-none"));
            return;
        }
        ui.label(RichText::new(tr.get("editor-parking-order")).small());
        for (vehicle, spots) in lists {
            let id = vehicle_key(vehicle);
            let n = spots.len();
            for (i, ([a, b], side, area)) in spots.into_iter().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr.args(
                        "editor-spot",
                        &args([
                            ("vehicle", id.into()),
                            ("number", (i + 1).into()),
                            ("first", a.to_string().into()),
                            ("second", b.to_string().into()),
                        ]),
                    ));
                    self.spot_side_ui(ui, vehicle, i, side);
                    if let Some(mut area) = area {
                        // The deck gun's target area (BOARD-6), changeable in place.
                        let l = ui.label(tr.get("editor-spot-quadrant"));
                        let r = ui
                            .add(egui::DragValue::new(&mut area).range(1..=9))
                            .labelled_by(l.id)
                            .on_hover_text(tr.args(
                                "editor-spot-quadrant-hint",
                                &args([("number", (i + 1).into())]),
                            ));
                        if r.drag_started() {
                            self.commands.push(Command::BeginGesture);
                        }
                        if r.changed() {
                            self.commands
                                .push(Command::Edit(vec![Edit::SetEngineArea { index: i, area }]));
                        }
                        if r.drag_stopped() {
                            self.commands.push(Command::EndGesture);
                        }
                    }
                    let moves = [
                        (
                            "editor-spot-earlier",
                            "editor-spot-earlier-hint",
                            i > 0,
                            i.wrapping_sub(1),
                        ),
                        (
                            "editor-spot-later",
                            "editor-spot-later-hint",
                            i + 1 < n,
                            i + 1,
                        ),
                    ];
                    for (word, hint, enabled, to) in moves {
                        if ui
                            .add_enabled(enabled, egui::Button::new(tr.get(word)).small())
                            .on_hover_text(tr.get(hint))
                            .clicked()
                        {
                            self.commands.push(Command::Edit(vec![Edit::MoveSpot {
                                vehicle,
                                from: i,
                                to,
                            }]));
                        }
                    }
                    if ui
                        .small_button(tr.args(
                            "editor-spot-remove",
                            &args([("vehicle", id.into()), ("number", (i + 1).into())]),
                        ))
                        .clicked()
                    {
                        let edit = match vehicle {
                            Vehicle::Ambulance => Edit::RemoveAmbulanceSpot { index: i },
                            Vehicle::Engine => Edit::RemoveEngineSpot { index: i },
                        };
                        self.commands.push(Command::Edit(vec![edit]));
                    }
                });
            }
        }
        if ui
            .button(tr.get("editor-order-clockwise"))
            .on_hover_text(tr.get("editor-order-clockwise-hint"))
            .clicked()
        {
            self.commands
                .push(Command::Edit(vec![Edit::OrderSpotsClockwise]));
        }
    }

    fn stairs_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let stairs = self.doc.layout().stairs.clone();
        for (i, link) in stairs.iter().enumerate() {
            ui.horizontal(|ui| {
                ui.label(tr.args(
                    "editor-stair",
                    &args([
                        ("first", link.a.cell.to_string().into()),
                        ("second", link.b.cell.to_string().into()),
                    ]),
                ));
                if ui
                    .small_button(
                        tr.args("editor-stair-remove", &args([("number", (i + 1).into())])),
                    )
                    .clicked()
                {
                    self.commands
                        .push(Command::Edit(vec![Edit::RemoveStair { index: i }]));
                }
            });
        }
        if stairs.is_empty() {
            ui.label(tr.get("editor-stairs-none"));
        }
    }

    /// Why the board cannot be played yet, for the Play button's tooltip:
    /// the one error, or how many there are and the first; `None` when it
    /// can be played.
    fn blocking_problems(&self) -> Option<String> {
        let tr = self.tr();
        let mut errors = self
            .doc
            .problems()
            .iter()
            .filter(|p| p.severity == Severity::Error);
        let first = errors.next()?;
        let rest = errors.count();
        let first = tr.args(
            "editor-problem-at",
            &args([
                ("at", place_words(tr.lang, &first.named).into()),
                ("message", problem_message(tr.lang, &first.kind).into()),
            ]),
        );
        Some(if rest == 0 {
            tr.args("editor-fix-one", &args([("problem", first.into())]))
        } else {
            tr.args(
                "editor-fix-many",
                &args([
                    ("count", (rest + 1).into()),
                    ("problem", first.into()),
                    ("rest", rest.into()),
                ]),
            )
        })
    }

    fn error_count(&self) -> usize {
        self.doc
            .problems()
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .count()
    }

    fn problems_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let errors = self.error_count();
        let warnings = self.doc.problems().len() - errors;
        ui.horizontal(|ui| {
            ui.strong(tr.get("editor-problems"));
            ui.label(match (errors, warnings) {
                (0, 0) => tr.get("editor-problems-none"),
                (e, w) => tr.args(
                    "editor-problems-count",
                    &args([("errors", e.into()), ("warnings", w.into())]),
                ),
            });
        });
        let mut clicked = None;
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for p in self.doc.problems() {
                    let colour = match p.severity {
                        Severity::Error => Color32::from_rgb(200, 60, 40),
                        Severity::Warning => Color32::from_rgb(190, 150, 30),
                    };
                    let text = RichText::new(problem_line(tr.lang, p)).color(colour);
                    let selected = self.highlight.as_ref() == Some(&p.place);
                    if ui.selectable_label(selected, text).clicked() {
                        clicked = Some(p.place.clone());
                    }
                }
            });
        if let Some(place) = clicked {
            self.select_place(&place);
        }
    }

    /// Shows and selects where a problem is.
    fn select_place(&mut self, place: &Place) {
        self.highlight = Some(place.clone());
        let pos = match place {
            Place::Cell(p) => Some(*p),
            Place::Edge(e) => Some(e.cell),
            Place::Floor(f) => Some(Pos::on(*f, 0, 0)),
            Place::Stair(i) => self.doc.layout().stairs.get(*i).map(|s| s.a.cell),
            Place::AmbulanceSpot(i) => self
                .doc
                .layout()
                .parking
                .ambulance
                .get(*i)
                .map(|s| s.cells[0]),
            Place::EngineSpot(i) => self.doc.layout().parking.engine.get(*i).map(|s| s.cells[0]),
            Place::LadderTop(i) => self
                .doc
                .layout()
                .ladders
                .as_ref()
                .and_then(|l| l.tops.get(*i))
                .map(|t| t.foot),
            _ => None,
        };
        if let Some(p) = pos {
            self.floor = p.floor.min(self.floors().saturating_sub(1));
            if matches!(place, Place::Cell(_)) {
                self.selection = Some((p.floor, Rect::spanning(p, p)));
            }
        }
    }

    /// Draws one floor (reading the document, never changing it) with a
    /// labelled widget per cell and per edge; returns what was clicked.
    fn draw_floor_ui(
        &self,
        ui: &mut Ui,
        floor: u8,
        geom: &CanvasGeom,
    ) -> (Option<Pos>, Option<EdgeRef>) {
        let CanvasGeom {
            rows,
            cols,
            origin,
            size,
            clip: available,
        } = *geom;
        let cell_rect = |r: usize, c: usize| {
            egui::Rect::from_min_size(origin + vec2(c as f32, r as f32) * size, Vec2::splat(size))
        };
        let tr = self.tr();
        let painter = ui.painter_at(available);
        let layout = self.doc.layout();
        let fl = &layout.floors[usize::from(floor)];
        let kind_at = |r: usize, c: usize| {
            fl.cells
                .get(r)
                .and_then(|row| row.chars().nth(c))
                .and_then(CellKind::from_char)
                .unwrap_or(CellKind::Outside)
        };
        let area_at = |r: usize, c: usize| {
            fl.areas
                .get(r)
                .and_then(|row| row.chars().nth(c))
                .and_then(|ch| ch.to_digit(10))
                .unwrap_or(0)
        };

        // Cells: fill, quadrant tint, setup marks, and a labelled widget each.
        let mut clicked_cell = None;
        for r in 0..rows {
            for c in 0..cols {
                let rect = cell_rect(r, c);
                painter.rect_filled(rect, CornerRadius::ZERO, cell_fill(kind_at(r, c)));
                painter.rect_stroke(
                    rect,
                    CornerRadius::ZERO,
                    Stroke::new(0.5, Color32::from_black_alpha(40)),
                    StrokeKind::Inside,
                );
                let pos = Pos::on(floor, r as u8, c as u8);
                // The coordinates printed on the cell, as problems name it.
                let (red, black) = printed_coordinates(layout, pos)
                    .unwrap_or((i32::from(pos.row), i32::from(pos.col)));
                painter.text(
                    rect.left_top() + vec2(3.0, 2.0),
                    egui::Align2::LEFT_TOP,
                    crate::text::coords_text(tr.lang, red, black),
                    egui::FontId::proportional((size * 0.16).clamp(7.0, 12.0)),
                    Color32::from_black_alpha(120),
                );
                let area = area_at(r, c);
                if area > 0 {
                    painter.text(
                        rect.right_top() + vec2(-3.0, 2.0),
                        egui::Align2::RIGHT_TOP,
                        tr.args("editor-mark-quadrant", &args([("area", area.into())])),
                        egui::FontId::proportional((size * 0.16).clamp(7.0, 12.0)),
                        Color32::from_rgb(110, 70, 160),
                    );
                }
                let id = ui.scope_id().with(("editor_cell", floor, r, c));
                let label = tr.args("editor-cell", &args([("cell", pos.to_string().into())]));
                let response = ui.interact(rect, id, Sense::click());
                response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                if response.clicked() {
                    clicked_cell = Some(pos);
                }
            }
        }
        // Quadrant borders.
        let dashed = Stroke::new(1.5, Color32::from_rgba_unmultiplied(90, 60, 140, 170));
        for r in 0..rows {
            for c in 0..cols {
                let (a, rect) = (area_at(r, c), cell_rect(r, c));
                if c + 1 < cols && area_at(r, c + 1) != a {
                    painter.add(Shape::dashed_line(
                        &[rect.right_top(), rect.right_bottom()],
                        dashed,
                        6.0,
                        4.0,
                    ));
                }
                if r + 1 < rows && area_at(r + 1, c) != a {
                    painter.add(Shape::dashed_line(
                        &[rect.left_bottom(), rect.right_bottom()],
                        dashed,
                        6.0,
                        4.0,
                    ));
                }
            }
        }
        if self.tool == Tool::Dice {
            let rolls = crate::editor::dice::floor_rolls(layout, floor);
            let words = |roll: Roll| match roll.floor {
                0 => format!("{} {}", roll.red, roll.black),
                f => format!("{f}: {} {}", roll.red, roll.black),
            };
            for r in 0..rows {
                for c in 0..cols {
                    if !kind_at(r, c).is_interior() {
                        continue;
                    }
                    // "-": no roll names the cell (the offsets overshoot the dice).
                    let (text, colour) = match rolls.get(r * cols + c) {
                        Some(CellRoll::Own(roll)) => (words(*roll), Color32::from_rgb(200, 90, 0)),
                        Some(CellRoll::Offsets(roll)) => {
                            (words(*roll), Color32::from_black_alpha(150))
                        }
                        _ => ("-".to_string(), Color32::from_black_alpha(150)),
                    };
                    painter.text(
                        cell_rect(r, c).center_bottom() + vec2(0.0, -2.0),
                        egui::Align2::CENTER_BOTTOM,
                        text,
                        egui::FontId::monospace((size * 0.2).clamp(7.0, 14.0)),
                        colour,
                    );
                }
            }
        }
        if self.tool == Tool::Area && floor == self.floor {
            let (row, col) = self.split_at();
            let preview = Stroke::new(2.5, Color32::from_rgba_unmultiplied(230, 120, 0, 200));
            let top_left = cell_rect(0, 0).left_top();
            let bottom_right = cell_rect(rows - 1, cols - 1).right_bottom();
            if (1..rows).contains(&usize::from(row)) {
                let y = cell_rect(usize::from(row), 0).top();
                painter.add(Shape::dashed_line(
                    &[pos2(top_left.x, y), pos2(bottom_right.x, y)],
                    preview,
                    10.0,
                    5.0,
                ));
            }
            if (1..cols).contains(&usize::from(col)) {
                let x = cell_rect(0, usize::from(col)).left();
                painter.add(Shape::dashed_line(
                    &[pos2(x, top_left.y), pos2(x, bottom_right.y)],
                    preview,
                    10.0,
                    5.0,
                ));
            }
        }
        // Family setup, POI arrows, stairs, parking.
        if let Some(setup) = &layout.family_setup {
            // Fire on the left of the cell, a POI on the right.
            for (cells, colour, text, shift) in [
                (
                    &setup.fire,
                    Color32::from_rgb(220, 70, 20),
                    tr.get("editor-mark-fire"),
                    -0.2,
                ),
                (
                    &setup.poi,
                    Color32::from_rgb(40, 90, 200),
                    "?".to_owned(),
                    0.2,
                ),
            ] {
                for p in cells.iter().filter(|p| p.floor == floor) {
                    let rect = cell_rect(usize::from(p.row), usize::from(p.col));
                    let centre = rect.center() + vec2(shift, 0.0) * size;
                    painter.circle_filled(centre, size * 0.16, colour);
                    painter.text(
                        centre,
                        egui::Align2::CENTER_CENTER,
                        &text,
                        egui::FontId::proportional(size * 0.2),
                        Color32::WHITE,
                    );
                }
            }
        }
        // The first-explosion table: the black die's face on each cell.
        for (i, p) in layout.first_explosion.iter().enumerate() {
            if p.floor != floor {
                continue;
            }
            let rect = cell_rect(usize::from(p.row), usize::from(p.col));
            painter.text(
                rect.left_bottom() + vec2(3.0, -2.0),
                egui::Align2::LEFT_BOTTOM,
                tr.args(
                    "editor-mark-first-explosion",
                    &args([("face", (i + 1).into())]),
                ),
                egui::FontId::proportional((size * 0.18).clamp(7.0, 14.0)),
                Color32::from_rgb(200, 90, 0),
            );
        }
        if self.show_arrows {
            for (r, row) in fl.arrows.iter().enumerate() {
                for (c, word) in row.split_whitespace().enumerate() {
                    let Some(dir) = Dir8::ALL.into_iter().find(|d| format!("{d:?}") == word) else {
                        continue;
                    };
                    let (dr, dc) = dir.delta();
                    let centre = cell_rect(r, c).center();
                    let tip = centre + vec2(dc as f32, dr as f32).normalized() * size * 0.3;
                    painter.arrow(
                        centre - (tip - centre) * 0.5,
                        (tip - centre) * 1.5,
                        Stroke::new(1.5, Color32::from_rgb(40, 90, 200)),
                    );
                }
            }
        }
        for link in &layout.stairs {
            for (here, there) in [(&link.a, &link.b), (&link.b, &link.a)] {
                if here.cell.floor != floor {
                    continue;
                }
                let to_floor = layout
                    .floors
                    .get(usize::from(there.cell.floor))
                    .map_or("?", |f| f.name.as_str());
                // The partner as printed on it, as the corner labels show.
                let (red, black) = printed_coordinates(layout, there.cell)
                    .unwrap_or((i32::from(there.cell.row), i32::from(there.cell.col)));
                draw_stair(
                    &painter,
                    cell_rect(usize::from(here.cell.row), usize::from(here.cell.col)),
                    here.direction,
                    &tr.args(
                        "editor-stair-mark",
                        &args([
                            ("floor", to_floor.into()),
                            ("cell", crate::text::coords_text(tr.lang, red, black).into()),
                        ]),
                    ),
                );
            }
        }
        let spots = layout
            .parking
            .ambulance
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mark = tr.args("editor-mark-ambulance", &args([("number", (i + 1).into())]));
                (s.cells, Color32::WHITE, mark)
            })
            .chain(layout.parking.engine.iter().enumerate().map(|(i, s)| {
                // The number is the Drive order; Q the deck gun's quadrant.
                let mark = tr.args(
                    "editor-mark-engine",
                    &args([("number", (i + 1).into()), ("area", s.area.into())]),
                );
                (s.cells, Color32::from_rgb(200, 40, 40), mark)
            }));
        for (cells, colour, letter) in spots {
            if cells[0].floor != floor {
                continue;
            }
            let r = cell_rect(usize::from(cells[0].row), usize::from(cells[0].col)).union(
                cell_rect(usize::from(cells[1].row), usize::from(cells[1].col)),
            );
            draw_spot(&painter, r, size, colour, &letter);
        }
        self.draw_ladders(&painter, floor, &cell_rect, size);

        // Edges: what stands there, and a labelled widget on every inner edge.
        let mut clicked_edge = None;
        for spec in &fl.edges {
            let Some((r, c, side)) = south_east(spec.at, rows, cols) else {
                continue;
            };
            let [a, b] = edge_line(cell_rect(r, c), side);
            let state = EdgeState {
                cubes: 0,
                door: if spec.open {
                    DoorState::Open
                } else {
                    DoorState::Closed
                },
            };
            draw_edge(&painter, spec.kind, state, a, b, size);
        }
        for r in 0..rows {
            for c in 0..cols {
                for side in [Dir::E, Dir::S] {
                    if (side == Dir::E && c + 1 >= cols) || (side == Dir::S && r + 1 >= rows) {
                        continue;
                    }
                    let [a, b] = edge_line(cell_rect(r, c), side);
                    let hit = edge_hit_rect(a, b, size);
                    let pos = Pos::on(floor, r as u8, c as u8);
                    let id = ui
                        .scope_id()
                        .with(("editor_edge", floor, r, c, side_name(side)));
                    let label = tr.args(
                        "editor-edge",
                        &args([
                            ("cell", pos.to_string().into()),
                            ("side", side_name(side).into()),
                        ]),
                    );
                    let response = ui.interact(hit, id, Sense::click());
                    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                    if response.hovered() {
                        painter.line_segment(
                            [a, b],
                            Stroke::new(
                                size * 0.06,
                                Color32::from_rgba_unmultiplied(40, 120, 255, 120),
                            ),
                        );
                    }
                    if response.clicked() {
                        clicked_edge = Some(EdgeRef::new(pos, side));
                    }
                }
            }
        }

        // Selection, pending first click, and the problem shown.
        if let Some((f, sel)) = self.selection
            && f == floor
        {
            let rect = cell_rect(usize::from(sel.top), usize::from(sel.left)).union(cell_rect(
                usize::from(sel.top) + usize::from(sel.rows.max(1)) - 1,
                usize::from(sel.left) + usize::from(sel.cols.max(1)) - 1,
            ));
            painter.rect_stroke(
                rect,
                CornerRadius::ZERO,
                Stroke::new(2.5, Color32::from_rgb(30, 110, 230)),
                StrokeKind::Inside,
            );
        }
        if let Some(p) = self.pending
            && p.floor == floor
        {
            painter.rect_stroke(
                cell_rect(usize::from(p.row), usize::from(p.col)),
                CornerRadius::ZERO,
                Stroke::new(3.0, Color32::from_rgb(0, 170, 90)),
                StrokeKind::Inside,
            );
        }
        let problem = Stroke::new(4.0, Color32::from_rgb(230, 40, 40));
        match &self.highlight {
            Some(Place::Cell(p)) if p.floor == floor => {
                painter.rect_stroke(
                    cell_rect(usize::from(p.row), usize::from(p.col)),
                    CornerRadius::ZERO,
                    problem,
                    StrokeKind::Inside,
                );
            }
            Some(Place::Edge(e)) if e.cell.floor == floor => {
                if let Some((r, c, side)) = south_east(*e, rows, cols) {
                    painter.line_segment(edge_line(cell_rect(r, c), side), problem);
                } else {
                    // An edge on the outline of the grid: mark its cell's side.
                    let rect = cell_rect(usize::from(e.cell.row), usize::from(e.cell.col));
                    painter.line_segment(outer_line(rect, e.side), problem);
                }
            }
            _ => {}
        }

        (clicked_cell, clicked_edge)
    }

    /// One floor of the layout, with a widget per cell and per edge.
    fn canvas_ui(&mut self, ui: &mut Ui, floor: u8) {
        let Some((rows, cols)) = self.doc.floor_size(floor) else {
            return;
        };
        if rows == 0 || cols == 0 {
            ui.label(self.tr().get("editor-no-cells"));
            return;
        }
        let available = ui.available_rect_before_wrap();
        let background = ui.interact(
            available,
            ui.scope_id().with(("editor_canvas", floor)),
            Sense::click_and_drag(),
        );
        if background.hovered() {
            let (zoom, scroll) = ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta));
            self.zoom = (self.zoom * zoom).clamp(0.4, 4.0);
            self.pan += scroll;
        }
        let size = ((available.width() / cols as f32).min(available.height() / rows as f32)
            * self.zoom)
            .max(8.0);
        let extent = vec2(cols as f32, rows as f32) * size;
        let origin = available.center() - extent / 2.0 + self.pan;
        let geom = CanvasGeom {
            rows,
            cols,
            origin,
            size,
            clip: available,
        };
        let (clicked_cell, clicked_edge) = self.draw_floor_ui(ui, floor, &geom);

        // Drags paint (a run of edges or cells is one undo step) or select.
        let to_cell = |p: Pos2| {
            let v = (p - origin) / size;
            (v.x >= 0.0 && v.y >= 0.0 && (v.y as usize) < rows && (v.x as usize) < cols)
                .then(|| Pos::on(floor, v.y as u8, v.x as u8))
        };
        let to_edge = |p: Pos2| {
            let v = (p - origin) / size;
            let (fx, fy) = (v.x, v.y);
            let (dx, dy) = ((fx - fx.round()).abs(), (fy - fy.round()).abs());
            // Near an edge's line, and not near a corner: a run that ends on
            // a corner must not take the first edge beyond it.
            if dx.min(dy) > 0.25 || dx.max(dy) < 0.15 || fx < 0.0 || fy < 0.0 {
                return None;
            }
            let (row, col) = (fy.floor() as usize, fx.floor() as usize);
            if dx < dy {
                let c = fx.round() as usize;
                (c >= 1 && c < cols && row < rows)
                    .then(|| EdgeRef::new(Pos::on(floor, row as u8, (c - 1) as u8), Dir::E))
            } else {
                let r = fy.round() as usize;
                (r >= 1 && r < rows && col < cols)
                    .then(|| EdgeRef::new(Pos::on(floor, (r - 1) as u8, col as u8), Dir::S))
            }
        };
        let pointer = background.interact_pointer_pos();
        if background.drag_started() {
            // From where the button went down: egui starts a drag only once
            // the pointer has moved, and that stretch must be painted too.
            let start = ui.input(|i| i.pointer.press_origin()).or(pointer);
            let anchor = start.and_then(to_cell);
            self.drag = Some(Drag {
                done: HashSet::new(),
                anchor,
                last: start,
                side: None,
            });
            if self.tool != Tool::Select {
                self.doc.begin_gesture();
            }
        }
        if background.dragged()
            && let Some(p) = pointer
        {
            match self.tool {
                Tool::Select => {
                    if let (Some(drag), Some(here)) = (&self.drag, to_cell(p))
                        && let Some(anchor) = drag.anchor
                    {
                        self.selection = Some((floor, Rect::spanning(anchor, here)));
                    }
                }
                Tool::Edge(kind, open) => {
                    // A run follows the drag's direction, not its first
                    // edge: a drag started on a corner would otherwise lock
                    // onto the crossing edge and paint the wrong run.
                    let heading = match self.drag.as_mut() {
                        Some(drag) if drag.side.is_none() => {
                            let moved = p - drag.last.unwrap_or(p);
                            drag.side = (moved.length() >= size * 0.15).then_some(
                                if moved.x.abs() >= moved.y.abs() {
                                    Dir::S
                                } else {
                                    Dir::E
                                },
                            );
                            drag.side.is_some()
                        }
                        _ => true,
                    };
                    let samples = if heading {
                        self.drag_samples(p, size)
                    } else {
                        Vec::new()
                    };
                    for q in samples {
                        let Some(e) = to_edge(q) else { continue };
                        let Some(drag) = self.drag.as_mut() else {
                            continue;
                        };
                        if drag.side != Some(e.side) {
                            continue;
                        }
                        if drag.done.insert(Painted::Edge(e)) {
                            self.apply_now(Edit::SetEdge {
                                floor,
                                at: e,
                                kind,
                                open,
                            });
                        }
                    }
                }
                Tool::Cell(_) | Tool::Area => {
                    for q in self.drag_samples(p, size) {
                        let Some(c) = to_cell(q) else { continue };
                        if self
                            .drag
                            .as_mut()
                            .is_some_and(|d| d.done.insert(Painted::Cell(c)))
                            && let Some(edit) = self.cell_edit(c)
                        {
                            self.apply_now(edit);
                        }
                    }
                }
                _ => {}
            }
        }
        if background.drag_stopped() {
            self.drag = None;
            if self.doc.in_gesture() {
                self.doc.end_gesture();
            }
        }
        if let Some(pos) = clicked_cell {
            self.click_cell(pos);
        }
        if let Some(e) = clicked_edge
            && let Tool::Edge(kind, open) = self.tool
        {
            self.commands.push(Command::Edit(vec![Edit::SetEdge {
                floor,
                at: e,
                kind,
                open,
            }]));
        }
    }

    /// Points from last frame's pointer to `p`, a fifth of a cell apart, so
    /// a fast drag paints every cell and edge it passes over.
    fn drag_samples(&mut self, p: Pos2, size: f32) -> Vec<Pos2> {
        let Some(drag) = self.drag.as_mut() else {
            return Vec::new();
        };
        let from = drag.last.replace(p).unwrap_or(p);
        let steps = ((p - from).length() / (size * 0.2))
            .ceil()
            .clamp(1.0, 400.0) as usize;
        (1..=steps)
            .map(|i| from + (p - from) * (i as f32 / steps as f32))
            .collect()
    }

    /// The edit a click on a cell makes with the current tool, if it is a
    /// one-cell edit.
    fn cell_edit(&self, pos: Pos) -> Option<Edit> {
        match self.tool {
            Tool::Cell(kind) => Some(Edit::SetCell { pos, kind }),
            Tool::Area => Some(Edit::SetArea {
                pos,
                area: (self.area_brush > 0).then_some(self.area_brush),
            }),
            Tool::Arrow => Some(Edit::SetArrow {
                pos,
                dir: self.arrow_dir,
            }),
            Tool::Fire => Some(Edit::ToggleFamilyFire { pos }),
            Tool::FirstExplosion => {
                let mut cells = self.doc.layout().first_explosion.clone();
                (cells.len() < usize::from(self.doc.layout().dice.black)).then(|| {
                    cells.push(pos);
                    Edit::SetFirstExplosion { cells }
                })
            }
            Tool::Poi => Some(Edit::ToggleFamilyPoi { pos }),
            Tool::Dice => Some(Edit::SetDiceOverride {
                floor: pos.floor,
                cell: Pos::new(pos.row, pos.col),
                dice: (self.dice_value.0 > 0 && self.dice_value.1 > 0).then_some(self.dice_value),
            }),
            _ => None,
        }
    }

    fn click_cell(&mut self, pos: Pos) {
        if let Some(edit) = self.cell_edit(pos) {
            self.commands.push(Command::Edit(vec![edit]));
            return;
        }
        match self.tool {
            Tool::Select => {
                self.selection = Some((pos.floor, Rect::spanning(pos, pos)));
            }
            Tool::Ambulance | Tool::Engine => match self.pending.take() {
                None => self.pending = Some(pos),
                Some(first) => {
                    let cells = [first, pos];
                    let edit = if self.tool == Tool::Ambulance {
                        Edit::AddAmbulanceSpot { cells }
                    } else {
                        Edit::AddEngineSpot {
                            cells,
                            area: self.engine_area,
                        }
                    };
                    self.commands.push(Command::Edit(vec![edit]));
                }
            },
            Tool::LadderTop => self.click_ladder_cell(pos),
            Tool::FirstExplosion => {
                self.message = Some(Notice::error(self.tr().args(
                    "editor-first-explosion-full",
                    &args([("faces", self.doc.layout().dice.black.into())]),
                )));
            }
            Tool::Stairs => match self.pending.take() {
                Some(first) if first.floor != pos.floor => {
                    let end = |cell| StairEnd {
                        cell,
                        direction: self.stair_dir,
                    };
                    self.commands.push(Command::Edit(vec![Edit::AddStair {
                        a: end(first),
                        b: end(pos),
                    }]));
                }
                Some(_) | None => {
                    self.pending = Some(pos);
                    if self.floors() > 1 && !self.side_by_side {
                        self.message = Some(Notice::info(self.tr().args(
                            "editor-stairs-from",
                            &args([("cell", pos.to_string().into())]),
                        )));
                    }
                }
            },
            _ => {}
        }
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
            RequestKind::MainMenu | RequestKind::Open | RequestKind::New | RequestKind::Quit
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

    fn clear_recovery(&mut self) {
        if let Some(path) = &self.recovery {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// "Saved to PATH", as the editor and the app say it after a save.
/// A new blank board named in the language shown: its name and its
/// ground floor's, as "Add floor" names the floors it adds.
pub fn new_board(tr: Tr) -> EditorDoc {
    let mut layout = BoardLayout::blank(&tr.get("editor-new-board-name"));
    // A name on a button, so with a capital ("первый этаж" is lower case
    // for the log's mid-line use).
    for floor in &mut layout.floors {
        floor.name = capitalise(&tr.get("name-floor-ground"));
    }
    EditorDoc::new(layout)
}

pub fn saved_to(tr: Tr, path: &std::path::Path) -> String {
    tr.args(
        "file-saved-to",
        &args([("path", path.display().to_string().into())]),
    )
}

/// Why an edit was refused, in the editor's language. Cells are in the
/// file's spelling ("1:3,8"), as the English has always named them.
pub fn edit_error(tr: Tr, error: &EditError) -> String {
    let pos = |p: &Pos| p.to_string();
    match error {
        EditError::NoSuchFloor(f) => {
            tr.args("editor-refused-no-floor", &args([("floor", (*f).into())]))
        }
        EditError::OffGrid(p) => {
            tr.args("editor-refused-off-grid", &args([("cell", pos(p).into())]))
        }
        EditError::EdgeOffGrid(e) => tr.args(
            "editor-refused-edge-off-grid",
            &args([("edge", e.to_string().into())]),
        ),
        EditError::CannotOpen(kind) => tr.args(
            "editor-refused-cannot-open",
            &args([("kind", crate::text::edge_kind_key(*kind).into())]),
        ),
        EditError::BadArea(area) => {
            tr.args("editor-refused-bad-area", &args([("area", (*area).into())]))
        }
        EditError::NotAdjacent(a, b) => tr.args(
            "editor-refused-not-adjacent",
            &args([("first", pos(a).into()), ("second", pos(b).into())]),
        ),
        EditError::StairOnOneFloor => tr.get("editor-refused-stair-one-floor"),
        EditError::NoSuchItem { what, index } => {
            let what = match what {
                ItemList::AmbulanceSpot => "ambulance-spot",
                ItemList::EngineSpot => "engine-spot",
                ItemList::StairLink => "stair-link",
                ItemList::LadderTop => "ladder-top",
            };
            tr.args(
                "editor-refused-no-item",
                &args([("what", what.into()), ("index", (*index).into())]),
            )
        }
        EditError::LastFloor => tr.get("editor-refused-last-floor"),
        EditError::TooManyFloors => tr.args(
            "editor-refused-too-many-floors",
            &args([("max", crate::engine::board::validate::MAX_FLOORS.into())]),
        ),
        EditError::BadSize => tr.args(
            "editor-refused-bad-size",
            &args([("max", crate::engine::board::validate::MAX_FLOOR_SIDE.into())]),
        ),
        EditError::BadIndex(i) => {
            tr.args("editor-refused-bad-index", &args([("index", (*i).into())]))
        }
        EditError::BadRect => tr.get("editor-refused-bad-rect"),
        EditError::BadDie(sides) => tr.args(
            "editor-refused-bad-die",
            &args([
                ("max", crate::engine::board::validate::MAX_DIE_SIDES.into()),
                ("sides", (*sides).into()),
            ]),
        ),
        EditError::Duplicate => tr.get("editor-refused-duplicate"),
        EditError::NotLadderFoot(p) => tr.args(
            "editor-refused-not-ladder-foot",
            &args([("cell", pos(p).into())]),
        ),
        EditError::NotLadderTop(p) => tr.args(
            "editor-refused-not-ladder-top",
            &args([("cell", pos(p).into())]),
        ),
        EditError::LadderTopTaken { top, foot } => tr.args(
            "editor-refused-ladder-top-taken",
            &args([("top", pos(top).into()), ("foot", pos(foot).into())]),
        ),
        EditError::BadLadderSupply(supply) => tr.args(
            "editor-refused-ladder-supply",
            &args([
                ("max", crate::engine::board::validate::MAX_LADDERS.into()),
                ("supply", (*supply).into()),
            ]),
        ),
        EditError::TooManySetupLines(n) => tr.args(
            "editor-refused-setup-lines",
            &args([
                ("max", crate::editor::MAX_SETUP_LINES.into()),
                ("count", (*n).into()),
            ]),
        ),
    }
}

/// An inner edge named from its north or west cell: (row, col, S or E).
fn south_east(e: EdgeRef, rows: usize, cols: usize) -> Option<(usize, usize, Dir)> {
    let (r, c) = (usize::from(e.cell.row), usize::from(e.cell.col));
    let (r, c, side) = match e.side {
        Dir::E => (r, c, Dir::E),
        Dir::S => (r, c, Dir::S),
        Dir::W => (r, c.checked_sub(1)?, Dir::E),
        Dir::N => (r.checked_sub(1)?, c, Dir::S),
    };
    let inside = match side {
        Dir::E => r < rows && c + 1 < cols,
        _ => r + 1 < rows && c < cols,
    };
    inside.then_some((r, c, side))
}

/// The line of a cell's east or south side.
fn edge_line(rect: egui::Rect, side: Dir) -> [Pos2; 2] {
    match side {
        Dir::S => [rect.left_bottom(), rect.right_bottom()],
        _ => [rect.right_top(), rect.right_bottom()],
    }
}

/// The line of any side of a cell.
fn outer_line(rect: egui::Rect, side: Dir) -> [Pos2; 2] {
    match side {
        Dir::N => [rect.left_top(), rect.right_top()],
        Dir::S => [rect.left_bottom(), rect.right_bottom()],
        Dir::W => [rect.left_top(), rect.left_bottom()],
        Dir::E => [rect.right_top(), rect.right_bottom()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal of an edit: the English is the error's own words, and
    /// the other languages have theirs, with nothing left unfilled.
    #[test]
    fn every_edit_refusal_is_worded_in_every_language() {
        let p = Pos::on(1, 2, 3);
        let refusals = [
            EditError::NoSuchFloor(3),
            EditError::OffGrid(p),
            EditError::EdgeOffGrid(EdgeRef::new(p, Dir::E)),
            EditError::CannotOpen(EdgeKind::Wall),
            EditError::CannotOpen(EdgeKind::Entrance),
            EditError::BadArea(0),
            EditError::NotAdjacent(p, Pos::new(0, 0)),
            EditError::StairOnOneFloor,
            EditError::NoSuchItem {
                what: ItemList::AmbulanceSpot,
                index: 2,
            },
            EditError::NoSuchItem {
                what: ItemList::EngineSpot,
                index: 0,
            },
            EditError::NoSuchItem {
                what: ItemList::StairLink,
                index: 1,
            },
            EditError::NoSuchItem {
                what: ItemList::LadderTop,
                index: 4,
            },
            EditError::LastFloor,
            EditError::TooManyFloors,
            EditError::BadSize,
            EditError::BadIndex(7),
            EditError::BadRect,
            EditError::BadDie(0),
            EditError::Duplicate,
            EditError::NotLadderFoot(p),
            EditError::NotLadderTop(p),
            EditError::LadderTopTaken {
                top: p,
                foot: Pos::new(0, 3),
            },
            EditError::BadLadderSupply(9),
            EditError::TooManySetupLines(5),
        ];
        for e in &refusals {
            assert_eq!(edit_error(Tr::new(Lang::En), e), e.to_string());
            for lang in [Lang::It, Lang::De, Lang::Ru] {
                let text = edit_error(Tr::new(lang), e);
                assert!(
                    !text.contains('{') && !text.starts_with("editor-"),
                    "{text}"
                );
                assert_ne!(text, e.to_string(), "{lang:?} {e:?}");
            }
        }
    }

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

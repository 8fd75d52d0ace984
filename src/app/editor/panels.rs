//! The editor's side panel, section by section: the options of the tool in
//! hand, the dice overrides and split lines, the board's fields, its floors,
//! grid size, parking spots and stairs, and the live problem list (a click
//! on a problem shows where it is). Each section reads the document and
//! queues [`Edit`]s as commands; nothing here changes the board directly.

use egui::{Color32, RichText, Ui};

use super::{Command, EditorScreen, Tool};
use crate::app::board_view::side_name;
use crate::editor::{Axis, Edit, Rect, Vehicle};
use crate::engine::board::layout::place_name;
use crate::engine::board::validate::ProblemKind;
use crate::engine::board::{EdgeKind, Place, Severity};
use crate::engine::geom::{Dir, Dir8, Pos};
use crate::i18n::args;
use crate::text::{place_words, problem_line, problem_message, vehicle_key};

/// Builds the edit for a text field's new value.
type MakeEdit = fn(String) -> Edit;

impl EditorScreen {
    /// The chosen tool's help and options. Their rows wrap: a row wider
    /// than the side panel widens it, and the board would move between
    /// choosing a tool and clicking where it was.
    pub(super) fn tool_options_ui(&mut self, ui: &mut Ui) {
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
                ui.horizontal_wrapped(|ui| {
                    let l = ui.label(tr.get("editor-deck-gun-quadrant"));
                    ui.add(egui::DragValue::new(&mut self.engine_area).range(0..=9))
                        .labelled_by(l.id);
                });
            }
            Tool::Area => {
                ui.horizontal_wrapped(|ui| {
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
                ui.horizontal_wrapped(|ui| {
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
                ui.horizontal_wrapped(|ui| {
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
            Tool::Edge(Some(EdgeKind::Wall), _) => {
                // The outline by hand is 28 edges on the game's own board.
                let key = (self.doc.revision(), self.floor);
                if self.outline.as_ref().is_none_or(|o| (o.0, o.1) != key) {
                    self.outline = Some((key.0, key.1, self.doc.outline_walls(self.floor)));
                }
                let walls = self.outline.as_ref().map_or(&[][..], |o| &o.2[..]);
                let button = ui
                    .add_enabled(
                        !walls.is_empty(),
                        egui::Button::new(tr.get("editor-outline-walls")),
                    )
                    .on_hover_text(tr.get("editor-outline-walls-hint"))
                    .on_disabled_hover_text(tr.get("editor-outline-walls-done"));
                if button.clicked() {
                    self.commands.push(Command::Edit(walls.to_vec()));
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
            ui.horizontal_wrapped(|ui| {
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
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr.get("editor-split-row"));
            ui.add(egui::DragValue::new(&mut row).range(0..=rows.min(255) as u8))
                .labelled_by(l.id);
        });
        ui.horizontal_wrapped(|ui| {
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
    pub(super) fn split_at(&self) -> (u8, u8) {
        self.split.unwrap_or_else(|| {
            let (rows, cols) = self.doc.floor_size(self.floor).unwrap_or((0, 0));
            ((rows / 2).min(255) as u8, (cols / 2).min(255) as u8)
        })
    }

    pub(super) fn board_fields_ui(&mut self, ui: &mut Ui) {
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
        ui.horizontal_wrapped(|ui| {
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
        ui.horizontal_wrapped(|ui| {
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

    pub(super) fn floors_ui(&mut self, ui: &mut Ui) {
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
        ui.horizontal_wrapped(|ui| {
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
        ui.horizontal_wrapped(|ui| {
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
            ui.horizontal_wrapped(|ui| {
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

    pub(super) fn grid_ui(&mut self, ui: &mut Ui) {
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
        // A row and a column: insert or remove at the selection's corner.
        let lines = [
            ("editor-insert-row", Edit::InsertRow { at: row }),
            ("editor-remove-row", Edit::RemoveRow { at: row }),
            ("editor-insert-col", Edit::InsertCol { at: col }),
            ("editor-remove-col", Edit::RemoveCol { at: col }),
        ];
        for pair in lines.chunks(2) {
            ui.horizontal_wrapped(|ui| {
                for (key, edit) in pair {
                    if ui.button(tr.get(key)).clicked() {
                        self.commands.push(Command::Edit(vec![edit.clone()]));
                    }
                }
            });
        }
    }

    pub(super) fn parking_ui(&mut self, ui: &mut Ui) {
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

    pub(super) fn stairs_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let stairs = self.doc.layout().stairs.clone();
        for (i, link) in stairs.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
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
    pub(super) fn blocking_problems(&self) -> Option<String> {
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

    /// The bottom panel: the editor's last notice (what an edit did or why
    /// it was refused), then the board's problems. The notice has its place
    /// here, under the board, rather than in the side panel, where its
    /// coming and going moved the sections below it under the pointer.
    pub(super) fn problems_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let errors = self.error_count();
        let warnings = self.doc.problems().len() - errors;
        if let Some(notice) = &self.message {
            notice.ui(ui);
            ui.separator();
        }
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
                    if let Some(key) = fix_hint(&p.kind) {
                        ui.indent(("fix", key), |ui| {
                            ui.label(RichText::new(tr.get(key)).small().weak());
                        });
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
}

/// How to mend, with the editor's own tools, the problems a new board
/// meets first (the validator's words say what is wrong, for the command
/// line too; these say which tool fixes it). `None` for the rest.
fn fix_hint(kind: &ProblemKind) -> Option<&'static str> {
    Some(match kind {
        ProblemKind::NoParking => "editor-hint-parking",
        ProblemKind::NoAmbulanceSpot => "editor-hint-ambulance",
        ProblemKind::DeckGunAreaMissing { .. } => "editor-hint-deck-gun-area",
        ProblemKind::NoArrows | ProblemKind::CellsWithoutArrow { .. } => "editor-hint-arrows",
        ProblemKind::FloorUnreachable { .. } | ProblemKind::CellUnreachable { .. } => {
            "editor-hint-way-in"
        }
        ProblemKind::FloorUnreachableNoStairs { .. } => "editor-hint-stairs",
        ProblemKind::NoCollapse { .. } => "editor-hint-walls",
        // The expansions' data, each drawn with a tool or set in a section.
        ProblemKind::HighRiseNoElevator => "editor-hint-elevator",
        ProblemKind::HighRiseNoEngine | ProblemKind::SecondStoryNoEngine => "editor-hint-engine",
        ProblemKind::HighRiseSetupLines { .. } => "editor-hint-setup-lines",
        ProblemKind::HighRiseSpotNoSide | ProblemKind::BrownstoneSpotNoSide => {
            "editor-hint-spot-side"
        }
        ProblemKind::BrownstoneNoPartyWall => "editor-hint-party-wall",
        ProblemKind::SecondStoryNoLadders => "editor-hint-ladder-tops",
        ProblemKind::SecondStoryOneFloor => "editor-hint-upper-floor",
        _ => return None,
    })
}

//! The editor's side of the expansion rules a board follows (2nd Story §8,
//! Urban Structures' High Rise and Brownstone §9): the Rules section of the
//! side panel, the sides of parking spots, the Ladder top tool and the
//! ladders drawn on the canvas. Like the rest of the editor it only turns
//! clicks into [`Edit`]s; validation says what a board still lacks.

use egui::{Color32, CornerRadius, RichText, Stroke, StrokeKind, Ui, pos2, vec2};

use super::{Command, EditorScreen, Notice, Tool, edit_error};
use crate::app::language::Tr;
use crate::editor::{Edit, EditError, MAX_SETUP_LINES, Vehicle, fill_ladder_tops};
use crate::engine::board::Place;
use crate::engine::board::layout::{CellKind, RuleSet, SetupLine, place_name, printed_coordinates};
use crate::engine::board::validate::MAX_LADDERS;
use crate::engine::geom::{Dir, Pos};
use crate::i18n::{args, terms};
use crate::text::vehicle_key;

/// The sides a parking spot can be given, with the message keys of their
/// names, as the side list shows them.
const SIDES: [(Option<Dir>, &str); 5] = [
    (Some(Dir::N), "editor-side-north"),
    (Some(Dir::E), "editor-side-east"),
    (Some(Dir::S), "editor-side-south"),
    (Some(Dir::W), "editor-side-west"),
    (None, "editor-side-none"),
];

fn side_word(tr: Tr, side: Option<Dir>) -> String {
    tr.get(
        SIDES
            .iter()
            .find(|(s, _)| *s == side)
            .map_or("editor-side-none", |(_, key)| key),
    )
}

/// The message keys of a rule set's name and of what it adds (the
/// selector's tooltips).
fn rules_keys(rules: RuleSet) -> (&'static str, &'static str) {
    match rules {
        RuleSet::Base => ("editor-rules-base", "editor-rules-base-help"),
        RuleSet::SecondStory => (
            "editor-rules-second-story",
            "editor-rules-second-story-help",
        ),
        RuleSet::HighRise => ("editor-rules-high-rise", "editor-rules-high-rise-help"),
        RuleSet::Brownstone => ("editor-rules-brownstone", "editor-rules-brownstone-help"),
    }
}

/// The name of a High Rise setup line in the list: the fourth is Heroic's.
fn line_name(tr: Tr, i: usize) -> String {
    if i == 3 {
        tr.get(terms::level(crate::engine::Difficulty::Heroic))
    } else {
        tr.args("editor-setup-line", &args([("number", (i + 1).into())]))
    }
}

impl EditorScreen {
    /// The Rules section: which expansion the board plays by, and the data
    /// those rules need.
    pub(super) fn rules_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let rules = self.doc.layout().rules;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.get("editor-expansion"));
            for r in RuleSet::ALL {
                let (name, help) = rules_keys(r);
                if ui
                    .selectable_label(rules == r, tr.get(name))
                    .on_hover_text(tr.get(help))
                    .clicked()
                    && r != rules
                {
                    self.commands.push(Command::Edit(vec![Edit::SetRules(r)]));
                }
            }
        });
        match rules {
            RuleSet::Base => {
                ui.label(RichText::new(tr.get(rules_keys(rules).1)).small());
            }
            RuleSet::SecondStory => self.ladders_ui(ui),
            RuleSet::HighRise => {
                self.setup_lines_ui(ui);
                ui.label(RichText::new(tr.get("editor-high-rise-sides")).small());
            }
            RuleSet::Brownstone => {
                ui.label(RichText::new(tr.get("editor-brownstone-sides")).small());
            }
        }
        self.leftover_data_ui(ui, rules);
    }

    /// Data only other rules read, with a button to take it off (the
    /// validator warns about it).
    fn leftover_data_ui(&mut self, ui: &mut Ui, rules: RuleSet) {
        let tr = self.tr();
        let layout = self.doc.layout();
        if rules != RuleSet::SecondStory && layout.ladders.is_some() {
            ui.label(RichText::new(tr.get("editor-leftover-ladders")).small());
            if ui.button(tr.get("editor-remove-ladders")).clicked() {
                self.commands.push(Command::Edit(vec![Edit::RemoveLadders]));
            }
        }
        if rules != RuleSet::HighRise && !layout.setup_lines.is_empty() {
            ui.label(RichText::new(tr.get("editor-leftover-setup-lines")).small());
            if ui.button(tr.get("editor-remove-setup-lines")).clicked() {
                self.commands
                    .push(Command::Edit(vec![Edit::SetSetupLines(Vec::new())]));
            }
        }
    }

    /// 2nd Story: the Engine's ladders and where each one reaches
    /// (2ND-LADDER-1, 2ND-LADDER-3).
    fn ladders_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let layout = self.doc.layout();
        let ladders = layout.ladders.clone().unwrap_or_default();
        let mut supply = ladders.supply;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr.get("editor-ladder-supply"));
            let r = ui
                .add(
                    egui::DragValue::new(&mut supply)
                        .range(1..=MAX_LADDERS)
                        .clamp_existing_to_range(false),
                )
                .labelled_by(l.id)
                .on_hover_text(tr.args(
                    "editor-ladder-supply-hint",
                    &args([("max", MAX_LADDERS.into())]),
                ));
            if r.drag_started() {
                self.commands.push(Command::BeginGesture);
            }
            if r.changed() {
                self.commands
                    .push(Command::Edit(vec![Edit::SetLadderSupply(supply)]));
            }
            if r.drag_stopped() {
                self.commands.push(Command::EndGesture);
            }
        });
        ui.label(RichText::new(tr.get("editor-ladder-tops-intro")).small());
        if ladders.tops.is_empty() {
            ui.label(tr.get("editor-none-yet"));
        }
        // A building has a few dozen: the list scrolls on its own, its bar
        // beside the lines rather than over their ends.
        ui.scope(|ui| {
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            egui::ScrollArea::vertical()
                .id_salt("ladder_tops")
                .max_height(200.0)
                .show(ui, |ui| {
                    for (i, t) in ladders.tops.iter().enumerate() {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(tr.args(
                                "editor-ladder-top",
                                &args([
                                    ("foot", place_name(layout, t.foot).into()),
                                    ("top", place_name(layout, t.top).into()),
                                ]),
                            ));
                            if ui
                                .small_button(tr.args(
                                    "editor-ladder-top-remove",
                                    &args([("number", (i + 1).into())]),
                                ))
                                .clicked()
                            {
                                self.commands
                                    .push(Command::Edit(vec![Edit::RemoveLadderTop { index: i }]));
                            }
                        });
                    }
                });
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr.get("editor-fill-ladder-tops"))
                .on_hover_text(tr.get("editor-fill-ladder-tops-hint"))
                .clicked()
            {
                self.commands.push(Command::FillLadderTops);
            }
            if ui
                .selectable_label(
                    self.tool == Tool::LadderTop,
                    tr.get("editor-ladder-top-tool"),
                )
                .on_hover_text(tr.get("editor-ladder-top-tool-hint"))
                .clicked()
            {
                self.tool = Tool::LadderTop;
                self.pending = None;
            }
        });
    }

    /// High Rise: the fixed column or row of each setup explosion, the
    /// fourth on Heroic (URB-HIGHRISE-SETUP-1).
    fn setup_lines_ui(&mut self, ui: &mut Ui) {
        let tr = self.tr();
        let layout = self.doc.layout();
        let lines = layout.setup_lines.clone();
        let (red, black) = (layout.dice.red, layout.dice.black);
        ui.label(RichText::new(tr.get("editor-setup-lines-intro")).small());
        let mut changed: Option<Vec<SetupLine>> = None;
        let (mut begin, mut end) = (false, false);
        for (i, line) in lines.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let name = line_name(tr, i);
                let l = ui.label(&name);
                let (is_column, mut value) = match *line {
                    SetupLine::Column(v) => (true, v),
                    SetupLine::Row(v) => (false, v),
                };
                let make = |column: bool, v: u8| {
                    if column {
                        SetupLine::Column(v)
                    } else {
                        SetupLine::Row(v)
                    }
                };
                let choices = [
                    (true, "editor-setup-line-column", "column"),
                    (false, "editor-setup-line-row", "row"),
                ];
                for (column, word, choice) in choices {
                    if ui
                        .selectable_label(is_column == column, tr.get(word))
                        .accessible_name(tr.args(
                            "editor-setup-line-choice",
                            &args([("line", name.as_str().into()), ("choice", choice.into())]),
                        ))
                        .clicked()
                        && is_column != column
                    {
                        let mut new = lines.clone();
                        new[i] = make(column, value);
                        changed = Some(new);
                    }
                }
                let sides = if is_column { black } else { red };
                let r = ui
                    .add(
                        egui::DragValue::new(&mut value)
                            .range(1..=sides.max(1))
                            .clamp_existing_to_range(false),
                    )
                    .labelled_by(l.id)
                    .on_hover_text(tr.get(if is_column {
                        "editor-setup-line-column-hint"
                    } else {
                        "editor-setup-line-row-hint"
                    }));
                begin |= r.drag_started();
                end |= r.drag_stopped();
                if r.changed() {
                    let mut new = lines.clone();
                    new[i] = make(is_column, value);
                    changed = Some(new);
                }
                let remove = if i == 3 {
                    tr.get("editor-setup-line-remove-heroic")
                } else {
                    tr.args(
                        "editor-setup-line-remove",
                        &args([("number", (i + 1).into())]),
                    )
                };
                if ui.small_button(remove).clicked() {
                    let mut new = lines.clone();
                    new.remove(i);
                    changed = Some(new);
                }
            });
        }
        let next = tr.get(if lines.len() == 3 {
            "editor-setup-line-add-heroic"
        } else {
            "editor-setup-line-add"
        });
        if ui
            .add_enabled(lines.len() < MAX_SETUP_LINES, egui::Button::new(next))
            .clicked()
        {
            let mut new = lines.clone();
            new.push(SetupLine::Column(1));
            changed = Some(new);
        }
        if begin {
            self.commands.push(Command::BeginGesture);
        }
        if let Some(new) = changed {
            self.commands
                .push(Command::Edit(vec![Edit::SetSetupLines(new)]));
        }
        if end {
            self.commands.push(Command::EndGesture);
        }
    }

    /// High Rise and Brownstone: the side of the building a parking spot
    /// is on (URB-HIGHRISE-LADDER-1, URB-BROWN-3), chosen in the spot's row
    /// of the parking list.
    pub(super) fn spot_side_ui(
        &mut self,
        ui: &mut Ui,
        vehicle: Vehicle,
        index: usize,
        side: Option<Dir>,
    ) {
        if !matches!(
            self.doc.layout().rules,
            RuleSet::HighRise | RuleSet::Brownstone
        ) {
            return;
        }
        let tr = self.tr();
        let mut chosen = side;
        egui::ComboBox::from_id_salt(("spot_side", vehicle, index))
            .selected_text(side_word(tr, side))
            .width(64.0)
            .show_ui(ui, |ui| {
                for (s, word) in SIDES {
                    ui.selectable_value(&mut chosen, s, tr.get(word));
                }
            })
            .response
            .accessible_name(tr.args(
                "editor-spot-side",
                &args([
                    ("vehicle", vehicle_key(vehicle).into()),
                    ("number", (index + 1).into()),
                ]),
            ))
            .on_hover_text(tr.get("editor-spot-side-hint"));
        if chosen != side {
            self.commands.push(Command::Edit(vec![Edit::SetSpotSide {
                vehicle,
                index,
                side: chosen,
            }]));
        }
    }

    /// The Ladder top tool: the first click names the foot (a ground-floor
    /// outside cell), the second, on an upper floor, the top.
    pub(super) fn click_ladder_cell(&mut self, pos: Pos) {
        let kind = self
            .doc
            .layout()
            .floors
            .get(usize::from(pos.floor))
            .and_then(|f| f.cells.get(usize::from(pos.row)))
            .and_then(|row| row.chars().nth(usize::from(pos.col)))
            .and_then(CellKind::from_char);
        match self.pending.take() {
            Some(foot) if pos.floor != foot.floor => {
                self.commands
                    .push(Command::Edit(vec![Edit::AddLadderTop { foot, top: pos }]));
            }
            _ if pos.floor != 0 || kind != Some(CellKind::Outside) => {
                let tr = self.tr();
                let refusal = edit_error(tr, &EditError::NotLadderFoot(pos));
                self.message = Some(Notice::error(tr.args(
                    "editor-ladder-foot-first",
                    &args([("refusal", refusal.into())]),
                )));
            }
            _ => {
                self.pending = Some(pos);
                // The tool's options say what comes next; say more only
                // when the top's floor is not on the screen.
                let tr = self.tr();
                let name = args([("cell", place_name(self.doc.layout(), pos).into())]);
                self.message = if self.floors() < 2 {
                    Some(Notice::info(
                        tr.args("editor-ladder-needs-upper-floor", &name),
                    ))
                } else if !self.side_by_side {
                    Some(Notice::info(
                        tr.args("editor-ladder-show-upper-floor", &name),
                    ))
                } else {
                    None
                };
            }
        }
    }

    /// "Fill in ladder tops", saying how many it added.
    pub(super) fn fill_ladder_tops(&mut self) {
        let added = fill_ladder_tops(self.doc.layout()).len();
        let result = self.doc.apply(Edit::FillLadderTops);
        let tr = self.tr();
        self.message = Some(match result {
            Err(e) => Notice::error(edit_error(tr, &e)),
            Ok(()) if added == 0 => Notice::info(tr.get("editor-no-ladder-top-to-fill")),
            Ok(()) => {
                Notice::done(tr.args("editor-added-ladder-tops", &args([("count", added.into())])))
            }
        });
    }

    /// 2nd Story: a ladder on each foot (with the coordinates its top
    /// reaches) and a marker on each top; the ladder top a problem names
    /// is outlined.
    pub(super) fn draw_ladders(
        &self,
        painter: &egui::Painter,
        floor: u8,
        cell_rect: &dyn Fn(usize, usize) -> egui::Rect,
        size: f32,
    ) {
        let tr = self.tr();
        let layout = self.doc.layout();
        if layout.rules != RuleSet::SecondStory {
            return;
        }
        let Some(ladders) = &layout.ladders else {
            return;
        };
        let wood = Color32::from_rgb(150, 95, 30);
        let font = egui::FontId::proportional((size * 0.16).clamp(7.0, 12.0));
        let printed = |p: Pos| {
            let (red, black) =
                printed_coordinates(layout, p).unwrap_or((i32::from(p.row), i32::from(p.col)));
            crate::text::coords_text(tr.lang, red, black)
        };
        let rect_of = |p: Pos| cell_rect(usize::from(p.row), usize::from(p.col));
        for (i, t) in ladders.tops.iter().enumerate() {
            if t.foot.floor == floor {
                let rect = rect_of(t.foot);
                draw_ladder(painter, rect, size, wood);
                painter.text(
                    rect.center_bottom() + vec2(0.0, -2.0),
                    egui::Align2::CENTER_BOTTOM,
                    tr.args(
                        "editor-ladder-foot-mark",
                        &args([("number", (i + 1).into()), ("cell", printed(t.top).into())]),
                    ),
                    font.clone(),
                    wood,
                );
            }
            if t.top.floor == floor {
                let rect = rect_of(t.top);
                let centre = rect.center();
                painter.circle_stroke(centre, size * 0.2, Stroke::new(2.0, wood));
                painter.text(
                    centre,
                    egui::Align2::CENTER_CENTER,
                    tr.args(
                        "editor-ladder-top-mark",
                        &args([("number", (i + 1).into())]),
                    ),
                    egui::FontId::proportional((size * 0.18).clamp(7.0, 14.0)),
                    wood,
                );
                painter.text(
                    rect.center_bottom() + vec2(0.0, -2.0),
                    egui::Align2::CENTER_BOTTOM,
                    tr.args(
                        "editor-ladder-top-from",
                        &args([("cell", printed(t.foot).into())]),
                    ),
                    font.clone(),
                    wood,
                );
            }
            if self.highlight == Some(Place::LadderTop(i)) {
                for p in [t.foot, t.top] {
                    if p.floor == floor {
                        painter.rect_stroke(
                            rect_of(p),
                            CornerRadius::ZERO,
                            Stroke::new(4.0, Color32::from_rgb(230, 40, 40)),
                            StrokeKind::Inside,
                        );
                    }
                }
            }
        }
    }
}

/// A small ladder: two rails and three rungs in the upper part of a cell.
fn draw_ladder(painter: &egui::Painter, rect: egui::Rect, size: f32, colour: Color32) {
    let stroke = Stroke::new((size * 0.04).clamp(1.0, 3.0), colour);
    let (cx, top, bottom) = (
        rect.center().x,
        rect.top() + size * 0.22,
        rect.top() + size * 0.72,
    );
    let half = size * 0.12;
    for x in [cx - half, cx + half] {
        painter.line_segment([pos2(x, top), pos2(x, bottom)], stroke);
    }
    for k in 1..=3 {
        let y = top + (bottom - top) * k as f32 / 4.0;
        painter.line_segment([pos2(cx - half, y), pos2(cx + half, y)], stroke);
    }
}

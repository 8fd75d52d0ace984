//! The editor's side of the expansion rules a board follows (2nd Story §8,
//! Urban Structures' High Rise and Brownstone §9): the Rules section of the
//! side panel, the sides of parking spots, the Ladder top tool and the
//! ladders drawn on the canvas. Like the rest of the editor it only turns
//! clicks into [`Edit`]s; validation says what a board still lacks.

use egui::{Color32, CornerRadius, RichText, Stroke, StrokeKind, Ui, pos2, vec2};

use super::{Command, EditorScreen, Notice, Tool};
use crate::editor::{Edit, EditError, MAX_SETUP_LINES, Vehicle, fill_ladder_tops};
use crate::engine::board::Place;
use crate::engine::board::layout::{CellKind, RuleSet, SetupLine, place_name, printed_coordinates};
use crate::engine::board::validate::MAX_LADDERS;
use crate::engine::geom::{Dir, Pos};

/// The sides a parking spot can be given, as the side list shows them.
const SIDES: [(Option<Dir>, &str); 5] = [
    (Some(Dir::N), "North"),
    (Some(Dir::E), "East"),
    (Some(Dir::S), "South"),
    (Some(Dir::W), "West"),
    (None, "None"),
];

fn side_word(side: Option<Dir>) -> &'static str {
    SIDES
        .iter()
        .find(|(s, _)| *s == side)
        .map_or("None", |(_, word)| word)
}

/// What each rule set adds, for the selector's tooltips.
fn rules_help(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Base => "The base game: family and experienced rules, no expansion.",
        RuleSet::SecondStory => {
            "2nd Story (§8): an upper floor, portable ladders on the Engine, ladder tops \
             outside the upper floor."
        }
        RuleSet::HighRise => {
            "High Rise (URB-HIGHRISE-*): elevators, the Lobby, the Engine's aerial ladder \
             reaching its side of the building, setup explosions along fixed lines, no Ambulance."
        }
        RuleSet::Brownstone => {
            "Brownstone (URB-BROWN-*): party walls, restricted cells; driving to the other \
             side of the building costs 4 AP, so every spot has a side."
        }
    }
}

/// The name of a High Rise setup line in the list: the fourth is Heroic's.
fn line_name(i: usize) -> String {
    if i == 3 {
        "Heroic".to_owned()
    } else {
        format!("Line {}", i + 1)
    }
}

impl EditorScreen {
    /// The Rules section: which expansion the board plays by, and the data
    /// those rules need.
    pub(super) fn rules_ui(&mut self, ui: &mut Ui) {
        let rules = self.doc.layout().rules;
        ui.horizontal_wrapped(|ui| {
            ui.label("Expansion:");
            for r in RuleSet::ALL {
                if ui
                    .selectable_label(rules == r, r.name())
                    .on_hover_text(rules_help(r))
                    .clicked()
                    && r != rules
                {
                    self.commands.push(Command::Edit(vec![Edit::SetRules(r)]));
                }
            }
        });
        match rules {
            RuleSet::Base => {
                ui.label(RichText::new(rules_help(rules)).small());
            }
            RuleSet::SecondStory => self.ladders_ui(ui),
            RuleSet::HighRise => {
                self.setup_lines_ui(ui);
                ui.label(
                    RichText::new(
                        "Give each engine spot the side of the building its aerial ladder \
                         reaches: Parking spots section (URB-HIGHRISE-LADDER-1).",
                    )
                    .small(),
                );
            }
            RuleSet::Brownstone => {
                ui.label(
                    RichText::new(
                        "Give every parking spot its side of the building in the Parking \
                         spots section: a Drive to the other side costs 4 AP (URB-BROWN-3).",
                    )
                    .small(),
                );
            }
        }
        self.leftover_data_ui(ui, rules);
    }

    /// Data only other rules read, with a button to take it off (the
    /// validator warns about it).
    fn leftover_data_ui(&mut self, ui: &mut Ui, rules: RuleSet) {
        let layout = self.doc.layout();
        if rules != RuleSet::SecondStory && layout.ladders.is_some() {
            ui.label(
                RichText::new("The board lists ladders, which only 2nd Story boards use.").small(),
            );
            if ui.button("Remove the ladders").clicked() {
                self.commands.push(Command::Edit(vec![Edit::RemoveLadders]));
            }
        }
        if rules != RuleSet::HighRise && !layout.setup_lines.is_empty() {
            ui.label(
                RichText::new("The board lists setup lines, which only High Rise boards use.")
                    .small(),
            );
            if ui.button("Remove the setup lines").clicked() {
                self.commands
                    .push(Command::Edit(vec![Edit::SetSetupLines(Vec::new())]));
            }
        }
    }

    /// 2nd Story: the Engine's ladders and where each one reaches
    /// (2ND-LADDER-1, 2ND-LADDER-3).
    fn ladders_ui(&mut self, ui: &mut Ui) {
        let layout = self.doc.layout();
        let ladders = layout.ladders.clone().unwrap_or_default();
        let mut supply = ladders.supply;
        ui.horizontal(|ui| {
            let l = ui.label("Ladders on the Engine");
            let r = ui
                .add(
                    egui::DragValue::new(&mut supply)
                        .range(1..=MAX_LADDERS)
                        .clamp_existing_to_range(false),
                )
                .labelled_by(l.id)
                .on_hover_text(format!("1 to {MAX_LADDERS}; the box has 4 (2ND-LADDER-1)"));
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
        ui.label(
            RichText::new(
                "Ladder tops: where a ladder raised on a ground-floor outside cell reaches \
                 on the upper floor (2ND-LADDER-3).",
            )
            .small(),
        );
        if ladders.tops.is_empty() {
            ui.label("None yet.");
        }
        // A building has a few dozen: the list scrolls on its own.
        egui::ScrollArea::vertical()
            .id_salt("ladder-tops")
            .max_height(200.0)
            .show(ui, |ui| {
                for (i, t) in ladders.tops.iter().enumerate() {
                    ui.horizontal(|ui| {
                        ui.label(format!(
                            "{} to {}",
                            place_name(layout, t.foot),
                            place_name(layout, t.top)
                        ));
                        if ui
                            .small_button(format!("Remove ladder top {}", i + 1))
                            .clicked()
                        {
                            self.commands
                                .push(Command::Edit(vec![Edit::RemoveLadderTop { index: i }]));
                        }
                    });
                }
            });
        ui.horizontal_wrapped(|ui| {
            if ui
                .button("Fill in ladder tops")
                .on_hover_text(
                    "For every ground-floor outside cell by the building whose cell above \
                     is outside the upper floor's building: a ladder top there",
                )
                .clicked()
            {
                self.commands.push(Command::FillLadderTops);
            }
            if ui
                .selectable_label(self.tool == Tool::LadderTop, "Ladder top tool")
                .on_hover_text("Click a foot, then the cell its top reaches")
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
        let layout = self.doc.layout();
        let lines = layout.setup_lines.clone();
        let (red, black) = (layout.dice.red, layout.dice.black);
        ui.label(
            RichText::new(
                "Setup explosions: each on a fixed column (the red die picks the row) or a \
                 fixed row (the black die picks the column); 3 lines, a 4th for Heroic \
                 (URB-HIGHRISE-SETUP-1).",
            )
            .small(),
        );
        let mut changed: Option<Vec<SetupLine>> = None;
        let (mut begin, mut end) = (false, false);
        for (i, line) in lines.iter().enumerate() {
            ui.horizontal(|ui| {
                let name = line_name(i);
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
                for (column, word) in [(true, "Column"), (false, "Row")] {
                    if ui
                        .selectable_label(is_column == column, word)
                        .accessible_name(format!("{name} {}", word.to_lowercase()))
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
                    .on_hover_text(if is_column {
                        "The column: a value of the black die"
                    } else {
                        "The row: a value of the red die"
                    });
                begin |= r.drag_started();
                end |= r.drag_stopped();
                if r.changed() {
                    let mut new = lines.clone();
                    new[i] = make(is_column, value);
                    changed = Some(new);
                }
                let remove = if i == 3 {
                    "Remove the Heroic line".to_owned()
                } else {
                    format!("Remove line {}", i + 1)
                };
                if ui.small_button(remove).clicked() {
                    let mut new = lines.clone();
                    new.remove(i);
                    changed = Some(new);
                }
            });
        }
        let next = if lines.len() == 3 {
            "Add the Heroic line"
        } else {
            "Add a setup line"
        };
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
        let title = match vehicle {
            Vehicle::Ambulance => "Ambulance",
            Vehicle::Engine => "Engine",
        };
        let mut chosen = side;
        egui::ComboBox::from_id_salt(("spot-side", vehicle, index))
            .selected_text(side_word(side))
            .width(64.0)
            .show_ui(ui, |ui| {
                for (s, word) in SIDES {
                    ui.selectable_value(&mut chosen, s, word);
                }
            })
            .response
            .accessible_name(format!("{title} {} side", index + 1))
            .on_hover_text("The side of the building the spot is on");
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
                self.message = Some(Notice::error(format!(
                    "{} Click the ladder's foot first.",
                    EditError::NotLadderFoot(pos)
                )));
            }
            _ => {
                self.pending = Some(pos);
                // The tool's options say what comes next; say more only
                // when the top's floor is not on the screen.
                let name = place_name(self.doc.layout(), pos);
                self.message = if self.floors() < 2 {
                    Some(Notice::info(format!(
                        "Ladder from {name}: the board needs an upper floor for its top."
                    )))
                } else if !self.side_by_side {
                    Some(Notice::info(format!(
                        "Ladder from {name}: now show the upper floor (Page Up) and click the cell its top reaches."
                    )))
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
        self.message = Some(match result {
            Err(e) => Notice::error(e.to_string()),
            Ok(()) if added == 0 => Notice::info(
                "No cell to fill: every ground outside cell by the building with an outside \
                 cell above it by the upper floor's building already has a top.",
            ),
            Ok(()) if added == 1 => Notice::done("Added 1 ladder top."),
            Ok(()) => Notice::done(format!("Added {added} ladder tops.")),
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
            format!("{red},{black}")
        };
        let rect_of = |p: Pos| cell_rect(usize::from(p.row), usize::from(p.col));
        for (i, t) in ladders.tops.iter().enumerate() {
            if t.foot.floor == floor {
                let rect = rect_of(t.foot);
                draw_ladder(painter, rect, size, wood);
                painter.text(
                    rect.center_bottom() + vec2(0.0, -2.0),
                    egui::Align2::CENTER_BOTTOM,
                    format!("L{} to {}", i + 1, printed(t.top)),
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
                    format!("L{}", i + 1),
                    egui::FontId::proportional((size * 0.18).clamp(7.0, 14.0)),
                    wood,
                );
                painter.text(
                    rect.center_bottom() + vec2(0.0, -2.0),
                    egui::Align2::CENTER_BOTTOM,
                    format!("top from {}", printed(t.foot)),
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

//! A line of feedback shown to the player (a notice): news, a success or
//! a refusal, each in its own colour.

use egui::{Color32, RichText, Ui};

/// What a line of feedback is, which decides its colour: news in the text
/// colour, a success in green, a refusal or failure in red (a "Saved to …"
/// must never look like an error).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// News: "Nothing to undo", "now click the other end".
    Info,
    /// Something asked for was done: "Saved to …", "Added Floor 2".
    Done,
    /// Refused or failed, with the reason.
    Error,
}

/// A line of feedback for the user, with its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub kind: NoticeKind,
}

/// The colour of failures and refusals, on light and dark backgrounds.
pub const ERROR_COLOUR: Color32 = Color32::from_rgb(190, 60, 20);

impl Notice {
    pub fn info(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Info,
        }
    }

    pub fn done(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Done,
        }
    }

    pub fn error(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Error,
        }
    }

    pub fn is_error(&self) -> bool {
        self.kind == NoticeKind::Error
    }

    /// The colour the notice is drawn in with `visuals`.
    pub fn colour(&self, visuals: &egui::Visuals) -> Color32 {
        match self.kind {
            NoticeKind::Info => visuals.strong_text_color(),
            NoticeKind::Done if visuals.dark_mode => Color32::from_rgb(110, 200, 120),
            NoticeKind::Done => Color32::from_rgb(20, 120, 40),
            NoticeKind::Error => ERROR_COLOUR,
        }
    }

    /// Draws the notice as a label in its colour.
    pub fn ui(&self, ui: &mut Ui) -> egui::Response {
        let colour = self.colour(ui.visuals());
        ui.label(RichText::new(&self.text).color(colour))
    }
}

/// For screens that still keep their message as plain text: the words
/// without the kind.
impl From<Notice> for String {
    fn from(notice: Notice) -> String {
        notice.text
    }
}

//! The UI's side of the translations (issue 16): which language a frame is
//! drawn in, the look-ups ([`Tr`]) and the Language menu.
//!
//! The app keeps the language in its settings and puts it into the egui
//! [`Context`] at the start of every frame, so code deep inside a screen
//! reaches it without it being passed through every call; a harness without
//! the app (a test of one dialog) gets English. A choice made in the menu is
//! left in the context for the app to take, save and use from then on.

use egui::{Context, Id, Ui};

use crate::i18n::{FluentArgs, Lang, Texts};

/// Where the frame's language is kept in the context.
fn lang_id() -> Id {
    Id::unique("flashpoint-language")
}

/// Where a language chosen in the menu waits for the app.
fn choice_id() -> Id {
    Id::unique("flashpoint-language-choice")
}

/// The language the frame is drawn in (English when the app did not say).
pub fn lang(ctx: &Context) -> Lang {
    ctx.data(|d| d.get_temp::<Lang>(lang_id()))
        .unwrap_or_default()
}

/// Sets the language the frame is drawn in.
pub fn set_lang(ctx: &Context, lang: Lang) {
    ctx.data_mut(|d| d.insert_temp(lang_id(), lang));
}

/// The language chosen in the menu since the last call, if any.
pub fn take_choice(ctx: &Context) -> Option<Lang> {
    ctx.data_mut(|d| d.remove_temp::<Option<Lang>>(choice_id()))
        .flatten()
}

/// The frame's look-ups: the messages in the context's language.
#[derive(Clone, Copy)]
pub struct Tr {
    pub lang: Lang,
    texts: &'static Texts,
}

impl Tr {
    /// The look-ups in the language of `ctx`.
    pub fn of(ctx: &Context) -> Tr {
        Tr::new(lang(ctx))
    }

    pub fn new(lang: Lang) -> Tr {
        Tr {
            lang,
            texts: Texts::shared(),
        }
    }

    /// The message `key`.
    pub fn get(&self, key: &str) -> String {
        self.texts.get(self.lang, key)
    }

    /// The message `key` with its variables (see [`crate::i18n::args`]).
    pub fn args(&self, key: &str, args: &FluentArgs) -> String {
        self.texts.get_args(self.lang, key, args)
    }
}

/// The Language menu: the four languages, each by its own name (so a
/// player finds theirs whatever the screen is in). A choice takes effect
/// at once, in this frame, and is saved by the app.
pub fn menu(ui: &mut Ui) {
    let current = lang(ui.ctx());
    ui.menu_button(Tr::new(current).get("menu-language"), |ui| {
        for l in Lang::ALL {
            if ui.selectable_label(l == current, l.own_name()).clicked() {
                set_lang(ui.ctx(), l);
                ui.ctx().data_mut(|d| d.insert_temp(choice_id(), Some(l)));
                ui.close();
            }
        }
    });
}

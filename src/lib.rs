//! Flash Point: Fire Rescue — the rules engine, the bots, the command line,
//! and the desktop game and board editor.

#![forbid(unsafe_code)]
// Module headers point readers of the source to the private parts that do
// the work (a screen's panels, a helper it calls).
#![allow(rustdoc::private_intra_doc_links)]

pub mod app;
pub mod bot;
pub mod cli;
pub mod editor;
pub mod engine;
pub mod files;
pub mod i18n;
pub mod script;
pub mod session;
pub mod sim;
pub mod text;

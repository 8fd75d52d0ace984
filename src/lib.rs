//! Flash Point: Fire Rescue — rules engine, command line and (later) the
//! desktop game and board editor.

#![forbid(unsafe_code)]

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

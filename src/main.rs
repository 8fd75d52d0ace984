//! The `flashpoint` command: parses the command line and hands over to
//! [`flashpoint::cli`].

#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = flashpoint::cli::Cli::parse();
    let mut out = std::io::stdout().lock();
    match flashpoint::cli::run(cli, &mut out) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        Err(e) => {
            eprintln!("flashpoint: {e:#}");
            ExitCode::FAILURE
        }
    }
}

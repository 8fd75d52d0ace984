//! The `flashpoint` command: parses the command line and hands over to
//! [`flashpoint::cli`].

#![forbid(unsafe_code)]

use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = flashpoint::cli::Cli::try_parse_noting_rules(std::env::args_os())
        .unwrap_or_else(|e| e.exit());
    let mut out = std::io::stdout().lock();
    match flashpoint::cli::run(cli, &mut out) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        Err(e) => {
            eprintln!("flashpoint: {}", report(&e));
            ExitCode::FAILURE
        }
    }
}

/// The error and its causes, each said once. The program's own errors
/// already include their cause in their message (the app shows that message
/// alone), so a cause is added only when the text so far does not contain
/// it: `anyhow`'s `{:#}` would print every cause again, and an invalid
/// board's problem list two or three times.
fn report(error: &anyhow::Error) -> String {
    let mut text = error.to_string();
    for cause in error.chain().skip(1) {
        let cause = cause.to_string();
        if !text.contains(&cause) {
            text.push_str(": ");
            text.push_str(&cause);
        }
    }
    text
}

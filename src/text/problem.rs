//! How a board problem reads to the person who drew the board: the
//! validator's findings ([`crate::engine::board::validate::Problem`]) in words.

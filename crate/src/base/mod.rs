//! What every layer reads: the one error type ([`error`]) and the limits a user meets ([`limits`]).

pub mod error;
pub mod limits;

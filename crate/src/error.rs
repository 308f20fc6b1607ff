//! The one error type of the core: every failure says what is wrong and, for text, where.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Bad notation: `column` is 1-based and counts characters of the text as typed.
    Parse { message: String, column: usize },
    /// An explicit graph has a cycle; the vertices are listed in cycle order.
    Cycle(Vec<u32>),
    /// A request that is well formed but not allowed (too large, out of range, …).
    Invalid(String),
}

impl Error {
    pub fn parse(message: impl Into<String>, column: usize) -> Self {
        Error::Parse {
            message: message.into(),
            column,
        }
    }

    pub fn invalid(message: impl Into<String>) -> Self {
        Error::Invalid(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse { message, column } => write!(f, "{message} at column {column}"),
            Error::Cycle(cycle) => {
                let path: Vec<String> = cycle.iter().chain(cycle.first()).map(u32::to_string).collect();
                write!(f, "the graph has a cycle: {}", path.join(" > "))
            }
            Error::Invalid(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

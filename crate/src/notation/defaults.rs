//! The library's edge for a caller who states no limits (a test, an example, a script): the notation read with no
//! game defined and [`Limits::DEFAULT`], the limits a worker and the command line take. Below the edges nothing calls
//! these (crate/tests/limits.rs): the core is given its caller's [`Defined`] and limits.

use super::{parse_family_in, parse_game_in, parse_position_in, Defined};
use crate::base::error::Result;
use crate::base::limits::Limits;
use crate::game::{Family, Game, Position};

/// No game defined; the default limits.
impl Default for Defined {
    fn default() -> Defined {
        Defined::with_limits(Limits::DEFAULT)
    }
}

/// [`parse_game_in`] with no game defined, under the default limits.
pub fn parse_game(text: &str) -> Result<Game> {
    parse_game_in(text, &Defined::default())
}

/// [`parse_family_in`] with no game defined, under the default limits.
pub fn parse_family(text: &str) -> Result<Family> {
    parse_family_in(text, &Defined::default())
}

/// [`parse_position_in`] with no game defined, under the default limits.
pub fn parse_position(text: &str) -> Result<Position> {
    parse_position_in(text, &Defined::default())
}

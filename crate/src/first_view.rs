//! The first-view build (cargo feature `first-view`): what a page downloads first on its main thread, so that an
//! element in a blog post comes down small. It plays heap games (`nim`, `sub(…)`, octal codes, graphs, and their
//! misère forms) and answers the calls their first view makes; every other family and export refuses with
//! [`Code::NotInFirstView`], and the page then loads the whole engine (www/core/guard.js) or asks its worker, which
//! always has it. The refusals are checked against constants, so the compiler drops the code behind them.

use crate::error::{Code, Error, Message, Result};
use crate::game::{Family, Game};

/// Whether this is the first-view build.
pub const BUILD: bool = cfg!(feature = "first-view");

/// The refusal of `what` (an export's name, a family's text) in the first-view build.
pub fn refusal(what: &str) -> Error {
    Error::new(Message::new(Code::NotInFirstView).arg("what", what))
}

/// `family` (written `text` at `column`), or in the first-view build the refusal of a family it does not play. Said
/// with its text: the build cannot name the other families itself.
pub fn family(family: Family, text: &[char], column: usize) -> Result<Family> {
    let plays = match &family {
        Family::Heaps(game) | Family::Misere(game) => !matches!(game, Game::Rules(_)),
        _ => false,
    };
    if BUILD && !plays {
        let text: String = text.iter().collect();
        return Err(Error::at_column(
            Message::new(Code::NotInFirstView).arg("what", text.trim()),
            column,
        ));
    }
    Ok(family)
}

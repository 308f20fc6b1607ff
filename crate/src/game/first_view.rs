//! The first-view build (cargo feature `first-view`): what a page downloads first on its main thread, so that an
//! element in a blog post comes down small. It plays heap games (`nim`, `sub(…)`, octal codes, graphs, and their
//! misère forms) and answers the calls their first view makes; every other family refuses with
//! [`Code::NotInFirstView`] and the exports a first view never makes are left out (the page's guard refuses them
//! alike); the page then loads the whole engine (www/core/guard.js) or asks its worker, which always has it. The
//! refusals are checked against constants, so the compiler drops the code behind them; splitting codes are solved
//! by their definition (crate::solve::defined), and the rules machine is not compiled in.

use crate::base::error::{Code, Error, Message, Result};
use crate::game::{Family, Game, Octal};

/// Whether this is the first-view build.
pub const BUILD: bool = cfg!(feature = "first-view");

/// The exports that build leaves out (each is marked `#[cfg(not(feature = "first-view"))]` and names itself in
/// `first_view_lacks!`, which checks at compile time that it is listed here), so that `requestCost` never offers them
/// to the main thread; the page's guard refuses a call of one there with NotInFirstView.
pub const LACKS: &[&str] = &[
    "checkRule",
    "computerMove",
    "contestAnswers",
    "defineRules",
    "exercise",
    "findMove",
    "findPatterns",
    "gamblingNim",
    "gamblingTrace",
    "genus",
    "graphValuesFromEdges",
    "importHdu1524",
    "judgeAnswer",
    "layoutGrid",
    "layoutPosition",
    "memoTrace",
    "misereQuotient",
    "patternCpp",
    "positionTable",
    "positionTrace",
    "quotientTrace",
    "predictPatterns",
    "ruleGrid",
    "sgTableText",
    "theoryTrace",
    "xorTrace",
];

/// Whether `name` is in [`LACKS`] (a const fn: `first_view_lacks!` asks at compile time).
pub const fn listed(name: &str) -> bool {
    let mut k = 0;
    while k < LACKS.len() {
        let (a, b) = (LACKS[k].as_bytes(), name.as_bytes());
        if a.len() == b.len() {
            let mut i = 0;
            while i < a.len() && a[i] == b[i] {
                i += 1;
            }
            if i == a.len() {
                return true;
            }
        }
        k += 1;
    }
    false
}

/// The longest table of a splitting code that build solves. It solves them by their definition, O(n²): 0.161, which
/// proves no period, takes about 1.9 s to 2^15 under Node, where a first view draws a few hundred heaps (the page sends
/// longer tables to its worker). A longer one is refused, so that a call made before the whole engine is loaded
/// cannot hold the page for minutes (0.161 to 2^20 would take about half an hour there).
pub const MAX_SPLIT_VALUES: usize = 1 << 15;

/// In the first-view build, the refusal of G(0) … G(n − 1) of a splitting code past [`MAX_SPLIT_VALUES`].
pub fn split_table(code: &Octal, n: usize) -> Result<()> {
    if BUILD && n > MAX_SPLIT_VALUES {
        return Err(Error::new(refusal(&format!("{code}: G(0…{})", n - 1))));
    }
    Ok(())
}

/// The refusal of `what` (an export's name, a family's text) in the first-view build.
pub fn refusal(what: &str) -> Message {
    Message::new(Code::NotInFirstView).arg("what", what)
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
        return Err(Error::at_column(refusal(text.trim()), column));
    }
    Ok(family)
}

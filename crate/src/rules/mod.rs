//! The rules of every family, one module each behind the [`Rules`] trait; [`of`] is the one place that looks at which
//! family a component is. A family knows its moves (in move order, lazily), how many there can be (so work is refused
//! before it starts), the canonical form of a state (for the generic search's memo), and, where one is known, a
//! closed-form rule: an SG value or just who wins. The generic search ([`crate::engine::search`]) checks every rule in tests.

pub mod boxes;
pub mod every;
pub mod genus;
pub mod geography;
pub mod heaps;
pub mod loopy;
pub mod moore;
mod moves;
pub mod picture;
pub mod quotient;
pub mod quotient_trace;
pub mod staircase;
pub mod stoned;
pub mod thanos;
pub mod tree;
pub mod written;
pub mod wythoff;

use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::{Component, Family};
use serde::Serialize;

pub use moves::{
    amounts, combinations, describe, sorted_key, summary, take_many_between, take_many_bound, take_many_moves,
};

/// What a move does, in numbers: the page words it in either language from these (the core's `text` is English).
/// Heap indices count from 0 within the component.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Action {
    /// Take `take` stones from heap `heap` (of `from` stones), leaving the heaps `to` (none, one, or two after a
    /// split; `take` is 0 for a split without removal).
    Take {
        heap: usize,
        from: u32,
        take: u32,
        to: Vec<u32>,
    },
    /// Move token `heap` of a graph from vertex `from` to vertex `to`.
    Token { heap: usize, from: u32, to: u32 },
    /// Staircase Nim: carry `count` stones from step `step` (1-based, = heap index + 1) to step `step − 1` (0 is the
    /// floor).
    Carry { step: usize, count: u32 },
    /// Open the closed boxes `boxes`.
    Open { boxes: Vec<usize> },
    /// Take `takes[j]` stones from heap `heaps[j]`, all in one move (Thanos Nim, Moore's Nim-k, Wythoff's diagonal).
    TakeMany { heaps: Vec<usize>, takes: Vec<u32> },
    /// Hackenbush: cut the edge above vertex `vertex` (its index in the level sequence); `edges` fall with it.
    Cut { vertex: usize, edges: u32 },
    /// Hackenbush on a picture: cut edge `edge` (its index), between vertices `a` and `b`; `falls` more edges no
    /// longer reach the ground and fall with it.
    CutEdge { edge: usize, a: u32, b: u32, falls: u32 },
    /// A move of a rules game (a user's own): state `heap` (its numbers `from`) is replaced by the states whose
    /// numbers are `to`, one after another (none, one, or several: a sum).
    Replace { heap: usize, from: Vec<u32>, to: Vec<u32> },
}

/// A component's moves, lazily, in move order (see [`Rules::moves`]).
pub type Moves<'a> = Box<dyn Iterator<Item = MoveTo> + 'a>;

/// One move of a component: what it does, and the component it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTo {
    pub action: Action,
    pub next: Component,
}

/// The steps of the theory that decides a family of its own, as the page draws them (`theoryTrace`): each kind is
/// built in its family's file ([`Rules::trace`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Trace {
    Colon(tree::ColonTrace),
    Fusion(picture::FusionTrace),
    Every(every::EveryTrace),
    Matching(geography::GeographyTrace),
}

/// The computer's move by a family's own rule: the move, the outcome it keeps, and the rule that chose it (the page
/// says it), if one did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMove {
    pub to: MoveTo,
    pub outcome: crate::theory::loopy::Outcome,
    pub rule: Option<Rule>,
}

/// A closed-form rule that decided a position, with the numbers it looked at (the page explains it from these).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "id", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Rule {
    /// Misère Nim (HDU 1907/2509): the class S0, S1, S2, T0 or T2 from the number of heaps of 2 or more (`big`),
    /// of heaps of 1 (`lone`), and the XOR. S1, S2, T0: the player to move wins; S0, T2: loses.
    MisereNim {
        class: &'static str,
        big: usize,
        lone: usize,
        xor: u32,
    },
    /// The SJ theorem for a misère sum whose states of value 0 are all ends and whose moves never split: the heaps'
    /// `values`, their XOR, and how
    /// many are above 1 (`big`). The player to move wins when XOR ≠ 0 and big > 0, or XOR = 0 and big = 0.
    Sj { values: Vec<u32>, xor: u32, big: usize },
    /// A misère sum of tame heaps (Conway): the heaps' `genera` ("2^{20} + 3^{31}"), their values' XOR and how many heaps play as heaps of
    /// 2 or more (`big`); misère Nim's rule on those.
    Genus { genera: String, xor: u32, big: usize },
    /// A misère sum decided by the game's misère quotient (Plambeck and Siegel): each heap's image Φ(h) and their
    /// `product` in Q, in normal form, which is in the P-portion exactly when the player to move loses.
    Quotient {
        order: usize,
        images: Vec<String>,
        product: String,
        p: bool,
    },
    /// Staircase Nim: SG = the XOR of the piles on odd steps.
    Staircase { xor: u32 },
    /// Boxes with no closed subset whose XOR is 0: SG = the XOR of the open boxes.
    BoxesIndependent { xor: u32 },
    /// Boxes where some closed subset has XOR 0 and the open XOR is in the span of the closed boxes: the player to
    /// move wins (by opening all but an independent set, leaving open XOR 0).
    BoxesSpan { xor: u32, rank: usize, closed: usize },
    /// Stoned Game: a heap the player to move may take from holds more than all the others together.
    StonedDominant { heap: usize, size: u32, rest: u64 },
    /// Stoned Game: the heap the last move took from holds more than all the others together.
    StonedBlocked { heap: usize, size: u32, rest: u64 },
    /// Stoned Game, no heap dominates: the player to move wins if the total is odd.
    StonedParity { total: u64 },
    /// Thanos Nim: the player to move wins when at most n/2 heaps hold the least number of stones.
    Thanos { least: u32, count: usize, half: usize },
    /// Moore's Nim-k: a P-position when in every binary column the number of 1s is a multiple of k + 1; `column` is
    /// the highest column where it is not (none: a P-position).
    Moore { k: u32, column: Option<u32>, ones: usize },
    /// Wythoff's game: P-positions are the pairs (⌊nφ⌋, ⌊nφ⌋ + n); `pair` is n when (a, b) is one.
    Wythoff { pair: Option<u32> },
    /// Geography: every maximum matching (of `size` edges) of the vertices not yet left covers the token's vertex:
    /// the player to move wins.
    MatchingCovered { size: u32 },
    /// Geography: a maximum matching (of `size` edges) of the vertices not yet left misses the token's vertex: the
    /// player to move loses.
    MatchingMissed { size: u32 },
    /// Geography: the move along the token's edge `from`–`to` of a maximum matching (of `size` edges) of the vertices
    /// not yet left, every one of which covers `from`: the computer's winning move.
    MatchingMove { from: u32, to: u32, size: u32 },
    /// The colon principle on a tree: each branch on the ground is worth 1 + what hangs from it (`branches`), and
    /// the tree their XOR (`value`).
    Colon { branches: Vec<u32>, value: u32 },
    /// A sum of states of a user's game: SG = the XOR of the states' values (`values`, in order).
    Sum { values: Vec<u32>, xor: u32 },
    /// Every-SG: each heap's step count (`steps`, in order); the player to move wins when the `largest` is odd.
    EverySg { steps: Vec<u32>, largest: u32 },
    /// Hackenbush on a picture: the fusion principle (`loops` edges on cycles, in `parts` fused parts, become loops
    /// worth 1 each), then the colon principle: SG = `value`.
    Fusion { parts: usize, loops: usize, value: u32 },
    /// Tokens on a graph with cycles: each token's generalised SG value (`values`, in order) and the sum's `outcome`
    /// by Smith's rule (see [`loopy`]).
    Loopy {
        values: Vec<crate::theory::loopy::Gsg>,
        /// The XOR of the finite values.
        xor: u32,
        outcome: crate::theory::loopy::Outcome,
    },
}

impl Rule {
    /// Whether the rule decides from the XOR of values that the XOR view can show column by column.
    pub fn reads_xor(&self) -> bool {
        matches!(self, Rule::MisereNim { .. } | Rule::Sj { .. })
    }

    /// Whether the rule says neither player can force a win (a loopy game drawn).
    pub fn is_draw(&self) -> bool {
        matches!(
            self,
            Rule::Loopy {
                outcome: crate::theory::loopy::Outcome::Draw,
                ..
            }
        )
    }

    /// The rule and its numbers in English (the CLI's wording; the page says it in either language): each family
    /// words its own rules.
    pub fn explain(&self) -> String {
        match self {
            Rule::MisereNim { .. } | Rule::Sj { .. } | Rule::Genus { .. } | Rule::Quotient { .. } => {
                heaps::explain(self)
            }
            Rule::Staircase { .. } => staircase::explain(self),
            Rule::BoxesIndependent { .. } | Rule::BoxesSpan { .. } => boxes::explain(self),
            Rule::StonedDominant { .. } | Rule::StonedBlocked { .. } | Rule::StonedParity { .. } => {
                stoned::explain(self)
            }
            Rule::Thanos { .. } => thanos::explain(self),
            Rule::Moore { .. } => moore::explain(self),
            Rule::Wythoff { .. } => wythoff::explain(self),
            Rule::Colon { .. } => tree::explain(self),
            Rule::Sum { .. } => written::explain(self),
            Rule::EverySg { .. } => every::explain(self),
            Rule::Fusion { .. } => picture::explain(self),
            Rule::Loopy { .. } => loopy::explain(self),
            Rule::MatchingCovered { .. } | Rule::MatchingMissed { .. } | Rule::MatchingMove { .. } => {
                geography::explain(self)
            }
        }
    }
}

/// What a rule says about a component: its SG value when the rule gives one, and whether the player to move wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub sg: Option<u32>,
    pub wins: bool,
    pub rule: Rule,
}

/// Moves found by a rule: every move of the kind asked for when `exact`, else some (at least one) of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub moves: Vec<MoveTo>,
    pub exact: bool,
}

/// Why a family refuses heaps as written: the message and the heap it is about (its mark when `at_mark`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    pub message: Message,
    pub heap: Option<usize>,
    pub at_mark: bool,
}

impl ShapeError {
    pub fn new(message: impl Into<Message>, heap: Option<usize>) -> ShapeError {
        ShapeError {
            message: message.into(),
            heap,
            at_mark: false,
        }
    }
}

/// The most moves [`Rules::find_move`]'s default enumerates to recognise a move.
pub const FIND_LIMIT: u64 = 1 << 20;

/// The rules of one family.
pub trait Rules {
    /// The family as the notation writes it: `staircase`, `moore(2)`, `misere(nim)`, `0.77`.
    fn text(&self) -> String;

    /// Whether heaps (and marks) as written are a position of the family, under the caller's `limits`. By default
    /// any number of heaps, no marks.
    fn check_shape(&self, _heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        no_marks(&self.text(), marks)
    }

    /// Every move, in move order, lazily (a heap of a billion stones has a billion moves; callers bound the work
    /// with [`Rules::move_bound`] first). A rules game that fails (out of steps, a number out of range) fails here,
    /// before any move is listed: moves it could not list are never taken for "no moves".
    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>>;

    /// An upper bound on the number of moves, cheap to compute (saturating). A rules game that fails counts no
    /// moves: [`Rules::moves`] says why.
    fn move_bound(&self, c: &Component) -> u64;

    /// The state as the search remembers it: equal for positions that are the same game (heaps in any order, say).
    fn key(&self, c: &Component) -> Vec<u32>;

    /// A lower bound on the positions (as [`Rules::key`] tells them apart) that a search from `c` must visit, `c`
    /// included, where the family can say one cheaply: the search refuses at once what it could only refuse after
    /// filling its memo. 1 where nothing is known.
    fn reach(&self, _c: &Component) -> f64 {
        1.0
    }

    /// What the family's positions are: how their numbers read, whether they can come back. By default heaps.
    fn shape(&self) -> Shape {
        Shape::HEAPS
    }

    /// The computer's move and the outcome of `c`, for a family that chooses it by its own rule rather than by the
    /// search (positions that repeat, a theorem's move); `None` to leave it to the search and the winning moves.
    fn computer_move(&self, _c: &Component) -> Option<ComputerMove> {
        None
    }

    /// The steps of the family's own theory for the position `c` (the colon principle, fusion, Every-SG's step
    /// counts, matchings), for its view; `None` for a family without one.
    fn trace(&self, _c: &Component) -> Option<Trace> {
        None
    }

    /// Whether the player who cannot move wins.
    fn misere(&self) -> bool {
        false
    }

    /// The closed-form rule, where one applies within the caller's `limits` (a misère quotient is built under them);
    /// an error where a rules game fails while it is worked out.
    fn verdict(&self, _c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        Ok(None)
    }

    /// Moves to a component of SG value `target`, found by the rule without trying every move (only for rules that
    /// give SG values).
    fn moves_to_value(&self, _c: &Component, _target: u32) -> Option<Listing> {
        None
    }

    /// The winning moves of the component played alone, found by the rule within the caller's `limits`.
    fn winning_moves(&self, _c: &Component, _: &Limits) -> Option<Listing> {
        None
    }

    /// The move from `c` to `next` (same family), if there is one. By default by trying every move.
    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        if self.move_bound(c) > FIND_LIMIT {
            return None;
        }
        self.moves(c)
            .ok()?
            .find(|m| m.next.heaps == next.heaps && m.next.marks == next.marks)
            .map(|m| m.action)
    }

    /// The move in English, e.g. "take 12 from 39".
    fn describe(&self, c: &Component, action: &Action) -> String {
        describe(c, action)
    }

    /// What the page needs to know of the family before it has a position: see [`FamilyInfo`].
    fn info(&self) -> FamilyInfo;

    /// The work of answering `c` (in table cells) under the caller's `limits`, when the family knows it without
    /// solving anything; `None`: the cost of its rule or of a search, estimated by [`crate::engine::cost`].
    fn work(&self, _c: &Component, _: &Limits) -> Option<u64> {
        None
    }
}

/// What a family's positions are, as the notation, the printer, the search and the page read them: each family states
/// its own ([`Rules::shape`]), so a new kind of position adds a field here, not a method to every family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// How many numbers one state has: 1 (a heap), or 2 (a user's `(w, h)` state, an edge `(a, b)`), written in
    /// brackets.
    pub arity: usize,
    /// The text of a component with nothing left, for a family whose states can all be gone (a picture cut down to
    /// the bare ground: `0`).
    pub empty: Option<&'static str>,
    /// Whether positions can come back (a graph with cycles): the search, which would go round a cycle, does not
    /// take them, and the component stands alone in a position.
    pub repeats: bool,
    /// Whether the numbers are the vertices one token stood on, its own last (geography), not heaps: the page shows
    /// them as a walk.
    pub walk: bool,
}

impl Shape {
    /// Heaps: one number a state, never gone, never back.
    pub const HEAPS: Shape = Shape {
        arity: 1,
        empty: None,
        repeats: false,
        walk: false,
    };
}

/// How the page treats a family: its kind, the name it goes by (a key the page translates), whether it has a table
/// G(n) of single heaps, what a `*` mark means in it, and a position to show when none is given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FamilyInfo {
    /// The family as the notation writes its keyword: "heaps" (a heap game), "misere", "every", "rules" (a user's
    /// game of two-number states), "loopy" (a graph with cycles), or a keyword of [`KEYWORDS`], "moore".
    pub family: &'static str,
    /// The game's name as a key ("kayles", "dawson", "grundy", "bash", "nim", "subtraction", "allbut", "octal",
    /// "graph", or the family's own), when it has one.
    pub name: &'static str,
    /// Whether the game has a table G(0), G(1), … of single heaps (only heap games in normal play do).
    pub table: bool,
    pub misere: bool,
    /// What a `*` on a heap means: "open" (boxes), "blocked" (stoned), or none.
    pub mark: Option<&'static str>,
    /// The views that have something to show for the family, by the page's ids: `graph`, `mex`, `xor`, `table` (of
    /// single heaps, or of positions that vary the first two heaps), `grid` (a game of two-number states), `play`,
    /// `memo` (note 003's table of two heaps), `quotient` (a misère heap game with a misère quotient), and a theory's own: `tree`, `fusion`, `every`, `matching`. The page offers no
    /// other; a view may still find a position it cannot show (the memo table past 100 stones).
    pub views: Vec<&'static str>,
    /// The heaps of a small position to start from.
    pub example: String,
}

/// The families the notation knows by their keyword (`staircase: 3 1 2`, `geography(0-1 1-2): 0`), each with how it
/// makes its family: the notation reads them from here (it knows no family by name), and an unknown name's hint lists
/// them. Heap games and a user's games are read by the notation itself.
pub const KEYWORDS: &[Keyword] = &[
    Keyword {
        word: "misere",
        example: "'misere(nim): 1 2 3'",
        makes: Makes::Wraps {
            wrap: heaps::misere,
            open: Code::AfterMisere,
            close: Code::CloseMisere,
        },
    },
    Keyword {
        word: "moore",
        example: "'moore(2): 1 2 3'",
        makes: Makes::Bracketed(moore::family),
    },
    Keyword {
        word: "every",
        example: "'every(sub(1..3)): 3 5 6'",
        makes: Makes::Wraps {
            wrap: every::family,
            open: Code::AfterEvery,
            close: Code::CloseEvery,
        },
    },
    Keyword {
        word: "staircase",
        example: "'staircase: 3 1 2'",
        makes: Makes::Plain(|| Family::Staircase),
    },
    Keyword {
        word: "boxes",
        example: "'boxes: 3 5* 6' (* = open)",
        makes: Makes::Plain(|| Family::Boxes),
    },
    Keyword {
        word: "stoned",
        example: "'stoned: 3 4* 5' (* = the heap the last move took from)",
        makes: Makes::Plain(|| Family::Stoned),
    },
    Keyword {
        word: "thanos",
        example: "'thanos: 1 2 3 4'",
        makes: Makes::Plain(|| Family::Thanos),
    },
    Keyword {
        word: "wythoff",
        example: "'wythoff: 3 5'",
        makes: Makes::Plain(|| Family::Wythoff),
    },
    Keyword {
        word: "tree",
        example: "'tree: 0 1 2 1' (depths in preorder, the ground 0)",
        makes: Makes::Plain(|| Family::Tree),
    },
    Keyword {
        word: "hackenbush",
        example: "'hackenbush: (0,1) (1,2) (2,0)' (edges, the ground 0)",
        makes: Makes::Plain(|| Family::Picture),
    },
    Keyword {
        word: "geography",
        example: "'geography(0-1 1-2 2-0 2-3): 0 2' (a token never returns: the vertices it stood on, its own last)",
        // The first-view build refuses the family before reading its text: the parser stays out of that download.
        makes: Makes::Bracketed(if crate::game::first_view::BUILD {
            refused
        } else {
            geography::family
        }),
    },
];

/// A family the notation knows by its keyword: the word, and how it makes the family.
pub struct Keyword {
    pub word: &'static str,
    /// A position of the family, as the CLI's help shows it (with what its marks mean).
    pub example: &'static str,
    pub makes: Makes,
}

/// A family's own parser: its text in brackets, under the caller's limits, to the family, or an error and the
/// character of that text it is at.
pub type MakeFamily = fn(&str, &Limits) -> Result<Family, (Message, usize)>;

/// How a keyword makes its family: from the word alone, or from what is written in brackets after it (the family's
/// own syntax, `geography(0-1 1-2)`) under the caller's limits, with an error and the character of that text it is at.
pub enum Makes {
    Plain(fn() -> Family),
    Bracketed(MakeFamily),
    /// From a game the notation reads in the brackets after it (`misere(nim)`): `wrap` makes the family of it, or
    /// says why it cannot (an error at the game); `open` and `close` say where a bracket is missing.
    Wraps {
        wrap: fn(Family) -> Result<Family, Code>,
        open: Code,
        close: Code,
    },
}

/// What the first-view build has for a family's parser: its notation refuses the family before it is called.
fn refused(text: &str, _: &Limits) -> Result<Family, (Message, usize)> {
    Err((crate::game::first_view::refusal(text), 0))
}

/// How this build answers a misère heap sum past the SJ theorem: by the game's quotient; the first-view build has no
/// quotient engine (its code stays out of that download) and refuses, so that the whole engine answers.
pub const QUOTIENT: &heaps::Quotient = if crate::game::first_view::BUILD {
    &heaps::Quotient {
        work: None,
        verdict: |_, _, _| {
            Err(crate::base::error::Error::new(crate::game::first_view::refusal(
                "misère quotient",
            )))
        },
        moves: |_, _, _| None,
    }
} else {
    &heaps::BY_QUOTIENT
};

/// The keyword of [`KEYWORDS`] that is `word`.
pub fn keyword(word: &str) -> Option<&'static Keyword> {
    KEYWORDS.iter().find(|k| k.word == word)
}

/// The rules of a family: the one dispatch on [`Family`].
pub fn of(family: &Family) -> Box<dyn Rules + '_> {
    match family {
        Family::Heaps(game) => Box::new(heaps::HeapRules {
            game,
            misere: false,
            quotient: QUOTIENT,
        }),
        Family::Misere(game) => Box::new(heaps::HeapRules {
            game,
            misere: true,
            quotient: QUOTIENT,
        }),
        // Its parser made none of the others (crate::game::first_view): their code stays out of that build.
        _ if crate::game::first_view::BUILD => unreachable!("the first-view build plays heap games only"),
        Family::Staircase => Box::new(staircase::Staircase),
        Family::Boxes => Box::new(boxes::Boxes),
        Family::Stoned => Box::new(stoned::Stoned),
        Family::Thanos => Box::new(thanos::Thanos),
        Family::Moore(k) => Box::new(moore::Moore { k: *k }),
        Family::Wythoff => Box::new(wythoff::Wythoff),
        Family::Every(game, kept) => Box::new(every::EverySg { game, kept }),
        Family::Tree => Box::new(tree::Tree),
        Family::Picture => Box::new(picture::Picture),
        Family::Geography(graph, board) => Box::new(geography::Geography { graph, board }),
        Family::Loopy(dag) => Box::new(loopy::Loopy { dag }),
        Family::Rules(game) => Box::new(written::RulesFamily { game }),
    }
}

/// See [`FamilyInfo`].
pub fn info(family: &Family) -> FamilyInfo {
    of(family).info()
}

/// The family's text in the notation.
pub fn family_text(family: &Family) -> String {
    of(family).text()
}

/// Whether the family is played misère (then it is the whole position).
pub fn is_misere(family: &Family) -> bool {
    of(family).misere()
}

/// See [`Rules::check_shape`].
pub fn check_shape(family: &Family, heaps: &[u32], marks: &[bool], limits: &Limits) -> Result<(), ShapeError> {
    of(family).check_shape(heaps, marks, limits)
}

/// Refuses a `*` on any heap: the families whose heaps carry no mark.
pub fn no_marks(family: &str, marks: &[bool]) -> Result<(), ShapeError> {
    match marks.iter().position(|&m| m) {
        Some(i) => Err(ShapeError {
            message: Message::new(Code::MarkNotAllowed).arg("game", family),
            heap: Some(i),
            at_mark: true,
        }),
        None => Ok(()),
    }
}

//! The rules of every family, one module each behind the [`Rules`] trait; [`of`] is the one place that looks at which
//! family a component is. A family knows its moves (in move order, lazily), how many there can be (so work is refused
//! before it starts), the canonical form of a state (for the generic search's memo), and, where one is known, a
//! closed-form rule: an SG value or just who wins. The generic search ([`crate::search`]) checks every rule in tests.

pub mod boxes;
pub mod every;
pub mod geography;
pub mod heaps;
pub mod loopy;
pub mod moore;
pub mod picture;
pub mod staircase;
pub mod stoned;
pub mod thanos;
pub mod tree;
mod verdict;
pub mod written;
pub mod wythoff;

use crate::error::{Code, Message};
use crate::game::{Component, Family};
use serde::Serialize;

pub use verdict::{Rule, Verdict};

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
    /// A move of a user's rule: state `heap` (its numbers `from`) becomes the states whose numbers are `to`, one
    /// after another (none, one, or several: a sum).
    Rule { heap: usize, from: Vec<u32>, to: Vec<u32> },
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
pub struct Choice {
    pub to: MoveTo,
    pub outcome: crate::theory::loopy::Outcome,
    pub rule: Option<Rule>,
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

    /// Whether heaps (and marks) as written are a position of the family. By default any number of heaps, no marks.
    fn check_shape(&self, _heaps: &[u32], marks: &[bool]) -> Result<(), ShapeError> {
        no_marks(&self.text(), marks)
    }

    /// Every move, in move order, lazily (a heap of a billion stones has a billion moves; callers bound the work
    /// with [`Rules::move_bound`] first). A user's rule that fails (out of steps, a number out of range) fails here,
    /// before any move is listed: moves it could not list are never taken for "no moves".
    fn moves<'a>(&'a self, c: &'a Component) -> crate::error::Result<Moves<'a>>;

    /// An upper bound on the number of moves, cheap to compute (saturating). A user's rule that fails counts no
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

    /// How many numbers one state of the family has: 1 (a heap), or 2 (a user's `(w, h)` state, an edge `(a, b)`),
    /// written in brackets.
    fn arity(&self) -> usize {
        1
    }

    /// The text of a component with nothing left, for a family whose states can all be gone (a picture cut down to
    /// the bare ground: `0`).
    fn empty(&self) -> Option<&'static str> {
        None
    }

    /// Whether its positions can come back (a graph with cycles): the search, which would go round a cycle, does not
    /// take them, and the component stands alone in a position.
    fn repeats(&self) -> bool {
        false
    }

    /// The computer's move and the outcome of `c`, for a family that chooses it by its own rule rather than by the
    /// search (positions that repeat, a theorem's move); `None` to leave it to the search and the winning moves.
    fn computer_move(&self, _c: &Component) -> Option<Choice> {
        None
    }

    /// The steps of the family's own theory for the position `c` (the colon principle, fusion, Every-SG's step
    /// counts, matchings), for its view; `None` for a family without one.
    fn trace(&self, _c: &Component) -> Option<Trace> {
        None
    }

    /// Whether a position's numbers are the vertices one token stood on, its own last (geography), not heaps: the
    /// page shows them as a walk.
    fn walk(&self) -> bool {
        false
    }

    /// Whether the player who cannot move wins.
    fn misere(&self) -> bool {
        false
    }

    /// The closed-form rule, where one applies; an error where a user's rule fails while it is worked out.
    fn verdict(&self, _c: &Component) -> crate::error::Result<Option<Verdict>> {
        Ok(None)
    }

    /// Moves to a component of SG value `target`, found by the rule without trying every move (only for rules that
    /// give SG values).
    fn moves_to_value(&self, _c: &Component, _target: u32) -> Option<Listing> {
        None
    }

    /// The winning moves of the component played alone, found by the rule.
    fn winning_moves(&self, _c: &Component) -> Option<Listing> {
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

    /// The work of answering `c` (in table cells), when the family knows it without solving anything; `None`: the
    /// cost of its rule or of a search, estimated by [`crate::cost`].
    fn work(&self, _c: &Component) -> Option<u64> {
        None
    }
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
    /// `memo` (note 003's table of two heaps), and a theory's own: `tree`, `fusion`, `every`, `matching`. The page offers no
    /// other; a view may still find a position it cannot show (the memo table past 100 stones).
    pub views: Vec<&'static str>,
    /// The heaps of a small position to start from.
    pub example: String,
}

/// The families the notation knows by their keyword (`staircase: 3 1 2`, `geography(0-1 1-2): 0`), each with how it
/// makes its family: the notation reads them from here, and an unknown name's hint lists them. `moore(k)`, the heap
/// games' modes (`misere(…)`, `every(…)`) and a user's games are read by the notation itself.
pub const KEYWORDS: &[Keyword] = &[
    Keyword {
        word: "staircase",
        example: "'staircase: 3 1 2'",
        makes: Makes::Plain(|| Family::Staircase),
        samples: None,
    },
    Keyword {
        word: "boxes",
        example: "'boxes: 3 5* 6' (* = open)",
        makes: Makes::Plain(|| Family::Boxes),
        samples: None,
    },
    Keyword {
        word: "stoned",
        example: "'stoned: 3 4* 5' (* = the heap the last move took from)",
        makes: Makes::Plain(|| Family::Stoned),
        samples: None,
    },
    Keyword {
        word: "thanos",
        example: "'thanos: 1 2 3 4'",
        makes: Makes::Plain(|| Family::Thanos),
        samples: None,
    },
    Keyword {
        word: "wythoff",
        example: "'wythoff: 3 5'",
        makes: Makes::Plain(|| Family::Wythoff),
        samples: None,
    },
    Keyword {
        word: "tree",
        example: "'tree: 0 1 2 1' (depths in preorder, the ground 0)",
        makes: Makes::Plain(|| Family::Tree),
        samples: None,
    },
    Keyword {
        word: "hackenbush",
        example: "'hackenbush: (0,1) (1,2) (2,0)' (edges, the ground 0)",
        makes: Makes::Plain(|| Family::Picture),
        samples: None,
    },
    Keyword {
        word: "geography",
        example: "'geography(0-1 1-2 2-0 2-3): 0 2' (a token never returns: the vertices it stood on, its own last)",
        // The first-view build refuses the family before reading its text: the parser stays out of that download.
        makes: Makes::Bracketed(if crate::first_view::BUILD {
            refused
        } else {
            geography::family
        }),
        samples: if crate::first_view::BUILD {
            None
        } else {
            Some(geography::samples)
        },
    },
];

/// A family the notation knows by its keyword: the word, how it makes the family, and the small positions its
/// verdict is checked on against the search (the course's check of the same name, [`crate::check`]).
pub struct Keyword {
    pub word: &'static str,
    /// A position of the family, as the CLI's help shows it (with what its marks mean).
    pub example: &'static str,
    pub makes: Makes,
    pub samples: Option<fn() -> Samples>,
}

/// Small positions of a family, in the notation, with what they cover (the page's sentence for the check names it:
/// `cells`, `top`, …).
pub struct Samples {
    pub covers: Vec<(&'static str, u32)>,
    pub positions: Vec<String>,
}

/// How a keyword makes its family: from the word alone, or from what is written in brackets after it (the family's
/// own syntax, `geography(0-1 1-2)`), with an error and the character of that text it is at.
pub enum Makes {
    Plain(fn() -> Family),
    Bracketed(fn(&str) -> Result<Family, (Message, usize)>),
}

/// What the first-view build has for a family's parser: its notation refuses the family before it is called.
fn refused(text: &str) -> Result<Family, (Message, usize)> {
    Err((crate::first_view::refusal(text), 0))
}

/// The keyword of [`KEYWORDS`] that is `word`.
pub fn keyword(word: &str) -> Option<&'static Keyword> {
    KEYWORDS.iter().find(|k| k.word == word)
}

/// The rules of a family: the one dispatch on [`Family`].
pub fn of(family: &Family) -> Box<dyn Rules + '_> {
    match family {
        Family::Heaps(game) => Box::new(heaps::HeapRules { game, misere: false }),
        Family::Misere(game) => Box::new(heaps::HeapRules { game, misere: true }),
        // Its parser made none of the others (crate::first_view): their code stays out of that build.
        _ if crate::first_view::BUILD => unreachable!("the first-view build plays heap games only"),
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
        Family::Rules(game) => Box::new(written::Written { game }),
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
pub fn check_shape(family: &Family, heaps: &[u32], marks: &[bool]) -> Result<(), ShapeError> {
    of(family).check_shape(heaps, marks)
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

/// The English words for an action, shared by the families whose moves are plain takes.
pub fn describe(c: &Component, action: &Action) -> String {
    let size = |i: usize| c.heaps.get(i).copied().unwrap_or(0);
    match action {
        Action::Take { from, take: 0, to, .. } if to.len() >= 2 => {
            format!("split {from} into {}", and_list(&texts(to)))
        }
        Action::Take { from, take, to, .. } if to.len() >= 2 => {
            format!("take {take} from {from}, leaving {}", and_list(&texts(to)))
        }
        Action::Take { from, take, .. } => format!("take {take} from {from}"),
        Action::Token { from, to, .. } => format!("move a token from {from} to {to}"),
        Action::Carry { step, count } if *step == 1 => format!("move {count} from step 1 to the floor"),
        Action::Carry { step, count } => format!("move {count} from step {step} to step {}", step - 1),
        Action::Open { boxes } => {
            let sizes: Vec<String> = boxes.iter().map(|&i| size(i).to_string()).collect();
            match sizes.as_slice() {
                [one] => format!("open the box of {one}"),
                _ => format!("open the boxes of {}", and_list(&sizes)),
            }
        }
        Action::TakeMany { heaps, takes } => {
            let parts: Vec<String> = heaps
                .iter()
                .zip(takes)
                .map(|(&i, k)| format!("{k} from {}", size(i)))
                .collect();
            format!("take {}", and_list(&parts))
        }
        Action::Cut { vertex, edges } => format!("cut the edge above vertex {vertex} ({edges} edge(s) fall)"),
        Action::CutEdge { a, b, falls: 0, .. } => format!("cut the edge ({a},{b})"),
        Action::CutEdge { a, b, falls, .. } => format!("cut the edge ({a},{b}) ({falls} more edge(s) fall)"),
        Action::Rule { from, to, .. } => {
            let states: Vec<String> = to.chunks(from.len().max(1)).map(crate::lang::state_text).collect();
            let to = if states.is_empty() {
                "nothing".into()
            } else {
                states.join(" + ")
            };
            format!("{} → {to}", crate::lang::state_text(from))
        }
    }
}

fn texts(numbers: &[u32]) -> Vec<String> {
    numbers.iter().map(u32::to_string).collect()
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The heap a move is mostly about, for the contract's `{ heap, from, to, take }`: the first heap it touches, its
/// size before, its heaps after, and the stones taken from it (`None` for a graph token or opening boxes).
pub fn summary(c: &Component, action: &Action) -> (usize, u32, Vec<u32>, Option<u32>) {
    let size = |i: usize| c.heaps.get(i).copied().unwrap_or(0);
    match action {
        Action::Take { heap, from, take, to } => (*heap, *from, to.clone(), Some(*take)),
        Action::Token { heap, from, to } => (*heap, *from, vec![*to], None),
        Action::Carry { step, count } => {
            let i = step - 1;
            (i, size(i), vec![size(i) - count], Some(*count))
        }
        Action::Open { boxes } => {
            let i = boxes[0];
            (i, size(i), vec![size(i)], None)
        }
        Action::TakeMany { heaps, takes } => {
            let i = heaps[0];
            (i, size(i), vec![size(i) - takes[0]], Some(takes[0]))
        }
        Action::Rule { heap, from, to } => (*heap, from[0], to.clone(), None),
        Action::Cut { vertex, edges } => (*vertex, size(*vertex), vec![], Some(*edges)),
        Action::CutEdge { edge, a, b, falls } => (*edge, *a, vec![*b], Some(falls + 1)),
    }
}

/// Sorted heaps without the empty ones: the key of families where heaps are interchangeable and an empty heap is
/// no heap at all.
pub fn sorted_key(heaps: &[u32]) -> Vec<u32> {
    let mut key: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    key
}

/// Every way to choose `r` of `items` (in lexicographic order of positions).
pub fn combinations(items: Vec<usize>, r: usize) -> impl Iterator<Item = Vec<usize>> {
    let n = items.len();
    let mut idx: Option<Vec<usize>> = (r <= n).then(|| (0..r).collect());
    std::iter::from_fn(move || {
        let current = idx.clone()?;
        let out: Vec<usize> = current.iter().map(|&i| items[i]).collect();
        // Advance to the next combination.
        let mut next = current;
        let mut i = r;
        loop {
            if i == 0 {
                idx = None;
                break;
            }
            i -= 1;
            if next[i] < n - r + i {
                next[i] += 1;
                for j in i + 1..r {
                    next[j] = next[j - 1] + 1;
                }
                idx = Some(next);
                break;
            }
        }
        Some(out)
    })
}

/// Every vector `t` with 1 ≤ t[j] ≤ most[j] (the last entry fastest): the amounts a multi-heap move can take.
pub fn amounts(most: Vec<u32>) -> impl Iterator<Item = Vec<u32>> {
    let mut current: Option<Vec<u32>> = most.iter().all(|&m| m >= 1).then(|| vec![1; most.len()]);
    std::iter::from_fn(move || {
        let out = current.clone()?;
        let mut next = out.clone();
        let mut j = next.len();
        loop {
            if j == 0 {
                current = None;
                break;
            }
            j -= 1;
            if next[j] < most[j] {
                next[j] += 1;
                current = Some(next);
                break;
            }
            next[j] = 1;
        }
        Some(out)
    })
}

/// Moves of a multi-heap family: every choice of `sizes` heaps among the non-empty ones and every amount from each.
pub fn take_many_moves(c: &Component, sizes: std::ops::RangeInclusive<usize>) -> impl Iterator<Item = MoveTo> + '_ {
    let nonempty: Vec<usize> = (0..c.heaps.len()).filter(|&i| c.heaps[i] > 0).collect();
    sizes.flat_map(move |r| {
        combinations(nonempty.clone(), r).flat_map(move |heaps| {
            let most: Vec<u32> = heaps.iter().map(|&i| c.heaps[i]).collect();
            amounts(most).map(move |takes| {
                let mut next = c.heaps.clone();
                for (&i, &k) in heaps.iter().zip(&takes) {
                    next[i] -= k;
                }
                MoveTo {
                    action: Action::TakeMany {
                        heaps: heaps.clone(),
                        takes,
                    },
                    next: c.with(next, c.marks.clone()),
                }
            })
        })
    })
}

/// A bound on [`take_many_moves`]: the number of choices of heaps times the largest product of amounts.
pub fn take_many_bound(c: &Component, sizes: std::ops::RangeInclusive<usize>) -> u64 {
    let mut sorted: Vec<u64> = c.heaps.iter().filter(|&&h| h > 0).map(|&h| h as u64).collect();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let n = sorted.len() as u64;
    let mut total = 0u64;
    for r in sizes {
        if r as u64 > n {
            break;
        }
        // C(n, r) ≤ n^r; the product of the r largest heaps bounds the amounts of any r heaps.
        let choose = (0..r as u64).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1).max(1));
        let product = sorted[..r].iter().fold(1u64, |acc, &h| acc.saturating_mul(h));
        total = total.saturating_add(choose.saturating_mul(product));
    }
    total
}

/// The move from `c` to `next` when it takes from several heaps at once: which heaps went down and by how much, if
/// none went up and the marks are unchanged; `allowed(count)` says whether that many heaps may change.
pub fn take_many_between(c: &Component, next: &Component, allowed: impl Fn(usize) -> bool) -> Option<Action> {
    if next.heaps.len() != c.heaps.len() || next.marks != c.marks {
        return None;
    }
    let mut heaps = Vec::new();
    let mut takes = Vec::new();
    for (i, (&a, &b)) in c.heaps.iter().zip(&next.heaps).enumerate() {
        if b > a {
            return None;
        }
        if b < a {
            heaps.push(i);
            takes.push(a - b);
        }
    }
    allowed(heaps.len()).then_some(Action::TakeMany { heaps, takes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_and_amounts_enumerate_everything_once() {
        let all: Vec<Vec<usize>> = combinations(vec![0, 2, 5, 7], 2).collect();
        assert_eq!(all, [[0, 2], [0, 5], [0, 7], [2, 5], [2, 7], [5, 7]]);
        assert_eq!(combinations(vec![1, 2], 3).count(), 0);
        assert_eq!(combinations(vec![1, 2], 0).collect::<Vec<_>>(), [Vec::<usize>::new()]);
        let t: Vec<Vec<u32>> = amounts(vec![2, 3]).collect();
        assert_eq!(t, [[1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3]]);
        assert_eq!(amounts(vec![2, 0]).count(), 0);
    }
}

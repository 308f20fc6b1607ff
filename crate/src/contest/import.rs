//! Contest input formats, read into games and positions. Numbers may be split over lines in any way; errors say
//! what and at which line and column.
//!
//! - HDU 1524 "A Chess Game": each test case is N (the number of vertices), then N successor lists "m s1 … sm"
//!   (the moves from vertex i, 0-based), then queries "m t1 … tm" (m tokens on vertices t1 … tm), ended by a 0.
//!   Test cases follow each other until the end of the input.
//! - CF662A "Gambling Nim": n, then n cards "a b" (the numbers on the two faces, up to 10^18).
//! - HDU 3404 "Switch lights": T, then per case n and n lights "x y" (1-based).
//! - HDU 3094 "A tree game": T, then per case n and the n − 1 edges "x y" of a tree rooted at 1.
//! - POJ 3710 "Christmas Game": until the end of the input, K, then K graphs "n m" with m edges "a b", each rooted
//!   at 1 (its rings share no edge; loops and parallel edges allowed).
//! - HDU 3595 "GG and MM": until the end of the input, n, then n games "x y" (two piles each).
//! - AtCoder ABC 209 E "Shiritori": N, then N words of letters (3 to 8 in the problem).

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::{Dag, Game};
use crate::solve;

/// One test case: the graph, and the token vertices of each query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hdu1524 {
    pub game: Game,
    pub queries: Vec<Vec<u32>>,
}

/// Reads every test case of an HDU 1524 input; errors say what and at which line and column. A graph with a cycle
/// is refused (the problem promises none): see [`hdu1524_loopy`].
pub fn hdu1524(text: &str, limits: &Limits) -> Result<Vec<Hdu1524>> {
    let cases = hdu1524_loopy(text, limits)?;
    for case in &cases {
        if let Game::Graph(dag) = &case.game {
            solve::graph::reverse_topological_order(dag)?;
        }
    }
    Ok(cases)
}

/// Reads an HDU 1524 input whose graphs may have cycles (their games are then loopy: see [`crate::theory::loopy`]),
/// of at most the caller's [`Limits::vertex`] + 1 vertices a graph.
pub fn hdu1524_loopy(text: &str, limits: &Limits) -> Result<Vec<Hdu1524>> {
    let mut tokens = Tokens::new(text);
    let mut cases = Vec::new();
    let most = limits.vertex + 1;
    while tokens.more() {
        let n = tokens.vertex_number(Code::TheVertexCount.into(), most)?;
        if n == 0 || n > most {
            return Err(tokens.error(Message::new(Code::InputVertexCount).arg("limit", most)));
        }
        let mut edges = Vec::new();
        for v in 0..n {
            let m = tokens.vertex_number(Message::new(Code::TheMoveCount).arg("vertex", v), most)?;
            for _ in 0..m {
                let to = tokens.vertex_number(Message::new(Code::ASuccessor).arg("vertex", v), most)?;
                if to >= n {
                    return Err(tokens.error(not_in_graph(to, n)));
                }
                edges.push((v, to));
            }
        }
        let dag = Dag::from_edges(n as usize, &edges);
        let mut queries = Vec::new();
        // The 0 that ends the queries may be missing at the end of the input.
        while tokens.more() {
            let m = tokens.vertex_number(Code::TheTokenCount.into(), most)?;
            if m == 0 {
                break;
            }
            let mut query = Vec::new();
            for _ in 0..m {
                let v = tokens.vertex_number(Code::ATokenVertex.into(), most)?;
                if v >= n {
                    return Err(tokens.error(not_in_graph(v, n)));
                }
                query.push(v);
            }
            queries.push(query);
        }
        cases.push(Hdu1524 {
            game: Game::Graph(dag),
            queries,
        });
    }
    if cases.is_empty() {
        return Err(Error::at_line(Code::InputEmpty, 1, 1));
    }
    Ok(cases)
}

fn not_in_graph(v: u32, n: u32) -> Message {
    Message::new(Code::VertexNotInGraph).arg("vertex", v).arg("last", n - 1)
}

/// One card of Gambling Nim: the numbers on its two faces.
pub type Card = (u64, u64);

/// The largest number on a Gambling Nim card (CF662A: 10^18).
pub const MAX_CARD: u64 = 1_000_000_000_000_000_000;
/// The most cards (CF662A: 500 000).
pub const MAX_CARDS: u64 = 500_000;

/// Reads a CF662A input: n, then n cards `a b`.
pub fn gambling(text: &str) -> Result<Vec<Card>> {
    let mut tokens = Tokens::new(text);
    if !tokens.more() {
        return Err(Error::at_line(
            Message::new(Code::InputExpected).phrase("context", Code::TheCardCount.into()),
            1,
            1,
        ));
    }
    let n = tokens.number(Code::TheCardCount.into(), MAX_CARDS, Code::GamblingNumberTooLarge)?;
    if n == 0 {
        return Err(tokens.error(Message::new(Code::GamblingCount).arg("limit", MAX_CARDS)));
    }
    let mut cards = Vec::with_capacity(n as usize);
    for card in 1..=n {
        let face = || Message::new(Code::ACardFace).arg("card", card);
        let a = tokens.number(face(), MAX_CARD, Code::GamblingNumberTooLarge)?;
        let b = tokens.number(face(), MAX_CARD, Code::GamblingNumberTooLarge)?;
        cards.push((a, b));
    }
    if tokens.more() {
        let word = tokens.word();
        return Err(tokens.error(Message::new(Code::GamblingExtra).arg("found", word).arg("n", n)));
    }
    Ok(cards)
}

/// The largest coordinate of a light or pile of stones read (the engines work on 64 bits).
pub const MAX_INPUT_NUMBER: u64 = 1_000_000_000_000_000_000;
/// The most test cases, lights, games, vertices or edges of one count (the whole input is read, so its length
/// bounds the work; this bounds what one number can ask to allocate).
pub const MAX_COUNT: u64 = 1 << 21;

/// A Hackenbush picture read from a contest input: vertices 0..vertices (the input's 1 is 0, the ground).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub vertices: usize,
    pub edges: Vec<(usize, usize)>,
}

/// Reads a count of `what`, between `low` and [`MAX_COUNT`].
pub(crate) fn count(tokens: &mut Tokens, what: Code, low: u64) -> Result<u64> {
    let n = tokens.number(what.into(), MAX_COUNT, Code::InputNumberTooLarge)?;
    if n < low {
        return Err(tokens.error(
            Message::new(Code::InputCountRange)
                .phrase("context", what.into())
                .arg("low", low)
                .arg("limit", MAX_COUNT),
        ));
    }
    Ok(n)
}

/// Reads `n` pairs of numbers, each at least `low`; `what(i)` names the i-th pair (1-based).
fn pairs(tokens: &mut Tokens, n: u64, low: u64, what: impl Fn(u64) -> Message) -> Result<Vec<(u64, u64)>> {
    let mut out = Vec::with_capacity(n.min(1 << 16) as usize);
    for i in 1..=n {
        let mut one = || -> Result<u64> {
            let v = tokens.number(what(i), MAX_INPUT_NUMBER, Code::InputNumberTooLarge)?;
            if v < low {
                return Err(tokens.error(Message::new(Code::InputNumberTooSmall).arg("low", low)));
            }
            Ok(v)
        };
        let a = one()?;
        let b = one()?;
        out.push((a, b));
    }
    Ok(out)
}

/// An error for an empty input: `what` was expected first.
pub(crate) fn empty_input(what: Code) -> Error {
    Error::at_line(Message::new(Code::InputExpected).phrase("context", what.into()), 1, 1)
}

/// Reads T, then T test cases, each by `each`.
fn counted_cases<T>(text: &str, mut each: impl FnMut(&mut Tokens) -> Result<T>) -> Result<Vec<T>> {
    let mut tokens = Tokens::new(text);
    if !tokens.more() {
        return Err(empty_input(Code::TheCaseCount));
    }
    let cases = count(&mut tokens, Code::TheCaseCount, 1)?;
    (0..cases).map(|_| each(&mut tokens)).collect()
}

/// Reads test cases by `each` until the end of the input; `first` names what an empty input lacks.
pub(crate) fn cases_to_the_end<T>(
    text: &str,
    first: Code,
    mut each: impl FnMut(&mut Tokens) -> Result<T>,
) -> Result<Vec<T>> {
    let mut tokens = Tokens::new(text);
    if !tokens.more() {
        return Err(empty_input(first));
    }
    let mut out = Vec::new();
    while tokens.more() {
        out.push(each(&mut tokens)?);
    }
    Ok(out)
}

/// Reads HDU 3404: T cases of lights.
pub fn hdu3404(text: &str) -> Result<Vec<Vec<(u64, u64)>>> {
    counted_cases(text, |tokens| {
        let n = count(tokens, Code::TheLightCount, 0)?;
        pairs(tokens, n, 1, |i| Message::new(Code::ALightCoordinate).arg("light", i))
    })
}

/// Reads one picture: `n` vertices (1-based in the input) and `m` edges.
pub(crate) fn picture(tokens: &mut Tokens, n: u64, m: u64) -> Result<Picture> {
    let mut edges = Vec::with_capacity(m.min(1 << 16) as usize);
    for edge in 1..=m {
        let mut end = || -> Result<usize> {
            let what = Message::new(Code::AnEdgeEnd).arg("edge", edge);
            let v = tokens.number(what, MAX_COUNT, Code::InputNumberTooLarge)?;
            if v == 0 || v > n {
                return Err(tokens.error(Message::new(Code::InputVertexRange).arg("vertex", v).arg("last", n)));
            }
            Ok(v as usize - 1)
        };
        let a = end()?;
        let b = end()?;
        edges.push((a, b));
    }
    Ok(Picture {
        vertices: n as usize,
        edges,
    })
}

/// Reads HDU 3094: T trees, each n and n − 1 edges.
pub fn hdu3094(text: &str) -> Result<Vec<Picture>> {
    counted_cases(text, |tokens| {
        let n = count(tokens, Code::TheTreeVertexCount, 1)?;
        picture(tokens, n, n - 1)
    })
}

/// Reads POJ 3710: cases until the end of the input, each K graphs "n m" and their edges.
pub fn poj3710(text: &str) -> Result<Vec<Vec<Picture>>> {
    cases_to_the_end(text, Code::TheGraphCount, |tokens| {
        let k = count(tokens, Code::TheGraphCount, 1)?;
        (0..k)
            .map(|_| {
                let n = count(tokens, Code::TheTreeVertexCount, 1)?;
                let m = count(tokens, Code::TheEdgeCount, 0)?;
                picture(tokens, n, m)
            })
            .collect()
    })
}

/// Reads HDU 3595: cases until the end of the input, each n games of two piles.
pub fn hdu3595(text: &str) -> Result<Vec<Vec<(u64, u64)>>> {
    cases_to_the_end(text, Code::TheGameCount, |tokens| {
        let n = count(tokens, Code::TheGameCount, 0)?;
        pairs(tokens, n, 0, |i| Message::new(Code::APile).arg("game", i))
    })
}

/// Reads HDU 5795: T cases, each n and n heaps of at least one stone.
pub fn hdu5795(text: &str) -> Result<Vec<Vec<u64>>> {
    counted_cases(text, |tokens| {
        let n = count(tokens, Code::TheHeapCount, 1)?;
        let mut heaps = Vec::with_capacity(n.min(1 << 16) as usize);
        for i in 1..=n {
            let v = tokens.number(
                Message::new(Code::AHeap).arg("heap", i),
                MAX_INPUT_NUMBER,
                Code::InputNumberTooLarge,
            )?;
            if v == 0 {
                return Err(tokens.error(Message::new(Code::InputNumberTooSmall).arg("low", 1)));
            }
            heaps.push(v);
        }
        Ok(heaps)
    })
}

/// The longest word of a Shiritori input read (the problem's are at most 8 letters).
pub const MAX_WORD: usize = 64;

/// Reads ABC 209 E: N, then N words of 3 to [`MAX_WORD`] letters.
pub fn abc209e(text: &str) -> Result<Vec<String>> {
    let mut tokens = Tokens::new(text);
    if !tokens.more() {
        return Err(empty_input(Code::TheWordCount));
    }
    let n = count(&mut tokens, Code::TheWordCount, 1)?;
    let mut words = Vec::with_capacity(n.min(1 << 16) as usize);
    for i in 1..=n {
        let word = tokens.word();
        if word.is_empty() {
            return Err(tokens
                .error(Message::new(Code::InputExpected).phrase("context", Message::new(Code::AWord).arg("word", i))));
        }
        let letters = word.chars().count();
        if !word.chars().all(|c| c.is_ascii_alphabetic()) || !(3..=MAX_WORD).contains(&letters) {
            return Err(tokens.error(
                Message::new(Code::InputWordShape)
                    .arg("found", word)
                    .arg("limit", MAX_WORD),
            ));
        }
        words.push(word);
    }
    Ok(words)
}

/// Whitespace-separated numbers with their line and column (both 1-based, columns in characters).
pub(crate) struct Tokens<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
    /// Where the last token read started.
    at: (usize, usize),
}

impl<'a> Tokens<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Tokens {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
            at: (1, 1),
        }
    }

    fn skip_spaces(&mut self) {
        while let Some(&c) = self.chars.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.chars.next();
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
    }

    pub(crate) fn more(&mut self) -> bool {
        self.skip_spaces();
        self.chars.peek().is_some()
    }

    /// The next word (up to a space), and where it started.
    pub(crate) fn word(&mut self) -> String {
        self.skip_spaces();
        self.at = (self.line, self.column);
        let mut word = String::new();
        while let Some(&c) = self.chars.peek() {
            if c.is_whitespace() {
                break;
            }
            word.push(c);
            self.chars.next();
            self.column += 1;
        }
        word
    }

    /// The next number, at most `limit`; `what` (a phrase) names it in the error when there is none.
    pub(crate) fn number(&mut self, what: Message, limit: u64, too_large: Code) -> Result<u64> {
        let word = self.word();
        if word.is_empty() {
            return Err(self.error(Message::new(Code::InputExpected).phrase("context", what)));
        }
        if !word.chars().all(|c| c.is_ascii_digit()) {
            return Err(self.error(
                Message::new(Code::InputExpectedFound)
                    .phrase("context", what)
                    .arg("found", word),
            ));
        }
        word.parse::<u64>()
            .ok()
            .filter(|&v| v <= limit)
            .ok_or_else(|| self.error(Message::new(too_large).arg("limit", limit)))
    }

    /// A number of HDU 1524's input: at most `most`, the vertex limit.
    fn vertex_number(&mut self, what: Message, most: u32) -> Result<u32> {
        self.number(what, most as u64, Code::InputNumberTooLarge)
            .map(|v| v as u32)
    }

    /// An error at the start of the last token read.
    pub(crate) fn error(&self, message: Message) -> Error {
        Error::at_line(message, self.at.0, self.at.1)
    }
}

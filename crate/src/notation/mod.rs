//! The text notation of games and positions (see docs/reference.md): parsing with errors that say what and where, and
//! printing in a canonical form that parses back to the same game.
//!
//! Games are case-insensitive and ignore spaces; a position is `GAME: h1 h2 …`, components joined by `+`.

use crate::base::error::{Code, Error, Message, Result};
use crate::game::{Component, Dag, Family, Game, Octal, Position};
use crate::rules;
use crate::solve;

mod defaults;
mod defined;
mod print;
#[cfg(test)]
mod tests;

pub use defaults::{parse_family, parse_game, parse_position};
pub use defined::{Defined, MAX_DEFINED};
pub use print::heaps_text;

use crate::base::limits::Limits;

/// Parses a heap game, e.g. `sub(1,3,4)`, `0.07`, `kayles`, `graph(0>1, 1>2)`: a game with a table G(n), knowing
/// the games in `defined` by name and held to its limits. The names of other families (`staircase`, `misere(nim)`,
/// …) are refused with a message that says so.
pub fn parse_game_in(text: &str, defined: &Defined) -> Result<Game> {
    match parse_family_in(text, defined)? {
        Family::Heaps(game) => Ok(game),
        // Name the cycle: that is why it has no table.
        Family::Loopy(dag) => Err(solve::graph::values(&dag).expect_err("a loopy graph has a cycle")),
        family => Err(Error::at_column(
            Message::new(Code::NotAHeapGame)
                .arg("game", &family)
                .arg("example", crate::rules::of(&family).info().example),
            1 + text.chars().take_while(|c| c.is_whitespace()).count(),
        )),
    }
}

/// Parses the rules part of a component: a heap game, `misere(GAME)`, a family's keyword (`staircase`, `moore(k)`,
/// …), knowing the games in `defined` by name and held to its limits.
pub fn parse_family_in(text: &str, defined: &Defined) -> Result<Family> {
    let chars: Vec<char> = text.chars().collect();
    let mut p = Parser {
        chars: &chars,
        pos: 0,
        defined,
    };
    let family = p.family()?;
    p.end()?;
    Ok(family)
}

/// Parses a position: components `GAME: h1 h2 …` joined by `+`, e.g. `nim: 3 + kayles: 5 6`, `boxes: 3 5* 0`,
/// knowing the games in `defined` by name (`queen: (3,4)` once `queen` is defined) and held to its limits.
pub fn parse_position_in(text: &str, defined: &Defined) -> Result<Position> {
    let chars: Vec<char> = text.chars().collect();
    let mut components = Vec::new();
    let pieces = split_top_level(&chars, '+');
    for &(start, end) in &pieces {
        let component = parse_component(&chars, start, end, defined)?;
        if pieces.len() > 1 && rules::is_misere(&component.family) {
            return Err(Error::at_column(Code::MisereAlone, first_column(&chars, start)));
        }
        if pieces.len() > 1 && rules::of(&component.family).shape().repeats {
            return Err(Error::at_column(Code::LoopyAlone, first_column(&chars, start)));
        }
        components.push(component);
    }
    Ok(Position { components })
}

/// Parses heap sizes (or token vertices) separated by spaces or commas, e.g. `5 7 9`, under the caller's `limits`.
pub fn parse_heaps(text: &str, limits: &Limits) -> Result<Vec<u32>> {
    let chars: Vec<char> = text.chars().collect();
    let heaps = heaps_in(&chars, 0, chars.len(), limits)?;
    if let Some((column, _)) = heaps.iter().find_map(|h| h.tuple) {
        return Err(Error::at_column(
            Message::new(Code::UnexpectedInHeaps).arg("char", '('),
            column,
        ));
    }
    if let Some(h) = heaps.iter().find(|h| h.mark.is_some()) {
        return Err(Error::at_column(
            Message::new(Code::MarkNotAllowed).arg("game", "a list of heaps"),
            h.mark.unwrap_or(h.column),
        ));
    }
    Ok(heaps.into_iter().map(|h| h.size).collect())
}

/// The 1-based column of the first character of `chars[start..]` that is not a space.
fn first_column(chars: &[char], start: usize) -> usize {
    start + chars[start..].iter().take_while(|c| c.is_whitespace()).count() + 1
}

fn parse_component(chars: &[char], start: usize, end: usize, defined: &Defined) -> Result<Component> {
    let colon = split_top_level(&chars[start..end], ':');
    let piece: String = chars[start..end].iter().collect();
    let bare = piece.trim();
    if colon.len() == 1
        && !bare.is_empty()
        && bare
            .chars()
            .all(|c| c.is_ascii_digit() || c.is_whitespace() || c == ',')
    {
        // Heaps without their game (`nim: 3 4 + 5`): say which part, and how to write it.
        return Err(Error::at_column(
            Message::new(Code::HeapsNeedGame).arg("heaps", bare),
            first_column(chars, start),
        ));
    }
    if colon.len() != 2 {
        let (column, code) = match colon.get(2) {
            Some(&(third, _)) => (start + third, Code::SecondColon),
            None if chars[start..end].iter().all(|c| c.is_whitespace()) => (start + 1, Code::EmptyComponent),
            None => (end + 1, Code::ExpectedColon),
        };
        return Err(Error::at_column(code, column));
    }
    let (game_end, heaps_start) = (start + colon[0].1, start + colon[1].0);
    let mut p = Parser {
        chars: &chars[..game_end],
        pos: start,
        defined,
    };
    let family = p.family()?;
    p.end()?;
    let mut heaps = heaps_in(chars, heaps_start, end, defined.limits())?;
    if heaps.is_empty() {
        return Err(Error::at_column(Code::ExpectedHeaps, heaps_start + 1));
    }
    let shape = rules::of(&family).shape();
    let (empty, arity) = (shape.empty, shape.arity);
    // A family whose states can all be gone writes "nothing left" as its own text (a bare ground: `0`).
    if let (Some(empty), [only]) = (empty, heaps.as_slice()) {
        if only.tuple.is_none() && only.mark.is_none() && empty == only.size.to_string() {
            heaps.clear();
        }
    }
    // Tuples `(3,4)` for a game whose states have that many numbers, and nowhere else.
    let misplaced = |h: &&WrittenHeap| match h.tuple {
        None => arity > 1,
        Some((_, count)) => arity == 1 || count != arity,
    };
    if let Some(h) = heaps.iter().find(misplaced) {
        let message = if arity == 1 {
            Message::new(Code::UnexpectedInHeaps).arg("char", '(')
        } else {
            Message::new(Code::RuleStateNumbers)
                .arg("game", &family)
                .arg("arity", arity)
        };
        return Err(Error::at_column(
            message,
            h.tuple.map_or(h.column, |(column, _)| column),
        ));
    }
    let sizes: Vec<u32> = heaps.iter().map(|h| h.size).collect();
    let marks: Vec<bool> = heaps.iter().map(|h| h.mark.is_some()).collect();
    if let Err(bad) = rules::check_shape(&family, &sizes, &marks, defined.limits()) {
        // Point at the heap (or its mark) the family refuses, else at the first heap.
        let column = match bad.heap.map(|i| &heaps[i]) {
            Some(h) if bad.at_mark => h.mark.unwrap_or(h.column),
            Some(h) => h.column,
            None => heaps[0].column,
        };
        return Err(Error::at_column(bad.message, column));
    }
    Ok(Component {
        family,
        heaps: sizes,
        marks,
    })
}

/// Splits `chars` at `sep` outside parentheses, returning the (start, end) of each piece.
fn split_top_level(chars: &[char], sep: char) -> Vec<(usize, usize)> {
    let mut pieces = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            c if c == sep && depth <= 0 => {
                pieces.push((start, i));
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push((start, chars.len()));
    pieces
}

/// One heap as written: its size, its 1-based column, and the column of its `*` mark if it has one.
struct WrittenHeap {
    size: u32,
    column: usize,
    mark: Option<usize>,
    /// For a number inside a tuple `(3,4)`: the tuple's column and how many numbers it holds.
    tuple: Option<(usize, usize)>,
}

/// The heaps in `chars[start..end]`: numbers separated by spaces or commas, each optionally followed by `*`, or
/// tuples of numbers in brackets, `(3,4)`, for games whose states have several numbers.
fn heaps_in(chars: &[char], start: usize, end: usize, limits: &Limits) -> Result<Vec<WrittenHeap>> {
    let mut heaps: Vec<WrittenHeap> = Vec::new();
    let mut i = start;
    let mut tuple: Option<(usize, usize)> = None;
    while i < end {
        let c = chars[i];
        if c == '(' && tuple.is_none() {
            tuple = Some((i + 1, heaps.len()));
            i += 1;
        } else if c == ')' && tuple.is_some() {
            let (column, first) = tuple.take().expect("checked");
            let count = heaps.len() - first;
            if count == 0 {
                return Err(Error::at_column(Code::EmptyTuple, column));
            }
            for h in &mut heaps[first..] {
                h.tuple = Some((column, count));
            }
            i += 1;
        } else if c.is_whitespace() || c == ',' {
            i += 1;
        } else if c.is_ascii_digit() {
            let from = i;
            while i < end && chars[i].is_ascii_digit() {
                i += 1;
            }
            let size = number(&chars[from..i], from, limits)?;
            let mark = (i < end && chars[i] == '*').then(|| {
                i += 1;
                i
            });
            heaps.push(WrittenHeap {
                size,
                column: from + 1,
                mark,
                tuple: None,
            });
        } else {
            return Err(Error::at_column(
                Message::new(Code::UnexpectedInHeaps).arg("char", c),
                i + 1,
            ));
        }
    }
    if let Some((column, _)) = tuple {
        return Err(Error::at_column(Code::UnclosedTuple, column));
    }
    Ok(heaps)
}

/// The number `digits` write (at column `at` + 1), up to the largest the notation reads ([`Limits::number`]).
fn number(digits: &[char], at: usize, limits: &Limits) -> Result<u32> {
    let value = digits.iter().try_fold(0u64, |acc, c| {
        let next = acc * 10 + c.to_digit(10).unwrap_or(0) as u64;
        (next <= limits.number as u64).then_some(next)
    });
    value
        .map(|v| v as u32)
        .ok_or_else(|| Error::at_column(Message::new(Code::NumberTooLarge).arg("limit", limits.number), at + 1))
}

/// A cursor over the characters of a game; positions are 0-based, columns in errors 1-based.
struct Parser<'a> {
    chars: &'a [char],
    pos: usize,
    /// The games a name may stand for besides the built-in ones.
    defined: &'a Defined,
}

impl Parser<'_> {
    /// The caller's limits (its [`Defined`]'s: a worker's, the page's main thread's, the command line's).
    fn limits(&self) -> &Limits {
        self.defined.limits()
    }

    fn skip_spaces(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_spaces();
        self.chars.get(self.pos).map(|c| c.to_ascii_lowercase())
    }

    fn column(&mut self) -> usize {
        self.skip_spaces();
        self.pos + 1
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// The character `c`, or an error that says where it was expected (`context`, a phrase).
    fn expect(&mut self, c: char, context: impl Into<Message>) -> Result<()> {
        if self.eat(c) {
            return Ok(());
        }
        let column = self.column();
        let message = match self.peek() {
            Some(found) => Message::new(Code::ExpectedCharFound).arg("found", found),
            None => Message::new(Code::ExpectedChar),
        };
        Err(Error::at_column(
            message.arg("char", c).phrase("context", context.into()),
            column,
        ))
    }

    /// A family written `word(…)`: the text in the brackets (brackets inside it must pair) made into the family by
    /// the family's own `make`, whose error points into that text.
    fn bracketed(&mut self, word: &str, make: rules::MakeFamily) -> Result<Family> {
        self.expect('(', Message::new(Code::AfterKeyword).arg("word", word))?;
        let (start, column) = (self.pos, self.column());
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                '(' => depth += 1,
                ')' if depth == 0 => break,
                ')' => depth -= 1,
                _ => {}
            }
            self.pos += 1;
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        self.expect(')', Message::new(Code::CloseKeyword).arg("word", word))?;
        if crate::game::first_view::BUILD {
            // Refused whole, at its keyword: the family's own parser is not in that build (rules::KEYWORDS).
            let refusal = crate::game::first_view::refusal(&format!("{word}({text})"));
            return Err(Error::at_column(refusal, column - 1 - word.chars().count()));
        }
        make(&text, self.limits()).map_err(|(message, at)| Error::at_column(message, column + at))
    }

    fn end(&mut self) -> Result<()> {
        match self.peek() {
            None => Ok(()),
            Some(c) => Err(Error::at_column(
                Message::new(Code::UnexpectedAfter)
                    .arg("char", c)
                    .phrase("context", Code::TheGame.into()),
                self.column(),
            )),
        }
    }

    /// The rules of a component: a heap game or one of the other families.
    fn family(&mut self) -> Result<Family> {
        let (start, column) = (self.pos, self.column());
        let family = self.family_at(0)?;
        crate::game::first_view::family(family, &self.chars[start..self.pos], column)
    }

    /// [`Parser::family`] `depth` levels inside other games; refused past [`Limits::nesting`] before recursing further.
    fn family_at(&mut self, depth: usize) -> Result<Family> {
        if depth > self.limits().nesting {
            return Err(Error::at_column(
                Message::new(Code::NestedTooDeep).arg("limit", self.limits().nesting),
                self.column(),
            ));
        }
        match self.peek() {
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.pos;
                let name = self.word();
                Ok(match name.as_str() {
                    word if crate::rules::keyword(word).is_some() => {
                        let keyword = crate::rules::keyword(word).expect("just found");
                        match keyword.makes {
                            crate::rules::Makes::Plain(make) => make(),
                            crate::rules::Makes::Bracketed(make) => self.bracketed(keyword.word, make)?,
                            crate::rules::Makes::Wraps { wrap, open, close } => {
                                self.expect('(', open)?;
                                let inner_column = self.column();
                                let inner = self.family_at(depth + 1)?;
                                let family = wrap(inner).map_err(|code| Error::at_column(code, inner_column))?;
                                self.expect(')', close)?;
                                family
                            }
                        }
                    }
                    _ => {
                        self.pos = start;
                        let name = self.rule_name();
                        match self.defined.lookup(&name) {
                            Some(rules) if rules.arity > 1 => Family::Rules(rules),
                            _ => {
                                self.pos = start;
                                match self.game()? {
                                    // A cycle makes positions that can repeat: loopy play, not a heap game.
                                    Game::Graph(dag) if solve::graph::reverse_topological_order(&dag).is_err() => {
                                        Family::Loopy(dag)
                                    }
                                    game => Family::Heaps(game),
                                }
                            }
                        }
                    }
                })
            }
            _ => self.game().map(Family::Heaps),
        }
    }

    fn game(&mut self) -> Result<Game> {
        let column = self.column();
        match self.peek() {
            None => Err(Error::at_column(Code::ExpectedGame, column)),
            Some(c) if c.is_ascii_digit() || c == '.' => self.octal().map(Game::Octal),
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.pos;
                let name = self.word();
                match name.as_str() {
                    "nim" => Ok(Game::Nim),
                    "kayles" => Ok(Game::Octal(alias_code("0.77", self.defined))),
                    "dawson" => Ok(Game::Octal(alias_code("0.07", self.defined))),
                    "grundy" => Ok(Game::Octal(alias_code("4!.0", self.defined))),
                    "sub" => Ok(Game::Subtraction(self.number_set(column, true)?)),
                    "allbut" => Ok(Game::AllBut(self.number_set(column, false)?)),
                    "bash" => self.bash(),
                    "graph" => self.graph().map(Game::Graph),
                    _ => {
                        self.pos = start;
                        let name = self.rule_name();
                        match self.defined.lookup(&name) {
                            Some(rules) if rules.arity == 1 => Ok(Game::Rules(rules)),
                            Some(rules) => Err(Error::at_column(
                                Message::new(Code::NotAHeapGame)
                                    .arg("game", &rules.name)
                                    .arg("example", rules.example()),
                                column,
                            )),
                            None => Err(Error::at_column(
                                Message::new(Code::UnknownGame)
                                    .arg("name", self.typed(start))
                                    .arg("names", known_names()),
                                column,
                            )),
                        }
                    }
                }
            }
            Some(c) => Err(Error::at_column(
                Message::new(Code::UnexpectedGameStart).arg("char", c),
                column,
            )),
        }
    }

    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_ascii_alphanumeric() || *c == '_') {
            word.push(c);
            self.pos += 1;
        }
        word
    }

    /// The name of a game defined by a rule text: letters, digits, `_` and `-` (`take-half`).
    fn rule_name(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
        {
            word.push(c);
            self.pos += 1;
        }
        word
    }

    /// The text from `start` to the cursor as typed, for a message: blanks are insignificant in the notation (so
    /// `nim 5` reads as the name `nim5`), and the message should show what the user wrote.
    fn typed(&self, start: usize) -> String {
        let text: String = self.chars[start..self.pos].iter().collect();
        text.trim().to_string()
    }

    /// An unsigned number at the cursor; `what` (a phrase) names it in the error when there is none.
    fn number(&mut self, what: Code) -> Result<u32> {
        let column = self.column();
        let start = self.pos;
        while self.pos < self.chars.len() && self.chars[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if start == self.pos {
            let message = match self.peek() {
                Some(',') | Some(')') | Some('>') => Message::new(Code::EmptyItem),
                Some(c) => Message::new(Code::ExpectedItemFound).arg("found", c),
                None => Message::new(Code::ExpectedItem),
            };
            return Err(Error::at_column(message.phrase("context", what.into()), column));
        }
        number(&self.chars[start..self.pos], start, self.limits())
    }

    /// `(a, b..c, …)`: a sorted set of distinct positive numbers; `nonempty` for subtraction sets.
    fn number_set(&mut self, game_column: usize, nonempty: bool) -> Result<Vec<u32>> {
        self.expect('(', Code::AfterGameName)?;
        let mut set = Vec::new();
        if !self.eat(')') {
            loop {
                let column = self.column();
                let low = self.number(Code::ANumber)?;
                let high = if self.eat('.') {
                    self.expect('.', Code::InRange)?;
                    let high_column = self.column();
                    let high = self.number(Code::ANumberAfterRange)?;
                    if high < low {
                        return Err(Error::at_column(
                            Message::new(Code::EmptyRange).arg("low", low).arg("high", high),
                            high_column,
                        ));
                    }
                    high
                } else {
                    low
                };
                if low == 0 {
                    return Err(Error::at_column(Code::ZeroMove, column));
                }
                if (high - low) as usize >= self.limits().set || set.len() + (high - low) as usize >= self.limits().set
                {
                    return Err(Error::at_column(
                        Message::new(Code::SetTooLarge).arg("limit", self.limits().set),
                        column,
                    ));
                }
                set.extend(low..=high);
                if self.eat(')') {
                    break;
                }
                self.expect(',', Code::BetweenNumbers)?;
            }
        }
        if nonempty && set.is_empty() {
            return Err(Error::at_column(Code::EmptySubtractionSet, game_column));
        }
        set.sort_unstable();
        set.dedup();
        Ok(set)
    }

    fn bash(&mut self) -> Result<Game> {
        self.expect('(', Code::AfterBash)?;
        let column = self.column();
        let m = self.number(Code::ANumber)?;
        if m == 0 || m as usize > self.limits().set {
            return Err(Error::at_column(
                Message::new(Code::BashRange).arg("limit", self.limits().set),
                column,
            ));
        }
        self.expect(')', Code::AfterBashNumber)?;
        Ok(Game::Subtraction((1..=m).collect()))
    }

    /// `graph(0>1, 0>2, 1>2>3, 4)`: edges, chains of edges, or lone vertices.
    fn graph(&mut self) -> Result<Dag> {
        self.expect('(', Code::AfterGraph)?;
        let mut edges = Vec::new();
        let mut vertices = 0u32;
        if !self.eat(')') {
            loop {
                let mut from = self.vertex()?;
                vertices = vertices.max(from + 1);
                while self.eat('>') {
                    let to = self.vertex()?;
                    vertices = vertices.max(to + 1);
                    edges.push((from, to));
                    from = to;
                }
                if self.eat(')') {
                    break;
                }
                self.expect(',', Code::BetweenEdges)?;
            }
        }
        if vertices == 0 {
            return Err(Error::at_column(Code::EmptyGraph, self.column()));
        }
        Ok(Dag::from_edges(vertices as usize, &edges))
    }

    fn vertex(&mut self) -> Result<u32> {
        let column = self.column();
        let v = self.number(Code::AVertex)?;
        if v > self.limits().vertex {
            return Err(Error::at_column(
                Message::new(Code::VertexTooLarge).arg("limit", self.limits().vertex),
                column,
            ));
        }
        Ok(v)
    }

    /// `d0.d1d2…` with optional `!` after digits and a final repeating block `[…]`.
    fn octal(&mut self) -> Result<Octal> {
        let mut digits = Vec::new();
        let mut unequal = Vec::new();
        let mut repeat = None;
        if self.peek() == Some('.') {
            digits.push(0);
            unequal.push(false);
        } else {
            let column = self.column();
            let d0 = self.octal_digit()?;
            if d0 != 0 && d0 != 4 && d0 != 8 {
                return Err(Error::at_column(Code::OctalFirstDigit, column));
            }
            digits.push(d0);
            unequal.push(self.eat('!'));
            if self.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                return Err(Error::at_column(Code::OctalOneDigitBeforePoint, self.column()));
            }
        }
        self.expect('.', Code::InOctalCode)?;
        loop {
            match self.peek() {
                Some('[') if repeat.is_none() => {
                    let column = self.column();
                    self.pos += 1;
                    repeat = Some(digits.len());
                    if self.peek() == Some(']') {
                        return Err(Error::at_column(Code::EmptyRepeat, column));
                    }
                }
                Some(']') if repeat.is_some() => {
                    self.pos += 1;
                    break;
                }
                Some(c) if c.is_ascii_hexdigit() => {
                    if digits.len() > self.limits().octal_digits {
                        return Err(Error::at_column(
                            Message::new(Code::OctalTooLong).arg("limit", self.limits().octal_digits),
                            self.column(),
                        ));
                    }
                    digits.push(self.octal_digit()?);
                    unequal.push(self.eat('!'));
                }
                None if repeat.is_some() => return Err(Error::at_column(Code::MissingRepeatClose, self.column())),
                _ => break,
            }
        }
        if digits.len() == 1 {
            return Err(Error::at_column(Code::OctalNoDigits, self.column()));
        }
        Ok(normalise(Octal {
            digits,
            unequal,
            repeat,
        }))
    }

    /// A digit 0–9 or A–F (either case): digits past 7 add 8, a move that leaves three heaps.
    fn octal_digit(&mut self) -> Result<u8> {
        let column = self.column();
        match self.peek().and_then(|c| c.to_digit(16)) {
            Some(d) => {
                self.pos += 1;
                Ok(d as u8)
            }
            None => Err(Error::at_column(Code::ExpectedOctalDigit, column)),
        }
    }
}

/// The heap games the notation knows by name (an octal code aside), as an unknown name's hint lists them.
const HEAP_GAMES: [&str; 8] = ["nim", "sub", "bash", "allbut", "kayles", "dawson", "grundy", "graph"];

/// Every name a game may start with: the heap games, their modes, and the families. The notation reads them before a
/// defined game's name, so a rule may not take one ([`Defined::define`]).
fn names() -> impl Iterator<Item = &'static str> {
    HEAP_GAMES
        .into_iter()
        .chain(crate::rules::KEYWORDS.iter().map(|k| k.word))
}

/// The names, for an unknown name's hint.
fn known_names() -> String {
    names().collect::<Vec<_>>().join(", ")
}

fn alias_code(code: &str, defined: &Defined) -> Octal {
    let chars: Vec<char> = code.chars().collect();
    Parser {
        chars: &chars,
        pos: 0,
        defined,
    }
    .octal()
    .expect("built-in aliases are valid codes")
}

/// One canonical form per game: no trailing zero digits, `!` only where a digit splits, and the shortest
/// repeating block.
fn normalise(mut code: Octal) -> Octal {
    for (d, u) in code.digits.iter().zip(code.unequal.iter_mut()) {
        *u &= d & 12 != 0;
    }
    if let Some(r) = code.repeat {
        // Shrink the block to its smallest period, then fold digits before it that the block repeats.
        let block_len = code.digits.len() - r;
        let period = (1..=block_len)
            .find(|&p| block_len.is_multiple_of(p) && (r + p..code.digits.len()).all(|i| same_digit(&code, i, i - p)))
            .unwrap_or(block_len);
        code.digits.truncate(r + period);
        code.unequal.truncate(r + period);
        let mut r = r;
        while r > 1 && same_digit(&code, r - 1, code.digits.len() - 1) {
            // [.., d, b0 .. bL] with d == bL repeats as [.., [d, b0 .. bL-1]].
            code.digits.pop();
            code.unequal.pop();
            r -= 1;
        }
        code.repeat = Some(r);
        if code.digits[r..].iter().all(|&d| d == 0) {
            // A block of zeros adds no moves; keep a digit after the point (`0.0[0]` is `0.0`).
            code.digits.truncate(r.max(2));
            code.unequal.truncate(r.max(2));
            code.repeat = None;
        }
    }
    if code.repeat.is_none() {
        while code.digits.len() > 2 && code.digits.last() == Some(&0) {
            code.digits.pop();
            code.unequal.pop();
        }
    }
    code
}

fn same_digit(code: &Octal, i: usize, j: usize) -> bool {
    code.digits[i] == code.digits[j] && code.unequal[i] == code.unequal[j]
}

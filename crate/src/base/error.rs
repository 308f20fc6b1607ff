//! The one error type of the core: every failure is a [`Message`] (a code with arguments, so the page can say it in
//! either language) and, for text, where it is. The English templates below are the CLI's wording and the `message`
//! of the Error a JS caller sees; the page holds the same codes in 简体中文.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use std::fmt;

/// Declares the message codes and their English templates in one table. `{name}` slots are filled from the
/// message's arguments; an argument may itself be a phrase (a message), for contexts such as "after 'bash'".
macro_rules! catalog {
    (@english $english:literal) => { $english };
    // Marked `later`: a message of what the first-view build leaves out (the rules language, contest input, quotients,
    // the memo, exercises), which it never says; its English stays out of that download (the code's name in its place).
    (@english later $code:ident $english:literal) => {
        if cfg!(feature = "first-view") { stringify!($code) } else { $english }
    };
    ($($code:ident => $($later:ident)? $english:literal,)*) => {
        /// What went wrong (or, for phrases, a piece of a message): a stable code the page translates.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Code { $($code,)* }

        impl Code {
            /// Every code, for the page's test that each has a translation.
            pub const ALL: &'static [Code] = &[$(Code::$code,)*];

            /// The code as the page sees it, e.g. "EmptyNumber".
            pub fn name(self) -> &'static str {
                match self { $(Code::$code => stringify!($code),)* }
            }

            /// The English template, with `{name}` slots.
            pub fn english(self) -> &'static str {
                match self { $(Code::$code => catalog!(@english $($later $code)? $english),)* }
            }
        }
    };
}

catalog! {
    // Notation.
    SecondColon => "a second ':' in one component (join components with '+')",
    EmptyComponent => "empty component",
    ExpectedColon => "expected ':' and heap sizes after the game",
    HeapsNeedGame => "the heaps '{heaps}' need their game: each part of a sum is GAME: heaps, as in 'nim: {heaps}'",
    ExpectedHeaps => "expected heap sizes after ':'",
    VertexNotInGraph => "vertex {vertex} is not in the graph (its vertices are 0..{last})",
    UnexpectedInHeaps => "unexpected '{char}' in the heap sizes (expected numbers)",
    NumberTooLarge => "number too large (the limit is {limit})",
    ExpectedChar => "expected '{char}' {context}",
    ExpectedCharFound => "expected '{char}' {context}, found '{found}'",
    UnexpectedAfter => "unexpected '{char}' after {context}",
    ExpectedGame => "expected a game (e.g. nim, sub(1,3,4), 0.07, kayles)",
    UnknownGame => "unknown game '{name}' (try {names}, or an octal code)",
    UnexpectedGameStart => "unexpected '{char}' where a game should start",
    EmptyItem => "empty {context}",
    ExpectedItem => "expected {context}",
    ExpectedItemFound => "expected {context}, found '{found}'",
    EmptyRange => "empty range {low}..{high}",
    ZeroMove => "0 is not a move (a move takes at least one stone)",
    SetTooLarge => "set too large (the limit is {limit} numbers)",
    EmptySubtractionSet => "a subtraction set needs at least one number",
    BashRange => "bash(m) needs 1 ≤ m ≤ {limit}",
    EmptyGraph => "a graph needs at least one vertex",
    VertexTooLarge => "vertex too large (the limit is {limit})",
    OctalFirstDigit => "the digit before the point must be 0, 4 or 8",
    OctalOneDigitBeforePoint => "only one digit may stand before the point",
    EmptyRepeat => "empty repeating block '[]'",
    OctalTooLong => "octal code too long (the limit is {limit} digits)",
    MissingRepeatClose => "missing ']' to close the repeating block",
    OctalNoDigits => "expected octal digits after the point",
    ExpectedOctalDigit => "expected a code digit (0–9 or A–F)",
    MarkNotAllowed => "'*' marks an open box (boxes) or the heap the last move took from (stoned); {game} has no marks",
    TwoBlockedHeaps => "only one heap can be the one the last move took from",
    WythoffTwoHeaps => "wythoff is played on exactly two heaps, not {count}",
    ThanosEvenHeaps => "thanos needs an even number of heaps (at least 2), not {count}",
    TreeGround => "a tree starts with 0, the ground; its vertices' depths follow in preorder ('tree: 0 1 2 1')",
    TreeDepth => "a vertex of depth {depth} cannot follow one of depth {previous}: each vertex is 1 or more deep and \
                  at most one deeper than the one before",
    TreeTooLarge => "a tree has at most {limit} vertices here",
    NoTheoryTrace => later "{position} is not one component of a family with a theory of its own, whose steps are shown \
                      (as for 'tree: 0 1 2 1')",
    MooreRange => "moore(k) needs 1 ≤ k ≤ {limit}",
    StaircaseTotal => "the stones of a staircase add up to at most {limit}",
    MisereOfHeapGame => "misere(…) takes a heap game such as nim, sub(1,3,4) or kayles",
    EveryOfHeapGame => "every(…) takes a heap game whose moves leave one heap, such as nim, sub(1,3,4) or allbut(2)",
    EveryHeapTooLarge => "heap {heap} is too large for Every-SG (the limit is {limit}: each state's step count is \
                          computed from all of its moves)",
    MisereAlone => "misère play is a rule of the whole position: write every heap in one misere(…) component",
    EdgeOffGround => "the edge ({a},{b}) does not reach the ground (vertex 0) through the other edges",
    PictureTooLarge => "a Hackenbush picture has at most {limit} edges",
    LoopyAlone => "a graph with cycles is played alone: write all its tokens in one graph(…) component",
    NestedTooDeep => "games nested more than {limit} deep",
    NotAHeapGame => "{game} is played on whole positions, so it has no table G(n) of single heaps; analyze a position \
                     instead (e.g. {game}: {example})",
    // The rules language (a user's own game).
    RuleFloorDivision => later "'//' starts a comment here; for whole-number division write '/' (it rounds down for numbers \
                          ≥ 0)",
    RuleBadNumber => later "'{number}' is not a whole number this language can hold (64 bits)",
    RuleUnexpectedChar => later "unexpected '{char}' in the rule",
    RuleExpected => later "expected {what}, found {found}",
    RuleWhatEnd => later "the end of the statement",
    RuleWhatVariable => later "a variable name",
    RuleWhatStatement => later "a statement",
    RuleWhatLoop => later "range(…) or a list [ … ]",
    RuleWhatAssignment => later "'=' (an assignment)",
    RuleWhatValue => later "a number or a variable",
    RuleEndOfLine => later "the end of the line",
    RuleEndOfText => later "the end of the text",
    RuleTooDeep => later "blocks and brackets nested more than {limit} deep",
    RuleHeaderFirst => later "'name', 'state' and 'where' come first, before the moves",
    RuleNoState => later "the rule needs a 'state' line saying what a state is, e.g. 'state n' or 'state (w, h)'",
    RuleBadName => later "a name is letters, digits and '-', starting with a letter (e.g. 'name take-half')",
    RuleRangeArguments => later "range takes 1 to 3 numbers: range(end), range(start, end) or range(start, end, step)",
    RuleArguments => later "wrong number of arguments to {function}",
    RuleDuplicateState => later "'{name}' is named twice in the state",
    RuleTooLarge => later "the rule is too large to compile",
    RuleLoopVariable => later "'{name}' is the variable of a loop around this line; it cannot be changed inside the loop",
    RuleStateAssigned => later "'{name}' is a number of the state; it cannot be changed (copy it to a variable first)",
    RuleUnassigned => later "'{name}' is used before it is given a value",
    RuleUnknownVariable => later "unknown variable '{name}'",
    RuleBreakOutside => later "break and continue belong inside a loop",
    RuleTupleForNumber => later "a state of this game is one number, but this move gives {count}",
    RuleTupleSize => later "a state of this game has {arity} numbers, but this move gives {count}: write ({arity} numbers \
                      in brackets)",
    RuleArity => later "a state has at most {limit} numbers",
    RuleNameTaken => later "'{name}' is the name of a built-in game; choose another name",
    RuleSteps => later "the rule took more than {limit} loop steps for state {state} (a loop that never ends?)",
    RuleDivideByZero => later "division by zero for state {state}",
    RuleZeroStep => later "range with step 0 for state {state}",
    RuleShift => later "shift by {by} for state {state} (shifts go from 0 to 63)",
    RuleTooManyMoves => later "state {state} lists more than {moves} moves (or {numbers} numbers in its moves)",
    RuleNegative => later "state {state} has a move to {value}, but states are whole numbers ≥ 0",
    RuleStateTooLarge => later "state {state} has a move to {value}, past the largest state {limit}",
    EmptyTuple => "empty brackets: a state in brackets holds its numbers, as (3,4)",
    UnclosedTuple => "missing ')' to close this state",
    NotATwoNumberGame => later "{game} is not a game of two-number states (a grid needs one, such as a rule with 'state (x, y)')",
    NoPatternTable => later "{game} has no table to find patterns in (heap games and games of two-number states have one)",
    RuleStateNumbers => later "a state of {game} has {arity} numbers: write each state in brackets, as (3,4)",
    RuleNotAState => later "{state} is not a state of {game} (its 'where' does not hold)",
    RuleCycle => later "{game} has a cycle, so its states have no SG values: {cycle}",
    RuleTooManyStates => later "the rule reaches more than {limit} states outside the table",
    RuleTooDeepSearch => later "the moves waiting to be searched hold more than {limit} numbers",
    RuleMoveNotAState => later "state {state} has a move to {to}, which is not a state (its 'where' does not hold)",
    // Limits and requests.
    TooManyValues => "{n} values is too many (the limit is {limit})",
    NotEnoughMemory => later "{n} values of {game} need about {need} MiB of memory, and {available} MiB is available",
    GraphTooFewVertices => "{n} states asked for, but the graph's vertices are only 0..{last}",
    Cycle => "the graph has a cycle, so its vertices have no SG values: {cycle} (play it as a position: graph(…): 0)",
    LoopyNotSearched => "{position} is on a graph with cycles: its positions can repeat, so the search does not \
                         follow them (the generalised SG values decide it)",
    HeapNeedsBigTable => "heap {heap} of {game} needs a table of about {work} steps (the limit is {limit})",
    HeapTooLarge => "heap {heap} is too large for {game}: no period proven up to {searched} (without one, tables \
                     stop at {limit})",
    TooManyMoves => "heap {heap} of {game} has too many moves to search (up to {bound}; the limit is {limit} in all)",
    PeriodOfGraph => "periods are for heap games; a graph has no period (ask for its values instead)",
    TooManyTraceOptions => "state {state} of {game} has up to {bound} options; the mex trace shows at most {limit}",
    StateNotComputed => "the session of {game} knows G(0) … G({known} − 1), not yet enough for state {state}; extend \
                         it first",
    TooManyStates => "{n} states is too many (the limit is {limit})",
    TooManyVertices => "{n} vertices is too many (the limit is {limit})",
    EdgeArraysDiffer => later "from has {from} entries but to has {to}: each edge needs both ends",
    EdgeOutside => later "edge {i} ({from} > {to}) leaves the graph of {count} vertices (numbered from 0)",
    ValuesTooFew => "{given} values given for a graph of {n} states",
    GridTooLarge => later "a {n} × {n} grid is too large to draw (the limit is {limit} states)",
    TooManyToDraw => "{n} states is too many to draw (the limit is {limit})",
    TooManyMovesToDraw => "{moves} moves is too many to draw (the limit is {limit}); choose a smaller N",
    MoreMovesThanDrawable => "more than {limit} moves is too many to draw; choose a smaller N",
    EdgeMissingNode => "edge {from} > {to} names a missing node",
    TooManyPositionsToDraw => later "{position} reaches more than {limit} positions, too many to draw; try a smaller \
                               position",
    BadNumber => "{name} must be a whole number from {min} to {max}, not {value}",
    BadNumberArray => "{name}[{index}] must be a whole number from 0 to {max}, not {value}",
    NotText => "{name} must be a string, not {value}",
    TextTooLong => "{name} is {length} characters long (the limit is {limit})",
    NotNumbers => "{name} must be a Uint32Array or an array of numbers",
    SearchTooLarge => "{position} has more than {limit} positions to search; try smaller heaps",
    NoValueForSum => "{component} has no known SG value (its rule says only who wins, and it is too large to \
                      search), so it cannot be part of a sum",
    UnknownRule => later "unknown rule '{rule}' (try {rules})",
    UnknownAsk => later "unknown question '{ask}' (try value, outcome, move, count)",
    ExerciseTooLarge => later "an exercise has 1 to {heaps} heaps of at most {max}",
    NoExercise => later "no position of {game} of that size suits this question; try other sizes",
    MemoSplits => later "the memo table is for two heaps of a game whose moves leave one heap; {game} splits heaps",
    MemoTooLarge => later "the memo table goes up to heaps of {limit}",
    QuotientTooLarge => later "the misère quotient of {game} has more than {limit} elements by heap {heap}",
    QuotientWork => later "the misère quotient of {game} took more than {limit} steps by heap {heap}",
    QuotientHeaps => later "a misère quotient is built up to heaps of {limit}, not {heaps}",
    NoQuotient => later "{game} has no misère quotient here: its moves do not leave sums of smaller heaps",
    QuotientSplits => later "the misère quotient of {game} is not found past heap {heap}: the quotient of smaller heaps \
                       splits there, and no rebuild from words within its bounds held",
    QuotientPowers => later "the outcomes of many heaps of {heap} in {game} did not repeat within {limit} heaps",
    GenusTooLarge => later "the genus is searched up to heaps of {limit}, not {heaps}",
    UnknownFormat => later "unknown format '{format}' (try {formats})",
    UnknownProblem => later "unknown problem '{problem}' (try {problems})",
    NotAMove => later "{next} is not one move from {position}",
    ValuesNotOfGame => "values[{index}] is {value}, but G({index}) of {game} is {expected}: these are not its values",
    DifferentShape => later "{next} is not a position of the same game as {position}",
    // The engine itself (said by the page's guard around the module, www/core/guard.js).
    ModuleTrap => "the engine failed on this request ({message}) and was started again; try other input",
    ModuleRestarting => "the engine is starting again after a failure; try again in a moment",
    ModuleRestarted => "this object belonged to the engine before it was started again; make it again",
    ModuleNotReady => "the engine is not loaded yet (await ready first)",
    NotInFirstView => "{what} needs the rest of the engine, which loads when first asked for; it shows in a moment",
    SessionFreed => "this Session was freed; make a new one",
    // Contest input.
    InputEmpty => later "expected the number of vertices N (the input is empty)",
    InputVertexCount => later "N must be between 1 and {limit}",
    InputExpected => later "expected {context}, found the end of the input",
    InputExpectedFound => later "expected {context}, found '{found}'",
    InputNumberTooLarge => later "number too large (the limit is {limit})",
    InputCountRange => later "{context} must be between {low} and {limit}",
    InputNumberTooSmall => later "number too small (the least is {low})",
    InputVertexRange => later "vertex {vertex} is not in the graph (its vertices are 1..{last})",
    InputWordShape => later "'{found}' is not a word of 3 to {limit} letters a–z, A–Z",
    InputBoardSize => later "a board has at most {limit} cells",
    InputBoardRow => later "row {row} has {found} cell(s), but the board has {cols} columns",
    InputBoardCell => later "'{found}' is not a cell of this board (its cells are {cells})",
    InputOneEmpty => later "the board needs exactly one empty cell '.', and has {found}",
    InputNotAMove => later "move {move}: the piece at ({row}, {col}) cannot move into the empty cell",
    InputGraphSize => later "a graph here has at most {limit} vertices and {limit} edges",
    GeographyEdge => "expected an edge 'a-b' (two vertices below {limit}, joined by '-'), found '{found}'",
    GeographyEdges => "geography here has at most {limit} edges",
    GeographyNoToken => "a geography position needs the token's vertex",
    GeographyBoardRow => "row {row} of the board has {found} cell(s), but its first has {cols}",
    GeographyBoardSize => "a board here has at most {limit} cells",
    GeographyWall => "cell {cell} is a wall: the token stands on free cells ('.')",
    GeographyTwice => "vertex {vertex} comes twice: the token never comes back to a vertex it left",
    GeographyNotAWalk => "{b} is not a neighbour of {a}: the heaps are the vertices the token stood on, in order",
    GamblingCount => later "n must be between 1 and {limit}",
    GamblingNumberTooLarge => later "number too large (the limit is {limit})",
    GamblingExtra => later "unexpected '{found}' after the {n} cards",
    GamblingTraceTooLong => later "the step-by-step trace shows at most {limit} cards (gamblingNim answers any input)",
    // Phrases: the contexts above.
    AfterGameName => "after the game's name",
    InRange => "in a range 'a..b'",
    BetweenNumbers => "between numbers",
    AfterBash => "after 'bash'",
    AfterBashNumber => "after bash's number",
    AfterGraph => "after 'graph'",
    BetweenEdges => "between edges",
    InOctalCode => "in an octal code",
    AfterMisere => "after 'misere'",
    AfterKeyword => "after '{word}'",
    CloseKeyword => "to close {word}(…)",
    AfterMooreNumber => "after moore's number",
    CloseMisere => "to close misere(…)",
    AfterEvery => "after 'every'",
    CloseEvery => "to close every(…)",
    TheGame => "the game",
    ANumber => "number",
    ANumberAfterRange => "number after '..'",
    AVertex => "vertex",
    TheVertexCount => later "the number of vertices N",
    TheMoveCount => later "the number of moves from vertex {vertex}",
    ASuccessor => later "a successor of vertex {vertex}",
    TheTokenCount => later "the number of tokens",
    ATokenVertex => later "a token's vertex",
    TheCardCount => later "the number of cards n",
    ACardFace => later "a number on card {card}",
    TheCaseCount => later "the number of test cases T",
    TheLightCount => later "the number of lights n",
    ALightCoordinate => later "a coordinate of light {light}",
    TheTreeVertexCount => later "the number of vertices n",
    TheEdgeCount => later "the number of edges m",
    AnEdgeEnd => later "an end of edge {edge}",
    TheGraphCount => later "the number of graphs K",
    TheGameCount => later "the number of games n",
    APile => later "a pile of game {game}",
    TheHeapCount => later "the number of heaps n",
    AHeap => later "heap {heap}",
    TheWordCount => later "the number of words N",
    AWord => later "word {word}",
    TheRowCount => later "the number of rows",
    TheColumnCount => later "the number of columns",
    ARow => later "row {row}",
    TheStartVertex => later "the start vertex s",
    TheMoveTotal => later "the number of moves k",
    AMoveCell => later "the cell of move {move}",
}

/// An argument of a message: text (numbers, notation, characters from the input) or a phrase that is itself a
/// message to translate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Phrase(Message),
}

/// A code with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub code: Code,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(code: Code) -> Message {
        Message { code, args: Vec::new() }
    }

    /// The message with one more argument (anything printable: numbers, notation, a character).
    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Message {
        self.args.push((name, Arg::Text(shortened(value.to_string()))));
        self
    }

    /// The message with a phrase argument (a context such as "after 'bash'").
    pub fn phrase(mut self, name: &'static str, phrase: Message) -> Message {
        self.args.push((name, Arg::Phrase(phrase)));
        self
    }
}

/// The longest argument a message quotes whole (a position of 100 000 heaps would make a message of 200 000
/// characters): past it, its start and its end around " … ".
pub const MAX_ARG: usize = 200;

fn shortened(text: String) -> String {
    let count = text.chars().count();
    if count <= MAX_ARG {
        return text;
    }
    let head: String = text.chars().take(MAX_ARG - 60).collect();
    let tail: String = text.chars().skip(count - 50).collect();
    format!("{head} … {tail}")
}

impl From<Code> for Message {
    fn from(code: Code) -> Message {
        Message::new(code)
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let template = self.code.english();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            f.write_str(&rest[..open])?;
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                f.write_str(&rest[open..])?;
                return Ok(());
            };
            let name = &after[..close];
            match self.args.iter().find(|(n, _)| *n == name) {
                Some((_, Arg::Text(text))) => f.write_str(text)?,
                Some((_, Arg::Phrase(phrase))) => write!(f, "{phrase}")?,
                None => write!(f, "{{{name}}}")?,
            }
            rest = &after[close + 1..];
        }
        f.write_str(rest)
    }
}

/// `{ code, args: { name: "text" | { code, args } } }`: what the page translates.
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                let mut map = s.serialize_map(Some(self.0.len()))?;
                for (name, arg) in self.0 {
                    match arg {
                        Arg::Text(text) => map.serialize_entry(name, text)?,
                        Arg::Phrase(phrase) => map.serialize_entry(name, phrase)?,
                    }
                }
                map.end()
            }
        }
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("code", self.code.name())?;
        map.serialize_entry("args", &Args(&self.args))?;
        map.end()
    }
}

/// Where in the text a message points: a column (1-based, in characters) of one-line notation, or a line and column
/// of a contest input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct At {
    pub line: Option<usize>,
    pub column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub message: Message,
    pub at: Option<At>,
}

impl Error {
    /// A failure that is not about a place in the text (a limit, a cycle, a request out of range).
    pub fn new(message: impl Into<Message>) -> Error {
        Error {
            message: message.into(),
            at: None,
        }
    }

    /// Bad notation at a 1-based column.
    pub fn at_column(message: impl Into<Message>, column: usize) -> Error {
        Error {
            message: message.into(),
            at: Some(At { line: None, column }),
        }
    }

    /// Bad contest input at a 1-based line and column.
    pub fn at_line(message: impl Into<Message>, line: usize, column: usize) -> Error {
        Error {
            message: message.into(),
            at: Some(At {
                line: Some(line),
                column,
            }),
        }
    }

    pub fn code(&self) -> Code {
        self.message.code
    }

    /// The column of a parse error.
    pub fn column(&self) -> Option<usize> {
        self.at.map(|a| a.column)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)?;
        match self.at {
            Some(At {
                line: Some(line),
                column,
            }) => write!(f, " at line {line}, column {column}"),
            Some(At { line: None, column }) => write!(f, " at column {column}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    #[test]
    fn a_long_argument_is_quoted_by_its_ends() {
        let long = format!("nim: {}", "1 ".repeat(1000));
        let m = Message::new(Code::SearchTooLarge)
            .arg("position", long.trim())
            .arg("limit", 5);
        let text = m.to_string();
        assert!(
            text.starts_with("nim: 1 1 1") && text.contains(" … ") && text.chars().count() < 300,
            "{text}"
        );
        // Short ones are whole.
        assert_eq!(
            Message::new(Code::NotText)
                .arg("name", "game")
                .arg("value", 5)
                .to_string(),
            "game must be a string, not 5"
        );
    }

    use super::*;

    #[test]
    fn templates_fill_their_slots_and_phrases() {
        let m = Message::new(Code::ExpectedCharFound)
            .arg("char", '(')
            .phrase("context", Code::AfterBash.into())
            .arg("found", 'x');
        assert_eq!(m.to_string(), "expected '(' after 'bash', found 'x'");
        assert_eq!(
            Error::at_column(Code::EmptyItem, 7).to_string(),
            "empty {context} at column 7",
            "a missing argument stays visible"
        );
        assert_eq!(
            Error::at_line(Message::new(Code::InputNumberTooLarge).arg("limit", 5), 2, 3).to_string(),
            "number too large (the limit is 5) at line 2, column 3"
        );
    }

    #[test]
    fn every_slot_of_every_template_is_a_plain_name() {
        for code in Code::ALL {
            let t = code.english();
            assert_eq!(t.matches('{').count(), t.matches('}').count(), "{}", code.name());
        }
    }

    #[test]
    fn messages_serialise_as_code_and_args() {
        let m = Message::new(Code::ExpectedChar)
            .arg("char", ')')
            .phrase("context", Code::AfterBashNumber.into());
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            r#"{"code":"ExpectedChar","args":{"char":")","context":{"code":"AfterBashNumber","args":{}}}}"#
        );
    }
}

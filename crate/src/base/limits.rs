//! Every limit a user can meet, in one value. The edge builds it (the command line and a worker take
//! [`Limits::DEFAULT`], the page's main thread [`Limits::MAIN_THREAD`]) and passes it down, the way a regex engine
//! passes its `Config`; the modules that check a limit read its field here, so that a number has one name and one
//! place. docs/reference.md's table of limits is tested against [`Limits::DEFAULT`] (crate/tests/limits.rs).
//!
//! What stays in its module: an algorithm's own constants, which no user meets as a refusal (a period search's
//! table lengths, a pattern's reach, the layout's sweeps, a rule's cost per state for the work bound, the longest
//! block of an octal code its linear methods handle, which only chooses the method).

/// The limits of one caller (a module of a page, a run of the command line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Characters of any text argument.
    pub text: usize,
    /// The largest number the notation reads.
    pub number: u32,
    /// Games nested in games (`misere(…)`).
    pub nesting: usize,
    /// Numbers of a set (after ranges).
    pub set: usize,
    /// Digits of an octal code.
    pub octal_digits: usize,
    /// The largest vertex of a graph.
    pub vertex: u32,
    /// The longest table G(0) … G(n − 1) (and the most cells of a grid): 64 MiB of `u32`, with room for the
    /// solvers' scratch arrays of the same size in wasm's 4 GiB.
    pub table: usize,
    /// The longest table a period proof of a splitting octal code may solve: it keeps one byte a value while the
    /// values stay below 256 (two below 65 536), and its check reads the table in place with four bytes for each
    /// period it tries (up to half the table): 2^26 values take about 200 MiB at the check.
    pub proof_table: usize,
    /// The longest table of a code that splits in three (its cost grows as n³: a few seconds natively).
    pub three_way_table: usize,
    /// The longest table of a code whose table costs n² (it takes any number and splits, or repeats a long block).
    pub quadratic_table: usize,
    /// The most steps one table may take, in table cells ([`crate::engine::cost::table`]): a few seconds natively.
    pub work: u64,
    /// Positions of one search of a whole position …
    pub search_positions: usize,
    /// … the moves it examines …
    pub search_moves: u64,
    /// … and the numbers of one position it keeps.
    pub search_numbers: usize,
    /// Positions of the computer's look at the whole game.
    pub lookahead: usize,
    /// The winning moves judged one by one when a family's rule says only who wins …
    pub judged_moves: u64,
    /// … each by the rule or a search of this many positions (a nicety, not worth more than a few milliseconds).
    pub small_search: usize,
    /// Options of a mex trace.
    pub trace_options: u64,
    /// States of a drawn graph …
    pub draw_states: usize,
    /// … its moves …
    pub draw_edges: usize,
    /// … and the positions of a drawn whole position.
    pub draw_positions: usize,
    /// The largest heap of the memo table.
    pub memo: u32,
    /// The longest side of the position table.
    pub table_side: u32,
    /// The values of a table handed in that are checked against the game's.
    pub checked_prefix: usize,
    /// Characters of a rule text.
    pub rule_text: usize,
    /// Loop steps of a rule for one state.
    pub rule_steps: u64,
    /// Moves a rule lists for one state.
    pub rule_moves: usize,
    /// States a rules game solves outside a table.
    pub rule_states: usize,
    /// Vertices (cells of a board) of a geography game …
    pub geography_vertices: usize,
    /// … and its edges.
    pub geography_edges: usize,
    /// Cells of a contest's board, and vertices (and edges) of its graph, a case.
    pub contest_size: u64,
    /// The most work, in table cells, run at once on the page's main thread (a few milliseconds).
    pub main_thread_work: u64,
    /// Elements of a misère quotient …
    pub quotient_order: usize,
    /// … the heaps it is built up to …
    pub quotient_heaps: usize,
    /// … the steps of its construction …
    pub quotient_work: u64,
    /// … and the states of its proof (crate::theory::quotient::verify).
    pub quotient_states: usize,
}

impl Limits {
    /// A worker's, the command line's, a test's.
    pub const DEFAULT: Limits = Limits {
        text: 1 << 24,
        number: (1 << 31) - 1,
        nesting: 4,
        set: 1 << 16,
        octal_digits: 1 << 12,
        vertex: (1 << 20) - 1,
        table: 1 << 24,
        proof_table: 1 << 26,
        three_way_table: 4096,
        quadratic_table: 1 << 16,
        work: 1 << 32,
        search_positions: 1 << 17,
        search_moves: 1 << 23,
        search_numbers: 32,
        lookahead: 1 << 14,
        judged_moves: 1 << 16,
        small_search: 1 << 12,
        trace_options: 1 << 16,
        draw_states: 200_000,
        draw_edges: 2_000_000,
        draw_positions: 400,
        memo: 100,
        table_side: 32,
        checked_prefix: 1024,
        rule_text: 1 << 16,
        rule_steps: 1 << 24,
        rule_moves: 1 << 20,
        rule_states: 1 << 22,
        geography_vertices: 4096,
        geography_edges: 16384,
        contest_size: 1 << 18,
        main_thread_work: 1 << 16,
        quotient_order: 1024,
        quotient_heaps: 4096,
        quotient_work: 1 << 28,
        quotient_states: 1 << 20,
    };

    /// The page's main thread's: a rule that loops long stops at once there, and runs in the worker instead.
    pub const MAIN_THREAD: Limits = Limits {
        rule_steps: 1 << 16,
        ..Limits::DEFAULT
    };
}

#[cfg(not(target_arch = "wasm32"))]
impl Limits {
    /// The native command line's (`grundy values`, `period`, `census`): tables to 2^32 values where the memory
    /// allows, which [`crate::solve::memory`] checks before a table starts. The page and the wasm keep
    /// [`Limits::DEFAULT`] (docs/reference.md states both).
    pub const NATIVE: Limits = Limits {
        table: 1 << 32,
        proof_table: 1 << 32,
        ..Limits::DEFAULT
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

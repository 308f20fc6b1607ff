//! What a family's theorem says of a position: its [`Verdict`] (who wins, the SG value when the theorem gives one)
//! and the [`Rule`] that decided it, with the numbers it looked at, in English for the CLI (the page words it in
//! either language from the same numbers).

use serde::Serialize;

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

    /// The rule and its numbers in English (the CLI's wording; the page says it in either language).
    pub fn explain(&self) -> String {
        match self {
            Rule::MisereNim { class, big, lone, xor } => format!(
                "misère Nim class {class}: {big} heap(s) of 2 or more, {lone} heap(s) of 1, XOR {xor} \
                 (S1, S2, T0 win for the player to move; S0, T2 lose)"
            ),
            Rule::Sj { values, xor, big } => {
                let each: Vec<String> = values.iter().map(u32::to_string).collect();
                let (xor_part, big_part, wins) = match (*xor != 0, *big > 0) {
                    (true, true) => ("≠ 0", "some value above 1", "wins"),
                    (false, false) => ("= 0", "no value above 1", "wins"),
                    (false, true) => ("= 0", "some value above 1", "loses"),
                    (true, false) => ("≠ 0", "no value above 1", "loses"),
                };
                format!(
                    "SJ theorem (every state of value 0 is an end): values {}, XOR {xor} {xor_part}, {big_part} \
                     ({big}): the player to move {wins}",
                    each.join(" ⊕ ")
                )
            }
            Rule::Staircase { xor } => format!("staircase Nim: SG = XOR of the piles on odd steps = {xor}"),
            Rule::BoxesIndependent { xor } => {
                format!("no closed boxes XOR to 0, so SG = XOR of the open boxes = {xor}")
            }
            Rule::BoxesSpan { xor, rank, closed } => format!(
                "some closed boxes XOR to 0 (rank {rank} of {closed} closed boxes) and the open XOR {xor} is in \
                 their span: the player to move wins"
            ),
            Rule::StonedDominant { size, rest, .. } => format!(
                "a heap of {size} holds more than all the others ({rest}) and may be taken from: the player to move \
                 wins"
            ),
            Rule::StonedBlocked { size, rest, .. } => format!(
                "the heap the last move took from ({size}) holds more than all the others ({rest}): the player to \
                 move loses"
            ),
            Rule::StonedParity { total } => format!(
                "no heap holds more than the others together; {total} stones in all, {}: the player to move {}",
                if total % 2 == 1 { "odd" } else { "even" },
                if total % 2 == 1 { "wins" } else { "loses" }
            ),
            Rule::Thanos { least, count, half } => format!(
                "{count} heap(s) hold the least ({least}); {} n/2 = {half}: the player to move {}",
                if count <= half { "at most" } else { "more than" },
                if count <= half { "wins" } else { "loses" }
            ),
            Rule::Moore { k, column: None, .. } => format!(
                "Moore's Nim-{k}: every binary column has a multiple of {} ones: the player to move loses",
                k + 1
            ),
            Rule::Moore {
                k,
                column: Some(bit),
                ones,
            } => format!(
                "Moore's Nim-{k}: column {bit} has {ones} ones, not a multiple of {}: the player to move wins",
                k + 1
            ),
            Rule::Wythoff { pair: Some(n) } => {
                format!("a Wythoff pair (⌊{n}φ⌋, ⌊{n}φ⌋ + {n}): the player to move loses")
            }
            Rule::Colon { branches, value } => {
                let each: Vec<String> = branches.iter().map(u32::to_string).collect();
                format!(
                    "colon principle: the branches on the ground are worth {} (1 + what hangs from each), SG = \
                     their XOR = {value}",
                    if each.is_empty() {
                        "nothing".into()
                    } else {
                        each.join(" ⊕ ")
                    }
                )
            }
            Rule::Sum { values, xor } => {
                let each: Vec<String> = values.iter().map(u32::to_string).collect();
                format!("SG = the XOR of the states' values {} = {xor}", each.join(" ⊕ "))
            }
            Rule::EverySg { steps, largest } => {
                let each: Vec<String> = steps.iter().map(u32::to_string).collect();
                format!(
                    "Every-SG: step counts {}; the largest, {largest}, is {}: the player to move {}",
                    each.join(", "),
                    if largest % 2 == 1 { "odd" } else { "even" },
                    if largest % 2 == 1 { "wins" } else { "loses" }
                )
            }
            Rule::Fusion { parts: 0, value, .. } => {
                format!("no cycles: the colon principle alone (a branch is 1 + what hangs from it), SG = {value}")
            }
            Rule::Fusion { parts, loops, value } => format!(
                "fusion principle: the {loops} edge(s) on cycles fuse into loops in {parts} part(s) (a loop is worth \
                 1: an odd cycle is one edge, an even one nothing), then the colon principle: SG = {value}"
            ),
            Rule::Loopy { values, outcome, .. } => {
                let each: Vec<String> = values.iter().map(crate::theory::loopy::Gsg::to_string).collect();
                let infinite = values.iter().filter(|v| v.finite().is_none()).count();
                let why = match infinite {
                    0 => "all finite, so their XOR decides",
                    1 => "one is ∞, so the XOR of the others must be one of its options",
                    _ => "two or more are ∞",
                };
                let ends = match outcome {
                    crate::theory::loopy::Outcome::Win => "the player to move wins",
                    crate::theory::loopy::Outcome::Lose => "the player to move loses",
                    crate::theory::loopy::Outcome::Draw => "a draw: neither player can force a win",
                };
                format!("generalised SG values {}: {why}; {ends}", each.join(", "))
            }
            Rule::Wythoff { pair: None } => "not a Wythoff pair (⌊nφ⌋, ⌊nφ⌋ + n): the player to move wins".into(),
            Rule::MatchingCovered { size } => format!(
                "geography: every maximum matching (of size {size}) of the vertices not yet left covers the token's: \
                 the player to move wins, moving along one"
            ),
            Rule::MatchingMissed { size } => format!(
                "geography: a maximum matching (of size {size}) of the vertices not yet left misses the token's: the \
                 player to move loses, the other answering along it"
            ),
            Rule::MatchingMove { from, to, size } => format!(
                "geography: along the edge {from}-{to} of a maximum matching (of size {size}): every maximum matching \
                 covered {from}, so what is left has one that misses {to}, and each answer goes along it"
            ),
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

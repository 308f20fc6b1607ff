//! Contest problems answered from their own input, one case per answer in the problem's own words. Each case keeps
//! the numbers that decided it (the CLI's `--json`). [`PROBLEMS`] lists them: the CLI's commands and help, and the JS
//! API's `contestAnswers`, read it.

mod board;
pub mod gambling;
pub mod geography;
pub mod import;
pub mod jsoi2009;
pub mod noi2011;

use crate::base::error::Result;
use crate::base::limits::Limits;
use crate::theory::every::{self, Steps};
use crate::theory::hackenbush;
use crate::theory::loopy;
use crate::theory::nimber;
use import::Picture;
use serde::Serialize;

/// One case's answer and the value behind it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// The problem's own words ("Alice", "Don't waste your time.", …): the case's lines of output.
    pub answer: String,
    /// The SG value of the whole case; for Every-SG, the largest step count; for a loopy game, the moves best play
    /// lasts (0 for a draw).
    pub value: u64,
    /// The value of each part: lights' products, graphs' values, games' step counts.
    pub parts: Vec<u64>,
}

/// HDU 1524's answer to each query of one case: "WIN" or "LOSE" (one table of the graph's values answers every
/// query: the XOR of the tokens' values). A graph with a cycle, which the problem promises not to give, is a loopy
/// game: generalised SG values (Smith) decide each sum of tokens, and a query may also be a "DRAW".
pub fn hdu1524_answers(case: &import::Hdu1524) -> Result<Vec<&'static str>> {
    let crate::game::Game::Graph(dag) = &case.game else {
        unreachable!("HDU 1524 reads graphs")
    };
    if let Ok(g) = crate::solve::graph::values(dag) {
        let xor = |q: &[u32]| q.iter().fold(0, |x, &v| x ^ g[v as usize]);
        return Ok(case
            .queries
            .iter()
            .map(|q| if xor(q) != 0 { "WIN" } else { "LOSE" })
            .collect());
    }
    let values = &dag.labels().values;
    Ok(case
        .queries
        .iter()
        .map(|q| {
            let parts: Vec<loopy::Gsg> = q.iter().map(|&v| values[v as usize].clone()).collect();
            match loopy::sum_outcome(&parts) {
                loopy::Outcome::Win => "WIN",
                loopy::Outcome::Lose => "LOSE",
                loopy::Outcome::Draw => "DRAW",
            }
        })
        .collect())
}

fn answer(first_wins: bool, words: [&'static str; 2], value: u64, parts: Vec<u64>) -> Answer {
    Answer {
        answer: if first_wins { words[0] } else { words[1] }.into(),
        value,
        parts,
    }
}

/// HDU 3404 "Switch lights": each light (x, y) is worth x ⊗ y; lxhgww, moving first, wins when their XOR is not 0.
pub fn hdu3404(text: &str) -> Result<Vec<Answer>> {
    Ok(import::hdu3404(text)?
        .into_iter()
        .map(|lights| {
            let parts: Vec<u64> = lights.iter().map(|&(x, y)| nimber::mul(x, y)).collect();
            let value = nimber::lights_value(&lights);
            answer(
                value != 0,
                ["Have a try, lxhgww.", "Don't waste your time."],
                value,
                parts,
            )
        })
        .collect())
}

fn picture_value(p: &Picture) -> u64 {
    hackenbush::value(p.vertices, &p.edges, 0)
}

/// HDU 3094 "A tree game": green Hackenbush on a tree rooted at 1; Alice moves first.
pub fn hdu3094(text: &str) -> Result<Vec<Answer>> {
    Ok(import::hdu3094(text)?
        .iter()
        .map(|tree| {
            let value = picture_value(tree);
            answer(value != 0, ["Alice", "Bob"], value, vec![value])
        })
        .collect())
}

/// POJ 3710 "Christmas Game": a sum of green Hackenbush graphs with rings, each rooted at 1; Sally moves first.
pub fn poj3710(text: &str) -> Result<Vec<Answer>> {
    Ok(import::poj3710(text)?
        .iter()
        .map(|graphs| {
            let parts: Vec<u64> = graphs.iter().map(picture_value).collect();
            let value = parts.iter().fold(0, |acc, v| acc ^ v);
            answer(value != 0, ["Sally", "Harry"], value, parts)
        })
        .collect())
}

/// HDU 3595 "GG and MM": Every-SG of Euclid's games; MM moves first and wins when the largest step count is odd.
pub fn hdu3595(text: &str) -> Result<Vec<Answer>> {
    Ok(import::hdu3595(text)?
        .into_iter()
        .map(|games| {
            let steps: Vec<Steps> = games.iter().map(|&(x, y)| every::euclid(x, y)).collect();
            let parts: Vec<u64> = steps.iter().map(|s| s.steps).collect();
            let value = parts.iter().copied().max().unwrap_or(0);
            answer(every::first_wins(&steps), ["MM", "GG"], value, parts)
        })
        .collect())
}

/// ABC 209 E "Shiritori": for each word, who wins when Takahashi says it first (a loopy game: draws too).
pub fn abc209e(text: &str) -> Result<Vec<Answer>> {
    let words = import::abc209e(text)?;
    Ok(loopy::shiritori(&words)
        .into_iter()
        .map(|(answer, moves)| Answer {
            answer: answer.into(),
            value: moves,
            parts: vec![],
        })
        .collect())
}

/// HDU 5795 "A Simple Nim": take any number from a heap, or split a heap into three non-empty heaps (the code
/// `8.[3]`); the first player wins when the XOR of the heaps' values is not 0.
pub fn hdu5795(text: &str) -> Result<Vec<Answer>> {
    Ok(import::hdu5795(text)?
        .into_iter()
        .map(|heaps| {
            let parts: Vec<u64> = heaps.iter().map(|&h| simple_nim_value(h)).collect();
            let value = parts.iter().fold(0, |x, &v| x ^ v);
            answer(value != 0, ["First player wins.", "Second player wins."], value, parts)
        })
        .collect())
}

/// G(n) of `8.[3]`: n, but n − 1 for n ≡ 0 and n + 1 for n ≡ 7 (mod 8), n ≥ 1; the pattern the table of the code
/// shows (`grundy pattern '8.[3]'`), proven by induction in the problem's editorials, and checked against the
/// table in the tests.
pub fn simple_nim_value(n: u64) -> u64 {
    match n % 8 {
        _ if n == 0 => 0,
        0 => n - 1,
        7 => n + 1,
        _ => n,
    }
}

/// A problem's solver: its whole input in, one answer per case out.
pub type Solver = fn(&str, &Limits) -> Result<Vec<Answer>>;

/// A problem this module answers: its name (the CLI's command, `contestAnswers`' first argument), what `grundy
/// --help` says of it, and its solver.
pub struct Problem {
    pub name: &'static str,
    pub about: &'static str,
    pub solve: Solver,
}

/// Every problem this module answers.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "hdu3404",
        about: "Switch lights (nim products): the answer for each case",
        solve: |text, _| hdu3404(text),
    },
    Problem {
        name: "hdu3094",
        about: "A tree game (green Hackenbush, colon principle)",
        solve: |text, _| hdu3094(text),
    },
    Problem {
        name: "poj3710",
        about: "Christmas Game (green Hackenbush with rings, fusion principle)",
        solve: |text, _| poj3710(text),
    },
    Problem {
        name: "hdu3595",
        about: "GG and MM (Every-SG of Euclid's games)",
        solve: |text, _| hdu3595(text),
    },
    Problem {
        name: "abc209e",
        about: "Shiritori (a game with cycles: Takahashi, Aoki or Draw per word)",
        solve: |text, _| abc209e(text),
    },
    Problem {
        name: "hdu5795",
        about: "A Simple Nim (take, or split in three: the hexadecimal code 8.[3])",
        solve: |text, _| hdu5795(text),
    },
    Problem {
        name: "jsoi2009",
        about: "[JSOI2009] 游戏 (geography on a board: WIN and the cells to place on, or LOSE)",
        solve: jsoi2009::solve,
    },
    Problem {
        name: "geography",
        about: "geography on any graph: WIN or LOSE per case 'n m s' and its edges",
        solve: geography::solve,
    },
    Problem {
        name: "noi2011",
        about: "NOI 2011 兔兔与蛋蛋游戏: the number of 兔兔's mistakes, and which",
        solve: noi2011::solve,
    },
];

/// The problem of that name.
pub fn by_name(name: &str) -> Option<Solver> {
    PROBLEMS.iter().find(|p| p.name == name).map(|p| p.solve)
}

/// The names of [`PROBLEMS`], for a message: "hdu3404, hdu3094, …".
pub fn names() -> String {
    PROBLEMS.iter().map(|p| p.name).collect::<Vec<_>>().join(", ")
}

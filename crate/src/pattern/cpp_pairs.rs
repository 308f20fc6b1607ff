//! The found law of a game of two-number states as code: a C++ function `int lose(long long x, long long y)` a
//! contestant pastes, meaning what the two-number prediction ([`super::predict_pairs`], `--predict`) means, law by
//! law: 1 where the first law of P-positions that speaks of (x, y) says it is one (the player to move loses), 0 where
//! it says it is not; where none speaks, the grid's own value (G == 0; a cell that is no state is 0) for x, y below
//! the grid's side, as a bitset of the cells no law speaks of, else −1 ("no law: extend the grid"), never a guess.
//!
//! Each law of P-positions ([`super::pairs`]) is written so that a huge cell (10^18) is fast where the law allows:
//! - pairs (a_k, b_k = a_k + c·k + d) with a Beatty form a_k = ⌊kα⌋ + offset, α = (p + √q)/r: the k with a_k ≤ v
//!   are found by binary search, each comparison in exact integers (⌊kα⌋ ≤ v ⟺ t = r(v + 1) − k·p > 0 and
//!   q·k² < t², since √(q·k²) is irrational): O(log) per call, exact for x, y ≤ 10^18 (t² then fits 128 bits);
//! - pairs without one (or with α = e or π, which integers do not give): the pairs generated up to min(x, y), a loop
//!   that says so (O(min(x, y)) time and memory per call);
//! - lines: the line test, in 128 bits; a set along a line: membership, walking the set's recurrence up to x
//!   (O(log x) steps when it grows geometrically, as the Fibonacci numbers and the powers do).
//!
//! The laws of G's values (a sum, periods of rows or columns) say nothing of P-positions in the prediction: they are
//! listed, not read. A new kind of law of P-positions plugs in at [`law`].

use super::beatty::Constant;
use super::cpp::{define, list_laws};
use super::{find_grid, Pattern, Sides};
use crate::base::error::Result;
use crate::base::limits::Limits;
use crate::lang::RulesGame;
use std::fmt::Write as _;

/// The function `lose` of a user's game of two-number states from the laws its finder states in its n × n grid,
/// each checked further ([`find_grid`]) within the caller's `limits`.
pub fn of_rules(rules: &RulesGame, n: usize, limits: &Limits) -> Result<String> {
    let (found, grid) = find_grid(rules, n, limits)?;
    Ok(function(&rules.name, &found, &grid, n, None))
}

/// The C++ function `lose` of a game named `game`, whose finder stated `found` in the side × side grid `grid` (row
/// by row, what [`find_grid`] gives). In `namespace` when it is given (the grid's export, whose array is named `sg`).
pub fn function(game: &str, found: &[Pattern], grid: &[u32], side: usize, namespace: Option<&str>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {game}: whether (x, y) is a P-position (the player to move loses), by the laws the pattern finder"
    );
    let _ = writeln!(
        out,
        "// (grundy pattern) stated in its {side} × {side} grid, each checked past that grid as far as it says. A law not"
    );
    out.push_str("// proven is observed: it held that far, and no further is known.\n");
    let stated = list_laws(&mut out, found, "lose is the grid alone");
    out.push_str(
        "// lose(x, y) = 1 where the first law that speaks says P-position, 0 where it says not; where none speaks,\n",
    );
    let _ = writeln!(
        out,
        "// the grid's own (G == 0) for x, y < {side}; -1 past it: no law, extend the grid."
    );
    let body = body(&stated, grid, side);
    if body.contains("std::vector") {
        out.push_str("#include <vector>\n");
    }
    define(&mut out, namespace, "int lose(long long x, long long y)", &body);
    out
}

/// The function's body: each law in order, until one that speaks of every cell; then the grid where none speaks.
fn body(stated: &[&Pattern], grid: &[u32], side: usize) -> String {
    let mut out = String::from("if (x < 0 || y < 0) return -1;\n");
    let mut shadowed_by = None;
    for (i, p) in stated.iter().enumerate() {
        let k = i + 1;
        out.push('\n');
        let _ = writeln!(out, "// {k}. {}", p.statement());
        if !p.is_p_law() {
            out.push_str("// (a law of G's values, not of P-positions: lose does not read it)\n");
            continue;
        }
        if let Some(j) = shadowed_by {
            let _ = writeln!(out, "// (law {j} speaks of every cell first: this one adds nothing)");
            continue;
        }
        out.push_str(&law(p));
        if p.speaks_everywhere() {
            shadowed_by = Some(k);
        }
    }
    if shadowed_by.is_some() {
        return out;
    }
    out.push('\n');
    // The cells of the grid no law speaks of: the bitset holds the smallest rectangle [0, X) × [0, Y) around them.
    let verdicts: Vec<Vec<Option<bool>>> = stated.iter().filter_map(|p| p.verdicts(side)).collect();
    let silent = |i: usize| verdicts.iter().all(|v| v[i].is_none());
    let (mut rows, mut columns) = (0, 0);
    for i in (0..side * side).filter(|&i| silent(i)) {
        rows = rows.max(i / side + 1);
        columns = columns.max(i % side + 1);
    }
    if rows > 0 {
        let words = columns.div_ceil(64);
        let mut bits = Vec::with_capacity(rows * words);
        for x in 0..rows {
            for w in 0..words {
                let mut word = 0u64;
                for y in (64 * w..columns.min(64 * w + 64)).filter(|&y| grid[x * side + y] == 0) {
                    word |= 1u64 << (y - 64 * w);
                }
                bits.push(word);
            }
        }
        let _ = writeln!(
            out,
            "// No law speaks: the grid, bit y of row x set where (x, y) is a P-position, x < {rows}, y < {columns}"
        );
        let _ = writeln!(
            out,
            "static const unsigned long long grid[{rows}][{words}] = {{{}}};",
            hex(&bits, words)
        );
        let _ = writeln!(
            out,
            "if (x < {rows} && y < {columns}) return grid[x][y >> 6] >> (y & 63) & 1;"
        );
    }
    out.push_str("return -1;  // no law: extend the grid\n");
    out
}

/// The words of the bitset, a row of the grid in braces, [`ROWS`] of them a line.
fn hex(bits: &[u64], words: usize) -> String {
    let rows: Vec<String> = bits
        .chunks(words)
        .map(|row| {
            let w: Vec<String> = row.iter().map(|b| format!("0x{b:x}ULL")).collect();
            format!("{{{}}}", w.join(", "))
        })
        .collect();
    let lines: Vec<String> = rows.chunks(ROWS).map(|r| r.join(", ")).collect();
    match lines.len() {
        0 | 1 => lines.concat(),
        _ => format!("\n    {}\n", lines.join(",\n    ")),
    }
}

/// The rows of the bitset written on one line.
const ROWS: usize = 4;

/// The code of one law of P-positions: it returns where it speaks.
fn law(p: &Pattern) -> String {
    match p {
        Pattern::Pairs {
            c, d, sides, beatty, ..
        } => {
            let mut out = String::from("{\n");
            // (lo, hi): the cell as a pair (a, b), a ≤ b, on the side the law gives.
            out.push_str(match sides {
                Sides::Both => "    long long lo = x < y ? x : y, hi = x < y ? y : x;\n",
                Sides::X => "    if (x > y) return 0;\n    long long lo = x, hi = y;\n",
                Sides::Y => "    if (y > x) return 0;\n    long long lo = y, hi = x;\n",
            });
            let quadratic = beatty.as_ref().and_then(|f| match f.alpha {
                Constant::Quadratic { p, q, r } => Some((p, q, r, f.offset, &f.alpha_name)),
                _ => None,
            });
            match quadratic {
                Some((p, q, r, offset, name)) => {
                    let v = match offset {
                        0 => "lo".to_string(),
                        o if o > 0 => format!("lo - {o}"),
                        o => format!("lo + {}", -o),
                    };
                    let _ = write!(
                        out,
                        "    // a_0 = 0; for k ≥ 1, a_k = ⌊k·{name}⌋{} = ⌊k({})/{r}⌋{}: the largest k with a_k ≤ lo by binary\n    \
                         // search (a_k ≥ k), in integers: ⌊kα⌋ ≤ v ⟺ t = {r}(v + 1){} > 0 and {q}k² < t² (√({q}k²) is\n    \
                         // irrational). Exact for x, y ≤ 10^18.\n",
                        signed(offset),
                        quadratic_text(p, q),
                        signed(offset),
                        match p {
                            0 => String::new(),
                            1 => " − k".into(),
                            -1 => " + k".into(),
                            p if p > 0 => format!(" − {p}k"),
                            p => format!(" + {}k", -p),
                        }
                    );
                    let pk = match p {
                        0 => String::new(),
                        1 => " - k".into(),
                        -1 => " + k".into(),
                        p if p > 0 => format!(" - (__int128){p} * k"),
                        p => format!(" + (__int128){} * k", -p),
                    };
                    let _ = write!(
                        out,
                        "    auto at_most = [](long long k, long long v) {{\n        \
                         __int128 t = (__int128){r} * (v + 1){pk};\n        \
                         return t > 0 && (unsigned __int128){q} * k * k < (unsigned __int128)t * t;\n    }};\n    \
                         long long k = 0, above = lo + 1;\n    \
                         while (above - k > 1) {{\n        \
                         long long m = k + (above - k) / 2;\n        \
                         if (at_most(m, {v})) k = m; else above = m;\n    }}\n    \
                         if (lo > 0 && (k == 0 || at_most(k, {v} - 1))) return 0;  // lo is no a_k\n",
                    );
                }
                None => {
                    let why = match beatty {
                        Some(f) => format!("a_k = ⌊k·{}⌋ is not written in integers", f.alpha_name),
                        None => "no Beatty form".into(),
                    };
                    let _ = write!(
                        out,
                        "    // ({why}) The pairs generated up to lo: O(min(x, y)) time and memory per call, up to\n    \
                         // about 10^8.\n    \
                         std::vector<char> used(lo + 1);\n    \
                         long long k = 0, a = 0;\n    \
                         for (;; k++) {{\n        \
                         while (a <= lo && used[a]) a++;\n        \
                         if (a >= lo) break;\n        \
                         used[a] = 1;\n        \
                         __int128 b = (__int128)a + {c} * (__int128)k + {d};\n        \
                         if (b <= lo) used[b] = 1;\n    }}\n    \
                         if (a > lo) return 0;  // lo is no a_k\n",
                    );
                }
            }
            let _ = writeln!(
                out,
                "    return (__int128)hi == (__int128)lo{}{};  // b_k = a_k{}{}\n}}",
                match c {
                    0 => String::new(),
                    1 => " + k".into(),
                    c => format!(" + (__int128){c} * k"),
                },
                signed(*d as i64),
                match c {
                    0 => String::new(),
                    1 => " + k".into(),
                    c => format!(" + {c}k"),
                },
                signed(*d as i64)
            );
            out
        }
        Pattern::Lines { lines, all, .. } => {
            let on: Vec<String> = lines
                .iter()
                .map(|l| {
                    // (As [`super::Line::holds`]: v = c·u + d.)
                    let (u, v) = if l.transposed { ("y", "x") } else { ("x", "y") };
                    match (l.c, l.d) {
                        (0, d) => format!("{v} == {d}"),
                        (1, 0) => format!("{v} == {u}"),
                        (c, d) => format!("(__int128){v} == (__int128){c} * {u}{}", signed(d)),
                    }
                })
                .collect();
            let on = on.join(" || ");
            if *all {
                format!("return ({on}) ? 1 : 0;\n")
            } else {
                format!("if (!({on})) return 0;  // off the lines; on them, this law says nothing\n")
            }
        }
        Pattern::Along { d, set, formula, .. } => {
            // (Fibonacci, powers and recurrences are each a recurrence; a Beatty set is not written yet.)
            let Some((coefficients, constant, initial)) = set.recurrence() else {
                return "// (a Beatty set along a line: not written; this law says nothing here)\n".into();
            };
            let r = coefficients.len();
            let initial: Vec<String> = initial.iter().map(i64::to_string).collect();
            let mut next: Vec<String> = coefficients
                .iter()
                .enumerate()
                .map(|(i, c)| format!("({c}) * s[{}]", r - 1 - i))
                .collect();
            if constant != 0 {
                next.push(format!("({constant})"));
            }
            let shift: String = (1..r).map(|i| format!("s[{}] = s[{i}]; ", i - 1)).collect();
            format!(
                "if ((__int128)y == (__int128)x{}) {{\n    \
                 // x in the set ({}), walking it up to x; if it stops increasing the law says nothing.\n    \
                 __int128 s[{r}] = {{{}}};\n    \
                 int said = -1;\n    \
                 for (int i = 0; i < {r} && said < 0; i++)\n        \
                 said = i > 0 && s[i] <= s[i - 1] ? 2 : s[i] == x ? 1 : s[i] > x ? 0 : -1;\n    \
                 while (said < 0) {{\n        \
                 __int128 next = {};\n        \
                 said = next <= s[{}] ? 2 : next == x ? 1 : next > x ? 0 : -1;\n        \
                 {shift}s[{}] = next;\n    }}\n    \
                 if (said < 2) return said;\n}}\n",
                signed(*d),
                formula,
                initial.join(", "),
                next.join(" + "),
                r - 1,
                r - 1
            )
        }
        _ => "// (not written)\n".into(),
    }
}

/// ` + k`, ` - k` or nothing.
fn signed(k: i64) -> String {
    match k {
        0 => String::new(),
        k if k > 0 => format!(" + {k}"),
        k => format!(" - {}", -k),
    }
}

/// p + √q as written.
fn quadratic_text(p: i64, q: i64) -> String {
    match p {
        0 => format!("√{q}"),
        p if p < 0 => format!("√{q} − {}", -p),
        p => format!("{p} + √{q}"),
    }
}

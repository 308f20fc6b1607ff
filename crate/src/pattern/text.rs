//! The finder's patterns as sentences: the CLI's wording (the page says them in either language, www/i18n/rules.js).

use super::pairs::{Line, Sides};
use super::{Function, Pattern, Place, Sequence};

/// `0–8, 10, 12`: runs of three or more as ranges.
fn list(items: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < items.len() {
        let mut j = i;
        while j + 1 < items.len() && items[j + 1] == items[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}–{}", items[i], items[j]));
            i = j + 1;
        } else {
            parts.push(items[i].to_string());
            i += 1;
        }
    }
    parts.join(", ")
}

impl Pattern {
    /// The pattern as a sentence, with its evidence (the CLI's wording; the page says it in either language).
    pub fn explain(&self) -> String {
        match self {
            Pattern::Period {
                preperiod,
                period,
                proven: true,
                checked_to,
            } => format!(
                "periodic: G(n + {period}) = G(n) for n ≥ {preperiod} (preperiod {preperiod}, period {period}; proven \
                 from the table up to {checked_to})"
            ),
            Pattern::Period {
                preperiod,
                period,
                proven: false,
                checked_to,
            } => format!(
                "periodic: G(n + {period}) = G(n) for n ≥ {preperiod} (preperiod {preperiod}, period {period}; \
                 observed for every n < {checked_to}, not proven)"
            ),
            Pattern::Saltus {
                preperiod,
                period,
                saltus,
                checked_to,
            } => format!(
                "arithmetic period: G(n + {period}) = G(n) + {saltus} for n ≥ {preperiod} (observed for every n < \
                 {checked_to})"
            ),
            Pattern::Formula {
                modulus,
                residues,
                from,
                formula,
                checked_to,
                ..
            } => {
                let class = if *modulus == 1 {
                    String::new()
                } else {
                    format!(" for n ≡ {} (mod {modulus})", list(residues))
                };
                let start = if *from > 0 {
                    format!(", n ≥ {from}")
                } else {
                    String::new()
                };
                format!("G(n) = {formula}{class}{start} (holds for every such n < {checked_to})")
            }
            Pattern::SelfSimilar {
                modulus,
                residue,
                checked_to,
                ..
            } => format!(
                "self-similar: {} (holds for every such {} < {checked_to})",
                self.statement(),
                linear(*modulus as i64, *residue as i64)
            ),
            Pattern::Known {
                function, checked_to, ..
            } => format!(
                "{} ({}; holds for every such n < {checked_to})",
                self.statement(),
                match function {
                    Function::V2 => "v2(n): how many times 2 divides n".to_string(),
                    Function::Popcount => "popcount(n): the ones in n's binary digits".to_string(),
                    Function::Log2 => "⌊log2 n⌋: n's binary digits, less one".to_string(),
                    Function::Mod { divisor: 1, modulus } =>
                        format!("n mod {modulus}: the remainder of n by {modulus}"),
                    Function::Mod { divisor, modulus } =>
                        format!("⌊n/{divisor}⌋ mod {modulus}: the remainder of n/{divisor}, rounded down, by {modulus}"),
                }
            ),
            Pattern::Named {
                sequence,
                complement,
                members,
                checked_to,
                ..
            } => {
                let shown: Vec<String> = members.iter().take(12).map(usize::to_string).collect();
                let more = if members.len() > shown.len() { ", …" } else { "" };
                format!(
                    "P-positions by name: {} ({}{}: {}{more}; holds for every n < {checked_to})",
                    self.statement(),
                    if *complement { "G(n) ≠ 0 on " } else { "" },
                    set_name(sequence),
                    shown.join(", ")
                )
            }
            Pattern::Nothing {
                table,
                longest_period,
                modulus,
                known_modulus,
                self_similar,
                order,
            } => format!(
                "no law found in the table up to {table}; tried: periods up to {longest_period} and arithmetic \
                 periods, closed forms per residue class up to modulus {modulus}, known functions (v2, popcount, \
                 ⌊log2 n⌋, mod) on classes up to modulus {known_modulus}, self-similar laws G(a·n + r) = f(G(c·n + \
                 d)) for a = {}, and P-positions by name (Fibonacci numbers, powers, linear recurrences of order ≤ \
                 {order}, Beatty sequences)",
                list(self_similar)
            ),
            Pattern::Sum {
                row,
                column,
                rows,
                columns,
                checked_to,
                ..
            } => format!(
                "G(x, y) = a(x) ⊕ b(y), a = {} …, b = {} … : a sum of two games in disguise (holds for every state \
                 {})",
                first(row),
                first(column),
                if checked_to > rows.min(columns) {
                    format!("x, y < {checked_to}")
                } else {
                    format!("x < {rows}, y < {columns}")
                }
            ),
            Pattern::RowPeriod {
                rows,
                preperiod,
                period,
                checked_to,
            } => format!(
                "row{} x = {}: G(x, y + {period}) = G(x, y) once y ≥ {preperiod} (observed for y < {checked_to})",
                if rows.len() > 1 { "s" } else { "" },
                list(rows)
            ),
            Pattern::ColumnPeriod {
                columns,
                preperiod,
                period,
                checked_to,
            } => format!(
                "column{} y = {}: G(x + {period}, y) = G(x, y) once x ≥ {preperiod} (observed for x < {checked_to})",
                if columns.len() > 1 { "s" } else { "" },
                list(columns)
            ),
            Pattern::Pairs { checked_to, .. } | Pattern::Lines { checked_to, .. } => {
                format!("{} (holds for every state x, y < {checked_to})", self.statement())
            }
            Pattern::Along { d, checked_to, .. } => format!(
                "{} (holds for every x with x, {} < {checked_to})",
                self.statement(),
                linear_x(*d)
            ),
            Pattern::Zeros {
                states,
                count,
                rows,
                columns,
            } => {
                let shown: Vec<String> = states.iter().take(40).map(|[x, y]| format!("({x},{y})")).collect();
                let more = if *count > shown.len() {
                    format!(" … ({count} in all)")
                } else {
                    String::new()
                };
                format!(
                    "P-positions (G = 0) with x < {rows}, y < {columns}: {}{more}",
                    shown.join(" ")
                )
            }
            Pattern::Broken {
                law,
                held_to,
                broke_at,
                value,
                predicted,
            } => {
                let seen = law.checked_to().unwrap_or(0);
                let says = match (predicted, law.is_p_law(), law.as_ref()) {
                    (Some(_), true, _) => "it is a P-position".to_string(),
                    (None, true, _) => "it is not a P-position".to_string(),
                    (Some(v), false, _) => v.to_string(),
                    (None, false, Pattern::Named { .. }) => "not 0".to_string(),
                    (None, false, _) => "nothing (its base is not a state)".to_string(),
                };
                match broke_at {
                    Place::Heap(n) => format!(
                        "not a law: {}, seen for every n < {seen}, held to {held_to} and broke at {n}: G({n}) = {}, \
                         the law says {says}",
                        law.statement(),
                        value.map_or("none".to_string(), |v| v.to_string()),
                    ),
                    Place::Cell([x, y]) => format!(
                        "not a law: {}, seen for x, y < {seen}, held for x, y ≤ {held_to} and broke at ({x}, {y}): {}, \
                         the law says {says}",
                        law.statement(),
                        value.map_or(format!("({x}, {y}) is not a state"), |v| format!("G({x}, {y}) = {v}")),
                    ),
                }
            }
        }
    }

    /// The law alone, without its evidence: `G(n + 128) = G(n) for n ≥ 385`.
    pub fn statement(&self) -> String {
        match self {
            Pattern::Period { preperiod, period, .. } => format!("G(n + {period}) = G(n) for n ≥ {preperiod}"),
            Pattern::Saltus {
                preperiod,
                period,
                saltus,
                ..
            } => format!("G(n + {period}) = G(n) + {saltus} for n ≥ {preperiod}"),
            Pattern::Formula {
                modulus,
                residues,
                from,
                formula,
                ..
            } => {
                let class = match modulus {
                    1 => String::new(),
                    _ => format!(" for n ≡ {} (mod {modulus})", list(residues)),
                };
                let start = if *from > 0 {
                    format!(", n ≥ {from}")
                } else {
                    String::new()
                };
                format!("G(n) = {formula}{class}{start}")
            }
            Pattern::SelfSimilar {
                modulus,
                residue,
                scale,
                shift,
                from,
                f,
                ..
            } => {
                let inner = format!("G({})", linear(*scale as i64, *shift));
                let value = match f.add {
                    Some(0) => inner,
                    Some(k) if k > 0 => format!("{inner} + {k}"),
                    Some(k) => format!("{inner} − {}", -k),
                    None if f.map.is_empty() => f.otherwise.to_string(),
                    None => {
                        let cases: Vec<String> = f.map.iter().map(|[x, y]| format!("{y} if {inner} = {x}")).collect();
                        format!("{}, else {},", cases.join(", "), f.otherwise)
                    }
                };
                let start = if *from > 0 {
                    format!(" for n ≥ {from}")
                } else {
                    String::new()
                };
                format!("G({}) = {value}{start}", linear(*modulus as i64, *residue as i64))
                    .trim_end_matches(',')
                    .to_string()
            }
            Pattern::Known {
                function,
                modulus,
                residues,
                from,
                offset,
                ..
            } => {
                let class = match modulus {
                    1 => String::new(),
                    _ => format!(" for n ≡ {} (mod {modulus})", list(residues)),
                };
                let start = match (from, modulus) {
                    (0, _) => String::new(),
                    (_, 1) => format!(" for n ≥ {from}"),
                    _ => format!(", n ≥ {from}"),
                };
                format!("G(n) = {}{class}{start}", function.text("n", *offset))
            }
            Pattern::Named {
                sequence,
                formula,
                complement,
                from,
                others,
                ..
            } => {
                let set = match (sequence, complement) {
                    (Sequence::Recurrence { .. }, false) => format!("n is a term of {formula}"),
                    (Sequence::Recurrence { .. }, true) => format!("n is not a term of {formula}"),
                    (_, false) => format!("n = {formula}"),
                    (_, true) => format!("n ≠ {formula}"),
                };
                let start = if *from > 0 {
                    format!(", for n ≥ {from}")
                } else {
                    String::new()
                };
                let rest = others.map_or(String::new(), |v| format!("; G(n) = {v} otherwise"));
                format!("G(n) = 0 exactly when {set}{start}{rest}")
            }
            Pattern::Sum { .. } => "G(x, y) = a(x) ⊕ b(y)".into(),
            Pattern::RowPeriod {
                rows,
                preperiod,
                period,
                ..
            } => format!(
                "row{} x = {}: G(x, y + {period}) = G(x, y) once y ≥ {preperiod}",
                if rows.len() > 1 { "s" } else { "" },
                list(rows)
            ),
            Pattern::ColumnPeriod {
                columns,
                preperiod,
                period,
                ..
            } => format!(
                "column{} y = {}: G(x + {period}, y) = G(x, y) once x ≥ {preperiod}",
                if columns.len() > 1 { "s" } else { "" },
                list(columns)
            ),
            Pattern::Pairs {
                c, d, sides, beatty, ..
            } => {
                let which = match sides {
                    Sides::Both => "the pairs (a_k, b_k) and (b_k, a_k)",
                    Sides::X => "the pairs (x, y) = (a_k, b_k)",
                    Sides::Y => "the pairs (x, y) = (b_k, a_k)",
                };
                let form = beatty.as_ref().map_or(String::new(), |f| {
                    format!(
                        "; a_k = {}, b_k = {} for k ≥ 1",
                        floor_text(&f.alpha_name, f.offset),
                        floor_text(&f.beta_name, f.offset + *d as i64)
                    )
                });
                format!(
                    "P-positions: {which}, k ≥ 0, a_k the least number in no earlier pair, b_k = {}{form}",
                    difference_text(*c, *d)
                )
            }
            Pattern::Lines { lines, all, .. } => {
                let listed: Vec<String> = lines.iter().map(Line::text).collect();
                format!(
                    "every P-position lies on {} {}{}",
                    if lines.len() > 1 { "the lines" } else { "the line" },
                    listed.join(", "),
                    if *all { ", and every state on it is one" } else { "" }
                )
            }
            Pattern::Along { d, set, .. } => format!(
                "along {}: (x, {}) is a P-position exactly when x is {}",
                Line {
                    c: 1,
                    d: *d,
                    transposed: false
                }
                .text(),
                linear_x(*d),
                set_member(set)
            ),
            Pattern::Zeros { .. } | Pattern::Broken { .. } | Pattern::Nothing { .. } => self.explain(),
        }
    }
}

/// What a named set is, as a noun: `the Fibonacci numbers, shifted`, `a Beatty sequence, α ≈ 1.61803`.
fn set_name(sequence: &Sequence) -> String {
    match sequence {
        Sequence::Fibonacci { offset: 0 } => "the Fibonacci numbers".into(),
        Sequence::Fibonacci { .. } => "the Fibonacci numbers, shifted".into(),
        Sequence::Power { base, offset: 0 } => format!("the powers of {base}"),
        Sequence::Power { base, .. } => format!("the powers of {base}, shifted"),
        Sequence::Recurrence { coefficients, .. } => format!("a linear recurrence of order {}", coefficients.len()),
        // (α by name is in the formula beside it: `⌊kφ⌋`.)
        Sequence::Beatty { alpha, .. } => format!("a Beatty sequence, α ≈ {:.5}", alpha.value()),
    }
}

/// The same set, what a member is: `a Fibonacci number (1, 2, 3, 5, 8, 13, …)`, `in 0, 1, 4, 13, 40, 121, … (a(k) =
/// 3a(k − 1) + 1, a(0) = 0)`.
fn set_member(sequence: &Sequence) -> String {
    match sequence {
        Sequence::Fibonacci { offset: 0 } => format!("a Fibonacci number ({})", sequence.first()),
        Sequence::Power { base, offset: 0 } => format!("a power of {base} ({})", sequence.first()),
        _ => format!("in {} ({})", sequence.first(), sequence.text()),
    }
}

/// `x + d` as written: `x − 1`, `x`.
fn linear_x(d: i64) -> String {
    super::formula_text(1, d, 1).replace('n', "x")
}

/// `⌊kα⌋ + offset` as written: `⌊kφ⌋`, `⌊k√2⌋ − 1`, `⌊k(1 + √13)/2⌋`.
fn floor_text(name: &str, offset: i64) -> String {
    let name = if name.contains(' ') && !name.starts_with('(') {
        format!("({name})")
    } else {
        name.to_string()
    };
    match offset {
        0 => format!("⌊k{name}⌋"),
        o if o > 0 => format!("⌊k{name}⌋ + {o}"),
        o => format!("⌊k{name}⌋ − {}", -o),
    }
}

/// The pairs law's b_k as written: `a_k + k`, `a_k + 2k + 1`, `a_k + 3`.
fn difference_text(c: usize, d: usize) -> String {
    let ck = match c {
        0 => String::new(),
        1 => " + k".into(),
        c => format!(" + {c}k"),
    };
    let d = if d > 0 { format!(" + {d}") } else { String::new() };
    format!("a_k{ck}{d}")
}

/// `a·n + b` as written: `2n + 1`, `n`, `n − 1`.
fn linear(a: i64, b: i64) -> String {
    super::formula_text(a, b, 1)
}

fn first(values: &[u32]) -> String {
    values.iter().take(12).map(u32::to_string).collect::<Vec<_>>().join(" ")
}

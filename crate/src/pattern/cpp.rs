//! The found law as code: a C++ function `int sg(long long n)` a contestant pastes, meaning what [`super::predict()`]
//! means, law by law. The table's values it needs are a `static const int` array, the base: G(0) … G(K − 1), K the
//! first n from which a law the writer knows speaks at every n up to the table's end (and, for a period or a saltus
//! stated first, at least its preperiod and one period, which it reads). Below K, sg(n) is the table's value; from K
//! on, the first law whose condition holds and whose reading is known gives it, as in `predict`; where none does,
//! −1 ("no law: extend the table"), never a guess.
//!
//! Each law is written so that a huge n (10^18) is fast where the law allows: a period or a saltus stated first is
//! one index into the base (the law then speaks at every n ≥ K, and the laws after it are shadowed), a self-similar
//! law recurses on c·n/a + d < n (log n calls), a closed form is O(1) (in 128 bits, so that slope·n cannot
//! overflow). A law it cannot shortcut is the recursion itself, and says so. When a law may grow past an `int`
//! (a saltus, a closed form in n), the function returns `long long` instead. A named set of P-positions
//! ([`super::named`]) is a membership test: its terms up to n, by its recurrence in 128 bits (log n of them, the set
//! grows), 0 on the set, its `others` (1) off it when the law says it, else on to the next law; a Beatty set is not
//! written.
//!
//! A kind of law this writer does not know is skipped with a comment, and the base is computed from the laws it
//! does write, so that the function still means what those laws predict (−1 where only the skipped law spoke). A new
//! kind plugs in at [`law`] (its code, and whether it speaks at every n past the base) and [`writable`].

use super::{find_table, predict, Function, Map, Pattern};
use crate::base::error::Result;
use crate::base::limits::Limits;
use crate::game::Game;
use std::fmt::Write as _;

/// The function `sg` of a heap game (or a user's game of one-number states) from the laws its finder states in
/// G(0) … G(n − 1), each checked further ([`find_table`]) within the caller's `limits`.
pub fn of_game(game: &Game, n: usize, limits: &Limits) -> Result<String> {
    let (found, table) = find_table(game, n, limits)?;
    Ok(function(&game.to_string(), &found, &table, None))
}

/// Whether [`law`] writes `p` as code.
fn writable(p: &Pattern) -> bool {
    matches!(
        p,
        Pattern::Period { .. }
            | Pattern::Saltus { .. }
            | Pattern::Formula { .. }
            | Pattern::SelfSimilar { .. }
            | Pattern::Known { .. }
    ) || matches!(p, Pattern::Named { sequence, .. } if sequence.recurrence().is_some())
}

/// Whether a value of `p` may outgrow an `int`.
fn grows(p: &Pattern) -> bool {
    match p {
        Pattern::Saltus { .. } => true,
        Pattern::Formula { slope, .. } => *slope != 0,
        _ => false,
    }
}

/// The C++ function `sg` of a game named `game`, whose finder stated `found` in the table `table` (what
/// [`super::find_table`] gives). In `namespace` when it is given (the table's export, whose array is named `sg`).
pub fn function(game: &str, found: &[Pattern], table: &[u32], namespace: Option<&str>) -> String {
    let laws: Vec<Pattern> = found.iter().filter(|p| writable(p)).cloned().collect();
    let base = base_length(&laws, table);
    let wide = laws.iter().any(grows);
    let ty = if wide { "long long" } else { "int" };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {game}: SG(n) by the laws the pattern finder (grundy pattern) stated in G(0) … G({}),",
        table.len().saturating_sub(1)
    );
    out.push_str(
        "// each checked past that table as far as it says. A law not proven is observed: it held that far,\n",
    );
    out.push_str("// and no further is known.\n");
    let stated = list_laws(&mut out, found, "sg is the table alone");
    let start = match base {
        0 => "sg(n) is".to_string(),
        _ => format!("sg(n) = G(n) for n < {base} (the table), then"),
    };
    let _ = writeln!(
        out,
        "// {start} the first law that speaks; -1 where none does: extend the table."
    );
    if wide {
        out.push_str("// long long: G(n) grows with n.\n");
    }
    let body = body(&stated, table, base);
    define(&mut out, namespace, &format!("{ty} sg(long long n)"), &body);
    out
}

/// Lists the stated laws of `found` as comments, numbered (`none` says what the function is without any), then the
/// broken ones; returns the stated laws. The C++ of a two-number game's laws (`cpp_pairs`) lists them so too.
pub(super) fn list_laws<'a>(out: &mut String, found: &'a [Pattern], none: &str) -> Vec<&'a Pattern> {
    let stated: Vec<&Pattern> = found.iter().filter(|p| p.is_law()).collect();
    for (i, p) in stated.iter().enumerate() {
        let _ = writeln!(out, "//   {}. {}", i + 1, p.explain());
    }
    if stated.is_empty() {
        let _ = writeln!(out, "//   (no law: {none})");
    }
    if let Some(line) = broken_line(found) {
        let _ = writeln!(out, "//   {line}");
    }
    stated
}

/// The laws a longer table broke, in one line after the laws (`grundy pattern` says each in full): how many, and
/// where the first broke. None when none broke.
pub(super) fn broken_line(found: &[Pattern]) -> Option<String> {
    let broken: Vec<&Pattern> = found.iter().filter(|p| matches!(p, Pattern::Broken { .. })).collect();
    let Some(Pattern::Broken { broke_at, .. }) = broken.first() else {
        return None;
    };
    let periods = broken
        .iter()
        .all(|p| matches!(p, Pattern::Broken { law, .. } if matches!(**law, Pattern::Period { .. })));
    let kind = match (periods, broken.len()) {
        (true, 1) => "apparent period",
        (true, _) => "apparent periods",
        (false, 1) => "apparent law",
        (false, _) => "apparent laws",
    };
    let at = match broke_at {
        super::Place::Heap(n) => format!("n = {n}"),
        super::Place::Cell([x, y]) => format!("({x}, {y})"),
    };
    Some(format!(
        "(not laws: {} {kind} broke on longer tables, the first at {at}; grundy pattern says each)",
        broken.len()
    ))
}

/// Writes the function `signature { body }`, its body indented, inside `namespace` when given.
pub(super) fn define(out: &mut String, namespace: Option<&str>, signature: &str, body: &str) {
    let indent = if namespace.is_some() { "    " } else { "" };
    if let Some(name) = namespace {
        let _ = writeln!(out, "namespace {name} {{");
    }
    let _ = writeln!(out, "{indent}{signature} {{");
    for line in body.lines() {
        if line.is_empty() {
            out.push('\n');
        } else {
            let _ = writeln!(out, "{indent}    {line}");
        }
    }
    let _ = writeln!(out, "{indent}}}");
    if let Some(name) = namespace {
        let _ = writeln!(out, "}}  // namespace {name}");
    }
}

/// The length K of the base: past the last n < the table's length where the laws say nothing (or, which a law that
/// held cannot, something else than the table), and past what a period or saltus stated first reads.
fn base_length(laws: &[Pattern], table: &[u32]) -> usize {
    let said = predict(laws, table, table.len());
    let mut k = (0..table.len())
        .rev()
        .find(|&n| said[n] != Some(table[n]))
        .map_or(0, |n| n + 1);
    if let Some(Pattern::Period { preperiod, period, .. } | Pattern::Saltus { preperiod, period, .. }) = laws.first() {
        if preperiod + period <= table.len() {
            k = k.max(preperiod + period);
        }
    }
    k
}

/// The function's body: the base, then each law in order, until one that speaks at every n past the base.
fn body(stated: &[&Pattern], table: &[u32], base: usize) -> String {
    let mut out = String::from("if (n < 0) return -1;\n");
    if base > 0 {
        let _ = writeln!(
            out,
            "// G(0) … G({}): the table, where no law speaks or a law reads",
            base - 1
        );
        let _ = writeln!(out, "static const int base[{base}] = {{{}}};", values(&table[..base]));
        let _ = writeln!(out, "if (n < {base}) return base[n];");
    }
    let mut shadowed_by = None;
    let mut first = true;
    for (i, p) in stated.iter().enumerate() {
        out.push('\n');
        let k = i + 1;
        let _ = writeln!(out, "// {k}. {}", p.statement());
        if !writable(p) {
            out.push_str("// (a kind of law this writer does not know: skipped; sg says -1 where it alone spoke)\n");
            continue;
        }
        if let Some(j) = shadowed_by {
            let _ = writeln!(
                out,
                "// (law {j} speaks first at every n ≥ {base}: this one adds nothing past the table)"
            );
            continue;
        }
        let (code, always) = law(p, base, first);
        out.push_str(&code);
        if always {
            shadowed_by = Some(k);
        }
        first = false;
    }
    if shadowed_by.is_none() {
        out.push('\n');
        out.push_str("return -1;  // no law: extend the table\n");
    }
    out
}

/// `v` returned, or −1 when it is negative (as `predict`, which takes a negative value for no value, and stops).
fn nonnegative(v: &str, may_be_negative: bool) -> String {
    if may_be_negative {
        format!("{{ long long v = {v}; return v < 0 ? -1 : v; }}\n")
    } else {
        format!("return {v};\n")
    }
}

/// The C++ condition that n ≥ `base` is ≡ r (mod m) for a residue listed and n ≥ `from`; `None` when every such n
/// is.
fn condition(modulus: usize, residues: &[usize], from: usize, base: usize) -> Option<String> {
    let mut parts = Vec::new();
    if from > base {
        parts.push(format!("n >= {from}"));
    }
    if modulus > 1 {
        let classes: Vec<String> = residues.iter().map(|r| format!("n % {modulus} == {r}")).collect();
        parts.push(if classes.len() > 1 && !parts.is_empty() {
            format!("({})", classes.join(" || "))
        } else {
            classes.join(" || ")
        });
    }
    (!parts.is_empty()).then(|| parts.join(" && "))
}

/// `code` under `condition`, and whether it then returns at every n (no condition).
fn guarded(condition: Option<String>, code: String) -> (String, bool) {
    match condition {
        None => (code, true),
        Some(c) => (format!("if ({c}) {code}"), false),
    }
}

/// The code of one law at n ≥ `base` (`first`: no law before it speaks), and whether it returns at every such n.
fn law(p: &Pattern, base: usize, first: bool) -> (String, bool) {
    match p {
        // First, with its base in the table: it speaks at every n ≥ base, reading n − period, … down into the base.
        Pattern::Period { preperiod, period, .. } if first && preperiod + period <= base => {
            let q = base - period;
            let index = match q {
                0 => format!("n % {period}"),
                _ => format!("{q} + (n - {q}) % {period}"),
            };
            (
                format!("return base[{index}];  // n − {period}·j in [{q}, {base})\n"),
                true,
            )
        }
        Pattern::Saltus {
            preperiod,
            period,
            saltus,
            ..
        } if first && preperiod + period <= base => {
            let q = base - period;
            (
                format!(
                    "// n = {q} + r + {period}·j, 0 ≤ r < {period}: G(n) = G({q} + r) + {saltus}·j\nreturn base[{q} + (n - \
                     {q}) % {period}] + (n - {q}) / {period} * {saltus};\n"
                ),
                true,
            )
        }
        Pattern::Period { preperiod, period, .. } => (
            format!(
                "if (n >= {}) {{  // n/{period} calls: slow for a huge n\n    long long v = sg(n - {period});\n    if (v >= \
                 0) return v;\n}}\n",
                preperiod + period
            ),
            false,
        ),
        Pattern::Saltus {
            preperiod,
            period,
            saltus,
            ..
        } => (
            format!(
                "if (n >= {}) {{  // n/{period} calls: slow for a huge n\n    long long v = sg(n - {period});\n    if (v >= \
                 0) return v + {saltus};\n}}\n",
                preperiod + period
            ),
            false,
        ),
        Pattern::Formula {
            modulus,
            residues,
            from,
            slope,
            offset,
            divisor,
            ..
        } => {
            let value = formula(*slope, *offset, *divisor);
            let negative = *slope < 0 || *offset < 0;
            guarded(condition(*modulus, residues, *from, base), nonnegative(&value, negative))
        }
        Pattern::Known {
            function,
            modulus,
            residues,
            from,
            offset,
            ..
        } => {
            let (f, positive) = match function {
                Function::V2 => ("__builtin_ctzll(n)".to_string(), true),
                Function::Popcount => ("__builtin_popcountll(n)".to_string(), false),
                Function::Log2 => ("(63 - __builtin_clzll(n))".to_string(), true),
                Function::Mod { divisor: 1, modulus } => (format!("(int)(n % {modulus})"), false),
                Function::Mod { divisor, modulus } => (format!("(int)(n / {divisor} % {modulus})"), false),
            };
            let value = match offset {
                0 => f.to_string(),
                k if *k > 0 => format!("{f} + {k}"),
                k => format!("{f} - {}", -k),
            };
            // v2 and ⌊log2⌋ say nothing of 0 (where __builtin_ctzll and __builtin_clzll are undefined).
            let from = if positive { (*from).max(1) } else { *from };
            guarded(condition(*modulus, residues, from, base), nonnegative(&value, *offset < 0))
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
            // It speaks of n = modulus·q + residue, q ≥ from, whose argument scale·q + shift is a state (≥ 0).
            let q0 = if *shift < 0 { (*from).max(1) } else { *from };
            let c = condition(*modulus, &[*residue], modulus * q0 + residue, base)
                .unwrap_or_else(|| "true".into());
            let q = format!("n / {modulus}");
            let scaled = if *scale == 1 { q } else { format!("{scale} * ({q})") };
            let inner = match shift {
                0 => scaled,
                d if *d > 0 => format!("{scaled} + {d}"),
                d => format!("{scaled} - {}", -d),
            };
            let (value, negative) = map(f);
            (
                format!(
                    "if ({c}) {{  // {inner} < n: log n calls\n    long long x = sg({inner});\n    if (x >= 0) {}}}\n",
                    nonnegative(&value, negative)
                ),
                false,
            )
        }
        Pattern::Named {
            sequence,
            complement,
            from,
            others,
            ..
        } => {
            let Some((coefficients, constant, initial)) = sequence.recurrence() else {
                return ("// (not written)\n".into(), false);
            };
            let d = initial.len();
            let last = d - 1;
            let mut next = String::new();
            for (j, &c) in coefficients.iter().enumerate() {
                let term = match c.abs() {
                    0 => continue,
                    1 => format!("s[{}]", last - j),
                    a => format!("{a} * s[{}]", last - j),
                };
                let sign = match (next.is_empty(), c < 0) {
                    (true, false) => "",
                    (true, true) => "-",
                    (false, false) => " + ",
                    (false, true) => " - ",
                };
                let _ = write!(next, "{sign}{term}");
            }
            match constant {
                0 => {}
                e if e > 0 => {
                    let _ = write!(next, " + {e}");
                }
                e => {
                    let _ = write!(next, " - {}", -e);
                }
            }
            let start: Vec<String> = initial.iter().map(i64::to_string).collect();
            let otherwise = others.map_or(String::new(), |v| format!("return {v};\n"));
            let code = format!(
                "{{  // whether n is a term: the terms up to n, log n of them (the set grows)\n    __int128 s[{d}] = \
                 {{{}}};\n    bool term = false;\n    for (__int128 t : s) term = term || t == n;\n    while (s[{last}] < n) \
                 {{\n        __int128 next = {next};\n        if (next <= s[{last}]) break;\n        for (int i = 0; i < \
                 {last}; i++) s[i] = s[i + 1];\n        s[{last}] = next;\n        term = term || next == n;\n    }}\n    \
                 if ({}term) return 0;\n{}}}\n",
                start.join(", "),
                if *complement { "!" } else { "" },
                otherwise.lines().map(|l| format!("    {l}\n")).collect::<String>()
            );
            let (code, always) = guarded(condition(1, &[0], *from, base), code);
            (code, always && others.is_some())
        }
        _ => ("// (not written)\n".into(), false),
    }
}

/// The map f of a self-similar law on x, and whether it may be negative.
fn map(f: &Map) -> (String, bool) {
    match f.add {
        Some(0) => ("x".into(), false),
        Some(k) if k > 0 => (format!("x + {k}"), false),
        Some(k) => (format!("x - {}", -k), true),
        None => {
            let mut s = String::new();
            for [x, y] in &f.map {
                let _ = write!(s, "x == {x} ? {y} : ");
            }
            let _ = write!(s, "{}", f.otherwise);
            (s, false)
        }
    }
}

/// ⌊(a·n + b)/c⌋ in C++, in 128 bits unless it is n + b.
fn formula(a: i64, b: i64, c: i64) -> String {
    match (a, c) {
        (0, _) => b.div_euclid(c).to_string(),
        (1, 1) => match b {
            0 => "n".into(),
            b if b > 0 => format!("n + {b}"),
            b => format!("n - {}", -b),
        },
        _ => {
            let top = format!("(__int128){a} * n + {b}");
            if a == 1 && b >= 0 {
                // (n + b cannot overflow where a table could be read.)
                match b {
                    0 => format!("n / {c}"),
                    _ => format!("(n + {b}) / {c}"),
                }
            } else if c == 1 {
                format!("(long long)({top})")
            } else if a > 0 && b >= 0 {
                format!("(long long)(({top}) / {c})")
            } else {
                // C++ division truncates; the law's ⌊ ⌋ floors.
                format!("(long long)((({top}) - (({top}) < 0 ? {} : 0)) / {c})", c - 1)
            }
        }
    }
}

/// The values of an array's braces, [`ROW`] a line when there are more.
fn values(v: &[u32]) -> String {
    let rows: Vec<String> = v
        .chunks(ROW)
        .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
        .collect();
    match rows.len() {
        0 | 1 => rows.concat(),
        _ => format!("\n    {}\n", rows.join(",\n    ")),
    }
}

/// The values written on one line of the base.
const ROW: usize = 20;

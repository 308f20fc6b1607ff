//! docs/reference.md's table of limits says the numbers of [`Limits::DEFAULT`]: each row names the fields it states,
//! and each field's number must be written in its row (as the page writes numbers: `2^24`, `65 536`, `2^20 − 1`).
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::engine::cost::{LAYOUT_STEP, SEARCH_STEP};

/// The numbers a cell writes: `2^24`, `2 147 483 647` (groups of three digits), `2^20 − 1`, `4096`.
fn numbers(cell: &str) -> Vec<u64> {
    let c: Vec<char> = cell.chars().collect();
    let digits = |at: usize| c[at..].iter().take_while(|d| d.is_ascii_digit()).count();
    let value = |at: usize, len: usize| c[at..at + len].iter().collect::<String>().parse::<u64>().unwrap();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let starts = c[i].is_ascii_digit() && (i == 0 || !(c[i - 1].is_alphanumeric() || c[i - 1] == '^'));
        if !starts {
            i += 1;
            continue;
        }
        let len = digits(i);
        let mut n = value(i, len);
        i += len;
        // A group of three digits after a space is the same number.
        while i + 4 <= c.len() && c[i] == ' ' && digits(i + 1) == 3 {
            n = n * 1000 + value(i + 1, 3);
            i += 4;
        }
        if i < c.len() && c[i] == '^' && digits(i + 1) > 0 {
            let len = digits(i + 1);
            n = n.pow(value(i + 1, len) as u32);
            i += 1 + len;
        }
        let rest: String = c[i..].iter().take(3).collect();
        if rest == " − " && digits(i + 3) > 0 {
            let len = digits(i + 3);
            n -= value(i + 3, len);
            i += 3 + len;
        }
        out.push(n);
    }
    out
}

/// The rows of the table under "## Limits": (what, limit).
fn rows() -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/reference.md");
    let text = std::fs::read_to_string(path).unwrap();
    let section = text.split("\n## Limits\n").nth(1).expect("a section ## Limits");
    let section = section.split("\n## ").next().unwrap();
    section
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| what") && !l.starts_with("| ---"))
        .map(|l| {
            let cells: Vec<&str> = l.split(" | ").collect();
            (cells[0].trim_start_matches("| ").to_string(), cells[1].to_string())
        })
        .collect()
}

#[test]
fn the_reference_says_the_limits_the_core_holds() {
    let d = Limits::DEFAULT;
    let main = Limits::MAIN_THREAD;
    // Every field, by name and without `..`: a field added to Limits fails to compile here until a row states it.
    let Limits {
        text,
        number,
        nesting,
        set,
        octal_digits,
        vertex,
        table,
        proof_table,
        three_way_table,
        quadratic_table,
        work,
        search_positions,
        search_moves,
        search_numbers,
        lookahead,
        judged_moves,
        small_search,
        trace_options,
        draw_states,
        draw_edges,
        draw_positions,
        memo,
        table_side,
        checked_prefix,
        rule_text,
        rule_steps,
        rule_moves,
        rule_states,
        geography_vertices,
        geography_edges,
        contest_size,
        main_thread_work: _, // the paragraph on where a request runs: the next test
        quotient_order,
        quotient_heaps,
        quotient_work,
        quotient_states,
    } = d;
    // Each row of the table, by the start of its first cell, and the numbers of the limits it states.
    let stated: &[(&str, &[u64])] = &[
        ("any text argument", &[text as u64]),
        ("a number in the notation", &[number as u64]),
        ("games nested in games", &[nesting as u64]),
        (
            "a set, an octal code, a graph",
            &[set as u64, octal_digits as u64, vertex as u64],
        ),
        (
            "a table G(0)",
            &[
                table as u64,
                proof_table as u64,
                three_way_table as u64,
                grundy::solve::octal::MAX_BLOCK as u64,
                quadratic_table as u64,
                work,
            ],
        ),
        (
            "a table of the command line",
            &[Limits::NATIVE.table as u64, Limits::NATIVE.proof_table as u64],
        ),
        (
            "a search of a whole position",
            &[search_positions as u64, search_moves, search_numbers as u64],
        ),
        ("the computer's look at the whole game", &[lookahead as u64]),
        ("the winning moves of a family", &[judged_moves, small_search as u64]),
        ("a mex trace", &[trace_options]),
        (
            "a drawn graph",
            &[draw_states as u64, draw_edges as u64, draw_positions as u64],
        ),
        ("the memo table", &[memo as u64, table_side as u64]),
        ("a table handed to", &[checked_prefix as u64]),
        (
            "a rule text",
            &[
                rule_text as u64,
                rule_steps,
                main.rule_steps,
                rule_moves as u64,
                rule_states as u64,
            ],
        ),
        ("a geography game", &[geography_vertices as u64, geography_edges as u64]),
        (
            "a misère quotient",
            &[
                quotient_order as u64,
                quotient_heaps as u64,
                quotient_work,
                quotient_states as u64,
            ],
        ),
        ("a contest board", &[contest_size]),
        ("a trap in the module", &[]),
    ];
    let rows = rows();
    assert!(rows.len() >= stated.len(), "the table is read: {rows:?}");
    for (what, limit) in &rows {
        let Some((_, want)) = stated.iter().find(|(start, _)| what.starts_with(start)) else {
            panic!("the row '{what}' of docs/reference.md's limits names no field of Limits here");
        };
        let written = numbers(limit);
        for n in *want {
            assert!(
                written.contains(n),
                "the row '{what}' does not say {n}: '{limit}' (it says {written:?})"
            );
        }
    }
    for (start, _) in stated {
        assert!(
            rows.iter().any(|(what, _)| what.starts_with(start)),
            "docs/reference.md has no row '{start}…'"
        );
    }
}

#[test]
fn the_reference_says_what_the_main_thread_runs() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/reference.md");
    let text = std::fs::read_to_string(path).unwrap();
    let paragraph = text
        .split("\n\n")
        .find(|p| p.starts_with("Where a request runs"))
        .expect("the paragraph on where a request runs");
    let written = numbers(paragraph);
    for n in [SEARCH_STEP, LAYOUT_STEP, Limits::MAIN_THREAD.main_thread_work] {
        assert!(written.contains(&n), "'{paragraph}' does not say {n}");
    }
}

#[test]
fn numbers_are_read_as_the_reference_writes_them() {
    assert_eq!(numbers("2^24 characters"), [1 << 24]);
    assert_eq!(numbers("2 147 483 647"), [2_147_483_647]);
    assert_eq!(
        numbers("65 536 numbers; 4 096 digits; vertices up to 2^20 − 1"),
        [65_536, 4096, (1 << 20) - 1]
    );
    assert_eq!(numbers("N³: 4096; of G(0)"), [4096, 0]);
}

#[test]
fn the_notation_reads_its_callers_limits() {
    use grundy::base::error::Code;
    use grundy::notation::Defined;
    use grundy::notation::{parse_family_in, parse_position_in};
    // A caller with smaller limits than the default: the parser holds it to them, and says them.
    let small = Defined::with_limits(Limits {
        number: 99,
        set: 4,
        vertex: 9,
        octal_digits: 3,
        nesting: 1,
        ..Limits::DEFAULT
    });
    let refused = |text: &str| parse_position_in(text, &small).unwrap_err();
    let e = refused("nim: 100");
    assert_eq!(
        (e.code(), e.to_string().contains("99")),
        (Code::NumberTooLarge, true),
        "{e}"
    );
    assert_eq!(refused("sub(1..5): 9").code(), Code::SetTooLarge);
    assert_eq!(refused("graph(0>10): 0").code(), Code::VertexTooLarge);
    assert_eq!(refused("0.1234: 5").code(), Code::OctalTooLong);
    assert_eq!(refused("misere(misere(nim)): 1").code(), Code::NestedTooDeep);
    // Within them, and under the default limits, the same texts are read.
    assert!(parse_family_in("sub(1..4)", &small).is_ok());
    for text in ["nim: 100", "sub(1..5): 9", "graph(0>10): 0", "0.1234: 5"] {
        assert!(parse_position_in(text, &Defined::default()).is_ok(), "{text}");
    }
}

#[test]
fn the_wasm_edge_reads_its_modules_limits() {
    // The exports read the limits of their module (a worker's, or the page's main thread's), not the defaults: the
    // only defaults there are the module's own limits, built where it keeps them, and the ceiling of setRuleSteps.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/wasm");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let allowed = code.contains("Limits::DEFAULT.rule_steps") || code.contains("static DEFINED");
            if code.contains("Limits::DEFAULT") && !allowed {
                panic!("{}:{}: {line}", path.display(), i + 1);
            }
        }
    }
}

/// The crate's sources below `crate/src`, with their paths from there.
fn sources(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let root = concat!(env!("CARGO_MANIFEST_DIR"), "/src/");
            let rel = path.to_string_lossy().trim_start_matches(root).to_string();
            out.push((rel, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

/// Where a caller's limits are built: their definition, the command line, the wasm module (a worker's, or the page's
/// main thread's), and the library's defaults for a caller who states none (a test, an example). A module's tests
/// build their own too (a file `tests.rs`, or an inline module after `#[cfg(test)]`).
const EDGES: &[&str] = &["base/limits.rs", "bin/", "wasm/", "notation/defaults.rs"];

/// What reads the default limits: the values themselves, and the defaults edge's conveniences (notation/defaults.rs).
const DEFAULTS: &[&str] = &[
    "Limits::DEFAULT",
    "Limits::MAIN_THREAD",
    "Limits::NATIVE",
    "Limits::default()",
    "Defined::default()",
    "parse_position(",
    "parse_game(",
    "parse_family(",
];

/// A file's code without its inline test module: what follows a `#[cfg(test)]` that opens a module here (`mod tests
/// {`), not one that names a file of its own (`mod tests;`, read as that file).
fn without_tests(text: &str) -> &str {
    let mut at = 0;
    while let Some(i) = text[at..].find("#[cfg(test)]") {
        let start = at + i;
        let next = text[start..].lines().nth(1).unwrap_or("");
        if next.trim_end().ends_with('{') {
            return &text[..start];
        }
        at = start + 1;
    }
    text
}

#[test]
fn the_limits_are_built_at_the_edge_and_passed_down() {
    let mut files = Vec::new();
    sources(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &mut files,
    );
    assert!(files.len() > 100, "the sources are read: {}", files.len());
    let mut found = Vec::new();
    for (rel, text) in &files {
        if EDGES.iter().any(|e| rel.starts_with(e)) || rel.ends_with("/tests.rs") {
            continue;
        }
        for (i, line) in without_tests(text).lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let default = DEFAULTS.iter().any(|d| code.contains(d));
            // A constant whose value names a limit is a second name for it, read from the defaults whoever calls.
            let alias = code
                .split_once(" = ")
                .is_some_and(|(name, value)| name.contains("const ") && value.contains("Limits"));
            if default || alias {
                found.push(format!("{rel}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "limits read from the defaults, not passed down:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_test_module_is_told_from_a_test_file() {
    let inline = "fn a() {}\n#[cfg(test)]\nmod tests {\n    fn b() {}\n}\n";
    assert_eq!(without_tests(inline), "fn a() {}\n");
    let named = "#[cfg(test)]\nmod tests;\n\nfn a() {}\n";
    assert_eq!(without_tests(named), named);
}

#[test]
fn a_familys_rules_work_within_their_callers_limits() {
    use grundy::base::error::Code;
    use grundy::notation::parse_position_in;
    use grundy::notation::Defined;
    use grundy::rules::{self, Rule};
    // The staircase's stones add up to at most the largest number the caller's notation reads.
    let small = Limits {
        number: 99,
        ..Limits::DEFAULT
    };
    let e = parse_position_in("staircase: 50 50", &Defined::with_limits(small)).unwrap_err();
    assert_eq!(
        (e.code(), e.to_string().contains("99")),
        (Code::StaircaseTotal, true),
        "{e}"
    );
    assert!(parse_position_in("staircase: 50 49", &Defined::with_limits(small)).is_ok());
    // A misère sum past the SJ theorem is decided by the game's quotient, built within the caller's limits: with room
    // for a quotient of 0.75 (its order is 20 by heap 31) it decides, and names its winning moves; with none, it
    // leaves the sum to the search.
    let p = parse_position_in("misere(0.75): 30 27 9", &Defined::default()).unwrap();
    let c = &p.components[0];
    let r = rules::of(&c.family);
    let decided = r
        .verdict(c, &Limits::DEFAULT)
        .unwrap()
        .expect("a verdict by the quotient");
    assert!(matches!(decided.rule, Rule::Quotient { .. }), "{decided:?}");
    assert!(r.winning_moves(c, &Limits::DEFAULT).is_some());
    let none = Limits {
        quotient_order: 2,
        ..Limits::DEFAULT
    };
    assert_eq!(r.verdict(c, &none).unwrap(), None);
    assert_eq!(r.winning_moves(c, &none), None);
}

//! `grundy`: the command line face of the core. Plain output is what a contest programmer pastes; `--json` is
//! the same data as the JS API returns.

use grundy::base::limits::Limits;
use grundy::contest;
use grundy::contest::gambling;
use grundy::contest::import::hdu1524_loopy;
use grundy::engine::analyze::{analyze, Analysis};
use grundy::engine::period::{find_period, proof_limit};
use grundy::game::{Family, Game};
use grundy::notation::Defined;
use grundy::notation::{parse_family_in, parse_game_in, parse_position_in};
use grundy::pattern;
use grundy::rules::Rule;
use grundy::solve::values;
use grundy::solve::written;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  grundy values GAME N [--json]           G(0) … G(N-1), on one line (natively to 2^32 where the memory allows)
    [--summary]                           instead, a line per power of two as the run goes: the largest value
                                          and where, the rare mask, how many values are rare and the last one
  grundy census FAMILY N [--out FILE]     each game's status at N (proven period, saltus, rare values, unknown):
    [--jobs J]                            FAMILY is 0.?? (every octal code of up to 2 digits), 0x?? (hexadecimal),
                                          sub(1..M) (every subset), or @FILE (a game a line); JSON lines in FILE
                                          (default census.jsonl; a run resumes where it stopped), then a table
  grundy period GAME [--max N] [--json]   the smallest proven preperiod and period (tables up to N, default 100000)
  grundy analyze POSITION [--json]        the SG value, who wins, the rule that decided, every winning move
  grundy quotient GAME [N] [--json]       the misère quotient of heaps 0 … N-1 (default: until stable): order,
                                          generators and relations, elements, P-portion, Φ, stable or known up to N
  grundy genus GAME N [--json]            Conway's genus g^{γ0γ1…} of heaps 0 … N-1 (N ≤ 25), tame or wild and why
  grundy pattern GAME [N] [--json]        what its table up to N shows (打表找规律): periods, saltus, formulas,
                                          self-similar laws, v2/popcount/log2; for a game of two-number states,
                                          its N × N grid (default N: 1000, 32): its P-positions as pairs (a_k, b_k)
                                          as Wythoff's, on lines, or a named set along a line too; each law checked
                                          on a table 16 times as long (a grid 4 times the side)
    [--predict M]                         and, last, G(0) … G(M-1) as the laws say ('?' where none speaks); for
                                          a game of two-number states the P-positions x,y (x, y < M) they say
    [--cpp]                               instead, the laws as a C++ function int sg(long long n) to paste: the
                                          table where no law speaks, each law as code, -1 past both; for a game
                                          of two-number states int lose(long long x, long long y): 1 at a
                                          P-position, 0 elsewhere, the grid where no law speaks, -1 past it
  grundy grid GAME [N] [--json]           G(x, y) for x, y < N of a game of two-number states (打表, default 16):
                                          row x on line x, '-' where (x, y) is not a state
  grundy hdu1524 [FILE] [--json]          WIN/LOSE for each query of an HDU 1524 input (standard input without FILE);
                                          a graph with cycles is played as a loopy game (DRAW too)
  grundy gambling [FILE] [--json]         CF662A Gambling Nim: the chance the first player wins, as p/q
{problems}  grundy --help

--rules FILE defines the game written in FILE (see examples/rules/) and makes it the default game: GAME may then
be left out, and a POSITION may be its states alone ('(3,4) (5,6)'). The game keeps its name in sums:
'grundy analyze --rules examples/rules/lasker.rules \"lasker: 3 5 + nim: 2\"'.

GAME is in the notation: nim, sub(1,3,4), sub(1..4), bash(4), allbut(1,2), 0.07, kayles, dawson, grundy,
graph(0>1, 1>2). POSITION is GAME: h1 h2 …, components joined by '+': 'nim: 3 + kayles: 5 6'.
{families}
Quote arguments that contain spaces, '>', '*' or parentheses.";

/// The help, with a line for each contest problem ([`contest::PROBLEMS`]).
fn usage() -> String {
    let problems: String = contest::PROBLEMS
        .iter()
        .map(|p| format!("  {:<40}{}\n", format!("grundy {} [FILE] [--json]", p.name), p.about))
        .collect();
    // The families' examples, from the notation's keywords, wrapped to 114 columns as the text around them: a
    // quoted position stays on one line, the words after it may break.
    let examples: Vec<&str> = grundy::rules::KEYWORDS.iter().map(|k| k.example).collect();
    let mut units = vec!["Positions".to_string(), "of".into(), "other".into(), "families:".into()];
    for (i, example) in examples.iter().enumerate() {
        let end = example.rfind('\'').map_or(example.len(), |e| e + 1);
        units.push(example[..end].to_string());
        units.extend(example[end..].split_whitespace().map(str::to_string));
        let last = units.last_mut().expect("an example has a position");
        last.push(if i + 1 < examples.len() { ',' } else { '.' });
    }
    let mut families = String::new();
    let mut width = 0;
    for unit in units {
        let size = unit.chars().count();
        if width > 0 && width + 1 + size > 114 {
            families.push('\n');
            width = 0;
        } else if width > 0 {
            families.push(' ');
            width += 1;
        }
        families.push_str(&unit);
        width += size;
    }
    USAGE.replace("{problems}", &problems).replace("{families}", &families)
}

const DEFAULT_MAX: usize = 100_000;

/// The command line's limits: tables to 2^32 values where the memory allows.
const NATIVE: Limits = Limits::NATIVE;

#[path = "census.rs"]
mod census;
#[path = "long.rs"]
mod long;

/// G(0) … G(n − 1) on one line: one string, not one per value (a million values would take 60 MiB as separate
/// strings).
fn one_line(g: &[u32]) -> String {
    let mut line = String::with_capacity(4 * g.len());
    for (i, v) in g.iter().enumerate() {
        let _ = write!(line, "{}{v}", if i == 0 { "" } else { " " });
    }
    line
}

pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            // A closed pipe (`grundy … | head`) is not an error worth a panic. A command that wrote its output as
            // it went (a long table, a census) has nothing left to say.
            if !long::STREAMED.load(std::sync::atomic::Ordering::Relaxed) {
                let _ = writeln!(std::io::stdout().lock(), "{out}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("grundy: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let mut json = false;
    let mut summary = false;
    let mut out: Option<String> = None;
    let mut jobs: Option<usize> = None;
    let mut max = None;
    let mut predict = None;
    let mut cpp = false;
    let mut words: Vec<&str> = Vec::new();
    let mut default_game: Option<std::sync::Arc<grundy::lang::RulesGame>> = None;
    let mut defined = Defined::with_limits(Limits::DEFAULT);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--json" => json = true,
            "--summary" => summary = true,
            "--out" => out = Some(rest.next().ok_or("--out needs a file")?.clone()),
            "--jobs" => {
                let j = rest.next().ok_or("--jobs needs a number")?;
                jobs = Some(whole_number("--jobs", j)?.max(1));
            }
            "--rules" => {
                let path = rest.next().ok_or("--rules needs a file")?;
                let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
                default_game = Some(defined.define(&text).map_err(|e| format!("{path}: {e}"))?);
            }
            "--max" => {
                let n = rest.next().ok_or("--max needs a number")?;
                max = Some(whole_number("--max", n)?);
                if max > Some(NATIVE.proof_table) {
                    // Refused before the game is read: a table that long is never built. (The core refuses
                    // less, past the longest table or the memory, for the games whose proof needs a table of u32.)
                    return Err(format!("--max must be at most {}, not {n}", NATIVE.proof_table));
                }
            }
            "--predict" => {
                let m = rest.next().ok_or("--predict needs a number")?;
                predict = Some(whole_number("--predict", m)?);
            }
            "--cpp" => cpp = true,
            "--help" | "-h" | "help" => return Ok(usage()),
            flag if flag.starts_with("--") => return Err(format!("unknown option '{flag}'\n{}", usage())),
            word => words.push(word),
        }
    }
    if max.is_some() && words.first() != Some(&"period") {
        return Err("--max is an option of 'grundy period'".into());
    }
    if summary && words.first() != Some(&"values") {
        return Err("--summary is an option of 'grundy values'".into());
    }
    if (out.is_some() || jobs.is_some()) && words.first() != Some(&"census") {
        return Err("--out and --jobs are options of 'grundy census'".into());
    }
    if predict.is_some() && words.first() != Some(&"pattern") {
        return Err("--predict is an option of 'grundy pattern'".into());
    }
    if cpp && (words.first() != Some(&"pattern") || json || predict.is_some()) {
        return Err("--cpp is an option of 'grundy pattern', without --json or --predict".into());
    }
    // Words after the command are joined, so that unquoted positions (`nim: 14 21 39`) work too. With --rules, the
    // game may be left out: `values N`, `period`, `pattern [N]`, and positions without a ':'.
    let default_name = default_game.as_ref().map(|g| g.name.clone());
    let mut owned: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    if let (Some(name), Some(command)) = (&default_name, words.first()) {
        let args = &words[1..];
        let insert = match *command {
            "values" => args.len() == 1,
            "period" => args.is_empty(),
            "pattern" | "grid" => args.is_empty() || (args.len() == 1 && args[0].parse::<usize>().is_ok()),
            "analyze" => !args.is_empty() && !args.join(" ").contains(':'),
            _ => false,
        };
        if insert {
            let name = if *command == "analyze" {
                format!("{name}:")
            } else {
                name.clone()
            };
            owned.insert(1, name);
        }
    }
    let words: Vec<&str> = owned.iter().map(String::as_str).collect();
    match words.split_first() {
        Some((&"values", [game @ .., n])) if !game.is_empty() => {
            let game = parse_game_in(&game.join(" "), &defined).map_err(|e| e.to_string())?;
            let n = whole_number("N", n)?;
            let whole = matches!(game, Game::Graph(_)) || (matches!(game, Game::Rules(_)) && !summary);
            if whole || (json && !summary && n <= Limits::DEFAULT.table) {
                let g = values(&game, n, defined.limits()).map_err(|e| e.to_string())?;
                return if json { to_json(&g) } else { Ok(one_line(&g)) };
            }
            long::values(&game, n, json, summary)
        }
        Some((&"census", [family @ .., n])) if !family.is_empty() => {
            let n = whole_number("N", n)?;
            census::command(&family.join(" "), n, out.as_deref(), jobs, json)
        }
        Some((&"pattern", [game @ .., last])) => {
            let (game, n) = match last.parse::<usize>() {
                Ok(n) if !game.is_empty() => (game.join(" "), Some(n)),
                _ => ([game, &[*last]].concat().join(" "), None),
            };
            if cpp {
                return pattern_cpp(&game, &defined, n);
            }
            pattern_text(&game, &defined, n, json, predict)
        }
        Some((&"grid", [game @ .., last])) => {
            let (game, n) = match last.parse::<usize>() {
                Ok(n) if !game.is_empty() => (game.join(" "), n),
                _ => ([game, &[*last]].concat().join(" "), GRID_PRINTED),
            };
            grid_text(&game, &defined, n, json)
        }
        Some((&"period", game)) if !game.is_empty() => {
            let game = parse_game_in(&game.join(" "), &defined).map_err(|e| e.to_string())?;
            let max = max.unwrap_or(DEFAULT_MAX.min(proof_limit(&game, &NATIVE).unwrap_or(DEFAULT_MAX)));
            if let Game::Rules(_) = game {
                // No theorem proves a rules game periodic: say what its table shows, and that it is observed.
                return pattern_text(&game.to_string(), &defined, Some(max.min(RULE_TABLE)), json, None);
            }
            if max > DEFAULT_MAX {
                grundy::solve::memory::check(&game, max).map_err(|e| e.to_string())?;
            }
            let period = find_period(&game, max, &NATIVE).map_err(|e| e.to_string())?;
            Ok(match (json, period) {
                (true, p) => to_json(&p)?,
                (false, Some(p)) => format!(
                    "preperiod {} period {} (proven, checked to {})",
                    p.preperiod, p.period, p.checked_to
                ),
                (false, None) => format!("no period proven up to {max}"),
            })
        }
        Some((&"quotient", [game @ .., last])) => {
            let (game, n) = match last.parse::<usize>() {
                Ok(n) if !game.is_empty() => (game.join(" "), Some(n)),
                _ => ([game, &[*last]].concat().join(" "), None),
            };
            let game = parse_game_in(&game, &defined).map_err(|e| e.to_string())?;
            let limits = Limits::DEFAULT;
            let solved = grundy::rules::quotient::solve(&game, n, &limits).map_err(|e| e.to_string())?;
            let r = grundy::rules::quotient::report(&game, &solved, &limits);
            if json {
                return to_json(&r);
            }
            Ok(quotient_text(&r))
        }
        Some((&"genus", [game @ .., n])) if !game.is_empty() => {
            let game = parse_game_in(&game.join(" "), &defined).map_err(|e| e.to_string())?;
            let genera =
                grundy::rules::genus::genera(&game, whole_number("N", n)? as u32).map_err(|e| e.to_string())?;
            if json {
                return to_json(&genera);
            }
            Ok(genera
                .iter()
                .map(|g| match &g.wild_at {
                    None => format!("{}: {} tame", g.heap, g.text),
                    Some((at, genus)) => {
                        let at: Vec<String> = at.iter().map(u32::to_string).collect();
                        format!("{}: {} wild ({} has genus {genus})", g.heap, g.text, at.join(" + "))
                    }
                })
                .collect::<Vec<_>>()
                .join("\n"))
        }
        Some((&"analyze", position)) if !position.is_empty() => {
            let position = parse_position_in(&position.join(" "), &defined).map_err(|e| e.to_string())?;
            let a = analyze(&position, defined.limits()).map_err(|e| e.to_string())?;
            if json {
                to_json(&a)
            } else {
                Ok(analysis_text(&a))
            }
        }
        Some((&"hdu1524", files)) if files.len() <= 1 => {
            hdu1524_answers(&input(files.first())?, defined.limits(), json)
        }
        Some((&"gambling", files)) if files.len() <= 1 => {
            let text = input(files.first())?;
            let answer = gambling::solve(&text).map_err(|e| e.to_string())?;
            if json {
                to_json(&answer)
            } else {
                Ok(answer)
            }
        }
        Some((name, files)) if files.len() <= 1 && contest::by_name(name).is_some() => {
            let solve = contest::by_name(name).expect("checked");
            let answers = solve(&input(files.first())?, defined.limits()).map_err(|e| e.to_string())?;
            if json {
                to_json(&answers)
            } else {
                Ok(answers.iter().map(|a| a.answer.as_str()).collect::<Vec<_>>().join("\n"))
            }
        }
        _ => Err(usage()),
    }
}

/// The table a rules game is read to by default (its cost per state is its own).
const RULE_TABLE: usize = 1000;
/// The side of a grid of a game of two-number states, by default.
const GRID_SIDE: usize = grundy::pattern::FIRST_SIDE;

/// What the pattern finder sees in the table of GAME up to N (a grid N × N for a game of two-number states), each
/// law it did not prove checked on a longer table ([`pattern::find`]); with `predict` M, then G(0) … G(M − 1) as
/// its laws say ([`pattern::predict`]), `?` where none speaks (in JSON, `{ patterns, predicted }`, null there).
fn pattern_text(
    game: &str,
    defined: &Defined,
    n: Option<usize>,
    json: bool,
    predict: Option<usize>,
) -> Result<String, String> {
    let family = parse_family_in(game, defined).map_err(|e| e.to_string())?;
    let n = n.unwrap_or(match &family {
        Family::Rules(_) => GRID_SIDE,
        Family::Heaps(Game::Rules(_)) => RULE_TABLE,
        _ => DEFAULT_MAX,
    });
    // A heap game's table may pass the page's longest, to what the memory allows, as `values` and `period` do
    // natively (a user's game keeps its own: its table costs what its rules do). Past it, the table asked for is
    // the longest: the memory is checked for it, and no longer one is made to check its laws on.
    let native = Limits {
        table: n,
        proof_table: NATIVE.proof_table,
        ..*defined.limits()
    };
    let limits = match &family {
        Family::Heaps(game) if n > defined.limits().table && !matches!(game, Game::Rules(_)) => {
            grundy::solve::memory::check(game, n).map_err(|e| e.to_string())?;
            &native
        }
        _ => defined.limits(),
    };
    let (found, predicted) = match (predict, &family) {
        (None, _) => (pattern::find(&family, n, limits).map_err(|e| e.to_string())?, None),
        (Some(m), Family::Heaps(game)) => {
            if m > limits.table {
                return Err(format!("--predict must be at most {}, not {m}", limits.table));
            }
            let (found, table) = pattern::find_table(game, n, limits).map_err(|e| e.to_string())?;
            let predicted = pattern::predict(&found, &table, m);
            (found, Some(predicted))
        }
        (Some(m), _) => {
            // A game of two-number states: the P-positions its laws say, x, y < M.
            if m.saturating_mul(m) > limits.table {
                return Err(format!(
                    "--predict must be at most {} for a grid, not {m}",
                    limits.table.isqrt()
                ));
            }
            let found = pattern::find(&family, n, limits).map_err(|e| e.to_string())?;
            let (cells, every) = pattern::predict_pairs(&found, m);
            if json {
                return to_json(&serde_json::json!({ "patterns": found, "pPositions": cells, "everyCell": every }));
            }
            let mut lines: Vec<String> = found.iter().map(pattern::Pattern::explain).collect();
            lines.push(if every {
                format!("the P-positions with x, y < {m} as the laws say (they speak of every cell):")
            } else {
                format!("the P-positions with x, y < {m} the laws say (they do not speak of every cell):")
            });
            let listed: Vec<String> = cells.iter().map(|[x, y]| format!("{x},{y}")).collect();
            lines.push(listed.join(" "));
            return Ok(lines.join("\n"));
        }
    };
    if json {
        return match predicted {
            None => to_json(&found),
            Some(predicted) => to_json(&serde_json::json!({ "patterns": found, "predicted": predicted })),
        };
    }
    let mut lines: Vec<String> = found.iter().map(pattern::Pattern::explain).collect();
    // (A heap game's table with no law says what was tried, a pattern of its own: this is for anything else.)
    if found.is_empty() {
        lines.push(format!("no pattern found in the table up to {n}"));
    }
    if let Some(predicted) = predicted {
        let mut line = String::with_capacity(3 * predicted.len());
        for (i, v) in predicted.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            let _ = match v {
                Some(v) => write!(line, "{sep}{v}"),
                None => write!(line, "{sep}?"),
            };
        }
        lines.push(line);
    }
    Ok(lines.join("\n"))
}

/// The laws the pattern finder states in the table of GAME up to N as a C++ function `sg` ([`pattern::cpp`]); for a
/// game of two-number states, in its N × N grid as `lose` ([`pattern::cpp_pairs`]).
fn pattern_cpp(game: &str, defined: &Defined, n: Option<usize>) -> Result<String, String> {
    let game = match parse_family_in(game, defined).map_err(|e| e.to_string())? {
        Family::Heaps(game) => game,
        // A game of two-number states: its grid's laws of P-positions as int lose(long long x, long long y).
        Family::Rules(rules) if rules.arity == 2 => {
            let text = pattern::cpp_pairs::of_rules(&rules, n.unwrap_or(GRID_SIDE), defined.limits())
                .map_err(|e| e.to_string())?;
            return Ok(text.trim_end().to_string());
        }
        _ => return Err("--cpp is for games of one-number or two-number states".into()),
    };
    let n = n.unwrap_or(if matches!(game, Game::Rules(_)) {
        RULE_TABLE
    } else {
        DEFAULT_MAX
    });
    let text = pattern::cpp::of_game(&game, n, defined.limits()).map_err(|e| e.to_string())?;
    Ok(text.trim_end().to_string())
}

/// The side of `grundy grid` by default: a screenful.
const GRID_PRINTED: usize = 16;

/// G(x, y) for x, y < n of a game of two-number states, row x on line x (JSON: rows, null where not a state).
fn grid_text(game: &str, defined: &Defined, n: usize, json: bool) -> Result<String, String> {
    let rules = match parse_family_in(game, defined).map_err(|e| e.to_string())? {
        Family::Rules(rules) if rules.arity == 2 => rules,
        Family::Heaps(Game::Rules(rules)) => {
            return Err(format!(
                "{} has one-number states: its table is 'grundy values {} N'",
                rules.name, rules.name
            ))
        }
        other => {
            return Err(format!(
                "grid prints games of two-number states written as rules, not {other}"
            ))
        }
    };
    if n.saturating_mul(n) > defined.limits().table {
        return Err(format!(
            "a {n} × {n} grid is too large (the limit is {} states)",
            defined.limits().table
        ));
    }
    let grid = written::grid(&rules, n, n).map_err(|e| e.to_string())?;
    let rows = grid.chunks(n.max(1)).take(n);
    if json {
        let rows: Vec<Vec<Option<u32>>> = rows
            .map(|row| row.iter().map(|&v| (v != written::NOT_A_STATE).then_some(v)).collect())
            .collect();
        return to_json(&rows);
    }
    let width = grid
        .iter()
        .filter(|&&v| v != written::NOT_A_STATE)
        .max()
        .map_or(1, |m| m.to_string().len());
    Ok(rows
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&v| {
                    let cell = if v == written::NOT_A_STATE {
                        "-".to_string()
                    } else {
                        v.to_string()
                    };
                    format!("{cell:>width$}")
                })
                .collect();
            cells.join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// The text of FILE, or of standard input without one.
fn input(file: Option<&&str>) -> Result<String, String> {
    match file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}")),
        None => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(text)
        }
    }
}

fn whole_number(what: &str, text: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("{what} must be a whole number, not '{text}'"))
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string(value).map_err(|e| e.to_string())
}

/// `sg 60` (or why there is none), who wins, the rule that decided, the count, then one line per winning move with
/// the position it leaves.
fn analysis_text(a: &Analysis) -> String {
    let misere = a.position.starts_with("misere(");
    let mut lines = vec![
        match (a.sg, misere) {
            (Some(sg), _) => format!("sg {sg}"),
            (None, true) => "sg none (misère play)".to_string(),
            // A token on an ∞ vertex: the generalised values in the rule's line say the rest.
            (None, false) if matches!(a.rule, Some(Rule::Loopy { .. })) => "sg ∞ (a loopy value)".to_string(),
            (None, false) => "sg unknown (too large to search; the rule decides who wins)".to_string(),
        },
        if a.draw {
            "draw: neither player can force a win (平局)".to_string()
        } else if a.first_player_wins {
            "first player wins (先手必胜)".to_string()
        } else {
            "second player wins (先手必败)".to_string()
        },
    ];
    if let Some(rule) = &a.rule {
        lines.push(format!("rule: {}", rule.explain()));
    }
    lines.push(match a.count {
        Some(count) => format!("winning moves {count}"),
        None => "winning moves: some (too many moves to judge every one; the rule's are listed)".to_string(),
    });
    for m in &a.winning_moves {
        lines.push(format!("{}  ->  {}", m.text, m.position));
    }
    let unlisted = a.count.unwrap_or(0).saturating_sub(a.winning_moves.len() as u64);
    if unlisted > 0 {
        lines.push(format!("… and {unlisted} more"));
    }
    lines.join("\n")
}

/// HDU 1524's own output: WIN or LOSE per query, every test case in turn; a graph with a cycle (which the problem
/// promises not to give) is a loopy game, and a query may also be a DRAW.
fn hdu1524_answers(text: &str, limits: &Limits, json: bool) -> Result<String, String> {
    #[derive(serde::Serialize)]
    struct Case {
        game: String,
        queries: Vec<Vec<u32>>,
        answers: Vec<&'static str>,
    }
    let mut cases = Vec::new();
    for case in hdu1524_loopy(text, limits).map_err(|e| e.to_string())? {
        let answers = contest::hdu1524_answers(&case).map_err(|e| e.to_string())?;
        cases.push(Case {
            game: case.game.to_string(),
            queries: case.queries,
            answers,
        });
    }
    if json {
        return to_json(&cases);
    }
    let lines: Vec<&str> = cases.iter().flat_map(|c| c.answers.iter().copied()).collect();
    Ok(lines.join("\n"))
}

/// A misère quotient in words: order, presentation, P-portion, Φ, and whether it is stable or known up to n.
fn quotient_text(r: &grundy::rules::quotient::Report) -> String {
    let gens: Vec<String> = r.generators.iter().map(|(g, h)| format!("{g} = Φ({h})")).collect();
    let mut out = format!("misère quotient of {}: order {}\n", r.game, r.order);
    let _ = writeln!(
        out,
        "generators: {}",
        if gens.is_empty() {
            "none".into()
        } else {
            gens.join(", ")
        }
    );
    let _ = writeln!(
        out,
        "relations: {}",
        if r.relations.is_empty() {
            "none".into()
        } else {
            r.relations.join(", ")
        }
    );
    let _ = writeln!(out, "elements: {}", r.elements.join(" "));
    let _ = writeln!(out, "P-portion: {}", r.p.join(" "));
    let _ = writeln!(out, "Φ(0) … Φ({}): {}", r.heaps - 1, r.phi_words.join(" "));
    let state = match (r.stable, r.preperiod, r.period) {
        (true, Some(n0), Some(p)) => {
            format!("stable: Φ(n + {p}) = Φ(n) from heap {n0} on, the quotient no longer grows")
        }
        _ => format!("known up to heap {}", r.heaps - 1),
    };
    let _ = write!(
        out,
        "{state}; {}",
        if r.proven {
            "every sum's outcome proven"
        } else {
            "not proven for every sum"
        }
    );
    if let Some(why) = &r.stopped {
        let _ = write!(out, "\nstopped: {why}");
    }
    out
}

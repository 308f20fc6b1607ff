//! The `grundy` binary, run as a user would, against the source notes' answers and published values.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy")).args(args).output().unwrap()
}

fn stdout(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().trim_end().to_string()
}

/// The message and exit code of a failing run.
fn failure(args: &[&str]) -> (String, Option<i32>) {
    let out = grundy(args);
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    (
        String::from_utf8(out.stderr).unwrap().trim_end().to_string(),
        out.status.code(),
    )
}

#[test]
fn values_on_one_line() {
    // Note 000: take at most 3 → 0 1 2 3 0 1. Note 003: Bash game m = 4, period m + 1.
    assert_eq!(stdout(&["values", "sub(1..3)", "6"]), "0 1 2 3 0 1");
    assert_eq!(stdout(&["values", "bash(4)", "10", "--json"]), "[0,1,2,3,4,0,1,2,3,4]");
    // Kayles, OEIS A002186.
    assert_eq!(stdout(&["values", "kayles", "12"]), "0 1 2 3 1 4 3 2 1 4 2 6");
}

#[test]
fn periods_proven_or_not() {
    // Kayles: period 12 from 71 (Winning Ways).
    assert_eq!(
        stdout(&["period", "kayles", "--max", "1000"]),
        "preperiod 71 period 12 (proven, checked to 1000)"
    );
    // S = {2, 5}: G = 0 0 1 1 0 2 1, repeating (by hand, see tests/analyze.rs); Bash m = 4: period 5 (note 003).
    assert_eq!(
        stdout(&["period", "sub(2,5)", "--max", "200"]),
        "preperiod 0 period 7 (proven, checked to 200)"
    );
    assert_eq!(
        stdout(&["period", "bash(4)", "--json", "--max", "50"]),
        r#"{"preperiod":0,"period":5,"checkedTo":50}"#
    );
    // All-but games grow without bound: no period.
    assert_eq!(stdout(&["period", "allbut(1)"]), "no period proven up to 100000");
    assert_eq!(stdout(&["period", "allbut(1)", "--json"]), "null");
}

#[test]
fn analyze_plain_and_json() {
    // Note 004: (14, 21, 39) → take 12 from 39, the only winning move.
    assert_eq!(
        stdout(&["analyze", "nim: 14 21 39"]),
        "sg 60\nfirst player wins (先手必胜)\nwinning moves 1\ntake 12 from 39  ->  nim: 14 21 27"
    );
    // Unquoted words are joined into one position.
    assert_eq!(
        stdout(&["analyze", "nim:", "14", "21", "39"]),
        stdout(&["analyze", "nim: 14 21 39"])
    );
    assert_eq!(
        stdout(&["analyze", "nim: 1 2 3"]),
        "sg 0\nsecond player wins (先手必败)\nwinning moves 0"
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&["analyze", "--json", "nim: 29 45 58"])).unwrap();
    assert_eq!(json["sg"], 10);
    assert_eq!(json["firstPlayerWins"], true);
    // 29 ^ 45 ^ 58 = 10 and all three heaps have bit 3, so each has one winning move (note 004 shows 58 → 48).
    assert_eq!(json["count"], 3);
    assert_eq!(json["winningMoves"][2]["text"], "take 10 from 58");
}

#[test]
fn every_family_is_analyzed_with_its_rule() {
    // HDU 1907's sample: 3 5 1 → John (the first player wins), 1 → Brother.
    assert_eq!(
        stdout(&["analyze", "misere(nim): 3 5 1"]),
        "sg none (misère play)\nfirst player wins (先手必胜)\nrule: misère Nim class S2: 2 heap(s) of 2 or more, 1 heap(s) \
         of 1, XOR 7 (S1, S2, T0 win for the player to move; S0, T2 lose)\nwinning moves 1\ntake 3 from 5  ->  \
         misere(nim): 3 2 1"
    );
    assert!(stdout(&["analyze", "misere(nim): 1"]).contains("second player wins"));
    // CF1147C's samples: 8 8 → Bob (second), 3 1 4 1 → Alice (first).
    assert!(stdout(&["analyze", "thanos: 8 8"]).contains("second player wins"));
    assert!(stdout(&["analyze", "thanos: 3 1 4 1"]).contains("first player wins"));
    // CF1396B's samples: one heap of 2 → T (first), two heaps of 1 → HL (second).
    assert!(stdout(&["analyze", "stoned: 2"]).contains("first player wins"));
    assert!(stdout(&["analyze", "stoned: 1 1"]).contains("second player wins"));
    // Staircase: the XOR of the odd steps (3 and 2) is 1.
    assert!(stdout(&["analyze", "staircase: 3 1 2"]).starts_with("sg 1\n"));
    let json: serde_json::Value = serde_json::from_str(&stdout(&["analyze", "--json", "wythoff: 3 5"])).unwrap();
    assert_eq!(json["rule"], serde_json::json!({"id": "wythoff", "pair": 2}));
    assert_eq!(json["firstPlayerWins"], false);
}

#[test]
fn gambling_nim_samples_from_standard_input() {
    // CF662A's three samples: 0/1, 1/2, 1/1 (checked against enumeration in src/gambling.rs).
    for (input, answer) in [
        ("2\n1 1\n1 1\n", "0/1\n"),
        ("2\n1 2\n1 2\n", "1/2\n"),
        ("3\n0 4\n1 5\n2 3\n", "1/1\n"),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .arg("gambling")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap(), answer, "{input}");
    }
}

#[test]
fn hdu_1524_from_standard_input() {
    // 0 → 1 → 2: G(2) = 0, G(1) = mex{0} = 1, G(0) = mex{1} = 0. Tokens {0}: LOSE, {1}: WIN, {1, 1}: LOSE,
    // {0, 1}: WIN.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("hdu1524")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"3\n1 1\n1 2\n0\n1 0\n1 1\n2 1 1\n2 0 1\n0\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "LOSE\nWIN\nLOSE\nWIN\n");
}

#[test]
fn hdu_1524_sample_from_a_file() {
    // The problem's sample (see tests/import.rs, where each answer is checked by brute force).
    let path = std::env::temp_dir().join(format!("grundy-hdu1524-{}.txt", std::process::id()));
    std::fs::write(
        &path,
        "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
    )
    .unwrap();
    let out = stdout(&["hdu1524", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(out, "WIN\nWIN\nWIN\nLOSE\nWIN");
}

#[test]
fn bad_input_says_what_on_stderr_with_code_2() {
    assert_eq!(
        failure(&["values", "sub(1,,3)", "5"]),
        ("grundy: empty number at column 7".into(), Some(2))
    );
    assert_eq!(
        failure(&["values", "nim", "-5"]),
        ("grundy: N must be a whole number, not '-5'".into(), Some(2))
    );
    assert_eq!(
        failure(&["analyze", "nim 3"]).0,
        "grundy: expected ':' and heap sizes after the game at column 6"
    );
    assert_eq!(
        failure(&["period", "graph(0>1)"]).0,
        "grundy: periods are for heap games; a graph has no period (ask for its values instead)"
    );
    // Issue 20: an unknown name as typed (blanks are insignificant, and this said 'nim5'); counts need no plural;
    // --max is bounded.
    assert!(failure(&["values", "nim", "5", "6"])
        .0
        .starts_with("grundy: unknown game 'nim 5' (try nim,"));
    assert_eq!(
        failure(&["values", "graph(0)", "5"]).0,
        "grundy: 5 states asked for, but the graph's vertices are only 0..0"
    );
    assert_eq!(
        failure(&["period", "0.[7]", "--max", "100000000000"]).0,
        "grundy: --max must be at most 4294967296, not 100000000000"
    );
    let (usage, code) = failure(&[]);
    assert!(usage.starts_with("grundy: usage:") && code == Some(2));
    assert_eq!(failure(&["values", "nim", "3", "--frobnicate"]).1, Some(2));
    assert_eq!(failure(&["hdu1524", "/nonexistent/input.txt"]).1, Some(2));
}

/// tczajka/octal-games' `analyze` (built -O2), its first lines for Grundy's game and for Officers (0.6).
const ANALYZE_GRUNDY: &str = "n=2^0 largest G[0]=0 rare_mask=0 num_rare=1 last_rare=0
n=2^1 largest G[0]=0 rare_mask=0pos num_rare=1 last_rare=0
n=2^2 largest G[3]=1 rare_mask=0pos num_rare=2 last_rare=2
n=2^3 largest G[5]=2 rare_mask=0pos num_rare=4 last_rare=6
n=2^4 largest G[13]=3 rare_mask=3 num_rare=7 last_rare=13
n=2^5 largest G[18]=4 rare_mask=5 num_rare=15 last_rare=29
n=2^6 largest G[41]=5 rare_mask=7 num_rare=23 last_rare=62
n=2^7 largest G[87]=7 rare_mask=6 num_rare=31 last_rare=93
n=2^8 largest G[181]=12 rare_mask=6 num_rare=49 last_rare=238
n=2^9 largest G[321]=16 rare_mask=16 num_rare=108 last_rare=510
n=2^10 largest G[1016]=29 rare_mask=16 num_rare=185 last_rare=1021
n=2^11 largest G[2035]=51 rare_mask=3e num_rare=360 last_rare=2046
n=2^12 largest G[4019]=64 rare_mask=7e num_rare=554 last_rare=4086";
const ANALYZE_OFFICERS: &str = "n=2^0 largest G[0]=0 rare_mask=0pos num_rare=0 last_rare=0
n=2^1 largest G[0]=0 rare_mask=0pos num_rare=1 last_rare=1
n=2^2 largest G[3]=2 rare_mask=2pos num_rare=1 last_rare=1
n=2^3 largest G[7]=3 rare_mask=1pos num_rare=3 last_rare=3
n=2^4 largest G[11]=4 rare_mask=2pos num_rare=5 last_rare=11
n=2^5 largest G[24]=5 rare_mask=2pos num_rare=11 last_rare=31
n=2^6 largest G[48]=8 rare_mask=e num_rare=21 last_rare=60
n=2^7 largest G[48]=8 rare_mask=e num_rare=30 last_rare=124
n=2^8 largest G[152]=9 rare_mask=e num_rare=51 last_rare=254
n=2^9 largest G[489]=17 rare_mask=1e num_rare=74 last_rare=468
n=2^10 largest G[1005]=33 rare_mask=2e num_rare=200 last_rare=1020
n=2^11 largest G[1945]=64 rare_mask=6e num_rare=450 last_rare=2046
n=2^12 largest G[4074]=126 rare_mask=6e num_rare=832 last_rare=4090";

#[test]
fn summary_lines_as_analyze_prints_them() {
    assert_eq!(stdout(&["values", "4!.0", "4096", "--summary"]), ANALYZE_GRUNDY);
    assert_eq!(stdout(&["values", "0.6", "4096", "--summary"]), ANALYZE_OFFICERS);
    // JSON: an object a line; a length that is not a power of two ends with its own line.
    let json = stdout(&["values", "0.6", "100", "--summary", "--json"]);
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    assert_eq!(last["n"], 100);
    assert_eq!(json.lines().count(), 8);
    // A code whose period is proven says so, and its lines go on from the period.
    let kayles = stdout(&["values", "kayles", "1024", "--summary"]);
    assert!(kayles.contains("\nperiod 12 from 71 proven at 1024 values"), "{kayles}");
    assert!(
        kayles.lines().last().unwrap().starts_with("n=2^10 largest G["),
        "{kayles}"
    );
}

#[test]
fn tables_past_two_to_the_24_natively() {
    // The wasm's limit is 2^24; natively the memory decides (here a cap on it, as on a shared machine).
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["values", "0.6", "100000000"])
        .env("GRUNDY_MEMORY_MIB", "100")
        .output()
        .unwrap();
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim_end(),
        "grundy: 100000000 values of 0.6 need about 446 MiB of memory, and 100 MiB is available"
    );
    assert_eq!(
        failure(&["values", "nim", "5000000000"]).0,
        "grundy: 5000000000 values is too many (the limit is 4294967296)"
    );
    // sub(1,2) to 2^24 + 1 (a table the page refuses): G(n) = n mod 3, its largest value first at 2.
    let sub = stdout(&["values", "sub(1,2)", "16777217", "--summary"]);
    assert!(
        sub.lines()
            .last()
            .unwrap()
            .starts_with("n=16777217 largest G[2]=2 rare_mask="),
        "{sub}"
    );
    // The pattern finder too: G(n) = n mod 3 (the rule of sub(1,2): a multiple of 3 loses) on 2^24 + 1 values, and
    // the memory is checked before the table starts.
    assert_eq!(
        stdout(&["pattern", "sub(1,2)", "16777217"]).trim_end(),
        "periodic: G(n + 3) = G(n) for n ≥ 0 (preperiod 0, period 3; proven from the table up to 16777217)"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["pattern", "0.6", "100000000"])
        .env("GRUNDY_MEMORY_MIB", "100")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim_end(),
        "grundy: 100000000 values of 0.6 need about 446 MiB of memory, and 100 MiB is available"
    );
    // Nim's values are too wide for rare values.
    assert_eq!(
        stdout(&["values", "nim", "5000", "--summary"]).lines().last().unwrap(),
        "n=5000 largest G[4999]=4999 (values past 2^12: rare values not followed)"
    );
}

#[test]
fn help_goes_to_stdout() {
    let help = stdout(&["--help"]);
    assert!(help.starts_with("usage:") && help.contains("grundy analyze POSITION"));
    // Each family's example in the help is a position the notation reads, and the help shows every family's.
    for k in grundy::rules::KEYWORDS {
        let position = k.example.split('\'').nth(1).unwrap();
        assert!(position.starts_with(k.word), "{position}");
        grundy::notation::parse_position(position).unwrap_or_else(|e| panic!("{position}: {e}"));
        assert!(help.contains(&format!("'{position}'")), "{position} is not in the help");
    }
}

fn rules(name: &str) -> String {
    format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn a_rule_file_is_the_default_game() {
    // Take at most half: G(2n) = n (checked against brute force in tests/lang.rs).
    assert_eq!(
        stdout(&["values", "--rules", &rules("take-half"), "10"]),
        "0 0 1 0 2 1 3 0 4 2"
    );
    // POJ 2311's sample: (2,2) and (3,2) lose, (4,2) wins; a position may be its states alone.
    for (sheet, verdict) in [("(2,2)", "second"), ("(3,2)", "second"), ("(4,2)", "first")] {
        let out = stdout(&["analyze", "--rules", &rules("cutting"), sheet]);
        assert!(out.contains(&format!("{verdict} player wins")), "{sheet}: {out}");
    }
    let json = stdout(&["analyze", "--rules", &rules("cutting"), "(2,2) (4,2)", "--json"]);
    assert!(
        json.starts_with(r#"{"position":"cutting: (2,2) (4,2)","sg":"#),
        "{json}"
    );
    // The game keeps its name in sums with other games.
    let out = stdout(&["analyze", "--rules", &rules("lasker"), "lasker: 3 + nim: 4"]);
    assert!(out.starts_with("sg 0\n"), "{out}");
    // HDU 5795's pattern, as the finder states it: seen in 40 values, checked on 640 (its table costs n³, so small
    // ones keep this test quick).
    let out = stdout(&["pattern", "--rules", &rules("hdu5795"), "40"]);
    assert!(
        out.contains("G(n) = n − 1 for n ≡ 0 (mod 8), n ≥ 8 (holds for every such n < 640)"),
        "{out}"
    );
    let out = stdout(&["period", "--rules", &rules("lasker"), "--max", "100"]);
    assert!(
        out.starts_with("arithmetic period: G(n + 4) = G(n) + 4 for n ≥ 1 (observed"),
        "{out}"
    );
    // A broken rule file says where.
    let path = std::env::temp_dir().join("grundy-broken.rules");
    std::fs::write(&path, "state n\nmove n -\n").unwrap();
    let (message, code) = failure(&["values", "--rules", path.to_str().unwrap(), "5"]);
    assert!(
        message.ends_with("expected a number or a variable, found the end of the line at line 2, column 9"),
        "{message}"
    );
    assert_eq!(code, Some(2));
}

#[test]
fn the_grid_of_a_two_number_game_and_where_a_table_does_not_apply() {
    // Wythoff's game, the queen's rule: the start of the table in Berlekamp, Conway and Guy (Winning Ways, ch. 3).
    assert_eq!(
        stdout(&["grid", "--rules", &rules("queen"), "5"]),
        "0 1 2 3 4\n1 2 0 4 5\n2 0 1 5 3\n3 4 5 6 2\n4 5 3 2 7"
    );
    // POJ 2311: no sheet has a side below 2; (2,2), (2,3), (3,2), (3,3) lose, (2,4) wins.
    assert_eq!(
        stdout(&["grid", "--rules", &rules("cutting"), "5", "--json"]),
        "[[null,null,null,null,null],[null,null,null,null,null],[null,null,0,0,1],[null,null,0,0,1],[null,null,1,1,1]]"
    );
    // A table of single heaps is refused with an example the game accepts, and the grid is only for two numbers.
    let (message, _) = failure(&["values", "--rules", &rules("queen"), "120"]);
    assert!(message.contains("(e.g. queen: (5,5))"), "{message}");
    let (message, _) = failure(&["values", "staircase", "5"]);
    assert!(message.contains("(e.g. staircase: 3 1 2)"), "{message}");
    let (message, _) = failure(&["grid", "--rules", &rules("take-half"), "5"]);
    assert!(message.contains("grundy values take-half N"), "{message}");
}

#[test]
fn pattern_predicts_wythoffs_p_positions() {
    // Wythoff's game seen in its 64 × 64 grid; its pairs law says every P-position with x, y < 200. The brute force,
    // from the statement (a queen moves left, down or diagonally down-left): a cell is a P-position when no
    // P-position lies left of it in its row, below it in its column or on its diagonal below.
    let out = stdout(&["pattern", "--rules", &rules("queen"), "queen", "64", "--predict", "200"]);
    let side = 200;
    let (mut row, mut column, mut diagonal) = (vec![false; side], vec![false; side], vec![false; 2 * side]);
    let mut want = Vec::new();
    for x in 0..side {
        for y in 0..side {
            if !row[x] && !column[y] && !diagonal[x + side - y] {
                want.push(format!("{x},{y}"));
                (row[x], column[y], diagonal[x + side - y]) = (true, true, true);
            }
        }
    }
    assert_eq!(out.lines().last(), Some(want.join(" ").as_str()), "{out}");
    assert!(
        out.starts_with("P-positions: the pairs (a_k, b_k) and (b_k, a_k)"),
        "{out}"
    );
    assert!(out.contains("(they speak of every cell)"), "{out}");
}

#[test]
fn pattern_predicts_what_its_laws_say() {
    // Take-half, seen in 100 values: G(2n) = n and G(2n + 1) = G(n) say every value (written from the statement:
    // take 1 to ⌊n/2⌋ stones).
    let out = stdout(&["pattern", "--rules", &rules("take-half"), "100", "--predict", "300"]);
    let last = out.lines().last().unwrap();
    let mut truth = vec![0u32; 300];
    for n in 1..300 {
        let options: Vec<u32> = (1..=n / 2).map(|k| truth[n - k]).collect();
        truth[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let want: Vec<String> = truth.iter().map(u32::to_string).collect();
    assert_eq!(last, want.join(" "), "{out}");
    assert!(out.starts_with("G(n) = n/2 for n ≡ 0 (mod 2)"), "{out}");
    // The proper-divisor game: no law speaks of G(0), v2(n) of every n ≥ 1.
    let out = stdout(&["pattern", "--rules", &rules("divisor"), "100", "--predict", "9"]);
    assert_eq!(out.lines().last(), Some("? 0 1 0 2 0 1 0 3"), "{out}");
    // As JSON: the patterns and the values, null where no law speaks.
    let json = stdout(&[
        "pattern",
        "--rules",
        &rules("divisor"),
        "100",
        "--predict",
        "3",
        "--json",
    ]);
    assert!(
        json.starts_with(r#"{"patterns":[{"#) && json.contains(r#""function":"v2","kind":"known""#),
        "{json}"
    );
    assert!(json.ends_with(r#""predicted":[null,0,1]}"#), "{json}");
    // A two-number game's grid: its P-positions the laws say, x, y < M; at most a grid of MAX_VALUES cells.
    let (message, code) = failure(&["pattern", "--rules", &rules("king"), "8", "--predict", "5000"]);
    assert_eq!(
        (message.as_str(), code),
        ("grundy: --predict must be at most 4096 for a grid, not 5000", Some(2))
    );
    let (message, _) = failure(&["values", "nim", "3", "--predict", "3"]);
    assert_eq!(message, "grundy: --predict is an option of 'grundy pattern'");
}

#[test]
fn pattern_says_what_it_tried_when_it_finds_no_law() {
    // HDU 1848, take a Fibonacci number of stones: no law the finder knows in its first 1000 values.
    let out = stdout(&["pattern", "--rules", &rules("fibonacci"), "1000"]);
    assert_eq!(
        out.trim_end(),
        "no law found in the table up to 1000; tried: periods up to 333 and arithmetic periods, closed forms per \
         residue class up to modulus 16, known functions (v2, popcount, ⌊log2 n⌋, mod) on classes up to modulus 4, \
         self-similar laws G(a·n + r) = f(G(c·n + d)) for a = 2–4, and P-positions by name (Fibonacci numbers, \
         powers, linear recurrences of order ≤ 3, Beatty sequences)"
    );
    let json = stdout(&["pattern", "--rules", &rules("fibonacci"), "1000", "--json"]);
    assert!(
        json.contains(r#""kind":"nothing","table":1000,"longestPeriod":333"#),
        "{json}"
    );
}

#[test]
fn pattern_writes_its_laws_as_cpp() {
    // sub(1,3,4): period 7 from 0 (Winning Ways: 0 1 0 1 2 3 2), proven; the base is its one period.
    let out = stdout(&["pattern", "sub(1,3,4)", "100", "--cpp"]);
    assert!(out.starts_with("// sub(1,3,4): SG(n) by the laws"), "{out}");
    assert!(out.contains("int sg(long long n) {"), "{out}");
    assert!(
        out.contains("static const int base[7] = {0, 1, 0, 1, 2, 3, 2};"),
        "{out}"
    );
    assert!(out.contains("return base[n % 7];"), "{out}");
    // A game of two-number states: lose(x, y). The king's P-positions (x and y even) are on no 3 lines: the grid.
    let out = stdout(&["pattern", "--rules", &rules("king"), "8", "--cpp"]);
    assert!(out.contains("int lose(long long x, long long y) {"), "{out}");
    assert!(out.contains("static const unsigned long long grid[8][1] = {"), "{out}");
    assert!(out.contains("{0x55ULL}, {0x0ULL}, {0x55ULL}, {0x0ULL}"), "{out}");
    let (message, code) = failure(&["pattern", "--rules", &rules("chomp"), "4", "--cpp"]);
    assert_eq!(
        (message.as_str(), code),
        ("grundy: --cpp is for games of one-number or two-number states", Some(2))
    );
    let (message, _) = failure(&["values", "nim", "3", "--cpp"]);
    assert_eq!(
        message,
        "grundy: --cpp is an option of 'grundy pattern', without --json or --predict"
    );
}

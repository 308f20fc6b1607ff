//! The found law as C++ (issue 40): for a panel of games whose laws the finder states, the function
//! `sg(long long n)` the library writes is compiled with `g++ -O2` and run on n = 0 … 16·N (N the table the laws were
//! found in) and on huge n. It must say, at every n < 16·N, what a brute force written here from the game's
//! statement says, and what `pattern::predict` says (−1 where that says nothing); at huge n, what the game's law
//! from the literature says. Skipped, with a message, only where g++ is missing.

use grundy::base::limits::Limits;
use grundy::game::{Family, Game};
use grundy::notation::parse_family_in;
use grundy::notation::Defined;
use grundy::pattern::{self, Pattern};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen = vec![false; 64];
    for v in values {
        if v as usize >= seen.len() {
            seen.resize(v as usize + 1, false);
        }
        seen[v as usize] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

fn example(name: &str) -> String {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The game `game` of one-number states (`rules`, when given, defines it first).
fn game(rules: Option<&str>, game: &str) -> Game {
    let mut defined = Defined::default();
    if let Some(text) = rules {
        defined.define(text).unwrap();
    }
    match parse_family_in(game, &defined).unwrap() {
        Family::Heaps(game) => game,
        other => panic!("{other:?} is not a game of one-number states"),
    }
}

/// Whether g++ is here; if not, says that the test is skipped.
fn gpp() -> bool {
    let here = Command::new("g++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !here {
        eprintln!("skipped: g++ is not installed (Debian: apt-get install build-essential)");
    }
    here
}

/// `function` compiled with g++ -O2 and a main that prints sg(n) for each n it reads: its answers for `ns`.
fn run(name: &str, function: &str, ns: &[u64]) -> Vec<i64> {
    let dir = std::env::temp_dir().join(format!("grundy-cpp-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source: PathBuf = dir.join("law.cpp");
    let binary = dir.join("law");
    let main = "\n#include <cstdio>\nint main() {\n    long long n;\n    while (std::scanf(\"%lld\", &n) == 1) \
                std::printf(\"%lld\\n\", (long long)sg(n));\n}\n";
    std::fs::write(&source, format!("{function}{main}")).unwrap();
    let built = Command::new("g++")
        .args(["-O2", "-std=c++17", "-Wall", "-Werror", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{name}: g++ refused the function:\n{}\n{function}",
        String::from_utf8_lossy(&built.stderr)
    );
    let mut child = Command::new(&binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input: String = ns.iter().map(|n| format!("{n}\n")).collect();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{name}: the function's program failed");
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect()
}

/// Huge heaps: 10^12, 10^18 and their neighbours, and a few in between.
const HUGE: [u64; 8] = [
    1_000_000_000_000,
    1_000_000_000_001,
    999_999_999_989,
    1 << 40,
    (1 << 40) + 6,
    1_000_000_000_000_000_000,
    1_000_000_000_000_000_003,
    (1 << 60) - 2,
];

/// The C++ of `game`'s laws found in its table of `n`, checked: at every heap below 16·n it says the brute force's
/// `truth` (it speaks everywhere: the panel's laws cover every heap) and what `predict` says; at the huge heaps,
/// `law`. Returns the C++ (for what a test asks of its text).
fn check(name: &str, game: &Game, n: usize, truth: &dyn Fn(usize) -> Vec<u32>, law: &dyn Fn(u64) -> u64) -> String {
    let (found, table) = pattern::find_table(game, n, &Limits::DEFAULT).unwrap();
    assert!(
        found.iter().any(Pattern::is_law),
        "{name}: no law found in {n} values: {found:?}"
    );
    let cpp = pattern::cpp::function(name, &found, &table, None);
    assert!(cpp.contains("sg(long long n) {"), "{cpp}");
    if !gpp() {
        return cpp;
    }
    let far = 16 * n;
    let truth = truth(far);
    let mut ns: Vec<u64> = (0..far as u64).collect();
    ns.extend(HUGE);
    let said = run(name, &cpp, &ns);
    let predicted = pattern::predict(&found, &table, far);
    for m in 0..far {
        assert_eq!(
            said[m], truth[m] as i64,
            "{name}: sg({m}), brute force {}\n{cpp}",
            truth[m]
        );
        // Below the base the table speaks where predict may not; past it, the two are one.
        if let Some(v) = predicted[m] {
            assert_eq!(said[m], v as i64, "{name}: sg({m}) against predict");
        }
    }
    for (i, &h) in HUGE.iter().enumerate() {
        assert_eq!(said[far + i], law(h) as i64, "{name}: sg({h})\n{cpp}");
    }
    cpp
}

/// A subtraction game's table, by the definition.
fn subtraction(set: &[usize], len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        g[n] = mex(set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]));
    }
    g
}

#[test]
fn subtraction_1_3_4_is_its_period_7() {
    let game = game(None, "sub(1,3,4)");
    // The period 0 1 0 1 2 3 2 (Berlekamp, Conway and Guy, Winning Ways, ch. 4).
    let cycle = [0, 1, 0, 1, 2, 3, 2];
    let cpp = check("sub(1,3,4)", &game, 1000, &|len| subtraction(&[1, 3, 4], len), &|h| {
        cycle[(h % 7) as usize]
    });
    assert!(cpp.starts_with("// sub(1,3,4): SG(n) by the laws"), "{cpp}");
    assert!(
        cpp.contains("int sg(long long n) {") && !cpp.contains("long long sg"),
        "{cpp}"
    );
    assert!(cpp.contains("proven from the table up to 1000"), "{cpp}");
}

/// Kayles written as a rule: knock down one pin or two adjacent ones, which may split the row in two.
const KAYLES: &str = "name pins
state n
for (i = 0; i < n; i++) { move i, n - 1 - i }
for (i = 0; i + 2 <= n; i++) { move i, n - 2 - i }
";

fn kayles(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let ones = (0..n).map(|i| g[i] ^ g[n - 1 - i]);
        let twos = (0..n.saturating_sub(1)).map(|i| g[i] ^ g[n - 2 - i]);
        g[n] = mex(ones.chain(twos));
    }
    g
}

#[test]
fn kayles_written_as_a_rule_is_its_period_12_from_71() {
    let game = game(Some(KAYLES), "pins");
    // Guy and Smith (1956): Kayles's values have period 12 from 71 on.
    let base = kayles(83);
    let cpp = check("pins", &game, 300, &kayles, &|h| {
        base[71 + ((h - 71) % 12) as usize] as u64
    });
    // Observed, not proven (no theorem proves a rule periodic): the comment says so.
    assert!(cpp.contains("not proven"), "{cpp}");
}

/// Lasker's Nim: take any number from a heap, or split it into two nonempty heaps.
fn lasker(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    // (One buffer for every heap's options: 16 000 heaps of up to 32 000 options each.)
    let mut seen = vec![false; 2 * len + 2];
    for n in 1..len {
        seen.iter_mut().for_each(|s| *s = false);
        for k in 0..n {
            seen[g[k] as usize] = true;
        }
        for a in 1..n {
            seen[(g[a] ^ g[n - a]) as usize] = true;
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

#[test]
fn laskers_nim_is_its_saltus_in_o1() {
    let game = game(Some(&example("lasker")), "lasker");
    // HDU 3032: G(4k + 1) = 4k + 1, G(4k + 2) = 4k + 2, G(4k + 3) = 4k + 4, G(4k + 4) = 4k + 3.
    let law = |h: u64| match h % 4 {
        0 => h - 1,
        3 => h + 1,
        _ => h,
    };
    let cpp = check("lasker", &game, 1000, &lasker, &law);
    // Values past an int: the function returns long long.
    assert!(cpp.contains("long long sg(long long n) {"), "{cpp}");
}

fn take_half(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        g[n] = mex((1..=n / 2).map(|k| g[n - k]));
    }
    g
}

#[test]
fn take_half_recurses_on_its_odd_heaps() {
    let game = game(Some(&example("take-half")), "take-half");
    // G(2n) = n, G(2n + 1) = G(n) (the take-at-most-half game's known law).
    fn law(h: u64) -> u64 {
        if h.is_multiple_of(2) {
            h / 2
        } else {
            law(h / 2)
        }
    }
    let cpp = check("take-half", &game, 1000, &take_half, &law);
    assert!(cpp.contains("self-similar: G(2n + 1) = G(n)"), "{cpp}");
}

/// "Take 1 ≤ k < n/φ² stones" by the mex of every move: k < n/φ² = 2n/(3 + √5) exactly when 2n − 3k > 0 and
/// 5k² < (2n − 3k)², in integers.
fn take_golden(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        let moves = (1..n).take_while(|&k| 2 * n > 3 * k && 5 * k * k < (2 * n - 3 * k) * (2 * n - 3 * k));
        g[n] = mex(moves.map(|k| g[n - k]));
    }
    g
}

#[test]
fn take_golden_is_zero_on_the_fibonacci_numbers_less_one_and_nothing_else() {
    // Holshouser, Reiter and Rudzinski (INTEGERS 4, 2004): its P-positions are F_k − 1. The finder names that set
    // (crate/tests/named.rs) and no law of its other values: sg is 0 on the set, −1 off it past the table.
    let game = game(Some(&example("take-golden")), "take-golden");
    let (found, table) = pattern::find_table(&game, 1000, &Limits::DEFAULT).unwrap();
    let cpp = pattern::cpp::function("take-golden", &found, &table, None);
    assert!(cpp.contains("__int128 s[2]"), "the named law is written:\n{cpp}");
    if !gpp() {
        return;
    }
    let far = 16 * 1000;
    let truth = take_golden(far);
    // The Fibonacci numbers 1, 2, 3, 5, … below 2^62, from their definition; F_k − 1 and F_k + 1 for the large ones.
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] < 1 << 62 {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let huge: Vec<u64> = fibonacci
        .iter()
        .filter(|&&f| f > 1 << 40)
        .flat_map(|&f| [f - 1, f + 1])
        .collect();
    let mut ns: Vec<u64> = (0..far as u64).collect();
    ns.extend(&huge);
    let said = run("take-golden", &cpp, &ns);
    let predicted = pattern::predict(&found, &table, far);
    for m in 0..far {
        if truth[m] == 0 {
            assert_eq!(said[m], 0, "take-golden: sg({m}), a P-position\n{cpp}");
        } else {
            assert!(
                said[m] == -1 || said[m] == truth[m] as i64,
                "take-golden: sg({m}) = {}",
                said[m]
            );
        }
        // Past the table (where the base ends) sg is what the laws predict, −1 where none speaks.
        if m >= table.len() {
            assert_eq!(
                said[m],
                predicted[m].map_or(-1, |v| v as i64),
                "take-golden: sg({m}) against predict"
            );
        }
    }
    for (i, &h) in huge.iter().enumerate() {
        assert_eq!(
            said[far + i],
            if i % 2 == 0 { 0 } else { -1 },
            "take-golden: sg({h})\n{cpp}"
        );
    }
}

fn divisor(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        // The divisors d < n, in pairs d, n/d with d ≤ √n.
        let small = (1..).take_while(|d| d * d <= n).filter(|d| n % d == 0);
        let divisors = small.flat_map(|d| [d, n / d]).filter(|&d| d < n);
        g[n] = mex(divisors.map(|d| g[n - d]).collect::<Vec<_>>());
    }
    g
}

#[test]
fn the_proper_divisor_game_is_v2() {
    let game = game(Some(&example("divisor")), "divisor");
    // Subtract a proper divisor: G(n) = v2(n), how many times 2 divides n, for n ≥ 1.
    let cpp = check("divisor", &game, 1000, &divisor, &|h| h.trailing_zeros() as u64);
    assert!(cpp.contains("__builtin_ctzll(n)"), "{cpp}");
}

/// CF 603C, Lieges of Legendre, with k = 3: remove one cow from a pile, or replace a pile of 2x cows (x > 0) by k
/// piles of x cows.
const LIEGES: &str = "name lieges
state n
if n >= 1 { move n - 1 }
if n >= 2 && n % 2 == 0 { move n / 2, n / 2, n / 2 }
";

fn lieges(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let mut options = vec![g[n - 1]];
        if n % 2 == 0 {
            // Three piles of n/2: their XOR.
            options.push((0..3).fold(0, |acc, _| acc ^ g[n / 2]));
        }
        g[n] = mex(options);
    }
    g
}

#[test]
fn cf603c_with_k_3_halves_its_even_heaps() {
    let game = game(Some(LIEGES), "lieges");
    // The editorial's law for odd k: G = 0, 1, 0, 1, 2 for n < 5; 0 for odd n ≥ 5; for even n ≥ 6, 2 if G(n/2) = 1,
    // else 1.
    fn law(h: u64) -> u64 {
        match h {
            0..=4 => [0, 1, 0, 1, 2][h as usize],
            _ if h % 2 == 1 => 0,
            _ if law(h / 2) == 1 => 2,
            _ => 1,
        }
    }
    let cpp = check("lieges", &game, 1000, &lieges, &law);
    // The periods that broke (128 at 1024, then 2048, … on the longer tables) are not written, and the comment
    // folds them into one line after the laws: how many, and where the first broke.
    assert!(!cpp.contains("% 128"), "{cpp}");
    let (found, _) = pattern::find_table(&game, 1000, &Limits::DEFAULT).unwrap();
    let broken = found.iter().filter(|p| matches!(p, Pattern::Broken { .. })).count();
    assert!(broken >= 2, "{found:?}");
    let lines: Vec<&str> = cpp.lines().take_while(|l| l.starts_with("//")).collect();
    let folded: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].contains("broke")).collect();
    assert_eq!(folded.len(), 1, "{cpp}");
    let line = lines[folded[0]];
    assert!(
        line.contains(&format!(
            "not laws: {broken} apparent periods broke on longer tables, the first at n = 1024"
        )),
        "{cpp}"
    );
    // Both laws are listed, numbered, before it.
    let first = lines.iter().position(|l| l.starts_with("//   1. ")).expect("law 1");
    let second = lines.iter().position(|l| l.starts_with("//   2. ")).expect("law 2");
    assert!(first < second && second < folded[0], "{cpp}");
    assert!(lines[first].contains("G(n) = 0 for n ≡ 1 (mod 2), n ≥ 5"), "{cpp}");
    assert!(lines[second].contains("G(2n) = 2 if G(n) = 1, else 1"), "{cpp}");
}

#[test]
fn a_table_without_a_law_is_the_table_then_minus_one() {
    if !gpp() {
        return;
    }
    // Grundy's game (split a heap into two unequal ones): no law is known, and the finder states none in 200.
    let game = game(None, "grundy");
    let (found, table) = pattern::find_table(&game, 200, &Limits::DEFAULT).unwrap();
    assert!(!found.iter().any(Pattern::is_law), "{found:?}");
    let cpp = pattern::cpp::function("grundy", &found, &table, None);
    assert!(cpp.contains("return -1;  // no law: extend the table"), "{cpp}");
    let mut truth = vec![0u32; 200];
    for n in 0..200 {
        truth[n] = mex((1..n.div_ceil(2)).map(|a| truth[a] ^ truth[n - a]));
    }
    let ns: Vec<u64> = (0..400).chain(HUGE).collect();
    let said = run("grundy", &cpp, &ns);
    for (i, &n) in ns.iter().enumerate() {
        let want = if n < 200 { truth[n as usize] as i64 } else { -1 };
        assert_eq!(said[i], want, "sg({n})");
    }
}

#[test]
fn the_table_export_keeps_its_array_and_adds_the_function() {
    let game = game(Some(&example("take-half")), "take-half");
    let text = grundy::page::export::table_text(&game, 100, "cpp", &Limits::DEFAULT).unwrap();
    assert!(
        text.starts_with("// take-half: SG(0) … SG(99)\nconst int sg[100] = {0, 0, 1, 0, 2, 1, 3, 0,"),
        "{text}"
    );
    assert!(
        text.contains("namespace law {\n    long long sg(long long n) {"),
        "{text}"
    );
    if !gpp() {
        return;
    }
    // Both compile together: the array sg[n], the function law::sg(n).
    let main = format!("{text}\nlong long sg_of(long long n) {{ return n < 100 ? sg[n] : law::sg(n); }}\n");
    let function = format!("{main}#define sg sg_of\n");
    let truth = take_half(3000);
    let ns: Vec<u64> = (0..3000).collect();
    let said = run("export", &function, &ns);
    for n in 0..3000 {
        assert_eq!(said[n], truth[n] as i64, "sg({n})");
    }
}

#[test]
fn each_kind_of_law_means_what_predict_means() {
    // Laws written here, not found: floors of negative numbers, values that turn negative (no value, as predict
    // says), known functions at 0, a self-similar map, and a law of a kind the writer skips (a grid's sum, which
    // says nothing of a table). With no table, every value is the laws' alone.
    let formula = |residue: usize, slope: i64, offset: i64, divisor: i64| Pattern::Formula {
        modulus: 5,
        residues: vec![residue],
        from: 0,
        slope,
        offset,
        divisor,
        formula: String::new(),
        checked_to: 0,
    };
    let laws = vec![
        Pattern::Sum {
            row: vec![0],
            column: vec![0],
            rows: 1,
            columns: 1,
            checked_to: 1,
            base: [0, 0],
        },
        formula(1, -1, 3000, 2),
        formula(2, 3, -7, 4),
        Pattern::Known {
            function: pattern::Function::Popcount,
            modulus: 5,
            residues: vec![0],
            from: 0,
            offset: -1,
            checked_to: 0,
        },
        Pattern::Known {
            function: pattern::Function::Log2,
            modulus: 5,
            residues: vec![3],
            from: 0,
            offset: 0,
            checked_to: 0,
        },
        Pattern::SelfSimilar {
            modulus: 5,
            residue: 4,
            scale: 3,
            shift: -1,
            from: 0,
            f: pattern::Map {
                add: None,
                map: vec![[0, 7], [2, 9]],
                otherwise: 4,
            },
            checked_to: 0,
        },
    ];
    let cpp = pattern::cpp::function("laws", &laws, &[], None);
    assert!(
        cpp.contains("a kind of law this writer does not know: skipped"),
        "{cpp}"
    );
    if !gpp() {
        return;
    }
    let far = 20_000;
    let ns: Vec<u64> = (0..far as u64).collect();
    let said = run("laws", &cpp, &ns);
    let predicted = pattern::predict(&laws, &[], far);
    for n in 0..far {
        assert_eq!(said[n], predicted[n].map_or(-1, i64::from), "sg({n})\n{cpp}");
    }
    // The floors are floors, and a negative value is none: checked on a few by hand.
    assert_eq!(said[1], 1499); // ⌊(3000 − 1)/2⌋
    assert_eq!(said[3001], -1); // ⌊(3000 − 3001)/2⌋ < 0
    assert_eq!(said[2], -1); // ⌊(6 − 7)/4⌋ = −1
    assert_eq!(said[7], 3); // ⌊(21 − 7)/4⌋
    assert_eq!(said[0], -1); // popcount(0) − 1
    assert_eq!(said[3], 1); // ⌊log2 3⌋
    assert_eq!(said[4], -1); // G(3·0 − 1): not a state
    assert_eq!(said[9], -1); // G(3·1 − 1) = G(2) has no value: the law says nothing
    assert_eq!(said[14], 4); // G(3·2 − 1) = G(5) = popcount(5) − 1 = 1: not listed, so 4
}

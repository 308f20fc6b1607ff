//! The found law of a two-number game as C++ (issue 40): for games whose P-positions have a known law, the function
//! `lose(long long x, long long y)` the library writes from the laws found in the 64 × 64 grid is compiled with
//! `g++ -O2 -std=c++17 -Wall -Werror` and run on every cell x, y < 256 and on huge cells. It must say, at every cell
//! below 256 where it speaks, what a brute force written here from the game's statement says, and there what the
//! laws' verdicts say, the first law that speaks winning (the grid's own where none does, −1 past it); at huge cells,
//! what the literature's closed form says, computed here in integers. Skipped, with a message, only where g++ is
//! missing.

use grundy::base::limits::Limits;
use grundy::game::Family;
use grundy::notation::parse_family_in;
use grundy::notation::Defined;
use grundy::pattern::{self, Pattern};
use std::io::Write;
use std::process::{Command, Stdio};

/// The side of the grid the laws are found in, and of the brute force they are checked on.
const SIDE: usize = 64;
const FAR: usize = 4 * SIDE;

fn example(name: &str) -> String {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What the finder states in the 64 × 64 grid of the example `name`, and that grid.
fn found(name: &str) -> (Vec<Pattern>, Vec<u32>) {
    let mut defined = Defined::default();
    defined.define(&example(name)).unwrap();
    let Family::Rules(rules) = parse_family_in(name, &defined).unwrap() else {
        panic!("{name} is not written as rules")
    };
    pattern::find_grid(&rules, SIDE, &Limits::DEFAULT).unwrap()
}

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

/// `function` compiled with g++ and a main that prints lose(x, y) for each cell it reads: its answers for `cells`.
fn run(name: &str, function: &str, cells: &[[u64; 2]]) -> Vec<i64> {
    let dir = std::env::temp_dir().join(format!("grundy-cpp-pairs-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (source, binary) = (dir.join("law.cpp"), dir.join("law"));
    let main =
        "\n#include <cstdio>\nint main() {\n    long long x, y;\n    while (std::scanf(\"%lld %lld\", &x, &y) == \
                2) std::printf(\"%d\\n\", lose(x, y));\n}\n";
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
    let input: String = cells.iter().map(|[x, y]| format!("{x} {y}\n")).collect();
    // (Written from a thread: the answers to 65 536 cells fill the pipe back before all are read.)
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "{name}: the function's program failed");
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect()
}

/// A brute force's P-positions: `p[x][y]`, x, y < [`FAR`].
type Positions = Vec<Vec<bool>>;

/// The C++ of `found` (seen in `grid`) checked on every cell below [`FAR`] against the brute force `p` and the laws'
/// verdicts, and on `huge` cells against `law`. `everywhere`: the laws speak of every cell (no −1). Returns the C++.
fn check(
    name: &str,
    found: &[Pattern],
    grid: &[u32],
    p: &Positions,
    everywhere: bool,
    huge: &[[u64; 2]],
    law: &dyn Fn(u64, u64) -> bool,
) -> String {
    assert!(
        found.iter().any(Pattern::is_p_law),
        "{name}: no law of P-positions: {found:?}"
    );
    let cpp = pattern::cpp_pairs::function(name, found, grid, SIDE, None);
    assert!(cpp.contains("int lose(long long x, long long y) {"), "{cpp}");
    if !gpp() {
        return cpp;
    }
    let mut cells: Vec<[u64; 2]> = (0..FAR * FAR).map(|i| [(i / FAR) as u64, (i % FAR) as u64]).collect();
    cells.extend(huge);
    let said = run(name, &cpp, &cells);
    let verdicts: Vec<Vec<Option<bool>>> = found
        .iter()
        .filter(|l| l.is_law())
        .filter_map(|l| l.verdicts(FAR))
        .collect();
    for i in 0..FAR * FAR {
        let (x, y) = (i / FAR, i % FAR);
        let first = verdicts.iter().find_map(|v| v[i]);
        let meant = match first {
            Some(v) => i64::from(v),
            None if x < SIDE && y < SIDE => i64::from(grid[x * SIDE + y] == 0),
            None => -1,
        };
        assert_eq!(
            said[i], meant,
            "{name}: lose({x}, {y}) against the laws' verdicts\n{cpp}"
        );
        if everywhere || said[i] >= 0 {
            assert_eq!(
                said[i],
                i64::from(p[x][y]),
                "{name}: lose({x}, {y}), brute force\n{cpp}"
            );
        }
    }
    for (j, &[x, y]) in huge.iter().enumerate() {
        assert_eq!(
            said[FAR * FAR + j],
            i64::from(law(x, y)),
            "{name}: lose({x}, {y})\n{cpp}"
        );
    }
    cpp
}

/// ⌊√n⌋, exactly: a floating-point guess, corrected in integers.
fn isqrt(n: u128) -> u128 {
    let mut r = (n as f64).sqrt() as u128;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// The cells around the pairs `(a, b)` (and their mirrors): a, b, each ± 2; P-positions exactly where the
/// literature's law says, `is_p`.
fn around(pairs: &[[u64; 2]]) -> Vec<[u64; 2]> {
    let mut out = Vec::new();
    for &[a, b] in pairs {
        for i in 0..5 {
            for j in 0..5 {
                out.push([a + i - 2, b + j - 2]);
                out.push([b + j - 2, a + i - 2]);
            }
        }
    }
    out
}

/// Whether (x, y) is one of the pairs `(a_k, b_k)` listed or a mirror: enough near them (each number lies in one
/// pair at most, and the pairs listed are every pair with a_k within 2 of the cells tried: a_(k+1) − a_k ≥ 1).
fn listed(pairs: &[[u64; 2]], x: u64, y: u64) -> bool {
    pairs.iter().any(|&[a, b]| (x, y) == (a, b) || (x, y) == (b, a))
}

/// Wythoff's game (Wythoff 1907): a queen moves left, down or diagonally down-left. Brute force: a cell is a
/// P-position when no P-position lies left of it in its row, below it in its column or on its diagonal below.
fn queen() -> Positions {
    let mut p = vec![vec![false; FAR]; FAR];
    let (mut row, mut column, mut diagonal) = (vec![false; FAR], vec![false; FAR], vec![false; 2 * FAR]);
    for x in 0..FAR {
        for y in 0..FAR {
            let d = x + FAR - y;
            if !row[x] && !column[y] && !diagonal[d] {
                p[x][y] = true;
                (row[x], column[y], diagonal[d]) = (true, true, true);
            }
        }
    }
    p
}

/// Wythoff's pairs (⌊kφ⌋, ⌊kφ²⌋), φ = (1 + √5)/2, φ² = (3 + √5)/2, for k within `spread` of 10^12/φ and 10^18/φ, in
/// integers.
fn wythoff_pairs(spread: u128) -> Vec<[u64; 2]> {
    let mut out = Vec::new();
    for k0 in [618_033_988_750u128, 618_033_988_749_894_848] {
        for k in k0 - spread..=k0 + spread {
            let root = isqrt(5 * k * k);
            out.push([((k + root) / 2) as u64, ((3 * k + root) / 2) as u64]);
        }
    }
    out
}

#[test]
fn wythoff_is_its_beatty_pairs_in_log_time() {
    let (found, grid) = found("queen");
    // The cells around the pairs of k0 ± 3; every pair of k0 ± 6 listed (a cell a_k + 2 may be a_(k+1)).
    let (near, pairs) = (wythoff_pairs(3), wythoff_pairs(6));
    assert!(near.iter().any(|&[a, _]| a > 999_999_999_999_999_990));
    let cpp = check("queen", &found, &grid, &queen(), true, &around(&near), &|x, y| {
        listed(&pairs, x, y)
    });
    assert!(cpp.contains("auto at_most = [](long long k, long long v) {"), "{cpp}");
    assert!(!cpp.contains("std::vector") && !cpp.contains("double"), "{cpp}");
}

#[test]
fn pairs_without_a_beatty_form_are_generated_up_to_the_smaller_number() {
    // Wythoff's pairs law with its Beatty form taken away: the loop that generates the pairs.
    let (mut found, grid) = found("queen");
    for law in &mut found {
        if let Pattern::Pairs { beatty, .. } = law {
            *beatty = None;
        }
    }
    let cpp = check("queen-loop", &found, &grid, &queen(), true, &[], &|_, _| false);
    assert!(cpp.contains("std::vector<char> used(lo + 1);"), "{cpp}");
    assert!(
        cpp.starts_with("// queen-loop: whether (x, y) is a P-position"),
        "{cpp}"
    );
}

/// Two Nim heaps (Bouton 1901): take any number from one heap. Brute force: a cell is a P-position when no
/// P-position lies left of it in its row or below it in its column.
fn nim2() -> Positions {
    let mut p = vec![vec![false; FAR]; FAR];
    let (mut row, mut column) = (vec![false; FAR], vec![false; FAR]);
    for x in 0..FAR {
        for y in 0..FAR {
            if !row[x] && !column[y] {
                p[x][y] = true;
                (row[x], column[y]) = (true, true);
            }
        }
    }
    p
}

#[test]
fn two_nim_heaps_lose_on_the_diagonal() {
    let (found, grid) = found("nim2");
    let huge: Vec<[u64; 2]> = [1_000_000_000_000u64, 1_000_000_000_000_000_000, (1 << 62) + 7]
        .iter()
        .flat_map(|&n| [[n, n], [n, n + 1], [n + 1, n], [n, n - 1], [n - 5, n - 5]])
        .collect();
    let cpp = check("nim2", &found, &grid, &nim2(), true, &huge, &|x, y| x == y);
    assert!(cpp.contains("return (y == x) ? 1 : 0;"), "{cpp}");
    // The sum law is listed, not read.
    assert!(
        cpp.contains("(a law of G's values, not of P-positions: lose does not read it)"),
        "{cpp}"
    );
}

/// Fraenkel's 2-Wythoff (1982): take from one heap, or k from one and l from the other, k, l ≥ 1, |k − l| < 2.
fn wythoff2() -> Positions {
    let mut p = vec![vec![false; FAR]; FAR];
    for x in 0..FAR {
        for y in 0..FAR {
            let one_heap = (0..x).any(|u| p[u][y]) || (0..y).any(|v| p[x][v]);
            let both = (1..=x).any(|k| (k.saturating_sub(1).max(1)..=(k + 1).min(y)).any(|l| p[x - k][y - l]));
            p[x][y] = !one_heap && !both;
        }
    }
    p
}

#[test]
fn two_wythoff_is_its_beatty_pairs_with_root_2() {
    let (found, grid) = found("wythoff2");
    // Fraenkel: (⌊k√2⌋, ⌊k(2 + √2)⌋) = (⌊√(2k²)⌋, 2k + ⌊√(2k²)⌋), for k around 10^12/√2 and 10^18/√2.
    let pairs = |spread: u128| {
        let mut out = Vec::new();
        for k0 in [707_106_781_187u128, 707_106_781_186_547_524] {
            for k in k0 - spread..=k0 + spread {
                let root = isqrt(2 * k * k);
                out.push([root as u64, (2 * k + root) as u64]);
            }
        }
        out
    };
    let (near, all) = (pairs(3), pairs(6));
    check("wythoff2", &found, &grid, &wythoff2(), true, &around(&near), &|x, y| {
        listed(&all, x, y)
    });
}

/// Fibonacci Nim (Whinihan 1963): a state (n, m), n stones, at most m may be taken; take k ≤ min(n, m) to
/// (n − k, 2k). Within the grid a take of 2k > n − k is as good as n − k (one may take all that is left).
fn fibonacci_nim() -> Positions {
    let mut p = vec![vec![false; FAR]; FAR];
    for n in 0..FAR {
        for m in 0..FAR {
            p[n][m] = !(1..=n.min(m)).any(|k| p[n - k][(2 * k).min(n - k)]);
        }
    }
    p
}

#[test]
fn fibonacci_nim_speaks_on_its_lines_and_is_its_grid_elsewhere() {
    let (found, grid) = found("fibonacci-nim");
    // The game's start (n, n − 1) is lost exactly when n is a Fibonacci number: around F_k near 10^12 and 10^18.
    let mut fib = vec![1u64, 2];
    while *fib.last().unwrap() < 2_000_000_000_000_000_000 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let near: Vec<u64> = fib
        .iter()
        .filter(|&&f| (500_000_000_000..2_000_000_000_000).contains(&f) || f > 500_000_000_000_000_000)
        .copied()
        .collect();
    let huge: Vec<[u64; 2]> = near
        .iter()
        .flat_map(|&f| [[f, f - 1], [f + 1, f], [f - 1, f - 2]])
        .collect();
    let cpp = check(
        "fibonacci-nim",
        &found,
        &grid,
        &fibonacci_nim(),
        false,
        &huge,
        &|n, _| fib.contains(&n),
    );
    assert!(cpp.contains("static const unsigned long long grid[64][1] = {"), "{cpp}");
    assert!(cpp.contains("return -1;  // no law: extend the grid"), "{cpp}");
}

#[test]
fn the_grid_export_keeps_its_array_and_adds_the_function() {
    let mut defined = Defined::default();
    defined.define(&example("queen")).unwrap();
    let Family::Rules(rules) = parse_family_in("queen", &defined).unwrap() else {
        panic!()
    };
    let text = grundy::page::export::grid_text(&rules, 16, "cpp", &Limits::DEFAULT).unwrap();
    assert!(text.starts_with("// queen: SG(x, y) for x, y < 16 (-1: not a state)\nconst int sg[16][16] = {"));
    assert!(
        text.contains("namespace law {\n    int lose(long long x, long long y) {"),
        "{text}"
    );
    if !gpp() {
        return;
    }
    // The whole export compiles; law::lose agrees with the array on it, and with Wythoff at (⌊kφ⌋, ⌊kφ²⌋) far out.
    let function = format!("{text}\nint lose(long long x, long long y) {{ return law::lose(x, y); }}\n");
    let pairs = wythoff_pairs(3);
    let mut cells: Vec<[u64; 2]> = (0..256).map(|i| [i / 16, i % 16]).collect();
    cells.extend(&pairs);
    let said = run("queen-export", &function, &cells);
    let p = queen();
    for (i, &[x, y]) in cells.iter().enumerate().take(256) {
        assert_eq!(said[i], i64::from(p[x as usize][y as usize]), "lose({x}, {y})");
    }
    assert!(said[256..].iter().all(|&v| v == 1));
}

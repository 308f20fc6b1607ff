//! `grundy census`: each game's status agrees with the period finder and with tczajka/octal-games' TrivialGames.md,
//! and a run killed part-way, then started again, ends with the file an uninterrupted run writes.
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::engine::period::find_period;
use grundy::notation::parse_game;
use grundy::page::census::{census_game, family, list, Status};
use std::process::{Command, Output, Stdio};

fn census(args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("census")
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    out
}

/// The file's lines without their times (the one thing two runs may not share).
fn without_times(path: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| l.split(",\"seconds\"").next().unwrap().to_string())
        .collect()
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-census-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("census.jsonl")
}

#[test]
fn families_list_each_game_once() {
    // 0.?? : 63 codes (0.d1d2 with trailing zeros dropped: 0.1 … 0.7 and 0.d1d2 with d2 ≠ 0).
    let codes = family("0.??").unwrap();
    assert_eq!(codes.len(), 7 + 7 * 8);
    assert_eq!(codes[..3], ["0.1", "0.2", "0.3"]);
    assert!(codes.contains(&"0.07".to_string()) && !codes.contains(&"0.70".to_string()));
    assert_eq!(family("sub(1..3)").unwrap().len(), 7);
    assert_eq!(family("hex(0.?)").unwrap().len(), 15);
    assert!(family("kayles").is_err());
}

#[test]
fn a_list_is_a_game_a_line_each_once() {
    // What `grundy census @FILE` and Python's grundy.family read from a file's text.
    let text = "# Kayles and Dawson's\n kayles \n0.07 # Dawson's Kayles\n\nkayles\n0.6\n";
    assert_eq!(list(text), ["kayles", "0.07", "0.6"]);
    assert!(list("# only a comment\n\n").is_empty());
}

#[test]
fn statuses_agree_with_the_period_finder() {
    let n = 1 << 10;
    for game in family("0.??").unwrap().iter().chain(&family("sub(1..4)").unwrap()) {
        let entry = census_game(game, n, &Limits::NATIVE);
        let found = find_period(&parse_game(game).unwrap(), n, &Limits::DEFAULT).unwrap();
        match (&entry.status, found) {
            (Status::Period { preperiod, period, .. }, Some(p)) => {
                assert_eq!((*preperiod, *period), (p.preperiod, p.period), "{game}")
            }
            (Status::Period { .. }, None) | (_, Some(_)) => panic!("{game}: {entry:?}"),
            _ => {}
        }
    }
}

#[test]
fn periods_as_trivial_games_lists_them() {
    // tczajka/octal-games, TrivialGames.md: game, prefix (preperiod), period.
    for (game, preperiod, period) in [
        ("0.4", 54, 34),
        ("0.17", 33, 34),
        ("0.44", 143, 24),
        ("0.77", 71, 12),
        ("0.017", 15, 60),
        ("4.3", 2, 2),
    ] {
        match census_game(game, 1 << 12, &Limits::NATIVE).status {
            Status::Period {
                preperiod: pre,
                period: p,
                ..
            } => assert_eq!((pre, p), (preperiod, period), "{game}"),
            other => panic!("{game}: {other:?}"),
        }
    }
    // 0.56 proves no period by 2^12; its rare values are few: tczajka's analyze prints at 2^12 "largest
    // G[1795]=59 rare_mask=1b num_rare=46 last_rare=1795".
    assert_eq!(
        census_game("0.56", 1 << 12, &Limits::NATIVE).status,
        Status::Rare {
            mask: 0x1b,
            position: false,
            count: 46,
            last: 1795,
            largest: 59
        }
    );
    assert!(matches!(
        census_game("nonsense", 10, &Limits::NATIVE).status,
        Status::Error { .. }
    ));
}

#[test]
fn a_run_cut_short_resumes_to_the_same_file() {
    let whole = scratch("whole");
    census(&["sub(1..4)", "1024", "--out", whole.to_str().unwrap(), "--jobs", "2"]);
    let expected = without_times(&whole);
    assert_eq!(expected.len(), 15);
    // A kill leaves whole lines and perhaps part of one: keep 6 and half of the 7th, then run again.
    let cut = scratch("cut");
    let text = std::fs::read_to_string(&whole).unwrap();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let kept = lines[..6].concat() + &lines[6][..lines[6].len() / 2];
    std::fs::write(&cut, kept).unwrap();
    let out = census(&["sub(1..4)", "1024", "--out", cut.to_str().unwrap()]);
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.contains("15 games, 6 read back"), "{said}");
    assert!(said.contains("9 computed"), "{said}");
    assert_eq!(without_times(&cut), expected);
    // The table printed, in the family's order.
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(
        table.lines().nth(2).unwrap().starts_with("sub(1) | period | 0 | 2 |"),
        "{table}"
    );
}

#[test]
fn a_killed_run_resumes_to_the_same_file() {
    // Slow games last, one job: the kill comes after a few answers are written (a run that already finished is
    // resumed all the same).
    let list = std::env::temp_dir().join(format!("grundy-census-{}-list.txt", std::process::id()));
    let games = "0.1\n0.2\n0.07\n0.137\n0.04\n0.06\n";
    std::fs::write(&list, games).unwrap();
    let family = format!("@{}", list.display());
    let whole = scratch("killed-whole");
    census(&[&family, "4096", "--out", whole.to_str().unwrap()]);
    let killed = scratch("killed");
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "census",
            &family,
            "4096",
            "--out",
            killed.to_str().unwrap(),
            "--jobs",
            "1",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    while std::fs::read_to_string(&killed).map_or(0, |t| t.lines().count()) < 3 {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    census(&[&family, "4096", "--out", killed.to_str().unwrap()]);
    assert_eq!(without_times(&killed), without_times(&whole));
}

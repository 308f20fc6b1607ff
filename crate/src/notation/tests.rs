//! The notation's parser and printer: errors that say what and where, and every printed game parsing back.

use super::*;

fn err(text: &str) -> String {
    parse_game(text).unwrap_err().to_string()
}

fn position_err(text: &str) -> String {
    parse_position(text).unwrap_err().to_string()
}

#[test]
fn design_examples_parse_to_the_games_they_name() {
    assert_eq!(parse_game("sub(1,3,4)").unwrap(), Game::Subtraction(vec![1, 3, 4]));
    assert_eq!(parse_game("SUB( 1..4 )").unwrap(), parse_game("bash(4)").unwrap());
    assert_eq!(parse_game("allbut(1,2)").unwrap(), Game::AllBut(vec![1, 2]));
    assert_eq!(parse_game("0.07").unwrap(), parse_game(".07").unwrap());
    assert_eq!(parse_game("dawson").unwrap(), parse_game("0.07").unwrap());
    assert_eq!(parse_game("kayles").unwrap(), parse_game("0.77").unwrap());
    assert_eq!(parse_game("grundy").unwrap(), parse_game("4!.0").unwrap());
    assert_eq!(parse_game("0.[3]").unwrap(), parse_game("0.3[33]").unwrap());
    let Game::Octal(code) = parse_game("4.07").unwrap() else {
        panic!()
    };
    assert_eq!(
        (code.digit(0), code.digit(1), code.digit(2), code.digit(3)),
        (4, 0, 7, 0)
    );
    let Game::Graph(dag) = parse_game("graph(0>1, 0>2, 1>2)").unwrap() else {
        panic!()
    };
    assert_eq!(
        (dag.vertex_count(), dag.successors(0), dag.successors(1)),
        (3, &[1, 2][..], &[2][..])
    );
}

#[test]
fn errors_say_what_and_where() {
    assert_eq!(err("sub(1,,3)"), "empty number at column 7");
    assert_eq!(err("sub()"), "a subtraction set needs at least one number at column 1");
    assert_eq!(err("0.0G"), "unexpected 'g' after the game at column 4");
    assert_eq!(err("2.07"), "the digit before the point must be 0, 4 or 8 at column 1");
    assert_eq!(err("0.[3"), "missing ']' to close the repeating block at column 5");
    let hint = err("nimm");
    assert!(hint.starts_with("unknown game 'nimm' (try nim, sub, "), "{hint}");
    assert!(hint.ends_with(", or an octal code) at column 1"), "{hint}");
    // Every name the hint offers is one the notation knows (it may want more after it), and no family is left out.
    let names = &hint["unknown game 'nimm' (try ".len()..hint.find(", or an octal code").unwrap()];
    for name in names.split(", ") {
        let e = parse_position(&format!("{name}: 1")).err().map(|e| e.code());
        assert_ne!(e, Some(Code::UnknownGame), "{name}");
    }
    for family in [
        "misere",
        "every",
        "moore",
        "staircase",
        "boxes",
        "stoned",
        "thanos",
        "wythoff",
        "tree",
        "hackenbush",
    ] {
        assert!(names.split(", ").any(|n| n == family), "{family} missing from {hint}");
    }
    assert_eq!(
        err("sub(0,1)"),
        "0 is not a move (a move takes at least one stone) at column 5"
    );
    assert_eq!(
        err("sub(99999999999)"),
        "number too large (the limit is 2147483647) at column 5"
    );
    assert!(parse_position("nim 3")
        .unwrap_err()
        .to_string()
        .contains("expected ':'"));
    // Issue 20: heaps in a sum without their game say so, at the part that lacks it.
    assert_eq!(
        parse_position("nim: 3 4 + 5").unwrap_err().to_string(),
        "the heaps '5' need their game: each part of a sum is GAME: heaps, as in 'nim: 5' at column 12"
    );
    // The column just past the ':' where the heaps should start (1-based like every other column).
    assert_eq!(
        parse_position("nim:").unwrap_err().to_string(),
        "expected heap sizes after ':' at column 5"
    );
    assert_eq!(
        parse_game("graph(0>1048576)").unwrap_err().to_string(),
        "vertex too large (the limit is 1048575) at column 9"
    );
    assert_eq!(
        parse_position("graph(0>1): 0 5").unwrap_err().to_string(),
        "vertex 5 is not in the graph (its vertices are 0..1) at column 15"
    );
}

#[test]
fn deep_nesting_is_refused_before_it_recurses() {
    // 7 000 levels overflowed the wasm stack and killed the module; now the parser stops at the limit.
    let deep = format!("{}nim{}: 3", "misere(".repeat(7000), ")".repeat(7000));
    let e = parse_position(&deep).unwrap_err();
    assert_eq!(e.code(), Code::NestedTooDeep);
    assert_eq!(
        e.column(),
        Some(1 + 7 * (crate::base::limits::Limits::DEFAULT.nesting + 1))
    );
    // Two levels are refused for what they are: misère of a misère game.
    assert_eq!(
        position_err("misere(misere(nim)): 1"),
        "misere(…) takes a heap game such as nim, sub(1,3,4) or kayles at column 8"
    );
}

#[test]
fn positions_are_sums_of_components() {
    let p = parse_position("nim: 3 + kayles: 5 6").unwrap();
    assert_eq!(p.components.len(), 2);
    assert_eq!(p.components[1].heaps, vec![5, 6]);
    assert_eq!(p.to_string(), "nim: 3 + 0.77: 5 6");
    assert_eq!(
        parse_position("graph(0>1,1>2): 0 0").unwrap().components[0].heaps,
        vec![0, 0]
    );
}

#[test]
fn printing_is_canonical() {
    for (text, printed) in [
        ("bash(4)", "sub(1..4)"),
        ("sub(4,1,3,3)", "sub(1,3,4)"),
        ("0.0700", "0.07"),
        ("0.3[33]", "0.[3]"),
        ("0.0[0]", "0.0"),
        ("4.[0]", "4.0"),
        ("4!.0", "4!.0"),
        ("0.1!", "0.1"),
        ("graph(0>1>2, 0>1, 4)", "graph(0>1,1>2,4)"),
    ] {
        assert_eq!(parse_game(text).unwrap().to_string(), printed, "{text}");
    }
}

#[test]
fn families_parse_print_and_parse_back() {
    for (text, printed) in [
        ("misere(nim): 1 2 3", "misere(nim): 1 2 3"),
        ("MISERE( bash(4) ): 5", "misere(sub(1..4)): 5"),
        ("misere(kayles): 4", "misere(0.77): 4"),
        ("staircase: 3 0 2", "staircase: 3 0 2"),
        ("boxes: 3 5* 0", "boxes: 3 5* 0"),
        ("stoned: 3, 4*, 5", "stoned: 3 4* 5"),
        ("thanos: 1 2 3 4", "thanos: 1 2 3 4"),
        ("moore(2): 1 2 3", "moore(2): 1 2 3"),
        ("wythoff: 3 5", "wythoff: 3 5"),
        ("staircase: 1 + nim: 3", "staircase: 1 + nim: 3"),
    ] {
        let p = parse_position(text).unwrap();
        assert_eq!(p.to_string(), printed, "{text}");
        assert_eq!(parse_position(printed).unwrap(), p, "{printed}");
    }
    assert_eq!(parse_family("moore(3)").unwrap(), Family::Moore(3));
    assert_eq!(parse_family("misere(nim)").unwrap(), Family::Misere(Game::Nim));
}

#[test]
fn family_errors_say_what_and_where() {
    assert_eq!(
        position_err("nim: 3 4*"),
        "'*' marks an open box (boxes) or the heap the last move took from (stoned); nim has no marks at column 9"
    );
    assert_eq!(
        position_err("stoned: 3* 4*"),
        "only one heap can be the one the last move took from at column 13"
    );
    assert_eq!(
        position_err("wythoff: 1 2 3"),
        "wythoff is played on exactly two heaps, not 3 at column 14"
    );
    assert_eq!(
        position_err("thanos: 1 2 3"),
        "thanos needs an even number of heaps (at least 2), not 3 at column 9"
    );
    assert_eq!(position_err("moore(0): 1"), "moore(k) needs 1 ≤ k ≤ 64 at column 7");
    assert_eq!(
        position_err("misere(staircase): 1"),
        "misere(…) takes a heap game such as nim, sub(1,3,4) or kayles at column 8"
    );
    assert_eq!(
        position_err("nim: 3 + misere(nim): 1"),
        "misère play is a rule of the whole position: write every heap in one misere(…) component at column 10"
    );
    assert_eq!(
        position_err("misere(nim,3): 1"),
        "expected ')' to close misere(…), found ',' at column 11"
    );
    assert_eq!(
        err("staircase"),
        "staircase is played on whole positions, so it has no table G(n) of single heaps; analyze a position \
         instead (e.g. staircase: 3 1 2) at column 1"
    );
}

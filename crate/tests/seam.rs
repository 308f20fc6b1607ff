//! The family seam: the notation's parser and printer and the rule checks know no family by name. Each family is
//! reached through the registry in `rules` (its keyword, its checks), so adding one changes that list, not them.
#![cfg(not(target_arch = "wasm32"))]

use grundy::notation::parse_position;
use grundy::rules::KEYWORDS;

fn source(path: &str) -> String {
    let full = format!("{}/src/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

/// The code of a file without its comments (a doc comment may name a family as an example).
fn code(path: &str) -> String {
    source(path)
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_parser_the_printer_and_the_checks_name_no_family() {
    let files = ["notation/mod.rs", "notation/print.rs", "course/check/mod.rs"];
    for file in files {
        let text = code(file);
        for k in KEYWORDS {
            let literal = format!("\"{}\"", k.word);
            assert!(!text.contains(&literal), "{file} names the family {literal}");
        }
    }
    // The checks name no family's rule either: each family lists its checks in its own file.
    let check = code("course/check/mod.rs");
    for name in grundy::course::check::names() {
        assert!(
            !check.contains(&format!("\"{name}\"")),
            "check.rs names the check {name:?}"
        );
    }
}

#[test]
fn every_keyword_reads_its_example_and_prints_it_back() {
    for k in KEYWORDS {
        let written = k.example.split('\'').nth(1).unwrap();
        let p = parse_position(written).unwrap_or_else(|e| panic!("{written}: {e}"));
        let printed = p.to_string();
        assert!(printed.starts_with(k.word), "{written} prints as {printed}");
        assert_eq!(parse_position(&printed).unwrap(), p, "{printed}");
    }
}

#[test]
fn a_family_own_syntax_says_what_is_wrong_where() {
    let err = |text: &str| parse_position(text).unwrap_err().to_string();
    assert_eq!(
        err("moore(2x): 1"),
        "expected ')' after moore's number, found 'x' at column 8"
    );
    assert_eq!(err("moore(x): 1"), "expected number, found 'x' at column 7");
    assert_eq!(err("moore(65): 1"), "moore(k) needs 1 ≤ k ≤ 64 at column 7");
    assert_eq!(err("moore: 1"), "expected '(' after 'moore' at column 6");
    assert_eq!(
        err("every(kayles): 1"),
        "every(…) takes a heap game whose moves leave one heap, such as nim, sub(1,3,4) or allbut(2) at column 7"
    );
}

#[test]
fn check_names_are_unique() {
    let names = grundy::course::check::names();
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), names.len(), "{names:?}");
}

#[test]
fn each_family_words_its_own_rules() {
    // The registry dispatches; the sentences of a family's verdicts are in its file, not beside the trait.
    let registry = code("rules/mod.rs");
    assert!(!registry.contains("format!("), "rules/mod.rs words a rule itself");
    let p = parse_position("moore(2): 1 2 3").unwrap();
    let c = &p.components[0];
    let v = grundy::rules::of(&c.family)
        .verdict(c, &grundy::base::limits::Limits::DEFAULT)
        .unwrap()
        .unwrap();
    // 1, 2, 3 in binary: each column holds two 1s, not a multiple of 3: the player to move wins.
    assert!(v.wins);
    assert!(
        v.rule.explain().starts_with("Moore's Nim-2: column 1 has 2 ones"),
        "{}",
        v.rule.explain()
    );
}

#[test]
fn a_rule_may_not_take_a_name_the_notation_reads() {
    // The notation reads a heap game's name or a family's keyword before a defined game's name: a rule of that name
    // could never be played. The heap games as the reference names them.
    use grundy::base::error::Code;
    use grundy::notation::Defined;
    let heap_games = ["nim", "sub", "bash", "allbut", "kayles", "dawson", "grundy", "graph"];
    let families = KEYWORDS.iter().map(|k| k.word);
    for word in heap_games.into_iter().chain(families) {
        let text = format!("state n\nname {word}\nif n > 0 {{ move n - 1 }}");
        let e = Defined::default().define(&text).expect_err(word);
        assert_eq!(e.code(), Code::RuleNameTaken, "{word}: {e}");
        assert!(e.to_string().ends_with(" at line 2, column 1"), "{word}: {e}");
    }
    // A name that only starts like one is the user's.
    assert!(Defined::default()
        .define("name nimble\nstate n\nif n > 0 { move n - 1 }")
        .is_ok());
}

#[test]
fn each_family_gives_its_help_line_in_both_languages_in_its_words_file() {
    // The help panel lists the heap games itself and gathers each family's line from its words file
    // (www/i18n/families/<keyword>.js, `HELP: [notation, meaning]` in `en` and in `zh`): a family without one would be
    // missing from the help.
    for k in KEYWORDS {
        let path = format!("{}/../www/i18n/families/{}.js", env!("CARGO_MANIFEST_DIR"), k.word);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let (en, zh) = text
            .split_once("export const zh = {")
            .unwrap_or_else(|| panic!("{path} has no zh part"));
        let en = en
            .split_once("export const en = {")
            .unwrap_or_else(|| panic!("{path} has no en part"))
            .1;
        for (lang, part) in [("en", en), ("zh", zh)] {
            let line = part
                .lines()
                .find_map(|l| l.trim().strip_prefix("HELP: ["))
                .unwrap_or_else(|| panic!("{path}: {lang} gives no HELP line"));
            let notation = line.trim_start_matches(['\'', '"']);
            assert!(
                notation.starts_with(k.word),
                "{path}: {lang}'s HELP line does not start with {:?}: {line}",
                k.word
            );
            assert!(line.contains(", "), "{path}: {lang}'s HELP line has no meaning: {line}");
        }
    }
}

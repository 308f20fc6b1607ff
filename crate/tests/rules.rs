//! Every family's closed-form rule against the generic search, on every small position: who wins, the SG value where
//! the rule gives one, and the winning moves. The search knows nothing but the moves, so a rule that agrees with it
//! on all of these positions is checked by the definition. `cargo test --test rules -- --nocapture` prints how many
//! positions each rule was checked on.
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::course::check::all_heaps;
use grundy::engine::analyze::{analyze, By};
use grundy::engine::search::Search;
use grundy::game::{Component, Family, Game, Position};
use grundy::notation::parse_position;
use grundy::rules::{self, Rule};
use std::collections::BTreeSet;

fn alone(c: Component) -> Position {
    Position { components: vec![c] }
}

/// Checks the rule of `c` against the search: who wins, the SG value (if the rule gives one), and — when the rule
/// lists winning moves exactly — that they are exactly the moves to lost positions. Returns whether a rule applied.
fn check(search: &mut Search, c: &Component) -> bool {
    let r = rules::of(&c.family);
    let p = alone(c.clone());
    let s = search.solve(&p).unwrap();
    let Some(v) = r.verdict(c, &grundy::base::limits::Limits::DEFAULT).unwrap() else {
        return false;
    };
    assert_eq!(v.wins, s.wins, "who wins {p}: rule {:?}", v.rule);
    if let Some(sg) = v.sg {
        assert_eq!(Some(sg), s.sg, "SG of {p}");
    }
    let losing: BTreeSet<Vec<u32>> = r
        .moves(c)
        .unwrap()
        .filter(|m| !search.solve(&alone(m.next.clone())).unwrap().wins)
        .map(|m| state(&m.next))
        .collect();
    if let Some(listing) = r.winning_moves(c, &grundy::base::limits::Limits::DEFAULT) {
        let listed: BTreeSet<Vec<u32>> = listing.moves.iter().map(|m| state(&m.next)).collect();
        assert_eq!(listed.len(), listing.moves.len(), "a move listed twice from {p}");
        if listing.exact {
            assert_eq!(listed, losing, "winning moves from {p}");
        } else {
            assert!(
                !listed.is_empty() && listed.is_subset(&losing),
                "the rule's moves from {p} must win"
            );
        }
    }
    // analyze lists exactly the winning moves whenever it says it counted them all.
    let a = analyze(&p, &Limits::DEFAULT).unwrap();
    assert_eq!(a.first_player_wins, s.wins, "{p}");
    if let Some(count) = a.count {
        let from_analyze: BTreeSet<Vec<u32>> = a
            .winning_moves
            .iter()
            .map(|m| state(&grundy::notation::parse_position(&m.position).unwrap().components[0]))
            .collect();
        // Moves, not the positions they reach: cutting either of two equal branches is two moves to one tree.
        let losing_moves = r
            .moves(c)
            .unwrap()
            .filter(|m| !search.solve(&alone(m.next.clone())).unwrap().wins)
            .count();
        assert_eq!(count as usize, losing_moves, "count of winning moves from {p}");
        assert_eq!(from_analyze, losing, "analyze's winning moves from {p}");
    }
    true
}

/// A component's heaps and marks, as written (to compare moves).
fn state(c: &Component) -> Vec<u32> {
    c.heaps.iter().zip(&c.marks).map(|(&h, &m)| h * 2 + m as u32).collect()
}

fn count_checked(family: Family, positions: impl IntoIterator<Item = (Vec<u32>, Vec<bool>)>) -> usize {
    let mut search = Search::new(&Limits::DEFAULT);
    let mut checked = 0;
    for (heaps, marks) in positions {
        let c = Component {
            family: family.clone(),
            heaps,
            marks,
        };
        if check(&mut search, &c) {
            checked += 1;
        }
    }
    checked
}

fn unmarked(len: std::ops::RangeInclusive<usize>, top: u32) -> Vec<(Vec<u32>, Vec<bool>)> {
    len.flat_map(|n| all_heaps(n, top))
        .map(|h| {
            let m = vec![false; h.len()];
            (h, m)
        })
        .collect()
}

#[test]
fn misere_nim_classes_s0_s1_s2_t0_t2() {
    let n = count_checked(Family::Misere(Game::Nim), unmarked(1..=4, 5));
    eprintln!("misère Nim (HDU 1907/2509 classes): {n} positions, 1 to 4 heaps of 0..5");
    assert_eq!(n, 6 + 36 + 216 + 1296);
}

#[test]
fn staircase_sg_is_the_xor_of_odd_steps() {
    let n = count_checked(Family::Staircase, unmarked(1..=4, 4));
    eprintln!("staircase Nim: {n} positions, 1 to 4 steps of 0..4 stones");
    assert_eq!(n, 5 + 25 + 125 + 625);
}

#[test]
fn boxes_where_the_rules_apply() {
    // Every box closed or open, 0..3 stones, up to 4 boxes.
    let positions: Vec<(Vec<u32>, Vec<bool>)> = (1..=4)
        .flat_map(|n| {
            all_heaps(n, 3).into_iter().flat_map(move |h| {
                (0..1u32 << n).map(move |mask| (h.clone(), (0..n).map(|i| mask >> i & 1 == 1).collect()))
            })
        })
        .collect();
    let total = positions.len();
    // Where the rules should apply, by enumerating subsets: no closed subset XORs to 0, or the open XOR is one of
    // the closed subsets' XORs.
    let covered = positions
        .iter()
        .filter(|(h, open)| {
            let closed: Vec<u32> = (0..h.len()).filter(|&i| !open[i]).map(|i| h[i]).collect();
            let x = (0..h.len()).filter(|&i| open[i]).fold(0, |x, i| x ^ h[i]);
            let xors: Vec<u32> = (0u32..1 << closed.len())
                .map(|s| {
                    (0..closed.len())
                        .filter(|&i| s >> i & 1 == 1)
                        .fold(0, |x, i| x ^ closed[i])
                })
                .collect();
            let independent = xors.iter().skip(1).all(|&v| v != 0);
            independent || xors.contains(&x)
        })
        .count();
    let n = count_checked(Family::Boxes, positions.clone());
    eprintln!("boxes: the rules decide {n} of {total} positions (1 to 4 boxes of 0..3, each open or closed)");
    assert_eq!(total, 8 + 64 + 512 + 4096);
    assert_eq!(n, covered, "the rules apply exactly where they should");
    // The notes' rule at the start (all closed): the first player wins iff some non-empty subset XORs to 0.
    let mut search = Search::new(&Limits::DEFAULT);
    let mut starts = 0;
    for n in 1..=5 {
        for h in all_heaps(n, 4) {
            let zero_subset = (1u32..1 << n).any(|s| (0..n).filter(|&i| s >> i & 1 == 1).fold(0, |x, i| x ^ h[i]) == 0);
            let p = alone(Component::new(Family::Boxes, h.clone()));
            assert_eq!(search.solve(&p).unwrap().wins, zero_subset, "{p}");
            starts += 1;
        }
    }
    eprintln!("boxes at the start (note 001's rule by subset enumeration): {starts} positions");
}

#[test]
fn stoned_game_with_and_without_the_last_heap_marked() {
    let positions: Vec<(Vec<u32>, Vec<bool>)> = (1..=4)
        .flat_map(|n| {
            all_heaps(n, 4)
                .into_iter()
                .flat_map(move |h| (0..=n).map(move |blocked| (h.clone(), (0..n).map(|i| i == blocked).collect())))
        })
        .collect();
    let total = positions.len();
    let n = count_checked(Family::Stoned, positions);
    eprintln!("Stoned Game (CF1396B, with the last heap taken from marked or none): {n} positions");
    assert_eq!(n, total);
}

#[test]
fn thanos_nim_least_heaps_including_empty_ones() {
    let mut positions = unmarked(2..=2, 6);
    positions.extend(unmarked(4..=4, 3));
    positions.extend(unmarked(6..=6, 2));
    let total = positions.len();
    let n = count_checked(Family::Thanos, positions);
    eprintln!("Thanos Nim (CF1147C): {n} positions (2 heaps of 0..6, 4 of 0..3, 6 of 0..2)");
    assert_eq!(n, total);
}

#[test]
fn moore_nim_k_columns_modulo_k_plus_one() {
    let mut total = 0;
    for k in 1..=3 {
        let n = count_checked(Family::Moore(k), unmarked(1..=4, 5));
        eprintln!("Moore's Nim-{k}: {n} positions (1 to 4 heaps of 0..5)");
        assert_eq!(n, 6 + 36 + 216 + 1296);
        total += n;
    }
    assert_eq!(total, 3 * 1554);
}

#[test]
fn wythoff_pairs() {
    let n = count_checked(Family::Wythoff, unmarked(2..=2, 24));
    eprintln!("Wythoff's game: {n} positions (a, b ≤ 24)");
    assert_eq!(n, 625);
    // The first P-positions, as published (OEIS A000201 / A001950).
    let p: Vec<(u32, u32)> = (0..=24u32)
        .flat_map(|a| (a..=24).map(move |b| (a, b)))
        .filter(|&(a, b)| {
            !analyze(&parse_position(&format!("wythoff: {a} {b}")).unwrap(), &Limits::DEFAULT)
                .unwrap()
                .first_player_wins
        })
        .collect();
    assert_eq!(
        p,
        [
            (0, 0),
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
            (14, 23)
        ]
    );
}

#[test]
fn heap_sums_are_xors_of_table_values() {
    // Sums stay sums: the search, from the moves of the whole sum alone, finds the XOR of the tables' values.
    let mut checked = 0;
    let mut search = Search::new(&Limits::DEFAULT);
    for game in ["nim", "sub(1,3,4)", "kayles", "dawson", "grundy", "allbut(2)", "0.[7]"] {
        for heaps in (1..=3).flat_map(|n| all_heaps(n, 6)) {
            let text = format!(
                "{game}: {}",
                heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
            );
            let p = parse_position(&text).unwrap();
            let a = analyze(&p, &Limits::DEFAULT).unwrap();
            assert_eq!(a.by, By::Sum);
            assert_eq!(search.solve(&p).unwrap().sg, a.sg, "{text}");
            checked += 1;
        }
        search = Search::new(&Limits::DEFAULT);
    }
    eprintln!("heap sums (7 games, 1 to 3 heaps of 0..6): {checked} positions");
    assert_eq!(checked, 7 * (7 + 49 + 343));
}

#[test]
fn sums_of_families_have_the_xor_of_their_values() {
    // A staircase plus a Nim heap plus a Wythoff pair: the search over the whole sum agrees with the XOR.
    let mut search = Search::new(&Limits::DEFAULT);
    for text in [
        "staircase: 2 1 3 + nim: 2",
        "boxes: 1 2* 3 + nim: 1",
        "wythoff: 2 3 + nim: 3",
        "stoned: 1 2 + staircase: 1 1",
        "moore(2): 1 2 + thanos: 1 2",
    ] {
        let p = parse_position(text).unwrap();
        let a = analyze(&p, &Limits::DEFAULT).unwrap();
        let s = search.solve(&p).unwrap();
        assert_eq!((a.sg, a.first_player_wins), (s.sg, s.wins), "{text}");
        // Each winning move leaves a position the search calls lost.
        for m in &a.winning_moves {
            assert!(
                !search.solve(&parse_position(&m.position).unwrap()).unwrap().wins,
                "{text}: {}",
                m.text
            );
        }
        assert_eq!(a.count.unwrap() as usize, a.winning_moves.len(), "{text}");
    }
}

#[test]
fn sj_theorem_where_every_state_of_value_0_is_an_end() {
    // allbut(1) and allbut(1,3) have value 0 only at heaps with no move; sub(2,3) up to heap 4 (G(5) = 0, with
    // moves); 0.[1] (remove a whole heap) only at 0. None of them splits a heap.
    let games = [
        ("allbut(1)", 8, 150),
        ("allbut(1,3)", 8, 150),
        ("sub(2,3)", 4, 30),
        ("0.[1]", 6, 80),
    ];
    for (game, top, at_least) in games {
        let game = grundy::notation::parse_game(game).unwrap();
        let n = count_checked(Family::Misere(game.clone()), unmarked(1..=3, top));
        eprintln!("SJ theorem, misère {game}: {n} positions, 1 to 3 heaps of 0..{top}");
        assert!(n >= at_least, "{game}: the rule applied to only {n} positions");
    }
}

#[test]
fn sj_theorem_fails_without_its_conditions() {
    // Kayles has value 0 only at 0, but a heap splits (8, value 1, into 3 + 3: value 0, not an end); in 0.331 heap 4
    // has value 0 and moves. In both the formula disagrees with the search, and the core does not use it there.
    for (text, top) in [("kayles", 8), ("0.331", 8)] {
        let game = grundy::notation::parse_game(text).unwrap();
        let g = grundy::solve::values(&game, top as usize + 1, &grundy::base::limits::Limits::DEFAULT).unwrap();
        let mut search = Search::new(&Limits::DEFAULT);
        let mut wrong = 0;
        for heaps in (1..=3).flat_map(|n| all_heaps(n, top)) {
            let c = Component {
                family: Family::Misere(game.clone()),
                heaps: heaps.clone(),
                marks: vec![false; heaps.len()],
            };
            let values: Vec<u32> = heaps.iter().map(|&h| g[h as usize]).collect();
            let xor = values.iter().fold(0, |x, v| x ^ v);
            let formula = (xor != 0) == values.iter().any(|&v| v > 1);
            if formula != search.solve(&alone(c.clone())).unwrap().wins {
                wrong += 1;
            }
            if text == "kayles" || heaps.iter().any(|&h| h >= 4) {
                // Another rule may decide it (the misère quotient), never the SJ theorem.
                let verdict = rules::of(&c.family)
                    .verdict(&c, &grundy::base::limits::Limits::DEFAULT)
                    .unwrap();
                let sj = verdict.is_some_and(|v| matches!(v.rule, Rule::Sj { .. }));
                assert!(!sj, "{text}: {heaps:?} is not the SJ theorem's");
            }
        }
        eprintln!("SJ formula without its conditions, misère {text}: wrong on {wrong} positions");
        assert!(wrong > 0, "{text}: the formula should fail somewhere");
    }
}

#[test]
fn misere_of_other_games_by_search_and_its_limit() {
    // Misère Kayles: a lone pin loses (you must knock it down); heaps this small are tame, and Conway's rule for
    // tame sums decides them; a wild heap (12 has genus 4^{046}: not a misère Nim position's) takes the quotient.
    let a = analyze(&parse_position("misere(kayles): 1").unwrap(), &Limits::DEFAULT).unwrap();
    assert!(!a.first_player_wins && a.sg.is_none());
    assert!(matches!(a.rule, Some(Rule::Genus { .. })), "{:?}", a.rule);
    let a = analyze(&parse_position("misere(kayles): 2").unwrap(), &Limits::DEFAULT).unwrap();
    assert!(a.first_player_wins, "take one of two, leaving one for the opponent");
    let a = analyze(&parse_position("misere(kayles): 12").unwrap(), &Limits::DEFAULT).unwrap();
    assert!(matches!(a.rule, Some(Rule::Quotient { .. })), "{:?}", a.rule);
    // A game whose quotient is not found within an analysis's steps: the search, and its limit.
    // (0.6's quotient has more than 1024 elements by heap 17.)
    let err = analyze(
        &parse_position("misere(0.6): 30 30 30 30 30").unwrap(),
        &Limits::DEFAULT,
    )
    .unwrap_err();
    assert_eq!(err.code(), grundy::base::error::Code::SearchTooLarge, "{err}");
}

#[test]
fn rules_name_themselves() {
    let rule = |text: &str| {
        analyze(&parse_position(text).unwrap(), &Limits::DEFAULT)
            .unwrap()
            .rule
            .unwrap()
    };
    assert!(matches!(
        rule("misere(nim): 1 1 1"),
        Rule::MisereNim { class: "S0", .. }
    ));
    assert!(matches!(rule("misere(nim): 2 2"), Rule::MisereNim { class: "T2", .. }));
    assert!(matches!(rule("misere(nim): 1 1"), Rule::MisereNim { class: "T0", .. }));
    assert!(matches!(
        rule("misere(nim): 5 1 1"),
        Rule::MisereNim { class: "S1", .. }
    ));
    assert!(matches!(rule("misere(nim): 2 3"), Rule::MisereNim { class: "S2", .. }));
    assert!(matches!(rule("wythoff: 3 5"), Rule::Wythoff { pair: Some(2) }));
    assert!(matches!(rule("stoned: 5 1 1"), Rule::StonedDominant { heap: 0, .. }));
    assert!(matches!(
        rule("thanos: 1 1 2 3"),
        Rule::Thanos {
            least: 1,
            count: 2,
            half: 2
        }
    ));
}

#[test]
fn hackenbush_trees_by_the_colon_principle() {
    // Every tree of up to 7 vertices as a level sequence (depths in preorder, the ground first), in any order of its
    // branches: the colon principle's value against the search of every cut.
    let all = rules::tree::all_trees(7);
    let n = count_checked(Family::Tree, all.iter().map(|d| (d.clone(), vec![false; d.len()])));
    eprintln!("Hackenbush trees (colon principle): {n} trees of 1 to 7 vertices");
    assert_eq!(n, all.len());
    assert_eq!(
        n,
        1 + 1 + 2 + 5 + 14 + 42 + 132,
        "level sequences are counted by the Catalan numbers"
    );
}

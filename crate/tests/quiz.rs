//! The lessons' questions, judged by the core, against answers worked out here from the rules: Bash's n mod (m + 1),
//! Nim's XOR, the staircase's odd steps and misère Nim by a brute-force search written in this file, and the notes'
//! own numbers (HDU 1850's three winning moves for (55, 81, 121)).
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::error::Result;
use grundy::course::quiz::{exercise_in, judge_in, Ask, ExerciseSpec, Judgement, Reason};
use grundy::notation::parse_position;
use grundy::notation::Defined;
use std::collections::HashMap;

/// A judgement with no game defined, under the default limits.
fn judge(ask: Ask, position: &str, answer: &str) -> Result<Judgement> {
    judge_in(ask, position, answer, &Defined::default())
}

/// An exercise with no game defined, under the default limits.
fn exercise(spec: &ExerciseSpec, seed: u32) -> Result<String> {
    exercise_in(spec, seed, &Defined::default())
}

fn nim_text(heaps: &[u32]) -> String {
    format!(
        "nim: {}",
        heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
    )
}

#[test]
fn values_are_judged_by_bash_and_explained_by_the_mex() {
    for n in 0..24u32 {
        let position = format!("sub(1..3): {n}");
        for guess in 0..5u32 {
            let j = judge(Ask::Value, &position, &guess.to_string()).unwrap();
            assert_eq!(j.correct, guess == n % 4, "{position}: {guess}");
        }
    }
    // Note 000: SG(5) = mex{SG(4), SG(3), SG(2)} = mex{0, 3, 2} = 1.
    let j = judge(Ask::Value, "sub(1..3): 5", "0").unwrap();
    assert!(!j.correct);
    assert_eq!(j.reason, Reason::Mex);
    let options: Vec<(String, u32)> = j.options.iter().map(|o| (o.heaps.clone(), o.sg)).collect();
    assert_eq!(options, [("4".into(), 0), ("3".into(), 3), ("2".into(), 2)]);
    assert_eq!(j.sg, Some(1));
    // A sum is explained by its parts: in Nim each heap's value is its size.
    let j = judge(Ask::Value, "nim: 3 5 6", "0").unwrap();
    assert!(j.correct);
    assert_eq!(j.reason, Reason::Xor);
    assert_eq!(j.parts.iter().map(|p| p.sg).collect::<Vec<_>>(), [3, 5, 6]);
    assert_eq!(judge(Ask::Value, "nim: 3", "three").unwrap().reason, Reason::Unreadable);
    // Kayles: from 3, knocking out the middle pin leaves the sum 1 + 1 (value 0); the others leave 2, 1 (values 2, 1).
    let j = judge(Ask::Value, "kayles: 3", "3").unwrap();
    assert!(j.correct, "G(3) of Kayles is 3");
    assert!(
        j.options.iter().any(|o| o.heaps == "1 + 1" && o.sg == 0),
        "{:?}",
        j.options
    );
}

/// Every Nim position of three heaps up to 5: P exactly when the XOR is 0, and a move wins exactly when it leaves
/// XOR 0.
#[test]
fn outcomes_and_moves_follow_the_xor() {
    for a in 0..6u32 {
        for b in 0..6u32 {
            for c in 0..6u32 {
                let heaps = [a, b, c];
                let text = nim_text(&heaps);
                let x = a ^ b ^ c;
                let says = if x == 0 { "P" } else { "N" };
                assert!(judge(Ask::Outcome, &text, says).unwrap().correct, "{text}");
                assert!(
                    !judge(Ask::Outcome, &text, if x == 0 { "n" } else { "p" })
                        .unwrap()
                        .correct
                );
                for i in 0..3 {
                    for to in 0..heaps[i] {
                        let mut next = heaps;
                        next[i] = to;
                        let j = judge(Ask::Move, &text, &nim_text(&next)).unwrap();
                        let leaves_zero = next[0] ^ next[1] ^ next[2] == 0;
                        assert_eq!(j.correct, leaves_zero, "{text} → {next:?}");
                        assert_eq!(j.reason, if leaves_zero { Reason::LeavesP } else { Reason::LeavesN });
                        // A losing move is answered: the reply leaves XOR 0 again.
                        if !leaves_zero {
                            let reply = parse_position(&j.reply.as_ref().unwrap().position).unwrap();
                            assert_eq!(reply.components[0].heaps.iter().fold(0, |x, h| x ^ h), 0);
                        }
                    }
                }
            }
        }
    }
    // Two moves at once, or a heap that grows, is not a move.
    assert_eq!(
        judge(Ask::Move, "nim: 3 4", "nim: 2 3").unwrap().reason,
        Reason::NotAMove
    );
    assert_eq!(
        judge(Ask::Move, "nim: 3 4", "nim: 3 5").unwrap().reason,
        Reason::NotAMove
    );
    assert_eq!(judge(Ask::Move, "nim: 3 4", "((").unwrap().reason, Reason::NotAMove);
}

#[test]
fn counts_are_hdu1850s() {
    // Note 004: (55, 81, 121) has three winning first moves; (1, 2, 3) none; (5, 7, 9) one (HDU 1850's sample: 1).
    for (heaps, count) in [(vec![55, 81, 121], 3), (vec![1, 2, 3], 0), (vec![5, 7, 9], 1)] {
        let text = nim_text(&heaps);
        assert!(judge(Ask::Count, &text, &count.to_string()).unwrap().correct, "{text}");
        assert!(!judge(Ask::Count, &text, &(count + 1).to_string()).unwrap().correct);
    }
}

/// Misère Nim and the staircase by a search written here: the player to move at a position with no move wins in
/// misère Nim (the opponent took the last stone), loses at the staircase (normal play).
fn brute(heaps: &[u32], misere: bool, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut options = Vec::new();
    for i in 0..heaps.len() {
        for take in 1..=heaps[i] {
            let mut next = heaps.to_vec();
            next[i] -= take;
            // Staircase: stones move from step i + 1 down one step (from step 1 they leave).
            if !misere && i > 0 {
                next[i - 1] += take;
            }
            options.push(next);
        }
    }
    let wins = if options.is_empty() {
        misere
    } else {
        options.iter().any(|o| !brute(o, misere, memo))
    };
    memo.insert(heaps.to_vec(), wins);
    wins
}

#[test]
fn families_outcomes_agree_with_a_brute_force() {
    let mut memo = HashMap::new();
    for heaps in [[1u32, 1, 1], [2, 2, 0], [3, 5, 1], [1, 0, 0], [2, 1, 1], [4, 1, 1]] {
        let text = format!("misere(nim): {} {} {}", heaps[0], heaps[1], heaps[2]);
        let wins = brute(&heaps, true, &mut memo);
        assert!(
            judge(Ask::Outcome, &text, if wins { "N" } else { "P" })
                .unwrap()
                .correct,
            "{text}"
        );
    }
    let mut memo = HashMap::new();
    // The staircase's numbers are steps 1, 2, 3: stones carried from step 1 leave the game.
    for heaps in [[3u32, 1, 2], [1, 1, 1], [2, 0, 2], [0, 4, 4], [1, 5, 0]] {
        let text = format!("staircase: {} {} {}", heaps[0], heaps[1], heaps[2]);
        let wins = brute(&heaps, false, &mut memo);
        assert!(
            judge(Ask::Outcome, &text, if wins { "N" } else { "P" })
                .unwrap()
                .correct,
            "{text}"
        );
    }
}

#[test]
fn exercises_are_fresh_in_range_and_have_a_move_to_find() {
    let spec = |ask, game: &str, heaps, min, max| ExerciseSpec {
        ask,
        game: game.into(),
        heaps,
        min,
        max,
    };
    let mut seen = std::collections::HashSet::new();
    for seed in 0..40 {
        let text = exercise(&spec(Ask::Move, "nim", 3, 1, 31), seed).unwrap();
        assert_eq!(
            text,
            exercise(&spec(Ask::Move, "nim", 3, 1, 31), seed).unwrap(),
            "a seed gives one position"
        );
        let p = parse_position(&text).unwrap();
        let heaps = &p.components[0].heaps;
        assert_eq!(heaps.len(), 3);
        assert!(heaps.iter().all(|&h| (1..=31).contains(&h)), "{text}");
        assert_ne!(heaps.iter().fold(0, |x, h| x ^ h), 0, "{text} must have a winning move");
        seen.insert(text);
    }
    assert!(seen.len() > 30, "exercises repeat: {seen:?}");
    for game in ["staircase", "misere(nim)", "stoned", "thanos", "boxes", "sub(2,5)"] {
        let heaps = if game == "thanos" { 4 } else { 3 };
        let text = exercise(&spec(Ask::Move, game, heaps, 1, 5), 7).unwrap();
        let j = judge(Ask::Outcome, &text, "N").unwrap();
        assert!(j.correct, "{text} should be an N-position");
    }
    // A tree of 6 edges at most 3 deep, for each seed a tree (depths in preorder) with a winning cut.
    for seed in 0..20 {
        let text = exercise(&spec(Ask::Move, "tree", 6, 1, 3), seed).unwrap();
        let heaps = parse_position(&text).unwrap().components[0].heaps.clone();
        assert_eq!(heaps.len(), 7, "{text}");
        assert!(heaps.iter().all(|&d| d <= 3), "{text}");
        assert!(
            judge(Ask::Outcome, &text, "N").unwrap().correct,
            "{text} should be an N-position"
        );
    }
    assert!(exercise(&spec(Ask::Move, "nim", 9, 1, 5), 1).is_err());
    assert!(exercise(&spec(Ask::Move, "nim", 3, 6, 5), 1).is_err());
    // Every position of one heap of 4 in Bash(3) is P: no exercise with a winning move exists there.
    assert!(exercise(&spec(Ask::Move, "sub(1..3)", 1, 4, 4), 1).is_err());
}

#[test]
fn a_misere_sum_is_judged_by_its_quotient() {
    // Misère Kayles 100 100: Φ(100) = ab², ab² · ab² = b², in the P-portion (order 40; the CLI's quotient).
    let j = judge(Ask::Outcome, "misere(kayles): 100 100", "P").unwrap();
    assert!(j.correct);
    assert_eq!(j.reason, Reason::MisereRule);
    let Some(grundy::rules::Rule::Quotient {
        order,
        images,
        product,
        p,
    }) = j.rule
    else {
        panic!("{:?}", j.rule)
    };
    assert_eq!((order, product.as_str(), p), (40, "b²", true));
    assert_eq!(images, ["ab²", "ab²"]);
    assert!(!judge(Ask::Outcome, "misere(kayles): 100 100", "N").unwrap().correct);
    // 0.75: 1 + 1 + 5 wins (a · a · c = c, not in P = {a, b²}); small misère sums by the search agree.
    assert!(judge(Ask::Outcome, "misere(0.75): 1 1 5", "N").unwrap().correct);
    assert!(judge(Ask::Outcome, "misere(0.75): 1 1 2 2", "P").unwrap().correct);
    // Kayles 4 + 1, tame heaps: decided by their genus, 1^{031} twice (misère Nim's T0, a win).
    let j = judge(Ask::Outcome, "misere(kayles): 4 1", "N").unwrap();
    assert!(j.correct);
    assert_eq!(j.reason, Reason::MisereRule);
    assert!(
        matches!(j.rule, Some(grundy::rules::Rule::Genus { .. })),
        "{:?}",
        j.rule
    );
}

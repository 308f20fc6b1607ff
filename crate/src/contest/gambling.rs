//! Gambling Nim (CF662A, note 001): n cards with a number on each face; each card shows a random face; the shown
//! numbers are Nim heaps. The chance that the first player wins is 1 − P(XOR = 0).
//!
//! With S = a1 ⊕ … ⊕ an and ci = ai ⊕ bi, the XOR of the shown faces is S ⊕ (the XOR of the ci of the flipped
//! cards), so it is 0 for exactly the subsets of the ci whose XOR is S: none if S is outside their span, else
//! 2^(n − r) of the 2^n, r the rank. So the answer is 1/1, or (2^r − 1)/2^r. The rank comes from a linear basis
//! over GF(2), built as the notes' code builds it (each row reduced against the others), which the trace records.

use crate::base::error::{Code, Error, Message, Result};
use crate::contest::import::{self, Card};
use serde::Serialize;

/// The most cards the trace records step by step.
pub const TRACE_CARDS: usize = 200;

/// The answer "p/q" in lowest terms: the chance that the first player wins.
pub fn answer(cards: &[Card]) -> String {
    let (rows, s) = basis_of(cards, &mut |_| {});
    fraction(&rows, s)
}

fn fraction(rows: &[u64; 64], s: u64) -> String {
    if reduce(rows, s) != 0 {
        return "1/1".into();
    }
    let r = rows.iter().filter(|&&v| v != 0).count() as u32;
    // r ≤ 60 (numbers below 2^60), so 2^r fits; (2^r − 1)/2^r is in lowest terms (odd over a power of 2).
    let q: u64 = 1 << r;
    format!("{}/{q}", q - 1)
}

/// `x` reduced by the rows, highest bit first: 0 exactly when x is in their span.
fn reduce(rows: &[u64; 64], mut x: u64) -> u64 {
    for bit in (0..64).rev() {
        if x >> bit & 1 == 1 && rows[bit] != 0 {
            x ^= rows[bit];
        }
    }
    x
}

/// One step of building the basis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Step {
    /// Card `card` (from 1): its faces and c = a ⊕ b, the number inserted. Numbers are decimal text: they pass
    /// 2^53, where JS numbers lose digits.
    Card {
        card: usize,
        a: String,
        b: String,
        c: String,
    },
    /// The number being inserted had bit `bit`, which row `bit` holds: XOR it with that row.
    Reduce { bit: u32, row: String, value: String },
    /// It became the row for bit `bit` (after clearing its lower bits that other rows hold, and clearing bit `bit`
    /// from the rows above): `rows` is the whole basis now, [bit, value] from the highest bit.
    Insert {
        bit: u32,
        value: String,
        rows: Vec<(u32, String)>,
    },
    /// It reduced to 0: the card's c is the XOR of earlier ones (it adds nothing to the span).
    Dependent,
    /// S = a1 ⊕ … ⊕ an reduced by the basis: in the span exactly when `reduced` is 0.
    Check { s: String, reduced: String, in_span: bool },
    /// The chance that the first player wins.
    Answer { rank: usize, answer: String },
}

/// The cards, every step, and the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Trace {
    pub cards: usize,
    pub steps: Vec<Step>,
    pub answer: String,
}

/// Builds the basis of the ci as the notes' `LB::ins` does, calling `step` for each step; returns the rows and S.
fn basis_of(cards: &[Card], step: &mut dyn FnMut(Step)) -> ([u64; 64], u64) {
    let mut rows = [0u64; 64];
    let mut s = 0u64;
    for (i, &(a, b)) in cards.iter().enumerate() {
        s ^= a;
        let mut x = a ^ b;
        step(Step::Card {
            card: i + 1,
            a: a.to_string(),
            b: b.to_string(),
            c: x.to_string(),
        });
        let mut placed = false;
        for bit in (0..64).rev() {
            if x >> bit & 1 == 0 {
                continue;
            }
            if rows[bit] != 0 {
                x ^= rows[bit];
                step(Step::Reduce {
                    bit: bit as u32,
                    row: rows[bit].to_string(),
                    value: x.to_string(),
                });
                continue;
            }
            for lower in (0..bit).rev() {
                if x >> lower & 1 == 1 {
                    x ^= rows[lower];
                }
            }
            for row in rows.iter_mut().skip(bit + 1) {
                if *row >> bit & 1 == 1 {
                    *row ^= x;
                }
            }
            rows[bit] = x;
            placed = true;
            step(Step::Insert {
                bit: bit as u32,
                value: x.to_string(),
                rows: (0..64)
                    .rev()
                    .filter(|&b| rows[b] != 0)
                    .map(|b| (b as u32, rows[b].to_string()))
                    .collect(),
            });
            break;
        }
        if !placed {
            step(Step::Dependent);
        }
    }
    (rows, s)
}

/// The step-by-step trace of a CF662A input (at most [`TRACE_CARDS`] cards).
pub fn trace(text: &str) -> Result<Trace> {
    let cards = import::gambling(text)?;
    if cards.len() > TRACE_CARDS {
        return Err(Error::new(
            Message::new(Code::GamblingTraceTooLong).arg("limit", TRACE_CARDS),
        ));
    }
    let mut steps = Vec::new();
    let (rows, s) = basis_of(&cards, &mut |st| steps.push(st));
    let reduced = reduce(&rows, s);
    steps.push(Step::Check {
        s: s.to_string(),
        reduced: reduced.to_string(),
        in_span: reduced == 0,
    });
    let answer = fraction(&rows, s);
    steps.push(Step::Answer {
        rank: rows.iter().filter(|&&v| v != 0).count(),
        answer: answer.clone(),
    });
    Ok(Trace {
        cards: cards.len(),
        steps,
        answer,
    })
}

/// The chance by the definition: every way the cards can fall (2^n of them), as a fraction in lowest terms. The
/// independent answer that tests and the lessons' rule check compare [`answer`] with.
pub fn answer_by_enumeration(cards: &[Card]) -> String {
    let n = cards.len();
    let wins = (0u64..1 << n)
        .filter(|mask| {
            (0..n).fold(0u64, |x, i| {
                x ^ if mask >> i & 1 == 1 { cards[i].1 } else { cards[i].0 }
            }) != 0
        })
        .count() as u64;
    let total = 1u64 << n;
    let g = gcd(wins, total);
    format!("{}/{}", wins / g, total / g)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The answer to a CF662A input.
pub fn solve(text: &str) -> Result<String> {
    Ok(answer(&import::gambling(text)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cf662a_samples() {
        assert_eq!(solve("2\n1 1\n1 1\n").unwrap(), "0/1");
        assert_eq!(solve("2\n1 2\n1 2\n").unwrap(), "1/2");
        assert_eq!(solve("3\n0 4\n1 5\n2 3\n").unwrap(), "1/1");
    }

    #[test]
    fn every_small_deck_agrees_with_enumeration() {
        let mut checked = 0;
        let mut seed = 12345u64;
        for n in 1..=6 {
            for _ in 0..60 {
                let cards: Vec<Card> = (0..n)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        (seed % 8, (seed >> 8) % 8)
                    })
                    .collect();
                assert_eq!(answer(&cards), answer_by_enumeration(&cards), "{cards:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 360);
    }

    #[test]
    fn the_trace_ends_on_the_answer_and_handles_big_numbers() {
        let t = trace("2\n1000000000000000000 999999999999999999\n5 6\n").unwrap();
        assert_eq!(
            t.answer,
            solve("2\n1000000000000000000 999999999999999999\n5 6\n").unwrap()
        );
        assert!(matches!(t.steps.last(), Some(Step::Answer { .. })));
        assert!(
            matches!(&t.steps[0], Step::Card { c, .. } if c == &(1_000_000_000_000_000_000u64 ^ 999_999_999_999_999_999).to_string())
        );
    }
}

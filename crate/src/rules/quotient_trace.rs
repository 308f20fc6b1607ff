//! What the page's quotient view shows of a misère sum (`quotientTrace`): the game's quotient (the report, its
//! multiplication table, which elements are in the P-portion) and the sum's product taken heap by heap, as the XOR
//! view takes the XOR: each heap's image Φ(h), the running product, and whether the product is in P.

use super::quotient::{deciding, heap_options, report, solve, Report};
use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::{Family, Position};
use serde::Serialize;
use std::sync::Arc;

/// At least this many heaps of Φ are shown, so that a small position still shows the pattern.
const SHOWN_HEAPS: usize = 64;

/// One heap of the sum: its image and the product of the images so far (element indices), `None` past what is
/// known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    pub heap: u32,
    pub image: Option<u16>,
    pub product: Option<u16>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Trace {
    #[serde(flatten)]
    pub report: Report,
    /// The position, as the core writes it.
    pub position: String,
    /// `mult[a][b]`: the product of elements a and b (indices into `elements`).
    pub mult: Vec<Vec<u16>>,
    /// Whether each element is in the P-portion.
    pub in_p: Vec<bool>,
    pub rows: Vec<Row>,
    /// The product of every heap's image, when known.
    pub product: Option<u16>,
    /// Whether the quotient tells this sum's outcome: proven, and every heap's image known.
    pub decided: bool,
    /// When decided: whether the player to move wins (the product is not in P).
    pub first_player_wins: Option<bool>,
}

/// The trace of misère sum `position` (one component of a misère heap game that has a quotient): the quotient an
/// analysis decides it by when there is one, else the quotient built up to its largest heap.
pub fn trace(position: &Position, limits: &Limits) -> Result<Trace> {
    let refuse = || Error::new(Message::new(Code::NoQuotient).arg("game", position.to_string()));
    let [component] = position.components.as_slice() else {
        return Err(refuse());
    };
    let Family::Misere(game) = &component.family else {
        return Err(refuse());
    };
    let heaps = &component.heaps;
    let top = heaps.iter().copied().max().unwrap_or(0) as usize;
    // The analysis's quotient when it is stable. Else the one built until stable (or as far as the limits allow),
    // whose Φ and table the view shows whole, unless only the analysis's decides the sum.
    let quick = deciding(game, heaps, limits);
    let upto = Some((top + 1).max(SHOWN_HEAPS).min(limits.quotient_heaps));
    // Without a bound on a move's reach no stretch proves stability (Nim): the whole quotient is never built.
    let bounded = heap_options(game).is_some_and(|(_, reach)| reach.is_some());
    let solved = match quick {
        Some(quick) if quick.built.stable.is_some() || !bounded => quick,
        None if !bounded => Arc::new(solve(game, upto, limits)?),
        quick => {
            let whole = solve(game, None, limits)?;
            let decides = whole.proven && whole.built.product(heaps).is_some();
            match quick {
                Some(quick) if !decides => quick,
                _ if whole.built.quotient.heaps > top || whole.built.stable.is_some() => Arc::new(whole),
                // Stopped short of the largest heap: Φ at least as far as it (or the reason it cannot be).
                _ => Arc::new(solve(game, upto, limits)?),
            }
        }
    };
    let built = &solved.built;
    let q = &built.quotient;
    let mut product = Some(0u16);
    let rows = heaps
        .iter()
        .map(|&heap| {
            let image = built.phi(heap);
            product = product.zip(image).map(|(a, b)| q.mult[a as usize][b as usize]);
            Row { heap, image, product }
        })
        .collect();
    let decided = solved.proven && product.is_some();
    Ok(Trace {
        report: report(game, &solved, limits),
        position: position.to_string(),
        mult: q.mult.clone(),
        in_p: q.p.clone(),
        rows,
        product,
        decided,
        first_player_wins: product.filter(|_| decided).map(|a| !q.p[a as usize]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    fn of(text: &str) -> Trace {
        trace(&parse_position(text).unwrap(), &Limits::DEFAULT).unwrap()
    }

    /// The page's tests (e2e/quotient.spec.mjs) ask the same of the wasm.
    #[test]
    fn misere_kayles_sums_are_decided_heap_by_heap() {
        // Proven (crate/tests/misere_quotient.rs checks it against the search); the last row's running product is the sum's.
        let t = of("misere(kayles): 100 100");
        assert_eq!(t.report.order, 40);
        assert!(t.decided && t.report.stable);
        assert_eq!(t.report.period, Some(12));
        assert_eq!(t.rows.len(), 2);
        assert_eq!(t.rows[1].product, t.product);
        assert_eq!(t.first_player_wins, Some(!t.in_p[t.product.unwrap() as usize]));
        // A lone heap of 1: the player to move must take the last pin and loses.
        let one = of("misere(kayles): 1");
        assert_eq!(one.first_player_wins, Some(false));
    }

    #[test]
    fn plambeck_075_has_order_8() {
        let t = of("misere(0.75): 1 2 3");
        assert_eq!(t.report.order, 8);
        assert_eq!(t.report.p, vec!["a".to_string(), "b²".to_string()]);
        assert!(t.decided && t.report.stable);
        // Heap by heap: each row's product is the previous one times the heap's image, the last is the sum's.
        let mut before = 0u16;
        for r in &t.rows {
            let after = t.mult[before as usize][r.image.unwrap() as usize];
            assert_eq!(r.product, Some(after));
            before = after;
        }
        assert_eq!(t.product, Some(before));
        assert_eq!(t.first_player_wins, Some(!t.in_p[before as usize]));
    }

    #[test]
    fn only_misere_heap_games() {
        assert!(trace(&parse_position("kayles: 3").unwrap(), &Limits::DEFAULT).is_err());
        // Misère Nim (moves reach anywhere): the analysis's quotient; 1 1 1 loses (odd number of lone heaps).
        assert_eq!(of("misere(nim): 1 1 1").first_player_wins, Some(false));
    }
}

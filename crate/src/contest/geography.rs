//! Undirected vertex geography on any graph: cases until the end of the input, each `n m s` (vertices 1 … n, m edges,
//! the start s) and m edges `u v`. A token stands on s; the players move it in turn to a neighbour not visited
//! before; who cannot move loses. `WIN` when the player who moves first wins: exactly when every maximum matching
//! covers s (Edmonds' blossoms where the graph has odd cycles: [`crate::theory::matching`]); else `LOSE`.

use super::Answer;
use crate::base::error::{Code, Message, Result};
use crate::base::limits::Limits;
use crate::contest::import;
use crate::theory::matching::{Graph, Shrinking};

/// The answers, each case of at most the caller's [`Limits::contest_size`] vertices and as many edges.
pub fn solve(text: &str, limits: &Limits) -> Result<Vec<Answer>> {
    import::cases_to_the_end(text, Code::TheVertexCount, |tokens| {
        let n = import::count(tokens, Code::TheVertexCount, 1)?;
        let m = import::count(tokens, Code::TheEdgeCount, 0)?;
        if n > limits.contest_size || m > limits.contest_size {
            return Err(tokens.error(Message::new(Code::InputGraphSize).arg("limit", limits.contest_size)));
        }
        let s = tokens.number(
            Code::TheStartVertex.into(),
            import::MAX_COUNT,
            Code::InputNumberTooLarge,
        )?;
        if s == 0 || s > n {
            return Err(tokens.error(Message::new(Code::InputVertexRange).arg("vertex", s).arg("last", n)));
        }
        let picture = import::picture(tokens, n, m)?;
        let mut g = Graph::new(n as usize);
        for (a, b) in picture.edges {
            g.add_edge(a as u32, b as u32);
        }
        let mut matching = Shrinking::new(&g);
        let size = matching.size() as u64;
        let wins = matching.take(s as u32 - 1);
        Ok(Answer {
            answer: if wins { "WIN" } else { "LOSE" }.into(),
            value: size,
            parts: vec![],
        })
    })
}

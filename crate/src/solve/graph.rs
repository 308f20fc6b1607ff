//! Tokens on an explicit directed acyclic graph: values in reverse topological order (Kahn), O(V + E).

use crate::base::error::{Code, Error, Message, Result};
use crate::game::Dag;

/// G(v) for every vertex; a cycle is an error that names it.
pub fn values(dag: &Dag) -> Result<Vec<u32>> {
    let order = reverse_topological_order(dag)?;
    let mut g = vec![0u32; dag.vertex_count()];
    // Stamps give an O(out-degree) mex without clearing a table per vertex.
    let mut stamp: Vec<u32> = Vec::new();
    for v in order {
        let succ = dag.successors(v);
        if stamp.len() <= succ.len() {
            stamp.resize(succ.len() + 1, u32::MAX);
        }
        for &w in succ {
            let x = g[w as usize] as usize;
            if x < stamp.len() {
                stamp[x] = v;
            }
        }
        g[v as usize] = stamp.iter().position(|&s| s != v).unwrap_or(stamp.len()) as u32;
    }
    Ok(g)
}

/// Vertices ordered so that every vertex comes after all of its successors (sinks first).
pub fn reverse_topological_order(dag: &Dag) -> Result<Vec<u32>> {
    let n = dag.vertex_count();
    let mut remaining: Vec<u32> = (0..n as u32).map(|v| dag.successors(v).len() as u32).collect();
    let predecessors = dag.reversed();
    let mut order: Vec<u32> = (0..n as u32).filter(|&v| remaining[v as usize] == 0).collect();
    let mut next = 0;
    while next < order.len() {
        let w = order[next] as usize;
        next += 1;
        for &v in predecessors.successors(w as u32) {
            remaining[v as usize] -= 1;
            if remaining[v as usize] == 0 {
                order.push(v);
            }
        }
    }
    if order.len() < n {
        let cycle = find_cycle(dag, &remaining);
        let path: Vec<String> = cycle.iter().chain(cycle.first()).map(u32::to_string).collect();
        return Err(Error::new(Message::new(Code::Cycle).arg("cycle", path.join(" > "))));
    }
    Ok(order)
}

/// A cycle among the vertices Kahn's algorithm could not order (each still has an unordered successor).
fn find_cycle(dag: &Dag, remaining: &[u32]) -> Vec<u32> {
    let stuck = |v: u32| remaining[v as usize] > 0;
    let start = (0..dag.vertex_count() as u32).find(|&v| stuck(v)).unwrap_or(0);
    // Walk stuck successors until a vertex repeats; the walk from its first visit is a cycle.
    let mut seen_at = vec![u32::MAX; dag.vertex_count()];
    let mut path = Vec::new();
    let mut v = start;
    while seen_at[v as usize] == u32::MAX {
        seen_at[v as usize] = path.len() as u32;
        path.push(v);
        v = dag.successors(v).iter().copied().find(|&w| stuck(w)).unwrap_or(v);
    }
    path.split_off(seen_at[v as usize] as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::notation::parse_game;

    fn dag(text: &str) -> Dag {
        match parse_game(text).unwrap() {
            Game::Graph(dag) => dag,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn first_note_graph_take_at_most_three_from_five() {
        let d = dag("graph(5>4,5>3,5>2,4>3,4>2,4>1,3>2,3>1,3>0,2>1,2>0,1>0)");
        assert_eq!(values(&d).unwrap(), [0, 1, 2, 3, 0, 1]);
    }

    #[test]
    fn a_cycle_is_named() {
        // A cycle makes the loopy family, so parse_game refuses it with the error of `values`.
        let err = parse_game("graph(0>1, 1>2, 2>3, 3>1)").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("the graph has a cycle, so its vertices have no SG values: 1 > 2 > 3 > 1"),
            "{err}"
        );
        let self_loop = Dag::from_edges(1, &[(0, 0)]);
        assert!(values(&self_loop).unwrap_err().to_string().contains(": 0 > 0 "));
    }
}

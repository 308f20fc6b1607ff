//! Bulk data through typed arrays: `graphValuesFromEdges`.

use super::js_error;
use crate::game::Dag;
use crate::solve;
use crate::Error;
use wasm_bindgen::prelude::*;

/// G(v) for every vertex of the graph with `vertexCount` vertices and edges `from[i] → to[i]` (two `Uint32Array`s
/// of equal length), as a `Uint32Array`. Throws on mismatched arrays, vertices out of range, or a cycle.
#[wasm_bindgen(js_name = graphValuesFromEdges)]
pub fn graph_values_from_edges(vertex_count: u32, from: &[u32], to: &[u32]) -> Result<Vec<u32>, JsError> {
    check_edges(vertex_count, from, to).map_err(js_error)?;
    let edges: Vec<(u32, u32)> = from.iter().copied().zip(to.iter().copied()).collect();
    let dag = Dag::from_edges(vertex_count as usize, &edges);
    solve::graph::values(&dag).map_err(js_error)
}

fn check_edges(vertex_count: u32, from: &[u32], to: &[u32]) -> Result<(), Error> {
    if vertex_count as usize > solve::MAX_VALUES {
        return Err(Error::invalid(format!(
            "{vertex_count} vertices is too many (the limit is {})",
            solve::MAX_VALUES
        )));
    }
    if from.len() != to.len() {
        return Err(Error::invalid(format!(
            "from has {} entries but to has {}: each edge needs both ends",
            from.len(),
            to.len()
        )));
    }
    let outside = from
        .iter()
        .zip(to)
        .position(|(&f, &t)| f >= vertex_count || t >= vertex_count);
    if let Some(i) = outside {
        return Err(Error::invalid(format!(
            "edge {i} ({} > {}) leaves the graph of {vertex_count} vertices (numbered from 0)",
            from[i], to[i]
        )));
    }
    Ok(())
}

//! Bulk data through typed arrays: `graphValuesFromEdges`.

use super::{js_error, numbers, whole_u32};
use crate::base::error::{Code, Error, Message};
use crate::game::Dag;
use crate::solve;
use wasm_bindgen::prelude::*;

/// G(v) for every vertex of the graph with `vertexCount` vertices and edges `from[i] → to[i]` (two `Uint32Array`s,
/// or arrays of whole numbers, of equal length), as a `Uint32Array`. Throws on mismatched arrays, vertices out of
/// range, or a cycle.
#[wasm_bindgen(js_name = graphValuesFromEdges)]
pub fn graph_values_from_edges(vertex_count: &JsValue, from: &JsValue, to: &JsValue) -> Result<Vec<u32>, JsValue> {
    first_view_lacks!("graphValuesFromEdges");
    let vertex_count = whole_u32("vertexCount", vertex_count, super::limits().table as u32)?;
    let from = numbers("from", from, u32::MAX)?;
    let to = numbers("to", to, u32::MAX)?;
    check_edges(vertex_count, &from, &to).map_err(js_error)?;
    let edges: Vec<(u32, u32)> = from.iter().copied().zip(to.iter().copied()).collect();
    let dag = Dag::from_edges(vertex_count as usize, &edges);
    solve::graph::values(&dag).map_err(js_error)
}

fn check_edges(vertex_count: u32, from: &[u32], to: &[u32]) -> Result<(), Error> {
    if from.len() != to.len() {
        return Err(Error::new(
            Message::new(Code::EdgeArraysDiffer)
                .arg("from", from.len())
                .arg("to", to.len()),
        ));
    }
    let outside = from
        .iter()
        .zip(to)
        .position(|(&f, &t)| f >= vertex_count || t >= vertex_count);
    if let Some(i) = outside {
        return Err(Error::new(
            Message::new(Code::EdgeOutside)
                .arg("i", i)
                .arg("from", from[i])
                .arg("to", to[i])
                .arg("count", vertex_count),
        ));
    }
    Ok(())
}

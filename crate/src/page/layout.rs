//! Where to draw each state of a state graph: a deterministic layered layout (Sugiyama style, without dummy nodes).
//!
//! 1. Layers: a state's layer is the length of the longest path from it to a sink, so sinks (terminal states, SG 0)
//!    sit on layer 0 at the bottom and every move goes down at least one layer.
//! 2. Order within a layer: states start in id order, then barycentre sweeps (down, up, …) move each state towards
//!    the mean position of its neighbours in the layers already placed, which removes most edge crossings.
//! 3. Coordinates in abstract units: `x` = slot in the layer (layers centred on the widest), `y` = rows from the top
//!    (layer spacing 1), so the top layer is at y = 0 and the sinks at y = height − 1.
//!
//! For a heap game the graph has states 0 … n−1 and an edge h → t for each move that leaves a single heap t (taking
//! a whole heap is an edge to 0). Moves that split a heap into a + b lead to a sum, not to a state of the one-heap
//! graph, so they have no edge here (the mex view shows them). An explicit graph is drawn as given, restricted to
//! its vertices below n like the table. `layout_grid` places the two-heap states (a, b) on an n × n grid.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::{Dag, Game, Position};
use crate::solve;
use serde::Serialize;

/// Barycentre passes (down, up, down, up): later passes change little.
pub const SWEEPS: usize = 4;

/// One state: its id (heap size, vertex, or a·n + b on a grid), the text to show, its layer and position.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Node {
    pub id: u32,
    pub label: String,
    pub layer: u32,
    pub x: f64,
    pub y: f64,
    pub sg: u32,
}

/// A drawn graph: nodes, edges as `[from, to]` indices into `nodes`, and the extent (x < width, y < height).
///
/// A heap game whose moves split a heap also has a node per pair a+b its splits leave (its value G(a) ⊕ G(b)):
/// `pairs[k]` = [a, b] for the node with id n + k (n the number of heap states), the last `pairs.len()` nodes. They
/// are not states of the one-heap graph but sums of two; a move into one is an edge like any other.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Layout {
    pub nodes: Vec<Node>,
    pub edges: Vec<[u32; 2]>,
    pub width: f64,
    pub height: f64,
    pub pairs: Vec<[u32; 2]>,
    /// The game splits, but there were more than [`MAX_PAIRS`] pairs to draw: split moves are left out.
    pub pairs_omitted: bool,
}

/// The most pair nodes a graph of a splitting game draws.
pub const MAX_PAIRS: usize = 1200;

/// The layered layout of the states 0 … n−1 of a heap game, or of an explicit graph's vertices below n, within the
/// caller's `limits` (at most [`Limits::draw_states`] states, the view aggregating far below this, and
/// [`Limits::draw_edges`] moves: Nim up to 2000 has 1 999 000).
pub fn layout_graph(game: &Game, n: usize, limits: &Limits) -> Result<Layout> {
    layout_graph_with(game, n, None, limits)
}

/// [`layout_graph`] with G(0) … G(n−1) already known (the page computes them first; octal games that split cost
/// as much to solve again as everything else together). `values` must hold at least n of them.
pub fn layout_graph_with(game: &Game, n: usize, values: Option<&[u32]>, limits: &Limits) -> Result<Layout> {
    let n = match game {
        Game::Graph(dag) => n.min(dag.vertex_count()),
        _ => n,
    };
    check_nodes(n, limits)?;
    let sg = match values {
        Some(v) if v.len() >= n => v[..n].to_vec(),
        Some(v) => {
            return Err(Error::new(
                Message::new(Code::ValuesTooFew).arg("given", v.len()).arg("n", n),
            ))
        }
        None => solve::values(game, n, limits)?,
    };
    if let Game::Octal(code) = game {
        // A split into three would need a node per triple: those games draw their heaps only.
        if code.splits() && !code.splits_in_three() {
            if let Some(layout) = with_pairs(code, n, &sg, limits)? {
                return Ok(layout);
            }
        }
        if code.splits() {
            let mut layout = layered_states(game, n, sg, limits)?;
            layout.pairs_omitted = true;
            return Ok(layout);
        }
    }
    layered_states(game, n, sg, limits)
}

fn layered_states(game: &Game, n: usize, sg: Vec<u32>, limits: &Limits) -> Result<Layout> {
    let edges = single_heap_edges(game, n, limits)?;
    let labels = (0..n).map(|h| h.to_string()).collect();
    layered((0..n as u32).collect(), labels, sg, &edges, SWEEPS, limits)
}

/// The graph of a code that splits, with a node per pair a+b (a ≤ b) that some split of a heap below n leaves:
/// every option drawn. The pair's layer comes from "made of" links to a and b (so it sits above both parts), which
/// are not moves and are not in `edges`. `None` when there are more than [`MAX_PAIRS`] pairs.
fn with_pairs(code: &crate::game::Octal, n: usize, sg: &[u32], limits: &Limits) -> Result<Option<Layout>> {
    let mut pair_id: std::collections::HashMap<(u32, u32), u32> = std::collections::HashMap::new();
    let mut pairs: Vec<[u32; 2]> = Vec::new();
    let mut edges: Vec<[u32; 2]> = Vec::new();
    for h in 0..n as u32 {
        for (_, to) in solve::octal::moves(code, h) {
            let target = match to.as_slice() {
                [] => 0,
                [x] => *x,
                [a, b] => {
                    let next = (n + pairs.len()) as u32;
                    *pair_id.entry((*a, *b)).or_insert_with(|| {
                        pairs.push([*a, *b]);
                        next
                    })
                }
                _ => continue,
            };
            if pairs.len() > MAX_PAIRS {
                return Ok(None);
            }
            if edges.len() >= limits.draw_edges {
                return Err(too_many_moves(edges.len(), limits));
            }
            edges.push([h, target]);
        }
    }
    let count = n + pairs.len();
    let ids: Vec<u32> = (0..count as u32).collect();
    let mut labels: Vec<String> = (0..n).map(|h| h.to_string()).collect();
    labels.extend(pairs.iter().map(|[a, b]| format!("{a}+{b}")));
    let mut values = sg[..n].to_vec();
    values.extend(pairs.iter().map(|&[a, b]| sg[a as usize] ^ sg[b as usize]));
    let moves = edges.len();
    let mut all = edges;
    for (k, &[a, b]) in pairs.iter().enumerate() {
        all.push([(n + k) as u32, a]);
        all.push([(n + k) as u32, b]);
    }
    let mut layout = layered(ids, labels, values, &all, SWEEPS, limits)?;
    layout.edges.truncate(moves);
    layout.pairs = pairs;
    Ok(Some(layout))
}

/// The two-heap states (a, b), 0 ≤ a, b < n, on a grid: row a (y = a), column b (x = b), id a·n + b, label "(a,b)",
/// SG = G(a) ⊕ G(b). Edges are the single-heap moves of either heap; the layer is the longest path to (sinks, sinks).
pub fn layout_grid(game: &Game, n: usize, limits: &Limits) -> Result<Layout> {
    let n = match game {
        Game::Graph(dag) => n.min(dag.vertex_count()),
        _ => n,
    };
    if n.checked_mul(n).is_none_or(|c| c > limits.draw_states) {
        return Err(Error::new(
            Message::new(Code::GridTooLarge)
                .arg("n", n)
                .arg("limit", limits.draw_states),
        ));
    }
    let g = solve::values(game, n, limits)?;
    let heap_edges = single_heap_edges(game, n, limits)?;
    let moves = 2 * n * heap_edges.len();
    if moves > limits.draw_edges {
        return Err(too_many_moves(moves, limits));
    }
    let options = as_dag(n, &heap_edges);
    let layer = longest_path_layers(&options)?;
    let id = |a: usize, b: usize| (a * n + b) as u32;
    let mut nodes = Vec::with_capacity(n * n);
    for a in 0..n {
        for b in 0..n {
            nodes.push(Node {
                id: id(a, b),
                label: format!("({a},{b})"),
                layer: layer[a] + layer[b],
                x: b as f64,
                y: a as f64,
                sg: g[a] ^ g[b],
            });
        }
    }
    let mut edges = Vec::with_capacity(moves);
    for a in 0..n {
        for b in 0..n {
            // Heap a's moves, then heap b's, each in move order.
            edges.extend(
                options
                    .successors(a as u32)
                    .iter()
                    .map(|&t| [id(a, b), id(t as usize, b)]),
            );
            edges.extend(
                options
                    .successors(b as u32)
                    .iter()
                    .map(|&t| [id(a, b), id(a, t as usize)]),
            );
        }
    }
    Ok(Layout {
        nodes,
        edges,
        width: n as f64,
        height: n as f64,
        pairs: Vec::new(),
        pairs_omitted: false,
    })
}

fn as_dag(count: usize, edges: &[[u32; 2]]) -> Dag {
    let pairs: Vec<(u32, u32)> = edges.iter().map(|e| (e[0], e[1])).collect();
    Dag::from_edges(count, &pairs)
}

fn check_nodes(n: usize, limits: &Limits) -> Result<()> {
    if n > limits.draw_states {
        return Err(Error::new(
            Message::new(Code::TooManyToDraw)
                .arg("n", n)
                .arg("limit", limits.draw_states),
        ));
    }
    Ok(())
}

fn too_many_moves(moves: usize, limits: &Limits) -> Error {
    Error::new(
        Message::new(Code::TooManyMovesToDraw)
            .arg("moves", moves)
            .arg("limit", limits.draw_edges),
    )
}

/// `[h, t]` for every move of heap h < n that leaves one heap t (t = 0 when the move takes the whole heap), in move
/// order (stones taken ascending); for a graph, its edges between vertices below n. Refused past the caller's
/// [`Limits::draw_edges`].
pub fn single_heap_edges(game: &Game, n: usize, limits: &Limits) -> Result<Vec<[u32; 2]>> {
    single_heap_edges_within(game, n, limits.draw_edges)
        .ok_or_else(|| Error::new(Message::new(Code::MoreMovesThanDrawable).arg("limit", limits.draw_edges)))
}

/// [`single_heap_edges`], or `None` when there are more than `limit` of them (the table trace's edges too). A code
/// that splits has about h²/4 splits of heap h: they are never walked.
pub fn single_heap_edges_within(game: &Game, n: usize, limit: usize) -> Option<Vec<[u32; 2]>> {
    // Stop as soon as the limit is passed, before the rest is generated.
    let push = |edges: &mut Vec<[u32; 2]>, e: [u32; 2]| {
        if edges.len() >= limit {
            return None;
        }
        edges.push(e);
        Some(())
    };
    let n = match game {
        Game::Graph(dag) => n.min(dag.vertex_count()),
        _ => n,
    };
    let mut edges: Vec<[u32; 2]> = Vec::new();
    for h in 0..n as u32 {
        match game {
            Game::Graph(dag) => {
                for &t in dag.successors(h).iter().filter(|&&t| (t as usize) < n) {
                    push(&mut edges, [h, t])?;
                }
            }
            Game::Nim => {
                for k in 1..=h {
                    push(&mut edges, [h, h - k])?;
                }
            }
            Game::Subtraction(set) => {
                for &s in set.iter().take_while(|&&s| s <= h) {
                    push(&mut edges, [h, h - s])?;
                }
            }
            Game::AllBut(excluded) => {
                for k in (1..=h).filter(|k| excluded.binary_search(k).is_err()) {
                    push(&mut edges, [h, h - k])?;
                }
            }
            Game::Octal(code) => {
                // Only digits' 1 (take the whole heap) and 2 (leave one heap) parts; 4 (split) leaves a sum.
                let last = code.max_removal().map_or(h, |t| t.min(h as usize) as u32);
                for k in 0..=last {
                    let d = code.digit(k as usize);
                    if d & 1 != 0 && k == h {
                        push(&mut edges, [h, 0])?;
                    }
                    if d & 2 != 0 && k < h {
                        push(&mut edges, [h, h - k])?;
                    }
                }
            }
            Game::Rules(_) => {
                // Moves to one state only (a split leaves a sum), inside the drawn table. The values drawn ran the
                // rule on these states already: one that fails has failed there.
                for opt in crate::rules::heaps::options(game, h).into_iter().flatten() {
                    if let [t] = opt.to[..] {
                        if (t as usize) < n {
                            push(&mut edges, [h, t])?;
                        }
                    }
                }
            }
        }
    }
    Some(edges)
}

/// The edges that close a cycle, by a depth-first search from each node in id order (an edge to a node still on
/// the search's path): without them the graph is acyclic. A graph of positions that can repeat (loopy play) is laid
/// out without them, and draws them going up.
fn back_edges(g: &Dag) -> std::collections::HashSet<(u32, u32)> {
    let n = g.vertex_count();
    // 0: not seen, 1: on the path, 2: done.
    let mut state = vec![0u8; n];
    let mut back = std::collections::HashSet::new();
    for root in 0..n as u32 {
        if state[root as usize] != 0 {
            continue;
        }
        let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
        state[root as usize] = 1;
        while let Some(top) = stack.last_mut() {
            let (v, next) = *top;
            match g.successors(v).get(next) {
                Some(&w) => {
                    top.1 += 1;
                    match state[w as usize] {
                        0 => {
                            state[w as usize] = 1;
                            stack.push((w, 0));
                        }
                        1 => {
                            back.insert((v, w));
                        }
                        _ => {}
                    }
                }
                None => {
                    state[v as usize] = 2;
                    stack.pop();
                }
            }
        }
    }
    back
}

/// Layer of each node: the length of the longest path from it to a sink, filled in sinks first. A graph with
/// cycles (loopy play) is layered in the order retrograde analysis decides it: a decided node at the number of
/// moves best play lasts from it (sinks at 0), the draws above them all, among themselves by longest path without
/// the [`back_edges`] that close their cycles.
fn longest_path_layers(dag: &Dag) -> Result<Vec<u32>> {
    let found = solve::graph::reverse_topological_order(dag);
    // The first-view build plays no graph with cycles (its parser refuses them): their layering stays out of it.
    if crate::game::first_view::BUILD && found.is_err() {
        return found;
    }
    let Ok(order) = found else {
        let n = dag.vertex_count();
        let edges: Vec<(usize, usize)> = dag.edges().map(|(a, b)| (a as usize, b as usize)).collect();
        let (outcome, depth) = crate::theory::loopy::outcomes(n, &edges);
        let draw = |v: u32| outcome[v as usize] == crate::theory::loopy::Outcome::Draw;
        let top = (0..n as u32).filter(|&v| !draw(v)).map(|v| depth[v as usize]).max();
        let among: Vec<(u32, u32)> = dag.edges().filter(|&(a, b)| draw(a) && draw(b)).collect();
        let among = Dag::from_edges(n, &among);
        let back = back_edges(&among);
        let forward: Vec<(u32, u32)> = among.edges().filter(|e| !back.contains(e)).collect();
        let above = longest_path_layers(&Dag::from_edges(n, &forward))?;
        let base = top.map_or(0, |t| t + 1);
        return Ok((0..n as u32)
            .map(|v| {
                if draw(v) {
                    base + above[v as usize]
                } else {
                    depth[v as usize]
                }
            })
            .collect());
    };
    let mut layer = vec![0u32; dag.vertex_count()];
    for v in order {
        layer[v as usize] = dag
            .successors(v)
            .iter()
            .map(|&w| layer[w as usize] + 1)
            .max()
            .unwrap_or(0);
    }
    Ok(layer)
}

/// The layered layout of nodes `0 … ids.len()−1` with edges `[from, to]` between node indices, after `sweeps`
/// barycentre passes (0 keeps the id order, which tests compare against), within the caller's `limits`.
pub fn layered(
    ids: Vec<u32>,
    labels: Vec<String>,
    sg: Vec<u32>,
    edges: &[[u32; 2]],
    sweeps: usize,
    limits: &Limits,
) -> Result<Layout> {
    let count = ids.len();
    check_nodes(count, limits)?;
    if edges.len() > limits.draw_edges {
        return Err(too_many_moves(edges.len(), limits));
    }
    if let Some(e) = edges.iter().find(|e| e[0] as usize >= count || e[1] as usize >= count) {
        return Err(Error::new(
            Message::new(Code::EdgeMissingNode).arg("from", e[0]).arg("to", e[1]),
        ));
    }
    let succ = as_dag(count, edges);
    let pred = succ.reversed();
    let layer = longest_path_layers(&succ)?;
    let top = layer.iter().copied().max().unwrap_or(0) as usize;
    let mut rows: Vec<Vec<u32>> = vec![Vec::new(); top + 1];
    for v in 0..count {
        rows[layer[v] as usize].push(v as u32);
    }
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut x = vec![0f64; count];
    let place = |row: &[u32], x: &mut [f64]| {
        let offset = (width - row.len()) as f64 / 2.0;
        for (i, &v) in row.iter().enumerate() {
            x[v as usize] = offset + i as f64;
        }
    };
    for row in &rows {
        place(row, &mut x);
    }

    let mut keyed: Vec<(f64, u32)> = Vec::with_capacity(width);
    for pass in 0..sweeps {
        // Even passes go down from the top layer (placing by predecessors), odd ones up from the sinks.
        let down = pass % 2 == 0;
        let order: Vec<usize> = if down {
            (0..top).rev().collect()
        } else {
            (1..=top).collect()
        };
        for l in order {
            let neighbours = if down { &pred } else { &succ };
            keyed.clear();
            keyed.extend(rows[l].iter().map(|&v| {
                let ns = neighbours.successors(v);
                let bary = if ns.is_empty() {
                    x[v as usize]
                } else {
                    ns.iter().map(|&u| x[u as usize]).sum::<f64>() / ns.len() as f64
                };
                (bary, v)
            }));
            // Ties keep the current order: deterministic, and a stable layer does not churn.
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
            rows[l].clear();
            rows[l].extend(keyed.iter().map(|k| k.1));
            place(&rows[l], &mut x);
        }
    }

    let nodes = (0..count)
        .map(|v| Node {
            id: ids[v],
            label: labels[v].clone(),
            layer: layer[v],
            x: x[v],
            y: (top - layer[v] as usize) as f64,
            sg: sg[v],
        })
        .collect();
    Ok(Layout {
        nodes,
        edges: edges.to_vec(),
        width: width as f64,
        height: if count == 0 { 0.0 } else { top as f64 + 1.0 },
        pairs: Vec::new(),
        pairs_omitted: false,
    })
}

/// The number of pairs of edges whose straight segments cross (touching at a shared node does not count).
/// O(E²): for tests and small graphs.
pub fn crossings(layout: &Layout) -> usize {
    let p = |i: u32| {
        let n = &layout.nodes[i as usize];
        (n.x, n.y)
    };
    type Point = (f64, f64);
    let segs: Vec<(Point, Point, [u32; 2])> = layout.edges.iter().map(|e| (p(e[0]), p(e[1]), *e)).collect();
    let orient = |a: (f64, f64), b: (f64, f64), c: (f64, f64)| {
        let v = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
        if v > 1e-9 {
            1
        } else if v < -1e-9 {
            -1
        } else {
            0
        }
    };
    let mut count = 0;
    for i in 0..segs.len() {
        for j in i + 1..segs.len() {
            let (a, b, e) = segs[i];
            let (c, d, f) = segs[j];
            if e.iter().any(|v| f.contains(v)) {
                continue;
            }
            let (o1, o2, o3, o4) = (orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b));
            if o1 * o2 < 0 && o3 * o4 < 0 {
                count += 1;
            }
        }
    }
    count
}

/// One position of a game's graph of positions.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionNode {
    pub id: u32,
    /// The heaps as the notation writes them ("3 1* 2"; components joined by " + ").
    pub label: String,
    /// The whole position in canonical notation.
    pub position: String,
    pub layer: u32,
    pub x: f64,
    pub y: f64,
    /// Its SG value (`None` in misère play, or when no rule or search gives one).
    pub sg: Option<u32>,
    /// Whether the player to move there wins.
    pub wins: bool,
    /// Neither player can force a win there (a game on a graph with cycles). Present only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
    /// It has moves the drawing leaves out (it lies at the depth asked for); its value still counts them.
    pub frontier: bool,
}

/// Every position reachable from one, laid out in layers like a heap game's graph: node 0 is the start.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionGraph {
    pub nodes: Vec<PositionNode>,
    pub edges: Vec<[u32; 2]>,
    pub width: f64,
    pub height: f64,
}

/// The most moves deep a graph of positions may be cut at (a deeper cut is the whole graph in practice).
pub const MAX_DEPTH: u32 = 9;

/// The graph of every position reachable from `position` (positions that are the same game, such as heaps in
/// another order, are one node), each with its value or outcome; with `depth`, only the positions at most that many
/// moves away (the others' values still count: the nodes at the cut say they have more moves). At most the caller's
/// [`Limits::draw_positions`] positions (more would not be readable).
pub fn layout_position(position: &Position, depth: Option<u32>, limits: &Limits) -> Result<PositionGraph> {
    let too_many = || {
        Error::new(
            Message::new(Code::TooManyPositionsToDraw)
                .arg("position", position)
                .arg("limit", limits.draw_positions),
        )
    };
    let mut ev = crate::engine::analyze::Evaluator::new(position, limits)?;
    let mut index: std::collections::HashMap<Vec<u32>, u32> = std::collections::HashMap::new();
    let mut found: Vec<Position> = vec![position.clone()];
    index.insert(crate::engine::search::key(position), 0);
    let mut edges: Vec<[u32; 2]> = Vec::new();
    // Moves from the start to each node found (breadth first, so the first is the fewest).
    let mut distance: Vec<u32> = vec![0];
    let mut frontier: Vec<bool> = vec![false];
    let mut next = 0;
    while next < found.len() {
        if depth.is_some_and(|d| distance[next] >= d) {
            frontier[next] = crate::engine::search::has_move(&found[next])?;
            next += 1;
            continue;
        }
        // Its options are made whole before the count of positions can stop them: bound their moves and their size.
        let moves = crate::engine::search::move_bound(&found[next]);
        let size = crate::engine::search::cells(&found[next]) as u64;
        if moves > (limits.draw_positions * 64) as u64 || moves.saturating_mul(size) > 1 << 22 {
            return Err(too_many());
        }
        for option in crate::engine::search::options(&found[next])? {
            let key = crate::engine::search::key(&option);
            let id = match index.get(&key) {
                Some(&id) => id,
                None => {
                    if found.len() >= limits.draw_positions {
                        return Err(too_many());
                    }
                    let id = found.len() as u32;
                    index.insert(key, id);
                    found.push(option);
                    distance.push(distance[next] + 1);
                    frontier.push(false);
                    id
                }
            };
            if !edges.contains(&[next as u32, id]) {
                edges.push([next as u32, id]);
            }
        }
        next += 1;
    }
    let values = found.iter().map(|p| ev.value(p)).collect::<Result<Vec<_>>>()?;
    let labels: Vec<String> = found.iter().map(heaps_label).collect();
    let count = found.len();
    let layout = layered(
        (0..count as u32).collect(),
        labels,
        values.iter().map(|v| v.sg.unwrap_or(0)).collect(),
        &edges,
        SWEEPS,
        limits,
    )?;
    let nodes = layout
        .nodes
        .into_iter()
        .zip(found.iter().zip(&values).zip(&frontier))
        .map(|(node, ((p, v), &frontier))| PositionNode {
            id: node.id,
            label: node.label,
            position: p.to_string(),
            layer: node.layer,
            x: node.x,
            y: node.y,
            sg: v.sg,
            wins: v.wins,
            draw: v.rule.as_ref().is_some_and(crate::rules::Rule::is_draw),
            frontier,
        })
        .collect();
    Ok(PositionGraph {
        nodes,
        edges: layout.edges,
        width: layout.width,
        height: layout.height,
    })
}

/// "3 1* 2", components joined by " + ".
fn heaps_label(p: &Position) -> String {
    let parts: Vec<String> = p.components.iter().map(crate::notation::heaps_text).collect();
    parts.join(" + ")
}

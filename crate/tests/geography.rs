//! Undirected vertex geography by matchings (crate::theory::matching), against a brute force written here from the
//! rules alone: the game over (vertex, visited set), and maximum matchings by trying every set of edges.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run, Random};
use grundy::base::limits::Limits;
use grundy::theory::matching::{always_covered, always_covered_each, Graph, Shrinking, NONE};

/// Whether the player to move wins with the token on `v`, `visited` the vertices it has stood on (v included): the
/// game's own rule, searched with a memo.
fn wins(adj: &[Vec<usize>], v: usize, visited: u32, memo: &mut std::collections::HashMap<(usize, u32), bool>) -> bool {
    if let Some(&w) = memo.get(&(v, visited)) {
        return w;
    }
    let w = adj[v]
        .iter()
        .any(|&t| visited & (1 << t) == 0 && !wins(adj, t, visited | (1 << t), memo));
    memo.insert((v, visited), w);
    w
}

fn random_graph(rng: &mut Random, n: usize, edges: usize) -> (Graph, Vec<Vec<usize>>) {
    let mut g = Graph::new(n);
    let mut adj = vec![Vec::new(); n];
    for _ in 0..edges {
        let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
        if a != b && !adj[a].contains(&b) {
            adj[a].push(b);
            adj[b].push(a);
        }
        g.add_edge(a as u32, b as u32);
    }
    (g, adj)
}

/// The largest matching by trying every set of edges.
fn brute_matching(adj: &[Vec<usize>]) -> usize {
    let edges: Vec<(usize, usize)> = (0..adj.len())
        .flat_map(|a| adj[a].iter().filter(move |&&b| a < b).map(move |&b| (a, b)))
        .collect();
    fn best(edges: &[(usize, usize)], used: u32) -> usize {
        match edges.split_first() {
            None => 0,
            Some((&(a, b), rest)) => {
                let skip = best(rest, used);
                if used & (1 << a) == 0 && used & (1 << b) == 0 {
                    skip.max(1 + best(rest, used | 1 << a | 1 << b))
                } else {
                    skip
                }
            }
        }
    }
    best(&edges, 0)
}

#[test]
fn who_wins_from_each_vertex_is_the_game_searched_on_random_graphs_with_odd_cycles() {
    let mut rng = Random(0x9e37_79b9_7f4a_7c15);
    let mut odd = 0;
    for case in 0..600 {
        let n = 1 + rng.below(10) as usize;
        let edges = rng.below(2 * n as u64 + 1) as usize;
        let (g, adj) = random_graph(&mut rng, n, edges);
        odd += usize::from(g.two_colouring().is_none());
        let mut memo = Default::default();
        let want: Vec<bool> = (0..n).map(|v| wins(&adj, v, 1 << v, &mut memo)).collect();
        assert_eq!(always_covered(&g), want, "case {case}: {adj:?}");
        assert_eq!(always_covered_each(&g), want, "case {case}: {adj:?}");
        let m = Shrinking::new(&g);
        assert_eq!(m.size(), brute_matching(&adj), "case {case}: {adj:?}");
        // A matching: partners both ways, along edges.
        for (v, &p) in m.mates().iter().enumerate() {
            if p != NONE {
                assert_eq!(m.mates()[p as usize], v as u32);
                assert!(adj[v].contains(&(p as usize)));
            }
        }
    }
    assert!(odd > 100, "only {odd} graphs had an odd cycle");
}

#[test]
fn a_walk_that_takes_vertices_away_keeps_the_matching_maximum_and_says_who_wins() {
    // A game played out: at each turn the token's vertex is taken away; Shrinking::take says whether the player to
    // move there won, which the search of the game from that (vertex, visited) says too.
    let mut rng = Random(0x2545_f491_4f6c_dd1d);
    for case in 0..300 {
        let n = 2 + rng.below(9) as usize;
        let (g, adj) = random_graph(&mut rng, n, 2 * n);
        let mut m = Shrinking::new(&g);
        let mut memo = Default::default();
        let mut v = rng.below(n as u64) as usize;
        let mut visited = 1u32 << v;
        loop {
            assert_eq!(
                m.take(v as u32),
                wins(&adj, v, visited, &mut memo),
                "case {case}: {adj:?} at {v}"
            );
            // What is left: the graph less the visited vertices, whose matching must stay maximum.
            let left: Vec<Vec<usize>> = (0..n)
                .map(|a| {
                    if visited & (1 << a) != 0 {
                        vec![]
                    } else {
                        adj[a].iter().copied().filter(|&b| visited & (1 << b) == 0).collect()
                    }
                })
                .collect();
            assert_eq!(m.size(), brute_matching(&left), "case {case}: {adj:?}");
            let next: Vec<usize> = adj[v].iter().copied().filter(|&t| visited & (1 << t) == 0).collect();
            if next.is_empty() {
                break;
            }
            v = next[rng.below(next.len() as u64) as usize];
            visited |= 1 << v;
        }
    }
}

/// A board of `rows` × `cols` with about one cell in `wall` a wall, as a graph of its free cells (4-neighbours).
fn board(rng: &mut Random, rows: usize, cols: usize, wall: u64) -> Graph {
    let free: Vec<bool> = (0..rows * cols).map(|_| rng.below(wall) != 0).collect();
    let mut g = Graph::new(rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            let i = r * cols + c;
            if free[i] && c + 1 < cols && free[i + 1] {
                g.add_edge(i as u32, i as u32 + 1);
            }
            if free[i] && r + 1 < rows && free[i + cols] {
                g.add_edge(i as u32, (i + cols) as u32);
            }
        }
    }
    g
}

/// For each vertex of a bipartite graph (`side`: its colouring), whether every maximum matching covers it, by code
/// that shares nothing with the crate's: a maximum matching by Hopcroft–Karp (layers from the free vertices of one
/// side, then augmenting paths along them), and then the vertices some maximum matching misses, the exposed ones and
/// those an even alternating path reaches from one (flipped, it moves the exposure there).
fn covered_by_hopcroft_karp(adj: &[Vec<usize>], side: &[bool]) -> Vec<bool> {
    const NIL: usize = usize::MAX;
    let n = adj.len();
    let mut mate = vec![NIL; n];
    fn augment(v: usize, adj: &[Vec<usize>], mate: &mut [usize], layer: &mut [usize]) -> bool {
        for &w in &adj[v] {
            let m = mate[w];
            if m == NIL || (layer[m] == layer[v] + 1 && augment(m, adj, mate, layer)) {
                mate[v] = w;
                mate[w] = v;
                return true;
            }
        }
        layer[v] = NIL; // a dead end: not again in this phase
        false
    }
    loop {
        let mut layer = vec![NIL; n];
        let mut queue: std::collections::VecDeque<usize> = (0..n).filter(|&v| side[v] && mate[v] == NIL).collect();
        for &v in &queue {
            layer[v] = 0;
        }
        let mut free_reached = false;
        while let Some(v) = queue.pop_front() {
            for &w in &adj[v] {
                match mate[w] {
                    NIL => free_reached = true,
                    m if layer[m] == NIL => {
                        layer[m] = layer[v] + 1;
                        queue.push_back(m);
                    }
                    _ => {}
                }
            }
        }
        if !free_reached {
            break;
        }
        for v in 0..n {
            if side[v] && mate[v] == NIL {
                augment(v, adj, &mut mate, &mut layer);
            }
        }
    }
    let mut missed: Vec<bool> = mate.iter().map(|&m| m == NIL).collect();
    let mut queue: Vec<usize> = (0..n).filter(|&v| missed[v]).collect();
    while let Some(a) = queue.pop() {
        for &b in &adj[a] {
            let c = mate[b];
            if c != NIL && !missed[c] {
                missed[c] = true;
                queue.push(c);
            }
        }
    }
    missed.into_iter().map(|m| !m).collect()
}

/// A graph's neighbour lists, the tests' own form of it.
fn neighbour_lists(g: &Graph) -> Vec<Vec<usize>> {
    (0..g.len() as u32)
        .map(|v| g.neighbours(v).iter().map(|&w| w as usize).collect())
        .collect()
}

#[test]
fn on_large_boards_the_bipartite_walk_agrees_with_a_search_per_vertex() {
    // Boards are bipartite: always_covered takes the alternating walk; always_covered_each searches each vertex with
    // Edmonds' algorithm, an independent way to the same answer.
    let mut rng = Random(0xdead_beef_cafe_f00d);
    for (rows, cols, wall) in [(30, 30, 5), (40, 25, 4), (1, 60, 7), (35, 35, 3)] {
        let g = board(&mut rng, rows, cols, wall);
        assert!(g.two_colouring().is_some());
        assert_eq!(always_covered(&g), always_covered_each(&g), "{rows} × {cols}");
        // And a matching written here, on a chessboard's colouring.
        let side: Vec<bool> = (0..rows * cols).map(|i| (i / cols + i % cols) % 2 == 0).collect();
        assert_eq!(
            always_covered(&g),
            covered_by_hopcroft_karp(&neighbour_lists(&g), &side),
            "{rows} × {cols}"
        );
    }
}

#[test]
fn the_notes_domino_argument_on_whole_boards() {
    // An n × n board with no walls: when n is even, dominoes tile it, every maximum matching is perfect, and the first
    // player wins from any cell (answering along a domino is the second player's strategy only when one cell is
    // left out). When n is odd, some domino tiling leaves the corner out. BZOJ 2463 (中山市选2009 谁能赢呢) starts in
    // the corner: the first player wins iff n is even.
    let mut rng = Random(1);
    for n in 1..=12usize {
        let g = board(&mut rng, n, n, u64::MAX);
        let covered = always_covered(&g);
        assert_eq!(covered[0], n % 2 == 0, "{n} × {n} from the corner");
        if n % 2 == 0 {
            assert!(covered.iter().all(|&c| c), "{n} × {n}");
        }
    }
}

/// The four neighbours of cell `i` of a board `cols` wide.
fn near(i: usize, rows: usize, cols: usize) -> Vec<usize> {
    let (r, c) = (i / cols, i % cols);
    let mut n = Vec::new();
    if r > 0 {
        n.push(i - cols)
    }
    if r + 1 < rows {
        n.push(i + cols)
    }
    if c > 0 {
        n.push(i - 1)
    }
    if c + 1 < cols {
        n.push(i + 1)
    }
    n
}

/// A board's text (`rows` lines of `cols` cells, one in `wall` a `#`) and its free cells' neighbours.
fn text_board(rng: &mut Random, rows: usize, cols: usize, wall: u64) -> (String, Vec<bool>, Vec<Vec<usize>>) {
    let free: Vec<bool> = (0..rows * cols).map(|_| rng.below(wall) != 0).collect();
    let mut text = format!("{rows} {cols}\n");
    for r in 0..rows {
        text.extend((0..cols).map(|c| if free[r * cols + c] { '.' } else { '#' }));
        text.push('\n');
    }
    let adj = (0..rows * cols)
        .map(|i| {
            let mut n = if free[i] { near(i, rows, cols) } else { vec![] };
            n.retain(|&j| free[j]);
            n
        })
        .collect();
    (text, free, adj)
}

#[test]
fn jsoi_2009_sample_and_small_boards_played_out() {
    assert_eq!(run("jsoi2009", "3 3\n.##\n...\n#.#\n").unwrap(), "WIN\n2 3\n3 2");
    let mut rng = Random(0x1234_5678_9abc_def1);
    for case in 0..200 {
        let (rows, cols) = (1 + rng.below(4) as usize, 1 + rng.below(5) as usize);
        let (text, free, adj) = text_board(&mut rng, rows, cols, 4);
        let mut memo = Default::default();
        // The player who places wins on the cells where the player who moves first loses.
        let cells: Vec<String> = (0..rows * cols)
            .filter(|&i| free[i] && !wins(&adj, i, 1 << i, &mut memo))
            .map(|i| format!("{} {}", i / cols + 1, i % cols + 1))
            .collect();
        let want = if cells.is_empty() {
            "LOSE".to_string()
        } else {
            format!("WIN\n{}", cells.join("\n"))
        };
        assert_eq!(run("jsoi2009", &text).unwrap(), want, "case {case}:\n{text}");
    }
}

#[test]
fn jsoi_2009_on_a_board_of_100_by_100_agrees_with_hopcroft_karp_written_here() {
    let mut rng = Random(77);
    let (text, free, _) = text_board(&mut rng, 100, 100, 4);
    let mut g = Graph::new(100 * 100);
    for i in 0..100 * 100 {
        if free[i] && i % 100 + 1 < 100 && free[i + 1] {
            g.add_edge(i as u32, i as u32 + 1);
        }
        if free[i] && i + 100 < 100 * 100 && free[i + 100] {
            g.add_edge(i as u32, i as u32 + 100);
        }
    }
    let side: Vec<bool> = (0..100 * 100).map(|i| (i / 100 + i % 100) % 2 == 0).collect();
    let covered = covered_by_hopcroft_karp(&neighbour_lists(&g), &side);
    let cells: Vec<String> = (0..100 * 100)
        .filter(|&i| free[i] && !covered[i])
        .map(|i| format!("{} {}", i / 100 + 1, i % 100 + 1))
        .collect();
    assert!(!cells.is_empty());
    assert_eq!(run("jsoi2009", &text).unwrap(), format!("WIN\n{}", cells.join("\n")));
}

#[test]
fn geography_on_random_graphs_with_odd_cycles_played_out() {
    let mut rng = Random(0x0bad_cafe_1234_5678);
    let mut input = String::new();
    let mut want = Vec::new();
    for _ in 0..300 {
        let n = 1 + rng.below(9) as usize;
        let m = rng.below(2 * n as u64 + 1) as usize;
        let s = rng.below(n as u64) as usize;
        let mut adj = vec![Vec::new(); n];
        input += &format!("{n} {m} {}\n", s + 1);
        for _ in 0..m {
            // Loops and edges given twice too: a loop is no move.
            let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            input += &format!("{} {}\n", a + 1, b + 1);
            if a != b && !adj[a].contains(&b) {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        let mut memo = Default::default();
        want.push(if wins(&adj, s, 1 << s, &mut memo) {
            "WIN"
        } else {
            "LOSE"
        });
    }
    assert_eq!(run("geography", &input).unwrap(), want.join("\n"));
}

/// Who wins 兔兔与蛋蛋 played on the board itself (`O`, `X`, `.`), `white` to move: the mover slides a piece of their
/// colour from next to the empty cell into it.
fn board_wins(
    cells: &mut Vec<u8>,
    cols: usize,
    white: bool,
    memo: &mut std::collections::HashMap<(Vec<u8>, bool), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(cells.clone(), white)) {
        return w;
    }
    let e = cells.iter().position(|&c| c == b'.').unwrap();
    let rows = cells.len() / cols;
    let piece = if white { b'O' } else { b'X' };
    let mut w = false;
    for n in near(e, rows, cols) {
        if cells[n] == piece {
            cells.swap(e, n);
            let lost = !board_wins(cells, cols, !white, memo);
            cells.swap(e, n);
            if lost {
                w = true;
                break;
            }
        }
    }
    memo.insert((cells.clone(), white), w);
    w
}

#[test]
fn noi_2011_sample_and_small_boards_played_out() {
    assert_eq!(run("noi2011", "1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap(), "1\n1");
    let mut rng = Random(0x5eed_5eed_5eed_5eed);
    let (mut played, mut erred) = (0, 0);
    for case in 0..300 {
        let (rows, cols) = (1 + rng.below(3) as usize, 2 + rng.below(4) as usize);
        let mut cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.below(2) == 0 { b'O' } else { b'X' })
            .collect();
        cells[rng.below((rows * cols) as u64) as usize] = b'.';
        let mut text = format!("{rows} {cols}\n");
        for r in 0..rows {
            text.push_str(std::str::from_utf8(&cells[r * cols..(r + 1) * cols]).unwrap());
            text.push('\n');
        }
        // Random legal moves, pairs of them while both can move.
        let mut memo = Default::default();
        let mut moves = Vec::new();
        let mut before = Vec::new();
        let mut board = cells.clone();
        'game: for turn in 0.. {
            let white = turn % 2 == 0;
            let e = board.iter().position(|&c| c == b'.').unwrap();
            let piece = if white { b'O' } else { b'X' };
            let movable: Vec<usize> = near(e, rows, cols).into_iter().filter(|&n| board[n] == piece).collect();
            if movable.is_empty() || (white && rng.below(8) == 0) {
                if !white {
                    // 蛋蛋 cannot answer: drop 兔兔's last move, so that moves come in pairs.
                    moves.pop();
                    before.pop();
                }
                break 'game;
            }
            before.push(board_wins(&mut board, cols, white, &mut memo));
            let n = movable[rng.below(movable.len() as u64) as usize];
            moves.push(n);
            board.swap(e, n);
        }
        let k = moves.len() / 2;
        played += k;
        text += &format!("{k}\n");
        for &n in &moves {
            text += &format!("{} {}\n", n / cols + 1, n % cols + 1);
        }
        let mistakes: Vec<String> = (0..k)
            .filter(|&i| before[2 * i] && before[2 * i + 1])
            .map(|i| (i + 1).to_string())
            .collect();
        erred += usize::from(!mistakes.is_empty());
        let want = std::iter::once(mistakes.len().to_string())
            .chain(mistakes)
            .collect::<Vec<_>>()
            .join("\n");
        assert_eq!(run("noi2011", &text).unwrap(), want, "case {case}:\n{text}");
    }
    assert!(
        played > 100 && erred > 4,
        "{played} moves played, {erred} games with a mistake"
    );
}

#[test]
fn bad_boards_and_moves_say_what_and_where() {
    let err = |p: &str, t: &str| run(p, t).unwrap_err();
    assert_eq!(
        err("jsoi2009", ""),
        "grundy: expected the number of rows, found the end of the input at line 1, column 1"
    );
    assert!(err("jsoi2009", "2 2\n..\n.x\n").contains("'x' is not a cell of this board"));
    assert!(err("jsoi2009", "2 3\n...\n..\n").starts_with("grundy: row 2 has 2 cell(s), but the board has 3 columns"));
    assert!(err("jsoi2009", "1000 1000\n").contains("a board has at most 262144 cells"));
    assert!(err("noi2011", "1 3\nO.O\n1\n1 1\n1 2\n").contains("move 2: the piece at (1, 2) cannot move"));
    assert!(err("noi2011", "1 3\nO.O\n1\n1 1\n1 9\n").contains("the cell of move 2 must be between 1 and 3"));
    assert!(err("noi2011", "1 3\nOOO\n0\n").contains("exactly one empty cell '.', and has 0"));
    assert!(err("geography", "3 1 4\n1 2\n").contains("vertex 4 is not in the graph"));
}

/// A random graph of 2 to 8 vertices (odd cycles and all) and a walk of a few moves on it from a random vertex:
/// its text in the notation, its neighbours, and the walk (the vertices left, then the token's).
fn random_walk(rng: &mut Random) -> (String, Vec<Vec<usize>>, Vec<usize>) {
    let n = 2 + rng.below(7) as usize;
    let mut edges = vec![(0, n - 1)];
    for _ in 0..rng.below(2 * n as u64) {
        edges.push((rng.below(n as u64) as usize, rng.below(n as u64) as usize));
    }
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in &edges {
        if a != b && !adj[a].contains(&b) {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    let mut path = vec![rng.below(n as u64) as usize];
    for _ in 0..rng.below(3) {
        let last = *path.last().unwrap();
        let next: Vec<usize> = adj[last].iter().copied().filter(|v| !path.contains(v)).collect();
        if next.is_empty() {
            break;
        }
        path.push(next[rng.below(next.len() as u64) as usize]);
    }
    let edge_text: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    let path_text: Vec<String> = path.iter().map(usize::to_string).collect();
    (
        format!("geography({}): {}", edge_text.join(", "), path_text.join(" ")),
        adj,
        path,
    )
}

#[test]
fn a_geography_position_is_won_as_the_game_played_out_says_and_its_winning_moves_are_all_found() {
    let mut rng = Random(0x6e06_7a9b_11ee_d00d);
    let mut both = [0, 0];
    for _ in 0..300 {
        let (text, adj, path) = random_walk(&mut rng);
        let p = grundy::notation::parse_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(grundy::notation::parse_position(&p.to_string()).unwrap(), p, "{text}");

        let visited = path.iter().fold(0u32, |m, &v| m | 1 << v);
        let token = *path.last().unwrap();
        let mut memo = Default::default();
        let want = wins(&adj, token, visited, &mut memo);
        both[usize::from(want)] += 1;
        let a = grundy::engine::analyze::analyze(&p, &Limits::DEFAULT).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(a.first_player_wins, want, "{text}");
        assert_eq!(
            grundy::engine::search::Search::new(&Limits::DEFAULT)
                .solve(&p)
                .unwrap()
                .wins,
            want,
            "{text}"
        );
        // Every move to a vertex from which the other player loses, and no other.
        let mut found: Vec<u32> = a.winning_moves.iter().map(|m| m.to[0]).collect();
        found.sort_unstable();
        let mut winning: Vec<u32> = adj[token]
            .iter()
            .filter(|&&t| visited & (1 << t) == 0 && !wins(&adj, t, visited | 1 << t, &mut memo))
            .map(|&t| t as u32)
            .collect();
        winning.sort_unstable();
        assert_eq!(found, winning, "{text}");
    }
    assert!(both[0] > 30 && both[1] > 30, "{both:?}");
}

#[test]
fn geography_in_the_notation_says_what_is_wrong_and_where() {
    let err = |t: &str| grundy::notation::parse_position(t).unwrap_err().to_string();
    assert_eq!(
        err("geography(0-1 1-x): 0"),
        "expected an edge 'a-b' (two vertices below 4096, joined by '-'), found '1-x' at column 15"
    );
    // A bracket left open holds the ':' too, as for every game (`sub(1,2: 3`).
    assert_eq!(
        err("geography(0-1 1-2: 0"),
        "expected ':' and heap sizes after the game at column 21"
    );
    let family_err = grundy::notation::parse_family("geography(0-1 1-2")
        .unwrap_err()
        .to_string();
    assert_eq!(family_err, "expected ')' to close geography(…) at column 18");
    assert_eq!(
        err("geography(0-1 1-2): 0 1 0"),
        "vertex 0 comes twice: the token never comes back to a vertex it left at column 25"
    );
    assert_eq!(
        err("geography(0-1 1-2): 0 2"),
        "2 is not a neighbour of 0: the heaps are the vertices the token stood on, in order at column 23"
    );
    assert!(err("geography(0-1): 5").starts_with("vertex 5 is not in the graph"));
}

#[test]
fn a_board_is_the_second_spelling_and_plays_as_its_cells_say() {
    let mut rng = Random(0xb0a2_d5ee_d000_0001);
    for case in 0..120 {
        let (rows, cols) = (1 + rng.below(3) as usize, 1 + rng.below(5) as usize);
        let (text, free, adj) = text_board(&mut rng, rows, cols, 4);
        let board: Vec<&str> = text.lines().skip(1).collect();
        let game = format!("geography({})", board.join("/"));
        let mut memo = Default::default();
        for v in (0..rows * cols).filter(|&v| free[v]) {
            let p = grundy::notation::parse_position(&format!("{game}: {v}")).unwrap();
            assert_eq!(p.to_string(), format!("{game}: {v}"), "case {case}");
            let a = grundy::engine::analyze::analyze(&p, &Limits::DEFAULT).unwrap();
            assert_eq!(
                a.first_player_wins,
                wins(&adj, v, 1 << v, &mut memo),
                "case {case}: {game}: {v}"
            );
        }
    }
    let err = |t: &str| grundy::notation::parse_position(t).unwrap_err().to_string();
    assert_eq!(
        err("geography(.#/...): 0"),
        "row 2 of the board has 3 cell(s), but its first has 2 at column 14"
    );
    assert_eq!(
        err("geography(.#/..): 1"),
        "cell 1 is a wall: the token stands on free cells ('.') at column 19"
    );
}

#[test]
fn noi_2011_on_a_large_board_agrees_with_hopcroft_karp_at_every_turn() {
    // A 24 × 24 board and a long game of random legal moves: at each turn, who wins comes from a new matching of the
    // cells not yet visited by the Hopcroft–Karp written here, not from the one matching the solver keeps.
    let (rows, cols) = (24usize, 24usize);
    let mut rng = Random(0x0b01_1202_0111);
    // A chessboard's colours, one cell in ten the other way: long walks, not only straight ones.
    let mut cells: Vec<u8> = (0..rows * cols)
        .map(|i| if (i / cols + i % cols) % 2 == 0 { b'X' } else { b'O' })
        .collect();
    for c in cells.iter_mut() {
        if rng.below(20) == 0 {
            *c = if *c == b'X' { b'O' } else { b'X' };
        }
    }
    let start = (rows / 2) * cols + cols / 2;
    cells[start] = b'.';
    let white = |i: usize| cells[i] == b'O';
    // Black cells and the first empty one, each joined to its white neighbours.
    let joined = |a: usize, b: usize| white(a) != white(b);
    let mut board = cells.clone();
    let (mut empty, mut visited, mut moves, mut wins) = (start, vec![false; rows * cols], Vec::new(), Vec::new());
    for turn in 0..400 {
        let piece = if turn % 2 == 0 { b'O' } else { b'X' };
        let movable: Vec<usize> = near(empty, rows, cols)
            .into_iter()
            .filter(|&n| board[n] == piece && !visited[n])
            .collect();
        if movable.is_empty() {
            break;
        }
        let mut g = Graph::new(rows * cols);
        for a in 0..rows * cols {
            for b in near(a, rows, cols) {
                if a < b && !visited[a] && !visited[b] && joined(a, b) {
                    g.add_edge(a as u32, b as u32);
                }
            }
        }
        // Black cells (and the first empty one) on one side, white on the other.
        let side: Vec<bool> = (0..rows * cols).map(|i| !white(i)).collect();
        wins.push(covered_by_hopcroft_karp(&neighbour_lists(&g), &side)[empty]);
        visited[empty] = true;
        // Warnsdorff's rule (the cell with the fewest ways on), ties at random: a long walk.
        let onward = |n: usize| {
            near(n, rows, cols)
                .into_iter()
                .filter(|&m| !visited[m] && m != n)
                .count()
        };
        let fewest = movable.iter().map(|&n| onward(n)).min().unwrap_or(0);
        let best: Vec<usize> = movable.iter().copied().filter(|&n| onward(n) == fewest).collect();
        let n = best[rng.below(best.len() as u64) as usize];
        moves.push(n);
        board.swap(empty, n);
        empty = n;
    }
    let k = moves.len() / 2;
    assert!(k > 20, "only {k} pairs of moves");
    assert!(wins.contains(&true) && wins.contains(&false), "{wins:?}");
    let mut text = format!("{rows} {cols}\n");
    for r in 0..rows {
        text.push_str(std::str::from_utf8(&cells[r * cols..(r + 1) * cols]).unwrap());
        text.push('\n');
    }
    text += &format!("{k}\n");
    for &n in &moves[..2 * k] {
        text += &format!("{} {}\n", n / cols + 1, n % cols + 1);
    }
    let mistakes: Vec<String> = (0..k)
        .filter(|&i| wins[2 * i] && wins[2 * i + 1])
        .map(|i| (i + 1).to_string())
        .collect();
    let want = std::iter::once(mistakes.len().to_string())
        .chain(mistakes)
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(run("noi2011", &text).unwrap(), want);
}

/// The largest matching of `adj` less the vertices in `gone` (a mask), by trying every set of edges.
fn brute_matching_without(adj: &[Vec<usize>], gone: u32) -> usize {
    let kept: Vec<Vec<usize>> = (0..adj.len())
        .map(|a| match gone & (1 << a) {
            0 => adj[a].iter().copied().filter(|&b| gone & (1 << b) == 0).collect(),
            _ => Vec::new(),
        })
        .collect();
    brute_matching(&kept)
}

#[test]
fn the_proof_takes_the_token_away_and_either_the_size_drops_or_a_path_uncovers_it() {
    // The trace's proof (the page animates it): `without` is a maximum matching once the token's vertex is gone,
    // whose size the brute force gives; when the player to move loses, `path` alternates between the two matchings
    // from the token to a vertex the first misses, and swapping along it leaves a maximum matching that misses the
    // token. The computer's move says the same: along the matching edge when it wins.
    let mut rng = Random(0x2bad_5eed_0041_0041);
    let mut seen = [0; 3]; // covered, missed through a path, missed with the token exposed
    for _ in 0..400 {
        let (text, adj, walk) = random_walk(&mut rng);
        let p = grundy::notation::parse_position(&text).unwrap();
        let c = &p.components[0];
        let grundy::game::Family::Geography(graph, board) = &c.family else {
            panic!("{text}")
        };
        let t = grundy::rules::geography::trace(graph, board.as_deref(), &c.heaps);
        let token = *walk.last().unwrap();
        let left = walk[..walk.len() - 1].iter().fold(0u32, |m, &v| m | 1 << v);
        let visited = left | 1 << token;
        let want = wins(&adj, token, visited, &mut Default::default());
        assert_eq!(t.wins, want, "{text}");

        let size = brute_matching_without(&adj, left);
        assert_eq!(t.matching.len(), size, "{text}");
        assert_eq!(t.without.len(), brute_matching_without(&adj, visited), "{text}");
        let is_edge = |[a, b]: [u32; 2]| adj[a as usize].contains(&(b as usize));
        let mut used = 0u32;
        for &[a, b] in &t.without {
            assert!(is_edge([a, b]) && visited & (1 << a | 1 << b) == 0, "{text}: {a}-{b}");
            assert_eq!(used & (1 << a | 1 << b), 0, "{text}: {a}-{b} shares a vertex");
            used |= 1 << a | 1 << b;
        }
        let in_matching = |a: u32, b: u32| t.matching.iter().any(|&[x, y]| (x, y) == (a.min(b), a.max(b)));
        let in_without = |a: u32, b: u32| t.without.iter().any(|&[x, y]| (x, y) == (a.min(b), a.max(b)));
        if want {
            assert_eq!(t.without.len() + 1, size, "{text}");
            assert!(t.path.is_empty(), "{text}");
            seen[0] += 1;
        } else if t.partner.is_none() {
            assert_eq!(t.without.len(), size, "{text}");
            assert!(t.path.is_empty(), "{text}");
            seen[2] += 1;
        } else {
            assert_eq!(t.without.len(), size, "{text}");
            let path = &t.path;
            assert_eq!((path[0] as usize, path.get(1).copied()), (token, t.partner), "{text}");
            assert!(path.len() % 2 == 1, "{text}: {path:?} ends on an edge of `without`");
            for (i, w) in path.windows(2).enumerate() {
                let ok = if i % 2 == 0 {
                    in_matching(w[0], w[1])
                } else {
                    in_without(w[0], w[1])
                };
                assert!(ok, "{text}: {path:?} at {i}");
            }
            let end = *path.last().unwrap();
            assert!(
                t.matching.iter().all(|&[a, b]| a != end && b != end),
                "{text}: {end} is matched"
            );
            // Swapped along the path: as large, a matching still, and the token missed.
            let mut swapped: Vec<[u32; 2]> = t
                .matching
                .iter()
                .copied()
                .filter(|&[a, b]| !path.windows(2).any(|w| (w[0].min(w[1]), w[0].max(w[1])) == (a, b)))
                .collect();
            swapped.extend(path[1..].chunks(2).map(|w| [w[0].min(w[1]), w[0].max(w[1])]));
            assert_eq!(swapped.len(), size, "{text}");
            let covered = swapped.iter().fold(0u32, |m, &[a, b]| m | 1 << a | 1 << b);
            assert_eq!(
                covered.count_ones() as usize,
                2 * size,
                "{text}: {swapped:?} shares a vertex"
            );
            assert_eq!(covered & (1 << token), 0, "{text}");
            seen[1] += 1;
        }

        // The computer: along the token's matching edge when it wins, to a position the other player loses.
        let Some(m) = grundy::page::play::computer_move(&p, &Limits::DEFAULT).unwrap() else {
            assert!(adj[token].iter().all(|&v| visited & (1 << v) != 0), "{text}");
            continue;
        };
        assert_eq!(m.winning, want, "{text}");
        let to = m.r#move.to[0];
        let rule = serde_json::to_value(&m.rule).unwrap();
        if want {
            assert_eq!(Some(to), t.partner, "{text}");
            assert!(
                !wins(&adj, to as usize, visited | 1 << to, &mut Default::default()),
                "{text}"
            );
            assert_eq!(rule["id"], "matchingMove", "{text}");
            assert_eq!(
                (rule["from"].as_u64(), rule["to"].as_u64()),
                (Some(token as u64), Some(to as u64)),
                "{text}"
            );
        } else {
            assert_eq!(rule["id"], "matchingMissed", "{text}");
        }
    }
    assert!(seen.iter().all(|&k| k > 20), "{seen:?}");
}

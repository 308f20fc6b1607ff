//! Positions: a sum of independent components, each with the family whose rules it is played by.

use super::heap::Game;
use crate::lang::RulesGame;
use std::sync::Arc;

/// The rules a component is played by. Each family's moves, closed-form rule and notation live in one module of
/// [`crate::rules`]; nothing else matches on the family.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Heaps (or tokens) of a heap game in normal play: the player who cannot move loses. A sum of heaps.
    Heaps(Game),
    /// Heaps of a heap game in misère play: the player who cannot move wins (who takes the last stone loses).
    Misere(Game),
    /// Staircase Nim: piles on steps 1..n; a move carries stones from one step to the step below (step 0 is the
    /// floor, where stones leave the game).
    Staircase,
    /// Note 001's boxes: open at least one closed box, or take stones from one open box. Marks are the open boxes.
    Boxes,
    /// The Stoned Game (CF1396B): take one stone, never from the heap the previous move took from (the mark).
    Stoned,
    /// Thanos Nim (CF1147C): take at least one stone from each of exactly n/2 non-empty heaps.
    Thanos,
    /// Moore's Nim-k: take from 1 to k heaps at once, at least one stone from each.
    Moore(u32),
    /// Wythoff's game: take from one heap, or the same number from both.
    Wythoff,
    /// Every-SG (HDU 3595): heaps of a heap game whose moves leave one heap; each turn the player moves in every heap
    /// that has a move, and whoever makes the last move wins.
    Every(Game, crate::theory::every::Kept),
    /// Tokens on a graph with a cycle (loopy play): a move takes one token along an edge; a vertex may come back, so
    /// a position may be a draw. Its value is the tokens' generalised SG values (see [`crate::theory::loopy`]).
    Loopy(super::heap::Dag),
    /// Green Hackenbush on any picture (POJ 3710): its heaps are its edges `(a, b)` two numbers at a time, 0 the
    /// ground; cycles and loops allowed.
    Picture,
    /// Undirected vertex geography: a token moves to a neighbour it has not stood on; the heaps are the vertices it
    /// stood on, its own last (see [`crate::rules::geography`]).
    /// The board is there when it was written as one (`geography(.#/..)`), to be drawn and written as one.
    Geography(
        Arc<crate::theory::matching::Graph>,
        Option<Arc<crate::theory::matching::Board>>,
    ),
    /// Green Hackenbush on a rooted tree (HDU 3094): cut an edge, what hangs from it falls. Heaps are the vertices'
    /// depths in preorder, the ground first.
    Tree,
    /// A game written by its user whose states have two or more numbers (a sheet `(w, h)`): a component is a sum
    /// of such states, its heaps their numbers in turn. Games of one-number states are heap games
    /// ([`Game::Rules`]).
    Rules(Arc<RulesGame>),
}

impl Family {
    /// About how many numbers the family's game holds (a subtraction set, an octal code, a graph's edges): what a
    /// copy of it costs.
    pub fn size(&self) -> usize {
        match self {
            Family::Heaps(game) | Family::Misere(game) | Family::Every(game, _) => game.size(),
            Family::Loopy(dag) => dag.vertex_count() + dag.edge_count(),
            Family::Geography(graph, _) => graph.len() + graph.edge_count(),
            Family::Rules(_) => 1,
            _ => 0,
        }
    }
}

/// One family with its heaps; `marks[i]` flags heap i (an open box, or the heap the last move took from), always as
/// long as `heaps`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Component {
    pub family: Family,
    pub heaps: Vec<u32>,
    pub marks: Vec<bool>,
}

impl Component {
    /// Unmarked heaps of a family.
    pub fn new(family: Family, heaps: Vec<u32>) -> Component {
        let marks = vec![false; heaps.len()];
        Component { family, heaps, marks }
    }

    /// Heaps of a heap game in normal play.
    pub fn heaps(game: Game, heaps: Vec<u32>) -> Component {
        Component::new(Family::Heaps(game), heaps)
    }

    /// The heap game of a normal-play heap component (the components whose value is the XOR of table values).
    pub fn heap_game(&self) -> Option<&Game> {
        match &self.family {
            Family::Heaps(game) => Some(game),
            _ => None,
        }
    }

    /// The same component with other heaps and marks.
    pub fn with(&self, heaps: Vec<u32>, marks: Vec<bool>) -> Component {
        Component {
            family: self.family.clone(),
            heaps,
            marks,
        }
    }
}

/// A sum of independent components: the player to move picks one component and moves there. A misère component
/// is always alone (misère play is a rule of the whole game).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub components: Vec<Component>,
}

impl Position {
    /// The position after component `i` becomes `next`.
    pub fn replace(&self, i: usize, next: Component) -> Position {
        // Not a clone then an assignment: the search makes one of these per option, and the component replaced is
        // the one not worth copying.
        let mut next = Some(next);
        let components = (0..self.components.len())
            .map(|j| match next.take_if(|_| j == i) {
                Some(c) => c,
                None => self.components[j].clone(),
            })
            .collect();
        Position { components }
    }
}

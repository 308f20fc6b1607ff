//! Printing games and positions in the canonical form that parses back to the same game.

use crate::game::{Component, Family, Game, Octal, Position};
use crate::rules;
use std::fmt;

impl fmt::Display for Octal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, (&d, &u)) in self.digits.iter().zip(&self.unequal).enumerate() {
            if Some(k) == self.repeat {
                f.write_str("[")?;
            }
            write!(f, "{d:X}{}", if u { "!" } else { "" })?;
            if k == 0 {
                f.write_str(".")?;
            }
        }
        if self.repeat.is_some() {
            f.write_str("]")?;
        }
        Ok(())
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Game::Nim => f.write_str("nim"),
            Game::Subtraction(set) => write!(f, "sub({})", set_text(set)),
            Game::AllBut(set) => write!(f, "allbut({})", set_text(set)),
            Game::Octal(code) => write!(f, "{code}"),
            Game::Rules(game) => f.write_str(&game.name),
            Game::Graph(dag) => {
                let mut items: Vec<String> = dag.edges().map(|(a, b)| format!("{a}>{b}")).collect();
                let last = dag.vertex_count() as u32 - 1;
                if !dag.edges().any(|(a, b)| a == last || b == last) {
                    items.push(last.to_string());
                }
                write!(f, "graph({})", items.join(","))
            }
        }
    }
}

/// `1,3,4` or `1..4`: runs of three or more consecutive numbers print as ranges.
pub(super) fn set_text(set: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < set.len() {
        let mut j = i;
        while j + 1 < set.len() && set[j + 1] == set[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}..{}", set[i], set[j]));
        } else {
            parts.extend(set[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    parts.join(",")
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&rules::family_text(self))
    }
}

/// A component's heaps as written after its game: `3 5* 0`, or `(3,4) (5,6)` for a game of tuple states.
pub fn heaps_text(c: &Component) -> String {
    let shape = rules::of(&c.family).shape();
    if let (Some(empty), true) = (shape.empty, c.heaps.is_empty()) {
        return empty.to_string();
    }
    if shape.arity > 1 {
        let states: Vec<String> = c.heaps.chunks(shape.arity).map(crate::lang::state_text).collect();
        return states.join(" ");
    }
    let heaps: Vec<String> = c
        .heaps
        .iter()
        .zip(&c.marks)
        .map(|(h, &m)| if m { format!("{h}*") } else { h.to_string() })
        .collect();
    heaps.join(" ")
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.family, heaps_text(self))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.components.iter().map(Component::to_string).collect();
        f.write_str(&parts.join(" + "))
    }
}

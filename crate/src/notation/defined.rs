//! The games a caller has defined from rule texts, kept with the notation that reads them by name (and so knows
//! the names they may not take).

use crate::base::error::{Code, Message, Result};
use crate::base::limits::Limits;
use crate::lang::{compile, err, RulesGame};
use std::sync::Arc;

/// The most games defined at once (a new one beyond replaces the oldest).
pub const MAX_DEFINED: usize = 64;

/// The games a caller has defined, which the notation finds by name ([`crate::notation::parse_position_in`]), and the
/// limits their rules run with. A value: the JS API keeps one per module, the CLI one per run, a test its own.
#[derive(Clone, Debug)]
pub struct Defined {
    games: Vec<Arc<RulesGame>>,
    limits: Limits,
}

impl Defined {
    /// No game defined; the caller's limits.
    pub const fn with_limits(limits: Limits) -> Defined {
        Defined {
            games: Vec::new(),
            limits,
        }
    }

    /// The limits the games run with.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Compiles a rule text and defines its game under its name, replacing a game of that name (the oldest goes
    /// past [`MAX_DEFINED`]). A name the notation reads as a built-in game or a family is refused, at its `name`
    /// line: a game of that name could never be played.
    pub fn define(&mut self, text: &str) -> Result<Arc<RulesGame>> {
        let game = compile(text, &self.limits)?;
        if let Some(span) = game.name_span.filter(|_| super::names().any(|n| n == game.name)) {
            return Err(err(Message::new(Code::RuleNameTaken).arg("name", &game.name), span));
        }
        let game = Arc::new(game);
        self.games.retain(|g| g.name != game.name);
        if self.games.len() >= MAX_DEFINED {
            self.games.remove(0);
        }
        self.games.push(game.clone());
        Ok(game)
    }

    /// The defined game of that name (lower case).
    pub fn lookup(&self, name: &str) -> Option<Arc<RulesGame>> {
        self.games.iter().find(|g| g.name == name).cloned()
    }

    /// The limits its games run with, now and defined later (the page's main thread asks for fewer loop steps):
    /// each game defined is compiled again under them, so a copy taken before keeps its own.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        for g in &mut self.games {
            if (g.steps, g.moves, g.states) != (limits.rule_steps.max(1), limits.rule_moves, limits.rule_states) {
                // It compiled before, under the same text limits.
                if let Ok(again) = compile(&g.text, &limits) {
                    *g = Arc::new(again);
                }
            }
        }
    }
}

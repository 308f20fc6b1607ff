//! What a position or a table is worth, asked of any family: the generic search ([`search`]), proven periods of heap
//! games ([`period`]), a request's cost before it runs ([`cost`]) and a sum's value with its winning moves
//! ([`analyze`]). Above the families (`rules/`) and the heap solvers (`solve/`), below everything that shows them.

pub mod analyze;
pub mod cost;
pub mod period;
pub mod search;

//! What the page and the command line show, computed once as data: traces of every step ([`trace`]), layouts of
//! state graphs ([`layout`]), playing a position ([`play`]), a game's table kept and extended ([`session`]) and
//! tables as text to take away ([`export`]), and a census of a whole family of games, natively ([`census`]).

#[cfg(not(target_arch = "wasm32"))]
pub mod census;
pub mod export;
pub mod layout;
pub mod play;
pub mod session;
pub mod trace;

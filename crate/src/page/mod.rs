//! What the page and the command line show, computed once as data: traces of every step ([`trace`]), layouts of
//! state graphs ([`layout`]), playing a position ([`play`]), a game's table kept and extended ([`session`]) and
//! tables as text to take away ([`export`]).

pub mod export;
pub mod layout;
pub mod play;
pub mod session;
pub mod trace;

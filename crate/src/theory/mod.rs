//! Pure mathematics, each piece once: what the families and their theorems stand on, with no game, notation or
//! request in sight (these modules use nothing else of the crate). A family's file (crate::rules) says which
//! theorem it plays by; the theory it needs lives here.
//!
//! - [`basis`]: linear bases over GF(2) (线性基), for the open boxes and Gambling Nim;
//! - [`nimber`]: nim multiplication, the Tartan theorem's coin-turning products;
//! - [`every`]: Every-SG's step counts;
//! - [`loopy`]: retrograde analysis of games with cycles, and generalised SG values;
//! - [`hackenbush`]: the colon and fusion principles of Green Hackenbush;
//! - [`matching`]: maximum matchings (Edmonds' blossoms), and undirected vertex geography (二分图博弈) by them.
//! - [`monoid`]: a misère quotient as a value (its table, P-portion and Φ);
//! - [`quotient`]: misère quotients (Plambeck and Siegel), heap by heap;
//! - [`refine`]: the same quotient rebuilt from words where a smaller one splits;
//! - [`split`]: the guess of those words, corrected by the smallest sum it gets wrong;
//! - [`states`]: the states of a quotient's proof, a sum followed by its image and the company it has P-options in.

pub mod basis;
pub mod every;
pub mod hackenbush;
pub mod lift;
pub mod loopy;
pub mod matching;
pub mod monoid;
pub mod nimber;
pub mod pairs;
pub mod quotient;
pub mod refine;
pub mod split;
pub mod states;

//! The JS face of the core: thin `#[wasm_bindgen]` functions over the pure modules, one file per concern. Every
//! failure becomes a thrown `Error` with the core's message; nothing here computes game theory itself.

mod analyze;
mod bulk;
mod layout;
mod period;
mod trace;
mod values;

pub use analyze::*;
pub use bulk::*;
pub use layout::*;
pub use period::*;
pub use trace::*;
pub use values::*;

pub(crate) fn js_error(e: crate::Error) -> wasm_bindgen::JsError {
    wasm_bindgen::JsError::new(&e.to_string())
}

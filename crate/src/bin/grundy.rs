//! `grundy`, the command line (its code: `grundy/cli.rs`). It is native only: it reads files, spawns threads and sizes
//! tables to the machine's memory (`Limits::NATIVE`), none of which exists in wasm32, where the page is the face.

#[cfg(not(target_arch = "wasm32"))]
#[path = "grundy/cli.rs"]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

/// A wasm32 test build compiles every binary of the package (`make test-wasm`); there is nothing to run there.
#[cfg(target_arch = "wasm32")]
fn main() {}

//! What the tests of the CLI's contest problems share: running the binary, and a small generator.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `grundy <problem>` with `input` on standard input; its standard output, or its error message.
pub fn run(problem: &str, input: &str) -> Result<String, String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg(problem)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    if out.status.success() {
        Ok(String::from_utf8(out.stdout).unwrap().trim_end().to_string())
    } else {
        Err(String::from_utf8(out.stderr).unwrap().trim_end().to_string())
    }
}

/// A small deterministic generator (xorshift), so that a failure names its seed.
pub struct Random(pub u64);

impl Random {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

//! `grundy values` natively: tables to 2^32 values where the memory allows ([`Limits::NATIVE`]), written out as
//! they are read back, a line per power of two with `--summary`, and a progress line on a terminal.

use grundy::base::limits::Limits;
use grundy::game::Game;
use grundy::solve::long::{self, Event, CHUNK};
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Set once a command has written its output itself (main then prints nothing more).
pub static STREAMED: AtomicBool = AtomicBool::new(false);

/// A progress line on standard error, only when it is a terminal, at most a few times a second.
pub struct Progress {
    on: bool,
    start: Instant,
    shown: Instant,
    what: String,
}

impl Progress {
    pub fn new(what: String) -> Progress {
        let now = Instant::now();
        Progress {
            on: std::io::stderr().is_terminal(),
            start: now,
            shown: now,
            what,
        }
    }

    /// `done` of `total` (values, games).
    pub fn show(&mut self, done: usize, total: usize) {
        if !self.on || self.shown.elapsed().as_millis() < 250 {
            return;
        }
        self.shown = Instant::now();
        let percent = 100.0 * done as f64 / total.max(1) as f64;
        let seconds = self.start.elapsed().as_secs_f64();
        eprint!(
            "\r\x1b[K{}: {done} of {total} ({percent:.1} %), {seconds:.0} s",
            self.what
        );
    }

    /// Clears the line.
    pub fn end(&self) {
        if self.on {
            eprint!("\r\x1b[K");
        }
    }
}

/// G(0) … G(n − 1) of `game` written to standard output as read back (JSON: an array), or with `summary` a line per
/// power of two as the run goes (JSON: an object a line) and the proven period's line when the table proves one.
pub fn values(game: &Game, n: usize, json: bool, summary: bool) -> Result<String, String> {
    let mut progress = Progress::new(format!("{game}"));
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let closed = |e: std::io::Error| e.to_string();
    STREAMED.store(true, Ordering::Relaxed);
    let mut failed = None;
    let table = long::run(game, n, &Limits::NATIVE, summary, |event| {
        let written = match event {
            Event::Progress(done) => {
                progress.show(done, n);
                Ok(())
            }
            Event::Line(line) if json => serde_json::to_string(&line)
                .map_err(std::io::Error::other)
                .and_then(|text| writeln!(out, "{text}"))
                .and_then(|()| out.flush()),
            Event::Line(line) => writeln!(out, "{}", line.line()).and_then(|()| out.flush()),
            Event::Period(p) if summary && json => writeln!(
                out,
                r#"{{"preperiod":{},"period":{},"checkedTo":{}}}"#,
                p.preperiod, p.period, p.checked_to
            ),
            Event::Period(p) if summary => writeln!(
                out,
                "period {} from {} proven at {} values; later values are read from it",
                p.period, p.preperiod, p.checked_to
            ),
            Event::Period(_) => Ok(()),
        };
        if let (Err(e), None) = (written, &failed) {
            failed = Some(e);
        }
    });
    progress.end();
    let table = table.map_err(|e| {
        STREAMED.store(false, Ordering::Relaxed);
        e.to_string()
    })?;
    if summary {
        return failed.map_or(Ok(String::new()), |e| Err(closed(e)));
    }
    let mut from = 0;
    let _ = write!(out, "{}", if json { "[" } else { "" });
    while from < n {
        let to = (from + CHUNK).min(n);
        let mut text = String::with_capacity(4 * (to - from));
        for (i, v) in table.values(from, to).into_iter().enumerate() {
            let sep = if from + i == 0 {
                ""
            } else if json {
                ","
            } else {
                " "
            };
            text.push_str(sep);
            text.push_str(&v.to_string());
        }
        // A closed pipe (`grundy … | head`) ends the run quietly.
        if out.write_all(text.as_bytes()).is_err() {
            return Ok(String::new());
        }
        from = to;
    }
    let _ = writeln!(out, "{}", if json { "]" } else { "" });
    Ok(String::new())
}

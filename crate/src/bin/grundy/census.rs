//! `grundy census FAMILY N`: every game of a family on every core, each game's answer appended as a JSON line the
//! moment it is known (so a killed run loses nothing), read back on start (so a restarted run computes only the
//! rest); once every game is in, the file is rewritten in the family's order and the table printed.

use super::long::Progress;
use grundy::base::limits::Limits;
use grundy::page::census::{census_game, family, list, markdown, Entry};
use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// The file a census writes by default.
const DEFAULT_OUT: &str = "census.jsonl";

pub fn command(text: &str, n: usize, out: Option<&str>, jobs: Option<usize>, json: bool) -> Result<String, String> {
    let games = match text.strip_prefix('@') {
        Some(path) => list(&std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?),
        None => family(text)?,
    };
    let path = out.unwrap_or(DEFAULT_OUT);
    let mut done = read_back(path, n)?;
    let todo: Vec<&String> = games.iter().filter(|g| !done.contains_key(g.as_str())).collect();
    let before = games.len() - todo.len();
    let jobs = jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |p| p.get()));
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("cannot write {path}: {e}"))?;
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel::<Entry>();
    let mut progress = Progress::new(format!("census of {text}"));
    let mut written: Result<(), String> = Ok(());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(todo.len()) {
            let send = send.clone();
            let (todo, next) = (&todo, &next);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(game) = todo.get(i) else { break };
                if send.send(census_game(game, n, &Limits::NATIVE)).is_err() {
                    break;
                }
            });
        }
        drop(send);
        // One writer: each answer is one whole line, flushed before the next is taken.
        for (k, entry) in receive.iter().enumerate() {
            let line = serde_json::to_string(&entry).expect("an entry serializes");
            if written.is_ok() {
                written = file
                    .write_all(format!("{line}\n").as_bytes())
                    .and_then(|()| file.flush())
                    .map_err(|e| format!("cannot write {path}: {e}"));
            }
            done.insert(entry.game.clone(), entry);
            progress.show(before + k + 1, games.len());
        }
    });
    progress.end();
    written?;
    // Every game is in: the file in the family's order (a rename, so a kill now leaves one file or the other whole).
    let ordered: Vec<Entry> = games.iter().filter_map(|g| done.remove(g)).collect();
    let lines: String = ordered
        .iter()
        .map(|e| serde_json::to_string(e).expect("an entry serializes") + "\n")
        .collect();
    let temporary = format!("{path}.sorting");
    std::fs::write(&temporary, lines).map_err(|e| format!("cannot write {temporary}: {e}"))?;
    std::fs::rename(&temporary, path).map_err(|e| format!("cannot write {path}: {e}"))?;
    eprintln!(
        "census of {text} to {n}: {} games, {before} read back from {path}, {} computed",
        games.len(),
        todo.len()
    );
    if json {
        return serde_json::to_string(&ordered).map_err(|e| e.to_string());
    }
    Ok(markdown(&ordered))
}

/// The answers a file already holds for tables of `n` values, by game. A last line cut short by a kill is dropped
/// (the file is cut back to the end of the last whole line, so that appending goes on cleanly).
fn read_back(path: &str, n: usize) -> Result<HashMap<String, Entry>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(format!("cannot read {path}: {e}")),
    };
    let mut done = HashMap::new();
    let mut whole = 0;
    for line in text.split_inclusive('\n') {
        let entry = serde_json::from_str::<Entry>(line.trim_end());
        let last = whole + line.len() == text.len();
        let entry = match entry {
            Ok(entry) if line.ends_with('\n') => entry,
            _ if last => break,
            _ => {
                return Err(format!(
                    "{path} has a line that is not a census answer: {}",
                    line.trim_end()
                ))
            }
        };
        if entry.n != n {
            return Err(format!(
                "{path} holds a census to {} values, not {n}: give another file with --out",
                entry.n
            ));
        }
        whole += line.len();
        done.insert(entry.game.clone(), entry);
    }
    if whole < text.len() {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("cannot write {path}: {e}"))?;
        file.set_len(whole as u64)
            .map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    Ok(done)
}

//! The core's top modules point one way: no module reaches, through any chain of `crate::`/`super::` paths in its
//! code (not its comments or tests), back to itself. Read from the source, so a new upward path fails here with the
//! file and line that made the cycle.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Module → module → the first place that uses it ("analyze.rs:15").
type Uses = BTreeMap<String, BTreeMap<String, String>>;

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The paths `crate::name` (and `super::name`, in a file at the top, where it means the same) in a line of code
/// (comments cut off).
fn named(line: &str, top: bool) -> Vec<String> {
    let code = line.split("//").next().unwrap_or("");
    let mut out = Vec::new();
    let prefixes: &[&str] = if top { &["crate::", "super::"] } else { &["crate::"] };
    for prefix in prefixes {
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            rest = &rest[at + prefix.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect();
            out.push(name);
        }
    }
    out
}

fn uses() -> Uses {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let top = |p: &Path| -> String {
        let rel = p.strip_prefix(&root).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy()
            .to_string();
        first.trim_end_matches(".rs").to_string()
    };
    let modules: BTreeSet<String> = files.iter().map(|f| top(f)).collect();
    let mut uses = Uses::new();
    for file in &files {
        let module = top(file);
        if module == "lib" || module == "bin" {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            // A module's tests may use anything.
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            // `super::x` inside a top module's own folder names its own parts.
            for name in named(line, file.parent() == Some(root.as_path())) {
                if name != module && modules.contains(&name) {
                    let place = format!("{}:{}", file.strip_prefix(&root).unwrap().display(), n + 1);
                    uses.entry(module.clone()).or_default().entry(name).or_insert(place);
                }
            }
        }
    }
    uses
}

/// A path from `from` back to itself, if there is one.
fn cycle_from(uses: &Uses, from: &str) -> Option<Vec<String>> {
    let mut stack = vec![(from.to_string(), vec![from.to_string()])];
    let mut seen = BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for next in uses.get(&at).map(|m| m.keys()).into_iter().flatten() {
            if next == from {
                let mut path = path.clone();
                path.push(next.clone());
                return Some(path);
            }
            if seen.insert(next.clone()) {
                let mut path = path.clone();
                path.push(next.clone());
                stack.push((next.clone(), path));
            }
        }
    }
    None
}

#[test]
fn no_module_reaches_back_to_itself() {
    let uses = uses();
    assert!(
        uses.contains_key("analyze") && uses["analyze"].contains_key("rules"),
        "the reader finds the uses"
    );
    for module in uses.keys() {
        if let Some(path) = cycle_from(&uses, module) {
            let steps: Vec<String> = path
                .windows(2)
                .map(|w| format!("{} → {} ({})", w[0], w[1], uses[&w[0]][&w[1]]))
                .collect();
            panic!("a cycle among the core's modules: {}", steps.join(", "));
        }
    }
}

#[test]
fn a_cycle_is_found_where_there_is_one() {
    // The reader against a made-up graph: a → b → c → a is a cycle, d → a is not part of one.
    let mut uses = Uses::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")] {
        uses.entry(a.into()).or_default().insert(b.into(), "x.rs:1".into());
    }
    assert_eq!(cycle_from(&uses, "a").unwrap(), ["a", "b", "c", "a"]);
    assert_eq!(cycle_from(&uses, "d"), None);
    assert_eq!(named("use crate::game::{Game}; // crate::solve", false), ["game"]);
    assert_eq!(named("use super::heaps;", false), Vec::<String>::new());
}

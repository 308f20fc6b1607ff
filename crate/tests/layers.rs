//! The core's modules point one way, at every level. The crate's folders are its layers ([`LAYERS`], as lib.rs lists
//! them): a file anywhere in one (`engine/search.rs`, `course/check/heaps.rs`) names, through `crate::`/`super::`
//! paths in its code (not its comments or tests), only its own layer and earlier ones; the layer folders' own parts
//! keep their order alike; and in every other folder no file or folder (`solve/octal`, `solve/defined`) reaches back
//! to itself through its siblings. Read from the source, whatever a build's features leave out, so a new upward path
//! fails here with the file and line that made it.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, from the bottom up: folder ("" for the crate's root) → its parts in order. A part may name only parts
/// before it in its folder's list (lib.rs's module doc says why each sits where it does).
const LAYERS: &[(&str, &[&str])] = &[
    (
        "",
        &[
            "theory", "base", "lang", "game", "solve", "rules", "notation", "engine", "pattern", "page", "contest",
            "course", "wasm",
        ],
    ),
    ("base", &["error", "limits"]),
    ("engine", &["search", "period", "cost", "analyze"]),
    ("page", &["layout", "play", "export", "trace", "session", "census"]),
    (
        "contest",
        &["import", "board", "gambling", "geography", "jsoi2009", "noi2011"],
    ),
    ("course", &["check", "quiz"]),
];

/// Module → module → the first place that uses it ("analyze.rs:15").
type Uses = BTreeMap<String, BTreeMap<String, String>>;

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's module path: `solve/octal.rs` → [solve, octal]; `solve/mod.rs` → [solve]; `lib.rs` → [].
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The first segments of the items of a `use` tree after a path: `{octal, proof}` → [octal, proof]; `x::Y` → [x];
/// `{self, a::b}` → ["", a] ("" names the path itself).
fn heads(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    if let Some(inner) = tree.strip_prefix('{') {
        let inner = inner.strip_suffix('}').unwrap_or(inner);
        let (mut depth, mut start, mut out) = (0, 0, Vec::new());
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.extend(heads(&inner[start..i]));
                    start = i + 1;
                }
                _ => {}
            }
        }
        out.extend(heads(&inner[start..]));
        return out;
    }
    let name: String = tree
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if name.is_empty() || name == "self" {
        return if tree.is_empty() { vec![] } else { vec![String::new()] };
    }
    vec![name]
}

/// The module paths a piece of code (comments cut off) names, made absolute from `module` (the file's): each
/// `crate::a::b…`, `super::…`, `self::…`, with a `use` group's items expanded.
fn named_in(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let word_start =
            i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b':');
        let rest = &code[i..];
        let base: Option<(Vec<String>, usize)> = if !word_start {
            None
        } else if rest.starts_with("crate::") {
            Some((Vec::new(), "crate::".len()))
        } else if rest.starts_with("self::") {
            Some((module.to_vec(), "self::".len()))
        } else if rest.starts_with("super::") {
            let mut up = module.to_vec();
            let mut at = 0;
            while rest[at..].starts_with("super::") {
                up.pop();
                at += "super::".len();
            }
            Some((up, at))
        } else {
            None
        };
        let Some((mut path, skip)) = base else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let mut at = i + skip;
        // Plain segments `a::b::`, then a last segment or a group.
        loop {
            let seg: String = code[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !seg.is_empty() && code[at + seg.len()..].starts_with("::") {
                path.push(seg.clone());
                at += seg.len() + 2;
                continue;
            }
            if code[at..].starts_with('{') {
                let mut depth = 0;
                let end = code[at..]
                    .char_indices()
                    .find(|&(_, c)| {
                        depth += match c {
                            '{' => 1,
                            '}' => -1,
                            _ => 0,
                        };
                        depth == 0
                    })
                    .map_or(code.len(), |(k, _)| at + k + 1);
                for head in heads(&code[at..end]) {
                    let mut p = path.clone();
                    if !head.is_empty() {
                        p.push(head);
                    }
                    out.push(p);
                }
                at = end;
            } else {
                if !seg.is_empty() {
                    path.push(seg.clone());
                }
                out.push(path);
                at += seg.len();
            }
            break;
        }
        i = at.max(i + 1);
    }
    out
}

/// The code of a file, statement by statement where a `use` spans lines, each with its first line: comments cut,
/// and nothing from its `#[cfg(test)]` on (a module's tests may use anything).
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open: Option<(usize, String)> = None;
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let code = line.split("//").next().unwrap_or("");
        if let Some((first, mut joined)) = open.take() {
            joined.push_str(code.trim());
            if code.contains(';') {
                out.push((first, joined));
            } else {
                open = Some((first, joined));
            }
            continue;
        }
        let t = code.trim_start();
        let is_use = t.starts_with("use ") || t.starts_with("pub use ") || t.starts_with("pub(crate) use ");
        if is_use && !code.contains(';') {
            open = Some((n + 1, code.to_string()));
        } else {
            out.push((n + 1, code.to_string()));
        }
    }
    out
}

/// Folder (its module path, "" for the crate's root) → its parts' uses of each other: an edge a → b where a file of
/// part a names part b of the same folder. A folder's own file (`mod.rs`, `lib.rs`) is no part of it.
fn uses_by_folder() -> BTreeMap<String, Uses> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let modules: Vec<(PathBuf, Vec<String>)> = files
        .iter()
        .filter(|f| !f.strip_prefix(&root).unwrap().starts_with("bin"))
        .map(|f| (f.clone(), module_of(f.strip_prefix(&root).unwrap())))
        .collect();
    // Every module path that exists, and its prefixes (a folder is a module too).
    let known: BTreeSet<Vec<String>> = modules
        .iter()
        .flat_map(|(_, m)| (1..=m.len()).map(|k| m[..k].to_vec()))
        .collect();
    let mut by_folder: BTreeMap<String, Uses> = BTreeMap::new();
    for (file, module) in &modules {
        // The crate's root declares the modules; a module's tests (`tests.rs`) may use anything.
        if module.is_empty() || module.last().is_some_and(|m| m == "tests") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (line, code) in code_lines(&text) {
            for path in named_in(&code, module) {
                // The folder both live in: their common prefix; the parts are the next segment of each.
                let k = module.iter().zip(&path).take_while(|(a, b)| a == b).count();
                if k >= module.len() || k >= path.len() || !known.contains(&path[..=k]) {
                    continue;
                }
                let place = format!("{}:{}", file.strip_prefix(&root).unwrap().display(), line);
                by_folder
                    .entry(module[..k].join("/"))
                    .or_default()
                    .entry(module[k].clone())
                    .or_default()
                    .entry(path[k].clone())
                    .or_insert(place);
            }
        }
    }
    by_folder
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

/// Each cycle found, said with its steps' places.
fn cycles(by_folder: &BTreeMap<String, Uses>) -> Vec<String> {
    let mut out = Vec::new();
    for (folder, uses) in by_folder {
        for module in uses.keys() {
            if let Some(path) = cycle_from(uses, module) {
                let steps: Vec<String> = path
                    .windows(2)
                    .map(|w| format!("{} → {} ({})", w[0], w[1], uses[&w[0]][&w[1]]))
                    .collect();
                let folder = if folder.is_empty() {
                    "the crate"
                } else {
                    folder.as_str()
                };
                out.push(format!("in {folder}: {}", steps.join(", ")));
            }
        }
    }
    out
}

/// Each use of a later layer (or a part missing from its folder's list), said with its place.
fn against_the_order(by_folder: &BTreeMap<String, Uses>) -> Vec<String> {
    let mut out = Vec::new();
    for (folder, order) in LAYERS {
        let at = |part: &str| order.iter().position(|p| *p == part);
        for (part, names) in by_folder.get(*folder).into_iter().flatten() {
            for (named, place) in names {
                match (at(part), at(named)) {
                    (Some(a), Some(b)) if b < a => {}
                    (Some(_), Some(_)) => out.push(format!("{place}: {part} names {named}, a later layer")),
                    _ => out.push(format!("{place}: {part} → {named}: add both to LAYERS in {folder:?}")),
                }
            }
        }
    }
    out
}

#[test]
fn every_file_names_only_its_layer_and_earlier_ones() {
    let by_folder = uses_by_folder();
    assert!(
        by_folder[""]["course"].contains_key("page") && by_folder["engine"]["analyze"].contains_key("search"),
        "the reader finds uses from files inside a layer's folders"
    );
    let wrong = against_the_order(&by_folder);
    assert!(wrong.is_empty(), "against the layers' order:\n{}", wrong.join("\n"));
    // Each layer folder's list is its parts, no more, no fewer: a new file takes its place in the order.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (folder, order) in LAYERS {
        let mut parts: Vec<String> = std::fs::read_dir(root.join(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_dir() || p.extension().is_some_and(|e| e == "rs"))
            .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
            .filter(|p| !["mod", "lib", "bin"].contains(&p.as_str()))
            .collect();
        parts.sort();
        let mut listed: Vec<String> = order.iter().map(|p| p.to_string()).collect();
        listed.sort();
        assert_eq!(parts, listed, "the parts of {folder:?} and their list in LAYERS");
    }
}

#[test]
fn a_use_of_a_later_layer_is_found() {
    // engine/search.rs naming page::trace, and engine/analyze.rs naming engine::search (fine).
    let mut uses = Uses::new();
    uses.entry("engine".into())
        .or_default()
        .insert("page".into(), "engine/search.rs:9".into());
    uses.entry("page".into())
        .or_default()
        .insert("engine".into(), "page/trace.rs:3".into());
    let mut inside = Uses::new();
    inside
        .entry("analyze".into())
        .or_default()
        .insert("search".into(), "engine/analyze.rs:4".into());
    let by_folder = BTreeMap::from([(String::new(), uses), ("engine".to_string(), inside)]);
    assert_eq!(
        against_the_order(&by_folder),
        ["engine/search.rs:9: engine names page, a later layer"]
    );
}

#[test]
fn no_module_reaches_back_to_itself() {
    let by_folder = uses_by_folder();
    let top = &by_folder[""];
    assert!(
        top["engine"].contains_key("rules"),
        "the reader finds the top modules' uses"
    );
    assert!(
        by_folder["solve"]["octal"].contains_key("proof"),
        "… and the uses inside a folder"
    );
    let found = cycles(&by_folder);
    assert!(
        found.is_empty(),
        "a cycle among the core's modules:\n{}",
        found.join("\n")
    );
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
    let folder = BTreeMap::from([("solve".to_string(), uses)]);
    assert!(cycles(&folder)[0].starts_with("in solve: a → b (x.rs:1)"));
    // … and the paths in code, made absolute from the file's module.
    let at = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let s = |p: &[Vec<String>]| p.iter().map(|v| v.join("::")).collect::<Vec<_>>();
    assert_eq!(
        s(&named_in("use crate::game::{Game}; ", &at(&["solve"]))),
        ["game::Game"]
    );
    assert_eq!(
        s(&named_in(
            "use crate::solve::{octal, proof};",
            &at(&["solve", "defined"])
        )),
        ["solve::octal", "solve::proof"]
    );
    assert_eq!(
        s(&named_in("use super::heaps;", &at(&["rules", "every"]))),
        ["rules::heaps"]
    );
    assert_eq!(
        s(&named_in("use super::*;", &at(&["solve", "splitting", "scan"]))),
        ["solve::splitting"]
    );
    assert_eq!(
        s(&named_in("x(crate::rules::{self, heaps::Opt})", &at(&["a"]))),
        ["rules", "rules::heaps"]
    );
    assert_eq!(
        code_lines("use crate::a::{\n    b,\n    c,\n};\nfn f() {}")[0],
        (1, "use crate::a::{b,c,};".to_string())
    );
}

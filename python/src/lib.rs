//! Grundy's core as the Python module `grundy._native`: thin functions over the core's pure modules, as the wasm
//! bindings (crate/src/wasm) are for JS; nothing here computes game theory itself. Results cross as JSON text (the
//! Python package parses it, `grundy/__init__.py`) or as lists of numbers; a failure is raised as the package's
//! `GrundyError` with the core's code, English message, arguments and place. Long work releases the GIL, so threads
//! (and a Dask worker's threads) run games side by side.

use grundy::base::error::{Code, Error, Message};
use grundy::base::limits::Limits;
use grundy::contest::{self, gambling};
use grundy::engine::period;
use grundy::game::Family;
use grundy::notation::Defined;
use grundy::notation::{parse_family_in, parse_game_in, parse_position_in};
use grundy::page::{census, play, trace};
use grundy::{pattern, solve};
use pyo3::prelude::*;
use serde::Serialize;
use std::sync::Mutex;

/// The games defined from rule texts (`define_rules`): the module's one piece of state, as in the wasm bindings.
static DEFINED: Mutex<Defined> = Mutex::new(Defined::with_limits(Limits::DEFAULT));

fn defined() -> Defined {
    DEFINED.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// The core's error as the package's exception (`grundy._errors.from_core` picks the class for its code).
fn raise(py: Python<'_>, e: Error) -> PyErr {
    let details = serde_json::to_string(&e.message).unwrap_or_else(|_| "{}".into());
    let (line, column) = match e.at {
        Some(at) => (at.line, Some(at.column)),
        None => (None, None),
    };
    let made = py.import("grundy._errors").and_then(|m| {
        m.getattr("from_core")?
            .call1((e.code().name(), e.to_string(), details, line, column))
    });
    match made {
        Ok(exception) => PyErr::from_value(exception),
        Err(err) => err,
    }
}

fn json<T: Serialize + ?Sized>(value: &T) -> PyResult<String> {
    serde_json::to_string(value).map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))
}

/// A whole number from `min` to `max`, or the core's BadNumber error naming `name` (as the JS API checks numbers).
fn whole(py: Python<'_>, name: &str, v: &Bound<'_, PyAny>, min: u64, max: u64) -> PyResult<u64> {
    let bad = || {
        let shown = v.repr().map(|r| r.to_string()).unwrap_or_default();
        raise(
            py,
            Error::new(
                Message::new(Code::BadNumber)
                    .arg("name", name)
                    .arg("min", min)
                    .arg("max", max)
                    .arg("value", shown),
            ),
        )
    };
    // Only ints (a bool is one in Python, as True == 1): a float or a string is refused, never rounded.
    if !v.is_instance_of::<pyo3::types::PyInt>() {
        return Err(bad());
    }
    match v.extract::<i128>() {
        Ok(x) if x >= min as i128 && x <= max as i128 => Ok(x as u64),
        _ => Err(bad()),
    }
}

const TABLE: u64 = Limits::DEFAULT.table as u64;

/// Runs `work` without the GIL and raises its error as a `GrundyError`.
fn run<T: Send>(py: Python<'_>, work: impl FnOnce() -> grundy::base::error::Result<T> + Send) -> PyResult<T> {
    py.detach(work).map_err(|e| raise(py, e))
}

#[pyfunction]
fn analyze(py: Python<'_>, position: &str) -> PyResult<String> {
    let d = defined();
    let found = run(py, || {
        grundy::engine::analyze::analyze(&parse_position_in(position, &d)?, d.limits())
    })?;
    json(&found)
}

#[pyfunction]
fn values(py: Python<'_>, game: &str, n: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    let n = whole(py, "n", n, 0, TABLE)? as usize;
    let d = defined();
    run(py, || solve::values(&parse_game_in(game, &d)?, n, d.limits()))
}

#[pyfunction]
fn find_period(py: Python<'_>, game: &str, max_n: &Bound<'_, PyAny>) -> PyResult<String> {
    let max_n = whole(py, "max_n", max_n, 0, Limits::DEFAULT.proof_table as u64)? as usize;
    let d = defined();
    json(&run(py, || {
        period::find_period(&parse_game_in(game, &d)?, max_n, d.limits())
    })?)
}

#[pyfunction]
fn period_of_values(py: Python<'_>, game: &str, values: Vec<u32>) -> PyResult<String> {
    let d = defined();
    json(&run(py, || {
        period::proven_period_of_given(&parse_game_in(game, &d)?, &values, d.limits())
    })?)
}

/// A pattern with `isLaw`, as the JS API's `findPatterns` gives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Said<'a> {
    #[serde(flatten)]
    pattern: &'a pattern::Pattern,
    is_law: bool,
}

#[pyfunction]
fn find_patterns(py: Python<'_>, game: &str, n: &Bound<'_, PyAny>) -> PyResult<String> {
    let n = whole(py, "n", n, 0, TABLE)? as usize;
    let d = defined();
    let found = run(py, || pattern::find(&parse_family_in(game, &d)?, n, d.limits()))?;
    let said: Vec<Said> = found
        .iter()
        .map(|p| Said {
            pattern: p,
            is_law: p.is_law(),
        })
        .collect();
    json(&said)
}

#[pyfunction]
fn pattern_cpp(py: Python<'_>, game: &str, n: &Bound<'_, PyAny>) -> PyResult<String> {
    let n = whole(py, "n", n, 1, TABLE)? as usize;
    let d = defined();
    let text = run(py, || match parse_family_in(game, &d)? {
        Family::Heaps(game) => pattern::cpp::of_game(&game, n, d.limits()),
        Family::Rules(rules) if rules.arity == 2 && n * n <= Limits::DEFAULT.table => {
            pattern::cpp_pairs::of_rules(&rules, n, d.limits())
        }
        Family::Rules(rules) if rules.arity == 2 => Err(Error::new(
            Message::new(Code::TooManyValues)
                .arg("n", n * n)
                .arg("limit", Limits::DEFAULT.table),
        )),
        other => Err(Error::new(Message::new(Code::NotATwoNumberGame).arg("game", other))),
    })?;
    Ok(text.trim_end().to_string())
}

/// What `define_rules` returns: the JS API's `defineRules` result.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Definition {
    name: String,
    arity: usize,
    variables: Vec<String>,
    text: String,
    example: String,
    first_n: Option<usize>,
}

#[pyfunction]
fn define_rules(py: Python<'_>, text: &str) -> PyResult<String> {
    let game = DEFINED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .define(text)
        .map_err(|e| raise(py, e))?;
    json(&Definition {
        name: game.name.clone(),
        arity: game.arity,
        variables: game.variables.clone(),
        text: game.text.clone(),
        example: game.example(),
        first_n: pattern::first_size(game.arity),
    })
}

#[pyfunction]
fn rule_grid(py: Python<'_>, game: &str, rows: &Bound<'_, PyAny>, columns: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    let rows = whole(py, "rows", rows, 0, 1 << 12)? as usize;
    let columns = whole(py, "columns", columns, 0, 1 << 12)? as usize;
    let d = defined();
    run(py, || {
        if rows * columns > Limits::DEFAULT.table {
            return Err(Error::new(
                Message::new(Code::TooManyValues)
                    .arg("n", rows * columns)
                    .arg("limit", Limits::DEFAULT.table),
            ));
        }
        match parse_family_in(game, &d)? {
            Family::Rules(rules) if rules.arity == 2 => solve::written::grid(&rules, rows, columns),
            other => Err(Error::new(Message::new(Code::NotATwoNumberGame).arg("game", other))),
        }
    })
}

#[pyfunction]
fn normalize_game(py: Python<'_>, game: &str) -> PyResult<String> {
    parse_family_in(game, &defined())
        .map(|g| g.to_string())
        .map_err(|e| raise(py, e))
}

#[pyfunction]
fn moves(py: Python<'_>, position: &str) -> PyResult<String> {
    let d = defined();
    json(&run(py, || play::moves(&parse_position_in(position, &d)?))?)
}

#[pyfunction]
fn computer_move(py: Python<'_>, position: &str) -> PyResult<String> {
    let d = defined();
    json(&run(py, || {
        play::computer_move(&parse_position_in(position, &d)?, d.limits())
    })?)
}

#[pyfunction]
fn find_move(py: Python<'_>, position: &str, next: &str) -> PyResult<String> {
    let d = defined();
    json(&run(py, || {
        play::find_move(&parse_position_in(position, &d)?, &parse_position_in(next, &d)?)
    })?)
}

#[pyfunction]
fn mex_trace(py: Python<'_>, game: &str, state: &Bound<'_, PyAny>) -> PyResult<String> {
    let state = whole(py, "state", state, 0, u32::MAX as u64)? as u32;
    let d = defined();
    json(&run(py, || {
        trace::mex_trace(&parse_game_in(game, &d)?, state, d.limits())
    })?)
}

#[pyfunction]
fn contest_answers(py: Python<'_>, problem: &str, text: &str) -> PyResult<String> {
    let Some(solve) = contest::by_name(problem) else {
        return Err(raise(
            py,
            Error::new(
                Message::new(Code::UnknownProblem)
                    .arg("problem", problem)
                    .arg("problems", contest::names()),
            ),
        ));
    };
    let d = defined();
    json(&run(py, || solve(text, d.limits()))?)
}

#[pyfunction]
fn contest_problems() -> Vec<(&'static str, &'static str)> {
    contest::PROBLEMS.iter().map(|p| (p.name, p.about)).collect()
}

#[pyfunction]
fn gambling_nim(py: Python<'_>, text: &str) -> PyResult<String> {
    run(py, || gambling::solve(text))
}

#[pyfunction]
fn message_catalog() -> Vec<(&'static str, &'static str)> {
    Code::ALL.iter().map(|c| (c.name(), c.english())).collect()
}

/// One game's census record at n, as the JSON line `grundy census` writes (the core's `census_game`: never a
/// failure, a game it cannot solve is `status: "error"`). Tables go as far as the command line's (`Limits::NATIVE`).
#[pyfunction]
fn census_game(py: Python<'_>, game: &str, n: &Bound<'_, PyAny>) -> PyResult<String> {
    let n = whole(py, "n", n, 1, Limits::NATIVE.table as u64)? as usize;
    let entry = py.detach(|| census::census_game(game, n, &Limits::NATIVE));
    json(&entry)
}

/// The games of a family written as `grundy census` takes it (`0.??`, `hex(0.??)`, `sub(1..m)`), in its order; a
/// text that is not one raises ValueError with the core's reason.
#[pyfunction]
fn census_family(text: &str) -> PyResult<Vec<String>> {
    census::family(text).map_err(pyo3::exceptions::PyValueError::new_err)
}

/// The games of a list as `grundy census @FILE` reads its file's text: one a line, `#` comments, each once.
#[pyfunction]
fn census_list(text: &str) -> Vec<String> {
    census::list(text)
}

/// The misère quotient of a heap game's heaps 0 … n − 1 (n = 0: until stable), as the JS API's `misereQuotient`.
#[pyfunction]
fn misere_quotient(py: Python<'_>, game: &str, n: &Bound<'_, PyAny>) -> PyResult<String> {
    let limits = Limits::DEFAULT;
    let n = whole(py, "n", n, 0, limits.quotient_heaps as u64)? as usize;
    let game = parse_game_in(game, &defined()).map_err(|e| raise(py, e))?;
    let report = run(py, || {
        let solved = grundy::rules::quotient::solve(&game, (n > 0).then_some(n), &limits)?;
        Ok(grundy::rules::quotient::report(&game, &solved, &limits))
    })?;
    json(&report)
}

/// Conway's genus of heaps 0 … n − 1, each with tame or wild and why, as the CLI's `grundy genus`.
#[pyfunction]
fn genus(py: Python<'_>, game: &str, n: &Bound<'_, PyAny>) -> PyResult<String> {
    let top = grundy::rules::genus::GENUS_HEAPS as u64 + 1;
    let n = whole(py, "n", n, 1, top)? as u32;
    let game = parse_game_in(game, &defined()).map_err(|e| raise(py, e))?;
    let genera = run(py, || grundy::rules::genus::genera(&game, n))?;
    json(&genera)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(analyze, m)?)?;
    m.add_function(wrap_pyfunction!(values, m)?)?;
    m.add_function(wrap_pyfunction!(find_period, m)?)?;
    m.add_function(wrap_pyfunction!(period_of_values, m)?)?;
    m.add_function(wrap_pyfunction!(find_patterns, m)?)?;
    m.add_function(wrap_pyfunction!(pattern_cpp, m)?)?;
    m.add_function(wrap_pyfunction!(define_rules, m)?)?;
    m.add_function(wrap_pyfunction!(rule_grid, m)?)?;
    m.add_function(wrap_pyfunction!(normalize_game, m)?)?;
    m.add_function(wrap_pyfunction!(moves, m)?)?;
    m.add_function(wrap_pyfunction!(computer_move, m)?)?;
    m.add_function(wrap_pyfunction!(find_move, m)?)?;
    m.add_function(wrap_pyfunction!(mex_trace, m)?)?;
    m.add_function(wrap_pyfunction!(contest_answers, m)?)?;
    m.add_function(wrap_pyfunction!(contest_problems, m)?)?;
    m.add_function(wrap_pyfunction!(gambling_nim, m)?)?;
    m.add_function(wrap_pyfunction!(message_catalog, m)?)?;
    m.add_function(wrap_pyfunction!(census_game, m)?)?;
    m.add_function(wrap_pyfunction!(census_family, m)?)?;
    m.add_function(wrap_pyfunction!(census_list, m)?)?;
    m.add_function(wrap_pyfunction!(misere_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(genus, m)?)?;
    Ok(())
}

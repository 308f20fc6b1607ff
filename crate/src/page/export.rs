//! The SG table as text to take away (打表): CSV for a spreadsheet, or an array literal to paste into a C++ or
//! Python solution.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::Game;
use crate::lang::RulesGame;
use crate::solve::{self, written};

/// Formats a table can be written in.
pub const FORMATS: [&str; 3] = ["csv", "cpp", "python"];

/// G(x, y), x, y < n, of a game of two-number states in `format`: CSV with a header row of y and a first column of x
/// (an empty cell where (x, y) is not a state), or a 2-D array (−1, or None, there); in C++ followed by the laws of
/// its P-positions as a function `law::lose` ([`crate::pattern::cpp_pairs`]).
pub fn grid_text(rules: &RulesGame, n: usize, format: &str, limits: &Limits) -> Result<String> {
    check_format(format)?;
    let grid = written::grid(rules, n, n)?;
    let cell = |v: u32, none: &str| {
        if v == written::NOT_A_STATE {
            none.to_string()
        } else {
            v.to_string()
        }
    };
    let rows = |none: &str, open: &str, close: &str| -> String {
        grid.chunks(n.max(1))
            .map(|row| {
                format!(
                    "{open}{}{close}",
                    row.iter().map(|&v| cell(v, none)).collect::<Vec<_>>().join(", ")
                )
            })
            .collect::<Vec<_>>()
            .join(",\n  ")
    };
    let what = format!("{}: SG(x, y) for x, y < {n}", rules.name);
    Ok(match format {
        "csv" => {
            let mut out = String::from("x\\y");
            for y in 0..n {
                out.push_str(&format!(",{y}"));
            }
            out.push('\n');
            for (x, row) in grid.chunks(n.max(1)).enumerate() {
                let cells: Vec<String> = row.iter().map(|&v| cell(v, "")).collect();
                out.push_str(&format!("{x},{}\n", cells.join(",")));
            }
            out
        }
        // The grid, then its laws of P-positions as a function (law::lose: the array holds the name sg).
        "cpp" => {
            let array = format!(
                "// {what} (-1: not a state)\nconst int sg[{n}][{n}] = {{\n  {}\n}};\n",
                rows("-1", "{", "}")
            );
            match crate::pattern::find_grid(rules, n, limits) {
                Ok((found, cells)) => {
                    let function = crate::pattern::cpp_pairs::function(&rules.name, &found, &cells, n, Some("law"));
                    format!(
                        "{array}\n// law::lose(x, y): 1 where (x, y) is a P-position, for any x, y, as the laws found in this \
                         grid say\n{function}"
                    )
                }
                Err(_) => array,
            }
        }
        _ => format!(
            "# {what} (None: not a state)\nsg = [\n  {}\n]\n",
            rows("None", "[", "]")
        ),
    })
}

fn check_format(format: &str) -> Result<()> {
    if FORMATS.contains(&format) {
        return Ok(());
    }
    Err(Error::new(
        Message::new(Code::UnknownFormat)
            .arg("format", format)
            .arg("formats", FORMATS.join(", ")),
    ))
}

/// G(0) … G(n−1) of `game` in `format` ("csv", "cpp" or "python").
pub fn table_text(game: &Game, n: usize, format: &str, limits: &Limits) -> Result<String> {
    let values = solve::values(game, n, limits)?;
    let list = || values.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    let what = format!("{game}: SG(0) … SG({})", n.saturating_sub(1));
    Ok(match format {
        "csv" => {
            let mut out = String::from("n,sg\n");
            for (i, v) in values.iter().enumerate() {
                out.push_str(&format!("{i},{v}\n"));
            }
            out
        }
        // The table, then its laws as a function (law::sg: the array holds the name sg).
        "cpp" => {
            let array = format!("// {what}\nconst int sg[{n}] = {{{}}};\n", list());
            match crate::pattern::find_table(game, n, limits) {
                Ok((found, table)) => {
                    let function = crate::pattern::cpp::function(&game.to_string(), &found, &table, Some("law"));
                    format!("{array}\n// law::sg(n): G(n) for any n, as the laws found in this table say\n{function}")
                }
                Err(_) => array,
            }
        }
        "python" => format!("# {what}\nsg = [{}]\n", list()),
        _ => {
            return Err(Error::new(
                Message::new(Code::UnknownFormat)
                    .arg("format", format)
                    .arg("formats", FORMATS.join(", ")),
            ))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_game;

    #[test]
    fn the_notes_first_table_in_every_format() {
        let g = parse_game("sub(1..3)").unwrap();
        assert_eq!(
            table_text(&g, 6, "csv", &Limits::DEFAULT).unwrap(),
            "n,sg\n0,0\n1,1\n2,2\n3,3\n4,0\n5,1\n"
        );
        // The array as it always was, then the laws as a function (none seen in 6 values: the table, then -1).
        let cpp = table_text(&g, 6, "cpp", &Limits::DEFAULT).unwrap();
        assert!(cpp.starts_with("// sub(1..3): SG(0) … SG(5)\nconst int sg[6] = {0, 1, 2, 3, 0, 1};\n"));
        assert!(cpp.contains("namespace law {\n    int sg(long long n) {"), "{cpp}");
        assert!(cpp.contains("return -1;  // no law: extend the table"), "{cpp}");
        assert_eq!(
            table_text(&g, 6, "python", &Limits::DEFAULT).unwrap(),
            "# sub(1..3): SG(0) … SG(5)\nsg = [0, 1, 2, 3, 0, 1]\n"
        );
        assert_eq!(
            table_text(&g, 6, "rust", &Limits::DEFAULT).unwrap_err().code(),
            Code::UnknownFormat
        );
    }

    #[test]
    fn a_grid_of_two_number_states_with_its_holes() {
        // A rook stepping one square down or left, (2, 2) cut out: by hand, G = mex over (x−1, y) and (x, y−1).
        let king = crate::lang::compile(
            "name king\nstate (x, y)\nwhere x <= 1 || y <= 1\nif x > 0 { move (x - 1, y) }\nif y > 0 { move (x, y - 1) }",
            &Limits::DEFAULT,
        )
        .unwrap();
        assert_eq!(
            grid_text(&king, 2, "csv", &Limits::DEFAULT).unwrap(),
            "x\\y,0,1\n0,0,1\n1,1,0\n"
        );
        assert_eq!(
            grid_text(&king, 3, "python", &Limits::DEFAULT).unwrap(),
            "# king: SG(x, y) for x, y < 3 (None: not a state)\nsg = [\n  [0, 1, 0],\n  [1, 0, 1],\n  [0, 1, None]\n]\n"
        );
        assert!(grid_text(&king, 2, "cpp", &Limits::DEFAULT)
            .unwrap()
            .contains("const int sg[2][2] = {\n  {0, 1},\n  {1, 0}\n};"));
    }
}

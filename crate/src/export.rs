//! The SG table as text to take away (打表): CSV for a spreadsheet, or an array literal to paste into a C++ or
//! Python solution.

use crate::error::{Code, Error, Message, Result};
use crate::game::Game;
use crate::solve;

/// Formats a table can be written in.
pub const FORMATS: [&str; 3] = ["csv", "cpp", "python"];

/// G(0) … G(n−1) of `game` in `format` ("csv", "cpp" or "python").
pub fn table_text(game: &Game, n: usize, format: &str) -> Result<String> {
    let values = solve::values(game, n)?;
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
        "cpp" => format!("// {what}\nconst int sg[{n}] = {{{}}};\n", list()),
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
            table_text(&g, 6, "csv").unwrap(),
            "n,sg\n0,0\n1,1\n2,2\n3,3\n4,0\n5,1\n"
        );
        assert_eq!(
            table_text(&g, 6, "cpp").unwrap(),
            "// sub(1..3): SG(0) … SG(5)\nconst int sg[6] = {0, 1, 2, 3, 0, 1};\n"
        );
        assert_eq!(
            table_text(&g, 6, "python").unwrap(),
            "# sub(1..3): SG(0) … SG(5)\nsg = [0, 1, 2, 3, 0, 1]\n"
        );
        assert_eq!(table_text(&g, 6, "rust").unwrap_err().code(), Code::UnknownFormat);
    }
}

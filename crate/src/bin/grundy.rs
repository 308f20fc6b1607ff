//! `grundy`: the command line face of the core. Plain output is what a contest programmer pastes.

use grundy::notation::parse_game;
use grundy::solve::values;
use std::process::ExitCode;

const USAGE: &str = "usage: grundy values GAME N [--json]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("grundy: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let json = args.iter().any(|a| a == "--json");
    let words: Vec<&str> = args.iter().map(String::as_str).filter(|a| *a != "--json").collect();
    match words.as_slice() {
        ["values", game, n] => {
            let game = parse_game(game).map_err(|e| e.to_string())?;
            let n: usize = n.parse().map_err(|_| format!("N must be a whole number, not '{n}'"))?;
            let g = values(&game, n).map_err(|e| e.to_string())?;
            Ok(if json {
                serde_json::to_string(&g).map_err(|e| e.to_string())?
            } else {
                g.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
            })
        }
        _ => Err(USAGE.to_string()),
    }
}

//! Constant folding of a rule's syntax tree, before it is compiled.

use super::parse::{BinOp, Expr, Stmt, UnOp};

/// Computes what the text fixes already (`1 << 20`, `2 * 3`), so that a loop does not compute it every turn. A
/// division by zero or a shift out of range is left for the run, which says where it fails.
pub(super) fn fold(e: &mut Expr) {
    match e {
        Expr::Bin(op, a, b, _) => {
            fold(a);
            fold(b);
            if let (Expr::Int(x), Expr::Int(y)) = (&**a, &**b) {
                let (x, y) = (*x, *y);
                let value = match op {
                    BinOp::Add => Some(x.wrapping_add(y)),
                    BinOp::Sub => Some(x.wrapping_sub(y)),
                    BinOp::Mul => Some(x.wrapping_mul(y)),
                    BinOp::Div if y != 0 => Some(x.wrapping_div(y)),
                    BinOp::Mod if y != 0 => Some(x.wrapping_rem(y)),
                    BinOp::And => Some(x & y),
                    BinOp::Or => Some(x | y),
                    BinOp::Xor => Some(x ^ y),
                    BinOp::Shl if (0..64).contains(&y) => Some(x << y),
                    BinOp::Shr if (0..64).contains(&y) => Some(x >> y),
                    _ => None,
                };
                if let Some(v) = value {
                    *e = Expr::Int(v);
                }
            }
        }
        Expr::Un(op, a) => {
            fold(a);
            if let Expr::Int(x) = **a {
                *e = Expr::Int(match op {
                    UnOp::Neg => x.wrapping_neg(),
                    UnOp::Not => (x == 0) as i64,
                    UnOp::BitNot => !x,
                });
            }
        }
        Expr::Logic(_, a, b) => {
            fold(a);
            fold(b);
        }
        Expr::Call(_, args) => args.iter_mut().for_each(fold),
        Expr::Int(_) | Expr::Var(_) => {}
    }
}

pub(super) fn fold_block(body: &mut [Stmt]) {
    for stmt in body {
        match stmt {
            Stmt::Assign(_, _, e, _) => fold(e),
            Stmt::If(arms, otherwise) => {
                for (c, b) in arms {
                    fold(c);
                    fold_block(b);
                }
                fold_block(otherwise);
            }
            Stmt::While(c, b, _) => {
                fold(c);
                fold_block(b);
            }
            Stmt::Range(_, a, e, s, b, _) => {
                fold(a);
                fold(e);
                if let Some(s) = s {
                    fold(s);
                }
                fold_block(b);
            }
            Stmt::List(_, items, b, _) => {
                items.iter_mut().for_each(fold);
                fold_block(b);
            }
            Stmt::CFor(init, c, step, b, _) => {
                fold_block(init);
                if let Some(c) = c {
                    fold(c);
                }
                fold_block(step);
                fold_block(b);
            }
            Stmt::Move(targets, _) => {
                for t in targets {
                    t.parts.iter_mut().for_each(fold);
                }
            }
            Stmt::Break(_) | Stmt::Continue(_) => {}
        }
    }
}

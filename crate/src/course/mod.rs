//! The course: the rules its lessons state, each checked against the search ([`check`]), and the questions a lesson
//! asks with their judged answers ([`quiz`]).

pub mod check;
pub mod quiz;

//! `cargo xtask codegen [--check]` (filled in by the generator work).
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("codegen: not implemented yet".into())
}

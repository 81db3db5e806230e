//! The schema facts of the acp-wire this crate is built against (the
//! `acp_v1`/`acp_v2` cfgs its build script printed, handed on as
//! `DEP_ACP_WIRE_FACTS`), so `cfg(acp_vN = "…")` code here follows the same
//! schema.
fn main() {
    let path = std::env::var("DEP_ACP_WIRE_FACTS").expect("acp-wire's build script names its facts file");
    println!("cargo:rerun-if-changed={path}");
    print!("{}", std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")));
}

//! The errors that stop a subcommand before it reaches its verdict, each
//! with the context a user needs to act on it (which file, which program,
//! which argument), and the exit status each one means.
//!
//! A subcommand's `run` returns `Ok(status)` for its own verdict (clean or
//! not) and `Err(CliError)` otherwise; `main` prints the error once, with
//! its source chain (see [`chain`]), and exits with [`CliError::status`].

use std::error::Error as StdError;
use std::ffi::OsString;
use std::fmt;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use acp_wire_validate::SchemaError;

/// Any error kept as the cause of a [`CliError`].
pub type BoxError = Box<dyn StdError + Send + Sync + 'static>;

/// Why a subcommand stopped. Its `Display` gives the context only; the
/// cause is its [`source`](StdError::source), which [`chain`] appends.
///
/// The exit statuses of `acp-wire` (the README's sections on each
/// subcommand say the same):
///
/// | Status | Meaning |
/// |--------|---------|
/// | 0      | The verdict is clean: no finding (`validate`), every message preserved (`roundtrip`), no MUST or advertised-capability requirement failed (`conform`; with `--client` also no SECURITY one), printed (`schema`), stdin ended (`echo-agent`). |
/// | 1      | The verdict is not: a finding, a message changed or rejected, a requirement failed. Also [`UnknownName`](Self::UnknownName) (`schema TYPE` names nothing) and [`Serve`](Self::Serve) (the echo agent stopped with an error). |
/// | 2      | A usage error (clap's own, [`Usage`](Self::Usage), [`BadArgument`](Self::BadArgument)), a file that cannot be read or written ([`Read`](Self::Read), [`Write`](Self::Write)), the pinned schema or the tool itself failing ([`Schema`](Self::Schema), [`Setup`](Self::Setup)), and `conform`'s agent (or, with `--client`, client) that cannot be started ([`AgentStart`](Self::AgentStart)). |
/// | 127    | `tap` cannot start the agent, `serve` cannot find its agent program ([`Spawn`](Self::Spawn)), as a shell says for a command it cannot run. |
/// | other  | `tap` exits with the agent's status, 128 + N when signal N ended it. |
#[derive(Debug)]
pub enum CliError {
    /// Arguments that parse but make no sense together (the message says
    /// what to change).
    Usage(String),
    /// One argument's value was refused by the library that reads it.
    BadArgument {
        /// The flag, e.g. `--protocol`.
        arg: &'static str,
        source: BoxError,
    },
    /// A named file could not be read.
    Read {
        /// What the file is for, e.g. "the transcript".
        what: &'static str,
        /// `-` for stdin.
        path: PathBuf,
        source: io::Error,
    },
    /// A named file could not be created or written.
    Write {
        /// What the file is for, e.g. "the log".
        what: &'static str,
        path: PathBuf,
        source: io::Error,
    },
    /// `tap` could not start the agent program (`serve`: not found).
    Spawn { program: OsString, source: io::Error },
    /// `conform` could not start the agent: the driver's message, which
    /// names the program and the OS error. Exit 2, not 127: `conform`
    /// reports it as a usage error (the command line names no agent).
    AgentStart(String),
    /// The pinned schema the checks need did not load.
    Schema(SchemaError),
    /// `schema TYPE`: no `$defs` entry or method of that name.
    UnknownName {
        /// The schema's label, e.g. `v1`.
        schema: String,
        name: String,
        /// Up to a few `$defs` names containing `name`.
        similar: Vec<String>,
    },
    /// The tool's own machinery failed: no async runtime, the agent's
    /// pipes missing, waiting for the agent, an embedded schema that does
    /// not parse.
    Setup { what: String, source: Option<BoxError> },
    /// The echo agent could not start or stopped with an error.
    Serve { what: &'static str, source: BoxError },
}

impl CliError {
    /// A [`Setup`](Self::Setup) failure with its cause.
    pub fn setup(what: impl Into<String>, source: impl Into<BoxError>) -> Self {
        CliError::Setup { what: what.into(), source: Some(source.into()) }
    }

    /// The exit status this error means (the table on [`CliError`]).
    pub fn status(&self) -> u8 {
        match self {
            CliError::UnknownName { .. } | CliError::Serve { .. } => 1,
            CliError::Spawn { .. } => 127,
            CliError::Usage(_)
            | CliError::BadArgument { .. }
            | CliError::Read { .. }
            | CliError::Write { .. }
            | CliError::AgentStart(_)
            | CliError::Schema(_)
            | CliError::Setup { .. } => 2,
        }
    }

    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(self.status())
    }
}

/// A path as the user typed it; `-` is stdin for the readers.
fn shown(path: &std::path::Path) -> String {
    if path.as_os_str() == "-" {
        "stdin".to_string()
    } else {
        path.display().to_string()
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(message) => f.write_str(message),
            CliError::BadArgument { arg, .. } => write!(f, "invalid value for {arg}"),
            CliError::Read { what, path, .. } => write!(f, "cannot read {what} {}", shown(path)),
            CliError::Write { what, path, .. } => write!(f, "cannot write {what} {}", path.display()),
            CliError::Spawn { program, .. } => write!(f, "cannot start {}", program.to_string_lossy()),
            CliError::AgentStart(message) => f.write_str(message),
            CliError::Schema(_) => f.write_str("cannot load the pinned schema"),
            CliError::UnknownName { schema, name, similar } => {
                write!(f, "{schema} has no type or method `{name}`")?;
                if !similar.is_empty() {
                    write!(f, "; similar: {}", similar.join(", "))?;
                }
                Ok(())
            }
            CliError::Setup { what, .. } => f.write_str(what),
            CliError::Serve { what, .. } => f.write_str(what),
        }
    }
}

impl StdError for CliError {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            CliError::BadArgument { source, .. } | CliError::Serve { source, .. } => Some(source.as_ref()),
            CliError::Read { source, .. } | CliError::Write { source, .. } | CliError::Spawn { source, .. } => {
                Some(source)
            }
            CliError::Schema(e) => Some(e),
            CliError::Setup { source, .. } => source.as_deref().map(|s| s as &(dyn StdError + 'static)),
            CliError::Usage(_) | CliError::AgentStart(_) | CliError::UnknownName { .. } => None,
        }
    }
}

impl From<SchemaError> for CliError {
    fn from(e: SchemaError) -> Self {
        CliError::Schema(e)
    }
}

/// `error: cause: its cause …` on one line. A cause whose text already
/// ends the line is skipped: some errors (`acp_wire::Error::Io`) both print
/// their cause and return it as `source`, and the user should read it once.
pub fn chain(error: &dyn StdError) -> String {
    let mut out = error.to_string();
    let mut next = error.source();
    while let Some(cause) = next {
        let text = cause.to_string();
        if !text.is_empty() && !out.ends_with(&text) {
            out.push_str(": ");
            out.push_str(&text);
        }
        next = cause.source();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn not_found() -> io::Error {
        io::Error::new(io::ErrorKind::NotFound, "No such file or directory")
    }

    #[test]
    fn statuses_follow_the_table() {
        let read = CliError::Read { what: "the transcript", path: "x.jsonl".into(), source: not_found() };
        assert_eq!(read.status(), 2);
        assert_eq!(CliError::Spawn { program: "agent".into(), source: not_found() }.status(), 127);
        assert_eq!(CliError::Usage("no".into()).status(), 2);
        assert_eq!(CliError::AgentStart("cannot start x".into()).status(), 2);
        let unknown = CliError::UnknownName { schema: "v1".into(), name: "X".into(), similar: vec![] };
        assert_eq!(unknown.status(), 1);
        let serve = CliError::Serve { what: "serving stdio", source: "closed".into() };
        assert_eq!(serve.status(), 1);
    }

    #[test]
    fn the_chain_names_the_file_and_the_cause_once() {
        let read = CliError::Read { what: "the transcript", path: "x.jsonl".into(), source: not_found() };
        assert_eq!(chain(&read), "cannot read the transcript x.jsonl: No such file or directory");
        let stdin = CliError::Read { what: "the transcript", path: "-".into(), source: not_found() };
        assert!(chain(&stdin).starts_with("cannot read the transcript stdin: "));
        // acp_wire::Error::Io prints its io::Error and returns it as source.
        let io = acp_wire::Error::Io(io::Error::other("broken pipe"));
        let serve = CliError::Serve { what: "serving stdio", source: Box::new(io) };
        assert_eq!(chain(&serve), "serving stdio: transport: broken pipe");
    }

    #[test]
    fn unknown_names_list_similar_ones() {
        let e =
            CliError::UnknownName { schema: "v1".into(), name: "Prompt".into(), similar: vec!["PromptRequest".into()] };
        assert_eq!(e.to_string(), "v1 has no type or method `Prompt`; similar: PromptRequest");
    }
}

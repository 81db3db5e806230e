//! `acp-wire serve`: an agent over remote ACP (Streamable HTTP and
//! WebSocket on one endpoint), one agent per remote connection: the
//! bundled echo agent in-process, or a stdio agent process started for
//! each connection and shut down with its process group when it ends.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use acp_wire_cli::echo::{parse_versions, EchoAgent, Options};
use acp_wire_remote::{Agents, RemoteLimits, RemoteServer};
use acp_wire::transport::StderrMode;

use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    /// Address to listen on, e.g. 127.0.0.1:8080 (port 0: any free port;
    /// the address is printed on stderr).
    #[arg(long, value_name = "ADDR")]
    listen: String,
    /// The endpoint's path.
    #[arg(long, default_value = acp_wire_remote::DEFAULT_PATH)]
    path: String,
    /// Protocol versions of the bundled echo agent (without AGENT CMD): 1, 2 or 1,2.
    #[arg(long, default_value = "1,2")]
    protocol: String,
    /// Seconds a connection's output may wait for a client that reads none of it.
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
    output_stall: f64,
    /// Seconds a Streamable HTTP connection may go without a request and
    /// without an open stream before it is closed with its agent (a client
    /// that vanished without DELETE); 0: never.
    #[arg(long, value_name = "SECS", default_value_t = 300.0)]
    idle_timeout: f64,
    /// Open remote connections at most (each has its own agent).
    #[arg(long, value_name = "N", default_value_t = 1024)]
    max_connections: usize,
    /// Largest message a client may send, in bytes: a POST body over it
    /// gets 413, a WebSocket message over it closes the socket (1009).
    #[arg(long, value_name = "BYTES", default_value_t = 4 * 1024 * 1024)]
    max_request_body: usize,
    /// Bytes of request bodies and WebSocket messages being received,
    /// all connections together: past it a new body gets 503, a
    /// WebSocket message closes its socket with 1013 (Try Again Later).
    #[arg(long, value_name = "BYTES", default_value_t = 64 * 1024 * 1024)]
    max_input_bytes: usize,
    /// Bytes of agent output one connection holds for a client that has
    /// not read it yet: past it the agent's output (and the agent) waits,
    /// and a client that reads nothing for --output-stall is cut off.
    #[arg(long, value_name = "BYTES", default_value_t = 64 * 1024 * 1024)]
    max_output_bytes: usize,
    /// Seconds a client's WebSocket message may take once it started
    /// arriving (the socket is closed with 1008 after that).
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
    message_timeout: f64,
    /// Where the bundled echo agent keeps its sessions, so they outlive
    /// the process: an SQLite FILE (created if missing) that every `serve`
    /// on this machine may share (feature `sqlite`), or a PostgreSQL URL
    /// (`postgres://user@host/db`) that a fleet of `serve` nodes shares,
    /// any node serving any session (feature `postgres`; the tables are
    /// created on start).
    #[arg(long, value_name = "FILE|URL")]
    store: Option<PathBuf>,
    /// Serve TLS (https://, wss://) with this certificate chain (PEM, the
    /// server's certificate first; needs feature `tls`).
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// The private key of --tls-cert (PEM: PKCS#8, PKCS#1 or SEC1).
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Require a client certificate signed by one of these CA certificates
    /// (PEM): mutual TLS, with --tls-cert/--tls-key.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_client_ca: Option<PathBuf>,
    /// Require `Authorization: Bearer TOKEN` (or, on a WebSocket, the
    /// subprotocol `acp.bearer.TOKEN`) with the token in this file
    /// (surrounding whitespace ignored; letters, digits and -._~+, e.g.
    /// `openssl rand -hex 32`). Default: the ACP_WIRE_TOKEN environment
    /// variable, when set.
    #[arg(long, value_name = "FILE")]
    token_file: Option<PathBuf>,
    /// Let web pages of this origin (e.g. https://ide.example) connect;
    /// requests from other browser origins get 403. Repeatable; `*`: any.
    #[arg(long, value_name = "ORIGIN")]
    allow_origin: Vec<String>,
    /// Accept this name in `Host` (without the port) besides the listen
    /// address (and localhost on loopback); others get 403, which defeats
    /// DNS rebinding. Repeatable; `*`: any.
    #[arg(long, value_name = "HOST")]
    allow_host: Vec<String>,
    /// Answer a load balancer's health check at this path (e.g. /healthz):
    /// 200 while the node takes new clients, 503 while it drains or, with
    /// --store, while the store does not answer (checked every second).
    #[arg(long, value_name = "PATH")]
    health: Option<String>,
    /// On SIGTERM/SIGINT, first drain for up to SECS: report not ready,
    /// take no new connections, and let the open ones finish (their
    /// sessions are in --store for another node to load); then end the
    /// turns still running (`cancelled`, their sessions' leases given
    /// back, so another node takes them at once) and the connections
    /// left. 0: at once.
    #[arg(long, value_name = "SECS", default_value_t = 0.0)]
    drain: f64,
    /// This node's name in a fleet: recorded (with --store) as the owner
    /// of the turns it runs, so an operator reading the store sees which
    /// node runs a session's turn. Default: a process-unique number.
    #[arg(long, value_name = "NAME")]
    node_id: Option<String>,
    /// Serve on an address that is not loopback without TLS or a token
    /// (refused otherwise: anyone who reaches the port drives the agent).
    #[arg(long)]
    insecure: bool,
    /// A stdio agent to start for each remote connection (default: the
    /// bundled echo agent, in-process).
    #[arg(last = true, value_name = "AGENT CMD")]
    command: Vec<OsString>,
}

/// Whether `program` can be started (a path that exists, or a name on PATH).
fn findable(program: &OsString) -> bool {
    let p = Path::new(program);
    if p.components().count() > 1 {
        return p.exists();
    }
    std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|d| d.join(p).is_file()))
}

/// The agents to serve, and the store of the echo agent's sessions (the
/// health check asks it) when --store names one.
async fn agents(args: &Args) -> Result<(Agents, Option<Store>, Option<EchoAgent>), CliError> {
    if let Some((program, rest)) = args.command.split_first() {
        if args.store.is_some() {
            return Err(CliError::Usage(
                "--store is for the bundled echo agent; an AGENT CMD keeps its own sessions".into(),
            ));
        }
        if !findable(program) {
            let source = std::io::Error::new(std::io::ErrorKind::NotFound, "not found");
            return Err(CliError::Spawn { program: program.clone(), source });
        }
        let (program, rest) = (program.clone(), rest.to_vec());
        return Ok((Agents::command(
            move || {
                let mut c = tokio::process::Command::new(&program);
                c.args(&rest);
                c
            },
            StderrMode::Inherit,
        ), None, None));
    }
    let mut options = parse_versions(&args.protocol)
        .and_then(|v| Options::new().versions(&v))
        .map_err(|e| CliError::BadArgument { arg: "--protocol", source: e.into() })?;
    if let Some(node) = &args.node_id {
        options = options.node_id(node.as_str());
    }
    // One echo agent: its sessions are shared by the connections (so a
    // client can reconnect and load or resume a session).
    let store = match &args.store {
        None => None,
        Some(store) => Some(open_store(store).await?),
    };
    let echo = match &store {
        None => EchoAgent::new(options),
        Some(store) => EchoAgent::with_store(options, std::sync::Arc::clone(store)),
    };
    let agent = echo.clone();
    Ok((Agents::builder(move || echo.builder()), store, Some(agent)))
}

type Store = std::sync::Arc<dyn acp_wire::agent::Store>;

/// Keeps the health endpoint's answer: ready while the store answers
/// (any call that reads it: the metadata of a session that does not
/// exist), checked every second, until `draining`.
async fn watch_store(server: RemoteServer, store: Store, draining: acp_wire::rpc::CancelToken) {
    let mut was = true;
    loop {
        let ok = tokio::time::timeout(Duration::from_secs(2), store.meta("acp-wire-health-check")).await;
        let ok = matches!(ok, Ok(Ok(_)));
        if ok != was {
            if ok {
                tracing::info!("acp-wire serve: the store answers again: ready");
            } else {
                tracing::warn!("acp-wire serve: the store does not answer: not ready");
            }
            was = ok;
        }
        if draining.is_cancelled() {
            return;
        }
        server.set_ready(ok);
        tokio::select! {
            () = tokio::time::sleep(Duration::from_secs(1)) => {}
            () = draining.cancelled() => return,
        }
    }
}

/// The store `--store` names: a PostgreSQL URL or an SQLite file.
async fn open_store(store: &Path) -> Result<std::sync::Arc<dyn acp_wire::agent::Store>, CliError> {
    match store.to_str() {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => open_postgres(url).await,
        _ => open_sqlite(store),
    }
}

#[cfg(feature = "postgres")]
async fn open_postgres(url: &str) -> Result<std::sync::Arc<dyn acp_wire::agent::Store>, CliError> {
    let store = acp_wire_remote::PostgresStore::connect(url).await.map_err(|e| CliError::BadArgument {
        arg: "--store",
        source: format!("cannot use PostgreSQL at {}: {e}", redacted(url)).into(),
    })?;
    Ok(std::sync::Arc::new(store))
}

#[cfg(not(feature = "postgres"))]
async fn open_postgres(_: &str) -> Result<std::sync::Arc<dyn acp_wire::agent::Store>, CliError> {
    Err(CliError::Usage(
        "--store postgres://… needs acp-wire-cli built with feature `postgres` (cargo install acp-wire-cli --features postgres)".into(),
    ))
}

/// `url` without its password (for messages).
#[cfg_attr(not(feature = "postgres"), allow(dead_code))]
fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_owned() };
    match rest.split_once('@') {
        Some((user, host)) if user.contains(':') => {
            format!("{scheme}://{}:***@{host}", user.split(':').next().unwrap_or_default())
        }
        _ => url.to_owned(),
    }
}

#[cfg(feature = "sqlite")]
fn open_sqlite(file: &Path) -> Result<std::sync::Arc<dyn acp_wire::agent::Store>, CliError> {
    let store = acp_wire::agent::SqliteStore::open(file)
        .map_err(|e| CliError::BadArgument { arg: "--store", source: format!("cannot open {}: {e}", file.display()).into() })?;
    Ok(std::sync::Arc::new(store))
}

#[cfg(not(feature = "sqlite"))]
fn open_sqlite(_: &Path) -> Result<std::sync::Arc<dyn acp_wire::agent::Store>, CliError> {
    Err(CliError::Usage(
        "--store FILE needs acp-wire-cli built with feature `sqlite` (cargo install acp-wire-cli --features sqlite)".into(),
    ))
}

/// The TLS configuration of --tls-cert/--tls-key (`None` without them).
#[cfg(feature = "tls")]
fn tls(args: &Args) -> Result<Option<std::sync::Arc<rustls::ServerConfig>>, CliError> {
    let (Some(cert), Some(key)) = (&args.tls_cert, &args.tls_key) else { return Ok(None) };
    let read = |what: &'static str, path: &Path| std::fs::read(path).map_err(|source| CliError::Read { what, path: path.to_owned(), source });
    let (cert_pem, key_pem) = (read("the TLS certificate", cert)?, read("the TLS key", key)?);
    let Some(ca) = &args.tls_client_ca else {
        return acp_wire_remote::tls_config(&cert_pem, &key_pem)
            .map(Some)
            .map_err(|e| CliError::BadArgument { arg: "--tls-cert", source: e.into() });
    };
    let ca_pem = read("the client CA", ca)?;
    acp_wire_remote::tls_config_with_client_auth(&cert_pem, &key_pem, &ca_pem).map(Some).map_err(|e| {
        let arg = if e.to_string().contains("client CA") { "--tls-client-ca" } else { "--tls-cert" };
        CliError::BadArgument { arg, source: e.into() }
    })
}

#[cfg(not(feature = "tls"))]
fn tls(args: &Args) -> Result<Option<()>, CliError> {
    if args.tls_cert.is_some() || args.tls_key.is_some() || args.tls_client_ca.is_some() {
        return Err(CliError::Usage(
            "--tls-cert/--tls-key/--tls-client-ca need acp-wire built with feature `tls` (cargo install acp-wire --features remote,remote-tls)".into(),
        ));
    }
    Ok(None)
}

async fn until_signal() {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = term => {}
    }
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    if !(args.output_stall > 0.0 && args.output_stall.is_finite()) {
        return Err(CliError::Usage(format!("--output-stall must be a positive number of seconds (got {})", args.output_stall)));
    }
    if !(args.idle_timeout >= 0.0 && args.idle_timeout.is_finite()) {
        return Err(CliError::Usage(format!("--idle-timeout must be 0 or a positive number of seconds (got {})", args.idle_timeout)));
    }
    if !(args.drain >= 0.0 && args.drain.is_finite()) {
        return Err(CliError::Usage(format!("--drain must be 0 or a positive number of seconds (got {})", args.drain)));
    }
    if !(args.message_timeout > 0.0 && args.message_timeout.is_finite()) {
        return Err(CliError::Usage(format!("--message-timeout must be a positive number of seconds (got {})", args.message_timeout)));
    }
    if args.max_request_body == 0 || args.max_input_bytes < args.max_request_body {
        return Err(CliError::Usage(format!(
            "--max-request-body must be positive and at most --max-input-bytes (got {} and {})",
            args.max_request_body, args.max_input_bytes
        )));
    }
    if args.max_output_bytes == 0 {
        return Err(CliError::Usage("--max-output-bytes must be positive".into()));
    }
    let tls = tls(&args)?;
    let token = token(&args)?;
    if tls.is_none() && token.is_none() && !args.insecure && !loopback(&args.listen) {
        return Err(CliError::Usage(format!(
            "refusing to serve on {} without TLS or a token: anyone who can reach it could drive the agent \
             (read its files, run its terminals). Give --token-file FILE (or ACP_WIRE_TOKEN), or --tls-cert/--tls-key, \
             or --insecure to serve it open anyway",
            args.listen
        )));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::setup("cannot start the async runtime", e))?;
    if args.node_id.is_some() && !args.command.is_empty() {
        return Err(CliError::Usage("--node-id is for the bundled echo agent; an AGENT CMD names itself".into()));
    }
    let (agents, store, echo) = runtime.block_on(agents(&args))?;
    let idle = (args.idle_timeout > 0.0).then(|| Duration::from_secs_f64(args.idle_timeout));
    let limits = RemoteLimits::new()
        .output_stall(Duration::from_secs_f64(args.output_stall))
        .idle_timeout(idle)
        .max_connections(args.max_connections)
        .max_request_body(args.max_request_body)
        .max_input_bytes(args.max_input_bytes)
        .max_output_bytes(args.max_output_bytes)
        .message_timeout(Duration::from_secs_f64(args.message_timeout));
    let mut server = RemoteServer::new(agents).path(args.path.clone()).limits(limits);
    if let Some(token) = &token {
        server = server.bearer_token(token);
    }
    for origin in &args.allow_origin {
        server = server.allow_origin(origin.as_str());
    }
    for host in &args.allow_host {
        server = server.allow_host(host.as_str());
    }
    if let Some(path) = &args.health {
        server = server.health_path(path.as_str());
    }
    let draining = acp_wire::rpc::CancelToken::new();
    let result = runtime.block_on(async {
        let listening = server
            .clone()
            .bind(args.listen.as_str())
            .await
            .map_err(|e| CliError::BadArgument { arg: "--listen", source: format!("cannot listen on {}: {e}", args.listen).into() })?;
        let addr = listening.local_addr();
        let (http, ws) = if tls.is_some() { ("https", "wss") } else { ("http", "ws") };
        eprintln!("acp-wire serve: listening on {http}://{addr}{p} (Streamable HTTP) and {ws}://{addr}{p} (WebSocket)", p = normalized(&args.path));
        if let Some(node) = &args.node_id {
            eprintln!("acp-wire serve: node {node}");
        }
        #[cfg(feature = "tls")]
        let listening = match tls {
            Some(config) => listening.tls(config),
            None => listening,
        };
        if let Some(store) = store {
            tokio::spawn(watch_store(server.clone(), store, draining.clone()));
        }
        let serving = listening.run();
        tokio::pin!(serving);
        let outcome = tokio::select! {
            r = &mut serving => r.map_err(|e| CliError::Serve { what: "accepting connections", source: e.into() }),
            () = until_signal() => Ok(()),
        };
        // Draining: not ready, new connections refused (503: the balancer
        // sends them elsewhere; the health endpoint still answers), the open
        // ones finish on their own, up to --drain.
        draining.cancel();
        server.drain();
        if outcome.is_ok() && args.drain > 0.0 {
            eprintln!("acp-wire serve: draining for up to {} s", args.drain);
            let drained = async {
                while server.running_agents() > 0 {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            };
            tokio::select! {
                _ = &mut serving => {}
                _ = tokio::time::timeout(Duration::from_secs_f64(args.drain), drained) => {}
            }
        }
        // The turns still running end `cancelled` and give their sessions'
        // leases back: another node takes the sessions at once (bounded).
        if let Some(echo) = &echo {
            let _ = tokio::time::timeout(Duration::from_secs(5), echo.end_turns()).await;
        }
        // End every connection and wait for the agents to stop (bounded).
        let _ = tokio::time::timeout(Duration::from_secs(10), server.shutdown()).await;
        outcome
    });
    runtime.shutdown_timeout(Duration::from_millis(500));
    result.map(|()| ExitCode::SUCCESS)
}

/// Whether every address `listen` names is a loopback one (an address
/// that does not resolve is left to the bind to report).
fn loopback(listen: &str) -> bool {
    use std::net::ToSocketAddrs;
    listen.to_socket_addrs().map(|mut addrs| addrs.all(|a| a.ip().is_loopback())).unwrap_or(true)
}

/// The bearer token of --token-file, else of ACP_WIRE_TOKEN.
fn token(args: &Args) -> Result<Option<String>, CliError> {
    let (token, arg) = match &args.token_file {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|source| CliError::Read { what: "the token file", path: path.clone(), source })?;
            (text.trim().to_owned(), "--token-file")
        }
        None => match std::env::var("ACP_WIRE_TOKEN") {
            Ok(t) if !t.trim().is_empty() => (t.trim().to_owned(), "ACP_WIRE_TOKEN"),
            _ => return Ok(None),
        },
    };
    if !acp_wire_remote::is_valid_token(&token) {
        return Err(CliError::Usage(format!("{arg}: a token is letters, digits and -._~+ (e.g. `openssl rand -hex 32`)")));
    }
    Ok(Some(token))
}

fn normalized(path: &str) -> String {
    if path.starts_with('/') {
        path.to_owned()
    } else {
        format!("/{path}")
    }
}

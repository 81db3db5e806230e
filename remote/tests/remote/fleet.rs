//! A fleet, on real parts: three `acp-wire serve` nodes on one PostgreSQL
//! (`pg.rs`) behind a real HAProxy (Debian's package, started here on
//! 127.0.0.1), configured as `docs/book/src/fleet.md` says: round robin
//! for new clients, affinity by cookie (`SERVERID`) and by the Streamable
//! HTTP connection id, health checks on `/healthz`, redispatch when a node
//! is down. What a client of the balancer sees:
//!
//! * a node killed (`kill -9`) mid-turn: the client reconnects through
//!   the balancer, lands on another node and loads its session with every
//!   update it had seen, once and in order;
//! * sessions made on many connections spread over the nodes, and every
//!   one is listed and loadable through any of them;
//! * a rolling restart of every node (SIGTERM with `--drain`) loses no
//!   session;
//! * a `session/cancel` or `session/close` sent to another node ends the
//!   turn where it runs, within a second;
//! * a load or resume on another node follows the running turn live, and
//!   a prompt there waits for the turn's lease;
//! * `/healthz`: ready with the database, not ready while draining;
//! * a stopping node ends the turns its drain could not wait for
//!   (`cancelled`) and gives their leases back: another node takes the
//!   sessions at once;
//! * the official TS SDK's clients reopen their sessions through the
//!   balancer, wherever it sends them.
//!
//! Without HAProxy or PostgreSQL the tests skip with a message, unless
//! `ACP_WIRE_REQUIRE_FLEET=1` (`.ci/run`).

use std::collections::BTreeMap;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::json;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

use crate::pg::{Postgres, REQUIRE_ENV};
use crate::sides_support::from;
use crate::store::{prompt_replayed, said, Client};
use crate::support::{bounded, cwd};
use crate::temp::TempDir;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// One `serve` node on a fixed port (a restart keeps it: the balancer's
/// configuration names it).
struct Node {
    port: u16,
    child: Option<Child>,
}

impl Node {
    /// A node on a free port. The port is picked free and then bound by
    /// the node, so another test may take it in between (the tests run at
    /// once): the node then fails to listen, and starts on another port.
    async fn start(store: &str) -> Node {
        for _ in 0..5 {
            let mut node = Node { port: free_port(), child: None };
            if node.try_restart(store).await {
                return node;
            }
        }
        panic!("no node could listen (five ports tried)");
    }

    async fn restart(&mut self, store: &str) {
        assert!(self.try_restart(store).await, "node {} did not listen again", self.port);
    }

    /// Starts the node on its port; `false` when it could not listen there.
    async fn try_restart(&mut self, store: &str) -> bool {
        let listen = format!("127.0.0.1:{}", self.port);
        let mut child = Command::new(crate::bins::acp_wire())
            .args(["serve", "--listen", &listen, "--store", store, "--health", "/healthz", "--drain", "3"])
            .args(["--node-id", &format!("node-{}", self.port)])
            .env_remove("ACP_WIRE_TOKEN")
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("acp-wire serve");
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let line = bounded("the listening line", lines.next_line()).await.unwrap().expect("a line on stderr");
        if !line.contains(&listen) {
            eprintln!("node {}: {line}", self.port);
            let _ = child.start_kill();
            let _ = child.wait().await;
            return false;
        }
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        self.child = Some(child);
        true
    }

    fn pid(&self) -> i32 {
        i32::try_from(self.child.as_ref().expect("running").id().expect("a pid")).unwrap()
    }

    /// `kill -9`.
    async fn kill(&mut self) {
        let mut child = self.child.take().expect("running");
        child.start_kill().unwrap();
        let _ = child.wait().await;
    }

    /// SIGTERM, and its exit (after its drain).
    async fn stop(&mut self) -> std::process::ExitStatus {
        let pid = self.pid();
        let mut child = self.child.take().expect("running");
        let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).status().await;
        bounded("a node's exit", child.wait()).await.unwrap()
    }
}

/// HAProxy in front of the nodes, in the foreground (`-db`), killed on drop.
struct Haproxy {
    port: u16,
    child: Child,
    _dir: TempDir,
}

/// The balancer's configuration for `nodes` (the ports of the nodes),
/// listening on `port`: what `docs/book/src/fleet.md` shows.
fn haproxy_config(port: u16, nodes: &[u16]) -> String {
    let mut cfg = format!(
        "global
    maxconn 4096
defaults
    mode http
    timeout connect 2s
    timeout client 1h
    timeout server 1h
    timeout tunnel 1h
    option redispatch 1
    retries 2
    retry-on conn-failure empty-response 503
frontend acp
    bind 127.0.0.1:{port}
    default_backend nodes
backend nodes
    balance roundrobin
    cookie SERVERID insert indirect nocache
    stick-table type string len 64 size 100k expire 1h
    stick match req.hdr(acp-connection-id)
    stick store-response res.hdr(acp-connection-id)
    option httpchk GET /healthz
    http-check expect status 200
"
    );
    for (i, p) in nodes.iter().enumerate() {
        cfg.push_str(&format!("    server node{i} 127.0.0.1:{p} check inter 300ms fall 2 rise 1 cookie node{i}\n"));
    }
    cfg
}

impl Haproxy {
    /// HAProxy listening on a free port, once it listens. The port is
    /// picked free and then bound by HAProxy, so another test may take it
    /// in between (the tests run at once): HAProxy then exits at its bind,
    /// and it is started again on another port.
    async fn start(nodes: &[u16]) -> Result<Haproxy, String> {
        let which = std::process::Command::new("haproxy").arg("-v").output();
        if !which.is_ok_and(|o| o.status.success()) {
            return Err("no haproxy on PATH".into());
        }
        let dir = TempDir::new("fleet", "haproxy");
        for _ in 0..5 {
            let port = free_port();
            let cfg = dir.join("haproxy.cfg");
            std::fs::write(&cfg, haproxy_config(port, nodes)).unwrap();
            let check = std::process::Command::new("haproxy").arg("-c").arg("-f").arg(&cfg).output().unwrap();
            assert!(check.status.success(), "haproxy -c: {}", String::from_utf8_lossy(&check.stderr));
            let mut child = Command::new("haproxy")
                .arg("-db")
                .arg("-f")
                .arg(&cfg)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .kill_on_drop(true)
                .spawn()
                .map_err(|e| e.to_string())?;
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(30) {
                if child.try_wait().map_err(|e| e.to_string())?.is_some() {
                    break; // exited: its port was taken
                }
                if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                    return Ok(Haproxy { port, child, _dir: dir });
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        panic!("HAProxy did not start listening (five tries)");
    }

    fn url(&self, scheme: &str) -> String {
        format!("{scheme}://127.0.0.1:{}/acp", self.port)
    }
}

impl Drop for Haproxy {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

struct Fleet {
    nodes: Vec<Node>,
    lb: Haproxy,
    store: String,
    _pg: Postgres,
}

/// A fleet of `n` nodes, or `None` (after a message) without HAProxy or
/// PostgreSQL here.
async fn fleet(name: &str, n: usize) -> Option<Fleet> {
    let skip = |why: String| {
        assert!(std::env::var_os(REQUIRE_ENV).is_none(), "the fleet's parts are required here: {why}");
        eprintln!("skipped: {why}; install Debian's postgresql and haproxy");
    };
    let pg = match Postgres::start(name) {
        Ok(pg) => pg,
        Err(why) => {
            skip(format!("no PostgreSQL server ({why})"));
            return None;
        }
    };
    let store = pg.database("fleet").await;
    let mut nodes = Vec::new();
    for _ in 0..n {
        nodes.push(Node::start(&store).await);
    }
    let ports: Vec<u16> = nodes.iter().map(|n| n.port).collect();
    let lb = match Haproxy::start(&ports).await {
        Ok(lb) => lb,
        Err(why) => {
            skip(why);
            return None;
        }
    };
    let fleet = Fleet { nodes, lb, store, _pg: pg };
    fleet.wait_all_up().await;
    Some(fleet)
}

impl Fleet {
    /// Until every node answers its health check (as the balancer will).
    async fn wait_all_up(&self) {
        for n in &self.nodes {
            wait_health(n.port, 200).await;
        }
        // The balancer's checks run every 300 ms; one round to see them up.
        tokio::time::sleep(Duration::from_millis(700)).await;
    }
}

/// The status of `GET /healthz` on the node at `port` (0: no answer).
async fn health(port: u16) -> u16 {
    let Ok(mut s) = tokio::net::TcpStream::connect(("127.0.0.1", port)).await else { return 0 };
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let req = format!("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    if s.write_all(req.as_bytes()).await.is_err() {
        return 0;
    }
    let mut out = String::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), s.read_to_string(&mut out)).await;
    out.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0)
}

async fn wait_health(port: u16, want: u16) {
    let start = Instant::now();
    loop {
        let got = health(port).await;
        if got == want {
            return;
        }
        assert!(start.elapsed() < Duration::from_secs(30), "node {port}: /healthz {got}, never {want}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Established inbound TCP connections on 127.0.0.1:`port` (from
/// /proc/net/tcp): which node the balancer sent a WebSocket to.
fn established_on(port: u16) -> usize {
    let table = std::fs::read_to_string("/proc/net/tcp").unwrap_or_default();
    let local = format!("0100007F:{port:04X}");
    table.lines().skip(1).filter(|l| {
        let f: Vec<&str> = l.split_whitespace().collect();
        f.len() > 3 && f[1] == local && f[3] == "01"
    })
    .count()
}

/// The one node that holds connections (the balancer sent the test's
/// client there). Connections closed just before may still be open on a
/// node that has not seen their end yet (a loaded machine): waits up to
/// 10 s for exactly one node to hold any.
async fn serving_node(f: &Fleet) -> usize {
    let mut serving: Vec<usize> = Vec::new();
    for _ in 0..200 {
        serving = (0..f.nodes.len()).filter(|i| established_on(f.nodes[*i].port) > 0).collect();
        if serving.len() == 1 {
            return serving[0];
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("not exactly one node holds the client's connection: {serving:?}")
}

/// The node (index) whose `serve` runs each session, by the process part
/// of the agent kit's session ids (`sess-<process>-<n>`).
fn process_of(session_id: &str) -> &str {
    session_id.split('-').nth(1).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_moves_when_its_node_is_killed_mid_turn() {
    let Some(mut f) = fleet("fleet-kill", 3).await else { return };
    let a = Client::connect(&f.lb.url("ws"), 1).await;
    let sid = bounded("session/new", a.v1().new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
    let prompt = "/slow 60 tick tock";
    let turn = tokio::spawn({
        let agent = a.v1().clone();
        let p = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": prompt}]}));
        async move { agent.prompt(p).await }
    });
    a.updates.wait(&sid.0, 8).await;
    // The node the balancer sent this WebSocket to.
    let serving = [serving_node(&f).await];
    let dead = serving[0];
    f.nodes[dead].kill().await;
    let ended = bounded("the cut turn", turn).await.unwrap();
    assert!(ended.is_err(), "a killed node answered the turn: {ended:?}");
    let seen = said(&a.updates.of(&sid.0));
    a.frames.assert_valid();
    drop(a);

    // Through the balancer again (both transports): another node loads it.
    for scheme in ["http", "ws"] {
        let b = Client::connect(&f.lb.url(scheme), 1).await;
        let chunks = seen.split(' ').count();
        let replay = b.reopen(1, &sid.0, 1 + chunks).await;
        prompt_replayed(1, &replay, prompt);
        let replayed = said(&replay);
        assert!(replayed.starts_with(&seen), "{scheme}: replayed {replayed:?} lacks what was streamed: {seen:?}");
        let users = replay.iter().filter(|u| u["sessionUpdate"] == "user_message_chunk" && u["content"]["text"] == prompt).count();
        assert_eq!(users, 1, "{scheme}: the cut turn's prompt replayed once");
        let r = bounded("prompt", b.v1().prompt(from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "after"}]})))).await.unwrap();
        assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn", "{scheme}: the session goes on elsewhere");
        b.close().await;
    }
    f.nodes[dead].restart(&f.store).await;
}

/// Sessions made over 12 connections spread over the three nodes; each
/// is listed (once) and loadable through the balancer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_spread_over_the_nodes_and_any_node_serves_them() {
    const CONNECTIONS: usize = 12;
    const PER: usize = 84;
    let Some(f) = fleet("fleet-spread", 3).await else { return };
    let mut made = Vec::new();
    for c in 0..CONNECTIONS {
        let scheme = if c % 2 == 0 { "http" } else { "ws" };
        let client = Client::connect(&f.lb.url(scheme), 1).await;
        for _ in 0..PER {
            let sid = bounded("session/new", client.v1().new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap();
            made.push(sid.session_id.0);
        }
        client.close().await;
    }
    let mut by_process: BTreeMap<&str, usize> = BTreeMap::new();
    for s in &made {
        *by_process.entry(process_of(s)).or_default() += 1;
    }
    assert_eq!(by_process.len(), 3, "new clients spread over the three nodes: {by_process:?}");
    assert!(by_process.values().all(|n| *n >= PER), "{by_process:?}");

    // One client lists them all, page by page, through the balancer.
    let client = Client::connect(&f.lb.url("http"), 1).await;
    let mut listed = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let mut params = json!({"cwd": cwd()});
        if let Some(c) = &cursor {
            params["cursor"] = json!(c);
        }
        let page = bounded("session/list", client.v1().list_sessions(from(params))).await.unwrap();
        let page = serde_json::to_value(page).unwrap();
        listed.extend(page["sessions"].as_array().unwrap().iter().map(|s| s["sessionId"].as_str().unwrap().to_owned()));
        match page["nextCursor"].as_str() {
            Some(c) => cursor = Some(c.to_owned()),
            None => break,
        }
    }
    let (mut want, mut got) = (made.clone(), listed.clone());
    want.sort();
    got.sort();
    assert_eq!(got, want, "every session listed once");
    // A session of each node, loaded through this one connection.
    for process in by_process.keys() {
        let sid = made.iter().find(|s| process_of(s) == *process).unwrap();
        bounded("session/load", client.v1().load_session(from(json!({"sessionId": sid, "cwd": cwd(), "mcpServers": []})))).await.unwrap();
    }
    client.close().await;
}

/// Every node restarted in turn (SIGTERM, drain, start again): between
/// restarts clients keep making and reopening sessions through the
/// balancer; none is lost, each keeps its history.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rolling_restart_loses_no_session() {
    let Some(mut f) = fleet("fleet-rolling", 3).await else { return };
    let mut sessions: Vec<(String, String)> = Vec::new();
    let make = |i: usize| format!("rolling {i}");
    for round in 0..=f.nodes.len() {
        let c = Client::connect(&f.lb.url(if round % 2 == 0 { "ws" } else { "http" }), 1).await;
        let text = make(round);
        sessions.push((c.session_with_turn(1, &text).await, text));
        c.close().await;
        if round == f.nodes.len() {
            break;
        }
        let status = f.nodes[round].stop().await;
        assert!(status.success(), "node {round} exits 0 after its drain: {status}");
        f.nodes[round].restart(&f.store.clone()).await;
        wait_health(f.nodes[round].port, 200).await;
        tokio::time::sleep(Duration::from_millis(700)).await;
    }
    for (sid, text) in &sessions {
        let c = Client::connect(&f.lb.url("http"), 1).await;
        let replay = c.reopen(1, sid, 1 + text.split(' ').count()).await;
        prompt_replayed(1, &replay, text);
        assert_eq!(&said(&replay), text, "{sid}");
        c.close().await;
    }
}

/// `/healthz` says ready with the database; while a node drains (SIGTERM
/// with a client still connected) it says not ready and the balancer
/// sends new clients elsewhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draining_node_is_not_ready_and_new_clients_go_elsewhere() {
    let Some(mut f) = fleet("fleet-drain", 2).await else { return };
    let a = Client::connect(&f.lb.url("ws"), 1).await;
    let serving = [serving_node(&f).await];
    let (draining, other) = (serving[0], 1 - serving[0]);
    let pid = f.nodes[draining].pid();
    let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).status().await;
    wait_health(f.nodes[draining].port, 503).await;
    assert_eq!(health(f.nodes[other].port).await, 200);
    // The open connection still works while the node drains.
    let sid = a.session_with_turn(1, "still served").await;
    // Two failed checks 300 ms apart mark it down; generously more, for a
    // loaded machine.
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let b = Client::connect(&f.lb.url("ws"), 1).await;
    let on_other = established_on(f.nodes[other].port);
    assert!(on_other >= 1, "the new client went to the node that is ready");
    let replay = b.reopen(1, &sid, 3).await;
    assert_eq!(said(&replay), "still served");
    b.close().await;
    a.close().await;
    let status = f.nodes[draining].stop_exited().await;
    assert!(status.success(), "{status}");
}

/// A node told to stop while a turn runs on it: the turn outlives the
/// drain (3 s), so the node ends it `cancelled` (the client gets that
/// answer) and gives the session's lease back before it exits; another
/// node then serves the session at once, idle, not after the lease's 10 s.
/// While the turn ran, the store named its node (`--node-id`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_node_hands_its_running_turns_over() {
    use acp_wire::agent::Store;
    let Some(mut f) = fleet("fleet-handoff", 2).await else { return };
    let store = acp_wire_remote::postgres::PostgresStore::connect(&f.store).await.expect("the fleet's database");
    let a = Client::connect(&f.lb.url("ws"), 1).await;
    let serving = [serving_node(&f).await];
    let stopping = serving[0];
    let (sid, turn) = a.session_with_running_turn(1, "/slow 60 tick tock").await;
    a.updates.wait(&sid, 4).await;
    let owner = store.meta(&sid).await.unwrap().unwrap().lease_owner().map(str::to_owned);
    assert_eq!(owner, Some(format!("node-{}", f.nodes[stopping].port)), "the lease names the node running the turn");
    let pid = f.nodes[stopping].pid();
    let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).status().await;
    let stop = bounded("the turn's answer", turn).await.unwrap();
    assert_eq!(stop, "cancelled", "a turn the node could not finish ends cancelled");
    let r = store.meta(&sid).await.unwrap().unwrap();
    assert_eq!((r.current_foreground(), r.lease_owner()), ("idle", None), "the lease was given back");
    let status = f.nodes[stopping].stop_exited().await;
    assert!(status.success(), "{status}");
    a.close().await;
    // The other node takes the session at once.
    let b = Client::connect(&f.lb.url("ws"), 1).await;
    b.reopen(1, &sid, 2).await;
    let t = Instant::now();
    let r = bounded("prompt", b.v1().prompt(from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "after"}]})))).await.unwrap();
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    assert!(t.elapsed() < Duration::from_secs(5), "the prompt waited {:?}: the lease was still held", t.elapsed());
    b.close().await;
}

impl Node {
    /// The exit of a node already told to stop.
    async fn stop_exited(&mut self) -> std::process::ExitStatus {
        let mut child = self.child.take().expect("running");
        bounded("a node's exit", child.wait()).await.unwrap()
    }
}

#[test]
fn the_book_shows_the_balancer_configuration_the_tests_use() {
    let book = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/book/src/fleet.md")).unwrap();
    let cfg = haproxy_config(8080, &[9001, 9002, 9003]);
    let shown: String = cfg.lines().filter(|l| !l.contains("bind 127.0.0.1:8080")).map(|l| format!("{l}\n")).collect();
    for line in shown.lines() {
        assert!(book.contains(line.trim()), "docs/book/src/fleet.md lacks `{}`", line.trim());
    }
}

/// The official TS SDK 2.4.0's clients through the balancer
/// (`remote_client.mjs`): a turn, then the session reopened five times,
/// each on a new connection that the balancer may send to any node (v1
/// `session/load`, v2 `session/resume` from the start); every time the
/// replay holds the turn by the time the answer arrives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn their_client_reopens_its_session_through_the_balancer() {
    let Some(ts) = crate::interop::ts_dir() else { return };
    let Some(f) = fleet("fleet-ts", 3).await else { return };
    for transport in ["http", "ws"] {
        for protocol in ["1", "2"] {
            let out = bounded(
                "remote_client.mjs through the balancer",
                Command::new(crate::interop::node())
                    .arg(ts.join("remote_client.mjs"))
                    .args(["--url", &f.lb.url("http"), "--reload-url", &f.lb.url("http")])
                    .args(["--reloads", "5", "--transport", transport, "--protocol", protocol, "--skip", "cancel,read,permission"])
                    .stderr(Stdio::inherit())
                    .output(),
            )
            .await
            .expect("node");
            let line = String::from_utf8_lossy(&out.stdout);
            let summary: serde_json::Value =
                serde_json::from_str(line.trim()).unwrap_or_else(|e| panic!("{transport} v{protocol}: {e}: {line}"));
            let checks = summary["checks"].as_array().unwrap();
            let failed: Vec<&serde_json::Value> = checks.iter().filter(|c| c["ok"] != true).collect();
            assert!(summary["ok"] == true && out.status.success(), "{transport} v{protocol}: failed checks {failed:?}");
            let reloads = checks.iter().filter(|c| c["name"].as_str().is_some_and(|n| n.ends_with("_replay_before_answer"))).count();
            assert_eq!(reloads, 5, "{transport} v{protocol}: {summary}");
        }
    }
}

/// A `session/cancel` (v1 and v2), then a `session/close`, sent to a node
/// that does not run the turn: the turn ends `cancelled` on its own node
/// within a second (the signal goes through PostgreSQL's NOTIFY).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancel_or_close_through_another_node_ends_the_turn() {
    let Some(f) = fleet("fleet-cancel", 2).await else { return };
    for (version, how) in [(1, "cancel"), (2, "cancel"), (1, "close"), (2, "close")] {
        let a = Client::connect(&f.lb.url("ws"), version).await;
        let serving = [serving_node(&f).await];
        let other = &f.nodes[1 - serving[0]];
        let (sid, turn) = a.session_with_running_turn(version, "/slow 60 tick tock").await;
        a.updates.wait(&sid, 4).await;
        // Straight to the node that does not run the turn.
        let b = Client::connect(&format!("http://127.0.0.1:{}/acp", other.port), version).await;
        b.cancel_or_close_ends(version, how, &sid, turn).await;
        b.close().await;
        a.close().await;
    }
}

/// The text of the agent chunks among `updates`, one string per chunk.
fn chunks(updates: &[serde_json::Value]) -> Vec<String> {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .filter_map(|u| u["content"]["text"].as_str().map(str::to_owned))
        .collect()
}

/// A v1 `session/load` and a v2 `session/resume` sent to the node that
/// does not run the session's turn: after the replay that node follows the
/// turn live through PostgreSQL (chunks arrive before the turn ends), and
/// the client ends with exactly the chunks the turn's own client saw, in
/// order, none twice; v2 ends with the turn's own `idle` and stop reason.
/// Then a prompt sent to that node while the turn runs waits for it (the
/// session's lease) and runs after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reopen_on_another_node_follows_the_running_turn_live() {
    let Some(f) = fleet("fleet-follow", 2).await else { return };
    // v1 last: its third client goes through the balancer over HTTP, whose
    // pooled connection to a node would confuse `established_on` after it.
    for version in [2u16, 1] {
        let a = Client::connect(&f.lb.url("ws"), version).await;
        let serving = [serving_node(&f).await];
        let other = &f.nodes[1 - serving[0]];
        let (sid, turn) = a.session_with_running_turn(version, "/slow 3 tick tock").await;
        a.updates.wait(&sid, 4).await;
        let b = Client::connect(&format!("http://127.0.0.1:{}/acp", other.port), version).await;
        let replayed = b.reopen(version, &sid, 1).await;
        let at_reopen = chunks(&replayed).len();
        // Live: more chunks reach b while the turn still runs.
        let mut live = false;
        while !turn.is_finished() {
            if chunks(&b.updates.of(&sid)).len() > at_reopen {
                live = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(live, "v{version}: nothing followed the turn before it ended");
        let stop = bounded("the turn", turn).await.unwrap();
        assert_eq!(stop, "end_turn", "v{version}");
        let want = chunks(&a.updates.of(&sid));
        // The follower catches up within a few polls.
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let got = b.updates.of(&sid);
            let done = version == 1 || got.iter().any(|u| u["sessionUpdate"] == "state_update" && u["state"] == "idle" && u["stopReason"] == "end_turn");
            if (chunks(&got) == want && done) || Instant::now() > deadline {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let got = b.updates.of(&sid);
        assert_eq!(chunks(&got), want, "v{version}: what the other node's client saw, in order, none twice");
        if version == 2 {
            let states: Vec<&serde_json::Value> = got.iter().filter(|u| u["sessionUpdate"] == "state_update").collect();
            assert_eq!(states.first().map(|s| &s["state"]), Some(&json!("running")), "the snapshot: {states:?}");
            let ends: Vec<_> = states.iter().filter(|s| s["stopReason"].is_string()).collect();
            assert_eq!(ends.len(), 1, "one end of the turn: {states:?}");
            assert_eq!((&ends[0]["state"], &ends[0]["stopReason"]), (&json!("idle"), &json!("end_turn")));
            assert_eq!(states.last().unwrap()["state"], "idle", "{states:?}");
        }

        // A turn on a's node, then a prompt to b's node: it waits for the lease.
        if version == 1 {
            let agent = a.v1().clone();
            let p = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 1 first"}]}));
            let first = tokio::spawn(async move { serde_json::to_value(agent.prompt(p).await.expect("the first turn")).unwrap()["stopReason"].clone() });
            let before = a.updates.of(&sid).len();
            a.updates.wait(&sid, before + 1).await;
            let second = bounded("the second turn", b.v1().prompt(from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "second"}]})))).await.unwrap();
            assert_eq!(serde_json::to_value(second).unwrap()["stopReason"], "end_turn");
            assert_eq!(bounded("the first turn", first).await.unwrap(), "end_turn");
            // The history, as a third client loads it: the second turn's
            // echo after every update of the first turn (its prompt was
            // stored, and echoed, when it was accepted).
            let c = Client::connect(&f.lb.url("http"), 1).await;
            let history = c.reopen(1, &sid, 1).await;
            let text = |u: &serde_json::Value| u["content"]["text"].as_str().unwrap_or_default().to_owned();
            let second_at = history.iter().position(|u| u["sessionUpdate"] == "agent_message_chunk" && text(u).contains("second")).expect("the second turn's echo");
            let first_end = history.iter().rposition(|u| u["sessionUpdate"] == "agent_message_chunk" && text(u).contains("first")).expect("the first turn's chunks");
            assert!(first_end < second_at, "the second turn started before the first ended: {history:?}");
            c.close().await;
        }
        b.close().await;
        a.close().await;
    }
}

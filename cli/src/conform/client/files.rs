//! The client's file system (v1 `fs/*`), served from the session's cwd:
//! reads with and without `line`/`limit`, writes that create files and
//! directories (checked on disk), the four ways out of the roots
//! (checked on disk too: nothing may appear outside), and the gating of
//! what the client did not advertise.
//!
//! The fixtures (`fixtures.rs`) are written into the client's current directory (a
//! scratch `work` directory) before it starts; a client that opens its
//! session anywhere else gets SKIP, never fixtures written there.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{json, Value};

use super::ctx::Ctx;
use super::fixtures::{NEW_TEXT, OVERWRITE_FILE, READ_FILE, READ_TEXT, SECRET};
use crate::conform::driver::brief;
use crate::conform::reqs::Results;

fn path_str(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}

/// Why the fs checks cannot run on the client's session directory.
fn foreign_cwd(cx: &Ctx<'_>) -> Option<String> {
    let cwd = Path::new(&cx.session.cwd).canonicalize().ok();
    (cwd.as_deref() != Some(cx.scratch.work.as_path())).then(|| {
        format!(
            "the session's cwd {:?} is not the directory conform started the client in ({}): fixtures are only written there",
            cx.session.cwd,
            cx.scratch.work.display()
        )
    })
}

async fn read(cx: &mut Ctx<'_>, path: &str, extra: Value) -> Result<String, String> {
    let mut params = json!({"sessionId": cx.turn.session, "path": path});
    if let (Some(p), Value::Object(e)) = (params.as_object_mut(), extra) {
        p.extend(e);
    }
    let m = cx.peer.call("fs/read_text_file", params).await.map_err(|g| g.to_string())?;
    match m.pointer("/result/content").and_then(Value::as_str) {
        Some(c) => Ok(c.to_string()),
        None => Err(format!("answered {}", brief(&m))),
    }
}

async fn write(cx: &mut Ctx<'_>, path: &str, content: &str) -> Result<Value, String> {
    let params = json!({"sessionId": cx.turn.session, "path": path, "content": content});
    cx.peer.call("fs/write_text_file", params).await.map_err(|g| g.to_string())
}

pub async fn fs(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let v = cx.v();
    let rows = ["client.fs.read", "client.fs.read-range", "client.fs.write", "client.fs.write-dirs"];
    if let Some(why) = foreign_cwd(cx) {
        rows.iter().for_each(|id| r.skip(id, v, why.clone()));
        return cx.turn.end(cx.peer, "end_turn").await;
    }
    let work = cx.scratch.work.clone();
    if cx.hello.v1_flag("/fs/readTextFile") {
        let file = path_str(&work.join(READ_FILE));
        match read(cx, &file, json!({})).await {
            Ok(c) if c == READ_TEXT => r.pass("client.fs.read", v, format!("{READ_FILE}: {} bytes, exact", c.len())),
            Ok(c) => r.fail("client.fs.read", v, format!("{READ_FILE}: got {c:?}, not {READ_TEXT:?}")),
            Err(e) => r.fail("client.fs.read", v, format!("{READ_FILE}: {e}")),
        }
        let mut bad = Vec::new();
        for (line, limit, want) in [(2, 2, "line 2: 日本語\nline 3: emoji 🦀\n"), (4, 10, "line 4: plain\nline 5: last\n")] {
            match read(cx, &file, json!({"line": line, "limit": limit})).await {
                // Whether the last line keeps its newline the spec leaves open.
                Ok(c) if c == want || c == want.trim_end_matches('\n') => {}
                Ok(c) => bad.push(format!("line {line} limit {limit}: got {c:?}, not {want:?}")),
                Err(e) => bad.push(format!("line {line} limit {limit}: {e}")),
            }
        }
        if bad.is_empty() {
            r.pass("client.fs.read-range", v, "line 2 limit 2 and line 4 limit 10 (past the end): exactly those lines");
        } else {
            r.fail("client.fs.read-range", v, bad.join("; "));
        }
    } else {
        r.skip("client.fs.read", v, "not advertised (clientCapabilities.fs.readTextFile)");
        r.skip("client.fs.read-range", v, "not advertised (clientCapabilities.fs.readTextFile)");
    }
    if cx.hello.v1_flag("/fs/writeTextFile") {
        let mut bad = Vec::new();
        for (name, content) in [("conform-new.txt", NEW_TEXT), (OVERWRITE_FILE, "new\n")] {
            let file = work.join(name);
            let answer = write(cx, &path_str(&file), content).await;
            match (answer, std::fs::read_to_string(&file)) {
                (Ok(m), _) if m.get("error").is_some() => bad.push(format!("{name}: answered {}", brief(&m))),
                (Err(e), _) => bad.push(format!("{name}: {e}")),
                (Ok(_), Ok(disk)) if disk == content => {}
                (Ok(_), Ok(disk)) => bad.push(format!("{name}: on disk {disk:?}, not {content:?}")),
                (Ok(_), Err(e)) => bad.push(format!("{name}: answered a result, but on disk: {e}")),
            }
        }
        if bad.is_empty() {
            r.pass("client.fs.write", v, "a new file created and an existing one replaced, exactly (checked on disk)");
        } else {
            r.fail("client.fs.write", v, bad.join("; "));
        }
        let deep = work.join("conform-new-dir").join("sub").join("deep.txt");
        let answer = write(cx, &path_str(&deep), NEW_TEXT).await;
        match (answer, std::fs::read_to_string(&deep)) {
            (Ok(m), _) if m.get("error").is_some() => r.fail("client.fs.write-dirs", v, format!("conform-new-dir/sub/deep.txt: answered {}", brief(&m))),
            (Err(e), _) => r.fail("client.fs.write-dirs", v, format!("conform-new-dir/sub/deep.txt: {e}")),
            (Ok(_), Ok(disk)) if disk == NEW_TEXT => r.pass("client.fs.write-dirs", v, "conform-new-dir/sub/deep.txt created with its directories"),
            (Ok(_), disk) => r.fail("client.fs.write-dirs", v, format!("conform-new-dir/sub/deep.txt: answered a result, on disk {disk:?}")),
        }
    } else {
        r.skip("client.fs.write", v, "not advertised (clientCapabilities.fs.writeTextFile)");
        r.skip("client.fs.write-dirs", v, "not advertised (clientCapabilities.fs.writeTextFile)");
    }
    cx.turn.end(cx.peer, "end_turn").await
}

/// One way out of the roots: paths to read (each a secret file) and to
/// write (path sent, where the file would land).
struct Escape {
    id: &'static str,
    reads: Vec<String>,
    writes: Vec<(String, PathBuf)>,
}

fn escapes(work: &Path, root: &Path, elsewhere: &Path) -> Vec<Escape> {
    let w = path_str(work);
    let outside = root.join("outside");
    vec![
        Escape {
            id: "client.fs.confine-absolute",
            reads: vec![path_str(&elsewhere.join("secret.txt"))],
            writes: vec![(path_str(&elsewhere.join("conform-absolute.txt")), elsewhere.join("conform-absolute.txt"))],
        },
        Escape {
            id: "client.fs.confine-dotdot",
            reads: vec![format!("{w}/../outside/secret.txt"), "../outside/secret.txt".into()],
            writes: vec![
                (format!("{w}/../outside/conform-dotdot.txt"), outside.join("conform-dotdot.txt")),
                ("../outside/conform-relative.txt".into(), outside.join("conform-relative.txt")),
            ],
        },
        Escape {
            id: "client.fs.confine-symlink",
            reads: vec![format!("{w}/link/secret.txt")],
            writes: vec![(format!("{w}/link/conform-link.txt"), outside.join("conform-link.txt"))],
        },
        Escape {
            id: "client.fs.confine-prefix",
            reads: vec![format!("{w}-evil/secret.txt")],
            writes: vec![(format!("{w}-evil/conform-prefix.txt"), root.join("work-evil").join("conform-prefix.txt"))],
        },
    ]
}

pub async fn confine(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let v = cx.v();
    let (can_read, can_write) = (cx.hello.v1_flag("/fs/readTextFile"), cx.hello.v1_flag("/fs/writeTextFile"));
    let list = escapes(&cx.scratch.work, &cx.scratch.root, &cx.scratch.elsewhere);
    let skip = if !can_read && !can_write { Some("fs not advertised (clientCapabilities.fs)".to_string()) } else { foreign_cwd(cx) };
    if let Some(why) = skip {
        list.iter().for_each(|e| r.skip(e.id, v, why.clone()));
        return cx.turn.end(cx.peer, "end_turn").await;
    }
    for e in list {
        let mut bad = Vec::new();
        let mut refused = Vec::new();
        for path in e.reads.iter().filter(|_| can_read) {
            match read(cx, path, json!({})).await {
                Ok(c) if c.contains(SECRET) => bad.push(format!("LEAK: fs/read_text_file {path} returned the file outside the roots")),
                Ok(c) => bad.push(format!("fs/read_text_file {path} answered content {:?} instead of an error", c.chars().take(60).collect::<String>())),
                Err(err) if err.starts_with("answered") => refused.push(format!("read {path}")),
                Err(err) => bad.push(format!("fs/read_text_file {path}: {err}")),
            }
        }
        for (path, lands) in e.writes.iter().filter(|_| can_write) {
            let answer = write(cx, path, "written by acp-wire conform outside the roots\n").await;
            if lands.exists() {
                let _ = std::fs::remove_file(lands);
                bad.push(format!("LEAK: fs/write_text_file {path} created {}", lands.display()));
                continue;
            }
            match answer {
                Ok(m) if m.get("error").is_some() => refused.push(format!("write {path}")),
                Ok(m) => bad.push(format!("fs/write_text_file {path} answered {} (nothing on disk)", brief(&m))),
                Err(err) => bad.push(format!("fs/write_text_file {path}: {err}")),
            }
        }
        if bad.is_empty() {
            r.pass(e.id, v, format!("refused with an error: {}; nothing written outside", refused.join(", ")));
        } else {
            r.fail(e.id, v, bad.join("; "));
        }
    }
    cx.turn.end(cx.peer, "end_turn").await
}

/// One call of a method the client did not advertise: what it must not do.
/// `declined`: a result that refuses without an error (an elicitation
/// answered `decline` or `cancel`): not serving is what counts, no sentence
/// asks for an error (issue 26: acpx answers `cancel`).
async fn gated(
    cx: &mut Ctx<'_>,
    method: &str,
    params: Value,
    served: &(dyn Fn(&Value) -> Option<String> + Sync),
    declined: &(dyn Fn(&Value) -> Option<String> + Sync),
) -> Result<String, String> {
    match cx.peer.call(method, params).await {
        Ok(m) => match (m.get("error"), served(&m), declined(&m)) {
            (_, Some(what), _) => Err(format!("`{method}` was served: {what}")),
            (Some(e), None, _) => Ok(format!("`{method}` refused ({})", e.get("code").map_or("?".into(), Value::to_string))),
            (None, None, Some(how)) => Ok(format!("`{method}` not served ({how})")),
            (None, None, None) => Err(format!("`{method}` answered a result {}", brief(&m))),
        },
        Err(g) => Err(format!("`{method}`: {g}")),
    }
}

pub async fn gating(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let v = cx.v();
    let version = cx.version;
    let work = cx.scratch.work.clone();
    let session = cx.turn.session.clone();
    let (read, write, term) = if version >= 2 {
        // v2 has no client fs or terminals at all.
        (false, false, false)
    } else {
        (cx.hello.v1_flag("/fs/readTextFile"), cx.hello.v1_flag("/fs/writeTextFile"), cx.hello.v1_flag("/terminal"))
    };
    let (mut ok, mut bad) = (Vec::new(), Vec::new());
    let mut record = |res: Result<String, String>| match res {
        Ok(s) => ok.push(s),
        Err(s) => bad.push(s),
    };
    if !read {
        let params = json!({"sessionId": session, "path": path_str(&work.join(READ_FILE))});
        record(gated(cx, "fs/read_text_file", params, &|m| m.pointer("/result/content").map(|c| format!("content {}", brief(c))), &|_| None).await);
    }
    if !write {
        let file = work.join("conform-gated.txt");
        let params = json!({"sessionId": session, "path": path_str(&file), "content": "gated\n"});
        let res = gated(cx, "fs/write_text_file", params, &|_| file.exists().then(|| "the file was written".to_string()), &|_| None).await;
        record(res);
    }
    if !term {
        let marker = work.join("conform-gated-terminal");
        let script = format!("touch '{}'", path_str(&marker));
        let params = json!({"sessionId": session, "command": "sh", "args": ["-c", script], "cwd": path_str(&work)});
        let res = gated(cx, "terminal/create", params, &|m| m.pointer("/result/terminalId").map(|t| format!("terminal {t}")), &|_| None).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        record(if marker.exists() { Err("`terminal/create` ran the command".to_string()) } else { res });
    }
    if !cx.hello.elicitation(version) {
        let params = json!({"sessionId": session, "mode": "form", "message": "conform: a question the client did not offer to ask",
            "requestedSchema": {"type": "object", "properties": {"answer": {"type": "string"}}}});
        let accepted = |m: &Value| m.pointer("/result/action").filter(|a| *a == "accept").map(|_| "accepted".to_string());
        let declined = |m: &Value| m.pointer("/result/action").and_then(Value::as_str).filter(|a| *a != "accept").map(|a| format!("answered {a}"));
        record(gated(cx, "elicitation/create", params, &accepted, &declined).await);
    }
    if ok.is_empty() && bad.is_empty() {
        r.skip("client.gating", v, "the client advertised fs, terminal and elicitation: nothing to call unadvertised");
    } else if bad.is_empty() {
        r.pass("client.gating", v, ok.join("; "));
    } else {
        r.fail("client.gating", v, bad.join("; "));
    }
    cx.turn.end(cx.peer, "end_turn").await
}

//! The faulty client's file system and terminals: correct (paths confined
//! to the session's directory, `line`/`limit`, parents created, output
//! truncated at a character boundary, kill, release) except for the rule
//! `--break` names. Each confinement break is a check that real clients
//! have shipped: a path not normalised, symlinks not resolved, a string
//! prefix instead of a path prefix, a shortcut for "system" paths.

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::io::AsyncReadExt;
use tokio::process::{Child, Command};

/// An error answer: (code, message).
pub type Fail = (i64, String);

fn denied(path: &str) -> Fail {
    (-32603, format!("path is outside the session's directories: {path}"))
}

/// `path` without `.` and `..` (popping), symlinks not looked at.
fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The nearest existing ancestor of `path` (itself included), resolved.
fn resolved_ancestor(path: &Path) -> Option<PathBuf> {
    let mut p = path.to_path_buf();
    loop {
        if let Ok(c) = p.canonicalize() {
            return Some(c);
        }
        if !p.pop() {
            return None;
        }
    }
}

/// Where `path` may be served from, confined to `root` (canonical).
pub fn confine(root: &Path, path: &str, brk: &str) -> Result<PathBuf, Fail> {
    let p = Path::new(path);
    if !p.is_absolute() {
        return Err((-32602, format!("not an absolute path: {path}")));
    }
    let has_dotdot = p.components().any(|c| c == Component::ParentDir);
    match brk {
        // Paths outside the workspace's parent are taken for system files
        // and served as they are.
        "confine-absolute" if !p.starts_with(root.parent().unwrap_or(root)) => return Ok(p.to_path_buf()),
        // `..` dropped for the check only; the path is opened as sent.
        "confine-dotdot" => {
            let checked: PathBuf = p.components().filter(|c| *c != Component::ParentDir).collect();
            let ok = resolved_ancestor(&checked).is_some_and(|a| a.starts_with(root));
            return if ok { Ok(p.to_path_buf()) } else { Err(denied(path)) };
        }
        // Normalised, but symlinks never resolved.
        "confine-symlink" => return if lexical(p).starts_with(root) { Ok(p.to_path_buf()) } else { Err(denied(path)) },
        // Resolved, then compared as strings.
        "confine-prefix" => {
            let ok = resolved_ancestor(p).is_some_and(|a| a.to_string_lossy().starts_with(&*root.to_string_lossy()));
            return if ok && !has_dotdot { Ok(p.to_path_buf()) } else { Err(denied(path)) };
        }
        _ => {}
    }
    // `..` could climb out through directories a write creates.
    if has_dotdot {
        return Err(denied(path));
    }
    match resolved_ancestor(p) {
        Some(a) if a.starts_with(root) => Ok(p.to_path_buf()),
        _ => Err(denied(path)),
    }
}

pub fn read(root: &Path, params: &Value, brk: &str) -> Result<Value, Fail> {
    let path = params["path"].as_str().unwrap_or("");
    let p = confine(root, path, brk)?;
    let text = std::fs::read_to_string(&p).map_err(|e| (-32002, format!("Resource not found: {path}: {e}")))?;
    let line = params["line"].as_u64().map_or(1, |l| l.max(1)) as usize;
    let limit = params["limit"].as_u64().map(|l| l as usize);
    let mut content: String = match (limit, brk) {
        (Some(n), b) if b != "ignore-limit" => text.split_inclusive('\n').skip(line - 1).take(n).collect(),
        _ => text.split_inclusive('\n').skip(line - 1).collect(),
    };
    if brk == "read-trims" {
        content = content.trim_end().to_string();
    }
    Ok(json!({"content": content}))
}

pub fn write(root: &Path, params: &Value, brk: &str) -> Result<Value, Fail> {
    let path = params["path"].as_str().unwrap_or("");
    let content = params["content"].as_str().unwrap_or("");
    let p = confine(root, path, brk)?;
    if let Some(dir) = p.parent().filter(|_| brk != "no-parent-dirs") {
        std::fs::create_dir_all(dir).map_err(|e| (-32603, format!("{path}: {e}")))?;
    }
    let result = if brk == "write-appends" {
        use std::io::Write;
        std::fs::OpenOptions::new().create(true).append(true).open(&p).and_then(|mut f| f.write_all(content.as_bytes()))
    } else {
        std::fs::write(&p, content)
    };
    result.map_err(|e| (-32603, format!("{path}: {e}")))?;
    Ok(json!({}))
}

struct Term {
    child: Arc<Mutex<Child>>,
    output: Arc<Mutex<Vec<u8>>>,
    limit: Option<usize>,
    exit: Arc<Mutex<Option<Value>>>,
}

/// The session's terminals.
#[derive(Default)]
pub struct Terminals {
    next: Mutex<u64>,
    map: Mutex<HashMap<String, Arc<Term>>>,
}

fn status_json(s: std::process::ExitStatus) -> Value {
    use std::os::unix::process::ExitStatusExt;
    let signal = s.signal().map(|n| nix::sys::signal::Signal::try_from(n).map_or(format!("SIG{n}"), |s| s.as_str().to_string()));
    json!({"exitCode": s.code(), "signal": signal})
}

impl Terminals {
    fn get(&self, params: &Value) -> Result<Arc<Term>, Fail> {
        let id = params["terminalId"].as_str().unwrap_or("");
        let map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        map.get(id).cloned().ok_or_else(|| (-32002, format!("Resource not found: no terminal {id}")))
    }

    pub fn create(&self, root: &Path, params: &Value) -> Result<Value, Fail> {
        let mut cmd = Command::new(params["command"].as_str().unwrap_or(""));
        for a in params["args"].as_array().into_iter().flatten() {
            cmd.arg(a.as_str().unwrap_or(""));
        }
        cmd.current_dir(params["cwd"].as_str().map_or(root.to_path_buf(), PathBuf::from))
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .kill_on_drop(true);
        let mut child = cmd.spawn().map_err(|e| (-32603, format!("cannot run the command: {e}")))?;
        let output = Arc::new(Mutex::new(Vec::new()));
        for pipe in [child.stdout.take().map(|o| Box::new(o) as Box<dyn tokio::io::AsyncRead + Unpin + Send>),
            child.stderr.take().map(|e| Box::new(e) as Box<dyn tokio::io::AsyncRead + Unpin + Send>)]
        .into_iter()
        .flatten()
        {
            let output = output.clone();
            let mut pipe = pipe;
            tokio::spawn(async move {
                let mut chunk = [0u8; 4096];
                while let Ok(n) = pipe.read(&mut chunk).await {
                    if n == 0 {
                        break;
                    }
                    output.lock().unwrap_or_else(|p| p.into_inner()).extend_from_slice(&chunk[..n]);
                }
            });
        }
        let term = Arc::new(Term {
            child: Arc::new(Mutex::new(child)),
            output,
            limit: params["outputByteLimit"].as_u64().map(|l| l as usize),
            exit: Arc::new(Mutex::new(None)),
        });
        let t = term.clone();
        tokio::spawn(async move {
            loop {
                let done = t.child.lock().unwrap_or_else(|p| p.into_inner()).try_wait();
                if let Ok(Some(s)) = done {
                    // The readers take the last of the output.
                    tokio::time::sleep(Duration::from_millis(30)).await;
                    *t.exit.lock().unwrap_or_else(|p| p.into_inner()) = Some(status_json(s));
                    break;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        });
        let mut n = self.next.lock().unwrap_or_else(|p| p.into_inner());
        *n += 1;
        let id = format!("faulty-term-{n}");
        self.map.lock().unwrap_or_else(|p| p.into_inner()).insert(id.clone(), term);
        Ok(json!({"terminalId": id}))
    }

    pub fn output(&self, params: &Value, brk: &str) -> Result<Value, Fail> {
        let t = self.get(params)?;
        let buf = t.output.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let (text, truncated) = match t.limit {
            Some(limit) if buf.len() > limit => {
                let mut start = buf.len() - limit;
                if brk != "truncate-mid-char" {
                    while start < buf.len() && (buf[start] & 0xC0) == 0x80 {
                        start += 1;
                    }
                }
                (String::from_utf8_lossy(&buf[start..]).into_owned(), true)
            }
            _ => (String::from_utf8_lossy(&buf).into_owned(), false),
        };
        let mut r = json!({"output": text, "truncated": truncated});
        if let Some(e) = t.exit.lock().unwrap_or_else(|p| p.into_inner()).clone() {
            r["exitStatus"] = self.reported(e, brk);
        }
        Ok(r)
    }

    fn reported(&self, mut exit: Value, brk: &str) -> Value {
        if brk == "wrong-exit-code" {
            exit["exitCode"] = json!(0);
        }
        exit
    }

    pub async fn wait_for_exit(&self, params: &Value, brk: &str) -> Result<Value, Fail> {
        let t = self.get(params)?;
        loop {
            if let Some(e) = t.exit.lock().unwrap_or_else(|p| p.into_inner()).clone() {
                return Ok(self.reported(e, brk));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    pub fn kill(&self, params: &Value, brk: &str) -> Result<Value, Fail> {
        let t = self.get(params)?;
        if brk != "kill-noop" {
            let _ = t.child.lock().unwrap_or_else(|p| p.into_inner()).start_kill();
        }
        Ok(json!({}))
    }

    pub fn release(&self, params: &Value, brk: &str) -> Result<Value, Fail> {
        let t = self.get(params)?;
        if brk != "release-keeps" {
            let _ = t.child.lock().unwrap_or_else(|p| p.into_inner()).start_kill();
            let id = params["terminalId"].as_str().unwrap_or("");
            self.map.lock().unwrap_or_else(|p| p.into_inner()).remove(id);
        }
        Ok(json!({}))
    }
}

//! `fs/read_text_file` and `fs/write_text_file` served from disk, confined to
//! a session's roots.
//!
//! A session's roots are its `cwd` plus its `additionalDirectories` (all
//! absolute). [`FsSandbox`] accepts only absolute paths and resolves them the
//! way the kernel would — `.`, `..` and every symbolic link, including a
//! dangling one as the last component — before checking that the result lies
//! inside a root. A path that resolves outside is refused with
//! [`HostErrorKind::PermissionDenied`](super::HostErrorKind::PermissionDenied),
//! whether or not it exists, so the agent learns nothing about files outside
//! the roots.
//!
//! Semantics where the protocol is silent:
//!
//! * `line` is 1-based; `line: 0` is read as `1` (the schema allows 0). A
//!   `line` after the last line yields an empty string, not an error.
//!   `limit: 0` yields an empty string.
//! * Lines end with `\n`; a `\r\n` ending stays part of its line, so the text
//!   returned keeps the file's own line endings, and the last line is
//!   returned without a newline if the file has none. A lone `\r` does not
//!   end a line.
//! * A file that is not valid UTF-8 is refused as
//!   [`InvalidParams`](super::HostErrorKind::InvalidParams) (the file is not
//!   a text file); a byte-order mark is returned as the character U+FEFF.
//! * Writes create missing parent directories (inside the roots) by default
//!   ([`FsSandbox::create_parent_dirs`]), write a temporary file in the
//!   target's directory and rename it over the target, so readers never see a
//!   half-written file. An existing file keeps its permission bits; a
//!   symbolic link at the path stays a link and its (confined) target is
//!   replaced. Hard links to the old file are not updated.
//! * The check and the use are separate system calls: a process that can
//!   swap directories for symbolic links inside the roots while a request is
//!   served can race the check. The sandbox protects against an agent's
//!   requests, not against a concurrent local attacker.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::fmt;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use tokio::io::AsyncWriteExt;

use super::HostError;

/// How many symbolic links one resolution may follow (Linux's limit too).
const MAX_SYMLINKS: u32 = 40;

/// The editor's view of files that are open with unsaved changes.
///
/// The protocol lets a client answer `fs/read_text_file` with its in-memory
/// state rather than the disk's. Register an implementation with
/// [`FsSandbox::with_buffer_source`]; it is consulted only for paths that
/// already passed the sandbox check, and receives the resolved path (no
/// symbolic links, no `..`).
pub trait BufferSource: Send + Sync {
    /// The full text of the open buffer for `path`, or `None` to read the
    /// file from disk. `line`/`limit` are applied to the returned text.
    fn buffer_text(&self, path: &Path) -> Option<String>;

    /// Called after `fs/write_text_file` replaced the file at `path` with
    /// `content`, so the editor can reload or mark the buffer. The default
    /// does nothing.
    fn file_written(&self, path: &Path, content: &str) {
        let _ = (path, content);
    }
}

/// File access confined to a session's roots.
///
/// Cheap to clone; clones share the [`BufferSource`].
#[derive(Clone)]
pub struct FsSandbox {
    roots: Arc<[PathBuf]>,
    buffers: Option<Arc<dyn BufferSource>>,
    create_parent_dirs: bool,
}

impl fmt::Debug for FsSandbox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FsSandbox")
            .field("roots", &self.roots)
            .field("buffers", &self.buffers.is_some())
            .field("create_parent_dirs", &self.create_parent_dirs)
            .finish()
    }
}

impl FsSandbox {
    /// A sandbox whose roots are the session's `cwd` and its
    /// `additionalDirectories`.
    ///
    /// Every root must be an absolute path to an existing directory; roots
    /// are resolved (symbolic links followed) once, here. Fails with
    /// `InvalidParams` otherwise.
    pub async fn new<P, I>(cwd: impl AsRef<Path>, additional_directories: I) -> Result<Self, HostError>
    where
        P: AsRef<Path>,
        I: IntoIterator<Item = P>,
    {
        let mut wanted = vec![cwd.as_ref().to_path_buf()];
        wanted.extend(additional_directories.into_iter().map(|p| p.as_ref().to_path_buf()));
        let mut roots: Vec<PathBuf> = Vec::with_capacity(wanted.len());
        for root in wanted {
            if !root.is_absolute() {
                return Err(HostError::invalid(format!(
                    "session directory must be an absolute path: {}",
                    root.display()
                )));
            }
            let real = tokio::fs::canonicalize(&root).await.map_err(|e| {
                HostError::invalid(format!(
                    "session directory {} is not usable: {}",
                    root.display(),
                    super::io_reason(&e)
                ))
            })?;
            let is_dir = tokio::fs::metadata(&real).await.map(|m| m.is_dir()).unwrap_or(false);
            if !is_dir {
                return Err(HostError::invalid(format!(
                    "session directory is not a directory: {}",
                    root.display()
                )));
            }
            if !roots.contains(&real) {
                roots.push(real);
            }
        }
        Ok(FsSandbox { roots: roots.into(), buffers: None, create_parent_dirs: true })
    }

    /// Serves reads of open files from `source` (see [`BufferSource`]).
    pub fn with_buffer_source(mut self, source: Arc<dyn BufferSource>) -> Self {
        self.buffers = Some(source);
        self
    }

    /// Whether [`write_text_file`](Self::write_text_file) creates missing
    /// parent directories (default `true`). With `false`, writing into a
    /// missing directory fails with `NotFound`.
    pub fn create_parent_dirs(mut self, create: bool) -> Self {
        self.create_parent_dirs = create;
        self
    }

    /// The resolved roots, the session's `cwd` first.
    pub fn roots(&self) -> &[PathBuf] {
        &self.roots
    }

    /// Resolves `path` (absolute; `..` and symbolic links followed as far as
    /// the path exists) and checks that it lies inside a root. Returns the
    /// resolved path, which need not exist.
    ///
    /// Errors: `InvalidParams` for a relative path, `PermissionDenied` for a
    /// path outside the roots.
    pub async fn confine(&self, path: impl AsRef<Path>) -> Result<PathBuf, HostError> {
        Ok(self.resolve(path.as_ref()).await?.path)
    }

    /// Like [`confine`](Self::confine), and the path must be an existing
    /// directory (`NotFound` or `InvalidParams` otherwise). Used for a
    /// terminal's working directory.
    pub async fn confine_dir(&self, path: impl AsRef<Path>) -> Result<PathBuf, HostError> {
        let asked = path.as_ref();
        let resolved = self.resolve(asked).await?;
        if !resolved.exists {
            return Err(HostError::not_found(format!("directory not found: {}", asked.display())));
        }
        match tokio::fs::metadata(&resolved.path).await {
            Ok(md) if md.is_dir() => Ok(resolved.path),
            Ok(_) => Err(HostError::invalid(format!("not a directory: {}", asked.display()))),
            Err(e) => Err(HostError::io(format_args!("cannot use {}", asked.display()), e)),
        }
    }

    /// `fs/read_text_file`: the text of the file at `path`, or of its lines
    /// `line..line+limit` (see [`slice_lines`]).
    ///
    /// Errors: `InvalidParams` (relative path, a directory, not UTF-8),
    /// `PermissionDenied` (outside the roots, or refused by the OS),
    /// `NotFound` (no such file), `Io`.
    pub async fn read_text_file(
        &self,
        path: impl AsRef<Path>,
        line: Option<u32>,
        limit: Option<u32>,
    ) -> Result<String, HostError> {
        let asked = path.as_ref();
        let resolved = self.resolve(asked).await?;
        if let Some(text) = self.buffers.as_ref().and_then(|b| b.buffer_text(&resolved.path)) {
            return Ok(slice_lines(&text, line, limit).to_string());
        }
        if !resolved.exists {
            return Err(HostError::not_found(format!("file not found: {}", asked.display())));
        }
        let what = format_args!("cannot read {}", asked.display()).to_string();
        let md = tokio::fs::metadata(&resolved.path).await.map_err(|e| HostError::io(&what, e))?;
        if md.is_dir() {
            return Err(HostError::invalid(format!("is a directory, not a file: {}", asked.display())));
        }
        let bytes = tokio::fs::read(&resolved.path).await.map_err(|e| HostError::io(&what, e))?;
        let mut text = String::from_utf8(bytes).map_err(|e| {
            HostError::invalid(format!(
                "not a UTF-8 text file: {} (invalid byte at offset {})",
                asked.display(),
                e.utf8_error().valid_up_to()
            ))
        })?;
        if line.is_some() || limit.is_some() {
            let range = line_range(&text, line, limit);
            text.truncate(range.end);
            text.drain(..range.start);
        }
        Ok(text)
    }

    /// `fs/write_text_file`: replaces the file at `path` with `content`,
    /// creating it (and, by default, its missing parent directories).
    ///
    /// Errors: `InvalidParams` (relative path, a directory),
    /// `PermissionDenied` (outside the roots, or refused by the OS),
    /// `NotFound` (missing parent with `create_parent_dirs(false)`), `Io`.
    pub async fn write_text_file(&self, path: impl AsRef<Path>, content: &str) -> Result<(), HostError> {
        let asked = path.as_ref();
        let resolved = self.resolve(asked).await?;
        let target = resolved.path;
        let what = format_args!("cannot write {}", asked.display()).to_string();
        let permissions = match tokio::fs::metadata(&target).await {
            Ok(md) if md.is_dir() => {
                return Err(HostError::invalid(format!("is a directory, not a file: {}", asked.display())))
            }
            Ok(md) => Some(md.permissions()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Err(e) => return Err(HostError::io(&what, e)),
        };
        let (Some(dir), Some(name)) = (target.parent(), target.file_name()) else {
            return Err(HostError::invalid(format!("not a file path: {}", asked.display())));
        };
        if self.create_parent_dirs {
            tokio::fs::create_dir_all(dir).await.map_err(|e| HostError::io(&what, e))?;
        }
        let tmp = dir.join(temp_name(name));
        let result = write_replace(&tmp, &target, content, permissions).await;
        if result.is_err() {
            let _ = tokio::fs::remove_file(&tmp).await;
        }
        result.map_err(|e| HostError::io(&what, e))?;
        if let Some(buffers) = &self.buffers {
            buffers.file_written(&target, content);
        }
        Ok(())
    }

    async fn resolve(&self, asked: &Path) -> Result<Resolved, HostError> {
        if !asked.is_absolute() {
            return Err(HostError::invalid(format!("path must be absolute: {}", asked.display())));
        }
        let owned = asked.to_path_buf();
        let resolved = tokio::task::spawn_blocking(move || resolve_physical(&owned))
            .await
            .map_err(|e| {
                HostError::io(format_args!("cannot resolve {}", asked.display()), io::Error::other(e))
            })?
            .map_err(|e| HostError::io(format_args!("cannot resolve {}", asked.display()), e))?;
        if self.roots.iter().any(|root| resolved.path.starts_with(root)) {
            Ok(resolved)
        } else {
            Err(HostError::denied(format!("path is outside the session's directories: {}", asked.display())))
        }
    }
}

/// The lines `line..line+limit` of `text` (1-based, `line: 0` read as 1),
/// each with its own line ending. `None` means "from the first line" and
/// "to the end".
pub fn slice_lines(text: &str, line: Option<u32>, limit: Option<u32>) -> &str {
    &text[line_range(text, line, limit)]
}

/// Byte range of [`slice_lines`]; always on `\n` boundaries, hence on
/// character boundaries.
fn line_range(text: &str, line: Option<u32>, limit: Option<u32>) -> std::ops::Range<usize> {
    let bytes = text.as_bytes();
    let skip = line.map_or(0, |l| l.saturating_sub(1) as usize);
    let start = after_newlines(bytes, 0, skip);
    let end = match limit {
        Some(n) => after_newlines(bytes, start, n as usize),
        None => bytes.len(),
    };
    start..end
}

/// The offset just after the `count`-th `\n` at or after `from`, or the end.
fn after_newlines(bytes: &[u8], from: usize, count: usize) -> usize {
    if count == 0 {
        return from;
    }
    memchr::memchr_iter(b'\n', &bytes[from..]).nth(count - 1).map_or(bytes.len(), |i| from + i + 1)
}

/// A unique hidden name next to `name` for the temporary file of a write.
fn temp_name(name: &std::ffi::OsStr) -> OsString {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut tmp = OsString::from(".");
    tmp.push(name);
    tmp.push(format!(".{}.{n}.acp-wire.tmp", std::process::id()));
    tmp
}

async fn write_replace(
    tmp: &Path,
    target: &Path,
    content: &str,
    permissions: Option<std::fs::Permissions>,
) -> io::Result<()> {
    let mut file = tokio::fs::OpenOptions::new().write(true).create_new(true).open(tmp).await?;
    file.write_all(content.as_bytes()).await?;
    file.flush().await?;
    file.sync_all().await?;
    drop(file);
    if let Some(permissions) = permissions {
        tokio::fs::set_permissions(tmp, permissions).await?;
    }
    tokio::fs::rename(tmp, target).await
}

/// A path after resolution; `exists` tells whether the whole path exists.
struct Resolved {
    path: PathBuf,
    exists: bool,
}

enum Part {
    Parent,
    Name(OsString),
}

/// Queues the components of `path`; a prefix or root directory is written
/// into `cur` instead (only absolute paths have them).
fn push_parts(path: &Path, cur: &mut PathBuf, parts: &mut VecDeque<Part>) {
    for c in path.components() {
        match c {
            Component::Prefix(_) | Component::RootDir => cur.push(c.as_os_str()),
            Component::CurDir => {}
            Component::ParentDir => parts.push_back(Part::Parent),
            Component::Normal(n) => parts.push_back(Part::Name(n.to_os_string())),
        }
    }
}

/// Resolves an absolute path physically: every existing component is looked
/// at with `lstat`, symbolic links are expanded (also a dangling one), `..`
/// goes to the parent of what is really there. Once a component is missing,
/// the rest is applied lexically (nothing below a missing directory can be a
/// link), until a `..` climbs back into existing territory.
fn resolve_physical(path: &Path) -> io::Result<Resolved> {
    let mut cur = PathBuf::new();
    let mut parts = VecDeque::new();
    push_parts(path, &mut cur, &mut parts);
    let mut exists = true;
    let mut links = 0u32;
    while let Some(part) = parts.pop_front() {
        match part {
            Part::Parent => {
                cur.pop();
                if !exists {
                    exists = std::fs::symlink_metadata(&cur).is_ok();
                }
            }
            Part::Name(name) => {
                let next = cur.join(&name);
                if !exists {
                    cur = next;
                    continue;
                }
                match std::fs::symlink_metadata(&next) {
                    Ok(md) if md.file_type().is_symlink() => {
                        links += 1;
                        if links > MAX_SYMLINKS {
                            return Err(io::Error::from(nix::errno::Errno::ELOOP));
                        }
                        let target = std::fs::read_link(&next)?;
                        let mut front = VecDeque::new();
                        if target.is_absolute() {
                            cur = PathBuf::new();
                        }
                        push_parts(&target, &mut cur, &mut front);
                        while let Some(p) = front.pop_back() {
                            parts.push_front(p);
                        }
                    }
                    Ok(_) => cur = next,
                    Err(e)
                        if e.kind() == io::ErrorKind::NotFound
                            || e.raw_os_error() == Some(nix::errno::Errno::ENOTDIR as i32) =>
                    {
                        exists = false;
                        cur = next;
                    }
                    Err(e) => return Err(e),
                }
            }
        }
    }
    Ok(Resolved { path: cur, exists })
}

#[cfg(test)]
mod tests {
    use super::slice_lines;

    #[test]
    fn slicing() {
        let t = "a\r\nb\nc";
        assert_eq!(slice_lines(t, None, None), t);
        assert_eq!(slice_lines(t, Some(0), Some(1)), "a\r\n");
        assert_eq!(slice_lines(t, Some(1), Some(1)), "a\r\n");
        assert_eq!(slice_lines(t, Some(2), None), "b\nc");
        assert_eq!(slice_lines(t, Some(3), Some(5)), "c");
        assert_eq!(slice_lines(t, Some(4), None), "");
        assert_eq!(slice_lines(t, None, Some(0)), "");
        assert_eq!(slice_lines("x\n", Some(2), None), "");
        assert_eq!(slice_lines("", Some(1), Some(1)), "");
    }
}

//! `acp_wire::host::FsSandbox` against real files in a temporary directory.

use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use acp_wire::host::{BufferSource, FsSandbox, HostErrorKind};

/// A fresh directory under the system temp dir, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acp-wire-host-fs-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // Canonical, so that comparisons with resolved paths hold even when
        // the temp dir itself is behind a symlink.
        Scratch(std::fs::canonicalize(&dir).unwrap())
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.0.join(rel)
    }

    fn mkdir(&self, rel: &str) -> PathBuf {
        let p = self.path(rel);
        std::fs::create_dir_all(&p).unwrap();
        p
    }

    fn write(&self, rel: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
        let p = self.path(rel);
        std::fs::write(&p, bytes).unwrap();
        p
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `<scratch>/project` is the session cwd, `<scratch>/outside` is not a root.
async fn setup(tag: &str) -> (Scratch, FsSandbox) {
    let s = Scratch::new(tag);
    let project = s.mkdir("project");
    s.mkdir("outside");
    s.write("outside/secret.txt", "secret\n");
    let sandbox = FsSandbox::new(&project, Vec::<PathBuf>::new()).await.unwrap();
    (s, sandbox)
}

#[tokio::test]
async fn relative_path_is_refused() {
    let (_s, sb) = setup("relative").await;
    let err = sb.read_text_file("project/a.txt", None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    assert!(err.to_string().contains("absolute"), "{err}");
    let err = sb.write_text_file("a.txt", "x").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
}

#[tokio::test]
async fn dotdot_escape_is_refused() {
    let (s, sb) = setup("dotdot").await;
    let sneaky = s.path("project/../outside/secret.txt");
    let err = sb.read_text_file(&sneaky, None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    // The message names the path as asked, nothing resolved.
    assert!(err.to_string().contains("project/../outside"), "{err}");
    let err = sb.write_text_file(&sneaky, "pwned").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    assert_eq!(std::fs::read_to_string(s.path("outside/secret.txt")).unwrap(), "secret\n");
    // Through a missing directory, too.
    let err = sb.write_text_file(s.path("project/nope/../../outside/new.txt"), "x").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    assert!(!s.path("outside/new.txt").exists());
    // A missing file outside is refused, not "not found".
    let err = sb.read_text_file(s.path("outside/missing.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    // `..` that stays inside is fine.
    s.write("project/in.txt", "in\n");
    let text = sb.read_text_file(s.path("project/sub/../in.txt"), None, None).await.unwrap();
    assert_eq!(text, "in\n");
}

#[tokio::test]
async fn symlink_escape_is_refused_for_read_and_write() {
    let (s, sb) = setup("symlink").await;
    symlink(s.path("outside/secret.txt"), s.path("project/link.txt")).unwrap();
    symlink(s.path("outside"), s.path("project/linkdir")).unwrap();
    // Dangling link pointing outside: a write through it would create a file there.
    symlink(s.path("outside/created.txt"), s.path("project/dangling.txt")).unwrap();

    let err = sb.read_text_file(s.path("project/link.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    assert!(!err.to_string().contains("outside/secret"), "leaks the target: {err}");
    let err = sb.read_text_file(s.path("project/linkdir/secret.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);

    let err = sb.write_text_file(s.path("project/link.txt"), "pwned").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    let err = sb.write_text_file(s.path("project/linkdir/new.txt"), "pwned").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    let err = sb.write_text_file(s.path("project/dangling.txt"), "pwned").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    let err = sb.write_text_file(s.path("project/linkdir/../outside/x.txt"), "pwned").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);

    assert_eq!(std::fs::read_to_string(s.path("outside/secret.txt")).unwrap(), "secret\n");
    assert!(!s.path("outside/created.txt").exists());
    assert!(!s.path("outside/new.txt").exists());
}

#[tokio::test]
async fn symlink_inside_the_roots_is_followed() {
    let (s, sb) = setup("symlink-in").await;
    s.write("project/real.txt", "real\n");
    symlink("real.txt", s.path("project/alias.txt")).unwrap();
    assert_eq!(sb.read_text_file(s.path("project/alias.txt"), None, None).await.unwrap(), "real\n");
    sb.write_text_file(s.path("project/alias.txt"), "new\n").await.unwrap();
    // The link stays a link; its target got the content.
    assert!(std::fs::symlink_metadata(s.path("project/alias.txt")).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(s.path("project/real.txt")).unwrap(), "new\n");
}

#[tokio::test]
async fn additional_directory_is_allowed() {
    let s = Scratch::new("additional");
    let project = s.mkdir("project");
    let lib = s.mkdir("shared-lib");
    s.mkdir("other");
    s.write("shared-lib/lib.rs", "pub fn f() {}\n");
    s.write("other/x.txt", "x");
    let sb = FsSandbox::new(&project, [&lib]).await.unwrap();
    assert_eq!(sb.roots().len(), 2);
    assert_eq!(sb.read_text_file(s.path("shared-lib/lib.rs"), None, None).await.unwrap(), "pub fn f() {}\n");
    sb.write_text_file(s.path("shared-lib/new.rs"), "// new\n").await.unwrap();
    assert_eq!(std::fs::read_to_string(s.path("shared-lib/new.rs")).unwrap(), "// new\n");
    let err = sb.read_text_file(s.path("other/x.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    // A sibling whose name merely starts with a root's name is not inside it.
    s.mkdir("project2");
    s.write("project2/y.txt", "y");
    let err = sb.read_text_file(s.path("project2/y.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
}

#[tokio::test]
async fn roots_must_be_absolute_existing_directories() {
    let s = Scratch::new("roots");
    let err = FsSandbox::new("relative/dir", Vec::<PathBuf>::new()).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    let err = FsSandbox::new(s.path("missing"), Vec::<PathBuf>::new()).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    let f = s.write("file", "x");
    let err = FsSandbox::new(&s.0, [f]).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
}

#[tokio::test]
async fn line_and_limit_slicing() {
    let (s, sb) = setup("lines").await;
    let lf = s.write("project/lf.txt", "one\ntwo\nthree\nfour");
    let crlf = s.write("project/crlf.txt", "one\r\ntwo\r\nthree\r\n");

    assert_eq!(sb.read_text_file(&lf, None, None).await.unwrap(), "one\ntwo\nthree\nfour");
    assert_eq!(sb.read_text_file(&lf, Some(2), None).await.unwrap(), "two\nthree\nfour");
    assert_eq!(sb.read_text_file(&lf, Some(2), Some(2)).await.unwrap(), "two\nthree\n");
    assert_eq!(sb.read_text_file(&lf, None, Some(1)).await.unwrap(), "one\n");
    // Last line without a newline.
    assert_eq!(sb.read_text_file(&lf, Some(4), Some(10)).await.unwrap(), "four");
    assert_eq!(sb.read_text_file(&lf, Some(5), None).await.unwrap(), "");
    // line 0 reads like line 1; limit 0 reads nothing.
    assert_eq!(sb.read_text_file(&lf, Some(0), Some(1)).await.unwrap(), "one\n");
    assert_eq!(sb.read_text_file(&lf, Some(1), Some(0)).await.unwrap(), "");

    assert_eq!(sb.read_text_file(&crlf, Some(2), Some(1)).await.unwrap(), "two\r\n");
    assert_eq!(sb.read_text_file(&crlf, Some(3), None).await.unwrap(), "three\r\n");
    assert_eq!(sb.read_text_file(&crlf, Some(4), None).await.unwrap(), "");
}

#[tokio::test]
async fn missing_file_is_not_found() {
    let (s, sb) = setup("missing").await;
    let err = sb.read_text_file(s.path("project/missing.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::NotFound);
    let err = sb.read_text_file(s.path("project/no/such/dir.txt"), Some(1), None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::NotFound);
    // A path "below" a regular file does not exist either.
    s.write("project/file", "x");
    let err = sb.read_text_file(s.path("project/file/child"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::NotFound);
}

#[tokio::test]
async fn non_utf8_and_directories_are_refused() {
    let (s, sb) = setup("binary").await;
    let bin = s.write("project/bin.dat", [b'o', b'k', 0xFF, 0xFE, b'\n']);
    let err = sb.read_text_file(&bin, None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    assert!(err.to_string().contains("UTF-8"), "{err}");
    let err = sb.read_text_file(s.path("project"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    let err = sb.write_text_file(s.path("project"), "x").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
}

#[tokio::test]
async fn write_creates_and_overwrites() {
    let (s, sb) = setup("write").await;
    let p = s.path("project/new.txt");
    sb.write_text_file(&p, "first\n").await.unwrap();
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "first\n");
    sb.write_text_file(&p, "second").await.unwrap();
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "second");
    assert_eq!(sb.read_text_file(&p, None, None).await.unwrap(), "second");
    sb.write_text_file(&p, "").await.unwrap();
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "");

    // Parent directories are created by default...
    let deep = s.path("project/a/b/c.txt");
    sb.write_text_file(&deep, "deep").await.unwrap();
    assert_eq!(std::fs::read_to_string(&deep).unwrap(), "deep");
    // ...and not when turned off.
    let strict = sb.clone().create_parent_dirs(false);
    let err = strict.write_text_file(s.path("project/x/y.txt"), "x").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::NotFound);

    // No temporary files are left behind.
    let names: Vec<_> = std::fs::read_dir(s.path("project"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
}

#[tokio::test]
async fn write_keeps_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let (s, sb) = setup("perms").await;
    let p = s.write("project/run.sh", "#!/bin/sh\n");
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o750)).unwrap();
    sb.write_text_file(&p, "#!/bin/sh\necho hi\n").await.unwrap();
    assert_eq!(std::fs::metadata(&p).unwrap().permissions().mode() & 0o777, 0o750);
}

#[tokio::test]
async fn write_outside_roots_is_refused() {
    let (s, sb) = setup("write-outside").await;
    let err = sb.write_text_file(s.path("outside/new.txt"), "x").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    let err = sb.write_text_file("/etc/acp-wire-should-not-exist", "x").await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    assert!(!s.path("outside/new.txt").exists());
}

/// An editor with one unsaved buffer.
struct Editor {
    open: PathBuf,
    text: String,
    written: Mutex<Vec<(PathBuf, String)>>,
}

impl BufferSource for Editor {
    fn buffer_text(&self, path: &Path) -> Option<String> {
        (path == self.open).then(|| self.text.clone())
    }

    fn file_written(&self, path: &Path, content: &str) {
        self.written.lock().unwrap().push((path.to_path_buf(), content.to_string()));
    }
}

#[tokio::test]
async fn buffer_source_supplies_unsaved_text() {
    let (s, sb) = setup("buffers").await;
    let p = s.write("project/open.rs", "on disk\n");
    let editor = Arc::new(Editor {
        open: p.clone(),
        text: "unsaved 1\nunsaved 2\n".into(),
        written: Mutex::new(Vec::new()),
    });
    let sb = sb.with_buffer_source(editor.clone());
    assert_eq!(sb.read_text_file(&p, None, None).await.unwrap(), "unsaved 1\nunsaved 2\n");
    assert_eq!(sb.read_text_file(&p, Some(2), Some(1)).await.unwrap(), "unsaved 2\n");
    // Not consulted for paths outside the roots.
    let err = sb.read_text_file(s.path("outside/secret.txt"), None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);
    sb.write_text_file(&p, "saved\n").await.unwrap();
    assert_eq!(editor.written.lock().unwrap().as_slice(), &[(p.clone(), "saved\n".to_string())]);
}

//! A real PostgreSQL server of one test's own: `initdb` into a temporary
//! directory, `pg_ctl start` on 127.0.0.1 and a free port, stopped and
//! removed when the guard drops (also while a panic unwinds).
//!
//! The server binaries are found in `$ACP_WIRE_PG_BIN`, else in the
//! newest `/usr/lib/postgresql/<n>/bin` (Debian's packages), else on
//! `PATH`. Without them a test skips with a message saying so, unless
//! `ACP_WIRE_REQUIRE_FLEET=1` (`.ci/run`, which installs PostgreSQL):
//! then it fails. PostgreSQL refuses to run as root: as root the server
//! runs as the `postgres` user (Debian's package creates it).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::temp::TempDir;

/// Set by `.ci/run`: PostgreSQL and HAProxy must be there.
pub const REQUIRE_ENV: &str = "ACP_WIRE_REQUIRE_FLEET";

/// The running server; `url(db)` connects as the superuser `acp`.
pub struct Postgres {
    dir: TempDir,
    bin: PathBuf,
    port: u16,
    as_postgres: bool,
}

/// A `Postgres`, or return from the test with the reason printed (a
/// failure instead when `.ci/run` requires PostgreSQL).
#[macro_export]
macro_rules! require_postgres {
    ($name:expr) => {
        match $crate::pg::Postgres::start($name) {
            Ok(pg) => pg,
            Err(why) => {
                assert!(std::env::var_os($crate::pg::REQUIRE_ENV).is_none(), "PostgreSQL is required here: {why}");
                eprintln!("skipped: no PostgreSQL server ({why}); install Debian's postgresql or set ACP_WIRE_PG_BIN");
                return;
            }
        }
    };
}

fn find_bin() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("ACP_WIRE_PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut debian: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| bin.join("initdb").exists())
        .collect();
    debian.sort();
    if let Some((_, bin)) = debian.pop() {
        return Some(bin);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).find(|d| d.join("initdb").exists() && d.join("pg_ctl").exists())
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

impl Postgres {
    /// Starts a server for the test `name`.
    ///
    /// # Errors
    /// Why there is none: no binaries, or a server that did not start
    /// (with its log).
    pub fn start(name: &str) -> Result<Postgres, String> {
        let bin = find_bin().ok_or("no initdb/pg_ctl found")?;
        let dir = TempDir::new("pg", name);
        let as_postgres = is_root();
        if as_postgres {
            // The cluster's directory (and the way to it) for the postgres user.
            let status = Command::new("chown").args(["-R", "postgres:"]).arg(&*dir).status().map_err(|e| e.to_string())?;
            if !status.success() {
                return Err("chown to the postgres user failed (is there one?)".into());
            }
            let _ = Command::new("chmod").args(["o+x"]).arg(std::env::temp_dir()).status();
        }
        let pg = Postgres { port: free_port(), dir, bin, as_postgres };
        let data = pg.dir.join("data");
        let out = pg
            .command("initdb")
            .arg("-D")
            .arg(&data)
            .args(["-U", "acp", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"])
            .output()
            .map_err(|e| format!("initdb: {e}"))?;
        if !out.status.success() {
            return Err(format!("initdb failed: {}", String::from_utf8_lossy(&out.stderr)));
        }
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200",
            pg.port,
            pg.dir.display()
        );
        let out = pg
            .command("pg_ctl")
            .arg("-D")
            .arg(&data)
            .args(["-o", &options, "-l"])
            .arg(pg.dir.join("log"))
            .args(["-w", "-t", "60", "start"])
            .output()
            .map_err(|e| format!("pg_ctl: {e}"))?;
        if !out.status.success() {
            return Err(format!("pg_ctl start failed: {}\n{}", String::from_utf8_lossy(&out.stderr), pg.log()));
        }
        Ok(pg)
    }

    fn command(&self, tool: &str) -> Command {
        let exe = self.bin.join(tool);
        if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(exe);
            c
        } else {
            Command::new(exe)
        }
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The connection string of database `db`.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://acp@127.0.0.1:{}/{db}", self.port)
    }

    /// Creates database `db` (empty) and returns its connection string.
    pub async fn database(&self, db: &str) -> String {
        let (client, conn) = tokio_postgres::connect(&self.url("postgres"), tokio_postgres::NoTls).await.expect("connect");
        let task = tokio::spawn(conn);
        client.batch_execute(&format!("CREATE DATABASE \"{db}\"")).await.expect("CREATE DATABASE");
        drop(client);
        let _ = task.await;
        self.url(db)
    }

    /// The server's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("log")).unwrap_or_default()
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ = self.command("pg_ctl").arg("-D").arg(self.dir.join("data")).args(["-m", "immediate", "-w", "stop"]).output();
    }
}

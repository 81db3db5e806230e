//! The client over TLS (feature `remote-tls`): `wss://` and `https://`
//! (HTTP/1.1 and HTTP/2 by ALPN) through a TLS-terminating front on
//! 127.0.0.1 whose self-signed certificate is made for this run (rcgen)
//! and added as a root; without it, or for another name, the client
//! refuses the server. Every frame of both sides is schema-validated.

use std::net::SocketAddr;
use std::sync::Arc;

use acp_wire::remote::{self, ClientOptions, RemoteLimits};
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, Negotiated};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};

use crate::common::schema::SchemaFile;
use crate::sides_support::{from, validate_frames, Frames};
use crate::support::{bounded, cwd, serve};

/// A TLS front for `backend` with a fresh self-signed certificate for
/// `names`: its address, the certificate (DER), and the ALPN protocol each
/// accepted connection chose.
async fn tls_front(backend: SocketAddr, names: &[&str]) -> (SocketAddr, Vec<u8>, Arc<std::sync::Mutex<Vec<String>>>) {
    let key = rcgen::generate_simple_self_signed(names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>()).unwrap();
    let cert = key.cert.der().to_vec();
    let private = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.signing_key.serialize_der()));
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![CertificateDer::from(cert.clone())], private)
        .unwrap();
    // The server behind speaks both (HTTP/2 by its preface).
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let alpn = Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = Arc::clone(&alpn);
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let (acceptor, seen) = (acceptor.clone(), Arc::clone(&seen));
            tokio::spawn(async move {
                let Ok(mut tls) = acceptor.accept(tcp).await else { return };
                let proto = tls.get_ref().1.alpn_protocol().map(|p| String::from_utf8_lossy(p).into_owned()).unwrap_or_default();
                seen.lock().unwrap().push(proto);
                let Ok(mut back) = TcpStream::connect(backend).await else { return };
                let _ = tokio::io::copy_bidirectional(&mut tls, &mut back).await;
            });
        }
    });
    (addr, cert, alpn)
}

struct Quiet(Arc<std::sync::Mutex<Vec<Value>>>);
impl v1::Client for Quiet {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.lock().unwrap().push(serde_json::to_value(&n.update).unwrap());
    }
}

/// A v1 turn through `url` with `options`.
async fn turn(url: &str, options: ClientOptions) -> (Frames, usize) {
    let frames = Frames::client();
    let updates = Arc::new(std::sync::Mutex::new(Vec::new()));
    let t = remote::connect_with(url, options).await.expect("connect");
    let c = bounded(
        "initialize",
        ClientBuilder::new()
            .v1(Quiet(Arc::clone(&updates)), v1::ClientCapabilities::new())
            .config(Config::default().observer(frames.observer()))
            .connect(t, Info::new("tls-test", "1")),
    )
    .await
    .expect("initialize");
    let Negotiated::V1 { agent, .. } = &c.negotiated else { panic!("not v1") };
    let s = bounded("new", agent.new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
    let r = bounded("prompt", agent.prompt(from(json!({"sessionId": s, "prompt": [{"type": "text", "text": "over tls"}]})))).await.unwrap();
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    let n = updates.lock().unwrap().iter().filter(|u| u["sessionUpdate"] == "agent_message_chunk").count();
    c.negotiated.core().close();
    let _ = c.task.await;
    (frames, n)
}

#[tokio::test]
async fn turns_over_wss_and_https() {
    let served = serve(RemoteLimits::new()).await;
    let (front, cert, alpn) = tls_front(served.addr, &["127.0.0.1"]).await;
    for (scheme, http2, proto) in [("wss", false, "http/1.1"), ("https", false, "h2"), ("https", true, "h2")] {
        let url = format!("{scheme}://{front}/acp");
        let (frames, chunks) = turn(&url, ClientOptions::new().http2(http2).add_root_certificate(cert.clone())).await;
        assert_eq!(chunks, 2, "{url}: one chunk per word");
        frames.assert_valid();
        let checked = validate_frames(SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS, &served.agent_frames, &frames);
        assert!(checked >= 6, "{checked}");
        let chosen = alpn.lock().unwrap().drain(..).collect::<Vec<_>>();
        assert!(!chosen.is_empty() && chosen.iter().all(|p| p == proto), "{url}: ALPN {chosen:?}, not {proto}");
        served.wait_no_connections().await;
    }
    served.agent_frames.assert_valid();
}

/// A certificate nobody vouches for, or for another name: refused.
#[tokio::test]
async fn an_untrusted_or_misnamed_certificate_is_refused() {
    let served = serve(RemoteLimits::new()).await;
    let (front, _, _) = tls_front(served.addr, &["127.0.0.1"]).await;
    let e = remote::connect(&format!("wss://{front}/acp")).await.unwrap_err();
    assert!(e.to_string().contains("certificate"), "{e}");
    let (other, other_cert, _) = tls_front(served.addr, &["example.test"]).await;
    let e = remote::connect_with(&format!("wss://{other}/acp"), ClientOptions::new().add_root_certificate(other_cert.clone()))
        .await
        .unwrap_err();
    assert!(e.to_string().contains("certificate"), "{e}");
    // https: the failure answers initialize.
    for (addr, options) in [(front, ClientOptions::new()), (other, ClientOptions::new().add_root_certificate(other_cert))] {
        let t = remote::connect_with(&format!("https://{addr}/acp"), options).await.expect("https connects lazily");
        let r = bounded("initialize", ClientBuilder::new().v1(Quiet(Arc::default()), v1::ClientCapabilities::new()).connect(t, Info::new("tls-test", "1"))).await;
        let Err(e) = r else { panic!("initialize over an untrusted TLS connection succeeded") };
        assert!(format!("{e:?}").to_lowercase().contains("certificate") || format!("{e}").contains("HTTP request"), "{e:?}");
    }
    // A root that is not a certificate.
    let e = remote::connect_with(&format!("wss://{front}/acp"), ClientOptions::new().add_root_certificate(b"junk".to_vec())).await.unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput, "{e}");
    assert_eq!(served.server.http_connections(), 0);
}

/// `acp-wire serve --tls-cert --tls-key`: the server speaks TLS itself.
#[tokio::test]
async fn serve_speaks_tls() {
    let dir = crate::temp::TempDir::new("remote", "serve-tls");
    let key = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_owned(), "localhost".to_owned()]).unwrap();
    let (cert_file, key_file) = (dir.join("cert.pem"), dir.join("key.pem"));
    std::fs::write(&cert_file, key.cert.pem()).unwrap();
    std::fs::write(&key_file, key.signing_key.serialize_pem()).unwrap();
    let der = key.cert.der().to_vec();
    let (mut child, addr) = crate::cli::serve(&["--tls-cert", cert_file.to_str().unwrap(), "--tls-key", key_file.to_str().unwrap()]).await;
    for (scheme, http2) in [("wss", false), ("https", false), ("https", true)] {
        let url = format!("{scheme}://{addr}/acp");
        let (frames, chunks) = turn(&url, ClientOptions::new().http2(http2).add_root_certificate(der.clone())).await;
        assert_eq!(chunks, 2, "{url}");
        frames.assert_valid();
    }
    // Plain HTTP on the TLS port is no ACP endpoint.
    let plain = remote::connect(&format!("ws://{addr}/acp")).await;
    assert!(plain.is_err(), "a WebSocket without TLS on the TLS port");
    child.start_kill().unwrap();
    let _ = child.wait().await;

    // A key that does not belong to the certificate: exit 2, named.
    let other = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_owned()]).unwrap();
    std::fs::write(&key_file, other.signing_key.serialize_pem()).unwrap();
    let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["serve", "--listen", "127.0.0.1:0", "--tls-cert", cert_file.to_str().unwrap(), "--tls-key", key_file.to_str().unwrap()])
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--tls-cert"), "{out:?}");
}

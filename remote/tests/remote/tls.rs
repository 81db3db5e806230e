//! The client over TLS (feature `tls`): `wss://` and `https://`
//! (HTTP/1.1 and HTTP/2 by ALPN) through a TLS-terminating front on
//! 127.0.0.1 whose self-signed certificate is made for this run (rcgen)
//! and added as a root; without it, or for another name, the client
//! refuses the server. Every frame of both sides is schema-validated.

use crate::bins;
use std::net::SocketAddr;
use std::sync::Arc;

use acp_wire_remote::{self, ClientOptions, RemoteLimits};
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, Negotiated};
use rustls::pki_types::pem::PemObject;
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
    // *ring*, as the crate's own ends use (see `acp_wire_remote::crypto_provider`
    // for why its deprecation in rustls 0.23.48 is allowed).
    #[allow(deprecated)]
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

/// A v1 turn through `url` with `options`: its frames and the text the
/// agent streamed back (however it chose to chunk it).
async fn turn(url: &str, options: ClientOptions) -> (Frames, String) {
    let frames = Frames::client();
    let updates = Arc::new(std::sync::Mutex::new(Vec::new()));
    let t = acp_wire_remote::connect_with(url, options).await.expect("connect");
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
    let text: String = updates
        .lock()
        .unwrap()
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .map(|u| u["content"]["text"].as_str().expect("a text chunk").to_owned())
        .collect();
    c.negotiated.core().close();
    let _ = c.task.await;
    (frames, text)
}

#[tokio::test]
async fn turns_over_wss_and_https() {
    let served = serve(RemoteLimits::new()).await;
    let (front, cert, alpn) = tls_front(served.addr, &["127.0.0.1"]).await;
    for (scheme, http2, proto) in [("wss", false, "http/1.1"), ("https", false, "h2"), ("https", true, "h2")] {
        let url = format!("{scheme}://{front}/acp");
        let (frames, echoed) = turn(&url, ClientOptions::new().http2(http2).add_root_certificate(cert.clone())).await;
        assert_eq!(echoed, "over tls", "{url}: the prompt echoed");
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
    let e = acp_wire_remote::connect(&format!("wss://{front}/acp")).await.unwrap_err();
    assert!(e.to_string().contains("certificate"), "{e}");
    let (other, other_cert, _) = tls_front(served.addr, &["example.test"]).await;
    let e = acp_wire_remote::connect_with(&format!("wss://{other}/acp"), ClientOptions::new().add_root_certificate(other_cert.clone()))
        .await
        .unwrap_err();
    assert!(e.to_string().contains("certificate"), "{e}");
    // https: the failure answers initialize.
    for (addr, options) in [(front, ClientOptions::new()), (other, ClientOptions::new().add_root_certificate(other_cert))] {
        let t = acp_wire_remote::connect_with(&format!("https://{addr}/acp"), options).await.expect("https connects lazily");
        let r = bounded("initialize", ClientBuilder::new().v1(Quiet(Arc::default()), v1::ClientCapabilities::new()).connect(t, Info::new("tls-test", "1"))).await;
        let Err(e) = r else { panic!("initialize over an untrusted TLS connection succeeded") };
        assert!(format!("{e:?}").to_lowercase().contains("certificate") || format!("{e}").contains("HTTP request"), "{e:?}");
    }
    // A root that is not a certificate.
    let e = acp_wire_remote::connect_with(&format!("wss://{front}/acp"), ClientOptions::new().add_root_certificate(b"junk".to_vec())).await.unwrap_err();
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
        let (frames, echoed) = turn(&url, ClientOptions::new().http2(http2).add_root_certificate(der.clone())).await;
        assert_eq!(echoed, "over tls", "{url}");
        frames.assert_valid();
    }
    // Plain HTTP on the TLS port is no ACP endpoint.
    let plain = acp_wire_remote::connect(&format!("ws://{addr}/acp")).await;
    assert!(plain.is_err(), "a WebSocket without TLS on the TLS port");
    child.start_kill().unwrap();
    let _ = child.wait().await;

    // A key that does not belong to the certificate: exit 2, named.
    let other = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_owned()]).unwrap();
    std::fs::write(&key_file, other.signing_key.serialize_pem()).unwrap();
    let out = tokio::process::Command::new(bins::acp_wire())
        .args(["serve", "--listen", "127.0.0.1:0", "--tls-cert", cert_file.to_str().unwrap(), "--tls-key", key_file.to_str().unwrap()])
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--tls-cert"), "{out:?}");
}

/// `acp-wire serve --tls-client-ca`: only clients with a certificate of
/// that CA get through.
#[tokio::test]
async fn serve_requires_client_certificates() {
    let dir = crate::temp::TempDir::new("remote", "serve-mtls");
    let pki = pki();
    let files = [("cert.pem", &pki.server.0), ("key.pem", &pki.server.1), ("ca.pem", &pki.ca_pem)];
    for (name, pem) in files {
        std::fs::write(dir.join(name), pem).unwrap();
    }
    let path = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let (cert, key, ca) = (path("cert.pem"), path("key.pem"), path("ca.pem"));
    let (mut child, addr) = crate::cli::serve(&["--tls-cert", &cert, "--tls-key", &key, "--tls-client-ca", &ca]).await;
    let ca_der = CertificateDer::from_pem_slice(pki.ca_pem.as_bytes()).unwrap().to_vec();
    let trusted = ClientOptions::new().add_root_certificate(ca_der);
    let (frames, echoed) = turn(&format!("wss://{addr}/acp"), trusted.clone().client_certificate(pki.client.0.clone(), pki.client.1.clone())).await;
    assert_eq!(echoed, "over tls");
    frames.assert_valid();
    assert!(acp_wire_remote::connect_with(&format!("wss://{addr}/acp"), trusted).await.is_err(), "no client certificate");
    child.start_kill().unwrap();
    let _ = child.wait().await;
    // A CA file with no certificate: exit 2, named.
    std::fs::write(dir.join("ca.pem"), "junk").unwrap();
    let out = tokio::process::Command::new(bins::acp_wire())
        .args(["serve", "--listen", "127.0.0.1:0", "--tls-cert", &cert, "--tls-key", &key, "--tls-client-ca", &ca])
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--tls-client-ca"), "{out:?}");
}

/// A CA made for this run, a server certificate for 127.0.0.1 and a
/// client certificate, both signed by it; PEM.
struct Pki {
    ca_pem: String,
    server: (String, String),
    client: (String, String),
}

fn pki() -> Pki {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_key = KeyPair::generate().unwrap();
    let ca_pem = ca.self_signed(&ca_key).unwrap().pem();
    let issuer = Issuer::new(ca, ca_key);
    let leaf = |names: Vec<String>| {
        let key = KeyPair::generate().unwrap();
        let cert = CertificateParams::new(names).unwrap().signed_by(&key, &issuer).unwrap();
        (cert.pem(), key.serialize_pem())
    };
    Pki { ca_pem, server: leaf(vec!["127.0.0.1".to_owned()]), client: leaf(vec!["client.test".to_owned()]) }
}

/// Mutual TLS (`tls_config_with_client_auth`): a client with a
/// certificate of the server's client CA gets its turn over wss and https
/// (HTTP/1.1 and HTTP/2); one without a certificate, or with one of another
/// CA, fails the handshake and no connection is made.
#[tokio::test]
async fn client_certificates_are_required_and_checked() {
    let pki = pki();
    let config = acp_wire_remote::tls_config_with_client_auth(pki.server.0.as_bytes(), pki.server.1.as_bytes(), pki.ca_pem.as_bytes()).unwrap();
    let agent = Arc::new(acp_wire::agent::SessionAgent::new(crate::support::Echo).info("mtls-agent", "1.0"));
    let listening = acp_wire_remote::RemoteServer::new(acp_wire_remote::Agents::builder(move || agent.builder()))
        .bind("127.0.0.1:0")
        .await
        .unwrap()
        .tls(config);
    let (addr, server) = (listening.local_addr(), listening.server().clone());
    listening.spawn();
    let ca_der = rustls::pki_types::CertificateDer::from_pem_slice(pki.ca_pem.as_bytes()).unwrap().to_vec();
    let trusted = ClientOptions::new().add_root_certificate(ca_der);
    for (scheme, http2) in [("wss", false), ("https", false), ("https", true)] {
        let url = format!("{scheme}://{addr}/acp");
        let options = trusted.clone().http2(http2).client_certificate(pki.client.0.clone(), pki.client.1.clone());
        let (frames, echoed) = turn(&url, options).await;
        assert_eq!(echoed, "over tls", "{url}");
        frames.assert_valid();
    }
    // Without a client certificate, and with one the server's CA did not sign.
    let stranger = rcgen::generate_simple_self_signed(vec!["client.test".to_owned()]).unwrap();
    let without = trusted.clone();
    let other = trusted.clone().client_certificate(stranger.cert.pem(), stranger.signing_key.serialize_pem());
    for _ in 0..500 {
        if server.http_connections() == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    for options in [without, other] {
        let before = server.http_connections();
        assert_eq!(before, 0, "the turns' connections ended");
        assert!(acp_wire_remote::connect_with(&format!("wss://{addr}/acp"), options.clone()).await.is_err(), "a WebSocket without an accepted client certificate");
        let t = acp_wire_remote::connect_with(&format!("https://{addr}/acp"), options).await.expect("https connects lazily");
        let r = bounded("initialize", ClientBuilder::new().v1(Quiet(Arc::default()), v1::ClientCapabilities::new()).connect(t, Info::new("tls-test", "1"))).await;
        assert!(r.is_err(), "initialize over https without an accepted client certificate succeeded");
        assert_eq!(server.http_connections(), before);
    }
    // A key that does not match the chain: the options are refused before any connection.
    let e = acp_wire_remote::connect_with(&format!("wss://{addr}/acp"), trusted.client_certificate(pki.client.0.clone(), pki.server.1.clone()))
        .await
        .unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput, "{e}");
    // A client CA file without a certificate is refused.
    let e = acp_wire_remote::tls_config_with_client_auth(pki.server.0.as_bytes(), pki.server.1.as_bytes(), b"junk").unwrap_err();
    assert!(e.to_string().contains("client CA"), "{e}");
}

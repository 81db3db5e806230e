//! TLS for the client (feature `tls`): rustls with the ring
//! provider, Mozilla's roots (webpki-roots) plus the ones added with
//! [`ClientOptions::add_root_certificate`], the server's name (or IP
//! address) from the URL checked against its certificate, and the
//! client's own certificate when [`ClientOptions::client_certificate`]
//! gave one.

use std::io;
use std::sync::Arc;

use http::Uri;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName};
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;
use tokio_rustls::TlsConnector;

use super::ClientOptions;

/// The client configuration, offering `alpn` (most preferred first).
pub(crate) fn config(options: &ClientOptions, alpn: &[&[u8]]) -> io::Result<rustls::ClientConfig> {
    let mut roots = acp_wire::seam::tls::roots();
    for der in &options.root_certificates {
        roots
            .add(CertificateDer::from(der.clone()))
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("a root certificate added to the client: {e}")))?;
    }
    let provider = crate::crypto_provider();
    let builder = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(io::Error::other)?
        .with_root_certificates(roots);
    let mut config = match &options.client_identity {
        None => builder.with_no_client_auth(),
        Some((chain_pem, key_pem)) => {
            let bad = |what: &str, e: &dyn std::fmt::Display| {
                io::Error::new(io::ErrorKind::InvalidInput, format!("the client certificate's {what}: {e}"))
            };
            let chain: Vec<CertificateDer<'static>> =
                CertificateDer::pem_slice_iter(chain_pem).collect::<Result<_, _>>().map_err(|e| bad("chain", &e))?;
            if chain.is_empty() {
                return Err(bad("chain", &"no CERTIFICATE in the PEM"));
            }
            let key = PrivateKeyDer::from_pem_slice(key_pem).map_err(|e| bad("private key", &e))?;
            builder.with_client_auth_cert(chain, key).map_err(|e| bad("key", &e))?
        }
    };
    config.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
    Ok(config)
}

/// The name the server's certificate must carry: the URL's host (a DNS
/// name or an IP address, without an IPv6 literal's brackets).
pub(crate) fn server_name(uri: &Uri) -> io::Result<ServerName<'static>> {
    let host = uri.host().unwrap_or_default().trim_start_matches('[').trim_end_matches(']');
    ServerName::try_from(host.to_owned())
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("{uri}: not a TLS server name: {e}")))
}

/// TLS over `tcp` for a WebSocket (ALPN `http/1.1`: RFC 6455 upgrades an
/// HTTP/1.1 request).
pub(crate) async fn connect(tcp: TcpStream, uri: &Uri, options: &ClientOptions) -> io::Result<TlsStream<TcpStream>> {
    let config = config(options, &[b"http/1.1"])?;
    let name = server_name(uri)?;
    TlsConnector::from(Arc::new(config))
        .connect(name, tcp)
        .await
        .map_err(|e| io::Error::new(e.kind(), format!("TLS with {uri}: {e}")))
}

//! The server's TLS configuration from PEM (feature `remote-tls`).

use std::io;
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};

/// A rustls server configuration (ring provider, TLS 1.2 and 1.3, ALPN
/// `h2` and `http/1.1`) for the certificate chain `cert_pem` (the server's
/// certificate first) and its private key `key_pem` (PKCS#8, PKCS#1 or
/// SEC1), both PEM text.
///
/// # Errors
/// `InvalidData`: no certificate, no key, or a key that does not match.
pub fn tls_config(cert_pem: &[u8], key_pem: &[u8]) -> io::Result<Arc<rustls::ServerConfig>> {
    let bad = |what: &str, e: &dyn std::fmt::Display| io::Error::new(io::ErrorKind::InvalidData, format!("{what}: {e}"));
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(cert_pem)
        .collect::<Result<_, _>>()
        .map_err(|e| bad("the certificate chain", &e))?;
    if chain.is_empty() {
        return Err(bad("the certificate chain", &"no CERTIFICATE in the PEM"));
    }
    let key = PrivateKeyDer::from_pem_slice(key_pem).map_err(|e| bad("the private key", &e))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(io::Error::other)?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| bad("the certificate and key", &e))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

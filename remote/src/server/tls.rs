//! The server's TLS configuration from PEM (feature `tls`), with
//! or without client certificates.

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
    build(cert_pem, key_pem, None)
}

/// As [`tls_config`], and every client must present a certificate that
/// chains to one of the certificates of `client_roots_pem` (mutual TLS: a
/// remote agent only the holders of a certificate of that CA can reach).
/// A client without one, or with another, fails the TLS handshake.
///
/// # Errors
/// As [`tls_config`]; `InvalidData` also for `client_roots_pem` without a
/// usable CA certificate.
pub fn tls_config_with_client_auth(cert_pem: &[u8], key_pem: &[u8], client_roots_pem: &[u8]) -> io::Result<Arc<rustls::ServerConfig>> {
    build(cert_pem, key_pem, Some(client_roots_pem))
}

fn bad(what: &str, e: &dyn std::fmt::Display) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("{what}: {e}"))
}

/// The certificates of a PEM text (at least one).
pub(crate) fn certificates(pem: &[u8], what: &str) -> io::Result<Vec<CertificateDer<'static>>> {
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(pem).collect::<Result<_, _>>().map_err(|e| bad(what, &e))?;
    if chain.is_empty() {
        return Err(bad(what, &"no CERTIFICATE in the PEM"));
    }
    Ok(chain)
}

fn build(cert_pem: &[u8], key_pem: &[u8], client_roots_pem: Option<&[u8]>) -> io::Result<Arc<rustls::ServerConfig>> {
    let chain = certificates(cert_pem, "the certificate chain")?;
    let key = PrivateKeyDer::from_pem_slice(key_pem).map_err(|e| bad("the private key", &e))?;
    let provider = crate::crypto_provider();
    let builder = rustls::ServerConfig::builder_with_provider(Arc::clone(&provider))
        .with_safe_default_protocol_versions()
        .map_err(io::Error::other)?;
    let builder = match client_roots_pem {
        None => builder.with_no_client_auth(),
        Some(pem) => {
            let mut roots = rustls::RootCertStore::empty();
            for cert in certificates(pem, "the client CA")? {
                roots.add(cert).map_err(|e| bad("the client CA", &e))?;
            }
            let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider)
                .build()
                .map_err(|e| bad("the client CA", &e))?;
            builder.with_client_cert_verifier(verifier)
        }
    };
    let mut config = builder.with_single_cert(chain, key).map_err(|e| bad("the certificate and key", &e))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

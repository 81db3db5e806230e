//! rustls, configured once: the crypto provider and the trusted roots of
//! the HTTPS MCP client (feature `mcp-https`), which acp-wire-remote's
//! client and server build on.

use std::sync::Arc;

/// The one rustls crypto provider: *ring*.
///
/// rustls 0.23.48 deprecated `crypto::ring::default_provider` because
/// *ring* offers no post-quantum key exchange; its replacement (aws-lc-rs)
/// builds a large C library on every user's machine. *ring* stays, on
/// purpose, behind this one function, until a post-quantum provider builds
/// without a C toolchain; the deprecation is allowed here and nowhere else.
#[allow(deprecated)]
#[must_use]
pub fn crypto_provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// Mozilla's root certificates (webpki-roots): the same trust on every
/// machine, containers without a CA bundle included.
#[must_use]
pub fn roots() -> rustls::RootCertStore {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    roots
}

/// The client configuration of HTTPS MCP servers: the provider above, its
/// safe default protocol versions, Mozilla's roots, no client certificate.
///
/// # Errors
/// The provider supports none of the default protocol versions.
pub(crate) fn client_config() -> std::io::Result<rustls::ClientConfig> {
    Ok(rustls::ClientConfig::builder_with_provider(crypto_provider())
        .with_safe_default_protocol_versions()
        .map_err(std::io::Error::other)?
        .with_root_certificates(roots())
        .with_no_client_auth())
}

//! The WebSocket client: one socket, one text frame per message; binary
//! frames are ignored. `wss://` (feature `tls`): the same over TLS.

use std::io;

use futures_util::{SinkExt, StreamExt};
use http::Uri;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::handshake::client::Request;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

use super::cookies::Jar;
use super::{host_port, ClientOptions, PIPE};
use crate::bridge;
use acp_wire::transport::Transport;

pub(crate) async fn connect(uri: Uri, options: ClientOptions) -> io::Result<Transport> {
    let jar = Jar::default();
    let mut req = uri.to_string().into_client_request().map_err(io::Error::other)?;
    for (k, v) in &options.headers {
        req.headers_mut().append(k, v.clone());
    }
    jar.apply(req.headers_mut());
    let tcp = TcpStream::connect(host_port(&uri)).await?;
    let _ = tcp.set_nodelay(true);
    #[cfg(feature = "tls")]
    if uri.scheme_str() == Some("wss") {
        let tls = super::tls::connect(tcp, &uri, &options).await?;
        return handshake(req, tls, &uri, options, jar).await;
    }
    handshake(req, tcp, &uri, options, jar).await
}

/// The WebSocket handshake over `stream`, then the socket's task.
async fn handshake<S>(req: Request, stream: S, uri: &Uri, options: ClientOptions, jar: Jar) -> io::Result<Transport>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let config = WebSocketConfig::default()
        .max_message_size(Some(options.max_message_size))
        .max_frame_size(Some(options.max_message_size));
    let (socket, response) = tokio_tungstenite::client_async_with_config(req, stream, Some(config))
        .await
        .map_err(|e| io::Error::new(io::ErrorKind::ConnectionRefused, format!("WebSocket handshake with {uri}: {e}")))?;
    jar.store(response.headers());
    let (ours, theirs) = Transport::duplex(PIPE);
    let (mut lines, mut to_client) = bridge::split(ours, options.max_message_size);
    let (mut sink, mut stream) = socket.split();
    tokio::spawn(async move {
        let outbound = async {
            while let Ok(Some(m)) = lines.next().await {
                let text = String::from_utf8_lossy(&m).into_owned();
                if sink.send(Message::text(text)).await.is_err() {
                    break;
                }
            }
            let _ = sink.send(Message::Close(None)).await;
            let _ = sink.close().await;
        };
        let inbound = async {
            while let Some(frame) = stream.next().await {
                match frame {
                    Ok(Message::Text(t)) => {
                        if to_client.send(t.as_bytes()).await.is_err() {
                            break;
                        }
                    }
                    Ok(Message::Binary(_)) => tracing::debug!("acp-wire remote: ignored a binary WebSocket frame"),
                    Ok(Message::Close(_)) => break,
                    Ok(_) => {}
                    Err(e) => {
                        tracing::debug!(error = %e, "acp-wire remote: WebSocket read failed");
                        break;
                    }
                }
            }
            to_client.close().await;
        };
        // The client closing its side ends the socket; the socket ending
        // ends the client's input.
        tokio::select! {
            () = outbound => {}
            () = inbound => {}
        }
    });
    Ok(theirs)
}

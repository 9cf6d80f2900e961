package dev.rpcgate.gateway.load;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A raw-socket client that opens one {@code message/stream} through the gateway, reads the response head and the
 * first SSE frame (de-chunking the body), then leaves abruptly: a reset, a plain close, or a reset right after the
 * request was sent, before reading anything.
 */
final class SseStormClient {
    /** How the client leaves. */
    enum Leave {
        /** Reads the first frame, then closes with SO_LINGER 0: the gateway sees a reset. */
        RESET_AFTER_FRAME,
        /** Reads the first frame, then closes normally (FIN). */
        CLOSE_AFTER_FRAME,
        /** Sends the request and resets at once, before any reply. */
        RESET_AT_ONCE
    }

    private SseStormClient() {
    }

    /**
     * Opens a stream to {@code agentId} with request id {@code id}; returns the first frame's text (up to and with
     * its blank line), or {@code null} for {@link Leave#RESET_AT_ONCE}. Throws when the reply is not an event stream.
     */
    static String openAndLeave(int port, String agentId, long id, Leave leave) throws IOException {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"message/stream\",\"params\":{\"message\":"
                + "{\"role\":\"user\",\"messageId\":\"s-" + id + "\",\"kind\":\"message\",\"parts\":[{\"kind\":\"text\","
                + "\"text\":\"stream please\"}]}}}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String head = "POST /a2a/" + agentId + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
                + "Content-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: " + bytes.length
                + "\r\n\r\n";
        Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
        try {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().write(bytes);
            s.getOutputStream().flush();
            if (leave == Leave.RESET_AT_ONCE) {
                return null;
            }
            InputStream in = s.getInputStream();
            String responseHead = readHead(in);
            String lower = responseHead.toLowerCase(Locale.ROOT);
            if (!responseHead.startsWith("HTTP/1.1 200") || !lower.contains("\r\ncontent-type: text/event-stream")
                    || !lower.contains("\r\ntransfer-encoding: chunked")) {
                throw new IOException("not a chunked event stream: " + responseHead.strip());
            }
            return firstFrame(in);
        } finally {
            if (leave != Leave.CLOSE_AFTER_FRAME) {
                s.setSoLinger(true, 0);
            }
            s.close();
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0 || head.size() > 8192) {
                throw new IOException("the response head ended early: " + head.toString(StandardCharsets.US_ASCII));
            }
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    /** De-chunks until the decoded text holds one whole SSE frame ("\n\n"); returns that frame. */
    private static String firstFrame(InputStream in) throws IOException {
        ByteArrayOutputStream decoded = new ByteArrayOutputStream();
        while (decoded.size() < 65536) {
            String sizeLine = line(in);
            int semi = sizeLine.indexOf(';');
            int size = Integer.parseInt((semi < 0 ? sizeLine : sizeLine.substring(0, semi)).strip(), 16);
            if (size == 0) {
                throw new IOException("the stream ended before a whole frame: " + decoded);
            }
            decoded.write(in.readNBytes(size));
            if (!line(in).isEmpty()) {
                throw new IOException("a chunk without its CRLF");
            }
            String text = decoded.toString(StandardCharsets.UTF_8);
            int end = text.indexOf("\n\n");
            if (end >= 0) {
                return text.substring(0, end + 2);
            }
        }
        throw new IOException("no frame in 64 KiB");
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0 || sb.length() > 100) {
                throw new IOException("a chunk-size line ended early: " + sb);
            }
            if (b != '\r') {
                sb.append((char) b);
            }
        }
        return sb.toString();
    }
}

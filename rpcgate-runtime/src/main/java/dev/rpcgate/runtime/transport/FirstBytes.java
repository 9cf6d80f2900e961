package dev.rpcgate.runtime.transport;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;

/**
 * What a connection speaks, told from its first bytes: JSON (a line of NDJSON), a header line (a Content-Length
 * frame), an HTTP request line, or a TLS handshake. At most {@value #MAX_BYTES} bytes are read, within one deadline;
 * what was read is kept, so the connection is served from its very first byte.
 *
 * <ul>
 *   <li>leading white space (blank lines) is skipped;
 *   <li>{@code {} or {@code [}: NDJSON;
 *   <li>a header name and {@code :} (such as {@code Content-Length:}): Content-Length framing;
 *   <li>an HTTP method and a space ({@code POST }, {@code GET }, ...): HTTP;
 *   <li>{@code 0x16} (a TLS record carrying a handshake): TLS, which is not spoken here;
 *   <li>anything else, no byte before the deadline, or the end of the stream: NDJSON, the default, which answers
 *       text that is not JSON line by line with -32700.
 * </ul>
 */
final class FirstBytes {
    /** The most bytes read to decide. */
    static final int MAX_BYTES = 64;

    private static final Set<String> HTTP_METHODS = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT",
            "OPTIONS", "TRACE", "PATCH");
    private static final int TLS_HANDSHAKE = 0x16;
    /** Longer than any header name a Content-Length frame starts with, or any HTTP method. */
    private static final int MAX_TOKEN = 32;

    private FirstBytes() {
    }

    /** What a connection speaks. */
    enum Wire {
        NDJSON, CONTENT_LENGTH, HTTP, TLS
    }

    /**
     * What was told, and the bytes read to tell it.
     *
     * @param wire   what the connection speaks
     * @param prefix the bytes read, to be served before the rest of the stream
     */
    record Detected(Wire wire, byte[] prefix) {
    }

    /**
     * Reads the socket's first bytes until they tell, at most {@link #MAX_BYTES} and at most until {@code timeout}
     * has passed; the socket's read timeout is restored afterwards.
     *
     * @throws IOException when the stream fails
     */
    static Detected read(Socket socket, Duration timeout) throws IOException {
        int before = socket.getSoTimeout();
        InputStream in = socket.getInputStream();
        byte[] bytes = new byte[MAX_BYTES];
        int n = 0;
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (n < MAX_BYTES) {
                Wire told = tell(bytes, n, false);
                if (told != null) {
                    return new Detected(told, Arrays.copyOf(bytes, n));
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, left / 1_000_000)));
                int read;
                try {
                    read = in.read(bytes, n, MAX_BYTES - n);
                } catch (SocketTimeoutException e) {
                    break;
                }
                if (read < 0) {
                    break;
                }
                n += read;
            }
        } finally {
            socket.setSoTimeout(before);
        }
        return new Detected(tell(bytes, n, true), Arrays.copyOf(bytes, n));
    }

    /**
     * What the first {@code n} bytes tell, or {@code null} when more are needed; with {@code complete} (no more will
     * come in time) never {@code null}.
     */
    static Wire tell(byte[] bytes, int n, boolean complete) {
        int i = 0;
        while (i < n && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
            i++;
        }
        if (i == n) {
            return complete || n >= MAX_BYTES ? Wire.NDJSON : null;
        }
        int first = bytes[i] & 0xff;
        if (first == '{' || first == '[') {
            return Wire.NDJSON;
        }
        if (first == TLS_HANDSHAKE) {
            return Wire.TLS;
        }
        int start = i;
        while (i < n && isTokenChar(bytes[i]) && i - start < MAX_TOKEN) {
            i++;
        }
        if (i == n && i - start < MAX_TOKEN) {
            return complete ? Wire.NDJSON : null; // a token still arriving: a method, a header name, or neither
        }
        String token = new String(bytes, start, i - start, StandardCharsets.US_ASCII);
        if (i > start && i < n && bytes[i] == ':') {
            return Wire.CONTENT_LENGTH;
        }
        if (i < n && bytes[i] == ' ' && HTTP_METHODS.contains(token)) {
            return Wire.HTTP;
        }
        return Wire.NDJSON;
    }

    /** RFC 9110's tchar: what a header name and a method are made of. */
    private static boolean isTokenChar(byte b) {
        return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || "!#$%&'*+-.^_`|~".indexOf(b) >= 0;
    }
}

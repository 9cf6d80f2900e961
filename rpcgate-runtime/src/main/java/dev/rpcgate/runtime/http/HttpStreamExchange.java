package dev.rpcgate.runtime.http;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One HTTP/1.1 exchange on a stream someone else accepted (a TCP connection whose first bytes were HTTP), answered by
 * an {@link HttpBinding}: the request head is read (at most {@value #MAX_HEAD_BYTES} bytes), then exactly its
 * {@code Content-Length} of body (a length over the binding's limit is refused with 413, unread; {@code Expect:
 * 100-continue} is honoured), and the reply is written with {@code Connection: close}: one request per connection. What the binding does not
 * decide is answered here: 400 for a request that is not HTTP/1.x, 404 for another path, 408 when the stream's read
 * timeout passes, 411 for a body without {@code Content-Length} (chunked), 431 for an oversized head. The caller
 * sets the read timeout and closes the stream.
 */
public final class HttpStreamExchange {
    /** The longest request line and headers read, CR LF included. */
    public static final int MAX_HEAD_BYTES = 16 * 1024;

    private final HttpBinding binding;
    private final String path;

    /** Exchanges answered by {@code binding} at {@code path} (exact, without the query); other paths are 404. */
    public HttpStreamExchange(HttpBinding binding, String path) {
        this.binding = Objects.requireNonNull(binding, "binding");
        if (path == null || !path.startsWith("/")) {
            throw new IllegalArgumentException("a path starts with '/': " + path);
        }
        this.path = path;
    }

    /**
     * Reads one request from {@code in} and writes its reply to {@code out}; never throws for what the peer sends.
     *
     * @throws IOException when the stream fails (the peer has gone), other than by its read timeout
     */
    public void answer(InputStream in, OutputStream out) throws IOException {
        HttpReply reply;
        try {
            reply = read(new BufferedInputStream(in), out);
        } catch (SocketTimeoutException e) {
            reply = plain(408, "the request did not arrive in time");
        }
        send(reply, out);
    }

    private HttpReply read(InputStream in, OutputStream out) throws IOException {
        byte[] head = readHead(in);
        if (head == null) {
            return plain(431, "the request line and headers are over " + MAX_HEAD_BYTES + " bytes");
        }
        List<String> lines = new ArrayList<>(List.of(new String(head, StandardCharsets.ISO_8859_1).split("\r?\n")));
        String[] request = lines.remove(0).split(" ", -1);
        if (request.length != 3 || !request[2].startsWith("HTTP/1.") || request[0].isEmpty()) {
            return plain(400, "not an HTTP/1.1 request line");
        }
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon <= 0 || line.charAt(0) == ' ' || line.charAt(0) == '\t') {
                return plain(400, "a header line is not 'Name: value'");
            }
            headers.computeIfAbsent(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                    .add(line.substring(colon + 1).trim());
        }
        if (!path.equals(pathOf(request[1]))) {
            return plain(404, "the JSON-RPC endpoint is " + path);
        }
        String method = request[0];
        List<String> types = headers.get("content-type");
        String contentType = types == null ? null : String.join(", ", types); // several: refused by the check
        if (!"POST".equals(method)) {
            return binding.handle(method, contentType, new byte[0]);
        }
        if (headers.containsKey("transfer-encoding")) {
            return plain(411, "send the body with a Content-Length");
        }
        long length;
        try {
            length = contentLength(headers.get("content-length"));
        } catch (NumberFormatException e) {
            return plain(400, "the Content-Length is not one number");
        }
        if (length > binding.maxBodyBytes()) {
            return binding.tooLarge();
        }
        if (length > 0 && headers.getOrDefault("expect", List.of()).stream().anyMatch("100-continue"::equalsIgnoreCase)) {
            out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        }
        return body(in, method, contentType, length);
    }

    /** The reply once the body is read; a body that ends early is a bad request. */
    private HttpReply body(InputStream in, String method, String contentType, long length) throws IOException {
        byte[] body = in.readNBytes((int) length);
        if (body.length < length) {
            return plain(400, "the body ended after " + body.length + " of " + length + " bytes");
        }
        return binding.handle(method, contentType, body);
    }

    /** Reads up to and without the blank line; {@code null} when it is not there within the bound. */
    private static byte[] readHead(InputStream in) throws IOException {
        byte[] buffer = new byte[MAX_HEAD_BYTES];
        int n = 0;
        while (n < buffer.length) {
            int b = in.read();
            if (b < 0) {
                return Arrays.copyOf(buffer, n); // the head ends with the stream: parsed as it is
            }
            buffer[n++] = (byte) b;
            if (b == '\n' && (endsWith(buffer, n, "\r\n\r\n") || endsWith(buffer, n, "\n\n"))) {
                int end = endsWith(buffer, n, "\r\n\r\n") ? n - 4 : n - 2;
                return Arrays.copyOf(buffer, end);
            }
        }
        return null;
    }

    private static boolean endsWith(byte[] buffer, int n, String tail) {
        if (n < tail.length()) {
            return false;
        }
        for (int i = 0; i < tail.length(); i++) {
            if (buffer[n - tail.length() + i] != tail.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The path of an origin-form ({@code /rpc?x}) or absolute-form ({@code http://host/rpc}) target. */
    private static String pathOf(String target) {
        if (target.startsWith("/")) {
            int query = target.indexOf('?');
            return query < 0 ? target : target.substring(0, query);
        }
        try {
            return new URI(target).getRawPath();
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** No header: 0 (a POST without a body); several must agree. */
    private static long contentLength(List<String> values) {
        if (values == null) {
            return 0;
        }
        long length = -1;
        for (String v : String.join(",", values).split(",")) {
            String digits = v.trim();
            if (digits.isEmpty() || digits.length() > 18 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
                throw new NumberFormatException(v);
            }
            long n = Long.parseLong(digits);
            if (length >= 0 && n != length) {
                throw new NumberFormatException(v);
            }
            length = n;
        }
        return length;
    }

    /** An answer with a one-line text body, for what no gate decides. */
    private static HttpReply plain(int status, String why) {
        return new HttpReply(status, "text/plain; charset=utf-8", (why + "\n").getBytes(StandardCharsets.UTF_8),
                Map.of(), null);
    }

    /**
     * Writes {@code reply} as an HTTP/1.1 response with {@code Connection: close}, for one that is sent without a
     * request being read (a refusal).
     *
     * @throws IOException when the stream fails
     */
    public static void send(HttpReply reply, OutputStream out) throws IOException {
        StringBuilder head = new StringBuilder("HTTP/1.1 ").append(reply.status()).append(' ')
                .append(reason(reply.status())).append("\r\n");
        reply.headers().forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        if (reply.hasBody()) {
            head.append("Content-Type: ").append(reply.contentType()).append("\r\n");
        }
        if (reply.status() != 204) {
            head.append("Content-Length: ").append(reply.body().length).append("\r\n");
        }
        head.append("Connection: close\r\n\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(reply.body());
        out.flush();
    }

    private static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 204 -> "No Content";
            case 400 -> "Bad Request";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 411 -> "Length Required";
            case 413 -> "Content Too Large";
            case 431 -> "Request Header Fields Too Large";
            case 503 -> "Service Unavailable";
            default -> "Status " + status;
        };
    }
}

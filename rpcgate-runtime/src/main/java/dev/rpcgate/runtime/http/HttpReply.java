package dev.rpcgate.runtime.http;

import dev.rpcgate.core.gate.Trace;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What an HTTP server sends back for one JSON-RPC request, independent of the server that sends it.
 *
 * @param status      the HTTP status: 200 (a JSON-RPC body), 204 (no reply due), 405 (not POST), 413 (body too large)
 * @param contentType the body's media type, or {@code null} when there is no body
 * @param body        the body's bytes (UTF-8 JSON); empty when there is none. Not copied: treat it as read-only
 * @param headers     further response headers, e.g. {@code Allow: POST} with a 405; usually empty
 * @param trace       the trace the reply was read from, or {@code null} when no gate ran (a 405)
 */
public record HttpReply(int status, String contentType, byte[] body, Map<String, String> headers, Trace trace) {
    /** Checks the parts and copies the headers. */
    public HttpReply {
        Objects.requireNonNull(body, "body");
        headers = Map.copyOf(headers);
        if (contentType == null && body.length > 0) {
            throw new IllegalArgumentException("a body needs a content type");
        }
    }

    /** True when there is a body to send. */
    public boolean hasBody() {
        return body.length > 0;
    }

    /** The trace, when a gate ran. */
    public Optional<Trace> findTrace() {
        return Optional.ofNullable(trace);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HttpReply r && status == r.status && Objects.equals(contentType, r.contentType)
                && Arrays.equals(body, r.body) && headers.equals(r.headers) && Objects.equals(trace, r.trace);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, contentType, Arrays.hashCode(body), headers, trace);
    }

    @Override
    public String toString() {
        return "HttpReply[status=" + status + ", contentType=" + contentType + ", body=" + body.length
                + " bytes, headers=" + headers + "]";
    }
}

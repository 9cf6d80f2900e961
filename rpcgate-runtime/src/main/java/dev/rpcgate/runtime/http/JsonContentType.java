package dev.rpcgate.runtime.http;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.runtime.RuntimeCode;
import java.util.Optional;

/**
 * The PARSE gate's HTTP rule: a JSON-RPC request's {@code Content-Type} is {@code application/json} (type and subtype
 * in any case), with any parameters (RFC 9110 syntax, quoted values allowed) as long as a {@code charset}, when
 * given, is {@code utf-8}. Anything else — missing, another media type, another charset, a malformed value — is one
 * ERROR finding {@link RuntimeCode#CONTENT_TYPE}. Stateless; usable from any HTTP server.
 */
public final class JsonContentType {
    /** The media type rpcgate sends and accepts. */
    public static final String MEDIA_TYPE = "application/json";

    private static final int QUOTE_LIMIT = 80; // the peer's header is quoted in the message, shortened

    private JsonContentType() {
    }

    /**
     * Why a request with this {@code Content-Type} value is not JSON-RPC over HTTP, or empty when it is.
     *
     * @param value the header's value as received, or {@code null} when the header is absent (several headers are
     *              passed joined with {@code ", "}, which this rejects)
     */
    public static Optional<Finding> findProblem(String value) {
        if (value == null || value.isBlank()) {
            return problem("the request has no Content-Type; JSON-RPC over HTTP is sent as " + MEDIA_TYPE);
        }
        Scan s = new Scan(value);
        String type = s.token();
        if (type == null || !s.take('/')) {
            return problem("the Content-Type " + quote(value) + " is not a media type; expected " + MEDIA_TYPE);
        }
        String subtype = s.token();
        if (subtype == null) {
            return problem("the Content-Type " + quote(value) + " is not a media type; expected " + MEDIA_TYPE);
        }
        if (!type.equalsIgnoreCase("application") || !subtype.equalsIgnoreCase("json")) {
            return problem("the Content-Type is " + quote(type + "/" + subtype) + "; JSON-RPC over HTTP is sent as "
                    + MEDIA_TYPE);
        }
        while (true) {
            s.skipSpace();
            if (s.atEnd()) {
                return Optional.empty();
            }
            if (!s.take(';')) {
                return malformed(value);
            }
            s.skipSpace();
            if (s.atEnd() || s.peek() == ';') {
                continue; // RFC 9110 allows empty parameters
            }
            String name = s.token();
            if (name == null || !s.take('=')) {
                return malformed(value);
            }
            String parameter = s.peek() == '"' ? s.quoted() : s.token();
            if (parameter == null) {
                return malformed(value);
            }
            if (name.equalsIgnoreCase("charset") && !parameter.equalsIgnoreCase("utf-8")) {
                return problem("the Content-Type names the charset " + quote(parameter)
                        + "; JSON-RPC over HTTP is UTF-8 (send charset=utf-8 or no charset)");
            }
        }
    }

    private static Optional<Finding> malformed(String value) {
        return problem("the Content-Type " + quote(value) + " has a malformed parameter");
    }

    private static Optional<Finding> problem(String message) {
        return Optional.of(Finding.error(RuntimeCode.CONTENT_TYPE, message, "", null));
    }

    private static String quote(String s) {
        return "'" + (s.length() > QUOTE_LIMIT ? s.substring(0, QUOTE_LIMIT) + "..." : s) + "'";
    }

    /** A cursor over a header value. */
    private static final class Scan {
        private final String text;
        private int at;

        Scan(String text) {
            this.text = text;
            skipSpace();
        }

        boolean atEnd() {
            return at >= text.length();
        }

        char peek() {
            return atEnd() ? '\0' : text.charAt(at);
        }

        boolean take(char c) {
            if (peek() == c && !atEnd()) {
                at++;
                return true;
            }
            return false;
        }

        void skipSpace() {
            while (!atEnd() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
                at++;
            }
        }

        /** An RFC 9110 token, or {@code null} when there is none here. */
        String token() {
            int from = at;
            while (!atEnd() && isTokenChar(text.charAt(at))) {
                at++;
            }
            return at == from ? null : text.substring(from, at);
        }

        /** A quoted-string's content, or {@code null} when it is not terminated. */
        String quoted() {
            StringBuilder out = new StringBuilder();
            at++; // the opening quote
            while (!atEnd()) {
                char c = text.charAt(at++);
                if (c == '"') {
                    return out.toString();
                }
                if (c == '\\') {
                    if (atEnd()) {
                        return null;
                    }
                    c = text.charAt(at++);
                }
                out.append(c);
            }
            return null;
        }

        private static boolean isTokenChar(char c) {
            if (c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
                return true;
            }
            return "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
        }
    }
}

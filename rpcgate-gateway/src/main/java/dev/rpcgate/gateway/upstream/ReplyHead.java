package dev.rpcgate.gateway.upstream;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * An agent's reply head (status line and header fields), read strictly from a connection's buffer: {@code HTTP/1.1}
 * or {@code HTTP/1.0}, a three-digit status, CRLF line ends, token field names with no space before the colon, no
 * line folding, no control characters in values, at most {@link ClientLimits#maxHeadBytes()} bytes and
 * {@link ClientLimits#maxHeaderCount()} fields. Interim 1xx replies are skipped (101 is refused: nothing asked to
 * switch protocols). The body's framing follows RFC 9112 §6.3: none for 204, 304 and 1xx; {@code chunked} as the one
 * transfer coding; one {@code Content-Length} (repeats must agree); else until the agent closes. A reply with both
 * {@code Transfer-Encoding} and {@code Content-Length}, or another transfer coding, is refused.
 *
 * @param status         the status code
 * @param headers        the header fields, in order
 * @param framing        how the body is delimited
 * @param contentLength  the declared length when {@code framing} is {@link Framing#LENGTH}, else -1
 * @param keepAlive      whether the connection may carry another request after this reply
 * @param keepAliveNanos the agent's {@code Keep-Alive: timeout=N} in nanoseconds, or -1
 */
record ReplyHead(int status, Headers headers, Framing framing, long contentLength, boolean keepAlive,
                 long keepAliveNanos) {
    /** How a reply body is delimited. */
    enum Framing {
        /** No body. */
        NONE,
        /** {@code Content-Length} bytes. */
        LENGTH,
        /** {@code Transfer-Encoding: chunked}. */
        CHUNKED,
        /** Until the agent closes the connection. */
        UNTIL_CLOSE
    }

    private static final int MAX_INTERIM = 8;
    /** Field names the parser hands out as shared constants instead of new strings. */
    private static final String[] KNOWN = {"Content-Type", "Content-Length", "Transfer-Encoding", "Connection",
        "Keep-Alive", "Date", "Server", "Retry-After", "Cache-Control", "Location", "Vary", "Content-Encoding"};

    /**
     * Reads the next reply head from {@code c} under the deadline, skipping interim replies.
     *
     * @throws ExchangeException {@code MALFORMED}, {@code DEADLINE}, or {@code CLOSED} when the agent closed the
     *                           connection first
     */
    static ReplyHead read(AgentConnection c, long deadline, ClientLimits limits) throws IOException {
        for (int interim = 0; ; interim++) {
            int end = awaitHeadEnd(c, deadline, limits.maxHeadBytes());
            ReplyHead head = parse(c.buf, c.pos, end, limits);
            c.pos = end;
            if (head.status >= 200) {
                return head;
            }
            if (head.status == 101 || interim == MAX_INTERIM) {
                throw ExchangeException.malformed(head.status == 101 ? "an unasked 101 Switching Protocols"
                        : "more than " + MAX_INTERIM + " interim 1xx replies");
            }
        }
    }

    /**
     * Fills {@code c}'s buffer until it holds a CRLF CRLF; returns the index after it. A bare LF is refused as soon as
     * it arrives, so a reply with LF line ends fails at once instead of waiting for a CRLF CRLF that never comes.
     */
    private static int awaitHeadEnd(AgentConnection c, long deadline, int maxBytes) throws IOException {
        int scanned = 0; // bytes after c.pos already searched
        while (true) {
            int end = headEnd(c.buf, c.pos, c.pos + scanned, c.lim);
            if (end >= 0) {
                if (end - c.pos > maxBytes) {
                    throw ExchangeException.malformed("a reply head over " + maxBytes + " bytes");
                }
                return end;
            }
            scanned = c.lim - c.pos;
            if (scanned > maxBytes) {
                throw ExchangeException.malformed("a reply head over " + maxBytes + " bytes");
            }
            if (c.fill(deadline) < 0) {
                throw new ExchangeException(ExchangeException.Kind.CLOSED, scanned == 0
                        ? "the agent closed the connection before replying" : "the agent closed the connection "
                        + "within the reply head");
            }
        }
    }

    /** The index after the first CRLF CRLF in {@code b[start, to)}, searching from {@code from}; else -1. */
    private static int headEnd(byte[] b, int start, int from, int to) throws ExchangeException {
        for (int i = from; i < to; i++) {
            if (b[i] == '\n') {
                if (i == start || b[i - 1] != '\r') {
                    throw ExchangeException.malformed("a bare LF in the reply head");
                }
                if (i - 3 >= start && b[i - 2] == '\n' && b[i - 3] == '\r') {
                    return i + 1;
                }
            }
        }
        return -1;
    }

    /** Parses the head in {@code b[from, end)}, which ends with CRLF CRLF. */
    static ReplyHead parse(byte[] b, int from, int end, ClientLimits limits) throws ExchangeException {
        int eol = lineEnd(b, from, end);
        int status = statusLine(b, from, eol);
        boolean http10 = b[from + 7] == '0';
        String[] pairs = new String[16];
        int count = 0;
        long length = -1;
        int lengthFields = 0;
        int codings = 0;
        boolean chunked = false;
        boolean close = http10;
        long keepAliveNanos = -1;
        for (int line = eol + 2; ; ) {
            int le = lineEnd(b, line, end);
            if (le == line) {
                break; // the empty line
            }
            if (++count > limits.maxHeaderCount()) {
                throw ExchangeException.malformed("more than " + limits.maxHeaderCount() + " header fields");
            }
            if (b[line] == ' ' || b[line] == '\t') {
                throw ExchangeException.malformed("a folded header line");
            }
            int colon = line;
            while (colon < le && b[colon] != ':') {
                if (!Headers.isTchar(b[colon] & 0xff)) {
                    throw ExchangeException.malformed("a header name that is not a token");
                }
                colon++;
            }
            if (colon == le || colon == line) {
                throw ExchangeException.malformed(colon == le ? "a header line without a colon" : "an empty header name");
            }
            int vs = colon + 1;
            int ve = le;
            while (vs < ve && (b[vs] == ' ' || b[vs] == '\t')) {
                vs++;
            }
            while (ve > vs && (b[ve - 1] == ' ' || b[ve - 1] == '\t')) {
                ve--;
            }
            for (int i = vs; i < ve; i++) {
                int ch = b[i] & 0xff;
                if (ch < 0x20 && ch != '\t' || ch == 0x7f) {
                    throw ExchangeException.malformed("a control character in a header value");
                }
            }
            String name = name(b, line, colon);
            String value = new String(b, vs, ve - vs, StandardCharsets.ISO_8859_1);
            if (2 * count > pairs.length) {
                pairs = Arrays.copyOf(pairs, pairs.length * 2);
            }
            pairs[2 * count - 2] = name;
            pairs[2 * count - 1] = value;
            if (name.equalsIgnoreCase("Content-Length")) {
                long v = decimal(value);
                if (v < 0 || lengthFields > 0 && v != length) {
                    throw ExchangeException.malformed(v < 0 ? "a Content-Length that is not a number"
                            : "Content-Length fields that disagree");
                }
                length = v;
                lengthFields++;
            } else if (name.equalsIgnoreCase("Transfer-Encoding")) {
                codings++;
                chunked = value.equalsIgnoreCase("chunked");
                if (!chunked || codings > 1) {
                    throw ExchangeException.malformed("a transfer coding other than one chunked");
                }
            } else if (name.equalsIgnoreCase("Connection")) {
                for (String token : value.split(",")) {
                    String t = token.strip();
                    if (t.equalsIgnoreCase("close")) {
                        close = true;
                    } else if (t.equalsIgnoreCase("keep-alive") && http10) {
                        close = false;
                    }
                }
            } else if (name.equalsIgnoreCase("Keep-Alive")) {
                keepAliveNanos = keepAliveTimeout(value);
            }
            line = le + 2;
        }
        if (chunked && lengthFields > 0) {
            throw ExchangeException.malformed("both Transfer-Encoding and Content-Length");
        }
        Framing framing;
        if (status < 200 || status == 204 || status == 304) {
            framing = Framing.NONE;
            length = -1;
        } else if (chunked) {
            framing = Framing.CHUNKED;
        } else if (lengthFields > 0) {
            framing = length == 0 ? Framing.NONE : Framing.LENGTH;
        } else {
            framing = Framing.UNTIL_CLOSE;
        }
        boolean keepAlive = !close && framing != Framing.UNTIL_CLOSE;
        return new ReplyHead(status, Headers.trusted(pairs, count), framing, framing == Framing.LENGTH ? length : -1,
                keepAlive, keepAliveNanos);
    }

    /** The index of the CR of the CRLF ending the line at {@code from}; a bare CR or LF is refused. */
    private static int lineEnd(byte[] b, int from, int end) throws ExchangeException {
        for (int i = from; i < end; i++) {
            if (b[i] == '\r') {
                if (i + 1 < end && b[i + 1] == '\n') {
                    return i;
                }
                throw ExchangeException.malformed("a bare CR in the reply head");
            }
            if (b[i] == '\n') {
                throw ExchangeException.malformed("a bare LF in the reply head");
            }
        }
        throw ExchangeException.malformed("an unterminated reply head line");
    }

    /** {@code HTTP/1.x SP 3DIGIT [SP reason]}: the status. */
    private static int statusLine(byte[] b, int from, int eol) throws ExchangeException {
        int n = eol - from;
        if (n < 12 || b[from] != 'H' || b[from + 1] != 'T' || b[from + 2] != 'T' || b[from + 3] != 'P'
                || b[from + 4] != '/' || b[from + 5] != '1' || b[from + 6] != '.' || b[from + 7] != '1'
                && b[from + 7] != '0' || b[from + 8] != ' ') {
            throw ExchangeException.malformed("not an HTTP/1.1 status line");
        }
        int status = 0;
        for (int i = from + 9; i < from + 12; i++) {
            if (b[i] < '0' || b[i] > '9') {
                throw ExchangeException.malformed("a status code that is not three digits");
            }
            status = status * 10 + (b[i] - '0');
        }
        if (status < 100) {
            throw ExchangeException.malformed("a status code below 100");
        }
        if (n > 12 && b[from + 12] != ' ') {
            throw ExchangeException.malformed("a status code that is not three digits");
        }
        for (int i = from + 13; i < eol; i++) {
            int ch = b[i] & 0xff;
            if (ch < 0x20 && ch != '\t' || ch == 0x7f) {
                throw ExchangeException.malformed("a control character in the reason phrase");
            }
        }
        return status;
    }

    private static String name(byte[] b, int from, int to) {
        int n = to - from;
        for (String k : KNOWN) {
            if (k.length() == n && equalsIgnoreCase(b, from, k)) {
                return k;
            }
        }
        return new String(b, from, n, StandardCharsets.ISO_8859_1);
    }

    private static boolean equalsIgnoreCase(byte[] b, int from, String k) {
        for (int i = 0; i < k.length(); i++) {
            int x = b[from + i];
            int y = k.charAt(i);
            if (x != y && (x | 0x20) != (y | 0x20)) {
                return false;
            }
        }
        return true;
    }

    /** A non-negative decimal of at most 18 digits, else -1. */
    static long decimal(String v) {
        if (v.isEmpty() || v.length() > 18) {
            return -1;
        }
        long n = 0;
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /** {@code timeout=N} of a {@code Keep-Alive} field in nanoseconds, else -1. */
    private static long keepAliveTimeout(String value) {
        for (String param : value.split(",")) {
            String p = param.strip();
            if (p.regionMatches(true, 0, "timeout=", 0, 8)) {
                long s = decimal(p.substring(8).strip());
                return s < 0 ? -1 : Math.min(s, 86_400) * 1_000_000_000L;
            }
        }
        return -1;
    }
}

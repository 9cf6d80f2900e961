package dev.rpcgate.gateway.telemetry;

import java.util.concurrent.ThreadLocalRandom;

/**
 * A W3C Trace Context {@code traceparent}: a trace id, the id of the span that sent the request ({@code parent-id}) and
 * the trace flags, each in lower-case hex. {@link #parse} takes what the recommendation allows and nothing else; what
 * the gateway forwards is always version {@code 00}.
 *
 * @param traceId  32 hex digits, not all zero
 * @param parentId 16 hex digits, not all zero
 * @param flags    2 hex digits ({@code 01}: sampled)
 */
record TraceParent(String traceId, String parentId, String flags) {
    /** The length of a version-00 {@code traceparent}. */
    static final int LENGTH = 55;

    /**
     * The header's value as a traceparent, or {@code null} when it is malformed: not {@code version-traceid-parentid-
     * flags} in lower-case hex, version {@code ff}, an all-zero id, or a version-00 value with anything after the flags.
     * A later version may append fields after a {@code -}; they are dropped.
     */
    static TraceParent parse(String value) {
        if (value == null) {
            return null;
        }
        String v = value.strip();
        if (v.length() < LENGTH || !hex(v, 0, 2) || v.startsWith("ff") || v.charAt(2) != '-' || v.charAt(35) != '-'
                || v.charAt(52) != '-' || !hex(v, 3, 35) || !hex(v, 36, 52) || !hex(v, 53, 55)) {
            return null;
        }
        boolean v00 = v.startsWith("00");
        if (v.length() > LENGTH && (v00 || v.charAt(LENGTH) != '-')) {
            return null;
        }
        String traceId = v.substring(3, 35);
        String parentId = v.substring(36, 52);
        if (zeros(traceId) || zeros(parentId)) {
            return null;
        }
        return new TraceParent(traceId, parentId, v.substring(53, 55));
    }

    /** A random span id, never all zero. */
    static String newSpanId() {
        return hex(nonZero(ThreadLocalRandom.current()));
    }

    /** This trace with {@code spanId} as the sending span (the next hop's parent). */
    TraceParent withParent(String spanId) {
        return new TraceParent(traceId, spanId, flags);
    }

    /** The header value, version {@code 00}. */
    String format() {
        return "00-" + traceId + "-" + parentId + "-" + flags;
    }

    private static long nonZero(ThreadLocalRandom r) {
        long n;
        do {
            n = r.nextLong();
        } while (n == 0);
        return n;
    }

    private static String hex(long n) {
        String s = Long.toHexString(n);
        return s.length() == 16 ? s : "0".repeat(16 - s.length()) + s;
    }

    private static boolean hex(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    private static boolean zeros(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '0') {
                return false;
            }
        }
        return true;
    }
}

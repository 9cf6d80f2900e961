package dev.rpcgate.gateway.telemetry;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code tracestate} the gateway forwards: the request's own, as sent, when it fits {@value #MAX_CHARS}
 * characters; else cut as W3C Trace Context says to (list members over 128 characters go first, then members from
 * the end). A value with characters outside printable ASCII is dropped whole. Stateless.
 */
final class Tracestate {
    /** The longest {@code tracestate} forwarded, in characters: the length every vendor must propagate. */
    static final int MAX_CHARS = 512;
    private static final int LONG_MEMBER = 128;

    private Tracestate() {
    }

    /**
     * The value to forward for the request's {@code tracestate} fields (several are one comma-separated list), or
     * {@code null} for none.
     */
    static String bound(List<String> fields) {
        if (fields.isEmpty()) {
            return null;
        }
        String all = fields.size() == 1 ? fields.get(0).strip() : String.join(",", fields).strip();
        for (int i = 0; i < all.length(); i++) {
            char c = all.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                return null;
            }
        }
        if (all.isEmpty()) {
            return null;
        }
        return all.length() <= MAX_CHARS ? all : cut(all);
    }

    private static String cut(String all) {
        List<String> members = new ArrayList<>();
        for (String m : all.split(",")) {
            String s = m.strip();
            if (!s.isEmpty() && s.length() <= LONG_MEMBER) {
                members.add(s);
            }
        }
        int length = -1;
        int keep = 0;
        while (keep < members.size() && length + 1 + members.get(keep).length() <= MAX_CHARS) {
            length += 1 + members.get(keep).length();
            keep++;
        }
        return keep == 0 ? null : String.join(",", members.subList(0, keep));
    }
}

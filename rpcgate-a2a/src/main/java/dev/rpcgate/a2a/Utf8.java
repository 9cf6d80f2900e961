package dev.rpcgate.a2a;

import java.nio.charset.StandardCharsets;

/** UTF-8 lengths, as Java's UTF-8 encoder gives them. */
final class Utf8 {
    /** Up to this many chars the JDK's vectorized encoder counts (one short-lived array); longer ones are scanned. */
    static final int ENCODE_BELOW = 1 << 16;

    private Utf8() {
    }

    /**
     * The length of {@code s} in UTF-8 as {@code s.getBytes(UTF_8)} has it. A lone surrogate (only possible in a
     * value built in code: core's reader rejects them) counts 1 byte, the {@code ?} the encoder puts in its place.
     */
    static long length(String s) {
        return s.length() < ENCODE_BELOW ? s.getBytes(StandardCharsets.UTF_8).length : scan(s);
    }

    /** {@link #length} by a scan that allocates nothing. */
    static long scan(CharSequence s) {
        int n = s.length();
        long bytes = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                if (c < 0x800) {
                    bytes += 1;
                } else if (!Character.isSurrogate(c)) {
                    bytes += 2;
                } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    bytes += 2; // two units, four bytes
                    i++;
                } // else a lone surrogate: one '?'
            }
        }
        return bytes;
    }
}

package dev.rpcgate.a2a.validation;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>UTF-8 lengths, as Java's UTF-8 encoder gives them, counted without encoding.
 */
public final class Utf8 {
    /** Chars copied out of a string at a time: loops over a {@code char[]} vectorize, loops over charAt do not. */
    static final int CHUNK = 2048;

    private Utf8() {
    }

    /**
     * The length of {@code s} in UTF-8 as {@code s.getBytes(UTF_8)} has it. A lone surrogate (only possible in a
     * value built in code: core's reader rejects them) counts 1 byte, the {@code ?} the encoder puts in its place.
     * Encoding would allocate up to three bytes a char, and the JDK's encoder is slow on strings that are not
     * Latin-1; this copies at most {@link #CHUNK} chars at a time and counts them branch-free.
     */
    public static long length(String s) {
        int n = s.length();
        char[] buf = new char[Math.min(n, CHUNK)];
        long extra = 0;
        for (int from = 0; from < n; from += CHUNK) {
            int len = Math.min(CHUNK, n - from);
            s.getChars(from, from + len, buf, 0);
            int e = extra(buf, len);
            if (e < 0) {
                return scan(s);
            }
            extra += e;
        }
        return n + extra;
    }

    /**
     * The UTF-8 bytes beyond one per char of {@code buf[0, len)}: 1 from U+0080, 2 from U+0800; or -1 when it holds
     * a surrogate, whose count depends on its neighbour. Mostly-ASCII text needs only the first, cheapest loop.
     */
    static int extra(char[] buf, int len) {
        int two = 0;
        for (int i = 0; i < len; i++) {
            two += buf[i] >= 0x80 ? 1 : 0;
        }
        if (two == 0) {
            return 0;
        }
        int three = 0;
        int surrogates = 0;
        for (int i = 0; i < len; i++) {
            char c = buf[i];
            three += c >= 0x800 ? 1 : 0;
            surrogates += c >= 0xD800 && c <= 0xDFFF ? 1 : 0;
        }
        return surrogates == 0 ? two + three : -1;
    }

    /** {@link #length} by a scan that tells surrogate pairs from lone surrogates. */
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

package dev.rpcgate.a2a;

/**
 * Canonical padded Base64 (RFC 4648 section 4): the standard alphabet, a length that is a multiple of 4, {@code =}
 * padding only at the end and only as needed, and zero bits after the last encoded byte. Values up to
 * {@link #DECODE_BELOW} characters go through the JDK's strict decoder (vectorized) plus our length and pad-bit checks;
 * longer ones are checked by hand in one pass that allocates nothing, so a huge value costs one scan.
 */
final class Base64Check {
    static final int DECODE_BELOW = 1 << 16;
    private static final byte[] VALUE = new byte[128];

    static {
        java.util.Arrays.fill(VALUE, (byte) -1);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < alphabet.length(); i++) {
            VALUE[alphabet.charAt(i)] = (byte) i;
        }
    }

    private Base64Check() {
    }

    /** The decoded length of canonical Base64, or {@code -1} when {@code s} is not canonical. */
    static long decodedLength(String s) {
        int n = s.length();
        if (n >= DECODE_BELOW) {
            return scan(s);
        }
        if ((n & 3) != 0) {
            return -1;
        }
        int decoded;
        try {
            // ISO-8859-1 turns any char above U+00FF into '?', which is not in the alphabet either
            decoded = java.util.Base64.getDecoder().decode(s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)).length;
        } catch (IllegalArgumentException notBase64) {
            return -1;
        }
        return zeroPadBits(s, n) ? decoded : -1;
    }

    /** After the JDK decoder accepted {@code s}: are the bits after the last byte zero? */
    private static boolean zeroPadBits(String s, int n) {
        if (n == 0 || s.charAt(n - 1) != '=') {
            return true;
        }
        return s.charAt(n - 2) == '=' ? (VALUE[s.charAt(n - 3)] & 0xF) == 0 : (VALUE[s.charAt(n - 2)] & 0x3) == 0;
    }

    /** {@link #decodedLength} by a scan that allocates nothing. */
    static long scan(String s) {
        int n = s.length();
        if ((n & 3) != 0) {
            return -1;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 128 || VALUE[c] < 0) {
                if (c != '=' || i < n - 2 || i == n - 2 && s.charAt(n - 1) != '=') {
                    return -1;
                }
            }
        }
        int pads = n == 0 ? 0 : s.charAt(n - 1) != '=' ? 0 : s.charAt(n - 2) == '=' ? 2 : 1;
        if (pads == 1 && (VALUE[s.charAt(n - 2)] & 0x3) != 0 || pads == 2 && (VALUE[s.charAt(n - 3)] & 0xF) != 0) {
            return -1;
        }
        return (long) n / 4 * 3 - pads;
    }

    /** Why {@code s} is not canonical (cold path: only after {@link #decodedLength} said so). */
    static String problem(String s) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '=') {
                if (i < n - 2 || i == n - 2 && s.charAt(n - 1) != '=') {
                    return "'=' at index " + i + " is padding before the end";
                }
            } else if (c >= 128 || VALUE[c] < 0) {
                return describe(c) + " at index " + i + " is not in the standard Base64 alphabet";
            }
        }
        if ((n & 3) != 0) {
            return "the length " + n + " is not a multiple of 4 (padding missing or extra characters)";
        }
        return "the bits after the last byte are not zero, so this is not the canonical spelling";
    }

    private static String describe(char c) {
        return c >= 0x20 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }

    /** The first {@code max} bytes that canonical {@code s}, of decoded length {@code total}, decodes to. */
    static byte[] decodePrefix(String s, long total, int max) {
        int size = (int) Math.min(max, Math.max(total, 0));
        byte[] out = new byte[size];
        int o = 0;
        for (int i = 0; o < size; i += 4) {
            int bits = VALUE[s.charAt(i)] << 18 | VALUE[s.charAt(i + 1)] << 12
                    | (s.charAt(i + 2) == '=' ? 0 : VALUE[s.charAt(i + 2)] << 6)
                    | (s.charAt(i + 3) == '=' ? 0 : VALUE[s.charAt(i + 3)]);
            for (int shift = 16; shift >= 0 && o < size; shift -= 8) {
                out[o++] = (byte) (bits >> shift);
            }
        }
        return out;
    }
}

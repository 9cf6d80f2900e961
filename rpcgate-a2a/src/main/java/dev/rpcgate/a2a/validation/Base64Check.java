package dev.rpcgate.a2a.validation;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>Canonical padded Base64 (RFC 4648 section 4): the standard alphabet, a length that is a multiple of 4, {@code =}
 * padding only at the end and only as needed, and zero bits after the last encoded byte. Values up to
 * {@link #DECODE_BELOW} characters go through the JDK's strict decoder (vectorized) plus our length and pad-bit checks;
 * longer ones are checked by hand in one pass that allocates nothing, so a huge value costs one scan.
 * {@link #read} is the reading of ProtoJSON {@code bytes}, which also accepts the URL-safe alphabet (section 5) and
 * missing padding, but never both alphabets in one value.
 */
public final class Base64Check {
    static final int DECODE_BELOW = 1 << 16;
    private static final byte[] VALUE = new byte[128];
    /** Both alphabets: for decoding values already checked. */
    private static final byte[] ANY = new byte[128];

    static {
        java.util.Arrays.fill(VALUE, (byte) -1);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < alphabet.length(); i++) {
            VALUE[alphabet.charAt(i)] = (byte) i;
        }
        System.arraycopy(VALUE, 0, ANY, 0, 128);
        ANY['-'] = 62;
        ANY['_'] = 63;
    }

    /**
     * How a ProtoJSON {@code bytes} value reads.
     *
     * @param length  the decoded length, or -1 when the value is refused
     * @param urlSafe true when it uses the URL-safe alphabet ({@code -_})
     * @param padded  false when padding that canonical Base64 needs is missing
     * @param mixed   true when it is refused for mixing the standard and the URL-safe alphabets
     * @param problem why it is refused ({@code null} when accepted)
     */
    public record Reading(long length, boolean urlSafe, boolean padded, boolean mixed, String problem) {
        static final Reading MIXED = new Reading(-1, false, false, true,
                "it mixes the standard (+/) and the URL-safe (-_) Base64 alphabets");

        /** True when the value decodes (in either alphabet, padded or not). */
        public boolean isAccepted() {
            return length >= 0;
        }

        /** True when the value is accepted but is not canonical padded standard Base64. */
        public boolean isVariant() {
            return length >= 0 && (urlSafe || !padded);
        }
    }

    private Base64Check() {
    }

    /** The decoded length of canonical Base64, or {@code -1} when {@code s} is not canonical. */
    public static long decodedLength(String s) {
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
    public static String problem(String s) {
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

    /**
     * The first {@code max} bytes that {@code s}, of decoded length {@code total}, decodes to; {@code s} is canonical,
     * or accepted by {@link #read} (either alphabet, padded or not).
     */
    public static byte[] decodePrefix(String s, long total, int max) {
        int size = (int) Math.min(max, Math.max(total, 0));
        byte[] out = new byte[size];
        int o = 0;
        int n = s.length();
        for (int i = 0; o < size; i += 4) {
            int bits = ANY[s.charAt(i)] << 18 | ANY[s.charAt(i + 1)] << 12
                    | (i + 2 >= n || s.charAt(i + 2) == '=' ? 0 : ANY[s.charAt(i + 2)] << 6)
                    | (i + 3 >= n || s.charAt(i + 3) == '=' ? 0 : ANY[s.charAt(i + 3)]);
            for (int shift = 16; shift >= 0 && o < size; shift -= 8) {
                out[o++] = (byte) (bits >> shift);
            }
        }
        return out;
    }

    /**
     * Reads a ProtoJSON {@code bytes} value: the standard or the URL-safe alphabet, padded or not; never both
     * alphabets, no white space, {@code =} only as the padding at the end, and zero bits after the last byte. One
     * pass, nothing allocated but the result; canonical values should be tried with {@link #decodedLength} first.
     */
    public static Reading read(String s) {
        int n = s.length();
        boolean standard = false;
        boolean urlSafe = false;
        int data = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '+' || c == '/') {
                standard = true;
            } else if (c == '-' || c == '_') {
                urlSafe = true;
            } else if (c == '=') {
                data = i;
                break;
            } else if (c >= 128 || VALUE[c] < 0) {
                return refused(describe(c) + " at index " + i + " is in neither Base64 alphabet");
            }
        }
        if (standard && urlSafe) {
            return Reading.MIXED;
        }
        int pads = n - data;
        for (int i = data; i < n; i++) {
            if (s.charAt(i) != '=') {
                return refused("'=' at index " + data + " is padding before the end");
            }
        }
        int rest = data & 3;
        if (rest == 1) {
            return refused("the length " + data + " leaves one character over, which encodes no whole byte");
        }
        if (pads > 0 && (pads > 2 || (data + pads & 3) != 0 || rest == 0)) {
            return refused("the padding does not fit the length " + data + " (" + pads + " '=')");
        }
        int last = rest == 0 ? 0 : ANY[s.charAt(data - 1)];
        if (rest == 2 && (last & 0xF) != 0 || rest == 3 && (last & 0x3) != 0) {
            return refused("the bits after the last byte are not zero, so this is not the canonical spelling");
        }
        long length = (long) data / 4 * 3 + (rest == 0 ? 0 : rest - 1);
        return new Reading(length, urlSafe, rest == 0 || pads > 0, false, null);
    }

    private static Reading refused(String problem) {
        return new Reading(-1, false, false, false, problem);
    }
}

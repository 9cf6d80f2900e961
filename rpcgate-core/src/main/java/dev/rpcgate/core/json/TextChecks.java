package dev.rpcgate.core.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Checks on raw text that jackson-core does not make: strict UTF-8, NUL bytes, surrogate pairing. */
final class TextChecks {
    /** Returned by {@link #firstBadByte} for valid text that is all ASCII. */
    static final int ASCII = -1;
    /** Returned by {@link #firstBadByte} for valid text with some non-ASCII characters. */
    static final int UTF8 = -2;
    /** Added to {@link #ASCII} or {@link #UTF8} by {@link #firstBadByte} when the text holds no backslash. */
    static final int NO_BACKSLASH = -2;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long LOW_BITS = 0x0101010101010101L;
    private static final long BACKSLASHES = 0x5c5c5c5c5c5c5c5cL;

    private TextChecks() {
    }

    /**
     * Finds the first byte that starts an ill-formed UTF-8 sequence or is NUL, relative to {@code from};
     * {@link #ASCII} or {@link #UTF8} when there is none, plus {@link #NO_BACKSLASH} when the text has no backslash
     * (then no string in it has an escape, so none can hold an unpaired surrogate: well-formed UTF-8 encodes none).
     */
    static int firstBadByte(byte[] b, int from, int to) {
        int i = from;
        boolean ascii = true;
        long escapes = 0; // high bit of a byte set when that byte of some word was a backslash
        boolean backslash = false;
        while (i < to) {
            if (i + 8 <= to) {
                long w = (long) LONGS.get(b, i);
                if ((w & HIGH_BITS) == 0 && ((w - LOW_BITS) & ~w & HIGH_BITS) == 0) {
                    long s = w ^ BACKSLASHES;
                    escapes |= (s - LOW_BITS) & ~s;
                    i += 8; // eight ASCII bytes, none of them NUL
                    continue;
                }
            }
            int c = b[i] & 0xff;
            if (c < 0x80) {
                if (c == 0) {
                    return i - from;
                }
                backslash |= c == '\\';
                i++;
                continue;
            }
            ascii = false;
            int need;
            int lo = 0x80;
            int hi = 0xbf;
            if (c >= 0xc2 && c <= 0xdf) {
                need = 1;
            } else if (c >= 0xe0 && c <= 0xef) {
                need = 2;
                if (c == 0xe0) {
                    lo = 0xa0;
                } else if (c == 0xed) {
                    hi = 0x9f; // UTF-16 surrogates are not characters
                }
            } else if (c >= 0xf0 && c <= 0xf4) {
                need = 3;
                if (c == 0xf0) {
                    lo = 0x90;
                } else if (c == 0xf4) {
                    hi = 0x8f;
                }
            } else {
                return i - from;
            }
            if (i + need >= to) {
                return i - from; // truncated at the end of the text
            }
            int second = b[i + 1] & 0xff;
            if (second < lo || second > hi) {
                return i - from;
            }
            for (int k = 2; k <= need; k++) {
                int cont = b[i + k] & 0xff;
                if (cont < 0x80 || cont > 0xbf) {
                    return i - from;
                }
            }
            i += need + 1;
        }
        return (ascii ? ASCII : UTF8) + (backslash || (escapes & HIGH_BITS) != 0 ? 0 : NO_BACKSLASH);
    }

    /** The index of the first unpaired surrogate in {@code c[off, off+len)}, relative to {@code off}; -1 when none. */
    static int unpairedSurrogate(char[] c, int off, int len) {
        for (int i = off, end = off + len; i < end; i++) {
            char ch = c[i];
            if (ch < Character.MIN_SURROGATE) {
                continue;
            }
            if (Character.isHighSurrogate(ch)) {
                if (i + 1 < end && Character.isLowSurrogate(c[i + 1])) {
                    i++;
                    continue;
                }
                return i - off;
            }
            if (Character.isLowSurrogate(ch)) {
                return i - off;
            }
        }
        return -1;
    }

    /** The index of the first unpaired surrogate in {@code s}; -1 when none. */
    static int unpairedSurrogate(String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char ch = s.charAt(i);
            if (ch < Character.MIN_SURROGATE) {
                continue;
            }
            if (Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
                continue;
            }
            if (Character.isSurrogate(ch)) {
                return i;
            }
        }
        return -1;
    }

    /** The number of UTF-8 bytes {@code s} encodes to (an unpaired surrogate counts as the 3 bytes of U+FFFD). */
    static long utf8Length(String s) {
        long n = 0;
        for (int i = 0, len = s.length(); i < len; i++) {
            char ch = s.charAt(i);
            if (ch < 0x80) {
                n++;
            } else if (ch < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(ch) && i + 1 < len && Character.isLowSurrogate(s.charAt(i + 1))) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        return n;
    }
}

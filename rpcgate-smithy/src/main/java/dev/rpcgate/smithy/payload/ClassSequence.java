package dev.rpcgate.smithy.payload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fast path of the commonest {@code @pattern}s: anchored at both ends, a sequence of characters, character
 * classes and class escapes, each with an optional greedy quantifier, such as {@code ^[A-Z]{2}$},
 * {@code ^[a-z0-9-]+$} or {@code ^[^@ ]+@[^@ ]+$}. It walks the string's code points once against precomputed sets,
 * as the java.util.regex translation ({@link EcmaRegex}) would match them, code point by code point.
 *
 * <p>Only sequences that one greedy pass decides exactly are taken: each item that may repeat a varying number of
 * times must be followed by the end or by an item that occurs at least once and shares no character with it, so a
 * run of the item's characters can only end where the next item starts. Anything else (alternation, groups,
 * assertions, back references, lazy quantifiers, unusual class syntax) is left to the regex: {@link #compile} returns
 * {@code null}. Immutable.
 */
final class ClassSequence {
    private static final int UNBOUNDED = Integer.MAX_VALUE;
    private static final int MAX_CP = Character.MAX_CODE_POINT;
    private static final int[] DIGITS = {'0', '9'};
    private static final int[] WORD = {'0', '9', 'A', 'Z', '_', '_', 'a', 'z'};
    // EcmaRegex's \s: ECMA white space and line terminators
    private static final int[] SPACE = normalize(new int[] {'\t', '\r', ' ', ' ', 0xA0, 0xA0, 0x1680, 0x1680,
            0x2000, 0x200A, 0x2028, 0x2029, 0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF});
    private static final int[] LINE_TERMINATORS = {'\n', '\n', '\r', '\r', 0x2028, 0x2029};

    private final CodePoints[] sets;
    private final int[] min;
    private final int[] max;

    private ClassSequence(CodePoints[] sets, int[] min, int[] max) {
        this.sets = sets;
        this.min = min;
        this.max = max;
    }

    /** The fast matcher for an ECMA-262 pattern, or {@code null} when the pattern is not of the simple form. */
    static ClassSequence compile(String ecma) {
        try {
            return new Parser(ecma).parse();
        } catch (Unsupported e) {
            return null;
        }
    }

    /** Whether {@code s} matches, as {@code find()} of the translated pattern says. */
    boolean matches(String s) {
        int n = s.length();
        int i = 0;
        for (int k = 0; k < sets.length; k++) {
            CodePoints set = sets[k];
            int most = max[k];
            int count = 0;
            while (count < most && i < n) {
                char ch = s.charAt(i);
                int cp = Character.isHighSurrogate(ch) ? s.codePointAt(i) : ch;
                if (!set.contains(cp)) {
                    break;
                }
                i += Character.charCount(cp);
                count++;
            }
            if (count < min[k]) {
                return false;
            }
        }
        return i == n;
    }

    /** A set of code points: a bitmap for ASCII and sorted, disjoint, inclusive ranges above it. */
    static final class CodePoints {
        private final long low;
        private final long high;
        private final int[] ranges; // pairs of [from, to], every code point of which is at least 128
        private final int[] all; // the whole set as normalized pairs, for disjointness

        CodePoints(int[] normalized) {
            long lo = 0;
            long hi = 0;
            List<Integer> above = new ArrayList<>();
            for (int r = 0; r < normalized.length; r += 2) {
                int from = normalized[r];
                int to = normalized[r + 1];
                for (int c = from; c <= Math.min(to, 127); c++) {
                    if (c < 64) {
                        lo |= 1L << c;
                    } else {
                        hi |= 1L << (c - 64);
                    }
                }
                if (to >= 128) {
                    above.add(Math.max(from, 128));
                    above.add(to);
                }
            }
            this.low = lo;
            this.high = hi;
            this.ranges = above.stream().mapToInt(Integer::intValue).toArray();
            this.all = normalized;
        }

        boolean contains(int cp) {
            if (cp < 64) {
                return (low & (1L << cp)) != 0;
            }
            if (cp < 128) {
                return (high & (1L << (cp - 64))) != 0;
            }
            int[] r = ranges;
            for (int j = 0; j < r.length; j += 2) {
                if (cp < r[j]) {
                    return false;
                }
                if (cp <= r[j + 1]) {
                    return true;
                }
            }
            return false;
        }

        boolean disjoint(CodePoints other) {
            int[] a = all;
            int[] b = other.all;
            int i = 0;
            int j = 0;
            while (i < a.length && j < b.length) {
                if (a[i + 1] < b[j]) {
                    i += 2;
                } else if (b[j + 1] < a[i]) {
                    j += 2;
                } else {
                    return false;
                }
            }
            return true;
        }
    }

    /** Sorts and merges [from, to] pairs. */
    static int[] normalize(int[] pairs) {
        int n = pairs.length / 2;
        long[] packed = new long[n];
        for (int r = 0; r < n; r++) {
            packed[r] = (long) pairs[2 * r] << 32 | pairs[2 * r + 1];
        }
        Arrays.sort(packed);
        int[] out = new int[pairs.length];
        int m = 0;
        for (long p : packed) {
            int from = (int) (p >>> 32);
            int to = (int) p;
            if (m > 0 && from <= out[m - 1] + 1) {
                out[m - 1] = Math.max(out[m - 1], to);
            } else {
                out[m++] = from;
                out[m++] = to;
            }
        }
        return Arrays.copyOf(out, m);
    }

    /** The complement of normalized pairs within all code points. */
    static int[] complement(int[] normalized) {
        int[] out = new int[normalized.length + 2];
        int m = 0;
        int next = 0;
        for (int r = 0; r < normalized.length; r += 2) {
            if (normalized[r] > next) {
                out[m++] = next;
                out[m++] = normalized[r] - 1;
            }
            next = normalized[r + 1] + 1;
        }
        if (next <= MAX_CP) {
            out[m++] = next;
            out[m++] = MAX_CP;
        }
        return Arrays.copyOf(out, m);
    }

    private static final class Unsupported extends Exception {
        Unsupported() {
            super(null, null, false, false);
        }
    }

    /** Reads the ECMA source; throws {@link Unsupported} at anything outside the simple form. */
    private static final class Parser {
        private final String src;
        private int i;
        private final List<CodePoints> sets = new ArrayList<>();
        private final List<int[]> counts = new ArrayList<>();

        Parser(String src) {
            this.src = src;
        }

        ClassSequence parse() throws Unsupported {
            int n = src.length();
            if (n < 2 || src.charAt(0) != '^') {
                throw new Unsupported();
            }
            for (int k = 0; k < n; k++) {
                if (Character.isSurrogate(src.charAt(k))) {
                    throw new Unsupported();
                }
            }
            i = 1;
            while (true) {
                if (i >= n) {
                    throw new Unsupported(); // not anchored at the end
                }
                char c = src.charAt(i);
                if (c == '$') {
                    if (i != n - 1) {
                        throw new Unsupported();
                    }
                    break;
                }
                int[] set = atom();
                int[] q = quantifier();
                sets.add(new CodePoints(set));
                counts.add(q);
            }
            CodePoints[] s = sets.toArray(CodePoints[]::new);
            int[] lo = new int[s.length];
            int[] hi = new int[s.length];
            for (int k = 0; k < s.length; k++) {
                lo[k] = counts.get(k)[0];
                hi[k] = counts.get(k)[1];
            }
            // a varying repetition must end exactly where the next item, which occurs at least once, begins
            for (int k = 0; k + 1 < s.length; k++) {
                if (lo[k] != hi[k] && (lo[k + 1] == 0 || !s[k].disjoint(s[k + 1]))) {
                    throw new Unsupported();
                }
            }
            return new ClassSequence(s, lo, hi);
        }

        /** One item outside a class, as normalized pairs. */
        private int[] atom() throws Unsupported {
            char c = src.charAt(i);
            switch (c) {
                case '[' -> {
                    return characterClass();
                }
                case '.' -> {
                    i++;
                    return complement(LINE_TERMINATORS);
                }
                case '\\' -> {
                    char e = next(1);
                    int[] set = switch (e) {
                        case 'd' -> DIGITS;
                        case 'D' -> complement(DIGITS);
                        case 'w' -> WORD;
                        case 'W' -> complement(WORD);
                        case 's' -> SPACE;
                        case 'S' -> complement(SPACE);
                        default -> null;
                    };
                    if (set != null) {
                        i += 2;
                        return set;
                    }
                    int cp = characterEscape(false);
                    return new int[] {cp, cp};
                }
                case '(', ')', '|', '*', '+', '?', '{', '}', ']', '^', '$' -> throw new Unsupported();
                default -> {
                    i++;
                    return new int[] {c, c};
                }
            }
        }

        /** A quantifier after an item, or exactly once; a lazy or possessive one is not taken. */
        private int[] quantifier() throws Unsupported {
            if (i >= src.length()) {
                return new int[] {1, 1};
            }
            int[] q;
            switch (src.charAt(i)) {
                case '*' -> {
                    i++;
                    q = new int[] {0, UNBOUNDED};
                }
                case '+' -> {
                    i++;
                    q = new int[] {1, UNBOUNDED};
                }
                case '?' -> {
                    i++;
                    q = new int[] {0, 1};
                }
                case '{' -> q = braces();
                default -> {
                    return new int[] {1, 1};
                }
            }
            if (i < src.length() && (src.charAt(i) == '?' || src.charAt(i) == '+')) {
                throw new Unsupported();
            }
            return q;
        }

        /** {@code {n}}, {@code {n,}} or {@code {n,m}}; a brace that is not a quantifier is not taken. */
        private int[] braces() throws Unsupported {
            int j = i + 1;
            int from = j;
            while (j < src.length() && src.charAt(j) >= '0' && src.charAt(j) <= '9') {
                j++;
            }
            int lo = count(from, j);
            int hi = lo;
            if (j < src.length() && src.charAt(j) == ',') {
                int start = ++j;
                while (j < src.length() && src.charAt(j) >= '0' && src.charAt(j) <= '9') {
                    j++;
                }
                hi = j == start ? UNBOUNDED : count(start, j);
            }
            if (j >= src.length() || src.charAt(j) != '}' || lo > hi) {
                throw new Unsupported();
            }
            i = j + 1;
            return new int[] {lo, hi};
        }

        private int count(int from, int to) throws Unsupported {
            if (to == from || to - from > 6) {
                throw new Unsupported();
            }
            return Integer.parseInt(src, from, to, 10);
        }

        /** A class {@code [...]} or {@code [^...]} of characters, ranges and {@code \d \w \s}. */
        private int[] characterClass() throws Unsupported {
            int n = src.length();
            int j = i + 1;
            boolean negated = j < n && src.charAt(j) == '^';
            if (negated) {
                j++;
            }
            i = j;
            if (i >= n || src.charAt(i) == ']') {
                throw new Unsupported(); // [] and [^] are special
            }
            List<Integer> pairs = new ArrayList<>();
            boolean first = true;
            while (true) {
                if (i >= n) {
                    throw new Unsupported();
                }
                char c = src.charAt(i);
                if (c == ']') {
                    i++;
                    break;
                }
                if (c == '-') {
                    // a literal dash only first (not followed by another) or last
                    boolean last = i + 1 < n && src.charAt(i + 1) == ']';
                    if (!(last || first && i + 1 < n && src.charAt(i + 1) != '-')) {
                        throw new Unsupported();
                    }
                    i++;
                    pairs.add((int) '-');
                    pairs.add((int) '-');
                    first = false;
                    continue;
                }
                first = false;
                if (c == '\\') {
                    int[] set = switch (next(1)) {
                        case 'd' -> DIGITS;
                        case 'w' -> WORD;
                        case 's' -> SPACE;
                        default -> null;
                    };
                    if (set != null) {
                        i += 2;
                        if (i < n && src.charAt(i) == '-' && !(i + 1 < n && src.charAt(i + 1) == ']')) {
                            throw new Unsupported(); // [\d-z]
                        }
                        for (int v : set) {
                            pairs.add(v);
                        }
                        continue;
                    }
                }
                int from = classCharacter();
                int to = from;
                if (i + 1 < n && src.charAt(i) == '-' && src.charAt(i + 1) != ']') {
                    i++;
                    char e = src.charAt(i);
                    if (e == '-' || e == '[' || e == '^') {
                        throw new Unsupported();
                    }
                    if (e == '\\' && "dDwWsS".indexOf(next(1)) >= 0) {
                        throw new Unsupported();
                    }
                    to = classCharacter();
                    if (to < from) {
                        throw new Unsupported();
                    }
                    if (i < n && src.charAt(i) == '-' && !(i + 1 < n && src.charAt(i + 1) == ']')) {
                        throw new Unsupported(); // [a-c-e]
                    }
                }
                pairs.add(from);
                pairs.add(to);
            }
            int[] set = normalize(pairs.stream().mapToInt(Integer::intValue).toArray());
            return negated ? complement(set) : set;
        }

        /** One character inside a class: a literal or a character escape. */
        private int classCharacter() throws Unsupported {
            char c = src.charAt(i);
            if (c == '\\') {
                if (next(1) == 'b') {
                    i += 2;
                    return '\b';
                }
                return characterEscape(true);
            }
            i++;
            return c;
        }

        /** An escape that stands for one character; others (assertions, back references, ...) are not taken. */
        private int characterEscape(boolean inClass) throws Unsupported {
            char e = next(1);
            int cp;
            int length = 2;
            switch (e) {
                case 't' -> cp = '\t';
                case 'n' -> cp = '\n';
                case 'r' -> cp = '\r';
                case 'f' -> cp = '\f';
                case 'v' -> cp = 0x0B;
                case '0' -> {
                    if (i + 2 < src.length() && Character.isDigit(src.charAt(i + 2))) {
                        throw new Unsupported();
                    }
                    cp = 0;
                }
                case 'x' -> {
                    cp = hex(i + 2, 2);
                    length = 4;
                }
                case 'u' -> {
                    cp = hex(i + 2, 4);
                    length = 6;
                    if (Character.isSurrogate((char) cp)) {
                        throw new Unsupported();
                    }
                }
                default -> {
                    // an escaped ASCII punctuation character stands for itself
                    if (e >= 128 || Character.isLetterOrDigit(e) || e <= ' ') {
                        throw new Unsupported();
                    }
                    cp = e;
                }
            }
            i += length;
            return cp;
        }

        private int hex(int from, int digits) throws Unsupported {
            if (from + digits > src.length()) {
                throw new Unsupported();
            }
            int v = 0;
            for (int k = from; k < from + digits; k++) {
                int d = Character.digit(src.charAt(k), 16);
                if (d < 0 || src.charAt(k) >= 128) {
                    throw new Unsupported();
                }
                v = v * 16 + d;
            }
            return v;
        }

        private char next(int ahead) throws Unsupported {
            if (i + ahead >= src.length()) {
                throw new Unsupported();
            }
            return src.charAt(i + ahead);
        }
    }
}

package dev.rpcgate.core.json;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A JSON number kept as its exact lexeme. Nothing is rounded and exponents are never expanded: equality compares a
 * normalized coefficient and exponent, so {@code 1}, {@code 1.0}, {@code 1e0} and {@code 10e-1} are equal, as are
 * {@code 0} and {@code -0}, and {@code 1e999999999999} costs no more than {@code 1}.
 */
public final class JsonNumber extends JsonValue {
    private final String given; // the lexeme of a number built in code; null for one read from text
    private String lexeme; // the lexeme of a number read from text: its source text, made when first asked (racy cache)
    private String canonical; // racy single-check cache of an immutable String: safe

    JsonNumber(String lexeme, JsonSource source, int start, int end) {
        super(source, start, end);
        this.given = source == null ? lexeme : null; // final: safe to share without synchronization
        this.lexeme = lexeme;
    }

    /** A number built in code. */
    public static JsonNumber of(long value) {
        return new JsonNumber(Long.toString(value), null, 0, 0);
    }

    /** A number built in code from an exact decimal. */
    public static JsonNumber of(BigDecimal value) {
        return new JsonNumber(value.toString(), null, 0, 0);
    }

    /**
     * A number built in code from a JSON number lexeme such as {@code -1.5e3}.
     *
     * @throws IllegalArgumentException if the text is not a JSON number
     */
    public static JsonNumber parse(String lexeme) {
        if (!NumberLexeme.isValid(lexeme)) {
            throw new IllegalArgumentException("not a JSON number: " + lexeme);
        }
        return new JsonNumber(lexeme, null, 0, 0);
    }

    /** The number exactly as written. */
    public String lexeme() {
        if (given != null) {
            return given;
        }
        String l = lexeme;
        if (l == null) {
            l = source().text(start(), end());
            lexeme = l;
        }
        return l;
    }

    /** True when the lexeme has a fraction or an exponent part, whatever its value. */
    public boolean hasFractionOrExponent() {
        String l = given != null ? given : lexeme;
        if (l == null) { // not made yet: look at the source text instead of making it
            JsonSource s = source();
            for (int i = start(), e = end(); i < e; i++) {
                int c = s.unitAt(i);
                if (c == '.' || c == 'e' || c == 'E') {
                    return true;
                }
            }
            return false;
        }
        for (int i = 0; i < l.length(); i++) {
            char c = l.charAt(i);
            if (c == '.' || c == 'e' || c == 'E') {
                return true;
            }
        }
        return false;
    }

    /** True when the value is a whole number ({@code 2}, {@code 2.0}, {@code 2e3}; not {@code 2.5}). */
    public boolean isIntegral() {
        if (!hasFractionOrExponent()) {
            return true; // digits only: no need to normalize
        }
        String c = canonical();
        return c.equals("0") || c.charAt(c.indexOf('e') + 1) != '-';
    }

    /** The value as a {@code long} when it is a whole number in range; empty otherwise. */
    public OptionalLong findLong() {
        String c = canonical();
        if (c.equals("0")) {
            return OptionalLong.of(0);
        }
        int e = c.indexOf('e');
        String exp = c.substring(e + 1);
        if (exp.startsWith("-") || exp.length() > 2) {
            return OptionalLong.empty();
        }
        int zeros = Integer.parseInt(exp);
        String digits = c.substring(0, e);
        if (digits.length() - (digits.startsWith("-") ? 1 : 0) + zeros > 19) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseLong(digits + "0".repeat(zeros)));
        } catch (NumberFormatException overflow) {
            return OptionalLong.empty();
        }
    }

    /** The value as an exact {@link BigDecimal}; empty when its exponent does not fit one. */
    public Optional<BigDecimal> findBigDecimal() {
        try {
            return Optional.of(new BigDecimal(lexeme()));
        } catch (NumberFormatException | ArithmeticException outOfRange) {
            return Optional.empty();
        }
    }

    /**
     * The normalized form used for equality: sign, significant digits without leading or trailing zeros, {@code e}
     * and the decimal exponent; {@code "0"} for zero of any sign.
     */
    public String canonical() {
        String c = canonical;
        if (c == null) {
            c = NumberLexeme.canonical(lexeme());
            canonical = c;
        }
        return c;
    }

    @Override
    public String typeName() {
        return "number";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonNumber n && (n.lexeme().equals(lexeme()) || n.canonical().equals(canonical()));
    }

    @Override
    public int hashCode() {
        return canonical().hashCode();
    }

    /** The lexeme grammar and its normal form. */
    static final class NumberLexeme {
        private NumberLexeme() {
        }

        static boolean isValid(String s) {
            int i = 0;
            int n = s.length();
            if (i < n && s.charAt(i) == '-') {
                i++;
            }
            if (i >= n || !digit(s.charAt(i))) {
                return false;
            }
            if (s.charAt(i) == '0') {
                i++;
            } else {
                while (i < n && digit(s.charAt(i))) {
                    i++;
                }
            }
            if (i < n && s.charAt(i) == '.') {
                i++;
                int d = i;
                while (i < n && digit(s.charAt(i))) {
                    i++;
                }
                if (i == d) {
                    return false;
                }
            }
            if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
                i++;
                if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                    i++;
                }
                int d = i;
                while (i < n && digit(s.charAt(i))) {
                    i++;
                }
                if (i == d) {
                    return false;
                }
            }
            return i == n;
        }

        private static boolean digit(char c) {
            return c >= '0' && c <= '9';
        }

        static String canonical(String s) {
            int n = s.length();
            boolean negative = s.charAt(0) == '-';
            int i = negative ? 1 : 0;
            if (isDigits(s, i)) {
                return integer(s, i);
            }
            int expAt = n;
            for (int k = i; k < n; k++) {
                char c = s.charAt(k);
                if (c == 'e' || c == 'E') {
                    expAt = k;
                    break;
                }
            }
            int dot = s.indexOf('.', i);
            if (dot > expAt) {
                dot = -1;
            }
            StringBuilder digits = new StringBuilder(expAt - i);
            int fractionDigits = 0;
            for (int k = i; k < expAt; k++) {
                char c = s.charAt(k);
                if (c == '.') {
                    continue;
                }
                if (dot >= 0 && k > dot) {
                    fractionDigits++;
                }
                if (digits.isEmpty() && c == '0') {
                    continue; // leading zero
                }
                digits.append(c);
            }
            int trailing = 0;
            while (trailing < digits.length() && digits.charAt(digits.length() - 1 - trailing) == '0') {
                trailing++;
            }
            digits.setLength(digits.length() - trailing);
            if (digits.isEmpty()) {
                return "0";
            }
            long adjust = (long) trailing - fractionDigits;
            String exponent = exponent(s, expAt, adjust);
            return (negative ? "-" : "") + digits + "e" + exponent;
        }

        private static boolean isDigits(String s, int from) {
            for (int k = from; k < s.length(); k++) {
                if (!digit(s.charAt(k))) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The normal form of an integer lexeme, digits from {@code from} (after the sign): the digits without leading
         * and trailing zeros, {@code e} and how many trailing zeros there were; "0" for zero. What the general form
         * gives, without building it piece by piece.
         */
        private static String integer(String s, int from) {
            int n = s.length();
            int end = n;
            while (end > from && s.charAt(end - 1) == '0') {
                end--;
            }
            int start = from;
            while (start < end && s.charAt(start) == '0') {
                start++;
            }
            if (start == end) {
                return "0";
            }
            String digits = start == 0 && end == n ? s : (from == 1 ? "-" : "") + s.substring(start, end);
            return digits + "e" + (n - end);
        }

        private static String exponent(String s, int expAt, long adjust) {
            if (expAt >= s.length()) {
                return Long.toString(adjust);
            }
            int k = expAt + 1;
            boolean negative = false;
            if (s.charAt(k) == '+' || s.charAt(k) == '-') {
                negative = s.charAt(k) == '-';
                k++;
            }
            while (k < s.length() - 1 && s.charAt(k) == '0') {
                k++;
            }
            String magnitude = s.substring(k);
            if (magnitude.length() <= 17) {
                long e = Long.parseLong(magnitude);
                return Long.toString((negative ? -e : e) + adjust);
            }
            // |adjust| is below the text length, far below this magnitude (at least 10^17), so the sum keeps the
            // exponent's sign; add digit by digit in linear time (BigInteger parsing and printing are superlinear,
            // which a peer could exploit with an exponent of millions of digits)
            String sum = addDecimal(magnitude, negative ? -adjust : adjust);
            return negative ? "-" + sum : sum;
        }

        /** {@code magnitude + delta} for a decimal magnitude without leading zeros that exceeds {@code |delta|}. */
        private static String addDecimal(String magnitude, long delta) {
            char[] d = magnitude.toCharArray();
            long carry = delta;
            for (int i = d.length - 1; i >= 0 && carry != 0; i--) {
                long v = d[i] - '0' + carry;
                d[i] = (char) ('0' + Math.floorMod(v, 10L));
                carry = Math.floorDiv(v, 10L);
            }
            if (carry > 0) {
                return carry + new String(d);
            }
            int lead = 0; // a subtraction may leave leading zeros
            while (lead < d.length - 1 && d[lead] == '0') {
                lead++;
            }
            return new String(d, lead, d.length - lead);
        }
    }
}

package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonNumber;

import java.math.BigDecimal;

/**
 * A decimal as sign, significant digits and the exponent of the first digit, read from a number's canonical form.
 * Comparing two costs at most one pass over their digits and never expands an exponent, so {@code 1e400} or an
 * exponent of a million digits compares as cheaply as {@code 1}; no {@link BigDecimal} is made at validation time.
 *
 * @param signum -1, 0 or 1
 * @param digits the significant digits, without leading or trailing zeros ({@code ""} for zero)
 * @param adjusted the decimal exponent of the first digit; saturated at ±{@link #HUGE} for exponents past a long
 */
record ExactDecimal(int signum, String digits, long adjusted) implements Comparable<ExactDecimal> {
    /** Beyond any bound a model can write, yet far from overflow when compared. */
    static final long HUGE = Long.MAX_VALUE / 4;

    static final ExactDecimal ZERO = new ExactDecimal(0, "", 0);

    /** The exact value of a JSON number. */
    static ExactDecimal of(JsonNumber n) {
        return ofCanonical(n.canonical());
    }

    /** The exact value of a model bound. */
    static ExactDecimal of(BigDecimal value) {
        return ofCanonical(JsonNumber.of(value).canonical());
    }

    /** Reads {@code [-]DIGITSeEXP} or {@code 0} (see {@link JsonNumber#canonical()}). */
    static ExactDecimal ofCanonical(String canonical) {
        if (canonical.equals("0")) {
            return ZERO;
        }
        boolean negative = canonical.charAt(0) == '-';
        int e = canonical.indexOf('e');
        String digits = canonical.substring(negative ? 1 : 0, e);
        String exp = canonical.substring(e + 1);
        long exponent;
        boolean expNegative = exp.charAt(0) == '-';
        int magnitudeDigits = exp.length() - (expNegative ? 1 : 0);
        if (magnitudeDigits > 17) {
            exponent = expNegative ? -HUGE : HUGE;
        } else {
            exponent = Math.max(-HUGE, Math.min(HUGE, Long.parseLong(exp) + digits.length() - 1));
        }
        return new ExactDecimal(negative ? -1 : 1, digits, exponent);
    }

    @Override
    public int compareTo(ExactDecimal o) {
        if (signum != o.signum) {
            return Integer.compare(signum, o.signum);
        }
        if (signum == 0) {
            return 0;
        }
        int magnitude = compareMagnitude(o);
        return signum > 0 ? magnitude : -magnitude;
    }

    private int compareMagnitude(ExactDecimal o) {
        if (adjusted != o.adjusted) {
            return Long.compare(adjusted, o.adjusted);
        }
        // same leading exponent: digit strings compare left to right; with no trailing zeros, the longer of two equal
        // prefixes is larger
        int n = Math.min(digits.length(), o.digits.length());
        for (int i = 0; i < n; i++) {
            int d = Character.compare(digits.charAt(i), o.digits.charAt(i));
            if (d != 0) {
                return d;
            }
        }
        return Integer.compare(digits.length(), o.digits.length());
    }
}

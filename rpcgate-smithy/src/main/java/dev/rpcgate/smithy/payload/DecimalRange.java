package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonNumber;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Inclusive (or, for float overflow, exclusive) bounds on a number, compared exactly. Whole numbers that fit a long
 * take a fast path: for a long {@code v}, {@code v >= min} exactly when {@code v >= ceil(min)}, and likewise for max.
 */
final class DecimalRange {
    private final ExactDecimal min; // null: unbounded
    private final ExactDecimal max;
    private final boolean exclusive;
    private final boolean longPath;
    private final long minLong;
    private final long maxLong;
    private final String text;

    private DecimalRange(BigDecimal min, BigDecimal max, boolean exclusive, String text) {
        this.min = min == null ? null : ExactDecimal.of(min);
        this.max = max == null ? null : ExactDecimal.of(max);
        this.exclusive = exclusive;
        this.text = text;
        BigDecimal lo = min == null ? null : exclusive ? min.setScale(0, RoundingMode.FLOOR).add(BigDecimal.ONE)
                : min.setScale(0, RoundingMode.CEILING);
        BigDecimal hi = max == null ? null : exclusive ? max.setScale(0, RoundingMode.CEILING).subtract(BigDecimal.ONE)
                : max.setScale(0, RoundingMode.FLOOR);
        this.longPath = fitsLong(lo) && fitsLong(hi);
        this.minLong = lo == null || !longPath ? Long.MIN_VALUE : lo.longValueExact();
        this.maxLong = hi == null || !longPath ? Long.MAX_VALUE : hi.longValueExact();
    }

    /** {@code min <= x <= max}; either bound may be null. */
    static DecimalRange inclusive(BigDecimal min, BigDecimal max) {
        String text = min == null ? "at most " + show(max)
                : max == null ? "at least " + show(min)
                : "between " + show(min) + " and " + show(max);
        return new DecimalRange(min, max, false, text);
    }

    /** {@code -limit < x < limit}: the values that do not overflow a binary float type. */
    static DecimalRange below(BigDecimal limit, String text) {
        return new DecimalRange(limit.negate(), limit, true, text);
    }

    /** Plain digits for ordinary bounds, scientific notation for ones like 1e400. */
    private static String show(BigDecimal v) {
        int magnitude = v.precision() - v.scale();
        return magnitude > 30 || magnitude < -30 ? v.toString() : v.toPlainString();
    }

    private static boolean fitsLong(BigDecimal v) {
        return v == null || v.compareTo(BigDecimal.valueOf(Long.MIN_VALUE)) >= 0
                && v.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0;
    }

    /** True when a whole number {@code v} lies in the range. */
    boolean contains(long v) {
        if (longPath) {
            return v >= minLong && v <= maxLong;
        }
        return contains(ExactDecimal.ofCanonical(JsonNumber.of(v).canonical()));
    }

    /**
     * True when the range's whole numbers are exactly those from {@link #minLong} to {@link #maxLong}, so a number
     * between two of them lies in the range too.
     */
    boolean hasLongBounds() {
        return longPath;
    }

    /** The least whole number in the range, or {@code Long.MIN_VALUE} for none; see {@link #hasLongBounds}. */
    long minLong() {
        return minLong;
    }

    /** The greatest whole number in the range, or {@code Long.MAX_VALUE} for none; see {@link #hasLongBounds}. */
    long maxLong() {
        return maxLong;
    }

    /** True when the number lies in the range. */
    boolean contains(JsonNumber n) {
        return contains(ExactDecimal.of(n));
    }

    boolean contains(ExactDecimal v) {
        if (min != null) {
            int c = v.compareTo(min);
            if (c < 0 || exclusive && c == 0) {
                return false;
            }
        }
        if (max != null) {
            int c = v.compareTo(max);
            return !(c > 0 || exclusive && c == 0);
        }
        return true;
    }

    /** True when the range has a lower bound (for -Infinity). */
    boolean hasMin() {
        return min != null;
    }

    /** True when the range has an upper bound (for Infinity). */
    boolean hasMax() {
        return max != null;
    }

    /** E.g. {@code between 1 and 10}. */
    String text() {
        return text;
    }
}

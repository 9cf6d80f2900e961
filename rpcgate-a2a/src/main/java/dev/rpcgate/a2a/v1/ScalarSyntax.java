package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.TimestampFormats;
import java.math.BigInteger;

/** The ProtoJSON readings of integers and timestamps, by hand: no regex, no parsing into objects on the hot path. */
final class ScalarSyntax {
    /** Returned by {@link #integer} for a value that is no whole number. */
    static final int NOT_INTEGER = 0;
    /** Returned by {@link #integer} for a whole number in range. */
    static final int IN_RANGE = 1;
    /** Returned by {@link #integer} for a whole number out of range. */
    static final int OUT_OF_RANGE = 2;

    private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private ScalarSyntax() {
    }

    /** How a JSON number reads as an int32 ({@code int64} false) or int64. */
    static int integer(JsonNumber n, boolean int64) {
        if (!n.hasFractionOrExponent()) {
            String l = n.lexeme();
            if (l.length() <= 18) {
                return inRange(Long.parseLong(l), int64);
            }
            return digits(l, int64);
        }
        if (!n.isIntegral()) {
            return NOT_INTEGER;
        }
        var value = n.findLong();
        return value.isPresent() ? inRange(value.getAsLong(), int64) : OUT_OF_RANGE;
    }

    /** How a string reads as an int32 or int64: decimal digits with an optional minus sign, else NOT_INTEGER. */
    static int integer(String s, boolean int64) {
        int n = s.length();
        int from = n > 0 && s.charAt(0) == '-' ? 1 : 0;
        if (from == n) {
            return NOT_INTEGER;
        }
        for (int i = from; i < n; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return NOT_INTEGER;
            }
        }
        return n <= 18 ? inRange(Long.parseLong(s), int64) : digits(s, int64);
    }

    private static int digits(String l, boolean int64) {
        BigInteger v = new BigInteger(l);
        if (v.compareTo(LONG_MIN) < 0 || v.compareTo(LONG_MAX) > 0) {
            return OUT_OF_RANGE;
        }
        return inRange(v.longValue(), int64);
    }

    private static int inRange(long v, boolean int64) {
        return int64 || v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE ? IN_RANGE : OUT_OF_RANGE;
    }

    /**
     * Why {@code s} is not a google.protobuf.Timestamp as A2A writes it, or {@code null}: an RFC 3339 date-time in UTC
     * ({@code 2025-10-28T10:30:00.000Z}), upper-case {@code T} and {@code Z}, at most nine fraction digits, no leap
     * second, years 0001 to 9999.
     */
    static String timestampProblem(String s) {
        String problem = TimestampFormats.dateTimeProblem(s);
        if (problem != null) {
            return problem;
        }
        if (s.charAt(10) != 'T' || s.charAt(s.length() - 1) != 'Z') {
            return "the 'T' and the 'Z' must be upper case";
        }
        if (s.startsWith("0000")) {
            return "the year 0000 is before the first a Timestamp holds (0001-01-01)";
        }
        if (s.charAt(17) == '6') {
            return "a leap second (:60) is not a Timestamp";
        }
        if (s.length() > 19 + 1 + 9 + 1) {
            return "at most nine fraction digits (nanoseconds)";
        }
        return null;
    }
}

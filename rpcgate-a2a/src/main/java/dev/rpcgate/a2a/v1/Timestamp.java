package dev.rpcgate.a2a.v1;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Objects;

/**
 * A {@code google.protobuf.Timestamp} kept as the RFC 3339 text it was given, e.g. {@code 2025-10-28T10:30:00.000Z}.
 * The text is {@code YYYY-MM-DDTHH:MM:SS}, an optional fraction of 1 to 9 digits, then {@code Z} or an offset
 * {@code +HH:MM} / {@code -HH:MM}, naming an instant from year 1 to year 9999 (the range of the proto type); the
 * instant is worked out on demand.
 *
 * @param text the timestamp as written
 */
public record Timestamp(String text) {
    private static final Instant MIN = Instant.parse("0001-01-01T00:00:00Z");
    private static final Instant MAX = Instant.parse("9999-12-31T23:59:59.999999999Z");

    /** Checks that the text is a timestamp. */
    public Timestamp {
        Objects.requireNonNull(text, "text");
        if (parse(text) == null) {
            throw new IllegalArgumentException("not an RFC 3339 timestamp: \"" + text + "\"");
        }
    }

    /** The timestamp of an instant, written as {@link Instant#toString()} does (UTC, {@code Z}). */
    public static Timestamp of(Instant instant) {
        return new Timestamp(instant.toString());
    }

    /** True when {@code text} is a timestamp as described above. */
    public static boolean isValid(String text) {
        return text != null && parse(text) != null;
    }

    /** The instant the text names. */
    public Instant instant() {
        return parse(text);
    }

    /** The instant of a valid timestamp text, or {@code null}. */
    private static Instant parse(String s) {
        int n = s.length();
        if (n < 20 || n > 35 || !digits(s, 0, 4) || s.charAt(4) != '-' || !digits(s, 5, 2) || s.charAt(7) != '-'
                || !digits(s, 8, 2) || s.charAt(10) != 'T' || !digits(s, 11, 2) || s.charAt(13) != ':'
                || !digits(s, 14, 2) || s.charAt(16) != ':' || !digits(s, 17, 2)) {
            return null;
        }
        int i = 19;
        int nanos = 0;
        if (s.charAt(i) == '.') {
            int from = ++i;
            while (i < n && i - from < 10 && isDigit(s.charAt(i))) {
                nanos = nanos * 10 + (s.charAt(i++) - '0');
            }
            int count = i - from;
            if (count < 1 || count > 9) {
                return null;
            }
            for (int k = count; k < 9; k++) {
                nanos *= 10;
            }
        }
        int offsetSeconds;
        if (i == n - 1 && s.charAt(i) == 'Z') {
            offsetSeconds = 0;
        } else if (i == n - 6 && (s.charAt(i) == '+' || s.charAt(i) == '-') && digits(s, i + 1, 2)
                && s.charAt(i + 3) == ':' && digits(s, i + 4, 2)) {
            int hours = number(s, i + 1, 2);
            int minutes = number(s, i + 4, 2);
            if (hours > 23 || minutes > 59) {
                return null;
            }
            offsetSeconds = (s.charAt(i) == '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
        } else {
            return null;
        }
        try {
            int year = number(s, 0, 4);
            if (year < 1) {
                return null;
            }
            LocalDateTime local = LocalDateTime.of(year, number(s, 5, 2), number(s, 8, 2), number(s, 11, 2),
                    number(s, 14, 2), number(s, 17, 2), nanos);
            Instant instant = local.toInstant(ZoneOffset.ofTotalSeconds(offsetSeconds));
            return instant.isBefore(MIN) || instant.isAfter(MAX) ? null : instant;
        } catch (DateTimeException notADate) {
            return null;
        }
    }

    private static boolean digits(String s, int from, int count) {
        for (int i = from; i < from + count; i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int number(String s, int from, int count) {
        int v = 0;
        for (int i = from; i < from + count; i++) {
            v = v * 10 + (s.charAt(i) - '0');
        }
        return v;
    }
}

package dev.rpcgate.core.json;

/**
 * The two textual timestamp grammars, checked by hand (no parsing into objects on the hot path); shared by every
 * validator that checks timestamps (Smithy's {@code @timestampFormat}, A2A v1.0's google.protobuf.Timestamp).
 * <ul>
 *   <li>date-time: RFC 3339 {@code date-time} as Smithy restricts it: {@code YYYY-MM-DDTHH:MM:SS[.fraction]Z}, T and
 *   Z in either case, a real calendar date, UTC only (an offset such as {@code +02:00} is rejected, as Smithy's
 *   date-time has none), a leap second {@code :60} only at 23:59.</li>
 *   <li>http-date: RFC 7231 IMF-fixdate, {@code Www, DD Mmm YYYY HH:MM:SS GMT}, whose day name must be the date's.</li>
 * </ul>
 */
public final class TimestampFormats {
    private static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

    private TimestampFormats() {
    }

    /** Why {@code s} is not a Smithy date-time, or {@code null} when it is one. */
    public static String dateTimeProblem(String s) {
        if (s.length() < 20 || !digits(s, 0, 4) || s.charAt(4) != '-' || !digits(s, 5, 2) || s.charAt(7) != '-'
                || !digits(s, 8, 2) || (s.charAt(10) != 'T' && s.charAt(10) != 't') || !digits(s, 11, 2)
                || s.charAt(13) != ':' || !digits(s, 14, 2) || s.charAt(16) != ':' || !digits(s, 17, 2)) {
            return "it does not have the form YYYY-MM-DDTHH:MM:SSZ";
        }
        int i = 19;
        if (s.charAt(i) == '.') {
            int start = ++i;
            while (i < s.length() && isDigit(s.charAt(i))) {
                i++;
            }
            if (i == start) {
                return "a decimal point must be followed by digits";
            }
        }
        if (i >= s.length()) {
            return "it ends without a time zone";
        }
        char zone = s.charAt(i);
        if (zone == '+' || zone == '-') {
            return "it has a UTC offset, and date-time timestamps must be in UTC, ending with Z";
        }
        if ((zone != 'Z' && zone != 'z') || i + 1 != s.length()) {
            return "it must end with Z right after the time";
        }
        String date = dateProblem(number(s, 0, 4), number(s, 5, 2), number(s, 8, 2));
        return date != null ? date : timeProblem(number(s, 11, 2), number(s, 14, 2), number(s, 17, 2));
    }

    /** Why {@code s} is not an IMF-fixdate, or {@code null} when it is one. */
    public static String httpDateProblem(String s) {
        if (s.length() != 29 || s.charAt(3) != ',' || s.charAt(4) != ' ' || !digits(s, 5, 2) || s.charAt(7) != ' '
                || s.charAt(11) != ' ' || !digits(s, 12, 4) || s.charAt(16) != ' ' || !digits(s, 17, 2)
                || s.charAt(19) != ':' || !digits(s, 20, 2) || s.charAt(22) != ':' || !digits(s, 23, 2)
                || !s.startsWith(" GMT", 25)) {
            return "it does not have the form Www, DD Mmm YYYY HH:MM:SS GMT";
        }
        int month = indexOf(MONTHS, s.substring(8, 11)) + 1;
        if (month == 0) {
            return "'" + s.substring(8, 11) + "' is not a month name";
        }
        int day = indexOf(DAYS, s.substring(0, 3));
        if (day < 0) {
            return "'" + s.substring(0, 3) + "' is not a day name";
        }
        int year = number(s, 12, 4);
        int dayOfMonth = number(s, 5, 2);
        String date = dateProblem(year, month, dayOfMonth);
        if (date != null) {
            return date;
        }
        int actual = java.time.LocalDate.of(year, month, dayOfMonth).getDayOfWeek().getValue() - 1;
        if (actual != day) {
            return "the date is a " + DAYS[actual] + ", not a " + DAYS[day];
        }
        return timeProblem(number(s, 17, 2), number(s, 20, 2), number(s, 23, 2));
    }

    private static String dateProblem(int year, int month, int day) {
        if (month < 1 || month > 12) {
            return "the month " + month + " does not exist";
        }
        if (day < 1 || day > java.time.YearMonth.of(year, month).lengthOfMonth()) {
            return "day " + day + " does not exist in " + year + "-" + (month < 10 ? "0" : "") + month;
        }
        return null;
    }

    private static String timeProblem(int hour, int minute, int second) {
        if (hour > 23 || minute > 59 || second > 60 || second == 60 && (hour != 23 || minute != 59)) {
            return "the time of day does not exist";
        }
        return null;
    }

    private static int indexOf(String[] names, String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
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

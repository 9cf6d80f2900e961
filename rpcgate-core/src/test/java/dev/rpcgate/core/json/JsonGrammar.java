package dev.rpcgate.core.json;

/**
 * A reference recognizer of RFC 8259 JSON text, written for tests only and independent of jackson: it tells where a
 * text stops being the start of one JSON value (the offset of the first character no JSON text could have there), or
 * where text follows a complete value. Offsets are UTF-16 indexes into the string.
 */
final class JsonGrammar {
    /** What the recognizer found. */
    enum Kind { VALID, ERROR, TRAILING }

    /** The outcome and, unless valid, the offset at fault. */
    record Result(Kind kind, int offset) {
    }

    private static final class Stop extends RuntimeException {
        final int at;

        Stop(int at) {
            super(null, null, false, false);
            this.at = at;
        }
    }

    private final String t;
    private final int n;

    private JsonGrammar(String text) {
        this.t = text;
        this.n = text.length();
    }

    static Result check(String text) {
        JsonGrammar g = new JsonGrammar(text);
        try {
            int end = g.ws(g.value(0));
            return end < g.n ? new Result(Kind.TRAILING, end) : new Result(Kind.VALID, -1);
        } catch (Stop stop) {
            return new Result(Kind.ERROR, stop.at);
        }
    }

    private int ws(int i) {
        while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '\t' || t.charAt(i) == '\n' || t.charAt(i) == '\r')) {
            i++;
        }
        return i;
    }

    private boolean at(int i, char c) {
        return i < n && t.charAt(i) == c;
    }

    private int value(int i) {
        i = ws(i);
        if (i >= n) {
            throw new Stop(i);
        }
        char c = t.charAt(i);
        switch (c) {
            case '{' -> {
                i = ws(i + 1);
                if (at(i, '}')) {
                    return i + 1;
                }
                while (true) {
                    i = ws(i);
                    if (!at(i, '"')) {
                        throw new Stop(i);
                    }
                    i = ws(string(i));
                    if (!at(i, ':')) {
                        throw new Stop(i);
                    }
                    i = ws(value(i + 1));
                    if (at(i, ',')) {
                        i++;
                    } else if (at(i, '}')) {
                        return i + 1;
                    } else {
                        throw new Stop(i);
                    }
                }
            }
            case '[' -> {
                i = ws(i + 1);
                if (at(i, ']')) {
                    return i + 1;
                }
                while (true) {
                    i = ws(value(i));
                    if (at(i, ',')) {
                        i++;
                    } else if (at(i, ']')) {
                        return i + 1;
                    } else {
                        throw new Stop(i);
                    }
                }
            }
            case '"' -> {
                return string(i);
            }
            case 't' -> {
                return literal(i, "true");
            }
            case 'f' -> {
                return literal(i, "false");
            }
            case 'n' -> {
                return literal(i, "null");
            }
            default -> {
                if (c == '-' || isDigit(c)) {
                    return number(i);
                }
                throw new Stop(i);
            }
        }
    }

    private int literal(int i, String word) {
        for (int k = 0; k < word.length(); k++) {
            if (!at(i + k, word.charAt(k))) {
                throw new Stop(i + k);
            }
        }
        return i + word.length();
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private int digits(int i) {
        if (i >= n || !isDigit(t.charAt(i))) {
            throw new Stop(i);
        }
        while (i < n && isDigit(t.charAt(i))) {
            i++;
        }
        return i;
    }

    private int number(int i) {
        if (at(i, '-')) {
            i++;
        }
        i = at(i, '0') ? i + 1 : digits(i);
        if (at(i, '.')) {
            i = digits(i + 1);
        }
        if (at(i, 'e') || at(i, 'E')) {
            i++;
            if (at(i, '+') || at(i, '-')) {
                i++;
            }
            i = digits(i);
        }
        return i;
    }

    private int string(int i) {
        i++;
        while (true) {
            if (i >= n) {
                throw new Stop(i);
            }
            char c = t.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c < 0x20) {
                throw new Stop(i);
            }
            if (c == '\\') {
                i++;
                if (i >= n) {
                    throw new Stop(i);
                }
                char e = t.charAt(i);
                if ("\"\\/bfnrt".indexOf(e) >= 0) {
                    i++;
                    continue;
                }
                if (e != 'u') {
                    throw new Stop(i);
                }
                for (int k = 1; k <= 4; k++) {
                    if (i + k >= n || "0123456789abcdefABCDEF".indexOf(t.charAt(i + k)) < 0) {
                        throw new Stop(i + k);
                    }
                }
                i += 5;
                continue;
            }
            i++;
        }
    }
}

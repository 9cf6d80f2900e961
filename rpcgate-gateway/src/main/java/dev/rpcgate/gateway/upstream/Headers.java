package dev.rpcgate.gateway.upstream;

import java.util.Arrays;
import java.util.Locale;

/**
 * A small immutable list of HTTP header fields (name/value pairs, in order, names compared without case): the
 * headers the gateway forwards to an agent, or the header section of an agent's reply. Names must be HTTP tokens and
 * values field text (tab, visible ASCII, space, or Latin-1 bytes 0x80-0xFF; no CR, LF, NUL or other control), so a
 * header can never inject another one into a request.
 */
public final class Headers {
    /** No headers. */
    public static final Headers NONE = new Headers(new String[0]);

    private final String[] pairs; // name0, value0, name1, value1, ...

    private Headers(String[] pairs) {
        this.pairs = pairs;
    }

    /**
     * The headers {@code name0, value0, name1, value1, ...}.
     *
     * @throws IllegalArgumentException when the count is odd, a name is not a token or a value is not field text
     */
    public static Headers of(String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("headers come as name/value pairs");
        }
        String[] copy = namesAndValues.clone();
        for (int i = 0; i < copy.length; i += 2) {
            check(copy[i], copy[i + 1]);
        }
        return copy.length == 0 ? NONE : new Headers(copy);
    }

    /** These headers and one more at the end. */
    public Headers with(String name, String value) {
        check(name, value);
        String[] more = Arrays.copyOf(pairs, pairs.length + 2);
        more[pairs.length] = name;
        more[pairs.length + 1] = value;
        return new Headers(more);
    }

    /** Builds reply headers without re-checking (the parser already did). */
    static Headers trusted(String[] pairs, int count) {
        return count == 0 ? NONE : new Headers(Arrays.copyOf(pairs, count * 2));
    }

    /** How many fields there are. */
    public int size() {
        return pairs.length / 2;
    }

    /** True when there are none. */
    public boolean isEmpty() {
        return pairs.length == 0;
    }

    /** The {@code i}-th field's name, as given. */
    public String name(int i) {
        return pairs[2 * i];
    }

    /** The {@code i}-th field's value. */
    public String value(int i) {
        return pairs[2 * i + 1];
    }

    /** The first value of {@code name} (any case), or {@code null}. */
    public String first(String name) {
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i].equalsIgnoreCase(name)) {
                return pairs[i + 1];
            }
        }
        return null;
    }

    /** How many fields are named {@code name} (any case). */
    public int count(String name) {
        int n = 0;
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i].equalsIgnoreCase(name)) {
                n++;
            }
        }
        return n;
    }

    /** True when {@code name: value} is a header field these headers accept. */
    public static boolean isValid(String name, String value) {
        return name != null && isToken(name) && value != null && isFieldText(value);
    }

    private static void check(String name, String value) {
        if (name == null || !isToken(name)) {
            throw new IllegalArgumentException("not an HTTP header name: " + name);
        }
        if (value == null || !isFieldText(value)) {
            throw new IllegalArgumentException("header " + name + " has a value with CR, LF or another control");
        }
    }

    /** True when every char is a tab, visible ASCII, a space or Latin-1 0x80-0xFF (RFC 9110 field text). */
    static boolean isFieldText(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!(c == '\t' || c >= 0x20 && c < 0x7f || c >= 0x80 && c <= 0xff)) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code s} is an RFC 9110 token (tchar+). */
    static boolean isToken(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            if (!isTchar(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    static boolean isTchar(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                || c < 128 && c > 32 && "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Headers h && Arrays.equals(pairs, h.pairs);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pairs);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("Headers[");
        for (int i = 0; i < pairs.length; i += 2) {
            b.append(i == 0 ? "" : ", ").append(pairs[i].toLowerCase(Locale.ROOT)).append(": ").append(pairs[i + 1]);
        }
        return b.append(']').toString();
    }
}

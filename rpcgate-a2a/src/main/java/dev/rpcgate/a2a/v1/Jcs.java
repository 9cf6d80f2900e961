package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON Canonicalization Scheme of RFC 8785 over core's {@link JsonValue}: members sorted by the UTF-16 code units
 * of their names, no white space, strings escaped as ECMAScript's {@code JSON.stringify} does (only {@code "},
 * {@code \}, and control characters, the latter as {@code \b \f \n \r \t} or lower-case {@code \\u00xx}), and every
 * number as the IEEE 754 double it denotes, written as ECMAScript's {@code Number.prototype.toString} writes it
 * (shortest round-trip digits; {@code -0} is {@code 0}). A value that is not I-JSON cannot be canonicalized: a number
 * beyond the range of a double, or a string holding half of a surrogate pair; that is a {@link Refused} naming the
 * JSON Pointer of the value. Thread-safe; recursion depth follows the value's nesting.
 */
public final class Jcs {
    private Jcs() {
    }

    /** What canonicalizing gave: the text, or why there is none. */
    public sealed interface Outcome permits Text, Refused {
    }

    /**
     * The canonical text.
     *
     * @param value the canonical JSON text
     */
    public record Text(String value) implements Outcome {
        /** The text in UTF-8, the bytes a hash or signature covers. */
        public byte[] utf8() {
            return value.getBytes(StandardCharsets.UTF_8);
        }
    }

    /**
     * A value that is not I-JSON.
     *
     * @param pointer the JSON Pointer of the value, {@code ""} for the whole
     * @param reason  one sentence for a person
     */
    public record Refused(String pointer, String reason) implements Outcome {
    }

    /** The canonical form of {@code value}; never throws for a value read or built with core's JSON types. */
    public static Outcome canonicalize(JsonValue value) {
        StringBuilder out = new StringBuilder(256);
        List<String> path = new ArrayList<>();
        try {
            write(value, out, path);
        } catch (NotIJson e) {
            StringBuilder pointer = new StringBuilder();
            for (String token : path) {
                pointer.append('/');
                JsonWriter.writePointerToken(token, pointer);
            }
            return new Refused(pointer.toString(), e.getMessage());
        }
        return new Text(out.toString());
    }

    private static void write(JsonValue v, StringBuilder out, List<String> path) throws NotIJson {
        switch (v) {
            case JsonObject o -> {
                List<String> names = new ArrayList<>(o.names());
                names.sort(null); // String order is UTF-16 code unit order, as RFC 8785 sorts
                out.append('{');
                for (int i = 0; i < names.size(); i++) {
                    String name = names.get(i);
                    if (i > 0) {
                        out.append(',');
                    }
                    path.add(name);
                    string(name, out);
                    out.append(':');
                    write(o.get(name), out, path);
                    path.remove(path.size() - 1);
                }
                out.append('}');
            }
            case JsonArray a -> {
                out.append('[');
                List<JsonValue> elements = a.elements();
                for (int i = 0; i < elements.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    path.add(Integer.toString(i));
                    write(elements.get(i), out, path);
                    path.remove(path.size() - 1);
                }
                out.append(']');
            }
            case JsonString s -> string(s.value(), out);
            case JsonNumber n -> out.append(number(n));
            case JsonBoolean b -> out.append(b.value() ? "true" : "false");
            case JsonNull ignored -> out.append("null");
        }
    }

    private static String number(JsonNumber n) throws NotIJson {
        double d = Double.parseDouble(n.lexeme());
        if (Double.isInfinite(d)) {
            String l = n.lexeme();
            throw new NotIJson("the number " + (l.length() > 40 ? l.substring(0, 40) + "..." : l)
                    + " is beyond the range of an IEEE 754 double");
        }
        return number(d);
    }

    /**
     * {@code d} as ECMAScript's {@code Number.prototype.toString} writes it.
     *
     * @throws IllegalArgumentException for NaN and the infinities, which JSON has no text for
     */
    static String number(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            throw new IllegalArgumentException("no JSON text for " + d);
        }
        if (d == 0) {
            return "0"; // and -0
        }
        double abs = Math.abs(d);
        // Double.toString gives the shortest decimal that rounds to the double, closest to it (JDK 19 and later),
        // except that it may give two digits where one would do: then take the one digit, as ECMAScript does
        BigDecimal shortest = new BigDecimal(Double.toString(abs)).stripTrailingZeros();
        String digits = shortest.unscaledValue().toString();
        int exponent = digits.length() - shortest.scale(); // value = 0.digits * 10^exponent
        if (digits.length() == 2) {
            BigDecimal one = oneDigit(abs, digits, exponent);
            if (one != null) {
                digits = one.unscaledValue().toString();
                exponent = digits.length() - one.scale();
            }
        }
        return (d < 0 ? "-" : "") + layout(digits, exponent);
    }

    /** The one-digit decimal that rounds to {@code abs} (the closer of two, the even one on a tie), or null. */
    private static BigDecimal oneDigit(double abs, String digits, int exponent) {
        int first = digits.charAt(0) - '0';
        BigDecimal exact = new BigDecimal(abs);
        BigDecimal best = null;
        for (int d = first; d <= first + 1; d++) {
            BigDecimal candidate = BigDecimal.valueOf(d).scaleByPowerOfTen(exponent - 1).stripTrailingZeros();
            if (Double.parseDouble(candidate.toString()) != abs) {
                continue;
            }
            if (best == null) {
                best = candidate;
                continue;
            }
            int c = candidate.subtract(exact).abs().compareTo(best.subtract(exact).abs());
            if (c < 0 || c == 0 && d % 2 == 0) {
                best = candidate;
            }
        }
        return best;
    }

    /** ECMAScript's layout of the significant digits {@code k} with the decimal point after {@code n} of them. */
    private static String layout(String k, int n) {
        int len = k.length();
        if (len <= n && n <= 21) {
            return k + "0".repeat(n - len);
        }
        if (0 < n && n <= 21) {
            return k.substring(0, n) + "." + k.substring(n);
        }
        if (-6 < n && n <= 0) {
            return "0." + "0".repeat(-n) + k;
        }
        int e = n - 1;
        String exp = "e" + (e < 0 ? "-" : "+") + Math.abs(e);
        return len == 1 ? k + exp : k.charAt(0) + "." + k.substring(1) + exp;
    }

    private static void string(String s, StringBuilder out) throws NotIJson {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                    } else if (Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        throw new NotIJson(String.format("the string holds an unpaired UTF-16 surrogate U+%04X",
                                (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** Unwinds the walk to the value that is not I-JSON; the walk's path then names it. */
    private static final class NotIJson extends Exception {
        NotIJson(String message) {
            super(message, null, false, false);
        }
    }
}

package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;
import java.util.OptionalLong;

/**
 * {@code byte}, {@code short}, {@code int}, {@code long}: a number whose value is whole ({@code 2}, {@code 2.0} and
 * {@code 20e-1} alike, as JSON equality has it), in the type's range. A fraction ({@code 1.5}) is {@code TypeMismatch};
 * a whole number the type cannot hold ({@code 2147483648} for an int, {@code 1e400}) is {@code OutOfRange}.
 */
final class IntegralCodec extends Codec {
    static final IntegralCodec BYTE = new IntegralCodec("byte", Byte.MIN_VALUE, Byte.MAX_VALUE);
    static final IntegralCodec SHORT = new IntegralCodec("short", Short.MIN_VALUE, Short.MAX_VALUE);
    static final IntegralCodec INT = new IntegralCodec("int", Integer.MIN_VALUE, Integer.MAX_VALUE);
    static final IntegralCodec LONG = new IntegralCodec("long", Long.MIN_VALUE, Long.MAX_VALUE);

    private final String name;
    private final long min;
    private final long max;

    private IntegralCodec(String name, long min, long max) {
        this.name = name;
        this.min = min;
        this.max = max;
    }

    @Override
    String expected() {
        return "an integer";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (!(value instanceof JsonNumber n)) {
            d.wrongType(expected(), value);
            return null;
        }
        OptionalLong whole = n.findLong();
        if (whole.isEmpty()) {
            if (n.isIntegral()) {
                d.outOfRange(range(n), value);
            } else {
                d.wrongType(expected(), value);
            }
            return null;
        }
        long x = whole.getAsLong();
        if (x < min || x > max) {
            d.outOfRange(range(n), value);
            return null;
        }
        return switch (name) {
            case "byte" -> (byte) x;
            case "short" -> (short) x;
            case "int" -> (int) x;
            default -> x;
        };
    }

    private String range(JsonNumber n) {
        return Decoding.echo(n.lexeme()) + " is out of range for " + name + " (" + min + " to " + max + ")";
    }

    @Override
    JsonValue encodeValue(Object value) {
        return JsonNumber.of(((Number) value).longValue());
    }
}

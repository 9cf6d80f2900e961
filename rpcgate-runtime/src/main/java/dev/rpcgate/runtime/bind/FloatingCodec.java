package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;

/**
 * {@code double} and {@code float}: any number, rounded to the nearest value of the type ({@code 0.1} is the double
 * nearest 0.1). A magnitude the type cannot represent is {@code OutOfRange}, never silently changed: {@code 1e400}
 * does not become infinity, and {@code 1e-400} does not become zero. Encoding NaN or an infinity fails: JSON has no
 * form for them.
 */
final class FloatingCodec extends Codec {
    static final FloatingCodec DOUBLE = new FloatingCodec(false);
    static final FloatingCodec FLOAT = new FloatingCodec(true);

    private final boolean single;

    private FloatingCodec(boolean single) {
        this.single = single;
    }

    @Override
    String expected() {
        return "a number";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (!(value instanceof JsonNumber n)) {
            d.wrongType(expected(), value);
            return null;
        }
        double x = single ? Float.parseFloat(n.lexeme()) : Double.parseDouble(n.lexeme());
        if (Double.isInfinite(x) || (x == 0 && !n.canonical().equals("0"))) {
            d.outOfRange(Decoding.echo(n.lexeme()) + " is beyond what a " + (single ? "float" : "double")
                    + " can represent", value);
            return null;
        }
        return single ? (Object) (float) x : (Object) x;
    }

    @Override
    JsonValue encodeValue(Object value) {
        double x = ((Number) value).doubleValue();
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException(x + " has no JSON form");
        }
        // Float.toString keeps a float's shortest spelling (0.1f is "0.1", not 0.10000000149011612)
        return JsonNumber.parse(value instanceof Float f ? Float.toString(f) : Double.toString(x));
    }
}

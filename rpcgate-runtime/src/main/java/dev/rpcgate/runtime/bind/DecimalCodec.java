package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * {@link BigDecimal}: exactly the number's lexeme, scale included ({@code 0.10} is 0.10). Only an exponent beyond
 * what a BigDecimal's scale holds is {@code OutOfRange}.
 */
final class DecimalCodec extends Codec {
    static final DecimalCodec INSTANCE = new DecimalCodec();

    private DecimalCodec() {
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
        Optional<BigDecimal> exact = n.findBigDecimal();
        if (exact.isEmpty()) {
            d.outOfRange(Decoding.echo(n.lexeme()) + " has an exponent beyond what a BigDecimal holds", value);
            return null;
        }
        return exact.get();
    }

    @Override
    JsonValue encodeValue(Object value) {
        return JsonNumber.of((BigDecimal) value);
    }
}

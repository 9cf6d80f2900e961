package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;
import java.math.BigInteger;

/**
 * {@link BigInteger}: a whole number ({@code 1e3} is 1000), with at most {@link BindOptions#maxBigIntegerDigits()}
 * digits, so a tiny lexeme such as {@code 1e999999999} cannot demand a gigabyte; more is {@code OutOfRange}.
 */
final class BigIntegerCodec extends Codec {
    static final BigIntegerCodec INSTANCE = new BigIntegerCodec();

    private BigIntegerCodec() {
    }

    @Override
    String expected() {
        return "an integer";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (!(value instanceof JsonNumber n) || !n.isIntegral()) {
            d.wrongType(expected(), value);
            return null;
        }
        String c = n.canonical(); // "0", or [-]digits "e" exponent, the exponent >= 0 for a whole number
        if (c.equals("0")) {
            return BigInteger.ZERO;
        }
        int e = c.indexOf('e');
        String exponent = c.substring(e + 1);
        int digits = e - (c.charAt(0) == '-' ? 1 : 0);
        if (exponent.length() > 9 || digits + Long.parseLong(exponent) > d.maxBigIntegerDigits()) {
            d.outOfRange(Decoding.echo(n.lexeme()) + " has more than " + d.maxBigIntegerDigits() + " digits", value);
            return null;
        }
        return new BigInteger(c.substring(0, e)).multiply(BigInteger.TEN.pow(Integer.parseInt(exponent)));
    }

    @Override
    JsonValue encodeValue(Object value) {
        return JsonNumber.parse(value.toString());
    }
}

package dev.rpcgate.a2a;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * The "mismatch response id" fault: the id a faulty server would put in its reply instead of the call's. A number
 * becomes exactly number + 1 (decimal arithmetic on the lexeme, never through {@code double}: {@code 1e400} becomes a
 * 1 followed by 399 zeros and a 1); a string gets {@code -x} appended. Null and absent ids have no such fault, nor has
 * a number whose exact successor would need more than {@value #MAX_DIGITS} digits (such as {@code 1e999999}).
 */
final class MismatchedId {
    /** The most digits a changed number id may have: the reply stays bounded whatever exponent the peer wrote. */
    static final int MAX_DIGITS = 4096;

    private MismatchedId() {
    }

    /** The changed id, or empty when the fault does not apply to {@code id}. */
    static Optional<JsonValue> of(JsonValue id) {
        if (id instanceof JsonString s) {
            return Optional.of(JsonString.of(s.value() + "-x"));
        }
        if (id instanceof JsonNumber n) {
            return n.findBigDecimal().filter(MismatchedId::fits).map(d -> JsonNumber.parse(plus1(d)));
        }
        return Optional.empty();
    }

    /** True when {@code d + 1}, written without an exponent, has at most {@link #MAX_DIGITS} digits. */
    private static boolean fits(BigDecimal d) {
        long scale = d.scale();
        long integerDigits = Math.max((long) d.precision() - scale, 1);
        return integerDigits + Math.max(scale, 0) + 1 <= MAX_DIGITS;
    }

    /** The lexeme of {@code d + 1}, written without an exponent. */
    private static String plus1(BigDecimal d) {
        return d.add(BigDecimal.ONE).toPlainString();
    }
}

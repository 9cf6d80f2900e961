package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;

/**
 * One {@code @length} bound, inclusive; {@code -1} stands for no minimum, {@link Long#MAX_VALUE} for no maximum.
 *
 * @param min  least length, or -1
 * @param max  greatest length, or {@code Long.MAX_VALUE}
 */
record LengthRange(long min, long max) {

    static LengthRange of(Long min, Long max) {
        return new LengthRange(min == null ? -1 : min, max == null ? Long.MAX_VALUE : max);
    }

    boolean contains(long length) {
        return length >= min && length <= max;
    }

    /** E.g. {@code between 1 and 3}, for a message that names the unit. */
    String text() {
        if (min < 0) {
            return "at most " + max;
        }
        if (max == Long.MAX_VALUE) {
            return "at least " + min;
        }
        return min == max ? "exactly " + min : "between " + min + " and " + max;
    }

    /** Reports a length outside any of {@code ranges}; {@code unit} names what was counted. */
    static void check(LengthRange[] ranges, long length, String unit, JsonValue value,
                      JsonPath path, FindingSink sink, FindingOwner owner) {
        for (LengthRange r : ranges) {
            if (!r.contains(length)) {
                sink.error(ContractCode.LENGTH_VIOLATION, "expected a length of " + r.text() + " " + unit + " (@length), found "
                        + length, path, value, owner);
            }
        }
    }
}

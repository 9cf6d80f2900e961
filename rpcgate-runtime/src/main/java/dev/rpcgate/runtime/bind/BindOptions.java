package dev.rpcgate.runtime.bind;

import java.util.Objects;

/**
 * How values are decoded; every bound has a default and is reported by a finding when hit.
 *
 * @param unknownMembers      what an unknown object member (or an extra positional param) is: an error or nothing
 * @param maxFindings         findings kept per decoded value (params or result); past it the last one gives way to
 *                            {@code FindingLimit}, which says the rest were dropped
 * @param maxBigIntegerDigits the most decimal digits a {@link java.math.BigInteger} is decoded from; more is
 *                            {@code OutOfRange} (so {@code 1e999999999} cannot make a gigabyte of digits)
 */
public record BindOptions(UnknownMembers unknownMembers, int maxFindings, int maxBigIntegerDigits) {
    /** Unknown members rejected, 100 findings, 4096 digits. */
    public static final BindOptions DEFAULT = new BindOptions(UnknownMembers.REJECT, 100, 4096);

    /** Checks the settings. */
    public BindOptions {
        Objects.requireNonNull(unknownMembers, "unknownMembers");
        if (maxFindings < 1 || maxBigIntegerDigits < 1) {
            throw new IllegalArgumentException("maxFindings and maxBigIntegerDigits are at least 1");
        }
    }

    /** These options with another unknown-member policy. */
    public BindOptions withUnknownMembers(UnknownMembers policy) {
        return new BindOptions(policy, maxFindings, maxBigIntegerDigits);
    }

    /** These options with another findings bound. */
    public BindOptions withMaxFindings(int max) {
        return new BindOptions(unknownMembers, max, maxBigIntegerDigits);
    }

    /** These options with another digit bound for {@link java.math.BigInteger}. */
    public BindOptions withMaxBigIntegerDigits(int max) {
        return new BindOptions(unknownMembers, maxFindings, max);
    }
}

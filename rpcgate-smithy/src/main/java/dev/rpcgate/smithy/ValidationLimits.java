package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonLimits;

import java.util.Objects;

/**
 * The bounds of one validation: the JSON text limits (16 MiB, depth 128 by default) and the finding budgets
 * (1,000 per message and 10,000 per batch by default). A check that would exceed a budget ends with a
 * {@code FindingLimit} finding in the last slot and reports itself incomplete.
 *
 * @param json           bytes and depth of one document
 * @param messageFindings findings kept for one message
 * @param batchFindings   findings kept for one batch, all entries together
 */
public record ValidationLimits(JsonLimits json, int messageFindings, int batchFindings) {

    /** 16 MiB, depth 128, 1,000 findings per message, 10,000 per batch. */
    public static final ValidationLimits DEFAULT = new ValidationLimits(JsonLimits.DEFAULT, 1_000, 10_000);

    /** Checks the bounds. */
    public ValidationLimits {
        Objects.requireNonNull(json, "json");
        if (messageFindings < 1 || batchFindings < 1) {
            throw new IllegalArgumentException("finding budgets must be at least 1");
        }
    }
}

package dev.rpcgate.smithy.payload;

/**
 * Internal to rpcgate-smithy: whose contract a value answers to, for findings: the containing shape and, when the value
 * was reached through a member, that member's full id. Fixed at compile time, so a finding needs no model look-up.
 *
 * @param shape  the shape id, e.g. {@code example#SubtractInput}
 * @param member the full member id, e.g. {@code example#SubtractInput$subtrahend}, or {@code null}
 */
public record FindingOwner(String shape, String member) {
}

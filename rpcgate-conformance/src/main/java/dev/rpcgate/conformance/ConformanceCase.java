package dev.rpcgate.conformance;

import java.util.List;
import java.util.Set;

/**
 * One case of the matrix, read from a file in {@code conformance/cases/} (see {@code conformance/README.md}).
 *
 * @param name          the file's name without {@code .json}
 * @param category      the group it belongs to (e.g. {@code ids})
 * @param rule          the rule tested
 * @param ref           the specification section or seed behaviour it rests on
 * @param transports    the transports it applies to
 * @param needsBatch    whether it sends a batch
 * @param newlineOnly   whether it is about newline framing itself
 * @param pipelined     whether all payloads go in one write
 * @param finishWriting whether the peer's input is ended after the writes
 * @param input         the payloads
 * @param outcomes      the acceptable outcomes ({@code expect} first, then {@code alsoAccept}), each a reply list
 * @param survives      whether a follow-up call must be answered afterwards
 */
public record ConformanceCase(String name, String category, String rule, String ref, Set<Peer.Transport> transports,
        boolean needsBatch, boolean newlineOnly, boolean pipelined, boolean finishWriting, List<Payload> input,
        List<List<Expectation>> outcomes, boolean survives) {
    /** Copies the collections. */
    public ConformanceCase {
        transports = Set.copyOf(transports);
        input = List.copyOf(input);
        outcomes = outcomes.stream().map(List::copyOf).toList();
    }

    /** The fewest replies any acceptable outcome has. */
    public int fewestReplies() {
        return outcomes.stream().mapToInt(List::size).min().orElse(0);
    }

    /**
     * One payload.
     *
     * @param bytes the bytes
     * @param raw   whether they are written as they are, unframed
     */
    public record Payload(byte[] bytes, boolean raw) {
    }
}

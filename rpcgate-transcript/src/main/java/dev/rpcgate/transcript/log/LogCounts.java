package dev.rpcgate.transcript.log;

/**
 * What a {@link LogReader} has read so far. A line with a reader finding (too long, no sender, no message) is in
 * {@code lines} only.
 *
 * @param lines   every line read, blank ones included
 * @param notJson lines that are blank or not a JSON value after the prefix
 * @param skipped JSON records the selector did not keep
 * @param entries entries produced
 */
public record LogCounts(long lines, long notJson, long skipped, long entries) {
}

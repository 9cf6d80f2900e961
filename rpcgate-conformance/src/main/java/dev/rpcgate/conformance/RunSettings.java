package dev.rpcgate.conformance;

import java.time.Duration;

/**
 * The harness's waits.
 *
 * @param replyTimeout how long to wait for the replies a case is owed (and for an HTTP answer)
 * @param quiet        how long to keep listening after the last expected reply, to catch extra replies
 * @param probeTimeout how long to wait for the answer to the follow-up call
 * @param writeGap     the pause between the writes of a case that is not pipelined
 */
public record RunSettings(Duration replyTimeout, Duration quiet, Duration probeTimeout, Duration writeGap) {
    /** 5 s for replies, 200 ms of quiet, 5 s for the follow-up call, 20 ms between writes. */
    public static final RunSettings DEFAULT = new RunSettings(Duration.ofSeconds(5), Duration.ofMillis(200),
            Duration.ofSeconds(5), Duration.ofMillis(20));

    /** The longest a stream case can wait in all (a hang is reported within it). */
    public Duration bound() {
        return replyTimeout.plus(quiet).plus(probeTimeout);
    }
}

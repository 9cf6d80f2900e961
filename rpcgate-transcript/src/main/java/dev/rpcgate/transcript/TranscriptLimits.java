package dev.rpcgate.transcript;

/**
 * The bounds on a checker's memory and output. Each bound has a finding when it is hit, and the limit findings make
 * the summary incomplete.
 *
 * @param activeCalls the calls, unreadable entries and request batches awaiting replies, per sender (default 1024);
 *                    one more gives {@code ActiveCallLimit} and is not tracked
 * @param answeredIds the answered ids (and 1.0 notifications) remembered per sender to recognise duplicate replies
 *                    (default 4096); the oldest are forgotten first
 * @param entryBytes  the largest entry message, in bytes of UTF-8 (default 1 MiB); a larger one gives
 *                    {@code EntryLimit} and is skipped
 * @param findings    the most findings reported (default 10,000); the last of them is {@code FindingLimit}
 */
public record TranscriptLimits(int activeCalls, int answeredIds, int entryBytes, int findings) {

    /** 1024 active calls, 4096 answered ids, 1 MiB entries, 10,000 findings. */
    public static final TranscriptLimits DEFAULT = new TranscriptLimits(1024, 4096, 1024 * 1024, 10_000);

    /** Checks that every bound is at least 1. */
    public TranscriptLimits {
        if (activeCalls < 1 || answeredIds < 1 || entryBytes < 1 || findings < 1) {
            throw new IllegalArgumentException("every transcript limit must be at least 1: " + activeCalls + ", "
                    + answeredIds + ", " + entryBytes + ", " + findings);
        }
    }

    /** These limits with another active-call bound. */
    public TranscriptLimits withActiveCalls(int bound) {
        return new TranscriptLimits(bound, answeredIds, entryBytes, findings);
    }

    /** These limits with another answered-id bound. */
    public TranscriptLimits withAnsweredIds(int bound) {
        return new TranscriptLimits(activeCalls, bound, entryBytes, findings);
    }

    /** These limits with another entry byte bound. */
    public TranscriptLimits withEntryBytes(int bound) {
        return new TranscriptLimits(activeCalls, answeredIds, bound, findings);
    }

    /** These limits with another finding bound. */
    public TranscriptLimits withFindings(int bound) {
        return new TranscriptLimits(activeCalls, answeredIds, entryBytes, bound);
    }
}

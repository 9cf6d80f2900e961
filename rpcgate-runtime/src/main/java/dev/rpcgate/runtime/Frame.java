package dev.rpcgate.runtime;

import java.nio.charset.StandardCharsets;

/**
 * What a {@link MessageChannel} read next: a message's bytes, an oversized message that was skipped, a framing error
 * the channel recovered from, or the end of the stream. A closed sum; a channel never throws for bad input.
 */
public sealed interface Frame {
    /** The end of the stream: nothing more will be read. */
    Frame END = new End();

    /**
     * One message's bytes, as received (not yet checked to be JSON).
     *
     * @param bytes the message's UTF-8 bytes, without framing (no line end, no headers)
     * @param line  the 1-based line number within the stream for line-based framing, else {@code 0}
     */
    record Body(byte[] bytes, int line) implements Frame {
        /** The bytes decoded as UTF-8 (ill-formed sequences replaced), for logs. */
        public String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /**
     * A message larger than the channel's limit; its bytes were skipped as they arrived, never held whole.
     *
     * @param size  the message's size in bytes (without framing)
     * @param limit the limit it exceeded
     * @param line  the 1-based line number for line-based framing, else {@code 0}
     */
    record Oversized(long size, long limit, int line) implements Frame {
    }

    /**
     * A framing error, such as a bad or missing {@code Content-Length} header; the channel has resynchronised and the
     * next read starts fresh.
     *
     * @param reason what was wrong, for people
     * @param line   the 1-based line number for line-based framing, else {@code 0}
     */
    record Malformed(String reason, int line) implements Frame {
    }

    /** The end of the stream; use {@link Frame#END}. */
    record End() implements Frame {
    }
}

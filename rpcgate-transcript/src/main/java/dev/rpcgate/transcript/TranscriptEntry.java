package dev.rpcgate.transcript;

import dev.rpcgate.core.json.SourceLocation;

import java.util.Objects;
import java.util.Optional;

/**
 * One message of a conversation between two peers, as a reader found it.
 *
 * @param sender   the peer that sent the message
 * @param receiver the peer it was sent to, when the source names one (a Markdown {@code A -> B} fence); the checker
 *                 reports a receiver that is not the sender's other peer
 * @param message  the message's exact source text, so numbers and ids stay as written
 * @param location where the message starts in the source, when known
 */
public record TranscriptEntry(PeerName sender, Optional<PeerName> receiver, String message,
                              Optional<SourceLocation> location) {

    /** Checks that every part is given. */
    public TranscriptEntry {
        Objects.requireNonNull(sender, "sender");
        Objects.requireNonNull(receiver, "receiver");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(location, "location");
    }

    /** An entry with no receiver and no location. */
    public static TranscriptEntry of(PeerName sender, String message) {
        return new TranscriptEntry(sender, Optional.empty(), message, Optional.empty());
    }
}

package dev.rpcgate.transcript;

import java.util.Objects;
import java.util.Optional;

/**
 * The name of one of a protocol's two peers, as transcripts and logs write it: non-empty, without whitespace and
 * without {@code ->} (which separates sender and receiver in a Markdown fence).
 *
 * @param value the name
 */
public record PeerName(String value) {

    /** Checks the name; use {@link #find} for text that may not be a name. */
    public PeerName {
        Objects.requireNonNull(value, "value");
        if (problem(value) != null) {
            throw new IllegalArgumentException(problem(value));
        }
    }

    /** The name, when the text is a valid peer name. */
    public static Optional<PeerName> find(String text) {
        return text != null && problem(text) == null ? Optional.of(new PeerName(text)) : Optional.empty();
    }

    /** Why the text is not a peer name, or {@code null} when it is one. */
    static String problem(String text) {
        if (text.isEmpty()) {
            return "a peer name cannot be empty";
        }
        if (text.contains("->")) {
            return "a peer name cannot contain \"->\": \"" + text + "\"";
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return "a peer name cannot contain whitespace: \"" + text + "\"";
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return value;
    }
}

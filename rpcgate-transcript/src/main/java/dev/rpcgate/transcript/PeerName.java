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
        String problem = why(value);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /** The name, when the text is a valid peer name. */
    public static Optional<PeerName> find(String text) {
        return text != null && why(text) == null ? Optional.of(new PeerName(text)) : Optional.empty();
    }

    /** Why the text is not a peer name, such as {@code a peer name cannot be empty}; empty when it is one. */
    public static Optional<String> problem(String text) {
        Objects.requireNonNull(text, "text");
        return Optional.ofNullable(why(text));
    }

    private static String why(String text) {
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

package dev.rpcgate.gateway.registry;

import java.util.Optional;

/**
 * Explains, for the admin and card routes' 400 answers, why {@link AgentIds#isValid} refused an id.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class AgentIdProblem {
    private AgentIdProblem() {
    }

    /** Why {@code id} is not a valid agent id, in one bounded sentence; empty when it is valid. */
    public static Optional<String> of(String id) {
        if (AgentIds.isValid(id)) {
            return Optional.empty();
        }
        if (id == null || id.isEmpty()) {
            return Optional.of("the agent id is empty");
        }
        if (id.length() > AgentIds.MAX_LENGTH) {
            return Optional.of("the agent id is " + id.length() + " characters long, over the limit of "
                    + AgentIds.MAX_LENGTH);
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                String shown = c >= 0x21 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
                return Optional.of("the agent id may hold only lower-case letters, digits and hyphens; character "
                        + (i + 1) + " is " + shown);
            }
        }
        return Optional.of("the agent id is not valid");
    }
}

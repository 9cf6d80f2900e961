package dev.rpcgate.gateway.auth;

import java.util.Objects;

/** What {@link Authenticator#authenticate(String)} decided. */
public sealed interface AuthOutcome {

    /** True when the request may pass. */
    boolean passed();

    /**
     * The request may pass.
     *
     * @param subject the token's {@code sub} claim, or null when there was none (or no token was required)
     */
    record Passed(String subject) implements AuthOutcome {
        @Override
        public boolean passed() {
            return true;
        }
    }

    /**
     * The request is refused (-32010).
     *
     * @param reason a short, stable, lower-case reason such as {@code "token expired"}; never contains token text
     */
    record Failed(String reason) implements AuthOutcome {
        public Failed {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public boolean passed() {
            return false;
        }

        /** The JSON-RPC error message: {@code "authentication failed: <reason>"}. */
        public String message() {
            return "authentication failed: " + reason;
        }
    }
}

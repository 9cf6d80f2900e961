package dev.rpcgate.gateway.registry;

import java.util.Objects;

/**
 * A registry refused or could not carry out an operation. The {@link Kind} tells callers how to answer: the admin API
 * maps it to an HTTP status, the request pipeline to a JSON-RPC error.
 */
public final class RegistryException extends RuntimeException {
    /** Why the operation failed. */
    public enum Kind {
        /** The registration itself is wrong (id, URLs, time to live). */
        INVALID,
        /** The id belongs to a static agent from the configuration, which the admin API cannot replace or remove. */
        STATIC_AGENT,
        /** The registry already holds its maximum number of agents. */
        FULL,
        /** The shared store (Redis) could not be reached or did not answer in time. */
        UNAVAILABLE
    }

    private final Kind kind;

    /** A failure of that kind with a message for people. */
    public RegistryException(Kind kind, String message) {
        super(message);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /** A failure of that kind caused by another exception (kept for logs, never shown to clients). */
    public RegistryException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /** Why the operation failed. */
    public Kind kind() {
        return kind;
    }
}

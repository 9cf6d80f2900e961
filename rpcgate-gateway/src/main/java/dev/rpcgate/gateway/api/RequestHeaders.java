package dev.rpcgate.gateway.api;

import java.util.List;
import java.util.Optional;

/** A request's HTTP header fields as the gateway received them, read-only; names compare without case. */
@FunctionalInterface
public interface RequestHeaders {
    /** No header fields at all. */
    RequestHeaders NONE = name -> List.of();

    /**
     * Every value of the field {@code name}, in the order received.
     *
     * @return the values; empty (never {@code null}) when the request has no such field
     */
    List<String> values(String name);

    /** The first value of the field {@code name}, if the request has one. */
    default Optional<String> findFirst(String name) {
        List<String> all = values(name);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }
}

package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A URL where the agent is served, with its protocol binding and A2A version.
 *
 * @param url             the URL
 * @param protocolBinding the binding, e.g. {@code JSONRPC}, {@code GRPC}, {@code HTTP+JSON}
 * @param tenant          optional routing identifier clients send in every request
 * @param protocolVersion the A2A version, e.g. {@code 1.0}
 * @param extra           members the proto does not name, kept as received
 */
public record AgentInterface(String url, String protocolBinding, Optional<String> tenant, String protocolVersion,
                             JsonObject extra) {
    /** Checks the required parts. */
    public AgentInterface {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(protocolBinding, "protocolBinding");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(protocolVersion, "protocolVersion");
        Objects.requireNonNull(extra, "extra");
    }
}

package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A JWS signature of an agent card (JSON serialization, RFC 7515).
 *
 * @param protectedHeader the protected header, base64url-encoded (json name {@code protected})
 * @param signature       the signature, base64url-encoded
 * @param header          optional unprotected header
 * @param extra           members the proto does not name, kept as received
 */
public record AgentCardSignature(String protectedHeader, String signature, Optional<JsonObject> header,
                                 JsonObject extra) {
    /** Checks the required parts. */
    public AgentCardSignature {
        Objects.requireNonNull(protectedHeader, "protectedHeader");
        Objects.requireNonNull(signature, "signature");
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(extra, "extra");
    }
}

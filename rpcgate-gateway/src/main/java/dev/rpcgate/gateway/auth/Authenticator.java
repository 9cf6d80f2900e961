package dev.rpcgate.gateway.auth;

/**
 * The AUTH gate: decides whether a request on a protected route may pass, from its {@code Authorization} header.
 * Implementations are thread-safe and never throw for bad input: every refusal is an {@link AuthOutcome.Failed}
 * whose reason completes the JSON-RPC message {@code "authentication failed: <reason>"} (code -32010).
 */
@FunctionalInterface
public interface Authenticator {

    /**
     * Checks one request.
     *
     * @param authorizationHeader the raw {@code Authorization} header value, or null when the request had none
     * @return passed with the token's subject, or failed with a short, stable reason
     */
    AuthOutcome authenticate(String authorizationHeader);

    /** An authenticator that lets every request through (routes that are not protected, or no auth configured). */
    static Authenticator none() {
        return header -> new AuthOutcome.Passed(null);
    }
}

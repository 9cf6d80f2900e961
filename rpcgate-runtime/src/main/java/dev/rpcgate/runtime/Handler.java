package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonValue;

/**
 * The lowest seam: a transport that knows no methods calls one handler for every call and notification. A handler
 * returns the result, or throws {@link MethodNotFound} (-32601), {@link InvalidParams} (-32602), an
 * {@link RpcException} with its own code, or anything else (-32603, reported by class name only). A by-name
 * {@link MethodRegistry} and typed binding both build on this seam.
 */
@FunctionalInterface
public interface Handler {
    /**
     * Handles one call or notification.
     *
     * @param method  the method name
     * @param params  the params exactly as received, or {@code null} when absent
     * @param context the call's id, the way back to the peer, progress and cancellation
     * @return the result (a JSON {@code null} is a result; Java {@code null} is read as JSON {@code null}); ignored
     *         for a notification
     * @throws Exception to fail the call; see the class comment for the mapping
     */
    JsonValue handle(String method, JsonValue params, CallContext context) throws Exception;
}

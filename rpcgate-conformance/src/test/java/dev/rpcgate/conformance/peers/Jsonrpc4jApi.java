package dev.rpcgate.conformance.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.googlecode.jsonrpc4j.JsonRpcParam;
import com.googlecode.jsonrpc4j.RequestInterceptor;

/**
 * The conformance service as a jsonrpc4j interface. jsonrpc4j ({@code JsonRpcBasicServer}) picks among the
 * overloads of a name by the params: a positional array binds to the overload with as many parameters (their
 * types break ties), named params to the overload whose {@link JsonRpcParam} names they carry, and whatever matches
 * no overload goes to a one-parameter varargs overload ({@code Object...}) — jsonrpc4j's form for "any params",
 * which gets an array's elements, or an object's members flattened into key, value, key, value. Absent or
 * {@code null} params only bind to a zero-parameter overload (no varargs fallback).
 *
 * <ul>
 *   <li>{@code subtract}: two {@code long}s, by position or by the names {@code minuend}/{@code subtrahend};
 *       anything else is jsonrpc4j's own -32602.</li>
 *   <li>{@code echo}: {@code echo()} (bound to absent params and to {@code []}) and {@code echo(Object...)}
 *       (bound to every other array or object), so jsonrpc4j's binding accepts every params the README gives
 *       echo. The value returned is the params exactly as jsonrpc4j parsed them: no jsonrpc4j method signature
 *       receives named params as the object they were (the varargs form flattens {@code {"a": 1}} into
 *       {@code ["a", 1]}, indistinguishable from the array {@code ["a", 1]}), so the implementation reads the
 *       request's {@code params} through jsonrpc4j's own {@link RequestInterceptor} hook, which the server calls
 *       with the request on the invoking thread right before invoking the bound method
 *       ({@link Impl#paramsInterceptor()}). Absent params echo as {@code null}, as in rpcgate's and the other
 *       peers' echo.</li>
 *   <li>{@code fail}: {@code fail()} and {@code fail(Object...)} the same way, so every params reaches a handler
 *       that throws (before, named params matched no overload and got jsonrpc4j's -32602).</li>
 * </ul>
 */
public interface Jsonrpc4jApi {

    long subtract(@JsonRpcParam("minuend") long minuend, @JsonRpcParam("subtrahend") long subtrahend);

    /** Echoes absent params (as {@code null}) or {@code []}. */
    JsonNode echo();

    /** Echoes any array or object params exactly (see the interface comment). */
    JsonNode echo(Object... params);

    /** Always throws (absent params or {@code []}). */
    JsonNode fail();

    /** Always throws, whatever the params. */
    JsonNode fail(Object... params);

    /** The implementation: plain Java, as jsonrpc4j services are written. */
    final class Impl implements Jsonrpc4jApi {
        /** The params of the request being invoked on this thread, as jsonrpc4j parsed them. */
        private final ThreadLocal<JsonNode> params = new ThreadLocal<>();

        /** For {@code JsonRpcBasicServer.setRequestInterceptor}: records each request's params before its invocation. */
        RequestInterceptor paramsInterceptor() {
            return request -> params.set(request.get("params"));
        }

        @Override
        public long subtract(long minuend, long subtrahend) {
            return minuend - subtrahend;
        }

        @Override
        public JsonNode echo() {
            return params.get();
        }

        @Override
        public JsonNode echo(Object... ignored) {
            return params.get();
        }

        @Override
        public JsonNode fail() {
            throw new IllegalStateException(ServiceText.FAIL_MESSAGE);
        }

        @Override
        public JsonNode fail(Object... ignored) {
            throw new IllegalStateException(ServiceText.FAIL_MESSAGE);
        }
    }
}

package dev.rpcgate.conformance.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.googlecode.jsonrpc4j.JsonRpcParam;

/**
 * The conformance service as a jsonrpc4j interface: jsonrpc4j binds positional params by position and named params
 * by {@link JsonRpcParam} names, and picks among overloads by the number of params.
 */
public interface Jsonrpc4jApi {

    long subtract(@JsonRpcParam("minuend") long minuend, @JsonRpcParam("subtrahend") long subtrahend);

    /** Echoes its params (a varargs method: jsonrpc4j's way to take params of any shape). */
    Object echo(Object... params);

    /** Always throws. */
    JsonNode fail();

    /** Always throws, whatever the params. */
    JsonNode fail(JsonNode params);

    /** The implementation: plain Java, as jsonrpc4j services are written. */
    final class Impl implements Jsonrpc4jApi {
        @Override
        public long subtract(long minuend, long subtrahend) {
            return minuend - subtrahend;
        }

        @Override
        public Object echo(Object... params) {
            return params;
        }

        @Override
        public JsonNode fail() {
            throw new IllegalStateException(ServiceText.FAIL_MESSAGE);
        }

        @Override
        public JsonNode fail(JsonNode params) {
            throw new IllegalStateException(ServiceText.FAIL_MESSAGE);
        }
    }
}

package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.util.Optional;

/**
 * One JSON-RPC message whose envelope is valid. Each keeps the object it was read from ({@link #source()}), so
 * nothing of the original text is lost.
 */
public sealed interface Message {
    /** The protocol version the message was read as. */
    JsonRpcVersion version();

    /** The object the message was read from. */
    JsonObject source();

    /** What kind of message this is. */
    MessageKind kind();

    /** A request that expects a reply. */
    record Call(JsonRpcVersion version, Id id, String method, JsonValue params, JsonObject source) implements Message {
        /** The params, when present. */
        public Optional<JsonValue> findParams() {
            return Optional.ofNullable(params);
        }

        @Override
        public MessageKind kind() {
            return MessageKind.CALL;
        }
    }

    /** A request that expects no reply, ever. */
    record Notification(JsonRpcVersion version, String method, JsonValue params, JsonObject source) implements Message {
        /** The params, when present. */
        public Optional<JsonValue> findParams() {
            return Optional.ofNullable(params);
        }

        @Override
        public MessageKind kind() {
            return MessageKind.NOTIFICATION;
        }
    }

    /** A success response; {@code result} may be a JSON null but is never absent. */
    record Success(JsonRpcVersion version, Id id, JsonValue result, JsonObject source) implements Message {
        @Override
        public MessageKind kind() {
            return MessageKind.RESPONSE;
        }
    }

    /**
     * An error response. In 2.0 {@code error} is a checked {@link RpcError}; 1.0 errors are opaque JSON and
     * {@code error} is then {@code null} with the raw value in {@code legacyError}.
     */
    record Failure(JsonRpcVersion version, Id id, RpcError error, JsonValue legacyError, JsonObject source)
            implements Message {
        @Override
        public MessageKind kind() {
            return MessageKind.RESPONSE;
        }
    }
}

package dev.rpcgate.smithy;

import software.amazon.smithy.model.shapes.ShapeId;

import java.util.Objects;

/**
 * What a single response is checked against. The original request gives the full check, id correlation included;
 * a method or operation gives the payload check only; envelope-only checks the JSON-RPC form alone.
 */
public sealed interface ResponseContext {

    /** The payload contract of the method with this wire name. */
    static ResponseContext method(String wireName) {
        return new Method(wireName);
    }

    /** The payload contract of this operation. */
    static ResponseContext operation(ShapeId id) {
        return new Operation(id);
    }

    /** The exact text of the request the response answers. */
    static ResponseContext originalRequest(String text) {
        return new OriginalRequest(text);
    }

    /** No contract: the envelope alone. */
    static ResponseContext envelopeOnly() {
        return EnvelopeOnly.INSTANCE;
    }

    /**
     * See {@link #method(String)}.
     *
     * @param wireName the method name as sent
     */
    record Method(String wireName) implements ResponseContext {
        /** Checks that the name is given. */
        public Method {
            Objects.requireNonNull(wireName, "wireName");
        }
    }

    /**
     * See {@link #operation(ShapeId)}.
     *
     * @param id the operation's shape id
     */
    record Operation(ShapeId id) implements ResponseContext {
        /** Checks that the id is given. */
        public Operation {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * See {@link #originalRequest(String)}.
     *
     * @param text the request exactly as sent
     */
    record OriginalRequest(String text) implements ResponseContext {
        /** Checks that the text is given. */
        public OriginalRequest {
            Objects.requireNonNull(text, "text");
        }
    }

    /** See {@link #envelopeOnly()}. */
    record EnvelopeOnly() implements ResponseContext {
        static final EnvelopeOnly INSTANCE = new EnvelopeOnly();
    }
}

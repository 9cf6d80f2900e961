package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonValue;
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

    /**
     * The request the response answers, already read from its text (by {@code JsonReader}, or a log reader): the same
     * check as {@link #originalRequest(String)} without reading the text again. The nesting limit applies to the
     * value as it would to the text.
     */
    static ResponseContext originalRequest(JsonValue request) {
        return new ParsedRequest(request);
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

    /**
     * See {@link #originalRequest(JsonValue)}.
     *
     * @param request the request as read from the text sent
     */
    record ParsedRequest(JsonValue request) implements ResponseContext {
        /** Checks that the request is given. */
        public ParsedRequest {
            Objects.requireNonNull(request, "request");
        }
    }

    /** See {@link #envelopeOnly()}. */
    record EnvelopeOnly() implements ResponseContext {
        static final EnvelopeOnly INSTANCE = new EnvelopeOnly();
    }
}

package dev.rpcgate.smithy;

import software.amazon.smithy.model.shapes.ShapeId;

import java.util.Objects;

/**
 * What a batch response is checked against. The original batch gives the full check: every call answered once,
 * notifications never. A method or operation checks every reply's payload against one contract; envelope-only
 * checks the JSON-RPC form alone.
 */
public sealed interface BatchResponseContext {

    /** The exact text of the request batch the response answers. */
    static BatchResponseContext originalBatch(String text) {
        return new OriginalBatch(text);
    }

    /** Every reply is checked against the method with this wire name. */
    static BatchResponseContext method(String wireName) {
        return new Method(wireName);
    }

    /** Every reply is checked against this operation. */
    static BatchResponseContext operation(ShapeId id) {
        return new Operation(id);
    }

    /** No contract: the envelopes alone. */
    static BatchResponseContext envelopeOnly() {
        return EnvelopeOnly.INSTANCE;
    }

    /**
     * See {@link #originalBatch(String)}.
     *
     * @param text the request batch exactly as sent
     */
    record OriginalBatch(String text) implements BatchResponseContext {
        /** Checks that the text is given. */
        public OriginalBatch {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * See {@link #method(String)}.
     *
     * @param wireName the method name
     */
    record Method(String wireName) implements BatchResponseContext {
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
    record Operation(ShapeId id) implements BatchResponseContext {
        /** Checks that the id is given. */
        public Operation {
            Objects.requireNonNull(id, "id");
        }
    }

    /** See {@link #envelopeOnly()}. */
    record EnvelopeOnly() implements BatchResponseContext {
        static final EnvelopeOnly INSTANCE = new EnvelopeOnly();
    }
}

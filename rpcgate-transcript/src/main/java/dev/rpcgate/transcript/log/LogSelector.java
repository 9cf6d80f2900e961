package dev.rpcgate.transcript.log;

import java.util.Objects;

/** Which JSON records of a log are protocol messages; the others are counted as skipped. */
public sealed interface LogSelector {

    /**
     * A record that looks like JSON-RPC: an object with {@code jsonrpc}, {@code method}, {@code result} or
     * {@code error}, or an array with such an object among its elements (a batch).
     */
    record AnyJsonRpc() implements LogSelector {
    }

    /**
     * A record in which the pointer names a value, {@code null} included.
     *
     * @param pointer a JSON Pointer into the record
     */
    record HasField(String pointer) implements LogSelector {
        /** Checks the pointer. */
        public HasField {
            MappingPointers.check(pointer);
        }
    }

    /**
     * A record in which the pointer names a string equal to {@code value}.
     *
     * @param pointer a JSON Pointer into the record
     * @param value   the string it must hold
     */
    record FieldEquals(String pointer, String value) implements LogSelector {
        /** Checks the pointer and the value. */
        public FieldEquals {
            MappingPointers.check(pointer);
            Objects.requireNonNull(value, "value");
        }
    }

    /** Any JSON-RPC record. */
    static LogSelector anyJsonRpc() {
        return new AnyJsonRpc();
    }

    /** Records with a value at {@code pointer}. */
    static LogSelector hasField(String pointer) {
        return new HasField(pointer);
    }

    /** Records whose string at {@code pointer} equals {@code value}. */
    static LogSelector fieldEquals(String pointer, String value) {
        return new FieldEquals(pointer, value);
    }
}

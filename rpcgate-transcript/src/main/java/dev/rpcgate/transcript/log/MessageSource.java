package dev.rpcgate.transcript.log;

/** Where a selected log record keeps the protocol message. */
public sealed interface MessageSource {

    /** The record is the message. */
    record WholeRecord() implements MessageSource {
    }

    /**
     * The value at the pointer, as its exact source text.
     *
     * @param pointer a JSON Pointer into the record
     */
    record Field(String pointer) implements MessageSource {
        /** Checks the pointer. */
        public Field {
            MappingPointers.check(pointer);
        }
    }

    /**
     * The decoded value of the string at the pointer, which holds the message's JSON text (a log that stores
     * messages as strings).
     *
     * @param pointer a JSON Pointer into the record
     */
    record EscapedField(String pointer) implements MessageSource {
        /** Checks the pointer. */
        public EscapedField {
            MappingPointers.check(pointer);
        }
    }

    /**
     * The form {@code MessageTracer} writes: the value at the pointer as exact source text, except that a record
     * marked {@code "raw": true} whose value is a string holds the text as received (not JSON), so that string's
     * decoded value is the message.
     *
     * @param pointer a JSON Pointer into the record
     */
    record Traced(String pointer) implements MessageSource {
        /** Checks the pointer. */
        public Traced {
            MappingPointers.check(pointer);
        }
    }

    /** The whole record. */
    static MessageSource wholeRecord() {
        return new WholeRecord();
    }

    /** The exact source text at {@code pointer}. */
    static MessageSource field(String pointer) {
        return new Field(pointer);
    }

    /** The decoded string at {@code pointer}. */
    static MessageSource escapedField(String pointer) {
        return new EscapedField(pointer);
    }
}

package dev.rpcgate.transcript.log;

import java.util.Objects;

/** How much leading text a log line carries before its JSON record (timestamps, levels, logger names). */
public sealed interface LogPrefix {

    /** No prefix: the record starts the line. */
    record None() implements LogPrefix {
    }

    /** The record starts at the line's first <code>{</code>; a line without one is not JSON. */
    record ToFirstBrace() implements LogPrefix {
    }

    /**
     * The line starts with {@code count} fields, each ended by {@code delimiter}; a line with fewer is not JSON.
     *
     * @param count     how many fields to skip, zero or more
     * @param delimiter the text that ends each field, not empty
     */
    record Fields(int count, String delimiter) implements LogPrefix {
        /** Checks the count and the delimiter. */
        public Fields {
            Objects.requireNonNull(delimiter, "delimiter");
            if (count < 0) {
                throw new LogConfigurationException("a prefix field count cannot be negative, was " + count);
            }
            if (delimiter.isEmpty()) {
                throw new LogConfigurationException("a prefix field delimiter cannot be empty");
            }
        }
    }

    /** No prefix. */
    static LogPrefix none() {
        return new None();
    }

    /** Up to the first brace. */
    static LogPrefix toFirstBrace() {
        return new ToFirstBrace();
    }

    /** {@code count} fields ended by {@code delimiter}. */
    static LogPrefix fields(int count, String delimiter) {
        return new Fields(count, delimiter);
    }
}

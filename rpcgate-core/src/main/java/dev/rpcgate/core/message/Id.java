package dev.rpcgate.core.message;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

/**
 * A message id, as a closed type. Absent and null differ. Ids compare by value without rounding: numbers by exact
 * decimal value ({@code 1}, {@code 1.0}, {@code 10e-1} are one id), strings by decoded value, and the string
 * {@code "1"} never equals the number 1. Replies echo the id's original text byte for byte.
 */
public sealed interface Id {
    /** The id member is absent. */
    Id ABSENT = new Absent();

    /** The id for a value that may be missing ({@code null} means absent). */
    static Id of(JsonValue value) {
        // instanceof tests rather than a pattern switch: every message passes here, and the switch costs an indy dispatch
        if (value == null) {
            return ABSENT;
        }
        if (value instanceof JsonNumber n) {
            return new Numeric(n);
        }
        if (value instanceof JsonString s) {
            return new Text(s);
        }
        return value instanceof JsonNull n ? new Null(n) : new Structured(value);
    }

    /** The JSON to echo in a reply: the id's own value, or {@code null} for an absent id. */
    JsonValue toJson();

    /** True for a string or number id (and, in 1.0, any non-null value): one that can name a call. */
    default boolean isPresentValue() {
        return !(this instanceof Absent) && !(this instanceof Null);
    }

    /** No id member. */
    record Absent() implements Id {
        @Override
        public JsonValue toJson() {
            return JsonNull.NULL;
        }
    }

    /** An explicit {@code "id": null}. */
    record Null(JsonNull value) implements Id {
        @Override
        public JsonValue toJson() {
            return value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Null;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    /** A string id; equal to another string id of the same decoded value. */
    record Text(JsonString value) implements Id {
        @Override
        public JsonValue toJson() {
            return value;
        }
    }

    /** A number id; equal to another number id of the same exact value. */
    record Numeric(JsonNumber value) implements Id {
        @Override
        public JsonValue toJson() {
            return value;
        }
    }

    /** A JSON-RPC 1.0 id that is a boolean, array or object; compared structurally. Invalid in 2.0. */
    record Structured(JsonValue value) implements Id {
        @Override
        public JsonValue toJson() {
            return value;
        }
    }
}

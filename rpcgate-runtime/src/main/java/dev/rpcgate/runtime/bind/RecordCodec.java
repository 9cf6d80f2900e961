package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.lang.invoke.MethodHandle;

/**
 * A record: a JSON object with a member per component, by component name. Built through the canonical constructor
 * and read through the accessors, as method handles prepared once. The constructor runs only when every component
 * decoded; if it rejects the values (a compact constructor's check), that is an {@code InvalidValue} finding carrying
 * the message of an {@link IllegalArgumentException} (the idiom for "this argument is wrong") and only the class name
 * of anything else.
 */
final class RecordCodec extends Codec {
    private static final int MESSAGE_LIMIT = 200;

    private final String typeName;
    private final MemberReader members;
    private final MethodHandle construct; // (Object[])Object
    private final MethodHandle[] accessors; // each (Object)Object

    RecordCodec(String typeName, MemberReader members, MethodHandle construct, MethodHandle[] accessors) {
        this.typeName = typeName;
        this.members = members;
        this.construct = construct;
        this.accessors = accessors.clone();
    }

    @Override
    String expected() {
        return "an object";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (!(value instanceof JsonObject o)) {
            d.wrongType(expected(), value);
            return null;
        }
        int before = d.errorCount();
        Object[] args = new Object[members.size()];
        members.read(o, d, args);
        if (d.errorCount() != before) {
            return null;
        }
        try {
            return (Object) construct.invokeExact(args);
        } catch (IllegalArgumentException e) {
            String why = e.getMessage() == null ? "" : ": " + e.getMessage();
            d.invalid("the value does not make a valid " + typeName
                    + (why.length() > MESSAGE_LIMIT ? why.substring(0, MESSAGE_LIMIT) + "…" : why), value);
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            d.invalid("the value does not make a valid " + typeName + " (" + t.getClass().getSimpleName() + ")",
                    value);
        }
        return null;
    }

    @Override
    JsonValue encodeValue(Object value) {
        Object[] values = new Object[accessors.length];
        try {
            for (int i = 0; i < accessors.length; i++) {
                values[i] = (Object) accessors[i].invokeExact(value);
            }
        } catch (Throwable t) {
            throw Rethrow.unchecked(t);
        }
        return members.write(values);
    }
}

package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonValue;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * A Java array ({@code int[]}, {@code Item[]}): a JSON array. Created, filled and read through array method handles
 * prepared for the exact array class, so primitive arrays need no per-element reflection.
 */
final class ArrayCodec extends Codec {
    private final Codec element;
    private final MethodHandle create; // (int)Object
    private final MethodHandle store; // (Object,int,Object)void
    private final MethodHandle load; // (Object,int)Object
    private final MethodHandle length; // (Object)int

    ArrayCodec(Codec element, MethodHandle create, MethodHandle store, MethodHandle load, MethodHandle length) {
        this.element = element;
        this.create = create;
        this.store = store;
        this.load = load;
        this.length = length;
    }

    @Override
    String expected() {
        return "an array";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (!(value instanceof JsonArray a)) {
            d.wrongType(expected(), value);
            return null;
        }
        try {
            Object out = (Object) create.invokeExact(a.size());
            for (int i = 0; i < a.size(); i++) {
                int before = d.errorCount();
                d.push(i);
                Object x = element.decode(a.get(i), d);
                d.pop();
                if (d.errorCount() == before) {
                    store.invokeExact(out, i, x);
                } else if (d.isFull()) {
                    return null;
                }
            }
            return out;
        } catch (Throwable t) {
            throw Rethrow.unchecked(t);
        }
    }

    @Override
    JsonValue encodeValue(Object value) {
        try {
            int n = (int) length.invokeExact(value);
            List<JsonValue> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(element.encode((Object) load.invokeExact(value, i)));
            }
            return JsonArray.of(out);
        } catch (Throwable t) {
            throw Rethrow.unchecked(t);
        }
    }
}

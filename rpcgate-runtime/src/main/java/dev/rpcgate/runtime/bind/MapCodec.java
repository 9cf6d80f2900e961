package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code Map<String, T>}: a JSON object with any members, decoded to an unmodifiable map in member order. */
final class MapCodec extends Codec {
    private final Codec value;

    MapCodec(Codec value) {
        this.value = value;
    }

    @Override
    String expected() {
        return "an object";
    }

    @Override
    Object decode(JsonValue json, Decoding d) {
        if (!(json instanceof JsonObject o)) {
            d.wrongType(expected(), json);
            return null;
        }
        Map<String, Object> out = LinkedHashMap.newLinkedHashMap(o.size());
        for (int i = 0; i < o.size(); i++) {
            String name = o.nameAt(i).value();
            d.push(name);
            out.put(name, value.decode(o.valueAt(i), d));
            d.pop();
            if (d.isFull()) {
                return null;
            }
        }
        return Collections.unmodifiableMap(out);
    }

    @Override
    JsonValue encodeValue(Object v) {
        JsonObject.Builder out = JsonObject.builder();
        for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
            if (!(e.getKey() instanceof String name)) {
                throw new IllegalArgumentException("a map key must be a non-null string to become a member name");
            }
            out.put(name, value.encode(e.getValue()));
        }
        return out.build();
    }
}

package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code List<T>} (and {@code Collection<T>}) or {@code Set<T>}: a JSON array, decoded to an unmodifiable list, or
 * to an unmodifiable set in array order. A set rejects a repeated element ({@code DuplicateElement}) rather than
 * dropping it silently.
 */
final class CollectionCodec extends Codec {
    private final Codec element;
    private final boolean set;

    CollectionCodec(Codec element, boolean set) {
        this.element = element;
        this.set = set;
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
        Collection<Object> out = set ? new LinkedHashSet<>(a.size() * 2) : new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            int before = d.errorCount();
            d.push(i);
            Object x = element.decode(a.get(i), d);
            if (d.errorCount() == before && !out.add(x)) {
                d.duplicate(a.get(i));
            }
            d.pop();
            if (d.isFull()) {
                return null;
            }
        }
        return set ? Collections.unmodifiableSet((LinkedHashSet<Object>) out)
                : Collections.unmodifiableList((List<Object>) out);
    }

    @Override
    JsonValue encodeValue(Object value) {
        Collection<?> c = (Collection<?>) value;
        List<JsonValue> out = new ArrayList<>(c.size());
        for (Object x : c) {
            out.add(element.encode(x));
        }
        return JsonArray.of(out);
    }
}

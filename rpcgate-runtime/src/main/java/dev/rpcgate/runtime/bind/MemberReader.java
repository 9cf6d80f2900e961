package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads an object's members into slots by name and writes slots back as members: the shared part of records and
 * params by name. Slots are in declaration order; findings come in that order, then unknown members in object order.
 */
final class MemberReader {
    private final String[] names;
    private final Codec[] codecs;
    private final Map<String, Integer> index;

    MemberReader(String[] names, Codec[] codecs) {
        this.names = names.clone();
        this.codecs = codecs.clone();
        Map<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (byName.put(names[i], i) != null) {
                throw new IllegalArgumentException("the member name \"" + names[i] + "\" is used twice");
            }
        }
        this.index = Map.copyOf(byName);
    }

    int size() {
        return names.length;
    }

    /** Decodes {@code o}'s members into {@code out}, one slot per name; stops early when {@code d} is full. */
    void read(JsonObject o, Decoding d, Object[] out) {
        int matched = 0;
        for (int i = 0; i < names.length; i++) {
            JsonValue member = o.get(names[i]);
            d.push(names[i]);
            if (member == null) {
                out[i] = codecs[i].absent(d, o);
            } else {
                matched++;
                out[i] = codecs[i].decode(member, d);
            }
            d.pop();
            if (d.isFull()) {
                return;
            }
        }
        if (matched < o.size() && d.rejectsUnknown()) {
            for (int j = 0; j < o.size() && !d.isFull(); j++) {
                JsonString name = o.nameAt(j);
                if (!index.containsKey(name.value())) {
                    d.push(name.value());
                    d.unknownMember(name);
                    d.pop();
                }
            }
        }
    }

    /** The object of {@code values}, one member per slot in order, leaving out what a codec omits. */
    JsonObject write(Object[] values) {
        JsonObject.Builder out = JsonObject.builder();
        for (int i = 0; i < names.length; i++) {
            if (!codecs[i].omits(values[i])) {
                out.put(names[i], codecs[i].encode(values[i]));
            }
        }
        return out.build();
    }
}

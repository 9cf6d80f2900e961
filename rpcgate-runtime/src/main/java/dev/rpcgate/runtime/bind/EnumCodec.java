package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;

/** An enum: a string naming a constant exactly ({@link Enum#name()}); any other string is {@code OutOfRange}. */
final class EnumCodec extends Codec {
    private static final int LISTED = 10;

    private final Map<String, Enum<?>> byName;
    private final String choices;

    /** A codec for the enum whose constants are {@code constants}, in declaration order. */
    EnumCodec(Enum<?>[] constants) {
        LinkedHashMap<String, Enum<?>> names = new LinkedHashMap<>();
        StringBuilder list = new StringBuilder();
        for (Enum<?> c : constants) {
            names.put(c.name(), c);
            if (names.size() <= LISTED) {
                list.append(names.size() == 1 ? "" : ", ").append(c.name());
            }
        }
        this.byName = Map.copyOf(names);
        this.choices = names.size() > LISTED ? list + ", …" : list.toString();
    }

    @Override
    String expected() {
        return "a string";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (!(value instanceof JsonString s)) {
            d.wrongType(expected(), value);
            return null;
        }
        Enum<?> constant = byName.get(s.value());
        if (constant == null) {
            d.outOfRange("\"" + Decoding.echo(s.value()) + "\" is not one of " + choices, value);
        }
        return constant;
    }

    @Override
    JsonValue encodeValue(Object value) {
        return JsonString.of(((Enum<?>) value).name());
    }
}

package dev.rpcgate.a2a.v1;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of one proto message by their ProtoJSON names: each field's lowerCamel json name and the proto's
 * snake_case name, which ProtoJSON parsers accept as well. Anything else in an object is a member the proto does not
 * name.
 */
final class Fields {
    private final String message;
    private final List<String> json;
    private final Map<String, String> proto;
    private final Set<String> known;

    private Fields(String message, List<String> json) {
        this.message = message;
        this.json = List.copyOf(json);
        Map<String, String> p = new HashMap<>();
        java.util.HashSet<String> k = new java.util.HashSet<>();
        for (String name : json) {
            String snake = snake(name);
            p.put(name, snake);
            k.add(name);
            k.add(snake);
        }
        this.proto = Map.copyOf(p);
        this.known = Set.copyOf(k);
    }

    /** The fields of {@code message}, given by their json names in proto order. */
    static Fields of(String message, String... json) {
        return new Fields(message, List.of(json));
    }

    /** The proto message's name. */
    String message() {
        return message;
    }

    /** The json names in proto order. */
    List<String> jsonNames() {
        return json;
    }

    /** The proto name of the field of json name {@code jsonName}. */
    String protoName(String jsonName) {
        String p = proto.get(jsonName);
        if (p == null) {
            throw new IllegalStateException(message + " has no field " + jsonName);
        }
        return p;
    }

    /** True when {@code name} is one of the two names of a field. */
    boolean isKnown(String name) {
        return known.contains(name);
    }

    /** The proto (snake_case) spelling of a lowerCamel json name: {@code mediaType} gives {@code media_type}. */
    static String snake(String camel) {
        StringBuilder out = new StringBuilder(camel.length() + 4);
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                out.append('_').append((char) (c + ('a' - 'A')));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

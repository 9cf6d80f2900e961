package dev.rpcgate.a2a.v1;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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

    private Fields(MessageDesc desc) {
        this.message = desc.name;
        List<String> names = new ArrayList<>(desc.fields.length);
        Map<String, String> p = new HashMap<>();
        Set<String> k = new HashSet<>();
        for (FieldDesc f : desc.fields) {
            names.add(f.jsonName);
            p.put(f.jsonName, f.protoName);
            k.add(f.jsonName);
            k.add(f.protoName);
        }
        this.json = List.copyOf(names);
        this.proto = Map.copyOf(p);
        this.known = Set.copyOf(k);
    }

    /** The fields of the proto message {@code message}, as the compiled descriptor table declares them. */
    static Fields of(String message) {
        MessageDesc desc = V1Descriptors.TABLE.messages().get(message);
        if (desc == null) {
            throw new IllegalArgumentException("no v1.0 message " + message);
        }
        return new Fields(desc);
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
}

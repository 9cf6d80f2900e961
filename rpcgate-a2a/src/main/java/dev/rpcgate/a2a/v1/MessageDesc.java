package dev.rpcgate.a2a.v1;

import java.util.ArrayList;
import java.util.List;

/**
 * A compiled proto message: its fields in declaration order, the bit mask of its REQUIRED fields and, per oneof
 * group, the mask of the group's fields (a message has at most 64 fields, so one {@code long} marks which are set).
 */
final class MessageDesc {
    final String name;
    final FieldDesc[] fields;
    final long requiredMask;
    /**
     * The REQUIRED fields whose default value is a real answer, so a ProtoJSON writer that leaves defaults out
     * omits them: a {@code ListTasksResponse} with no matches has no tasks, a total of 0 and, as the last page, an
     * empty {@code nextPageToken}. They may be absent or empty; any other REQUIRED field may not.
     */
    final long defaultAllowedMask;
    final String[] oneofNames;
    final long[] oneofMasks;
    /** True for {@code Part}, whose content oneof the part policy also checks. */
    final boolean isPart;
    /** True for {@code AgentCardSignature}, whose two JWS parts are base64url text. */
    final boolean isSignature;
    /** True when some field's proto name differs from its JSON name. */
    final boolean hasProtoNames;

    MessageDesc(String name, List<FieldDesc> fields) {
        if (fields.size() > 64) {
            throw new IllegalArgumentException(name + " has more than 64 fields");
        }
        this.name = name;
        this.fields = fields.toArray(FieldDesc[]::new);
        long required = 0;
        List<String> groups = new ArrayList<>(1);
        List<Long> masks = new ArrayList<>(1);
        boolean protoNames = false;
        for (FieldDesc f : this.fields) {
            required |= f.required ? 1L << f.index : 0;
            protoNames |= f.hasDistinctProtoName();
            if (f.oneof != null) {
                int g = groups.indexOf(f.oneof);
                if (g < 0) {
                    groups.add(f.oneof);
                    masks.add(1L << f.index);
                } else {
                    masks.set(g, masks.get(g) | 1L << f.index);
                }
            }
        }
        this.requiredMask = required;
        this.defaultAllowedMask = name.equals("ListTasksResponse")
                ? mask(this.fields, "tasks", "nextPageToken", "totalSize") : 0;
        for (FieldDesc f : this.fields) {
            f.mayBeDefault = (defaultAllowedMask >>> f.index & 1) != 0;
        }
        this.oneofNames = groups.toArray(String[]::new);
        this.oneofMasks = masks.stream().mapToLong(Long::longValue).toArray();
        this.isPart = name.equals("Part");
        this.isSignature = name.equals("AgentCardSignature");
        this.hasProtoNames = protoNames;
    }

    private static long mask(FieldDesc[] fields, String... jsonNames) {
        long m = 0;
        for (FieldDesc f : fields) {
            for (String n : jsonNames) {
                m |= f.jsonName.equals(n) ? 1L << f.index : 0;
            }
        }
        if (Long.bitCount(m) != jsonNames.length) {
            throw new IllegalStateException("no such fields: " + String.join(", ", jsonNames));
        }
        return m;
    }

    /** The field of that JSON or proto name, or {@code null}. */
    FieldDesc field(String name) {
        for (FieldDesc f : fields) {
            if (f.jsonName.equals(name) || f.protoName.equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** The fields of oneof group {@code g}, JSON names, for messages to people. */
    String groupList(int g) {
        StringBuilder out = new StringBuilder();
        for (FieldDesc f : fields) {
            if ((oneofMasks[g] >>> f.index & 1) != 0) {
                out.append(out.isEmpty() ? "" : ", ").append('"').append(f.jsonName).append('"');
            }
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return name;
    }
}

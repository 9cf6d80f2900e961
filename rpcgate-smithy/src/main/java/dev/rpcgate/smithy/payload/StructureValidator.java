package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Structures: an object whose declared members meet their contracts, whose {@code @required} members are present
 * (no default is inserted, whatever {@code @default} or {@code @clientOptional} say), and whose other members are
 * rejected or ignored per policy. The member table is compiled once per shape ({@link Members}) and shared by every
 * place the shape is used, so recursive shapes refer to it before it is filled.
 */
final class StructureValidator implements PayloadValidator {
    private final FindingOwner owner;
    private final Members members;
    private final int maxDepth;

    StructureValidator(FindingOwner owner, Members members, int maxDepth) {
        this.owner = owner;
        this.members = members;
        this.maxDepth = maxDepth;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonObject o)) {
            ValueText.mismatch(sink, "an object (structure " + members.shape.shape() + ")", value, path, owner);
        } else if (!Nesting.tooDeep(value, path, maxDepth, sink, owner)) {
            members.validate(o, path, sink);
        }
    }

    /** One structure's member table; filled by {@link #init} once its members are compiled. */
    static final class Members {
        private final FindingOwner shape;
        private final boolean rejectUnknown;
        private MemberSlot[] slots;
        private Map<String, MemberSlot> byName;

        Members(String shapeId, boolean rejectUnknown) {
            this.shape = new FindingOwner(shapeId, null);
            this.rejectUnknown = rejectUnknown;
        }

        void init(List<MemberSlot> declared) {
            this.slots = declared.toArray(MemberSlot[]::new);
            this.byName = byWireName(declared);
        }

        /** The slots by wire name; a union's member table reads its members the same way. */
        static Map<String, MemberSlot> byWireName(List<MemberSlot> declared) {
            Map<String, MemberSlot> names = new HashMap<>();
            for (MemberSlot s : declared) {
                names.put(s.wireName(), s);
            }
            return Map.copyOf(names);
        }

        void validate(JsonObject o, JsonPath path, FindingSink sink) {
            int present = 0;
            for (MemberSlot s : slots) {
                if (sink.exhausted()) {
                    return;
                }
                JsonValue v = o.get(s.wireName());
                if (v == null) {
                    if (s.required()) {
                        sink.error(SharedCode.MISSING_REQUIRED, "expected the required member \"" + s.wireName()
                                + "\", found none",
                                path.child(s.wireName()), o, s.owner());
                    }
                    continue;
                }
                present++;
                PayloadValidator validator = s.validator();
                if (!validator.accepts(v)) { // the member's path is made only when the value needs the full check
                    validator.validate(v, path.child(s.wireName()), sink);
                }
            }
            if (present < o.size() && rejectUnknown) {
                for (int i = 0; i < o.size() && !sink.exhausted(); i++) {
                    JsonString name = o.nameAt(i);
                    if (!byName.containsKey(name.value())) {
                        sink.error(SharedCode.UNKNOWN_MEMBER, "expected a member of the structure " + shape.shape()
                                + ", found \"" + name.value() + "\", which it does not have", path.memberAt(o, i), name, shape);
                    }
                }
            }
        }
    }
}

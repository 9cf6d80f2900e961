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
        private Map<String, Integer> positions; // slot index by wire name; null when two slots share a wire name

        Members(String shapeId, boolean rejectUnknown) {
            this.shape = new FindingOwner(shapeId, null);
            this.rejectUnknown = rejectUnknown;
        }

        void init(List<MemberSlot> declared) {
            this.slots = declared.toArray(MemberSlot[]::new);
            this.byName = byWireName(declared);
            this.positions = positions(declared);
        }

        /** The index of each slot by wire name, or {@code null} when the wire names are not unique. */
        private static Map<String, Integer> positions(List<MemberSlot> declared) {
            Map<String, Integer> positions = new HashMap<>();
            for (int i = 0; i < declared.size(); i++) {
                if (positions.putIfAbsent(declared.get(i).wireName(), i) != null) {
                    return null;
                }
            }
            return Map.copyOf(positions);
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
            long candidates = candidates(o);
            int present = 0;
            for (int i = 0; i < slots.length; i++) {
                MemberSlot s = slots[i];
                if (i < Long.SIZE && (candidates & 1L << i) == 0 && !s.required()) {
                    continue; // an optional member the object lacks: nothing to check
                }
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
                    if (!byName.containsKey(o.memberName(i))) {
                        JsonString name = o.nameAt(i);
                        sink.error(SharedCode.UNKNOWN_MEMBER, "expected a member of the structure " + shape.shape()
                                + ", found \"" + name.value() + "\", which it does not have", path.memberAt(o, i), name, shape);
                    }
                }
            }
        }

        /**
         * Bit {@code i} set when slot {@code i} may have a member in {@code o}; every bit is set (each slot is looked
         * up) unless most slots must be absent, the object having fewer than half as many members. Slots past the
         * first 64 are always looked up.
         */
        private long candidates(JsonObject o) {
            if (positions == null || o.size() * 2 >= slots.length) {
                return -1L;
            }
            long bits = 0;
            for (int k = 0; k < o.size(); k++) {
                Integer i = positions.get(o.memberName(k));
                if (i != null && i < Long.SIZE) {
                    bits |= 1L << i;
                }
            }
            return bits;
        }
    }
}

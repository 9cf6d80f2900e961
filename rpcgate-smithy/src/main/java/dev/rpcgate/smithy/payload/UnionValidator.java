package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Unions: an object that sets exactly one known member to a non-null value ({@code {}} sets none; a member set to
 * {@code null} counts as unset). A member the union does not declare is an {@code UnknownMember} error whatever the
 * unknown-member policy: a structure can skip a member it does not know, but a union's member is its whole value.
 */
final class UnionValidator implements PayloadValidator {
    private final FindingOwner owner;
    private final Members members;
    private final int maxDepth;

    UnionValidator(FindingOwner owner, Members members, int maxDepth) {
        this.owner = owner;
        this.members = members;
        this.maxDepth = maxDepth;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonObject o)) {
            ValueText.mismatch(sink, "an object (union " + members.shape.shape() + ")", value, path, owner);
        } else if (!Nesting.tooDeep(value, path, maxDepth, sink, owner)) {
            members.validate(o, path, sink);
        }
    }

    /** One union's member table; filled by {@link #init} once its members are compiled. */
    static final class Members {
        private final FindingOwner shape;
        private MemberSlot[] slots;
        private Map<String, MemberSlot> byName;

        Members(String shapeId) {
            this.shape = new FindingOwner(shapeId, null);
        }

        void init(List<MemberSlot> declared) {
            this.slots = declared.toArray(MemberSlot[]::new);
            this.byName = StructureValidator.Members.byWireName(declared);
        }

        void validate(JsonObject o, JsonPath path, FindingSink sink) {
            int present = 0;
            int set = 0;
            for (MemberSlot s : slots) {
                JsonValue v = o.get(s.wireName());
                if (v != null) {
                    present++;
                    if (!(v instanceof JsonNull)) {
                        set++;
                    }
                }
            }
            int unknown = 0;
            if (present < o.size()) {
                for (int i = 0; i < o.size(); i++) {
                    JsonString name = o.nameAt(i);
                    if (!byName.containsKey(name.value())) {
                        unknown++;
                        sink.error(SharedCode.UNKNOWN_MEMBER, "expected a member of the union " + shape.shape()
                                + ", found \"" + name.value() + "\", which it does not have", path.memberAt(o, i), name, shape);
                    }
                }
            }
            if (set != 1 && unknown == 0) {
                sink.error(ContractCode.UNION_MISMATCH, "expected exactly one member of the union " + shape.shape()
                        + " set to a non-null value, found " + (set == 0 ? "none" : set + ": " + setNames(o)), path, o, shape);
            }
            for (MemberSlot s : slots) {
                if (sink.exhausted()) {
                    return;
                }
                JsonValue v = o.get(s.wireName());
                if (v != null && !(v instanceof JsonNull) && !s.validator().accepts(v)) {
                    s.validator().validate(v, path.child(s.wireName()), sink);
                }
            }
        }

        private String setNames(JsonObject o) {
            List<String> names = new ArrayList<>();
            for (MemberSlot s : slots) {
                JsonValue v = o.get(s.wireName());
                if (v != null && !(v instanceof JsonNull)) {
                    names.add(s.wireName());
                }
            }
            return String.join(", ", names);
        }
    }
}

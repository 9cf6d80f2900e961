package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Unions with {@code @smithy.rpc#untagged}: the value is one member's value itself, not an object naming the member,
 * and it is accepted when it satisfies at least one member (JSON Schema's {@code anyOf}); a member targeting
 * {@code smithy.api#Unit} accepts {@code null}. The member is found without trying them all where the value can
 * tell: by its JSON type when only one member takes that type, else by a discriminator — an enum-valued member every
 * object alternative declares, with disjoint values — so findings keep their precise paths. Only when neither tells
 * are the candidates tried, each against a small budget of its own, and a value none accepts is one
 * {@code UnionMismatch} naming the closest candidate's first finding.
 */
final class UntaggedUnionValidator implements PayloadValidator {
    /** The findings a tried candidate may collect: enough to rank candidates by how far off the value is. */
    static final int TRIAL_BUDGET = 16;

    static final int NULL = 1;
    static final int BOOLEAN = 2;
    static final int NUMBER = 4;
    static final int STRING = 8;
    static final int ARRAY = 16;
    static final int OBJECT = 32;
    static final int ANY = 63;

    private final FindingOwner owner;
    private final Alternatives alternatives;
    private final int maxDepth;

    UntaggedUnionValidator(FindingOwner owner, Alternatives alternatives, int maxDepth) {
        this.owner = owner;
        this.alternatives = alternatives;
        this.maxDepth = maxDepth;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!Nesting.tooDeep(value, path, maxDepth, sink, owner)) {
            alternatives.validate(value, path, sink, owner);
        }
    }

    @Override
    public boolean accepts(JsonValue value) {
        return alternatives.accepts(value);
    }

    /** The JSON type of a value as one of the kind bits. */
    static int kindOf(JsonValue value) {
        return switch (value) {
            case JsonNull n -> NULL;
            case JsonBoolean b -> BOOLEAN;
            case JsonNumber n -> NUMBER;
            case JsonString s -> STRING;
            case JsonArray a -> ARRAY;
            case JsonObject o -> OBJECT;
            default -> ANY;
        };
    }

    /**
     * One member of the union.
     *
     * @param name      the member's name, for messages
     * @param validator its value contract; {@code null} for a Unit member, which takes {@code null} only
     * @param kinds     the JSON types it can accept, as kind bits
     * @param consts    for a structure: its enum-valued members, by wire name, with their values
     */
    record Alternative(String name, PayloadValidator validator, int kinds, Map<String, Set<String>> consts) {
    }

    /** One untagged union's alternatives; filled by {@link #init} once its members are compiled. */
    static final class Alternatives {
        private final String shape;
        private Alternative[] all;
        private String discriminator; // the member name that picks the object alternative, or null
        private Map<String, Alternative> byTag;
        private List<String> tags;

        Alternatives(String shapeId) {
            this.shape = shapeId;
        }

        void init(List<Alternative> declared) {
            this.all = declared.toArray(Alternative[]::new);
            List<Alternative> objects = declared.stream().filter(a -> (a.kinds() & OBJECT) != 0).toList();
            if (objects.size() < 2) {
                return;
            }
            for (String candidate : objects.get(0).consts().keySet()) {
                Map<String, Alternative> tagged = new HashMap<>();
                boolean disjoint = true;
                for (Alternative a : objects) {
                    Set<String> values = a.consts().get(candidate);
                    if (values == null || values.isEmpty()) {
                        disjoint = false;
                        break;
                    }
                    for (String v : values) {
                        disjoint &= tagged.putIfAbsent(v, a) == null;
                    }
                }
                if (disjoint) {
                    this.discriminator = candidate;
                    this.byTag = Map.copyOf(tagged);
                    this.tags = tagged.keySet().stream().sorted().toList();
                    return;
                }
            }
        }

        boolean accepts(JsonValue value) {
            int kind = kindOf(value);
            Alternative only = null;
            for (Alternative a : all) {
                if ((a.kinds() & kind) != 0) {
                    if (only != null) {
                        return false; // several could take it: validate decides
                    }
                    only = a;
                }
            }
            return only != null && (only.validator() == null ? kind == NULL : only.validator().accepts(value));
        }

        void validate(JsonValue value, JsonPath path, FindingSink sink, FindingOwner owner) {
            int kind = kindOf(value);
            List<Alternative> candidates = new ArrayList<>(all.length);
            for (Alternative a : all) {
                if ((a.kinds() & kind) != 0) {
                    candidates.add(a);
                }
            }
            if (candidates.isEmpty()) {
                ValueText.mismatch(sink, expected(), value, path, owner);
                return;
            }
            if (candidates.size() == 1) {
                check(candidates.get(0), value, path, sink);
                return;
            }
            if (value instanceof JsonObject o && discriminator != null && o.get(discriminator) != null) {
                JsonValue tag = o.get(discriminator);
                Alternative chosen = tag instanceof JsonString s ? byTag.get(s.value()) : null;
                if (chosen == null) {
                    sink.error(ContractCode.UNION_MISMATCH, "expected \"" + discriminator + "\" to be one of "
                            + String.join(", ", tags.stream().map(ValueText::quote).toList()) + " (it tells which"
                            + " member of the union " + shape + " the value is), found " + ValueText.found(tag),
                            path.child(discriminator), tag, new FindingOwner(shape, null));
                } else {
                    check(chosen, value, path, sink);
                }
                return;
            }
            Alternative closest = null;
            List<Finding> closestFindings = List.of();
            long[] fewest = {Long.MAX_VALUE, Long.MAX_VALUE};
            for (Alternative a : candidates) {
                if (a.validator() == null || a.validator().accepts(value)) {
                    return;
                }
                FindingSink trial = FindingSink.withBudget(TRIAL_BUDGET);
                a.validator().validate(value, path, trial);
                if (!trial.hasErrors()) {
                    return;
                }
                List<Finding> found = trial.findings();
                // closest: the fewest required members missing at the top (what the value is shaped as), then the
                // fewest findings; the first declared on a tie
                long missingAtTop = found.stream().filter(f -> f.is(SharedCode.MISSING_REQUIRED)
                        && isChild(f.path(), path.pointer())).count();
                if (missingAtTop < fewest[0] || missingAtTop == fewest[0] && found.size() < fewest[1]) {
                    fewest[0] = missingAtTop;
                    fewest[1] = found.size();
                    closest = a;
                    closestFindings = found;
                }
            }
            sink.error(ContractCode.UNION_MISMATCH, "expected a value that one member of the union " + shape + " accepts ("
                    + String.join(", ", candidates.stream().map(Alternative::name).toList()) + "), found "
                    + ValueText.found(value) + " that none accepts; the findings of the closest, " + closest.name()
                    + ", follow",
                    path, value, new FindingOwner(shape, null));
            for (Finding f : closestFindings) {
                if (!f.is(SharedCode.FINDING_LIMIT)) {
                    sink.add(f);
                }
            }
        }

        /** True when {@code pointer} names a member directly inside {@code parent}. */
        private static boolean isChild(String pointer, String parent) {
            return pointer.length() > parent.length() + 1 && pointer.startsWith(parent + "/")
                    && pointer.indexOf('/', parent.length() + 1) < 0;
        }

        private static void check(Alternative a, JsonValue value, JsonPath path, FindingSink sink) {
            if (a.validator() != null) {
                if (!a.validator().accepts(value)) {
                    a.validator().validate(value, path, sink);
                }
            }
            // a Unit member was chosen by the value's type: the value is null, which it takes
        }

        private String expected() {
            Set<String> kinds = new java.util.LinkedHashSet<>();
            for (Alternative a : all) {
                kinds.addAll(names(a.kinds()));
            }
            return String.join(" or ", kinds) + " (union " + shape + ")";
        }

        private static List<String> names(int kinds) {
            if (kinds == ANY) {
                return List.of("any value");
            }
            List<String> out = new ArrayList<>();
            String[] names = {"null", "a boolean", "a number", "a string", "an array", "an object"};
            for (int i = 0; i < names.length; i++) {
                if ((kinds & (1 << i)) != 0) {
                    out.add(names[i]);
                }
            }
            return out;
        }
    }
}

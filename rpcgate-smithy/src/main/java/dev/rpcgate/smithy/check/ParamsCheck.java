package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.payload.FindingOwner;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.List;

/**
 * Checks a request's params against its method: the form the method accepts, then each named member or positional
 * slot against its contract. Positional slots keep their array positions in paths, missing required slots too.
 */
final class ParamsCheck {
    private static final JsonObject EMPTY = JsonObject.builder().build();
    private static final JsonPath PARAMS = JsonPath.of("/params"); // a single request's, made once

    private ParamsCheck() {
    }

    /**
     * Reports every params problem to {@code sink}.
     *
     * @param rules  the method
     * @param params  the params value, or {@code null} when omitted (an empty input, required members still checked)
     * @param request the request object, where findings about omitted params are located, or {@code null} when the
     *                params are checked without their request (such findings then have no location)
     * @param base    the pointer of the request object ({@code ""} or {@code /2})
     */
    static void check(MethodRules rules, JsonValue params, JsonValue request, String base, FindingSink sink) {
        JsonPath path = base.isEmpty() ? PARAMS : JsonPath.of(base + "/params");
        // plain instanceof tests: this runs once per request, and a pattern switch costs an indy dispatch
        if (params == null) {
            SourceLocation outer = sink.relocate(request == null ? null : request.location().orElse(null));
            try {
                if (rules.params().acceptsNamed()) {
                    rules.named().validate(EMPTY, path, sink);
                } else {
                    slots(rules, JsonArray.of(List.of()), path, sink);
                }
            } finally {
                sink.relocate(outer);
            }
        } else if (params instanceof JsonObject o) {
            if (rules.params().acceptsNamed()) {
                rules.named().validate(o, path, sink);
            } else {
                sink.error(ContractCode.PARAMS_MISMATCH, "expected params by position (an array), since method "
                        + rules.wireName() + " takes no others, found an object", path, o, input(rules));
            }
        } else if (params instanceof JsonArray a) {
            if (rules.params().acceptsPositional()) {
                slots(rules, a, path, sink);
            } else {
                sink.error(ContractCode.PARAMS_MISMATCH, "expected params by name (an object), since method "
                        + rules.wireName() + " takes no others, found an array", path, a, input(rules));
            }
        } else {
            sink.error(SharedCode.TYPE_MISMATCH, "expected params as an array or an object, found "
                    + ValueText.found(params), path, params, input(rules));
        }
    }

    private static void slots(MethodRules rules, JsonArray args, JsonPath path, FindingSink sink) {
        List<MethodRules.ParamSlot> slots = rules.positional();
        int given = args.size();
        for (int i = 0; i < slots.size() && !sink.exhausted(); i++) {
            MethodRules.ParamSlot slot = slots.get(i);
            if (i < given) {
                JsonValue arg = args.get(i);
                if (!slot.validator().accepts(arg)) {
                    slot.validator().validate(arg, path.index(i), sink);
                }
            } else if (slot.required()) {
                sink.error(SharedCode.MISSING_REQUIRED, "expected argument " + i + " (" + memberName(slot.member())
                        + "), which is required; the params array ends after " + given + " argument"
                        + (given == 1 ? "" : "s"), path.index(i), args, owner(slot.member()));
            }
        }
        if (given > slots.size() && !sink.exhausted()) {
            sink.error(ContractCode.TOO_MANY_PARAMS, "expected at most " + slots.size() + " argument"
                    + (slots.size() == 1 ? "" : "s") + ", found " + given, path.index(slots.size()),
                    args.get(slots.size()), input(rules));
        }
    }

    /** The owner of findings about the params as a whole. */
    private static FindingOwner input(MethodRules rules) {
        return new FindingOwner(rules.inputShape(), null);
    }

    /** The owner of a member given by its full id {@code ns#Shape$member}. */
    static FindingOwner owner(String memberId) {
        int dollar = memberId.indexOf('$');
        return new FindingOwner(dollar < 0 ? memberId : memberId.substring(0, dollar), memberId);
    }

    /** The member name of a full member id. */
    static String memberName(String memberId) {
        return memberId.substring(memberId.indexOf('$') + 1);
    }
}

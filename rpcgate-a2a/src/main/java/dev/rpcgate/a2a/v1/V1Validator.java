package dev.rpcgate.a2a.v1;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Strict validation of A2A v1.0 JSON-RPC payloads in their ProtoJSON form, driven by one compiled table of the
 * normative proto's messages: JSON types per field, REQUIRED fields, oneofs, enum names, Base64, integers and
 * timestamps, field names (proto names are ADVISORY, unknown members ERROR or ADVISORY by the policy) and the part
 * policy on every Part. Findings carry JSON Pointer paths from the checked value's root and, for values read from
 * text, source locations; at most {@link CheckFindings#CAPACITY} are kept. Immutable and thread-safe; prepared once,
 * it does no model look-ups per call.
 */
public final class V1Validator {
    private static final String PREFIX = V1Descriptors.PACKAGE + ".";

    private final V1Policy policy;
    private final V1Parts.Rules rules;
    private final MessageDesc[] requests;
    private final MessageDesc[] results;
    private final MessageDesc agentCard;

    /** A validator enforcing {@code policy}. */
    public V1Validator(V1Policy policy) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.rules = V1Parts.Rules.of(policy.parts());
        V1Method[] methods = V1Method.values();
        this.requests = new MessageDesc[methods.length];
        this.results = new MessageDesc[methods.length];
        for (V1Method m : methods) {
            requests[m.ordinal()] = desc(m.requestMessage());
            results[m.ordinal()] = desc(m.resultMessage());
        }
        this.agentCard = desc("AgentCard");
    }

    /** The policy this validator enforces. */
    public V1Policy policy() {
        return policy;
    }

    /**
     * Checks the params of one request, with a summary of each Part; never throws for any input. Absent params are
     * {@code MissingParams} unless the method's request message has no REQUIRED field (ListTasks,
     * GetExtendedAgentCard), which reads absent params as the empty request.
     *
     * @param params the params exactly as received, or {@code null} when the request has none
     */
    public V1ParamsCheck checkParams(V1Method method, JsonValue params) {
        List<PartSummary> parts = new ArrayList<>(4);
        CheckFindings budget = params(method, params, parts);
        return new V1ParamsCheck(budget.findings(), parts);
    }

    /** The findings of {@link #checkParams} without part summaries, for a PARAMS gate; never throws for any input. */
    public List<Finding> paramsFindings(V1Method method, JsonValue params) {
        return List.copyOf(params(method, params, null).findings());
    }

    private CheckFindings params(V1Method method, JsonValue params, List<PartSummary> parts) {
        CheckFindings budget = new CheckFindings("params");
        MessageDesc d = requests[method.ordinal()];
        if (params == null) {
            if (d.requiredMask != 0) {
                budget.error(A2aCode.MISSING_PARAMS, method.wireName() + " needs params: a " + d.name + " object", "",
                        null);
            }
        } else {
            new V1Walk(budget, policy.unknownFieldsAreErrors(), rules, parts).message(d, params, LazyPointer.ROOT);
        }
        return budget;
    }

    /**
     * Checks a success result of {@code method} (for a streaming method: one StreamResponse event); never throws for
     * any input. DeleteTaskPushNotificationConfig's result is google.protobuf.Empty, {@code {}}; {@code null} is read
     * as {@code {}} with ADVISORY {@code NullAsDefault}.
     *
     * @param result the result exactly as received, or {@code null} when the response has none
     */
    public List<Finding> resultFindings(V1Method method, JsonValue result) {
        return check(results[method.ordinal()], result, "result");
    }

    /** Checks a JSON-RPC error object in its v1.0 form; never throws for any input. */
    public List<Finding> errorFindings(JsonValue error) {
        CheckFindings budget = new CheckFindings("error");
        if (error == null) {
            budget.error(SharedCode.MISSING_REQUIRED, "no error object", "", null);
        } else {
            new V1ErrorCheck(budget, policy.unknownFieldsAreErrors()).error(error);
        }
        return List.copyOf(budget.findings());
    }

    /**
     * Checks an AgentCard document: {@code supportedInterfaces} ({@code url}, {@code protocolBinding},
     * {@code protocolVersion}, {@code tenant}), {@code capabilities} with {@code extendedAgentCard}, skills, security
     * schemes and their OAuth flows, and signatures (base64url JWS parts); never throws for any input.
     */
    public List<Finding> agentCardFindings(JsonValue card) {
        return check(agentCard, card, "card");
    }

    /**
     * Checks a value as the proto message of that name ({@code Task}, or {@code lf.a2a.v1.Task};
     * {@code google.protobuf.Empty}); never throws for any value.
     *
     * @throws IllegalArgumentException when no v1.0 message has that name
     */
    public List<Finding> messageFindings(String protoMessage, JsonValue v) {
        return check(desc(protoMessage), v, "value");
    }

    /** The names of the messages {@link #messageFindings} knows, in no particular order. */
    public static List<String> messageNames() {
        return List.copyOf(V1Descriptors.TABLE.messages().keySet());
    }

    private List<Finding> check(MessageDesc d, JsonValue v, String subject) {
        CheckFindings budget = new CheckFindings(subject);
        if (v == null) {
            budget.error(SharedCode.MISSING_REQUIRED, "no " + subject + ": a " + d.name + " object is needed", "",
                    null);
        } else if (v instanceof JsonNull && d.name.equals(V1Descriptors.EMPTY)) {
            // Empty has no field, so null (ProtoJSON's "not set") can mean nothing but {}; the specification leaves
            // the delete's confirmation to the implementation, and the official SDKs answer it with null
            budget.advisory(A2aCode.NULL_AS_DEFAULT, "the " + subject + " is null, which ProtoJSON reads as the"
                    + " default " + d.name + ", {}: send {} instead", "", v);
        } else {
            new V1Walk(budget, policy.unknownFieldsAreErrors(), rules, null).message(d, v, LazyPointer.ROOT);
        }
        return List.copyOf(budget.findings());
    }

    private static MessageDesc desc(String name) {
        String n = name.startsWith(PREFIX) ? name.substring(PREFIX.length()) : name;
        MessageDesc d = V1Descriptors.TABLE.messages().get(n);
        if (d == null) {
            throw new IllegalArgumentException("no A2A v1.0 message is called \"" + name + "\"");
        }
        return d;
    }
}

package dev.rpcgate.a2a.v03;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import java.util.Set;

/**
 * One walk over {@code message/send} params: the schema's shape (MessageSendParams, Message, MessageSendConfiguration,
 * PushNotificationConfig), then each part through {@link PartWalk}. Known members are looked up by name, so unknown
 * ones cost a scan only when an object holds more members than it has known ones.
 */
final class ParamsWalk {
    static final List<String> PARAMS = List.of("message", "configuration", "metadata");
    static final List<String> MESSAGE = List.of("kind", "messageId", "role", "parts", "contextId", "taskId",
            "referenceTaskIds", "extensions", "metadata");
    static final List<String> CONFIGURATION = List.of("acceptedOutputModes", "historyLength", "pushNotificationConfig",
            "blocking");
    static final List<String> PUSH = List.of("url", "id", "token", "authentication");
    static final List<String> AUTHENTICATION = List.of("schemes", "credentials");

    final CheckFindings budget;
    private final List<PartSummary> parts;
    private final PartPolicy policy;
    private final Set<String> hosts;

    ParamsWalk(CheckFindings budget, List<PartSummary> parts, PartPolicy policy, Set<String> hosts) {
        this.budget = budget;
        this.parts = parts;
        this.policy = policy;
        this.hosts = hosts;
    }

    void params(JsonValue v) {
        if (!(v instanceof JsonObject p)) {
            mismatch(v, "", "an object");
            return;
        }
        int known = 0;
        JsonValue message = p.get("message");
        if (message == null) {
            missing("", "message", p);
        } else {
            known++;
            message(message);
        }
        JsonValue configuration = p.get("configuration");
        if (configuration != null) {
            known++;
            configuration(configuration);
        }
        known += object(p, "metadata", "") ? 1 : 0;
        unknown(p, known, "", PARAMS);
    }

    private void message(JsonValue v) {
        String at = "/message";
        if (!(v instanceof JsonObject m)) {
            mismatch(v, at, "a Message object");
            return;
        }
        int known = 0;
        JsonValue kind = m.get("kind");
        if (kind == null) {
            budget.error(A2aCode.MISSING_KIND, "the message has no \"kind\": it must be \"message\"", at + "/kind", m);
        } else {
            known++;
            if (string(kind, at, "kind") && !((JsonString) kind).value().equals("message")) {
                budget.error(A2aCode.WRONG_KIND, "the message's kind must be \"message\", found "
                        + JsonWriter.write(kind), at + "/kind", kind);
            }
        }
        known += requiredString(m, "messageId", at);
        JsonValue role = m.get("role");
        if (role == null) {
            missing(at, "role", m);
        } else {
            known++;
            if (string(role, at, "role")) {
                String r = ((JsonString) role).value();
                if (!r.equals("user") && !r.equals("agent")) {
                    budget.error(A2aCode.WRONG_ROLE, "the role must be \"user\" or \"agent\", found "
                            + JsonWriter.write(role), at + "/role", role);
                }
            }
        }
        JsonValue partsValue = m.get("parts");
        if (partsValue == null) {
            missing(at, "parts", m);
        } else {
            known++;
            parts(partsValue, at + "/parts");
        }
        known += optionalString(m, "contextId", at);
        known += optionalString(m, "taskId", at);
        known += strings(m, "referenceTaskIds", at);
        known += strings(m, "extensions", at);
        known += object(m, "metadata", at) ? 1 : 0;
        unknown(m, known, at, MESSAGE);
    }

    private void parts(JsonValue v, String at) {
        if (!(v instanceof JsonArray a)) {
            mismatch(v, at, "an array of parts");
            return;
        }
        if (a.isEmpty()) {
            budget.error(A2aCode.EMPTY_PARTS, "the message has no parts: at least one is needed", at, a);
            return;
        }
        PartWalk walk = new PartWalk(this, parts, policy, hosts);
        for (int i = 0; i < a.size() && !budget.exhausted(); i++) {
            walk.part(a.get(i), i, at + "/" + i);
        }
    }

    private void configuration(JsonValue v) {
        String at = "/configuration";
        if (!(v instanceof JsonObject c)) {
            mismatch(v, at, "a MessageSendConfiguration object");
            return;
        }
        int known = strings(c, "acceptedOutputModes", at);
        JsonValue history = c.get("historyLength");
        if (history != null) {
            known++;
            if (!(history instanceof JsonNumber n && n.isIntegral())) {
                mismatch(history, at + "/historyLength", "an integer");
            }
        }
        JsonValue push = c.get("pushNotificationConfig");
        if (push != null) {
            known++;
            push(push, at + "/pushNotificationConfig");
        }
        JsonValue blocking = c.get("blocking");
        if (blocking != null) {
            known++;
            if (!(blocking instanceof JsonBoolean)) {
                mismatch(blocking, at + "/blocking", "a boolean");
            }
        }
        unknown(c, known, at, CONFIGURATION);
    }

    private void push(JsonValue v, String at) {
        if (!(v instanceof JsonObject p)) {
            mismatch(v, at, "a PushNotificationConfig object");
            return;
        }
        int known = requiredString(p, "url", at);
        known += optionalString(p, "id", at);
        known += optionalString(p, "token", at);
        JsonValue auth = p.get("authentication");
        if (auth != null) {
            known++;
            String authAt = at + "/authentication";
            if (auth instanceof JsonObject a) {
                int authKnown = a.has("schemes") ? strings(a, "schemes", authAt) : 0;
                if (authKnown == 0) {
                    missing(authAt, "schemes", a);
                }
                authKnown += optionalString(a, "credentials", authAt);
                unknown(a, authKnown, authAt, AUTHENTICATION);
            } else {
                mismatch(auth, authAt, "a PushNotificationAuthenticationInfo object");
            }
        }
        unknown(p, known, at, PUSH);
    }

    // ---- member helpers: each returns how many known members it consumed (0 or 1) ----

    int requiredString(JsonObject o, String name, String at) {
        JsonValue v = o.get(name);
        if (v == null) {
            missing(at, name, o);
            return 0;
        }
        string(v, at, name);
        return 1;
    }

    int optionalString(JsonObject o, String name, String at) {
        JsonValue v = o.get(name);
        if (v == null) {
            return 0;
        }
        string(v, at, name);
        return 1;
    }

    private int strings(JsonObject o, String name, String at) {
        JsonValue v = o.get(name);
        if (v == null) {
            return 0;
        }
        if (!(v instanceof JsonArray a)) {
            mismatch(v, JsonWriter.pointerChild(at, name), "an array of strings");
            return 1;
        }
        for (int i = 0; i < a.size() && !budget.exhausted(); i++) {
            if (!(a.get(i) instanceof JsonString)) {
                mismatch(a.get(i), JsonWriter.pointerChild(at, name) + "/" + i, "a string");
            }
        }
        return 1;
    }

    /** Checks an optional object member; true when present. */
    boolean object(JsonObject o, String name, String at) {
        JsonValue v = o.get(name);
        if (v == null) {
            return false;
        }
        if (!(v instanceof JsonObject)) {
            mismatch(v, JsonWriter.pointerChild(at, name), "an object");
        }
        return true;
    }

    /** Checks that member {@code name} of the object at {@code at} is a string (the path is made only on failure). */
    boolean string(JsonValue v, String at, String name) {
        if (v instanceof JsonString) {
            return true;
        }
        mismatch(v, JsonWriter.pointerChild(at, name), "a string");
        return false;
    }

    void mismatch(JsonValue v, String at, String expected) {
        if (v instanceof JsonNull) {
            budget.error(SharedCode.NULL_VALUE, "expected " + expected + ", found null", at, v);
        } else {
            budget.error(SharedCode.TYPE_MISMATCH, "expected " + expected + ", found " + found(v), at, v);
        }
    }

    private static String found(JsonValue v) {
        return switch (v) {
            case JsonNumber n -> n.isIntegral() ? "an integer" : "a number with a fraction";
            case JsonObject o -> "an object";
            case JsonArray a -> "an array";
            case JsonString s -> "a string";
            case JsonBoolean b -> "a boolean";
            case JsonNull n -> "null";
        };
    }

    void missing(String at, String name, JsonObject parent) {
        budget.error(SharedCode.MISSING_REQUIRED, "the required member \"" + name + "\" is absent",
                JsonWriter.pointerChild(at, name), parent);
    }

    /** Reports the members of {@code o} not in {@code names}; scans only when some are present. */
    void unknown(JsonObject o, int known, String at, List<String> names) {
        if (known >= o.size()) {
            return;
        }
        for (int i = 0; i < o.size(); i++) {
            JsonString name = o.nameAt(i);
            if (!names.contains(name.value())) {
                StringBuilder path = new StringBuilder(at.length() + 16).append(at).append('/');
                JsonWriter.writePointerToken(name.value(), path);
                budget.advisory(SharedCode.UNKNOWN_MEMBER, "the member \"" + name.value()
                        + "\" is not in the A2A v0.3.0 schema: kept, not checked", path.toString(), name);
            }
        }
    }
}

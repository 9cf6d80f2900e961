package dev.rpcgate.lab;

import dev.rpcgate.a2a.TracePolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.Set;

/**
 * A call of {@code POST /lab/api/trace}: {@code {"text": …, "policy": {"partLimit": n, "allowUri": b,
 * "mismatchId": b, "injectFault": b}, "http": b}}, policy, its members and {@code http} optional. Reading one gives
 * the request or the {@link ApiError} that refuses it; unknown members are refused, so a misspelt toggle is never
 * silently ignored.
 *
 * @param text   the request document (or, with {@code http}, a whole HTTP request)
 * @param policy the trace policy
 * @param http   whether {@code text} is a whole HTTP request
 */
record TraceRequest(String text, TracePolicy policy, boolean http) {
    private static final Set<String> MEMBERS = Set.of("text", "policy", "http");
    private static final Set<String> POLICY_MEMBERS = Set.of("partLimit", "allowUri", "mismatchId", "injectFault");

    /** The outcome of reading a body: exactly one of the two is non-null. */
    record Read(TraceRequest request, ApiError error) {
    }

    static Read read(byte[] body, JsonReader reader) {
        JsonParse parse = reader.read(body);
        if (parse.value() == null) {
            Finding f = parse.findings().get(0);
            String where = f.location() != null
                    ? " at line " + f.location().line() + ", column " + f.location().column() : "";
            return refused(new ApiError(400, "InvalidJson", "the body is not strict JSON" + where + ": " + f.message()));
        }
        if (!(parse.value() instanceof JsonObject o)) {
            return refused(ApiError.invalidRequest("the body must be a JSON object with a \"text\" string"));
        }
        String unknown = unknownMember(o, MEMBERS);
        if (unknown != null) {
            return refused(ApiError.invalidRequest("unknown member \"" + unknown + "\"; expected text, policy, http"));
        }
        if (!(o.get("text") instanceof JsonString text)) {
            return refused(ApiError.invalidRequest("\"text\" must be a string holding the request document"));
        }
        JsonValue http = o.get("http");
        if (http != null && !(http instanceof JsonBoolean)) {
            return refused(ApiError.invalidRequest("\"http\" must be true or false"));
        }
        JsonValue policy = o.get("policy");
        TracePolicy p = TracePolicy.DEFAULT;
        if (policy != null) {
            if (!(policy instanceof JsonObject po)) {
                return refused(ApiError.invalidRequest("\"policy\" must be an object"));
            }
            String bad = unknownMember(po, POLICY_MEMBERS);
            if (bad != null) {
                return refused(ApiError.invalidRequest("unknown policy member \"" + bad
                        + "\"; expected partLimit, allowUri, mismatchId, injectFault"));
            }
            JsonValue limit = po.get("partLimit");
            if (limit != null && !(limit instanceof JsonNumber n && n.findLong().isPresent()
                    && n.findLong().getAsLong() >= 0)) {
                return refused(ApiError.invalidRequest("\"policy.partLimit\" must be a whole number of bytes >= 0"));
            }
            try {
                p = TracePolicy.fromJson(po);
            } catch (IllegalArgumentException e) {
                return refused(ApiError.invalidRequest("\"policy\": " + e.getMessage()));
            }
        }
        return new Read(new TraceRequest(text.value(), p, http != null && ((JsonBoolean) http).value()), null);
    }

    private static Read refused(ApiError error) {
        return new Read(null, error);
    }

    private static String unknownMember(JsonObject o, Set<String> known) {
        for (int i = 0; i < o.size(); i++) {
            String name = o.nameAt(i).value();
            if (!known.contains(name)) {
                return name;
            }
        }
        return null;
    }
}

package dev.rpcgate.a2a;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The settings of one request trace: the part policy and the two teaching faults.
 *
 * @param parts       the part policy the receiver holds params to
 * @param injectFault the handler fails before it keeps a receipt (-32603 at HANDLER)
 * @param mismatchId  after the handler succeeded, the reply carries another id (a number + 1, a string + {@code -x}),
 *                    so CORRELATION fails although the receipt exists
 */
public record TracePolicy(PartPolicy parts, boolean injectFault, boolean mismatchId) {
    /** The default part policy, no faults. */
    public static final TracePolicy DEFAULT = new TracePolicy(PartPolicy.DEFAULT, false, false);

    /** Checks the policy. */
    public TracePolicy {
        Objects.requireNonNull(parts, "parts");
    }

    /** This policy with another part policy. */
    public TracePolicy withParts(PartPolicy value) {
        return new TracePolicy(value, injectFault, mismatchId);
    }

    /** This policy with the handler fault on or off. */
    public TracePolicy withInjectFault(boolean value) {
        return new TracePolicy(parts, value, mismatchId);
    }

    /** This policy with the reply-id fault on or off. */
    public TracePolicy withMismatchId(boolean value) {
        return new TracePolicy(parts, injectFault, value);
    }

    /**
     * {@code {"partLimit": n, "allowUri": b, "allowedHosts": [...], "injectFault": b, "mismatchId": b}}, the form
     * examples/a2a/fixtures.json and the lab use.
     */
    public JsonObject toJson() {
        return JsonObject.builder()
                .put("partLimit", parts.partLimit())
                .put("allowUri", parts.allowUri())
                .put("allowedHosts", JsonArray.of(parts.allowedHosts().stream().map(JsonString::of).toList()))
                .put("injectFault", injectFault)
                .put("mismatchId", mismatchId)
                .build();
    }

    /**
     * Reads the form {@link #toJson()} writes; an absent member keeps its default.
     *
     * @throws IllegalArgumentException when a member has the wrong type or value
     */
    public static TracePolicy fromJson(JsonObject o) {
        PartPolicy p = PartPolicy.DEFAULT;
        if (o.get("partLimit") != null) {
            JsonValue v = o.get("partLimit");
            if (!(v instanceof JsonNumber n) || n.findLong().isEmpty()) {
                throw new IllegalArgumentException("partLimit is not a whole number of bytes: " + v);
            }
            p = p.withPartLimit(n.findLong().getAsLong());
        }
        p = p.withAllowUri(flag(o, "allowUri", p.allowUri()));
        if (o.get("allowedHosts") != null) {
            if (!(o.get("allowedHosts") instanceof JsonArray a)) {
                throw new IllegalArgumentException("allowedHosts is not an array of host names");
            }
            List<String> hosts = new ArrayList<>(a.size());
            for (JsonValue h : a.elements()) {
                if (!(h instanceof JsonString s)) {
                    throw new IllegalArgumentException("allowedHosts holds a non-string: " + h);
                }
                hosts.add(s.value());
            }
            p = p.withAllowedHosts(hosts);
        }
        return new TracePolicy(p, flag(o, "injectFault", false), flag(o, "mismatchId", false));
    }

    private static boolean flag(JsonObject o, String name, boolean absent) {
        JsonValue v = o.get(name);
        if (v == null) {
            return absent;
        }
        if (!(v instanceof JsonBoolean b)) {
            throw new IllegalArgumentException(name + " is not true or false: " + v);
        }
        return b.value();
    }
}

package dev.rpcgate.core.gate;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON forms of traces and findings, one for every face: absent parts are left out, never written as
 * {@code null}; {@code failedGate}, {@code code} and {@code reply} are {@code null} when there is none.
 */
public final class TraceJson {
    private TraceJson() {
    }

    /** The trace as a JSON object (batch entries nested under {@code entries}, each with its {@code index}). */
    public static JsonObject toJson(Trace trace) {
        JsonObject.Builder b = JsonObject.builder();
        if (trace.index() != null) {
            b.put("index", trace.index());
        }
        b.put("valid", trace.valid());
        b.put("kind", trace.kind() == null ? JsonNull.NULL : JsonString.of(trace.kind().label()));
        b.put("failedGate", trace.failedGate() == null ? JsonNull.NULL : JsonString.of(trace.failedGate().name()));
        b.put("code", trace.code() == null ? JsonNull.NULL : JsonNumber.of(trace.code()));
        b.put("replyDue", trace.replyDue());
        b.put("reply", trace.reply() == null ? JsonNull.NULL : trace.reply());
        List<JsonValue> gates = new ArrayList<>();
        for (GateOutcome g : trace.gates()) {
            JsonObject.Builder gb = JsonObject.builder().put("gate", g.gate().name()).put("status", g.status().name());
            if (!g.findings().isEmpty()) {
                gb.put("findings", findings(g.findings()));
            }
            gates.add(gb.build());
        }
        b.put("gates", JsonArray.of(gates));
        if (!trace.entries().isEmpty()) {
            b.put("entries", JsonArray.of(trace.entries().stream().map(TraceJson::toJson).toList()));
        }
        return b.build();
    }

    /** Findings as a JSON array. */
    public static JsonArray findings(List<Finding> findings) {
        return JsonArray.of(findings.stream().map(TraceJson::toJson).toList());
    }

    /** One finding as a JSON object: its own members, its location's, its attributes'; unknown parts left out. */
    public static JsonObject toJson(Finding f) {
        JsonObject.Builder b = JsonObject.builder()
                .put("code", f.code())
                .put("severity", f.severity().name())
                .put("message", f.message())
                .put("path", f.path());
        if (f.location() != null) {
            b.put("line", f.location().line()).put("column", f.location().column());
            if (f.location().hasOffset()) {
                b.put("offset", f.location().offset());
            }
        }
        for (Finding.Attribute a : f.attributes()) {
            a.writeTo(b);
        }
        return b.build();
    }
}

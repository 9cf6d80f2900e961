package dev.rpcgate.a2a;

import dev.rpcgate.a2a.receiver.Receipt;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/**
 * The trace of one A2A request document (the trace shape of every face, over the gates PARSE, ENVELOPE, DISPATCH, PARAMS, HANDLER,
 * CORRELATION) with what the A2A face adds: the part summaries, the receipts the receiver kept in this run, and the
 * correlation of the reply with the request. For a batch, each entry is an {@code A2aTrace} of its own (parts and
 * correlation, no receipts) and the whole has no parts and no correlation.
 *
 * @param trace       the gates' outcomes, the reply and what follows from them
 * @param parts       the summaries of the parts PARAMS could measure (empty when PARAMS did not run)
 * @param correlation how a client would match the reply; {@code null} for a whole batch
 * @param entries     for a batch, one trace per element; otherwise empty
 * @param receipts    the receipts kept while handling this document (empty for an entry)
 * @param version     the document's A2A version and how it was decided; {@code null} when the trace decides none
 *                    (a trace without versions, where every document is v0.3.0, and every batch entry)
 */
public record A2aTrace(Trace trace, List<PartSummary> parts, Correlation correlation, List<A2aTrace> entries,
                       List<Receipt> receipts, DetectedVersion version) {
    /** Copies the lists. */
    public A2aTrace {
        java.util.Objects.requireNonNull(trace, "trace");
        parts = List.copyOf(parts);
        entries = List.copyOf(entries);
        receipts = List.copyOf(receipts);
    }

    /** A trace that reports no version. */
    public A2aTrace(Trace trace, List<PartSummary> parts, Correlation correlation, List<A2aTrace> entries,
                    List<Receipt> receipts) {
        this(trace, parts, correlation, entries, receipts, null);
    }

    /** This trace reporting {@code v} as the document's version. */
    public A2aTrace withVersion(DetectedVersion v) {
        return new A2aTrace(trace, parts, correlation, entries, receipts, v);
    }

    /** True when every gate passed (for a batch: in every entry). */
    public boolean valid() {
        return trace.valid();
    }

    /**
     * The trace as JSON: {@code valid}, {@code kind}, {@code failedGate}, {@code code}, {@code replyDue},
     * {@code reply}, {@code gates} (and {@code entries}), then {@code parts}, {@code receipts} (not in an entry),
     * {@code correlation} and, when the trace decided one, {@code a2aVersion}:
     * {@code {"version": "1.0" or null, "source": "header", "requested": raw}} ({@code requested} only when a
     * version was declared).
     */
    public JsonObject toJson() {
        JsonObject base = TraceJson.toJson(trace);
        JsonObject.Builder b = JsonObject.builder();
        for (int i = 0; i < base.size(); i++) {
            String name = base.nameAt(i).value();
            b.put(name, name.equals("entries")
                    ? JsonArray.of(entries.stream().map(A2aTrace::toJson).toList())
                    : base.valueAt(i));
        }
        b.put("parts", JsonArray.of(parts.stream().map(PartSummary::toJson).toList()));
        if (trace.index() == null) {
            b.put("receipts", JsonArray.of(receipts.stream().map(Receipt::toJson).toList()));
        }
        b.put("correlation", correlation == null ? JsonNull.NULL : correlation.toJson());
        if (version != null) {
            b.put("a2aVersion", versionJson(version));
        }
        return b.build();
    }

    private static JsonObject versionJson(DetectedVersion v) {
        JsonObject.Builder b = JsonObject.builder()
                .put("version", v.version().<JsonValue>map(x -> JsonString.of(x.label())).orElse(JsonNull.NULL))
                .put("source", v.source());
        if (v.requested() != null) {
            b.put("requested", v.requested());
        }
        return b.build();
    }
}

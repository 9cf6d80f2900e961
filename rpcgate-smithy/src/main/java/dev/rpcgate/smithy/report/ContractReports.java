package dev.rpcgate.smithy.report;

import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseEntry;
import dev.rpcgate.smithy.ResponseResult;

/**
 * The JSON contract reports of message validation: {@code valid}, {@code complete}, {@code scope} (responses) or
 * {@code kind} (requests), {@code findings} as the finding objects of traces, and {@code entries} for batches.
 * Unknown parts are left out, never written as {@code null}, except {@code kind} and an entry's {@code index}, which
 * are {@code null} when they cannot be told.
 */
public final class ContractReports {
    private ContractReports() {
    }

    /** The report of one request, as compact JSON text. */
    public static String toJson(RequestResult r) {
        return JsonWriter.write(request(r, null));
    }

    /** The report of one response, as compact JSON text. */
    public static String toJson(ResponseResult r) {
        return JsonWriter.write(JsonObject.builder()
                .put("valid", r.isValid())
                .put("complete", r.complete())
                .put("scope", r.scope().label())
                .put("findings", TraceJson.findings(r.findings()))
                .build());
    }

    /** The report of a request batch, as compact JSON text. */
    public static String toJson(RequestBatchResult r) {
        return JsonWriter.write(JsonObject.builder()
                .put("valid", r.isValid())
                .put("complete", r.complete())
                .put("kind", "batch")
                .put("findings", TraceJson.findings(r.findings()))
                .put("entries", JsonArray.of(r.entries().stream().map(e -> request(e.result(), e.index())).toList()))
                .build());
    }

    /** The report of a batch response, as compact JSON text. */
    public static String toJson(ResponseBatchResult r) {
        return JsonWriter.write(JsonObject.builder()
                .put("valid", r.isValid())
                .put("complete", r.complete())
                .put("scope", r.scope().label())
                .put("findings", TraceJson.findings(r.findings()))
                .put("entries", JsonArray.of(r.entries().stream().map(ContractReports::entry).toList()))
                .build());
    }

    private static JsonObject request(RequestResult r, Integer index) {
        JsonObject.Builder b = JsonObject.builder();
        if (index != null) {
            b.put("index", index);
        }
        b.put("valid", r.isValid()).put("complete", r.complete());
        b.put("kind", r.kind().<JsonValue>map(k -> JsonString.of(k.label())).orElse(JsonNull.NULL));
        r.method().ifPresent(m -> b.put("method", m));
        r.operation().ifPresent(o -> b.put("operation", o.toString()));
        return b.put("findings", TraceJson.findings(r.findings())).build();
    }

    private static JsonObject entry(ResponseEntry e) {
        JsonObject.Builder b = JsonObject.builder();
        b.put("index", e.index().isPresent() ? JsonNumber.of(e.index().getAsInt()) : JsonNull.NULL);
        if (e.requestIndex().isPresent()) {
            b.put("requestIndex", e.requestIndex().getAsInt());
        }
        return b.put("findings", TraceJson.findings(e.findings())).build();
    }
}

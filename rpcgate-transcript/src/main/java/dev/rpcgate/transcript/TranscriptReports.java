package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.transcript.log.LogCounts;

import java.util.List;
import java.util.Optional;

/**
 * The JSON reports of transcript checks: one report object for a document, and for a log the JSON Lines form, one
 * finding per line and then a {@code {"summary": {...}}} line. Findings are the finding objects of traces; unknown
 * parts are left out, never written as {@code null}.
 */
public final class TranscriptReports {
    private TranscriptReports() {
    }

    /**
     * The report of a document: {@code valid}, {@code complete}, {@code entries}, {@code outstanding},
     * {@code correlation}, {@code findings} and, for an expect list, {@code expectations}.
     */
    public static JsonObject report(TranscriptResult result) {
        JsonObject.Builder b = summaryFields(result.isValid(), result.summary());
        b.put("findings", TraceJson.findings(result.findings()));
        result.expectations().ifPresent(e -> b.put("expectations", expectations(e)));
        return b.build();
    }

    /** {@link #report} as compact JSON text. */
    public static String toJson(TranscriptResult result) {
        return JsonWriter.write(report(result));
    }

    /** One finding as a line of JSON Lines (no line terminator). */
    public static String findingLine(Finding finding) {
        return JsonWriter.write(TraceJson.toJson(finding));
    }

    /**
     * The closing line of a log's JSON Lines: {@code {"summary": {...}}} with the summary, the reader's counts when
     * given, and the expectations when there is an expect list.
     *
     * @param summary      the checker's summary
     * @param errorsFound  whether any finding written before was an error
     * @param counts       the log reader's counts, or empty
     * @param expectations the match with the expect list, or empty
     */
    public static String summaryLine(TranscriptSummary summary, boolean errorsFound, Optional<LogCounts> counts,
                                     Optional<ExpectationResult> expectations) {
        JsonObject.Builder b = summaryFields(summary.complete() && !errorsFound, summary);
        counts.ifPresent(c -> b.put("counts", JsonObject.builder().put("lines", c.lines()).put("notJson", c.notJson())
                .put("skipped", c.skipped()).put("entries", c.entries()).build()));
        expectations.ifPresent(e -> b.put("expectations", expectations(e)));
        return JsonWriter.write(JsonObject.builder().put("summary", b.build()).build());
    }

    /** The expectations object: the matched and missing items, and the unexpected findings. */
    public static JsonObject expectations(ExpectationResult e) {
        return JsonObject.builder()
                .put("match", e.isMatch())
                .put("matched", items(e.matched().stream().map(ExpectationResult.Match::expected).toList()))
                .put("missing", items(e.missing()))
                .put("unexpected", TraceJson.findings(e.unexpected()))
                .build();
    }

    private static JsonObject.Builder summaryFields(boolean valid, TranscriptSummary s) {
        return JsonObject.builder()
                .put("valid", valid)
                .put("complete", s.complete())
                .put("entries", s.entries())
                .put("outstanding", s.outstanding())
                .put("correlation", s.correlation());
    }

    private static JsonArray items(List<ExpectedFinding> items) {
        return JsonArray.of(items.stream().map(TranscriptReports::item).toList());
    }

    private static JsonObject item(ExpectedFinding item) {
        JsonObject.Builder b = JsonObject.builder().put("code", item.code());
        item.entry().ifPresent(i -> b.put("entry", i));
        item.related().ifPresent(i -> b.put("related", i));
        item.location().ifPresent(l -> b.put("line", l.line()).put("column", l.column()));
        return b.build();
    }
}

package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.smithy.model.SourcedFinding;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the findings of {@code validate} go. Text: every finding, advisories too, on stderr as
 * {@code file:line:column: severity Code: message}, and nothing else, so success is quiet. JSON: exactly one report
 * on stdout when the command ends; model findings carry a {@code file} member.
 */
final class ContractDiagnostics {
    private final Converters.Format format;
    private final PrintWriter out;
    private final PrintWriter err;
    private final List<SourcedFinding> modelFindings = new ArrayList<>();

    ContractDiagnostics(Converters.Format format, PrintWriter out, PrintWriter err) {
        this.format = format;
        this.out = out;
        this.err = err;
    }

    /** Findings about the model or the contract: written at once as text, or kept for the JSON report. */
    void model(List<SourcedFinding> findings) {
        if (format == Converters.Format.TEXT) {
            StringBuilder text = new StringBuilder();
            findings.forEach(f -> TextReport.finding(text, f.source(), f.finding()));
            err.print(text);
            err.flush();
        } else {
            modelFindings.addAll(findings);
        }
    }

    /**
     * Ends a run that stopped before any message was checked (the model, the contract or an input failed): in
     * JSON, the report {@code {"valid": false, "complete": false, "findings": [...]}} holding the model findings
     * and these.
     *
     * @return {@code exitCode}
     */
    int stopped(List<SourcedFinding> findings, int exitCode) {
        model(findings);
        if (format == Converters.Format.JSON) {
            out.print(JsonWriter.write(JsonObject.builder()
                    .put("valid", false)
                    .put("complete", false)
                    .put("findings", sourced(modelFindings))
                    .build()) + "\n");
            out.flush();
        }
        return exitCode;
    }

    /**
     * Ends a run with its report: the findings (about {@code file}) on stderr, or the library's JSON report on
     * stdout, with a {@code modelFindings} member added when the model or the contract had advisories.
     *
     * @return exit 0 when the report is valid (complete, no error), else 1
     */
    int report(String file, String reportJson, List<Finding> findings, boolean valid) {
        if (format == Converters.Format.TEXT) {
            StringBuilder text = new StringBuilder();
            findings.forEach(f -> TextReport.finding(text, file, f));
            err.print(text);
            err.flush();
        } else {
            String json = reportJson;
            if (!modelFindings.isEmpty()) {
                JsonObject report = (JsonObject) JsonReader.standard().read(reportJson).value();
                json = JsonWriter.write(report.toBuilder().put("modelFindings", sourced(modelFindings)).build());
            }
            out.print(json + "\n");
            out.flush();
        }
        return valid ? Main.OK : Main.INVALID;
    }

    /** The model and contract findings kept for the JSON report (none in text, where they were written at once). */
    List<SourcedFinding> keptModelFindings() {
        return List.copyOf(modelFindings);
    }

    /** Model and input findings as finding objects with a leading {@code file} (when known); no unknown offset. */
    static JsonArray sourced(List<SourcedFinding> findings) {
        List<JsonObject> objects = new ArrayList<>();
        for (SourcedFinding f : findings) {
            JsonObject finding = TraceJson.toJson(f.finding());
            JsonObject.Builder b = JsonObject.builder();
            if (f.source() != null) {
                b.put("file", f.source());
            }
            for (int i = 0; i < finding.size(); i++) {
                String name = finding.nameAt(i).value();
                // Smithy locations have no offset; absent means unknown
                if (!(name.equals("offset") && f.finding().location() != null && f.finding().location().offset() < 0)) {
                    b.put(name, finding.valueAt(i));
                }
            }
            objects.add(b.build());
        }
        return JsonArray.of(objects);
    }
}

package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The "A2A message/send" section of {@code docs/performance.md}, from the {@link A2aBench} results of a JMH JSON file:
 * ops/s per candidate, allocation when {@code -prof gc} ran, the ratio to networknt on the same protocol version's
 * schema, and the targets (rpcgate's verdict at least 3× networknt, for v0.3.0 {@code message/send} and for v1.0
 * {@code SendMessage}) marked MET or NOT MET.
 *
 * <p>{@link Report} calls {@link #render}; {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.A2aValidation
 * RESULTS.json} prints the section alone (for appending to a report of another run).
 */
final class A2aValidation {
    static final String BENCH_CLASS = A2aBench.class.getName();
    private static final String OURS = "rpcgate";
    private static final String NETWORKNT = "networknt";
    private static final String OURS_V1 = "rpcgateV1";
    private static final String NETWORKNT_V1 = "networkntV1";
    private static final double TARGET = 3.0;

    /** Candidate method name -> label and one-line description, in table order. */
    private static final Map<String, String[]> CANDIDATES = new LinkedHashMap<>();

    static {
        CANDIDATES.put(OURS, new String[] {"rpcgate findings",
            "`MessageSendValidator.findings(params)` with `PartPolicy.DEFAULT` over core's `JsonValue` (read by"
                + " `JsonReader.standard()` in the setup): the PARAMS verdict: types, required members, the `kind`"
                + " discriminators, role, non-empty parts, bytes xor uri, canonical padded Base64 (every char, the"
                + " padding and the pad bits; the decoded length), the part limit and unknown members as advisories."
                + " A text or data part whose source is at most a third of the limit in chars cannot exceed it (a char"
                + " is at most 3 UTF-8 bytes), so its bytes are not counted for the verdict alone"});
        CANDIDATES.put("rpcgateCheck", new String[] {"rpcgate check (reference)",
            "`MessageSendValidator.check(params)`: the same verdict plus a summary of every part (counted bytes,"
                + " previews: the first chars of the text, the data as pretty JSON, the first 32 decoded bytes in"
                + " hex) and the typed `MessageSendParams`; not a target row"});
        CANDIDATES.put(NETWORKNT, new String[] {"networknt JSON Schema",
            "networknt json-schema-validator 2.0.8 (draft-07) against `MessageSendParams` of the official"
                + " `../shared/testdata/a2a/a2a.json` (read in place, its root pointed at the definition as the"
                + " schema-agreement test does), compiled once, over a jackson-databind tree of the params read in the"
                + " setup; the schema states no Base64 rule, no part limit and no non-empty parts"});
        CANDIDATES.put(OURS_V1, new String[] {"rpcgate v1.0 paramsFindings",
            "`V1Validator.paramsFindings(SEND_MESSAGE, params)` with `V1Policy.DEFAULT` on the v1.0 request, over"
                + " core's `JsonValue`: the PARAMS verdict from the compiled table of the proto's messages: types,"
                + " REQUIRED fields, enum names, exactly one of text/raw/url/data per part, non-empty parts, Base64"
                + " (alphabet, padding, pad bits; the decoded length), the part limit, unknown fields as errors"});
        CANDIDATES.put(NETWORKNT_V1, new String[] {"networknt v1.0 JSON Schema",
            "networknt json-schema-validator 2.0.8 (2020-12) against `SendMessageRequest` of the schema bundle"
                + " generated from the v1.0 proto (`../shared/testdata/a2a/v1.0/a2a.json`, read in place, its"
                + " file-name `$ref`s pointed at its own definitions in memory), compiled once, over a jackson-databind"
                + " tree of the v1.0 params; the bundle states no required fields, no oneof, no minItems and no"
                + " part limit"});
    }

    /** The networknt row each candidate's "× networknt" divides by: the same protocol version's. */
    private static String baseline(String method) {
        return method.endsWith("V1") ? NETWORKNT_V1 : NETWORKNT;
    }

    /** One measured benchmark: its method and JMH's numbers. */
    private record Row(String method, JmhResults.Score jmh) {
    }

    private A2aValidation() {
    }

    /** Prints the section for the {@code A2aBench} results in {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        JmhResults.printSection(args, "A2aValidation", BENCH_CLASS, A2aValidation::render);
    }

    /** Appends the section after a blank line when {@code results} holds any {@code A2aBench} result. */
    static void append(List<JsonNode> results, StringBuilder md) {
        JmhResults.append(results, md, A2aValidation::render);
    }

    static void render(List<JsonNode> results, StringBuilder md) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode b : results) {
            rows.add(new Row(JmhResults.method(b, BENCH_CLASS), JmhResults.Score.of(b)));
        }

        md.append("## A2A message/send\n\n");
        md.append("`A2aBench`: validating the params of one A2A v0.3.0 `message/send` request of three parts, side by"
                + " side with a JSON Schema validator on the official schema, and of the same request in v1.0 form"
                + " (`SendMessage`) side by side with the same validator on the schema bundle generated from the v1.0"
                + " proto. Every candidate gets the params already parsed into its own tree in the setup, so only"
                + " validation is timed.\n\n");
        md.append("The request (`rpcgate-bench/src/main/resources/").append(A2aBench.REQUEST).append("`, ")
                .append(String.format(Locale.ROOT, "%,d",
                        A2aBench.requestText().getBytes(StandardCharsets.UTF_8).length))
                .append(" bytes): a text part of about 2 KB (some non-ASCII), a file part whose `bytes` are 2,048"
                        + " characters of canonical Base64 (1,536 bytes), and a data part of 60 members (about"
                        + " 1.5 KB of compact JSON), plus a `configuration`. The v1.0 request (`rpcgate-bench/src/main/"
                        + "resources/").append(A2aBench.REQUEST_V1).append("`, ")
                .append(String.format(Locale.ROOT, "%,d",
                        A2aBench.requestTextV1().getBytes(StandardCharsets.UTF_8).length))
                .append(" bytes) is the same request in ProtoJSON: no `kind`s, `ROLE_USER`, the file as a `raw`"
                        + " part with `filename` and `mediaType`, `returnImmediately` for `blocking`.\n\n");
        md.append("The setup of every run proves that each candidate accepts the request without a finding (and that"
                + " `check` summarizes three parts) and rejects each of its broken variants (")
                .append(String.join(", ", A2aBench.BROKEN.stream().map(ContractInputs.Broken::what).toList()))
                .append("; for v1.0: ")
                .append(String.join(", ", A2aBench.BROKEN_V1.stream().map(ContractInputs.Broken::what).toList()))
                .append(") — shape faults the schema states too; canonical Base64 and the part limit are beyond"
                        + " it — so no candidate is timing an error path.\n\n");
        JmhResults.candidates(CANDIDATES, "A2aBench", md);
        if (!results.isEmpty()) {
            md.append('\n');
            JmhResults.settings(results.get(0), md);
            md.append(". ± is JMH's 99.9% confidence half-width; µs/op is 10⁶ / ops/s; \"× networknt\""
                            + " divides by the ops/s of networknt on the same version's schema.\n");
        }
        md.append('\n');
        if (rows.isEmpty()) {
            md.append("No `A2aBench` results in this run.\n");
            return;
        }

        boolean gc = rows.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        md.append("| A2A | candidate | ops/s | ± | µs/op |").append(gc ? " B/op |" : "").append(" × networknt |\n");
        md.append("|---|---|---:|---:|---:|").append(gc ? "---:|" : "").append("---:|\n");
        List<String> order = new ArrayList<>(CANDIDATES.keySet());
        rows.stream().map(Row::method).filter(m -> !order.contains(m)).forEach(order::add);
        for (String method : order) {
            Row r = find(rows, method);
            if (r == null) {
                continue;
            }
            Row schema = find(rows, baseline(method));
            String label = JmhResults.label(CANDIDATES, method);
            JmhResults.Score s = r.jmh();
            md.append("| ").append(method.endsWith("V1") ? "1.0" : "0.3.0")
                    .append(" | ").append(method.equals(OURS) || method.equals(OURS_V1) ? "**" + label + "**" : label)
                    .append(" | ").append(Report.num(s.score(), "ops/s"))
                    .append(" | ").append(Double.isFinite(s.error()) ? Report.num(s.error(), "ops/s") : "—")
                    .append(" | ").append(s.score() > 0 ? String.format(Locale.ROOT, "%,.2f", 1e6 / s.score()) : "—");
            if (gc) {
                md.append(" | ").append(JmhResults.bytes(s.bytesPerOp()));
            }
            md.append(" | ").append(schema == null || !(schema.jmh().score() > 0) ? "—"
                    : String.format(Locale.ROOT, "%.2f", s.score() / schema.jmh().score())).append(" |\n");
        }
        md.append('\n');

        md.append("### A2A target\n\n");
        md.append("Target: rpcgate's verdict at least 3× networknt on the schema of the same protocol version,"
                + " for v0.3.0 `message/send` (`findings`) and for v1.0 `SendMessage` (`paramsFindings`). The ratio is"
                + " same-run; the range in brackets divides the ends of the two 99.9% confidence intervals, so when it"
                + " straddles the target the verdict is within this run's noise. The ratio of the per-iteration"
                + " medians is shown too; the verdict uses JMH's scores (means).\n\n");
        md.append("| target | rpcgate ops/s | networknt ops/s | ratio [range] | ratio of medians | verdict |\n"
                + "|---|---:|---:|---:|---:|---|\n");
        List<String> shortfalls = new ArrayList<>();
        int measured = 0;
        for (String[] target : new String[][] {{OURS, NETWORKNT, "v0.3.0"}, {OURS_V1, NETWORKNT_V1, "v1.0"}}) {
            Row a = find(rows, target[0]);
            Row b = find(rows, target[1]);
            md.append("| ").append(target[2]).append(": ≥ 3× ").append(CANDIDATES.get(target[1])[0]).append(" | ");
            if (a == null || b == null) {
                md.append("— | — | — | — | NOT MEASURED |\n");
                continue;
            }
            measured++;
            JmhResults.Check check = JmhResults.Check.of(a.jmh(), b.jmh(), TARGET, false);
            md.append(Report.num(a.jmh().score(), "ops/s")).append(" | ")
                    .append(Report.num(b.jmh().score(), "ops/s")).append(" | ").append(check.cells()).append(" |\n");
            if (!check.ok()) {
                shortfalls.add(String.format(Locale.ROOT, "%s: %s runs %s ops/s, %.2f× %s (%s ops/s); the target"
                        + " is 3×.", target[2], CANDIDATES.get(target[0])[0], Report.num(a.jmh().score(), "ops/s"),
                        check.ratio(), CANDIDATES.get(target[1])[0], Report.num(b.jmh().score(), "ops/s")));
            }
        }
        md.append('\n');
        JmhResults.shortfalls(shortfalls, measured, 2, md);
    }

    private static Row find(List<Row> rows, String method) {
        return JmhResults.find(rows, Row::method, method);
    }
}

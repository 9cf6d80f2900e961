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
 * ops/s per candidate, allocation when {@code -prof gc} ran, the ratio to networknt, and the target
 * (rpcgate's {@code findings} at least 3× networknt on the official schema) marked MET or NOT MET.
 *
 * <p>{@link Report} calls {@link #render}; {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.A2aValidation
 * RESULTS.json} prints the section alone (for appending to a report of another run).
 */
final class A2aValidation {
    static final String BENCH_CLASS = A2aBench.class.getName();
    private static final String OURS = "rpcgate";
    private static final String NETWORKNT = "networknt";
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
                + " side with a JSON Schema validator on the official schema. Every candidate gets the params already"
                + " parsed into its own tree in the setup, so only validation is timed.\n\n");
        md.append("The request (`rpcgate-bench/src/main/resources/").append(A2aBench.REQUEST).append("`, ")
                .append(String.format(Locale.ROOT, "%,d",
                        A2aBench.requestText().getBytes(StandardCharsets.UTF_8).length))
                .append(" bytes): a text part of about 2 KB (some non-ASCII), a file part whose `bytes` are 2,048"
                        + " characters of canonical Base64 (1,536 bytes), and a data part of 60 members (about"
                        + " 1.5 KB of compact JSON), plus a `configuration`.\n\n");
        md.append("The setup of every run proves that each candidate accepts the request without a finding (and that"
                + " `check` summarizes three parts) and rejects each of its broken variants (")
                .append(String.join(", ", A2aBench.BROKEN.stream().map(ContractInputs.Broken::what).toList()))
                .append(") — shape faults the schema states too; canonical Base64 and the part limit are beyond"
                        + " it — so no candidate is timing an error path.\n\n");
        JmhResults.candidates(CANDIDATES, "A2aBench", md);
        if (!results.isEmpty()) {
            md.append('\n');
            JmhResults.settings(results.get(0), md);
            md.append(". ± is JMH's 99.9% confidence half-width; µs/op is 10⁶ / ops/s; \"× networknt\""
                            + " divides by networknt's ops/s.\n");
        }
        md.append('\n');
        if (rows.isEmpty()) {
            md.append("No `A2aBench` results in this run.\n");
            return;
        }

        boolean gc = rows.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        Row schema = find(rows, NETWORKNT);
        md.append("| candidate | ops/s | ± | µs/op |").append(gc ? " B/op |" : "").append(" × networknt |\n");
        md.append("|---|---:|---:|---:|").append(gc ? "---:|" : "").append("---:|\n");
        List<String> order = new ArrayList<>(CANDIDATES.keySet());
        rows.stream().map(Row::method).filter(m -> !order.contains(m)).forEach(order::add);
        for (String method : order) {
            Row r = find(rows, method);
            if (r == null) {
                continue;
            }
            String label = JmhResults.label(CANDIDATES, method);
            JmhResults.Score s = r.jmh();
            md.append("| ").append(method.equals(OURS) ? "**" + label + "**" : label)
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
        md.append("From the issue: rpcgate's `findings` at least 3× networknt on the official schema. The ratio is"
                + " same-run; the range in brackets divides the ends of the two 99.9% confidence intervals, so when it"
                + " straddles the target the verdict is within this run's noise. The ratio of the per-iteration"
                + " medians is shown too; the verdict uses JMH's scores (means).\n\n");
        md.append("| target | rpcgate ops/s | networknt ops/s | ratio [range] | ratio of medians | verdict |\n"
                + "|---|---:|---:|---:|---:|---|\n");
        md.append("| ≥ 3× ").append(CANDIDATES.get(NETWORKNT)[0]).append(" | ");
        Row a = find(rows, OURS);
        if (a == null || schema == null) {
            md.append("— | — | — | — | NOT MEASURED |\n\nThe target could not be checked: this run did not measure"
                    + " both rpcgate findings and networknt.\n");
            return;
        }
        JmhResults.Check check = JmhResults.Check.of(a.jmh(), schema.jmh(), TARGET, false);
        md.append(Report.num(a.jmh().score(), "ops/s")).append(" | ")
                .append(Report.num(schema.jmh().score(), "ops/s")).append(" | ").append(check.cells()).append(" |\n\n");
        if (check.ok()) {
            md.append("The target is met in this run.\n");
        } else {
            md.append(String.format(Locale.ROOT, "**Where rpcgate falls short.** rpcgate findings runs %s ops/s,"
                    + " %.2f× networknt (%s ops/s); the target is 3×.%n", Report.num(a.jmh().score(), "ops/s"),
                    check.ratio(), Report.num(schema.jmh().score(), "ops/s")));
        }
    }

    private static Row find(List<Row> rows, String method) {
        return JmhResults.find(rows, Row::method, method);
    }
}

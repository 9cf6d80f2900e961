package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The "Contracts" section of {@code docs/performance.md}, from the {@link ContractBench} results of a JMH JSON file:
 * ops/s per candidate and input, allocation when {@code -prof gc} ran, ratios to smithy-model's
 * {@code NodeValidationVisitor} and to networknt, and the targets (rpcgate's {@code validateJson} at least 5×
 * the faster Smithy row and at least 3× networknt, on every input) marked MET or NOT MET.
 *
 * <p>{@link Report} calls {@link #render}; {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.Contracts
 * RESULTS.json} prints the section alone (for appending to a report of another run).
 */
final class Contracts {
    static final String BENCH_CLASS = ContractBench.class.getName();
    private static final String OURS = "rpcgate";
    private static final String SMITHY = "smithyNodeValidation";
    private static final String SMITHY_REUSED = "smithyReusedVisitor";
    private static final String NETWORKNT = "networknt";
    private static final String SMITHY_BEST = "smithy";

    /** Candidate method name -> label and one-line description, in table order. */
    private static final Map<String, String[]> CANDIDATES = new LinkedHashMap<>();

    static {
        CANDIDATES.put(OURS, new String[] {"rpcgate validateJson",
            "`PreparedService.validateJson(value)` over core's `JsonValue` (read by `JsonReader.standard()` in the"
                + " setup): the nesting bound over the whole value, the envelope, the method look-up and the params"
                + " against the contract compiled at preparation (default policy: unknown members rejected)"});
        CANDIDATES.put("rpcgateText", new String[] {"rpcgate validateRequest (reference)",
            "`PreparedService.validateRequest(text)`: the strict bounded parse of the `String` plus the checks"
                + " above; not a target row"});
        CANDIDATES.put(SMITHY, new String[] {"Smithy NodeValidationVisitor",
            "smithy-model 1.73.0: `NodeValidationVisitor.builder().model(model).value(params).build()` per call,"
                + " then `inputStructure.accept(visitor)`; the params `Node` (`Node.parse` of the request, then its"
                + " `params` member) and the operation's input structure are found in the setup, so this row checks"
                + " less than rpcgate: no envelope, no method look-up"});
        CANDIDATES.put(SMITHY_REUSED, new String[] {"Smithy visitor, reused",
            "the same, with one visitor per thread built in the setup and pointed at the params with `setValue`"
                + " before each `accept` (the cheapest correct use of the API: a visitor is mutable, not"
                + " thread-safe)"});
        CANDIDATES.put(NETWORKNT, new String[] {"networknt JSON Schema",
            "networknt json-schema-validator 2.0.8 (draft 2020-12, format assertions on) against the hand-written"
                + " JSON Schema of the whole request beside the model (`const` jsonrpc and method, id types, and the"
                + " params with the same required members, types, ranges, lengths, patterns, enums and"
                + " `additionalProperties: false`), compiled once, over a jackson-databind tree read in the setup"});
    }

    /** The targets: rpcgate / other >= factor on every input. */
    private record Target(String versus, double factor) {
    }

    private static final List<Target> TARGETS = List.of(new Target(SMITHY_BEST, 5.0), new Target(NETWORKNT, 3.0));

    /** One measured benchmark: its method and input, and JMH's numbers. */
    private record Row(String method, String input, JmhResults.Score jmh) {
    }

    private Contracts() {
    }

    /** Prints the section for the {@code ContractBench} results in {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        JmhResults.printSection(args, "Contracts", BENCH_CLASS, Contracts::render);
    }

    static void render(List<JsonNode> results, StringBuilder md) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode b : results) {
            rows.add(new Row(JmhResults.method(b, BENCH_CLASS), b.path("params").path("input").asText(""),
                    JmhResults.Score.of(b)));
        }

        md.append("## Contracts\n\n");
        md.append("`ContractBench`: checking one JSON-RPC request against a Smithy contract, side by side with"
                + " smithy-model's own node validation and with a JSON Schema validator. Every candidate gets the"
                + " request already parsed into its own tree in the setup, so only validation is timed (the"
                + " `validateRequest` row adds rpcgate's parse, for reference).\n\n");
        md.append("| input | bytes | model | request |\n|---|---:|---|---|\n");
        for (ContractInputs i : ContractInputs.values()) {
            md.append("| `").append(i.key()).append("` | ")
                    .append(String.format(Locale.ROOT, "%,d", i.requestText().getBytes(StandardCharsets.UTF_8).length))
                    .append(" | ").append(i.modelFile()).append(" | ").append(i.description())
                    .append(" (`rpcgate-bench/src/main/resources/").append(i.request()).append("`, schema `")
                    .append(i.schema().substring(i.schema().lastIndexOf('/') + 1)).append("`) |\n");
        }
        md.append("\nThe setup of every run proves that each candidate accepts each request without a finding and"
                + " rejects each of its broken variants (");
        List<String> broken = new ArrayList<>();
        for (ContractInputs i : ContractInputs.values()) {
            broken.add("`" + i.key() + "`: " + String.join(", ", i.broken().stream().map(ContractInputs.Broken::what)
                    .toList()));
        }
        md.append(String.join("; ", broken)).append(") — so no candidate is timing an error path, and the contracts"
                + " agree on those cases.\n\n");
        JmhResults.candidates(CANDIDATES, "ContractBench", md);
        if (!results.isEmpty()) {
            md.append('\n');
            JmhResults.settings(results.get(0), md);
            md.append(". ± is JMH's 99.9% confidence half-width; µs/op is 10⁶ / ops/s; \"× Smithy\" divides by"
                            + " the faster of the two Smithy rows on the same input, \"× networknt\" by networknt's.\n");
        }
        md.append('\n');
        if (rows.isEmpty()) {
            md.append("No `ContractBench` results in this run.\n");
            return;
        }

        boolean gc = rows.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        Set<String> inputs = new LinkedHashSet<>(ContractInputs.keys());
        rows.forEach(r -> inputs.add(r.input()));
        for (String input : inputs) {
            List<Row> in = rows.stream().filter(r -> r.input().equals(input)).toList();
            if (in.isEmpty()) {
                continue;
            }
            md.append("### `").append(input).append("`\n\n| candidate | ops/s | ± | µs/op |").append(gc ? " B/op |" : "")
                    .append(" × Smithy | × networknt |\n");
            md.append("|---|---:|---:|---:|").append(gc ? "---:|" : "").append("---:|---:|\n");
            Row smithy = find(in, SMITHY_BEST);
            Row schema = find(in, NETWORKNT);
            List<String> order = new ArrayList<>(CANDIDATES.keySet());
            in.stream().map(Row::method).filter(m -> !order.contains(m)).forEach(order::add);
            for (String method : order) {
                Row r = find(in, method);
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
                md.append(" | ").append(ratio(r, smithy)).append(" | ").append(ratio(r, schema)).append(" |\n");
            }
            md.append('\n');
        }

        md.append("### Contract targets\n\n");
        md.append("Target: rpcgate's `validateJson` at least 5× smithy-model's `NodeValidationVisitor` (the"
                + " faster of its two rows) and at least 3× networknt on the same input. Ratios are same-run; the range"
                + " in brackets divides the ends of the two 99.9% confidence intervals, so when it straddles the target"
                + " the verdict is within this run's noise. The ratio of the per-iteration medians is shown too; the"
                + " verdict uses JMH's scores (means).\n\n");
        md.append("| target | input | rpcgate ops/s | other ops/s | ratio [range] | ratio of medians | verdict |\n"
                + "|---|---|---:|---:|---:|---:|---|\n");
        List<String> shortfalls = new ArrayList<>();
        int measured = 0;
        int checks = 0;
        for (Target t : TARGETS) {
            for (String input : inputs) {
                checks++;
                List<Row> in = rows.stream().filter(r -> r.input().equals(input)).toList();
                Row a = find(in, OURS);
                Row b = find(in, t.versus());
                md.append("| ≥ ").append(JmhResults.factor(t.factor())).append(' ').append(label(b, t.versus())).append(" | `")
                        .append(input).append("` | ");
                if (a == null || b == null) {
                    md.append("— | — | — | — | NOT MEASURED |\n");
                    continue;
                }
                measured++;
                JmhResults.Check check = JmhResults.Check.of(a.jmh(), b.jmh(), t.factor(), false);
                md.append(Report.num(a.jmh().score(), "ops/s")).append(" | ")
                        .append(Report.num(b.jmh().score(), "ops/s")).append(" | ").append(check.cells())
                        .append(" |\n");
                if (!check.ok()) {
                    shortfalls.add(String.format(Locale.ROOT,
                            "On `%s` rpcgate validateJson runs %s ops/s, %.2f× %s (%s ops/s); the target is %s.",
                            input, Report.num(a.jmh().score(), "ops/s"), check.ratio(), label(b, t.versus()),
                            Report.num(b.jmh().score(), "ops/s"), JmhResults.factor(t.factor())));
                }
            }
        }
        md.append('\n');
        JmhResults.shortfalls(shortfalls, measured, checks, md);
    }

    /** The row of {@code method}; for {@link #SMITHY_BEST}, the faster of the two Smithy rows. */
    private static Row find(List<Row> rows, String method) {
        if (method.equals(SMITHY_BEST)) {
            Row fresh = find(rows, SMITHY);
            Row reused = find(rows, SMITHY_REUSED);
            if (fresh == null || reused == null) {
                return fresh == null ? reused : fresh;
            }
            return reused.jmh().score() > fresh.jmh().score() ? reused : fresh;
        }
        return JmhResults.find(rows, Row::method, method);
    }

    private static String label(Row r, String method) {
        return JmhResults.label(CANDIDATES, r != null ? r.method() : method.equals(SMITHY_BEST) ? SMITHY : method);
    }

    private static String ratio(Row r, Row base) {
        if (base == null || !(base.jmh().score() > 0)) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.2f", r.jmh().score() / base.jmh().score());
    }
}

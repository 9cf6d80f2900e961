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

    /** One measured benchmark. */
    private record Row(String method, String input, double score, double error, double low, double high,
                       double median, Double bytesPerOp) {
        boolean hasInterval() {
            return Double.isFinite(low) && Double.isFinite(high);
        }
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
            JmhResults.Score s = JmhResults.Score.of(b);
            rows.add(new Row(JmhResults.method(b, BENCH_CLASS), b.path("params").path("input").asText(""), s.score(),
                    s.error(), s.low(), s.high(), s.median(), s.bytesPerOp()));
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

        boolean gc = rows.stream().anyMatch(r -> r.bytesPerOp() != null);
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
                String label = CANDIDATES.containsKey(method) ? CANDIDATES.get(method)[0] : "`" + method + "`";
                md.append("| ").append(method.equals(OURS) ? "**" + label + "**" : label)
                        .append(" | ").append(Report.num(r.score(), "ops/s"))
                        .append(" | ").append(Double.isFinite(r.error()) ? Report.num(r.error(), "ops/s") : "—")
                        .append(" | ").append(r.score() > 0 ? String.format(Locale.ROOT, "%,.2f", 1e6 / r.score()) : "—");
                if (gc) {
                    md.append(" | ").append(r.bytesPerOp() == null ? "—"
                            : String.format(Locale.ROOT, "%,.0f", r.bytesPerOp()));
                }
                md.append(" | ").append(ratio(r, smithy)).append(" | ").append(ratio(r, schema)).append(" |\n");
            }
            md.append('\n');
        }

        md.append("### Contract targets\n\n");
        md.append("From the issue: rpcgate's `validateJson` at least 5× smithy-model's `NodeValidationVisitor` (the"
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
                md.append("| ≥ ").append(factor(t.factor())).append(' ').append(label(b, t.versus())).append(" | `")
                        .append(input).append("` | ");
                if (a == null || b == null) {
                    md.append("— | — | — | — | NOT MEASURED |\n");
                    continue;
                }
                measured++;
                double ratio = a.score() / b.score();
                boolean ok = ratio >= t.factor();
                String range = "";
                String note = "";
                if (a.hasInterval() && b.hasInterval()) {
                    // an interval can reach below zero when an iteration was badly disturbed: clamp, and say "∞"
                    double lo = Math.max(0, a.low()) / b.high();
                    double hi = b.low() > 0 ? a.high() / b.low() : Double.POSITIVE_INFINITY;
                    range = String.format(Locale.ROOT, " [%.2f–%s]", lo,
                            Double.isInfinite(hi) ? "∞" : String.format(Locale.ROOT, "%.2f", hi));
                    if (ok ? lo < t.factor() : hi >= t.factor()) {
                        note = " (within noise)";
                    }
                }
                double medianRatio = a.median() / b.median();
                if (Double.isFinite(medianRatio) && medianRatio >= t.factor() != ok) {
                    note += ok ? " (not by medians)" : " (met by medians)";
                }
                md.append(Report.num(a.score(), "ops/s")).append(" | ").append(Report.num(b.score(), "ops/s"))
                        .append(" | ").append(String.format(Locale.ROOT, "%.2f×", ratio)).append(range).append(" | ")
                        .append(Double.isFinite(medianRatio) ? String.format(Locale.ROOT, "%.2f×", medianRatio) : "—")
                        .append(" | ").append(ok ? "**MET**" : "**NOT MET**").append(note).append(" |\n");
                if (!ok) {
                    shortfalls.add(String.format(Locale.ROOT,
                            "On `%s` rpcgate validateJson runs %s ops/s, %.2f× %s (%s ops/s); the target is %s.",
                            input, Report.num(a.score(), "ops/s"), ratio, label(b, t.versus()),
                            Report.num(b.score(), "ops/s"), factor(t.factor())));
                }
            }
        }
        md.append('\n');
        if (measured == 0) {
            md.append("No target could be checked: this run did not measure rpcgate and the candidates it is compared"
                    + " with.\n");
        } else if (shortfalls.isEmpty()) {
            md.append(measured == checks ? "Every target is met in this run.\n"
                    : "Every measured target is met in this run; the others were not measured.\n");
        } else {
            md.append("**Where rpcgate falls short.** ").append(shortfalls.size()).append(" of ").append(measured)
                    .append(" measured targets are not met in this run.\n\n");
            for (String s : shortfalls) {
                md.append("- ").append(s).append('\n');
            }
        }
    }

    /** The row of {@code method}; for {@link #SMITHY_BEST}, the faster of the two Smithy rows. */
    private static Row find(List<Row> rows, String method) {
        if (method.equals(SMITHY_BEST)) {
            Row fresh = find(rows, SMITHY);
            Row reused = find(rows, SMITHY_REUSED);
            if (fresh == null || reused == null) {
                return fresh == null ? reused : fresh;
            }
            return reused.score() > fresh.score() ? reused : fresh;
        }
        for (Row r : rows) {
            if (r.method().equals(method)) {
                return r;
            }
        }
        return null;
    }

    private static String label(Row r, String method) {
        String key = r != null ? r.method() : method.equals(SMITHY_BEST) ? SMITHY : method;
        return CANDIDATES.containsKey(key) ? CANDIDATES.get(key)[0] : "`" + key + "`";
    }

    private static String ratio(Row r, Row base) {
        if (base == null || !(base.score() > 0)) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.2f", r.score() / base.score());
    }

    private static String factor(double f) {
        return f == Math.rint(f) ? String.format(Locale.ROOT, "%.0f×", f) : String.format(Locale.ROOT, "%.1f×", f);
    }
}

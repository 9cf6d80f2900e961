package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/** Reading JMH's JSON results: one benchmark class's entries, and the numbers every report section uses. */
final class JmhResults {
    private JmhResults() {
    }

    /**
     * A throughput result's numbers.
     *
     * @param score      JMH's score (mean)
     * @param error      its error (half the 99.9% interval)
     * @param low        the interval's low end, or NaN when JMH gives none
     * @param high       the interval's high end, or NaN
     * @param median     the median of the per-iteration values
     * @param bytesPerOp {@code gc.alloc.rate.norm} when {@code -prof gc} ran, else {@code null}
     */
    record Score(double score, double error, double low, double high, double median, Double bytesPerOp) {
        static Score of(JsonNode benchmark) {
            JsonNode pm = benchmark.path("primaryMetric");
            double low = Double.NaN;
            double high = Double.NaN;
            JsonNode ci = pm.path("scoreConfidence");
            if (ci.isArray() && ci.size() == 2) {
                low = Report.number(ci.get(0));
                high = Report.number(ci.get(1));
            }
            return new Score(Report.number(pm.path("score")), Report.number(pm.path("scoreError")), low, high,
                    Report.median(pm.path("rawData")), JmhResults.bytesPerOp(benchmark));
        }
    }

    /** The benchmark's method name, without its class. */
    static String method(JsonNode benchmark, String benchClass) {
        return benchmark.path("benchmark").asText().substring(benchClass.length() + 1);
    }

    /** {@code gc.alloc.rate.norm} of a result when {@code -prof gc} ran, else {@code null}. */
    static Double bytesPerOp(JsonNode benchmark) {
        for (Map.Entry<String, JsonNode> e : benchmark.path("secondaryMetrics").properties()) {
            if (e.getKey().endsWith("gc.alloc.rate.norm")) {
                double v = Report.number(e.getValue().path("score"));
                return Double.isFinite(v) ? v : null;
            }
        }
        return null;
    }

    /** The entries of one benchmark class in a results file. */
    static List<JsonNode> of(Path results, String benchClass) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode b : new ObjectMapper().readTree(results.toFile())) {
            if (b.path("benchmark").asText("").startsWith(benchClass + ".")) {
                out.add(b);
            }
        }
        return out;
    }

    /** A section's {@code main}: prints the section rendered from the class's results in {@code args[0]}. */
    static void printSection(String[] args, String section, String benchClass,
                             BiConsumer<List<JsonNode>, StringBuilder> render) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: " + section + " RESULTS.json");
            System.exit(2);
        }
        StringBuilder md = new StringBuilder();
        render.accept(of(Path.of(args[0]), benchClass), md);
        System.out.print(md);
    }

    /**
     * Appends "Settings: N fork(s), … JVM arguments …" from one result of the run; the caller ends the sentence
     * with what its columns mean.
     */
    static void settings(JsonNode result, StringBuilder md) {
        List<String> jvmArgs = new ArrayList<>();
        result.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
        md.append("Settings: ").append(result.path("forks").asInt()).append(" fork(s), ")
                .append(result.path("threads").asInt()).append(" thread(s), warmup ")
                .append(result.path("warmupIterations").asInt()).append(" × ")
                .append(result.path("warmupTime").asText("?")).append(", measurement ")
                .append(result.path("measurementIterations").asInt()).append(" × ")
                .append(result.path("measurementTime").asText("?")).append(", JVM arguments ")
                .append(jvmArgs.isEmpty() ? "none" : "`" + String.join(" ", jvmArgs) + "`");
    }

    /** Appends the candidate list: "- **label** (`Bench.method`): description." per candidate, in map order. */
    static void candidates(Map<String, String[]> candidates, String benchName, StringBuilder md) {
        for (Map.Entry<String, String[]> c : candidates.entrySet()) {
            md.append("- **").append(c.getValue()[0]).append("** (`").append(benchName).append('.')
                    .append(c.getKey()).append("`): ").append(c.getValue()[1]).append(".\n");
        }
    }

    /** Appends a section after a blank line when the run measured its class. */
    static void append(List<JsonNode> results, StringBuilder md, BiConsumer<List<JsonNode>, StringBuilder> render) {
        if (!results.isEmpty()) {
            md.append('\n');
            render.accept(results, md);
        }
    }
}

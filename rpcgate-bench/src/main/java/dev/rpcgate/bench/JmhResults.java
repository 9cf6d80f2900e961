package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

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

        /** Whether JMH gave a confidence interval (both ends finite). */
        boolean hasInterval() {
            return Double.isFinite(low) && Double.isFinite(high);
        }
    }

    /**
     * A target check of {@code ours / theirs} against a factor, by JMH's scores (means), with the range from the ends
     * of the two 99.9% confidence intervals and the ratio of the per-iteration medians.
     *
     * @param ratio       ours / theirs
     * @param ok          whether the ratio meets the target
     * @param range       " [lo–hi]", or "" when either score has no interval
     * @param noise       " (within noise)" when the range straddles the target, else ""
     * @param byMedians   " (not by medians)" or " (met by medians)" when the ratio of medians disagrees with the
     *                    verdict, else ""
     * @param medianRatio the ratio of the medians, NaN when either has none
     */
    record Check(double ratio, boolean ok, String range, String noise, String byMedians, double medianRatio) {
        /** Checks {@code ours / theirs >= factor}, or {@code > factor} when {@code strict}. */
        static Check of(Score ours, Score theirs, double factor, boolean strict) {
            double ratio = ours.score() / theirs.score();
            boolean ok = meets(ratio, factor, strict);
            String range = "";
            String noise = "";
            if (ours.hasInterval() && theirs.hasInterval()) {
                // an interval can reach below zero when an iteration was badly disturbed: clamp, and say "∞"
                double lo = Math.max(0, ours.low()) / theirs.high();
                double hi = theirs.low() > 0 ? ours.high() / theirs.low() : Double.POSITIVE_INFINITY;
                range = String.format(Locale.ROOT, " [%.2f–%s]", lo,
                        Double.isInfinite(hi) ? "∞" : String.format(Locale.ROOT, "%.2f", hi));
                if (ok ? lo < factor : hi >= factor) {
                    noise = " (within noise)";
                }
            }
            double medianRatio = ours.median() / theirs.median();
            String byMedians = "";
            if (Double.isFinite(medianRatio) && meets(medianRatio, factor, strict) != ok) {
                byMedians = ok ? " (not by medians)" : " (met by medians)";
            }
            return new Check(ratio, ok, range, noise, byMedians, medianRatio);
        }

        private static boolean meets(double ratio, double factor, boolean strict) {
            return strict ? ratio > factor : ratio >= factor;
        }

        /** The "ratio [range]" cell: "1.23× [1.10–1.40]". */
        String ratioAndRange() {
            return String.format(Locale.ROOT, "%.2f×", ratio) + range;
        }

        /** The "ratio of medians" cell: "1.23×", or "—". */
        String medians() {
            return Double.isFinite(medianRatio) ? String.format(Locale.ROOT, "%.2f×", medianRatio) : "—";
        }

        /** The "ratio [range] | ratio of medians | verdict" cells, verdict with both notes, without outer bars. */
        String cells() {
            return ratioAndRange() + " | " + medians() + " | " + (ok ? "**MET**" : "**NOT MET**") + noise + byMedians;
        }
    }

    /** The first row whose key is {@code key}, or {@code null}. */
    static <R> R find(List<R> rows, Function<R, String> keyOf, String key) {
        for (R r : rows) {
            if (keyOf.apply(r).equals(key)) {
                return r;
            }
        }
        return null;
    }

    /** A candidate's label: its entry in {@code candidates}, else the method name in backticks. */
    static String label(Map<String, String[]> candidates, String method) {
        return candidates.containsKey(method) ? candidates.get(method)[0] : "`" + method + "`";
    }

    /** The B/op cell: "1,234", or "—" without {@code -prof gc}. */
    static String bytes(Double bytesPerOp) {
        return bytesPerOp == null ? "—" : String.format(Locale.ROOT, "%,.0f", bytesPerOp);
    }

    /** A target factor: "3×", "0.5×". */
    static String factor(double f) {
        return f == Math.rint(f) ? String.format(Locale.ROOT, "%.0f×", f) : String.format(Locale.ROOT, "%.1f×", f);
    }

    /**
     * Appends the summary under a target table: none checked, all met (of all, or of those measured), or the
     * shortfalls listed.
     */
    static void shortfalls(List<String> shortfalls, int measured, int checks, StringBuilder md) {
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

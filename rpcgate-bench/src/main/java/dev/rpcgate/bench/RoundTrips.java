package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The "Round trips" section of {@code docs/performance.md}, from the {@link RoundTripBench} results of a JMH JSON
 * file: calls per second per candidate and number in flight, the ratio to LSP4J, round-time percentiles, and the
 * issue's target (rpcgate ≥ 2× LSP4J's calls per second at 1 and at 64 in flight) marked MET or NOT MET.
 *
 * <p>{@link Report} calls {@link #render}; {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.RoundTrips
 * RESULTS.json} prints the section alone (for appending to a report of another run).
 */
final class RoundTrips {
    static final String BENCH_CLASS = RoundTripBench.class.getName();
    private static final String OURS = "rpcgate";
    private static final String LSP4J = "lsp4j";
    private static final double TARGET = 2.0;
    private static final Map<String, String> LABELS = Map.of(
            OURS, "rpcgate `Connection` + `NdjsonChannel`",
            LSP4J, "LSP4J 0.24.0 `Launcher` (Content-Length)");

    /** A throughput row: ops/s are rounds of {@code inFlight} calls. */
    private record Row(String candidate, int inFlight, double score, double error, double low, double high,
                       double median, Double bytesPerOp) {
        double calls() {
            return score * inFlight;
        }
    }

    /** A sampled round time, microseconds. */
    private record Sample(String candidate, int inFlight, double p50, double p99, double p999, long count) {
    }

    private RoundTrips() {
    }

    /** Prints the section for the {@code RoundTripBench} results in {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: RoundTrips RESULTS.json");
            System.exit(2);
        }
        List<JsonNode> trips = new ArrayList<>();
        for (JsonNode b : new ObjectMapper().readTree(Path.of(args[0]).toFile())) {
            if (b.path("benchmark").asText("").startsWith(BENCH_CLASS + ".")) {
                trips.add(b);
            }
        }
        StringBuilder md = new StringBuilder();
        render(trips, md);
        System.out.print(md);
    }

    static Double bytesPerOp(JsonNode b) {
        for (Map.Entry<String, JsonNode> e : b.path("secondaryMetrics").properties()) {
            if (e.getKey().endsWith("gc.alloc.rate.norm")) {
                double v = Report.number(e.getValue().path("score"));
                return Double.isFinite(v) ? v : null;
            }
        }
        return null;
    }

    static void render(List<JsonNode> trips, StringBuilder md) {
        List<Row> rows = new ArrayList<>();
        List<Sample> samples = new ArrayList<>();
        JsonNode settings = null;
        for (JsonNode b : trips) {
            String method = b.path("benchmark").asText().substring(BENCH_CLASS.length() + 1);
            int inFlight = b.path("params").path("inFlight").asInt(0);
            JsonNode pm = b.path("primaryMetric");
            if (b.path("mode").asText().equals("sample")) {
                String candidate = method.replace("Latency", "");
                double scale = toMicros(pm.path("scoreUnit").asText("us/op"));
                JsonNode pc = pm.path("scorePercentiles");
                long count = 0;
                for (JsonNode fork : pm.path("rawDataHistogram")) {
                    for (JsonNode it : fork) {
                        for (JsonNode bin : it) {
                            count += bin.path(1).asLong();
                        }
                    }
                }
                samples.add(new Sample(candidate, inFlight, Report.number(pc.path("50.0")) * scale,
                        Report.number(pc.path("99.0")) * scale, Report.number(pc.path("99.9")) * scale, count));
                continue;
            }
            if (settings == null) {
                settings = b;
            }
            double low = Double.NaN;
            double high = Double.NaN;
            JsonNode ci = pm.path("scoreConfidence");
            if (ci.isArray() && ci.size() == 2) {
                low = Report.number(ci.get(0));
                high = Report.number(ci.get(1));
            }
            rows.add(new Row(method, inFlight, Report.number(pm.path("score")), Report.number(pm.path("scoreError")),
                    low, high, Report.median(pm.path("rawData")), bytesPerOp(b)));
        }
        if (settings == null && !trips.isEmpty()) {
            settings = trips.get(0);
        }

        md.append("## Round trips\n\n");
        md.append("`RoundTripBench`: a client and a server in one JVM, joined by two OS pipes"
                + " (`java.nio.channels.Pipe`, one each way, read and written through `Channels.newInputStream`/"
                + "`newOutputStream`, no extra buffering), the same for both candidates. Each uses its normal framing:"
                + " rpcgate newline-delimited JSON (a `Connection` over an `NdjsonChannel` at each end, default"
                + " options: calls served on virtual threads), LSP4J `Content-Length` headers (its jsonrpc `Launcher`"
                + " at each end with a `@JsonRequest` interface; Gson binding to small classes). The method is `add`,"
                + " params `{\"a\":20,\"b\":22}`, result `{\"sum\":42}`; the setup proves one call returns 42."
                + " rpcgate's calls carry a 30 s timeout (the client API's usual form); LSP4J's carry none. One"
                + " operation sends `inFlight` calls at once and awaits them all, so calls/s = ops/s × in flight.\n\n");
        if (settings != null) {
            List<String> jvmArgs = new ArrayList<>();
            settings.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
            md.append("Settings: ").append(settings.path("forks").asInt()).append(" fork(s), ")
                    .append(settings.path("threads").asInt()).append(" thread(s), warmup ")
                    .append(settings.path("warmupIterations").asInt()).append(" × ")
                    .append(settings.path("warmupTime").asText("?")).append(", measurement ")
                    .append(settings.path("measurementIterations").asInt()).append(" × ")
                    .append(settings.path("measurementTime").asText("?")).append(", JVM arguments ")
                    .append(jvmArgs.isEmpty() ? "none" : "`" + String.join(" ", jvmArgs) + "`")
                    .append(". ± is JMH's 99.9% confidence half-width, in calls/s. The p50/p99 columns come from"
                            + " the `…Latency` benchmarks (JMH sample mode) and are the time of one whole round:"
                            + " at 1 in flight that is one call's round trip; at 64 it is the time until the last"
                            + " of the 64 replies arrives, an upper bound on each call's latency in that round. B/call (with"
                            + " `-prof gc`) is the allocation per operation, both peers and all their threads, divided"
                            + " by the calls in it.\n\n");
        }
        if (rows.isEmpty() && samples.isEmpty()) {
            md.append("No `RoundTripBench` results in this run.\n");
            return;
        }
        boolean gc = rows.stream().anyMatch(r -> r.bytesPerOp() != null);
        md.append("| candidate | in flight | calls/s | ± | × LSP4J | round p50 (µs) | round p99 (µs) |")
                .append(gc ? " B/call |" : "").append('\n');
        md.append("|---|---:|---:|---:|---:|---:|---:|").append(gc ? "---:|" : "").append('\n');
        Set<Integer> flights = new LinkedHashSet<>();
        rows.forEach(r -> flights.add(r.inFlight()));
        samples.forEach(s -> flights.add(s.inFlight()));
        List<Integer> sorted = new ArrayList<>(flights);
        sorted.sort(null);
        Set<String> candidates = new LinkedHashSet<>(List.of(OURS, LSP4J));
        rows.forEach(r -> candidates.add(r.candidate()));
        for (int n : sorted) {
            Row base = find(rows, LSP4J, n);
            for (String c : candidates) {
                Row r = find(rows, c, n);
                Sample s = findSample(samples, c, n);
                if (r == null && s == null) {
                    continue;
                }
                String label = LABELS.getOrDefault(c, "`" + c + "`");
                md.append("| ").append(c.equals(OURS) ? "**" + label + "**" : label).append(" | ").append(n)
                        .append(" | ").append(r == null ? "—" : Report.num(r.calls(), "calls/s"))
                        .append(" | ").append(r == null ? "—" : Report.num(r.error() * n, "calls/s"))
                        .append(" | ").append(r == null || base == null || !(base.score() > 0) ? "—"
                                : String.format(Locale.ROOT, "%.2f", r.score() / base.score()))
                        .append(" | ").append(s == null ? "—" : micros(s.p50()))
                        .append(" | ").append(s == null ? "—" : micros(s.p99()));
                if (gc) {
                    md.append(" | ").append(r == null || r.bytesPerOp() == null ? "—"
                            : String.format(Locale.ROOT, "%,.0f", r.bytesPerOp() / n));
                }
                md.append(" |\n");
            }
        }
        md.append('\n');

        md.append("### Target\n\n");
        md.append("From the issue: rpcgate at least 2× LSP4J's round trips per second, at 1 and at 64 in flight;"
                + " p99 at 64 in flight reported (above). The range in brackets divides the ends of the two 99.9%"
                + " confidence intervals; the verdict uses JMH's scores (means).\n\n");
        md.append("| in flight | rpcgate calls/s | LSP4J calls/s | ratio [range] | ratio of medians | verdict |\n"
                + "|---:|---:|---:|---:|---:|---|\n");
        List<String> shortfalls = new ArrayList<>();
        for (int n : List.of(1, 64)) {
            Row a = find(rows, OURS, n);
            Row b = find(rows, LSP4J, n);
            md.append("| ").append(n).append(" | ");
            if (a == null || b == null) {
                md.append("— | — | — | — | NOT MEASURED |\n");
                continue;
            }
            double ratio = a.score() / b.score();
            boolean ok = ratio >= TARGET;
            String range = "";
            String note = "";
            if (Double.isFinite(a.low()) && Double.isFinite(b.high()) && Double.isFinite(a.high())
                    && Double.isFinite(b.low())) {
                double lo = Math.max(0, a.low()) / b.high();
                double hi = b.low() > 0 ? a.high() / b.low() : Double.POSITIVE_INFINITY;
                range = String.format(Locale.ROOT, " [%.2f–%s]", lo,
                        Double.isInfinite(hi) ? "∞" : String.format(Locale.ROOT, "%.2f", hi));
                if (ok ? lo < TARGET : hi >= TARGET) {
                    note = " (within noise)";
                }
            }
            double medianRatio = a.median() / b.median();
            md.append(Report.num(a.calls(), "calls/s")).append(" | ").append(Report.num(b.calls(), "calls/s"))
                    .append(" | ").append(String.format(Locale.ROOT, "%.2f×", ratio)).append(range).append(" | ")
                    .append(Double.isFinite(medianRatio) ? String.format(Locale.ROOT, "%.2f×", medianRatio) : "—")
                    .append(" | ").append(ok ? "**MET**" : "**NOT MET**").append(note).append(" |\n");
            if (!ok) {
                shortfalls.add(String.format(Locale.ROOT, "At %d in flight rpcgate makes %s calls/s, %.2f× LSP4J's"
                        + " %s; the target is 2×.", n, Report.num(a.calls(), ""), ratio, Report.num(b.calls(), "")));
            }
        }
        md.append('\n');
        for (String s : shortfalls) {
            md.append("- ").append(s).append('\n');
        }
        Sample ours64 = findSample(samples, OURS, 64);
        Sample theirs64 = findSample(samples, LSP4J, 64);
        if (ours64 != null) {
            md.append(shortfalls.isEmpty() ? "" : "\n").append("p99 at 64 in flight: rpcgate ")
                    .append(micros(ours64.p99())).append(" µs per round of 64 (p99.9 ").append(micros(ours64.p999()))
                    .append(" µs, ").append(String.format(Locale.ROOT, "%,d", ours64.count())).append(" rounds sampled)");
            if (theirs64 != null) {
                md.append(", LSP4J ").append(micros(theirs64.p99())).append(" µs (p99.9 ")
                        .append(micros(theirs64.p999())).append(" µs, ")
                        .append(String.format(Locale.ROOT, "%,d", theirs64.count())).append(" rounds)");
            }
            md.append(".\n");
        }
    }

    private static double toMicros(String unit) {
        return switch (unit) {
            case "ns/op" -> 1e-3;
            case "ms/op" -> 1e3;
            case "s/op" -> 1e6;
            default -> 1;
        };
    }

    private static String micros(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, v >= 100 ? "%,.0f" : "%,.1f", v) : "—";
    }

    private static Row find(List<Row> rows, String candidate, int inFlight) {
        for (Row r : rows) {
            if (r.candidate().equals(candidate) && r.inFlight() == inFlight) {
                return r;
            }
        }
        return null;
    }

    private static Sample findSample(List<Sample> samples, String candidate, int inFlight) {
        for (Sample s : samples) {
            if (s.candidate().equals(candidate) && s.inFlight() == inFlight) {
                return s;
            }
        }
        return null;
    }
}

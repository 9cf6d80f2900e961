package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The "Round trips" section of {@code docs/performance.md}, from the {@link RoundTripBench} results of a JMH JSON
 * file: calls per second per candidate and number in flight, the ratio to LSP4J, round-time percentiles, the
 * target (rpcgate ≥ 2× LSP4J's calls per second at 1 and at 64 in flight) marked MET or NOT MET, and at 1 in
 * flight the pipe floor ({@code RoundTripBench.pipeFloor…}): how much of each candidate's time per call no JSON-RPC
 * peer on these pipes avoids, and whether 2× LSP4J fits above it.
 *
 * <p>{@link Report} calls {@link #render}; {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.RoundTrips
 * RESULTS.json} prints the section alone (for appending to a report of another run).
 */
final class RoundTrips {
    static final String BENCH_CLASS = RoundTripBench.class.getName();
    private static final String OURS = "rpcgate";
    private static final String LSP4J = "lsp4j";
    private static final String FLOOR = "pipeFloor";
    private static final String HANDOFF = "pipeFloorHandoff";
    private static final String DISPATCH = "pipeFloorDispatch";
    private static final double TARGET = 2.0;
    private static final Map<String, String> LABELS = Map.of(
            OURS, "rpcgate `Connection` + `NdjsonChannel`",
            LSP4J, "LSP4J 0.24.0 `Launcher` (Content-Length)",
            FLOOR, "floor: bare line echo, caller reads its reply",
            HANDOFF, "floor + client reader thread",
            DISPATCH, "floor + client reader + server virtual thread");

    /**
     * A throughput row: JMH's numbers for a candidate and number in flight; ops/s are rounds of {@code inFlight}
     * calls.
     */
    private record Row(String candidate, int inFlight, JmhResults.Score jmh) {
        double calls() {
            return jmh.score() * inFlight;
        }

        /** Mean microseconds per call at 1 in flight (one call per round). */
        double micros() {
            return jmh.score() > 0 ? 1e6 / jmh.score() : Double.NaN;
        }

        /** The slowest mean per call within JMH's interval (from its low end), microseconds. */
        double slowMicros() {
            return jmh.low() > 0 ? 1e6 / jmh.low() : Double.POSITIVE_INFINITY;
        }

        /** The fastest mean per call within JMH's interval (from its high end), microseconds. */
        double fastMicros() {
            return jmh.high() > 0 ? 1e6 / jmh.high() : Double.NaN;
        }
    }

    /** A sampled round time, microseconds. */
    private record Sample(String candidate, int inFlight, double p50, double p99, double p999, long count) {
    }

    private RoundTrips() {
    }

    /** Prints the section for the {@code RoundTripBench} results in {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        JmhResults.printSection(args, "RoundTrips", BENCH_CLASS, RoundTrips::render);
    }

    static void render(List<JsonNode> trips, StringBuilder md) {
        List<Row> rows = new ArrayList<>();
        List<Sample> samples = new ArrayList<>();
        JsonNode settings = null;
        for (JsonNode b : trips) {
            String method = JmhResults.method(b, BENCH_CLASS);
            // the floors take no inFlight: they are one call at a time
            int inFlight = b.path("params").path("inFlight").asInt(method.startsWith(FLOOR) ? 1 : 0);
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
            rows.add(new Row(method, inFlight, JmhResults.Score.of(b)));
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
        md.append("The three floor rows (`pipeFloor…`, 1 in flight only) run over the same two pipes with no JSON at"
                + " all: the client writes the line rpcgate's client writes for a call (65 bytes with its LF) and a"
                + " server thread answers each line with the line rpcgate's server answers (45 bytes); reads block, as"
                + " every stream-based peer's do. **floor: bare line echo** — the calling thread reads its own reply,"
                + " so a round trip wakes just two threads (the server reader, then the caller), the fewest any"
                + " request/reply over blocking pipes can; **+ client reader"
                + " thread** — a client reader thread reads the reply and completes a `CompletableFuture` the caller"
                + " waits on, the structure every client with concurrent calls has (LSP4J's and rpcgate's); **+ server"
                + " virtual thread** — the server reader also hands each request to a new virtual thread that writes"
                + " the reply under a lock, as rpcgate's `Connection` serves calls by default (LSP4J answers on its"
                + " reader thread). Their × LSP4J is the most a peer with that structure could reach.\n\n");
        if (settings != null) {
            JmhResults.settings(settings, md);
            md.append(". ± is JMH's 99.9% confidence half-width, in calls/s. The p50/p99 columns come from"
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
        boolean gc = rows.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        md.append("| candidate | in flight | calls/s | ± | × LSP4J | round p50 (µs) | round p99 (µs) |")
                .append(gc ? " B/call |" : "").append('\n');
        md.append("|---|---:|---:|---:|---:|---:|---:|").append(gc ? "---:|" : "").append('\n');
        Set<Integer> flights = new LinkedHashSet<>();
        rows.forEach(r -> flights.add(r.inFlight()));
        samples.forEach(s -> flights.add(s.inFlight()));
        List<Integer> sorted = new ArrayList<>(flights);
        sorted.sort(null);
        Set<String> candidates = new LinkedHashSet<>(List.of(OURS, LSP4J, FLOOR, HANDOFF, DISPATCH));
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
                        .append(" | ").append(r == null ? "—" : Report.num(r.jmh().error() * n, "calls/s"))
                        .append(" | ").append(r == null || base == null || !(base.jmh().score() > 0) ? "—"
                                : String.format(Locale.ROOT, "%.2f", r.jmh().score() / base.jmh().score()))
                        .append(" | ").append(s == null ? "—" : micros(s.p50()))
                        .append(" | ").append(s == null ? "—" : micros(s.p99()));
                if (gc) {
                    md.append(" | ").append(r == null || r.jmh().bytesPerOp() == null ? "—"
                            : String.format(Locale.ROOT, "%,.0f", r.jmh().bytesPerOp() / n));
                }
                md.append(" |\n");
            }
        }
        md.append('\n');

        md.append("### Target\n\n");
        md.append("Target: rpcgate at least 2× LSP4J's round trips per second, at 1 and at 64 in flight;"
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
            JmhResults.Check check = JmhResults.Check.of(a.jmh(), b.jmh(), TARGET, false);
            // this table notes noise only, not a disagreement of the medians
            md.append(Report.num(a.calls(), "calls/s")).append(" | ").append(Report.num(b.calls(), "calls/s"))
                    .append(" | ").append(check.ratioAndRange()).append(" | ").append(check.medians())
                    .append(" | ").append(check.ok() ? "**MET**" : "**NOT MET**").append(check.noise()).append(" |\n");
            if (!check.ok()) {
                shortfalls.add(String.format(Locale.ROOT, "At %d in flight rpcgate makes %s calls/s, %.2f× LSP4J's"
                        + " %s; the target is 2×.", n, Report.num(a.calls(), ""), check.ratio(),
                        Report.num(b.calls(), "")));
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
        renderFloor(rows, samples, md);
    }

    /**
     * At 1 in flight: each candidate's mean time per call (from its calls/s) split into the floor and the rest, and
     * whether 2× LSP4J (rpcgate's time per call ≤ LSP4J's / 2) is above or below the floors.
     */
    private static void renderFloor(List<Row> rows, List<Sample> samples, StringBuilder md) {
        Row floor = find(rows, FLOOR, 1);
        Row handoff = find(rows, HANDOFF, 1);
        Row dispatch = find(rows, DISPATCH, 1);
        Row ours = find(rows, OURS, 1);
        Row theirs = find(rows, LSP4J, 1);
        md.append("\n### The floor at 1 in flight\n\n");
        if (floor == null || ours == null || theirs == null) {
            md.append("Not measured in this run (it needs `pipeFloor`, `rpcgate` and `lsp4j` at 1 in flight).\n");
            return;
        }
        md.append("Time per call is 1 / calls/s (JMH's mean); p50 is the sampled median round trip. \"Above\" a floor"
                + " is what the candidate spends beyond it: framing, JSON, dispatch, and any thread hops the floor"
                + " does not make.\n\n");
        md.append("| | per call (µs) | above bare floor (µs) | above handoff floor (µs) | bare floor's share |"
                + " p50 (µs) | p50 above handoff floor (µs) |\n|---|---:|---:|---:|---:|---:|---:|\n");
        Sample handoffP50 = findSample(samples, HANDOFF, 1);
        for (Row r : new Row[] {ours, theirs, dispatch, handoff, floor}) {
            if (r == null) {
                continue;
            }
            Sample s = findSample(samples, r.candidate(), 1);
            boolean candidate = r == ours || r == theirs;
            md.append("| ").append(LABELS.get(r.candidate())).append(" | ").append(micros(r.micros()))
                    .append(" | ").append(r == floor ? "—" : micros(r.micros() - floor.micros()))
                    .append(" | ").append(handoff == null || !candidate && r != dispatch ? "—"
                            : micros(r.micros() - handoff.micros()))
                    .append(" | ").append(String.format(Locale.ROOT, "%.0f%%", 100 * floor.micros() / r.micros()))
                    .append(" | ").append(s == null ? "—" : micros(s.p50()))
                    .append(" | ").append(s == null || handoffP50 == null || !candidate && r != dispatch ? "—"
                            : micros(s.p50() - handoffP50.p50()))
                    .append(" |\n");
        }
        md.append('\n');
        double f = floor.micros();
        md.append(String.format(Locale.ROOT, "- rpcgate = bare floor %s µs + %s µs; LSP4J = bare floor %s µs + %s µs.",
                micros(f), micros(ours.micros() - f), micros(f), micros(theirs.micros() - f)));
        if (handoff != null) {
            double h = handoff.micros();
            md.append(String.format(Locale.ROOT, " Over the handoff floor (%s µs): rpcgate + %s µs, LSP4J + %s µs.",
                    micros(h), micros(ours.micros() - h), micros(theirs.micros() - h)));
        }
        md.append(String.format(Locale.ROOT, " The bare floor is %.0f%% of rpcgate's time and %.0f%% of LSP4J's.\n",
                100 * f / ours.micros(), 100 * f / theirs.micros()));
        if (dispatch != null && handoff != null) {
            md.append(String.format(Locale.ROOT, "- Serving each call on a new virtual thread (rpcgate's default)"
                    + " costs %s µs per call on bare pipes (dispatch floor − handoff floor).\n",
                    micros(dispatch.micros() - handoff.micros())));
        }
        double need = theirs.micros() / TARGET;
        md.append(String.format(Locale.ROOT, "- 2× LSP4J at 1 in flight means rpcgate's time per call ≤ LSP4J's / 2 ="
                + " **%s µs**; rpcgate takes %s µs now. ", micros(need), micros(ours.micros())));
        // the verdict by means, and whether it holds at the ends of the intervals (slowest LSP4J, fastest floor)
        double needSlow = theirs.slowMicros() / TARGET;
        String ceiling = String.format(Locale.ROOT, "the most any peer over these pipes could reach is LSP4J / bare"
                + " floor = %.2f×", theirs.micros() / f);
        if (handoff != null) {
            ceiling += String.format(Locale.ROOT, ", and %.2f× for one with a client reader thread (which concurrent"
                    + " calls need)", theirs.micros() / handoff.micros());
        }
        if (need < f) {
            boolean sure = needSlow < floor.fastMicros();
            md.append(String.format(Locale.ROOT, "**Not reachable at 1 in flight**: a bare line echo over the same"
                    + " pipes, with no JSON and the fewest thread wake-ups, already takes %s µs%s, more than %s µs."
                    + " No JSON-RPC library on these pipes can be 2× LSP4J at 1 in flight; %s.",
                    micros(f), sure ? " (also at the ends of both 99.9% intervals)" : " (within this run's noise)",
                    micros(need), ceiling));
        } else if (handoff != null && need < handoff.micros()) {
            md.append(String.format(Locale.ROOT, "**Reachable only without a client reader thread**: the bare floor"
                    + " (%s µs) is below %s µs but the handoff floor (%s µs) is not, so only a client whose calling"
                    + " thread reads its own reply (one call at a time) could get there; %s.",
                    micros(f), micros(need), micros(handoff.micros()), ceiling));
        } else {
            double base = handoff != null ? handoff.micros() : f;
            md.append(String.format(Locale.ROOT, "**Reachable in principle**: the %s floor (%s µs) leaves %s µs for"
                    + " framing, JSON and dispatch; rpcgate spends %s µs there; %s.",
                    handoff != null ? "handoff" : "bare", micros(base), micros(need - base),
                    micros(ours.micros() - base), ceiling));
            if (dispatch != null) {
                md.append(String.format(Locale.ROOT, " rpcgate's thread structure alone (the dispatch floor, no JSON)"
                        + " takes %s µs of the %s µs allowed.", micros(dispatch.micros()), micros(need)));
            }
        }
        md.append('\n');
        Sample theirsP50 = findSample(samples, LSP4J, 1);
        Sample floorP50 = findSample(samples, FLOOR, 1);
        if (theirsP50 != null && floorP50 != null) {
            md.append(String.format(Locale.ROOT, "- By medians: LSP4J's p50 / 2 = %s µs against the bare floor's p50"
                    + " %s µs%s.\n", micros(theirsP50.p50() / TARGET), micros(floorP50.p50()),
                    handoffP50 != null ? " and the handoff floor's " + micros(handoffP50.p50()) + " µs" : ""));
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

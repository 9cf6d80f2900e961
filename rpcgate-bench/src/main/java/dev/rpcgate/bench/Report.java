package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a JMH JSON result file ({@code -rf json}) of {@link ParseBench} into {@code docs/performance.md}: the
 * machine and settings, one table per input (ops/s, MB/s, allocation when {@code -prof gc} ran, and ratios to the
 * floor, to databind and to databind + networknt), and the targets marked MET or NOT MET; then the
 * {@link RoundTripBench} section ({@link RoundTrips}) and the {@link ContractBench} section ({@link Contracts}). A run
 * without {@code ParseBench} gets only the machine and the sections of what it ran.
 *
 * <p>Usage: {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.Report RESULTS.json OUT.md [--revision REV]}.
 * Tolerates partial runs (a benchmark or input filtered out shows as "not measured").
 */
public final class Report {
    private static final String BENCH_CLASS = ParseBench.class.getName();
    private static final String FLOOR = "jacksonTokens";
    private static final String TREE = "databindTree";
    private static final String SCHEMA = "databindNetworknt";
    private static final String OURS = "rpcgate";

    /** Candidate method name -> label and one-line description, in table order. */
    private static final Map<String, String[]> CANDIDATES = new LinkedHashMap<>();

    static {
        CANDIDATES.put(OURS, new String[] {"rpcgate parse + envelope",
            "`JsonReader.standard().read(bytes)` (strict UTF-8, duplicate keys after decoding, depth and size limits,"
                + " unpaired surrogates, exact number lexemes, source spans) then `Envelope.check(value, V2_0, path)`"
                + " on the object or on each batch element; kind and findings consumed"});
        CANDIDATES.put("rpcgateExplain", new String[] {"rpcgate explain (reference)",
            "the whole `Explain.explain(bytes)`: the above plus the gate trace, reply decision and per-entry traces;"
                + " not a target row"});
        CANDIDATES.put(FLOOR, new String[] {"jackson-core token walk (floor)",
            "`nextToken()` to the end; string and number values completed with `getTextLength()` (decoded into"
                + " jackson's reusable buffer, no `String`), names via `currentName()` (canonicalized, no"
                + " allocation); no tree and no checks beyond jackson's"});
        CANDIDATES.put(TREE, new String[] {"jackson-databind readTree",
            "`ObjectMapper.readTree(bytes)`; a tree and nothing checked (duplicate keys: last one wins)"});
        CANDIDATES.put(SCHEMA, new String[] {"databind + networknt schema",
            "`readTree` then networknt json-schema-validator 2.0.8 (draft 2020-12) against"
                + " `bench/jsonrpc-2.0.schema.json` (call / notification / success / failure under `oneOf`, batch as"
                + " a non-empty array of them), compiled once"});
        CANDIDATES.put("gson", new String[] {"Gson JsonParser (LSP4J)",
            "`new String(bytes, UTF_8)` then `JsonParser.parseString` (lenient, as Gson's tree parser always is);"
                + " the decode is measured because LSP4J does it too"});
    }

    /** The targets: rpcgate / other >= factor on the input. */
    private record Target(String input, String versus, double factor) {
    }

    private static final List<Target> TARGETS = List.of(
            new Target("request", TREE, 1.0), new Target("a2a", TREE, 1.0), new Target("batch", TREE, 1.0),
            new Target("request", SCHEMA, 3.0), new Target("batch", SCHEMA, 3.0), new Target("a2a", SCHEMA, 2.0));

    /** One measured benchmark: its method, input and score unit, and JMH's numbers. */
    private record Result(String method, String input, String unit, JmhResults.Score jmh) {
    }

    private Report() {
    }

    /** Entry point; see the class comment. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2 && !(args.length == 4 && args[2].equals("--revision"))) {
            System.err.println("usage: Report RESULTS.json OUT.md [--revision REV]");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String revision = args.length == 4 ? args[3] : null;
        JsonNode root = new ObjectMapper().readTree(in.toFile());
        if (root == null || !root.isArray() || root.isEmpty()) {
            System.err.println("Report: " + in + " holds no JMH results (expected a non-empty JSON array)");
            System.exit(1);
        }
        String md = render(root, revision);
        if (Files.exists(out)) {
            String previous = Files.readString(out, StandardCharsets.UTF_8);
            if (!md.contains(UpstreamClients.START)) {
                md = keepBlock(md, previous, UpstreamClients.START, UpstreamClients.END);
            }
            md = keepGatewayBench(md, previous);
        }
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(out, md, StandardCharsets.UTF_8);
        System.err.println("Report: wrote " + out);
    }

    /** The start marker of the section {@code bin/bench-gateway} writes; this report keeps that section. */
    static final String GATEWAY_START = "<!-- gateway-bench:start -->";
    /** The end marker of that section. */
    static final String GATEWAY_END = "<!-- gateway-bench:end -->";

    /**
     * {@code generated} with the {@code bin/bench-gateway} section of {@code previous} (markers included) appended,
     * when {@code previous} has one whose end marker follows its start marker; else {@code generated} unchanged.
     */
    static String keepGatewayBench(String generated, String previous) {
        return keepBlock(generated, previous, GATEWAY_START, GATEWAY_END);
    }

    /**
     * {@code generated} with the block of {@code previous} from {@code startMarker} to {@code endMarker} (markers
     * included) appended, when {@code previous} has one whose end marker follows its start marker; else
     * {@code generated} unchanged.
     */
    static String keepBlock(String generated, String previous, String startMarker, String endMarker) {
        int start = previous.indexOf(startMarker);
        int end = start < 0 ? -1 : previous.indexOf(endMarker, start);
        if (end < 0) {
            return generated;
        }
        String block = previous.substring(start, end + endMarker.length());
        return generated + (generated.endsWith("\n") ? "" : "\n") + "\n" + block + "\n";
    }

    static String render(JsonNode root, String revision) {
        List<Result> ours = new ArrayList<>();
        List<JsonNode> others = new ArrayList<>();
        List<JsonNode> trips = new ArrayList<>();
        List<JsonNode> contracts = new ArrayList<>();
        List<JsonNode> a2a = new ArrayList<>();
        List<JsonNode> transcripts = new ArrayList<>();
        List<JsonNode> upstream = new ArrayList<>();
        JsonNode firstParse = null; // JMH runs classes by name, so ContractBench's results come before ParseBench's
        for (JsonNode b : root) {
            String name = b.path("benchmark").asText("");
            if (name.startsWith(BENCH_CLASS + ".")) {
                ours.add(result(b, name.substring(BENCH_CLASS.length() + 1)));
                firstParse = firstParse == null ? b : firstParse;
            } else if (name.startsWith(RoundTrips.BENCH_CLASS + ".")) {
                trips.add(b);
            } else if (name.startsWith(Contracts.BENCH_CLASS + ".")) {
                contracts.add(b);
            } else if (name.startsWith(A2aValidation.BENCH_CLASS + ".")) {
                a2a.add(b);
            } else if (name.startsWith(Transcripts.BENCH_CLASS + ".")) {
                transcripts.add(b);
            } else if (name.startsWith(UpstreamClients.BENCH_CLASS + ".")) {
                upstream.add(b);
            } else {
                others.add(b);
            }
        }
        // a run without ParseBench shows only the sections of what it ran; otherwise the ParseBench sections come first
        boolean parse = !ours.isEmpty() || trips.isEmpty() && contracts.isEmpty() && a2a.isEmpty()
                && transcripts.isEmpty() && upstream.isEmpty();
        JsonNode first = parse ? (firstParse != null ? firstParse : root.get(0))
                : !trips.isEmpty() ? trips.get(0) : !contracts.isEmpty() ? contracts.get(0)
                : !a2a.isEmpty() ? a2a.get(0) : !transcripts.isEmpty() ? transcripts.get(0) : upstream.get(0);
        StringBuilder md = new StringBuilder();
        md.append("# Performance\n\n");
        md.append("Generated by `bin/bench` from `target/bench/results.json`; do not edit by hand, run `bin/bench`"
                + " again. Arguments after `bin/bench` go to JMH (for example `bin/bench -wi 2 -i 3` or"
                + " `bin/bench 'ParseBench.rpcgate$'`). The gateway section at the end is written by"
                + " `bin/bench-gateway` (wrk and nginx, not JMH); `bin/bench` keeps it as it is.\n\n");
        md.append("The machine these numbers come from is small and shared: other builds and tests ran at the same"
                + " time, so absolute numbers move from run to run by tens of percent. Compare candidates only within"
                + " one run, by the ratios below.\n\n");

        md.append("## Machine and settings\n\n");
        md.append("- Date: ").append(ZonedDateTime.now(ZoneOffset.UTC)
                .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'"))).append('\n');
        if (revision != null && !revision.isBlank()) {
            md.append("- Revision: `").append(revision).append("`\n");
        }
        md.append("- CPU: ").append(cpuModel()).append(", ").append(Runtime.getRuntime().availableProcessors())
                .append(" cores available to the JVM\n");
        md.append("- OS: ").append(System.getProperty("os.name")).append(' ')
                .append(System.getProperty("os.version")).append(' ').append(System.getProperty("os.arch"))
                .append('\n');
        md.append("- JDK: ").append(first.path("vmName").asText("?")).append(' ')
                .append(first.path("vmVersion").asText("?")).append(" (Java ")
                .append(first.path("jdkVersion").asText("?")).append(")\n");
        md.append("- JMH ").append(first.path("jmhVersion").asText("?")).append(": mode ")
                .append(mode(first.path("mode").asText("?"))).append(", ")
                .append(first.path("forks").asInt()).append(" fork(s) per benchmark and input, ")
                .append(first.path("threads").asInt()).append(" thread(s), warmup ")
                .append(first.path("warmupIterations").asInt()).append(" × ")
                .append(first.path("warmupTime").asText("?")).append(", measurement ")
                .append(first.path("measurementIterations").asInt()).append(" × ")
                .append(first.path("measurementTime").asText("?")).append('\n');
        List<String> jvmArgs = new ArrayList<>();
        first.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
        md.append("- JVM arguments of the forks: ").append(jvmArgs.isEmpty() ? "none" : "`" + String.join(" ", jvmArgs) + "`")
                .append('\n');
        boolean gc = ours.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        boolean anyGc = gc || trips.stream().anyMatch(b -> JmhResults.bytesPerOp(b) != null)
                || contracts.stream().anyMatch(b -> JmhResults.bytesPerOp(b) != null)
                || a2a.stream().anyMatch(b -> JmhResults.bytesPerOp(b) != null)
                || transcripts.stream().anyMatch(b -> JmhResults.bytesPerOp(b) != null)
                || upstream.stream().anyMatch(b -> JmhResults.bytesPerOp(b) != null);
        md.append("- Profilers: ").append(anyGc ? "`-prof gc` (allocation per operation, B/op)" : "none").append("\n");
        if (!parse) {
            if (!trips.isEmpty()) {
                md.append('\n');
                RoundTrips.render(trips, md);
            }
            if (!contracts.isEmpty()) {
                md.append('\n');
                Contracts.render(contracts, md);
            }
            A2aValidation.append(a2a, md);
            Transcripts.append(transcripts, md);
            appendOthers(others, md);
            UpstreamClients.append(upstream, md);
            return md.toString();
        }
        md.append("- ± is JMH's 99.9% confidence half-width; MB/s is input bytes × ops/s / 10⁶;"
                + " \"× floor\" is ops/s divided by the jackson-core token walk's, \"× readTree\" and"
                + " \"× networknt\" divide by databind readTree's and databind + networknt's on the same input.\n\n");

        md.append("## Inputs\n\n| input | bytes | document |\n|---|---:|---|\n");
        for (Inputs i : Inputs.values()) {
            md.append("| `").append(i.key()).append("` | ").append(String.format(Locale.ROOT, "%,d", i.bytes().length))
                    .append(" | ").append(i.description()).append(" (`rpcgate-bench/src/main/resources/")
                    .append(i.resource()).append("`) |\n");
        }
        md.append("\nThe setup of every run proves that each input is a valid, finding-free message for"
                + " `rpcgate explain`, that the schema accepts it, and that both reject it once `\"jsonrpc\"` is"
                + " `\"2.1\"` — so no candidate is timing an error path.\n\n");

        md.append("## Candidates\n\n");
        JmhResults.candidates(CANDIDATES, "ParseBench", md);
        md.append("\nEvery candidate gets the same `byte[]`.\n\n");

        md.append("## Results\n\n");
        Set<String> inputs = new LinkedHashSet<>(Inputs.keys());
        ours.forEach(r -> inputs.add(r.input()));
        for (String input : inputs) {
            List<Result> rows = ours.stream().filter(r -> r.input().equals(input)).toList();
            if (rows.isEmpty()) {
                continue;
            }
            Integer size = sizeOf(input);
            md.append("### `").append(input).append('`');
            if (size != null) {
                md.append(" (").append(String.format(Locale.ROOT, "%,d", size)).append(" bytes)");
            }
            md.append("\n\n| candidate | ops/s | ± | MB/s |").append(gc ? " B/op |" : "")
                    .append(" × floor | × readTree | × networknt |\n");
            md.append("|---|---:|---:|---:|").append(gc ? "---:|" : "").append("---:|---:|---:|\n");
            Result floor = find(rows, FLOOR);
            Result tree = find(rows, TREE);
            Result schema = find(rows, SCHEMA);
            List<String> order = new ArrayList<>(CANDIDATES.keySet());
            rows.stream().map(Result::method).filter(m -> !order.contains(m)).forEach(order::add);
            for (String method : order) {
                Result r = find(rows, method);
                if (r == null) {
                    continue;
                }
                String label = JmhResults.label(CANDIDATES, method);
                boolean bold = method.equals(OURS);
                JmhResults.Score s = r.jmh();
                md.append("| ").append(bold ? "**" + label + "**" : label)
                        .append(" | ").append(num(s.score(), r.unit()))
                        .append(" | ").append(Double.isFinite(s.error()) ? num(s.error(), r.unit()) : "—")
                        .append(" | ").append(size == null || !r.unit().equals("ops/s") ? "—"
                                : String.format(Locale.ROOT, "%,.1f", s.score() * size / 1e6));
                if (gc) {
                    md.append(" | ").append(JmhResults.bytes(s.bytesPerOp()));
                }
                md.append(" | ").append(ratio(r, floor)).append(" | ").append(ratio(r, tree))
                        .append(" | ").append(ratio(r, schema)).append(" |\n");
            }
            md.append('\n');
        }
        if (ours.isEmpty()) {
            md.append("No `ParseBench` results in this run.\n\n");
        }

        md.append("## Targets\n\n");
        md.append("Target: rpcgate parse + envelope faster than plain databind `readTree` on every input"
                + " although it does strictly more; at least 3× databind + networknt on the small request and on the"
                + " batch, at least 2× on the A2A message. Ratios are same-run; the range in brackets divides the"
                + " ends of the two 99.9% confidence intervals, so when it straddles the target the verdict is within"
                + " this run's noise. Other work on a shared machine only ever slows an iteration down, so the ratio of"
                + " the per-iteration medians is shown too; the verdict uses JMH's scores (means).\n\n");
        md.append("| target | input | rpcgate ops/s | other ops/s | ratio [range] | ratio of medians | verdict |\n"
                + "|---|---|---:|---:|---:|---:|---|\n");
        List<String> shortfalls = new ArrayList<>();
        int measured = 0;
        for (Target t : TARGETS) {
            List<Result> rows = ours.stream().filter(r -> r.input().equals(t.input())).toList();
            Result a = find(rows, OURS);
            Result b = find(rows, t.versus());
            String goal = "≥ " + JmhResults.factor(t.factor()) + " " + CANDIDATES.get(t.versus())[0];
            if (t.factor() == 1.0) {
                goal = "faster than " + CANDIDATES.get(t.versus())[0];
            }
            md.append("| ").append(goal).append(" | `").append(t.input()).append("` | ");
            if (a == null || b == null) {
                md.append("— | — | — | — | NOT MEASURED |\n");
                continue;
            }
            measured++;
            // "faster than" (a factor of 1) is strict
            JmhResults.Check check = JmhResults.Check.of(a.jmh(), b.jmh(), t.factor(), t.factor() == 1.0);
            md.append(num(a.jmh().score(), a.unit())).append(" | ").append(num(b.jmh().score(), b.unit()))
                    .append(" | ").append(check.cells()).append(" |\n");
            if (!check.ok()) {
                shortfalls.add(String.format(Locale.ROOT,
                        "On `%s` rpcgate parse + envelope runs %s ops/s, %.2f× %s (%s ops/s); the target is %s.",
                        t.input(), num(a.jmh().score(), a.unit()), check.ratio(), CANDIDATES.get(t.versus())[0],
                        num(b.jmh().score(), b.unit()),
                        t.factor() == 1.0 ? "more than 1×" : JmhResults.factor(t.factor())));
            }
        }
        md.append('\n');
        // every measured target is met or listed, so "all met" is "all measured" when there is no shortfall
        JmhResults.shortfalls(shortfalls, measured, TARGETS.size(), md);

        if (!trips.isEmpty()) {
            md.append('\n');
            RoundTrips.render(trips, md);
        }
        if (!contracts.isEmpty()) {
            md.append('\n');
            Contracts.render(contracts, md);
        }
        A2aValidation.append(a2a, md);
        Transcripts.append(transcripts, md);
        appendOthers(others, md);
        UpstreamClients.append(upstream, md);
        return md.toString();
    }

    private static void appendOthers(List<JsonNode> others, StringBuilder md) {
        if (!others.isEmpty()) {
            md.append("\n## Other benchmarks in this run\n\n| benchmark | params | score | ± | unit |\n|---|---|---:|---:|---|\n");
            for (JsonNode b : others) {
                JsonNode pm = b.path("primaryMetric");
                md.append("| `").append(b.path("benchmark").asText()).append("` | ").append(params(b)).append(" | ")
                        .append(num(pm.path("score").asDouble(Double.NaN), pm.path("scoreUnit").asText("")))
                        .append(" | ").append(num(pm.path("scoreError").asDouble(Double.NaN), ""))
                        .append(" | ").append(pm.path("scoreUnit").asText("")).append(" |\n");
            }
        }
    }

    private static Result result(JsonNode b, String method) {
        return new Result(method, b.path("params").path("input").asText(""),
                b.path("primaryMetric").path("scoreUnit").asText("ops/s"), JmhResults.Score.of(b));
    }

    /** The median of all measurement iterations of all forks ({@code rawData}); NaN when there are none. */
    static double median(JsonNode rawData) {
        List<Double> all = new ArrayList<>();
        for (JsonNode fork : rawData) {
            for (JsonNode it : fork) {
                double v = number(it);
                if (Double.isFinite(v)) {
                    all.add(v);
                }
            }
        }
        if (all.isEmpty()) {
            return Double.NaN;
        }
        all.sort(null);
        int n = all.size();
        return n % 2 == 1 ? all.get(n / 2) : (all.get(n / 2 - 1) + all.get(n / 2)) / 2;
    }

    /** JMH writes NaN as the string "NaN". */
    static double number(JsonNode n) {
        if (n == null || n.isMissingNode() || n.isNull()) {
            return Double.NaN;
        }
        if (n.isNumber()) {
            return n.asDouble();
        }
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static String params(JsonNode b) {
        List<String> out = new ArrayList<>();
        b.path("params").properties().forEach(e -> out.add(e.getKey() + "=" + e.getValue().asText()));
        return out.isEmpty() ? "" : String.join(", ", out);
    }

    private static Result find(List<Result> rows, String method) {
        return JmhResults.find(rows, Result::method, method);
    }

    private static String ratio(Result r, Result base) {
        if (base == null || !r.unit().equals(base.unit()) || !(base.jmh().score() > 0)) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.2f", r.jmh().score() / base.jmh().score());
    }

    static String num(double v, String unit) {
        if (!Double.isFinite(v)) {
            return "—";
        }
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f" : "%,.2f", v);
    }

    static String mode(String m) {
        return switch (m) {
            case "thrpt" -> "throughput (ops/s)";
            case "avgt" -> "average time";
            case "sample" -> "sampling";
            case "ss" -> "single shot";
            default -> m;
        };
    }

    private static Integer sizeOf(String input) {
        try {
            return Inputs.of(input).bytes().length;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    int colon = line.indexOf(':');
                    return colon < 0 ? "unknown CPU" : line.substring(colon + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable: say so below
        }
        return System.getProperty("os.arch") + " CPU (model unknown)";
    }
}

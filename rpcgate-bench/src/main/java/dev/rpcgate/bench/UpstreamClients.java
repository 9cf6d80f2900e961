package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.rpcgate.bench.gateway.UpstreamClientBench;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The "Upstream client" section of {@code docs/performance.md}, from the {@link UpstreamClientBench} results of a JMH
 * JSON file: per client, calls per second at 64 concurrent callers and the mean time of one call at one caller, each
 * against the JDK client's, the time one call adds over the raw-socket floor, and with {@code -prof gc} the bytes a call
 * allocates, with and without the in-process agent's share (the floor's). Between its own markers, so that
 * {@code bin/bench-gateway --upstream-client} can replace it alone and {@link Report} keeps it when a run did not
 * measure it.
 *
 * <p>{@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.UpstreamClients RESULTS.json} prints the section.
 */
public final class UpstreamClients {
    static final String BENCH_CLASS = UpstreamClientBench.class.getName();
    /** The start marker of the section. */
    public static final String START = "<!-- upstream-client:start -->";
    /** The end marker of the section. */
    public static final String END = "<!-- upstream-client:end -->";
    private static final String JDK = "jdk";
    private static final String FLOOR = "floor";
    private static final Map<String, String[]> CLIENTS = new java.util.LinkedHashMap<>();

    static {
        CLIENTS.put(JDK, new String[] {"JDK `java.net.http.HttpClient`", "as the gateway used it before: HTTP/1.1, "
                + "redirects never followed, a virtual-thread executor, `sendAsync` then a timed `get`"});
        CLIENTS.put("helidon", new String[] {"Helidon `Http1Client` (WebClient)", "Helidon 4's HTTP/1.1 client, "
                + "blocking on the caller's virtual thread, its own connection cache, redirects off"});
        CLIENTS.put("rpcgate", new String[] {"rpcgate `AgentClient`", "rpcgate's pooled HTTP/1.1 client over "
                + "blocking sockets on the caller's virtual thread (`dev.rpcgate.gateway.upstream`), what the gateway "
                + "uses"});
        CLIENTS.put(FLOOR, new String[] {"floor: raw sockets", "fixed request bytes on kept-alive sockets, the reply "
                + "read by its `Content-Length`: the agent and loopback with next to no client"});
    }

    private record Row(String client, int callers, String method, JmhResults.Score jmh) {
    }

    private UpstreamClients() {
    }

    /** Prints the section for the {@code UpstreamClientBench} results in {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        JmhResults.printSection(args, "UpstreamClients", BENCH_CLASS, UpstreamClients::render);
    }

    /** Appends the section, after a blank line, when the run measured {@code UpstreamClientBench}. */
    static void append(List<JsonNode> results, StringBuilder md) {
        JmhResults.append(results, md, UpstreamClients::render);
    }

    /** Renders the section, markers included. */
    static void render(List<JsonNode> results, StringBuilder md) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode b : results) {
            rows.add(new Row(b.path("params").path("client").asText(""), b.path("params").path("callers").asInt(),
                    JmhResults.method(b, BENCH_CLASS), JmhResults.Score.of(b)));
        }
        int calls = UpstreamClientBench.CALLS;
        md.append(START).append('\n');
        md.append("## Upstream client\n\n");
        md.append("The gateway's upstream hop alone (`UpstreamClientBench`): `POST` of the A2A `message/send` that "
                + "`bin/bench-gateway` sends (").append(UpstreamClientBench.BODY_BYTES).append(" bytes) to the "
                + "same in-process Helidon echo agent on loopback, the whole reply read, one JMH run for all "
                + "clients. One operation starts `callers` virtual threads that make ").append(calls)
                .append(" calls each, one after the other; calls/s are ops/s × callers × ").append(calls)
                .append(", the time of one call at one caller is the op's mean time / ").append(calls)
                .append(". ");
        if (!results.isEmpty()) {
            JmhResults.settings(results.get(0), md);
        }
        md.append("; rendered ").append(ZonedDateTime.now(ZoneOffset.UTC)
                .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'"))).append(loadAverage()).append(".\n\n");
        for (Map.Entry<String, String[]> c : CLIENTS.entrySet()) {
            md.append("- **").append(c.getValue()[0]).append("** (`client=").append(c.getKey()).append("`): ")
                    .append(c.getValue()[1]).append(".\n");
        }
        boolean gc = rows.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        md.append("\n| client | calls/s at 64 callers | × JDK | µs per call at 1 caller | × JDK | + over floor |")
                .append(gc ? " B per call | B per call less the floor's |" : "").append('\n');
        md.append("|---|---:|---:|---:|---:|---:|").append(gc ? "---:|---:|" : "").append('\n');
        Row jdkLoaded = find(rows, JDK, 64, "throughput");
        Row jdkSingle = find(rows, JDK, 1, "latency");
        Row floorSingle = find(rows, FLOOR, 1, "latency");
        Double floorBytes = floorSingle == null ? null : floorSingle.jmh().bytesPerOp();
        for (Map.Entry<String, String[]> c : CLIENTS.entrySet()) {
            Row loaded = find(rows, c.getKey(), 64, "throughput");
            Row single = find(rows, c.getKey(), 1, "latency");
            if (loaded == null && single == null) {
                continue;
            }
            boolean bold = c.getKey().equals("rpcgate");
            md.append("| ").append(bold ? "**" + c.getValue()[0] + "**" : c.getValue()[0]).append(" | ");
            double perSecond = loaded == null ? Double.NaN : loaded.jmh().score() * 64 * calls;
            double jdkPerSecond = jdkLoaded == null ? Double.NaN : jdkLoaded.jmh().score() * 64 * calls;
            double micros = single == null ? Double.NaN : single.jmh().score() / calls;
            double jdkMicros = jdkSingle == null ? Double.NaN : jdkSingle.jmh().score() / calls;
            double floorMicros = floorSingle == null ? Double.NaN : floorSingle.jmh().score() / calls;
            md.append(Double.isFinite(perSecond) ? String.format(Locale.ROOT, "%,.0f", perSecond) : "—")
                    .append(" | ").append(ratio(perSecond / jdkPerSecond))
                    .append(" | ").append(Double.isFinite(micros) ? String.format(Locale.ROOT, "%.1f", micros) : "—")
                    .append(" | ").append(ratio(jdkMicros / micros))
                    .append(" | ").append(c.getKey().equals(FLOOR) || !Double.isFinite(micros - floorMicros) ? "—"
                            : String.format(Locale.ROOT, "%+.1f µs", micros - floorMicros))
                    .append(" |");
            if (gc) {
                Double bytes = single == null ? null : single.jmh().bytesPerOp();
                md.append(' ').append(bytes == null ? "—" : String.format(Locale.ROOT, "%,.0f", bytes / calls))
                        .append(" | ").append(bytes == null || floorBytes == null || c.getKey().equals(FLOOR) ? "—"
                                : String.format(Locale.ROOT, "%,.0f", (bytes - floorBytes) / calls)).append(" |");
            }
            md.append('\n');
        }
        md.append("\n\"× JDK\" is calls/s over the JDK client's, and the JDK client's time per call over this one's "
                + "(higher is better in both). Bytes per call are `-prof gc`'s bytes per op / ").append(calls)
                .append(" at one caller; they include the echo agent's allocation (it runs in the same JVM), which "
                + "the floor's row is nearly all of, so the last column is the client's own. The machine is shared: "
                + "compare clients by the ratios of one run.\n\n");
        md.append("Rerun: `bin/bench-gateway --upstream-client-only` (this section alone, short JMH settings), or "
                + "`bin/bench` (every section, JMH's defaults).\n");
        md.append(END).append('\n');
    }

    /** ", load average A B C" from /proc/loadavg, or "" where there is none. */
    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return f.length >= 3 ? ", load average " + f[0] + " " + f[1] + " " + f[2] : "";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static Row find(List<Row> rows, String client, int callers, String method) {
        for (Row r : rows) {
            if (r.client().equals(client) && r.callers() == callers && r.method().equals(method)) {
                return r;
            }
        }
        return null;
    }

    private static String ratio(double r) {
        return Double.isFinite(r) ? String.format(Locale.ROOT, "%.2f×", r) : "—";
    }
}

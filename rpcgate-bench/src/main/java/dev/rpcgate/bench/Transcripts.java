package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The "Transcripts" section of {@code docs/performance.md}, from the {@link TranscriptBench} results of a JMH JSON
 * file: MB/s of checking the generated editor log and of the floor (core's line reader alone), their ratio against
 * the target (at least 0.5× the floor) marked MET or NOT MET, allocation when {@code -prof gc} ran, and the
 * memory check (what the reader and checker retain after 10 MB and after the whole log).
 *
 * <p>{@link Report} calls {@link #append}; {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.Transcripts
 * RESULTS.json} prints the section alone.
 */
final class Transcripts {
    static final String BENCH_CLASS = TranscriptBench.class.getName();
    private static final String OURS = "rpcgate";
    private static final String FLOOR = "floor";
    private static final String MCP = "mcp";
    private static final String MCP_FLOOR = "mcpFloor";
    private static final double TARGET = 0.5;

    /** One measured benchmark: its method, JMH's numbers, and its secondary metrics (the memory counters). */
    private record Row(String method, JmhResults.Score jmh, JsonNode secondary) {
        /** The median per-iteration value of an auxiliary counter (JMH sums them over iterations), or NaN. */
        double counter(String name) {
            return Report.median(secondary.path(name).path("rawData"));
        }
    }

    private Transcripts() {
    }

    /** Prints the section for the {@code TranscriptBench} results in {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        JmhResults.printSection(args, "Transcripts", BENCH_CLASS, Transcripts::render);
    }

    /** Appends the section, after a blank line, when the run measured {@code TranscriptBench}. */
    static void append(List<JsonNode> results, StringBuilder md) {
        JmhResults.append(results, md, Transcripts::render);
    }

    static void render(List<JsonNode> results, StringBuilder md) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode b : results) {
            rows.add(new Row(JmhResults.method(b, BENCH_CLASS), JmhResults.Score.of(b), b.path("secondaryMetrics")));
        }
        EditorLog.Log log = EditorLog.generate(TranscriptBench.LOG_BYTES, TranscriptBench.SEED);
        EditorLog.Log mcpLog = McpLog.generate(McpLog.examples(), TranscriptBench.LOG_BYTES, TranscriptBench.SEED);
        double mb = log.bytes() / 1e6;
        double mcpMb = mcpLog.bytes() / 1e6;

        md.append("## Transcripts\n\n");
        md.append(String.format(Locale.ROOT, "`TranscriptBench`: checking a long JSONL log of an editor session, as"
                + " `rpcgate transcript --log-preset dir-message` does minus its output, side by side with the floor"
                + " of reading and parsing the same lines with core's reader alone. The log is generated in the"
                + " setup from a fixed seed (`EditorLog`, seed %d): %,d bytes, %,d lines of `{\"dir\": …, \"message\":"
                + " …}` records as `MessageTracer` writes them, a session against `%s` (`examples/json-rpc/peers.smithy`)"
                + " in LSP order — `initialize`, `initialized`, then document after document `textDocument/didOpen`"
                + " and `didChange` with whole source texts (escapes, accents, CJK, emoji), bursts of"
                + " `textDocument/hover` calls answered out of order (%,d calls; %,d answered with -32603; %,d"
                + " cancelled with `$/cancelRequest` and answered with -32800), `window/showMessage` from the server,"
                + " and `shutdown`, `exit` at the end. It is held in memory as the 64 KiB chunks the CLI reads, so"
                + " lines are split across chunks anywhere. One operation is the whole log.\n\n",
                TranscriptBench.SEED, log.bytes(), log.lines(), TranscriptBench.PROTOCOL, log.calls(), log.errors(),
                log.cancels()));
        md.append("- **rpcgate** (`TranscriptBench.rpcgate`): `LogReader.pushBytes` per chunk (lines, the record's"
                + " strict parse, the `dir-message` mapping, the message's text and location) and"
                + " `TranscriptChecker.feed(LogEntry)` per entry (the value the reader parsed; envelope, contract of"
                + " the receiving peer, correlation of each reply with its call, session order and cancellation),"
                + " then `finish`. The setup proves it reads every line as an entry and finds nothing.\n");
        md.append("- **floor** (`TranscriptBench.floor`): core's `JsonLineReader` over the same chunks with"
                + " `JsonReader.standard()`: every line split off and parsed into a tree with spans, nothing else."
                + " The setup proves it reads every line as JSON.\n");
        md.append(String.format(Locale.ROOT, "- **MCP log** (`TranscriptBench.mcp`, `TranscriptBench.mcpFloor`): the"
                + " same two over an MCP log of the same size, checked against the built-in `%s` (generated from"
                + " the official schema) instead of a model of one's own: `McpLog`, seed %d, %,d bytes, %,d lines,"
                + " made of the revision's official examples — `tools/call`, `prompts/get`, `resources/read`, the"
                + " lists, `completion/complete` and `server/discover` requests with fresh ids (%,d calls), answered out"
                + " of order with the examples' results (%,d with the internal-error example), a third with progress"
                + " tokens and progress reports, %,d cancelled with `notifications/cancelled` and not answered, and"
                + " `notifications/message` from the server.\n", TranscriptBench.MCP_PROTOCOL, TranscriptBench.SEED,
                mcpLog.bytes(), mcpLog.lines(), mcpLog.calls(), mcpLog.errors(), mcpLog.cancels()));
        if (!results.isEmpty()) {
            md.append('\n');
            JmhResults.settings(results.get(0), md);
            md.append(". ± is JMH's 99.9% confidence half-width; MB/s is the log's bytes × ops/s / 10⁶.\n");
        }
        md.append('\n');
        if (rows.isEmpty()) {
            md.append("No `TranscriptBench` results in this run.\n");
            return;
        }

        boolean gc = rows.stream().anyMatch(r -> r.jmh().bytesPerOp() != null);
        Row ours = find(rows, OURS);
        Row floor = find(rows, FLOOR);
        Row mcp = find(rows, MCP);
        Row mcpFloor = find(rows, MCP_FLOOR);
        md.append("| candidate | ops/s | ± | MB/s | s/op |").append(gc ? " B/op | B/byte |" : "").append(" × floor |\n");
        md.append("|---|---:|---:|---:|---:|").append(gc ? "---:|---:|" : "").append("---:|\n");
        for (String method : List.of(OURS, FLOOR, MCP, MCP_FLOOR)) {
            Row r = find(rows, method);
            if (r == null) {
                continue;
            }
            JmhResults.Score s = r.jmh();
            boolean isMcp = method.equals(MCP) || method.equals(MCP_FLOOR);
            double size = isMcp ? mcpMb : mb;
            long logBytes = isMcp ? mcpLog.bytes() : log.bytes();
            Row against = isMcp ? mcpFloor : floor;
            md.append("| ").append(switch (method) {
                case OURS -> "**rpcgate log reader + checker**";
                case FLOOR -> "core line reader (floor)";
                case MCP -> "**rpcgate, MCP log, built-in `mcp@2026-07-28`**";
                default -> "core line reader, MCP log (floor)";
            })
                    .append(" | ").append(String.format(Locale.ROOT, "%.3f", s.score()))
                    .append(" | ").append(Double.isFinite(s.error()) ? String.format(Locale.ROOT, "%.3f", s.error()) : "—")
                    .append(" | ").append(String.format(Locale.ROOT, "%,.1f", s.score() * size))
                    .append(" | ").append(s.score() > 0 ? String.format(Locale.ROOT, "%.2f", 1 / s.score()) : "—");
            if (gc) {
                md.append(" | ").append(JmhResults.bytes(s.bytesPerOp()))
                        .append(" | ").append(s.bytesPerOp() == null ? "—"
                                : String.format(Locale.ROOT, "%.1f", s.bytesPerOp() / logBytes));
            }
            md.append(" | ").append(against != null && against.jmh().score() > 0
                    ? String.format(Locale.ROOT, "%.2f", s.score() / against.jmh().score()) : "—").append(" |\n");
        }

        md.append("\n### Transcript target\n\n");
        md.append("Target: checking the log at least 0.5× the floor's MB/s. The ratio is same-run; the range in"
                + " brackets divides the ends of the two 99.9% confidence intervals, so when it straddles the target"
                + " the verdict is within this run's noise. The ratio of the per-iteration medians is shown too; the"
                + " verdict uses JMH's scores (means).\n\n");
        md.append("| target | rpcgate MB/s | floor MB/s | ratio [range] | ratio of medians | verdict |\n"
                + "|---|---:|---:|---:|---:|---|\n");
        target(md, "≥ 0.5× the floor (editor log)", ours, floor, mb);
        target(md, "≥ 0.5× the floor (MCP log)", mcp, mcpFloor, mcpMb);

        md.append("\n### Transcript memory\n\n");
        md.append(String.format(Locale.ROOT, "Memory stays flat as the log grows: in the setup of the `rpcgate` fork"
                + " (not timed), a log reader and a checker read the first 10 MB of the log, and another pair the whole"
                + " log; with each pair still in use, the used heap after full collections, minus the same measure"
                + " before the pair existed, is what they retain. The run fails when that grows by more than %,d bytes"
                + " from 10 MB to the whole log, which about 4 bytes kept per entry would exceed. Allocation (B/op above) is"
                + " garbage, collected young; it is not retained.\n\n", TranscriptBench.MAX_GROWTH_BYTES));
        memory(md, "editor log", ours, mb);
        memory(md, "MCP log", mcp, mcpMb);
    }

    private static void target(StringBuilder md, String name, Row ours, Row floor, double mb) {
        md.append("| ").append(name).append(" | ");
        if (ours == null || floor == null) {
            md.append("— | — | — | — | NOT MEASURED |\n");
        } else {
            JmhResults.Check check = JmhResults.Check.of(ours.jmh(), floor.jmh(), TARGET, false);
            md.append(String.format(Locale.ROOT, "%,.1f | %,.1f | ", ours.jmh().score() * mb, floor.jmh().score() * mb))
                    .append(check.cells()).append(" |\n");
        }
    }

    private static void memory(StringBuilder md, String what, Row ours, double mb) {
        md.append("\n").append(Character.toUpperCase(what.charAt(0))).append(what.substring(1)).append(":\n\n");
        double first = ours == null ? Double.NaN : ours.counter("retainedAt10MB");
        double last = ours == null ? Double.NaN : ours.counter("retainedAtEnd");
        if (!Double.isFinite(first) || !Double.isFinite(last)) {
            md.append("Not measured in this run.\n");
            return;
        }
        double firstEntries = ours.counter("entriesAt10MB");
        double lastEntries = ours.counter("entriesAtEnd");
        md.append("| log read | entries | retained bytes |\n|---|---:|---:|\n");
        md.append(String.format(Locale.ROOT, "| first 10 MB | %,.0f | %,.0f |\n", firstEntries, first));
        md.append(String.format(Locale.ROOT, "| whole log (%,.1f MB) | %,.0f | %,.0f |\n", mb, lastEntries, last));
        double growth = last - first;
        boolean flat = growth <= TranscriptBench.MAX_GROWTH_BYTES;
        md.append(String.format(Locale.ROOT, "\nGrowth: %,.0f bytes over %,.0f more entries (%.2f bytes per entry):"
                + " %s.\n", growth, lastEntries - firstEntries,
                lastEntries > firstEntries ? growth / (lastEntries - firstEntries) : 0.0,
                flat ? "**flat** (what stays is bounded by the checker's limits: active calls, answered ids)"
                        : "**NOT FLAT**"));
    }

    private static Row find(List<Row> rows, String method) {
        return JmhResults.find(rows, Row::method, method);
    }
}

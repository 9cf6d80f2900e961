package dev.rpcgate.bench;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonLineReader;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptChecker;
import dev.rpcgate.transcript.TranscriptSummary;
import dev.rpcgate.transcript.log.LogChunk;
import dev.rpcgate.transcript.log.LogEntry;
import dev.rpcgate.transcript.log.LogMapping;
import dev.rpcgate.transcript.log.LogReader;
import dev.rpcgate.transcript.protocols.BuiltInProtocols;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolPreparation;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * Checking a long JSONL log of an editor session ({@link EditorLog}: ~100 MB, generated in the setup from a fixed
 * seed, held in memory as the 64 KiB chunks {@code rpcgate transcript} reads), side by side with the floor of
 * reading and parsing the same lines with core's reader alone. One operation is the whole log.
 *
 * <ul>
 *   <li>{@link #rpcgate}: what {@code rpcgate transcript --log-preset dir-message} does minus its output:
 *       {@code LogReader.pushBytes} per chunk (lines, the record parse, the mapping) and
 *       {@code TranscriptChecker.feed} per entry (envelope, contract, correlation with the call, session order),
 *       then {@code finish}.</li>
 *   <li>{@link #floor}: core's {@code JsonLineReader} over the same chunks with {@code JsonReader.standard()}:
 *       every line split off and parsed into a tree with spans, nothing else.</li>
 * </ul>
 *
 * The same two run over an MCP log of the same size ({@link McpLog}: a 2026-07-28 session made of the official
 * examples) against the built-in {@code mcp@2026-07-28}: {@link #mcp} and {@link #mcpFloor}.
 *
 * The setup proves that the floor reads every line as JSON and that the checker reads every line as an entry and
 * finds nothing; {@link Memory} and {@link McpMemory} measure what the checker keeps after 10 MB and after the whole
 * log, and fail the run when it grows with the log.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 2, time = 3, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 3, timeUnit = TimeUnit.SECONDS)
public class TranscriptBench {
    /** The size of the generated log. */
    static final long LOG_BYTES = 100L * 1000 * 1000;
    /** The size at which {@link Memory} takes its first measure. */
    static final long FIRST_MEASURE_BYTES = 10L * 1000 * 1000;
    /** The generator's seed. */
    static final long SEED = 5;
    /** The protocol checked, from {@code examples/json-rpc/peers.smithy}. */
    static final String PROTOCOL = "example.peers#OrderedEditor";
    static final String MODEL = "bench/examples/peers.smithy";
    /** How much the checker's retained heap may grow from 10 MB to the whole log before the run fails. */
    static final long MAX_GROWTH_BYTES = 512 * 1024;

    private static final JsonReader READER = JsonReader.standard();
    private static final PeerName CLIENT = new PeerName("client");
    private static final PeerName SERVER = new PeerName("server");
    static final LogMapping MAPPING = LogMapping.dirMessage(Map.of("in", CLIENT, "out", SERVER));
    static final CheckerOptions OPTIONS = CheckerOptions.builder().completeness(Completeness.COMPLETE).build();

    /** The built-in protocol the MCP log is checked against. */
    static final String MCP_PROTOCOL = "mcp@2026-07-28";

    EditorLog.Log log;
    ProtocolDescription protocol;
    EditorLog.Log mcpLog;
    ProtocolDescription mcpProtocol;

    /** Generates the logs, prepares the protocols, and proves what each candidate reads and finds. */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        log = EditorLog.generate(LOG_BYTES, SEED);
        protocol = protocol();
        prove(log, protocol, "the editor log");
        mcpLog = McpLog.generate(McpLog.examples(), LOG_BYTES, SEED);
        mcpProtocol = mcpProtocol();
        prove(mcpLog, mcpProtocol, "the MCP log");
    }

    private void prove(EditorLog.Log l, ProtocolDescription p, String what) throws IOException {
        long lines = floor(l.chunks(), null);
        if (lines != l.lines()) {
            throw new IllegalStateException("the floor reads " + lines + " JSON lines of " + what + ", which has "
                    + l.lines());
        }
        Checked c = check(p, l.chunks(), l.chunks().size(), null);
        if (c.entries() != l.lines() || !c.findings().isEmpty() || !c.summary().complete()
                || c.summary().entries() != l.lines()) {
            throw new IllegalStateException("the checker reads " + c.entries() + " entries of " + l.lines()
                    + " lines of " + what + " and finds " + c.findings().size() + " (expected none): "
                    + c.findings().stream().limit(5).toList() + "; summary " + c.summary());
        }
    }

    static ProtocolDescription mcpProtocol() {
        ProtocolPreparation p = BuiltInProtocols.find(MCP_PROTOCOL).orElseThrow().prepare();
        if (!p.isPrepared()) {
            throw new IllegalStateException(MCP_PROTOCOL + " does not prepare: " + p.findings());
        }
        return p.expectDescription();
    }

    static ProtocolDescription protocol() {
        LoadedModel loaded = RpcModels.loader().addText(MODEL, ContractInputs.text(MODEL), ModelFormat.IDL).load();
        if (loaded.hasErrors()) {
            throw new IllegalStateException("peers.smithy does not load: " + loaded.findings());
        }
        ProtocolPreparation p = ProtocolDescription.fromSmithy(loaded.expectModel(), ShapeId.from(PROTOCOL),
                JsonRpcVersion.V2_0);
        if (!p.isPrepared()) {
            throw new IllegalStateException(PROTOCOL + " does not prepare: " + p.findings());
        }
        return p.expectDescription();
    }

    /** What a check of the first chunks gave. */
    record Checked(long entries, List<Finding> findings, TranscriptSummary summary) {
    }

    /**
     * Feeds the first {@code count} chunks to a log reader and a checker, ends and finishes them; {@code halfway},
     * when given, runs after the chunks with the reader and checker still in use (for {@link Memory}).
     */
    Checked check(ProtocolDescription checked, List<byte[]> chunks, int count, Runnable halfway) {
        LogReader reader = new LogReader(MAPPING);
        TranscriptChecker checker = new TranscriptChecker(checked, OPTIONS);
        List<Finding> findings = new ArrayList<>();
        long entries = 0;
        for (int i = 0; i < count; i++) {
            byte[] chunk = chunks.get(i);
            entries += feed(reader.pushBytes(chunk, 0, chunk.length), checker, findings);
        }
        if (halfway != null) {
            halfway.run();
        }
        entries += feed(reader.end(), checker, findings);
        return new Checked(entries, findings, checker.finish());
    }

    private static int feed(LogChunk chunk, TranscriptChecker checker, List<Finding> findings) {
        findings.addAll(chunk.findings());
        for (LogEntry e : chunk.entries()) {
            findings.addAll(checker.feed(e));
        }
        return chunk.entries().size();
    }

    /** The floor's work: every line read and parsed; {@code bh} may be null (the setup's count). */
    static long floor(List<byte[]> chunks, Blackhole bh) throws IOException {
        JsonLineReader lines = new JsonLineReader(new ChunkStream(chunks), READER);
        long valid = 0;
        for (Optional<JsonLineReader.Line> l = lines.next(); l.isPresent(); l = lines.next()) {
            if (l.get().parse().isValid()) {
                valid++;
            }
            if (bh != null) {
                bh.consume(l.get().parse().value());
            }
        }
        return valid;
    }

    /** rpcgate: the log reader and the checker over every chunk, as {@code rpcgate transcript} minus its output. */
    @Benchmark
    public TranscriptSummary rpcgate(Blackhole bh, Memory memory) {
        TranscriptSummary s = run(protocol, log, bh);
        memory.report();
        return s;
    }

    /** rpcgate over the MCP log, against the built-in {@code mcp@2026-07-28}. */
    @Benchmark
    public TranscriptSummary mcp(Blackhole bh, McpMemory memory) {
        TranscriptSummary s = run(mcpProtocol, mcpLog, bh);
        memory.report();
        return s;
    }

    /** The floor over the MCP log. */
    @Benchmark
    public long mcpFloor(Blackhole bh) throws IOException {
        return floor(mcpLog.chunks(), bh);
    }

    private static TranscriptSummary run(ProtocolDescription checked, EditorLog.Log l, Blackhole bh) {
        LogReader reader = new LogReader(MAPPING);
        TranscriptChecker checker = new TranscriptChecker(checked, OPTIONS);
        for (byte[] chunk : l.chunks()) {
            consume(reader.pushBytes(chunk, 0, chunk.length), checker, bh);
        }
        consume(reader.end(), checker, bh);
        return checker.finish();
    }

    private static void consume(LogChunk chunk, TranscriptChecker checker, Blackhole bh) {
        bh.consume(chunk.findings());
        for (LogEntry e : chunk.entries()) {
            bh.consume(checker.feed(e));
        }
    }

    /** The floor: core's line reader and tree parse over the same chunks, nothing checked. */
    @Benchmark
    public long floor(Blackhole bh) throws IOException {
        return floor(log.chunks(), bh);
    }

    /**
     * The checker's retained heap: used heap after full collections, with the reader and checker alive, minus the
     * same measure before they exist; taken after the first 10 MB of the log and after all of it. Measured once, in
     * the setup of the {@code rpcgate} fork (nothing here is timed), reported as auxiliary results, and the run fails
     * when the retained heap grows by more than {@link #MAX_GROWTH_BYTES} while the log grows tenfold.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Memory {
        /** Bytes the reader and checker retain after the first 10 MB of the log. */
        public long retainedAt10MB;
        /** Bytes they retain after the whole log. */
        public long retainedAtEnd;
        /** Entries checked by then, at 10 MB and at the end. */
        public long entriesAt10MB;
        public long entriesAtEnd;
        private long first;
        private long last;
        private long firstEntries;
        private long lastEntries;

        /** Measures once per trial. */
        @Setup(Level.Trial)
        public void measure(TranscriptBench bench) {
            Retained r = Retained.measure(bench, bench.protocol, bench.log, "the editor log");
            first = r.first();
            last = r.last();
            firstEntries = r.firstEntries();
            lastEntries = r.lastEntries();
        }

        /**
         * Sets the counters, which JMH resets before each iteration and sums over its threads (one here): each
         * iteration reports the measures.
         */
        void report() {
            retainedAt10MB = first;
            retainedAtEnd = last;
            entriesAt10MB = firstEntries;
            entriesAtEnd = lastEntries;
        }

    }

    /** {@link Memory} for the MCP log. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class McpMemory {
        /** Bytes the reader and checker retain after the first 10 MB of the MCP log. */
        public long retainedAt10MB;
        /** Bytes they retain after the whole MCP log. */
        public long retainedAtEnd;
        /** Entries checked by then, at 10 MB and at the end. */
        public long entriesAt10MB;
        public long entriesAtEnd;
        private Retained r;

        /** Measures once per trial. */
        @Setup(Level.Trial)
        public void measure(TranscriptBench bench) {
            r = Retained.measure(bench, bench.mcpProtocol, bench.mcpLog, "the MCP log");
        }

        void report() {
            retainedAt10MB = r.first();
            retainedAtEnd = r.last();
            entriesAt10MB = r.firstEntries();
            entriesAtEnd = r.lastEntries();
        }
    }

    /**
     * What a reader and checker retain after the first 10 MB of a log and after all of it, with the entries checked
     * by then; measuring throws when the retained heap grows by more than {@link #MAX_GROWTH_BYTES}.
     */
    record Retained(long first, long last, long firstEntries, long lastEntries) {
        static Retained measure(TranscriptBench bench, ProtocolDescription checked, EditorLog.Log l, String what) {
            List<byte[]> chunks = l.chunks();
            int tenth = l.chunksFor(FIRST_MEASURE_BYTES);
            long base = usedAfterGc();
            long[] at = new long[2];
            Checked early = bench.check(checked, chunks, tenth, () -> at[0] = usedAfterGc() - base);
            Checked whole = bench.check(checked, chunks, chunks.size(), () -> at[1] = usedAfterGc() - base);
            if (at[1] - at[0] > MAX_GROWTH_BYTES) {
                throw new IllegalStateException(String.format("the checker's retained heap grows with %s: %,d bytes"
                        + " after %,d entries, %,d bytes after %,d entries (limit: %,d bytes more)", what, at[0],
                        early.entries(), at[1], whole.entries(), MAX_GROWTH_BYTES));
            }
            System.out.printf("TranscriptBench memory (%s): retained %,d bytes after %,d entries (10 MB), %,d bytes"
                    + " after %,d entries (%,d bytes)%n", what, at[0], early.entries(), at[1], whole.entries(), l.bytes());
            return new Retained(at[0], at[1], early.entries(), whole.entries());
        }

        private static long usedAfterGc() {
            Runtime rt = Runtime.getRuntime();
            long used = Long.MAX_VALUE;
            for (int i = 0; i < 4; i++) {
                System.gc();
                used = Math.min(used, rt.totalMemory() - rt.freeMemory());
            }
            return used;
        }
    }

    /** The chunks as one stream, a chunk at most per read, as a pipe or file gives them. */
    static final class ChunkStream extends InputStream {
        private final List<byte[]> chunks;
        private int index;
        private int pos;

        ChunkStream(List<byte[]> chunks) {
            this.chunks = chunks;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            while (index < chunks.size() && pos == chunks.get(index).length) {
                index++;
                pos = 0;
            }
            if (index == chunks.size()) {
                return -1;
            }
            byte[] c = chunks.get(index);
            int n = Math.min(len, c.length - pos);
            System.arraycopy(c, pos, b, off, n);
            pos += n;
            return n;
        }
    }
}

package dev.rpcgate.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.JsonElement;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Explain;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Reading one JSON-RPC document from UTF-8 bytes and judging its envelope, side by side with what a user would pick
 * instead. Every candidate gets the same {@code byte[]} and does all of its work inside the measured method.
 *
 * <ul>
 *   <li>{@link #rpcgate}: {@code JsonReader.read} (strict: UTF-8, duplicate keys, depth, spans) and
 *       {@code Envelope.check} on the object or on each batch element.</li>
 *   <li>{@link #rpcgateExplain}: the whole contract-free face, {@code Explain.explain(bytes)}, trace and all
 *       (a reference row; the targets are set on {@link #rpcgate}).</li>
 *   <li>{@link #jacksonTokens}: the floor, jackson-core's token stream alone.</li>
 *   <li>{@link #databindTree}: jackson-databind {@code ObjectMapper.readTree}, no checks at all.</li>
 *   <li>{@link #databindNetworknt}: {@code readTree} then networknt json-schema-validator with a JSON Schema of the
 *       2.0 envelope (precompiled once).</li>
 *   <li>{@link #gson}: Gson {@code JsonParser.parseString}, what Eclipse LSP4J builds on; the bytes are decoded to a
 *       {@code String} inside the measurement, as LSP4J does.</li>
 * </ul>
 *
 * The setup proves that every candidate accepts every input (and that the schema and rpcgate reject a broken
 * variant), so no candidate can be timing an error path.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 4, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 3, timeUnit = TimeUnit.SECONDS)
public class ParseBench {
    private static final JsonReader READER = JsonReader.standard();
    private static final Explain EXPLAIN = new Explain(READER, JsonRpcVersion.V2_0);
    private static final JsonFactory JACKSON = new JsonFactory();
    private static final ObjectMapper MAPPER = new ObjectMapper(JACKSON);
    /** Batch element paths as {@link Explain} spells them; built per element there too (see {@link #rpcgate}). */
    private static final String BATCH_PATH_PREFIX = "/";

    /** Which document: {@code request}, {@code a2a} or {@code batch} (see {@link Inputs}). */
    @Param({"request", "a2a", "batch"})
    public String input;

    private byte[] bytes;
    private Schema schema;

    /** Loads the input, compiles the schema, and checks that every candidate accepts the input. */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        bytes = Inputs.of(input).bytes();
        schema = compileSchema();
        String text = new String(bytes, StandardCharsets.UTF_8);

        Trace trace = EXPLAIN.explain(bytes);
        if (!trace.valid() || !trace.findings().isEmpty()) {
            throw new IllegalStateException(input + ": rpcgate explain does not find it valid and clean: " + trace);
        }
        for (Trace entry : trace.entries()) {
            if (!entry.findings().isEmpty()) {
                throw new IllegalStateException(input + ": batch entry " + entry.index() + " has findings: " + entry);
            }
        }
        checkEnvelopes(READER.read(bytes));

        List<com.networknt.schema.Error> errors = schema.validate(MAPPER.readTree(bytes));
        if (!errors.isEmpty()) {
            throw new IllegalStateException(input + ": the JSON-RPC 2.0 schema rejects it: " + errors);
        }
        byte[] broken = text.replace("\"jsonrpc\":\"2.0\"", "\"jsonrpc\":\"2.1\"").getBytes(StandardCharsets.UTF_8);
        if (schema.validate(MAPPER.readTree(broken)).isEmpty()) {
            throw new IllegalStateException(input + ": the schema accepts \"jsonrpc\":\"2.1\"; it checks nothing");
        }
        if (EXPLAIN.explain(broken).valid()) {
            throw new IllegalStateException(input + ": rpcgate accepts \"jsonrpc\":\"2.1\"");
        }

        JsonElement g = com.google.gson.JsonParser.parseString(text);
        if (!g.isJsonObject() && !g.isJsonArray()) {
            throw new IllegalStateException(input + ": gson reads no object or array");
        }
        if (walk(bytes) == 0) {
            throw new IllegalStateException(input + ": jackson-core reads no tokens");
        }
    }

    static Schema compileSchema() {
        String source = new String(Inputs.load(Inputs.SCHEMA_RESOURCE), StandardCharsets.UTF_8);
        Schema s = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(source);
        s.initializeValidators(); // compile every keyword now, not on first use
        return s;
    }

    private void checkEnvelopes(JsonParse parse) {
        JsonValue value = parse.value();
        if (value == null) {
            throw new IllegalStateException(input + ": rpcgate does not parse it: " + parse.findings());
        }
        if (value instanceof JsonArray batch) {
            for (int i = 0; i < batch.size(); i++) {
                requireClean(Envelope.check(batch.get(i), JsonRpcVersion.V2_0, BATCH_PATH_PREFIX + i));
            }
        } else {
            requireClean(Envelope.check(value, JsonRpcVersion.V2_0, ""));
        }
    }

    private void requireClean(EnvelopeResult r) {
        if (!r.isValid() || !r.findings().isEmpty()) {
            throw new IllegalStateException(input + ": envelope not valid and clean: " + r.findings());
        }
    }

    /** rpcgate: strict read into its own tree with spans, then the ENVELOPE gate per object. */
    @Benchmark
    public void rpcgate(Blackhole bh) {
        JsonValue value = READER.read(bytes).value();
        if (value instanceof JsonArray batch) {
            for (int i = 0, n = batch.size(); i < n; i++) {
                // the element path is built here exactly as Explain builds it
                EnvelopeResult r = Envelope.check(batch.get(i), JsonRpcVersion.V2_0, BATCH_PATH_PREFIX + i);
                bh.consume(r.kind());
                bh.consume(r.findings());
            }
        } else {
            EnvelopeResult r = Envelope.check(value, JsonRpcVersion.V2_0, "");
            bh.consume(r.kind());
            bh.consume(r.findings());
        }
    }

    /** rpcgate's whole contract-free face: PARSE and ENVELOPE recorded as a trace, with replies and batch entries. */
    @Benchmark
    public Trace rpcgateExplain() {
        return EXPLAIN.explain(bytes);
    }

    /** The floor: jackson-core's tokens only (see {@link #walk}). */
    @Benchmark
    public long jacksonTokens() throws IOException {
        return walk(bytes);
    }

    /**
     * Walks every token and touches it the cheapest way that still makes jackson do the work a tree needs: string
     * and number values are completed into jackson's reusable text buffer ({@code getTextLength}, which decodes
     * escapes and UTF-8 but allocates no {@code String}); member names are read with {@code currentName}, which
     * jackson canonicalizes, so it allocates nothing either. No tree, no strings, no checks beyond jackson's own.
     */
    static long walk(byte[] bytes) throws IOException {
        long acc = 0;
        try (JsonParser p = JACKSON.createParser(bytes)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                switch (t) {
                    case VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> acc += p.getTextLength();
                    case FIELD_NAME -> acc += p.currentName().length();
                    default -> acc++;
                }
            }
        }
        return acc;
    }

    /** jackson-databind's tree: what most JVM JSON-RPC servers start from. */
    @Benchmark
    public JsonNode databindTree() throws IOException {
        return MAPPER.readTree(bytes);
    }

    /** databind's tree validated against a JSON Schema of the 2.0 envelope (compiled once in the setup). */
    @Benchmark
    public List<com.networknt.schema.Error> databindNetworknt() throws IOException {
        return schema.validate(MAPPER.readTree(bytes));
    }

    /** Gson's tree, as LSP4J reads messages: bytes decoded to a String first, then {@code JsonParser.parseString}. */
    @Benchmark
    public JsonElement gson() {
        return com.google.gson.JsonParser.parseString(new String(bytes, StandardCharsets.UTF_8));
    }
}

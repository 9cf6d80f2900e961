package dev.rpcgate.bench;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * A generated {@code dir-message} JSONL log of a long MCP 2026-07-28 session, made of the official examples of the
 * revision (read in place from the shared test data): the client's requests of every method that has example
 * replies ({@code tools/call}, {@code prompts/get}, {@code resources/read}, the lists, {@code completion/complete},
 * {@code server/discover}), each from a request or params example with a fresh id, answered out of order with a
 * result example of its method or, now and then, the internal-error example; a third of the calls give a progress
 * token and get progress reports before their reply; some are cancelled and get none; the server logs now and
 * then. Every message is valid and in order, so the checker finds nothing. Deterministic for a seed and size.
 */
final class McpLog {
    /** The methods whose requests and results the examples hold, by the name of their definitions. */
    private static final List<String> METHODS = List.of("CallTool", "GetPrompt", "ReadResource", "ListTools",
            "ListPrompts", "ListResources", "ListResourceTemplates", "Complete", "Discover");

    private final Random random;
    private final LogChunks out = new LogChunks();
    private final List<Method> methods = new ArrayList<>();
    private final JsonObject progress;
    private final JsonObject cancelled;
    private final List<JsonObject> logs;
    private final JsonObject internalError;
    private int calls;
    private int errors;
    private int cancels;
    private long nextId = 1;

    /** One method: its wire name, the params its examples give, and the results its examples give. */
    private record Method(String wire, List<JsonObject> params, List<JsonValue> results) {
    }

    private McpLog(Path examples, long seed) {
        this.random = new Random(seed);
        for (String base : METHODS) {
            List<JsonObject> params = new ArrayList<>();
            String wire = null;
            for (JsonValue v : values(examples.resolve(base + "Request"))) {
                JsonObject request = (JsonObject) v;
                wire = ((JsonString) request.get("method")).value();
                params.add((JsonObject) request.get("params"));
            }
            for (JsonValue v : values(examples.resolve(base + "RequestParams"))) {
                params.add((JsonObject) v);
            }
            List<JsonValue> results = new ArrayList<>();
            for (JsonValue v : values(examples.resolve(base + "ResultResponse"))) {
                results.add(((JsonObject) v).get("result"));
            }
            results.addAll(values(examples.resolve(base + "Result")));
            if (wire == null || params.isEmpty() || results.isEmpty()) {
                throw new IllegalStateException("the examples of " + base + " lack a request or a result in " + examples);
            }
            methods.add(new Method(wire, params, results));
        }
        this.progress = (JsonObject) values(examples.resolve("ProgressNotification")).get(0);
        this.cancelled = (JsonObject) values(examples.resolve("CancelledNotification")).get(0);
        this.logs = values(examples.resolve("LoggingMessageNotification")).stream().map(JsonObject.class::cast).toList();
        this.internalError = (JsonObject) values(examples.resolve("InternalError")).get(0);
    }

    /** A session of at least {@code targetBytes} bytes from the examples in {@code examples}. */
    static EditorLog.Log generate(Path examples, long targetBytes, long seed) {
        McpLog g = new McpLog(examples, seed);
        while (g.out.bytes() < targetBytes) {
            g.burst();
        }
        return g.out.finish(g.calls, g.errors, g.cancels);
    }

    /**
     * The examples of MCP 2026-07-28, read in place: {@code RPCGATE_SHARED}'s, else those of the {@code shared}
     * directory beside the working directory or one of its parents (where the repository's checkout sits).
     */
    static Path examples() {
        String rel = "testdata/mcp/2026-07-28/examples";
        String named = System.getenv("RPCGATE_SHARED");
        if (named != null && !named.isBlank() && Files.isDirectory(Path.of(named, rel))) {
            return Path.of(named, rel);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path beside = dir.resolveSibling("shared").resolve(rel);
            if (Files.isDirectory(beside)) {
                return beside;
            }
        }
        throw new IllegalStateException("the MCP examples (shared/" + rel + ") are neither beside the working directory"
                + " " + Path.of("").toAbsolutePath() + " or a parent, nor under RPCGATE_SHARED");
    }

    /** A few calls in flight, answered out of order, with progress, cancellations and log messages between. */
    private void burst() {
        Deque<Long> pending = new ArrayDeque<>();
        List<Method> of = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        int n = 2 + random.nextInt(5);
        for (int k = 0; k < n; k++) {
            Method m = methods.get(random.nextInt(methods.size()));
            long id = nextId++;
            calls++;
            JsonObject params = m.params().get(random.nextInt(m.params().size()));
            String token = null;
            if (random.nextInt(3) == 0 && params.get("_meta") instanceof JsonObject meta) {
                token = "progress-" + id;
                params = with(params, "_meta", with(meta, "progressToken", JsonString.of(token)));
            } else if (params.get("_meta") instanceof JsonObject meta && meta.has("progressToken")) {
                params = with(params, "_meta", without(meta, "progressToken"));
            }
            in(JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", m.wire()).put("params", params)
                    .build());
            pending.add(id);
            of.add(m);
            tokens.add(token);
        }
        List<Long> ids = new ArrayList<>(pending);
        while (!pending.isEmpty()) {
            long id = random.nextInt(4) == 0 ? pending.removeLast() : pending.removeFirst();
            int i = ids.indexOf(id);
            answer(id, of.get(i), tokens.get(i));
            if (random.nextInt(12) == 0) {
                out(logs.get(random.nextInt(logs.size())));
            }
        }
    }

    private void answer(long id, Method m, String token) {
        if (token != null) {
            for (int step = 1, steps = 1 + random.nextInt(3); step <= steps; step++) {
                JsonObject params = (JsonObject) progress.get("params");
                params = with(with(params, "progressToken", JsonString.of(token)), "progress", JsonNumber.of(step * 25L));
                out(with(progress, "params", params));
            }
        }
        int r = random.nextInt(40);
        if (r == 0) {
            cancels++;
            JsonObject params = with((JsonObject) cancelled.get("params"), "requestId", JsonNumber.of(id));
            in(with(cancelled, "params", params));
        } else if (r == 1) {
            errors++;
            out(JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("error", internalError).build());
        } else {
            out(JsonObject.builder().put("jsonrpc", "2.0").put("id", id)
                    .put("result", m.results().get(random.nextInt(m.results().size()))).build());
        }
    }

    private static JsonObject with(JsonObject o, String member, JsonValue value) {
        JsonObject.Builder b = JsonObject.builder();
        o.names().forEach(n -> b.put(n, n.equals(member) ? value : o.get(n)));
        if (!o.has(member)) {
            b.put(member, value);
        }
        return b.build();
    }

    private static JsonObject without(JsonObject o, String member) {
        JsonObject.Builder b = JsonObject.builder();
        o.names().stream().filter(n -> !n.equals(member)).forEach(n -> b.put(n, o.get(n)));
        return b.build();
    }

    /** The example values of one definition, in file-name order; none when it has no examples. */
    private static List<JsonValue> values(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<JsonValue> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                JsonParse p = JsonReader.withLimits(JsonLimits.DEFAULT).read(Files.readString(f, StandardCharsets.UTF_8));
                if (!p.isValid()) {
                    throw new IllegalStateException(f + " is not JSON: " + p.findings());
                }
                out.add(p.value());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private void in(JsonObject message) {
        out.record("in", JsonWriter.write(message));
    }

    private void out(JsonObject message) {
        out.record("out", JsonWriter.write(message));
    }
}

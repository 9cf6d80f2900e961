package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The runtime's load test: 100k calls through a real child process ({@link LoadStdioServer} with
 * {@code -Xmx256m}), at most 1000 outstanding, with hostile lines mixed in; a cancel that takes effect while the child's
 * in-flight bound is full; calls queued behind that bound, which must fit the heap their byte bound implies; and a
 * batch of a few hundred thousand tiny calls, refused whole within a small heap. Progress goes to standard error
 * (surefire keeps it in the test's output file).
 */
class LoadTest {
    static final int CALLS = 100_000;
    static final int WINDOW = 1_000;
    /** The child's line limit: small, so that oversized lines are cheap to send. */
    static final int MAX_LINE_BYTES = 4096;
    /** One line larger than the child's whole heap: it can only be survived by never holding it. */
    static final long HUGE_LINE_BYTES = 300L << 20;
    static final String CHILD_HEAP = "256m";
    /** Peak RSS allowed: the 256 MiB heap plus the JVM's own (code, metaspace, threads, GC structures). */
    static final long RSS_BOUND_KIB = 512L * 1024;
    private static final int HOSTILE_EVERY = 97;
    /** Calls in the huge batch: {@code {"jsonrpc":"2.0","method":"m","id":N}} each, just under 16 MiB in all. */
    static final int TINY_CALLS_IN_HUGE_BATCH = 390_000;
    /** Holds the huge batch's parsed tree, but not a call state, a trace and a reply per entry besides. */
    static final String HUGE_BATCH_HEAP = "192m";

    /** The hostile lines, each with what it must get back. */
    enum Hostile {
        BROKEN_JSON, INVALID_UTF8, TOO_DEEP, OVERSIZED, NOT_AN_OBJECT, EMPTY_BATCH, // one null-id error each
        INVALID_ENVELOPE, WRONG_VERSION, UNKNOWN_METHOD_CALL, BAD_PARAMS_CALL, CRLF_AND_BLANK_LINES, // an id-ed reply
        MIXED_BATCH, // one array: two results and one -32600
        UNKNOWN_NOTIFICATION, BAD_PARAMS_NOTIFICATION, NOTIFICATION_BATCH // nothing
    }

    /** What the reader saw; read by the test thread only after the reader has ended. */
    private static final class Replies {
        final int[] callAnswers = new int[CALLS + 1];
        final Map<String, List<JsonObject>> byTextId = new HashMap<>();
        final List<String> problems = new ArrayList<>();
        final AtomicLong lines = new AtomicLong();
        long nullParseErrors;
        long nullTooLarge;
        long nullInvalidRequests;
        long batchArrays;
        long batchNullInvalid;
        long endNanos;
        Throwable failure;

        void problem(String p) {
            if (problems.size() < 20) {
                problems.add(p);
            }
        }
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void aHundredThousandCallsWithHostileLinesThroughAChildProcess() throws Exception {
        try (LoadChild child = LoadChild.start(CHILD_HEAP, "--max-line-bytes", Integer.toString(MAX_LINE_BYTES))) {
            Semaphore window = new Semaphore(WINDOW);
            Replies replies = new Replies();
            Thread reader = Thread.ofPlatform().name("load-reader").start(() -> read(child.out(), window, replies));
            Map<String, JsonValue> expectedByTextId = new HashMap<>();
            EnumMap<Hostile, Integer> sent = new EnumMap<>(Hostile.class);
            OutputStream in = child.in();
            int maxOutstanding = 0;
            long start = System.nanoTime();
            try {
                for (int i = 1; i <= CALLS; i++) {
                    maxOutstanding = Math.max(maxOutstanding, acquire(window, in));
                    in.write(call(i));
                    if (i % HOSTILE_EVERY == 0) {
                        Hostile kind = Hostile.values()[(i / HOSTILE_EVERY) % Hostile.values().length];
                        sent.merge(kind, 1, Integer::sum);
                        if (expectsReply(kind)) {
                            maxOutstanding = Math.max(maxOutstanding, acquire(window, in));
                        }
                        in.write(hostile(kind, i, expectedByTextId));
                    }
                    if (i == CALLS / 2) {
                        acquire(window, in);
                        writeHugeLine(in);
                    }
                    if (i % 10_000 == 0) {
                        System.err.printf("load: %,d calls sent, %,d reply lines read, %.1f s%n", i,
                                replies.lines.get(), (System.nanoTime() - start) / 1e9);
                    }
                }
                child.closeInput();
            } catch (IOException e) {
                int exit = child.awaitExit(Duration.ofSeconds(10));
                throw new AssertionError("the child stopped reading (exit code " + exit + ")\nchild stderr:\n"
                        + child.stderr(), e);
            }
            reader.join(Duration.ofMinutes(2));
            int exit = child.awaitExit(Duration.ofSeconds(60));
            String context = "\nchild stderr:\n" + child.stderr();
            assertThat(reader.isAlive()).as("the reader reached the child's EOF" + context).isFalse();
            assertThat(replies.failure).as("the reader failed" + context).isNull();
            double seconds = (replies.endNanos - start) / 1e9;
            long hostileLines = sent.values().stream().mapToLong(Integer::longValue).sum() + 1;
            System.err.printf("load: %,d calls and %,d hostile lines (one of %d MiB) answered in %.1f s: %,.0f calls/s;"
                            + " child peak RSS %,d MiB; at most %d outstanding%n", CALLS, hostileLines,
                    HUGE_LINE_BYTES >> 20, seconds, CALLS / seconds, child.peakRssKib() >> 10, maxOutstanding);

            System.err.print(child.stderr());
            assertThat(sent.keySet()).as("every kind of hostile line was sent")
                    .containsExactlyInAnyOrder(Hostile.values());
            assertThat(exit).as("the child exits 0 at EOF (3 would be an OutOfMemoryError)" + context).isZero();
            assertThat(replies.problems).as("replies that are not one well-formed expected reply" + context).isEmpty();
            for (int i = 1; i <= CALLS; i++) {
                if (replies.callAnswers[i] != 1) {
                    assertThat(replies.callAnswers[i]).as("replies to call " + i + context).isEqualTo(1);
                }
            }
            assertThat(replies.byTextId.keySet()).as("exactly the hostile lines with ids were answered by id")
                    .containsExactlyInAnyOrderElementsOf(expectedByTextId.keySet());
            expectedByTextId.forEach((id, expected) -> {
                List<JsonObject> got = replies.byTextId.get(id);
                assertThat(got).as("replies to " + id).hasSize(1);
                assertThat(comparable(got.getFirst())).as("the reply to " + id).isEqualTo(expected);
            });
            int oversized = sent.getOrDefault(Hostile.OVERSIZED, 0) + 1;
            assertThat(replies.nullParseErrors).as("-32700 with id null: broken JSON, invalid UTF-8, too deep")
                    .isEqualTo(count(sent, Hostile.BROKEN_JSON, Hostile.INVALID_UTF8, Hostile.TOO_DEEP));
            assertThat(replies.nullTooLarge).as("-32600 MessageTooLarge, id null: oversized lines, the huge one too")
                    .isEqualTo(oversized);
            assertThat(replies.nullInvalidRequests).as("-32600 with id null: not an object, []")
                    .isEqualTo(count(sent, Hostile.NOT_AN_OBJECT, Hostile.EMPTY_BATCH));
            assertThat(replies.batchArrays).as("one array per mixed batch").isEqualTo(count(sent, Hostile.MIXED_BATCH));
            assertThat(replies.batchNullInvalid).as("one -32600 entry per mixed batch")
                    .isEqualTo(count(sent, Hostile.MIXED_BATCH));
            long expectedLines = CALLS + 1 + sent.entrySet().stream().filter(e -> expectsReply(e.getKey()))
                    .mapToLong(Map.Entry::getValue).sum();
            assertThat(replies.lines.get()).as("reply lines in all: none for notifications").isEqualTo(expectedLines);
            assertThat(maxOutstanding).as("the window was full: 1000 outstanding at once").isEqualTo(WINDOW);
            if (child.peakRssKib() > 0) {
                assertThat(child.peakRssKib()).as("the child's peak RSS in KiB").isLessThan(RSS_BOUND_KIB);
            }
        }
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void aCancelSentWhileTheInFlightBoundIsFullStillTakesEffect() throws Exception {
        int bound = 4;
        try (LoadChild child = LoadChild.start("64m", "--max-in-flight", Integer.toString(bound))) {
            RawPeer peer = new RawPeer(child.out(), child.in());
            for (int id = 1; id <= bound; id++) {
                peer.sendLines(line(id, "block", "[]"));
            }
            List<Integer> blocked = new ArrayList<>();
            for (int i = 0; i < bound; i++) {
                JsonObject note = peer.nextJson();
                assertThat(note.get("method")).isEqualTo(JsonString.of("blocked"));
                blocked.add((int) ((JsonNumber) ((JsonObject) note.get("params")).get("id")).findLong().orElseThrow());
            }
            assertThat(blocked).as("every slot is taken").containsExactlyInAnyOrder(1, 2, 3, 4);
            for (int id = 101; id <= 120; id++) {
                peer.sendLines(line(id, "echo", "[" + id + "]"));
            }

            long t0 = System.nanoTime();
            peer.sendLines(cancel(120));
            assertThat(peer.nextJson()).as("a queued call cancelled while the bound is full is answered at once")
                    .isEqualTo(cancelled(120));
            long queuedCancelMillis = (System.nanoTime() - t0) / 1_000_000;

            t0 = System.nanoTime();
            peer.sendLines(cancel(3));
            assertThat(peer.nextJson()).as("a running call cancelled while the bound is full").isEqualTo(cancelled(3));
            long runningCancelMillis = (System.nanoTime() - t0) / 1_000_000;
            System.err.printf("cancel with the in-flight bound full: queued call answered in %d ms, running call in %d"
                    + " ms%n", queuedCancelMillis, runningCancelMillis);
            assertThat(queuedCancelMillis).as("promptly").isLessThan(2_000);
            assertThat(runningCancelMillis).as("promptly").isLessThan(2_000);

            List<JsonObject> echoes = new ArrayList<>();
            for (int id = 101; id <= 119; id++) {
                echoes.add(peer.nextJson());
            }
            assertThat(echoes).as("the freed slot runs the queued calls in order").containsExactlyElementsOf(
                    IntStream.rangeClosed(101, 119).mapToObj(id -> RawPeer.parseObject(
                            "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":[" + id + "]}")).toList());

            peer.sendLines(cancel(1), cancel(2), cancel(4));
            List<JsonObject> rest = List.of(peer.nextJson(), peer.nextJson(), peer.nextJson());
            assertThat(rest).containsExactlyInAnyOrder(cancelled(1), cancelled(2), cancelled(4));
            peer.closeOutput();
            assertThat(peer.rest()).as("nothing else is written").isEmpty();
            assertThat(child.awaitExit(Duration.ofSeconds(30))).as("exit code\n" + child.stderr()).isZero();
        }
    }

    /**
     * The queue's byte bound must bound memory: while every slot is taken, 15 MiB of small calls waiting in a queue
     * bounded at 16 MiB must fit in a 128 MiB heap (whether the server holds them compactly or pauses reading sooner).
     * Today it does not: a queued call holds its parsed tree, about 14 times its text.
     */
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void callsQueuedBehindAFullInFlightBoundFitTheHeapTheirByteBoundImplies() throws Exception {
        int bound = 4;
        long queueBytes = 16L << 20;
        try (LoadChild child = LoadChild.start("128m", "--max-in-flight", Integer.toString(bound),
                "--max-queued-bytes", Long.toString(queueBytes))) {
            RawPeer peer = new RawPeer(child.out(), child.in());
            for (int id = 1; id <= bound; id++) {
                peer.sendLines(line(id, "sleep", "[3000]"));
            }
            for (int i = 0; i < bound; i++) {
                assertThat(peer.nextJson().get("method")).as("every slot is taken").isEqualTo(JsonString.of("blocked"));
            }
            int queued = 0;
            IOException writeFailure = null;
            try {
                // reading may pause while the queue is full: the sleeping calls end in 3 s and free it
                OutputStream in = child.in();
                for (long written = 0; written < queueBytes - (1 << 20); queued++) {
                    byte[] call = bytes(line(1000 + queued, "echo", "[" + queued + "]"));
                    in.write(call);
                    written += call.length - 1;
                }
                peer.closeOutput();
            } catch (IOException e) {
                writeFailure = e; // the child is gone
            }
            int exit = child.awaitExit(Duration.ofSeconds(90));
            System.err.printf("queue: %,d calls (%d MiB) behind %d sleeping calls; child exit %d, peak RSS %,d MiB%n",
                    queued, queueBytes >> 20, bound, exit, child.peakRssKib() >> 10);
            assertThat(exit).as("the child's exit code (3: OutOfMemoryError; write failure: " + writeFailure
                    + ")\nchild stderr:\n" + child.stderr()).isZero();
            assertThat(peer.rest()).as("every call answered").hasSize(bound + queued);
        }
    }

    /**
     * The batch bound must bound memory: a batch of {@value #TINY_CALLS_IN_HUGE_BATCH} tiny calls, just under the
     * default 16 MiB message limit, must be refused whole (one null-id -32600, finding {@code BatchTooLarge}) by a
     * child whose heap holds its parsed tree but not a call state, a trace and a reply for each entry as well; the
     * child then goes on serving. With the entry bound lifted the same child runs out of memory (exit 3).
     */
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void aHugeBatchOfTinyCallsIsRefusedWholeWithinASmallHeapAndServingGoesOn() throws Exception {
        for (boolean sequential : new boolean[] {false, true}) {
            try (LoadChild child = LoadChild.start(HUGE_BATCH_HEAP, sequential ? new String[] {"--sequential", "true"}
                    : new String[0])) {
                RawPeer peer = new RawPeer(child.out(), child.in());
                OutputStream in = child.in();
                long written = writeHugeBatch(in);
                peer.sendLines(line(1, "add", "[1,2]"));
                JsonObject refused = peer.nextJson();
                assertThat(refused.get("id")).as("one object, id null").isEqualTo(JsonNull.NULL);
                JsonObject error = (JsonObject) refused.get("error");
                assertThat(error.get("code")).isEqualTo(JsonNumber.of(-32600));
                assertThat(JsonWriter.write(error.get("data"))).contains("\"code\":\"BatchTooLarge\"",
                        "the batch has " + TINY_CALLS_IN_HUGE_BATCH + " entries, over the limit of 1024");
                assertThat(peer.nextJson()).as("serving goes on after the refused batch")
                        .isEqualTo(RawPeer.parseObject("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3}"));
                peer.closeOutput();
                assertThat(peer.rest()).as("nothing of the batch was answered").isEmpty();
                int exit = child.awaitExit(Duration.ofSeconds(60));
                System.err.printf("huge batch (%s): %,d calls in %,d bytes refused; child exit %d, peak RSS %,d MiB%n",
                        sequential ? "sequential" : "concurrent", TINY_CALLS_IN_HUGE_BATCH, written, exit,
                        child.peakRssKib() >> 10);
                assertThat(exit).as("the child's exit code (3: OutOfMemoryError)\n" + child.stderr()).isZero();
            }
        }
    }

    /** Writes the huge batch as one line; returns its length in bytes. */
    private static long writeHugeBatch(OutputStream in) throws IOException {
        StringBuilder b = new StringBuilder(64 * 1024);
        long written = 0;
        b.append('[');
        for (int i = 1; i <= TINY_CALLS_IN_HUGE_BATCH; i++) {
            b.append("{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"id\":").append(i).append('}')
                    .append(i < TINY_CALLS_IN_HUGE_BATCH ? ',' : ']');
            if (b.length() > 60 * 1024 || i == TINY_CALLS_IN_HUGE_BATCH) {
                byte[] chunk = b.toString().getBytes(StandardCharsets.UTF_8);
                in.write(chunk);
                written += chunk.length;
                b.setLength(0);
            }
        }
        in.write('\n');
        assertThat(written).as("under the default message limit").isLessThan(NdjsonChannel.DEFAULT_MAX_LINE_BYTES);
        return written;
    }

    // ---- the load test's lines

    private static byte[] call(int i) {
        return bytes(i % 2 == 0
                ? line(i, "echo", "{\"n\":" + i + ",\"s\":\"call-" + i + "\"}")
                : line(i, "add", "[" + i + ",7]"));
    }

    private static JsonValue expectedResult(int i) {
        return i % 2 == 0
                ? JsonObject.builder().put("n", i).put("s", "call-" + i).build()
                : JsonNumber.of(i + 7L);
    }

    private static boolean expectsReply(Hostile kind) {
        return switch (kind) {
            case UNKNOWN_NOTIFICATION, BAD_PARAMS_NOTIFICATION, NOTIFICATION_BATCH -> false;
            default -> true;
        };
    }

    /** The hostile line (with its LF) for {@code kind} after call {@code i}; records replies expected by id. */
    private static byte[] hostile(Hostile kind, int i, Map<String, JsonValue> expectedByTextId) {
        return switch (kind) {
            case BROKEN_JSON -> bytes("{\"jsonrpc\":\"2.0\",\"id\":\"broken-" + i + "\",\"method\":\"echo\",");
            case INVALID_UTF8 -> {
                byte[] head = ("{\"jsonrpc\":\"2.0\",\"id\":\"utf8-" + i + "\",\"method\":\"echo\",\"params\":[\"")
                        .getBytes(StandardCharsets.UTF_8);
                byte[] out = Arrays.copyOf(head, head.length + 6);
                out[head.length] = (byte) 0xC3; // a lead byte followed by no continuation byte
                out[head.length + 1] = '(';
                System.arraycopy("\"]}\n".getBytes(StandardCharsets.US_ASCII), 0, out, head.length + 2, 4);
                yield out;
            }
            case TOO_DEEP -> bytes("[".repeat(200) + "]".repeat(200));
            case OVERSIZED -> bytes(line("\"big-" + i + "\"", "echo", "[\"" + "x".repeat(3 * MAX_LINE_BYTES) + "\"]"));
            case NOT_AN_OBJECT -> bytes("\"just a string " + i + "\"");
            case EMPTY_BATCH -> bytes("[]");
            case INVALID_ENVELOPE -> {
                expectedByTextId.put("env-" + i, error("env-" + i, -32600));
                yield bytes("{\"jsonrpc\":\"2.0\",\"id\":\"env-" + i + "\",\"method\":42}");
            }
            case WRONG_VERSION -> {
                expectedByTextId.put("ver-" + i, error("ver-" + i, -32600));
                yield bytes("{\"jsonrpc\":\"1.5\",\"id\":\"ver-" + i + "\",\"method\":\"echo\",\"params\":[]}");
            }
            case UNKNOWN_METHOD_CALL -> {
                expectedByTextId.put("nm-" + i, error("nm-" + i, -32601));
                yield bytes(line("\"nm-" + i + "\"", "no_such_method", "[]"));
            }
            case BAD_PARAMS_CALL -> {
                expectedByTextId.put("bp-" + i, error("bp-" + i, -32602));
                yield bytes(line("\"bp-" + i + "\"", "add", "[\"x\"]"));
            }
            case CRLF_AND_BLANK_LINES -> {
                expectedByTextId.put("crlf-" + i, result("crlf-" + i, JsonArray.of(JsonString.of("crlf"))));
                yield ("\r\n \t\n" + line("\"crlf-" + i + "\"", "echo", "[\"crlf\"]") + "\r\n")
                        .getBytes(StandardCharsets.UTF_8);
            }
            case MIXED_BATCH -> {
                expectedByTextId.put("b-" + i + "-0", result("b-" + i + "-0", JsonArray.of(JsonNumber.of(i))));
                expectedByTextId.put("b-" + i + "-1", result("b-" + i + "-1", JsonNumber.of(i + 2L)));
                yield bytes("[" + line("\"b-" + i + "-0\"", "echo", "[" + i + "]")
                        + ",{\"jsonrpc\":\"2.0\",\"method\":\"no_such_method\"},"
                        + line("\"b-" + i + "-1\"", "add", "[" + i + ",2]") + ",7]");
            }
            case UNKNOWN_NOTIFICATION ->
                    bytes("{\"jsonrpc\":\"2.0\",\"method\":\"no_such_method\",\"params\":[" + i + "]}");
            case BAD_PARAMS_NOTIFICATION -> bytes("{\"jsonrpc\":\"2.0\",\"method\":\"add\",\"params\":[\"x\"]}");
            case NOTIFICATION_BATCH -> bytes("[{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[" + i + "]},"
                    + "{\"jsonrpc\":\"2.0\",\"method\":\"no_such_method\"}]");
        };
    }

    /** A call line, without the LF. */
    private static String line(Object id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    private static byte[] bytes(String lineText) {
        return (lineText + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** A call 300 MiB long, written in 1 MiB pieces: larger than the child's heap. */
    private static void writeHugeLine(OutputStream in) throws IOException {
        in.write("{\"jsonrpc\":\"2.0\",\"id\":\"huge\",\"method\":\"echo\",\"params\":[\""
                .getBytes(StandardCharsets.UTF_8));
        byte[] piece = new byte[1 << 20];
        Arrays.fill(piece, (byte) 'x');
        for (long written = 0; written < HUGE_LINE_BYTES; written += piece.length) {
            in.write(piece);
        }
        in.write("\"]}\n".getBytes(StandardCharsets.UTF_8));
    }

    /** Takes a slot of the window, flushing first when none is free; returns the outstanding count then. */
    private static int acquire(Semaphore window, OutputStream in) throws IOException, InterruptedException {
        if (!window.tryAcquire()) {
            in.flush();
            if (!window.tryAcquire(60, TimeUnit.SECONDS)) {
                throw new AssertionError("no reply for 60 s with " + WINDOW + " outstanding");
            }
        }
        return WINDOW - window.availablePermits();
    }

    private static long count(Map<Hostile, Integer> sent, Hostile... kinds) {
        long n = 0;
        for (Hostile k : kinds) {
            n += sent.getOrDefault(k, 0);
        }
        return n;
    }

    // ---- the reader

    /** Reads reply lines until EOF: each must be one strict JSON value; one window slot is released per line. */
    private static void read(InputStream out, Semaphore window, Replies replies) {
        JsonReader json = JsonReader.standard();
        try (out) {
            byte[] buf = new byte[64 * 1024];
            ByteArrayOutputStream line = new ByteArrayOutputStream(256);
            for (int n = out.read(buf); n >= 0; n = out.read(buf)) {
                int from = 0;
                for (int k = 0; k < n; k++) {
                    if (buf[k] == '\n') {
                        line.write(buf, from, k - from);
                        take(json.read(line.toByteArray()), line, replies);
                        line.reset();
                        window.release();
                        from = k + 1;
                    }
                }
                line.write(buf, from, n - from);
                if (line.size() > 1 << 20) {
                    replies.problem("a reply line over 1 MiB");
                    return;
                }
            }
            if (line.size() > 0) {
                replies.problem("the output ends inside a line: " + line);
            }
        } catch (Throwable e) {
            replies.failure = e;
        } finally {
            replies.endNanos = System.nanoTime();
        }
    }

    private static void take(JsonParse parse, ByteArrayOutputStream raw, Replies replies) {
        replies.lines.incrementAndGet();
        if (!parse.isValid()) {
            replies.problem("not one strict JSON value: " + raw.toString(StandardCharsets.UTF_8) + " "
                    + parse.findings());
            return;
        }
        if (parse.value() instanceof JsonArray batch) {
            replies.batchArrays++;
            if (batch.size() != 3) {
                replies.problem("a mixed batch's reply has 3 entries: " + JsonWriter.write(batch));
            }
            for (JsonValue entry : batch.elements()) {
                if (entry instanceof JsonObject o && o.get("id") instanceof JsonString) {
                    replies.byTextId.computeIfAbsent(((JsonString) o.get("id")).value(), k -> new ArrayList<>()).add(o);
                } else if (entry instanceof JsonObject o && isNullIdError(o, -32600)) {
                    replies.batchNullInvalid++;
                } else {
                    replies.problem("an unexpected batch entry: " + JsonWriter.write(entry));
                }
            }
            return;
        }
        if (!(parse.value() instanceof JsonObject o) || !o.has("jsonrpc") || o.has("method")) {
            replies.problem("not a response: " + raw.toString(StandardCharsets.UTF_8));
            return;
        }
        JsonValue id = o.get("id");
        if (id instanceof JsonNumber n && n.findLong().isPresent() && n.findLong().getAsLong() >= 1
                && n.findLong().getAsLong() <= CALLS) {
            int i = (int) n.findLong().getAsLong();
            replies.callAnswers[i]++;
            if (!expectedResult(i).equals(o.get("result"))) {
                replies.problem("call " + i + " answered " + JsonWriter.write(o));
            }
        } else if (id instanceof JsonString s) {
            replies.byTextId.computeIfAbsent(s.value(), k -> new ArrayList<>()).add(o);
        } else if (isNullIdError(o, -32700)) {
            replies.nullParseErrors++;
        } else if (isNullIdError(o, -32600) && hasFinding(o, "MessageTooLarge")) {
            replies.nullTooLarge++;
        } else if (isNullIdError(o, -32600)) {
            replies.nullInvalidRequests++;
        } else {
            replies.problem("an unexpected reply: " + JsonWriter.write(o));
        }
    }

    private static boolean isNullIdError(JsonObject o, long code) {
        return o.get("id") instanceof JsonNull && o.get("error") instanceof JsonObject e
                && e.get("code") instanceof JsonNumber c && c.equals(JsonNumber.of(code));
    }

    private static boolean hasFinding(JsonObject o, String code) {
        return o.get("error") instanceof JsonObject e && e.get("data") instanceof JsonObject d
                && d.get("findings") instanceof JsonArray findings && findings.elements().stream()
                .anyMatch(f -> f instanceof JsonObject fo && JsonString.of(code).equals(fo.get("code")));
    }

    /** A reply as compared: id and result, or id and error code. */
    private static JsonValue comparable(JsonObject reply) {
        if (reply.get("error") instanceof JsonObject e) {
            return error(reply.get("id"), e.get("code"));
        }
        return JsonObject.builder().put("id", reply.get("id")).put("result", reply.get("result")).build();
    }

    private static JsonValue error(String id, long code) {
        return error(JsonString.of(id), JsonNumber.of(code));
    }

    private static JsonValue error(JsonValue id, JsonValue code) {
        return JsonObject.builder().put("id", id).put("error", JsonObject.builder().put("code", code).build()).build();
    }

    private static JsonValue result(String id, JsonValue result) {
        return JsonObject.builder().put("id", JsonString.of(id)).put("result", result).build();
    }

    // ---- the cancel test's lines

    private static String cancel(int id) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":" + id + "}}";
    }

    private static JsonObject cancelled(int id) {
        return RawPeer.parseObject("{\"jsonrpc\":\"2.0\",\"id\":" + id
                + ",\"error\":{\"code\":-32800,\"message\":\"Request cancelled\"}}");
    }
}

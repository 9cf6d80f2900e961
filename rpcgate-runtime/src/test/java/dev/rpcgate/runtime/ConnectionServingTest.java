package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Serving over newline-delimited JSON: the lesson's error table, limits, line ends, failures, whole writes. */
@Timeout(60)
class ConnectionServingTest {
    private static final String CALL_1 = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"gate\"}";
    private static final String BROKEN = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"sum\",\"params\":[1,2";
    private static final String CALL_3 = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"sum\",\"params\":[3,4]}";
    private static final String NO_METHOD = "{\"jsonrpc\":\"2.0\",\"id\":4,\"params\":[1]}";
    private static final String REPLY_1 = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"opened\"}";
    private static final String PARSE_ERROR = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
            + "\"message\":\"Parse error\"}}";
    private static final String REPLY_3 = "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":7}";
    private static final String INVALID_4 = "{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32600,"
            + "\"message\":\"Invalid Request\"}}";

    /** The test registry plus {@code gate}, which returns "opened" once {@code open} is counted down. */
    private static Handler gated(CountDownLatch open) {
        MethodRegistry base = TestMethods.registry();
        return MethodRegistry.builder().methods(base).method("gate", (params, context) -> {
            ObservedChannel.await(open, "the gate was opened");
            return JsonString.of("opened");
        }).build();
    }

    @Test
    void concurrentlyTheLessonTableIsAnsweredByIdWhileTheFirstCallStillRuns() {
        CountDownLatch open = new CountDownLatch(1);
        Served s = Served.ndjson(gated(open), ConnectionOptions.DEFAULT);
        s.peer.sendLines(CALL_1, BROKEN, CALL_3, NO_METHOD);
        List<String> early = List.of(s.peer.next(), s.peer.next(), s.peer.next());
        assertThat(early).as("answered while call 1 waits").containsExactlyInAnyOrder(PARSE_ERROR, REPLY_3, INVALID_4);
        open.countDown();
        assertThat(s.peer.next()).isEqualTo(REPLY_1);
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void sequentiallyTheLessonTableIsAnsweredLineByLine() {
        CountDownLatch open = new CountDownLatch(1);
        AtomicReference<ObservedChannel> observed = new AtomicReference<>();
        Served s = Served.over(gated(open), ConnectionOptions.builder().sequential(true).build(), end -> {
            observed.set(new ObservedChannel(new NdjsonChannel(end.in(), end.out()), 4));
            return observed.get();
        });
        s.peer.sendLines(CALL_1, BROKEN, CALL_3, NO_METHOD);
        observed.get().awaitBodies(); // every line has been read while call 1 still waits...
        open.countDown();
        // ...and yet nothing overtakes it
        assertThat(s.finish()).containsExactly(REPLY_1, PARSE_ERROR, REPLY_3, INVALID_4);
    }

    @Test
    void anOversizedLineIsAnsweredWithMessageTooLargeAndTheNextLineIsServed() {
        Served s = Served.over(TestMethods.registry(), ConnectionOptions.DEFAULT,
                end -> new NdjsonChannel(end.in(), end.out(), 64));
        String big = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[\"" + "x".repeat(1000) + "\"]}";
        s.peer.sendLines(big, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"sum\",\"params\":[2]}");
        JsonObject refused = s.peer.nextJson();
        assertThat(refused.get("id")).hasToString("null");
        JsonObject error = (JsonObject) refused.get("error");
        assertThat(error.get("code")).hasToString("-32600");
        assertThat(error.get("message")).hasToString("\"Invalid Request\"");
        assertThat(error.get("data").toString()).contains("\"code\":\"MessageTooLarge\"", "\"line\":1",
                "the message is " + (big.length()) + " bytes, over the limit of 64 bytes");
        assertThat(s.peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}");
        assertThat(s.finish()).isEmpty();
        Trace t = s.traces.getFirst();
        assertThat(t.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.code()).as("the stream transports answer size with -32600").isEqualTo(-32600);
        assertThat(t.findings()).extracting(Finding::code).containsExactly("MessageTooLarge");
    }

    @ParameterizedTest(name = "sequential: {0}")
    @ValueSource(booleans = {false, true})
    void aBatchAtTheEntryBoundIsServedAndOneOverItIsRefusedWholeWithNothingRun(boolean sequential) {
        AtomicInteger ran = new AtomicInteger();
        Handler counting = MethodRegistry.builder().methods(TestMethods.registry())
                .method("count", (params, context) -> JsonNumber.of(ran.incrementAndGet())).build();
        Served s = Served.ndjson(counting,
                ConnectionOptions.builder().maxBatchEntries(3).sequential(sequential).build());
        String count = "{\"jsonrpc\":\"2.0\",\"method\":\"count\"}";
        s.peer.sendLines("[" + call(1) + "," + count + "," + call(2) + "]",
                "[" + call(3) + "," + count + "," + call(4) + "," + count + "]",
                "[" + count + "," + count + "," + count + "," + count + "]",
                call(5));
        String batch = "[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1},{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}]";
        String refused = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\","
                + "\"data\":{\"findings\":[{\"code\":\"BatchTooLarge\",\"severity\":\"ERROR\",\"message\":"
                + "\"the batch has 4 entries, over the limit of 3: none of them is processed\",\"path\":\"\","
                + "\"line\":%d,\"column\":1,\"offset\":0}]}}}";
        String five = "{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":5}";
        List<String> replies = List.of(s.peer.next(), s.peer.next(), s.peer.next(), s.peer.next());
        if (sequential) {
            assertThat(replies).containsExactly(batch, refused.formatted(2), refused.formatted(3), five);
        } else {
            assertThat(replies).containsExactlyInAnyOrder(batch, refused.formatted(2), refused.formatted(3), five);
        }
        assertThat(s.finish()).isEmpty();
        assertThat(ran).as("only the batch at the bound ran its notification").hasValue(1);
        assertThat(s.traces).filteredOn(t -> t.failedGate() == Gate.ENVELOPE).hasSize(2).allSatisfy(t -> {
            assertThat(t.entries()).as("no entry was looked at").isEmpty();
            assertThat(t.findings()).extracting(Finding::code).containsExactly("BatchTooLarge");
        });
    }

    /** A call of {@code sum} that answers {@code id}. */
    private static String call(int id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"sum\",\"params\":[" + id + "]}";
    }

    @Test
    void theJsonDepthLimitIsAParseError() {
        Served s = Served.ndjson(TestMethods.registry(), ConnectionOptions.builder()
                .limits(JsonLimits.DEFAULT.withMaxDepth(3)).build());
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[[[1]]]}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\",\"params\":[[1]]}");
        assertThat(s.finish()).containsExactlyInAnyOrder(PARSE_ERROR, "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":[[1]]}");
    }

    @Test
    void crLfAndBlankLinesAreFramingAndLineNumbersCountEveryLine() {
        Served s = Served.ndjson(TestMethods.registry(), ConnectionOptions.builder().sequential(true).build());
        s.peer.send("\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1]}\r\n\n \t\r\n"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\r\n{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"sum\",\"params\":[3]}\r\n");
        assertThat(s.finish()).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}", PARSE_ERROR,
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":3}");
        Finding f = s.traces.get(1).findings().getFirst();
        assertThat(f.location().line()).as("the broken line is line 5 of the stream").isEqualTo(5);
    }

    @Test
    void aHandlerExceptionIsInternalErrorWithItsClassNameAndNothingElse() {
        Served s = Served.ndjson(TestMethods.registry(), ConnectionOptions.DEFAULT);
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"fail\"}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"fail\"}",
                "[{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"fail\"}]");
        List<String> out = s.finish();
        assertThat(out).containsExactlyInAnyOrder(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32603,\"message\":\"Internal error\","
                        + "\"data\":{\"exception\":\"IllegalStateException\"}}}",
                "[{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32603,\"message\":\"Internal error\","
                        + "\"data\":{\"exception\":\"IllegalStateException\"}}}]");
        String all = String.join("\n", out);
        assertThat(all).doesNotContain("hunter2", "secret", "\tat ", "java.lang", ".java:");
    }

    @Test
    void aNotificationNeverGetsAReplyWhateverFails() {
        Served s = Served.ndjson(TestMethods.registry(), ConnectionOptions.DEFAULT);
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"method\":\"no_such_method\",\"params\":[1]}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1]}");
        assertThat(s.finish()).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        Trace notification = s.traces.stream().filter(t -> !t.replyDue()).findFirst().orElseThrow();
        assertThat(notification.failedGate()).as("the trace still records it").isEqualTo(Gate.DISPATCH);
        assertThat(notification.reply()).isNull();
    }

    @Test
    void aNotificationIsHandledAsReadEvenWhileEveryCallSlotIsTaken() {
        CountDownLatch open = new CountDownLatch(1);
        Handler h = MethodRegistry.builder().methods(TestMethods.registry()).method("gate", (params, context) -> {
            ObservedChannel.await(open, "the notification opened the gate");
            return JsonString.of("opened");
        }).method("open", (params, context) -> {
            open.countDown();
            return null;
        }).build();
        Served s = Served.ndjson(h, ConnectionOptions.builder().maxInFlight(1).build());
        // call 1 holds the only slot, call 3 waits for it, and only the notification can end the wait
        s.peer.sendLines(CALL_1, CALL_3, "{\"jsonrpc\":\"2.0\",\"method\":\"open\"}");
        assertThat(s.peer.next()).isEqualTo(REPLY_1);
        assertThat(s.peer.next()).isEqualTo(REPLY_3);
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void everyMessageIsWrittenWholeUnder64ChattyCallsAtOnce() {
        int calls = 64;
        int notes = 40;
        String pad = "p".repeat(2000); // several notifications fill the pipe: writers block mid-stream
        Handler chatty = (method, params, context) -> {
            long n = ((JsonNumber) ((JsonObject) params).get("n")).findLong().orElseThrow();
            for (int i = 0; i < notes; i++) {
                context.notify("note", JsonObject.builder().put("call", n).put("seq", i).put("pad", pad).build());
            }
            return JsonNumber.of(n);
        };
        Served s = Served.over(chatty, ConnectionOptions.DEFAULT,
                end -> new NdjsonChannel(end.in(), new Chopped(end.out())));
        StringBuilder in = new StringBuilder();
        for (int i = 1; i <= calls; i++) {
            in.append("{\"jsonrpc\":\"2.0\",\"id\":").append(i).append(",\"method\":\"chatty\",\"params\":{\"n\":")
                    .append(i).append("}}\n");
        }
        s.peer.send(in.toString());
        List<String> out = s.finish();
        assertThat(out).hasSize(calls * (notes + 1));
        Map<Long, List<Long>> seqByCall = new HashMap<>();
        List<Long> replies = new ArrayList<>();
        for (String line : out) {
            JsonObject m = RawPeer.parseObject(line); // fails on any torn or interleaved line
            if (m.has("method")) {
                JsonObject p = (JsonObject) m.get("params");
                assertThat(p.get("pad")).isEqualTo(JsonString.of(pad));
                seqByCall.computeIfAbsent(longOf(p.get("call")), k -> new ArrayList<>()).add(longOf(p.get("seq")));
            } else {
                assertThat(m.get("result")).isEqualTo(m.get("id"));
                replies.add(longOf(m.get("id")));
            }
        }
        assertThat(replies).hasSize(calls).doesNotHaveDuplicates().allMatch(id -> id >= 1 && id <= calls);
        assertThat(seqByCall).hasSize(calls);
        List<Long> inOrder = new ArrayList<>();
        for (long i = 0; i < notes; i++) {
            inOrder.add(i);
        }
        seqByCall.values().forEach(seq -> assertThat(seq).isEqualTo(inOrder));
    }

    @Test
    void aCallWithTheSameIdAsARunningOneIsStillAnswered() {
        CountDownLatch open = new CountDownLatch(1);
        Served s = Served.ndjson(gated(open), ConnectionOptions.DEFAULT);
        s.peer.sendLines(CALL_1, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[5]}");
        assertThat(s.peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":5}");
        open.countDown();
        assertThat(s.peer.next()).isEqualTo(REPLY_1);
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void underLoadWithHostileLinesEveryCallIsAnsweredExactlyOnce() {
        int calls = 20_000;
        // a tiny queue: the reader must pause and resume many times
        Served s = Served.over(TestMethods.registry(), ConnectionOptions.builder().maxInFlight(64)
                .maxQueuedBytes(16 * 1024).build(), end -> new NdjsonChannel(end.in(), end.out(), 4096));
        String oversized = "[\"" + "x".repeat(10_000) + "\"]";
        Thread writer = Thread.ofPlatform().start(() -> {
            StringBuilder b = new StringBuilder();
            for (int i = 1; i <= calls; i++) {
                b.append("{\"jsonrpc\":\"2.0\",\"id\":").append(i).append(",\"method\":\"sum\",\"params\":[")
                        .append(i).append("]}\n");
                switch (i % 500) {
                    case 1 -> b.append("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\n");
                    case 2 -> b.append(oversized).append('\n');
                    case 3 -> b.append("[]\n");
                    case 4 -> b.append("{\"jsonrpc\":\"2.0\",\"method\":\"nope\"}\n");
                    default -> {
                    }
                }
                if (b.length() > 8192) {
                    s.peer.send(b.toString());
                    b.setLength(0);
                }
            }
            s.peer.send(b.toString());
        });
        Map<Long, Integer> answered = new HashMap<>();
        int parseErrors = 0;
        int refused = 0;
        int oversizedReplies = 0;
        int hostile = calls / 500;
        for (int n = 0; n < calls + 3 * hostile; n++) {
            JsonObject reply = RawPeer.parseObject(s.peer.next());
            if (reply.has("result")) {
                long id = longOf(reply.get("id"));
                assertThat(longOf(reply.get("result"))).isEqualTo(id);
                answered.merge(id, 1, Integer::sum);
            } else {
                String code = ((JsonObject) reply.get("error")).get("code").toString();
                assertThat(reply.get("id")).hasToString("null");
                switch (code) {
                    case "-32700" -> parseErrors++;
                    case "-32600" -> {
                        if (reply.toString().contains("MessageTooLarge")) {
                            oversizedReplies++;
                        } else {
                            refused++;
                        }
                    }
                    default -> throw new AssertionError("unexpected reply " + reply);
                }
            }
        }
        assertThat(answered).hasSize(calls).allSatisfy((id, times) -> assertThat(times).isEqualTo(1));
        assertThat(parseErrors).isEqualTo(hostile);
        assertThat(oversizedReplies).isEqualTo(hostile);
        assertThat(refused).isEqualTo(hostile);
        try {
            writer.join(RawPeer.WAIT_SECONDS * 1000);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        assertThat(s.finish()).isEmpty();
    }

    private static long longOf(JsonValue v) {
        return ((JsonNumber) v).findLong().orElseThrow();
    }
}

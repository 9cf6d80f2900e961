package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A cancel notification naming a running or queued call, LSP and MCP style. */
@Timeout(60)
class CancellationTest {
    private final CountDownLatch started = new CountDownLatch(1);
    private final AtomicBoolean interrupted = new AtomicBoolean();
    private final CountDownLatch cancelSeen = new CountDownLatch(1);

    /**
     * The test registry plus {@code wait}, which waits for its cancellation (a handler that never returns on its
     * own), {@code sleep}, which waits on nothing a cancel signals (only the interrupt ends it), and {@code ticker},
     * which writes notifications until it is cancelled.
     */
    private Handler handler(int expectedStarts) {
        CountDownLatch starts = expectedStarts == 1 ? started : new CountDownLatch(expectedStarts);
        return MethodRegistry.builder().methods(TestMethods.registry())
                .method("wait", (params, context) -> {
                    CountDownLatch cancelled = new CountDownLatch(1);
                    context.cancellation().onCancel(cancelled::countDown);
                    started.countDown();
                    starts.countDown();
                    cancelled.await(RawPeer.WAIT_SECONDS * 3, TimeUnit.SECONDS);
                    context.cancellation().throwIfCancelled();
                    return JsonString.of("never cancelled");
                })
                .method("sleep", (params, context) -> {
                    started.countDown();
                    try {
                        new CountDownLatch(1).await(RawPeer.WAIT_SECONDS * 3, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        interrupted.set(true);
                        throw e;
                    }
                    return JsonString.of("never interrupted");
                })
                .method("ticker", (params, context) -> {
                    context.cancellation().onCancel(cancelSeen::countDown);
                    JsonString pad = JsonString.of("t".repeat(1_000));
                    for (int i = 0; !context.cancellation().isCancelled(); i++) {
                        context.notify("tick", dev.rpcgate.core.json.JsonArray.of(JsonNumber.of(i), pad));
                        started.countDown();
                    }
                    context.cancellation().throwIfCancelled();
                    return null;
                })
                .build();
    }

    private static String call(Object id, String method) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":[1]}";
    }

    private static String cancel(Object id) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":" + id + "}}";
    }

    private static String cancelled(Object id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"error\":{\"code\":-32800,\"message\":\"Request cancelled\"}}";
    }

    private static String one(Object id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":1}";
    }

    @Test
    void aRunningCallIsCancelledAndAnsweredWithRequestCancelled() {
        Served s = Served.ndjson(handler(1), ConnectionOptions.DEFAULT);
        s.peer.sendLines(call(1, "wait"));
        ObservedChannel.await(started, "the handler started");
        s.peer.sendLines(cancel(1));
        assertThat(s.peer.next()).isEqualTo(cancelled(1));
        assertThat(s.finish()).isEmpty();
        Trace t = s.traces.stream().filter(Trace::replyDue).findFirst().orElseThrow();
        assertThat(t.failedGate()).isEqualTo(Gate.HANDLER);
        assertThat(t.code()).isEqualTo(-32800);
        assertThat(t.findings()).extracting(Finding::code).containsExactly("Cancelled");
    }

    @Test
    void aCancelInterruptsTheHandlersThread() {
        Served s = Served.ndjson(handler(1), ConnectionOptions.DEFAULT);
        s.peer.sendLines(call("\"s\"", "sleep"));
        ObservedChannel.await(started, "the handler started");
        s.peer.sendLines(cancel("\"s\""));
        assertThat(s.peer.next()).isEqualTo(cancelled("\"s\""));
        assertThat(interrupted).isTrue();
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void aCancelArrivingWhileTheHandlerWritesNeitherTearsNorClosesTheStream() {
        // nio pipes are interruptible channels: an interrupt during a write would close them for good
        AtomicReference<HeldStream> held = new AtomicReference<>();
        Served s = Served.over(handler(1), ConnectionOptions.DEFAULT, end -> {
            held.set(new HeldStream(end.out()));
            return new NdjsonChannel(end.in(), held.get());
        });
        s.peer.sendLines(call(1, "ticker"));
        ObservedChannel.await(started, "the ticker is writing");
        held.get().holdNextWrite();
        held.get().awaitHeld();
        s.peer.sendLines(cancel(1));
        ObservedChannel.await(cancelSeen, "the cancel reached the call while its handler was inside a write");
        held.get().release();
        String line = s.peer.next();
        while (line.contains("\"tick\"")) {
            RawPeer.parseObject(line);
            line = s.peer.next();
        }
        assertThat(line).isEqualTo(cancelled(1));
        s.peer.sendLines(call(2, "sum"));
        assertThat(s.peer.next()).as("the stream still works").isEqualTo(one(2));
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void withNoCancellationCodeACancelledCallGetsNoReplyMcpStyle() {
        Served s = Served.ndjson(handler(1), ConnectionOptions.builder().mcpCancellation().build());
        s.peer.sendLines(call(1, "wait"));
        ObservedChannel.await(started, "the handler started");
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1,"
                + "\"reason\":\"user\"}}", call(2, "sum"));
        assertThat(s.peer.next()).isEqualTo(one(2));
        // finishing drains call 1: had the cancel not reached it, it would answer "never cancelled" here
        assertThat(s.finish()).isEmpty();
        assertThat(s.traces).filteredOn(t -> t.failedGate() == Gate.HANDLER).singleElement().satisfies(t -> {
            assertThat(t.replyDue()).isTrue();
            assertThat(t.code()).as("no code was sent").isNull();
            assertThat(t.reply()).isNull();
            assertThat(t.findings()).extracting(Finding::code).containsExactly("Cancelled");
        });
    }

    @Test
    void aCancelStillTakesEffectWhileTheInFlightBoundIsFull() {
        Served s = Served.ndjson(handler(2), ConnectionOptions.builder().maxInFlight(2).build());
        s.peer.sendLines(call(1, "wait"), call(2, "wait"), call(3, "sum"));
        s.peer.sendLines(cancel(1));
        assertThat(s.peer.next()).isEqualTo(cancelled(1));
        assertThat(s.peer.next()).as("the freed slot runs the queued call").isEqualTo(one(3));
        s.peer.sendLines(cancel(2));
        assertThat(s.peer.next()).isEqualTo(cancelled(2));
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void aQueuedCallCancelledBeforeItStartsIsAnsweredAtOnceWithoutRunning() {
        Served s = Served.ndjson(handler(1), ConnectionOptions.builder().maxInFlight(1).build());
        s.peer.sendLines(call(1, "wait"), call(2, "sum"), cancel(2));
        assertThat(s.peer.next()).as("answered while call 1 still holds the only slot").isEqualTo(cancelled(2));
        assertThat(s.server.runningCalls()).isEqualTo(1);
        s.peer.sendLines(cancel(1));
        assertThat(s.peer.next()).isEqualTo(cancelled(1));
        assertThat(s.finish()).isEmpty();
    }

    @Test
    void sequentiallyACancelledQueuedCallIsAnsweredInItsTurn() {
        Served s = Served.ndjson(handler(1), ConnectionOptions.builder().sequential(true).build());
        s.peer.sendLines(call(1, "wait"), call(2, "sum"), cancel(2), call(3, "sum"));
        ObservedChannel.await(started, "call 1 started");
        s.peer.sendLines(cancel(1));
        assertThat(s.finish()).containsExactly(cancelled(1), cancelled(2), one(3));
    }

    @Test
    void aCancelForNoLiveCallIsIgnoredAndABadOneIsRecordedWithoutAReply() {
        Served s = Served.ndjson(handler(1), ConnectionOptions.DEFAULT);
        s.peer.sendLines(cancel(42), "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":[1]}}",
                call(1, "sum"));
        assertThat(s.finish()).containsExactly(one(1));
        List<Trace> cancels = s.traces.stream().filter(t -> !t.replyDue()).toList();
        assertThat(cancels).hasSize(2);
        assertThat(cancels.get(0).valid()).isTrue();
        assertThat(cancels.get(1).failedGate()).isEqualTo(Gate.PARAMS);
    }
}

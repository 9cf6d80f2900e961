package dev.rpcgate.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.GatewayFixture;
import dev.rpcgate.gateway.LoopbackAgent;
import dev.rpcgate.gateway.RawConnection;
import dev.rpcgate.gateway.forward.StreamOpen;
import dev.rpcgate.gateway.pipeline.Answer;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.upstream.AgentClient;
import dev.rpcgate.gateway.upstream.ClientLimits;
import dev.rpcgate.gateway.upstream.Headers;
import dev.rpcgate.gateway.upstream.Opening;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The relay on its own, between a raw loopback agent (opened with the gateway's upstream client) and a raw loopback
 * client, in either A2A version: keep-alives only at frame boundaries and not resetting the idle timeout, the idle
 * error frame per version, v1.0 streams passed through until the agent closes, the frame observer, and a client that
 * leaves while a keep-alive is written. Streams whose timing is compared run side by side to keep the tests short.
 */
class SseRelayTest {
    /** A step after which the agent keeps the stream open, silent, until the relay closes it. */
    private static final Object HOLD = new Object();
    private static final String KA = ": keep-alive\n\n";
    private static final String FRAME1 = "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"n\":1}}\n\n";
    private static final String FRAME2 = "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"n\":2}}\n\n";

    static ScheduledExecutorService timer;
    static AgentClient upstream;

    @BeforeAll
    static void start() {
        timer = Executors.newSingleThreadScheduledExecutor();
        upstream = new AgentClient(ClientLimits.DEFAULTS);
    }

    @AfterAll
    static void stop() {
        timer.shutdownNow();
        upstream.close();
    }

    @Test
    void keepAlivesGoBetweenFramesNeverInsideOne() throws Exception {
        String[][] cuts = {
                {"data: {\"n\":", "2}\n\n"}, // inside a line
                {"data: {\"n\":2}\n", "\n"}, // a line ended, the frame not
                {"data: {\"n\":2}\r", "\n\r\n"}, // between the CR and LF of a CRLF
                {"data: {\"n\":2}\r\n\r", "\n"}, // after the CR that ends the frame: a boundary
        };
        List<LoopbackAgent> agents = new ArrayList<>();
        List<Run> runs = new ArrayList<>();
        try {
            for (String[] cut : cuts) {
                LoopbackAgent a = agent(FRAME1, 1400L, cut[0], 1400L, cut[1]);
                agents.add(a);
                runs.add(Run.start(a, A2aVersion.V0_3, 30_000, 1000, null));
            }
            for (int i = 0; i < cuts.length; i++) {
                Run r = runs.get(i);
                assertThat(r.awaitEnd(6000)).isTrue();
                String inside = i == 3 ? "(" + Pattern.quote(KA) + ")+" : "";
                assertThat(r.received()).as("cut %d", i).matches(Pattern.quote(FRAME1) + "(" + Pattern.quote(KA)
                        + ")+" + Pattern.quote(cuts[i][0]) + inside + Pattern.quote(cuts[i][1]));
                assertThat(r.releases.get()).isEqualTo(1);
            }
        } finally {
            runs.forEach(Run::close);
            agents.forEach(LoopbackAgent::close);
        }
    }

    @Test
    void aKeepAlivePeriodOfZeroSendsNone() throws Exception {
        try (LoopbackAgent off = agent(FRAME1, 1400L, FRAME2); LoopbackAgent on = agent(FRAME1, 1400L, FRAME2);
             Run none = Run.start(off, A2aVersion.V0_3, 30_000, 0, null);
             Run some = Run.start(on, A2aVersion.V1_0, 30_000, 1000, null)) {
            assertThat(none.awaitEnd(5000)).isTrue();
            assertThat(some.awaitEnd(5000)).isTrue();
            assertThat(none.received()).isEqualTo(FRAME1 + FRAME2);
            assertThat(some.received()).matches(Pattern.quote(FRAME1) + "(" + Pattern.quote(KA) + ")+"
                    + Pattern.quote(FRAME2));
            assertThat(none.releases.get() + some.releases.get()).isEqualTo(2);
        }
    }

    @Test
    void anIdleStreamEndsWithTheErrorFrameOfTheCallersVersionKeepAlivesNotwithstanding() throws Exception {
        try (LoopbackAgent a03 = agent(FRAME1, HOLD); LoopbackAgent a10 = agent(FRAME1, HOLD);
             LoopbackAgent half = agent("data: {\"n\":", HOLD);
             Run v03 = Run.start(a03, A2aVersion.V0_3, 2000, 500, null);
             Run v10 = Run.start(a10, A2aVersion.V1_0, 2000, 500, null);
             Run cut = Run.start(half, A2aVersion.V1_0, 2000, 500, null)) {
            for (Run r : List.of(v03, v10, cut)) {
                assertThat(r.awaitEnd(5000)).isTrue();
                // keep-alives every 0.5 s did not keep the silent agent's stream open past 2 s
                assertThat(r.millis()).isBetween(1900L, 3900L);
                assertThat(r.releases.get()).isEqualTo(1);
            }
            String ka = "(" + Pattern.quote(KA) + ")+";
            assertThat(v03.received()).matches(Pattern.quote(FRAME1) + ka + "event: task\\.error\ndata: (\\{.*})\n\n");
            assertThat(v10.received()).matches(Pattern.quote(FRAME1) + ka + "data: (\\{.*})\n\n");
            // inside a frame: no keep-alive, and the agent's unfinished frame is ended before the error's
            assertThat(cut.received()).matches(Pattern.quote("data: {\"n\":\n\n") + "data: (\\{.*})\n\n");
            for (Run r : List.of(v03, v10, cut)) {
                String text = r.received();
                String json = text.substring(text.lastIndexOf("data: ") + 6, text.length() - 2);
                JsonObject reply = (JsonObject) JsonReader.standard().read(json).value();
                JsonObject error = (JsonObject) reply.get("error");
                assertThat(reply.get("id")).isEqualTo(JsonNumber.of(9));
                // each version's form: v0.3's -32001 with the gateway's data object, v1.0's -32000 with an ErrorInfo
                assertThat(error.get("code")).isEqualTo(JsonNumber.of(r == v03 ? -32001 : -32000));
                assertThat(error.get("data").typeName()).isEqualTo(r == v03 ? "object" : "array");
                assertThat(GatewayFixture.text(error, "message")).isEqualTo("agent timeout: sse-agent");
            }
            awaitNoOpenConnection(a03, a10, half);
        }
    }

    @Test
    void aV1StreamIsRelayedByteForByteUntilTheAgentClosesIt() throws Exception {
        List<String> frames = List.of(
                "\uFEFFdata: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"task\":{\"id\":\"t-1\"}}}\r\n\r\n",
                ": a comment\n\n",
                "id: 7\ndata: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"statusUpdate\":{\"taskId\":\"t-1\","
                        + "\"final\":true}}}\n\n",
                "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"artifactUpdate\":{\"taskId\":\"t-1\"}}}\r\r",
                "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"n\":5}}\n\n");
        Object[] steps = new Object[frames.size() * 2];
        for (int i = 0; i < frames.size(); i++) {
            steps[2 * i] = frames.get(i);
            steps[2 * i + 1] = 40L;
        }
        try (LoopbackAgent a = agent(steps); Run r = Run.start(a, A2aVersion.V1_0, 30_000, 1000, null)) {
            assertThat(r.awaitEnd(3000)).as("ended when the agent closed, long before the idle timeout").isTrue();
            assertThat(r.received()).isEqualTo(String.join("", frames));
            assertThat(r.releases.get()).isEqualTo(1);
        }
    }

    @Test
    void theObserverSeesEachEventsDataAcrossSplitReadsAndLineEnds() throws Exception {
        String big = "data: " + "x".repeat(70 * 1024) + "\n\n";
        Object[] steps = {
                "data: {\"kind\":\"task\",", 30L, "\"id\":\"t-1\"}\r", 30L, "\n\r", 30L, "\n",
                "data: a\r\ndata: b\r\n\r\n", ": comment\n\n", "event: x\nid: 2\ndata: {\"id\":\"t-2\"}\r\r",
                big, 30L, "data: af", 30L, "ter\n", 30L, "\n", "data: unfinished\n"};
        StringBuilder sent = new StringBuilder();
        for (Object s : steps) {
            if (s instanceof String t) {
                sent.append(t);
            }
        }
        List<String> seen = new CopyOnWriteArrayList<>();
        List<Thread> threads = new CopyOnWriteArrayList<>();
        Run[] run = new Run[1];
        List<String> early = new CopyOnWriteArrayList<>();
        Consumer<String> observer = data -> {
            seen.add(data);
            threads.add(Thread.currentThread());
            if (run[0] != null && run[0].received().contains("after\n\n")) {
                early.add(run[0].received()); // the client already had the frame's end: observed too late
            }
        };
        try (LoopbackAgent a = agent(steps); Run r = Run.start(a, A2aVersion.V0_3, 30_000, 1000, observer)) {
            run[0] = r;
            assertThat(r.awaitEnd(3000)).isTrue();
            assertThat(r.received()).isEqualTo(sent.toString());
            assertThat(seen).containsExactly("{\"kind\":\"task\",\"id\":\"t-1\"}", "a\nb", "{\"id\":\"t-2\"}", "after");
            assertThat(threads).allSatisfy(t -> assertThat(t).isSameAs(r.relaying));
            assertThat(early).isEmpty();
        }
    }

    @Test
    void aClientThatLeavesWhileAKeepAliveIsWrittenEndsTheRelayAndReleasesOnce() throws Exception {
        try (LoopbackAgent a = agent(FRAME1, HOLD); Run r = Run.start(a, A2aVersion.V0_3, 30_000, 500, null)) {
            assertThat(r.client.awaitReceived(KA, 3000)).isEqualTo(FRAME1 + KA);
            r.client.close();
            // the idle timeout (30 s) is far: only a failed keep-alive can end the relay this soon
            assertThat(r.awaitEnd(4000)).isTrue();
            assertThat(r.releases.get()).isEqualTo(1);
            awaitNoOpenConnection(a);
            Thread.sleep(600); // no later tick releases again
            assertThat(r.releases.get()).isEqualTo(1);
        }
    }

    /**
     * A raw agent answering 200 {@code text/event-stream} delimited by its close, then playing {@code steps}: a String
     * is written (UTF-8) and flushed, a Long waited for in milliseconds, {@link #HOLD} waits until the relay closes.
     */
    private static LoopbackAgent agent(Object... steps) throws IOException {
        return LoopbackAgent.raw((socket, head, body) -> {
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            out.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            for (Object s : steps) {
                if (s instanceof String text) {
                    out.write(text.getBytes(StandardCharsets.UTF_8));
                    out.flush();
                } else if (s instanceof Long millis) {
                    Thread.sleep(millis);
                } else {
                    LoopbackAgent.holdUntilClosed(socket);
                }
            }
        });
    }

    private static void awaitNoOpenConnection(LoopbackAgent... agents) throws InterruptedException {
        for (LoopbackAgent a : agents) {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (a.openRaw.get() != 0 && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertThat(a.openRaw.get()).as("the agent's stream was closed").isZero();
        }
    }

    /** One stream relayed on a virtual thread from an agent to a raw client connection. */
    private static final class Run implements AutoCloseable {
        final RawConnection client;
        final AtomicInteger releases = new AtomicInteger();
        final long startedAt = System.nanoTime();
        volatile long endedAt;
        Thread relaying;
        private final Socket served;

        private Run(RawConnection client, Socket served) {
            this.client = client;
            this.served = served;
        }

        static Run start(LoopbackAgent agent, A2aVersion version, long idleMillis, long keepAliveMillis,
                         Consumer<String> onEvent) throws IOException {
            Socket served;
            RawConnection c;
            try (ServerSocket ss = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                c = RawConnection.open(ss.getLocalPort());
                served = ss.accept();
            }
            Run run = new Run(c, served);
            Opening o = upstream.open(agent.uri(), Headers.of("Content-Type", "application/json"), Headers.NONE,
                    "{}".getBytes(StandardCharsets.UTF_8), System.nanoTime() + TimeUnit.SECONDS.toNanos(5));
            if (!(o instanceof Opening.Opened opened)) {
                throw new AssertionError("the agent's stream did not open: " + o);
            }
            Agent a = new Agent("sse-agent", List.of(agent.uri()), null, null);
            Answer.Stream stream = new Answer.Stream(a, Id.of(JsonNumber.of(9)), version,
                    new StreamOpen.Opened(agent.uri(), opened.status(), opened.headers(), opened.body()),
                    run.releases::incrementAndGet, onEvent);
            SseRelay relay = new SseRelay(timer, TimeUnit.MILLISECONDS.toNanos(idleMillis),
                    TimeUnit.MILLISECONDS.toNanos(keepAliveMillis));
            OutputStream out = served.getOutputStream();
            run.relaying = Thread.ofVirtual().unstarted(() -> {
                relay.relay(stream, out);
                run.endedAt = System.nanoTime();
                run.closeServed();
            });
            run.relaying.start();
            return run;
        }

        boolean awaitEnd(long millis) throws InterruptedException {
            return relaying.join(Duration.ofMillis(millis)) && client.awaitClose(2000) >= 0;
        }

        long millis() {
            return (endedAt - startedAt) / 1_000_000;
        }

        String received() {
            // the client decodes what it was sent as UTF-8, as an SSE client does
            return new String(client.received().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        }

        private void closeServed() {
            try {
                served.close();
            } catch (IOException ignored) {
                // closing
            }
        }

        @Override
        public void close() {
            closeServed();
            try {
                client.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }
}

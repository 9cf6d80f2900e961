package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Two connections talking to each other, both serving and both calling; progress; the end of the stream. */
@Timeout(60)
class PeersTest {
    private static final long WAIT = RawPeer.WAIT_SECONDS;

    private static long number(JsonValue v) {
        return ((JsonNumber) v).findLong().orElseThrow();
    }

    /** Connects two handlers over pipes with the given framing; returns {A, B}. */
    private static Connection[] pair(Handler a, Handler b, Function<Pipes.End, MessageChannel> framing) {
        Pipes.Link link = Pipes.link();
        Connection ca = new Connection(framing.apply(link.a()), a);
        Connection cb = new Connection(framing.apply(link.b()), b);
        return new Connection[]{ca, cb};
    }

    @Test
    void peersAreSymmetricAHandlerCallsBackWhileItsOwnCallIsOpen() throws Exception {
        AtomicReference<Connection> bRef = new AtomicReference<>();
        List<String> notesAtA = new CopyOnWriteArrayList<>();
        Handler a = MethodRegistry.builder()
                .method("twice", (params, context) -> JsonNumber.of(2 * number(((JsonArray) params).get(0))))
                .method("note", (params, context) -> {
                    notesAtA.add(params.toString());
                    return null;
                })
                .build();
        Handler b = MethodRegistry.builder()
                .method("twice_plus_one", (params, context) -> {
                    // B calls A while A's call to B is still waiting: ids 1 go both ways, each side keeps its own
                    JsonValue twice = bRef.get().call("twice", params).get(WAIT, TimeUnit.SECONDS);
                    bRef.get().notify("note", JsonArray.of(twice));
                    return JsonNumber.of(number(twice) + 1);
                })
                .build();
        Connection[] c = pair(a, b, end -> new NdjsonChannel(end.in(), end.out()));
        bRef.set(c[1]);
        CompletableFuture<Void> aDone = c[0].start();
        CompletableFuture<Void> bDone = c[1].start();

        assertThat(c[0].call("twice_plus_one", JsonArray.of(JsonNumber.of(20))).get(WAIT, TimeUnit.SECONDS))
                .hasToString("41");
        assertThat(notesAtA).as("B's notification was handled before B's reply was read").containsExactly("[40]");
        assertThat(c[1].call("twice", JsonArray.of(JsonNumber.of(5))).get(WAIT, TimeUnit.SECONDS)).hasToString("10");

        c[0].close(); // A's output ends: B's serving returns; B's close ends A's
        assertThat(bDone).succeedsWithin(WAIT, TimeUnit.SECONDS);
        c[1].close();
        assertThat(aDone).succeedsWithin(WAIT, TimeUnit.SECONDS);
    }

    @Test
    void theProgressDemoOverContentLengthFraming() throws Exception {
        List<String> progress = new CopyOnWriteArrayList<>();
        Handler client = MethodRegistry.builder().method("$/progress", (params, context) -> {
            progress.add(params.toString());
            return null;
        }).build();
        Connection[] c = pair(client, TestMethods.registry(), end -> new ContentLengthChannel(end.in(), end.out()));
        c[0].start();
        CompletableFuture<Void> serverDone = c[1].start();
        JsonValue result = c[0].call("slow_count", JsonObject.builder().put("n", 2).build()).get(WAIT, TimeUnit.SECONDS);
        assertThat(result).hasToString("2");
        assertThat(progress).as("both notifications came before the result").containsExactly(
                "{\"requestId\":1,\"done\":1,\"total\":2}", "{\"requestId\":1,\"done\":2,\"total\":2}");
        c[0].close();
        assertThat(serverDone).succeedsWithin(WAIT, TimeUnit.SECONDS);
        c[1].close();
    }

    @Test
    void theEndOfTheStreamDrainsRunningCallsAndWritesTheirReplies() {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch running = new CountDownLatch(2);
        Handler h = MethodRegistry.builder().methods(TestMethods.registry()).method("hold", (params, context) -> {
            running.countDown();
            ObservedChannel.await(release, "released");
            context.log(LogLevel.INFO, "done holding");
            return params;
        }).build();
        AtomicReference<ObservedChannel> observed = new AtomicReference<>();
        Served s = Served.over(h, ConnectionOptions.builder().maxInFlight(1).build(), end -> {
            observed.set(new ObservedChannel(new NdjsonChannel(end.in(), end.out()), 0));
            return observed.get();
        });
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"hold\",\"params\":[1]}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"hold\",\"params\":[2]}");
        s.peer.closeOutput();
        observed.get().awaitEnd();
        assertThat(s.done).as("serve() waits for the running and the queued call").isNotDone();
        assertThat(s.server.runningCalls()).isEqualTo(1);
        assertThat(s.server.queuedCalls()).isEqualTo(1);
        release.countDown();
        s.awaitServed();
        assertThat(running.getCount()).as("the queued call ran too").isZero();
        String log = "{\"jsonrpc\":\"2.0\",\"method\":\"$/logMessage\",\"params\":{\"type\":3,\"message\":\"done holding\"}}";
        assertThat(List.of(s.peer.next(), s.peer.next(), s.peer.next(), s.peer.next())).containsExactly(
                log, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[1]}", log, "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":[2]}");
    }

    @Test
    void contentLengthFramingResynchronisesAfterABadHeaderAndAnswersIt() throws IOException {
        Pipes.Link link = Pipes.link();
        // sequential, so that the replies come in the order of the frames (concurrently a bad frame is answered
        // by the reader, possibly before a call that came earlier)
        Connection server = new Connection(new ContentLengthChannel(link.b().in(), link.b().out(), 100),
                TestMethods.registry(), ConnectionOptions.builder().sequential(true).build(),
                ConnectionListener.NONE);
        CompletableFuture<Void> done = server.start();
        ContentLengthChannel peer = new ContentLengthChannel(link.a().in(), link.a().out());
        String call1 = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1]}";
        String call2 = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"sum\",\"params\":[2]}";
        String raw = "Content-Length: " + call1.length() + "\r\n\r\n" + call1
                + "Content-Lenght: 12\r\n\r\n{\"lost\":true}"
                + "Content-Length: 5000\r\n\r\n" + "x".repeat(5000)
                + "Content-Length: " + call2.length() + "\r\n\r\n" + call2;
        link.a().out().write(raw.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        link.a().out().flush();
        assertThat(((Frame.Body) peer.read()).text()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        assertThat(((Frame.Body) peer.read()).text()).startsWith(
                "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\",\"data\":"
                        + "{\"findings\":[{\"code\":\"MalformedFrame\"");
        assertThat(((Frame.Body) peer.read()).text()).startsWith(
                "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\",\"data\":"
                        + "{\"findings\":[{\"code\":\"MessageTooLarge\"");
        assertThat(((Frame.Body) peer.read()).text()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}");
        link.a().out().close();
        assertThat(done).succeedsWithin(WAIT, TimeUnit.SECONDS);
        server.close();
        assertThat(peer.read()).isSameAs(Frame.END);
    }
}

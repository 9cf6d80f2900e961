package dev.rpcgate.gateway.load;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The load test's agents on one loopback Helidon server, each at {@code /PATH}, each counting what it really saw:
 * requests, calls in flight and the most in flight at once (so a concurrency cap is observed on the agent's side),
 * and open SSE streams. A second server ({@link #vanishing()}) answers like the echo agent until it is closed.
 */
final class LoadAgents implements AutoCloseable {
    /** How long the capped agent holds each call, so that calls overlap. */
    static final long CAPPED_HOLD_MILLIS = 5;
    /** The pause between two frames of the streaming agent. */
    static final long STREAM_PAUSE_MILLIS = 40;

    final Counters echo = new Counters();
    final Counters capped = new Counters();
    final Counters slow = new Counters();
    final Counters failing = new Counters();
    final Counters stream = new Counters();
    final Counters vanishing = new Counters();
    final AtomicInteger openStreams = new AtomicInteger();
    final AtomicInteger streamsEndedByPeer = new AtomicInteger();
    private final WebServer main;
    private final WebServer gone;

    /** Requests seen, calls in flight now, the most at once. */
    static final class Counters {
        final AtomicInteger requests = new AtomicInteger();
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();

        void enter() {
            requests.incrementAndGet();
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
        }

        void leave() {
            inFlight.decrementAndGet();
        }
    }

    private LoadAgents() {
        this.main = WebServer.builder().host("127.0.0.1").port(0).maxPayloadSize(1 << 20)
                .routing(r -> r
                        .post("/echo", (req, res) -> counted(echo, req, res, 0))
                        .post("/capped", (req, res) -> counted(capped, req, res, CAPPED_HOLD_MILLIS))
                        .post("/slow", this::slow)
                        .post("/unavailable", (req, res) -> text(req, res, Status.SERVICE_UNAVAILABLE_503,
                                "text/plain", "down for maintenance"))
                        .post("/failing", (req, res) -> {
                            failing.requests.incrementAndGet();
                            text(req, res, Status.INTERNAL_SERVER_ERROR_500, "text/plain", "boom");
                        })
                        .post("/garbage", (req, res) -> text(req, res, Status.OK_200, "text/html",
                                "<html>not JSON-RPC</html>"))
                        .post("/stream", this::stream))
                .build().start();
        this.gone = WebServer.builder().host("127.0.0.1").port(0).maxPayloadSize(1 << 20)
                .routing(r -> r.post("/echo", (req, res) -> counted(vanishing, req, res, 0)))
                .build().start();
    }

    static LoadAgents start() {
        return new LoadAgents();
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + main.port() + "/" + path);
    }

    /** The vanishing agent's URL (its own server). */
    URI vanishingUri() {
        return URI.create("http://127.0.0.1:" + gone.port() + "/echo");
    }

    /** Closes the vanishing agent's server: from now on its port refuses connections. */
    void vanish() {
        gone.stop();
    }

    @Override
    public void close() {
        main.stop();
        if (gone.isRunning()) {
            gone.stop();
        }
    }

    private static void counted(Counters c, ServerRequest req, ServerResponse res, long holdMillis) {
        c.enter();
        String reply;
        try {
            JsonValue id = idOf(req.content().as(byte[].class));
            if (holdMillis > 0) {
                sleep(holdMillis);
            }
            reply = success(id);
        } finally {
            c.leave(); // before the reply leaves: the gateway's slot is still held until it has read it
        }
        json(res, reply);
    }

    /** Answers after {@code params.metadata.delayMillis}; the test decides which calls outlast their timeout. */
    private void slow(ServerRequest req, ServerResponse res) {
        slow.enter();
        String reply;
        try {
            byte[] body = req.content().as(byte[].class);
            JsonParse p = JsonReader.standard().read(body);
            long delay = 0;
            if (p.value() instanceof JsonObject o && o.get("params") instanceof JsonObject params
                    && params.get("metadata") instanceof JsonObject m && m.get("delayMillis") instanceof JsonNumber n) {
                delay = n.findLong().orElse(0);
            }
            sleep(delay);
            reply = success(idOf(body));
        } finally {
            slow.leave();
        }
        try {
            json(res, reply);
        } catch (UncheckedIOException e) {
            // the gateway gave up on this call (its timeout) and closed the connection
        }
    }

    /** An endless SSE stream, one status-update frame every {@link #STREAM_PAUSE_MILLIS}, until the peer leaves. */
    private void stream(ServerRequest req, ServerResponse res) {
        stream.enter();
        openStreams.incrementAndGet();
        try {
            String id = JsonWriter.write(idOf(req.content().as(byte[].class)));
            res.status(Status.OK_200);
            res.header(HeaderNames.CONTENT_TYPE, "text/event-stream");
            long deadline = System.nanoTime() + 30_000_000_000L;
            try (OutputStream out = res.outputStream()) {
                for (int n = 0; System.nanoTime() < deadline; n++) {
                    out.write(frame(id, n).getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    sleep(STREAM_PAUSE_MILLIS);
                }
            } catch (IOException | RuntimeException e) {
                streamsEndedByPeer.incrementAndGet(); // Helidon reports a gone peer with its own runtime exceptions
            }
        } finally {
            openStreams.decrementAndGet();
            stream.leave();
        }
    }

    /** The {@code n}-th frame the streaming agent sends for a request with {@code idJson}. */
    static String frame(String idJson, int n) {
        return "data: {\"jsonrpc\":\"2.0\",\"id\":" + idJson + ",\"result\":{\"kind\":\"status-update\","
                + "\"taskId\":\"t-1\",\"n\":" + n + ",\"final\":false}}\n\n";
    }

    private static void text(ServerRequest req, ServerResponse res, Status status, String type, String body) {
        req.content().consume();
        res.status(status);
        res.header(HeaderNames.CONTENT_TYPE, type);
        res.send(body.getBytes(StandardCharsets.UTF_8));
    }

    private static JsonValue idOf(byte[] body) {
        JsonParse p = JsonReader.standard().read(body);
        return p.value() instanceof JsonObject o && o.get("id") != null ? o.get("id") : JsonNull.NULL;
    }

    /** The echo agents' result: a fixed small agent message. */
    static String success(JsonValue id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + JsonWriter.write(id) + ",\"result\":{\"kind\":\"message\","
                + "\"messageId\":\"reply-1\",\"role\":\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"ok\"}]}}";
    }

    private static void json(ServerResponse res, String body) {
        res.status(Status.OK_200);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.send(body.getBytes(StandardCharsets.UTF_8));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package dev.rpcgate.gateway.demo;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
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
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The demo's agents, each on its own loopback Helidon server at {@code /agents/ID}: real sockets, real delays, real
 * status codes, so every upstream outcome of the gateway can be seen with curl. Each also serves its agent card at
 * {@code /.well-known/agent-card.json} of its origin (hence a server, and an origin, per agent), which the gateway's
 * card route fetches. Start with {@link #start(String)}, stop with {@link #close()}.
 */
public final class DemoAgents implements AutoCloseable {
    /** How long the slow agent waits before it answers. */
    public static final Duration SLOW_DELAY = Duration.ofSeconds(5);
    /** How many bytes the oversized agent sends: 10 MiB + 1 KiB, over the gateway's default limit. */
    public static final int OVERSIZED_BYTES = 10 * 1024 * 1024 + 1024;
    /** The body the garbage agent sends. */
    public static final String GARBAGE_BODY = "<html><body>this is not JSON-RPC</body></html>";
    private static final int MAX_BODY = 1 << 20;

    /** Where each agent serves its card, on its own origin. */
    public static final String CARD_PATH = "/.well-known/agent-card.json";

    private final Map<DemoAgent, WebServer> servers = new EnumMap<>(DemoAgent.class);
    private final String host;
    private final AtomicLong replies = new AtomicLong();

    private DemoAgents(String host) {
        this.host = host;
    }

    /** Starts every demo agent on a free port of {@code host}. */
    public static DemoAgents start(String host) {
        DemoAgents self = new DemoAgents(host);
        try {
            for (DemoAgent a : DemoAgent.values()) {
                WebServer server = WebServer.builder()
                        .host(host)
                        .port(0)
                        .maxPayloadSize(MAX_BODY)
                        .routing(r -> r.post("/agents/" + a.id(), (req, res) -> self.answer(a, req, res))
                                .get(CARD_PATH, (req, res) -> json(res, 200, JsonWriter.write(self.card(a)))))
                        .build();
                self.servers.put(a, server);
                server.start();
                if (!server.isRunning()) {
                    throw new IllegalStateException("the demo agents could not listen on " + host);
                }
            }
        } catch (RuntimeException e) {
            self.close();
            throw e;
        }
        return self;
    }

    /** The URL of an agent, to register at the gateway. */
    public URI url(DemoAgent agent) {
        String h = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + h + ":" + servers.get(agent).port() + "/agents/" + agent.id());
    }

    /** The URL of an agent's own card: {@value #CARD_PATH} at the agent's origin. */
    public URI cardUrl(DemoAgent agent) {
        return url(agent).resolve(CARD_PATH);
    }

    /**
     * The agent's card: A2A v0.3.0 ({@code url}, {@code protocolVersion}, {@code preferredTransport}) and, in the
     * same card, v1.0's {@code supportedInterfaces} naming the one JSON-RPC interface it serves, a v0.3 one.
     */
    public JsonObject card(DemoAgent agent) {
        String url = url(agent).toString();
        JsonObject jsonRpc = JsonObject.builder().put("url", url).put("protocolBinding", "JSONRPC")
                .put("protocolVersion", "0.3").build();
        JsonObject skill = JsonObject.builder().put("id", agent.name().toLowerCase(java.util.Locale.ROOT))
                .put("name", agent.id()).put("description", agent.shows())
                .put("tags", JsonArray.of(JsonString.of("demo"))).build();
        JsonArray text = JsonArray.of(JsonString.of("text/plain"));
        return JsonObject.builder()
                .put("name", agent.id())
                .put("description", "rpcgate demo agent: " + agent.shows())
                .put("url", url)
                .put("preferredTransport", "JSONRPC")
                .put("protocolVersion", "0.3.0")
                .put("supportedInterfaces", JsonArray.of(jsonRpc))
                .put("version", "1.0.0")
                .put("capabilities", JsonObject.builder().put("streaming", false).put("pushNotifications", false)
                        .build())
                .put("defaultInputModes", text)
                .put("defaultOutputModes", text)
                .put("skills", JsonArray.of(skill))
                .build();
    }

    /** Every agent's URL. */
    public Map<DemoAgent, URI> urls() {
        Map<DemoAgent, URI> out = new EnumMap<>(DemoAgent.class);
        for (DemoAgent a : DemoAgent.values()) {
            out.put(a, url(a));
        }
        return out;
    }

    @Override
    public void close() {
        for (WebServer s : servers.values()) {
            s.stop();
        }
    }

    private void answer(DemoAgent agent, ServerRequest req, ServerResponse res) throws IOException {
        byte[] body = req.content().hasEntity() ? req.content().as(byte[].class) : new byte[0];
        switch (agent) {
            case ECHO -> json(res, 200, echo(body));
            case SLOW -> {
                try {
                    Thread.sleep(SLOW_DELAY);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                json(res, 200, echo(body));
            }
            case GARBAGE -> {
                res.header(HeaderNames.CONTENT_TYPE, "text/html");
                res.send(GARBAGE_BODY.getBytes(StandardCharsets.UTF_8));
            }
            case UNAVAILABLE -> {
                res.status(Status.SERVICE_UNAVAILABLE_503);
                res.header(HeaderNames.CONTENT_TYPE, "text/plain");
                res.send("unavailable: the demo agent is down for maintenance".getBytes(StandardCharsets.UTF_8));
            }
            case OVERSIZED -> oversized(res, body);
            case FAILING -> {
                res.status(Status.INTERNAL_SERVER_ERROR_500);
                res.header(HeaderNames.CONTENT_TYPE, "text/plain");
                res.send("internal failure in the demo agent".getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** A v0.3.0 reply: for message/send a message echoing the parts; another method gets the agent's own -32601. */
    private String echo(byte[] body) {
        JsonParse p = JsonReader.standard().read(body);
        JsonValue id = JsonNull.NULL;
        if (!(p.value() instanceof JsonObject call)) {
            return error(id, -32700, "Parse error");
        }
        id = call.get("id") == null ? JsonNull.NULL : call.get("id");
        if (!(call.get("method") instanceof JsonString m) || !m.value().equals("message/send")) {
            return error(id, -32601, "Method not found");
        }
        JsonValue parts = JsonArray.of(java.util.List.of());
        if (call.get("params") instanceof JsonObject params && params.get("message") instanceof JsonObject message
                && message.get("parts") instanceof JsonArray given) {
            parts = given;
        }
        JsonObject result = JsonObject.builder()
                .put("kind", "message")
                .put("messageId", "echo-" + replies.incrementAndGet())
                .put("role", "agent")
                .put("parts", parts)
                .build();
        return JsonWriter.write(JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("result", result)
                .build());
    }

    private static String error(JsonValue id, int code, String message) {
        return JsonWriter.write(JsonObject.builder().put("jsonrpc", "2.0").put("id", id)
                .put("error", JsonObject.builder().put("code", code).put("message", message).build()).build());
    }

    private static void json(ServerResponse res, int status, String body) {
        res.status(Status.create(status));
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.send(body.getBytes(StandardCharsets.UTF_8));
    }

    /** A well-formed JSON-RPC reply whose result is one long string, streamed: {@link #OVERSIZED_BYTES} in all. */
    private static void oversized(ServerResponse res, byte[] request) {
        JsonParse p = JsonReader.standard().read(request);
        String id = p.value() instanceof JsonObject o && o.get("id") != null ? JsonWriter.write(o.get("id")) : "null";
        byte[] head = ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":\"").getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\"}".getBytes(StandardCharsets.UTF_8);
        long filler = OVERSIZED_BYTES - head.length - tail.length;
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.contentLength(OVERSIZED_BYTES);
        byte[] chunk = new byte[64 * 1024];
        Arrays.fill(chunk, (byte) 'x');
        try (OutputStream out = res.outputStream()) {
            out.write(head);
            for (long left = filler; left > 0; left -= chunk.length) {
                out.write(chunk, 0, (int) Math.min(chunk.length, left));
            }
            out.write(tail);
        } catch (IOException e) {
            // the gateway stops reading at its limit and closes: expected, nothing to answer
        } catch (UncheckedIOException e) {
            // the same, reported by Helidon's stream
        }
    }
}

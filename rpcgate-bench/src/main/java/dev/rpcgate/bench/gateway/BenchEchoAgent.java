package dev.rpcgate.bench.gateway;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.LongAdder;

/**
 * The benchmark's agent: a Helidon SE server on loopback answering {@code POST /echo} ({@code message/send}) with a
 * fixed small agent message under the request's id, so the gateway's id check passes. The same agent is called
 * directly, through nginx and through the gateway.
 */
final class BenchEchoAgent implements AutoCloseable {
    /** The path the agent answers on. */
    static final String PATH = "/echo";
    private static final byte[] BAD = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}"
            .getBytes(StandardCharsets.UTF_8);

    private final WebServer server;
    private final LongAdder calls = new LongAdder();

    BenchEchoAgent(String host) {
        this.server = WebServer.builder().host(host).port(0).maxPayloadSize(1 << 20)
                .routing(r -> r.post(PATH, this::answer)).build().start();
    }

    int port() {
        return server.port();
    }

    long calls() {
        return calls.sum();
    }

    private void answer(ServerRequest req, ServerResponse res) {
        calls.increment();
        JsonParse p = JsonReader.standard().read(req.content().as(byte[].class));
        byte[] body = p.value() instanceof JsonObject o && o.get("id") != null
                ? ("{\"jsonrpc\":\"2.0\",\"id\":" + JsonWriter.write(o.get("id")) + ",\"result\":{\"kind\":\"message\","
                        + "\"messageId\":\"bench-reply\",\"role\":\"agent\",\"parts\":[{\"kind\":\"text\","
                        + "\"text\":\"ok\"}]}}").getBytes(StandardCharsets.UTF_8)
                : BAD;
        res.status(Status.OK_200);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.send(body);
    }

    @Override
    public void close() {
        server.stop();
    }
}

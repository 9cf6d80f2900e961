package dev.rpcgate.bench.gateway;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.concurrent.atomic.LongAdder;

/**
 * The benchmark's agent: a Helidon SE server on loopback answering {@code POST /echo} under the request's id, so the
 * gateway's id check passes: A2A v0.3 {@code message/send} with a fixed small agent message, A2A v1.0
 * {@code SendMessage} with a SendMessageResponse echoing the request's parts ({@link EchoReplies}). The same agent is
 * called directly, through nginx and through the gateway.
 */
final class BenchEchoAgent implements AutoCloseable {
    /** The path the agent answers on. */
    static final String PATH = "/echo";

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
        byte[] body = EchoReplies.reply(req.content().as(byte[].class));
        res.status(Status.OK_200);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.send(body);
    }

    @Override
    public void close() {
        server.stop();
    }
}

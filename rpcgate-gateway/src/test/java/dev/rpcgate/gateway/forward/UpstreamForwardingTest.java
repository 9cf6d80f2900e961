package dev.rpcgate.gateway.forward;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.GatewayFixture;
import dev.rpcgate.gateway.LoopbackAgent;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.upstream.Headers;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

/** The upstream hop on its own: the forwarded headers go out with every call, plain or streaming. */
class UpstreamForwardingTest {
    static final byte[] SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}"
            .getBytes(StandardCharsets.UTF_8);
    static final Id ID = Id.of(dev.rpcgate.core.json.JsonNumber.parse("1"));
    static final Headers TRACE = Headers.of("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
            "tracestate", "rojo=00f067aa0ba902b7");

    private static long in(double seconds) {
        return System.nanoTime() + (long) (seconds * 1e9);
    }

    @Test
    void forwardedHeadersReachTheAgentOnCallsAndStreams() throws Exception {
        ConcurrentLinkedQueue<String> heads = new ConcurrentLinkedQueue<>();
        try (LoopbackAgent a = LoopbackAgent.raw((s, head, body) -> {
            heads.add(head);
            OutputStream out = s.getOutputStream();
            byte[] reply = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}".getBytes(StandardCharsets.US_ASCII);
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + reply.length
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(reply);
            out.flush();
        }); Upstream upstream = new Upstream(1 << 16)) {
            Agent agent = new Agent("trace-agent", List.of(a.uri()), null, null);
            UpstreamResult r = upstream.call(agent, SEND, ID, in(5), TRACE);
            assertThat(r).isInstanceOfSatisfying(UpstreamResult.Replied.class, ok -> {
                assertThat(ok.instance()).isEqualTo(a.uri());
                assertThat(ok.agentError()).isFalse();
            });
            StreamOpen open = upstream.openStream(agent, SEND, in(5), TRACE);
            assertThat(open).isInstanceOf(StreamOpen.Opened.class);
            ((StreamOpen.Opened) open).close();
            assertThat(heads).hasSize(2).allSatisfy(head -> assertThat(head.toLowerCase())
                    .contains("\r\ntraceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\r\n")
                    .contains("\r\ntracestate: rojo=00f067aa0ba902b7\r\n"));
            // and without any, nothing extra is sent
            upstream.call(agent, SEND, ID, in(5), Headers.NONE);
            assertThat(heads).hasSize(3);
            assertThat(heads).last().satisfies(head -> assertThat(head.toLowerCase()).doesNotContain("traceparent"));
        }
    }

    @Test
    void aRefusedInstanceGivesFailedNeverNull() throws Exception {
        try (Upstream upstream = new Upstream(1 << 16)) {
            Agent agent = new Agent("gone-agent", List.of(URI.create("http://127.0.0.1:"
                    + GatewayFixture.closedPort() + "/")), null, null);
            assertThat(upstream.call(agent, SEND, ID, in(5), Headers.NONE))
                    .isInstanceOfSatisfying(UpstreamResult.Failed.class,
                            f -> assertThat(f.failure().reason()).isEqualTo("agent_unreachable"));
            assertThat(upstream.openStream(agent, SEND, in(5), Headers.NONE))
                    .isInstanceOfSatisfying(StreamOpen.Failed.class,
                            f -> assertThat(f.failure().reason()).isEqualTo("agent_unreachable"));
            assertThat(upstream.call(agent, SEND, ID, System.nanoTime() - 1, Headers.NONE))
                    .isInstanceOfSatisfying(UpstreamResult.Failed.class,
                            f -> assertThat(f.failure().reason()).isEqualTo("agent_timeout"));
        }
    }
}

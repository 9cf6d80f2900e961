package dev.rpcgate.gateway.forward;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.LoopbackAgent;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.upstream.Headers;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the UPSTREAM gate makes of an agent that breaks HTTP, for a plain call and for a streaming call answered
 * without a stream: the code, the reason, and whether the agent may have run the call.
 */
class UpstreamFailuresTest {
    static final byte[] SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}"
            .getBytes(StandardCharsets.UTF_8);
    static final Id ID = Id.of(JsonNumber.parse("1"));
    static Upstream upstream;

    @BeforeAll
    static void start() {
        upstream = new Upstream(4096);
    }

    @AfterAll
    static void stop() {
        upstream.close();
    }

    static Stream<Arguments> table() {
        String ok = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n";
        return Stream.of(
                Arguments.of("not HTTP", "NOT HTTP AT ALL\r\n\r\n", -32004, "agent_invalid_response", true),
                Arguments.of("bad chunk size", ok + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", -32004,
                        "agent_invalid_response", true),
                Arguments.of("two lengths", ok + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", -32004,
                        "agent_invalid_response", true),
                Arguments.of("closed before replying", "", -32003, "agent_unavailable", true),
                Arguments.of("closed mid-body", ok + "Content-Length: 100\r\n\r\n{\"jso", -32003, "agent_unavailable",
                        true),
                Arguments.of("one chunk over the limit", ok + "Transfer-Encoding: chunked\r\n\r\n2000\r\n", -32003,
                        "agent_response_too_large", true),
                Arguments.of("chunks over the limit", ok + "Transfer-Encoding: chunked\r\n\r\n"
                        + ("400\r\n" + "x".repeat(1024) + "\r\n").repeat(5), -32003, "agent_response_too_large", true),
                Arguments.of("declared over the limit", ok + "Content-Length: 999999999\r\n\r\n", -32003,
                        "agent_response_too_large", true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void brokenHttpIsAGatewayError(String name, String wire, int code, String reason, boolean mayHaveExecuted)
            throws Exception {
        try (LoopbackAgent a = LoopbackAgent.raw((s, head, body) -> {
            OutputStream out = s.getOutputStream();
            out.write(wire.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            Thread.sleep(300); // then close: nothing more comes
        })) {
            Agent agent = new Agent("broken-agent", List.of(a.uri()), null, null);
            long deadline = System.nanoTime() + 5_000_000_000L;
            UpstreamResult call = upstream.call(agent, SEND, ID, deadline, Headers.NONE);
            assertThat(call).as(name).isInstanceOfSatisfying(UpstreamResult.Failed.class, f -> {
                assertThat(f.failure().code()).isEqualTo(code);
                assertThat(f.failure().reason()).isEqualTo(reason);
                assertThat(f.failure().mayHaveExecuted()).isEqualTo(mayHaveExecuted);
            });
            // a streaming call answered without a stream is classified the same way
            UpstreamResult streamed = switch (upstream.openStream(agent, SEND, deadline, Headers.NONE)) {
                case StreamOpen.Failed f -> new UpstreamResult.Failed(f.failure());
                case StreamOpen.Opened o -> upstream.classify(agent, o, ID, deadline);
            };
            assertThat(streamed).as(name + ", streaming").isInstanceOfSatisfying(UpstreamResult.Failed.class,
                    f -> assertThat(f.failure().reason()).isEqualTo(reason));
        }
    }
}

package dev.rpcgate.conformance.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.conformance.CaseRunner;
import dev.rpcgate.conformance.Peer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class McpPeerSmokeTest {

    @Test
    void subtractAnswersNineteenAsAPlainMethodAndAsATool() throws Exception {
        try (Peer peer = new McpPeer(); Peer.StreamSession session = peer.openStream()) {
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":1").contains("\"result\":19"));
            assertThat(Smoke.call(peer, session,
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":{\"subtrahend\":23,\"minuend\":42}}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":2").contains("\"result\":19"));
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"subtract\",\"arguments\":{\"minuend\":42,\"subtrahend\":23}}}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":3").contains("\"text\":\"19\""));
        }
    }

    @Test
    void echoAndFailAnswer() throws Exception {
        try (Peer peer = new McpPeer(); Peer.StreamSession session = peer.openStream()) {
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"echo\",\"params\":{\"a\":[1,true]}}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"result\":{\"a\":[1,true]}"));
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"fail\"}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":5").contains("\"error\""));
        }
    }

    @Test
    void echoReturnsItsParamsExactlyAndFailAcceptsAnyParams() throws Exception {
        try (Peer peer = new McpPeer(); Peer.StreamSession session = peer.openStream()) {
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[\"x\"]}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"result\":[\"x\"]"));
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\",\"params\":{\"a\":[1,{\"b\":null}]}}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"result\":{\"a\":[1,{\"b\":null}]}"));
            for (String params : new String[] {"[]", "[1,2,3]", "{\"why\":\"test\"}"}) {
                assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"fail\",\"params\":" + params + "}"))
                        .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":3").contains("\"code\":-32603"));
            }
        }
    }

    @Test
    void aParseErrorLeavesTheHarnessInControl() throws Exception {
        try (Peer peer = new McpPeer(); Peer.StreamSession session = peer.openStream()) {
            session.write(CaseRunner.frame("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\"".getBytes(StandardCharsets.UTF_8), peer.framing()));
            session.nextReply(Duration.ofMillis(500)); // some reply or none: either is a finding, not a crash
            session.write(CaseRunner.frame("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\"}".getBytes(StandardCharsets.UTF_8), peer.framing()));
            session.nextReply(Duration.ofMillis(500));
            assertThat(peer.supportsBatches()).isFalse();
        }
    }
}

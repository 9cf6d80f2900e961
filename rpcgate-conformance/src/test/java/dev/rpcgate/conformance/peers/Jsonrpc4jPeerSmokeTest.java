package dev.rpcgate.conformance.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.conformance.CaseRunner;
import dev.rpcgate.conformance.Peer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class Jsonrpc4jPeerSmokeTest {

    @Test
    void subtractAnswersNineteenPositionallyAndByNameAndInABatch() throws Exception {
        try (Peer peer = new Jsonrpc4jPeer(); Peer.StreamSession session = peer.openStream()) {
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":1").contains("\"result\":19"));
            assertThat(Smoke.call(peer, session,
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":{\"subtrahend\":23,\"minuend\":42}}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":2").contains("\"result\":19"));
            assertThat(Smoke.call(peer, session, "[{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"subtract\",\"params\":[42,23]},"
                    + "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"echo\",\"params\":[7]}]"))
                    .hasValueSatisfying(reply -> assertThat(reply).startsWith("[").contains("\"result\":19").contains("\"id\":4"));
        }
    }

    @Test
    void failAnswersWithAnError() throws Exception {
        try (Peer peer = new Jsonrpc4jPeer(); Peer.StreamSession session = peer.openStream()) {
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"fail\"}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":5").contains("\"error\""));
        }
    }

    @Test
    void echoReturnsItsParamsExactlyAndFailAcceptsAnyParams() throws Exception {
        try (Peer peer = new Jsonrpc4jPeer(); Peer.StreamSession session = peer.openStream()) {
            // named params come back as the object (jsonrpc4j's varargs binding would flatten them)
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":{\"a\":[1,{\"b\":null}],\"c\":true}}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"result\":{\"a\":[1,{\"b\":null}],\"c\":true}"));
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\",\"params\":[]}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"result\":[]"));
            assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"echo\"}"))
                    .hasValueSatisfying(reply -> assertThat(reply).contains("\"result\":null"));
            for (String params : new String[] {"[]", "[1,2,3]", "{\"why\":\"test\"}"}) {
                assertThat(Smoke.call(peer, session, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"fail\",\"params\":" + params + "}"))
                        .hasValueSatisfying(reply -> assertThat(reply).contains("\"id\":4").contains("\"error\"")
                                .doesNotContain("\"code\":-32602"));
            }
        }
    }

    @Test
    void aParseErrorLeavesTheHarnessInControl() throws Exception {
        try (Peer peer = new Jsonrpc4jPeer(); Peer.StreamSession session = peer.openStream()) {
            session.write(CaseRunner.frame("{\"jsonrpc\":\"2.0\",\"id\":1,".getBytes(StandardCharsets.UTF_8), peer.framing()));
            session.write(CaseRunner.frame("}}}".getBytes(StandardCharsets.UTF_8), peer.framing()));
            session.nextReply(Duration.ofMillis(500)); // some reply or none: either is a finding, not a crash
        }
    }

    @Test
    void httpAnswersLikeJsonrpc4jsServlet() throws Exception {
        try (Peer peer = new Jsonrpc4jPeer()) {
            Peer.HttpResult ok = peer.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}"
                    .getBytes(StandardCharsets.UTF_8), "application/json", Duration.ofSeconds(3));
            assertThat(ok.status()).isEqualTo(200);
            assertThat(Smoke.compact(ok.body())).contains("\"result\":19");
            Peer.HttpResult garbage = peer.post("{oops".getBytes(StandardCharsets.UTF_8), "application/json", Duration.ofSeconds(3));
            assertThat(garbage.status()).isBetween(200, 599);
        }
    }
}

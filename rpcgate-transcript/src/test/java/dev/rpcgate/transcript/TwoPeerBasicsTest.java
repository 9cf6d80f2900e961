package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.transcript.protocols.ProtocolDescription;

import java.util.List;

import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

import static dev.rpcgate.transcript.Models.CLIENT;
import static dev.rpcgate.transcript.Models.SERVER;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A protocol of two peers in its smallest form: describing it, checking a transcript between its peers, checking
 * the order of a session.
 */
class TwoPeerBasicsTest {
    private static final String PEERS = """
            $version: "2"
            namespace demo
            use smithy.rpc#jsonRpc
            use smithy.rpc#jsonRpcLifecycle
            use smithy.rpc#jsonRpcProtocol
            use smithy.rpc#jsonRpcSession
            use smithy.rpc#method
            @jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
            structure Link {}
            @jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
            @jsonRpcSession(states: ["closed", "open"])
            structure Session {}
            @jsonRpc(versions: ["2.0"])
            service Api { version: "1", operations: [Open, Ping] }
            @method(name: "open", params: "named", nullResult: true)
            @jsonRpcLifecycle(allowedIn: ["closed"], onSuccess: "open")
            operation Open {}
            @method(name: "ping", params: "named", nullResult: true)
            @jsonRpcLifecycle(allowedIn: ["open"])
            operation Ping {}
            """;

    private static ProtocolDescription protocol(String shape) {
        Model model = RpcModels.loader().addText("peers.smithy", PEERS, ModelFormat.IDL).load().expectModel();
        return ProtocolDescription.fromSmithy(model, ShapeId.from(shape), JsonRpcVersion.V2_0).expectDescription();
    }

    @Test
    void describesTwoPeers() {
        ProtocolDescription link = protocol("demo#Link");
        assertThat(link.serviceFor(SERVER)).isPresent();
        assertThat(link.serviceFor(CLIENT)).isEmpty();
        assertThat(link.other(SERVER)).contains(CLIENT);
        assertThat(link.other(CLIENT)).contains(SERVER);
        assertThat(link.other(new PeerName("bob"))).isEmpty();
        assertThat(link.peers()).containsExactly(CLIENT, SERVER);
        assertThat(link.hasSession()).isFalse();
        assertThat(protocol("demo#Session").hasSession()).isTrue();
    }

    @Test
    void checksATwoPeerTranscript() {
        TranscriptChecker checker = new TranscriptChecker(protocol("demo#Link"),
                CheckerOptions.builder().completeness(Completeness.COMPLETE).build());
        List<Finding> found = checker.feedAll(List.of(
                Models.client("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"),
                Models.server("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":null}"),
                Models.server("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":null}")));
        assertThat(found).extracting(Finding::code).containsExactly("UnsolicitedResponse");
        assertThat(EntryRef.of(found.get(0)).entry()).isEqualTo(2);
        assertThat(checker.finish().outstanding()).isZero();
    }

    @Test
    void checksTheOrderOfASession() {
        TranscriptChecker checker = new TranscriptChecker(protocol("demo#Session"));
        List<Finding> found = checker.feedAll(List.of(
                Models.client("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"),
                Models.client("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"open\"}"),
                Models.server("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":null}"),
                Models.client("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}")));
        assertThat(found).extracting(Finding::code).containsExactly("StateViolation");
        assertThat(EntryRef.of(found.get(0)).entry()).isZero();
        assertThat(EntryRef.of(found.get(0)).related()).isNull();
        assertThat(found.get(0).message())
                .isEqualTo("expected method ping only in state open, found it sent by client at entry 0 in state closed");
    }
}

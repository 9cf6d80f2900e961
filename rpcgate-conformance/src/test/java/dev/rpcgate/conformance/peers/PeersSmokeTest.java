package dev.rpcgate.conformance.peers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.conformance.Peer;
import dev.rpcgate.conformance.PeerFactory;
import org.junit.jupiter.api.Test;

class PeersSmokeTest {

    @Test
    void everyPeerIsListedOnceAndStartsUnderItsOwnName() throws Exception {
        assertThat(Peers.all()).extracting(PeerFactory::name).containsExactly("lsp4j", "jsonrpc4j", "mcp-java-sdk", "a2a-java");
        for (PeerFactory factory : Peers.all().subList(0, 3)) {
            try (Peer peer = factory.start()) {
                assertThat(peer.name()).isEqualTo(factory.name());
                assertThat(peer.description()).isNotBlank();
            }
        }
    }

    @Test
    void a2aJavaSaysWhyItIsLeftOut() {
        assertThatThrownBy(() -> Peers.all().get(3).start()).hasMessageContaining("Quarkus");
    }
}

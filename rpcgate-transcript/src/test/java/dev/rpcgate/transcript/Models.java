package dev.rpcgate.transcript;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.transcript.protocols.ProtocolDescription;

import software.amazon.smithy.model.shapes.ShapeId;

/** The fixture models' protocols, prepared once per test run. */
final class Models {
    static final PeerName CLIENT = new PeerName("client");
    static final PeerName SERVER = new PeerName("server");

    private Models() {
    }

    static ProtocolDescription protocol(String file, String shape, JsonRpcVersion version) {
        return ProtocolDescription.fromSmithy(
                CheckerCase.model(RepoFiles.resource(Models.class, "checker").resolve("models").resolve(file)),
                ShapeId.from(shape), version).expectDescription();
    }

    static ProtocolDescription link() {
        return protocol("peers.smithy", "demo#Link", JsonRpcVersion.V2_0);
    }

    static ProtocolDescription session() {
        return protocol("session.smithy", "sess#Link", JsonRpcVersion.V2_0);
    }

    static TranscriptEntry client(String message) {
        return TranscriptEntry.of(CLIENT, message);
    }

    static TranscriptEntry server(String message) {
        return TranscriptEntry.of(SERVER, message);
    }
}

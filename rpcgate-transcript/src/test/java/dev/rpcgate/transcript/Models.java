package dev.rpcgate.transcript;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.transcript.protocols.ProtocolDescription;

import software.amazon.smithy.model.shapes.ShapeId;

/** The fixture models' protocols, prepared once per test run. */
public final class Models {
    public static final PeerName CLIENT = new PeerName("client");
    public static final PeerName SERVER = new PeerName("server");

    private Models() {
    }

    public static ProtocolDescription protocol(String file, String shape, JsonRpcVersion version) {
        return ProtocolDescription.fromSmithy(
                CheckerCase.model(RepoFiles.resource(Models.class, "checker").resolve("models").resolve(file)),
                ShapeId.from(shape), version).expectDescription();
    }

    public static ProtocolDescription link() {
        return protocol("peers.smithy", "demo#Link", JsonRpcVersion.V2_0);
    }

    public static ProtocolDescription session() {
        return protocol("session.smithy", "sess#Link", JsonRpcVersion.V2_0);
    }

    public static TranscriptEntry client(String message) {
        return TranscriptEntry.of(CLIENT, message);
    }

    public static TranscriptEntry server(String message) {
        return TranscriptEntry.of(SERVER, message);
    }
}

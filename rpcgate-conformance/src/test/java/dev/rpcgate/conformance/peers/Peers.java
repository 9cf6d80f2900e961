package dev.rpcgate.conformance.peers;

import dev.rpcgate.conformance.Peer;
import dev.rpcgate.conformance.PeerFactory;
import java.util.List;
import java.util.function.Supplier;

/** The comparison peers of the conformance matrix, in matrix order (read by {@code PeersMatrixRun}). */
public final class Peers {
    /** Why a2a-java has no column of results: its JSON-RPC request handling only runs inside Quarkus. */
    static final String A2A_LEFT_OUT = "a2a-java 0.3.3.Final runs its JSON-RPC request handling only inside Quarkus:"
            + " the code that reads the body, answers parse errors, invalid requests and unknown methods and dispatches"
            + " is A2AServerRoutes.invokeJSONRPCHandler(String, io.vertx.ext.web.RoutingContext) in"
            + " a2a-java-sdk-reference-jsonrpc, a Quarkus reactive-routes bean (quarkus-reactive-routes, Vert.x Web)"
            + " whose JSONRPCHandler, Executor and CallContextFactory are CDI-injected (ArC). a2a-java-sdk-transport-jsonrpc"
            + " (JSONRPCHandler) and a2a-java-sdk-server-common resolve, but take already-parsed typed requests"
            + " (SendMessageRequest, ...), so they have no parse or envelope layer to test; the service would be an"
            + " AgentExecutor reached through message/send, not plain methods.";

    private Peers() {
    }

    /** One factory per comparison peer; a2a-java's start() fails with the reason it is left out. */
    public static List<PeerFactory> all() {
        return List.of(
                factory("lsp4j", LspPeer::new),
                factory("jsonrpc4j", Jsonrpc4jPeer::new),
                factory("mcp-java-sdk", McpPeer::new),
                factory("a2a-java", () -> {
                    throw new UnsupportedOperationException(A2A_LEFT_OUT);
                }));
    }

    private static PeerFactory factory(String name, Supplier<Peer> start) {
        return new PeerFactory() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Peer start() {
                return start.get();
            }
        };
    }
}

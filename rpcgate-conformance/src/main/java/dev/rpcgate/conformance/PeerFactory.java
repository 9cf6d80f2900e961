package dev.rpcgate.conformance;

/**
 * Starts one peer for a matrix run. The comparison peers (test scope) are listed as factories in
 * {@code dev.rpcgate.conformance.peers.Peers#all()}; rpcgate's own are {@link RpcgatePeer#factory()}.
 */
public interface PeerFactory {
    /** The peer's name in the matrix, before it is started (e.g. {@code lsp4j}). */
    String name();

    /**
     * Starts the peer (servers, child processes). A failure here is reported as every case crashing for that peer.
     *
     * @throws Exception when the peer cannot be started
     */
    Peer start() throws Exception;
}

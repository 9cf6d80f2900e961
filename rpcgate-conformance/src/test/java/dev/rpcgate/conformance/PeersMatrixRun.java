package dev.rpcgate.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The whole matrix: rpcgate and every comparison peer listed in {@code dev.rpcgate.conformance.peers.Peers#all()},
 * written to {@code docs/conformance.md} (or {@code -Dconformance.out=FILE}). Not part of the normal test run (the
 * surefire configuration excludes it): {@code bin/conformance} selects it with {@code -Dtest=PeersMatrixRun}. It
 * fails only when rpcgate fails a case; the other peers' results are comparison, not tests.
 */
class PeersMatrixRun {
    static final String PEERS_CLASS = "dev.rpcgate.conformance.peers.Peers";

    @Test
    void runTheWholeMatrix() throws Exception {
        List<PeerFactory> peers = new ArrayList<>();
        peers.add(RpcgatePeer.factory());
        peers.addAll(comparisonPeers());
        String out = System.getProperty("conformance.out");
        Path report = out == null || out.isBlank() ? RepoPaths.root().resolve("docs/conformance.md") : Path.of(out);
        int code = MatrixMain.run(RepoPaths.cases(), report, peers, RunSettings.DEFAULT);
        assertThat(code).as("rpcgate must pass every applicable case; see " + report).isZero();
    }

    /** The factories of {@code Peers.all()}, found by name so that this class compiles before the peers exist. */
    @SuppressWarnings("unchecked")
    static List<PeerFactory> comparisonPeers() throws Exception {
        Class<?> registry;
        try {
            registry = Class.forName(PEERS_CLASS);
        } catch (ClassNotFoundException e) {
            System.out.println("conformance: no " + PEERS_CLASS + " yet: running rpcgate only");
            return List.of();
        }
        Method all = registry.getMethod("all");
        return List.copyOf((List<PeerFactory>) all.invoke(null));
    }
}

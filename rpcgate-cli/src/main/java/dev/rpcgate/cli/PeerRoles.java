package dev.rpcgate.cli;

import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import java.util.List;
import java.util.Optional;

/**
 * Which of a protocol's two peers is the client (the side that starts the conversation: our standard input for
 * {@code tap}, {@code "in"} in a {@code dir-message} log) and which is the server (the child of {@code tap}, the
 * side that wrote the log). By default the server is the only peer that accepts a service, or the second peer when
 * both or neither do; naming one peer decides the other.
 *
 * @param client the client peer
 * @param server the server peer
 */
record PeerRoles(PeerName client, PeerName server) {

    /**
     * The roles of the protocol's peers.
     *
     * @param client the peer named the client, if one was
     * @param server the peer named the server, if one was
     * @throws IllegalArgumentException naming the peers, when a given name is not a peer or both name one peer
     */
    static PeerRoles of(ProtocolDescription protocol, Optional<PeerName> client, Optional<PeerName> server) {
        List<PeerName> peers = protocol.peers();
        for (PeerName given : List.of(client, server).stream().flatMap(Optional::stream).toList()) {
            if (!peers.contains(given)) {
                throw new IllegalArgumentException("'" + given + "' is not a peer of " + protocol.id()
                        + "; its peers are " + names(peers));
            }
        }
        if (client.isPresent() && server.isPresent()) {
            if (client.get().equals(server.get())) {
                throw new IllegalArgumentException("the client and the server must be different peers, both are '"
                        + client.get() + "'");
            }
            return new PeerRoles(client.get(), server.get());
        }
        if (client.isPresent()) {
            return new PeerRoles(client.get(), protocol.other(client.get()).orElseThrow());
        }
        PeerName s = server.orElseGet(() -> defaultServer(protocol));
        return new PeerRoles(protocol.other(s).orElseThrow(), s);
    }

    private static PeerName defaultServer(ProtocolDescription protocol) {
        List<PeerName> accepting = protocol.peers().stream().filter(p -> protocol.serviceFor(p).isPresent()).toList();
        return accepting.size() == 1 ? accepting.get(0) : protocol.peers().get(1);
    }

    /** The peer names as a reader expects them: {@code 'client' and 'server'}. */
    static String names(List<PeerName> peers) {
        return peers.stream().map(p -> "'" + p + "'").reduce((a, b) -> a + " and " + b).orElse("none");
    }
}

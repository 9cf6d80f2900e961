package dev.rpcgate.conformance.peers;

import dev.rpcgate.conformance.Peer;
import dev.rpcgate.conformance.StreamSessions;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A connected pair of loopback sockets: the harness writes on {@code client}, the peer's server runs on the
 * streams of {@code server} (the accepted side). No listening socket outlives {@link #open()}.
 */
record Loopback(Socket client, Socket server) {

    /**
     * The harness's session on {@code client}, deframed by the harness's own reader ({@link StreamSessions});
     * {@code finishWriting} half-closes the client, closing ends the client, then {@code stopServer}, then the
     * server socket.
     */
    Peer.StreamSession session(Peer.StreamFraming framing, AutoCloseable stopServer) throws IOException {
        return StreamSessions.over(client.getInputStream(), client.getOutputStream(), framing, client::shutdownOutput,
                () -> Closing.quietly(client, stopServer, server));
    }

    static Loopback open() throws IOException {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket listener = new ServerSocket(0, 1, loopback)) {
            Socket client = new Socket();
            try {
                client.connect(new InetSocketAddress(loopback, listener.getLocalPort()), 2_000);
                listener.setSoTimeout(2_000);
                Socket server = listener.accept();
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                return new Loopback(client, server);
            } catch (IOException | RuntimeException e) {
                Closing.quietly(client);
                throw e;
            }
        }
    }
}

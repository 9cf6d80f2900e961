package dev.rpcgate.runtime.transport;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.util.concurrent.TimeUnit;

/**
 * Ends a socket after a last answer so that the peer can read it: the output is shut down, what the peer may still
 * send is read and dropped (at most {@value #DRAIN_BYTES} bytes, for at most {@value #DRAIN_MILLIS} ms), then the
 * socket is closed. Unread input would make the close send a reset, which can destroy the answer unread.
 */
final class SocketEnd {
    /** The most bytes read and dropped. */
    static final int DRAIN_BYTES = 64 * 1024;
    /** The longest wait for the peer to finish sending or to close. */
    static final int DRAIN_MILLIS = 1000;

    private SocketEnd() {
    }

    /** Shuts the output down, drains briefly and closes; never throws. */
    static void closeGently(Socket socket) {
        try (socket) {
            socket.shutdownOutput();
            socket.setSoTimeout(DRAIN_MILLIS);
            drain(socket.getInputStream());
        } catch (IOException e) {
            // the peer has gone or sent nothing more in time: it is closed either way
        }
    }

    private static void drain(InputStream in) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DRAIN_MILLIS);
        byte[] buffer = new byte[8192];
        int total = 0;
        while (total < DRAIN_BYTES && System.nanoTime() < deadline) {
            int n = in.read(buffer);
            if (n < 0) {
                return;
            }
            total += n;
        }
    }
}

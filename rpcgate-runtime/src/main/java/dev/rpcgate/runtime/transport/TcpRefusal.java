package dev.rpcgate.runtime.transport;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Replies;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The answer to a connection over the limit: one error message with {@code id: null}, code -32000 (the server-error
 * range: no request was read, so none of the standard codes fits) and finding {@code TooManyConnections}, in the
 * server's framing; then the socket is closed.
 */
final class TcpRefusal {
    /** The code of the refusal. */
    static final int CODE = -32000;
    /** What the peer may still send is read and dropped, up to this much, so that closing does not reset the socket. */
    private static final int DRAIN_BYTES = 64 * 1024;
    private static final int DRAIN_MILLIS = 1000;

    private TcpRefusal() {
    }

    /** The refusal message. */
    static String message(int maxConnections) {
        Finding finding = Finding.error("TooManyConnections", "the server is serving its limit of " + maxConnections
                + " connections; try again later", "", null);
        JsonObject data = JsonObject.builder().put("findings", TraceJson.findings(List.of(finding))).build();
        return JsonWriter.write(Replies.error(Id.of(JsonNull.NULL), CODE, "Too many connections", data));
    }

    /** Writes the refusal, ends the output, drains briefly and closes; never throws. */
    static void refuse(Socket socket, Framing framing, int maxConnections) {
        try (socket) {
            socket.setSoTimeout(DRAIN_MILLIS);
            framing.open(socket.getInputStream(), socket.getOutputStream()).write(message(maxConnections));
            socket.shutdownOutput();
            drain(socket.getInputStream());
        } catch (IOException e) {
            // the peer has gone or sent nothing more in time: it is closed either way
        }
    }

    /** Unread input makes a close send RST, which can destroy the refusal before the peer reads it. */
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

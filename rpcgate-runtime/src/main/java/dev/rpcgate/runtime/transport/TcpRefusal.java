package dev.rpcgate.runtime.transport;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Replies;
import dev.rpcgate.runtime.RuntimeCode;
import dev.rpcgate.runtime.http.HttpReply;
import dev.rpcgate.runtime.http.HttpStreamExchange;
import dev.rpcgate.runtime.http.JsonContentType;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The answer to a connection over the limit: one error message with {@code id: null}, code -32000 (the server-error
 * range: no request was read, so none of the standard codes fits) and finding {@code TooManyConnections}, in what the
 * connection speaks (a framing, or HTTP: 503 with {@code Retry-After} and that message as the body); then the socket
 * is ended ({@link SocketEnd}).
 */
final class TcpRefusal {
    /** The code of the refusal. */
    static final int CODE = -32000;

    private TcpRefusal() {
    }

    /** The refusal message. */
    static String message(int maxConnections) {
        Finding finding = Finding.error(RuntimeCode.TOO_MANY_CONNECTIONS, "the server is serving its limit of "
                + maxConnections + " connections; try again later", "", null);
        JsonObject data = JsonObject.builder().put("findings", TraceJson.findings(List.of(finding))).build();
        return JsonWriter.write(Replies.error(Id.of(JsonNull.NULL), CODE, "Too many connections", data));
    }

    /** Writes the refusal in {@code framing}, ends the output, drains briefly and closes; never throws. */
    static void refuse(Socket socket, Framing framing, int maxConnections) {
        try {
            framing.open(socket.getInputStream(), socket.getOutputStream()).write(message(maxConnections));
        } catch (IOException e) {
            // the peer has gone: it is closed below either way
        }
        SocketEnd.closeGently(socket);
    }

    /** Writes the refusal as an HTTP 503, then ends the socket; never throws. */
    static void refuseHttp(Socket socket, int maxConnections) {
        try {
            HttpStreamExchange.send(new HttpReply(503, JsonContentType.MEDIA_TYPE,
                    message(maxConnections).getBytes(StandardCharsets.UTF_8), Map.of("Retry-After", "1"), null),
                    socket.getOutputStream());
        } catch (IOException e) {
            // as above
        }
        SocketEnd.closeGently(socket);
    }
}

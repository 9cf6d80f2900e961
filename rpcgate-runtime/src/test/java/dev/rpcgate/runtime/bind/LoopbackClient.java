package dev.rpcgate.runtime.bind;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.RpcClient;
import dev.rpcgate.runtime.RpcException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An in-memory client whose peer is a handler behind the real dispatcher. Every message really travels as text: the
 * request is written with {@link JsonWriter} and read back with {@link JsonReader} by the server side, and so is the
 * reply, so nothing passes between the two as a shared Java object.
 */
final class LoopbackClient implements RpcClient {
    /** Every message sent, as text, in order. */
    final List<String> sent = new CopyOnWriteArrayList<>();
    /** Every reply received, as text, in order. */
    final List<String> received = new CopyOnWriteArrayList<>();
    private final LocalServer server;
    private final AtomicLong ids = new AtomicLong();
    private volatile boolean silent;

    LoopbackClient(Handler handler) {
        this.server = new LocalServer(handler);
    }

    /** From now on, calls are sent but never answered. */
    void goSilent() {
        silent = true;
    }

    @Override
    public CompletableFuture<JsonValue> call(String method, JsonValue params, Duration timeout) {
        String request = message(ids.incrementAndGet(), method, params);
        sent.add(request);
        CompletableFuture<JsonValue> reply = new CompletableFuture<>();
        if (timeout != null) {
            reply.orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
        }
        if (silent) {
            return reply;
        }
        String replyText = server.reply(request);
        received.add(replyText);
        JsonObject answer = (JsonObject) JsonReader.standard().read(replyText).findValue().orElseThrow();
        if (answer.get("error") instanceof JsonObject error) {
            long code = Long.parseLong(error.get("code").toString());
            String message = error.get("message").toString();
            reply.completeExceptionally(new RpcException(code, message.substring(1, message.length() - 1),
                    error.get("data")));
        } else {
            reply.complete(answer.get("result"));
        }
        return reply;
    }

    @Override
    public void notify(String method, JsonValue params) {
        String notification = message(0, method, params);
        sent.add(notification);
        assertThat(server.reply(notification)).isNull();
    }

    private static String message(long id, String method, JsonValue params) {
        JsonObject.Builder b = JsonObject.builder().put("jsonrpc", "2.0");
        if (id != 0) {
            b.put("id", id);
        }
        b.put("method", method);
        if (params != null) {
            b.put("params", params);
        }
        return JsonWriter.write(b.build());
    }
}

package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.RpcError;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * This side's calls: fresh numeric ids, the calls awaiting replies (bounded), correlation by exact id equality
 * ({@code 1} and {@code 1.0} are one id, {@code "1"} another), timeouts, and the bounded memory of answered and
 * abandoned ids that tells a duplicate or late reply from an unsolicited one. Thread-safe.
 */
final class Outgoing {
    /** What the remembered ids say became of a call. */
    private enum Outcome { ANSWERED, ABANDONED }

    /** Writes one message; may block. */
    @FunctionalInterface
    interface Sender {
        void send(String json) throws IOException;
    }

    private final Sender sender;
    private final ConnectionOptions options;
    private final ConnectionListener listener;
    private final AtomicLong nextId = new AtomicLong(1);
    private final ConcurrentHashMap<Id, CompletableFuture<JsonValue>> pending = new ConcurrentHashMap<>();
    private final Semaphore slots;
    private final RecentIds<Outcome> recent;
    private volatile IOException ended;

    /** @param listener a listener that does not throw ({@link SafeListener}) */
    Outgoing(Sender sender, ConnectionOptions options, ConnectionListener listener) {
        this.sender = sender;
        this.options = options;
        this.listener = listener;
        this.slots = new Semaphore(options.maxPendingCalls());
        this.recent = new RecentIds<>(options.rememberedIds());
    }

    CompletableFuture<JsonValue> call(String method, JsonValue params, Duration timeout) {
        WireText.checkRequest(method, params);
        if (ended != null) {
            return CompletableFuture.failedFuture(ended);
        }
        if (!slots.tryAcquire()) {
            return CompletableFuture.failedFuture(new IllegalStateException(
                    "too many calls awaiting replies (maxPendingCalls " + options.maxPendingCalls() + ")"));
        }
        long n = nextId.getAndIncrement();
        Id id = Id.of(JsonNumber.of(n));
        CompletableFuture<JsonValue> future = new CompletableFuture<>();
        pending.put(id, future);
        future.whenComplete((result, failure) -> {
            slots.release();
            if (pending.remove(id, future)) { // ended without a reply: timed out, cancelled, or the connection ended
                recent.remember(id, Outcome.ABANDONED);
                if (failure instanceof CancellationException
                        || failure instanceof TimeoutException && options.cancelOnTimeout()) {
                    sendCancel(id);
                }
            }
        });
        if (timeout != null) {
            future.orTimeout(Math.max(1, timeout.toNanos()), TimeUnit.NANOSECONDS);
        }
        IOException end = ended;
        if (end != null) { // the connection ended while this call was being set up
            future.completeExceptionally(end);
            return future;
        }
        try {
            sender.send(WireText.call(n, method, params));
        } catch (IOException | RuntimeException e) {
            future.completeExceptionally(e);
        }
        return future;
    }

    /** Takes a reply: completes its call, or reports it as stray. */
    void accept(Message reply) {
        Id id;
        JsonObject source = reply.source();
        switch (reply) {
            case Message.Success s -> id = s.id();
            case Message.Failure f -> id = f.id();
            default -> {
                return;
            }
        }
        CompletableFuture<JsonValue> future = pending.remove(id);
        if (future != null) {
            recent.remember(id, Outcome.ANSWERED);
            boolean took = switch (reply) {
                case Message.Success s -> future.complete(s.result());
                case Message.Failure f -> future.completeExceptionally(toException(f));
                default -> false;
            };
            if (!took) { // it timed out or was cancelled just as the reply came
                stray(StrayReply.Kind.LATE, id, source);
            }
            return;
        }
        Outcome before = recent.find(id);
        stray(before == null ? StrayReply.Kind.UNSOLICITED
                : before == Outcome.ANSWERED ? StrayReply.Kind.DUPLICATE : StrayReply.Kind.LATE, id, source);
    }

    private static RpcException toException(Message.Failure f) {
        RpcError e = f.error();
        if (e == null) { // 1.0's opaque errors; a 2.0 connection does not read them, but stay total
            return new RpcException(ErrorCodes.INTERNAL_ERROR, "Error", f.legacyError());
        }
        long code = e.findCode().orElse(e.code().lexeme().startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE);
        return new RpcException(code, e.message(), e.data());
    }

    private void stray(StrayReply.Kind kind, Id id, JsonObject source) {
        listener.onStrayReply(new StrayReply(kind, id, source));
    }

    private void sendCancel(Id id) {
        String text = WireText.notification(options.cancelMethod(),
                JsonObject.builder().put(options.cancelMember(), id.toJson()).build());
        // not on the thread that timed the call out (a shared timer) or cancelled it (a caller): a write can block
        Thread.ofVirtual().name("rpcgate-cancel").start(() -> {
            try {
                sender.send(text);
            } catch (IOException e) {
                listener.onWriteFailure(e);
            }
        });
    }

    /** No reply can come any more: fails every waiting call, and every later one, with {@code why}. */
    void end(IOException why) {
        ended = why;
        for (CompletableFuture<JsonValue> f : pending.values()) {
            f.completeExceptionally(why);
        }
    }

    /** Calls awaiting replies (for tests and metrics). */
    int pendingCount() {
        return pending.size();
    }
}

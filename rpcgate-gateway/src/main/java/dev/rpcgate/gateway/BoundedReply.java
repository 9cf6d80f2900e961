package dev.rpcgate.gateway;

import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * An agent reply's body, collected by the HTTP client itself up to one byte past the limit: the call's future then
 * completes once, with the whole bounded body, so no thread waits on a stream of buffers. A body declared over the
 * limit is not read at all ({@code null}); one that runs over is cut at {@code limit + 1} bytes and the connection
 * released.
 */
final class BoundedReply implements HttpResponse.BodySubscriber<byte[]> {
    private final int cap;
    private final CompletableFuture<byte[]> result = new CompletableFuture<>();
    private byte[] buf = new byte[512];
    private int size;
    private Flow.Subscription subscription;

    private BoundedReply(int cap) {
        this.cap = cap;
    }

    /** A handler reading at most {@code maxBytes + 1} bytes of each body. */
    static HttpResponse.BodyHandler<byte[]> handler(int maxBytes) {
        return info -> {
            long declared = info.headers().firstValueAsLong("Content-Length").orElse(-1);
            if (declared > maxBytes) {
                return HttpResponse.BodySubscribers.replacing(null);
            }
            return new BoundedReply(maxBytes + 1);
        };
    }

    @Override
    public CompletionStage<byte[]> getBody() {
        return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        if (result.isDone()) {
            return;
        }
        for (ByteBuffer b : items) {
            int take = Math.min(b.remaining(), cap - size);
            if (size + take > buf.length) {
                buf = Arrays.copyOf(buf, Math.min(cap, Math.max(size + take, buf.length * 2)));
            }
            b.get(buf, size, take);
            size += take;
            if (size == cap) {
                subscription.cancel();
                result.complete(Arrays.copyOf(buf, size));
                return;
            }
        }
    }

    @Override
    public void onError(Throwable t) {
        result.completeExceptionally(t);
    }

    @Override
    public void onComplete() {
        result.complete(Arrays.copyOf(buf, size));
    }
}

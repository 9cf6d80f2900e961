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
 * limit is not read at all ({@link Body.DeclaredTooLarge}); one that runs over is cut at {@code limit + 1} bytes and
 * the connection released.
 */
final class BoundedReply implements HttpResponse.BodySubscriber<BoundedReply.Body> {
    /** What was collected. */
    sealed interface Body {
        /** The body, or its first {@code limit + 1} bytes when it ran over. */
        record Read(byte[] bytes) implements Body {
        }

        /** The reply's {@code Content-Length} was over the limit: nothing was read. */
        record DeclaredTooLarge() implements Body {
        }
    }

    private final int cap;
    private final CompletableFuture<Body> result = new CompletableFuture<>();
    private byte[] buf = new byte[512];
    private int size;
    private Flow.Subscription subscription;

    private BoundedReply(int cap) {
        this.cap = cap;
    }

    /** A handler reading at most {@code maxBytes + 1} bytes of each body. */
    static HttpResponse.BodyHandler<Body> handler(int maxBytes) {
        return info -> {
            long declared = info.headers().firstValueAsLong("Content-Length").orElse(-1);
            if (declared > maxBytes) {
                return HttpResponse.BodySubscribers.replacing(new Body.DeclaredTooLarge());
            }
            return new BoundedReply(maxBytes + 1);
        };
    }

    @Override
    public CompletionStage<Body> getBody() {
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
                result.complete(new Body.Read(Arrays.copyOf(buf, size)));
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
        result.complete(new Body.Read(Arrays.copyOf(buf, size)));
    }
}

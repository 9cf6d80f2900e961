package dev.rpcgate.runtime.http;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A response body collected up to a limit: past it the subscription is cancelled (closing that connection) and the
 * body fails with {@link HttpReplyException.Problem#TOO_LARGE}, so a server cannot make the client hold more.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {
    private final int maxBytes;
    private final int status;
    private final long declared;
    private final CompletableFuture<byte[]> body = new CompletableFuture<>();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private Flow.Subscription subscription;

    private BoundedBody(int maxBytes, HttpResponse.ResponseInfo info) {
        this.maxBytes = maxBytes;
        this.status = info.statusCode();
        this.declared = info.headers().firstValueAsLong("Content-Length").orElse(-1);
    }

    /** A handler whose bodies stop at {@code maxBytes}. */
    static HttpResponse.BodyHandler<byte[]> handler(int maxBytes) {
        return info -> new BoundedBody(maxBytes, info);
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        if (declared > maxBytes) {
            tooLarge();
            return;
        }
        s.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        if (body.isDone()) {
            return;
        }
        for (ByteBuffer b : items) {
            if ((long) out.size() + b.remaining() > maxBytes) {
                tooLarge();
                return;
            }
            byte[] chunk = new byte[b.remaining()];
            b.get(chunk);
            out.writeBytes(chunk);
        }
    }

    @Override
    public void onError(Throwable t) {
        body.completeExceptionally(t);
    }

    @Override
    public void onComplete() {
        body.complete(out.toByteArray());
    }

    @Override
    public CompletionStage<byte[]> getBody() {
        return body;
    }

    private void tooLarge() {
        subscription.cancel();
        body.completeExceptionally(new HttpReplyException(HttpReplyException.Problem.TOO_LARGE, status,
                "the reply is over the client's limit of " + maxBytes + " bytes", null));
    }
}

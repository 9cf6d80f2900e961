package dev.rpcgate.runtime.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * An HTTP body read up to a limit, never further, so a peer cannot make its reader hold more: from a stream a server
 * or client has ({@link #read}), or as the JDK client's body ({@link #handler}). Memory grows with what arrives, not
 * with the limit. Stateless.
 */
public final class BoundedBody {
    private BoundedBody() {
    }

    /**
     * The body from {@code in}, of at most {@code maxBytes + 1} bytes: a result longer than {@code maxBytes} means the
     * body is over the limit, and the rest of it is left unread. The caller closes {@code in}.
     *
     * @throws IOException when the stream fails
     */
    public static byte[] read(InputStream in, int maxBytes) throws IOException {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes is negative: " + maxBytes);
        }
        return in.readNBytes(maxBytes == Integer.MAX_VALUE ? maxBytes : maxBytes + 1);
    }

    /**
     * A JDK client body handler whose bodies stop at {@code maxBytes}: past it (or with a {@code Content-Length} over
     * it) the subscription is cancelled, which closes that connection, and the body fails with
     * {@link HttpReplyException.Problem#TOO_LARGE}.
     */
    static HttpResponse.BodyHandler<byte[]> handler(int maxBytes) {
        return info -> new Collector(maxBytes, info);
    }

    /** One reply's body, collected as it arrives. */
    private static final class Collector implements HttpResponse.BodySubscriber<byte[]> {
        private final int maxBytes;
        private final int status;
        private final long declared;
        private final CompletableFuture<byte[]> body = new CompletableFuture<>();
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();
        private Flow.Subscription subscription;

        private Collector(int maxBytes, HttpResponse.ResponseInfo info) {
            this.maxBytes = maxBytes;
            this.status = info.statusCode();
            this.declared = info.headers().firstValueAsLong("Content-Length").orElse(-1);
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
}

package dev.rpcgate.runtime.http;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Dispatcher;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.ParseRefusal;
import dev.rpcgate.runtime.TraceLog;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * JSON-RPC 2.0 over HTTP, independent of any HTTP server: given a request's method, {@code Content-Type} and body,
 * the {@link HttpReply} to send. POST only (else 405 with {@code Allow: POST}); a body over the limit is 413 with a
 * null-id -32600 body (finding {@code MessageTooLarge}); a missing or non-JSON {@code Content-Type} fails PARSE (-32700,
 * finding {@code ContentType}) without the body being read; both carry the finding in
 * {@code error.data.findings}, as the stream transports do for a message they refuse unread. Then the body runs
 * through PARSE, ENVELOPE and the {@link Dispatcher}'s gates; a batch of more than {@link #maxBatchEntries()} entries
 * fails ENVELOPE whole (200, one null-id -32600 object with finding {@code BatchTooLarge}, none of its entries run).
 * A reply due is sent with 200 (parse errors included);
 * none due — a notification, a batch of notifications — is 204 with no body. Batch entries run one after another on
 * the calling thread.
 *
 * <p>HTTP has no channel back to the client besides the reply: a handler's {@code notify}, {@code log} and
 * {@code progress} are dropped, counted ({@link #droppedNotifications()}) and given to the listener, and cancellation
 * never fires. With a trace sink, each request's body and its reply are logged as a {@link TraceLog} conversation of
 * their own. Immutable and thread-safe when the handler is.
 */
public final class HttpBinding {
    private static final byte[] NO_BODY = new byte[0];
    private static final HttpReply METHOD_NOT_ALLOWED =
            new HttpReply(405, null, NO_BODY, Map.of("Allow", "POST"), null);

    private final JsonReader reader;
    private final Classifier classifier;
    private final Consumer<DroppedNotification> listener;
    private final LongAdder dropped = new LongAdder();
    private final HttpReply tooLarge;
    private final OutputStream traceSink;
    private final Consumer<Trace> traces;

    private HttpBinding(Builder b) {
        this.reader = JsonReader.withLimits(b.limits);
        this.listener = b.listener;
        this.traces = b.traces;
        this.traceSink = b.trace;
        Dispatcher dispatcher = new Dispatcher(b.handler, b.options);
        Consumer<DroppedNotification> sink = this::drop;
        this.classifier = new Classifier(JsonRpcVersion.V2_0, Dispatcher.GATES,
                dispatcher.stage(message -> HttpCallContext.of(message, sink)), b.maxBatchEntries);
        this.tooLarge = tooLargeReply(b.limits.maxBytes());
    }

    /** A binding to {@code handler} with the default limits (16 MiB bodies, depth 128). */
    public static HttpBinding of(Handler handler, DispatchOptions options) {
        return builder(handler).options(options).build();
    }

    /** Starts a binding to {@code handler}. */
    public static Builder builder(Handler handler) {
        return new Builder(handler);
    }

    /** The largest body accepted, in bytes; the JSON limit's {@code maxBytes}. */
    public int maxBodyBytes() {
        return reader.limits().maxBytes();
    }

    /** The most entries one batch may hold (1024 by default); a larger batch is refused whole. */
    public int maxBatchEntries() {
        return classifier.maxBatchEntries();
    }

    /** How many notifications handlers tried to send to clients (dropped: HTTP has no channel for them). */
    public long droppedNotifications() {
        return dropped.sum();
    }

    /**
     * Answers one request.
     *
     * @param method      the HTTP method, e.g. {@code POST} (case-sensitive, as HTTP methods are)
     * @param contentType the {@code Content-Type} header's value, or {@code null} when absent
     * @param body        the body, read with {@link BoundedBody#read(InputStream, int)} or otherwise bounded by the
     *                    caller: a body longer than {@link #maxBodyBytes()} is refused with 413
     */
    public HttpReply handle(String method, String contentType, byte[] body) {
        if (!"POST".equals(method)) {
            return METHOD_NOT_ALLOWED;
        }
        if (body.length > maxBodyBytes()) {
            return tooLarge;
        }
        TraceLog log = traceSink == null ? null : new TraceLog(traceSink);
        if (log != null) {
            log.received(body);
        }
        Optional<Finding> problem = JsonContentType.findProblem(contentType);
        Trace gates = problem.isPresent()
                ? refused(problem.get(), ErrorCodes.PARSE_ERROR)
                : classifier.classify(reader.read(body));
        HttpReply reply = gates.findReply()
                .map(r -> new HttpReply(200, JsonContentType.MEDIA_TYPE, bytes(r), Map.of(), gates))
                .orElseGet(() -> new HttpReply(204, null, NO_BODY, Map.of(), gates));
        if (log != null && reply.hasBody()) {
            log.sent(reply.body());
        }
        if (traces != null) {
            try {
                traces.accept(gates);
            } catch (RuntimeException e) {
                // a listener's failure is its own: the reply stands
            }
        }
        return reply;
    }

    /**
     * The 413 reply, for a server that knows the body is too large before reading it (a {@code Content-Length} over
     * {@link #maxBodyBytes()}): a null-id -32600 body, as for an oversized line on a stream.
     */
    public HttpReply tooLarge() {
        return tooLarge;
    }

    private void drop(DroppedNotification n) {
        dropped.increment();
        if (listener != null) {
            listener.accept(n);
        }
    }

    /** The request was refused before its body was read: the gates cannot tell its kind. */
    private static Trace refused(Finding finding, int code) {
        return ParseRefusal.trace(finding, code);
    }

    /**
     * The size bound is a PARSE condition, but the runtime answers an oversized message on every transport with
     * -32600 (a stream's oversized line too), so the trace carries the code actually sent: it is the single source of
     * the reply.
     */
    private static HttpReply tooLargeReply(int maxBytes) {
        Trace trace = refused(Finding.error(SharedCode.MESSAGE_TOO_LARGE, "the body is over the limit of " + maxBytes
                + " bytes; it was not read", "", null), ErrorCodes.INVALID_REQUEST);
        return new HttpReply(413, JsonContentType.MEDIA_TYPE, bytes(trace.reply()), Map.of(), trace);
    }

    private static byte[] bytes(JsonValue value) {
        return JsonWriter.write(value).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Settings of a binding; every one but the handler has a default. Configured as a stream connection is: the
     * dispatcher's {@link DispatchOptions}, built with {@link DispatchOptions#builder()}, go to {@link #options}
     * (a stream takes the same object in {@code ConnectionOptions.Builder.dispatch}); {@link #limits} and
     * {@link #maxBatchEntries} are the {@code ConnectionOptions} settings of those names, with the same defaults.
     */
    public static final class Builder {
        private final Handler handler;
        private DispatchOptions options = DispatchOptions.DEFAULT;
        private JsonLimits limits = JsonLimits.DEFAULT;
        private int maxBatchEntries = Classifier.DEFAULT_MAX_BATCH_ENTRIES;
        private Consumer<DroppedNotification> listener;
        private OutputStream trace;
        private Consumer<Trace> traces;

        private Builder(Handler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
        }

        /**
         * How the dispatcher answers failures ({@link DispatchOptions#DEFAULT} by default), e.g.
         * {@code options(DispatchOptions.builder().exposeExceptionMessages(true).build())}.
         */
        public Builder options(DispatchOptions value) {
            this.options = Objects.requireNonNull(value, "options");
            return this;
        }

        /** The body limit ({@code maxBytes}, 16 MiB by default) and nesting limit of a request. */
        public Builder limits(JsonLimits value) {
            this.limits = Objects.requireNonNull(value, "limits");
            return this;
        }

        /**
         * The most entries one batch may hold ({@value Classifier#DEFAULT_MAX_BATCH_ENTRIES} by default): a larger
         * batch is answered with one -32600 error, finding {@code BatchTooLarge}, and none of its entries runs.
         */
        public Builder maxBatchEntries(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxBatchEntries must be at least 1, was " + value);
            }
            this.maxBatchEntries = value;
            return this;
        }

        /**
         * Receives each notification a handler tries to send (none by default; they are counted either way). Called on
         * the handler's thread; it should be quick and must be thread-safe.
         */
        public Builder onDropped(Consumer<DroppedNotification> value) {
            this.listener = value;
            return this;
        }

        /**
         * Logs every request's body (a POST within the limit) and its reply body to {@code sink} as {@link TraceLog}
         * JSON Lines, each request a conversation of its own; none by default. Requests running at once share the
         * sink line by line. The sink is not closed by the binding.
         */
        public Builder trace(OutputStream sink) {
            this.trace = sink;
            return this;
        }

        /**
         * Hears the trace of every request the gates ran on (none by default), after its reply was made, on the
         * request's thread: e.g. to log calls that failed. It should be quick and must be thread-safe; what it throws
         * is ignored.
         */
        public Builder onTrace(Consumer<Trace> value) {
            this.traces = value;
            return this;
        }

        /** The binding; its classifier is prepared once here. */
        public HttpBinding build() {
            return new HttpBinding(this);
        }
    }
}

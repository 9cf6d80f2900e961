package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageStage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A JSON-RPC peer over a {@link MessageChannel}: it serves the peer's calls and notifications with a {@link Handler}
 * and makes calls of its own ({@link RpcClient}); both sides of a connection are alike.
 *
 * <p>Serving: every document is classified by the {@link Classifier} with the {@link Dispatcher} as its later gates,
 * and the trace's reply, if any, is written whole. Unreadable text is answered -32700 with {@code id: null}; an
 * oversized message -32600 with finding {@code MessageTooLarge}; a batch of more than
 * {@link ConnectionOptions#maxBatchEntries()} entries -32600 with finding {@code BatchTooLarge}, none of its entries
 * run; a bad frame -32700 with finding {@code MalformedFrame}; nothing a peer writes ends serving but the end of the stream.
 * Calls run off the reader, on a few parked platform threads of the connection or, when those are busy, on virtual
 * threads, at most {@link ConnectionOptions#maxInFlight()} at once; more wait in a queue bounded
 * in bytes, and reading pauses only when it is full. Notifications, replies to this side's calls and cancels are
 * handled as they are read. A cancel notification naming a running or queued call sets its {@link Cancellation} and
 * interrupts its handler; a queued call cancelled before it starts is answered at once. In sequential mode one
 * message is processed at a time and replies come in order.
 *
 * <p>Calling: fresh numeric ids, replies correlated by exact id; a reply that completes no call is reported to the
 * {@link ConnectionListener}. Replies are read by serving, so a connection must be served before it calls (a call on
 * one never served is an {@link IllegalStateException}); {@link #client(MessageChannel)} makes one that only calls,
 * started. Futures complete on the reader thread: use the {@code *Async} methods for slow follow-up work.
 * Thread-safe.
 */
public final class Connection implements RpcClient, AutoCloseable {
    private final MessageChannel channel;
    private final ConnectionOptions options;
    private final ConnectionListener listener;
    private final JsonReader reader;
    private final Dispatcher dispatcher;
    private final Intake intake;
    private final WorkQueue queue;
    private final Outgoing outgoing;
    private final CallWorkers workers = new CallWorkers(this::runToEnd);
    private final ConcurrentHashMap<Id, Work> active = new ConcurrentHashMap<>();
    private final AtomicBoolean served = new AtomicBoolean();
    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private volatile boolean closed;

    /**
     * A connection.
     *
     * @param channel  the framed stream to the peer
     * @param handler  serves the peer's calls and notifications (a {@link MethodRegistry} with no methods answers
     *                 every call -32601, for a connection that only calls)
     * @param options  limits, concurrency and cancellation
     * @param listener hears traces, stray replies and write failures
     */
    public Connection(MessageChannel channel, Handler handler, ConnectionOptions options, ConnectionListener listener) {
        this.channel = Objects.requireNonNull(channel, "channel");
        this.options = Objects.requireNonNull(options, "options");
        this.listener = new SafeListener(Objects.requireNonNull(listener, "listener"));
        this.reader = JsonReader.withLimits(options.limits());
        this.dispatcher = new Dispatcher(new GuardedHandler(Objects.requireNonNull(handler, "handler")),
                options.dispatch());
        this.intake = new Intake(options.sequential(), options.cancelMethod(), options.maxBatchEntries());
        this.queue = new WorkQueue(options.sequential() ? 1 : options.maxInFlight(), options.maxQueuedBytes(),
                this::startCall);
        this.outgoing = new Outgoing(this::send, options, this.listener);
    }

    /** A connection with the default options and no listener. */
    public Connection(MessageChannel channel, Handler handler) {
        this(channel, handler, ConnectionOptions.DEFAULT, ConnectionListener.NONE);
    }

    /**
     * A connection that only calls, already reading its replies ({@link #start()} has run): a call from the peer is
     * answered -32601. Default options, no listener.
     */
    public static Connection client(MessageChannel channel) {
        return client(channel, ConnectionOptions.DEFAULT, ConnectionListener.NONE);
    }

    /**
     * A connection that only calls, already reading its replies ({@link #start()} has run): a call from the peer is
     * answered -32601. {@link #served()} completes when the peer's stream ends.
     */
    public static Connection client(MessageChannel channel, ConnectionOptions options, ConnectionListener listener) {
        Connection c = new Connection(channel, SERVES_NOTHING, options, listener);
        c.start();
        return c;
    }

    /** The options in force. */
    public ConnectionOptions options() {
        return options;
    }

    /**
     * Reads and serves until the end of the input, then fails this side's calls still awaiting replies (none can
     * come), waits for every running and queued call to finish and write its reply, and returns. Runs once.
     *
     * @throws IOException when reading fails (after the same draining), unless {@link #close()} made it fail
     */
    public void serve() throws IOException {
        claimServing();
        serveClaimed();
    }

    private void claimServing() {
        if (!served.compareAndSet(false, true)) {
            throw new IllegalStateException("a connection is served once");
        }
    }

    private void serveClaimed() throws IOException {
        try {
            readAndDrain();
        } catch (IOException | RuntimeException | Error e) {
            done.completeExceptionally(e);
            throw e;
        }
        done.complete(null);
    }

    private void readAndDrain() throws IOException {
        IOException failure = null;
        try {
            readAll();
        } catch (IOException e) {
            failure = e;
        } finally {
            outgoing.end(failure != null ? failure : new IOException("the peer's stream has ended"));
            queue.awaitIdle();
            workers.end();
        }
        if (failure != null && !closed) {
            throw failure;
        }
    }

    /**
     * Runs {@link #serve()} on a new daemon thread; calls may be made as soon as it returns.
     *
     * @return {@link #served()}: completes when serving has returned (exceptionally when reading failed)
     * @throws IllegalStateException when the connection is served already
     */
    public CompletableFuture<Void> start() {
        claimServing();
        Thread.ofPlatform().name("rpcgate-reader").daemon(true).start(() -> {
            try {
                serveClaimed();
            } catch (IOException | RuntimeException | Error e) {
                // done has completed exceptionally with it
            }
        });
        return done.copy();
    }

    /**
     * Completes when serving ({@link #serve()} or {@link #start()}) has returned: at the end of the input, once every
     * call read has been answered; exceptionally when reading failed. Never completes for a connection never served.
     */
    public CompletableFuture<Void> served() {
        return done.copy(); // a copy: completing or cancelling it cannot change what serving did
    }

    /**
     * Calls the peer. Its reply is read by serving, so the connection must be served first: made by
     * {@link #client(MessageChannel)}, after {@link #start()}, or while {@link #serve()} runs on another thread.
     *
     * @throws IllegalStateException when the connection was never served, since no reply could ever be read
     */
    @Override
    public CompletableFuture<JsonValue> call(String method, JsonValue params, Duration timeout) {
        if (!served.get()) {
            throw new IllegalStateException("call(\"" + method + "\") on a connection that is not reading: nothing"
                    + " would read its reply. Make a client with Connection.client(channel), or call start() (or"
                    + " serve() on another thread) first");
        }
        return outgoing.call(method, params, timeout);
    }

    /**
     * Sends a notification, written whole.
     *
     * @throws UncheckedIOException when it cannot be written (the peer is gone)
     * @throws IllegalArgumentException when params are neither an array, an object nor {@code null}
     */
    @Override
    public void notify(String method, JsonValue params) {
        WireText.checkRequest(method, params);
        try {
            send(WireText.notification(method, params));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Closes the channel: calls awaiting replies fail, running handlers are cancelled, and serving ends when the
     * blocked read returns (streams that do not unblock a read on close, such as {@code System.in}, end at their EOF).
     */
    @Override
    public void close() throws IOException {
        closed = true;
        outgoing.end(new IOException("the connection was closed"));
        for (Work w : active.values()) {
            w.calls().values().forEach(CallState::cancel);
        }
        channel.close();
    }

    private void readAll() throws IOException {
        while (true) {
            switch (channel.read()) {
                case Frame.End ignored -> {
                    return;
                }
                case Frame.Body body -> take(body);
                case Frame.Oversized o -> takeFailure(FrameFailures.oversized(o));
                case Frame.Malformed m -> takeFailure(FrameFailures.malformed(m));
            }
        }
    }

    private void take(Frame.Body body) {
        byte[] bytes = body.bytes();
        int line = Math.max(1, body.line());
        JsonParse parse = reader.read(bytes, 0, bytes.length, line);
        if (intake.handleAtOnce(parse)) {
            process(Work.of(parse, bytes, line, Map.of(), false));
            return;
        }
        Map<Id, CallState> calls = parse.isValid() ? intake.calls(parse.value()) : Map.of();
        Work work = Work.of(parse, bytes, line, calls, parse.isValid() && parse.value() instanceof JsonObject);
        for (Id id : work.calls().keySet()) {
            active.putIfAbsent(id, work); // a second call with a live id cannot be cancelled by id: the first one is
        }
        queue.submit(work);
    }

    private void takeFailure(Trace trace) {
        Work work = Work.failed(trace);
        if (intake.handleFailureAtOnce()) {
            process(work);
        } else {
            queue.submit(work);
        }
    }

    /** Starts a unit on a waiting platform worker, or (when all are busy) on a new virtual thread. */
    private void startCall(Work work) {
        if (!workers.tryRun(work)) {
            Thread.ofVirtual().name("rpcgate-call").start(() -> runToEnd(work));
        }
    }

    private void runToEnd(Work work) {
        try {
            process(work);
        } finally {
            queue.finished();
        }
    }

    /** Classifies (running the handler), writes the reply, forgets the unit's calls, reports the trace. */
    private void process(Work work) {
        Trace trace;
        try {
            trace = work.failure() != null ? work.failure()
                    : new Classifier(options.version(), Dispatcher.GATES, stage(work), options.maxBatchEntries())
                            .classify(work.parse(reader));
        } finally {
            work.calls().forEach((id, state) -> active.remove(id, work));
        }
        JsonValue reply = trace.reply();
        if (reply != null) {
            try {
                send(JsonWriter.write(reply));
            } catch (IOException e) {
                listener.onWriteFailure(e);
            }
        }
        listener.onTrace(trace);
    }

    /** The gates after ENVELOPE for one unit: replies go to the calls they answer, cancels are applied, the rest dispatched. */
    private MessageStage stage(Work work) {
        MessageStage dispatch = dispatcher.stage(message -> context(work, message));
        return (message, recorder) -> switch (message) {
            case Message.Success s -> accept(s);
            case Message.Failure f -> accept(f);
            case Message.Notification n when n.method().equals(options.cancelMethod()) -> cancel(n, recorder);
            default -> dispatch.run(message, recorder);
        };
    }

    private JsonValue accept(Message reply) {
        outgoing.accept(reply);
        return null;
    }

    private CallContext context(Work work, Message message) {
        if (message instanceof Message.Call c) {
            CallState state = work.calls().get(c.id());
            return new PeerContext(this::send, c.id(), c.method(), state != null ? state : new CallState());
        }
        Message.Notification n = (Message.Notification) message;
        return new PeerContext(this::send, Id.ABSENT, n.method(), null);
    }

    /** A cancel notification: sets the named call's signal; a queued single call is answered at once. */
    private JsonValue cancel(Message.Notification n, TraceRecorder recorder) {
        recorder.passed(Gate.DISPATCH, List.of());
        Id id = n.params() instanceof JsonObject o ? Id.of(o.get(options.cancelMember())) : Id.ABSENT;
        if (!(id instanceof Id.Text) && !(id instanceof Id.Numeric)) {
            recorder.failed(Gate.PARAMS, List.of(Finding.error(RuntimeCode.INVALID_PARAMS, "a cancel names the call's"
                    + " id, a string or number, in params member \"" + options.cancelMember() + "\"", "/params", null)),
                    ErrorCodes.INVALID_PARAMS);
            return null;
        }
        recorder.passed(Gate.PARAMS, List.of());
        recorder.passed(Gate.HANDLER, List.of());
        Work work = active.get(id);
        CallState state = work == null ? null : work.calls().get(id);
        if (state == null) {
            return null; // finished, never seen, or forgotten: a cancel may always come too late
        }
        state.cancel();
        // sequential mode answers it in its turn, so that replies stay in order
        if (!options.sequential() && work.isSingle() && queue.removeQueued(work)) {
            process(work);
        }
        return null;
    }

    /** Writes one message; the caller's interrupt status is set aside so that it cannot break the stream. */
    private void send(String json) throws IOException {
        boolean interrupted = Thread.interrupted();
        try {
            channel.write(json);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Calls awaiting replies (for tests). */
    int pendingCalls() {
        return outgoing.pendingCount();
    }

    /** Incoming calls running and queued (for tests). */
    int runningCalls() {
        return queue.running();
    }

    /** Incoming calls queued (for tests). */
    int queuedCalls() {
        return queue.queued();
    }

    /** The handler of a connection that only calls: every call of the peer is -32601. */
    private static final Handler SERVES_NOTHING = MethodRegistry.builder().build();

    /**
     * Makes the handler see its call's cancellation: a call cancelled before it starts never runs the handler
     * ({@link CancelledException}, the dispatcher's cancellation reply); a running handler is interruptible by a
     * cancel until it returns.
     */
    private record GuardedHandler(Handler handler) implements Handler {
        @Override
        public JsonValue handle(String method, JsonValue params, CallContext context) throws Exception {
            CallState state = context instanceof PeerContext p ? p.state() : null;
            if (state == null) {
                return handler.handle(method, params, context);
            }
            if (state.isCancelled()) {
                throw new CancelledException();
            }
            state.enter();
            try {
                return handler.handle(method, params, context);
            } finally {
                state.exit();
            }
        }
    }
}

package dev.rpcgate.conformance;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A fake peer for the harness's own tests: it knows the case being run and answers with the replies its first
 * outcome expects, or misbehaves as told (drops a reply, hangs, crashes). It speaks no JSON-RPC at all, so it tests
 * the harness, not a server.
 */
class OraclePeer implements Peer {
    /** How the fake behaves. */
    enum Mode { CORRECT, DROP_LAST_REPLY, HANG, CRASH, EXTRA_REPLY }

    private final Mode mode;
    private final Set<Transport> transports;
    private final boolean batches;
    private final StreamFraming framing;
    private volatile ConformanceCase current;

    OraclePeer(Mode mode, Set<Transport> transports, boolean batches, StreamFraming framing) {
        this.mode = mode;
        this.transports = transports;
        this.batches = batches;
        this.framing = framing;
    }

    static OraclePeer full(Mode mode) {
        return new OraclePeer(mode, EnumSet.allOf(Transport.class), true, StreamFraming.NEWLINE);
    }

    /** Sets the case the next sessions answer. */
    void runs(ConformanceCase c) {
        current = c;
    }

    @Override
    public String name() {
        return "oracle-" + mode.name().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public Set<Transport> transports() {
        return transports;
    }

    @Override
    public boolean supportsBatches() {
        return batches;
    }

    @Override
    public StreamFraming framing() {
        return framing;
    }

    /** The replies the fake sends for the current case. */
    private List<byte[]> answers() {
        List<byte[]> list = new ArrayList<>();
        for (Expectation e : current.outcomes().getFirst()) {
            list.add(synthesize(e).toString().getBytes(StandardCharsets.UTF_8));
        }
        if (mode == Mode.DROP_LAST_REPLY && !list.isEmpty()) {
            list.removeLast();
        }
        if (mode == Mode.EXTRA_REPLY) {
            list.add("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"extra\"}}"
                    .getBytes(StandardCharsets.UTF_8));
        }
        return list;
    }

    static JsonValue synthesize(Expectation e) {
        return switch (e) {
            case Expectation.BatchReply b -> JsonArray.of(b.elements().stream().map(OraclePeer::synthesize).toList());
            case Expectation.ErrorReply err -> JsonObject.builder().put("jsonrpc", "2.0").put("id", err.ids().getFirst())
                    .put("error", JsonObject.builder().put("code", err.codes().ranges().getFirst()[0])
                            .put("message", "synthesized").build()).build();
            case Expectation.ResultReply r -> JsonObject.builder().put("jsonrpc", "2.0").put("id", r.ids().getFirst())
                    .put("result", r.result() == null ? JsonBoolean.TRUE : r.result()).build();
        };
    }

    private static final byte[] PROBE_REPLY = ("{\"jsonrpc\":\"2.0\",\"id\":\"" + CaseRunner.PROBE_ID
            + "\",\"result\":[\"probe\"]}").getBytes(StandardCharsets.UTF_8);

    private static boolean isProbe(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8).contains(CaseRunner.PROBE_ID);
    }

    @Override
    public StreamSession openStream() throws IOException {
        List<byte[]> answers = answers();
        return new StreamSession() {
            private final LinkedBlockingQueue<byte[]> out = new LinkedBlockingQueue<>();
            private boolean answered;
            private volatile boolean dead;

            @Override
            public void write(byte[] framed) throws IOException {
                if (dead) {
                    throw new IOException("Broken pipe");
                }
                if (mode == Mode.CRASH) {
                    dead = true;
                    return;
                }
                if (mode == Mode.HANG) {
                    return;
                }
                if (isProbe(framed)) {
                    out.add(PROBE_REPLY);
                } else if (!answered) {
                    answered = true;
                    out.addAll(answers);
                }
            }

            @Override
            public Optional<byte[]> nextReply(Duration timeout) throws InterruptedException {
                if (dead) {
                    return Optional.empty();
                }
                return Optional.ofNullable(out.poll(timeout.toMillis(), TimeUnit.MILLISECONDS));
            }

            @Override
            public boolean alive() {
                return !dead;
            }

            @Override
            public void finishWriting() {
                // nothing to end: the fake has answered already
            }

            @Override
            public void close() {
                dead = true;
            }
        };
    }

    private int posted;
    private List<byte[]> httpAnswers;

    @Override
    public HttpResult post(byte[] body, String contentType, Duration timeout) throws IOException, InterruptedException {
        switch (mode) {
            case HANG -> {
                Thread.sleep(timeout.toMillis());
                throw new HttpTimeoutException("request timed out");
            }
            case CRASH -> throw new java.net.ConnectException("Connection refused");
            default -> {
            }
        }
        if (isProbe(body)) {
            posted = 0;
            httpAnswers = null;
            return new HttpResult(200, PROBE_REPLY);
        }
        if (httpAnswers == null) {
            httpAnswers = answers();
        }
        int i = posted++;
        return i < httpAnswers.size() ? new HttpResult(200, httpAnswers.get(i)) : new HttpResult(204, new byte[0]);
    }

    /** Forgets the HTTP exchange of the previous case (a case without a follow-up call leaves it set). */
    void resetHttp() {
        posted = 0;
        httpAnswers = null;
    }

    @Override
    public void close() {
    }
}

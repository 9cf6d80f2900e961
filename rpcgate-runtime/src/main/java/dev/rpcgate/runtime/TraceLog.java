package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One conversation's transcript log: a JSON line per message received ({@code "in"}) or sent ({@code "out"}),
 * flushed as it is written. After {@code dir} and {@code message} come {@code ts}, the time the line was logged
 * (ISO-8601, UTC, milliseconds), and on a reply the call it answers: {@code method} and {@code ms}, the milliseconds
 * since the call was logged (a batch reply has {@code calls}, one {@code {"id", "method", "ms"}} per reply matched).
 * <pre>
 * {"dir":"in","message":{"jsonrpc":"2.0","id":1,"method":"sum","params":[1,2]},"ts":"2025-05-01T09:30:00.120Z"}
 * {"dir":"out","message":{"jsonrpc":"2.0","id":1,"result":3},"ts":"2025-05-01T09:30:00.123Z","method":"sum","ms":3}
 * {"dir":"in","message":"{broken","raw":true,"ts":"…"}            text that is not JSON, as a string
 * {"dir":"in","message":null,"raw":true,"oversized":N,"ts":"…"}   a message of N bytes skipped unread
 * {"dir":"in","message":null,"raw":true,"malformed":"…","ts":"…"} a framing error
 * </pre>
 * Calls are matched to replies by id value, in both directions (calls received with replies sent, calls sent with
 * replies received); at most {@value #MAX_OPEN_CALLS} unanswered calls are remembered per direction, the oldest
 * forgotten first. Several logs may share one sink: each line is written whole under the sink's lock. A failing
 * sink stops this log ({@link #findSinkFailure()}); the sink is never closed here. Thread-safe.
 */
public final class TraceLog {
    /** Unanswered calls remembered per direction. */
    static final int MAX_OPEN_CALLS = 4096;

    private static final JsonReader READER = JsonReader.withLimits(
            new JsonLimits(Integer.MAX_VALUE - 16, JsonLimits.DEFAULT_MAX_DEPTH));
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private final OutputStream sink;
    private final Clock clock;
    private final LongSupplier nanoTime;
    private final Map<Id, OpenCall> received = openCalls();
    private final Map<Id, OpenCall> sent = openCalls();
    private volatile IOException sinkFailure;

    /** A log to {@code sink}, timed by the system clock. */
    public TraceLog(OutputStream sink) {
        this(sink, Clock.systemUTC(), System::nanoTime);
    }

    /** A log with its own clocks: {@code clock} for {@code ts}, {@code nanoTime} for the elapsed {@code ms}. */
    TraceLog(OutputStream sink, Clock clock, LongSupplier nanoTime) {
        this.sink = Objects.requireNonNull(sink, "sink");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
    }

    /** Logs a message received: JSON compacted (spellings kept), anything else as a string with {@code raw}. */
    public void received(byte[] text) {
        message("in", text, received, sent);
    }

    /** Logs a message sent, as {@link #received(byte[])} does. */
    public void sent(byte[] text) {
        message("out", text, sent, received);
    }

    /** Logs a received message of {@code size} bytes that was skipped unread, over the limit. */
    public void receivedOversized(long size) {
        Instant at = clock.instant();
        write(new StringBuilder("{\"dir\":\"in\",\"message\":null,\"raw\":true,\"oversized\":").append(size), "",
                at);
    }

    /** Logs a framing error in what was received. */
    public void receivedMalformed(String reason) {
        Instant at = clock.instant();
        StringBuilder line = new StringBuilder("{\"dir\":\"in\",\"message\":null,\"raw\":true,\"malformed\":");
        JsonWriter.writeString(reason, line);
        write(line, "", at);
    }

    /** Why logging stopped, if the sink failed. */
    public Optional<IOException> findSinkFailure() {
        return Optional.ofNullable(sinkFailure);
    }

    /**
     * One message line; {@code calls} are the calls this direction carries, {@code answered} those of the other
     * direction that its replies answer.
     */
    private void message(String dir, byte[] text, Map<Id, OpenCall> calls, Map<Id, OpenCall> answered) {
        if (sinkFailure != null) {
            return;
        }
        Instant at = clock.instant(); // before the work of a line: ts is when the message came or went
        StringBuilder line = new StringBuilder(text.length + 96).append("{\"dir\":\"").append(dir)
                .append("\",\"message\":");
        JsonParse parse = READER.read(text);
        if (!parse.isValid()) {
            JsonWriter.writeString(new String(text, StandardCharsets.UTF_8), line);
            write(line.append(",\"raw\":true"), "", at);
            return;
        }
        JsonValue value = parse.value();
        JsonWriter.write(value, line);
        StringBuilder after = new StringBuilder();
        synchronized (this) { // one conversation's calls and replies are matched in the order they are logged
            long now = nanoTime.getAsLong();
            if (value instanceof JsonArray batch) {
                List<Answered> matched = new ArrayList<>();
                for (JsonValue entry : batch.elements()) {
                    remember(entry, calls, now);
                    answer(entry, answered, now).ifPresent(matched::add);
                }
                for (int i = 0; i < matched.size(); i++) {
                    after.append(i == 0 ? ",\"calls\":[{\"id\":" : ",{\"id\":");
                    JsonWriter.write(matched.get(i).id().toJson(), after);
                    matched.get(i).appendTo(after.append(',')).append(i == matched.size() - 1 ? "}]" : "}");
                }
            } else {
                remember(value, calls, now);
                answer(value, answered, now).ifPresent(a -> a.appendTo(after.append(',')));
            }
        }
        write(line, after, at);
    }

    /** A call (an object with a string {@code method} and a string or number {@code id}) awaits its reply. */
    private static void remember(JsonValue message, Map<Id, OpenCall> calls, long now) {
        if (message instanceof JsonObject o && o.get("method") instanceof JsonString method) {
            Id id = Id.of(o.get("id"));
            if (id.isPresentValue()) {
                calls.put(id, new OpenCall(method.value(), now));
            }
        }
    }

    /** A reply (an object with {@code result} or {@code error} and no {@code method}) answers the call of its id. */
    private static Optional<Answered> answer(JsonValue message, Map<Id, OpenCall> calls, long now) {
        if (!(message instanceof JsonObject o) || o.has("method") || !(o.has("result") || o.has("error"))) {
            return Optional.empty();
        }
        Id id = Id.of(o.get("id"));
        OpenCall call = id.isPresentValue() ? calls.remove(id) : null;
        return call == null ? Optional.empty() : Optional.of(new Answered(id, call.method(),
                TimeUnit.NANOSECONDS.toMillis(Math.max(0, now - call.since()))));
    }

    /** Closes the line with {@code ts} (the instant {@code at}) and then {@code after}, and writes it whole. */
    private void write(StringBuilder line, CharSequence after, Instant at) {
        if (sinkFailure != null) {
            return;
        }
        line.append(",\"ts\":\"").append(TIME.format(at)).append('"').append(after).append("}\n");
        byte[] bytes = line.toString().getBytes(StandardCharsets.UTF_8);
        synchronized (sink) { // logs sharing a sink never interleave inside a line
            try {
                sink.write(bytes);
                sink.flush();
            } catch (IOException e) {
                sinkFailure = e;
            }
        }
    }

    private static Map<Id, OpenCall> openCalls() {
        return new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Id, OpenCall> eldest) {
                return size() > MAX_OPEN_CALLS;
            }
        };
    }

    /** A call logged and not yet answered. */
    private record OpenCall(String method, long since) {
    }

    /** A reply matched to its call: the call's id, method and how long the reply took. */
    private record Answered(Id id, String method, long ms) {
        StringBuilder appendTo(StringBuilder s) {
            s.append("\"method\":");
            JsonWriter.writeString(method, s);
            return s.append(",\"ms\":").append(ms);
        }
    }
}

package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.message.Id;
import java.util.Map;

/**
 * One incoming document to process: a parse to classify (a call, a batch, anything), or the ready trace of a bad
 * frame. Carries the cancellation states of the calls it holds, made when it was read so that a cancel finds it
 * even while it waits in the queue. Identity equality on purpose: two equal texts are two units of work.
 */
final class Work {
    private final JsonParse parse;
    private final Trace failure;
    private final long bytes;
    private final Map<Id, CallState> calls;
    private final boolean single;

    private Work(JsonParse parse, Trace failure, long bytes, Map<Id, CallState> calls, boolean single) {
        this.parse = parse;
        this.failure = failure;
        this.bytes = bytes;
        this.calls = calls;
        this.single = single;
    }

    /** A document to classify; {@code single} when it is one message (not a batch). */
    static Work of(JsonParse parse, long bytes, Map<Id, CallState> calls, boolean single) {
        return new Work(parse, null, bytes, Map.copyOf(calls), single);
    }

    /** A bad frame, already classified. */
    static Work failed(Trace trace) {
        return new Work(null, trace, 64, Map.of(), false);
    }

    JsonParse parse() {
        return parse;
    }

    /** The trace of a bad frame, or {@code null} for a document still to classify. */
    Trace failure() {
        return failure;
    }

    /** What the unit counts against the queue's byte bound: the frame's size. */
    long bytes() {
        return bytes;
    }

    /** The calls this unit holds, by id (one state per distinct id). */
    Map<Id, CallState> calls() {
        return calls;
    }

    /** True for one message, false for a batch or a bad frame. */
    boolean isSingle() {
        return single;
    }
}

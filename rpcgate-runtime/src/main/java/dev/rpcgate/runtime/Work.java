package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.Id;
import java.util.Map;

/**
 * One incoming document to process: a parse to classify (a call, a batch, anything), or the ready trace of a bad
 * frame. Carries the cancellation states of the calls it holds, made when it was read so that a cancel finds it
 * even while it waits in the queue. Identity equality on purpose: two equal texts are two units of work.
 *
 * <p>A unit that has to wait in the queue {@linkplain #shed() sheds} its parsed tree and keeps only its text, read
 * again when it starts: a tree costs many times its text, and the queue's byte bound must bound the memory that
 * waiting work really holds. What a unit counts against that bound is its text plus a fixed cost for itself and for
 * each call's state, so a flood of tiny calls cannot multiply memory past the bound either.
 */
final class Work {
    /** What a unit holds besides its text (the unit, its map), counted against the queue bound. */
    static final long UNIT_COST = 256;
    /** What each call's cancellation state and map entries hold, counted against the queue bound. */
    static final long CALL_COST = 512;

    private final byte[] text;
    private final int line;
    private final Trace failure;
    private final long bytes;
    private final Map<Id, CallState> calls;
    private final boolean single;
    private volatile JsonParse parse; // null once shed: read the text again when the unit starts

    private Work(JsonParse parse, byte[] text, int line, Trace failure, Map<Id, CallState> calls, boolean single) {
        this.parse = parse;
        this.text = text;
        this.line = line;
        this.failure = failure;
        this.calls = calls;
        this.single = single;
        this.bytes = (text == null ? 64 : text.length) + UNIT_COST + CALL_COST * calls.size();
    }

    /**
     * A document to classify; {@code single} when it is one message (not a batch).
     *
     * @param parse the text read; dropped if the unit has to wait
     * @param text  the text, kept to read again after a wait
     * @param line  the text's first line in the stream
     */
    static Work of(JsonParse parse, byte[] text, int line, Map<Id, CallState> calls, boolean single) {
        return new Work(parse, text, line, null, Map.copyOf(calls), single);
    }

    /** A bad frame, already classified. */
    static Work failed(Trace trace) {
        return new Work(null, null, 0, trace, Map.of(), false);
    }

    /** Drops the parsed tree while the unit waits; {@link #parse(JsonReader)} reads the text again. */
    void shed() {
        if (text != null) {
            parse = null;
        }
    }

    /** The parsed document, read again from the text if the unit was shed while it waited. */
    JsonParse parse(JsonReader reader) {
        JsonParse p = parse;
        return p != null ? p : reader.read(text, 0, text.length, line);
    }

    /** The trace of a bad frame, or {@code null} for a document still to classify. */
    Trace failure() {
        return failure;
    }

    /** What the unit counts against the queue's byte bound: its text and the fixed costs above. */
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

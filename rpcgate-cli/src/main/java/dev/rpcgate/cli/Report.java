package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.message.Explain;
import java.util.List;

/**
 * The report on one input: its trace, or, for an input that could not be read, a trace whose gates all did not run
 * and the {@code InputRead} finding that says why.
 *
 * @param file      the input's name as given ({@code -} for standard input)
 * @param trace     the trace
 * @param readError the {@code InputRead} finding, or {@code null} when the input was read
 */
record Report(String file, Trace trace, Finding readError) {

    /** The report on an input that could not be read: nothing ran, no reply is due, and it is not valid. */
    static Report unreadable(String file, Finding readError) {
        Trace nothingRan = new TraceRecorder(Explain.GATES).finish(null, false, null, List.of());
        return new Report(file, nothingRan, readError);
    }

    /** True when the input was read and is a valid message. */
    boolean valid() {
        return readError == null && trace.valid();
    }

    /**
     * The trace shape of every face with a leading {@code file} member; an unreadable input is {@code valid: false}
     * and carries its finding in a top-level {@code findings} array.
     */
    JsonObject toJson() {
        JsonObject traceJson = TraceJson.toJson(trace);
        JsonObject.Builder b = JsonObject.builder().put("file", file);
        for (int i = 0; i < traceJson.size(); i++) {
            b.put(traceJson.nameAt(i).value(), traceJson.valueAt(i));
        }
        if (readError != null) {
            b.put("valid", false).put("findings", TraceJson.findings(List.of(readError)));
        }
        return b.build();
    }
}

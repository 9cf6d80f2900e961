package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.runtime.RuntimeCode;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Consumer;

/**
 * The log of {@code rpcgate serve --contract}: each call whose handler's result broke the contract (and was answered
 * -32603 in its place) on stderr, one line saying so, then the contract's findings indented, as
 * {@code error Code: message (at /result/...)}. Batch entries too. Thread-safe: a call's lines are written together.
 */
final class BrokenResults implements Consumer<Trace> {
    private final PrintWriter err;

    BrokenResults(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void accept(Trace trace) {
        StringBuilder text = new StringBuilder();
        collect(trace, text);
        if (!text.isEmpty()) {
            synchronized (err) {
                err.print(text);
                err.flush();
            }
        }
    }

    private static void collect(Trace trace, StringBuilder out) {
        for (GateOutcome g : trace.gates()) {
            List<Finding> findings = g.findings();
            if (g.gate() == Gate.HANDLER && g.status() == GateStatus.FAILED && !findings.isEmpty()
                    && findings.get(0).is(RuntimeCode.RESULT_BREAKS_CONTRACT)) {
                out.append("rpcgate: call ").append(id(trace)).append(": ").append(findings.get(0).message())
                        .append(", and the call was answered -32603 Internal error\n");
                for (Finding f : findings.subList(1, findings.size())) {
                    out.append("  ");
                    TextReport.finding(out, null, f);
                }
            }
        }
        for (Trace entry : trace.entries()) {
            collect(entry, out);
        }
    }

    private static String id(Trace trace) {
        JsonValue id = trace.reply() instanceof JsonObject o ? o.get("id") : null;
        return id == null ? "?" : JsonWriter.write(id);
    }
}

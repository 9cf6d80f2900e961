package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Severity;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renders a {@link Report} for a person. Per input: the verdict line, the gates, the reply, then each finding as
 * {@code file:line:column: error|advisory Code: message (at /pointer)} at the start of its own line, so editors
 * and tools can jump to it; a batch adds one line per entry, followed by that entry's findings.
 */
final class TextReport {
    private final JsonRpcVersion version;

    TextReport(JsonRpcVersion version) {
        this.version = version;
    }

    /** The report's text, every line ending in a newline. */
    String render(Report report) {
        StringBuilder out = new StringBuilder(256);
        Trace t = report.trace();
        String file = report.file();
        if (report.readError() != null) {
            out.append(file).append(": unreadable: the input could not be read\n");
            out.append("  gates: ").append(gates(t)).append('\n');
            out.append("  reply: none: nothing was read\n");
            finding(out, file, report.readError());
            return out.toString();
        }
        out.append(file).append(": ").append(verdict(t)).append('\n');
        out.append("  gates: ").append(gates(t)).append('\n');
        out.append("  reply: ").append(reply(t, false)).append('\n');
        t.findings().forEach(f -> finding(out, file, f));
        for (Trace e : t.entries()) {
            out.append("  [").append(e.index()).append("] ").append(verdict(e)).append("; reply: ").append(reply(e, true))
                    .append('\n');
            e.findings().forEach(f -> finding(out, file, f));
        }
        return out.toString();
    }

    /** {@code valid call}, {@code invalid call: ENVELOPE failed with -32600 Invalid Request}, ... */
    private static String verdict(Trace t) {
        String kind = t.kind() == null ? "message (kind unknown)" : t.kind().label();
        if (t.valid()) {
            return "valid " + kind;
        }
        if (t.failedGate() == null) { // a batch whose array passed but some entries did not
            return "invalid " + kind + ": " + invalidEntries(t);
        }
        String code = t.code() == null ? "" : " with " + t.code() + " " + ErrorCodes.messageFor(t.code());
        return "invalid " + kind + ": " + t.failedGate() + " failed" + code;
    }

    /** {@code 2 of 3 entries invalid}: how many of a batch's entries are invalid. */
    static String invalidEntries(Trace t) {
        long bad = t.entries().stream().filter(e -> !e.valid()).count();
        return bad + " of " + t.entries().size() + (t.entries().size() == 1 ? " entry" : " entries") + " invalid";
    }

    /** {@code PARSE passed, ENVELOPE failed}, then {@code ; not run: ...} for the gates that did not run. */
    static String gates(Trace t) {
        List<String> ran = new ArrayList<>();
        for (GateOutcome g : t.gates()) {
            if (g.status() != GateStatus.NOT_RUN) {
                ran.add(g.gate() + " " + g.status().name().toLowerCase(Locale.ROOT));
            }
        }
        List<String> notRun = t.notRun().stream().map(dev.rpcgate.core.gate.Gate::name).toList();
        String head = String.join(", ", ran);
        if (notRun.isEmpty()) {
            return head;
        }
        return (head.isEmpty() ? "" : head + "; ") + "not run: " + String.join(", ", notRun);
    }

    /** The exact reply JSON, or why a reply is due but not shown, or why none is due. */
    private String reply(Trace t, boolean entry) {
        if (!t.replyDue()) {
            return "none: " + noReplyReason(t);
        }
        long calls = validCalls(t);
        if (t.reply() != null) {
            String json = JsonWriter.write(t.reply());
            return calls == 0 ? json : json + ", plus the methods' replies to " + calls
                    + (calls == 1 ? " valid call" : " valid calls");
        }
        if (t.valid() && (t.kind() == MessageKind.CALL || calls > 0)) {
            String what = calls > 1 ? "one result or error per call, from the methods"
                    : "the method's result or error";
            return entry ? "due from the method" : "due: " + what + " (explain runs no method)";
        }
        return "due: an error reply carrying the id (JSON-RPC " + version.label() + " fixes no error object)";
    }

    private static long validCalls(Trace t) {
        if (t.kind() == MessageKind.BATCH) {
            return t.entries().stream().filter(e -> e.valid() && e.kind() == MessageKind.CALL).count();
        }
        return 0;
    }

    private String noReplyReason(Trace t) {
        if (t.kind() == MessageKind.RESPONSE) {
            return "a response is never answered";
        }
        if (t.kind() == MessageKind.NOTIFICATION && t.valid()) {
            return "a notification never gets one";
        }
        if (t.kind() == MessageKind.BATCH && t.failedGate() == null) {
            boolean onlyNotifications = t.entries().stream().allMatch(e -> e.kind() == MessageKind.NOTIFICATION);
            return onlyNotifications ? "a batch of only notifications gets none" : "no entry of the batch is owed one";
        }
        if (version == JsonRpcVersion.V1_0) {
            if (t.kind() == MessageKind.BATCH) {
                return "JSON-RPC 1.0 has no batches and defines no reply to one";
            }
            return t.failedGate() == Gate.PARSE
                    ? "JSON-RPC 1.0 defines no reply to text it cannot read"
                    : "JSON-RPC 1.0 answers only a request with an id";
        }
        return "none is due";
    }

    /**
     * {@code file:line:column: error Code: message (at /pointer)}; the pointer is left out for the whole document,
     * the place when unknown, and the file when the finding has no one file ({@code file} is {@code null}).
     */
    static void finding(StringBuilder out, String file, Finding f) {
        finding(out, file, null, f);
    }

    /**
     * {@code file:line:column: context: error Code: message (at /pointer)}: a finding with what it concerns, such as
     * {@code entry 3 client} for a transcript entry ({@code context} {@code null}: nothing).
     */
    static void finding(StringBuilder out, String file, String context, Finding f) {
        if (file != null) {
            out.append(file);
            if (f.location() != null) {
                out.append(':').append(f.location().line()).append(':').append(f.location().column());
            }
            out.append(": ");
        }
        if (context != null) {
            out.append(context).append(": ");
        }
        out.append(f.severity() == Severity.ERROR ? "error" : "advisory").append(' ').append(f.code())
                .append(": ").append(f.message());
        if (!f.path().isEmpty()) {
            out.append(" (at ").append(f.path()).append(')');
        }
        out.append('\n');
    }
}

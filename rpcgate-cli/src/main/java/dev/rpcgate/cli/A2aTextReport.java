package dev.rpcgate.cli;

import dev.rpcgate.a2a.A2aTrace;
import dev.rpcgate.a2a.Correlation;
import dev.rpcgate.a2a.DetectedVersion;
import dev.rpcgate.a2a.VersionChoice;
import dev.rpcgate.a2a.receiver.Receipt;
import dev.rpcgate.a2a.v03.A2aError;
import dev.rpcgate.a2a.v1.V1Error;
import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.ErrorCodes;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders an {@link A2aTrace} for a person, in the manner of {@code explain}'s report: the verdict, the A2A version
 * and how it was decided, the gates, the reply, the parts, the receipts and the correlation, then each finding as {@code file:line:column: ...}; a batch adds
 * one line per entry, followed by that entry's parts and correlation (indented) and its findings.
 */
final class A2aTextReport {
    private A2aTextReport() {
    }

    /** The report's text, every line ending in a newline. */
    static String render(String file, A2aTrace t) {
        StringBuilder out = new StringBuilder(512);
        Trace trace = t.trace();
        out.append(file).append(": ").append(verdict(t)).append('\n');
        if (t.version() != null) {
            out.append("  version: ").append(version(t.version())).append('\n');
        }
        out.append("  gates: ").append(TextReport.gates(trace)).append('\n');
        out.append("  reply: ").append(reply(trace)).append('\n');
        if (!t.parts().isEmpty()) {
            out.append("  parts: ").append(parts(t.parts())).append('\n');
        }
        out.append("  receipts: ").append(receipts(t.receipts())).append('\n');
        if (t.correlation() != null) {
            out.append("  correlation: ").append(correlation(t.correlation())).append('\n');
        }
        trace.findings().forEach(f -> TextReport.finding(out, file, f));
        for (A2aTrace e : t.entries()) {
            out.append("  [").append(e.trace().index()).append("] ").append(verdict(e)).append("; reply: ")
                    .append(reply(e.trace())).append('\n');
            if (!e.parts().isEmpty()) {
                out.append("      parts: ").append(parts(e.parts())).append('\n');
            }
            out.append("      correlation: ").append(correlation(e.correlation())).append('\n');
            e.trace().findings().forEach(f -> TextReport.finding(out, file, f));
        }
        return out.toString();
    }

    /** {@code valid call}, {@code invalid call: PARAMS failed with -32602 Invalid params}, ... */
    private static String verdict(A2aTrace t) {
        Trace trace = t.trace();
        String kind = trace.kind() == null ? "message (kind unknown)" : trace.kind().label();
        if (trace.valid()) {
            return trace.kind() == MessageKind.NOTIFICATION ? "valid notification, not confirmed: no response"
                    : "valid " + kind;
        }
        if (trace.failedGate() == null) {
            return "invalid " + kind + ": " + TextReport.invalidEntries(trace);
        }
        String code = trace.code() == null ? "" : " with " + trace.code() + " " + codeName(trace.code());
        return "invalid " + kind + ": " + trace.failedGate() + " failed" + code;
    }

    private static String codeName(int code) {
        return A2aError.findByCode(code).map(A2aError::typeName)
                .or(() -> V1Error.findByCode(code).map(e -> e.title() + "Error")) // -32008, -32009: v1.0 only
                .orElseGet(() -> ErrorCodes.messageFor(code));
    }

    /**
     * {@code 1.0 (from the A2A-Version header)}; {@code none (the A2A-Version header says "99.0", which is not
     * supported)} when the declared version cannot be served.
     */
    private static String version(DetectedVersion v) {
        String where = switch (v.source()) {
            case "header" -> "the A2A-Version header";
            case "query" -> "the A2A-Version query parameter";
            case "method" -> "the method name; no A2A-Version was declared";
            case "default" -> "the default: no A2A-Version was declared";
            case VersionChoice.OPTION -> "--a2a-version";
            default -> v.source();
        };
        boolean conflict = v.findings().stream()
                .anyMatch(f -> f.is(A2aCode.VERSION_CONFLICT) && f.path().isEmpty());
        String contradicted = conflict ? "; the query parameter says otherwise" : "";
        if (v.version().isEmpty()) {
            return "none (" + where + " says " + JsonWriter.write(JsonString.of(v.requested().strip()))
                    + ", which is not supported" + contradicted + ")";
        }
        String from = v.source().equals("default") ? where : "from " + where;
        return v.version().get().label() + " (" + from + contradicted + ")";
    }

    private static String reply(Trace t) {
        if (t.reply() != null) {
            return JsonWriter.write(t.reply());
        }
        return switch (t.kind()) {
            case NOTIFICATION -> "none: a notification never gets one";
            case RESPONSE -> "none: a response is never answered";
            case BATCH -> "none: a batch of only notifications gets none";
            case null, default -> "none";
        };
    }

    /** {@code [0] text, 27 of 65536 bytes; [1] file text/plain "a.txt", 11 of 65536 bytes; [2] file by URI (...)}. */
    private static String parts(List<PartSummary> parts) {
        List<String> out = new ArrayList<>(parts.size());
        for (PartSummary p : parts) {
            StringBuilder s = new StringBuilder("[").append(p.index()).append("] ").append(p.kind());
            p.mimeType().ifPresent(m -> s.append(' ').append(m));
            p.name().ifPresent(n -> s.append(' ').append(JsonWriter.write(dev.rpcgate.core.json.JsonString.of(n))));
            if (p.countedBytes().isPresent()) {
                s.append(", ").append(p.countedBytes().getAsLong()).append(" of ").append(p.limit()).append(" bytes");
            } else {
                s.append(" by URI (size unknown, not fetched)");
            }
            out.add(s.toString());
        }
        return String.join("; ", out);
    }

    private static String receipts(List<Receipt> receipts) {
        if (receipts.isEmpty()) {
            return "none";
        }
        List<String> out = new ArrayList<>(receipts.size());
        for (Receipt r : receipts) {
            int n = r.parts().size();
            out.add(JsonWriter.write(dev.rpcgate.core.json.JsonString.of(r.messageId())) + " (" + n
                    + (n == 1 ? " part, " : " parts, ") + r.bytes() + " bytes)");
        }
        return String.join("; ", out);
    }

    private static String correlation(Correlation c) {
        String ids = " (request id " + JsonWriter.write(c.requestId()) + ", reply id " + JsonWriter.write(c.replyId())
                + ")";
        return switch (c.verdict()) {
            case ACCEPTED -> "accepted" + ids;
            case UNCORRELATED -> "uncorrelated: the request's id could not be read, so the client cannot tell which"
                    + " call this error answers" + ids;
            case REJECTED_ID_MISMATCH -> "rejected-id-mismatch: the client cannot match the reply to its call" + ids;
            case NO_RESPONSE -> "no-response: nothing confirms that the request was received or succeeded";
        };
    }
}

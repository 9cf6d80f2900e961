package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.transcript.EntryRef;
import dev.rpcgate.transcript.ExpectationResult;
import dev.rpcgate.transcript.ExpectedFinding;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes transcript findings as soon as they are known, each flushed: as text
 * ({@code file:line:column: session KEY: entry N SENDER: error Code: message}) or as one JSON Lines object per
 * finding, the finding object with {@code sender} and {@code session} members added when known. Remembers whether
 * an error was written and, when an expect list will be matched, every finding.
 */
final class TranscriptFindings {
    private final Converters.Format format;
    private final PrintWriter target;
    private final String file;
    private final List<Finding> kept;
    private boolean errors;

    /**
     * @param format the form
     * @param target where the findings go: stderr for text, stdout for JSON Lines
     * @param file   the input's name in text lines ({@code null}: none)
     * @param keep   whether to keep every finding for {@link #kept()}
     */
    TranscriptFindings(Converters.Format format, PrintWriter target, String file, boolean keep) {
        this.format = format;
        this.target = target;
        this.file = file;
        this.kept = keep ? new ArrayList<>() : null;
    }

    /**
     * Writes one finding.
     *
     * @param sender  the sender of the finding's entry, or {@code null}
     * @param session the session key, or {@code null} without sessions
     */
    void write(Finding f, String sender, String session) {
        errors |= f.isError();
        if (kept != null) {
            kept.add(f);
        }
        if (format == Converters.Format.TEXT) {
            StringBuilder line = new StringBuilder(128);
            text(line, file, f, sender, session);
            target.print(line);
        } else {
            JsonObject.Builder b = TraceJson.toJson(f).toBuilder();
            if (sender != null && EntryRef.of(f).entry() != null) {
                b.put("sender", sender);
            }
            if (session != null) {
                b.put("session", session);
            }
            target.print(JsonWriter.write(b.build()) + "\n");
        }
        target.flush();
    }

    /** Writes text as it is (e.g. the closing lines about an expect list), flushed. */
    void print(String text) {
        target.print(text);
        target.flush();
    }

    /** The form findings are written in. */
    Converters.Format format() {
        return format;
    }

    /** The input's name in text lines. */
    String file() {
        return file;
    }

    /** True when an error has been written. */
    boolean errors() {
        return errors;
    }

    /** Every finding written, in order (empty unless kept). */
    List<Finding> kept() {
        return kept == null ? List.of() : List.copyOf(kept);
    }

    /** One finding as a text line: what it concerns (session, entry, sender) after its place. */
    static void text(StringBuilder out, String file, Finding f, String sender, String session) {
        StringBuilder context = new StringBuilder();
        if (session != null) {
            context.append("session ").append(session);
        }
        if (EntryRef.of(f).entry() != null) {
            context.append(context.isEmpty() ? "" : ": ").append("entry ").append(EntryRef.of(f).entry());
            if (sender != null) {
                context.append(' ').append(sender);
            }
        }
        TextReport.finding(out, file, context.isEmpty() ? null : context.toString(), f);
    }

    /** The closing text line of a run whose --expect file could not be used. */
    static void unmatched(StringBuilder out, String file, String expectFile) {
        out.append(file).append(": checked without an expect list, since ").append(expectFile)
                .append(" could not be read as one\n");
    }

    /**
     * The text lines about an expect list: each item no finding met, at its place in {@code itemsFile} (the document,
     * or the --expect file), then whether the findings of {@code file} match it.
     */
    static void expectations(StringBuilder out, String file, String itemsFile, ExpectationResult e) {
        for (ExpectedFinding item : e.missing()) {
            out.append(itemsFile);
            item.location().ifPresent(l -> out.append(':').append(l.line()).append(':').append(l.column()));
            out.append(": expected ").append(item.code());
            item.entry().ifPresent(n -> out.append(" at entry ").append(n));
            item.related().ifPresent(n -> out.append(" related to entry ").append(n));
            out.append(", found no such finding\n");
        }
        long unexpectedErrors = e.unexpected().stream().filter(Finding::isError).count();
        out.append(file).append(": ");
        if (e.isMatch()) {
            out.append("the findings match the expect list (").append(e.matched().size())
                    .append(e.matched().size() == 1 ? " item" : " items").append(")\n");
        } else {
            out.append("the findings do not match the expect list: ").append(e.missing().size()).append(" missing, ")
                    .append(unexpectedErrors).append(unexpectedErrors == 1 ? " unexpected error\n"
                            : " unexpected errors\n");
        }
    }
}

package dev.rpcgate.conformance;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/** Writes a {@link Matrix} as the Markdown of {@code docs/conformance.md}: scores, the matrix, every failure. */
public final class MatrixReport {
    private static final int MAX_SHOWN_REPLIES = 6;

    private MatrixReport() {
    }

    /** The report's Markdown. */
    public static String markdown(Matrix m) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Conformance matrix\n\n");
        sb.append("<!-- Written by bin/conformance (dev.rpcgate.conformance.MatrixReport); do not edit by hand. -->\n\n");
        sb.append("The same JSON-RPC 2.0 edge cases, run against rpcgate and the JVM's JSON-RPC libraries. Each case is a ")
                .append("file in [`conformance/cases/`](../conformance/cases); the format, the service every peer serves and ")
                .append("the rules of matching are in [`conformance/README.md`](../conformance/README.md). Replies match when ")
                .append("their codes, ids and results match; message texts are never compared.\n\n");
        sb.append("Marks: `✓` pass, `✗ fail` wrong/missing/extra reply, `crash` the session died, `hang` no answer within ")
                .append("the timeouts, `n.a.` not applicable (transport, batches or framing not offered; counted separately, ")
                .append("never as a pass).\n\n");
        settings(sb, m);
        scores(sb, m);
        matrix(sb, m);
        failures(sb, m);
        cases(sb, m);
        return sb.toString();
    }

    private static void settings(StringBuilder sb, Matrix m) {
        RunSettings s = m.settings();
        sb.append("## Run\n\n");
        sb.append("- Date: ").append(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(
                m.startedAt().atOffset(ZoneOffset.UTC).withNano(0).toLocalDateTime())).append(" UTC\n");
        sb.append("- Java: ").append(System.getProperty("java.vendor", "?")).append(' ')
                .append(System.getProperty("java.version", "?")).append(", ")
                .append(Runtime.getRuntime().availableProcessors()).append(" cores\n");
        sb.append("- Cases: ").append(m.cases().size()).append("; columns: ").append(m.columns().size())
                .append("; run time: ").append(String.format("%.1f s", m.took().toMillis() / 1000.0)).append('\n');
        sb.append("- Waits: replies ").append(s.replyTimeout().toMillis()).append(" ms, quiet period after the last expected reply ")
                .append(s.quiet().toMillis()).append(" ms, follow-up call ").append(s.probeTimeout().toMillis())
                .append(" ms, ").append(s.writeGap().toMillis()).append(" ms between writes that are not pipelined\n");
        sb.append("\n| peer | what runs |\n|---|---|\n");
        String last = null;
        for (Matrix.Column c : m.columns()) {
            if (!c.peer().equals(last)) {
                sb.append("| ").append(cell(c.peer())).append(" | ").append(cell(c.description())).append(" |\n");
                last = c.peer();
            }
        }
        for (Map.Entry<String, String> e : m.notStarted().entrySet()) {
            sb.append("| ").append(cell(e.getKey())).append(" | not run: ").append(cell(e.getValue())).append(" |\n");
        }
        sb.append('\n');
    }

    private static void scores(StringBuilder sb, Matrix m) {
        sb.append("## Scores\n\n");
        sb.append("| column | passed / applicable | fail | crash | hang | n.a. |\n|---|---|---|---|---|---|\n");
        for (Matrix.Column c : m.columns()) {
            Map<Outcome.Status, Integer> k = c.counts();
            sb.append("| ").append(cell(c.label())).append(" | ").append(c.passed()).append(" / ").append(c.applicable())
                    .append(c.applicable() == 0 ? "" : String.format(" (%d%%)", Math.round(100.0 * c.passed() / c.applicable())))
                    .append(" | ").append(k.get(Outcome.Status.FAIL))
                    .append(" | ").append(k.get(Outcome.Status.CRASH))
                    .append(" | ").append(k.get(Outcome.Status.HANG))
                    .append(" | ").append(k.get(Outcome.Status.NOT_APPLICABLE)).append(" |\n");
        }
        sb.append('\n');
    }

    private static void matrix(StringBuilder sb, Matrix m) {
        sb.append("## Matrix\n\n| case | category |");
        for (Matrix.Column c : m.columns()) {
            sb.append(' ').append(cell(c.label())).append(" |");
        }
        sb.append("\n|---|---|");
        sb.append("---|".repeat(m.columns().size()));
        sb.append('\n');
        for (int i = 0; i < m.cases().size(); i++) {
            ConformanceCase c = m.cases().get(i);
            sb.append("| [").append(c.name()).append("](../conformance/cases/").append(c.name()).append(".json) | ")
                    .append(c.category()).append(" |");
            for (Matrix.Column col : m.columns()) {
                sb.append(' ').append(col.outcomes().get(i).status().mark()).append(" |");
            }
            sb.append('\n');
        }
        sb.append('\n');
    }

    private static void failures(StringBuilder sb, Matrix m) {
        sb.append("## Failures\n\n");
        boolean any = false;
        for (Matrix.Column col : m.columns()) {
            List<Outcome> outs = col.outcomes();
            boolean header = false;
            for (int i = 0; i < outs.size(); i++) {
                Outcome o = outs.get(i);
                if (o.status() == Outcome.Status.PASS || o.status() == Outcome.Status.NOT_APPLICABLE) {
                    continue;
                }
                if (!header) {
                    sb.append("### ").append(col.label()).append("\n\n");
                    header = true;
                    any = true;
                }
                ConformanceCase c = m.cases().get(i);
                sb.append("- **").append(c.name()).append("** (").append(o.status().mark()).append("): ")
                        .append(inline(o.detail())).append('\n');
                List<String> actual = o.actual();
                for (int k = 0; k < Math.min(actual.size(), MAX_SHOWN_REPLIES); k++) {
                    sb.append("  - `").append(code(actual.get(k))).append("`\n");
                }
                if (actual.size() > MAX_SHOWN_REPLIES) {
                    sb.append("  - … and ").append(actual.size() - MAX_SHOWN_REPLIES).append(" more replies\n");
                }
            }
            if (header) {
                sb.append('\n');
            }
        }
        if (!any) {
            sb.append("None.\n\n");
        }
    }

    private static void cases(StringBuilder sb, Matrix m) {
        sb.append("## Cases\n\n| case | transports | batch | rule | reference |\n|---|---|---|---|---|\n");
        for (ConformanceCase c : m.cases()) {
            sb.append("| ").append(c.name()).append(" | ")
                    .append(String.join(", ", c.transports().stream().map(t -> t.name().toLowerCase(java.util.Locale.ROOT))
                            .sorted().toList()))
                    .append(c.newlineOnly() ? " (newline framing)" : "")
                    .append(" | ").append(c.needsBatch() ? "yes" : "")
                    .append(" | ").append(cell(c.rule())).append(" | ").append(ref(c.ref())).append(" |\n");
        }
    }

    private static String ref(String ref) {
        if (ref.startsWith("http")) {
            int hash = ref.indexOf('#');
            String label = hash >= 0 ? ref.substring(hash + 1) : ref;
            return "[" + label.replace("_", " ") + "](" + ref + ")";
        }
        return cell(ref);
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    private static String inline(String s) {
        return cell(s).replace("`", "'");
    }

    private static String code(String s) {
        return s.replace("`", "'").replace("|", "\\|");
    }
}

package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.transcript.ExpectedFinding;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A standalone expected-findings file (such as the CLI's {@code --expect} file): a JSON array of
 * {@code {code, entry?, related?}} items. A problem anywhere gives no items and one located
 * {@code InvalidTranscript} finding; an unknown key in an item is only an advisory.
 *
 * @param items    the expected findings, in file order; empty when the file has a problem
 * @param findings the reader's findings: one {@code InvalidTranscript} error, or advisories
 */
public record ExpectedFindings(List<ExpectedFinding> items, List<Finding> findings) {

    /** Copies the lists. */
    public ExpectedFindings {
        items = List.copyOf(items);
        findings = List.copyOf(findings);
    }

    /** Reads an expected-findings file; never throws for bad text. */
    public static ExpectedFindings read(String text) {
        Objects.requireNonNull(text, "text");
        JsonParse parse = JsonReader.standard().read(text);
        if (!parse.isValid()) {
            return new ExpectedFindings(List.of(), List.of(JsonTranscripts.notJson("the expected findings", parse)));
        }
        List<ExpectedFinding> items = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        ExpectItems.read(parse.value(), "", l -> l, items, findings);
        for (Finding f : findings) {
            if (f.isError()) {
                return new ExpectedFindings(List.of(), List.of(f));
            }
        }
        return new ExpectedFindings(items, findings);
    }

    /** True when the file had no problem (advisories aside). */
    public boolean isValid() {
        return findings.stream().noneMatch(Finding::isError);
    }
}

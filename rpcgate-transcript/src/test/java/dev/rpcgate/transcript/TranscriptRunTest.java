package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.log.LogCounts;
import dev.rpcgate.transcript.read.TranscriptDocument;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Running a document: reader findings first, completeness and expect lists, and the JSON reports. */
class TranscriptRunTest {
    private static final Finding READER = Finding.error("InvalidTranscript", "expected an entry object, found 3", "/entries/1",
            SourceLocation.ofLineColumn(3, 5));

    private static TranscriptDocument document(Optional<Completeness> completeness,
                                               Optional<List<ExpectedFinding>> expect) {
        return new TranscriptDocument(Optional.empty(), completeness, List.of(
                new TranscriptEntry(Models.CLIENT, Optional.empty(), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}",
                        Optional.of(new SourceLocation(2, 14, 20))),
                Models.server("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":null}")), expect, List.of(READER));
    }

    private static ExpectedFinding item(String code, int entry) {
        return new ExpectedFinding(code, OptionalInt.of(entry), OptionalInt.empty(), Optional.empty());
    }

    @Test
    void readerFindingsComeFirstAndThePartialDefaultHolds() {
        TranscriptResult r = TranscriptRun.run(document(Optional.empty(), Optional.empty()), Models.link());
        assertThat(CheckerCase.lines(r.findings()))
                .containsExactly("InvalidTranscript", "UnsolicitedResponse e1", "OutstandingCall r0");
        assertThat(r.summary().outstanding()).isEqualTo(1);
        assertThat(r.expectations()).isEmpty();
        assertThat(r.isSuccess()).isFalse();
    }

    @Test
    void theArgumentOverridesTheDocumentsCompleteness() {
        TranscriptDocument partial = document(Optional.of(Completeness.PARTIAL), Optional.empty());
        TranscriptResult r = TranscriptRun.run(partial, Models.link(),
                RunOptions.builder().completeness(Completeness.COMPLETE).build());
        assertThat(r.findings()).extracting(Finding::code).endsWith("MissingResponse");
        TranscriptDocument complete = document(Optional.of(Completeness.COMPLETE), Optional.empty());
        assertThat(TranscriptRun.run(complete, Models.link()).findings()).extracting(Finding::code)
                .endsWith("MissingResponse");
    }

    @Test
    void anExpectListDecidesSuccess() {
        List<ExpectedFinding> expect = List.of(new ExpectedFinding("InvalidTranscript", OptionalInt.empty(),
                OptionalInt.empty(), Optional.empty()), item("UnsolicitedResponse", 1));
        TranscriptResult r = TranscriptRun.run(document(Optional.empty(), Optional.of(expect)), Models.link());
        assertThat(r.expectations()).hasValueSatisfying(e -> assertThat(e.isMatch()).isTrue());
        assertThat(r.isSuccess()).isTrue();
        assertThat(r.isValid()).isFalse();
        TranscriptResult passed = TranscriptRun.run(document(Optional.empty(), Optional.of(expect)), Models.link(),
                RunOptions.builder().expect(List.of(item("UnsolicitedResponse", 0))).build());
        assertThat(passed.expectations().orElseThrow().missing()).hasSize(1);
        assertThat(passed.isSuccess()).isFalse();
    }

    @Test
    void theReportHasTheMembersTranscriptsMdListsInOrder() {
        TranscriptResult r = TranscriptRun.run(document(Optional.empty(),
                Optional.of(List.of(item("UnsolicitedResponse", 1), item("WrongResponder", 0)))), Models.link());
        JsonObject report = TranscriptReports.report(r);
        assertThat(report.names()).containsExactly("valid", "complete", "entries", "outstanding", "correlation",
                "findings", "expectations");
        String text = TranscriptReports.toJson(r);
        assertThat(text).startsWith("{\"valid\":false,\"complete\":true,\"entries\":2,\"outstanding\":1,\"correlation\":true,");
        assertThat(text).contains("{\"code\":\"UnsolicitedResponse\",\"severity\":\"ERROR\",\"message\":\"expected a reply to"
                + " a call that client awaits, found the id 2, which no call awaits\",\"path\":\"\",\"entry\":1}");
        assertThat(text).contains("\"code\":\"OutstandingCall\",\"severity\":\"ADVISORY\"")
                .contains("\"line\":2,\"column\":14,\"offset\":20,\"related\":0}");
        assertThat(text).contains("\"expectations\":{\"match\":false,\"matched\":[{\"code\":\"UnsolicitedResponse\","
                + "\"entry\":1}],\"missing\":[{\"code\":\"WrongResponder\",\"entry\":0}],\"unexpected\":["
                + JsonWriter.write(dev.rpcgate.core.gate.TraceJson.toJson(READER)) + ",{\"code\":\"OutstandingCall\"");
    }

    @Test
    void theJsonLinesFormEndsWithASummaryLine() {
        TranscriptChecker checker = new TranscriptChecker(Models.link());
        List<Finding> found = checker.feed(Models.server("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":null}"));
        assertThat(TranscriptReports.findingLine(found.get(0))).startsWith("{\"code\":\"UnsolicitedResponse\"")
                .doesNotContain("\n");
        String line = TranscriptReports.summaryLine(checker.finish(), true, Optional.of(new LogCounts(3, 1, 0, 1)),
                Optional.empty());
        assertThat(line).isEqualTo("{\"summary\":{\"valid\":false,\"complete\":true,\"entries\":1,\"outstanding\":0,"
                + "\"correlation\":true,\"counts\":{\"lines\":3,\"notJson\":1,\"skipped\":0,\"entries\":1}}}");
    }
}

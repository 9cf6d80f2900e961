package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import static dev.rpcgate.transcript.Models.client;
import static dev.rpcgate.transcript.Models.server;
import static org.assertj.core.api.Assertions.assertThat;

/** Input a peer could send to hurt the checker: huge and deep values, broken text, floods. */
class HostileInputsTest {
    private static final CheckerOptions COMPLETE = CheckerOptions.builder().completeness(Completeness.COMPLETE).build();

    private static List<String> codes(List<Finding> findings) {
        return CheckerCase.lines(findings);
    }

    @Test
    void hugeIdsCorrelateExactly() {
        String digits = "9".repeat(100_000);
        String longText = "x".repeat(300_000);
        TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE);
        List<Finding> found = checker.feedAll(List.of(
                client("{\"jsonrpc\":\"2.0\",\"id\":" + digits + ",\"method\":\"ping\"}"),
                client("{\"jsonrpc\":\"2.0\",\"id\":\"" + longText + "\",\"method\":\"ping\"}"),
                server("{\"jsonrpc\":\"2.0\",\"id\":" + digits + "8,\"result\":null}"),
                server("{\"jsonrpc\":\"2.0\",\"id\":" + digits + ".000e0,\"result\":null}"),
                server("{\"jsonrpc\":\"2.0\",\"id\":\"" + longText + "y\",\"result\":null}"),
                server("{\"jsonrpc\":\"2.0\",\"id\":\"" + longText + "\",\"result\":null}")));
        assertThat(codes(found)).containsExactly("UnsolicitedResponse e2", "UnsolicitedResponse e4");
        assertThat(found.get(0).message().length()).isLessThan(300);
        assertThat(checker.finish().outstanding()).isZero();
    }

    @Test
    void exponentsAreNeverExpanded() {
        TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE);
        List<Finding> found = checker.feedAll(List.of(
                client("{\"jsonrpc\":\"2.0\",\"id\":1e999999999,\"method\":\"ping\"}"),
                server("{\"jsonrpc\":\"2.0\",\"id\":1e999999998,\"result\":null}"),
                server("{\"jsonrpc\":\"2.0\",\"id\":0.1e1000000000,\"result\":null}")));
        assertThat(codes(found)).containsExactly("UnsolicitedResponse e1");
        assertThat(checker.finish().outstanding()).isZero();
    }

    @Test
    void deepNestingIsAParseFindingNotACrash() {
        String deep = "[".repeat(50_000) + "]".repeat(50_000);
        TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE);
        List<Finding> found = checker.feedAll(List.of(
                client("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":{\"text\":" + deep + "}}"),
                client(deep),
                server("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}")));
        assertThat(codes(found)).containsExactly("DepthLimit e0", "DepthLimit e1");
        assertThat(codes(checker.finish().findings())).containsExactly("MissingResponse r1");
    }

    @Test
    void unpairedSurrogatesAreUnreadable() {
        TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE);
        List<Finding> found = checker.feedAll(List.of(
                client("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":{\"text\":\"\uD800\"}}"),
                client("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\",\"params\":{\"text\":\"\\uDC00\"}}"),
                client("\uDBFF"),
                server("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}")));
        assertThat(found).extracting(Finding::code)
                .containsExactly("UnpairedSurrogate", "UnpairedSurrogate", "UnpairedSurrogate");
        assertThat(codes(checker.finish().findings())).containsExactly("MissingResponse r1", "MissingResponse r2");
    }

    @Test
    void entryBytesCountUtf8() {
        String text = "é".repeat(30); // 60 bytes of UTF-8 in 30 chars; the whole entry is 78 bytes
        TranscriptChecker checker = new TranscriptChecker(Models.link(),
                COMPLETE.toBuilder().limits(TranscriptLimits.DEFAULT.withEntryBytes(70)).build());
        List<Finding> found = checker.feed(client("{\"id\":1,\"text\":\"" + text + "\"}"));
        assertThat(codes(found)).containsExactly("EntryLimit e0");
        assertThat(found.get(0).message()).contains("found 78 bytes");
        assertThat(checker.finish().complete()).isFalse();
    }

    @Test
    void answeredMemoryStaysBoundedAndSaysWhenItForgot() {
        TranscriptLimits limits = TranscriptLimits.DEFAULT.withAnsweredIds(16).withActiveCalls(8);
        TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE.toBuilder().limits(limits).build());
        for (int i = 0; i < 20_000; i++) {
            assertThat(checker.feed(client("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":\"ping\"}"))).isEmpty();
            assertThat(checker.feed(server("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"result\":null}"))).isEmpty();
        }
        // what the checker remembers meanwhile: ConversationMemoryTest
        List<Finding> late = checker.feed(server("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":null}"));
        assertThat(codes(late)).containsExactly("UnsolicitedResponse e40000");
        assertThat(late.get(0).message()).contains("only the last 16 answered ids of client", "late duplicate");
        List<Finding> recent = checker.feed(server("{\"jsonrpc\":\"2.0\",\"id\":19999,\"result\":null}"));
        assertThat(codes(recent)).containsExactly("DuplicateResponse e40001 r39999");
    }

    @Test
    void aFloodOfUnansweredCallsIsBounded() {
        TranscriptChecker checker = new TranscriptChecker(Models.link(), CheckerOptions.builder()
                .limits(TranscriptLimits.DEFAULT.withActiveCalls(4).withFindings(50)).build());
        List<Finding> all = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            all.addAll(checker.feed(client("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":\"ping\"}")));
        }
        assertThat(all).hasSize(50);
        assertThat(all.get(49).code()).isEqualTo("FindingLimit");
        TranscriptSummary summary = checker.finish();
        assertThat(summary.findings()).isEmpty(); // the budget is spent
        assertThat(summary.outstanding()).isEqualTo(4);
        assertThat(summary.complete()).isFalse();
    }

    @Test
    void exactlyTenThousandFindingsAreAllReportedAndOneMoreMakesTheLastAFindingLimit() {
        for (int n : new int[] {10_000, 10_001}) {
            TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE);
            List<Finding> all = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                all.addAll(checker.feed(server("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"result\":null}")));
            }
            TranscriptSummary summary = checker.finish();
            all.addAll(summary.findings());
            assertThat(all).hasSize(10_000);
            assertThat(all.subList(0, 9_999)).extracting(Finding::code).containsOnly("UnsolicitedResponse");
            assertThat(all.get(9_999).code()).isEqualTo(n == 10_000 ? "UnsolicitedResponse" : "FindingLimit");
            assertThat(EntryRef.of(all.get(9_999)).entry()).isEqualTo(n == 10_000 ? 9_999 : 10_000);
            assertThat(summary.complete()).isEqualTo(n == 10_000);
        }
    }

    @Test
    void findingsArePlacedInTheTranscript() {
        TranscriptChecker checker = new TranscriptChecker(Models.link(), COMPLETE);
        SourceLocation at = new SourceLocation(10, 5, 200);
        List<Finding> found = checker.feed(new TranscriptEntry(Models.CLIENT, Optional.empty(),
                "{\"jsonrpc\": \"2.0\", \"id\": 1,\n \"method\": \"echo\", \"params\": {\"text\": 5}}", Optional.of(at)));
        assertThat(codes(found)).containsExactly("TypeMismatch e0");
        SourceLocation placed = found.get(0).location();
        assertThat(placed.line()).isEqualTo(11);
        assertThat(placed.column()).isEqualTo(39);
        assertThat(placed.offset()).isEqualTo(200 + 28 + 38);
        Finding end = checker.finish().findings().get(0);
        assertThat(end.location()).isEqualTo(at);
        assertThat(EntryRef.of(end).related()).isZero();
        assertThat(EntryRef.of(end).entry()).isNull();
    }
}

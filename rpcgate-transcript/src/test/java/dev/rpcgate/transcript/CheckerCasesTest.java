package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.testing.RepoFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The checker fixture table (see {@link CheckerCase}): each case's findings, in order, and its summary. Every case
 * is also fed one entry at a time and as one group, which must agree.
 */
class CheckerCasesTest {

    static List<Path> cases() throws IOException {
        try (Stream<Path> files = Files.list(RepoFiles.resource(CheckerCasesTest.class, "checker"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        return cases().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    private static void check(Path file) {
        CheckerCase c = CheckerCase.read(file);
        TranscriptChecker one = new TranscriptChecker(c.protocol(), c.options());
        List<Finding> fed = new ArrayList<>();
        for (TranscriptEntry e : c.entries()) {
            fed.addAll(one.feed(e));
        }
        TranscriptSummary summary = one.finish();
        fed.addAll(summary.findings());
        assertThat(CheckerCase.lines(fed)).as("findings of %s", c.name()).containsExactlyElementsOf(c.findings());
        c.outstanding().ifPresent(n -> assertThat(summary.outstanding()).as("outstanding").isEqualTo(n));
        c.complete().ifPresent(b -> assertThat(summary.complete()).as("complete").isEqualTo(b));
        assertThat(summary.entries()).isEqualTo(c.entries().size());
        assertThat(one.finish()).as("finish is idempotent").isSameAs(summary);
        assertThat(one.feed(c.entries().isEmpty() ? TranscriptEntry.of(new PeerName("x"), "{}") : c.entries().get(0)))
                .as("a feed after finish is ignored").isEmpty();
        assertThat(one.finish().entries()).isEqualTo(c.entries().size());

        TranscriptChecker all = new TranscriptChecker(c.protocol(), c.options());
        List<Finding> grouped = new ArrayList<>(all.feedAll(c.entries()));
        grouped.addAll(all.finish().findings());
        assertThat(grouped).as("feedAll gives the findings of feed").isEqualTo(fed);
    }

    @Test
    void theTableCoversEveryCheckerCode() throws IOException {
        List<String> codes = new ArrayList<>();
        for (Path p : cases()) {
            CheckerCase.read(p).findings().forEach(f -> codes.add(f.split(" ")[0]));
        }
        assertThat(codes).contains(TranscriptCodes.UNKNOWN_PEER, TranscriptCodes.ENTRY_LIMIT,
                TranscriptCodes.ACTIVE_CALL_LIMIT, TranscriptCodes.FINDING_LIMIT, TranscriptCodes.ACTIVE_ID_REUSED,
                TranscriptCodes.DUPLICATE_RESPONSE, TranscriptCodes.WRONG_RESPONDER,
                TranscriptCodes.RESPONSE_TO_NOTIFICATION, TranscriptCodes.UNSOLICITED_RESPONSE,
                TranscriptCodes.AMBIGUOUS_ID, TranscriptCodes.WRONG_REPLY_FORM, TranscriptCodes.UNSUPPORTED_MESSAGE,
                TranscriptCodes.UNKNOWN_METHOD, TranscriptCodes.MISSING_RESPONSE, TranscriptCodes.OUTSTANDING_CALL,
                TranscriptCodes.STATE_VIOLATION, TranscriptCodes.CAPABILITY_NOT_ADVERTISED,
                TranscriptCodes.CANCEL_INACTIVE_CALL, TranscriptCodes.REPLY_AFTER_CANCEL,
                TranscriptCodes.UNKNOWN_PROGRESS_TOKEN, TranscriptCodes.PROGRESS_TOKEN_REUSED,
                TranscriptCodes.PROGRESS_NOT_INCREASING);
    }
}

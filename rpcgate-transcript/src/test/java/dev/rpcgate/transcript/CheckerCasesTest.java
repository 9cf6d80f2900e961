package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.ContractCode;

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
        List<FindingCode> checkerCodes = List.of(TranscriptCode.UNKNOWN_PEER, TranscriptCode.ENTRY_LIMIT,
                TranscriptCode.ACTIVE_CALL_LIMIT, SharedCode.FINDING_LIMIT, TranscriptCode.ACTIVE_ID_REUSED,
                ContractCode.DUPLICATE_RESPONSE, TranscriptCode.WRONG_RESPONDER,
                TranscriptCode.RESPONSE_TO_NOTIFICATION, TranscriptCode.UNSOLICITED_RESPONSE,
                EnvelopeCode.AMBIGUOUS_ID, ContractCode.WRONG_REPLY_FORM, EnvelopeCode.UNSUPPORTED_MESSAGE,
                ContractCode.UNKNOWN_METHOD, ContractCode.MISSING_RESPONSE, TranscriptCode.OUTSTANDING_CALL,
                TranscriptCode.STATE_VIOLATION, TranscriptCode.CAPABILITY_NOT_ADVERTISED,
                TranscriptCode.CANCEL_INACTIVE_CALL, TranscriptCode.REPLY_AFTER_CANCEL,
                TranscriptCode.UNKNOWN_PROGRESS_TOKEN, TranscriptCode.PROGRESS_TOKEN_REUSED,
                TranscriptCode.PROGRESS_NOT_INCREASING);
        assertThat(codes).containsAll(checkerCodes.stream().map(FindingCode::code).toList());
    }
}

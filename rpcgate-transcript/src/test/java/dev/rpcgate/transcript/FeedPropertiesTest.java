package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.transcript.protocols.ProtocolDescription;

import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Properties of feeding: any conversation gives the same findings fed one entry at a time or in groups of any
 * size, nothing makes the checker fail, and finish is idempotent.
 */
class FeedPropertiesTest {
    private static final List<String> MESSAGES = List.of(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\",\"params\":{\"text\":\"a\"}}",
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"log\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"text\":\"a\"}}",
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"x\"}}",
            "{\"jsonrpc\":\"2.0\",\"id\":1.0,\"error\":{\"code\":1001,\"message\":\"x\"}}",
            "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}]",
            "[{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":null},{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}]",
            "[]", "[1]", "{", "null", "\"text\"", "{\"jsonrpc\":\"2.0\",\"id\":[1],\"result\":null}",
            "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"open\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"capabilities\":{\"hover\":true}}}",
            "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"hover\"}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"cancel\",\"params\":{\"id\":5}}",
            "{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":4000,\"message\":\"cancelled\"}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"close\"}");
    private static final List<String> SENDERS = List.of("client", "client", "server", "server", "bob");

    @Provide
    Arbitrary<List<TranscriptEntry>> conversations() {
        Arbitrary<TranscriptEntry> entry = Arbitraries.of(SENDERS).flatMap(sender -> Arbitraries.of(MESSAGES)
                .map(m -> TranscriptEntry.of(new PeerName(sender), m)));
        return entry.list().ofMaxSize(60);
    }

    @Property(tries = 150)
    void groupsGiveTheFindingsOfSingleFeeds(@ForAll("conversations") List<TranscriptEntry> entries,
                                            @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 1, max = 7) Integer> cuts,
                                            @ForAll boolean session, @ForAll boolean complete) {
        ProtocolDescription protocol = session ? Models.session() : Models.link();
        CheckerOptions options = CheckerOptions.builder()
                .completeness(complete ? Completeness.COMPLETE : Completeness.PARTIAL)
                .limits(TranscriptLimits.DEFAULT.withActiveCalls(3).withAnsweredIds(2).withFindings(40)).build();
        TranscriptChecker single = new TranscriptChecker(protocol, options);
        List<Finding> one = new ArrayList<>();
        for (TranscriptEntry e : entries) {
            one.addAll(single.feed(e));
        }
        TranscriptSummary s1 = single.finish();

        TranscriptChecker grouped = new TranscriptChecker(protocol, options);
        List<Finding> many = new ArrayList<>();
        int at = 0;
        for (int i = 0; at < entries.size(); i++) {
            int n = Math.min(cuts.get(i % cuts.size()), entries.size() - at);
            many.addAll(grouped.feedAll(entries.subList(at, at + n)));
            at += n;
        }
        TranscriptSummary s2 = grouped.finish();

        assertThat(many).isEqualTo(one);
        assertThat(s2).isEqualTo(s1);
        assertThat(grouped.finish()).isSameAs(s2);
        assertThat(one).noneMatch(f -> f.is(TranscriptCode.CHECK_FAILED));
        assertThat(one).allMatch(f -> EntryRef.of(f).entry() != null && EntryRef.of(f).entry() < entries.size());
        // 40 kept, plus at the end one advisory FindingLimit when advisories past the budget were left out
        List<Finding> all = new ArrayList<>(one);
        all.addAll(s1.findings());
        assertThat(all.stream().filter(f -> f.isError() || !f.is(SharedCode.FINDING_LIMIT)))
                .hasSizeLessThanOrEqualTo(40);
        assertThat(all).hasSizeLessThanOrEqualTo(41);
        assertThat(s1.entries()).isEqualTo(entries.size());
    }
}

package dev.rpcgate.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The harness judged against fake peers whose behaviour is known: right, dropping, extra, hanging, crashing. */
class HarnessSelfTest {
    /** Short waits: the fakes answer at once or never. */
    private static final RunSettings FAST = new RunSettings(Duration.ofMillis(600), Duration.ofMillis(30),
            Duration.ofMillis(600), Duration.ofMillis(2));
    private static List<ConformanceCase> cases;

    @BeforeAll
    static void read() throws Exception {
        cases = CaseReader.readAll(RepoPaths.cases());
    }

    private static ConformanceCase named(String name) {
        return cases.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    private static Outcome run(OraclePeer peer, Peer.Transport t, ConformanceCase c, RunSettings s) {
        peer.runs(c);
        peer.resetHttp();
        return new CaseRunner(s).run(peer, t, c);
    }

    @Test
    void aPeerThatAnswersCorrectlyPassesEveryCaseOnBothTransports() {
        OraclePeer peer = OraclePeer.full(OraclePeer.Mode.CORRECT);
        for (Peer.Transport t : Peer.Transport.values()) {
            for (ConformanceCase c : cases) {
                Outcome o = run(peer, t, c, FAST);
                Outcome.Status want = c.transports().contains(t) ? Outcome.Status.PASS : Outcome.Status.NOT_APPLICABLE;
                assertThat(o.status()).as("%s over %s: %s %s", c.name(), t, o.detail(), o.actual()).isEqualTo(want);
            }
        }
    }

    @Test
    void aDroppedReplyIsAFailure() {
        OraclePeer peer = OraclePeer.full(OraclePeer.Mode.DROP_LAST_REPLY);
        for (String name : List.of("parse-error-then-call", "pipelined-three-calls", "batch-mixed", "id-huge-integer-2-53-plus-1",
                "handler-throws", "id-string-vs-number")) {
            for (Peer.Transport t : Peer.Transport.values()) {
                ConformanceCase c = named(name);
                Outcome o = run(peer, t, c, FAST);
                if (c.transports().contains(t)) {
                    assertThat(o.status()).as("%s over %s: %s", name, t, o.detail()).isEqualTo(Outcome.Status.FAIL);
                    assertThat(o.detail()).contains("expected");
                }
            }
        }
    }

    @Test
    void anExtraReplyIsAFailureEvenToANotification() {
        OraclePeer peer = OraclePeer.full(OraclePeer.Mode.EXTRA_REPLY);
        for (String name : List.of("notification-unknown-method", "batch-all-notifications", "pipelined-three-calls")) {
            Outcome o = run(peer, Peer.Transport.STREAM, named(name), FAST);
            assertThat(o.status()).as(name).isEqualTo(Outcome.Status.FAIL);
            assertThat(o.actual()).anyMatch(a -> a.contains("extra"));
        }
    }

    @Test
    void aHangingPeerIsReportedWithinTheTimeout() {
        OraclePeer peer = OraclePeer.full(OraclePeer.Mode.HANG);
        for (String name : List.of("method-subtract-positional", "notification-echo", "batch-mixed")) {
            for (Peer.Transport t : Peer.Transport.values()) {
                long t0 = System.nanoTime();
                Outcome o = run(peer, t, named(name), FAST);
                Duration took = Duration.ofNanos(System.nanoTime() - t0);
                assertThat(o.status()).as("%s over %s: %s", name, t, o.detail()).isEqualTo(Outcome.Status.HANG);
                assertThat(took).isLessThan(FAST.bound().plusMillis(500));
            }
        }
    }

    @Test
    void aCrashingPeerIsACrash() {
        OraclePeer peer = OraclePeer.full(OraclePeer.Mode.CRASH);
        for (String name : List.of("method-subtract-positional", "notification-echo", "parse-garbage-text")) {
            for (Peer.Transport t : Peer.Transport.values()) {
                Outcome o = run(peer, t, named(name), FAST);
                assertThat(o.status()).as("%s over %s: %s", name, t, o.detail()).isEqualTo(Outcome.Status.CRASH);
            }
        }
    }

    @Test
    void anAdapterThatThrowsIsACrashNotAnError() {
        OraclePeer peer = new OraclePeer(OraclePeer.Mode.CORRECT, EnumSet.of(Peer.Transport.STREAM), true,
                Peer.StreamFraming.NEWLINE) {
            @Override
            public StreamSession openStream() {
                throw new IllegalStateException("adapter bug");
            }
        };
        Outcome o = run(peer, Peer.Transport.STREAM, named("method-not-found"), FAST);
        assertThat(o.status()).isEqualTo(Outcome.Status.CRASH);
        assertThat(o.detail()).contains("IllegalStateException", "adapter bug");
    }

    @Test
    void notApplicableCasesAreCountedApartAndNeverAsPasses() {
        OraclePeer peer = new OraclePeer(OraclePeer.Mode.CORRECT, EnumSet.of(Peer.Transport.STREAM), false,
                Peer.StreamFraming.CONTENT_LENGTH);
        List<ConformanceCase> expectNa = cases.stream().filter(c -> c.needsBatch() || c.newlineOnly()
                || !c.transports().contains(Peer.Transport.STREAM)).toList();
        List<Outcome> outcomes = new java.util.ArrayList<>();
        for (ConformanceCase c : cases) {
            Outcome o = run(peer, Peer.Transport.STREAM, c, FAST);
            outcomes.add(o);
            Outcome.Status want = expectNa.contains(c) ? Outcome.Status.NOT_APPLICABLE : Outcome.Status.PASS;
            assertThat(o.status()).as("%s: %s", c.name(), o.detail()).isEqualTo(want);
        }
        Outcome http = run(peer, Peer.Transport.HTTP, named("method-not-found"), FAST);
        assertThat(http.status()).isEqualTo(Outcome.Status.NOT_APPLICABLE);
        assertThat(http.detail()).contains("no http transport");

        Matrix.Column col = new Matrix.Column("x", "x", Peer.Transport.STREAM, outcomes);
        assertThat(expectNa).isNotEmpty();
        assertThat(col.counts()).containsEntry(Outcome.Status.NOT_APPLICABLE, expectNa.size());
        assertThat(col.applicable()).isEqualTo(cases.size() - expectNa.size()).isEqualTo(col.passed());
    }

    @Test
    void theReportShowsScoresMarksFailuresAndPeersThatCouldNotStart() {
        ConformanceCase a = named("method-subtract-positional");
        ConformanceCase b = named("batch-empty");
        Matrix.Column col = new Matrix.Column("fake", "a fake peer", Peer.Transport.STREAM, List.of(
                new Outcome(Outcome.Status.PASS, "", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}"), Duration.ZERO),
                new Outcome(Outcome.Status.FAIL, "expected {id null, error -32600}; got 1 reply",
                        List.of("{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":[]}"), Duration.ZERO)));
        Matrix m = new Matrix(List.of(a, b), List.of(col), Map.of("a2a-java", "needs a CDI container"), FAST,
                java.time.Instant.parse("2026-12-01T10:00:00Z"), Duration.ofSeconds(3));
        String md = MatrixReport.markdown(m);
        assertThat(md).contains("| fake (stream) | 1 / 2 (50%) | 1 | 0 | 0 | 0 |")
                .contains("| [batch-empty](../conformance/cases/batch-empty.json) | batch | ✗ fail |")
                .contains("**batch-empty** (✗ fail): expected {id null, error -32600}; got 1 reply")
                .contains("`{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":[]}`")
                .contains("| a2a-java | not run: needs a CDI container |")
                .contains("2026-12-01T10:00:00 UTC");
    }
}

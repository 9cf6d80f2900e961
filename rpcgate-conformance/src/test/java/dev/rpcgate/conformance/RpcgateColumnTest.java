package dev.rpcgate.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * rpcgate's columns of the matrix: every case, over the NDJSON TCP server and the HTTP binding, must pass wherever it
 * applies. A case rpcgate fails is a bug in rpcgate (or in the case), never a row to drop.
 */
class RpcgateColumnTest {
    private static RpcgatePeer peer;
    private static List<ConformanceCase> cases;

    @BeforeAll
    static void start() throws Exception {
        cases = CaseReader.readAll(RepoPaths.cases());
        peer = RpcgatePeer.start();
    }

    @AfterAll
    static void stop() {
        if (peer != null) {
            peer.close();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCasePassesOnRpcgate() {
        CaseRunner runner = new CaseRunner(RunSettings.DEFAULT);
        List<DynamicTest> tests = new ArrayList<>();
        for (Peer.Transport t : Peer.Transport.values()) {
            for (ConformanceCase c : cases) {
                tests.add(DynamicTest.dynamicTest(c.name() + " (" + t + ")", () -> {
                    Outcome o = runner.run(peer, t, c);
                    if (c.transports().contains(t)) {
                        assertThat(o.status()).as("%s over %s: %s; replies %s", c.name(), t, o.detail(), o.actual())
                                .isEqualTo(Outcome.Status.PASS);
                    } else {
                        assertThat(o.status()).isEqualTo(Outcome.Status.NOT_APPLICABLE);
                    }
                }));
            }
        }
        return tests.stream();
    }

    @org.junit.jupiter.api.Test
    void thereAreAtLeastSixtyCasesInEveryRequiredCategory() {
        assertThat(cases).hasSizeGreaterThanOrEqualTo(60);
        assertThat(cases.stream().map(ConformanceCase::category).distinct()).containsExactlyInAnyOrderElementsOf(
                CaseReader.CATEGORIES);
    }
}

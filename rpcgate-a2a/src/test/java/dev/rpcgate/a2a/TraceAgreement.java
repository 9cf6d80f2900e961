package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateStatus;
import java.util.List;

/** What a trace must say the same way twice: the correlation verdict and its gate, the receipts and HANDLER. */
final class TraceAgreement {
    private TraceAgreement() {
    }

    /** Checks a document's trace and each of its batch entries. */
    static void check(A2aTrace t) {
        if (t.entries().isEmpty()) {
            correlation(t);
            assertThat(status(t, Gate.HANDLER) == GateStatus.PASSED).as("HANDLER passed exactly when a receipt was kept")
                    .isEqualTo(!t.receipts().isEmpty());
            return;
        }
        assertThat(t.correlation()).isNull();
        long handled = 0;
        for (A2aTrace e : t.entries()) {
            correlation(e);
            handled += status(e, Gate.HANDLER) == GateStatus.PASSED ? 1 : 0;
        }
        assertThat((long) t.receipts().size()).as("one receipt per entry whose handler passed").isEqualTo(handled);
        if (!t.receipts().isEmpty()) {
            assertThat(status(t, Gate.HANDLER)).as("the whole batch's HANDLER beside its receipts")
                    .isEqualTo(GateStatus.PASSED);
        }
        for (Gate g : List.of(Gate.DISPATCH, Gate.PARAMS, Gate.HANDLER, Gate.CORRELATION)) {
            if (t.trace().failedGate() == null) {
                boolean anyFailed = t.entries().stream().anyMatch(e -> status(e, g) == GateStatus.FAILED);
                boolean anyPassed = t.entries().stream().anyMatch(e -> status(e, g) == GateStatus.PASSED);
                assertThat(status(t, g)).as("the whole batch's " + g).isEqualTo(anyFailed ? GateStatus.FAILED
                        : anyPassed ? GateStatus.PASSED : GateStatus.NOT_RUN);
            }
        }
    }

    private static void correlation(A2aTrace t) {
        GateStatus expected = switch (t.correlation().verdict()) {
            case ACCEPTED -> GateStatus.PASSED;
            case UNCORRELATED, REJECTED_ID_MISMATCH -> GateStatus.FAILED;
            case NO_RESPONSE -> GateStatus.NOT_RUN;
        };
        assertThat(status(t, Gate.CORRELATION)).as("CORRELATION for the verdict " + t.correlation().verdict())
                .isEqualTo(expected);
        assertThat(t.trace().reply() != null).as("a reply exactly when there is one to correlate")
                .isEqualTo(t.correlation().verdict() != Correlation.Verdict.NO_RESPONSE);
    }

    private static GateStatus status(A2aTrace t, Gate g) {
        return t.trace().gates().get(RequestTrace.GATES.indexOf(g)).status();
    }
}

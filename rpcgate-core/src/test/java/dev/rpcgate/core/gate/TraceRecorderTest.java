package dev.rpcgate.core.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonNull;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Gates are recorded in the face's order; the first failure fixes the gate and code; the rest did not run. */
class TraceRecorderTest {
    private static final List<Gate> FACE = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS);
    private static final Finding ERROR = Finding.error("X", "x", "", null);
    private static final Finding ADVISORY = Finding.advisory("Y", "y", "/a", null);

    @Test
    void theFirstFailureFixesGateAndCodeAndTheRestDidNotRun() {
        Trace t = new TraceRecorder(FACE).passed(Gate.PARSE, List.of())
                .record(Gate.ENVELOPE, List.of(ADVISORY))
                .record(Gate.DISPATCH, List.of(ADVISORY, ERROR))
                .finish(MessageKind.CALL, true, JsonNull.NULL, List.of());
        assertThat(t.gates()).extracting(GateOutcome::status)
                .containsExactly(GateStatus.PASSED, GateStatus.PASSED, GateStatus.FAILED, GateStatus.NOT_RUN);
        assertThat(t.failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(t.code()).isEqualTo(-32601);
        assertThat(t.valid()).isFalse();
        assertThat(t.notRun()).containsExactly(Gate.PARAMS);
        assertThat(t.findings()).containsExactly(ADVISORY, ADVISORY, ERROR);
    }

    @Test
    void advisoriesAloneNeverFailAGate() {
        Trace t = new TraceRecorder(FACE).record(Gate.PARSE, List.of(ADVISORY)).finish(null, false, null, List.of());
        assertThat(t.gates().get(0).status()).isEqualTo(GateStatus.PASSED);
        assertThat(t.failedGate()).isNull();
        assertThat(t.code()).isNull();
        assertThat(t.valid()).isTrue();
        assertThat(t.notRun()).containsExactly(Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS);
    }

    @Test
    void aGateThatOwnsNoCodeFailsWithANullCode() {
        Trace t = new TraceRecorder(List.of(Gate.PARSE, Gate.CORRELATION)).passed(Gate.PARSE, List.of())
                .record(Gate.CORRELATION, List.of(ERROR)).finish(MessageKind.RESPONSE, false, null, List.of());
        assertThat(t.failedGate()).isEqualTo(Gate.CORRELATION);
        assertThat(t.code()).isNull();
    }

    @Test
    void gatesOutOfOrderOrAfterAFailureAreRefused() {
        assertThatThrownBy(() -> new TraceRecorder(FACE).passed(Gate.ENVELOPE, List.of()))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new TraceRecorder(FACE).passed(Gate.PARSE, List.of()).passed(Gate.PARSE, List.of()))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new TraceRecorder(FACE).record(Gate.PARSE, List.of(ERROR))
                .passed(Gate.ENVELOPE, List.of())).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new TraceRecorder(List.of(Gate.PARSE)).passed(Gate.PARSE, List.of())
                .passed(Gate.ENVELOPE, List.of())).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aBatchIsValidOnlyWhenEveryEntryIs() {
        Trace good = new TraceRecorder(FACE).passed(Gate.PARSE, List.of()).finish(MessageKind.CALL, true, null, List.of());
        Trace bad = new TraceRecorder(FACE).passed(Gate.PARSE, List.of()).record(Gate.ENVELOPE, List.of(ERROR))
                .finish(null, true, null, List.of());
        Trace batch = new TraceRecorder(FACE).passed(Gate.PARSE, List.of()).passed(Gate.ENVELOPE, List.of())
                .finish(MessageKind.BATCH, true, null, List.of(good.atIndex(0), bad.atIndex(1)));
        assertThat(batch.failedGate()).isNull();
        assertThat(batch.valid()).isFalse();
        assertThat(batch.entries()).extracting(Trace::index).containsExactly(0, 1);
        Trace allGood = new TraceRecorder(FACE).passed(Gate.PARSE, List.of()).passed(Gate.ENVELOPE, List.of())
                .finish(MessageKind.BATCH, true, null, List.of(good.atIndex(0)));
        assertThat(allGood.valid()).isTrue();
    }

    @Test
    void gatesOwnTheirCodes() {
        assertThat(Gate.PARSE.findOwnedCode()).contains(-32700);
        assertThat(Gate.ENVELOPE.findOwnedCode()).contains(-32600);
        assertThat(Gate.DISPATCH.findOwnedCode()).contains(-32601);
        assertThat(Gate.PARAMS.findOwnedCode()).contains(-32602);
        assertThat(Gate.HANDLER.findOwnedCode()).contains(-32603);
        assertThat(Gate.RESULT.findOwnedCode()).isEmpty();
        assertThat(Gate.CORRELATION.findOwnedCode()).isEmpty();
        assertThat(List.<Gate>of(CoreGate.values())).containsExactly(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS,
                Gate.HANDLER, Gate.RESULT, Gate.CORRELATION);
    }
}

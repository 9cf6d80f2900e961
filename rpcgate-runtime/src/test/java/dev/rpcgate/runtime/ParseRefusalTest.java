package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A refused message fails PARSE with its finding, for the runtime's gates or a face's own. */
class ParseRefusalTest {
    private static final Finding TYPE = Finding.error("ContentType", "not JSON", "", null);

    @Test
    void theRuntimesRefusalListsTheRuntimesGates() {
        Trace t = ParseRefusal.trace(TYPE, -32700);
        assertThat(t.gates()).extracting(GateOutcome::gate).containsExactlyElementsOf(Dispatcher.GATES);
        assertThat(JsonWriter.write(t.reply())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                + "\"message\":\"Parse error\",\"data\":{\"findings\":[{\"code\":\"ContentType\",\"severity\":\"ERROR\","
                + "\"message\":\"not JSON\",\"path\":\"\"}]}}}");
    }

    @Test
    void aFaceGetsItsOwnGatesEveryOneAfterParseNotRun() {
        List<Gate> gates = List.of(Gate.PARSE, Gate.ENVELOPE, FaceGate.AUTH, FaceGate.ROUTE, FaceGate.UPSTREAM);
        Trace t = ParseRefusal.trace(gates, TYPE, -32700);
        assertThat(t.gates()).extracting(GateOutcome::gate).containsExactlyElementsOf(gates);
        assertThat(t.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.code()).isEqualTo(-32700);
        assertThat(t.gates().subList(1, gates.size())).extracting(GateOutcome::status).containsOnly(GateStatus.NOT_RUN);
        assertThat(t.replyDue()).isTrue();
        assertThat(t.kind()).isNull();
    }

    /** A face's own gates, as the gateway declares its. */
    enum FaceGate implements Gate {
        AUTH, ROUTE, UPSTREAM;

        @Override
        public java.util.Optional<Integer> findOwnedCode() {
            return java.util.Optional.empty();
        }
    }
}

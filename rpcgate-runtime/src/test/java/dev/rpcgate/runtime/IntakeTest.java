package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import org.junit.jupiter.api.Test;

/** Scheduling of batches around the entry bound: a refused batch costs no per-call state and never waits for a slot. */
class IntakeTest {
    private static final String CALL = "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"m\"}";

    private static JsonParse batchOfCalls(int n) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 1; i <= n; i++) {
            b.append(i > 1 ? "," : "").append(CALL.formatted(i));
        }
        return JsonReader.standard().read(b.append(']').toString());
    }

    @Test
    void aBatchAtTheBoundGetsAStatePerCallAndWaitsForASlot() {
        Intake intake = new Intake(false, ConnectionOptions.DEFAULT_CANCEL_METHOD, 3);
        JsonParse batch = batchOfCalls(3);
        assertThat(intake.calls(batch.value())).hasSize(3);
        assertThat(intake.handleAtOnce(batch)).isFalse();
    }

    @Test
    void aBatchOverTheBoundGetsNoStateAndIsAnsweredAsRead() {
        Intake intake = new Intake(false, ConnectionOptions.DEFAULT_CANCEL_METHOD, 3);
        JsonParse batch = batchOfCalls(4);
        assertThat(intake.calls(batch.value())).isEmpty();
        assertThat(intake.handleAtOnce(batch)).as("nothing of it runs: no slot needed").isTrue();
    }

    @Test
    void sequentiallyABatchOverTheBoundWaitsItsTurnStillWithoutState() {
        Intake intake = new Intake(true, ConnectionOptions.DEFAULT_CANCEL_METHOD, 3);
        JsonParse batch = batchOfCalls(4);
        assertThat(intake.calls(batch.value())).isEmpty();
        assertThat(intake.handleAtOnce(batch)).as("replies stay in order").isFalse();
    }

    @Test
    void theDefaultBoundIs1024() {
        Intake intake = new Intake(false, ConnectionOptions.DEFAULT_CANCEL_METHOD,
                ConnectionOptions.DEFAULT.maxBatchEntries());
        assertThat(intake.calls(batchOfCalls(1024).value())).hasSize(1024);
        assertThat(intake.calls(batchOfCalls(1025).value())).isEmpty();
        assertThat(ConnectionOptions.DEFAULT.maxBatchEntries()).isEqualTo(1024);
    }
}

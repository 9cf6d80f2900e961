package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The connection options' builder: its defaults, changes through toBuilder, and the bounds it refuses. */
class ConnectionOptionsTest {

    @Test
    void theDefaultsAreTheDocumentedOnes() {
        for (ConnectionOptions o : new ConnectionOptions[] {ConnectionOptions.DEFAULT,
                ConnectionOptions.builder().build()}) {
            assertThat(o.limits()).isEqualTo(JsonLimits.DEFAULT);
            assertThat(o.maxBatchEntries()).isEqualTo(1024);
            assertThat(o.maxInFlight()).isEqualTo(1024);
            assertThat(o.maxQueuedBytes()).isEqualTo(64L * 1024 * 1024);
            assertThat(o.sequential()).isFalse();
            assertThat(o.cancelMethod()).isEqualTo("$/cancelRequest");
            assertThat(o.cancelMember()).isEqualTo("id");
            assertThat(o.cancelOnTimeout()).isFalse();
            assertThat(o.maxPendingCalls()).isEqualTo(65536);
            assertThat(o.rememberedIds()).isEqualTo(4096);
            assertThat(o.version()).isEqualTo(JsonRpcVersion.V2_0);
            assertThat(o.dispatch()).isEqualTo(DispatchOptions.DEFAULT);
        }
        assertThat(ConnectionOptions.builder().build()).isEqualTo(ConnectionOptions.DEFAULT)
                .hasSameHashCodeAs(ConnectionOptions.DEFAULT);
    }

    @Test
    void toBuilderChangesOneOptionAndKeepsTheRest() {
        JsonLimits limits = JsonLimits.DEFAULT.withMaxDepth(3);
        DispatchOptions dispatch = DispatchOptions.builder().exposeExceptionMessages(true).build();
        ConnectionOptions all = ConnectionOptions.builder().limits(limits).maxBatchEntries(2).maxInFlight(3)
                .maxQueuedBytes(4).sequential(true).cancellation("cancel", "which").cancelOnTimeout(true)
                .maxPendingCalls(5).rememberedIds(6).dispatch(dispatch).build();
        assertThat(all.toBuilder().build()).isEqualTo(all).hasSameHashCodeAs(all);
        ConnectionOptions concurrent = all.toBuilder().sequential(false).build();
        assertThat(concurrent.sequential()).isFalse();
        assertThat(concurrent).isNotEqualTo(all);
        assertThat(concurrent.toBuilder().sequential(true).build()).isEqualTo(all);
        assertThat(all.sequential()).isTrue(); // the options a builder came from never change
        assertThat(concurrent.limits()).isSameAs(limits);
        assertThat(concurrent.dispatch()).isSameAs(dispatch);
        assertThat(concurrent.cancelMethod() + " " + concurrent.cancelMember()).isEqualTo("cancel which");
        assertThat(concurrent.toString()).contains("maxBatchEntries=2", "maxInFlight=3", "maxQueuedBytes=4",
                "sequential=false", "cancelMethod=cancel", "cancelMember=which", "cancelOnTimeout=true",
                "maxPendingCalls=5", "rememberedIds=6", "version=V2_0", "exposeExceptionMessages=true");
    }

    @Test
    void mcpCancellationNamesMcpsNotificationAndSendsNoReplyKeepingTheRestOfTheDispatchOptions() {
        ConnectionOptions mcp = ConnectionOptions.builder()
                .dispatch(DispatchOptions.builder().exposeExceptionMessages(true).build()).mcpCancellation().build();
        assertThat(mcp.cancelMethod()).isEqualTo("notifications/cancelled");
        assertThat(mcp.cancelMember()).isEqualTo("requestId");
        assertThat(mcp.dispatch().cancelledCode()).isNull();
        assertThat(mcp.dispatch().exposeExceptionMessages()).isTrue();
    }

    @Test
    void everyBoundIsAtLeastOneAndTheCancelNamesAreNonEmpty() {
        ConnectionOptions.Builder b = ConnectionOptions.builder();
        for (Consumer<ConnectionOptions.Builder> bad : List.<Consumer<ConnectionOptions.Builder>>of(
                x -> x.maxBatchEntries(0), x -> x.maxInFlight(0), x -> x.maxQueuedBytes(0),
                x -> x.maxPendingCalls(-1), x -> x.rememberedIds(0))) {
            assertThatThrownBy(() -> bad.accept(b)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("must be at least 1");
        }
        for (String[] names : new String[][] {{"", "id"}, {"m", ""}, {null, "id"}, {"m", null}}) {
            assertThatThrownBy(() -> b.cancellation(names[0], names[1])).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the cancel method and member are non-empty names");
        }
        assertThatThrownBy(() -> b.limits(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.dispatch(null)).isInstanceOf(NullPointerException.class);
        assertThat(b.build()).as("a refused value changes nothing").isEqualTo(ConnectionOptions.DEFAULT);
    }
}

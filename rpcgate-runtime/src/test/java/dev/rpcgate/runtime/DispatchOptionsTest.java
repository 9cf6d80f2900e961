package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dispatch options' builder: its defaults, and a change through toBuilder that keeps every other option. */
class DispatchOptionsTest {
    private static final ParamsContract CONTRACT = new ParamsContract() {
        @Override
        public boolean hasMethod(String method) {
            return true;
        }

        @Override
        public List<Finding> checkParams(String method, JsonValue params) {
            return List.of();
        }
    };

    @Test
    void theDefaultsHideMessagesAnswerCancellationsWith32800AndHaveNoContract() {
        for (DispatchOptions o : new DispatchOptions[] {DispatchOptions.DEFAULT, DispatchOptions.builder().build()}) {
            assertThat(o.exposeExceptionMessages()).isFalse();
            assertThat(o.cancelledCode()).isEqualTo(-32800L).isEqualTo(DispatchOptions.REQUEST_CANCELLED);
            assertThat(o.contract()).isNull();
        }
        assertThat(DispatchOptions.builder().build()).isEqualTo(DispatchOptions.DEFAULT)
                .hasSameHashCodeAs(DispatchOptions.DEFAULT);
    }

    @Test
    void toBuilderChangesOneOptionAndKeepsTheRest() {
        DispatchOptions all = DispatchOptions.builder().exposeExceptionMessages(true).cancelledCode(-1L)
                .contract(CONTRACT).build();
        assertThat(all.toBuilder().build()).isEqualTo(all).hasSameHashCodeAs(all);
        DispatchOptions silent = all.toBuilder().cancelledCode(null).build();
        assertThat(silent.cancelledCode()).isNull();
        assertThat(silent.exposeExceptionMessages()).isTrue();
        assertThat(silent.contract()).isSameAs(CONTRACT);
        assertThat(all.cancelledCode()).isEqualTo(-1L); // the options a builder came from never change
        assertThat(silent).isNotEqualTo(all);
        assertThat(silent.toString()).contains("exposeExceptionMessages=true", "cancelledCode=null");
    }
}

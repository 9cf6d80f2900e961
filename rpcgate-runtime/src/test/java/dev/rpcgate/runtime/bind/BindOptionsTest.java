package dev.rpcgate.runtime.bind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The binding options' builder: its defaults, one option changed on the others, and bounds it refuses. */
class BindOptionsTest {

    @Test
    void theBuilderStartsFromTheDefaults() {
        BindOptions o = BindOptions.builder().build();
        assertThat(o.unknownMembers()).isEqualTo(UnknownMembers.REJECT);
        assertThat(o.maxFindings()).isEqualTo(100);
        assertThat(o.maxBigIntegerDigits()).isEqualTo(4096);
        assertThat(o).isEqualTo(BindOptions.DEFAULT).hasSameHashCodeAs(BindOptions.DEFAULT);
    }

    @Test
    void toBuilderChangesOneOptionAndKeepsTheOthers() {
        BindOptions o = BindOptions.DEFAULT.toBuilder().unknownMembers(UnknownMembers.IGNORE).build();
        BindOptions p = o.toBuilder().maxFindings(3).build();
        assertThat(p.unknownMembers()).isEqualTo(UnknownMembers.IGNORE);
        assertThat(p.maxFindings()).isEqualTo(3);
        assertThat(p.maxBigIntegerDigits()).isEqualTo(4096);
        assertThat(o.maxFindings()).isEqualTo(100);
        assertThat(p).isNotEqualTo(o);
        assertThat(p.toBuilder().build()).isEqualTo(p);
        assertThat(p.toString())
                .isEqualTo("BindOptions[unknownMembers=IGNORE, maxFindings=3, maxBigIntegerDigits=4096]");
    }

    @Test
    void boundsAreAtLeastOneAndThePolicyIsGiven() {
        BindOptions.Builder b = BindOptions.builder();
        assertThatThrownBy(() -> b.maxFindings(0)).hasMessage("maxFindings must be at least 1, was 0");
        assertThatThrownBy(() -> b.maxBigIntegerDigits(0)).hasMessage("maxBigIntegerDigits must be at least 1, was 0");
        assertThatThrownBy(() -> b.unknownMembers(null)).isInstanceOf(NullPointerException.class);
    }
}

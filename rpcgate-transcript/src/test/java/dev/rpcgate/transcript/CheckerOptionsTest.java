package dev.rpcgate.transcript;

import dev.rpcgate.smithy.ValidationPolicy.LegacyErrors;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The checker options' builder: its defaults, and a change through toBuilder that keeps every other option. */
class CheckerOptionsTest {

    @Test
    void theDefaultsArePartialCorrelatedDefaultLimitsAndTheDescriptionsErrorMapping() {
        for (CheckerOptions o : new CheckerOptions[] {CheckerOptions.DEFAULT, CheckerOptions.builder().build()}) {
            assertThat(o.completeness()).isEqualTo(Completeness.PARTIAL);
            assertThat(o.correlation()).isTrue();
            assertThat(o.limits()).isEqualTo(TranscriptLimits.DEFAULT);
            assertThat(o.legacyErrors()).isEmpty();
        }
        assertThat(CheckerOptions.builder().build()).isEqualTo(CheckerOptions.DEFAULT)
                .hasSameHashCodeAs(CheckerOptions.DEFAULT);
    }

    @Test
    void toBuilderChangesOneOptionAndKeepsTheRest() {
        TranscriptLimits limits = TranscriptLimits.DEFAULT.withFindings(7);
        CheckerOptions all = CheckerOptions.builder().completeness(Completeness.COMPLETE).correlation(false)
                .limits(limits).legacyErrors(LegacyErrors.OPAQUE).build();
        assertThat(all.toBuilder().build()).isEqualTo(all);
        CheckerOptions correlated = all.toBuilder().correlation(true).build();
        assertThat(correlated.correlation()).isTrue();
        assertThat(correlated.completeness()).isEqualTo(Completeness.COMPLETE);
        assertThat(correlated.limits()).isSameAs(limits);
        assertThat(correlated.legacyErrors()).isEqualTo(Optional.of(LegacyErrors.OPAQUE));
        assertThat(all.correlation()).isFalse(); // the options a builder came from never change
        assertThat(correlated).isNotEqualTo(all);
        assertThat(correlated.toString()).contains("completeness=COMPLETE", "correlation=true", "OPAQUE");
    }

    @Test
    void everyPartMustBeGiven() {
        CheckerOptions.Builder b = CheckerOptions.builder();
        assertThatThrownBy(() -> b.completeness(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.limits(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.legacyErrors(null)).isInstanceOf(NullPointerException.class);
        assertThat(b.build()).isEqualTo(CheckerOptions.DEFAULT);
    }
}

package dev.rpcgate.transcript;

import dev.rpcgate.smithy.ValidationPolicy.LegacyErrors;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The run options' builder: its defaults, a change through toBuilder that keeps the rest, its copied expect list. */
class RunOptionsTest {
    private static final ExpectedFinding MISSING =
            new ExpectedFinding("MissingResponse", OptionalInt.of(0), OptionalInt.empty(), Optional.empty());

    @Test
    void theDefaultsLeaveCompletenessAndExpectationsToTheDocument() {
        for (RunOptions o : new RunOptions[] {RunOptions.DEFAULT, RunOptions.builder().build()}) {
            assertThat(o.completeness()).isEmpty();
            assertThat(o.expect()).isEmpty();
            assertThat(o.correlation()).isTrue();
            assertThat(o.limits()).isEqualTo(TranscriptLimits.DEFAULT);
            assertThat(o.legacyErrors()).isEmpty();
        }
        assertThat(RunOptions.builder().build()).isEqualTo(RunOptions.DEFAULT).hasSameHashCodeAs(RunOptions.DEFAULT);
    }

    @Test
    void toBuilderChangesOneOptionAndKeepsTheRest() {
        TranscriptLimits limits = TranscriptLimits.DEFAULT.withFindings(7);
        RunOptions all = RunOptions.builder().completeness(Completeness.COMPLETE).expect(List.of(MISSING))
                .correlation(false).limits(limits).legacyErrors(LegacyErrors.OPAQUE).build();
        assertThat(all.toBuilder().build()).isEqualTo(all).hasSameHashCodeAs(all);
        RunOptions correlated = all.toBuilder().correlation(true).build();
        assertThat(correlated.correlation()).isTrue();
        assertThat(correlated.completeness()).contains(Completeness.COMPLETE);
        assertThat(correlated.expect()).contains(List.of(MISSING));
        assertThat(correlated.limits()).isSameAs(limits);
        assertThat(correlated.legacyErrors()).contains(LegacyErrors.OPAQUE);
        assertThat(all.correlation()).isFalse(); // the options a builder came from never change
        assertThat(correlated).isNotEqualTo(all);
        assertThat(correlated.toString()).contains("completeness=Optional[COMPLETE]", "correlation=true", "OPAQUE");
    }

    @Test
    void theExpectListIsCopiedAndEveryPartMustBeGiven() {
        List<ExpectedFinding> mutable = new ArrayList<>(List.of(MISSING));
        RunOptions o = RunOptions.builder().expect(mutable).build();
        mutable.clear();
        assertThat(o.expect()).contains(List.of(MISSING));
        RunOptions.Builder b = RunOptions.builder();
        assertThatThrownBy(() -> b.completeness(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.expect(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.limits(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.legacyErrors(null)).isInstanceOf(NullPointerException.class);
        assertThat(b.build()).isEqualTo(RunOptions.DEFAULT);
    }
}

package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonLimits;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The limits' builder: its defaults, one bound changed on the others, and bounds it refuses. */
class ValidationLimitsTest {

    @Test
    void theBuilderStartsFromTheDefaults() {
        ValidationLimits l = ValidationLimits.builder().build();
        assertThat(l.json()).isEqualTo(JsonLimits.DEFAULT);
        assertThat(l.messageFindings()).isEqualTo(1_000);
        assertThat(l.batchFindings()).isEqualTo(10_000);
        assertThat(l).isEqualTo(ValidationLimits.DEFAULT).hasSameHashCodeAs(ValidationLimits.DEFAULT);
    }

    @Test
    void toBuilderChangesOneBoundAndKeepsTheOthers() {
        ValidationLimits l = ValidationLimits.DEFAULT.toBuilder().json(JsonLimits.DEFAULT.withMaxDepth(4)).build();
        ValidationLimits m = l.toBuilder().messageFindings(10).build();
        assertThat(m.json().maxDepth()).isEqualTo(4);
        assertThat(m.messageFindings()).isEqualTo(10);
        assertThat(m.batchFindings()).isEqualTo(10_000);
        assertThat(l.messageFindings()).isEqualTo(1_000);
        assertThat(m).isNotEqualTo(l);
        assertThat(m.toBuilder().build()).isEqualTo(m);
        assertThat(m.toString()).isEqualTo("ValidationLimits[json=" + m.json() + ", messageFindings=10,"
                + " batchFindings=10000]");
    }

    @Test
    void budgetsAreAtLeastOneAndTheJsonLimitsAreGiven() {
        ValidationLimits.Builder b = ValidationLimits.builder();
        assertThatThrownBy(() -> b.messageFindings(0)).hasMessage("messageFindings must be at least 1, was 0");
        assertThatThrownBy(() -> b.batchFindings(-1)).hasMessage("batchFindings must be at least 1, was -1");
        assertThatThrownBy(() -> b.json(null)).isInstanceOf(NullPointerException.class);
        assertThat(b.messageFindings(1).batchFindings(1).build().messageFindings()).isEqualTo(1);
    }
}

package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonLimits;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The policy's builder: its defaults, one option changed on others, and parts that must be given. */
class ValidationPolicyTest {

    @Test
    void theBuilderStartsFromTheDefaults() {
        ValidationPolicy p = ValidationPolicy.builder().build();
        assertThat(p.memberNames()).isEqualTo(ValidationPolicy.MemberNames.SMITHY);
        assertThat(p.unknownMembers()).isEqualTo(ValidationPolicy.UnknownMembers.REJECT);
        assertThat(p.legacyErrors()).isEqualTo(ValidationPolicy.LegacyErrors.OPAQUE);
        assertThat(p.limits()).isEqualTo(ValidationLimits.DEFAULT);
        assertThat(p).isEqualTo(ValidationPolicy.DEFAULT).hasSameHashCodeAs(ValidationPolicy.DEFAULT);
    }

    @Test
    void toBuilderChangesOneOptionAndKeepsTheOthers() {
        ValidationLimits small = ValidationLimits.builder().json(JsonLimits.DEFAULT.withMaxDepth(4)).messageFindings(10)
                .batchFindings(20).build();
        ValidationPolicy p = ValidationPolicy.builder().memberNames(ValidationPolicy.MemberNames.JSON_NAME)
                .unknownMembers(ValidationPolicy.UnknownMembers.IGNORE).limits(small).build();
        ValidationPolicy q = p.toBuilder().legacyErrors(ValidationPolicy.LegacyErrors.CODE_MESSAGE_DATA).build();
        assertThat(q.memberNames()).isEqualTo(ValidationPolicy.MemberNames.JSON_NAME);
        assertThat(q.unknownMembers()).isEqualTo(ValidationPolicy.UnknownMembers.IGNORE);
        assertThat(q.legacyErrors()).isEqualTo(ValidationPolicy.LegacyErrors.CODE_MESSAGE_DATA);
        assertThat(q.limits()).isSameAs(small);
        assertThat(p.legacyErrors()).isEqualTo(ValidationPolicy.LegacyErrors.OPAQUE);
        assertThat(q).isNotEqualTo(p);
        assertThat(q.toBuilder().build()).isEqualTo(q);
        assertThat(q.toString()).isEqualTo("ValidationPolicy[memberNames=JSON_NAME, unknownMembers=IGNORE,"
                + " legacyErrors=CODE_MESSAGE_DATA, limits=" + small + "]");
    }

    @Test
    void everyPartMustBeGiven() {
        ValidationPolicy.Builder b = ValidationPolicy.builder();
        assertThatThrownBy(() -> b.memberNames(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.unknownMembers(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.legacyErrors(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.limits(null)).isInstanceOf(NullPointerException.class);
    }
}

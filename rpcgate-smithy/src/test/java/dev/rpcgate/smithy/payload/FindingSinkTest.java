package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.smithy.ModelRef;
import org.junit.jupiter.api.Test;

class FindingSinkTest {
    private static final FindingOwner OWNER = new FindingOwner("ex#In", "ex#In$a");

    @Test
    void keepsFindingsUpToTheBudgetThenEndsWithFindingLimit() {
        FindingSink sink = FindingSink.withBudget(3);
        for (int i = 0; i < 3; i++) {
            sink.error(SharedCode.TYPE_MISMATCH, "m" + i, JsonPath.root().index(i), null, OWNER);
        }
        assertThat(sink.exhausted()).isFalse();
        assertThat(sink.complete()).isTrue();
        sink.error(SharedCode.TYPE_MISMATCH, "m3", JsonPath.root().index(3), null, OWNER);
        sink.error(SharedCode.TYPE_MISMATCH, "m4", JsonPath.root().index(4), null, OWNER);

        assertThat(sink.exhausted()).isTrue();
        assertThat(sink.complete()).isFalse();
        assertThat(sink.findings()).extracting(Finding::code).containsExactly("TypeMismatch", "TypeMismatch", "FindingLimit");
        assertThat(sink.findings().get(2).path()).isEqualTo("/3");
        assertThat(sink.findings().get(2).isError()).isTrue();
        assertThat(sink.size()).isEqualTo(3);
    }

    @Test
    void operationViewsShareTheBudgetAndStampTheirOperation() {
        FindingSink sink = FindingSink.withBudget(2);
        FindingSink add = sink.forOperation("ex#Add");
        FindingSink sub = sink.forOperation("ex#Sub");
        add.error(SharedCode.TYPE_MISMATCH, "m", JsonPath.of("/0/params"), null, OWNER);
        sub.error(SharedCode.TYPE_MISMATCH, "m", JsonPath.of("/1/params"), null, OWNER);
        add.error(SharedCode.TYPE_MISMATCH, "m", JsonPath.of("/2/params"), null, OWNER);

        assertThat(sink.findings()).extracting(f -> ModelRef.of(f).operation()).containsExactly("ex#Add", "ex#Add");
        assertThat(sink.findings().get(1).code()).isEqualTo("FindingLimit");
        assertThat(sub.exhausted()).isTrue();
    }

    @Test
    void aStampedOperationIsNotOverwritten() {
        FindingSink sink = FindingSink.withBudget(5).forOperation("ex#Add");
        sink.add(new ModelRef(null, null, "ex#Other").on(Finding.error("X", "m", "", null)));
        assertThat(ModelRef.of(sink.findings().get(0)).operation()).isEqualTo("ex#Other");
    }

    @Test
    void advisoriesCountAgainstTheBudgetButNotAsErrors() {
        FindingSink sink = FindingSink.withBudget(2);
        sink.add(Finding.advisory("Note", "m", "", null));
        assertThat(sink.hasErrors()).isFalse();
        sink.error(SharedCode.TYPE_MISMATCH, "m", JsonPath.root(), JsonString.of("x"), OWNER);
        assertThat(sink.hasErrors()).isTrue();
        assertThat(ModelRef.of(sink.findings().get(1)).shape()).isEqualTo("ex#In");
        assertThat(ModelRef.of(sink.findings().get(1)).member()).isEqualTo("ex#In$a");
        assertThat(sink.findings().get(1).location()).isNull(); // built in code: no source
    }

    @Test
    void aBudgetIsPositive() {
        assertThatThrownBy(() -> FindingSink.withBudget(0)).isInstanceOf(IllegalArgumentException.class);
    }
}

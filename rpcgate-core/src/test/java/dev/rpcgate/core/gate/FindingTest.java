package dev.rpcgate.core.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.SourceLocation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A finding's attributes: one per class, kept in their order, part of equality, found by class. */
class FindingTest {
    private record Low(String v) implements Finding.Attribute {
        @Override
        public int order() {
            return 1;
        }

        @Override
        public void writeTo(JsonObject.Builder json) {
            json.put("low", v);
        }
    }

    private record High(String v) implements Finding.Attribute {
        @Override
        public int order() {
            return 2;
        }

        @Override
        public void writeTo(JsonObject.Builder json) {
            json.put("high", v);
        }
    }

    private static final Finding BARE = Finding.error("Code", "m", "/a", null);

    @Test
    void attributesAreOrderedByTheirKeyAndReplacedByClass() {
        Finding f = BARE.with(new High("h")).with(new Low("l")).with(new High("h2"));
        assertThat(f.attributes()).containsExactly(new Low("l"), new High("h2"));
        assertThat(f.attribute(High.class)).contains(new High("h2"));
        assertThat(f.attribute(Finding.Attribute.class)).contains(new Low("l"));
        assertThat(f.without(Low.class).attributes()).containsExactly(new High("h2"));
        assertThat(BARE.without(Low.class)).isSameAs(BARE);
        assertThat(BARE.attribute(Low.class)).isEmpty();
    }

    @Test
    void equalityIncludesTheAttributes() {
        assertThat(BARE.with(new Low("l"))).isEqualTo(BARE.with(new Low("l")))
                .hasSameHashCodeAs(BARE.with(new Low("l")))
                .isNotEqualTo(BARE.with(new Low("other")))
                .isNotEqualTo(BARE);
        assertThat(BARE.with(new Low("l")).withLocation(new SourceLocation(1, 2, 1)).attributes())
                .containsExactly(new Low("l"));
    }

    @Test
    void theAttributesAreImmutableAndOnePerClass() {
        assertThatThrownBy(() -> BARE.attributes().add(new Low("l"))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> new Finding("C", Severity.ERROR, "m", "", null, List.of(new Low("a"), new Low("b"))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new Finding("C", Severity.ERROR, "m", "", null)).isEqualTo(Finding.error("C", "m", "", null));
    }
}

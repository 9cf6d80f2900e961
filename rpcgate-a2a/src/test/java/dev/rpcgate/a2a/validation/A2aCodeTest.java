package dev.rpcgate.a2a.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.ParseCode;
import dev.rpcgate.core.message.EnvelopeCode;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The A2A codes are UpperCamelCase, named by their constants, and never one of core's names. */
class A2aCodeTest {
    @Test
    void eachCodeIsItsConstantNameInUpperCamelCase() {
        for (A2aCode c : A2aCode.values()) {
            assertThat(c.code()).as(c.name()).matches("[A-Z][A-Za-z0-9]*");
            String snake = c.code().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
            assertThat(snake).as(c.code()).isEqualTo(c.name());
        }
    }

    @Test
    void noCodeRedeclaresACoreCode() {
        List<String> core = Stream.of(SharedCode.values(), ParseCode.values(), EnvelopeCode.values())
                .flatMap(Stream::of).map(FindingCode::code).toList();
        assertThat(Stream.of(A2aCode.values()).map(A2aCode::code)).doesNotContainAnyElementsOf(core)
                .doesNotHaveDuplicates();
    }
}

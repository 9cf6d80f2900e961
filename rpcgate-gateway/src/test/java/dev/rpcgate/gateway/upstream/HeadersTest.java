package dev.rpcgate.gateway.upstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Header lists: order kept, names without case, and nothing that could inject a second header. */
class HeadersTest {
    @Test
    void keepsOrderAndFindsNamesWithoutCase() {
        Headers h = Headers.of("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")
                .with("TraceState", "a=1").with("tracestate", "b=2");
        assertThat(h.size()).isEqualTo(3);
        assertThat(h.name(1)).isEqualTo("TraceState");
        assertThat(h.first("TRACEPARENT")).startsWith("00-0af7");
        assertThat(h.first("tracestate")).isEqualTo("a=1");
        assertThat(h.count("tracestate")).isEqualTo(2);
        assertThat(h.first("absent")).isNull();
        assertThat(Headers.of()).isSameAs(Headers.NONE);
        assertThat(Headers.NONE.isEmpty()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"bad name", "", "x:y", "t\u00e9", "a\r\nb"})
    void refusesNamesThatAreNotTokens(String name) {
        assertThatIllegalArgumentException().isThrownBy(() -> Headers.of(name, "v"));
        assertThat(Headers.isValid(name, "v")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\r\nX-Injected: 1", "a\nb", "a\rb", "a\u0000b"})
    void refusesValuesThatCouldInjectHeaders(String value) {
        assertThatIllegalArgumentException().isThrownBy(() -> Headers.NONE.with("traceparent", value));
        assertThat(Headers.isValid("traceparent", value)).isFalse();
    }

    @Test
    void refusesAnOddList() {
        assertThatIllegalArgumentException().isThrownBy(() -> Headers.of("a", "1", "b"));
    }
}

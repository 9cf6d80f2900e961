package dev.rpcgate.gateway.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.validation.PartPolicy;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A configuration is built from the defaults, copied whole by toBuilder, and checked when built. */
class GatewayConfigTest {
    /** Every setting away from its default. */
    static final GatewayConfig EVERY = GatewayConfig.builder().host("::1").port(0).maxBodyBytes(1024)
            .defaultTimeoutSeconds(5).maxTimeoutSeconds(50).maxSseIdleSeconds(7).agentMaxResponseBytes(2048)
            .agentMaxConcurrency(3)
            .routes(Map.of("a1", new GatewayConfig.Route(GatewayConfig.ParamsMode.STRICT, PartPolicy.DEFAULT, true,
                    A2aVersion.V1_0)))
            .auth(new GatewayConfig.Auth("s".repeat(32), null, "iss", "aud"))
            .admin(new GatewayConfig.Admin("t".repeat(16), List.of("http://10.0.0.1/")))
            .registry("redis://127.0.0.1:6379")
            .agents(List.of(new GatewayConfig.StaticAgent("a1", List.of(URI.create("http://127.0.0.1:1/")), null)))
            .serverLimits(new GatewayConfig.ServerLimits(5, 2, 3, 1024, 9))
            .tracing(new GatewayConfig.Tracing(URI.create("http://127.0.0.1:4318/v1/traces"), "gw"))
            .a2a(new GatewayConfig.A2aOptions(0, 60, new GatewayConfig.CardSigning(Path.of("k.jwk"))))
            .build();

    @Test
    void theDefaultsAreTheBuildersStart() {
        GatewayConfig d = GatewayConfig.defaults();
        assertThat(d).isEqualTo(GatewayConfig.builder().build()).hasSameHashCodeAs(GatewayConfig.builder().build());
        assertThat(d.host()).isEqualTo("127.0.0.1");
        assertThat(d.port()).isEqualTo(GatewayConfig.DEFAULT_PORT);
        assertThat(d.routes()).isEmpty();
        assertThat(d.auth()).isNull();
        assertThat(d.admin()).isEqualTo(GatewayConfig.Admin.NONE);
        assertThat(d.registry()).isEqualTo("memory");
        assertThat(d.agents()).isEmpty();
        assertThat(d.serverLimits()).isEqualTo(GatewayConfig.ServerLimits.DEFAULT);
        assertThat(d.tracing()).isNull();
        assertThat(d.a2a()).isEqualTo(GatewayConfig.A2aOptions.DEFAULT);
    }

    @Test
    void toBuilderCopiesEverySetting() {
        assertThat(EVERY.toBuilder().build()).isEqualTo(EVERY).hasSameHashCodeAs(EVERY)
                .hasToString(EVERY.toString());
        assertThat(EVERY).isNotEqualTo(GatewayConfig.defaults());
        GatewayConfig moved = EVERY.toBuilder().port(8080).build();
        assertThat(moved.port()).isEqualTo(8080);
        assertThat(moved.toBuilder().port(0).build()).as("only the port changed").isEqualTo(EVERY);
    }

    @Test
    void theCollectionsAreCopied() {
        List<GatewayConfig.StaticAgent> agents = new ArrayList<>();
        GatewayConfig.Builder b = GatewayConfig.builder().agents(agents);
        GatewayConfig c = b.build();
        agents.add(new GatewayConfig.StaticAgent("late", List.of(), null));
        assertThat(c.agents()).isEmpty();
        assertThatThrownBy(() -> c.agents().add(null)).isInstanceOf(UnsupportedOperationException.class);
    }

    static Stream<Arguments> broken() {
        return Stream.of(
                Arguments.of((UnaryOperator<GatewayConfig.Builder>) b -> b.port(-1), "port out of range: -1"),
                Arguments.of((UnaryOperator<GatewayConfig.Builder>) b -> b.port(65536), "port out of range: 65536"),
                Arguments.of((UnaryOperator<GatewayConfig.Builder>) b -> b.maxBodyBytes(0),
                        "maxBodyBytes must be at least 1, was 0"),
                Arguments.of((UnaryOperator<GatewayConfig.Builder>) b -> b.agentMaxConcurrency(-5),
                        "agentMaxConcurrency must be at least 1, was -5"),
                Arguments.of((UnaryOperator<GatewayConfig.Builder>) b -> b.defaultTimeoutSeconds(10)
                        .maxTimeoutSeconds(9), "defaultTimeoutSeconds 10 is over maxTimeoutSeconds 9"));
    }

    @ParameterizedTest
    @MethodSource("broken")
    void buildRefusesBrokenBounds(UnaryOperator<GatewayConfig.Builder> change, String message) {
        assertThatThrownBy(() -> change.apply(GatewayConfig.builder()).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void buildRefusesMissingRequiredSettings() {
        assertThatThrownBy(() -> GatewayConfig.builder().host(null).build()).isInstanceOf(NullPointerException.class)
                .hasMessage("host");
        assertThatThrownBy(() -> GatewayConfig.builder().admin(null).build()).hasMessage("admin");
        assertThatThrownBy(() -> GatewayConfig.builder().registry(null).build()).hasMessage("registry");
        assertThatThrownBy(() -> GatewayConfig.builder().serverLimits(null).build()).hasMessage("serverLimits");
        assertThatThrownBy(() -> GatewayConfig.builder().a2a(null).build()).hasMessage("a2a");
    }
}

package dev.rpcgate.gateway.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The {@code tracing} section of a gateway configuration: off when absent, an OTLP endpoint when present. */
class TracingConfigTest {
    @Test
    void absentMeansOffAndPresentMeansAnEndpointAndAServiceName(@TempDir Path dir) throws Exception {
        assertThat(GatewayConfig.defaults().tracing()).isNull();
        GatewayConfig y = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.yaml"), """
                tracing:
                  otlpEndpoint: http://127.0.0.1:4318/v1/traces
                  serviceName: edge-gateway
                """)).expectConfig();
        GatewayConfig j = GatewayConfigLoader.json(("{\"tracing\": {\"otlpEndpoint\": "
                + "\"http://127.0.0.1:4318/v1/traces\", \"serviceName\": \"edge-gateway\"}}")
                .getBytes(StandardCharsets.UTF_8), "g.json", null).expectConfig();
        assertThat(y).isEqualTo(j);
        assertThat(y.tracing()).isEqualTo(new GatewayConfig.Tracing(URI.create("http://127.0.0.1:4318/v1/traces"),
                "edge-gateway"));
        GatewayConfig d = GatewayConfigLoader.load(Files.writeString(dir.resolve("d.yaml"),
                "tracing: {otlpEndpoint: \"https://otel.example/v1/traces\"}")).expectConfig();
        assertThat(d.tracing().serviceName()).isEqualTo("rpcgate-gateway");
        assertThat(d.toBuilder().host("0.0.0.0").port(1).registry("memory").build().tracing()).as("the copies keep it")
                .isEqualTo(d.tracing());
        assertThat(d.toBuilder().tracing(null).build().tracing()).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`tracing: {}`|g.yaml:1:10: tracing: tracing needs \"otlpEndpoint\"",
        "`tracing: {otlpEndpoint: \"file:///tmp/x\"}`|tracing.otlpEndpoint: not an absolute http:// or https:// URL",
        "`tracing: {otlpEndpoint: 5}`|tracing.otlpEndpoint: expected a non-empty string",
        "`tracing: {otlpEndpoint: \"http://x/\", serviceName: \"\"}`|tracing.serviceName: expected a non-empty string",
        "`tracing: {otlpEndpoint: \"http://x/\", sampler: always}`|tracing.sampler: unknown key",
        "`tracing: on`|tracing: expected an object"})
    void badTracingIsALocatedProblem(String text, String expected, @TempDir Path dir) throws Exception {
        LoadedConfig c = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.yaml"), text));
        assertThat(c.isValid()).isFalse();
        assertThat(c.report()).contains(expected).doesNotContain("Exception");
    }
}

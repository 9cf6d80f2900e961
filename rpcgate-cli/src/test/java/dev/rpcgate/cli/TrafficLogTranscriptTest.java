package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.Gateway;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.demo.DemoAgent;
import dev.rpcgate.gateway.demo.DemoAgents;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gateway's traffic log is checkable with {@code rpcgate transcript --session /session} and the A2A protocol model
 * in examples/a2a/a2a.smithy: a strict v0.3.0 exchange passes, and a request in the gateway guide's loose form (parts
 * without {@code kind}) is reported with its session.
 */
class TrafficLogTranscriptTest {
    static final String STRICT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"kind\":\"message\",\"messageId\":\"m-1\",\"role\":\"user\",\"parts\":[{\"kind\":\"text\","
            + "\"text\":\"Hello\"}]}}}";
    static final String LOOSE = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"parts\":[{\"text\":\"Hello?\"}]}}}";

    static void post(HttpClient http, String url, String body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
    }

    static Cli.Result check(Path log) {
        return Cli.run("transcript", "--protocol", "dev.rpcgate.a2a.v030#A2aJsonRpc", "--version", "2.0",
                "--log-preset", "dir-message", "--direction", "client=client", "--direction", "agent=agent",
                "--session", "/session", "--diagnostics", "json", Cli.ROOT.resolve("examples/a2a/a2a.smithy")
                        .toString(), log.toString());
    }

    @Test
    void aStrictExchangePassesAndALooseOneIsReportedWithItsSession(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("traffic.jsonl");
        try (DemoAgents agents = DemoAgents.start("127.0.0.1")) {
            GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0).agents(List.of(
                    new GatewayConfig.StaticAgent("echo-agent-01", List.of(agents.url(DemoAgent.ECHO)), null))).build();
            HttpClient http = HttpClient.newHttpClient();
            try (Gateway gateway = Gateway.start(config, log)) {
                post(http, "http://127.0.0.1:" + gateway.port() + "/a2a/echo-agent-01", STRICT);
                post(http, "http://127.0.0.1:" + gateway.port() + "/a2a/echo-agent-01", LOOSE);
            }
        }
        Cli.Result r = check(log);
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(Main.INVALID);
        List<String> errors = r.out().lines().filter(l -> l.contains("\"severity\":\"ERROR\"")).toList();
        assertThat(errors).isNotEmpty().allSatisfy(l -> assertThat(l).contains("\"session\":\"2\""));
        assertThat(errors).anySatisfy(l -> assertThat(l).contains("\"code\":\"MissingRequired\"")
                .contains("\"path\":\"/params/message/kind\""));
    }
}

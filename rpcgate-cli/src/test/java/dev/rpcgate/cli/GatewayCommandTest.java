package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.demo.DemoAgent;
import dev.rpcgate.gateway.demo.DemoAgents;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rpcgate gateway} and {@code rpcgate demo} as real child processes: they print their addresses, route real
 * loopback calls, and stop on SIGTERM; a bad configuration or an unreachable registry is a clear error.
 */
class GatewayCommandTest {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"message/send\",\"params\":"
            + "{\"message\":{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"user\",\"parts\":"
            + "[{\"kind\":\"text\",\"text\":\"hi\"}]}}}";

    private static HttpResponse<String> post(String url, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aConfiguredGatewayRoutesToItsStaticAgentAndStopsOnSigterm(@TempDir Path dir) throws Exception {
        try (DemoAgents agents = DemoAgents.start("127.0.0.1")) {
            Path config = dir.resolve("gateway.yaml");
            Files.writeString(config, "port: 0\nagents:\n  echo-agent-01:\n    urls:\n      - \""
                    + agents.url(DemoAgent.ECHO) + "\"\n");
            Path log = dir.resolve("traffic.jsonl");
            try (Rpcgate gateway = Rpcgate.start("gateway", "--config", config.toString(), "--traffic-log",
                    log.toString())) {
                String base = gateway.out.next();
                assertThat(base).matches("http://127\\.0\\.0\\.1:[1-9][0-9]*/?");
                String root = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
                HttpResponse<String> r = post(root + "/a2a/echo-agent-01", SEND);
                assertThat(r.statusCode()).isEqualTo(200);
                assertThat(r.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"kind\":\"message\"");
                assertThat(post(root + "/a2a/nobody-here", SEND).body()).contains("\"code\":-32002");
                assertThat(get(root + "/metrics").body()).contains("rpcgate_gateway_requests_total");
                assertThat(get(root + "/health").statusCode()).isEqualTo(200);
                gateway.terminate();
                assertThat(gateway.exitCode()).isEqualTo(143);
                assertThat(gateway.err.rest()).anySatisfy(l -> assertThat(l).contains("(1 static agent, registry memory)"));
            }
            List<String> lines = Files.readAllLines(log);
            assertThat(lines).hasSize(4);
            assertThat(lines.get(0)).contains("\"dir\":\"client\"").contains("\"agent\":\"echo-agent-01\"");
        }
    }

    @Test
    void aBadConfigurationIsLocatedAndNothingStarts(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("gateway.yaml");
        Files.writeString(config, "port: 0\ndefaultTimeoutSecond: 5\n");
        Cli.Result r = Cli.runIn(dir, new java.io.ByteArrayInputStream(new byte[0]), "gateway", "--config",
                "gateway.yaml");
        assertThat(r.exitCode()).isEqualTo(Main.USAGE);
        assertThat(r.err()).contains("gateway.yaml:2:23: defaultTimeoutSecond: unknown key")
                .contains("rpcgate: the configuration gateway.yaml is not usable; nothing was started");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void aBadConfigurationsProblemsComeInTheFilesOrder(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("gateway.yaml"), "port: 99999\nhost: 7\nbogus: 1\n");
        Cli.Result r = Cli.runIn(dir, new java.io.ByteArrayInputStream(new byte[0]), "gateway", "--config",
                "gateway.yaml");
        assertThat(r.exitCode()).isEqualTo(Main.USAGE);
        assertThat(r.err().lines().map(l -> l.replace(dir + "/", "").replaceFirst("(gateway\\.yaml:\\d+:\\d+: \\w+): .*", "$1")))
                .containsExactly("gateway.yaml:1:7: port", "gateway.yaml:2:7: host", "gateway.yaml:3:8: bogus",
                        "rpcgate: the configuration gateway.yaml is not usable; nothing was started");
    }

    @Test
    void aTakenPortIsOneClearLine() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Cli.Result r = Cli.run("gateway", "--port", Integer.toString(taken.getLocalPort()));
            assertThat(r.exitCode()).isEqualTo(Main.INVALID);
            assertThat(r.err()).isEqualTo("rpcgate: the gateway did not start: the gateway could not listen on"
                    + " 127.0.0.1:" + taken.getLocalPort() + " (is the port taken?)\n");
        }
    }

    @Test
    void anUnreachableRedisIsOneClearLine() {
        Cli.Result r = Cli.run("gateway", "--port", "0", "--registry", "redis://127.0.0.1:1");
        assertThat(r.exitCode()).isEqualTo(Main.INVALID);
        assertThat(r.err()).startsWith("rpcgate: the gateway did not start: the registry redis://127.0.0.1:1")
                .doesNotContain("\tat ");
    }

    @Test
    void theDemoPrintsWhereEverythingIsAndWhatToRun() throws Exception {
        try (Rpcgate demo = Rpcgate.start("demo", "--port", "0", "--lab-port", "0")) {
            String gatewayLine = demo.out.next();
            assertThat(gatewayLine).matches("gateway  http://127\\.0\\.0\\.1:[0-9]+/a2a/\\{agent_id}");
            String base = gatewayLine.substring("gateway  ".length(), gatewayLine.indexOf("/a2a/"));
            String labLine = demo.out.next();
            assertThat(labLine).matches("lab      http://127\\.0\\.0\\.1:[0-9]+/lab/");
            assertThat(get(labLine.substring("lab      ".length())).statusCode()).isEqualTo(200);
            HttpResponse<String> r = post(base + "/a2a/nonexistent-agent", SEND);
            assertThat(r.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32002,"
                    + "\"message\":\"agent not found: nonexistent-agent\"");
            demo.terminate();
            assertThat(demo.exitCode()).isEqualTo(143);
            List<String> rest = demo.out.rest();
            assertThat(rest).contains("# no agent under that id => error -32002 \"agent not found: nonexistent-agent\"",
                    "curl -s -X POST " + base + "/a2a/nonexistent-agent -H 'Content-Type: application/json' -d '"
                            + "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":"
                            + "{\"parts\":[{\"text\":\"Hello?\"}]}}}'");
        }
    }
}

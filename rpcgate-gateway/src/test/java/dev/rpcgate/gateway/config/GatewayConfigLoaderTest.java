package dev.rpcgate.gateway.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.SourceLocation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** YAML and JSON configurations read into one model; every bad file is a located problem, never a stack trace. */
class GatewayConfigLoaderTest {
    static final String YAML = """
            host: 0.0.0.0
            port: 9191
            defaultTimeoutSeconds: 30
            maxTimeoutSeconds: 600
            maxSseIdleSeconds: 45
            agentMaxResponseBytes: 1048576
            agentMaxConcurrency: 7
            maxBodyBytes: 65536
            maxConnections: 500
            idleTimeoutSeconds: 20
            requestReadTimeoutSeconds: 15
            maxHeaderBytes: 8192
            maxHeaders: 50
            routes:
              "*": {params: passthrough}
              echo-agent-01:
                params: strict
                partPolicy: {partLimit: 1024, allowUri: true, allowedHosts: [files.example.org, cdn.example.com]}
                protected: true
            auth:
              secret: "0123456789abcdef0123456789abcdef"
              issuer: https://issuer.example
              audience: rpcgate
            admin:
              token: "admin-token-1234567890"
              allowedPrefixes: ["http://127.0.0.1:"]
            registry: redis://127.0.0.1:6379
            agents:
              echo-agent-01:
                urls: [http://127.0.0.1:7001/rpc, http://127.0.0.1:7002/rpc]
                card: {name: Echo, url: "http://127.0.0.1:7001/rpc"}
            """;

    static final String JSON = """
            {"host": "0.0.0.0", "port": 9191, "defaultTimeoutSeconds": 30, "maxTimeoutSeconds": 600,
             "maxSseIdleSeconds": 45, "agentMaxResponseBytes": 1048576, "agentMaxConcurrency": 7, "maxBodyBytes": 65536,
             "maxConnections": 500, "idleTimeoutSeconds": 20, "requestReadTimeoutSeconds": 15, "maxHeaderBytes": 8192,
             "maxHeaders": 50,
             "routes": {"*": {"params": "passthrough"},
               "echo-agent-01": {"params": "strict", "protected": true, "partPolicy": {"partLimit": 1024,
                 "allowUri": true, "allowedHosts": ["files.example.org", "cdn.example.com"]}}},
             "auth": {"secret": "0123456789abcdef0123456789abcdef", "issuer": "https://issuer.example",
                      "audience": "rpcgate"},
             "admin": {"token": "admin-token-1234567890", "allowedPrefixes": ["http://127.0.0.1:"]},
             "registry": "redis://127.0.0.1:6379",
             "agents": {"echo-agent-01": {"urls": ["http://127.0.0.1:7001/rpc", "http://127.0.0.1:7002/rpc"],
                                          "card": {"name": "Echo", "url": "http://127.0.0.1:7001/rpc"}}}}
            """;

    @Test
    void yamlAndJsonGiveTheSameConfiguration(@TempDir Path dir) throws Exception {
        Path y = Files.writeString(dir.resolve("gateway.yaml"), YAML);
        Path j = Files.writeString(dir.resolve("gateway.json"), JSON);
        GatewayConfig a = GatewayConfigLoader.load(y).expectConfig();
        GatewayConfig b = GatewayConfigLoader.load(j).expectConfig();
        assertThat(a).isEqualTo(b);
        assertThat(a.port()).isEqualTo(9191);
        assertThat(a.maxTimeoutSeconds()).isEqualTo(600);
        assertThat(a.agentMaxConcurrency()).isEqualTo(7);
        assertThat(a.serverLimits()).isEqualTo(new GatewayConfig.ServerLimits(500, 20, 15, 8192, 50));
        GatewayConfig.Route r = a.routeFor("echo-agent-01");
        assertThat(r.params()).isEqualTo(GatewayConfig.ParamsMode.STRICT);
        assertThat(r.protect()).isTrue();
        assertThat(r.partPolicy().partLimit()).isEqualTo(1024);
        assertThat(r.partPolicy().allowedHosts()).containsExactly("files.example.org", "cdn.example.com");
        assertThat(a.routeFor("other").params()).isEqualTo(GatewayConfig.ParamsMode.PASSTHROUGH);
        assertThat(a.agents()).hasSize(1);
        assertThat(a.agents().get(0).urls()).hasSize(2);
        assertThat(a.agents().get(0).card().names()).containsExactly("name", "url");
        assertThat(a.registry()).isEqualTo("redis://127.0.0.1:6379");
        assertThat(a.admin().allowedPrefixes()).containsExactly("http://127.0.0.1:");
    }

    @Test
    void emptyFileMeansEveryDefault(@TempDir Path dir) throws Exception {
        GatewayConfig c = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.yaml"), "")).expectConfig();
        assertThat(c).isEqualTo(GatewayConfig.defaults());
        assertThat(c.defaultTimeoutSeconds()).isEqualTo(300);
        assertThat(c.maxTimeoutSeconds()).isEqualTo(3600);
        assertThat(c.maxSseIdleSeconds()).isEqualTo(300);
        assertThat(c.agentMaxResponseBytes()).isEqualTo(10 * 1024 * 1024);
        assertThat(c.agentMaxConcurrency()).isEqualTo(100);
        assertThat(c.maxBodyBytes()).isEqualTo(16 * 1024 * 1024);
        assertThat(c.serverLimits()).isEqualTo(new GatewayConfig.ServerLimits(10_000, 60, 60, 16_384, 100));
        assertThat(GatewayConfigLoader.json("{}".getBytes(StandardCharsets.UTF_8), "x.json", null).expectConfig())
                .isEqualTo(c);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`port: 9090\nprot: 1`|g.yaml:2:7: prot: unknown key",
        "`port: -1`|g.yaml:1:7: port: must be between 0 and 65535, got -1",
        "`port: \"9090\"`|g.yaml:1:7: port: expected a whole number, got string \"9090\"",
        "`agentMaxConcurrency: 0`|g.yaml:1:22: agentMaxConcurrency: must be between 1",
        "`maxConnections: 0`|g.yaml:1:17: maxConnections: must be between 1 and 1000000, got 0",
        "`maxConnections: 1000001`|g.yaml:1:17: maxConnections: must be between 1 and 1000000, got 1000001",
        "`idleTimeoutSeconds: 0`|g.yaml:1:21: idleTimeoutSeconds: must be between 1 and 86400, got 0",
        "`idleTimeoutSeconds: 0.5`|g.yaml:1:21: idleTimeoutSeconds: expected a whole number, got number 0.5",
        "`requestReadTimeoutSeconds: 86401`|g.yaml:1:28: requestReadTimeoutSeconds: must be between 1 and 86400",
        "`requestReadTimeoutSeconds: soon`|requestReadTimeoutSeconds: expected a whole number, got string \"soon\"",
        "`maxHeaderBytes: 511`|g.yaml:1:17: maxHeaderBytes: must be between 512 and 1048576, got 511",
        "`maxHeaderBytes: 2097152`|g.yaml:1:17: maxHeaderBytes: must be between 512 and 1048576, got 2097152",
        "`maxHeaders: 7`|g.yaml:1:13: maxHeaders: must be between 8 and 10000, got 7",
        "`maxHeaders: [100]`|g.yaml:1:13: maxHeaders: expected a whole number, got array",
        "`defaultTimeoutSeconds: 2.5`|g.yaml:1:24: defaultTimeoutSeconds: expected a whole number",
        "`defaultTimeoutSeconds: 100\nmaxTimeoutSeconds: 10`|defaultTimeoutSeconds: is over maxTimeoutSeconds (10)",
        "`routes:\n  echo:\n    params: lax`|g.yaml:3:13: routes.echo.params: expected \"passthrough\" or \"strict\", got \"lax\"",
        "`routes:\n  Echo: {}`|g.yaml:2:9: routes.Echo: not an agent id",
        "`routes:\n  echo: {protected: true}`|g.yaml:2:21: routes.echo.protected: the route is protected but no auth is configured",
        "`a/b~c: 1`|g.yaml:1:8: a/b~c: unknown key",
        "`routes:\n  echo: {\"x/y~\": 1}`|g.yaml:2:18: routes.echo.x/y~: unknown key",
        "`routes:\n  echo: {partPolicy: {partLimit: -5}}`|routes.echo.partPolicy.partLimit: must be between 0",
        "`routes:\n  echo: {partPolicy: {allowedHosts: [\"bad host\"]}}`|routes.echo.partPolicy.allowedHosts: not a host name",
        "`auth: {issuer: x}`|auth: give exactly one of",
        "`auth: {secret: short}`|auth.secret: an HS256 secret needs at least 32 bytes",
        "`admin: {token: abc}`|admin.token: an admin token needs at least 16 characters",
        "`admin: {allowedPrefixes: [ftp://x]}`|admin.allowedPrefixes[0]: a prefix starts with http:// or https://",
        "`registry: redis://nohost`|registry: expected \"memory\" or \"redis://HOST:PORT\"",
        "`registry: mongo://x:1`|registry: expected \"memory\"",
        "`agents:\n  a1: {urls: []}`|agents.a1.urls: an agent needs at least one URL",
        "`agents:\n  a1: {urls: [\"file:///etc/passwd\"]}`|agents.a1.urls[0]: not an absolute http:// or https:// URL",
        "`agents:\n  a1: {urls: [\"http://u:p@x/\"]}`|agents.a1.urls[0]: not an absolute",
        "`agents:\n  a1: [x]`|g.yaml:2:7: agents.a1: expected an object, got array",
        "`port: 1\nport: 2`|g.yaml:2:1: duplicate key \"port\"",
        "`[1, 2]`|g.yaml:1:1: expected an object, got array",
        "`port: [unclosed`|g.yaml:",
        "`a: 1\n---\nb: 2`|several YAML documents",
        "`host: \"\"`|host: expected a non-empty string"})
    void badYamlIsALocatedProblem(String text, String expected, @TempDir Path dir) throws Exception {
        LoadedConfig c = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.yaml"), text));
        assertThat(c.isValid()).isFalse();
        assertThat(c.report()).contains(expected);
        assertThat(c.report()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThatThrownBy(c::expectConfig).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`{\"port\": 1,\n \"port\": 2}`|g.json:2:2: not valid JSON",
        "`{\"routes\": {\"*\": {\"params\": 5}}}`|g.json:1:29: routes.*.params: expected a non-empty string",
        "`{\"maxBodyBytes\": 1e400}`|maxBodyBytes: expected a whole number",
        "`{\"routes\": {\"echo\": {\"protected\": true}}}`|g.json:1:35: routes.echo.protected: the route is protected",
        "`{\"a/b~c\": 1}`|g.json:1:11: a/b~c: unknown key",
        "`{\"agentMaxResponseBytes\": 99999999999}`|agentMaxResponseBytes: must be between 1",
        "`{\"maxHeaders\": 1e9}`|g.json:1:16: maxHeaders: must be between 8 and 10000",
        "`{\"maxConnections\": -5}`|g.json:1:20: maxConnections: must be between 1 and 1000000, got -5",
        "`{\"port\": 1} x`|not valid JSON"})
    void badJsonIsALocatedProblem(String text, String expected, @TempDir Path dir) throws Exception {
        LoadedConfig c = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.json"), text));
        assertThat(c.isValid()).isFalse();
        assertThat(c.report()).contains(expected);
    }

    @Test
    void everyProblemIsReportedNotJustTheFirst(@TempDir Path dir) throws Exception {
        LoadedConfig c = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.yaml"),
                "port: x\nhost: 5\nbogus: 1\n"));
        assertThat(c.problems()).extracting(ConfigProblem::key).containsExactlyInAnyOrder("port", "host", "bogus");
    }

    @Test
    void problemsAreReportedByLineThenColumnWhateverOrderTheChecksRun(@TempDir Path dir) throws Exception {
        // the loader checks unknown keys first, then host, port, ...: the report must follow the file instead
        LoadedConfig yaml = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.yaml"),
                "port: 99999\nhost: 7\ndefaultTimeoutSeconds: x\nbogus: 1\nroutes:\n  Bad_Id: {params: nope}\n"));
        assertThat(yaml.problems()).extracting(p -> p.location().line() + ":" + p.location().column())
                .containsExactly("1:7", "2:7", "3:24", "4:8", "6:11");
        LoadedConfig json = GatewayConfigLoader.load(Files.writeString(dir.resolve("g.json"),
                "{\"port\": -1, \"host\": 7, \"bogus\": 1,\n \"registry\": 5, \"agentMaxConcurrency\": 0}"));
        assertThat(json.problems()).extracting(ConfigProblem::key)
                .containsExactly("port", "host", "bogus", "registry", "agentMaxConcurrency");
        assertThat(json.problems()).extracting(p -> p.location().line()).isSorted();
    }

    @Test
    void problemsOnOneLineAreSortedByColumn() {
        ConfigProblem late = new ConfigProblem("g", SourceLocation.ofLineColumn(2, 9), "b", "x");
        ConfigProblem early = new ConfigProblem("g", SourceLocation.ofLineColumn(2, 3), "a", "x");
        ConfigProblem first = new ConfigProblem("g", SourceLocation.ofLineColumn(1, 20), "c", "x");
        ConfigProblem whole = new ConfigProblem("g", null, "", "whole file");
        assertThat(new LoadedConfig(null, List.of(late, early, whole, first)).problems())
                .containsExactly(whole, first, early, late);
    }

    @Test
    void missingFileAndHostileFiles(@TempDir Path dir) throws Exception {
        assertThat(GatewayConfigLoader.load(dir.resolve("none.yaml")).report()).contains("cannot read the file");
        Path big = dir.resolve("big.yaml");
        Files.write(big, new byte[GatewayConfigLoader.MAX_FILE_BYTES + 1]);
        assertThat(GatewayConfigLoader.load(big).report()).contains("over");
        Path bombs = Files.writeString(dir.resolve("bomb.yaml"), "a: &a [x,x,x,x,x,x,x,x,x]\n"
                + "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                + "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n");
        assertThat(GatewayConfigLoader.load(bombs).isValid()).isFalse();
        Path latin = dir.resolve("latin.yaml");
        Files.write(latin, new byte[] {'h', 'o', 's', 't', ':', ' ', (byte) 0xe9});
        assertThat(GatewayConfigLoader.load(latin).report()).contains("not valid UTF-8");
        assertThat(GatewayConfigLoader.load(Files.writeString(dir.resolve("conf"), "{\"port\": 5}")).expectConfig()
                .port()).isEqualTo(5);
        assertThat(List.of(GatewayConfigLoader.load(Files.writeString(dir.resolve("j.yaml"), "auth: {jwksFile: "
                + "missing.json}")).report())).anySatisfy(s -> assertThat(s).contains("auth.jwksFile: cannot read"));
    }

    @Test
    void serverLimitsBuiltInCodeAreCheckedToo() {
        assertThatThrownBy(() -> new GatewayConfig.ServerLimits(0, 60, 60, 16_384, 100))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxConnections must be between 1 and 1000000, was 0");
        assertThatThrownBy(() -> new GatewayConfig.ServerLimits(10, 60, 60, 100, 100))
                .hasMessage("maxHeaderBytes must be between 512 and 1048576, was 100");
        assertThatThrownBy(() -> new GatewayConfig.ServerLimits(10, 60, 0, 1024, 100))
                .hasMessage("requestReadTimeoutSeconds must be between 1 and 86400, was 0");
        GatewayConfig c = GatewayConfig.builder().serverLimits(new GatewayConfig.ServerLimits(5, 2, 3, 1024, 9))
                .build();
        assertThat(c.toBuilder().registry("redis://127.0.0.1:1").build().serverLimits()).isEqualTo(c.serverLimits());
        assertThat(c.toBuilder().maxBodyBytes(1).defaultTimeoutSeconds(1).maxTimeoutSeconds(1).maxSseIdleSeconds(1)
                .agentMaxResponseBytes(1).agentMaxConcurrency(1).host("::1").port(0).routes(java.util.Map.of())
                .auth(null).agents(List.of()).build().serverLimits()).as("every copy keeps the server limits")
                .isEqualTo(c.serverLimits());
    }
}

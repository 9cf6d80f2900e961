package dev.rpcgate.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.MutableClock;
import dev.rpcgate.gateway.TestServer;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The admin API over real HTTP on a plain Helidon server, backed by the in-memory registry and a test clock. */
class AdminRoutesTest {
    static final String TOKEN = "s3cret-admin-token";
    static final String AUTH = "Bearer " + TOKEN;
    static final String JSON = "application/json";
    static final Instant T0 = Instant.parse("2026-12-01T00:00:00Z");

    final MutableClock clock = new MutableClock(T0);
    MemoryRegistry registry;
    TestServer server;

    @BeforeEach
    void start() {
        registry = new MemoryRegistry(List.of(new Agent("fixed", List.of(URI.create("http://10.0.0.5:8080/agents/fixed")),
                null, null)), clock, 3);
        server = new TestServer(new AdminRoutes(registry, new AdminOptions(TOKEN,
                List.of("http://10.0.0.5:8080/agents/", "http://127.0.0.1:7000"))));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    HttpResponse<String> post(String body) throws Exception {
        return server.send("POST", "/admin/agents", AUTH, JSON, body);
    }

    static JsonObject json(HttpResponse<String> r) {
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith(JSON));
        JsonValue v = JsonReader.standard().read(r.body()).value();
        assertThat(v).as(r.body()).isInstanceOf(JsonObject.class);
        return (JsonObject) v;
    }

    static JsonObject error(HttpResponse<String> r, int status, String code) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        JsonObject e = (JsonObject) json(r).get("error");
        assertThat(e).as(r.body()).isNotNull();
        assertThat(((JsonString) e.get("code")).value()).as(r.body()).isEqualTo(code);
        assertThat(((JsonString) e.get("message")).value()).isNotBlank();
        return e;
    }

    static String str(JsonObject o, String name) {
        return ((JsonString) o.get(name)).value();
    }

    static long num(JsonObject o, String name) {
        return ((JsonNumber) o.get(name)).findLong().orElseThrow();
    }

    // --- authorization ---------------------------------------------------------------------------------------

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"", "Bearer wrong-token", "Bearer s3cret-admin-tokeN", "Bearer s3cret-admin-token-longer",
            "Basic czNjcmV0LWFkbWluLXRva2Vu", "s3cret-admin-token", "Bearer", "Bearer  ", "Token s3cret-admin-token"})
    void everyRouteRefusesAMissingOrWrongToken(String authorization) throws Exception {
        String auth = authorization.isEmpty() ? null : authorization;
        String body = "{\"id\":\"x\",\"urls\":[\"http://127.0.0.1:7000/\"]}";
        for (String[] call : new String[][] {{"POST", "/admin/agents"}, {"GET", "/admin/agents"},
                {"PUT", "/admin/agents/fixed/heartbeat"}, {"DELETE", "/admin/agents/x"}}) {
            HttpResponse<String> r = server.send(call[0], call[1], auth, JSON, call[0].equals("POST") ? body : null);
            error(r, 401, "unauthorized");
            assertThat(r.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v).startsWith("Bearer"));
        }
        assertThat(registry.find("x")).isEmpty();
    }

    @Test
    void theBearerSchemeIsCaseInsensitive() throws Exception {
        assertThat(server.send("GET", "/admin/agents", "bearer " + TOKEN, null, null).statusCode()).isEqualTo(200);
    }

    @Test
    void withoutAConfiguredTokenTheAdminApiIsDisabled() throws Exception {
        for (String token : new String[] {null, "", "  "}) {
            try (TestServer off = new TestServer(new AdminRoutes(registry, new AdminOptions(token, List.of())))) {
                error(off.send("GET", "/admin/agents", "Bearer ", null, null), 403, "admin_disabled");
                error(off.send("GET", "/admin/agents", "Bearer null", null, null), 403, "admin_disabled");
                error(off.send("POST", "/admin/agents", null, JSON, "{}"), 403, "admin_disabled");
            }
        }
    }

    // --- the happy path --------------------------------------------------------------------------------------

    @Test
    void registerListHeartbeatDelete() throws Exception {
        HttpResponse<String> created = post("""
                {"id": "echo-agent-01", "urls": ["http://10.0.0.5:8080/agents/echo", "http://127.0.0.1:7000/rpc"],
                 "card": {"name": "Echo", "url": "http://10.0.0.5:8080/agents/echo"}, "ttlSeconds": 30}""");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        JsonObject agent = (JsonObject) json(created).get("agent");
        assertThat(str(agent, "id")).isEqualTo("echo-agent-01");
        assertThat(str(agent, "expiresAt")).isEqualTo(T0.plusSeconds(30).toString());
        assertThat(((JsonArray) agent.get("urls")).size()).isEqualTo(2);
        assertThat(registry.find("echo-agent-01")).get().satisfies(a -> {
            assertThat(a.card().get("name")).isEqualTo(JsonString.of("Echo"));
            assertThat(a.instances()).containsExactly(URI.create("http://10.0.0.5:8080/agents/echo"),
                    URI.create("http://127.0.0.1:7000/rpc"));
        });

        HttpResponse<String> listed = server.send("GET", "/admin/agents", AUTH, null, null);
        assertThat(listed.statusCode()).isEqualTo(200);
        JsonArray agents = (JsonArray) json(listed).get("agents");
        assertThat(agents.elements()).extracting(v -> str((JsonObject) v, "id")).containsExactly("echo-agent-01", "fixed");
        JsonObject first = (JsonObject) agents.get(0);
        assertThat(first.has("card")).isFalse();
        assertThat(first.get("hasCard")).hasToString("true");
        assertThat(((JsonObject) agents.get(1)).get("static")).hasToString("true");

        clock.advance(Duration.ofSeconds(20));
        HttpResponse<String> beat = server.send("PUT", "/admin/agents/echo-agent-01/heartbeat", AUTH, null, null);
        assertThat(beat.statusCode()).as(beat.body()).isEqualTo(200);
        assertThat(str((JsonObject) json(beat).get("agent"), "expiresAt")).isEqualTo(T0.plusSeconds(50).toString());
        clock.advance(Duration.ofSeconds(20)); // 40 s after registration: alive thanks to the heartbeat
        assertThat(registry.find("echo-agent-01")).isPresent();

        HttpResponse<String> deleted = server.send("DELETE", "/admin/agents/echo-agent-01", AUTH, null, null);
        assertThat(deleted.statusCode()).isEqualTo(204);
        assertThat(registry.find("echo-agent-01")).isEmpty();
        error(server.send("DELETE", "/admin/agents/echo-agent-01", AUTH, null, null), 404, "agent_not_found");
        JsonObject e = error(server.send("PUT", "/admin/agents/echo-agent-01/heartbeat", AUTH, null, null), 404,
                "agent_not_found");
        assertThat(str(e, "message")).isEqualTo("agent not found: echo-agent-01");
    }

    @Test
    void ttlDefaultsTo120SecondsAndAnExpiredAgentCannotBeRenewed() throws Exception {
        assertThat(post("{\"id\":\"a\",\"urls\":[\"http://127.0.0.1:7000/\"]}").statusCode()).isEqualTo(201);
        assertThat(registry.find("a")).get().extracting(Agent::expiresAt).isEqualTo(T0.plusSeconds(120));
        clock.advance(Duration.ofSeconds(120));
        error(server.send("PUT", "/admin/agents/a/heartbeat", AUTH, null, null), 404, "agent_not_found");
    }

    @Test
    void staticAgentsCannotBeReplacedOrRemovedButAcceptHeartbeats() throws Exception {
        error(post("{\"id\":\"fixed\",\"urls\":[\"http://127.0.0.1:7000/\"]}"), 409, "static_agent");
        error(server.send("DELETE", "/admin/agents/fixed", AUTH, null, null), 409, "static_agent");
        HttpResponse<String> beat = server.send("PUT", "/admin/agents/fixed/heartbeat", AUTH, null, null);
        assertThat(beat.statusCode()).isEqualTo(200);
        assertThat(((JsonObject) json(beat).get("agent")).has("expiresAt")).isFalse();
    }

    @Test
    void aFullRegistryIsAClearError() throws Exception {
        for (String id : new String[] {"a", "b", "c"}) {
            assertThat(post("{\"id\":\"" + id + "\",\"urls\":[\"http://127.0.0.1:7000/\"]}").statusCode()).isEqualTo(201);
        }
        JsonObject e = error(post("{\"id\":\"d\",\"urls\":[\"http://127.0.0.1:7000/\"]}"), 507, "registry_full");
        assertThat(str(e, "message")).contains("3");
    }

    // --- the SSRF guard --------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://10.0.0.5:8080/agents/echo        | 201 |
            http://127.0.0.1:7000/deep/rpc          | 201 |
            http://10.0.0.5:8080/agents-x/echo      | 400 | url_not_allowed
            http://10.0.0.5:8080/admin              | 400 | url_not_allowed
            http://169.254.169.254/latest/meta-data | 400 | url_not_allowed
            http://127.0.0.1:7001/                  | 400 | url_not_allowed
            http://10.0.0.5.nip.io:8080/agents/x    | 400 | url_not_allowed
            http://10.0.0.5:8080/agents/../admin    | 400 | invalid_url
            http://10.0.0.5:8080/agents/%2e%2e/x    | 400 | invalid_url
            http://me@10.0.0.5:8080/agents/x        | 400 | invalid_url
            file:///etc/passwd                      | 400 | invalid_url
            gopher://10.0.0.5:8080/agents/x         | 400 | invalid_url
            """)
    void registrationUrlsMustLieUnderAnAllowedPrefix(String url, int status, String code) throws Exception {
        HttpResponse<String> r = post("{\"id\":\"x\",\n \"urls\":[\"http://127.0.0.1:7000/\", \"" + url + "\"]}");
        if (status == 201) {
            assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
            return;
        }
        JsonObject e = error(r, status, code);
        assertThat(str(e, "path")).isEqualTo("/urls/1");
        assertThat(num(e, "line")).isEqualTo(2);
        assertThat(num(e, "column")).isEqualTo(36);
        assertThat(registry.find("x")).isEmpty();
    }

    @Test
    void withoutPrefixesAnyHttpUrlIsAccepted() throws Exception {
        try (TestServer open = new TestServer(new AdminRoutes(registry, new AdminOptions(TOKEN, List.of())))) {
            HttpResponse<String> r = open.send("POST", "/admin/agents", AUTH, JSON,
                    "{\"id\":\"anywhere\",\"urls\":[\"https://169.254.169.254/x\"]}");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
            error(open.send("POST", "/admin/agents", AUTH, JSON, "{\"id\":\"f\",\"urls\":[\"file:///etc/passwd\"]}"),
                    400, "invalid_url");
        }
    }

    // --- hostile bodies --------------------------------------------------------------------------------------

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `{"id":"x","urls":["http://127.0.0.1:7000/"]`                        | invalid_json       |
            `{"id":"x","id":"y","urls":["http://127.0.0.1:7000/"]}`              | invalid_json       |
            `\uFEFF{}`                                                           | invalid_json       |
            ``                                                                   | invalid_json       |
            `[{"id":"x"}]`                                                       | invalid_body       | ``
            `"x"`                                                                | invalid_body       | ``
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"admin":true}`          | unknown_member     | /admin
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"a/b~":1}`              | unknown_member     | /a~1b~0
            `{"urls":["http://127.0.0.1:7000/"]}`                                | invalid_agent_id   | /id
            `{"id":7,"urls":["http://127.0.0.1:7000/"]}`                         | invalid_agent_id   | /id
            `{"id":"Echo","urls":["http://127.0.0.1:7000/"]}`                    | invalid_agent_id   | /id
            `{"id":"..","urls":["http://127.0.0.1:7000/"]}`                      | invalid_agent_id   | /id
            `{"id":"a%2Fb","urls":["http://127.0.0.1:7000/"]}`                   | invalid_agent_id   | /id
            `{"id":"a/b","urls":["http://127.0.0.1:7000/"]}`                     | invalid_agent_id   | /id
            `{"id":"","urls":["http://127.0.0.1:7000/"]}`                        | invalid_agent_id   | /id
            `{"id":"caf\u00e9","urls":["http://127.0.0.1:7000/"]}`               | invalid_agent_id   | /id
            `{"id":"a b","urls":["http://127.0.0.1:7000/"]}`                     | invalid_agent_id   | /id
            `{"id":"x"}`                                                         | invalid_urls       | /urls
            `{"id":"x","urls":[]}`                                               | invalid_urls       | /urls
            `{"id":"x","urls":"http://127.0.0.1:7000/"}`                         | invalid_urls       | /urls
            `{"id":"x","urls":[7]}`                                              | invalid_url        | /urls/0
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"card":"x"}`            | invalid_card       | /card
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"card":null}`           | invalid_card       | /card
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":0}`        | invalid_ttl        | /ttlSeconds
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":-5}`       | invalid_ttl        | /ttlSeconds
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":1.5}`      | invalid_ttl        | /ttlSeconds
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":"60"}`     | invalid_ttl        | /ttlSeconds
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":86401}`    | invalid_ttl        | /ttlSeconds
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":1e400}`    | invalid_ttl        | /ttlSeconds
            `{"id":"x","urls":["http://127.0.0.1:7000/"],"ttlSeconds":99999999999999999999}` | invalid_ttl | /ttlSeconds
            """)
    void hostileBodiesAreLocated400s(String body, String code, String path) throws Exception {
        JsonObject e = error(post(body), 400, code);
        if (path != null) {
            assertThat(str(e, "path")).isEqualTo(path);
        }
        if (!body.isEmpty()) {
            assertThat(e.has("line")).as("located: %s", e).isTrue();
            assertThat(e.has("column")).isTrue();
        }
        assertThat(registry.list()).extracting(Agent::id).containsExactly("fixed");
    }

    @Test
    void tooManyUrlsAndDeepNestingAreRefused() throws Exception {
        String urls = String.join(",", java.util.Collections.nCopies(17, "\"http://127.0.0.1:7000/\""));
        error(post("{\"id\":\"x\",\"urls\":[" + urls + "]}"), 400, "invalid_urls");
        String deep = "[".repeat(40) + "]".repeat(40);
        JsonObject e = error(post("{\"id\":\"x\",\"urls\":[\"http://127.0.0.1:7000/\"],\"card\":{\"d\":" + deep + "}}"),
                400, "invalid_json");
        assertThat(str(e, "message")).contains("nest deeper than the limit of 32");
    }

    @Test
    void anOversizedBodyIs413WithoutBeingRegistered() throws Exception {
        String pad = "x".repeat(AdminOptions.DEFAULT_MAX_BODY_BYTES);
        error(post("{\"id\":\"x\",\"urls\":[\"http://127.0.0.1:7000/\"],\"card\":{\"pad\":\"" + pad + "\"}}"),
                413, "body_too_large");
        // the same without Content-Length, chunked
        String chunk = Integer.toHexString(pad.length() + 20) + "\r\n{\"id\":\"x\",\"pad\":\"" + pad + "\"}\r\n0\r\n\r\n";
        String raw = server.raw("POST /admin/agents HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: " + AUTH
                + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunk);
        assertThat(raw).startsWith("HTTP/1.1 413").contains("body_too_large");
        assertThat(registry.find("x")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "text/plain", "application/x-www-form-urlencoded", "application/jsonx"})
    void theBodyMustBeDeclaredJson(String type) throws Exception {
        error(server.send("POST", "/admin/agents", AUTH, type.isEmpty() ? null : type,
                "{\"id\":\"x\",\"urls\":[\"http://127.0.0.1:7000/\"]}"), 415, "unsupported_media_type");
        assertThat(server.send("POST", "/admin/agents", AUTH, "application/json; charset=utf-8",
                "{\"id\":\"x\",\"urls\":[\"http://127.0.0.1:7000/\"]}").statusCode()).isEqualTo(201);
    }

    // --- hostile ids in the path -----------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"FIXED", "Fixed", "fi.xed", "caf%C3%A9", "a%20b", "a_b"})
    void hostilePathIdsAre400(String id) throws Exception {
        error(server.send("PUT", "/admin/agents/" + id + "/heartbeat", AUTH, null, null), 400, "invalid_agent_id");
        error(server.send("DELETE", "/admin/agents/" + id, AUTH, null, null), 400, "invalid_agent_id");
    }

    @ParameterizedTest
    @ValueSource(strings = {"..", "..%2Ffixed", "%2e%2e", "fixed%2F..", "%2Ffixed", "fixed%00"})
    void pathTricksNeverReachAnAgent(String id) throws Exception {
        for (String req : new String[] {"PUT /admin/agents/" + id + "/heartbeat", "DELETE /admin/agents/" + id}) {
            String raw = server.raw(req + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: " + AUTH
                    + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            assertThat(raw).as(req).matches("(?s)HTTP/1.1 4\\d\\d .*")
                    .contains("Content-Type: application/json").containsPattern("\"code\":\"(invalid_agent_id|not_found)\"");
        }
        assertThat(registry.find("fixed")).isPresent();
    }
}

package dev.rpcgate.gateway.card;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.gateway.MutableClock;
import dev.rpcgate.gateway.RedisServer;
import dev.rpcgate.gateway.TestServer;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Agent cards over real HTTP: registered, fetched once per A2A version from a real loopback agent, rewritten, refused
 * without naming the agent's address.
 */
class AgentCardRoutesTest {
    static final String AGENT_CARD = """
            {"name":"Echo","url":"http://AGENT/rpc","version":"1.0.0","protocolVersion":"0.3.0",
             "preferredTransport":"GRPC","additionalInterfaces":[{"url":"http://AGENT/rpc","transport":"JSONRPC"},
             {"url":"AGENT:9999","transport":"GRPC"}],"skills":[{"id":"echo","weight":1.50}]}""";

    interface Behaviour {
        void answer(HttpExchange ex) throws Exception;
    }

    final MutableClock clock = new MutableClock(Instant.parse("2026-12-01T00:00:00Z"));
    final AtomicInteger cardHits = new AtomicInteger();
    final AtomicInteger otherHits = new AtomicInteger();
    final AtomicReference<Behaviour> behaviour = new AtomicReference<>();
    /** The A2A-Version header of each card request the agent got ("-" for none). */
    final List<String> versionsSeen = new CopyOnWriteArrayList<>();
    final List<String> log = new CopyOnWriteArrayList<>();
    final Handler logHandler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            log.add(r.getLevel() + " " + r.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    HttpServer agent;
    String agentBase;
    MemoryRegistry registry;
    TestServer gateway;

    @BeforeEach
    void start() throws IOException {
        agent = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        agent.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        agent.createContext("/", ex -> {
            try (ex) {
                if (ex.getRequestURI().getPath().equals("/.well-known/agent-card.json")) {
                    cardHits.incrementAndGet();
                    String v = ex.getRequestHeaders().getFirst("A2A-Version");
                    versionsSeen.add(v == null ? "-" : v);
                    behaviour.get().answer(ex);
                } else {
                    otherHits.incrementAndGet();
                    send(ex, 200, "{\"name\":\"wrong place\"}");
                }
            } catch (Exception e) {
                // the client went away
            }
        });
        agent.start();
        agentBase = "http://127.0.0.1:" + agent.getAddress().getPort();
        behaviour.set(ex -> send(ex, 200, AGENT_CARD.replace("AGENT", "127.0.0.1:" + agent.getAddress().getPort())));
        registry = new MemoryRegistry(List.of(), clock, 100);
        gateway = new TestServer(new AgentCardRoutes(registry, Duration.ofMillis(700), 2048, 100));
        AgentCardRoutes.LOG.addHandler(logHandler);
    }

    @AfterEach
    void stop() {
        AgentCardRoutes.LOG.removeHandler(logHandler);
        gateway.close();
        agent.stop(0);
    }

    static void send(HttpExchange ex, int status, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, b.length == 0 ? -1 : b.length);
        if (b.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(b);
            }
        }
    }

    void register(String id, JsonObject card) {
        registry.register(new AgentRegistration(id, List.of(URI.create(agentBase + "/rpc/v1")), card,
                Duration.ofSeconds(60)));
    }

    HttpResponse<String> card(String id) throws Exception {
        return gateway.send("GET", "/a2a/" + id + "/.well-known/agent-card.json", null, null, null);
    }

    HttpResponse<String> card(String id, String query, String... headers) throws Exception {
        java.net.http.HttpRequest.Builder b = java.net.http.HttpRequest.newBuilder(URI.create(gateway.base() + "/a2a/"
                + id + "/.well-known/agent-card.json" + (query == null ? "" : "?" + query)))
                .timeout(Duration.ofSeconds(10)).GET();
        if (headers.length > 0) {
            b.headers(headers);
        }
        return gateway.client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static JsonObject body(HttpResponse<String> r) {
        assertThat(r.headers().allValues("Vary")).as("every card answer varies by version").contains("A2A-Version");
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith("application/json"));
        return (JsonObject) JsonReader.standard().read(r.body()).value();
    }

    static JsonObject error(HttpResponse<String> r, int status, String code) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        JsonObject e = (JsonObject) body(r).get("error");
        assertThat(((JsonString) e.get("code")).value()).isEqualTo(code);
        return e;
    }

    static String message(JsonObject error) {
        return ((JsonString) error.get("message")).value();
    }

    @Test
    void theRegisteredCardIsServedWithItsUrlRewrittenAndNothingFetched() throws Exception {
        JsonObject given = (JsonObject) JsonReader.standard()
                .read("{\"name\":\"Mine\",\"url\":\"http://10.1.2.3:5000/secret\",\"n\":1.50}").value();
        register("mine", given);
        HttpResponse<String> r = card("mine");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).isEqualTo("{\"name\":\"Mine\",\"url\":\"" + gateway.base() + "/a2a/mine\",\"n\":1.50}");
        assertThat(cardHits.get() + otherHits.get()).isZero();
    }

    @Test
    void aCardWithoutUrlGetsOne() throws Exception {
        register("nourl", JsonObject.builder().put("name", "N").build());
        assertThat(card("nourl").body()).isEqualTo("{\"name\":\"N\",\"url\":\"" + gateway.base() + "/a2a/nourl\"}");
    }

    @Test
    void anUnregisteredCardIsFetchedOnceFromTheAgentsOriginAndRewritten() throws Exception {
        register("echo", null);
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> r = card("echo");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            JsonObject c = body(r);
            String route = gateway.base() + "/a2a/echo";
            assertThat(c.get("url")).isEqualTo(JsonString.of(route));
            assertThat(c.get("preferredTransport")).isEqualTo(JsonString.of("JSONRPC"));
            assertThat(c.get("additionalInterfaces").toString())
                    .isEqualTo("[{\"url\":\"" + route + "\",\"transport\":\"JSONRPC\"}]");
            assertThat(r.body()).doesNotContain("127.0.0.1:" + agent.getAddress().getPort())
                    .contains("\"weight\":1.50").contains("\"name\":\"Echo\"");
        }
        assertThat(cardHits.get()).isEqualTo(1);
        assertThat(otherHits.get()).isZero(); // from the origin, not from the instance path
    }

    @Test
    void concurrentFirstRequestsShareOneFetch() throws Exception {
        Behaviour normal = behaviour.get();
        behaviour.set(ex -> {
            Thread.sleep(300);
            normal.answer(ex);
        });
        register("busy", null);
        List<Callable<Integer>> calls = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            calls.add(() -> card("busy").statusCode());
        }
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (Future<Integer> f : pool.invokeAll(calls)) {
                assertThat(f.get()).isEqualTo(200);
            }
        }
        assertThat(cardHits.get()).isEqualTo(1);
    }

    @Test
    void theUrlFollowsTheHostTheClientUsed() throws Exception {
        register("echo", null);
        String raw = gateway.raw("GET /a2a/echo/.well-known/agent-card.json HTTP/1.1\r\nHost: gw.example.com:8443\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(raw).startsWith("HTTP/1.1 200").contains("\"url\":\"http://gw.example.com:8443/a2a/echo\"");
    }

    @Test
    void anUnknownAgentIs404WithAJsonBody() throws Exception {
        JsonObject e = error(card("nonexistent-agent"), 404, "agent_not_found");
        assertThat(message(e)).isEqualTo("agent not found: nonexistent-agent");
    }

    @Test
    void anExpiredAgentIs404() throws Exception {
        register("short", JsonObject.builder().put("name", "S").build());
        clock.advance(Duration.ofSeconds(60));
        error(card("short"), 404, "agent_not_found");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ECHO", "Echo", "e.cho", "e_cho", "caf%C3%A9"})
    void badIdsAre400(String id) throws Exception {
        register("echo", null);
        error(card(id), 400, "invalid_agent_id");
        assertThat(cardHits.get()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"..", "%2e%2e", "echo%2F..", "..%2Fecho", "%2Fecho"})
    void pathTricksNeverFetch(String id) throws Exception {
        register("echo", null);
        String raw = gateway.raw("GET /a2a/" + id + "/.well-known/agent-card.json HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(raw).matches("(?s)HTTP/1.1 4\\d\\d .*");
        if (!id.equals("..")) { // Helidon resolves a literal "..": /.well-known/agent-card.json is not a gateway route
            assertThat(raw).startsWith("HTTP/1.1 400").contains("\"code\":\"invalid_agent_id\"")
                    .containsIgnoringCase("\r\nVary: A2A-Version\r\n");
        }
        assertThat(cardHits.get()).isZero();
    }

    // --- fetch failures: 502 with a JSON body, and not cached ------------------------------------------------

    /** A 502 whose body names the agent by id and gives the reason, never the address; the log has the address. */
    void expectBadGateway(String reason) throws Exception {
        register("flaky", null);
        expectBadGateway("flaky", agentBase, reason);
    }

    void expectBadGateway(String id, String address, String reason) throws Exception {
        HttpResponse<String> r = card(id);
        JsonObject e = error(r, 502, "agent_card_unavailable");
        assertThat(message(e)).isEqualTo("the card of agent \"" + id + "\" could not be fetched: " + reason);
        String port = address.substring(address.lastIndexOf(':') + 1);
        assertThat(r.body()).doesNotContain("127.0.0.1").doesNotContain(port).doesNotContain("http:");
        assertThat(log).anySatisfy(line -> assertThat(line).startsWith("WARNING the card of agent \"" + id + "\"")
                .contains(address + "/.well-known/agent-card.json").contains(reason));
    }

    @Test
    void anErrorStatusIs502AndIsNotCached() throws Exception {
        behaviour.set(ex -> send(ex, 500, "{\"oops\":true}"));
        expectBadGateway("the agent answered HTTP 500");
        int before = cardHits.get();
        behaviour.set(ex -> send(ex, 200, "{\"name\":\"Back\"}"));
        assertThat(card("flaky").statusCode()).isEqualTo(200);
        assertThat(cardHits.get()).isEqualTo(before + 1);
    }

    @Test
    void redirectsAreNotFollowed() throws Exception {
        behaviour.set(ex -> {
            ex.getResponseHeaders().set("Location", agentBase + "/elsewhere");
            ex.sendResponseHeaders(302, -1);
        });
        expectBadGateway("the agent answered HTTP 302");
        assertThat(otherHits.get()).isZero();
    }

    @Test
    void garbageIs502() throws Exception {
        behaviour.set(ex -> send(ex, 200, "<html>not json</html>"));
        expectBadGateway("the agent's card is not a JSON object");
    }

    @Test
    void aJsonArrayIs502() throws Exception {
        behaviour.set(ex -> send(ex, 200, "[{\"name\":\"x\"}]"));
        expectBadGateway("the agent's card is not a JSON object");
    }

    @Test
    void anOversizedCardIs502() throws Exception {
        behaviour.set(ex -> send(ex, 200, "{\"pad\":\"" + "x".repeat(5000) + "\"}"));
        expectBadGateway("the agent's card is larger than 2048 bytes");
    }

    @Test
    void anEndlessCardIsCutAtTheBound() throws Exception {
        behaviour.set(ex -> {
            ex.sendResponseHeaders(200, 0); // chunked, never ends on its own
            OutputStream out = ex.getResponseBody();
            byte[] chunk = "{\"pad\":\"".concat("x".repeat(1000)).getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < 1000; i++) {
                out.write(chunk);
                out.flush();
            }
        });
        expectBadGateway("the agent's card is larger than 2048 bytes");
    }

    @Test
    void aSlowAgentHitsTheDeadline() throws Exception {
        behaviour.set(ex -> Thread.sleep(3000));
        long start = System.nanoTime();
        expectBadGateway("the agent did not send its card within 700 ms");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(2500));
    }

    @Test
    void aDripFeedingAgentHitsTheDeadline() throws Exception {
        behaviour.set(ex -> {
            ex.sendResponseHeaders(200, 0);
            OutputStream out = ex.getResponseBody();
            for (int i = 0; i < 30; i++) {
                out.write(' ');
                out.flush();
                Thread.sleep(100);
            }
            out.write("{}".getBytes(StandardCharsets.UTF_8));
        });
        long start = System.nanoTime();
        expectBadGateway("the agent did not send its card within 700 ms");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(2500));
    }

    @Test
    void anUnreachableAgentIs502() throws Exception {
        int closed = RedisServer.freePort();
        registry.register(new AgentRegistration("gone", List.of(URI.create("http://127.0.0.1:" + closed + "/rpc")),
                null, Duration.ofSeconds(60)));
        expectBadGateway("gone", "http://127.0.0.1:" + closed, "the agent is unreachable");
    }

    // --- A2A-Version: sent on, cached per version, Vary ---------------------------------------------------------

    @Test
    void theDeclaredVersionIsSentToTheAgentAndEachVersionIsCachedApart() throws Exception {
        behaviour.set(ex -> {
            String v = ex.getRequestHeaders().getFirst("A2A-Version");
            send(ex, 200, "{\"name\":\"for " + (v == null ? "none" : v) + "\",\"url\":\"" + agentBase + "\"}");
        });
        register("echo", null);
        record Ask(String query, String[] headers, String served) {
        }
        List<Ask> asks = List.of(
                new Ask(null, new String[0], "for none"),
                new Ask(null, new String[] {"A2A-Version", "1.0"}, "for 1.0"),
                new Ask("A2A-Version=0.3", new String[0], "for 0.3"),
                new Ask(null, new String[] {"A2A-Version", "1.0.2"}, "for 1.0"), // Major.Minor is what is sent
                new Ask("A2A-Version=1.0", new String[] {"A2A-Version", " 1.0 "}, "for 1.0"),
                new Ask(null, new String[] {"A2A-Version", "0.3"}, "for 0.3"),
                new Ask("other=1", new String[0], "for none"));
        for (Ask a : asks) {
            HttpResponse<String> r = card("echo", a.query(), a.headers());
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            assertThat(body(r).get("name")).as(a.toString()).isEqualTo(JsonString.of(a.served()));
        }
        assertThat(versionsSeen).containsExactly("-", "1.0", "0.3");
    }

    @Test
    void aVersionTheGatewayDoesNotSpeakIs400AndNothingIsFetched() throws Exception {
        register("echo", null);
        JsonObject unsupported = error(card("echo", null, "A2A-Version", "2.0"), 400, "unsupported_a2a_version");
        assertThat(message(unsupported)).contains("\"2.0\"").contains("0.3 and 1.0");
        error(card("echo", "A2A-Version=latest"), 400, "unsupported_a2a_version");
        JsonObject conflict = error(card("echo", "A2A-Version=0.3", "A2A-Version", "1.0"), 400,
                "a2a_version_conflict");
        assertThat(message(conflict)).contains("1.0").contains("0.3");
        assertThat(cardHits.get()).isZero();
    }

    @Test
    void aRegisteredCardIsServedForEveryVersion() throws Exception {
        register("mine", JsonObject.builder().put("name", "Mine").build());
        for (String v : new String[] {"0.3", "1.0"}) {
            HttpResponse<String> r = card("mine", null, "A2A-Version", v);
            assertThat(body(r).get("name")).isEqualTo(JsonString.of("Mine"));
        }
        assertThat(cardHits.get()).isZero();
    }

    @Test
    void everyCardAnswerVariesByVersion() throws Exception {
        register("echo", null);
        body(card("echo")); // 200
        error(card("nonexistent-agent"), 404, "agent_not_found");
        error(card("ECHO"), 400, "invalid_agent_id");
        error(card("echo", null, "A2A-Version", "9.9"), 400, "unsupported_a2a_version");
        behaviour.set(ex -> send(ex, 500, "{}"));
        register("down", null);
        error(card("down", null, "A2A-Version", "1.0"), 502, "agent_card_unavailable");
        // body() checks the Vary header of each
    }

    @Test
    void theLogNamesTheVersionAskedFor() throws Exception {
        behaviour.set(ex -> send(ex, 404, ""));
        register("flaky", null);
        error(card("flaky", null, "A2A-Version", "1.0"), 502, "agent_card_unavailable");
        assertThat(log).anySatisfy(line -> assertThat(line).contains("(A2A-Version: 1.0)")
                .contains("the agent answered HTTP 404"));
    }
}

package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The A2A v1.0 JSON-RPC binding's error rules (as the v1.0 TCK checks them) on the gateway's own errors, over raw
 * HTTP: an unsupported {@code A2A-Version} is -32009; a v1.0 error has exactly {@code code}, {@code message} and
 * {@code data}, {@code data} an array holding a {@code google.rpc.ErrorInfo} (domain {@value #DOMAIN}, metadata of
 * strings: agentId, executed, retryable, mayHaveExecuted); the gateway's transport and availability failures are
 * -32000 told apart by the reason, an agent reply that is not JSON-RPC -32006, never one of A2A's typed codes (those
 * are the agent's); an empty {@code A2A-Version} is v0.3 and never breaks a request; and every event of a v1.0
 * stream, the gateway's own included, is a JSON-RPC response with the request's id.
 */
class GatewayV1ErrorRulesTest {
    static final String DOMAIN = "gateway.rpcgate.dev";
    static final String ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo";
    /** A2A's typed error codes: an agent's errors, which the gateway never uses for its own. */
    static final Set<Long> A2A_TYPED_CODES = Set.of(-32001L, -32002L, -32003L, -32004L, -32005L, -32007L, -32008L);
    static final Set<String> METADATA = Set.of("agentId", "executed", "retryable", "mayHaveExecuted");
    static final String SEND_V10 = "{\"message\":{\"messageId\":\"m-1\",\"role\":\"ROLE_USER\",\"parts\":[{\"text\":"
            + "\"hi\"}]}}";
    static final String SEND_V03 = "{\"message\":{\"kind\":\"message\",\"messageId\":\"m-1\",\"role\":\"user\","
            + "\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}]}}";

    private static GatewayFixture gw;
    private static final List<LoopbackAgent> AGENTS = new ArrayList<>();
    private static LoopbackAgent echo;
    private static final CountDownLatch RELEASE = new CountDownLatch(1);

    @BeforeAll
    static void start() throws Exception {
        // a 1 s default timeout, 1 s stream idle bound, 4 KiB replies, one call at a time per agent
        gw = new GatewayFixture(GatewayConfig.builder().defaultTimeoutSeconds(1).maxTimeoutSeconds(60)
                .maxSseIdleSeconds(1).agentMaxResponseBytes(4096).agentMaxConcurrency(1).build());
        echo = agent("echo-agent", LoopbackAgent.echo());
        agent("slow-agent", LoopbackAgent.http((ex, req) -> {
            Thread.sleep(3000);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":\"late\",\"result\":{}}");
        }));
        agent("unavailable-agent", LoopbackAgent.fixed(503, ""));
        agent("large-agent", LoopbackAgent.fixed(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\""
                + "x".repeat(8192) + "\"}}"));
        agent("not-jsonrpc-agent", LoopbackAgent.fixed(200, "{\"hello\":\"world\"}"));
        agent("busy-agent", LoopbackAgent.http((ex, req) -> {
            RELEASE.await(10, TimeUnit.SECONDS);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":\"held\",\"result\":{}}");
        }));
        agent("stream-agent", sse(List.of(envelope("\"s-1\"", "{\"task\":{\"id\":\"t-1\",\"status\":{\"state\":"
                + "\"TASK_STATE_WORKING\"}}}"), envelope("\"s-1\"", "{\"statusUpdate\":{\"taskId\":\"t-1\",\"status\":"
                + "{\"state\":\"TASK_STATE_COMPLETED\"}}}")), 0));
        agent("idle-stream-agent", sse(List.of(envelope("\"s-1\"", "{\"task\":{\"id\":\"t-1\",\"status\":{\"state\":"
                + "\"TASK_STATE_WORKING\"}}}")), 4000));
        gw.register("unreachable-agent", URI.create("http://127.0.0.1:" + GatewayFixture.closedPort() + "/"));
    }

    @AfterAll
    static void stop() {
        RELEASE.countDown();
        AGENTS.forEach(LoopbackAgent::close);
        gw.close();
    }

    private static LoopbackAgent agent(String id, LoopbackAgent a) {
        AGENTS.add(a);
        gw.register(id, a.uri());
        return a;
    }

    private static String envelope(String id, String result) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + result + "}";
    }

    /** An agent answering every request with these SSE events, then silent for {@code holdMillis}, then ending. */
    private static LoopbackAgent sse(List<String> events, long holdMillis) throws Exception {
        return LoopbackAgent.http((ex, req) -> {
            ex.getResponseHeaders().set("Content-Type", "text/event-stream");
            ex.sendResponseHeaders(200, 0);
            try (OutputStream out = ex.getResponseBody()) {
                for (String e : events) {
                    out.write(("data: " + e + "\n\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                }
                Thread.sleep(holdMillis);
            }
        });
    }

    private static HttpResponse<String> call(String agentId, String version, String id, String method,
                                             String params) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(gw.server.uri() + "/a2a/" + agentId))
                .timeout(Duration.ofSeconds(15)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\""
                        + method + "\",\"params\":" + params + "}"));
        if (version != null) {
            b.header("A2A-Version", version);
        }
        return gw.client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The reply as one JSON-RPC response to {@code id}: HTTP 200, JSON, {@code jsonrpc} and {@code id} right. */
    private static JsonObject reply(HttpResponse<String> r, String id) {
        assertThat(r.statusCode()).as("HTTP status of " + r.body()).isEqualTo(200);
        JsonParse p = JsonReader.standard().read(r.body());
        assertThat(p.findings()).as("strict JSON: " + r.body()).isEmpty();
        assertThat(p.value()).isInstanceOf(JsonObject.class);
        JsonObject o = (JsonObject) p.value();
        assertThat(o.get("jsonrpc")).isEqualTo(JsonString.of("2.0"));
        assertThat(o.get("id")).as("the request's id").isEqualTo(JsonReader.standard().read(id).value());
        assertThat(o.has("result") != o.has("error")).as("result or error: " + r.body()).isTrue();
        return o;
    }

    /**
     * {@code error} in the v1.0 form: only code, message and data; data an array whose ErrorInfo is the gateway's,
     * with {@code reason} (when given) and string metadata naming the agent.
     */
    static void v10Error(JsonValue error, String reason, String agentId) {
        assertThat(error).isInstanceOf(JsonObject.class);
        JsonObject e = (JsonObject) error;
        assertThat(e.names()).as("members of the error " + e).containsExactlyInAnyOrder("code", "message", "data");
        assertThat(e.get("code")).isInstanceOf(JsonNumber.class);
        assertThat(((JsonNumber) e.get("code")).isIntegral()).isTrue();
        assertThat(e.get("message")).isInstanceOf(JsonString.class);
        assertThat(((JsonString) e.get("message")).value()).isNotBlank();
        assertThat(e.get("data")).as("data is an array of details").isInstanceOf(JsonArray.class);
        List<JsonObject> infos = new ArrayList<>();
        for (JsonValue d : ((JsonArray) e.get("data")).elements()) {
            assertThat(d).as("a detail is an object with @type").isInstanceOf(JsonObject.class);
            assertThat(((JsonObject) d).get("@type")).isInstanceOf(JsonString.class);
            if (((JsonObject) d).get("@type").equals(JsonString.of(ERROR_INFO))) {
                infos.add((JsonObject) d);
            }
        }
        assertThat(infos).as("one google.rpc.ErrorInfo in " + e.get("data")).hasSize(1);
        JsonObject info = infos.get(0);
        assertThat(info.get("reason")).isInstanceOf(JsonString.class);
        assertThat(((JsonString) info.get("reason")).value()).matches("[A-Z][A-Z0-9_]*");
        if (reason != null) {
            assertThat(info.get("reason")).isEqualTo(JsonString.of(reason));
        }
        assertThat(info.get("domain")).isEqualTo(JsonString.of(DOMAIN));
        assertThat(info.get("metadata")).isInstanceOf(JsonObject.class);
        JsonObject metadata = (JsonObject) info.get("metadata");
        assertThat(metadata.names()).containsAll(METADATA);
        for (String name : metadata.names()) {
            assertThat(metadata.get(name)).as("metadata." + name + " is a string").isInstanceOf(JsonString.class);
        }
        assertThat(metadata.get("agentId")).isEqualTo(JsonString.of(agentId));
        for (String flag : List.of("executed", "retryable", "mayHaveExecuted")) {
            assertThat(((JsonString) metadata.get(flag)).value()).as(flag).isIn("true", "false");
        }
    }

    static String flag(JsonValue error, String name) {
        return SdkSession.text(error, "data/0/metadata/" + name);
    }

    // --- unsupported versions -----------------------------------------------------------------------------------

    static Stream<Arguments> unsupportedVersions() {
        return Stream.of(
                Arguments.of("99.0", "SendMessage", SEND_V10),
                Arguments.of("99.0", "message/send", SEND_V03),
                Arguments.of("99.0", "GetTask", "{\"id\":\"t-1\"}"),
                Arguments.of("2.0", "SendMessage", SEND_V10),
                Arguments.of("one", "SendMessage", SEND_V10));
    }

    @ParameterizedTest(name = "A2A-Version: {0} with {1} is -32009 in the v1.0 form, not forwarded")
    @MethodSource("unsupportedVersions")
    void anUnsupportedVersionIsVersionNotSupported(String version, String method, String params) throws Exception {
        int before = echo.requests.get();
        JsonObject r = reply(call("echo-agent", version, "\"v-1\"", method, params), "\"v-1\"");
        assertThat(r.get("error")).as("an error").isNotNull();
        assertThat(((JsonObject) r.get("error")).get("code")).isEqualTo(JsonNumber.of(-32009));
        v10Error(r.get("error"), null, "echo-agent");
        assertThat(flag(r.get("error"), "executed")).isEqualTo("false");
        assertThat(echo.requests.get()).as("requests the agent received").isEqualTo(before);
    }

    // --- an empty version is v0.3 -------------------------------------------------------------------------------

    static Stream<Arguments> emptyVersions() {
        return Stream.of(
                Arguments.of("", "message/send", SEND_V03),
                Arguments.of(" ", "message/send", SEND_V03),
                Arguments.of("", "tasks/get", "{\"id\":\"t-1\"}"));
    }

    @ParameterizedTest(name = "A2A-Version: \"{0}\" with {1} is v0.3: forwarded, the agent's result passes")
    @MethodSource("emptyVersions")
    void anEmptyVersionIsV03(String version, String method, String params) throws Exception {
        int before = echo.requests.get();
        JsonObject r = reply(call("echo-agent", version, "7", method, params), "7");
        assertThat(r.get("result")).as("the agent's result: " + r).isInstanceOf(JsonObject.class);
        assertThat(echo.requests.get()).isEqualTo(before + 1);
    }

    @Test
    void anEmptyVersionWithAV10MethodNeverCrashes() throws Exception {
        JsonObject r = reply(call("echo-agent", "", "8", "SendMessage", SEND_V10), "8");
        if (r.get("error") instanceof JsonObject e) {
            assertThat(e.get("code")).as("never an internal error: " + e).isNotEqualTo(JsonNumber.of(-32603));
        }
    }

    // --- the gateway's own v1.0 errors --------------------------------------------------------------------------

    static Stream<Arguments> gatewayErrors() {
        return Stream.of(
                // agent, code, reason, executed, retryable, mayHaveExecuted
                Arguments.of("no-such-agent", -32000, "AGENT_NOT_FOUND", "false", "false", "false"),
                Arguments.of("slow-agent", -32000, "AGENT_TIMEOUT", "false", "true", "true"),
                Arguments.of("unreachable-agent", -32000, "AGENT_UNREACHABLE", "false", "true", "false"),
                Arguments.of("unavailable-agent", -32000, "AGENT_UNAVAILABLE", "false", "true", "false"),
                Arguments.of("large-agent", -32000, "AGENT_RESPONSE_TOO_LARGE", "false", "true", "true"),
                Arguments.of("not-jsonrpc-agent", -32006, null, "true", "false", "false"));
    }

    @ParameterizedTest(name = "SendMessage to {0}: {1} {2}")
    @MethodSource("gatewayErrors")
    void theGatewaysOwnV10Errors(String agentId, int code, String reason, String executed, String retryable,
                                 String mayHaveExecuted) throws Exception {
        JsonObject r = reply(call(agentId, "1.0", "\"e-1\"", "SendMessage", SEND_V10), "\"e-1\"");
        JsonValue error = r.get("error");
        assertThat(error).as("an error: " + r).isInstanceOf(JsonObject.class);
        long got = ((JsonNumber) ((JsonObject) error).get("code")).findLong().orElseThrow();
        assertThat(A2A_TYPED_CODES).as("the gateway's own error uses no typed A2A code: " + error).doesNotContain(got);
        assertThat(got).isEqualTo(code);
        v10Error(error, reason, agentId);
        assertThat(flag(error, "executed")).as("executed").isEqualTo(executed);
        assertThat(flag(error, "retryable")).as("retryable").isEqualTo(retryable);
        assertThat(flag(error, "mayHaveExecuted")).as("mayHaveExecuted").isEqualTo(mayHaveExecuted);
    }

    @Test
    void aBusyAgentIsServerBusyInTheV10Form() throws Exception {
        // a v0.3 call with a long timeout of its own holds the agent's only slot
        CompletableFuture<HttpResponse<String>> held = CompletableFuture.supplyAsync(() -> {
            try {
                return call("busy-agent", null, "\"held\"", "message/send", "{\"message\":{\"kind\":\"message\","
                        + "\"messageId\":\"m-2\",\"role\":\"user\",\"parts\":[{\"kind\":\"text\",\"text\":\"hold\"}]},"
                        + "\"configuration\":{\"timeout\":10}}");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (gw.server.inFlight("busy-agent") < 1 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(gw.server.inFlight("busy-agent")).as("the first call holds the slot").isEqualTo(1);
        JsonObject r = reply(call("busy-agent", "1.0", "\"e-2\"", "SendMessage", SEND_V10), "\"e-2\"");
        RELEASE.countDown();
        assertThat(((JsonObject) r.get("error")).get("code")).as(r.toString()).isEqualTo(JsonNumber.of(-32000));
        v10Error(r.get("error"), "SERVER_BUSY", "busy-agent");
        assertThat(flag(r.get("error"), "retryable")).isEqualTo("true");
        assertThat(flag(r.get("error"), "executed")).isEqualTo("false");
        assertThat(held.get(15, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    }

    // --- v1.0 streams -------------------------------------------------------------------------------------------

    static Stream<Arguments> streams() {
        return Stream.of(Arguments.of("stream-agent", 2, false), Arguments.of("idle-stream-agent", 2, true));
    }

    @ParameterizedTest(name = "SendStreamingMessage to {0}: {1} events, each a JSON-RPC response to the request")
    @MethodSource("streams")
    void everyEventOfAV10StreamIsAJsonRpcResponse(String agentId, int events, boolean endsWithGatewayError)
            throws Exception {
        HttpResponse<String> r = call(agentId, "1.0", "\"s-1\"", "SendStreamingMessage", SEND_V10);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v)
                .startsWith("text/event-stream"));
        List<String> data = r.body().lines().filter(l -> l.startsWith("data:")).map(l -> l.substring(5).strip())
                .toList();
        assertThat(data).as("the events' data lines in\n" + r.body()).hasSize(events);
        JsonObject last = null;
        for (String d : data) {
            JsonParse p = JsonReader.standard().read(d);
            assertThat(p.findings()).as("one JSON value: " + d).isEmpty();
            assertThat(p.value()).isInstanceOf(JsonObject.class);
            last = (JsonObject) p.value();
            assertThat(last.get("jsonrpc")).as(d).isEqualTo(JsonString.of("2.0"));
            assertThat(last.get("id")).as("the request's id: " + d).isEqualTo(JsonString.of("s-1"));
            assertThat(last.has("result") != last.has("error")).as(d).isTrue();
        }
        if (endsWithGatewayError) {
            assertThat(last.get("error")).as("the gateway ends an idle stream with an error event").isNotNull();
            v10Error(last.get("error"), "AGENT_TIMEOUT", agentId);
            assertThat(((JsonObject) last.get("error")).get("code")).isEqualTo(JsonNumber.of(-32000));
        } else {
            assertThat(last.has("result")).isTrue();
        }
    }
}

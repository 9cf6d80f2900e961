package dev.rpcgate.gateway;

import static dev.rpcgate.gateway.SdkSession.at;
import static dev.rpcgate.gateway.SdkSession.text;
import static dev.rpcgate.gateway.SdkSession.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.NodePackages;
import dev.rpcgate.core.testing.NodeScript;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.card.AgentCardRoutes;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * The gateway between the official A2A JS SDK's agents and clients ({@code @a2a-js/sdk} {@value #SDK_03} for A2A
 * v0.3 and {@value #SDK_10} for v1.0, from npm): an agent of each SDK runs as a node child process on a free loopback
 * port and is a static agent of a real {@link GatewayServer} with its card routes; each SDK's own client, created from
 * the gateway's card URL ({@code /a2a/<id>/}), then sends, streams, gets, cancels and (re)subscribes, and hits an
 * unknown task (the agent's own error passes through), an unknown agent and a slow agent (the gateway's errors). The
 * client script prints what the SDK returned or threw at each step; every row of {@link #V03} and {@link #V10} checks
 * one step. That the traffic went through the gateway is checked three ways: the gateway's exchanges are exactly the
 * steps' calls, the agent received exactly the calls the gateway forwarded, and none straight from the client (the
 * agents' cards advertise their direct URLs, so a client that bypassed the card rewrite would reach them directly).
 */
@Timeout(value = 420, unit = TimeUnit.SECONDS) // two npm installs at most (240 s each, once per cache) and the runs
class OfficialSdkGatewayTest {
    static final String SDK_03 = "0.3.14";
    static final String SDK_10 = "1.3.0";
    static final Map<String, String> PACKAGES_03 = Map.of("@a2a-js/sdk", SDK_03, "express", "5.3.0");
    static final Map<String, String> PACKAGES_10 = Map.of("@a2a-js/sdk", SDK_10, "express", "5.3.0");
    static final String AGENT_03 = "tasker-v03";
    static final String AGENT_10 = "tasker-v1";
    static final String UNKNOWN = "no-such-agent";
    /**
     * How long the agents' "slow" text sleeps: past the slow call's own timeout of 0.5 s (v0.3:
     * {@code params.configuration.timeout}; v1.0: the {@code Rpcgate-Timeout} header).
     */
    static final long SLOW_MS = 2000;
    /** What a failing v1.0 row says about where the gap is. */
    static final String V10_NEEDS = "v1.0 through the gateway needs v1.0 forwarding (DISPATCH of v1.0 methods,"
            + " A2A-Version forwarded to the agent, the Rpcgate-Timeout header) and the v1.0 card rewrite"
            + " (supportedInterfaces[].url pointing at the gateway)";

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private static final ConcurrentLinkedQueue<Exchange> EXCHANGES = new ConcurrentLinkedQueue<>();
    private static final List<NodeScript> AGENTS = new ArrayList<>();
    private static MemoryRegistry registry;
    private static GatewayServer gateway;
    private static String route03;
    private static String route10;
    private static SdkSession v03;
    private static SdkSession v10;

    @BeforeAll
    static void runBothSdksThroughOneGateway() throws Exception {
        Path dir03 = NodePackages.install("a2a-v03", PACKAGES_03);
        Path dir10 = NodePackages.install("a2a-v1", PACKAGES_10);
        NodeScript agent03 = startAgent(dir03, "agent-v03.mjs", SLOW_MS);
        NodeScript agent10 = startAgent(dir10, "agent-v1.mjs", SLOW_MS);
        registry = new MemoryRegistry(List.of(
                new Agent(AGENT_03, List.of(directUri(agent03)), null, null),
                new Agent(AGENT_10, List.of(directUri(agent10)), null, null)), Clock.systemUTC(), 10);
        GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0).build();
        gateway = GatewayServer.builder(config, registry).listener(EXCHANGES::add)
                .routes(new AgentCardRoutes(registry)).start();
        route03 = gateway.uri() + "/a2a/" + AGENT_03;
        route10 = gateway.uri() + "/a2a/" + AGENT_10;
        v03 = run("0.3", dir03, "client-v03.mjs", AGENT_03, agent03);
        v10 = run("1.0", dir10, "client-v1.mjs", AGENT_10, agent10);
        for (SdkSession s : List.of(v03, v10)) {
            System.out.println("v" + s.version() + " SDK client through the gateway:\n" + s.output()
                    + "gateway exchanges: " + s.exchanges() + "\nagent: " + JsonWriter.write(s.agent()));
        }
    }

    @AfterAll
    static void stop() {
        if (gateway != null) {
            gateway.close();
        }
        if (registry != null) {
            registry.close();
        }
        AGENTS.forEach(NodeScript::close);
    }

    private static NodeScript startAgent(Path dir, String script, long slowMs) {
        NodeScript agent = NodeScript.start(dir, RepoFiles.resource(OfficialSdkGatewayTest.class, "sdk/" + script),
                Duration.ofSeconds(20), line -> line.startsWith("{\"ready\""), Long.toString(slowMs));
        AGENTS.add(agent);
        return agent;
    }

    private static URI directUri(NodeScript agent) {
        JsonValue ready = JsonReader.standard().read(agent.readyLine()).value();
        return URI.create("http://127.0.0.1:" + text(ready, "port") + "/");
    }

    /** One client run: its step lines, the gateway's exchanges meanwhile, then the agent's counts. */
    private static SdkSession run(String version, Path dir, String script, String agentId, NodeScript agent)
            throws Exception {
        int before = EXCHANGES.size();
        String output;
        try {
            output = NodeScript.run(dir, RepoFiles.resource(OfficialSdkGatewayTest.class, "sdk/" + script),
                    Duration.ofSeconds(40), gateway.uri().toString(), agentId, UNKNOWN);
        } catch (AssertionError e) {
            output = e.getMessage(); // every row then fails with what the script printed
        }
        // an exchange is reported once its reply is decided, which may be just after the client saw it
        int seen = -1;
        for (int i = 0; i < 20 && seen != EXCHANGES.size(); i++) {
            seen = EXCHANGES.size();
            Thread.sleep(150);
        }
        List<String> exchanges = EXCHANGES.stream().skip(before).map(x -> x.agentId() + " " + x.method()).toList();
        HttpResponse<String> stats = HTTP.send(HttpRequest.newBuilder(directUri(agent).resolve("/rpcgate-stats"))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        return SdkSession.parse(version, output, exchanges,
                (JsonObject) JsonReader.standard().read(stats.body()).value());
    }

    /**
     * One checked step: its name, what it shows, and the check. A step whose call the gateway forwards to the agent
     * counts only when no request reached the agent around the gateway (the client used the agent's own URL from a
     * card the gateway did not rewrite): what it shows would be the agent's doing, not the gateway's.
     */
    record Row(String step, String shows, Consumer<SdkSession> check) {
        boolean forwarded() {
            return !step.startsWith("unknown-agent") && !step.equals("through the gateway");
        }

        void checkIn(SdkSession s) {
            assertThat(s.done()).as("the v" + s.version() + " client script ran to its end; it printed:\n"
                    + s.output()).isTrue();
            if (forwarded()) {
                assertThat(text(s.agent(), "direct")).as("requests that reached the agent straight from the SDK"
                        + " client, around the gateway (agent's counts: " + JsonWriter.write(s.agent()) + ")")
                        .isEqualTo("0");
            }
            check.accept(s);
        }
    }

    // --- v0.3 -------------------------------------------------------------------------------------------------------

    /** The exchanges the v0.3 steps make, as the gateway reports them ({@code "agentId method"}). */
    static final List<String> V03_EXCHANGES = List.of(
            AGENT_03 + " message/send", AGENT_03 + " message/stream", AGENT_03 + " tasks/get",
            AGENT_03 + " tasks/get", AGENT_03 + " tasks/cancel", AGENT_03 + " message/send",
            AGENT_03 + " tasks/resubscribe", AGENT_03 + " tasks/cancel", UNKNOWN + " message/send",
            AGENT_03 + " message/send");

    static final List<Row> V03 = List.of(
            new Row("card", "the card fetched from the gateway names the gateway's route, not the agent", s -> {
                JsonValue r = s.result("card");
                assertThat(text(r, "url")).isEqualTo(route03);
                assertThat(text(r, "preferredTransport")).isEqualTo("JSONRPC");
                assertThat(text(s.agent(), "cardGets")).as("the gateway fetched the agent's card once").isEqualTo("1");
                assertThat(text(s.agent(), "directCardGets")).as("card GETs straight from the client").isEqualTo("0");
            }),
            new Row("send", "message/send answers the completed task", s -> {
                JsonValue r = s.result("send");
                assertThat(text(r, "kind")).isEqualTo("task");
                assertThat(text(r, "state")).isEqualTo("completed");
                assertThat(texts(r, "artifacts", "")).containsExactly("answer to \"hello\"");
            }),
            new Row("stream", "message/stream relays every event of the task, in order", s ->
                    assertThat(events(s.result("stream"))).containsExactly("task submitted", "status-update working",
                            "artifact-update", "status-update completed final")),
            new Row("get", "tasks/get finds the task sent before", s -> {
                assertThat(text(s.result("get"), "id")).isEqualTo(text(s.result("send"), "id")).isNotNull();
                assertThat(text(s.result("get"), "state")).isEqualTo("completed");
            }),
            new Row("get-unknown-task", "the agent's TaskNotFound passes through unchanged", s -> {
                JsonObject e = s.error("get-unknown-task");
                assertThat(text(e, "name")).isEqualTo("TaskNotFoundJSONRPCError");
                assertThat(text(e, "code")).isEqualTo("-32001");
                assertThat(text(e, "rpcMessage")).isEqualTo("Task not found: no-such-task");
                assertThat(at(e, "data/source")).as("not the gateway's error").isNull();
            }),
            new Row("cancel-completed", "the agent's TaskNotCancelable passes through unchanged", s -> {
                JsonObject e = s.error("cancel-completed");
                assertThat(text(e, "name")).isEqualTo("TaskNotCancelableJSONRPCError");
                assertThat(text(e, "code")).isEqualTo("-32002");
                assertThat(text(e, "rpcMessage")).startsWith("Task not cancelable");
                assertThat(at(e, "data/source")).as("not the gateway's error").isNull();
            }),
            new Row("send-wait", "a non-blocking send answers the task while it is still open", s ->
                    assertThat(text(s.result("send-wait"), "state")).isIn("submitted", "working")),
            new Row("resubscribe", "tasks/resubscribe streams the open task", s ->
                    assertThat(events(single(s.result("resubscribe")))).first().asString()
                            .matches("task (submitted|working)|status-update working")),
            new Row("cancel", "tasks/cancel cancels it", s ->
                    assertThat(text(s.result("cancel"), "state")).isEqualTo("canceled")),
            new Row("resubscribe-rest", "the resubscribed stream ends with the cancellation", s ->
                    assertThat(events(s.result("resubscribe-rest"))).last().isEqualTo("status-update canceled final")),
            new Row("unknown-agent-card", "an unknown agent has no card at the gateway (HTTP 404)", s ->
                    assertThat(text(s.error("unknown-agent-card"), "message")).contains("/a2a/" + UNKNOWN + "/")
                            .endsWith(": 404")),
            new Row("unknown-agent", "a call to an unknown agent gets the gateway's agent_not_found", s -> {
                JsonObject e = s.error("unknown-agent");
                assertThat(text(e, "code")).isEqualTo("-32002");
                assertThat(text(e, "rpcMessage")).isEqualTo("agent not found: " + UNKNOWN);
                assertThat(text(e, "data/source")).isEqualTo("gateway");
                assertThat(text(e, "data/reason")).isEqualTo("agent_not_found");
                // the v0.3 SDK reads the code as its own typed error: -32002 is TaskNotCancelable in A2A v0.3
                assertThat(text(e, "name")).isEqualTo("TaskNotCancelableJSONRPCError");
            }),
            new Row("timeout", "a slow agent past the call's configuration.timeout gets the gateway's agent_timeout",
                    s -> {
                JsonObject e = s.error("timeout");
                assertThat(text(e, "code")).isEqualTo("-32001");
                assertThat(text(e, "rpcMessage")).isEqualTo("agent timeout: " + AGENT_03);
                assertThat(text(e, "data/source")).isEqualTo("gateway");
                assertThat(text(e, "data/reason")).isEqualTo("agent_timeout");
                assertThat(text(e, "data/retryable")).isEqualTo("true");
                assertThat(text(e, "data/mayHaveExecuted")).isEqualTo("true");
                // -32001 is TaskNotFound in A2A v0.3, so the SDK names it that
                assertThat(text(e, "name")).isEqualTo("TaskNotFoundJSONRPCError");
            }),
            new Row("through the gateway", "every call went through the gateway and none around it", s ->
                    throughTheGateway(s, V03_EXCHANGES, AGENT_03)));

    @TestFactory
    Stream<DynamicTest> v03() {
        return V03.stream().map(r -> DynamicTest.dynamicTest(r.step() + ": " + r.shows(), () -> r.checkIn(v03)));
    }

    // --- v1.0 -------------------------------------------------------------------------------------------------------

    /** The exchanges the v1.0 steps make, as the gateway reports them ({@code "agentId method"}). */
    static final List<String> V10_EXCHANGES = List.of(
            AGENT_10 + " SendMessage", AGENT_10 + " SendStreamingMessage", AGENT_10 + " GetTask",
            AGENT_10 + " GetTask", AGENT_10 + " CancelTask", AGENT_10 + " SendMessage",
            AGENT_10 + " SubscribeToTask", AGENT_10 + " CancelTask", UNKNOWN + " SendMessage",
            AGENT_10 + " SendMessage");

    static final List<Row> V10 = List.of(
            new Row("card", "the card fetched from the gateway has the gateway's route as its JSON-RPC interface", s -> {
                JsonValue r = s.result("card");
                assertThat(texts(r, "urls", "")).as("supportedInterfaces[].url").containsExactly(route10);
                assertThat(text(r, "protocolVersion")).isEqualTo("1.0");
                assertThat(text(s.agent(), "cardGets")).as("the gateway fetched the agent's card once").isEqualTo("1");
                assertThat(text(s.agent(), "directCardGets")).as("card GETs straight from the client").isEqualTo("0");
            }),
            new Row("send", "SendMessage answers the completed task", s -> {
                JsonValue r = s.result("send");
                assertThat(text(r, "state")).isEqualTo("TASK_STATE_COMPLETED");
                assertThat(texts(r, "artifacts", "")).containsExactly("answer to \"hello\"");
            }),
            new Row("stream", "SendStreamingMessage relays every event of the task, in order", s ->
                    assertThat(events(s.result("stream"))).containsExactly("task TASK_STATE_SUBMITTED",
                            "statusUpdate TASK_STATE_WORKING", "artifactUpdate", "statusUpdate TASK_STATE_COMPLETED")),
            new Row("get", "GetTask finds the task sent before", s -> {
                assertThat(text(s.result("get"), "id")).isEqualTo(text(s.result("send"), "id")).isNotNull();
                assertThat(text(s.result("get"), "state")).isEqualTo("TASK_STATE_COMPLETED");
            }),
            new Row("get-unknown-task", "the agent's TaskNotFound passes through unchanged", s -> {
                JsonObject e = s.error("get-unknown-task");
                assertThat(text(e, "name")).isEqualTo("TaskNotFoundError");
                assertThat(text(e, "code")).isEqualTo("-32001");
                assertThat(text(e, "rpcMessage")).isEqualTo("Task not found: no-such-task");
                assertThat(text(e, "data/0/reason")).isEqualTo("TASK_NOT_FOUND");
                assertThat(text(e, "data/0/domain")).as("the agent's error, not the gateway's")
                        .isEqualTo("a2a-protocol.org");
            }),
            new Row("cancel-completed", "the agent's TaskNotCancelable passes through unchanged", s -> {
                JsonObject e = s.error("cancel-completed");
                assertThat(text(e, "name")).isEqualTo("TaskNotCancelableError");
                assertThat(text(e, "code")).isEqualTo("-32002");
                assertThat(text(e, "data/0/reason")).isEqualTo("TASK_NOT_CANCELABLE");
                assertThat(text(e, "data/0/domain")).isEqualTo("a2a-protocol.org");
            }),
            new Row("send-wait", "a send with returnImmediately answers the task while it is still open", s ->
                    assertThat(text(s.result("send-wait"), "state")).isIn("TASK_STATE_SUBMITTED",
                            "TASK_STATE_WORKING")),
            new Row("subscribe", "SubscribeToTask streams the open task, the task first", s ->
                    assertThat(events(single(s.result("subscribe")))).first().asString()
                            .matches("task TASK_STATE_(SUBMITTED|WORKING)")),
            new Row("cancel", "CancelTask cancels it", s ->
                    assertThat(text(s.result("cancel"), "state")).isEqualTo("TASK_STATE_CANCELED")),
            new Row("subscribe-rest", "the subscription ends with the cancellation", s ->
                    assertThat(events(s.result("subscribe-rest"))).last().isEqualTo("statusUpdate TASK_STATE_CANCELED")),
            new Row("unknown-agent-card", "an unknown agent has no card at the gateway (HTTP 404)", s ->
                    assertThat(text(s.error("unknown-agent-card"), "message")).contains("/a2a/" + UNKNOWN + "/")
                            .endsWith(": 404")),
            new Row("unknown-agent", "a call to an unknown agent gets the gateway's v1.0 AGENT_NOT_FOUND", s -> {
                JsonObject e = s.error("unknown-agent");
                assertThat(text(e, "code")).isEqualTo("-32000");
                assertThat(text(e, "name")).as("no A2A error class has -32000").isEqualTo("JsonRpcTransportError");
                assertThat(text(e, "rpcMessage")).isNotBlank();
                gatewayErrorInfo(e, "AGENT_NOT_FOUND", UNKNOWN, "false", "false", "false");
            }),
            new Row("timeout", "a slow agent past the call's Rpcgate-Timeout gets the gateway's v1.0 AGENT_TIMEOUT", s -> {
                JsonObject e = s.error("timeout");
                assertThat(text(e, "code")).isEqualTo("-32000");
                assertThat(text(e, "name")).isEqualTo("JsonRpcTransportError");
                gatewayErrorInfo(e, "AGENT_TIMEOUT", AGENT_10, "false", "true", "true");
            }),
            new Row("through the gateway", "every call went through the gateway with A2A-Version 1.0, none around it",
                    s -> {
                throughTheGateway(s, V10_EXCHANGES, AGENT_10);
                assertThat(at(s.agent(), "versions")).as("the A2A-Version headers the agent received")
                        .isEqualTo(JsonReader.standard().read("{\"1.0\": 9}").value());
            }));

    @TestFactory
    Stream<DynamicTest> v10() {
        return V10.stream().map(r -> DynamicTest.dynamicTest(r.step() + ": " + r.shows(), () -> {
            try {
                r.checkIn(v10);
            } catch (AssertionError e) {
                throw new AssertionError(V10_NEEDS + "; step " + r.step() + " (" + r.shows() + "): "
                        + e.getMessage(), e);
            }
        }));
    }

    /** The error's data is one google.rpc.ErrorInfo of the gateway with that reason and metadata. */
    static void gatewayErrorInfo(JsonObject e, String reason, String agentId, String executed, String retryable,
                                 String mayHaveExecuted) {
        assertThat(at(e, "data")).as("data: one ErrorInfo").isInstanceOf(JsonArray.class);
        assertThat(((JsonArray) at(e, "data")).size()).isEqualTo(1);
        assertThat(text(e, "data/0/@type")).isEqualTo("type.googleapis.com/google.rpc.ErrorInfo");
        assertThat(text(e, "data/0/reason")).isEqualTo(reason);
        assertThat(text(e, "data/0/domain")).isEqualTo("gateway.rpcgate.dev");
        assertThat(at(e, "data/0/metadata")).isEqualTo(JsonObject.builder().put("agentId", agentId)
                .put("executed", executed).put("retryable", retryable).put("mayHaveExecuted", mayHaveExecuted).build());
    }

    // --- shared -----------------------------------------------------------------------------------------------------

    /** Every step's call is one exchange of the gateway, and the agent got exactly the forwarded ones, none direct. */
    static void throughTheGateway(SdkSession s, List<String> expected, String agentId) {
        assertThat(s.exchanges()).as("the gateway's exchanges during the v" + s.version() + " run")
                .containsExactlyInAnyOrderElementsOf(expected);
        long forwarded = expected.stream().filter(x -> x.startsWith(agentId + " ")).count();
        assertThat(text(s.agent(), "direct")).as("requests that reached the agent straight from the client: "
                + JsonWriter.write(s.agent())).isEqualTo("0");
        assertThat(text(s.agent(), "posts")).as("requests the agent received: " + JsonWriter.write(s.agent()))
                .isEqualTo(Long.toString(forwarded));
    }

    /** A stream step's events as {@code "kind state[ final]"}. */
    static List<String> events(JsonValue events) {
        List<String> out = new ArrayList<>();
        if (events instanceof JsonArray a) {
            for (JsonValue e : a.elements()) {
                String state = text(e, "state");
                out.add(text(e, "kind") + (state == null ? "" : " " + state)
                        + ("true".equals(text(e, "final")) ? " final" : ""));
            }
        }
        return out;
    }

    private static JsonValue single(JsonValue v) {
        return JsonArray.of(v);
    }
}

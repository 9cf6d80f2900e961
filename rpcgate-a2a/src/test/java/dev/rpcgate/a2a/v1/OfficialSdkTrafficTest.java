package dev.rpcgate.a2a.v1;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.DetectedVersion;
import dev.rpcgate.a2a.VersionDetection;
import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.testing.NodePackages;
import dev.rpcgate.core.testing.NodeScript;
import dev.rpcgate.core.testing.RepoFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link V1Validator} against what the official A2A JS SDK ({@code @a2a-js/sdk}, {@value #SDK_VERSION}, JSON-RPC
 * binding) really sends: {@code sdk/a2a-v1-traffic.mjs} runs two SDK agents on loopback ports and drives them with the
 * SDK's client through every method, capturing the HTTP bodies on the wire; every captured document is then checked as
 * what it is — params of its method, the result of its method (each SSE event as a result of the streaming method),
 * each error object, the agent cards, the push notifications (StreamResponse). SDK output must give no ERROR finding
 * except the {@link #KNOWN_SDK_DEVIATIONS}, where the SDK departs from the proto or the specification; each of those
 * must still happen, so the list is exactly the SDK's deviations. The advisories are listed in {@link #ADVISORIES}
 * and in the test output, and the capture is kept in {@code target/sdk/a2a-v1-traffic.json}. The SDK and express are
 * installed once into the npm cache {@code a2a-v1} ({@link NodePackages}).
 */
class OfficialSdkTrafficTest {
    /** The SDK version the test pins. */
    static final String SDK_VERSION = "1.3.0";
    /** The npm packages the script needs, at exact versions. */
    static final Map<String, String> PACKAGES = Map.of("@a2a-js/sdk", SDK_VERSION, "express", "5.3.0");

    /** The protocol's checks with a policy that lets the script's {@code https://files.example.org/} url part pass. */
    static final V1Validator VALIDATOR = new V1Validator(V1Policy.DEFAULT.withParts(PartPolicy.DEFAULT
            .withAllowUri(true)));

    /** What each step of the script must have produced: a result, an SSE stream, or an error with that code. */
    static final Map<String, String> OUTCOMES = Map.ofEntries(
            entry("card-message", "card"), entry("card-task", "card"),
            entry("send-text", "result"), entry("send-every-part", "result"), entry("stream-message", "stream"),
            entry("extended-card", "result"), entry("list-tasks-empty", "result"),
            entry("create-push-config-unsupported-raw", "error -32003"),
            entry("send-task", "result"), entry("stream-task", "stream"), entry("send-fail", "result"),
            entry("get-task", "result"), entry("get-task-unknown", "error -32001"), entry("list-tasks", "result"),
            entry("list-tasks-loose", "error -32602"), entry("list-tasks-filtered", "result"),
            entry("list-tasks-next-page", "result"), entry("cancel-task-completed", "error -32002"),
            entry("subscribe-task-completed", "error -32004"), entry("send-return-immediately", "result"),
            entry("subscribe-task", "stream"), entry("cancel-task", "result"), entry("send-slow", "result"),
            entry("subscribe-task-slow", "stream"), entry("create-push-config", "result"),
            entry("create-push-config-bare", "result"), entry("get-push-config", "result"),
            entry("list-push-configs", "result"), entry("delete-push-config", "result"),
            entry("get-push-config-deleted", "error -32001"), entry("list-push-configs-unknown-task", "error -32001"),
            entry("no-version-header", "error -32009"), entry("version-0.3", "error -32009"),
            entry("version-2.0", "error -32009"), entry("unknown-method", "error -32601"),
            entry("get-task-empty-id", "error -32602"), entry("send-without-message", "error -32602"),
            entry("get-task-unknown-member", "result"), entry("send-v03-part", "result"),
            entry("not-json", "error -32700"));

    /** A departure of the SDK from the protocol: the ERROR lines it gives rise to and why rpcgate is right. */
    record Deviation(List<String> findings, String reason) {
    }

    /** ERROR findings on SDK output that the proto and the specification back, by document. */
    static final Map<String, Deviation> KNOWN_SDK_DEVIATIONS = Map.of(
            "list-tasks-loose params", new Deviation(List.of("ERROR UnknownEnumValue /status"),
                    "a ListTasks call that leaves out the filter its TS type requires (plain JS: listTasks({})) is"
                    + " written with \"status\": \"UNRECOGNIZED\", which is no TaskState name (the generated"
                    + " serializer's name for an unknown number); the SDK's own server refuses it with -32602"));

    /** The ADVISORY findings on SDK output, by document: accepted, but not the form the protocol writes. */
    static final Map<String, List<String>> ADVISORIES = Map.of(
            "delete-push-config result", List.of("ADVISORY NullAsDefault "));

    /** One captured document and what the validator found in it. */
    record Checked(String name, String as, String text, List<Finding> findings) {
        List<String> advisoryLines() {
            return findings.stream().filter(f -> !f.isError()).map(V1Case::line).toList();
        }

        List<String> errorLines() {
            return findings.stream().filter(Finding::isError).map(V1Case::line).toList();
        }
    }

    private static JsonNode capture;
    private static List<Checked> checked;

    @BeforeAll
    @Timeout(value = 330, unit = TimeUnit.SECONDS) // an install (at most 240 s) and the script (at most 75 s)
    static void runTheSdk() throws Exception {
        Path dir = NodePackages.install("a2a-v1", PACKAGES);
        Path out = Files.createDirectories(Path.of("target", "sdk").toAbsolutePath()).resolve("a2a-v1-traffic.json");
        NodeScript.run(dir, RepoFiles.resource(OfficialSdkTrafficTest.class, "sdk/a2a-v1-traffic.mjs"),
                Duration.ofSeconds(75), out.toString());
        capture = new ObjectMapper().readTree(out.toFile());
        checked = check(capture);
        StringBuilder advisories = new StringBuilder("advisories on official SDK output:\n");
        for (Checked c : checked) {
            for (Finding f : c.findings()) {
                if (!f.isError()) {
                    advisories.append("  ").append(c.name()).append(": ").append(V1Case.line(f)).append(" — ")
                            .append(f.message()).append('\n');
                }
            }
        }
        System.out.print(advisories);
    }

    @Test
    void theScriptRanEveryStepWithThePinnedSdk() {
        assertThat(capture.path("complete").asBoolean()).as("the script reached its end").isTrue();
        assertThat(capture.path("sdk").asText()).isEqualTo(SDK_VERSION);
        Map<String, String> outcomes = new LinkedHashMap<>();
        for (JsonNode ex : capture.path("exchanges")) {
            assertThat(ex.has("proxyError")).as(ex.path("label").asText() + " reached the agent").isFalse();
            outcomes.merge(ex.path("label").asText(), outcome(ex), (a, b) -> a + ", " + b);
        }
        assertThat(outcomes).as("one exchange per step, with the outcome it was written for")
                .containsExactlyInAnyOrderEntriesOf(OUTCOMES);
        assertThat(capture.path("pushes").size()).as("push notifications of the task sent with a push config")
                .isGreaterThanOrEqualTo(2);
        Map<String, String> refused = new LinkedHashMap<>();
        capture.path("clientErrors").forEach(e -> refused.put(e.path("label").asText(), e.path("error").asText()));
        assertThat(refused).as("the client refuses a push config the card does not offer, without a request")
                .containsEntry("create-push-config-unsupported", "Push Notification is not supported");
        assertThat(outcomes).doesNotContainKey("create-push-config-unsupported");
    }

    @Test
    void sdkOutputHasNoErrorFindingButTheKnownDeviations() {
        assertThat(checked.size()).as("documents checked").isGreaterThanOrEqualTo(70);
        List<String> unexpected = new ArrayList<>();
        for (Checked c : checked) {
            Deviation d = KNOWN_SDK_DEVIATIONS.get(c.name());
            List<String> errors = c.errorLines();
            if (d == null ? !errors.isEmpty() : !new TreeSet<>(errors).equals(new TreeSet<>(d.findings()))) {
                unexpected.add(c.name() + " (as " + c.as() + "): " + c.findings() + "\n    " + c.text()
                        + (d == null ? "" : "\n    listed as a deviation with " + d.findings() + ": " + d.reason()));
            }
        }
        assertThat(unexpected).as("ERROR findings on official SDK output (a known deviation that stopped happening"
                + " is listed too: take it off KNOWN_SDK_DEVIATIONS)").isEmpty();
        assertThat(checked.stream().map(Checked::name).toList()).containsAll(KNOWN_SDK_DEVIATIONS.keySet());
    }

    @Test
    void theAdvisoriesAreTheListedOnes() {
        Map<String, List<String>> found = new LinkedHashMap<>();
        for (Checked c : checked) {
            if (!c.advisoryLines().isEmpty()) {
                found.put(c.name(), c.advisoryLines());
            }
        }
        assertThat(found).as("advisories on official SDK output").containsExactlyInAnyOrderEntriesOf(ADVISORIES);
    }

    @Test
    void everySdkRequestSpeaksV1() {
        int requests = 0;
        for (JsonNode ex : capture.path("exchanges")) {
            if (!ex.path("httpMethod").asText().equals("POST") || ex.path("crafted").asBoolean()) {
                continue;
            }
            requests++;
            String label = ex.path("label").asText();
            String method = ((JsonObject) parse(ex.path("request").asText())).get("method") instanceof JsonString s
                    ? s.value() : null;
            assertThat(ex.path("a2aVersion").asText()).as(label + " A2A-Version").isEqualTo("1.0");
            DetectedVersion v = VersionDetection.detect(ex.path("a2aVersion").asText(), null, method);
            assertThat(v.version()).as(label + " " + v).contains(A2aVersion.V1_0);
            assertThat(v.source()).isEqualTo("header");
            assertThat(v.findings()).as(label).isEmpty();
            assertThat(ex.path("contentType").asText()).as(label).startsWith("application/json");
            assertThat(V1Method.findByWireName(method)).as(label + " method").isPresent();
        }
        assertThat(requests).isGreaterThanOrEqualTo(25);
    }

    @Test
    void versionsTheSdkRefusesAsRpcgateReadsThem() {
        Map<String, DetectedVersion> crafted = new LinkedHashMap<>();
        for (JsonNode ex : capture.path("exchanges")) {
            String label = ex.path("label").asText();
            if (label.equals("no-version-header") || label.startsWith("version-")) {
                assertThat(errorCode(ex)).as(label + ": the SDK refuses it").isEqualTo(-32009);
                String header = ex.path("a2aVersion").isNull() ? null : ex.path("a2aVersion").asText();
                crafted.put(label, VersionDetection.detect(header, null, "GetTask"));
            }
        }
        // a v1.0 method without A2A-Version: rpcgate reads 1.0 with an advisory, the SDK reads 0.3 and refuses it
        assertThat(crafted.get("no-version-header").version()).contains(A2aVersion.V1_0);
        assertThat(crafted.get("no-version-header").findings()).extracting(Finding::code)
                .containsExactly(A2aCode.VERSION_FROM_METHOD.code());
        assertThat(crafted.get("version-0.3").findings()).extracting(Finding::code)
                .containsExactly(A2aCode.VERSION_CONFLICT.code());
        assertThat(crafted.get("version-2.0").version()).isEmpty();
        assertThat(crafted.get("version-2.0").findings()).extracting(Finding::code)
                .containsExactly(A2aCode.UNSUPPORTED_A2A_VERSION.code());
    }

    @Test
    void membersTheSdkIgnoresRpcgateRefuses() {
        Map<String, List<String>> found = new LinkedHashMap<>();
        for (JsonNode ex : capture.path("exchanges")) {
            String label = ex.path("label").asText();
            if (label.equals("get-task-unknown-member") || label.equals("send-v03-part")) {
                assertThat(outcome(ex)).as(label + ": the SDK's server answers it").isEqualTo("result");
                JsonObject request = (JsonObject) parse(ex.path("request").asText());
                V1Method m = V1Method.findByWireName(((JsonString) request.get("method")).value()).orElseThrow();
                found.put(label, VALIDATOR.paramsFindings(m, request.get("params")).stream().map(V1Case::line)
                        .toList());
            }
        }
        // the JS SDK's server drops a member the proto does not name; rpcgate refuses it by default (a misspelt
        // field would be lost without a word), and V1Policy.withUnknownFieldsAsAdvisories() accepts it
        assertThat(found).containsExactly(
                entry("get-task-unknown-member", List.of("ERROR UnknownMember /includeEverything")),
                entry("send-v03-part", List.of("ERROR UnknownMember /message/parts/0/kind")));
    }

    @Test
    void everyReplyAnswersItsRequest() {
        for (JsonNode ex : capture.path("exchanges")) {
            if (!ex.path("httpMethod").asText().equals("POST")) {
                continue;
            }
            String label = ex.path("label").asText();
            assertThat(ex.path("status").asInt()).as(label + " HTTP status").isEqualTo(200);
            JsonParse request = JsonReader.standard().read(ex.path("request").asText());
            JsonValue id = request.findValue().map(v -> ((JsonObject) v).get("id")).orElse(JsonNull.NULL);
            List<String> replies = replies(ex);
            assertThat(replies).as(label).isNotEmpty();
            for (String reply : replies) {
                JsonObject r = (JsonObject) parse(reply);
                assertThat(r.get("jsonrpc")).as(label).isEqualTo(JsonString.of("2.0"));
                assertThat(r.get("id")).as(label + " id").isEqualTo(id);
                assertThat(r.has("result") != r.has("error")).as(label + ": result or error").isTrue();
            }
        }
    }

    /** Every captured document checked as what it is. */
    static List<Checked> check(JsonNode capture) {
        List<Checked> out = new ArrayList<>();
        for (JsonNode ex : capture.path("exchanges")) {
            String label = ex.path("label").asText();
            if (ex.path("httpMethod").asText().equals("GET")) {
                String card = ex.path("reply").asText();
                out.add(checked(label + " card", "card", card, VALIDATOR::agentCardFindings));
                continue;
            }
            JsonParse request = JsonReader.standard().read(ex.path("request").asText());
            Optional<V1Method> method = request.findValue().filter(v -> v instanceof JsonObject)
                    .map(v -> ((JsonObject) v).get("method")).filter(m -> m instanceof JsonString)
                    .flatMap(m -> V1Method.findByWireName(((JsonString) m).value()));
            if (!ex.path("crafted").asBoolean()) {
                assertThat(request.findings()).as(label + " request is strict JSON").isEmpty();
                V1Method m = method.orElseThrow(() -> new AssertionError(label + ": no v1.0 method"));
                JsonValue params = ((JsonObject) request.value()).get("params");
                out.add(new Checked(label + " params", "params " + m.wireName(),
                        params == null ? "" : params.sourceText().orElseThrow(),
                        VALIDATOR.paramsFindings(m, params)));
            }
            List<String> replies = replies(ex);
            for (int i = 0; i < replies.size(); i++) {
                String name = label + (ex.has("events") ? " event " + i : "");
                JsonParse reply = JsonReader.standard().read(replies.get(i));
                if (!reply.findings().isEmpty()) {
                    out.add(new Checked(name, "reply", replies.get(i), reply.findings()));
                    continue;
                }
                JsonObject r = (JsonObject) reply.value();
                if (r.has("error")) {
                    out.add(new Checked(name + " error", "error", source(r.get("error")),
                            VALIDATOR.errorFindings(r.get("error"))));
                } else {
                    V1Method m = method.orElseThrow(() -> new AssertionError(label + ": a result for no v1.0 method"));
                    out.add(new Checked(name + " result", "result " + m.wireName(), source(r.get("result")),
                            VALIDATOR.resultFindings(m, r.get("result"))));
                }
            }
        }
        int i = 0;
        for (JsonNode push : capture.path("pushes")) {
            String body = push.path("body").asText();
            out.add(checked("push " + i++, "message StreamResponse", body,
                    v -> VALIDATOR.messageFindings("StreamResponse", v)));
        }
        return out;
    }

    private static Checked checked(String name, String as, String text,
                                   java.util.function.Function<JsonValue, List<Finding>> check) {
        JsonParse parse = JsonReader.standard().read(text);
        return new Checked(name, as, text, parse.findings().isEmpty() ? check.apply(parse.value()) : parse.findings());
    }

    /** The JSON-RPC replies of an exchange: its body, or the data of each SSE event. */
    private static List<String> replies(JsonNode ex) {
        List<String> out = new ArrayList<>();
        if (ex.has("events")) {
            ex.path("events").forEach(e -> out.add(e.path("data").asText()));
        } else if (ex.path("httpMethod").asText().equals("POST")) {
            out.add(ex.path("reply").asText());
        }
        return out;
    }

    private static String outcome(JsonNode ex) {
        if (ex.path("httpMethod").asText().equals("GET")) {
            return ex.path("status").asInt() == 200 ? "card" : "status " + ex.path("status").asInt();
        }
        Integer code = errorCode(ex);
        if (code != null) {
            return "error " + code;
        }
        return ex.has("events") && !ex.path("events").isEmpty() ? "stream" : "result";
    }

    /** The code of the exchange's error reply (or of its first error event); {@code null} when there is none. */
    private static Integer errorCode(JsonNode ex) {
        for (String reply : replies(ex)) {
            if (parse(reply) instanceof JsonObject r && r.get("error") instanceof JsonObject e
                    && e.get("code") instanceof JsonNumber n) {
                return (int) n.findLong().orElseThrow();
            }
        }
        return null;
    }

    private static JsonValue parse(String text) {
        JsonParse p = JsonReader.standard().read(text);
        assertThat(p.findings()).as("strict JSON: " + text).isEmpty();
        return p.value();
    }

    private static String source(JsonValue v) {
        return v == null ? "" : v.sourceText().orElse(v.toString());
    }
}

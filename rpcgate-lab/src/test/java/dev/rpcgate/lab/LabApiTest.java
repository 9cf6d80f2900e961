package dev.rpcgate.lab;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The lab's API over real HTTP on a loopback port: the fixture menu is examples/a2a as shipped in the jar, each
 * fixture posted with its policy traces to exactly its {@code .trace.json}, and every bad call gets a 4xx with a
 * JSON error while the server keeps serving.
 */
class LabApiTest {
    static final Path EXAMPLES = RepoFiles.repoRoot().resolve("examples/a2a");
    static LabServer server;
    static HttpClient http;

    @BeforeAll
    static void start() {
        server = LabServer.start(LabOptions.onPort(0));
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static HttpResponse<String> send(HttpRequest.Builder b) throws IOException, InterruptedException {
        return http.send(b.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpRequest.Builder at(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
    }

    static HttpResponse<String> postTrace(String contentType, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = at("/lab/api/trace").POST(HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return send(b);
    }

    static JsonObject json(String text) {
        JsonParse p = JsonReader.standard().read(text);
        assertThat(p.findings()).as(text).isEmpty();
        return (JsonObject) p.value();
    }

    static List<JsonObject> fixtures() throws IOException, InterruptedException {
        HttpResponse<String> r = send(at("/lab/api/fixtures").GET());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/json");
        List<JsonObject> out = new ArrayList<>();
        for (JsonValue v : ((JsonArray) json(r.body()).get("fixtures")).elements()) {
            out.add((JsonObject) v);
        }
        return out;
    }

    static String str(JsonObject o, String name) {
        return ((JsonString) o.get(name)).value();
    }

    @Test
    void theMenuListsEveryFixtureOfExamplesInOrderWithItsText() throws Exception {
        JsonObject index = json(Files.readString(EXAMPLES.resolve("fixtures.json")));
        List<JsonValue> expected = ((JsonArray) index.get("fixtures")).elements();
        List<JsonObject> served = fixtures();
        assertThat(served).hasSize(expected.size()).hasSize(16);
        for (int i = 0; i < served.size(); i++) {
            JsonObject want = (JsonObject) expected.get(i);
            JsonObject got = served.get(i);
            assertThat(str(got, "name")).isEqualTo(str(want, "name"));
            assertThat(str(got, "title")).isEqualTo(str(want, "title"));
            assertThat(got.get("http")).isEqualTo(want.get("http"));
            assertThat(str(got, "text")).isEqualTo(Files.readString(EXAMPLES.resolve(str(want, "file"))));
            JsonObject policy = (JsonObject) got.get("policy");
            JsonObject wantPolicy = (JsonObject) want.get("policy");
            assertThat(List.of("partLimit", "allowUri", "mismatchId", "injectFault"))
                    .allSatisfy(k -> assertThat(JsonWriter.write(policy.get(k)))
                            .as(str(want, "name") + " " + k).isEqualTo(JsonWriter.write(wantPolicy.get(k))));
            assertThat(policy.size()).isEqualTo(4);
        }
    }

    /** Read from the running server: Jupiter provides arguments after {@code @BeforeAll}. */
    static Stream<JsonObject> servedFixtures() throws Exception {
        return fixtures().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("servedFixtures")
    void eachFixturePostedWithItsPolicyTracesToItsExpectedTrace(JsonObject fixture) throws Exception {
        JsonObject body = JsonObject.builder().put("text", fixture.get("text")).put("policy", fixture.get("policy"))
                .put("http", fixture.get("http")).build();
        HttpResponse<String> r = postTrace("application/json", JsonWriter.write(body));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonObject expected = json(Files.readString(EXAMPLES.resolve(str(fixture, "name") + ".trace.json")));
        assertThat(JsonWriter.write(json(r.body()))).isEqualTo(JsonWriter.write(expected));
    }

    /**
     * The trace is the one source both the gate track and the verdict panel render, so it must agree with itself:
     * the CORRELATION gate with the correlation verdict (an error reply is correlated too; a null id cannot be), and
     * HANDLER with the receipts (for a batch, the array's HANDLER beside the receipts its entries kept).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("servedFixtures")
    void eachFixturesTraceAgreesWithItself(JsonObject fixture) throws Exception {
        JsonObject body = JsonObject.builder().put("text", fixture.get("text")).put("policy", fixture.get("policy"))
                .put("http", fixture.get("http")).build();
        JsonObject trace = json(postTrace("application/json", JsonWriter.write(body)).body());
        List<JsonObject> messages = new ArrayList<>();
        if (trace.get("entries") instanceof JsonArray entries) {
            entries.elements().forEach(e -> messages.add((JsonObject) e));
        } else {
            messages.add(trace);
        }
        int handled = 0;
        for (JsonObject m : messages) {
            String verdict = str((JsonObject) m.get("correlation"), "verdict");
            String expected = switch (verdict) {
                case "accepted" -> "PASSED";
                case "uncorrelated", "rejected-id-mismatch" -> "FAILED";
                case "no-response" -> "NOT_RUN";
                default -> throw new AssertionError("unknown verdict " + verdict);
            };
            assertThat(status(m, "CORRELATION")).as("CORRELATION beside the verdict " + verdict).isEqualTo(expected);
            handled += status(m, "HANDLER").equals("PASSED") ? 1 : 0;
        }
        int receipts = ((JsonArray) trace.get("receipts")).size();
        assertThat(receipts).as("one receipt per message whose handler passed").isEqualTo(handled);
        if (receipts > 0) {
            assertThat(status(trace, "HANDLER")).as("HANDLER beside %d receipts", receipts).isEqualTo("PASSED");
        } else {
            assertThat(status(trace, "HANDLER")).as("HANDLER passed but kept no receipt").isNotEqualTo("PASSED");
        }
    }

    private static String status(JsonObject trace, String gate) {
        for (JsonValue g : ((JsonArray) trace.get("gates")).elements()) {
            if (gate.equals(str((JsonObject) g, "gate"))) {
                return str((JsonObject) g, "status");
            }
        }
        throw new AssertionError("no gate " + gate);
    }

    @Test
    void policyAndEachMemberAreOptionalWithTheIssuesDefaults() throws Exception {
        String text = Files.readString(EXAMPLES.resolve("text-message.json"));
        String bare = postTrace("application/json; charset=utf-8",
                JsonWriter.write(JsonObject.builder().put("text", text).build())).body();
        String explicit = postTrace("application/json", JsonWriter.write(JsonObject.builder().put("text", text)
                .put("policy", json("{\"partLimit\": 65536, \"allowUri\": false, \"mismatchId\": false,"
                        + " \"injectFault\": false}")).put("http", false).build())).body();
        assertThat(bare).isEqualTo(explicit);
        assertThat(json(bare).get("valid")).hasToString("true");
    }

    @Test
    void aToggleChangesTheTrace() throws Exception {
        String text = Files.readString(EXAMPLES.resolve("text-message.json"));
        JsonObject fault = json(postTrace("application/json", JsonWriter.write(JsonObject.builder().put("text", text)
                .put("policy", json("{\"injectFault\": true}")).build())).body());
        assertThat(str(fault, "failedGate")).isEqualTo("HANDLER");
        assertThat(((JsonArray) fault.get("receipts")).elements()).isEmpty();
        JsonObject small = json(postTrace("application/json", JsonWriter.write(JsonObject.builder().put("text", text)
                .put("policy", json("{\"partLimit\": 8}")).build())).body());
        assertThat(str(small, "failedGate")).isEqualTo("PARAMS");
        assertThat(small.get("code")).hasToString("-32602");
    }

    @Test
    void aParseErrorIsLocatedInTheEditorsText() throws Exception {
        JsonObject t = json(postTrace("application/json", "{\"text\": \"{\\n  \\\"jsonrpc\\\": \\\"2.0\\\",,\\n}\"}")
                .body());
        JsonObject finding = (JsonObject) ((JsonArray) ((JsonObject) ((JsonArray) t.get("gates")).get(0))
                .get("findings")).get(0);
        assertThat(finding.get("line")).hasToString("2");
        assertThat(finding.get("column")).hasToString("20");
    }

    static Stream<Arguments> badCalls() {
        return Stream.of(
                Arguments.of("no Content-Type", null, "{\"text\": \"{}\"}", 415, "UnsupportedMediaType"),
                Arguments.of("text/plain", "text/plain", "{\"text\": \"{}\"}", 415, "UnsupportedMediaType"),
                Arguments.of("empty body", "application/json", "", 400, "InvalidJson"),
                Arguments.of("not JSON", "application/json", "text=hello", 400, "InvalidJson"),
                Arguments.of("duplicate key", "application/json", "{\"text\": \"a\", \"text\": \"b\"}", 400,
                        "InvalidJson"),
                Arguments.of("array", "application/json", "[{\"text\": \"{}\"}]", 400, "InvalidRequest"),
                Arguments.of("no text", "application/json", "{\"policy\": {}}", 400, "InvalidRequest"),
                Arguments.of("text a number", "application/json", "{\"text\": 1}", 400, "InvalidRequest"),
                Arguments.of("unknown member", "application/json", "{\"text\": \"{}\", \"txt\": 1}", 400,
                        "InvalidRequest"),
                Arguments.of("policy an array", "application/json", "{\"text\": \"{}\", \"policy\": []}", 400,
                        "InvalidRequest"),
                Arguments.of("misspelt toggle", "application/json",
                        "{\"text\": \"{}\", \"policy\": {\"injectfault\": true}}", 400, "InvalidRequest"),
                Arguments.of("negative limit", "application/json",
                        "{\"text\": \"{}\", \"policy\": {\"partLimit\": -1}}", 400, "InvalidRequest"),
                Arguments.of("fractional limit", "application/json",
                        "{\"text\": \"{}\", \"policy\": {\"partLimit\": 1.5}}", 400, "InvalidRequest"),
                Arguments.of("huge limit", "application/json",
                        "{\"text\": \"{}\", \"policy\": {\"partLimit\": 1e400}}", 400, "InvalidRequest"),
                Arguments.of("string toggle", "application/json",
                        "{\"text\": \"{}\", \"policy\": {\"allowUri\": \"yes\"}}", 400, "InvalidRequest"),
                Arguments.of("http a string", "application/json", "{\"text\": \"{}\", \"http\": \"true\"}", 400,
                        "InvalidRequest"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badCalls")
    void aBadCallGetsA4xxWithAJsonError(String name, String contentType, String body, int status, String code)
            throws Exception {
        HttpResponse<String> r = postTrace(contentType, body);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        JsonObject error = (JsonObject) json(r.body()).get("error");
        assertThat(str(error, "code")).isEqualTo(code);
        assertThat(str(error, "message")).isNotBlank();
        assertServing();
    }

    @Test
    void aBodyOverOneMebibyteIsRefusedAndTheServerKeepsServing() throws Exception {
        String big = "{\"text\": \"" + "x".repeat(1 << 20) + "\"}";
        // Expect: 100-continue lets the server refuse on the declared length before any body byte is sent; without
        // it the refusal races the upload and the client may see its connection closed instead of the 413
        HttpResponse<String> r = send(at("/lab/api/trace").expectContinue(true).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(big)));
        assertThat(r.statusCode()).isEqualTo(413);
        String justUnder = "{\"text\": \"" + "x".repeat((1 << 20) - 12) + "\"}";
        assertThat(justUnder.length()).isEqualTo(1 << 20);
        assertThat(postTrace("application/json", justUnder).statusCode()).isEqualTo(200);
        assertServing();
    }

    @Test
    void wrongMethodsAndUnknownPathsAreJsonErrors() throws Exception {
        HttpResponse<String> get = send(at("/lab/api/trace").GET());
        assertThat(get.statusCode()).isEqualTo(405);
        assertThat(get.headers().firstValue("Allow")).hasValue("POST");
        assertThat(str((JsonObject) json(get.body()).get("error"), "code")).isEqualTo("MethodNotAllowed");
        HttpResponse<String> post = send(at("/lab/api/fixtures").POST(HttpRequest.BodyPublishers.ofString("{}")));
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("Allow")).hasValue("GET");
        HttpResponse<String> unknown = send(at("/lab/api/run").GET());
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(str((JsonObject) json(unknown.body()).get("error"), "code")).isEqualTo("NotFound");
    }

    @Test
    void theRootLeadsToThePageAndThePageIsServedFromTheJar() throws Exception {
        HttpResponse<String> root = send(at("/").GET());
        assertThat(root.statusCode()).isEqualTo(303);
        assertThat(root.headers().firstValue("Location")).hasValue("/lab/");
        HttpResponse<String> page = send(at("/lab/").GET());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.body()).contains("<html");
        assertThat(send(at("/lab/../pom.xml").GET()).statusCode()).isEqualTo(404);
    }

    @Test
    void uriIsTheLoopbackPage() {
        assertThat(server.uri()).hasToString("http://127.0.0.1:" + server.port() + "/lab/");
    }

    static void assertServing() throws Exception {
        HttpResponse<String> r = postTrace("application/json", "{\"text\": \"[]\"}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(str(json(r.body()), "failedGate")).isEqualTo("ENVELOPE");
    }
}

package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fixture of examples/a2a/v1/fixtures.json: its document (or HTTP request file) traced under its policy and
 * version choice ({@code a2aVersion}: {@code auto}, {@code 0.3} or {@code 1.0}) gives exactly {@code NAME.trace.json}.
 * With {@code -Drpcgate.record=true} the expected files are rewritten from what the trace gives (then review the diff).
 */
class V1TraceFixturesTest {
    static final Path DIR = RepoFiles.repoRoot().resolve("examples/a2a/v1");

    /** One fixture. */
    record Fixture(String name, String file, boolean http, VersionChoice versions, TracePolicy policy) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Fixture> fixtures() throws IOException {
        JsonParse parse = JsonReader.standard().read(Files.readAllBytes(DIR.resolve("fixtures.json")));
        assertThat(parse.findings()).as("fixtures.json").isEmpty();
        List<Fixture> out = new ArrayList<>();
        for (JsonValue v : ((JsonArray) ((JsonObject) parse.value()).get("fixtures")).elements()) {
            JsonObject o = (JsonObject) v;
            assertThat(o.get("title")).isInstanceOf(JsonString.class);
            out.add(new Fixture(text(o, "name"), text(o, "file"), ((JsonBoolean) o.get("http")).value(),
                    VersionChoice.findByLabel(text(o, "a2aVersion")).orElseThrow(),
                    TracePolicy.fromJson((JsonObject) o.get("policy"))));
        }
        return out;
    }

    private static String text(JsonObject o, String name) {
        return ((JsonString) o.get(name)).value();
    }

    static A2aTrace trace(Fixture f) throws IOException {
        byte[] bytes = Files.readAllBytes(DIR.resolve(f.file()));
        RequestTrace engine = new RequestTrace(f.policy()).withVersions(f.versions());
        return f.http() ? engine.checkHttp(bytes) : engine.check(bytes);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void theTraceIsExactlyTheExpectedOne(Fixture f) throws IOException {
        JsonObject actual = trace(f).toJson();
        Path expectedFile = DIR.resolve(f.name() + ".trace.json");
        if (Boolean.getBoolean("rpcgate.record")) {
            Files.writeString(expectedFile, PrettyJson.write(actual), StandardCharsets.UTF_8);
        }
        JsonParse expected = JsonReader.standard().read(Files.readAllBytes(expectedFile));
        assertThat(expected.findings()).as(expectedFile.toString()).isEmpty();
        assertThat(JsonWriter.write(actual)).isEqualTo(JsonWriter.write(expected.value()));
    }

    /** The directory also holds the examples of the v1.0 Smithy model, so the traces decide what is a fixture. */
    @Test
    void everyTraceBelongsToAListedFixtureAndEveryFixtureHasItsFiles() throws IOException {
        List<Fixture> all = fixtures();
        try (Stream<Path> files = Files.list(DIR)) {
            List<String> names = files.map(p -> p.getFileName().toString()).toList();
            assertThat(names.stream().filter(n -> n.endsWith(".trace.json")).map(n -> n.replace(".trace.json", "")))
                    .as("every trace is a fixture's").containsExactlyInAnyOrderElementsOf(all.stream()
                            .map(Fixture::name).toList());
            for (Fixture f : all) {
                assertThat(names).as(f.name()).contains(f.file());
            }
        }
        assertThat(all).extracting(Fixture::name).doesNotHaveDuplicates();
        assertThat(all).extracting(Fixture::file).doesNotHaveDuplicates();
    }

    @Test
    void theFixturesCoverEveryLaterGateAndEveryVersionSource() throws IOException {
        List<String> failed = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        List<String> verdicts = new ArrayList<>();
        for (Fixture f : fixtures()) {
            A2aTrace t = trace(f);
            failed.add(String.valueOf(t.trace().failedGate()));
            sources.add(t.version().source());
            verdicts.add(t.correlation().verdict().label());
            assertThat(t.version().version().orElse(A2aVersion.V1_0)).as(f.name() + " is checked as 1.0 or refused")
                    .isEqualTo(A2aVersion.V1_0);
        }
        assertThat(failed).contains("null", "DISPATCH", "PARAMS", "HANDLER", "CORRELATION");
        assertThat(sources).contains("header", "query", "method", VersionChoice.OPTION);
        assertThat(verdicts).contains("accepted", "rejected-id-mismatch", "no-response");
    }

    /** Every reply of a v1.0 trace passes the v1.0 validator: a SendMessageResponse, or an error in the v1.0 form. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void theReplyIsValidV1(Fixture f) throws IOException {
        A2aTrace t = trace(f);
        V1Validator validator = new V1Validator(V1Policy.DEFAULT);
        if (t.trace().reply() instanceof JsonObject reply) {
            List<Finding> findings = reply.get("result") != null
                    ? validator.resultFindings(V1Method.SEND_MESSAGE, reply.get("result"))
                    : validator.errorFindings(reply.get("error"));
            assertThat(findings).isEmpty();
        } else {
            assertThat(t.trace().replyDue()).isFalse();
        }
    }

    /**
     * The v0.3.0 fixtures of examples/a2a traced with versions detected: the same trace, byte for byte, plus the
     * member {@code a2aVersion} saying 0.3 by default.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.rpcgate.a2a.A2aFixturesTest#fixtures")
    void aV03DocumentTracesTheSameWithVersionsDetected(A2aFixturesTest.Fixture f) throws IOException {
        byte[] bytes = Files.readAllBytes(A2aFixturesTest.DIR.resolve(f.file()));
        RequestTrace engine = new RequestTrace(f.policy()).withVersions(VersionChoice.AUTO);
        JsonObject detected = (f.http() ? engine.checkHttp(bytes) : engine.check(bytes)).toJson();
        JsonObject legacy = A2aFixturesTest.trace(f).toJson();
        assertThat(JsonWriter.write(detected)).isEqualTo(JsonWriter.write(legacy.toBuilder()
                .put("a2aVersion", JsonObject.builder().put("version", "0.3").put("source", "default").build())
                .build()));
    }
}

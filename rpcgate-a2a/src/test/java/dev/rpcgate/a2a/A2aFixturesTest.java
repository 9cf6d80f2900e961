package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Every fixture of examples/a2a/fixtures.json: its document (or HTTP request file) traced under its policy gives
 * exactly {@code NAME.trace.json}. With {@code -Drpcgate.record=true} the expected files are rewritten from what the
 * trace gives (then review the diff).
 */
class A2aFixturesTest {
    static final Path DIR = RepoFiles.repoRoot().resolve("examples/a2a");

    /** One fixture. */
    record Fixture(String name, String file, boolean http, TracePolicy policy) {
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
                    TracePolicy.fromJson((JsonObject) o.get("policy"))));
        }
        return out;
    }

    private static String text(JsonObject o, String name) {
        return ((JsonString) o.get(name)).value();
    }

    static A2aTrace trace(Fixture f) throws IOException {
        byte[] bytes = Files.readAllBytes(DIR.resolve(f.file()));
        RequestTrace engine = new RequestTrace(f.policy());
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

    @Test
    void everyFixtureIsListedAndHasItsTrace() throws IOException {
        List<Fixture> all = fixtures();
        List<String> listed = all.stream().map(Fixture::file).toList();
        try (Stream<Path> files = Files.list(DIR)) {
            List<String> names = files.map(p -> p.getFileName().toString()).toList();
            assertThat(names.stream().filter(n -> (n.endsWith(".json") || n.endsWith(".http"))
                    && !n.endsWith(".trace.json") && !n.equals("fixtures.json")))
                    .as("every request document is a fixture").containsExactlyInAnyOrderElementsOf(listed);
            for (Fixture f : all) {
                assertThat(names).as(f.name()).contains(f.name() + ".trace.json");
            }
        }
        assertThat(all).extracting(Fixture::name).doesNotHaveDuplicates();
    }

    @Test
    void theFixturesCoverEveryGateAndVerdict() throws IOException {
        List<String> failed = new ArrayList<>();
        List<String> verdicts = new ArrayList<>();
        for (Fixture f : fixtures()) {
            A2aTrace t = trace(f);
            failed.add(String.valueOf(t.trace().failedGate()));
            if (t.correlation() != null) {
                verdicts.add(t.correlation().verdict().label());
            }
        }
        assertThat(failed).contains("null", "PARSE", "ENVELOPE", "DISPATCH", "PARAMS", "HANDLER", "CORRELATION");
        assertThat(verdicts).contains("accepted", "uncorrelated", "rejected-id-mismatch", "no-response");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void theCorrelationGateAndVerdictAndTheHandlerAndReceiptsAgree(Fixture f) throws IOException {
        A2aTrace t = trace(f);
        TraceAgreement.check(t);
    }
}

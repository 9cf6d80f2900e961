package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples section of the JSON-RPC 2.0 specification, as fixture files under {@code spec/}: each
 * {@code NAME.json} explained as 2.0 gives the verdict in {@code NAME.expected.json} — {@code valid}, {@code kind},
 * {@code failedGate}, {@code code}, {@code replyDue} and {@code reply} (compared as JSON values), and optionally the
 * finding codes in order and, for batches, the same for every entry. Members starting with {@code _} are notes.
 */
class SpecExamplesTest {
    private static final List<String> REQUIRED = List.of("valid", "kind", "failedGate", "code", "replyDue", "reply");
    private static final Explain EXPLAIN = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0);

    static Path dir() throws URISyntaxException {
        return Path.of(Objects.requireNonNull(SpecExamplesTest.class.getResource("/spec")).toURI());
    }

    static Stream<String> fixtures() throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.list(dir())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && !n.endsWith(".expected.json"))
                    .sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void verdictMatches(String name) throws IOException, URISyntaxException {
        byte[] input = Files.readAllBytes(dir().resolve(name));
        Path expectedFile = dir().resolve(name.replaceFirst("\\.json$", ".expected.json"));
        assertThat(expectedFile).as("every fixture has its expected verdict").exists();
        JsonParse expected = JsonReader.standard().read(Files.readAllBytes(expectedFile));
        assertThat(expected.findings()).as("the expected file is strict JSON").isEmpty();

        Trace trace = EXPLAIN.explain(input);

        assertMatches(trace, (JsonObject) expected.value(), name);
    }

    private static void assertMatches(Trace trace, JsonObject expected, String where) {
        JsonObject actual = TraceJson.toJson(trace);
        for (String member : REQUIRED) {
            assertThat(expected.has(member)).as(where + ": the expected verdict states " + member).isTrue();
            assertThat(actual.get(member)).as(where + ": " + member).isEqualTo(expected.get(member));
        }
        JsonValue findings = expected.get("findings");
        if (findings != null) {
            List<String> codes = ((JsonArray) findings).elements().stream().map(v -> ((JsonString) v).value()).toList();
            assertThat(trace.findings().stream().map(Finding::code).toList()).as(where + ": finding codes")
                    .isEqualTo(codes);
        }
        JsonValue entries = expected.get("entries");
        if (trace.entries().isEmpty()) {
            assertThat(entries).as(where + ": no entries expected").isNull();
            return;
        }
        assertThat(entries).as(where + ": a batch's expected verdict lists its entries").isNotNull();
        JsonArray expectedEntries = (JsonArray) entries;
        assertThat(trace.entries()).as(where + ": entries").hasSize(expectedEntries.size());
        for (int i = 0; i < expectedEntries.size(); i++) {
            Trace entry = trace.entries().get(i);
            assertThat(entry.index()).isEqualTo(i);
            assertMatches(entry, (JsonObject) expectedEntries.get(i), where + " entry " + i);
        }
    }

    @Test
    void everyExampleOfTheSpecificationIsAFixture() throws IOException, URISyntaxException {
        assertThat(fixtures().toList()).contains(
                "positional-params-1.json", "positional-params-2.json", "named-params-1.json",
                "named-params-2.json", "notification-with-params.json", "notification-without-params.json",
                "non-existent-method.json", "invalid-json.json", "invalid-request-object.json",
                "batch-invalid-json.json", "empty-array.json", "invalid-batch-one.json", "invalid-batch-three.json",
                "mixed-batch.json", "all-notifications-batch.json");
    }
}

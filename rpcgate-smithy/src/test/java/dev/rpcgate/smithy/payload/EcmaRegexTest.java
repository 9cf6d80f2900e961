package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.testing.RepoFiles;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code validators/ecma-patterns.json}: rows of [pattern, input, outcome], where the outcome is what an ECMA-262
 * engine without flags says (match / nomatch, with find() semantics) or that the pattern is unsupported here. These
 * include patterns Smithy's own loader rejects (it compiles them as Java), which the translator still reads as ECMA.
 */
class EcmaRegexTest {

    static Stream<Named<List<String>>> rows() {
        String text = RepoFiles.read(RepoFiles.resource(EcmaRegexTest.class, "validators/ecma-patterns.json"));
        JsonArray rows = (JsonArray) JsonReader.standard().read(text.getBytes(StandardCharsets.UTF_8)).value();
        return rows.elements().stream()
                .map(r -> ((JsonArray) r).elements().stream().map(v -> ((JsonString) v).value()).toList())
                .filter(r -> r.size() == 3)
                .map(r -> Named.of(r.get(0) + " on " + JsonString.of(r.get(1)) + " -> " + r.get(2), r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void readsThePatternAsEcma262(List<String> row) {
        EcmaRegex.Result result = EcmaRegex.compile(row.get(0));
        switch (row.get(2)) {
            case "unsupported" -> {
                assertThat(result.pattern()).as("translated to " + EcmaRegex.translateForTest(row.get(0))).isNull();
                assertThat(result.problem()).isNotBlank();
            }
            case "match", "nomatch" -> {
                assertThat(result.problem()).isNull();
                assertThat(result.pattern().matcher(row.get(1)).find()).as(result.pattern().pattern())
                        .isEqualTo(row.get(2).equals("match"));
            }
            default -> throw new AssertionError("unknown outcome " + row.get(2));
        }
    }

}

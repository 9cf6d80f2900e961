package dev.rpcgate.gateway.card;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The card rewrite per version, as a table of cards and what the gateway serves (cards/rewrite.json). */
class CardRewriteTest {
    static final String ROUTE = "http://gw.example:9090/a2a/echo";

    record Case(String title, JsonObject card, JsonObject expected) {
        @Override
        public String toString() {
            return title;
        }
    }

    static Stream<Case> cases() {
        String text = RepoFiles.read(RepoFiles.resource(CardRewriteTest.class, "cards/rewrite.json"));
        JsonParse p = JsonReader.standard().read(text.replace("\"ROUTE\"", "\"" + ROUTE + "\""));
        assertThat(p.findings()).isEmpty();
        return ((JsonArray) p.value()).elements().stream().map(v -> (JsonObject) v)
                .map(o -> new Case(((JsonString) o.get("title")).value(), (JsonObject) o.get("card"),
                        (JsonObject) o.get("expected")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theGatewayServes(Case c) {
        JsonObject got = CardRewrite.rewrite(c.card(), ROUTE);
        // member order matters to people reading the card: compare the text
        assertThat(JsonWriter.write(got)).isEqualTo(JsonWriter.write(c.expected()));
        assertThat(JsonWriter.write(got)).doesNotContain("10.0.0.");
    }
}

package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The lenient extent scan: values the strict reader rejects are still found, exactly, up to a syntax error. */
class JsonExtentsTest {

    private static List<String> texts(String text, String pattern, int depth) {
        return JsonExtents.find(text, p -> p.matches(pattern), depth).stream()
                .map(e -> e.pointer() + "=" + text.substring(e.start(), e.end())).toList();
    }

    @Test
    void findsValuesWithDuplicateKeysInsideThemAsTheirExactText() {
        String text = "{\"entries\": [{\"from\": \"a\", \"message\": {\"id\": 1, \"id\": 2}},\n"
                + " {\"message\": [1 , 2.50e1], \"x\": {\"message\": 3}}, {\"message\": \"caf\\u00e9 😀\"}]}";
        assertThat(JsonReader.standard().read(text).isValid()).isFalse();
        assertThat(texts(text, "/entries/\\d+/message", 3)).containsExactly(
                "/entries/0/message={\"id\": 1, \"id\": 2}",
                "/entries/1/message=[1 , 2.50e1]",
                "/entries/2/message=\"caf\\u00e9 😀\"");
    }

    @Test
    void aRepeatedNameGivesOneExtentEachAndNamesAreEscapedAsPointerTokens() {
        String text = "{\"a/b~\": 1, \"a/b~\": {\"c\": null}, \"q\": true}";
        assertThat(texts(text, "/a~1b~0", 1)).containsExactly("/a~1b~0=1", "/a~1b~0={\"c\": null}");
        assertThat(texts(text, "/q", 1)).containsExactly("/q=true");
    }

    @Test
    void stopsAtTheFirstSyntaxErrorWithWhatItFoundBefore() {
        String text = "[{\"m\": {\"a\": 1, \"a\": 1}}, {\"m\": {\"b\": 1,}}, {\"m\": 3}]";
        assertThat(texts(text, "/\\d+/m", 2)).containsExactly("/0/m={\"a\": 1, \"a\": 1}");
    }

    @Test
    void entersNoDeeperThanAskedAndNeverThrows() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        assertThat(texts("{\"x\": " + deep + ", \"y\": 1}", "/y", 1)).containsExactly("/y=1");
        assertThat(texts("[[[1]]]", "/0/0/0", 2)).isEmpty();
        assertThat(texts("[[[1]]]", "/0/0/0", 3)).containsExactly("/0/0/0=1");
        assertThat(JsonExtents.find("", p -> true, 3)).isEmpty();
        assertThat(JsonExtents.find("{\"a\"", p -> true, 3)).isEmpty();
    }
}

package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** JSON Pointer tokens: escaping one, appending one to a pointer, and reading a pointer back into its tokens. */
class JsonPointerTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', emptyValue = "", textBlock = """
        plain                | plain   | plain
        slash                | a/b     | a~1b
        tilde                | a~b     | a~0b
        both, tilde first    | ~1/     | ~01~1
        only a slash         | /       | ~1
        empty                | ''      | ''
        """)
    void aTokenIsEscapedAndAppended(String row, String token, String escaped) {
        assertThat(JsonWriter.pointerToken(token)).isEqualTo(escaped);
        StringBuilder out = new StringBuilder();
        JsonWriter.writePointerToken(token, out);
        assertThat(out).hasToString(escaped);
        assertThat(JsonWriter.pointerChild("/params", token)).isEqualTo("/params/" + escaped);
        assertThat(JsonWriter.pointerTokens(JsonWriter.pointerChild("", token))).contains(List.of(token));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', emptyValue = "", textBlock = """
        the whole document   | ''              | []
        one empty token      | /               | [""]
        two empty tokens     | //              | ["",""]
        names and an index   | /params/a/0     | ["params","a","0"]
        escapes              | /a~1b/c~0d      | ["a/b","c~d"]
        ~01 is ~ then 1      | /~01            | ["~1"]
        ~10 is / then 0      | /~10            | ["/0"]
        no leading slash     | params          | not a pointer
        a lone ~             | /a~             | not a pointer
        ~2                   | /a~2            | not a pointer
        """)
    void aPointerIsReadIntoItsTokens(String row, String pointer, String expected) {
        String got = JsonWriter.pointerTokens(pointer)
                .map(tokens -> JsonWriter.write(JsonArray.of(tokens.stream().map(JsonString::of).toList())))
                .orElse("not a pointer");
        assertThat(got).isEqualTo(expected);
    }
}

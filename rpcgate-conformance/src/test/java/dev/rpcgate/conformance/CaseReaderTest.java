package dev.rpcgate.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A malformed case file is refused with its file name, the member at fault and the reason. */
class CaseReaderTest {
    private static final String BASE = "\"name\":\"t\",\"category\":\"ids\",\"rule\":\"r\",\"ref\":\"x\","
            + "\"transports\":[\"stream\"],\"input\":[\"x\"],\"expect\":[]";

    private static ConformanceCase parse(String json) {
        return CaseReader.parse("cases/t.json", "t", json.getBytes(StandardCharsets.UTF_8));
    }

    static java.util.stream.Stream<Arguments> malformed() {
        return java.util.stream.Stream.of(
            Arguments.of("not JSON", "{", "cases/t.json: not strict JSON"),
            Arguments.of("duplicate member", "{" + "\"name\":\"t\"," + BASE + "}", "not strict JSON"),
            Arguments.of("missing rule", "{\"name\":\"t\",\"category\":\"ids\",\"ref\":\"x\",\"transports\":[\"stream\"],\"input\":[\"x\"],\"expect\":[]}", "missing \"rule\""),
            Arguments.of("unknown member", "{" + BASE + ",\"expected\":[]}", "at /expected: unknown member"),
            Arguments.of("unknown member with / and ~", "{" + BASE + ",\"a/b~c\":[]}", "at /a~1b~0c: unknown member"),
            Arguments.of("unknown reply member with /", "{" + BASE.replace("\"expect\":[]", "\"expect\":[{\"id\":1,\"x/y\":1}]") + "}", "at /expect/0/x~1y: unknown reply member"),
            Arguments.of("name differs from file", "{\"name\":\"u\"" + ",\"category\":\"ids\",\"rule\":\"r\",\"ref\":\"x\",\"transports\":[\"stream\"],\"input\":[\"x\"],\"expect\":[]}", "differs from the file name"),
            Arguments.of("bad category", "{" + BASE.replace("ids", "idz") + "}", "at /category"),
            Arguments.of("bad transport", "{" + BASE.replace("[\"stream\"]", "[\"tcp\"]") + "}", "at /transports/0"),
            Arguments.of("empty input", "{" + BASE.replace("[\"x\"]", "[]") + "}", "at /input: at least one payload"),
            Arguments.of("bad base64", "{" + BASE.replace("[\"x\"]", "[{\"base64\":\"!!\"}]") + "}", "at /input/0/base64: not base64"),
            Arguments.of("raw outside newlineOnly", "{" + BASE.replace("[\"x\"]", "[{\"text\":\"x\",\"raw\":true}]") + "}", "only allowed in a newlineOnly case"),
            Arguments.of("reply with code and result", "{" + BASE.replace("\"expect\":[]", "\"expect\":[{\"id\":1,\"code\":1,\"result\":1}]") + "}", "at /expect/0: a reply has exactly one"),
            Arguments.of("reply without id", "{" + BASE.replace("\"expect\":[]", "\"expect\":[{\"code\":1}]") + "}", "at /expect/0: missing \"id\""),
            Arguments.of("object id", "{" + BASE.replace("\"expect\":[]", "\"expect\":[{\"id\":{\"a\":1},\"code\":1}]") + "}", "at /expect/0/id"),
            Arguments.of("bad code range", "{" + BASE.replace("\"expect\":[]", "\"expect\":[{\"id\":1,\"code\":[\"-1..-5\"]}]") + "}", "at /expect/0/code/0"),
            Arguments.of("empty batch reply", "{" + BASE.replace("\"expect\":[]", "\"expect\":[{\"batch\":[]}]") + "}", "at /expect/0/batch"),
            Arguments.of("finishWriting that survives", "{" + BASE + ",\"finishWriting\":true}", "at /survives"),
            Arguments.of("alsoAccept not lists", "{" + BASE + ",\"alsoAccept\":[{\"id\":1,\"code\":1}]}", "at /alsoAccept/0: expected an array")
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedCasesAreRefusedWithTheFileAndTheMember(String what, String json, String message) {
        assertThatThrownBy(() -> parse(json)).as(what).isInstanceOf(CaseFormatException.class)
                .hasMessageStartingWith("cases/t.json").hasMessageContaining(message);
    }

    @Test
    void payloadsAreBuiltAsWritten() {
        ConformanceCase c = parse("{" + BASE.replace("[\"x\"]",
                "[\"ü\",{\"base64\":\"/w==\"},{\"concat\":[\"[\",{\"repeat\":\"ab\",\"times\":3},{\"base64\":\"XQ==\"}]}]") + "}");
        assertThat(c.input()).extracting(p -> new String(p.bytes(), StandardCharsets.ISO_8859_1))
                .containsExactly("\u00c3\u00bc", "\u00ff", "[ababab]");
        assertThat(c.survives()).isTrue();
        assertThat(c.outcomes()).containsExactly(java.util.List.of());
    }

    @Test
    void framingIsExact() {
        byte[] p = "{}".getBytes(StandardCharsets.UTF_8);
        assertThat(new String(CaseRunner.frame(p, Peer.StreamFraming.NEWLINE), StandardCharsets.UTF_8)).isEqualTo("{}\n");
        assertThat(new String(CaseRunner.frame(p, Peer.StreamFraming.CONTENT_LENGTH), StandardCharsets.UTF_8))
                .isEqualTo("Content-Length: 2\r\n\r\n{}");
    }
}

package dev.rpcgate.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Matching replies against expectations: ids by exact value, codes, results, multisets, validity, stack traces. */
class MatchingTest {
    private static List<List<Expectation>> outcomes(String expectJson) {
        String file = "{\"name\":\"t\",\"category\":\"ids\",\"rule\":\"r\",\"ref\":\"x\",\"transports\":[\"stream\"],"
                + "\"input\":[\"x\"],\"expect\":" + expectJson + "}";
        return CaseReader.parse("t.json", "t", file.getBytes(StandardCharsets.UTF_8)).outcomes();
    }

    private static List<Replies.Actual> actual(String... replies) {
        return Arrays.stream(replies).map(r -> Replies.Actual.of(r.getBytes(StandardCharsets.UTF_8), "")).toList();
    }

    @ParameterizedTest(name = "{0} vs {1} -> {2}")
    @CsvSource(delimiter = ';', value = {
        "1; 1.0; true",
        "1; 10e-1; true",
        "0; -0; true",
        "1e400; 10e399; true",
        "1e-400; 0; false",
        "9007199254740993; 9007199254740992; false",
        "9007199254740993; 9007199254740993; true",
        "1; \"1\"; false",
        "\"ab\"; \"a\\u0062\"; true",
        "null; null; true",
        "null; 0; false",
        "1.5; 1.50; true",
        "{\"anyOf\":[1,null]}; null; true",
        "{\"anyOf\":[1,null]}; 2; false",
    })
    void idsCompareByExactValue(String expected, String got, boolean matches) {
        List<List<Expectation>> o = outcomes("[{\"id\":" + expected + ",\"result\":true}]");
        assertThat(Replies.matchesAny(o, actual("{\"jsonrpc\":\"2.0\",\"id\":" + got + ",\"result\":true}"))).isEqualTo(matches);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "right code and id|{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}|true",
        "message text is never compared|{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"anything at all\"}}|true",
        "wrong code|{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"x\"}}|false",
        "wrong id|{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32700,\"message\":\"x\"}}|false",
        "no jsonrpc member|{\"id\":null,\"error\":{\"code\":-32700,\"message\":\"x\"}}|false",
        "jsonrpc 1.0|{\"jsonrpc\":\"1.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"x\"}}|false",
        "no id member|{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32700,\"message\":\"x\"}}|false",
        "no message|{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700}}|false",
        "fractional code|{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700.5,\"message\":\"x\"}}|false",
        "result and error|{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":1,\"error\":{\"code\":-32700,\"message\":\"x\"}}|false",
        "a result instead|{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":null}|false",
        "wrapped in an array|[{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"x\"}}]|false",
        "not JSON|{\"jsonrpc\":\"2.0\",|false",
    })
    void aParseErrorReplyMustBeAValidResponseWithTheCodeAndANullId(String what, String reply, boolean matches) {
        assertThat(Replies.matchesAny(outcomes("[{\"id\":null,\"code\":-32700}]"), actual(reply))).as(what).isEqualTo(matches);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "class name only|{\"exception\":\"IllegalStateException\"}|true",
        "java frames|\"java.lang.IllegalStateException: boom\\n\\tat com.example.Service.fail(Service.java:12)\"|false",
        "frames in an array|[\"at org.eclipse.lsp4j.jsonrpc.RemoteEndpoint.handle(RemoteEndpoint.java:1)\"]|false",
        "cause chain|{\"trace\":\"Caused by: java.io.IOException\"}|false",
        "native method|\"at jdk.internal.reflect.DirectMethodHandleAccessor.invoke(Native Method)\"|false",
    })
    void aStackTraceInErrorDataFailsWhereTheCaseForbidsIt(String what, String data, boolean matches) {
        String reply = "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32603,\"message\":\"Internal error\",\"data\":" + data + "}}";
        assertThat(Replies.matchesAny(outcomes("[{\"id\":1,\"code\":-32603,\"noStackTrace\":true}]"), actual(reply)))
                .as(what).isEqualTo(matches);
        assertThat(Replies.matchesAny(outcomes("[{\"id\":1,\"code\":-32603}]"), actual(reply))).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "-32603|true", "-32000|true", "-32099|true", "-32100|false", "-31999|false", "-32602|false", "1|false",
    })
    void codeRangesAreInclusive(long code, boolean matches) {
        String reply = "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":" + code + ",\"message\":\"m\"}}";
        assertThat(Replies.matchesAny(outcomes("[{\"id\":1,\"code\":[-32603,\"-32099..-32000\"]}]"), actual(reply)))
                .isEqualTo(matches);
    }

    @org.junit.jupiter.api.Test
    void repliesAndBatchElementsCompareAsMultisets() {
        List<List<Expectation>> o = outcomes("[{\"id\":1,\"result\":[1]},{\"batch\":[{\"id\":null,\"code\":-32600},"
                + "{\"id\":2,\"result\":19}]}]");
        String batch = "[{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":19},{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"m\"}}]";
        String one = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[1]}";
        assertThat(Replies.matchesAny(o, actual(batch, one))).isTrue();
        assertThat(Replies.matchesAny(o, actual(one, batch))).isTrue();
        assertThat(Replies.matchesAny(o, actual(one))).as("missing batch").isFalse();
        assertThat(Replies.matchesAny(o, actual(one, batch, one))).as("extra reply").isFalse();
        assertThat(Replies.matchesAny(o, actual(one, "[{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":19}]"))).as("short batch").isFalse();
        assertThat(Replies.matchesAny(o, actual(one, "[]"))).as("empty array").isFalse();
    }

    @org.junit.jupiter.api.Test
    void duplicateExpectationsNeedAsManyReplies() {
        List<List<Expectation>> o = outcomes("[{\"id\":null,\"code\":-32700},{\"id\":null,\"code\":-32700}]");
        String pe = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"m\"}}";
        assertThat(Replies.matchesAny(o, actual(pe, pe))).isTrue();
        assertThat(Replies.matchesAny(o, actual(pe))).isFalse();
    }

    @org.junit.jupiter.api.Test
    void noReplyIsAnOutcomeOfItsOwn() {
        assertThat(Replies.matchesAny(outcomes("[]"), actual())).isTrue();
        assertThat(Replies.matchesAny(outcomes("[]"), actual("{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":1}"))).isFalse();
    }

    @org.junit.jupiter.api.Test
    void resultsCompareAsJsonValues() {
        List<List<Expectation>> o = outcomes("[{\"id\":1,\"result\":{\"a\":[1,{\"b\":null}],\"c\":1.0}}]");
        assertThat(Replies.matchesAny(o, actual("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"c\":1,\"a\":[1,{\"b\":null}]}}"))).isTrue();
        assertThat(Replies.matchesAny(o, actual("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"c\":1,\"a\":[1,{}]}}"))).isFalse();
        assertThat(Replies.matchesAny(o, actual("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"c\":\"1\",\"a\":[1,{\"b\":null}]}}"))).isFalse();
    }
}

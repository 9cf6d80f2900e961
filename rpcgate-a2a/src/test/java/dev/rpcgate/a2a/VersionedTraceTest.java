package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The request trace with versions: how a document's head and method decide its version, where the version findings
 * go, and what DISPATCH answers — for inputs the fixtures do not show (odd heads, batches, notifications, responses).
 */
class VersionedTraceTest {
    private static final RequestTrace AUTO = new RequestTrace(TracePolicy.DEFAULT).withVersions(VersionChoice.AUTO);
    private static final String GET_TASK = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"GetTask\",\"params\":{\"id\":\"t\"}}";

    private static byte[] http(String target, String headers, String body) {
        String head = "POST " + target + " HTTP/1.1\r\nContent-Type: application/json\r\n" + headers
                + "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n";
        return (head + body).getBytes(StandardCharsets.UTF_8);
    }

    private static GateOutcome dispatch(A2aTrace t) {
        return t.trace().gates().get(RequestTrace.GATES.indexOf(Gate.DISPATCH));
    }

    private static List<String> codes(GateOutcome g) {
        return g.findings().stream().map(f -> f.severity() + " " + f.code()).toList();
    }

    private static String version(A2aTrace t) {
        return JsonWriter.write(t.toJson().get("a2aVersion"));
    }

    /** target, extra header lines ("~" between), expected a2aVersion JSON, the code DISPATCH fails with. */
    @ParameterizedTest(name = "{0} [{1}]")
    @CsvSource(delimiter = '|', value = {
        "/a2a||{\"version\":\"1.0\",\"source\":\"method\"}|-32004",
        "/a2a|A2A-Version: 1.0|{\"version\":\"1.0\",\"source\":\"header\",\"requested\":\"1.0\"}|-32004",
        "/a2a|a2a-version:   1.0  |{\"version\":\"1.0\",\"source\":\"header\",\"requested\":\"1.0\"}|-32004",
        "/a2a|A2A-Version: 0.3|{\"version\":\"0.3\",\"source\":\"header\",\"requested\":\"0.3\"}|-32601",
        "/a2a|A2A-Version:|{\"version\":\"1.0\",\"source\":\"method\"}|-32004",
        "/a2a|A2A-Version: 1.0~A2A-Version: 1.0|{\"version\":null,\"source\":\"header\",\"requested\":\"1.0,1.0\"}|-32009",
        "/a2a?A2A-Version=1.0||{\"version\":\"1.0\",\"source\":\"query\",\"requested\":\"1.0\"}|-32004",
        "/a2a?x=1&A2A-Version=1%2E0#frag||{\"version\":\"1.0\",\"source\":\"query\",\"requested\":\"1.0\"}|-32004",
        "/a2a?A2A-Version=1.0&A2A-Version=0.3||{\"version\":null,\"source\":\"query\",\"requested\":\"1.0,0.3\"}|-32009",
        "/a2a?A2A-Version=%ZZ||{\"version\":null,\"source\":\"query\",\"requested\":\"%ZZ\"}|-32009",
        "/a2a?A2A-Version||{\"version\":\"1.0\",\"source\":\"method\"}|-32004",
        "/a2a?a2a-version=0.3||{\"version\":\"1.0\",\"source\":\"method\"}|-32004",
        "/a2a?A2A-Version=0.3|A2A-Version: 1.0|{\"version\":\"1.0\",\"source\":\"header\",\"requested\":\"1.0\"}|-32009",
        "/a2a?A2A-Version=1.0|A2A-Version: 1.0|{\"version\":\"1.0\",\"source\":\"header\",\"requested\":\"1.0\"}|-32004",
        "/a2a|A2A-Version: 1.0.0|{\"version\":\"1.0\",\"source\":\"header\",\"requested\":\"1.0.0\"}|-32004"})
    void theHeadDecidesTheVersionOfAnHttpRequest(String target, String headers, String expected, int code) {
        String lines = headers == null ? "" : headers.replace("~", "\r\n") + "\r\n";
        A2aTrace t = AUTO.checkHttp(http(target, lines, GET_TASK));

        assertThat(version(t)).isEqualTo(expected);
        assertThat(t.trace().failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(t.trace().code()).isEqualTo(code);
    }

    @Test
    void anUnsupportedVersionIsAnsweredInTheV1FormWithWhatWasDeclared() {
        A2aTrace t = AUTO.checkHttp(http("/a2a?A2A-Version=2.0", "A2A-Version: 99.0\r\n", GET_TASK));

        assertThat(codes(dispatch(t))).containsExactly("ERROR VersionConflict", "ERROR UnsupportedA2aVersion");
        assertThat(dispatch(t).findings()).extracting(f -> f.location().line()).containsOnly(3);
        assertThat(JsonWriter.write(t.trace().reply())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":"
                + "-32009,\"message\":\"A2A version not supported\",\"data\":[{\"@type\":\"type.googleapis.com/"
                + "google.rpc.ErrorInfo\",\"reason\":\"VERSION_NOT_SUPPORTED\",\"domain\":\"a2a-protocol.org\","
                + "\"metadata\":{\"header\":\"99.0\",\"query\":\"2.0\",\"supportedVersions\":\"0.3,1.0\"}}]}}");
    }

    @Test
    void aHugeDeclaredVersionIsNotEchoedWhole() {
        String huge = "9".repeat(200_000);
        A2aTrace t = AUTO.checkHttp(http("/a2a?A2A-Version=" + huge, "A2A-Version: " + huge + ".0\r\n", GET_TASK));

        assertThat(t.trace().code()).isEqualTo(-32009);
        JsonArray data = (JsonArray) ((JsonObject) ((JsonObject) t.trace().reply()).get("error")).get("data");
        assertThat(JsonWriter.write(data)).hasSizeLessThan(400).contains("\"header\":\"999", "...\"");
    }

    @Test
    void aVersionFromTheQueryPointsAtTheRequestLine() {
        A2aTrace t = AUTO.checkHttp(http("/a2a?A2A-Version=0.5", "", GET_TASK));

        Finding f = dispatch(t).findings().get(0);
        assertThat(f.code()).isEqualTo(A2aCode.UNSUPPORTED_A2A_VERSION.code());
        assertThat(f.location().line()).isEqualTo(1);
    }

    @Test
    void theVersionIsReportedEvenWhenParseFailsAndDispatchNeverRuns() {
        A2aTrace t = AUTO.checkHttp(http("/a2a", "A2A-Version: 99.0\r\n", "{\"jsonrpc\":"));

        assertThat(t.trace().failedGate()).isEqualTo(Gate.PARSE);
        assertThat(dispatch(t).status()).isEqualTo(GateStatus.NOT_RUN);
        assertThat(version(t)).isEqualTo("{\"version\":null,\"source\":\"header\",\"requested\":\"99.0\"}");
    }

    @Test
    void aNotificationOfAnUnsupportedVersionFailsDispatchButGetsNoReply() {
        String note = "{\"jsonrpc\":\"2.0\",\"method\":\"GetTask\",\"params\":{\"id\":\"t\"}}";
        A2aTrace t = AUTO.checkHttp(http("/a2a", "A2A-Version: 0.5\r\n", note));

        assertThat(t.trace().failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(t.trace().code()).isEqualTo(-32009);
        assertThat(t.trace().reply()).isNull();
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.NO_RESPONSE);
    }

    @Test
    void aResponseIsNotARequestWhateverItsVersion() {
        A2aTrace t = AUTO.checkHttp(http("/a2a", "A2A-Version: 99.0\r\n", "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));

        assertThat(codes(dispatch(t))).containsExactly("ERROR NotARequest");
        assertThat(t.trace().code()).isNull();
    }

    @Test
    void aBatchIsDecidedByItsFirstMethodAndEachEntryKeepsToThatVersion() {
        String batch = "[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"GetTask\",\"params\":{}},"
                + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tasks/get\",\"params\":{}},"
                + "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"CancelTask\",\"params\":{}}]";
        A2aTrace t = AUTO.check(batch);

        assertThat(version(t)).isEqualTo("{\"version\":\"1.0\",\"source\":\"method\"}");
        assertThat(t.entries()).extracting(e -> e.trace().code()).containsExactly(null, -32004, -32601, -32004);
        assertThat(codes(dispatch(t.entries().get(1)))).containsExactly("ADVISORY VersionFromMethod",
                "ERROR UnsupportedOperation");
        assertThat(codes(dispatch(t.entries().get(2)))).containsExactly("ERROR VersionConflict");
        assertThat(codes(dispatch(t.entries().get(3)))).containsExactly("ERROR UnsupportedOperation");
        assertThat(t.entries()).allSatisfy(e -> assertThat(e.version()).isNull());
        assertThat(t.entries().get(0).toJson().get("a2aVersion")).isNull();
    }

    @Test
    void anUnsupportedVersionRefusesEveryEntryOfABatch() {
        String batch = "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"GetTask\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"message/send\"}]";
        A2aTrace t = AUTO.checkHttp(http("/a2a", "A2A-Version: 7.1\r\n", batch));

        assertThat(t.entries()).extracting(e -> e.trace().code()).containsExactly(-32009, -32009);
        assertThat(((JsonArray) t.trace().reply()).elements()).hasSize(2);
    }

    @Test
    void aFixedVersionIgnoresTheHeadButStillNamesTheOtherVersionsMethods() {
        RequestTrace as03 = new RequestTrace(TracePolicy.DEFAULT).withVersions(VersionChoice.of(A2aVersion.V0_3));
        A2aTrace t = as03.checkHttp(http("/a2a", "A2A-Version: 99.0\r\n", GET_TASK));

        assertThat(version(t)).isEqualTo("{\"version\":\"0.3\",\"source\":\"option\",\"requested\":\"0.3\"}");
        assertThat(codes(dispatch(t))).containsExactly("ERROR VersionConflict");
        assertThat(dispatch(t).findings().get(0).location().line()).isEqualTo(6);
        assertThat(t.trace().code()).isEqualTo(-32601);
    }

    @Test
    void withoutVersionsAV1MethodIsJustUnknownAndNoVersionIsReported() {
        A2aTrace t = new RequestTrace(TracePolicy.DEFAULT).check(GET_TASK);

        assertThat(t.version()).isNull();
        assertThat(t.toJson().get("a2aVersion")).isNull();
        assertThat(codes(dispatch(t))).containsExactly("ERROR MethodNotFound");
    }

    @Test
    void theChoiceReadsItsThreeLabelsOnly() {
        assertThat(VersionChoice.findByLabel("auto")).contains(VersionChoice.AUTO);
        assertThat(VersionChoice.findByLabel("1.0")).contains(VersionChoice.of(A2aVersion.V1_0));
        assertThat(VersionChoice.findByLabel("0.3").orElseThrow().label()).isEqualTo("0.3");
        for (String bad : new String[] {"2", "AUTO", "1", " 1.0", "v1.0", "", null}) {
            assertThat(VersionChoice.findByLabel(bad)).as(String.valueOf(bad)).isEmpty();
        }
    }
}

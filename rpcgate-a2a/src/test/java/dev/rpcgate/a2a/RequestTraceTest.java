package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The request trace beyond the fixtures: the faults' exact rules, HTTP request files, odd documents. */
class RequestTraceTest {
    private static final String CALL = "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"message/send\",\"params\":"
            + "{\"message\":{\"kind\":\"message\",\"role\":\"user\",\"messageId\":\"m\",\"parts\":[{\"kind\":\"text\","
            + "\"text\":\"hi\"}]}}}";
    private static final RequestTrace PLAIN = new RequestTrace(TracePolicy.DEFAULT);
    private static final RequestTrace MISMATCH = new RequestTrace(TracePolicy.DEFAULT.withMismatchId(true));

    private static GateOutcome gate(A2aTrace t, Gate g) {
        return t.trace().gates().get(RequestTrace.GATES.indexOf(g));
    }

    private static List<String> codes(List<Finding> findings) {
        return findings.stream().map(Finding::code).toList();
    }

    @ParameterizedTest(name = "{0} becomes {1}")
    @CsvSource(delimiter = '|', value = {
        "7|8",
        "-1|0",
        "1.5|2.5",
        "-0.25|0.75",
        "1E+2|101",
        "2e-3|1.002",
        "\"7\"|\"7-x\"",
        "\"\"|\"-x\""})
    void theMismatchFaultStepsNumbersExactlyAndMarksStrings(String id, String changed) {
        A2aTrace t = MISMATCH.check(CALL.formatted(id));

        assertThat(JsonWriter.write(((JsonObject) t.trace().reply()).get("id"))).isEqualTo(changed);
        assertThat(t.trace().failedGate()).isEqualTo(Gate.CORRELATION);
        assertThat(t.trace().code()).isNull();
        assertThat(t.valid()).isFalse();
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.REJECTED_ID_MISMATCH);
        assertThat(t.receipts()).hasSize(1);
    }

    @Test
    void aHugeNumberIdIsSteppedWithoutRounding() {
        A2aTrace t = MISMATCH.check(CALL.formatted("1e400"));

        JsonNumber replyId = (JsonNumber) ((JsonObject) t.trace().reply()).get("id");
        assertThat(replyId.lexeme()).isEqualTo("1" + "0".repeat(399) + "1");
        assertThat(t.correlation().requestId()).isEqualTo(JsonNumber.parse("1e400"));
    }

    @Test
    void theMismatchFaultDoesNotApplyToANullIdNorToAnIdTooLongToStep() {
        for (String id : List.of("null", "1e999999", "1e-999999")) {
            A2aTrace t = MISMATCH.check(CALL.formatted(id));

            assertThat(t.valid()).as(id).isTrue();
            assertThat(codes(gate(t, Gate.CORRELATION).findings())).as(id).containsExactly("MismatchNotApplicable");
            assertThat(t.correlation().verdict()).as(id).isEqualTo(Correlation.Verdict.ACCEPTED);
        }
    }

    @Test
    void idsCorrelateByValue() {
        A2aTrace t = PLAIN.check(CALL.formatted("10e-1"));

        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.ACCEPTED);
        assertThat(JsonWriter.write(t.correlation().toJson()))
                .isEqualTo("{\"verdict\":\"accepted\",\"requestId\":10e-1,\"replyId\":10e-1}");
    }

    @Test
    void aHandlerFaultWinsOverTheMismatchFaultAndKeepsNoReceipt() {
        A2aTrace t = new RequestTrace(TracePolicy.DEFAULT.withInjectFault(true).withMismatchId(true))
                .check(CALL.formatted("1"));

        assertThat(t.trace().failedGate()).isEqualTo(Gate.HANDLER);
        assertThat(t.trace().code()).isEqualTo(-32603);
        assertThat(JsonWriter.write(t.trace().reply())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":"
                + "-32603,\"message\":\"Internal error\",\"data\":{\"exception\":\"InjectedFault\"}}}");
        assertThat(t.receipts()).isEmpty();
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.ACCEPTED);
    }

    @Test
    void aNotificationWithInvalidParamsFailsPARAMSButGetsNoReply() {
        A2aTrace t = PLAIN.check("{\"jsonrpc\":\"2.0\",\"method\":\"message/send\",\"params\":{}}");

        assertThat(t.trace().kind()).isEqualTo(MessageKind.NOTIFICATION);
        assertThat(t.trace().failedGate()).isEqualTo(Gate.PARAMS);
        assertThat(t.trace().replyDue()).isFalse();
        assertThat(t.trace().reply()).isNull();
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.NO_RESPONSE);
        assertThat(t.receipts()).isEmpty();
    }

    @Test
    void aFaultOnANotificationStillSendsNothing() {
        A2aTrace t = new RequestTrace(TracePolicy.DEFAULT.withInjectFault(true).withMismatchId(true))
                .check("{\"jsonrpc\":\"2.0\",\"method\":\"message/send\",\"params\":{\"message\":{\"kind\":\"message\","
                        + "\"role\":\"user\",\"messageId\":\"m\",\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}]}}}");

        assertThat(t.trace().failedGate()).isEqualTo(Gate.HANDLER);
        assertThat(t.trace().reply()).isNull();
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.NO_RESPONSE);
    }

    @Test
    void aResponseIsNotARequest() {
        A2aTrace t = PLAIN.check("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}");

        assertThat(t.trace().kind()).isEqualTo(MessageKind.RESPONSE);
        assertThat(t.trace().failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(t.trace().code()).isNull();
        assertThat(codes(gate(t, Gate.DISPATCH).findings())).containsExactly("NotARequest");
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.NO_RESPONSE);
    }

    @Test
    void anUnreadableIdGetsANullIdReplyThatCannotBeCorrelated() {
        A2aTrace t = PLAIN.check("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"message/send\"}");

        assertThat(t.trace().failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.trace().code()).isEqualTo(-32600);
        assertThat(JsonWriter.write(t.correlation().toJson()))
                .isEqualTo("{\"verdict\":\"uncorrelated\",\"requestId\":true,\"replyId\":null}");
        GateOutcome correlation = gate(t, Gate.CORRELATION);
        assertThat(correlation.status()).isEqualTo(GateStatus.FAILED);
        assertThat(codes(correlation.findings())).containsExactly("UncorrelatedReply");
        Finding f = correlation.findings().get(0);
        assertThat(f.path()).isEqualTo("/id");
        assertThat(f.location().column()).isEqualTo(23); // the request's id, true
    }

    @Test
    void aParseErrorsNullIdReplyCannotBeCorrelated() {
        A2aTrace t = PLAIN.check("{\"jsonrpc\":\"2.0\",\"id\":4,");

        assertThat(t.trace().failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.trace().code()).isEqualTo(-32700);
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.UNCORRELATED);
        GateOutcome correlation = gate(t, Gate.CORRELATION);
        assertThat(correlation.status()).isEqualTo(GateStatus.FAILED);
        assertThat(codes(correlation.findings())).containsExactly("UncorrelatedReply");
        assertThat(correlation.findings().get(0).location()).as("no request was read, so no id to point at").isNull();
        assertThat(t.trace().notRun()).containsExactly(Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS, Gate.HANDLER);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ENVELOPE|-32600|{\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"message/send\",\"params\":{}}",
        "DISPATCH|-32601|{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"message/sent\",\"params\":{}}",
        "DISPATCH|-32004|{\"jsonrpc\":\"2.0\",\"id\":1.0,\"method\":\"tasks/get\",\"params\":{}}",
        "PARAMS|-32602|{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"message/send\",\"params\":{}}"})
    void anErrorReplyWithTheCallsIdIsCorrelated(dev.rpcgate.core.gate.CoreGate failed, int code, String text) {
        A2aTrace t = PLAIN.check(text);

        assertThat(t.trace().failedGate()).isEqualTo(failed);
        assertThat(t.trace().code()).isEqualTo(code);
        assertThat(((JsonObject) t.trace().reply()).has("error")).isTrue();
        // the client checks the error reply's id as it would a result's: the gate and the verdict say the same
        assertThat(gate(t, Gate.CORRELATION).status()).isEqualTo(GateStatus.PASSED);
        assertThat(gate(t, Gate.CORRELATION).findings()).isEmpty();
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.ACCEPTED);
        assertThat(t.trace().notRun()).doesNotContain(Gate.CORRELATION).doesNotContain(failed);
        assertThat(t.valid()).isFalse();
    }

    @Test
    void aHandlerFaultsErrorReplyIsCorrelated() {
        A2aTrace t = new RequestTrace(TracePolicy.DEFAULT.withInjectFault(true)).check(CALL.formatted("\"q\""));

        assertThat(t.trace().failedGate()).isEqualTo(Gate.HANDLER);
        assertThat(gate(t, Gate.CORRELATION).status()).isEqualTo(GateStatus.PASSED);
        assertThat(t.trace().notRun()).isEmpty();
    }

    @Test
    void eachRunStartsWithAnEmptyStore() {
        RequestTrace trace = new RequestTrace(TracePolicy.DEFAULT);

        assertThat(trace.check(CALL.formatted("1")).receipts()).hasSize(1);
        assertThat(trace.check(CALL.formatted("2")).receipts()).hasSize(1);
        assertThat(trace.check("[" + CALL.formatted("1") + "," + CALL.formatted("2") + "]").receipts()).hasSize(2);
    }

    @Test
    void theDocsHttpExampleFailsParseForItsLengthAndItsTrailingComma() throws IOException {
        byte[] file = Files.readAllBytes(RepoFiles.testData("a2a", "the A2A v0.3.0 test data")
                .resolve("v0.3.0-doc-examples/extensions-http-request.not-strict-json.txt"));

        A2aTrace t = PLAIN.checkHttp(file);

        GateOutcome parse = gate(t, Gate.PARSE);
        assertThat(parse.status()).isEqualTo(GateStatus.FAILED);
        assertThat(codes(parse.findings())).containsExactly("ContentLengthMismatch", "InvalidJson");
        assertThat(parse.findings().get(0).message()).startsWith("Content-Length says 519 bytes but the body has 360");
        assertThat(parse.findings().get(0).location().line()).isEqualTo(5);
        assertThat(parse.findings().get(1).location().line()).isEqualTo(19); // the trailing comma itself
        assertThat(parse.findings().get(1).message()).startsWith("trailing comma before '}'");
        assertThat(t.trace().code()).isEqualTo(-32700);
        assertThat(t.trace().kind()).isEqualTo(MessageKind.CALL);
        assertThat(t.correlation().verdict()).isEqualTo(Correlation.Verdict.UNCORRELATED);
        assertThat(gate(t, Gate.CORRELATION).status()).isEqualTo(GateStatus.FAILED);
    }

    @Test
    void theHttpHeadIsCheckedBeforeTheBody() {
        String body = CALL.formatted("1");
        int n = body.getBytes(StandardCharsets.UTF_8).length;

        assertThat(httpCodes("POST /a2a HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: " + n
                + "\r\n\r\n" + body)).isEmpty();
        assertThat(httpCodes("POST /a2a HTTP/1.1\nContent-Type: Application/JSON; charset=\"UTF-8\"\nContent-Length: "
                + n + "\n\n" + body + "\n")).isEmpty();
        assertThat(httpCodes("POST /a2a HTTP/1.1\nContent-Type: text/plain\nContent-Length: " + n + "\n\n" + body))
                .containsExactly("ContentType");
        assertThat(httpCodes("POST /a2a HTTP/1.1\nContent-Length: " + n + "\n\n" + body)).containsExactly("ContentType");
        assertThat(httpCodes("GET /a2a HTTP/1.1\nContent-Type: application/json\nContent-Length: " + n + "\n\n" + body))
                .containsExactly("HttpMethodNotPost");
        assertThat(httpCodes("POST /a2a HTTP/1.1\nContent-Type: application/json\nContent-Length: 1x\n\n" + body))
                .containsExactly("InvalidContentLength");
        assertThat(httpCodes("POST /a2a HTTP/1.1\nContent-Type: application/json\nTransfer-Encoding: chunked\n\n"
                + body)).containsExactly("TransferEncodingNotSupported", "MissingContentLength");
        assertThat(httpCodes("POST /a2a HTTP/1.1\nContent-Type: application/json\nContent-Length: 2\n" + body))
                .contains("MalformedHttpRequest");
        assertThat(httpCodes("")).contains("MalformedHttpRequest", "ContentType");
    }

    @Test
    void aMissingContentLengthIsAnAdvisory() {
        A2aTrace t = PLAIN.checkHttp(("POST /a2a HTTP/1.1\nContent-Type: application/json\n\n" + CALL.formatted("1"))
                .getBytes(StandardCharsets.UTF_8));

        assertThat(t.valid()).isTrue();
        assertThat(codes(gate(t, Gate.PARSE).findings())).containsExactly("MissingContentLength");
    }

    private static List<String> httpCodes(String file) {
        A2aTrace t = PLAIN.checkHttp(file.getBytes(StandardCharsets.UTF_8));
        return codes(gate(t, Gate.PARSE).findings()).stream().filter(c -> !c.equals("InvalidJson")).toList();
    }

    @Test
    void aBatchEntryCarriesItsOwnPartsAndCorrelation() {
        A2aTrace t = PLAIN.check("[" + CALL.formatted("1") + ",{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"x\"}]");

        assertThat(t.correlation()).isNull();
        assertThat(t.entries()).hasSize(2);
        assertThat(t.entries().get(0).parts()).hasSize(1);
        assertThat(t.entries().get(1).trace().code()).isEqualTo(-32601);
        JsonObject json = t.toJson();
        assertThat(json.names()).containsExactly("valid", "kind", "failedGate", "code", "replyDue", "reply", "gates",
                "entries", "parts", "receipts", "correlation");
        assertThat(((JsonObject) ((dev.rpcgate.core.json.JsonArray) json.get("entries")).get(0)).names())
                .contains("parts", "correlation").doesNotContain("receipts");
        assertThat(((JsonString) ((JsonObject) t.entries().get(0).correlation().toJson()).get("verdict")).value())
                .isEqualTo("accepted");
    }

    @Test
    void theWholeBatchSummarisesTheGatesItsEntriesRan() {
        A2aTrace t = PLAIN.check("[" + CALL.formatted("1") + ",{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"x\"}]");

        assertThat(t.receipts()).hasSize(1);
        assertThat(t.trace().gates()).extracting(GateOutcome::status).containsExactly(GateStatus.PASSED,
                GateStatus.PASSED, GateStatus.FAILED, GateStatus.PASSED, GateStatus.PASSED, GateStatus.PASSED);
        // the findings stay with the entry, the array as a whole has no failed gate of its own
        assertThat(t.trace().findings()).isEmpty();
        assertThat(t.trace().failedGate()).isNull();
        assertThat(t.trace().code()).isNull();
        assertThat(t.valid()).isFalse();

        A2aTrace notifications = PLAIN.check("[{\"jsonrpc\":\"2.0\",\"method\":\"x\"}]");
        assertThat(gate(notifications, Gate.DISPATCH).status()).isEqualTo(GateStatus.FAILED);
        assertThat(notifications.trace().notRun()).containsExactly(Gate.PARAMS, Gate.HANDLER, Gate.CORRELATION);
    }

    @Test
    void theEmptyBatchIsTheClassifiersCase() {
        A2aTrace t = PLAIN.check("[]");

        assertThat(t.trace().failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(codes(gate(t, Gate.ENVELOPE).findings())).containsExactly("EmptyBatch");
    }
}

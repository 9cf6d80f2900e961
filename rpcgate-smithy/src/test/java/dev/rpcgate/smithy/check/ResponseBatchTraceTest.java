package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.RpcModels;
import software.amazon.smithy.model.shapes.ShapeId;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * A batch-response check is core's classification with the contract face's reply gates: its result carries the
 * trace, each reply with its own RESULT (the result or error against the method) and CORRELATION (which request of
 * the original batch it answers, once), and the batch's own CORRELATION the calls no reply answered; each gate's
 * findings are the result's own.
 */
class ResponseBatchTraceTest {
    private static final PreparedService SHOP = MessageLimitsTest.prepare("messages/models/shop.smithy",
            "test.msg#Shop");
    private static final String ADD_1 = "{'jsonrpc':'2.0','method':'add','params':[1,2],'id':1}";
    private static final String ADD_2 = "{'jsonrpc':'2.0','method':'add','params':[1,2],'id':2}";
    private static final String LOG = "{'jsonrpc':'2.0','method':'log','params':['x']}";
    private static final String TWO_CALLS = "[" + ADD_1 + "," + LOG + "," + ADD_2 + "]";
    private static final String OK_1 = "{'jsonrpc':'2.0','result':3,'id':1}";
    private static final String OK_2 = "{'jsonrpc':'2.0','result':3,'id':2}";
    private static final String CLEAN = "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:PASSED code=null"
            + " due=false";

    /**
     * A response, its context ({@code envelope}, {@code add} for the method, else the original batch) and its trace:
     * the batch's own as {@code GATE:STATUS[codes]} for each gate that ran, then each reply's after {@code |}.
     */
    record Row(String context, String text, String trace) {
        @Override
        public String toString() {
            return context + " " + text;
        }

        BatchResponseContext batchContext() {
            return switch (context) {
                case "envelope" -> BatchResponseContext.envelopeOnly();
                case "add" -> BatchResponseContext.method("add");
                default -> BatchResponseContext.originalBatch(context.replace('\'', '"'));
            };
        }
    }

    static Stream<Row> responses() {
        String batchOk = "PARSE:PASSED ENVELOPE:PASSED CORRELATION:PASSED code=null due=false";
        return Stream.of(
                new Row(TWO_CALLS, "[" + OK_1 + "," + OK_2 + "]", batchOk + " | " + CLEAN + " | " + CLEAN),
                new Row(TWO_CALLS, "[" + OK_2 + "," + OK_1 + "]", batchOk + " | " + CLEAN + " | " + CLEAN),
                new Row(TWO_CALLS, "[" + OK_1 + ",{'jsonrpc':'2.0','result':'x','id':2}]", batchOk + " | " + CLEAN
                        + " | PARSE:PASSED ENVELOPE:PASSED RESULT:FAILED[TypeMismatch] code=null due=false"),
                new Row(TWO_CALLS, "[" + OK_1 + "," + OK_1 + "]",
                        "PARSE:PASSED ENVELOPE:PASSED CORRELATION:FAILED[MissingResponse] code=null due=false | "
                                + CLEAN + " | PARSE:PASSED ENVELOPE:PASSED CORRELATION:FAILED[DuplicateResponse]"
                                + " code=null due=false"),
                new Row(TWO_CALLS, "[" + OK_1 + "," + OK_2 + ",{'jsonrpc':'2.0','result':3,'id':9}]", batchOk + " | "
                        + CLEAN + " | " + CLEAN + " | PARSE:PASSED ENVELOPE:PASSED"
                        + " CORRELATION:FAILED[UnexpectedResponse] code=null due=false"),
                new Row(TWO_CALLS, "[" + OK_1 + "," + ADD_2 + "]",
                        "PARSE:PASSED ENVELOPE:PASSED CORRELATION:FAILED[MissingResponse] code=null due=false | "
                                .replace("due=false", "due=true") // a call in the array is owed a reply
                                + CLEAN + " | PARSE:PASSED ENVELOPE:FAILED[NotAResponse] code=-32600 due=true"),
                new Row(TWO_CALLS, "[" + OK_1 + ",{'jsonrpc':'2','result':3,'id':2}]", batchOk + " | " + CLEAN
                        + " | PARSE:PASSED ENVELOPE:FAILED[WrongVersion] code=-32600 due=false"),
                new Row(TWO_CALLS, OK_1, "PARSE:PASSED ENVELOPE:FAILED[WrongReplyForm] code=-32600 due=false"),
                new Row(TWO_CALLS, "[]", "PARSE:PASSED ENVELOPE:FAILED[EmptyBatch] code=-32600 due=true"),
                new Row(TWO_CALLS, "[" + OK_1, "PARSE:FAILED[InvalidJson] code=-32700 due=true"),
                new Row("[" + LOG + "]", "[" + OK_1 + "]", "none"),
                new Row("[" + LOG + "]", "{'jsonrpc':'2','result':3,'id':1}", "none"),
                new Row("[" + LOG + "]", "[" + OK_1, "PARSE:FAILED[InvalidJson] code=-32700 due=true"),
                new Row("[]", "{'jsonrpc':'2.0','error':{'code':-32600,'message':'m'},'id':null}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:PASSED code=null due=false"),
                new Row("[]", "{'jsonrpc':'2.0','error':{'code':-32700,'message':'m'},'id':null}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:FAILED[ErrorMismatch] code=null"
                                + " due=false"),
                new Row("[]", "[" + OK_1 + "]", "PARSE:PASSED ENVELOPE:FAILED[WrongReplyForm] code=-32600 due=true"),
                new Row("add", "[{'jsonrpc':'2.0','result':3,'id':9},{'jsonrpc':'2.0','result':'x','id':8}]",
                        "PARSE:PASSED ENVELOPE:PASSED code=null due=false | PARSE:PASSED ENVELOPE:PASSED"
                                + " RESULT:PASSED code=null due=false | PARSE:PASSED ENVELOPE:PASSED"
                                + " RESULT:FAILED[TypeMismatch] code=null due=false"),
                new Row("add", "{'jsonrpc':'2.0','result':'x','id':8}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:FAILED[TypeMismatch] code=null due=false"),
                new Row("envelope", "[{'jsonrpc':'2.0','result':3,'id':9}]",
                        "PARSE:PASSED ENVELOPE:PASSED code=null due=false | PARSE:PASSED ENVELOPE:PASSED code=null"
                                + " due=false"),
                new Row("envelope", "[]", "PARSE:PASSED ENVELOPE:FAILED[EmptyBatch] code=-32600 due=true"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void aBatchResponsesResultCarriesItsTrace(Row row) {
        ResponseBatchResult r = SHOP.validateResponseBatch(row.text().replace('\'', '"'), row.batchContext());
        assertThat(r.findTrace().map(ResponseBatchTraceTest::render).orElse("none")).isEqualTo(row.trace());
        assertTracedFindingsAreTheResults(r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void aValueAlreadyReadIsTracedAsItsText(Row row) {
        String text = row.text().replace('\'', '"');
        var parse = JsonReader.standard().read(text);
        if (!parse.isValid()) {
            return; // no value to give
        }
        ResponseBatchResult fromValue = SHOP.validateResponseBatchJson(parse.value(), row.batchContext());
        ResponseBatchResult fromText = SHOP.validateResponseBatch(text, row.batchContext());
        assertThat(fromValue.trace()).isEqualTo(fromText.trace());
        assertThat(fromValue.findings()).isEqualTo(fromText.findings());
        assertThat(fromValue.entries()).isEqualTo(fromText.entries());
    }

    static Stream<Named<Path>> responseBatchCases() {
        return MessageCasesTest.caseFiles().stream().map(MessageCase::read)
                .filter(c -> c.get("check", "").equals("response-batch"))
                .map(c -> Named.of(c.name(), MessageCasesTest.caseFiles().stream()
                        .filter(p -> p.getFileName().toString().equals(c.name() + ".case")).findFirst().orElseThrow()));
    }

    /** Every batch-response case of the message table: its findings and entries are those the trace is made with. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("responseBatchCases")
    void everyBatchResponseCaseIsTracedWithItsOwnFindings(Path file) {
        MessageCase c = MessageCase.read(file);
        ResponseBatchResult r = c.responseBatch(false);
        boolean noneDue = r.findings().stream().anyMatch(f -> f.is(ContractCode.UNEXPECTED_RESPONSE) && f.path().isEmpty());
        if (c.message() == null || c.get("version", "2.0").equals("1.0") || noneDue && r.trace() == null) {
            assertThat(r.trace()).as("absent, a version without batches, or not due: nothing classified").isNull();
        } else {
            assertThat(r.trace()).as("a supplied response is classified").isNotNull();
            assertTracedFindingsAreTheResults(r);
        }
        ResponseBatchResult given = c.responseBatch(true);
        assertThat(given.findings()).as("envelopes given are taken as found").isEqualTo(r.findings());
        assertThat(given.entries()).isEqualTo(r.entries());
        assertThat(given.trace()).isEqualTo(r.trace());
    }

    @Test
    void theTableHoldsBatchResponseCases() {
        assertThat(responseBatchCases().count()).isGreaterThan(40);
    }

    /**
     * Out of budget, the check stops: the reply whose finding did not fit fails with the budget's limit (which took
     * the last kept slot, so the entries end before it), and the replies after it are still classified by their
     * envelopes but not checked, their RESULT and CORRELATION not run.
     */
    @Test
    void repliesPastTheBudgetAreClassifiedButNotChecked() {
        PreparedService small = PreparedService.prepare(RpcModels.loader()
                        .addFile(RepoFiles.resource(ResponseBatchTraceTest.class, "messages/models/shop.smithy")).load()
                        .expectModel(), ShapeId.from("test.msg#Shop"), JsonRpcVersion.V2_0,
                ValidationPolicy.builder().limits(ValidationLimits.builder().batchFindings(2).build()).build())
                .expectService();
        String bad = "{'jsonrpc':'2.0','result':'x','id':%d}";
        String original = "[" + ADD_1 + "," + ADD_2 + "," + ADD_1.replace("'id':1", "'id':3") + ","
                + ADD_1.replace("'id':1", "'id':4") + "]";
        String response = "[" + String.format(bad, 1) + "," + String.format(bad, 2) + "," + String.format(bad, 3) + ","
                + "{'jsonrpc':'2','result':3,'id':4}]";
        ResponseBatchResult r = small.validateResponseBatch(response.replace('\'', '"'),
                BatchResponseContext.originalBatch(original.replace('\'', '"')));
        assertThat(r.complete()).isFalse();
        assertThat(r.entries()).hasSize(2);
        assertThat(r.trace().entries()).hasSize(4);
        assertThat(RequestTraceTest.render(r.trace().entries().get(0)))
                .isEqualTo("PARSE:PASSED ENVELOPE:PASSED RESULT:FAILED[TypeMismatch] code=null due=false");
        assertThat(RequestTraceTest.render(r.trace().entries().get(2)))
                .isEqualTo("PARSE:PASSED ENVELOPE:PASSED RESULT:FAILED[FindingLimit] code=null due=false");
        assertThat(RequestTraceTest.render(r.trace().entries().get(3)))
                .isEqualTo("PARSE:PASSED ENVELOPE:FAILED[WrongVersion] code=-32600 due=false");
    }

    @Test
    void envelopesMustBeOnePerElement() {
        var array = (JsonArray) JsonReader.standard().read("[" + OK_1.replace('\'', '"') + "]").value();
        assertThatIllegalArgumentException().isThrownBy(() ->
                SHOP.validateResponseBatchJson(array, List.of(), BatchResponseContext.envelopeOnly()))
                .withMessageContaining("one envelope per element");
    }

    /**
     * Each finding a gate of the trace holds is one the result reports (counted by code: the result's carry the
     * operation's stamp); a batch's replies are traced beyond the result's only when the budget ran out.
     */
    private static void assertTracedFindingsAreTheResults(ResponseBatchResult r) {
        if (r.trace() == null || !r.complete()) {
            return;
        }
        Map<String, Long> reported = r.findings().stream()
                .collect(Collectors.groupingBy(Finding::code, Collectors.counting()));
        Map<String, Long> traced = ResponseTraceTest.all(r.trace()).stream()
                .collect(Collectors.groupingBy(Finding::code, Collectors.counting()));
        traced.forEach((code, n) -> assertThat(reported.getOrDefault(code, 0L)).as("reported " + code)
                .isGreaterThanOrEqualTo(n));
    }

    static String render(Trace t) {
        String own = RequestTraceTest.render(t);
        return t.entries().isEmpty() ? own
                : own + t.entries().stream().map(RequestTraceTest::render).collect(Collectors.joining(" | ", " | ", ""));
    }
}

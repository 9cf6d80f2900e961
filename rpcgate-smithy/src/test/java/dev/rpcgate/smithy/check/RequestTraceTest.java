package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.core.testing.RepoFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.shapes.ShapeId;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A request check is core's classification with the contract face's gates: its result carries the trace, each gate
 * holding what it found (the same findings the result reports), and the envelope the transcript reads ids from.
 */
class RequestTraceTest {
    private static final PreparedService SHOP = MessageLimitsTest.prepare("messages/models/shop.smithy",
            "test.msg#Shop");
    private static final PreparedService LEGACY = PreparedService.prepare(RpcModels.loader()
                    .addFile(RepoFiles.resource(RequestTraceTest.class, "messages/models/shop.smithy")).load()
                    .expectModel(), ShapeId.from("test.msg#Legacy"), JsonRpcVersion.V1_0).expectService();

    /**
     * One request and its trace, written as {@code GATE:STATUS[codes]} for each gate that ran, then the code.
     */
    record Row(String text, String trace) {
        @Override
        public String toString() {
            return text;
        }
    }

    static Stream<Row> requests() {
        return Stream.of(
                new Row("{'jsonrpc':'2.0','method':'add','params':[1,2],'id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED DISPATCH:PASSED PARAMS:PASSED code=null due=true"),
                new Row("{'jsonrpc':'2.0','method':'add','params':[1,'x'],'id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED DISPATCH:PASSED PARAMS:FAILED[TypeMismatch] code=-32602 due=true"),
                new Row("{'jsonrpc':'2.0','method':'nope','id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED DISPATCH:FAILED[UnknownMethod] code=-32601 due=true"),
                new Row("{'jsonrpc':'2.0','method':'nope'}",
                        "PARSE:PASSED ENVELOPE:PASSED DISPATCH:FAILED[UnknownMethod] code=-32601 due=false"),
                new Row("{'jsonrpc':'2','method':'add','params':[1,2],'id':1}",
                        "PARSE:PASSED ENVELOPE:FAILED[WrongVersion] code=-32600 due=true"),
                new Row("{'jsonrpc':'2.0','result':1,'id':1}",
                        "PARSE:PASSED ENVELOPE:FAILED[NotARequest] code=-32600 due=false"),
                new Row("{'jsonrpc':'2.0','result':1,'error':{'code':1,'message':'m'},'id':1}",
                        "PARSE:PASSED ENVELOPE:FAILED[ResultAndError,NotARequest] code=-32600 due=false"),
                new Row("[{'jsonrpc':'2.0','method':'ping','id':1}]",
                        "PARSE:PASSED ENVELOPE:FAILED[UnsupportedMessage] code=-32600 due=true"),
                new Row("{'jsonrpc':'2.0','method':'ping','id':1",
                        "PARSE:FAILED[InvalidJson] code=-32700 due=true"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requests")
    void aRequestsResultCarriesItsTrace(Row row) {
        RequestResult r = SHOP.validateRequest(row.text().replace('\'', '"'));
        Trace t = r.findTrace().orElseThrow();
        assertThat(render(t)).isEqualTo(row.trace());
        assertThat(codes(all(t))).as("the trace holds the result's findings").isEqualTo(codes(r.findings()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requests")
    void aValueAlreadyReadIsTracedAsItsText(Row row) {
        String text = row.text().replace('\'', '"');
        var parse = JsonReader.standard().read(text);
        if (!parse.isValid()) {
            return; // no value to give
        }
        RequestResult fromValue = SHOP.validateJson(parse.value());
        RequestResult fromText = SHOP.validateRequest(text);
        assertThat(render(fromValue.trace())).isEqualTo(render(fromText.trace()));
        assertThat(fromValue.findings()).isEqualTo(fromText.findings());
    }

    @Test
    void theEnvelopeOfAValidCallCarriesItsMessage() {
        RequestResult r = SHOP.validateRequest("{\"jsonrpc\":\"2.0\",\"method\":\"add\",\"params\":[1,2],\"id\":7}");
        assertThat(r.findEnvelope().orElseThrow().message()).isInstanceOf(Message.Call.class);
        assertThat(((Message.Call) r.envelope().message()).id().toJson()).hasToString("7");
        assertThat(SHOP.validateRequest("[]").findEnvelope()).as("an array has no one envelope").isEmpty();
    }

    @Test
    void anArrayUnder10IsRefusedWithTheChecksOwnFinding() {
        RequestResult r = LEGACY.validateRequest("[{\"jsonrpc\":\"1.0\",\"method\":\"ping\",\"params\":[],\"id\":1}]");
        assertThat(codes(r.findings())).containsExactly("UnsupportedMessage");
        assertThat(r.findings().get(0).message()).startsWith("expected one request object, found an array");
        assertThat(render(r.trace())).isEqualTo("PARSE:PASSED ENVELOPE:FAILED[UnsupportedMessage] code=-32600 due=false");
    }

    @Test
    void aBatchsEntriesCarryTheirTracesAndEveryElementsEnvelope() {
        RequestBatchResult r = SHOP.validateRequestBatch(("[{'jsonrpc':'2.0','method':'add','params':[1,2],'id':1},"
                + "{'jsonrpc':'2.0','method':'nope','id':2},{'jsonrpc':'2','method':'ping','id':3},"
                + "{'jsonrpc':'2.0','method':'ping','id':1}]").replace('\'', '"'));
        Trace t = r.findTrace().orElseThrow();
        assertThat(t.entries()).hasSize(4);
        assertThat(r.entries()).extracting(e -> render(e.result().trace())).containsExactly(
                "PARSE:PASSED ENVELOPE:PASSED DISPATCH:PASSED PARAMS:PASSED code=null due=true",
                "PARSE:PASSED ENVELOPE:PASSED DISPATCH:FAILED[UnknownMethod] code=-32601 due=true",
                "PARSE:PASSED ENVELOPE:FAILED[WrongVersion] code=-32600 due=true",
                "PARSE:PASSED ENVELOPE:PASSED DISPATCH:PASSED PARAMS:PASSED code=null due=true");
        assertThat(r.envelopes()).hasSize(4);
        assertThat(r.envelopes()).extracting(e -> e.message() != null).containsExactly(true, true, false, true);
        assertThat(codes(r.findings())).containsExactly("UnknownMethod", "WrongVersion", "AmbiguousId");
    }

    @Test
    void aBatchRefusedWholeIsTracedAtEnvelope() {
        RequestBatchResult empty = SHOP.validateRequestBatch("[]");
        assertThat(render(empty.trace())).isEqualTo("PARSE:PASSED ENVELOPE:FAILED[EmptyBatch] code=-32600 due=true");
        RequestBatchResult single = SHOP.validateRequestBatch("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1}");
        assertThat(codes(single.findings())).containsExactly("NotABatch");
        assertThat(single.trace().failedGate()).hasToString("ENVELOPE");
        assertThat(single.envelopes()).isEmpty();
    }

    private static List<Finding> all(Trace t) {
        List<Finding> out = new ArrayList<>(t.findings());
        t.entries().forEach(e -> out.addAll(all(e)));
        return out;
    }

    private static List<String> codes(List<Finding> findings) {
        return findings.stream().map(Finding::code).toList();
    }

    static String render(Trace t) {
        String gates = t.gates().stream().filter(g -> !g.status().name().equals("NOT_RUN"))
                .map(RequestTraceTest::render).collect(Collectors.joining(" "));
        return gates + " code=" + t.code() + " due=" + t.replyDue();
    }

    private static String render(GateOutcome g) {
        String codes = g.findings().isEmpty() ? "" : codes(g.findings()).stream().collect(Collectors.joining(",", "[", "]"));
        return g.gate() + ":" + g.status() + codes;
    }
}

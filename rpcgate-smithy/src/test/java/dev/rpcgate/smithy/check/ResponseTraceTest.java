package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A single-response check is core's classification with the contract face's reply gates: its result carries the
 * trace, RESULT holding what the result or error broke of the method's contract and CORRELATION what the response
 * broke of its request's expectation, as far as the context reaches; each gate's findings are the result's own.
 */
class ResponseTraceTest {
    private static final PreparedService SHOP = MessageLimitsTest.prepare("messages/models/shop.smithy",
            "test.msg#Shop");
    private static final String ADD = "{'jsonrpc':'2.0','method':'add','params':[1,2],'id':1}";

    /** One response, its context, and its trace as {@code GATE:STATUS[codes]} for each gate that ran. */
    record Row(String context, String text, String trace) {
        @Override
        public String toString() {
            return context + " " + text;
        }

        ResponseContext responseContext() {
            return switch (context) {
                case "envelope" -> ResponseContext.envelopeOnly();
                case "add" -> ResponseContext.method("add");
                default -> ResponseContext.originalRequest(context.replace('\'', '"'));
            };
        }
    }

    static Stream<Row> responses() {
        return Stream.of(
                new Row(ADD, "{'jsonrpc':'2.0','result':3,'id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:PASSED code=null due=false"),
                new Row(ADD, "{'jsonrpc':'2.0','result':'x','id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:FAILED[TypeMismatch] code=null due=false"),
                new Row(ADD, "{'jsonrpc':'2.0','result':3,'id':2}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:FAILED[IdMismatch] code=null due=false"),
                new Row(ADD, "{'jsonrpc':'2.0','error':{'code':-32601,'message':'m'},'id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:FAILED[ErrorMismatch] code=null"
                                + " due=false"),
                new Row("{'jsonrpc':'2.0','method':'log','params':['x']}", "{'jsonrpc':'2.0','result':null,'id':1}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED CORRELATION:FAILED[UnexpectedResponse] code=null"
                                + " due=false"),
                new Row("add", "{'jsonrpc':'2.0','result':3,'id':9}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:PASSED code=null due=false"),
                new Row("add", "{'jsonrpc':'2.0','result':'x','id':9}",
                        "PARSE:PASSED ENVELOPE:PASSED RESULT:FAILED[TypeMismatch] code=null due=false"),
                new Row("envelope", "{'jsonrpc':'2.0','result':3,'id':9}",
                        "PARSE:PASSED ENVELOPE:PASSED code=null due=false"),
                new Row(ADD, "{'jsonrpc':'2.0','method':'add','params':[1,2],'id':1}",
                        "PARSE:PASSED ENVELOPE:FAILED[NotAResponse] code=-32600 due=true"),
                new Row(ADD, "{'jsonrpc':'2','result':3,'id':1}",
                        "PARSE:PASSED ENVELOPE:FAILED[WrongVersion] code=-32600 due=false"),
                new Row(ADD, "[{'jsonrpc':'2.0','result':3,'id':1}]",
                        "PARSE:PASSED ENVELOPE:FAILED[UnsupportedMessage] code=-32600 due=true"),
                new Row(ADD, "{'jsonrpc':'2.0','result':3,'id':1",
                        "PARSE:FAILED[InvalidJson] code=-32700 due=true"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void aResponsesResultCarriesItsTrace(Row row) {
        ResponseResult r = SHOP.validateResponse(row.text().replace('\'', '"'), row.responseContext());
        Trace t = r.findTrace().orElseThrow();
        assertThat(RequestTraceTest.render(t)).isEqualTo(row.trace());
        List<String> traced = codes(all(t));
        if (!traced.isEmpty()) {
            assertThat(codes(r.findings())).as("the trace holds the result's findings").containsSubsequence(traced);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void aValueAlreadyReadIsTracedAsItsText(Row row) {
        String text = row.text().replace('\'', '"');
        var parse = JsonReader.standard().read(text);
        if (!parse.isValid()) {
            return; // no value to give
        }
        ResponseResult fromValue = SHOP.validateResponseJson(parse.value(), row.responseContext());
        ResponseResult fromText = SHOP.validateResponse(text, row.responseContext());
        assertThat(RequestTraceTest.render(fromValue.trace())).isEqualTo(RequestTraceTest.render(fromText.trace()));
        assertThat(fromValue.findings()).isEqualTo(fromText.findings());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void anEnvelopeAlreadyFoundIsTakenAsFound(Row row) {
        var parse = JsonReader.standard().read(row.text().replace('\'', '"'));
        if (!parse.isValid()) {
            return; // no value to give
        }
        EnvelopeResult envelope = Envelope.check(parse.value(), SHOP.version(), "");
        ResponseResult given = SHOP.validateResponseJson(parse.value(), envelope, row.responseContext());
        ResponseResult found = SHOP.validateResponseJson(parse.value(), row.responseContext());
        assertThat(given.trace()).isEqualTo(found.trace());
        assertThat(given.findings()).isEqualTo(found.findings());
    }

    static List<String> codes(List<Finding> findings) {
        return findings.stream().map(Finding::code).toList();
    }

    /** Every finding of the trace's gates and of its entries', the trace's own first. */
    static List<Finding> all(Trace t) {
        List<Finding> out = new ArrayList<>(t.findings());
        t.entries().forEach(e -> out.addAll(all(e)));
        return out;
    }
}

package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The ENVELOPE rules of 2.0 and 1.0 as a table: a document, read as a version, gives exactly these findings — code,
 * JSON Pointer and severity, in order, the batch's own first and then each entry's. Single quotes stand for double
 * quotes to keep the table readable.
 */
class EnvelopeRulesTest {

    /** One row: a version, a document, and the findings written as {@code Code /pointer SEVERITY}. */
    record Row(String version, String json, List<String> findings) {
        @Override
        public String toString() {
            String shown = json.length() <= 200 ? json : json.substring(0, 100) + "... (" + json.length() + " chars)";
            return version + " " + shown + " -> " + findings;
        }
    }

    /** A batch of {@code n} copies of {@code element}. */
    private static String batchOf(int n, String element) {
        return "[" + String.join(",", java.util.Collections.nCopies(n, element)) + "]";
    }

    private static Row v2(String json, String... findings) {
        return new Row("2.0", json.replace('\'', '"'), List.of(findings));
    }

    private static Row v1(String json, String... findings) {
        return new Row("1.0", json.replace('\'', '"'), List.of(findings));
    }

    static List<Row> rows() {
        return List.of(
                // valid 2.0 messages
                v2("{'jsonrpc':'2.0','id':1,'method':'m'}"),
                v2("{'jsonrpc':'2.0','id':'a','method':'m','params':[]}"),
                v2("{'jsonrpc':'2.0','id':-7,'method':'m','params':{}}"),
                v2("{'jsonrpc':'2.0','method':'m'}"),
                v2("{'jsonrpc':'2.0','id':1,'method':'m','extra':{'ignored':true}}"),
                v2("{'jsonrpc':'2.0','id':1,'result':null}"),
                v2("{'jsonrpc':'2.0','id':null,'error':{'code':-32700,'message':'Parse error'}}"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':7,'message':'','data':null}}"),
                // NotAnObject
                v2("7", "NotAnObject  ERROR"),
                v2("'call'", "NotAnObject  ERROR"),
                v2("null", "NotAnObject  ERROR"),
                v2("true", "NotAnObject  ERROR"),
                v2("[[]]", "NotAnObject /0 ERROR"),
                v2("[{'jsonrpc':'2.0','method':'m'},null]", "NotAnObject /1 ERROR"),
                v1("7", "NotAnObject  ERROR"),
                // EmptyBatch, UnsupportedMessage
                v2("[]", "EmptyBatch  ERROR"),
                v2(" [ ] ", "EmptyBatch  ERROR"),
                v1("[{'method':'m','params':[],'id':1}]", "UnsupportedMessage  ERROR"),
                v1("[]", "UnsupportedMessage  ERROR"),
                // BatchTooLarge: more entries than the bound (1024 by default); its entries are never looked at
                v2(batchOf(1024, "{'jsonrpc':'2.0','method':'m'}")),
                v2(batchOf(1025, "{'jsonrpc':'2.0','method':'m'}"), "BatchTooLarge  ERROR"),
                v2(batchOf(1025, "7"), "BatchTooLarge  ERROR"),
                v1(batchOf(1025, "{'method':'m','params':[],'id':1}"), "UnsupportedMessage  ERROR"),
                // MissingVersion, WrongVersion
                v2("{'id':1,'method':'m'}", "MissingVersion  ERROR"),
                v2("{'jsonrpc':'1.0','id':1,'method':'m'}", "WrongVersion /jsonrpc ERROR"),
                v2("{'jsonrpc':2.0,'id':1,'method':'m'}", "WrongVersion /jsonrpc ERROR"),
                v2("{'jsonrpc':'2.00','id':1,'method':'m'}", "WrongVersion /jsonrpc ERROR"),
                v2("{'jsonrpc':' 2.0','id':1,'method':'m'}", "WrongVersion /jsonrpc ERROR"),
                v2("{'jsonrpc':null,'id':1,'method':'m'}", "WrongVersion /jsonrpc ERROR"),
                v2("{'jsonrpc':'\\u0032.0','id':1,'method':'m'}"),
                // MissingMethod
                v2("{'jsonrpc':'2.0','id':1}", "MissingMethod  ERROR"),
                v2("{}", "MissingVersion  ERROR", "MissingMethod  ERROR"),
                v1("{'id':1}", "MissingMethod  ERROR"),
                // MethodNotString, ReservedMethod
                v2("{'jsonrpc':'2.0','id':1,'method':null}", "MethodNotString /method ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'method':['m']}", "MethodNotString /method ERROR"),
                v1("{'method':7,'params':[],'id':1}", "MethodNotString /method ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'method':'rpc.discover'}", "ReservedMethod /method ADVISORY"),
                v2("{'jsonrpc':'2.0','method':'rpc.'}", "ReservedMethod /method ADVISORY"),
                v2("{'jsonrpc':'2.0','id':1,'method':'rpc'}"),
                v2("{'jsonrpc':'2.0','id':1,'method':'rpcx.y'}"),
                v2("{'jsonrpc':'2.0','id':1,'method':'RPC.x'}"),
                v1("{'method':'rpc.x','params':[],'id':1}"),
                // ParamsNotStructured, ParamsNotArray
                v2("{'jsonrpc':'2.0','id':1,'method':'m','params':7}", "ParamsNotStructured /params ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'method':'m','params':null}", "ParamsNotStructured /params ERROR"),
                v2("{'jsonrpc':'2.0','method':'m','params':'x'}", "ParamsNotStructured /params ERROR"),
                v2("{'jsonrpc':'2.0','method':'m','params':false}", "ParamsNotStructured /params ERROR"),
                v1("{'method':'m','params':{},'id':1}", "ParamsNotArray /params ERROR"),
                v1("{'method':'m','params':null,'id':1}", "ParamsNotArray /params ERROR"),
                v1("{'method':'m','id':1}", "ParamsNotArray  ERROR"),
                // ids
                v2("{'jsonrpc':'2.0','id':true,'method':'m'}", "InvalidId /id ERROR"),
                v2("{'jsonrpc':'2.0','id':[1],'method':'m'}", "InvalidId /id ERROR"),
                v2("{'jsonrpc':'2.0','id':{'n':1},'result':1}", "InvalidId /id ERROR"),
                v2("{'jsonrpc':'2.0','id':null,'method':'m'}", "NullId /id ADVISORY"),
                v2("{'jsonrpc':'2.0','id':1.5,'method':'m'}", "FractionalId /id ADVISORY"),
                v2("{'jsonrpc':'2.0','id':1e-1,'method':'m'}", "FractionalId /id ADVISORY"),
                v2("{'jsonrpc':'2.0','id':2.5,'result':1}", "FractionalId /id ADVISORY"),
                v2("{'jsonrpc':'2.0','id':1.0,'method':'m'}"),
                v2("{'jsonrpc':'2.0','id':10e-1,'method':'m'}"),
                v2("{'jsonrpc':'2.0','id':1e400,'method':'m'}"),
                v2("{'jsonrpc':'2.0','id':'','method':'m'}"),
                v1("{'method':'m','params':[],'id':[1,{'a':true}]}"),
                v1("{'method':'m','params':[],'id':null}"),
                // responses: MissingId, ResultAndError, MissingResult, MissingError
                v2("{'jsonrpc':'2.0','result':1}", "MissingId  ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'result':1,'error':{'code':1,'message':'x'}}", "ResultAndError /error ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'result':1,'error':null}", "ResultAndError /error ERROR",
                        "ErrorNotObject /error ERROR"),
                v1("{'method':'m','params':[]}", "MissingId  ERROR"),
                v1("{'result':1,'error':null}", "MissingId  ERROR"),
                v1("{'result':1,'error':'boom','id':1}", "ResultAndError /result ERROR"),
                v1("{'error':null,'id':1}", "MissingResult  ERROR"),
                v1("{'result':1,'id':1}", "MissingError  ERROR"),
                v1("{'result':null,'error':{'code':1},'id':1}"),
                v1("{'result':1,'error':null,'id':1}"),
                // error objects
                v2("{'jsonrpc':'2.0','id':1,'error':'boom'}", "ErrorNotObject /error ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':[]}", "ErrorNotObject /error ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':1.5,'message':'x'}}", "ErrorCodeNotInteger /error/code ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':'1','message':'x'}}", "ErrorCodeNotInteger /error/code ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'message':'x'}}", "ErrorCodeNotInteger /error ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':1}}", "ErrorMessageNotString /error ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':1,'message':null}}",
                        "ErrorMessageNotString /error/message ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{}}", "ErrorCodeNotInteger /error ERROR",
                        "ErrorMessageNotString /error ERROR"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':-32500,'message':'x'}}",
                        "ReservedErrorCode /error/code ADVISORY"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':-32768,'message':'x'}}",
                        "ReservedErrorCode /error/code ADVISORY"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':-32769,'message':'x'}}"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':-32000,'message':'x'}}"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':-32601,'message':'x'}}"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':-3.2e4,'message':'x'}}"),
                v2("{'jsonrpc':'2.0','id':1,'error':{'code':123456789012345678901234567890,'message':'x'}}"),
                // several findings in member order; batch entries carry their index in the pointer
                v2("{'jsonrpc':'1','id':true,'method':1,'params':1}", "WrongVersion /jsonrpc ERROR",
                        "InvalidId /id ERROR", "MethodNotString /method ERROR", "ParamsNotStructured /params ERROR"),
                v2("[{'jsonrpc':'2.0','id':true,'method':'m'},{'jsonrpc':'2.0','method':'rpc.x'}]",
                        "InvalidId /0/id ERROR", "ReservedMethod /1/method ADVISORY"),
                // AmbiguousId: calls in one batch whose ids are equal by value
                v2("[{'jsonrpc':'2.0','id':1,'method':'a'},{'jsonrpc':'2.0','id':1.0,'method':'b'}]",
                        "AmbiguousId /1/id ADVISORY"),
                v2("[{'jsonrpc':'2.0','id':'ab','method':'a'},{'jsonrpc':'2.0','id':'a\\u0062','method':'b'}]",
                        "AmbiguousId /1/id ADVISORY"),
                v2("[{'jsonrpc':'2.0','id':'1','method':'a'},{'jsonrpc':'2.0','id':1,'method':'b'}]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void findings(Row row) {
        Trace t = new Explain(JsonReader.standard(), JsonRpcVersion.expectLabel(row.version())).explain(row.json());
        assertThat(t.findFailedGate()).as("every row passes PARSE").isNotEqualTo(java.util.Optional.of(
                dev.rpcgate.core.gate.Gate.PARSE));
        assertThat(describe(allFindings(t))).isEqualTo(row.findings());
        boolean errors = row.findings().stream().anyMatch(f -> f.endsWith(" ERROR"));
        assertThat(t.valid()).as("valid exactly when no finding is an error").isEqualTo(!errors);
    }

    @Test
    void everyEnvelopeCodeIsProducedByARowWithItsSeverity() {
        Set<String> produced = rows().stream().flatMap(r -> r.findings().stream()).collect(Collectors.toSet());
        Set<EnvelopeCode> missing = EnumSet.noneOf(EnvelopeCode.class);
        for (EnvelopeCode c : EnvelopeCode.values()) {
            if (produced.stream().noneMatch(f -> f.startsWith(c.code() + " ") && f.endsWith(" " + c.severity()))) {
                missing.add(c);
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void findingsPointAtTheOffendingValue() {
        String doc = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": false,\n  \"method\": \"m\"\n}";
        Trace t = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0).explain(doc);
        Finding f = t.findings().get(t.findings().size() - 1);
        assertThat(f.code()).isEqualTo("InvalidId");
        assertThat(f.location().line()).isEqualTo(3);
        assertThat(f.location().column()).isEqualTo(9);
        assertThat(f.location().offset()).isEqualTo(doc.indexOf("false"));

        Trace missing = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0).explain("[1, {\"id\": 1}]");
        Finding atObject = missing.entries().get(1).findings().get(0);
        assertThat(atObject.code()).isEqualTo("MissingVersion");
        assertThat(atObject.path()).isEqualTo("/1");
        assertThat(atObject.location().column()).as("a missing member is reported at its object").isEqualTo(5);
    }

    @Test
    void messagesNameTheTypeWithItsArticle() {
        Explain explain = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0);
        assertThat(explain.explain("{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"m\"}").findings().get(0).message())
                .startsWith("the id is an object:");
        assertThat(explain.explain("{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":null}").findings().get(0)
                .message()).startsWith("\"params\" is null:");
        assertThat(explain.explain("null").findings().get(0).message())
                .isEqualTo("a JSON-RPC message is an object, not null");
        assertThat(explain.explain("[[1]]").entries().get(0).findings().get(0).message())
                .isEqualTo("a JSON-RPC message is an object, not an array inside a batch");
    }

    static List<Finding> allFindings(Trace t) {
        List<Finding> all = new ArrayList<>(t.findings());
        t.entries().forEach(e -> all.addAll(e.findings()));
        return all;
    }

    static List<String> describe(List<Finding> findings) {
        return findings.stream().map(f -> f.code() + " " + f.path() + " " + f.severity()).toList();
    }
}

package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How the dispatcher turns what a handler did into gates and replies: one row a rule. */
class DispatcherRulesTest {

    /** Methods that each fail in one way. */
    private static final MethodRegistry METHODS = MethodRegistry.builder()
            .method("echo", (params, ctx) -> params)
            .method("nothing", (params, ctx) -> null)
            .method("bad_params", (params, ctx) -> {
                throw InvalidParams.at("/params/0", "expected a number");
            })
            .method("app_error", (params, ctx) -> {
                throw new RpcException(42, "the answer", JsonString.of("detail"));
            })
            .method("crash", (params, ctx) -> {
                throw new IllegalStateException("secret /etc/passwd contents");
            })
            .method("assert", (params, ctx) -> {
                throw new AssertionError("boom");
            })
            .method("cancelled", (params, ctx) -> {
                throw new CancelledException();
            })
            .method("inner_unknown", (params, ctx) -> {
                throw new MethodNotFound("inner_unknown");
            })
            .build();

    private static Trace run(String text, DispatchOptions options) {
        Dispatcher d = new Dispatcher(METHODS, options);
        Classifier c = new Classifier(JsonRpcVersion.V2_0, Dispatcher.GATES, d.stage(m -> CallContext.detached(Id.of(JsonNumber.of(0)), "")));
        return c.classify(JsonReader.standard().read(text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "none", textBlock = """
            echo           | {"jsonrpc":"2.0","id":1.0,"method":"echo","params":[1e400]}    | none     | none   | {"jsonrpc":"2.0","id":1.0,"result":[1e400]}
            nothing        | {"jsonrpc":"2.0","id":"x","method":"nothing"}                  | none     | none   | {"jsonrpc":"2.0","id":"x","result":null}
            unknown        | {"jsonrpc":"2.0","id":2,"method":"nope"}                      | DISPATCH | -32601 | {"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}}
            inner unknown  | {"jsonrpc":"2.0","id":2,"method":"inner_unknown"}             | DISPATCH | -32601 | {"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}}
            bad params     | {"jsonrpc":"2.0","id":3,"method":"bad_params","params":["a"]} | PARAMS   | -32602 | {"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid params","data":{"findings":[{"code":"InvalidParams","severity":"ERROR","message":"expected a number","path":"/params/0"}]}}}
            app error      | {"jsonrpc":"2.0","id":4,"method":"app_error"}                 | HANDLER  | 42     | {"jsonrpc":"2.0","id":4,"error":{"code":42,"message":"the answer","data":"detail"}}
            crash          | {"jsonrpc":"2.0","id":5,"method":"crash"}                     | HANDLER  | -32603 | {"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"Internal error","data":{"exception":"IllegalStateException"}}}
            assertion      | {"jsonrpc":"2.0","id":6,"method":"assert"}                    | HANDLER  | -32603 | {"jsonrpc":"2.0","id":6,"error":{"code":-32603,"message":"Internal error","data":{"exception":"AssertionError"}}}
            cancelled      | {"jsonrpc":"2.0","id":7,"method":"cancelled"}                 | HANDLER  | -32800 | {"jsonrpc":"2.0","id":7,"error":{"code":-32800,"message":"Request cancelled"}}
            notification   | {"jsonrpc":"2.0","method":"crash"}                            | HANDLER  | -32603 | none
            unknown notif. | {"jsonrpc":"2.0","method":"nope","params":{}}                 | DISPATCH | -32601 | none
            """)
    void aHandlerOutcomeBecomesAGateAndAReply(String rule, String request, String gate, Integer code, String reply) {
        Trace t = run(request, DispatchOptions.DEFAULT);
        assertThat(t.failedGate() == null ? null : t.failedGate().name()).as(rule).isEqualTo(gate);
        assertThat(t.code()).as(rule).isEqualTo(code);
        assertThat(t.reply() == null ? null : JsonWriter.write(t.reply())).as(rule).isEqualTo(reply);
        if (t.failedGate() != null) {
            int failed = Dispatcher.GATES.indexOf(t.failedGate());
            assertThat(t.notRun()).as(rule).isEqualTo(Dispatcher.GATES.subList(failed + 1, Dispatcher.GATES.size()));
        }
    }

    @ParameterizedTest(name = "exposed={0}")
    @CsvSource(delimiter = '|', value = {"false|{\"exception\":\"IllegalStateException\"}",
            "true|{\"exception\":\"IllegalStateException\",\"message\":\"secret /etc/passwd contents\"}"})
    void exceptionMessagesAreSentOnlyWhenTheServerOptsIn(boolean expose, String data) {
        Trace t = run("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"crash\"}",
                DispatchOptions.builder().exposeExceptionMessages(expose).build());
        String text = JsonWriter.write(t.reply());
        assertThat(text).endsWith("\"data\":" + data + "}}").doesNotContain("at dev.rpcgate").doesNotContain("Exception:");
    }

    @ParameterizedTest(name = "code={0}")
    @CsvSource(nullValues = "none", value = {"none", "-32800", "-32099"})
    void aCancelledCallIsAnsweredWithTheConfiguredCodeOrNotAtAll(Long code) {
        Trace t = run("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"cancelled\"}",
                DispatchOptions.builder().cancelledCode(code).build());
        assertThat(t.failedGate()).isEqualTo(Gate.HANDLER);
        assertThat(t.reply() == null ? null : JsonWriter.write(t.reply())).isEqualTo(code == null ? null
                : "{\"jsonrpc\":\"2.0\",\"id\":9,\"error\":{\"code\":" + code + ",\"message\":\"Request cancelled\"}}");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown to the contract | {"jsonrpc":"2.0","id":1,"method":"echo2"} | DISPATCH | -32601
            params break it         | {"jsonrpc":"2.0","id":1,"method":"echo","params":[1,2]} | PARAMS | -32602
            params fit              | {"jsonrpc":"2.0","id":1,"method":"echo","params":[1]} | - | 0
            params fit, advised     | {"jsonrpc":"2.0","id":1,"method":"echo","params":["x"]} | - | 0
            """)
    void aContractIsCheckedBeforeTheHandlerRuns(String rule, String request, String gate, int code) {
        ParamsContract contract = new ParamsContract() {
            @Override
            public boolean hasMethod(String method) {
                return method.equals("echo");
            }

            @Override
            public List<Finding> checkParams(String method, JsonValue params) {
                if (!(params instanceof JsonArray a) || a.size() != 1) {
                    return List.of(Finding.error("TooManyArguments", "echo takes one argument", "/params/1", null));
                }
                return a.get(0) instanceof JsonString
                        ? List.of(Finding.advisory("TextArgument", "echo prefers numbers", "/params/0", null)) : List.of();
            }
        };
        Trace t = run(request, DispatchOptions.builder().contract(contract).build());
        assertThat(t.failedGate() == null ? "-" : t.failedGate().name()).as(rule).isEqualTo(gate);
        assertThat(t.code() == null ? 0 : t.code()).as(rule).isEqualTo(code);
        List<String> advised = t.gates().stream().filter(g -> g.gate() == Gate.PARAMS)
                .flatMap(g -> g.findings().stream()).filter(f -> !f.isError()).map(Finding::code).toList();
        assertThat(advised).as(rule + ": a passed PARAMS gate keeps the contract's advisories")
                .isEqualTo(rule.endsWith("advised") ? List.of("TextArgument") : List.of());
    }

    /** Echo's results must be arrays of numbers; a string is advised against; "boom" makes the contract itself throw. */
    private static final ParamsContract RESULTS = new ParamsContract() {
        @Override
        public boolean hasMethod(String method) {
            return true;
        }

        @Override
        public List<Finding> checkParams(String method, JsonValue params) {
            return List.of();
        }

        @Override
        public List<Finding> checkResult(String method, JsonValue result) {
            if (result instanceof JsonArray a && a.size() == 1 && a.get(0) instanceof JsonString s) {
                if (s.value().equals("boom")) {
                    throw new IllegalArgumentException("a faulty contract");
                }
                return List.of(Finding.advisory("TextResult", "echo prefers numbers", "/result/0", null));
            }
            if (!(result instanceof JsonArray a) || !a.elements().stream().allMatch(JsonNumber.class::isInstance)) {
                return List.of(Finding.error("WrongResult", "expected an array of numbers", "/result", null));
            }
            return List.of();
        }
    };

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "none", textBlock = """
            result fits          | {"jsonrpc":"2.0","id":1,"method":"echo","params":[1,2]}           | none    | none   | {"jsonrpc":"2.0","id":1,"result":[1,2]}               | none
            result breaks it     | {"jsonrpc":"2.0","id":2,"method":"echo","params":{"secret":true}} | HANDLER | -32603 | {"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error"}} | ResultBreaksContract WrongResult
            null result          | {"jsonrpc":"2.0","id":3,"method":"nothing"}                       | HANDLER | -32603 | {"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Internal error"}} | ResultBreaksContract WrongResult
            result advised       | {"jsonrpc":"2.0","id":4,"method":"echo","params":["x"]}           | none    | none   | {"jsonrpc":"2.0","id":4,"result":["x"]}               | TextResult
            a notification       | {"jsonrpc":"2.0","method":"echo","params":{"secret":true}}        | none    | none   | none                                                  | none
            the contract throws  | {"jsonrpc":"2.0","id":5,"method":"echo","params":["boom"]}        | HANDLER | -32603 | {"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"Internal error","data":{"exception":"IllegalArgumentException"}}} | HandlerFailed
            the handler fails    | {"jsonrpc":"2.0","id":6,"method":"crash"}                         | HANDLER | -32603 | {"jsonrpc":"2.0","id":6,"error":{"code":-32603,"message":"Internal error","data":{"exception":"IllegalStateException"}}} | HandlerFailed
            """)
    void aContractChecksACallsResultBeforeItIsSent(String rule, String request, String gate, Integer code, String reply,
                                                   String handlerFindings) {
        Trace t = run(request, DispatchOptions.builder().contract(RESULTS).build());
        assertThat(t.failedGate() == null ? null : t.failedGate().name()).as(rule).isEqualTo(gate);
        assertThat(t.code()).as(rule).isEqualTo(code);
        assertThat(t.reply() == null ? null : JsonWriter.write(t.reply())).as(rule).isEqualTo(reply);
        assertThat(t.gates().stream().filter(g -> g.gate() == Gate.HANDLER).flatMap(g -> g.findings().stream())
                .map(Finding::code).toList()).as(rule + ": HANDLER's findings")
                .isEqualTo(handlerFindings == null ? List.of() : List.of(handlerFindings.split(" ")));
        assertThat(t.reply() == null ? "" : JsonWriter.write(t.reply())).as(rule + ": nothing of the result leaks")
                .doesNotContain("secret");
    }
}

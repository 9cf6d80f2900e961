package dev.rpcgate.runtime.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.http.DroppedNotification;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.http.HttpReply;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The demo services through the whole gate sequence, in process: {@link HttpBinding} runs PARSE, ENVELOPE and the
 * dispatcher synchronously and hands over the notifications a handler sends (which HTTP cannot deliver), so each case
 * is one request in, one reply out. The specification's own exchanges run against a real {@code rpcgate serve} in
 * the CLI's tests ({@code examples/exchanges/}).
 */
class DemoTest {
    private final List<DroppedNotification> sent = new CopyOnWriteArrayList<>();

    private String reply(Demo demo, String request) {
        HttpBinding binding = HttpBinding.builder(demo.methods()).onDropped(sent::add).build();
        HttpReply r = binding.handle("POST", "application/json", request.getBytes(StandardCharsets.UTF_8));
        return r.hasBody() ? new String(r.body(), StandardCharsets.UTF_8) : "";
    }

    private static JsonValue json(String text) {
        return JsonReader.standard().read(text).value();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}                      | {"jsonrpc":"2.0","id":1,"result":19}
            {"jsonrpc":"2.0","id":2,"method":"subtract","params":[23,42]}                      | {"jsonrpc":"2.0","id":2,"result":-19}
            {"jsonrpc":"2.0","id":3,"method":"subtract","params":{"subtrahend":23,"minuend":42}} | {"jsonrpc":"2.0","id":3,"result":19}
            {"jsonrpc":"2.0","id":4,"method":"subtract","params":[42.0,2300e-2]}               | {"jsonrpc":"2.0","id":4,"result":19}
            {"jsonrpc":"2.0","id":5,"method":"subtract","params":[100000000000000000000000000000,1]} | {"jsonrpc":"2.0","id":5,"result":99999999999999999999999999999}
            {"jsonrpc":"2.0","id":6,"method":"sum","params":[1,2,4]}                           | {"jsonrpc":"2.0","id":6,"result":7}
            {"jsonrpc":"2.0","id":7,"method":"sum","params":[]}                                | {"jsonrpc":"2.0","id":7,"result":0}
            {"jsonrpc":"2.0","id":8,"method":"get_data"}                                       | {"jsonrpc":"2.0","id":8,"result":["hello",5]}
            {"jsonrpc":"2.0","id":9,"method":"update","params":[1,2,3,4,5]}                    | {"jsonrpc":"2.0","id":9,"result":null}
            {"jsonrpc":"2.0","id":10,"method":"notify_hello","params":[7]}                     | {"jsonrpc":"2.0","id":10,"result":null}
            {"jsonrpc":"2.0","id":11,"method":"foobar"}                                        | {"jsonrpc":"2.0","id":11,"error":{"code":-32601,"message":"Method not found"}}
            {"jsonrpc":"2.0","id":12,"method":"fail"}                                          | {"jsonrpc":"2.0","id":12,"error":{"code":-32603,"message":"Internal error","data":{"exception":"IllegalStateException"}}}
            {"jsonrpc":"2.0","id":13,"method":"fail","params":[1,2]}                           | {"jsonrpc":"2.0","id":13,"error":{"code":-32603,"message":"Internal error","data":{"exception":"IllegalStateException"}}}
            """)
    void specMethodsAnswerExactly(String request, String expected) {
        assertThat(reply(Demo.SPEC, request)).as("exact text: 19, never 19.0").isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} -> {1} at {2}")
    @CsvSource(delimiter = '|', textBlock = """
            {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42]}                   | MissingRequired | /params/1
            {"jsonrpc":"2.0","id":1,"method":"subtract","params":{"minuend":42}}         | MissingRequired | /params/subtrahend
            {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23,1]}              | UnknownMember   | /params/2
            {"jsonrpc":"2.0","id":1,"method":"subtract","params":["42",23]}              | TypeMismatch    | /params/0
            {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42.5,23]}              | TypeMismatch    | /params/0
            {"jsonrpc":"2.0","id":1,"method":"sum","params":[1,"2",4]}                   | TypeMismatch    | /params/1
            {"jsonrpc":"2.0","id":1,"method":"sum","params":{"a":1}}                     | TypeMismatch    | /params
            {"jsonrpc":"2.0","id":1,"method":"notify_hello","params":{"value":7}}        | TypeMismatch    | /params
            {"jsonrpc":"2.0","id":1,"method":"slow_count","params":{"n":-1}}             | OutOfRange      | /params/n
            {"jsonrpc":"2.0","id":1,"method":"slow_count","params":{"n":10001}}          | OutOfRange      | /params/n
            {"jsonrpc":"2.0","id":1,"method":"slow_count","params":{"n":1,"delayMs":-5}} | OutOfRange      | /params/delayMs
            {"jsonrpc":"2.0","id":1,"method":"slow_count","params":[2]}                  | TypeMismatch    | /params
            {"jsonrpc":"2.0","id":1,"method":"slow_count","params":{}}                   | MissingRequired | /params/n
            """)
    void wrongParamsAre32602WithTheFindingsPath(String request, String code, String path) {
        Demo demo = request.contains("slow_count") ? Demo.PROGRESS : Demo.SPEC;
        String reply = reply(demo, request);
        assertThat(reply).contains("\"code\":-32602").contains("\"code\":\"" + code + "\"")
                .contains("\"path\":\"" + path + "\"");
    }

    @Test
    void notificationsAreNeverAnswered() {
        for (String n : List.of("{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1,2,3,4,5]}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[7]}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notify_sum\",\"params\":[1,2,4]}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"foobar\"}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"fail\"}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[\"bad\"]}")) {
            assertThat(reply(Demo.SPEC, n)).as(n).isEmpty();
        }
    }

    @Test
    void slowCountSendsKProgressNotificationsThenAnswersK() {
        String reply = reply(Demo.PROGRESS,
                "{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"method\":\"slow_count\",\"params\":{\"n\":3,\"delayMs\":0}}");
        assertThat(json(reply)).isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"result\":3}"));
        assertThat(sent).extracting(DroppedNotification::method).containsOnly("$/progress");
        assertThat(sent).extracting(d -> d.params().toString()).containsExactly(
                "{\"requestId\":\"p\",\"done\":1,\"total\":3}",
                "{\"requestId\":\"p\",\"done\":2,\"total\":3}",
                "{\"requestId\":\"p\",\"done\":3,\"total\":3}");
    }

    @Test
    void slowCountPausesByDefaultSoThatProgressCanBeWatched() {
        long start = System.nanoTime();
        reply(Demo.PROGRESS, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow_count\",\"params\":{\"n\":2}}");
        assertThat((System.nanoTime() - start) / 1_000_000).isGreaterThanOrEqualTo(2L * ProgressMethods.DEFAULT_DELAY_MS);
        assertThat(sent).hasSize(2);
    }

    @Test
    void demosByLabel() {
        assertThat(Demo.expectLabel("spec")).isEqualTo(Demo.SPEC);
        assertThat(Demo.expectLabel("progress")).isEqualTo(Demo.PROGRESS);
        assertThat(Demo.SPEC.methods().names())
                .containsExactlyInAnyOrder("subtract", "sum", "update", "notify_hello", "notify_sum", "get_data", "fail");
        assertThat(Demo.PROGRESS.methods().names()).containsExactly("slow_count");
        assertThatThrownBy(() -> Demo.expectLabel("Spec")).hasMessage("'Spec' is not a demo: use spec or progress");
    }
}

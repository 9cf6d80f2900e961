package dev.rpcgate.smithy.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.PayloadResult;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The params-only and result-only checks agree with the whole-message checks: over every request case of the
 * message table whose findings are all about its params, {@code validateParams} of the request's params gives the
 * same findings (codes, paths, model elements and source locations); over every response case checked by method
 * whose findings are all about its result, {@code validateResult} gives the same. At the depth limit too.
 */
class PayloadAgreementTest {
    private static final PreparedService STORE = MessageLimitsTest.prepare("messages/models/payloads.smithy",
            "test.payload#Store");

    @Test
    void everyRequestCaseAboutItsParamsGivesTheSameFindingsFromTheParamsAlone() {
        int compared = 0;
        for (Path file : MessageCasesTest.caseFiles()) {
            MessageCase c = MessageCase.read(file);
            if (!c.get("check", "request").equals("request") || c.message() == null) {
                continue;
            }
            PreparedService service = c.service();
            boolean json = c.get("input", "text").equals("json");
            JsonParse parse = (json ? JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(100_000))
                    : JsonReader.withLimits(service.policy().limits().json())).read(c.message());
            RequestResult whole = json ? service.validateJson(parse.value()) : service.validateRequest(c.message());
            if (!parse.isValid() || !(parse.value() instanceof JsonObject request) || whole.operation().isEmpty()
                    || whole.kind().filter(k -> k == MessageKind.CALL || k == MessageKind.NOTIFICATION).isEmpty()
                    || !whole.findings().stream().allMatch(f -> f.path().startsWith("/params"))) {
                continue;
            }
            JsonValue params = request.get("params");
            PayloadResult alone = service.validateParams(whole.method().orElseThrow(), params);
            List<Finding> expected = params == null ? withoutLocations(whole.findings()) : whole.findings();
            assertThat(alone.findings()).as(c.name()).containsExactlyElementsOf(expected);
            assertThat(alone.complete()).as(c.name()).isEqualTo(whole.complete());
            assertThat(alone.operation()).as(c.name()).isEqualTo(whole.operation());
            compared++;
        }
        assertThat(compared).as("request cases compared").isGreaterThan(40);
    }

    @Test
    void everyResponseCaseByMethodAboutItsResultGivesTheSameFindingsFromTheResultAlone() {
        int compared = 0;
        for (Path file : MessageCasesTest.caseFiles()) {
            MessageCase c = MessageCase.read(file);
            String[] context = c.get("context", "none").split("\\s+", 2);
            if (!c.get("check", "request").equals("response") || !context[0].equals("method") || c.message() == null) {
                continue;
            }
            PreparedService service = c.service();
            JsonParse parse = JsonReader.withLimits(service.policy().limits().json()).read(c.message());
            if (!parse.isValid() || !(parse.value() instanceof JsonObject response) || response.get("result") == null
                    || response.get("error") != null) {
                continue;
            }
            ResponseResult whole = service.validateResponse(c.message(), ResponseContext.method(context[1]));
            List<Finding> about = whole.findings().stream()
                    .filter(f -> !f.code().equals(ContractCode.LIMITED_SCOPE.code())).toList();
            if (!about.stream().allMatch(f -> f.path().startsWith("/result"))) {
                continue;
            }
            PayloadResult alone = service.validateResult(context[1], response.get("result"));
            assertThat(alone.findings()).as(c.name()).containsExactlyElementsOf(about);
            compared++;
        }
        assertThat(compared).as("response cases compared").isGreaterThan(10);
    }

    @Test
    void paramsMeetTheDepthLimitWhereTheyWouldInTheirRequest() {
        // the request is level 1, params 2, root 3, and each further node two more (its children array, the node)
        for (int nodes = 60; nodes <= 66; nodes++) {
            String root = "{\"children\":[".repeat(nodes) + "{}" + "]}".repeat(nodes);
            String text = "{\"jsonrpc\":\"2.0\",\"method\":\"grow\",\"id\":1,\"params\":{\"root\":" + root + "}}";
            RequestResult whole = STORE.validateJson(read(text));
            JsonValue params = ((JsonObject) read(text)).get("params");
            PayloadResult alone = STORE.validateParams("grow", params);
            assertThat(alone.findings()).as(nodes + " nodes").isEqualTo(whole.findings());
            assertThat(alone.isValid()).as(nodes + " nodes").isEqualTo(whole.isValid());
        }
        assertThat(STORE.validateParams("grow", ((JsonObject) read("{\"params\":{\"root\":"
                + "{\"children\":[".repeat(62) + "{}" + "]}".repeat(62) + "}}")).get("params")).isValid()).isTrue();
        assertThat(STORE.validateParams("grow", ((JsonObject) read("{\"params\":{\"root\":"
                + "{\"children\":[".repeat(63) + "{}" + "]}".repeat(63) + "}}")).get("params")).findings())
                .extracting(Finding::code).containsExactly("DepthLimit");
    }

    private static JsonValue read(String text) {
        return JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(100_000)).read(text).value();
    }

    private static List<Finding> withoutLocations(List<Finding> findings) {
        List<Finding> out = new ArrayList<>();
        findings.forEach(f -> out.add(f.withLocation(null)));
        return out;
    }
}
